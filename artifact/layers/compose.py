"""Several pipelines measured into one directory: ``run_pipelines([resnet18, my_pipeline], out)`` measures
each pipeline's unique layers (and, with ``whole``, its whole model where one exists) into
``<out>/<run name>/``, writes that run's log to ``<out>/<run name>.log`` and its per-layer table to
``<out>/<run name>/layers.csv``, and one ``<out>/summary.csv`` with a row per pipeline (columns:
:data:`artifact.layers.tables.SUMMARY_COLUMNS`). Every step resumes: records already there are kept.

A pipeline is a shipped name (``resnet50``) or a :class:`artifact.layers.pipelines.Pipeline` of your own,
e.g. built with :class:`artifact.layers.pipelines.PipelineBuilder`. The run name is the pipeline's name,
its options that differ from the shipped defaults and its math mode (``resnet50-b8-fp16``; fp32 with TF32
allowed: ``resnet50-tf32``); a traced pipeline's (``torchvision.convnext_tiny-b8-bf16``) against batch 1
and 224 x 224. A traced pipeline's log lists what its layers leave out (:mod:`artifact.layers.traced`).

One cold idle (:func:`artifact.measure.inprocess.measure_idle`) is measured per call, before the first
layer that is measured (none when everything is recorded already), and shared by every layer and whole
measurement of the call; ``cold_idle`` passes one measured earlier in the process instead.

Layers are measured under a protocol preset (``preset``: driver_contract.json, "protocol_presets"; the
default protocol or ``light``), named in each record's ``meta.preset``; whole models always under the
default protocol. A layer already measured in another run directory under ``out_dir`` at the same dtype,
math mode, unroll and preset, by PyTorch (:func:`shareable_record`), is copied into the run directory instead of being
measured again (its record keeps its ``case_id``: the pipeline it was measured in), so pipelines that
share layers (ResNet-18 and ResNet-50's stem, the CNNs' activations) cost one measurement per layer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..atomic import read_json, write_json, write_text
from ..contract import DEFAULT_PRESET
from ..errors import ArtifactError
from ..measure.driver import DriverOptions, preset_options
from ..measure.inprocess import measure_idle
from .architectures import PIPELINES, pipeline
from .layer import (
    DEFAULT_UNROLL,
    MeasureFn,
    describe_run,
    is_stale,
    layer_memory_format,
    layer_record_path,
    math_mode,
    measure_layer,
    measure_pipeline,
    record_preset,
    set_aside_stale,
    with_dtype,
)
from .pipelines import LayerSpec, Pipeline
from .tables import LAYER_COLUMNS, SUMMARY_COLUMNS, layer_rows, load_run, summary_row, write_csv
from .traced import not_replayed_lines
from .tuned import TUNED_PIPELINE, TunedKernel, implementation_lines, measure_tuned_layer, tuned_kernels, tuned_pipeline
from .tuned_table import PAIR_COLUMNS, PAIRS_CSV, TUNED_COLUMNS, TUNED_CSV, pairs_table, tuned_rows
from .tunedpairs import set_aside_unpaired, set_aside_unpaired_wholes, write_twin, write_whole_twin
from .whole import DEFAULT_WHOLE_UNROLL, MODES, WholeMeasureFn, has_whole, measure_whole, measure_wholes
from .wholereport import write_report as write_whole_report

SUMMARY_CSV = "summary.csv"
LAYERS_CSV = "layers.csv"
TRACED_DEFAULTS = {"batch": 1, "image": 224}  # a traced pipeline's options left out of its run name


def run_name(pipe: Pipeline, tf32: bool = False) -> str:
    """``<name>[-<option><value>...]-<math mode>``: options named by their first letter where they differ
    from the shipped pipeline's defaults (b: batch, i: image, s: seq_len); the math mode is the dtype, or
    ``tf32`` for fp32 with TF32 allowed."""
    known = pipeline(pipe.name) if pipe.name in PIPELINES else tuned_pipeline() if pipe.name == TUNED_PIPELINE else None
    defaults = dict(known.params) if known is not None else dict(TRACED_DEFAULTS) if pipe.source else {}
    parts = [pipe.name]
    for key, value in pipe.params:
        if key in ("batch", "image", "seq_len") and defaults.get(key, value) != value:
            parts.append(f"{key[0]}{value}")
    parts.append(math_mode(pipe.phases[0].layer.dtype, tf32))
    return "-".join(parts)


def _resolve(p: str | Pipeline, dtype: str | None) -> Pipeline:
    if p == TUNED_PIPELINE:
        return tuned_pipeline(dtype=dtype or "fp32")
    pipe = pipeline(p) if isinstance(p, str) else p
    return with_dtype(pipe, dtype) if dtype else pipe


def _logger(lines: list[str], name: str, echo: Callable[[str], None]) -> Callable[[str], None]:
    def log(msg: str) -> None:
        lines.append(msg)
        echo(f"{name}: {msg}")

    return log


class ColdIdle:
    """The cold idle of one process, measured when first asked for (``measure_idle(options)``), or given."""

    def __init__(self, options: DriverOptions | None = None, value: Mapping[str, Any] | None = None) -> None:
        self.options = options
        self.value = dict(value) if value is not None else None

    def __call__(self) -> dict[str, Any]:
        if self.value is None:
            self.value = measure_idle(self.options)
        return self.value


UNAFFECTED_BY_TF32 = ("norm", "elementwise", "pooling")  # kinds whose PyTorch kernels do no TF32 math


def _modes(spec: LayerSpec, mode: str) -> tuple[str, ...]:
    """Math modes whose records stand for ``spec`` in ``mode``: fp32 and tf32 alike for kinds TF32 does
    not touch."""
    if mode in ("fp32", "tf32") and spec.kind in UNAFFECTED_BY_TF32:
        return ("fp32", "tf32")
    return (mode,)


def layer_options(preset: str, options: DriverOptions | None = None) -> DriverOptions:
    """The settings a layer is measured with: the preset's, then ``options`` over them."""
    return DriverOptions({**preset_options(preset).settings, **(options.settings if options else {})})


def layer_measure(pipe: Pipeline, unroll: int, options: DriverOptions | None, tf32: bool, idle: ColdIdle,
                  kernels: Mapping[str, TunedKernel] | None = None, preset: str = DEFAULT_PRESET) -> MeasureFn:
    """The GPU measurement of a layer of ``pipe``: its tuned kernel where ``kernels`` has one
    (:func:`artifact.layers.tuned.measure_tuned_layer`), else PyTorch; the cold idle ``idle()``; the
    protocol preset ``preset`` with ``options`` over it (:func:`layer_options`)."""
    tuned = dict(kernels or {})
    opts = layer_options(preset, options)

    def measure(spec: LayerSpec) -> Mapping[str, Any]:
        if spec.key in tuned:
            return measure_tuned_layer(spec, tuned[spec.key], unroll, opts, pipeline=pipe.name, cold_idle=idle(),
                                       preset=preset)
        return measure_layer(spec, unroll, opts, pipeline=pipe.name, tf32=tf32, cold_idle=idle(), preset=preset,
                             memory_format=pipe.memory_format)

    return measure


def check_implementations(run_dir: Path, pipe: Pipeline, kernels: Mapping[str, TunedKernel]) -> None:
    """An error where a record in ``run_dir`` was measured by another implementation than the one its
    layer runs now (a kernel exported, or removed, since): never mixed silently."""
    for spec in pipe.layers:
        path = layer_record_path(run_dir, spec)
        if not path.is_file():
            continue
        meta = read_json(path, f"layer record of {spec.key}").get("meta") or {}
        have = meta.get("kernel", "torch") if meta.get("implementation") == "tuned" else "torch"
        want = kernels[spec.key].label if spec.key in kernels else "torch"
        if have != want:
            raise ArtifactError(f"{path} was measured by {have}, but the layer now runs {want}: remove it to measure "
                                f"it again")


def _with_twins(measure: MeasureFn, twin: MeasureFn, run_dir: Path, kernels: Mapping[str, TunedKernel],
                log: Callable[[str], None]) -> MeasureFn:
    """``measure``, and for a layer run by a tuned kernel its cuDNN twin measured right after it and written
    before the tuned record is (:mod:`artifact.layers.tunedpairs`)."""

    def paired(spec: LayerSpec) -> Mapping[str, Any]:
        record = measure(spec)
        if spec.key in kernels:
            log(f"{spec.key}: its cuDNN twin, side by side")
            write_twin(run_dir, spec, twin(spec), kernels[spec.key].label)
        return record

    return paired


def whole_measure(options: DriverOptions | None, tf32: bool, idle: ColdIdle,
                  kernels: Mapping[str, TunedKernel] | None = None) -> WholeMeasureFn:
    """The GPU measurement of a whole model (``kernels``: its tuned convolutions, resnet50_tuned)."""
    def measure(pipe: Pipeline, mode: str) -> Mapping[str, Any]:
        return measure_whole(pipe, mode, DEFAULT_WHOLE_UNROLL, options, tf32, cold_idle=idle(), kernels=kernels)

    return measure


def _with_whole_twin(measure: WholeMeasureFn, twin: WholeMeasureFn, run_dir: Path,
                     log: Callable[[str], None]) -> WholeMeasureFn:
    """``measure`` (the model with the tuned convolutions), then its cuDNN twin right after it, written
    before the tuned record is (:mod:`artifact.layers.tunedpairs`)."""

    def paired(pipe: Pipeline, mode: str) -> Mapping[str, Any]:
        record = measure(pipe, mode)
        log(f"whole ({mode}): its cuDNN twin, side by side")
        write_whole_twin(run_dir, mode, twin(pipe, mode))
        return record

    return paired


def record_variant(record: Mapping[str, Any]) -> tuple[Any, Any, Any, str, str]:
    """What makes two records of one layer key interchangeable: math mode, unroll, implementation
    (``meta.implementation``; absent: PyTorch), protocol preset (:func:`record_preset`), memory format
    (``meta.memory_format``; absent: contiguous)."""
    workload, meta = record.get("workload"), record.get("meta")
    workload = workload if isinstance(workload, Mapping) else {}
    meta = meta if isinstance(meta, Mapping) else {}
    return (workload.get("math_mode"), meta.get("unroll"), meta.get("implementation", "torch"), record_preset(record),
            str(meta.get("memory_format", "")))


def shareable_record(out_dir: Path, run_dir: Path, spec: LayerSpec, mode: str, unroll: int,
                     preset: str = DEFAULT_PRESET, memory_format: str = "") -> Path | None:
    """A record of ``spec`` in another run directory under ``out_dir`` measured by PyTorch in math mode
    ``mode`` (for norms, activations and pooling fp32 and tf32 alike) with ``unroll`` calls per graph
    launch under protocol preset ``preset`` as it is defined today, in the memory format the layer runs
    in within a pipeline of ``memory_format``, or None."""
    fmt = layer_memory_format(spec, memory_format)
    wants = {(m, str(unroll), "torch", preset, fmt) for m in _modes(spec, mode)}
    for other in run_dirs(out_dir):
        if other == run_dir:
            continue
        path = layer_record_path(other, spec)
        if not path.is_file():
            continue
        record = read_json(path, f"layer record of {spec.key}")
        if (isinstance(record, dict) and record.get("id") == spec.key and record_variant(record) in wants
                and not is_stale(record, spec) and _preset_as_now(record, preset)):
            return path
    return None


def _preset_as_now(record: Mapping[str, Any], preset: str) -> bool:
    """The record's protocol holds the settings preset ``preset`` sets today (a preset redefined since, as
    ``long`` was from 3-s to 6-s windows, no longer stands for its earlier records); a record without a
    ``protocol`` block is taken at its preset's name."""
    protocol = record.get("protocol")
    if not isinstance(protocol, Mapping):
        return True
    return all(protocol.get(k) == v for k, v in preset_options(preset).settings.items())


def share_layers(out_dir: Path, run_dir: Path, pipe: Pipeline, tf32: bool, unroll: int,
                 skip: frozenset[str] = frozenset(), echo: Callable[[str], None] = print,
                 preset: str = DEFAULT_PRESET) -> int:
    """Copy into ``run_dir`` the records of its layers found in sibling run directories
    (:func:`shareable_record`), except the layer keys in ``skip``; returns how many were copied."""
    copied = 0
    for spec in pipe.layers:
        dest = layer_record_path(run_dir, spec)
        if spec.key in skip or dest.exists():
            continue
        src = shareable_record(out_dir, run_dir, spec, math_mode(spec.dtype, tf32), unroll, preset, pipe.memory_format)
        if src is not None:
            write_json(dest, read_json(src, f"layer record of {spec.key}"))
            echo(f"{spec.key}: shared from {src.parent.name}")
            copied += 1
    return copied


def run_pipelines(pipelines: Sequence[str | Pipeline], out_dir: Path, dtype: str | None = None, whole: bool = False,
                  unroll: int = DEFAULT_UNROLL, options: DriverOptions | None = None, tf32: bool = False,
                  measure: MeasureFn | None = None, measure_whole: WholeMeasureFn | None = None,
                  echo: Callable[[str], None] = print, cold_idle: ColdIdle | None = None,
                  share: bool = True, tuned_results: Path | None = None, preset: str = DEFAULT_PRESET,
                  measure_twin: MeasureFn | None = None, measure_whole_twin: WholeMeasureFn | None = None) -> Path:
    """Measure each pipeline (module docstring); returns ``<out_dir>/summary.csv``. ``preset``: the protocol
    preset of the layers (``options`` over it), whole models under ``options`` alone. ``measure`` and
    ``measure_whole`` replace the GPU measurements (tests; ``measure`` then gets the tuned layers too, and
    ``measure_twin`` their cuDNN twins: PyTorch without TF32 unless given, never ``measure``;
    ``measure_whole_twin`` the cuDNN twin of a whole model with tuned convolutions); ``share`` False
    measures every layer in every run directory. ``tuned_results``: the results directory whose exported
    kernels ``resnet50_tuned`` runs (:mod:`artifact.layers.tuned`); each tuned layer, and with ``whole``
    the whole model, is measured with its cuDNN twin right after it (:mod:`artifact.layers.tunedpairs`)."""
    if not pipelines:
        raise ArtifactError("no pipeline to run")
    pipes = [_resolve(p, dtype) for p in pipelines]
    names = [run_name(p, tf32) for p in pipes]
    if len(set(names)) != len(names):
        raise ArtifactError(f"the same pipeline twice in one run: {sorted(n for n in names if names.count(n) > 1)[0]}")
    layer_options(preset, options)  # an unknown preset is said before anything is measured
    idle = cold_idle or ColdIdle(options)
    for pipe, name in zip(pipes, names):
        run_dir = out_dir / name
        lines: list[str] = []
        log = _logger(lines, name, echo)
        whole_fn = measure_whole or whole_measure(options, tf32, idle)
        try:
            kernels: dict[str, TunedKernel] = {}
            if pipe.name == TUNED_PIPELINE:
                if tuned_results is None:
                    raise ArtifactError(f"{TUNED_PIPELINE} needs the results directory of its tuned kernels")
                kernels = tuned_kernels(pipe, tuned_results)
                for line in implementation_lines(pipe, kernels):
                    log(line)
                check_implementations(run_dir, pipe, kernels)
            layer_fn = measure or layer_measure(pipe, unroll, options, tf32, idle, kernels, preset)
            if kernels:
                set_aside_unpaired(run_dir, pipe, log)
                twin_fn = measure_twin or layer_measure(pipe, unroll, options, False, idle, {}, preset)
                layer_fn = _with_twins(layer_fn, twin_fn, run_dir, kernels, log)
            if share:
                describe_run(pipe, run_dir)
                set_aside_stale(run_dir, pipe, log)  # before sharing: a stale record is measured again or shared
                share_layers(out_dir, run_dir, pipe, tf32, unroll, skip=frozenset(kernels), echo=log, preset=preset)
            measure_pipeline(pipe, run_dir, unroll, options, tf32=tf32, measure=layer_fn, echo=log)
            log(f"layers measured under the protocol preset {preset}")
            if pipe.not_replayed:
                for line in not_replayed_lines(pipe):
                    log(line)
            if whole and has_whole(pipe):
                if kernels:
                    set_aside_unpaired_wholes(run_dir, MODES, ",".join(sorted(k.label for k in kernels.values())), log)
                    tuned_whole = measure_whole or whole_measure(options, tf32, idle, kernels)
                    whole_fn = _with_whole_twin(tuned_whole, measure_whole_twin or whole_measure(options, tf32, idle),
                                                run_dir, log)
                measure_wholes(pipe, run_dir, MODES, options=options, tf32=tf32, measure=whole_fn, echo=log)
            elif whole:
                log(f"no whole model for {pipe.name}: layers only")
            loaded, records = load_run(run_dir)
            write_csv(run_dir / LAYERS_CSV, layer_rows(loaded, records), LAYER_COLUMNS)
        finally:  # appended: a run resumed in several calls keeps the log of each
            log_path = out_dir / f"{name}.log"
            before = log_path.read_text(encoding="utf-8") if log_path.is_file() else ""
            write_text(log_path, before + "\n".join(lines) + "\n")
    return write_summary(out_dir, echo)


def run_dirs(out_dir: Path) -> list[Path]:
    """The run directories under ``out_dir`` (those holding a pipeline.json), sorted by name."""
    return sorted(p.parent for p in out_dir.glob("*/pipeline.json"))


def write_summary(out_dir: Path, echo: Callable[[str], None] = print) -> Path:
    """``<out_dir>/summary.csv``: a row per complete run directory under ``out_dir`` (this call's and
    earlier ones'); a run still missing layers is left out, and said so."""
    rows = []
    for run_dir in run_dirs(out_dir):
        try:
            rows.append(summary_row(run_dir))
        except ArtifactError as exc:
            echo(f"{run_dir.name}: not in {SUMMARY_CSV}: {exc}")
    tuned = tuned_rows(out_dir)
    if tuned:
        write_csv(out_dir / TUNED_CSV, tuned, TUNED_COLUMNS)
    pairs = pairs_table(out_dir)
    if pairs:
        write_csv(out_dir / PAIRS_CSV, pairs, PAIR_COLUMNS)
    path = write_csv(out_dir / SUMMARY_CSV, rows, SUMMARY_COLUMNS)
    write_whole_report(out_dir, run_dirs(out_dir))
    return path
