#!/usr/bin/env python3
"""Tuning speed: trials/min and best kernel for one case, TVM's stock scheduler against ours.

    python benchmarks/tune_speed.py --trials 128 --schedulers stock,pipelined [--seed 1]

Each scheduler tunes the same case from scratch (results under --out/<scheduler>/) with the same
seed and trial budget. Printed last: one row per scheduler with wall time, trials/min, the best
GFLOP/s TVM measured, and the mean per-batch search / build / run seconds (pipelined: the run of
batch k overlaps the search and build of batch k+1, so the columns do not add up).
Default case: the ResNet 56x56 64->64 3x3 convolution of the issue that asked for this.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from artifact.catalog import parse_shape  # noqa: E402
from artifact.tune import TuneOptions, tune_case  # noqa: E402

DEFAULT_SHAPE = "conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1"


def stock_breakdown(prof_table: dict[str, float], batches: int) -> dict[str, float]:
    search = sum(v for k, v in prof_table.items() if k.startswith("EvoSearch"))
    return {"search_s": search / batches, "build_s": prof_table.get("SendToBuilder", 0.0) / batches,
            "run_s": (prof_table.get("SendToRunner", 0.0) + prof_table.get("JoinRunnerFutures", 0.0)) / batches}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shape", default=DEFAULT_SHAPE)
    ap.add_argument("--trials", type=int, default=128)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--schedulers", default="stock,pipelined")
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--target", default=None)
    ap.add_argument("--out", default="bench-results")
    ap.add_argument("--json", default=None, help="also write the rows here")
    args = ap.parse_args()

    from tvm.s_tir import meta_schedule as ms

    case = parse_shape(args.shape)
    rows = []
    for sched in args.schedulers.split(","):
        out = Path(args.out) / sched
        shutil.rmtree(out, ignore_errors=True)
        # "<scheduler>-perbatch": the same, with a fresh builder pool per batch (TVM's habit)
        base, _, variant = sched.partition("-")
        opts = TuneOptions(trials=args.trials, seed=args.seed, target=args.target, workers=args.workers,
                           batch=args.batch, scheduler=base,
                           builder_pool="per-batch" if variant == "perbatch" else "persistent")
        t0 = time.perf_counter()
        with ms.Profiler() as prof:
            summary = tune_case(case, out, opts, echo=lambda m: print(m, flush=True))
        wall = time.perf_counter() - t0
        nb = max(1, -(-args.trials // args.batch))
        if summary.batches:
            br = {k: statistics.mean(b[k] for b in summary.batches) for k in ("search_s", "build_s", "run_s")}
        else:
            br = stock_breakdown({str(k): float(v) for k, v in prof.get().items()}, nb)
        rows.append({"scheduler": sched, "trials": summary.trials_after, "wall_s": round(wall, 1),
                     "tune_s": round(summary.seconds, 1), "trials_per_min": round(summary.trials_per_min, 1),
                     "best_gflops": round(summary.best_gflops or 0.0, 1), **{k: round(v, 1) for k, v in br.items()}})
        print(prof.table(), flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))
    print(f"\ncase {case.case_id}, {args.trials} trials, batch {args.batch}, seed {args.seed}")
    print(f"{'scheduler':<11}{'trials':>7}{'tune s':>9}{'trials/min':>12}{'best GFLOP/s':>14}"
          f"{'search s/batch':>16}{'build s/batch':>15}{'run s/batch':>13}")
    for r in rows:
        print(f"{r['scheduler']:<11}{r['trials']:>7}{r['tune_s']:>9}{r['trials_per_min']:>12}{r['best_gflops']:>14}"
              f"{r['search_s']:>16}{r['build_s']:>15}{r['run_s']:>13}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
