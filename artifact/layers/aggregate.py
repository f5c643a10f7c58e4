"""A pipeline's latency and energy from measurements of its unique layers.

Inputs are per-layer records shaped like the energy driver's (docs/SCHEMAS.md): ``time_per_launch_ms``,
``time_cv``, ``energy_per_launch_mj`` (total board energy), ``energy_above_hot_idle_per_launch_mj``,
``energy_cv`` and ``idle.hot.power_w``. ``cv`` is the coefficient of variation over the measurement
windows (standard deviation / mean).

Sequential (one device runs the phases one after the other), phase i with count c_i, time t_i, energy e_i::

    latency_ms = sum_i c_i t_i          energy_mj = sum_i c_i e_i

with e_i the total board energy (``idle_accounting=True``) or the energy above hot idle (``False``).
Spread: a phase's c_i launches repeat one measurement, so its standard deviation is c_i sigma_i
(sigma_i = cv_i x mean_i); phases are measured independently, so the sum's standard deviation is
sqrt(sum_i (c_i sigma_i)^2). The above-idle energy has the total energy's absolute sigma (the hot idle
power is one separately measured constant).

Full pipeline parallelism (one device per phase, inferences streamed through the phases): stage i
is busy s_i = c_i t_i per inference, and the pipeline advances at the period of the slowest stage,
T = max_i s_i (every stage hands over to the next once per T). Then

    throughput_per_s = 1000 / T
    latency_ms       = P x T            (P phases: an inference waits one period in every stage)
    energy_mj        = sum_i c_i e_i  +  [idle accounting] sum_i (T - s_i) x P_idle_i

per inference: every device does its own work once per period, and with idle accounting the devices
faster than the slowest stage also draw their hot idle power P_idle_i while they wait for it (mW x ms
= uJ, so W x ms = mJ). Without idle accounting the energy is the sum of the above-idle energies, as
in the sequential case (waiting adds nothing above idle). The spread of T and of the latency is the
slowest stage's (c_k sigma_t,k at the argmax k); the waiting energy's spread is left out (the idle
power is a constant), and the active energy's spread is the sequential one.

Whole against sum: a whole-model measurement (the same record fields) divided by the sequential sum
of its layers; the ratio's relative spread is sqrt(cv_whole^2 + cv_sum^2) (independent measurements).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import ArtifactError
from .pipelines import Pipeline


@dataclass(frozen=True)
class LayerMeasurement:
    """One layer's (or a whole model's) measurement per launch."""

    time_ms: float
    time_cv: float
    energy_mj: float
    energy_above_idle_mj: float
    energy_cv: float
    idle_power_w: float

    def __post_init__(self) -> None:
        for name in ("time_ms", "energy_mj", "time_cv", "energy_cv", "idle_power_w"):
            value = getattr(self, name)
            if not math.isfinite(value) or value < 0:
                raise ArtifactError(f"measurement {name} must be finite and >= 0, got {value}")
        if not math.isfinite(self.energy_above_idle_mj):
            raise ArtifactError(f"measurement energy_above_idle_mj must be finite, got {self.energy_above_idle_mj}")
        if self.time_ms <= 0:
            raise ArtifactError(f"measurement time_ms must be > 0, got {self.time_ms}")

    @classmethod
    def from_record(cls, record: Mapping[str, Any], what: str = "record") -> LayerMeasurement:
        """From an energy-driver/2 or in-process record (docs/SCHEMAS.md)."""
        try:
            return cls(
                time_ms=float(record["time_per_launch_ms"]),
                time_cv=float(record["time_cv"]),
                energy_mj=float(record["energy_per_launch_mj"]),
                energy_above_idle_mj=float(record["energy_above_hot_idle_per_launch_mj"]),
                energy_cv=float(record["energy_cv"]),
                idle_power_w=float(record["idle"]["hot"]["power_w"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ArtifactError(f"{what}: not a measurement record ({type(exc).__name__}: {exc})") from exc


@dataclass(frozen=True)
class Estimate:
    """A mean and its standard deviation."""

    mean: float
    std: float

    @property
    def cv(self) -> float:
        return self.std / self.mean if self.mean else 0.0


@dataclass(frozen=True)
class PipelineCost:
    """Per inference: latency (ms), energy (mJ), throughput (inferences/s); ``idle_accounting`` says
    whether the energy is total board energy (True) or above hot idle (False)."""

    pipeline: str
    mode: str  # sequential | parallel
    idle_accounting: bool
    latency_ms: Estimate
    energy_mj: Estimate
    throughput_per_s: float
    bottleneck: str  # the slowest phase (parallel), "" for sequential
    idle_energy_mj: float = 0.0  # parallel with idle accounting: the waiting devices' idle energy


def _measurements(pipeline: Pipeline, layers: Mapping[str, LayerMeasurement]) -> list[tuple[int, LayerMeasurement]]:
    missing = [p.layer.key for p in pipeline.phases if p.layer.key not in layers]
    if missing:
        raise ArtifactError(f"pipeline {pipeline.name}: {len(missing)} layer(s) not measured, e.g. {missing[0]}")
    return [(p.count, layers[p.layer.key]) for p in pipeline.phases]


def _energy(m: LayerMeasurement, idle_accounting: bool) -> float:
    return m.energy_mj if idle_accounting else m.energy_above_idle_mj


def summed(items: list[tuple[int, LayerMeasurement]], idle_accounting: bool) -> tuple[Estimate, Estimate]:
    """Time and energy of ``(count, measurement)`` items in sequence, with their spreads (module docstring)."""
    time = sum(c * m.time_ms for c, m in items)
    time_var = sum((c * m.time_cv * m.time_ms) ** 2 for c, m in items)
    energy = sum(c * _energy(m, idle_accounting) for c, m in items)
    energy_var = sum((c * m.energy_cv * m.energy_mj) ** 2 for c, m in items)
    return Estimate(time, math.sqrt(time_var)), Estimate(energy, math.sqrt(energy_var))


def sequential(pipeline: Pipeline, layers: Mapping[str, LayerMeasurement], idle_accounting: bool = True) -> PipelineCost:
    """One device runs every phase in order (module docstring)."""
    latency, energy = summed(_measurements(pipeline, layers), idle_accounting)
    return PipelineCost(pipeline.name, "sequential", idle_accounting, latency, energy,
                        throughput_per_s=1000.0 / latency.mean, bottleneck="")


def parallel(pipeline: Pipeline, layers: Mapping[str, LayerMeasurement], idle_accounting: bool = True) -> PipelineCost:
    """One device per phase, throughput set by the slowest stage (module docstring)."""
    items = _measurements(pipeline, layers)
    stages = [c * m.time_ms for c, m in items]
    k = max(range(len(stages)), key=stages.__getitem__)
    period = stages[k]
    period_std = items[k][0] * items[k][1].time_cv * items[k][1].time_ms
    _, active = summed(items, idle_accounting)
    waiting = sum((period - s) * m.idle_power_w for s, (_, m) in zip(stages, items)) if idle_accounting else 0.0
    n = len(items)
    return PipelineCost(pipeline.name, "parallel", idle_accounting,
                        latency_ms=Estimate(n * period, n * period_std),
                        energy_mj=Estimate(active.mean + waiting, active.std),
                        throughput_per_s=1000.0 / period, bottleneck=pipeline.phases[k].name,
                        idle_energy_mj=waiting)


@dataclass(frozen=True)
class WholeVsSum:
    """Whole-model measurement / sequential sum of its layers, for time and energy."""

    time_ratio: Estimate
    energy_ratio: Estimate
    whole: LayerMeasurement
    sum_latency_ms: Estimate
    sum_energy_mj: Estimate


def _ratio(whole: float, whole_cv: float, total: Estimate) -> Estimate:
    if total.mean <= 0:
        raise ArtifactError("the sum of the layers is not positive: no ratio")
    r = whole / total.mean
    return Estimate(r, abs(r) * math.hypot(whole_cv, total.cv))


def whole_vs_sum(pipeline: Pipeline, layers: Mapping[str, LayerMeasurement], whole: LayerMeasurement,
                 idle_accounting: bool = True) -> WholeVsSum:
    """Whole-model time and energy per inference against the sum of the layers (module docstring)."""
    latency, energy = summed(_measurements(pipeline, layers), idle_accounting)
    whole_energy = _energy(whole, idle_accounting)
    whole_energy_cv = whole.energy_cv * whole.energy_mj / whole_energy if whole_energy else 0.0
    return WholeVsSum(time_ratio=_ratio(whole.time_ms, whole.time_cv, latency),
                      energy_ratio=_ratio(whole_energy, whole_energy_cv, energy),
                      whole=whole, sum_latency_ms=latency, sum_energy_mj=energy)
