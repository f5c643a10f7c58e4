"""Template, wgmma, auto (MetaSchedule), CUTLASS and vendor: time and energy of fp16 GEMMs in one table and one figure.

Reads the driver's records that exist, each source from its own results tree (the layout of
artifact.layout, one case directory per case):

    template   <results>/template/<case>/measure/<cap>/*.json   template-based tuned kernels
    wgmma      <results>/wgmma/<case>/measure/<cap>/*.json      the sm_90 wgmma/TMA GEMM (TIRx), tuned knobs
    auto       <results>/<case>/measure/<cap>/*.json            MetaSchedule's tuned kernels (tune..measure)
    cutlass    <results>/cutlass/<case>/measure/<cap>/*.json    the CUTLASS sweep (`artifact cutlass`)
    vendor     the library baselines (kind ``baseline``, e.g. cublas-fp16) of those same directories

For each fp16 GEMM case (dtype fp16 or fp16-out) and cap, each source's fastest kernel (least
``time_per_launch_ms``; for CUTLASS that is its pick, artifact.tuning.cutlass.pick) and the fastest
vendor baseline. Writes ``<results>/analysis/fourway/``:

    fourway.csv          one row per (case, cap, source): kernel, time_ms (mean over the windows),
                         time_cv and the windows' min/max, energy_mj (total board energy per launch)
                         with energy_ci_rel and the windows' min/max, tflops, avg_power_w, and the
                         ratios to the vendor's time and energy; a source with no record keeps an
                         empty row whose ``note`` says where nothing was found, or why its step was
                         skipped (never a made-up value)
    fourway.png, .pdf    TFLOP/s and energy per launch relative to the vendor, per case, five bars
    report.html          one self-contained page: provenance, the table, the figure (artifact.fourway.page)

A skipped step is one that ``<results>/analysis/fourway/run.json`` (artifact/fourway/reference.py) lists
with a ``skipped`` reason, e.g. the wgmma space refusing a case or a GPU that is not sm_90; a results
directory without run.json, or whose run.json predates the wgmma source, gives the usual notes.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Callable

import pandas as pd

from ..atomic import read_json, write_text
from ..catalog import Case
from ..errors import ArtifactError
from ..layout import CUTLASS_DIR, CaseDirs, analysis_dirs, cases_in
from ..results.figstyle import OKABE_ITO, save, style
from ..schema.base import read, read_dict
from ..schema.case import CaseEntry
from ..schema.fourway_run import FourwayRun
from ..tuning.spaces import space_results

SOURCES = ("template", "wgmma", "auto", "cutlass", "vendor")
TREES = ("template", "wgmma", "auto", "cutlass")  # the sources with a results tree (:func:`tree`)
COLORS = {"template": OKABE_ITO["green"], "wgmma": OKABE_ITO["purple"], "auto": OKABE_ITO["blue"],
          "cutlass": OKABE_ITO["orange"], "vendor": OKABE_ITO["black"]}
LABELS = {"template": "template (MetaSchedule knobs)", "wgmma": "TVM wgmma (TIRx)", "auto": "auto (MetaSchedule)",
          "cutlass": "CUTLASS", "vendor": "vendor (cuBLAS)"}
COLUMNS = ["case_id", "M", "N", "K", "layout", "dtype", "cap", "source", "kernel_id", "time_ms", "time_cv",
           "time_ms_min", "time_ms_max", "energy_mj", "energy_ci_rel", "energy_mj_min", "energy_mj_max", "tflops",
           "avg_power_w", "time_vs_vendor", "energy_vs_vendor", "flagged", "note"]

Echo = Callable[[str], None]


def tree(results: Path, source: str) -> Path:
    """A source's results tree: CUTLASS's ``<results>/cutlass``, a tuned source's where `artifact tune
    --space <source>` writes (artifact.tuning.spaces.space_results)."""
    return results / CUTLASS_DIR if source == "cutlass" else Path(space_results(results, source))


def fp16_gemm_cases(results: Path) -> dict[str, Case]:
    """Every fp16 GEMM case with a case.json in any of the source trees, by case id."""
    cases: dict[str, Case] = {}
    for source in TREES:
        for dirs in cases_in(tree(results, source)):
            case = Case.from_json(read(CaseEntry, dirs.case_json).to_json())
            if case.kind == "gemm" and case.in_dtype == "float16":
                cases.setdefault(case.case_id, case)
    return cases


def _records(case_dir: Path, cap: str) -> list[dict[str, Any]]:
    out = []
    for path in sorted(CaseDirs(case_dir).measure_cap(cap).glob("*.json")):
        rec = read_json(path, "measurement record")
        if not isinstance(rec, dict) or not isinstance(rec.get("time_per_launch_ms"), (int, float)):
            raise ArtifactError(f"measurement record {path} has no time_per_launch_ms (a run died while writing it?)")
        out.append(rec)
    return out


def _fastest(records: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Fastest; ties broken by energy, then by id: the rule of `artifact cutlass pick` (cutlass.pick.choose)."""
    return min(records, key=lambda r: (r["time_per_launch_ms"], r.get("energy_per_launch_mj") or math.inf,
                                       str(r.get("id")))) if records else None


def _exported(case_dir: Path, rec: dict[str, Any]) -> bool:
    """A kernel's record counts while its export is there (a later sweep may have dropped its configuration)."""
    return CaseDirs(case_dir).kernel_dir(str(rec.get("id"))).is_dir()


def _spread(rec: dict[str, Any], key: str) -> tuple[float, float]:
    windows = [w for w in rec.get(f"{key}_windows") or [] if isinstance(w, (int, float))]
    return (min(windows), max(windows)) if windows else (math.nan, math.nan)


def _row(case: Case, cap: str, source: str, rec: dict[str, Any] | None, note: str) -> dict[str, Any]:
    p = case.params
    row: dict[str, Any] = {"case_id": case.case_id, "M": p["M"], "N": p["N"], "K": p["K"], "layout": p["layout"],
                           "dtype": case.dtype, "cap": cap, "source": source, "note": note}
    if rec is None:
        return row
    t_min, t_max = _spread(rec, "time_per_launch_ms")
    e_min, e_max = _spread(rec, "energy_per_launch_mj")
    row.update({"kernel_id": rec.get("id"), "time_ms": rec["time_per_launch_ms"], "time_cv": rec.get("time_cv"),
                "time_ms_min": t_min, "time_ms_max": t_max, "energy_mj": rec.get("energy_per_launch_mj"),
                "energy_ci_rel": rec.get("energy_ci_rel"), "energy_mj_min": e_min, "energy_mj_max": e_max,
                "tflops": case.flops / (rec["time_per_launch_ms"] * 1e-3) / 1e12, "avg_power_w": rec.get("avg_power_w"),
                "flagged": bool(rec.get("flagged", False))})
    return row


def _caps(results: Path, case_id: str) -> list[str]:
    caps = set()
    for source in TREES:
        measure = CaseDirs(tree(results, source) / case_id).measure
        if measure.is_dir():
            caps |= {p.name for p in measure.iterdir() if p.is_dir() and any(p.glob("*.json"))}
    return sorted(caps)


def skipped_steps(results: Path) -> dict[tuple[str, str], str]:
    """``(case_id, source) -> reason`` of the measure steps that run.json (artifact/fourway/reference.py)
    records as skipped; empty without a run.json or with one of no skipped step."""
    from ..catalog import parse_shape, resolve_case

    path = analysis_dirs(results).fourway_run
    if not path.is_file():
        return {}
    run = read_dict(FourwayRun, path)
    out: dict[tuple[str, str], str] = {}
    for e in run["steps"]:
        name, _, spec = str(e.get("key", "")).partition("|")
        kind, _, source = name.partition(":")
        if kind != "measure" or not e.get("skipped"):
            continue
        try:
            case_id = (parse_shape(spec) if ":" in spec else resolve_case(spec, "gemm")).case_id
        except ArtifactError:
            continue  # a case this checkout's catalog does not know: its row keeps the usual note
        out[(case_id, source)] = f"skipped: {e['skipped']}"
    return out


def fourway_table(results: Path) -> pd.DataFrame:
    """One row per (case, cap, source) of every fp16 GEMM case measured by any source."""
    rows = []
    skipped = skipped_steps(results)
    for case_id, case in sorted(fp16_gemm_cases(results).items()):
        for cap in _caps(results, case_id):
            baselines: list[dict[str, Any]] = []
            chosen: dict[str, dict[str, Any] | None] = {}
            notes: dict[str, str] = {}
            for source in TREES:
                case_dir = tree(results, source) / case_id
                where = CaseDirs(case_dir).measure_cap(cap)
                recs = _records(case_dir, cap)
                chosen[source] = _fastest([r for r in recs if r.get("kind") != "baseline" and _exported(case_dir, r)])
                baselines += [r for r in recs if r.get("kind") == "baseline"]
                notes[source] = "" if chosen[source] else \
                    skipped.get((case_id, source), f"no record in {where.relative_to(results.parent)}")
            vendor = _fastest(baselines)
            rows += [_row(case, cap, s, chosen[s], notes[s]) for s in TREES]
            rows.append(_row(case, cap, "vendor", vendor, "" if vendor else "no baseline record in any source's tree"))
    df = pd.DataFrame(rows, columns=COLUMNS)
    if df.empty:
        return df
    vend = df[df["source"] == "vendor"].set_index(["case_id", "cap"])
    for col, ratio in (("time_ms", "time_vs_vendor"), ("energy_mj", "energy_vs_vendor")):
        base = df.set_index(["case_id", "cap"]).index.map(vend[col].to_dict())
        df[ratio] = pd.to_numeric(df[col], errors="coerce") / pd.to_numeric(pd.Series(base, index=df.index), errors="coerce")
    return df


def plot(df: pd.DataFrame, base: Path) -> list[Path]:
    """Two panels, one group of five bars per (case, cap): TFLOP/s (error bars: the windows' spread of the
    time), and energy per launch over the vendor's (bars from parity; error bars: both points' 95 % CIs in
    quadrature); flagged points hatched and counted in the legend."""
    groups = list(dict.fromkeys(zip(df["case_id"], df["cap"])))
    label = {g: (f"{g[0]}\n@{g[1]}" if len({c for _, c in groups}) > 1 else g[0]) for g in groups}
    vendor_ci = df[df["source"] == "vendor"].set_index(["case_id", "cap"])["energy_ci_rel"]
    flagged_n = 0
    with style() as plt:
        fig, (ax_t, ax_e) = plt.subplots(2, 1, figsize=(max(6.4, 1.3 * len(groups) + 2), 6.8), sharex=True,
                                         layout="constrained")  # room for the title and the legend above
        width = 0.8 / len(SOURCES)
        for i, source in enumerate(SOURCES):
            sub = df[df["source"] == source].set_index(["case_id", "cap"])
            xs = [j + (i - (len(SOURCES) - 1) / 2) * width for j in range(len(groups))]

            def cell(col: str, g: tuple[str, str], sub: pd.DataFrame = sub) -> float:
                return float(pd.to_numeric(sub[col], errors="coerce").get(g, math.nan)) if g in sub.index else math.nan

            tf = [cell("tflops", g) for g in groups]
            er = [cell("energy_vs_vendor", g) for g in groups]
            # TFLOP/s of the slowest and fastest window: the spread of the time per launch
            lo = [t * cell("time_ms", g) / cell("time_ms_max", g) for t, g in zip(tf, groups)]
            hi = [t * cell("time_ms", g) / cell("time_ms_min", g) for t, g in zip(tf, groups)]
            t_err = [[max(t - a, 0) if math.isfinite(a) else 0 for t, a in zip(tf, lo)],
                     [max(b - t, 0) if math.isfinite(b) else 0 for t, b in zip(tf, hi)]]
            e_err = [v * math.hypot(cell("energy_ci_rel", g), float(vendor_ci.get(g, math.nan)))
                     if math.isfinite(v) and source != "vendor" else 0 for v, g in zip(er, groups)]
            e_err = [x if math.isfinite(x) else 0 for x in e_err]
            flags = [bool(sub["flagged"].get(g, False)) if g in sub.index and pd.notna(sub["flagged"].get(g)) else False
                     for g in groups]
            flagged_n += sum(flags)
            bars_t = ax_t.bar(xs, [0 if math.isnan(v) else v for v in tf], width, color=COLORS[source], label=LABELS[source],
                              yerr=[[0 if math.isnan(v) else e for v, e in zip(tf, t_err[0])],
                                    [0 if math.isnan(v) else e for v, e in zip(tf, t_err[1])]],
                              error_kw={"elinewidth": 0.8, "capsize": 2})
            bars_e = ax_e.bar(xs, [0 if math.isnan(v) else v - 1 for v in er], width, bottom=1, color=COLORS[source],
                              yerr=e_err, error_kw={"elinewidth": 0.8, "capsize": 2})
            for bars in (bars_t, bars_e):
                for bar, f in zip(bars, flags):
                    if f:
                        bar.set_hatch("xx")
                        bar.set_edgecolor("white")
            for ax, values, at in ((ax_t, tf, 0.0), (ax_e, er, 1.0)):  # no record, or no vendor record to divide by
                for x, v in zip(xs, values):
                    if math.isnan(v):
                        ax.text(x, at, "n/a", rotation=90, ha="center", va="bottom", fontsize=7)
        ax_t.set_ylabel("throughput (TFLOP/s)")
        ax_e.set_ylabel("energy per launch / vendor's")
        ax_e.axhline(1.0, color=OKABE_ITO["grey"], lw=1, ls="--")
        ax_e.set_xticks(range(len(groups)))
        ax_e.set_xticklabels([label[g] for g in groups], rotation=30, ha="right", fontsize=8)
        handles, names = ax_t.get_legend_handles_labels()
        if flagged_n:
            from matplotlib.patches import Patch

            handles.append(Patch(facecolor=OKABE_ITO["grey"], hatch="xx", edgecolor="white"))
            names.append(f"hatched: flagged ({flagged_n} of {int(df['time_ms'].notna().sum())})")
        ax_t.legend(handles, names, loc="lower center", bbox_to_anchor=(0.5, 1.0),
                    ncols=len(handles) if len(groups) > 3 else 3, frameon=False, fontsize=8)
        fig.suptitle("fp16 GEMM: template vs wgmma vs auto vs CUTLASS vs vendor\n"
                     "(error bars: window spread of the time, 95 % CI of the energy ratio; n/a: no record, a skipped "
                     "step, or no vendor record)", fontsize=10)
        return save(fig, base)


def write_fourway(results: Path, echo: Echo = print, tables: bool = True) -> Path:
    """fourway.csv, the figure and the page under <results>/analysis/fourway/; returns the CSV's path (with
    ``tables`` False the CSV is kept as it is)."""
    df = fourway_table(results)
    if df.empty:
        raise ArtifactError(f"no fp16 GEMM case with records under {results} (or its template/, wgmma/ and cutlass/ trees)")
    adirs = analysis_dirs(results)
    csv = adirs.fourway_csv
    if tables:
        write_text(csv, df.to_csv(index=False, float_format="%.6g", lineterminator="\n"))
    plot(df, adirs.fourway_figure)
    from .page import write_page

    write_page(results, df, [tree(results, s) for s in TREES])
    for line in format_table(df):
        echo(line)
    empty = sorted({s for s in SOURCES if df[df["source"] == s]["time_ms"].isna().all()})
    if empty:
        echo(f"no record of: {', '.join(empty)} (empty columns, see the notes in {csv.name})")
    echo(f"wrote {csv} and {adirs.fourway_figure.with_suffix('.png')}")
    return csv


def format_table(df: pd.DataFrame) -> list[str]:
    """Console lines: per (case, cap) TFLOP/s and energy (mJ) of each source; '-' where no record."""
    head = f"{'case':<34} {'cap':>6} " + " ".join(f"{s + ' TF/s':>13} {s + ' mJ':>13}" for s in SOURCES)
    lines = [head]
    for (case_id, cap), g in df.groupby(["case_id", "cap"], sort=True):
        by = g.set_index("source")
        cells = []
        for s in SOURCES:
            t, e = (by.loc[s, "tflops"], by.loc[s, "energy_mj"]) if s in by.index else (math.nan, math.nan)
            cells.append(f"{t:13.1f} {e:13.3f}" if pd.notna(t) else f"{'-':>13} {'-':>13}")
        lines.append(f"{case_id:<34} {cap:>6} " + " ".join(cells))
    return lines
