"""Figures of measured pipelines (matplotlib), from the tables of :mod:`artifact.layers.tables`:

* ``<run>/energy_by_layer``: each phase's energy per inference (count x energy per call), bars in
  forward order;
* ``breakdown``: per pipeline run, its sequential energy stacked by layer kind;
* ``whole_vs_sum``: per pipeline run with a whole measurement, whole / sum of layers for time and
  energy, graph and eager (a line at 1).

Each as .png and .pdf (:func:`artifact.results.figstyle.save`).
"""

from __future__ import annotations

import csv
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..results.figstyle import save, style
from .compose import LAYERS_CSV, SUMMARY_CSV, run_dirs
from .pipelines import KINDS


def _read(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def energy_by_layer(run_dir: Path) -> list[Path]:
    rows = _read(run_dir / LAYERS_CSV)
    with style() as plt:
        fig, ax = plt.subplots(figsize=(max(6.0, 0.18 * len(rows)), 3.2))
        ax.bar(range(len(rows)), [float(r["phase_energy_mj"]) for r in rows], color="#0072B2")
        ax.set_xticks(range(len(rows)))
        ax.set_xticklabels([r["phase"] for r in rows], rotation=90, fontsize=5)
        ax.set_ylabel("energy per inference (mJ)")
        ax.set_title(f"{run_dir.name}: energy of each layer x its count")
        return save(fig, run_dir / "energy_by_layer")


def breakdown(out_dir: Path) -> list[Path]:
    runs = [d for d in run_dirs(out_dir) if (d / LAYERS_CSV).is_file()]
    if not runs:
        return []
    by_kind: dict[str, list[float]] = {k: [] for k in KINDS}
    for d in runs:
        rows = _read(d / LAYERS_CSV)
        for k in KINDS:
            by_kind[k].append(sum(float(r["phase_energy_mj"]) for r in rows if r["kind"] == k))
    with style() as plt:
        fig, ax = plt.subplots(figsize=(max(4.0, 0.9 * len(runs)), 3.4))
        bottom = [0.0] * len(runs)
        for kind, values in by_kind.items():
            if any(values):
                ax.bar(range(len(runs)), values, bottom=bottom, label=kind)
                bottom = [b + v for b, v in zip(bottom, values)]
        ax.set_xticks(range(len(runs)))
        ax.set_xticklabels([d.name for d in runs], rotation=30, ha="right")
        ax.set_ylabel("sequential energy per inference (mJ)")
        ax.legend(fontsize=7)
        return save(fig, out_dir / "breakdown")


def _ratios(row: Mapping[str, str]) -> dict[str, float]:
    out = {}
    for mode in ("graph", "eager"):
        for what in ("time", "energy"):
            cell = row.get(f"whole_{mode}_{what}_ratio", "")
            if cell:
                out[f"{what} ({mode})"] = float(cell)
    return out


def whole_vs_sum(out_dir: Path) -> list[Path]:
    rows = [r for r in _read(out_dir / SUMMARY_CSV) if _ratios(r)] if (out_dir / SUMMARY_CSV).is_file() else []
    if not rows:
        return []
    series = sorted({k for r in rows for k in _ratios(r)})
    width = 0.8 / len(series)
    with style() as plt:
        fig, ax = plt.subplots(figsize=(max(4.0, 1.2 * len(rows)), 3.2))
        for i, name in enumerate(series):
            xs = [j + (i - (len(series) - 1) / 2) * width for j in range(len(rows))]
            ax.bar(xs, [_ratios(r).get(name, 0.0) for r in rows], width=width, label=name)
        ax.axhline(1.0, color="black", linewidth=0.8)
        ax.set_xticks(range(len(rows)))
        ax.set_xticklabels([f"{r['pipeline']} {r['dtype']}" for r in rows], rotation=30, ha="right")
        ax.set_ylabel("whole / sum of layers")
        ax.legend(fontsize=7)
        return save(fig, out_dir / "whole_vs_sum")


def plot_all(out_dir: Path) -> list[Any]:
    """Every figure of the runs under ``out_dir`` (``<results>/layers``); returns the files written."""
    paths: list[Any] = []
    for d in run_dirs(out_dir):
        if (d / LAYERS_CSV).is_file():
            paths += energy_by_layer(d)
    return paths + breakdown(out_dir) + whole_vs_sum(out_dir)
