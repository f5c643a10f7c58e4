"""Tuner profiles (artifact/tuning/options.py): the A/B switches of `artifact tune` as named profiles and
`--set KEY=VALUE`, TuneOptions the one owner of every default, `tune --help` short."""

from __future__ import annotations

import dataclasses
import re

import pytest

from artifact.errors import ArtifactError
from artifact.tuning.options import (
    PROFILES,
    TUNER_SETTINGS,
    TuneOptions,
    default_of,
    parse_setting,
    profile_settings,
    profiles_text,
    setting_args,
)
from artifact.tuning.tune import _check_options


@pytest.mark.parametrize("name", list(PROFILES))
def test_every_profile_is_a_valid_set_of_tuner_settings(name):
    settings = PROFILES[name].settings
    assert set(settings) <= set(TUNER_SETTINGS)
    assert all(settings[k] != default_of(k) for k in settings), "a profile changes what it names"
    _check_options(dataclasses.replace(TuneOptions(), **settings))


def test_each_former_switch_is_reached_through_a_profile():
    """The A/B arms the command line had as options, each now a profile's setting."""
    arms = {"--scheduler sequential": ("sequential", "scheduler", "sequential"),
            "--scheduler stock": ("stock", "scheduler", "stock"),
            "--evaluator tvm": ("tvm-evaluator", "evaluator", "tvm"),
            "--builder-pool per-batch": ("per-batch-builders", "builder_pool", "per-batch"),
            "--no-hold-builds": ("no-hold-builds", "hold_builds", False),
            "--no-overlap-batches": ("no-overlap-batches", "overlap_batches", False),
            "--runner-threads 0": ("runner-thread-pool", "runner_threads", 0),
            "--early-stop=0": ("no-early-stop", "early_stop", None),
            "--lag 0": ("tvm-order", "lag", 0),
            "--one-at-a-time": ("one-at-a-time", "interleave", False)}
    for arm, (profile, key, value) in arms.items():
        assert profile_settings(profile)[key] == value, arm


def test_set_types_each_value_as_its_field():
    assert parse_setting("lag=1") == ("lag", 1)
    assert parse_setting("lag=none") == ("lag", None)
    assert parse_setting("hold-builds=false") == ("hold_builds", False)
    assert parse_setting("early_stop=0") == ("early_stop", None)  # 0: off, as the former --early-stop=0
    assert parse_setting("early_stop=6") == ("early_stop", 6.0)
    assert parse_setting("scheduler=sequential") == ("scheduler", "sequential")
    with pytest.raises(ArtifactError, match="--set batch=none: batch takes an integer$"):
        parse_setting("batch=none")
    with pytest.raises(ArtifactError, match="lag takes an integer or none"):
        parse_setting("lag=x")
    with pytest.raises(ArtifactError, match="KEY a tuner setting"):
        parse_setting("trials=5")  # not a tuner setting: an option of its own


def test_profiles_then_settings_in_order():
    s = profile_settings("no-hold-builds,tvm-evaluator", ["hold_builds=true", "batch=32"])
    assert s == {"hold_builds": True, "evaluator": "tvm", "batch": 32}
    assert profile_settings(None) == {} and profile_settings("default") == {}
    with pytest.raises(ArtifactError, match="profiles tvm-order and search-ahead set lag two ways"):
        profile_settings("tvm-order,search-ahead")


def test_setting_args_give_a_child_every_tuner_setting():
    opts = TuneOptions(lag=1, early_stop=None, hold_builds=False, scheduler="sequential", search_threads=3,
                       interleave=False, cpu_servers=2, batch=8)
    args = setting_args(opts)
    assert args[::2] == ["--set"] * len(TUNER_SETTINGS)
    assert dataclasses.replace(TuneOptions(), **profile_settings(None, args[1::2])) == opts


def test_list_profiles_names_each_profile_and_setting(cli):
    r = cli("tune", "--list-profiles")
    assert r.exit_code == 0 and r.output.strip() == profiles_text()
    for name in PROFILES:
        assert re.search(rf"^  {re.escape(name)}\s", r.output, re.M), name
    for key in TUNER_SETTINGS:
        assert f"  {key}=" in r.output, key
    assert "  early_stop=4.0:" in r.output and "  lag=none:" in r.output


def test_tune_help_shows_the_few_options_a_user_needs(cli):
    text = cli("tune", "--help").output
    options = re.findall(r"^  (--[a-z-]+)", text, re.M)
    assert {"--case", "--trials", "--budget-s", "--space", "--gpus", "--profile", "--set"} <= set(options)
    assert len(options) <= 22, options
    for gone in ("--lag", "--scheduler", "--hold-builds", "--evaluator", "--builder-pool", "--batch", "--early-stop"):
        assert gone not in options


def test_tune_options_restate_no_default_of_tune_options():
    """Every option of `artifact tune` that fills a TuneOptions field leaves its default to TuneOptions."""
    from artifact.cli import tune_cmd

    fields = {f.name for f in dataclasses.fields(TuneOptions)}
    for p in tune_cmd.params:
        if p.name in fields and p.name not in ("gpu", "wait", "mixed_gpus"):  # shared with the other commands
            assert p.default is None, (p.name, p.default)


def test_a_profile_from_the_environment_as_make_s_tune_profile(cli, monkeypatch, tmp_path):
    monkeypatch.setenv("ARTIFACT_TUNE_PROFILE", "fastest")
    r = cli("tune", "--case", "1", "--results", tmp_path)
    assert r.exit_code != 0 and "unknown tuner profile 'fastest'" in r.output and not any(tmp_path.iterdir())
