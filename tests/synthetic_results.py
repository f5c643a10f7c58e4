"""A results directory written directly (no TVM, nvcc or driver): two cases, 25 selected kernels each
(five per selection group), cuDNN fp32/TF32 baselines, any set of power caps, tuning records, and
optionally the in-process power timeline of every record. For the figures and the report."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

from artifact.catalog import resolve_case

GPU = {"name": "NVIDIA H100 80GB HBM3", "uuid": "GPU-00000000-synt-0000-0000-000000000000", "serial": "0",
       "pci_bus_id": "0000:00:06.0", "vbios_version": "synthetic", "driver_version": "580.00", "nvml_version": "13",
       "cuda_driver_version": 13000, "compute_capability": "9.0", "multiprocessors": 132, "max_sm_clock_mhz": 1980}
CASES = {"case1": 511377408, "case7": 1849688064}
GROUPS = ("top", "p10", "p25", "p50", "p75")
SLOWDOWN = {"top": 1.0, "p10": 1.6, "p25": 2.6, "p50": 6.0, "p75": 20.0}


def _record(case: str, kid: str, kind: str, cap_w: int, t_ms: float, power_w: float, flops: int,
            timeline: bool, workload: dict) -> dict:
    e_mj = power_w * t_ms
    rec = {"schema": "energy-driver/1", "id": kid, "case_id": case, "kind": kind, "cap_label": f"{cap_w}W",
           "timestamp": "2026-01-01T00:00:00Z", "method": "counter", "power_source": "synthetic", "gpu": GPU,
           "power_limit_w": {"enforced": cap_w, "management": cap_w, "default": 700, "min": 200, "max": 700},
           "workload": workload, "gate": {"rel_error": 1e-7, "rtol": 1e-4, "passed": True}, "flops": flops,
           "time_per_launch_ms": t_ms, "time_cv": 0.004, "energy_per_launch_mj": e_mj, "energy_cv": 0.003,
           "avg_power_w": power_w, "idle_power_w": 70.0, "gflops": flops / (t_ms / 1e3) / 1e9,
           "edp_ms_mj": e_mj * t_ms, "sm_clock_mhz": 1980,
           "meta": {"runner": "native", "cap_mode": "set", "requested_power_limit_w": str(cap_w)}}
    if timeline:
        t = [round(0.05 * i, 3) for i in range(120)]
        rec["power_timeline"] = {"t_s": t, "power_w": [70.0 if x < 1.0 else round(power_w * (1 - 0.3 * math.exp(-(x - 1) * 4)), 2)
                                                       for x in t]}
    return rec


def write_results(root: Path, caps: tuple[int, ...] = (300, 500, 700), timeline: bool = True, trials: int = 60,
                  seed: int = 1) -> Path:
    rng = random.Random(seed)
    for case, flops in CASES.items():
        cdir = root / case
        (cdir / "tune").mkdir(parents=True, exist_ok=True)
        entry = {**resolve_case(case).to_json(), "layer": f"synthetic {case}", "flops": flops}
        (cdir / "case.json").write_text(json.dumps(entry))
        kernels, ids = [], []
        for gi, grp in enumerate(GROUPS):
            for j in range(5):
                kid = f"r{gi * 20 + j + 1:04d}"
                ids.append((kid, grp))
                kernels.append({"kernel_id": kid, "rank": gi * 20 + j + 1, "rank_percentile": float(gi * 20 + j),
                                "group": grp, "trial": gi * 20 + j, "run_s": 1e-3, "run_secs": [1e-3], "gflops": 1.0,
                                "target": {"kind": "cuda"}, "trace": [],
                                "correctness": {"status": "pass", "rel_error": 1e-7, "tolerance": 1e-4, "device": "cpu",
                                                "detail": ""}})
        (cdir / "selection.json").write_text(json.dumps({
            "case_id": case, "case": entry, "created": "2026-01-01T00:00:00+00:00",
            "policy": {"top": 5, "per_percentile": 5, "percentiles": [10, 25, 50, 75]},
            "source": {"records_file": f"{case}/tune/database_tuning_record.json", "records_sha256": "0" * 64,
                       "trials": trials, "failed": 1, "duplicates": 0, "valid_unique": trials - 1},
            "kernels": kernels}))
        lines = []
        best_s = flops / 20000e9
        for i in range(trials):
            run_s = [1e10] if i == 3 else [best_s * (1 + 30 * rng.random() / (1 + i / 10))]
            lines.append(json.dumps([0, [[], run_s, {"kind": "cuda"}, []]]))
        (cdir / "tune" / "database_tuning_record.json").write_text("\n".join(lines) + "\n")
        (cdir / "tune" / "runs.json").write_text(json.dumps([{
            "started": "2026-01-01T00:00:00+00:00", "trials_before": 0, "budget": trials, "seed": 0,
            "effective_seed": 0, "scheduler": "pipelined", "workers": 8, "batch": 64, "min_repeat_ms": 100,
            "target": {"kind": "cuda"}, "gpu": None, "tvm_version": "0.27.0", "command": ["artifact", "tune"],
            "finished": "2026-01-01T00:01:00+00:00", "trials_after": trials, "seconds": 36.0,
            "trials_per_min": 100.0, "interrupted": False}]))
        base_ms = flops / 18000e9 * 1e3
        points = [(kid, "tuned", base_ms * SLOWDOWN[grp] * (1 + 0.1 * rng.random()), 560 - 60 * GROUPS.index(grp),
                   {"type": "cubin"}) for kid, grp in ids]
        points += [("cudnn-fp32", "baseline", base_ms * 1.2, 520, {"type": "cudnn-fp32", "math_type": "fma"}),
                   ("cudnn-tf32", "baseline", base_ms * 0.4, 640, {"type": "cudnn-tf32", "math_type": "tensor_op"})]
        for cap in caps:
            mdir = cdir / "measure" / f"{cap}W"
            mdir.mkdir(parents=True, exist_ok=True)
            for kid, kind, t_ms, power, wl in points:
                p = min(power, 0.95 * cap)
                t = t_ms * max(1.0, power / p) ** 0.6  # slower when the cap holds the power down
                rec = _record(case, kid, kind, cap, t, p, flops, timeline, wl)
                (mdir / f"{kid}.json").write_text(json.dumps(rec))
    return root
