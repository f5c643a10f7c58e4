"""Every shipped pipeline measured layer by layer into one layers directory, a time-budgeted slice per call.

The jobs and the plan: artifact/layers/measureplan.py (fp16 for all eight pipelines with their whole
models, then ResNet-50 fp32, TF32 and with the tuned kernels, then fp32 for the other CNNs; each layer
measured once across pipelines and copied where it recurs). Each call measures until --budget-s is spent
(no point is started after it), then stops cleanly; the next call resumes where it stopped (records
already there are kept), so several calls of a bounded length complete it. One cold idle per call, shared
by every point of the call. Holds the GPU's and the results directory's run locks, as `artifact layers`.

Layers are measured under a protocol preset (--preset, default light: driver_contract.json's
"protocol_presets"; whole models under the default protocol), and the plan's estimate uses the preset's
expected seconds per layer point. --compare-presets N measures N layers (spread over conv, linear,
attention, norm, elementwise and pooling; artifact/layers/presetcompare.py) under the default and the
light preset, interleaved, and prints both side by side: what the light preset costs in accuracy.

    artifact reference pipelines --plan [--preset light]    # the plan and its GPU time; no GPU
    artifact reference pipelines --budget-s 500 [--results results] [--tuned-results DIR]
    artifact reference pipelines --compare-presets 12 [--compare-csv FILE]
    artifact reference pipelines --budget-s 500 --gpus 0,1     # one process per GPU, same layers directory

With --gpus the jobs are dealt to the GPUs by family (artifact/layers/measureplan.py `slices`: jobs that
share a layer point stay together, so no point is measured twice and a pipeline's layers and its whole
model are measured on one GPU), one child process per GPU (`--gpu I --only RUNS`, artifact/children.py)
into the same layers directory, this process holding its lock and every GPU's and handing each child
its own; then summary.csv is written over everything. GPUs of different models are refused. Each
record names the GPU that measured it. --only RUN[,RUN...] limits any call to those runs (names as the
plan prints them). --again-flagged moves the layer records the protocol flagged (window CV above the
preset's flag, or CI target not met) into <run>/flagged/ before planning, so that they are measured
again, e.g. under --preset default (a tuned layer whose cuDNN twin is flagged goes too: the pair is
measured again). With --tuned-results, each tuned layer of resnet50_tuned is measured with its cuDNN
twin right after it (<run>/cudnn/, artifact/layers/tunedpairs.py; a tuned record without one is set
aside into <run>/unpaired/ and the pair measured again); a pair counts as two points.

Then `artifact layers --pipeline ... ` over the same results (everything recorded: nothing measured)
writes the figures and SHA256SUMS; this command writes the tables (layers.csv, summary.csv,
resnet50_tuned.csv).
"""

from __future__ import annotations

import signal
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import click

from ..cli_common import POSITIVE_S, gpu_option, handle_errors, results_option
from ..contract import PROTOCOL_PRESETS
from ..errors import ArtifactError
from ..layout import LAYERS_DIR
from ..measure.driver import preset_point_s
from . import measureplan

F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True)
class Options:
    """A call's options (`artifact reference pipelines`'s)."""

    results: Path = Path("results")
    tuned_results: Path | None = None  # results directory of the resnet50 catalog's exports (adds resnet50_tuned)
    budget_s: float = 500.0  # no point is started after this many seconds
    plan: bool = False  # print the plan and its estimated GPU time, measure nothing
    no_fp32: bool = False  # fp16 jobs only
    preset: str = "light"  # protocol preset of the layer points (driver_contract.json protocol_presets)
    compare_presets: int | None = None  # N layers under the default and the light preset, interleaved
    compare_csv: Path | None = None  # --compare-presets: also write its rows here
    per_point_s: float | None = None  # estimate: seconds per layer point (None: the preset's point_s)
    per_whole_s: float = 9.0  # estimate: seconds per whole-model point
    startup_s: float = 30.0  # estimate: seconds of start-up per call
    unroll: int = 100
    gpu: int = 0  # NVML index of the GPU
    gpus: str | None = None  # several GPUs of one model: the jobs dealt to them, one process each
    only: str | None = None  # RUN[,RUN...]: only these runs (names as the plan prints them)
    no_manifest: bool = False  # do not write <results>/layers/manifest.json (a caller that writes it: --gpus)
    again_flagged: bool = False  # measure again the layer records the protocol flagged


class OutOfBudget(Exception):
    """The call's time budget is spent: no further point is started."""


def print_plan(plans: list[measureplan.JobPlan], est: measureplan.Estimate, budget_s: float, preset: str,
               per_point_s: float) -> None:
    print(f"{'run':28s} {'phases':>6} {'measure':>7} {'tuned':>5} {'shared':>6} {'recorded':>8} {'wholes':>6}")
    for p in plans:
        print(f"{p.run:28s} {p.phases:6d} {len(p.measure):7d} {p.tuned:5d} {p.shared:6d} {p.recorded:8d} {p.wholes:6d}")
    print(f"\nto measure: {est.points} layer points (preset {preset}, ~{per_point_s:g} s each) + {est.wholes} "
          f"whole-model points; about {est.gpu_s / 60:.1f} GPU minutes measuring, {est.total_s / 60:.1f} with "
          f"start-up, in {est.calls} call(s) of --budget-s {budget_s:.0f}")


def main(args: Options) -> int:
    """One call (module description); returns the exit status."""
    gpus = parse_gpus(args.gpus)
    if args.compare_presets is not None:
        if gpus:
            raise ArtifactError("--compare-presets measures on one GPU (--gpu), not with --gpus")
        return compare_presets(args)
    layers_dir = args.results / LAYERS_DIR
    per_point_s = args.per_point_s if args.per_point_s is not None else preset_point_s(args.preset)
    jobs = only(measureplan.default_jobs(tuned=args.tuned_results is not None, fp32=not args.no_fp32), args.only)
    if args.again_flagged:
        again_flagged(args, jobs, layers_dir)
    plans = measureplan.plan(jobs, layers_dir, args.unroll, args.tuned_results, args.preset)
    est = measureplan.estimate(plans, per_point_s, args.per_whole_s, args.budget_s, args.startup_s)
    print_plan(plans, est, args.budget_s, args.preset, per_point_s)
    if gpus:
        parts = measureplan.slices(plans, gpus, per_point_s, args.per_whole_s, args.tuned_results)
        for part in parts:
            print(f"GPU {part.gpu}: {part.points} layer + {part.wholes} whole points, ~{part.gpu_s / 60:.1f} min: "
                  + (", ".join(j.run for j in part.jobs) or "nothing"))
        if args.plan or est.points + est.wholes == 0:
            return 0
        return measure_on_gpus(args, [p for p in parts if p.points + p.wholes], layers_dir)
    if args.plan or est.points + est.wholes == 0:
        return 0
    return measure(args, jobs, layers_dir)


def again_flagged(args: Options, jobs: list[measureplan.Job], layers_dir: Path) -> None:
    """--again-flagged: the jobs' flagged layer records set aside (not with --plan), so that the plan
    measures those layers again under --preset."""
    from .. import runlock

    flagged = measureplan.flagged_layers(jobs, layers_dir)
    if args.plan:
        print(f"{len(flagged)} flagged layer record(s) would be set aside and measured again")
        return
    with runlock.hold([runlock.results_key(args.results)], False, print):
        moved = measureplan.set_aside(flagged)
    runs = sorted({p.parent.parent.name for p in moved})
    print(f"{len(moved)} flagged layer record(s) set aside into <run>/{measureplan.FLAGGED_DIR}/ "
          f"({', '.join(runs) or 'none'}): measured again under --preset {args.preset}")


def parse_gpus(text: str | None) -> list[int]:
    """--gpus: distinct NVML indices, at least two (one GPU is --gpu)."""
    if text is None:
        return []
    try:
        gpus = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise ArtifactError(f"--gpus takes NVML indices separated by commas (e.g. 0,1), got {text!r}") from None
    if len(gpus) < 2 or len(set(gpus)) != len(gpus) or min(gpus) < 0:
        raise ArtifactError(f"--gpus needs at least two distinct GPU indices (one GPU: --gpu), got {text!r}")
    return gpus


def only(jobs: list[measureplan.Job], runs: str | None) -> list[measureplan.Job]:
    """The jobs of --only (all without it); an unknown run name is refused with the known ones."""
    if runs is None:
        return jobs
    wanted = [r for r in runs.split(",") if r]
    known = [j.run for j in jobs]
    unknown = [r for r in wanted if r not in known]
    if unknown or not wanted:
        raise ArtifactError(f"--only: no run {', '.join(unknown) or repr(runs)} in this plan; "
                         f"the runs: {', '.join(known)}")
    return [j for j in jobs if j.run in wanted]


def child_command(args: Options, part: Any) -> list[str]:
    """The command of one GPU's process: this command on --gpu I, its runs only, the same options."""
    argv = [sys.executable, "-m", "artifact", "reference", "pipelines", "--gpu", str(part.gpu), "--only",
            ",".join(j.run for j in part.jobs), "--results", str(args.results), "--budget-s", repr(args.budget_s),
            "--preset", args.preset, "--unroll", str(args.unroll), "--per-whole-s", repr(args.per_whole_s),
            "--startup-s", repr(args.startup_s), "--no-manifest"]
    if args.per_point_s is not None:
        argv += ["--per-point-s", repr(args.per_point_s)]
    if args.tuned_results is not None:
        argv += ["--tuned-results", str(args.tuned_results)]
    if args.no_fp32:
        argv.append("--no-fp32")
    return argv


def measure_on_gpus(args: Options, parts: list[Any], layers_dir: Path) -> int:
    """--gpus: one child per GPU with work (module docstring); then summary.csv over every run."""
    from .. import children, runlock
    from ..gpu import check_same_model, gpu_info
    from . import compose
    from .provenance import write_layers_manifest

    infos = [gpu_info(p.gpu) for p in parts]
    check_same_model(infos, False)
    results_key = runlock.results_key(args.results)
    gpu_keys = [runlock.gpu_key(g.index, g.uuid) for g in infos]

    def failure(child: children.Child) -> BaseException:
        why = child.errors[-1] if child.errors else f"exit status {child.proc.returncode}, see its [GPU {child.gpu}] lines"
        return ArtifactError(f"the layers on GPU {child.gpu} failed: {why}; the other GPUs were stopped after "
                             f"their point (rerun to continue)")

    t0 = time.monotonic()
    with runlock.hold([results_key, *gpu_keys], False, print):
        seconds = children.run_children([p.gpu for p in parts], [f"{len(p.jobs)} runs, {p.points} layer points"
                                                                 for p in parts],
                                        [child_command(args, p) for p in parts],
                                        [[results_key, key] for key in gpu_keys], print, failure,
                                        stopping="stopping (after the point being measured)")
        compose.write_summary(layers_dir)
        write_layers_manifest(layers_dir, sys.argv)
    print("\n" + overview(layers_dir))
    print(f"\n{len(parts)} GPUs in {time.monotonic() - t0:.0f} s (each: "
          + ", ".join(f"GPU {p.gpu} {s:.0f} s" for p, s in zip(parts, seconds)) + f"); tables in {layers_dir}")
    return 0


def overview(layers_dir: Path) -> str:
    """The run directories as a table a person reads: per run the layers' largest energy CV and how many
    layers are above 1 %, the sequential time and energy, and the whole graph against the sum (the values
    of summary.csv, from artifact.layers.tables); a run that is not complete says why."""
    from . import compose
    from .tables import load_run, summary_row

    dirs = compose.run_dirs(layers_dir)
    if not dirs:
        return ""
    lines = [f"{'run':28s} {'phases':>6} {'max cv %':>8} {'>1 %':>4} {'time ms':>10} {'energy mJ':>10} "
             f"{'graph/sum':>9}"]
    for run_dir in dirs:
        try:
            row = summary_row(run_dir)
            _, records = load_run(run_dir)
        except ArtifactError as exc:
            lines.append(f"{run_dir.name:28s} not complete: {exc}")
            continue
        over = sum(float(r.get("energy_cv", 0.0)) > 0.01 for r in records.values())
        ratio = row.get("whole_graph_time_ratio")
        lines.append(f"{run_dir.name:28s} {row['phases']:>6} {100 * row['max_layer_energy_cv']:8.2f} {over:4d} "
                     f"{row['sequential_latency_ms']:10.3f} {row['sequential_energy_mj']:10.1f} "
                     f"{f'{ratio:.2f}' if isinstance(ratio, float) else '':>9}")
    lines += tuned_lines(layers_dir)
    return "\n".join(lines)


def tuned_lines(layers_dir: Path) -> list[str]:
    """Each tuned ResNet-50 run against cuDNN of its dtype from its side-by-side pairs
    (artifact.layers.tunedpairs), or why there is no such ratio."""
    from .tuned_table import tuned_rows

    lines = []
    for row in tuned_rows(layers_dir):
        run = row["run"]
        if not run.startswith("resnet50_tuned-"):
            continue
        if row["paired_convs"] == "":
            lines.append(f"{run}: tuned layers without their cuDNN twins: rerun with --tuned-results to pair them")
            continue

        r = {what: f"{row[f'paired_{what}_ratio']:.3f}x +- {row[f'paired_{what}_ratio_std']:.3f}"
             for what in ("conv_time", "conv_energy", "time", "energy")}
        lines.append(f"{run} against cuDNN {row['math_mode']}, side by side ({row['paired_convs']} conv layers paired): "
                     f"conv time {r['conv_time']}, conv energy {r['conv_energy']}; model time {r['time']}, "
                     f"energy {r['energy']}")
    return lines


def compare_presets(args: Options) -> int:
    """--compare-presets N: N layers under the default and the light preset (module docstring)."""
    from .. import runlock
    from ..gpu import gpu_info
    from ..measure.driver import preset_options
    from ..measure.torchgpu import use_gpu
    from . import compose, presetcompare
    from .layer import measure_layer
    from .tables import write_csv

    presets = ("default", "light")
    assert args.compare_presets is not None
    layers = presetcompare.pick_layers(args.compare_presets)  # a bad N is said before the GPU is touched
    g = gpu_info(args.gpu)
    idle = compose.ColdIdle()  # one per call, shared by every point: both presets keep the default idle

    def measure_point(spec: Any, preset: str) -> Any:
        return measure_layer(spec, args.unroll, preset_options(preset), pipeline="compare-presets",
                             cold_idle=idle(), preset=preset)

    print(f"{len(layers)} layers under {presets[0]} and {presets[1]}, interleaved (unroll {args.unroll}); "
          f"ratio = {presets[1]} / {presets[0]}")
    print(presetcompare.row_header(presets))
    with runlock.hold([runlock.gpu_key(g.index, g.uuid)], False, print):  # nothing written under --results
        use_gpu(g.uuid)
        rows = presetcompare.compare(layers, measure_point, presets,
                                     echo=lambda row: print(presetcompare.row_line(row, presets), flush=True))
    print()
    print(presetcompare.summary_table(rows, presets))
    if args.compare_csv is not None:
        write_csv(args.compare_csv, presetcompare.csv_rows(rows), presetcompare.CSV_COLUMNS)
        print(f"wrote {args.compare_csv}")
    return 0


def measure(args: Options, jobs: list[measureplan.Job], layers_dir: Path) -> int:
    from .. import runlock
    from ..gpu import gpu_info
    from ..measure.torchgpu import use_gpu
    from . import compose
    from .provenance import write_layers_manifest
    from .tuned import TUNED_PIPELINE, tuned_kernels

    deadline = time.monotonic() + args.budget_s
    done = [0]
    stop = [False]
    # asked to stop (a parent of several GPUs stopping its children, or a user): after the point being measured
    signal.signal(signal.SIGTERM, lambda *_: stop.__setitem__(0, True))

    def budgeted(fn: F) -> F:
        def inner(*a: Any) -> Any:
            if stop[0] or time.monotonic() > deadline:
                raise OutOfBudget
            out = fn(*a)
            done[0] += 1
            return out

        return inner  # type: ignore[return-value]

    def counted(fn: F) -> F:  # a tuned layer's cuDNN twin: measured whenever its tuned point was
        def inner(*a: Any) -> Any:
            out = fn(*a)
            done[0] += 1
            return out

        return inner  # type: ignore[return-value]

    g = gpu_info(args.gpu)
    idle = compose.ColdIdle()  # one per call, measured before its first point
    t0 = time.monotonic()
    with runlock.hold([runlock.gpu_key(g.index, g.uuid), runlock.results_key(args.results)], False, print):
        use_gpu(g.uuid)
        try:
            for job in jobs:
                pipe = job.build()
                kernels = (tuned_kernels(pipe, args.tuned_results)  # the tuned job is planned only with them
                           if job.pipeline == TUNED_PIPELINE and args.tuned_results is not None else {})
                compose.run_pipelines([pipe], layers_dir, whole=job.whole, unroll=args.unroll, tf32=job.tf32,
                                      measure=budgeted(compose.layer_measure(pipe, args.unroll, None, job.tf32, idle,
                                                                             kernels, args.preset)),
                                      measure_twin=counted(compose.layer_measure(pipe, args.unroll, None, False, idle,
                                                                                 {}, args.preset)),
                                      measure_whole=budgeted(compose.whole_measure(None, job.tf32, idle)),
                                      cold_idle=idle, tuned_results=args.tuned_results, preset=args.preset)
        except OutOfBudget:
            compose.write_summary(layers_dir)
            if not args.no_manifest:
                write_layers_manifest(layers_dir, sys.argv)
            left = measureplan.estimate(measureplan.plan(jobs, layers_dir, args.unroll, args.tuned_results,
                                                         args.preset))
            print(f"\n{'stopped' if stop[0] else 'budget spent'} after {done[0]} points in {time.monotonic() - t0:.0f} s; "
                  f"left: {left.points} layer + {left.wholes} whole points: run again to continue")
            return 0
        if not args.no_manifest:
            write_layers_manifest(layers_dir, sys.argv)
            print("\n" + overview(layers_dir))
    print(f"\nall jobs measured ({done[0]} points in {time.monotonic() - t0:.0f} s); tables in {layers_dir}")
    return 0


@click.command("pipelines")
@results_option
@click.option("--budget-s", type=POSITIVE_S, default=None, help="No layer point is started after this many "
              f"seconds of the call (default {Options.budget_s:g}).")
@click.option("--tuned-results", type=click.Path(file_okay=False, exists=True, path_type=Path), default=None,
              help="Results directory of the resnet50 catalog's exports: adds resnet50_tuned.")
@click.option("--plan", "plan_only", is_flag=True, help="Print the plan and its estimated GPU time; measure nothing.")
@click.option("--no-fp32", is_flag=True, help="The fp16 jobs only.")
@click.option("--preset", type=click.Choice(tuple(PROTOCOL_PRESETS)), default=None,
              help=f"Protocol preset of the layer points (default {Options.preset}; whole models: the default protocol).")
@click.option("--only", default=None, metavar="RUN[,RUN...]", help="Only these runs (names as --plan prints them).")
@click.option("--again-flagged", is_flag=True,
              help="Set the layer records the protocol flagged aside (<run>/flagged/) and measure them again.")
@click.option("--compare-presets", type=click.IntRange(min=1), default=None, metavar="N",
              help="Measure N layers under the default and the light preset, interleaved; write nothing under --results.")
@click.option("--compare-csv", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="With --compare-presets: also write its rows to this CSV.")
@gpu_option
@click.option("--gpus", default=None, metavar="0,1,...",
              help="Several GPUs of one model: the jobs dealt to them by family, one process each.")
@click.option("--unroll", type=click.IntRange(min=1), default=None, help=f"Launches per captured graph (default {Options.unroll}).")
@click.option("--per-point-s", type=POSITIVE_S, default=None, help="Estimate: seconds a layer point (default: the preset's).")
@click.option("--per-whole-s", type=POSITIVE_S, default=None, help=f"Estimate: seconds a whole-model point (default {Options.per_whole_s:g}).")
@click.option("--startup-s", type=click.FloatRange(min=0), default=None, help=f"Estimate: start-up seconds a call (default {Options.startup_s:g}).")
@click.option("--no-manifest", is_flag=True, hidden=True, help="Set for the processes of --gpus: the parent writes it.")
@handle_errors
def cli_command(results: Path, budget_s: float | None, tuned_results: Path | None, plan_only: bool, no_fp32: bool,
                  preset: str | None, only: str | None, again_flagged: bool, compare_presets: int | None,
                  compare_csv: Path | None, gpu: int, gpus: str | None, unroll: int | None, per_point_s: float | None,
                  per_whole_s: float | None, startup_s: float | None, no_manifest: bool) -> None:
    """Every shipped DNN pipeline measured layer by layer, and its whole model, into one layers directory.

    \b
    Runs:   the plan of artifact/layers/measureplan.py (fp16 for all eight pipelines with their whole
            models, then ResNet-50 fp32, TF32 and tuned, then fp32 for the other CNNs), each layer
            measured once in-process and copied where it recurs. Needs torch with CUDA.
    Reads:  <results>/layers/ (the records there are kept: a call resumes); --tuned-results.
    Writes: <results>/layers/<run>/ (records, pipeline.json), layers.csv, summary.csv,
            resnet50_tuned.csv, manifest.json. `artifact layers` then draws the figures.
    """
    given: dict[str, Any] = {"results": results, "tuned_results": tuned_results, "budget_s": budget_s, "plan": plan_only,
             "no_fp32": no_fp32, "preset": preset, "compare_presets": compare_presets, "compare_csv": compare_csv,
             "per_point_s": per_point_s, "per_whole_s": per_whole_s, "startup_s": startup_s, "unroll": unroll,
             "gpu": gpu, "gpus": gpus, "only": only, "no_manifest": no_manifest, "again_flagged": again_flagged}
    rc = main(Options(**{k: v for k, v in given.items() if v is not None}))
    if rc:
        sys.exit(rc)
