"""`artifact cutlass`: CUTLASS GEMMs in the same harness as the tuned kernels.

    artifact cutlass sweep CASE     generate and compile the configurations (CPU, nvcc) and export them
    artifact cutlass measure CASE   the driver measures and gates every configuration (GPU), then picks
    artifact cutlass pick CASE      the fastest configuration from the driver's records
    artifact cutlass table          template / wgmma / auto / CUTLASS / vendor: one CSV and one figure
    artifact cutlass headers        fetch the pinned CUTLASS headers into the cache, print where
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .cli_common import ArtifactGroup, _cases, _echo, case_options, gpu_option, handle_errors, results_option, wait_option
from .errors import ArtifactError
from .layout import analysis_dirs

if TYPE_CHECKING:
    from .tuning.cutlass.configs import TileConfig

_CONFIG_RE = re.compile(r"t(\d+)x(\d+)x(\d+)_w(\d+)x(\d+)_s(\d+)(?:_z(\d+))?")


def parse_config(text: str) -> TileConfig:
    """``t128x256x32_w2x4_s3`` (tile, warps, stages; optionally ``_z<swizzle>``) as a TileConfig."""
    from .tuning.cutlass.configs import TileConfig

    m = _CONFIG_RE.fullmatch(text.strip())
    if not m:
        raise ArtifactError(f"--config {text[:40]!r}: expected t<M>x<N>x<K>_w<M>x<N>_s<stages>[_z<swizzle>], "
                            f"e.g. t128x256x32_w2x4_s3")
    v = [int(g) if g else 8 for g in m.groups()]
    return TileConfig(*v).check()


def _positional(spec: tuple[str, ...], cases: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(spec) + tuple(cases)


@click.group("cutlass", cls=ArtifactGroup)
def cutlass() -> None:
    """CUTLASS fp16 GEMMs exported, measured and picked like the tuned kernels (results/cutlass/).

    \b
    sweep CASE    one kernel per tile/stage configuration, compiled in parallel (no GPU needed)
    measure CASE  the driver times, gates and measures each configuration, then `pick` runs
    pick CASE     the fastest measured configuration (as CUTLASS's profiler picks)
    table         template / wgmma / auto / CUTLASS / vendor per shape: CSV and figure
    headers       fetch the pinned CUTLASS headers (cuda/cutlass.lock) into the cache
    CASE is a gemm-catalog case of dtype fp16 or fp16-out (e.g. 4096x4096x4096-fp16) or --shape.
    """


@cutlass.command("sweep")
@click.argument("spec", nargs=-1)
@case_options
@results_option
@click.option("--arch", default="sm_90", show_default=True, help="nvcc -arch of the cubins.")
@click.option("--config", "config_names", multiple=True, metavar="CONFIG",
              help="Only these configurations, e.g. t128x256x32_w2x4_s3 (repeatable). Default: the sweep for the shape.")
@click.option("--jobs", type=click.IntRange(1, 256), default=None, help="nvcc processes at once (default: all CPUs).")
@click.option("--force", is_flag=True, help="Compile again even if the sweep is current.")
@handle_errors
def sweep_cmd(spec: tuple[str, ...], cases: tuple[str, ...], catalog: str, shapes: tuple[str, ...], all_cases: bool,
              test_mode: bool, results: Path, arch: str, config_names: tuple[str, ...], jobs: int | None,
              force: bool) -> None:
    """Generate and compile a case's CUTLASS configurations and export them like `export`.

    \b
    Reads:  the case (gemm catalog by default, or --shape); CUTLASS's headers pinned by cuda/cutlass.lock
            (downloaded hash-checked on first use into ~/.cache/artifact/cutlass-headers/).
    Writes: <results>/cutlass/<case>/export/<config>/{kernel.cu, kernel.cubin, kernel.json},
            export/reference/*.bin, export/export.json (last). Needs nvcc, not a GPU.
    """
    from .tuning.cutlass.sweep import export_sweep
    from .validate import check_arch_name

    check_arch_name(arch)
    configs = [parse_config(c) for c in config_names] or None
    for case in _cases(_positional(spec, cases), _catalog(catalog, spec), shapes, all_cases, test_mode):
        export_sweep(case, results, arch=arch, configs=configs, jobs=jobs, force=force, echo=_echo)


def _catalog(catalog: str, spec: tuple[str, ...]) -> str:
    """Positional cases name gemm-catalog cases unless --catalog says otherwise."""
    return "gemm" if spec and catalog == "default" else catalog


@cutlass.command("measure")
@click.argument("spec", nargs=-1)
@case_options
@results_option
@click.option("--caps", default="current", show_default=True, envvar=["ARTIFACT_CAPS", "CAPS"],
              help="Power caps in watts (200,300,...) or 'current' (the limit as it is; nothing changed).")
@click.option("--runner", "runner_mode", type=click.Choice(["auto", "native", "docker"]), default="auto",
              envvar=["ARTIFACT_RUNNER", "RUNNER"], show_default=True, help="Where the driver runs.")
@gpu_option
@click.option("--no-baselines", is_flag=True, help="Skip the cuBLAS baseline beside the sweep.")
@wait_option
@handle_errors
def measure_cmd(spec: tuple[str, ...], cases: tuple[str, ...], catalog: str, shapes: tuple[str, ...],
                all_cases: bool, test_mode: bool, results: Path, caps: str, runner_mode: str, gpu: int,
                no_baselines: bool, wait: bool) -> None:
    """Measure every exported configuration with the driver (its gate included), then pick the fastest.

    \b
    Reads:  <results>/cutlass/<case>/export/ (from `artifact cutlass sweep`)
    Writes: <results>/cutlass/<case>/measure/<cap>/<config>.json (the driver's records, as `measure`),
            and with one cap <results>/cutlass/<case>/pick.json. Resumes: measured points are kept.
    """
    from .measure.sweep import measure_case
    from .tuning.cutlass.pick import format_pick, pick
    from .tuning.cutlass.sweep import cutlass_results

    for case in _cases(_positional(spec, cases), _catalog(catalog, spec), shapes, all_cases, test_mode):
        measure_case(case, cutlass_results(results), caps, runner_mode, gpu, baselines=not no_baselines, echo=_echo,
                     wait=wait)
        try:
            picked = pick(case, results)
        except ArtifactError as exc:
            _echo(f"{case.case_id}: not picked: {exc} (run `artifact cutlass pick --cap ...`)")
            continue
        for line in format_pick(picked):
            _echo(line)


@cutlass.command("pick")
@click.argument("spec", nargs=-1)
@case_options
@results_option
@click.option("--cap", default=None, help="The cap directory to pick at, e.g. 700W (default: the only one measured).")
@handle_errors
def pick_cmd(spec: tuple[str, ...], cases: tuple[str, ...], catalog: str, shapes: tuple[str, ...], all_cases: bool,
             test_mode: bool, results: Path, cap: str | None) -> None:
    """Pick the fastest measured CUTLASS configuration of each case.

    \b
    Reads:  <results>/cutlass/<case>/export/export.json and measure/<cap>/*.json (the driver's records)
    Writes: <results>/cutlass/<case>/pick.json: the cap, the rule (least time per launch), the picked
            configuration and every candidate with its time, GFLOP/s, energy and spread.
    """
    from .tuning.cutlass.pick import format_pick, pick

    for case in _cases(_positional(spec, cases), _catalog(catalog, spec), shapes, all_cases, test_mode):
        for line in format_pick(pick(case, results, cap)):
            _echo(line)


@cutlass.command("headers")
@handle_errors
def headers_cmd() -> None:
    """Fetch CUTLASS's headers (cuda/cutlass.lock, hash-checked) into the cache if absent; print their path.

    \b
    Writes: $ARTIFACT_CACHE (default ~/.cache/artifact)/cutlass-headers/<lock hash>/include/. A GPU host
            without network can be given a cache filled elsewhere (ARTIFACT_CACHE) or a copy of that
            directory (ARTIFACT_CUTLASS_INCLUDE).
    """
    from .tuning.cutlass import headers

    path = headers.include_dir(_echo)
    _echo(f"CUTLASS {headers.version(path)} headers in {path}")


@cutlass.command("table")
@results_option
@handle_errors
def table_cmd(results: Path) -> None:
    """Template, wgmma, auto, CUTLASS and vendor per fp16 GEMM shape: one CSV and one figure.

    \b
    Reads:  the driver's records of <results>/template/, <results>/wgmma/, <results>/ (MetaSchedule) and
            <results>/cutlass/ (each <case>/measure/<cap>/*.json); a source without records keeps an empty
            column and a note (the reason from analysis/fourway/run.json where its step was skipped).
    Writes: <results>/analysis/fourway/fourway.csv, fourway.png, fourway.pdf, and <results>/SHA256SUMS
            (rewritten over the whole results directory, as `analyze` does).
    """
    from .fourway.report import write_fourway
    from .results.checksums import write_sums
    from .validate import check_output_dir

    check_output_dir(analysis_dirs(results).root, "analysis directory")
    write_fourway(results, echo=_echo)
    _echo(f"SHA256SUMS covers {write_sums(results)} files")
