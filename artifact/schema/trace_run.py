"""``<results>/traces/<run>/run.json`` (trace profile; one per rank of a tensor-parallel run): the
settings, wall times and versions of a profiled inference, written last (docs/SCHEMAS.md, "Kernel
trace runs")."""

from __future__ import annotations

from typing import Any

from .base import ABSENT, Absent, JsonObject


class TraceRun(JsonObject, kind="trace run", hint="profile it again (delete run.json)", schema="trace-run/1"):
    settings: dict[str, Any]  # artifact.traces.profile.ProfileSettings's fields (it checks them)
    trace: str
    wall_time_ms: float
    profiled_wall_time_ms: float
    attention: str | None
    parameters: int
    versions: dict[str, str | None]
    # a tensor-parallel run's rank (artifact.tp.run)
    rank: int | Absent = ABSENT
    world_size: int | Absent = ABSENT
    gpu: dict[str, Any] | Absent = ABSENT
    tensor_parallel: dict[str, Any] | Absent = ABSENT


SCHEMA = TraceRun.SCHEMA
