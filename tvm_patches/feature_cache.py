"""The cost model's features of a candidate computed once per tuning run, not once per generation.

Why: TVM's XGBoost cost model (s_tir/meta_schedule/cost_model/xgb_model.py) extracts each candidate's
per-store features (``PerStoreFeature.extract_from``: the module lowered and walked) every time it scores
or learns from it. The evolutionary search scores its whole population in each of its generations
(evolutionary_search.cc, ``EvolveWithCostModel``: ``genetic_num_iters`` + 1 predictions), and a
generation keeps part of the one before unchanged (candidates not drawn for mutation, mutations that
failed and reused their parent, the best measured candidates of each search's initial population), and
the measured batch is extracted once more to train on. In a CUDA conv2d search with a trained model
(case1, population 128, benchmarks/feature_cache.py), 35-40 % of the extractions were of modules
extracted before, and extraction was most of the model's share of the search.

What: :class:`CachedFeatures` wraps the model's extractor. Candidates are keyed by their module's
structural hash (what MetaSchedule's module equality and pipeline.module_key use); only the candidates
not seen before are handed to the wrapped extractor, in one call as before, and every candidate gets the
features its module was given the first time. The features are a function of the module and the tuning
context's target alone, and a cost model belongs to one task, so the scores and the training data are
the same as without the cache. :func:`install` puts it on a model that has an ``extractor`` attribute
(TVM's XGBoost and MLP models); the cache holds at most ``max_entries`` modules and forgets the oldest.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

# a trained search of a population of 128 extracts ~350 new modules; its repeats come from its own generations and
# from the searches just before (the measured batch, the best measured in the next initial population), so a few
# searches' worth is kept: a few MB a task, where several cases tune in one process
MAX_ENTRIES = 4096


class CachedFeatures:
    """A feature extractor that extracts each module once (see the module docstring). ``hits`` and
    ``misses`` count candidates."""

    def __init__(self, inner: Any, max_entries: int = MAX_ENTRIES) -> None:
        if max_entries < 1:
            raise ValueError(f"max_entries must be >= 1, got {max_entries}")
        self.inner = inner
        self.max_entries = max_entries
        self._features: OrderedDict[int, Any] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def extract_from(self, context: Any, candidates: list[Any]) -> list[Any]:
        """The features of each candidate, as the wrapped extractor gives them, in order."""
        import tvm_ffi

        keys = [int(tvm_ffi.structural_hash(c.sch.mod)) for c in candidates]
        todo: dict[int, int] = {}  # key -> position of its first candidate not cached
        for i, key in enumerate(keys):
            if key not in self._features and key not in todo:
                todo[key] = i
        if todo:
            fresh = list(self.inner.extract_from(context, [candidates[i] for i in todo.values()]))
            if len(fresh) != len(todo):
                raise RuntimeError(f"the feature extractor returned {len(fresh)} results for {len(todo)} candidates")
            for key, features in zip(todo, fresh):
                self._features[key] = features
        out = []
        for key in keys:
            out.append(self._features[key])
            self._features.move_to_end(key)
        self.misses += len(todo)
        self.hits += len(keys) - len(todo)
        while len(self._features) > self.max_entries:
            self._features.popitem(last=False)
        return out


def install(cost_model: Any, max_entries: int = MAX_ENTRIES) -> CachedFeatures | None:
    """Wrap the model's ``extractor`` in a :class:`CachedFeatures` (once); None for a model without one."""
    inner = getattr(cost_model, "extractor", None)
    if inner is None:
        return None
    if isinstance(inner, CachedFeatures):
        return inner
    cached = CachedFeatures(inner, max_entries)
    cost_model.extractor = cached
    return cached
