"""One layer of a pipeline measured in isolation: PyTorch on random inputs, captured in a CUDA graph,
measured by the driver's protocol in this process (:mod:`artifact.measure.inprocess`).

The plan of a layer (:func:`plan`: the torch function, its tensor arguments' shapes and its other
arguments), its FLOPs and its minimal memory traffic are plain Python and need no torch. torch is an
optional extra, imported inside the functions that launch work (:func:`make_callable`, :func:`capture`,
:func:`measure_layer`), so importing this module never imports it.

Layer kinds (shapes as in :mod:`artifact.layers.pipelines`) and what runs them:

* ``conv2d``: ``torch.nn.functional.conv2d(x[n,ci,h,w], w[co,ci/groups,kh,kw], stride, padding, groups)``,
  no bias (the pipelines keep each conv's batch norm as its own layer); depthwise is ``groups = ci``.
* ``linear``: ``torch.nn.functional.linear(x[m,k], w[n,k], b[n])``.
* ``attention``: ``torch.nn.functional.scaled_dot_product_attention(q[b,h,q_len,d], k[b,h,kv_len,d],
  v[b,h,kv_len,d], is_causal)``. Causal masks align bottom-right (query i sees keys up to
  kv_len - q_len + i); SDPA's ``is_causal`` aligns top-left, the same only when q_len = kv_len, so a
  causal layer needs q_len = kv_len (prefill) or q_len = 1 (decode: nothing is masked).
* ``norm``: ``batchnorm``: ``torch.nn.functional.batch_norm`` in inference form (running statistics,
  ``training=False``) over dims ``(n, c, ...)``; ``layernorm``: ``torch.nn.functional.layer_norm`` over
  the last dim, with weight and bias.
* ``elementwise``: ``relu``, ``relu6``, ``gelu``, ``silu``, ``hardswish``, ``hardsigmoid`` (torch.nn.functional),
  ``sigmoid``, ``add``, ``mul`` (torch) on flat tensors of ``numel`` elements.
* ``pooling``: ``torch.nn.functional.max_pool2d`` / ``avg_pool2d(x[n,c,h,w], kernel, stride, padding)``;
  global average pooling (one window over the whole square map: kernel = stride = h = w, no padding) is
  ``adaptive_avg_pool2d(x, 1)``, as the models run it (``nn.AdaptiveAvgPool2d(1)``: a mean over the map,
  which PyTorch computes with a reduction kernel; ``avg_pool2d`` with a kernel of the whole map computes
  each of the n x c outputs in one thread and takes far longer than the reduction, so it would misstate
  the layer).

A pipeline in ``channels_last`` (:mod:`artifact.layers.pipelines`) runs each layer's 4-D tensors
(a convolution's input and weight, a batch norm's or a pooling's input) in that memory format, so that
PyTorch picks its NHWC kernels (cuDNN's for a convolution); the record says so (``meta.memory_format``,
absent for contiguous tensors: every layer without a 4-D tensor).

FLOPs per call (:func:`flops`), a multiply-add counting 2: conv2d ``2 n co ho wo (ci/groups) kh kw``;
linear ``2 m k n``; attention ``4 b h d P`` with P the (query, key) pairs attended (``q_len kv_len``, or
under a causal mask ``q_len (kv_len - q_len) + q_len (q_len + 1) / 2``), the softmax left out; pooling
``n c ho wo kernel^2`` (one add or comparison per window element); ``add``/``mul`` ``numel``. Norms
and activations have none (their operation count depends on the implementation): null in the record.
Bytes per call (:func:`bytes_per_call`): every tensor argument read once and the output written once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..atomic import STALE_DIR, read_json, set_aside, write_json
from ..contract import DEFAULT_PRESET
from ..errors import ArtifactError
from ..layout import layers_pipeline
from ..measure.driver import DriverOptions
from ..measure.inprocess import GraphPoint, measure_graph
from ..measure.torchgpu import DEFAULT_UNROLL, _math_mode, _torch, capture, graph_exec_handle
from ..results.provenance import torch_cudnn
from .pipelines import CHANNELS_LAST, LayerSpec, Pipeline, load

ELEMENT_BYTES = {"fp16": 2, "bf16": 2, "fp32": 4}
TORCH_DTYPES = {"fp16": "float16", "bf16": "bfloat16", "fp32": "float32"}

_UNARY = {
    "relu": "torch.nn.functional.relu",
    "relu6": "torch.nn.functional.relu6",
    "gelu": "torch.nn.functional.gelu",
    "silu": "torch.nn.functional.silu",
    "hardswish": "torch.nn.functional.hardswish",
    "hardsigmoid": "torch.nn.functional.hardsigmoid",
    "sigmoid": "torch.sigmoid",
}
_BINARY = {"add": "torch.add", "mul": "torch.mul"}
GLOBAL_POOL_OP = "torch.nn.functional.adaptive_avg_pool2d"


@dataclass(frozen=True)
class TensorArg:
    """A tensor argument: its shape and how it is filled (``normal``: N(0, 1); ``positive``: U(0.5, 1.5),
    for variances)."""

    name: str
    shape: tuple[int, ...]
    fill: str = "normal"

    @property
    def numel(self) -> int:
        out = 1
        for v in self.shape:
            out *= v
        return out


@dataclass(frozen=True)
class LayerPlan:
    """How a layer is run: ``op`` (a dotted torch function), positional tensors ``args``, keyword tensors
    ``tensor_kwargs``, other keyword arguments ``kwargs`` and the output's shape."""

    op: str
    args: tuple[TensorArg, ...]
    output: tuple[int, ...]
    kwargs: Mapping[str, Any] = field(default_factory=dict)
    tensor_kwargs: tuple[TensorArg, ...] = ()

    @property
    def tensors(self) -> tuple[TensorArg, ...]:
        return self.args + self.tensor_kwargs


def _pool_out(size: int, kernel: int, stride: int, padding: int, what: str) -> int:
    if stride < 1 or kernel < 1:
        raise ArtifactError(f"{what}: kernel and stride must be >= 1")
    out = (size + 2 * padding - kernel) // stride + 1
    if out < 1:
        raise ArtifactError(f"{what}: kernel {kernel} with padding {padding} does not fit a size of {size}")
    return out


def _causal_pairs(q_len: int, kv_len: int) -> int:
    return q_len * (kv_len - q_len) + q_len * (q_len + 1) // 2


def plan(spec: LayerSpec) -> LayerPlan:
    """The torch call that runs ``spec`` (module docstring); a clear error on a shape it cannot run."""
    p = spec.params
    if spec.kind == "conv2d":
        n, h, w, ci, co = p["n"], p["h"], p["w"], p["ci"], p["co"]
        kh, kw, stride, pad, groups = p["kh"], p["kw"], p["stride"], p["padding"], p["groups"]
        if groups < 1 or ci % groups or co % groups:
            raise ArtifactError(f"{spec.key}: groups {groups} must divide ci {ci} and co {co}")
        ho = _pool_out(h, kh, stride, pad, spec.key)
        wo = _pool_out(w, kw, stride, pad, spec.key)
        return LayerPlan("torch.nn.functional.conv2d",
                         (TensorArg("input", (n, ci, h, w)), TensorArg("weight", (co, ci // groups, kh, kw))),
                         (n, co, ho, wo), {"stride": stride, "padding": pad, "groups": groups})
    if spec.kind == "linear":
        m, k, n = p["m"], p["k"], p["n"]
        return LayerPlan("torch.nn.functional.linear",
                         (TensorArg("input", (m, k)), TensorArg("weight", (n, k)), TensorArg("bias", (n,))), (m, n))
    if spec.kind == "attention":
        b, heads, q_len, kv_len, d, causal = (p["batch"], p["heads"], p["q_len"], p["kv_len"], p["head_dim"],
                                              p["causal"])
        if causal not in (0, 1):
            raise ArtifactError(f"{spec.key}: causal must be 0 or 1, got {causal}")
        if causal and q_len not in (1, kv_len):
            raise ArtifactError(f"{spec.key}: a causal mask needs q_len = kv_len or q_len = 1 "
                                f"(got {q_len} queries, {kv_len} keys)")
        return LayerPlan("torch.nn.functional.scaled_dot_product_attention",
                         (TensorArg("query", (b, heads, q_len, d)), TensorArg("key", (b, heads, kv_len, d)),
                          TensorArg("value", (b, heads, kv_len, d))),
                         (b, heads, q_len, d), {"is_causal": bool(causal and q_len > 1)})
    if spec.kind == "norm":
        dims = spec.shape
        if spec.op == "batchnorm":
            if len(dims) < 2:
                raise ArtifactError(f"{spec.key}: batchnorm needs dims (n, c, ...)")
            c = dims[1]
            return LayerPlan("torch.nn.functional.batch_norm",
                             (TensorArg("input", dims), TensorArg("running_mean", (c,)),
                              TensorArg("running_var", (c,), "positive"), TensorArg("weight", (c,)),
                              TensorArg("bias", (c,))),
                             dims, {"training": False})
        return LayerPlan("torch.nn.functional.layer_norm", (TensorArg("input", dims),), dims,
                         {"normalized_shape": (dims[-1],)},
                         (TensorArg("weight", (dims[-1],)), TensorArg("bias", (dims[-1],))))
    if spec.kind == "elementwise":
        numel = p["numel"]
        if spec.op in _BINARY:
            return LayerPlan(_BINARY[spec.op], (TensorArg("input", (numel,)), TensorArg("other", (numel,))), (numel,))
        return LayerPlan(_UNARY[spec.op], (TensorArg("input", (numel,)),), (numel,))
    # pooling
    n, c, h, w, k, stride, pad = p["n"], p["c"], p["h"], p["w"], p["kernel"], p["stride"], p["padding"]
    ho = _pool_out(h, k, stride, pad, spec.key)
    wo = _pool_out(w, k, stride, pad, spec.key)
    if is_global_pool(spec):
        return LayerPlan(GLOBAL_POOL_OP, (TensorArg("input", (n, c, h, w)),), (n, c, 1, 1), {"output_size": 1})
    return LayerPlan(f"torch.nn.functional.{spec.op}_pool2d", (TensorArg("input", (n, c, h, w)),), (n, c, ho, wo),
                     {"kernel_size": k, "stride": stride, "padding": pad})


def is_global_pool(spec: LayerSpec) -> bool:
    """An average pooling whose one window is the whole (square) map: global average pooling, which the
    models run as ``AdaptiveAvgPool2d(1)``."""
    if spec.kind != "pooling" or spec.op != "avg":
        return False
    p = spec.params
    return p["h"] == p["w"] == p["kernel"] == p["stride"] and p["padding"] == 0


def flops(spec: LayerSpec) -> float | None:
    """Floating-point operations of one call (module docstring); None where not defined."""
    p = spec.params
    if spec.kind == "conv2d":
        n, co, ho, wo = plan(spec).output
        return 2.0 * n * co * ho * wo * (p["ci"] // p["groups"]) * p["kh"] * p["kw"]
    if spec.kind == "linear":
        return 2.0 * p["m"] * p["k"] * p["n"]
    if spec.kind == "attention":
        plan(spec)  # the shape checks
        q_len, kv_len = p["q_len"], p["kv_len"]
        pairs = _causal_pairs(q_len, kv_len) if p["causal"] else q_len * kv_len
        return 4.0 * p["batch"] * p["heads"] * p["head_dim"] * pairs
    if spec.kind == "pooling":
        n, c, ho, wo = plan(spec).output
        return float(n * c * ho * wo * p["kernel"] ** 2)
    if spec.kind == "elementwise" and spec.op in _BINARY:
        return float(p["numel"])
    return None


def bytes_per_call(spec: LayerSpec) -> float:
    """Bytes one call must move at least: every tensor argument read once, the output written once."""
    lp = plan(spec)
    out = 1
    for v in lp.output:
        out *= v
    return float((sum(t.numel for t in lp.tensors) + out) * ELEMENT_BYTES[spec.dtype])


def math_mode(dtype: str, tf32: bool) -> str:
    """The records' ``workload.math_mode`` of work in ``dtype``: fp16, bf16, fp32, or tf32 (fp32, TF32 allowed)."""
    return "tf32" if tf32 and dtype == "fp32" else dtype


def graph_point(spec: LayerSpec, pipeline: str = "", tf32: bool = False) -> GraphPoint:
    """What the record says about the layer: its key as id, the pipeline as case, its FLOPs and bytes."""
    torch_dtype = TORCH_DTYPES[spec.dtype]
    return GraphPoint(point_id=spec.key, case_id=pipeline, kind=spec.kind, math_mode=math_mode(spec.dtype, tf32),
                      input_dtype=torch_dtype, output_dtype=torch_dtype,
                      description={**spec.to_dict(), "torch_op": plan(spec).op},
                      flops=flops(spec), bytes_per_launch=bytes_per_call(spec))


def layer_memory_format(spec: LayerSpec, memory_format: str = "") -> str:
    """The memory format ``spec``'s tensors run in, within a pipeline of ``memory_format``: channels_last
    where the layer has a 4-D tensor, else "" (contiguous)."""
    if memory_format != CHANNELS_LAST or not any(len(t.shape) == 4 for t in plan(spec).tensors):
        return ""
    return CHANNELS_LAST


# --- torch: everything below imports it inside the function --------------------------------------------


def _resolve(torch: Any, dotted: str) -> Callable[..., Any]:
    obj: Any = torch
    for part in dotted.split(".")[1:]:
        obj = getattr(obj, part)
    fn: Callable[..., Any] = obj
    return fn


def make_callable(spec: LayerSpec, seed: int = 0, memory_format: str = "") -> Callable[[], Any]:
    """A zero-argument callable running ``spec`` on random tensors of its shape and dtype on the current
    CUDA device (allocated here, once; the call itself allocates only its output); ``memory_format``
    channels_last: its 4-D tensors in that format."""
    torch = _torch()
    lp = plan(spec)
    dtype = getattr(torch, TORCH_DTYPES[spec.dtype])
    gen = torch.Generator(device="cuda").manual_seed(seed)
    last = layer_memory_format(spec, memory_format) == CHANNELS_LAST

    def tensor(t: TensorArg) -> Any:
        if t.fill == "positive":
            out = torch.rand(t.shape, generator=gen, device="cuda", dtype=dtype) + 0.5
        else:
            out = torch.randn(t.shape, generator=gen, device="cuda", dtype=dtype)
        return out.contiguous(memory_format=torch.channels_last) if last and len(t.shape) == 4 else out

    args = [tensor(t) for t in lp.args]
    kwargs = {**lp.kwargs, **{t.name: tensor(t) for t in lp.tensor_kwargs}}
    fn = _resolve(torch, lp.op)

    def call() -> Any:
        return fn(*args, **kwargs)

    return call


def measure_layer(spec: LayerSpec, unroll: int = DEFAULT_UNROLL, options: DriverOptions | None = None,
                  pipeline: str = "", tf32: bool = False, seed: int = 0,
                  cold_idle: Mapping[str, Any] | None = None, preset: str = DEFAULT_PRESET,
                  memory_format: str = "") -> dict[str, Any]:
    """The in-process record (schema energy-driver/2, per call of the layer) of ``spec``: ``unroll``
    calls captured in one CUDA graph, measured by :func:`artifact.measure.inprocess.measure_graph` with
    ``runs_per_replay = unroll``. ``tf32`` allows TF32 for fp32 layers (cuBLAS, cuDNN). ``cold_idle``: an
    earlier :func:`artifact.measure.inprocess.measure_idle` result (else the idle is measured first).
    ``preset``: the name of the protocol preset ``options`` come from, recorded as ``meta.preset`` (the
    settings themselves are in the record's ``protocol``). ``memory_format``: the pipeline's (channels_last
    or ""), recorded as ``meta.memory_format`` where the layer's tensors run in it."""
    torch = _torch()
    call = make_callable(spec, seed, memory_format)  # holds the input tensors: alive until the graph is measured
    with _math_mode(tf32 and spec.dtype == "fp32"):
        graph = capture(call, unroll)
    meta = {"torch": str(torch.__version__), "torch_op": plan(spec).op, "unroll": str(unroll), "preset": preset,
            "cudnn": torch_cudnn(torch)}
    if layer_memory_format(spec, memory_format):
        meta["memory_format"] = layer_memory_format(spec, memory_format)
    record = measure_graph(graph_exec_handle(graph), torch.cuda.current_stream().cuda_stream, unroll, options, meta,
                           point=graph_point(spec, pipeline, tf32), cold_idle=cold_idle)
    del graph, call  # the graph (its output pool) before the inputs it reads
    return record


# --- a pipeline's layers, one record each, resumable ----------------------------------------------------

MeasureFn = Callable[[LayerSpec], Mapping[str, Any]]


def layer_record_path(out_dir: Path, spec: LayerSpec) -> Path:
    """``<out_dir>/<layer key>.json`` (out_dir: a run directory, ``<results>/layers/<run>/``)."""
    return out_dir / f"{spec.key}.json"




def record_torch_op(record: Mapping[str, Any]) -> str | None:
    """The torch function a PyTorch layer record ran (``meta.torch_op``); None for a tuned kernel's record
    or a record that does not say."""
    meta = record.get("meta")
    meta = meta if isinstance(meta, Mapping) else {}
    if meta.get("implementation", "torch") != "torch":
        return None
    op = meta.get("torch_op")
    return str(op) if op is not None else None


def is_stale(record: Any, spec: LayerSpec) -> bool:
    """A PyTorch record of ``spec`` that ran another torch function than :func:`plan` runs now (the
    layer's realization changed since, e.g. global average pooling): it no longer measures the layer.
    Anything that is not a record of ``spec`` (another id, not a JSON object) is not stale: it is refused
    with a line of its own where it is read (:func:`_recorded`)."""
    if not isinstance(record, Mapping) or record.get("id") != spec.key:
        return False
    op = record_torch_op(record)
    return op is not None and op != plan(spec).op


def stale_reason(record: Mapping[str, Any], spec: LayerSpec) -> str:
    """What a stale record says: the call it ran and the one the layer runs now."""
    return f"layer {spec.key} was measured as {record_torch_op(record)}, and now runs {plan(spec).op}"


def stale_records(out_dir: Path, pipe: Pipeline) -> list[Path]:
    """The records in run directory ``out_dir`` of ``pipe``'s layers that are stale (:func:`is_stale`)."""
    out = []
    for spec in pipe.layers:
        path = layer_record_path(out_dir, spec)
        if path.is_file() and is_stale(read_json(path, f"layer record of {spec.key}"), spec):
            out.append(path)
    return out


def set_aside_stale(out_dir: Path, pipe: Pipeline, echo: Callable[[str], None] = print) -> list[Path]:
    """Move ``pipe``'s stale records (:func:`stale_records`) into ``out_dir/stale/``, a line each, so that
    their layers are measured again; returns the new paths."""
    stale = stale_records(out_dir, pipe)
    for path in stale:
        echo(f"{path.stem}: measured as another torch call than the layer runs now; set aside into "
             f"{out_dir.name}/{STALE_DIR}/ and measured again")
    return set_aside(stale, STALE_DIR)


def usable_record(path: Path, spec: LayerSpec) -> bool:
    """A record of ``spec`` is at ``path`` and is not stale."""
    return path.is_file() and not is_stale(read_json(path, f"layer record of {spec.key}"), spec)


def _recorded(path: Path, spec: LayerSpec) -> bool:
    """A record of ``spec`` is already there (a file that is not one is an error, never overwritten)."""
    if not path.is_file():
        return False
    record = read_json(path, f"layer record of {spec.key}")
    if not isinstance(record, dict) or record.get("id") != spec.key:
        raise ArtifactError(f"{path} is not the record of {spec.key} (its id: "
                            f"{record.get('id') if isinstance(record, dict) else None!r}); remove it to measure again")
    return True


def record_preset(record: Mapping[str, Any]) -> str:
    """The protocol preset a layer record was measured under (``meta.preset``; absent: the default)."""
    meta = record.get("meta")
    return str((meta if isinstance(meta, Mapping) else {}).get("preset", DEFAULT_PRESET))


def with_dtype(pipeline: Pipeline, dtype: str) -> Pipeline:
    """The same pipeline with every layer in ``dtype``."""
    phases = tuple(replace(p, layer=replace(p.layer, dtype=dtype)) for p in pipeline.phases)
    return replace(pipeline, phases=phases)


def describe_run(pipe: Pipeline, out_dir: Path) -> None:
    """Check every layer of ``pipe`` (:func:`plan`) and write ``out_dir/pipeline.json``, or check that the
    one there describes the same pipeline (a directory holds one pipeline at one set of options)."""
    for spec in pipe.layers:
        plan(spec)  # every layer checked before the first is measured
    description = layers_pipeline(out_dir)
    if description.is_file():
        if read_json(description, f"pipeline of {out_dir}") != pipe.to_dict():
            raise ArtifactError(f"{out_dir} holds layers of another pipeline or options: use another directory")
    else:
        write_json(description, pipe.to_dict())


def measure_pipeline(pipeline: str | Pipeline, out_dir: Path, unroll: int = DEFAULT_UNROLL,
                     options: DriverOptions | None = None, dtype: str | None = None, tf32: bool = False,
                     measure: MeasureFn | None = None, echo: Callable[[str], None] = print) -> list[Path]:
    """Measure each unique layer of a pipeline (a shipped name or a :class:`Pipeline`) once and write its
    record to ``out_dir/<layer key>.json`` (atomically), with the pipeline measured as ``pipeline.json``.
    Layers whose record is there already are skipped, so an interrupted run resumes. ``measure`` replaces
    :func:`measure_layer` (tests inject a fake). Returns the record paths in phase order."""
    pipe = load(pipeline) if isinstance(pipeline, str) else pipeline
    if dtype is not None:
        pipe = with_dtype(pipe, dtype)
    if measure is None:
        def measure(spec: LayerSpec) -> Mapping[str, Any]:
            return measure_layer(spec, unroll, options, pipeline=pipe.name, tf32=tf32)
    describe_run(pipe, out_dir)
    set_aside_stale(out_dir, pipe, echo)
    paths = []
    for i, phase in enumerate(pipe.phases, 1):
        path = layer_record_path(out_dir, phase.layer)
        paths.append(path)
        if _recorded(path, phase.layer):
            echo(f"[{i}/{len(pipe.phases)}] {phase.layer.key}: recorded, skipped")
            continue
        echo(f"[{i}/{len(pipe.phases)}] {phase.layer.key} ({phase.name}, x{phase.count})")
        record = dict(measure(phase.layer))
        if record.get("id") != phase.layer.key:
            raise ArtifactError(f"the measurement of {phase.layer.key} returned a record of {record.get('id')!r}")
        write_json(path, record)
    return paths
