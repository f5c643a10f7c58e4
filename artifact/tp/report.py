"""The report of a tensor-parallel run (artifact.tp.explain): CSVs, tp_energy_report.json, two figures and
the run directory's SHA256SUMS (docs/SCHEMAS.md, "Tensor-parallel runs").

    report/ranks.csv              per GPU: measured and predicted energy, the communication's share and waiting
    report/kernels.csv            every rank's unique kernels (the single-GPU table, with ``gpu_rank``)
    report/collectives.csv        per rank and collective kernel: traced time, pair time, waiting, energy
    report/tp_energy_report.json  the same totals as JSON
    report/figures/gantt.{png,pdf}   every GPU's activities of the profiled inference on one time axis by tier
    report/figures/power.{png,pdf}   each GPU's power during the energy window (its own time axis)
    report/figures/energy.{png,pdf}  per GPU: measured (95 % CI) beside predicted, stacked by part
    report/report.html            one self-contained page (artifact.tp.page)
    SHA256SUMS                    every file of the run directory
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..layout import TpRunDirs
from ..results.checksums import write_sums
from ..results.figstyle import OKABE_ITO, legend_beside, save, style
from ..schema.base import write
from ..schema.trace_reports import TpEnergyReport
from ..traces.report import GAP_COLOR, TIER_COLOR, UNCOUNTED_COLOR, _csv
from ..traces.tiers import TIERS
from .explain import TpExplanation, aligned_activities, explain_tp, power_timelines
from .page import POWER_COLORS, _gpus, write_run_page

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


def gantt(tp: TpExplanation, base: Path) -> tuple[list[Path], dict[str, Any]]:
    """Every rank's GPU activities of the profiled inference on one time axis (aligned: tpexplain.align), one
    lane per (rank, tier). The power of the energy window is another time span: power_figure draws it apart.
    Returns the paths and the alignment."""
    aligned = aligned_activities(tp)
    lanes = [(r, tier) for r in sorted(aligned.activities) for tier in TIERS]
    span_us = max(a.start_us + a.dur_us for acts in aligned.activities.values() for a in acts)
    with style() as plt:
        fig, ax = plt.subplots(figsize=(9.5, 1.2 + 0.32 * len(lanes) + 0.8))
        for y, (rank, tier) in enumerate(lanes):
            bars = [(a.start_us * 1e-3, a.dur_us * 1e-3) for a in aligned.activities[rank] if a.tier == tier]
            if bars:
                ax.broken_barh(bars, (y - 0.4, 0.8), facecolors=TIER_COLOR[tier], edgecolors=TIER_COLOR[tier],
                               linewidth=0.3)
        ax.set_yticks(range(len(lanes)))
        ax.set_yticklabels([f"GPU {r}: {tier}" for r, tier in lanes], fontsize=8)
        ax.set_ylim(len(lanes) - 0.4, -0.6)
        ax.set_xlim(0, max(span_us, 1.0) * 1.01e-3)
        ax.set_xlabel("time of the profiled inference (ms)" + ("; the ranks' clocks aligned at the end of the barrier's "
                                                                "all-reduce" if len(tp.ranks) > 1 else ""))
        s = tp.ranks[0].info.settings
        mode = "tensor parallel over" if len(tp.ranks) > 1 else "on"
        ax.set_title(f"{s.model} {s.phase}, {mode} {_gpus(len(tp.ranks))}: one profiled inference")
        ax.grid(axis="y", visible=False)
        fig.tight_layout()
        paths = save(fig, base)
    return paths, {"anchor": aligned.anchor, "clock_offsets_us": {str(k): v for k, v in aligned.clock_offsets_us.items()}}


def power_figure(tp: TpExplanation, base: Path) -> list[Path]:
    """Each GPU's board power during the energy window (the phase run repeatedly by every GPU at once,
    after the profile), seconds from the window's first sample; [] without timelines."""
    power = power_timelines(tp)
    if not power:
        return []
    with style() as plt:
        fig, ax = plt.subplots(figsize=(8.4, 3.4))
        for i, (rank, samples) in enumerate(sorted(power.items())):
            ax.plot([t for t, _ in samples], [w for _, w in samples], color=POWER_COLORS[i % len(POWER_COLORS)],
                    linewidth=1.0, label=f"GPU {rank}")
        ax.set_xlabel("time from the energy window's first sample (s): the phase repeated by every GPU at once")
        ax.set_ylabel("board power (W)")
        ax.set_ylim(bottom=0)
        ax.set_title(f"{tp.root.name}: power during the energy measurement")
        ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
        return save(fig, base)


def energy_bars(tp: TpExplanation, base: Path) -> list[Path]:
    """Per GPU: the measured energy per run (95 % CI; hatched where flagged) beside the prediction stacked
    by part; a GPU whose kernels were not replayed has no prediction (an empty frame says so)."""
    parts = [("kernels_energy_mj", "kernels (replayed)", OKABE_ITO["blue"], None),
             ("uncounted_energy_estimate_mj", "kernels not replayed (at mean power)", "white", UNCOUNTED_COLOR),
             ("collectives_energy_mj", "collectives (pair-measured)", OKABE_ITO["vermillion"], None),
             ("gaps_energy_mj", "gaps and waiting x hot idle", GAP_COLOR, None)]
    with style() as plt:
        fig, ax = plt.subplots(figsize=(7.8, 4.2))
        labels: list[str] = []
        flagged = 0
        for g, r in enumerate(tp.ranks):
            t, energy = r.totals, r.energy or {}
            x = 2.5 * g
            if t["measured_energy_mj"] is not None:
                bar = ax.bar(x, t["measured_energy_mj"], color=OKABE_ITO["black"], width=0.8,
                             label="measured (NVML, per run; bar: 95 % CI)" if g == 0 else None)[0]
                ci = energy.get("ci_half_width_rel")
                if isinstance(ci, (int, float)):
                    ax.errorbar([x], [t["measured_energy_mj"]], yerr=[t["measured_energy_mj"] * ci], fmt="none",
                                ecolor=OKABE_ITO["grey"], capsize=4)
                if energy.get("flagged"):
                    bar.set_hatch("xx")
                    bar.set_edgecolor(OKABE_ITO["grey"])
                    flagged += 1
            if t["predicted_mj"] is None:
                top = t["measured_energy_mj"] or 1.0
                ax.bar(x + 1, top, width=0.8, color="none", edgecolor=OKABE_ITO["grey"], ls="--")
                ax.text(x + 1, top / 2, "not predicted:\nno kernel\nreplayed" if not t["counted_kernels"] else
                        "not predicted", ha="center", va="center", fontsize=7.5, rotation=90)
            else:
                bottom = 0.0
                for key, label, color, edge in parts:
                    value = t[key]
                    if value:
                        ax.bar(x + 1, value, bottom=bottom, color=color, edgecolor=edge or color,
                               hatch="///" if edge else None, width=0.8, label=label)
                        bottom += value
                ax.annotate(f"{t['predicted_over_measured']:.3f} of measured", (x + 1, bottom), xytext=(0, 3),
                            textcoords="offset points", ha="center", fontsize=7.5)
            labels.append(f"GPU {r.rank}")
        ax.set_xticks([2.5 * g + 0.5 for g in range(len(labels))])
        ax.set_xticklabels([f"{n}\nmeasured | predicted" for n in labels], fontsize=8)
        ax.set_ylabel("energy per run (mJ)")
        tt = tp.totals
        ratio = tt["predicted_over_measured"]
        ax.set_title(f"{tp.root.name}: {_mj(tt['measured_energy_mj'])} measured in all"
                     + (f", predicted / measured {ratio:.3f}" if ratio is not None else ", not predicted"), fontsize=9)
        legend_beside(ax, flagged)
        return save(fig, base)


def _mj(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f} mJ"


def write_tp_report(root: Path, tables: bool = True) -> list[Path]:
    """Every report file of the tensor-parallel run at ``root`` (module description), then its SHA256SUMS;
    with ``tables`` False the CSVs and tp_energy_report.json are kept as they are (figures and page only)."""
    root = Path(root)
    tp = explain_tp(root)
    dirs = TpRunDirs(root)
    out = dirs.report
    paths = [out / "ranks.csv", out / "kernels.csv", out / "collectives.csv", dirs.energy_report]
    figures, alignment = gantt(tp, dirs.figures / "gantt")
    if tables:
        _csv(paths[0], [r.totals for r in tp.ranks], RANK_COLUMNS)
        _csv(paths[1], [{"gpu_rank": r.rank, **k} for r in tp.ranks for k in r.ex.kernels])
        _csv(paths[2], [c for r in tp.ranks for c in r.collectives], COLLECTIVE_COLUMNS)
        report = tp.report()
        report["gantt"] = alignment
        write(paths[3], TpEnergyReport.from_plain(report))
    else:
        paths = []
    paths += figures
    paths += energy_bars(tp, dirs.figures / "energy")
    made = power_figure(tp, dirs.figures / "power")
    if not made:
        for ext in ("png", "pdf"):
            (dirs.figures / f"power.{ext}").unlink(missing_ok=True)
    paths += made
    paths.append(write_run_page(tp))
    write_sums(root)
    return paths
