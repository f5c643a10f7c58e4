"""A pipeline found by tracing a model: the operations of one inference (``torch.export``'s graph, recorded
by :mod:`artifact.layers.tracer` as plain JSON node records) mapped to the layer kinds of
:mod:`artifact.layers.pipelines`, with the same kinds, shapes and counts as the hand-written pipelines
(tests/test_traced_pipelines.py: the traced torchvision ResNet-50 is ``resnet50.json``). No torch here.

A node record (one ``call_function`` node of the exported graph, in execution order)::

    {"name": "conv2d_3", "target": "aten.conv2d.default", "module": "layer1.0.conv1",
     "module_type": "torch.nn.modules.conv.Conv2d",
     "args": [{"node": "relu_1", "shape": [1, 64, 56, 56], "dtype": "float32", "contiguous": true},
              {"node": "p_layer1_0_conv1_weight", "shape": [64, 64, 1, 1], ...}, null, [1, 1], [0, 0]],
     "kwargs": {}, "out": {"shape": [1, 64, 56, 56], "dtype": "float32", "contiguous": true}}

Each node is one of:

* a **layer** (:func:`layer_of`): ``conv2d`` / ``convolution`` (square stride and padding, no dilation,
  not transposed; the layer runs no bias), ``batch_norm`` (inference), ``layer_norm`` (over the
  trailing dims: tokens x features), ``linear`` / ``addmm``, ``scaled_dot_product_attention`` (no
  explicit mask, as many key/value heads as query heads), ``relu``, ``relu6`` (``hardtanh`` between 0
  and 6), ``gelu`` (exact), ``silu``,
  ``hardswish``, ``sigmoid``, ``hardsigmoid``, ``add`` and ``mul`` of two tensors (in place or not;
  ``numel`` is the output's, as the hand-written pipelines count a broadcast), ``max_pool2d`` /
  ``avg_pool2d`` (square windows, the output's size as the layer computes it), and global average
  pooling (``adaptive_avg_pool2d`` to 1 x 1, or ``mean`` over the two spatial dims, of a square map);
* **no GPU work** (:data:`VIEWS`): views, reshapes that are views (the record's ``view``, else: of a
  contiguous tensor), dropout in inference, the host's own bookkeeping (``getitem``, symbolic sizes,
  assertions);
* **not replayed**: anything else (a concatenation, a batched matrix product, a softmax, a layer of a
  kind above in a form the kind does not run, e.g. an asymmetric convolution): kept as
  :class:`~artifact.layers.pipelines.NotReplayed` with its bytes and FLOPs and the reason, so that
  :func:`shares` can say how much of the model the layers leave out.

Layers repeat into phases by their spec (:class:`~artifact.layers.pipelines.PipelineBuilder`); a phase is
named after the module that first ran it (``layer1.0.conv1``), or the module and the operation for a
function called in a module's forward (``layer1.0.add``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from ..errors import ArtifactError
from .layer import ELEMENT_BYTES, bytes_per_call, flops
from .pipelines import DTYPES, NotReplayed, Pipeline, PipelineBuilder

# operations that launch nothing on the GPU, whatever their inputs
VIEWS = frozenset({
    "view", "_unsafe_view", "view_as", "unflatten", "transpose", "permute", "t", "select", "slice", "unsqueeze",
    "squeeze", "expand", "expand_as", "alias", "detach", "split", "split_with_sizes", "chunk", "unbind", "narrow",
    "as_strided", "dropout", "feature_dropout", "alpha_dropout", "identity", "lift_fresh", "sym_size", "sym_numel",
    "sym_stride", "sym_storage_offset",
})
# operations that copy only when their input is not contiguous (reshape), or not of the output's dtype (to)
COPY_IF_STRIDED = frozenset({"reshape", "flatten", "contiguous"})
COPY_IF_CAST = frozenset({"to", "_to_copy", "type_as"})
# the torch.nn modules that hold more than one operation: their functions are named module.op
_CONTAINERS = frozenset({"Sequential", "ModuleList", "ModuleDict", "MultiheadAttention", "Transformer",
                         "TransformerEncoder", "TransformerDecoder", "TransformerEncoderLayer",
                         "TransformerDecoderLayer"})
_UNARY = {"relu": "relu", "gelu": "gelu", "silu": "silu", "hardswish": "hardswish", "sigmoid": "sigmoid",
          "hardsigmoid": "hardsigmoid"}
_BINARY = {"add": "add", "mul": "mul"}
_MATMULS = frozenset({"matmul", "bmm", "mm", "baddbmm", "addbmm", "einsum"})
_DTYPE_BYTES = {"float64": 8, "int64": 8, "int32": 4, "int16": 2, "int8": 1, "uint8": 1, "bool": 1,
                "complex64": 8}


@dataclass(frozen=True)
class Skip:
    """A node that is no layer: ``why`` says what the layers' kinds cannot run (empty for no GPU work)."""

    why: str = ""


@dataclass(frozen=True)
class Layer:
    kind: str
    shape: tuple[int, ...]
    op: str = ""


# --- reading node records ---------------------------------------------------------------------------------


def op_name(target: str) -> tuple[str, str]:
    """(``conv2d``, ``default``) of ``aten.conv2d.default``; (``getitem``, "") of a Python function."""
    parts = target.split(".")
    if parts[0] == "aten" and len(parts) >= 2:
        return parts[1], parts[2] if len(parts) > 2 else "default"
    return parts[-1], ""


def _is_tensor(value: Any) -> TypeGuard[Mapping[str, Any]]:
    return isinstance(value, Mapping) and isinstance(value.get("shape"), list)


def _shape(value: Any, what: str) -> tuple[int, ...]:
    if not _is_tensor(value):
        raise ArtifactError(f"{what}: expected a tensor, got {value!r}")
    return tuple(int(v) for v in value["shape"])


def _arg(node: Mapping[str, Any], index: int, name: str, default: Any = None) -> Any:
    args, kwargs = node.get("args") or [], node.get("kwargs") or {}
    if name in kwargs:
        return kwargs[name]
    return args[index] if index < len(args) else default


def _pair(value: Any, default: int) -> tuple[int, int] | None:
    """(a, b) of an int or a list of one or two ints; None where it is something else."""
    if value is None or value == []:
        return (default, default)
    if isinstance(value, int) and not isinstance(value, bool):
        return (value, value)
    if isinstance(value, list) and 1 <= len(value) <= 2 and all(isinstance(v, int) for v in value):
        return (value[0], value[-1])
    return None


def _numel(shape: Sequence[int]) -> int:
    return math.prod(shape)


def _tensors(value: Any) -> list[Mapping[str, Any]]:
    if _is_tensor(value):
        return [value]
    if isinstance(value, list):
        return [t for v in value for t in _tensors(v)]
    if isinstance(value, Mapping):
        return [t for v in value.values() for t in _tensors(v)]
    return []


def _bytes(tensor: Mapping[str, Any], float_bytes: int) -> int:
    """A tensor's bytes in the model as measured: its floating-point tensors in the pipeline's dtype."""
    dtype = str(tensor.get("dtype", "float32"))
    per = float_bytes if dtype in ("float16", "bfloat16", "float32") else _DTYPE_BYTES.get(dtype, float_bytes)
    return _numel(tensor["shape"]) * per


# --- nodes to layers --------------------------------------------------------------------------------------


def _conv(node: Mapping[str, Any], name: str) -> Layer | Skip:
    x, w = _arg(node, 0, "input"), _arg(node, 1, "weight")
    if name == "convolution":
        stride, padding, dilation = _arg(node, 3, "stride"), _arg(node, 4, "padding"), _arg(node, 5, "dilation")
        transposed, groups = _arg(node, 6, "transposed", False), _arg(node, 8, "groups", 1)
        if transposed:
            return Skip("a transposed convolution")
    else:
        stride, padding = _arg(node, 3, "stride", 1), _arg(node, 4, "padding", 0)
        dilation, groups = _arg(node, 5, "dilation", 1), _arg(node, 6, "groups", 1)
    xs, ws = _shape(x, "conv input"), _shape(w, "conv weight")
    if len(xs) != 4 or len(ws) != 4:
        return Skip(f"a convolution over {len(xs) - 2} dims with a batch (conv2d runs [n, c, h, w])")
    n, ci, h, wd = xs
    co, _, kh, kw = ws
    st, dil = _pair(stride, 1), _pair(dilation, 1)
    if isinstance(padding, str):
        if padding == "valid":
            padding = 0
        elif padding == "same" and st == (1, 1) and kh == kw and kh % 2 == 1:
            padding = (kh - 1) // 2
        else:
            return Skip(f"padding {padding!r} with a {kh}x{kw} kernel")
    pad = _pair(padding, 0)
    if st is None or pad is None or dil is None:
        return Skip("stride, padding or dilation of an unexpected form")
    if dil != (1, 1):
        return Skip(f"a dilated convolution (dilation {list(dil)})")
    if st[0] != st[1] or pad[0] != pad[1]:
        return Skip(f"stride {list(st)} and padding {list(pad)} differ between height and width")
    return Layer("conv2d", (n, h, wd, ci, co, kh, kw, st[0], pad[0], int(groups)))


def _attention(node: Mapping[str, Any]) -> Layer | Skip:
    q, k, v = (_shape(_arg(node, i, n), f"attention {n}") for i, n in enumerate(("query", "key", "value")))
    mask, causal = _arg(node, 3, "attn_mask"), bool(_arg(node, 5, "is_causal", False))
    if mask is not None:
        return Skip("attention with an explicit mask (the layer runs none or a causal one)")
    if len(q) < 3 or k[:-2] != q[:-2] or v[:-2] != q[:-2] or k[-1] != q[-1] or v[-1] != q[-1]:
        return Skip(f"attention of query {list(q)}, key {list(k)}, value {list(v)} (grouped heads or another "
                    f"value width)")
    batch, heads, q_len, kv_len, d = _numel(q[:-3]), q[-3], q[-2], k[-2], q[-1]
    if causal and q_len not in (1, kv_len):
        return Skip(f"causal attention of {q_len} queries over {kv_len} keys")
    return Layer("attention", (batch, heads, q_len, kv_len, d, int(causal)))


def _pool(node: Mapping[str, Any], name: str) -> Layer | Skip:
    xs, out = _shape(_arg(node, 0, "input"), "pooling input"), _shape(node.get("out"), "pooling output")
    if len(xs) != 4:
        return Skip("pooling over other than [n, c, h, w]")
    n, c, h, w = xs
    kernel, stride, padding = _pair(_arg(node, 1, "kernel_size"), 1), _arg(node, 2, "stride"), _arg(node, 3, "padding", 0)
    st = kernel if stride in (None, []) else _pair(stride, 1)
    pad = _pair(padding, 0)
    if kernel is None or st is None or pad is None:
        return Skip("pooling window of an unexpected form")
    if name.startswith("max") and _pair(_arg(node, 4, "dilation", 1), 1) != (1, 1):
        return Skip("a dilated pooling window")
    if name.startswith("avg"):
        if _arg(node, 6, "divisor_override") is not None:
            return Skip("average pooling with a divisor override")
        if pad != (0, 0) and _arg(node, 5, "count_include_pad", True) is False:
            return Skip("average pooling that leaves the padding out of its count")
    if kernel[0] != kernel[1] or st[0] != st[1] or pad[0] != pad[1]:
        return Skip(f"a {kernel[0]}x{kernel[1]} window, stride {list(st)}, padding {list(pad)}")
    k, s, p = kernel[0], st[0], pad[0]
    expect = ((h + 2 * p - k) // s + 1, (w + 2 * p - k) // s + 1)
    if tuple(out[2:]) != expect:  # ceil_mode: the layer computes the floor's size
        return Skip(f"a pooling output of {list(out[2:])}, where the layer computes {list(expect)} (ceil mode)")
    return Layer("pooling", (n, c, h, w, k, s, p), "max" if name.startswith("max") else "avg")


def _global_pool(xs: tuple[int, ...]) -> Layer | Skip:
    if len(xs) != 4:
        return Skip("a mean over other than the spatial dims of [n, c, h, w]")
    n, c, h, w = xs
    if h != w:
        return Skip(f"global average pooling of a {h}x{w} map (the layer's is square)")
    return Layer("pooling", (n, c, h, w, h, h, 0), "avg")


def layer_of(node: Mapping[str, Any]) -> Layer | Skip:
    """The layer a node runs, or why it is none (:class:`Skip`; ``why`` empty: no GPU work at all)."""
    name, overload = op_name(str(node.get("target", "")))
    base = name.rstrip("_")
    if not str(node.get("target", "")).startswith("aten.") or base in VIEWS or name.startswith(("_assert", "sym_")):
        return Skip()
    out = node.get("out")
    if base in COPY_IF_STRIDED:
        x = _arg(node, 0, "input")
        view = node.get("view", not _is_tensor(x) or x.get("contiguous", True))
        return Skip() if view else Skip("a copy into contiguous memory")
    if base in COPY_IF_CAST:
        x = _arg(node, 0, "input")
        same = not _is_tensor(x) or (_is_tensor(out) and x.get("dtype") == out.get("dtype"))
        return Skip() if node.get("view", same) else Skip("a conversion to another dtype")
    if base in ("conv2d", "convolution"):
        return _conv(node, base)
    if base in ("batch_norm", "_native_batch_norm_legit_no_training", "native_batch_norm"):
        xs = _shape(_arg(node, 0, "input"), "batch norm input")
        return Layer("norm", xs, "batchnorm") if len(xs) >= 2 else Skip("a batch norm of fewer than 2 dims")
    if base in ("layer_norm", "native_layer_norm"):
        xs = _shape(_arg(node, 0, "input"), "layer norm input")
        normalized = _arg(node, 1, "normalized_shape")
        dims = len(normalized) if isinstance(normalized, list) and normalized else 1
        features = _numel(xs[len(xs) - dims:])
        return Layer("norm", (_numel(xs) // features if features else 0, features), "layernorm")
    if base == "linear":
        xs, ws = _shape(_arg(node, 0, "input"), "linear input"), _shape(_arg(node, 1, "weight"), "linear weight")
        return Layer("linear", (_numel(xs[:-1]), ws[1], ws[0]))
    if base == "addmm":
        a, b = _shape(_arg(node, 1, "mat1"), "addmm mat1"), _shape(_arg(node, 2, "mat2"), "addmm mat2")
        return Layer("linear", (a[0], a[1], b[1]))
    if base == "scaled_dot_product_attention":
        return _attention(node)
    if base == "hardtanh":
        low, high = _arg(node, 1, "min_val", -1.0), _arg(node, 2, "max_val", 1.0)
        if (low, high) != (0.0, 6.0):
            return Skip(f"hardtanh between {low} and {high} (the layer's relu6 is between 0 and 6)")
        return Layer("elementwise", (_numel(_shape(out, "hardtanh output")),), "relu6")
    if base in _UNARY:
        if base == "gelu" and _arg(node, 1, "approximate", "none") != "none":
            return Skip("the tanh approximation of GELU (the layer runs the exact one)")
        return Layer("elementwise", (_numel(_shape(out, f"{base} output")),), _UNARY[base])
    if base in _BINARY and overload in ("Tensor", "default"):
        other = _arg(node, 1, "other")
        if not _is_tensor(other):
            return Skip(f"{base} of a tensor and a number (the layer's {base} takes two tensors)")
        return Layer("elementwise", (_numel(_shape(out, f"{base} output")),), _BINARY[base])
    if base in ("max_pool2d", "max_pool2d_with_indices", "avg_pool2d"):
        return _pool(node, base)
    if base == "adaptive_avg_pool2d":
        size = _pair(_arg(node, 1, "output_size"), 1)
        if size != (1, 1):
            return Skip(f"adaptive average pooling to {list(size) if size else size} (the layer's is global)")
        return _global_pool(_shape(_arg(node, 0, "input"), "pooling input"))
    if base == "mean" and overload == "dim":
        dims = _arg(node, 1, "dim")
        xs = _shape(_arg(node, 0, "input"), "mean input")
        if isinstance(dims, list) and sorted(d % len(xs) for d in dims) == [2, 3] and len(xs) == 4:
            return _global_pool(xs)
    return Skip(f"no layer kind runs {base}")


# --- a traced graph to a pipeline -------------------------------------------------------------------------


def phase_name(node: Mapping[str, Any]) -> str:
    """The module that ran the node (``layer1.0.conv1``), followed by the operation where the node is a
    function called in the module's own forward (``layer1.0.add``); the operation alone at the top."""
    module, module_type = str(node.get("module") or ""), str(node.get("module_type") or "")
    op = op_name(str(node.get("target", "")))[0].rstrip("_")
    leaf = module_type.startswith("torch.nn.modules.") and module_type.rsplit(".", 1)[-1] not in _CONTAINERS
    if module and leaf:
        return module
    return f"{module}.{op}" if module else op


def _flops(node: Mapping[str, Any], base: str) -> float | None:
    out = node.get("out")
    if not _is_tensor(out):
        return None
    if base in _MATMULS:
        ins = [t for t in _tensors(node.get("args")) if len(t["shape"]) >= 2]
        if ins:
            k = int(ins[0]["shape"][-1])
            return 2.0 * _numel(out["shape"]) * k
    if base in ("conv2d", "convolution", "conv1d", "conv3d"):
        w = _arg(node, 1, "weight")
        if _is_tensor(w):
            return 2.0 * _numel(out["shape"]) * _numel(w["shape"][1:])
    return None


def _not_replayed(node: Mapping[str, Any], why: str, dtype: str) -> tuple[tuple[Any, ...], NotReplayed]:
    float_bytes = ELEMENT_BYTES[dtype]
    seen: set[str] = set()
    inputs: list[Mapping[str, Any]] = []
    for t in _tensors([node.get("args"), node.get("kwargs")]):
        key = str(t.get("node", id(t)))
        if key not in seen:
            seen.add(key)
            inputs.append(t)
    outs = _tensors(node.get("out"))
    base = op_name(str(node.get("target", "")))[0].rstrip("_")
    entry = NotReplayed(
        name=phase_name(node), op=str(node.get("target")),
        inputs=tuple(tuple(int(v) for v in t["shape"]) for t in inputs),
        output=tuple(int(v) for v in outs[0]["shape"]) if outs else (),
        count=1, bytes_per_call=float(sum(_bytes(t, float_bytes) for t in [*inputs, *outs])),
        flops_per_call=_flops(node, base), reason=why)
    return (entry.op, entry.inputs, entry.output), entry


@dataclass(frozen=True)
class Traced:
    """What a trace found: the pipeline, and the number of nodes that launch no GPU work."""

    pipeline: Pipeline
    nodes: int
    no_gpu_work: int


def pipeline_from_nodes(nodes: Iterable[Mapping[str, Any]], name: str, description: str, dtype: str,
                        params: Mapping[str, int], source: str) -> Traced:
    """The pipeline of a traced graph's node records (module docstring), its layers in ``dtype``."""
    if dtype not in DTYPES:
        raise ArtifactError(f"unknown dtype {dtype!r} (known: {', '.join(DTYPES)})")
    builder = PipelineBuilder(dtype)
    skipped: dict[tuple[Any, ...], NotReplayed] = {}
    total = silent = layers = 0
    for node in nodes:
        total += 1
        found = layer_of(node)
        if isinstance(found, Layer):
            builder.add(phase_name(node), found.kind, found.shape, op=found.op)
            layers += 1
        elif not found.why:
            silent += 1
        else:
            key, entry = _not_replayed(node, found.why, dtype)
            if key in skipped:
                old = skipped[key]
                skipped[key] = NotReplayed(old.name, old.op, old.inputs, old.output, old.count + 1,
                                           old.bytes_per_call, old.flops_per_call, old.reason)
            else:
                skipped[key] = entry
    if not layers:
        raise ArtifactError(f"{source}: the traced model runs no operation that a layer kind replays "
                            f"({total} operations traced)")
    pipe = builder.build(name, description, params, source=source, not_replayed=skipped.values())
    return Traced(pipe, total, silent)


@dataclass(frozen=True)
class Shares:
    """How much of the model the replayed layers leave out: bytes and FLOPs per inference."""

    layer_bytes: float
    layer_flops: float
    left_bytes: float
    left_flops: float

    @property
    def bytes_share(self) -> float:
        total = self.layer_bytes + self.left_bytes
        return self.left_bytes / total if total > 0 else 0.0

    @property
    def flops_share(self) -> float:
        total = self.layer_flops + self.left_flops
        return self.left_flops / total if total > 0 else 0.0


def shares(pipe: Pipeline) -> Shares:
    """The minimal bytes and FLOPs of one inference in the layers (count x per call) and in what is not
    replayed (a FLOP count that is not defined counts 0)."""
    lb = sum(p.count * bytes_per_call(p.layer) for p in pipe.phases)
    lf = sum(p.count * (flops(p.layer) or 0.0) for p in pipe.phases)
    nb = sum(n.count * n.bytes_per_call for n in pipe.not_replayed)
    nf = sum(n.count * (n.flops_per_call or 0.0) for n in pipe.not_replayed)
    return Shares(lb, lf, nb, nf)


def percent(share: float) -> str:
    """A share in words: one decimal, and ``<0.1 %`` for a share that rounds to 0 but is not 0."""
    return "<0.1 %" if 0 < share < 0.0005 else f"{100 * share:.1f} %"


def calls(n: int, what: str = "call") -> str:
    """``1 call``, ``2 calls``."""
    return f"{n} {what}" + ("" if n == 1 else "s")


def not_replayed_lines(pipe: Pipeline, limit: int = 6) -> list[str]:
    """What the layers leave out, in words: the total share, then the operations by bytes, largest first."""
    if not pipe.not_replayed:
        return [f"{pipe.name}: every operation that runs on the GPU is a layer (nothing left out)"]
    s = shares(pipe)
    n_calls = sum(n.count for n in pipe.not_replayed)
    out = [f"{pipe.name}: not replayed: {calls(n_calls)} of {calls(len(pipe.not_replayed), 'operation')}, "
           f"{percent(s.bytes_share)} of the model's minimal bytes and {percent(s.flops_share)} of its FLOPs "
           f"(the sum of the layers leaves them out; the whole model runs them)"]
    by_op: dict[str, list[NotReplayed]] = {}
    for n in pipe.not_replayed:
        by_op.setdefault(n.op, []).append(n)
    total_bytes = s.layer_bytes + s.left_bytes
    rows = sorted(by_op.items(), key=lambda kv: -sum(n.count * n.bytes_per_call for n in kv[1]))
    for op, entries in rows[:limit]:
        b = sum(n.count * n.bytes_per_call for n in entries)
        f = sum(n.count * (n.flops_per_call or 0.0) for n in entries)
        share_f = f" {percent(f / (s.layer_flops + s.left_flops))} of FLOPs," if f and s.layer_flops + s.left_flops else ""
        out.append(f"  {op} x{sum(n.count for n in entries)}:{share_f} {percent(b / total_bytes)} of bytes "
                   f"({entries[0].reason}; first in {entries[0].name})")
    if len(rows) > limit:
        out.append(f"  ... and {len(rows) - limit} more operations (pipeline.json, not_replayed)")
    return out
