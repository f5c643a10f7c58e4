"""`artifact layers`: per-layer (and whole-model) energy of DNN pipelines, measured in this process with
PyTorch (an optional extra: ``pip install '.[models]'``); artifact/cli.py adds the command to its group."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import click

from ..cli_common import _echo, gpu_option, handle_errors, results_option, wait_option
from ..contract import DEFAULT_PRESET, PROTOCOL_PRESETS
from ..errors import ArtifactError
from .architectures import PIPELINES
from .pipelines import Pipeline
from .tuned import TUNED_DTYPES, TUNED_PIPELINE

PIPELINE_NAMES = (*PIPELINES, TUNED_PIPELINE)


class PipelineType(click.ParamType):
    """A shipped pipeline's name, ``torchvision:NAME`` or ``module:callable`` (checked without torch)."""

    name = "PIPELINE"

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        if ":" in text:
            from .tracer import parse_source

            try:
                parse_source(text)
            except ArtifactError as exc:
                self.fail(str(exc), param, ctx)
            return text
        if text not in PIPELINE_NAMES:
            self.fail(f"{text!r} is not a shipped pipeline ({', '.join(PIPELINE_NAMES)}), torchvision:NAME or "
                      f"module:callable", param, ctx)
        return text


def _need_torch() -> None:
    if importlib.util.find_spec("torch") is None:
        raise ArtifactError("artifact layers needs PyTorch, which is not installed: pip install '.[models]' "
                            "(torch with CUDA, torchvision, transformers), then rerun")


@click.command("layers")
@click.option("--pipeline", "pipelines", multiple=True, required=True, type=PipelineType(),
              envvar="ARTIFACT_PIPELINE",
              help=f"A shipped pipeline ({', '.join(PIPELINE_NAMES)}), or a model traced into one: torchvision:NAME "
                   f"(any torchvision classification model, random weights) or module:callable (your function "
                   f"returning (model, example_input); module a Python module or a .py file). Repeat for several; "
                   f"env ARTIFACT_PIPELINE.")
@click.option("--batch", type=click.IntRange(min=1), default=1, show_default=True, envvar="ARTIFACT_BATCH",
              help="Batch size.")
@click.option("--dtype", type=click.Choice(["fp16", "bf16", "fp32"]), default="fp16", show_default=True,
              envvar="ARTIFACT_DTYPE", help="The layers' dtype (and the whole model's).")
@click.option("--seq-len", type=click.IntRange(min=1), default=None,
              help="OPT pipelines: prompt length (prefill) or cache length (decode); default 2048.")
@click.option("--whole", is_flag=True, help="Also measure the whole model (torchvision models; resnet50_tuned with "
                                           "its tuned convolutions, beside the same model with cuDNN's; one OPT-66B "
                                           "decoder layer for opt66b_prefill) as a CUDA graph and eagerly.")
@click.option("--unroll", type=click.IntRange(min=1), default=100, show_default=True,
              help="Layer calls per CUDA graph launch.")
@click.option("--tf32", is_flag=True, help="fp32 layers: allow TF32 in cuBLAS and cuDNN (run directories "
                                           "<pipeline>-tf32).")
@click.option("--tuned-results", type=click.Path(file_okay=False, exists=True, path_type=Path), default=None,
              help="resnet50_tuned: the results directory holding the exported kernels (<case>/export/) of the "
                   "resnet50 catalog (--dtype fp32) or of resnet50-fp16 (--dtype fp16); default: --results.")
@click.option("--preset", type=click.Choice(tuple(PROTOCOL_PRESETS)), default=DEFAULT_PRESET, show_default=True,
              envvar="ARTIFACT_PRESET",
              help="Protocol preset of the layers (driver_contract.json protocol_presets; light: ~3.5 s a layer "
                   "instead of ~6 s, CI of the mean and spread flag at 1 %; long: ~50 s a layer, 6-s windows after up to "
                   "20 s of warm-up, for layers whose 0.5-s windows stay noisy: docs/MEASUREMENT.md, \"Presets\"). Whole models: the "
                   "default protocol.")
@results_option
@gpu_option
@wait_option
@handle_errors
def layers_cmd(pipelines: tuple[str, ...], batch: int, dtype: str, seq_len: int | None, whole: bool, unroll: int,
               tf32: bool, tuned_results: Path | None, preset: str, results: Path, gpu: int, wait: bool) -> None:
    """Measure each unique layer of a pipeline in isolation (and with --whole the whole model).

    \b
    Reads:  artifact/data/pipelines/ (the pipelines' layers), or the model of torchvision:NAME /
            module:callable traced with torch.export into its layers (artifact/layers/tracer.py: the
            same kinds, shapes and counts as the shipped pipelines; operations no layer kind replays
            are listed with their share of the model's bytes and FLOPs); needs torch and a CUDA GPU.
    Writes: <results>/layers/<pipeline>[-b<batch>][-s<seq>]-<dtype>/ (pipeline.json, one record per
            unique layer, whole-graph.json / whole-eager.json, layers.csv, energy_by_layer.png/pdf),
            <results>/layers/<run>.log, summary.csv (every run: sequential, pipeline-parallel, whole
            graph and eager against the sum of layers), breakdown.png/pdf, whole_vs_sum.png/pdf,
            whole_vs_sum.md (the difference in words, with the power it was spent at), report.html
            (one self-contained page of every run),
            manifest.json (commit, packages, GPUs, per-run records and flags), and
            <results>/SHA256SUMS (rewritten over the whole results directory).
    resnet50_tuned (--dtype fp32 or fp16): ResNet-50 whose conv layers run the tuned kernels exported
    under --tuned-results (catalog resnet50: NCHW fp32; resnet50-fp16: NHWC fp16, the model in
    channels_last), cuDNN where none is, each tuned layer measured with its cuDNN twin right after
    it (<run>/cudnn/; a tuned record without one is set aside into <run>/unpaired/ and the pair
    measured again); with --whole the model with the tuned convolutions beside the same model with
    cuDNN's. Writes also <results>/layers/resnet50_tuned.csv (against the resnet50 runs, and side by
    side from the pairs) and resnet50_tuned_pairs.csv (each pair), and ends with tuned / cuDNN per
    tuned layer, per whole model and for the sum of the layers.
    Each layer record names its protocol preset (meta.preset; layers.csv column preset).
    Records already there are kept: a rerun continues where the last stopped, and a layer measured
    by another run under <results>/layers/ (same dtype, math mode, unroll, preset) is copied, not
    measured again. One run at a time per GPU and results directory, as `measure` (--wait queues).
    Each run ends with a line: the sum of its layers, and each whole model measured against it.
    \b
    Examples (docs/LAYERS.md, "Any torch model"):
      artifact layers --pipeline torchvision:convnext_tiny --whole --preset light
      artifact layers --pipeline examples/my_model.py:build --dtype bf16 --whole
    """
    from .. import runlock
    from ..gpu import gpu_info
    from ..layout import LAYERS_DIR
    from ..measure.torchgpu import use_gpu
    from ..results.checksums import write_sums
    from ..validate import check_output_dir
    from .architectures import pipeline
    from .compose import run_name, run_pipelines
    from .page import write_page
    from .plots import plot_all
    from .provenance import write_layers_manifest
    from .tables import summary_line, summary_row
    from .tuned import tuned_pipeline
    from .tuned_table import comparison_lines
    from .wholereport import left_out

    _need_torch()
    check_output_dir(results, "results directory")
    pipes: list[Pipeline] = []
    for name in pipelines:
        if ":" in name:
            pipes.append(_traced(name, batch, dtype))
            continue
        if name == TUNED_PIPELINE:
            if dtype not in TUNED_DTYPES or tf32:
                raise ArtifactError(f"{TUNED_PIPELINE} runs the tuned kernels of {' or '.join(TUNED_DTYPES)}: give "
                                    f"--dtype {' or --dtype '.join(TUNED_DTYPES)} without --tf32")
            pipes.append(tuned_pipeline(batch, dtype=dtype))
            continue
        opts: dict[str, int | str] = {"batch": batch, "dtype": dtype}
        if seq_len is not None and name.startswith("opt66b"):
            opts["seq_len"] = seq_len
        pipes.append(pipeline(name, **opts))
    g = gpu_info(gpu)
    with runlock.hold([runlock.gpu_key(g.index, g.uuid), runlock.results_key(results)], wait, _echo):
        use_gpu(g.uuid)  # torch's numbering of the GPU locked (NVML numbering)
        out = results / LAYERS_DIR
        summary = run_pipelines(pipes, out, whole=whole, unroll=unroll, tf32=tf32, echo=_echo,
                                tuned_results=tuned_results or results, preset=preset)
        write_layers_manifest(out, ["artifact", *sys.argv[1:]])
        figures = plot_all(out)
        write_page(out)
        n = write_sums(results)
    _echo(f"wrote {summary}, {len(figures)} figure files; SHA256SUMS covers {n} files")
    for pipe in pipes:
        run_dir = out / run_name(pipe, tf32)
        try:
            _echo(summary_line(summary_row(run_dir)))
        except ArtifactError as exc:
            _echo(f"{run_dir.name}: {exc}")
            continue
        if pipe.not_replayed:
            _echo(f"  not in the sum: {left_out(pipe)}")
    for pipe in pipes:
        if pipe.name == TUNED_PIPELINE:
            for line in comparison_lines(out, run_name(pipe, tf32)):
                _echo(line)


def _traced(text: str, batch: int, dtype: str) -> Pipeline:
    """The pipeline of ``torchvision:NAME`` or ``module:callable``, traced (artifact.layers.tracer), said in lines."""
    from .traced import not_replayed_lines
    from .tracer import TRACER, parse_source, trace

    _echo(f"{text}: tracing with {TRACER}")
    traced = trace(parse_source(text), batch, dtype)
    pipe = traced.pipeline
    calls = sum(p.count for p in pipe.phases)
    left = sum(n.count for n in pipe.not_replayed)
    _echo(f"{text}: {traced.nodes} operations: {calls} in {len(pipe.phases)} unique layers, {left} not replayed, "
          f"{traced.no_gpu_work} without GPU work (views, dropout in inference)")
    for line in not_replayed_lines(pipe):
        _echo(line)
    return pipe
