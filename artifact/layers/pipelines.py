"""A pipeline: a model as ordered phases, each one unique layer and how many times the model runs it.

A layer (:class:`LayerSpec`) is a kind, its shape parameters and a dtype. Kinds and their parameters
(sizes are elements; ``h``/``w`` are the input's spatial size):

* ``conv2d``: n, h, w, ci, co, kh, kw, stride, padding, groups (NCHW; output
  ``(h + 2 padding - kh) // stride + 1``)
* ``linear``: m, k, n (``[m, k] x [k, n]``, e.g. tokens x in-features -> out-features)
* ``attention``: batch, heads, q_len, kv_len, head_dim, causal (0/1): softmax(Q K^T / sqrt(d)) V,
  the projections being ``linear`` layers
* ``norm``: op (batchnorm | layernorm), then the tensor's dims (n, c, h, w or tokens, features)
* ``elementwise``: op (relu, relu6, gelu, silu, hardswish, sigmoid, hardsigmoid, add, mul), numel
* ``pooling``: op (max | avg), n, c, h, w, kernel, stride, padding (``avg`` over the whole square map,
  kernel = stride = h = w and no padding, is global average pooling: run as ``adaptive_avg_pool2d(x, 1)``
  by :mod:`artifact.layers.layer`)

A phase is a layer and its count; the phases are in the order of the layer's first use in the
forward pass, and each layer appears in one phase only, so the phases are the model's unique layers.

A pipeline may run its 4-D tensors in torch's ``channels_last`` memory format (``memory_format``, NHWC
in memory; left out of the JSON where it is the default, contiguous NCHW): ``resnet50_tuned`` in fp16,
whose tuned convolutions are NHWC kernels.

A pipeline found by tracing a model (:mod:`artifact.layers.traced`) names its ``source``
(``torchvision:NAME`` or ``module:callable``, from which the whole model is built again) and lists the
operations of the model that no layer kind replays (:class:`NotReplayed`: e.g. a concatenation, a batched
matrix product) with their minimal bytes and FLOPs, so that their share of the whole is said, never
dropped silently. Both are left out of the JSON of a pipeline that has none (the shipped ones).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..atomic import read_json
from ..errors import ArtifactError
from ..source import DATA_DIR

PIPELINE_DIR = DATA_DIR / "pipelines"  # the shipped pipelines at their default options, as JSON

KINDS: dict[str, tuple[str, ...]] = {
    "conv2d": ("n", "h", "w", "ci", "co", "kh", "kw", "stride", "padding", "groups"),
    "linear": ("m", "k", "n"),
    "attention": ("batch", "heads", "q_len", "kv_len", "head_dim", "causal"),
    "norm": (),  # op + dims, below
    "elementwise": ("numel",),
    "pooling": ("n", "c", "h", "w", "kernel", "stride", "padding"),
}
OPS: dict[str, tuple[str, ...]] = {
    "norm": ("batchnorm", "layernorm"),
    "elementwise": ("relu", "relu6", "gelu", "silu", "hardswish", "sigmoid", "hardsigmoid", "add", "mul"),
    "pooling": ("max", "avg"),
}
DTYPES = ("fp16", "bf16", "fp32")
CHANNELS_LAST = "channels_last"
MEMORY_FORMATS = ("", CHANNELS_LAST)  # "": torch's default (contiguous)


@dataclass(frozen=True)
class LayerSpec:
    """One layer: ``kind``, ``op`` (norm, elementwise, pooling; "" otherwise), ``shape`` (the kind's
    parameters, in KINDS' order; for ``norm`` the tensor's dims) and ``dtype``."""

    kind: str
    shape: tuple[int, ...]
    dtype: str = "fp16"
    op: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ArtifactError(f"unknown layer kind {self.kind!r} (known: {', '.join(KINDS)})")
        if self.dtype not in DTYPES:
            raise ArtifactError(f"unknown dtype {self.dtype!r} for a {self.kind} layer (known: {', '.join(DTYPES)})")
        if self.kind in OPS and self.op not in OPS[self.kind]:
            raise ArtifactError(f"{self.kind} layer needs op in {', '.join(OPS[self.kind])}, not {self.op!r}")
        if self.kind not in OPS and self.op:
            raise ArtifactError(f"a {self.kind} layer takes no op (got {self.op!r})")
        fields = KINDS[self.kind]
        if fields and len(self.shape) != len(fields):
            raise ArtifactError(f"{self.kind} shape needs {len(fields)} numbers ({', '.join(fields)}), got {list(self.shape)}")
        if not self.shape or any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in self.shape):
            raise ArtifactError(f"{self.kind} shape must be non-negative integers, got {list(self.shape)}")

    @property
    def params(self) -> dict[str, int]:
        """The shape by parameter name (``norm``: d0, d1, ...)."""
        names = KINDS[self.kind] or tuple(f"d{i}" for i in range(len(self.shape)))
        return dict(zip(names, self.shape))

    @property
    def key(self) -> str:
        """A stable name, unique per (kind, op, shape, dtype): ``conv2d-1x224x224x3x64x7x7x2x3x1-fp16``."""
        head = f"{self.kind}.{self.op}" if self.op else self.kind
        return f"{head}-{'x'.join(str(v) for v in self.shape)}-{self.dtype}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.op:
            out["op"] = self.op
        out["shape"] = list(self.shape)
        out["dtype"] = self.dtype
        return out


@dataclass(frozen=True)
class Phase:
    """A unique layer of a pipeline and how many times one inference runs it."""

    name: str
    layer: LayerSpec
    count: int

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ArtifactError(f"phase {self.name!r}: count must be >= 1, got {self.count}")


@dataclass(frozen=True)
class NotReplayed:
    """Calls of a traced model's operation that no layer kind replays: the operation (``aten.<op>.<overload>``),
    where it first ran (``name``, the module path), its input and output shapes, how many times one
    inference calls it, its bytes per call (every tensor input read once, the output written once, in the
    pipeline's dtype) and FLOPs per call where defined (matrix products, convolutions), and why."""

    name: str
    op: str
    inputs: tuple[tuple[int, ...], ...]
    output: tuple[int, ...]
    count: int
    bytes_per_call: float
    flops_per_call: float | None
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "op": self.op, "inputs": [list(s) for s in self.inputs], "output": list(self.output),
                "count": self.count, "bytes_per_call": self.bytes_per_call, "flops_per_call": self.flops_per_call,
                "reason": self.reason}


@dataclass(frozen=True)
class Pipeline:
    """A model as ordered phases; ``params`` are its options (batch, image size, sequence length);
    ``source`` and ``not_replayed`` for a traced model; ``memory_format`` "" or ``channels_last``
    (module docstring)."""

    name: str
    description: str
    phases: tuple[Phase, ...]
    params: tuple[tuple[str, int], ...] = ()
    source: str = ""
    not_replayed: tuple[NotReplayed, ...] = ()
    memory_format: str = ""

    def __post_init__(self) -> None:
        if self.memory_format not in MEMORY_FORMATS:
            raise ArtifactError(f"pipeline {self.name!r}: memory format must be channels_last or left out, not "
                                f"{self.memory_format!r}")
        if not self.phases:
            raise ArtifactError(f"pipeline {self.name!r} has no phases")
        keys = [p.layer.key for p in self.phases]
        dup = sorted({k for k in keys if keys.count(k) > 1})
        if dup:
            raise ArtifactError(f"pipeline {self.name!r}: a layer in more than one phase: {dup[0]}")
        names = [p.name for p in self.phases]
        if len(set(names)) != len(names):
            raise ArtifactError(f"pipeline {self.name!r}: phase names are not unique")

    def count(self, kind: str, op: str = "") -> int:
        """How many layers of a kind (and op) one inference runs."""
        return sum(p.count for p in self.phases if p.layer.kind == kind and (not op or p.layer.op == op))

    @property
    def layers(self) -> tuple[LayerSpec, ...]:
        return tuple(p.layer for p in self.phases)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "description": self.description,
            "params": dict(self.params),
            "phases": [{"name": p.name, "count": p.count, **p.layer.to_dict()} for p in self.phases],
        }
        if self.source:
            out["source"] = self.source
        if self.not_replayed:
            out["not_replayed"] = [n.to_dict() for n in self.not_replayed]
        if self.memory_format:
            out["memory_format"] = self.memory_format
        return out


def pipeline_from_dict(obj: Mapping[str, Any]) -> Pipeline:
    """The inverse of :meth:`Pipeline.to_dict`; a clear error on a malformed entry."""
    try:
        phases = tuple(
            Phase(
                name=str(ph["name"]),
                count=int(ph["count"]),
                layer=LayerSpec(kind=str(ph["kind"]), op=str(ph.get("op", "")),
                                shape=tuple(ph["shape"]), dtype=str(ph["dtype"])),
            )
            for ph in obj["phases"]
        )
        not_replayed = tuple(
            NotReplayed(name=str(n["name"]), op=str(n["op"]), inputs=tuple(tuple(int(v) for v in s) for s in n["inputs"]),
                        output=tuple(int(v) for v in n["output"]), count=int(n["count"]),
                        bytes_per_call=float(n["bytes_per_call"]),
                        flops_per_call=None if n.get("flops_per_call") is None else float(n["flops_per_call"]),
                        reason=str(n["reason"]))
            for n in obj.get("not_replayed", ())
        )
        return Pipeline(name=str(obj["name"]), description=str(obj.get("description", "")), phases=phases,
                        params=tuple((str(k), int(v)) for k, v in dict(obj.get("params", {})).items()),
                        source=str(obj.get("source", "")), not_replayed=not_replayed,
                        memory_format=str(obj.get("memory_format", "")))
    except (KeyError, TypeError, ValueError) as exc:
        raise ArtifactError(f"malformed pipeline description: {type(exc).__name__}: {exc}") from exc


def load(name: str) -> Pipeline:
    """A shipped pipeline's JSON (artifact/data/pipelines/<name>.json, batch 1, fp16)."""
    path = PIPELINE_DIR / f"{name}.json"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in PIPELINE_DIR.glob("*.json")))
        raise ArtifactError(f"no pipeline {name!r} in {PIPELINE_DIR} (known: {known})")
    return pipeline_from_dict(read_json(path, f"pipeline {name}"))


class PipelineBuilder:
    """Collects layers in forward order and merges repeats into phases (first use fixes the order)."""

    def __init__(self, dtype: str) -> None:
        self.dtype = dtype
        self._order: list[tuple[str, LayerSpec]] = []
        self._counts: dict[LayerSpec, int] = {}

    def add(self, name: str, kind: str, shape: Iterable[int], op: str = "", times: int = 1) -> None:
        spec = LayerSpec(kind=kind, shape=tuple(int(v) for v in shape), dtype=self.dtype, op=op)
        if spec not in self._counts:
            self._order.append((name, spec))
            self._counts[spec] = 0
        self._counts[spec] += times

    def build(self, name: str, description: str, params: Mapping[str, int], source: str = "",
              not_replayed: Iterable[NotReplayed] = ()) -> Pipeline:
        used: dict[str, int] = {}
        phases = []
        for label, spec in self._order:
            used[label] = used.get(label, 0) + 1
            unique = label if used[label] == 1 else f"{label}#{used[label]}"
            phases.append(Phase(name=unique, layer=spec, count=self._counts[spec]))
        return Pipeline(name=name, description=description, phases=tuple(phases), params=tuple(params.items()),
                        source=source, not_replayed=tuple(not_replayed))
