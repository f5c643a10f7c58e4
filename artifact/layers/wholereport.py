"""Whole model against the sum of its layers, in words, from the run's own numbers:
``<results>/layers/whole_vs_sum.md`` (written with summary.csv; no torch).

For each run directory with a whole-model record (CUDA graph, and eager where measured), per unit of the
whole (one inference; one decoder layer for OPT-66B prefill):

* the sum of the layers alone (:func:`artifact.layers.whole.compare`: phases with their counts, board
  energy), the whole as one CUDA graph, the whole as PyTorch launches it (eager), and their ratios;
* **graph against sum**: the extra time (or the time saved) and the power at which that difference was
  spent, ``(E_graph - E_sum) / (t_graph - t_sum)``, beside the hot idle power (the whole-graph record's
  ``idle.hot``) and the layers' mean power (``E_sum / t_sum``): extra time spent near the idle power is
  time the GPU waited (e.g. on memory), near the layers' power it was busy;
* **the model's parameters against the L2** (``gpu.l2_bytes`` of the records): a layer measured alone
  runs ``unroll`` times on the same weights, which stay in L2 when they fit; in the model each weight is
  read once an inference, from HBM when the model's parameters do not fit (weights, biases and batch-norm
  statistics of every phase times its count: :func:`parameter_bytes`);
* **eager against graph**: the time and energy of launching every kernel from Python, and the power at
  which it was spent (near the idle power: the GPU waits for the host);
* the **idle floor**: the hot idle power times the graph's time, against the graph's energy;
* for a traced model, **what the sum leaves out**: the operations no layer kind replays (a concatenation,
  a copy, a batched matrix product), with their share of the model's bytes and FLOPs
  (:func:`artifact.layers.traced.shares`).

Differences smaller than 1 % of the sum are reported as such, with no power (the quotient of two small
differences says nothing); so are differences whose time and energy have opposite signs, or whose quotient
exceeds 1.5x the work's power (the extra time alone cannot explain them). Definitions of the sums and ratios: :mod:`artifact.layers.aggregate`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..atomic import read_json, write_text
from ..errors import ArtifactError
from .layer import ELEMENT_BYTES, plan
from .pipelines import Pipeline
from .tables import load_run
from .traced import calls, percent, shares
from .whole import MODES, compare, has_whole, whole_record_path, whole_unit

REPORT_MD = "whole_vs_sum.md"
PARAMETER_TENSORS = ("weight", "bias", "running_mean", "running_var")
SMALL_REL = 0.01  # differences below this fraction of the sum: no power quoted
MAX_POWER_FACTOR = 1.5  # a difference "spent" at more than this times the work's power: no power quoted


def parameter_bytes(pipe: Pipeline) -> float:
    """Bytes of the model's parameters: each phase's weight, bias and batch-norm statistics, times its count."""
    total = 0.0
    for phase in pipe.phases:
        lp = plan(phase.layer)
        numel = sum(t.numel for t in lp.tensors if t.name in PARAMETER_TENSORS)
        total += phase.count * numel * ELEMENT_BYTES[phase.layer.dtype]
    return total


@dataclass(frozen=True)
class Side:
    time_ms: float
    energy_mj: float

    @property
    def power_w(self) -> float:
        return self.energy_mj / self.time_ms if self.time_ms > 0 else math.nan


@dataclass(frozen=True)
class WholeExplained:
    run: str
    unit: str
    layers: Side  # the sum of the layers alone, per unit
    whole: dict[str, Side]  # by mode: graph, eager
    hot_idle_w: float
    parameter_bytes: float  # per unit
    l2_bytes: float
    left_out: str = ""  # a traced model's operations that no layer replays, in words ("" where none)


def _gpu_l2_bytes(records: Mapping[str, Mapping[str, Any]]) -> float:
    for r in records.values():
        gpu = r.get("gpu")
        if isinstance(gpu, Mapping) and gpu.get("l2_bytes"):
            return float(gpu["l2_bytes"])
    return math.nan


def explain_run(run_dir: Path) -> WholeExplained | None:
    """The numbers of one run directory, or None where it has no whole record (or no pipeline with one)."""
    pipe, records = load_run(run_dir)
    if not has_whole(pipe):
        return None
    whole: dict[str, Side] = {}
    layers: Side | None = None
    unit, hot_idle_w = "", math.nan
    for mode in MODES:
        path = whole_record_path(run_dir, mode)
        if not path.is_file():
            continue
        rec = read_json(path, f"whole record of {pipe.name}")
        cmp = compare(pipe, records, rec)
        whole[mode] = Side(cmp.whole.time_ms, cmp.whole.energy_mj)
        layers = Side(cmp.sum_latency_ms.mean, cmp.sum_energy_mj.mean)
        unit = unit or str(rec.get("workload", {}).get("description", {}).get("unit", ""))
        hot = (rec.get("idle") or {}).get("hot") or {}
        if mode == "graph" or math.isnan(hot_idle_w):
            hot_idle_w = float(hot.get("power_w", math.nan))
    if layers is None:
        return None
    return WholeExplained(run_dir.name, unit or "one inference", layers, whole, hot_idle_w,
                          parameter_bytes(whole_unit(pipe)), _gpu_l2_bytes(records), left_out(pipe))


def left_out(pipe: Pipeline) -> str:
    """What the sum of a traced model's layers leaves out that its whole runs ("" where nothing is)."""
    if not pipe.not_replayed:
        return ""
    s = shares(pipe)
    ops = sorted({n.op.split(".")[1] if n.op.count(".") >= 2 else n.op for n in pipe.not_replayed})
    return (f"{calls(sum(n.count for n in pipe.not_replayed))} of operations no layer replays ({', '.join(ops)}): "
            f"{percent(s.bytes_share)} of the model's minimal bytes and {percent(s.flops_share)} of its FLOPs are in "
            f"the whole and not in the sum")


def _diff_line(what: str, a: Side, b: Side, label_a: str, label_b: str, idle_w: float, busy_w: float) -> str:
    """``a`` against ``b``: the difference, and the power at which the longer side spent its extra time
    where the difference is not small."""
    dt, de = a.time_ms - b.time_ms, a.energy_mj - b.energy_mj
    text = (f"- **{what}**: {label_a} takes {abs(dt):.3f} ms {'more' if dt >= 0 else 'less'} than {label_b} "
            f"({a.time_ms / b.time_ms:.2f}x) and {abs(de):.1f} mJ {'more' if de >= 0 else 'less'} "
            f"({a.energy_mj / b.energy_mj:.2f}x)")
    if abs(dt) < SMALL_REL * b.time_ms:
        return text + f": within {SMALL_REL:.0%} of {label_b}'s time."
    p = de / dt
    if p <= 0 or p > MAX_POWER_FACTOR * max(busy_w, idle_w):
        why = ("time and energy moved in opposite directions" if p <= 0 else
               f"{p:.0f} W, more than the work's power could explain")
        return text + f"; no power is quoted for the difference ({why}: other effects than the extra time dominate)."
    longer = label_a if dt > 0 else label_b
    if p < idle_w + 0.25 * (busy_w - idle_w):
        where = "about the hot idle power: in that time the GPU mostly waited"
    elif p > idle_w + 0.75 * (busy_w - idle_w):
        where = "about the power of the work itself: in that time the GPU was busy"
    else:
        where = "between the hot idle power and the power of the work"
    return text + (f"; the extra time of {longer} ran at {p:.0f} W (hot idle {idle_w:.0f} W, "
                   f"{label_b} {busy_w:.0f} W): {where}.")


def lines(e: WholeExplained) -> list[str]:
    """The report's paragraph of one run."""
    out = [f"### {e.run} ({e.unit})", ""]
    out.append(f"Layers alone, summed: {e.layers.time_ms:.3f} ms and {e.layers.energy_mj:.1f} mJ "
               f"({e.layers.power_w:.0f} W). " + ". ".join(
                   f"Whole ({m}): {s.time_ms:.3f} ms and {s.energy_mj:.1f} mJ ({s.power_w:.0f} W)"
                   for m, s in e.whole.items()) + ".")
    out.append("")
    if e.left_out:
        out.append(f"- **not in the sum**: {e.left_out}.")
    graph = e.whole.get("graph")
    if graph is not None:
        out.append(_diff_line("graph against the sum", graph, e.layers, "the whole graph", "the layers alone",
                              e.hot_idle_w, e.layers.power_w))
        if not math.isnan(e.l2_bytes):
            share = e.parameter_bytes / e.l2_bytes
            if share <= 0.5:
                fit = ("they fit beside the activations, so the model can keep them in L2 from one pass to the next, "
                       "as a layer alone does")
            elif share <= 1:
                fit = (f"they take {share:.0%} of it, so with the activations beside them many are likely evicted "
                       "before the next pass reads them, while a layer alone, repeated, keeps its own weights in L2")
            else:
                fit = ("they do not fit, so each pass likely reads most of them from HBM, while a layer alone, "
                       "repeated, keeps its own weights in L2 where they fit")
            out.append(f"- **parameters and L2**: {e.parameter_bytes / 1e6:.1f} MB of parameters against "
                       f"{e.l2_bytes / 1e6:.1f} MB of L2: {fit}.")
        floor = e.hot_idle_w * graph.time_ms
        out.append(f"- **idle floor**: {e.hot_idle_w:.0f} W of hot idle over the graph's {graph.time_ms:.3f} ms is "
                   f"{floor:.1f} mJ, {floor / graph.energy_mj:.0%} of its energy.")
    eager = e.whole.get("eager")
    if eager is not None and graph is not None:
        out.append(_diff_line("eager against graph", eager, graph, "the eager model", "the graph",
                              e.hot_idle_w, graph.power_w))
    out.append("")
    return out


def write_report(out_dir: Path, run_dirs: list[Path]) -> Path | None:
    """``out_dir/whole_vs_sum.md`` over the complete run directories with a whole record; None (and no
    file) where there is none."""
    explained = []
    for run_dir in run_dirs:
        try:
            e = explain_run(run_dir)
        except ArtifactError:  # an incomplete run: summary.csv says why
            continue
        if e is not None:
            explained.append(e)
    if not explained:
        return None
    head = ["# Whole model against the sum of its layers", "",
            "Per unit of the whole model, board energy (idle included). Written from the records by "
            "`artifact layers` (artifact/layers/wholereport.py explains each line).", "",
            "| run | unit | layers alone (ms, mJ) | whole graph (ms, mJ) | graph / sum (time, energy) | "
            "whole eager (ms, mJ) | eager / graph (time, energy) |",
            "|---|---|---|---|---|---|---|"]
    for e in explained:
        g, x = e.whole.get("graph"), e.whole.get("eager")
        cells = [e.run, e.unit, f"{e.layers.time_ms:.3f}, {e.layers.energy_mj:.1f}"]
        cells += [f"{g.time_ms:.3f}, {g.energy_mj:.1f}", f"{g.time_ms / e.layers.time_ms:.2f}, "
                  f"{g.energy_mj / e.layers.energy_mj:.2f}"] if g else ["", ""]
        cells += [f"{x.time_ms:.3f}, {x.energy_mj:.1f}"] if x else [""]
        cells += [f"{x.time_ms / g.time_ms:.2f}, {x.energy_mj / g.energy_mj:.2f}"] if x and g else [""]
        head.append("| " + " | ".join(cells) + " |")
    body = [line for e in explained for line in lines(e)]
    path = out_dir / REPORT_MD
    write_text(path, "\n".join([*head, "", *body]))
    return path
