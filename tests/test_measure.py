"""Power-cap sweep against a fake nvidia-smi and fake NVML: order, restore on SIGINT/SIGTERM/SIGKILL,
resume without duplicates or losses, bad input leaving the limit unchanged."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from reliability_fixtures import Gate, pid_gone

ROOT = Path(__file__).resolve().parent.parent
TABLE_CAPS = [200, 300, 400, 500, 700]  # data/power_caps.csv, H100 SXM row
POINTS_PER_CAP = 8  # cases 1 and 7: 2 kernels + cudnn-fp32 + cudnn-tf32 each


def measure(results: Path, *extra: str, wait: bool = True, env_extra: dict | None = None):
    cmd = [sys.executable, "-m", "artifact", "measure", "--test-mode", "--results", str(results),
           "--runner", "native", *extra]
    env = dict(os.environ, PYTHONUNBUFFERED="1", **(env_extra or {}))
    if not wait:
        return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def pl_calls(fake) -> list[float]:
    return [float(a[a.index("-pl") + 1]) for a in fake.smi_calls() if "-pl" in a]


def points(fake) -> list[tuple[str, str, str]]:
    return [(p["case_id"], p["cap_label"], p["id"]) for p in fake.driver_points()]


def records(results: Path) -> set[tuple[str, str, str]]:
    return {(p.parts[-4], p.parts[-2], p.stem) for p in results.glob("*/measure/*/*.json")}


def wait_for(pred) -> None:
    from reliability_fixtures import wait_for as event

    event(pred, "the sweep's progress")  # an event; the fixtures' hang guard only ends a hang


def test_full_sweep_order_and_restore(fake_gpu, results_copy):
    r = measure(results_copy)
    assert r.returncode == 0, r.stdout + r.stderr
    # per case: each cap of the table in order, then the original limit back
    assert pl_calls(fake_gpu) == (TABLE_CAPS + [700]) * 2
    assert all(a[:2] == ["-i", "0"] for a in fake_gpu.smi_calls())
    assert fake_gpu.limit_w() == 700
    got = points(fake_gpu)
    assert len(got) == len(set(got)) == len(TABLE_CAPS) * POINTS_PER_CAP
    assert [p[1] for p in got if p[0] == "case1"][:4] == ["200W"] * 4  # caps outer, kernels inner
    assert records(results_copy) == set(got)
    assert not any(Path(fake_gpu.env["ARTIFACT_STATE_DIR"]).glob("*.json"))
    assert "runner: native" in r.stdout


def held_at(tmp: Path, point: int) -> tuple[dict[str, str], Gate]:
    """The environment of a sweep whose fake driver stops before its point ``point`` (0-based, in the order
    measured) until released, and the gate it waits at."""
    gate = Gate(tmp / "gate")
    return gate.env(driver=point), gate


def test_signal_mid_sweep_restores_and_resume_loses_nothing(fake_gpu, results_copy, tmp_path):
    """SIGTERM mid-sweep on the exported kernels (every signal at every moment of the sweep, and SIGKILL:
    test_reliability.py)."""
    sig = signal.SIGTERM
    env, gate = held_at(tmp_path, 6)  # the second cap of case 1 begun
    p = measure(results_copy, wait=False, env_extra=env)
    wait_for(lambda: gate.held("driver") or p.poll() is not None)
    assert len(pl_calls(fake_gpu)) == 2 and len(fake_gpu.driver_points()) == 6, p.communicate()
    p.send_signal(sig)  # to the run alone: it stops its driver
    out, _ = p.communicate(timeout=60)
    assert p.returncode != 0, out
    assert fake_gpu.limit_w() == 700 and pl_calls(fake_gpu)[-1] == 700, out
    assert not any(Path(fake_gpu.env["ARTIFACT_STATE_DIR"]).glob("*.json"))
    done_before = records(results_copy)
    assert 0 < len(done_before) < len(TABLE_CAPS) * POINTS_PER_CAP

    r = measure(results_copy)  # resume
    assert r.returncode == 0, r.stdout + r.stderr
    got = points(fake_gpu)
    finished = [x for x in got if x in done_before]
    assert len(finished) == len(done_before)  # finished points were not measured again
    assert records(results_copy) == {(c, cap, k) for c, cap, k in got} and len(records(results_copy)) == 40
    assert fake_gpu.limit_w() == 700


def test_sigkill_leaves_state_that_the_next_run_restores_first(fake_gpu, results_copy, tmp_path):
    env, gate = held_at(tmp_path, 5)
    p = measure(results_copy, wait=False, env_extra=env)
    wait_for(lambda: gate.held("driver") or p.poll() is not None)
    assert len(pl_calls(fake_gpu)) == 2 and len(fake_gpu.driver_points()) == 5, p.communicate()
    driver = gate.held_pid("driver")
    p.kill()
    p.communicate(timeout=60)
    wait_for(lambda: pid_gone(driver))  # the parent-death signal ends it (else it would hold the GPU's lock)
    left_at = fake_gpu.limit_w()
    assert left_at != 700  # nothing could restore it
    assert list(Path(fake_gpu.env["ARTIFACT_STATE_DIR"]).glob("*.json"))
    n_calls = len(pl_calls(fake_gpu))

    r = measure(results_copy, "--caps", "current")  # even a run that changes nothing restores first
    assert r.returncode == 0, r.stdout + r.stderr
    assert pl_calls(fake_gpu)[n_calls:] == [700]
    assert "restoring GPU 0's power limit to 700 W" in r.stdout
    assert fake_gpu.limit_w() == 700
    assert not any(Path(fake_gpu.env["ARTIFACT_STATE_DIR"]).glob("*.json"))


def test_caps_current_changes_nothing(fake_gpu, results_copy):
    r = measure(results_copy, "--caps", "current")
    assert r.returncode == 0, r.stdout + r.stderr
    assert fake_gpu.smi_calls() == []
    assert {cap for _, cap, _ in records(results_copy)} == {"700W"}
    rec = json.loads(next(results_copy.glob("case1/measure/700W/r0001.json")).read_text())
    assert rec["meta"]["cap_mode"] == "current" and rec["meta"]["runner"] == "native"


@pytest.mark.parametrize("args,env,message", [
    (["--caps", "100,300"], {}, "100"),
    (["--caps", "300,800"], {}, "800"),
    (["--caps", "abc"], {}, "abc"),
    (["--caps", "300,,400"], {}, "not a number of watts"),
    (["--gpu", "3"], {}, "unknown GPU index 3"),
    ([], {"FAKE_SMI_DENY": "1"}, "no permission to set a power cap"),
])
def test_bad_input_leaves_the_limit_unchanged(fake_gpu, results_copy, args, env, message):
    r = measure(results_copy, *args, env_extra=env)
    assert r.returncode != 0
    err = [x for x in (r.stdout + r.stderr).splitlines() if x.startswith("error: ")]
    assert err and message in err[-1], r.stdout + r.stderr
    assert fake_gpu.limit_w() == 700
    assert pl_calls(fake_gpu) in ([], [200.0])  # one refused -pl, nothing changed, nothing to restore
    assert records(results_copy) == set()
    assert not any(Path(fake_gpu.env["ARTIFACT_STATE_DIR"]).glob("*.json"))


def test_missing_export(fake_gpu, tuned_cuda, tmp_path):
    import shutil

    res = tmp_path / "results"
    shutil.copytree(tuned_cuda, res)
    r = measure(res)
    assert r.returncode != 0 and "no export" in r.stdout + r.stderr
    assert fake_gpu.smi_calls() == []


def test_gate_failure_is_reported_and_not_recorded(fake_gpu, results_copy):
    r = measure(results_copy, "--caps", "current", env_extra={"FAKE_DRIVER_FAIL": "r0002"})
    assert r.returncode == 3, r.stdout + r.stderr
    assert "failed the driver's correctness gate" in r.stdout + r.stderr
    assert not list(results_copy.glob("*/measure/*/r0002.json"))
    assert list(results_copy.glob("*/measure/*/r0001.json"))


def test_a_kernel_exported_again_under_its_id_is_measured_again_and_its_old_record_set_aside(fake_gpu, results_copy):
    """A tuned kernel's record is kept by a rerun only while the export holds that kernel: one exported since
    under the same id (more tuning, another selection) is measured again, its old record kept in stale/."""
    r = measure(results_copy, "--caps", "current")
    assert r.returncode == 0, r.stdout + r.stderr
    first = len(fake_gpu.driver_points())
    r = measure(results_copy, "--caps", "current")
    assert r.returncode == 0 and len(fake_gpu.driver_points()) == first and "set aside" not in r.stdout
    manifest = results_copy / "case1" / "export" / "r0001" / "kernel.json"
    m = json.loads(manifest.read_text())
    m["tuned"]["run_s"] *= 1.5  # another kernel's tuning time under the same id
    manifest.write_text(json.dumps(m))
    record = next((results_copy / "case1" / "measure").glob("*/r0001.json"))
    old = record.read_bytes()
    r = measure(results_copy, "--caps", "current")
    assert r.returncode == 0, r.stdout + r.stderr
    assert points(fake_gpu)[first:] == [("case1", record.parent.name, "r0001")]
    assert f"{record.parent.name}/r0001.json measured a kernel exported under the same id before" in r.stdout
    assert (record.parent / "stale" / "r0001.json").read_bytes() == old
    assert json.loads(record.read_text())["tuned_time_ms"] == pytest.approx(m["tuned"]["run_s"] * 1e3)


def test_a_record_is_of_the_kernel_of_the_same_launches_cluster_and_tuning_time():
    """A record tells its kernel by the launches the driver repeats from the manifest (a split-K kernel's
    cluster_dims included: its one-CTA twin of the same tile has the same grid, block and shared memory)
    and by its tuning time."""
    from artifact.measure.driver import Point, launch_key
    from artifact.measure.sweep import is_record_of

    launch = {"entry": "main_kernel", "grid": [16, 1, 1], "block": [256, 1, 1], "dynamic_shared_bytes": 98320}
    rec = {"workload": {"launches": [launch]}, "tuned_time_ms": 0.0123}
    plain = Point("r0001", (), (launch_key("main_kernel", [16, 1, 1], [256, 1, 1], 98320, None),), 0.0123)
    split = Point("r0001", (), (launch_key("main_kernel", [16, 1, 1], [256, 1, 1], 98320, [2, 1, 1]),), 0.0123)
    assert is_record_of(rec, plain) and not is_record_of(rec, split)
    assert is_record_of({**rec, "workload": {"launches": [{**launch, "cluster_dims": [2, 1, 1]}]}}, split)
    assert not is_record_of({**rec, "tuned_time_ms": 0.0124}, plain)
    assert is_record_of({**rec, "tuned_time_ms": 0.0123 * (1 + 1e-9)}, plain)  # the record's 10 digits
    assert is_record_of({"workload": {}}, Point("cudnn-fp16", ()))  # a baseline: no kernel of its own to tell
