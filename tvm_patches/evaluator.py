"""A MetaSchedule runner evaluator that plans TVM's ``number`` instead of ramping up to it.

Why: MetaSchedule's ``LocalRunner`` measures a candidate with TVM's time evaluator
(``run_evaluator_common``, s_tir/meta_schedule/runner/utils.py; ``WrapTimeEvaluator``,
src/runtime/profiling.cc) with ``number=3, repeat=1, min_repeat_ms=100``. The evaluator runs
the kernel once (warm-up), then ``number`` times between two timer events; while that round
took less than ``min_repeat_ms`` it raises ``number`` (to ``min_repeat_ms / per-run time + 1``,
at least x1.618) and runs a whole new round. Only the last round is kept. Its first estimate
comes from 3 runs, where the timer's own overhead inflates the per-run time, so the next round
usually falls just short of 100 ms and a third, 1.618x longer one follows: about 2.5 times the
100 ms the measurement keeps (benchmarks/runner_profile.py measures it). The runner measures
candidates one at a time, so this adds up over every 64-candidate batch, on the critical path wherever
the loop waits for a batch's results
(its first batches, searched in TVM's order, and the last one).

:func:`run_evaluator_planned` measures the same thing, TVM's evaluator with the same
``min_repeat_ms``, ``repeat`` and cache-flush setting, but first times a short probe round
(``PROBE_MS``, long enough that the timer overhead is noise) and starts the kept round at the
``number`` that fills ``MARGIN`` x ``min_repeat_ms``. The kept value is still the mean over one
round of at least ``min_repeat_ms`` (TVM's own loop still lengthens a round that falls short).
What changes: ~10 ms instead of ~150 ms of discarded runs before it, and a kept round of
~110 ms instead of 100-160 ms. The probe costs two extra runs (its warm-up and one timed run)
for kernels longer than ``PROBE_MS``: a loss only where 3 runs already fill ``min_repeat_ms``
(kernels over ~33 ms, which TVM measures in 4 runs and this in 6).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

PROBE_MS = 2  # the probe round's min_repeat_ms: >= ~100 runs of a 20 us kernel
MARGIN = 1.1  # the kept round is planned at MARGIN x min_repeat_ms, so that it does not fall short


def plan_number(seconds_per_run: float, min_repeat_ms: float, floor: int) -> int:
    """Runs per round for a round of ``MARGIN * min_repeat_ms``; ``floor`` if the probe timed nothing."""
    if not (math.isfinite(seconds_per_run) and seconds_per_run > 0.0):
        return floor
    return max(floor, math.ceil(MARGIN * min_repeat_ms / 1e3 / seconds_per_run))


# Appended to the run times of a candidate whose timing stopped after the probe (see
# PlannedEvaluator); the tuning loop strips it (tvm_patches.pipeline), so no database sees it.
STOPPED_MARK = -1.0


def run_evaluator_planned(rt_mod: Any, device: Any, evaluator_config: Any, repeated_args: list[Any],
                          stop_s: float | None = None) -> list[float]:
    """``f_run_evaluator`` for MetaSchedule's LocalRunner: ``run_evaluator_common`` with a
    planned ``number`` (see the module docstring). Same arguments, same result: one mean
    seconds-per-run for each repeat of each argument set.

    ``stop_s``: a probe slower than this per run ends the measurement there: the result is the
    probe's time for each repeat, then STOPPED_MARK (a lower bound, see :class:`PlannedEvaluator`)."""
    from tvm.s_tir.meta_schedule.runner.utils import run_evaluator_common

    min_ms = float(evaluator_config.min_repeat_ms)
    if min_ms <= 2 * PROBE_MS:  # nothing worth planning: TVM's own evaluator
        return run_evaluator_common(rt_mod, device, evaluator_config, repeated_args)
    f_preproc = "cache_flush_cpu_non_first_arg" if evaluator_config.enable_cpu_cache_flush else ""
    probe = rt_mod.time_evaluator(func_name=rt_mod.entry_name, dev=device, number=1, repeat=1,
                                  min_repeat_ms=PROBE_MS)
    costs: list[float] = []
    for args in repeated_args:
        device.sync()
        per_run_s = float(probe(*args).mean)
        if stop_s is not None and math.isfinite(per_run_s) and per_run_s > stop_s:
            return [per_run_s] * int(evaluator_config.repeat) + [STOPPED_MARK]
        evaluator = rt_mod.time_evaluator(
            func_name=rt_mod.entry_name, dev=device,
            number=plan_number(per_run_s, min_ms, evaluator_config.number),
            repeat=evaluator_config.repeat, min_repeat_ms=evaluator_config.min_repeat_ms, f_preproc=f_preproc)
        device.sync()
        costs.extend(float(c) for c in evaluator(*args).results)
    return costs


@dataclass(frozen=True)
class PlannedEvaluator:
    """:func:`run_evaluator_planned` as a picklable callable (the LocalRunner hands its
    ``f_run_evaluator`` to its worker process with every candidate), with an early stop.

    ``stop_s``: the tuning loop sets it before each candidate to ``early_stop`` x the best run time
    its case has so far (tvm_patches.pipeline). A candidate whose probe (one timed run for kernels
    over PROBE_MS) is slower than that is not timed further: its probe time is kept, marked as a
    lower bound, and it is never selected (artifact/schema/tunedb.py). Large kernels span 20x in
    run time within a batch; a 400 ms candidate costs a probe (warm-up + 1 run) instead of a probe
    and a kept round (warm-up + 3 runs), and the GPU moves on to the next candidate."""

    stop_s: float | None = None

    def __call__(self, rt_mod: Any, device: Any, evaluator_config: Any, repeated_args: list[Any]) -> list[float]:
        return run_evaluator_planned(rt_mod, device, evaluator_config, repeated_args, self.stop_s)


@dataclass(frozen=True)
class RpcPlannedEvaluator:
    """``f_run_evaluator`` for MetaSchedule's RPCRunner (its signature has the session first): the
    same planned round and early stop as :class:`PlannedEvaluator`, run on the RPC server's device."""

    stop_s: float | None = None

    def __call__(self, session: Any, rt_mod: Any, device: Any, evaluator_config: Any,
                 repeated_args: list[Any]) -> list[float]:
        return run_evaluator_planned(rt_mod, device, evaluator_config, repeated_args, self.stop_s)


def split_stopped(run_secs: list[float]) -> tuple[list[float], bool]:
    """A runner result's run times without STOPPED_MARK, and whether it was there (a lower bound)."""
    if run_secs and run_secs[-1] == STOPPED_MARK:
        return run_secs[:-1], True
    return run_secs, False


def set_stop(runner: Any, stop_s: float | None) -> bool:
    """Set the early stop of a runner whose evaluator is a PlannedEvaluator (or its RPC form); False for
    any other runner."""
    ev = getattr(runner, "f_run_evaluator", None)
    if not isinstance(ev, (PlannedEvaluator, RpcPlannedEvaluator)):
        return False
    if ev.stop_s != stop_s:
        runner.f_run_evaluator = type(ev)(stop_s)
    return True


_ARGUMENTS: dict[Any, Any] = {}  # in the runner's worker process: the last allocation, by its key


def reuse_arguments(device: Any, args_info: Any, alloc_repeat: int) -> list[Any]:
    """LocalRunner ``f_alloc_argument``: TVM's allocation and random fill, done once per argument
    shapes and kept in the worker process for the next candidates of the same shapes (one set kept:
    cases that take turns allocate again at each switch, as TVM does every candidate).

    Why: TVM allocates and fills every candidate's buffers with random numbers on the host, one
    thread with the one-thread runner: about a second per candidate for a 4096x11008x4096 GEMM's
    107 M floats, while the GPU idles. The kernels only read their inputs;
    each candidate overwrites the output. Every candidate of a case is then timed on the same inputs."""
    from tvm.s_tir.meta_schedule.runner.local_runner import default_alloc_argument

    key = (str(device), repr(args_info), alloc_repeat)
    if key not in _ARGUMENTS:
        _ARGUMENTS.clear()  # free the last set before allocating the next
        _ARGUMENTS[key] = default_alloc_argument(device, args_info, alloc_repeat)
    return _ARGUMENTS[key]


def one_thread_runner() -> None:
    """LocalRunner ``initializer``: the runner's worker runs TVM's host-side parallel work (the
    random fill of each candidate's arguments) on its own thread, without TVM's thread pool.

    Why: on TVM's thread pool the runner's worker process keeps several CPU cores busy for as long as
    it measures (benchmarks/evaluator_ab.py measures it), at normal priority, beside a search that
    wants every core. Set before the pool's first parallel job, which is when TVM
    reads ``TVM_NUM_THREADS``."""
    import os

    os.environ["TVM_NUM_THREADS"] = "1"
