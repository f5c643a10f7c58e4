"""The fastest CUTLASS configuration of a case, picked from the driver's records, as CUTLASS's
profiler picks the fastest kernel of its sweep.

Reads ``<results>/cutlass/<case>/export/export.json`` and the records the driver wrote for the sweep,
``<results>/cutlass/<case>/measure/<cap>/<config>.json``; writes ``<results>/cutlass/<case>/pick.json``:
the cap, the rule, the picked configuration and every candidate (time, GFLOP/s, energy, spread),
fastest first, and the exported configurations that have no record at that cap (not measured yet,
or failed the driver's correctness gate, which writes no record).
"""

from __future__ import annotations

import datetime as _dt
import math
from pathlib import Path
from typing import Any

from ...atomic import read_json
from ...catalog import Case
from ...errors import ArtifactError
from ...layout import CaseDirs
from ...schema.base import read, write
from ...schema.cutlass_pick import CutlassPick
from ...schema.export import ExportIndex
from ...schema.kernel import Generator, KernelManifest
from .sweep import cutlass_dirs

RULE = "least time_per_launch_ms among the configurations with a record (the driver writes none for a failed gate)"


def _cap_watts(label: str) -> float:
    try:
        return float(label.rstrip("W"))
    except ValueError:
        return math.inf


def measured_caps(case_root: Path) -> list[str]:
    measure = CaseDirs(case_root).measure
    return sorted((p.name for p in measure.iterdir() if p.is_dir() and any(p.glob("*.json"))),
                  key=lambda c: (_cap_watts(c), c)) if measure.is_dir() else []


def candidate(rec: dict[str, Any], path: Path) -> dict[str, Any]:
    """The fields of one record that the pick reports."""
    try:
        time_ms = float(rec["time_per_launch_ms"])
        out = {"kernel_id": str(rec["id"]), "time_ms": time_ms, "gflops": float(rec["gflops"]),
               "energy_mj": float(rec["energy_per_launch_mj"]), "time_cv": rec.get("time_cv"),
               "energy_ci_rel": rec.get("energy_ci_rel"), "gate_rel_error": (rec.get("gate") or {}).get("rel_error"),
               "flagged": bool(rec.get("flagged", False)), "record": path.name}
    except (KeyError, TypeError, ValueError) as exc:
        raise ArtifactError(f"measurement record {path} lacks {exc} (not a driver record?)") from exc
    if not time_ms > 0:
        raise ArtifactError(f"measurement record {path}: time_per_launch_ms must be positive")
    return out


def choose(candidates: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Fastest first; ties broken by energy, then by name (the same records give the same pick)."""
    return sorted(candidates, key=lambda c: (c["time_ms"], c["energy_mj"], c["kernel_id"]))


def pick(case: Case, results: Path, cap: str | None = None) -> dict[str, Any]:
    """Pick the fastest measured configuration of ``case`` at ``cap`` (the only measured cap if None)."""
    dirs = cutlass_dirs(results, case)
    index = read(ExportIndex, dirs.export_index, f"{case.case_id}: CUTLASS export index (run `artifact cutlass sweep` first)")
    exported = {k.kernel_id: k for k in index.kernels}
    caps = measured_caps(dirs.root)
    if not caps:
        raise ArtifactError(f"{case.case_id}: no CUTLASS configuration measured yet in {dirs.measure} "
                            f"(run `artifact cutlass measure` on the GPU first)")
    if cap is None:
        if len(caps) > 1:
            raise ArtifactError(f"{case.case_id}: CUTLASS records at {len(caps)} caps ({', '.join(caps)}): choose one "
                                f"with --cap")
        cap = caps[0]
    elif cap not in caps:
        raise ArtifactError(f"{case.case_id}: no CUTLASS record at cap {cap!r} (measured: {', '.join(caps)})")
    found = []
    for path in sorted(dirs.measure_cap(cap).glob("*.json")):
        if path.stem not in exported:
            continue  # the vendor baselines measured beside the sweep, or a configuration no longer exported
        found.append(candidate(read_json(path, "measurement record"), path))
    if not found:
        raise ArtifactError(f"{case.case_id}: no record of an exported CUTLASS configuration at {cap} "
                            f"(every one failed the driver's gate, or none was measured)")
    ranked = choose(found)
    best = ranked[0]
    manifest_path = dirs.kernel_json(exported[best["kernel_id"]].dir)
    generator = read(KernelManifest, manifest_path).generator
    if not isinstance(generator, Generator) or not isinstance(generator.config, dict):
        raise ArtifactError(f"{manifest_path} names no CUTLASS configuration (run `artifact cutlass sweep --force`)")
    config = generator.config
    out = {"case_id": case.case_id, "cap": cap, "rule": RULE,
           "created": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
           "picked": {**best, "config": config}, "candidates": ranked,
           "no_record": sorted(set(exported) - {c["kernel_id"] for c in found})}
    write(dirs.pick, CutlassPick.from_plain(out))
    return out


def format_pick(p: dict[str, Any]) -> list[str]:
    """The pick as console lines: one per candidate, fastest first, the picked one marked."""
    lines = [f"{p['case_id']} at {p['cap']}: {len(p['candidates'])} CUTLASS configuration(s) measured",
             f"  {'configuration':<26} {'time ms':>9} {'TFLOP/s':>8} {'energy mJ':>10} {'time cv %':>9}"]
    for c in p["candidates"]:
        mark = "*" if c["kernel_id"] == p["picked"]["kernel_id"] else " "
        cv = f"{100 * c['time_cv']:9.2f}" if isinstance(c.get("time_cv"), (int, float)) else f"{'-':>9}"
        lines.append(f"{mark} {c['kernel_id']:<26} {c['time_ms']:9.4f} {c['gflops'] / 1e3:8.1f} {c['energy_mj']:10.3f} {cv}")
    if p["no_record"]:
        lines.append(f"  no record (not measured, or failed the gate): {', '.join(p['no_record'])}")
    lines.append(f"picked {p['picked']['kernel_id']}")
    return lines
