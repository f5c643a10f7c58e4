"""Planned evaluator against TVM's: same kernels, paired, runner time and measured kernel times.

    python -m benchmarks.evaluator_ab [--shape ...] [--batch 64] [--json FILE]

One batch of candidates of the case is searched (TVM's evolutionary search, untrained cost model:
the kernels of a tuning run's first batches) and built (tvm_patches/builder.py). Each built kernel
is then measured twice by each runner (--arms: tuner profiles of `artifact tune`), one LocalRunner
call each as the tuning loop makes them: TVM's evaluator (``tvm-evaluator+runner-thread-pool``: number 3,
repeat 1, min_repeat_ms 100, ramping up ``number``), tvm_patches.evaluator's (``runner-thread-pool``:
a ~2 ms probe, then one round of ~110 ms), and the planned one with the runner's worker on one host
thread (``default``, tvm_patches.evaluator.one_thread_runner).
Order per kernel: the arms, then the same reversed (A B C C B A), every other kernel starting
from the other end, so that drifts cancel.

Printed last, per runner: milliseconds per candidate (wall, one call) and the CPU seconds its
worker process used per candidate; and per kernel the ratio of the measured times of each arm to
the first arm's, against the noise floor of each arm with itself (second call / first call):
median, 10th and 90th percentile.
"""

from __future__ import annotations

import statistics
import sys
import time

from benchmarks import harness


def main() -> int:
    ap = harness.parser(__doc__, __name__, json_out=True)
    harness.runner_options(ap)
    ap.add_argument("--min-repeat-ms", type=int, default=100)
    ap.add_argument("--arms", default="tvm-evaluator+runner-thread-pool,runner-thread-pool,default",
                    help="runners, each as artifact tune's tuner profiles make it (+ between profiles, :KEY=VALUE "
                         "settings; benchmarks/harness.py): its evaluator and worker threads")
    args = ap.parse_args()

    import psutil
    from tvm.s_tir import meta_schedule as ms
    from tvm.s_tir.meta_schedule.builder import BuilderInput
    from tvm.s_tir.meta_schedule.runner import RunnerInput
    from tvm.target import Target

    from artifact.catalog import parse_shape
    from artifact.tuning import workloads
    from artifact.tuning.host import host_info
    from artifact.tuning.options import TuneOptions
    from artifact.tuning.runner import make_runner
    from artifact.tuning.target import resolve_target
    from tvm_patches.builder import make_persistent_builder
    from tvm_patches.tensor_intrin_cache import install as install_tensor_intrinsics

    case = parse_shape(args.shape)
    target = Target(resolve_target(args.target)[0])
    install_tensor_intrinsics()
    me = psutil.Process()
    workers: dict[str, psutil.Process] = {}
    runners = {}
    arms = args.arms.split(",")
    for name in arms:  # each runner's worker process: the child that its start adds
        before = {p.pid for p in me.children(recursive=True)}
        opts = TuneOptions(**{"min_repeat_ms": args.min_repeat_ms, **harness.tune_arm_settings(name)})
        runners[name] = make_runner(opts.min_repeat_ms, opts.evaluator, opts.runner_threads)
        new = [p for p in me.children(recursive=True) if p.pid not in before]
        if len(new) == 1:
            workers[name] = new[0]
    builder = make_persistent_builder(args.workers)

    ctx = ms.TuneContext(mod=workloads.prim_func(case), target=target, space_generator="post-order-apply",
                         search_strategy="evolutionary", task_name="main", rand_state=args.seed,
                         num_threads=args.workers)
    ctx.pre_tuning(10 * args.batch, args.batch, ctx.generate_design_space(), ms.database.MemoryDatabase(),
                   ms.cost_model.CostModel.create("random"))
    t0 = time.perf_counter()
    cands = list(ctx.generate_measure_candidates())
    print(f"searched {len(cands)} candidates in {time.perf_counter() - t0:.1f} s", flush=True)
    t0 = time.perf_counter()
    built = builder.build([BuilderInput(c.sch.mod, target) for c in cands])
    ok = [(c, b.artifact_path) for c, b in zip(cands, built) if b.error_msg is None]
    print(f"built {len(ok)}/{len(cands)} in {time.perf_counter() - t0:.1f} s", flush=True)
    device_type = "cpu" if target.kind.name in ("llvm", "c") else target.kind.name

    calls: dict[str, list[dict]] = {a: [] for a in arms}  # per runner: [{i, wall_s, cpu_s, secs}]

    def call(name: str, i: int, cand, path) -> None:
        proc = workers.get(name)
        cpu0 = sum(proc.cpu_times()[:2]) if proc else 0.0
        t = time.perf_counter()
        (fut,) = runners[name].run([RunnerInput(path, device_type, cand.args_info)])
        res = fut.result()
        wall = time.perf_counter() - t
        cpu = sum(proc.cpu_times()[:2]) - cpu0 if proc else float("nan")
        secs = None if res.error_msg else statistics.mean(float(x) for x in res.run_secs)
        calls[name].append({"i": i, "wall_s": wall, "cpu_s": cpu, "secs": secs})

    t_all = time.perf_counter()
    for i, (cand, path) in enumerate(ok):
        fwd = arms if i % 2 == 0 else arms[::-1]
        order = [*fwd, *fwd[::-1]]
        for name in order:
            call(name, i, cand, path)
        if (i + 1) % 16 == 0:
            print(f"  {i + 1}/{len(ok)} kernels, {time.perf_counter() - t_all:.0f} s", flush=True)

    def firsts(name: str) -> dict[int, list[float]]:
        out: dict[int, list[float]] = {}
        for c in calls[name]:
            if c["secs"]:
                out.setdefault(c["i"], []).append(c["secs"])
        return {i: v for i, v in out.items() if len(v) == 2}

    meas = {a: firsts(a) for a in arms}
    base = arms[0]
    ratios: dict[str, list[float]] = {}
    for a in arms[1:]:
        both = sorted(set(meas[base]) & set(meas[a]))
        ratios[f"{a} / {base}"] = [statistics.mean(meas[a][i]) / statistics.mean(meas[base][i]) for i in both]
    for a in arms:
        ratios[f"{a} 2nd / 1st"] = [v[1] / v[0] for v in meas[a].values()]
    kernel_us = [1e6 * statistics.mean(v) for v in meas[base].values()]
    print(f"\nevaluators, {len(ok)} built kernels of {case.case_id} (first batch, untrained search), "
          f"min_repeat_ms {args.min_repeat_ms}, 2 LocalRunner calls per runner each "
          f"(order {'-'.join(arms)}-reversed, every other kernel reversed); host {host_info()}")
    print(f"kernel time ({base}): median {statistics.median(kernel_us):.1f} us, p10 {harness.percentile(kernel_us, 0.1):.1f}, "
          f"p90 {harness.percentile(kernel_us, 0.9):.1f}")
    print(f"{'runner':<12}{'ms/cand':>9}{'p10':>7}{'p90':>7}{'cpu s/cand':>12}{'batch of 64 s':>15}")
    summary: dict[str, dict] = {}
    for name in arms:
        wall = [c["wall_s"] * 1e3 for c in calls[name]]
        cpu = [c["cpu_s"] for c in calls[name]]
        summary[name] = {"ms_per_cand": statistics.median(wall), "ms_mean": statistics.mean(wall),
                         "cpu_s_per_cand": statistics.mean(cpu)}
        print(f"{name:<12}{statistics.median(wall):>9.0f}{harness.percentile(wall, 0.1):>7.0f}{harness.percentile(wall, 0.9):>7.0f}"
              f"{statistics.mean(cpu):>12.3f}{64 * statistics.mean(wall) / 1e3:>15.1f}")
    print(f"\n{'measured kernel time':<22}{'median':>8}{'p10':>8}{'p90':>8}{'n':>5}")
    for label, r in ratios.items():
        print(f"{label:<22}{statistics.median(r):>8.4f}{harness.percentile(r, 0.1):>8.4f}{harness.percentile(r, 0.9):>8.4f}{len(r):>5}")
    if args.json:
        harness.write_json(args.json, {"case": case.case_id, "host": host_info(), "min_repeat_ms": args.min_repeat_ms,
                                               "summary": summary, "ratios": ratios, "kernel_us": kernel_us,
                                               "calls": calls})
    return 0


if __name__ == "__main__":
    sys.exit(main())
