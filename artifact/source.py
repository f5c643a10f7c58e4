"""The repository checkout the package runs from, if any, and what provenance reads from it.

The package itself needs no checkout: catalogs and the power-cap table are package data
(artifact/data/). A checkout adds what only a checkout has: the driver's C++ sources (cuda/), the
lock file (requirements.lock), the shipped reference results (data/reference/) and the git commit
that the provenance manifest names. Where the package is installed without one, those are absent
and said to be absent (None), never guessed.
"""

from __future__ import annotations

import functools
import subprocess
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIR = PACKAGE_DIR / "data"  # package data: catalogs/, power_caps.csv


@functools.cache
def checkout() -> Path | None:
    """The repository root this package was imported from (an editable install or a source tree)."""
    root = PACKAGE_DIR.parent
    return root if (root / "requirements.lock").is_file() and (root / "cuda").is_dir() else None


def in_checkout(*parts: str) -> Path | None:
    """A path inside the checkout, or None without one."""
    root = checkout()
    return root.joinpath(*parts) if root is not None else None


def git(*args: str) -> str:
    """``git args`` in the checkout ("" without a checkout or without git)."""
    root = checkout()
    if root is None:
        return ""
    try:
        return subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=False).stdout.strip()
    except OSError:
        return ""


def package_versions(names: tuple[str, ...]) -> dict[str, str | None]:
    """The installed version of each distribution (None where it is not installed), for provenance."""
    from importlib import metadata

    out: dict[str, str | None] = {}
    for name in names:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = None
    return out

