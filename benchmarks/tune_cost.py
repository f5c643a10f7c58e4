"""What a tuning trial costs the host's CPUs, by part, and what the tuned kernel is worth, arm beside arm.

    python -m benchmarks.tune_cost --case case1 --trials 256 --seeds 1,2,3 --arms all-cpus,default
    python -m benchmarks.tune_cost --case case1 --case case7 --trials 100 --seeds 1 --arms stock,default
    python -m benchmarks.tune_cost --shape gemm:M=4096,N=11008,K=4096 --trials 128 --arms default
    python -m benchmarks.tune_cost --table-from tune_cost.json   # the tables of a recorded --json

Each (seed, arm) tunes the cases from scratch with `python -m artifact tune` in a process of its own, results
under --work/<arm>/seed<S>/; the seeds are the outer loop, so that a drift of the host falls on every arm
alike. An arm is a tuner profile of `artifact tune` (`artifact tune --list-profiles`), several joined with
+, and settings after colons (``default:population=512:search_threads=16``); ``workers=N`` among them is
`artifact tune --workers N`, ``trials=N`` that arm's trials (e.g. a costly arm that only needs to reach
the last --best-at count). While a tuning runs, its process tree is read from /proc every half second
(benchmarks/harness.py): ``search`` is the tune process's own CPU time (the evolutionary search, the cost
model, the loop), ``build`` its build workers' with the compilers they ran, ``runner`` its GPU runner's
worker; ``CPU-s/trial`` is the whole tree's (getrusage of the waited process), so it also holds what the
samples missed. Each row: trials, seconds, trials/min, CPU-s a trial in all and by part, how many of the
host's CPUs were busy on average, and the best GFLOP/s after N trials (``--best-at``; records in
measurement order, every case's summed as GFLOP over seconds). Printed last, per arm against the first
arm, seed by seed (same seed, same case, same trials): the ratios of CPU-s a trial, of trials/min and of
best-after-N GFLOP/s, as median [min-max].
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
from pathlib import Path

from artifact.layout import cases_in
from artifact.schema.runs import read_runs
from artifact.schema.tunedb import read_records
from benchmarks import harness
from benchmarks.harness import TreeCpu, cpu_busy_pct, cpu_jiffies, run_artifact


def arm_args(arm: str, trials: int) -> list[str]:
    """`artifact tune` options of an arm: its profiles and ``--set`` settings, ``workers=N`` as ``--workers N``
    and ``trials=N`` as its own trial count (else ``trials``)."""
    profiles, sets = harness.split_arm(arm)
    out = ["--profile", profiles] if profiles else []
    for s in sets:
        key, _, value = s.partition("=")
        if key.strip() == "trials":
            trials = int(value)
        else:
            out += ["--workers", value] if key.strip() == "workers" else ["--set", s]
    return ["--trials", str(trials), *out]


def best_after(results: Path, counts: list[int]) -> dict[int, float]:
    """Best GFLOP/s after the first N trials of each case (measurement order), summed over the cases as their
    GFLOP over their best seconds; a count past a case's trials is left out."""
    out: dict[int, float] = {}
    cases = [c for c in cases_in(results) if c.tune.is_dir()]
    for n in counts:
        flop = secs = 0.0
        for c in cases:
            recs = read_records(c.tune)
            valid = [r.run_s for r in recs[:n] if r.valid]
            if len(recs) < n or not valid:
                break
            flop += float(json.loads(c.case_json.read_text())["flops"])
            secs += min(valid)
        else:
            if cases:
                out[n] = round(flop / secs / 1e9, 1)
    return out


def one_run(arm: str, seed: int, work: Path, what: list[str], trials: int, best_at: list[int], log: Path) -> dict:
    """Tune ``what`` (``--case``/``--shape`` options) with one arm and seed from scratch; the row it printed."""
    out = work / arm.replace(":", "_").replace("+", "_") / f"seed{seed}"
    shutil.rmtree(out, ignore_errors=True)
    cmd = ["tune", *what, "--results", str(out), "--seed", str(seed), *arm_args(arm, trials)]
    print(f"== {arm}, seed {seed}: artifact {' '.join(cmd)}", flush=True)
    tree, jiffies = TreeCpu(), cpu_jiffies()
    done = run_artifact(cmd, log, tree)
    busy = cpu_busy_pct(jiffies, cpu_jiffies())
    runs = [read_runs(c.runs_json)[-1].to_json() for c in cases_in(out) if c.runs_json.is_file()]
    n = sum(int(r["trials_after"]) - int(r["trials_before"]) for r in runs)
    parts = tree.seconds()
    return {"arm": arm, "seed": seed, "trials": n, "seconds": round(done.seconds, 1),
            "trials_per_min": round(60.0 * n / done.seconds, 1), "cpu_s": done.cpu_s,
            "cpu_s_per_trial": round(done.cpu_s / n, 2) if n else None,
            "parts_per_trial": {k: round(v / n, 2) for k, v in parts.items()} if n else {},
            "busy_cpus": None if busy is None else round(busy / 100.0 * (os.cpu_count() or 1), 1),
            "best_gflops_after": best_after(out, best_at),
            "settings": {k: runs[0].get(k) for k in ("workers", "search_threads", "population", "sizing")} if runs else {},
            "host": (runs[0].get("host") or {}) if runs else {}}


def spread(values: list[float]) -> str:
    if not values:
        return "-"
    return f"{statistics.median(values):.2f} [{min(values):.2f}-{max(values):.2f}]"


def main() -> int:
    ap = harness.parser(__doc__, __name__, work=True, json_out=True)
    ap.add_argument("--case", dest="cases", action="append", default=[], metavar="CASE",
                    help="a catalog case (artifact cases), repeatable; default: --shape")
    ap.add_argument("--shape", default="conv2d:N=1,H=544,W=544,CO=32,CI=3,KH=3,KW=3,stride=1,padding=1",
                    help="a shape as artifact tune --shape takes it (default: case1's convolution)")
    ap.add_argument("--trials", type=int, default=256)
    ap.add_argument("--seeds", default="1,2,3", help="comma-separated seeds, each tuned by every arm")
    ap.add_argument("--arms", default="all-cpus,default",
                    help="tuner profiles of artifact tune, + between profiles, :KEY=VALUE settings (see above)")
    ap.add_argument("--best-at", default="64,128,192,256", help="best GFLOP/s after these many trials")
    ap.add_argument("--target", default=None, help="as artifact tune --target (e.g. llvm: a CPU check of this script)")
    ap.add_argument("--table-from", type=Path, default=None, metavar="JSON",
                    help="print the tables of a --json this script wrote (also of a run ended early); run nothing")
    args = ap.parse_args()
    args.best_at = [int(x) for x in args.best_at.split(",") if x]
    if args.table_from is not None:
        try:
            rows: list[dict] = json.loads(args.table_from.read_text())
        except (OSError, ValueError) as e:
            raise SystemExit(f"--table-from {args.table_from}: {e}") from None
        for r in rows:  # JSON's keys are strings
            r["best_gflops_after"] = {int(n): g for n, g in r["best_gflops_after"].items()}
        seeds = list(dict.fromkeys(r["seed"] for r in rows))
        arms = list(dict.fromkeys(r["arm"] for r in rows))
        print_tables(rows, arms, seeds, args.best_at, ", ".join(args.cases) or str(args.table_from),
                     rows[0]["trials"] if rows else 0)
        return 0
    seeds = [int(x) for x in args.seeds.split(",") if x]
    arms = [x for x in args.arms.split(",") if x]
    args.work.mkdir(parents=True, exist_ok=True)
    log = args.work / "tune_cost.log"
    what = [x for c in args.cases for x in ("--case", c)] or ["--shape", args.shape]
    what += ["--target", args.target] if args.target else []
    rows = []
    for seed in seeds:
        for arm in arms:
            rows.append(one_run(arm, seed, args.work, what, args.trials, args.best_at, log))
            if args.json:
                harness.write_json(args.json, rows)
    print_tables(rows, arms, seeds, args.best_at, ", ".join(args.cases) or args.shape, args.trials)
    return 0


def print_tables(rows: list[dict], arms: list[str], seeds: list[int], best_at: list[int], what: str,
                 trials: int) -> None:
    """Each run's row, then each arm against the first, seed by seed, over the seeds both arms ran."""
    host = rows[0]["host"] if rows else {}
    w = max([34, *(len(a) + 2 for a in arms)])
    print(f"\n{what}: {trials} trials a case; host {host.get('cpu_model')}, {host.get('cpus')} CPUs")
    print(f"{'arm':<{w}}{'seed':>5}{'trials':>7}{'tune s':>8}{'trials/min':>11}{'busy CPUs':>10}{'CPU-s/trial':>12}"
          f"{'search':>8}{'build':>7}{'runner':>7}  {'workers/threads/pop':<20} best GFLOP/s after N")
    for r in rows:
        p, s = r["parts_per_trial"], r["settings"]
        knobs = f"{s.get('workers')}/{s.get('search_threads')}/{s.get('population')}"
        best = ", ".join(f"{n}: {g:,.0f}" for n, g in r["best_gflops_after"].items())
        print(f"{r['arm']:<{w}}{r['seed']:>5}{r['trials']:>7}{r['seconds']:>8}{r['trials_per_min']:>11}"
              f"{str(r['busy_cpus'] or '-'):>10}{str(r['cpu_s_per_trial']):>12}{p.get('search', 0):>8}"
              f"{p.get('build', 0):>7}{p.get('runner', 0):>7}  {knobs:<20} {best}")
    if len(arms) > 1:
        base = arms[0]
        print(f"\nagainst {base}, seed by seed: median [min-max]")
        print(f"{'arm':<{w}}{'CPU-s/trial':>22}{'trials/min':>22}  " + "".join(f"{'best@' + str(n):>22}" for n in best_at))
        runs = {(x["arm"], x["seed"]): x for x in rows}
        for arm in arms[1:]:
            pairs = [(runs[base, sd], runs[arm, sd]) for sd in seeds if (base, sd) in runs and (arm, sd) in runs]
            cpu = [b["cpu_s_per_trial"] / a["cpu_s_per_trial"] for a, b in pairs if a["cpu_s_per_trial"] and b["cpu_s_per_trial"]]
            rate = [b["trials_per_min"] / a["trials_per_min"] for a, b in pairs]
            best = [spread([b["best_gflops_after"][n] / a["best_gflops_after"][n] for a, b in pairs
                            if n in a["best_gflops_after"] and n in b["best_gflops_after"]]) for n in best_at]
            print(f"{arm:<{w}}{spread(cpu):>22}{spread(rate):>22}  " + "".join(f"{x:>22}" for x in best))


if __name__ == "__main__":
    harness.run(main)
