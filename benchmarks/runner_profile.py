"""Where does the runner's time go, and does CPU load beside it change what it measures?

    python -m benchmarks.runner_profile [--shape ...] [--batch 64] [--json FILE]

One batch of candidates of the case is searched (TVM's evolutionary search, untrained cost model)
and built (tvm_patches/builder.py). Then the same built kernels are measured by MetaSchedule's
LocalRunner (TVM's default evaluator: number 3, repeat 1, min_repeat_ms 100), one call per
candidate as the pipelined loop does, under four conditions in this order:

  idle      nothing else runs
  build     the builder pool rebuilds the batch beside the runner (the streamed loop: candidates
            run while later ones build; workers at nice +10)
  idle2     nothing else runs (the noise floor: idle2 / idle)
  search    the next search runs beside it in a thread at nice +10 (the lag-1 loop)

and once in this process, step by step (load the module, allocate and fill the arguments, run
TVM's time evaluator), to split the runner's ~240 ms per candidate.

Printed last: per condition the runner's seconds for the batch and per candidate, and the ratio of
each kernel's measured time to its idle measurement (median, 10th and 90th percentile); then the
step-by-step split.
"""

from __future__ import annotations

import statistics
import sys
import threading
import time

from benchmarks import harness


def main() -> int:
    ap = harness.parser(__doc__, __name__, json_out=True)
    harness.runner_options(ap)
    args = ap.parse_args()

    import tvm
    from tvm.s_tir import meta_schedule as ms
    from tvm.s_tir.meta_schedule.builder import BuilderInput
    from tvm.s_tir.meta_schedule.runner import EvaluatorConfig, RunnerInput
    from tvm.s_tir.meta_schedule.runner.local_runner import default_alloc_argument, default_run_evaluator
    from tvm.target import Target

    from artifact.catalog import parse_shape
    from artifact.tuning import workloads
    from artifact.tuning.host import host_info
    from artifact.tuning.runner import make_runner
    from artifact.tuning.target import resolve_target
    from tvm_patches.builder import make_persistent_builder
    from tvm_patches.pipeline import lower_search_priority
    from tvm_patches.tensor_intrin_cache import install as install_tensor_intrinsics

    case = parse_shape(args.shape)
    target = Target(resolve_target(args.target)[0])
    install_tensor_intrinsics()
    runner = make_runner(100)
    builder = make_persistent_builder(args.workers)

    def context(seed: int):
        ctx = ms.TuneContext(mod=workloads.prim_func(case), target=target, space_generator="post-order-apply",
                             search_strategy="evolutionary", task_name="main", rand_state=seed,
                             num_threads=args.workers)
        ctx.pre_tuning(10 * args.batch, args.batch, ctx.generate_design_space(), ms.database.MemoryDatabase(),
                       ms.cost_model.CostModel.create("random"))
        return ctx

    t0 = time.perf_counter()
    cands = list(context(args.seed).generate_measure_candidates())
    print(f"searched {len(cands)} candidates in {time.perf_counter() - t0:.1f} s", flush=True)
    inputs = [BuilderInput(c.sch.mod, target) for c in cands]
    t0 = time.perf_counter()
    built = builder.build(inputs)
    ok = [(c, b.artifact_path) for c, b in zip(cands, built) if b.error_msg is None]
    print(f"built {len(ok)}/{len(cands)} in {time.perf_counter() - t0:.1f} s", flush=True)
    device_type = "cpu" if target.kind.name in ("llvm", "c") else target.kind.name

    def measure(label: str) -> dict:
        per_call, secs = [], []
        t_all = time.perf_counter()
        for cand, path in ok:
            t = time.perf_counter()
            (fut,) = runner.run([RunnerInput(path, device_type, cand.args_info)])
            res = fut.result()
            per_call.append(time.perf_counter() - t)
            secs.append(None if res.error_msg else statistics.mean(float(x) for x in res.run_secs))
        total = time.perf_counter() - t_all
        print(f"{label}: {total:.1f} s, {1e3 * total / len(ok):.0f} ms per candidate", flush=True)
        return {"total_s": total, "per_call_s": per_call, "run_secs": secs}

    def beside(work) -> threading.Thread:
        th = threading.Thread(target=work, daemon=True)
        th.start()
        time.sleep(0.5)  # let it get going
        return th

    out: dict[str, dict] = {"idle": measure("idle")}

    def rebuild() -> None:
        for _ in range(3):  # keep the pool busy for the whole measurement
            builder.build(inputs)

    th = beside(rebuild)
    out["build"] = measure("build beside")
    th.join()
    out["idle2"] = measure("idle2")
    next_ctx = context(args.seed + 1)

    def search() -> None:
        lower_search_priority()
        for _ in range(3):
            next_ctx.generate_measure_candidates()

    th = beside(search)
    out["search"] = measure("search beside")
    th.join()

    # step by step, in this process
    dev = tvm.runtime.device(device_type, 0)
    cfg = EvaluatorConfig(number=3, repeat=1, min_repeat_ms=100, enable_cpu_cache_flush=False)
    steps: dict[str, list[float]] = {"load_ms": [], "alloc_ms": [], "evaluator_ms": [], "kernel_us": []}
    for cand, path in ok:
        t0 = time.perf_counter()
        mod = tvm.runtime.load_module(path)
        t1 = time.perf_counter()
        rargs = default_alloc_argument(dev, tuple(a.as_json() for a in cand.args_info), 1)
        dev.sync()
        t2 = time.perf_counter()
        costs = default_run_evaluator(mod, dev, cfg, rargs)
        t3 = time.perf_counter()
        steps["load_ms"].append(1e3 * (t1 - t0))
        steps["alloc_ms"].append(1e3 * (t2 - t1))
        steps["evaluator_ms"].append(1e3 * (t3 - t2))
        steps["kernel_us"].append(1e6 * statistics.mean(costs))

    base = out["idle"]["run_secs"]
    print(f"\nrunner, {len(ok)} built candidates of {case.case_id} (one LocalRunner call each); host {host_info()}")
    print(f"{'condition':<10}{'batch s':>9}{'ms/cand':>9}   measured / idle: median   p10    p90")
    for label, r in out.items():
        ratios = [a / b for a, b in zip(r["run_secs"], base) if a and b]
        print(f"{label:<10}{r['total_s']:>9.1f}{1e3 * r['total_s'] / len(ok):>9.0f}"
              f"{statistics.median(ratios):>25.3f}{harness.percentile(ratios, 0.1):>7.3f}{harness.percentile(ratios, 0.9):>7.3f}")
    call_ms = 1e3 * statistics.median(out["idle"]["per_call_s"])
    print(f"\nin-process steps, median over candidates (one LocalRunner call, idle: {call_ms:.0f} ms)")
    for k, v in steps.items():
        print(f"  {k:<13}{statistics.median(v):>9.2f}   (p10 {harness.percentile(v, 0.1):.2f}, p90 {harness.percentile(v, 0.9):.2f})")
    if args.json:
        harness.write_json(args.json, {"case": case.case_id, "host": host_info(), "conditions": out, "steps": steps})
    return 0


if __name__ == "__main__":
    sys.exit(main())
