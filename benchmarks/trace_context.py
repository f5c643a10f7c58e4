"""What a traced short kernel costs next to a GEMM, against what it costs alone: the in-context test of
a trace run's prediction (artifact trace report: whole model against the sum of isolated kernels).

A trace run's prediction adds each unique kernel's energy measured alone (artifact.traces.replay). When
the whole model draws more than that sum, one explanation is that a short kernel does not cost in the
model what it costs alone: alone, a 10 us elementwise kernel runs at ~500 W, while in the model it runs
between GEMMs that hold the board at its power limit. This benchmark measures it, with the run's own
recorded calls (kernels.jsonl rows, fresh tensors, no model weights), every point through the artifact's
measurement protocol (artifact.measure.inprocess.measure_graph: counter windows, steady warm-up, the
noise stop), in one run, side by side:

  G      the anchor GEMM alone: the run's measured GEMM of the longest traced time, its calls unrolled
         in one CUDA graph;
  K      each other measured kernel (library and copy tiers) alone, likewise;
  G+K    the anchor and K alternating in one graph (G, K, G, K, ...), as in the model where short kernels
         follow GEMMs; measured per (G, K) pair.

K in context = E(G+K) - E(G): what adding K next to G costs, in energy and time. Its ratio to K alone
scales K's row of the run's report, giving the prediction with in-context energies beside the isolated
one, both against the whole model's measured energy (CUDA graph variant; eager beside it). The
half-width given with it covers the in-context points only (the pairs' and the anchor's confidence
intervals), not the whole model's spread, the isolated kernels' or the estimate of the kernels the run
did not replay (left as the report has them).

    python -m benchmarks.trace_context RUN_DIR [RUN_DIR ...] [--work build/trace_context] [--top N]

RUN_DIR: a trace run with its report (e.g. data/reference/<gpu>/traces/vicuna-7b_prefill_b1_p512).
Writes <out>/<run>.json per run and prints a table; needs torch with CUDA; changes no GPU setting.
"""

from __future__ import annotations

import csv
import math
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from artifact.atomic import write_json
from artifact.errors import ArtifactError
from artifact.schema.base import read_dict
from artifact.schema.trace_reports import GpuEnergyReport
from artifact.traces.opcall import Skip, plan_call
from artifact.traces.run import RunDir, kernel_key, read_kernels, read_replays
from benchmarks import harness
from benchmarks.harness import ROOT

SCHEMA = "trace-context/1"
GRAPH_TARGET_US = 400.0  # each graph's length aimed at (pairs and singles alike)
MAX_CALLS = 100
SHORT_TIERS = ("library", "copy/memset")


@dataclass(frozen=True)
class Point:
    """One measured graph: energy and time per unit (one call, or one (G, K) pair), its spread."""

    energy_mj: float
    time_us: float
    energy_ci_rel: float  # the protocol's relative confidence half-width of the mean energy
    flagged: bool
    flag_reasons: tuple[str, ...] = ()
    power_throttled: bool = False  # NVML's power-cap throttle reason was seen during the point

    @property
    def energy_ci_mj(self) -> float:
        return self.energy_mj * self.energy_ci_rel

    @property
    def power_w(self) -> float:
        return self.energy_mj / self.time_us * 1e3 if self.time_us > 0 else math.nan


# what measures a graph of ``calls`` (repeated as one unit, ``repeats`` times): name -> Point
MeasureFn = Callable[[str, list[Callable[[], Any]], int], Point]


@dataclass
class Choice:
    """The anchor GEMM and the short kernels of a run, by the run's kernels and replays."""

    anchor: dict[str, Any]
    partners: list[dict[str, Any]]


def choose(kernels: list[dict[str, Any]], replays: list[dict[str, Any]], top: int | None = None) -> Choice:
    """The anchor: the measured, verified GEMM of the longest traced time; the partners: the measured,
    verified kernels of the short tiers, longest traced time first (the first ``top``)."""
    measured = {r["key"] for r in replays
                if r.get("status") == "measured" and (r.get("verification") or {}).get("name_matched")}
    rows = sorted((k for k in kernels if kernel_key(k) in measured), key=lambda k: -float(k["total_time_us"]))
    gemms = [k for k in rows if k.get("tier") == "gemm"]
    if not gemms:
        raise ArtifactError("the run has no measured, verified GEMM to anchor the test")
    partners = [k for k in rows if k.get("tier") in SHORT_TIERS]
    if not partners:
        raise ArtifactError("the run has no measured, verified kernel of the library or copy tiers")
    return Choice(gemms[0], partners[:top] if top else partners)


def repeats_for(unit_us: float) -> int:
    """How many units a graph holds: about GRAPH_TARGET_US, 1..MAX_CALLS."""
    if not unit_us > 0:
        raise ArtifactError(f"a unit's time must be > 0 us, got {unit_us}")
    return max(1, min(MAX_CALLS, math.ceil(GRAPH_TARGET_US / unit_us)))


def context_row(entry: dict[str, Any], alone: Point, anchor: Point, pair: Point) -> dict[str, Any]:
    """K in context (pair minus anchor) beside K alone."""
    ctx_mj = pair.energy_mj - anchor.energy_mj
    ctx_us = pair.time_us - anchor.time_us
    ctx_ci_mj = math.hypot(pair.energy_ci_mj, anchor.energy_ci_mj)  # two independent points
    ratio = ctx_mj / alone.energy_mj if alone.energy_mj > 0 else None
    return {
        "key": kernel_key(entry), "kernel": entry["name"], "tier": entry.get("tier"), "count": int(entry["count"]),
        "trace_time_us_total": float(entry["total_time_us"]),
        "alone_time_us": alone.time_us, "alone_energy_mj": alone.energy_mj, "alone_power_w": alone.power_w,
        "pair_time_us": pair.time_us, "pair_energy_mj": pair.energy_mj, "pair_power_w": pair.power_w,
        "context_time_us": ctx_us, "context_energy_mj": ctx_mj, "context_energy_ci_mj": ctx_ci_mj,
        "context_power_w": ctx_mj / ctx_us * 1e3 if ctx_us > 0 else None,
        "context_over_alone": ratio,
        "context_over_alone_ci": (abs(ratio) * math.hypot(ctx_ci_mj / ctx_mj, alone.energy_ci_rel)
                                  if ratio is not None and ctx_mj != 0 else None),
        "alone_ci_rel": alone.energy_ci_rel, "pair_ci_rel": pair.energy_ci_rel,
        "flagged": alone.flagged or pair.flagged or anchor.flagged,
        "flag_reasons": sorted({*alone.flag_reasons, *pair.flag_reasons, *anchor.flag_reasons}),
        "pair_power_throttled": pair.power_throttled, "alone_power_throttled": alone.power_throttled,
    }


def corrected(report: dict[str, Any], kernel_rows: list[dict[str, Any]], rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The run's prediction with each tested kernel's counted energy scaled by its context ratio, against
    the whole model's measured energy (per variant). The uncertainty of what is added sums each kernel's
    in-context confidence half-width linearly (every pair shares the anchor's point: not independent)."""
    by_key = {r["key"]: r for r in kernel_rows}
    added = 0.0
    added_ci = 0.0
    tested_mj = 0.0
    for row in rows:
        ratio = row["context_over_alone"]
        kernel = by_key.get(row["key"])
        if ratio is None or kernel is None or kernel.get("counted") not in (True, "True"):
            continue
        energy = float(kernel["energy_mj"])
        tested_mj += energy
        added += energy * (ratio - 1.0)
        added_ci += energy * (row.get("context_over_alone_ci") or 0.0)
    out: dict[str, Any] = {"tested_isolated_mj": tested_mj, "tested_context_mj": tested_mj + added,
                           "added_mj": added, "added_ci_mj": added_ci, "variants": {}}
    for variant, whole in (report.get("whole") or {}).items():
        measured, predicted = whole.get("energy_mj"), whole.get("predicted_mj")
        if whole.get("status") != "measured" or not measured or predicted is None:
            continue
        out["variants"][variant] = {
            "measured_mj": measured, "predicted_mj": predicted, "predicted_over_measured": predicted / measured,
            "predicted_context_mj": predicted + added, "predicted_context_over_measured": (predicted + added) / measured,
            "predicted_context_over_measured_ci": added_ci / measured,
        }
    return out


def read_report(root: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The run's gpu_energy_report.json and kernels.csv rows (artifact trace report), or a one-line error."""
    dirs = RunDir(root)
    report_json, kernels_csv = dirs.energy_report, dirs.report_file("kernels.csv")
    if not report_json.is_file() or not kernels_csv.is_file():
        raise ArtifactError(f"{root} has no report (run `artifact trace report` first)")
    report = read_dict(GpuEnergyReport, report_json)
    with kernels_csv.open(newline="", encoding="utf-8") as fh:
        return report, list(csv.DictReader(fh))


def check_run(root: Path, top: int | None) -> Choice:
    """Everything about a run that can fail without a GPU: its report, its anchor and partners, and a
    call plan for each (artifact.traces.opcall)."""
    read_report(root)
    dirs = RunDir(root)
    if not dirs.kernels.is_file():
        raise ArtifactError(f"{root} has no kernels.jsonl: not a trace run")
    choice = choose(read_kernels(dirs.kernels), read_replays(dirs), top)
    for entry in (choice.anchor, *choice.partners):
        plan = plan_call(entry)
        if isinstance(plan, Skip):
            raise ArtifactError(f"{root.name}: {entry['name'][:60]} cannot be replayed: {plan.reason}")
    return choice


def run_context(root: Path, measure: MeasureFn, calls_of: Callable[[dict[str, Any]], Callable[[], Any]],
             top: int | None, echo: Callable[[str], None] = print) -> dict[str, Any]:
    """Every point of one run (anchor once, then per partner: alone and paired), and the corrected
    prediction; ``calls_of`` makes the call of a kernels.jsonl row (fresh inputs)."""
    dirs = RunDir(root)
    report, kernel_rows = read_report(root)
    choice = choose(read_kernels(dirs.kernels), read_replays(dirs), top)
    isolated = {r["key"]: float(r["isolated_time_us"]) for r in kernel_rows if r.get("isolated_time_us")}
    g_key = kernel_key(choice.anchor)
    g_call = calls_of(choice.anchor)
    g_us = isolated.get(g_key) or float(choice.anchor["mean_time_us"])
    echo(f"{root.name}: anchor {choice.anchor['name'][:60]} ({g_us:.1f} us), {len(choice.partners)} partners")
    anchor = measure("G", [g_call], repeats_for(g_us))
    rows = []
    for i, entry in enumerate(choice.partners, 1):
        key = kernel_key(entry)
        k_call = calls_of(entry)
        k_us = isolated.get(key) or float(entry["mean_time_us"])
        alone = measure(f"K{i}", [k_call], repeats_for(k_us))
        pair = measure(f"G+K{i}", [g_call, k_call], repeats_for(g_us + k_us))
        row = context_row(entry, alone, anchor, pair)
        rows.append(row)
        ratio = row["context_over_alone"]
        echo(f"  [{i}/{len(choice.partners)}] {entry['name'][:50]:50s} alone {alone.energy_mj:8.3f} mJ "
             f"{alone.power_w:5.0f} W, in context {row['context_energy_mj']:8.3f} mJ"
             + (f" (x{ratio:.2f})" if ratio is not None else ""))
    return {"schema": SCHEMA, "run": root.name, "anchor": {"key": g_key, "kernel": choice.anchor["name"],
                                                            **asdict(anchor), "power_w": anchor.power_w,
                                                            "calls_per_graph": repeats_for(g_us)},
            "rows": rows, "prediction": corrected(report, kernel_rows, rows)}


def table(result: dict[str, Any]) -> str:
    """The run's rows and its prediction, as a person reads them."""
    a = result["anchor"]
    lines = [f"{result['run']}: anchor GEMM {a['time_us']:.1f} us, {a['energy_mj']:.2f} mJ +- {a['energy_ci_rel']:.1%}, "
             f"{a['power_w']:.0f} W" + (", power-capped" if a.get("power_throttled") else ""),
             f"{'kernel':44s} {'tier':8s} {'count':>5s} {'alone us':>8s} {'alone W':>7s} {'alone mJ':>8s} "
             f"{'ctx us':>7s} {'ctx W':>6s} {'ctx mJ':>7s} {'ctx/alone':>14s}"]
    for r in result["rows"]:
        ratio, ratio_ci = r["context_over_alone"], r.get("context_over_alone_ci")
        ctx_w = r["context_power_w"]
        ratio_text = (f"{ratio:.2f} +- {ratio_ci:.2f}" if ratio is not None and ratio_ci is not None
                      else f"{ratio if ratio is not None else math.nan:.2f}")
        lines.append(f"{r['kernel'][:44]:44s} {str(r['tier'])[:8]:8s} {r['count']:5d} {r['alone_time_us']:8.2f} "
                     f"{r['alone_power_w']:7.0f} {r['alone_energy_mj']:8.3f} {r['context_time_us']:7.2f} "
                     f"{(ctx_w if ctx_w is not None else math.nan):6.0f} {r['context_energy_mj']:7.3f} "
                     f"{ratio_text:>14s}" + (f" flagged: {','.join(r['flag_reasons'])}" if r["flagged"] else ""))
    p = result["prediction"]
    lines.append(f"tested kernels: {p['tested_isolated_mj']:.0f} mJ alone -> {p['tested_context_mj']:.0f} mJ in context "
                 f"(+{p['added_mj']:.0f} +- {p['added_ci_mj']:.0f} mJ)")
    for variant, v in p["variants"].items():
        lines.append(f"  {variant:5s}: measured {v['measured_mj']:.0f} mJ; predicted {v['predicted_over_measured']:.3f} "
                     f"of it with isolated energies, {v['predicted_context_over_measured']:.3f} "
                     f"+- {v['predicted_context_over_measured_ci']:.3f} with in-context ones")
    return "\n".join(lines)


# --- the GPU paths (torch and the in-process library) -----------------------------------------------------


def torch_paths(device: int, info: dict[str, Any]) -> tuple[MeasureFn, Callable[[dict[str, Any]], Callable[[], Any]]]:
    """The measurement (artifact.measure.inprocess.measure_graph after one shared cold idle) and the
    call maker (artifact.traces.replay's fresh inputs and overload binding); ``info`` gets the torch
    version and the GPU (the first record's ``gpu``: name, UUID, serial, VBIOS, driver)."""
    import torch

    from artifact.measure import inprocess
    from artifact.measure.torchgpu import capture_graph, graph_exec_handle
    from artifact.traces.replay import make_inputs, op_call

    torch.cuda.set_device(device)
    state: dict[str, Any] = {"cold_idle": inprocess.measure_idle()}
    info["torch"] = str(torch.__version__)
    keep: list[Any] = []

    def calls_of(entry: dict[str, Any]) -> Callable[[], Any]:
        plan = plan_call(entry)
        if isinstance(plan, Skip):
            raise ArtifactError(f"{entry['name'][:60]} cannot be replayed: {plan.reason}")
        inputs = make_inputs(plan, device)
        call, _ = op_call(plan, inputs)
        keep.append(inputs)
        return call

    def measure(name: str, calls: list[Callable[[], Any]], repeats: int) -> Point:
        graph, outputs = capture_graph([c for _ in range(repeats) for c in calls], calls, name, device)
        point = inprocess.GraphPoint(point_id=name, case_id="trace-context", kind="kernel", math_mode="fp16",
                                     description={"unit": name, "calls_per_unit": len(calls)})
        record = inprocess.measure_graph(graph_exec_handle(graph), torch.cuda.current_stream().cuda_stream, repeats,
                                         None, {"unit": name}, point=point, cold_idle=state["cold_idle"])
        del outputs, graph
        info.setdefault("gpu", record.get("gpu"))
        return Point(float(record["energy_per_launch_mj"]), float(record["time_per_launch_ms"]) * 1e3,
                     float(record.get("energy_ci_rel") or 0.0), bool(record.get("flagged")),
                     tuple(str(r) for r in record.get("flag_reasons") or ()),
                     bool((record.get("throttle_reasons") or {}).get("power")))

    return measure, calls_of


def git_commit() -> str | None:
    """The checkout's commit (None outside a git checkout)."""
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


def main(argv: Sequence[str] | None = None) -> int:
    ap = harness.parser(__doc__, __name__, work=True)
    ap.add_argument("runs", nargs="+", type=Path, help="trace run directories with their reports")
    ap.add_argument("--top", type=int, default=None, help="test only the N short kernels of the longest traced time")
    ap.add_argument("--device", type=int, default=0)
    args = ap.parse_args(argv)
    if args.top is not None and args.top < 1:
        ap.error("--top must be >= 1")
    try:
        for root in args.runs:
            check_run(root, args.top)  # every run checked before the GPU is touched
        info: dict[str, Any] = {"commit": git_commit()}
        measure, calls_of = torch_paths(args.device, info)
        results = []
        for root in args.runs:
            started = time.monotonic()
            result = run_context(root, measure, calls_of, args.top)
            result["seconds"] = time.monotonic() - started
            result["provenance"] = info
            write_json(args.work / f"{root.name}.json", result)
            results.append(result)
        for result in results:
            print(table(result))
            ratios = [r["context_over_alone"] for r in result["rows"] if r["context_over_alone"] is not None]
            if ratios:
                print(f"  context/alone over {len(ratios)} kernels: median {statistics.median(ratios):.2f}, "
                      f"min {min(ratios):.2f}, max {max(ratios):.2f}; {result['seconds']:.0f} s")
    except ArtifactError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
