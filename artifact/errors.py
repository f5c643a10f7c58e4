"""The one exception type the CLI turns into a one-line message and a non-zero exit."""

from __future__ import annotations


class ArtifactError(Exception):
    """A user-facing error: bad input, a missing prerequisite or a failed check.

    The message is printed as one line, prefixed with ``error:``; ``exit_code`` is the status.
    """

    def __init__(self, message: str, exit_code: int = 2) -> None:
        super().__init__(message)
        self.exit_code = exit_code


# The measurement's failures, one type per exit code of driver_contract.json (``exit_codes``), as the
# in-process library (artifact.measure.inprocess) reports them; ``exit_code`` is the contract's code.
class MeasurementInputError(ArtifactError):
    """Bad input to a measurement (exit code ``usage``), found before the GPU is touched."""


class GateFailedError(ArtifactError):
    """A kernel's output failed its correctness gate (exit code ``gate_failed``); nothing was measured."""


class DeviceCallError(ArtifactError):
    """A CUDA or NVML call failed (exit code ``device``); the message names the call and its code."""


class Interrupted(KeyboardInterrupt):
    """SIGINT, SIGTERM or SIGHUP reached the run: it stops like after Ctrl-C (every ``finally`` runs, a
    capped GPU is restored) and exits with the shell's status for that signal, 128 + its number."""

    def __init__(self, signum: int) -> None:
        import signal

        super().__init__(f"signal {signal.Signals(signum).name}")
        self.signum = signum
        self.exit_code = 128 + signum


def interrupt_exit_code(exc: BaseException) -> int:
    """The exit status of a run stopped by ``exc``: 128 + the signal's number; 130 for a plain Ctrl-C."""
    return int(getattr(exc, "exit_code", 130))
