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

from . import runlock
from .atomic import read_json
from .caphelper import CapSession, deferred_signals, recover
from .caps import CapPoint, limit_matches_label, plan_caps
from .catalog import Case
from .driver import BASELINES, DriverOptions, baseline_spec, driver_args, kernel_spec, write_specs
from .errors import ArtifactError
from .export import EXPORT_INDEX
from .gpu import GpuInfo, gpu_info
from .layout import case_dirs
from .runners import choose_runner
from .validate import check_arch, check_fits_memory, check_kernel_manifest, check_output_dir, safe_name

Echo = Callable[[str], None]


def record_ok(path: Path) -> bool:
    """A finished point: a complete record, measured at its directory's cap (else it is measured again)."""
    try:
        rec = json.loads(path.read_text(encoding="utf-8"))
        return (rec.get("schema") == "energy-driver/1" and rec.get("energy_per_launch_mj") is not None
                and limit_matches_label(rec, path.parent.name))
    except (OSError, ValueError, AttributeError):
        return False


def check_driver_options(opts: DriverOptions) -> None:
    if isinstance(opts.rounds, bool) or not isinstance(opts.rounds, int) or opts.rounds < 1:
        raise ArtifactError(f"--rounds must be at least 1, got {opts.rounds}")
    if not opts.window_s > 0 or opts.window_s > 3600:
        raise ArtifactError(f"--window-s must be more than 0 and at most 3600 seconds, got {opts.window_s}")


def measurement_points(case: Case, results: Path, baselines: bool,
                       gpu: GpuInfo | None = None) -> list[tuple[str, str]]:
    """(id, spec) of every exported kernel and baseline of the case, in measurement order; every
    manifest is checked first (and, with ``gpu``, that its cubins run on that GPU and fit in it)."""
    dirs = case_dirs(results, case)
    index_path = dirs.export / EXPORT_INDEX
    if not index_path.exists():
        raise ArtifactError(f"{case.case_id}: no export in {dirs.export} (run `make export CASE=...` first)")
    index = read_json(index_path, "export index")
    kernels = index.get("kernels") if isinstance(index, dict) else None
    if not isinstance(kernels, list) or not kernels:
        raise ArtifactError(f"{case.case_id}: export index {index_path} lists no kernels (export again with "
                            f"`artifact export --force`)")
    if gpu is not None:
        check_fits_memory(case.case_id, case.buffer_bytes, gpu.memory_mib, gpu.name)
    specs = []
    for k in kernels:
        kdir = safe_name(k.get("dir") if isinstance(k, dict) else None, f"{index_path}: kernel dir")
        manifest_path = dirs.export / kdir / "kernel.json"
        m = read_json(manifest_path, "kernel manifest")
        check_kernel_manifest(m, manifest_path, case.case_id, case.flops)
        if gpu is not None:
            check_arch(str(m["arch"]), gpu.arch, gpu.compute_capability, f"{case.case_id}/{kdir}")
        specs.append(kernel_spec(manifest_path))
    if baselines:
        specs += [baseline_spec(case, name, dirs.export) for name in BASELINES[case.kind]]
    return specs


def measure_case(case: Case, results: Path, caps: str | None, runner_mode: str = "auto", gpu_index: int = 0,
                 opts: DriverOptions | None = None, baselines: bool = True, echo: Echo = print,
                 wait: bool = False, unattended: bool = False) -> dict[str, Any]:
    """Measure ``case``; everything is checked before a setting changes or a directory is created,
    and the GPU and the results directory are locked against a second run for the whole sweep."""
    opts = opts or DriverOptions()
    check_driver_options(opts)
    check_output_dir(results, "results directory")
    gpu = gpu_info(gpu_index)
    specs = measurement_points(case, results, baselines, gpu)  # checks the export before anything changes
    plan_caps(gpu, caps)  # every cap checked against NVML's constraints first
    with runlock.hold([runlock.gpu_key(gpu.index, gpu.uuid), runlock.results_key(results)], wait, echo):
        return _measure_locked(case, results, caps, runner_mode, gpu_index, opts, specs, echo, unattended)


def _measure_locked(case: Case, results: Path, caps: str | None, runner_mode: str, gpu_index: int,
                    opts: DriverOptions, specs: list[tuple[str, str]], echo: Echo, unattended: bool) -> dict[str, Any]:
    dirs = case_dirs(results, case)
    gpu = gpu_info(gpu_index)
    with deferred_signals():  # a limit left behind by a killed run, before anything else, never cut off
        if recover(gpu, echo):
            gpu = gpu_info(gpu_index)
    plan = plan_caps(gpu, caps)
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
    with CapSession(gpu_index, echo, unattended=unattended) as session:
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
                    "enforced_power_limit_w_at_start": f"{enforced:g}", "gpu_setup": session.setup_summary()}
            from .driver import library_dirs

            args = driver_args(spec_paths, out, gpu.uuid, cap.label, opts, meta,
                               "" if runner.name == "docker" else library_dirs())
            rc = runner.run(args, echo, out / "driver.log", [results], gpu.uuid)
            for p in spec_paths:
                p.unlink(missing_ok=True)
            mislabeled = [s[0] for s in todo_cap if (out / f"{s[0]}.json").exists() and not record_ok(out / f"{s[0]}.json")]
            if mislabeled:
                raise ArtifactError(f"{case.case_id} at {cap.label}: the driver's record(s) of {', '.join(mislabeled)} "
                                    f"do not show a {cap.label} limit enforced (another process changed the limit?); "
                                    f"they are measured again by the next run")
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
