"""A stand-in for the torch calls of artifact.layers.tuned (the tuned kernels' tensors, their gate and the
whole model's conv modules), backed by numpy so that the numbers are real: a tensor is a numpy view
whose memory is one C-contiguous array (``channels_last`` tensors are NCHW views of NHWC arrays, as in
torch), ``data_ptr()`` that array's address, and :class:`KernelDriver` a cuda.bindings.driver stand-in
whose launches run the "cubin" (a JSON description of the convolution, written by :func:`conv_cubin`)
on the arrays the pointers point at. Installed into sys.modules by a test (monkeypatch.setitem)."""

from __future__ import annotations

import contextlib
import ctypes
import json
import types
from collections.abc import Iterator
from typing import Any

import numpy as np

ARRAYS: dict[int, np.ndarray] = {}  # data_ptr -> the C-contiguous array holding the tensor's memory
CHANNELS_LAST, CONTIGUOUS = "channels_last", "contiguous_format"


class Tensor:
    def __init__(self, view: np.ndarray, device: str = "cuda") -> None:
        self.view, self.device = view, device

    @staticmethod
    def alloc(shape: tuple[int, ...], dtype: Any, memory_format: str = CONTIGUOUS) -> Tensor:
        if memory_format == CHANNELS_LAST:
            n, c, h, w = shape
            base = np.empty((n, h, w, c), dtype=dtype)
            t = Tensor(base.transpose(0, 3, 1, 2))
        else:
            base = np.empty(shape, dtype=dtype)
            t = Tensor(base)
        ARRAYS[base.ctypes.data] = base
        return t

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self.view.shape)

    @property
    def dtype(self) -> Any:
        return self.view.dtype

    def data_ptr(self) -> int:
        return int(self.view.ctypes.data)

    def fill_(self, value: float) -> Tensor:
        self.view[...] = value
        return self

    def double(self) -> Tensor:
        return Tensor(self.view.astype(np.float64))

    def permute(self, *dims: int) -> Tensor:
        return Tensor(self.view.transpose(dims))

    def detach(self) -> Tensor:
        return self

    def is_channels_last(self) -> bool:
        return self.view.ndim == 4 and self.view.transpose(0, 2, 3, 1).flags.c_contiguous

    def contiguous(self, memory_format: str = CONTIGUOUS) -> Tensor:
        if memory_format == CHANNELS_LAST:
            if self.is_channels_last():
                return self
            out = Tensor.alloc(self.shape, self.dtype, CHANNELS_LAST)
        else:
            if self.view.flags.c_contiguous:
                return self
            out = Tensor.alloc(self.shape, self.dtype)
        out.view[...] = self.view
        return out

    def __sub__(self, other: Tensor) -> Tensor:
        return Tensor(self.view - other.view)


def conv_nchw(x: np.ndarray, w: np.ndarray, stride: int, padding: int) -> np.ndarray:
    """The convolution in float64, NCHW data and OIHW weight."""
    from artifact.tuning.workloads import reference_conv_nchw

    kh, kw = w.shape[2:]
    return reference_conv_nchw({"KH": kh, "KW": kw, "stride": stride, "padding": padding},
                               x.astype(np.float64), w.astype(np.float64))


class Module:
    """torch.nn.Module: children set as attributes, forward pre-hooks, buffers."""

    def __init__(self) -> None:
        object.__setattr__(self, "_children", {})
        object.__setattr__(self, "_hooks", [])

    def __setattr__(self, name: str, value: Any) -> None:
        if isinstance(value, Module):
            self._children[name] = value
        object.__setattr__(self, name, value)

    def register_buffer(self, name: str, value: Tensor) -> None:
        object.__setattr__(self, name, value)

    def named_modules(self, prefix: str = "") -> Iterator[tuple[str, Module]]:
        yield prefix, self
        for name, child in self._children.items():
            yield from child.named_modules(f"{prefix}.{name}" if prefix else name)

    def get_submodule(self, name: str) -> Module:
        module = self
        for part in filter(None, name.split(".")):
            module = module._children[part]
        return module

    def register_forward_pre_hook(self, hook: Any) -> Any:
        self._hooks.append(hook)
        return types.SimpleNamespace(remove=lambda: self._hooks.remove(hook))

    def __call__(self, *args: Any) -> Any:
        for hook in list(self._hooks):
            result = hook(self, args)  # as torch: a pre-hook's result, when not None, replaces the inputs
            if result is not None:
                args = result if isinstance(result, tuple) else (result,)
        return self.forward(*args)

    def forward(self, *args: Any) -> Any:
        raise NotImplementedError


class Conv2d(Module):
    """A bias-free convolution as torchvision's ResNets hold them (random fp16 weight)."""

    def __init__(self, ci: int, co: int, k: int, stride: int = 1, padding: int = 0, seed: int = 0) -> None:
        super().__init__()
        self.in_channels, self.out_channels, self.groups = ci, co, 1
        self.kernel_size, self.stride, self.padding, self.dilation = (k, k), (stride, stride), (padding, padding), (1, 1)
        self.bias = None
        rng = np.random.default_rng(seed)
        self.weight = Tensor(rng.uniform(-1, 1, (co, ci, k, k)).astype(np.float16))

    def forward(self, x: Tensor) -> Tensor:
        y = conv_nchw(x.view, self.weight.view, self.stride[0], self.padding[0]).astype(x.dtype)
        out = Tensor.alloc(y.shape, y.dtype, CHANNELS_LAST if x.is_channels_last() else CONTIGUOUS)
        out.view[...] = y
        return out


def conv_cubin(stride: int, padding: int, layout: str = "NHWC", out_of_layout: bool = False) -> bytes:
    """The "cubin" :class:`KernelDriver` runs: a convolution of this stride and padding on buffers in
    ``layout``; ``out_of_layout`` writes its output in the other layout (a kernel that does not compute
    what its manifest says)."""
    return json.dumps({"stride": stride, "padding": padding, "layout": layout, "wrong": out_of_layout}).encode()


class KernelDriver:
    """cuda.bindings.driver's functions as artifact.layers.tuned calls them; a launch runs the module's
    convolution on the arrays at its parameters' addresses (parameter order: output, data, kernel)."""

    class CUfunction_attribute:  # noqa: N801 - the binding's name
        CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8

    def __init__(self) -> None:
        self.launches: list[tuple[str, int]] = []  # (entry, stream)
        self.loaded: list[bytes] = []

    def CUstream(self, handle: int) -> int:  # noqa: N802
        return handle

    def cuInit(self, flags: int) -> tuple[int]:  # noqa: N802
        return (0,)

    def cuCtxGetCurrent(self) -> tuple[int, int]:  # noqa: N802
        return (0, 0xC7)

    def cuModuleLoadData(self, image: bytes) -> tuple[int, Any]:  # noqa: N802
        self.loaded.append(image)
        return (0, json.loads(image))

    def cuModuleGetFunction(self, module: Any, name: bytes) -> tuple[int, Any]:  # noqa: N802
        return (0, (name.decode(), module))

    def cuFuncSetAttribute(self, fn: Any, attr: int, value: int) -> tuple[int]:  # noqa: N802
        return (0,)

    def cuLaunchKernel(self, fn: Any, gx: int, gy: int, gz: int, bx: int, by: int, bz: int, smem: int, stream: int,
                       params: int, extra: int) -> tuple[int]:  # noqa: N802
        entry, spec = fn
        argv = (ctypes.c_void_p * 3).from_address(params)
        out, data, kernel = (ARRAYS[int(ctypes.c_void_p.from_address(argv[i]).value or 0)] for i in range(3))
        if spec["layout"] == "NHWC":  # data [n, h, w, ci], kernel [kh, kw, ci, co], out [n, ho, wo, co]
            y = conv_nchw(data.transpose(0, 3, 1, 2), kernel.transpose(3, 2, 0, 1), spec["stride"], spec["padding"])
            y = y.transpose(0, 2, 3, 1)
        else:
            y = conv_nchw(data, kernel, spec["stride"], spec["padding"])
        out.reshape(-1)[...] = (y.transpose(0, 3, 1, 2) if spec["wrong"] else y).astype(out.dtype).reshape(-1)
        self.launches.append((entry, stream))
        return (0,)

    def cuModuleUnload(self, module: Any) -> tuple[int]:  # noqa: N802
        return (0,)


def make() -> types.ModuleType:
    """The torch stand-in (module docstring)."""
    torch = types.ModuleType("torch")
    torch.__version__ = "0.0-numpy"  # type: ignore[attr-defined]
    torch.float16, torch.float32, torch.float64 = np.float16, np.float32, np.float64  # type: ignore[attr-defined]
    torch.channels_last, torch.contiguous_format = CHANNELS_LAST, CONTIGUOUS  # type: ignore[attr-defined]

    class Generator:
        def __init__(self, device: str = "") -> None:
            self.rng = np.random.default_rng(0)

        def manual_seed(self, seed: int) -> Generator:
            self.rng = np.random.default_rng(seed)
            return self

    def randn(shape: tuple[int, ...], generator: Generator, device: str = "", dtype: Any = np.float32) -> Tensor:
        t = Tensor.alloc(tuple(shape), dtype)
        t.view[...] = generator.rng.standard_normal(shape)
        return t

    def empty(shape: tuple[int, ...], device: Any = "", dtype: Any = np.float32,
              memory_format: str = CONTIGUOUS) -> Tensor:
        return Tensor.alloc(tuple(shape), dtype, memory_format)

    @contextlib.contextmanager
    def inference_mode() -> Iterator[None]:
        yield

    torch.Generator, torch.randn, torch.empty = Generator, randn, empty  # type: ignore[attr-defined]
    torch.inference_mode = inference_mode  # type: ignore[attr-defined]
    torch.nn = types.SimpleNamespace(  # type: ignore[attr-defined]
        Module=Module, Conv2d=Conv2d,
        functional=types.SimpleNamespace(conv2d=lambda x, w, stride, padding: Tensor(conv_nchw(x.view, w.view, stride,
                                                                                               padding))))
    torch.linalg = types.SimpleNamespace(  # type: ignore[attr-defined]
        vector_norm=lambda t: float(np.linalg.norm(t.view.astype(np.float64).ravel())))
    stream = types.SimpleNamespace(cuda_stream=0x51)
    torch.cuda = types.SimpleNamespace(synchronize=lambda: None, current_stream=lambda: stream,  # type: ignore[attr-defined]
                                       is_available=lambda: True)
    return torch
