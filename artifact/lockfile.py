"""The installed versions against requirements.lock (the one source of versions for `make setup`,
the Docker image and the provenance manifest). Parsing is scripts/install_lock.py's own."""

from __future__ import annotations

import importlib.util
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "requirements.lock"


def _install_lock() -> Any:
    spec = importlib.util.spec_from_file_location("install_lock", ROOT / "scripts" / "install_lock.py")
    mod = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


def lock_versions(lock: Path = LOCK) -> dict[str, str]:
    """{canonical name: locked version} of the entries whose marker holds for this interpreter."""
    il = _install_lock()
    out = {}
    for e in il.parse_lock(str(lock)):
        if e["marker"] is None or il.Marker(e["marker"]).evaluate():
            out[il.canonical(e["name"])] = e["version"]
    return out


def compare_installed(lock: Path = LOCK) -> list[tuple[str, str, str | None]]:
    """(name, locked, installed or None) for every applicable lock entry."""
    rows = []
    for name, version in sorted(lock_versions(lock).items()):
        try:
            have: str | None = metadata.version(name)
        except metadata.PackageNotFoundError:
            have = None
        rows.append((name, version, have))
    return rows
