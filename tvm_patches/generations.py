"""Fewer generations of MetaSchedule's evolutionary search while its cost model scores at random.

Why: TVM's XGBoost cost model (s_tir/meta_schedule/cost_model/xgb_model.py, ``predict``) returns uniform
random scores until it has trained on ``num_warmup_samples`` (100) measured candidates, so a tuning run's
first two batches of 64 are searched with random scores. EvolutionarySearch (evolutionary_search.cc,
``EvolveWithCostModel``) still runs its ``genetic_num_iters`` (4) generations for them: every generation
mutates the whole population (each mutant replayed and post-processed, most of the search's CPU), and the
batch is picked from all generations by those random scores. Selection by random scores selects nothing,
so the extra generations only move the picks further from the initial population (the best measured
candidates and fresh random samples) at the cost of most of the search's CPU while the model is untrained.

What: :class:`UntrainedGenerations` is called before each search of a task. While the cost model would
score at random (:func:`scores_at_random`) it sets the strategy's ``genetic_num_iters`` to ``untrained``
(one generation: the picks are drawn from the initial population and its mutants, among them mutants of
the best measured candidates), and back to the strategy's own number once the model has trained. The
field is read at every search (``EvolveWithCostModel``), and set through tvm-ffi's reflection setter of
the field (:func:`set_generations`): no other state of the search changes. A strategy without the field
(not an evolutionary search) or a cost model that does not say when it is trained is left as it is.
"""

from __future__ import annotations

from typing import Any

FIELD = "genetic_num_iters"  # EvolutionarySearchNode's field (TVM 0.27)


def _field(strategy: Any) -> Any:
    info = getattr(type(strategy), "__tvm_ffi_type_info__", None)
    while info is not None:
        for f in info.fields:
            if f.name == FIELD:
                return f
        info = info.parent_type_info
    return None


def generations(strategy: Any) -> int | None:
    """The strategy's generations (``genetic_num_iters``), or None for a strategy without them."""
    return int(getattr(strategy, FIELD)) if _field(strategy) is not None else None


def set_generations(strategy: Any, value: int) -> bool:
    """Set the strategy's generations; False (nothing set) for a strategy without them."""
    field = _field(strategy)
    if field is None:
        return False
    if value < 0:
        raise ValueError(f"generations must be >= 0, got {value}")
    field.setter(strategy, int(value))
    return True


def scores_at_random(cost_model: Any) -> bool:
    """Whether the cost model predicts random scores now: TVM's XGBoost model below its warm-up samples (or
    untrained). False for a model that does not say."""
    warmup, size = getattr(cost_model, "num_warmup_samples", None), getattr(cost_model, "data_size", None)
    if warmup is None or size is None:
        return False
    return int(size) < int(warmup) or getattr(cost_model, "booster", True) is None


class UntrainedGenerations:
    """Before each search: ``untrained`` generations while the cost model scores at random, the strategy's
    own afterwards. ``searched_untrained`` counts the searches made with ``untrained``."""

    def __init__(self, strategy: Any, cost_model: Any, untrained: int) -> None:
        own = generations(strategy)
        if own is None:
            raise ValueError("the search strategy has no generations (not an evolutionary search)")
        if untrained < 0:
            raise ValueError(f"generations must be >= 0, got {untrained}")
        self.strategy, self.cost_model = strategy, cost_model
        self.own, self.untrained = own, untrained
        self.searched_untrained = 0

    def __call__(self) -> None:
        at_random = scores_at_random(self.cost_model)
        set_generations(self.strategy, self.untrained if at_random else self.own)
        self.searched_untrained += at_random
