"""Shared fixtures: the CLI runner, fake GPU machinery (NVML state file, nvidia-smi, energy driver)
and one set of genuine CUDA schedules (sampled, never run) per test run for the CPU-only tests."""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import sys
from pathlib import Path
from typing import Callable

import pytest
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"
sys.path.insert(0, str(ROOT / "tests"))

FAKE_H100 = {"name": "NVIDIA H100 80GB HBM3", "uuid": "GPU-00000000-fake-0000-0000-000000000000",
             "compute_capability": [9, 0], "memory_mib": 81559, "power_limit_w": 700.0, "default_power_limit_w": 700.0,
             "min_power_limit_w": 200.0, "max_power_limit_w": 700.0}


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """A run that selects serial tests alone (``-m "serial and ..."``, make test's second run) imports only
    the test files that mark one serial: no test of the others could be selected, and importing them
    (pytest rewrites every assert of a file it imports) was most of that run's time."""
    expr = (config.getoption("markexpr", "") or "").strip()
    if re.fullmatch(r"serial(\s+and\s+.+)?", expr) and collection_path.suffix == ".py" \
            and collection_path.name.startswith("test_") and "mark.serial" not in collection_path.read_text():
        return True
    return None


@pytest.fixture
def cli():
    from artifact.cli import main

    runner = CliRunner()

    def invoke(*args: str, **kw):
        return runner.invoke(main, [str(a) for a in args], catch_exceptions=False, **kw)

    return invoke


@pytest.fixture
def fake_gpu(tmp_path, monkeypatch):
    """A fake H100 seen through the artifact's NVML seam, a fake nvidia-smi and a fake driver on PATH."""
    state = tmp_path / "fake_nvml.json"
    state.write_text(json.dumps({"gpus": [dict(FAKE_H100)]}))
    env = {
        "ARTIFACT_FAKE_NVML": str(state),
        "FAKE_SMI_LOG": str(tmp_path / "smi.log"),
        "FAKE_DRIVER_LOG": str(tmp_path / "driver.log"),
        "ARTIFACT_DRIVER": str(FAKES / "energy-driver"),
        "ARTIFACT_STATE_DIR": str(tmp_path / "capstate"),
        "ARTIFACT_LOCK_DIR": str(tmp_path / "locks"),
        # the fakes' `#!/usr/bin/env python3` finds this interpreter first (no slow wrapper scripts)
        "PATH": os.pathsep.join([str(FAKES), os.path.dirname(sys.executable), os.environ["PATH"]]),
    }
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    monkeypatch.delenv("FAKE_SMI_DENY", raising=False)
    monkeypatch.delenv("FAKE_DRIVER_SLEEP", raising=False)
    monkeypatch.delenv("FAKE_DRIVER_FAIL", raising=False)
    monkeypatch.delenv("FAKE_DRIVER_SCALE", raising=False)
    monkeypatch.delenv("ARTIFACT_REFERENCE", raising=False)

    class Fake:
        def __init__(self) -> None:
            self.state, self.env = state, env

        def limit_w(self) -> float:
            return json.loads(state.read_text())["gpus"][0]["power_limit_w"]

        def set_limit_w(self, watts: float) -> None:
            s = json.loads(state.read_text())
            s["gpus"][0]["power_limit_w"] = watts
            state.write_text(json.dumps(s))

        def set_model(self, name: str, compute_capability: tuple[int, int] = (9, 0)) -> None:
            """Another GPU model: NVML's name and compute capability (the driver's records follow)."""
            s = json.loads(state.read_text())
            s["gpus"][0].update(name=name, compute_capability=list(compute_capability))
            state.write_text(json.dumps(s))

        def smi_calls(self) -> list[list[str]]:
            p = Path(env["FAKE_SMI_LOG"])
            return [json.loads(x)["argv"] for x in p.read_text().splitlines()] if p.exists() else []

        def driver_points(self) -> list[dict]:
            p = Path(env["FAKE_DRIVER_LOG"])
            return [json.loads(x) for x in p.read_text().splitlines()] if p.exists() else []

    return Fake()


SHARED_ENV = "ARTIFACT_TEST_SHARED"  # a folder the pytest runs of one `make test` share (the Makefile makes it)


def once_per_run(tmp_path_factory: pytest.TempPathFactory, name: str, make: Callable[[Path], None]) -> Path:
    """``make(path)`` run once per test run, its ``path`` shared read-only: pytest-xdist's workers
    (make test) share the run's base temporary directory, and the first worker that needs ``name``
    makes it while any other that needs it waits (a lock file), instead of each making its own. Where
    ARTIFACT_TEST_SHARED names a folder, the runs of one `make test` (the parallel one and the serial one)
    share it instead, so the second run makes nothing the first made."""
    base = tmp_path_factory.getbasetemp()
    shared = Path(os.environ[SHARED_ENV]) if os.environ.get(SHARED_ENV) else \
        base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    path, done = shared / name / "results", shared / f"{name}.done"
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # held until the file is closed
        if not done.exists():
            shutil.rmtree(path.parent, ignore_errors=True)  # what a failed attempt left
            path.mkdir(parents=True)
            make(path)
            done.touch()
    return path


@pytest.fixture(scope="session")
def driver_build(tmp_path_factory, contract_check) -> Path:
    """The C++ driver, build/libenergyprotocol.so and the protocol unit tests, built once per test run
    (one g++ pass shared by every test file and worker); the unit tests passed. It starts from the objects
    of ``contract_check`` (the same sources, compiled once: make keeps what is newer than its inputs)."""
    def make(out: Path) -> None:
        from artifact.measure.build import build_driver

        for part in ("gen", "obj"):
            shutil.copytree(contract_check.parent / part, out / part)  # copy2: their times, so make keeps them
        lines: list[str] = []
        build_driver(out, echo=lines.append, tests=True)
        assert any("protocol unit tests passed" in x for x in lines), lines

    return once_per_run(tmp_path_factory, "driver_build", make)


@pytest.fixture(scope="session")
def tuned_cuda(tmp_path_factory) -> Path:
    """Cases 1 and 7 with 6 genuine CUDA schedules each (synthetic run times, 2 failed trials in case 1).
    Seed 5: its schedules are drawn with the fewest samples rejected (half the time of helpers' seed 7)."""

    def make(results: Path) -> None:
        from helpers import fake_tune

        from artifact.catalog import test_mode_cases

        c1, c7 = test_mode_cases()
        fake_tune(c1, results, 6, seed=5, failed=2)
        fake_tune(c7, results, 6, seed=5)

    return once_per_run(tmp_path_factory, "tuned_cuda", make)


@pytest.fixture(scope="session")
def exported_cuda(tuned_cuda, tmp_path_factory) -> Path:
    """tuned_cuda after `select --test-mode --no-check` and `export` (needs nvcc)."""
    if shutil.which("nvcc") is None and not Path("/usr/local/cuda/bin/nvcc").exists():
        pytest.skip("nvcc not found: export needs the CUDA toolkit's compiler")

    def make(results: Path) -> None:
        from artifact.catalog import test_mode_cases
        from artifact.tuning.export import export_case
        from artifact.tuning.select import TEST_MODE_POLICY, select_case

        shutil.copytree(tuned_cuda, results, dirs_exist_ok=True)
        for case in test_mode_cases():
            select_case(case, results, TEST_MODE_POLICY, check=False, echo=lambda s: None)
            export_case(case, results, echo=lambda s: None)

    return once_per_run(tmp_path_factory, "exported_cuda", make)


def fake_measure(results: Path, tmp: Path, *args: str, **env: str) -> None:
    """`artifact measure --test-mode --runner native` of ``results`` on the fake H100 (fake NVML, nvidia-smi and
    energy driver; their state under ``tmp``), with ``args`` added to the command and ``env`` to the environment."""
    import subprocess

    state = tmp / "nvml.json"
    state.write_text(json.dumps({"gpus": [dict(FAKE_H100)]}))
    full = dict(os.environ, ARTIFACT_FAKE_NVML=str(state), FAKE_SMI_LOG=str(tmp / "smi.log"),
                ARTIFACT_DRIVER=str(FAKES / "energy-driver"), ARTIFACT_STATE_DIR=str(tmp / "state"),
                ARTIFACT_LOCK_DIR=str(tmp / "locks"),
                PATH=os.pathsep.join([str(FAKES), os.path.dirname(sys.executable), os.environ["PATH"]]), **env)
    r = subprocess.run([sys.executable, "-m", "artifact", "measure", "--test-mode", "--results", str(results),
                        "--runner", "native", *args], cwd=ROOT, env=full, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.fixture
def no_figures(monkeypatch):
    """analyze without its figures (drawing them is nearly all of its time), for the tests that check what
    else it writes and says; the figures' own tests (test_analyze.py, test_report.py, test_capview.py) draw them."""
    from artifact.results import plots

    monkeypatch.setattr(plots, "make_figures", lambda *args, **kwargs: [])


@pytest.fixture
def results_copy(exported_cuda, tmp_path) -> Path:
    dst = tmp_path / "results"
    shutil.copytree(exported_cuda, dst)
    return dst


@pytest.fixture(scope="session")
def contract_check(tmp_path_factory) -> Path:
    """cuda/tests/contract_check (the driver's kernel.json reader and protocol statistics, driven from
    files), built once per test run with g++ alone (no CUDA header)."""
    import subprocess

    if shutil.which("g++") is None:
        pytest.skip("g++ not found")

    def make(out: Path) -> None:
        proc = subprocess.run(["make", "-s", "-C", str(ROOT / "cuda"), f"BUILD={out}", f"PYTHON={sys.executable}",
                               f"{out}/contract_check"], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout + proc.stderr

    return once_per_run(tmp_path_factory, "contract_check", make) / "contract_check"
