"""`artifact measure --gpus`: one worker process per GPU (fake NVML with two GPUs, fake nvidia-smi and driver),
cases spread over the GPUs, every record naming its GPU, every GPU's limit restored, one results directory
that analyze and verify take as for one GPU; locks handed to the workers; refusals before anything changes."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from artifact.errors import ArtifactError

ROOT = Path(__file__).resolve().parent.parent
SECOND = {"uuid": "GPU-11111111-fake-0000-0000-000000000000", "serial": "1650000000002"}


def two_gpus(fake, name: str | None = None) -> None:
    state = json.loads(fake.state.read_text())
    first = dict(state["gpus"][0], serial="1650000000001")
    second = dict(first, **SECOND, **({"name": name} if name else {}))
    fake.state.write_text(json.dumps({"gpus": [first, second]}))


def limits(fake) -> list[float]:
    return [g["power_limit_w"] for g in json.loads(fake.state.read_text())["gpus"]]


def measure(results: Path, *extra: str, wait: bool = True):
    cmd = [sys.executable, "-m", "artifact", "measure", "--test-mode", "--results", str(results), "--runner", "native",
           *extra]
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    if not wait:
        return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                start_new_session=True)
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def test_cases_spread_over_two_gpus_each_record_names_its_gpu(fake_gpu, results_copy, no_figures):
    two_gpus(fake_gpu)
    r = measure(results_copy, "--gpus", "0,1", "--caps", "300,500")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "2 case(s), 16 point(s) to measure on 2 GPUs" in r.stdout and "16 point(s) on 2 GPUs" in r.stdout
    assert re.search(r"GPU 0: case\d \(\d+ s\); GPU 1: case\d \(\d+ s\)", r.stdout), r.stdout  # each GPU's seconds
    by_case: dict[str, set[tuple[str, str]]] = {}
    for path in results_copy.glob("*/measure/*/*.json"):
        rec = json.loads(path.read_text())
        by_case.setdefault(path.parts[-4], set()).add((rec["gpu"]["uuid"], rec["gpu"]["serial"]))
    assert sorted(by_case) == ["case1", "case7"]
    assert all(len(v) == 1 for v in by_case.values())  # one GPU per case
    assert {next(iter(v))[1] for v in by_case.values()} == {"1650000000001", "1650000000002"}  # both GPUs used
    assert limits(fake_gpu) == [700.0, 700.0]  # each worker restored its GPU
    pl = [(a[a.index("-i") + 1], float(a[a.index("-pl") + 1])) for a in fake_gpu.smi_calls() if "-pl" in a]
    assert {i for i, _ in pl} == {"0", "1"} and ("0", 700.0) in pl and ("1", 700.0) in pl

    r = measure(results_copy, "--gpus", "0,1", "--caps", "300,500")  # all done: nothing measured again
    assert r.returncode == 0 and "0 point(s) to measure" in r.stdout, r.stdout + r.stderr

    from artifact.results.analyze import analyze
    from artifact.results.checksums import verify

    out = analyze(results_copy, echo=lambda s: None)
    manifest = json.loads((out / "manifest.json").read_text())
    assert sorted(g["serial"] for g in manifest["gpus"]) == ["1650000000001", "1650000000002"]
    assert sorted(c for g in manifest["gpus"] for c in g["cases"]) == ["case1", "case7"]
    altered, missing, extra, n_ok = verify(results_copy)  # one SHA256SUMS over both GPUs' records
    assert (altered, missing, extra) == ([], [], []) and n_ok > 16


def test_with_fewer_cases_than_gpus_each_case_stays_whole_on_one_gpu_and_analyze_takes_it(fake_gpu, results_copy,
                                                                                            no_figures):
    """Two cases on four GPUs: each case whole on one GPU (its kernels compared on one card), the other two
    GPUs idle and said so; analyze and verify take the results, and a rerun measures nothing."""
    two_gpus(fake_gpu)
    state = json.loads(fake_gpu.state.read_text())
    more = [dict(state["gpus"][0], uuid=f"GPU-2222222{i}-fake-0000-0000-000000000000", serial=f"165000000000{i}")
            for i in (3, 4)]
    fake_gpu.state.write_text(json.dumps({"gpus": state["gpus"] + more}))
    r = measure(results_copy, "--gpus", "0,1,2,3", "--caps", "300,500")
    assert r.returncode == 0, r.stdout + r.stderr
    assert ("2 case(s), 16 point(s) to measure on 4 GPUs (2 of them idle: a case is measured on one GPU)"
            in r.stdout), r.stdout
    assert "part" not in r.stdout
    serials: dict[str, set[str]] = {}
    for path in results_copy.glob("*/measure/*/*.json"):
        rec = json.loads(path.read_text())
        serials.setdefault(path.parts[-4], set()).add(rec["gpu"]["serial"])
    assert sorted(serials) == ["case1", "case7"] and all(len(v) == 1 for v in serials.values())
    assert len(list(results_copy.glob("*/measure/*/*.json"))) == 16
    assert sorted(p.name for p in results_copy.glob("case1/measure/300W/driver*.log")) == ["driver.log"]
    assert limits(fake_gpu) == [700.0] * 4
    r = measure(results_copy, "--gpus", "0,1,2,3", "--caps", "300,500")  # all done: nothing measured again
    assert r.returncode == 0 and "0 point(s) to measure" in r.stdout and "idle" not in r.stdout, r.stdout + r.stderr

    from artifact.results.analyze import analyze
    from artifact.results.checksums import verify

    manifest = json.loads((analyze(results_copy, echo=lambda s: None) / "manifest.json").read_text())
    assert sorted(c for g in manifest["gpus"] for c in g["cases"]) == ["case1", "case7"]
    altered, missing, extra, _n = verify(results_copy)
    assert (altered, missing, extra) == ([], [], [])


def test_analyze_refuses_a_case_measured_on_two_gpus(fake_gpu, results_copy, no_figures):
    """Two cards of one model differ by more than the protocol's spread: a case whose records name two GPUs
    is refused, naming the case and what to do, and nothing is written."""
    two_gpus(fake_gpu)
    r = measure(results_copy, "--gpus", "0,1", "--caps", "300")
    assert r.returncode == 0, r.stdout + r.stderr
    recs = sorted(results_copy.glob("case1/measure/300W/*.json"))
    rec = json.loads(recs[0].read_text())
    other = "1650000000001" if rec["gpu"]["serial"] == "1650000000002" else "1650000000002"
    rec["gpu"] = dict(rec["gpu"], serial=other, uuid="GPU-99999999-fake-0000-0000-000000000000")
    recs[0].write_text(json.dumps(rec))

    from artifact.results.analyze import analyze

    with pytest.raises(ArtifactError, match=r"case1: records of 2 GPUs .*compared on one GPU.*remove case1/measure/"):
        analyze(results_copy, echo=lambda s: None)
    assert not (results_copy / "SHA256SUMS").exists()


def test_units_are_whole_cases_most_points_first(tmp_path):
    """A case is never dealt over GPUs: seven cases on two GPUs are seven units, whatever the GPUs; cases
    with nothing left to measure are dropped."""
    from artifact.catalog import load_catalog, test_mode_cases
    from artifact.measure.driver import Point
    from artifact.measure.workers import units

    seven = load_catalog("default")[:7]
    ids = [f"r{i:04d}" for i in range(1, 26)]
    points = [Point(i, ("--kernel", f"{i}.json")) for i in ids]
    caps = ["200W", "300W", "400W", "500W", "700W"]
    work = [(c, len(ids) * len(caps) - i, caps, points) for i, c in enumerate(seven)]
    got = units(work)
    assert [u.case.case_id for u in got] == [c.case_id for c in seven]  # most points first
    assert all(u.point_ids == ids and u.labels == caps and u.name == u.case.case_id for u in got)
    c1, c7 = test_mode_cases()
    four = [Point(i, ()) for i in ("r0001", "r0002", "cudnn-fp32", "cudnn-tf32")]
    assert [u.case for u in units([(c1, 0, ["300W"], four), (c7, 3, ["300W"], four)])] == [c7]


def test_gpus_of_two_models_are_refused_before_anything_changes(fake_gpu, results_copy):
    two_gpus(fake_gpu, name="NVIDIA H200")
    r = measure(results_copy, "--gpus", "0,1", "--caps", "300")
    assert r.returncode == 2 and "different models" in r.stderr and "--mixed-gpus" in r.stderr
    assert not fake_gpu.smi_calls() and not list(results_copy.glob("*/measure"))
    r = measure(results_copy, "--gpus", "0,1", "--unattended")
    assert r.returncode == 2 and "not with --gpus" in r.stderr


def test_sigterm_reaches_every_worker_and_both_gpus_are_restored(fake_gpu, results_copy, monkeypatch, tmp_path):
    """Both workers stopped in their first point (the fake driver waits at its gate): the SIGTERM the
    run gets reaches each worker, each restores its GPU, and the run exits 143."""
    from reliability_fixtures import Gate, wait_for

    two_gpus(fake_gpu)
    gate = Gate(tmp_path / "gate")
    for k, v in gate.env(driver=0).items():
        monkeypatch.setenv(k, v)
    proc = measure(results_copy, "--gpus", "0,1", "--caps", "300,500", wait=False)
    wait_for(lambda: gate.held("driver") and limits(fake_gpu) == [300.0, 300.0] or proc.poll() is not None,
             "both workers at their first point")
    assert limits(fake_gpu) == [300.0, 300.0]  # both workers under way
    proc.send_signal(signal.SIGTERM)
    out, _ = proc.communicate()
    assert proc.returncode == 143, out
    assert limits(fake_gpu) == [700.0, 700.0], out


def test_workers_take_over_the_parents_locks(tmp_path, monkeypatch):
    from artifact import runlock

    monkeypatch.setenv("ARTIFACT_LOCK_DIR", str(tmp_path / "locks"))
    key = runlock.results_key(tmp_path / "results")
    code = ("import sys; from pathlib import Path; from artifact import runlock\n"
            "key = runlock.results_key(Path(sys.argv[1]))\n"
            "with runlock.hold([key]):\n    print('held')\n")
    with runlock.hold([key]):
        env, fds = runlock.inherit_env([key])
        child = subprocess.run([sys.executable, "-c", code, str(tmp_path / "results")], cwd=ROOT,
                               env={**os.environ, **env}, pass_fds=fds, capture_output=True, text=True, timeout=60)
        assert child.returncode == 0 and child.stdout.strip() == "held", child.stderr
        # without the handed fds, the same child is refused: the parent still holds the lock
        child = subprocess.run([sys.executable, "-c", code, str(tmp_path / "results")], cwd=ROOT,
                               capture_output=True, text=True, timeout=60)
        assert child.returncode != 0 and "in use by another artifact run" in child.stderr
        assert runlock.held_by_me(key)
    with pytest.raises(ArtifactError, match="not locked by this process"):
        runlock.inherit_env([key])


def test_a_kernel_exported_again_is_a_point_to_measure_with_gpus(fake_gpu, results_copy, no_figures):
    """--gpus counts a record of a kernel exported since under the same id as a point to measure, as one GPU's
    measure does (test_measure.py), and the worker measures it again."""
    two_gpus(fake_gpu)
    r = measure(results_copy, "--gpus", "0,1", "--caps", "300")
    assert r.returncode == 0 and "2 case(s), 8 point(s) to measure on 2 GPUs" in r.stdout, r.stdout + r.stderr
    manifest = results_copy / "case7" / "export" / "r0002" / "kernel.json"
    m = json.loads(manifest.read_text())
    m["tuned"]["run_s"] *= 1.5  # another kernel's tuning time under the same id
    manifest.write_text(json.dumps(m))
    r = measure(results_copy, "--gpus", "0,1", "--caps", "300")
    assert r.returncode == 0 and "2 case(s), 1 point(s) to measure on 2 GPUs" in r.stdout, r.stdout + r.stderr
    assert (results_copy / "case7" / "measure" / "300W" / "stale" / "r0002.json").is_file()
