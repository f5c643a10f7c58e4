"""``<results>/traces/<run>/whole/<variant>.json`` (trace whole): the inference measured end to end
(docs/SCHEMAS.md, "Kernel trace runs"); ``record`` is an in-process record of the driver's schema."""

from __future__ import annotations

from typing import Any, Literal

from .base import JsonObject


class WholeRecord(JsonObject, kind="whole-model record", schema="trace-whole/1"):
    variant: Literal["eager", "graph"]
    status: Literal["measured", "failed"]
    reason: str | None
    record: dict[str, Any] | None


SCHEMA = WholeRecord.SCHEMA
