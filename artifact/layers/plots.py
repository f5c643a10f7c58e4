"""Figures of measured pipelines (matplotlib), from the tables of :mod:`artifact.layers.tables`:

* ``<run>/energy_by_layer``: each phase's energy per inference (count x energy per call), bars in
  forward order with their 95 % CIs, flagged records hatched (the largest 40 where there are more);
* ``breakdown``: per pipeline run, its sequential energy (log axis) and the share of each layer kind;
* ``whole_vs_sum``: per pipeline run with a whole measurement, whole / sum of layers for time and
  energy, graph and eager (bars from parity on a log axis, with their spread).

Each as .png and .pdf (:func:`artifact.results.figstyle.save`).
"""

from __future__ import annotations

import csv
import json
import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..results.figstyle import CYCLE, OKABE_ITO, plain_log_ticks, save, style
from .compose import LAYERS_CSV, SUMMARY_CSV, run_dirs
from .pipelines import KINDS

KIND_COLOR = {k: CYCLE[i % len(CYCLE)] for i, k in enumerate(KINDS)}


def _read(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


MAX_BARS = 40  # a run of more phases shows its largest, the rest summed in one bar


def _record(run_dir: Path, layer: str) -> dict[str, Any]:
    path = run_dir / f"{layer}.json"
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def energy_by_layer(run_dir: Path) -> list[Path]:
    """Each phase's energy per inference (count x energy per call), in forward order top to bottom, with the
    95 % CI of its record; flagged records hatched. Past MAX_BARS phases, the largest are shown and the
    others summed in one bar."""
    rows = _read(run_dir / LAYERS_CSV)
    energy = [float(r["phase_energy_mj"]) for r in rows]
    keep = set(sorted(range(len(rows)), key=lambda i: -energy[i])[:MAX_BARS]) if len(rows) > MAX_BARS else set(range(len(rows)))
    shown = [i for i in range(len(rows)) if i in keep]
    rest = [i for i in range(len(rows)) if i not in keep]
    labels = [f"{rows[i]['phase']} (x{rows[i]['count']})" if rows[i]["count"] not in ("", "1") else rows[i]["phase"]
              for i in shown]
    values = [energy[i] for i in shown]
    recs = [_record(run_dir, rows[i]["layer"]) for i in shown]
    errors = [v * float(r.get("energy_ci_rel") or 0.0) for v, r in zip(values, recs)]
    flagged = [bool(r.get("flagged")) for r in recs]
    colors = [KIND_COLOR.get(rows[i]["kind"], OKABE_ITO["grey"]) for i in shown]
    if rest:
        labels.append(f"the other {len(rest)} phases")
        values.append(sum(energy[i] for i in rest))
        errors.append(0.0)
        flagged.append(False)
        colors.append(OKABE_ITO["grey"])
    with style() as plt:
        fig, ax = plt.subplots(figsize=(7.6, 1.3 + 0.19 * len(labels)))
        y = list(range(len(labels)))
        bars = ax.barh(y, values, xerr=errors, color=colors, error_kw={"elinewidth": 0.8, "capsize": 2})
        for bar, f in zip(bars, flagged):
            if f:
                bar.set_hatch("xx")
                bar.set_edgecolor("white")
        ax.set_yticks(y)
        ax.set_yticklabels(labels, fontsize=7.5)
        ax.invert_yaxis()
        ax.set_xlabel("energy per inference (mJ): energy per call x calls")
        total = sum(energy)
        ax.set_title(f"{run_dir.name}: {len(rows)} phases, {total:.1f} mJ in all" + (
            f" (the {len(shown)} largest shown)" if rest else ""), fontsize=10)
        from matplotlib.patches import Patch

        kinds = [k for k in KINDS if any(r["kind"] == k for r in rows)]
        handles = [Patch(color=KIND_COLOR.get(k, OKABE_ITO["grey"]), label=k) for k in kinds]
        if any(flagged):
            handles.append(Patch(facecolor=OKABE_ITO["grey"], hatch="xx", edgecolor="white",
                                 label=f"flagged record ({sum(flagged)})"))
        ax.legend(handles=handles, loc="lower right", fontsize=7.5, title="bars: 95 % CI", title_fontsize=7)
        ax.grid(axis="y", visible=False)
        return save(fig, run_dir / "energy_by_layer")


def breakdown(out_dir: Path) -> list[Path]:
    """Per run: its sequential energy per inference (log axis, with its spread where summary.csv has it),
    and beside it the share of each layer kind (every run readable whatever its size)."""
    runs = [d for d in run_dirs(out_dir) if (d / LAYERS_CSV).is_file()]
    if not runs:
        return []
    std = {}
    if (out_dir / SUMMARY_CSV).is_file():
        for r in _read(out_dir / SUMMARY_CSV):
            name = f"{r['pipeline']}-{r['dtype']}"
            if r.get("sequential_energy_std_mj"):
                std[name] = float(r["sequential_energy_std_mj"])
    by_kind: dict[str, list[float]] = {k: [] for k in KINDS}
    totals = []
    for d in runs:
        rows = _read(d / LAYERS_CSV)
        for k in KINDS:
            by_kind[k].append(sum(float(r["phase_energy_mj"]) for r in rows if r["kind"] == k))
        totals.append(sum(float(r["phase_energy_mj"]) for r in rows))
    with style() as plt:
        fig, (ax, bx) = plt.subplots(1, 2, figsize=(11.0, 1.4 + 0.36 * len(runs)), sharey=True,
                                     gridspec_kw={"width_ratios": [1, 1.3]})
        y = list(range(len(runs)))
        ax.barh(y, totals, xerr=[2 * std.get(d.name, 0.0) for d in runs], color=OKABE_ITO["blue"],
                error_kw={"elinewidth": 0.8, "capsize": 2})
        ax.set_xscale("log")
        plain_log_ticks(ax, "x", subs=(1.0,))
        for yy, v in zip(y, totals):
            ax.annotate(f"{v:,.0f}" if v >= 100 else f"{v:.1f}", (v, yy), xytext=(3, 0), textcoords="offset points",
                        va="center", fontsize=7)
        ax.set_yticks(y)
        ax.set_yticklabels([d.name for d in runs], fontsize=8)
        ax.invert_yaxis()
        ax.set_xlabel("sequential energy per inference (mJ, log scale)")
        left = [0.0] * len(runs)
        for kind, values in by_kind.items():
            shares = [v / t if t else 0.0 for v, t in zip(values, totals)]
            if any(shares):
                bx.barh(y, shares, left=left, color=KIND_COLOR.get(kind, OKABE_ITO["grey"]), label=kind)
                left = [a + b for a, b in zip(left, shares)]
        from matplotlib.ticker import PercentFormatter

        bx.set_xlim(0, 1)
        bx.xaxis.set_major_formatter(PercentFormatter(1.0))
        bx.set_xlabel("share of the sequential energy by layer kind")
        bx.legend(loc="upper left", bbox_to_anchor=(1.01, 1), fontsize=8, frameon=False)
        for a in (ax, bx):
            a.grid(axis="y", visible=False)
        fig.suptitle("Per run: the sum of its layers' energy, and what kind of layer spends it", fontsize=10)
        fig.tight_layout()
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
        fig, ax = plt.subplots(figsize=(max(6.0, 1.2 * len(rows) + 2.5), 3.8))
        for i, name in enumerate(series):
            xs = [j + (i - (len(series) - 1) / 2) * width for j in range(len(rows))]
            values = [_ratios(r).get(name, math.nan) for r in rows]
            what, mode = name.split(" (")[0], name.split("(")[1].rstrip(")")
            errs = [2 * float(r.get(f"whole_{mode}_{what}_ratio_std") or 0.0) for r in rows]
            # bars from parity, on a log axis: up where the whole costs more than its layers alone
            ax.bar(xs, [v - 1 for v in values], bottom=1, width=width, label=name, yerr=errs,
                   error_kw={"elinewidth": 0.8, "capsize": 2})
            for x, v in zip(xs, values):
                if math.isfinite(v):
                    ax.annotate(f"{v:.2f}", (x, v), xytext=(0, 2 if v >= 1 else -9), textcoords="offset points",
                                ha="center", fontsize=6.5)
        ax.axhline(1.0, color="black", linewidth=0.8)
        ax.set_yscale("log")
        plain_log_ticks(ax)
        ax.set_xticks(range(len(rows)))
        ax.set_xticklabels([f"{r['pipeline']} {r['dtype']}" for r in rows], rotation=30, ha="right")
        ax.set_ylabel("whole / sum of layers (log)")
        ax.set_title("Whole model against the sum of its layers (bars from parity; error bars: 2 x std of the ratio)",
                     fontsize=9.5)
        ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1), frameon=False)
        return save(fig, out_dir / "whole_vs_sum")


def plot_all(out_dir: Path) -> list[Any]:
    """Every figure of the runs under ``out_dir`` (``<results>/layers``); returns the files written."""
    paths: list[Any] = []
    for d in run_dirs(out_dir):
        if (d / LAYERS_CSV).is_file():
            paths += energy_by_layer(d)
    return paths + breakdown(out_dir) + whole_vs_sum(out_dir)
