"""``<results>/traces/<run>/kernels.jsonl`` and ``summary.json`` (trace profile, artifact.traces.trace): a
trace's unique kernels, one object a line, longest total time first, and the trace's totals
(docs/SCHEMAS.md, "Kernel trace runs")."""

from __future__ import annotations

from typing import Any

from .base import JsonObject


class KernelEntry(JsonObject, kind="unique-kernel row", hint="profile the run again (delete run.json)", schema="trace-kernels/1"):
    """One unique kernel (name, grid, block) of a trace: a line of kernels.jsonl."""

    name: str
    category: str
    tier: str
    grid: list[int] | None
    block: list[int] | None
    shared_memory_bytes: int | None
    registers_per_thread: int | None
    devices: list[Any]
    streams: list[Any]
    count: int
    total_time_us: float
    mean_time_us: float
    op: dict[str, Any] | None  # the aten op seen most often: name, input dims/types/strides, concrete inputs, count
    other_op_count: int
    unlinked_count: int
    missing: dict[str, int]  # what the trace lacked, counted (e.g. "External id")


SCHEMA = KernelEntry.SCHEMA


class TierTotals(JsonObject):
    unique: int
    count: int
    time_us: float


class TraceSummary(JsonObject, kind="trace summary", hint="profile the run again (delete run.json)", schema="trace-kernels/1"):
    trace: str
    trace_sha256: str
    unique_kernels: int
    gpu_events: int
    unreadable_events: int
    kernel_time_us: float
    gpu_busy_us: float
    trace_span_us: float
    gpu_span_us: float
    busy_share_of_span: float | None
    by_tier: dict[str, TierTotals]
    linked_to_op: int
    missing: dict[str, int]
