"""ResNet-50 with the artifact's tuned convolutions: each conv layer of the pipeline that has a tuned,
exported kernel in a results directory runs that kernel (its cubin) instead of cuDNN.

Mapping (:func:`case_for_layer`): a ``conv2d`` layer ``(n, h, w, ci, co, kh, kw, stride, padding,
groups)`` in fp32 is the catalog case ``[N, H, W, CO, CI, KH, KW, stride, padding]`` with the same
numbers, NCHW and fp32 (the resnet50 catalog, artifact/data/catalogs/resnet50.json, holds the 23
unique convolutions of ResNet-50 at batch 1, 224 x 224: every conv layer of the pipeline at its
default options). Groups other than 1, other dtypes or layouts never match.

Kernel (:func:`best_kernel`): ``<results>/<case id>/export/export.json`` lists the exported kernels; the
one of lowest rank (the fastest tuned) is used, its ``kernel.json`` read as ``artifact export`` writes it
(docs/SCHEMAS.md): ``launches`` (entry, grid, block, dynamic shared bytes, buffer names in parameter
order), ``buffers`` (name, shape, dtype, role) and the cubin (``kernel.cubin``, or ``kernel.cubin.gz`` in
a shipped tree), checked against ``cubin_sha256``. :func:`check_layout` holds the buffers to the layer:
``data [n, ci, h, w]``, ``kernel [co, ci, kh, kw]``, ``conv2d_nchw [n, co, ho, wo]``, float32, the
output last; a kernel that does not fit is an error, never a silent cuDNN fallback.

Launch (:class:`CubinLauncher`): the cubin is loaded with the CUDA driver API (NVIDIA's cuda-bindings,
``cuda.bindings.driver``) into the context current on the thread (torch's primary context, torch
having set up the device), and each launch enqueued with ``cuLaunchKernel`` on torch's current stream,
the buffer pointers being torch tensors' ``data_ptr()``; launched during a capture, the launches become
nodes of torch's CUDA graph like torch's own kernels. The layer's output is checked against torch's
float64 convolution on the GPU (relative L2 error <= 1e-4, the fp32 tolerance of the driver's gate,
the output filled with NaN first) before it is measured; the record's ``gate`` holds the check.

Which layers run which implementation is written to the run's log and to each record
(``meta.implementation``: ``tuned`` with ``meta.kernel`` ``<case id>/<kernel id>``, or absent for PyTorch).
"""

from __future__ import annotations

import ctypes
import gzip
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..catalog import Case, load_catalog
from ..contract import DEFAULT_PRESET, RTOL
from ..errors import ArtifactError
from ..layout import GZIP_SUFFIX, KERNEL_JSON, case_dirs
from ..measure.driver import DriverOptions
from ..measure.inprocess import Gate, measure_graph
from ..measure.torchgpu import DEFAULT_UNROLL, _torch, capture, graph_exec_handle
from ..schema.base import read
from ..schema.export import ExportIndex
from ..schema.kernel import KernelManifest, TensorMapParam
from .architectures import resnet
from .layer import graph_point
from .pipelines import LayerSpec, Pipeline

TUNED_PIPELINE = "resnet50_tuned"
CATALOG = "resnet50"
GATE_RTOL = RTOL["fp32"]  # relative L2 error, the fp32 tolerance of the driver's gate (docs/MEASUREMENT.md)
OUTPUT_NAME = "conv2d_nchw"


def tuned_pipeline(batch: int = 1, image: int = 224) -> Pipeline:
    """ResNet-50 in fp32 named ``resnet50_tuned``: the phases of ``resnet50`` (fp32); which conv layers
    run a tuned kernel is decided when it is measured (:func:`tuned_kernels`)."""
    base = resnet(50, batch=batch, image=image, dtype="fp32")
    return replace(base, name=TUNED_PIPELINE,
                   description=f"{base.description}, conv layers by the tuned kernels where exported, cuDNN otherwise")


@dataclass(frozen=True)
class Launch:
    entry: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_shared_bytes: int
    params: tuple[str, ...]  # buffer names in the kernel's parameter order


@dataclass(frozen=True)
class Buffer:
    name: str
    shape: tuple[int, ...]
    dtype: str
    role: str  # input | output


@dataclass(frozen=True)
class TunedKernel:
    """An exported kernel as its kernel.json describes it."""

    directory: Path
    kernel_id: str
    case_id: str
    cubin: Path
    cubin_sha256: str
    launches: tuple[Launch, ...]
    buffers: tuple[Buffer, ...]

    @property
    def label(self) -> str:
        return f"{self.case_id}/{self.kernel_id}"

    def image(self) -> bytes:
        """The cubin's bytes (gunzipped where shipped compressed), checked against the manifest's hash."""
        data = self.cubin.read_bytes()
        if self.cubin.suffix == ".gz":
            data = gzip.decompress(data)
        if hashlib.sha256(data).hexdigest() != self.cubin_sha256:
            raise ArtifactError(f"{self.cubin}: its SHA-256 is not the cubin_sha256 of {self.directory / KERNEL_JSON}")
        return data


def load_kernel(directory: Path) -> TunedKernel:
    """``<directory>/kernel.json`` (an ``artifact export`` kernel directory); a clear error where malformed."""
    path = directory / KERNEL_JSON
    m = read(KernelManifest, path, "exported kernel manifest")
    for lc in m.launches:
        maps = [p.name for p in lc.params if isinstance(p, TensorMapParam)]
        if maps:
            raise ArtifactError(f"{path}: launch {lc.name} takes tensor map parameters ({', '.join(maps)}), "
                                "which this launcher does not build (it passes buffer pointers); the energy driver "
                                "measures such kernels")
    for lc in m.launches:
        for key, dims in (("grid", lc.grid), ("block", lc.block)):
            if len(dims) != 3 or any(v < 1 for v in dims):
                raise ArtifactError(f"{path}: {key} must be three positive integers, got {dims!r}")
    launches = tuple(Launch(entry=lc.name, grid=(lc.grid[0], lc.grid[1], lc.grid[2]),
                            block=(lc.block[0], lc.block[1], lc.block[2]), dynamic_shared_bytes=lc.dynamic_shared_bytes,
                            params=tuple(str(p) for p in lc.params)) for lc in m.launches)
    buffers = tuple(Buffer(name=b.name, shape=tuple(b.shape), dtype=b.kernel_dtype, role=b.role) for b in m.buffers)
    if not launches:
        raise ArtifactError(f"{path}: no launches")
    names = {b.name for b in buffers}
    for launch in launches:
        unknown = [p for p in launch.params if p not in names]
        if unknown:
            raise ArtifactError(f"{path}: launch {launch.entry} takes buffer {unknown[0]!r}, which is not in its buffers")
    cubin = directory / m.cubin
    if not cubin.is_file() and (directory / f"{m.cubin}{GZIP_SUFFIX}").is_file():
        cubin = directory / f"{m.cubin}{GZIP_SUFFIX}"
    if not cubin.is_file():
        raise ArtifactError(f"{directory}: no {m.cubin} (run `artifact export`)")
    return TunedKernel(directory, m.kernel_id, m.case_id, cubin, m.cubin_sha256, launches, buffers)


def case_for_layer(spec: LayerSpec, cases: Sequence[Case]) -> Case | None:
    """The catalog case computing ``spec`` (module docstring), or None."""
    if spec.kind != "conv2d" or spec.dtype != "fp32":
        return None
    p = spec.params
    if p["groups"] != 1:
        return None
    want = {"N": p["n"], "H": p["h"], "W": p["w"], "CO": p["co"], "CI": p["ci"], "KH": p["kh"], "KW": p["kw"],
            "stride": p["stride"], "padding": p["padding"]}
    for case in cases:
        if (case.kind == "conv2d" and case.layout == "NCHW" and case.dtype == "fp32"
                and all(case.params[k] == v for k, v in want.items())):
            return case
    return None


def best_kernel(results: Path, case: Case) -> Path | None:
    """The kernel directory of ``case``'s exported kernel of lowest rank under ``results``, or None where
    the case has no export (no ``export.json``: not exported, or an export that did not finish)."""
    dirs = case_dirs(results, case)
    if not dirs.export_index.is_file():
        return None
    kernels = read(ExportIndex, dirs.export_index, f"{case.case_id}: export index").kernels
    if not kernels:
        return None
    best = min(kernels, key=lambda k: (k.rank, k.dir))
    return dirs.kernel_dir(best.dir)


def expected_buffers(spec: LayerSpec) -> tuple[Buffer, ...]:
    """The NCHW fp32 buffers a tuned kernel of ``spec`` must take (the catalog's buffer order)."""
    p = spec.params
    ho = (p["h"] + 2 * p["padding"] - p["kh"]) // p["stride"] + 1
    wo = (p["w"] + 2 * p["padding"] - p["kw"]) // p["stride"] + 1
    return (Buffer("data", (p["n"], p["ci"], p["h"], p["w"]), "float32", "input"),
            Buffer("kernel", (p["co"], p["ci"], p["kh"], p["kw"]), "float32", "input"),
            Buffer(OUTPUT_NAME, (p["n"], p["co"], ho, wo), "float32", "output"))


def check_layout(kernel: TunedKernel, spec: LayerSpec) -> None:
    """An error unless ``kernel`` takes exactly the layer's NCHW fp32 buffers."""
    want = expected_buffers(spec)
    if tuple(sorted(kernel.buffers, key=lambda b: b.name)) != tuple(sorted(want, key=lambda b: b.name)):
        got = ", ".join(f"{b.name}{list(b.shape)} {b.dtype} {b.role}" for b in kernel.buffers)
        raise ArtifactError(f"{kernel.label} does not fit layer {spec.key}: its buffers are {got}; the layer needs "
                            + ", ".join(f"{b.name}{list(b.shape)} {b.dtype} {b.role}" for b in want))


def tuned_kernels(pipe: Pipeline, results: Path) -> dict[str, TunedKernel]:
    """Layer key -> the tuned kernel that runs it, for the conv layers of ``pipe`` with an export under
    ``results`` (each checked against its layer); the other layers run PyTorch."""
    cases = load_catalog(CATALOG)
    out: dict[str, TunedKernel] = {}
    for spec in pipe.layers:
        case = case_for_layer(spec, cases)
        directory = best_kernel(results, case) if case is not None else None
        if directory is None:
            continue
        kernel = load_kernel(directory)
        if kernel.case_id != case.case_id:  # type: ignore[union-attr]
            raise ArtifactError(f"{directory}: a kernel of {kernel.case_id} under {case.case_id}")  # type: ignore[union-attr]
        check_layout(kernel, spec)
        out[spec.key] = kernel
    return out


def implementation_lines(pipe: Pipeline, kernels: Mapping[str, TunedKernel]) -> list[str]:
    """One line per conv phase: the tuned kernel it runs, or cuDNN (and why)."""
    cases = load_catalog(CATALOG)
    lines = []
    for phase in pipe.phases:
        if phase.layer.kind != "conv2d":
            continue
        kernel = kernels.get(phase.layer.key)
        if kernel is not None:
            lines.append(f"{phase.name}: tuned {kernel.label}")
        else:
            case = case_for_layer(phase.layer, cases)
            why = "no export of " + case.case_id if case is not None else "no catalog case of this shape"
            lines.append(f"{phase.name}: cuDNN ({why})")
    return lines


# --- the CUDA driver: cuda.bindings imported inside the functions that use it ----------------------------


def _driver() -> Any:
    try:
        from cuda.bindings import driver
    except ImportError as exc:
        raise ArtifactError("launching tuned kernels needs NVIDIA's cuda-bindings (pip install cuda-bindings)") from exc
    return driver


class CubinLauncher:
    """A tuned kernel's cubin loaded in the current CUDA context, its launches enqueued on a stream with
    the given buffer addresses (``driver``: ``cuda.bindings.driver`` or a stand-in with its functions)."""

    def __init__(self, kernel: TunedKernel, pointers: Mapping[str, int], driver: Any = None) -> None:
        self.kernel = kernel
        self.cu = driver if driver is not None else _driver()
        self._check(self.cu.cuInit(0), "cuInit")
        ctx = self._check(self.cu.cuCtxGetCurrent(), "cuCtxGetCurrent")
        if not int(ctx):
            raise ArtifactError("no current CUDA context: set up torch on the GPU before loading a tuned kernel")
        self._image = kernel.image()  # referenced while the module is loaded
        self.module = self._check(self.cu.cuModuleLoadData(self._image), f"cuModuleLoadData ({kernel.cubin})")
        self._launches = []
        for lc in kernel.launches:
            fn = self._check(self.cu.cuModuleGetFunction(self.module, lc.entry.encode()),
                             f"cuModuleGetFunction {lc.entry} (manifest and cubin do not match?)")
            if lc.dynamic_shared_bytes > 48 * 1024:
                attr = self.cu.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
                self._check(self.cu.cuFuncSetAttribute(fn, attr, lc.dynamic_shared_bytes),
                            "raising the dynamic shared memory limit")
            values = (ctypes.c_void_p * len(lc.params))(*[pointers[p] for p in lc.params])
            size = ctypes.sizeof(ctypes.c_void_p)
            argv = (ctypes.c_void_p * len(lc.params))(*[ctypes.addressof(values) + i * size
                                                         for i in range(len(lc.params))])
            self._launches.append((lc, fn, values, argv))  # the arrays live as long as the launcher

    def _check(self, result: Any, what: str) -> Any:
        err, *rest = result if isinstance(result, tuple) else (result,)
        if int(err) != 0:
            raise ArtifactError(f"{what} failed: CUDA error {int(err)} ({getattr(err, 'name', err)})")
        return rest[0] if len(rest) == 1 else tuple(rest)

    def launch(self, stream: int) -> None:
        """Every launch of the kernel, in order, on ``stream`` (an integer CUstream)."""
        for lc, fn, _values, argv in self._launches:
            self._check(self.cu.cuLaunchKernel(fn, *lc.grid, *lc.block, lc.dynamic_shared_bytes,
                                               self.cu.CUstream(stream), ctypes.addressof(argv), 0),
                        f"cuLaunchKernel {lc.entry}")

    def close(self) -> None:
        if self.module is not None:
            self._check(self.cu.cuModuleUnload(self.module), "cuModuleUnload")
            self.module = None


def make_tuned_callable(spec: LayerSpec, kernel: TunedKernel, seed: int = 0, driver: Any = None) -> tuple[Any, dict]:
    """A zero-argument call launching ``kernel`` on torch's current stream on random NCHW fp32 tensors of
    ``spec`` (allocated here, once), and the tensors by buffer name."""
    check_layout(kernel, spec)
    torch = _torch()
    gen = torch.Generator(device="cuda").manual_seed(seed)
    tensors = {b.name: (torch.randn(b.shape, generator=gen, device="cuda", dtype=torch.float32) if b.role == "input"
                        else torch.empty(b.shape, device="cuda", dtype=torch.float32)) for b in kernel.buffers}
    torch.cuda.synchronize()
    launcher = CubinLauncher(kernel, {n: int(t.data_ptr()) for n, t in tensors.items()}, driver)

    def call() -> None:
        launcher.launch(int(torch.cuda.current_stream().cuda_stream))

    call.launcher = launcher  # type: ignore[attr-defined]
    return call, tensors


def gate(spec: LayerSpec, call: Any, tensors: Mapping[str, Any]) -> Gate:
    """One launch on a NaN-filled output against torch's float64 convolution: relative L2 error."""
    torch = _torch()
    out = tensors[OUTPUT_NAME]
    out.fill_(float("nan"))
    call()
    p = spec.params
    ref = torch.nn.functional.conv2d(tensors["data"].double(), tensors["kernel"].double(), stride=p["stride"],
                                     padding=p["padding"])
    err = float(torch.linalg.vector_norm(out.double() - ref) / torch.linalg.vector_norm(ref))
    passed = err == err and err <= GATE_RTOL  # NaN (an unwritten output) never passes
    return Gate(rel_error=err if err == err else None, rtol=GATE_RTOL, passed=passed)


def measure_tuned_layer(spec: LayerSpec, kernel: TunedKernel, unroll: int = DEFAULT_UNROLL,
                        options: DriverOptions | None = None, pipeline: str = TUNED_PIPELINE,
                        cold_idle: Mapping[str, Any] | None = None, seed: int = 0, driver: Any = None,
                        preset: str = DEFAULT_PRESET) -> dict[str, Any]:
    """The in-process record of ``spec`` run by ``kernel`` (per call), after its gate: ``unroll`` launches
    of the kernel in one CUDA graph, measured as :func:`artifact.layers.layer.measure_layer` measures
    (``preset`` recorded as ``meta.preset``)."""
    torch = _torch()
    call, tensors = make_tuned_callable(spec, kernel, seed, driver)
    check = gate(spec, call, tensors)
    if not check.passed:
        raise ArtifactError(f"{kernel.label} on layer {spec.key}: relative error {check.rel_error} above {GATE_RTOL} "
                            f"against torch's float64 convolution; not measured")
    graph = capture(call, unroll)
    base = graph_point(spec, pipeline)
    point = replace(base, gate=check, description={
        **base.description, "torch_op": None, "implementation": "tuned",  # type: ignore[dict-item]
        "kernel": {"case_id": kernel.case_id, "kernel_id": kernel.kernel_id, "cubin_sha256": kernel.cubin_sha256,
                   "launches": [{"entry": lc.entry, "grid": list(lc.grid), "block": list(lc.block),
                                 "dynamic_shared_bytes": lc.dynamic_shared_bytes} for lc in kernel.launches]}})
    meta = {"torch": str(torch.__version__), "implementation": "tuned", "kernel": kernel.label, "unroll": str(unroll),
            "preset": preset}
    record = measure_graph(graph_exec_handle(graph), torch.cuda.current_stream().cuda_stream, unroll, options, meta,
                           point=point, cold_idle=cold_idle)
    del graph
    call.launcher.close()  # type: ignore[attr-defined]
    return record
