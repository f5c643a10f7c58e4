"""SHA256SUMS over a results directory (``sha256sum -c`` format) and its verification.

Covered: every CSV, figure and manifest under analysis/, every measurement record
(<case>/measure/<cap>/*.json), and the inputs they came from (<case>/tune/database_*.json,
<case>/selection.json, <case>/case.json, <case>/export/export.json). Verification fails on any
altered, missing or extra covered file, naming each one.
"""

from __future__ import annotations

import fnmatch
from pathlib import Path

from ..atomic import write_text
from ..digest import sha256_file
from ..errors import ArtifactError

SUMS_FILE = "SHA256SUMS"
PATTERNS = (
    "analysis/*", "analysis/*/*", "analysis/*/*/*",
    "*/measure/*/*.json",
    "*/tune/database_workload.json", "*/tune/database_tuning_record.json", "*/tune/runs.json",
    "*/selection.json", "*/case.json", "*/export/export.json",
)


def covered_files(root: Path) -> list[str]:
    out = set()
    for p in root.rglob("*"):
        if not p.is_file() or p.name.startswith("."):
            continue
        rel = p.relative_to(root).as_posix()
        if rel == SUMS_FILE or "/.specs/" in rel:
            continue
        if any(fnmatch.fnmatchcase(rel, pat) and rel.count("/") == pat.count("/") for pat in PATTERNS):
            out.add(rel)
    return sorted(out)


def write_sums(root: Path) -> int:
    files = covered_files(root)
    write_text(root / SUMS_FILE, "".join(f"{sha256_file(root / f)}  {f}\n" for f in files))
    return len(files)


def verify(root: Path) -> tuple[list[str], list[str], list[str], int]:
    """(altered, missing, extra, n_ok) of the covered files of ``root`` against its SHA256SUMS."""
    sums = root / SUMS_FILE
    if not sums.exists():
        raise ArtifactError(f"{sums} not found: run `make analyze` first (it writes the checksums)")
    listed: dict[str, str] = {}
    for n, line in enumerate(sums.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        parts = line.split("  ", 1)
        if len(parts) != 2 or len(parts[0]) != 64:
            raise ArtifactError(f"{sums} line {n} is not '<sha256>  <path>'")
        listed[parts[1]] = parts[0]
    altered, missing, ok = [], [], 0
    for rel, digest in listed.items():
        p = root / rel
        if not p.is_file():
            missing.append(rel)
        elif sha256_file(p) != digest:
            altered.append(rel)
        else:
            ok += 1
    extra = [f for f in covered_files(root) if f not in listed]
    return altered, missing, extra, ok
