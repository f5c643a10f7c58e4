"""Tuned convolutions against cuDNN side by side: each conv layer of ``resnet50_tuned`` that runs a tuned
kernel is measured as a pair, in one process on one GPU, back to back: the tuned kernel, then the same
layer by PyTorch (cuDNN in the run's dtype: fp32 with TF32 off, or fp16 in channels_last), its *twin*.
The whole model likewise (``--whole``): the model with the tuned convolutions, then the same model with
cuDNN's, per mode (graph, eager).

Why pairs: the same layer measured on two boards of one model, or on one board minutes apart at another
temperature, differs in energy by several percent while its time per call agrees closely (boards differ
in idle and load power); a ratio of tuned to cuDNN energy taken across runs carries that difference, a
ratio of twins does not.

Files: the twin of the record ``<run>/<key>.json`` is ``<run>/cudnn/<key>.json`` (a PyTorch record, its
``meta.twin_of`` naming the tuned kernel). The twin is written first and the tuned record after it, so
an interrupted pair is measured again whole. A tuned record without a twin of the same GPU (measured
before pairs existed, or its twin removed) is *unpaired*: :func:`set_aside_unpaired` moves it into
``<run>/unpaired/`` so that the pair is measured again. The twin of ``<run>/whole-<mode>.json`` (tuned) is
``<run>/cudnn/whole-<mode>.json`` (``meta.twin_of`` ``whole``), written first in the same way.

Ratios (:func:`paired_ratios`): with ``S`` the sequential sum of the layers both sides share (every
layer but the tuned convolutions), ``A`` the tuned convolutions' sum and ``B`` their twins' (each with
its count), the conv ratio is ``A / B`` and the model ratio ``(S + A) / (S + B)``, for time and for board
energy; spreads by first-order propagation of the sums' standard deviations (aggregate's: per phase
``count x cv x mean``, phases independent), ``S`` entering both sides of the model ratio. Per layer
(:func:`pair_rows`) and per whole mode the ratio is tuned / twin, its spread from the two records' CVs.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..atomic import read_json, set_aside, write_json
from ..errors import ArtifactError
from .aggregate import Estimate, LayerMeasurement, summed
from .layer import layer_record_path
from .pipelines import LayerSpec, Pipeline

TWIN_DIR = "cudnn"
UNPAIRED_DIR = "unpaired"
WHOLE_TWIN_OF = "whole"  # meta.twin_of of a whole model's twin


def twin_path(run_dir: Path, spec: LayerSpec) -> Path:
    """``<run>/cudnn/<layer key>.json``."""
    return layer_record_path(run_dir / TWIN_DIR, spec)


def _implementation(record: Any) -> str:
    meta = record.get("meta") if isinstance(record, Mapping) else None
    return str((meta if isinstance(meta, Mapping) else {}).get("implementation", "torch"))


def _gpu(record: Any) -> Any:
    gpu = record.get("gpu") if isinstance(record, Mapping) else None
    return gpu.get("uuid") if isinstance(gpu, Mapping) else None


def _meta(record: Any) -> Mapping[str, Any]:
    meta = record.get("meta") if isinstance(record, Mapping) else None
    return meta if isinstance(meta, Mapping) else {}


def is_paired(run_dir: Path, spec: LayerSpec) -> bool:
    """The tuned record of ``spec`` in ``run_dir`` has a PyTorch twin of its kernel, measured on the same
    GPU with the same unroll and protocol preset."""
    path, twin = layer_record_path(run_dir, spec), twin_path(run_dir, spec)
    if not (path.is_file() and twin.is_file()):
        return False
    record, other = read_json(path, f"layer record of {spec.key}"), read_json(twin, f"twin record of {spec.key}")
    mine, theirs = _meta(record), _meta(other)
    return (isinstance(other, Mapping) and other.get("id") == spec.key and _implementation(other) == "torch"
            and _gpu(other) is not None and _gpu(other) == _gpu(record) and theirs.get("twin_of") == mine.get("kernel")
            and all(theirs.get(k) == mine.get(k) for k in ("unroll", "preset")))


def unpaired_records(run_dir: Path, pipe: Pipeline) -> list[Path]:
    """The tuned records of ``pipe``'s layers in ``run_dir`` without a twin (:func:`is_paired`)."""
    out = []
    for spec in pipe.layers:
        path = layer_record_path(run_dir, spec)
        if path.is_file() and _implementation(read_json(path, f"layer record of {spec.key}")) == "tuned" \
                and not is_paired(run_dir, spec):
            out.append(path)
    return out


def set_aside_unpaired(run_dir: Path, pipe: Pipeline, echo: Callable[[str], None] = print) -> list[Path]:
    """Move the unpaired tuned records into ``<run>/unpaired/``, a line each, so that each pair is measured
    again in one call; returns the new paths."""
    paths = unpaired_records(run_dir, pipe)
    for path in paths:
        echo(f"{path.stem}: tuned record without a cuDNN twin of the same GPU; set aside into "
             f"{run_dir.name}/{UNPAIRED_DIR}/ and measured again with its twin")
    return set_aside(paths, UNPAIRED_DIR)


def write_twin(run_dir: Path, spec: LayerSpec, record: Mapping[str, Any], kernel_label: str) -> Path:
    """Write the PyTorch record of ``spec`` as the twin of the tuned kernel ``kernel_label`` (a record of
    another layer, or of a tuned kernel, is an error, never written)."""
    if record.get("id") != spec.key or _implementation(record) != "torch":
        raise ArtifactError(f"the cuDNN twin of {spec.key} must be a PyTorch record of that layer, not "
                            f"{_implementation(record)} {record.get('id')!r}")
    meta = dict(record.get("meta") or {})
    meta["twin_of"] = kernel_label
    path = twin_path(run_dir, spec)
    write_json(path, {**record, "meta": meta})
    return path


@dataclass(frozen=True)
class PairedRatios:
    pairs: int  # conv layers (unique) measured as pairs
    conv_time: Estimate  # tuned convs / their twins, time per inference
    conv_energy: Estimate
    model_time: Estimate  # the whole sequential sum with tuned convs / with their twins
    model_energy: Estimate


def _ratio(shared: Estimate, a: Estimate, b: Estimate) -> Estimate:
    """(S + A) / (S + B) with first-order spread (module docstring)."""
    den = shared.mean + b.mean
    r = (shared.mean + a.mean) / den
    var = (a.std / den) ** 2 + (b.std * r / den) ** 2 + (shared.std * (b.mean - a.mean) / den ** 2) ** 2
    return Estimate(r, math.sqrt(var))


def paired_ratios(run_dir: Path, pipe: Pipeline, records: Mapping[str, Mapping[str, Any]]) -> PairedRatios | None:
    """The side-by-side ratios of a complete ``resnet50_tuned`` run (module docstring), or None where a
    tuned layer has no twin."""
    tuned = [p for p in pipe.phases if _implementation(records[p.layer.key]) == "tuned"]
    try:
        if not tuned or not all(is_paired(run_dir, p.layer) for p in tuned):
            return None
    except ArtifactError:  # an unreadable twin: no side-by-side ratio (the row keeps its run-by-run values)
        return None
    keys = {p.layer.key for p in tuned}
    shared = [(p.count, LayerMeasurement.from_record(records[p.layer.key], p.layer.key))
              for p in pipe.phases if p.layer.key not in keys]
    a = [(p.count, LayerMeasurement.from_record(records[p.layer.key], p.layer.key)) for p in tuned]
    b = [(p.count, LayerMeasurement.from_record(read_json(twin_path(run_dir, p.layer), "twin"), p.layer.key))
         for p in tuned]
    (s_t, s_e), (a_t, a_e), (b_t, b_e) = (summed(items, idle_accounting=True) for items in (shared, a, b))
    none = Estimate(0.0, 0.0)
    return PairedRatios(len(keys), _ratio(none, a_t, b_t), _ratio(none, a_e, b_e), _ratio(s_t, a_t, b_t),
                        _ratio(s_e, a_e, b_e))


def _ratio_of(a: LayerMeasurement, b: LayerMeasurement) -> tuple[Estimate, Estimate]:
    """Time and board energy of ``a`` over ``b``, each with its first-order spread."""
    def one(x: float, cx: float, y: float, cy: float) -> Estimate:
        r = x / y
        return Estimate(r, r * math.hypot(cx, cy))

    return one(a.time_ms, a.time_cv, b.time_ms, b.time_cv), one(a.energy_mj, a.energy_cv, b.energy_mj, b.energy_cv)


@dataclass(frozen=True)
class Pair:
    """A tuned conv layer (or a whole model: ``name`` whole-<mode>) and its twin, per call."""

    name: str  # the phase's name, or whole-graph / whole-eager
    key: str  # the layer key ("" for a whole model)
    kernel: str  # the tuned kernel's label, or how many convs the whole runs tuned
    count: int  # calls per inference
    tuned: LayerMeasurement
    twin: LayerMeasurement

    @property
    def ratios(self) -> tuple[Estimate, Estimate]:
        return _ratio_of(self.tuned, self.twin)


def pair_rows(run_dir: Path, pipe: Pipeline, records: Mapping[str, Mapping[str, Any]]) -> list[Pair]:
    """The side-by-side pairs of a ``resnet50_tuned`` run: each tuned layer with its twin (in phase order),
    then each whole mode with its twin; a layer or mode without its twin is left out."""
    out = []
    for p in pipe.phases:
        if _implementation(records.get(p.layer.key)) == "tuned" and is_paired(run_dir, p.layer):
            twin = read_json(twin_path(run_dir, p.layer), f"twin record of {p.layer.key}")
            out.append(Pair(p.name, p.layer.key, str(_meta(records[p.layer.key]).get("kernel", "")), p.count,
                            LayerMeasurement.from_record(records[p.layer.key], p.layer.key),
                            LayerMeasurement.from_record(twin, p.layer.key)))
    for mode in ("graph", "eager"):
        if whole_is_paired(run_dir, mode):
            tuned = read_json(run_dir / f"whole-{mode}.json", f"whole-{mode} record")
            twin = read_json(whole_twin_path(run_dir, mode), f"whole-{mode} twin")
            out.append(Pair(f"whole-{mode}", "", f"{_meta(tuned).get('tuned_convs', '?')} convs tuned", 1,
                            LayerMeasurement.from_record(tuned, f"whole-{mode}"),
                            LayerMeasurement.from_record(twin, f"whole-{mode}")))
    return out


def whole_twin_path(run_dir: Path, mode: str) -> Path:
    """``<run>/cudnn/whole-<mode>.json``."""
    return run_dir / TWIN_DIR / f"whole-{mode}.json"


def whole_is_paired(run_dir: Path, mode: str) -> bool:
    """``<run>/whole-<mode>.json`` is a tuned whole with a cuDNN twin of the same GPU and unroll."""
    path, twin = run_dir / f"whole-{mode}.json", whole_twin_path(run_dir, mode)
    if not (path.is_file() and twin.is_file()):
        return False
    record, other = read_json(path, f"whole-{mode} record"), read_json(twin, f"whole-{mode} twin")
    return (_implementation(record) == "tuned" and _implementation(other) == "torch"
            and isinstance(other, Mapping) and other.get("id") == f"whole-{mode}"
            and _meta(other).get("twin_of") == WHOLE_TWIN_OF and _gpu(other) is not None and _gpu(other) == _gpu(record)
            and _meta(other).get("unroll") == _meta(record).get("unroll"))


def set_aside_unpaired_wholes(run_dir: Path, modes: tuple[str, ...], kernels: str,
                              echo: Callable[[str], None] = print) -> list[Path]:
    """Move each whole record of ``run_dir`` that is not a tuned whole of the kernels ``kernels`` (labels
    joined by commas, as ``meta.kernels`` holds them) with its twin into ``<run>/unpaired/``, a line
    each, so that the pair is measured again; returns the new paths."""
    paths = []
    for mode in modes:
        path = run_dir / f"whole-{mode}.json"
        if path.is_file() and not (whole_is_paired(run_dir, mode)
                                   and _meta(read_json(path, f"whole-{mode} record")).get("kernels") == kernels):
            echo(f"whole ({mode}): not the model with today's tuned kernels beside its cuDNN twin; set aside into "
                 f"{run_dir.name}/{UNPAIRED_DIR}/ and measured again with its twin")
            paths.append(path)
    return set_aside(paths, UNPAIRED_DIR)


def write_whole_twin(run_dir: Path, mode: str, record: Mapping[str, Any]) -> Path:
    """Write the cuDNN whole model's record of ``mode`` as the twin of the tuned whole."""
    if record.get("id") != f"whole-{mode}" or _implementation(record) != "torch":
        raise ArtifactError(f"the cuDNN twin of whole-{mode} must be a PyTorch whole-{mode} record, not "
                            f"{_implementation(record)} {record.get('id')!r}")
    path = whole_twin_path(run_dir, mode)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json(path, {**record, "meta": {**_meta(record), "twin_of": WHOLE_TWIN_OF}})
    return path
