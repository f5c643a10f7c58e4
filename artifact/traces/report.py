"""The report of a kernel-trace run (artifact.traces.run): CSVs, gpu_energy_report.json, two figures and
the run directory's SHA256SUMS (docs/SCHEMAS.md, "Kernel trace runs").

    report/kernels.csv            one row per unique kernel (artifact.traces.explain's table)
    report/tiers.csv              per tier: kernels, traced time, energy of the counted kernels, the rest
    report/whole.csv              per whole-model variant: measured against predicted
    report/gpu_energy_report.json the same totals as JSON
    report/figures/gantt.{png,pdf}         one inference's GPU activities on a time axis, by tier
    report/figures/energy_stack.{png,pdf}  measured whole against predicted, stacked by part (and the
                                           diagnostic prediction with the profiled trace's gaps)
    SHA256SUMS                    every file of the run directory (the trace and records included)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from ..atomic import write_json, write_text
from ..results.checksums import write_sums
from ..results.figstyle import OKABE_ITO, save, style
from .explain import Explanation, explain
from .run import RunInfo, load_run
from .tiers import TIERS
from .trace import activities

TIER_COLOR = {"gemm": OKABE_ITO["blue"], "library": OKABE_ITO["orange"], "copy/memset": OKABE_ITO["green"],
              "collective": OKABE_ITO["vermillion"]}
GAP_COLOR = OKABE_ITO["grey"]
UNCOUNTED_COLOR = OKABE_ITO["purple"]
WHOLE_LABEL = {"eager": "measured: eager", "graph": "measured: CUDA graph"}


def _csv(path: Path, rows: list[dict[str, Any]], columns: list[str] | None = None) -> None:
    write_text(path, pd.DataFrame(rows, columns=columns).to_csv(index=False, float_format="%.6g"))


def whole_rows(ex: Explanation) -> list[dict[str, Any]]:
    t = ex.totals
    rows = []
    for variant, w in ex.whole.items():
        rows.append({
            "variant": variant, "status": w["status"], "reason": w.get("reason") or "",
            "measured_energy_mj": w["energy_mj"], "measured_time_ms": w["time_ms"], "energy_cv": w["energy_cv"],
            "flagged": w["flagged"], "predicted_mj": w["predicted_mj"],
            "predicted_over_measured": w["predicted_over_measured"], "rest_mj": w["rest_mj"],
            "kernels_energy_mj": t["kernels_energy_mj"], "uncounted_energy_estimate_mj": t["uncounted_energy_estimate_mj"],
            "coverage": t["coverage"], "gap_us": w["gap_us"], "gaps_energy_mj": w["gaps_energy_mj"],
            "hot_idle_power_w": t["hot_idle_power_w"], "gpu_busy_us": t["gpu_busy_us"],
            "predicted_trace_gaps_mj": w["predicted_trace_gaps_mj"],
            "trace_gaps_over_measured": w["trace_gaps_over_measured"], "trace_gap_us": t["trace_gap_us"],
            "trace_gaps_energy_mj": t["trace_gaps_energy_mj"],
            "predicted_rotate_mj": w.get("predicted_rotate_mj"),
            "predicted_rotate_over_measured": w.get("predicted_rotate_over_measured"),
        })
    return rows


WHOLE_COLUMNS = ["variant", "status", "reason", "measured_energy_mj", "measured_time_ms", "energy_cv", "flagged",
                 "predicted_mj", "predicted_over_measured", "rest_mj", "kernels_energy_mj",
                 "uncounted_energy_estimate_mj", "coverage", "gap_us", "gaps_energy_mj", "hot_idle_power_w",
                 "gpu_busy_us", "predicted_trace_gaps_mj", "trace_gaps_over_measured", "trace_gap_us",
                 "trace_gaps_energy_mj", "predicted_rotate_mj", "predicted_rotate_over_measured"]


def gantt(info: RunInfo, base: Path) -> list[Path]:
    """The trace's GPU activities on one time axis (ms from the first), one lane per tier."""
    acts = activities(info.trace)
    t0 = min(a.start_us for a in acts)
    span_us = max(a.start_us + a.dur_us for a in acts) - t0
    with style() as plt:
        fig, ax = plt.subplots(figsize=(9.0, 2.8))
        lanes = list(TIERS)
        for y, tier in enumerate(lanes):
            bars = [((a.start_us - t0) * 1e-3, a.dur_us * 1e-3) for a in acts if a.tier == tier]
            if bars:
                ax.broken_barh(bars, (y - 0.4, 0.8), facecolors=TIER_COLOR[tier], edgecolors=TIER_COLOR[tier],
                               linewidth=0.3)
        ax.set_yticks(range(len(lanes)))
        ax.set_yticklabels(lanes)
        ax.set_ylim(-0.6, len(lanes) - 0.4)
        ax.set_xlim(0, max(span_us, 1.0) * 1.01e-3)
        ax.set_xlabel("time from the first GPU activity (ms)")
        s = info.settings
        ax.set_title(f"{s.model} {s.phase}: {len(acts)} GPU activities, one inference (torch.profiler)")
        ax.grid(axis="y", visible=False)
        return save(fig, base)


def _predicted_bar(ax: Any, x: int, ex: Explanation, gaps_mj: float, gaps_label: str, legend: bool) -> None:
    """One predicted bar: the counted kernels by tier, the kernels not replayed, then the gaps."""
    t = ex.totals
    bottom = 0.0
    for tier in ex.tiers:
        if tier["energy_mj"]:
            ax.bar(x, tier["energy_mj"], bottom=bottom, color=TIER_COLOR[tier["tier"]], width=0.6,
                   label=f"{tier['tier']} kernels (replayed)" if legend else None)
            bottom += tier["energy_mj"]
    if t["uncounted_energy_estimate_mj"]:
        ax.bar(x, t["uncounted_energy_estimate_mj"], bottom=bottom, color="white", edgecolor=UNCOUNTED_COLOR,
               hatch="///", width=0.6, label="kernels not replayed (at mean power)" if legend else None)
        bottom += t["uncounted_energy_estimate_mj"]
    if gaps_mj:
        ax.bar(x, gaps_mj, bottom=bottom, color=GAP_COLOR, width=0.6, label=gaps_label)


def energy_stack(ex: Explanation, base: Path) -> list[Path]:
    """Per measured variant: the measured energy per inference beside the prediction (kernels + the gaps of
    the measured time), stacked by part; last, the diagnostic prediction with the profiled trace's gaps."""
    t = ex.totals
    with style() as plt:
        fig, ax = plt.subplots(figsize=(7.2, 4.2))
        labels: list[str] = []
        legend = True
        for variant, w in ex.whole.items():
            if w["energy_mj"] is None:
                continue
            ax.bar(len(labels), w["energy_mj"], color=OKABE_ITO["black"], width=0.6)
            labels.append(WHOLE_LABEL[variant])
            if w["predicted_mj"] is not None:
                _predicted_bar(ax, len(labels), ex, w["gaps_energy_mj"] or 0.0,
                               "gaps of the measured time x hot idle", legend)
                labels.append(f"predicted: {variant}")
                legend = False
        if t["predicted_trace_gaps_mj"] is not None:
            _predicted_bar(ax, len(labels), ex, 0.0, "", legend)
            ax.bar(len(labels), t["trace_gaps_energy_mj"], bottom=t["all_kernels_energy_mj"], color="white",
                   edgecolor=GAP_COLOR, hatch="..", width=0.6, label="gaps of the profiled trace x hot idle")
            labels.append("with the trace's gaps\n(diagnostic)")
        ax.set_xticks(range(len(labels)))
        ax.set_xticklabels(labels, fontsize=8)
        ax.set_ylabel("energy per inference (mJ)")
        coverage = t["coverage"]
        ax.set_title(f"{ex.run['name']}: replayed {100 * coverage:.0f} % of kernel time" if coverage is not None
                     else ex.run["name"])
        ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), frameon=False)
        ax.grid(axis="x", visible=False)
        return save(fig, base)


def write_report(root: Path) -> list[Path]:
    """Every report file of the run at ``root`` (module description), then its SHA256SUMS."""
    info = load_run(root)
    ex = explain(info)
    out = info.dirs.report
    paths = [out / "kernels.csv", out / "tiers.csv", out / "whole.csv", out / "gpu_energy_report.json"]
    _csv(paths[0], ex.kernels)
    _csv(paths[1], ex.tiers)
    _csv(paths[2], whole_rows(ex), WHOLE_COLUMNS)
    write_json(paths[3], ex.report())
    paths += gantt(info, info.dirs.figures / "gantt")
    paths += energy_stack(ex, info.dirs.figures / "energy_stack")
    write_sums(info.dirs.root)
    return paths
