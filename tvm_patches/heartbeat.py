"""Status of a tuning loop while a batch builds and runs: what a progress line is made of.

TVM's task scheduler reports nothing until a batch has been built, run and joined; for large
kernels (a 4096x11008x4096 GEMM: ~40 s of builds, then ~5 min of runs per 64 candidates) that is
minutes of silence that look like a hang. :class:`Heartbeat` hands a :class:`LoopStatus` snapshot
(per batch in flight: candidates built, measured, failed, stopped early; the best run time so far)
to a callback at least every ``interval_s`` seconds of its ``clock``: its thread wakes when the
next line is due, and the loop polls it at every candidate built or measured.
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


@dataclass(frozen=True)
class LoopStatus:
    flights: tuple[FlightStatus, ...]
    best_s: dict[str, float]  # per task: the best run time measured so far (inf: none yet)
    phase: str  # what the loop's turns do: "searching <task> batch k", "joining ...", "waiting for ..." ("; " between several)
    elapsed_s: float  # since the loop started


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

    def poll(self) -> bool:
        """Emit a line if one is due; True if it did."""
        with self._lock:
            now = self.clock()
            if now - self.last < self.interval_s:
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

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
