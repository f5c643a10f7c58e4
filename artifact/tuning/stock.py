"""TVM's own ``tune_tir`` with its default builder: the baseline the tuning-speed benchmark compares against."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .progress import Progress


def stock_search(ms: Any, mod: Any, target: Any, work_dir: Path, n_trials: int, seed: int | None,
                  workers: int, batch: int, progress: Progress, runner: Any) -> None:
    """TVM's own tune_tir with its default builder: the baseline the benchmark compares against."""
    from tvm.ir.utils import derived_object
    from tvm.s_tir.meta_schedule.builder import LocalBuilder
    from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback

    @derived_object
    class _ProgressCallback(PyMeasureCallback):
        def apply(self, task_scheduler, task_id, measure_candidates, builder_results, runner_results):  # noqa: D401
            progress.add([None if r.error_msg is not None or r.run_secs is None else [float(x) for x in r.run_secs]
                          for r in runner_results])

    callbacks = list(ms.measure_callback.MeasureCallback.create("default")) + [_ProgressCallback()]
    ms.tune_tir(mod, target, str(work_dir), max_trials_global=n_trials, num_trials_per_iter=batch,
                builder=LocalBuilder(max_workers=workers), runner=runner, seed=seed,
                num_tuning_cores=workers, measure_callbacks=callbacks)
