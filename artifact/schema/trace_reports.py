"""The energy reports of the traces study: ``<run>/report/gpu_energy_report.json`` (artifact.traces.report:
a run's whole inference against its kernels measured alone) and ``<run>_tp<N>/report/tp_energy_report.json``
(artifact.tp.report: the same GPU by GPU, with the collectives). Energies in mJ, times in us unless named
otherwise; null where the run has nothing to compute them from (docs/SCHEMAS.md, "Kernel trace runs")."""

from __future__ import annotations

from typing import Any

from .base import ABSENT, Absent, JsonObject


class ReplayCounts(JsonObject):
    """How a run's unique kernels were replayed; ``reasons``: skipped and failed ones by reason."""

    replayed: int
    measured: int
    verified_only: int
    skipped: int
    failed: int
    not_replayed: int
    mismatches: int
    launch_mismatches: int
    flagged_records: int
    reasons: dict[str, int]


class TraceReportRun(JsonObject):
    name: str
    settings: dict[str, Any]  # run.json's
    dtype: str | Absent = ABSENT  # absent in reports of runs before the dtype was a setting
    trace: str
    attention: str | None
    parameters: int | None
    versions: dict[str, str | None]
    trace_sha256: str | None


class TraceTotals(JsonObject):
    unique_kernels: int
    kernel_launches: int
    kernel_time_us: float
    gpu_busy_us: float
    gpu_span_us: float
    counted_kernels: int
    counted_time_us: float
    coverage: float | None
    kernels_energy_mj: float | None
    kernels_isolated_time_us: float | None
    kernels_mean_power_w: float | None
    uncounted_time_us: float
    uncounted_energy_estimate_mj: float | None
    all_kernels_energy_mj: float | None
    hot_idle_power_w: float | None
    hot_idle_source: str
    trace_gap_us: float
    trace_gaps_energy_mj: float | None
    predicted_trace_gaps_mj: float | None
    rotate_kernels: int
    rotate_counted_time_us: float
    rotate_hot_energy_mj: float | None
    rotate_energy_mj: float | None
    wall_time_ms: float | None
    profiled_wall_time_ms: float | None


class WholeAgainstKernels(JsonObject):
    """One whole-model variant (eager, graph) measured, against the prediction from its kernels."""

    status: str | None
    reason: str | None
    energy_mj: float | None
    time_ms: float | None
    energy_cv: float | None
    hot_idle_power_w: float | None
    flagged: bool | None
    gap_us: float | None
    gaps_energy_mj: float | None
    predicted_mj: float | None
    predicted_over_measured: float | None
    rest_mj: float | None
    predicted_rotate_mj: float | None
    predicted_rotate_over_measured: float | None
    predicted_trace_gaps_mj: float | None
    trace_gaps_over_measured: float | None


class TierTotal(JsonObject):
    tier: str
    unique: int
    count: int
    trace_time_us: float
    counted_unique: int
    counted_time_us: float
    energy_mj: float
    uncounted_time_us: float
    uncounted_energy_estimate_mj: float | None


class GpuEnergyReport(JsonObject, kind="energy report",
                      hint="report the run again with `artifact trace report`",
                      schema="gpu-energy-report/1"):
    run: TraceReportRun
    totals: TraceTotals
    whole: dict[str, WholeAgainstKernels]
    tiers: list[TierTotal]
    replay: ReplayCounts


GPU_REPORT_SCHEMA = GpuEnergyReport.SCHEMA


class TpReportRun(JsonObject):
    name: str
    settings: dict[str, Any]
    world_size: int
    versions: dict[str, str | None]
    tensor_parallel: dict[str, Any] | None  # run.json's: the settings and how the layers were split
    gpus: list[dict[str, Any] | None]


class TpTotals(JsonObject):
    """The run over all its GPUs."""

    world_size: int
    measured_energy_mj: float | None
    predicted_mj: float | None
    predicted_over_measured: float | None
    time_per_run_ms: float | None
    kernel_time_us: float
    collective_time_us: float
    collective_share: float | None
    collective_waiting_us: float | None
    collective_waiting_share: float | None
    collective_pair_share: float | None


class TpRankTotals(JsonObject):
    """One GPU of the run."""

    rank: int
    gpu_uuid: str | None
    gpu_index: int | None
    unique_kernels: int
    kernel_time_us: float
    gpu_busy_us: float
    barrier_time_us: float
    collective_time_us: float
    collective_share: float | None
    collective_pair_time_us: float | None
    collective_pair_share: float | None
    collective_waiting_us: float | None
    collective_waiting_share: float | None
    collectives_paired: int
    collectives: int
    counted_kernels: int
    counted_time_us: float
    coverage: float | None
    kernels_energy_mj: float | None
    kernels_mean_power_w: float | None
    uncounted_time_us: float
    uncounted_energy_estimate_mj: float | None
    collectives_energy_mj: float | None
    hot_idle_power_w: float | None
    hot_idle_source: str
    gap_us: float | None
    gaps_energy_mj: float | None
    measured_energy_mj: float | None
    measured_time_ms: float | None
    avg_power_w: float | None
    repeats: int | None
    predicted_mj: float | None
    predicted_over_measured: float | None
    wall_time_ms: float | None
    profiled_wall_time_ms: float | None


class CollectiveRow(JsonObject):
    """One collective kernel of a GPU: its traced time, its measured pair and the waiting in it."""

    gpu_rank: int
    key: str
    kernel: str
    count: int
    numel: int | None
    dtype: str | None
    role: str  # all_reduce, or barrier (before the phase: left out)
    trace_time_us_total: float
    pair_time_per_call_us: float | None
    pair_energy_per_call_mj: float | None
    pair_time_us: float | None
    waiting_us: float | None
    waiting_share: float | None
    energy_mj: float | None
    energy_source: str


class GanttAlignment(JsonObject):
    """How the GPUs' traces were put on one time axis: the anchor and each rank's offset (us)."""

    anchor: str
    clock_offsets_us: dict[str, float]


class TpEnergyReport(JsonObject, kind="tensor-parallel energy report",
                     hint="report the run again with `artifact tp report`",
                     schema="tp-energy-report/1"):
    run: TpReportRun
    totals: TpTotals
    ranks: list[TpRankTotals]
    collectives: list[CollectiveRow]
    replay: dict[str, ReplayCounts]  # by rank
    gantt: GanttAlignment | Absent = ABSENT


TP_REPORT_SCHEMA = TpEnergyReport.SCHEMA
