"""A trace run as a Chrome / Perfetto trace-event JSON (gzip-compressed; ui.perfetto.dev opens it as it is,
offline in the browser): ``<run>/report/perfetto.json.gz``.

* Process "GPU <n>": one track per tier (gemm, library, copy/memset, collective) holding every GPU
  activity of the profiled inference with its name; each slice's args name its tier, unique-kernel key,
  grid and block, and, for a kernel replayed alone, its measured energy, time and power per launch
  (artifact.traces.explain), whether it was verified and counted, and whether its record was flagged.
* Process "host": the CUDA runtime and driver calls that launched them, one track per thread, with a
  flow arrow from each launch to its GPU activity (``args.correlation``).
* Counter tracks on the same clock: board power (W) and SM clock (MHz) sampled while the phase was
  profiled (``counters.json``, artifact.traces.counters), under the GPU process.
* A run profiled without counters has, instead, a process "whole-model measurement" holding the power
  timeline of each whole-model record (eager, CUDA graph): measured after the profile, on their own time
  span, placed after the inference and labelled so; their SM clock is the record's (one value).

Timestamps are microseconds on the torch trace's axis (``ts``; the counters' Unix nanoseconds taken to
it through ``baseTimeNanoseconds``). The file is written without a date: the same run gives the same bytes.
"""

from __future__ import annotations

import gzip
import json
import math
from pathlib import Path
from typing import Any

from ..atomic import atomic_path, read_json
from ..schema.base import read
from ..schema.trace_counters import TraceCounters
from .explain import Explanation
from .run import RunInfo, kernel_key
from .tiers import TIERS, tier_of

PERFETTO_FILE = "perfetto.json.gz"
GPU_PID, HOST_PID, WHOLE_PID = 1, 2, 3
GPU_CATEGORIES = {"kernel", "gpu_memcpy", "gpu_memset", "memcpy", "memset"}
LAUNCH_CATEGORIES = {"cuda_runtime", "cuda_driver", "runtime"}
REPLAY_ARGS = (("isolated_energy_mj", "energy per launch alone (mJ)"), ("isolated_time_us", "time per launch alone (us)"),
               ("isolated_power_w", "power alone (W)"), ("status", "replay"), ("verified", "verified"),
               ("counted", "counted in the prediction"), ("flagged", "replay record flagged"))


def _meta(pid: int, name: str, tid: int | None = None, sort: int | None = None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"ph": "M", "pid": pid, "name": "process_name", "args": {"name": name}}]
    if tid is not None:
        out = [{"ph": "M", "pid": pid, "tid": tid, "name": "thread_name", "args": {"name": name}}]
        if sort is not None:
            out.append({"ph": "M", "pid": pid, "tid": tid, "name": "thread_sort_index", "args": {"sort_index": sort}})
    return out


def _clean(value: Any) -> Any:
    """JSON-safe: floats rounded to 6 decimals, NaN and infinities as null."""
    if isinstance(value, float):
        return round(value, 6) if math.isfinite(value) else None
    return value


def kernel_args(ex: Explanation) -> dict[str, dict[str, Any]]:
    """Per unique-kernel key: the args its slices carry (replayed energies where it was replayed)."""
    out = {}
    for row in ex.kernels:
        args = {"tier": row["tier"], "key": row["key"], "traced launches": row["count"],
                "share of kernel time": _clean(row["share_of_kernel_time"])}
        for field, label in REPLAY_ARGS:
            if row.get(field) not in (None, ""):
                args[label] = _clean(row[field])
        out[row["key"]] = args
    return out


def _counters(info: RunInfo, base_ns: int, span: tuple[float, float]) -> tuple[list[dict[str, Any]], str]:
    path = info.dirs.counters
    if not path.is_file():
        return [], ""
    data = read(TraceCounters, path)
    lo, hi = span[0] - 50e3, span[1] + 50e3  # 50 ms either side of the inference
    events = []
    for t_ns, power, clock in zip(data.t_ns, data.power_w, data.sm_clock_mhz):
        ts = (int(t_ns) - base_ns) / 1e3
        if lo <= ts <= hi:
            events.append({"ph": "C", "pid": GPU_PID, "name": "board power (W)", "ts": round(ts, 3),
                           "args": {"W": _clean(float(power))}})
            events.append({"ph": "C", "pid": GPU_PID, "name": "SM clock (MHz)", "ts": round(ts, 3),
                           "args": {"MHz": _clean(float(clock))}})
    note = (f"board power and SM clock sampled every {data.period_s} s while the phase was profiled "
            f"({data.power_source}), on the trace's clock")
    return events, note


def _whole_power(info: RunInfo, start_us: float) -> tuple[list[dict[str, Any]], str]:
    """The whole-model records' power timelines, one after the other from ``start_us``, in their own process."""
    from .run import read_whole

    events: list[dict[str, Any]] = []
    t0 = start_us
    tid = 0
    for variant, w in sorted(read_whole(info.dirs).items()):
        record = w.get("record") if isinstance(w, dict) else None
        if not isinstance(record, dict):
            continue
        timeline = record.get("power_timeline")
        if not isinstance(timeline, dict) or not timeline.get("t_s"):
            continue
        tid += 1
        t_s, power = timeline["t_s"], timeline.get("power_w", [])
        length_us = (float(t_s[-1]) - float(t_s[0])) * 1e6
        name = f"whole {variant}: board power (W)"
        for t, p in zip(t_s, power):
            events.append({"ph": "C", "pid": WHOLE_PID, "name": name, "ts": round(t0 + (float(t) - float(t_s[0])) * 1e6, 3),
                           "args": {"W": _clean(float(p))}})
        events.append({"ph": "X", "pid": WHOLE_PID, "tid": tid, "name": f"whole {variant} measurement",
                       "ts": round(t0, 3), "dur": round(length_us, 3), "cat": "measurement",
                       "args": {"energy per inference (mJ)": _clean(record.get("energy_per_launch_mj")),
                                "time per inference (ms)": _clean(record.get("time_per_launch_ms")),
                                "SM clock (MHz, the record's)": record.get("sm_clock_mhz"),
                                "SM clock minimum (MHz)": record.get("sm_clock_mhz_min"),
                                "flagged": record.get("flagged"),
                                "time axis": "the measurement's own (it ran after the profile), placed here"}})
        events += _meta(WHOLE_PID, f"{variant} (measured after the profile)", tid, tid)
        t0 += length_us + 1e5
    if not events:
        return [], ""
    events += _meta(WHOLE_PID, "whole-model measurement: its own time span, after the profiled inference")
    return events, ("no counters were sampled during the profile: the whole-model measurements' power timelines "
                    "are shown on their own time span, after the inference")


def build(info: RunInfo, ex: Explanation) -> dict[str, Any]:
    """The trace-event document of a run (module description)."""
    raw = read_json(info.trace, "trace")
    items = raw.get("traceEvents", []) if isinstance(raw, dict) else raw
    base_ns = int(raw.get("baseTimeNanoseconds", 0)) if isinstance(raw, dict) else 0
    args_by_key = kernel_args(ex)
    tids = {tier: i + 1 for i, tier in enumerate(TIERS)}
    events: list[dict[str, Any]] = []
    launches: dict[Any, dict[str, Any]] = {}
    gpu: list[dict[str, Any]] = []
    host_threads: set[Any] = set()
    for it in items:
        if not isinstance(it, dict) or it.get("ph") != "X" or not isinstance(it.get("ts"), (int, float)):
            continue
        cat = str(it.get("cat", "")).lower()
        a: dict[str, Any] = it["args"] if isinstance(it.get("args"), dict) else {}
        if cat in GPU_CATEGORIES:
            gpu.append(it)
        elif cat in LAUNCH_CATEGORIES and "correlation" in a:
            launches[a["correlation"]] = it
    span = (min((float(g["ts"]) for g in gpu), default=0.0), max((float(g["ts"]) + float(g.get("dur", 0)) for g in gpu), default=0.0))
    for it in sorted(gpu, key=lambda x: (float(x["ts"]), str(x.get("name")))):
        a = it.get("args") or {}
        cat = str(it.get("cat", "")).lower()
        tier = tier_of("gpu_memcpy" if "memcpy" in cat else "gpu_memset" if "memset" in cat else "kernel", str(it.get("name")))
        key = kernel_key({"name": it.get("name"), "grid": a.get("grid"), "block": a.get("block")})
        slice_args = dict(args_by_key.get(key, {"tier": tier, "key": key}))
        for field in ("grid", "block", "stream", "correlation"):
            if field in a:
                slice_args[field] = a[field]
        events.append({"ph": "X", "pid": GPU_PID, "tid": tids.get(tier, len(TIERS) + 1), "name": it.get("name"),
                       "cat": tier, "ts": it["ts"], "dur": it.get("dur", 0), "args": slice_args})
        corr = a.get("correlation")
        launch = launches.get(corr)
        if launch is not None:
            host_tid = launch.get("tid", 0)
            host_threads.add(host_tid)
            events.append({"ph": "X", "pid": HOST_PID, "tid": host_tid, "name": launch.get("name"), "cat": "launch",
                           "ts": launch["ts"], "dur": launch.get("dur", 0), "args": {"correlation": corr}})
            events.append({"ph": "s", "pid": HOST_PID, "tid": host_tid, "id": corr, "name": "launch", "cat": "launch",
                           "ts": launch["ts"]})
            events.append({"ph": "f", "bp": "e", "pid": GPU_PID, "tid": tids.get(tier, len(TIERS) + 1), "id": corr,
                           "name": "launch", "cat": "launch", "ts": it["ts"]})
    counters, note = _counters(info, base_ns, span)
    if not counters:
        counters, note = _whole_power(info, span[1] + 1e3)
    device = info.settings.device
    meta = _meta(GPU_PID, f"GPU {device}: {info.settings.model} {info.settings.phase}") + _meta(HOST_PID, "host: CUDA launches")
    for tier, tid in tids.items():
        meta += _meta(GPU_PID, f"{tier} kernels", tid, tid)
    for tid in sorted(host_threads, key=str):
        meta += _meta(HOST_PID, f"thread {tid}", tid)
    t = ex.totals
    return {"traceEvents": meta + events + counters, "displayTimeUnit": "ms",
            "otherData": {"run": info.dirs.root.name, "model": info.settings.model, "phase": info.settings.phase,
                          "trace": str(info.data.get("trace")), "kernels replayed and counted": t["counted_kernels"],
                          "coverage of kernel time": _clean(t["coverage"]), "power": note or "no power recorded",
                          "time unit": "us, the torch trace's axis"}}


def write(info: RunInfo, ex: Explanation, out: Path | None = None) -> Path:
    """``report/perfetto.json.gz`` of the run (deterministic gzip: no name, no date in its header)."""
    path = out or info.dirs.report / PERFETTO_FILE
    data = json.dumps(build(info, ex), separators=(",", ":"), allow_nan=False).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    with atomic_path(path) as tmp:
        tmp.write_bytes(gzip.compress(data, compresslevel=6, mtime=0))
    return path
