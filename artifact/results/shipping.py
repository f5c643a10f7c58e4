"""The shipped form of a results directory: what goes into ``data/reference/<gpu>/<run>/``.

A run as ``artifact`` writes it, checked against its SHA256SUMS first, copied without the gate's
buffers (tens of MB a case; regenerated from the export's seed by artifact.tuning.refdata) and with
each cubin stored gzip-compressed (layout.SHIPPED_GZIP_NAMES; compressed without a time stamp, so the
same cubin always gives the same bytes), then SHA256SUMS written for the shipped tree. The cubin's
own SHA-256 stays in its kernel.json: unpacking checks it.

A folder of LLM trace runs (``artifact trace run`` / artifact/traces/reference.py: ``<traces>/<run>/``, each
with its own SHA256SUMS) ships the same way, run by run: each verified, its torch.profiler Chrome trace
(``<run>.trace.json``, up to ~60 MB) stored as ``<run>.trace.json.gz`` (its SHA-256 stays in
``kernels.jsonl``'s summary, ``summary.json`` ``trace_sha256``; ``artifact trace report`` reads either
form), SHA256SUMS written again; files beside the runs (``manifest.json``) copied as they are. A
tensor-parallel run (artifact/tp/reference.py: ``<traces-tp>/<run>_tp<N>/`` with one SHA256SUMS over its
``rank<r>/`` trace runs and its ``report/``) ships the same way, each rank's Chrome trace compressed.

    python -m artifact.results.shipping RESULTS DEST
    python -m artifact.results.shipping TRACES DEST      # a folder of trace runs
"""

from __future__ import annotations

import gzip
import shutil
import sys
from pathlib import Path

from ..errors import ArtifactError
from ..layout import GZIP_SUFFIX, SHIPPED_GZIP_NAMES, TP_RANK_GLOB, TraceRunDirs, left_out_when_shipped, sums_file
from .checksums import verify, write_sums


def _gzip_shipped(tree: Path) -> None:
    for pattern in SHIPPED_GZIP_NAMES:
        for f in sorted(tree.rglob(pattern)):
            f.with_name(f.name + GZIP_SUFFIX).write_bytes(gzip.compress(f.read_bytes(), compresslevel=9, mtime=0))
            f.unlink()


def is_trace_run(run: Path) -> bool:
    """A trace run with its SHA256SUMS: one GPU's (run.json) or a tensor-parallel one (rank<r>/run.json)."""
    return sums_file(run).is_file() and (
        TraceRunDirs(run).run_json.is_file() or any(TraceRunDirs(r).run_json.is_file() for r in run.glob(TP_RANK_GLOB)))


def is_trace_folder(path: Path) -> bool:
    """A folder of trace runs: no SHA256SUMS of its own, and at least one sub-folder that is a trace run."""
    return not sums_file(path).exists() and any(is_trace_run(d) for d in path.iterdir() if d.is_dir())


def ship_traces(traces: Path, dest: Path) -> int:
    """Write the shipped form of a folder of trace runs to `dest` (which must not exist); returns the files covered."""
    if dest.exists():
        raise ArtifactError(f"{dest} exists: the shipped form is written to a new directory")
    if dest.resolve().is_relative_to(traces.resolve()):
        raise ArtifactError(f"{dest} is inside {traces}: write the shipped form elsewhere")
    runs = sorted(d for d in traces.iterdir() if d.is_dir())
    for run in runs:
        if not sums_file(run).is_file():
            raise ArtifactError(f"{run} has no SHA256SUMS: ship only finished trace runs (artifact trace report)")
        altered, missing, extra, _ = verify(run)
        if altered or missing or extra:
            raise ArtifactError(f"{run} does not match its SHA256SUMS ({len(altered)} altered, {len(missing)} missing, "
                                f"{len(extra)} extra): ship only a verified run")
    tmp = dest.with_name(dest.name + ".partial")
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(traces, tmp)
    n = 0
    for run in runs:
        _gzip_shipped(tmp / run.name)
        n += write_sums(tmp / run.name)
    tmp.rename(dest)
    return n


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
    _gzip_shipped(tmp)
    n = write_sums(tmp)
    tmp.rename(dest)
    return n


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m artifact.results.shipping RESULTS|TRACES DEST", file=sys.stderr)
        return 2
    try:
        src = Path(argv[0])
        n = (ship_traces if src.is_dir() and is_trace_folder(src) else ship_run)(src, Path(argv[1]))
    except ArtifactError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(f"{argv[1]}: shipped form of {argv[0]}, SHA256SUMS over {n} files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
