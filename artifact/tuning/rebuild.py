"""Rebuilding a tuned kernel from its trace (imports TVM; used by select and export)."""

from __future__ import annotations

from typing import Any

from ..catalog import Case
from ..errors import ArtifactError


def scheduled_module(case: Case, trace_json: Any) -> Any:
    """The case's IRModule with a tuning record's trace (and its sampling decisions) applied."""
    import tvm
    from tvm.s_tir import Schedule
    from tvm.s_tir.schedule import Trace

    from . import workloads

    register_trace_intrinsics(trace_json)
    mod = tvm.IRModule({"main": workloads.prim_func(case)})
    sch = Schedule(mod)
    Trace.apply_json_to_schedule(trace_json, sch)
    return sch.mod


def register_trace_intrinsics(trace_json: Any) -> None:
    """Register the tensor intrinsics a trace tensorizes with (TVM's, from the shipped cache, and the
    artifact's m16n8k16 ones, tvm_patches/mma_m16n8k16.py), so that a fresh process can replay it; nothing
    for traces without any."""
    text = str(trace_json)  # a record's JSON or a Trace's as_json()
    if "Tensorize" not in text:
        return
    from tvm_patches import mma_m16n8k16
    from tvm_patches.tensor_intrin_cache import install

    from . import template

    install()
    if template.EARLIER_INTRINSIC in text:
        raise ArtifactError("a tuning record of an earlier GEMM template (mma.sync.m16n8k8, before the template moved "
                            "to m16n8k16): tune the case again into a new results directory")
    if any(name in text for name in mma_m16n8k16.NAMES):
        mma_m16n8k16.register()


def target_from_record(target_json: Any) -> Any:
    from tvm.target import Target

    return Target(target_json)


def device_for(target: Any) -> Any:
    import tvm

    return tvm.cuda(0) if target.kind.name == "cuda" else tvm.cpu(0)


def compile_module(mod: Any, target: Any) -> Any:
    """tvm.compile with the same pre-pass as MetaSchedule's builder (tvm_patches.builder.build_module)."""
    from tvm_patches.builder import build_module

    return build_module(mod, target)
