"""Rebuilding a tuned kernel from its trace (imports TVM; used by select and export)."""

from __future__ import annotations

from typing import Any

from ..catalog import Case


def scheduled_module(case: Case, trace_json: Any) -> Any:
    """The case's IRModule with a tuning record's trace (and its sampling decisions) applied."""
    import tvm
    from tvm.s_tir import Schedule
    from tvm.s_tir.schedule import Trace

    from . import workloads

    mod = tvm.IRModule({"main": workloads.prim_func(case)})
    sch = Schedule(mod)
    Trace.apply_json_to_schedule(trace_json, sch)
    return sch.mod


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
