"""Safe under bad input, tampering, a second run, a killed run and a second user (CPU only: fake NVML,
nvidia-smi and driver; the real C++ driver where it is the one under test).

Groups (scripts/reliability_table.py runs this module and tests/test_reliability_signals.py, and prints
tried / passed per group):
  bad_input     a one-line error, nothing created or changed, side effects only after every check
                (driver, key, runs.json, caps), the power limit untouched
  catalog       broken catalogs: one-line errors
  lock          a second run on the GPU or results directory stops (or waits), 0 mislabeled points,
                whatever lock directory it uses; lock directories another user could empty are refused;
                every phase that reads a results directory takes its lock
  helper        what the root helper scripts/artifact-powercap refuses, and what it allows
  orphan        the energy driver (the real C++ one and the fake) dies with its run, holds the GPU's
                lock while it lives, and writes no record for a run that has ended
  unattended    the opt-in set-up (persistence mode, other GPUs prohibited), undone on exit and after SIGKILL
  make          Make variables (and the environment) with shell or make syntax run nothing
  tamper        20 tamperings of an analyzed results directory: verify catches all but one; no phase
                (analyze, report, measure, select) blesses a tampering by writing new checksums
  checksums     SHA256SUMS is sha256sum -c compatible both ways
The groups signal and sigkill are tests/test_reliability_signals.py's.
No test waits for a duration: the fakes stop at gates (tests/reliability_fixtures.py, Gate) and the
tests wait for events.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from conftest import FAKE_H100
from reliability_fixtures import (
    CONV,
    FAKES,
    GEMM,
    ROOT,
    Gate,
    artifact,
    artifact_here,
    fake_env,
    fake_venv,
    make_results,
    pid_gone,
    tree,
    wait_for,
)

from artifact.catalog import parse_shape

GEMM_ID = parse_shape(GEMM).case_id
CONV_ID = parse_shape(CONV).case_id
HELPER = ROOT / "scripts" / "artifact-powercap"
SWEEP = ["measure", "--shape", GEMM, "--runner", "native", "--caps", "200,300,400"]
ALL_POINTS = {(GEMM_ID, cap, k) for cap in ("200W", "300W", "400W") for k in ("r0001", "cublas-fp32", "cublas-tf32")}


# ------------------------------------------------------------------------------------------ helpers
class Gpu:
    """The fake GPUs of one test: their NVML file, the nvidia-smi and driver logs, the environment."""

    def __init__(self, tmp: Path, gpus: list[dict[str, Any]] | None = None) -> None:
        self.tmp = tmp
        self.env = fake_env(tmp, gpus or [dict(FAKE_H100)])
        self.nvml = Path(self.env["ARTIFACT_FAKE_NVML"])
        self.gate = Gate(tmp / "gate")

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

    def claims(self) -> list[Path]:
        return list(Path(self.env["ARTIFACT_STATE_DIR"]).glob("gpu-*.json"))


def records(results: Path) -> set[tuple[str, str, str]]:
    return {(p.parts[-4], p.parts[-2], p.stem) for p in results.glob("*/measure/*/*.json")}


def mislabeled(results: Path) -> list[str]:
    from artifact.measure.caps import limit_matches_label

    return [str(p) for p in results.glob("*/measure/*/*.json")
            if not limit_matches_label(json.loads(p.read_text()), p.parent.name)]


def one_error_line(stderr: str) -> str:
    lines = [ln for ln in stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), stderr
    assert "Traceback" not in stderr
    return lines[0]


def held_run(gpu: Gpu, res: Path, *extra: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    """The sweep, stopped by the fake driver before its second point (the 200 W cap applied, its claim
    live): the test does what it tests, then ``gpu.gate.release("driver")``."""
    p = artifact(dict(env or gpu.env, **gpu.gate.env(driver=1)), *SWEEP, "--results", res, *extra, wait=False)
    wait_for(lambda: gpu.gate.held("driver") or p.poll() is not None, "the first run's second point")
    assert p.poll() is None, p.communicate()
    return p


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


def _claim(gpu: Gpu, **over: Any) -> Path:
    """A claim of the helper's, as a run that died left it (its limit at 300 W)."""
    d = Path(gpu.env["ARTIFACT_STATE_DIR"])
    d.mkdir(mode=0o755, parents=True, exist_ok=True)
    p = d / f"gpu-{FAKE_H100['uuid']}.json"
    claim = {"uuid": FAKE_H100["uuid"], "index": 0, "pid": 999999, "start_ticks": 1, "uid": os.getuid(),
             "claimed": "then", "original": {"power_limit_w": 700, "persistence_mode": "Disabled"},
             "limit_set": True, "persistence_set": False, "prohibited": []}
    claim.update(over)
    p.write_text(json.dumps(claim))
    return p


def _as_other_user(gpu: Gpu) -> None:
    if os.geteuid() != 0:
        pytest.skip("needs root to give a file to another user")
    os.chown(_claim(gpu), 12345, 12345)


def _read_only(res: Path) -> None:
    if os.geteuid() != 0:
        os.chmod(res, 0o555)
        return
    r = subprocess.run(["mount", "--bind", "-o", "ro", str(res), str(res)], capture_output=True)
    if r.returncode != 0:
        pytest.skip("cannot make a read-only mount here")


@pytest.fixture
def live_process():
    """A process that lives through the test and did not start it (not an ancestor of the helper)."""
    p = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    yield p
    p.stdin.close()
    p.wait()


def _alive_claim(gpu: Gpu) -> None:
    from artifact.runlock import process_start_ticks

    pid = int(os.environ["RELIABILITY_LIVE_PID"])
    _claim(gpu, pid=pid, start_ticks=process_start_ticks(pid), original={"power_limit_w": 300,
                                                                          "persistence_mode": "Disabled"})


def _driver(path: str) -> Callable[[Path, Gpu], Any]:
    """ARTIFACT_DRIVER set to something that is not this artifact's driver."""
    def setup(r: Path, g: Gpu) -> None:
        target = g.tmp / "not-a-driver"
        if path == "dir":
            target.mkdir()
        elif path == "not executable":
            shutil.copy(FAKES / "energy-driver", target)
            target.chmod(0o644)
        else:  # a program that answers `info` with another record schema
            target.write_text("#!/bin/sh\necho '{\"record_schema\": \"energy-driver/0\"}'\n")
            target.chmod(0o755)
        g.env["ARTIFACT_DRIVER"] = str(target)
    return setup


M = ["measure", "--shape", GEMM, "--runner", "native"]
T = ["tune", "--shape", GEMM]
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
    ("claim: 5000 W", lambda r, g: _claim(g, original={"power_limit_w": 5000, "persistence_mode": "Disabled"}), M,
     "outside GPU 0's range"),
    ("claim: unreadable", lambda r, g: _claim(g).write_text("{"), M, "is unreadable"),
    ("claim: another user's", lambda r, g: _as_other_user(g), M, "belongs to uid 12345"),
    ("claim: its run is alive (--caps current too)", lambda r, g: _alive_claim(g), M + ["--caps", "current"], "still alive"),
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
    # the audit's kinds: tracebacks, exit 0 on impossible input, side effects before the checks
    ("--caps 200,200.0001 (one label twice)", None, M + ["--caps", "200,200.0001"], "are one limit to NVML"),
    ("--caps 200,200.4", None, M + ["--caps", "200,200.4"], "are one limit to NVML"),
    ("ARTIFACT_DRIVER a directory", _driver("dir"), M + ["--caps", "300"], "is not a file"),
    ("ARTIFACT_DRIVER not executable", _driver("not executable"), M + ["--caps", "300"], "is not executable"),
    ("ARTIFACT_DRIVER another program", _driver("schema"), M + ["--caps", "300"], "writes records of schema"),
    ("kernel.json nested 100000 deep", lambda r, g: _kernel_json(r).write_text('{"a":' * 100000 + "1" + "}" * 100000),
     M, "nested too deeply"),
    ("export.json nested 100000 deep", lambda r, g: (r / GEMM_ID / "export" / "export.json").write_text(
        "[" * 100000 + "]" * 100000), M, "nested too deeply"),
    ("--shape M=\uff18 (a digit, not ASCII)", None, ["measure", "--shape", "gemm:M=\uff18,N=16,K=8,layout=NT"],
     "is not an integer"),
    ("--shape M of 5000 digits", None, ["measure", "--shape", "gemm:M=" + "9" * 5000 + ",N=16,K=8,layout=NT"],
     "is not an integer"),
    ("tune --target vulkan", None, T + ["--target", "vulkan"], "the artifact tunes for"),
    ("tune --target [1]", None, T + ["--target", "[1]"], "the artifact tunes for"),
    ("tune --target amd/x", None, T + ["--target", "amd/x"], "must be an NVIDIA one"),
    ("tune --target another GPU's arch", None, T + ["--target", '{"kind": "cuda", "arch": "sm_80"}'],
     "is for sm_80, but GPU 0"),
    ("tune --workers 100000", None, T + ["--workers", "100000", "--target", "llvm"], "per CPU this process may use"),
    ("tune with a corrupt runs.json", lambda r, g: (r / GEMM_ID / "tune" / "runs.json").write_text("{"),
     T + ["--target", "llvm", "--trials", "1"], "tuning run log"),
    ("tune with a runs.json of an object", lambda r, g: (r / GEMM_ID / "tune" / "runs.json").write_text("{}"),
     T + ["--target", "llvm", "--trials", "1"], "expected a list, got an object"),
    ("tune records nested deep", lambda r, g: (r / GEMM_ID / "tune" / "database_tuning_record.json").write_text(
        "[" * 100000 + "]" * 100000 + "\n"), T + ["--target", "llvm", "--trials", "1"], "corrupt records file"),
    ("tune records not UTF-8", lambda r, g: (r / GEMM_ID / "tune" / "database_tuning_record.json").write_bytes(
        b'[0, ["\xff"]]\n'), T + ["--target", "llvm", "--trials", "1"], "corrupt records file"),
    ("measure/ a symbolic link out of the results", lambda r, g: (r / GEMM_ID / "measure").symlink_to(g.tmp),
     M + ["--caps", "300"], "is a symbolic link"),
    ("driver.log a symbolic link to a file elsewhere", lambda r, g: ((r / GEMM_ID / "measure" / "300W").mkdir(parents=True),
                                                                    (g.tmp / "victim").write_text("keep\n"),
                                                                    (r / GEMM_ID / "measure" / "300W" / "driver.log").symlink_to(
                                                                        g.tmp / "victim")),
     M + ["--caps", "300"], "is a symbolic link"),
]


@pytest.mark.parametrize("name,setup,args,message", BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input(tmp_path, res, gpu, monkeypatch, live_process, name, setup, args, message):
    """In this process (CliRunner) for speed; the signal, lock and make groups run the real CLI."""
    from click.testing import CliRunner

    from artifact.cli import main

    monkeypatch.setenv("RELIABILITY_LIVE_PID", str(live_process.pid))
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
    assert set(os.listdir(tmp_path)) - top_before <= {"smi.log", "locks", "fake_nvml.json.lock"}  # nothing else made


@pytest.fixture(scope="module")
def measured(analyzed, tmp_path_factory) -> Path:
    """Both tiny cases measured at 200 and 700 W and analyzed (the `analyzed` fixture's), without SHA256SUMS
    (a sweep just resumed)."""
    res = tmp_path_factory.mktemp("measured") / "results"
    shutil.copytree(analyzed, res, symlinks=True)
    (res / "SHA256SUMS").unlink()
    return res


def _record(fn: Callable[[dict], Any]) -> Callable[[Path], Any]:
    return lambda r: _edit_json(r / GEMM_ID / "measure" / "200W" / "r0001.json", fn)


def _write(rel: str, data: bytes) -> Callable[[Path], Any]:
    return lambda r: (r / rel).write_bytes(data)


ANALYZE_INPUTS: list[tuple[str, Callable[[Path], Any], str]] = [
    ("a negative energy", _record(lambda o: o.update(energy_per_launch_mj=-1.0)), "not a number above 0"),
    ("a zero time", _record(lambda o: o.update(time_per_launch_ms=0.0)), "not a number above 0"),
    ("an energy of NaN", _record(lambda o: o.update(energy_per_launch_mj=float("nan"))), "not a number above 0"),
    ("an energy as text", _record(lambda o: o.update(energy_per_launch_mj="x")), "not a number above 0"),
    ("gpu not an object", _record(lambda o: o.update(gpu="x")), "gpu must be an object"),
    ("a timestamp as a number", _record(lambda o: o.update(timestamp=5)), "not text"),
    ("flagged as text", _record(lambda o: o.update(flagged="yes")), "not true or false"),
    ("no kind", _record(lambda o: o.pop("kind")), "lacks 'kind'"),
    ("a record nested 100000 deep", _write(f"{GEMM_ID}/measure/200W/r0001.json", b"[" * 100000 + b"]" * 100000),
     "truncated or corrupt"),
    ("a record not UTF-8", _write(f"{GEMM_ID}/measure/200W/r0001.json", b'{"id": "\xff"}'), "truncated or corrupt"),
    ("runs.json an object", _write(f"{GEMM_ID}/tune/runs.json", b"{}"), "expected a list, got an object"),
    ("selection.json a list", _write(f"{GEMM_ID}/selection.json", b"[]"), "expected an object (Selection), got a list"),
    ("export.json a list", _write(f"{GEMM_ID}/export/export.json", b"[1]"), "got a list"),
    ("a symbolic link in the results", lambda r: (r / GEMM_ID / "link").symlink_to("/etc/passwd"), "symbolic link"),
    ("analysis/ a symbolic link out of the results", lambda r: (shutil.rmtree(r / "analysis"),
                                                               (r / "analysis").symlink_to(r.parent)), "symbolic link"),
]


@pytest.mark.parametrize("what,how,message", ANALYZE_INPUTS, ids=[a[0] for a in ANALYZE_INPUTS])
def test_bad_input_analyze_writes_nothing(measured, tmp_path, what, how, message):
    """analyze checks every input before it writes: the previous analysis stays as it was, no SHA256SUMS."""
    res = tmp_path / "results"
    shutil.copytree(measured, res, symlinks=True)
    how(res)
    before = tree(res)
    r = artifact_here(fake_env(tmp_path, [dict(FAKE_H100)]), "analyze", "--results", res)
    assert r.returncode == 2 and message in one_error_line(r.stderr), r.stdout + r.stderr
    assert tree(res) == before and not (res / "SHA256SUMS").exists()


@pytest.fixture(scope="module")
def signed_analysis(measured, tmp_path_factory) -> tuple[Path, Path]:
    """`measured` analyzed again with --sign-key (its figures not drawn: the signature is what is tested)."""
    if shutil.which("ssh-keygen") is None:
        pytest.skip("no ssh-keygen")
    tmp = tmp_path_factory.mktemp("signed")
    key = tmp / "key"
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "experimenter", "-f", str(key)], check=True)
    res = tmp / "results"
    shutil.copytree(measured, res)
    r = artifact(fake_env(tmp, [dict(FAKE_H100)]), "analyze", "--results", res, "--sign-key", key, figures=False)
    assert r.returncode == 0 and (res / "SHA256SUMS.sig").exists(), r.stdout + r.stderr
    return res, key


@pytest.fixture
def signed_results(signed_analysis, tmp_path) -> tuple[Path, Path, dict[str, str]]:
    res = tmp_path / "results"
    shutil.copytree(signed_analysis[0], res)
    return res, signed_analysis[1], fake_env(tmp_path, [dict(FAKE_H100)])


@pytest.mark.parametrize("bad", ["not a key", "missing", "a directory"])
def test_bad_input_sign_key_keeps_the_old_signature(signed_results, tmp_path, bad):
    res, key, env = signed_results
    bad_key = tmp_path / "bad-key"
    if bad == "not a key":
        bad_key.write_text("not a key\n")
    elif bad == "a directory":
        bad_key.mkdir()
    before = tree(res)
    r = artifact_here(env, "analyze", "--results", res, "--sign-key", bad_key)
    assert r.returncode == 2 and ("signing" in one_error_line(r.stderr) or "--sign-key" in r.stderr), r.stderr
    assert tree(res) == before  # the old analysis, SHA256SUMS and signature untouched
    r = artifact_here(env, "verify", "--results", res, "--public-key", key.with_suffix(".pub"))
    assert r.returncode == 0 and "signed by" in r.stdout, r.stdout + r.stderr


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


# ----------------------------------------------------------------------------------------- limits
def test_helper_waits_for_a_limit_the_driver_enforces_late(res, gpu):
    """nvidia-smi returns before the driver enforces the new limit (seen on an H100): the cap shows in
    NVML a moment later, and the sweep goes on at that cap instead of failing."""
    r = artifact(dict(gpu.env, FAKE_SMI_LATE_PL="300:0.6"), *SWEEP, "--results", res)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "GPU 0: power limit 300 W (original 700 W)" in r.stdout
    assert gpu.pl_calls() == [200, 300, 400, 700] and gpu.limit_w() == 700
    assert records(res) == ALL_POINTS and not gpu.claims()


def test_helper_limit_never_enforced_stops_the_run_and_sets_the_original_again(res, gpu):
    """The first cap of a sweep accepted by nvidia-smi but never reported by NVML: after the settle time
    the run stops with one error line and sets the original limit again, although NVML still reads it."""
    r = artifact(dict(gpu.env, FAKE_SMI_LATE_PL="200:never", ARTIFACT_CAP_SETTLE_S="0.5"), *SWEEP, "--results", res)
    assert r.returncode == 2
    assert "asked for a 200 W limit, NVML still reports 700 W enforced 0.5 s later" in one_error_line(r.stderr)
    assert gpu.pl_calls() == [200, 700] and "power limit restored to 700 W" in r.stdout
    assert not gpu.claims() and not records(res) and gpu.limit_w() == 700


def test_helper_restore_is_tried_again_until_nvml_reads_the_original(res, gpu):
    """The final restore's nvidia-smi fails once (as if killed): the restore is tried again, the run ends
    normally with the original limit."""
    r = artifact(dict(gpu.env, FAKE_SMI_FAIL="pl=700#1"), *SWEEP, "--results", res)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "restoring failed" in r.stdout and "attempt 1 of 3" in r.stdout
    assert gpu.pl_calls() == [200, 300, 400, 700, 700] and gpu.limit_w() == 700 and not gpu.claims()


def test_helper_restore_that_never_succeeds_is_left_to_the_next_run(res, gpu):
    r = artifact(dict(gpu.env, FAKE_SMI_FAIL="pl=700#1,pl=700#2,pl=700#3"), *SWEEP, "--results", res)
    assert r.returncode == 2 and "its original settings could not be restored" in one_error_line(r.stderr)
    assert gpu.limit_w() == 400 and gpu.claims()  # the helper keeps what is left to set back
    r = artifact(gpu.env, *SWEEP, "--results", res)
    assert r.returncode == 0 and "restoring GPU 0's power limit to 700 W" in r.stdout, r.stdout + r.stderr
    assert gpu.limit_w() == 700 and not gpu.claims() and records(res) == ALL_POINTS


# --------------------------------------------------------------------------------------------- locks
@pytest.mark.parametrize("same_results", [True, False], ids=["same results", "other results"])
def test_lock_second_measure_on_the_gpu_stops_naming_the_first(tmp_path, gpu, same_results):
    res1 = make_results(tmp_path / "results")
    res2 = res1 if same_results else make_results(tmp_path / "results2")
    p = held_run(gpu, res1)
    calls = len(gpu.smi_calls())
    r = artifact(gpu.env, *SWEEP, "--results", res2)
    assert len(gpu.smi_calls()) == calls  # it stopped before its helper ran anything
    gpu.gate.release("driver")
    out, err = p.communicate()
    assert p.returncode == 0, out + err
    assert r.returncode == 2
    line = one_error_line(r.stderr)
    assert "in use by another artifact run" in line and f"pid {p.pid}" in line and "measure" in line
    assert not list(res2.glob("*/measure/*/*.json")) or same_results
    assert mislabeled(res1) == [] and records(res1) == ALL_POINTS


@pytest.mark.parametrize("wait", [False, True], ids=["stops", "--wait"])
def test_lock_two_lock_directories_cannot_share_a_gpu(tmp_path, gpu, wait, record_property):
    """Another user, a private /tmp or another ARTIFACT_LOCK_DIR: the second run does not see the first's
    locks, but the helper's claim stops it (or it waits), so it never takes the first run's 200 W for
    the original, and no record is mislabeled."""
    res1, res2 = make_results(tmp_path / "results"), make_results(tmp_path / "results2")
    p = held_run(gpu, res1)
    other = dict(gpu.env, ARTIFACT_LOCK_DIR=str(tmp_path / "other-locks"))
    if not wait:
        r = artifact(other, *SWEEP, "--results", res2)
        gpu.gate.release("driver")
        assert r.returncode == 2 and "claimed by another run that is still alive" in one_error_line(r.stderr)
        assert not records(res2)
    else:
        q = artifact(other, *SWEEP, "--results", res2, "--wait", wait=False)
        lines: list[str] = []
        wait_for(lambda: lines.append(q.stdout.readline()) or "waiting:" in lines[-1] or q.poll() is not None,
                 "the second run waiting for the first's claim")
        assert "claimed by another run that is still alive" in lines[-1], lines
        gpu.gate.release("driver")
        out, err = q.communicate()
        assert q.returncode == 0, "".join(lines) + out + err
        assert "GPU 0: power limit 200 W (original 700 W)" in out  # the true original, not the first run's cap
        assert records(res2) == ALL_POINTS
    out, err = p.communicate()
    assert p.returncode == 0, out + err
    bad = mislabeled(res1) + mislabeled(res2)
    record_property("mislabeled", len(bad))
    record_property("restored", gpu.limit_w() == 700 and not gpu.claims())
    assert bad == [] and records(res1) == ALL_POINTS
    assert gpu.limit_w() == 700 and not gpu.claims()


def test_lock_wait_queues_the_second_run(tmp_path, gpu):
    res1, res2 = make_results(tmp_path / "results"), make_results(tmp_path / "results2")
    p = held_run(gpu, res1)
    q = artifact(gpu.env, *SWEEP, "--results", res2, "--wait", wait=False)
    lines: list[str] = []
    wait_for(lambda: lines.append(q.stdout.readline()) or "waiting for GPU 0" in lines[-1] or q.poll() is not None,
             "the second run waiting for the GPU's lock")
    gpu.gate.release("driver")
    out, err = p.communicate()
    out2, err2 = q.communicate()
    assert p.returncode == 0 and q.returncode == 0, out + err + err2
    assert records(res1) == records(res2) == ALL_POINTS
    assert mislabeled(res1) == mislabeled(res2) == []  # 0 mislabeled points
    assert gpu.limit_w() == 700


def test_lock_a_waiting_run_stopped_by_a_signal_changed_nothing(tmp_path, gpu):
    res1, res2 = make_results(tmp_path / "results"), make_results(tmp_path / "results2")
    p = held_run(gpu, res1)
    q = subprocess.Popen([sys.executable, "-m", "artifact", *SWEEP, "--results", str(res2), "--wait"], cwd=ROOT,
                         env=gpu.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    lines: list[str] = []
    wait_for(lambda: lines.append(q.stdout.readline()) or "waiting for GPU 0" in lines[-1] or q.poll() is not None,
             "the second run waiting")
    calls = len(gpu.smi_calls())
    os.killpg(q.pid, signal.SIGTERM)
    _, err = q.communicate()
    assert len(gpu.smi_calls()) == calls  # the waiting run never ran the helper
    gpu.gate.release("driver")
    p.communicate()
    assert q.returncode == 143 and "interrupted:" in err and "Traceback" not in err
    assert not records(res2)
    assert p.returncode == 0 and gpu.limit_w() == 700 and not gpu.claims()


def test_lock_tune_on_a_results_directory_in_use(tmp_path, gpu, monkeypatch):
    from artifact import runlock

    monkeypatch.setenv("ARTIFACT_LOCK_DIR", gpu.env["ARTIFACT_LOCK_DIR"])
    with runlock.hold([runlock.results_key(tmp_path / "results")]):
        r = artifact(gpu.env, "tune", "--shape", GEMM, "--results", tmp_path / "results")
    assert r.returncode == 2 and f"pid {os.getpid()}" in one_error_line(r.stderr)
    assert not (tmp_path / "results").exists()


@pytest.fixture(scope="module")
def measuring(tmp_path_factory) -> Iterator[tuple[Gpu, Path, subprocess.Popen[str]]]:
    """A sweep held before its second point (its locks taken) while the phase tests run beside it, one
    after the other; released when they are done, it then finishes normally."""
    tmp = tmp_path_factory.mktemp("measuring")
    gpu = Gpu(tmp)
    res = make_results(tmp / "results")
    p = held_run(gpu, res)
    yield gpu, res, p
    gpu.gate.release("driver")
    out, err = p.communicate()
    assert p.returncode == 0, out + err
    assert records(res) == ALL_POINTS and not (res / "analysis").exists()


@pytest.mark.parametrize("phase", ["analyze", "report", "verify", "compare", "select", "export"])
def test_lock_every_phase_on_a_results_directory_being_measured_stops(measuring, phase):
    """analyze during measure gave a traceback: every phase that reads or writes a results directory
    takes its lock (select, export, analyze, report exclusively; verify, compare shared)."""
    gpu, res, p = measuring
    args = {"analyze": ["analyze"], "report": ["report"], "verify": ["verify"], "compare": ["compare"],
            "select": ["select", "--shape", GEMM, "--no-check"], "export": ["export", "--shape", GEMM]}[phase]
    before = tree(res)
    r = artifact(gpu.env, *args, "--results", res)
    assert p.poll() is None and gpu.gate.held("driver")  # the sweep still holds its locks
    assert r.returncode == 2 and "in use by another artifact run" in one_error_line(r.stderr), r.stdout + r.stderr
    assert f"pid {p.pid}" in r.stderr
    assert set(before) <= set(tree(res)) and not (res / "analysis").exists()


def test_lock_is_freed_by_a_killed_holder(tmp_path, gpu, res):
    p = held_run(gpu, res)
    driver = gpu.gate.held_pid("driver")
    p.kill()
    p.communicate()
    wait_for(lambda: pid_gone(driver), "the driver's death with its run")  # else it would hold the GPU's lock
    r = artifact(gpu.env, *SWEEP, "--results", res)
    assert r.returncode == 0, r.stderr
    assert "restoring GPU 0's power limit to 700 W" in r.stdout and gpu.limit_w() == 700


def test_lock_file_planted_as_a_symlink_is_not_written_through(tmp_path, gpu, res):
    victim = tmp_path / "victim"
    victim.write_text("keep me\n")
    locks = Path(gpu.env["ARTIFACT_LOCK_DIR"])
    locks.mkdir()
    (locks / f"gpu-{FAKE_H100['uuid']}.lock").symlink_to(victim)
    r = artifact(gpu.env, *SWEEP, "--results", res)
    assert r.returncode == 2 and "cannot lock" in one_error_line(r.stderr)
    assert victim.read_text() == "keep me\n" and gpu.changes() == []


def _foreign(d: Path, mode: int) -> None:
    d.mkdir()
    os.chmod(d, mode)
    os.chown(d, 12345, 12345)


@pytest.mark.parametrize("kind", ["another user's, 0777", "another user's, 1777", "a symbolic link"])
def test_lock_directory_another_user_could_empty_is_refused(tmp_path, gpu, res, kind):
    locks = tmp_path / "shared-locks"
    if kind == "a symbolic link":
        (tmp_path / "real").mkdir()
        locks.symlink_to(tmp_path / "real")
    elif os.geteuid() != 0:
        pytest.skip("needs root to make a directory of another user")
    else:
        _foreign(locks, 0o777 if "0777" in kind else 0o1777)
    r = artifact(dict(gpu.env, ARTIFACT_LOCK_DIR=str(locks)), *SWEEP, "--results", res)
    line = one_error_line(r.stderr)
    assert r.returncode == 2 and ("belongs to uid 12345" in line or "is a symbolic link" in line), line
    assert gpu.changes() == [] and not records(res)


@pytest.mark.parametrize("mode,refused", [(0o777, True), (0o1777, False), (0o755, False)])
def test_lock_directory_of_root_writable_by_all_needs_the_sticky_bit(tmp_path, monkeypatch, mode, refused):
    """As another user sees a root-owned lock directory: writable by all without the sticky bit, anyone
    could remove the locks; with it (like /tmp and /run/artifact-locks), only their owners."""
    from artifact import runlock
    from artifact.errors import ArtifactError

    d = tmp_path / "locks"
    d.mkdir()
    os.chmod(d, mode)
    monkeypatch.setattr(runlock.os, "geteuid", lambda: 4242)  # the user is not the directory's owner
    if os.stat(d).st_uid != 0:
        pytest.skip("needs a root-owned directory")
    if refused:
        with pytest.raises(ArtifactError, match="may be written by others"):
            runlock._ensure_dir(d)
    else:
        runlock._ensure_dir(d)
    assert stat.S_IMODE(os.stat(d).st_mode) == mode  # another user's directory is never changed


def test_lock_a_live_runs_claim_is_not_left_behind(gpu, monkeypatch, live_process):
    from artifact.errors import ArtifactError
    from artifact.gpu import gpu_info
    from artifact.measure.caphelper import recover
    from artifact.runlock import process_start_ticks

    for k, v in gpu.env.items():
        monkeypatch.setenv(k, v)
    _claim(gpu, pid=live_process.pid, start_ticks=process_start_ticks(live_process.pid),
           original={"power_limit_w": 300, "persistence_mode": "Disabled"})
    with pytest.raises(ArtifactError, match="still alive"):
        recover(gpu_info(0), echo=lambda s: None)
    assert gpu.limit_w() == 700 and gpu.pl_calls() == []
    live_process.stdin.close()
    live_process.wait()
    recover(gpu_info(0), echo=lambda s: None)  # its run is gone now: left behind, restored
    assert gpu.pl_calls() == [300] and not gpu.claims()


def test_lock_analyze_rejects_a_record_measured_at_another_limit(res, gpu):
    r = artifact(gpu.env, *SWEEP, "--results", res)
    assert r.returncode == 0, r.stderr
    _edit_json(res / GEMM_ID / "measure" / "300W" / "r0001.json", lambda m: m["power_limit_w"].update(enforced=700))
    r = artifact(gpu.env, "analyze", "--results", res)
    assert r.returncode == 2 and "enforced limit of 700 W, not its cap 300W" in one_error_line(r.stderr)
    r = artifact(gpu.env, *SWEEP, "--results", res)  # and a rerun measures that point again
    assert r.returncode == 0 and gpu.points().count((GEMM_ID, "300W", "r0001")) == 2


# -------------------------------------------------------------------------------------------- helper
def helper(gpu: Gpu, *args: str, env: dict[str, str] | None = None, exe: Path = HELPER) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-I", "-S", str(exe), *args], env=env or gpu.env, capture_output=True,
                          text=True)


REFUSED = [
    ["set-limit", "0", "100"], ["set-limit", "0", "800"], ["set-limit", "0", "abc"], ["set-limit", "0", "300;id"],
    ["set-limit", "0", "-1"], ["set-limit", "0", "1e3"], ["set-limit", "0", "nan"], ["set-limit", "0", ""],
    ["set-limit", "0", "300", "-f", "/tmp/x"], ["set-limit", "0;id", "300"], ["set-limit", "-1", "300"],
    ["-i", "0", "-pl", "300"], ["-r"], ["-pm", "1"], ["-c", "0"], ["-mig", "1"], ["-ac", "1,1"], ["-lgc", "1"],
    ["-f", "/tmp/x"], ["--query-gpu=index"], [], ["persistence", "0", "maybe"], ["compute-mode", "0", "exclusive_process"],
    ["compute-mode", "0", "3"], ["query", "0", "extra"],
    # outside what a run needs: a GPU it did not claim, settings set back by hand, a claim for another process
    ["set-limit", "0", "300"], ["persistence", "0", "on"], ["persistence", "0", "off"], ["compute-mode", "0", "default"],
    ["compute-mode", "0", "prohibited"], ["claim", "0", "1"], ["claim", "0", "abc"], ["claim", "0"],
    ["status", "0"], ["status", "GPU-../../etc"], ["release"], ["recover", "0", "x"],
]


@pytest.mark.parametrize("args", REFUSED, ids=[" ".join(a) or "(nothing)" for a in REFUSED])
def test_helper_refuses(gpu, args):
    r = helper(gpu, *args)
    assert r.returncode == 2 and "refused" in r.stderr, r.stdout + r.stderr
    assert gpu.changes() == [] and gpu.limit_w() == 700 and not gpu.claims()


TWO_GPUS = [dict(FAKE_H100), dict(FAKE_H100, uuid="GPU-11111111-fake-0000-0000-000000000001")]


def test_helper_allows_exactly_what_a_run_needs_and_sets_it_back(tmp_path):
    gpu = Gpu(tmp_path, TWO_GPUS)
    assert helper(gpu, "query", "0").stdout.strip() == \
        f"0, {FAKE_H100['uuid']}, 700.00, 200.00, 700.00, 700.00, Disabled, Default"
    r = helper(gpu, "claim", "0", str(os.getpid()))  # this test's process started the helper: its run
    assert r.returncode == 0 and json.loads(r.stdout)["original"] == {"power_limit_w": 700.0,
                                                                      "persistence_mode": "Disabled"}, r.stderr
    for args in (["set-limit", "0", "300"], ["persistence", "0", "on"], ["compute-mode", "1", "prohibited"]):
        assert helper(gpu, *args).returncode == 0
    g = gpu.gpus()
    assert (g[0]["power_limit_w"], g[0]["persistence_mode"], g[1]["compute_mode"]) == (300, "Enabled", "Prohibited")
    assert json.loads(helper(gpu, "status", FAKE_H100["uuid"]).stdout)["mine"] is True
    r = helper(gpu, "release", "0")
    assert r.returncode == 0, r.stderr
    g = gpu.gpus()
    assert (g[0]["power_limit_w"], g[0]["persistence_mode"], g[1]["compute_mode"]) == (700, "Disabled", "Default")
    assert gpu.changes() == [["-i", "0", "-pl", "300"], ["-i", "0", "-pm", "1"], ["-i", "1", "-c", "PROHIBITED"],
                             ["-i", "1", "-c", "DEFAULT"], ["-i", "0", "-pm", "0"], ["-i", "0", "-pl", "700"]]
    assert not gpu.claims() and helper(gpu, "status", FAKE_H100["uuid"]).stdout.strip() == "{}"
    r = helper(gpu, "query", "3")  # no such GPU: nvidia-smi's answer, nothing changed
    assert r.returncode != 0 and len(gpu.changes()) == 6


def test_helper_refuses_a_gpu_another_live_run_claims(tmp_path, live_process):
    from artifact.runlock import process_start_ticks

    gpu = Gpu(tmp_path, TWO_GPUS)
    _claim(gpu, pid=live_process.pid, start_ticks=process_start_ticks(live_process.pid))
    for args in (["claim", "0", str(os.getpid())], ["set-limit", "0", "300"], ["release", "0"], ["recover", "0"]):
        r = helper(gpu, *args)
        assert r.returncode in (2, 3) and "still alive" in r.stderr or "claimed by another run" in r.stderr, r.stderr
    assert helper(gpu, "claim", "1", str(os.getpid())).returncode == 0
    r = helper(gpu, "compute-mode", "0", "prohibited")  # the other run's GPU, even while this one claims GPU 1
    assert r.returncode == 2 and "is claimed" in r.stderr
    assert helper(gpu, "release", "1").returncode == 0
    assert gpu.changes() == [] and [g["power_limit_w"] for g in gpu.gpus()] == [700, 700]


def test_helper_never_touches_an_administrators_compute_mode(tmp_path):
    gpu = Gpu(tmp_path, [dict(FAKE_H100), dict(TWO_GPUS[1], compute_mode="Exclusive_Process")])
    assert helper(gpu, "claim", "0", str(os.getpid())).returncode == 0
    r = helper(gpu, "compute-mode", "1", "prohibited")
    assert r.returncode == 2 and "Exclusive_Process" in r.stderr and "left as it is" in r.stderr
    assert helper(gpu, "release", "0").returncode == 0
    assert gpu.changes() == [] and gpu.gpus()[1]["compute_mode"] == "Exclusive_Process"


def test_helper_sets_back_everything_a_dead_run_left(tmp_path):
    gpu = Gpu(tmp_path, TWO_GPUS)
    state = json.loads(gpu.nvml.read_text())
    state["gpus"][0].update(power_limit_w=300, persistence_mode="Enabled")
    state["gpus"][1]["compute_mode"] = "Prohibited"
    gpu.nvml.write_text(json.dumps(state))
    _claim(gpu, persistence_set=True, prohibited=[{"index": 1, "uuid": TWO_GPUS[1]["uuid"]}])
    r = helper(gpu, "recover", "0")
    assert r.returncode == 0, r.stderr
    g = gpu.gpus()
    assert (g[0]["power_limit_w"], g[0]["persistence_mode"], g[1]["compute_mode"]) == (700, "Disabled", "Default")
    assert not gpu.claims()


ROOT_CALLERS = {"su (no SUDO_UID)": {}, "sudo": {"SUDO_UID": "1000"}, "doas": {"DOAS_USER": "alice"},
                "pkexec": {"PKEXEC_UID": "1000"}}


@pytest.mark.parametrize("caller", list(ROOT_CALLERS))
def test_helper_as_root_never_takes_its_binary_or_claims_from_the_environment(gpu, tmp_path, caller):
    """As root, however it was started: nvidia-smi only from the fixed paths, its claims only in
    /run/artifact-powercap; the installed copy (no tests/fakes beside it) ignores the fake GPU too."""
    if os.geteuid() != 0:
        pytest.skip("needs root")
    if any(Path(p).exists() for p in ("/usr/bin/nvidia-smi", "/usr/local/bin/nvidia-smi", "/bin/nvidia-smi")):
        pytest.skip("a real nvidia-smi is installed: the helper would read the real GPU")
    marker = tmp_path / "ran"
    evil = tmp_path / "evil"
    evil.write_text(f"#!/bin/sh\ntouch {marker}\n")
    evil.chmod(0o755)
    planted = tmp_path / "planted"
    _claim(gpu)
    shutil.copytree(gpu.env["ARTIFACT_STATE_DIR"], planted)
    installed = tmp_path / "sbin" / "artifact-powercap"
    installed.parent.mkdir()
    shutil.copy(HELPER, installed)
    base = {k: v for k, v in gpu.env.items() if k != "ARTIFACT_FAKE_NVML"}
    for exe, env in ((HELPER, base), (installed, gpu.env)):
        env = dict(env, ARTIFACT_POWERCAP_NVIDIA_SMI=str(evil), ARTIFACT_STATE_DIR=str(planted), **ROOT_CALLERS[caller])
        r = helper(gpu, "query", "0", env=env, exe=exe)
        assert r.returncode == 1 and "nvidia-smi not found in /usr/bin/nvidia-smi" in r.stderr, r.stderr
        assert helper(gpu, "status", FAKE_H100["uuid"], env=env, exe=exe).stdout.strip() in ("{}", "")
    assert not marker.exists() and gpu.smi_calls() == []


# --------------------------------------------------------------------------------------------- orphan
def _fifo_manifest(tmp: Path) -> Path:
    fifo = tmp / "kernel.json"
    os.mkfifo(fifo)
    return fifo


def _open_writer(fifo: Path) -> int | None:
    """The FIFO's write end once a reader (the driver reading its manifest) has it open, else None."""
    try:
        return os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        return None


@pytest.fixture(params=["C++ driver", "fake driver"])
def any_driver(request, tmp_path) -> tuple[Path, dict[str, str]]:
    if request.param == "C++ driver":
        build = request.getfixturevalue("driver_build")
        return build / "energy-driver", {"PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": str(tmp_path)}
    env = fake_env(tmp_path, [dict(FAKE_H100)])
    return FAKES / "energy-driver", env


@pytest.mark.parametrize("guarded", [True, False], ids=["--parent-pid", "without (the old way: it lives on)"])
def test_orphan_driver_dies_with_its_run(any_driver, tmp_path, guarded, record_property):
    """The driver, started by a run (an intermediate process here) and stopped reading its manifest (a
    FIFO), outlives a SIGKILLed run only without --parent-pid."""
    driver, env = any_driver
    fifo = _fifo_manifest(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    code = ("import os, subprocess, sys\n"
            "guard = ['--parent-pid', str(os.getpid())] if sys.argv[2] == '1' else []\n"
            "p = subprocess.Popen([sys.argv[1], 'run', '--kernel', sys.argv[3], '--out-dir', sys.argv[4], *guard])\n"
            "print(p.pid, flush=True)\nsys.stdin.read()\n")
    run = subprocess.Popen([sys.executable, "-c", code, str(driver), "1" if guarded else "0", str(fifo), str(out)],
                           env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    pid = int(run.stdout.readline())
    writer: list[int | None] = [None]
    wait_for(lambda: writer.__setitem__(0, _open_writer(fifo)) or writer[0] is not None, "the driver reading its manifest")
    run.kill()
    run.wait()
    if guarded:
        wait_for(lambda: pid_gone(pid), "the driver's death with its run")
        record_property("orphans", 0)
    else:
        assert not pid_gone(pid)  # an orphan, still reading its manifest
        os.kill(pid, signal.SIGKILL)
        wait_for(lambda: pid_gone(pid), "the orphan's end")
    os.close(writer[0])
    assert list(out.iterdir()) == []


def test_orphan_driver_refuses_a_run_that_has_ended(any_driver, tmp_path):
    """--parent-pid that is not its parent (the run died before the driver set its parent-death signal):
    it measures nothing and writes nothing."""
    driver, env = any_driver
    out = tmp_path / "out"
    out.mkdir()
    r = subprocess.run([str(driver), "run", "--kernel", str(tmp_path / "none.json"), "--out-dir", str(out),
                        "--parent-pid", str(os.getppid())], env=env, capture_output=True, text=True)
    assert r.returncode == 2 and "has ended: nothing measured" in r.stderr, r.stderr
    assert list(out.iterdir()) == []


def test_orphan_driver_holds_the_gpu_lock_while_it_lives(any_driver, tmp_path, monkeypatch):
    from artifact import runlock

    driver, env = any_driver
    monkeypatch.setenv("ARTIFACT_LOCK_DIR", str(tmp_path / "locks"))
    key = runlock.gpu_key(0, FAKE_H100["uuid"])
    fifo = _fifo_manifest(tmp_path)
    with runlock.hold([key]):
        fd = runlock.held_fd(key)
        assert fd is not None
        p = subprocess.Popen([str(driver), "run", "--kernel", str(fifo), "--out-dir", str(tmp_path), "--lock-fd",
                              str(fd)], env=env, pass_fds=(fd,), stderr=subprocess.PIPE, text=True)
        writer: list[int | None] = [None]
        wait_for(lambda: writer.__setitem__(0, _open_writer(fifo)) or writer[0] is not None, "the driver running")
    # this process let its lock go; the driver still holds it: no run can start on the GPU beside it
    other = subprocess.run([sys.executable, "-c", "from artifact import runlock\n"
                            f"with runlock.hold([runlock.gpu_key(0, {FAKE_H100['uuid']!r})]): pass"],
                           cwd=ROOT, capture_output=True, text=True)
    assert other.returncode != 0 and "in use by another artifact run" in other.stderr, other.stderr
    os.close(writer[0])  # the manifest ends empty: the driver stops
    p.wait()
    with runlock.hold([key]):  # free again
        # and a lock another process holds is refused by the driver
        fd = os.open(tmp_path / "locks" / key.name, os.O_RDONLY)
        r = subprocess.run([str(driver), "run", "--kernel", str(tmp_path / "x.json"), "--out-dir", str(tmp_path),
                            "--lock-fd", str(fd)], env=env, pass_fds=(fd,), capture_output=True, text=True)
        os.close(fd)
    assert r.returncode == 2 and "lock is not this run's" in r.stderr, r.stderr


class _Container:
    def __init__(self, labels: dict[str, str]) -> None:
        self.attrs = {"Config": {"Labels": labels}}
        self.short_id, self.removed = "c0ffee", False

    def remove(self, force: bool) -> None:
        self.removed = force


class _Engine:
    def __init__(self, containers: list[_Container]) -> None:
        self.containers, self.listed = self, containers
        self.filters: dict[str, str] = {}

    def list(self, filters: dict[str, str]) -> list[_Container]:
        self.filters = filters
        return self.listed


@pytest.mark.parametrize("run", ["killed", "alive"])
def test_orphan_container_of_a_killed_run_is_stopped_before_the_next_run_measures(tmp_path, run, live_process):
    """A container does not die with its run: its labels name the GPU and the run, and the next run on the
    GPU removes one whose run has ended, and stops if that run is alive."""
    from artifact.errors import ArtifactError
    from artifact.measure.runners import RUN_LABEL, DockerRunner
    from artifact.runlock import process_start_ticks

    kw = DockerRunner(_Engine([]), "artifact:test").container_kwargs([], "GPU-abc", [tmp_path], tmp_path / "out")
    assert kw["labels"] == {f"{RUN_LABEL}.gpu": "GPU-abc", f"{RUN_LABEL}.pid": str(os.getpid()),
                            f"{RUN_LABEL}.start": str(process_start_ticks(os.getpid()))}
    pid = live_process.pid if run == "alive" else 999999
    container = _Container({f"{RUN_LABEL}.gpu": "GPU-abc", f"{RUN_LABEL}.pid": str(pid),
                            f"{RUN_LABEL}.start": str(process_start_ticks(pid) if run == "alive" else 1)})
    engine, lines = _Engine([container]), []
    if run == "alive":
        with pytest.raises(ArtifactError, match="still alive"):
            DockerRunner(engine, "artifact:test").check("GPU-abc", lines.append)
        assert not container.removed
    else:
        DockerRunner(engine, "artifact:test").check("GPU-abc", lines.append)
        assert container.removed and "its run (pid 999999) has ended" in lines[0]
    assert engine.filters == {"label": f"{RUN_LABEL}.gpu=GPU-abc"}


# ----------------------------------------------------------------------------------------- unattended
def test_unattended_setup_is_recorded_and_undone(tmp_path, res):
    gpu = Gpu(tmp_path, TWO_GPUS)
    p = held_run(gpu, res, "--unattended")
    during = gpu.gpus()
    gpu.gate.release("driver")
    out, err = p.communicate()
    assert p.returncode == 0, out + err
    assert during[0]["persistence_mode"] == "Enabled" and during[1]["compute_mode"] == "Prohibited"
    assert during[0].get("compute_mode", "Default") == "Default"  # the measured GPU stays usable
    after = gpu.gpus()
    assert after[0]["persistence_mode"] == "Disabled" and after[1]["compute_mode"] == "Default"
    rec = json.loads((res / GEMM_ID / "measure" / "200W" / "r0001.json").read_text())
    assert rec["meta"]["gpu_setup"] == "persistence_mode=on(was Disabled);prohibited_gpus=1"
    assert not gpu.claims()
    from artifact.results.analyze import load_records, manifest

    m = manifest(res, load_records(res), [])
    assert {c["cap"]: c["gpu_setup"] for c in m["caps"]} == \
        {c: ["persistence_mode=on(was Disabled);prohibited_gpus=1"] for c in ("200W", "300W", "400W")}


def test_unattended_setup_is_undone_by_the_next_run_after_sigkill(tmp_path, res):
    gpu = Gpu(tmp_path, TWO_GPUS)
    p = held_run(gpu, res, "--unattended")
    driver = gpu.gate.held_pid("driver")
    p.kill()
    p.communicate()
    wait_for(lambda: pid_gone(driver), "the driver's death with its run")
    assert gpu.gpus()[1]["compute_mode"] == "Prohibited" and gpu.claims()
    r = artifact(gpu.env, "measure", "--shape", GEMM, "--runner", "native", "--caps", "current", "--results", res)
    assert r.returncode == 0, r.stdout + r.stderr
    g = gpu.gpus()
    assert g[0]["power_limit_w"] == 700 and g[0]["persistence_mode"] == "Disabled" and g[1]["compute_mode"] == "Default"
    assert "compute mode restored to Default" in r.stdout and not gpu.claims()


# ---------------------------------------------------------------------------------------------- make
INJECTIONS = ["CASE=1;touch {m}", "CASE=$$(touch {m})", "CASE=$(touch {m})", "CASE=`touch {m}`",
              "CAPS=300;touch {m}", "RESULTS=r;touch {m}", "GPU=0;touch {m}", "TRIALS=1;touch {m}",
              "CATALOG=default;touch {m}", "RUNNER=native;touch {m}", "WHEELHOUSE=w;touch {m}",
              "IMAGE=a;touch {m}", "VENV=v;touch {m}", "CASE=$(shell touch {m})", "CAPS=$(shell touch {m})"]


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
                           capture_output=True, text=True)
        assert not marker.exists(), r.stdout + r.stderr
        if not flags:
            assert r.returncode != 0
            errors = [ln for ln in r.stderr.splitlines() if ln.startswith("error:") or "***" in ln and "Stop" in ln]
            assert len(errors) == 1 and "Traceback" not in r.stderr, r.stderr
    assert gpu.changes() == []


def _make_variables() -> list[str]:
    """Every variable the Makefile defines with ?= (its command-line variables), and CI."""
    text = (ROOT / "Makefile").read_text()
    return sorted(set(re.findall(r"^([A-Z_][A-Z0-9_]*) \?=", text, re.M))) + ["CI", "SOME_OTHER_NAME"]


@pytest.mark.parametrize("var", _make_variables())
def test_make_shell_function_in_any_variable_runs_nothing(tmp_path, var, record_property):
    """GNU make expands a variable it exports to a recipe: `$(shell ...)` given on the command line (or,
    for CI, in the environment) ran before the Makefile read it literally. Fed to every variable, both
    ways, it runs nothing (`make help` runs a recipe and nothing else)."""
    if shutil.which("make") is None:
        pytest.skip("no make")
    marker = tmp_path / "ran"
    value = f"$(shell touch {marker})"
    venv = fake_venv(tmp_path / "venv")
    for where in ("command line", "environment"):
        env = dict(os.environ, **({var: value} if where == "environment" else {}))
        args = ["make", "-s", "help"] + ([f"{var}={value}"] if where == "command line" else [])
        if var != "VENV":
            args.append(f"VENV={venv}")
        r = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True)
        assert not marker.exists(), (where, r.stdout + r.stderr)
        assert "Traceback" not in r.stderr
    record_property("ran", marker.exists())


def test_make_passes_a_path_with_spaces(tmp_path, gpu):
    venv = fake_venv(tmp_path / "venv")
    res = make_results(tmp_path / "my results")
    r = subprocess.run(["make", "-s", "-o", str(venv / ".setup.stamp"), "measure", f"VENV={venv}",
                        f"RESULTS={res}", "CAPS=current", "RUNNER=native", "CASE="], cwd=ROOT, env=gpu.env,
                       capture_output=True, text=True)
    assert "no export" in r.stderr  # --all: the default cases, not exported here: the path arrived whole
    r = subprocess.run(["make", "-s", "-o", str(venv / ".setup.stamp"), "verify", f"VENV={venv}", f"RESULTS={res}"],
                       cwd=ROOT, env=gpu.env, capture_output=True, text=True)
    assert f"{res}/SHA256SUMS not found" in r.stderr


# -------------------------------------------------------------------------------------------- tamper
@pytest.fixture(scope="module")
def analyzed(tmp_path_factory) -> Path:
    """Both tiny cases measured at 200 and 700 W, a tuning log beside their records, analyzed (its figures
    drawn) with SHA256SUMS."""
    tmp = tmp_path_factory.mktemp("analyzed")
    res = make_results(tmp / "results")
    env = fake_env(tmp, [dict(FAKE_H100)])
    r = artifact(env, "measure", "--shape", GEMM, "--shape", CONV, "--runner", "native", "--caps", "200,700",
                 "--results", res)
    assert r.returncode == 0, r.stdout + r.stderr
    logs = res / GEMM_ID / "tune" / "logs"
    logs.mkdir()
    (logs / "tvm.log").write_text("trial 1\n")
    r = artifact_here(env, "analyze", "--results", res)  # in this process: its figures without a new pandas/matplotlib
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
    r = artifact_here(env, "verify", "--results", res, "--public-key", pub)
    assert r.returncode == 0 and "signed by" in r.stdout, r.stdout + r.stderr
    _with_new_sums(_flip("analysis/measurements.csv"))(res)  # without the key: no valid signature
    r = artifact_here(env, "verify", "--results", res, "--public-key", pub)
    record_property("caught_signed", r.returncode != 0)
    assert r.returncode == 2 and "SHA256SUMS.sig" in one_error_line(r.stderr)


def test_tamper_signed_with_the_old_signature_kept_is_caught(signed, tmp_path):
    res, pub = signed
    old_sig = (res / "SHA256SUMS.sig").read_bytes()
    _with_new_sums(_flip("analysis/measurements.csv"))(res)  # write_sums drops the stale signature...
    assert not (res / "SHA256SUMS.sig").exists()
    (res / "SHA256SUMS.sig").write_bytes(old_sig)  # ...which the tamperer puts back
    r = artifact_here(fake_env(tmp_path, [dict(FAKE_H100)]), "verify", "--results", res, "--public-key", pub)
    assert r.returncode == 2 and "is not a signature of" in one_error_line(r.stderr)


def test_tamper_compare_verifies_first(analyzed, tmp_path):
    res = tmp_path / "results"
    shutil.copytree(analyzed, res)
    _flip(f"{K}/kernel.cubin")(res)
    r = artifact_here(fake_env(tmp_path, [dict(FAKE_H100)]), "compare", "--results", res, "--reference", analyzed)
    assert r.returncode == 2 and f"altered: {K}/kernel.cubin" in r.stderr and "PASS" not in r.stdout


@pytest.mark.parametrize("phase", ["report", "analyze", "measure", "select", "export"])
def test_tamper_no_phase_blesses_a_tampered_cubin(analyzed, tmp_path, phase, record_property):
    """Flip a cubin, then run a phase that writes: it stops before writing anything (report and analyze
    rewrote SHA256SUMS over the change, and verify then passed), and verify still fails."""
    res = tmp_path / "results"
    shutil.copytree(analyzed, res)
    _flip(f"{K}/kernel.cubin")(res)
    env = fake_env(tmp_path, [dict(FAKE_H100)])
    args = {"report": ["report"], "analyze": ["analyze"], "measure": SWEEP,
            "select": ["select", "--shape", GEMM, "--no-check"], "export": ["export", "--shape", GEMM]}[phase]
    before = tree(res)
    r = artifact_here(env, *args, "--results", res)
    assert r.returncode == 2 and "changed since its SHA256SUMS was written" in one_error_line(r.stderr)
    assert f"altered: {K}/kernel.cubin" in r.stderr and tree(res) == before
    v = artifact_here(env, "verify", "--results", res)
    record_property("verify_fails", v.returncode != 0)
    assert v.returncode == 2 and f"altered: {K}/kernel.cubin" in v.stderr


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
