"""Where MetaSchedule's evolutionary search spends its time, and how it scales with threads.

    python -m benchmarks.search_profile --threads 16,8,4 [--batches 2] [--shape ...] [--build]
    python -m benchmarks.search_profile --threads 16 --populations 512,128   # the search's cost by population

For each thread count, in a fresh process: TVM import and tensor-intrinsic registration times,
then ``--batches`` calls of ``generate_measure_candidates`` for the case (CUDA target of the local
GPU, or --target), each followed by made-up run times so that the search state and cost model
advance as in tuning (no GPU is used; on a host without one, --target is taken as given, e.g.
nvidia/nvidia-h100). ``--populations``: the evolutionary search's population_size
(artifact tune --population; default TVM's 512), one process each per thread count. Per batch: wall seconds, CPU seconds of the whole process
(all threads) and their ratio (cores kept busy), and TVM's profiler split (SampleInitPopulation,
Mutation, PredictNormalizedScore). ``--build``: also build the last batch with the artifact's
builder (tvm_patches.builder, --threads workers), twice, and time one candidate's lowering,
compile and export in this process. A table is printed last.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

from benchmarks import harness

DEFAULT_SHAPE = "conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1"


def cpu_s() -> tuple[float, float]:
    """User and system CPU seconds of this process, all threads."""
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime, r.ru_stime


def one(threads: int, batches: int, shape: str, target_spec: str | None, build: bool,
        population: int | None = None) -> dict:
    """Runs in the child process: the measurements for one thread count."""
    t0 = time.perf_counter()
    import tvm  # noqa: F401
    from tvm.s_tir import meta_schedule as ms

    t1 = time.perf_counter()
    import tvm.s_tir.tensor_intrin  # noqa: F401  (what TuneContext imports)

    t2 = time.perf_counter()
    import numpy as np
    from tvm.s_tir.meta_schedule.database import TuningRecord
    from tvm.s_tir.meta_schedule.runner import RunnerResult
    from tvm.target import Target

    from artifact.catalog import parse_shape
    from artifact.tuning import workloads
    from artifact.tuning.target import resolve_target

    case = parse_shape(shape)
    from artifact.errors import ArtifactError
    from artifact.tuning.target import parse_target

    try:
        target = Target(resolve_target(target_spec)[0])
    except ArtifactError:  # no GPU here: the search itself needs none, so take the named target as it is
        if target_spec is None:
            raise
        target = Target(parse_target(target_spec))
    from artifact.tuning.tune import TuneOptions, population_size, search_strategy

    opts = TuneOptions(population=population)
    ctx = ms.TuneContext(mod=workloads.prim_func(case), target=target, space_generator="post-order-apply",
                         search_strategy=search_strategy(ms, opts), task_name="main", rand_state=1,
                         num_threads=threads)
    t3 = time.perf_counter()
    spaces = ctx.generate_design_space()
    db = ms.database.JSONDatabase(work_dir=tempfile.mkdtemp())
    cost = ms.cost_model.CostModel.create("xgb", num_tuning_cores=threads)
    ctx.pre_tuning(10_000, 64, spaces, db, cost)
    t4 = time.perf_counter()
    wl = db.commit_workload(ctx.mod)
    rng = np.random.default_rng(1)
    out: dict = {"threads": threads, "population": population_size(opts), "import_tvm_s": t1 - t0, "tensor_intrin_s": t2 - t1, "context_s": t3 - t2,
                 "design_space_s": t4 - t3, "batches": []}
    cands: list = []
    for _ in range(batches):
        prof = ms.Profiler()
        c0, w0 = cpu_s(), time.perf_counter()
        with prof:
            cands = list(ctx.generate_measure_candidates())
        w1, c1 = time.perf_counter(), cpu_s()
        results = [RunnerResult([float(rng.uniform(1e-5, 1e-4))], None) for _ in cands]
        ctx.notify_runner_results(cands, results)
        for c, r in zip(cands, results):
            db.commit_tuning_record(TuningRecord(c.sch.trace, wl, [float(x) for x in r.run_secs], target, c.args_info))
        cost.update(ctx, cands, results)
        w2 = time.perf_counter()
        split = {str(k).replace("EvoSearch/", ""): round(float(v), 2) for k, v in prof.get().items()}
        out["batches"].append({"search_s": w1 - w0, "search_cpu_s": c1[0] + c1[1] - c0[0] - c0[1],
                               "search_sys_s": c1[1] - c0[1], "join_s": w2 - w1, "split": split})
    if build and cands:
        from tvm.s_tir.meta_schedule.builder import BuilderInput

        from tvm_patches.builder import build_module, export_shared_library, make_persistent_builder

        builder = make_persistent_builder(threads)
        time.sleep(15)  # let the workers warm up, as they do during the first search
        inputs = [BuilderInput(c.sch.mod, target) for c in cands]
        for rep in range(2):
            w0 = time.perf_counter()
            res = builder.build(inputs)
            out[f"build{rep + 1}_s"] = time.perf_counter() - w0
            out[f"build{rep + 1}_failed"] = sum(r.error_msg is not None for r in res)
        per = []
        for c in cands[:8]:
            w0 = time.perf_counter()
            rt = build_module(c.sch.mod, target)
            w1 = time.perf_counter()
            export_shared_library(rt)
            per.append((w1 - w0, time.perf_counter() - w1))
        out["one_build_module_s"] = sum(p[0] for p in per) / len(per)
        out["one_export_so_s"] = sum(p[1] for p in per) / len(per)
    return out


def main() -> int:
    ap = harness.parser(__doc__, __name__, json_out=True)
    ap.add_argument("--threads", default=str(os.cpu_count()), help="comma-separated thread counts")
    ap.add_argument("--batches", type=int, default=2)
    ap.add_argument("--shape", default=DEFAULT_SHAPE)
    ap.add_argument("--target", default=None, help="as artifact tune --target; default: the local GPU's")
    ap.add_argument("--build", action="store_true", help="also time the builder on the last batch")
    ap.add_argument("--env", action="append", default=[], metavar="NAME=VALUE",
                    help="also run every thread count with this environment variable set (repeatable: one variant each)")
    ap.add_argument("--populations", default="", help="comma-separated population sizes (default: TVM's)")
    ap.add_argument("--population", type=int, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--child", type=int, default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    from artifact.catalog import parse_shape  # light: no TVM, no NumPy (the child times TVM's import)
    from artifact.errors import ArtifactError

    try:
        parse_shape(args.shape)  # a bad shape: one line here, not a traceback from every child
        threads = [int(x) for x in args.threads.split(",") if x]
        pops = [int(x) for x in args.populations.split(",") if x] or [None]
    except (ArtifactError, ValueError) as e:
        raise SystemExit(f"error: {e}") from None
    if args.child is not None:
        print("RESULT " + json.dumps(one(args.child, args.batches, args.shape, args.target, args.build,
                                         args.population)), flush=True)
        return 0
    rows, failed = [], 0
    for variant in [""] + args.env:
        env = dict(os.environ)
        if variant:
            name, _, value = variant.partition("=")
            env[name] = value
        for n, pop in ((x, p) for x in threads for p in pops):
            cmd = [sys.executable, "-m", "benchmarks.search_profile", "--child", str(n), "--batches", str(args.batches), "--shape", args.shape]
            cmd += ["--population", str(pop)] if pop is not None else []
            cmd += ["--target", args.target] if args.target else []
            cmd += ["--build"] if args.build and not variant else []
            print(f"== {n} threads, population {pop or 'default'} {variant}", flush=True)
            proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=harness.ROOT)
            lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT ")]
            if proc.returncode != 0 or not lines:
                print(proc.stdout[-2000:], proc.stderr[-4000:], flush=True)
                failed += 1
                continue
            row = json.loads(lines[-1][len("RESULT "):])
            row["env"] = variant
            rows.append(row)
            print(json.dumps(row), flush=True)
    if args.json:
        harness.write_json(args.json, rows)
    print(f"\nsearch profile, {args.shape}, {args.batches} batches of 64 (made-up run times)")
    print(f"{'threads':>7}{'pop':>5}{'import':>8}{'intrin':>8}{'batch':>6}{'search s':>9}{'cpu s':>8}{'sys s':>7}{'cores':>6}"
          f"{'init':>7}{'mutate':>8}{'predict':>8}{'join s':>7}  env")
    for r in rows:
        for i, b in enumerate(r["batches"]):
            sp = b["split"]
            print(f"{r['threads']:>7}{r['population']:>5}{r['import_tvm_s']:>8.1f}{r['tensor_intrin_s']:>8.1f}{i:>6}{b['search_s']:>9.1f}"
                  f"{b['search_cpu_s']:>8.1f}{b['search_sys_s']:>7.1f}{b['search_cpu_s'] / b['search_s']:>6.1f}"
                  f"{sp.get('SampleInitPopulation', 0):>7.1f}{sp.get('Evolve/Mutation', 0):>8.1f}"
                  f"{sp.get('Evolve/PredictNormalizedScore', 0):>8.1f}{b['join_s']:>7.1f}  {r['env']}")
        if "build1_s" in r:
            print(f"{'':>7} build 64 with {r['threads']} workers: {r['build1_s']:.1f} s, again {r['build2_s']:.1f} s "
                  f"({r['build1_failed']} failed); one candidate: build_module {r['one_build_module_s']:.2f} s, "
                  f"export .so {r['one_export_so_s']:.2f} s")
    if failed:
        print(f"{failed} run(s) failed (output above)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
