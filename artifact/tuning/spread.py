"""Several GPUs of one host, one tuning process per GPU: ``artifact tune --gpus 0,1 --spread cases``.

The other way to use several GPUs (``--spread rpc``, artifact/tuning/rpc.py) keeps one search and
measures its candidates on every GPU through TVM's RPC tracker. Here the cases are dealt to the GPUs
instead, and each GPU gets its own tuning process (``python -m artifact tune --gpu I --case ...
--workers W``) with everything a one-GPU run has: the local runner, its own builder pool of
W = build workers / GPUs, its cases taking turns in one loop. The cases are dealt by their expected
cost, the trials still to tune (longest first, each to the GPU with the least work so far): a trial's
time is mostly the search and the builds on the host's cores, which do not follow the case's flops;
the flops only break ties.

Every case and GPU is checked here before any child starts (options, records, target, memory, GPUs of
one model unless ``--mixed-gpus``). This process then holds the lock of the results directory and of
every GPU, and hands each child the results lock and its own GPU's lock (artifact.runlock.inherit_env),
so the children never wait for each other or for this process. Each child's lines come prefixed with
``[GPU I]``. A child that fails fails the run with its own ``error:`` line; the others are stopped
(SIGTERM: each stops after the batch it is measuring and records its run in runs.json). Ctrl-C,
SIGTERM or SIGHUP reach every child the same way (again: at once).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from .. import children, runlock
from ..catalog import CONV_FIELDS, GEMM_FIELDS, Case, parse_shape, resolve_case
from ..digest import open_for_writing
from ..errors import ArtifactError
from ..gpu import GpuInfo

if TYPE_CHECKING:
    from .tune import TuneOptions, TuneSummary

Echo = Callable[[str], None]
SPREADS = ("auto", "cases", "rpc")
# options of `artifact tune` that a child gets on its command line: their environment variables must not reach it
CHILD_ENV_DROPPED = ("ARTIFACT_GPUS", "ARTIFACT_GPU", "ARTIFACT_CASE", "ARTIFACT_CATALOG", "ARTIFACT_TRIALS",
                     "ARTIFACT_TUNE_BUDGET_S", "ARTIFACT_TUNE_PROFILE", "ARTIFACT_RESULTS", "ARTIFACT_WAIT", "ARTIFACT_SPREAD")


def choose_spread(spread: str, n_cases: int, n_gpus: int) -> str:
    """``cases`` or ``rpc`` for a run of ``n_cases`` over ``n_gpus`` GPUs: ``auto`` deals the cases when
    every GPU can get one, else measures one search's candidates on every GPU."""
    if spread not in SPREADS:
        raise ArtifactError(f"--spread must be one of {', '.join(SPREADS)}, got {spread!r}")
    if spread != "auto":
        return spread
    return "cases" if n_cases >= n_gpus else "rpc"


@dataclass
class Share:
    """One GPU's part of the run: its cases and their trials to tune."""

    gpu: GpuInfo
    cases: list[Case] = field(default_factory=list)
    trials: int = 0


def deal(todo: Sequence[tuple[Case, int]], gpus: Sequence[GpuInfo]) -> list[Share]:
    """Deal ``(case, trials to tune)`` to the GPUs: the most trials first (then the most flops), each
    to the GPU with the fewest trials so far (the first such GPU). Every GPU is listed, with no case
    when there are fewer cases than GPUs."""
    shares = [Share(g) for g in gpus]
    for case, trials in sorted(todo, key=lambda w: (-w[1], -w[0].flops, w[0].case_id)):
        share = min(shares, key=lambda s: s.trials)  # min keeps the first of equals
        share.cases.append(case)
        share.trials += trials
    for share in shares:  # a child tunes its cases in the order they were given
        order = [c.case_id for c, _t in todo]
        share.cases.sort(key=lambda c: order.index(c.case_id))
    return shares


def shape_spec(case: Case) -> str:
    """The ``--shape`` text of an ad-hoc case (artifact.catalog.parse_shape reads it back)."""
    p = case.params
    fields = [f"{f}={p[f]}" for f in (CONV_FIELDS if case.kind == "conv2d" else GEMM_FIELDS)]
    if case.kind == "conv2d":
        fields.append(f"layout={case.layout}")
    fields.append(f"dtype={case.dtype}")
    return f"{case.kind}:{','.join(fields)}"


def case_args(cases: Sequence[Case]) -> list[str]:
    """``--catalog C --case ID ... --shape SPEC ...`` naming exactly these cases for a child."""
    catalogs = sorted({c.catalog for c in cases if c.catalog})
    if len(catalogs) > 1:
        raise ArtifactError(f"--spread cases: the cases come from several catalogs ({', '.join(catalogs)}); "
                            f"tune each catalog in its own run, or use --spread rpc")
    args = ["--catalog", catalogs[0]] if catalogs else []
    for case in cases:
        if case.catalog:
            again, option, text = resolve_case(case.case_id, case.catalog), "--case", case.case_id
        else:
            text = shape_spec(case)
            again, option = parse_shape(text), "--shape"
        if again.case_id != case.case_id or again.params != case.params:
            raise ArtifactError(f"--spread cases: case {case.case_id} cannot be named on a command line; "
                                f"use --spread rpc")
        args += [option, text]
    return args


def child_command(share: Share, gpus: Sequence[GpuInfo], results: Path, opts: TuneOptions, workers: int,
                  search_threads: int | None, idle_search_threads: int | None = None) -> list[str]:
    """``python -m artifact tune --gpu I ...``: one GPU's share, with the run's options and every tuner
    setting as this run has it (``--set``)."""
    from .options import setting_args

    argv = [sys.executable, "-m", "artifact", "tune", "--gpu", str(share.gpu.index),
            "--spread-gpus", ",".join(str(g.index) for g in gpus), *case_args(share.cases),
            "--results", str(results), "--trials", str(opts.trials), "--workers", str(workers),
            "--space", opts.space,
            *setting_args(replace(opts, search_threads=search_threads, idle_search_threads=idle_search_threads))]
    for option, value in (("--seed", opts.seed), ("--target", opts.target), ("--budget-s", opts.budget_s),
                          ("--population", opts.population)):
        if value is not None:
            argv += [option, str(value)]
    return argv


def run_children(shares: Sequence[Share], commands: Sequence[list[str]], lock_keys: Sequence[list[runlock.LockKey]],
                 echo: Echo) -> list[float]:
    """Start one child per share at once (``commands[i]``, handed the locks ``lock_keys[i]``, which this
    process holds), its lines prefixed with ``[GPU I]``; wait for all (artifact/children.py). Returns
    each child's seconds. A child that fails stops the others (what they measured is kept) and raises its error."""
    by_gpu = {s.gpu.index: s for s in shares}

    def failure(child: children.Child) -> BaseException:
        code = child.proc.returncode
        cases = ", ".join(c.case_id for c in by_gpu[child.gpu].cases)
        if code == 130:
            return KeyboardInterrupt(f"the child of GPU {child.gpu} was interrupted")
        why = child.errors[-1] if child.errors else f"exit status {code}, see its [GPU {child.gpu}] lines"
        return ArtifactError(f"tuning on GPU {child.gpu} ({cases}) failed: {why}; the other GPUs were stopped, "
                             f"what they measured kept (rerun to continue)", exit_code=code if code > 0 else 1)

    return children.run_children([s.gpu.index for s in shares],
                                 [f"{', '.join(c.case_id for c in s.cases)}: {s.trials} trials" for s in shares],
                                 commands, lock_keys, echo, failure, dropped_env=CHILD_ENV_DROPPED,
                                 stopping="stopping (the candidates measured are kept)")


def tune_selected(cases: list[Case], results: Path, opts: TuneOptions, echo: Echo = print) -> list[TuneSummary]:
    """``artifact tune``: with ``--gpus`` and ``--spread cases`` (or ``auto`` choosing it) one tuning
    process per GPU (:func:`tune_spread`), else artifact.tuning.tune.tune_cases (one GPU, or ``--spread
    rpc``). One summary per case, in order."""
    from .tune import _check_options, tune_cases

    _check_options(opts)
    if len(opts.gpus) > 1 and choose_spread(opts.spread, len(cases), len(opts.gpus)) == "cases":
        return tune_spread(cases, results, opts, echo)
    return tune_cases(cases, results, opts, echo)


def tune_spread(cases: list[Case], results: Path, opts: TuneOptions, echo: Echo) -> list[TuneSummary]:
    """``artifact tune --gpus ... --spread cases`` (module docstring); one summary per case, in order."""
    from ..schema.tunedb import read_records
    from ..validate import check_fits_memory, check_output_dir
    from .options import LEAN_IDLE_SEARCH_THREADS
    from .spaces import check_space_case, space_results
    from .target import cpu_cores, resolve_target
    from .tune import (
        TuneSummary,
        _check_case,
        _check_options,
        _check_same_target,
        build_workers,
        gpus_for,
        lean_search_threads,
        nothing_to_do,
        trials_to_tune,
    )

    _check_options(opts)
    for case in cases:
        check_space_case(case, opts.space)
    work = space_results(results, opts.space)
    check_output_dir(work, "results directory")
    target_spec, first = resolve_target(opts.target, opts.gpus[0])
    gpus = gpus_for(opts, first)
    for g in gpus:
        for case in cases:
            check_fits_memory(case.case_id, case.buffer_bytes, g.memory_mib, g.name)
    cpus_each = max(1, cpu_cores(logical=True) // len(gpus))  # each GPU's process sized on its share of the CPUs
    total_workers = opts.workers or build_workers(opts, cpus_each) * len(gpus)
    workers = max(1, total_workers // len(gpus))
    if opts.search_threads is not None:
        threads: int | None = max(1, opts.search_threads // len(gpus))
    elif opts.sizing == "lean" and opts.scheduler != "stock":
        threads = lean_search_threads(cpus_each)
    else:
        threads = None  # each process: one per build worker
    # a search's threads while nothing builds, of each process's share of the CPUs
    if opts.idle_search_threads is not None:
        idle: int | None = max(1, opts.idle_search_threads // len(gpus))
    elif threads is not None and opts.sizing == "lean" and opts.scheduler != "stock":
        idle = max(threads, min(LEAN_IDLE_SEARCH_THREADS, cpus_each // 2))
    else:
        idle = None  # each process: as its sizing says
    results_key = runlock.results_key(work)
    gpu_keys = [runlock.gpu_key(g.index, g.uuid) for g in gpus]
    with runlock.hold([results_key, *gpu_keys], opts.wait, echo):
        if work.is_dir():
            open_for_writing(work, "tuning")
        from tvm.target import Target

        target_json = json.loads(str(Target(target_spec)))
        before: dict[str, int] = {}
        todo = []  # (case, the trials it adds: the budget's, at most the settings its knob space has left)
        for case in cases:
            dirs, records = _check_case(case, work, opts, echo)
            _check_same_target(records, target_json, dirs.tune)
            before[case.case_id] = len(records)
            limit, left = trials_to_tune(case, records, opts)
            if line := nothing_to_do(case, len(records), left, opts):
                echo(line)
            if limit:
                todo.append((case, limit))
        shares = [s for s in deal(todo, gpus) if s.cases]
        seconds: list[float] = []
        if shares:
            commands = [child_command(s, gpus, results, opts, workers, threads, idle) for s in shares]
            echo(f"{len(todo)} case(s) dealt to {len(shares)} of {len(gpus)} GPUs, one tuning process each "
                 f"({workers} build workers each, {total_workers} in all): "
                 + "; ".join(f"GPU {s.gpu.index}: {', '.join(c.case_id for c in s.cases)} ({s.trials} trials)"
                             for s in shares))
            t0 = time.perf_counter()
            seconds = run_children(shares, commands,
                                   [[results_key, gpu_keys[gpus.index(s.gpu)]] for s in shares], echo)
            wall = time.perf_counter() - t0
            added = sum(len(read_records(case_dirs_tune(work, c))) - before[c.case_id] for c, _t in todo)
            echo(f"{added} trials on {len(shares)} GPUs in {wall:.0f} s ({60.0 * added / wall if wall > 0 else 0.0:.1f} "
                 f"trials/min, every GPU together)")
    by_case = {c.case_id: secs for s, secs in zip(shares, seconds) for c in s.cases}
    out = []
    for case in cases:
        records = read_records(case_dirs_tune(work, case))
        best_s = min((r.run_s for r in records), default=float("inf"))
        out.append(TuneSummary(case.case_id, before[case.case_id], len(records), by_case.get(case.case_id, 0.0),
                               case.flops / best_s / 1e9 if best_s < float("inf") else None))
    return out


def case_dirs_tune(results: Path, case: Case) -> Path:
    from ..layout import case_dirs

    return case_dirs(results, case).tune
