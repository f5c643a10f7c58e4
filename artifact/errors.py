"""The one exception type the CLI turns into a one-line message and a non-zero exit."""

from __future__ import annotations


class ArtifactError(Exception):
    """A user-facing error: bad input, a missing prerequisite or a failed check.

    The message is printed as one line, prefixed with ``error:``; ``exit_code`` is the status.
    """

    def __init__(self, message: str, exit_code: int = 2) -> None:
        super().__init__(message)
        self.exit_code = exit_code
