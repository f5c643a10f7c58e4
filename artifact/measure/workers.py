"""Phase 4 on several GPUs of one host: one measurement worker per GPU, cases spread over them.

``artifact measure --gpus 0,1,...``: every case and every GPU is checked first (the exports against each
GPU's architecture and memory, the caps against each GPU's limits, GPUs of one model unless
``mixed``); then this process holds the locks of every GPU and of the results directory, and keeps
one worker process per GPU busy: a GPU that is free takes the next case (the most points first), and
its worker (``python -m artifact.measure.workers SPEC``) measures it on that GPU exactly as
``artifact measure --gpu N`` would (:func:`artifact.measure.sweep.measure_case`: its own power-cap
session, restored at the end, on error and on a signal).
A case is never split over GPUs: its kernels are compared with each other (the tuned ones against their
percentiles and the vendor libraries, at every cap), and cards of one model differ in energy by more
than the protocol's spread from run to run on one card (benchmarks/results/NOTES.md, "Measurement in
parts against whole cases"), so ``analyze`` takes one GPU per case. With fewer cases than GPUs the others stay idle, and the run ends when the GPU
with the most points does (seven cases on two GPUs go four against three).
The workers take over this process's locks (artifact.runlock.inherit_env). Every record names its GPU
(the driver writes its UUID and serial); the records of all GPUs land in the one results directory,
which ``analyze`` then checksums in one SHA256SUMS. Each worker runs in a session of its own: Ctrl-C,
SIGTERM or SIGHUP sent to the run's process group reach this process only, which passes SIGTERM to
every worker; each restores its GPU before this process returns (with the signal's exit status). A
worker dies with this process (SIGTERM from the kernel's parent-death signal: it restores its GPU
first), so a killed run leaves no worker measuring on.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from .. import runlock
from ..catalog import Case
from ..children import die_with_parent
from ..contract import EXIT_GATE_FAILED
from ..errors import ArtifactError, Interrupted, interrupt_exit_code
from ..gpu import GpuInfo, check_same_model, gpu_info
from ..layout import case_dirs
from ..validate import check_output_dir
from .caps import plan_caps
from .driver import DriverOptions, Point
from .sweep import measurement_points, record_ok

Echo = Callable[[str], None]
STOP_WAIT_S = 120.0  # how long an interrupted worker may take to restore its GPU before it is killed


@dataclass
class _Running:
    unit: Unit
    gpu: GpuInfo
    proc: subprocess.Popen[str]
    reader: threading.Thread
    started: float


def points_done(case: Case, results: Path, labels: list[str], points: list[Point]) -> int:
    """Records of the case that are complete, show their cap enforced and measure the kernel exported now."""
    dirs = case_dirs(results, case)
    return sum(1 for label in labels for p in points if record_ok(dirs.record(label, p.point_id), p))


@dataclass(frozen=True)
class Unit:
    """What one worker measures: a whole case, every point at every cap."""

    case: Case
    todo: int  # points (kernel x cap) not yet recorded
    labels: list[str]
    point_ids: list[str]

    @property
    def name(self) -> str:
        return self.case.case_id


def units(work: list[tuple[Case, int, list[str], list[Point]]]) -> list[Unit]:
    """The cases of ``work`` (case, points to measure, cap labels, points) with points left to measure,
    the most first, each whole: a case is measured on one GPU (module docstring)."""
    return sorted((Unit(case, todo, labels, [p.point_id for p in points]) for case, todo, labels, points in work
                   if todo > 0), key=lambda u: -u.todo)


def _spec(unit: Unit, results: Path, caps: str | None, runner_mode: str, gpu: int, opts: DriverOptions,
          baselines: bool) -> str:
    return json.dumps({"case": unit.case.to_json(), "results": str(results), "caps": caps, "runner": runner_mode,
                       "gpu": gpu, "settings": opts.settings, "baselines": baselines, "parent": os.getpid()})


def measure_on_gpus(cases: list[Case], results: Path, caps: str | None, runner_mode: str, gpu_indices: list[int],
                    opts: DriverOptions | None = None, baselines: bool = True, echo: Echo = print,
                    wait: bool = False, mixed: bool = False) -> dict[str, Any]:
    """Measure ``cases`` on the GPUs ``gpu_indices`` at once (module docstring); returns the run's
    summary: per GPU its cases and seconds, points measured and points per minute."""
    opts = opts or DriverOptions()
    if len(set(gpu_indices)) != len(gpu_indices) or not gpu_indices:
        raise ArtifactError(f"--gpus must name distinct GPU indices, got {gpu_indices}")
    check_output_dir(results, "results directory")
    gpus = [gpu_info(i) for i in gpu_indices]
    check_same_model(gpus, mixed)
    work: list[tuple[Case, int, list[str], list[Point]]] = []  # case, points to measure, cap labels, points
    for case in cases:
        specs = None
        for g in gpus:  # every export checked against every GPU before anything changes
            specs = measurement_points(case, results, baselines, g)
        labels = {tuple(c.label for c in plan_caps(g, caps)) for g in gpus}
        if len(labels) > 1:
            raise ArtifactError(f"the GPUs' cap plans differ ({sorted(labels)}); give --caps explicitly")
        assert specs is not None
        label_list = list(next(iter(labels)))
        todo = len(label_list) * len(specs) - points_done(case, results, label_list, specs)
        work.append((case, todo, label_list, specs))
    keys = [runlock.gpu_key(g.index, g.uuid) for g in gpus] + [runlock.results_key(results)]
    with runlock.hold(keys, wait, echo):
        return _run_workers(work, results, caps, runner_mode, gpus, opts, baselines, echo, keys)


def _reader(proc: subprocess.Popen[str], prefix: str, echo: Echo) -> threading.Thread:
    def pump() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            echo(f"{prefix} {line.rstrip()}")

    t = threading.Thread(target=pump, daemon=True)
    t.start()
    return t


def _run_workers(work: list[tuple[Case, int, list[str], list[Point]]], results: Path, caps: str | None,
                 runner_mode: str, gpus: list[GpuInfo], opts: DriverOptions, baselines: bool, echo: Echo,
                 keys: list[runlock.LockKey]) -> dict[str, Any]:
    env_locks, fds = runlock.inherit_env(keys)
    queue = units(work)  # the most points first: the GPUs finish closer together
    todo_total = sum(u.todo for u in queue)
    idle = len(gpus) - len(queue)
    echo(f"{len(work)} case(s), {todo_total} point(s) to measure on {len(gpus)} GPUs"
         + (f" ({idle} of them idle: a case is measured on one GPU)" if 0 < len(queue) < len(gpus) else "") + ": "
         + ", ".join(f"GPU {g.index} ({g.uuid})" for g in gpus))
    free = list(gpus)
    running: list[_Running] = []
    per_gpu: dict[int, dict[str, Any]] = {g.index: {"uuid": g.uuid, "cases": [], "seconds": 0.0} for g in gpus}
    failed: list[tuple[str, int, int]] = []  # case, GPU, exit status
    t0 = time.perf_counter()
    root = Path(__file__).resolve().parents[2]
    try:
        while queue or running:
            while queue and free:
                unit = queue.pop(0)
                g = free.pop(0)
                env = {**os.environ, **env_locks, "PYTHONUNBUFFERED": "1",
                       "PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))}
                proc = subprocess.Popen(
                    [sys.executable, "-m", "artifact.measure.workers",
                     _spec(unit, results, caps, runner_mode, g.index, opts, baselines)],
                    env=env, pass_fds=fds, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                    stderr=subprocess.STDOUT, text=True, start_new_session=True)
                echo(f"[GPU {g.index}] {unit.name}: worker pid {proc.pid}")
                running.append(_Running(unit, g, proc, _reader(proc, f"[GPU {g.index}]", echo), time.perf_counter()))
            time.sleep(0.1)
            for r in [r for r in running if r.proc.poll() is not None]:
                running.remove(r)
                r.reader.join(timeout=5)
                per_gpu[r.gpu.index]["cases"].append(r.unit.name)
                per_gpu[r.gpu.index]["seconds"] += time.perf_counter() - r.started
                if r.proc.returncode != 0:
                    failed.append((r.unit.name, r.gpu.index, r.proc.returncode))
                    if r.proc.returncode in (128 + signal.SIGINT, 128 + signal.SIGTERM, 128 + signal.SIGHUP):
                        raise Interrupted(r.proc.returncode - 128)
                free.append(r.gpu)
    except BaseException:
        _stop(running, echo)
        raise
    seconds = time.perf_counter() - t0
    measured = sum(points_done(c, results, labels, points) for c, _t, labels, points in work) - sum(
        len(labels) * len(points) - t for _c, t, labels, points in work)
    summary = {"gpus": per_gpu, "seconds": round(seconds, 1), "points_measured": measured,
               "points_per_min": round(60.0 * measured / seconds, 2) if seconds > 0 else None}
    echo(f"{measured} point(s) on {len(gpus)} GPUs in {seconds:.0f} s "
         f"({summary['points_per_min']} points/min): "
         + "; ".join(f"GPU {i}: {', '.join(v['cases']) or 'no case'} ({v['seconds']:.0f} s)" for i, v in per_gpu.items()))
    if failed:
        code = EXIT_GATE_FAILED if all(rc == EXIT_GATE_FAILED for _c, _g, rc in failed) else 1
        raise ArtifactError("measurement failed for " + ", ".join(f"{c} on GPU {g} (exit {rc})" for c, g, rc in failed)
                            + "; see the [GPU N] lines above. Finished points are kept: rerun to resume",
                            exit_code=code)
    return summary


def _stop(running: list[_Running], echo: Echo) -> None:
    """SIGTERM to every worker (each restores its GPU and exits), then wait; SIGKILL after STOP_WAIT_S."""
    for r in running:
        if r.proc.poll() is None:
            echo(f"[GPU {r.gpu.index}] stopping the worker of {r.unit.name} (it restores the GPU first)")
            r.proc.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + STOP_WAIT_S
    for r in running:
        try:
            r.proc.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            r.proc.kill()
            r.proc.wait()
        r.reader.join(timeout=5)


def _worker(spec_text: str) -> int:
    """One case on one GPU, as ``artifact measure --gpu N`` (under the parent's inherited locks); errors
    as the command line reports them (one ``error:`` line, the exit status of the failure)."""
    from .caphelper import signals_interrupt
    from .sweep import measure_case

    spec = json.loads(spec_text)
    try:
        with signals_interrupt():
            if not die_with_parent(int(spec.get("parent") or 0), signal.SIGTERM):
                raise ArtifactError("the run that started this worker has ended: nothing measured")
            measure_case(Case.from_json(spec["case"]), Path(spec["results"]), spec["caps"], spec["runner"],
                         spec["gpu"], DriverOptions(spec["settings"]), baselines=spec["baselines"], echo=print)
    except ArtifactError as exc:
        print(f"error: {' '.join(str(exc).split())}", flush=True)
        return exc.exit_code
    except KeyboardInterrupt as exc:
        print("interrupted: the GPU was restored; what was finished is kept", flush=True)
        return interrupt_exit_code(exc)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: python -m artifact.measure.workers SPEC_JSON (started by `artifact measure --gpus`)",
              file=sys.stderr)
        sys.exit(2)
    sys.exit(_worker(sys.argv[1]))
