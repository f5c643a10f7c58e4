"""Tables derived from the measurements: the fastest tuned kernel of each case against each vendor
baseline, each side held to the peak of its own math mode. analyze writes them (baselines.csv), plots
draws them."""

from __future__ import annotations

import math

import pandas as pd

from ..contract import BASELINE_IDS

DEFAULT_CASES = tuple(f"case{i}" for i in range(1, 8))
# Dense peak FLOP per clock per SM, by compute capability and math mode: fp32 on the CUDA cores
# (2 x fp32 lanes; CUDA programming guide, arithmetic instructions table), TF32 and fp16 on the
# tensor cores (architecture whitepapers, TF32 / fp16: V100 none / 1024, A100 1024 / 2048, H100 SXM
# 2048 / 4096). The fp16 entry is fp16 inputs with fp32 accumulation, which these data-center GPUs run
# at the fp16-accumulate rate: the NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022), table
# "NVIDIA H100 SXM5", gives 989.4 dense TFLOP/s for "Peak FP16 Tensor TFLOPS with FP32 Accumulate" at
# the 1830 MHz boost clock with 132 SMs: 989.4e12 / (132 x 1.83e9) = 4096 FLOP per clock per SM.
# Missing: NaN.
FLOP_PER_CLOCK_PER_SM = {
    "fp32": {(7, 0): 128, (7, 5): 128, (8, 0): 128, (8, 6): 256, (8, 7): 256, (8, 9): 256, (9, 0): 256,
             (10, 0): 256, (12, 0): 256},
    "tf32": {(8, 0): 1024, (9, 0): 2048},
    "fp16": {(7, 0): 1024, (8, 0): 2048, (9, 0): 4096},
}
PEAK_LABEL = {"fp32": "fp32 CUDA-core", "tf32": "TF32 tensor-core", "fp16": "fp16 tensor-core"}
# A math mode held to another's peak: fp16 inputs with an fp16 output run on the same fp16 tensor cores.
PEAK_OF_MODE = {"fp16-out": "fp16"}

def math_mode_of(row: pd.Series) -> str:
    """The math mode a point is held to: the record's ``workload.math_mode`` (a tuned kernel's is its
    case dtype: fp32, fp16, fp16-out), else the baseline id's suffix (``cudnn-tf32``), else fp32 (the
    tuned kernels of records without it are fp32 FMA code)."""
    mode = row.get("workload.math_mode")
    if isinstance(mode, str) and mode:
        return mode
    rid = str(row.get("id", ""))
    return rid.rsplit("-", 1)[1] if rid in BASELINE_IDS else "fp32"


def peak_gflops(row: pd.Series, mode: str) -> float:
    """Dense peak GFLOP/s of the row's GPU in a math mode, at its maximum SM clock; NaN if unknown."""
    major, minor = (int(x) for x in str(row["gpu.compute_capability"]).split(".")[:2])
    cc = (major, minor)
    per_clock = FLOP_PER_CLOCK_PER_SM.get(PEAK_OF_MODE.get(mode, mode), {}).get(cc, math.nan)
    return float(row["gpu.multiprocessors"] * per_clock * row.get("gpu.max_sm_clock_mhz", math.nan) / 1e3)


def peak_label(mode: str) -> str:
    """'fp16 tensor-core' for fp16 and fp16-out; an unknown mode as written."""
    peak_mode = PEAK_OF_MODE.get(mode, mode)
    return PEAK_LABEL.get(peak_mode, peak_mode)


def gemm_case_ids() -> tuple[str, ...]:
    """The GEMM catalog's case ids (their geometric mean is given apart from the conv cases')."""
    from ..catalog import load_catalog

    return tuple(c.case_id for c in load_catalog("gemm"))


def geomean(xs: list[float]) -> float:
    xs = [x for x in xs if x > 0 and math.isfinite(x)]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else math.nan


def baseline_table(df: pd.DataFrame) -> pd.DataFrame:
    rows = []
    for (case, cap), g in df.groupby(["case_id", "cap"]):
        tuned = g[g["kind"] == "tuned"]
        if tuned.empty:
            continue
        best = tuned.loc[tuned["time_per_launch_ms"].idxmin()]
        tuned_mode = math_mode_of(best)
        tuned_peak = peak_gflops(best, tuned_mode)
        for _, base in g[g["kind"] == "baseline"].iterrows():
            base_mode = math_mode_of(base)
            base_peak = peak_gflops(base, base_mode)
            rows.append({
                "case_id": case, "cap": cap, "best_tuned": best["id"], "baseline": base["id"],
                "time_ratio": best["time_per_launch_ms"] / base["time_per_launch_ms"],
                "energy_ratio": best["energy_per_launch_mj"] / base["energy_per_launch_mj"],
                "edp_ratio": best["edp_ms_mj"] / base["edp_ms_mj"],
                "tuned_gflops": best["gflops"], "baseline_gflops": base["gflops"],
                "tuned_peak": peak_label(tuned_mode), "tuned_peak_gflops": tuned_peak,
                "tuned_pct_of_peak": 100 * best["gflops"] / tuned_peak,
                "baseline_peak": peak_label(base_mode), "baseline_peak_gflops": base_peak,
                "baseline_pct_of_peak": 100 * base["gflops"] / base_peak,
                "tuned_flagged": bool(best.get("flagged") == True),  # noqa: E712
                "baseline_flagged": bool(base.get("flagged") == True),  # noqa: E712
            })
    table = pd.DataFrame(rows)
    if table.empty:
        return table
    means = []
    for label, ids in (("default", DEFAULT_CASES), ("gemm", gemm_case_ids())):
        for (cap, base), g in table[table["case_id"].isin(ids)].groupby(["cap", "baseline"]):
            means.append({"case_id": f"geomean({len(g)} {label} cases)", "cap": cap, "best_tuned": "",
                          "baseline": base,
                          **{k: geomean(list(g[k])) for k in ("time_ratio", "energy_ratio", "edp_ratio")}})
    return pd.concat([table, pd.DataFrame(means)], ignore_index=True) if means else table
