"""Template vs automatic tensor-core tuning of one fp16 GEMM on a GPU, each within a time budget.

    python -m benchmarks.template_check [--shape gemm:M=4096,N=4096,K=4096,layout=NN,dtype=fp16]
                                        [--trials 192] [--budget-s 210] [--work build/template_check]

Tunes the case twice from scratch, each in a process of its own with the same seed and trial budget:
``artifact tune --space template`` (the GEMM template's knobs, results under --work/template/<case>/)
and ``artifact tune`` (MetaSchedule's automatic tensor-core space, --work/<case>/). Each run is stopped
(SIGINT: what was measured is kept) when it passes --budget-s, so the two fit in about 8
minutes on an H100 host with 16 CPU cores. Printed last: one row per space with the trials recorded,
the valid share, trials/min, the best TFLOP/s TVM's runner measured and the best candidate's knobs
(template) or block shape (auto), and whether the best kernel's CUDA source has cp.async, ldmatrix
and mma. With ``--json`` the rows are written too. Nothing here changes the GPU's settings.
"""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from artifact.catalog import parse_shape
from artifact.schema.tunedb import read_records
from benchmarks import harness
from benchmarks.harness import ROOT

DEFAULT_SHAPE = "gemm:M=4096,N=4096,K=4096,layout=NN,dtype=fp16"


def tune(space: str, shape: str, out: Path, trials: int, seed: int, budget_s: float) -> float:
    """Run `artifact tune` for one space; SIGINT at the budget. Returns the wall seconds."""
    cmd = [sys.executable, "-m", "artifact", "tune", "--shape", shape, "--results", str(out),
           "--trials", str(trials), "--seed", str(seed), "--space", space]
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=ROOT, start_new_session=True)
    try:
        proc.wait(timeout=budget_s)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGINT)  # stops within seconds, keeps what was measured
        try:
            proc.wait(timeout=120)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return time.monotonic() - t0


def best_source_features(case: Any, tune_dir: Path) -> dict[str, Any]:
    """The fastest valid record's knobs or block, and what its CUDA source uses."""
    from artifact.tuning import template
    from artifact.tuning.export import lower

    records = [r for r in read_records(tune_dir) if r.valid]
    if not records:
        return {}
    best = min(records, key=lambda r: r.run_s)
    source, launches = lower(case, best.trace, best.target)
    row: dict[str, Any] = {"block": launches[0]["block"], "grid": launches[0]["grid"],
                           "dynamic_shared_bytes": launches[0].get("dynamic_shared_bytes", 0),
                           "cp_async": "cp.async" in source, "ldmatrix": "ldmatrix" in source,
                           "mma": "mma.sync" in source}
    try:
        row["knobs"] = template.knobs_of(best.trace)
    except Exception:  # noqa: BLE001 - an automatic space's trace has no template knobs
        pass
    return row


def summary(space: str, case: Any, tune_dir: Path, wall_s: float) -> dict[str, Any]:
    records = read_records(tune_dir)
    valid = [r for r in records if r.valid]
    best_s = min((r.run_s for r in valid), default=math.inf)
    row = {"space": space, "trials": len(records), "valid": len(valid), "wall_s": round(wall_s, 1),
           "trials_per_min": round(60.0 * len(records) / wall_s, 1) if wall_s > 0 else None,
           "best_tflops": round(case.flops / best_s / 1e12, 1) if math.isfinite(best_s) else None}
    row.update(best_source_features(case, tune_dir))
    return row


def main() -> int:
    ap = harness.parser(__doc__, __name__, work=True, json_out=True)
    ap.add_argument("--shape", default=DEFAULT_SHAPE)
    ap.add_argument("--trials", type=int, default=192)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget-s", type=float, default=210.0, help="per space (default 210)")
    ap.add_argument("--spaces", default="template,auto")
    args = ap.parse_args()
    case = parse_shape(args.shape)
    if args.work.exists() and any(args.work.iterdir()):
        raise SystemExit(f"{args.work} is not empty: give a fresh --work (each space tunes from scratch)")
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    rows = []
    for space in args.spaces.split(","):
        wall = tune(space, args.shape, args.work, args.trials, args.seed, args.budget_s)
        tune_dir = (args.work / "template" if space == "template" else args.work) / case.case_id / "tune"
        rows.append(summary(space, case, tune_dir, wall))
    print(f"\n{case.case_id}: {case.flops / 1e12:.3f} TFLOP per launch")
    print(f"{'space':<9} {'trials':>6} {'valid':>6} {'wall s':>7} {'trials/min':>10} {'best TFLOP/s':>12}  "
          f"{'cp.async ldmatrix mma':<21}  best kernel")
    for r in rows:
        uses = " ".join("yes" if r.get(k) else "no" for k in ("cp_async", "ldmatrix", "mma")) if "mma" in r else "-"
        what = json.dumps(r.get("knobs") or {"block": r.get("block"), "smem_bytes": r.get("dynamic_shared_bytes")})
        print(f"{r['space']:<9} {r['trials']:>6} {r['valid']:>6} {r['wall_s']:>7} {r['trials_per_min'] or 0:>10} "
              f"{r['best_tflops'] or 0:>12}  {uses:<21}  {what}")
    if args.json:
        harness.write_json(args.json, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
