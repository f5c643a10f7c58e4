"""A torch.profiler Chrome trace (``prof.export_chrome_trace``) read into its unique GPU kernels.

Each GPU activity (a ``kernel``, ``gpu_memcpy`` or ``gpu_memset`` event) is linked to the CUDA runtime
or driver call that launched it by ``args.correlation``, and through that call's ``args["External id"]``
to the innermost aten op that made the call: among the ``cpu_op`` events with that External id (several
nested ops share one), the shortest that encloses the call's timestamp on the call's thread. Where the
External id is absent or matches no op, the innermost ``cpu_op`` enclosing the call on its thread is
taken instead. Activities are then grouped by (name, grid, block): one :class:`KernelEntry` each, with
the op signature (name, input dims, types, strides, concrete inputs) seen most often.

What a trace lacks (older torch writes fewer args; a kernel may have no runtime event in the trace's
window) is counted per kernel in ``missing`` instead of failing. Timestamps and durations are in
microseconds, as torch writes them. The output is documented in docs/SCHEMAS.md.
"""

from __future__ import annotations

import bisect
import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..atomic import read_json
from ..digest import sha256_file
from ..errors import ArtifactError
from ..schema.base import write, write_lines
from ..schema.trace_kernels import SCHEMA, KernelEntry, TraceSummary
from .tiers import TIERS, tier_of

# trace category -> the name used here; torch 1.8-1.10 wrote the capitalised names
_CATEGORIES = {
    "kernel": "kernel",
    "gpu_memcpy": "gpu_memcpy",
    "memcpy": "gpu_memcpy",
    "gpu_memset": "gpu_memset",
    "memset": "gpu_memset",
    "cuda_runtime": "cuda_runtime",
    "runtime": "cuda_runtime",
    "cuda_driver": "cuda_driver",
    "cpu_op": "cpu_op",
    "operator": "cpu_op",
}
GPU_CATEGORIES = frozenset({"kernel", "gpu_memcpy", "gpu_memset"})
_LAUNCH_CATEGORIES = frozenset({"cuda_runtime", "cuda_driver"})
# the op's input description as torch writes it with record_shapes=True, and our field for each
_OP_INPUT_ARGS = {
    "Input Dims": "input_dims",
    "Input type": "input_types",
    "Input Strides": "input_strides",
    "Concrete Inputs": "concrete_inputs",
}


@dataclass(frozen=True)
class _Event:
    category: str
    name: str
    ts_us: float
    dur_us: float
    pid: Any
    tid: Any
    args: dict[str, Any]

    @property
    def end_us(self) -> float:
        return self.ts_us + self.dur_us


@dataclass
class Extraction:
    """The unique kernels of a trace, by total time (longest first), and the trace's totals."""

    kernels: list[KernelEntry]
    summary: dict[str, Any] = field(default_factory=dict)


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def _dim3(value: Any) -> list[int] | None:
    if isinstance(value, list) and len(value) == 3 and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return list(value)
    return None


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass
class _Read:
    events: list[_Event]  # the complete ("ph": "X") events of the categories read here
    unreadable: int  # of those categories, without a usable ts, dur, name or args
    span_us: tuple[float, float] | None  # first start and last end of every complete event, any category


def _events(raw: Any, path: Path) -> _Read:
    items = raw.get("traceEvents") if isinstance(raw, dict) else raw
    if not isinstance(items, list):
        raise ArtifactError(f"trace {path} has no traceEvents list (not a Chrome trace from torch.profiler)")
    read = _Read([], 0, None)
    for item in items:
        if not isinstance(item, dict) or item.get("ph") != "X":
            continue
        ts, dur, args = _number(item.get("ts")), _number(item.get("dur")), item.get("args", {})
        if ts is None or dur is None or dur < 0:
            ts = dur = None
        else:
            start, end = read.span_us or (ts, ts + dur)
            read.span_us = (min(start, ts), max(end, ts + dur))
        category = _CATEGORIES.get(str(item.get("cat", "")).lower())
        if category is None:
            continue
        if ts is None or dur is None or not isinstance(args, dict) or not isinstance(item.get("name"), str):
            read.unreadable += 1
            continue
        read.events.append(_Event(category, item["name"], ts, dur, item.get("pid"), item.get("tid"), args))
    return read


class _Ops:
    """The trace's cpu_ops, found by External id or by the thread and time they enclose."""

    def __init__(self, events: Iterable[_Event]) -> None:
        self.by_external: dict[Any, list[_Event]] = defaultdict(list)
        self.by_thread: dict[tuple[Any, Any], list[_Event]] = defaultdict(list)
        for ev in events:
            if ev.category != "cpu_op":
                continue
            if "External id" in ev.args:
                self.by_external[ev.args["External id"]].append(ev)
            self.by_thread[(ev.pid, ev.tid)].append(ev)
        self._starts: dict[tuple[Any, Any], list[float]] = {}
        for thread, ops in self.by_thread.items():
            ops.sort(key=lambda e: e.ts_us)
            self._starts[thread] = [e.ts_us for e in ops]

    @staticmethod
    def _innermost(candidates: Iterable[_Event], call: _Event | None) -> _Event | None:
        """The shortest op enclosing ``call`` on its thread (any op, shortest, where there is no call)."""
        if call is not None:
            candidates = [
                op for op in candidates
                if (op.pid, op.tid) == (call.pid, call.tid) and op.ts_us <= call.ts_us <= op.end_us
            ]
        aten = [op for op in candidates if op.name.startswith("aten::")]
        return min(aten or candidates, key=lambda op: op.dur_us, default=None)

    def by_id(self, external_id: Any, call: _Event | None) -> _Event | None:
        return self._innermost(self.by_external.get(external_id, []), call)

    def enclosing(self, call: _Event) -> _Event | None:
        thread = (call.pid, call.tid)
        ops = self.by_thread.get(thread, [])
        started = ops[: bisect.bisect_right(self._starts.get(thread, []), call.ts_us)]
        return self._innermost(started, call)


def _op_signature(op: _Event, missing: Counter[str]) -> str:
    """The op and its inputs as one JSON string (a hashable key; its fields are the ``op`` object's)."""
    fields: dict[str, Any] = {"name": op.name}
    for arg, key in _OP_INPUT_ARGS.items():
        if arg in op.args:
            fields[key] = op.args[arg]
        else:
            fields[key] = None
            missing[arg] += 1
    return json.dumps(fields, sort_keys=True)


@dataclass
class _Group:
    name: str
    category: str
    grid: list[int] | None
    block: list[int] | None
    shared: Counter[int] = field(default_factory=Counter)
    registers: Counter[int] = field(default_factory=Counter)
    devices: set[Any] = field(default_factory=set)
    streams: set[Any] = field(default_factory=set)
    durations_us: list[float] = field(default_factory=list)
    ops: Counter[str] = field(default_factory=Counter)
    unlinked: int = 0
    missing: Counter[str] = field(default_factory=Counter)

    def entry(self) -> KernelEntry:
        count = len(self.durations_us)
        total = sum(self.durations_us)
        op = None
        other = 0
        if self.ops:
            signature, op_count = self.ops.most_common(1)[0]
            op = {**json.loads(signature), "count": op_count}
            other = sum(self.ops.values()) - op_count
        return KernelEntry(
            name=self.name,
            category=self.category,
            tier=tier_of(self.category, self.name),
            grid=self.grid,
            block=self.block,
            shared_memory_bytes=self.shared.most_common(1)[0][0] if self.shared else None,
            registers_per_thread=self.registers.most_common(1)[0][0] if self.registers else None,
            devices=sorted(self.devices, key=str),
            streams=sorted(self.streams, key=str),
            count=count,
            total_time_us=total,
            mean_time_us=total / count,
            op=op,
            other_op_count=other,
            unlinked_count=self.unlinked,
            missing=dict(sorted(self.missing.items())),
        )


def _busy_us(intervals: list[tuple[float, float]]) -> float:
    """The time covered by at least one interval (kernels of several streams overlap)."""
    busy, end = 0.0, float("-inf")
    for start, stop in sorted(intervals):
        if stop <= end:
            continue
        busy += stop - max(start, end)
        end = stop
    return busy


def extract(trace_path: Path) -> Extraction:
    """The unique kernels of a torch.profiler Chrome trace and its totals; bad input -> ArtifactError."""
    trace_path = Path(trace_path)
    read = _events(read_json(trace_path, "trace"), trace_path)
    events = read.events
    gpu = [e for e in events if e.category in GPU_CATEGORIES]
    if not gpu:
        raise ArtifactError(f"trace {trace_path} has no GPU kernel, memcpy or memset events (was CUDA profiled?)")
    calls = {e.args["correlation"]: e for e in events if e.category in _LAUNCH_CATEGORIES and "correlation" in e.args}
    ops = _Ops(events)

    groups: dict[str, _Group] = {}
    for ev in gpu:
        grid, block = _dim3(ev.args.get("grid")), _dim3(ev.args.get("block"))
        key = json.dumps([ev.name, grid, block])
        group = groups.get(key)
        if group is None:
            group = groups[key] = _Group(ev.name, ev.category, grid, block)
        group.durations_us.append(ev.dur_us)
        missing = group.missing
        if ev.category == "kernel":
            for arg, found in (("grid", grid), ("block", block)):
                if found is None:
                    missing[arg] += 1
            for arg, counter in (("shared memory", group.shared), ("registers per thread", group.registers)):
                value = _int(ev.args.get(arg))
                if value is None:
                    missing[arg] += 1
                else:
                    counter[value] += 1
        for arg, into in (("device", group.devices), ("stream", group.streams)):
            if arg in ev.args:
                into.add(ev.args[arg])
            else:
                missing[arg] += 1

        call = calls.get(ev.args["correlation"]) if "correlation" in ev.args else None
        if "correlation" not in ev.args:
            missing["correlation"] += 1
        elif call is None:
            missing["runtime event"] += 1
        external_id = call.args.get("External id") if call is not None else None
        if external_id is None:
            external_id = ev.args.get("External id")
        op = ops.by_id(external_id, call) if external_id is not None else None
        if external_id is None:
            missing["External id"] += 1
        if op is None and call is not None:
            op = ops.enclosing(call)
        if op is None:
            group.unlinked += 1
            missing["aten op"] += 1
        else:
            group.ops[_op_signature(op, missing)] += 1

    kernels = sorted((g.entry() for g in groups.values()), key=lambda k: (-k.total_time_us, k.name))
    return Extraction(kernels, _summary(trace_path, read, gpu, kernels))


def _summary(path: Path, read: _Read, gpu: list[_Event], kernels: list[KernelEntry]) -> dict[str, Any]:
    assert read.span_us is not None  # there are GPU events
    span_us = read.span_us[1] - read.span_us[0]
    gpu_start = min(e.ts_us for e in gpu)
    gpu_span_us = max(e.end_us for e in gpu) - gpu_start
    kernel_time_us = sum(k.total_time_us for k in kernels)
    busy_us = _busy_us([(e.ts_us, e.end_us) for e in gpu])
    by_tier = {
        tier: {
            "unique": sum(1 for k in kernels if k.tier == tier),
            "count": sum(k.count for k in kernels if k.tier == tier),
            "time_us": sum(k.total_time_us for k in kernels if k.tier == tier),
        }
        for tier in TIERS
    }
    missing: Counter[str] = Counter()
    for k in kernels:
        missing.update(k.missing)
    return {
        "schema": SCHEMA,
        "trace": path.name,
        "trace_sha256": sha256_file(path),
        "unique_kernels": len(kernels),
        "gpu_events": len(gpu),
        "unreadable_events": read.unreadable,
        "kernel_time_us": kernel_time_us,
        "gpu_busy_us": busy_us,
        "trace_span_us": span_us,
        "gpu_span_us": gpu_span_us,
        "busy_share_of_span": busy_us / span_us if span_us > 0 else None,
        "by_tier": by_tier,
        "linked_to_op": sum(k.count - k.unlinked_count for k in kernels),
        "missing": dict(sorted(missing.items())),
    }


@dataclass(frozen=True)
class Activity:
    """One GPU activity of a trace on its time axis (microseconds, as torch writes them)."""

    name: str
    category: str
    tier: str
    start_us: float
    dur_us: float
    stream: Any


def activities(trace_path: Path) -> list[Activity]:
    """Every GPU activity (kernel, memcpy, memset) of a torch.profiler Chrome trace, by start time."""
    trace_path = Path(trace_path)
    read = _events(read_json(trace_path, "trace"), trace_path)
    out = [Activity(e.name, e.category, tier_of(e.category, e.name), e.ts_us, e.dur_us, e.args.get("stream", e.tid))
           for e in read.events if e.category in GPU_CATEGORIES]
    return sorted(out, key=lambda a: (a.start_us, a.name))


def write_jsonl(path: Path, extraction: Extraction) -> None:
    """The unique kernels, one JSON object a line (artifact.schema.trace_kernels), written atomically."""
    write_lines(Path(path), extraction.kernels)


def write_summary(path: Path, extraction: Extraction) -> None:
    """The trace's totals as one JSON object (artifact.schema.trace_kernels), written atomically."""
    write(Path(path), TraceSummary.from_plain(extraction.summary))
