"""Small results directories for the reliability tests, written without TVM or nvcc: two tiny cases
with one exported kernel each (a placeholder cubin: the fake driver never loads it), real reference
data, a one-line tuning record file and a selection, as the pipeline would leave them."""

from __future__ import annotations

import datetime as _dt
import json
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from artifact.atomic import write_json
from artifact.catalog import Case, parse_shape
from artifact.layout import case_dirs, record_case
from artifact.tuning.export import write_reference

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"
GEMM = "gemm:M=8,N=16,K=8,layout=NT"
CONV = "conv2d:N=1,H=8,W=8,CO=4,CI=4,KH=3,KW=3,stride=1,padding=1"


def tiny_cases() -> list[Case]:
    return [parse_shape(GEMM), parse_shape(CONV)]


def write_export(case: Case, results: Path, arch: str = "sm_90", kernels: int = 1) -> None:
    dirs = case_dirs(results, case)
    dirs.tune.mkdir(parents=True, exist_ok=True)
    record_case(dirs, case)
    (dirs.tune / "database_workload.json").write_text('["0x1", "AAAA"]\n')
    (dirs.tune / "database_tuning_record.json").write_text('[0, [[], [0.0001], {"kind": "cuda"}, []]]\n')
    created = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    write_json(dirs.selection, {"case_id": case.case_id, "case": case.to_json(), "created": created,
                                "policy": {"top": 1, "per_percentile": 0, "percentiles": []},
                                "source": {"records_file": f"{case.case_id}/tune/database_tuning_record.json",
                                           "records_sha256": "0" * 64, "trials": 1, "failed": 0, "duplicates": 0,
                                           "valid_unique": 1, "stopped_early": 0},
                                "kernels": []})
    buffers = write_reference(case, dirs.export / "reference", seed=1)
    exported = []
    for i in range(1, kernels + 1):
        kid = f"r{i:04d}"
        kdir = dirs.export / kid
        kdir.mkdir(parents=True, exist_ok=True)
        (kdir / "kernel.cu").write_text('extern "C" __global__ void main_kernel(float* A) {}\n')
        (kdir / "kernel.cubin").write_bytes(b"\x7fELF placeholder cubin " + kid.encode())
        params = [b["name"] for b in buffers]
        write_json(kdir / "kernel.json", {
            "kernel_id": kid, "case_id": case.case_id, "case": case.to_json(), "arch": arch,
            "cubin": "kernel.cubin", "cubin_sha256": "0" * 64, "source": "kernel.cu", "source_sha256": "0" * 64,
            "nvcc": {"version": "none", "command": []},
            "launches": [{"name": "main_kernel", "grid": [4, 1, 1], "block": [32, 1, 1],
                          "dynamic_shared_bytes": 0, "params": params, "registers": 32, "static_shared_bytes": 0,
                          "spill_store_bytes": 0, "spill_load_bytes": 0}],
            "buffers": [{**b, "file": f"../{b['file']}"} for b in buffers], "flops": case.flops,
            "tuned": {"run_s": 1e-5 * i, "run_secs": [1e-5 * i], "gflops": 1.0, "trial": i, "rank": i,
                      "rank_percentile": 0.0, "group": "top",
                      "correctness": {"status": "pass", "rel_error": 0.0, "tolerance": 1e-4, "device": "cpu",
                                      "detail": ""}}})
        exported.append({"kernel_id": kid, "dir": kid, "group": "top", "rank": i})
    write_json(dirs.export_index, {"case_id": case.case_id, "arch": arch, "nvcc_version": "none",
                                            "created": created, "selection_created": created,
                                            "reference_seed": 1, "kernels": exported, "not_exported": []})


def make_results(results: Path, cases: list[Case] | None = None, **kw: Any) -> Path:
    for case in cases or tiny_cases():
        write_export(case, results, **kw)
    return results


def fake_venv(venv: Path) -> Path:
    """A directory that `make VENV=<venv>` takes for its environment: bin/python runs the interpreter of
    these tests, with its packages. A launcher, not a link: a link to a venv's python loses the venv
    (Python finds pyvenv.cfg beside the path it was started by), and with it every installed package."""
    python = venv / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} \"$@\"\n")
    python.chmod(0o755)
    return venv


def fake_env(tmp: Path, gpus: list[dict[str, Any]]) -> dict[str, str]:
    """The environment of a CLI run on fake GPUs: fake NVML file, nvidia-smi, driver, state and locks."""
    state = tmp / "fake_nvml.json"
    if not state.exists():
        state.write_text(json.dumps({"gpus": gpus}))
    return dict(os.environ, ARTIFACT_FAKE_NVML=str(state), FAKE_SMI_LOG=str(tmp / "smi.log"),
                FAKE_DRIVER_LOG=str(tmp / "driver.log"), ARTIFACT_DRIVER=str(FAKES / "energy-driver"),
                ARTIFACT_STATE_DIR=str(tmp / "capstate"), ARTIFACT_LOCK_DIR=str(tmp / "locks"),
                PATH=os.pathsep.join([str(FAKES), os.path.dirname(sys.executable), os.environ["PATH"]]),
                PYTHONUNBUFFERED="1")


def artifact(env: dict[str, str], *args: str, wait: bool = True, timeout: float = 120, figures: bool = True):
    """``artifact ARGS...`` in a process of its own; ``figures=False``: analyze draws no figures
    (tests/fakes/no-figures-run), where what is tested is not the figures."""
    cmd = [sys.executable, *(["-m", "artifact"] if figures else [str(FAKES / "no-figures-run")]), *[str(a) for a in args]]
    if not wait:
        return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


def artifact_here(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """``artifact ARGS...`` in this process (click's CliRunner, ``env`` its environment, the checkout its
    directory), for the tests of what a command checks and writes rather than of its process: its exit
    status, stdout and stderr as :func:`artifact` gives them (an uncaught exception: exit 1 and its
    traceback on stderr), without a Python start-up and the package's import per call."""
    import traceback

    from click.testing import CliRunner

    from artifact.cli import main

    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        r = CliRunner().invoke(main, [str(a) for a in args], env=env)
    finally:
        os.chdir(cwd)
    err = r.stderr
    if r.exc_info is not None and not isinstance(r.exception, SystemExit):
        err += "".join(traceback.format_exception(*r.exc_info))
    return subprocess.CompletedProcess([str(a) for a in args], r.exit_code, r.stdout, err)


HANG_S = 600.0  # only a hang takes this long: no test waits for a duration, each waits for an event


def wait_for(pred: Any, what: str = "the event", hang_s: float = HANG_S) -> None:
    """Until ``pred()`` holds: an event (a file appears, a log line is written, a process ends), never a
    duration; ``hang_s`` only stops a test whose event never comes (a bug), whatever the machine's speed."""
    t0 = time.monotonic()
    while not pred():
        if time.monotonic() - t0 > hang_s:
            raise AssertionError(f"{what} never happened")
        time.sleep(0.01)


class Gate:
    """Where the fakes stop and wait (FAKE_GATE_DIR): nvidia-smi at the call FAKE_SMI_HOLD names, the
    energy driver before the point FAKE_DRIVER_HOLD names. A test waits for ``held(...)``, does what it
    tests (a signal), and ``release(...)``s them: no duration is ever waited for."""

    def __init__(self, directory: Path) -> None:
        self.dir = directory
        directory.mkdir(parents=True, exist_ok=True)

    def env(self, smi: str | None = None, driver: int | None = None) -> dict[str, str]:
        env = {"FAKE_GATE_DIR": str(self.dir)}
        if smi is not None:
            env["FAKE_SMI_HOLD"] = smi
        if driver is not None:
            env["FAKE_DRIVER_HOLD"] = str(driver)
        return env

    def held(self, what: str) -> bool:
        return (self.dir / f"held-{what}").exists()

    def held_pid(self, what: str) -> int:
        return int((self.dir / f"held-{what}").read_text())

    def release(self, what: str) -> None:
        (self.dir / f"release-{what}").touch()


def pid_gone(pid: int) -> bool:
    """Whether ``pid`` has exited (a zombie counts: it runs nothing)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return True
    return state in ("Z", "X")


def tree(root: Path) -> dict[str, float]:
    """Every path under ``root`` (files, directories, links) with its mtime (a link's own, not its
    target's): what a run created or changed."""
    if not root.exists():
        return {}
    return {p.relative_to(root).as_posix(): p.lstat().st_mtime for p in root.rglob("*")}
