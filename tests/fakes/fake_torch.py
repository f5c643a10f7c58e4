"""A stand-in for the few torch (and torchvision) calls the models modules make, for CPU tests: tensors
are shape records, a CUDA graph records how many calls were captured, and every call is logged. Installed
into sys.modules by a test (monkeypatch.setitem), never imported by the package."""

from __future__ import annotations

import contextlib
import types
from collections.abc import Iterator
from typing import Any


class Tensor:
    def __init__(self, shape: tuple[int, ...], dtype: str, device: str) -> None:
        self.shape, self.dtype, self.device = tuple(shape), dtype, device


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


class Model:
    """A module: eval(), to(device, dtype), and a forward that logs its input."""

    def __init__(self, name: str, log: list[str]) -> None:
        self.name, self.log = name, log
        self.device = self.dtype = ""

    def eval(self) -> Model:
        self.log.append(f"{self.name}.eval")
        return self

    def to(self, device: str = "", dtype: str = "") -> Model:
        self.device, self.dtype = device, dtype
        return self

    def __call__(self, x: Tensor) -> Tensor:
        self.log.append(f"{self.name}({'x'.join(map(str, x.shape))} {x.dtype} {x.device})")
        return x


def make(log: list[str]) -> tuple[types.ModuleType, types.ModuleType]:
    """(torch, torchvision) stand-ins sharing ``log``."""
    torch = types.ModuleType("torch")
    torch.__version__ = "0.0-fake"  # type: ignore[attr-defined]
    torch.float16, torch.float32 = "float16", "float32"  # type: ignore[attr-defined]
    current = Stream(0)

    def randn(shape: Any, device: str = "", dtype: str = "", generator: Any = None) -> Tensor:
        return Tensor(tuple(shape), dtype, device)

    @contextlib.contextmanager
    def inference_mode() -> Iterator[None]:
        yield

    torch.randn = randn  # type: ignore[attr-defined]
    torch.manual_seed = lambda seed: log.append(f"seed {seed}")  # type: ignore[attr-defined]
    torch.inference_mode = inference_mode  # type: ignore[attr-defined]

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
        return Model(name, log)

    models.get_model = get_model  # type: ignore[attr-defined]
    tv.models = models  # type: ignore[attr-defined]
    return torch, tv
