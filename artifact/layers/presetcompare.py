"""Two protocol presets measured on the same layers, interleaved, to show what the lighter one costs in
accuracy: :func:`pick_layers` chooses layers of the shipped fp16 pipelines spread over the layer kinds,
:func:`compare` measures each under both presets back to back (the order alternating from one layer to
the next, so a slow drift of the GPU's state favours neither), and :func:`rows_table` /
:func:`summary_table` print the result.

Per layer: energy and time per call under each preset, their ratio (second preset / first), each
point's energy CV over its windows and the 95 % CI of its mean (``energy_ci_rel``), whether the two
means agree within their combined CI (``sqrt(ci_a^2 + ci_b^2)``), and the seconds each point took
(capture included). The summary: per preset the points, median and total seconds per point, the median
and largest energy CV, the points above the preset's CV flag and the points flagged; across presets the
median and largest |ratio - 1| of energy and of time and how many layers agree.

Plain Python: the measurement is passed in (``measure(spec, preset) -> record``), so tests use fakes and
artifact/layers/reference.py (``--compare-presets N``) passes the GPU's.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import ArtifactError
from ..measure.driver import preset_options
from .architectures import pipeline
from .layer import bytes_per_call
from .pipelines import LayerSpec

KINDS = ("conv2d", "linear", "attention", "norm", "elementwise", "pooling")  # the order layers are picked in
COMPARE_PIPELINES = ("resnet50", "vit_b16", "opt66b_prefill", "opt66b_decode", "mobilenet_v3_small",
                     "efficientnet_b0")

MeasureFn = Callable[[LayerSpec, str], Mapping[str, Any]]


def candidates(pipelines: Sequence[str] = COMPARE_PIPELINES) -> dict[str, list[tuple[str, LayerSpec]]]:
    """Each kind's unique fp16 layers across ``pipelines`` with the pipeline that has it first, smallest
    minimal traffic (:func:`artifact.layers.layer.bytes_per_call`) first."""
    seen: set[str] = set()
    out: dict[str, list[tuple[str, LayerSpec]]] = {k: [] for k in KINDS}
    for name in pipelines:
        for spec in pipeline(name, dtype="fp16").layers:
            if spec.key not in seen and spec.kind in out:
                seen.add(spec.key)
                out[spec.kind].append((name, spec))
    for layers in out.values():
        layers.sort(key=lambda item: (bytes_per_call(item[1]), item[1].key))
    return out


def pick_layers(n: int, pipelines: Sequence[str] = COMPARE_PIPELINES) -> list[tuple[str, LayerSpec]]:
    """``n`` distinct layers: the kinds taken in turn (:data:`KINDS`), and within a kind layers spread
    evenly over its range of sizes (the k picks of a kind with m layers at positions (i + 0.5) m / k)."""
    if n < 1:
        raise ArtifactError(f"the number of layers to compare must be >= 1, got {n}")
    pool = {k: v for k, v in candidates(pipelines).items() if v}
    total = sum(len(v) for v in pool.values())
    if n > total:
        raise ArtifactError(f"only {total} unique layers to compare in {', '.join(pipelines)}, not {n}")
    counts = dict.fromkeys(pool, 0)
    while sum(counts.values()) < n:
        for kind in pool:
            if sum(counts.values()) < n and counts[kind] < len(pool[kind]):
                counts[kind] += 1
    picked = []
    for kind, k in counts.items():
        m = len(pool[kind])
        picked += [(kind, i, pool[kind][min(m - 1, int((i + 0.5) * m / k))]) for i in range(k)]
    picked.sort(key=lambda x: (x[1], KINDS.index(x[0])))  # kinds interleaved, as they were taken
    return [item for _, _, item in picked]


@dataclass(frozen=True)
class Point:
    """One layer under one preset: the record's values and the seconds the measurement took."""

    energy_mj: float
    time_ms: float
    energy_cv: float
    energy_ci_rel: float
    seconds: float
    flagged: bool
    flag_reasons: tuple[str, ...] = ()

    @classmethod
    def from_record(cls, record: Mapping[str, Any], seconds: float) -> Point:
        def number(name: str) -> float:
            value = record.get(name)
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                raise ArtifactError(f"the record of {record.get('id')!r} has no number {name}")
            return float(value)

        reasons = record.get("flag_reasons") or []
        return cls(number("energy_per_launch_mj"), number("time_per_launch_ms"), number("energy_cv"),
                   number("energy_ci_rel"), seconds, bool(record.get("flagged")), tuple(str(r) for r in reasons))


@dataclass
class Row:
    pipeline: str
    spec: LayerSpec
    points: dict[str, Point] = field(default_factory=dict)  # by preset

    def ratio(self, base: str, other: str, what: str) -> float:
        a, b = getattr(self.points[base], what), getattr(self.points[other], what)
        return b / a if a > 0 else math.nan

    def agree(self, base: str, other: str) -> bool:
        """The two energies per call within their combined 95 % CI of the mean."""
        a, b = self.points[base], self.points[other]
        return abs(self.ratio(base, other, "energy_mj") - 1.0) <= math.hypot(a.energy_ci_rel, b.energy_ci_rel)


def compare(layers: Sequence[tuple[str, LayerSpec]], measure: MeasureFn, presets: tuple[str, str] = ("default", "light"),
            clock: Callable[[], float] = time.monotonic, echo: Callable[[Row], None] | None = None) -> list[Row]:
    """Each layer measured under both presets, one after the other, the first preset first on even
    layers and second on odd ones; ``echo`` gets each row when both are measured."""
    if len(set(presets)) != 2:
        raise ArtifactError(f"two different presets are compared, not {presets}")
    for p in presets:
        preset_options(p)  # an unknown name is said before anything is measured
    rows = []
    for i, (pipe, spec) in enumerate(layers):
        row = Row(pipe, spec)
        for preset in presets if i % 2 == 0 else presets[::-1]:
            t0 = clock()
            record = measure(spec, preset)
            row.points[preset] = Point.from_record(record, clock() - t0)
        rows.append(row)
        if echo is not None:
            echo(row)
    return rows


def row_header(presets: tuple[str, str] = ("default", "light")) -> str:
    a, b = presets
    return (f"{'layer':44s} {'E ' + a + ' mJ':>14} {'E ' + b + ' mJ':>14} {'E ratio':>8} {'cv ' + a:>10} "
            f"{'cv ' + b:>10} {'agree':>5} {'t ' + a + ' ms':>14} {'t ' + b + ' ms':>14} {'t ratio':>8} "
            f"{'s ' + a:>8} {'s ' + b:>8}")


def row_line(row: Row, presets: tuple[str, str] = ("default", "light")) -> str:
    a, b = presets
    pa, pb = row.points[a], row.points[b]
    flags = "".join(f" [{p} flagged: {', '.join(row.points[p].flag_reasons) or 'yes'}]"
                    for p in presets if row.points[p].flagged)
    return (f"{row.spec.key[:44]:44s} {pa.energy_mj:14.5f} {pb.energy_mj:14.5f} "
            f"{row.ratio(a, b, 'energy_mj'):8.4f} {pa.energy_cv:10.2%} {pb.energy_cv:10.2%} "
            f"{'yes' if row.agree(a, b) else 'no':>5} {pa.time_ms:14.5f} {pb.time_ms:14.5f} "
            f"{row.ratio(a, b, 'time_ms'):8.4f} {pa.seconds:8.2f} {pb.seconds:8.2f}{flags}")


def rows_table(rows: Sequence[Row], presets: tuple[str, str] = ("default", "light")) -> str:
    return "\n".join([row_header(presets), *(row_line(r, presets) for r in rows)])


def _cv_flag(preset: str) -> float:
    return float(preset_options(preset).value("cv_flag_rel"))


def summary(rows: Sequence[Row], presets: tuple[str, str] = ("default", "light")) -> dict[str, Any]:
    """The summary's numbers (module docstring)."""
    if not rows:
        raise ArtifactError("no layer was compared")
    a, b = presets
    out: dict[str, Any] = {"layers": len(rows), "presets": {}}
    for p in presets:
        pts = [r.points[p] for r in rows]
        cvs = [pt.energy_cv for pt in pts]
        out["presets"][p] = {
            "points": len(pts), "median_s": statistics.median(pt.seconds for pt in pts),
            "total_s": sum(pt.seconds for pt in pts), "median_energy_cv": statistics.median(cvs),
            "max_energy_cv": max(cvs), "above_cv_flag": sum(cv > _cv_flag(p) for cv in cvs),
            "flagged": sum(pt.flagged for pt in pts)}
    e_dev = [abs(r.ratio(a, b, "energy_mj") - 1.0) for r in rows]
    t_dev = [abs(r.ratio(a, b, "time_ms") - 1.0) for r in rows]
    out.update(median_energy_dev=statistics.median(e_dev), max_energy_dev=max(e_dev),
               median_time_dev=statistics.median(t_dev), max_time_dev=max(t_dev),
               agree=sum(r.agree(a, b) for r in rows),
               seconds_ratio=out["presets"][b]["median_s"] / out["presets"][a]["median_s"])
    return out


def summary_table(rows: Sequence[Row], presets: tuple[str, str] = ("default", "light")) -> str:
    s = summary(rows, presets)
    a, b = presets
    lines = [f"{'preset':10s} {'points':>6} {'median s':>8} {'total s':>8} {'median cv':>9} {'max cv':>7} "
             f"{'cv > flag':>9} {'flagged':>7}"]
    for p in presets:
        q = s["presets"][p]
        lines.append(f"{p:10s} {q['points']:6d} {q['median_s']:8.2f} {q['total_s']:8.1f} {q['median_energy_cv']:9.2%} "
                     f"{q['max_energy_cv']:7.2%} {q['above_cv_flag']:9d} {q['flagged']:7d}")
    lines.append(f"{b}/{a} over {s['layers']} layers: energy per call |ratio - 1| median {s['median_energy_dev']:.2%}, "
                 f"max {s['max_energy_dev']:.2%}; time per call median {s['median_time_dev']:.2%}, max "
                 f"{s['max_time_dev']:.2%}; {s['agree']}/{s['layers']} within their combined 95 % CI; "
                 f"seconds per point {s['seconds_ratio']:.2f}x")
    return "\n".join(lines)


CSV_COLUMNS = ("pipeline", "layer", "kind", "preset", "energy_mj", "time_ms", "energy_cv", "energy_ci_rel", "seconds",
               "flagged", "flag_reasons")


def csv_rows(rows: Sequence[Row]) -> list[dict[str, Any]]:
    """One row per (layer, preset), for a CSV of :data:`CSV_COLUMNS`."""
    return [{"pipeline": r.pipeline, "layer": r.spec.key, "kind": r.spec.kind, "preset": p, "energy_mj": pt.energy_mj,
             "time_ms": pt.time_ms, "energy_cv": pt.energy_cv, "energy_ci_rel": pt.energy_ci_rel,
             "seconds": pt.seconds, "flagged": pt.flagged, "flag_reasons": ";".join(pt.flag_reasons)}
            for r in rows for p, pt in r.points.items()]
