"""The shipped reference results described from their own files: ``data/reference/<gpu>/<run>/README.md``
(what the run is, where and when it was measured, its main numbers, how to open its report and verify it)
and ``data/reference/README.md`` (the layout and the index of every run). Measured history lives here,
generated from the manifests and records, never written by hand: `artifact reference pages` writes these
files, and a test fails where a shipped one differs from what it would write.

A run folder is recognised by what it holds (:func:`kind_of`): a kernel pipeline run (analysis/manifest.json),
a layer study (layers/manifest.json), the four-way GEMM study (analysis/fourway/fourway.csv), a folder of
LLM trace runs (<run>/run.json) or of tensor-parallel runs (<run>/rank0/run.json). The files are read
through their definitions (artifact.schema; the driver's records and the CSVs as they are): nothing here
imports a study.
"""

from __future__ import annotations

import csv
import json
import math
import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..layout import (
    CROSS_RUN_HTML,
    CUTLASS_DIR,
    StudyDirs,
    TpRunDirs,
    TraceRunDirs,
    analysis_dirs,
    cases_in,
    is_tp_run,
    is_trace_run,
    layers_dirs,
    layers_pipeline,
)
from ..schema.analysis import AnalysisManifest
from ..schema.base import JsonObject, read_dict
from ..schema.fourway_run import FourwayRun
from ..schema.layers import LayersManifest
from ..schema.tp_energy import TpEnergy
from ..schema.trace_manifests import TpManifest, TracesManifest
from ..schema.trace_reports import GpuEnergyReport, TpEnergyReport
from ..schema.trace_run import TraceRun
from .provenance import library_version

README = "README.md"
KINDS = ("kernels", "layers", "fourway", "traces", "tp")
TITLE = {"kernels": "tuned kernels against the vendor libraries (`make reproduce-test`)",
         "layers": "DNN pipelines layer by layer, and whole models against the sum of their layers",
         "fourway": "fp16 GEMMs tuned three ways, CUTLASS and cuBLAS",
         "traces": "LLM inference explained kernel by kernel",
         "tp": "LLM inference over several GPUs with tensor parallelism"}
PAGE = {"kernels": "analysis/report.html", "layers": "layers/report.html", "fourway": "analysis/fourway/report.html",
        "traces": "report.html", "tp": "report.html"}
FOURWAY_TREES = ("template", "wgmma", CUTLASS_DIR)  # the four-way study's trees beside the auto one (artifact.fourway.report)
GENERATED = ("Written by `artifact reference pages` from the run's manifest and records: edit those, or the "
             "generator (artifact/results/refindex.py), not this file.")


def _json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def _typed(kind: type[JsonObject], path: Path) -> dict[str, Any]:
    """A phase file read through its definition (artifact.schema), as a dict; {} where there is none."""
    return read_dict(kind, path) if path.is_file() else {}


def _csv(path: Path) -> list[dict[str, str]]:
    if not path.is_file():
        return []
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def _f(v: Any) -> float:
    try:
        x = float(v)
    except (TypeError, ValueError):
        return math.nan
    return x


def fmt(v: Any, digits: int = 4) -> str:
    """A number for a README cell: 4 significant digits, thousands separated, '-' where missing."""
    x = _f(v)
    if math.isnan(x):
        return "-"
    if x == 0:
        return "0"
    a = abs(x)
    if a >= 10 ** digits:
        return f"{x:,.0f}"
    decimals = max(digits - 1 - math.floor(math.log10(a)), 0)
    return f"{x:,.{decimals}f}"


def pct(v: Any, decimals: int = 1) -> str:
    x = _f(v)
    return "-" if math.isnan(x) else f"{100 * x:.{decimals}f} %"


def kind_of(run: Path) -> str | None:
    if analysis_dirs(run).manifest.is_file():
        return "kernels"
    if layers_dirs(run).manifest.is_file():
        return "layers"
    if analysis_dirs(run).fourway_csv.is_file():
        return "fourway"
    subdirs = [d for d in run.iterdir() if d.is_dir()] if run.is_dir() else []
    if any(is_tp_run(d) for d in subdirs):
        return "tp"
    if any(is_trace_run(d) for d in subdirs):
        return "traces"
    return None


@dataclass
class Board:
    uuid: str
    serial: str = ""
    name: str = ""
    vbios: str = ""
    driver: str = ""

    @classmethod
    def of(cls, gpu: dict[str, Any], serial: bool = True) -> Board:
        """A board from a GPU's description (a record's ``gpu``, artifact.gpu's); its serial left out where
        ``serial`` is False."""
        return cls(gpu["uuid"], str(gpu.get("serial") or "") if serial else "", str(gpu.get("name") or ""),
                   str(gpu.get("vbios_version") or ""), str(gpu.get("driver_version") or ""))


@dataclass
class Entry:
    """What the index says of one run folder."""

    gpu_dir: str
    run: str
    kind: str
    commit: str = ""
    commits: list[str] = field(default_factory=list)
    first: str = ""
    last: str = ""
    records: int = 0
    flagged: int = 0
    boards: list[Board] = field(default_factory=list)
    limits_w: list[float] = field(default_factory=list)
    command: str = ""
    facts: list[tuple[str, str]] = field(default_factory=list)  # further rows of the Measured table
    sections: list[str] = field(default_factory=list)  # the README's results sections (markdown)
    files: list[str] = field(default_factory=list)
    verify: str = ""

    @property
    def page(self) -> str:
        return PAGE[self.kind]


def _records_of(paths: Iterable[Path]) -> list[dict[str, Any]]:
    out = []
    for p in paths:
        data = _json(p)
        if isinstance(data, dict) and "record" in data and isinstance(data["record"], dict):
            data = data["record"]
        if isinstance(data, dict) and "energy_per_launch_mj" in data:
            out.append(data)
    return out


def _fill_from_records(e: Entry, recs: list[dict[str, Any]]) -> None:
    boards: dict[str, Board] = {b.uuid: b for b in e.boards}
    stamps = sorted(str(r["timestamp"]) for r in recs if r.get("timestamp"))
    for r in recs:
        g = r.get("gpu") or {}
        if g.get("uuid") and g["uuid"] not in boards:
            boards[g["uuid"]] = Board.of(g)
    e.boards = [boards[u] for u in sorted(boards)]
    e.records = len(recs)
    e.flagged = sum(1 for r in recs if r.get("flagged"))
    e.limits_w = sorted({_f((r.get("power_limit_w") or {}).get("enforced")) for r in recs
                         if not math.isnan(_f((r.get("power_limit_w") or {}).get("enforced")))})
    if stamps:
        e.first, e.last = stamps[0], stamps[-1]
    idle_cold = [_f((r.get("idle") or {}).get("cold", {}).get("power_w")) for r in recs]
    idle_hot = [_f((r.get("idle") or {}).get("hot", {}).get("power_w")) for r in recs]
    cold = [x for x in idle_cold if not math.isnan(x)]
    hot = [x for x in idle_hot if not math.isnan(x)]
    if cold:
        e.facts.append(("idle power, cold", f"{min(cold):.1f}-{max(cold):.1f} W over {len(cold)} points"))
    if hot:
        e.facts.append(("idle power, hot", f"median {statistics.median(hot):.1f} W ({min(hot):.1f}-{max(hot):.1f} W)"))


# --- kinds --------------------------------------------------------------------------------------------------


def _kernels(run: Path, e: Entry) -> None:
    m = _typed(AnalysisManifest, analysis_dirs(run).manifest)
    e.commit = str(m.get("git_commit") or "")
    e.command = " ".join(str(c) for c in m.get("command") or []).replace(str(Path.home()), "~")
    recs = _records_of(p for d in cases_in(run) for p in d.records())
    _fill_from_records(e, recs)
    pk = m.get("packages") or {}
    e.facts += [("TVM", f"apache-tvm {pk.get('apache-tvm')}, apache-tvm-ffi {pk.get('apache-tvm-ffi')}"),
                ("Python", str(m.get("python")))]
    nvcc = sorted({str(c.get("nvcc_version")) for c in (m.get("cases") or {}).values() if c.get("nvcc_version")})
    if nvcc:
        e.facts.append(("nvcc", ", ".join(nvcc)))
    cudnn = sorted({str((r.get("workload") or {}).get("library_version")) for r in recs
                    if str(r.get("id", "")).startswith("cudnn") and (r.get("workload") or {}).get("library_version")})
    if cudnn:
        e.facts.append(("cuDNN", ", ".join(str(library_version(v)) for v in cudnn)))
    tuning = []
    for cid, c in sorted((m.get("cases") or {}).items()):
        for t in c.get("tuning_runs") or []:
            tuning.append(f"{cid}: {t.get('trials_after')} trials at {fmt(t.get('trials_per_min'), 3)} trials/min "
                          f"({t.get('started')} to {t.get('finished')})")
    if tuning:
        e.facts.append(("tuning", "; ".join(tuning)))
    rows = ["| case | kernel | kind | time per launch (ms) | energy per launch (mJ) | 95 % CI of the energy | "
            "power (W) | GFLOP/s | flagged |", "|---|---|---|---|---|---|---|---|---|"]
    for r in sorted(recs, key=lambda r: (str(r.get("case_id")), r.get("kind") != "tuned", str(r.get("id")))):
        rows.append(f"| {r.get('case_id')} | {r.get('id')} | {r.get('kind')} | {fmt(r.get('time_per_launch_ms'))} | "
                    f"{fmt(r.get('energy_per_launch_mj'))} | +-{pct(r.get('energy_ci_rel'), 2)} | "
                    f"{fmt(r.get('avg_power_w'))} | {fmt(r.get('gflops'))} | "
                    f"{', '.join(r.get('flag_reasons') or []) if r.get('flagged') else ''} |")
    e.sections.append("## Points\n\nEvery measured (case, kernel) point of the run, from its records:\n\n" + "\n".join(rows))
    base = _csv(analysis_dirs(run).baselines)
    if base:
        rows = ["| case | tuned | library | time ratio | energy ratio | EDP ratio |", "|---|---|---|---|---|---|"]
        for b in base:
            rows.append(f"| {b['case_id']} | {b.get('best_tuned') or ''} | {b['baseline']} | {fmt(b['time_ratio'], 3)} | "
                        f"{fmt(b['energy_ratio'], 3)} | {fmt(b['edp_ratio'], 3)} |")
        e.sections.append("## Fastest tuned kernel against the vendor libraries\n\nRatios tuned / library (below 1: "
                          "the tuned kernel is better), from `analysis/baselines.csv`:\n\n" + "\n".join(rows))
    e.files = ["`<case>/case.json`, `tune/`, `selection.json`, `export/` (kernel.cu, kernel.cubin.gz, kernel.json), "
               "`measure/<cap>/<kernel>.json` (one record per point)",
               "`analysis/`: CSVs, figures, `manifest.json` (provenance), `report.html`"]
    e.verify = f"make verify RESULTS=data/reference/{e.gpu_dir}/{e.run}"


def _layers(run: Path, e: Entry) -> None:
    layers = layers_dirs(run)
    m = _typed(LayersManifest, layers.manifest)
    e.commit = str(m.get("git_commit") or "")
    calls = [c for c in m.get("calls") or [] if isinstance(c, dict)]
    e.commits = list(dict.fromkeys(str(c["git_commit"]) for c in calls if c.get("git_commit")))
    recs = _records_of(p for d in layers.runs() for p in sorted(d.glob("*.json")) if p != layers_pipeline(d))
    _fill_from_records(e, recs)
    for g in m.get("gpus") or []:
        if g.get("uuid") not in {b.uuid for b in e.boards}:
            e.boards.append(Board.of(g))
    pk = m.get("packages") or {}
    e.facts += [("torch", f"{pk.get('torch')} (torchvision {pk.get('torchvision')}, transformers {pk.get('transformers')})"),
                ("Python", str(m.get("python")))]
    rows = ["| when | command | commit |", "|---|---|---|"]
    for c in calls:
        rows.append(f"| {c.get('at')} | `{' '.join(map(str, c.get('command') or []))}` | "
                    f"{str(c.get('git_commit') or 'not recorded')[:12]} |")
    e.sections.append("## Calls\n\nThe calls that measured this directory (`layers/manifest.json`), oldest first; each "
                      "record's `timestamp` says which call made it:\n\n" + "\n".join(rows))
    summary = _csv(layers.summary)
    runs = m.get("runs") or {}
    rows = ["| run | phases | sequential time (ms) | sequential energy (mJ) | whole graph / sum, energy | "
            "whole eager / sum, energy | flagged layers | presets |", "|---|---|---|---|---|---|---|---|"]
    for s in summary:
        name = f"{s['pipeline']}-{s['dtype']}"
        r = runs.get(name) or {}
        rows.append(f"| {name} | {s['phases']} | {fmt(s['sequential_latency_ms'])} | {fmt(s['sequential_energy_mj'])} | "
                    f"{fmt(s.get('whole_graph_energy_ratio'), 3)} | {fmt(s.get('whole_eager_energy_ratio'), 3)} | "
                    f"{len(r.get('flagged') or [])} | {', '.join(r.get('presets') or [])} |")
    e.sections.append("## Runs\n\nFrom `layers/summary.csv` and `layers/manifest.json`:\n\n" + "\n".join(rows))
    e.files = ["`layers/<run>/`: pipeline.json, one record per unique layer, whole-model records, layers.csv, "
               "energy_by_layer.{png,pdf}", "`layers/`: summary.csv, whole_vs_sum.md, resnet50_tuned.csv, figures, "
               "manifest.json, report.html", "`resnet50-*/`: the tuned convolutions of `resnet50_tuned` (case directories)"]
    e.verify = f"make verify RESULTS=data/reference/{e.gpu_dir}/{e.run}"


def _fourway(run: Path, e: Entry) -> None:
    r = _typed(FourwayRun, analysis_dirs(run).fourway_run)
    e.commit = str(r.get("git_commit") or "")
    e.commits = sorted({str(p["git_commit"]) for p in r.get("parts") or [] if p.get("git_commit")})
    recs = []
    for tree in (run, *(run / source for source in FOURWAY_TREES)):
        recs += _records_of(sorted(tree.glob("*/measure/*/*.json")))
    _fill_from_records(e, recs)
    steps = r.get("steps") or []
    if steps:
        e.facts.append(("steps", f"{len(steps)} ({sum(1 for s in steps if s.get('rc') == 0)} exit 0, "
                                 f"{sum(1 for s in steps if s.get('skipped'))} skipped), "
                                 f"{sum(_f(s.get('seconds')) for s in steps):,.0f} s in all"))
    for p in r.get("parts") or []:
        e.facts.append((f"part {p.get('part')}", f"{', '.join(p.get('cases') or [])} on "
                                                 f"{(p.get('gpu') or {}).get('uuid')}, {p.get('created')}"))
    e.facts.append(("tuning", f"{r.get('trials')} trials at most, {r.get('tune_s')} s per case and source, seed "
                              f"{r.get('seed')}, population {r.get('population')}"))
    table = _csv(analysis_dirs(run).fourway_csv)
    sources = list(dict.fromkeys(t["source"] for t in table))
    rows = ["| case | cap | " + " | ".join(sources) + " |", "|---|---|" + "---|" * len(sources)]
    for key in dict.fromkeys((t["case_id"], t["cap"]) for t in table):
        cells = []
        for s in sources:
            t = next((x for x in table if (x["case_id"], x["cap"]) == key and x["source"] == s), {})
            cells.append(f"{fmt(t.get('tflops'))} ({fmt(t.get('energy_vs_vendor'), 3)}x){' flagged' if t.get('flagged') == 'True' else ''}"
                         if t.get("tflops") else "-")
        rows.append(f"| {key[0]} | {key[1]} | " + " | ".join(cells) + " |")
    e.sections.append("## TFLOP/s and energy per launch against the vendor's\n\nEach source's fastest kernel per case "
                      "(`analysis/fourway/fourway.csv`): TFLOP/s in the driver (energy per launch / the vendor's):\n\n"
                      + "\n".join(rows))
    e.files = ["`<case>/`, `template/<case>/`, `wgmma/<case>/`: tuned sources (tune/, selection.json, export/, measure/)",
               "`cutlass/<case>/`: the CUTLASS sweep", "`analysis/fourway/`: fourway.csv, the figure, run.json, report.html"]
    e.verify = f"make verify RESULTS=data/reference/{e.gpu_dir}/{e.run}"


def _traces(run: Path, e: Entry) -> None:
    study = StudyDirs(run)
    m = _typed(TracesManifest, study.manifest)
    e.commit = str(m.get("git_commit") or "")
    e.command = " ".join(str(c) for c in m.get("command") or [])
    runs = study.trace_runs()
    recs = []
    for d in runs:
        trace = TraceRunDirs(d)
        recs += _records_of([*sorted(trace.whole.glob("*.json")), *sorted(trace.replay_dir("hot").glob("*.json")),
                             *sorted(trace.replay_dir("rotate").glob("*.json"))])
    _fill_from_records(e, recs)
    v = m.get("versions") or {}
    e.facts += [("torch", f"{v.get('torch')} (transformers {v.get('transformers')}, CUDA {v.get('cuda')})"),
                ("budget", f"{m.get('budget_s')} s; took {(m.get('seconds') or {}).get('total')} s")]
    rows = ["| run | unique kernels | counted | coverage | graph: time (ms), energy (mJ), power (W) | "
            "graph: predicted / measured (rotated) | eager: predicted / measured | seconds |",
            "|---|---|---|---|---|---|---|---|"]
    secs = (m.get("seconds") or {}).get("runs") or {}
    for d in runs:
        rep = _typed(GpuEnergyReport, TraceRunDirs(d).energy_report)
        t, w = rep.get("totals") or {}, rep.get("whole") or {}
        g, x = w.get("graph") or {}, w.get("eager") or {}
        power = _f(g.get("energy_mj")) / _f(g.get("time_ms")) if g.get("time_ms") else math.nan
        rows.append(f"| {d.name} | {t.get('unique_kernels')} | {t.get('counted_kernels')} | {pct(t.get('coverage'))} | "
                    f"{fmt(g.get('time_ms'))}, {fmt(g.get('energy_mj'))}, {fmt(power, 3)}{' (flagged)' if g.get('flagged') else ''} | "
                    f"{fmt(g.get('predicted_over_measured'), 3)} ({fmt(g.get('predicted_rotate_over_measured'), 3)}) | "
                    f"{fmt(x.get('predicted_over_measured'), 3)}{' (flagged)' if x.get('flagged') else ''} | "
                    f"{fmt(sum(_f(s) for s in (secs.get(d.name) or {}).values()), 3)} |")
    e.sections.append("## Runs\n\nFrom each run's `report/gpu_energy_report.json` and `manifest.json`:\n\n" + "\n".join(rows))
    e.files = ["`<run>/`: run.json, the Chrome trace (`.trace.json.gz`), kernels.jsonl, summary.json, `replay/`, "
               "`replay-rotate/`, `whole/`, `report/` (CSVs, figures, perfetto.json.gz, report.html), SHA256SUMS",
               "`manifest.json`: the command, commit, versions, GPU and seconds per phase", "`report.html`: every run on one page"]
    e.verify = f"make verify RESULTS=data/reference/{e.gpu_dir}/{e.run}"  # each run against its own SHA256SUMS


def _tp(run: Path, e: Entry) -> None:
    study = StudyDirs(run)
    m = _typed(TpManifest, study.manifest)
    e.commit = str(m.get("git_commit") or "")
    e.command = " ".join(str(c) for c in m.get("command") or [])
    runs = study.tp_runs()
    recs: list[dict[str, Any]] = []
    for d in runs:
        for rank in map(TraceRunDirs, TpRunDirs(d).rank_roots()):
            recs += _records_of(sorted(rank.replay.glob("*.json")))
            info = _typed(TraceRun, rank.run_json)
            g = info.get("gpu") or {}
            if g.get("uuid"):
                e.boards.append(Board.of(g, serial=False))
    seen: dict[str, Board] = {}
    for b in e.boards:
        seen.setdefault(b.uuid, b)
    e.boards = list(seen.values())
    _fill_from_records(e, recs)
    v = m.get("versions") or {}
    env = m.get("environment") or {}
    e.facts += [("torch", f"{v.get('torch')} (transformers {v.get('transformers')}, CUDA {v.get('cuda')}, NCCL {v.get('nccl')})"),
                ("NCCL environment", ", ".join(f"{k}={val}" for k, val in sorted(env.items())) or "-"),
                ("budget", f"{m.get('budget_s')} s; took {(m.get('seconds') or {}).get('total')} s")]
    rows = ["| run | GPUs | time per run (ms) | energy per run (mJ) | power per GPU (W) | windows, CV, flagged | "
            "collectives' share (waiting) | predicted / measured |", "|---|---|---|---|---|---|---|---|"]
    for d in runs:
        rep = _typed(TpEnergyReport, TpRunDirs(d).energy_report)
        t = rep.get("totals") or {}
        energies = [_typed(TpEnergy, TraceRunDirs(r).energy) for r in TpRunDirs(d).rank_roots()]
        windows = "; ".join(f"{len(x.get('windows') or [])}, {pct(x.get('cv_rel'))}" + (" flagged" if x.get("flagged") else "")
                            for x in energies)
        rows.append(f"| {d.name} | {t.get('world_size')} | {fmt(t.get('time_per_run_ms'))} | {fmt(t.get('measured_energy_mj'))} | "
                    f"{', '.join(fmt(x.get('avg_power_w'), 3) for x in energies)} | {windows} | "
                    f"{pct(t.get('collective_share'))} ({pct(t.get('collective_waiting_share'))}) | "
                    f"{fmt(t.get('predicted_over_measured'), 3)} |")
    e.sections.append("## Runs\n\nFrom each run's `report/tp_energy_report.json` and `rank<r>/energy.json`:\n\n"
                      + "\n".join(rows))
    e.files = ["`<run>/rank<r>/`: run.json, the Chrome trace, kernels.jsonl, summary.json, energy.json, collectives.json, "
               "`replay/`", "`<run>/report/`: CSVs, figures, report.html; `<run>/SHA256SUMS`",
               "`manifest.json`: command, commit, versions, GPUs, `nvidia-smi topo -m`, NCCL environment, seconds",
               "`report.html`, `figures/`: one GPU against several, phase by phase"]
    e.verify = f"make verify RESULTS=data/reference/{e.gpu_dir}/{e.run}"  # each run against its own SHA256SUMS


READERS = {"kernels": _kernels, "layers": _layers, "fourway": _fourway, "traces": _traces, "tp": _tp}


def entry(run: Path) -> Entry | None:
    kind = kind_of(run)
    if kind is None:
        return None
    e = Entry(run.parent.name, run.name, kind)
    READERS[kind](run, e)
    if e.commit and e.commit not in e.commits:
        e.commits.insert(0, e.commit)
    return e


def entries(reference: Path) -> list[Entry]:
    """Every run folder under ``reference`` (data/reference), by GPU model then run name."""
    out = []
    for gpu in sorted(d for d in reference.iterdir() if d.is_dir()):
        for run in sorted(d for d in gpu.iterdir() if d.is_dir()):
            e = entry(run)
            if e is not None:
                out.append(e)
    return out


# --- the files ---------------------------------------------------------------------------------------------


def _boards_text(e: Entry) -> str:
    parts = []
    for b in e.boards:
        extra = ", ".join(x for x in (f"serial {b.serial}" if b.serial else "", f"VBIOS {b.vbios}" if b.vbios else "") if x)
        parts.append(f"`{b.uuid}`" + (f" ({extra})" if extra else ""))
    return f"{len(e.boards)}: " + "; ".join(parts) if parts else "not recorded"


def run_readme(e: Entry) -> str:
    names = sorted({b.name for b in e.boards if b.name})
    drivers = sorted({b.driver for b in e.boards if b.driver})
    limit = (", ".join(f"{w:.0f} W" for w in e.limits_w) + (" (measured at one limit: the limit as found, no "
             "setting changed)" if len(e.limits_w) == 1 else "")) if e.limits_w else "not recorded"
    measured = [("GPU", ", ".join(names) or "not recorded"), ("boards", _boards_text(e)),
                ("driver", ", ".join(drivers) or "not recorded"),
                ("commit", ", ".join(f"`{c[:12]}`" for c in e.commits) or "not recorded"),
                ("command", f"`{e.command}`" if e.command else "see the manifest"),
                ("measured", f"{e.first} to {e.last}" if e.first else "not recorded"),
                ("records", f"{e.records} ({e.flagged} flagged by the protocol)"), ("power limit", limit), *e.facts]
    lines = [f"# `{e.gpu_dir}/{e.run}`: {TITLE[e.kind]}", "",
             f"The report: [`{e.page}`]({e.page}), one self-contained page (open it in a browser; nothing is fetched).",
             "", "## Measured", "", "| | |", "|---|---|", *[f"| {k} | {v} |" for k, v in measured], ""]
    for s in e.sections:
        lines += [s, ""]
    lines += ["## Files", "", *[f"- {f}" for f in e.files], "", "## Verify", "",
              "Every file against its SHA-256 (the folder's `SHA256SUMS`):", "", "```sh", e.verify, "```", "", GENERATED, ""]
    return "\n".join(lines)


def index_readme(all_entries: list[Entry]) -> str:
    lines = ["# Shipped reference results", "",
             "One folder per GPU model, one folder per run inside it: `data/reference/<gpu model>/<run>/`, each as "
             "the artifact wrote it, in its shipped form (`python -m artifact.results.shipping RESULTS DEST`: the "
             "correctness gate's buffers left out and regenerated from the export's seed, cubins and Chrome traces "
             "gzip-compressed), with its `SHA256SUMS`, its `README.md` (where and when it was measured, its main "
             "numbers) and its report page. `make compare` checks a new `make reproduce-test` run against the "
             "`reproduce-test-*` runs of its GPU model.", "",
             "Open [`index.html`](index.html) for every report page; each GPU model's `cross-run.html` shows each "
             "claim's value in each of its kernel runs.", "",
             "| GPU model | run | study | commit | measured | boards | records (flagged) | report |",
             "|---|---|---|---|---|---|---|---|"]
    for e in all_entries:
        when = e.first[:10] if e.first else "-"
        lines.append(f"| {e.gpu_dir} | [{e.run}]({e.gpu_dir}/{e.run}/README.md) | {TITLE[e.kind]} | "
                     f"{', '.join(c[:7] for c in e.commits) or '-'} | {when} | {len(e.boards)} | {e.records} ({e.flagged}) | "
                     f"[page]({e.gpu_dir}/{e.run}/{e.page}) |")
    lines += ["", GENERATED.replace("the run's manifest and records", "every run's manifest and records"), ""]
    return "\n".join(lines)


def readmes(reference: Path) -> dict[Path, str]:
    """Every README the generator writes under ``reference``: path -> text."""
    all_entries = entries(reference)
    out = {reference / e.gpu_dir / e.run / README: run_readme(e) for e in all_entries}
    out[reference / README] = index_readme(all_entries)
    return out


INDEX_HTML = "index.html"


def index_html(reference: Path, all_entries: list[Entry]) -> str:
    """data/reference/index.html: every run's report page, README and cross-run page, by GPU model."""
    from . import html as h

    sections = []
    for gpu in sorted({e.gpu_dir for e in all_entries}):
        rows = []
        for e in [x for x in all_entries if x.gpu_dir == gpu]:
            rows.append(f"<tr><td><a href='{h.e(gpu)}/{h.e(e.run)}/{h.e(e.page)}'>{h.e(e.run)}</a></td>"
                        f"<td>{h.e(TITLE[e.kind].replace('`', ''))}</td><td><code>{h.e(', '.join(c[:7] for c in e.commits))}</code></td>"
                        f"<td>{h.e(e.first[:10] if e.first else '-')}</td><td class=num>{len(e.boards)}</td>"
                        f"<td class=num>{e.records} ({e.flagged})</td>"
                        f"<td><a href='{h.e(gpu)}/{h.e(e.run)}/{README}'>README</a></td></tr>")
        cross = (f"<p><a href='{h.e(gpu)}/cross-run.html'>cross-run.html</a>: each claim's value in each kernel run.</p>"
                 if (reference / gpu / CROSS_RUN_HTML).is_file() else "")
        body = (cross + "<table><thead><tr><th>run (report page)</th><th>study</th><th>commit</th><th>measured</th>"
                "<th>boards</th><th>records (flagged)</th><th>README</th></tr></thead><tbody>" + "".join(rows)
                + "</tbody></table>")
        sections.append(h.Section(gpu, gpu, body))
    intro = ("<p>Every shipped reference run, with its report page (one self-contained page each: provenance, tables, "
             "figures with their uncertainty, what was not run) and its README (where, when and with what it was "
             "measured). Written by <code>artifact reference pages</code>.</p>")
    return h.page("Shipped reference results", intro, sections)
