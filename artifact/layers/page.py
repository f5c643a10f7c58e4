"""``<results>/layers/report.html``: one self-contained page of the layer study (artifact.layers): the
provenance of its records, every run's sequential and whole-model numbers (summary.csv), the whole model
against the sum of its layers in words (artifact.layers.wholereport), the figures (artifact.layers.plots),
the tuned ResNet-50 table, flagged layers, the calls that measured the directory, and what is missing."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from ..atomic import read_json, write_text
from ..errors import ArtifactError
from ..layout import LAYERS_MANIFEST, REPORT_HTML
from ..results import html as h
from ..results import provenance as prov
from .compose import SUMMARY_CSV, run_dirs

PAGE_FILE = REPORT_HTML
TUNED_CSV = "resnet50_tuned.csv"


def _csv(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        return []
    with path.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    out = []
    for r in rows:
        row: dict[str, Any] = {}
        for k, v in r.items():
            try:
                row[k] = float(v) if v not in ("", None) else None
            except ValueError:
                row[k] = v
        out.append(row)
    return out


def records(layers_dir: Path) -> list[dict[str, Any]]:
    """Every measurement record of the runs (layer records and whole-model records; set-aside folders not)."""
    out = []
    for run in run_dirs(layers_dir):
        for path in sorted(run.glob("*.json")):
            if path.name == "pipeline.json":
                continue
            data = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and "energy_per_launch_mj" in data:
                out.append(data)
    return out


def study_provenance(layers_dir: Path, man: dict[str, Any]) -> prov.Provenance:
    pk = man.get("packages") or {}
    calls = [c for c in man.get("calls") or [] if isinstance(c, dict)]
    commits = list(dict.fromkeys(str(c.get("git_commit"))[:12] for c in calls if c.get("git_commit")))
    extra = [("calls", f"{len(calls)} (commits {', '.join(commits)})" if commits else str(len(calls)))] if calls else []
    torch = pk.get("torch")
    recs = records(layers_dir)
    cudnn = sorted({str((r.get("meta") or {}).get("cudnn")) for r in recs if (r.get("meta") or {}).get("cudnn")})
    libs = prov.torch_libraries({"torch": torch, "cudnn": cudnn[0] if len(cudnn) == 1 else None} if torch else {})
    software = prov.Software(commit=man.get("git_commit"), dirty=man.get("git_dirty"),
                             torch=f"{torch} (torchvision {pk.get('torchvision')}, transformers {pk.get('transformers')})"
                             if torch else None, tvm=prov.NOT_USED, cudnn=libs["cudnn"], cublas=libs["cublas"],
                             python=man.get("python"), extra=tuple(extra))
    return prov.build(recs, software, man.get("gpus") or [])


SUMMARY_COLUMNS = {
    "pipeline": "pipeline", "dtype": "dtype", "phases": "phases", "layer_calls": "layer calls",
    "sequential_latency_ms": "sequential time (ms)", "sequential_energy_mj": "sequential energy (mJ)",
    "sequential_energy_std_mj": "its std (mJ)", "sequential_energy_above_idle_mj": "above idle (mJ)",
    "max_layer_energy_cv": "largest layer CV", "parallel_throughput_per_s": "pipelined (inferences/s)",
    "whole_graph_time_ms": "whole graph (ms)", "whole_graph_energy_mj": "whole graph (mJ)",
    "whole_graph_energy_ratio": "graph / sum, energy", "whole_eager_energy_ratio": "eager / sum, energy",
}


def _whole_text(layers_dir: Path) -> str:
    from .wholereport import explain_run, lines

    out: list[str] = []
    for run in run_dirs(layers_dir):
        try:
            e = explain_run(run)
        except ArtifactError:
            continue
        if e is not None:
            out += lines(e)
    return h.paragraphs(out)


def _not_run(man: dict[str, Any], layers_dir: Path) -> list[str]:
    out = []
    for name, r in sorted((man.get("runs") or {}).items()):
        if r.get("recorded", 0) < r.get("layers", 0):
            out.append(f"{name}: {r['layers'] - r['recorded']} of {r['layers']} layers not measured (rerun `artifact layers`).")
        if r.get("stale"):
            out.append(f"{name}: {len(r['stale'])} record(s) of an older measurement of the layer (set aside).")
        if not r.get("wholes"):
            out.append(f"{name}: no whole-model measurement (`artifact layers --whole`; torchvision models and OPT-66B "
                       f"prefill have one).")
    if not (layers_dir / SUMMARY_CSV).is_file():
        out.append("summary.csv missing: run `artifact layers` to write it.")
    return out


def render(layers_dir: Path) -> str:
    man_path = layers_dir / LAYERS_MANIFEST
    man = read_json(man_path, "layers manifest") if man_path.is_file() else {}
    p = study_provenance(layers_dir, man)
    one = prov.one_limit_note(p, "these runs")
    summary = [{SUMMARY_COLUMNS[k]: r.get(k) for k in SUMMARY_COLUMNS if k in r} for r in _csv(layers_dir / SUMMARY_CSV)]
    summary_fmt: dict[str, h.Formatter] = {"largest layer CV": h.pct, "graph / sum, energy": h.ratio,
                                           "eager / sum, energy": h.ratio}
    figs = [h.figure(layers_dir / f"{stem}.png", cap, f"{stem}.pdf", stem) for stem, cap in (
        ("breakdown", "Per run: its sequential energy per inference (sum of count x energy of each layer; log axis, "
                      "error bars 2 std), and the share of each layer kind."),
        ("whole_vs_sum", "Per run with a whole-model measurement: whole / sum of its layers, time and energy, as one "
                         "CUDA graph and eagerly (bars from parity, log axis; error bars 2 std of the ratio).")) if
            (layers_dir / f"{stem}.png").is_file()]
    per_run = "".join(
        f"<details><summary>{h.e(run.name)}</summary>"
        + h.figure(run / "energy_by_layer.png", f"{run.name}: each phase's energy per inference in forward order, 95 % "
                   f"CI, flagged records hatched.", f"{run.name}/energy_by_layer.pdf", f"{run.name}-layers")
        + "</details>" for run in run_dirs(layers_dir) if (run / "energy_by_layer.png").is_file())
    flagged = [{"run": name, "flagged layers": len(r.get("flagged") or []), "of layers": r.get("layers"),
                "presets": ", ".join(r.get("presets") or []), "GPUs": len(r.get("gpus") or []),
                "whole": ", ".join(r.get("wholes") or []) or "-"} for name, r in sorted((man.get("runs") or {}).items())]
    calls = [{"at": c.get("at"), "command": " ".join(map(str, c.get("command") or [])),
              "commit": str(c.get("git_commit") or "not recorded")[:12]} for c in man.get("calls") or []]
    tuned = _csv(layers_dir / TUNED_CSV)
    sections = [
        h.Section("run", "Provenance", (f"<p class='onelimit'>{h.e(one)}</p>" if one else "") + prov.html(p)),
        h.Section("summary", "Runs", h.table(summary, summary_fmt)),
        h.Section("whole", "Whole model against the sum of its layers", _whole_text(layers_dir)),
        h.Section("figures", "Figures", h.figures(figs) + "<h3>Each run, layer by layer</h3>" + per_run),
    ]
    if tuned:
        sections.append(h.Section("tuned", "ResNet-50 with tuned convolutions", h.table(
            tuned, {c: h.ratio for c in tuned[0] if c.endswith("_ratio")})))
    sections += [h.Section("flags", "Records, presets and flags by run", h.table(flagged)),
                 h.Section("calls", "Calls that measured this directory", h.table(calls)),
                 h.not_run_section(_not_run(man, layers_dir), "Every layer of every run is measured.")]
    intro = (f"<p>Layer study <code>{h.e(layers_dir.name)}</code>: {len(run_dirs(layers_dir))} runs, each layer "
             f"measured alone in a CUDA graph, and whole models against the sum of their layers.</p>")
    return h.page("Energy of DNN pipelines, layer by layer", intro, sections)


def write_page(layers_dir: Path) -> Path | None:
    """``layers_dir``/report.html (``layers_dir``: a results directory's ``layers/``); None, and no page,
    where it holds no run yet."""
    if not run_dirs(layers_dir):
        return None
    path = layers_dir / PAGE_FILE
    write_text(path, render(layers_dir))
    return path
