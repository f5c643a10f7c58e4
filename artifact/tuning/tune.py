"""Phase 1, tune: MetaSchedule search for one case, every trial kept on disk.

Reads the case; writes ``<results>/<case>/tune/`` (TVM's JSON database: every measured trial with
its run times, see artifact.schema.tunedb), ``tune/runs.json`` (one entry per tuning run) and TVM's own
log under ``tune/logs/``. Rerunning continues up to the trial budget, and measures no schedule that
the database already holds (tvm_patches.pipeline.Task.measured). With a wall-clock budget
(``--budget-s``, counted from the start of the tuning) no batch is started after it and the batches in
flight are cut short at it: the candidates measured are kept (runs.json's batches say how many of each
batch's), the rest dropped (a candidate still on the GPU 2 s after it too), so the run ends within seconds of the budget and a rerun continues from
there. A signal cuts them the same way at once (artifact.tuning.stopping).
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .. import runlock
from ..atomic import ensure_writable_dir
from ..catalog import Case
from ..digest import open_for_writing
from ..errors import ArtifactError, Interrupted
from ..gpu import GpuInfo, check_same_model, gpu_info
from ..layout import case_dirs, record_case
from ..schema.runs import append_run, read_runs
from ..schema.tunedb import RECORD_FILE, add_stopped, read_records, read_workload_count
from ..validate import check_fits_memory, check_output_dir
from .host import host_info, utc_now
from .options import (
    LEAN_IDLE_SEARCH_THREADS,
    LEAN_POPULATION,
    LEAN_REMAINDER_GENERATIONS,
    LEAN_SEARCH_THREADS,
    LEAN_UNTRAINED_GENERATIONS,
    LEAN_WORKERS,
    SIZINGS,
    TuneOptions,
)
from .progress import Echo, Progress, RateMeter, status_line
from .runner import make_runner
from .spaces import (
    KNOB_SPACES,
    SPACES,
    case_target,
    check_space_case,
    check_space_target,
    settings_left,
    space_results,
    space_size,
)
from .stock import stock_search
from .stopping import check_stop, deferred, graceful_stop, on_stop, stop_signal
from .target import cpu_cores, resolve_target

SCHEDULERS = ("pipelined", "sequential", "stock")
STATUS_INTERVAL_S = 10.0  # a progress line at least this often while a batch builds and runs



@dataclass
class TuneSummary:
    case_id: str
    trials_before: int
    trials_after: int
    seconds: float
    best_gflops: float | None
    batches: list[dict[str, Any]] | None = None

    @property
    def trials_per_min(self) -> float:
        added = self.trials_after - self.trials_before
        return 60.0 * added / self.seconds if self.seconds > 0 and added > 0 else 0.0


def _repair_truncated_tail(path: Path, echo: Echo) -> None:
    """Drop a last record line cut short by a killed run (no newline, not JSON); never anything else."""
    if not path.exists() or path.stat().st_size == 0:
        return
    data = path.read_bytes()
    if data.endswith(b"\n"):
        return
    head, _, tail = data.rpartition(b"\n")
    try:
        json.loads(tail)
        path.write_bytes(data + b"\n")
    except ValueError:
        path.write_bytes(head + b"\n" if head else b"")
        echo(f"  note: dropped a half-written last record in {path} (a run was killed while writing)")


def _check_same_target(records: list[Any], target_json: dict[str, Any], work_dir: Path) -> None:
    for rec in records[:1]:
        old = rec.target if isinstance(rec.target, dict) else {}
        for key in ("kind", "arch"):
            if key in old and key in target_json and old[key] != target_json[key]:
                raise ArtifactError(f"{work_dir} holds trials tuned for {key}={old[key]}, not {target_json[key]}; "
                                    f"use another --results directory or move it away")


def _check_knob_space_form(records: list[Any], work_dir: Path, space: str = "template",
                           sms: int | None = None) -> None:
    """A resumed knob-space search continues records of today's space only (their knobs readable:
    artifact.tuning.template.knobs_of, artifact.tuning.wgmma.knobs_of), never another space's. wgmma: every
    record's form one this code builds (records of a form other than the run's count for ``--trials`` but not
    as measured settings: :func:`trials_to_tune`), and its SM count (the thread blocks of its persistent
    kernels) that of this run's GPU, ``sms`` (artifact.tuning.wgmma.sm_count)."""
    from . import template, wgmma

    knobs_of = wgmma.knobs_of if space == "wgmma" else template.knobs_of
    for rec in records if space == "wgmma" else records[:1]:
        try:
            knobs_of(rec.trace)
        except ArtifactError as exc:
            raise ArtifactError(f"{work_dir}: {exc}") from exc
        if space == "wgmma" and sms is not None and (recorded := wgmma.sms_of(rec.trace)) != sms:
            raise ArtifactError(f"{work_dir} holds wgmma trials tuned for a GPU of {recorded} SMs, this GPU has {sms}: "
                                f"its persistent kernels would launch other grids; use another --results directory")


@dataclass
class _SearchEnd:
    """How a run's search ended, per case: its wall-clock budget, or a search with nothing new to give
    before the trial budget; and the candidates it dropped as measured by earlier runs (none counted
    for the stock scheduler, TVM's own loop)."""

    out_of_time: list[str] = field(default_factory=list)
    exhausted: list[str] = field(default_factory=list)
    skipped: dict[str, int] = field(default_factory=dict)
    search_failed: list[str] = field(default_factory=list)  # exhausted at once: no initial population


@dataclass
class _Job:
    """One case of a tuning run, between its checks and its runs.json entry."""

    case: Case
    dirs: Any
    records: list[Any]
    done: int
    seed: int | None
    progress: Progress
    run_entry: dict[str, Any]
    summary: TuneSummary | None = None
    limit: int = 0  # trials this run may add: the budget's, or fewer where a knob space has fewer settings left
    left: int | None = None  # settings of its knob space no valid record measured (None: not an exact-size space)


def _check_case(case: Case, results: Path, opts: TuneOptions, echo: Echo) -> tuple[Any, list[Any]]:
    """Everything that can refuse a case, before anything is tuned or written (but a cut-off tail)."""
    dirs = case_dirs(results, case)
    if dirs.runs_json.exists():  # appended to after the run: a corrupt one stops it now, not after the trials
        read_runs(dirs.runs_json)  # the typed reader: one line naming the file and the field
    _repair_truncated_tail(dirs.tune / RECORD_FILE, echo)
    records = read_records(dirs.tune)  # validates the file before TVM reads it
    if read_workload_count(dirs.tune) > 1:
        raise ArtifactError(f"{dirs.tune} holds more than one workload; it is not a single case's work directory")
    ensure_writable_dir(dirs.root)  # after every check of the case's files: a bad one changes nothing
    return dirs, records


MAX_WORKERS_PER_CPU = 4  # --workers: more build processes than this per usable CPU are refused
TVM_POPULATION = 512  # MetaSchedule's EvolutionarySearch population_size default (TVM 0.27)


def population_size(opts: TuneOptions) -> int:
    """The evolutionary search's population: population, else as ``sizing`` says (TVM's own for stock)."""
    if opts.population is not None:
        return opts.population
    return TVM_POPULATION if opts.sizing == "all-cpus" or opts.scheduler == "stock" else LEAN_POPULATION


def build_workers(opts: TuneOptions, cpus: int) -> int:
    """Build workers on ``cpus`` usable CPUs: workers, else one per CPU (sizing all-cpus, and TVM's stock
    tune_tir), else half of them, at most LEAN_WORKERS: every worker pays its start-up (``import tvm``,
    NVRTC's first compile), and on a 16-CPU GPU host more workers beside the search built a run's first batches
    no faster, at more CPU seconds a candidate (benchmarks/results/tune_cost_h200_case1_*)."""
    if opts.workers:
        return opts.workers
    if opts.sizing == "all-cpus" or opts.scheduler == "stock":
        return cpus
    return max(1, min(LEAN_WORKERS, cpus // 2))


def lean_search_threads(cpus: int) -> int:
    """The lean sizing's search threads on ``cpus`` usable CPUs: LEAN_SEARCH_THREADS, at most the CPUs."""
    return max(1, min(LEAN_SEARCH_THREADS, cpus))


def idle_search_threads(opts: TuneOptions, workers: int) -> int:
    """Threads of a search that starts while no candidate is building (tvm_patches/search_threads.py):
    idle_search_threads, else (sizing lean) half the usable CPUs, at most LEAN_IDLE_SEARCH_THREADS, else (all-cpus,
    stock) :func:`search_threads`. The lean sizing's is never fewer than :func:`search_threads`."""
    busy = search_threads(opts, workers)
    if opts.idle_search_threads is not None:
        return opts.idle_search_threads
    if opts.sizing == "all-cpus" or opts.scheduler == "stock":
        return busy
    return max(busy, min(LEAN_IDLE_SEARCH_THREADS, cpu_cores(logical=True) // 2))


TVM_INIT_MIN_UNMEASURED = 50  # EvolutionarySearch's init_min_unmeasured default (TVM 0.27)


def search_strategy(ms: Any, opts: TuneOptions) -> Any:
    """MetaSchedule's evolutionary search as TVM configures it, with the population of
    :func:`population_size`. Its search gives up when fewer than ``init_min_unmeasured`` fresh schedules of
    its initial population pass the post-processors; TVM's 50 is ~10 % of its population of 512, so it is
    scaled with the population (25 for 256, 12 for 128, 6 for 64): with 50 a population of 64 gave up at its
    first search on a CUDA conv2d space (2 threads, benchmarks/search_profile.py), and a search that goes on
    is unchanged."""
    population = population_size(opts)
    if opts.population is None and population == TVM_POPULATION:
        return "evolutionary"
    floor = max(1, round(TVM_INIT_MIN_UNMEASURED * population / TVM_POPULATION))
    return ms.search_strategy.EvolutionarySearch(population_size=population, init_min_unmeasured=floor)


def _check_options(opts: TuneOptions) -> None:
    if opts.trials <= 0:
        raise ArtifactError(f"--trials must be positive, got {opts.trials}")
    if opts.batch <= 0:
        raise ArtifactError(f"batch must be positive (--set batch=N), got {opts.batch}")
    if population_size(opts) < opts.batch:
        raise ArtifactError(f"--population must be at least the batch ({opts.batch}): the search picks each batch "
                            f"from its population, got {population_size(opts)}")
    if opts.population is not None and opts.scheduler == "stock":
        raise ArtifactError("--population needs scheduler pipelined or sequential (stock is TVM's tune_tir as it is)")
    if opts.scheduler not in SCHEDULERS:
        raise ArtifactError(f"scheduler must be one of {', '.join(SCHEDULERS)}, got {opts.scheduler!r}")
    if opts.workers is not None and opts.workers <= 0:
        raise ArtifactError(f"--workers must be positive, got {opts.workers}")
    if opts.workers is not None and opts.workers > MAX_WORKERS_PER_CPU * cpu_cores(logical=True):
        raise ArtifactError(f"--workers {opts.workers} is more than {MAX_WORKERS_PER_CPU} per CPU this process may use "
                            f"({cpu_cores(logical=True)}): build workers beyond that only take turns on them")
    if opts.lag is not None and opts.lag not in (0, 1):
        raise ArtifactError(f"lag must be 0 or 1 (--set lag=0), got {opts.lag}")
    if opts.lag == 1 and opts.scheduler != "pipelined":
        raise ArtifactError(f"lag 1 needs scheduler pipelined (the {opts.scheduler} scheduler never searches ahead)")
    if opts.straggler_wait is not None and not opts.straggler_wait > 0:
        raise ArtifactError(f"straggler_wait must be positive (or none: wait for every candidate), got {opts.straggler_wait}")
    if opts.fresh_batches < 1:
        raise ArtifactError(f"fresh_batches must be at least 1, got {opts.fresh_batches}")
    if opts.searches_at_once < 1:
        raise ArtifactError(f"searches_at_once must be at least 1, got {opts.searches_at_once}")
    if opts.searches_at_once > 1 and opts.scheduler != "pipelined":
        raise ArtifactError(f"searches_at_once {opts.searches_at_once} needs scheduler pipelined "
                            f"(the {opts.scheduler} scheduler searches one case at a time)")
    if opts.max_source_kb is not None and opts.max_source_kb <= 0:
        raise ArtifactError(f"max_source_kb must be positive (or none: no limit), got {opts.max_source_kb}")
    if opts.max_source_kb is not None and opts.scheduler == "stock":
        raise ArtifactError("max_source_kb needs scheduler pipelined or sequential (stock is TVM's tune_tir as it is)")
    if opts.untrained_generations is not None and opts.untrained_generations < 0:
        raise ArtifactError(f"untrained_generations must be >= 0, got {opts.untrained_generations}")
    if opts.untrained_generations is not None and opts.scheduler == "stock":
        raise ArtifactError("untrained_generations needs scheduler pipelined or sequential (stock is TVM's tune_tir "
                            "as it is)")
    if opts.remainder_generations is not None and opts.remainder_generations < 0:
        raise ArtifactError(f"remainder_generations must be >= 0, got {opts.remainder_generations}")
    if opts.remainder_generations is not None and opts.scheduler == "stock":
        raise ArtifactError("remainder_generations needs scheduler pipelined or sequential (stock is TVM's tune_tir "
                            "as it is)")
    if opts.idle_search_threads is not None and opts.idle_search_threads <= 0:
        raise ArtifactError(f"idle_search_threads must be positive, got {opts.idle_search_threads}")
    if opts.random_overlap and opts.scheduler != "pipelined":
        raise ArtifactError(f"random_overlap needs scheduler pipelined (the {opts.scheduler} scheduler never searches "
                            "ahead)")
    if opts.random_overlap and opts.lag == 0:
        raise ArtifactError("random_overlap needs lag none or 1 (lag 0 is TVM's order: each search after every join)")
    if opts.idle_search_threads is not None and opts.scheduler == "stock":
        raise ArtifactError("idle_search_threads needs scheduler pipelined or sequential (stock is TVM's tune_tir as "
                            "it is)")
    if opts.wgmma_ring is not None and opts.space != "wgmma":  # set (true or false): the wgmma space's form
        raise ArtifactError(f"wgmma_ring needs --space wgmma (its kernels are the wgmma space's), got --space "
                            f"{opts.space}")
    if opts.wgmma_short_a and opts.space != "wgmma":
        raise ArtifactError(f"wgmma_short_a needs --space wgmma (its kernels are the wgmma space's), got --space "
                            f"{opts.space}")
    if opts.wgmma_pingpong and opts.space != "wgmma":
        raise ArtifactError(f"wgmma_pingpong needs --space wgmma (its kernels are the wgmma space's), got --space "
                            f"{opts.space}")
    if opts.wgmma_pingpong and opts.wgmma_ring is False:
        raise ArtifactError("wgmma_pingpong needs wgmma_ring (its kernels of form 6 are form 5's and the knob pingpong), "
                            "got wgmma_ring=false")
    if opts.wgmma_short_a and opts.wgmma_ring is False:
        raise ArtifactError("wgmma_short_a needs wgmma_ring (its kernels of form 5 are form 4's, A's box as tall as M), "
                            "got wgmma_ring=false")
    if opts.wgmma_k_boxes and opts.space != "wgmma":  # true: set; unset or false passes with any space
        raise ArtifactError(f"wgmma_k_boxes needs --space wgmma (its kernels are the wgmma space's), got --space "
                            f"{opts.space}")
    if opts.wgmma_k_boxes and not wgmma_pingpong(opts):  # set true, with a setting before it false
        raise ArtifactError("wgmma_k_boxes needs form 6's settings (its kernels of form 7 are form 6's and the knob "
                            "k_boxes), got wgmma_ring, wgmma_short_a or wgmma_pingpong false")
    if opts.wgmma_pingpong and opts.wgmma_short_a is False:
        raise ArtifactError("wgmma_pingpong needs wgmma_short_a (its kernels of form 6 are form 5's and the knob "
                            "pingpong), got wgmma_short_a=false")
    if opts.wgmma_split_k and opts.space != "wgmma":
        raise ArtifactError(f"wgmma_split_k needs --space wgmma (the split-K kernels are the wgmma space's), got "
                            f"--space {opts.space}")
    if opts.search_threads is not None and opts.search_threads <= 0:
        raise ArtifactError(f"search_threads must be positive, got {opts.search_threads}")
    if opts.min_repeat_ms < 0:
        raise ArtifactError(f"min_repeat_ms must be >= 0, got {opts.min_repeat_ms}")
    if len(set(opts.gpus)) != len(opts.gpus) or any(g < 0 for g in opts.gpus):
        raise ArtifactError(f"--gpus must name distinct GPU indices, got {','.join(map(str, opts.gpus))}")
    if opts.cpu_servers < 0:
        raise ArtifactError(f"cpu_servers must be >= 0, got {opts.cpu_servers}")
    if opts.gpus and opts.cpu_servers:
        raise ArtifactError("--gpus and cpu_servers exclude each other (GPU targets or CPU targets)")
    if opts.spread != "auto" and not opts.gpus:
        raise ArtifactError(f"--spread {opts.spread} needs --gpus (several GPUs of this host)")
    if opts.spread_gpus and opts.gpus:
        raise ArtifactError("--spread-gpus is set by --spread cases for its own tuning processes, not with --gpus")
    if opts.budget_s is not None and not (math.isfinite(opts.budget_s) and opts.budget_s > 0):
        raise ArtifactError(f"--budget-s must be a positive number of seconds, got {opts.budget_s}")
    if opts.budget_s is not None and opts.scheduler == "stock":
        raise ArtifactError("--budget-s needs scheduler pipelined or sequential (TVM's tune_tir cannot stop between batches)")
    if opts.early_stop is not None and not (math.isfinite(opts.early_stop) and opts.early_stop > 1):
        raise ArtifactError(f"early_stop must be > 1 (a multiple of the best run time) or 0 for off, got {opts.early_stop}")
    if opts.sizing not in SIZINGS:
        raise ArtifactError(f"sizing must be one of {', '.join(SIZINGS)}, got {opts.sizing!r}")
    if opts.space not in SPACES:
        raise ArtifactError(f"--space must be one of {', '.join(SPACES)}, got {opts.space}")
    if opts.space in KNOB_SPACES and opts.scheduler == "stock":
        raise ArtifactError(f"--space {opts.space} needs scheduler pipelined or sequential (TVM's own tune_tir "
                            "takes only its default spaces)")


def wgmma_ring(opts: TuneOptions) -> bool:
    """Does the wgmma space write kernels of form 4 or later (K loops unrolled over the ring, its deep rings)?
    wgmma_ring, else (not set) true; false: kernels of form 3 (artifact.tuning.wgmma.NO_RING_FORM)."""
    return opts.wgmma_ring is not False


def wgmma_short_a(opts: TuneOptions) -> bool:
    """Does the wgmma space write kernels of form 5 or later (A's TMA box as tall as M, bn 8 for decode)?
    wgmma_short_a, else (not set) :func:`wgmma_ring`."""
    return wgmma_ring(opts) if opts.wgmma_short_a is None else opts.wgmma_short_a


def wgmma_pingpong(opts: TuneOptions) -> bool:
    """Does the wgmma space write kernels of form 6 or later (artifact.tuning.wgmma.PINGPONG_FORM: the knob
    pingpong)? wgmma_pingpong, else (not set) :func:`wgmma_short_a`."""
    return wgmma_short_a(opts) if opts.wgmma_pingpong is None else opts.wgmma_pingpong


def wgmma_k_boxes(opts: TuneOptions) -> bool:
    """Does the wgmma space write kernels of form 7 (artifact.tuning.wgmma.DEFAULT_FORM: the knob k_boxes)?
    wgmma_k_boxes, else (not set) :func:`wgmma_pingpong`; false: kernels of form 6 (wgmma.PINGPONG_FORM), or of
    an earlier form where a setting before it is false."""
    return wgmma_pingpong(opts) if opts.wgmma_k_boxes is None else opts.wgmma_k_boxes


def trials_to_tune(case: Case, records: list[Any], opts: TuneOptions) -> tuple[int, int | None]:
    """The trials a run adds to a case's ``records`` and the settings left: the budget's (``--trials`` less the
    trials recorded), and in a knob space of exact size (wgmma) at most its settings that no valid record of the
    form the run writes measured (the settings left; None for the other spaces). A failed trial does not count
    as measured: the search may draw it again (:func:`_warm_start`)."""
    left = settings_left(case, opts.space, [r.trace for r in records if r.valid], opts.wgmma_split_k,
                         wgmma_ring(opts), wgmma_short_a(opts), wgmma_pingpong(opts),
                         wgmma_k_boxes(opts))
    budget = max(opts.trials - len(records), 0)
    return (budget if left is None else min(budget, left)), left


def nothing_to_do(case: Case, done: int, left: int | None, opts: TuneOptions) -> str | None:
    """The line that says why a case needs no trial (:func:`trials_to_tune`), or None where it needs some."""
    if left == 0:
        size = space_size(case, opts.space, opts.wgmma_split_k, wgmma_ring(opts), wgmma_short_a(opts), wgmma_pingpong(opts),
                         wgmma_k_boxes(opts))
        return (f"{case.case_id}: {done} trials recorded, the {size} settings of its {opts.space} space all among them: "
                "nothing to do")
    if done >= opts.trials:
        return f"{case.case_id}: {done} trials recorded, budget {opts.trials}: nothing to do"
    return None


def _other_forms(records: list[Any], opts: TuneOptions) -> str | None:
    """wgmma: the line that says how many records are kernels of a form other than the run's, or None."""
    if opts.space != "wgmma" or not records:
        return None
    from .wgmma import form_of, written_form

    form = written_form(wgmma_ring(opts), wgmma_short_a(opts), wgmma_pingpong(opts),
                         wgmma_k_boxes(opts))
    others = sorted({f for r in records if (f := form_of(r.trace)) != form})
    n = sum(1 for r in records if form_of(r.trace) != form)
    if not n:
        return None
    return (f"{n} of its {len(records)} trials are kernels of form {', '.join(map(str, others))}, not of form {form}, "
            "which this run tunes: they count for --trials, not as settings measured")


def untrained_generations(opts: TuneOptions) -> int | None:
    """Generations of the evolutionary search while its cost model scores at random: untrained_generations,
    else LEAN_UNTRAINED_GENERATIONS (sizing lean), else None: the search's own (TVM's 4; sizing all-cpus and
    TVM's stock tune_tir). See tvm_patches/generations.py."""
    if opts.untrained_generations is not None:
        return opts.untrained_generations
    if opts.sizing == "all-cpus" or opts.scheduler == "stock":
        return None
    return LEAN_UNTRAINED_GENERATIONS


def remainder_generations(opts: TuneOptions) -> int | None:
    """Generations of a search for a case's last few trials (tvm_patches/generations.py): remainder_generations,
    else LEAN_REMAINDER_GENERATIONS (sizing lean), else None: the search's own (sizing all-cpus, stock)."""
    if opts.remainder_generations is not None:
        return opts.remainder_generations
    if opts.sizing == "all-cpus" or opts.scheduler == "stock":
        return None
    return LEAN_REMAINDER_GENERATIONS


def max_source_bytes(opts: TuneOptions) -> int | None:
    """The tuning builds' limit on a candidate's CUDA source (tvm_patches/source_limit.py), or None."""
    return None if opts.max_source_kb is None else opts.max_source_kb * 1024


def search_threads(opts: TuneOptions, workers: int) -> int:
    """Threads of the evolutionary search and of its cost model (XGBoost): search_threads, else one per
    build worker (sizing all-cpus: TVM's choice), else :func:`lean_search_threads` of the usable CPUs."""
    if opts.search_threads is not None:
        return opts.search_threads
    if opts.sizing == "all-cpus" or opts.scheduler == "stock":
        return workers
    return lean_search_threads(cpu_cores(logical=True))


def make_cost_model(ms: Any, opts: TuneOptions, workers: int) -> Any:
    """MetaSchedule's XGBoost cost model on the search's threads (:func:`search_threads`): it trains and
    predicts between the search's steps, so it shares the search's share of the cores (XGBoost's threads
    spin and burn CPU where they outnumber the cores they have). With ``feature_cache``, each module's
    features are extracted once (tvm_patches/feature_cache.py)."""
    model = ms.cost_model.CostModel.create("xgb", num_tuning_cores=search_threads(opts, workers), tree_method="auto")
    if opts.feature_cache:
        from tvm_patches.feature_cache import install

        install(model)
    return model


def tune_case(case: Case, results: Path, opts: TuneOptions, echo: Echo = print) -> TuneSummary:
    """Tune one case (see :func:`tune_cases`)."""
    return tune_cases([case], results, opts, echo)[0]


def tune_cases(cases: list[Case], results: Path, opts: TuneOptions, echo: Echo = print) -> list[TuneSummary]:
    """Tune each case up to ``opts.trials`` trials; returns one summary per case, in order.

    Every case is checked (options, records, target) before any is tuned. With ``opts.interleave`` and
    the pipelined or sequential scheduler, the cases take turns batch by batch in one loop
    (tvm_patches.pipeline.TaskLoop): one builder pool, one runner, and the GPU measures one case's
    batch while the next case is searched. Otherwise they are tuned one after the other.

    With ``opts.space == "template"`` the cases are tuned in the GEMM template's space
    (artifact/tuning/template.py) and written under ``<results>/template/`` instead; with ``"wgmma"``
    in the sm_90 wgmma GEMM's space (artifact/tuning/wgmma.py), under ``<results>/wgmma/``.
    """
    _check_options(opts)
    for case in cases:
        check_space_case(case, opts.space)
    results = space_results(results, opts.space)
    check_output_dir(results, "results directory")
    with contextlib.ExitStack() as locks, graceful_stop(echo):  # one run per results directory and GPU
        locks.enter_context(runlock.hold([runlock.results_key(results)], opts.wait, echo))
        if results.is_dir():
            open_for_writing(results, "tuning")
        return _tune_locked(cases, results, opts, echo, locks)


def _tune_locked(cases: list[Case], results: Path, opts: TuneOptions, echo: Echo,
                 locks: contextlib.ExitStack) -> list[TuneSummary]:
    target_spec, gpu = resolve_target(opts.target, opts.gpus[0] if opts.gpus else opts.gpu)
    gpus = gpus_for(opts, gpu)
    for g in gpus:
        for case in cases:
            check_fits_memory(case.case_id, case.buffer_bytes, g.memory_mib, g.name)
    if gpus:
        locks.enter_context(runlock.hold([runlock.gpu_key(g.index, g.uuid) for g in gpus], opts.wait, echo))
    checked = [(case, *_check_case(case, results, opts, echo)) for case in cases]
    if gpu is not None:
        os.environ["CUDA_VISIBLE_DEVICES"] = gpu.uuid  # TVM's runner always uses cuda:0
    import tvm
    from tvm.target import Target

    target = Target(target_spec)
    target_json = json.loads(str(target))
    check_space_target(opts.space, target_json)
    sms = None
    if opts.space == "wgmma":  # its persistent kernels' thread blocks: this GPU's SMs (no GPU: an error)
        from .wgmma import sm_count

        sms = sm_count()
    for _case, dirs, records in checked:
        _check_same_target(records, target_json, dirs.tune)
        if opts.space in KNOB_SPACES:
            _check_knob_space_form(records, dirs.tune, opts.space, sms)
    workers = build_workers(opts, cpu_cores(logical=True))
    runner, slots = None, 1
    if len(gpus) > 1 or opts.cpu_servers:
        from .rpc import RpcPool, ServerSpec, gpu_servers, make_rpc_runner

        servers = (gpu_servers([(g.index, g.uuid) for g in gpus], one_thread=_runner_threads(opts, target) == 1)
                   if gpus else [ServerSpec(f"cpu {i}") for i in range(opts.cpu_servers)])
        log_dir = checked[0][1].tune_logs / "rpc"
        pool = locks.enter_context(RpcPool(servers, log_dir=log_dir))
        echo(f"RPC tracker on port {pool.tracker_port}, {len(servers)} server(s): "
             + ", ".join(s.label for s in servers) + f" (logs in {log_dir})")
        runner, slots = make_rpc_runner(pool, opts.min_repeat_ms, _evaluator(opts)), len(servers)
    # several GPUs: one search measuring on all (rpc), or this process one of a run's per GPU (cases)
    run_gpus = [gpu_info(i) for i in opts.spread_gpus] if opts.spread_gpus else gpus
    spread = "cases" if opts.spread_gpus else ("rpc" if len(gpus) > 1 else None)
    meter = RateMeter()
    jobs: list[_Job] = []
    for case, dirs, records in checked:
        done = len(records)
        best_s = min((r.run_s for r in records), default=math.inf)
        limit, left = trials_to_tune(case, records, opts)
        job = _Job(case, dirs, records, done, None if opts.seed is None else opts.seed + done,  # a resumed
                   Progress(case, done + limit, done, best_s, echo, meter), {},  # search must not replay the first
                   limit=limit, left=left)
        job.progress.stop_between_batches = opts.scheduler == "stock"  # the patched loop stops itself
        if line := nothing_to_do(case, done, left, opts):
            echo(line)
        elif line := _other_forms(records, opts):
            echo(f"{case.case_id}: {line}")
        if limit == 0:
            job.summary = TuneSummary(case.case_id, done, done, 0.0,
                                      case.flops / best_s / 1e9 if math.isfinite(best_s) else None)
        jobs.append(job)
    todo = [j for j in jobs if j.summary is None]
    interleaved = opts.interleave and opts.scheduler != "stock" and len(todo) > 1
    meter.cases = len(todo)
    for job in todo:
        meter.remaining += job.limit
        ensure_writable_dir(job.dirs.tune)
        record_case(job.dirs, job.case)
        echo(f"{job.case.case_id}: {job.case.describe()}, {job.case.flops / 1e9:.3f} GFLOP | target "
             f"{target.kind.name} {target.attrs.get('arch', '')} | {job.done} trials recorded, tuning "
             f"{job.limit} more ({_space_words(job.case, opts)}"
             f"{opts.scheduler} scheduler, {workers} workers"
             + (f", taking turns with {len(todo) - 1} other cases)" if interleaved else ")"))
        job.run_entry = {
            "started": utc_now(), "trials_before": job.done, "budget": opts.trials, "seed": opts.seed,
            "effective_seed": job.seed, "space": opts.space, "scheduler": opts.scheduler, "builder_pool": opts.builder_pool,
            "hold_builds": opts.hold_builds, "overlap_batches": opts.overlap_batches,
            "searches_at_once": opts.searches_at_once, "evaluator": _evaluator(opts),
            "runner_threads": _runner_threads(opts, target),
            "workers": workers, "search_threads": search_threads(opts, workers), "lag": opts.lag,
            "fresh_batches": opts.fresh_batches, "batch": opts.batch, "population": population_size(opts),
            "sizing": opts.sizing, "untrained_generations": untrained_generations(opts),
            "remainder_generations": remainder_generations(opts),
            "random_overlap": opts.random_overlap and opts.scheduler == "pipelined",
            "idle_search_threads": idle_search_threads(opts, workers) if opts.scheduler != "stock" else None,
            "max_source_kb": opts.max_source_kb, "feature_cache": opts.feature_cache and opts.scheduler != "stock",
            "straggler_wait": opts.straggler_wait if opts.scheduler == "pipelined" else None,
            **({"wgmma_split_k": opts.wgmma_split_k, "wgmma_ring": wgmma_ring(opts),
                "wgmma_short_a": wgmma_short_a(opts), "wgmma_pingpong": wgmma_pingpong(opts),
                "wgmma_k_boxes": wgmma_k_boxes(opts)}
               if opts.space == "wgmma" else {}),
            "min_repeat_ms": opts.min_repeat_ms,
            "early_stop": _early_stop(opts), "budget_s": opts.budget_s,
            "interleaved_with": [j.case.case_id for j in todo if j is not job] if interleaved else [],
            "target": case_target(job.case, target_json), "gpu": gpu.to_json() if gpu else None,
            "gpus": [g.to_json() for g in run_gpus], "spread": spread,
            "rpc_servers": slots if runner is not None else 0,
            "tvm_version": tvm.__version__, "host": host_info(), "command": sys.argv,
        }
    if interleaved:
        _run_jobs(todo, target, workers, opts, meter, runner, slots)
    else:
        for job in todo:
            _run_jobs([job], target, workers, opts, meter, runner, slots)
    return [j.summary for j in jobs]  # type: ignore[misc]


def _space_words(case: Case, opts: TuneOptions) -> str:
    """The header line's words on the space: a knob space's size (a finite space, which a run can exhaust)."""
    size = space_size(case, opts.space, opts.wgmma_split_k, wgmma_ring(opts), wgmma_short_a(opts), wgmma_pingpong(opts),
                         wgmma_k_boxes(opts))
    if size is None:
        return ""
    if opts.space == "wgmma":
        return f"wgmma GEMM space of {size} configurations, "
    return f"GEMM template space of at most {size} configurations, "


def gpus_for(opts: TuneOptions, first: GpuInfo | None) -> list[GpuInfo]:
    """The GPUs a run measures on: ``--gpus`` (several, one model unless ``mixed_gpus``), else the one
    of ``--gpu`` (none for CPU targets)."""
    if not opts.gpus:
        return [first] if first is not None else []
    if first is None:
        raise ArtifactError("--gpus needs a CUDA target; on a CPU target use --set cpu_servers=N")
    if opts.cpu_servers:
        raise ArtifactError("cpu_servers is for CPU targets, not with a CUDA target")
    gpus = [first] + [gpu_info(i) for i in opts.gpus[1:]]
    check_same_model(gpus, opts.mixed_gpus)
    return gpus


def _run_jobs(jobs: list[_Job], target: Any, workers: int, opts: TuneOptions, meter: RateMeter,
              runner: Any = None, slots: int = 1) -> None:
    """Tune these jobs in one loop; each gets its runs.json entry and summary, even when interrupted."""
    from tvm.s_tir.meta_schedule import Profiler

    profiler = Profiler()
    t0 = time.perf_counter()
    deadline = None if opts.budget_s is None else time.monotonic() + opts.budget_s
    meter.restart()
    interrupted = True
    ended = _SearchEnd()
    try:
        try:
            with profiler:
                check_stop()
                ended = _search(jobs, target, workers, opts, deadline, runner, slots)
                check_stop()
            interrupted = False
        except Exception as exc:
            if stop_signal() is not None:  # TVM's wrapping of the interrupt: it is the interrupt
                raise Interrupted(int(stop_signal() or signal.SIGINT)) from exc
            raise
    finally:
        seconds = time.perf_counter() - t0
        profile = {str(k): round(float(v), 2) for k, v in profiler.get().items()}
        total_added = 0
        measured_all: set[str] = set()  # cases whose knob space has no setting left unmeasured now
        for job in jobs:
            after_records = read_records(job.dirs.tune)
            after = len(after_records)
            total_added += after - job.done
            job.run_entry.update({"finished": utc_now(), "trials_after": after, "seconds": round(seconds, 1)})
            if job.left is not None and trials_to_tune(job.case, after_records, opts)[1] == 0:
                measured_all.add(job.case.case_id)
        for job in jobs:
            best = job.progress.best_s
            job.run_entry.update({
                # trials of every case of this run over its wall time (the cases shared it)
                "trials_per_min": round(60.0 * total_added / seconds, 2) if seconds > 0 else None,
                "interrupted": interrupted,
                "budget_reached": job.case.case_id in ended.out_of_time,
                # the search had nothing new to give before the trial budget, or every setting of a knob space of
                # exact size is measured (a finite space measured)
                "exhausted": job.case.case_id in ended.exhausted or job.case.case_id in measured_all,
                # candidates not measured because earlier runs had (None: not counted, stock or interrupted)
                "repeats_skipped": ended.skipped.get(job.case.case_id),
                # the evolutionary search could not sample its initial population (see tune/logs)
                "search_failed": job.case.case_id in ended.search_failed,
                "best_gflops": round(job.case.flops / best / 1e9, 1) if math.isfinite(best) else None,
                "batches": job.progress.batches,
                "profile_s": profile,
            })
            append_run(job.dirs.runs_json, job.run_entry)
            job.summary = TuneSummary(job.case.case_id, job.done, job.run_entry["trials_after"], seconds,
                                      job.case.flops / best / 1e9 if math.isfinite(best) else None,
                                      job.progress.batches)
            if interrupted and (signum := stop_signal()) is not None:
                job.progress.echo(f"{job.case.case_id}: stopped by {signal.Signals(signum).name} after {seconds:.0f} s "
                                  f"of tuning{_cut_words(job.progress.batches)}; {job.run_entry['trials_after']} trials "
                                  f"kept in {job.dirs.tune}")
    for job in jobs:
        s = job.summary
        assert s is not None
        if s.case_id in ended.out_of_time and not job.progress.batches:
            job.progress.echo(f"{s.case_id}: not reached within the budget of {opts.budget_s:g} s (the cases take "
                              f"turns); rerun to continue from {s.trials_after} trials")
        elif s.case_id in ended.out_of_time:
            job.progress.echo(f"{s.case_id}: stopped for the budget of {opts.budget_s:g} s after {seconds:.0f} s of "
                              f"tuning: no batch started after it{_cut_words(job.progress.batches)}; rerun to "
                              f"continue from {s.trials_after} trials")
        if s.case_id in ended.search_failed:
            job.progress.echo(f"{s.case_id}: the evolutionary search could not sample enough schedules of the space "
                              f"to go on after {s.trials_after} trials (TVM's warning in {job.dirs.tune_logs}); "
                              "a larger --population samples more")
        if s.case_id in ended.exhausted:
            job.progress.echo(f"{s.case_id}: the search found no schedule left to measure after {s.trials_after} "
                              f"trials ({ended.skipped.get(s.case_id, 0)} earlier ones skipped)")
        job.progress.echo(f"{s.case_id}: {s.trials_after} trials in {job.dirs.tune} "
                          f"({60.0 * total_added / seconds if seconds > 0 else 0.0:.1f} trials/min this run"
                          + (f", {len(jobs)} cases together" if len(jobs) > 1 else "") + "); "
                          + (f"best {s.best_gflops:,.0f} GFLOP/s" if s.best_gflops else "no valid kernel"))


def _cut_words(batches: list[dict[str, Any]]) -> str:
    """For each batch of the run that the budget or a signal cut short, the words
    ``; batch 3 cut short: 22 of its 64 candidates measured and kept`` (nothing if none was)."""
    return "".join(f"; batch {k} cut short: {b['kept']} of its {b['candidates']} candidates measured and kept"
                   for k, b in enumerate(batches, 1) if b.get("cut"))


def _search(jobs: list[_Job], target: Any, workers: int, opts: TuneOptions, deadline: float | None,
            runner: Any = None, slots: int = 1) -> _SearchEnd:
    """Tune the jobs; returns how each case's search ended: its wall-clock budget (``deadline``,
    time.monotonic()), or nothing new to measure. ``runner``: an RPC runner with ``slots`` servers (else
    the local runner)."""
    from tvm.s_tir import meta_schedule as ms

    from . import workloads

    builder = None
    if opts.scheduler != "stock" and opts.builder_pool == "persistent":
        from tvm_patches.builder import BUILD_NICE, make_persistent_builder
        from tvm_patches.pipeline import SEARCH_NICE

        # Started first: its workers import TVM (~8 s) while the runner's worker does (next line),
        # instead of at the lowest priority during the first search; they then build at the
        # niceness they had when started after the search's priority was lowered.
        builder = make_persistent_builder(workers, nice_level=min(
            19, BUILD_NICE + (SEARCH_NICE if opts.scheduler == "pipelined" else 0)),
            nvrtc=target.kind.name == "cuda", max_source_bytes=max_source_bytes(opts))
    if runner is None:  # started before the search's priority is lowered
        runner = make_runner(opts.min_repeat_ms, _evaluator(opts), _runner_threads(opts, target))
    if opts.scheduler == "stock":
        logging.getLogger("tvm.s_tir.meta_schedule").setLevel(logging.CRITICAL)  # tune_tir sets up its files
        for job in jobs:
            stock_search(ms, workloads.prim_func(job.case), target, job.dirs.tune, job.limit,
                          job.seed, workers, opts.batch, job.progress, runner)
        return _SearchEnd()
    from tvm_patches.builder import make_builder
    from tvm_patches.generations import random_searches
    from tvm_patches.pipeline import Task, TaskLoop, lower_search_priority

    cores = workers
    busy, idle = search_threads(opts, cores), idle_search_threads(opts, cores)
    if opts.scheduler == "pipelined":
        lower_search_priority()  # the runner process keeps its priority (tvm_patches/pipeline.py)
    if builder is None:  # a pool per batch (TVM's habit), started by the build thread
        builder = make_builder(cores, max_source_bytes=max_source_bytes(opts))
    from tvm_patches.tensor_intrin_cache import install as install_tensor_intrinsics

    install_tensor_intrinsics()  # 0.4 s instead of TuneContext's ~22 s import (tvm_patches/tensor_intrin_cache.py)
    from tvm.target import Target

    from .spaces import space_generator

    tasks = []
    for job in jobs:
        log = _case_logger(job)
        # fp16 cases: the tensor-core space and the GPU's opt-in shared memory (artifact/tuning/spaces.py)
        job_target = Target(case_target(job.case, json.loads(str(target))))
        ctx = ms.TuneContext(mod=workloads.prim_func(job.case), target=job_target,
                             space_generator=space_generator(job.case, target.kind.name, opts.space,
                                                              opts.wgmma_split_k, wgmma_ring(opts), wgmma_short_a(opts),
                                                              wgmma_pingpong(opts), wgmma_k_boxes(opts)),
                             search_strategy=search_strategy(ms, opts), task_name="main",
                             rand_state=-1 if job.seed is None else job.seed,
                             num_threads=max(busy, idle), logger=log)
        database = ms.database.JSONDatabase(work_dir=str(job.dirs.tune))
        cost_model = make_cost_model(ms, opts, cores)
        measured = _warm_start(ms, ctx, cost_model, job.records, job.progress.echo)
        tasks.append(Task(ctx, database, cost_model, job.limit, name=job.case.case_id, log=log.info,
                          before_search=search_hook(ctx, cost_model, opts, busy, idle),
                          lag=opts.lag, fresh_batches=opts.fresh_batches, on_batch=_batch_reporter(job.progress),
                          random_searches=random_searches(cost_model, opts.batch) if opts.random_overlap else 0,
                          best_s=job.progress.best_s, deadline=deadline, on_stopped=_stopped_recorder(job),
                          measured=measured or None))
    progress = {job.case.case_id: job.progress for job in jobs}
    loop = TaskLoop(tasks, builder, runner, num_trials_per_iter=opts.batch, pipeline=opts.scheduler == "pipelined",
                    hold_builds=opts.hold_builds, overlap_batches=opts.overlap_batches, runner_slots=slots,
                    search_slots=max(1, min(opts.searches_at_once, len(tasks))) if opts.scheduler == "pipelined" else 1,
                    early_stop=_early_stop(opts),
                    on_status=lambda st: jobs[0].progress.echo(status_line(st, progress)),
                    status_interval_s=STATUS_INTERVAL_S, commit_guard=deferred, straggler_wait=opts.straggler_wait)
    # a signal cuts the batches in flight at once, even while the main thread is inside TVM's search
    with on_stop(lambda signum: loop.request_stop(signal.Signals(signum).name)):
        loop.run()
    return _SearchEnd(out_of_time=[t.name for t in tasks if t.out_of_time],
                      exhausted=[t.name for t in tasks if t.exhausted and not t.search_failed],
                      skipped={t.name: t.skipped for t in tasks},
                      search_failed=[t.name for t in tasks if t.search_failed])


def search_hook(ctx: Any, cost_model: Any, opts: TuneOptions, busy: int, idle: int) -> Callable[[Any], None] | None:
    """A task's ``before_search`` hook (tvm_patches.pipeline.Task): the search's generations while its cost model
    scores at random and for a case's last few trials (tvm_patches/generations.py), and its threads, ``idle`` while
    nothing builds, else ``busy`` (tvm_patches/search_threads.py; ``ctx`` made with ``max(busy, idle)``)."""
    from tvm_patches.generations import UntrainedGenerations
    from tvm_patches.search_threads import SearchThreads

    untrained, remainder = untrained_generations(opts), remainder_generations(opts)
    hooks: list[Callable[[Any], None]] = []
    if untrained is not None or remainder is not None:
        hooks.append(UntrainedGenerations(ctx.search_strategy, cost_model, untrained, remainder))
    if idle != busy:
        hooks.append(SearchThreads(ctx, busy, idle))
    return _each(hooks)


def _each(hooks: list[Callable[[Any], None]]) -> Callable[[Any], None] | None:
    """One ``before_search`` hook that calls each of ``hooks`` in turn; None for none."""
    if not hooks:
        return None

    def call(turn: Any) -> None:
        for hook in hooks:
            hook(turn)

    return call


def _stopped_recorder(job: _Job) -> Callable[[list[tuple[int, list[float]]]], None]:
    """Lists a batch's candidates whose timing stopped early in tune/stopped_early.json, before the
    loop commits the batch (its first trial is the next one the case's Progress counts)."""
    def record(stopped: list[tuple[int, list[float]]]) -> None:
        add_stopped(job.dirs.tune, job.progress.done, stopped)

    return record


def _batch_reporter(progress: Progress) -> Callable[[Any], None]:
    """The progress line and runs.json timings of each batch the loop joins (tvm_patches.pipeline.BatchResult)."""
    def report(b: Any) -> None:
        progress.add(b.run_secs, stopped=b.stopped, cut=b.cut, candidates=b.candidates,
                     timing={"search_s": b.search_s, "build_s": b.build_s, "run_s": b.run_s,
                             "runner_s": b.runner_s, "join_s": b.join_s, "measure_s": b.measure_s,
                             "update_s": b.update_s, "build_max_s": b.build_max_s, "build_sum_s": b.build_sum_s,
                             "stopped_early": sum(b.stopped), "deferred": b.deferred,
                             # cut short by the budget or a signal ("budget", "SIGTERM"; None: whole): of its
                             # candidates, those measured are kept, the others were never built or run
                             "candidates": b.candidates, "kept": len(b.run_secs), "cut": b.cut})

    return report


def _case_logger(job: _Job) -> logging.Logger:
    """The case's own MetaSchedule log file, tune/logs/; nothing to the console.

    One logger per case (TVM's get_loggers_from_work_dir names loggers by task name only, so two
    cases in one process would share, and re-point, one file)."""
    logging.getLogger("tvm.s_tir.meta_schedule").setLevel(logging.CRITICAL)  # its console handler's level
    log_dir = job.dirs.tune_logs
    log_dir.mkdir(parents=True, exist_ok=True)
    logger = logging.getLogger(f"artifact.tuning.tune.{job.case.case_id}")
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    path = str((log_dir / "tvm.s_tir.meta_schedule.logging.task_0_main.log").resolve())
    if not any(getattr(h, "baseFilename", None) == path for h in logger.handlers):
        for h in list(logger.handlers):
            logger.removeHandler(h)
            h.close()
        handler = logging.FileHandler(path, mode="a")
        handler.setFormatter(logging.Formatter("%(asctime)s [%(levelname)s] %(message)s", "%Y-%m-%d %H:%M:%S"))
        logger.addHandler(handler)
    return logger


def _early_stop(opts: TuneOptions) -> float | None:
    """The early stop in effect: only the planned evaluator can stop a candidate early."""
    return opts.early_stop if _evaluator(opts) == "planned" else None


def _evaluator(opts: TuneOptions) -> str:
    """The runner's evaluator: TVM's own for the stock baseline, else the chosen one."""
    return "tvm" if opts.scheduler == "stock" else opts.evaluator


def _runner_threads(opts: TuneOptions, target: Any) -> int:
    """The runner worker's host threads: TVM's default (0) for the stock baseline and for CPU
    targets, whose kernels run on TVM's thread pool; else the chosen number."""
    return 0 if opts.scheduler == "stock" or target.kind.name in ("llvm", "c") else opts.runner_threads


def _warm_start(ms: Any, ctx: Any, cost_model: Any, old_records: list[Any], echo: Echo = print) -> set[int]:
    """Replay the valid trials of earlier runs: the cost model is trained on them, so that a resumed search
    does not start blind, and their keys (tvm_patches.pipeline.module_key) keep the search from measuring
    any of them again (TVM's search remembers only what it picked in this run). A trial stopped early
    counts as measured (its time is a lower bound far above the best). Failed trials are not kept from
    the search: a failure may have been the host's or the GPU's (a runner error, a GPU in use), not the
    schedule's, and the record does not say which; the search may draw them again."""
    valid = [r for r in old_records if r.valid]
    if not valid:
        return set()
    from tvm.s_tir import Schedule, Trace
    from tvm.s_tir.meta_schedule.arg_info import ArgInfo
    from tvm.s_tir.meta_schedule.runner import RunnerResult
    from tvm.s_tir.meta_schedule.search_strategy import MeasureCandidate

    from tvm_patches.pipeline import module_key

    keys: set[int] = set()
    cands, results, unreplayable = [], [], 0
    for rec in valid:
        sch = Schedule(ctx.mod)
        try:
            Trace.apply_json_to_schedule(rec.trace, sch)
        except Exception:  # noqa: BLE001 - an unreplayable old trace is just not used
            unreplayable += 1
            continue
        keys.add(module_key(sch.mod))
        cands.append(MeasureCandidate(sch, ArgInfo.from_entry_func(sch.mod, remove_preproc=True)))
        results.append(RunnerResult(list(rec.run_secs), None))
    if unreplayable:
        echo(f"  {unreplayable} of {len(valid)} earlier trials do not replay with this TVM: neither used to train "
             "the cost model nor kept from being measured again")
    if cands:
        cost_model.update(ctx, cands, results)
    return keys
