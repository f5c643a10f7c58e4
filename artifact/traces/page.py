"""``<run>/report/report.html``: one self-contained page of a trace run (artifact.traces.run): provenance,
the whole model measured against the sum of its kernels, the figures, the Perfetto file, the kernels
and tiers, and what was not replayed or measured. Written by artifact.traces.report from the same
explanation as its CSVs (artifact.traces.explain)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..atomic import write_text
from ..layout import REPORT_HTML, StudyDirs, TraceRunDirs, study_of
from ..results import html as h
from ..results import provenance as prov
from ..schema.base import JsonObject, read_dict
from ..schema.trace_manifests import TracesManifest
from ..schema.trace_reports import GpuEnergyReport
from .explain import Explanation
from .run import RunInfo, read_replays, read_whole

PAGE_FILE = REPORT_HTML
FIGURES = (("gantt", "One profiled inference: every GPU activity by tier; beneath, one decode step (or layer) zoomed, "
                     "the kernels of most time numbered and named; with the power and SM clock on the same clock where "
                     "they were sampled during the profile."),
           ("energy_stack", "Measured energy per inference (95 % CI; hatched where flagged) beside the prediction: the "
                            "replayed kernels by tier, the kernels not replayed at the replayed ones' mean power, and the "
                            "gaps of the measured time at hot idle power; last, the diagnostic with the trace's own gaps."),
           ("power", "Board power during the whole-model measurements (eager; CUDA graph), each on its own time axis "
                     "from the start of its record (idle, warm-up, then the measured windows)."))


def short_name(name: str) -> str:
    """A kernel's name without 'void', namespaces, template arguments and parameters:
    'void at::native::(anonymous namespace)::indexSelectSmallIndex<c10::Half, ...>(...)' -> 'indexSelectSmallIndex'."""
    text = name.removeprefix("void ").replace("(anonymous namespace)::", "").strip()
    out, depth = [], 0
    for ch in text:  # drop <...> at any depth
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth = max(depth - 1, 0)
        elif depth == 0:
            out.append(ch)
    text = "".join(out)
    if "(" in text and not text.startswith("("):
        head = text.split("(", 1)[0].strip()
        text = head or text
    return text.rsplit("::", 1)[-1].strip() or name[:40]


def study_manifest(root: Path, kind: type[JsonObject] = TracesManifest) -> dict[str, Any]:
    """The manifest a reference producer writes beside the run directories (commit, versions, GPU), or {}:
    ``kind`` TracesManifest beside trace runs, artifact.schema.trace_manifests.TpManifest beside tensor-parallel ones."""
    path = study_of(root).manifest
    return read_dict(kind, path) if path.is_file() else {}


def run_records(info: RunInfo) -> list[dict[str, Any]]:
    """Every measurement record of the run: the whole model's and the replays'."""
    recs = [w["record"] for w in read_whole(info.dirs).values() if isinstance(w, dict) and isinstance(w.get("record"), dict)]
    for l2 in ("hot", "rotate"):
        recs += [r["record"] for r in read_replays(info.dirs, l2) if isinstance(r.get("record"), dict)]
    return recs


def run_provenance(info: RunInfo) -> prov.Provenance:
    man = study_manifest(info.dirs.root)
    versions = {**(man.get("versions") or {}), **(info.data.get("versions") or {})}
    libs = prov.torch_libraries(versions)
    software = prov.Software(
        commit=man.get("git_commit") or info.data.get("git_commit"), dirty=man.get("git_dirty"),
        torch=f"{versions.get('torch')} (transformers {versions.get('transformers')})" if versions.get("torch") else None,
        tvm=prov.NOT_USED, cuda_runtime=versions.get("cuda"), cudnn=libs["cudnn"], cublas=libs["cublas"],
        python=man.get("python"))
    gpu = man.get("gpu")
    return prov.build(run_records(info), software, [gpu] if isinstance(gpu, dict) else [])


def _whole_table(info: RunInfo, ex: Explanation) -> str:
    records = {v: w.get("record") or {} for v, w in read_whole(info.dirs).items()}
    rows = []
    for variant, w in ex.whole.items():
        rec = records.get(variant, {})
        rows.append({"variant": variant, "status": w["status"], "measured (mJ)": w["energy_mj"],
                     "energy CI": rec.get("energy_ci_rel"), "time (ms)": w["time_ms"],
                     "average power (W)": rec.get("avg_power_w"), "window CV": w["energy_cv"], "flagged": w["flagged"],
                     "predicted (mJ)": w["predicted_mj"], "predicted / measured": w["predicted_over_measured"],
                     "with rotated inputs": w.get("predicted_rotate_over_measured"), "gaps (mJ)": w["gaps_energy_mj"]})
    return h.table(rows, {"energy CI": h.ci, "window CV": h.pct, "flagged": h.flag, "predicted / measured": h.ratio,
                          "with rotated inputs": h.ratio})


def _kernel_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"#": r["rank"], "kernel": short_name(str(r["kernel"])), "tier": r["tier"], "launches": r["count"],
             "traced time (us)": r["trace_time_us_total"], "share": r["share_of_kernel_time"], "replay": r["status"],
             "alone: energy (mJ)": r["isolated_energy_mj"], "alone: time (us)": r["isolated_time_us"],
             "alone: power (W)": r["isolated_power_w"], "counted": r["counted"], "flagged": r["flagged"],
             "reason": r["reason"]} for r in rows]


def not_run(info: RunInfo, ex: Explanation) -> list[str]:
    t, rp = ex.totals, ex.replay
    out = []
    if rp["not_replayed"]:
        share = 1 - (t["coverage"] or 0)
        out.append(f"{rp['not_replayed']} of {t['unique_kernels']} unique kernels not replayed (the budget ended first): "
                   f"{100 * share:.1f} % of the kernel time, counted at the replayed kernels' mean power.")
    for reason, n in rp["reasons"].items():
        out.append(f"{n} kernel(s) skipped or failed: {reason}.")
    if rp["mismatches"]:
        out.append(f"{rp['mismatches']} replay(s) ran another kernel than the traced one: left out of the prediction.")
    for variant, w in ex.whole.items():
        if w["energy_mj"] is None:
            out.append(f"Whole model, {variant}: not measured ({w.get('reason') or w.get('status')}).")
    if not info.dirs.counters.is_file():
        out.append("Power and SM clock on the trace's clock: not sampled during this profile (counters.json is written "
                   "by `artifact trace profile` since the counter sampler exists); the Perfetto file shows the whole-model "
                   "measurements' power on their own time span instead.")
    return out


def render(info: RunInfo, ex: Explanation) -> str:
    s = info.settings
    t = ex.totals
    p = run_provenance(info)
    fig_dir = info.dirs.figures
    one = prov.one_limit_note(p)
    run_body = (f"<p class='onelimit'>{h.e(one)}</p>" if one else "") + prov.html(p) + "<h3>The run</h3>" + h.dl([
        ("model", s.model), ("phase", s.phase), ("prompt tokens", s.prompt_tokens),
        ("decoded tokens", s.decode_tokens if s.phase == "decode" else None), ("batch", s.batch),
        ("attention", info.data.get("attention")), ("parameters", f"{int(info.data.get('parameters') or 0):,}"),
        ("one inference, timed (ms)", h.num(info.data.get("wall_time_ms"))),
        ("the same under the profiler (ms)", h.num(info.data.get("profiled_wall_time_ms"))),
        ("trace", str(info.data.get("trace"))),
    ])
    summary = (f"<p>{t['unique_kernels']} unique kernels, {t['kernel_launches']:,} launches, {h.num(t['kernel_time_us'] / 1e3)} ms "
               f"of kernel time; {t['counted_kernels']} replayed, verified and counted, {h.pct(t['coverage'], 1)} of the "
               f"kernel time. Predicted = the counted kernels' energy + the others at their mean power + the gaps of "
               f"the measured time at hot idle ({h.num(t['hot_idle_power_w'])} W, {h.e(t['hot_idle_source'])}).</p>")
    figs = [h.figure(fig_dir / f"{stem}.png", caption, f"figures/{stem}.pdf", stem) for stem, caption in FIGURES
            if (fig_dir / f"{stem}.png").is_file()]
    perfetto_body = ("<p><a href='perfetto.json.gz'>perfetto.json.gz</a>: every GPU activity with its name and tier "
                     "(args: the replayed energy, time and power per launch), the CUDA launches with flow arrows to them, "
                     "and the power counters. Open it at ui.perfetto.dev (Open trace file): the page reads it in the "
                     "browser, nothing is uploaded.</p>")
    rows = _kernel_rows(sorted(ex.kernels, key=lambda r: -r["trace_time_us_total"]))
    kfmt: dict[str, h.Formatter] = {"share": h.pct, "counted": lambda v: "yes" if v else "", "flagged": h.flag}
    tier_rows = [{"tier": x["tier"], "unique": x["unique"], "launches": x["count"], "traced time (us)": x["trace_time_us"],
                  "counted unique": x["counted_unique"], "counted time (us)": x["counted_time_us"],
                  "energy of the counted (mJ)": x["energy_mj"], "estimate for the rest (mJ)": x["uncounted_energy_estimate_mj"]}
                 for x in ex.tiers]
    sections = [
        h.Section("run", "Run", run_body),
        h.Section("whole", "Whole model against its kernels", summary + _whole_table(info, ex)),
        h.Section("figures", "Figures", h.figures(figs)),
        h.Section("perfetto", "Timeline for Perfetto", perfetto_body),
        h.Section("kernels", "Kernels", h.table(rows[:20], kfmt)
                  + (f"<details><summary>all {len(rows)} unique kernels</summary>{h.table(rows, kfmt)}</details>"
                     if len(rows) > 20 else "")),
        h.Section("tiers", "Tiers", h.table(tier_rows)),
        h.not_run_section(not_run(info, ex), "Every kernel was replayed and both whole-model variants measured."),
    ]
    intro = f"<p>Run directory <code>{h.e(info.dirs.root.name)}</code>.</p>"
    return h.page(f"{s.model} {s.phase}: energy kernel by kernel", intro, sections)


def write_page(info: RunInfo, ex: Explanation) -> Path:
    path = info.dirs.page
    write_text(path, render(info, ex))
    return path


def trace_runs(folder: Path) -> list[Path]:
    """The trace run directories directly under ``folder`` (those with a run.json)."""
    return StudyDirs(folder).trace_runs()


def write_study_page(folder: Path) -> Path:
    """``folder/report.html``: every trace run of the folder in one table (from each run's
    report/gpu_energy_report.json), the provenance, and links to each run's page."""
    from ..errors import ArtifactError
    from .run import load_run

    runs = trace_runs(folder)
    if not runs:
        raise ArtifactError(f"{folder} holds no trace run (no <run>/run.json)")
    rows: list[dict[str, Any]] = []
    missing: list[str] = []
    records: list[dict[str, Any]] = []
    for run in runs:
        rep = TraceRunDirs(run).energy_report
        if not rep.is_file():
            missing.append(f"{run.name}: no report yet (`artifact trace report {run}`).")
            continue
        r = read_dict(GpuEnergyReport, rep)
        t, w = r["totals"], r["whole"]
        info = load_run(run)
        records += run_records(info)
        row: dict[str, Any] = {"run": run.name, "unique kernels": t["unique_kernels"], "counted": t["counted_kernels"],
                               "coverage": t["coverage"]}
        for variant in ("graph", "eager"):
            v = w.get(variant) or {}
            row[f"{variant}: measured (mJ)"] = v.get("energy_mj")
            row[f"{variant}: predicted / measured"] = v.get("predicted_over_measured")
            row[f"{variant}: flagged"] = v.get("flagged")
        row["page"] = TraceRunDirs(run).page.relative_to(folder).as_posix()
        rows.append(row)
    man = study_manifest(runs[0])
    versions = man.get("versions") or {}
    libs = prov.torch_libraries(versions)
    software = prov.Software(commit=man.get("git_commit"), dirty=man.get("git_dirty"),
                             torch=f"{versions.get('torch')} (transformers {versions.get('transformers')})"
                             if versions.get("torch") else None, tvm=prov.NOT_USED, cuda_runtime=versions.get("cuda"),
                             cudnn=libs["cudnn"], cublas=libs["cublas"], python=man.get("python"))
    gpu = man.get("gpu")
    p = prov.build(records, software, [gpu] if isinstance(gpu, dict) else [])
    one = prov.one_limit_note(p, "these runs")
    fmt: dict[str, h.Formatter] = {"coverage": h.pct, "graph: predicted / measured": h.ratio,
                                   "eager: predicted / measured": h.ratio, "graph: flagged": h.flag, "eager: flagged": h.flag}
    links = "<ul>" + "".join(f"<li><a href='{h.e(r['page'])}'>{h.e(r['run'])}</a></li>" for r in rows) + "</ul>"
    sections = [
        h.Section("run", "Runs", (f"<p class='onelimit'>{h.e(one)}</p>" if one else "") + prov.html(p)),
        h.Section("summary", "Whole model against its kernels, run by run",
                  h.table([{k: v for k, v in r.items() if k != "page"} for r in rows], fmt)),
        h.Section("pages", "Each run's page", links),
        h.not_run_section(missing, "Every run has its report."),
    ]
    path = StudyDirs(folder).page
    write_text(path, h.page(f"LLM inference kernel by kernel: {folder.name}",
                            f"<p>Folder <code>{h.e(folder.name)}</code>: {len(runs)} runs.</p>", sections))
    return path
