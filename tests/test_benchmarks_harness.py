"""benchmarks/ as one package on one harness (benchmarks/harness.py): each experiment runs as
``python -m benchmarks.NAME``, takes its options the same way, keeps its results under benchmarks/results/,
and edits no import path; the A/B arms of tuning are `artifact tune`'s profiles."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

import pytest

from artifact.tuning.options import PROFILES, TuneOptions

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks"
EXPERIMENTS = sorted(p.stem for p in BENCH.glob("*.py") if p.stem not in ("__init__", "harness"))


def test_no_experiment_edits_the_import_path_or_builds_its_own_parser():
    for name in EXPERIMENTS:
        text = (BENCH / f"{name}.py").read_text(encoding="utf-8")
        assert "sys.path" not in text, name
        assert "ArgumentParser(" not in text and "harness.parser(__doc__, __name__" in text, name
        assert not text.startswith("#!"), name  # a module of the package, not a script
        assert f"python -m benchmarks.{name}" in text, f"{name}: its docstring shows how to run it"


def test_no_reference_producer_is_left_among_the_experiments():
    assert not {"fourway_full", "pipelines_full", "trace_full", "tp_full"} & set(EXPERIMENTS)


@pytest.mark.parametrize("name", EXPERIMENTS)
def test_each_experiment_says_its_options_as_python_m(name, monkeypatch, capsys):
    mod = importlib.import_module(f"benchmarks.{name}")
    monkeypatch.setattr(sys, "argv", [f"benchmarks.{name}", "--help"])
    with pytest.raises(SystemExit) as stop:
        mod.main()  # every main reads sys.argv when given no arguments
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: python -m benchmarks.{name} ")
    if "--work WORK" in out:
        assert f"(default build/{name})" in " ".join(out.split())


def test_results_go_under_benchmarks_results_and_arms_are_profiles(tmp_path):
    from benchmarks import harness

    assert harness.result_path("x.json") == BENCH / "results" / "x.json"
    assert harness.result_path(tmp_path / "x.json") == tmp_path / "x.json"
    assert harness.tune_arm_args("stock") == ["--profile", "stock"]
    assert harness.tune_arm_args("no-hold-builds+no-overlap-batches:lag=0") == [
        "--profile", "no-hold-builds,no-overlap-batches", "--set", "lag=0"]
    assert harness.tune_arm_settings("tvm-evaluator+runner-thread-pool") == {"evaluator": "tvm", "runner_threads": 0}
    harness.write_json(tmp_path / "r" / "x.json", {"a": 1})
    assert (tmp_path / "r" / "x.json").read_text() == '{\n "a": 1\n}\n'


def test_the_default_arms_of_the_ab_experiments_are_known_profiles():
    """tune_speed's and evaluator_ab's default arms name tuner profiles, and evaluator_ab's three are the runners
    it compared before the profiles: TVM's evaluator on TVM's pool, the planned one on it, on one thread."""
    from benchmarks import harness

    for name in ("tune_speed", "evaluator_ab"):
        text = (BENCH / f"{name}.py").read_text(encoding="utf-8")
        arms = re.search(r'"--arms", default="([^"]+)"', text)
        assert arms, name
        for arm in arms.group(1).split(","):
            profiles, _ = harness.split_arm(arm)
            assert set(profiles.split(",")) <= set(PROFILES), arm
    runners = [TuneOptions(**harness.tune_arm_settings(a))
               for a in ("tvm-evaluator+runner-thread-pool", "runner-thread-pool", "default")]
    assert [(o.evaluator, o.runner_threads) for o in runners] == [("tvm", 0), ("planned", 0), ("planned", 1)]


def test_no_other_test_imports_an_experiment():
    """The experiments are tested through their --help here; every other test imports package code only."""
    import ast

    found = []
    for path in sorted((ROOT / "tests").rglob("*.py")):
        if path.name == Path(__file__).name:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{path.relative_to(ROOT)} imports {n}" for n in names if n.split(".")[0] == "benchmarks"]
    assert found == []


@pytest.mark.slow  # builds a few dozen CUDA candidates with NVRTC
def test_build_cost_prints_alone_and_loop_rows_of_real_builds(tmp_path):
    import json
    import subprocess

    out = tmp_path / "build_cost.json"
    r = subprocess.run([sys.executable, "-m", "benchmarks.build_cost", "--candidates", "8", "--workers", "1",
                        "--trials", "16", "--json", str(out)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    data = json.loads(out.read_text())
    assert [x["candidates"] for x in data["alone"]] == [8, 8] and all(x["failed"] == 0 for x in data["alone"])
    assert all(x["cpu_s_per_candidate"] > 0 for x in data["alone"])
    assert data["loop"]["candidates"] == 16 and data["loop"]["cpu_s_per_candidate"] > 0
    assert "loop, made-up runner" in r.stdout and "alone, round 2" in r.stdout
