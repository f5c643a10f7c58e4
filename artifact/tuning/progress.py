"""Tuning progress: one console line per measured batch (trials, best GFLOP/s, speed, time left; a batch
cut short by the budget or a signal says how many of its candidates it kept), and status lines while a
batch builds and runs (candidates built and measured, best so far, what the loop does)."""

from __future__ import annotations

import math
import re
import time
from typing import TYPE_CHECKING, Any, Callable

from ..catalog import Case
from ..schema.tunedb import valid_run_secs
from .stopping import check_stop

if TYPE_CHECKING:
    from tvm_patches.heartbeat import FlightStatus, LoopStatus

Echo = Callable[[str], None]


class RateMeter:
    """Trials per minute and trials left over every case of one tuning run (cases may take turns)."""

    def __init__(self) -> None:
        self.t0 = time.perf_counter()
        self.added = 0
        self.remaining = 0
        self.cases = 1  # cases tuned in the run: with several, a case's line says the rate and time left are the run's

    def restart(self) -> None:
        self.t0, self.added = time.perf_counter(), 0

    def count(self) -> None:
        self.added += 1
        self.remaining = max(0, self.remaining - 1)

    @property
    def per_min(self) -> float:
        elapsed = time.perf_counter() - self.t0
        return 60.0 * self.added / elapsed if elapsed > 0 else 0.0

class Progress:
    """One console line per measured batch: trials, best GFLOP/s, speed, time left."""

    def __init__(self, case: Case, budget: int, done_before: int, best_s: float, echo: Echo,
                 meter: RateMeter | None = None) -> None:
        self.case, self.budget, self.done = case, budget, done_before
        self.start_done = done_before
        self.best_s = best_s
        self.failed = 0
        self.stopped = 0  # candidates whose timing stopped early (their run time a lower bound)
        self.echo = echo
        self.meter = meter or RateMeter()
        self.batches: list[dict[str, Any]] = []  # per batch: search_s, build_s, run_s, ..., cut (patched loop)
        # a signal's stop takes effect at the next batch (TVM's own loop); False where the loop stops itself
        self.stop_between_batches = True

    def gflops(self, run_s: float) -> float:
        return self.case.flops / run_s / 1e9

    def add(self, run_secs: list[list[float] | None], timing: dict[str, Any] | None = None,
            stopped: list[bool] | None = None, cut: str | None = None, candidates: int | None = None) -> None:
        """A joined batch: its candidates' run times (None: failed); ``cut``: why the batch was cut short
        (its ``candidates`` minus these were dropped, never measured)."""
        if timing:
            # joined_at_s: when this batch's results came in, seconds from the start of the run
            self.batches.append({**timing, "joined_at_s": round(time.perf_counter() - self.meter.t0, 2)})
        for i, secs in enumerate(run_secs):
            self.done += 1
            self.meter.count()
            if secs is None or not valid_run_secs(secs):
                self.failed += 1
                continue
            if stopped and stopped[i]:  # a lower bound: never the best
                self.stopped += 1
                continue
            self.best_s = min(self.best_s, sorted(secs)[len(secs) // 2])
        rate = self.meter.per_min
        left = self.meter.remaining / rate * 60.0 if rate > 0 else math.inf
        best = (f"best {self.case.flops / self.best_s / 1e9:,.0f} GFLOP/s ({self.best_s * 1e6:,.1f} us)"
                if math.isfinite(self.best_s) else "no valid kernel yet")
        speed = (f"{rate:5.1f} trials/min | {fmt_s(left)} left" if self.meter.cases <= 1 else
                 f"run of {self.meter.cases} cases: {rate:.1f} trials/min, {fmt_s(left)} left")
        self.echo(f"  {self.case.case_id}: {self.done:>5}/{self.budget} trials | {best} | {speed} | {self.failed} failed"
                  + (f", {self.stopped} stopped early" if self.stopped else "")
                  + (f" | batch cut short {why(cut)}: {len(run_secs)} of its {candidates} candidates measured and kept"
                     if cut else ""))
        if self.stop_between_batches:
            check_stop()  # a stop asked for by a signal takes effect here, between batches


def why(reason: str) -> str:
    """A stop's reason in words: "for the budget", "by SIGTERM"."""
    return "for the budget" if reason == "budget" else f"by {reason}"


# More batches than this that are measured and wait for their case's turn to be joined (several cases
# taking turns) are counted in a status line, not each named.
LISTED_WAITING = 3


def _waits_for_join(f: FlightStatus, phase: str) -> bool:
    """Has the batch nothing left to build or run (measured whole, or cut with what was built measured),
    and is it not the one the loop's phase names?"""
    finished = f.measured >= f.built and (f.cut is not None or f.measured >= f.candidates)
    return finished and re.search(rf"(?<!\S){re.escape(f.task)} batch {f.index + 1}\b", phase) is None


def status_line(status: LoopStatus, progress: dict[str, Progress]) -> str:
    """One line while batches build and run: per batch in flight (handed to the builder, not yet joined),
    candidates built and measured (failed, stopped early; cut short), and the best GFLOP/s of its case so
    far; then what the loop does (searching, waiting for a batch, joining it), and while it stops, why.
    With more than LISTED_WAITING batches measured and waiting for their case's next turn (many cases),
    those are counted, not named."""
    waiting = [f for f in status.flights if _waits_for_join(f, status.phase)]
    listed = status.flights if len(waiting) <= LISTED_WAITING else [f for f in status.flights if f not in waiting]
    parts = []
    for f in listed:
        p = progress.get(f.task)
        extra = ", ".join(x for x in (f"{f.failed} failed" if f.failed else "",
                                      f"{f.stopped} stopped early" if f.stopped else "") if x)
        best_s = min(status.best_s.get(f.task, math.inf), p.best_s if p else math.inf)
        best = (f"best {p.gflops(best_s):,.0f} GFLOP/s" if p and math.isfinite(best_s) else "no valid kernel yet")
        parts.append(f"{f.task} batch {f.index + 1}" + (f" (cut short {why(f.cut)})" if f.cut else "")
                     + f": {f.built}/{f.candidates} built, {f.measured}/{f.candidates} measured"
                     + (f" ({extra})" if extra else "") + f", {best}")
    if len(listed) < len(status.flights):
        parts.append(f"{len(waiting)} more batches measured, of {len({f.task for f in waiting})} cases, "
                     "each joined at its case's next turn")
    phase = status.phase
    if status.stopping and not phase.startswith("stopped"):
        phase = f"stopping {why(status.stopping)}: {phase}"
    return (f"  [{fmt_s(status.elapsed_s)}] " + (" | ".join(parts) if parts else "no batch in flight")
            + f" | {phase}")


def fmt_s(s: float) -> str:
    if not math.isfinite(s):
        return "?"
    s = int(round(s))
    return f"{s // 3600}h{s % 3600 // 60:02d}m" if s >= 3600 else f"{s // 60}m{s % 60:02d}s"
