"""A shipped export made runnable: the reference buffers of the correctness gate are not shipped
(tens of MB per case), so they are regenerated from the case and the export's seed.

``materialize_export(src_case_dir, dest_case_dir)`` copies ``export/`` (cubins, ``kernel.json``,
``export.json``) and writes ``export/reference/*.bin`` exactly as ``artifact export`` did
(artifact.tuning.export.write_reference). Inputs must match the manifests' SHA-256 bit for bit (same seed,
same generator); the float64 reference output may differ in the last float32 bit with another BLAS,
so it is checked against the manifest's hash and, where that differs, only reported.
"""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path
from typing import Callable

from ..catalog import Case
from ..digest import sha256_file
from ..errors import ArtifactError
from ..layout import GZIP_SUFFIX, CaseDirs
from ..schema.base import read
from ..schema.export import ExportIndex
from ..schema.kernel import KernelManifest
from .export import write_reference


def materialize_export(src_case_dir: Path, dest_case_dir: Path, echo: Callable[[str], None] = print) -> list[Path]:
    """Copy a case's export and regenerate its reference data; returns the kernel.json paths."""
    src_dirs, dest_dirs = CaseDirs(src_case_dir), CaseDirs(dest_case_dir)
    src = src_dirs.export
    index = read(ExportIndex, src_dirs.export_index, f"{src_case_dir.name}: export index")
    manifests = [src_dirs.kernel_json(k.dir) for k in index.kernels]
    if not manifests:
        raise ArtifactError(f"{src}: no exported kernel")
    first = read(KernelManifest, manifests[0])
    case = Case.from_json(first.case.to_json())
    dest = dest_dirs.export
    if dest.exists():
        shutil.rmtree(dest)
    # the index last: its presence means the export is complete (layout.CaseDirs.export_index)
    shutil.copytree(src, dest, ignore=shutil.ignore_patterns(src_dirs.reference.name, src_dirs.export_index.name))
    for m in [dest_dirs.kernel_json(k.dir) for k in index.kernels]:
        _unpack_cubin(m)
    if src_dirs.case_json.exists():
        shutil.copy2(src_dirs.case_json, dest_dirs.case_json)
    buffers = write_reference(case, dest_dirs.reference, index.reference_seed)
    want = {b.name: b.sha256 for b in first.buffers}
    for b in buffers:
        if b["sha256"] == want.get(b["name"]):
            continue
        if b["role"] == "input":
            raise ArtifactError(f"{case.case_id}: regenerated input {b['name']} differs from the export's "
                                f"(seed {index.reference_seed}): the random generator changed")
        echo(f"{case.case_id}: regenerated reference output {b['name']} differs from the export's in its last bits "
             f"(float64 rounding of this machine's BLAS); the gate's tolerance covers it")
    shutil.copy2(src_dirs.export_index, dest_dirs.export_index)
    return [dest_dirs.kernel_json(k.dir) for k in index.kernels]


def _unpack_cubin(manifest: Path) -> None:
    """A shipped run stores the cubin gzip-compressed (layout.SHIPPED_GZIP_NAMES): write it back
    as the manifest names it, and check it against the manifest's SHA-256."""
    meta = read(KernelManifest, manifest)
    cubin = manifest.parent / meta.cubin
    packed = cubin.with_name(cubin.name + GZIP_SUFFIX)
    if packed.exists():
        cubin.write_bytes(gzip.decompress(packed.read_bytes()))
        packed.unlink()
    if not cubin.exists():
        raise ArtifactError(f"{manifest}: its cubin {meta.cubin} is missing")
    if meta.cubin_sha256 and sha256_file(cubin) != meta.cubin_sha256:
        raise ArtifactError(f"{cubin}: differs from the SHA-256 its manifest records (not the measured kernel)")
