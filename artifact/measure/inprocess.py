"""The driver's measurement protocol on work of the caller's process (build/libenergyprotocol.so): a CUDA
graph it captured (:func:`measure_graph`) or a Python callable enqueuing its work eagerly
(:func:`measure_callable`).

PyTorch code (per-layer energy, replayed LLM kernels) captures its work in a CUDA graph and passes
integer handles; the library measures it with the same C++ procedure as the driver (counter-aligned
windows, warm-up to steady state, stop on noise, hot idle, power timeline: docs/MEASUREMENT.md,
"In-process measurement") in the CUDA context current on the calling thread and returns the record
(schema energy-driver/2, ``workload.type`` "cuda-graph", times and energies per run)::

    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for _ in range(100):
            layer(x)
    record = measure_graph(graph.raw_cuda_graph_exec(), torch.cuda.current_stream().cuda_stream, 100,
                           point=GraphPoint("conv1", math_mode="fp16"))

Eager work (a model's forward pass as PyTorch runs it, launch gaps and host overhead included) is
measured through a callable that enqueues one call's work on the stream passed::

    stream = torch.cuda.current_stream()
    record = measure_callable(lambda: model(x), stream.cuda_stream, 1,
                              point=GraphPoint("resnet18", kind="whole-eager", math_mode="fp16"))

The library calls it where it would launch a graph (warm-up, windows, queue pacing alike), on the
calling thread; an exception it raises stops the measurement and is raised again by measure_callable.

There is no correctness gate on this path (the caller owns correctness; it may report its own check
as ``GraphPoint.gate``). Failures raise the error type of the contract's exit code (artifact.errors).
This module imports the standard library and the package's light modules only (no torch, numpy).
"""

from __future__ import annotations

import ctypes
import functools
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Union

from ..contract import EXIT_CODES, RECORD_SCHEMA
from ..errors import ArtifactError, DeviceCallError, GateFailedError, MeasurementInputError
from .build import build_driver, library_path
from .driver import DriverOptions

__all__ = ["LIBRARY_ENV", "Gate", "GraphPoint", "ProtocolLibrary", "load_library", "measure_callable", "measure_graph",
           "measure_idle"]

LIBRARY_ENV = "ARTIFACT_PROTOCOL_LIB"  # a library named here is used as it is (never rebuilt)
JsonValue = Union[None, bool, int, float, str, list[Any], dict[str, Any]]
_UINT64 = 2**64
_API = ("ed_measure_graph", "ed_measure_callback", "ed_measure_idle", "ed_last_output", "ed_record_schema")
_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)  # energyprotocol.h's ed_callback
_ERRORS: dict[int, type[ArtifactError]] = {
    EXIT_CODES["usage"]: MeasurementInputError,
    EXIT_CODES["gate_failed"]: GateFailedError,
    EXIT_CODES["device"]: DeviceCallError,
}


@dataclass(frozen=True)
class Gate:
    """The caller's own correctness check of what the graph computes, copied into the record's ``gate``."""

    rel_error: float | None = None
    rtol: float | None = None
    passed: bool | None = None


@dataclass(frozen=True)
class GraphPoint:
    """What the record says about the measured graph (its identity; nothing here changes the protocol).

    ``flops`` and ``bytes_per_launch`` are per run (one of the graph's ``runs_per_replay``), where known.
    ``description`` is any JSON value, copied into ``workload.description``.
    """

    point_id: str = "graph"
    case_id: str = ""
    kind: str = "graph"
    cap_label: str = ""
    math_mode: str = "unspecified"
    input_dtype: str = "unspecified"   # what the graph reads and writes (float32, float16, ...)
    output_dtype: str = "unspecified"
    description: JsonValue = None
    flops: float | None = None
    bytes_per_launch: float | None = None
    gate: Gate | None = None

    def to_json(self, meta: Mapping[str, str], cold_idle: Mapping[str, Any] | None) -> dict[str, Any]:
        """The library's ``point_json`` (cuda/src/graphpoint.hpp)."""
        out: dict[str, Any] = {"id": self.point_id, "case_id": self.case_id, "kind": self.kind,
                               "cap_label": self.cap_label, "math_mode": self.math_mode,
                               "input_dtype": self.input_dtype, "output_dtype": self.output_dtype,
                               "description": self.description, "flops": self.flops,
                               "bytes_per_launch": self.bytes_per_launch, "meta": dict(meta)}
        if self.gate is not None:
            out["gate"] = {"rel_error": self.gate.rel_error, "rtol": self.gate.rtol, "passed": self.gate.passed}
        if cold_idle is not None:
            out["cold_idle"] = dict(cold_idle)
        return out


def _handle(name: str, value: int, bound: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < bound:
        raise MeasurementInputError(f"{name} must be an integer handle in 0..{bound - 1}, got {value!r}",
                                    EXIT_CODES["usage"])
    return value


class ProtocolLibrary:
    """libenergyprotocol.so loaded with ctypes (its C API: cuda/src/energyprotocol.h)."""

    def __init__(self, path: Path) -> None:
        try:
            self._lib = ctypes.CDLL(str(path))
        except OSError as exc:
            raise MeasurementInputError(f"cannot load {path}: {exc} (run `artifact build`)", EXIT_CODES["usage"]) from exc
        self.path = path
        lib = self._lib
        if not all(hasattr(lib, f) for f in _API):
            raise MeasurementInputError(f"{path} is not the in-process library (its C API is missing): rebuild it "
                                        "(`artifact build`)", EXIT_CODES["usage"])
        lib.ed_measure_graph.argtypes = [ctypes.c_char_p, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_int, ctypes.c_char_p]
        lib.ed_measure_graph.restype = ctypes.c_int
        lib.ed_measure_callback.argtypes = [ctypes.c_char_p, _CALLBACK, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_int,
                                            ctypes.c_char_p]
        lib.ed_measure_callback.restype = ctypes.c_int
        lib.ed_measure_idle.argtypes = [ctypes.c_char_p]
        lib.ed_measure_idle.restype = ctypes.c_int
        lib.ed_last_output.argtypes = []
        lib.ed_last_output.restype = ctypes.c_char_p
        lib.ed_record_schema.argtypes = []
        lib.ed_record_schema.restype = ctypes.c_char_p
        schema = (lib.ed_record_schema() or b"").decode()
        if schema != RECORD_SCHEMA:
            raise MeasurementInputError(f"{path} writes records of schema {schema!r}, this package reads "
                                        f"{RECORD_SCHEMA!r}: rebuild it (`artifact build`)", EXIT_CODES["usage"])

    def _result(self, code: int) -> dict[str, Any]:
        text = (self._lib.ed_last_output() or b"").decode("utf-8", "replace")  # copied at once: same thread
        if code != EXIT_CODES["ok"]:
            error = _ERRORS.get(code)
            if error is None:
                raise DeviceCallError(f"{self.path.name} returned the unknown code {code}: {text}", EXIT_CODES["device"])
            raise error(text, code)
        result: dict[str, Any] = json.loads(text)
        return result

    def measure_idle(self, options: DriverOptions | None = None) -> dict[str, Any]:
        """The GPU's idle power in this process, its context synchronized first: one counter-aligned
        window of ``idle_s``. Pass it as ``cold_idle`` to several measure_graph calls."""
        opts = json.dumps((options or DriverOptions()).settings).encode()
        return self._result(self._lib.ed_measure_idle(opts))

    def measure_graph(self, graph_exec: int, stream: int, runs_per_replay: int, options: DriverOptions | None = None,
                      meta: Mapping[str, str] | None = None, *, point: GraphPoint | None = None,
                      cold_idle: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The record of ``graph_exec`` (a cudaGraphExec_t of the current context holding ``runs_per_replay``
        runs) launched on ``stream`` (0: the legacy default stream). Without ``cold_idle`` the idle is
        measured first, as measure_idle does."""
        _handle("graph_exec", graph_exec, _UINT64)
        _handle("stream", stream, _UINT64)
        _handle("runs_per_replay", runs_per_replay, 2**31)
        opts, pt = _encode(options, point or GraphPoint(), meta, cold_idle)
        return self._result(self._lib.ed_measure_graph(opts, graph_exec, stream, runs_per_replay, pt))

    def measure_callable(self, fn: Callable[[], object], stream: int, runs_per_call: int,
                         options: DriverOptions | None = None, meta: Mapping[str, str] | None = None, *,
                         point: GraphPoint | None = None, cold_idle: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The record of the work ``fn()`` enqueues on ``stream`` (0: the legacy default stream), each call
        ``runs_per_call`` runs of what is measured, called by the protocol where it would launch a graph
        (never captured: eager execution, its host-side cost included). An exception raised by ``fn``
        stops the measurement and is raised again here, unchanged. Default point: id "callable", kind
        "callback"."""
        if not callable(fn):
            raise MeasurementInputError(f"fn must be callable, got {type(fn).__name__}", EXIT_CODES["usage"])
        _handle("stream", stream, _UINT64)
        _handle("runs_per_call", runs_per_call, 2**31)
        opts, pt = _encode(options, point or GraphPoint(point_id="callable", kind="callback"), meta, cold_idle)
        raised: list[BaseException] = []

        def call(_user: object) -> int:
            try:
                fn()
            except BaseException as exc:  # Ctrl-C included: the library stops, Python raises it again
                raised.append(exc)
                return 1
            return 0

        callback = _CALLBACK(call)  # referenced until the call returns
        code = self._lib.ed_measure_callback(opts, callback, None, stream, runs_per_call, pt)
        if raised:
            raise raised[0]
        return self._result(code)


def _encode(options: DriverOptions | None, point: GraphPoint, meta: Mapping[str, str] | None,
            cold_idle: Mapping[str, Any] | None) -> tuple[bytes, bytes]:
    """The library's options_json and point_json."""
    opts = json.dumps((options or DriverOptions()).settings).encode()
    try:
        pt = json.dumps(point.to_json(meta or {}, cold_idle), allow_nan=False).encode()
    except (TypeError, ValueError) as exc:
        raise MeasurementInputError(f"the point cannot be written as JSON: {exc}", EXIT_CODES["usage"]) from exc
    return opts, pt


@functools.lru_cache(maxsize=None)
def _load(path: Path) -> ProtocolLibrary:
    return ProtocolLibrary(path)


_BROUGHT_UP_TO_DATE: set[Path] = set()  # the build directories built by this process


def load_library(build: bool = True, echo: Callable[[str], None] = print) -> ProtocolLibrary:
    """The library named by $ARTIFACT_PROTOCOL_LIB as it is, else build/libenergyprotocol.so, brought up
    to date first (``artifact build``: incremental) unless ``build`` is false: once per process and build
    directory, saying "built ..." only when something was rebuilt. Loaded once per process."""
    if os.environ.get(LIBRARY_ENV):
        path = Path(os.environ[LIBRARY_ENV])
    else:
        path = library_path()
        build_dir = path.parent.resolve()
        if build and build_dir not in _BROUGHT_UP_TO_DATE:
            build_driver(path.parent, echo=echo, quiet_if_current=True)
            _BROUGHT_UP_TO_DATE.add(build_dir)
    if not path.is_file():
        raise MeasurementInputError(f"the in-process library {path} is not built (run `artifact build`)",
                                    EXIT_CODES["usage"])
    return _load(path.resolve())


def measure_idle(options: DriverOptions | None = None) -> dict[str, Any]:
    """ProtocolLibrary.measure_idle of the library load_library() finds."""
    return load_library().measure_idle(options)


def measure_graph(graph_exec: int, stream: int, runs_per_replay: int, options: DriverOptions | None = None,
                  meta: Mapping[str, str] | None = None, *, point: GraphPoint | None = None,
                  cold_idle: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """ProtocolLibrary.measure_graph of the library load_library() finds."""
    return load_library().measure_graph(graph_exec, stream, runs_per_replay, options, meta, point=point,
                                        cold_idle=cold_idle)


def measure_callable(fn: Callable[[], object], stream: int, runs_per_call: int, options: DriverOptions | None = None,
                     meta: Mapping[str, str] | None = None, point: GraphPoint | None = None,
                     cold_idle: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """ProtocolLibrary.measure_callable of the library load_library() finds."""
    return load_library().measure_callable(fn, stream, runs_per_call, options, meta, point=point, cold_idle=cold_idle)
