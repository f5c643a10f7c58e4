"""What a candidate's build costs the host's CPUs: alone, and inside the tuning loop with a made-up runner.

    python -m benchmarks.build_cost [--records DIR] [--workers 8] [--trials 128] [--seed 1]

Two measurements in one process, side by side, of one case's candidates (default: case1's, the tuning records
of the shipped H200 reproduce-test reference):
  alone  the records' candidates built by the artifact's persistent builder (tvm_patches/builder.py) with
         --workers workers, twice: the first round pays each worker's first builds, the second is the steady
         state. CPU-s a candidate: the workers' own CPU time (with the compilers and linkers they waited for).
  loop   the tuning loop (tvm_patches/pipeline.TaskLoop) on the same case for --trials trials, searched as
         `artifact tune`'s default (lean sizing, one generation while the cost model scores at random), with
         real builds on a fresh pool of --workers workers, and a runner that returns made-up run times at once
         (no GPU is used). CPU-s a candidate of the build workers (their warm-up left out), and per batch the
         builds' wall time summed over candidates (runs.json's ``build_sum_s``) a candidate.
On a GPU host, `benchmarks/tune_cost.py` measures the same loop with the GPU runner (its ``build`` part, warm-up
included): a candidate that costs far more there than in ``loop`` here points at what runs beside the builds,
not at the candidates. Where TVM has no CUDA runtime (a host without a GPU), its build emits the CUDA source
and does not compile it (no NVRTC call, as benchmarks/builder_profile.py notes): there both rows hold lowering,
code generation and export only. A table is printed last.
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks import harness

DEFAULT_RECORDS = harness.ROOT / "data/reference/nvidia-h200/reproduce-test-1/case1/tune"
NICE = 19  # the build workers' niceness in a pipelined `artifact tune` (tvm_patches: BUILD_NICE + SEARCH_NICE)


def workers_cpu_s(builder: Any) -> float:
    """CPU seconds of the builder's live worker processes and of the children they waited for."""
    import psutil

    total = 0.0
    for child in psutil.Process().children(recursive=True):
        try:
            t = child.cpu_times()
        except psutil.Error:
            continue
        total += t.user + t.system + t.children_user + t.children_system
    return total


def _warm(builder: Any, mod: Any, target: Any, workers: int) -> None:
    """One build for each worker, so that the pool has started and imported before anything is timed."""
    from tvm.s_tir.meta_schedule.builder import BuilderInput

    for fut in builder.submit([BuilderInput(mod, target)] * workers):
        fut.result()


def alone(mods: list[Any], target: Any, workers: int) -> list[dict[str, float]]:
    """Two rounds of building every module with a fresh persistent builder."""
    from tvm.s_tir.meta_schedule.builder import BuilderInput

    from tvm_patches.builder import make_persistent_builder

    builder = make_persistent_builder(workers, nice_level=NICE, nvrtc=True)
    rounds = []
    try:
        _warm(builder, mods[0], target, workers)
        for _ in range(2):
            c0, t0 = workers_cpu_s(builder), time.perf_counter()
            failed = sum(f.result().error_msg is not None for f in builder.submit([BuilderInput(m, target) for m in mods]))
            rounds.append({"candidates": len(mods), "failed": failed, "wall_s": time.perf_counter() - t0,
                           "cpu_s_per_candidate": (workers_cpu_s(builder) - c0) / len(mods)})
    finally:
        builder.terminate()
    return rounds


class _Done:
    def __init__(self, result: Any) -> None:
        self._result = result

    def done(self) -> bool:
        return True

    def result(self) -> Any:
        return self._result


class MadeUpRunner:
    """A runner whose every candidate ran in a made-up 0.1-1 ms, at once (what the loop needs of one)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def run(self, inputs: list[Any]) -> list[_Done]:
        from tvm.s_tir.meta_schedule.runner import RunnerResult

        return [_Done(RunnerResult([self.rng.uniform(1e-4, 1e-3)], None)) for _ in inputs]


def loop(case: Any, mod0: Any, target: Any, workers: int, trials: int, seed: int) -> dict[str, Any]:
    """The tuning loop with real search and builds and :class:`MadeUpRunner`."""
    from tvm.s_tir import meta_schedule as ms

    from artifact.tuning import workloads
    from artifact.tuning.options import TuneOptions
    from artifact.tuning.spaces import space_generator
    from artifact.tuning.tune import idle_search_threads, make_cost_model, search_hook, search_strategy, search_threads
    from tvm_patches.builder import make_persistent_builder
    from tvm_patches.pipeline import Task, TaskLoop, lower_search_priority

    opts = TuneOptions(seed=seed)
    lower_search_priority()
    builder = make_persistent_builder(workers, nice_level=NICE, nvrtc=True)
    try:
        _warm(builder, mod0, target, workers)
        ctx = ms.TuneContext(mod=workloads.prim_func(case), target=target,
                             space_generator=space_generator(case, target.kind.name, "auto"),
                             search_strategy=search_strategy(ms, opts), task_name="main", rand_state=seed,
                             num_threads=max(search_threads(opts, workers), idle_search_threads(opts, workers)))
        cost_model = make_cost_model(ms, opts, workers)
        batches: list[Any] = []
        task = Task(ctx, ms.database.JSONDatabase(work_dir=tempfile.mkdtemp()), cost_model, trials, name=case.case_id,
                    on_batch=batches.append,
                    before_search=search_hook(ctx, cost_model, opts, search_threads(opts, workers),
                                              idle_search_threads(opts, workers)))
        c0, t0 = workers_cpu_s(builder), time.perf_counter()
        TaskLoop([task], builder, MadeUpRunner(seed), num_trials_per_iter=opts.batch).run()
        cpu = workers_cpu_s(builder) - c0
    finally:
        builder.terminate()
    built = sum(len(b.run_secs) for b in batches)
    return {"candidates": built, "wall_s": time.perf_counter() - t0, "cpu_s_per_candidate": cpu / max(1, built),
            "batches": [{"candidates": len(b.run_secs), "search_s": b.search_s, "build_s": b.build_s,
                         "build_sum_s_per_candidate": b.build_sum_s / max(1, len(b.run_secs)),
                         "build_max_s": b.build_max_s} for b in batches]}


def main() -> int:
    ap = harness.parser(__doc__, __name__, json_out=True)
    ap.add_argument("--records", type=Path, default=DEFAULT_RECORDS,
                    help="a case's tune/ folder (its case.json one level up); default: the shipped H200 case1")
    ap.add_argument("--candidates", type=int, default=None, help="at most this many of the records (default: all)")
    ap.add_argument("--workers", type=int, default=8, help="build workers (the lean default on 16 CPUs: 8)")
    ap.add_argument("--trials", type=int, default=128, help="trials of the loop")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    from tvm.target import Target

    from artifact.catalog import Case
    from artifact.schema.tunedb import read_records
    from artifact.tuning.rebuild import scheduled_module
    from tvm_patches.nvrtc_headers import install
    from tvm_patches.tensor_intrin_cache import install as install_tensor_intrinsics

    install()
    install_tensor_intrinsics()
    case = Case.from_json(json.loads((args.records.parent / "case.json").read_text()))
    records = read_records(args.records)[: args.candidates]
    if not records:
        raise SystemExit(f"error: {args.records} holds no tuning records")
    target = Target(records[0].target)
    mods = [scheduled_module(case, r.trace) for r in records]
    print(f"{case.case_id}: {len(mods)} recorded candidates, {args.workers} build workers", flush=True)
    result = {"case": case.case_id, "workers": args.workers, "alone": alone(mods, target, args.workers)}
    print(f"alone: {[round(r['cpu_s_per_candidate'], 3) for r in result['alone']]} CPU-s a candidate", flush=True)
    result["loop"] = loop(case, mods[0], target, args.workers, args.trials, args.seed)
    if args.json:
        harness.write_json(args.json, result)
    print(f"\n{'what':<28}{'candidates':>11}{'wall s':>8}{'CPU-s/candidate':>17}")
    for i, r in enumerate(result["alone"]):
        print(f"{'alone, round ' + str(i + 1):<28}{r['candidates']:>11}{r['wall_s']:>8.1f}{r['cpu_s_per_candidate']:>17.3f}")
    lp = result["loop"]
    print(f"{'loop, made-up runner':<28}{lp['candidates']:>11}{lp['wall_s']:>8.1f}{lp['cpu_s_per_candidate']:>17.3f}")
    for k, b in enumerate(lp["batches"]):
        print(f"  batch {k + 1}: {b['candidates']} candidates, search {b['search_s']:.1f} s, builds {b['build_s']:.1f} s, "
              f"{b['build_sum_s_per_candidate']:.3f} s a candidate (longest {b['build_max_s']:.1f} s)")
    return 0


if __name__ == "__main__":
    harness.run(main)
