"""The evolutionary search's threads, chosen before each search: more while no candidate is building.

Why: the pipelined loop (tvm_patches/pipeline.py) searches a batch while the batch before builds, so a search's
threads share the CPUs with the build workers. But some searches run with nothing building: a run's first, and the
first search with a trained cost model, which waits for the batches before it to be joined (14-17 s on 4 threads for
case1 on a 16-CPU host, the run's longest wait). Those can take more threads without taking CPUs from a build.

What: TVM's search reads its threads from its TuneContext's ``num_threads`` at each of its parallel steps
(``SampleInitPopulation``, each generation's mutation, the cost model's feature extraction), and sizes its per-thread
state (random streams, module copies) to the context's threads once, in ``pre_tuning``. So the context is made with
the most threads any search will take, and :class:`SearchThreads`, called before each search with the loop's
:class:`~tvm_patches.pipeline.SearchTurn`, sets ``num_threads`` (through tvm-ffi's reflection setter, as
tvm_patches/generations.py sets the search's fields) to ``idle`` threads when no candidate is building, else to
``busy``. The cost model's XGBoost threads are its own (set when it is made) and do not change.
"""

from __future__ import annotations

from typing import Any

from .generations import reflected_field

THREADS = "num_threads"  # TuneContextNode's field (TVM 0.27)


def set_threads(ctx: Any, threads: int) -> None:
    """Set the TuneContext's ``num_threads``."""
    field = reflected_field(ctx, THREADS)
    if field is None:
        raise ValueError("the tune context has no num_threads field")
    field.setter(ctx, int(threads))


class SearchThreads:
    """Before each search: ``idle`` threads when no candidate of any batch is building (``turn.builds_idle``), else
    ``busy``. The context must have been made with at least ``max(busy, idle)`` threads (its search's per-thread state
    is sized to them). ``idle_searches`` counts the searches given ``idle`` threads."""

    def __init__(self, ctx: Any, busy: int, idle: int) -> None:
        if busy < 1 or idle < 1:
            raise ValueError(f"search threads must be >= 1, got busy {busy}, idle {idle}")
        if int(ctx.num_threads) < max(busy, idle):
            raise ValueError(f"the tune context has {ctx.num_threads} threads, fewer than the {max(busy, idle)} a "
                             "search may take: make it with that many")
        self.ctx, self.busy, self.idle = ctx, busy, idle
        self.idle_searches = 0

    def __call__(self, turn: Any) -> None:
        set_threads(self.ctx, self.idle if turn.builds_idle else self.busy)
        self.idle_searches += bool(turn.builds_idle)
