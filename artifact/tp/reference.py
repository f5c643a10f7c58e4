"""The tensor-parallel trace reference in one command on one host of N GPUs, within a time budget (default 9 min).

Vicuna-7B (random weights from its configuration, fp16), prefill of 512 tokens and decode of 32 tokens
after it, split over N GPUs (artifact/tp/run.py) and on one GPU for the speed-up. Phases:

  A. per phase: ``torchrun --nproc-per-node N -m artifact.tp.run`` (per rank: trace,
     unique kernels, NVML energy with a power timeline, all-reduce pairs), then the same at world size 1;
  B. the N-GPU runs' unique kernels replayed and measured alone, each rank's on its own GPU, every GPU at
     once (one child process per GPU, ``--replay-child``); in each rank directory the kernels in order of
     total traced time while the directory's share of the time lasts, then the kernels left verified only
     while time is left (the collectives are not replayed: their pairs are measured in A);
  C. per run the report (``artifact tp report``), then <out>/traces-tp/manifest.json: the commit,
     the versions, the GPUs, the topology (``nvidia-smi topo -m``), the NCCL environment, the budget, the
     seconds of each phase, and per run the energies, the communication's share and the speed-up.

<out>/traces-tp/ is shaped for shipping as data/reference/<gpu>/traces-tp/. Every child gets
NCCL_NVLS_ENABLE=0, TORCH_SYMM_MEM_DISABLE_MULTICAST=1 and NVSHMEM_DISABLE_NVLS=1 (NVLink multicast stays off).
Needs torch with CUDA, transformers and N GPUs; says so before starting when fewer are visible.

    artifact reference tp [--out build/tp-full] [--gpus 2] [--budget-s 540]
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import click

from ..cli_common import POSITIVE_S, handle_errors
from ..errors import ArtifactError
from ..layout import StudyDirs, TpRunDirs, WorkDirs
from ..schema.base import read_dict, write
from ..schema.trace_manifests import TpManifest
from ..schema.trace_reports import TpEnergyReport
from ..source import PACKAGE_DIR, in_checkout
from ..traces.reference import Clock  # the call's time budget, as the traces reference keeps it
from .run import TpSettings, tp_run_name

OUT_PARTS = ("build", "tp-full")  # the default results directory, in the checkout (else here)
DEFAULT_OUT = in_checkout(*OUT_PARTS) or Path(*OUT_PARTS)
BUDGET_S = 540.0  # the default wall-time budget of a call
# NVLink multicast (NVLS) off in every child: the hosts these runs were made on must not use it
NCCL_ENV = {"NCCL_NVLS_ENABLE": "0", "TORCH_SYMM_MEM_DISABLE_MULTICAST": "1", "NVSHMEM_DISABLE_NVLS": "1"}
REPORT_S = 45.0  # one N-GPU run's report (the decode's Gantt reads every rank's trace, ~50,000 activities each)
VERIFY_S = 1.0


def child_env(base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of every child: ``base`` (os.environ) with NCCL_ENV's values, whatever it had, and
    the folder this package was imported from on PYTHONPATH (the children import the same package)."""
    env = dict(os.environ if base is None else base)
    env.update(NCCL_ENV)
    root = str(PACKAGE_DIR.parent)
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


@dataclass
class Host:
    """The GPU work, passed in (subprocesses and torch by default; fakes in the tests)."""

    gpus: Callable[[], int]  # GPUs visible
    profile: Callable[[TpSettings, Path, Path], int]  # settings, out dir, log -> exit status
    replay: Callable[[list[list[Path]], float, Path], list[int]]  # per GPU its rank dirs, deadline (s), log dir
    report: Callable[[Path], Any]
    describe: Callable[[], dict[str, Any]]


def run_all(out: Path, model: str, phases: Sequence[str], world: int, tokens: int, decode_tokens: int,
            repeats: int, clock: Clock, host: Host, echo: Callable[[str], None] = print) -> dict[str, Any]:
    """Phases A to C (module description); returns the manifest, also written to <out>/traces-tp/manifest.json."""
    have = host.gpus()
    if have < world:
        raise ArtifactError(f"{world} GPUs asked for, but this host has {have} GPU(s) visible: "
                            f"use a host with {world} GPUs or --gpus {max(have, 1)}")
    work = WorkDirs(out)
    tp = work.traces_tp
    tp.mkdir(parents=True, exist_ok=True)
    seconds: dict[str, dict[str, float]] = {}
    runs: list[tuple[TpSettings, str]] = []  # (settings, "ok" | the failure)
    for phase in phases:  # A
        for w in dict.fromkeys((world, 1)):
            s = TpSettings(model, phase, tokens, decode_tokens if phase == "decode" else 0, 1, w, repeats)
            name = tp_run_name(s)
            if (tp / name).exists():
                shutil.rmtree(tp / name)  # a run is made whole or not at all
            echo(f"[A] {name}: torchrun over {w} GPU(s) ({clock.left_s():.0f} s left)")
            t0 = clock.now()
            rc = host.profile(s, tp, work.log(name))
            seconds.setdefault(name, {})["profile"] = round(clock.now() - t0, 1)
            runs.append((s, "ok" if rc == 0 else f"torchrun exit {rc} (logs/{name}.log)"))
            if rc != 0:
                echo(f"[A] {name}: failed, exit {rc}; see {work.log(name)}")
    split = [s for s, status in runs if status == "ok" and s.world_size == world and world > 1]
    reserve_s = REPORT_S * len(split) + REPORT_S / 2 * (len(runs) - len(split))
    if split and clock.left_s() - reserve_s > 0:  # B
        per_gpu = [[TpRunDirs(tp / tp_run_name(s)).rank(r).root for s in split] for r in range(world)]
        echo(f"[B] replays of {len(split)} run(s) on {world} GPUs at once ({clock.left_s() - reserve_s:.0f} s)")
        t0 = clock.now()
        codes = host.replay(per_gpu, clock.left_s() - reserve_s, work.logs)
        for s in split:
            seconds[tp_run_name(s)]["replay"] = round(clock.now() - t0, 1)
        if any(codes):
            echo(f"[B] replay children's exit statuses {codes}; see {work.logs}")
    manifest_runs = []
    for s, status in runs:  # C
        name = tp_run_name(s)
        if status == "ok":
            t0 = clock.now()
            try:
                host.report(tp / name)
            except ArtifactError as exc:
                status = f"report: {exc}"
            seconds[name]["report"] = round(clock.now() - t0, 1)
        manifest_runs.append(run_summary(tp / name, s, status))
    manifest = {
        "created": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "command": sys.argv,
        **host.describe(),
        "environment": dict(NCCL_ENV),
        "budget_s": clock.budget_s,
        "seconds": {"total": round(clock.now() - clock.start, 1), "runs": seconds},
        "runs": manifest_runs,
        "speedup": speedups(manifest_runs, world),
    }
    write(StudyDirs(tp).manifest, TpManifest.from_plain(manifest))
    return manifest


def run_summary(root: Path, s: TpSettings, status: str) -> dict[str, Any]:
    """One run of the manifest: its settings and, where reported, the totals and per GPU the energies."""
    item: dict[str, Any] = {"run": root.name, "status": status, "settings": asdict(s)}
    path = TpRunDirs(root).energy_report
    if status != "ok" or not path.is_file():
        return item
    report = read_dict(TpEnergyReport, path)
    keep = ("rank", "gpu_uuid", "measured_energy_mj", "measured_time_ms", "predicted_mj", "predicted_over_measured",
            "collective_share", "collective_waiting_share", "coverage", "counted_kernels", "unique_kernels")
    item.update({"versions": report["run"].get("versions"), "totals": report["totals"],
                 "ranks": [{k: r.get(k) for k in keep} for r in report["ranks"]],
                 "replay": report["replay"], "gantt": report.get("gantt")})
    return item


def speedups(runs: list[dict[str, Any]], world: int) -> dict[str, Any]:
    """Per phase: the time and energy per run on one GPU and on ``world``, and time(1) / time(world)."""
    out: dict[str, Any] = {}
    for phase in dict.fromkeys(r["settings"]["phase"] for r in runs):
        by_world = {r["settings"]["world_size"]: r.get("totals") for r in runs if r["settings"]["phase"] == phase}
        one, many = by_world.get(1), by_world.get(world)
        if not one or not many or world == 1:
            continue
        t1, tw = one.get("time_per_run_ms"), many.get("time_per_run_ms")
        out[phase] = {"time_per_run_ms": {"1": t1, str(world): tw},
                      "energy_per_run_mj": {"1": one.get("measured_energy_mj"), str(world): many.get("measured_energy_mj")},
                      "speedup": t1 / tw if t1 and tw else None}
    return out


# --- the replay child: one GPU's rank directories ----------------------------------------------------------


def replay_dirs(dirs: list[Path], deadline_s: float, now: Callable[[], float] = time.monotonic,
                measured: Callable[[Any], Any] | None = None, verify_only: Callable[[Any], Any] | None = None,
                echo: Callable[[str], None] = print) -> None:
    """Each directory's kernels measured while its share of the time lasts (the time left shared among the
    directories left), then the kernels left verified only until ``deadline_s`` (on ``now``'s clock)."""
    from ..traces.run import load_run, replay_run

    assert measured is not None and verify_only is not None
    for k, d in enumerate(dirs):
        left = deadline_s - now() - VERIFY_S * 10  # a little kept for the verify-only pass
        run_end = now() + left / (len(dirs) - k)
        info = load_run(d)
        echo(f"[B] {d}: measured replays until {max(0.0, run_end - now()):.0f} s from now")
        def share_spent(end: float = run_end) -> bool:
            return now() >= end

        replay_run(d, replay_fn=measured(info), echo=echo, until=share_spent)
    for d in dirs:
        info = load_run(d)
        replay_run(d, replay_fn=verify_only(info), echo=echo, until=lambda: now() + VERIFY_S >= deadline_s)


def replay_child(dirs: list[Path], seconds: float) -> int:
    """``--replay-child``: this process's GPU is the one the first directory's run.json names."""
    import gc

    import torch

    from ..measure.torchgpu import use_gpu
    from ..traces.replay import replay
    from ..traces.run import default_replay, load_run

    deadline = time.monotonic() + seconds
    device = use_gpu(str(load_run(dirs[0]).data["gpu"]["uuid"]))

    def measured(info: Any) -> Any:
        gc.collect()
        torch.cuda.empty_cache()
        return default_replay(info, device)

    def verify_only(info: Any) -> Any:
        return lambda entry, plan: replay(entry, plan, None, device=device)

    replay_dirs(dirs, deadline, measured=measured, verify_only=verify_only, echo=lambda m: print(m, flush=True))
    return 0


# --- the host's paths ----------------------------------------------------------------------------------------


def torch_host() -> Host:
    """torchrun for the profiles, one replay child per GPU, the report in this process."""
    from ..measure import inprocess
    from ..source import git
    from .report import write_tp_report

    envs: list[dict[str, str]] = []

    def env_with_library() -> dict[str, str]:
        # built once here, when first needed (after run_all checked the GPUs), so the children do
        # not build it at once
        if not envs:
            envs.append(child_env() | {inprocess.LIBRARY_ENV: str(inprocess.load_library().path)})
        return envs[0]

    def gpus() -> int:
        import torch

        return int(torch.cuda.device_count())

    def profile(s: TpSettings, out: Path, log: Path) -> int:
        log.parent.mkdir(parents=True, exist_ok=True)
        cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={s.world_size}",
               "-m", "artifact.tp.run", "--model", s.model, "--phase", s.phase,
               "--tokens", str(s.prompt_tokens), "--decode-tokens", str(s.decode_tokens or 32),
               "--repeats", str(s.repeats), "--out", str(out)]
        with open(log, "w") as f:
            return subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, env=env_with_library()).returncode

    def replay(per_gpu: list[list[Path]], seconds: float, logs: Path) -> list[int]:
        logs.mkdir(parents=True, exist_ok=True)
        t0 = time.monotonic()
        procs = []
        for r, dirs in enumerate(per_gpu):
            f = open(logs / f"replay_rank{r}.log", "w")
            cmd = [sys.executable, "-m", "artifact", "reference", "tp", "--replay-child", "--seconds", f"{seconds:.1f}",
                   *(a for d in dirs for a in ("--dir", str(d)))]
            procs.append((subprocess.Popen(cmd, stdout=f, stderr=subprocess.STDOUT, env=env_with_library()), f))
        codes = []
        for p, f in procs:
            try:  # a child past its deadline by more than one kernel's replay is stopped
                codes.append(p.wait(timeout=max(0.0, seconds - (time.monotonic() - t0)) + 20.0))
            except subprocess.TimeoutExpired:
                p.kill()
                codes.append(p.wait())
            f.close()
        return codes

    def describe() -> dict[str, Any]:
        import torch
        import transformers

        topo = ""
        if shutil.which("nvidia-smi"):
            topo = subprocess.run(["nvidia-smi", "topo", "-m"], capture_output=True, text=True, check=False).stdout
        return {"git_commit": git("rev-parse", "HEAD") or None, "git_dirty": bool(git("status", "--porcelain")),
                "python": sys.version.split()[0],
                "versions": {"torch": str(torch.__version__), "transformers": str(transformers.__version__),
                             "cuda": str(torch.version.cuda), "nccl": ".".join(map(str, torch.cuda.nccl.version()))},
                "gpus": gpu_list(), "topology": topo or None}

    return Host(gpus, profile, replay, write_tp_report, describe)


def gpu_list() -> list[dict[str, Any]]:
    import pynvml

    from ..gpu import gpu_info

    pynvml.nvmlInit()
    try:
        return [asdict(gpu_info(i)) for i in range(pynvml.nvmlDeviceGetCount())]
    finally:
        pynvml.nvmlShutdown()


def main(out: Path, model: str, phases: Sequence[str], world: int, tokens: int, decode_tokens: int, repeats: int,
         budget_s: float) -> int:
    """`artifact reference tp`: phases A to C on this host's GPUs, then one line per run; returns the exit status."""
    if world < 1 or not phases or any(p not in ("prefill", "decode") for p in phases):
        raise ArtifactError("--gpus must be >= 1 and --phases a comma-separated list of prefill, decode")
    manifest = run_all(out, model, phases, world, tokens, decode_tokens, repeats, Clock(budget_s), torch_host())
    for r in manifest["runs"]:
        t = r.get("totals")
        if not t:
            print(f"{r['run']}: {r['status']}")
            continue
        per = ", ".join(f"GPU {x['rank']} {x['measured_energy_mj'] or 0:.0f} mJ"
                        + (f" (predicted {x['predicted_over_measured']:.3f})" if x["predicted_over_measured"] else "")
                        for x in r["ranks"])
        share = t["collective_share"]
        print(f"{r['run']}: {t['time_per_run_ms'] or 0:.2f} ms, {t['measured_energy_mj'] or 0:.0f} mJ in all ({per}); "
              f"collectives {100 * share if share is not None else float('nan'):.1f} % of kernel time")
    for phase, s in manifest["speedup"].items():
        print(f"{phase}: speed-up over one GPU {s['speedup'] or float('nan'):.2f}")
    print(f"seconds {manifest['seconds']['total']} of {manifest['budget_s']}; {WorkDirs(out).traces_tp}")
    print(json.dumps(manifest["seconds"]))
    return 0


@click.command("tp")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help=f"Results directory; the runs go to OUT/traces-tp/ (default {'/'.join(OUT_PARTS)} in the checkout).")
@click.option("--gpus", type=click.IntRange(min=1), default=2, show_default=True, help="World size of the split runs.")
@click.option("--budget-s", type=POSITIVE_S, default=None, help=f"Wall-time seconds of the call (default {BUDGET_S:g}).")
@click.option("--model", default="vicuna-7b", show_default=True)
@click.option("--phases", default="prefill,decode", show_default=True, help="Comma-separated: prefill, decode.")
@click.option("--tokens", type=click.IntRange(min=1), default=512, show_default=True, help="Prompt tokens.")
@click.option("--decode-tokens", type=click.IntRange(min=1), default=32, show_default=True)
@click.option("--repeats", type=click.IntRange(min=1), default=1, show_default=True,
              help="The fewest runs of a phase measured for its energy (the protocol's windows decide beyond).")
@click.option("--replay-child", "as_replay_child", is_flag=True, hidden=True, help="One GPU's replays (started by this command).")
@click.option("--seconds", type=float, default=0.0, hidden=True)
@click.option("--dir", "dirs", multiple=True, type=click.Path(path_type=Path), hidden=True)
@handle_errors
def cli_command(out: Path | None, gpus: int, budget_s: float | None, model: str, phases: str, tokens: int,
           decode_tokens: int, repeats: int, as_replay_child: bool, seconds: float, dirs: tuple[Path, ...]) -> None:
    """The tensor-parallel trace reference on one host of N GPUs: Vicuna-7B prefill and decode.

    \b
    Runs:   per phase torchrun over N GPUs and over one (-m artifact.tp.run), the N-GPU runs' unique
            kernels replayed on every GPU at once while the budget lasts, then the reports. NVLink
            multicast off in every child. Needs torch with CUDA, transformers and N GPUs.
    Reads:  the model's configuration (random weights, fp16).
    Writes: <out>/traces-tp/<run>/, <out>/traces-tp/manifest.json, <out>/logs/; shaped as
            data/reference/<gpu>/traces-tp/.
    """
    if as_replay_child:
        sys.exit(replay_child(list(dirs), seconds))
    rc = main(out or DEFAULT_OUT, model, [p for p in phases.split(",") if p], gpus, tokens, decode_tokens,
                  repeats, budget_s or BUDGET_S)
    if rc:
        sys.exit(rc)
