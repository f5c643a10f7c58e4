"""The pages of tensor-parallel runs: ``<run>/report/report.html`` of one run (artifact.tp.report writes
it with the run's tables and figures), and ``<folder>/report.html`` of a folder of runs: each phase on one
GPU and on several compared in one figure (time and energy per run), the runs' table and links to their
pages. Both self-contained (figures embedded), with the provenance block of every report."""

from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

from ..atomic import write_text
from ..errors import ArtifactError
from ..layout import REPORT_HTML, StudyDirs, TpRunDirs, TraceRunDirs
from ..results import html as h
from ..results import provenance as prov
from ..results.figstyle import OKABE_ITO, save, style
from ..schema.base import read_dict
from ..schema.tp_energy import TpEnergy
from ..schema.trace_manifests import TpManifest
from ..schema.trace_reports import TpEnergyReport
from ..schema.trace_run import TraceRun
from ..traces.page import study_manifest
from ..traces.run import read_replays
from .explain import TpExplanation, rank_dirs

PAGE_FILE = REPORT_HTML
RUN_FIGURES = (("gantt", "Every GPU's activities of one profiled inference on one time axis, one lane per (GPU, tier)."),
               ("energy", "Per GPU: the measured energy per run (95 % CI; hatched where flagged) beside the prediction "
                          "stacked by part; no prediction where the GPU's kernels were not replayed."),
               ("power", "Each GPU's board power during the energy window (the phase repeated by every GPU at once, "
                         "after the profile): its own time axis, in seconds."))


def _energy_record(rank_root: Path) -> dict[str, Any]:
    path = TraceRunDirs(rank_root).energy
    return read_dict(TpEnergy, path) if path.is_file() else {}


def _records(roots: list[Path]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(measurement records, GPU entries): each rank's replay records, and its energy window as a record of
    the fields the provenance reads (hot idle, method, GPU)."""
    from ..traces.run import RunDir

    recs: list[dict[str, Any]] = []
    gpus: list[dict[str, Any]] = []
    for root in roots:
        for rank_root in rank_dirs(root):
            run = read_dict(TraceRun, TraceRunDirs(rank_root).run_json)
            gpu = run.get("gpu")
            if isinstance(gpu, dict):
                gpus.append(gpu)
            recs += [r["record"] for r in read_replays(RunDir(rank_root)) if isinstance(r.get("record"), dict)]
            energy = _energy_record(rank_root)
            if energy:
                windows = energy.get("windows") or []
                recs.append({"gpu": gpu or {}, "idle": {"hot": {"power_w": energy.get("hot_idle_w"),
                                                                "method": "lockstep: after the phase"}},
                             "power_limit_w": {"enforced": (gpu or {}).get("power_limit_w")},
                             "method": f"{energy.get('method')}: the phase on every GPU at once, {len(windows)} windows "
                                       f"after {h.num(energy.get('warmup_s'))} s of warm-up"})
    return recs, gpus


def provenance(roots: list[Path]) -> prov.Provenance:
    man = study_manifest(roots[0], TpManifest)
    first = read_dict(TraceRun, TraceRunDirs(rank_dirs(roots[0])[0]).run_json)
    versions = {**(man.get("versions") or {}), **(first.get("versions") or {})}
    libs = prov.torch_libraries(versions)
    recs, gpus = _records(roots)
    env = man.get("environment") or {}
    extra = [("NCCL", f"{versions.get('nccl')}" + (f" ({', '.join(f'{k}={v}' for k, v in sorted(env.items()))})" if env else ""))]
    topo = man.get("topology")
    if isinstance(topo, str) and topo:
        links = sorted({w for w in topo.split() if re.fullmatch(r"NV\d+", w)})
        extra.append(("GPU links (nvidia-smi topo -m)", ", ".join(links) or "see manifest.json"))
    software = prov.Software(commit=man.get("git_commit"), dirty=man.get("git_dirty"),
                             torch=f"{versions.get('torch')} (transformers {versions.get('transformers')})"
                             if versions.get("torch") else None, tvm=prov.NOT_USED, cuda_runtime=versions.get("cuda"),
                             cudnn=libs["cudnn"], cublas=libs["cublas"], python=man.get("python"), extra=tuple(extra))
    return prov.build(recs, software, gpus)


def rank_rows(tp: TpExplanation) -> list[dict[str, Any]]:
    rows = []
    for r in tp.ranks:
        t, e = r.totals, r.energy or {}
        rows.append({"GPU": r.rank, "measured (mJ per run)": t["measured_energy_mj"], "energy CI": e.get("ci_half_width_rel"),
                     "time per run (ms)": t["measured_time_ms"], "power (W)": t["avg_power_w"], "runs": t["repeats"],
                     "window CV": e.get("cv_rel"), "flagged": e.get("flagged"),
                     "flag reasons": ";".join(e.get("flag_reasons") or []),
                     "predicted (mJ)": t["predicted_mj"], "predicted / measured": t["predicted_over_measured"],
                     "collectives' share of kernel time": t["collective_share"],
                     "waiting share of the collectives": t["collective_waiting_share"],
                     "kernels counted": t["counted_kernels"], "coverage": t["coverage"]})
    return rows


RANK_FORMATS: dict[str, h.Formatter] = {
    "energy CI": h.ci, "window CV": h.pct, "flagged": h.flag, "flag reasons": h.text, "predicted / measured": h.ratio,
    "collectives' share of kernel time": h.pct, "waiting share of the collectives": h.pct, "coverage": h.pct}


def _not_run(tp: TpExplanation) -> list[str]:
    out = []
    for r in tp.ranks:
        t = r.totals
        if not t["counted_kernels"]:
            out.append(f"GPU {r.rank}: no kernel replayed, so no prediction (`artifact trace replay RUN/rank{r.rank}`).")
        elif t["coverage"] is not None and t["coverage"] < 1:
            rp = r.ex.replay
            own = t["unique_kernels"] - len({c["key"] for c in r.collectives})
            out.append(f"GPU {r.rank}: {own - t['counted_kernels']} of {own} non-collective unique kernels "
                       f"not measured ({rp['verified_only']} replayed to verify only, {rp['not_replayed']} not replayed), "
                       f"{100 * (1 - t['coverage']):.1f} % of the non-collective kernel time: counted at the measured "
                       f"kernels' mean power.")
        for reason, n in r.ex.replay["reasons"].items():
            out.append(f"GPU {r.rank}: {n} kernel(s) skipped or failed: {reason}.")
        if r.ex.replay["mismatches"]:
            out.append(f"GPU {r.rank}: {r.ex.replay['mismatches']} replay(s) ran another kernel than the traced one "
                       f"(left out).")
        if r.energy is None:
            out.append(f"GPU {r.rank}: no energy measurement (energy.json).")
    return out


def render_run(tp: TpExplanation) -> str:
    s = tp.ranks[0].info.settings
    p = provenance([tp.root])
    one = prov.one_limit_note(p)
    fig_dir = TpRunDirs(tp.root).figures
    figs = [h.figure(fig_dir / f"{stem}.png", cap, f"figures/{stem}.pdf", stem) for stem, cap in RUN_FIGURES
            if (fig_dir / f"{stem}.png").is_file()]
    t = tp.totals
    summary = (f"<p>{len(tp.ranks)} GPU(s): {h.num(t['measured_energy_mj'])} mJ measured per run in "
               f"{h.num(t['time_per_run_ms'])} ms; predicted / measured {h.ratio(t['predicted_over_measured'])}; "
               f"collectives {h.pct(t['collective_share'], 1)} of the kernel time.</p>")
    sections = [
        h.Section("run", "Run", (f"<p class='onelimit'>{h.e(one)}</p>" if one else "") + prov.html(p)),
        h.Section("gpus", "Measured and predicted, GPU by GPU", summary + h.table(rank_rows(tp), RANK_FORMATS)),
        h.Section("figures", "Figures", h.figures(figs)),
        h.not_run_section(_not_run(tp), "Every GPU's kernels were replayed and its energy measured."),
    ]
    world = len(tp.ranks)
    intro = (f"<p>{h.e(s.model)} {h.e(s.phase)} on {world} GPU{'s' if world > 1 else ''} with tensor parallelism; run "
             f"directory <code>{h.e(tp.root.name)}</code>. The comparison with the other GPU counts is on the folder's "
             f"page (<a href='../../{PAGE_FILE}'>{PAGE_FILE}</a>) where there is one.</p>")
    return h.page(f"{s.model} {s.phase}, tensor parallel on {world} GPU{'s' if world > 1 else ''}", intro, sections)


def write_run_page(tp: TpExplanation) -> Path:
    path = TpRunDirs(tp.root).page
    write_text(path, render_run(tp))
    return path


def tp_runs(folder: Path) -> list[Path]:
    """The tensor-parallel run directories directly under ``folder`` (those with a rank0/run.json)."""
    return StudyDirs(folder).tp_runs()


def _group(run: Path) -> tuple[str, int]:
    info = read_dict(TraceRun, TpRunDirs(run).rank(0).run_json)
    s = dict(info.get("settings") or {})
    key = json.dumps({k: s.get(k) for k in ("model", "phase", "prompt_tokens", "decode_tokens", "batch")}, sort_keys=True)
    return key, int(info.get("world_size") or 1)


POWER_COLORS = [OKABE_ITO["vermillion"], OKABE_ITO["sky"], OKABE_ITO["green"], OKABE_ITO["purple"],
                OKABE_ITO["orange"], OKABE_ITO["blue"], OKABE_ITO["black"], OKABE_ITO["yellow"]]


def _gpus(n: int) -> str:
    return f"{n} GPU" if n == 1 else f"{n} GPUs"


def compare_figure(reports: dict[int, dict[str, Any]], energies: dict[int, list[dict[str, Any]]], title: str,
                   base: Path) -> list[Path]:
    """One phase on 1, 2, ... GPUs in one figure: time per run and energy per run (stacked by GPU, 95 % CI,
    hatched where flagged), each against the one-GPU run; ``reports``: world size -> tp_energy_report.json,
    ``energies``: world size -> each rank's energy.json."""
    worlds = sorted(reports)
    with style() as plt:
        fig, (ax_t, ax_e) = plt.subplots(1, 2, figsize=(9.6, 4.0))
        base_t = reports[worlds[0]]["totals"].get("time_per_run_ms")
        base_e = reports[worlds[0]]["totals"].get("measured_energy_mj")
        flagged = 0
        for i, w in enumerate(worlds):
            t = reports[w]["totals"]
            ranks = energies.get(w, [])
            time_ms = t.get("time_per_run_ms")
            if time_ms is not None:
                ax_t.bar(i, time_ms, color=OKABE_ITO["blue"], width=0.6)
                if base_t and w != worlds[0]:
                    ax_t.annotate(f"{time_ms / base_t:.2f}x", (i, time_ms), xytext=(0, 3), textcoords="offset points",
                                  ha="center", fontsize=8)
            bottom = 0.0
            for j, e in enumerate(ranks):
                value = e.get("energy_per_run_mj")
                if value is None:
                    continue
                bar = ax_e.bar(i, value, bottom=bottom, color=POWER_COLORS[j % len(POWER_COLORS)], width=0.6,
                               label=f"GPU {j}" if i == len(worlds) - 1 else None)[0]
                if e.get("flagged"):
                    bar.set_hatch("xx")
                    bar.set_edgecolor("white")
                    flagged += 1
                ci = e.get("ci_half_width_rel")
                if isinstance(ci, (int, float)):
                    ax_e.errorbar([i + 0.12 * (j - (len(ranks) - 1) / 2)], [bottom + value], yerr=[value * ci], fmt="none",
                                  ecolor="black", capsize=3, elinewidth=0.9)
                bottom += value
            total = t.get("measured_energy_mj")
            if total and base_e and w != worlds[0]:
                ax_e.annotate(f"{total / base_e:.2f}x", (i, total), xytext=(0, 3), textcoords="offset points",
                              ha="center", fontsize=8)
        for ax in (ax_t, ax_e):
            ax.set_xticks(range(len(worlds)), [_gpus(w) for w in worlds])
            ax.grid(axis="x", visible=False)
        ax_t.set(ylabel="time per run (ms)", title="time of one run (all GPUs at once)")
        ax_e.set(ylabel="energy per run (mJ), all GPUs", title="energy of one run, by GPU (bars: 95 % CI)")
        handles, names = ax_e.get_legend_handles_labels()
        if flagged:
            from matplotlib.patches import Patch

            handles.append(Patch(facecolor=OKABE_ITO["grey"], hatch="xx", edgecolor="white"))
            names.append(f"hatched: flagged ({flagged})")
        ax_e.legend(handles, names, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
        fig.suptitle(title + " (labels: against one GPU)")
        fig.tight_layout()
        return save(fig, base)


def write_study_page(folder: Path) -> Path:
    """``folder/report.html`` (and its figures under ``folder/figures/``): per phase, the runs on one and on
    several GPUs compared in one figure, every run's totals, links to each run's page."""
    runs = tp_runs(folder)
    if not runs:
        raise ArtifactError(f"{folder} holds no tensor-parallel run (no <run>/rank0/run.json)")
    groups: dict[str, dict[int, Path]] = defaultdict(dict)
    for run in runs:
        key, world = _group(run)
        groups[key][world] = run
    parts, table_rows, missing = [], [], []
    for key, by_world in sorted(groups.items()):
        s = json.loads(key)
        reports, energies = {}, {}
        for world, run in sorted(by_world.items()):
            rep = TpRunDirs(run).energy_report
            if not rep.is_file():
                missing.append(f"{run.name}: no report yet (`artifact tp report {run}`).")
                continue
            reports[world] = read_dict(TpEnergyReport, rep)
            energies[world] = [_energy_record(d) for d in rank_dirs(run)]
            t = reports[world]["totals"]
            table_rows.append({"run": run.name, "GPUs": world, "time per run (ms)": t.get("time_per_run_ms"),
                               "energy per run (mJ)": t.get("measured_energy_mj"),
                               "flagged GPUs": sum(bool(e.get("flagged")) for e in energies[world]),
                               "predicted / measured": t.get("predicted_over_measured"),
                               "collectives' share": t.get("collective_share"),
                               "page": TpRunDirs(run).page.relative_to(folder).as_posix()})
        if not reports:
            continue
        title = f"{s['model']} {s['phase']}, prompt {s['prompt_tokens']}" + (
            f", {s['decode_tokens']} decoded" if s["phase"] == "decode" else "")
        stem = f"compare_{s['model']}_{s['phase']}_p{s['prompt_tokens']}" + (f"-d{s['decode_tokens']}" if s["decode_tokens"] else "")
        study = StudyDirs(folder)
        compare_figure(reports, energies, title, study.figures / stem)
        worlds = sorted(reports)
        parts.append(h.figure(study.figures / f"{stem}.png",
                              f"{title}: one run on {', '.join(map(str, worlds))} GPU(s) side by side: time per run, and "
                              f"energy per run by GPU (95 % CI; hatched: flagged); labels: against the one-GPU run.",
                              (study.figures / f"{stem}.pdf").relative_to(folder).as_posix(), stem))
    p = provenance(runs)
    one = prov.one_limit_note(p, "these runs")
    links = "<ul>" + "".join(f"<li><a href='{h.e(r['page'])}'>{h.e(r['run'])}</a></li>" for r in table_rows) + "</ul>"
    table = h.table([{k: v for k, v in r.items() if k != "page"} for r in table_rows],
                    {"predicted / measured": h.ratio, "collectives' share": h.pct})
    sections = [
        h.Section("run", "Runs", (f"<p class='onelimit'>{h.e(one)}</p>" if one else "") + prov.html(p)),
        h.Section("compare", "One GPU against several", h.figures(parts) + table),
        h.Section("pages", "Each run's page", links),
        h.not_run_section(missing, "Every run has its report."),
    ]
    page = h.page(f"Tensor parallelism: {folder.name}", f"<p>Folder <code>{h.e(folder.name)}</code>: "
                  f"{len(runs)} runs.</p>", sections)
    path = StudyDirs(folder).page
    write_text(path, page)
    return path
