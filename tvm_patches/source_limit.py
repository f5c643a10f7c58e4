"""A limit on the CUDA source a tuning build hands to NVRTC: longer sources fail to build at once.

Why: NVRTC's compile time grows with the generated source, and the sources of MetaSchedule's CUDA
candidates span two orders of magnitude: fully unrolled tiles of a run's random first batches reach
0.5 MB. The candidates of case1 compiled with NVRTC on a 2-core CPU-only host took 0.08 CPU-s for a 25 KB
source and 5.0 for a 505 KB one, and on a 16-CPU H200 host single builds of 10-30 s (the builder's
timeout) held whole batches. In the 400 candidates of the shipped reproduce-test runs (case1 and case7,
H100 and H200), none whose source exceeded 400 KB came within 1.88x of its case's best kernel
(benchmarks/results/NOTES.md).

What: :func:`install` wraps ``tvm.support.nvcc.compile_cuda`` (TVM's CUDA compile, looked up at call time by
``tvm_callback_cuda_compile``); inside :func:`limited` a compile of a source longer than the limit raises
:class:`SourceTooLarge` before NVRTC starts, which TVM's build reports as the candidate's build error.
Outside it (no limit: the default, and every build of ``select``, ``export`` and the correctness gate)
the compile is TVM's. The limit is per thread, so it holds for the builds of one call only.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import Any

_state = threading.local()
_installed = False


class SourceTooLarge(ValueError):
    """A CUDA source over the tuning build's limit (a ValueError: nvrtc_headers retries RuntimeErrors)."""


def check(code: Any) -> None:
    """Raise SourceTooLarge if the calling thread's limit is set and ``code`` is longer."""
    limit = getattr(_state, "max_bytes", None)
    size = len(code.encode() if isinstance(code, str) else code)
    if limit is not None and size > limit:
        raise SourceTooLarge(f"its CUDA source of {size / 1024:.0f} KB is over the tuning builder's limit of "
                             f"{limit / 1024:.0f} KB (tuner setting max_source_kb): not compiled")


def install() -> bool:
    """Wrap TVM's CUDA compile (idempotent); False where TVM's nvcc module is not available."""
    global _installed
    if _installed:
        return True
    try:
        from tvm.support import nvcc
    except ImportError:
        return False
    original = nvcc.compile_cuda

    def compile_cuda(code: Any, *args: Any, **kwargs: Any) -> Any:
        check(code)
        return original(code, *args, **kwargs)

    nvcc.compile_cuda = compile_cuda
    _installed = True
    return True


@contextlib.contextmanager
def limited(max_bytes: int | None) -> Iterator[None]:
    """Within: the calling thread's CUDA compiles refuse sources over ``max_bytes`` (None: no limit)."""
    if max_bytes is not None and max_bytes <= 0:
        raise ValueError(f"the source limit must be positive, got {max_bytes}")
    before = getattr(_state, "max_bytes", None)
    _state.max_bytes = max_bytes
    try:
        yield
    finally:
        _state.max_bytes = before
