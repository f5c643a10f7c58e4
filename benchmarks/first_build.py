"""What a build worker's first candidate costs against its later ones, one worker alone and N at once.

    python -m benchmarks.first_build [--case 1] [--at-once 1,16,64] [--target '{"kind": "cuda", "arch": "sm_90"}'] [--json out.json]

A tuning process's first batch builds far slower than its later ones (benchmarks/results/NOTES.md), although
its workers have imported tvm before it arrives. This takes the first batch of a fresh search of the case (seed 1, as ``artifact tune`` searches
it; candidates built with the tuning's own build functions, tvm_patches/builder.py) and has N fresh
processes at once each import tvm (torch kept out, as in a tuning) and then build, one after the other:
candidate i (cold: the process's first build), candidate i again (warm, the same kernel) and candidate i+1
(warm, another kernel). Per build it times ``build_module`` (lowering and code generation), the NVRTC
compile inside it (``tvm.support.nvcc.compile_cuda``: absent where TVM does not call it, e.g. without a GPU
runtime) and ``export_shared_library`` (the host compiler's link). Prints a table: per step, the median and
slowest process's seconds. ``--target``: a TVM target (JSON or name); default the GPU's (artifact's CUDA
target) or, without a GPU, sm_90.
"""

from __future__ import annotations

import json
import pickle
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks import harness
from benchmarks.harness import ROOT

CHILD = r'''
import json, pickle, sys, time
t0 = time.perf_counter()
import tvm, tvm.driver
from tvm.target import Target
from tvm.support import nvcc
from tvm_patches import builder
from tvm_patches.nvrtc_headers import install
install()  # as a build worker's warm-up does (tvm_patches.builder._warm_worker)
import_s = time.perf_counter() - t0
spent = {"nvrtc_s": 0.0}
inner = nvcc.compile_cuda  # TVM's callback looks it up at call time
def timed(*a, **k):
    s = time.perf_counter()
    try:
        return inner(*a, **k)
    finally:
        spent["nvrtc_s"] += time.perf_counter() - s
nvcc.compile_cuda = timed
mods = pickle.loads(open(sys.argv[1], "rb").read())
target = Target(json.loads(sys.argv[2]))
i = int(sys.argv[3]) % len(mods)
def one(mod):
    spent["nvrtc_s"] = 0.0
    s = time.perf_counter()
    rt = builder.build_module(mod, target)
    b = time.perf_counter()
    builder.export_shared_library(rt)
    e = time.perf_counter()
    return {"build_s": b - s, "nvrtc_s": spent["nvrtc_s"], "export_s": e - b, "total_s": e - s}
out = {"import_s": import_s, "cold": one(mods[i]), "warm_same": one(mods[i]), "warm_other": one(mods[(i + 1) % len(mods)])}
print(json.dumps(out))
'''


def first_batch(case_id: str, target_json: dict, batch: int) -> list:
    """The first batch of a fresh search of the case (seed 1): the candidates' scheduled modules."""
    import tempfile as tf

    from tvm.s_tir import meta_schedule as ms
    from tvm.target import Target

    from artifact.catalog import resolve_case
    from artifact.tuning import workloads
    from artifact.tuning.spaces import space_generator
    from artifact.tuning.tune import TuneOptions, search_strategy
    from tvm_patches.tensor_intrin_cache import install

    install()
    case = resolve_case(case_id)
    target = Target(target_json)
    ctx = ms.TuneContext(mod=workloads.prim_func(case), target=target,
                         space_generator=space_generator(case, target.kind.name, "auto"),
                         search_strategy=search_strategy(ms, TuneOptions(population=128)), task_name="main",
                         rand_state=1, num_threads=2)
    spaces = ctx.generate_design_space()
    db = ms.database.JSONDatabase(work_dir=tf.mkdtemp())
    ctx.pre_tuning(10_000, batch, spaces, db, ms.cost_model.CostModel.create("random"))
    return [c.sch.mod for c in ctx.generate_measure_candidates()]


def resolve(target: str | None) -> dict:
    from tvm.target import Target

    from artifact.errors import ArtifactError
    from artifact.tuning.target import parse_target, resolve_target

    if target is None:
        try:
            return json.loads(str(Target(resolve_target(None)[0])))
        except ArtifactError:
            target = '{"kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1024, "max_shared_memory_per_block": 49152, "thread_warp_size": 32, "registers_per_block": 65536, "max_num_threads": 1024}'
    return json.loads(str(Target(parse_target(target))))


def main() -> int:
    ap = harness.parser(__doc__, __name__, json_out=True)
    ap.add_argument("--case", default="1", help="catalog case (default 1, a test-mode case)")
    ap.add_argument("--at-once", default="1,16,64", help="process counts, comma-separated")
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--target", default=None)
    a = ap.parse_args()
    from tvm_patches.no_torch import kept_out

    with kept_out():
        t = time.perf_counter()
        target = resolve(a.target)
        mods = first_batch(a.case, target, a.batch)
        payload = Path(tempfile.mkdtemp()) / "first_batch.pkl"
        payload.write_bytes(pickle.dumps(mods))
        print(f"case {a.case}: first batch of {len(mods)} candidates searched in {time.perf_counter() - t:.1f} s; "
              f"target {target.get('kind')} {target.get('arch', '')}", flush=True)
        rows = []
        print(f"{'N':>4} {'step':<22} {'median s':>9} {'max s':>8}")
        for n in [int(x) for x in a.at_once.split(",") if x]:
            t0 = time.perf_counter()
            procs = [subprocess.Popen([sys.executable, "-c", CHILD, str(payload), json.dumps(target), str(i)],
                                      stdout=subprocess.PIPE, text=True, cwd=ROOT) for i in range(n)]
            outs = [p.communicate()[0] for p in procs]
            if any(p.returncode for p in procs):
                raise SystemExit(f"a process failed (exit {[p.returncode for p in procs]})")
            res = [json.loads(o.strip().splitlines()[-1]) for o in outs]
            wall = time.perf_counter() - t0
            steps = [("import tvm", lambda r: r["import_s"])] + [
                (f"{which} {part}", lambda r, w=which, p=part: r[w][p])
                for which in ("cold", "warm_same", "warm_other") for part in ("build_s", "nvrtc_s", "export_s")]
            for name, get in steps:
                vals = [get(r) for r in res]
                med, mx = statistics.median(vals), max(vals)
                rows.append({"at_once": n, "step": name, "median_s": round(med, 3), "max_s": round(mx, 3)})
                print(f"{n:>4} {name:<22} {med:>9.3f} {mx:>8.3f}", flush=True)
            print(f"{n:>4} {'(all processes, wall)':<22} {wall:>9.1f}", flush=True)
    print("cold: a process's first build; warm_same: the same candidate again; warm_other: the next candidate. "
          "build_s: build_module (lowering, code generation, NVRTC); nvrtc_s: the NVRTC compile within it (0 where TVM "
          "did not call it); export_s: the .so link")
    if a.json:
        harness.write_json(a.json, {"case": a.case, "target": target, "rows": rows})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
