"""``<results>/analysis/fourway/run.json`` (artifact.fourway.reference): what produced the four-way table:
the commit, the GPU, the cases, the budgets and every step of ``<work>/steps.jsonl``; a merged table names
each part (docs/SCHEMAS.md)."""

from __future__ import annotations

from typing import Any

from .base import ABSENT, Absent, JsonObject


class FourwayStep(JsonObject, kind="four-way step"):
    """One step run (or one tune cut by a call's budget): a line of ``<work>/steps.jsonl``."""

    key: str  # "<step>|<case>"
    rc: int
    seconds: float
    note: str | Absent = ABSENT  # not run: the step it needs failed
    skipped: str | Absent = ABSENT  # why the space refuses the case or the GPU
    at: str
    gpu_uuid: str | None | Absent = ABSENT
    tune_budget_s: float | Absent = ABSENT
    partial: bool | Absent = ABSENT  # a tune the call's budget cut: it goes on in the next call
    part: str | Absent = ABSENT  # a merged table: the work directory the step ran in


class FourwayPart(JsonObject):
    """One finished work directory merged into the table."""

    part: str
    git_commit: str
    created: str | None
    gpu: dict[str, Any] | None
    cases: list[str]


class FourwayRun(JsonObject, kind="four-way run record", hint="a work directory of `artifact reference fourway` writes it"):
    created: str
    git_commit: str | None
    git_dirty: bool
    gpu: dict[str, Any] | None  # artifact.gpu's description of the call's GPU (null in a merged table)
    cases: list[str]
    sources: list[str] | Absent = ABSENT  # the tuned sources planned; absent: auto and template
    trials: int
    tune_s: float
    seed: int
    population: int | None
    steps: list[FourwayStep]
    parts: list[FourwayPart] | Absent = ABSENT
    merged_at_commit: str | None | Absent = ABSENT
    merged_dirty: bool | Absent = ABSENT
