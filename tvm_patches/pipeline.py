"""MetaSchedule tuning loops whose GPU runner overlaps the next batch's search.

TVM 0.27's TaskScheduler (src/s_tir/meta_schedule/task_scheduler/task_scheduler.cc) runs strictly
in turn: generate a batch of candidates (evolutionary search, CPU, all cores), build them (CPU, all
cores), run them (GPU, one at a time), join, repeat. While the runner measures, the CPU idles; while
the search runs, the GPU idles. :class:`TaskLoop` keeps the same parts and the same per-batch
bookkeeping as ``TaskScheduler::JoinRunningTask`` with the default measure callbacks
(``NotifyRunnerResults``, ``AddToDatabase``, ``RemoveBuildArtifact``, ``UpdateCostModel``), and with
``pipeline=True`` a batch is built (build thread, process pool) and run (runner thread, GPU) in the
background while the main thread joins what is due and searches the next batch: the search of
batch k+1 overlaps the build of batch k and the run of batch k (or k-1), and the join of a measured
batch (database commits, cost-model training) overlaps the build of the next one.

Several tasks (cases) take turns, round robin, like TVM's ``RoundRobin`` task scheduler: the runner
of task A's batch overlaps the search and build of task B's, and by default A's batch is joined
before A is searched again, so no task's search ever misses its own last results. One task alone
pays a staleness price, its ``lag``: batch k+1 is chosen by a search state and cost model that
have seen batches 1..k-1, not k. Its first ``fresh_batches`` batches are searched in TVM's order
(not overlapped): lag 1 costs kernel quality in the first batches and little after a few hundred
trials (benchmarks/staleness_ab.py compares them paired by seed). A task's lag can be set explicitly; a task with lag 1 among others
is held to the same staleness (its results are withheld until its next batch has been searched),
which is how ``benchmarks/staleness_ab.py`` compares lag 0 and lag 1 side by side in one run.
A task's first ``random_searches`` searches draw at random whatever was joined before them (TVM's XGBoost model below
its warm-up samples: tvm_patches/generations.py); with it, search j of them does not wait for batch j-1's join, only
the first search that ranks waits for every batch before it (what such a search misses is the batch before's best
among its initial population). Each search's ``before_search`` hook hears of it (:class:`SearchTurn`): its batch, how
many candidates it is for, and whether any candidate is still building (tvm_patches/search_threads.py).
With ``search_slots`` above 1, several tasks take their turn at once (each its joins, then its search),
so that one task waiting for its batch holds no other's search (:class:`TaskLoop`).
Each candidate is run as soon as it is built (the builder's ``submit``), while the rest of its
batch still builds. With a builder that has ``submit_one``, no candidate starts building while a
batch is joined: the join's XGBoost training (one thread per core) is many times slower beside a
build on every core (``hold_builds=False`` turns the hold off, for A/B runs). With it, too, batches
overlap in the builder and on the runner: the next batch's candidates take the workers that a
batch's fast candidates free while its slowest ones still compile, and are measured as they are
built (one candidate on the runner at a time, or one per runner slot, whatever its batch);
each batch's results still reach its task in order, at its join.
A batch's last candidates can take far longer to compile than the rest (a heavily unrolled kernel: 10-30 s against
~1 s); with ``straggler_wait``, once a batch is down to at most an eighth of its candidates, all still compiling, and
none of them has been measured for that many times the batch's median build, its join takes the others and the next
search starts; the stragglers are built and measured meanwhile and joined in the batch's place at the task's next
join (database, search state and cost model; ``on_batch`` hears of the batch once, whole, then). A batch is left
so at most once, never a task's last one, and a cut batch is joined with what was measured.
Duplicates are not possible across the overlap: the search marks candidates as measured when it
picks them (``PickWithEpsGreedy``), not when their results arrive. That mark covers only what this
run picked (TVM's ``measured_workloads_`` is never filled from the database), so a resumed run would
measure again what earlier runs measured: a task's ``measured`` holds the :func:`module_key` of every
schedule in its database, and a candidate found there is dropped before it is built (counted in
``skipped``; the search has marked it, so it never comes back); a batch made only of such candidates
is searched again.

A budget and a stop cut batches short. A task's ``deadline`` (on the loop's clock) ends its search: no batch
is searched after it, nor one whose search, as long as its last one, would end after it. At the deadline its
batches in flight are cut: no candidate of theirs starts building or running, the ones compiling are
abandoned (the builder's workers are ended once no batch still needs them), the ones on the runner get
``RUNNER_GRACE_S`` to finish once no batch needs the runner after them (then they are abandoned too, and the
runner's workers ended: a large kernel's candidate can take tens of seconds), and each batch is joined with
exactly the candidates measured (search state, database, cost model, as any
join; the others' build artifacts removed). Each run measures at least one candidate whatever the
deadlines, so that a rerun always gets further; once one is measured, a task not yet searched when its
deadline passes is not searched at all (a rerun starts with it). :meth:`TaskLoop.request_stop` (a signal;
any thread, also a signal handler) cuts every batch at once and abandons the candidates on the runner as well, ending the
builder's and the runner's worker processes: the loop returns within the rest of a search in progress (TVM's
search cannot be interrupted) and the time to join what was measured.

The runner times kernels with events around a host-side launch loop, so a starved runner
process would measure launch gaps, not kernels. While it runs, the search (16 threads) and the
builds (one process per core) want every core; so the search thread and the build workers run
at a lower CPU priority (``nice`` +10, allowed without privileges) than
the runner process, which keeps its own. :func:`lower_search_priority` does this for the calling
thread (Linux: per thread; the search's threads inherit it).
"""

from __future__ import annotations

import contextlib
import math
import os
import queue
import shutil
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from .evaluator import set_stop, split_stopped
from .heartbeat import FlightStatus, Heartbeat, LoopStatus

# A case's first batches searched in TVM's order whatever the lag (README.md: staleness costs most early). With 3 the
# fourth batch is the first searched a batch stale, from the first two batches' 128 results, enough for TVM's XGBoost
# model to rank (it scores at random below 100: tvm_patches/generations.py).
FRESH_BATCHES = 3

# A candidate slower than this many times its task's best so far after the runner's probe is not
# timed further (evaluator.py: PlannedEvaluator); its probe time is kept as a lower bound.
EARLY_STOP = 4.0

SEARCH_NICE = 10

# A join waits for its batch's last candidates still compiling, at most STRAGGLER_SHARE of the batch, until none of
# them has been measured for ``straggler_wait`` times the batch's median build (at least STRAGGLER_FLOOR_S); then it
# joins the others and takes the stragglers at the task's next join (TaskLoop's ``straggler_wait``).
STRAGGLER_SHARE = 8  # at most 1/8 of a batch (one candidate at least)
STRAGGLER_FLOOR_S = 1.0


def module_key(mod: Any) -> int:
    """The key of a candidate's (post-processed) module: its structural hash, what MetaSchedule's
    "structural" module equality hashes. A database record's trace replayed onto the workload
    (``Trace.apply_json_to_schedule``) gives the key of the candidate it was recorded from: the
    trace holds the post-processors' instructions (tests/test_template.py checks it)."""
    import tvm_ffi

    return int(tvm_ffi.structural_hash(mod))


def lower_search_priority() -> None:
    """Lower the calling thread's CPU priority (and that of threads it starts) by SEARCH_NICE."""
    try:
        tid = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + SEARCH_NICE))
    except (AttributeError, OSError):  # not Linux, or not permitted: run at normal priority
        pass


# run_secs that TVM's AddToDatabase stores for a candidate that failed to build or run.
FAILED_RUN_SECS = 1e10

# TVM's error for a job whose worker process died (tvm/support/popen_pool.py): after a stop, the worker's
# end (a group signal reaches the workers too), not the candidate's failure
WORKER_GONE = "Subprocess terminated"
# at a deadline, how long the candidates on the runner may take to finish once nothing else needs it (the
# loop's clock); then they are abandoned, so that a budget ends within seconds whatever a candidate takes
RUNNER_GRACE_S = 2.0
WATCH_POLL_S = 0.5  # the watcher's look at a deadline passed but not yet acted on (see TaskLoop._until_deadline)

_END = object()  # wakes the loop's watcher thread when the loop ends


def _worker_gone(result: Any) -> bool:
    return result.error_msg is not None and WORKER_GONE in str(result.error_msg)


def _remove_artifact(built: Any) -> None:
    """Remove a built candidate's artifact (its temporary directory), as TVM's RemoveBuildArtifact does."""
    path = getattr(built, "artifact_path", None)
    if path is not None:
        shutil.rmtree(os.path.dirname(str(path)), ignore_errors=True)


@dataclass
class BatchResult:
    """One measured batch, as handed to the ``on_batch`` callback."""

    index: int  # the task's own batch number, from 0
    run_secs: list[list[float] | None]  # per candidate; None where building or running failed
    errors: list[str | None]
    search_s: float
    build_s: float
    run_s: float  # end of its build to its join (includes waiting for the runs before it and for the search)
    task: str = ""
    runner_s: float = 0.0  # the runner's own time for this batch (sum over its candidates)
    join_s: float = 0.0  # the join itself (database commits, cost-model update), after the run was done
    measure_s: float = 0.0  # hand-off to the builder to the last run's end (builds and runs overlap)
    update_s: float = 0.0  # of join_s: the cost-model update (feature extraction, XGBoost training when due)
    build_max_s: float = 0.0  # the longest single candidate's build (submitted to the builder -> built)
    build_sum_s: float = 0.0  # the candidates' builds, summed (what the batch asked of the build workers)
    stopped: list[bool] = field(default_factory=list)  # per candidate: timing stopped early, run_secs a lower bound
    candidates: int = 0  # the batch as searched; more than len(run_secs) when it was cut short
    cut: str | None = None  # why it was cut short ("budget", or a stop's reason): only the measured ones are here
    # of its candidates, those joined after the batch's first join (the stragglers of ``straggler_wait``); the
    # lists above are in the order the candidates were joined (the database's), the first join's before them
    deferred: int = 0


@dataclass(frozen=True)
class SearchTurn:
    """What a task's ``before_search`` hook is told about the search about to start."""

    index: int  # the batch it searches, the task's own number from 0
    wanted: int  # candidates the loop takes from it: the batch, or fewer where the task's trials end
    batch: int  # the loop's batch (num_trials_per_iter)
    # nothing is compiling or left to build, of any task, and no other search runs: the search has the CPUs alone
    builds_idle: bool = True


@dataclass
class Task:
    """One workload to tune: its TuneContext, database, cost model and trial budget."""

    ctx: Any
    database: Any
    cost_model: Any
    max_trials: int
    on_batch: Callable[[BatchResult], None] | None = None
    log: Callable[[str], None] | None = None
    name: str = ""
    submitted: int = 0  # candidates sent to the builder
    joined: int = 0  # batches whose results reached database and cost model
    searched: int = 0  # batches generated
    exhausted: bool = False  # the search strategy had nothing more to give
    # ... and said so at once, without the empty searches that precede TVM's end of a measured space:
    # its initial population could not be sampled (EvolutionarySearch's init_min_unmeasured not met)
    search_failed: bool = False
    lag: int | None = None  # how many of its own latest batches its search may not have seen; None: the loop's default
    # the first ``fresh_batches`` batches are searched in TVM's order whatever the lag: batch j < fresh_batches
    # only after batches < j were joined (2: the second batch starts from the first one's best)
    fresh_batches: int = FRESH_BATCHES
    # its first N searches draw at random whatever was joined before them (TVM's XGBoost model below its warm-up
    # samples): search j < N does not wait for batch j-1's join (pipelined), only the search N for every batch
    # before it. What such a search misses is the best candidates of the batch before among its initial population
    random_searches: int = 0
    best_s: float = math.inf  # the best run time measured so far (the runner thread lowers it)
    # the loop's clock time after which no batch of it is searched, and at which its batches in flight are cut
    # short (keeping the candidates measured; see the module docstring)
    deadline: float | None = None
    out_of_time: bool = False  # the deadline passed: no batch was searched after it
    interrupted: bool = False  # a stop (TaskLoop.request_stop) ended its tuning
    # called in the join, before the batch's records are committed, with (position in the batch,
    # run_secs) of each candidate whose timing stopped early (run_secs a lower bound)
    on_stopped: Callable[[list[tuple[int, list[float]]]], None] | None = None
    # module_key of each schedule that earlier runs measured (its database); a candidate found here is
    # not measured again. None: nothing to check (a fresh database)
    measured: set[int] | None = None
    skipped: int = 0  # candidates of the search dropped because ``measured`` holds them
    # called before each of its searches (e.g. tvm_patches.generations.UntrainedGenerations)
    before_search: Callable[[SearchTurn], None] | None = None
    _workload: Any = None
    _search_s: float = 0.0  # searches whose candidates were all dropped, counted in the next batch's search_s
    _dropped_searches: int = 0  # such searches (the deadline applies after them as after a batch)
    _empty_in_row: int = 0  # such searches since the last batch
    _logged: int = 0
    _last_search_s: float = 0.0  # its last search, on the loop's clock: no search that would end past the deadline
    _budget_cut: bool = False  # its batches in flight were cut at its deadline

    @property
    def wants_more(self) -> bool:
        return (not self.exhausted and not self.out_of_time and not self.interrupted
                and self.submitted < self.max_trials)


class _BuildGate:
    """Whether a gated builder may start a candidate: closed while a join runs (while any of the joins
    that run at once does: searches at once, see :class:`TaskLoop`). The builder thread checks and
    submits under ``cond``, so a close never falls between its check and its submission (a candidate
    handed over after the join began would compile beside the cost model's training)."""

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self._closed = 0  # joins running

    @property
    def is_open(self) -> bool:
        return self._closed == 0

    def close(self) -> None:
        with self.cond:  # waits for a submission in progress to be handed over
            self._closed += 1

    def open(self) -> None:
        with self.cond:
            self._closed -= 1
            self.cond.notify_all()


@dataclass(eq=False)  # compared (and removed from lists) by identity
class _InFlight:
    task: Task
    index: int
    candidates: list[Any]
    search_s: float
    future: Future | None = None  # the runner's (results, runner_s), once the last candidate is run
    # per candidate: its BuilderResult once built and taken (None: not built, or built after a cut and dropped)
    builder_results: list[Any] = field(default_factory=list)
    build_s: float = 0.0
    built_at: float = 0.0
    build_started_at: float = 0.0
    measured_at: float = 0.0
    build_walls: list[float] = field(default_factory=list)  # per candidate built: submitted -> built, seconds
    measured: int = 0  # candidates the runner is done with (failed ones included)
    failed: int = 0
    stopped: list[bool] = field(default_factory=list)  # per candidate: timing stopped early (a lower bound)
    # (index, BuilderResult) as each candidate's build ends, then None: the runner measures a
    # candidate as soon as it is built, while the others still build
    ready: queue.SimpleQueue = field(default_factory=queue.SimpleQueue)
    # the rest under the loop's lock (TaskLoop._cond)
    results: list[Any] = field(default_factory=list)  # per candidate: its RunnerResult (None: not measured)
    runner_s: float = 0.0
    running: int = 0  # candidates on the runner now
    cut: str | None = None  # why the batch was cut short ("budget", or a stop's reason); None: it was not
    abandoned: bool = False  # cut by a stop: the candidates on the runner are not waited for, nor kept
    closed: bool = False  # joined after a cut: no later result is taken
    finished: bool = False  # its run thread ended
    on_cut: Future = field(default_factory=Future)  # done when the batch is cut (wakes a build waiting on futures)
    last_measured_at: float = 0.0  # perf_counter when the runner was last done with one of its candidates
    joined_order: list[int] = field(default_factory=list)  # candidates joined by an earlier join, in that order


class TaskLoop:
    """Tune several tasks in turn (round robin) with one builder and one runner.

    A batch goes search -> build -> run -> join (results to the search state, database and cost
    model). ``pipeline=True``: build and run happen in the background, one batch at a time each and
    in order, while the main thread joins the batches that are due and searches the next one; a
    join waits for that batch's run. A task's ``lag`` is how stale its search may be: batch ``j`` is
    searched after batches ``< j - lag`` were joined and before batches ``>= j - lag`` are (a
    batch's results are held back until then, even if the GPU measured it long ago); the first
    ``fresh_batches`` batches are searched in TVM's order whatever the lag (each after every
    earlier batch was joined), where a batch's information matters most. Default
    ``lag``: 0 while other tasks still tune or have batches to build or run (the GPU measures one
    task's batch while the next task is searched, so no staleness is needed) and when sequential (TVM's TaskScheduler); 1 for
    a task tuned alone, pipelined (batch j is searched while batch j-1 is on the GPU).

    ``search_slots``: how many tasks take their turn (join what is due, search, hand the batch over)
    at once, pipelined, each in a thread of its own (TVM's search releases the GIL); 1: one after
    another in the main thread, as TVM's ``RoundRobin``. A task's turn waits for its own batches
    only, so with more than one slot a task whose batch still builds or runs holds no other task's
    search, and the searches of several tasks share the CPU instead of taking turns on it. Each
    task's own order (its joins before its searches, its lag) is the same either way.

    Each task's ``deadline`` and :meth:`request_stop` cut batches short (module docstring); ``stopped_by``
    then says why the loop ended: "budget", or the stop's reason. A watcher thread acts on both at once
    (the deadline on a real clock); with ``status_thread=False`` (an injected clock) the loop does at its
    events (each candidate built or measured, each turn).
    """

    def __init__(self, tasks: list[Task], builder: Any, runner: Any, num_trials_per_iter: int = 64,
                 pipeline: bool = True, hold_builds: bool = True, overlap_batches: bool = True, runner_slots: int = 1,
                 search_slots: int = 1,
                 early_stop: float | None = None, on_status: Callable[[LoopStatus], None] | None = None,
                 status_interval_s: float = 10.0, clock: Callable[[], float] = time.monotonic,
                 status_thread: bool = True,
                 commit_guard: Callable[[], contextlib.AbstractContextManager[Any]] = contextlib.nullcontext,
                 straggler_wait: float | None = None, runner_grace_s: float | None = RUNNER_GRACE_S) -> None:
        # commit_guard: held while a batch's measured candidates go to the database, the search, the cost model
        # and on_batch (artifact.tuning.stopping.deferred: a second signal does not end a commit half done)
        self.commit_guard = commit_guard
        if straggler_wait is not None and not straggler_wait > 0:
            raise ValueError(f"straggler_wait must be > 0 (a multiple of a batch's median build), got {straggler_wait}")
        # pipelined: how long a join waits for its batch's last candidates still compiling (see
        # _straggler_wait_left); None: for all of them, as TVM does
        self.straggler_wait = straggler_wait if pipeline else None
        if runner_slots < 1:
            raise ValueError(f"runner_slots must be >= 1, got {runner_slots}")
        if search_slots < 1 or (search_slots > 1 and not pipeline):
            raise ValueError(f"search_slots {search_slots}: must be >= 1, and 1 unless pipelined")
        for task in tasks:
            if task.lag is not None and (task.lag < 0 or (task.lag > 0 and not pipeline)):
                raise ValueError(f"task {task.name!r}: lag {task.lag} needs a pipelined loop and lag >= 0")
        self.tasks = tasks
        self.builder = builder
        self.runner = runner
        self.num_trials_per_iter = num_trials_per_iter
        self.pipeline = pipeline
        # False: builds go on during joins (the A/B arm of benchmarks/tune_speed.py's -nohold)
        self.hold_builds = hold_builds
        # False: one batch at a time in the builder and on the runner, each after the last build of the one
        # before (the loop before batches overlapped; the A/B arm of `artifact tune --profile no-overlap-batches`)
        self.overlap_batches = overlap_batches
        # candidates measured at once: 1 for one GPU; one per RPC server (artifact/tuning/rpc.py)
        self.runner_slots = runner_slots
        # tasks taking their turn at once (each in a thread of its own when > 1; see the class docstring)
        self.search_slots = search_slots
        self._flights: deque[_InFlight] = deque()  # sent to the builder, not yet joined; in submission order
        self._flights_lock = threading.RLock()  # the turns that run at once add and remove their own batches
        # closed while a join runs: a gated builder (``submit_one``) starts no new candidate then
        self._build_gate = _BuildGate()
        # gated builder (under the gate's lock): the candidates being compiled, whatever their batch, and the
        # batches still handing candidates over, in order (the first one hands over; see _build_gated)
        self._building = 0
        self._build_turns: deque[_InFlight] = deque()
        self._searching = 0  # (under _flights_lock) turns searching now (several with search slots)
        # a builder without ``submit_one`` builds one batch at a time, in order
        self._serial_build = threading.Lock()
        # the candidates on the runner at once, whatever their batch: runner_slots (one per GPU)
        self._runner_slots = threading.Semaphore(runner_slots)
        # with several runner slots: a candidate's early stop and its submission to the runner go
        # together (_submit), and the batch's counters and its task's best are updated one slot at a time
        self._submit_lock = threading.Lock()
        # the batches' counters, results and cut flags (see _InFlight); its waiters: the joins. Lock order:
        # build gate -> heartbeat -> _flights_lock -> _cond
        self._cond = threading.Condition(threading.Lock())
        if early_stop is not None and early_stop <= 1.0:
            raise ValueError(f"early stop {early_stop}: must be > 1 (a multiple of the best run time)")
        # a candidate slower than early_stop x its task's best so far after its probe is not timed
        # further (tvm_patches/evaluator.py: PlannedEvaluator); None: every candidate is timed fully
        self.early_stop = early_stop
        # the loop's clock: deadlines and status lines (a test injects a fake one)
        self.clock = clock
        # what each thread taking a turn is doing (one entry, the main thread's, with one search slot)
        self._phases: dict[int, str] = {threading.get_ident(): "starting"}
        self._joining: list[_InFlight] = []  # taken off _flights, being waited for and joined
        self._t0 = clock()
        self.heartbeat = Heartbeat(self.status, on_status, status_interval_s, clock) if on_status else None
        # False: no heartbeat or watcher thread (the loop polls at its events, e.g. with a fake clock)
        self._status_thread = status_thread
        self._requests: queue.SimpleQueue = queue.SimpleQueue()  # request_stop's reasons (then _END)
        self._watcher: threading.Thread | None = None
        self.stopped_by: str | None = None  # "budget", or a stop's reason: why batches were cut and the loop ended
        self._measured_run = 0  # candidates the runner is done with (a deadline cuts batches after the first)
        if runner_grace_s is not None and not runner_grace_s >= 0:
            raise ValueError(f"runner_grace_s must be >= 0, got {runner_grace_s}")
        # None: the candidates on the runner at a deadline are waited for, however long they take
        self.runner_grace_s = runner_grace_s
        # once every task is cut at its deadline: when the candidates still on the runner are abandoned; then
        # _runner_grace_over (under _flights_lock, both)
        self._runner_grace_until: float | None = None
        self._runner_grace_over = False

    def status(self) -> LoopStatus:
        """A snapshot of the batches in flight and of what the turns do, taken together (a batch that a
        turn waits for or joins is listed; counters only grow)."""
        with self._flights_lock:
            inflight = list(self._joining) + list(self._flights)
            flights = tuple(FlightStatus(f.task.name, f.index, len(f.candidates), len(f.build_walls), f.measured,
                                         f.failed, sum(f.stopped), f.cut) for f in inflight)
            phase = "; ".join(list(self._phases.values()))
            stopping = self.stopped_by or ("budget" if any(t._budget_cut for t in self.tasks)
                                           and not any(t.wants_more for t in self.tasks) else None)
        return LoopStatus(flights, {t.name: t.best_s for t in self.tasks}, phase, self.clock() - self._t0, stopping)

    def _phase(self, text: str) -> None:
        """What the calling thread's turn is doing (the status line's phase)."""
        with self._flights_lock:
            self._phases[threading.get_ident()] = text

    def _poll(self) -> None:
        """At each of the loop's events: stop requests (without a watcher thread), deadlines, a status line."""
        if self._watcher is None:
            while True:
                try:
                    reason = self._requests.get_nowait()
                except queue.Empty:
                    break
                if reason is not _END:
                    self._stop(reason)
        self._check_deadlines()
        if self.heartbeat is not None:
            self.heartbeat.poll()

    # -- budget and stop --------------------------------------------------------------------------
    def request_stop(self, reason: str = "stop") -> None:
        """Stop the loop: every batch in flight cut at once, the candidates on the runner abandoned, the
        builder's and runner's workers ended, what was measured joined, no batch searched after it
        (module docstring). ``reason`` (e.g. "SIGTERM") is kept in ``stopped_by``. Safe from any thread and
        from a signal handler: it only puts the reason on a queue for the loop's watcher thread."""
        self._requests.put(reason)

    def _stop(self, reason: str) -> None:
        with self._flights_lock:
            if self.stopped_by in (None, "budget"):
                self.stopped_by = reason
            for task in self.tasks:
                task.interrupted = True
            flights = list(self._joining) + list(self._flights)
        self._cut(flights, reason, abandon=True)
        self._end_workers(runner=True)
        if self.heartbeat is not None:
            self.heartbeat.poll(force=True)

    def _check_deadlines(self) -> None:
        """Cut the batches of each task whose deadline passed (once it measured a candidate in this run); once
        every task is cut, abandon the candidates still on the runner ``runner_grace_s`` later."""
        now, cut = self.clock(), False
        with self._flights_lock:  # the watcher and the loop's events both check
            grace_over = self._runner_grace_until is not None and now >= self._runner_grace_until
            if grace_over:
                self._runner_grace_until, self._runner_grace_over = None, True
        if grace_over:
            self._abandon_runs()
        for task in self.tasks:
            if (task.deadline is None or task._budget_cut or now < task.deadline
                    or not (task.searched or task._dropped_searches or self._measured_run)):
                continue  # nothing measured yet in this run: a task's first search is still made
            if task.wants_more:
                task.out_of_time = True  # no batch searched after it
            with self._flights_lock:
                flights = [f for f in list(self._joining) + list(self._flights) if f.task is task]
                if self._measured_run == 0 and any(f.cut is None for f in flights):
                    continue  # at least one candidate a run: cut at the first one measured
                task._budget_cut = cut = True
            self._cut(flights, "budget", abandon=False)
        if cut:
            with self._flights_lock:
                ending = (not any(t.wants_more for t in self.tasks)
                          and all(f.cut is not None for f in list(self._joining) + list(self._flights)))
            if ending:  # no batch needs the candidates still compiling, nor the runner after the ones on it
                self._end_workers(runner=False)
                if self.runner_grace_s is not None:
                    with self._flights_lock:
                        self._runner_grace_until = now + self.runner_grace_s
            if self.heartbeat is not None:
                self.heartbeat.poll(force=True)

    def _abandon_runs(self) -> None:
        """The grace after the deadlines is over: the cut batches' candidates still on the runner are abandoned
        (not waited for, nor kept) and the runner's workers ended, as a stop does, the loop's end still the
        budget's."""
        with self._flights_lock:
            flights = [f for f in list(self._joining) + list(self._flights) if f.cut is not None]
        with self._cond:
            running = any(f.running for f in flights)
        if running:
            self._cut(flights, "budget", abandon=True)
            self._end_workers(runner=True, builder=False)  # the builder's were ended at the cut

    def _cut(self, flights: list[_InFlight], reason: str, abandon: bool) -> None:
        """Cut these batches short: no candidate of theirs starts building or running from now on (with
        ``abandon``, the ones on the runner are not waited for either); their joins keep what was measured."""
        with self._cond:
            for f in flights:
                if f.cut is None:
                    f.cut = reason
                f.abandoned = f.abandoned or abandon
            self._cond.notify_all()
        with self._build_gate.cond:  # the build threads stop handing their candidates over
            self._build_gate.cond.notify_all()
        for f in flights:
            f.ready.put(None)  # the run thread stops waiting for the next candidate
            with contextlib.suppress(Exception):  # already set by another cut
                f.on_cut.set_result(None)

    def _end_workers(self, runner: bool, builder: bool = True) -> None:
        """End the builder's worker processes (``builder``) and the runner's (``runner``): a builder's or runner's
        ``terminate()``, else the workers of its TVM process pool (tvm_patches.builder.terminate_workers)."""
        from .builder import terminate_workers

        for part in ([self.builder] if builder else []) + ([self.runner] if runner else []):
            try:
                end = getattr(part, "terminate", None)
                if callable(end):
                    end()
                elif hasattr(getattr(part, "pool", None), "_worker_map"):
                    terminate_workers(part.pool)
            except Exception:  # noqa: BLE001 - best effort: the loop stops either way
                pass

    def _until_deadline(self) -> float | None:
        """Seconds of the loop's clock to the next deadline still to act on, or to the end of the runner's
        grace (None: none). A cut may be made at another thread's event, which starts the grace after the task
        is marked cut; so a deadline passed but not yet acted on (its cut waits for a first candidate measured),
        and a cut whose grace has not started yet, are looked at again every ``WATCH_POLL_S``."""
        now = self.clock()
        with self._flights_lock:
            grace_until = self._runner_grace_until
            grace_pending = (self.runner_grace_s is not None and grace_until is None and not self._runner_grace_over
                             and any(t._budget_cut for t in self.tasks))
        left = [t.deadline - now if now < t.deadline else WATCH_POLL_S for t in self.tasks
                if t.deadline is not None and not t._budget_cut]
        if grace_until is not None:
            left.append(grace_until - now)
        if grace_pending:
            left.append(WATCH_POLL_S)
        return max(0.0, min(left)) if left else None

    def _watch(self) -> None:
        """The watcher thread: stop requests as they come, each deadline when it passes."""
        while True:
            try:
                reason = self._requests.get(timeout=self._until_deadline())
            except queue.Empty:
                reason = None
            if reason is _END:
                return
            if reason is not None:
                self._stop(reason)
            self._check_deadlines()

    def lag(self, task: Task) -> int:
        if task.lag is not None:
            return task.lag
        if not self.pipeline:
            return 0
        # pipelined: stale only when no other task is left to overlap with (none to search, none
        # with a batch still to build or run)
        others = [t for t in self.tasks if t is not task]
        with self._flights_lock:
            busy = any(t.wants_more for t in others) or any(f.task is not task for f in self._flights)
        return 0 if busy else 1

    def _due(self, flight: _InFlight) -> bool:
        """May this batch's results reach its task now (see the class docstring)?"""
        task = flight.task
        lag = 0 if flight.index + 1 < task.fresh_batches else self.lag(task)
        if self.pipeline and flight.index < task.random_searches:  # needed by the first search that ranks, search N
            lag = task.random_searches - 1 - flight.index
        return not task.wants_more or task.searched >= flight.index + 1 + lag

    # -- the steps of TaskScheduler::Tune / JoinRunningTask -------------------------------------
    def _build(self, flight: _InFlight, inputs: list[Any]) -> list[Any]:
        """Builder for one batch (in a build thread of its own when pipelined). A builder with ``submit``
        (tvm_patches/builder.py) hands each candidate to the runner as soon as it is built. With
        ``submit_one`` the batches hand their candidates over in order, each as a worker frees up, so
        a batch's slowest candidates compile beside the next batch's first ones (see
        :meth:`_build_gated`); other builders build one batch at a time."""
        flight.build_started_at = time.perf_counter()
        results = flight.builder_results
        try:
            if flight.cut is not None:
                pass  # cut before its build thread started: nothing to build
            elif hasattr(self.builder, "submit_one"):
                self._build_gated(flight, inputs, results)
            else:
                with self._serial_build:
                    if flight.cut is None:
                        self._build_whole(flight, inputs, results)
        finally:
            flight.ready.put(None)  # the runner stops waiting, also when a build raised
        flight.built_at = time.perf_counter()
        flight.build_s = flight.built_at - flight.build_started_at
        return results

    def _built(self, flight: _InFlight, i: int, b: Any, wall_s: float) -> None:
        """Candidate ``i`` of the batch is built: handed to the runner, or, if the batch was cut, dropped
        (its artifact removed)."""
        with self._cond:
            taken = flight.cut is None
            if taken:
                flight.builder_results[i] = b
                flight.build_walls.append(wall_s)
                flight.ready.put((i, b))
        if not taken:
            _remove_artifact(b)
        self._poll()

    def _build_whole(self, flight: _InFlight, inputs: list[Any], results: list[Any]) -> None:
        """A batch through a builder's ``submit`` (each candidate to the runner once built) or ``build``
        (the whole batch; a cut drops it once built)."""
        flight.build_started_at = t0 = time.perf_counter()  # after the batch before (``_serial_build``)
        submit = getattr(self.builder, "submit", None)
        if submit is not None:
            pending = {fut: i for i, fut in enumerate(submit(inputs))}
            while pending and flight.cut is None:
                done, _ = wait([*pending, flight.on_cut], return_when=FIRST_COMPLETED)
                for fut in done:
                    if fut is not flight.on_cut:
                        self._built(flight, pending.pop(fut), fut.result(), time.perf_counter() - t0)
            for fut in pending:  # cut: built later, dropped then
                fut.add_done_callback(lambda f: _remove_artifact(f.result()) if f.exception() is None else None)
        else:
            for i, b in enumerate(list(self.builder.build(inputs))):
                self._built(flight, i, b, time.perf_counter() - t0)

    def _build_gated(self, flight: _InFlight, inputs: list[Any], results: list[Any]) -> None:
        """Hand candidates to the builder one at a time, at most one per worker compiling (counted
        over every batch), and none while a join runs (``self._build_gate`` closed): the join's
        cost-model training (XGBoost, one thread per core) is many times slower with a build on every
        core beside it. Candidates already
        compiling finish; the rest wait for the join to end.

        Batches hand their candidates over in order (``self._build_turns``): batch k+1 starts once
        batch k has handed over its last candidate, not once that candidate is built, so the workers
        that batch k's fast candidates free take batch k+1's while its slowest ones (10-20 s for a
        heavily unrolled kernel, against ~1 s for most) still compile. With one batch building at a
        time, every worker but the one compiling the slowest candidate idled until it was done."""
        if not inputs:
            return
        builder = self.builder
        window = max(1, int(getattr(builder, "max_workers", 0) or len(os.sched_getaffinity(0))))
        gate = self._build_gate
        built: queue.SimpleQueue = queue.SimpleQueue()  # (index, future) of this batch, as each is built
        submitted_at: dict[int, float] = {}
        nxt = outstanding = 0
        left = [False]  # (under gate.cond) this thread stopped taking the batch's candidates: it was cut

        def handed_back(i: int, fut: Future) -> None:  # in the builder's thread (or this one, if done at once)
            with gate.cond:
                self._building -= 1
                gate.cond.notify_all()
                if not left[0]:
                    built.put((i, fut))
                    return
            _remove_artifact(fut.result())  # built after its batch was cut

        def may_submit() -> bool:
            return (self._build_turns[0] is flight and gate.is_open and self._building < window
                    and flight.cut is None)

        def wakes(more: bool) -> bool:  # one of ours is built, or we may hand over the next one, or a cut
            return not built.empty() or flight.cut is not None or (more and may_submit())

        with gate.cond:
            self._build_turns.append(flight)
        try:
            while (nxt < len(inputs) or outstanding) and flight.cut is None:
                with gate.cond:  # a join closes the gate between two submissions, never inside one
                    gate.cond.wait_for(partial(wakes, nxt < len(inputs)))
                    if nxt < len(inputs) and may_submit():
                        if nxt == 0:
                            builder.begin_batch()
                            flight.build_started_at = time.perf_counter()
                        while nxt < len(inputs) and may_submit():
                            submitted_at[nxt] = time.perf_counter()
                            self._building += 1
                            outstanding += 1
                            builder.submit_one(inputs[nxt]).add_done_callback(partial(handed_back, nxt))
                            nxt += 1
                        if nxt == len(inputs):  # the next batch's turn
                            self._build_turns.popleft()
                            gate.cond.notify_all()
                while not built.empty():
                    i, fut = built.get()
                    outstanding -= 1
                    self._built(flight, i, fut.result(), time.perf_counter() - submitted_at[i])
        finally:
            with gate.cond:
                left[0] = True
                if flight in self._build_turns:  # cut, or a submission raised: let the next batch go on
                    self._build_turns.remove(flight)
                    gate.cond.notify_all()
            while not built.empty():  # built after the cut, before this thread left: dropped
                _remove_artifact(built.get()[1].result())

    def _run(self, flight: _InFlight, built: Future) -> tuple[list[Any], float]:
        """Runner for one batch (in the runner thread when pipelined): each candidate as soon as
        it is built, one at a time. Returns results aligned with the candidates, and the runner's
        own seconds. A cut ends it (no candidate started after it), without waiting for the build."""
        # TVM 0.27 passes target.kind.name ("llvm") as the device type, which tvm.runtime.device
        # no longer accepts for CPU targets.
        kind = flight.task.ctx.target.kind.name
        device_type = "cpu" if kind in ("llvm", "c") else kind
        try:
            if self.runner_slots > 1:
                runner_s = self._run_slots(flight, device_type)
            else:
                runner_s = self._run_one(flight, device_type)
            with self._submit_lock:
                set_stop(self.runner, None)
            if flight.cut is None:
                built.result()  # a build that raised raises here too
            flight.measured_at = time.perf_counter()
            return flight.results, runner_s
        finally:
            with self._cond:
                flight.finished = True
                self._cond.notify_all()

    def _run_one(self, flight: _InFlight, device_type: str) -> float:
        """:meth:`_run` with one candidate on the runner at a time, whatever its batch."""
        runner_s = 0.0
        while (item := flight.ready.get()) is not None:
            i, b = item
            with self._runner_slots:  # one candidate on the GPU at a time, whichever batch it is of
                seconds = self._measure(flight, i, b, device_type)
            if seconds is None:  # the batch was cut
                break
            runner_s += seconds
        return runner_s

    def _measure(self, flight: _InFlight, i: int, b: Any, device_type: str) -> float | None:
        """Candidate ``i`` of the batch (its BuilderResult ``b``) through the runner into ``flight.results``,
        its timing stopped after the probe when slower than ``early_stop`` x its task's best so far;
        counts it as measured (failed, stopped early). Returns the runner's seconds for it; None if the
        batch was cut before it started. A result that comes after a stop cut the batch is not kept. Called
        by one runner slot at a time or, with several slots, by each at once."""
        from tvm.s_tir.meta_schedule.runner import RunnerResult

        task = flight.task
        with self._cond:
            if flight.cut is not None:
                return None
            if b.error_msg is not None:  # counted, nothing to run
                flight.results[i] = RunnerResult(None, b.error_msg)
                flight.failed += 1
                flight.measured += 1
                flight.last_measured_at = time.perf_counter()
                self._measured_run += 1
                self._cond.notify_all()
            else:
                flight.running += 1
        if b.error_msg is not None:
            self._poll()
            return 0.0
        t0 = time.perf_counter()
        try:
            res = self._submit(task, b.artifact_path, device_type, flight.candidates[i].args_info).result()
        except BaseException:
            with self._cond:
                flight.running -= 1
                self._cond.notify_all()
            raise
        seconds = time.perf_counter() - t0
        with self._cond:  # its result and the end of its run together: a join waiting for the runner takes both
            flight.running -= 1
            flight.runner_s += seconds
            if not (flight.abandoned or flight.closed):  # a budget's cut keeps the candidate it waited for
                if res.error_msg is None and res.run_secs is not None:
                    secs, stopped = split_stopped([float(x) for x in res.run_secs])
                    if stopped:
                        res = RunnerResult(secs, None)
                        flight.stopped[i] = True
                    elif secs and all(0.0 < x < FAILED_RUN_SECS / 10 for x in secs):
                        task.best_s = min(task.best_s, sorted(secs)[len(secs) // 2])
                else:
                    flight.failed += 1
                flight.results[i] = res
                flight.measured += 1
                flight.last_measured_at = time.perf_counter()
                self._measured_run += 1
            self._cond.notify_all()
        self._poll()
        return seconds

    def _submit(self, task: Task, artifact_path: str, device_type: str, args_info: Any) -> Any:
        """One candidate to the runner, with the early stop of its task's best so far; its RunnerFuture."""
        from tvm.s_tir.meta_schedule.runner import RunnerInput

        runner_input = RunnerInput(artifact_path, device_type, args_info)
        stop_s = self.early_stop * task.best_s if self.early_stop and math.isfinite(task.best_s) else None
        with self._submit_lock:  # the runner reads its evaluator (and stop) when a candidate is submitted
            if set_stop(self.runner, stop_s):  # a no-op unless the runner's evaluator can stop early
                (fut,) = self.runner.run([runner_input])
                return fut
        (fut,) = self.runner.run([runner_input])  # outside the lock: a runner may block until measured
        return fut

    def _run_slots(self, flight: _InFlight, device_type: str) -> float:
        """:meth:`_run` with up to ``runner_slots`` candidates measured at once (each as soon as it is
        built, on whichever server is free), each with the early stop of its task's best so far when
        it is submitted. The runner's seconds are the time at least one candidate was being measured."""
        busy = {"n": 0, "since": 0.0, "total": 0.0}
        lock = threading.Lock()

        def measure(i: int, b: Any) -> None:
            with self._runner_slots:  # runner_slots candidates at once over every batch
                with lock:
                    if busy["n"] == 0:
                        busy["since"] = time.perf_counter()
                    busy["n"] += 1
                try:
                    self._measure(flight, i, b, device_type)
                finally:
                    with lock:
                        busy["n"] -= 1
                        if busy["n"] == 0:
                            busy["total"] += time.perf_counter() - busy["since"]

        with ThreadPoolExecutor(max_workers=self.runner_slots, thread_name_prefix="ms-runner-slot") as slots:
            futures = []
            while flight.cut is None and (item := flight.ready.get()) is not None:
                i, b = item
                if b.error_msg is not None:
                    self._measure(flight, i, b, device_type)  # counted, nothing to run
                    continue
                futures.append(slots.submit(measure, i, b))
            for fut in futures:  # after a cut: the ones not started return at once
                fut.result()
        return busy["total"]

    def _straggler_wait_left(self, flight: _InFlight) -> float | None:
        """Under ``_cond``: seconds left before the join may take the batch without its stragglers (<= 0: now);
        None while it may not. It may once the batch is down to its last candidates, at most 1/STRAGGLER_SHARE of
        it, all still compiling (none built, none on the runner), none of them has been measured for
        ``straggler_wait`` times the median build of the batch's built candidates (at least STRAGGLER_FLOOR_S),
        and its task will be searched again; a batch is taken without its stragglers once at most."""
        if (self.straggler_wait is None or flight.joined_order or flight.cut is not None or flight.running
                or not flight.build_walls or not flight.task.wants_more or not self._requests.empty()):
            return None
        pending = [i for i, r in enumerate(flight.results) if r is None]
        if not pending or len(pending) > max(1, len(flight.candidates) // STRAGGLER_SHARE):
            return None
        if any(flight.builder_results[i] is not None for i in pending):  # built: on its way to the runner
            return None
        walls = sorted(flight.build_walls)
        wait_s = max(STRAGGLER_FLOOR_S, self.straggler_wait * walls[len(walls) // 2])
        return flight.last_measured_at + wait_s - time.perf_counter()

    def _join(self, flight: _InFlight) -> None:
        """Wait for a batch's runs and join it (taken off ``_flights``). A batch cut short is joined with
        the candidates measured: once its candidates on the runner are done (not waited for after a stop).
        With ``straggler_wait``, a batch whose last candidates keep compiling is joined without them
        (:meth:`_straggler_wait_left`) and stays in ``_flights``: its next join takes them."""
        assert flight.future is not None
        name = f"{flight.task.name or 'the'} batch {flight.index + 1}"
        position = None
        with self._flights_lock:  # the batch a turn waits for is always listed (status)
            if flight in self._flights:
                position = self._flights.index(flight)
                self._flights.remove(flight)
            self._joining.append(flight)
            self._phases[threading.get_ident()] = f"waiting for {name}"
        partial = joined = False
        try:
            with self._cond:
                while not (flight.finished or (flight.cut is not None and (flight.abandoned or flight.running == 0))):
                    left = self._straggler_wait_left(flight)
                    if left is not None and left <= 0:
                        partial = True
                        break
                    self._cond.wait(timeout=left)
                cut = not partial and (flight.cut is not None or not self._requests.empty())
                if cut or partial:  # what is measured now is what is kept (partial: the stragglers still compile)
                    flight.closed = flight.closed or cut  # cut: no later result is taken
                    kept = [i for i, r in enumerate(flight.results) if r is not None]
                    # a stop: a worker's end is no failure (the budget's grace records nothing after it abandons)
                    if cut and ((flight.abandoned and self.stopped_by not in (None, "budget"))
                                or not self._requests.empty()):
                        kept = [i for i in kept if not _worker_gone(flight.results[i])]
                    results, runner_s = list(flight.results), flight.runner_s
            if not cut and not partial:
                results, runner_s = flight.future.result()
                kept = list(range(len(flight.candidates)))
            done_before = set(flight.joined_order)
            kept = [i for i in kept if i not in done_before]
            self._phase(f"joining {name}" + (" without its stragglers" if partial else ""))
            t_joined = time.perf_counter()
            if not self.hold_builds:
                with self.commit_guard():
                    self._join_measured(flight, kept, results, runner_s, t_joined, final=not partial)
                    joined = True  # before the guard's end, which may raise a deferred signal
                return
            self._build_gate.close()  # see _build_gated
            try:
                with self.commit_guard():
                    self._join_measured(flight, kept, results, runner_s, t_joined, final=not partial)
                    joined = True
            finally:
                self._build_gate.open()
        finally:
            with self._flights_lock:
                self._joining.remove(flight)
                if partial and joined:  # its stragglers are joined later, in the batch's place
                    later = [n for n, f in enumerate(self._flights) if f.task is flight.task and f.index > flight.index]
                    at = later[0] if later else min(position if position is not None else 0, len(self._flights))
                    self._flights.insert(at, flight)
                self._phases[threading.get_ident()] = f"joined {name}" + (" without its stragglers" if partial else "")

    def _join_measured(self, flight: _InFlight, kept: list[int], results: list[Any], runner_s: float,
                       t_joined: float, final: bool = True) -> None:
        """TVM's JoinRunningTask for the candidates ``kept`` (all of them unless the batch was cut short, or but
        those an earlier join took). Not ``final``: the batch is joined without its stragglers, which a later
        join takes; the batch is counted, and ``on_batch`` told, once, at its final join."""
        from tvm.s_tir.meta_schedule.database import TuningRecord

        task = flight.task
        run_s = t_joined - flight.built_at if flight.built_at else 0.0
        before = len(flight.joined_order)  # joined by an earlier join of the batch (its records come first)
        if final and flight.cut == "budget" and before + len(kept) < len(flight.candidates):
            task.out_of_time = True  # the budget ended it (even with its trials all handed over)
        all_results = results
        cands = [flight.candidates[i] for i in kept]
        built = [flight.builder_results[i] for i in kept]
        results = [results[i] for i in kept]
        stopped_flags = [flight.stopped[i] for i in kept]
        if cands:
            task.ctx.notify_runner_results(cands, results)
        stopped = [(before + i, [float(x) for x in results[i].run_secs]) for i, s in enumerate(stopped_flags) if s]
        if stopped and task.on_stopped is not None:  # before the records that it describes
            task.on_stopped(stopped)
        # AddToDatabase
        if task._workload is None and cands:
            task._workload = task.database.commit_workload(task.ctx.mod)
        for cand, res in zip(cands, results):
            run_secs = [float(x) for x in res.run_secs] if res.run_secs is not None else [FAILED_RUN_SECS]
            task.database.commit_tuning_record(TuningRecord(cand.sch.trace, task._workload, run_secs,
                                                            task.ctx.target, cand.args_info))
        # the per-trial log lines of TaskCleanUp (task_scheduler.cc), to the task's log file
        if task.log is not None:
            for cand, b, res in zip(cands, built, results):
                task._logged += 1
                if res.error_msg is not None:
                    where = "building" if b.error_msg is not None else "running"
                    task.log(f"Trial #{task._logged}: Error in {where}:\n{res.error_msg}\n"
                             + "\n".join(cand.sch.trace.as_python(False)))
                else:
                    task.log(f"Trial #{task._logged}: run_secs {[float(x) for x in res.run_secs]}")
            if not final:
                task.log(f"Batch {flight.index + 1} joined without its {len(flight.candidates) - len(kept)} "
                         "candidates still compiling: they are joined with the next batch")
            elif before + len(kept) < len(flight.candidates):
                task.log(f"Batch {flight.index + 1} cut short ({flight.cut}): {before + len(kept)} of its "
                         f"{len(flight.candidates)} candidates measured and kept, the others dropped")
        # RemoveBuildArtifact (of every candidate built, measured or not; of a batch joined without its
        # stragglers, those measured)
        for b in (flight.builder_results if final else built):
            if b is not None:
                _remove_artifact(b)
        # UpdateCostModel (same pruning as update_cost_model.cc)
        keep = [i for i, (b, r) in enumerate(zip(built, results))
                if b.error_msg is None and (r.error_msg is not None
                                            or (r.run_secs is not None and sum(float(x) for x in r.run_secs) > 0))]
        t_update = time.perf_counter()
        if keep:
            task.cost_model.update(task.ctx, [cands[i] for i in keep], [results[i] for i in keep])
        update_s = time.perf_counter() - t_update
        if not final:
            flight.joined_order.extend(kept)
            return
        task.joined += 1
        if task.on_batch is not None:
            order = flight.joined_order + kept  # the order of the batch's records in the database
            every = [all_results[i] for i in order]
            task.on_batch(BatchResult(
                index=flight.index,
                run_secs=[None if r.run_secs is None or r.error_msg is not None else [float(x) for x in r.run_secs]
                          for r in every],
                errors=[None if r.error_msg is None else str(r.error_msg) for r in every],
                search_s=flight.search_s, build_s=flight.build_s, run_s=run_s, task=task.name,
                runner_s=runner_s, join_s=time.perf_counter() - t_joined, update_s=update_s,
                measure_s=max(0.0, flight.measured_at - flight.build_started_at),
                build_max_s=max(flight.build_walls, default=0.0), build_sum_s=sum(flight.build_walls),
                stopped=[flight.stopped[i] for i in order], candidates=len(flight.candidates),
                cut=(flight.cut or "stop") if len(order) < len(flight.candidates) else None,
                deferred=len(kept) if before else 0))

    @staticmethod
    def _unmeasured(task: Task, cands: list[Any]) -> list[Any]:
        """The candidates that earlier runs did not measure (``task.measured``); counts the others in
        ``task.skipped``. TVM's search has already marked every candidate it returned as measured
        (``PickWithEpsGreedy``), so a dropped one is never proposed again in this run."""
        if not task.measured:
            return cands
        new = [c for c in cands if module_key(c.sch.mod) not in task.measured]
        task.skipped += len(cands) - len(new)
        return new

    def _turn(self, task: Task, build_pool: ThreadPoolExecutor, runner_pool: ThreadPoolExecutor) -> None:
        """One turn of a task: join its batches that are due, search its next batch and hand it to the
        builder and the runner (pipelined: in the background; sequential: built, run and joined here)."""
        from tvm.s_tir.meta_schedule.builder import BuilderInput

        if self._out_of_time(task) or not task.wants_more:
            return
        # the batches this search must have seen (all when sequential); joining one
        # waits for its run, while the builder works on the batches after it
        with self._flights_lock:
            due = [f for f in self._flights if f.task is task and self._due(f)]
        for flight in due:  # one at a time: a join that raises leaves the rest to the loop's final joins
            self._join(flight)
        if not task.wants_more or self._out_of_time(task):  # a stop, or the deadline, during the joins
            return
        t0, c0 = time.perf_counter(), self.clock()
        self._phase(f"searching {task.name or 'the'} batch {task.searched + 1}")
        with self._build_gate.cond, self._flights_lock:  # the lock order: build gate -> _flights_lock
            # nothing compiles (a cut batch's abandoned candidates included), no batch has a candidate still to build,
            # and no other turn is searching (search slots)
            builds_idle = (self._building == 0 and self._searching == 0
                           and all(f.built_at for f in [*self._joining, *self._flights]))
            self._searching += 1
        try:
            if task.before_search is not None:
                task.before_search(SearchTurn(task.searched, min(self.num_trials_per_iter,
                                                                 task.max_trials - task.submitted),
                                              self.num_trials_per_iter, builds_idle))
            cands = task.ctx.generate_measure_candidates()
        finally:
            with self._flights_lock:
                self._searching -= 1
        task._last_search_s = self.clock() - c0
        if cands is None:  # TVM's search: after 5 searches with nothing new to pick
            task.exhausted = True
            task.search_failed = task._empty_in_row == 0
            return
        cands = self._unmeasured(task, list(cands))
        if not cands:  # nothing new in this one: search again (no batch)
            task._search_s += time.perf_counter() - t0
            task._dropped_searches += 1
            task._empty_in_row += 1
            return
        task._empty_in_row = 0
        cands = cands[: task.max_trials - task.submitted]
        search_s, task._search_s = task._search_s + time.perf_counter() - t0, 0.0
        inputs = [BuilderInput(c.sch.mod, task.ctx.target) for c in cands]
        with self._flights_lock:  # a cut sees this batch, or this turn sees the cut
            if task.interrupted or task._budget_cut or (task.out_of_time and task.searched > 0):
                self._phases[threading.get_ident()] = f"dropped {task.name or 'the'} batch {task.searched + 1}"
                return  # searched after a stop or the deadline: nothing of it is built
            task.searched += 1
            task.submitted += len(cands)
            n = len(cands)
            flight = _InFlight(task, task.searched - 1, cands, search_s, stopped=[False] * n,
                               builder_results=[None] * n, results=[None] * n)
            self._flights.append(flight)
            self._phases[threading.get_ident()] = f"handed {task.name or 'the'} batch {task.searched} to the builder"
        if self.pipeline:  # build and run in the background; the next search starts now
            built = build_pool.submit(self._build, flight, inputs)
            flight.future = runner_pool.submit(self._run, flight, built)
        else:
            self._phase(f"building and measuring {task.name or 'the'} batch {task.searched}")
            flight.future = _done(self._run(flight, _done(self._build(flight, inputs))))
            self._join(flight)

    def _out_of_time(self, task: Task) -> bool:
        """Is no batch of the task to be searched: its deadline passed, or would before a search (as long
        as its last one) ended? A task not searched yet is searched past its deadline only while the run
        has measured nothing (each run measures at least one candidate). Marks the task out of time."""
        self._poll()  # stop requests and deadlines (without a watcher thread)
        if (task.deadline is not None and (task.searched > 0 or task._dropped_searches > 0 or self._measured_run > 0)
                and self.clock() + task._last_search_s >= task.deadline):
            task.out_of_time = True  # no new batch; what is in flight is cut at the deadline
        return task.out_of_time

    def _turns_at_once(self, started: list[Task], turn: Callable[[Task], None]) -> None:
        """Up to ``search_slots`` tasks take their turn at once, each in a search thread, round robin
        over the tasks that want more and have no turn running; returns when none wants more. A turn
        that raised raises here, once the turns running beside it have ended."""
        order = deque(started)
        running: dict[Future, Task] = {}
        with self._flights_lock:  # the turns' threads say what they do; this one waits
            self._phases.pop(threading.get_ident(), None)

        def one_turn(task: Task) -> None:
            try:
                turn(task)
            finally:
                with self._flights_lock:  # this thread's phase ends with its turn
                    self._phases.pop(threading.get_ident(), None)

        with ThreadPoolExecutor(max_workers=self.search_slots, thread_name_prefix="ms-search") as searchers:
            while True:
                busy = {id(t) for t in running.values()}  # Task is a dataclass: compared by value
                for _ in range(len(order)):
                    if len(running) >= self.search_slots:
                        break
                    task = order[0]
                    order.rotate(-1)
                    if task.wants_more and id(task) not in busy:
                        running[searchers.submit(one_turn, task)] = task
                        busy.add(id(task))
                if not running:
                    return
                done, _ = wait(list(running), return_when=FIRST_COMPLETED)
                for fut in done:
                    del running[fut]
                    fut.result()  # a turn that raised: the executor waits for the others, then this raises

    def run(self) -> list[int]:
        """Measure up to each task's ``max_trials`` candidates; returns how many each measured."""
        started: list[Task] = []
        flights = self._flights = deque()

        self._t0 = self.clock()
        self._measured_run = 0
        if self.heartbeat is not None:
            self.heartbeat.last = self._t0
            if self._status_thread:
                self.heartbeat.start()
        if self._status_thread:
            self._watcher = threading.Thread(target=self._watch, name="ms-watch", daemon=True)
            self._watcher.start()
        # a thread per batch in flight for its build and one for its run (each waits on its batch's
        # candidates; the batches share the builder's workers and the runner's slots); one each without
        # overlap_batches: a batch starts building once the one before is built, and runs after it
        threads = 2 + 2 * sum(1 + max(t.lag or 0, 1) for t in self.tasks) if self.overlap_batches else 1
        build_pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="ms-build")
        runner_pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="ms-runner")
        failed: str | None = None
        try:
            for task in self.tasks:
                if task.max_trials <= 0:
                    continue
                design_spaces = task.ctx.generate_design_space()
                # The search's own trial counter advances only when results are notified, which
                # lags when pipelined: give it headroom and count trials here instead.
                task.ctx.pre_tuning(task.max_trials + (max(task.lag or 0, 1) + 1) * self.num_trials_per_iter,
                                    self.num_trials_per_iter, design_spaces, task.database, task.cost_model)
                started.append(task)
            turn = partial(self._turn, build_pool=build_pool, runner_pool=runner_pool)
            if self.search_slots == 1:
                while any(t.wants_more for t in started):
                    for task in [t for t in started if t.wants_more]:
                        turn(task)
            else:
                self._turns_at_once(started, turn)
            while flights:  # every task is done: all are due (each cut at its deadline, or by a stop)
                self._join(flights[0])
        except BaseException as exc:  # an error, or a second signal: stop at once, keep what was measured
            failed = "a signal" if isinstance(exc, KeyboardInterrupt) else "an error"
            raise
        finally:
            if failed:
                self._stop(failed)
                while flights:
                    flight = flights[0]
                    try:
                        if flight.future is not None:
                            self._join(flight)
                    except BaseException:  # noqa: BLE001 - best effort while unwinding
                        pass
                    finally:
                        with self._flights_lock:
                            if flight in flights:
                                flights.remove(flight)
            cut = any(t.interrupted or t._budget_cut for t in self.tasks)
            if self.stopped_by is None and any(t.out_of_time for t in started):
                self.stopped_by = "budget"
            if self._watcher is not None:
                self._requests.put(_END)
                self._watcher.join()
                self._watcher = None
            if any(t.interrupted for t in self.tasks):  # a worker started while the stop ended the others
                self._end_workers(runner=True)
            for task in started:
                task.ctx.post_tuning()
            # after a cut, a build thread may still wait for a builder that cannot be interrupted (its
            # candidates are dropped when built): not waited for
            build_pool.shutdown(wait=not cut, cancel_futures=cut)
            runner_pool.shutdown(wait=not cut, cancel_futures=cut)
            with self._flights_lock:
                self._phases = {threading.get_ident(): "done" if self.stopped_by is None else
                                "stopped for the budget" if self.stopped_by == "budget" else
                                f"stopped by {self.stopped_by}"}
            if self.heartbeat is not None:
                self.heartbeat.stop(last=self.stopped_by is not None)
        return [t.submitted for t in self.tasks]


def _done(value: Any) -> Future:
    fut: Future = Future()
    fut.set_result(value)
    return fut


class TuningLoop:
    """One task alone (see :class:`TaskLoop`)."""

    def __init__(self, ctx: Any, builder: Any, runner: Any, database: Any, cost_model: Any,
                 num_trials_per_iter: int = 64, pipeline: bool = True,
                 on_batch: Callable[[BatchResult], None] | None = None,
                 log: Callable[[str], None] | None = None, hold_builds: bool = True,
                 overlap_batches: bool = True) -> None:
        self.task = Task(ctx, database, cost_model, 0, on_batch, log)
        self.builder, self.runner = builder, runner
        self.num_trials_per_iter, self.pipeline, self.hold_builds = num_trials_per_iter, pipeline, hold_builds
        self.overlap_batches = overlap_batches

    def tune(self, max_trials: int) -> int:
        """Measure up to ``max_trials`` candidates; returns how many were measured."""
        if max_trials <= 0:
            return 0
        self.task.max_trials = max_trials
        return TaskLoop([self.task], self.builder, self.runner, self.num_trials_per_iter, self.pipeline,
                        self.hold_builds, self.overlap_batches).run()[0]
