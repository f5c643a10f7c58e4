"""A tuning run stopped by a signal: the first SIGINT, SIGTERM or SIGHUP asks for a stop (no exception
is raised inside TVM's C++ code); a second stops at once.

The patched tuning loop (tvm_patches.pipeline.TaskLoop) hears of the first at once, through
:func:`on_stop`: the signal's byte, written by Python's C-level handler to a pipe
(``signal.set_wakeup_fd``), wakes a relay thread even while the main thread is inside TVM's search, where
the Python handler only runs once the search returns. The loop then cuts its batches short, keeping what
was measured. TVM's own loop (the stock scheduler) stops between batches (:func:`check_stop`).

A signal that comes within :data:`REPEAT_S` of the first is the same stop, not a second one: ``timeout``
sends its signal to the command and then to the command's whole process group, so the command gets it
twice within microseconds, and that copy must not end the run before it has joined what it measured. A
second signal's stop at once waits while :func:`deferred` holds it off (the loop's commit of a batch's
measured candidates), then raises; a third one raises at once (a commit that hangs)."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from typing import Any, Callable, Iterator

from ..errors import Interrupted

Echo = Callable[[str], None]

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
REPEAT_S = 1.0  # a stop signal this soon after the first is the same stop (timeout's copy to the process group)
_STOP: dict[str, int | None] = {"signal": None, "relayed": None}  # set by graceful_stop's handler, its relay
_LISTENERS: list[Callable[[int], None]] = []
_clock = time.monotonic
# the first stop signal's time (graceful_stop's handler); how many deferred() blocks hold a second one off, and
# the second signal that came during them (raised as they end)
_STATE: dict[str, Any] = {"first_at": None, "deferring": 0, "pending": None}
_DEFERRING = threading.Lock()  # deferred() blocks may be entered and left by several threads (searches at once)


def check_stop() -> None:
    """Raise KeyboardInterrupt if a signal asked the run to stop (called between batches)."""
    if (signum := _STOP["signal"] or _STOP["relayed"]) is not None:
        raise Interrupted(signum)


@contextlib.contextmanager
def graceful_stop(echo: Echo = print) -> Iterator[None]:
    """SIGINT, SIGTERM (``timeout``, a batch scheduler) and SIGHUP end a tuning run cleanly: the
    first only asks for a stop (no exception is raised inside TVM's C++ code, which gave TVM
    tracebacks and crashes): the patched loop cuts its batches at once, keeping the candidates measured
    (:func:`on_stop`); TVM's own loop stops after the batch being measured (the check in Progress.add).
    runs.json is written, and the CLI exits with the signal's status (130, 143, 129). A second signal
    stops at once."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def _handler(signum: int, frame: Any) -> None:
        if _STOP["signal"] is not None:
            if _clock() - _STATE["first_at"] < REPEAT_S:
                return  # the same stop (timeout's copy of its signal to the process group)
            if _STATE["deferring"] and _STATE["pending"] is None:
                _STATE["pending"] = signum  # raised when the commit in progress ends (deferred); a third: now
                return
            raise Interrupted(signum)
        _STOP["signal"], _STATE["first_at"] = signum, _clock()
        with contextlib.suppress(RuntimeError):  # a print interrupted by the signal: no second one now
            echo(f"{signal.Signals(signum).name}: stopping, the candidates measured are kept (again to stop at once)")

    _STOP["signal"] = _STOP["relayed"] = None
    _STATE.update(first_at=None, deferring=0, pending=None)
    read_fd, write_fd = os.pipe()
    os.set_blocking(write_fd, False)
    relay = threading.Thread(target=_relay, args=(read_fd,), name="stop-relay", daemon=True)
    relay.start()
    old_fd = signal.set_wakeup_fd(write_fd, warn_on_full_buffer=False)
    old = {sig: signal.signal(sig, _handler) for sig in STOP_SIGNALS}
    try:
        yield
        check_stop()
    finally:
        signal.set_wakeup_fd(old_fd)
        for sig, handler in old.items():
            signal.signal(sig, handler)
        os.close(write_fd)  # the relay reads the end of the pipe and returns
        relay.join()
        os.close(read_fd)
        _STOP["signal"] = _STOP["relayed"] = None
        _STATE.update(first_at=None, deferring=0, pending=None)


@contextlib.contextmanager
def deferred() -> Iterator[None]:
    """Within the block (the tuning loop's commit of a batch's measured candidates: database, cost model,
    runs.json), a second stop signal does not raise where it lands; it raises as the outermost block ends
    (not over an error the block raised: that error goes on, and the first stop still ends the run)."""
    with _DEFERRING:
        _STATE["deferring"] += 1
    try:
        yield
    finally:
        with _DEFERRING:
            _STATE["deferring"] -= 1
            signum = _STATE["pending"] if not _STATE["deferring"] else None
            if signum is not None:
                _STATE["pending"] = None
        if signum is not None and sys.exc_info()[0] is None:
            raise Interrupted(signum)


def _relay(read_fd: int) -> None:
    """Hand each stop signal, as it arrives, to the :func:`on_stop` listeners (in this thread)."""
    while data := os.read(read_fd, 64):
        for signum in data:
            if signum in STOP_SIGNALS:
                _STOP["relayed"] = _STOP["relayed"] or signum
                for listener in list(_LISTENERS):
                    with contextlib.suppress(Exception):  # a listener's failure must not end the relay
                        listener(signum)


@contextlib.contextmanager
def on_stop(listener: Callable[[int], None]) -> Iterator[None]:
    """Within the block, ``listener(signum)`` is called (from a thread of its own) as soon as a stop
    signal arrives, and at once if one already did."""
    _LISTENERS.append(listener)
    try:
        if (signum := _STOP["relayed"] or _STOP["signal"]) is not None:
            listener(signum)
        yield
    finally:
        _LISTENERS.remove(listener)


def stop_signal() -> int | None:
    """The signal that asked for a stop, if one did."""
    return _STOP["signal"] or _STOP["relayed"]
