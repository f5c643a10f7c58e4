"""ResNet-50 with tuned convolutions against cuDNN, model level (``<results>/layers/resnet50_tuned.csv``).

One row per complete run directory of ResNet-50 at batch 1 under the layers directory, among
``resnet50-fp32`` (cuDNN fp32, TF32 off), ``resnet50-tf32`` (cuDNN with TF32), ``resnet50-fp16`` and
``resnet50_tuned-fp32`` (the tuned kernels where exported, :mod:`artifact.layers.tuned`), written as soon
as the tuned run is complete. Columns: ``run``, ``math_mode``, ``conv_layers`` (conv layer calls per
inference), ``tuned_conv_layers`` (those run by a tuned kernel), ``sequential_latency_ms``,
``sequential_energy_mj`` (board energy, the summary's sequential sum), ``conv_latency_ms``,
``conv_energy_mj`` (the conv phases' share of it: what tuning changes), and ``latency_ratio`` and
``energy_ratio``: the run's sequential totals over cuDNN fp32's (empty where that run is missing):
runs measured apart, possibly on other boards of the model or at other temperatures, so that their
energy ratio carries board-to-board differences of a few percent (their time ratio far less).

Side by side (``resnet50_tuned-fp32`` only, :mod:`artifact.layers.tunedpairs`): ``paired_convs`` (unique
conv layers measured as a pair with their cuDNN twin, in one process on one GPU), ``paired_conv_time_ratio``
and ``paired_conv_energy_ratio`` (the tuned convolutions over their twins, with counts), and
``paired_time_ratio`` and ``paired_energy_ratio`` (the whole sequential sum with the tuned convolutions over
the same sum with their twins), each with its ``_std``. This is the tuned-against-cuDNN comparison;
empty where a tuned layer has no twin.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import ArtifactError
from ..layout import layers_pipeline
from .aggregate import LayerMeasurement, sequential
from .tables import load_run
from .tunedpairs import paired_ratios

TUNED_CSV = "resnet50_tuned.csv"
RUNS = ("resnet50-fp32", "resnet50-tf32", "resnet50-fp16", "resnet50_tuned-fp32")
BASELINE = "resnet50-fp32"
TUNED_COLUMNS = ("run", "math_mode", "conv_layers", "tuned_conv_layers", "sequential_latency_ms", "sequential_energy_mj",
                 "conv_latency_ms", "conv_energy_mj", "latency_ratio", "energy_ratio", "paired_convs",
                 *(f"paired_{what}_{c}" for what in ("conv_time", "conv_energy", "time", "energy")
                   for c in ("ratio", "ratio_std")))


def _row(run_dir: Path) -> dict[str, Any]:
    pipe, records = load_run(run_dir)
    ms = {k: LayerMeasurement.from_record(r, k) for k, r in records.items()}
    seq = sequential(pipe, ms)
    convs = [p for p in pipe.phases if p.layer.kind == "conv2d"]
    tuned = [p for p in convs if (records[p.layer.key].get("meta") or {}).get("implementation") == "tuned"]
    modes = {(r.get("workload") or {}).get("math_mode") for r in records.values()}
    pairs = paired_ratios(run_dir, pipe, records) if tuned else None
    paired: dict[str, Any] = {c: "" for c in TUNED_COLUMNS if c.startswith("paired_")}
    if pairs is not None:
        paired["paired_convs"] = pairs.pairs
        for what, est in (("conv_time", pairs.conv_time), ("conv_energy", pairs.conv_energy),
                          ("time", pairs.model_time), ("energy", pairs.model_energy)):
            paired[f"paired_{what}_ratio"], paired[f"paired_{what}_ratio_std"] = est.mean, est.std
    return {**paired, "run": run_dir.name, "math_mode": "tf32" if "tf32" in modes else pipe.phases[0].layer.dtype,
            "conv_layers": sum(p.count for p in convs), "tuned_conv_layers": sum(p.count for p in tuned),
            "sequential_latency_ms": seq.latency_ms.mean, "sequential_energy_mj": seq.energy_mj.mean,
            "conv_latency_ms": sum(p.count * ms[p.layer.key].time_ms for p in convs),
            "conv_energy_mj": sum(p.count * ms[p.layer.key].energy_mj for p in convs)}


def tuned_rows(layers_dir: Path) -> list[dict[str, Any]]:
    """The table's rows (module docstring); empty until ``resnet50_tuned-fp32`` is complete."""
    rows: dict[str, dict[str, Any]] = {}
    for name in RUNS:
        run_dir = layers_dir / name
        if layers_pipeline(run_dir).is_file():
            try:
                rows[name] = _row(run_dir)
            except ArtifactError:
                continue  # not complete yet
    if "resnet50_tuned-fp32" not in rows:
        return []
    base = rows.get(BASELINE)
    for row in rows.values():
        row["latency_ratio"] = row["sequential_latency_ms"] / base["sequential_latency_ms"] if base else ""
        row["energy_ratio"] = row["sequential_energy_mj"] / base["sequential_energy_mj"] if base else ""
    return [rows[n] for n in RUNS if n in rows]
