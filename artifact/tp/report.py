"""The report of a tensor-parallel run (artifact.tp.explain): CSVs, tp_energy_report.json, two figures and
the run directory's SHA256SUMS (docs/SCHEMAS.md, "Tensor-parallel runs").

    report/ranks.csv              per GPU: measured and predicted energy, the communication's share and waiting
    report/kernels.csv            every rank's unique kernels (the single-GPU table, with ``gpu_rank``)
    report/collectives.csv        per rank and collective kernel: traced time, pair time, waiting, energy
    report/tp_energy_report.json  the same totals as JSON
    report/figures/gantt.{png,pdf}   both GPUs' activities on one time axis by tier, the power timelines beneath
    report/figures/energy.{png,pdf}  per GPU and in all: measured beside predicted, stacked by part
    SHA256SUMS                    every file of the run directory
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..atomic import write_json
from ..layout import TpRunDirs
from ..results.checksums import write_sums
from ..results.figstyle import OKABE_ITO, save, style
from ..traces.report import GAP_COLOR, TIER_COLOR, UNCOUNTED_COLOR, _csv
from ..traces.tiers import TIERS
from .explain import TpExplanation, aligned_activities, explain_tp, power_timelines

RANK_COLUMNS = ["rank", "gpu_index", "gpu_uuid", "measured_energy_mj", "measured_time_ms", "avg_power_w", "repeats",
                "predicted_mj", "predicted_over_measured", "kernels_energy_mj", "uncounted_energy_estimate_mj",
                "collectives_energy_mj", "gaps_energy_mj", "gap_us", "hot_idle_power_w", "hot_idle_source",
                "kernel_time_us", "gpu_busy_us", "barrier_time_us", "collective_time_us", "collective_share",
                "collective_pair_time_us", "collective_pair_share", "collective_waiting_us",
                "collective_waiting_share", "collectives", "collectives_paired", "unique_kernels", "counted_kernels",
                "counted_time_us", "coverage", "kernels_mean_power_w", "uncounted_time_us", "wall_time_ms",
                "profiled_wall_time_ms"]
COLLECTIVE_COLUMNS = ["gpu_rank", "key", "kernel", "role", "numel", "dtype", "count", "trace_time_us_total",
                      "pair_time_per_call_us", "pair_energy_per_call_mj", "pair_time_us", "waiting_us",
                      "waiting_share", "energy_mj", "energy_source"]
POWER_COLORS = [OKABE_ITO["vermillion"], OKABE_ITO["sky"], OKABE_ITO["green"], OKABE_ITO["purple"],
                OKABE_ITO["orange"], OKABE_ITO["blue"], OKABE_ITO["black"], OKABE_ITO["yellow"]]


def gantt(tp: TpExplanation, base: Path) -> tuple[list[Path], dict[str, Any]]:
    """Top: every rank's GPU activities of the profiled inference on one time axis (aligned: tpexplain.align),
    one lane per (rank, tier); beneath: each GPU's power during the energy window (its own axis: the
    window is the phase repeated, after the profiled inference). Returns the paths and the alignment."""
    aligned = aligned_activities(tp)
    power = power_timelines(tp)
    lanes = [(r, tier) for r in sorted(aligned.activities) for tier in TIERS]
    span_us = max(a.start_us + a.dur_us for acts in aligned.activities.values() for a in acts)
    with style() as plt:
        fig, (ax, bx) = plt.subplots(2, 1, figsize=(9.5, 2.0 + 0.32 * len(lanes) + 2.2),
                                     gridspec_kw={"height_ratios": [0.32 * len(lanes) + 0.8, 2.2]})
        for y, (rank, tier) in enumerate(lanes):
            bars = [(a.start_us * 1e-3, a.dur_us * 1e-3) for a in aligned.activities[rank] if a.tier == tier]
            if bars:
                ax.broken_barh(bars, (y - 0.4, 0.8), facecolors=TIER_COLOR[tier], edgecolors=TIER_COLOR[tier],
                               linewidth=0.3)
        ax.set_yticks(range(len(lanes)))
        ax.set_yticklabels([f"GPU {r}: {tier}" for r, tier in lanes], fontsize=7)
        ax.set_ylim(len(lanes) - 0.4, -0.6)
        ax.set_xlim(0, max(span_us, 1.0) * 1.01e-3)
        ax.set_xlabel("time (ms); the ranks' clocks aligned at the end of the barrier's all-reduce")
        s = tp.ranks[0].info.settings
        ax.set_title(f"{s.model} {s.phase}, tensor parallel over {len(tp.ranks)} GPUs: one profiled inference")
        ax.grid(axis="y", visible=False)
        for i, (rank, samples) in enumerate(sorted(power.items())):
            bx.plot([t for t, _ in samples], [w for _, w in samples], color=POWER_COLORS[i % len(POWER_COLORS)],
                    linewidth=1.0, label=f"GPU {rank}")
        bx.set_xlabel("time from the energy window's first sample (s): the phase run repeatedly by every GPU at once")
        bx.set_ylabel("power (W)")
        if power:
            bx.legend(loc="lower right", frameon=False)
        paths = save(fig, base)
    return paths, {"anchor": aligned.anchor, "clock_offsets_us": {str(k): v for k, v in aligned.clock_offsets_us.items()}}


def energy_bars(tp: TpExplanation, base: Path) -> list[Path]:
    """Per GPU and in all: the measured energy per run beside the prediction stacked by part."""
    parts = [("kernels_energy_mj", "kernels (replayed)", OKABE_ITO["blue"], None),
             ("uncounted_energy_estimate_mj", "kernels not replayed (at mean power)", "white", UNCOUNTED_COLOR),
             ("collectives_energy_mj", "collectives (pair-measured)", OKABE_ITO["vermillion"], None),
             ("gaps_energy_mj", "gaps and waiting x hot idle", GAP_COLOR, None)]
    groups = [(f"GPU {r.rank}", r.totals) for r in tp.ranks]
    with style() as plt:
        fig, ax = plt.subplots(figsize=(7.5, 4.2))
        labels: list[str] = []
        for g, (name, t) in enumerate(groups):
            x = 2.5 * g
            if t["measured_energy_mj"] is not None:
                ax.bar(x, t["measured_energy_mj"], color=OKABE_ITO["black"], width=0.8,
                       label="measured (NVML, per run)" if g == 0 else None)
            bottom = 0.0
            for key, label, color, edge in parts:
                value = t[key]
                if value:
                    ax.bar(x + 1, value, bottom=bottom, color=color, edgecolor=edge or color,
                           hatch="///" if edge else None, width=0.8, label=label if g == 0 else None)
                    bottom += value
            labels.append(name)
        ax.set_xticks([2.5 * g + 0.5 for g in range(len(groups))])
        ax.set_xticklabels([f"{n}\nmeasured | predicted" for n in labels], fontsize=8)
        ax.set_ylabel("energy per run (mJ)")
        tt = tp.totals
        ratio = tt["predicted_over_measured"]
        ax.set_title(f"{tp.root.name}: {_mj(tt['measured_energy_mj'])} measured in all"
                     + (f", predicted / measured {ratio:.3f}" if ratio is not None else ""), fontsize=9)
        ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), frameon=False)
        ax.grid(axis="x", visible=False)
        return save(fig, base)


def _mj(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f} mJ"


def write_tp_report(root: Path) -> list[Path]:
    """Every report file of the tensor-parallel run at ``root`` (module description), then its SHA256SUMS."""
    root = Path(root)
    tp = explain_tp(root)
    dirs = TpRunDirs(root)
    out = dirs.report
    paths = [out / "ranks.csv", out / "kernels.csv", out / "collectives.csv", out / "tp_energy_report.json"]
    _csv(paths[0], [r.totals for r in tp.ranks], RANK_COLUMNS)
    _csv(paths[1], [{"gpu_rank": r.rank, **k} for r in tp.ranks for k in r.ex.kernels])
    _csv(paths[2], [c for r in tp.ranks for c in r.collectives], COLLECTIVE_COLUMNS)
    figures, alignment = gantt(tp, dirs.figures / "gantt")
    report = tp.report()
    report["gantt"] = alignment
    write_json(paths[3], report)
    paths += figures
    paths += energy_bars(tp, dirs.figures / "energy")
    write_sums(root)
    return paths
