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
