"""ResNet-50 with tuned convolutions against cuDNN, model level (``<results>/layers/resnet50_tuned.csv``).

One row per complete run directory of ResNet-50 at batch 1 under the layers directory, among
``resnet50-fp32`` (cuDNN fp32, TF32 off), ``resnet50-tf32`` (cuDNN with TF32), ``resnet50-fp16``,
``resnet50_tuned-fp32`` and ``resnet50_tuned-fp16`` (the tuned kernels where exported,
:mod:`artifact.layers.tuned`), written as soon as a tuned run is complete. Columns: ``run``, ``math_mode``, ``conv_layers`` (conv layer calls per
inference), ``tuned_conv_layers`` (those run by a tuned kernel), ``sequential_latency_ms``,
``sequential_energy_mj`` (board energy, the summary's sequential sum), ``conv_latency_ms``,
``conv_energy_mj`` (the conv phases' share of it: what tuning changes), and ``latency_ratio`` and
``energy_ratio``: the run's sequential totals over those of the cuDNN run it is compared with
(:data:`BASELINES`: cuDNN fp32 for the cuDNN runs and the fp32 tuned run, ``resnet50-fp16`` for the fp16
tuned run; empty where that run is missing): runs measured apart, possibly on other boards of the model
or at other temperatures, so that their energy ratio carries board-to-board differences of a few
percent (their time ratio far less).

Side by side (the tuned runs only, :mod:`artifact.layers.tunedpairs`): ``paired_convs`` (unique
conv layers measured as a pair with their cuDNN twin, in one process on one GPU), ``paired_conv_time_ratio``
and ``paired_conv_energy_ratio`` (the tuned convolutions over their twins, with counts), and
``paired_time_ratio`` and ``paired_energy_ratio`` (the whole sequential sum with the tuned convolutions over
the same sum with their twins), each with its ``_std``. This is the tuned-against-cuDNN comparison;
empty where a tuned layer has no twin.

Per pair (``resnet50_tuned_pairs.csv``, :data:`PAIR_COLUMNS`): a row per tuned conv layer and per whole
model measured beside its cuDNN twin, for each tuned run: the tuned and the twin's time and board
energy per call, and tuned / twin with its spread. :func:`comparison_lines` says the same in lines.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import ArtifactError
from ..layout import layers_pipeline
from .aggregate import LayerMeasurement, sequential
from .tables import load_run
from .tunedpairs import pair_rows, paired_ratios

TUNED_CSV = "resnet50_tuned.csv"
PAIRS_CSV = "resnet50_tuned_pairs.csv"
TUNED_RUNS = ("resnet50_tuned-fp32", "resnet50_tuned-fp16")
RUNS = ("resnet50-fp32", "resnet50-tf32", "resnet50-fp16", *TUNED_RUNS)
BASELINE = "resnet50-fp32"
BASELINES = {"resnet50_tuned-fp16": "resnet50-fp16"}  # the others: BASELINE
PAIR_COLUMNS = ("run", "layer", "layer_key", "kernel", "count", "tuned_time_ms", "cudnn_time_ms", "time_ratio",
                "time_ratio_std", "tuned_energy_mj", "cudnn_energy_mj", "energy_ratio", "energy_ratio_std")
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
    """The table's rows (module docstring); empty until a tuned run is complete."""
    rows: dict[str, dict[str, Any]] = {}
    for name in RUNS:
        run_dir = layers_dir / name
        if layers_pipeline(run_dir).is_file():
            try:
                rows[name] = _row(run_dir)
            except ArtifactError:
                continue  # not complete yet
    if not any(n in rows for n in TUNED_RUNS):
        return []
    for name, row in rows.items():
        base = rows.get(BASELINES.get(name, BASELINE))
        row["latency_ratio"] = row["sequential_latency_ms"] / base["sequential_latency_ms"] if base else ""
        row["energy_ratio"] = row["sequential_energy_mj"] / base["sequential_energy_mj"] if base else ""
    return [rows[n] for n in RUNS if n in rows]


def pairs_table(layers_dir: Path) -> list[dict[str, Any]]:
    """``resnet50_tuned_pairs.csv``'s rows (module docstring): the pairs of every complete tuned run."""
    out = []
    for name in TUNED_RUNS:
        run_dir = layers_dir / name
        if not layers_pipeline(run_dir).is_file():
            continue
        try:
            pipe, records = load_run(run_dir)
        except ArtifactError:
            continue
        for pair in pair_rows(run_dir, pipe, records):
            time, energy = pair.ratios
            out.append({"run": name, "layer": pair.name, "layer_key": pair.key, "kernel": pair.kernel,
                        "count": pair.count, "tuned_time_ms": pair.tuned.time_ms, "cudnn_time_ms": pair.twin.time_ms,
                        "time_ratio": time.mean, "time_ratio_std": time.std, "tuned_energy_mj": pair.tuned.energy_mj,
                        "cudnn_energy_mj": pair.twin.energy_mj, "energy_ratio": energy.mean,
                        "energy_ratio_std": energy.std})
    return out


def comparison_lines(layers_dir: Path, run: str) -> list[str]:
    """The tuned run ``run`` against cuDNN in lines a person reads: each tuned conv layer and each whole
    model beside its twin, then the side-by-side totals of :func:`tuned_rows` (ratios tuned / cuDNN:
    below 1 the tuned side is faster or takes less energy)."""
    dtype = run.rsplit("-", 1)[1]
    lines = [f"{run} against cuDNN {dtype}, tuned / cuDNN side by side, per call:"]
    for r in (r for r in pairs_table(layers_dir) if r["run"] == run):
        lines.append(f"  {r['layer']:24s} time {r['time_ratio']:.3f}x +- {r['time_ratio_std']:.3f} "
                     f"({r['tuned_time_ms'] * 1e3:.1f} vs {r['cudnn_time_ms'] * 1e3:.1f} us), energy "
                     f"{r['energy_ratio']:.3f}x +- {r['energy_ratio_std']:.3f} ({r['tuned_energy_mj']:.3f} vs "
                     f"{r['cudnn_energy_mj']:.3f} mJ)  {r['kernel']}")
    row = next((r for r in tuned_rows(layers_dir) if r["run"] == run), None)
    if row is not None and row["paired_convs"] != "":
        def ratio(what: str) -> str:
            return f"{row[f'paired_{what}_ratio']:.3f}x +- {row[f'paired_{what}_ratio_std']:.3f}"

        lines.append(f"  conv layers ({row['paired_convs']} paired): time {ratio('conv_time')}, energy "
                     f"{ratio('conv_energy')}; sequential sum of the model's layers: time {ratio('time')}, "
                     f"energy {ratio('energy')}")
    if len(lines) == 1:
        lines.append("  no tuned layer measured beside its cuDNN twin yet")
    return lines
