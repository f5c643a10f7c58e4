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

import hashlib
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pandas as pd

from .. import runlock
from ..atomic import write_text
from ..errors import ArtifactError
from ..layout import REPORT_HTML, AnalysisDirs, CaseDirs, analysis_dirs
from ..schema.analysis import AnalysisManifest
from ..schema.base import read
from ..schema.export import ExportIndex
from ..schema.selection import Selection
from . import figstyle as fs
from . import html as h
from . import provenance as prov
from .checksums import check_unchanged, write_sums
from .html import Section, e, png_size
from .plots import SECTIONS as FIGURE_SECTIONS
from .plots import Figure, read_index

if TYPE_CHECKING:
    from .compare import Comparison

__all__ = ["REPORT_FILE", "ReportContext", "Section", "png_size", "register_section", "render", "write_report"]
REPORT_FILE = REPORT_HTML
Echo = Callable[[str], None]
# What the claim codes of the claims table stand for (artifact.results.compare, REPRODUCE.md "Claims").
CLAIM_CODES = {
    "V": "a vendor library's time or energy per launch (a fixed kernel), against the mean of the reference runs, "
         "within the measurement tolerance",
    "T": "where the fastest tuned kernel stands against a library (lower or higher), stated only where every "
         "reference run agrees with a margin",
    "P": "power-cap effects: the energy change from the highest to the lowest cap (P1) and the EDP-minimizing cap "
         "(P2); they need two caps or more",
    "M": "`make remeasure`: the reference's own kernels measured again (time, energy, their order)",
}


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


def _fmt(v: Any) -> str:
    return "" if h.num(v) == h.MISSING else h.num(v)


def table(frame: pd.DataFrame, cls: str = "", formats: dict[str, h.Formatter] | None = None) -> str:
    return h.table(frame, formats, cls)


def dl(pairs: list[tuple[str, Any]]) -> str:
    return h.dl(pairs)


def figure_html(analysis: Path, fig: Figure) -> str:
    png = AnalysisDirs(analysis).figures / f"{fig.stem}.png"
    try:
        return h.figure(png, fig.caption, f"figures/{fig.stem}.pdf", fig.stem, fs.DPI)
    except ArtifactError as exc:
        raise ArtifactError(f"{exc} (listed in figures/index.json): rerun `make analyze`") from exc


def run_provenance(ctx: ReportContext) -> prov.Provenance:
    m = ctx.manifest
    pk = m.get("packages", {})
    nvcc = sorted({str(c.get("nvcc_version")) for c in m.get("cases", {}).values() if c.get("nvcc_version")})
    software = prov.Software(commit=m.get("git_commit"), dirty=m.get("git_dirty"), torch=prov.NOT_USED,
                             tvm=" / ".join(f"{k} {pk[k]}" for k in ("apache-tvm", "apache-tvm-ffi") if pk.get(k)) or None,
                             cuda_runtime=f"nvcc {', '.join(nvcc)}" if nvcc else None, python=m.get("python"))
    return prov.build(ctx.measurements.to_dict("records"), software)


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
    p = run_provenance(ctx)
    one = prov.one_limit_note(p)
    body = (f"<p class='onelimit'>{e(one)}</p>" if one else "") + "<h3>Provenance</h3>" + prov.html(p)
    body += "<div class='cols'><div><h3>GPU</h3>" + dl([
        ("model", gpu.get("name")), ("compute capability", gpu.get("compute_capability")),
        ("SMs", gpu.get("multiprocessors")), ("max SM clock (MHz)", gpu.get("max_sm_clock_mhz")),
        ("power limit: default (W)", m.get("power_limit_default_w")),
        ("power limit: range (W)", f"{_fmt(lo)} - {_fmt(hi)}" if lo is not None else None),
    ]) + "</div><div><h3>Measurement</h3>" + dl([
        ("power caps", caps), ("method", ", ".join(m.get("measurement_method", []))),
        ("runner", ", ".join(sorted({r for c in m.get("caps", []) for r in c.get("runner", [])}))),
        ("first record", m.get("first_record")), ("last record", m.get("last_record")),
        ("records", len(ctx.measurements)), ("missing points", len(m.get("missing_points", [])) or "none"),
        ("flagged points", _flag_text(m)),
    ]) + "</div><div><h3>Software</h3>" + dl([
        ("nvcc", ", ".join(nvcc)), ("arch", ", ".join(arch)), ("python", m.get("python")),
        ("numpy / pandas / matplotlib", " / ".join(str(pk.get(k)) for k in ("numpy", "pandas", "matplotlib"))),
        ("requirements.lock sha256", (m.get("requirements_lock_sha256") or "")[:16]),
        ("image digest", m.get("image_digest")),
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
    drift = m.get("setup_drift")
    if isinstance(drift, dict) and drift:
        body += (f"<details><summary>{len(drift)} installed package versions differ from requirements.lock "
                 f"(`make setup INTO=system` kept them)</summary><p>{e(_drift_text(drift))}</p></details>")
    if rows:
        body += "<h3>Cases</h3>" + table(pd.DataFrame(rows), formats={"GFLOP": lambda v: h.num(v, 4),
                                                                    "trials/min": lambda v: h.num(v, 3)})
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
        comparison = claims(ctx.results, ctx.reference)
        ref_dir, verdicts = comparison.reference, comparison.verdicts
    except ArtifactError as exc:
        ctx.not_run.append(f"Claims: not checked ({exc}).")
        return Section("claims", "Claims against the reference", f"<p class='note'>Not checked: {e(exc)}</p>")
    counts = {s: sum(v.status == s for v in verdicts) for s in ("PASS", "FAIL", "SKIP")}
    from .compare import reference_runs

    mine = AnalysisDirs(ctx.analysis).measurements.read_bytes()
    same = any(mine == analysis_dirs(r).measurements.read_bytes() for r in reference_runs(ref_dir))
    note = (f"<p class='note'>These measurements are the reference's own ({e(ref_dir.name)}): every claim passes by "
            f"construction; the table lists the claims `make compare` checks other runs against.</p>" if same else "")
    rows = "".join(f"<tr class='{v.status.lower()}'><td><b>{v.status}</b></td><td>{e(v.claim)}</td><td>{e(v.case)}</td>"
                   f"<td>{e(v.detail)}</td></tr>" for v in verdicts)
    codes = [c for c in CLAIM_CODES if any(v.claim.startswith(c) for v in verdicts)]
    legend = "<dl class='codes'>" + "".join(f"<dt>{c}</dt><dd>{e(CLAIM_CODES[c])}</dd>" for c in codes) + "</dl>"
    body = (f"<p>{counts['PASS']} passed, {counts['FAIL']} failed, {counts['SKIP']} skipped, against "
            f"<code>{e(ref_dir.name)}</code> (the claims and tolerances are in REPRODUCE.md).</p>{legend}{note}"
            f"{reference_block(comparison)}"
            f"<table class='claims'><thead><tr><th>status</th><th>claim</th><th>case</th><th>detail</th></tr></thead>"
            f"<tbody>{rows}</tbody></table>")
    for v in verdicts:
        if v.status == "SKIP":
            ctx.not_run.append(f"Claim {v.claim.split(' ')[0]} [{v.case}]: skipped ({v.detail}).")
    return Section("claims", "Claims against the reference", body)


def reference_block(comparison: Comparison) -> str:
    """Which reference model the run was compared with and why, and the claims not checked there, by reason."""
    from .claims import skipped_by_reason
    from .references import shown

    choice = comparison.choice
    ref = choice.reference
    how = ("named with --reference" if choice.given else "shipped for this GPU model" if choice.same_model
           else f"no reference of {choice.gpu.name} ships; chosen as {choice.relation}")
    out = (f"<p class='reference'>Reference model: <b>{e(str(ref.model))}</b>, {len(ref.runs)} run(s) in "
           f"<code>{e(shown(ref.path))}</code> ({e(how)}); this run: {e(str(choice.gpu))}.")
    if not choice.same_model:
        out += (" The claims on absolute time and energy hold on the reference's model only and are not checked here; "
                "the ratios and orderings within one run are.")
    skipped = skipped_by_reason(comparison.verdicts)
    if skipped:
        items = "".join(f"<li>{e(', '.join(sorted({v.code for v in vs})))} [{e(', '.join(dict.fromkeys(v.case for v in vs)))}]: "
                        f"{e(why)}</li>" for why, vs in skipped)
        out += f"</p><p>Claims not checked against it, and why:</p><ul class='skipped'>{items}</ul>"
    else:
        out += "</p>"
    return out


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
            one = prov.one_limit_note(run_provenance(ctx))
            extra = f"<p class='onelimit'>{e(one)}</p>" if one else ""
        if key == "caps" and ctx.measurements["cap"].nunique() >= 2:
            extra = _cap_tables(ctx)
        if key == "tuning" and not figs:
            ctx.not_run.append("Tuning convergence: no tuning records (<case>/tune/) in this results directory.")
        if not figs and not extra:
            continue
        parts.append(f"<h3 id='figs-{key}'>{e(title)}</h3>{extra}<div class='figs'>"
                     + "".join(figure_html(ctx.analysis, f) for f in figs) + "</div>")
    return Section("figures", "Figures", "".join(parts))


def _kernel_table(g: pd.DataFrame, groups: dict[str, str]) -> pd.DataFrame:
    cols = {"id": "kernel", "cap": "cap", "time_per_launch_ms": "time (ms)", "time_ci_rel": "time CI",
            "energy_per_launch_mj": "energy (mJ)", "energy_ci_rel": "energy CI", "edp_ms_mj": "EDP (ms*mJ)",
            "avg_power_w": "power (W)", "gflops": "GFLOP/s", "time_cv": "time CV", "energy_cv": "energy CV",
            "sm_clock_mhz": "SM clock (MHz)", "flag_reasons": "flagged"}
    from .uncertainty import ci_columns

    g = ci_columns(g)
    t = g[[c for c in cols if c in g.columns]].rename(columns=cols)
    from .points import math_mode

    group = [("vendor: " + fs.vendor_label(r["id"], math_mode(r))) if r["kind"] == "baseline"
             else groups.get(r["id"], "tuned") for _, r in g.iterrows()]
    t.insert(1, "group", group)
    return t


POINT_FORMATS: dict[str, h.Formatter] = {
    "time CI": h.ci, "energy CI": h.ci, "time CV": h.pct, "energy CV": h.pct,
    "GFLOP/s": lambda v: h.num(v, 3), "power (W)": lambda v: h.num(v, 3), "SM clock (MHz)": lambda v: h.num(v, 4),
    "flagged": h.text,
}


def _cap_tables(ctx: ReportContext) -> str:
    """Under the cap figures: each followed kernel's EDP-optimal cap and the Pareto front across caps."""
    from . import capview

    cap_rows = capview.cap_table(ctx.measurements)
    front = capview.front_rows(ctx.measurements)
    ratios = {c: h.ratio for c in cap_rows.columns if " / at " in c}
    return ("<h4>EDP-optimal cap of each kernel</h4><p>The fastest tuned kernel (at the highest cap) and each vendor "
            "library: the cap of least energy x time, and there its time, energy and EDP against the highest cap.</p>"
            + table(cap_rows, formats={**ratios, "EDP CI": h.ci, "flagged there": h.flag})
            + "<h4>Pareto front across caps</h4><p>No other (kernel, cap) of these is both faster and of less energy "
              "per launch.</p>" + table(pd.DataFrame(front)))


@_builtin
def tables_section(ctx: ReportContext) -> Section:
    from ..measure.caps import cap_watts
    from .plots import selection_groups

    parts = []
    base = AnalysisDirs(ctx.analysis).baselines
    if base.exists():
        b = pd.read_csv(base)
        cols = {"case_id": "case", "cap": "cap", "best_tuned": "tuned", "baseline": "library", "time_ratio": "time ratio",
                "energy_ratio": "energy ratio", "edp_ratio": "EDP ratio", "tuned_gflops": "tuned GFLOP/s",
                "baseline_gflops": "library GFLOP/s", "tuned_pct_of_peak": "tuned % of its peak",
                "tuned_peak": "tuned's peak", "baseline_pct_of_peak": "library % of its peak",
                "baseline_peak": "library's peak", "tuned_flagged": "tuned flagged", "baseline_flagged": "library flagged"}
        b = b[[c for c in cols if c in b.columns]].rename(columns=cols)
        pct_of_peak = lambda v: h.MISSING if h.num(v) == h.MISSING else f"{float(v):.1f} %"  # noqa: E731
        parts.append("<h3>Fastest tuned kernel / vendor library</h3><p>Ratios tuned / library (below 1: the tuned "
                     "kernel is better). Each side's throughput as a share of the dense peak of its own math mode "
                     "(fp32 CUDA cores, TF32 or fp16 tensor cores) at the GPU's maximum SM clock.</p>"
                     + table(b, formats={"time ratio": h.ratio, "energy ratio": h.ratio, "EDP ratio": h.ratio,
                                         "tuned % of its peak": pct_of_peak, "library % of its peak": pct_of_peak,
                                         "tuned flagged": h.flag, "library flagged": h.flag,
                                         "tuned GFLOP/s": lambda v: h.num(v, 3), "library GFLOP/s": lambda v: h.num(v, 3)}))
    else:
        ctx.not_run.append("Vendor baselines: none measured (`artifact measure` without --no-baselines).")
    edp = ctx.analysis / "edp_optimal.csv"
    if edp.exists():
        t = pd.read_csv(edp).rename(columns={"case_id": "case", "id": "kernel", "edp_ms_mj": "EDP (ms*mJ)",
                                             "time_per_launch_ms": "time (ms)", "energy_per_launch_mj": "energy (mJ)"})
        parts.append("<h3>EDP-optimal (kernel, cap) per case</h3>" + table(t, formats={"flagged": h.flag}))
    df = ctx.measurements.copy()  # one block: measurements.csv has ~100 columns, read column by column
    for case, g in df.groupby("case_id"):
        g = g.assign(_w=g["cap"].map(cap_watts), _v=(g["kind"] != "tuned")).sort_values(["_w", "_v", "id"])
        t = _kernel_table(g, selection_groups(ctx.results, str(case)))
        parts.append(f"<details{' open' if len(t) <= 12 else ''}><summary>{e(case)}: every measured point "
                     f"({len(t)})</summary>{table(t, formats=POINT_FORMATS)}</details>")
    return Section("tables", "Tables", "".join(parts))


def _case_gaps(ctx: ReportContext) -> None:
    """Kernels selected but never measured, and default cases not in the run."""
    for case in sorted(ctx.measurements["case_id"].unique()):
        dirs = CaseDirs(ctx.results / case)
        if dirs.selection.exists():
            bad = [k.kernel_id for k in read(Selection, dirs.selection).kernels if k.correctness.status == "fail"]
            if bad:
                ctx.not_run.append(f"{case}: {len(bad)} selected kernel(s) failed the correctness check and were "
                                   f"not measured: {', '.join(bad)}.")
        if dirs.export_index.exists():
            for k in read(ExportIndex, dirs.export_index).not_exported:
                kernel_id, reason = (k, "failed the correctness check") if isinstance(k, str) else (k.kernel_id, k.reason)
                ctx.not_run.append(f"{case}: {kernel_id} not exported ({reason}).")
    for p in ctx.manifest.get("missing_points", []):
        ctx.not_run.append(f"Missing point: {p}.")
    have = set(ctx.measurements["case_id"])
    default = [f"case{i}" for i in range(1, 8)]
    if have <= set(default) and have != set(default):
        ctx.not_run.append(f"Default cases not in this run: {', '.join(c for c in default if c not in have)}.")


def not_run_section(ctx: ReportContext) -> Section:
    _case_gaps(ctx)
    return h.not_run_section(ctx.not_run, "Everything of the pipeline ran: no gap to report.")


def render(ctx: ReportContext) -> str:
    sections = []
    for builder in (*_BUILDERS, *_EXTRA, not_run_section):
        s = builder(ctx)
        if s is not None:
            sections.append(s)
    gpu = ctx.manifest.get("gpu", {}).get("name", "GPU")
    cases = ", ".join(sorted(ctx.measurements["case_id"].unique()))
    caps = ", ".join(c["cap"] for c in ctx.manifest.get("caps", []))
    intro = f"<p>{e(cases)} at {e(caps)}; results directory <code>{e(ctx.results.name)}</code>.</p>"
    return h.page(f"Energy of tuned kernels on {gpu}", intro, sections)


# identifiers that look like numbers (a driver "580.00", a VBIOS): read as written
TEXT_COLUMNS = {c: str for c in ("gpu.driver_version", "gpu.vbios_version", "gpu.nvml_version", "gpu.serial",
                                 "gpu.compute_capability")}


def load_context(results: Path, reference: Path | None = None) -> ReportContext:
    adirs = analysis_dirs(results)
    man, meas = adirs.manifest, adirs.measurements
    if not man.exists() or not meas.exists():
        raise ArtifactError(f"{adirs.root} has no manifest.json or measurements.csv: run `make analyze` first")
    try:
        manifest, measurements = read(AnalysisManifest, man).to_json(), pd.read_csv(meas, dtype=TEXT_COLUMNS)
    except (ValueError, RecursionError, pd.errors.EmptyDataError) as exc:  # CSV and UTF-8 errors among them
        raise ArtifactError(f"{adirs.root}: measurements.csv is corrupt ({type(exc).__name__}): run "
                            f"`make analyze` again") from exc
    return ReportContext(results=results, analysis=adirs.root, manifest=manifest, measurements=measurements,
                         figures=read_index(adirs.figures), reference=reference)


def write_report(results: Path, reference: Path | None = None, echo: Echo = print) -> Path:
    """Render ``results``/analysis/report.html from the analysis files, then rewrite SHA256SUMS: under the
    results directory's lock, SHA256SUMS verified first (the page aside), so no edit is blessed."""
    with runlock.hold([runlock.results_key(results)], echo=echo):
        adirs = analysis_dirs(results)
        check_unchanged(results, (adirs.report_html.relative_to(results).as_posix(),), "writing the report")
        ctx = load_context(results, reference)
        page = render(ctx)
        out = AnalysisDirs(ctx.analysis).report_html
        write_text(out, page)
        n = write_sums(results)
    digest = hashlib.sha256(page.encode("utf-8")).hexdigest()[:12]
    echo(f"report: {out} ({len(page) / 1e6:.1f} MB, {len(ctx.figures)} figures, sha256 {digest}...); "
         f"SHA256SUMS over {n} files")
    return out
