"""``<results>/analysis/fourway/report.html``: the four-way GEMM study on one page: the provenance of its
records (every source's tree, the vendor baselines), the table of artifact.fourway.report in readable
units, the figure, and the sources that have no record or whose step was skipped."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd

from ..atomic import write_text
from ..layout import REPORT_HTML, analysis_dirs, cases_in
from ..results import html as h
from ..results import provenance as prov
from ..schema.base import read_dict
from ..schema.fourway_run import FourwayRun
from ..schema.runs import read_runs

PAGE_FILE = REPORT_HTML


def _records(trees: list[Path]) -> tuple[list[dict[str, Any]], list[str]]:
    """Every measurement record under the source trees, and the TVM versions their tuning runs name."""
    recs: list[dict[str, Any]] = []
    tvm: set[str] = set()
    for root in trees:
        for path in sorted(root.glob("*/measure/*/*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and "energy_per_launch_mj" in data:
                recs.append(data)
        for case in cases_in(root):
            tvm.update(str(run.tvm_version) for run in (read_runs(case.runs_json) if case.runs_json.is_file() else [])
                       if run.tvm_version)
    return recs, sorted(tvm)


def render(results: Path, df: pd.DataFrame, trees: list[Path]) -> str:
    dirs = analysis_dirs(results)
    run_path = dirs.fourway_run
    run = read_dict(FourwayRun, run_path) if run_path.is_file() else {}
    recs, tvm = _records(trees)
    steps = run.get("steps") or []
    commits = sorted({str(p.get("git_commit")) for p in run.get("parts") or [] if isinstance(p, dict) and p.get("git_commit")})
    extra = [("steps", f"{len(steps)} ({sum(1 for s in steps if s.get('rc') == 0)} exit 0, "
                       f"{sum(1 for s in steps if s.get('skipped'))} skipped)")] if steps else []
    if commits:
        extra.append(("parts' commits", ", ".join(c[:12] for c in commits)))
    software = prov.Software(commit=run.get("git_commit"), dirty=run.get("git_dirty"), torch=prov.NOT_USED,
                             tvm=", ".join(tvm) or None, extra=tuple(extra))
    p = prov.build(recs, software)
    one = prov.one_limit_note(p)
    cols = {"case_id": "case", "layout": "layout", "cap": "cap", "source": "source", "kernel_id": "kernel",
            "tflops": "TFLOP/s", "time_ms": "time (ms)", "time_cv": "time CV", "energy_mj": "energy (mJ)",
            "energy_ci_rel": "energy CI", "avg_power_w": "power (W)", "time_vs_vendor": "time / vendor",
            "energy_vs_vendor": "energy / vendor", "flagged": "flagged", "note": "note"}
    table = df[[c for c in cols if c in df]].rename(columns=cols)
    fmt: dict[str, h.Formatter] = {"time CV": h.pct, "energy CI": h.ci, "time / vendor": h.ratio,
                                   "energy / vendor": h.ratio, "flagged": h.flag, "note": h.text,
                                   "TFLOP/s": lambda v: h.num(v, 3)}
    missing = [f"{r['case_id']} @ {r['cap']}, {r['source']}: {r['note']}" for _, r in df.iterrows()
               if pd.isna(r.get("time_ms")) and r.get("note")]
    png = dirs.fourway_figure.with_suffix(".png")
    fig = h.figure(png, "TFLOP/s of each source's fastest kernel per case (error bars: its windows' "
                   "spread), and its energy per launch over the vendor's (bars from parity, 95 % CI); hatched: flagged.",
                   png.with_suffix(".pdf").name, png.stem) if png.is_file() else ""
    sections = [
        h.Section("run", "Provenance", (f"<p class='onelimit'>{h.e(one)}</p>" if one else "") + prov.html(p)),
        h.Section("figure", "Figure", h.figures([fig])),
        h.Section("table", "Each source's fastest kernel, per case", h.table(table, fmt)),
        h.not_run_section(missing, "Every source has a record for every case."),
    ]
    cases = df["case_id"].nunique()
    intro = (f"<p>{cases} fp16 GEMM cases, five sources each: template (MetaSchedule knobs), TVM wgmma (TIRx), auto "
             f"(MetaSchedule), CUTLASS, vendor (cuBLAS); results directory <code>{h.e(results.name)}</code>.</p>")
    return h.page("fp16 GEMMs: tuned three ways, CUTLASS and the vendor library", intro, sections)


def write_page(results: Path, df: pd.DataFrame, trees: list[Path]) -> Path:
    """``<results>/analysis/fourway/report.html`` from the table and the source trees' records."""
    path = analysis_dirs(results).fourway_page
    write_text(path, render(results, df, trees))
    return path
