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
from .tuned import TUNED_PIPELINE

PIPELINE_NAMES = (*PIPELINES, TUNED_PIPELINE)


def _need_torch() -> None:
    if importlib.util.find_spec("torch") is None:
        raise ArtifactError("artifact layers needs PyTorch, which is not installed: pip install '.[models]' "
                            "(torch with CUDA, torchvision, transformers), then rerun")


@click.command("layers")
@click.option("--pipeline", "pipelines", multiple=True, required=True, type=click.Choice(PIPELINE_NAMES),
              envvar="ARTIFACT_PIPELINE", help="A shipped pipeline (repeat for several; env ARTIFACT_PIPELINE).")
@click.option("--batch", type=click.IntRange(min=1), default=1, show_default=True, envvar="ARTIFACT_BATCH",
              help="Batch size.")
@click.option("--dtype", type=click.Choice(["fp16", "fp32"]), default="fp16", show_default=True,
              envvar="ARTIFACT_DTYPE")
@click.option("--seq-len", type=click.IntRange(min=1), default=None,
              help="OPT pipelines: prompt length (prefill) or cache length (decode); default 2048.")
@click.option("--whole", is_flag=True, help="Also measure the whole model (torchvision models, one OPT-66B "
                                           "decoder layer for opt66b_prefill) as a CUDA graph and eagerly.")
@click.option("--unroll", type=click.IntRange(min=1), default=100, show_default=True,
              help="Layer calls per CUDA graph launch.")
@click.option("--tf32", is_flag=True, help="fp32 layers: allow TF32 in cuBLAS and cuDNN (run directories "
                                           "<pipeline>-tf32).")
@click.option("--tuned-results", type=click.Path(file_okay=False, exists=True, path_type=Path), default=None,
              help="resnet50_tuned: the results directory holding the resnet50 catalog's exported kernels "
                   "(<case>/export/); default: --results.")
@click.option("--preset", type=click.Choice(tuple(PROTOCOL_PRESETS)), default=DEFAULT_PRESET, show_default=True,
              envvar="ARTIFACT_PRESET",
              help="Protocol preset of the layers (driver_contract.json protocol_presets; light: ~3.5 s a layer "
                   "instead of ~6 s, CI of the mean and spread flag at 1 %; long: ~50 s a layer, 6-s windows after up to "
                   "20 s of warm-up, for layers whose 0.5-s windows stay noisy: docs/LAYERS.md). Whole models: the "
                   "default protocol.")
@results_option
@gpu_option
@wait_option
@handle_errors
def layers_cmd(pipelines: tuple[str, ...], batch: int, dtype: str, seq_len: int | None, whole: bool, unroll: int,
               tf32: bool, tuned_results: Path | None, preset: str, results: Path, gpu: int, wait: bool) -> None:
    """Measure each unique layer of a pipeline in isolation (and with --whole the whole model).

    \b
    Reads:  artifact/data/pipelines/ (the pipelines' layers); needs torch and a CUDA GPU.
    Writes: <results>/layers/<pipeline>[-b<batch>][-s<seq>]-<dtype>/ (pipeline.json, one record per
            unique layer, whole-graph.json / whole-eager.json, layers.csv, energy_by_layer.png/pdf),
            <results>/layers/<run>.log, summary.csv (every run: sequential, pipeline-parallel, whole
            graph and eager against the sum of layers), breakdown.png/pdf, whole_vs_sum.png/pdf,
            whole_vs_sum.md (the difference in words, with the power it was spent at), report.html
            (one self-contained page of every run),
            manifest.json (commit, packages, GPUs, per-run records and flags), and
            <results>/SHA256SUMS (rewritten over the whole results directory).
    resnet50_tuned (with --dtype fp32): ResNet-50 whose conv layers run the tuned kernels exported
    under --tuned-results (the resnet50 catalog), cuDNN where none is, each tuned layer measured with
    its cuDNN twin right after it (<run>/cudnn/; a tuned record without one is set aside into
    <run>/unpaired/ and the pair measured again); writes also <results>/layers/resnet50_tuned.csv
    (against resnet50 fp32, --tf32 and fp16 runs, and side by side from the pairs).
    Each layer record names its protocol preset (meta.preset; layers.csv column preset).
    Records already there are kept: a rerun continues where the last stopped, and a layer measured
    by another run under <results>/layers/ (same dtype, math mode, unroll, preset) is copied, not
    measured again. One run at a time per GPU and results directory, as `measure` (--wait queues).
    """
    from .. import runlock
    from ..gpu import gpu_info
    from ..layout import LAYERS_DIR
    from ..measure.torchgpu import use_gpu
    from ..results.checksums import write_sums
    from ..validate import check_output_dir
    from .architectures import pipeline
    from .compose import run_pipelines
    from .page import write_page
    from .plots import plot_all
    from .provenance import write_layers_manifest
    from .tuned import tuned_pipeline

    _need_torch()
    check_output_dir(results, "results directory")
    pipes = []
    for name in pipelines:
        if name == TUNED_PIPELINE:
            if dtype != "fp32" or tf32:
                raise ArtifactError(f"{TUNED_PIPELINE} runs the tuned fp32 kernels: give --dtype fp32 without --tf32")
            pipes.append(tuned_pipeline(batch))
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
