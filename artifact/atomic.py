"""Atomic file writes: a reader sees the old file or the whole new one, never half of one."""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from .errors import ArtifactError


def ensure_writable_dir(path: Path) -> Path:
    """Create ``path`` (and parents) and check that files can be written in it."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path, prefix=".write-test-"):
            pass
    except OSError as exc:
        raise ArtifactError(f"output directory {path} is not writable: {exc.strerror or exc}") from exc
    return path


def inside_results(root: Path, path: Path, what: str) -> Path:
    """``path``, under ``root``, reached without a symbolic link: a link planted in a results directory
    (``measure/``, ``analysis/``, a cap's directory) never sends a write (as root, when caps are set)
    out of it. ``root`` itself may be a link: the user chose it."""
    rel = Path(os.path.relpath(os.path.abspath(path), os.path.abspath(root)))
    if rel.parts[:1] == ("..",):
        raise ArtifactError(f"{what} {path} is outside the results directory {root}")
    cur = Path(root)
    for part in rel.parts if rel != Path(".") else ():
        cur = cur / part
        if cur.is_symlink():
            raise ArtifactError(f"{what} {path}: {cur} is a symbolic link (to {os.readlink(cur)}); nothing is written "
                                f"through a link in a results directory: remove it")
        if cur.exists() and not cur.is_dir() and cur != Path(path):
            raise ArtifactError(f"{what} {path}: {cur} is a file, not a directory")
    return path


def new_file_mode() -> int:
    """The mode open() gives a new file: 0o666 less the process's umask (read from /proc where it can
    be, so that the umask is never changed, even for an instant, under other threads)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return 0o666 & ~int(line.split()[1], 8)
    except OSError:
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


@contextlib.contextmanager
def atomic_path(path: Path) -> Iterator[Path]:
    """Yield a temporary path next to ``path``; rename it over ``path`` only if the block succeeds.
    The file gets the mode of any new file (umask), not mkstemp's 0600: other users, such as the
    container's user of the Docker runner, read what the artifact writes (kernel.json, records)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, new_file_mode())
    finally:
        os.close(fd)
    tmp_path = Path(tmp)
    try:
        yield tmp_path
        os.replace(tmp_path, path)
    finally:
        if tmp_path.exists():
            tmp_path.unlink()


def write_text(path: Path, text: str) -> None:
    with atomic_path(path) as tmp:
        tmp.write_text(text, encoding="utf-8")


def write_bytes(path: Path, data: bytes) -> None:
    with atomic_path(path) as tmp:
        tmp.write_bytes(data)


def _json_default(obj: Any) -> Any:
    """numpy/pandas scalars (as found in analysis tables) as plain JSON values."""
    if hasattr(obj, "item"):
        return obj.item()
    if hasattr(obj, "tolist"):
        return obj.tolist()
    raise TypeError(f"{type(obj).__name__} is not JSON serializable")


def write_json(path: Path, obj: Any) -> None:
    write_text(path, json.dumps(obj, indent=2, sort_keys=False, default=_json_default, allow_nan=False) + "\n")


def read_json(path: Path, what: str) -> Any:
    """Read a JSON file (gzip-compressed where its name ends in .gz), turning a missing or corrupt file
    into a one-line ArtifactError."""
    try:
        if path.suffix == ".gz":
            with gzip.open(path, "rt", encoding="utf-8") as f:
                return json.load(f)
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise ArtifactError(f"{what} not found: {path}") from exc
    except (json.JSONDecodeError, UnicodeDecodeError, gzip.BadGzipFile, EOFError) as exc:
        raise ArtifactError(f"{what} {path} is corrupt (not valid JSON: {exc})") from exc
    except RecursionError as exc:
        raise ArtifactError(f"{what} {path} is corrupt (nested too deeply to be one of the artifact's files)") from exc
    except IsADirectoryError as exc:
        raise ArtifactError(f"{what} {path} is a directory, not a file") from exc


STALE_DIR = "stale"  # set_aside's folder for records of what is measured again (another kernel, another torch call)


def set_aside(paths: Iterable[Path], into: str) -> list[Path]:
    """Move each record into ``<its directory>/<into>/`` (``<key>.json``, else ``<key>.1.json``, ...), where no
    plan or table reads it (kept as evidence); returns the new paths."""
    moved = []
    for path in paths:
        dest_dir = path.parent / into
        dest_dir.mkdir(exist_ok=True)
        dest, n = dest_dir / path.name, 0
        while dest.exists():
            n += 1
            dest = dest_dir / f"{path.stem}.{n}{path.suffix}"
        path.rename(dest)
        moved.append(dest)
    return moved
