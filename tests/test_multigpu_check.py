"""benchmarks/multigpu_check.py's accounting on recorded tune/runs.json entries (two H100s, 192 trials a case,
benchmarks/results/multigpu_check_h100x2_192trials_runs.json): the trials of this run only, the seconds
of the batches, and the steady rate past each case's fresh batches."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNS = json.loads((ROOT / "benchmarks" / "results" / "multigpu_check_h100x2_192trials_runs.json").read_text())


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("multigpu_check", ROOT / "benchmarks" / "multigpu_check.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _runs(kind: str) -> list[dict]:
    return copy.deepcopy(list(RUNS[kind].values()))


def test_the_batches_seconds_are_summed_over_the_cases():
    m = load()
    assert m.batch_seconds(_runs("one_gpu")) == {"search_s": 265.8, "build_s": 165.5, "runner_s": 48.2}


def test_a_run_too_short_past_its_fresh_batches_has_no_steady_rate():
    m = load()
    runs = _runs("two_gpus_spread_cases")  # 6-7 batches a case, 4 of them fresh
    assert m.steady_per_min(runs) is None
    assert m.steady_per_min([]) is None


def test_the_steady_rate_counts_full_batches_between_joins_after_the_fresh_ones_and_adds_the_cases():
    m = load()
    runs = _runs("one_gpu")
    for r in runs:
        r["fresh_batches"] = 2
    # per case: the join ending batch 2, then batches 3..5 (the 6th, the last, is left out): 3 x 32 trials
    expected = sum(60.0 * 32 * 3 / (r["batches"][4]["joined_at_s"] - r["batches"][1]["joined_at_s"]) for r in runs)
    assert m.steady_per_min(runs) == pytest.approx(expected, abs=0.05)
    runs[0]["batches"] = runs[0]["batches"][:4]  # one case without enough steady batches: no rate at all
    assert m.steady_per_min(runs) is None


def test_a_rerun_on_tuned_results_counts_its_own_trials_from_each_cases_last_run(tmp_path):
    m = load()
    res = tmp_path / "tune_1gpu"
    for case, run in RUNS["one_gpu"].items():
        d = res / case / "tune"
        d.mkdir(parents=True)
        resumed = run | {"trials_before": 192, "trials_after": 384}
        (d / "runs.json").write_text(json.dumps([run, resumed]))
    done = m.last_runs(res)
    assert [r["trials_before"] for r in done] == [192, 192]
    assert m.trials_this_run(done) == 384


def test_two_calls_on_one_work_folder_print_the_speed_up_over_the_first_calls_one_gpu_row(tmp_path, monkeypatch,
                                                                                          capsys):
    """The one-GPU tuning in one call, the cases-spread tuning in the next (each within a call's time limit):
    the second call's table keeps the first's row as its baseline; `artifact` replaced by a fake that
    writes the recorded runs.json of the tuning asked for."""
    m = load()

    calls: list[list[str]] = []

    def fake_art(args: list[str], log: Path) -> float:
        calls.append(args)
        res = Path(args[args.index("--results") + 1])
        kind = "two_gpus_spread_cases" if "--gpus" in args else "one_gpu"
        for case, run in RUNS[kind].items():
            (res / case / "tune").mkdir(parents=True, exist_ok=True)
            (res / case / "tune" / "runs.json").write_text(json.dumps([run]))
        return 332.4 if kind == "one_gpu" else 264.0

    monkeypatch.setattr(m, "art", fake_art)
    work = ["--work", str(tmp_path), "--trials", "192", "--no-measure"]
    monkeypatch.setattr("sys.argv", ["multigpu_check.py", *work, "--spreads", "none", "--population", "128"])
    assert m.main() == 0
    monkeypatch.setattr("sys.argv", ["multigpu_check.py", *work, "--skip-tune-1", "--spreads", "cases",
                                     "--population", "128"])
    assert m.main() == 0
    assert [c[c.index("--population") + 1] for c in calls] == ["128", "128"]
    table = capsys.readouterr().out.split("what ")[-1].splitlines()
    one, two = table[1].split(), table[2].split()
    assert one[:6] == ["tune", "1", "-", "332.4", "384", "69.3"] and table[1].endswith("(an earlier call's)")
    assert two[:7] == ["tune", "2", "cases", "264.0", "384", "87.3", "1.26"]
    rows = json.loads((tmp_path / "multigpu_check.json").read_text())
    assert [(r["gpus"], r.get("earlier", False)) for r in rows] == [(1, True), (2, False)]
    assert (rows[1]["batch"], rows[1]["population_asked"]) == (32, 128) and rows[0]["population_asked"] == 128
    assert rows[1]["population"] == []  # the recorded runs.json entries predate the field
    assert rows[1]["best_gflops"] == {case: run["best_gflops"] for case, run in RUNS["two_gpus_spread_cases"].items()}
    # a baseline tuned with other search settings is no baseline: refused before anything runs
    monkeypatch.setattr("sys.argv", ["multigpu_check.py", *work, "--skip-tune-1", "--spreads", "cases"])
    with pytest.raises(SystemExit, match="--population 128 and --search-threads None, this call asks --batch 32, --population None"):
        m.main()
    assert len(calls) == 2


def test_the_hosts_cpu_busy_share_comes_from_proc_stat_and_is_none_without_it(tmp_path):
    m = load()
    stat = tmp_path / "stat"
    # user nice system idle iowait irq softirq steal guest guest_nice
    stat.write_text("cpu  100 0 50 800 50 0 0 0 20 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n")
    before = m.cpu_jiffies(stat)
    assert before == (150, 1000)  # guest time is inside user time: not added again
    stat.write_text("cpu  400 0 150 1200 50 0 0 0 20 0\n")
    after = m.cpu_jiffies(stat)
    assert m.cpu_busy_pct(before, after) == pytest.approx(50.0)  # 400 busy of 800 jiffies
    assert m.cpu_jiffies(tmp_path / "absent") is None
    assert m.cpu_busy_pct(None, after) is None and m.cpu_busy_pct(after, after) is None
