"""A tuning run stopped by a signal: the first SIGINT, SIGTERM or SIGHUP asks for a stop, taken
between batches (no exception is raised inside TVM's C++ code); a second stops at once."""

from __future__ import annotations

import contextlib
import signal
import threading
from typing import Any, Callable, Iterator

from ..errors import Interrupted

Echo = Callable[[str], None]

_STOP: dict[str, int | None] = {"signal": None}  # set by graceful_stop's handler


def check_stop() -> None:
    """Raise KeyboardInterrupt if a signal asked the run to stop (called between batches)."""
    if _STOP["signal"] is not None:
        raise Interrupted(_STOP["signal"])


@contextlib.contextmanager
def graceful_stop(echo: Echo = print) -> Iterator[None]:
    """SIGINT, SIGTERM (``timeout``, a batch scheduler) and SIGHUP end a tuning run cleanly: the
    first only asks for a stop, which takes effect after the batch being measured (the check in
    Progress.add), so no exception is raised inside TVM's C++ code (that gave TVM tracebacks and
    crashes); the batch is joined, runs.json written, and the CLI exits 130. A second signal
    stops at once."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def _handler(signum: int, frame: Any) -> None:
        if _STOP["signal"] is not None:
            raise Interrupted(signum)
        _STOP["signal"] = signum
        with contextlib.suppress(RuntimeError):  # a print interrupted by the signal: no second one now
            echo(f"{signal.Signals(signum).name}: stopping after the batch being measured (again to stop at once)")

    sigs = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
    old = {sig: signal.signal(sig, _handler) for sig in sigs}
    _STOP["signal"] = None
    try:
        yield
        check_stop()
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)
        _STOP["signal"] = None


def stop_signal() -> int | None:
    """The signal that asked for a stop, if one did."""
    return _STOP["signal"]
