"""``<results>/traces/<run>/counters.json`` (trace profile, artifact.traces.counters): the GPU's board power
and SM clock sampled during the profile, on the wall clock the Chrome trace is written on
(docs/SCHEMAS.md, "Kernel trace runs")."""

from __future__ import annotations

from typing import Literal, get_args

from .base import JsonObject


class TraceCounters(JsonObject):
    KIND = "trace counters"
    HINT = "profile the run again (delete run.json), or delete counters.json"

    schema: Literal["trace-counters/1"] = "trace-counters/1"
    clock: Literal["unix_ns"] = "unix_ns"
    gpu_uuid: str
    power_source: str  # the NVML field or call read
    period_s: float
    error: str | None  # why the sampling stopped early (the samples so far kept)
    t_ns: list[int]
    power_w: list[float]
    sm_clock_mhz: list[float]


SCHEMA: str = get_args(TraceCounters.hints()["schema"])[0]
