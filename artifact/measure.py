"""Phase 4, measure: every exported kernel of a case (and its vendor baselines) at each power cap.

Reads ``<case>/export/`` (export.json, kernel.json, cubins, reference data); writes one driver
record per (kernel, cap) to ``<case>/measure/<cap>/<kernel>.json`` (atomically, by the driver) and
the driver's console log to ``<case>/measure/<cap>/driver.log``. A point whose record exists and
parses is never measured again, so an interrupted sweep resumes where it stopped.

Order: caps in the plan's order, then kernels in rank order, baselines last. Between caps the
driver measures the idle power afresh (2 s, GPU idle); before each kernel it waits until the GPU
is within 10 C of that idle temperature (at most 3 s) and records the temperature and the wait.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Callable

from .atomic import read_json
from .caphelper import CapSession, recover
from .caps import CapPoint, plan_caps
from .catalog import Case
from .driver import BASELINES, DriverOptions, baseline_spec, driver_args, kernel_spec, write_specs
from .errors import ArtifactError
from .export import EXPORT_INDEX
from .gpu import gpu_info
from .layout import case_dirs
from .runners import choose_runner

Echo = Callable[[str], None]


def record_ok(path: Path) -> bool:
    try:
        rec = json.loads(path.read_text(encoding="utf-8"))
        return rec.get("schema") == "energy-driver/1" and rec.get("energy_per_launch_mj") is not None
    except (OSError, ValueError):
        return False


def measurement_points(case: Case, results: Path, baselines: bool) -> list[tuple[str, str]]:
    """(id, spec) of every exported kernel and baseline of the case, in measurement order."""
    dirs = case_dirs(results, case)
    index_path = dirs.export / EXPORT_INDEX
    if not index_path.exists():
        raise ArtifactError(f"{case.case_id}: no export in {dirs.export} (run `make export CASE=...` first)")
    index = read_json(index_path, "export index")
    specs = [kernel_spec(dirs.export / k["dir"] / "kernel.json") for k in index["kernels"]]
    if baselines:
        specs += [baseline_spec(case, name, dirs.export) for name in BASELINES[case.kind]]
    return specs


def measure_case(case: Case, results: Path, caps: str | None, runner_mode: str = "auto", gpu_index: int = 0,
                 opts: DriverOptions | None = None, baselines: bool = True, echo: Echo = print) -> dict[str, Any]:
    opts = opts or DriverOptions()
    dirs = case_dirs(results, case)
    specs = measurement_points(case, results, baselines)  # checks the export before anything changes
    gpu = gpu_info(gpu_index)
    if recover(gpu, echo):  # a limit left behind by a killed run, before anything else
        gpu = gpu_info(gpu_index)
    plan = plan_caps(gpu, caps)  # every cap checked against NVML's constraints first
    pending = {cap.label: [s for s in specs if not record_ok(dirs.measure / cap.label / f"{s[0]}.json")]
               for cap in plan}
    total = len(plan) * len(specs)
    todo = sum(len(v) for v in pending.values())
    echo(f"{case.case_id}: {len(specs)} kernels x {len(plan)} cap(s) "
         f"({', '.join(c.label for c in plan)}{' = current limit, unchanged' if not plan[0].changes_limit else ''}) "
         f"on {gpu.name}: {total - todo} of {total} points done, {todo} to measure")
    if todo == 0:
        return summarize(case, results, plan, specs, echo)
    runner = choose_runner(runner_mode, echo)
    echo(f"runner: {runner.name}")
    t0 = time.perf_counter()
    failed: list[str] = []
    with CapSession(gpu_index, echo) as session:
        for i, cap in enumerate(plan, 1):
            todo_cap = pending[cap.label]
            if not todo_cap:
                continue
            enforced = session.apply(cap.watts) if cap.changes_limit else gpu_info(gpu_index).power_limit_w
            echo(f"[cap {i}/{len(plan)}] {cap.label}: {len(todo_cap)} kernel(s)")
            out = dirs.measure / cap.label
            out.mkdir(parents=True, exist_ok=True)
            spec_paths = write_specs(todo_cap, out / ".specs")
            meta = {"runner": runner.name, "cap_mode": "table" if caps is None else ("current" if not cap.changes_limit else "CAPS"),
                    "requested_power_limit_w": f"{cap.watts:g}" if cap.changes_limit else "current",
                    "enforced_power_limit_w_at_start": f"{enforced:g}"}
            from .driver import library_dirs

            args = driver_args(spec_paths, out, gpu.uuid, cap.label, opts, meta,
                               "" if runner.name == "docker" else library_dirs())
            rc = runner.run(args, echo, out / "driver.log", [results], out, gpu.uuid)
            for p in spec_paths:
                p.unlink(missing_ok=True)
            if rc == 3:
                failed += [s[0] for s in todo_cap if not record_ok(out / f"{s[0]}.json")]
            elif rc != 0:
                raise ArtifactError(f"the driver failed at {cap.label} (exit {rc}); see {out / 'driver.log'}. "
                                    f"Finished points are kept: rerun to resume")
    echo(f"{case.case_id}: measured in {time.perf_counter() - t0:.0f} s")
    summary = summarize(case, results, plan, specs, echo)
    if failed:
        raise ArtifactError(f"{case.case_id}: kernel(s) failed the driver's correctness gate and were not measured: "
                            f"{', '.join(sorted(set(failed)))}", exit_code=3)
    return summary


def summarize(case: Case, results: Path, plan: list[CapPoint], specs: list[tuple[str, str]], echo: Echo) -> dict:
    dirs = case_dirs(results, case)
    rows = []
    for cap in plan:
        for kid, _ in specs:
            path = dirs.measure / cap.label / f"{kid}.json"
            if record_ok(path):
                r = json.loads(path.read_text())
                rows.append((cap.label, kid, r["time_per_launch_ms"], r["gflops"], r["energy_per_launch_mj"],
                             r["energy_cv"], r["avg_power_w"], r["seconds"]))
    echo(f"{'cap':>7} {'kernel':<12} {'time ms':>9} {'GFLOP/s':>10} {'energy mJ':>10} {'cv %':>6} {'power W':>8} {'s':>5}")
    for cap, kid, t, gf, e, cv, p, s in rows:
        echo(f"{cap:>7} {kid:<12} {t:9.4f} {gf:10.1f} {e:10.4f} {100 * cv:6.2f} {p:8.1f} {s:5.1f}")
    return {"case_id": case.case_id, "points": len(rows)}
