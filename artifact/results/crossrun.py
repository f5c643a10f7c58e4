"""``data/reference/<gpu>/cross-run.html``: the kernel runs of one GPU model side by side, claim by claim:
each quantity `make compare` checks (artifact.results.compare: a vendor library's time and energy per
launch, V; the fastest tuned kernel against each library, T; cap effects, P, with two caps or more) with
its value in every run, their mean, their spread and the tolerance, so that how far the runs agree is
visible; one figure puts every quantity's runs against their mean.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pandas as pd

from ..atomic import write_text
from ..layout import CROSS_RUN_HTML
from . import html as h
from .compare import REMEASURE_ENERGY_TOL, REMEASURE_TIME_TOL, load_measurements, reference_runs

PAGE_FILE = CROSS_RUN_HTML
FIG_DIR = "cross-run"
WORDS = {"time_per_launch_ms": ("time", REMEASURE_TIME_TOL), "energy_per_launch_mj": ("energy", REMEASURE_ENERGY_TOL)}


def _top_cap(frames: list[pd.DataFrame], case: str) -> str | None:
    caps = set.intersection(*(set(f.loc[f["case_id"] == case, "cap"]) for f in frames))
    return max(caps, key=lambda c: float(str(c).rstrip("W")) if str(c).rstrip("W").replace(".", "").isdigit() else 0.0) \
        if caps else None


def quantities(runs: dict[str, pd.DataFrame]) -> list[dict[str, Any]]:
    """One row per claim quantity: code, what, case@cap, each run's value, mean, spread (max/min - 1), tolerance."""
    names = list(runs)
    frames = list(runs.values())
    cases = sorted(set.intersection(*(set(f["case_id"]) for f in frames)))
    rows: list[dict[str, Any]] = []
    for case in cases:
        cap = _top_cap(frames, case)
        if cap is None:
            continue
        at = {n: f[(f["case_id"] == case) & (f["cap"] == cap)] for n, f in runs.items()}
        bases = sorted(set.intersection(*(set(g.loc[g["kind"] == "baseline", "id"]) for g in at.values())))
        for base in bases:
            for col, (word, tol) in WORDS.items():
                values = {n: float(g.loc[g["id"] == base, col].iloc[0]) for n, g in at.items()}
                rows.append({"code": "V", "quantity": f"{word} per launch of {base}", "where": f"{case}@{cap}",
                             "unit": "ms" if word == "time" else "mJ", "tolerance": tol, **_stats(values, names)})
        for base in bases:
            for col, (word, tol) in WORDS.items():
                values = {}
                for n, g in at.items():
                    tuned = g[g["kind"] == "tuned"]
                    if tuned.empty:
                        continue
                    best = tuned.loc[tuned["time_per_launch_ms"].idxmin()]
                    values[n] = float(best[col] / g.loc[g["id"] == base, col].iloc[0])
                if values:
                    rows.append({"code": "T", "quantity": f"fastest tuned kernel's {word} / {base}'s",
                                 "where": f"{case}@{cap}", "unit": "ratio", "tolerance": tol, **_stats(values, names)})
        caps = sorted(set.intersection(*(set(f.loc[f["case_id"] == case, "cap"]) for f in frames)),
                      key=lambda c: float(str(c).rstrip("W")) if str(c).rstrip("W").replace(".", "").isdigit() else 0.0)
        if len(caps) >= 2:
            values = {}
            for n, f in runs.items():
                g = f[f["case_id"] == case]
                hi = g[(g["cap"] == caps[-1]) & (g["kind"] == "tuned")]
                if hi.empty:
                    continue
                kid = hi.loc[hi["time_per_launch_ms"].idxmin(), "id"]
                e = g[g["id"] == kid].set_index("cap")["energy_per_launch_mj"]
                values[n] = float(e[caps[0]] / e[caps[-1]] - 1)
            rows.append({"code": "P", "quantity": f"energy change of the fastest kernel, {caps[-1]} to {caps[0]}",
                         "where": case, "unit": "fraction", "tolerance": math.nan, **_stats(values, names)})
    return rows


def _stats(values: dict[str, float], names: list[str]) -> dict[str, Any]:
    xs = [v for v in values.values() if math.isfinite(v)]
    mean = sum(xs) / len(xs) if xs else math.nan
    spread = max(xs) / min(xs) - 1 if xs and min(xs) > 0 else math.nan
    return {**{n: values.get(n, math.nan) for n in names}, "mean": mean, "spread": spread}


def verdict(row: dict[str, Any], names: list[str]) -> str:
    """What the runs say of a quantity: V within the tolerance of their mean or not; T a claim (lower,
    higher) where every run is more than the tolerance on one side of 1, else none; P the span."""
    xs = [row[n] for n in names if math.isfinite(row[n])]
    tol = row["tolerance"]
    if not xs:
        return "-"
    if row["code"] == "V":
        far = [n for n in names if math.isfinite(row[n]) and abs(row[n] / row["mean"] - 1) > tol]
        return "every run within the tolerance of the mean" if not far else f"outside: {', '.join(far)}"
    if row["code"] == "T":
        if all(x < 1 - tol for x in xs):
            return "claim: lower (every run)"
        if all(x > 1 + tol for x in xs):
            return "claim: higher (every run)"
        return "not a claim: the runs do not agree"
    return f"{100 * min(xs):+.1f} % to {100 * max(xs):+.1f} %"


def figure(rows: list[dict[str, Any]], names: list[str], base: Path) -> list[Path]:
    """Left: each V quantity's runs divided by their mean, the tolerance as a band. Right: each T ratio of
    every run on a log axis, the band 1 +- tolerance where no claim is made."""
    from . import figstyle as fs

    panels = [("V", [r for r in rows if r["code"] == "V"]), ("T", [r for r in rows if r["code"] == "T"])]
    panels = [(c, rs) for c, rs in panels if rs]
    height = max(len(rs) for _, rs in panels) if panels else 1
    with fs.style() as plt:
        fig, axes = plt.subplots(1, len(panels), figsize=(6.4 * len(panels), 1.4 + 0.32 * height), squeeze=False)
        for ax, (code, shown) in zip(axes[0], panels):
            for y, r in enumerate(shown):
                tol = r["tolerance"]
                ax.fill_betweenx([y - 0.4, y + 0.4], 1 - tol, 1 + tol, color=fs.OKABE_ITO["grey"], alpha=0.2, lw=0)
                for i, n in enumerate(names):
                    v = r[n] / r["mean"] if code == "V" else r[n]
                    if math.isfinite(v):
                        ax.scatter([v], [y], color=fs.CYCLE[i % len(fs.CYCLE)], s=28, zorder=3,
                                   label=n if y == 0 else None)
            ax.axvline(1, color="black", lw=0.8)
            ax.set_yticks(range(len(shown)), [f"{r['where']}: {r['quantity']}" for r in shown], fontsize=7.5)
            ax.invert_yaxis()
            ax.grid(axis="y", visible=False)
            if code == "V":
                ax.set_xlabel("each run's value / the runs' mean\n(band: the tolerance a new run gets)")
                ax.set_title("V: vendor libraries, run against run", fontsize=10)
            else:
                ax.set_xscale("log")
                fs.plain_log_ticks(ax, "x")
                ax.set_xlabel("tuned / library (log)\n(band: 1 +- the tolerance: no claim while a run is in it)")
                ax.set_title("T: fastest tuned kernel against each library", fontsize=10)
        axes[0][-1].legend(loc="upper left", bbox_to_anchor=(1.01, 1), frameon=False, fontsize=8)
        fig.tight_layout()
        return fs.save(fig, base)


def write_page(gpu_dir: Path) -> Path | None:
    """``gpu_dir/cross-run.html`` over its kernel runs (reference_runs); None where it has fewer than two,
    and a page of earlier runs (and its figures) is then removed."""
    paths = reference_runs(gpu_dir)
    if len(paths) < 2:
        (gpu_dir / CROSS_RUN_HTML).unlink(missing_ok=True)
        for fig in sorted((gpu_dir / FIG_DIR).glob("*")):
            fig.unlink()
        if (gpu_dir / FIG_DIR).is_dir():
            (gpu_dir / FIG_DIR).rmdir()
        return None
    runs = {p.name: load_measurements(p) for p in paths}
    names = list(runs)
    rows = quantities(runs)
    figure(rows, names, gpu_dir / FIG_DIR / "claims")
    fmt: dict[str, h.Formatter] = {"tolerance": lambda v: h.MISSING if h.num(v) == h.MISSING else "+-" + h.pct(v, 0),
                                   "spread": h.pct}
    table_rows = [{**{k: r[k] for k in ("code", "where", "quantity", "unit", *names, "mean", "spread", "tolerance")},
                   "what the runs say": verdict(r, names)} for r in rows]
    gpu = str(next(iter(runs.values()))["gpu.name"].iloc[0])
    codes = ("<dl class='codes'><dt>V</dt><dd>a vendor library's time or energy per launch (a fixed kernel): a new run "
             "passes within the tolerance of the runs' mean</dd><dt>T</dt><dd>the fastest tuned kernel against a "
             "library: a claim only where every run puts it more than the tolerance on one side of 1</dd><dt>P</dt>"
             "<dd>power-cap effects (two caps or more)</dd></dl>")
    sections = [
        h.Section("figure", "Runs against their mean", h.figures([h.figure(
            gpu_dir / FIG_DIR / "claims.png", "Left: each vendor library's time and energy per launch in every run, "
            "divided by the runs' mean (grey: the tolerance `make compare` allows a new run). Right: the fastest tuned "
            "kernel over each library in every run (grey: 1 +- the tolerance; a T claim is made only where every run "
            "lies on one side of it).", f"{FIG_DIR}/claims.pdf", "claims")])),
        h.Section("table", "Claim quantities, run by run", codes + h.table(table_rows, fmt)),
        h.Section("runs", "The runs", "<ul>" + "".join(f"<li><a href='{h.e(n)}/analysis/report.html'>{h.e(n)}</a> "
                                                       f"(<a href='{h.e(n)}/README.md'>README</a>)</li>" for n in names)
                  + "</ul>"),
    ]
    path = gpu_dir / PAGE_FILE
    write_text(path, h.page(f"{gpu}: the reference runs side by side", f"<p>{len(names)} runs of `make reproduce-test` "
                                                                       f"in <code>{h.e(gpu_dir.name)}</code>.</p>", sections))
    return path
