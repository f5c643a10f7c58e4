"""Test helpers: real MetaSchedule schedules with synthetic run times, for CPU-only machines."""

from __future__ import annotations

import random
from pathlib import Path

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
