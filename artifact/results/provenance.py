"""The provenance block every report opens with, the same rows for every study: GPU, driver, VBIOS,
CUDA, cuDNN, cuBLAS, torch, TVM, commit, idle power (cold and hot), the measurement protocol, the power
limit, and when. Each row is read from the run's measurement records (the energy driver's and the
in-process protocol's share one schema: ``gpu``, ``idle``, ``protocol``, ``workload.library_version``)
and from what the study's manifest names (commit, package versions); a row nothing recorded says so,
and a row the study does not use (TVM in a torch trace, torch in the kernel pipeline) says that.

Records may be nested dicts (the JSON files) or flat rows (analyze's measurements.csv, keys joined by '.').
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .html import e, num

NOT_RECORDED = "not recorded"
NOT_USED = "not used by this study"
LIBRARY = {"cudnn": "cuDNN", "cublas": "cuBLAS"}


@dataclass(frozen=True)
class Software:
    """What the study's manifest names; None: not recorded; NOT_USED where the study does not use it."""

    commit: str | None = None
    dirty: bool | None = None
    torch: str | None = NOT_USED
    tvm: str | None = NOT_USED
    cuda_runtime: str | None = None  # torch.version.cuda, or nvcc's version for exported kernels
    cudnn: str | None = None  # None: from the records' library points (cudnn-*); a text overrides
    cublas: str | None = None
    python: str | None = None
    extra: tuple[tuple[str, str], ...] = ()  # further rows: (label, value)


@dataclass(frozen=True)
class Provenance:
    rows: tuple[tuple[str, str], ...]
    one_limit_w: float | None = None  # the enforced limit when every record was measured at one
    limits_w: tuple[float, ...] = field(default_factory=tuple)

    def get(self, label: str) -> str:
        return dict(self.rows).get(label, "")


def get(rec: Mapping[str, Any], path: str) -> Any:
    """``rec[path]`` of a flat row, else the nested value along the dots; None where absent."""
    if path in rec:
        v = rec[path]
        return None if isinstance(v, float) and math.isnan(v) else v
    cur: Any = rec
    for part in path.split("."):
        if not isinstance(cur, Mapping) or part not in cur:
            return None
        cur = cur[part]
    return cur


def _version_code(code: Any) -> int | None:
    try:
        return int(code)
    except (TypeError, ValueError):
        return None


def library_version(code: Any) -> str | None:
    """cuDNN's and cuBLAS's version numbers as major.minor.patch: 91900 -> '9.19.0', 130100 -> '13.1.0'."""
    v = _version_code(code)
    return None if v is None else f"{v // 10000}.{v % 10000 // 100}.{v % 100}"


def cuda_driver(code: Any) -> str | None:
    """The CUDA driver API version (cuDriverGetVersion): 13000 -> '13.0'."""
    v = _version_code(code)
    return None if v is None else f"{v // 1000}.{v % 1000 // 10}"


def _distinct(values: Iterable[Any]) -> list[str]:
    return sorted({str(v) for v in values if v not in (None, "") and not (isinstance(v, float) and math.isnan(v))})


def _libraries(records: list[Mapping[str, Any]], prefix: str) -> str:
    kinds = [r for r in records if str(get(r, "id") or get(r, "workload.type") or "").startswith(prefix)]
    versions = _distinct(library_version(get(r, "workload.library_version")) for r in kinds)
    if not kinds:
        return f"not used: no {LIBRARY[prefix]} point in this run"
    return ", ".join(versions) or NOT_RECORDED


def _floats(records: list[Mapping[str, Any]], path: str) -> list[float]:
    out = []
    for r in records:
        v = get(r, path)
        if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v):
            out.append(float(v))
    return out


def idle_rows(records: list[Mapping[str, Any]]) -> list[tuple[str, str]]:
    """Cold idle (before any load: the first record's, and the range) and hot idle (right after each point's
    load: median and range), with the methods that measured them."""
    rows = []
    timed = sorted(records, key=lambda r: str(get(r, "timestamp") or ""))
    cold = _floats(timed, "idle.cold.power_w")
    if cold:
        first = cold[0]
        temp = get(timed[0], "idle.cold.temperature_c")
        method = _distinct(get(r, "idle.cold.method") for r in records)
        rows.append(("idle power, cold", f"{first:.1f} W at the first point" + (f" ({temp} C)" if temp is not None else "")
                     + (f"; {min(cold):.1f}-{max(cold):.1f} W over {len(cold)} points" if len(cold) > 1 else "")
                     + (f" ({', '.join(method)})" if method else "")))
    else:
        rows.append(("idle power, cold", NOT_RECORDED))
    hot = _floats(records, "idle.hot.power_w")
    if hot:
        method = _distinct(get(r, "idle.hot.method") for r in records)
        rows.append(("idle power, hot", f"median {statistics.median(hot):.1f} W, {min(hot):.1f}-{max(hot):.1f} W over "
                     f"{len(hot)} points" + (f" ({', '.join(method)})" if method else "")))
    else:
        rows.append(("idle power, hot", NOT_RECORDED))
    return rows


def protocol_text(records: list[Mapping[str, Any]]) -> str:
    """The measurement protocol of the records, in words, one clause per distinct setting."""
    groups: dict[tuple[Any, ...], int] = {}
    for r in records:
        key = tuple(get(r, f"protocol.{k}") for k in ("window_s", "ci_target_rel", "measure_max_s", "warmup_min_s",
                                                      "warmup_max_s", "cv_flag_rel", "l2"))
        key += (get(r, "meta.preset"), get(r, "method"))
        groups[key] = groups.get(key, 0) + 1
    parts = []
    for (window, ci, max_s, wmin, wmax, cv, l2, preset, method), n in sorted(groups.items(), key=lambda kv: -kv[1]):
        if window is None:
            if method:
                parts.append(str(method) + (f" ({n} points)" if len(groups) > 1 else ""))
            continue
        text = (f"{'preset ' + str(preset) + ': ' if preset else ''}{method or 'counter'} windows of {num(window)} s after "
                f"a warm-up of {num(wmin)}-{num(wmax)} s, until the 95 % CI of the mean energy is within "
                f"+-{100 * float(ci):.1f} % (at most {num(max_s)} s); flagged above a {100 * float(cv):.1f} % window CV"
                + (f"; L2 {l2}" if l2 else ""))
        parts.append(text + (f" ({n} points)" if len(groups) > 1 else ""))
    return "; ".join(parts) or NOT_RECORDED


def torch_cudnn(torch: Any) -> str:
    """The version number of the cuDNN a torch module runs (torch.backends.cudnn.version(), e.g. '91900'),
    '' where it has none: what a torch study records beside its torch version."""
    try:
        v = torch.backends.cudnn.version()
    except Exception:  # noqa: BLE001 - a torch without cuDNN, or a test's fake torch
        return ""
    return str(v) if v else ""


def torch_libraries(versions: Mapping[str, Any]) -> dict[str, str]:
    """cuDNN and cuBLAS of a torch study from its recorded versions ('cudnn': cudnn.version()'s number,
    'cublas': the wheel's version), else where torch's own were not recorded."""
    torch = versions.get("torch")
    own = f"not recorded (those of torch {torch})" if torch else NOT_RECORDED
    cudnn = library_version(versions.get("cudnn")) if versions.get("cudnn") else None
    return {"cudnn": cudnn or own, "cublas": str(versions.get("cublas") or own)}


def build(records: Iterable[Mapping[str, Any]], software: Software, gpus: Iterable[Mapping[str, Any]] = ()) -> Provenance:
    """The provenance rows of a study's records (``gpus``: the manifest's GPU entries where the records
    do not name every GPU, e.g. a trace's profiled GPU)."""
    recs = list(records)
    gpu_entries = [dict((k.removeprefix("gpu."), v) for k, v in r.items() if k.startswith("gpu.")) if "gpu.name" in r
                   else dict(r.get("gpu") or {}) for r in recs]
    gpu_entries += [dict(g) for g in gpus]
    names = _distinct(g.get("name") for g in gpu_entries)
    boards = {}
    for g in gpu_entries:
        if g.get("uuid"):
            boards[str(g["uuid"])] = str(g.get("serial") or "")
    board_text = "; ".join(f"{u}" + (f" (serial {s})" if s else "") for u, s in sorted(boards.items()))
    limits = sorted(set(_floats(recs, "power_limit_w.enforced")))
    cuda = _distinct(cuda_driver(g.get("cuda_driver_version")) for g in gpu_entries)
    rows: list[tuple[str, str]] = [
        ("GPU", ", ".join(names) or NOT_RECORDED),
        ("boards", (f"{len(boards)}: " + board_text) if boards else NOT_RECORDED),
        ("driver", ", ".join(_distinct(g.get("driver_version") for g in gpu_entries)) or NOT_RECORDED),
        ("VBIOS", ", ".join(_distinct(g.get("vbios_version") for g in gpu_entries)) or NOT_RECORDED),
        ("CUDA", "; ".join(x for x in (f"driver API {', '.join(cuda)}" if cuda else "",
                                       f"runtime {software.cuda_runtime}" if software.cuda_runtime else "") if x)
         or NOT_RECORDED),
        ("cuDNN", software.cudnn or _libraries(recs, "cudnn")),
        ("cuBLAS", software.cublas or _libraries(recs, "cublas")),
        ("torch", software.torch or NOT_RECORDED),
        ("TVM", software.tvm or NOT_RECORDED),
        ("commit", (software.commit or NOT_RECORDED) + (" (with uncommitted changes)" if software.dirty else "")),
        *idle_rows(recs),
        ("protocol", protocol_text(recs)),
        ("power limit", (", ".join(f"{w:.0f} W" for w in limits) + (" (one limit)" if len(limits) == 1 else ""))
         if limits else NOT_RECORDED),
    ]
    stamps = _distinct(get(r, "timestamp") for r in recs)
    if stamps:
        rows.append(("measured", f"{stamps[0]} to {stamps[-1]} ({len(recs)} records)"))
    if software.python:
        rows.append(("python", software.python))
    rows += list(software.extra)
    return Provenance(tuple(rows), limits[0] if len(limits) == 1 else None, tuple(limits))


def html(p: Provenance) -> str:
    """The block: a two-column list, long identifiers wrapped where they must be."""
    def cell(label: str, value: str) -> str:
        shown = f"<code>{e(value)}</code>" if label in ("commit",) else e(value)
        return f"<dt>{e(label)}</dt><dd>{shown}</dd>"

    return "<dl class='provenance'>" + "".join(cell(k, v) for k, v in p.rows) + "</dl>"


def one_limit_note(p: Provenance, what: str = "this run") -> str:
    """The 'measured at one limit' sentence for a run whose records share one enforced power limit ('' otherwise)."""
    if p.one_limit_w is None:
        return ""
    return (f"Measured at one limit: every point of {what} ran under the GPU's power limit as found, "
            f"{p.one_limit_w:.0f} W (no setting changed). Energy, time and EDP against the power cap, the EDP-optimal "
            f"cap and the Pareto front across caps need a sweep of two caps or more (`make measure CAPS=200,300,...` "
            f"on a GPU whose limit may change).")
