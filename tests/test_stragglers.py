"""A batch joined without its last candidates still compiling (tvm_patches.pipeline.TaskLoop's straggler_wait).

The builder is a fake whose candidates are built at once, but for the stragglers named, which are built only when
the test says so: after the loop has searched the next batch. Every wait is for an event."""

from __future__ import annotations

import contextlib
import threading
import time
from collections import deque
from concurrent.futures import Future
from types import SimpleNamespace

import pytest
from helpers import FakeCostModel, FakeDatabase, FakeTuneContext
from reliability_fixtures import HANG_S
from test_tune_progress import _plain_tvm_inputs


class HeldBuilder:
    """A gated builder (begin_batch/submit_one): each candidate built at once, those in ``held`` once the test
    releases them (``release``, before or after their submission)."""

    max_workers = 8

    def __init__(self, held: set) -> None:
        self.held = set(held)
        self.waiting: dict = {}  # held candidates submitted, not yet released
        self.lock = threading.Lock()

    def begin_batch(self) -> None:
        pass

    def submit_one(self, mod):
        fut: Future = Future()
        with self.lock:
            if mod in self.held:
                self.waiting[mod] = fut
                return fut
        fut.set_result(SimpleNamespace(error_msg=None, artifact_path=mod))
        return fut

    def release(self, mod) -> None:
        with self.lock:
            self.held.discard(mod)
            fut = self.waiting.pop(mod, None)
        if fut is not None:
            fut.set_result(SimpleNamespace(error_msg=None, artifact_path=mod))


class Runner:
    def __init__(self) -> None:
        self.measured: list = []

    def run(self, inputs):
        (path, _dev), = inputs
        self.measured.append(path)
        secs = [1e-3 * (1 + path[2])]
        return [SimpleNamespace(result=lambda: SimpleNamespace(run_secs=secs, error_msg=None))]


class Ctx(FakeTuneContext):
    """Says when a search starts; with ``on_search``, calls it before the search's candidates come back."""

    def __init__(self, name: str, batch: int, on_search=None) -> None:
        super().__init__(name, batch)
        self.on_search = on_search

    def candidates(self, k):
        if self.on_search is not None:
            self.on_search(k)
        return super().candidates(k)


class CostModel(FakeCostModel):
    def __init__(self) -> None:
        self.updates: list[list[str]] = []

    def update(self, ctx, cands, results):
        self.updates.append([c.sch.trace for c in cands])


def run_loop(straggler_wait, held: set, batches: int = 3, batch: int = 8, release_at_search: int = 1):
    """One task of ``batches`` batches of ``batch`` in TVM's order (every batch fresh), pipelined; the ``held``
    candidates are released when search ``release_at_search`` starts (the search after the one of their batch).
    Returns what the loop, the database, the cost model and on_batch saw."""
    from tvm_patches.pipeline import Task, TaskLoop

    builder = HeldBuilder(held)
    searches: list[tuple[int, int]] = []  # (search, updates of the cost model when it started)
    model = CostModel()

    def on_search(k: int) -> None:
        searches.append((k, len(model.updates)))
        if k == release_at_search:
            for m in held:
                builder.release(m)

    ctx = Ctx("c", batch, on_search)
    db = FakeDatabase()
    seen: list = []
    task = Task(ctx, db, model, batches * batch, name="c", fresh_batches=batches, on_batch=seen.append)
    loop = TaskLoop([task], builder, Runner(), num_trials_per_iter=batch, pipeline=True, straggler_wait=straggler_wait)
    # only if the loop waits for the stragglers before the next search (a bug, which the assertions then show): a
    # search that would release them never comes, and this ends the wait instead of a hang
    unhang = threading.Timer(HANG_S, lambda: [builder.release(m) for m in list(held)])
    unhang.daemon = True
    unhang.start()
    try:
        with _plain_tvm_inputs():
            loop.run()
    finally:
        unhang.cancel()
    return SimpleNamespace(loop=loop, db=db, model=model, batches=seen, searches=searches, ctx=ctx)


def test_the_next_search_starts_while_a_straggler_compiles_and_the_straggler_is_joined_with_the_next_batch(
        monkeypatch):
    import tvm_patches.pipeline as pipeline

    monkeypatch.setattr(pipeline, "STRAGGLER_FLOOR_S", 0.0)
    straggler = ("c", 0, 5)
    out = run_loop(2.0, {straggler})
    # batch 2 was searched after batch 1's 7 other candidates reached the cost model, not the straggler
    assert out.searches[1] == (1, 1) and len(out.model.updates[0]) == 7 and "c0.5" not in out.model.updates[0]
    # the straggler joined before batch 2's candidates (its batch's place), then batch 2 whole, before search 3
    assert out.model.updates[1] == ["c0.5"] and len(out.model.updates[2]) == 8 and out.searches[2] == (2, 3)
    traces = [r[0] for r in out.db.records]
    assert traces[:8] == [f"c0.{i}" for i in (0, 1, 2, 3, 4, 6, 7, 5)]  # the database: in the order joined
    assert traces[8:] == [f"c1.{i}" for i in range(8)] + [f"c2.{i}" for i in range(8)]
    first = out.batches[0]
    assert (first.index, first.candidates, first.deferred, first.cut) == (0, 8, 1, None)
    assert first.run_secs == [[1e-3 * (1 + i)] for i in (0, 1, 2, 3, 4, 6, 7, 5)]  # the records' order
    assert [b.deferred for b in out.batches] == [1, 0, 0] and out.loop.tasks[0].joined == 3
    assert out.ctx.notified[0] == [[1e-3 * (1 + i)] for i in (0, 1, 2, 3, 4, 6, 7)] and out.ctx.notified[1] == [[6e-3]]


def test_without_straggler_wait_the_join_waits_for_every_candidate():
    """straggler_wait None (TVM's way): search 2 starts after the whole of batch 1; held candidates released by a
    search that comes only after their join would hang the loop, so they are released by the first search."""
    out = run_loop(None, {("c", 0, 5)}, release_at_search=0)
    assert out.searches[1] == (1, 1) and len(out.model.updates[0]) == 8
    assert [b.deferred for b in out.batches] == [0, 0, 0]


def test_the_rule_leaves_at_most_an_eighth_of_a_batch_behind_only_while_it_compiles_and_the_task_goes_on(
        monkeypatch):
    """TaskLoop._straggler_wait_left on a batch of 16 built in 1 s each, its last measurement 10 s ago."""
    import time

    import tvm_patches.pipeline as pipeline
    from tvm_patches.pipeline import Task, TaskLoop, _InFlight

    task = Task(Ctx("c", 16), FakeDatabase(), CostModel(), 64, name="c")
    loop = TaskLoop([task], HeldBuilder(set()), Runner(), num_trials_per_iter=16, pipeline=True, straggler_wait=2.0)

    def flight(pending: int, built: int = 0, running: int = 0, since_s: float = 10.0):
        f = _InFlight(task, 0, list(range(16)), 0.0, results=[object()] * (16 - pending) + [None] * pending,
                      builder_results=[object()] * (16 - pending + built) + [None] * (pending - built),
                      build_walls=[1.0] * (16 - pending), running=running)
        f.last_measured_at = time.perf_counter() - since_s
        return f

    assert loop._straggler_wait_left(flight(2)) == pytest.approx(2.0 - 10.0, abs=0.5)  # 2 x the median build
    assert loop._straggler_wait_left(flight(1, since_s=0.0)) == pytest.approx(2.0, abs=0.5)  # not yet
    assert loop._straggler_wait_left(flight(3)) is None  # more than 16 // 8
    assert loop._straggler_wait_left(flight(0)) is None  # nothing left behind: the join takes the batch
    assert loop._straggler_wait_left(flight(2, built=1)) is None  # one is built: on its way to the runner
    assert loop._straggler_wait_left(flight(2, running=1)) is None  # one on the runner now
    monkeypatch.setattr(pipeline, "STRAGGLER_FLOOR_S", 30.0)
    assert loop._straggler_wait_left(flight(2)) == pytest.approx(30.0 - 10.0, abs=0.5)  # the floor
    cut = flight(2)
    cut.cut = "budget"
    assert loop._straggler_wait_left(cut) is None  # a cut batch is joined with what was measured
    task.submitted = 64  # the task's last batch is searched: no search to start sooner
    assert loop._straggler_wait_left(flight(2)) is None
    assert TaskLoop([task], None, None, pipeline=False, straggler_wait=2.0).straggler_wait is None  # sequential


def test_the_last_batch_is_joined_whole():
    """No search comes after the last batch: its join waits for its straggler (released once the loop waits)."""
    from reliability_fixtures import wait_for

    import tvm_patches.pipeline as pipeline
    from tvm_patches.pipeline import Task, TaskLoop

    mp = pytest.MonkeyPatch()
    mp.setattr(pipeline, "STRAGGLER_FLOOR_S", 0.0)
    straggler = ("c", 1, 3)
    builder = HeldBuilder({straggler})
    model = CostModel()
    task = Task(Ctx("c", 8), FakeDatabase(), model, 16, name="c", fresh_batches=2)
    loop = TaskLoop([task], builder, Runner(), num_trials_per_iter=8, pipeline=True, straggler_wait=2.0)
    releaser = threading.Thread(target=lambda: (wait_for(lambda: loop._joining and loop._joining[0].index == 1,
                                                         "the loop waiting for batch 2"),
                                                builder.release(straggler)), daemon=True)
    releaser.start()
    try:
        with _plain_tvm_inputs():
            loop.run()
    finally:
        mp.undo()
    assert [len(u) for u in model.updates] == [8, 8]


def test_straggler_wait_must_be_positive():
    from tvm_patches.pipeline import TaskLoop

    with pytest.raises(ValueError, match="straggler_wait must be > 0"):
        TaskLoop([], None, None, straggler_wait=0.0)


def test_a_second_signal_at_the_end_of_a_join_without_stragglers_keeps_the_batch(monkeypatch):
    """stopping.deferred raises Interrupted (a KeyboardInterrupt) as the commit guard ends, after the join of a batch
    without its straggler committed: the batch goes back to the loop's flights, so the stop cuts it and the final
    joins tell on_batch of every record committed."""
    import tvm_patches.pipeline as pipeline
    from tvm_patches.pipeline import Task, TaskLoop

    monkeypatch.setattr(pipeline, "STRAGGLER_FLOOR_S", 0.0)
    straggler = ("c", 0, 5)
    builder = HeldBuilder({straggler})
    db, seen, calls = FakeDatabase(), [], [0]

    @contextlib.contextmanager
    def guard():  # the first commit (the partial join) ends with a deferred second signal
        calls[0] += 1
        first = calls[0] == 1
        yield
        if first:
            raise KeyboardInterrupt

    task = Task(Ctx("c", 8), db, CostModel(), 24, name="c", fresh_batches=3, on_batch=seen.append)
    loop = TaskLoop([task], builder, Runner(), num_trials_per_iter=8, pipeline=True, straggler_wait=2.0,
                    commit_guard=guard)
    try:
        with _plain_tvm_inputs(), pytest.raises(KeyboardInterrupt):
            loop.run()
    finally:
        builder.release(straggler)
    assert len(db.records) == 7  # batch 1 without its straggler was committed
    # every record committed reaches on_batch (Progress, runs.json's batches, best_gflops)
    assert sum(len(b.run_secs) for b in seen) == len(db.records)


def _flight(task, index, n=8, pending=1):
    from tvm_patches.pipeline import _InFlight

    ok = SimpleNamespace(run_secs=[1e-3], error_msg=None)
    built = SimpleNamespace(error_msg=None, artifact_path=None)
    cands = [SimpleNamespace(sch=SimpleNamespace(mod=(task.name, index, i), trace=f"{task.name}{index}.{i}"),
                             args_info=[]) for i in range(n)]
    f = _InFlight(task, index, cands, 0.0, results=[ok] * (n - pending) + [None] * pending,
                  builder_results=[built] * (n - pending) + [None] * pending, build_walls=[0.0] * (n - pending),
                  stopped=[False] * n, future=Future())
    f.last_measured_at = time.perf_counter() - 10.0
    return f


def test_a_batch_joined_without_its_stragglers_goes_back_before_its_own_later_batch(monkeypatch):
    """search_slots > 1, lag 1: while task A's batch k is joined without its straggler, task B's turn (another
    thread) joins B's batch listed before it and hands over a new one; A's batch k goes back before A's batch k+1,
    not at its old index, so that its straggler is joined first (the database's order, the stopped positions)."""
    import tvm_patches.pipeline as pipeline
    from tvm_patches.pipeline import Task, TaskLoop

    monkeypatch.setattr(pipeline, "STRAGGLER_FLOOR_S", 0.0)

    class Model:
        def update(self, ctx, cands, results):  # B's thread meanwhile, while A's batch is joined
            with loop._flights_lock:
                loop._flights.remove(b0)
                loop._flights.append(b2)

    a = Task(FakeTuneContext("a", 8), FakeDatabase(), Model(), 64, name="a", lag=1, searched=2, submitted=16)
    b = Task(FakeTuneContext("b", 8), FakeDatabase(), CostModel(), 64, name="b", lag=1, searched=3, submitted=24)
    loop = TaskLoop([a, b], HeldBuilder(set()), Runner(), num_trials_per_iter=8, pipeline=True, search_slots=2,
                    straggler_wait=2.0)
    b0, ak, ak1, b1, b2 = _flight(b, 0, pending=0), _flight(a, 0), _flight(a, 1), _flight(b, 1), _flight(b, 2)
    loop._flights = deque([b0, ak, ak1, b1])
    with _plain_tvm_inputs():
        loop._join(ak)
    assert ak.joined_order  # joined without its straggler
    order = list(loop._flights)
    assert order.index(ak) < order.index(ak1), [(f.task.name, f.index) for f in order]
