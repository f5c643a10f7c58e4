#!/usr/bin/env python3
"""Every shipped pipeline measured layer by layer into one layers directory, a time-budgeted slice per call.

The jobs and the plan: artifact/models/measureplan.py (fp16 for all eight pipelines with their whole
models, then ResNet-50 fp32, TF32 and with the tuned kernels, then fp32 for the other CNNs; each layer
measured once across pipelines and copied where it recurs). Each call measures until --budget-s is spent
(no point is started after it), then stops cleanly; the next call resumes where it stopped (records
already there are kept), so several calls of a bounded length complete it. One cold idle per call, shared
by every point of the call. Holds the GPU's and the results directory's run locks, as `artifact layers`.

    python3 benchmarks/pipelines_full.py --plan                     # the plan and its GPU time; no GPU
    python3 benchmarks/pipelines_full.py --budget-s 500 [--results results] [--tuned-results DIR]

Then `artifact layers --pipeline ... ` over the same results (everything recorded: nothing measured)
writes the figures and SHA256SUMS; this script writes the tables (layers.csv, summary.csv,
resnet50_tuned.csv).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from artifact.layout import LAYERS_DIR  # noqa: E402
from artifact.models import measureplan  # noqa: E402

F = TypeVar("F", bound=Callable[..., Any])


class OutOfBudget(Exception):
    """The call's time budget is spent: no further point is started."""


def print_plan(plans: list[measureplan.JobPlan], est: measureplan.Estimate, budget_s: float) -> None:
    print(f"{'run':28s} {'phases':>6} {'measure':>7} {'tuned':>5} {'shared':>6} {'recorded':>8} {'wholes':>6}")
    for p in plans:
        print(f"{p.run:28s} {p.phases:6d} {len(p.measure):7d} {p.tuned:5d} {p.shared:6d} {p.recorded:8d} {p.wholes:6d}")
    print(f"\nto measure: {est.points} layer points + {est.wholes} whole-model points; about "
          f"{est.gpu_s / 60:.1f} GPU minutes measuring, {est.total_s / 60:.1f} with start-up, in {est.calls} "
          f"call(s) of --budget-s {budget_s:.0f}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--results", type=Path, default=ROOT / "results")
    ap.add_argument("--tuned-results", type=Path, default=None,
                    help="results directory of the resnet50 catalog's exports (adds resnet50_tuned)")
    ap.add_argument("--budget-s", type=float, default=500.0, help="no point is started after this many seconds")
    ap.add_argument("--plan", action="store_true", help="print the plan and its estimated GPU time, measure nothing")
    ap.add_argument("--no-fp32", action="store_true", help="fp16 jobs only")
    ap.add_argument("--per-point-s", type=float, default=6.0, help="estimate: seconds per layer point")
    ap.add_argument("--per-whole-s", type=float, default=9.0, help="estimate: seconds per whole-model point")
    ap.add_argument("--startup-s", type=float, default=30.0, help="estimate: seconds of start-up per call")
    ap.add_argument("--unroll", type=int, default=100)
    ap.add_argument("--gpu", type=int, default=0, help="NVML index of the GPU")
    args = ap.parse_args()
    layers_dir = args.results / LAYERS_DIR
    jobs = measureplan.default_jobs(tuned=args.tuned_results is not None, fp32=not args.no_fp32)
    plans = measureplan.plan(jobs, layers_dir, args.unroll, args.tuned_results)
    est = measureplan.estimate(plans, args.per_point_s, args.per_whole_s, args.budget_s, args.startup_s)
    print_plan(plans, est, args.budget_s)
    if args.plan or est.points + est.wholes == 0:
        return 0
    return measure(args, jobs, layers_dir)


def measure(args: argparse.Namespace, jobs: list[measureplan.Job], layers_dir: Path) -> int:
    from artifact import runlock
    from artifact.gpu import gpu_info
    from artifact.models import compose
    from artifact.models.layers import use_gpu
    from artifact.models.tuned import TUNED_PIPELINE, tuned_kernels

    deadline = time.monotonic() + args.budget_s
    done = [0]

    def budgeted(fn: F) -> F:
        def inner(*a: Any) -> Any:
            if time.monotonic() > deadline:
                raise OutOfBudget
            out = fn(*a)
            done[0] += 1
            return out

        return inner  # type: ignore[return-value]

    g = gpu_info(args.gpu)
    idle = compose.ColdIdle()  # one per call, measured before its first point
    t0 = time.monotonic()
    with runlock.hold([runlock.gpu_key(g.index, g.uuid), runlock.results_key(args.results)], False, print):
        use_gpu(g.uuid)
        try:
            for job in jobs:
                pipe = job.build()
                kernels = tuned_kernels(pipe, args.tuned_results) if job.pipeline == TUNED_PIPELINE else {}
                compose.run_pipelines([pipe], layers_dir, whole=job.whole, unroll=args.unroll, tf32=job.tf32,
                                      measure=budgeted(compose.layer_measure(pipe, args.unroll, None, job.tf32, idle,
                                                                             kernels)),
                                      measure_whole=budgeted(compose.whole_measure(None, job.tf32, idle)),
                                      cold_idle=idle, tuned_results=args.tuned_results)
        except OutOfBudget:
            compose.write_summary(layers_dir)
            left = measureplan.estimate(measureplan.plan(jobs, layers_dir, args.unroll, args.tuned_results))
            print(f"\nbudget spent after {done[0]} points in {time.monotonic() - t0:.0f} s; left: {left.points} layer "
                  f"+ {left.wholes} whole points: run again to continue")
            return 0
    print(f"\nall jobs measured ({done[0]} points in {time.monotonic() - t0:.0f} s); tables in {layers_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
