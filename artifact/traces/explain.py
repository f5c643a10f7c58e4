"""A whole inference's measured energy against the sum of its kernels measured alone (docs/MEASUREMENT.md,
"A language model's energy kernel by kernel").

From a run directory (artifact.traces.run): the unique kernels of the trace (count c_k, traced
time), each replayed kernel's record (energy e_call and time t_call per call of its op) and what else
its op launched, the whole inference's records (eager; CUDA graph) and the trace's summary.

* A replayed call may launch more than the traced kernel (a copy before a GEMM): the kernel's share
  of the call is its time over the call's kernel time in the replay's own profile (1 where it ran
  alone), and its isolated energy per launch is e_k = share x e_call (likewise its time).
* Only kernels replayed, measured and verified (the traced name ran) are *counted*; a replay that ran
  another kernel is a mismatch, counted apart and left out.
* kernels_energy = sum over counted kernels of c_k e_k. Coverage = their traced time over all traced
  kernel time. The kernels not counted are estimated at the counted kernels' mean power (sum c_k e_k
  over sum c_k t_k) over their traced time (``uncounted_energy_estimate_mj``).
* hot idle power: the whole eager record's ``idle.hot.power_w``; else the graph's; else the median of
  the replay records'.
* **predicted**, per whole variant (the headline): kernels_energy + the uncounted estimate + gaps, the
  gaps being the time of that variant's measured inference that no kernel of the trace fills:
  max(0, measured time per inference - the trace's GPU busy time) at hot idle power. The gaps are
  taken from the measured run because the profiler's host overhead lengthens the trace's own gaps
  (a profiled span can be several times the inference it holds).
  predicted_over_measured and rest = measured - predicted go with it.
* Diagnostic: the same sum with the trace's own gaps (gpu_span_us - gpu_busy_us: no activity between
  the first and the last) instead, ``predicted_trace_gaps_mj``; how far it lies from the measured
  energy shows how much the profiler stretched the inference.

Pure Python: no torch, no pandas.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Any

from ..errors import ArtifactError
from ..schema.base import read_dict
from ..schema.trace_kernels import TraceSummary
from ..schema.trace_reports import GPU_REPORT_SCHEMA
from .run import RunInfo, kernel_key, read_kernels, read_replays, read_whole
from .tiers import TIERS

REPORT_SCHEMA = GPU_REPORT_SCHEMA


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def _record_value(record: dict[str, Any] | None, *path: str) -> float | None:
    value: Any = record
    for key in path:
        if not isinstance(value, dict):
            return None
        value = value.get(key)
    return _number(value)


def kernel_share(row: dict[str, Any]) -> float:
    """The traced kernel's share of its replayed call's kernel time (1 where the call ran it alone or
    the replay's profile has no times)."""
    verification = row.get("verification") or {}
    kernels = verification.get("kernels") or []
    times = [_number(k.get("total_time_us")) for k in kernels]
    if len(kernels) <= 1 or any(t is None for t in times):
        return 1.0
    total = sum(t for t in times if t is not None)
    own = sum(t for k, t in zip(kernels, times)
              if t is not None and k.get("name") == row["name"] and k.get("grid") == row.get("grid")
              and k.get("block") == row.get("block"))
    if own == 0:  # the same name on another launch shape
        own = sum(t for k, t in zip(kernels, times) if t is not None and k.get("name") == row["name"])
    return own / total if total > 0 else 1.0


@dataclass
class Explanation:
    """The per-kernel table, the per-tier totals, the totals and the whole-model comparison."""

    kernels: list[dict[str, Any]]
    tiers: list[dict[str, Any]]
    totals: dict[str, Any]
    whole: dict[str, dict[str, Any]]
    replay: dict[str, Any]
    run: dict[str, Any] = field(default_factory=dict)

    def report(self) -> dict[str, Any]:
        """gpu_energy_report.json (docs/SCHEMAS.md)."""
        return {"schema": REPORT_SCHEMA, "run": self.run, "totals": self.totals, "whole": self.whole,
                "tiers": self.tiers, "replay": self.replay}


def _rotate_columns(row: dict[str, Any], replay: dict[str, Any] | None) -> None:
    """The kernel's energy with rotated inputs (artifact.traces.replay, ``rotate``: read from HBM), beside
    the hot-L2 one: ``rotate_isolated_energy_mj`` per call of the kernel, ``rotate_energy_mj`` for all its
    calls (verified replays only), ``rotate_over_hot`` their ratio to the hot figures."""
    row.update({"rotate_isolated_energy_mj": None, "rotate_energy_mj": None, "rotate_over_hot": None})
    if replay is None or not (replay.get("verification") or {}).get("name_matched"):
        return
    record = replay.get("record")
    energy_mj = _record_value(record, "energy_per_launch_mj")
    if energy_mj is None:
        return
    isolated = kernel_share(replay) * energy_mj
    row["rotate_isolated_energy_mj"] = isolated
    row["rotate_energy_mj"] = row["count"] * isolated
    if row["isolated_energy_mj"]:
        row["rotate_over_hot"] = isolated / row["isolated_energy_mj"]


def _kernel_row(rank: int, entry: dict[str, Any], replay: dict[str, Any] | None, kernel_time_us: float) -> dict[str, Any]:
    count = int(entry["count"])
    total_us = float(entry["total_time_us"])
    row: dict[str, Any] = {
        "rank": rank, "key": kernel_key(entry), "kernel": entry["name"], "tier": entry.get("tier"),
        "grid": "x".join(map(str, entry["grid"])) if entry.get("grid") else "",
        "block": "x".join(map(str, entry["block"])) if entry.get("block") else "",
        "count": count, "trace_time_us_total": total_us, "trace_time_us_mean": float(entry["mean_time_us"]),
        "share_of_kernel_time": total_us / kernel_time_us if kernel_time_us > 0 else None,
        "status": "not replayed", "reason": "", "op": (entry.get("op") or {}).get("name", ""),
        "verified": None, "launch_matched": None, "other_kernels_per_call": "",
        "call_time_us": None, "call_energy_mj": None, "kernel_share_of_call": None,
        "isolated_time_us": None, "isolated_energy_mj": None, "isolated_power_w": None,
        "energy_mj": None, "counted": False, "flagged": None,
    }
    if replay is None:
        return row
    row["status"] = replay["status"]
    row["reason"] = replay.get("reason") or ""
    row["op"] = replay.get("op") or row["op"]
    row["other_kernels_per_call"] = ";".join(replay.get("other_kernels_per_call") or [])
    verification = replay.get("verification")
    if verification:
        row["verified"] = bool(verification.get("name_matched"))
        row["launch_matched"] = bool(verification.get("launch_matched"))
    record = replay.get("record")
    time_ms = _record_value(record, "time_per_launch_ms")
    energy_mj = _record_value(record, "energy_per_launch_mj")
    if record is None or time_ms is None or energy_mj is None:
        return row
    share = kernel_share(replay)
    row.update({
        "call_time_us": time_ms * 1e3, "call_energy_mj": energy_mj, "kernel_share_of_call": share,
        "isolated_time_us": share * time_ms * 1e3, "isolated_energy_mj": share * energy_mj,
        "isolated_power_w": energy_mj / time_ms if time_ms > 0 else None,
        "flagged": bool(record.get("flagged")),
    })
    if row["verified"]:
        row["energy_mj"] = count * share * energy_mj
        row["counted"] = True
    return row


def _hot_idle(whole: dict[str, dict[str, Any]], replays: list[dict[str, Any]]) -> tuple[float | None, str]:
    for variant in ("eager", "graph"):
        power = _record_value((whole.get(variant) or {}).get("record"), "idle", "hot", "power_w")
        if power is not None:
            return power, f"whole {variant} record"
    powers = [p for r in replays if (p := _record_value(r.get("record"), "idle", "hot", "power_w")) is not None]
    if powers:
        return statistics.median(powers), f"median of {len(powers)} replay records"
    return None, "no record"


def explain(info: RunInfo) -> Explanation:
    """The explanation of a run (module description); a run with no measured record at all still gets
    its table (energies empty)."""
    entries = read_kernels(info.dirs.kernels)
    if not entries:
        raise ArtifactError(f"{info.dirs.kernels} lists no kernel")
    summary = read_dict(TraceSummary, info.dirs.summary)
    replays = {r["key"]: r for r in read_replays(info.dirs)}
    rotated = {r["key"]: r for r in read_replays(info.dirs, "rotate")}
    whole = read_whole(info.dirs)
    kernel_time_us = float(summary["kernel_time_us"])
    rows = [_kernel_row(i, e, replays.get(kernel_key(e)), kernel_time_us) for i, e in enumerate(entries, 1)]
    for row, e in zip(rows, entries, strict=True):
        _rotate_columns(row, rotated.get(kernel_key(e)))
    both = [r for r in rows if r["counted"] and r["rotate_energy_mj"] is not None]
    rotate_delta_mj = sum(r["rotate_energy_mj"] - r["energy_mj"] for r in both)

    counted = [r for r in rows if r["counted"]]
    replayed_time_us = sum(r["trace_time_us_total"] for r in counted)
    kernels_energy_mj = sum(r["energy_mj"] for r in counted)
    isolated_time_us = sum(r["count"] * r["isolated_time_us"] for r in counted)
    mean_power_w = kernels_energy_mj / (isolated_time_us * 1e-3) if isolated_time_us > 0 else None
    unreplayed_time_us = kernel_time_us - replayed_time_us
    unreplayed_mj = unreplayed_time_us * 1e-3 * mean_power_w if mean_power_w is not None else None
    hot_idle_w, idle_source = _hot_idle(whole, list(replays.values()))
    busy_us = float(summary["gpu_busy_us"])
    trace_gap_us = max(0.0, float(summary["gpu_span_us"]) - busy_us)
    trace_gaps_mj = trace_gap_us * 1e-3 * hot_idle_w if hot_idle_w is not None else None
    # every kernel of the trace: the counted ones measured, the others estimated at their mean power
    all_kernels_mj = kernels_energy_mj + unreplayed_mj if counted and unreplayed_mj is not None else None
    predicted_trace = (all_kernels_mj + trace_gaps_mj
                       if all_kernels_mj is not None and trace_gaps_mj is not None else None)

    totals: dict[str, Any] = {
        "unique_kernels": len(rows), "kernel_launches": sum(r["count"] for r in rows),
        "kernel_time_us": kernel_time_us, "gpu_busy_us": busy_us, "gpu_span_us": float(summary["gpu_span_us"]),
        "counted_kernels": len(counted), "counted_time_us": replayed_time_us,
        "coverage": replayed_time_us / kernel_time_us if kernel_time_us > 0 else None,
        "kernels_energy_mj": kernels_energy_mj if counted else None,
        "kernels_isolated_time_us": isolated_time_us if counted else None,
        "kernels_mean_power_w": mean_power_w,
        "uncounted_time_us": unreplayed_time_us, "uncounted_energy_estimate_mj": unreplayed_mj,
        "all_kernels_energy_mj": all_kernels_mj,
        "hot_idle_power_w": hot_idle_w, "hot_idle_source": idle_source,
        "trace_gap_us": trace_gap_us, "trace_gaps_energy_mj": trace_gaps_mj,
        "predicted_trace_gaps_mj": predicted_trace,
        "rotate_kernels": len(both),
        "rotate_counted_time_us": sum(r["trace_time_us_total"] for r in both),
        "rotate_hot_energy_mj": sum(r["energy_mj"] for r in both) if both else None,
        "rotate_energy_mj": sum(r["rotate_energy_mj"] for r in both) if both else None,
        "wall_time_ms": info.data.get("wall_time_ms"), "profiled_wall_time_ms": info.data.get("profiled_wall_time_ms"),
    }
    whole_out: dict[str, dict[str, Any]] = {}
    for variant, w in whole.items():
        record = w.get("record")
        energy = _record_value(record, "energy_per_launch_mj")
        time_ms = _record_value(record, "time_per_launch_ms")
        item: dict[str, Any] = {"status": w.get("status"), "reason": w.get("reason"), "energy_mj": energy,
                                "time_ms": time_ms, "energy_cv": _record_value(record, "energy_cv"),
                                "hot_idle_power_w": _record_value(record, "idle", "hot", "power_w"),
                                "flagged": bool(record.get("flagged")) if isinstance(record, dict) else None,
                                "gap_us": None, "gaps_energy_mj": None, "predicted_mj": None,
                                "predicted_over_measured": None, "rest_mj": None,
                                "predicted_rotate_mj": None, "predicted_rotate_over_measured": None,
                                "predicted_trace_gaps_mj": predicted_trace, "trace_gaps_over_measured": None}
        if time_ms is not None:
            item["gap_us"] = max(0.0, time_ms * 1e3 - busy_us)
            if hot_idle_w is not None:
                item["gaps_energy_mj"] = item["gap_us"] * 1e-3 * hot_idle_w
                if all_kernels_mj is not None:
                    item["predicted_mj"] = all_kernels_mj + item["gaps_energy_mj"]
                    if both:  # the kernels replayed with rotated inputs too, at that energy
                        item["predicted_rotate_mj"] = item["predicted_mj"] + rotate_delta_mj
        if energy is not None and energy > 0:
            if item.get("predicted_rotate_mj") is not None:
                item["predicted_rotate_over_measured"] = item["predicted_rotate_mj"] / energy
            if item["predicted_mj"] is not None:
                item["predicted_over_measured"] = item["predicted_mj"] / energy
                item["rest_mj"] = energy - item["predicted_mj"]
            if predicted_trace is not None:
                item["trace_gaps_over_measured"] = predicted_trace / energy
        whole_out[variant] = item

    tiers = []
    for tier in TIERS:
        of_tier = [r for r in rows if r["tier"] == tier]
        c = [r for r in of_tier if r["counted"]]
        counted_time = sum(r["trace_time_us_total"] for r in c)
        trace_time = sum(r["trace_time_us_total"] for r in of_tier)
        tiers.append({
            "tier": tier, "unique": len(of_tier), "count": sum(r["count"] for r in of_tier),
            "trace_time_us": trace_time, "counted_unique": len(c), "counted_time_us": counted_time,
            "energy_mj": sum(r["energy_mj"] for r in c) if c else 0.0,
            "uncounted_time_us": trace_time - counted_time,
            "uncounted_energy_estimate_mj": (trace_time - counted_time) * 1e-3 * mean_power_w
            if mean_power_w is not None else None,
        })

    statuses = [r["status"] for r in rows]
    reasons: dict[str, int] = {}
    for r in rows:
        if r["status"] in ("skipped", "failed"):
            reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
    replay_totals = {
        "replayed": sum(1 for s in statuses if s in ("measured", "verified")),
        "measured": statuses.count("measured"), "verified_only": statuses.count("verified"),
        "skipped": statuses.count("skipped"), "failed": statuses.count("failed"),
        "not_replayed": statuses.count("not replayed"),
        "mismatches": sum(1 for r in rows if r["verified"] is False),
        "launch_mismatches": sum(1 for r in rows if r["verified"] and r["launch_matched"] is False),
        "flagged_records": sum(1 for r in rows if r["flagged"]),
        "reasons": dict(sorted(reasons.items())),
    }
    run = {"name": info.dirs.root.name, "settings": dict(info.data["settings"]), "dtype": info.settings.dtype,
           "trace": info.data["trace"],
           "attention": info.data.get("attention"), "parameters": info.data.get("parameters"),
           "versions": info.data.get("versions", {}), "trace_sha256": summary.get("trace_sha256")}
    return Explanation(rows, tiers, totals, whole_out, replay_totals, run)
