"""``<case>/export/<kernel>/kernel.json`` (export; cutlass sweep): one exported kernel, as the energy
driver and the in-process launcher read it (docs/SCHEMAS.md).

Fields marked ``driver`` are read by the C++ driver too (cuda/src/spec.cpp), with the types given here;
``driver(optional=True)``: the driver reads it where present and does not require it.
tests/test_schema.py checks the driver against this definition.
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from .base import ABSENT, Absent, JsonObject, driver
from .case import CaseEntry
from .selection import Correctness

DEFAULT_BUFFER_DTYPE = "float32"  # a buffer's dtype where a manifest names none (the driver's default too)


class TensorMap(JsonObject):
    """``cuTensorMapEncodeTiled``'s arguments of a TMA descriptor parameter (the wgmma space)."""

    buffer: str = dataclasses.field(metadata=driver())
    dtype: str = dataclasses.field(metadata=driver())
    rank: int = dataclasses.field(metadata=driver())
    global_dims: list[int] = dataclasses.field(metadata=driver())
    global_strides_bytes: list[int] = dataclasses.field(metadata=driver())
    box_dims: list[int] = dataclasses.field(metadata=driver())
    element_strides: list[int] = dataclasses.field(metadata=driver())
    interleave: int = dataclasses.field(metadata=driver())
    swizzle: int = dataclasses.field(metadata=driver())
    l2_promotion: int = dataclasses.field(metadata=driver())
    oob_fill: int = dataclasses.field(metadata=driver())


TENSORMAP_FIELDS = tuple(f.name for f in dataclasses.fields(TensorMap))


class TensorMapParam(JsonObject):
    """A launch parameter passed by value: a tensor map over one of the buffers."""

    name: str = dataclasses.field(metadata=driver())
    tensormap: TensorMap = dataclasses.field(metadata=driver())


class Launch(JsonObject):
    """One kernel launch of the host function, in order; ``params`` in the kernel signature's order (a
    buffer's name for a pointer)."""

    name: str = dataclasses.field(metadata=driver())
    grid: list[int] = dataclasses.field(metadata=driver())
    block: list[int] = dataclasses.field(metadata=driver())
    dynamic_shared_bytes: int = dataclasses.field(metadata=driver())
    params: list[str | TensorMapParam] = dataclasses.field(metadata=driver())
    registers: int
    static_shared_bytes: int
    spill_store_bytes: int
    spill_load_bytes: int
    # a thread block cluster compiled into the kernel (``__block_size__``: its launch grid counts clusters, so
    # cuLaunchKernel launches ``grid`` x ``cluster_dims`` thread blocks, given the compiled block: the driver
    # passes CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM); absent: no cluster
    cluster_dims: list[int] | Absent = dataclasses.field(default=ABSENT, metadata=driver(optional=True))


class Buffer(JsonObject):
    """A kernel buffer and its reference file (relative to the kernel's directory)."""

    name: str = dataclasses.field(metadata=driver())
    shape: list[int] = dataclasses.field(metadata=driver(optional=True))
    dtype: str | Absent = dataclasses.field(default=ABSENT, metadata=driver())  # absent in older manifests: float32
    role: Literal["input", "output"] = dataclasses.field(metadata=driver())
    bytes: int = dataclasses.field(metadata=driver())
    file: str = dataclasses.field(metadata=driver())
    sha256: str
    file_dtype: str | Absent = dataclasses.field(default=ABSENT, metadata=driver())  # the file's, where not dtype

    @property
    def kernel_dtype(self) -> str:
        """The kernel parameter's element type (float32 where an older manifest names none)."""
        return self.dtype if isinstance(self.dtype, str) else DEFAULT_BUFFER_DTYPE

    @property
    def stored_dtype(self) -> str:
        """The element type of the buffer's file: ``file_dtype`` where given, else the kernel's."""
        return self.file_dtype if isinstance(self.file_dtype, str) else self.kernel_dtype


class Nvcc(JsonObject):
    version: str
    command: list[str]
    seconds: float | Absent = ABSENT  # CUTLASS sweeps: the compile's wall time


class Generator(JsonObject):
    """What generated the kernels where TVM did not (CUTLASS); export.json's has no ``config``."""

    name: str
    cutlass_version: str
    headers_lock_sha256: str | None
    kernel: str
    config: dict[str, int] | Absent = ABSENT  # the configuration (artifact.tuning.cutlass.configs.TileConfig's)


class Tuned(JsonObject):
    """What the search measured (all null but rank and group for CUTLASS: nothing timed it before the driver)."""

    run_s: float | None = dataclasses.field(metadata=driver(optional=True))
    run_secs: list[float]
    gflops: float | None
    trial: int | None
    rank: int
    rank_percentile: float | None
    group: str
    correctness: Correctness


class KernelManifest(JsonObject, kind="kernel manifest", hint="export again with `artifact export --force`"):
    kernel_id: str = dataclasses.field(metadata=driver())
    case_id: str = dataclasses.field(metadata=driver())
    case: CaseEntry = dataclasses.field(metadata=driver())
    arch: str
    cubin: str = dataclasses.field(metadata=driver())
    cubin_sha256: str
    source: str
    source_sha256: str
    nvcc: Nvcc
    launches: list[Launch] = dataclasses.field(metadata=driver())
    buffers: list[Buffer] = dataclasses.field(metadata=driver())
    flops: int = dataclasses.field(metadata=driver())
    tuned: Tuned = dataclasses.field(metadata=driver(optional=True))  # the driver: run_s where there is one
    generator: Generator | Absent = ABSENT
