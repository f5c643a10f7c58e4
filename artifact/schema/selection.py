"""``<case>/selection.json`` (select): the kept kernels, fastest first, and their correctness checks
(docs/SCHEMAS.md). Its ``correctness`` object is kernel.json's ``tuned.correctness`` too."""

from __future__ import annotations

from typing import Any, Literal

from .base import ABSENT, Absent, JsonObject
from .case import CaseEntry


class Correctness(JsonObject):
    """A kernel's check against the float64 reference (artifact.tuning.correctness)."""

    status: Literal["pass", "fail", "not_checked"]
    rel_error: float | None
    tolerance: float | None
    device: str | None
    detail: str


class Policy(JsonObject):
    top: int
    per_percentile: int
    percentiles: list[int]
    # select --knob: only kernels of a knob space with these knob values were ranked for the picks; absent: all
    knobs: dict[str, int] | Absent = ABSENT


class SelectionSource(JsonObject):
    """The records the selection was made from (a changed records file makes it stale)."""

    records_file: str
    records_sha256: str
    trials: int
    failed: int
    duplicates: int
    valid_unique: int
    stopped_early: int | Absent = ABSENT  # absent in selections made before early stopping existed


class SelectedKernel(JsonObject):
    kernel_id: str
    rank: int
    rank_percentile: float
    group: str
    trial: int
    run_s: float
    run_secs: list[float]
    gflops: float
    target: dict[str, Any]
    trace: Any
    correctness: Correctness


class Selection(JsonObject, kind="selection", hint="run `artifact select` again"):
    case_id: str
    case: CaseEntry
    created: str
    policy: Policy
    source: SelectionSource
    kernels: list[SelectedKernel]
