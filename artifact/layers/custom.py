"""Your own kernels and pipelines, measured as the shipped layers are.

:func:`measure_kernel_iter`: a kernel of yours, given as two functions::

    def setup():                      # allocates on the GPU, once; returns the state
        a = torch.randn(4096, 4096, device="cuda", dtype=torch.float16)
        return a, torch.randn_like(a), torch.empty_like(a)

    def launch(state):                # launches the kernel(s) on the current stream; allocates nothing
        a, b, out = state
        torch.add(a, b, out=out)
        torch.relu_(out)

    record = measure_kernel_iter("add_relu", setup, launch, iters=100)

``iters`` launches are captured in one CUDA graph (after warm-up calls on a side stream), measured by
the driver's protocol in this process; the record's times and energies are per launch (one call of
``capture_func``). Anything that launches on torch's current stream works: torch ops, a CuPy
``RawKernel`` launched on ``cupy.cuda.ExternalStream(torch.cuda.current_stream().cuda_stream)``, a
Triton kernel. ``capture_func`` must not allocate (its allocations would come from the graph's pool,
once) and must not synchronize (not allowed during a capture).

:func:`run_pipelines` (:mod:`artifact.layers.compose`) measures a list of pipelines, yours included
(:class:`artifact.layers.pipelines.Pipeline`), into one directory with a run log each and one
``summary.csv``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from ..errors import ArtifactError
from ..measure.driver import DriverOptions
from ..measure.inprocess import GraphPoint, measure_graph
from ..measure.torchgpu import DEFAULT_UNROLL, _torch, capture, graph_exec_handle

State = TypeVar("State")


def measure_kernel_iter(name: str, setup_func: Callable[[], State], capture_func: Callable[[State], Any],
                        iters: int = DEFAULT_UNROLL, options: DriverOptions | None = None, *,
                        flops: float | None = None, bytes_per_launch: float | None = None, math_mode: str = "unspecified",
                        dtype: str = "unspecified", description: Any = None, meta: Mapping[str, str] | None = None,
                        cold_idle: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The in-process record of ``capture_func(state)`` with ``state = setup_func()``: ``iters`` calls per
    CUDA graph launch; times, energies, ``flops`` and ``bytes_per_launch`` per call (module docstring)."""
    if not name:
        raise ArtifactError("a custom kernel needs a name")
    if iters < 1:
        raise ArtifactError(f"iters must be >= 1, got {iters}")
    torch = _torch()
    state = setup_func()
    torch.cuda.synchronize()  # setup's allocations and fills done before the warm-up calls

    def launch() -> Any:
        return capture_func(state)

    graph = capture(launch, iters)
    point = GraphPoint(point_id=name, kind="custom", math_mode=math_mode, input_dtype=dtype, output_dtype=dtype,
                       description=description, flops=flops, bytes_per_launch=bytes_per_launch)
    record = measure_graph(graph_exec_handle(graph), torch.cuda.current_stream().cuda_stream, iters, options,
                           {"torch": str(torch.__version__), "iters": str(iters), **(meta or {})}, point=point,
                           cold_idle=cold_idle)
    del graph  # the graph before the buffers it reads (state, freed on return)
    return record
