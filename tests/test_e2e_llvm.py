"""End to end on a CPU: tune (MetaSchedule, target llvm) -> resume -> select with correctness checks."""

from __future__ import annotations

import json
import os

import pytest

from artifact.cpus import usable_cpus
from artifact.schema.tunedb import read_records

# Real tuning searches on the CPU (about 3 minutes on 2 cores): `make test-slow`.
pytestmark = pytest.mark.slow

SHAPE = "conv2d:N=1,H=8,W=8,CO=8,CI=8,KH=3,KW=3,stride=1,padding=1"
CASE_DIR = "conv2d-1x8x8x8x8x3x3-s1-p1"


def test_tune_resume_select_on_llvm(cli, tmp_path):
    res = tmp_path / "results"
    common = ["--shape", SHAPE, "--target", "llvm", "--results", res]
    r = cli("tune", *common, "--trials", 8, "--set", "batch=4", "--seed", 1, "--workers", 2)
    assert r.exit_code == 0, r.output
    tune = res / CASE_DIR / "tune"
    first = read_records(tune)
    assert len(first) == 8 and any(rec.valid for rec in first)
    assert "8/8 trials" in r.output and "best" in r.output
    # TVM's own log goes to a file, not the console
    assert not any("[task_scheduler" in line or "TaskScheduler" in line for line in r.output.splitlines())
    assert any(tune.joinpath("logs").iterdir())

    r = cli("tune", *common, "--trials", 12, "--set", "batch=4", "--seed", 1, "--workers", 2,
            "--profile", "tvm-order,no-hold-builds,no-overlap-batches,tvm-evaluator")
    assert r.exit_code == 0, r.output
    assert "8 trials recorded, tuning 4 more" in r.output
    after = read_records(tune)
    assert len(after) == 12
    assert [x.trace for x in after[:8]] == [x.trace for x in first]  # kept, not restarted
    runs = json.loads((tune / "runs.json").read_text())
    assert [(x["trials_before"], x["trials_after"]) for x in runs] == [(0, 8), (8, 12)]
    assert runs[1]["effective_seed"] != runs[0]["effective_seed"]  # a resumed search does not replay the first
    # the workers given; the search threads as the lean sizing says: a few, at most the usable CPUs
    assert runs[0]["workers"] == 2 and runs[0]["sizing"] == "lean"
    from artifact.tuning.tune import lean_search_threads

    assert runs[0]["search_threads"] == lean_search_threads(usable_cpus())
    assert runs[0]["idle_search_threads"] == max(runs[0]["search_threads"], min(8, usable_cpus() // 2))
    assert runs[0]["random_overlap"] is False and runs[0]["remainder_generations"] == 1
    assert runs[0]["lag"] is None and runs[1]["lag"] == 0
    assert runs[0]["fresh_batches"] == 3  # the default
    assert runs[0]["hold_builds"] is True and runs[1]["hold_builds"] is False
    assert runs[0]["overlap_batches"] is True and runs[1]["overlap_batches"] is False
    assert runs[0]["evaluator"] == "planned" and runs[1]["evaluator"] == "tvm"
    assert runs[0]["runner_threads"] == 0  # CPU kernels run on TVM's thread pool: never one thread
    assert all(0 < b["build_max_s"] <= b["build_sum_s"] <= b["build_s"] * 4 for x in runs for b in x["batches"])
    assert runs[0]["host"]["cpus"] == os.cpu_count() and runs[0]["host"]["load_avg_1m"] >= 0
    assert all(0 <= b["update_s"] <= b["join_s"] for x in runs for b in x["batches"])

    r = cli("tune", *common, "--trials", 12)
    assert r.exit_code == 0 and "nothing to do" in r.output

    r = cli("select", "--shape", SHAPE, "--results", res, "--top", 2, "--per-percentile", 1)
    assert r.exit_code == 0, r.output
    sel = json.loads((res / CASE_DIR / "selection.json").read_text())
    assert 1 <= len(sel["kernels"]) <= 6
    for k in sel["kernels"]:
        assert k["correctness"]["status"] == "pass", k["correctness"]
        assert k["correctness"]["rel_error"] <= 1e-4
        assert k["gflops"] > 0


GEMM = "gemm:M=8,N=16,K=8,layout=NT"
GEMM_DIR = "gemm-8x16x8-nt"


def test_two_cases_take_turns_in_one_loop(cli, tmp_path):
    """A conv and a GEMM tuned together: each keeps its own records, log and runs.json entry."""
    res = tmp_path / "results"
    r = cli("tune", "--shape", SHAPE, "--shape", GEMM, "--target", "llvm", "--results", res,
            "--trials", 8, "--set", "batch=4", "--seed", 3, "--workers", 2)
    assert r.exit_code == 0, r.output
    assert "taking turns with 1 other cases" in r.output and "2 cases together" in r.output
    lines = [ln for ln in r.output.splitlines() if "/8 trials" in ln]
    assert [ln.split(":")[0].strip() for ln in lines] == [CASE_DIR, GEMM_DIR, CASE_DIR, GEMM_DIR]  # turns
    for d, other in ((CASE_DIR, GEMM_DIR), (GEMM_DIR, CASE_DIR)):
        tune = res / d / "tune"
        recs = read_records(tune)
        assert len(recs) == 8 and any(x.valid for x in recs)
        assert len(json.loads("[" + ",".join((tune / "database_workload.json").read_text().split()) + "]")) == 1
        log = "".join(p.read_text() for p in (tune / "logs").iterdir())
        assert log.count("Trial #") == 8  # its own trials only, not the other case's
        run = json.loads((tune / "runs.json").read_text())[-1]
        assert run["interleaved_with"] == [other] and run["trials_after"] == 8 and not run["interrupted"]
    r = cli("tune", "--shape", GEMM, "--target", "llvm", "--results", res, "--trials", 8)
    assert r.exit_code == 0 and "nothing to do" in r.output


def test_two_cases_searched_at_once(cli, tmp_path):
    """searches_at_once=2: both cases' searches and joins in threads of their own, on TVM's real parts."""
    res = tmp_path / "results"
    r = cli("tune", "--shape", SHAPE, "--shape", GEMM, "--target", "llvm", "--results", res,
            "--trials", 8, "--set", "batch=4", "--seed", 3, "--workers", 2, "--set", "searches_at_once=2")
    assert r.exit_code == 0, r.output
    for d, other in ((CASE_DIR, GEMM_DIR), (GEMM_DIR, CASE_DIR)):
        tune = res / d / "tune"
        recs = read_records(tune)
        assert len(recs) == 8 and any(x.valid for x in recs)
        log = "".join(p.read_text() for p in (tune / "logs").iterdir())
        assert log.count("Trial #") == 8
        run = json.loads((tune / "runs.json").read_text())[-1]
        assert run["searches_at_once"] == 2 and run["interleaved_with"] == [other] and run["trials_after"] == 8
        assert [b["joined_at_s"] for b in run["batches"]] == sorted(b["joined_at_s"] for b in run["batches"])


def test_a_wall_clock_budget_cuts_a_run_at_its_first_measured_candidate_and_a_rerun_continues(cli, tmp_path):
    """--budget-s shorter than the start-up: each run still measures one candidate (every run measures at
    least one), cuts its batch there and says so, records it in runs.json (the budget reached, the batch
    cut, one of its candidates kept), and the next run continues from there."""
    res = tmp_path / "results"
    common = ["--shape", GEMM, "--target", "llvm", "--results", res, "--trials", 3, "--set", "batch=2", "--seed", 5,
              "--workers", 2, "--budget-s", 0.001]
    tune = res / GEMM_DIR / "tune"
    for after in (1, 2, 3):
        r = cli("tune", *common)
        assert r.exit_code == 0, r.output
        assert len(read_records(tune)) == after
        run = json.loads((tune / "runs.json").read_text())[-1]
        assert run["budget_s"] == 0.001 and run["early_stop"] == 4.0 and not run["interrupted"]
        assert run["budget_reached"] is (after < 3) and run["trials_after"] == after
        assert [(b["cut"], b["kept"]) for b in run["batches"]] == [("budget" if after < 3 else None, 1)]
        assert ("stopped for the budget of 0.001 s" in r.output) is (after < 3)
        assert ("batch 1 cut short: 1 of its 2 candidates measured and kept" in r.output) is (after < 3)


TINY = "gemm:M=1,N=1,K=1,layout=NT"  # MetaSchedule's llvm space holds 4 schedules of it
TINY_DIR = "gemm-1x1x1-nt"


def _schedule_keys(shape: str, tune_dir) -> list[int]:
    """The module key (tvm_patches.pipeline.module_key) of each record's schedule, replayed."""
    import tvm
    from tvm.s_tir import Schedule, Trace

    from artifact.catalog import parse_shape
    from artifact.tuning import workloads
    from tvm_patches.pipeline import module_key

    mod = tvm.IRModule({"main": workloads.prim_func(parse_shape(shape))})
    keys = []
    for rec in read_records(tune_dir):
        sch = Schedule(mod)
        Trace.apply_json_to_schedule(rec.trace, sch)
        keys.append(module_key(sch.mod))
    return keys


def test_a_resumed_run_measures_no_schedule_again_and_says_when_none_is_left(cli, tmp_path):
    """2 trials, then resumed to 4 of the 4 schedules of the space: no schedule recorded twice (TVM's
    search remembers only what it picked in its own run, so it measured the earlier ones again); then
    resumed to 8: nothing left, the run ends at once and says so, in its output and runs.json."""
    res = tmp_path / "results"
    common = ["--shape", TINY, "--target", "llvm", "--results", res, "--set", "batch=2", "--seed", 1, "--workers", 2]
    tune = res / TINY_DIR / "tune"
    for trials in (2, 4):
        r = cli("tune", *common, "--trials", trials)
        assert r.exit_code == 0, r.output
        keys = _schedule_keys(TINY, tune)
        assert len(keys) == trials and len(set(keys)) == trials, keys
    r = cli("tune", *common, "--trials", 8)
    assert r.exit_code == 0, r.output
    assert len(read_records(tune)) == 4
    runs = json.loads((tune / "runs.json").read_text())
    assert [(x["trials_after"], x["exhausted"]) for x in runs] == [(2, False), (4, False), (4, True)]
    assert runs[1]["repeats_skipped"] <= 2 and runs[2]["repeats_skipped"] == 4  # each earlier one, once
    assert (f"{TINY_DIR}: the search found no schedule left to measure after 4 trials "
            f"({runs[2]['repeats_skipped']} earlier ones skipped)") in r.output


@pytest.mark.parametrize("signame", ["SIGINT", "SIGTERM", "SIGHUP"])
def test_a_signal_asks_a_tuning_run_to_stop_between_batches(signame):
    """`timeout` sends SIGTERM, a closed terminal SIGHUP: the first signal raises nothing where it
    lands (inside TVM's C++ code that gave tracebacks and crashes) but stops the run at the next
    check between batches; leaving the block raises KeyboardInterrupt (the CLI's 130)."""
    import os
    import signal

    from artifact.tuning.stopping import check_stop as _check_stop
    from artifact.tuning.stopping import graceful_stop

    sig = getattr(signal, signame)
    before = signal.getsignal(sig)
    said: list[str] = []
    reached = []
    with pytest.raises(KeyboardInterrupt):
        with graceful_stop(said.append):
            os.kill(os.getpid(), sig)
            reached.append("after the signal")  # nothing raised where the signal landed
            try:
                _check_stop()
            finally:
                reached.append("check")
    assert reached == ["after the signal", "check"] and "stopping, the candidates measured are kept" in said[0]
    assert signal.getsignal(sig) == before
    with graceful_stop(said.append):
        _check_stop()  # a new run starts without the old request


@pytest.mark.slow
@pytest.mark.parametrize("signame", ["SIGTERM"])
def test_a_signal_stops_a_real_tuning_run_cleanly(tmp_path, signame):
    """A signal mid-search: no traceback, the `interrupted:` line, the shell's exit status for the signal
    (128 + its number: 143 for SIGTERM), the trials of the measured batches kept and the run in runs.json
    (marked interrupted)."""
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    import psutil
    from reliability_fixtures import pid_gone, wait_for

    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, PYTHONUNBUFFERED="1", ARTIFACT_LOCK_DIR=str(tmp_path / "locks"))
    res = tmp_path / "results"
    p = subprocess.Popen([sys.executable, "-m", "artifact", "tune", "--shape", GEMM, "--target", "llvm", "--results",
                          str(res), "--trials", "200", "--set", "batch=4", "--workers", "1"], cwd=root, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    tune = res / GEMM_DIR / "tune"
    t0 = time.time()
    while len(read_records(tune)) < 4 and p.poll() is None and time.time() - t0 < 240:
        time.sleep(0.2)
    workers = psutil.Process(p.pid).children(recursive=True)  # its build workers and runner worker
    assert workers
    p.send_signal(getattr(signal, signame))
    out, err = p.communicate(timeout=240)
    assert p.returncode == 128 + getattr(signal, signame), out + err
    assert "Traceback" not in out + err and "Segfault" not in out + err
    assert err.strip().splitlines()[-1].startswith("interrupted:")
    assert f"stopped by {signame} after" in out
    for w in workers:  # none left running (each ended with the run, or before)
        wait_for(lambda w=w: pid_gone(w.pid), f"worker {w.pid} gone")
    run = json.loads((tune / "runs.json").read_text())[-1]
    assert run["interrupted"] and run["trials_after"] == len(read_records(tune)) >= 4
