"""Several pipelines measured into one directory: ``run_pipelines([resnet18, my_pipeline], out)`` measures
each pipeline's unique layers (and, with ``whole``, its whole model where one exists) into
``<out>/<run name>/``, writes that run's log to ``<out>/<run name>.log`` and its per-layer table to
``<out>/<run name>/layers.csv``, and one ``<out>/summary.csv`` with a row per pipeline (columns:
:data:`artifact.models.tables.SUMMARY_COLUMNS`). Every step resumes: records already there are kept.

A pipeline is a shipped name (``resnet50``) or a :class:`artifact.models.pipelines.Pipeline` of your own,
e.g. built with :class:`artifact.models.pipelines.PipelineBuilder`. The run name is the pipeline's name,
its dtype, and its options that differ from the shipped defaults (``resnet50-b8-fp16``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from ..atomic import write_text
from ..errors import ArtifactError
from ..measure.driver import DriverOptions
from .architectures import PIPELINES, pipeline
from .layers import DEFAULT_UNROLL, MeasureFn, measure_pipeline, with_dtype
from .pipelines import Pipeline
from .tables import LAYER_COLUMNS, SUMMARY_COLUMNS, layer_rows, load_run, summary_row, write_csv
from .whole import MODES, WHOLE_PIPELINES, WholeMeasureFn, measure_wholes

SUMMARY_CSV = "summary.csv"
LAYERS_CSV = "layers.csv"


def run_name(pipe: Pipeline) -> str:
    """``<name>[-<option><value>...]-<dtype>``: options named by their first letter where they differ from
    the shipped pipeline's defaults (b: batch, i: image, s: seq_len)."""
    defaults = dict(pipeline(pipe.name).params) if pipe.name in PIPELINES else {}
    parts = [pipe.name]
    for key, value in pipe.params:
        if key in ("batch", "image", "seq_len") and defaults.get(key, value) != value:
            parts.append(f"{key[0]}{value}")
    parts.append(pipe.phases[0].layer.dtype)
    return "-".join(parts)


def _resolve(p: str | Pipeline, dtype: str | None) -> Pipeline:
    pipe = pipeline(p) if isinstance(p, str) else p
    return with_dtype(pipe, dtype) if dtype else pipe


def _logger(lines: list[str], name: str, echo: Callable[[str], None]) -> Callable[[str], None]:
    def log(msg: str) -> None:
        lines.append(msg)
        echo(f"{name}: {msg}")

    return log


def run_pipelines(pipelines: Sequence[str | Pipeline], out_dir: Path, dtype: str | None = None, whole: bool = False,
                  unroll: int = DEFAULT_UNROLL, options: DriverOptions | None = None, tf32: bool = False,
                  measure: MeasureFn | None = None, measure_whole: WholeMeasureFn | None = None,
                  echo: Callable[[str], None] = print) -> Path:
    """Measure each pipeline (module docstring); returns ``<out_dir>/summary.csv``. ``measure`` and
    ``measure_whole`` replace the GPU measurements (tests)."""
    if not pipelines:
        raise ArtifactError("no pipeline to run")
    pipes = [_resolve(p, dtype) for p in pipelines]
    names = [run_name(p) for p in pipes]
    if len(set(names)) != len(names):
        raise ArtifactError(f"the same pipeline twice in one run: {sorted(n for n in names if names.count(n) > 1)[0]}")
    for pipe, name in zip(pipes, names):
        run_dir = out_dir / name
        lines: list[str] = []
        log = _logger(lines, name, echo)
        try:
            measure_pipeline(pipe, run_dir, unroll, options, tf32=tf32, measure=measure, echo=log)
            if whole and pipe.name in WHOLE_PIPELINES:
                measure_wholes(pipe, run_dir, MODES, options=options, tf32=tf32, measure=measure_whole, echo=log)
            elif whole:
                log(f"no whole model for {pipe.name}: layers only")
            loaded, records = load_run(run_dir)
            write_csv(run_dir / LAYERS_CSV, layer_rows(loaded, records), LAYER_COLUMNS)
        finally:
            write_text(out_dir / f"{name}.log", "\n".join(lines) + "\n")
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
    return write_csv(out_dir / SUMMARY_CSV, rows, SUMMARY_COLUMNS)
