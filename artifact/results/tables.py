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
# tensor cores (architecture whitepapers: A100 1024 / 2048, H100 SXM 2048 / 4096). Missing: NaN.
FLOP_PER_CLOCK_PER_SM = {
    "fp32": {(7, 0): 128, (7, 5): 128, (8, 0): 128, (8, 6): 256, (8, 7): 256, (8, 9): 256, (9, 0): 256,
             (10, 0): 256, (12, 0): 256},
    "tf32": {(8, 0): 1024, (9, 0): 2048},
    "fp16": {(7, 0): 1024, (8, 0): 2048, (9, 0): 4096},
}
PEAK_LABEL = {"fp32": "fp32 CUDA-core", "tf32": "TF32 tensor-core", "fp16": "fp16 tensor-core"}

def math_mode_of(row: pd.Series) -> str:
    """The math mode a point is held to: the record's ``workload.math_mode``, else the baseline id's
    suffix (``cudnn-tf32``), else fp32 (tuned kernels are fp32 FMA code)."""
    mode = row.get("workload.math_mode")
    if isinstance(mode, str) and mode:
        return mode
    rid = str(row.get("id", ""))
    return rid.rsplit("-", 1)[1] if rid in BASELINE_IDS else "fp32"


def peak_gflops(row: pd.Series, mode: str) -> float:
    """Dense peak GFLOP/s of the row's GPU in a math mode, at its maximum SM clock; NaN if unknown."""
    major, minor = (int(x) for x in str(row["gpu.compute_capability"]).split(".")[:2])
    cc = (major, minor)
    per_clock = FLOP_PER_CLOCK_PER_SM.get(mode, {}).get(cc, math.nan)
    return float(row["gpu.multiprocessors"] * per_clock * row.get("gpu.max_sm_clock_mhz", math.nan) / 1e3)


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
                "tuned_peak": PEAK_LABEL.get(tuned_mode, tuned_mode), "tuned_peak_gflops": tuned_peak,
                "tuned_pct_of_peak": 100 * best["gflops"] / tuned_peak,
                "baseline_peak": PEAK_LABEL.get(base_mode, base_mode), "baseline_peak_gflops": base_peak,
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
