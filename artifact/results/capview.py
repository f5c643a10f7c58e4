"""The power-cap view of a run measured at two caps or more: per case, the energy, time and EDP per launch
of the fastest tuned kernel and of each vendor library against the cap (95 % CIs as error bars, the
EDP-optimal cap of each kernel marked), and the Pareto front of (time, energy) across every cap; and the
table of each kernel's EDP-optimal cap. A run at one cap has none of this: its report says it was
measured at one limit (artifact.results.provenance.one_limit_note).

Reads analyze's frame (load_records, or measurements.csv) with the selection groups (plots.with_groups).
"""

from __future__ import annotations

import math
from typing import Any

import pandas as pd

from . import figstyle as fs
from .points import math_mode, pareto_front
from .uncertainty import FLAG_STYLE, ci_columns, flagged_mask

METRICS = (("energy_per_launch_mj", "energy_ci_rel", "energy per launch (mJ)"),
           ("time_per_launch_ms", "time_ci_rel", "time per launch (ms)"),
           ("edp_ms_mj", "edp_ci_rel", "EDP (ms x mJ)"))


def _cap_w(label: str) -> float:
    try:
        return float(str(label).rstrip("W"))
    except ValueError:
        return math.nan


def kernels_of(g: pd.DataFrame) -> list[str]:
    """The kernels the view follows: the fastest tuned kernel at the highest cap, then each library."""
    top = max(g["cap"].unique(), key=_cap_w)
    at = g[(g["cap"] == top) & (g["kind"] == "tuned")]
    fastest = [str(at.loc[at["time_per_launch_ms"].idxmin(), "id"])] if not at.empty else []
    libs = sorted(g.loc[g["kind"] == "baseline", "id"].unique(), key=fs.vendor_sort_key)
    return fastest + [str(k) for k in libs]


def cap_table(df: pd.DataFrame) -> pd.DataFrame:
    """One row per (case, kernel) of the view: its EDP-optimal cap, and there its time, energy and EDP
    against the same at the highest cap (ratios)."""
    df = ci_columns(df)
    rows = []
    for case, g in df.groupby("case_id"):
        top = max(g["cap"].unique(), key=_cap_w)
        for kid in kernels_of(g):
            k = g[g["id"] == kid]
            if k["cap"].nunique() < 2:
                continue
            best = k.loc[k["edp_ms_mj"].idxmin()]
            hi = k[k["cap"] == top].iloc[0]
            rows.append({"case": case, "kernel": kid, "role": "fastest tuned" if best["kind"] == "tuned" else "library",
                         "EDP-optimal cap": best["cap"], "time there / at " + top: best["time_per_launch_ms"] / hi["time_per_launch_ms"],
                         "energy there / at " + top: best["energy_per_launch_mj"] / hi["energy_per_launch_mj"],
                         "EDP there / at " + top: best["edp_ms_mj"] / hi["edp_ms_mj"],
                         "EDP CI": best["edp_ci_rel"], "flagged there": bool(flagged_mask(k.loc[[best.name]]).iloc[0])})
    return pd.DataFrame(rows)


def _label(row: pd.Series, kid: str) -> str:
    if row["kind"] == "baseline":
        return fs.vendor_label(kid, math_mode(row))
    return f"{kid} (fastest tuned)"


def _color(row: pd.Series, kid: str) -> str:
    return fs.vendor_color(kid) if row["kind"] == "baseline" else fs.GROUP_COLOR["top"]


def _marker(row: pd.Series, kid: str) -> str:
    return fs.vendor_marker(kid) if row["kind"] == "baseline" else "o"


def cap_view(plt: Any, case: str, g: pd.DataFrame) -> Any:
    """Three panels: energy, time and EDP per launch against the cap (W), each kernel of kernels_of with its
    95 % CI; a star on each kernel's least-EDP cap; flagged points ringed."""
    g = ci_columns(g)
    fig, axes = plt.subplots(1, 3, figsize=(13.5, 4.4))
    n_flag = 0
    for ax, (col, ci, name) in zip(axes, METRICS):
        for kid in kernels_of(g):
            k = g[g["id"] == kid].assign(w=lambda x: x["cap"].map(_cap_w)).sort_values("w")
            if k.empty:
                continue
            first = k.iloc[0]
            ax.errorbar(k["w"], k[col], yerr=k[col] * k[ci].fillna(0), fmt="-", marker=_marker(first, kid), ms=5,
                        capsize=3, lw=1.3, color=_color(first, kid), label=_label(first, kid) if ax is axes[0] else None)
            best = k.loc[k["edp_ms_mj"].idxmin()]
            ax.scatter([best["w"]], [best[col]], marker="*", s=190, color=_color(first, kid), edgecolor="black",
                       linewidth=0.6, zorder=5)
            flagged = k[flagged_mask(k)]
            if not flagged.empty:
                ax.scatter(flagged["w"], flagged[col], **FLAG_STYLE, zorder=6)
                n_flag += len(flagged) if ax is axes[0] else 0
        ax.set(xlabel="power cap (W)", ylabel=name, title=f"{case}: {name.split(' (')[0]} vs cap")
        ax.set_xticks(sorted(g["cap"].map(_cap_w).unique()))
    handles, labels = axes[0].get_legend_handles_labels()
    from matplotlib.lines import Line2D

    handles.append(Line2D([], [], marker="*", ls="", ms=12, color="grey", markeredgecolor="black"))
    labels.append("least EDP of the kernel (its EDP-optimal cap)")
    if n_flag:
        handles.append(Line2D([], [], marker="o", ls="", ms=10, mfc="none", mec=FLAG_STYLE["edgecolor"], mew=1.6))
        labels.append(f"flagged by the driver ({n_flag})")
    fig.legend(handles, labels, loc="lower center", ncols=min(len(labels), 4), frameon=False, bbox_to_anchor=(0.5, -0.02))
    fig.tight_layout(rect=(0, 0.1, 1, 1))
    return fig


def front_across_caps(plt: Any, case: str, g: pd.DataFrame) -> Any:
    """Time against energy per launch of the view's kernels at every cap, each point labelled with its
    cap, one line per kernel from cap to cap, and the Pareto front over all those points drawn and named."""
    g = ci_columns(g)
    keep = g[g["id"].isin(kernels_of(g))].assign(w=lambda x: x["cap"].map(_cap_w))
    fig, ax = plt.subplots(figsize=(7.4, 5.0))
    for kid in kernels_of(g):
        k = keep[keep["id"] == kid].sort_values("w")
        if k.empty:
            continue
        first = k.iloc[0]
        ax.errorbar(k["time_per_launch_ms"], k["energy_per_launch_mj"], xerr=k["time_per_launch_ms"] * k["time_ci_rel"].fillna(0),
                    yerr=k["energy_per_launch_mj"] * k["energy_ci_rel"].fillna(0), fmt="-", marker=_marker(first, kid),
                    ms=6, lw=1.0, capsize=2, color=_color(first, kid), alpha=0.9, label=_label(first, kid))
        for _, r in k.iterrows():
            ax.annotate(f"{r['w']:.0f} W", (r["time_per_launch_ms"], r["energy_per_launch_mj"]), xytext=(5, 4),
                        textcoords="offset points", fontsize=7, color=_color(first, kid))
    flagged = keep[flagged_mask(keep)]
    if not flagged.empty:
        ax.scatter(flagged["time_per_launch_ms"], flagged["energy_per_launch_mj"], **FLAG_STYLE, zorder=6,
                   label=f"flagged by the driver ({len(flagged)})")
    front = pareto_front(keep)
    ax.plot(front["time_per_launch_ms"], front["energy_per_launch_mj"], color=fs.OKABE_ITO["black"], lw=2.2, alpha=0.35,
            zorder=1, label=f"Pareto front across caps ({len(front)} point{'s' if len(front) > 1 else ''}: "
                            + ", ".join(f"{r['id']}@{r['cap']}" for _, r in front.iterrows())[:80] + ")")
    ax.set(xlabel="time per launch (ms)", ylabel="energy per launch (mJ)",
           title=f"{case}: time and energy at every cap (labels: the cap)")
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1), framealpha=0.85, fontsize=8)
    return fig


def front_rows(df: pd.DataFrame) -> list[dict[str, Any]]:
    """The Pareto front across caps of each case (kernels_of's points), for the report's table."""
    out = []
    for case, g in df.groupby("case_id"):
        keep = g[g["id"].isin(kernels_of(g))]
        for _, r in pareto_front(keep).iterrows():
            out.append({"case": case, "kernel": r["id"], "cap": r["cap"], "time (ms)": r["time_per_launch_ms"],
                        "energy (mJ)": r["energy_per_launch_mj"], "EDP (ms x mJ)": r["edp_ms_mj"]})
    return out
