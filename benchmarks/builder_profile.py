"""Where MetaSchedule's builder spends its time, per candidate and per batch.

    python -m benchmarks.builder_profile --records DIR/tune [--n 32] [--workers 16]

Replays the first N tuning records of a work directory, then times in this process, per
candidate: lowering, CUDA compile (NVRTC, TVM's default), export (.tar as TVM does, .so as
tvm_patches does); and one LocalBuilder batch of N candidates with TVM's default build function
and with tvm_patches.builder, each with a fresh process pool. Prints a table last. The
"of it NVRTC" row is the time inside tvm.support.nvcc.compile_cuda; where no GPU is present
TVM 0.27's build does not call it (measured on a 2-core CPU-only host: 0 calls), so the row is absent there.
--last takes the last N records (tuned kernels, often slower to compile) instead of the first.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks import harness


def time_imports(n: int) -> None:
    import subprocess

    code = "import tvm"
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    one = time.perf_counter() - t0
    t0 = time.perf_counter()
    procs = [subprocess.Popen([sys.executable, "-c", code]) for _ in range(n)]
    for p in procs:
        p.wait()
    print(f"import tvm: {one:.1f} s alone, {time.perf_counter() - t0:.1f} s for {n} at once", flush=True)


def main() -> int:
    ap = harness.parser(__doc__, __name__, json_out=True)
    ap.add_argument("--records", required=True, help="a tune/ work directory")
    ap.add_argument("--n", type=int, default=32)
    ap.add_argument("--last", action="store_true", help="the last N records (later, tuned candidates) instead of the first")
    ap.add_argument("--workers", type=int, default=os.cpu_count())
    ap.add_argument("--skip-pool", action="store_true")
    ap.add_argument("--pools", default="tvm default,tvm_patches,persistent")
    args = ap.parse_args()
    time_imports(args.workers)

    import tvm
    from tvm.s_tir.meta_schedule.builder import BuilderInput, LocalBuilder
    from tvm.support.tar import tar
    from tvm.target import Target

    from artifact.catalog import Case
    from artifact.schema.tunedb import read_records
    from artifact.tuning.rebuild import scheduled_module
    from tvm_patches.builder import build_module, make_builder, make_persistent_builder

    work = Path(args.records)
    case = Case.from_json(json.loads((work.parent / "case.json").read_text()))
    recs = read_records(work)
    recs = recs[-args.n:] if args.last else recs[: args.n]
    target = Target(recs[0].target)
    mods = [scheduled_module(case, r.trace) for r in recs]
    from tvm.support import nvcc

    compile_s: list[float] = []
    compile_cuda = nvcc.compile_cuda

    def timed_compile(*a, **k):  # tvm_callback_cuda_compile looks compile_cuda up at call time
        t = time.perf_counter()
        try:
            return compile_cuda(*a, **k)
        finally:
            compile_s.append(time.perf_counter() - t)

    nvcc.compile_cuda = timed_compile
    rows = {"build_module s": [], "  of it NVRTC s": compile_s, "export .tar s": [], "export .so s": [], "load .so s": [], "first run s": []}
    gpu = tvm.cuda(0).exist
    args_np = None
    if gpu:
        import numpy as np

        from artifact.catalog import buffer_specs

        dev = tvm.cuda(0)
        args_np = [tvm.runtime.tensor(np.zeros(shape, dtype), dev) for _, shape, _, dtype in buffer_specs(case)]
    for mod in mods:
        t0 = time.perf_counter()
        rt = build_module(mod, target)
        t1 = time.perf_counter()
        d = tempfile.mkdtemp()
        rt.export_library(os.path.join(d, "m.tar"), fcompile=tar)
        t2 = time.perf_counter()
        rt.export_library(os.path.join(d, "m.so"))
        t3 = time.perf_counter()
        rows["build_module s"].append(t1 - t0)
        rows["export .tar s"].append(t2 - t1)
        rows["export .so s"].append(t3 - t2)
        if gpu:
            m = tvm.runtime.load_module(os.path.join(d, "m.so"))
            t4 = time.perf_counter()
            m[m.entry_name](*args_np)
            dev.sync()
            t5 = time.perf_counter()
            rows["load .so s"].append(t4 - t3)
            rows["first run s"].append(t5 - t4)
    if args.json:
        harness.write_json(args.json, rows)
    print(f"{len(mods)} candidates, one process:")
    for k, v in rows.items():
        if not v:
            continue
        p90 = statistics.quantiles(v, n=10)[-1] if len(v) > 1 else v[0]
        print(f"  {k:<18} mean {statistics.mean(v):.3f}  median {statistics.median(v):.3f}  p90 {p90:.3f}  "
              f"max {max(v):.3f}  sum {sum(v):.1f}")
    if not args.skip_pool:
        inputs = [BuilderInput(m, target) for m in mods]
        makers = {"tvm default": lambda: LocalBuilder(max_workers=args.workers),
                  "tvm_patches": lambda: make_builder(args.workers),
                  "persistent": lambda: make_persistent_builder(args.workers)}
        for name in args.pools.split(","):
            builder = makers[name]()
            for rep in range(2):
                t0 = time.perf_counter()
                res = builder.build(inputs)
                dt = time.perf_counter() - t0
                bad = sum(r.error_msg is not None for r in res)
                print(f"  {name:<12} batch {rep + 1}: {len(inputs)} candidates, {args.workers} workers: {dt:.1f} s "
                      f"({bad} failed)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
