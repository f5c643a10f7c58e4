"""``<results>/layers/manifest.json``: what produced a layers directory (docs/SCHEMAS.md).

Written after every call that measures layers (``artifact layers``, artifact/layers/reference.py) from
what the directory holds, so that it always describes every record there: the commit and whether the
checkout had uncommitted changes, the Python packages, the GPUs that measured (from the records' own
``gpu`` blocks), and per run directory its layers, how many are recorded, which the protocol flagged,
their protocol presets and PyTorch versions, the GPUs, the whole-model records. The commands of the
calls so far are kept (``calls``: when, the command, the commit and dirty flag of each), the newest
last: a directory measured over several calls names the commit of each (a record's ``timestamp`` says
which call made it).
"""

from __future__ import annotations

import datetime as _dt
import sys
from pathlib import Path
from typing import Any

from ..atomic import read_json
from ..layout import LAYERS_MANIFEST, layers_pipeline
from ..schema.base import read, write
from ..schema.layers import LayersManifest
from ..source import git, package_versions
from .compose import run_dirs
from .layer import is_stale, layer_record_path
from .pipelines import pipeline_from_dict
from .whole import MODES, whole_record_path

PACKAGES = ("torch", "torchvision", "transformers", "numpy", "nvidia-ml-py")
GPU_FIELDS = ("name", "uuid", "serial", "vbios_version", "driver_version", "cuda_driver_version")


def _run(run_dir: Path, gpus: dict[str, dict[str, Any]]) -> dict[str, Any]:
    pipe = pipeline_from_dict(read_json(layers_pipeline(run_dir), f"pipeline of {run_dir}"))
    found = {spec: read_json(p, f"layer record of {spec.key}")
             for spec in pipe.layers if (p := layer_record_path(run_dir, spec)).is_file()}
    stale = sorted(spec.key for spec, r in found.items() if is_stale(r, spec))
    records = {spec.key: r for spec, r in found.items() if spec.key not in stale}
    wholes = {m: read_json(p, f"whole-model record of {run_dir.name}")
              for m in MODES if (p := whole_record_path(run_dir, m)).is_file()}
    uuids = set()
    for rec in [*records.values(), *wholes.values()]:
        gpu = rec.get("gpu") if isinstance(rec, dict) else None
        if isinstance(gpu, dict) and gpu.get("uuid"):
            uuids.add(gpu["uuid"])
            gpus.setdefault(gpu["uuid"], {k: gpu.get(k) for k in GPU_FIELDS})
    metas = [r.get("meta") or {} for r in records.values() if isinstance(r, dict)]
    return {"layers": len(pipe.layers), "recorded": len(records), "stale": stale,
            "flagged": sorted(k for k, r in records.items() if isinstance(r, dict) and r.get("flagged")),
            "presets": sorted({str(m.get("preset") or "default") for m in metas}),
            "torch": sorted({str(m["torch"]) for m in metas if m.get("torch")}),
            "gpus": sorted(uuids), "wholes": sorted(wholes)}


def layers_manifest(layers_dir: Path, command: list[str]) -> dict[str, Any]:
    """The manifest of ``layers_dir`` as it is now, with ``command`` added to the earlier calls."""
    path = layers_dir / LAYERS_MANIFEST
    earlier = read(LayersManifest, path) if path.is_file() else None
    calls = [c.to_json() for c in earlier.calls] if earlier else []
    if earlier and calls and "git_commit" not in calls[-1]:  # written before calls named their commit: the manifest's was its
        calls[-1].update(git_commit=earlier.git_commit, git_dirty=earlier.git_dirty)
    now = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    gpus: dict[str, dict[str, Any]] = {}
    runs = {d.name: _run(d, gpus) for d in run_dirs(layers_dir)}
    commit, dirty = git("rev-parse", "HEAD") or None, bool(git("status", "--porcelain"))
    return {
        "created": now,
        "git_commit": commit, "git_dirty": dirty,
        "python": sys.version.split()[0], "packages": package_versions(PACKAGES),
        "gpus": [gpus[u] for u in sorted(gpus)],
        "runs": runs,
        "flagged_layers": sum(len(r["flagged"]) for r in runs.values()),
        "calls": [*calls, {"at": now, "command": command, "git_commit": commit, "git_dirty": dirty}],
    }


def write_layers_manifest(layers_dir: Path, command: list[str]) -> Path:
    """Write :func:`layers_manifest` to ``<layers_dir>/manifest.json``; returns its path."""
    path = layers_dir / LAYERS_MANIFEST
    write(path, LayersManifest.from_plain(layers_manifest(layers_dir, command), str(path)))
    return path
