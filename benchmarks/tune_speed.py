"""Tuning speed: trials/min and best kernel for one case, TVM's stock scheduler against ours.

    python -m benchmarks.tune_speed --trials 128 --arms stock,default [--seed 1]

Each arm tunes the same case from scratch, with the same seed and trial budget, in a process of its
own (`python -m artifact tune`, results under --work/<arm>/). An arm is a tuner profile of `artifact tune`
(`artifact tune --list-profiles`: default, stock, sequential, per-batch-builders, no-hold-builds,
no-overlap-batches, tvm-order, search-ahead, ...), several joined with +, and settings after colons:
e.g. `--arms default:fresh_batches=2,default` compares two settings on one host, one after the other,
and `--arms stock,per-batch-builders+tvm-evaluator,default` walks from TVM's loop to ours. Printed last:
one row per arm with the tuning time, trials/min over the whole run (start-up included) and over the
steady state (the trials joined after the first batch's, over the time between the first and the last
join), the best GFLOP/s TVM measured, and the mean per-batch search / build / run seconds. Pipelined:
each candidate runs as soon as it is built ("measure s": hand-off to the builder to the last run), and
with lag 1 the run of batch k overlaps the search of batch k+1, so those columns do not add up.
Default case: the ResNet 56x56 64->64 3x3 convolution.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys

from artifact.schema.tunedb import read_records
from benchmarks import harness
from benchmarks.harness import ROOT

DEFAULT_SHAPE = "conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1"


def breakdown(run: dict) -> dict[str, float]:
    batches = run.get("batches") or []
    if batches:
        return {k: statistics.mean(b[k] for b in batches) for k in ("search_s", "build_s", "run_s", "runner_s", "join_s", "update_s", "measure_s")
                if all(k in b for b in batches)}
    prof, n = run.get("profile_s", {}), max(1, -(-(run["trials_after"] - run["trials_before"]) // run["batch"]))
    return {"search_s": sum(v for k, v in prof.items() if k.startswith("EvoSearch")) / n,
            "build_s": prof.get("SendToBuilder", 0.0) / n,
            "run_s": (prof.get("SendToRunner", 0.0) + prof.get("JoinRunnerFutures", 0.0)) / n}


def main() -> int:
    ap = harness.parser(__doc__, __name__, work=True, json_out=True)
    ap.add_argument("--shape", default=DEFAULT_SHAPE)
    ap.add_argument("--trials", type=int, default=128)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--arms", default="stock,default",
                    help="tuner profiles of artifact tune, + between profiles, :KEY=VALUE settings (docstring)")
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--target", default=None)
    ap.add_argument("--best-at", default="64,128,192,256",
                    help="also print the best GFLOP/s after these many trials (records in measurement order)")
    args = ap.parse_args()

    rows = []
    for arm in args.arms.split(","):
        out = args.work / arm.replace(":", "_")
        shutil.rmtree(out, ignore_errors=True)
        cmd = harness.artifact_cmd("tune", "--shape", args.shape, "--results", str(out), "--trials", str(args.trials),
                                   "--seed", str(args.seed), "--set", f"batch={args.batch}", *harness.tune_arm_args(arm))
        cmd += ["--workers", str(args.workers)] if args.workers else []
        cmd += ["--target", args.target] if args.target else []
        print(f"== {arm}: {' '.join(cmd[1:])}", flush=True)
        rc = subprocess.call(cmd, cwd=ROOT)
        runs = sorted(out.glob("*/tune/runs.json"))
        if rc != 0 or not runs:
            print(f"{arm}: tune failed (exit {rc})", flush=True)
            continue
        run = json.loads(runs[0].read_text())[-1]
        recs = read_records(runs[0].parent)
        flops = json.loads((runs[0].parent.parent / "case.json").read_text())["flops"]
        best_at = {}
        for n in (int(x) for x in args.best_at.split(",") if x):
            valid = [r.run_s for r in recs[:n] if r.valid]
            if len(recs) >= n and valid:
                best_at[n] = round(flops / min(valid) / 1e9, 1)
        br = breakdown(run)
        batches = run.get("batches") or []
        steady = None
        joined = [b["joined_at_s"] for b in batches if "joined_at_s" in b]
        if len(joined) > 2:  # trials joined after the first batch, over the time they took to come in
            steady = 60.0 * (run["trials_after"] - run["trials_before"] - args.batch) / (joined[-1] - joined[0])
        elif len(batches) > 1:  # older runs.json: per-batch phase times (pipelined: run overlaps search+build)
            per_batch = statistics.mean(max(b["search_s"] + b["build_s"], b["run_s"]) if run["scheduler"] == "pipelined"
                                        else b["search_s"] + b["build_s"] + b["run_s"] for b in batches[1:])
            steady = 60.0 * args.batch / per_batch
        host = run.get("host") or {}
        rows.append({"arm": arm, "host": f"{host.get('cpu_model')}, {host.get('cpus')} CPUs", "trials": run["trials_after"], "tune_s": run["seconds"],
                     "trials_per_min": run["trials_per_min"], "steady_trials_per_min": round(steady, 1) if steady else None,
                     "best_gflops": run.get("best_gflops"),
                     "max_join_s": round(max((b.get("join_s", 0.0) for b in batches), default=0.0), 1),
                     "all_joins_s": round(sum(b.get("join_s", 0.0) for b in batches), 1), "best_gflops_at": best_at, "first_join_s": joined[0] if joined else None,
                     **{k: round(v, 1) for k, v in br.items()}})
    if args.json:
        harness.write_json(args.json, rows)
    print(f"\ncase {args.shape}, {args.trials} trials, batch {args.batch}, seed {args.seed}; "
          f"host {rows[0]['host'] if rows else '-'}")
    print(f"{'arm':<20}{'trials':>7}{'tune s':>8}{'trials/min':>11}{'steady/min':>11}{'best GFLOP/s':>13}"
          f"{'1st join s':>11}{'search s':>9}{'build s':>8}{'runner s':>9}{'measure s':>10}{'join s':>7}"
          f"{'max join s':>11}{'all joins s':>12}  (per batch, but the last two)")
    for r in rows:
        print(f"{r['arm']:<20}{r['trials']:>7}{r['tune_s']:>8}{r['trials_per_min']:>11}"
              f"{str(r['steady_trials_per_min'] or '-'):>11}{r['best_gflops']:>13}{str(r['first_join_s'] or '-'):>11}"
              f"{r['search_s']:>9}{r['build_s']:>8}{str(r.get('runner_s', '-')):>9}{str(r.get('measure_s', '-')):>10}"
              f"{str(r.get('join_s', '-')):>7}{str(r.get('max_join_s', '-')):>11}{str(r.get('all_joins_s', '-')):>12}")
    print("best GFLOP/s after N trials: " + "; ".join(
        f"{r['arm']}: " + ", ".join(f"{n}: {g:,.0f}" for n, g in r["best_gflops_at"].items()) for r in rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
