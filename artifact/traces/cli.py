"""`artifact trace ...`: a language model's inference profiled, its unique kernels replayed and measured alone,
the whole inference measured, and the energy explained kernel by kernel (artifact.traces.run).
artifact/cli.py adds the group to its own; `_fmt` and RUN_DIR serve the tensor-parallel group too (artifact/tp/cli.py)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import click

from ..cli_common import _echo, gpu_option, handle_errors, report_run_or_folder, results_option, wait_option

RUN_DIR = click.argument("run_dir", type=click.Path(file_okay=False, path_type=Path))


@contextlib.contextmanager
def _on_gpu(gpu: int, results: Path, wait: bool) -> Iterator[int]:
    """Hold GPU ``gpu`` (NVML numbering) and the results directory as `artifact measure` does, and make
    that GPU torch's current device; yields its torch index."""
    from .. import runlock
    from ..gpu import gpu_info
    from ..measure.torchgpu import use_gpu

    g = gpu_info(gpu)
    with runlock.hold([runlock.gpu_key(g.index, g.uuid), runlock.results_key(results)], wait, _echo):
        yield use_gpu(g.uuid)


DEFAULT_MODEL = "bloom-560m"


def _settings(model: str | None, config: Path | None, dtype: str | None, layers: int | None, stage: str, tokens: int,
              decode_tokens: int | None, batch: int, device: int) -> Any:
    """The profile's settings from the options: a built-in model or a config file (not both), the model's
    own dtype unless one is given; every error one line, before anything touches the GPU."""
    from ..errors import ArtifactError
    from .models import MODELS, read_config
    from .profile import ProfileSettings

    if decode_tokens is None:
        decode_tokens = 32 if stage == "decode" else 0
    data = None
    if config is not None:
        if model is not None:
            raise ArtifactError("give --model (a built-in model) or --config (a config.json), not both")
        model, data = read_config(config)
        spec_dtype = ProfileSettings(model=model, phase=stage, prompt_tokens=tokens, config=data).spec.dtype
    else:
        model = model or DEFAULT_MODEL
        spec_dtype = MODELS[model].dtype if model in MODELS else "fp16"
    settings = ProfileSettings(model=model, phase=stage, prompt_tokens=tokens, decode_tokens=decode_tokens,
                               batch=batch, device=device, dtype=dtype or spec_dtype, layers=layers or 0, config=data)
    settings.check()
    return settings


def _profile_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    from .models import DTYPES, MODELS
    from .profile import PHASES

    opts = [
        click.option("--model", type=click.Choice(sorted(MODELS)), default=None, envvar="ARTIFACT_MODEL",
                     help=f"A built-in model, built from the published checkpoint's dimensions (random weights; "
                          f"default {DEFAULT_MODEL})."),
        click.option("--config", type=click.Path(dir_okay=False, path_type=Path), default=None,
                     help="A transformers config.json of a causal language model instead of --model: built from it "
                          "with random weights, nothing downloaded; the run is named after the file (or its "
                          "directory, for config.json)."),
        click.option("--dtype", type=click.Choice(tuple(DTYPES)), default=None,
                     help="The model's dtype (default: the one its checkpoints ship in: bf16 for Llama 3, Mistral, "
                          "Qwen2, Phi-3 and configs that say bfloat16; fp16 otherwise)."),
        click.option("--layers", type=click.IntRange(1), default=None,
                     help="Build only the first N decoder layers (each layer runs the same kernels): for a model "
                          "too large for the GPU, which is said before anything is built."),
        click.option("--stage", type=click.Choice(PHASES), default="prefill", show_default=True, envvar="ARTIFACT_STAGE",
                     help="prefill: one forward pass over the prompt; decode: greedy tokens after the prompt."),
        click.option("--tokens", type=click.IntRange(1), default=512, show_default=True, envvar="ARTIFACT_TOKENS",
                     help="Prompt tokens (prefill's length; decode's prompt)."),
        click.option("--decode-tokens", type=click.IntRange(1), default=None, envvar="ARTIFACT_DECODE_TOKENS",
                     help="Tokens decoded (decode only; default 32)."),
        click.option("--batch", type=click.IntRange(1), default=1, show_default=True),
    ]
    for opt in reversed(opts):
        fn = opt(fn)
    return fn


def _top_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--top", type=click.IntRange(1), default=None, envvar="ARTIFACT_TOP",
                        help="Replay only the N unique kernels of longest total time (default: all).")(fn)


@click.group("trace")
def trace() -> None:
    """Explain a language model's GPU energy kernel by kernel (needs torch, transformers, a GPU).

    \b
    Phases, each reading the previous one's files in the run directory
    <results>/traces/<model>[-L<layers>]_<stage>_b<batch>_p<tokens>[-d<decoded>][_bf16]/ (docs/SCHEMAS.md):
      profile  torch.profiler trace of one inference, its unique kernels -> run.json, kernels.jsonl
      replay   each unique kernel re-run alone, verified, measured       -> replay/<key>.json
      whole    the same inference measured end to end (eager, graph)   -> whole/<variant>.json
      report   measured whole against the sum of its kernels           -> report/, SHA256SUMS
      run      all four (`make trace MODEL=bloom-560m`)
    \b
    The model: --model NAME (built-in: GPT-2, OPT, Llama 2/3, Mistral, Qwen2, Phi, BLOOM, Vicuna at their
    published dimensions) or --config FILE (any transformers config.json of a causal LM), random
    weights, in --dtype fp16|bf16; docs/TRACES.md.
    """


@trace.command("profile")
@_profile_options
@results_option
@gpu_option
@wait_option
@handle_errors
def profile_cmd(model: str | None, config: Path | None, dtype: str | None, layers: int | None, stage: str, tokens: int,
                decode_tokens: int | None, batch: int, results: Path, gpu: int, wait: bool) -> None:
    """Profile one inference and extract its unique kernels.

    \b
    Reads:  --config FILE if given (the model is built from its configuration, random weights).
    Writes: <results>/traces/<run>/: run.json (written last; its settings hold the model's dtype,
            layers and the config file's content), <run>.trace.json (torch.profiler's Chrome trace),
            kernels.jsonl (unique kernels), summary.json. A run already there is kept.
    """
    from dataclasses import replace

    from .run import profile_run

    settings = _settings(model, config, dtype, layers, stage, tokens, decode_tokens, batch, 0)  # before the GPU
    with _on_gpu(gpu, results, wait) as device:
        info = profile_run(replace(settings, device=device), results, echo=_echo)
    _echo(str(info.dirs.root))


@trace.command("replay")
@RUN_DIR
@_top_option
@click.option("--retry-failed", is_flag=True, help="Replay again the kernels whose replay failed.")
@click.option("--l2", type=click.Choice(["hot", "rotate"]), default="hot", show_default=True,
              help="Inputs' L2 state: hot (the same inputs every call) or rotate (copies cycled through, together "
                   ">= 3x the L2, so each call reads its inputs from HBM as a model reads its weights); "
                   "rotate writes RUN_DIR/replay-rotate/ and the report shows both.")
@gpu_option
@wait_option
@handle_errors
def replay_cmd(run_dir: Path, top: int | None, retry_failed: bool, l2: str, gpu: int, wait: bool) -> None:
    """Replay each unique kernel alone from its recorded op, verify it, measure it.

    \b
    Reads:  RUN_DIR/run.json, kernels.jsonl.
    Writes: RUN_DIR/replay/<key>.json, one per unique kernel (measured, skipped with the reason, or
            failed with the error), each as soon as it is done; a rerun skips those there.
    """
    from .run import load_run, replay_run

    load_run(run_dir)  # a bad run directory is said before the GPU is touched
    with _on_gpu(gpu, run_dir, wait) as device:
        replay_run(run_dir, top, retry_failed=retry_failed, echo=_echo, device=device, l2=l2)


@trace.command("whole")
@RUN_DIR
@click.option("--variant", "variants", type=click.Choice(["eager", "graph"]), multiple=True,
              help="eager (one call per inference) and/or graph (the inference in one CUDA graph); default both.")
@gpu_option
@wait_option
@handle_errors
def whole_cmd(run_dir: Path, variants: tuple[str, ...], gpu: int, wait: bool) -> None:
    """Measure the profiled inference end to end with the same protocol.

    \b
    Reads:  RUN_DIR/run.json (the model, stage and tokens).
    Writes: RUN_DIR/whole/eager.json, graph.json (the record, or why it could not be measured);
            a rerun skips those there.
    """
    from .run import VARIANTS, load_run, whole_run

    load_run(run_dir)  # a bad run directory is said before the GPU is touched
    with _on_gpu(gpu, run_dir, wait) as device:
        whole_run(run_dir, variants or VARIANTS, echo=_echo, device=device)


@trace.command("report")
@RUN_DIR
@handle_errors
def report_cmd(run_dir: Path) -> None:
    """Explain the whole inference's energy by its kernels: tables, figures, page, Perfetto file, checksums.

    \b
    Reads:  RUN_DIR/run.json, the trace, kernels.jsonl, summary.json, replay/, whole/, counters.json.
    Writes: RUN_DIR/report/: kernels.csv, tiers.csv, whole.csv, gpu_energy_report.json,
            figures/{gantt,energy_stack,power}.{png,pdf}, perfetto.json.gz (open it at ui.perfetto.dev),
            report.html; RUN_DIR/SHA256SUMS.
    RUN_DIR may also be a folder of runs (e.g. <results>/traces): each run is reported, then
    RUN_DIR/report.html lists them all.
    """
    from ..layout import is_trace_run
    from .page import trace_runs, write_study_page
    from .report import write_report

    folder = trace_runs(run_dir) if not is_trace_run(run_dir) and run_dir.is_dir() else []
    report_run_or_folder(run_dir, folder, write_report, write_study_page, _print_totals)


@trace.command("run")
@_profile_options
@_top_option
@results_option
@gpu_option
@wait_option
@handle_errors
def run_cmd(model: str | None, config: Path | None, dtype: str | None, layers: int | None, stage: str, tokens: int,
            decode_tokens: int | None, batch: int, top: int | None, results: Path, gpu: int, wait: bool) -> None:
    """profile, replay, whole and report of one inference (each skips what is done).

    \b
    Reads:  what each phase reads (see `artifact trace COMMAND --help`).
    Writes: <results>/traces/<run>/ (every phase's files).
    \b
    Examples:
      artifact trace run --model llama3.2-1b --tokens 512            (bf16, as it ships)
      artifact trace run --config examples/models/pythia-410m.json --top 8
      artifact trace run --model llama2-13b --layers 8 --dtype fp16
    """
    from dataclasses import replace

    from .report import write_report
    from .run import VARIANTS, profile_run, replay_run, whole_run

    settings = _settings(model, config, dtype, layers, stage, tokens, decode_tokens, batch, 0)  # before the GPU
    with _on_gpu(gpu, results, wait) as device:
        info = profile_run(replace(settings, device=device), results, echo=_echo)
        replay_run(info.dirs.root, top, echo=_echo, device=device)
        whole_run(info.dirs.root, VARIANTS, echo=_echo, device=device)
    write_report(info.dirs.root)
    _print_totals(info.dirs.root)


def _fmt(value: Any, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def _print_totals(run_dir: Path) -> None:
    from ..layout import TraceRunDirs
    from ..schema.base import read_dict
    from ..schema.trace_reports import GpuEnergyReport

    report = read_dict(GpuEnergyReport, TraceRunDirs(run_dir).energy_report)
    t, r = report["totals"], report["replay"]
    _echo(f"run: {report['run']['name']}, {report['run'].get('dtype', 'fp16')}")
    _echo(f"kernels: {t['unique_kernels']} unique, {t['kernel_launches']} launches, {t['kernel_time_us'] / 1e3:.3f} ms; "
          f"counted {t['counted_kernels']} ({_fmt(t['coverage'] and 100 * t['coverage'], '.1f')} % of kernel time); "
          f"mismatches {r['mismatches']}, skipped {r['skipped']}, failed {r['failed']}")
    _echo(f"energy of kernels: {_fmt(t['kernels_energy_mj'], '.1f')} mJ replayed + {_fmt(t['uncounted_energy_estimate_mj'], '.1f')} "
          f"mJ not replayed (at their mean power) = {_fmt(t['all_kernels_energy_mj'], '.1f')} mJ; GPU busy "
          f"{t['gpu_busy_us'] / 1e3:.3f} ms; hot idle {_fmt(t['hot_idle_power_w'], '.1f')} W")
    for variant, w in report["whole"].items():
        if w["energy_mj"] is None:
            _echo(f"whole {variant}: not measured ({w['reason']})")
            continue
        _echo(f"whole {variant}: measured {w['energy_mj']:.1f} mJ, {w['time_ms']:.3f} ms; predicted "
              f"{_fmt(w['predicted_mj'], '.1f')} mJ (kernels + gaps of {_fmt(w['gap_us'] and w['gap_us'] / 1e3, '.3f')} ms "
              f"= {_fmt(w['gaps_energy_mj'], '.1f')} mJ), predicted / measured {_fmt(w['predicted_over_measured'], '.3f')}")
    if t["predicted_trace_gaps_mj"] is not None:
        _echo(f"diagnostic: with the profiled trace's gaps ({t['trace_gap_us'] / 1e3:.3f} ms) predicted "
              f"{t['predicted_trace_gaps_mj']:.1f} mJ (profiled wall {_fmt(t['profiled_wall_time_ms'], '.2f')} ms, "
              f"unprofiled {_fmt(t['wall_time_ms'], '.2f')} ms)")
