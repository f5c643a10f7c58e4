"""Phase 4, measure: every exported kernel of a case (and its vendor baselines) at each power cap.

Reads ``<case>/export/`` (export.json, kernel.json, cubins, reference data); writes one driver
record per (kernel, cap) to ``<case>/measure/<cap>/<kernel>.json`` (atomically, by the driver) and
the driver's console log to ``<case>/measure/<cap>/driver.log``. A point whose record exists and
parses is never measured again, so an interrupted sweep resumes where it stopped.

Order: caps in the plan's order, then kernels in rank order, baselines last (on the first
exported kernel's case and reference buffers; the baselines of the case's kind and dtype). Each driver invocation (one per cap) measures the
cold idle first, before any CUDA work; each point then warms up to thermal steady state, measures
until its noise target or time limit, and measures the hot idle right after (docs/MEASUREMENT.md).
"""

from __future__ import annotations

import json
import math
import time
from pathlib import Path
from typing import Any, Callable

from .. import runlock
from ..atomic import STALE_DIR, inside_results, read_json, set_aside
from ..catalog import Case
from ..contract import RECORD_SCHEMA
from ..digest import open_for_writing
from ..errors import ArtifactError
from ..gpu import GpuInfo, gpu_info
from ..layout import case_dirs
from ..schema.base import read
from ..schema.export import ExportIndex
from ..validate import check_arch, check_fits_memory, check_kernel_manifest, check_output_dir, safe_name
from .caphelper import CapSession, deferred_signals, recover
from .caps import CapPoint, limit_matches_label, plan_caps
from .driver import (
    EXIT_GATE_FAILED,
    DriverOptions,
    Point,
    baseline_point,
    baselines_for,
    driver_args,
    exit_meaning,
    kernel_point,
    launch_key,
    manifest_dtype,
)
from .runners import choose_runner

Echo = Callable[[str], None]


def record_state(path: Path, point: Point | None = None) -> str:
    """``ok``: the record at ``path`` is a whole measurement at its cap's limit and (``point``: a tuned kernel) of
    the kernel the export now holds, the same launches and tuning time; ``stale``: a whole one of another kernel
    exported under the same id before; ``redo``: none, or not whole, or not at its cap's limit."""
    try:
        rec = json.loads(path.read_text(encoding="utf-8"))
        if not (rec.get("schema") == RECORD_SCHEMA and rec.get("energy_per_launch_mj") is not None
                and limit_matches_label(rec, path.parent.name)):
            return "redo"
        return "ok" if point is None or is_record_of(rec, point) else "stale"
    except (OSError, ValueError, AttributeError, TypeError, KeyError):
        return "redo"


def record_ok(path: Path, point: Point | None = None) -> bool:
    """Does ``path`` hold a record of ``point`` to keep (:func:`record_state` ``ok``)?"""
    return record_state(path, point) == "ok"


def is_record_of(rec: dict[str, Any], point: Point) -> bool:
    """Does a driver record measure ``point``'s kernel (its launches, and its tuning time where it has one)?"""
    if point.launches:
        launches = tuple(launch_key(ln["entry"], ln["grid"], ln["block"], ln["dynamic_shared_bytes"], ln.get("cluster_dims"))
                         for ln in rec["workload"]["launches"])
        if launches != point.launches:
            return False
    if point.tuned_time_ms is not None:
        got = rec.get("tuned_time_ms")
        return isinstance(got, (int, float)) and math.isclose(got, point.tuned_time_ms, rel_tol=1e-6)
    return True


def measurement_points(case: Case, results: Path, baselines: bool, gpu: GpuInfo | None = None) -> list[Point]:
    """Every exported kernel and baseline of the case, in measurement order; every manifest is checked
    first (and, with ``gpu``, that its cubins run on that GPU and that the case fits in its memory)."""
    dirs = case_dirs(results, case)
    index_path = dirs.export_index
    if not index_path.exists():
        raise ArtifactError(f"{case.case_id}: no export in {dirs.export} (run `make export CASE=...` first)")
    kernels = read(ExportIndex, index_path).kernels
    if not kernels:
        raise ArtifactError(f"{case.case_id}: export index {index_path} lists no kernels (export again with "
                            f"`artifact export --force`)")
    if gpu is not None:
        check_fits_memory(case.case_id, case.buffer_bytes, gpu.memory_mib, gpu.name)
    manifests = []
    for k in kernels:
        kdir = safe_name(k.dir, f"{index_path}: kernel dir")
        manifest_path = dirs.kernel_json(kdir)
        m = check_kernel_manifest(read_json(manifest_path, "kernel manifest"), manifest_path, case.case_id, case.flops)
        if gpu is not None:
            check_arch(m.arch, gpu.arch, gpu.compute_capability, f"{case.case_id}/{kdir}")
        manifests.append(manifest_path)
    points = [kernel_point(m) for m in manifests]
    if baselines:
        dtypes = {m: manifest_dtype(m) for m in manifests}
        dtype = dtypes[manifests[0]]
        other = [m for m, d in dtypes.items() if d != dtype]
        if other:
            raise ArtifactError(f"{case.case_id}: the exported kernels are of different dtypes ({manifests[0]} is "
                                f"{dtype}, {other[0]} is {dtypes[other[0]]}); export the case again")
        points += [baseline_point(case, name, manifests[0]) for name in baselines_for(case.kind, dtype)]
    return points


def measure_case(case: Case, results: Path, caps: str | None, runner_mode: str = "auto", gpu_index: int = 0,
                 opts: DriverOptions | None = None, baselines: bool = True, echo: Echo = print,
                 wait: bool = False, unattended: bool = False) -> dict[str, Any]:
    """Measure ``case``; everything is checked before a setting changes or a directory is created,
    and the GPU and the results directory are locked against a second run for the whole sweep."""
    opts = opts or DriverOptions()
    check_output_dir(results, "results directory")
    gpu = gpu_info(gpu_index)
    points = measurement_points(case, results, baselines, gpu)  # checks the export before anything changes
    plan_caps(gpu, caps)  # every cap checked against NVML's constraints first
    gpu_lock = runlock.gpu_key(gpu.index, gpu.uuid)
    with runlock.hold([gpu_lock, runlock.results_key(results)], wait, echo):
        return _measure_locked(case, results, caps, runner_mode, gpu_index, opts, points, echo, unattended, wait,
                               gpu_lock)


def _measure_locked(case: Case, results: Path, caps: str | None, runner_mode: str, gpu_index: int,
                    opts: DriverOptions, specs: list[Point], echo: Echo, unattended: bool, wait: bool,
                    gpu_lock: runlock.LockKey) -> dict[str, Any]:
    dirs = case_dirs(results, case)
    inside_results(results, dirs.measure, "measurement directory")
    gpu = gpu_info(gpu_index)
    with deferred_signals():  # settings left behind by a killed run, before anything else, never cut off
        if recover(gpu, echo, wait):
            gpu = gpu_info(gpu_index)
    plan = plan_caps(gpu, caps)
    states = {cap.label: {s.point_id: record_state(dirs.record(cap.label, s.point_id), s) for s in specs} for cap in plan}
    pending = {label: [s for s in specs if state[s.point_id] != "ok"] for label, state in states.items()}
    stale = [dirs.record(label, pid) for label, state in states.items() for pid, st in state.items() if st == "stale"]
    if stale:  # set aside before the driver runs, so that no analysis reads them if it fails
        echo(f"{case.case_id}: {', '.join(f'{p.parent.name}/{p.name}' for p in stale)} measured a kernel exported "
             f"under the same id before the one exported now: set aside into <cap>/{STALE_DIR}/ and measured again")
        set_aside(stale, STALE_DIR)
    total = len(plan) * len(specs)
    todo = sum(len(v) for v in pending.values())
    echo(f"{case.case_id}: {len(specs)} kernels x {len(plan)} cap(s) "
         f"({', '.join(c.label for c in plan)}{' = current limit, unchanged' if not plan[0].changes_limit else ''}) "
         f"on {gpu.name}: {total - todo} of {total} points done, {todo} to measure")
    if todo == 0:
        return summarize(case, results, plan, specs, echo)
    runner = choose_runner(runner_mode, echo)
    runner.check(gpu.uuid, echo)  # the driver answers, with the record schema read here, before any setting changes
    for cap in plan:  # no write of this run follows a link planted in the results (as root when caps are set)
        inside_results(results, dirs.driver_log(cap.label), "the driver's log")
    open_for_writing(results, "measuring")  # checksums verified and dropped before the first record: analyze writes them again
    echo(f"runner: {runner.name}")
    t0 = time.perf_counter()
    failed: list[str] = []
    with CapSession(gpu_index, echo, unattended=unattended, wait=wait) as session:
        for i, cap in enumerate(plan, 1):
            todo_cap = pending[cap.label]
            if not todo_cap:
                continue
            enforced = (session.apply(cap.watts) if cap.changes_limit and cap.watts is not None
                        else gpu_info(gpu_index).power_limit_w)
            echo(f"[cap {i}/{len(plan)}] {cap.label}: {len(todo_cap)} kernel(s)")
            out = dirs.measure_cap(cap.label)
            out.mkdir(parents=True, exist_ok=True)
            meta = {"runner": runner.name, "cap_mode": "table" if caps is None else ("current" if not cap.changes_limit else "CAPS"),
                    "requested_power_limit_w": f"{cap.watts:g}" if cap.changes_limit else "current",
                    "enforced_power_limit_w_at_start": f"{enforced:g}", "gpu_setup": session.setup_summary()}
            from .driver import library_dirs

            args = driver_args(todo_cap, out, gpu.uuid, cap.label, opts, meta,
                               "" if runner.name == "docker" else library_dirs())
            rc = runner.run(args, echo, dirs.driver_log(cap.label), [results], out, gpu.uuid, runlock.held_fd(gpu_lock))
            mislabeled = [s.point_id for s in todo_cap if (rec := dirs.record(cap.label, s.point_id)).exists()
                          and not record_ok(rec)]
            if mislabeled:
                raise ArtifactError(f"{case.case_id} at {cap.label}: the driver's record(s) of {', '.join(mislabeled)} "
                                    f"do not show a {cap.label} limit enforced (another process changed the limit?); "
                                    f"they are measured again by the next run")
            if rc == EXIT_GATE_FAILED:
                failed += [s.point_id for s in todo_cap if not record_ok(dirs.record(cap.label, s.point_id), s)]
            elif rc != 0:
                raise ArtifactError(f"the driver failed at {cap.label} (exit {rc}: {exit_meaning(rc)}); see "
                                    f"{dirs.driver_log(cap.label)}. Finished points are kept: rerun to resume")
    echo(f"{case.case_id}: measured in {time.perf_counter() - t0:.0f} s")
    summary = summarize(case, results, plan, specs, echo)
    if failed:
        raise ArtifactError(f"{case.case_id}: kernel(s) failed the driver's correctness gate and were not measured: "
                            f"{', '.join(sorted(set(failed)))}", exit_code=EXIT_GATE_FAILED)
    return summary


def summarize(case: Case, results: Path, plan: list[CapPoint], specs: list[Point], echo: Echo) -> dict:
    dirs = case_dirs(results, case)
    rows = []
    for cap in plan:
        for point in specs:
            path = dirs.record(cap.label, point.point_id)
            if record_ok(path, point):
                r = json.loads(path.read_text())
                rows.append((cap.label, point.point_id, r["time_per_launch_ms"], r["gflops"], r["energy_per_launch_mj"],
                             r["energy_ci_rel"], r["windows"]["count"], r["avg_power_w"], r["seconds"],
                             "yes" if r["flagged"] else ""))
    echo(f"{'cap':>7} {'kernel':<12} {'time ms':>9} {'GFLOP/s':>10} {'energy mJ':>10} {'ci %':>6} {'win':>4} "
         f"{'power W':>8} {'s':>5} flagged")
    for label, kid, t, gf, e, ci, n, p, s, fl in rows:
        echo(f"{label:>7} {kid:<12} {t:9.4f} {gf:10.1f} {e:10.4f} {100 * ci:6.2f} {n:4d} {p:8.1f} {s:5.1f} {fl}")
    return {"case_id": case.case_id, "points": len(rows)}
