"""TaskLoop's ``search_slots``: several tasks take their turn (join what is due, search, hand the batch
over) at once, each in a thread of its own, so that a task waiting for its own batch holds no other
task's search. Fakes for TVM's parts; the waits are on events (a missing overlap times out), not on
timings."""

from __future__ import annotations

import threading
from types import SimpleNamespace

import pytest
from helpers import FakeCostModel, FakeDatabase, FakeTuneContext

WAIT_S = 2.0  # how long a fake waits for what it expects before it records that it did not come


class _Log:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.log: list[tuple[str, str]] = []
        self.events: dict[tuple[str, str], threading.Event] = {}

    def add(self, what: str, key: str) -> None:
        with self.lock:
            self.log.append((what, key))
            self.events.setdefault((what, key), threading.Event()).set()

    def wait(self, what: str, key: str) -> bool:
        with self.lock:
            ev = self.events.setdefault((what, key), threading.Event())
        return ev.wait(WAIT_S)

    def pos(self, what: str, key: str) -> int:
        return self.log.index((what, key))


def _loop(slots: int, batches: int = 3, batch: int = 2, build_waits_for: dict[str, tuple[str, str]] | None = None,
          search_waits_for: dict[str, tuple[str, str]] | None = None, tasks: tuple[str, ...] = ("a", "b")):
    """Tasks of ``batches`` batches of ``batch`` candidates through fakes that log ("search", "a:0"),
    ("built", "a:0|1"), ("ran", "a:0"), ("join", "a:0"); the builder has 4 workers (``submit_one``).
    build_waits_for: {"a:0": (what, key)}: that batch's first candidate's build waits for that event and
    logs ("came"/"did not come", "a:0"). search_waits_for: the same for a search (its key the batch it is
    about to return)."""
    from concurrent.futures import ThreadPoolExecutor

    import tvm.s_tir.meta_schedule.builder as msb
    import tvm.s_tir.meta_schedule.database as msd

    from tvm_patches.pipeline import Task, TaskLoop

    log = _Log()

    class Ctx(FakeTuneContext):
        def candidates(self, k):
            key = f"{self.name}:{k}"
            log.add("search", key)
            if key in (search_waits_for or {}):
                log.add("came" if log.wait(*search_waits_for[key]) else "did not come", key)
            return [SimpleNamespace(sch=SimpleNamespace(mod=f"{key}|{i}", trace=f"{key}|{i}"), args_info=[])
                    for i in range(batch)]

        def notify_runner_results(self, cands, results):
            log.add("join", cands[0].sch.mod.partition("|")[0])

    class Builder:
        max_workers = 4

        def __init__(self) -> None:
            self.pool = ThreadPoolExecutor(max_workers=self.max_workers)

        def begin_batch(self):
            pass

        def submit_one(self, mod):
            def one():
                key = mod.partition("|")[0]
                if mod.endswith("|0") and key in (build_waits_for or {}):
                    log.add("came" if log.wait(*build_waits_for[key]) else "did not come", key)
                log.add("built", mod)
                return SimpleNamespace(error_msg=None, artifact_path=None)

            return self.pool.submit(one)

    class Runner:
        def run(self, inputs):
            ((path, _),) = inputs
            return [SimpleNamespace(result=lambda: SimpleNamespace(run_secs=[1e-4], error_msg=None))]

    def measure(self, flight, i, b, device_type):  # TaskLoop._measure without TVM's RunnerResult
        key = f"{flight.task.name}:{flight.index}"
        flight.results[i] = SimpleNamespace(run_secs=[1e-4], error_msg=None)
        flight.measured += 1
        if flight.measured == len(flight.candidates):
            log.add("ran", key)
        return 0.0

    records: list = []

    mp = pytest.MonkeyPatch()
    mp.setattr(msb, "BuilderInput", lambda mod, target: mod)
    mp.setattr(msd, "TuningRecord", lambda trace, wl, secs, target, args: trace)
    mp.setattr(TaskLoop, "_measure", measure)
    try:
        n = TaskLoop([Task(Ctx(t), FakeDatabase(records), FakeCostModel(), batches * batch, name=t, fresh_batches=batches) for t in tasks],
                     Builder(), Runner(), num_trials_per_iter=batch, pipeline=True, search_slots=slots).run()
    finally:
        mp.undo()
    return log, n, records


@pytest.mark.parametrize("slots", [1, 2])
def test_a_task_waiting_for_its_batch_holds_no_other_tasks_search_with_two_slots(slots):
    # a's first batch is built only once b has started searching its second: in turn (one slot), b's
    # turn comes after a has joined its first batch, so a's batch waits in vain
    log, n, records = _loop(slots, build_waits_for={"a:0": ("search", "b:1")})
    assert n == [6, 6] and len(records) == 12
    assert (("came" if slots == 2 else "did not come"), "a:0") in log.log, log.log
    if slots == 2:
        assert log.pos("search", "b:1") < log.pos("join", "a:0")


@pytest.mark.parametrize("slots", [1, 2])
def test_two_slots_search_two_tasks_at_once(slots):
    # a's second search returns only once b's second search has started
    log, n, _ = _loop(slots, search_waits_for={"a:1": ("search", "b:1")})
    assert n == [6, 6]
    assert (("came" if slots == 2 else "did not come"), "a:1") in log.log, log.log


@pytest.mark.parametrize("slots", [1, 2, 3])
def test_each_task_still_joins_its_batches_in_order_before_it_searches_again(slots):
    log, n, records = _loop(slots, batches=4, tasks=("a", "b", "c"))
    assert n == [8, 8, 8] and len(records) == 24
    for t in "abc":
        for k in range(3):  # fresh batches: TVM's order within each task, whatever the slots
            assert log.pos("join", f"{t}:{k}") < log.pos("search", f"{t}:{k + 1}")
        assert [r for r in records if r.startswith(t)] == [f"{t}:{k}|{i}" for k in range(4) for i in range(2)]
    if slots == 1:  # in turn: TVM's round robin, a b c a b c ...
        assert [k for w, k in log.log if w == "search"] == [f"{t}:{k}" for k in range(4) for t in "abc"]


def test_several_search_slots_need_a_pipelined_loop():
    from tvm_patches.pipeline import TaskLoop

    with pytest.raises(ValueError, match="search_slots 2"):
        TaskLoop([], None, None, pipeline=False, search_slots=2)
    with pytest.raises(ValueError, match="search_slots 0"):
        TaskLoop([], None, None, search_slots=0)


def test_a_turn_that_raises_ends_the_loop_with_its_error_after_the_turn_beside_it():
    import tvm.s_tir.meta_schedule.builder as msb

    from tvm_patches.pipeline import Task, TaskLoop

    class Ctx(FakeTuneContext):
        def __init__(self, name: str, fail: bool) -> None:
            super().__init__(name)
            self.fail, self.posted = fail, False

        def post_tuning(self):
            self.posted = True

        def generate_measure_candidates(self):
            if self.fail:
                raise RuntimeError(f"search of {self.name} failed")
            return None  # the other task's space is exhausted at once

    ctxs = [Ctx("a", True), Ctx("b", False)]
    mp = pytest.MonkeyPatch()
    mp.setattr(msb, "BuilderInput", lambda mod, target: mod)
    try:
        with pytest.raises(RuntimeError, match="search of a failed"):
            TaskLoop([Task(c, None, None, 4, name=c.name) for c in ctxs], None, None, num_trials_per_iter=2,
                     search_slots=2).run()
    finally:
        mp.undo()
    assert all(c.posted for c in ctxs)  # post_tuning for every task, as when one turn at a time raises
