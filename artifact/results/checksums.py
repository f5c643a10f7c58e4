"""SHA256SUMS over a results directory (``sha256sum -c`` format) and its verification: what is
covered, how it is written and checked, and why no phase blesses an edit, are artifact.digest's
(one definition, shared with the phases below this package: tune, select, export, measure)."""

from __future__ import annotations

from pathlib import Path

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

__all__ = ["NOT_COVERED", "SIG_FILE", "SUMS_FILE", "check_unchanged", "covered_files", "open_for_writing", "outside_runs",
           "read_sums", "runs_with_sums", "verify", "write_sums"]


def runs_with_sums(root: Path) -> list[Path]:
    """The sub-folders of ``root`` that carry their own SHA256SUMS, where ``root`` has none (a folder of
    runs, such as a shipped ``traces/`` or ``traces-tp/`` folder, is checked run by run); [] otherwise."""
    if (root / SUMS_FILE).exists() or not root.is_dir():
        return []
    return sorted(d for d in root.iterdir() if d.is_dir() and not d.is_symlink() and (d / SUMS_FILE).is_file())


def outside_runs(root: Path, runs: list[Path]) -> list[str]:
    """The files of a folder of runs that none of its runs' SHA256SUMS covers (its README, manifest, page)."""
    names = {r.name for r in runs}
    return [f for f in covered_files(root) if f.split("/", 1)[0] not in names]
