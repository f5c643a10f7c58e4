"""A tensor-parallel run's energy explained GPU by GPU (artifact.tp.run's run directory).

Each ``rank<r>/`` is a kernel trace run (artifact.traces.run) of its GPU, explained as one GPU's
(artifact.traces.explain: its unique kernels replayed alone on its GPU, ``replay/``), with three changes:

* **the collectives** (NCCL's all-reduce kernels, tier ``collective``) are never replayed alone: their
  time is partly waiting for the other GPUs. Each is matched by its tensor's size and dtype
  (tensor_parallel.allreduce_size) to ``collectives.json``, the same all-reduce run by every GPU at once
  back to back (a *pair* measurement): energy = count x the pair's energy per call on this GPU;
  ``pair_time_us`` = count x the pair's time per call. ``waiting_us`` = max(0, traced time -
  pair time): an estimate of how much of the traced collective time was spent waiting for the slower
  rank (the profiled inference's host work included). A collective with no pair is estimated at the
  kernels' mean power over its traced time, as the kernels not replayed.
* **the barrier**: the ``dist.barrier()`` before the profiled inference all-reduces a tensor torch makes
  itself (no tensor recorded in its op); it is outside the phase, so left out of the kernel time, the
  busy time and the prediction (``barrier_time_us``).
* **measured**: ``energy.json`` (the phase run by every GPU at once under the protocol in lockstep,
  artifact.measure.lockstep: this GPU's counter-aligned windows), not whole/ records. predicted = the
  replayed kernels + those not replayed at their mean power + the collectives at their pair energy + the
  gaps at hot idle power (energy.json's ``hot_idle_w``, measured right after the phase, where it has one;
  else the replays' as for one GPU), the gaps being
  max(0, measured time per run - (busy time of the phase - waiting)): the waiting is charged at hot
  idle power like the gaps (a lower bound: an NCCL kernel that waits still spins).

Totals: per-GPU and summed measured and predicted energy; the communication's share of the phase's
kernel time (traced) and its pair-measured share.

The Gantt's alignment (:func:`aligned_activities`): each rank's trace has its own process's clock. They
are put on one axis at the end of each rank's first collective kernel (the barrier's all-reduce): an
all-reduce cannot end on one GPU before every GPU's data has arrived, so those ends are the same moment
to within the last transfer. ``clock_offsets_us`` says how far each rank's clock was moved.

Pure Python: no torch, no pandas.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ArtifactError
from ..layout import TpRunDirs
from ..schema import trace_reports
from ..schema.base import read
from ..schema.tp_energy import TpCollectives, TpEnergy
from ..traces.explain import Explanation, explain
from ..traces.run import RunInfo, load_run, read_kernels
from ..traces.trace import Activity, activities
from .run import allreduce_size

TP_REPORT_SCHEMA = trace_reports.TP_REPORT_SCHEMA


def rank_dirs(root: Path) -> list[Path]:
    """``rank0/``, ``rank1/``... of a tensor-parallel run, in rank order (a gap in the ranks is an error)."""
    root = Path(root)
    dirs = TpRunDirs(root).rank_roots()
    if not dirs:
        raise ArtifactError(f"no rank directories in {root} (run the tensor-parallel profile first)")
    if [int(p.name[4:]) for p in dirs] != list(range(len(dirs))):
        raise ArtifactError(f"{root}: rank directories {', '.join(p.name for p in dirs)} are not rank0..rank{len(dirs) - 1}")
    return dirs


def _optional(path: Path, kind: type[TpEnergy] | type[TpCollectives]) -> dict[str, Any] | None:
    return read(kind, path).to_json() if path.is_file() else None


@dataclass
class RankExplanation:
    """One GPU's explanation: the single-GPU one, its collectives and its measured/predicted energy."""

    rank: int
    info: RunInfo
    ex: Explanation
    collectives: list[dict[str, Any]]
    totals: dict[str, Any]
    energy: dict[str, Any] | None


def _collective_rows(rank: int, ex: Explanation, entries: list[dict[str, Any]], pairs: list[dict[str, Any]],
                     mean_power_w: float | None) -> list[dict[str, Any]]:
    by_size = {(int(p["numel"]), str(p["dtype"])): p for p in pairs}
    rows = []
    for row, entry in zip(ex.kernels, entries, strict=True):
        if row["tier"] != "collective":
            continue
        size = allreduce_size(entry)
        traced_us = float(row["trace_time_us_total"])
        out: dict[str, Any] = {
            "gpu_rank": rank, "key": row["key"], "kernel": row["kernel"], "count": row["count"],
            "numel": size[0] if size else None, "dtype": size[1] if size else None,
            "role": "all_reduce" if size else "barrier", "trace_time_us_total": traced_us,
            "pair_time_per_call_us": None, "pair_energy_per_call_mj": None, "pair_time_us": None,
            "waiting_us": None, "waiting_share": None, "energy_mj": None, "energy_source": "",
        }
        pair = by_size.get(size) if size else None
        if size is None:
            out["energy_source"] = "barrier before the phase: left out"
        elif pair is not None:
            per_us, per_mj = float(pair["time_per_call_us"]), float(pair["energy_per_call_mj"])
            pair_us = row["count"] * per_us
            out.update({"pair_time_per_call_us": per_us, "pair_energy_per_call_mj": per_mj, "pair_time_us": pair_us,
                        "waiting_us": max(0.0, traced_us - pair_us),
                        "waiting_share": max(0.0, traced_us - pair_us) / traced_us if traced_us > 0 else None,
                        "energy_mj": row["count"] * per_mj, "energy_source": "pair"})
        elif mean_power_w is not None:
            out.update({"energy_mj": traced_us * 1e-3 * mean_power_w,
                        "energy_source": "no pair measured: traced time x the kernels' mean power"})
        else:
            out["energy_source"] = "no pair measured"
        rows.append(out)
    return rows


def explain_rank(root: Path, rank: int) -> RankExplanation:
    """One rank directory explained (module description)."""
    info = load_run(root)
    ex = explain(info)
    entries = read_kernels(info.dirs.kernels)
    energy = _optional(info.dirs.energy, TpEnergy)
    coll = _optional(info.dirs.collectives, TpCollectives)
    t = ex.totals
    mean_power_w = t["kernels_mean_power_w"]
    collectives = _collective_rows(rank, ex, entries, (coll or {}).get("pairs") or [], mean_power_w)
    compute = [r for r in ex.kernels if r["tier"] != "collective"]
    counted = [r for r in compute if r["counted"]]
    counted_mj = sum(r["energy_mj"] for r in counted)
    uncounted_us = sum(r["trace_time_us_total"] for r in compute if not r["counted"])
    uncounted_mj = uncounted_us * 1e-3 * mean_power_w if mean_power_w is not None else None
    barrier_us = sum(c["trace_time_us_total"] for c in collectives if c["role"] == "barrier")
    phase_coll = [c for c in collectives if c["role"] != "barrier"]
    coll_us = sum(c["trace_time_us_total"] for c in phase_coll)
    paired = [c for c in phase_coll if c["energy_source"] == "pair"]
    waiting_us = sum(c["waiting_us"] for c in paired)
    pair_us = sum(c["pair_time_us"] for c in paired)
    coll_mj = sum(c["energy_mj"] for c in phase_coll) if all(c["energy_mj"] is not None for c in phase_coll) else None
    kernel_us = float(t["kernel_time_us"]) - barrier_us
    busy_us = float(t["gpu_busy_us"]) - barrier_us
    idle_w, idle_source = t["hot_idle_power_w"], t["hot_idle_source"]
    hot_idle_w = (energy or {}).get("hot_idle_w")
    if hot_idle_w is not None:
        idle_w, idle_source = float(hot_idle_w), "energy.json (hot idle after the phase)"
    measured_mj = (energy or {}).get("energy_per_run_mj")
    time_ms = (energy or {}).get("time_per_run_ms")
    gap_us = max(0.0, float(time_ms) * 1e3 - (busy_us - waiting_us)) if time_ms is not None else None
    gaps_mj = gap_us * 1e-3 * idle_w if gap_us is not None and idle_w is not None else None
    parts = (uncounted_mj, coll_mj, gaps_mj)
    predicted = counted_mj + sum(p for p in parts if p is not None) if counted and all(p is not None for p in parts) else None
    totals = {
        "rank": rank, "gpu_uuid": (info.data.get("gpu") or {}).get("uuid"), "gpu_index": (info.data.get("gpu") or {}).get("index"),
        "unique_kernels": len(ex.kernels), "kernel_time_us": kernel_us, "gpu_busy_us": busy_us,
        "barrier_time_us": barrier_us, "collective_time_us": coll_us,
        "collective_share": coll_us / kernel_us if kernel_us > 0 else None,
        "collective_pair_time_us": pair_us if paired else None,
        "collective_pair_share": pair_us / (kernel_us - waiting_us) if paired and kernel_us - waiting_us > 0 else None,
        "collective_waiting_us": waiting_us if paired else None,
        "collective_waiting_share": waiting_us / coll_us if paired and coll_us > 0 else None,
        "collectives_paired": len(paired), "collectives": len(phase_coll),
        "counted_kernels": len(counted), "counted_time_us": sum(r["trace_time_us_total"] for r in counted),
        "coverage": sum(r["trace_time_us_total"] for r in counted) / (kernel_us - coll_us) if kernel_us - coll_us > 0 else None,
        "kernels_energy_mj": counted_mj if counted else None, "kernels_mean_power_w": mean_power_w,
        "uncounted_time_us": uncounted_us, "uncounted_energy_estimate_mj": uncounted_mj,
        "collectives_energy_mj": coll_mj, "hot_idle_power_w": idle_w, "hot_idle_source": idle_source,
        "gap_us": gap_us, "gaps_energy_mj": gaps_mj,
        "measured_energy_mj": measured_mj, "measured_time_ms": time_ms,
        "avg_power_w": (energy or {}).get("avg_power_w"), "repeats": (energy or {}).get("repeats"),
        "predicted_mj": predicted,
        "predicted_over_measured": predicted / measured_mj if predicted is not None and measured_mj else None,
        "wall_time_ms": info.data.get("wall_time_ms"), "profiled_wall_time_ms": info.data.get("profiled_wall_time_ms"),
    }
    return RankExplanation(rank, info, ex, collectives, totals, energy)


@dataclass
class TpExplanation:
    root: Path
    ranks: list[RankExplanation]
    totals: dict[str, Any]

    def report(self) -> dict[str, Any]:
        """tp_energy_report.json (docs/SCHEMAS.md)."""
        first = self.ranks[0].info
        return {"schema": TP_REPORT_SCHEMA, "run": {
            "name": self.root.name, "settings": dict(first.data["settings"]) | {"device": None},
            "world_size": len(self.ranks), "versions": first.data.get("versions", {}),
            "tensor_parallel": first.data.get("tensor_parallel"),
            "gpus": [r.info.data.get("gpu") for r in self.ranks]},
            "totals": self.totals, "ranks": [r.totals for r in self.ranks],
            "collectives": [c for r in self.ranks for c in r.collectives],
            "replay": {str(r.rank): r.ex.replay for r in self.ranks}}


def _sum(values: list[Any]) -> float | None:
    return sum(values) if values and all(v is not None for v in values) else None


def explain_tp(root: Path) -> TpExplanation:
    """Every rank explained, and the totals over the GPUs."""
    root = Path(root)
    ranks = [explain_rank(d, r) for r, d in enumerate(rank_dirs(root))]
    worlds = {r.info.data.get("world_size") for r in ranks}
    if worlds != {len(ranks)}:
        raise ArtifactError(f"{root}: {len(ranks)} rank directories for world size(s) {sorted(map(str, worlds))}")
    rt = [r.totals for r in ranks]
    measured = _sum([t["measured_energy_mj"] for t in rt])
    predicted = _sum([t["predicted_mj"] for t in rt])
    kernel_us = sum(t["kernel_time_us"] for t in rt)
    coll_us = sum(t["collective_time_us"] for t in rt)
    waiting = _sum([t["collective_waiting_us"] for t in rt])
    times = [t["measured_time_ms"] for t in rt if t["measured_time_ms"] is not None]
    totals = {
        "world_size": len(ranks), "measured_energy_mj": measured, "predicted_mj": predicted,
        "predicted_over_measured": predicted / measured if predicted is not None and measured else None,
        "time_per_run_ms": max(times) if times else None,
        "kernel_time_us": kernel_us, "collective_time_us": coll_us,
        "collective_share": coll_us / kernel_us if kernel_us > 0 else None,
        "collective_waiting_us": waiting,
        "collective_waiting_share": waiting / coll_us if waiting is not None and coll_us > 0 else None,
        "collective_pair_share": (coll_us - waiting) / (kernel_us - waiting)
        if waiting is not None and kernel_us - waiting > 0 else None,
    }
    return TpExplanation(root, ranks, totals)


# --- the Gantt's time axis --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Aligned:
    """Every rank's GPU activities on one axis (microseconds from the earliest aligned activity)."""

    activities: dict[int, list[Activity]]
    clock_offsets_us: dict[int, float]  # what was added to each rank's timestamps (rank 0: 0)
    anchor: str


def align(per_rank: dict[int, list[Activity]]) -> Aligned:
    """Aligned at the end of each rank's first collective kernel (module description); where a rank has
    none (one GPU), at its first activity."""
    if not per_rank or any(not acts for acts in per_rank.values()):
        raise ArtifactError("a rank's trace has no GPU activity to align")

    def anchor_us(acts: list[Activity]) -> float:
        first = next((a for a in acts if a.tier == "collective"), None)
        return first.start_us + first.dur_us if first is not None else acts[0].start_us

    has_coll = all(any(a.tier == "collective" for a in acts) for acts in per_rank.values())
    anchors = {r: anchor_us(acts) for r, acts in per_rank.items()}
    ref = anchors[min(anchors)]
    offsets = {r: ref - a for r, a in anchors.items()}
    t0 = min(acts[0].start_us + offsets[r] for r, acts in per_rank.items())
    moved = {r: [Activity(a.name, a.category, a.tier, a.start_us + offsets[r] - t0, a.dur_us, a.stream) for a in acts]
             for r, acts in per_rank.items()}
    how = ("the end of each rank's first collective kernel (the barrier's all-reduce)" if has_coll
           else "each rank's first GPU activity")
    return Aligned(moved, offsets, how)


def aligned_activities(tp: TpExplanation) -> Aligned:
    """The ranks' traces read (artifact.traces.trace.activities) and aligned (:func:`align`)."""
    return align({r.rank: activities(r.info.trace) for r in tp.ranks})


def power_timelines(tp: TpExplanation) -> dict[int, list[tuple[float, float]]]:
    """Each rank's power samples as (seconds from the earliest sample of any rank, watts): the ranks
    sample the same host clock (time.time), so no alignment is needed."""
    raw = {r.rank: [(float(p["t_s"]), float(p["power_w"])) for p in (r.energy or {}).get("power_timeline") or []]
           for r in tp.ranks}
    starts = [s[0][0] for s in raw.values() if s]
    if not starts:
        return {}
    t0 = min(starts)
    return {r: [(t - t0, w) for t, w in samples] for r, samples in raw.items() if samples}
