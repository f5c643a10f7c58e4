"""What every experiment of benchmarks/ shares: its command line, its folders and how it calls the artifact.

An experiment is a module of this package, run from the repository root as ``python -m benchmarks.NAME``
(``--help`` says what it measures). Each takes its options the same way (:func:`parser`): ``--work DIR``
for its scratch (tuning records, logs, exports; default ``build/<name>/``) and ``--json FILE`` for the
results it prints, kept under ``benchmarks/results/`` when FILE is a bare name. It calls the artifact as
a user does, ``python -m artifact ...`` (:func:`artifact_cmd`), or imports the package.
:func:`run_artifact` also reads what such a call costs the host: its process tree's CPU time by part
(:class:`TreeCpu`: a tuning's search, build workers and GPU runner, sampled from /proc every SAMPLE_S) and
in all (getrusage(RUSAGE_CHILDREN) once it is waited for: every descendant its parent waited for);
:func:`cpu_jiffies` / :func:`cpu_busy_pct`: how busy the host's (or some) CPUs were, from /proc/stat.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, NamedTuple

ROOT = Path(__file__).resolve().parent.parent  # the checkout the experiments run from
RESULTS = ROOT / "benchmarks" / "results"  # the experiments' kept result files


def name_of(module: str) -> str:
    """``benchmarks.tune_speed`` -> ``tune_speed`` (``__main__``: the module ``python -m`` runs)."""
    if module == "__main__":
        spec = getattr(sys.modules["__main__"], "__spec__", None)
        module = spec.name if spec is not None else module
    return module.rsplit(".", 1)[-1]


def work_dir(name: str) -> Path:
    """An experiment's default scratch folder, ``build/<name>/`` of the checkout."""
    return ROOT / "build" / name


def result_path(path: str | Path) -> Path:
    """Where ``--json FILE`` goes: a bare file name under benchmarks/results/, any other path as given."""
    p = Path(path)
    return RESULTS / p if p.parent == Path(".") else p


def parser(doc: str | None, module: str, work: bool = False, json_out: bool = False) -> argparse.ArgumentParser:
    """The experiment's argument parser: its docstring as the help, ``python -m benchmarks.NAME`` as the
    program, and with ``work`` / ``json_out`` the shared ``--work`` and ``--json`` options."""
    name = name_of(module)
    ap = argparse.ArgumentParser(prog=f"python -m benchmarks.{name}", description=doc,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    if work:
        ap.add_argument("--work", type=Path, default=work_dir(name),
                        help=f"scratch folder: records, logs, exports (default build/{name})")
    if json_out:
        ap.add_argument("--json", type=result_path, default=None, metavar="FILE",
                        help="also write the results as JSON (a bare name: under benchmarks/results/)")
    return ap


RUNNER_SHAPE = "conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1"  # the runner experiments' conv


def runner_options(ap: argparse.ArgumentParser) -> None:
    """The options of the experiments that run one batch of candidates through TVM's runner: the case, the
    batch, the build workers, the search's seed (``--target``: as `artifact tune --target`)."""
    ap.add_argument("--shape", default=RUNNER_SHAPE)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--workers", type=int, default=os.cpu_count())
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", default=None, help="as artifact tune --target; default: the local GPU's")


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank ``q`` quantile (0..1) of ``values``."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def write_json(path: Path, data: Any) -> None:
    """Write the results as indented JSON, and say where."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path}", flush=True)


def artifact_cmd(*args: str) -> list[str]:
    """``python -m artifact ARGS`` with this interpreter: the artifact as a user calls it."""
    return [sys.executable, "-m", "artifact", *args]


def split_arm(arm: str) -> tuple[str, list[str]]:
    """An A/B arm written ``PROFILE[+PROFILE...][:KEY=VALUE...]`` -> (``--profile`` text, ``--set`` values):
    its tuner profiles (artifact/tuning/options.py) and settings, e.g. ``default``, ``stock``,
    ``no-hold-builds+no-overlap-batches`` or ``default:fresh_batches=2:lag=1``."""
    profiles, *sets = arm.split(":")
    return ",".join(p for p in profiles.split("+") if p), sets


def tune_arm_args(arm: str) -> list[str]:
    """The `artifact tune` options of an A/B arm (:func:`split_arm`)."""
    profiles, sets = split_arm(arm)
    return (["--profile", profiles] if profiles else []) + [x for s in sets for x in ("--set", s)]


def tune_arm_settings(arm: str) -> dict[str, Any]:
    """The tuner settings of an A/B arm (:func:`split_arm`), as TuneOptions fields."""
    from artifact.tuning.options import profile_settings

    return profile_settings(*split_arm(arm))


def run(main: Callable[[], int]) -> None:
    """``sys.exit(main())``, an ArtifactError as one ``error:`` line."""
    from artifact.errors import ArtifactError

    try:
        sys.exit(main())
    except ArtifactError as exc:
        sys.exit(f"error: {exc}")


class ArtifactRun(NamedTuple):
    seconds: float  # wall
    cpu_s: float  # the process tree's user + system seconds (getrusage of the waited children)


def run_artifact(args: list[str], log: Path, cpu: TreeCpu | None = None,
                 cpus: list[int] | None = None) -> ArtifactRun:
    """Run ``python -m artifact ARGS``; its seconds (the run must succeed). ``cpu``: sampled every
    SAMPLE_S while it runs (its process tree's CPU time by part); ``cpus``: the CPUs it (and every process
    it starts) may run on, None: this process's. Its wall seconds and its tree's CPU seconds; a run that
    fails ends this process with the log's path."""
    t0 = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(log, "a") as f:
        f.write(f"$ artifact {' '.join(args)}\n")
        f.flush()
        # as a context, an interrupt (which the child gets too) waits for the child before it propagates
        pin = None if cpus is None else (lambda: os.sched_setaffinity(0, cpus))
        with subprocess.Popen([sys.executable, "-m", "artifact", *args], cwd=ROOT, stdout=f,
                              stderr=subprocess.STDOUT, preexec_fn=pin) as proc:
            while True:
                try:
                    rc = proc.wait(timeout=SAMPLE_S)
                    break
                except subprocess.TimeoutExpired:
                    if cpu is not None:
                        cpu.sample(proc.pid)
    if rc != 0:
        raise SystemExit(f"artifact {' '.join(args)} failed (exit {rc}); see {log}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_s = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return ArtifactRun(seconds=time.perf_counter() - t0, cpu_s=round(cpu_s, 1))


SAMPLE_S = 0.5  # how often a tuning's process tree is read (a process's last half second may be missed)
PARTS = ("search", "build", "runner", "other")


class _Proc(NamedTuple):
    ppid: int
    ticks: int  # its own user + system time, and that of its children it has waited for
    own_ticks: int  # its own only
    nice: int
    cmdline: str
    zombie: bool = False  # ended, not yet waited for: its command line reads empty


class TreeCpu:
    """CPU seconds of a tuning's process tree, by part, from /proc (sampled: processes come and go).

    ``search``: the ``artifact tune`` processes' own time (the evolutionary search's threads, the cost
    model, the loop); ``build``: their worker processes at a lower priority than themselves (the build
    pool, tvm_patches/builder.py: niceness BUILD_NICE above the search's), with the compilers and linkers
    they waited for; ``runner``: their other workers and RPC servers (the GPU runner); ``other``: the
    RPC tracker. Each process counts at its last sample, in the part it was last seen alive in (a build
    worker starts at its parent's priority and lowers it once it has imported tvm): one that has ended
    but not yet been waited for (a zombie, whose command line reads empty) keeps that part and adds its
    final times."""

    def __init__(self, proc: Path = Path("/proc")) -> None:
        self.proc = proc
        self.last: dict[tuple[int, str], tuple[str, int]] = {}  # (pid, start time) -> (part, ticks)
        self.parts: dict[tuple[int, str], str] = {}  # (pid, start time) -> part, from its last live sample
        self.hz = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100

    def _read(self, pid: int) -> tuple[str, _Proc] | None:
        try:
            stat = (self.proc / str(pid) / "stat").read_text()
            cmd = (self.proc / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:  # gone meanwhile
            return None
        f = stat[stat.rindex(")") + 2:].split()  # after "pid (comm) ": field 3 (state) is f[0]
        return f[19], _Proc(ppid=int(f[1]), ticks=sum(int(x) for x in f[11:15]), own_ticks=int(f[11]) + int(f[12]),
                            nice=int(f[16]), cmdline=cmd, zombie=f[0] == "Z")

    def sample(self, root: int) -> None:
        procs: dict[int, tuple[str, _Proc]] = {}
        for d in self.proc.iterdir():
            if d.name.isdigit() and (r := self._read(int(d.name))) is not None:
                procs[int(d.name)] = r
        tree, todo = set(), [root]
        while todo:
            pid = todo.pop()
            if pid in procs and pid not in tree:
                tree.add(pid)
                todo += [c for c, (_, p) in procs.items() if p.ppid == pid]
        for pid in tree:
            start, p = procs[pid]
            key = (pid, start)
            if not p.zombie and (part := self._part(p, procs)) is not None:
                self.parts[key] = part
            if key in self.parts:
                part = self.parts[key]
                self.last[key] = (part, p.own_ticks if part == "search" else p.ticks)

    @staticmethod
    def _is_tune(p: _Proc) -> bool:
        return " artifact " in f" {p.cmdline} " and " tune " in f" {p.cmdline} "

    def _part(self, p: _Proc, procs: dict[int, tuple[str, _Proc]]) -> str | None:
        """The part a live process of the tree counts in; None for one counted in its parent's (a
        compiler a worker waits for: in the worker's children's time once it has ended)."""
        if self._is_tune(p):
            return "search"
        parent = procs.get(p.ppid)
        if parent is None or not self._is_tune(parent[1]):
            return None
        if "rpc_tracker" in p.cmdline:
            return "other"
        return "build" if p.nice > parent[1].nice else "runner"

    def seconds(self) -> dict[str, float]:
        """CPU seconds by part (PARTS), over every process the samples saw."""
        out = dict.fromkeys(PARTS, 0.0)
        for part, ticks in self.last.values():
            out[part] += ticks / self.hz
        return {k: round(v, 1) for k, v in out.items()}



def cpu_jiffies(stat: Path = Path("/proc/stat"), cpus: list[int] | None = None) -> tuple[int, int] | None:
    """The host's CPU time so far, (busy, total) in jiffies over every core (/proc/stat's first line) or
    over ``cpus`` (their ``cpuN`` lines); busy: all but idle and iowait. None where there is no such file
    (not Linux) or it lacks one of the CPUs."""
    try:
        lines = stat.read_text().splitlines()
        if cpus is None:
            rows = [lines[0]]
        else:
            by_name = {line.split()[0]: line for line in lines if line.startswith("cpu")}
            rows = [by_name[f"cpu{c}"] for c in cpus]
        busy = total = 0
        for row in rows:
            fields = [int(x) for x in row.split()[1:]]
            idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
            t = sum(fields[:8])  # guest time is counted in user time already
            busy, total = busy + t - idle, total + t
    except (OSError, IndexError, ValueError, KeyError):
        return None
    return busy, total


def cpu_busy_pct(before: tuple[int, int] | None, after: tuple[int, int] | None) -> float | None:
    """How busy the host's cores were between two :func:`cpu_jiffies` readings, percent of all cores."""
    if before is None or after is None or after[1] <= before[1]:
        return None
    return round(100.0 * (after[0] - before[0]) / (after[1] - before[1]), 1)


