"""ResNet-50 with the artifact's tuned convolutions: each conv layer of the pipeline that has a tuned,
exported kernel in a results directory runs that kernel (its cubin) instead of cuDNN.

Two dtypes (:data:`LAYER_CASES`): the fp32 model's conv layers map to the resnet50 catalog (NCHW,
fp32), the fp16 model's to resnet50-fp16 (NHWC, fp16 inputs, fp32 accumulation, fp16 output: the
catalog's text says why NHWC), and the fp16 model runs in torch's channels_last memory format (its
4-D tensors NHWC in memory: PyTorch's own layers, the cuDNN twins and the whole model alike). Both
catalogs (artifact/data/catalogs/) hold the 23 unique convolutions of ResNet-50 at batch 1, 224 x 224.

Mapping (:func:`case_for_layer`): a ``conv2d`` layer ``(n, h, w, ci, co, kh, kw, stride, padding,
groups)`` is the case ``[N, H, W, CO, CI, KH, KW, stride, padding]`` with the same numbers, in its
dtype's layout and case dtype (:func:`layer_case`). Groups other than 1 and other dtypes never match.

Kernel (:func:`best_kernel`): ``<results>/<case id>/export/export.json`` lists the exported kernels; the
one of lowest rank (the fastest tuned) is used, its ``kernel.json`` read as ``artifact export`` writes it
(docs/SCHEMAS.md): ``launches`` (entry, grid, block, dynamic shared bytes, buffer names in parameter
order), ``buffers`` (name, shape, dtype, role) and the cubin (``kernel.cubin``, or ``kernel.cubin.gz`` in
a shipped tree), checked against ``cubin_sha256``. :func:`check_layout` holds the buffers to the layer's
case (artifact.catalog.buffer_specs: NCHW ``data``, ``kernel``, ``conv2d_nchw`` float32, or NHWC ``data``
[n, h, w, ci], ``kernel`` [kh, kw, ci, co] float16 and ``conv2d_nhwc`` [n, ho, wo, co] float16); a kernel
that does not fit is an error, never a silent cuDNN fallback.

Launch (:class:`CubinLauncher`): the cubin is loaded with the CUDA driver API (NVIDIA's cuda-bindings,
``cuda.bindings.driver``) into the context current on the thread (torch's primary context, torch
having set up the device), and each launch enqueued with ``cuLaunchKernel`` on torch's current stream,
the buffer pointers being torch tensors' ``data_ptr()``; launched during a capture, the launches become
nodes of torch's CUDA graph like torch's own kernels. The layer's output is checked against torch's
float64 convolution on the GPU (relative L2 error within the driver's gate tolerance of the case dtype,
driver_contract.json ``correctness_rtol``: 1e-4 for fp32, 6e-4 for fp16-out; the output filled with NaN
first) before it is measured; the record's ``gate`` holds the check.

Whole model (:func:`swap_convs`): the torchvision ResNet-50 with each conv module that has a tuned
kernel replaced by a module launching it (the weight reordered once into the kernel's layout), every
kernel gated first; measured beside the same model with cuDNN's convolutions (artifact.layers.whole).

Which layers run which implementation is written to the run's log and to each record
(``meta.implementation``: ``tuned`` with ``meta.kernel`` ``<case id>/<kernel id>``, or absent for PyTorch).
"""

from __future__ import annotations

import ctypes
import gzip
import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..catalog import Case, buffer_specs, load_catalog, make_case
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
from .pipelines import CHANNELS_LAST, LayerSpec, Pipeline

TUNED_PIPELINE = "resnet50_tuned"


@dataclass(frozen=True)
class LayerCases:
    """Where the conv layers of one dtype of ``resnet50_tuned`` find their tuned kernels."""

    catalog: str  # artifact/data/catalogs/<catalog>.json
    layout: str  # the cases' layout: NCHW | NHWC
    case_dtype: str  # the cases' dtype (artifact.catalog.DTYPES)
    memory_format: str  # the pipeline's: "" (contiguous) or channels_last (NHWC kernels)


LAYER_CASES = {
    "fp32": LayerCases("resnet50", "NCHW", "fp32", ""),
    "fp16": LayerCases("resnet50-fp16", "NHWC", "fp16-out", CHANNELS_LAST),
}
TUNED_DTYPES = tuple(LAYER_CASES)


def layer_cases(dtype: str) -> LayerCases:
    """The catalog and case form of ``resnet50_tuned``'s conv layers in ``dtype`` (a one-line error for
    a dtype no catalog is tuned in)."""
    if dtype not in LAYER_CASES:
        raise ArtifactError(f"{TUNED_PIPELINE} runs the tuned kernels of {' or '.join(TUNED_DTYPES)}, not {dtype}")
    return LAYER_CASES[dtype]


def tuned_pipeline(batch: int = 1, image: int = 224, dtype: str = "fp32") -> Pipeline:
    """ResNet-50 named ``resnet50_tuned``: the phases of ``resnet50`` in ``dtype`` (fp32, or fp16 in
    channels_last); which conv layers run a tuned kernel is decided when it is measured
    (:func:`tuned_kernels`)."""
    form = layer_cases(dtype)
    base = resnet(50, batch=batch, image=image, dtype=dtype)
    last = f", {CHANNELS_LAST}" if form.memory_format else ""
    return replace(base, name=TUNED_PIPELINE, memory_format=form.memory_format,
                   description=f"{base.description}{last}, conv layers by the tuned kernels where exported, "
                               f"cuDNN otherwise")


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


def layer_case(spec: LayerSpec) -> Case | None:
    """The case form of a conv layer (module docstring): its numbers in its dtype's layout and case
    dtype; None for a layer no tuned kernel can run (not a conv, grouped, another dtype)."""
    if spec.kind != "conv2d" or spec.dtype not in LAYER_CASES or spec.params["groups"] != 1:
        return None
    form, p = LAYER_CASES[spec.dtype], spec.params
    shape = [p["n"], p["h"], p["w"], p["co"], p["ci"], p["kh"], p["kw"], p["stride"], p["padding"], form.layout,
             form.case_dtype]
    return make_case(f"layer-{spec.key}", "conv2d", shape)


def case_for_layer(spec: LayerSpec, cases: Sequence[Case]) -> Case | None:
    """The catalog case computing ``spec`` (module docstring), or None."""
    want = layer_case(spec)
    if want is None:
        return None
    for case in cases:
        if case.kind == "conv2d" and case.shape == want.shape:
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
    """The buffers a tuned kernel of ``spec`` must take: its case's (artifact.catalog.buffer_specs, in the
    catalog's order: data, kernel, output)."""
    case = layer_case(spec)
    if case is None:
        raise ArtifactError(f"no tuned kernel runs layer {spec.key} (a conv2d of groups 1 in "
                            f"{' or '.join(TUNED_DTYPES)})")
    return tuple(Buffer(name, tuple(shape), dtype, role) for name, shape, role, dtype in buffer_specs(case))


def output_name(spec: LayerSpec) -> str:
    """The output buffer's name of ``spec``'s case (conv2d_nchw, conv2d_nhwc)."""
    return next(b.name for b in expected_buffers(spec) if b.role == "output")


def gate_rtol(spec: LayerSpec) -> float:
    """The relative L2 error a tuned kernel of ``spec`` may have: the driver's gate tolerance of its case
    dtype (driver_contract.json ``correctness_rtol``, docs/MEASUREMENT.md)."""
    return RTOL[LAYER_CASES[spec.dtype].case_dtype]


def check_layout(kernel: TunedKernel, spec: LayerSpec) -> None:
    """An error unless ``kernel`` takes exactly the buffers of the layer's case."""
    want = expected_buffers(spec)
    if tuple(sorted(kernel.buffers, key=lambda b: b.name)) != tuple(sorted(want, key=lambda b: b.name)):
        got = ", ".join(f"{b.name}{list(b.shape)} {b.dtype} {b.role}" for b in kernel.buffers)
        raise ArtifactError(f"{kernel.label} does not fit layer {spec.key}: its buffers are {got}; the layer needs "
                            + ", ".join(f"{b.name}{list(b.shape)} {b.dtype} {b.role}" for b in want))


def pipeline_catalog(pipe: Pipeline) -> list[Case]:
    """The cases of the catalog of ``pipe``'s dtype (:data:`LAYER_CASES`)."""
    return load_catalog(layer_cases(pipe.phases[0].layer.dtype).catalog)


def tuned_kernels(pipe: Pipeline, results: Path) -> dict[str, TunedKernel]:
    """Layer key -> the tuned kernel that runs it, for the conv layers of ``pipe`` with an export under
    ``results`` (each checked against its layer); the other layers run PyTorch."""
    cases = pipeline_catalog(pipe)
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
    cases = pipeline_catalog(pipe)
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
    buffer addresses given once (``pointers``) or per launch (``driver``: ``cuda.bindings.driver`` or a
    stand-in with its functions)."""

    def __init__(self, kernel: TunedKernel, pointers: Mapping[str, int] | None = None, driver: Any = None) -> None:
        self.kernel = kernel
        self.cu = driver if driver is not None else _driver()
        self._check(self.cu.cuInit(0), "cuInit")
        ctx = self._check(self.cu.cuCtxGetCurrent(), "cuCtxGetCurrent")
        if not int(ctx):
            raise ArtifactError("no current CUDA context: set up torch on the GPU before loading a tuned kernel")
        self._image = kernel.image()  # referenced while the module is loaded
        self.module = self._check(self.cu.cuModuleLoadData(self._image), f"cuModuleLoadData ({kernel.cubin})")
        self._functions = []
        for lc in kernel.launches:
            fn = self._check(self.cu.cuModuleGetFunction(self.module, lc.entry.encode()),
                             f"cuModuleGetFunction {lc.entry} (manifest and cubin do not match?)")
            if lc.dynamic_shared_bytes > 48 * 1024:
                attr = self.cu.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
                self._check(self.cu.cuFuncSetAttribute(fn, attr, lc.dynamic_shared_bytes),
                            "raising the dynamic shared memory limit")
            self._functions.append((lc, fn))
        self._bound = self._arguments(pointers) if pointers is not None else None

    def _check(self, result: Any, what: str) -> Any:
        err, *rest = result if isinstance(result, tuple) else (result,)
        if int(err) != 0:
            raise ArtifactError(f"{what} failed: CUDA error {int(err)} ({getattr(err, 'name', err)})")
        return rest[0] if len(rest) == 1 else tuple(rest)

    def _arguments(self, pointers: Mapping[str, int]) -> list[tuple[Any, ...]]:
        """Per launch: its function and the kernel-parameter arrays (kept alive with the launch)."""
        out = []
        for lc, fn in self._functions:
            values = (ctypes.c_void_p * len(lc.params))(*[pointers[p] for p in lc.params])
            size = ctypes.sizeof(ctypes.c_void_p)
            argv = (ctypes.c_void_p * len(lc.params))(*[ctypes.addressof(values) + i * size
                                                         for i in range(len(lc.params))])
            out.append((lc, fn, values, argv))
        return out

    def launch(self, stream: int, pointers: Mapping[str, int] | None = None) -> None:
        """Every launch of the kernel, in order, on ``stream`` (an integer CUstream), with ``pointers`` (by
        buffer name), else those given when loaded. The driver copies the parameters when the launch is
        enqueued (or captured), so the arrays may go after it."""
        launches = self._arguments(pointers) if pointers is not None else self._bound
        if launches is None:
            raise ArtifactError(f"{self.kernel.label}: no buffer addresses to launch with")
        for lc, fn, _values, argv in launches:
            self._check(self.cu.cuLaunchKernel(fn, *lc.grid, *lc.block, lc.dynamic_shared_bytes,
                                               self.cu.CUstream(stream), ctypes.addressof(argv), 0),
                        f"cuLaunchKernel {lc.entry}")

    def close(self) -> None:
        if self.module is not None:
            self._check(self.cu.cuModuleUnload(self.module), "cuModuleUnload")
            self.module = None


def _torch_dtype(torch: Any, dtype: str) -> Any:
    return getattr(torch, dtype)  # float32 | float16 (artifact.catalog.DTYPE_BYTES)


def make_tuned_callable(spec: LayerSpec, kernel: TunedKernel, seed: int = 0, driver: Any = None) -> tuple[Any, dict]:
    """A zero-argument call launching ``kernel`` on torch's current stream on random tensors of ``spec``'s
    case (its layout and dtypes; allocated here, once), and the tensors by buffer name."""
    check_layout(kernel, spec)
    torch = _torch()
    gen = torch.Generator(device="cuda").manual_seed(seed)
    tensors = {b.name: (torch.randn(b.shape, generator=gen, device="cuda", dtype=_torch_dtype(torch, b.dtype))
                        if b.role == "input" else torch.empty(b.shape, device="cuda", dtype=_torch_dtype(torch, b.dtype)))
               for b in kernel.buffers}
    torch.cuda.synchronize()
    launcher = CubinLauncher(kernel, {n: int(t.data_ptr()) for n, t in tensors.items()}, driver)

    def call() -> None:
        launcher.launch(int(torch.cuda.current_stream().cuda_stream))

    call.launcher = launcher  # type: ignore[attr-defined]
    return call, tensors


def fresh_output_call(spec: LayerSpec, call: Any, tensors: Mapping[str, Any]) -> Any:
    """A zero-argument call launching ``call``'s kernel on ``tensors``' inputs into a new output, which it
    returns: as its torch twin does, so that a CUDA graph of ``unroll`` calls writes ``unroll`` outputs on
    both sides of a pair (the capture keeps every call's output), not one output that stays in L2."""
    torch = _torch()
    out_name = output_name(spec)
    shape, dtype = tuple(tensors[out_name].shape), tensors[out_name].dtype
    inputs = {name: int(t.data_ptr()) for name, t in tensors.items() if name != out_name}
    launcher = call.launcher

    def fresh() -> Any:
        out = torch.empty(shape, device="cuda", dtype=dtype)
        launcher.launch(int(torch.cuda.current_stream().cuda_stream), {**inputs, out_name: int(out.data_ptr())})
        return out

    return fresh


def reference_conv(spec: LayerSpec, data: Any, kernel: Any) -> Any:
    """torch's float64 convolution of the layer on tensors in its case's layout, in that layout."""
    torch = _torch()
    p = spec.params
    nhwc = LAYER_CASES[spec.dtype].layout == "NHWC"
    x, w = data.double(), kernel.double()
    if nhwc:  # [n, h, w, ci] and [kh, kw, ci, co] as NCHW and OIHW
        x, w = x.permute(0, 3, 1, 2), w.permute(3, 2, 0, 1)
    out = torch.nn.functional.conv2d(x, w, stride=p["stride"], padding=p["padding"])
    return out.permute(0, 2, 3, 1) if nhwc else out


def gate(spec: LayerSpec, call: Any, tensors: Mapping[str, Any]) -> Gate:
    """One launch on a NaN-filled output against torch's float64 convolution: relative L2 error."""
    torch = _torch()
    out = tensors[output_name(spec)]
    out.fill_(float("nan"))
    call()
    ref = reference_conv(spec, tensors["data"], tensors["kernel"])
    err = float(torch.linalg.vector_norm(out.double() - ref) / torch.linalg.vector_norm(ref))
    rtol = gate_rtol(spec)
    passed = err == err and err <= rtol  # NaN (an unwritten output) never passes
    return Gate(rel_error=err if err == err else None, rtol=rtol, passed=passed)


def gated(spec: LayerSpec, kernel: TunedKernel, seed: int = 0, driver: Any = None) -> Gate:
    """The gate of ``kernel`` on layer ``spec`` on its own tensors; an error where it fails."""
    call, tensors = make_tuned_callable(spec, kernel, seed, driver)
    try:
        check = gate(spec, call, tensors)
    finally:
        call.launcher.close()  # type: ignore[attr-defined]
    _require(check, spec, kernel)
    return check


def _require(check: Gate, spec: LayerSpec, kernel: TunedKernel) -> None:
    if not check.passed:
        raise ArtifactError(f"{kernel.label} on layer {spec.key}: relative error {check.rel_error} above "
                            f"{check.rtol} against torch's float64 convolution; not measured")


def measure_tuned_layer(spec: LayerSpec, kernel: TunedKernel, unroll: int = DEFAULT_UNROLL,
                        options: DriverOptions | None = None, pipeline: str = TUNED_PIPELINE,
                        cold_idle: Mapping[str, Any] | None = None, seed: int = 0, driver: Any = None,
                        preset: str = DEFAULT_PRESET) -> dict[str, Any]:
    """The in-process record of ``spec`` run by ``kernel`` (per call), after its gate: ``unroll``
    launches of the kernel in one CUDA graph, each into an output of its own (:func:`fresh_output_call`),
    measured as :func:`artifact.layers.layer.measure_layer` measures (``preset`` recorded as ``meta.preset``)."""
    torch = _torch()
    call, tensors = make_tuned_callable(spec, kernel, seed, driver)
    check = gate(spec, call, tensors)
    _require(check, spec, kernel)
    graph = capture(fresh_output_call(spec, call, tensors), unroll)
    base = graph_point(spec, pipeline)
    layout = LAYER_CASES[spec.dtype].layout
    point = replace(base, gate=check, description={
        **base.description, "torch_op": None, "implementation": "tuned",  # type: ignore[dict-item]
        "kernel": {"case_id": kernel.case_id, "kernel_id": kernel.kernel_id, "cubin_sha256": kernel.cubin_sha256,
                   "layout": layout,
                   "launches": [{"entry": lc.entry, "grid": list(lc.grid), "block": list(lc.block),
                                 "dynamic_shared_bytes": lc.dynamic_shared_bytes} for lc in kernel.launches]}})
    meta = {"torch": str(torch.__version__), "implementation": "tuned", "kernel": kernel.label, "unroll": str(unroll),
            "preset": preset}
    record = measure_graph(graph_exec_handle(graph), torch.cuda.current_stream().cuda_stream, unroll, options, meta,
                           point=point, cold_idle=cold_idle)
    del graph
    call.launcher.close()  # type: ignore[attr-defined]
    return record


# --- the whole model: the tuned kernels in place of its conv modules --------------------------------------


def conv_spec(conv: Any, input_shape: Sequence[int], dtype: str) -> LayerSpec | None:
    """The layer of a ``torch.nn.Conv2d`` module called on an input of ``input_shape`` (n, ci, h, w), or
    None where it is no layer of the pipelines (non-square stride or padding, dilation, a bias)."""
    kh, kw = conv.kernel_size
    stride, padding, dilation = tuple(conv.stride), tuple(conv.padding), tuple(conv.dilation)
    if (stride[0] != stride[1] or isinstance(conv.padding, str) or padding[0] != padding[1] or dilation != (1, 1)
            or conv.bias is not None):
        return None
    n, ci, h, w = (int(v) for v in input_shape)
    return LayerSpec("conv2d", (n, h, w, ci, int(conv.out_channels), int(kh), int(kw), int(stride[0]),
                                int(padding[0]), int(conv.groups)), dtype)


def tuned_module(conv: Any, spec: LayerSpec, kernel: TunedKernel, driver: Any = None) -> Any:
    """A module computing ``conv`` (on inputs of ``spec``'s shape) by ``kernel``: its weight reordered once
    into the kernel's layout, the input made contiguous in that layout (a no-op in a model of that
    memory format), the output allocated in it, one launch on torch's current stream."""
    torch = _torch()
    check_layout(kernel, spec)
    nhwc = LAYER_CASES[spec.dtype].layout == "NHWC"
    fmt = torch.channels_last if nhwc else torch.contiguous_format
    p = spec.params
    out_shape = (p["n"], p["co"], (p["h"] + 2 * p["padding"] - p["kh"]) // p["stride"] + 1,
                 (p["w"] + 2 * p["padding"] - p["kw"]) // p["stride"] + 1)
    in_shape = (p["n"], p["ci"], p["h"], p["w"])
    out_name = output_name(spec)
    weight = conv.weight.detach()
    weight = (weight.permute(2, 3, 1, 0) if nhwc else weight).contiguous()  # HWIO | OIHW

    class TunedConv2d(torch.nn.Module):  # type: ignore[misc,name-defined]
        def __init__(self) -> None:
            super().__init__()
            self.register_buffer("kernel_weight", weight)
            self.launcher = CubinLauncher(kernel, None, driver)
            self.label = kernel.label

        def forward(self, x: Any) -> Any:
            if tuple(x.shape) != in_shape:
                raise ArtifactError(f"{self.label}: an input of shape {list(x.shape)}, the kernel's is {list(in_shape)}")
            x = x.contiguous(memory_format=fmt)
            out = torch.empty(out_shape, device=x.device, dtype=x.dtype, memory_format=fmt)
            self.launcher.launch(int(torch.cuda.current_stream().cuda_stream),
                                 {"data": int(x.data_ptr()), "kernel": int(self.kernel_weight.data_ptr()),
                                  out_name: int(out.data_ptr())})
            return out

    return TunedConv2d()


def swap_convs(model: Any, inputs: Sequence[Any], pipe: Pipeline, kernels: Mapping[str, TunedKernel],
               driver: Any = None) -> int:
    """Replace each ``torch.nn.Conv2d`` of ``model`` whose layer (its input shape seen in one forward on
    ``inputs``) has a kernel in ``kernels`` by :func:`tuned_module`, each kernel gated first on its own
    tensors (:func:`gated`); returns how many were replaced."""
    torch = _torch()
    dtype = pipe.phases[0].layer.dtype
    shapes: dict[str, tuple[int, ...]] = {}

    def recorder(name: str) -> Callable[[Any, tuple[Any, ...]], None]:
        def hook(_module: Any, args: tuple[Any, ...]) -> None:  # returns None: a pre-hook's result replaces the inputs
            shapes.setdefault(name, tuple(args[0].shape))
        return hook

    hooks = [module.register_forward_pre_hook(recorder(name))
             for name, module in model.named_modules() if isinstance(module, torch.nn.Conv2d)]
    try:
        with torch.inference_mode():
            model(*inputs)
    finally:
        for hook in hooks:
            hook.remove()
    checked: set[str] = set()
    swapped = 0
    for name, shape in shapes.items():
        conv = model.get_submodule(name)
        spec = conv_spec(conv, shape, dtype)
        kernel = kernels.get(spec.key) if spec is not None else None
        if spec is None or kernel is None:
            continue
        if spec.key not in checked:
            gated(spec, kernel, driver=driver)
            checked.add(spec.key)
        parent, _, attr = name.rpartition(".")
        setattr(model.get_submodule(parent) if parent else model, attr, tuned_module(conv, spec, kernel, driver))
        swapped += 1
    return swapped
