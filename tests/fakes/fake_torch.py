"""A stand-in for the few torch (and torchvision) calls the models modules make, for CPU tests: tensors
are shape records, a CUDA graph records how many calls were captured, and every call is logged. Installed
into sys.modules by a test (monkeypatch.setitem), never imported by the package.

``torch.export.export`` plays a recorded trace back (``make(log, graphs={model name: node records})``,
the records of tests/data/layers/): :func:`graph_from_records` turns the records into fx-like nodes whose
``meta["val"]`` are fake tensors, the inverse of artifact.layers.tracer.graph_records."""

from __future__ import annotations

import contextlib
import types
from collections.abc import Iterator
from typing import Any


class Tensor:
    def __init__(self, shape: tuple[int, ...], dtype: str, device: str, contiguous: bool = True) -> None:
        self.shape, self.dtype, self.device = tuple(shape), dtype, device
        self.contiguous = contiguous
        self.storage: object = object()  # shared by views (torch._C._is_alias_of)

    def is_contiguous(self) -> bool:
        return self.contiguous

    def dim(self) -> int:
        return len(self.shape)

    def is_floating_point(self) -> bool:
        return self.dtype.startswith(("float", "bfloat"))

    def to(self, device: str = "", dtype: str = "") -> Tensor:
        return Tensor(self.shape, dtype or self.dtype, device or self.device, self.contiguous)


class Node:
    """An fx node: ``op`` (placeholder, call_function), ``name``, ``target``, ``args``, ``kwargs``, ``meta``."""

    def __init__(self, op: str, name: str, target: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
                 meta: dict[str, Any]) -> None:
        self.op, self.name, self.target, self.args, self.kwargs, self.meta = op, name, target, args, kwargs, meta


class OpOverload:
    """An ATen operation as torch prints it (``aten.conv2d.default``)."""

    def __init__(self, qualname: str) -> None:
        self.qualname = qualname
        self._schema = qualname

    def __str__(self) -> str:
        return self.qualname


def _python_function(qualname: str) -> Any:
    module, _, name = qualname.rpartition(".")

    def fn() -> None:
        pass

    fn.__module__, fn.__name__ = module, name
    return fn


def graph_from_records(records: list[dict[str, Any]]) -> types.SimpleNamespace:
    """An exported graph (``.nodes``) whose call_function nodes are the records', their inputs placeholders."""
    nodes: dict[str, Node] = {}
    order: list[Node] = []

    def val(desc: Any, storage: object | None = None) -> Any:
        if isinstance(desc, dict) and "shape" in desc:
            t = Tensor(tuple(desc["shape"]), desc["dtype"], "meta", desc.get("contiguous", True))
            if storage is not None:
                t.storage = storage
            return t
        if isinstance(desc, list):
            return [val(d) for d in desc]
        return desc

    def arg(a: Any) -> Any:
        if isinstance(a, dict) and "node" in a:
            if a["node"] not in nodes:
                node = Node("placeholder", a["node"], a["node"], (), {}, {"val": val(a)})
                nodes[node.name] = node
                order.append(node)
            return nodes[a["node"]]
        if isinstance(a, list):
            return [arg(x) for x in a]
        if isinstance(a, dict):
            return {k: arg(v) for k, v in a.items()}
        return a

    for r in records:
        args = tuple(arg(a) for a in r["args"])
        kwargs = {k: arg(v) for k, v in r["kwargs"].items()}
        first = args[0] if args and isinstance(args[0], Node) else None
        shared = first.meta["val"].storage if r.get("view") and first is not None else None
        meta: dict[str, Any] = {"val": val(r["out"], shared)}
        if r["module"] or r["module_type"]:
            meta["nn_module_stack"] = {"L__self__": ("", "Root"), "inner": (r["module"], r["module_type"])}
            if not r["module"]:
                meta["nn_module_stack"] = {"L__self__": ("", r["module_type"])}
        target = OpOverload(r["target"]) if r["target"].startswith("aten.") else _python_function(r["target"])
        node = Node("call_function", r["name"], target, args, kwargs, meta)
        nodes[node.name] = node
        order.append(node)
    return types.SimpleNamespace(nodes=order)


class Stream:
    def __init__(self, handle: int) -> None:
        self.cuda_stream = handle

    def wait_stream(self, other: Stream) -> None:
        pass


class CUDAGraph:
    def __init__(self, log: list[str]) -> None:
        self.log = log
        self.calls = 0

    def raw_cuda_graph_exec(self) -> int:
        return 0xC0DE


class Module:
    """torch.nn.Module: what isinstance checks see, and eval()."""

    def eval(self) -> Module:
        return self


class Model(Module):
    """A module: eval(), to(device, dtype), and a forward that logs its input."""

    def __init__(self, name: str, log: list[str], device: str = "") -> None:
        self.name, self.log = name, log
        self.device, self.dtype = device, ""

    def eval(self) -> Model:
        self.log.append(f"{self.name}.eval")
        return self

    def to(self, device: str = "", dtype: str = "") -> Model:
        self.device, self.dtype = device, dtype
        return self

    def __call__(self, *xs: Tensor) -> Tensor:
        shown = ", ".join("x".join(map(str, x.shape)) + f" {x.dtype} {x.device}" for x in xs)
        self.log.append(f"{self.name}({shown})")
        return xs[0]


def make(log: list[str], graphs: dict[str, list[dict[str, Any]]] | None = None,
         export_fails_on: tuple[str, ...] = ()) -> tuple[types.ModuleType, types.ModuleType]:
    """(torch, torchvision) stand-ins sharing ``log``; ``torch.export.export`` of a torchvision model plays back
    ``graphs[name]`` and raises for a model built on a device of ``export_fails_on``."""
    torch = types.ModuleType("torch")
    torch.__version__ = "0.0-fake"  # type: ignore[attr-defined]
    torch.float16, torch.float32, torch.bfloat16 = "float16", "float32", "bfloat16"  # type: ignore[attr-defined]
    current = Stream(0)
    state: dict[str, Any] = {"device": ""}

    def randn(*shape: Any, device: str = "", dtype: str = "", generator: Any = None) -> Tensor:
        dims = tuple(shape[0]) if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else tuple(shape)
        return Tensor(dims, dtype or "float32", device or state["device"])

    @contextlib.contextmanager
    def inference_mode() -> Iterator[None]:
        yield

    @contextlib.contextmanager
    def device(name: str) -> Iterator[None]:
        log.append(f"device {name}")
        before, state["device"] = state["device"], name
        try:
            yield
        finally:
            state["device"] = before

    def set_default_dtype(dtype: str) -> None:
        log.append(f"default dtype {dtype}")
        state["dtype"] = dtype

    torch.get_default_dtype = lambda: state.get("dtype", "float32")  # type: ignore[attr-defined]
    torch.set_default_dtype = set_default_dtype  # type: ignore[attr-defined]
    torch.randn = randn  # type: ignore[attr-defined]
    torch.manual_seed = lambda seed: log.append(f"seed {seed}")  # type: ignore[attr-defined]
    torch.inference_mode = inference_mode  # type: ignore[attr-defined]
    torch.no_grad = inference_mode  # type: ignore[attr-defined]
    torch.device = device  # type: ignore[attr-defined]
    torch.Tensor = Tensor  # type: ignore[attr-defined]
    torch.dtype = type("dtype", (), {})  # type: ignore[attr-defined]
    torch.nn = types.SimpleNamespace(Module=Module)  # type: ignore[attr-defined]
    torch.fx = types.SimpleNamespace(Node=Node)  # type: ignore[attr-defined]
    torch._C = types.SimpleNamespace(_is_alias_of=lambda a, b: a.storage is b.storage)  # type: ignore[attr-defined]

    def export(model: Any, args: tuple[Any, ...], strict: bool = True) -> types.SimpleNamespace:
        log.append(f"export {getattr(model, 'name', type(model).__name__)} strict={strict} on {args[0].device}")
        if args[0].device in export_fails_on:
            raise RuntimeError(f"Cannot copy out of {args[0].device} tensor; no data!")
        records = (graphs or {}).get(getattr(model, "name", ""))
        if records is None:
            records = getattr(model, "records", None)
        if records is None:
            raise RuntimeError(f"no recorded graph for {model!r}")
        return types.SimpleNamespace(graph=graph_from_records(records))

    torch.export = types.SimpleNamespace(export=export)  # type: ignore[attr-defined]

    cuda = types.ModuleType("torch.cuda")
    graph_state: dict[str, Any] = {}

    @contextlib.contextmanager
    def stream(s: Stream) -> Iterator[None]:
        yield

    @contextlib.contextmanager
    def graph(g: CUDAGraph) -> Iterator[None]:
        log.append("capture begin")
        graph_state["g"] = g
        yield
        log.append("capture end")

    cuda.is_available = lambda: True  # type: ignore[attr-defined]
    cuda.current_stream = lambda: current  # type: ignore[attr-defined]
    cuda.Stream = lambda: Stream(0x5)  # type: ignore[attr-defined]
    cuda.stream = stream  # type: ignore[attr-defined]
    cuda.graph = graph  # type: ignore[attr-defined]
    cuda.CUDAGraph = lambda: CUDAGraph(log)  # type: ignore[attr-defined]
    cuda.synchronize = lambda: log.append("synchronize")  # type: ignore[attr-defined]
    torch.cuda = cuda  # type: ignore[attr-defined]
    backends = types.SimpleNamespace(cuda=types.SimpleNamespace(matmul=types.SimpleNamespace(allow_tf32=False)),
                                     cudnn=types.SimpleNamespace(allow_tf32=False))
    torch.backends = backends  # type: ignore[attr-defined]

    tv = types.ModuleType("torchvision")
    models = types.ModuleType("torchvision.models")

    def get_model(name: str, weights: Any = "unset") -> Model:
        log.append(f"get_model {name} weights={weights}")
        return Model(name, log, state["device"])

    models.get_model = get_model  # type: ignore[attr-defined]
    names = sorted({"resnet18", "resnet50", "mobilenet_v3_small", "efficientnet_b0", "vit_b_16", *(graphs or {})})
    models.list_models = lambda module=None: list(names)  # type: ignore[attr-defined]
    tv.models = models  # type: ignore[attr-defined]
    tv.__version__ = "0.0-fake"  # type: ignore[attr-defined]
    return torch, tv
