"""Status of a tuning loop while a batch builds and runs: what a progress line is made of.

TVM's task scheduler reports nothing until a batch has been built, run and joined; for large
kernels (a 4096x11008x4096 GEMM: ~40 s of builds, then ~5 min of runs per 64 candidates) that is
minutes of silence that look like a hang. :class:`Heartbeat` hands a :class:`LoopStatus` snapshot
(per batch in flight: candidates built, measured, failed, stopped early; the best run time so far)
to a callback at least every ``interval_s`` seconds of its ``clock``: its thread wakes when the
next line is due, and the loop polls it at every candidate built or measured. The loop forces a line
when a budget or a stop cuts its batches short, and a last one when it stops for either.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class FlightStatus:
    """One batch sent to the builder and not yet joined."""

    task: str
    index: int  # the task's batch number, from 0
    candidates: int
    built: int
    measured: int
    failed: int  # of measured: failed to build or run
    stopped: int  # of measured: timing stopped early (a lower bound, tvm_patches/evaluator.py)
    cut: str | None = None  # why the batch was cut short ("budget", or a stop's reason): nothing more is built or run


@dataclass(frozen=True)
class LoopStatus:
    """One consistent snapshot: a batch that the phase names ("waiting for <task> batch k", "joining ...")
    is among ``flights``, which lists every batch handed to the builder and not yet joined."""

    flights: tuple[FlightStatus, ...]
    best_s: dict[str, float]  # per task: the best run time measured so far (inf: none yet)
    # what the loop's turns do ("; " between several): "searching <task> batch k", "waiting for <task> batch k"
    # (its builds and runs), "joining <task> batch k", "joined ...", "handed <task> batch k to the builder";
    # at the end "done", "stopped for the budget" or "stopped by <reason>"
    phase: str
    elapsed_s: float  # since the loop started
    stopping: str | None = None  # why the loop is stopping: "budget" or a stop's reason (e.g. "SIGTERM"); None: it is not


class Heartbeat:
    """Calls ``emit(status())`` whenever ``interval_s`` of ``clock`` passed since the last call.

    ``poll()`` emits if a line is due; :meth:`start` runs a thread that polls when the next line is
    due (with a real clock; with an injected clock, callers poll). Thread-safe."""

    def __init__(self, status: Callable[[], LoopStatus], emit: Callable[[LoopStatus], None],
                 interval_s: float = 10.0, clock: Callable[[], float] = time.monotonic) -> None:
        if interval_s <= 0:
            raise ValueError(f"heartbeat interval must be positive, got {interval_s}")
        self.status, self.emit, self.interval_s, self.clock = status, emit, interval_s, clock
        self.last = clock()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def due_in(self) -> float:
        return self.last + self.interval_s - self.clock()

    def poll(self, force: bool = False) -> bool:
        """Emit a line if one is due (``force``: now); True if it did. Never once stopped."""
        with self._lock:
            now = self.clock()
            if self._stop.is_set() or (not force and now - self.last < self.interval_s):
                return False
            self.last = now
            self.emit(self.status())
            return True

    def start(self) -> None:
        def beat() -> None:
            while not self._stop.wait(max(0.01, self.due_in())):
                self.poll()

        self._thread = threading.Thread(target=beat, name="ms-heartbeat", daemon=True)
        self._thread.start()

    def stop(self, last: bool = False) -> None:
        """No line after this; ``last``: one more line first (the loop's final status)."""
        if last:
            self.poll(force=True)
        with self._lock:  # a poll in progress ends first; none emits after
            self._stop.set()
        if self._thread is not None:
            self._thread.join()
