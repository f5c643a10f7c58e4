"""Test helpers: real MetaSchedule schedules with synthetic run times, for CPU-only machines."""

from __future__ import annotations

import math
import random
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from artifact.catalog import Case
from artifact.layout import case_dirs, record_case

CUDA_TARGET = {"kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1024, "max_num_threads": 1024,
               "thread_warp_size": 32, "max_shared_memory_per_block": 49152, "registers_per_block": 65536,
               "host": {"kind": "llvm"}}


def fake_tune(case: Case, results: Path, n: int, target: dict = CUDA_TARGET, seed: int = 7,
              failed: int = 0) -> Path:
    """Write ``n`` records of genuine sampled schedules for ``case`` with made-up run times.

    The first ``failed`` records get TVM's failure value 1e10 s. No GPU is needed: schedules are
    sampled from MetaSchedule's design space (ReplayTrace), never built or run.
    """
    import tvm
    from tvm.s_tir import meta_schedule as ms
    from tvm.s_tir.meta_schedule.database import JSONDatabase, TuningRecord
    from tvm.target import Target

    from artifact.tuning import workloads
    from tvm_patches.tensor_intrin_cache import install as install_tensor_intrinsics

    install_tensor_intrinsics()  # as `artifact tune` does: TuneContext skips its ~15 s import of every intrinsic

    dirs = case_dirs(results, case)
    dirs.tune.mkdir(parents=True, exist_ok=True)
    record_case(dirs, case)
    mod = tvm.IRModule({"main": workloads.prim_func(case)})
    tgt = Target(target)
    ctx = ms.TuneContext(mod=mod, target=tgt, space_generator="post-order-apply",
                         search_strategy=ms.search_strategy.ReplayTrace(), task_name="main",
                         rand_state=seed, num_threads=1)
    ctx.pre_tuning(max_trials=n, num_trials_per_iter=n, design_spaces=ctx.generate_design_space(),
                   database=None, cost_model=None)
    cands = ctx.generate_measure_candidates()
    db = JSONDatabase(work_dir=str(dirs.tune))
    wl = db.commit_workload(mod)
    rng = random.Random(seed)
    for i, c in enumerate(cands):
        secs = [1e10] if i < failed else [rng.uniform(1e-5, 1e-3)]
        db.commit_tuning_record(TuningRecord(c.sch.trace, wl, secs, tgt, c.args_info))
    return dirs.tune


def kernel_manifest(case: Case, **fields: object) -> dict:
    """A complete kernel.json of ``case`` (every field artifact.schema.kernel defines), one pointer launch
    over the case's buffers; ``fields`` replace the defaults. What a test edits, it states."""
    from artifact.catalog import buffer_specs

    buffers = [{"name": name, "shape": list(shape), "dtype": dtype, "role": role,
                "bytes": _elements(shape) * (2 if dtype == "float16" else 4), "file": f"{name}.bin", "sha256": "0" * 64}
               for name, shape, role, dtype in buffer_specs(case)]
    manifest = {
        "kernel_id": "r0001", "case_id": case.case_id, "case": case.to_json(), "arch": "sm_90",
        "cubin": "kernel.cubin", "cubin_sha256": "0" * 64, "source": "kernel.cu", "source_sha256": "0" * 64,
        "nvcc": {"version": "13.0.88", "command": ["nvcc", "-cubin"]},
        "launches": [{"name": "k", "grid": [1, 1, 1], "block": [32, 1, 1], "dynamic_shared_bytes": 0,
                      "params": [b["name"] for b in buffers], "registers": 32, "static_shared_bytes": 0,
                      "spill_store_bytes": 0, "spill_load_bytes": 0}],
        "buffers": buffers, "flops": case.flops,
        "tuned": {"run_s": 1e-5, "run_secs": [1e-5], "gflops": case.flops / 1e-5 / 1e9, "trial": 0, "rank": 1,
                  "rank_percentile": 0.0, "group": "top",
                  "correctness": {"status": "not_checked", "rel_error": None, "tolerance": None, "device": None,
                                  "detail": "--no-check"}},
    }
    manifest.update(fields)
    return manifest


def export_index(case: Case, kernel_ids: list[str]) -> dict:
    """A complete export.json (artifact.schema.export) listing these kernels, ranked in order."""
    return {"case_id": case.case_id, "arch": "sm_90", "nvcc_version": "13.0.88", "created": "2026-01-01T00:00:00+00:00",
            "selection_created": "2026-01-01T00:00:00+00:00", "reference_seed": 1234,
            "kernels": [{"kernel_id": k, "dir": k, "group": "top", "rank": i} for i, k in enumerate(kernel_ids, 1)],
            "not_exported": []}


def _elements(shape: list[int]) -> int:
    return math.prod(shape)


class FakeTuneContext:
    """A MetaSchedule TuneContext as tvm_patches.pipeline's loops use it, without TVM: each search gives the
    ``batch`` candidates of :meth:`candidates` (a subclass changes them), no design space of its own; the
    results each join reports are kept in ``notified`` (run seconds per candidate, None where none)."""

    target = SimpleNamespace(kind=SimpleNamespace(name="cuda"))
    mod = "mod"

    def __init__(self, name: str = "task", batch: int = 1) -> None:
        self.name, self.batch, self.searched = name, batch, 0
        self.notified: list[list[list[float] | None]] = []

    def generate_design_space(self) -> list[Any]:
        return []

    def pre_tuning(self, *args: Any) -> None:
        pass

    def post_tuning(self) -> None:
        pass

    def generate_measure_candidates(self) -> list[Any] | None:
        k = self.searched
        self.searched += 1
        return self.candidates(k)

    def candidates(self, k: int) -> list[Any] | None:
        """The ``k``-th search's candidates: module ``(name, k, i)``, trace ``"<name><k>.<i>"``."""
        return [SimpleNamespace(sch=SimpleNamespace(mod=(self.name, k, i), trace=f"{self.name}{k}.{i}"), args_info=[])
                for i in range(self.batch)]

    def notify_runner_results(self, cands: list[Any], results: list[Any]) -> None:
        self.notified.append([[float(x) for x in r.run_secs] if r.run_secs is not None else None for r in results])


def tune_context(case: Case, space: str = "auto", population: int = 32, space_generator: Any = None) -> Any:
    """A MetaSchedule TuneContext of ``case`` for an H100 (CUDA_TARGET): ``space``'s generator (or the one
    given), TVM's evolutionary search of ``population`` at seed 7, on one thread; nothing is built or run."""
    import tvm
    from tvm.s_tir import meta_schedule as ms

    from artifact.tuning import spaces, workloads
    from tvm_patches.tensor_intrin_cache import install

    install()
    return ms.TuneContext(mod=tvm.IRModule({"main": workloads.prim_func(case)}),
                          target=tvm.target.Target(spaces.case_target(case, CUDA_TARGET)),
                          space_generator=space_generator or spaces.space_generator(case, "cuda", space),
                          search_strategy=ms.search_strategy.EvolutionarySearch(population_size=population,
                                                                                genetic_num_iters=1),
                          task_name="main", rand_state=7, num_threads=1)


def search_once(ctx: Any, trials: int, database: Any = None) -> list[Any]:
    """One search of ``ctx``'s strategy with a random cost model: ``trials`` candidates at most (none: [])."""
    from tvm.s_tir import meta_schedule as ms

    strategy = ctx.search_strategy
    strategy.pre_tuning(max_trials=trials, num_trials_per_iter=trials, design_spaces=ctx.generate_design_space(),
                        database=database or ms.database.MemoryDatabase(), cost_model=ms.cost_model.RandomModel())
    candidates = list(strategy.generate_measure_candidates() or [])
    strategy.post_tuning()
    return candidates


def run_gloo_ranks(code: str, *args: str, world: int = 2, timeout: float = 120) -> None:
    """``python -c code *args`` as ``world`` ranks of one torch.distributed gloo group on this host (RANK,
    WORLD_SIZE, LOCAL_RANK, MASTER_ADDR/PORT set; no GPU); fails the test with a rank's output if one fails."""
    import os
    import socket
    import subprocess
    import sys

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    root = Path(__file__).resolve().parent.parent
    procs = []
    for rank in range(world):
        env = dict(os.environ, RANK=str(rank), WORLD_SIZE=str(world), LOCAL_RANK=str(rank), MASTER_ADDR="127.0.0.1",
                   MASTER_PORT=str(port), OMP_NUM_THREADS="1", CUDA_VISIBLE_DEVICES="")
        procs.append(subprocess.Popen([sys.executable, "-c", code, *args], cwd=root, env=env,
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))
    for p in procs:
        out, _ = p.communicate(timeout=timeout)
        assert p.returncode == 0, out[-3000:]


class FakeDatabase:
    """MetaSchedule's database as the tuning loops use it: every committed record kept in ``records`` (a
    list that several tasks' databases may share)."""

    def __init__(self, records: list[Any] | None = None) -> None:
        self.records: list[Any] = records if records is not None else []

    def commit_workload(self, mod: Any) -> str:
        return "wl"

    def commit_tuning_record(self, rec: Any) -> None:
        self.records.append(rec)


class FakeCostModel:
    def update(self, ctx: Any, cands: Any, results: Any) -> None:
        pass
