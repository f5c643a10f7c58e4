"""``analysis/manifest.json`` (analyze): the provenance of an analysis (docs/SCHEMAS.md, "analysis/")."""

from __future__ import annotations

from typing import Any

from .base import ABSENT, Absent, JsonObject, Produced
from .case import CaseEntry
from .selection import Policy


class TuningRunSummary(JsonObject):
    """A runs.json entry's fields the manifest keeps (null where the entry lacks one)."""

    started: str | None
    finished: str | None
    trials_before: int | None
    trials_after: int | None
    trials_per_min: float | None
    scheduler: str | None
    seed: int | None
    tvm_version: str | None
    target: dict[str, Any] | None


class CaseProvenance(JsonObject):
    case: CaseEntry
    trials: int
    tuning_runs: list[TuningRunSummary]
    selection_policy: Policy | None
    kernels_selected: int
    nvcc_version: str | None
    arch: str | None


class CapSummary(JsonObject):
    cap: str
    requested_w: list[Any]
    enforced_w: list[float]
    runner: list[str]
    gpu_setup: list[str]


class IdleAtCap(JsonObject):
    cap: str
    cold_w: list[float]
    hot_median_w: float
    hot_range_w: list[float]


class IdleSummary(JsonObject):
    """Cold and hot idle; empty where the records carry no idle."""

    cold_first_w: float | None | Absent = ABSENT
    per_cap: list[IdleAtCap] | Absent = ABSENT
    cold_first_temperature_c: float | None | Absent = ABSENT
    cold_method: str | None | Absent = ABSENT
    hot_method: str | None | Absent = ABSENT


class FlagCount(JsonObject):
    points: int
    meaning: str


class AnalysisManifest(Produced, kind="analysis manifest", hint="run `artifact analyze` again"):
    requirements_lock_sha256: str | None
    image_digest: str | None
    python: str
    packages: dict[str, str | None]
    setup_drift: dict[str, Any] | None
    gpu: dict[str, Any]
    gpus: list[dict[str, Any]]
    power_limit_default_w: float | None
    power_limit_range_w: list[float | None]
    caps: list[CapSummary]
    measurement_method: list[str]
    idle_w: IdleSummary
    flagged_points: list[str]
    flag_reasons: dict[str, FlagCount]
    first_record: str
    last_record: str
    cases: dict[str, CaseProvenance]
    missing_points: list[str]
