"""The shipped form of a results directory: what goes into ``data/reference/<gpu>/<run>/``.

A run as ``artifact`` writes it, checked against its SHA256SUMS first, copied without the gate's
buffers (tens of MB a case; regenerated from the export's seed by artifact.tuning.refdata) and with
each cubin stored gzip-compressed (layout.SHIPPED_GZIP_NAMES; compressed without a time stamp, so the
same cubin always gives the same bytes), then SHA256SUMS written for the shipped tree. The cubin's
own SHA-256 stays in its kernel.json: unpacking checks it.

    python -m artifact.results.shipping RESULTS DEST
"""

from __future__ import annotations

import gzip
import shutil
import sys
from pathlib import Path

from ..errors import ArtifactError
from ..layout import GZIP_SUFFIX, SHIPPED_GZIP_NAMES, left_out_when_shipped
from .checksums import verify, write_sums


def ship_run(results: Path, dest: Path) -> int:
    """Write the shipped form of `results` to `dest` (which must not exist); returns the files covered."""
    if dest.exists():
        raise ArtifactError(f"{dest} exists: the shipped form is written to a new directory")
    altered, missing, extra, _ = verify(results)
    missing = [m for m in missing if not left_out_when_shipped(Path(m))]
    if altered or missing or extra:
        raise ArtifactError(f"{results} does not match its SHA256SUMS ({len(altered)} altered, {len(missing)} missing, "
                            f"{len(extra)} extra): ship only a verified run")
    tmp = dest.with_name(dest.name + ".partial")
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(results, tmp, ignore=lambda d, names: [
        n for n in names if left_out_when_shipped((Path(d) / n).relative_to(results))])
    for name in SHIPPED_GZIP_NAMES:
        for f in sorted(tmp.rglob(name)):
            f.with_name(f.name + GZIP_SUFFIX).write_bytes(gzip.compress(f.read_bytes(), compresslevel=9, mtime=0))
            f.unlink()
    n = write_sums(tmp)
    tmp.rename(dest)
    return n


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m artifact.results.shipping RESULTS DEST", file=sys.stderr)
        return 2
    try:
        n = ship_run(Path(argv[0]), Path(argv[1]))
    except ArtifactError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(f"{argv[1]}: shipped form of {argv[0]}, SHA256SUMS over {n} files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
