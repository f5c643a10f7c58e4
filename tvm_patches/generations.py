"""One generation of MetaSchedule's evolutionary search, and no epsilon-greedy picks, while its cost model
scores at random.

Why: TVM's XGBoost cost model (s_tir/meta_schedule/cost_model/xgb_model.py, ``predict``) returns uniform
random scores until it has trained on ``num_warmup_samples`` (100) measured candidates, so a tuning run's
first two batches of 64 are searched with random scores. EvolutionarySearch (evolutionary_search.cc,
``EvolveWithCostModel``) still runs its ``genetic_num_iters`` (4) generations for them: every generation
mutates the whole population (each mutant replayed and post-processed, most of the search's CPU), and the
batch is picked from all generations by those random scores. Selection by random scores selects nothing,
so the extra generations only move the picks further from the initial population (the best measured
candidates and fresh random samples) at the cost of most of the search's CPU while the model is untrained.

The batch's epsilon-greedy share (``eps_greedy``, 5 %: ``PickWithEpsGreedy`` draws it from the initial
population's random samples, beside the best-scored ones) is random too while the scores are; with one
generation those samples are also half of what the scores rank, so an epsilon pick often repeats a
best-scored one and the batch comes out short (61-63 of 64 on a CUDA conv2d), which costs a whole extra
search to fill the trials.

What: :class:`UntrainedGenerations` is called before each search of a task. While the cost model would
score at random (:func:`scores_at_random`) it sets the strategy's ``genetic_num_iters`` to ``untrained``
(one generation: the picks are drawn from the initial population and its mutants, among them mutants of
the best measured candidates) and its ``eps_greedy`` to 0, and both back to the strategy's own once the
model has trained. The fields are read at every search (``EvolveWithCostModel``, ``PickWithEpsGreedy``) and
set through tvm-ffi's reflection setters (:func:`set_field`): no other state of the search changes. A
strategy without the fields (not an evolutionary search) or a cost model that does not say when it is
trained is left as it is.

A search for a task's last few trials (a batch came out short: an epsilon-greedy pick repeated a best-scored one)
evolves the whole population for those picks: with ``remainder``, such a search runs that many
generations instead (1 in the lean sizing: its picks are the best-scored of the initial population and its
mutants). :func:`random_searches` says how many of a task's first searches score at random whatever the loop
joins before them, so that the loop need not wait for those joins (tvm_patches/pipeline.py, ``random_searches``).
"""

from __future__ import annotations

import math
from typing import Any

GENERATIONS, EPS_GREEDY = "genetic_num_iters", "eps_greedy"  # EvolutionarySearchNode's fields (TVM 0.27)


def reflected_field(strategy: Any, name: str) -> Any:
    """The tvm-ffi field ``name`` of an object's type or its parents (its ``setter`` writes it), or None."""
    info = getattr(type(strategy), "__tvm_ffi_type_info__", None)
    while info is not None:
        for f in info.fields:
            if f.name == name:
                return f
        info = info.parent_type_info
    return None


def generations(strategy: Any) -> int | None:
    """The strategy's generations (``genetic_num_iters``), or None for a strategy without them."""
    return int(getattr(strategy, GENERATIONS)) if reflected_field(strategy, GENERATIONS) is not None else None


def set_field(strategy: Any, name: str, value: float) -> bool:
    """Set a field of the strategy (``genetic_num_iters``, ``eps_greedy``); False (nothing set) for a strategy
    without it."""
    field = reflected_field(strategy, name)
    if field is None:
        return False
    if value < 0:
        raise ValueError(f"{name} must be >= 0, got {value}")
    field.setter(strategy, int(value) if name == GENERATIONS else float(value))
    return True


def scores_at_random(cost_model: Any) -> bool:
    """Whether the cost model predicts random scores now: TVM's XGBoost model below its warm-up samples (or
    untrained). False for a model that does not say."""
    warmup, size = getattr(cost_model, "num_warmup_samples", None), getattr(cost_model, "data_size", None)
    if warmup is None or size is None:
        return False
    return int(size) < int(warmup) or getattr(cost_model, "booster", True) is None


class UntrainedGenerations:
    """Before each search: ``untrained`` generations and no epsilon-greedy picks while the cost model scores at
    random, the strategy's own afterwards (None: the strategy's own throughout). ``searched_untrained`` counts the
    searches made so.

    ``remainder``: the generations of a search that is to give at most a batch's epsilon-greedy share of trials
    (at least one; 3 of a batch of 64 at TVM's 5 %): the last trials of a task after a batch came out short (an
    epsilon-greedy pick repeating a best-scored one), and also a planned last batch that small or a resumed run
    with that few trials left. Its whole evolution would be spent on those few picks. None: the strategy's own.
    ``searched_remainder`` counts the searches made so."""

    def __init__(self, strategy: Any, cost_model: Any, untrained: int | None, remainder: int | None = None) -> None:
        own = generations(strategy)
        if own is None:
            raise ValueError("the search strategy has no generations (not an evolutionary search)")
        for value in (untrained, remainder):
            if value is not None and value < 0:
                raise ValueError(f"generations must be >= 0, got {value}")
        self.strategy, self.cost_model = strategy, cost_model
        self.own, self.own_eps, self.untrained, self.remainder = own, float(getattr(strategy, EPS_GREEDY)), untrained, remainder
        self.searched_untrained = self.searched_remainder = 0

    def is_remainder(self, turn: Any) -> bool:
        """Is the search of ``turn`` (tvm_patches.pipeline.SearchTurn) one for a remainder (see the class)?"""
        return self.remainder is not None and turn.wanted <= max(1, int(turn.batch * self.own_eps))

    def __call__(self, turn: Any) -> None:
        count, eps = self.own, self.own_eps
        if scores_at_random(self.cost_model):
            if self.untrained is not None:
                count, eps = self.untrained, 0.0
                self.searched_untrained += 1
        elif self.remainder is not None and self.is_remainder(turn):
            count = self.remainder
            self.searched_remainder += 1
        set_field(self.strategy, GENERATIONS, count)
        set_field(self.strategy, EPS_GREEDY, eps)


def random_searches(cost_model: Any, batch: int) -> int:
    """How many of a task's next searches draw at random whatever is joined before them: its cost model scores at
    random until it has ``num_warmup_samples`` measured candidates (TVM's XGBoost model), and each batch joined adds
    at most ``batch``. 0 for a model that does not say, or one trained already (a resumed run)."""
    warmup, size = getattr(cost_model, "num_warmup_samples", None), getattr(cost_model, "data_size", None)
    if warmup is None or size is None or batch < 1:
        return 0
    return max(0, math.ceil((int(warmup) - int(size)) / batch))
