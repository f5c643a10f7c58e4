"""MetaSchedule's runner for a tuning run: TVM's LocalRunner with the evaluator and worker threads chosen.

Public because the benchmarks build the same runner as ``artifact tune`` does.
"""

from __future__ import annotations

from typing import Any

EVALUATORS = ("planned", "tvm")

_RUNNERS: dict[tuple[int, str, int], Any] = {}

def make_runner(min_repeat_ms: int, evaluator: str = "planned", threads: int = 1) -> Any:
    """MetaSchedule's LocalRunner (TVM's default evaluator settings), one per process.

    ``evaluator``: "planned" measures with tvm_patches.evaluator.PlannedEvaluator (the same
    kept round of >= min_repeat_ms, without TVM's ramp of ``number`` before it, and the tuning
    loop's early stop of candidates far slower than the best so far), with argument buffers
    allocated and filled once per case (tvm_patches.evaluator.reuse_arguments); "tvm" with TVM's
    own ``default_run_evaluator``. ``threads``: 1 runs the worker's host-side work on one thread
    (tvm_patches.evaluator.one_thread_runner), 0 leaves TVM's thread pool as it is. Its worker
    process starts here, at normal CPU priority, and
    serves every case tuned by this process, so the pipelined loop can lower the search's
    priority without lowering the runner's.
    """
    if evaluator not in EVALUATORS:
        raise ValueError(f"unknown evaluator {evaluator!r}: expected one of {', '.join(EVALUATORS)}")
    if threads not in (0, 1):
        raise ValueError(f"runner threads {threads}: expected 1 or 0 (TVM's default)")
    key = (min_repeat_ms, evaluator, threads)
    if key not in _RUNNERS:
        from tvm.s_tir.meta_schedule.runner import EvaluatorConfig, LocalRunner

        from tvm_patches.evaluator import PlannedEvaluator, one_thread_runner, reuse_arguments

        _RUNNERS[key] = LocalRunner(timeout_sec=30, evaluator_config=EvaluatorConfig(
            number=3, repeat=1, min_repeat_ms=min_repeat_ms, enable_cpu_cache_flush=False),
            f_run_evaluator=PlannedEvaluator() if evaluator == "planned" else None,
            f_alloc_argument=reuse_arguments if evaluator == "planned" else None,
            initializer=one_thread_runner if threads == 1 else None)
    return _RUNNERS[key]
