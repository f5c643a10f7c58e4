"""``<run>_tp<N>/rank<r>/energy.json`` (artifact.tp.run): one GPU's energy of the phase, measured by every
rank at once under the lockstep protocol (docs/SCHEMAS.md, "Tensor-parallel runs")."""

from __future__ import annotations

from typing import Any

from .base import ABSENT, Absent, JsonObject


class TpEnergy(JsonObject, kind="per-GPU energy record", schema="trace-tp-energy/1"):
    rank: int
    gpu_uuid: str
    repeats: int
    seconds: float
    energy_mj: float
    energy_per_run_mj: float
    time_per_run_ms: float
    avg_power_w: float
    # the protocol's fields (artifact.measure.lockstep.LockstepResult.quality_json); absent in records
    # written before the lockstep protocol recorded them
    method: str | Absent = ABSENT
    windows: list[dict[str, float]] | Absent = ABSENT
    cv_rel: float | Absent = ABSENT
    ci_half_width_rel: float | None | Absent = ABSENT
    warmup_s: float | Absent = ABSENT
    steady: bool | Absent = ABSENT
    warmup_power_trend_rel: float | None | Absent = ABSENT
    warmup_power_trend_se_rel: float | None | Absent = ABSENT
    warmup_temperature_change_c: float | None | Absent = ABSENT
    flagged: bool | Absent = ABSENT
    flag_reasons: list[str] | Absent = ABSENT
    hot_idle_w: float | Absent = ABSENT
    counter_period_ms: float | None | Absent = ABSENT
    power_timeline: list[dict[str, float]]


SCHEMA = TpEnergy.SCHEMA


class TpCollectives(JsonObject, kind="collective pair record", schema="trace-tp-collectives/1"):
    """``rank<r>/collectives.json``: the all-reduce pairs of the phase, each measured by every rank at once
    (its size, count per run, time and energy per call and the protocol's fields)."""

    rank: int
    pairs: list[dict[str, Any]]


COLLECTIVES_SCHEMA = TpCollectives.SCHEMA
