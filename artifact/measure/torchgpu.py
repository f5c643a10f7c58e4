"""PyTorch with a CUDA GPU, imported when a model-level command needs it (torch is an optional extra): the
module itself, the GPU chosen by NVML UUID, TF32 on or off, and work captured in a CUDA graph whose
exec handle the in-process protocol (:mod:`artifact.measure.inprocess`) measures."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..errors import ArtifactError

DEFAULT_UNROLL = 100  # calls of the work per graph launch
WARMUP_CALLS = 3  # eager calls on a side stream before capture (torch's CUDA-graph recipe)


def require_torch(what: str, transformers: bool = False) -> Any:
    """The ``torch`` module, or one ``ArtifactError`` line saying that ``what`` needs PyTorch with CUDA
    (and transformers), or a CUDA GPU visible to it."""
    packages = "torch transformers" if transformers else "torch"
    try:
        import torch

        if transformers:
            import transformers as _  # noqa: F401
    except ImportError as exc:
        raise ArtifactError(f"{what} needs PyTorch with CUDA{' and transformers' if transformers else ''} "
                            f"(pip install {packages}), which is not installed") from exc
    if not torch.cuda.is_available():
        raise ArtifactError(f"{what} needs a CUDA GPU visible to PyTorch (torch.cuda.is_available() is false)")
    return torch


def _torch() -> Any:
    return require_torch("measuring layers")


@contextlib.contextmanager
def _math_mode(tf32: bool) -> Iterator[None]:
    """TF32 on or off for cuBLAS and cuDNN while work is launched (and captured), restored after."""
    torch = _torch()
    saved = (torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32)
    torch.backends.cuda.matmul.allow_tf32 = tf32
    torch.backends.cudnn.allow_tf32 = tf32
    try:
        yield
    finally:
        torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = saved


def capture_graph(calls: Sequence[Callable[[], Any]], warm: Sequence[Callable[[], Any]], what: str,
                  device: int | None = None) -> tuple[Any, list[Any]]:
    """A torch.cuda.CUDAGraph of ``calls`` in order, after the ``warm`` calls run eagerly on a side stream,
    as torch's CUDA-graph documentation requires (lazy initialization, workspace allocation and algorithm
    choice happen outside the capture); with the calls' outputs, to be kept while the graph is replayed.
    Work that cannot be captured is one ArtifactError line: ``what`` and torch's reason."""
    torch = require_torch(what)
    side = torch.cuda.Stream() if device is None else torch.cuda.Stream(device=device)
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for call in warm:
            call()
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    outputs: list[Any] = []
    try:
        with torch.cuda.graph(graph):
            for call in calls:
                outputs.append(call())
    except (RuntimeError, AssertionError, ValueError) as exc:
        torch.cuda.synchronize()
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ArtifactError(f"{what} cannot be captured in a CUDA graph: {first}") from exc
    torch.cuda.synchronize()
    return graph, outputs


def capture(fn: Callable[[], Any], unroll: int = DEFAULT_UNROLL) -> Any:
    """A torch.cuda.CUDAGraph holding ``unroll`` calls of ``fn``, after WARMUP_CALLS eager calls (:func:`capture_graph`)."""
    if unroll < 1:
        raise ArtifactError(f"unroll must be >= 1, got {unroll}")
    _torch()
    graph, _ = capture_graph([fn] * unroll, [fn] * WARMUP_CALLS, "the work")
    return graph


def use_gpu(uuid: str) -> int:
    """Make the CUDA device with NVML UUID ``uuid`` (``GPU-...``) torch's current device; returns its
    index in torch's numbering (which CUDA_VISIBLE_DEVICES and CUDA_DEVICE_ORDER can make differ from
    NVML's)."""
    torch = _torch()
    want = uuid.lower().removeprefix("gpu-")
    seen = []
    for index in range(torch.cuda.device_count()):
        found = str(getattr(torch.cuda.get_device_properties(index), "uuid", "")).lower().removeprefix("gpu-")
        seen.append(found)
        if found == want:
            torch.cuda.set_device(index)
            return index
    raise ArtifactError(f"GPU {uuid} is not visible to PyTorch (its devices: {', '.join(seen) or 'none'}); "
                        f"check CUDA_VISIBLE_DEVICES")


def graph_exec_handle(graph: Any) -> int:
    """The cudaGraphExec_t of a captured torch.cuda.CUDAGraph, as an integer.

    Relies on ``torch.cuda.CUDAGraph.raw_cuda_graph_exec()`` (present in PyTorch 2.x source and
    documentation: the exec is instantiated at the end of capture when ``keep_graph`` is False, the
    default). Not verified on the GPU host's torch 2.11 by this module's tests, which run without torch.
    """
    getter = getattr(graph, "raw_cuda_graph_exec", None)
    if getter is None:
        raise ArtifactError("this PyTorch's CUDAGraph has no raw_cuda_graph_exec(): a newer PyTorch is needed")
    handle = int(getter())
    if handle == 0:
        raise ArtifactError("torch.cuda.CUDAGraph.raw_cuda_graph_exec() returned a null graph")
    return handle
