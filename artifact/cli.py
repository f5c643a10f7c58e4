"""The `artifact` command line: one subcommand per phase; every Make target is a thin call of one.

Each command says in its --help what it reads, what it writes and its options. Errors are one line
on stderr, prefixed with "error:", with a non-zero exit and nothing half-written.
"""

from __future__ import annotations

import inspect
import sys
from pathlib import Path
from typing import Any, Callable

import click

from tvm_patches.no_torch import kept_out

from .cli_common import (
    LazyGroup,
    _cases,
    _echo,
    case_options,
    gpu_option,
    gpus_options,
    handle_errors,
    parse_gpus,
    results_option,
    results_writer,
    wait_option,
)
from .contract import PROTOCOL_DEFAULTS
from .errors import ArtifactError
from .layout import sums_file
from .phases import PHASES, phase
from .tuning.options import DEFAULT_TRIALS, LEAN_POPULATION, LEAN_WORKERS, PROFILES, TEST_MODE_TRIALS, default_of
from .tuning.spaces import SPACES
from .tuning.spread import SPREADS

MAIN_HELP = """Energy of auto-tuned Conv2D/GEMM kernels under GPU power caps.

\b
Phases (each reads the previous phase's files under --results, see docs/SCHEMAS.md):
{phases}
  verify / compare   check a results directory / against the shipped reference
  phases   what each phase reads and writes, and what --results holds up to date
  layers   DNN pipelines layer by layer, in-process (artifact layers --help) -> layers/<run>/
  cutlass  CUTLASS GEMMs measured like tuned kernels; the four-way table -> cutlass/<case>/
  trace    an LLM's inference kernel by kernel (artifact trace --help) -> traces/<run>/
  reference  the studies' shipped references, time-budgeted (artifact reference --help)

`make reproduce-test` runs them all in test mode; `artifact COMMAND --help` explains each.
""".format(phases="\n".join(p.row() for p in PHASES if p.name != "verify"))


# the studies' and the references' commands, imported when named (or listed by --help)
STUDY_COMMANDS = {"layers": "artifact.layers.cli:layers_cmd", "trace": "artifact.traces.cli:trace",
                  "tp": "artifact.tp.cli:tp", "cutlass": "artifact.cli_cutlass:cutlass",
                  "reference": "artifact.cli_reference:reference", "layers-report": "artifact.cli_pages:layers_report_cmd"}


@click.group(cls=LazyGroup, lazy=STUDY_COMMANDS, help=MAIN_HELP,
             context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 110})
@click.version_option(package_name="artifact", message="artifact %(version)s")
def main() -> None:
    """The `artifact` group (its help: MAIN_HELP)."""


def phase_command(name: str) -> Callable[[Callable[..., Any]], click.Command]:
    """A phase's command: its docstring's first paragraph, then the phase table's Reads/Writes lines
    (artifact.phases), then the rest of the docstring."""
    def register(fn: Callable[..., Any]) -> click.Command:
        head, _, rest = inspect.cleandoc(fn.__doc__ or "").partition("\n\n")
        return main.command(name, help=f"{head}\n\n{phase(name).help_block()}" + (f"\n{rest}" if rest else ""))(fn)

    return register


@main.command("cases")
@click.option("--catalog", default=None, help="Only this catalog.")
@handle_errors
def cases_cmd(catalog: str | None) -> None:
    """List the case catalogs (artifact/data/catalogs/*.json) and their cases. Reads and writes nothing else."""
    from .catalog import catalog_groups, catalog_names, load_catalog

    for name in [catalog] if catalog else catalog_names():
        cases = load_catalog(name)
        _echo(f"{name} ({len(cases)} cases)")
        for c in cases:
            _echo(f"  {c.case_id:<28} {c.describe():<58} {c.flops / 1e9:8.3f} GFLOP  {c.layer}")
        for group, (description, ids) in catalog_groups(name).items():
            _echo(f"  group {group} (--case {group}, {len(ids)} cases): {description}")
            _echo(f"    {', '.join(ids)}")


@phase_command("tune")
@case_options
@results_option
@click.option("--trials", type=int, default=None, envvar="ARTIFACT_TRIALS",
              help=f"Trial budget per case (default {DEFAULT_TRIALS}; {TEST_MODE_TRIALS} with --test-mode). "
                   "A rerun continues up to it.")
@click.option("--budget-s", type=float, default=None, envvar="ARTIFACT_TUNE_BUDGET_S",
              help="Wall-clock seconds per case (env ARTIFACT_TUNE_BUDGET_S, make's TUNE_BUDGET_S), from the start "
                   "of its tuning: no batch is started after them, and the batches in flight are cut short at "
                   "them (the candidates measured are kept, the rest dropped, one still on the GPU 2 s after them "
                   "abandoned; each run keeps at least one), so the run ends within seconds of the budget; a rerun "
                   "continues. Cases that take turns share "
                   "the clock. Not with the stock scheduler.")
@click.option("--space", type=click.Choice(SPACES), default=None,
              help=f"Default {default_of('space')}: MetaSchedule's own rules (fp16: its tensor-core space); template: "
                   "the hand-written fp16 GEMM template whose knobs MetaSchedule samples, written to "
                   "<results>/template/<case>/ (then select, export and measure with --results <results>/template); "
                   "wgmma: an fp16 GEMM of Hopper's wgmma.mma_async and TMA loads (TVM TIRx) for sm_90 GPUs (H100, "
                   "H200), its knobs (tile M and N, stages, raster, persistent, ping-pong consumers, K boxes a stage, and split-K with --set wgmma_split_k=true) sampled by MetaSchedule, written to "
                   "<results>/wgmma/<case>/.")
@click.option("--profile", default=None, metavar="NAME[,NAME...]", envvar="ARTIFACT_TUNE_PROFILE",
              help="Tuner profile (env ARTIFACT_TUNE_PROFILE, make's TUNE_PROFILE): how the search runs, "
                   f"not what it tunes. {', '.join(PROFILES)} (--list-profiles says what each sets).")
@click.option("--set", "settings", multiple=True, metavar="KEY=VALUE",
              help="One tuner setting after the profile, e.g. --set lag=1 (--list-profiles lists them). Repeatable.")
@click.option("--list-profiles", is_flag=True, help="Print the tuner profiles and settings with their defaults, and exit.")
@click.option("--seed", type=int, default=None, help="Seed of the search's randomness (default: random).")
@click.option("--target", default=None,
              help="TVM target: a tag (nvidia/nvidia-h100), a JSON dict, or llvm (CPU). Default: from the GPU.")
@gpu_option
@gpus_options
@click.option("--spread", type=click.Choice(SPREADS), default=None, envvar="ARTIFACT_SPREAD",
              help="With --gpus: cases = the cases dealt to the GPUs, one tuning process per GPU (each with "
                   "its share of --workers); rpc = one search, its candidates measured on every GPU through "
                   "TVM's RPC tracker; auto (default) = cases when there are at least as many cases as GPUs, else rpc.")
@click.option("--spread-gpus", default=None, hidden=True,
              help="Set by --spread cases on its tuning processes: the GPUs of the run (for runs.json).")
@click.option("--workers", type=int, default=None, help=f"Build workers (default: half the CPUs this process may use, at most {LEAN_WORKERS}; one per CPU with "
                   "--profile all-cpus. The CPUs: its affinity, e.g. taskset or docker --cpuset-cpus, and cgroup "
                   "quota, e.g. docker --cpus).")
@click.option("--population", type=int, default=None,
              help=f"Population of the evolutionary search (default {LEAN_POPULATION}; TVM's 512 with --profile all-cpus). "
                   "TVM evolves the whole population "
                   "before it picks each batch, so the search's CPU time per batch follows it; a smaller one "
                   "searches less deeply, for hosts whose cores and not their GPUs bound tuning. At least the batch.")
@wait_option
@handle_errors
def tune_cmd(cases: tuple[str, ...], catalog: str, shapes: tuple[str, ...], all_cases: bool, test_mode: bool,
             results: Path, trials: int | None, budget_s: float | None, space: str | None, profile: str | None,
             settings: tuple[str, ...], list_profiles: bool, seed: int | None, target: str | None, gpu: int,
             gpus: str | None, mixed_gpus: bool, spread: str | None, spread_gpus: str | None, workers: int | None,
             population: int | None, wait: bool) -> None:
    """Tune each case with TVM MetaSchedule and keep every trial.

    Rerunning continues up to --trials instead of starting over (also after --budget-s ended a run).
    A status line comes at least every 10 s while a batch builds and runs. Ctrl-C, SIGTERM or SIGHUP stop it
    within seconds (a second signal, a second or more after the first, at once): the candidates measured
    are kept, the builds and runs in progress abandoned, runs.json records the run, exit status 130, 143
    or 129. One run at a time per GPU
    and results directory (--wait).
    With --gpus 0,1,... --spread cases: the cases dealt to the GPUs (the most trials first, each to the
    GPU with the least work), one `artifact tune --gpu I` process per GPU at once, each with its share of
    the build workers and its lines prefixed [GPU I] (artifact/tuning/spread.py). With --spread rpc: one
    TVM RPC tracker and one RPC server per GPU (each seeing only its GPU), MetaSchedule's RPCRunner
    measuring as many candidates at once as there are GPUs; builds stay on this host's cores
    (artifact/tuning/rpc.py). Default: cases when there are at least as many cases as GPUs.
    The tuner profiles and settings (--profile, --set, --list-profiles): artifact/tuning/options.py.
    """
    from .tuning.options import TuneOptions, profile_settings, profiles_text
    from .tuning.spread import tune_selected

    if list_profiles:
        _echo(profiles_text())
        return
    tuner = profile_settings(profile, settings)  # a bad profile or setting is said before the cases are read
    selected = _cases(cases, catalog, shapes, all_cases, test_mode)
    given: dict[str, Any] = {"trials": trials if trials is not None else (TEST_MODE_TRIALS if test_mode else None), "seed": seed,
             "target": target, "workers": workers, "population": population, "spread": spread,
             "budget_s": budget_s, "space": space}
    opts = TuneOptions(**{**tuner, **{k: v for k, v in given.items() if v is not None}}, gpu=gpu, wait=wait,
                       gpus=parse_gpus(gpus), mixed_gpus=mixed_gpus, spread_gpus=parse_gpus(spread_gpus))
    with kept_out():  # tvm_patches/no_torch.py: every build worker would import torch through tvm_ffi
        tune_selected(selected, results, opts, echo=_echo)


@phase_command("select")
@case_options
@results_option
@click.option("--top", type=int, default=None, help="Fastest kernels to keep (default 5; 2 with --test-mode).")
@click.option("--per-percentile", type=int, default=None,
              help="Kernels kept around each of the 10th/25th/50th/75th percentiles (default 5; 0 in test mode).")
@click.option("--no-check", is_flag=True, help="Skip the correctness check (not recommended).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the check's random inputs.")
@click.option("--force", is_flag=True, help="Select and check again even if the selection is current (the same "
                                             "tuning records and policy, every kernel checked), e.g. with another --seed.")
@click.option("--knob", "knobs", multiple=True, metavar="NAME=VALUE",
              help="Knob spaces (tune --space template or wgmma): pick among the kernels whose knob NAME is VALUE "
                   "only, e.g. --knob split_k=4 for the fastest split-K kernels, to export and measure them beside "
                   "the fastest of all (each keeps its rank among all, so its kernel id). Repeatable.")
@handle_errors
def select_cmd(cases: tuple[str, ...], catalog: str, shapes: tuple[str, ...], all_cases: bool, test_mode: bool,
               results: Path, top: int | None, per_percentile: int | None, no_check: bool, seed: int, force: bool,
               knobs: tuple[str, ...]) -> None:
    """Keep the fastest kernels and some at chosen percentiles, and check each one.
    """
    from .tuning.select import DEFAULT_POLICY, TEST_MODE_POLICY, Policy, select_case, selection_is_current

    base = TEST_MODE_POLICY if test_mode else DEFAULT_POLICY
    policy = Policy(top=base.top if top is None else top,
                    per_percentile=base.per_percentile if per_percentile is None else per_percentile,
                    percentiles=base.percentiles if (per_percentile is None or base.percentiles) else DEFAULT_POLICY.percentiles,
                    knobs=_knob_values(knobs))
    if policy.top < 0 or policy.per_percentile < 0 or policy.wanted == 0:
        raise ArtifactError("--top and --per-percentile must be >= 0 and keep at least one kernel")
    selected = _cases(cases, catalog, shapes, all_cases, test_mode)
    with kept_out(), results_writer(results, "selecting"):
        for case in selected:
            if not force and selection_is_current(results, case, policy, checked=not no_check):
                _echo(f"{case.case_id}: selection is current (use --force to redo)")
                continue
            select_case(case, results, policy, check=not no_check, seed=seed, echo=_echo)


def _knob_values(specs: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """``select --knob NAME=VALUE`` as (name, value) pairs, sorted; a one-line error for a malformed one."""
    out: dict[str, int] = {}
    for spec in specs:
        name, sep, value = spec.partition("=")
        if not sep or not name.strip() or not value.strip().lstrip("-").isdigit():
            raise ArtifactError(f"--knob {spec!r}: expected NAME=INTEGER, e.g. split_k=4")
        if name.strip() in out:
            raise ArtifactError(f"--knob {name.strip()} given twice")
        out[name.strip()] = int(value)
    return tuple(sorted(out.items()))


@phase_command("export")
@case_options
@results_option
@click.option("--arch", default=None, help="nvcc -arch (default: the tuned target's, e.g. sm_90).")
@click.option("--force", is_flag=True, help="Export again even if the export is current.")
@handle_errors
def export_cmd(cases: tuple[str, ...], catalog: str, shapes: tuple[str, ...], all_cases: bool, test_mode: bool,
               results: Path, arch: str | None, force: bool) -> None:
    """Export each selected kernel as standalone CUDA source, a cubin and a manifest.
    """
    from .tuning.export import export_case, export_is_current
    from .validate import check_arch_name

    if arch is not None:
        check_arch_name(arch)
    selected = _cases(cases, catalog, shapes, all_cases, test_mode)
    with kept_out(), results_writer(results, "exporting"):
        for case in selected:
            if not force and export_is_current(results, case):
                _echo(f"{case.case_id}: export is current (use --force to redo)")
                continue
            export_case(case, results, arch=arch, echo=_echo)


@phase_command("build")
@click.option("--build-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Where the binary goes (env ARTIFACT_BUILD; default: build/).")
@click.option("--tests", is_flag=True, help="Also build and run the driver's unit tests (cuda/tests).")
@handle_errors
def build_cmd(build_dir: Path | None, tests: bool) -> None:
    """Compile the C++ NVML measurement driver (cuda/) into build/energy-driver.
    """
    from .measure.build import build_driver

    build_driver(build_dir, echo=_echo, tests=tests)


@phase_command("measure")
@case_options
@results_option
@click.option("--caps", default=None, envvar=["ARTIFACT_CAPS", "CAPS"],
              help="Power caps in watts (200,300,...), or 'current' to measure at the current limit and change "
                   "nothing. Default: the GPU's row of artifact/data/power_caps.csv (five caps).")
@click.option("--runner", "runner_mode", type=click.Choice(["auto", "native", "docker"]), default="auto",
              envvar=["ARTIFACT_RUNNER", "RUNNER"], show_default=True,
              help="Where the driver runs; auto: Docker if usable, else native.")
@gpu_option
@gpus_options
@click.option("--window-s", type=float, default=None,
              help=f"Measurement window length (s; default {PROTOCOL_DEFAULTS['window_s']}).")
@click.option("--min-windows", type=int, default=None,
              help=f"Measurement windows at least (default {PROTOCOL_DEFAULTS['min_windows']}).")
@click.option("--ci-target", "ci_target_rel", type=float, default=None,
              help="Stop when the 95 % CI of the mean energy per launch is within this fraction "
                   f"(default {PROTOCOL_DEFAULTS['ci_target_rel']}); points missing it are flagged.")
@click.option("--l2", "l2_mode", type=click.Choice(["hot", "cold"]), default=None,
              help="L2 state: hot (back-to-back runs, default) or cold (an L2-sized buffer written before each "
                   "run, its own cost measured and subtracted).")
@click.option("--no-baselines", is_flag=True, help="Skip the cuDNN/cuBLAS baselines.")
@click.option("--unattended", is_flag=True, envvar="ARTIFACT_UNATTENDED",
              help="For long unattended sweeps: persistence mode on, and on a host with several GPUs the GPUs "
                   "not measured made unavailable to compute (compute mode Prohibited); recorded in every "
                   "record (meta.gpu_setup) and undone at the end, like the caps. Needs the power-cap helper.")
@wait_option
@handle_errors
def measure_cmd(cases: tuple[str, ...], catalog: str, shapes: tuple[str, ...], all_cases: bool, test_mode: bool,
                results: Path, caps: str | None, runner_mode: str, gpu: int, gpus: str | None, mixed_gpus: bool,
                window_s: float | None,
                min_windows: int | None, ci_target_rel: float | None, l2_mode: str | None,
                no_baselines: bool, unattended: bool, wait: bool) -> None:
    """Measure time and energy of every exported kernel at each power cap.

    The power limit is changed only through the root helper scripts/artifact-powercap (nvidia-smi
    -pl within the GPU's min..max), checked against NVML first, and the original limit is restored
    at the end, on error and on Ctrl-C/SIGTERM/SIGHUP; a limit left behind by a killed run is
    restored by the next run before anything else. One run at a time per GPU and results
    directory: a second one stops naming the first, or waits (--wait).
    With --gpus 0,1,...: one worker process per GPU, each taking the next case when its GPU is free
    (a case is measured whole on one GPU: its kernels are compared side by side, and cards differ), every
    GPU's caps set and restored by its own worker (artifact/measure/workers.py).
    """
    from . import runlock
    from .gpu import gpu_info
    from .measure.driver import DriverOptions
    from .measure.sweep import measure_case
    from .validate import check_output_dir

    given = {"window_s": window_s, "min_windows": min_windows, "ci_target_rel": ci_target_rel, "l2": l2_mode}
    opts = DriverOptions({k: v for k, v in given.items() if v is not None})
    check_output_dir(results, "results directory")
    selected = _cases(cases, catalog, shapes, all_cases, test_mode)
    several = parse_gpus(gpus)
    if len(several) > 1:
        from .measure.workers import measure_on_gpus

        if unattended:
            raise ArtifactError("--unattended makes the GPUs not measured unavailable to compute: not with --gpus")
        measure_on_gpus(selected, results, caps, runner_mode, list(several), opts, baselines=not no_baselines,
                        echo=_echo, wait=wait, mixed=mixed_gpus)
        return
    gpu = several[0] if several else gpu
    g = gpu_info(gpu)
    with runlock.hold([runlock.gpu_key(g.index, g.uuid), runlock.results_key(results)], wait, _echo):
        for case in selected:  # the locks are held from the first case to the last
            measure_case(case, results, caps, runner_mode, gpu, opts, baselines=not no_baselines, echo=_echo,
                         wait=wait, unattended=unattended)


@phase_command("analyze")
@results_option
@click.option("--allow-missing", is_flag=True,
              help="Analyze a sweep with missing (kernel, cap) points; they are listed in the manifest.")
@click.option("--tuning-runs", "tuning_runs", multiple=True, metavar="DIR",
              type=click.Path(file_okay=False, exists=True, path_type=Path),
              help="Another results directory with the same cases tuned again (e.g. another seed): the "
                   "convergence figure then draws the median and min-max band over the runs. Repeatable.")
@click.option("--sign-key", type=click.Path(dir_okay=False, path_type=Path), default=None, envvar="ARTIFACT_SIGN_KEY",
              help="Also sign SHA256SUMS with this OpenSSH private key (ssh-keygen -Y sign) into SHA256SUMS.sig, "
                   "so that an edit of a file together with SHA256SUMS is caught too (verify --public-key).")
@handle_errors
def analyze_cmd(results: Path, allow_missing: bool, tuning_runs: tuple[Path, ...], sign_key: Path | None) -> None:
    """Turn the measurement records into CSVs, figures, a manifest and SHA256SUMS.
    """
    from .results.analyze import analyze

    if sign_key is not None:  # a key that cannot sign stops here, before the old signature is dropped
        from .results.signing import check_key

        check_key(sign_key)
    analyze(results, echo=_echo, allow_missing=allow_missing, tuning_runs=tuning_runs)
    if sign_key is not None:
        from .results.signing import sign

        _echo(f"signed: {sign(results, sign_key)}")

@phase_command("report")
@results_option
@click.option("--reference", type=click.Path(file_okay=False, exists=True, path_type=Path), default=None,
              envvar="ARTIFACT_REFERENCE",
              help="Reference results for the claims (default: as for `compare`).")
@handle_errors
def report_cmd(results: Path, reference: Path | None) -> None:
    """Write one self-contained HTML page of the run: <results>/analysis/report.html.
    """
    from .results.report import write_report

    write_report(results, reference, echo=_echo)


@main.command("versions")
@click.option("--check", is_flag=True, help="Exit 1 if any installed version differs from the lock.")
@handle_errors
def versions_cmd(check: bool) -> None:
    """Installed versions of every locked package against requirements.lock.

    \b
    Reads:  requirements.lock and this interpreter's installed packages. Writes nothing.
    The Docker image runs `artifact versions --check` as its last build step, and `analyze`
    records the same versions (and any drift) in manifest.json.
    """
    from .lockfile import compare_installed

    rows = compare_installed()
    drift = [r for r in rows if r[1] != r[2]]
    for name, locked, have in rows:
        mark = "" if locked == have else "   <- differs" if have else "   <- missing"
        click.echo(f"{name:<24} {locked:<16} {have or '-':<16}{mark}")
    click.echo(f"{len(rows)} locked packages, {len(drift)} differ")
    if check and drift:
        raise ArtifactError(f"{len(drift)} installed package(s) differ from requirements.lock: "
                            + ", ".join(f"{n} {h or 'missing'} (locked {v})" for n, v, h in drift))


def public_key_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--public-key", type=click.Path(dir_okay=False, exists=True, path_type=Path), default=None,
                        envvar="ARTIFACT_PUBLIC_KEY",
                        help="Check SHA256SUMS.sig against this OpenSSH public key first (signed results).")(fn)


@phase_command("verify")
@results_option
@public_key_option
@handle_errors
def verify_cmd(results: Path, public_key: Path | None) -> None:
    """Re-check a results directory against its SHA256SUMS (also `sha256sum -c SHA256SUMS` there).

    Fails, naming each file, on any altered, missing or extra file: SHA256SUMS covers every file of
    the results directory at any depth (CSVs, figures, manifest, measurement records, driver logs,
    tuning records, exported sources, cubins, manifests and reference data, dot-files included).
    A folder of trace runs without a SHA256SUMS of its own (a shipped traces/ or traces-tp/ folder)
    is checked run by run, each against its own; the folder's files outside the runs are named.
    """
    from .results.checksums import outside_runs, runs_with_sums
    from .results.shipping import is_trace_folder

    runs = runs_with_sums(results) if results.is_dir() and is_trace_folder(results) else []
    if not runs:
        _verify_or_fail(results, public_key)
        return
    for run in runs:
        _verify_or_fail(run, public_key)
    outside = outside_runs(results, runs)
    if outside:
        _echo(f"{results}: not covered by a run's SHA256SUMS: {', '.join(outside)}")
    _echo(f"{results}: all {len(runs)} runs match their SHA256SUMS")


def _verify_or_fail(results: Path, public_key: Path | None = None) -> None:
    from . import runlock
    from .results.checksums import SIG_FILE, verify

    with runlock.hold([runlock.results_key(results)], echo=_echo, shared=True):  # not while a run writes it
        if public_key is not None:
            from .results.signing import check

            check(results, public_key)
            _echo(f"{results}: SHA256SUMS is signed by {public_key}")
        elif (results / SIG_FILE).exists():
            _echo(f"{results}: {SIG_FILE} not checked (give --public-key)")

        altered, missing, extra, ok = verify(results)
        for kind, files in (("altered", altered), ("missing", missing), ("extra (not in SHA256SUMS)", extra)):
            for f in files:
                click.echo(f"{kind}: {f}", err=True)
        if altered or missing or extra:
            raise ArtifactError(f"{results}: {len(altered)} altered, {len(missing)} missing, {len(extra)} extra file(s); "
                                f"{ok} verified")
        _echo(f"{results}: all {ok} files match SHA256SUMS")


@main.command("compare")
@results_option
@click.option("--reference", type=click.Path(file_okay=False, exists=True, path_type=Path), default=None,
              envvar="ARTIFACT_REFERENCE",
              help="A reference run, or a folder of runs (make compare REFERENCE=dir; default: data/reference/<the run's GPU "
                   "model>/, its reproduce-test-* runs, else the shipped model of the same compute capability).")
@click.option("--no-verify", is_flag=True,
              help="Compare without first checking the results (and the reference) against their SHA256SUMS.")
@public_key_option
@handle_errors
def compare_cmd(results: Path, reference: Path | None, no_verify: bool, public_key: Path | None) -> None:
    """Check a run's claims against the shipped reference results; PASS/FAIL per claim.

    \b
    Reads:  <results>/SHA256SUMS and the files it lists (verified first, as `verify` does), then
            <results>/analysis/measurements.csv and the reference runs' (data/reference/<gpu>/reproduce-test-*/).
    Writes: nothing.
    The reference: the run's GPU model's shipped runs; on a model with none, those of the same compute
    capability (then of the same architecture): the claims that hold on any GPU model (ratios and
    orderings within one run) are checked, those on absolute time and energy print SKIP with the
    reason. The first lines name the reference model and why it was chosen.
    Exit status 1 if any claim fails. The claims and tolerances are listed in REPRODUCE.md.
    """
    from .results.compare import compare

    if not no_verify:
        _verify_or_fail(results, public_key)
        from .results.compare import reference_runs

        for run in reference_runs(reference) if reference is not None else []:
            if sums_file(run).exists():
                _verify_or_fail(run)
    if not compare(results, reference, echo=_echo):
        raise ArtifactError("some claims FAILED (see above)", exit_code=1)


@main.command("remeasure")
@click.option("--results", type=click.Path(file_okay=False, path_type=Path), default=Path("results-remeasure"),
              show_default=True, help="A new results directory for the remeasured kernels.")
@click.option("--reference", type=click.Path(file_okay=False, exists=True, path_type=Path), default=None,
              envvar="ARTIFACT_REFERENCE",
              help="The run whose kernels are remeasured, or a folder of runs (its first) (make remeasure REFERENCE=dir; "
                   "default: data/reference/<this GPU model>/reproduce-test-1/, else a model of the same compute capability).")
@click.option("--runner", type=click.Choice(["auto", "native", "docker"]), default="auto",
              envvar=["ARTIFACT_RUNNER", "RUNNER"], show_default=True)
@gpu_option
@handle_errors
def remeasure_cmd(results: Path, reference: Path | None, runner: str, gpu: int) -> None:
    """Measure the shipped reference kernels again on this GPU and check them: no tuning, minutes.

    \b
    Reads:  the reference run's <case>/case.json and export/ (kernel.cu, kernel.cubin, kernel.json).
    Writes: <results>/<case>/export/ (copies, inputs regenerated from the recorded seed and checked
            against their SHA-256), <results>/<case>/measure/current/, analysis/, SHA256SUMS.
    Measures at the current power limit only (nothing about the GPU is changed), prints each kernel's
    and baseline's time and energy per launch against the reference with the ratio, then checks them
    and their order (tolerances in REPRODUCE.md). On another GPU model of the same compute capability
    the orders are checked and the absolute numbers are information; a GPU that cannot run the cubins
    is told so in one line, with what to run instead. Exit status 1 if a claim fails.
    """
    from .remeasure import remeasure

    if not remeasure(reference, results, runner, gpu, echo=_echo):
        raise ArtifactError("some measurement claims FAILED (see above)", exit_code=1)


@main.command("reproduce")
@results_option
@click.option("--test-mode", is_flag=True, help="Cases 1 and 7, 100 trials, top 2 kernels (make reproduce-test).")
@click.option("--caps", default=None, envvar=["ARTIFACT_CAPS", "CAPS"],
              help="As for `measure`: watts, 'current', default the table.")
@click.option("--runner", type=click.Choice(["auto", "native", "docker"]), default="auto",
              envvar=["ARTIFACT_RUNNER", "RUNNER"], show_default=True)
@gpu_option
@click.option("--trials", type=int, default=None, envvar="ARTIFACT_TRIALS",
              help=f"Trial budget per case (default {DEFAULT_TRIALS}; {TEST_MODE_TRIALS} in test mode).")
@wait_option
@handle_errors
def reproduce_cmd(results: Path, test_mode: bool, caps: str | None, runner: str, gpu: int, trials: int | None,
                  wait: bool) -> None:
    """Run the whole pipeline: every phase of `artifact phases` in order (tune ... verify).

    \b
    Reads:  artifact/data/catalogs/, power_caps.csv, and each step's own inputs.
    Writes: <results>/ (every step's files, see `artifact <step> --help`), analysis/, SHA256SUMS.
    Each step skips work already done and valid, so a rerun continues where the last stopped.
    Ends with one summary; exit status 1 if a step failed.
    """
    from .reproduce import reproduce

    with kept_out():
        ok = reproduce(results, test_mode, caps, runner, gpu, trials, echo=_echo, wait=wait)
    if not ok:
        sys.exit(1)


@main.command("phases")
@case_options
@results_option
@click.option("--trials", type=int, default=None, envvar="ARTIFACT_TRIALS",
              help=f"The trial budget a tune is held to (default {DEFAULT_TRIALS}; {TEST_MODE_TRIALS} with --test-mode).")
@handle_errors
def phases_cmd(cases: tuple[str, ...], catalog: str, shapes: tuple[str, ...], all_cases: bool, test_mode: bool,
               results: Path, trials: int | None) -> None:
    """The pipeline's phases in order, and which of them the results directory holds up to date.

    \b
    Reads:  the phase table (artifact/phases.py); with cases (--case, --all, --test-mode), their
            tune/, selection.json, export/ and the analysis under --results.
    Writes: nothing.
    Per phase: what it reads and writes; for the cases given, each case up to date or to do (what
    `artifact reproduce` would skip or run), or that the phase runs each time (build: make rebuilds
    only what changed; measure: the points recorded are skipped).
    """
    from .phases import Settings, state_lines

    for p in PHASES:
        _echo(f"{p.name:<8} {p.summary}\n" + "\n".join(f"  {line}" for line in p.io_lines().splitlines()))
    if not (cases or shapes or all_cases or test_mode):
        return
    selected = _cases(cases, catalog, shapes, all_cases, test_mode)
    s = Settings(results, tuple(selected), test_mode=test_mode, trials=trials)
    _echo(f"\n{results}, {', '.join(c.case_id for c in selected)} ({s.budget} trials, keep {s.policy.wanted}):")
    for line in state_lines(s):
        _echo(line)


if __name__ == "__main__":
    main()
