"""Large kernels: status lines inside a batch, early stop of far-slower candidates, the wall-clock budget.

The loop (tvm_patches.pipeline.TaskLoop) runs over fakes; time is a fake clock that the fake
builder and runner advance, polling the loop's heartbeat once per simulated second as its thread
would, so lines are counted per simulated interval, never timed."""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import threading
import time
from concurrent.futures import Future
from types import SimpleNamespace

import pytest
from helpers import FakeCostModel, FakeDatabase, FakeTuneContext
from reliability_fixtures import HANG_S
from test_tvm_patches import _FakeKernelModule


class _Clock:
    def __init__(self) -> None:
        self.t = 0.0
        self.lock = threading.Lock()

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float, poll=None, ended=lambda: False) -> None:
        """Advance in steps of one second, polling after each (as the heartbeat's thread would); stops early
        once ``ended()`` (a worker ended)."""
        left = seconds
        while left > 0 and not ended():
            step = min(1.0, left)
            with self.lock:
                self.t += step
            left -= step
            if poll is not None:
                poll()






@contextlib.contextmanager
def _plain_tvm_inputs():
    """TVM's BuilderInput, RunnerInput and TuningRecord as plain values the fakes read."""
    import tvm.s_tir.meta_schedule.builder as msb
    import tvm.s_tir.meta_schedule.database as msd
    import tvm.s_tir.meta_schedule.runner as msr

    mp = pytest.MonkeyPatch()
    mp.setattr(msb, "BuilderInput", lambda mod, target: mod)
    mp.setattr(msr, "RunnerInput", lambda path, dev, args: (path, dev))
    mp.setattr(msd, "TuningRecord", lambda trace, wl, secs, target, args: (trace, [float(x) for x in secs]))
    try:
        yield
    finally:
        mp.undo()


class _WholeBuilder:
    """A builder of whole batches (``build``), each candidate built at once."""

    def build(self, inputs):
        return [SimpleNamespace(error_msg=None, artifact_path=m) for m in inputs]


class _Builder:
    """A gated builder (begin_batch/submit_one) whose every candidate takes ``build_s`` of the clock;
    records each candidate built, and the loop's calls of ``terminate`` (its workers ended)."""

    max_workers = 1

    def __init__(self, clock: _Clock, build_s: float, loop_ref: dict) -> None:
        self.clock, self.build_s, self.loop_ref = clock, build_s, loop_ref
        self.built: list = []
        self.terminated = 0
        self.wait_for_join = False  # each batch's first candidate waits until the loop waits for a batch

    def begin_batch(self):
        pass

    def submit_one(self, mod):
        if self.wait_for_join and mod[2] == 0:
            from reliability_fixtures import wait_for

            wait_for(lambda: self.loop_ref["loop"]._joining, "the loop waiting for a batch")
        self.clock.advance(self.build_s, self.loop_ref["loop"]._poll)
        self.built.append(mod)
        fut: Future = Future()
        fut.set_result(SimpleNamespace(error_msg=None, artifact_path=mod))
        return fut

    def terminate(self):
        self.terminated += 1


class _Runner:
    """Each candidate takes ``run_s`` of the clock (a number, or a function of the candidate), cut short when the
    loop ends the runner's workers (``terminate``: TVM's error for the candidate then, as a killed worker's); its
    kernel time is ``kernel_s(candidate)``.
    With ``evaluate``, the kernel is timed by the runner's ``f_run_evaluator`` (a PlannedEvaluator)
    on a fake kernel module, as the LocalRunner's worker would."""

    def __init__(self, clock: _Clock, run_s: float, loop_ref: dict, kernel_s, evaluate: bool = False) -> None:
        from tvm_patches.evaluator import PlannedEvaluator

        self.clock, self.run_s, self.loop_ref, self.kernel_s, self.evaluate = clock, run_s, loop_ref, kernel_s, evaluate
        self.f_run_evaluator = PlannedEvaluator() if evaluate else None
        self.kernel_runs: list[int] = []
        self.stops: list[float | None] = []
        self.runs: list[tuple[object, float]] = []  # (candidate, the clock when its run started)
        self.terminated = 0
        self.stop_at: dict = {}  # candidate -> a stop's reason: asked for (as a signal would) when its run starts
        self.crash: set = set()  # candidates whose run ends the runner's worker (TVM's error for them)

    def run(self, inputs):
        from tvm_patches.pipeline import WORKER_GONE

        secs = self.measure(inputs, self.f_run_evaluator)
        res = (SimpleNamespace(run_secs=secs, error_msg=None) if secs is not None else
               SimpleNamespace(run_secs=None, error_msg=f"LocalRunner: An exception occurred\n{WORKER_GONE}"))
        return [SimpleNamespace(result=lambda: res)]

    def measure(self, inputs, evaluator) -> list[float] | None:
        from tvm.s_tir.meta_schedule.runner import EvaluatorConfig

        (path, _dev), = inputs
        self.runs.append((path, self.clock()))
        if path in self.stop_at:
            self.loop_ref["loop"].request_stop(self.stop_at[path])
        kernel_s = self.kernel_s(path)
        ended = self.terminated
        self.clock.advance(self.run_s(path) if callable(self.run_s) else self.run_s, self.loop_ref["loop"]._poll,
                           lambda: self.terminated > ended)
        if self.terminated > ended or path in self.crash:
            return None
        if not self.evaluate:
            return [kernel_s]
        self.stops.append(evaluator.stop_s)
        module = _FakeKernelModule(kernel_s)
        cfg = EvaluatorConfig(number=3, repeat=1, min_repeat_ms=100, enable_cpu_cache_flush=False)
        secs = evaluator(module, SimpleNamespace(sync=lambda: None), cfg, [()])
        self.kernel_runs.append(module.runs)
        return secs

    def terminate(self):
        self.terminated += 1


class _SlotRunner(_Runner):
    """:class:`_Runner` as MetaSchedule's RPCRunner behaves: ``run`` only submits (the evaluator, with
    its early stop, is taken then), the candidate is measured while its future's result is awaited,
    by as many runner slots at once as the loop keeps, the first two meeting (a barrier: they overlap,
    whatever the machine's speed); records the most measured at once."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.lock = threading.Lock()
        self.now = self.most = self.started = 0
        self.first_two = threading.Barrier(2)

    def run(self, inputs):
        evaluator = self.f_run_evaluator

        def result():
            with self.lock:
                self.now += 1
                self.most = max(self.most, self.now)
                self.started += 1
                first = self.started <= 2
            try:
                if first:  # candidates 0 and 1 start together: both are measured at once
                    self.first_two.wait(HANG_S)
                secs = self.measure(inputs, evaluator)
            finally:
                with self.lock:
                    self.now -= 1
            if secs is None:  # its worker ended
                from tvm_patches.pipeline import WORKER_GONE

                return SimpleNamespace(run_secs=None, error_msg=f"LocalRunner: An exception occurred\n{WORKER_GONE}")
            return SimpleNamespace(run_secs=secs, error_msg=None)

        return [SimpleNamespace(result=result)]


def _loop(tasks, *, batch: int, batches: int, build_s: float = 2.0, run_s=3.0, pipeline: bool = False,
          kernel_s=lambda path: 1e-3, evaluate: bool = False, early_stop: float | None = None,
          deadline: float | None = None, on_status=None, clock: _Clock | None = None, status_thread: bool = False,
          status_interval_s: float = 10.0, runner_slots: int = 1, ctxs: dict | None = None,
          measured: dict | None = None, search_s: float = 0.0, fresh_batches: int = 1, update_s: float = 0.0,
          stop_at: dict | None = None, builds_wait_for_join: bool = False, commit_guard=None,
          runner_grace_s: float | None = None, crash: set | None = None):
    """Tasks of ``batches`` batches through the fakes above, on the fake clock (each search takes
    ``search_s`` of it, each build ``build_s``, each run ``run_s``, each cost-model update ``update_s``;
    polled each second as the loop's heartbeat and watcher threads would); stop_at: {candidate: reason},
    a stop asked for when that candidate's run starts; builds_wait_for_join: each batch's builds start
    once the loop waits for a batch (the fake clock runs as fast as the threads it has: without it, a
    pipelined loop's main thread may not run at all while a batch builds); crash: candidates whose run ends
    the runner's worker; runner_grace_s: the loop's, None here
    (the candidates on the runner at a deadline finish: threads that build and run at once advance the clock
    together, so a run would take more of it than its ``run_s``). What they recorded comes back."""

    from tvm_patches.pipeline import Task, TaskLoop

    clock = clock or _Clock()
    ref: dict = {}

    class Ctx(FakeTuneContext):
        def candidates(self, k):
            clock.advance(search_s, ref["loop"]._poll)
            return super().candidates(k)

    ctxs = ctxs or {name: Ctx(name, batch) for name in tasks}
    dbs = {name: FakeDatabase() for name in tasks}
    costs = {name: _CostModel(clock, update_s, ref) for name in tasks}
    stopped_calls: dict[str, list] = {name: [] for name in tasks}
    results: dict[str, list] = {name: [] for name in tasks}
    task_objs = [Task(ctxs[n], dbs[n], costs[n], batches * batch, name=n, fresh_batches=fresh_batches, deadline=deadline,
                      on_batch=results[n].append, measured=(measured or {}).get(n),
                      on_stopped=lambda s, n=n: stopped_calls[n].append((len(dbs[n].records), s)))
                 for n in tasks]
    runner = (_SlotRunner if runner_slots > 1 else _Runner)(clock, run_s, ref, kernel_s, evaluate)
    runner.stop_at = dict(stop_at or {})
    runner.crash = set(crash or ())
    builder = _Builder(clock, build_s, ref)
    builder.wait_for_join = builds_wait_for_join
    loop = TaskLoop(task_objs, builder, runner, num_trials_per_iter=batch, pipeline=pipeline,
                    early_stop=early_stop, on_status=on_status, clock=clock, status_thread=status_thread,
                    status_interval_s=status_interval_s, runner_slots=runner_slots, runner_grace_s=runner_grace_s,
                    **({} if commit_guard is None else {"commit_guard": commit_guard}))
    ref["loop"] = loop
    with _plain_tvm_inputs():
        loop.run()
    return SimpleNamespace(loop=loop, tasks=task_objs, dbs=dbs, ctxs=ctxs, stopped=stopped_calls, batches=results,
                           runner=runner, builder=builder, clock=clock, costs=costs)


class _CostModel(FakeCostModel):
    """Records the candidates (their traces) of each update, which takes ``update_s`` of the clock."""

    def __init__(self, clock: _Clock, update_s: float, loop_ref: dict) -> None:
        self.clock, self.update_s, self.loop_ref = clock, update_s, loop_ref
        self.updates: list[list[str]] = []

    def update(self, ctx, cands, results):
        self.clock.advance(self.update_s, self.loop_ref["loop"]._poll)
        self.updates.append([c.sch.trace for c in cands])


# ------------------------------------------------------------------------------ status lines
@pytest.mark.parametrize("pipeline", [False, True])
def test_a_status_line_comes_every_interval_while_batches_build_and_run(pipeline):
    """2 batches of 8 candidates, 2 s to build and 3 s to run each (80 simulated seconds): a line in
    every 10 s of the clock, never two in one interval, each with the batch's built and measured counts."""
    clock = _Clock()
    lines: list[tuple[float, object]] = []
    _loop(["c"], batch=8, batches=2, pipeline=pipeline, clock=clock, on_status=lambda st: lines.append((clock(), st)),
          kernel_s=lambda path: 1e-3 * (1 + path[2]))
    end = clock()
    assert end == pytest.approx(80.0)
    times = [t for t, _ in lines]
    # poll steps of 1 s; with a build and a run advancing the clock together, one step may pass between polls
    slack = 1.0 if pipeline else 0.0
    gaps = [b - a for a, b in zip([0.0] + times, times + [end])]
    assert max(gaps[:-1]) <= 10.0 + slack and gaps[-1] < 10.0 + slack, times
    assert min(gaps[:-1]) >= 10.0, times  # no flood: one line per interval
    assert len(lines) == int(end // 10.0) or (pipeline and len(lines) >= int(end // 10.0) - 1)
    inside = [st.flights[0] for _, st in lines if st.flights and 0 < st.flights[0].measured < 8]
    assert inside, "no line while a batch was being measured"
    for f in inside:
        assert f.candidates == 8 and f.measured <= f.built <= 8 and f.failed == 0 and f.stopped == 0
    counts = [(st.flights[0].index, st.flights[0].built, st.flights[0].measured) for _, st in lines if st.flights]
    assert counts == sorted(counts)  # counts only grow, batch after batch
    # the best so far is the runner's: candidate 0 of each batch, 1 ms
    assert all(st.best_s["c"] == pytest.approx(1e-3) for _, st in lines if st.flights and st.flights[0].measured)


def test_status_lines_come_from_the_heartbeat_thread_while_a_candidate_is_measured():
    """Real clock: the runner waits for a status line to arrive while it measures (an event: HANG_S only
    ends a hang); the heartbeat's own thread must send it (nothing else polls while the runner waits)."""

    from tvm_patches.pipeline import Task, TaskLoop

    seen = threading.Event()
    came: list[bool] = []
    lines: list = []

    def on_status(st):
        lines.append(st)
        if st.flights and st.flights[0].built == 2 and st.flights[0].measured == 0:
            seen.set()

    class Runner:
        def run(self, inputs):
            came.append(seen.wait(HANG_S))
            return [SimpleNamespace(result=lambda: SimpleNamespace(run_secs=[1e-3], error_msg=None))]

    with _plain_tvm_inputs():
        task = Task(FakeTuneContext("c", 2), FakeDatabase(), FakeCostModel(), 2, name="c")
        loop = TaskLoop([task], _WholeBuilder(), Runner(), num_trials_per_iter=2, pipeline=True, on_status=on_status,
                        status_interval_s=0.01, clock=time.monotonic)
        loop.run()
    assert came and came[0], "no status line while the runner measured"
    assert not loop.heartbeat._thread.is_alive()  # stopped with the loop: no line can come after it


PHASE = re.compile(r"(waiting for|joining) (\S+) batch (\d+)$")


@pytest.mark.parametrize("pipeline", [False, True])
def test_no_status_line_contradicts_itself_and_the_last_says_the_loop_stopped_for_the_budget(pipeline):
    """A line every second of the clock through searches, builds, runs and joins, up to a deadline that
    cuts a batch: a batch the loop waits for or joins is always listed with it ("no batch in flight" never
    beside either), counts never exceed the batch, lines come as a batch is measured, and, once the
    deadline passed, each says the loop is stopping for the budget; the last one that it stopped."""
    from artifact.tuning.progress import status_line

    clock, statuses = _Clock(), []
    _loop(["c"], batch=4, batches=10, pipeline=pipeline, clock=clock, deadline=40.0, search_s=2.0, update_s=1.0,
          fresh_batches=3, on_status=statuses.append, status_interval_s=1.0, builds_wait_for_join=pipeline)
    lines = [status_line(st, {}) for st in statuses]
    for st, line in zip(statuses, lines):
        listed = {(f.task, f.index + 1) for f in st.flights}
        for phase in st.phase.split("; "):
            if m := PHASE.match(phase):
                assert (m[2], int(m[3])) in listed, line
        assert "no batch in flight" not in line or not re.search(r"waiting for|joining", line), line
        assert all(f.measured <= f.built <= f.candidates for f in st.flights), line
        assert (st.stopping == "budget") is (st.elapsed_s >= 40.0), line
    seen = {re.sub(r" c batch \d+.*| to the builder", "", st.phase) for st in statuses}
    assert {"searching", "joining"} <= seen and ("waiting for" if pipeline else "building and measuring") in seen
    assert any(0 < f.measured < f.candidates for st in statuses for f in st.flights)  # progress inside a batch
    assert any(f.cut == "budget" for st in statuses for f in st.flights)
    assert any("stopping for the budget: " in line and "(cut short for the budget)" in line for line in lines)
    assert lines[-1].endswith("no batch in flight | stopped for the budget"), lines[-1]


def test_status_lines_name_each_state():
    from artifact.catalog import parse_shape
    from artifact.tuning.progress import Progress, status_line
    from tvm_patches.heartbeat import FlightStatus, LoopStatus

    case = parse_shape("gemm:M=64,N=64,K=64,layout=NN")
    prog, c = {case.case_id: Progress(case, 100, 0, math.inf, lambda s: None)}, case.case_id
    batch = (FlightStatus(c, 1, 64, 40, 22, 0, 0),)
    line = status_line(LoopStatus((), {}, f"searching {c} batch 1", 3.0), prog)
    assert line == f"  [0m03s] no batch in flight | searching {c} batch 1"
    line = status_line(LoopStatus(batch, {c: math.inf}, f"waiting for {c} batch 2", 70.0), prog)
    assert line == f"  [1m10s] {c} batch 2: 40/64 built, 22/64 measured, no valid kernel yet | waiting for {c} batch 2"
    assert status_line(LoopStatus(batch, {}, f"joining {c} batch 2", 70.0), prog).endswith(f"| joining {c} batch 2")
    cut = (FlightStatus(c, 1, 64, 40, 22, 0, 0, "budget"),)
    line = status_line(LoopStatus(cut, {}, f"joining {c} batch 2", 131.0, "budget"), prog)
    assert line == (f"  [2m11s] {c} batch 2 (cut short for the budget): 40/64 built, 22/64 measured, no valid kernel "
                    f"yet | stopping for the budget: joining {c} batch 2")
    cut = (FlightStatus(c, 1, 64, 40, 22, 0, 0, "SIGTERM"),)
    line = status_line(LoopStatus(cut, {}, f"waiting for {c} batch 2", 61.0, "SIGTERM"), prog)
    assert f"{c} batch 2 (cut short by SIGTERM)" in line and line.endswith(f"| stopping by SIGTERM: waiting for {c} batch 2")
    assert status_line(LoopStatus((), {}, "stopped for the budget", 132.0, "budget"), prog).endswith(
        "no batch in flight | stopped for the budget")
    assert status_line(LoopStatus((), {}, "stopped by SIGTERM", 62.0, "SIGTERM"), prog).endswith("| stopped by SIGTERM")


def test_status_line_names_each_batch_in_flight_and_the_best_gflops():
    from artifact.catalog import parse_shape
    from artifact.tuning.progress import Progress, status_line
    from tvm_patches.heartbeat import FlightStatus, LoopStatus

    case = parse_shape("gemm:M=64,N=64,K=64,layout=NN")
    prog = Progress(case, 100, 0, math.inf, lambda s: None)
    st = LoopStatus((FlightStatus(case.case_id, 2, 64, 40, 22, 1, 5),), {case.case_id: 1e-6}, "searching x batch 4", 75.0)
    line = status_line(st, {case.case_id: prog})
    assert line.startswith("  [1m15s] ") and f"{case.case_id} batch 3: 40/64 built, 22/64 measured" in line
    assert "(1 failed, 5 stopped early)" in line and f"best {case.flops / 1e-6 / 1e9:,.0f} GFLOP/s" in line
    assert line.endswith("| searching x batch 4")
    none = status_line(LoopStatus((), {}, "starting", 3.0), {})
    assert "no batch in flight" in none


def test_with_many_cases_the_batches_waiting_for_their_turn_are_counted_not_named():
    """Six cases taking turns: the five batches measured whole or cut and waiting for their case's next
    turn are counted; the batch still building and the one the phase names are listed."""
    from artifact.tuning.progress import LISTED_WAITING, status_line
    from tvm_patches.heartbeat import FlightStatus, LoopStatus

    waiting = [FlightStatus(f"c{i}", 0, 8, 8, 8, 1, 0) for i in range(4)] + [FlightStatus("c4", 0, 8, 3, 3, 0, 0, "budget")]
    building, named = FlightStatus("c5", 0, 8, 2, 1, 0, 0), FlightStatus("c0", 1, 8, 8, 8, 0, 0)
    line = status_line(LoopStatus((*waiting, building, named), {}, "joining c0 batch 2", 90.0), {})
    assert len(waiting) > LISTED_WAITING
    assert "c5 batch 1: 2/8 built, 1/8 measured" in line and "c0 batch 2: 8/8 built" in line
    assert "5 more batches measured, of 5 cases, each joined at its case's next turn" in line
    assert not re.search(r"c[1-4] batch 1:", line) and line.endswith("| joining c0 batch 2")
    few = status_line(LoopStatus((*waiting[:LISTED_WAITING], building), {}, "searching c5 batch 2", 9.0), {})
    assert all(f"c{i} batch 1: 8/8 built" in few for i in range(LISTED_WAITING)) and "more batches" not in few


# ------------------------------------------------------------------------------ early stop
KERNELS_S = [1e-3, 10e-3, 2e-3, 0.5e-3, 5e-3, 1.9e-3]  # candidate i's kernel time


def test_a_candidate_far_slower_than_the_best_is_stopped_after_its_probe():
    """Early stop at 4x: after the 1 ms candidate, the 10 ms one (> 4 ms) is probed only; after the 0.5 ms
    one, 5 ms (> 2 ms) is too, 1.9 ms is not. The stopped ones keep their probe time (no marker
    reaches the search, database or cost model), are listed before the commit, and cost fewer runs."""
    from tvm_patches.evaluator import STOPPED_MARK

    out = _loop(["c"], batch=6, batches=1, evaluate=True, early_stop=4.0,
                kernel_s=lambda path: KERNELS_S[path[2]])
    (b,) = out.batches["c"]
    assert b.stopped == [False, True, False, False, True, False]
    assert out.runner.stops == [None] + [pytest.approx(x, rel=1e-3) for x in (4e-3, 4e-3, 4e-3, 2e-3, 2e-3)]
    records = out.dbs["c"].records
    assert len(records) == 6 and all(STOPPED_MARK not in secs and all(x > 0 for x in secs) for _, secs in records)
    for i, (_, secs) in enumerate(records):
        assert secs[0] == pytest.approx(KERNELS_S[i], rel=0.02)  # the probe's time is the kernel's, roughly
    assert out.stopped["c"] == [(0, [(1, records[1][1]), (4, records[4][1])])]  # before any record was committed
    assert out.ctxs["c"].notified[0] == [secs for _, secs in records]
    runs = out.runner.kernel_runs
    assert runs[1] <= 3 and runs[4] <= 3  # warm-up and one timed run: no kept round
    assert runs[2] > 10 and runs[5] > 10
    assert out.tasks[0].best_s == pytest.approx(0.5e-3, rel=0.01)


def test_without_early_stop_every_candidate_is_timed_fully():
    out = _loop(["c"], batch=6, batches=1, evaluate=True, early_stop=None, kernel_s=lambda path: KERNELS_S[path[2]])
    (b,) = out.batches["c"]
    assert b.stopped == [False] * 6 and out.stopped["c"] == []
    assert out.runner.stops == [None] * 6 and all(r > 3 for r in out.runner.kernel_runs)


@pytest.mark.serial  # thread timing: the two slots overlap
def test_with_several_runner_slots_each_candidate_is_stopped_against_the_best_when_it_is_submitted():
    """Two slots (tune --gpus 0,1): candidates 0 and 1 start together before any best (no stop); every
    later one starts when a slot is free, so after at least one result: 10 ms and 5 ms are stopped
    (> 4 x a best of at most 1.2 ms), 1.9 ms is not (the best is then at most 1 ms, the stop >= 2 ms).
    The status lines count the candidates measured on both slots."""
    kernels = [1e-3, 1.2e-3, 10e-3, 0.5e-3, 5e-3, 1.9e-3]
    statuses: list = []
    out = _loop(["c"], batch=6, batches=1, evaluate=True, early_stop=4.0, kernel_s=lambda path: kernels[path[2]],
                runner_slots=2, on_status=statuses.append, status_interval_s=1.0)
    (b,) = out.batches["c"]
    assert out.runner.most == 2
    assert b.stopped == [False, False, True, False, True, False]
    assert [s is None for s in out.runner.stops].count(False) >= 4  # all but the first two had a stop
    assert out.stopped["c"] == [(0, [(2, out.dbs["c"].records[2][1]), (4, out.dbs["c"].records[4][1])])]
    assert out.tasks[0].best_s == pytest.approx(0.5e-3, rel=0.01)
    # one count over both slots: the last candidate starts when at least 4 are measured, and lines
    # come while it runs
    measured = [f.measured for st in statuses for f in st.flights]
    assert measured == sorted(measured) and 4 <= measured[-1] <= 6


def test_the_rpc_runners_evaluator_takes_the_early_stop():
    from tvm_patches.evaluator import RpcPlannedEvaluator, set_stop

    runner = SimpleNamespace(f_run_evaluator=RpcPlannedEvaluator())
    assert set_stop(runner, 2e-3) and runner.f_run_evaluator == RpcPlannedEvaluator(2e-3)
    assert set_stop(runner, None) and runner.f_run_evaluator == RpcPlannedEvaluator()
    assert not set_stop(SimpleNamespace(f_run_evaluator=None), 2e-3)


def test_an_early_stop_must_be_a_multiple_above_one():
    from tvm_patches.pipeline import TaskLoop

    with pytest.raises(ValueError, match="must be > 1"):
        TaskLoop([], None, None, early_stop=1.0)


def test_stopped_trials_are_lower_bounds_never_selected(tmp_path):
    from artifact.schema.tunedb import RECORD_FILE, add_stopped, read_records
    from artifact.tuning.select import DEFAULT_POLICY, Policy, pick, rank_records

    tune = tmp_path / "tune"
    tune.mkdir()
    secs = [1e-3 * (1 + i) for i in range(12)]
    lines = [json.dumps([0, [{"insts": [i]}, [s], {"kind": "cuda"}, []]]) for i, s in enumerate(secs)]
    (tune / RECORD_FILE).write_text("\n".join(lines) + "\n")
    add_stopped(tune, 8, [(0, [secs[8]]), (2, [secs[10]])])  # trials 8 and 10
    add_stopped(tune, 12, [(0, [5.0])])  # a trial that never reached the records file (a killed run)
    add_stopped(tune, 3, [(0, [9.0])])  # an entry that does not match trial 3's time: stale
    recs = read_records(tune)
    assert [r.trial for r in recs if r.lower_bound] == [8, 10]
    ranked, failed, dupes = rank_records(recs)
    assert len(ranked) == 12  # ranked by their bound
    picks = pick(ranked, Policy(top=3, per_percentile=2, percentiles=(75,)))
    kept = [p.record.trial for p in picks]
    assert 8 not in kept and 10 not in kept and len(kept) == 5
    assert all(not p.record.lower_bound for p in pick(ranked, DEFAULT_POLICY))
    (tune / "stopped_early.json").write_text("{}")
    from artifact.errors import ArtifactError

    with pytest.raises(ArtifactError, match="stopped_early.json"):
        read_records(tune)


def test_progress_counts_stopped_candidates_apart_and_never_as_the_best():
    from artifact.catalog import parse_shape
    from artifact.tuning.progress import Progress

    lines: list[str] = []
    prog = Progress(parse_shape("gemm:M=64,N=64,K=64,layout=NN"), 10, 0, math.inf, lines.append)
    prog.add([[2e-3], [9e-3], None, [1e-3]], stopped=[False, True, False, True])
    assert prog.best_s == 2e-3 and prog.stopped == 2 and prog.failed == 1
    assert "1 failed, 2 stopped early" in lines[-1]


def test_with_several_cases_a_cases_line_says_the_rate_and_time_left_are_the_runs():
    """A case done with its trials while others go on: its line gives the run's rate and time left as the
    run's (not "8/8 trials ... 1h10m left"); a case tuned alone keeps the short form."""
    from artifact.catalog import parse_shape
    from artifact.tuning.progress import Progress, RateMeter

    lines: list[str] = []
    meter = RateMeter()
    meter.cases, meter.remaining = 3, 24
    prog = Progress(parse_shape("gemm:M=64,N=64,K=64,layout=NN"), 2, 0, math.inf, lines.append, meter)
    prog.add([[2e-3], [1e-3]])
    assert "2/2 trials" in lines[-1] and re.search(r"\| run of 3 cases: [\d.]+ trials/min, \S+ left \|", lines[-1])
    alone = Progress(parse_shape("gemm:M=64,N=64,K=64,layout=NN"), 2, 0, math.inf, lines.append)
    alone.add([[2e-3]])
    assert "run of" not in lines[-1] and re.search(r"\| +[\d.]+ trials/min \| \S+ left \|", lines[-1])


# ------------------------------------------------------------------------------ budget
def test_the_deadline_cuts_the_batch_in_flight_and_keeps_exactly_the_candidates_measured():
    """Sequential, 8 candidates a batch, 2 s to build and 3 s to run each, a deadline at 25 s: the batch is
    built by 16 s, candidates 0 and 1 are run by 22 s, candidate 2 is on the runner when the deadline
    passes and ends at 25 s; no other is run. The join keeps exactly those three (database, search state,
    cost model), the batch says it was cut, the build workers are ended, and the loop ends at 25 s."""
    out = _loop(["a"], batch=8, batches=10, deadline=25.0)
    task, (b,) = out.tasks[0], out.batches["a"]
    kept = ["a0.0", "a0.1", "a0.2"]
    assert out.runner.runs == [(("a", 0, i), 16.0 + 3.0 * i) for i in range(3)]
    assert [r[0] for r in out.dbs["a"].records] == kept and out.costs["a"].updates == [kept]
    assert out.ctxs["a"].notified == [[[1e-3]] * 3]
    assert (b.cut, b.candidates, len(b.run_secs), b.stopped) == ("budget", 8, 3, [False] * 3)
    assert task.out_of_time and task.searched == 1 and task.joined == 1 and out.loop.stopped_by == "budget"
    assert out.clock() == 25.0
    assert out.builder.terminated == 1 and out.runner.terminated == 0  # the runner's last run was waited for
    assert not out.loop._flights and not out.loop._joining


def test_a_candidate_still_on_the_runner_the_grace_after_the_deadline_is_abandoned():
    """As above, but candidate 3 takes 30 s on the runner (25 s to 55 s) and the deadline is at 26 s: the
    loop gives it the runner's grace (2 s), then abandons it and ends the runner's workers, and ends at 28 s
    with candidates 0-2 kept, not at 55 s. Candidate 1 ended its runner worker itself, before the deadline:
    it is kept as failed, as without a budget (only what the grace abandons is dropped). (Sequential: the
    batch is built before it runs, so nothing but the run advances the clock.)"""
    from tvm_patches.pipeline import FAILED_RUN_SECS, RUNNER_GRACE_S

    crash = {("a", 0, 1)}
    out = _loop(["a"], batch=8, batches=10, deadline=26.0, run_s=lambda path: 30.0 if path[2] == 3 else 3.0,
                runner_grace_s=RUNNER_GRACE_S, crash=crash)
    (b,) = out.batches["a"]
    assert [p for p, _ in out.runner.runs] == [("a", 0, i) for i in range(4)] and out.runner.runs[3][1] == 25.0
    assert [r[0] for r in out.dbs["a"].records] == ["a0.0", "a0.1", "a0.2"]
    assert out.dbs["a"].records[1][1] == [FAILED_RUN_SECS]
    assert (b.cut, len(b.run_secs)) == ("budget", 3) and out.loop.stopped_by == "budget"
    assert out.builder.terminated == 1 and out.runner.terminated == 1
    assert out.clock() == 26.0 + RUNNER_GRACE_S


def _grace_run(builder_ends=None, spy=None):
    """Real clock and threads, as `artifact tune` runs the loop: a deadline already passed, so the cut waits for
    a first candidate measured; two runner slots, candidate 1 on the runner until its workers are ended
    (``terminate``), candidate 0 measured once candidate 1 runs. ``builder_ends(loop)``: the builder's
    ``terminate``; ``spy(loop)``: called before the loop runs. What the run kept and saw comes back."""
    from tvm_patches.pipeline import WORKER_GONE, Task, TaskLoop

    on_runner, ended, heard = threading.Event(), threading.Event(), threading.Event()
    came: list[bool] = []
    box: dict = {}

    class Runner:
        def run(self, inputs):
            ((path, _),) = inputs

            def result():
                if path[2] == 1:
                    on_runner.set()
                    came.append(ended.wait(HANG_S))  # ended by terminate(), never by the hang guard
                    heard.set()  # the loop does not wait for this thread: the test does
                    return SimpleNamespace(run_secs=None, error_msg=f"LocalRunner: An exception occurred\n{WORKER_GONE}")
                on_runner.wait(HANG_S)  # candidate 1 is on the runner before candidate 0 is measured
                return SimpleNamespace(run_secs=[1e-3], error_msg=None)

            return [SimpleNamespace(result=result)]

        def terminate(self):
            ended.set()

    class Builder(_WholeBuilder):
        def terminate(self):
            if builder_ends is not None:
                builder_ends(box["loop"])

    db = FakeDatabase()
    task = Task(FakeTuneContext("c", 4), db, FakeCostModel(), 40, name="c", deadline=time.monotonic() - 1.0)
    with _plain_tvm_inputs():
        loop = box["loop"] = TaskLoop([task], Builder(), Runner(), num_trials_per_iter=4, pipeline=True,
                                      runner_slots=2, runner_grace_s=0.05)
        if spy is not None:
            spy(loop)
        loop.run()
    assert heard.wait(HANG_S)
    return SimpleNamespace(came=came, kept=[r[0] for r in db.records], loop=loop, task=task)


def test_the_watcher_abandons_the_runners_candidate_after_a_cut_made_at_another_threads_event():
    """The cut comes at the run thread's event (candidate 0 measured); nothing else polls while candidate 1 is
    on the runner: the watcher thread must end it after the grace. Kept: candidate 0 alone."""
    out = _grace_run()
    assert out.came == [True] and out.kept == ["c0.0"] and out.loop.stopped_by == "budget"
    assert out.task.out_of_time and out.task.searched == 1


def test_the_watcher_wakes_for_the_grace_of_a_cut_it_looked_at_before_the_grace_started():
    """The thread that cuts marks the task cut, ends the builder's workers, then starts the grace. Here the
    builder's end (when another thread than the watcher cuts) waits until the watcher has looked at the loop
    after the mark: it then finds no deadline to act on and no grace yet, and must still wake for the grace
    and end candidate 1."""
    looked = threading.Event()

    def spy(loop):
        real = loop._until_deadline

        def until_deadline():
            left = real()
            if any(t._budget_cut for t in loop.tasks):
                looked.set()
            return left

        loop._until_deadline = until_deadline

    def builder_ends(loop):
        if threading.current_thread() is not loop._watcher:
            assert looked.wait(HANG_S)

    out = _grace_run(builder_ends, spy)
    assert out.came == [True] and out.kept == ["c0.0"] and out.loop.stopped_by == "budget"


def test_the_runners_grace_must_not_be_negative():
    from tvm_patches.pipeline import TaskLoop

    with pytest.raises(ValueError, match="runner_grace_s must be >= 0"):
        TaskLoop([], None, None, runner_grace_s=-1.0)


@pytest.mark.parametrize("pipeline", [False, True])
def test_at_the_deadline_every_batch_in_flight_is_cut_and_its_measured_candidates_are_kept(pipeline):
    """Two cases, 4 candidates a batch, a deadline at 25 s: no candidate starts running after it, each
    case's records are exactly the candidates run (whatever batch they were of), and the loop ends within
    the run and the build in progress at the deadline."""
    out = _loop(["a", "b"], batch=4, batches=10, pipeline=pipeline, deadline=25.0)
    assert out.runner.runs and all(t <= 25.0 for _, t in out.runner.runs)
    for task in out.tasks:
        ran = sorted(p for p, _ in out.runner.runs if p[0] == task.name)
        assert [r[0] for r in out.dbs[task.name].records] == [f"{n}{k}.{i}" for n, k, i in ran]
        assert sum(len(b.run_secs) for b in out.batches[task.name]) == len(ran)
        assert [b.cut for b in out.batches[task.name]] == [
            "budget" if len(b.run_secs) < b.candidates else None for b in out.batches[task.name]]
        assert task.out_of_time and task.searched < 10 and task.joined == task.searched
    assert any(b.cut for bs in out.batches.values() for b in bs)
    assert not out.loop._flights and out.loop.stopped_by == "budget"
    assert out.clock() <= 25.0 + 3.0 + 2.0


@pytest.mark.serial  # thread timing: the two slots overlap
def test_with_several_runner_slots_the_deadline_cuts_the_batches_and_keeps_the_measured():
    out = _loop(["a", "b"], batch=4, batches=10, pipeline=True, deadline=25.0, runner_slots=2)
    for task in out.tasks:
        ran = sorted(p for p, _ in out.runner.runs if p[0] == task.name)
        assert task.out_of_time and task.searched < 10
        assert [r[0] for r in out.dbs[task.name].records] == [f"{n}{k}.{i}" for n, k, i in ran]
    assert not out.loop._flights and out.runner.most == 2 and out.clock() <= 25.0 + 3.0 + 2.0


@pytest.mark.parametrize("pipeline", [False, True])
def test_each_run_measures_at_least_one_candidate_whatever_the_deadline(pipeline):
    """A deadline already passed: the run still searches one batch and keeps its first candidate measured
    (so a rerun always gets further), then cuts the batch."""
    out = _loop(["a"], batch=4, batches=3, deadline=-1.0, pipeline=pipeline)
    task = out.tasks[0]
    assert task.out_of_time and task.searched == 1 and [r[0] for r in out.dbs["a"].records] == ["a0.0"]
    assert [(b.cut, b.candidates) for b in out.batches["a"]] == [("budget", 4)]


@pytest.mark.parametrize("pipeline", [False, True])
def test_a_case_not_reached_by_the_deadline_is_not_searched(pipeline):
    """Six cases taking turns, a search of 5 s each, a deadline at 12 s: the cases whose turn comes after
    the deadline (a candidate measured by then) are never searched, so the loop ends within a run and a
    build of the deadline, not a search per case later; each reached case keeps what it measured."""
    names = ["a", "b", "c", "d", "e", "f"]
    out = _loop(names, batch=4, batches=3, pipeline=pipeline, deadline=12.0, search_s=5.0)
    reached = [t.name for t in out.tasks if out.ctxs[t.name].searched]
    assert 1 <= len(reached) <= 3 and reached == names[: len(reached)]
    assert all(out.dbs[n].records for n in reached[:1])
    for task in out.tasks:
        assert task.out_of_time
        if task.name not in reached:
            assert task.searched == 0 and not out.dbs[task.name].records and not out.batches[task.name]
    assert out.loop.stopped_by == "budget" and not out.loop._flights
    assert out.clock() <= 12.0 + 5.0 + 3.0 + 2.0


def test_no_search_starts_that_would_end_after_the_deadline():
    """A search takes 5 s of the clock, a batch of 4 then 8 s to build and 12 s to run: the first batch is
    joined at 25 s; a second search would end at 30 s, past the deadline at 28 s: none starts, and the
    loop ends at 25 s with its batch whole."""
    out = _loop(["a"], batch=4, batches=10, deadline=28.0, search_s=5.0)
    task = out.tasks[0]
    assert task.out_of_time and task.searched == 1 and out.ctxs["a"].searched == 1
    assert len(out.dbs["a"].records) == 4 and out.batches["a"][0].cut is None and out.clock() == 25.0
    assert out.loop.stopped_by == "budget"


@pytest.mark.parametrize("pipeline", [False, True])
def test_a_stop_cuts_every_batch_at_once_and_keeps_only_what_was_measured(pipeline):
    """A stop (a signal) when candidate 2 of batch 2 starts running: that run is abandoned (its result
    not kept), nothing starts building or running after it, the builder's and runner's workers are ended,
    and the candidates measured before it are joined as any batch's (database, search state, cost model)."""
    out = _loop(["a"], batch=4, batches=10, pipeline=pipeline, stop_at={("a", 1, 2): "SIGTERM"})
    task, ran = out.tasks[0], [p for p, _ in out.runner.runs]
    assert ran[-1] == ("a", 1, 2)  # the last run started
    kept = [f"a{k}.{i}" for _, k, i in sorted(ran[:-1])]
    assert [r[0] for r in out.dbs["a"].records] == kept and [t for u in out.costs["a"].updates for t in u] == kept
    assert sum(len(n) for n in out.ctxs["a"].notified) == len(kept)
    # the batch of the stopped run is cut; a batch measured whole before it may be joined after it (pipelined)
    assert {b.index: b.cut for b in out.batches["a"]}[1] == "SIGTERM" and task.interrupted and not task.out_of_time
    assert {b.cut for b in out.batches["a"]} <= {None, "SIGTERM"}
    assert out.loop.stopped_by == "SIGTERM" and out.builder.terminated >= 1 and out.runner.terminated >= 1
    assert not out.loop._flights and task.searched < 10


@pytest.mark.parametrize("pipeline", [False, True])
def test_each_batch_is_committed_whole_inside_the_loops_commit_guard(pipeline):
    """The commit guard (artifact.tuning.stopping.deferred in `artifact tune`) is held around each batch's
    commit: its records and its on_batch call happen inside it, none outside."""
    import contextlib

    import tvm_patches.pipeline as pipeline_mod

    seen: list[tuple[str, int, int]] = []
    box: dict = {}  # the task's database and on_batch list, taken as the loop is made

    @contextlib.contextmanager
    def guard():
        seen.append(("enter", len(box["db"].records), len(box["joined"])))
        yield
        seen.append(("exit", len(box["db"].records), len(box["joined"])))

    real_init = pipeline_mod.TaskLoop.__init__

    def spy_init(self, tasks, *args, **kwargs):
        box["db"], box["joined"] = tasks[0].database, tasks[0].on_batch.__self__  # on_batch: the list's append
        real_init(self, tasks, *args, **kwargs)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(pipeline_mod.TaskLoop, "__init__", spy_init)
        _loop(["a"], batch=4, batches=3, pipeline=pipeline, commit_guard=guard)
    assert seen == [("enter", 0, 0), ("exit", 4, 1), ("enter", 4, 1), ("exit", 8, 2), ("enter", 8, 2), ("exit", 12, 3)]


def test_a_stop_from_another_thread_ends_the_candidate_on_the_runner_without_waiting_for_it():
    """Real clock and threads, as `artifact tune` runs the loop: the runner's second candidate runs until
    its worker is ended (the runner's ``terminate``); a stop from another thread (the signal relay) ends
    the loop at once: that candidate is abandoned, the first one kept."""

    from tvm_patches.pipeline import WORKER_GONE, Task, TaskLoop

    on_runner, ended, heard = threading.Event(), threading.Event(), threading.Event()
    came: list[bool] = []

    class Runner:
        def run(self, inputs):
            ((path, _),) = inputs
            if path[2] == 1:
                on_runner.set()
                came.append(ended.wait(HANG_S))  # ended by terminate(), never by the hang guard
                heard.set()  # the loop does not wait for this thread: the test does
                res = SimpleNamespace(run_secs=None, error_msg=f"LocalRunner: An exception occurred\n{WORKER_GONE}")
            else:
                res = SimpleNamespace(run_secs=[1e-3], error_msg=None)
            return [SimpleNamespace(result=lambda: res)]

        def terminate(self):
            ended.set()

    db = FakeDatabase()
    with _plain_tvm_inputs():
        loop = TaskLoop([Task(FakeTuneContext("c", 4), db, FakeCostModel(), 40, name="c")], _WholeBuilder(), Runner(),
                        num_trials_per_iter=4, pipeline=True)
        stopper = threading.Thread(target=lambda: on_runner.wait(HANG_S) and loop.request_stop("SIGTERM"))
        stopper.start()
        loop.run()
        stopper.join()
    assert heard.wait(HANG_S)
    assert came == [True] and [r[0] for r in db.records] == ["c0.0"] and loop.stopped_by == "SIGTERM"


def test_terminate_workers_ends_a_busy_worker_at_once_and_the_pool_goes_on(tmp_path):
    """TVM's process pool (the builder's and the runner's): its busy worker is killed, whoever waits for
    it gets TVM's error at once, no process is left, and the next job gets a fresh worker."""
    import os

    import psutil
    from reliability_fixtures import wait_for
    from tvm.support.popen_pool import PopenPoolExecutor

    from tvm_patches.builder import terminate_workers
    from tvm_patches.pipeline import WORKER_GONE

    started = tmp_path / "started"

    def busy(path: str, hang_s: float) -> None:  # pickled by value into the worker
        import os
        import time

        with open(path, "w") as f:
            f.write(str(os.getpid()))
        time.sleep(hang_s)

    pool = PopenPoolExecutor(max_workers=1, timeout=HANG_S)
    try:
        job = pool.submit(busy, str(started), HANG_S)
        wait_for(lambda: started.exists() and started.read_text(), "the worker's job started")
        pid = int(started.read_text())
        assert terminate_workers(pool) == 1
        with pytest.raises(ChildProcessError, match=WORKER_GONE):
            job.result(timeout=HANG_S)
        assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
        assert pool.submit(os.getpid).result(timeout=HANG_S) not in (pid, os.getpid())
    finally:
        pool.shutdown()


def _cut_search(cut: str, signum: int | None = None):
    """tune's _search as the loop hands a run cut short to it: one batch of 8 candidates of which 3 were
    measured and kept (reported as the loop's join does); ``signum``: sent to this process first, its
    relay (artifact.tuning.stopping.on_stop) heard from a thread other than the main one."""
    from artifact.tuning import stopping, tune
    from tvm_patches.pipeline import BatchResult

    heard: list = []

    def search(jobs, *args, **kwargs):
        if signum is not None:
            came = threading.Event()
            with stopping.on_stop(lambda s: heard.append((s, threading.current_thread().name)) or came.set()):
                os.kill(os.getpid(), signum)
                assert came.wait(HANG_S)
        tune._batch_reporter(jobs[0].progress)(BatchResult(
            index=0, run_secs=[[1e-3]] * 3, errors=[None] * 3, search_s=1.0, build_s=2.0, run_s=3.0,
            stopped=[False] * 3, candidates=8, cut=cut))
        return tune._SearchEnd(out_of_time=[jobs[0].case.case_id] if cut == "budget" else [])

    return search, heard


def test_tune_says_the_budget_cut_a_batch_and_how_many_candidates_it_kept(cli, tmp_path, monkeypatch):
    from artifact.tuning import tune

    monkeypatch.setenv("ARTIFACT_LOCK_DIR", str(tmp_path / "locks"))
    monkeypatch.setattr(tune, "_search", _cut_search("budget")[0])
    res, case_dir = tmp_path / "results", "gemm-8x16x8-nt"
    r = cli("tune", "--shape", "gemm:M=8,N=16,K=8,layout=NT", "--target", "llvm", "--results", res,
            "--trials", 8, "--workers", 1, "--budget-s", 60)
    assert r.exit_code == 0, r.output
    assert re.search(rf"{case_dir}: stopped for the budget of 60 s after \d+ s of tuning: no batch started after it; "
                     r"batch 1 cut short: 3 of its 8 candidates measured and kept; rerun to continue from 0 trials",
                     r.output)
    assert "batch cut short for the budget: 3 of its 8 candidates measured and kept" in r.output
    (run,) = json.loads((res / case_dir / "tune" / "runs.json").read_text())
    assert run["budget_reached"] is True and run["interrupted"] is False
    assert [(b["cut"], b["candidates"], b["kept"]) for b in run["batches"]] == [("budget", 8, 3)]


def test_tune_says_a_case_the_budget_did_not_reach(cli, tmp_path, monkeypatch):
    from artifact.tuning import tune

    monkeypatch.setenv("ARTIFACT_LOCK_DIR", str(tmp_path / "locks"))
    monkeypatch.setattr(tune, "_search", lambda jobs, *a, **k: tune._SearchEnd(out_of_time=[jobs[0].case.case_id]))
    res, case_dir = tmp_path / "results", "gemm-8x16x8-nt"
    r = cli("tune", "--shape", "gemm:M=8,N=16,K=8,layout=NT", "--target", "llvm", "--results", res,
            "--trials", 8, "--workers", 1, "--budget-s", 60)
    assert r.exit_code == 0, r.output
    assert (f"{case_dir}: not reached within the budget of 60 s (the cases take turns); rerun to continue from "
            "0 trials") in r.output and "no batch started after it" not in r.output
    (run,) = json.loads((res / case_dir / "tune" / "runs.json").read_text())
    assert run["budget_reached"] is True and run["batches"] == []


def test_a_signal_reaches_the_loop_from_a_thread_and_tune_says_what_it_kept(cli, tmp_path, monkeypatch):
    """SIGTERM during the search: the loop hears of it from the relay thread (it cannot rely on the main
    thread, which may be inside TVM's search), the run ends with the shell's status for it, and its output
    and runs.json say which batch was cut and how many of its candidates were kept."""
    import signal

    from artifact.tuning import tune

    if threading.current_thread() is not threading.main_thread():
        pytest.skip("signal handlers are the main thread's")
    monkeypatch.setenv("ARTIFACT_LOCK_DIR", str(tmp_path / "locks"))
    search, heard = _cut_search("SIGTERM", signal.SIGTERM)
    monkeypatch.setattr(tune, "_search", search)
    res, case_dir = tmp_path / "results", "gemm-8x16x8-nt"
    before = signal.getsignal(signal.SIGTERM)
    r = cli("tune", "--shape", "gemm:M=8,N=16,K=8,layout=NT", "--target", "llvm", "--results", res,
            "--trials", 8, "--workers", 1)
    assert r.exit_code == 143, r.output
    assert heard == [(signal.SIGTERM, "stop-relay")] and signal.getsignal(signal.SIGTERM) == before
    assert re.search(rf"{case_dir}: stopped by SIGTERM after \d+ s of tuning; batch 1 cut short: 3 of its 8 "
                     r"candidates measured and kept; 0 trials kept in ", r.output)
    (run,) = json.loads((res / case_dir / "tune" / "runs.json").read_text())
    assert run["interrupted"] is True and run["budget_reached"] is False
    assert [(b["cut"], b["candidates"], b["kept"]) for b in run["batches"]] == [("SIGTERM", 8, 3)]


def test_budget_options_are_checked_before_anything_runs(tmp_path):
    from artifact.catalog import parse_shape
    from artifact.errors import ArtifactError
    from artifact.tuning.tune import TuneOptions, tune_cases

    case = parse_shape("gemm:M=64,N=64,K=64,layout=NN")
    for opts, msg in [(TuneOptions(budget_s=0), "--budget-s must be"), (TuneOptions(budget_s=math.nan), "--budget-s"),
                      (TuneOptions(budget_s=60, scheduler="stock"), "needs scheduler"),
                      (TuneOptions(early_stop=1.0), "early_stop must be > 1"),
                      (TuneOptions(batch=64, population=32), "--population must be at least the batch"),
                      (TuneOptions(population=128, scheduler="stock"), "--population needs scheduler")]:
        with pytest.raises(ArtifactError, match=msg):
            tune_cases([case], tmp_path / "r", opts, echo=lambda s: None)
    assert not (tmp_path / "r").exists()


# ------------------------------------------------------------------------------ resumed runs
class _FiniteCtx(FakeTuneContext):
    """TVM's evolutionary search over a space of ``size`` schedules, in a fixed order: each search picks
    the next ``batch`` schedules it has not picked in this run (marked when picked, as
    ``PickWithEpsGreedy`` does, whatever the database holds), an empty list once none is left, and
    None at the fifth empty search (``num_empty_iters_before_early_stop``)."""

    def __init__(self, name: str, batch: int, size: int) -> None:
        super().__init__(name, batch)
        self.size, self.picked, self.empty = size, 0, 0

    def generate_measure_candidates(self):
        self.searched += 1
        picks = range(self.picked, min(self.picked + self.batch, self.size))
        self.picked = picks.stop
        if not picks:
            self.empty += 1
            if self.empty >= 5:
                return None
        return [SimpleNamespace(sch=SimpleNamespace(mod=(self.name, j), trace=f"{self.name}.{j}"), args_info=[])
                for j in picks]


@pytest.mark.parametrize("pipeline", [False, True])
def test_a_resumed_run_measures_no_schedule_of_earlier_runs_and_ends_when_the_space_is_exhausted(pipeline):
    """Earlier runs measured schedules 0-3 and 5 of 10. The first search picks 0-3 only: no batch, the
    search runs again; 4, 6, 7 and then 8, 9 are built, run and recorded as batches 0 and 1; the
    dropped ones are counted, never built, run or counted as trials; five empty searches later the
    task ends, exhausted, far below its budget of 40."""
    from tvm_patches.pipeline import module_key

    ran: list = []
    ctx = _FiniteCtx("a", 4, 10)
    out = _loop(["a"], batch=4, batches=10, pipeline=pipeline, ctxs={"a": ctx},
                measured={"a": {module_key(("a", j)) for j in (0, 1, 2, 3, 5)}},
                kernel_s=lambda path: ran.append(path[1]) or 1e-3)
    task = out.tasks[0]
    assert ran == [4, 6, 7, 8, 9]
    assert [rec[0] for rec in out.dbs["a"].records] == ["a.4", "a.6", "a.7", "a.8", "a.9"]
    assert [b.index for b in out.batches["a"]] == [0, 1] and [len(b.run_secs) for b in out.batches["a"]] == [3, 2]
    assert [len(n) for n in ctx.notified] == [3, 2]  # the dropped ones never reach the search's state
    assert (task.submitted, task.searched, task.skipped, task.joined) == (5, 2, 5, 2)
    assert task.exhausted and not task.out_of_time and ctx.searched == 3 + 5
    assert not out.loop._flights


def test_the_deadline_applies_after_searches_whose_candidates_were_all_dropped():
    """A resumed run whose first searches give only schedules of earlier runs: no batch was started, yet
    the deadline (already passed) ends the task after the first such search, not after the space."""
    from tvm_patches.pipeline import module_key

    ctx = _FiniteCtx("a", 4, 40)
    out = _loop(["a"], batch=4, batches=10, ctxs={"a": ctx}, deadline=-1.0,
                measured={"a": {module_key(("a", j)) for j in range(36)}})
    task = out.tasks[0]
    assert task.out_of_time and (task.searched, task.submitted, task.skipped) == (0, 0, 4) and ctx.searched == 1


def test_a_search_that_gives_up_at_once_is_not_an_exhausted_space():
    """TVM's search returns None at once when it cannot sample its initial population; after a measured
    space it returns None only after empty searches. The loop tells the two apart."""

    class _GivesUp(_FiniteCtx):
        calls = 0

        def generate_measure_candidates(self):
            self.calls += 1
            return None if self.calls == 2 else super().generate_measure_candidates()

    failed = _loop(["a"], batch=4, batches=10, ctxs={"a": _GivesUp("a", 4, 40)}).tasks[0]
    assert failed.exhausted and failed.search_failed and failed.submitted == 4
    measured = _loop(["a"], batch=4, batches=10, ctxs={"a": _FiniteCtx("a", 4, 6)}).tasks[0]
    assert measured.exhausted and not measured.search_failed and measured.submitted == 6


def test_without_earlier_schedules_nothing_is_dropped():
    out = _loop(["a"], batch=4, batches=2, measured={"a": None})
    assert out.tasks[0].skipped == 0 and out.tasks[0].submitted == 8 and not out.tasks[0].exhausted


def test_tune_says_when_the_search_found_nothing_left_to_measure(cli, tmp_path, monkeypatch):
    """The loop's end, as _search hands it to tune: one line per exhausted case, and its runs.json
    entry says so, with the candidates skipped as measured by earlier runs."""
    from artifact.tuning import tune

    case_dir = "gemm-8x16x8-nt"
    monkeypatch.setenv("ARTIFACT_LOCK_DIR", str(tmp_path / "locks"))
    monkeypatch.setattr(tune, "_search", lambda jobs, *a, **k: tune._SearchEnd(
        exhausted=[jobs[0].case.case_id], skipped={jobs[0].case.case_id: 7}))
    res = tmp_path / "results"
    r = cli("tune", "--shape", "gemm:M=8,N=16,K=8,layout=NT", "--target", "llvm", "--results", res,
            "--trials", 8, "--workers", 1)
    assert r.exit_code == 0, r.output
    assert f"{case_dir}: the search found no schedule left to measure after 0 trials (7 earlier ones skipped)" \
        in r.output
    (run,) = json.loads((res / case_dir / "tune" / "runs.json").read_text())
    assert run["exhausted"] is True and run["repeats_skipped"] == 7 and run["budget_reached"] is False


# ------------------------------------------------------------------------------ argument reuse
def test_the_runner_allocates_and_fills_a_cases_arguments_once():
    """Same shapes: the same buffers (no second random fill); other shapes: new ones, one set kept."""
    import tvm

    from tvm_patches import evaluator

    dev = tvm.cpu()
    gemm = (("TENSOR", "float32", [16, 8]), ("TENSOR", "float32", [8, 4]), ("TENSOR", "float32", [16, 4]))
    first = evaluator.reuse_arguments(dev, gemm, 1)
    values = first[0][0].numpy().copy()
    assert values.std() > 0  # filled with random numbers
    again = evaluator.reuse_arguments(dev, gemm, 1)
    assert again is first and (again[0][0].numpy() == values).all()
    other = evaluator.reuse_arguments(dev, (("TENSOR", "float32", [32]),), 1)
    assert other is not first and len(evaluator._ARGUMENTS) == 1
    assert [tuple(a.shape) for a in evaluator.reuse_arguments(dev, gemm, 1)[0]] == [(16, 8), (8, 4), (16, 4)]


def test_population_sets_the_evolutionary_search_lean_by_default_and_tvms_with_all_cpus():
    import inspect

    from tvm.s_tir import meta_schedule as ms

    from artifact.tuning.options import LEAN_POPULATION
    from artifact.tuning.tune import TVM_POPULATION, TuneOptions, population_size, search_strategy

    tvm_default = inspect.signature(ms.search_strategy.EvolutionarySearch.__init__).parameters["population_size"]
    assert TVM_POPULATION == tvm_default.default  # the runs.json entry names what TVM really used
    for tvms in (TuneOptions(sizing="all-cpus"), TuneOptions(scheduler="stock")):
        assert search_strategy(ms, tvms) == "evolutionary" and population_size(tvms) == TVM_POPULATION
    lean = search_strategy(ms, TuneOptions())
    assert population_size(TuneOptions()) == LEAN_POPULATION < TVM_POPULATION
    assert (lean.population_size, lean.init_min_unmeasured) == (LEAN_POPULATION, 12)
    strategy = search_strategy(ms, TuneOptions(batch=16, population=32))
    assert isinstance(strategy, ms.search_strategy.EvolutionarySearch)
    assert (strategy.population_size, strategy.init_min_unmeasured) == (32, 3)
    tvm_floor = inspect.signature(ms.search_strategy.EvolutionarySearch.__init__).parameters["init_min_unmeasured"]
    assert search_strategy(ms, TuneOptions(population=TVM_POPULATION)).init_min_unmeasured == tvm_floor.default
    assert search_strategy(ms, TuneOptions(population=128)).init_min_unmeasured == 12


def test_the_cost_model_runs_on_the_search_threads():
    """XGBoost trains and predicts between the search's steps: it gets the search's threads, not one per
    build worker (its threads spin where they outnumber the cores they share)."""
    from tvm.s_tir import meta_schedule as ms

    from artifact.tuning.tune import TuneOptions, make_cost_model

    assert make_cost_model(ms, TuneOptions(search_threads=3), 16).config.nthread == 3
    assert make_cost_model(ms, TuneOptions(sizing="all-cpus"), 16).config.nthread == 16  # one a worker, as TVM


def test_lean_sizing_takes_half_the_cpus_for_builds_and_a_few_for_the_search(monkeypatch):
    """The default sizing: build workers half the usable CPUs, at most LEAN_WORKERS; search (and cost model)
    threads at most LEAN_SEARCH_THREADS and the CPUs, and while nothing builds half the CPUs, at most
    LEAN_IDLE_SEARCH_THREADS (never fewer than the others); all-cpus and TVM's stock scheduler: one of each per CPU,
    the same while nothing builds; what is given (--workers, --set search_threads, idle_search_threads) is kept."""
    from artifact.tuning import tune
    from artifact.tuning.options import LEAN_IDLE_SEARCH_THREADS, LEAN_SEARCH_THREADS, LEAN_WORKERS
    from artifact.tuning.tune import TuneOptions, build_workers, idle_search_threads, search_threads

    assert (LEAN_WORKERS, LEAN_SEARCH_THREADS, LEAN_IDLE_SEARCH_THREADS) == (8, 4, 8)
    for cpus, workers, threads, idle in ((1, 1, 1, 1), (2, 1, 2, 2), (6, 3, 4, 4), (12, 6, 4, 6), (16, 8, 4, 8),
                                         (64, 8, 4, 8)):
        monkeypatch.setattr(tune, "cpu_cores", lambda logical, n=cpus: n)
        w = build_workers(TuneOptions(), cpus)
        assert (w, search_threads(TuneOptions(), w), idle_search_threads(TuneOptions(), w)) == (workers, threads, idle)
        for tvms in (TuneOptions(sizing="all-cpus"), TuneOptions(scheduler="stock")):
            assert build_workers(tvms, cpus) == cpus and search_threads(tvms, cpus) == cpus
            assert idle_search_threads(tvms, cpus) == cpus
        assert build_workers(TuneOptions(workers=5), cpus) == 5
        assert search_threads(TuneOptions(search_threads=7), 3) == 7
        assert idle_search_threads(TuneOptions(idle_search_threads=3), 3) == 3
