"""``analysis/report.html``: one static, self-contained page per run (no server, no network, no
script): the manifest summary, the claims checked against the shipped reference, every figure with
its caption (PNG embedded as a data URI, the PDF beside it linked), the main tables, and what was
not run.

The page is a list of sections, each made by a builder from the run's files. Other analyses (layer
sweeps, traces) add theirs with ``register_section``; a builder that has nothing to show returns None
and no empty section appears. A builder may also add lines to ``ReportContext.not_run``, which the
last section lists. The same files give the same page, byte for byte (no date of its own).
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import math
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pandas as pd

from .. import runlock
from ..atomic import write_text
from ..errors import ArtifactError
from . import figstyle as fs
from .checksums import check_unchanged, write_sums
from .plots import SECTIONS as FIGURE_SECTIONS
from .plots import Figure, read_index

REPORT_FILE = "report.html"
Echo = Callable[[str], None]


@dataclass(frozen=True)
class Section:
    key: str  # the HTML id
    title: str
    html: str  # the body, already escaped


@dataclass
class ReportContext:
    results: Path
    analysis: Path
    manifest: dict[str, Any]
    measurements: pd.DataFrame
    figures: list[Figure]
    reference: Path | None  # None: data/reference/<this GPU>/
    not_run: list[str] = field(default_factory=list)  # plain text, one line each


SectionBuilder = Callable[[ReportContext], "Section | None"]
_BUILDERS: list[SectionBuilder] = []
_EXTRA: list[SectionBuilder] = []


def register_section(builder: SectionBuilder) -> SectionBuilder:
    """Add a section (after the tables, before 'Not run'); usable as a decorator. Idempotent."""
    if builder not in _EXTRA:
        _EXTRA.append(builder)
    return builder


def _builtin(builder: SectionBuilder) -> SectionBuilder:
    _BUILDERS.append(builder)
    return builder


def e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _fmt(v: Any) -> str:
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return ""
    if isinstance(v, float):
        return f"{v:.4g}" if abs(v) < 1e5 else f"{v:,.0f}"
    return str(v)


def table(frame: pd.DataFrame, cls: str = "") -> str:
    head = "".join(f"<th>{e(c)}</th>" for c in frame.columns)
    rows = []
    for _, r in frame.iterrows():
        cells = []
        for v in r:
            num = isinstance(v, (int, float)) and not isinstance(v, bool)
            cells.append(f"<td{' class=num' if num else ''}>{e(_fmt(v))}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table class='{cls}'><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def dl(pairs: list[tuple[str, Any]]) -> str:
    return "<dl>" + "".join(f"<dt>{e(k)}</dt><dd>{e(_fmt(v))}</dd>" for k, v in pairs if v not in (None, "")) + "</dl>"


def png_size(data: bytes) -> tuple[int, int]:
    """(width, height) in pixels from a PNG's IHDR chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    return struct.unpack(">II", data[16:24])


def figure_html(analysis: Path, fig: Figure) -> str:
    png = analysis / "figures" / f"{fig.stem}.png"
    if not png.exists():
        raise ArtifactError(f"{png} is listed in figures/index.json but missing: rerun `make analyze`")
    data = png.read_bytes()
    try:
        w, h = png_size(data)
    except ValueError as exc:
        raise ArtifactError(f"{png} is damaged ({exc}): rerun `make analyze`") from exc
    scale = 100 / fs.DPI  # shown at the size matplotlib laid it out (100 %: text as in the figure)
    uri = "data:image/png;base64," + base64.b64encode(data).decode("ascii")
    pdf = f"figures/{fig.stem}.pdf"
    return (f"<figure id='fig-{e(fig.stem)}'><img src='{uri}' alt='{e(fig.caption)}' width='{round(w * scale)}' "
            f"height='{round(h * scale)}'><figcaption>{e(fig.caption)} <a href='{e(pdf)}'>PDF</a></figcaption></figure>")


@_builtin
def summary_section(ctx: ReportContext) -> Section:
    m = ctx.manifest
    gpu = m.get("gpu", {})
    caps = ", ".join(f"{c['cap']} (enforced {', '.join(str(w) for w in c.get('enforced_w', []))} W, "
                     f"requested {', '.join(str(w) for w in c.get('requested_w', [])) or '?'})" for c in m.get("caps", []))
    pk = m.get("packages", {})
    nvcc = sorted({str(c.get("nvcc_version")) for c in m.get("cases", {}).values() if c.get("nvcc_version")})
    arch = sorted({str(c.get("arch")) for c in m.get("cases", {}).values() if c.get("arch")})
    lo, hi = (m.get("power_limit_range_w") or [None, None])[:2]
    body = "<div class='cols'><div><h3>GPU</h3>" + dl([
        ("model", gpu.get("name")), ("compute capability", gpu.get("compute_capability")),
        ("SMs", gpu.get("multiprocessors")), ("max SM clock (MHz)", gpu.get("max_sm_clock_mhz")),
        ("driver", gpu.get("driver_version")), ("CUDA driver API", gpu.get("cuda_driver_version")),
        ("VBIOS", gpu.get("vbios_version")), ("UUID", gpu.get("uuid")),
        ("power limit: default (W)", m.get("power_limit_default_w")),
        ("power limit: range (W)", f"{_fmt(lo)} - {_fmt(hi)}" if lo is not None else None),
    ]) + "</div><div><h3>Measurement</h3>" + dl([
        ("power caps", caps), ("method", ", ".join(m.get("measurement_method", []))),
        ("runner", ", ".join(sorted({r for c in m.get("caps", []) for r in c.get("runner", [])}))),
        ("first record", m.get("first_record")), ("last record", m.get("last_record")),
        ("records", len(ctx.measurements)), ("missing points", len(m.get("missing_points", [])) or "none"),
        ("flagged points", _flag_text(m)),
    ]) + "</div><div><h3>Software</h3>" + dl([
        ("git commit", f"{m.get('git_commit') or '?'}{' (uncommitted changes)' if m.get('git_dirty') else ''}"),
        ("apache-tvm", pk.get("apache-tvm")), ("apache-tvm-ffi", pk.get("apache-tvm-ffi")),
        ("nvcc", ", ".join(nvcc)), ("arch", ", ".join(arch)), ("python", m.get("python")),
        ("numpy / pandas / matplotlib", " / ".join(str(pk.get(k)) for k in ("numpy", "pandas", "matplotlib"))),
        ("requirements.lock sha256", (m.get("requirements_lock_sha256") or "")[:16]),
        ("image digest", m.get("image_digest")),
        ("versions differing from the lock", _drift_text(m.get("setup_drift"))),
        ("analysis made", m.get("created")), ("command", " ".join(m.get("command", []))),
    ]) + "</div></div>"
    rows = []
    for cid, c in sorted(m.get("cases", {}).items()):
        case = c.get("case", {})
        runs = c.get("tuning_runs", [])
        speeds = [r.get("trials_per_min") for r in runs if r.get("trials_per_min")]
        pol = c.get("selection_policy") or {}
        rows.append({"case": cid, "kind": case.get("kind"), "layer": case.get("layer"),
                     "GFLOP": case.get("flops", math.nan) / 1e9 if case.get("flops") else math.nan,
                     "trials": c.get("trials"), "tuning runs": len(runs),
                     "trials/min": speeds[-1] if speeds else math.nan,
                     "kept": f"{c.get('kernels_selected')} (top {pol.get('top')}, {pol.get('per_percentile')} per "
                             f"percentile)" if pol else c.get("kernels_selected")})
    if rows:
        body += "<h3>Cases</h3>" + table(pd.DataFrame(rows))
    return Section("summary", "Run", body)


def _flag_text(m: dict[str, Any]) -> str:
    """"none", or the count of flagged points and, per reason, how many and what it says."""
    points = m.get("flagged_points") or []
    if not points:
        return "none"
    reasons = m.get("flag_reasons") or {}
    return f"{len(points)}" + ("; " if reasons else "") + "; ".join(
        f"{name} x{f.get('points')}: {f.get('meaning')}" for name, f in reasons.items())


def _drift_text(drift: Any) -> Any:
    """`make setup INTO=system` kept these installed versions: "name installed (locked X)", one per package."""
    if not isinstance(drift, dict):
        return drift
    return "; ".join(f"{name} {d.get('installed')} (locked {d.get('locked')})" if isinstance(d, dict) else f"{name} {d}"
                     for name, d in sorted(drift.items())) or "none"


@_builtin
def claims_section(ctx: ReportContext) -> Section:
    from .compare import claims

    try:
        ref_dir, verdicts = claims(ctx.results, ctx.reference)
    except ArtifactError as exc:
        ctx.not_run.append(f"Claims: not checked ({exc}).")
        return Section("claims", "Claims against the reference", f"<p class='note'>Not checked: {e(exc)}</p>")
    counts = {s: sum(v.status == s for v in verdicts) for s in ("PASS", "FAIL", "SKIP")}
    from .compare import reference_runs

    mine = (ctx.analysis / "measurements.csv").read_bytes()
    same = any(mine == (r / "analysis" / "measurements.csv").read_bytes() for r in reference_runs(ref_dir))
    note = (f"<p class='note'>These measurements are the reference's own ({e(ref_dir.name)}): every claim passes by "
            f"construction; the table lists the claims `make compare` checks other runs against.</p>" if same else "")
    rows = "".join(f"<tr class='{v.status.lower()}'><td><b>{v.status}</b></td><td>{e(v.claim)}</td><td>{e(v.case)}</td>"
                   f"<td>{e(v.detail)}</td></tr>" for v in verdicts)
    body = (f"<p>{counts['PASS']} passed, {counts['FAIL']} failed, {counts['SKIP']} skipped, against "
            f"<code>{e(ref_dir.name)}</code> (the claims and tolerances are in REPRODUCE.md).</p>{note}"
            f"<table class='claims'><thead><tr><th>status</th><th>claim</th><th>case</th><th>detail</th></tr></thead>"
            f"<tbody>{rows}</tbody></table>")
    for v in verdicts:
        if v.status == "SKIP":
            ctx.not_run.append(f"Claim {v.claim.split(' ')[0]} [{v.case}]: skipped ({v.detail}).")
    return Section("claims", "Claims against the reference", body)


@_builtin
def figures_section(ctx: ReportContext) -> Section | None:
    if not ctx.figures:
        ctx.not_run.append("Figures: none in analysis/figures/index.json (rerun `make analyze`).")
        return None
    parts = []
    cases = sorted(ctx.measurements["case_id"].unique())
    for key, title in FIGURE_SECTIONS.items():
        figs = [f for f in ctx.figures if f.section == key]
        extra = ""
        if key == "power":
            without = [c for c in cases if not any(f.case == c for f in figs)]
            if without:
                msg = (f"Power timeline not available for {', '.join(without)}: the measurement records of this run "
                       f"carry no power_timeline (written by drivers that record the in-process NVML timeline).")
                ctx.not_run.append(msg)
                extra = f"<p class='note'>{e(msg)}</p>"
        if key == "caps" and ctx.measurements["cap"].nunique() < 2:
            ctx.not_run.append("Power caps: one cap only, so no energy/time-vs-cap or EDP-optimal-cap figure "
                               "(`make measure` with the default caps, or CAPS=200,300,... where the limit may change).")
        if key == "tuning" and not figs:
            ctx.not_run.append("Tuning convergence: no tuning records (<case>/tune/) in this results directory.")
        if not figs and not extra:
            continue
        parts.append(f"<h3 id='figs-{key}'>{e(title)}</h3>{extra}<div class='figs'>"
                     + "".join(figure_html(ctx.analysis, f) for f in figs) + "</div>")
    return Section("figures", "Figures", "".join(parts))


def _kernel_table(g: pd.DataFrame, groups: dict[str, str]) -> pd.DataFrame:
    cols = {"id": "kernel", "cap": "cap", "time_per_launch_ms": "time (ms)", "energy_per_launch_mj": "energy (mJ)",
            "edp_ms_mj": "EDP (ms*mJ)", "avg_power_w": "power (W)", "gflops": "GFLOP/s", "time_cv": "time CV",
            "energy_cv": "energy CV", "sm_clock_mhz": "SM clock (MHz)", "flag_reasons": "flagged"}
    t = g[[c for c in cols if c in g.columns]].rename(columns=cols)
    from .plots import math_mode

    group = [("vendor: " + fs.vendor_label(r["id"], math_mode(r))) if r["kind"] == "baseline"
             else groups.get(r["id"], "tuned") for _, r in g.iterrows()]
    t.insert(1, "group", group)
    return t


@_builtin
def tables_section(ctx: ReportContext) -> Section:
    from ..measure.caps import cap_watts
    from .plots import selection_groups

    parts = []
    base = ctx.analysis / "baselines.csv"
    if base.exists():
        b = pd.read_csv(base)
        cols = {"case_id": "case", "cap": "cap", "best_tuned": "tuned", "baseline": "library", "time_ratio": "time ratio",
                "energy_ratio": "energy ratio", "edp_ratio": "EDP ratio", "tuned_gflops": "tuned GFLOP/s",
                "baseline_gflops": "library GFLOP/s", "tuned_pct_fp32_peak": "tuned % fp32 peak",
                "baseline_pct_fp32_peak": "library % fp32 peak"}
        b = b[[c for c in cols if c in b.columns]].rename(columns=cols)
        parts.append("<h3>Fastest tuned kernel / vendor library</h3><p>Ratios tuned / library (below 1: the tuned "
                     "kernel is better); % of the GPU's fp32 peak at its maximum SM clock.</p>" + table(b))
    else:
        ctx.not_run.append("Vendor baselines: none measured (`artifact measure` without --no-baselines).")
    edp = ctx.analysis / "edp_optimal.csv"
    if edp.exists():
        t = pd.read_csv(edp).rename(columns={"case_id": "case", "id": "kernel", "edp_ms_mj": "EDP (ms*mJ)",
                                             "time_per_launch_ms": "time (ms)", "energy_per_launch_mj": "energy (mJ)"})
        parts.append("<h3>EDP-optimal (kernel, cap) per case</h3>" + table(t))
    df = ctx.measurements.copy()  # one block: measurements.csv has ~100 columns, read column by column
    for case, g in df.groupby("case_id"):
        g = g.assign(_w=g["cap"].map(cap_watts), _v=(g["kind"] != "tuned")).sort_values(["_w", "_v", "id"])
        t = _kernel_table(g, selection_groups(ctx.results, str(case)))
        parts.append(f"<details{' open' if len(t) <= 12 else ''}><summary>{e(case)}: every measured point "
                     f"({len(t)})</summary>{table(t)}</details>")
    return Section("tables", "Tables", "".join(parts))


def _case_gaps(ctx: ReportContext) -> None:
    """Kernels selected but never measured, and default cases not in the run."""
    for case in sorted(ctx.measurements["case_id"].unique()):
        sel = ctx.results / case / "selection.json"
        if sel.exists():
            kernels = json.loads(sel.read_text(encoding="utf-8")).get("kernels", [])
            bad = [k["kernel_id"] for k in kernels if (k.get("correctness") or {}).get("status") == "fail"]
            if bad:
                ctx.not_run.append(f"{case}: {len(bad)} selected kernel(s) failed the correctness check and were "
                                   f"not measured: {', '.join(bad)}.")
        exp = ctx.results / case / "export" / "export.json"
        if exp.exists():
            for k in json.loads(exp.read_text(encoding="utf-8")).get("not_exported", []):
                ctx.not_run.append(f"{case}: {k.get('kernel_id', '?')} not exported ({k.get('reason', '')}).")
    for p in ctx.manifest.get("missing_points", []):
        ctx.not_run.append(f"Missing point: {p}.")
    have = set(ctx.measurements["case_id"])
    default = [f"case{i}" for i in range(1, 8)]
    if have <= set(default) and have != set(default):
        ctx.not_run.append(f"Default cases not in this run: {', '.join(c for c in default if c not in have)}.")


def not_run_section(ctx: ReportContext) -> Section:
    _case_gaps(ctx)
    if not ctx.not_run:
        return Section("not-run", "Not run", "<p>Everything of the pipeline ran: no gap to report.</p>")
    return Section("not-run", "Not run or not available",
                   "<ul>" + "".join(f"<li>{e(x)}</li>" for x in dict.fromkeys(ctx.not_run)) + "</ul>")


CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:1400px;padding:0 24px 48px;
color:#1a1a1a;line-height:1.4}
h1{font-size:1.6em;margin:.8em 0 .2em}h2{border-bottom:2px solid #0072B2;padding-bottom:.2em;margin-top:1.6em}
h3{margin:1.2em 0 .4em}nav a{margin-right:1em}code{background:#f2f2f2;padding:0 .25em}
.cols{display:flex;flex-wrap:wrap;gap:8px 40px}.cols>div{flex:1 1 360px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;margin:0}dt{color:#555}dd{margin:0;word-break:break-all}
table{border-collapse:collapse;font-size:.88em;margin:.4em 0 1em}th,td{border:1px solid #ccc;padding:3px 7px;text-align:left}
th{background:#eef3f8}td.num{text-align:right;font-variant-numeric:tabular-nums}
tr.pass td:first-child{background:#d9f0e3;color:#005a3c}tr.fail td:first-child{background:#f9d9c9;color:#8a2c00}
tr.skip td:first-child{background:#eee;color:#444}
.figs{display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start}
figure{margin:0;border:1px solid #ddd;padding:8px;background:#fff;max-width:100%}
figure img{display:block;max-width:100%;height:auto}figcaption{font-size:.88em;color:#333;max-width:640px;margin-top:4px}
.note{background:#fff8e1;border-left:4px solid #E69F00;padding:6px 10px}
details{margin:.4em 0}summary{cursor:pointer;font-weight:600}
"""


def render(ctx: ReportContext) -> str:
    sections = []
    for builder in (*_BUILDERS, *_EXTRA, not_run_section):
        s = builder(ctx)
        if s is not None:
            sections.append(s)
    gpu = ctx.manifest.get("gpu", {}).get("name", "GPU")
    cases = ", ".join(sorted(ctx.measurements["case_id"].unique()))
    caps = ", ".join(c["cap"] for c in ctx.manifest.get("caps", []))
    nav = "".join(f"<a href='#{e(s.key)}'>{e(s.title)}</a>" for s in sections)
    body = "".join(f"<section id='{e(s.key)}'><h2>{e(s.title)}</h2>{s.html}</section>" for s in sections)
    title = f"Energy of tuned kernels on {gpu}"
    return (f"<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'><title>{e(title)}</title>"
            f"<style>{CSS}</style></head><body><h1>{e(title)}</h1><p>{e(cases)} at {e(caps)}; "
            f"results directory <code>{e(ctx.results.name)}</code>.</p><nav>{nav}</nav>{body}</body></html>\n")


def load_context(results: Path, reference: Path | None = None) -> ReportContext:
    analysis = results / "analysis"
    man, meas = analysis / "manifest.json", analysis / "measurements.csv"
    if not man.exists() or not meas.exists():
        raise ArtifactError(f"{analysis} has no manifest.json or measurements.csv: run `make analyze` first")
    try:
        manifest, measurements = json.loads(man.read_text(encoding="utf-8")), pd.read_csv(meas)
    except (ValueError, RecursionError, pd.errors.EmptyDataError) as exc:  # JSON, CSV and UTF-8 errors among them
        raise ArtifactError(f"{analysis}: manifest.json or measurements.csv is corrupt ({type(exc).__name__}): run "
                            f"`make analyze` again") from exc
    if not isinstance(manifest, dict):
        raise ArtifactError(f"{man} is not a JSON object: run `make analyze` again")
    return ReportContext(results=results, analysis=analysis, manifest=manifest,
                         measurements=measurements, figures=read_index(analysis / "figures"), reference=reference)


def write_report(results: Path, reference: Path | None = None, echo: Echo = print) -> Path:
    """Render ``results``/analysis/report.html from the analysis files, then rewrite SHA256SUMS: under the
    results directory's lock, SHA256SUMS verified first (the page aside), so no edit is blessed."""
    with runlock.hold([runlock.results_key(results)], echo=echo):
        check_unchanged(results, (f"analysis/{REPORT_FILE}",), "writing the report")
        ctx = load_context(results, reference)
        page = render(ctx)
        out = ctx.analysis / REPORT_FILE
        write_text(out, page)
        n = write_sums(results)
    digest = hashlib.sha256(page.encode("utf-8")).hexdigest()[:12]
    echo(f"report: {out} ({len(page) / 1e6:.1f} MB, {len(ctx.figures)} figures, sha256 {digest}...); "
         f"SHA256SUMS over {n} files")
    return out
