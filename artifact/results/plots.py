"""Figures of the analysis (PNG and PDF): energy vs power cap, GFLOP/s vs energy with the Pareto
front, and the EDP-optimal (kernel, cap) of each case."""

from __future__ import annotations

from pathlib import Path

import pandas as pd


def _save(fig, base: Path) -> list[Path]:
    base.parent.mkdir(parents=True, exist_ok=True)
    out = []
    for ext, meta in (("png", {"Software": None}), ("pdf", {"CreationDate": None, "Producer": None})):
        path = base.with_suffix("." + ext)
        fig.savefig(path, dpi=130, bbox_inches="tight", metadata=meta)
        out.append(path)
    return out


def pareto_front(points: pd.DataFrame) -> pd.DataFrame:
    """Rows not dominated in (higher gflops, lower energy)."""
    pts = points.sort_values(["energy_per_launch_mj", "gflops"], ascending=[True, False])
    front, best = [], -1.0
    for idx, row in pts.iterrows():
        if row["gflops"] > best:
            front.append(idx)
            best = row["gflops"]
    return points.loc[front].sort_values("energy_per_launch_mj")


def make_figures(df: pd.DataFrame, out: Path) -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    files: list[Path] = []
    for case, g in df.groupby("case_id"):
        fig, ax = plt.subplots(figsize=(6, 4))
        for kid, k in g.groupby("id"):
            k = k.sort_values("cap_w")
            base = k["kind"].iloc[0] == "baseline"
            ax.plot(k["cap_w"], k["energy_per_launch_mj"], "s--" if base else "o-", lw=1, ms=4,
                    label=kid if base or k["id"].iloc[0] <= "r0005" else None, alpha=0.9 if base else 0.6)
        ax.set(xlabel="power cap (W)", ylabel="energy per launch (mJ)", title=f"{case}: energy per launch vs cap")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7, ncol=2)
        files += _save(fig, out / f"energy_vs_cap_{case}")
        plt.close(fig)

        fig, ax = plt.subplots(figsize=(6, 4))
        for cap, c in g.groupby("cap"):
            ax.scatter(c["energy_per_launch_mj"], c["gflops"], s=14, label=cap, alpha=0.8)
        front = pareto_front(g)
        ax.plot(front["energy_per_launch_mj"], front["gflops"], "k-", lw=1, label="Pareto front")
        ax.set(xlabel="energy per launch (mJ)", ylabel="GFLOP/s", title=f"{case}: performance vs energy")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
        files += _save(fig, out / f"pareto_{case}")
        plt.close(fig)

    best = df.loc[df.groupby("case_id")["edp_ms_mj"].idxmin()].sort_values("case_id")
    fig, ax = plt.subplots(figsize=(max(4, 0.9 * len(best) + 2), 4))
    ax.bar(best["case_id"], best["edp_ms_mj"], color="tab:green")
    for i, (_, r) in enumerate(best.iterrows()):
        ax.annotate(f"{r['id']}\n{r['cap']}", (i, r["edp_ms_mj"]), ha="center", va="bottom", fontsize=7)
    ax.set(ylabel="EDP (ms x mJ)", title="EDP-optimal (kernel, cap) per case", yscale="log")
    files += _save(fig, out / "edp_optimal")
    plt.close(fig)
    return files
