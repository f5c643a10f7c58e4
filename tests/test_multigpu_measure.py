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
import time
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


def test_cases_spread_over_two_gpus_each_record_names_its_gpu(fake_gpu, results_copy):
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


def test_with_fewer_cases_than_gpus_each_case_is_split_and_every_gpu_measures_a_part(fake_gpu, results_copy):
    """Two cases on four GPUs: each case's points dealt into two parts, one worker each, every GPU used;
    the parts log to their own driver logs; every point recorded once, and a rerun measures nothing."""
    two_gpus(fake_gpu)
    state = json.loads(fake_gpu.state.read_text())
    more = [dict(state["gpus"][0], uuid=f"GPU-2222222{i}-fake-0000-0000-000000000000", serial=f"165000000000{i}")
            for i in (3, 4)]
    fake_gpu.state.write_text(json.dumps({"gpus": state["gpus"] + more}))
    r = measure(results_copy, "--gpus", "0,1,2,3", "--caps", "300,500")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "2 case(s), 16 point(s) to measure on 4 GPUs (cases in 4 parts, so that the GPUs end together)" in r.stdout
    assert "(part 1/2: " in r.stdout and "(part 2/2: " in r.stdout
    serials: dict[str, set[str]] = {}
    for path in results_copy.glob("*/measure/*/*.json"):
        rec = json.loads(path.read_text())
        serials.setdefault(path.parts[-4], set()).add(rec["gpu"]["serial"])
    assert sorted(serials) == ["case1", "case7"] and all(len(v) == 2 for v in serials.values())
    assert set().union(*serials.values()) == {"1650000000001", "1650000000002", "1650000000003", "1650000000004"}
    assert len(list(results_copy.glob("*/measure/*/*.json"))) == 16
    logs = sorted(p.name for p in results_copy.glob("case1/measure/300W/driver*.log"))
    assert len(logs) == 2 and all(n.startswith("driver.") and n != "driver.log" for n in logs)
    assert limits(fake_gpu) == [700.0] * 4
    r = measure(results_copy, "--gpus", "0,1,2,3", "--caps", "300,500")  # all done: nothing measured again
    assert r.returncode == 0 and "0 point(s) to measure" in r.stdout, r.stdout + r.stderr


def test_units_deal_a_cases_points_into_parts_only_where_cases_are_fewer_than_gpus(tmp_path):
    from artifact.catalog import test_mode_cases
    from artifact.measure.workers import units

    c1, c7 = test_mode_cases()
    ids = ["r0001", "r0002", "cudnn-fp32", "cudnn-tf32"]
    work = [(c1, 8, ["300W", "500W"], ids), (c7, 8, ["300W", "500W"], ids)]
    assert [(u.case.case_id, u.part) for u in units(work, tmp_path, 2)] == [("case1", None), ("case7", None)]
    four = units(work, tmp_path, 4)
    assert [(u.case.case_id, u.part, u.point_ids, u.todo) for u in four] == [
        ("case1", (1, 2), ["r0001", "cudnn-fp32"], 4), ("case1", (2, 2), ["r0002", "cudnn-tf32"], 4),
        ("case7", (1, 2), ["r0001", "cudnn-fp32"], 4), ("case7", (2, 2), ["r0002", "cudnn-tf32"], 4)]
    assert len(units(work, tmp_path, 16)) == 8  # at most one part a point
    assert units([(c1, 0, ["300W"], ids), (c7, 4, ["300W"], ids)], tmp_path, 1)[0].case is c7  # done: none



def test_cases_that_do_not_share_out_evenly_are_dealt_in_parts(tmp_path):
    """Seven cases on two GPUs: whole, one GPU would measure four and the other three (at best 1.75x one
    GPU); in two parts each, the GPUs end together. Where the cases share out evenly, cases stay whole."""
    from artifact.catalog import load_catalog
    from artifact.measure.workers import POINT_S, _makespan, parts_per_case, units

    seven = load_catalog("default")[:7]
    assert len(seven) == 7
    ids = [f"r{i:04d}" for i in range(1, 26)]
    caps = ["200W", "300W", "400W", "500W", "700W"]
    work = [(c, len(ids) * len(caps), caps, ids) for c in seven]
    assert parts_per_case(work, 1) == 1
    assert parts_per_case(work, 7) == 1  # one case a GPU
    assert parts_per_case(work, 2) == 2
    two = units(work, tmp_path, 2)
    assert len(two) == 14 and {u.part[1] for u in two} == {2}
    assert sorted(len(u.point_ids) for u in two) == [12] * 7 + [13] * 7
    whole = [len(caps) * len(ids) * POINT_S] * 7
    halves = [u.todo * POINT_S for u in two]
    assert sum(whole) / _makespan(whole, 2) == pytest.approx(1.75)
    assert sum(halves) / _makespan(halves, 2) > 1.9
    # three cases of four points at one cap on two GPUs: two parts each (three a GPU); with two cases, whole
    few = [(c, 4, ["700W"], ids[:4]) for c in seven[:3]]
    assert parts_per_case(few, 2) == 2 and len(units(few, tmp_path, 2)) == 6
    assert parts_per_case(few[:2], 2) == 1
    # one-point cases are never split (at most one part a point)
    assert parts_per_case([(c, 1, ["700W"], ids[:1]) for c in seven[:3]], 2) == 1


def test_parts_per_case_takes_the_fewest_parts_on_a_tie(tmp_path):
    from artifact.catalog import test_mode_cases
    from artifact.measure.workers import parts_per_case

    c1, c7 = test_mode_cases()
    ids = ["r0001", "r0002", "cudnn-fp32", "cudnn-tf32"]
    # two cases on two GPUs: whole cases end as soon as any dealing could: no parts
    assert parts_per_case([(c1, 4, ["700W"], ids), (c7, 4, ["700W"], ids)], 2) == 1
    # nothing left to measure: nothing to deal
    assert parts_per_case([(c1, 0, ["700W"], ids), (c7, 0, ["700W"], ids)], 4) == 1

def test_gpus_of_two_models_are_refused_before_anything_changes(fake_gpu, results_copy):
    two_gpus(fake_gpu, name="NVIDIA H200")
    r = measure(results_copy, "--gpus", "0,1", "--caps", "300")
    assert r.returncode == 2 and "different models" in r.stderr and "--mixed-gpus" in r.stderr
    assert not fake_gpu.smi_calls() and not list(results_copy.glob("*/measure"))
    r = measure(results_copy, "--gpus", "0,1", "--unattended")
    assert r.returncode == 2 and "not with --gpus" in r.stderr


@pytest.mark.serial  # signals and processes
def test_sigterm_reaches_every_worker_and_both_gpus_are_restored(fake_gpu, results_copy, monkeypatch):
    two_gpus(fake_gpu)
    monkeypatch.setenv("FAKE_DRIVER_SLEEP", "0.5")
    proc = measure(results_copy, "--gpus", "0,1", "--caps", "300,500", wait=False)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not all(w == 300.0 for w in limits(fake_gpu)):
        time.sleep(0.1)
    assert limits(fake_gpu) == [300.0, 300.0]  # both workers under way
    proc.send_signal(signal.SIGTERM)
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 130, out
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
