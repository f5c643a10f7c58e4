"""SHA-256 of files, and SHA256SUMS over a results directory (``sha256sum -c`` format): written,
verified, and checked before anything writes there.

Covered: every file under the results directory, at any depth, dot-files included: the analysis
(CSVs, figures, manifest), every measurement record and driver log, and everything they came from
(tuning records and logs, selection.json, case.json, the export: kernel.cu, the measured cubins,
kernel.json, export/reference/*.bin, export.json). Only SHA256SUMS itself (and its optional
signature SHA256SUMS.sig, see artifact.results.signing) is left out. A symbolic
link is refused (its target could change without the file changing). Verification fails on any
altered, missing or extra file, naming each one.

Writing never blesses a change made behind the pipeline's back: a phase that changes files of a
directory that has SHA256SUMS first verifies it (:func:`open_for_writing`: tune, select, export and
measure then remove it, as their writes make it stale; analyze writes it again), and analyze and
report verify it before they write anything (:func:`check_unchanged`, their own outputs aside).

The file is ``sha256sum`` compatible both ways: ``sha256sum -c SHA256SUMS`` checks what ``analyze``
wrote, and ``verify`` reads what ``sha256sum`` or ``sha256sum -b`` writes (``HASH  path`` and
``HASH *path`` lines, and ``\\``-escaped names).
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Collection
from pathlib import Path, PurePosixPath

from .atomic import write_text
from .errors import ArtifactError

SUMS_FILE = "SHA256SUMS"
SIG_FILE = "SHA256SUMS.sig"  # optional detached signature of SHA256SUMS (artifact.results.signing)
NOT_COVERED = frozenset({SUMS_FILE, SIG_FILE})
_LINE_RE = re.compile(r"(\\?)([0-9a-fA-F]{64}) [ *](.+)")


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


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


def uncovered_files(root: Path) -> list[str]:
    """Symbolic links and special files under ``root``: what SHA256SUMS cannot cover."""
    return _walk(root)[1]


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


def check_unchanged(root: Path, regenerated: Collection[str] = (), doing: str = "writing") -> None:
    """Where ``root`` has a SHA256SUMS: every file it lists is there, unchanged, except those this phase
    writes again (``regenerated``: paths, or prefixes ending in /); new files are fine (a resumed sweep
    adds records). Raises, naming them, before anything is written."""
    if not (root / SUMS_FILE).exists():
        return
    altered, missing, _extra, _ok = verify(root)

    def ours(rel: str) -> bool:
        return any(rel == r or (r.endswith("/") and rel.startswith(r)) for r in regenerated)

    altered = [a for a in altered if not ours(a)]
    missing = [m for m in missing if not ours(m)]
    if altered or missing:
        named = "; ".join(filter(None, [f"altered: {', '.join(altered[:3])}{' ...' if len(altered) > 3 else ''}"
                                        if altered else "",
                                        f"missing: {', '.join(missing[:3])}{' ...' if len(missing) > 3 else ''}"
                                        if missing else ""]))
        raise ArtifactError(f"{root} changed since its SHA256SUMS was written ({named}); {doing} now would bless "
                            f"the change. Restore those files (artifact verify lists them all), or, to accept the "
                            f"directory as it is, delete {root / SUMS_FILE}")


def open_for_writing(root: Path, doing: str = "writing") -> None:
    """Before a pipeline phase changes files of ``root``: its SHA256SUMS (if any) verified, then removed
    with its signature, since the phase's writes make them stale (analyze writes them again)."""
    check_unchanged(root, (), doing)
    for name in (SIG_FILE, SUMS_FILE):  # the signature first: never a signature without its sums
        (root / name).unlink(missing_ok=True)
