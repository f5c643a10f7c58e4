"""``<results>/traces/<run>/replay/<key>.json`` (trace replay): one unique kernel replayed alone
(docs/SCHEMAS.md, "Kernel trace runs"). ``record`` is an in-process record of the driver's schema
(artifact/data/driver_contract.json owns its fields)."""

from __future__ import annotations

from typing import Any, Literal

from .base import ABSENT, Absent, JsonObject


class Verification(JsonObject):
    name_matched: bool
    launch_matched: bool
    kernels: list[dict[str, Any]]


class ReplayRecord(JsonObject, kind="replay record", schema="trace-replay/1"):
    key: str
    rank: int
    name: str
    grid: list[int] | None
    block: list[int] | None
    tier: str | None
    count: int
    total_time_us: float | None
    status: Literal["measured", "verified", "skipped", "failed"]
    reason: str | None
    op: str | None
    verification: Verification | None
    runs_per_replay: int | None
    other_kernels_per_call: list[str]
    record: dict[str, Any] | None
    input_copies: int | Absent = ABSENT  # replays that ran (absent in skipped and failed ones)
    l2: str


SCHEMA = ReplayRecord.SCHEMA
