"""The evolutionary search's generations while its cost model scores at random (tvm_patches/generations.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest


def test_the_generations_of_a_real_search_are_set_and_read_back():
    from tvm.s_tir import meta_schedule as ms

    from tvm_patches.generations import EPS_GREEDY, GENERATIONS, generations, set_field

    es = ms.search_strategy.EvolutionarySearch(population_size=128)
    assert generations(es) == 4  # TVM's default
    assert set_field(es, GENERATIONS, 1) and es.genetic_num_iters == 1 and generations(es) == 1
    assert es.population_size == 128 and es.eps_greedy == pytest.approx(0.05)  # nothing else changed
    assert set_field(es, EPS_GREEDY, 0) and es.eps_greedy == 0.0 and es.genetic_num_iters == 1
    with pytest.raises(ValueError, match=">= 0"):
        set_field(es, GENERATIONS, -1)
    replay = ms.search_strategy.ReplayTrace()
    assert generations(replay) is None and not set_field(replay, GENERATIONS, 1)


def test_tvms_xgboost_model_scores_at_random_until_it_has_its_warmup_samples():
    """The attributes read are those of TVM's XGBModel, whose predict() is random below num_warmup_samples."""
    from tvm.s_tir import meta_schedule as ms

    from tvm_patches.generations import scores_at_random

    xgb = ms.cost_model.CostModel.create("xgb", num_tuning_cores=1)
    assert (xgb.data_size, xgb.num_warmup_samples, xgb.booster) == (0, 100, None)
    assert scores_at_random(xgb)
    assert scores_at_random(SimpleNamespace(data_size=99, num_warmup_samples=100, booster=object()))
    assert not scores_at_random(SimpleNamespace(data_size=100, num_warmup_samples=100, booster=object()))
    assert scores_at_random(SimpleNamespace(data_size=128, num_warmup_samples=100, booster=None))  # not trained
    assert not scores_at_random(ms.cost_model.CostModel.create("random"))  # says nothing: left as it is


def test_untrained_generations_switch_back_to_the_searchs_own_once_the_model_has_trained():
    from tvm.s_tir import meta_schedule as ms

    from tvm_patches.generations import UntrainedGenerations
    from tvm_patches.pipeline import SearchTurn

    es = ms.search_strategy.EvolutionarySearch(population_size=128, genetic_num_iters=3)
    model = SimpleNamespace(data_size=0, num_warmup_samples=100, booster=None)
    hook = UntrainedGenerations(es, model, 1)
    seen = []
    for size in (0, 64, 128, 192):
        model.data_size, model.booster = size, (object() if size >= 100 else None)
        hook(SearchTurn(size // 64, 64, 64))
        seen.append((es.genetic_num_iters, es.eps_greedy))
    assert seen == [(1, 0.0), (1, 0.0), (3, pytest.approx(0.05)), (3, pytest.approx(0.05))]
    assert hook.searched_untrained == 2
    with pytest.raises(ValueError, match="not an evolutionary search"):
        UntrainedGenerations(ms.search_strategy.ReplayTrace(), model, 1)


def test_the_lean_sizing_searches_one_generation_while_untrained_and_all_cpus_as_tvm():
    from artifact.tuning.options import LEAN_UNTRAINED_GENERATIONS, TuneOptions
    from artifact.tuning.tune import untrained_generations

    assert untrained_generations(TuneOptions()) == LEAN_UNTRAINED_GENERATIONS == 1
    assert untrained_generations(TuneOptions(sizing="all-cpus")) is None  # TVM's own generations
    assert untrained_generations(TuneOptions(scheduler="stock")) is None
    assert untrained_generations(TuneOptions(sizing="all-cpus", untrained_generations=2)) == 2


def test_a_search_for_a_cases_last_few_trials_runs_the_remainder_generations():
    """A search that is to give at most the batch's epsilon-greedy share (64 x 5 % = 3) of trials, such as the last
    one after a batch came out short, runs ``remainder`` generations once the model is trained; a larger last batch,
    and every search without ``remainder``, runs the strategy's own; while untrained, the untrained ones."""
    from tvm.s_tir import meta_schedule as ms

    from tvm_patches.generations import UntrainedGenerations
    from tvm_patches.pipeline import SearchTurn

    es = ms.search_strategy.EvolutionarySearch(population_size=128, genetic_num_iters=4)
    model = SimpleNamespace(data_size=192, num_warmup_samples=100, booster=object())
    hook = UntrainedGenerations(es, model, 1, remainder=2)
    seen = []
    for wanted in (64, 3, 1, 4, 36):
        hook(SearchTurn(4, wanted, 64))
        seen.append(es.genetic_num_iters)
    assert seen == [4, 2, 2, 4, 4]
    assert (hook.searched_remainder, hook.searched_untrained) == (2, 0)
    model.data_size, model.booster = 0, None
    hook(SearchTurn(0, 1, 64))
    assert es.genetic_num_iters == 1 and hook.searched_remainder == 2  # untrained first
    es = ms.search_strategy.EvolutionarySearch(population_size=128, genetic_num_iters=4)
    own = UntrainedGenerations(es, SimpleNamespace(data_size=192, num_warmup_samples=100, booster=object()), 1)
    own(SearchTurn(4, 1, 64))
    assert es.genetic_num_iters == 4
    with pytest.raises(ValueError, match=">= 0"):
        UntrainedGenerations(es, model, 1, remainder=-1)


def test_random_searches_counts_the_searches_before_the_model_has_its_warmup_samples():
    from tvm.s_tir import meta_schedule as ms

    from tvm_patches.generations import random_searches

    xgb = ms.cost_model.CostModel.create("xgb", num_tuning_cores=1)
    assert random_searches(xgb, 64) == 2  # 0 and 64 measured: random; 128: ranks
    assert random_searches(xgb, 100) == 1 and random_searches(xgb, 32) == 4
    assert random_searches(SimpleNamespace(data_size=64, num_warmup_samples=100), 64) == 1  # a resumed run
    assert random_searches(SimpleNamespace(data_size=300, num_warmup_samples=100), 64) == 0
    assert random_searches(ms.cost_model.CostModel.create("random"), 64) == 0  # says nothing


def test_the_remainder_rule_works_without_untrained_generations():
    """untrained None (sizing all-cpus) with a remainder: the search's own generations and epsilon-greedy share while
    the model scores at random, the remainder's for a case's last few trials once it ranks."""
    from tvm.s_tir import meta_schedule as ms

    from tvm_patches.generations import UntrainedGenerations
    from tvm_patches.pipeline import SearchTurn

    es = ms.search_strategy.EvolutionarySearch(population_size=128, genetic_num_iters=4)
    model = SimpleNamespace(data_size=0, num_warmup_samples=100, booster=None)
    hook = UntrainedGenerations(es, model, None, remainder=1)
    hook(SearchTurn(0, 2, 64))
    assert (es.genetic_num_iters, es.eps_greedy) == (4, pytest.approx(0.05)) and hook.searched_untrained == 0
    model.data_size, model.booster = 192, object()
    hook(SearchTurn(3, 2, 64))
    assert es.genetic_num_iters == 1 and hook.searched_remainder == 1
