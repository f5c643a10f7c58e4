"""SHA256SUMS over a results directory (``sha256sum -c`` format) and its verification.

Covered: every file under the results directory, at any depth, dot-files included: the analysis
(CSVs, figures, manifest), every measurement record and driver log, and everything they came from
(tuning records and logs, selection.json, case.json, the export: kernel.cu, the measured cubins,
kernel.json, export/reference/*.bin, export.json). Only SHA256SUMS itself (and its optional
signature SHA256SUMS.sig, see artifact.results.signing) is left out. A symbolic
link is refused (its target could change without the file changing). Verification fails on any
altered, missing or extra file, naming each one.

The file is ``sha256sum`` compatible both ways: ``sha256sum -c SHA256SUMS`` checks what ``analyze``
wrote, and ``verify`` reads what ``sha256sum`` or ``sha256sum -b`` writes (``HASH  path`` and
``HASH *path`` lines, and ``\\``-escaped names).
"""

from __future__ import annotations

import os
import re
from pathlib import Path, PurePosixPath

from ..atomic import write_text
from ..digest import sha256_file
from ..errors import ArtifactError
from ..layout import SIG_FILE, SUMS_FILE  # SHA256SUMS and its optional signature (artifact.results.signing)

NOT_COVERED = frozenset({SUMS_FILE, SIG_FILE})
_LINE_RE = re.compile(r"(\\?)([0-9a-fA-F]{64}) [ *](.+)")


def _walk(root: Path) -> tuple[list[str], list[str]]:
    """(regular files, symbolic links and other non-regular entries), as sorted relative posix paths."""
    files: list[str] = []
    odd: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        base = Path(dirpath)
        for name in list(dirnames):
            if (base / name).is_symlink():
                odd.append((base / name).relative_to(root).as_posix())
                dirnames.remove(name)
        for name in filenames:
            p = base / name
            rel = p.relative_to(root).as_posix()
            if rel in NOT_COVERED:
                continue
            (files if p.is_file() and not p.is_symlink() else odd).append(rel)
    return sorted(files), sorted(odd)


def covered_files(root: Path) -> list[str]:
    return _walk(root)[0]


def _escape(name: str) -> tuple[str, str]:
    """GNU sha256sum's escaping of a file name with a backslash or a newline."""
    if "\\" in name or "\n" in name or "\r" in name:
        return "\\", name.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")
    return "", name


def _unescape(name: str) -> str:
    out, i = [], 0
    while i < len(name):
        c = name[i]
        if c == "\\" and i + 1 < len(name):
            nxt = name[i + 1]
            out.append({"\\": "\\", "n": "\n", "r": "\r"}.get(nxt, "\\" + nxt))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def write_sums(root: Path) -> int:
    files, odd = _walk(root)
    if odd:
        raise ArtifactError(f"{root} holds symbolic link(s) or special file(s), which checksums cannot cover: "
                            f"{', '.join(odd[:5])}; replace them with copies")
    (root / SIG_FILE).unlink(missing_ok=True)  # a signature of the old SHA256SUMS
    lines = []
    for f in files:
        prefix, name = _escape(f)
        lines.append(f"{prefix}{sha256_file(root / f)}  {name}\n")
    write_text(root / SUMS_FILE, "".join(lines))
    return len(files)


def _safe_rel(rel: str) -> bool:
    p = PurePosixPath(rel)
    return bool(rel) and not p.is_absolute() and ".." not in p.parts and "\0" not in rel


def read_sums(sums: Path) -> dict[str, str]:
    """{relative path: sha256} of a SHA256SUMS file (text or binary mode lines, escaped names)."""
    try:
        text = sums.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ArtifactError(f"{sums} is not UTF-8 text (byte {exc.start})") from exc
    listed: dict[str, str] = {}
    for n, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        m = _LINE_RE.fullmatch(line.rstrip("\r"))
        if not m:
            raise ArtifactError(f"{sums} line {n} is not '<sha256>  <path>' or '<sha256> *<path>'")
        name = _unescape(m.group(3)) if m.group(1) else m.group(3)
        if name.startswith("./"):
            name = name[2:]
        if not _safe_rel(name):
            raise ArtifactError(f"{sums} line {n} names {name!r}, not a path inside the results directory")
        if name in listed and listed[name] != m.group(2).lower():
            raise ArtifactError(f"{sums} line {n} lists {name} a second time with another checksum")
        listed[name] = m.group(2).lower()
    return listed


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


def verify(root: Path) -> tuple[list[str], list[str], list[str], int]:
    """(altered, missing, extra, n_ok) of the files of ``root`` against its SHA256SUMS."""
    sums = root / SUMS_FILE
    if not sums.is_file():
        raise ArtifactError(f"{sums} not found: run `make analyze` first (it writes the checksums)")
    listed = read_sums(sums)
    files, odd = _walk(root)
    altered, missing, ok = [], [], 0
    for rel, digest in listed.items():
        p = root / rel
        if p.is_symlink() or (p.exists() and not p.is_file()):
            altered.append(rel)
        elif not p.is_file():
            missing.append(rel)
        elif sha256_file(p) != digest:
            altered.append(rel)
        else:
            ok += 1
    extra = [f for f in files + odd if f not in listed]
    return altered, missing, extra, ok
