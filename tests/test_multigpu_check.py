"""benchmarks.multigpu_check's accounting on recorded tune/runs.json entries (two H100s, 192 trials a case,
benchmarks/results/multigpu_check_h100x2_192trials_runs.json): the trials of this run only, the seconds
of the batches, and the steady rate past each case's fresh batches."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNS = json.loads((ROOT / "benchmarks" / "results" / "multigpu_check_h100x2_192trials_runs.json").read_text())


def load() -> ModuleType:
    """The experiment, imported as the benchmarks package's module (run as ``python -m benchmarks.multigpu_check``)."""
    from benchmarks import multigpu_check

    return multigpu_check


def _runs(kind: str) -> list[dict]:
    return copy.deepcopy(list(RUNS[kind].values()))


def test_the_batches_seconds_are_summed_over_the_cases():
    m = load()
    assert m.batch_seconds(_runs("one_gpu")) == {"search_s": 265.8, "build_s": 165.5, "runner_s": 48.2}


def test_the_warm_rate_counts_each_processs_batches_between_its_last_first_join_and_its_first_last_join():
    m = load()
    one = list(RUNS["one_gpu"].values())  # case 7 joins at 92.2 ... 321.3, case 1 at 72.2 ... 317.2: one process
    # from 92.2 (case 7's first join) to 317.2 (case 1's last): case 7's 4 batches and case 1's 5, 32 trials each
    assert m.warm_per_min(one) == pytest.approx(60 * 9 * 32 / (317.2 - 92.2), abs=0.1)
    two = list(RUNS["two_gpus_spread_cases"].values())  # one case a GPU: its first join to its last
    assert m.warm_per_min(two) == pytest.approx(60 * 5 * 32 / (209.9 - 49.4) + 60 * 6 * 32 / (249.3 - 50.2), abs=0.1)
    assert m.warm_per_min([]) is None
    one[0] = one[0] | {"batches": one[0]["batches"][:1]}  # case 7 ends at its first join: no window
    assert m.warm_per_min(one) is None


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

    def fake_art(args: list[str], log: Path, cpu=None, cpus=None) -> float:
        calls.append(args)
        res = Path(args[args.index("--results") + 1])
        kind = "two_gpus_spread_cases" if "--gpus" in args else "one_gpu"
        if cpu is not None:  # what the samples of the two tuning processes, a builder and a runner saw
            cpu.hz = 100
            cpu.last = {(1, "7"): ("search", 9600), (2, "7"): ("search", 0), (3, "7"): ("build", 19200),
                        (4, "7"): ("runner", 3840)}
        for case, run in RUNS[kind].items():
            (res / case / "tune").mkdir(parents=True, exist_ok=True)
            (res / case / "tune" / "runs.json").write_text(json.dumps([run]))
        return 332.4 if kind == "one_gpu" else 264.0

    monkeypatch.setattr(m, "art", fake_art)
    monkeypatch.setattr(m, "physical_cores", lambda cpus=None: 16)  # the two-H200 host: 32 logical CPUs, 16 cores
    monkeypatch.setattr(m.os, "cpu_count", lambda: 32)
    work = ["--work", str(tmp_path), "--trials", "192", "--no-measure"]
    monkeypatch.setattr("sys.argv", ["multigpu_check", *work, "--spreads", "none", "--population", "128"])
    assert m.main() == 0
    monkeypatch.setattr("sys.argv", ["multigpu_check", *work, "--skip-tune-1", "--spreads", "cases",
                                     "--population", "128"])
    assert m.main() == 0
    assert [c[c.index("--population") + 1] for c in calls] == ["128", "128"]
    out = capsys.readouterr().out
    assert "host's 32 logical CPUs" in out and "they are 16 physical cores: at 50 % all the cores can be busy" in out
    table = out.split("what ")[-1].splitlines()
    one, two = table[1].split(), table[2].split()
    assert one[:6] == ["tune", "1", "-", "332.4", "384", "69.3"] and table[1].endswith("(an earlier call's)")
    assert two[:7] == ["tune", "2", "cases", "264.0", "384", "87.3", "1.26"]
    assert two[-3:] == ["0.25", "0.50", "0.10"]  # CPU-s a trial: 96, 192 and 38.4 s over 384 trials
    rows = json.loads((tmp_path / "multigpu_check.json").read_text())
    assert [(r["gpus"], r.get("earlier", False)) for r in rows] == [(1, True), (2, False)]
    assert (rows[1]["tuner"], rows[1]["population_asked"]) == ({"batch": 32}, 128) and rows[0]["population_asked"] == 128
    assert rows[1]["population"] == []  # the recorded runs.json entries predate the field
    assert (rows[1]["cpu_cores"], rows[1]["cpu_physical_cores"]) == (32, 16)
    assert rows[1]["cpu_s"] == {"search": 96.0, "build": 192.0, "runner": 38.4, "other": 0.0}
    assert rows[1]["best_gflops"] == {case: run["best_gflops"] for case, run in RUNS["two_gpus_spread_cases"].items()}
    # a baseline tuned with other search settings is no baseline: refused before anything runs
    monkeypatch.setattr("sys.argv", ["multigpu_check", *work, "--skip-tune-1", "--spreads", "cases"])
    with pytest.raises(SystemExit, match="tuned with tuner {'batch': 32}, --population 128 and --workers None, this call "
                                         "asks tuner {'batch': 32}, --population None and --workers None"):
        m.main()
    monkeypatch.setattr("sys.argv", ["multigpu_check", *work, "--skip-tune-1", "--spreads", "cases",
                                     "--population", "128", "--workers", "16"])
    with pytest.raises(SystemExit, match="and --workers None, this call asks .* and --workers 16"):
        m.main()
    monkeypatch.setattr("sys.argv", ["multigpu_check", *work, "--skip-tune-1", "--spreads", "cases",
                                     "--population", "128", "--profile", "no-overlap-batches"])
    with pytest.raises(SystemExit, match="this call asks tuner {'overlap_batches': False, 'batch': 32}"):
        m.main()
    assert len(calls) == 2
    # the A/B arm goes to the tuning as its profile and into the row
    other = ["--work", str(tmp_path / "ab"), "--trials", "192", "--no-measure"]
    monkeypatch.setattr("sys.argv", ["multigpu_check", *other, "--spreads", "none", "--profile", "no-overlap-batches"])
    assert m.main() == 0
    assert calls[-1][calls[-1].index("--profile") + 1] == "no-overlap-batches"
    row = json.loads((tmp_path / "ab" / "multigpu_check.json").read_text())[0]
    assert row["profile"] == "no-overlap-batches" and row["tuner"] == {"overlap_batches": False, "batch": 32}
    monkeypatch.setattr("sys.argv", ["multigpu_check", "--work", str(tmp_path / "ab2"), "--trials", "192",
                                     "--no-measure", "--spreads", "none", "--set", "searches_at_once=2", "--set", "batch=64"])
    assert m.main() == 0
    sets = [calls[-1][i + 1] for i, a in enumerate(calls[-1]) if a == "--set"]
    assert sets == ["batch=32", "searches_at_once=2", "batch=64"]  # the later --set wins in artifact tune
    assert json.loads((tmp_path / "ab2" / "multigpu_check.json").read_text())[0]["tuner"] == {"batch": 64,
                                                                                             "searches_at_once": 2}


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


def _stat(pid: int, comm: str, ppid: int, utime: int, stime: int, nice: int, cutime: int = 0, start: int = 7,
          state: str = "S") -> str:
    rest = [state, ppid, pid, pid, 0, -1, 0, 0, 0, 0, 0, utime, stime, cutime, 0, 20, nice, 1, 0, start]
    return f"{pid} ({comm}) " + " ".join(str(x) for x in rest) + " 0 0\n"


def _proc(root: Path, pid: int, cmdline: str, zombie: bool = False, **stat: int) -> None:
    d = root / str(pid)
    d.mkdir(parents=True, exist_ok=True)
    (d / "stat").write_text(_stat(pid, cmdline.split()[0], state="Z" if zombie else "S", **stat))  # type: ignore[arg-type]
    # a zombie's command line reads empty
    (d / "cmdline").write_bytes(b"" if zombie else cmdline.replace(" ", "\0").encode() + b"\0")


def test_a_tunings_cpu_is_told_apart_by_process_from_proc(tmp_path):
    """The tune process's own time is the search's; its workers at a lower priority (the build pool)
    the builds', with the compilers they waited for; its other workers the runner's; processes outside
    the tree are not counted; a worker gone before the end counts at its last sample."""
    m = load()
    proc = tmp_path / "proc"
    tune = "python3 -m artifact tune --test-mode --gpus 0,1 --spread cases"
    child = "python3 -m artifact tune --test-mode --gpu 1"
    worker = "python3 -m tvm.exec.popen_worker 7 8"
    _proc(proc, 1, "init", ppid=0, utime=900, stime=0, nice=0)
    _proc(proc, 200, tune, ppid=1, utime=50, stime=10, nice=0, cutime=999)  # the launcher: its own time only
    _proc(proc, 210, child, ppid=200, utime=300, stime=100, nice=10)  # a GPU's search (niceness lowered)
    _proc(proc, 211, worker, ppid=210, utime=150, stime=50, nice=19, cutime=40)  # a builder, with its linker runs
    _proc(proc, 212, worker, ppid=210, utime=80, stime=20, nice=0)  # the runner's worker
    _proc(proc, 213, "g++ -shared", ppid=211, utime=5, stime=0, nice=19)  # counted in 211's cutime once reaped
    _proc(proc, 300, "python3 other.py", ppid=1, utime=5000, stime=0, nice=0)
    cpu = m.TreeCpu(proc)
    cpu.hz = 100
    cpu.sample(200)
    import shutil
    shutil.rmtree(proc / "211")  # the build pool recycled: a new worker in its place
    shutil.rmtree(proc / "213")
    _proc(proc, 214, worker, ppid=210, utime=60, stime=0, nice=19, start=9)
    _proc(proc, 210, child, ppid=200, utime=400, stime=100, nice=10)
    cpu.sample(200)
    assert cpu.seconds() == {"search": 0.6 + 5.0, "build": 2.4 + 0.6, "runner": 1.0, "other": 0.0}
    row = {"trials": 10, "cpu_s": cpu.seconds()}
    assert m.cpu_per_trial(row) == ("0.56", "0.30", "0.10")
    assert m.cpu_per_trial({"trials": 10}) == ("-", "-", "-")


def test_a_gpus_search_process_caught_ended_but_not_yet_waited_for_stays_the_search(tmp_path):
    """A spread child that has ended but that its launcher has not yet waited for (a zombie: empty
    command line, its workers' times in its children's) is still the search, with its final times; read
    as a fresh process it would have moved its own time and its workers' (again) into the builds."""
    m = load()
    proc = tmp_path / "proc"
    tune = "python3 -m artifact tune --test-mode --gpus 0,1 --spread cases"
    child = "python3 -m artifact tune --test-mode --gpu 1"
    worker = "python3 -m tvm.exec.popen_worker 7 8"
    _proc(proc, 200, tune, ppid=1, utime=50, stime=10, nice=0)
    _proc(proc, 210, child, ppid=200, utime=300, stime=100, nice=10)
    _proc(proc, 211, worker, ppid=210, utime=150, stime=50, nice=19)
    cpu = m.TreeCpu(proc)
    cpu.hz = 100
    cpu.sample(200)
    import shutil
    shutil.rmtree(proc / "211")  # its workers ended and were waited for by it
    _proc(proc, 210, child, zombie=True, ppid=200, utime=500, stime=100, nice=10, cutime=250)
    cpu.sample(200)
    assert cpu.seconds() == {"search": 0.6 + 6.0, "build": 2.0, "runner": 0.0, "other": 0.0}
    _proc(proc, 220, worker, zombie=True, ppid=210, utime=9, stime=0, nice=19, start=11)
    cpu.sample(200)  # a process never seen alive is not guessed at
    assert cpu.seconds()["build"] == 2.0


def test_a_build_worker_first_seen_before_it_lowered_its_priority_counts_as_a_build(tmp_path):
    """A build worker imports tvm at its parent's priority and only then lowers it (tvm_patches/builder.py:
    _warm_worker): sampled during the import it looks like the runner's worker; once lowered, all its time is
    the builds'."""
    m = load()
    proc = tmp_path / "proc"
    tune = "python3 -m artifact tune --test-mode --gpu 0"
    worker = "python3 -m tvm.exec.popen_worker 7 8"
    _proc(proc, 200, tune, ppid=1, utime=50, stime=10, nice=0)
    _proc(proc, 211, worker, ppid=200, utime=300, stime=0, nice=0)  # importing tvm
    _proc(proc, 212, worker, ppid=200, utime=20, stime=0, nice=0)  # the runner's worker
    cpu = m.TreeCpu(proc)
    cpu.hz = 100
    cpu.sample(200)
    assert cpu.seconds()["runner"] == 3.2
    _proc(proc, 211, worker, ppid=200, utime=700, stime=0, nice=10)  # warm: priority lowered, building
    cpu.sample(200)
    assert cpu.seconds() == {"search": 0.6, "build": 7.0, "runner": 0.2, "other": 0.0}


def test_cpus_per_gpu_pins_each_tuning_to_its_share_and_counts_busy_time_on_those_cpus(tmp_path, monkeypatch, capsys):
    """--cpus-per-gpu 2 on 2 GPUs with CPUs 4-9 allowed: the one-GPU tuning on CPUs 4-5, the two-GPU one on 4-7."""
    m = load()
    seen: list[list[int] | None] = []

    def fake_art(args: list[str], log: Path, cpu=None, cpus=None) -> float:
        seen.append(cpus)
        res = Path(args[args.index("--results") + 1])
        for case, run in RUNS["two_gpus_spread_cases" if "--gpus" in args else "one_gpu"].items():
            (res / case / "tune").mkdir(parents=True, exist_ok=True)
            (res / case / "tune" / "runs.json").write_text(json.dumps([run]))
        return 100.0

    monkeypatch.setattr(m, "art", fake_art)
    monkeypatch.setattr(m, "physical_cores", lambda cpus=None: None if cpus is None else len(cpus))
    monkeypatch.setattr(m.os, "sched_getaffinity", lambda pid: {4, 5, 6, 7, 8, 9})
    work = ["multigpu_check", "--work", str(tmp_path), "--gpus", "2", "--trials", "192", "--spreads", "cases"]
    monkeypatch.setattr("sys.argv", [*work, "--no-measure", "--cpus-per-gpu", "2"])
    assert m.main() == 0
    assert seen == [[4, 5], [4, 5, 6, 7]]
    rows = json.loads((tmp_path / "multigpu_check.json").read_text())
    assert [(r["cpu_cores"], r["cpu_physical_cores"], r["cpus_per_gpu"]) for r in rows] == [(2, 2, 2), (4, 4, 2)]
    assert "--cpus-per-gpu 2: each tuning ran on 2 CPUs a GPU" in capsys.readouterr().out
    # a baseline pinned otherwise is no baseline; more CPUs than allowed, or measuring pinned, refused
    for extra, message in ((["--no-measure", "--skip-tune-1"], "tuned with --cpus-per-gpu 2, this call asks None"),
                           (["--no-measure", "--cpus-per-gpu", "4"], "--cpus-per-gpu 4 x --gpus 2 CPUs: this process may use 6"),
                           (["--cpus-per-gpu", "2"], "pins the tunings only: it needs --no-measure")):
        monkeypatch.setattr("sys.argv", [*work, *extra])
        with pytest.raises(SystemExit, match=message):
            m.main()


def test_cpu_jiffies_over_some_cpus_adds_their_lines(tmp_path):
    m = load()
    stat = tmp_path / "stat"
    stat.write_text("cpu  30 0 30 300 10 0 0 0 0 0\n"
                    "cpu0 10 0 10 100 0 0 0 0 0 0\n"
                    "cpu1 20 0 20 200 10 0 0 0 0 0\n"
                    "intr 1 2 3\n")
    assert m.cpu_jiffies(stat) == (60, 370)
    assert m.cpu_jiffies(stat, cpus=[1]) == (40, 250)
    assert m.cpu_jiffies(stat, cpus=[0, 1]) == (60, 370)
    assert m.cpu_jiffies(stat, cpus=[2]) is None


@pytest.mark.skipif(not hasattr(__import__("os"), "sched_setaffinity"), reason="needs Linux CPU affinity")
def test_art_starts_the_tuning_on_the_cpus_given(tmp_path, monkeypatch):
    import os
    import stat as st

    m = load()
    cpu = sorted(os.sched_getaffinity(0))[-1]
    fake = tmp_path / "python"  # stands in for `python -m artifact ...`: writes the CPUs it may run on
    fake.write_text(f"#!/bin/sh\ngrep Cpus_allowed_list /proc/self/status > {tmp_path}/allowed\n")
    fake.chmod(fake.stat().st_mode | st.S_IEXEC)
    monkeypatch.setattr(m.sys, "executable", str(fake))
    m.art(["tune"], tmp_path / "log", cpus=[cpu])
    assert (tmp_path / "allowed").read_text().split() == ["Cpus_allowed_list:", str(cpu)]
