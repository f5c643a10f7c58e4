"""CUTLASS's C++ headers, pinned by cuda/cutlass.lock (the ``nvidia-cutlass`` wheel and its SHA-256).

The wheel carries CUTLASS's source tree under ``cutlass_library/source/``; its ``include/`` (cutlass/
and cute/) is all the generated kernels need. It is downloaded hash-checked (``pip download
--require-hashes``, never installed) the first time a sweep is compiled, and extracted into a cache
shared by every sweep of the same lock: ``$ARTIFACT_CACHE`` or ``$XDG_CACHE_HOME/artifact`` or
``~/.cache/artifact``, then ``cutlass-headers/<first 16 hex digits of the lock's SHA-256>/include``.
``$ARTIFACT_CUTLASS_INCLUDE`` names another include directory (an offline machine's copy) instead.
Nothing is fetched at import time.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Callable

from ...digest import sha256_file
from ...errors import ArtifactError
from ...source import in_checkout

LOCK_NAME = "cutlass.lock"
WHEEL_INCLUDE = "cutlass_library/source/include/"  # where the wheel keeps the headers
INCLUDE_ENV = "ARTIFACT_CUTLASS_INCLUDE"
_MARKER = Path("cutlass") / "version.h"


def lock_path() -> Path:
    path = in_checkout("cuda", LOCK_NAME)
    if path is None or not path.is_file():
        raise ArtifactError(f"the CUTLASS headers are pinned by cuda/{LOCK_NAME}, which comes with the repository: "
                            f"run from a checkout of it, or set {INCLUDE_ENV} to a CUTLASS include directory")
    return path


def cache_root() -> Path:
    root = os.environ.get("ARTIFACT_CACHE")
    return Path(root) if root else Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "artifact"


def cache_dir(lock: Path) -> Path:
    """One folder per version of the lock."""
    return cache_root() / "cutlass-headers" / sha256_file(lock)[:16]


def version(include: Path) -> str:
    """CUTLASS's version from include/cutlass/version.h, e.g. ``4.2.0``."""
    try:
        text = (include / _MARKER).read_text(encoding="utf-8")
    except OSError as exc:
        raise ArtifactError(f"{include} is not a CUTLASS include directory (no {_MARKER})") from exc
    parts = [re.search(rf"#define CUTLASS_{p}\s+(\d+)", text) for p in ("MAJOR", "MINOR", "PATCH")]
    if not all(parts):
        raise ArtifactError(f"{include / _MARKER}: no CUTLASS_MAJOR/MINOR/PATCH")
    return ".".join(m.group(1) for m in parts if m)


def extract_include(wheel: Path, dest: Path) -> int:
    """The wheel's ``include/`` tree into ``dest`` (made whole, then renamed into place); file count."""
    tmp = dest.with_name(f"{dest.name}.tmp.{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    count = 0
    with zipfile.ZipFile(wheel) as zf:
        for name in zf.namelist():
            if not name.startswith(WHEEL_INCLUDE) or name.endswith("/"):
                continue
            rel = Path(name[len(WHEEL_INCLUDE):])
            if rel.is_absolute() or ".." in rel.parts:
                raise ArtifactError(f"{wheel.name}: unsafe path {name!r}")
            (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
            (tmp / rel).write_bytes(zf.read(name))
            count += 1
    if not (tmp / _MARKER).is_file():
        shutil.rmtree(tmp, ignore_errors=True)
        raise ArtifactError(f"{wheel.name} holds no {WHEEL_INCLUDE}{_MARKER.as_posix()}: not a CUTLASS wheel")
    dest.parent.mkdir(parents=True, exist_ok=True)
    try:
        tmp.rename(dest)  # a sweep beside this one may have filled the cache first: keep its copy
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)
        if not (dest / _MARKER).is_file():
            raise ArtifactError(f"could not place the CUTLASS headers in {dest}") from None
    return count


def fetch(lock: Path, dest: Path, echo: Callable[[str], None]) -> None:
    """Download the wheel of ``lock`` (hash-checked) and extract its headers into ``dest``."""
    echo(f"fetching the CUTLASS headers pinned in {lock}")
    wheels = dest.parent / f"cutlass-wheel.{os.getpid()}"
    wheels.mkdir(parents=True, exist_ok=True)
    try:
        cmd = [sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "-q", "--no-deps",
               "--require-hashes", "--only-binary=:all:", "-r", str(lock), "-d", str(wheels)]
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            last = (proc.stderr.strip().splitlines() or ["pip failed"])[-1]
            raise ArtifactError(f"the CUTLASS headers could not be downloaded ({last}); run where PyPI is reachable "
                                f"or set {INCLUDE_ENV} to a CUTLASS include directory")
        found = sorted(wheels.glob("*.whl"))
        if len(found) != 1:
            raise ArtifactError(f"{lock} should pin one wheel, pip downloaded {len(found)}")
        extract_include(found[0], dest)
    finally:
        shutil.rmtree(wheels, ignore_errors=True)


def include_dir(echo: Callable[[str], None] = print) -> Path:
    """The CUTLASS include directory: ``$ARTIFACT_CUTLASS_INCLUDE``, else the cache (fetched if empty)."""
    env = os.environ.get(INCLUDE_ENV)
    if env:
        path = Path(env)
        version(path)  # a clear error where it is not one
        return path
    lock = lock_path()
    dest = cache_dir(lock) / "include"
    if not (dest / _MARKER).is_file():
        fetch(lock, dest, echo)
    return dest
