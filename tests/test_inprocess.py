"""The in-process library (build/libenergyprotocol.so) and its Python wrapper, on the CPU: it builds with
the driver, exports its C API and nothing else, refuses bad input with the contract's usage code before
any CUDA call, and turns each early CUDA failure (a stand-in libcuda, cuda/tests/fake_libcuda.cpp)
into the device code with its message, never a crash. Measuring a real graph needs a GPU."""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from artifact.contract import EXIT_CODES, RECORD_SCHEMA
from artifact.errors import DeviceCallError, MeasurementInputError
from artifact.measure.driver import DriverOptions
from artifact.measure.inprocess import LIBRARY_ENV, Gate, GraphPoint, ProtocolLibrary, load_library

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def build(driver_build, tmp_path_factory) -> Path:
    """The run's driver build (conftest) copied beside this module's stand-in libcuda."""
    from artifact.measure.build import include_dirs

    out = tmp_path_factory.mktemp("build")
    for name in ("energy-driver", "libenergyprotocol.so"):
        shutil.copy2(driver_build / name, out / name)
    incs = " ".join(f"-I{d}" for d in include_dirs(out, lambda s: None))
    proc = subprocess.run(["make", "-s", "-C", str(ROOT / "cuda"), f"BUILD={out}", f"PYTHON={sys.executable}",
                           f"INCLUDES={incs}", "fake-cuda"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


@pytest.fixture(scope="module")
def lib(build) -> ProtocolLibrary:
    return ProtocolLibrary(build / "libenergyprotocol.so")


def test_library_is_built_beside_the_driver_and_exports_only_its_c_api(build, lib):
    assert (build / "energy-driver").is_file()
    for name in ("ed_measure_graph", "ed_measure_callback", "ed_measure_idle", "ed_last_output", "ed_record_schema"):
        assert hasattr(lib._lib, name), name
    nm = subprocess.run(["nm", "-D", "--defined-only", str(build / "libenergyprotocol.so")],
                        capture_output=True, text=True, check=True)
    exported = sorted(line.split()[-1] for line in nm.stdout.splitlines() if line.strip())
    assert exported == ["ed_last_output", "ed_measure_callback", "ed_measure_graph", "ed_measure_idle", "ed_record_schema"]
    assert lib._lib.ed_record_schema().decode() == RECORD_SCHEMA


@pytest.mark.parametrize("options,point,runs,message", [
    ({"min_windows": 1}, GraphPoint(), 10, "--min-windows must be >= 2"),
    ({"l2": "cold"}, GraphPoint(), 10, "l2 must be hot for a caller's graph"),
    ({"warmup_min_s": 9.0}, GraphPoint(), 10, "--warmup-max-s must be >= --warmup-min-s"),
    ({}, GraphPoint(), 0, "runs_per_replay must be >= 1"),
    ({}, GraphPoint(point_id=""), 10, "id must not be empty"),
    ({}, GraphPoint(gate=Gate(passed=True, rtol=float("inf"))), 10, "cannot be written as JSON"),
])
def test_bad_input_is_a_usage_error_before_any_cuda_call(lib, options, point, runs, message):
    # checked first: where no libcuda is installed, a CUDA call would have failed with the device code
    with pytest.raises(MeasurementInputError, match=message) as exc:
        lib.measure_graph(0xE, 0, runs, DriverOptions(options), point=point)
    assert exc.value.exit_code == EXIT_CODES["usage"]


def test_bad_handles_and_meta_are_refused(lib):
    with pytest.raises(MeasurementInputError, match="graph_exec is 0"):
        lib.measure_graph(0, 0, 10)
    with pytest.raises(MeasurementInputError, match="graph_exec must be an integer handle"):
        lib.measure_graph(-1, 0, 10)
    with pytest.raises(MeasurementInputError, match="stream must be an integer handle"):
        lib.measure_graph(0xE, 2**64, 10)
    with pytest.raises(MeasurementInputError, match="meta.k must be a string"):
        lib.measure_graph(0xE, 0, 10, meta={"k": 1})  # type: ignore[dict-item]
    with pytest.raises(MeasurementInputError, match="cold_idle needs a positive power_w and a method"):
        lib.measure_graph(0xE, 0, 10, cold_idle={"power_w": 0, "method": "x"})


_CALL = """
import json, sys
from artifact.errors import ArtifactError
from artifact.measure import inprocess
try:
    if sys.argv[1] == "idle":
        inprocess.measure_idle()
    elif sys.argv[1] == "callback":
        calls = []
        inprocess.measure_callable(lambda: calls.append(1), 0x5, 1)
        assert not calls  # CUDA failed before the first call
    else:
        inprocess.measure_graph(0xE, 0x5, 100, meta={"runner": "test"})
except ArtifactError as exc:
    print(json.dumps({"type": type(exc).__name__, "code": exc.exit_code, "message": str(exc)}))
"""


def _call(build: Path, what: str, fake_mode: str | None) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("LD_LIBRARY_PATH", "ED_FAKE_CUDA")}
    env[LIBRARY_ENV] = str(build / "libenergyprotocol.so")
    env["PYTHONPATH"] = str(ROOT)
    if fake_mode:
        env["LD_LIBRARY_PATH"] = str(build / "fake-cuda")
        env["ED_FAKE_CUDA"] = fake_mode
    proc = subprocess.run([sys.executable, "-c", _CALL, what], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr  # an exception, never a crash
    result: dict = json.loads(proc.stdout)
    return result


@pytest.mark.parametrize("what", ["graph", "callback", "idle"])
@pytest.mark.parametrize("mode,message", [
    ("no-device", "cuInit (is an NVIDIA GPU visible?): CUDA_ERROR_NO_DEVICE (code 100: no CUDA-capable device)"),
    ("no-context", "no CUDA context is current on the calling thread"),
    # next NVML: missing here; where it is installed, it has no GPU of the stand-in's UUID
    ("context", ("libnvidia-ml.so.1 not found", "no GPU with UUID GPU-abababab-abab")),
])
def test_cuda_failures_come_back_as_the_device_code(build, what, mode, message):
    got = _call(build, what, mode)
    assert got["type"] == DeviceCallError.__name__ and got["code"] == EXIT_CODES["device"]
    assert got["message"].startswith(message), got["message"]


@pytest.mark.parametrize("what", ["graph", "callback"])
def test_a_stream_of_another_context_is_refused(build, what):
    got = _call(build, what, "foreign-stream")
    assert got["code"] == EXIT_CODES["device"]
    assert got["message"] == "the stream passed is not a stream of the CUDA context current on this thread"


@pytest.mark.skipif(ctypes.util.find_library("cuda") is not None, reason="a CUDA driver is installed here")
def test_no_cuda_driver_is_a_device_error(build):
    got = _call(build, "graph", None)
    assert got["code"] == EXIT_CODES["device"] and got["message"].startswith("libcuda.so.1 not found")


def test_bad_callable_input_is_a_usage_error_before_any_cuda_call(lib):
    calls: list[int] = []
    with pytest.raises(MeasurementInputError, match="runs_per_call must be >= 1") as exc:
        lib.measure_callable(lambda: calls.append(1), 0, 0)
    assert exc.value.exit_code == EXIT_CODES["usage"]
    with pytest.raises(MeasurementInputError, match="l2 must be hot"):
        lib.measure_callable(lambda: calls.append(1), 0, 1, DriverOptions({"l2": "cold"}))
    with pytest.raises(MeasurementInputError, match="fn must be callable"):
        lib.measure_callable(42, 0, 1)  # type: ignore[arg-type]
    with pytest.raises(MeasurementInputError, match="stream must be an integer handle"):
        lib.measure_callable(lambda: calls.append(1), -1, 1)
    assert not calls


# A stand-in for the library's callback path: ed_measure_callback calls the callback `runs_per_call`
# times (what the protocol does per replay slot), then returns a record naming the calls, or the
# device code at the first nonzero return: the ctypes plumbing of measure_callable, on the CPU.
_FAKE_LIBRARY = r"""
#include <stdint.h>
#include <stdio.h>
typedef int (*ed_callback)(void*);
static char out[256];
const char* ed_last_output(void) { return out; }
const char* ed_record_schema(void) { return "%s"; }
int ed_measure_idle(const char* o) { (void)o; snprintf(out, sizeof out, "{}"); return 0; }
int ed_measure_graph(const char* o, uint64_t g, uint64_t s, int r, const char* p) {
  (void)o; (void)g; (void)s; (void)r; (void)p; return 2; }
int ed_measure_callback(const char* o, ed_callback cb, void* user, uint64_t s, int runs, const char* p) {
  (void)o; (void)p;
  for (int i = 1; i <= runs; ++i) {
    int rc = cb(user);
    if (rc != 0) { snprintf(out, sizeof out, "the caller's callback returned %%d at call %%d", rc, i); return 4; }
  }
  snprintf(out, sizeof out, "{\"calls\": %%d, \"stream\": %%llu}", runs, (unsigned long long)s);
  return 0;
}
"""


@pytest.fixture(scope="module")
def fake_lib(tmp_path_factory) -> ProtocolLibrary:
    out = tmp_path_factory.mktemp("fake-protocol")
    (out / "fake.c").write_text(_FAKE_LIBRARY % RECORD_SCHEMA)
    subprocess.run(["gcc", "-shared", "-fPIC", "-Wall", "-Werror", "-o", str(out / "libfake.so"), str(out / "fake.c")],
                   check=True)
    return ProtocolLibrary(out / "libfake.so")


def test_callable_is_called_by_the_library(fake_lib):
    calls: list[int] = []
    record = fake_lib.measure_callable(lambda: calls.append(1), 0x77, 5)
    assert record == {"calls": 5, "stream": 0x77} and len(calls) == 5


def test_an_exception_of_the_callable_stops_the_measurement_and_is_raised_again(fake_lib):
    calls: list[int] = []

    def fn() -> None:
        calls.append(1)
        if len(calls) == 3:
            raise ValueError("out of memory in the forward pass")

    with pytest.raises(ValueError, match="out of memory in the forward pass"):
        fake_lib.measure_callable(fn, 0, 10)
    assert len(calls) == 3  # the library stopped at the failing call


def test_a_failing_callback_without_exception_is_the_device_code(fake_lib, monkeypatch):
    # the library's own message when the callback's nonzero return came from elsewhere (a C caller)
    monkeypatch.setattr("artifact.measure.inprocess._CALLBACK", lambda f: _C_CALLBACK(lambda u: 3))
    with pytest.raises(DeviceCallError, match="returned 3 at call 1") as exc:
        fake_lib.measure_callable(lambda: None, 0, 2)
    assert exc.value.exit_code == EXIT_CODES["device"]


_C_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)


def test_library_is_located_by_the_environment_or_the_build_dir(build, monkeypatch, tmp_path):
    monkeypatch.setenv(LIBRARY_ENV, str(build / "libenergyprotocol.so"))
    assert load_library(build=False).path == (build / "libenergyprotocol.so").resolve()
    monkeypatch.delenv(LIBRARY_ENV)
    monkeypatch.setenv("ARTIFACT_BUILD", str(tmp_path))
    with pytest.raises(MeasurementInputError, match="is not built"):
        load_library(build=False)
    stale = tmp_path / "libenergyprotocol.so"
    shutil.copy(build / "fake-cuda" / "libcuda.so.1", stale)  # a shared library, but not this one
    with pytest.raises(MeasurementInputError, match="is not the in-process library"):
        load_library(build=False)


def test_wrapper_imports_nothing_heavy():
    code = ("import sys, artifact.measure.inprocess; "
            "print([m for m in ('torch', 'numpy', 'pandas', 'matplotlib', 'click', 'tvm') if m in sys.modules])")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.stdout.strip() == "[]"


def test_the_library_is_built_once_per_process_and_quietly_when_current(monkeypatch, tmp_path):
    """load_library() brings the build up to date once per process and build directory (not before every
    point); build_driver says "built ..." only when make rewrote an output."""
    from artifact.measure import build as build_mod
    from artifact.measure import inprocess

    monkeypatch.delenv(LIBRARY_ENV, raising=False)
    monkeypatch.setenv("ARTIFACT_BUILD", str(tmp_path))
    (tmp_path / "libenergyprotocol.so").write_bytes(b"")
    builds: list[tuple[Any, bool]] = []
    monkeypatch.setattr(inprocess, "build_driver",
                        lambda d, echo, quiet_if_current: builds.append((d, quiet_if_current)))
    monkeypatch.setattr(inprocess, "_load", lambda path: path)
    monkeypatch.setattr(inprocess, "_BROUGHT_UP_TO_DATE", set())
    assert load_library() == (tmp_path / "libenergyprotocol.so").resolve()
    load_library()
    assert builds == [(tmp_path, True)]

    # build_driver itself: make run each time, "built" said only when an output changed
    monkeypatch.setattr(build_mod, "include_dirs", lambda build_dir, echo: [])
    rewrite: list[bool] = []

    def make(cmd: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        if rewrite:
            (tmp_path / "energy-driver").write_bytes(b"new")
            os.utime(tmp_path / "energy-driver", ns=(1, len(rewrite) * 10**9))
        return subprocess.CompletedProcess(cmd, 0, "", "")

    monkeypatch.setattr(build_mod.subprocess, "run", make)
    said: list[str] = []
    build_mod.build_driver(tmp_path, echo=said.append, quiet_if_current=True)
    assert said == []
    rewrite.append(True)
    build_mod.build_driver(tmp_path, echo=said.append, quiet_if_current=True)
    assert len(said) == 1 and said[0].startswith("built ")
    rewrite.clear()
    build_mod.build_driver(tmp_path, echo=said.append)  # `artifact build`: always says it
    assert len(said) == 2
