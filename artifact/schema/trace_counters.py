"""``<results>/traces/<run>/counters.json`` (trace profile, artifact.traces.counters): the GPU's board power
and SM clock sampled during the profile, on the wall clock the Chrome trace is written on
(docs/SCHEMAS.md, "Kernel trace runs")."""

from __future__ import annotations

from typing import Literal

from .base import JsonObject


class TraceCounters(JsonObject, kind="trace counters",
                    hint="profile the run again (delete run.json), or delete counters.json",
                    schema="trace-counters/1"):
    clock: Literal["unix_ns"] = "unix_ns"
    gpu_uuid: str
    power_source: str  # the NVML field or call read
    period_s: float
    error: str | None  # why the sampling stopped early (the samples so far kept)
    t_ns: list[int]
    power_w: list[float]
    sm_clock_mhz: list[float]


SCHEMA = TraceCounters.SCHEMA
