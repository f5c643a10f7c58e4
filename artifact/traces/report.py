"""The report of a kernel-trace run (artifact.traces.run): CSVs, gpu_energy_report.json, two figures and
the run directory's SHA256SUMS (docs/SCHEMAS.md, "Kernel trace runs").

    report/kernels.csv            one row per unique kernel (artifact.traces.explain's table)
    report/tiers.csv              per tier: kernels, traced time, energy of the counted kernels, the rest
    report/whole.csv              per whole-model variant: measured against predicted
    report/gpu_energy_report.json the same totals as JSON
    report/figures/gantt.{png,pdf}         one inference's GPU activities on a time axis, by tier; a zoomed
                                           decode step (or layer) with the top kernels named; the power
                                           and SM clock beneath where counters were sampled
    report/figures/energy_stack.{png,pdf}  measured whole (95 % CI, flagged hatched) against predicted,
                                           stacked by part (and the diagnostic with the trace's gaps)
    report/figures/power.{png,pdf}         the whole-model measurements' power timelines
    report/perfetto.json.gz       the trace for ui.perfetto.dev (artifact.traces.perfetto)
    report/report.html            one self-contained page (artifact.traces.page)
    SHA256SUMS                    every file of the run directory (the trace and records included)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..atomic import write_text
from ..results.checksums import write_sums
from ..results.figstyle import CAP_LINE, OKABE_ITO, legend_beside, save, style
from ..schema.base import write
from ..schema.trace_reports import GpuEnergyReport
from . import perfetto
from .explain import Explanation, explain
from .page import short_name, write_page
from .run import RunInfo, load_run, read_whole
from .tiers import TIERS
from .trace import Activity, activities

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


@dataclass(frozen=True)
class Zoom:
    start_us: float
    end_us: float
    label: str


def zoom_window(acts: list[Activity], phase: str, decode_tokens: int) -> Zoom:
    """One decode step (between two launches of the kernel that runs once a token, the longest such), or in
    a prefill one repetition of the GEMM launched the fewest times, at least three (about one layer); else
    the middle tenth."""
    kernels = [a for a in acts if a.category == "kernel"]
    by_name: dict[str, list[Activity]] = {}
    for a in kernels:
        by_name.setdefault(a.name, []).append(a)
    if phase == "decode" and decode_tokens >= 2:
        once = [(sum(a.dur_us for a in v), k) for k, v in by_name.items() if len(v) == decode_tokens]
        if once:
            occ = by_name[max(once)[1]]
            i = len(occ) // 2
            return Zoom(occ[i - 1].start_us + occ[i - 1].dur_us, occ[i].start_us + occ[i].dur_us,
                        f"decode step {i + 1} of {len(occ)} (from one launch of {short_name(occ[i].name)} to the next)")
    # the GEMM launched the fewest times, at least 3 (once a layer), the longest of those
    gemms = [(-len(v), sum(a.dur_us for a in v), k) for k, v in by_name.items() if len(v) >= 3 and v[0].tier == "gemm"]
    if gemms:
        occ = by_name[max(gemms)[2]]
        i = len(occ) // 2
        return Zoom(occ[i - 1].start_us, occ[i].start_us,
                    f"one repetition of {short_name(occ[i].name)}, {i} of {len(occ)} (about one layer)")
    t0, t1 = min(a.start_us for a in acts), max(a.start_us + a.dur_us for a in acts)
    return Zoom(t0 + 0.45 * (t1 - t0), t0 + 0.55 * (t1 - t0), "the middle tenth of the inference")


def _lanes(ax: Any, acts: list[Activity], t0: float, lanes: list[str]) -> None:
    for y, tier in enumerate(lanes):
        bars = [((a.start_us - t0) * 1e-3, a.dur_us * 1e-3) for a in acts if a.tier == tier]
        if bars:
            ax.broken_barh(bars, (y - 0.4, 0.8), facecolors=TIER_COLOR[tier], edgecolors=TIER_COLOR[tier], linewidth=0.3)
    ax.set_yticks(range(len(lanes)))
    ax.set_yticklabels(lanes)
    ax.set_ylim(len(lanes) - 0.4, -0.6)
    ax.grid(axis="y", visible=False)


def top_kernels(ex: Explanation | None, acts: list[Activity], n: int = 8) -> list[tuple[str, float]]:
    """The names of the ``n`` kernels of most traced time, with their share of all kernel time."""
    totals: dict[str, float] = {}
    if ex is not None:
        for r in ex.kernels:  # one name may be several unique kernels (launch shapes): summed
            totals[str(r["kernel"])] = totals.get(str(r["kernel"]), 0.0) + float(r["trace_time_us_total"])
    else:
        for a in acts:
            totals[a.name] = totals.get(a.name, 0.0) + a.dur_us
    whole = sum(totals.values()) or 1.0
    return [(k, v / whole) for k, v in sorted(totals.items(), key=lambda kv: -kv[1])[:n]]


def read_counters(info: RunInfo) -> tuple[list[float], list[float], list[float]] | None:
    """(trace ts in us, power W, SM clock MHz) sampled during the profile (artifact.traces.counters), or None."""
    from ..atomic import read_json as _read
    from ..schema.base import read
    from ..schema.trace_counters import TraceCounters

    path = info.dirs.counters
    if not path.is_file():
        return None
    data = read(TraceCounters, path)
    raw = _read(info.trace, "trace")
    base = int(raw.get("baseTimeNanoseconds", 0)) if isinstance(raw, dict) else 0
    ts = [(int(t) - base) / 1e3 for t in data.t_ns]
    return ts, [float(p) for p in data.power_w], [float(c) for c in data.sm_clock_mhz]


def gantt(info: RunInfo, base: Path, ex: Explanation | None = None) -> list[Path]:
    """One inference's GPU activities by tier (ms from the first); beneath, a zoomed panel of one decode step
    (or layer) with the top kernels numbered and named; where counters were sampled during the profile, the
    board power and SM clock on the same time axis."""
    acts = activities(info.trace)
    t0 = min(a.start_us for a in acts)
    span_us = max(a.start_us + a.dur_us for a in acts) - t0
    s = info.settings
    zoom = zoom_window(acts, s.phase, s.decode_tokens)
    counters = read_counters(info)
    lanes = list(TIERS)
    top = top_kernels(ex, acts)
    with style() as plt:
        rows = 3 if counters else 2
        fig, axes = plt.subplots(rows, 1, figsize=(10.5, 2.6 + 2.6 * (rows - 1) + 0.9),
                                 gridspec_kw={"height_ratios": [2.2, 2.6] + ([1.6] if counters else [])})
        ax, zx = axes[0], axes[1]
        _lanes(ax, acts, t0, lanes)
        ax.set_xlim(0, max(span_us, 1.0) * 1.01e-3)
        ax.axvspan((zoom.start_us - t0) * 1e-3, (zoom.end_us - t0) * 1e-3, color=OKABE_ITO["yellow"], alpha=0.35, lw=0)
        ax.set_xlabel("time from the first GPU activity (ms); shaded: the zoomed window below")
        ax.set_title(f"{s.model} {s.phase}: {len(acts)} GPU activities of one profiled inference (torch.profiler)")
        inside = [a for a in acts if a.start_us + a.dur_us >= zoom.start_us and a.start_us <= zoom.end_us]
        _lanes(zx, inside, t0, lanes)
        zx.set_xlim((zoom.start_us - t0) * 1e-3, (zoom.end_us - t0) * 1e-3)
        numbered: dict[str, int] = {name: i + 1 for i, (name, _) in enumerate(top)}
        longest: dict[str, Activity] = {}  # each top kernel labelled at its longest launch in the window
        for a in inside:
            if a.name in numbered and (a.name not in longest or a.dur_us > longest[a.name].dur_us):
                longest[a.name] = a
        width_us = max(zoom.end_us - zoom.start_us, 1e-9)
        placed: dict[str, list[float]] = {}
        for a in sorted(longest.values(), key=lambda a: a.start_us):
            x = (a.start_us + a.dur_us / 2 - t0) * 1e-3
            near = [p for p in placed.get(a.tier, []) if abs(p - x) < 0.03 * width_us * 1e-3]
            placed.setdefault(a.tier, []).append(x)
            zx.annotate(str(numbered[a.name]), (x, lanes.index(a.tier) - 0.42), xytext=(0, 8 * len(near)),
                        textcoords="offset points", ha="center", va="bottom", fontsize=8, fontweight="bold")
        zx.set_xlabel(f"time (ms), zoomed: {zoom.label}")
        key = "\n".join(f"{numbered[n]}  {short_name(n)[:40]} ({100 * share:.1f} %)" for n, share in top)
        zx.text(1.01, 1.0, "kernels of most time (share):\n" + key, transform=zx.transAxes, va="top", ha="left", fontsize=7.5,
                family="monospace")
        if counters:
            px = axes[2]
            ts, power, clock = counters
            keep = [i for i, t in enumerate(ts) if t0 - 2e3 <= t <= t0 + span_us + 2e3]
            px.plot([(ts[i] - t0) * 1e-3 for i in keep], [power[i] for i in keep], color=OKABE_ITO["vermillion"], lw=1.1,
                    label="board power (W)")
            px.set_ylabel("power (W)")
            cx = px.twinx()
            cx.plot([(ts[i] - t0) * 1e-3 for i in keep], [clock[i] for i in keep], color=OKABE_ITO["blue"], lw=1.0,
                    ls="--", label="SM clock (MHz)")
            cx.set_ylabel("SM clock (MHz)")
            px.set_xlim(ax.get_xlim())
            px.set_xlabel("time from the first GPU activity (ms), the same clock as the top panel")
            px.legend(handles=px.get_lines() + cx.get_lines(), loc="upper left", bbox_to_anchor=(1.08, 1.0), frameon=False)
        fig.tight_layout()
        return save(fig, base)


def power_figure(info: RunInfo, base: Path) -> list[Path]:
    """The board power of each whole-model measurement (eager, CUDA graph), each on its own time axis from
    the start of its record; [] where the records carry no timeline."""
    whole = read_whole(info.dirs)
    series: list[tuple[str, dict[str, Any], dict[str, Any]]] = []
    for variant, w in sorted(whole.items()):
        rec = w.get("record") if isinstance(w, dict) else None
        tl = rec.get("power_timeline") if isinstance(rec, dict) else None
        if isinstance(rec, dict) and isinstance(tl, dict) and tl.get("t_s"):
            series.append((variant, rec, tl))
    if not series:
        return []
    with style() as plt:
        fig, ax = plt.subplots(figsize=(8.4, 3.6))
        for i, (variant, rec, tl) in enumerate(series):
            color = [OKABE_ITO["black"], OKABE_ITO["blue"]][i % 2]
            ax.plot(tl["t_s"], tl.get("power_w", []), lw=1.0, color=color,
                    label=f"{WHOLE_LABEL.get(variant, variant)}: {rec.get('avg_power_w', 0):.0f} W average")
            hot = (rec.get("idle") or {}).get("hot", {}).get("power_w")
            if hot:
                ax.axhline(hot, color=color, lw=0.8, ls=":", label=f"{variant}: hot idle {hot:.0f} W")
        limit = (series[0][1].get("power_limit_w") or {}).get("enforced")
        if limit:
            ax.axhline(limit, **CAP_LINE, label=f"power limit {limit:.0f} W")
        ax.set(xlabel="time from the start of the record (s): idle, warm-up, then the measured windows",
               ylabel="board power (W)", title=f"{info.settings.model} {info.settings.phase}: whole-model measurements")
        ax.set_ylim(bottom=0)
        ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1), frameon=False)
        return save(fig, base)


def _predicted_bar(ax: Any, x: int, ex: Explanation, gaps_mj: float, gaps_label: str | None, legend: bool) -> None:
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
        ax.bar(x, gaps_mj, bottom=bottom, color=GAP_COLOR, width=0.6, label=gaps_label if legend else None)


def energy_stack(ex: Explanation, base: Path, cis: dict[str, float] | None = None) -> list[Path]:
    """Per measured variant: the measured energy per inference (with its 95 % CI; hatched where flagged)
    beside the prediction (kernels + the gaps of the measured time), stacked by part; last, the diagnostic
    prediction with the profiled trace's gaps."""
    t = ex.totals
    cis = cis or {}
    with style() as plt:
        fig, ax = plt.subplots(figsize=(8.4, 4.4))
        labels: list[str] = []
        legend = True
        flagged = 0
        for variant, w in ex.whole.items():
            if w["energy_mj"] is None:
                continue
            bar = ax.bar(len(labels), w["energy_mj"], color=OKABE_ITO["black"], width=0.6,
                         label="measured (NVML; bar: 95 % CI)" if not labels else None)[0]
            ci = cis.get(variant)
            if ci is not None:
                ax.errorbar([len(labels)], [w["energy_mj"]], yerr=[w["energy_mj"] * ci], fmt="none", ecolor=OKABE_ITO["grey"],
                            capsize=4, elinewidth=1.2)
            if w.get("flagged"):
                bar.set_hatch("xx")
                bar.set_edgecolor(OKABE_ITO["grey"])
                flagged += 1
            labels.append(f"measured\n{WHOLE_LABEL[variant].removeprefix('measured: ')}")
            if w["predicted_mj"] is not None:
                _predicted_bar(ax, len(labels), ex, w["gaps_energy_mj"] or 0.0, "gaps of the measured time x hot idle", legend)
                ratio = w["predicted_over_measured"]
                ax.annotate(f"{ratio:.3f} of measured" if ratio is not None else "", (len(labels), w["predicted_mj"]),
                            xytext=(0, 3), textcoords="offset points", ha="center", fontsize=7.5)
                labels.append(f"predicted\n{variant}")
                legend = False
        if t["predicted_trace_gaps_mj"] is not None:
            _predicted_bar(ax, len(labels), ex, 0.0, None, legend)
            ax.bar(len(labels), t["trace_gaps_energy_mj"], bottom=t["all_kernels_energy_mj"], color="white",
                   edgecolor=GAP_COLOR, hatch="..", width=0.6, label="gaps of the profiled trace x hot idle")
            labels.append("with the trace's\ngaps (diagnostic)")
        ax.set_xticks(range(len(labels)))
        ax.set_xticklabels(labels, fontsize=8)
        ax.set_ylabel("energy per inference (mJ)")
        coverage = t["coverage"]
        ax.set_title(f"{ex.run['name']}: replayed {100 * coverage:.0f} % of kernel time" if coverage is not None
                     else ex.run["name"])
        legend_beside(ax, flagged)
        return save(fig, base)


def write_report(root: Path, tables: bool = True) -> list[Path]:
    """Every report file of the run at ``root`` (module description), then its SHA256SUMS; with ``tables``
    False the CSVs and gpu_energy_report.json are kept as they are (only the figures, the Perfetto file and
    the page are written: what `artifact reference pages` renews in a shipped run)."""
    info = load_run(root)
    ex = explain(info)
    out = info.dirs.report
    paths = [out / "kernels.csv", out / "tiers.csv", out / "whole.csv", info.dirs.energy_report]
    if tables:
        _csv(paths[0], ex.kernels)
        _csv(paths[1], ex.tiers)
        _csv(paths[2], whole_rows(ex), WHOLE_COLUMNS)
        write(paths[3], GpuEnergyReport.from_plain(ex.report()))
    else:
        paths = []
    paths += gantt(info, info.dirs.figures / "gantt", ex)
    paths += energy_stack(ex, info.dirs.figures / "energy_stack", whole_cis(info))
    stale = info.dirs.figures / "power.png"
    made = power_figure(info, info.dirs.figures / "power")
    if not made:
        for p in (stale, stale.with_suffix(".pdf")):
            p.unlink(missing_ok=True)
    paths += made
    paths.append(perfetto.write(info, ex))
    paths.append(write_page(info, ex))
    write_sums(info.dirs.root)
    return paths


def whole_cis(info: RunInfo) -> dict[str, float]:
    """Per whole variant: the relative 95 % CI of its measured energy (the record's energy_ci_rel)."""
    out = {}
    for variant, w in read_whole(info.dirs).items():
        rec = w.get("record") if isinstance(w, dict) else None
        ci = rec.get("energy_ci_rel") if isinstance(rec, dict) else None
        if isinstance(ci, (int, float)):
            out[variant] = float(ci)
    return out
