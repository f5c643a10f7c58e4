"""Build and export functions for MetaSchedule's LocalBuilder (TVM 0.27).

Why: TVM's ``default_build`` (s_tir/meta_schedule/builder/local_builder.py) starts with
``import tvm.s_tir.tensor_intrin``, which parses every tensor-intrinsic definition of every
target with TVMScript: 15-25 s of CPU per process (measured: 25.7 s on a 2-core dev VM, of which
16.8 s in ``tensor_intrin.cuda``). LocalBuilder restarts its process pool for every batch (to
contain a memory leak), so each of the N workers pays that import once per batch of candidates,
while compiling one candidate takes 0.1-0.6 s. For the 64-candidate batches of a tuning run on a
16-core machine this is where the builder's ~55 s per batch went.

The import registers intrinsics by name for ``sch.tensorize``; it is needed where a schedule is
*created or replayed* (the search, in the main process, which still imports it), not where an
already-scheduled IRModule is lowered and compiled: tensorize has by then replaced the blocks with
the intrinsic's implementation. :func:`build_module` therefore does exactly what ``default_build``
does, minus that import.

:func:`export_shared_library` links the built module into a ``.so`` in the builder worker (which
runs N at a time) instead of TVM's default ``.tar`` of object files, which the runner (one at a
time, holding the GPU) must untar and link with the host compiler before it can load it.
"""

from __future__ import annotations

import os
import tempfile
from typing import Any


def build_module(mod: Any, target: Any, _params: Any = None) -> Any:
    """``default_build`` without ``import tvm.s_tir.tensor_intrin`` (see the module docstring)."""
    from tvm.driver import build as tvm_build
    from tvm.s_tir.transform import RemoveWeightLayoutRewriteBlock

    mod = RemoveWeightLayoutRewriteBlock(skip_tensor_rewrite=True)(mod)
    return tvm_build(mod, target=target)


def export_shared_library(rt_mod: Any) -> str:
    """Export the built module as a shared library that the runner can load without linking."""
    artifact_path = os.path.join(tempfile.mkdtemp(), "tvm_tmp_mod.so")
    rt_mod.export_library(artifact_path)
    return artifact_path


def make_builder(max_workers: int, shared_library: bool = True, timeout_sec: float = 30.0) -> Any:
    """A MetaSchedule LocalBuilder using :func:`build_module` (and :func:`export_shared_library`)."""
    from tvm.s_tir.meta_schedule.builder import LocalBuilder

    return LocalBuilder(
        max_workers=max_workers,
        timeout_sec=timeout_sec,
        f_build=build_module,
        f_export=export_shared_library if shared_library else None,
    )
