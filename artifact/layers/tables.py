"""A measured pipeline's tables, from the records of its run directory (no torch, no pandas): one row per
phase (``layers.csv``) and one summary row per pipeline run (``summary.csv``). Units are in the column
names. Definitions of sequential, pipeline-parallel and whole-vs-sum: :mod:`artifact.layers.aggregate`.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..atomic import read_json, write_text
from ..errors import ArtifactError
from ..layout import layers_pipeline
from .aggregate import LayerMeasurement, parallel, sequential
from .layer import is_stale, layer_record_path, record_preset, stale_reason
from .pipelines import Pipeline, pipeline_from_dict
from .whole import MODES, compare, has_whole, whole_record_path

LAYER_COLUMNS = ("pipeline", "phase", "count", "layer", "kind", "op", "time_ms", "time_cv", "power_w", "energy_mj",
                 "energy_above_idle_mj", "energy_cv", "phase_time_ms", "phase_energy_mj", "energy_share", "preset")
SUMMARY_COLUMNS = ("pipeline", "dtype", "batch", "phases", "layer_calls", "max_layer_energy_cv",
                   "sequential_latency_ms", "sequential_latency_std_ms", "sequential_energy_mj",
                   "sequential_energy_std_mj", "sequential_energy_above_idle_mj",
                   "parallel_latency_ms", "parallel_throughput_per_s", "parallel_energy_mj", "parallel_idle_energy_mj",
                   "parallel_bottleneck", "whole_unit", *(f"whole_{m}_{c}" for m in MODES for c in (
                       "time_ms", "energy_mj", "energy_cv", "time_ratio", "energy_ratio", "energy_ratio_std")))


def load_run(run_dir: Path) -> tuple[Pipeline, dict[str, dict[str, Any]]]:
    """The pipeline measured in ``run_dir`` (its pipeline.json) and its layer records by layer key."""
    desc = layers_pipeline(run_dir)
    if not desc.is_file():
        raise ArtifactError(f"{run_dir} holds no measured pipeline (no pipeline.json): run `artifact layers` first")
    pipe = pipeline_from_dict(read_json(desc, f"pipeline of {run_dir}"))
    records: dict[str, dict[str, Any]] = {}
    for spec in pipe.layers:
        path = layer_record_path(run_dir, spec)
        if not path.is_file():
            raise ArtifactError(f"{run_dir}: layer {spec.key} is not measured yet (rerun `artifact layers` to finish)")
        records[spec.key] = read_json(path, f"layer record {spec.key}")
        if is_stale(records[spec.key], spec):
            raise ArtifactError(f"{run_dir}: {stale_reason(records[spec.key], spec)} (rerun `artifact layers` to "
                                f"measure it again)")
    return pipe, records


def layer_rows(pipe: Pipeline, records: Mapping[str, Mapping[str, Any]]) -> list[dict[str, Any]]:
    """One row per phase: the layer's per-call values and the phase's (count x) time and energy."""
    ms = {k: LayerMeasurement.from_record(r, k) for k, r in records.items()}
    total = sum(p.count * ms[p.layer.key].energy_mj for p in pipe.phases)
    rows = []
    for p in pipe.phases:
        m = ms[p.layer.key]
        rows.append({"pipeline": pipe.name, "phase": p.name, "count": p.count, "layer": p.layer.key,
                     "kind": p.layer.kind, "op": p.layer.op, "time_ms": m.time_ms, "time_cv": m.time_cv,
                     "power_w": m.energy_mj / m.time_ms, "energy_mj": m.energy_mj,
                     "energy_above_idle_mj": m.energy_above_idle_mj, "energy_cv": m.energy_cv,
                     "phase_time_ms": p.count * m.time_ms, "phase_energy_mj": p.count * m.energy_mj,
                     "energy_share": p.count * m.energy_mj / total if total > 0 else math.nan,
                     "preset": record_preset(records[p.layer.key])})
    return rows


def run_math_mode(pipe: Pipeline, records: Mapping[str, Mapping[str, Any]]) -> str:
    """``tf32`` where a layer record of the run says so (fp32 with TF32 allowed), else the pipeline's dtype."""
    modes = {r.get("workload", {}).get("math_mode") for r in records.values() if isinstance(r.get("workload"), Mapping)}
    return "tf32" if "tf32" in modes else pipe.phases[0].layer.dtype


def summary_row(run_dir: Path, idle_accounting: bool = True) -> dict[str, Any]:
    """The summary of one run directory: sequential and parallel totals, and each whole record found
    there against the sum of its layers (empty cells where a whole was not measured)."""
    pipe, records = load_run(run_dir)
    ms = {k: LayerMeasurement.from_record(r, k) for k, r in records.items()}
    seq = sequential(pipe, ms, idle_accounting)
    above = sequential(pipe, ms, idle_accounting=False)
    par = parallel(pipe, ms, idle_accounting)
    row: dict[str, Any] = {c: "" for c in SUMMARY_COLUMNS}
    row.update(pipeline=pipe.name, dtype=run_math_mode(pipe, records), batch=dict(pipe.params).get("batch", ""),
               phases=len(pipe.phases), layer_calls=sum(p.count for p in pipe.phases),
               max_layer_energy_cv=max(m.energy_cv for m in ms.values()),
               sequential_latency_ms=seq.latency_ms.mean, sequential_latency_std_ms=seq.latency_ms.std,
               sequential_energy_mj=seq.energy_mj.mean, sequential_energy_std_mj=seq.energy_mj.std,
               sequential_energy_above_idle_mj=above.energy_mj.mean, parallel_latency_ms=par.latency_ms.mean,
               parallel_throughput_per_s=par.throughput_per_s, parallel_energy_mj=par.energy_mj.mean,
               parallel_idle_energy_mj=par.idle_energy_mj, parallel_bottleneck=par.bottleneck)
    if has_whole(pipe):
        for mode in MODES:
            path = whole_record_path(run_dir, mode)
            if not path.is_file():
                continue
            rec = read_json(path, f"whole record of {pipe.name}")
            cmp = compare(pipe, records, rec, idle_accounting)
            row["whole_unit"] = rec.get("workload", {}).get("description", {}).get("unit", "")
            row.update({f"whole_{mode}_time_ms": cmp.whole.time_ms, f"whole_{mode}_energy_mj": cmp.whole.energy_mj,
                        f"whole_{mode}_energy_cv": cmp.whole.energy_cv,
                        f"whole_{mode}_time_ratio": cmp.time_ratio.mean,
                        f"whole_{mode}_energy_ratio": cmp.energy_ratio.mean,
                        f"whole_{mode}_energy_ratio_std": cmp.energy_ratio.std})
    return row


def summary_line(row: Mapping[str, Any]) -> str:
    """One run's summary row in words: its layers' sequential sum, and each whole against it."""
    text = (f"{row['pipeline']} ({row['dtype']}): {row['phases']} unique layers, {row['layer_calls']} calls; sum of the "
            f"layers {row['sequential_latency_ms']:.3f} ms, {row['sequential_energy_mj']:.1f} mJ")
    for mode in MODES:
        if row.get(f"whole_{mode}_time_ms") in ("", None):
            continue
        text += (f"; whole {mode} {row[f'whole_{mode}_time_ms']:.3f} ms, {row[f'whole_{mode}_energy_mj']:.1f} mJ "
                 f"({row[f'whole_{mode}_time_ratio']:.2f}x time, {row[f'whole_{mode}_energy_ratio']:.2f}x energy "
                 f"+- {row[f'whole_{mode}_energy_ratio_std']:.2f} of the sum)")
    return text


def csv_text(rows: Iterable[Mapping[str, Any]], columns: tuple[str, ...]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    for r in rows:
        writer.writerow({c: (f"{v:.6g}" if isinstance(v, float) else v) for c, v in r.items() if c in columns})
    return out.getvalue()


def write_csv(path: Path, rows: Iterable[Mapping[str, Any]], columns: tuple[str, ...]) -> Path:
    write_text(path, csv_text(rows, columns))
    return path
