"""Scaling over several GPUs of one host: tuning trials/min and measurement points/min, 1 GPU vs N.

Tuning: the test-mode cases (1 and 7, and any --case), --trials each, tuned three ways, each into its own results
directory under --work: with ``--gpu 0``; with ``--gpus 0..N-1 --spread cases`` (the cases dealt to the
GPUs, one tuning process per GPU with its share of the build workers, artifact/tuning/spread.py); and
with ``--gpus 0..N-1 --spread rpc`` (one search, one TVM RPC server per GPU, candidates measured at once,
artifact/tuning/rpc.py). Measurement: the ``--spread cases`` tuning's kernels selected (test mode) and
exported, then measured at the current limit with ``--gpu 0`` and with ``--gpus`` (one worker per GPU,
artifact/measure/workers.py) into two copies. Prints one table (tuning rows named by their spread, with
where each tuning's time went: the seconds of its batches' searches, builds and GPU runner summed over
its cases, from each case's tune/runs.json) and writes <work>/multigpu_check.json, row by row as they
finish (a run stopped midway keeps the rows it has). Each tuning row also tells how busy the host's
cores were meanwhile (``cpu_busy_pct``, from /proc/stat): the search and the builds run there; and where
its own CPU time went (``cpu_s``: the tuning processes' own, i.e. the search, their build workers' and
their GPU runners', sampled from /proc every SAMPLE_S; the table gives them a trial).

    python -m benchmarks.multigpu_check --work /tmp/mg --gpus 2 --trials 64 [--spreads cases,rpc]
    python -m benchmarks.multigpu_check --work /tmp/mg --gpus 2 --trials 256 --spreads none --no-measure   # 1 GPU
    python -m benchmarks.multigpu_check --work /tmp/mg --gpus 2 --trials 256 --skip-tune-1 --spreads cases --no-measure

The second form of a pair on the same --work keeps the first's one-GPU row as its baseline. Where the host's
cores bound tuning (busy near 100 % on one GPU already: the search's cost per batch is set by its population,
not by the batch), ``--set batch=N`` and ``--population`` say how the cost is shared: CPU seconds a trial fall
with a larger batch or a smaller population. Each tuning
row also has a steady rate (``steady_per_min``): trials/min once every case is past its first
fresh batches (``--set fresh_batches=N``) and before its last, from each case's tune/runs.json, which tells what a long
run gains apart from the start-up; it needs at least three batches a case beyond the fresh ones. A shorter
run has a warm rate (``warm_per_min``): trials/min while every case of a GPU's process is past its first
batch and none has finished, summed over the processes.

``--cpus-per-gpu K`` measures the other kind of scaling: each tuning runs on the first K x its GPUs of the
CPUs this process may use (its CPU affinity, inherited by the tuning's processes, which size their build
workers and search threads by it: artifact/cpus.py), so every GPU brings its K CPUs, as in a cluster where
a job gets CPUs with each GPU; CPU % is then of those CPUs.

    python -m benchmarks.multigpu_check --work /tmp/mgw --gpus 4 --trials 192 --cpus-per-gpu 16 --spreads cases --no-measure
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from artifact.cpus import affinity_cpus, usable_physical_cores
from artifact.layout import CaseDirs, cases_in
from artifact.schema.runs import read_runs
from benchmarks import harness
from benchmarks.harness import TreeCpu, cpu_busy_pct, cpu_jiffies, run_artifact


def points(results: Path) -> int:
    return sum(len(c.records()) for c in cases_in(results))


def _tuned(results: Path) -> list[CaseDirs]:
    return [c for c in cases_in(results) if c.runs_json.is_file()]


def last_runs(results: Path) -> list[dict]:
    """Every case's last tuning run (its tune/runs.json's last entry)."""
    return [read_runs(c.runs_json)[-1].to_json() for c in _tuned(results)]


def best_gflops(results: Path) -> dict[str, float | None]:
    """Each case's best tuned throughput after its last run (what a cheaper search may cost in quality)."""
    return {c.root.name: read_runs(c.runs_json)[-1].to_json().get("best_gflops") for c in _tuned(results)}


def trials_this_run(runs: list[dict]) -> int:
    """The trials the runs added (a rerun on earlier results continues from them: only its own count)."""
    return sum(int(r["trials_after"]) - int(r["trials_before"]) for r in runs)


def batch_seconds(runs: list[dict]) -> dict[str, float]:
    """The runs' batches: seconds searching, building and in the GPU runner, summed over every case."""
    out = {"search_s": 0.0, "build_s": 0.0, "runner_s": 0.0}
    for run in runs:
        for b in run.get("batches") or []:
            for k in out:
                out[k] += float(b.get(k) or 0.0)
    return {k: round(v, 1) for k, v in out.items()}


def warm_per_min(runs: list[dict]) -> float | None:
    """Trials/min while every case of a process is past its first batch and none has finished: for each GPU's
    process (the cases taking turns in its loop), the batches joined after the last of its cases' first
    joins and up to the first of their last joins, over that time; summed over the processes. The start
    (imports, the first batches' slowest builds) and the end (a case alone after the others finished),
    which hold fixed costs, are left out: short runs (a few batches a case) have no steady rate, and this
    is the rate they reach once warm. None where a process's window holds no batch."""
    processes: dict[object, list[dict]] = {}
    for run in runs:
        gpu = run.get("gpu") or {}
        processes.setdefault(gpu.get("uuid", gpu.get("index")), []).append(run)
    total = 0.0
    for group in processes.values():
        joins = [[float(b["joined_at_s"]) for b in run.get("batches") or []] for run in group]
        if not all(joins):
            return None
        start, end = max(j[0] for j in joins), min(j[-1] for j in joins)
        trials = sum(int(run["batch"]) * sum(start < t <= end for t in j) for run, j in zip(group, joins))
        if end <= start or not trials:
            return None
        total += 60.0 * trials / (end - start)
    return round(total, 1) if processes else None


def steady_per_min(runs: list[dict]) -> float | None:
    """Trials/min once the start is behind: per case, the full batches joined after its ``fresh_batches``
    (searched in TVM's order, not overlapped) and before its last batch (which may be short), over the
    time between their joins; summed over the cases, which tune at once. None where a case has fewer than
    two such batches (the run was too short to tell)."""
    total = 0.0
    for run in runs:
        joins = [float(b["joined_at_s"]) for b in run.get("batches") or []]
        fresh = int(run.get("fresh_batches") or 1)
        steady = joins[fresh - 1:-1]  # the join that ends the fresh batches, then the steady ones but the last
        if len(steady) < 3 or steady[-1] <= steady[0]:
            return None
        total += 60.0 * int(run["batch"]) * (len(steady) - 1) / (steady[-1] - steady[0])
    return round(total, 1) if runs else None


# the tuning options passed to every tuning of a call, as (option, argparse name, multigpu_check.json key), and
# its tuner settings (--profile, --set; key "tuner"): a one-GPU row of an earlier call is a baseline only for a
# call asking the same
SETTINGS = (("--population", "population", "population_asked"), ("--workers", "workers", "workers_asked"))
BATCH = 32  # the candidates of a batch unless --set batch=N says otherwise


def _settings(values: dict[str, object]) -> str:
    """``tuner {'batch': 32}, --population 128 and --workers None``."""
    parts = [f"{opt} {v}" for opt, v in values.items()]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def main() -> int:
    p = harness.parser(__doc__, __name__, work=True)
    p.add_argument("--gpus", type=int, default=2)
    p.add_argument("--trials", type=int, default=64)
    p.add_argument("--population", type=int, default=None,
                   help="the evolutionary search's population (artifact tune --population; default TVM's 512): "
                        "its CPU cost per batch, which bounds tuning where the host's cores are few for its GPUs")
    p.add_argument("--workers", type=int, default=None,
                   help="artifact tune --workers: the build workers, shared by the GPUs' processes with --spread "
                        "cases (default: one per logical CPU)")
    p.add_argument("--profile", default=None, metavar="NAME[,NAME...]",
                   help="artifact tune --profile for every tuning: e.g. no-overlap-batches, search-ahead (an A/B arm)")
    p.add_argument("--set", dest="sets", action="append", default=[], metavar="KEY=VALUE",
                   help=f"artifact tune --set for every tuning, e.g. search_threads=8, lag=1 (repeatable; batch={BATCH} "
                        "unless set)")
    p.add_argument("--case", dest="cases", action="append", default=[], metavar="CASE",
                   help="a default-catalog case tuned and measured beside the test-mode cases (1 and 7); "
                        "repeatable: with more cases than GPUs one GPU's cases take turns in the search, as in a "
                        "full run")
    p.add_argument("--window-s", type=float, default=None, help="driver window (shorter: a quicker check)")
    p.add_argument("--skip-tune-1", action="store_true", help="only the N-GPU tuning (the 1-GPU rate from elsewhere)")
    p.add_argument("--spreads", default="cases,rpc",
                   help="the N-GPU tunings to run: cases, rpc, both (default), or none (one GPU's alone)")
    p.add_argument("--no-measure", action="store_true", help="tuning only (no select, export, build or measurement)")
    p.add_argument("--cpus-per-gpu", type=int, default=None,
                   help="each tuning on the first K x its GPUs of this process's CPUs (module docstring): every GPU "
                        "with its K CPUs; default: every tuning on all of them")
    a = p.parse_args()
    allowed = affinity_cpus()
    if a.cpus_per_gpu is not None:
        if a.cpus_per_gpu <= 0 or a.cpus_per_gpu * a.gpus > len(allowed):
            raise SystemExit(f"--cpus-per-gpu {a.cpus_per_gpu} x --gpus {a.gpus} CPUs: this process may use "
                             f"{len(allowed)}")
        if not a.no_measure:
            raise SystemExit("--cpus-per-gpu pins the tunings only: it needs --no-measure")

    def cpus_for(n: int) -> list[int] | None:
        return None if a.cpus_per_gpu is None else allowed[:a.cpus_per_gpu * n]
    many = ",".join(str(i) for i in range(a.gpus))
    cases = ["--test-mode", *(x for c in a.cases for x in ("--case", c))]
    from artifact.tuning.options import profile_settings

    sets = [f"batch={BATCH}", *a.sets]
    asked = {"tuner": profile_settings(a.profile, sets), **{opt: getattr(a, attr) for opt, attr, _ in SETTINGS}}
    tune = ["tune", *cases, "--trials", str(a.trials), *(["--profile", a.profile] if a.profile else []),
            *(x for v in sets for x in ("--set", v)),
            *(x for opt, attr, _ in SETTINGS if getattr(a, attr) is not None for x in (opt, str(getattr(a, attr))))]
    spreads = [] if a.spreads == "none" else [x for x in a.spreads.split(",") if x]
    if (not spreads and a.spreads != "none") or any(x not in ("cases", "rpc") for x in spreads):
        raise SystemExit(f"--spreads must name cases and/or rpc, or be none; got {a.spreads!r}")
    if not spreads and (a.skip_tune_1 or not a.no_measure):
        raise SystemExit("--spreads none tunes on one GPU only: it needs --no-measure and no --skip-tune-1")
    a.work.mkdir(parents=True, exist_ok=True)
    log = a.work / "multigpu_check.log"
    rows: list[dict[str, object]] = []
    earlier = a.work / "multigpu_check.json"
    if a.skip_tune_1 and earlier.is_file():  # the one-GPU tuning of an earlier call on this --work: the baseline
        rows = [r | {"earlier": True} for r in json.loads(earlier.read_text())
                if r["what"] == "tune" and r["gpus"] == 1]
        for r in rows:  # a speed-up is a ratio of two tunings with the same search settings
            theirs = {"tuner": r.get("tuner"), **{opt: r.get(key) for opt, _, key in SETTINGS}}
            if r.get("cpus_per_gpu") != a.cpus_per_gpu:
                raise SystemExit(f"the one-GPU row on {a.work} was tuned with --cpus-per-gpu {r.get('cpus_per_gpu')}, "
                                 f"this call asks {a.cpus_per_gpu}: tune the one-GPU row again or use another --work")
            if theirs != asked:
                raise SystemExit(f"the one-GPU row on {a.work} was tuned with {_settings(theirs)}, this call asks "
                                 f"{_settings(asked)}: tune the one-GPU row again (no --skip-tune-1) or use another "
                                 "--work")

    def keep(row: dict[str, object]) -> None:
        rows.append(row)
        (a.work / "multigpu_check.json").write_text(json.dumps(rows, indent=1))

    runs = ([] if a.skip_tune_1 else [(1, "", ["--gpu", "0"])]) + [
        (a.gpus, x, ["--gpus", many, "--spread", x]) for x in spreads]
    for n, spread, gpu_args in runs:
        res = a.work / (f"tune_{n}gpu" + (f"_{spread}" if spread else ""))
        cpus = cpus_for(n)
        cpu0, tree = cpu_jiffies(cpus=cpus), TreeCpu()
        s = run_artifact([*tune, "--results", str(res), *gpu_args], log, tree, cpus=cpus).seconds
        cpu = cpu_busy_pct(cpu0, cpu_jiffies(cpus=cpus))
        done = last_runs(res)
        count = trials_this_run(done)
        keep({"what": "tune", "gpus": n, "spread": spread or None, "seconds": round(s, 1),
              "trials": count, "per_min": round(60 * count / s, 1), "steady_per_min": steady_per_min(done),
              "warm_per_min": warm_per_min(done),
              "cpu_busy_pct": cpu, "cpu_cores": os.cpu_count() if cpus is None else len(cpus),
              "cpu_physical_cores": physical_cores(cpus), "cpus_per_gpu": a.cpus_per_gpu,
              "profile": a.profile, "tuner": asked["tuner"], **{key: asked[opt] for opt, _, key in SETTINGS},
              "population": sorted({r.get("population") for r in done if r.get("population") is not None}),
              "best_gflops": best_gflops(res),
              **batch_seconds(done),
              "cpu_s": tree.seconds()})
    if not a.no_measure:
        src = a.work / f"tune_{a.gpus}gpu_{spreads[0]}"
        run_artifact(["select", *cases, "--results", str(src)], log)
        run_artifact(["export", *cases, "--results", str(src)], log)
        run_artifact(["build"], log)
        settings = ["--caps", "current", "--runner", "native"] + (["--window-s", str(a.window_s)] if a.window_s else [])
        for label, gpu_args in (("1", ["--gpu", "0"]), (str(a.gpus), ["--gpus", many])):
            res = a.work / f"measure_{label}gpu"
            shutil.rmtree(res, ignore_errors=True)
            shutil.copytree(src, res)
            s = run_artifact(["measure", *cases, "--results", str(res), *settings, *gpu_args], log).seconds
            keep({"what": "measure", "gpus": int(label), "spread": None, "seconds": round(s, 1),
                  "points": points(res), "per_min": round(60 * points(res) / s, 2)})
            run_artifact(["analyze", "--results", str(res)], log)
            run_artifact(["verify", "--results", str(res)], log)
    print(f"{'what':<8} {'GPUs':>4} {'spread':>6} {'seconds':>8} {'count':>6} {'per min':>8} {'speed-up':>8} "
          f"{'steady/min':>10} {'speed-up':>8} {'warm/min':>8} {'speed-up':>8} {'search s':>8} {'build s':>8} {'GPU s':>6} {'CPU %':>6} "
          f"{'CPU-s/trial: search':>19} {'build':>6} {'runner':>6}")
    for r in rows:
        base = next((x for x in rows if x["what"] == r["what"] and x["gpus"] == 1), None)
        speed = _ratio(r.get("per_min"), base and base.get("per_min"))
        is_tune = r["what"] == "tune"
        steady = (f" {_num(r.get('steady_per_min')):>10} {_ratio(r.get('steady_per_min'), base and base.get('steady_per_min')):8.2f}"
                  f" {_num(r.get('warm_per_min')):>8} {_ratio(r.get('warm_per_min'), base and base.get('warm_per_min')):8.2f}"
                  if is_tune else f" {'':>10} {'':>8} {'':>8} {'':>8}")
        parts = (f" {r['search_s']:8.1f} {r['build_s']:8.1f} {r['runner_s']:6.1f} {_num(r.get('cpu_busy_pct')):>6} "
                 + " ".join(f"{x:>{w}}" for x, w in zip(cpu_per_trial(r), (19, 6, 6)))
                 if is_tune else "")
        print(f"{r['what']:<8} {r['gpus']:>4} {r['spread'] or '-':>6} {r['seconds']:8.1f} "
              f"{r.get('trials', r.get('points')):>6} {r['per_min']:8.1f} {speed:8.2f}{steady}{parts}"
              + ("  (an earlier call's)" if r.get("earlier") else ""))
    print("steady/min: trials/min once every case is past its first batches (searched in TVM's order) and "
          "before its last; '-' where the run was too short to tell")
    print("warm/min: trials/min while every case of a GPU's process is past its first batch and none has finished "
          "(the run's start and end left out), summed over the processes")
    physical, logical = physical_cores(), os.cpu_count() or 0
    if a.cpus_per_gpu is not None:
        print(f"--cpus-per-gpu {a.cpus_per_gpu}: each tuning ran on {a.cpus_per_gpu} CPUs a GPU (the first of CPUs "
              f"{allowed[0]}-{allowed[-1]}), its workers and search threads sized by them; CPU % is of those CPUs")
    print(f"CPU %: how busy the host's {logical} logical CPUs were during the tuning, percent of all of them "
          "(/proc/stat); near 100 the host, not the GPUs, bounds the trials/min"
          + (f"; they are {physical} physical cores: at {100 * physical / logical:.0f} % all the cores can be busy, "
             "and a core's second hardware thread adds far less than a core" if physical and physical < logical else ""))
    print("CPU-s/trial: the tuning's processes' CPU seconds a trial (sampled from /proc): the search processes' "
          "own, their build workers' (with the compilers they ran), their GPU runners'")
    return 0


def physical_cores(cpus: list[int] | None = None) -> int | None:
    """The host's physical cores (psutil; None where it cannot tell), or those under ``cpus`` (sysfs
    topology, artifact/cpus.py): with two hardware threads a core, a CPU % of the logical CPUs near 50 can
    already mean every core busy."""
    if cpus is not None:
        return usable_physical_cores(cpus=cpus)
    import psutil

    return psutil.cpu_count(logical=False)


def cpu_per_trial(row: dict) -> tuple[str, str, str]:
    """A tuning row's CPU seconds a trial of search, build and runner ('-' for a row without them)."""
    cpu, n = row.get("cpu_s"), row.get("trials")
    if not cpu or not n:
        return ("-", "-", "-")
    return tuple(f"{cpu[k] / n:.2f}" for k in ("search", "build", "runner"))  # type: ignore[return-value]


def _num(x: object) -> str:
    return "-" if x is None else f"{float(x):.1f}"  # type: ignore[arg-type]


def _ratio(x: object, base: object) -> float:
    return float(x) / float(base) if x is not None and base else float("nan")  # type: ignore[arg-type]


if __name__ == "__main__":
    raise SystemExit(main())
