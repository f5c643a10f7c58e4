"""A single-task MetaSchedule tuning loop whose GPU runner overlaps the next batch's search.

TVM 0.27's TaskScheduler (src/s_tir/meta_schedule/task_scheduler/task_scheduler.cc) runs one task
strictly in turn: generate a batch of candidates (evolutionary search, CPU, all cores), build them
(CPU, all cores), run them (GPU, one at a time), join, repeat. While the runner measures, the CPU
idles; while the search runs, the GPU idles. :class:`TuningLoop` keeps the same parts and the same
per-batch bookkeeping as ``TaskScheduler::JoinRunningTask`` with the default measure callbacks
(``NotifyRunnerResults``, ``AddToDatabase``, ``RemoveBuildArtifact``, ``UpdateCostModel``), and
with ``pipeline=True`` generates and builds batch k+1 while batch k is on the GPU.

The price is staleness: batch k+1 is chosen by a cost model that has seen batches 1..k-1, not k.
The first batch is joined before the second is generated, so the model is never untrained twice.
Duplicates are not possible across the overlap: the search marks candidates as measured when it
picks them (``PickWithEpsGreedy``), not when their results arrive.

The runner times kernels with events around a host-side launch loop, so a starved runner
process would measure launch gaps, not kernels. While it runs, the search (16 threads) and the
builds (one process per core) want every core; so the search thread and the build workers run
at a lower CPU priority (``nice`` +10, allowed without privileges) than
the runner process, which keeps its own. :func:`lower_search_priority` does this for the calling
thread (Linux: per thread; the search's threads inherit it).
"""

from __future__ import annotations

import os
import shutil
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

SEARCH_NICE = 10


def lower_search_priority() -> None:
    """Lower the calling thread's CPU priority (and that of threads it starts) by SEARCH_NICE."""
    try:
        tid = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + SEARCH_NICE))
    except (AttributeError, OSError):  # not Linux, or not permitted: run at normal priority
        pass


# run_secs that TVM's AddToDatabase stores for a candidate that failed to build or run.
FAILED_RUN_SECS = 1e10


@dataclass
class BatchResult:
    """One measured batch, as handed to the ``on_batch`` callback."""

    index: int
    run_secs: list[list[float] | None]  # per candidate; None where building or running failed
    errors: list[str | None]
    search_s: float
    build_s: float
    run_s: float  # wall time of the runner for this batch (overlapped with the next search if pipelined)


@dataclass
class _InFlight:
    index: int
    candidates: list[Any]
    builder_results: list[Any]
    future: Future
    search_s: float
    build_s: float
    started: float = field(default_factory=time.perf_counter)


class TuningLoop:
    """Tune one TuneContext (one workload) for ``max_trials`` measured candidates."""

    def __init__(self, ctx: Any, builder: Any, runner: Any, database: Any, cost_model: Any,
                 num_trials_per_iter: int = 64, pipeline: bool = True,
                 on_batch: Callable[[BatchResult], None] | None = None,
                 log: Callable[[str], None] | None = None) -> None:
        self.ctx = ctx
        self.builder = builder
        self.runner = runner
        self.database = database
        self.cost_model = cost_model
        self.num_trials_per_iter = num_trials_per_iter
        self.pipeline = pipeline
        self.on_batch = on_batch
        self.log = log
        self._workload = None
        self._trials = 0

    # -- the steps of TaskScheduler::Tune / JoinRunningTask -------------------------------------
    def _run(self, candidates: list[Any], builder_results: list[Any]) -> list[Any]:
        """Runner for one batch (in the background thread): results aligned with candidates."""
        from tvm.s_tir.meta_schedule.runner import RunnerInput, RunnerResult

        # TVM 0.27 passes target.kind.name ("llvm") as the device type, which tvm.runtime.device
        # no longer accepts for CPU targets.
        kind = self.ctx.target.kind.name
        device_type = "cpu" if kind in ("llvm", "c") else kind
        inputs, slots = [], []
        for i, (cand, built) in enumerate(zip(candidates, builder_results)):
            if built.error_msg is None:
                inputs.append(RunnerInput(built.artifact_path, device_type, cand.args_info))
                slots.append(i)
        futures = self.runner.run(inputs) if inputs else []
        results: list[Any] = [RunnerResult(None, b.error_msg) if b.error_msg is not None else None
                              for b in builder_results]
        for i, fut in zip(slots, futures):
            results[i] = fut.result()
        return results

    def _join(self, flight: _InFlight) -> None:
        from tvm.s_tir.meta_schedule.database import TuningRecord

        results = flight.future.result()
        run_s = time.perf_counter() - flight.started
        cands, built = flight.candidates, flight.builder_results
        self.ctx.notify_runner_results(cands, results)
        # AddToDatabase
        if self._workload is None:
            self._workload = self.database.commit_workload(self.ctx.mod)
        for cand, res in zip(cands, results):
            run_secs = [float(x) for x in res.run_secs] if res.run_secs is not None else [FAILED_RUN_SECS]
            self.database.commit_tuning_record(TuningRecord(cand.sch.trace, self._workload, run_secs,
                                                            self.ctx.target, cand.args_info))
        # the per-trial log lines of TaskCleanUp (task_scheduler.cc), to the task's log file
        if self.log is not None:
            for cand, b, res in zip(cands, built, results):
                self._trials += 1
                if res.error_msg is not None:
                    where = "building" if b.error_msg is not None else "running"
                    self.log(f"Trial #{self._trials}: Error in {where}:\n{res.error_msg}\n"
                             + "\n".join(cand.sch.trace.as_python(False)))
                else:
                    self.log(f"Trial #{self._trials}: run_secs {[float(x) for x in res.run_secs]}")
        # RemoveBuildArtifact
        for b in built:
            if b.artifact_path is not None:
                shutil.rmtree(os.path.dirname(str(b.artifact_path)), ignore_errors=True)
        # UpdateCostModel (same pruning as update_cost_model.cc)
        keep = [i for i, (b, r) in enumerate(zip(built, results))
                if b.error_msg is None and (r.error_msg is not None
                                            or (r.run_secs is not None and sum(float(x) for x in r.run_secs) > 0))]
        if keep:
            self.cost_model.update(self.ctx, [cands[i] for i in keep], [results[i] for i in keep])
        if self.on_batch is not None:
            self.on_batch(BatchResult(
                index=flight.index,
                run_secs=[None if r.run_secs is None or r.error_msg is not None else [float(x) for x in r.run_secs]
                          for r in results],
                errors=[None if r.error_msg is None else str(r.error_msg) for r in results],
                search_s=flight.search_s, build_s=flight.build_s, run_s=run_s))

    def tune(self, max_trials: int) -> int:
        """Measure up to ``max_trials`` candidates; returns how many were measured."""
        from tvm.s_tir.meta_schedule.builder import BuilderInput

        if max_trials <= 0:
            return 0
        design_spaces = self.ctx.generate_design_space()
        # The search's own trial counter advances only when results are notified, which lags one
        # batch when pipelined: give it headroom and count trials here instead.
        self.ctx.pre_tuning(max_trials + self.num_trials_per_iter, self.num_trials_per_iter, design_spaces,
                            self.database, self.cost_model)
        submitted, index = 0, 0
        pending: _InFlight | None = None
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="ms-runner") as pool:
            try:
                while submitted < max_trials:
                    t0 = time.perf_counter()
                    cands = self.ctx.generate_measure_candidates()
                    if not cands:
                        break
                    cands = list(cands)[: max_trials - submitted]
                    t1 = time.perf_counter()
                    built = list(self.builder.build([BuilderInput(c.sch.mod, self.ctx.target) for c in cands]))
                    t2 = time.perf_counter()
                    flight = _InFlight(index, cands, built, pool.submit(self._run, cands, built), t1 - t0, t2 - t1)
                    submitted += len(cands)
                    index += 1
                    if pending is not None:
                        self._join(pending)
                        pending = None
                    if self.pipeline and index > 1:
                        pending = flight
                    else:
                        self._join(flight)
                if pending is not None:
                    self._join(pending)
                    pending = None
            finally:
                if pending is not None:  # interrupted: keep what was measured
                    try:
                        self._join(pending)
                    except BaseException:  # noqa: BLE001 - best effort while unwinding
                        pass
                self.ctx.post_tuning()
        return submitted
