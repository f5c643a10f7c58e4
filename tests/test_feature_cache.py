"""The cost model's features extracted once per module (tvm_patches/feature_cache.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest


class CountingExtractor:
    """Features that name the module they were extracted from; each call's candidates recorded."""

    def __init__(self) -> None:
        self.calls: list[list[Any]] = []

    def extract_from(self, context: Any, candidates: list[Any]) -> list[Any]:
        self.calls.append([c.sch.mod for c in candidates])
        return [("features of", c.sch.mod.value) for c in candidates]


def cand(value: int) -> Any:
    import tvm

    return SimpleNamespace(sch=SimpleNamespace(mod=tvm.tirx.IntImm("int32", value)))


def test_each_module_is_extracted_once_and_every_candidate_gets_its_own_features():
    from tvm_patches.feature_cache import CachedFeatures

    inner = CountingExtractor()
    cache = CachedFeatures(inner)
    first = cache.extract_from(None, [cand(1), cand(2), cand(1)])
    assert first == [("features of", 1), ("features of", 2), ("features of", 1)]
    assert [[m.value for m in call] for call in inner.calls] == [[1, 2]]  # the repeat within the call too
    second = cache.extract_from(None, [cand(3), cand(2), cand(1), cand(3)])  # equal modules, new objects
    assert second == [("features of", 3), ("features of", 2), ("features of", 1), ("features of", 3)]
    assert [[m.value for m in call] for call in inner.calls] == [[1, 2], [3]]
    assert (cache.hits, cache.misses) == (4, 3)
    assert cache.extract_from(None, [cand(2)]) == [("features of", 2)] and len(inner.calls) == 2


def test_the_cache_forgets_the_least_recently_used_module_beyond_its_size():
    from tvm_patches.feature_cache import CachedFeatures

    inner = CountingExtractor()
    cache = CachedFeatures(inner, max_entries=2)
    cache.extract_from(None, [cand(1), cand(2)])
    cache.extract_from(None, [cand(1)])  # 1 used last: 2 is the oldest
    cache.extract_from(None, [cand(3)])
    cache.extract_from(None, [cand(1), cand(2)])
    assert [[m.value for m in call] for call in inner.calls] == [[1, 2], [3], [2]]
    with pytest.raises(ValueError, match=">= 1"):
        CachedFeatures(inner, max_entries=0)


def test_install_wraps_a_models_extractor_once_and_leaves_a_model_without_one():
    from tvm.s_tir import meta_schedule as ms

    from tvm_patches.feature_cache import CachedFeatures, install

    xgb = ms.cost_model.CostModel.create("xgb", num_tuning_cores=1)
    own = xgb.extractor
    cached = install(xgb)
    assert isinstance(cached, CachedFeatures) and xgb.extractor is cached and cached.inner is own
    assert install(xgb) is cached
    assert install(ms.cost_model.CostModel.create("random")) is None


def _search(cached: bool, batches: int = 2) -> tuple[list[list[int]], Any]:
    """A real search of a small GEMM for an H100 on one thread (deterministic), an XGBoost model that ranks
    after 16 measured candidates, made-up run times from each module's key; the module keys of each batch."""
    import numpy as np
    import tvm
    from tvm.s_tir import meta_schedule as ms
    from tvm.s_tir.meta_schedule.runner import RunnerResult

    from artifact.catalog import parse_shape
    from artifact.tuning import spaces, workloads
    from tests.helpers import CUDA_TARGET
    from tvm_patches.feature_cache import install
    from tvm_patches.pipeline import module_key
    from tvm_patches.tensor_intrin_cache import install as install_intrinsics

    install_intrinsics()
    np.random.seed(7)  # the model's scores below its warm-up samples: numpy's global generator
    case = parse_shape("gemm:M=128,N=128,K=128,layout=NN")
    ctx = ms.TuneContext(mod=tvm.IRModule({"main": workloads.prim_func(case)}),
                         target=tvm.target.Target(spaces.case_target(case, CUDA_TARGET)),
                         space_generator=spaces.space_generator(case, "cuda", "auto"),
                         search_strategy=ms.search_strategy.EvolutionarySearch(population_size=32,
                                                                               genetic_num_iters=2),
                         task_name="main", rand_state=7, num_threads=1)
    model = ms.cost_model.XGBModel(num_warmup_samples=16, num_tuning_cores=1)
    cache = install(model) if cached else None
    ctx.pre_tuning(max_trials=16 * batches, num_trials_per_iter=16, design_spaces=ctx.generate_design_space(),
                   database=ms.database.MemoryDatabase(), cost_model=model)
    keys = []
    for _ in range(batches):
        cands = list(ctx.generate_measure_candidates())
        batch = [module_key(c.sch.mod) for c in cands]
        results = [RunnerResult([1e-6 * (1 + k % 997)], None) for k in batch]
        ctx.notify_runner_results(cands, results)
        model.update(ctx, cands, results)
        keys.append(batch)
    ctx.post_tuning()
    return keys, cache


@pytest.mark.slow  # two real searches, about 12 s on one core
def test_a_search_with_the_cache_picks_the_same_candidates_as_without():
    """Same seed, one thread: the search is deterministic, so equal batches mean equal scores throughout."""
    plain, _ = _search(cached=False)
    cached, cache = _search(cached=True)
    assert cached == plain and all(len(b) == 16 for b in plain)
    assert cache.hits > 0 and cache.misses > 0  # the trained batch's generations repeated modules


def test_tune_caches_the_features_unless_the_setting_is_off():
    from tvm.s_tir import meta_schedule as ms

    from artifact.tuning.options import TuneOptions, parse_setting
    from artifact.tuning.tune import make_cost_model
    from tvm_patches.feature_cache import CachedFeatures

    assert isinstance(make_cost_model(ms, TuneOptions(), 8).extractor, CachedFeatures)
    assert parse_setting("feature_cache=false") == ("feature_cache", False)
    assert not isinstance(make_cost_model(ms, TuneOptions(feature_cache=False), 8).extractor, CachedFeatures)
