"""Does the pipelined loop's staleness cost kernel quality? Lag 0 and lag 1, same seeds, one run.

    python -m benchmarks.staleness_ab --seeds 1,2,3 --trials 256 [--shape ...] [--work DIR]

The pipelined loop (tvm_patches/pipeline.py) searches a lone case's batch k+1 before batch k's
results are back: its search state and cost model lag one batch ("lag 1"). TVM's own scheduler
waits ("lag 0"). Kernel quality depends on what each search has seen, not on wall time, so both
can be tuned side by side: one TaskLoop tunes the case once per (seed, lag), taking turns batch by
batch on the same GPU and builder, with lag-1 tasks' results withheld exactly one batch. Everything
else is the artifact's tuning (same search, cost model, builder, runner and seeds). Measurements of
the two arms alternate in time, so drifts of clock or temperature hit both.

Printed last: best GFLOP/s after N trials per (seed, lag), the lag-1 / lag-0 ratio per seed and
its geometric mean. Work directories (TVM JSON databases) go under --work.
"""

from __future__ import annotations

import logging
import math
import os
import shutil
import sys
import time
from pathlib import Path

from benchmarks import harness

DEFAULT_SHAPE = "conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1"


def main() -> int:
    ap = harness.parser(__doc__, __name__, work=True, json_out=True)
    ap.add_argument("--shape", default=DEFAULT_SHAPE)
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--arms", default="0,1j,1",
                    help="lags to compare: 0 (TVM), 1 (stale by one batch), 1j (lag 1, first batch joined first), "
                         "1f4 (lag 1 after 4 batches in TVM's order: artifact tune's default)")
    ap.add_argument("--trials", type=int, default=256)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--workers", type=int, default=os.cpu_count())
    ap.add_argument("--search-threads", type=int, default=None, help="default: one per worker (as artifact tune)")
    ap.add_argument("--target", default=None, help="as artifact tune --target; default: the local GPU's")
    args = ap.parse_args()

    import numpy as np
    from tvm.s_tir import meta_schedule as ms
    from tvm.target import Target

    from artifact.catalog import parse_shape
    from artifact.tuning import workloads
    from artifact.tuning.host import host_info
    from artifact.tuning.runner import make_runner
    from artifact.tuning.target import resolve_target
    from tvm_patches.builder import make_persistent_builder
    from tvm_patches.pipeline import Task, TaskLoop, lower_search_priority

    case = parse_shape(args.shape)
    target = Target(resolve_target(args.target)[0])
    seeds = [int(s) for s in args.seeds.split(",")]
    arms = args.arms.split(",")
    out = Path(args.work)
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    np.random.seed(seeds[0])  # XGBModel's predictions before it has 100 samples are np.random draws

    from tvm_patches.tensor_intrin_cache import install as install_tensor_intrinsics

    install_tensor_intrinsics()
    runner = make_runner(100)
    lower_search_priority()
    builder = make_persistent_builder(args.workers)
    logging.getLogger("tvm.s_tir.meta_schedule").setLevel(logging.CRITICAL)
    times: dict[str, list[float | None]] = {}
    t_start = time.perf_counter()
    tasks = []
    for seed in seeds:
        for arm in arms:
            lag_s, _, fresh_s = arm.rstrip("j").partition("f")
            lag, fresh = int(lag_s), int(fresh_s) if fresh_s else (2 if arm.endswith("j") else 1)
            name = f"seed{seed}-lag{arm}"
            work = out / name
            work.mkdir()
            log = logging.getLogger(f"staleness_ab.{name}")
            log.propagate = False
            log.addHandler(logging.FileHandler(work / "tvm.log"))
            ctx = ms.TuneContext(mod=workloads.prim_func(case), target=target, space_generator="post-order-apply",
                                 search_strategy="evolutionary", task_name="main", rand_state=seed,
                                 num_threads=args.search_threads or args.workers, logger=log)
            times[name] = []

            def on_batch(b, name=name):
                times[name].extend(None if s is None else sorted(s)[len(s) // 2] for s in b.run_secs)
                valid = [t for t in times[name] if t is not None]
                best = f"{case.flops / min(valid) / 1e9:,.0f}" if valid else "-"
                print(f"  {name}: batch {b.index} -> {len(times[name])} trials, best {best} GFLOP/s "
                      f"| search {b.search_s:.1f} s build {b.build_s:.1f} s | {time.perf_counter() - t_start:.0f} s",
                      flush=True)

            tasks.append(Task(ctx, ms.database.JSONDatabase(work_dir=str(work)),
                              ms.cost_model.CostModel.create("xgb", num_tuning_cores=args.workers),
                              args.trials, on_batch=on_batch, name=name, lag=lag, fresh_batches=fresh))
    print(f"{case.case_id}: {len(tasks)} tasks x {args.trials} trials, lags {arms}, seeds {seeds}", flush=True)
    TaskLoop(tasks, builder, runner, num_trials_per_iter=args.batch, pipeline=True).run()

    checkpoints = sorted({n for n in range(args.batch, args.trials + 1, args.batch)} | {args.trials})

    def best_at(name: str, n: int) -> float | None:
        valid = [t for t in times[name][:n] if t is not None]
        return case.flops / min(valid) / 1e9 if valid and len(times[name]) >= n else None

    summary = {f"seed{s}-lag{a}": {n: best_at(f"seed{s}-lag{a}", n) for n in checkpoints} for s in seeds for a in arms}
    if args.json:
        harness.write_json(args.json, {"case": case.case_id, "times_s": times, "best_gflops_at": summary,
                                               "host": host_info(),
                                               "seconds": time.perf_counter() - t_start})
    print(f"\nbest GFLOP/s after N trials, {case.case_id}, {time.perf_counter() - t_start:.0f} s in all; host {host_info()}")
    print(f"{'task':<16}" + "".join(f"{n:>9}" for n in checkpoints))
    for name, row in summary.items():
        print(f"{name:<16}" + "".join(f"{(f'{v:,.0f}' if v else '-'):>9}" for v in row.values()))
    base = arms[0]
    for arm in arms[1:]:
        print(f"lag {arm} / lag {base}, per seed, then geometric mean:")
        for n in checkpoints:
            pairs = [(summary[f"seed{s}-lag{arm}"][n], summary[f"seed{s}-lag{base}"][n]) for s in seeds]
            ratios = [a / b for a, b in pairs if a and b]
            if ratios:
                gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
                print(f"  after {n:>5}: " + "  ".join(f"{r:.3f}" for r in ratios) + f"   geomean {gm:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
