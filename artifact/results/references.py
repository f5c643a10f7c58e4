"""The shipped reference results and the one a run is compared with.

``data/reference/<gpu model>/`` holds independent runs of `make reproduce-test` of that model (the folders
``reproduce-test-*``, each a results directory in its shipped form). A run is compared with, in order:
the reference named by ``--reference`` (``make compare REFERENCE=dir``); else the shipped reference of its
own GPU model; else one of its compute capability (the shipped cubins run there, the same architecture);
else one of its architecture's major version; else any. Among several of one rank, the one whose name
shares the longest start with the run's model (``nvidia-h100-pcie`` takes ``nvidia-h100-80gb-hbm3`` before
``nvidia-h200``), then the one with most runs. Each model and compute capability is read from the runs'
``analysis/manifest.json`` (``gpu``), else from their ``analysis/measurements.csv``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from os.path import commonprefix
from pathlib import Path

import pandas as pd

from ..errors import ArtifactError
from ..layout import analysis_dirs, shipped_reference
from ..source import checkout

REFERENCE_DIR = shipped_reference()  # shipped with the repository
REFERENCE_RUNS = "reproduce-test-*"  # data/reference/<gpu>/<run>/: the runs a `make reproduce-test` is compared with

SAME_MODEL = "the same GPU model"
SAME_CC = "another GPU model of the same compute capability"
SAME_MAJOR = "another GPU model of the same architecture generation"
OTHER_ARCH = "another GPU model of another architecture"


def shown(path: Path) -> str:
    """A reference's path as a reader finds it: relative to the checkout where it lies inside it."""
    root = checkout()
    try:
        return str(path.resolve().relative_to(root.resolve())) if root is not None else str(path)
    except ValueError:
        return str(path)


def gpu_slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def reference_runs(path: Path) -> list[Path]:
    """The analyzed runs a reference folder stands for: itself if it is one, else its reproduce-test-* runs."""
    if analysis_dirs(path).measurements.exists():
        return [path]
    return sorted(p for p in path.glob(REFERENCE_RUNS) if analysis_dirs(p).measurements.exists())


def _cc(value: object) -> str:
    """A compute capability as "9.0" (manifests write "9.0"; a CSV column may read back as 9.0)."""
    if value is None or (isinstance(value, float) and value != value):
        return ""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return f"{int(value[0])}.{int(value[1])}"
    if isinstance(value, float):
        return f"{value:.1f}"
    return str(value).strip()


@dataclass(frozen=True)
class GpuModel:
    name: str
    compute_capability: str  # "9.0"; "" where the results do not say

    @property
    def arch(self) -> str:
        return "sm_" + self.compute_capability.replace(".", "") if self.compute_capability else "unknown architecture"

    def __str__(self) -> str:
        return f"{self.name} ({self.arch})"

    def same_model(self, other: GpuModel) -> bool:
        return gpu_slug(self.name) == gpu_slug(other.name)

    def relation(self, other: GpuModel) -> str:
        """How ``other`` stands to this model: SAME_MODEL, SAME_CC, SAME_MAJOR or OTHER_ARCH."""
        if self.same_model(other):
            return SAME_MODEL
        if self.compute_capability and self.compute_capability == other.compute_capability:
            return SAME_CC
        if self.compute_capability and other.compute_capability and \
                self.compute_capability.split(".")[0] == other.compute_capability.split(".")[0]:
            return SAME_MAJOR
        return OTHER_ARCH


def models_of_frame(m: pd.DataFrame) -> list[GpuModel]:
    """The GPU models of a run's measurements (``gpu.name``, ``gpu.compute_capability``)."""
    if "gpu.name" not in m.columns:
        return []
    cc = m["gpu.compute_capability"] if "gpu.compute_capability" in m.columns else pd.Series([None] * len(m))
    seen: dict[str, GpuModel] = {}
    for name, c in zip(m["gpu.name"], cc):
        seen.setdefault(gpu_slug(str(name)), GpuModel(str(name), _cc(c)))
    return list(seen.values())


def model_of_run(run: Path) -> GpuModel:
    """The GPU model a results directory was measured on: its manifest's ``gpu``, else its measurements."""
    manifest = analysis_dirs(run).manifest
    try:
        gpu = json.loads(manifest.read_text(encoding="utf-8")).get("gpu") or {}
    except (OSError, ValueError):
        gpu = {}
    if gpu.get("name"):
        return GpuModel(str(gpu["name"]), _cc(gpu.get("compute_capability")))
    path = analysis_dirs(run).measurements
    models = models_of_frame(pd.read_csv(path)) if path.exists() else []
    if len(models) != 1:
        raise ArtifactError(f"{run}: its analysis names {'no GPU model' if not models else 'several GPU models'} "
                            f"(manifest.json gpu, measurements.csv gpu.name); a run is compared on one GPU model")
    return models[0]


@dataclass(frozen=True)
class Reference:
    path: Path  # a run, or a folder of runs (data/reference/<gpu model>/)
    runs: tuple[Path, ...]
    model: GpuModel


def reference_at(path: Path) -> Reference:
    """The reference a folder stands for (one run, or a folder of runs of one GPU model)."""
    runs = tuple(reference_runs(path))
    if not runs:
        raise ArtifactError(f"{path} holds no analyzed run (analysis/measurements.csv)")
    models = {gpu_slug(m.name): m for m in (model_of_run(r) for r in runs)}
    if len(models) > 1:
        raise ArtifactError(f"{path} holds reference runs of several GPU models ({', '.join(str(m) for m in models.values())}): "
                            f"name one model's folder with --reference")
    return Reference(path, runs, next(iter(models.values())))


def shipped(root: Path | None = None) -> list[Reference]:
    """Every shipped reference: one per data/reference/<gpu model>/ with analyzed reproduce-test runs."""
    root = root or REFERENCE_DIR
    if not root.is_dir():
        return []
    return [reference_at(d) for d in sorted(root.iterdir()) if d.is_dir() and reference_runs(d)]


RANK = (SAME_MODEL, SAME_CC, SAME_MAJOR, OTHER_ARCH)


@dataclass(frozen=True)
class Choice:
    """The reference a run is compared with, and why that one."""

    reference: Reference
    gpu: GpuModel  # the run's (or this GPU's)
    relation: str  # one of RANK: how the reference's model stands to the run's
    given: bool  # named by --reference
    others: tuple[Reference, ...] = ()  # shipped references of the same rank not chosen

    @property
    def same_model(self) -> bool:
        return self.relation == SAME_MODEL

    def describe(self) -> str:
        """One line: the reference model, where, and why."""
        ref = self.reference
        head = f"reference: {ref.model}, {len(ref.runs)} run(s) in {shown(ref.path)}"
        if self.given:
            why = "given with --reference"
        elif self.same_model:
            why = "shipped for this GPU model"
        else:
            why = f"no reference of {self.gpu.name} ships; chosen as {self.relation}"
            if self.others:
                why += f" (also shipped: {', '.join(str(o.model) for o in self.others)}; pick with REFERENCE=dir)"
        if not self.same_model:
            why += (f"; this run is of {self.gpu}: the claims that hold on any GPU model are checked, those on "
                    f"absolute time and energy are SKIP")
        return f"{head} ({why})"


def choose(gpu: GpuModel, given: Path | None = None, root: Path | None = None) -> Choice:
    """The reference for a run on ``gpu``: ``given`` if named, else the best-ranked shipped one."""
    if given is not None:
        ref = reference_at(given)
        return Choice(ref, gpu, gpu.relation(ref.model), given=True)
    refs = shipped(root)
    if not refs:
        raise ArtifactError(f"no reference runs in {root or REFERENCE_DIR} (data/reference/<gpu model>/reproduce-test-*): "
                            f"name one with --reference (make compare REFERENCE=dir)")
    slug = gpu_slug(gpu.name)

    def key(r: Reference) -> tuple[int, int, int, str]:
        return (RANK.index(gpu.relation(r.model)), -len(commonprefix([slug, gpu_slug(r.model.name)])), -len(r.runs),
                r.path.name)

    refs.sort(key=key)
    best = refs[0]
    rank = gpu.relation(best.model)
    others = tuple(r for r in refs[1:] if gpu.relation(r.model) == rank) if rank != SAME_MODEL else ()
    return Choice(best, gpu, rank, given=False, others=others)
