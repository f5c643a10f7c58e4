"""`artifact reference fourway|pipelines|traces|tp`: the commands that make the shipped references, as a
user calls them (their steps, budgets and resumption: test_fourway_full.py, test_pipelines_gpus.py,
test_trace_full.py, test_tp_full.py)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ("fourway", "pipelines", "traces", "tp")


def test_the_group_lists_the_four_and_artifact_help_imports_none_of_them():
    r = subprocess.run([sys.executable, "-c", "import sys\nfrom artifact.cli import main\n"
                        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
                        "print([m for m in sys.modules if m.endswith('.reference')])"],
                       capture_output=True, text=True, cwd=ROOT, check=True)
    assert "reference  the studies' shipped references" in r.stdout and r.stdout.strip().endswith("[]")


@pytest.mark.parametrize("name", COMMANDS)
def test_each_help_says_what_it_runs_reads_and_writes_and_its_budget(cli, name):
    r = cli("reference", name, "--help")
    assert r.exit_code == 0
    for word in ("Runs:", "Reads:", "Writes:", "--budget-s"):
        assert word in r.output, (name, word)
    # factual: no measured history (hosts, rates, seconds a run took) in the help
    assert not re.search(r"H100|H200|trials/min|took|\d+ ?% ", r.output), r.output
    assert cli("reference", "--help").output.count(f"  {name} ") == 1


def test_fourway_plan_lists_the_steps_and_merge_needs_its_parts(cli, tmp_path):
    r = cli("reference", "fourway", "--plan", "--work", tmp_path / "w", "--case", "4096x4096x4096-fp16")
    assert r.exit_code == 0, r.output
    assert re.search(r"^tune:auto\s+4096x4096x4096-fp16\s+\d+", r.output, re.M)
    assert "11 steps left" in r.output and not (tmp_path / "w" / "results").exists()
    r = cli("reference", "fourway", "--work", tmp_path / "m", "--merge")
    assert r.exit_code == 2 and "--merge needs the finished work directories" in r.output
    r = cli("reference", "fourway", "--work", tmp_path / "m", str(tmp_path / "w"))
    assert r.exit_code == 2 and "only with --merge" in r.output


def test_fourway_merge_refuses_unfinished_work_naming_it(cli, tmp_path):
    part = tmp_path / "part"
    (part / "results").mkdir(parents=True)
    r = cli("reference", "fourway", "--work", tmp_path / "m", "--merge", part)
    assert r.exit_code == 2 and r.output.startswith("error:") and "results" in r.output
    assert not (tmp_path / "m").exists()


def test_traces_and_tp_refuse_bad_runs_before_any_gpu_work(cli, tmp_path):
    r = cli("reference", "traces", "--out", tmp_path, "--run", "bloom-560m:prefill")
    assert r.exit_code == 2 and "a run is model:stage:prompt_tokens[:decode_tokens]" in r.output
    r = cli("reference", "traces", "--out", tmp_path, "--budget-s", "0")
    assert r.exit_code == 2 and "--budget-s" in r.output
    r = cli("reference", "tp", "--out", tmp_path, "--phases", "prefill,train")
    assert r.exit_code == 2 and "--phases a comma-separated list of prefill, decode" in r.output
    assert not any(tmp_path.iterdir())


def test_the_tp_replay_child_is_a_hidden_call_of_the_same_command(cli, monkeypatch, tmp_path):
    from artifact.tp import reference

    seen: list[tuple[list[Path], float]] = []
    monkeypatch.setattr(reference, "replay_child", lambda dirs, seconds: seen.append((dirs, seconds)) or 0)
    r = cli("reference", "tp", "--replay-child", "--seconds", "12.5", "--dir", tmp_path / "a", "--dir", tmp_path / "b")
    assert r.exit_code == 0 and seen == [([tmp_path / "a", tmp_path / "b"], 12.5)]
    assert "--replay-child" not in cli("reference", "tp", "--help").output


def test_pipelines_children_are_calls_of_the_same_command(tmp_path):
    from artifact.layers import measureplan
    from artifact.layers.reference import Options, child_command

    part = measureplan.Slice(1, [measureplan.Job("resnet18", "fp16")], 3, 0, 10.0)
    argv = child_command(Options(results=tmp_path, budget_s=300.0, no_fp32=True), part)
    assert argv[:5] == [sys.executable, "-m", "artifact", "reference", "pipelines"]
    from artifact.cli import main

    params = main.get_command(None, "reference").get_command(None, "pipelines").make_context("pipelines", argv[5:]).params
    assert (params["gpu"], params["only"], params["results"], params["budget_s"]) == (1, "resnet18-fp16", tmp_path, 300.0)
    assert params["no_manifest"] and params["no_fp32"] and params["preset"] == "light"


def test_the_fourway_run_json_names_its_settings(tmp_path):
    from artifact.fourway.reference import Settings, write_run_json

    write_run_json(tmp_path, ["c"], Settings(trials=8), [], {"uuid": "GPU-1"})
    run = json.loads((tmp_path / "analysis" / "fourway" / "run.json").read_text())
    assert (run["trials"], run["tune_s"], run["seed"], run["population"]) == (8, 90.0, 0, None)
