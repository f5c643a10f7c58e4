"""Figures of the analysis, each as PNG (for the report) and PDF (for papers), with a one-line
caption kept in ``figures/index.json`` for the report.

Per case: time vs energy per launch of every measured kernel (tuned kernels coloured by selection
group, vendor libraries labelled with library and math mode, the Pareto front drawn), the same
normalised to the vendor's fp32 point, and the power timeline of the fastest kernel and the vendors
(when the records carry one). Over all cases: best tuned / vendor ratios (time, energy, EDP) and
the tuning convergence. With several power caps: energy and time per launch against the cap
(normalised to the highest cap, per kernel group with its spread) and the EDP-optimal cap per case.
With one cap those two are replaced by each kernel's average power under that cap: a cap axis with
one value says nothing.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np
import pandas as pd

from ..atomic import write_json
from ..contract import FP32_BASELINE_IDS
from ..layout import CaseDirs
from ..schema.base import read
from ..schema.case import CaseEntry
from ..schema.selection import Selection
from ..schema.tunedb import read_records
from . import capview
from . import figstyle as fs
from .points import math_mode, pareto_front
from .uncertainty import FLAG_STYLE, ci_columns, flagged_mask, ratio_ci

SECTIONS = {
    "kernels": "Time and energy per launch of every measured kernel",
    "vendors": "Best tuned kernel against the vendor libraries",
    "caps": "Power caps",
    "tuning": "Tuning",
    "power": "Power during a measurement",
}
INDEX_FILE = "index.json"


@dataclass(frozen=True)
class Figure:
    stem: str  # figures/<stem>.png and .pdf
    section: str  # a key of SECTIONS
    case: str  # "" when the figure covers every case
    caption: str  # one line: what it shows


def _cap_order(caps: Iterable[str]) -> list[str]:
    from ..measure.caps import cap_watts

    return sorted(set(caps), key=lambda c: (math.isnan(cap_watts(c)), cap_watts(c), c))


def selection_groups(results: Path, case: str) -> dict[str, str]:
    path = CaseDirs(results / case).selection
    if not path.exists():
        return {}
    return {k.kernel_id: k.group or "tuned" for k in read(Selection, path).kernels}


def with_groups(df: pd.DataFrame, results: Path) -> pd.DataFrame:
    """``df`` plus ``group``: the selection group of a tuned kernel (top, p10, ...), 'vendor' for baselines."""
    maps = {case: selection_groups(results, case) for case in df["case_id"].unique()}
    group = [("vendor" if kind == "baseline" else maps[case].get(kid, "tuned"))
             for case, kid, kind in zip(df["case_id"], df["id"], df["kind"])]
    return df.assign(group=group)


def _fp32_vendor(g: pd.DataFrame) -> str | None:
    for kid in FP32_BASELINE_IDS:
        if (g["id"] == kid).any():
            return kid
    return None


def _plain_log_ticks(ax: Any, axis: str = "y") -> None:
    fs.plain_log_ticks(ax, axis)


def _log_if_spread(ax: Any, values: pd.Series, axis: str) -> None:
    """Log scale where the values span more than 8x (25 kernels from the fastest to the 75th percentile)."""
    v = values[values > 0]
    if len(v) and v.max() / v.min() > 8:
        (ax.set_xscale if axis == "x" else ax.set_yscale)("log")
        _plain_log_ticks(ax, axis)


def _kernel_scatter(plt: Any, case: str, g: pd.DataFrame, hi: str, norm_to: str | None) -> Any:
    """Time vs energy per launch; the highest cap in full colour, other caps faint; Pareto front over all."""
    x, y = "time_per_launch_ms", "energy_per_launch_mj"
    g = g.copy()
    if norm_to is not None:
        ref = g[g["id"] == norm_to].set_index("cap")
        g[x] = g[x] / g["cap"].map(ref[x])
        g[y] = g[y] / g["cap"].map(ref[y])
    caps = _cap_order(g["cap"])
    g = ci_columns(g)
    fig, ax = plt.subplots()
    notes: list[tuple[str, float, float, str, int]] = []
    for cap in caps:
        at = g[g["cap"] == cap]
        main = cap == hi
        for grp in fs.GROUP_ORDER:
            k = at[at["group"] == grp]
            if k.empty:
                continue
            if main:  # 95 % CIs of the mean time and energy per launch
                ax.errorbar(k[x], k[y], xerr=k[x] * k["time_ci_rel"].fillna(0), yerr=k[y] * k["energy_ci_rel"].fillna(0),
                            fmt="none", ecolor=fs.GROUP_COLOR[grp], elinewidth=0.9, capsize=2, alpha=0.8, zorder=2)
            ax.scatter(k[x], k[y], s=28 if main else 12, color=fs.GROUP_COLOR[grp], alpha=0.9 if main else 0.35,
                       edgecolor="white" if main else "none", linewidth=0.5, zorder=3,
                       label=f"{fs.GROUP_LABEL[grp]} ({len(k)})" if main else None)
        vend = at[at["group"] == "vendor"]
        for i, (_, r) in enumerate(vend.sort_values("id", key=lambda s: s.map(fs.vendor_sort_key)).iterrows()):
            label = fs.vendor_label(r["id"], math_mode(r))
            if main:
                ax.errorbar([r[x]], [r[y]], xerr=[r[x] * _finite(r["time_ci_rel"])], yerr=[r[y] * _finite(r["energy_ci_rel"])],
                            fmt="none", ecolor=fs.vendor_color(r["id"]), elinewidth=0.9, capsize=2, zorder=2)
            ax.scatter([r[x]], [r[y]], s=70 if main else 22, marker=fs.vendor_marker(r["id"]),
                       color=fs.vendor_color(r["id"]), edgecolor="white", linewidth=0.6, zorder=4,
                       alpha=1.0 if main else 0.4, label=label if main else None)
            if main:
                notes.append((label, r[x], r[y], fs.vendor_color(r["id"]), i))
    flagged = g[flagged_mask(g) & (g["cap"] == hi)]
    if not flagged.empty:
        ax.scatter(flagged[x], flagged[y], **FLAG_STYLE, zorder=5, label=f"flagged by the driver ({len(flagged)})")
    front = pareto_front(g, x, y)
    if len(front) >= 2:
        ax.step(front[x], front[y], where="post", color=fs.OKABE_ITO["black"], lw=1.2, zorder=2, marker="o", ms=9,
                mfc="none", mec=fs.OKABE_ITO["black"],
                label=f"Pareto front{' (all caps)' if len(caps) > 1 else ''}: {len(front)} points")
    else:
        ax.scatter(front[x], front[y], s=160, facecolor="none", edgecolor=fs.OKABE_ITO["black"], lw=1.2, zorder=2,
                   label="Pareto front: one point dominates")
    for j, (_, r) in enumerate(front.iterrows()):  # name the front's points
        ax.annotate(str(r["id"]) if r["group"] != "vendor" else "", (r[x], r[y]), xytext=(6, -10 - 8 * (j % 2)),
                    textcoords="offset points", fontsize=6.5, color=fs.OKABE_ITO["black"])
    if len(caps) > 1:
        for _, r in front.iterrows():
            ax.annotate(r["cap"], (r[x], r[y]), xytext=(-4, 6), textcoords="offset points", fontsize=7,
                        ha="right", color=fs.OKABE_ITO["black"])
    _log_if_spread(ax, g[x], "x")
    _log_if_spread(ax, g[y], "y")
    ax.margins(0.08)
    ax.autoscale_view()
    to_axes = ax.transData + ax.transAxes.inverted()
    for label, px, py, color, i in notes:  # inside the axes: left of points on the right half
        fx, _ = to_axes.transform((px, py))
        right = fx > 0.55
        ax.annotate(label, (px, py), xytext=(-8 if right else 8, 7 if i % 2 == 0 else -13), textcoords="offset points",
                    ha="right" if right else "left", fontsize=8, color=color, zorder=5,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.8})
    if norm_to is not None:
        name = fs.vendor_label(norm_to)
        ax.axvline(1, color=fs.OKABE_ITO["grey"], lw=0.8, ls=":")
        ax.axhline(1, color=fs.OKABE_ITO["grey"], lw=0.8, ls=":")
        ax.set(xlabel=f"time per launch / {name}'s (ratio)", ylabel=f"energy per launch / {name}'s (ratio)")
    else:
        ax.set(xlabel="time per launch (ms)", ylabel="energy per launch (mJ)")
    where = f"at {hi}" if len(caps) == 1 else f"at {hi} (faint: {', '.join(c for c in caps if c != hi)})"
    what = f"relative to {fs.vendor_label(norm_to)}" if norm_to else "time and energy per launch"
    ax.set_title(f"{case}: {what} {where}")
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1), framealpha=0.85, title="bars: 95 % CI", title_fontsize=7.5)
    return fig


def _finite(v: Any) -> float:
    try:
        x = float(v)
    except (TypeError, ValueError):
        return 0.0
    return x if math.isfinite(x) else 0.0


def _cap_effect(plt: Any, case: str, g: pd.DataFrame, caps: list[str]) -> Any:
    """Energy and time per launch vs cap, each kernel normalised to its own value at the highest cap."""
    hi = caps[-1]
    fig, axes = plt.subplots(1, 2, figsize=(10, 4.2), sharex=True)
    watts = {c: g.loc[g["cap"] == c, "cap_w"].iloc[0] for c in caps}
    for ax, col, name in ((axes[0], "energy_per_launch_mj", "energy"), (axes[1], "time_per_launch_ms", "time")):
        ref = g[g["cap"] == hi].set_index("id")[col]
        rel = g.assign(rel=g[col] / g["id"].map(ref), w=g["cap"].map(watts)).dropna(subset=["rel"])
        for grp in fs.GROUP_ORDER:
            k = rel[rel["group"] == grp]
            if k.empty:
                continue
            stats = k.groupby("w")["rel"].agg(["median", "min", "max", "count"]).sort_index()
            n = k["id"].nunique()
            ax.plot(stats.index, stats["median"], "o-", ms=4, color=fs.GROUP_COLOR[grp],
                    label=f"{fs.GROUP_LABEL[grp]} ({n}{', median, min-max' if n > 1 else ''})")
            if n > 1:
                ax.fill_between(stats.index, stats["min"], stats["max"], color=fs.GROUP_COLOR[grp], alpha=0.18, lw=0)
        for kid, k in rel[rel["group"] == "vendor"].groupby("id"):
            k = k.sort_values("w")
            ax.plot(k["w"], k["rel"], "--", marker=fs.vendor_marker(kid), ms=5, color=fs.vendor_color(kid),
                    label=fs.vendor_label(kid, math_mode(k.iloc[0])))
        ax.axhline(1, color=fs.OKABE_ITO["grey"], lw=0.8, ls=":")
        ax.set(xlabel="power cap (W)", ylabel=f"{name} per launch / at {hi} (ratio)", title=f"{case}: {name} per launch vs cap")
        ax.set_xticks(sorted(watts.values()))
    axes[0].legend(loc="best", framealpha=0.85)
    fig.tight_layout()
    return fig


def _edp_heatmap(plt: Any, df: pd.DataFrame) -> Any:
    """Least EDP over the kernels at each cap, relative to the highest cap; the optimum of each case boxed."""
    cases = sorted(df["case_id"].unique())
    caps = _cap_order(df["cap"])
    val = np.full((len(cases), len(caps)), np.nan)
    kid = [["" for _ in caps] for _ in cases]
    for i, case in enumerate(cases):
        g = df[df["case_id"] == case]
        best = g.loc[g.groupby("cap")["edp_ms_mj"].idxmin()].set_index("cap")
        top = _cap_order(best.index)[-1]
        for j, cap in enumerate(caps):
            if cap in best.index:
                val[i, j] = best.loc[cap, "edp_ms_mj"] / best.loc[top, "edp_ms_mj"]
                kid[i][j] = best.loc[cap, "id"]
    fig, ax = plt.subplots(figsize=(max(5.5, 1.15 * len(caps) + 2.5), max(2.6, 0.55 * len(cases) + 1.6)))
    im = ax.imshow(val, cmap="cividis", aspect="auto")
    finite = val[np.isfinite(val)]
    mid = (finite.min() + finite.max()) / 2 if finite.size else 0
    for i in range(len(cases)):
        row = val[i]
        opt = int(np.nanargmin(row)) if np.isfinite(row).any() else -1
        for j in range(len(caps)):
            if not np.isfinite(row[j]):
                continue
            ax.text(j, i, f"{row[j]:.2f}\n{kid[i][j]}", ha="center", va="center", fontsize=7.5,
                    color="black" if row[j] > mid else "white", fontweight="bold" if j == opt else "normal")
        if opt >= 0:
            ax.add_patch(plt.Rectangle((opt - 0.5, i - 0.5), 1, 1, fill=False, ec=fs.OKABE_ITO["vermillion"], lw=2.5))
    ax.set_xticks(range(len(caps)), caps)
    ax.set_yticks(range(len(cases)), cases)
    ax.grid(False)
    ax.set(xlabel="power cap (W)", ylabel="case", title="EDP-optimal cap per case (boxed)")
    fig.colorbar(im, ax=ax, label="least EDP at cap / at highest cap (ratio)")
    return fig


def _power_at_cap(plt: Any, df: pd.DataFrame, cap: str) -> Any:
    """One cap: each kernel's average power under it, with the cap and the idle power drawn."""
    cases = sorted(df["case_id"].unique())
    fig, ax = plt.subplots(figsize=(max(6.4, 0.9 * len(cases) + 2.5), 4.2))
    groups = [grp for grp in (*fs.GROUP_ORDER, "vendor") if (df["group"] == grp).any()]
    width = 0.7
    seen: set[str] = set()
    for i, case in enumerate(cases):
        g = df[df["case_id"] == case]
        for j, grp in enumerate(groups):
            k = g[g["group"] == grp]
            pos = i - width / 2 + width * (j + 0.5) / len(groups)
            if grp == "vendor":
                for _, r in k.iterrows():
                    lab = fs.vendor_label(r["id"], math_mode(r))
                    ax.scatter([pos], [r["avg_power_w"]], marker=fs.vendor_marker(r["id"]), s=45, zorder=3,
                               color=fs.vendor_color(r["id"]), edgecolor="white", linewidth=0.5,
                               label=None if lab in seen else lab)
                    seen.add(lab)
            elif not k.empty:
                lab = fs.GROUP_LABEL[grp]
                ax.scatter([pos] * len(k), k["avg_power_w"], s=18, color=fs.GROUP_COLOR[grp], alpha=0.85, zorder=3,
                           label=None if lab in seen else lab)
                seen.add(lab)
        limit = g["power_limit_w.enforced"].max()
        ax.hlines(limit, i - 0.45, i + 0.45, **fs.CAP_LINE,
                  label=None if "cap" in seen else f"power cap ({cap})")
        seen.add("cap")
        idle = next((c for c in ("idle.hot.power_w", "idle_power_w") if c in g and g[c].notna().any()), None)
        if idle is not None:
            ax.hlines(g[idle].median(), i - 0.45, i + 0.45, color=fs.OKABE_ITO["grey"], lw=1.2, ls="--",
                      label=None if "idle" in seen else "hot idle power (median)")
            seen.add("idle")
        flagged = g[flagged_mask(g)]
        if not flagged.empty:
            for j, grp in enumerate(groups):
                k = flagged[flagged["group"] == grp]
                pos = i - width / 2 + width * (j + 0.5) / len(groups)
                if not k.empty:
                    ax.scatter([pos] * len(k), k["avg_power_w"], **FLAG_STYLE, zorder=5,
                               label=None if "flag" in seen else f"flagged by the driver ({int(flagged_mask(df).sum())})")
                    seen.add("flag")
    ax.set_xticks(range(len(cases)), cases)
    ax.set_ylim(0, df["power_limit_w.enforced"].max() * 1.1)
    ax.set(xlabel="case", ylabel="average power while running (W)",
           title=f"Average power of each kernel at the one measured cap ({cap})")
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1), framealpha=0.85)
    return fig


def _vendor_ratios(plt: Any, table: pd.DataFrame) -> Any:
    """time, energy and EDP of the best tuned kernel / each library, per case, log scale, 1 = parity."""
    rows = table.copy()
    rows["label"] = [c if not str(c).startswith("geomean") else str(c).replace("geomean(", "geomean\n(")
                     for c in rows["case_id"]]
    labels = list(dict.fromkeys(rows["label"]))
    bases = sorted(rows["baseline"].unique(), key=fs.vendor_sort_key)
    fig, axes = plt.subplots(3, 1, figsize=(max(6.4, 0.85 * len(labels) * max(1, len(bases) / 2) + 2), 8.2), sharex=True)
    width = 0.8 / len(bases)
    flagged_any = False
    for ax, col, name in zip(axes, ("time_ratio", "energy_ratio", "edp_ratio"), ("time", "energy", "EDP")):
        for b, base in enumerate(bases):
            r = rows[rows["baseline"] == base].set_index("label").reindex(labels)
            pos = np.arange(len(labels)) - 0.4 + width * (b + 0.5)
            v = r[col].astype(float)
            ci = r.get(f"{col}_ci_rel", pd.Series(np.nan, index=r.index)).astype(float)
            flag = r.get("any_flagged", pd.Series(False, index=r.index)).fillna(False).astype(bool)
            # on a log axis a bar grows from parity (1), up where the tuned kernel costs more, down where less
            bars = ax.bar(pos, v - 1, bottom=1, width=width * 0.92, color=fs.vendor_color(base), alpha=0.85,
                          label=fs.vendor_label(base) if ax is axes[0] else None)
            for bar, f in zip(bars, flag):
                if f:
                    bar.set_hatch("xxx")
                    bar.set_edgecolor("white")
            ok = np.isfinite(ci.to_numpy())
            if ok.any():
                ax.errorbar(pos[ok], v.to_numpy()[ok], yerr=(v * ci).to_numpy()[ok], fmt="none", ecolor="black",
                            elinewidth=0.9, capsize=2)
            flagged_any |= bool(flag.any())
            if len(labels) <= 10:
                for p, x in zip(pos, v):
                    if np.isfinite(x):
                        ax.annotate(f"{x:.2f}", (p, x), xytext=(0, 2 if x >= 1 else -9), textcoords="offset points",
                                    ha="center", fontsize=7)
        ax.axhline(1, color=fs.OKABE_ITO["grey"], lw=1)
        ax.set_yscale("log")
        lo, hi = np.nanmin(rows[col]), np.nanmax(rows[col])
        ax.set_ylim(min(lo, 1) / 1.6, max(hi, 1) * 1.6)
        _plain_log_ticks(ax)
        ax.set_ylabel(f"{name}: tuned / library\n(ratio, < 1 tuned better)")
    if flagged_any:
        from matplotlib.patches import Patch

        handles, names = axes[0].get_legend_handles_labels()
        handles.append(Patch(facecolor=fs.OKABE_ITO["grey"], edgecolor="white", hatch="xxx"))
        names.append("hatched: a flagged point in the ratio")
        axes[0].legend(handles, names, loc="upper left", bbox_to_anchor=(1.01, 1), framealpha=0.85)
    else:
        axes[0].legend(loc="upper left", bbox_to_anchor=(1.01, 1), framealpha=0.85)
    axes[-1].set_xticks(range(len(labels)), labels)
    axes[-1].set_xlabel("case")
    axes[0].set_title("Fastest tuned kernel / vendor library, per case (bars from parity; 95 % CI)")
    fig.tight_layout()
    return fig


def with_ratio_cis(table: pd.DataFrame, df: pd.DataFrame) -> pd.DataFrame:
    """baseline_table's rows plus the 95 % CI of each ratio (the two points' in quadrature) and whether
    either point was flagged; NaN and False for the geometric means."""
    pts = ci_columns(df).set_index(["case_id", "cap", "id"])
    flags = flagged_mask(df.set_index(["case_id", "cap", "id"]))
    out = table.copy()
    for col, ci in (("time_ratio", "time_ci_rel"), ("energy_ratio", "energy_ci_rel"), ("edp_ratio", "edp_ci_rel")):
        values = []
        for _, r in out.iterrows():
            a, b = (r["case_id"], r["cap"], r.get("best_tuned")), (r["case_id"], r["cap"], r.get("baseline"))
            values.append(ratio_ci(float(pts[ci].get(a, math.nan)), float(pts[ci].get(b, math.nan)))
                          if a in pts.index and b in pts.index else math.nan)
        out[f"{col}_ci_rel"] = values
    out["any_flagged"] = [bool(flags.get((r["case_id"], r["cap"], r.get("best_tuned")), False))
                          or bool(flags.get((r["case_id"], r["cap"], r.get("baseline")), False)) for _, r in out.iterrows()]
    return out


def convergence_curve(results: Path, case: str) -> np.ndarray | None:
    """Best GFLOP/s so far after each trial of ``case`` (TVM's measurement); None if never tuned."""
    dirs = CaseDirs(results / case)
    records = read_records(dirs.tune)
    if not records or not dirs.case_json.exists():
        return None
    flops = float(read(CaseEntry, dirs.case_json).flops)
    gflops = np.array([flops / r.run_s / 1e9 if r.valid else 0.0 for r in records])
    return np.maximum.accumulate(gflops)


def _convergence(plt: Any, curves: dict[str, list[np.ndarray]], vendors: dict[str, tuple[str, float]] | None = None) -> Any:
    """Best GFLOP/s so far against the trial, per case; a dotted line at the fastest vendor library's GFLOP/s
    (the driver's measurement at the highest cap) in the case's colour."""
    fig, ax = plt.subplots(figsize=(7.4, 4.2))
    vendors = vendors or {}
    for case, runs in curves.items():
        color = fs.CYCLE[list(curves).index(case) % len(fs.CYCLE)]
        if case in vendors:
            name, gflops = vendors[case]
            ax.axhline(gflops, color=color, lw=1.2, ls=":", label=f"{case}: {name} (driver)")
        if len(runs) == 1:
            c = runs[0]
            ax.plot(np.arange(1, len(c) + 1), c, lw=1.6, drawstyle="steps-post", color=color, label=case)
            continue
        n = max(len(c) for c in runs)
        stack = np.full((len(runs), n), np.nan)
        for i, c in enumerate(runs):
            stack[i, :len(c)] = c
        t = np.arange(1, n + 1)
        line, = ax.plot(t, np.nanmedian(stack, axis=0), lw=1.6, drawstyle="steps-post", color=color,
                        label=f"{case} (median of {len(runs)} runs, min-max)")
        ax.fill_between(t, np.nanmin(stack, axis=0), np.nanmax(stack, axis=0), color=line.get_color(), alpha=0.2, lw=0,
                        step="post")
    ax.set(xlabel="trials (candidates measured)", ylabel="best GFLOP/s so far (TVM's measurement)",
           title="Tuning convergence")
    ax.set_ylim(bottom=0)
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1), framealpha=0.85)
    return fig


def power_timeline(record: dict[str, Any]) -> tuple[list[float], list[float]] | None:
    """(t_s, power_w) of a record's in-process power timeline, or None when it has none."""
    tl = record.get("power_timeline")
    if not isinstance(tl, dict):
        return None
    t, p = tl.get("t_s"), tl.get("power_w")
    if not isinstance(t, list) or not isinstance(p, list) or len(t) != len(p) or len(t) < 2:
        return None
    return [float(v) for v in t], [float(v) for v in p]


def _timeline(plt: Any, case: str, cap: str, series: list[tuple[str, pd.Series, tuple[list[float], list[float]]]],
              limit_w: float) -> Any:
    fig, ax = plt.subplots()
    for kid, row, (t, p) in series:
        if row["group"] == "vendor":
            ax.plot(t, p, lw=1.1, color=fs.vendor_color(kid), label=fs.vendor_label(kid, math_mode(row)))
        else:
            ax.plot(t, p, lw=1.3, color=fs.GROUP_COLOR[row["group"]], label=f"{kid} ({fs.GROUP_LABEL[row['group']]})")
    ax.axhline(limit_w, **fs.CAP_LINE, label=f"power cap ({cap})")
    ax.set_ylim(0, limit_w * 1.1)
    ax.set(xlabel="time since the start of the point (s)", ylabel="board power (W)",
           title=f"{case}: power during the measurement at {cap}")
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1), framealpha=0.85)  # beside the axes: nothing hidden
    return fig


def _clean(out: Path, keep: set[str]) -> None:
    """Remove figures of an earlier analysis that this one does not make (they would go stale)."""
    if not out.exists():
        return
    for p in out.iterdir():
        if p.suffix in (".png", ".pdf") and p.stem not in keep:
            p.unlink()


def make_figures(df: pd.DataFrame, out: Path, results: Path, tuning_runs: Sequence[Path] = ()) -> list[Figure]:
    """Every figure of ``df`` (load_records' frame) under ``out``; their captions in out/index.json.

    ``results`` is where the records, selection.json and tune/ live; ``tuning_runs`` are further
    results directories whose tune/ records of the same cases add runs to the convergence bands.
    """
    from .tables import baseline_table

    df = with_groups(df, results)
    figs: list[Figure] = []
    all_caps = _cap_order(df["cap"])
    several = len(all_caps) > 1
    with fs.style() as plt:
        for case, g in df.groupby("case_id"):
            caps = _cap_order(g["cap"])
            hi = caps[-1]
            n_tuned = g.loc[g["kind"] == "tuned", "id"].nunique()
            vendors = sorted(g.loc[g["kind"] == "baseline", "id"].unique(), key=fs.vendor_sort_key)
            fs.save(_kernel_scatter(plt, case, g, hi, None), out / f"pareto_{case}")
            figs.append(Figure(f"pareto_{case}", "kernels", case,
                               f"{case}: time vs energy per launch of {n_tuned} tuned kernels by selection group"
                               f"{' and ' + ', '.join(fs.vendor_label(v) for v in vendors) if vendors else ''}"
                               f" at {hi}{' (other caps faint)' if len(caps) > 1 else ''}; the line is the Pareto front"
                               f" (nothing is both faster and less energy)."))
            ref = _fp32_vendor(g)
            if ref is not None and g.groupby("cap")["id"].apply(lambda s, ref=ref: (s == ref).any()).all():
                fs.save(_kernel_scatter(plt, case, g, hi, ref), out / f"pareto_{case}_vs_fp32")
                figs.append(Figure(f"pareto_{case}_vs_fp32", "kernels", case,
                                   f"{case}: the same points divided by {fs.vendor_label(ref)}'s time and energy at the "
                                   f"same cap: left of / below the dotted lines is better than the library."))
            if len(caps) > 1:
                fs.save(capview.cap_view(plt, case, g), out / f"cap_view_{case}")
                figs.append(Figure(f"cap_view_{case}", "caps", case,
                                   f"{case}: energy, time and EDP per launch against the power cap of the fastest tuned "
                                   f"kernel and each vendor library (error bars: 95 % CI; star: the kernel's EDP-optimal "
                                   f"cap; ringed: flagged)."))
                fs.save(capview.front_across_caps(plt, case, g), out / f"cap_front_{case}")
                figs.append(Figure(f"cap_front_{case}", "caps", case,
                                   f"{case}: time against energy per launch of the same kernels at every cap (labels: "
                                   f"the cap); the grey line is the Pareto front across caps."))
                fs.save(_cap_effect(plt, case, g, caps), out / f"cap_effect_{case}")
                figs.append(Figure(f"cap_effect_{case}", "caps", case,
                                   f"{case}: energy and time per launch at each cap, each kernel divided by its own value "
                                   f"at {hi}; lines are group medians, bands the group's min-max."))
            series = []
            at_hi = g[g["cap"] == hi]
            tuned = at_hi[at_hi["kind"] == "tuned"]
            picks = ([tuned.loc[tuned["time_per_launch_ms"].idxmin(), "id"]] if not tuned.empty else []) + vendors
            for kid in picks:
                row = at_hi[at_hi["id"] == kid].iloc[0]
                rec = json.loads((results / row["record"]).read_text(encoding="utf-8"))
                tl = power_timeline(rec)
                if tl is not None:
                    series.append((kid, row, tl))
            if series:
                fs.save(_timeline(plt, case, hi, series, float(at_hi["power_limit_w.enforced"].max())),
                        out / f"power_timeline_{case}")
                figs.append(Figure(f"power_timeline_{case}", "power", case,
                                   f"{case}: board power over the measurement of the fastest tuned kernel"
                                   f"{' and the vendor libraries' if len(series) > 1 else ''} at {hi} (in-process NVML "
                                   f"timeline; idle, warm-up and rounds included)."))
        table = baseline_table(df)
        if not table.empty:
            top = all_caps[-1]
            sel = table[[(c == _cap_order(df.loc[df["case_id"] == k, "cap"])[-1]) if not str(k).startswith("geomean")
                         else c == top for k, c in zip(table["case_id"], table["cap"])]]
            if not sel.empty:
                fs.save(_vendor_ratios(plt, with_ratio_cis(sel, df)), out / "vendor_ratios")
                libs = ", ".join(fs.vendor_label(b) for b in sorted(sel["baseline"].unique(), key=fs.vendor_sort_key))
                figs.append(Figure("vendor_ratios", "vendors", "",
                                   f"Time, energy and EDP of the fastest tuned kernel divided by {libs}, per case at its "
                                   f"highest cap (log scale, bars from parity: below 1 the tuned kernel is better; error "
                                   f"bars: 95 % CI of the ratio; geomean over the cases)."))
        if several:
            fs.save(_edp_heatmap(plt, df), out / "edp_optimal")
            figs.append(Figure("edp_optimal", "caps", "",
                               "Least EDP over the kernels at each cap divided by that at the highest cap, with the "
                               "kernel that reaches it; the boxed cell is each case's EDP-optimal cap."))
        else:
            cap = all_caps[0]
            fs.save(_power_at_cap(plt, df, cap), out / "power_at_cap")
            figs.append(Figure("power_at_cap", "caps", "",
                               f"Only one power cap ({cap}) was measured, so energy and time against the cap and the "
                               f"EDP-optimal cap cannot be drawn; instead, each kernel's average power under that cap "
                               f"against the cap and the idle power."))
        curves: dict[str, list[np.ndarray]] = {}
        for case in sorted(df["case_id"].unique()):
            for root in (results, *tuning_runs):
                c = convergence_curve(root, case)
                if c is not None:
                    curves.setdefault(case, []).append(c)
        if curves:
            vendor_lines = {}
            for case, g in df[df["kind"] == "baseline"].groupby("case_id"):
                at = g[g["cap"] == _cap_order(g["cap"])[-1]]
                best = at.loc[at["gflops"].idxmax()]
                vendor_lines[str(case)] = (fs.vendor_label(best["id"]), float(best["gflops"]))
            fs.save(_convergence(plt, curves, vendor_lines), out / "convergence")
            many = any(len(v) > 1 for v in curves.values())
            figs.append(Figure("convergence", "tuning", "",
                               "Best GFLOP/s found so far against the number of trials, per case (TVM's own timing of "
                               f"each candidate){'; bands: min-max over the tuning runs' if many else ''}; dotted: the "
                               f"fastest vendor library of the case as the energy driver measured it."))
    order = list(SECTIONS)
    figs.sort(key=lambda f: (order.index(f.section), f.case, f.stem))
    _clean(out, {f.stem for f in figs})
    write_json(out / INDEX_FILE, [asdict(f) for f in figs])
    return figs


def read_index(figures_dir: Path) -> list[Figure]:
    path = figures_dir / INDEX_FILE
    if not path.exists():
        return []
    return [Figure(**d) for d in json.loads(path.read_text(encoding="utf-8"))]
