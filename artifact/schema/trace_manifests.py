"""The manifests the traces study's reference producers write beside their runs: ``<out>/traces/manifest.json``
(artifact.traces.reference) and ``<out>/traces-tp/manifest.json`` (artifact.tp.reference): the commit, the
versions, the GPUs, the budget and the seconds of each phase, and a summary of each run (docs/SCHEMAS.md)."""

from __future__ import annotations

from typing import Any

from .base import ABSENT, Absent, JsonObject, Produced
from .trace_reports import GanttAlignment, ReplayCounts, TpTotals


class StudySeconds(JsonObject):
    total: float
    runs: dict[str, dict[str, float]]  # run -> phase (profile, replay, verify, report...) -> seconds


class WholeSummary(JsonObject):
    """A whole-model variant of a run, as its report has it (artifact.schema.trace_reports.WholeAgainstKernels)."""

    status: str | None
    reason: str | None
    energy_mj: float | None
    time_ms: float | None
    predicted_mj: float | None
    predicted_over_measured: float | None
    predicted_rotate_mj: float | None
    predicted_rotate_over_measured: float | None
    predicted_trace_gaps_mj: float | None


class TraceRunSummary(JsonObject):
    run: str
    settings: dict[str, Any]
    versions: dict[str, str | None] | None
    attention: str | None
    unique_kernels: int
    coverage: float | None
    replay: ReplayCounts
    whole: dict[str, WholeSummary]


class StudyManifest(Produced):
    """What every study's manifest names after the commit: the Python and the versions torch reports."""

    python: str
    versions: dict[str, str | None]


class TracesManifest(StudyManifest, kind="trace runs' manifest", hint="run `artifact reference traces` again"):
    gpu: dict[str, Any]  # artifact.gpu's description
    budget_s: float
    seconds: StudySeconds
    point_s_mean: float | None  # a measured replay's seconds, on average
    runs: list[TraceRunSummary]


class TpRankSummary(JsonObject):
    rank: int
    gpu_uuid: str | None
    measured_energy_mj: float | None
    measured_time_ms: float | None
    predicted_mj: float | None
    predicted_over_measured: float | None
    collective_share: float | None
    collective_waiting_share: float | None
    coverage: float | None
    counted_kernels: int
    unique_kernels: int


class TpRunSummary(JsonObject):
    """One run; a run that failed, or has no report, has its settings and status only."""

    run: str
    status: str  # "ok", or what failed
    settings: dict[str, Any]
    versions: dict[str, str | None] | Absent = ABSENT
    totals: TpTotals | Absent = ABSENT
    ranks: list[TpRankSummary] | Absent = ABSENT
    replay: dict[str, ReplayCounts] | Absent = ABSENT
    gantt: GanttAlignment | None | Absent = ABSENT


class PhaseSpeedup(JsonObject):
    """One phase on one GPU and on N: time and energy per run by GPU count, time(1) / time(N)."""

    time_per_run_ms: dict[str, float | None]
    energy_per_run_mj: dict[str, float | None]
    speedup: float | None


class TpManifest(StudyManifest, kind="tensor-parallel runs' manifest", hint="run `artifact reference tp` again"):
    gpus: list[dict[str, Any]]
    topology: str | None  # nvidia-smi topo -m
    environment: dict[str, str]  # the NCCL environment every child got
    budget_s: float
    seconds: StudySeconds
    runs: list[TpRunSummary]
    speedup: dict[str, PhaseSpeedup]
