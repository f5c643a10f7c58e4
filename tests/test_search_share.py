"""A search and the builds beside it (tvm_patches.pipeline.TaskLoop): a task's first searches, which draw at random,
do not wait for the batch before them (``random_searches``); each search's hook hears which batch it is, how many it
is for, and whether any candidate is still building.

The builder is a fake whose candidates are built when the test releases them; every wait is for an event."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from types import SimpleNamespace

from helpers import FakeCostModel, FakeDatabase, FakeTuneContext
from reliability_fixtures import HANG_S
from test_tune_progress import _plain_tvm_inputs


class HeldBuilder:
    """A gated builder (begin_batch/submit_one) of ``max_workers`` workers: the candidates of the batches in ``held``
    are built when the test releases them (:meth:`release_all`), the others at once."""

    def __init__(self, held_batches: set[int], max_workers: int = 4) -> None:
        self.held_batches, self.max_workers = held_batches, max_workers
        self.compiling: dict = {}  # held candidates submitted, not yet released
        self.lock = threading.Condition()

    def begin_batch(self) -> None:
        pass

    def submit_one(self, mod):
        fut: Future = Future()
        with self.lock:
            held = mod[1] in self.held_batches
            if held:
                self.compiling[mod] = fut
        if not held:
            fut.set_result(SimpleNamespace(error_msg=None, artifact_path=mod))
        return fut

    def release_all(self, hold_more: bool = True) -> None:
        """Build every held candidate compiling now; without ``hold_more``, those submitted later too."""
        with self.lock:
            done, self.compiling = list(self.compiling.items()), {}
            if not hold_more:
                self.held_batches = set()
        for mod, fut in done:
            fut.set_result(SimpleNamespace(error_msg=None, artifact_path=mod))


class Runner:
    def run(self, inputs):
        return [SimpleNamespace(result=lambda: SimpleNamespace(run_secs=[1e-3], error_msg=None))]


class Ctx(FakeTuneContext):
    def __init__(self, name: str, batch: int, on_search) -> None:
        super().__init__(name, batch)
        self.on_search = on_search

    def candidates(self, k):
        self.on_search(k)
        return super().candidates(k)


class CostModel(FakeCostModel):
    def __init__(self) -> None:
        self.updates = 0

    def update(self, ctx, cands, results):
        self.updates += 1


def run(random_searches: int, batches: int = 3, batch: int = 8,
        during_search_1=None, trials: int | None = None, builder: HeldBuilder | None = None):
    """One task, pipelined, batch 0 held until search 1 starts (then ``during_search_1``, else every held candidate
    released). Returns (searches as (k, cost-model updates when it started), builder, hook's turns)."""
    from tvm_patches.pipeline import Task, TaskLoop

    builder = builder or HeldBuilder({0})
    model = CostModel()
    searches: list[tuple[int, int]] = []
    turns: list = []

    def on_search(k: int) -> None:
        searches.append((k, model.updates))
        if k == 1:
            (during_search_1 or (lambda: builder.release_all(hold_more=False)))()

    task = Task(Ctx("c", batch, on_search), FakeDatabase(), model, trials or batches * batch, name="c",
                fresh_batches=batches, random_searches=random_searches, before_search=turns.append)
    loop = TaskLoop([task], builder, Runner(), num_trials_per_iter=batch, pipeline=True)
    # only if search 1 waited for batch 0's join (a bug the assertions then show): the release never comes
    unhang = threading.Timer(HANG_S, builder.release_all)
    unhang.daemon = True
    unhang.start()
    try:
        with _plain_tvm_inputs():
            loop.run()
    finally:
        unhang.cancel()
    return searches, builder, turns


def test_a_search_that_draws_at_random_does_not_wait_for_the_batch_before():
    """random_searches 2: search 1 starts while batch 0 still compiles (nothing joined); search 2, the first that
    ranks, only after batches 0 and 1 were joined."""
    searches, _, _ = run(random_searches=2)
    assert searches == [(0, 0), (1, 0), (2, 2)]


def test_every_batch_before_the_first_search_that_ranks_is_joined_before_it():
    """random_searches 3 (a batch of 40 against 100 warm-up samples): searches 1 and 2 start without a join, search 3
    only after batches 0, 1 and 2 were joined, whatever the lag after the fresh batches."""
    searches, _, _ = run(random_searches=3, batches=4)
    assert searches == [(0, 0), (1, 0), (2, 0), (3, 3)]


def test_without_random_searches_each_of_the_fresh_batches_is_joined_before_the_next_search():
    from tvm_patches.pipeline import Task, TaskLoop

    builder, model, searches = HeldBuilder(set()), CostModel(), []
    task = Task(Ctx("c", 8, lambda k: searches.append((k, model.updates))), FakeDatabase(), model, 24, name="c",
                fresh_batches=3)
    with _plain_tvm_inputs():
        TaskLoop([task], builder, Runner(), num_trials_per_iter=8, pipeline=True).run()
    assert searches == [(0, 0), (1, 1), (2, 2)]


def test_the_hook_hears_each_search_its_batch_and_how_many_it_is_for():
    searches, _, turns = run(random_searches=0, trials=20, builder=HeldBuilder(set()))
    assert [(t.index, t.wanted, t.batch) for t in turns] == [(0, 8, 8), (1, 8, 8), (2, 4, 8)]
    assert all(t.builds_idle for t in turns)  # each batch built and joined before the next search (fresh batches)


def test_the_hook_hears_whether_a_candidate_is_still_building():
    """Search 1 starts while batch 0 is held in the builder; searches 0 and 2 find nothing building."""
    _, _, turns = run(random_searches=2)
    assert [t.builds_idle for t in turns] == [True, False, True]


