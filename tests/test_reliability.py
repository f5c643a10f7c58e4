"""Safe under bad input, signals, tampering and a second run (CPU only: fake NVML, nvidia-smi, driver).

Groups (scripts/reliability_table.py runs them and prints tried / passed per group):
  bad_input     a one-line error, nothing created or changed, the power limit untouched
  catalog       broken catalogs: one-line errors
  signal        SIGINT/SIGTERM/SIGHUP at many points of a sweep: limit restored before exit, 130,
                and a resume loses or repeats no point
  sigkill       SIGKILL: the next run restores the limit first, then resumes exactly
  lock          a second run on the GPU or results directory stops (or waits), 0 mislabeled points
  helper        what the root helper scripts/artifact-powercap refuses, and what it allows
  unattended    the opt-in set-up (persistence mode, other GPUs prohibited), undone on exit and after SIGKILL
  make          Make variables with shell syntax run nothing
  tamper        20 tamperings of an analyzed results directory: verify catches all but one
  checksums     SHA256SUMS is sha256sum -c compatible both ways
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

import pytest
from conftest import FAKE_H100
from reliability_fixtures import CONV, GEMM, ROOT, artifact, fake_env, fake_venv, make_results, tree, wait_for

from artifact.catalog import parse_shape

GEMM_ID = parse_shape(GEMM).case_id
CONV_ID = parse_shape(CONV).case_id
HELPER = ROOT / "scripts" / "artifact-powercap"


# ------------------------------------------------------------------------------------------ helpers
class Gpu:
    """The fake GPUs of one test: their NVML file, the nvidia-smi and driver logs, the environment."""

    def __init__(self, tmp: Path, gpus: list[dict[str, Any]] | None = None) -> None:
        self.tmp = tmp
        self.env = fake_env(tmp, gpus or [dict(FAKE_H100)])
        self.nvml = Path(self.env["ARTIFACT_FAKE_NVML"])

    def gpus(self) -> list[dict[str, Any]]:
        return json.loads(self.nvml.read_text())["gpus"]

    def limit_w(self, i: int = 0) -> float:
        return self.gpus()[i]["power_limit_w"]

    def smi_calls(self) -> list[list[str]]:
        p = Path(self.env["FAKE_SMI_LOG"])
        return [json.loads(x)["argv"] for x in p.read_text().splitlines()] if p.exists() else []

    def changes(self) -> list[list[str]]:
        return [a for a in self.smi_calls() if any(f in a for f in ("-pl", "-pm", "-c"))]

    def pl_calls(self) -> list[float]:
        return [float(a[a.index("-pl") + 1]) for a in self.smi_calls() if "-pl" in a]

    def points(self) -> list[tuple[str, str, str]]:
        p = Path(self.env["FAKE_DRIVER_LOG"])
        return [(d["case_id"], d["cap_label"], d["id"]) for d in map(json.loads, p.read_text().splitlines())] \
            if p.exists() else []

    def state_files(self) -> list[Path]:
        return list(Path(self.env["ARTIFACT_STATE_DIR"]).glob("*.json"))


def records(results: Path) -> set[tuple[str, str, str]]:
    return {(p.parts[-4], p.parts[-2], p.stem) for p in results.glob("*/measure/*/*.json")}


def one_error_line(stderr: str) -> str:
    lines = [ln for ln in stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), stderr
    assert "Traceback" not in stderr
    return lines[0]


@pytest.fixture
def gpu(tmp_path) -> Gpu:
    return Gpu(tmp_path)


@pytest.fixture
def res(tmp_path) -> Path:
    return make_results(tmp_path / "results")


# ---------------------------------------------------------------------------------------- bad input
def _kernel_json(res: Path) -> Path:
    return res / GEMM_ID / "export" / "r0001" / "kernel.json"


def _edit_json(path: Path, fn: Callable[[dict], Any]) -> None:
    obj = json.loads(path.read_text())
    fn(obj)
    path.write_text(json.dumps(obj))


def _state(gpu: Gpu, **over: Any) -> Path:
    d = Path(gpu.env["ARTIFACT_STATE_DIR"])
    d.mkdir(parents=True, exist_ok=True)
    p = d / f"powercap-{FAKE_H100['uuid']}.json"
    p.write_text(json.dumps({"gpu_uuid": FAKE_H100["uuid"], "gpu_index": 0, "original_power_limit_w": 700,
                             "pid": 999999, "started": "then", **over}))
    return p


def _as_other_user(gpu: Gpu) -> None:
    if os.geteuid() != 0:
        pytest.skip("needs root to give a file to another user")
    os.chown(_state(gpu), 12345, 12345)


def _read_only(res: Path) -> None:
    if os.geteuid() != 0:
        os.chmod(res, 0o555)
        return
    r = subprocess.run(["mount", "--bind", "-o", "ro", str(res), str(res)], capture_output=True)
    if r.returncode != 0:
        pytest.skip("cannot make a read-only mount here")


def _alive_state(gpu: Gpu) -> None:
    from artifact.runlock import process_start_ticks

    pid = os.getppid()  # alive (it started these tests), and not the process under test
    _state(gpu, pid=pid, start_ticks=process_start_ticks(pid), original_power_limit_w=300)


M = ["measure", "--shape", GEMM, "--runner", "native"]
BAD_INPUTS: list[tuple[str, Callable[[Path, Gpu], Any] | None, list[str], str]] = [
    ("kernel.json without flops", lambda r, g: _edit_json(_kernel_json(r), lambda m: m.pop("flops")), M, "lacks 'flops'"),
    ("flops -1", lambda r, g: _edit_json(_kernel_json(r), lambda m: m.update(flops=-1)), M, "flops must be a positive"),
    ("flops not the case's", lambda r, g: _edit_json(_kernel_json(r), lambda m: m.update(flops=7)), M, "differs from the case"),
    ("empty kernels", lambda r, g: _edit_json(r / GEMM_ID / "export" / "export.json", lambda m: m.update(kernels=[])),
     M, "lists no kernels"),
    ("kernel dir ../..", lambda r, g: _edit_json(r / GEMM_ID / "export" / "export.json",
                                                lambda m: m["kernels"][0].update(dir="../../x")), M, "not a safe name"),
    ("kernel.json not UTF-8", lambda r, g: _kernel_json(r).write_bytes(b"\xff\xfe{"), M, "is corrupt"),
    ("cubin missing", lambda r, g: (_kernel_json(r).parent / "kernel.cubin").unlink(), M, "cubin"),
    ("reference input truncated", lambda r, g: (r / GEMM_ID / "export" / "reference" / "A.bin").write_bytes(b"0"),
     M, "missing or not"),
    ("buffer file outside the export", lambda r, g: _edit_json(_kernel_json(r), lambda m: m["buffers"][0].update(
        file="../../../../etc/passwd")), M, "outside the case's export"),
    ("--caps ''", None, M + ["--caps", ""], "CAPS is empty"),
    ("--caps nan", None, M + ["--caps", "nan"], "not a positive number"),
    ("--caps 100 (below min)", None, M + ["--caps", "100"], "accepts power limits from 200"),
    ("--caps 300;id", None, M + ["--caps", "300;id"], "not a number of watts"),
    ("--min-windows 0 --window-s -1", None, M + ["--min-windows", "0", "--window-s", "-1"], "driver setting window_s must be a positive"),
    ("--window-s -1", None, M + ["--window-s", "-1"], "driver setting window_s must be a positive"),
    ("--gpu 7", None, M + ["--gpu", "7"], "unknown GPU index 7"),
    ("--gpu 0;id", None, M + ["--gpu", "0;id"], "--gpu"),
    ("--case ../../..", None, ["measure", "--case", "../../..", "--runner", "native"], "unknown case"),
    ("--case 1;touch x", None, ["measure", "--case", "1;touch x", "--runner", "native"], "unknown case"),
    ("--catalog ../../etc/passwd", None, ["measure", "--catalog", "../../etc/passwd", "--all"], "unknown catalog"),
    ("conv 100000x100000x4096", None, ["measure", "--shape", "conv2d:N=1,H=100000,W=100000,CO=4096,CI=4096,KH=3,"
                                                             "KW=3,stride=1,padding=1"], "more than the"),
    ("sm_90 export on a cc-8.0 GPU", lambda r, g: _edit_json(g.nvml, lambda s: s["gpus"][0].update(
        compute_capability=[8, 0])), M, "does not run on this GPU (sm_80"),
    ("state file: 5000 W", lambda r, g: _state(g, original_power_limit_w=5000), M, "outside GPU 0's range"),
    ("state file: unreadable", lambda r, g: _state(g).write_text("{"), M, "is unreadable"),
    ("state file: another user's", lambda r, g: _as_other_user(g), M, "belongs to uid 12345"),
    ("state file: its run is alive", lambda r, g: _alive_state(g), M, "still alive"),
    ("--results is a file", lambda r, g: (r.parent / "afile").write_text("x"),
     M + ["--results", "{tmp}/afile"], "is a file"),
    ("--results under a file", lambda r, g: (r.parent / "afile").write_text("x"),
     M + ["--results", "{tmp}/afile/sub"], "is a file, not a directory"),
    ("--results name too long", None, M + ["--results", "{tmp}/" + "x" * 300], "too long"),
    ("--results read-only", lambda r, g: _read_only(r), M, "not writable"),
    ("tune --set min_repeat_ms=-5", None, ["tune", "--shape", GEMM, "--set", "min_repeat_ms=-5"], "min_repeat_ms must be"),
    ("tune --trials 0", None, ["tune", "--shape", GEMM, "--trials", "0"], "--trials must be positive"),
    ("tune: buffers beyond the GPU's memory", lambda r, g: _edit_json(g.nvml, lambda s: s["gpus"][0].update(
        memory_mib=256)), ["tune", "--shape", "gemm:M=4096,N=4096,K=4096,layout=NN"], "choose a smaller shape"),
    ("export --arch sm_90;id", None, ["export", "--shape", GEMM, "--arch", "sm_90;id"], "is not an architecture"),
    ("--shape with a negative size", None, ["measure", "--shape", "gemm:M=-8,N=16,K=8,layout=NT"], "must be positive"),
]


@pytest.mark.parametrize("name,setup,args,message", BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input(tmp_path, res, gpu, monkeypatch, name, setup, args, message):
    """In this process (CliRunner) for speed; the signal, lock and make groups run the real CLI."""
    from click.testing import CliRunner

    from artifact.cli import main

    if setup is not None:
        setup(res, gpu)
    before = tree(tmp_path / "results")
    top_before = set(os.listdir(tmp_path))
    smi_before = len(gpu.smi_calls())
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    if "--results" not in args:
        args += ["--results", str(res)]
    for k, v in gpu.env.items():
        monkeypatch.setenv(k, v)
    monkeypatch.chdir(ROOT)
    try:
        r = CliRunner().invoke(main, args)
        r.returncode = r.exit_code
    finally:
        if name == "--results read-only" and os.geteuid() == 0:
            subprocess.run(["umount", str(res)], capture_output=True)
        if name == "--results read-only":
            os.chmod(res, 0o755)
    assert r.returncode == 2, r.output + repr(r.exception)
    assert message in one_error_line(r.stderr)
    assert tree(tmp_path / "results") == before  # nothing created, nothing half-written
    assert gpu.limit_w() == 700 and not [a for a in gpu.changes()[smi_before:]]
    assert set(os.listdir(tmp_path)) - top_before <= {"smi.log", "locks"}  # no other directory made


# ----------------------------------------------------------------------------------------- catalogs
CATALOGS = [
    ("not UTF-8", b'{"cases": [{"id": "\xff", "kind": "gemm", "shape": [8, 8, 8, "NN"]}]}', "not UTF-8"),
    ("id ../../..", b'{"cases": [{"id": "../../..", "kind": "gemm", "shape": [8, 8, 8, "NN"]}]}', "not a safe name"),
    ("id too long", b'{"cases": [{"id": "' + b"a" * 150 + b'", "kind": "gemm", "shape": [8, 8, 8, "NN"]}]}',
     "not a safe name"),
    ("no cases", b'{"name": "x"}', "no \"cases\" list"),
    ("empty cases", b'{"cases": []}', "no \"cases\" list"),
    ("entry without a shape", b'{"cases": [{"id": "a", "kind": "gemm"}]}', "needs \"id\""),
    ("not JSON", b'{"cases": [', "not valid JSON"),
    ("duplicate id", b'{"cases": [{"id": "a", "kind": "gemm", "shape": [8, 8, 8, "NN"]},'
                     b' {"id": "a", "kind": "gemm", "shape": [8, 8, 8, "NN"]}]}', "appears twice"),
]


@pytest.mark.parametrize("name,text,message", CATALOGS, ids=[c[0] for c in CATALOGS])
def test_catalog(tmp_path, monkeypatch, name, text, message):
    from click.testing import CliRunner

    import artifact.catalog as catalog
    from artifact.cli import main

    cat = tmp_path / "catalogs"
    cat.mkdir()
    (cat / "bad.json").write_bytes(text)
    monkeypatch.setattr(catalog, "CATALOG_DIR", cat)
    for args in (["cases", "--catalog", "bad"], ["select", "--catalog", "bad", "--all", "--results", str(tmp_path / "r")]):
        r = CliRunner().invoke(main, args)
        assert r.exit_code == 2, r.output
        assert message in one_error_line(r.stderr)
    assert not (tmp_path / "r").exists()


# ------------------------------------------------------------------------------------------ signals
SWEEP = ["measure", "--shape", GEMM, "--runner", "native", "--caps", "200,300,400"]
ALL_POINTS = {(GEMM_ID, cap, k) for cap in ("200W", "300W", "400W") for k in ("r0001", "cublas-fp32", "cublas-tf32")}


def _after_points(n: int) -> Callable[[Gpu], bool]:
    return lambda g: len(g.points()) >= n


def _during_pl(watts: float) -> Callable[[Gpu], bool]:
    return lambda g: watts in g.pl_calls()


SIGNAL_POINTS = [  # (where, condition to send the signal at, slow -pl watts)
    ("while the first cap is applied", _during_pl(200), 200),
    ("after 1 point", _after_points(1), None),
    ("after 2 points", _after_points(2), None),
    ("between caps", _after_points(3), None),
    ("after 4 points", _after_points(4), None),
    ("while the second cap is applied", _during_pl(300), 300),
    ("after 7 points", _after_points(7), None),
    ("after 8 points", _after_points(8), None),
    ("while restoring at the end", _during_pl(700), 700),
]
SIGNAL_CASES = [(w, ("SIGTERM", "SIGINT", "SIGHUP")[i % 3]) for i, (w, *_) in enumerate(SIGNAL_POINTS)] + \
    [("while restoring at the end", "SIGTERM"), ("while restoring at the end", "SIGHUP")]


@pytest.mark.parametrize("where,signame", SIGNAL_CASES, ids=[f"{s} {w}" for w, s in SIGNAL_CASES])
def test_signal(res, gpu, where, signame):
    cond, slow = next((c, s) for w, c, s in SIGNAL_POINTS if w == where)
    env = dict(gpu.env, FAKE_DRIVER_SLEEP="0.1", **({"FAKE_SMI_SLOW_PL": str(slow)} if slow else {}))
    p = artifact(env, *SWEEP, "--results", res, wait=False)
    wait_for(lambda: cond(gpu) or p.poll() is not None)
    assert p.poll() is None, "the run ended before the signal"
    p.send_signal(getattr(signal, signame))
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130, out + err
    assert "interrupted:" in err and "Traceback" not in err
    assert gpu.limit_w() == 700 and gpu.pl_calls()[-1] == 700, out  # restored before exit
    assert not gpu.state_files()
    done = records(res)
    r = artifact(gpu.env, *SWEEP, "--results", res)  # resume
    assert r.returncode == 0, r.stdout + r.stderr
    got = gpu.points()
    assert len(got) == len(set(got)), "a point was measured twice"
    assert set(got) == ALL_POINTS == records(res) and done <= records(res)
    assert gpu.limit_w() == 700


@pytest.mark.parametrize("signame", ["SIGINT", "SIGTERM", "SIGHUP"])
def test_signal_during_the_restore_between_cases_stops_the_sweep(tmp_path, gpu, signame):
    res = make_results(tmp_path / "results")
    env = dict(gpu.env, FAKE_SMI_SLOW_PL="700")
    p = artifact(env, "measure", "--shape", GEMM, "--shape", CONV, "--runner", "native", "--caps", "200",
                 "--results", res, wait=False)
    wait_for(lambda: 700 in gpu.pl_calls() or p.poll() is not None)
    p.send_signal(getattr(signal, signame))
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130, out + err  # acted on after the restore: the sweep does not run on
    assert gpu.limit_w() == 700 and "power limit restored to 700 W" in out
    assert {c for c, _, _ in records(res)} == {GEMM_ID}  # the second case never started
    assert not gpu.state_files()


def test_helper_waits_for_a_limit_the_driver_enforces_late(res, gpu):
    """nvidia-smi returns before the driver enforces the new limit (seen on an H100): the cap shows in
    NVML a moment later, and the sweep goes on at that cap instead of failing."""
    r = artifact(dict(gpu.env, FAKE_SMI_LATE_PL="300:0.6"), *SWEEP, "--results", res)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "GPU 0: power limit 300 W (original 700 W)" in r.stdout
    assert gpu.pl_calls() == [200, 300, 400, 700] and gpu.limit_w() == 700
    assert records(res) == ALL_POINTS and not gpu.state_files()


def test_helper_limit_never_enforced_stops_the_run_and_sets_the_original_again(res, gpu):
    """The first cap of a sweep accepted by nvidia-smi but not reported by NVML within SETTLE_S may
    still take effect: the run stops with one error line and sets the original limit again, although
    NVML still reads the original (a late 200 W arriving after it changes nothing)."""
    t0 = time.monotonic()
    r = artifact(dict(gpu.env, FAKE_SMI_LATE_PL="200:6.5"), *SWEEP, "--results", res)
    assert r.returncode != 0
    assert "asked for a 200 W limit, NVML still reports 700 W enforced 5 s later" in r.stderr
    assert "Traceback" not in r.stderr
    assert gpu.pl_calls() == [200, 700] and "power limit restored to 700 W" in r.stdout
    assert not gpu.state_files() and not records(res)
    time.sleep(max(0.0, 7.5 - (time.monotonic() - t0)))  # past the moment the 200 W call would have shown
    assert gpu.limit_w() == 700


@pytest.mark.parametrize("n_points", [1, 4])
def test_sigkill_then_the_next_run_restores_first_and_resumes(res, gpu, n_points):
    env = dict(gpu.env, FAKE_DRIVER_SLEEP="0.15")
    p = artifact(env, *SWEEP, "--results", res, wait=False)
    wait_for(lambda: _after_points(n_points)(gpu))
    p.kill()
    p.communicate(timeout=60)
    assert gpu.limit_w() != 700 and gpu.state_files()  # nothing could restore it
    n = len(gpu.pl_calls())
    r = artifact(gpu.env, *SWEEP, "--results", res)
    assert r.returncode == 0, r.stdout + r.stderr
    assert gpu.pl_calls()[n] == 700 and "restoring GPU 0's power limit to 700 W" in r.stdout  # restored first
    got = gpu.points()
    assert len(got) == len(set(got)) and set(got) == ALL_POINTS == records(res)
    assert gpu.limit_w() == 700 and not gpu.state_files()


# --------------------------------------------------------------------------------------------- locks
def _enforced_matches_label(results: Path) -> list[str]:
    from artifact.measure.caps import limit_matches_label

    return [str(p) for p in results.glob("*/measure/*/*.json")
            if not limit_matches_label(json.loads(p.read_text()), p.parent.name)]


@pytest.mark.parametrize("same_results", [True, False], ids=["same results", "other results"])
def test_lock_second_measure_on_the_gpu_stops_naming_the_first(tmp_path, gpu, same_results):
    res1 = make_results(tmp_path / "results")
    res2 = res1 if same_results else make_results(tmp_path / "results2")
    p = artifact(dict(gpu.env, FAKE_DRIVER_SLEEP="0.2"), *SWEEP, "--results", res1, wait=False)
    wait_for(lambda: _after_points(1)(gpu))
    r = artifact(gpu.env, *SWEEP, "--results", res2)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 0, out + err
    assert r.returncode == 2
    line = one_error_line(r.stderr)
    assert "in use by another artifact run" in line and f"pid {p.pid}" in line and "measure" in line
    assert not list(res2.glob("*/measure/*/*.json")) or same_results
    assert _enforced_matches_label(res1) == [] and records(res1) == ALL_POINTS


def test_lock_wait_queues_the_second_run(tmp_path, gpu):
    res1, res2 = make_results(tmp_path / "results"), make_results(tmp_path / "results2")
    p = artifact(dict(gpu.env, FAKE_DRIVER_SLEEP="0.1"), *SWEEP, "--results", res1, wait=False)
    wait_for(lambda: _after_points(1)(gpu))
    r = artifact(gpu.env, *SWEEP, "--results", res2, "--wait")
    out, err = p.communicate(timeout=60)
    assert p.returncode == 0 and r.returncode == 0, out + err + r.stderr
    assert "waiting for GPU 0" in r.stdout
    assert records(res1) == records(res2) == ALL_POINTS
    assert _enforced_matches_label(res1) == _enforced_matches_label(res2) == []  # 0 mislabeled points
    assert gpu.limit_w() == 700


def test_lock_tune_on_a_results_directory_in_use(tmp_path, gpu, monkeypatch):
    from artifact import runlock

    monkeypatch.setenv("ARTIFACT_LOCK_DIR", gpu.env["ARTIFACT_LOCK_DIR"])
    with runlock.hold([runlock.results_key(tmp_path / "results")]):
        r = artifact(gpu.env, "tune", "--shape", GEMM, "--results", tmp_path / "results")
    assert r.returncode == 2 and f"pid {os.getpid()}" in one_error_line(r.stderr)
    assert not (tmp_path / "results").exists()


def test_lock_is_freed_by_a_killed_holder(tmp_path, gpu, res):
    p = artifact(dict(gpu.env, FAKE_DRIVER_SLEEP="0.2"), *SWEEP, "--results", res, wait=False)
    wait_for(lambda: _after_points(1)(gpu))
    p.kill()
    p.communicate(timeout=60)
    r = artifact(gpu.env, *SWEEP, "--results", res)
    assert r.returncode == 0, r.stderr


def test_lock_file_planted_as_a_symlink_is_not_written_through(tmp_path, gpu, res):
    victim = tmp_path / "victim"
    victim.write_text("keep me\n")
    locks = Path(gpu.env["ARTIFACT_LOCK_DIR"])
    locks.mkdir()
    (locks / f"gpu-{FAKE_H100['uuid']}.lock").symlink_to(victim)
    r = artifact(gpu.env, *SWEEP, "--results", res)
    assert r.returncode == 2 and "cannot lock" in one_error_line(r.stderr)
    assert victim.read_text() == "keep me\n" and gpu.changes() == []


def test_lock_a_live_runs_state_file_is_not_left_behind(gpu, monkeypatch):
    from artifact.errors import ArtifactError
    from artifact.gpu import gpu_info
    from artifact.measure.caphelper import recover

    for k, v in gpu.env.items():
        monkeypatch.setenv(k, v)
    from artifact.runlock import process_start_ticks

    other = subprocess.Popen(["sleep", "60"])
    try:
        _state(gpu, pid=other.pid, start_ticks=process_start_ticks(other.pid), original_power_limit_w=300)
        with pytest.raises(ArtifactError, match="still alive"):
            recover(gpu_info(0), echo=lambda s: None)
    finally:
        other.kill()
        other.wait()
    assert gpu.limit_w() == 700 and gpu.pl_calls() == []
    recover(gpu_info(0), echo=lambda s: None)  # its run is gone now: left behind, restored
    assert gpu.pl_calls() == [300] and not gpu.state_files()


def test_lock_analyze_rejects_a_record_measured_at_another_limit(res, gpu):
    r = artifact(gpu.env, *SWEEP, "--results", res)
    assert r.returncode == 0, r.stderr
    _edit_json(res / GEMM_ID / "measure" / "300W" / "r0001.json", lambda m: m["power_limit_w"].update(enforced=700))
    r = artifact(gpu.env, "analyze", "--results", res)
    assert r.returncode == 2 and "enforced limit of 700 W, not its cap 300W" in one_error_line(r.stderr)
    r = artifact(gpu.env, *SWEEP, "--results", res)  # and a rerun measures that point again
    assert r.returncode == 0 and gpu.points().count((GEMM_ID, "300W", "r0001")) == 2


# -------------------------------------------------------------------------------------------- helper
def helper(gpu: Gpu, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-I", "-S", str(HELPER), *args], env=gpu.env, capture_output=True, text=True,
                          timeout=30)


REFUSED = [
    ["set-limit", "0", "100"], ["set-limit", "0", "800"], ["set-limit", "0", "abc"], ["set-limit", "0", "300;id"],
    ["set-limit", "0", "-1"], ["set-limit", "0", "1e3"], ["set-limit", "0", "nan"], ["set-limit", "0", ""],
    ["set-limit", "0", "300", "-f", "/tmp/x"], ["set-limit", "0;id", "300"], ["set-limit", "-1", "300"],
    ["-i", "0", "-pl", "300"], ["-r"], ["-pm", "1"], ["-c", "0"], ["-mig", "1"], ["-ac", "1,1"], ["-lgc", "1"],
    ["-f", "/tmp/x"], ["--query-gpu=index"], [], ["persistence", "0", "maybe"], ["compute-mode", "0", "exclusive_process"],
    ["compute-mode", "0", "3"], ["query", "0", "extra"],
]


@pytest.mark.parametrize("args", REFUSED, ids=[" ".join(a) or "(nothing)" for a in REFUSED])
def test_helper_refuses(gpu, args):
    r = helper(gpu, *args)
    assert r.returncode == 2 and "refused" in r.stderr, r.stdout + r.stderr
    assert gpu.changes() == [] and gpu.limit_w() == 700


def test_helper_allows_exactly_its_commands(gpu):
    assert helper(gpu, "query", "0").stdout.strip() == \
        f"0, {FAKE_H100['uuid']}, 700.00, 200.00, 700.00, 700.00, Disabled, Default"
    assert helper(gpu, "set-limit", "0", "300").returncode == 0 and gpu.limit_w() == 300
    assert helper(gpu, "set-limit", "0", "700").returncode == 0 and gpu.limit_w() == 700
    assert helper(gpu, "persistence", "0", "on").returncode == 0 and gpu.gpus()[0]["persistence_mode"] == "Enabled"
    assert helper(gpu, "compute-mode", "0", "prohibited").returncode == 0
    assert gpu.gpus()[0]["compute_mode"] == "Prohibited"
    assert gpu.changes() == [["-i", "0", "-pl", "300"], ["-i", "0", "-pl", "700"], ["-i", "0", "-pm", "1"],
                             ["-i", "0", "-c", "PROHIBITED"]]
    r = helper(gpu, "set-limit", "3", "300")  # no such GPU: nvidia-smi's answer, nothing changed
    assert r.returncode != 0 and len(gpu.changes()) == 4


def test_helper_through_sudo_ignores_the_callers_environment(gpu, tmp_path):
    """Started through sudo (SUDO_UID set, as root) it runs only /usr/bin/nvidia-smi and friends."""
    if os.geteuid() != 0:
        pytest.skip("needs root")
    if any(Path(p).exists() for p in ("/usr/bin/nvidia-smi", "/usr/local/bin/nvidia-smi", "/bin/nvidia-smi")):
        pytest.skip("a real nvidia-smi is installed: the helper would query the real GPU")
    env = dict(gpu.env, SUDO_UID="1000", ARTIFACT_POWERCAP_NVIDIA_SMI=str(tmp_path / "evil"))
    r = subprocess.run([sys.executable, str(HELPER), "query", "0"], env=env, capture_output=True, text=True)
    assert gpu.smi_calls() == []  # neither the fake on PATH nor the one named by the environment ran
    assert r.returncode == 1 and "nvidia-smi not found in /usr/bin/nvidia-smi" in r.stderr


# ---------------------------------------------------------------------------------------- unattended
TWO_GPUS = [dict(FAKE_H100), dict(FAKE_H100, uuid="GPU-11111111-fake-0000-0000-000000000001")]


def test_unattended_setup_is_recorded_and_undone(tmp_path, res):
    gpu = Gpu(tmp_path, TWO_GPUS)
    p = artifact(dict(gpu.env, FAKE_DRIVER_SLEEP="0.15"), *SWEEP, "--results", res, "--unattended", wait=False)
    wait_for(lambda: _after_points(1)(gpu))
    during = gpu.gpus()
    out, err = p.communicate(timeout=60)
    assert p.returncode == 0, out + err
    assert during[0]["persistence_mode"] == "Enabled" and during[1]["compute_mode"] == "Prohibited"
    assert during[0].get("compute_mode", "Default") == "Default"  # the measured GPU stays usable
    after = gpu.gpus()
    assert after[0]["persistence_mode"] == "Disabled" and after[1]["compute_mode"] == "Default"
    rec = json.loads((res / GEMM_ID / "measure" / "200W" / "r0001.json").read_text())
    assert rec["meta"]["gpu_setup"] == "persistence_mode=on(was Disabled);prohibited_gpus=1"
    assert not gpu.state_files()
    from artifact.results.analyze import load_records, manifest

    m = manifest(res, load_records(res), [])
    assert {c["cap"]: c["gpu_setup"] for c in m["caps"]} == \
        {c: ["persistence_mode=on(was Disabled);prohibited_gpus=1"] for c in ("200W", "300W", "400W")}


def test_unattended_setup_is_undone_by_the_next_run_after_sigkill(tmp_path, res):
    gpu = Gpu(tmp_path, TWO_GPUS)
    p = artifact(dict(gpu.env, FAKE_DRIVER_SLEEP="0.15"), *SWEEP, "--results", res, "--unattended", wait=False)
    wait_for(lambda: _after_points(1)(gpu))
    p.kill()
    p.communicate(timeout=60)
    assert gpu.gpus()[1]["compute_mode"] == "Prohibited" and gpu.state_files()
    r = artifact(gpu.env, "measure", "--shape", GEMM, "--runner", "native", "--caps", "current", "--results", res)
    assert r.returncode == 0, r.stdout + r.stderr
    g = gpu.gpus()
    assert g[0]["power_limit_w"] == 700 and g[0]["persistence_mode"] == "Disabled" and g[1]["compute_mode"] == "Default"
    assert "compute mode restored to Default" in r.stdout and not gpu.state_files()


# ---------------------------------------------------------------------------------------------- make
INJECTIONS = ["CASE=1;touch {m}", "CASE=$$(touch {m})", "CASE=$(touch {m})", "CASE=`touch {m}`",
              "CAPS=300;touch {m}", "RESULTS=r;touch {m}", "GPU=0;touch {m}", "TRIALS=1;touch {m}",
              "CATALOG=default;touch {m}", "RUNNER=native;touch {m}", "WHEELHOUSE=w;touch {m}",
              "IMAGE=a;touch {m}", "VENV=v;touch {m}"]


@pytest.mark.parametrize("assignment", INJECTIONS)
def test_make_variable_runs_nothing(tmp_path, gpu, assignment):
    if shutil.which("make") is None:
        pytest.skip("no make")
    marker = tmp_path / "x"
    venv = fake_venv(tmp_path / "venv")
    stamp = venv / ".setup.stamp"
    var = assignment.split("=", 1)[0]
    args = ["make", "-s", "-o", str(stamp), "measure", assignment.format(m=marker)]
    if var != "VENV":
        args.append(f"VENV={venv}")
    for flags in (["-n"], []):
        r = subprocess.run(args[:1] + flags + args[1:], cwd=ROOT, env=dict(gpu.env, RESULTS=str(tmp_path / "r")),
                           capture_output=True, text=True, timeout=60)
        assert not marker.exists(), r.stdout + r.stderr
        if not flags:
            assert r.returncode != 0
            errors = [ln for ln in r.stderr.splitlines() if ln.startswith("error:") or "***" in ln and "Stop" in ln]
            assert len(errors) == 1 and "Traceback" not in r.stderr, r.stderr
    assert gpu.changes() == []


def test_make_passes_a_path_with_spaces(tmp_path, gpu):
    venv = fake_venv(tmp_path / "venv")
    res = make_results(tmp_path / "my results")
    r = subprocess.run(["make", "-s", "-o", str(venv / ".setup.stamp"), "measure", f"VENV={venv}",
                        f"RESULTS={res}", "CAPS=current", "RUNNER=native", "CASE="], cwd=ROOT, env=gpu.env,
                       capture_output=True, text=True, timeout=60)
    assert "no export" in r.stderr  # --all: the default cases, not exported here: the path arrived whole
    r = subprocess.run(["make", "-s", "-o", str(venv / ".setup.stamp"), "verify", f"VENV={venv}", f"RESULTS={res}"],
                       cwd=ROOT, env=gpu.env, capture_output=True, text=True, timeout=60)
    assert f"{res}/SHA256SUMS not found" in r.stderr


# -------------------------------------------------------------------------------------------- tamper
@pytest.fixture(scope="module")
def analyzed(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("analyzed")
    res = make_results(tmp / "results")
    env = fake_env(tmp, [dict(FAKE_H100)])
    r = artifact(env, "measure", "--shape", GEMM, "--shape", CONV, "--runner", "native", "--caps", "200,700",
                 "--results", res)
    assert r.returncode == 0, r.stdout + r.stderr
    logs = res / GEMM_ID / "tune" / "logs"
    logs.mkdir()
    (logs / "tvm.log").write_text("trial 1\n")
    r = artifact(env, "analyze", "--results", res)
    assert r.returncode == 0, r.stdout + r.stderr
    return res


def _append(rel: str, data: bytes = b" ") -> Callable[[Path], None]:
    return lambda r: (r / rel).open("ab").write(data)


def _flip(rel: str) -> Callable[[Path], None]:
    def f(r: Path) -> None:
        b = bytearray((r / rel).read_bytes())
        b[len(b) // 2] ^= 1
        (r / rel).write_bytes(bytes(b))
    return f


def _symlink_same(rel: str) -> Callable[[Path], None]:
    def f(r: Path) -> None:
        copy = r.parent / "elsewhere"
        shutil.copy(r / rel, copy)
        (r / rel).unlink()
        (r / rel).symlink_to(copy)
    return f


def _with_new_sums(fn: Callable[[Path], None]) -> Callable[[Path], None]:
    def f(r: Path) -> None:
        from artifact.results.checksums import write_sums

        fn(r)
        write_sums(r)
    return f


def _deep(r: Path) -> None:
    (r / "analysis" / "figures" / "a" / "b").mkdir(parents=True)
    (r / "analysis" / "figures" / "a" / "b" / "c.csv").write_text("x\n")


G, K = GEMM_ID, f"{GEMM_ID}/export/r0001"
TAMPER: list[tuple[str, Callable[[Path], None], bool]] = [  # (what, how, caught)
    ("measurements.csv edited", _flip("analysis/measurements.csv"), True),
    ("a results.csv edited", _append(f"analysis/{G}/200W/results.csv", b"r9,1,1,1\n"), True),
    ("a figure edited", _flip(f"analysis/figures/pareto_{G}.png"), True),
    ("manifest.json edited", _append("analysis/manifest.json"), True),
    ("a measurement record edited", _flip(f"{G}/measure/200W/r0001.json"), True),
    ("a measurement record deleted", lambda r: (r / G / "measure" / "200W" / "r0001.json").unlink(), True),
    ("a measurement record added", lambda r: shutil.copy(r / G / "measure" / "200W" / "r0001.json",
                                                         r / G / "measure" / "200W" / "r0009.json"), True),
    ("a driver log edited", _append(f"{G}/measure/200W/driver.log"), True),
    ("the measured cubin edited", _flip(f"{K}/kernel.cubin"), True),
    ("kernel.json edited", _append(f"{K}/kernel.json"), True),
    ("kernel.cu edited", _append(f"{K}/kernel.cu", b"// x\n"), True),
    ("a reference input edited", _flip(f"{G}/export/reference/A.bin"), True),
    ("the reference output edited", _flip(f"{G}/export/reference/C.bin"), True),
    ("export.json edited", _append(f"{G}/export/export.json"), True),
    ("selection.json edited", _append(f"{G}/selection.json"), True),
    ("tuning records edited", _append(f"{G}/tune/database_tuning_record.json"), True),
    ("a dot-file added", lambda r: (r / G / ".hidden").write_text("x"), True),
    ("a file four levels deep added", _deep, True),
    ("a file replaced by a symlink to the same bytes", _symlink_same(f"{G}/case.json"), True),
    ("measurements.csv and SHA256SUMS edited together", _with_new_sums(_flip("analysis/measurements.csv")), False),
]


@pytest.mark.parametrize("what,how,caught", TAMPER, ids=[t[0] for t in TAMPER])
def test_tamper(analyzed, tmp_path, record_property, what, how, caught):
    from artifact.results.checksums import verify

    res = tmp_path / "results"
    shutil.copytree(analyzed, res, symlinks=True)
    assert verify(res)[:3] == ([], [], [])
    how(res)
    altered, missing, extra, _ = verify(res)
    record_property("caught", bool(altered or missing or extra))
    assert bool(altered or missing or extra) == caught, (altered, missing, extra)


@pytest.fixture
def signed(analyzed, tmp_path) -> tuple[Path, Path]:
    if shutil.which("ssh-keygen") is None:
        pytest.skip("no ssh-keygen")
    key = tmp_path / "key"
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "experimenter", "-f", str(key)], check=True)
    res = tmp_path / "results"
    shutil.copytree(analyzed, res)
    from artifact.results.signing import sign

    sign(res, key)
    return res, key.with_suffix(".pub")


def test_tamper_signed_csv_and_sha256sums_edited_together_is_caught(signed, tmp_path, record_property):
    res, pub = signed
    env = fake_env(tmp_path, [dict(FAKE_H100)])
    r = artifact(env, "verify", "--results", res, "--public-key", pub)
    assert r.returncode == 0 and "signed by" in r.stdout, r.stdout + r.stderr
    _with_new_sums(_flip("analysis/measurements.csv"))(res)  # without the key: no valid signature
    r = artifact(env, "verify", "--results", res, "--public-key", pub)
    record_property("caught_signed", r.returncode != 0)
    assert r.returncode == 2 and "SHA256SUMS.sig" in one_error_line(r.stderr)


def test_tamper_signed_with_the_old_signature_kept_is_caught(signed, tmp_path):
    res, pub = signed
    old_sig = (res / "SHA256SUMS.sig").read_bytes()
    _with_new_sums(_flip("analysis/measurements.csv"))(res)  # write_sums drops the stale signature...
    assert not (res / "SHA256SUMS.sig").exists()
    (res / "SHA256SUMS.sig").write_bytes(old_sig)  # ...which the tamperer puts back
    r = artifact(fake_env(tmp_path, [dict(FAKE_H100)]), "verify", "--results", res, "--public-key", pub)
    assert r.returncode == 2 and "is not a signature of" in one_error_line(r.stderr)


def test_tamper_compare_verifies_first(analyzed, tmp_path):
    res = tmp_path / "results"
    shutil.copytree(analyzed, res)
    _flip(f"{K}/kernel.cubin")(res)
    r = artifact(fake_env(tmp_path, [dict(FAKE_H100)]), "compare", "--results", res, "--reference", analyzed)
    assert r.returncode == 2 and f"altered: {K}/kernel.cubin" in r.stderr and "PASS" not in r.stdout


# ----------------------------------------------------------------------------------------- checksums
def test_checksums_sha256sum_reads_ours(analyzed):
    if shutil.which("sha256sum") is None:
        pytest.skip("no sha256sum")
    r = subprocess.run(["sha256sum", "--quiet", "-c", "SHA256SUMS"], cwd=analyzed, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    listed = (analyzed / "SHA256SUMS").read_text()
    assert "kernel.cubin" in listed and "export/reference/A.bin" in listed and "tune/logs/tvm.log" in listed


@pytest.mark.parametrize("mode", ["-b", "-t"])
def test_checksums_we_read_sha256sums(analyzed, tmp_path, mode):
    if shutil.which("sha256sum") is None:
        pytest.skip("no sha256sum")
    from artifact.results.checksums import covered_files, verify

    res = tmp_path / "results"
    shutil.copytree(analyzed, res)
    (res / G / "odd\\name").write_text("x")  # sha256sum escapes it: "\\<hash>  odd\\\\name"
    files = covered_files(res)
    out = subprocess.run(["sha256sum", mode, *files], cwd=res, capture_output=True, text=True, check=True).stdout
    (res / "SHA256SUMS").write_text(out)
    assert verify(res) == ([], [], [], len(files))
    _flip(f"{K}/kernel.cubin")(res)
    assert verify(res)[0] == [f"{K}/kernel.cubin"]


def test_checksums_refuse_paths_outside(analyzed, tmp_path):
    from artifact.errors import ArtifactError
    from artifact.results.checksums import verify

    res = tmp_path / "results"
    shutil.copytree(analyzed, res)
    with (res / "SHA256SUMS").open("a") as f:
        f.write("0" * 64 + "  ../../etc/passwd\n")
    with pytest.raises(ArtifactError, match="not a path inside"):
        verify(res)
