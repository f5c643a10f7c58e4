"""SHA256SUMS over a results directory (``sha256sum -c`` format) and its verification: what is
covered, how it is written and checked, and why no phase blesses an edit, are artifact.digest's
(one definition, shared with the phases below this package: tune, select, export, measure)."""

from __future__ import annotations

from ..digest import (
    NOT_COVERED,
    SIG_FILE,
    SUMS_FILE,
    check_unchanged,
    covered_files,
    open_for_writing,
    read_sums,
    verify,
    write_sums,
)

__all__ = ["NOT_COVERED", "SIG_FILE", "SUMS_FILE", "check_unchanged", "covered_files", "open_for_writing", "read_sums",
           "verify", "write_sums"]
