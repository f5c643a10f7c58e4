#!/usr/bin/env python3
"""Tuning speed: trials/min and best kernel for one case, TVM's stock scheduler against ours.

    python benchmarks/tune_speed.py --trials 128 --schedulers pipelined,stock [--seed 1]

Each scheduler tunes the same case from scratch, with the same seed and trial budget, in a
process of its own (`python -m artifact tune`, results under --out/<scheduler>/). Printed last:
one row per scheduler with the tuning time, trials/min over the whole run (start-up included)
and over the steady state (the trials joined after the first batch's, over the time between
the first and the last join), the best GFLOP/s TVM measured, and the
mean per-batch search / build / run seconds. Pipelined: each candidate runs as soon as it is
built ("measure s": hand-off to the builder to the last run), and with lag 1 the run of batch k
overlaps the search of batch k+1, so those columns do not add up. Scheduler names: stock, sequential,
pipelined, each with optional variants after dashes: -perbatch (a builder pool restarted every
batch, TVM's habit), -freshN (artifact tune --fresh-batches N), -lagN (--lag N), -nohold
(--no-hold-builds: builds go on while a batch is joined), -nooverlap (--no-overlap-batches: each batch
builds and runs after the last build of the one before); e.g.
`--schedulers pipelined-fresh2,pipelined` compares two settings on one host, one after the other.
Default case: the ResNet 56x56 64->64 3x3 convolution.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from artifact.schema.tunedb import read_records  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
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


def variant_args(variants: list[str]) -> list[str]:
    """`artifact tune` options for a scheduler name's variants (freshN, lagN, nohold; perbatch is handled apart)."""
    out: list[str] = []
    for v in variants:
        m = re.fullmatch(r"(fresh|lag)(\d+)", v)
        if m:
            out += ["--fresh-batches" if m[1] == "fresh" else "--lag", m[2]]
        elif v == "nohold":
            out += ["--no-hold-builds"]
        elif v == "nooverlap":
            out += ["--no-overlap-batches"]
        elif v != "perbatch":
            raise SystemExit(f"unknown scheduler variant {v!r}: expected perbatch, freshN, lagN, nohold or nooverlap")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shape", default=DEFAULT_SHAPE)
    ap.add_argument("--trials", type=int, default=128)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--schedulers", default="stock,pipelined")
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--search-threads", type=int, default=None, help="passed to artifact tune (default: its own)")
    ap.add_argument("--lag", type=int, default=None, help="passed to artifact tune (default: its own)")
    ap.add_argument("--target", default=None)
    ap.add_argument("--out", default="bench-results")
    ap.add_argument("--json", default=None, help="also write the rows here")
    ap.add_argument("--best-at", default="64,128,192,256",
                    help="also print the best GFLOP/s after these many trials (records in measurement order)")
    args = ap.parse_args()

    rows = []
    for sched in args.schedulers.split(","):
        out = Path(args.out) / sched
        shutil.rmtree(out, ignore_errors=True)
        base, *variants = sched.split("-")
        cmd = [sys.executable, "-m", "artifact", "tune", "--shape", args.shape, "--results", str(out),
               "--trials", str(args.trials), "--batch", str(args.batch), "--seed", str(args.seed),
               "--scheduler", base, "--builder-pool", "per-batch" if "perbatch" in variants else "persistent"]
        cmd += variant_args(variants)
        cmd += ["--workers", str(args.workers)] if args.workers else []
        cmd += ["--search-threads", str(args.search_threads)] if args.search_threads else []
        cmd += ["--lag", str(args.lag)] if args.lag is not None else []
        cmd += ["--target", args.target] if args.target else []
        print(f"== {sched}: {' '.join(cmd[1:])}", flush=True)
        rc = subprocess.call(cmd, cwd=ROOT)
        runs = sorted(out.glob("*/tune/runs.json"))
        if rc != 0 or not runs:
            print(f"{sched}: tune failed (exit {rc})", flush=True)
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
            per_batch = statistics.mean(max(b["search_s"] + b["build_s"], b["run_s"]) if base == "pipelined"
                                        else b["search_s"] + b["build_s"] + b["run_s"] for b in batches[1:])
            steady = 60.0 * args.batch / per_batch
        host = run.get("host") or {}
        rows.append({"scheduler": sched, "host": f"{host.get('cpu_model')}, {host.get('cpus')} CPUs", "trials": run["trials_after"], "tune_s": run["seconds"],
                     "trials_per_min": run["trials_per_min"], "steady_trials_per_min": round(steady, 1) if steady else None,
                     "best_gflops": run.get("best_gflops"),
                     "max_join_s": round(max((b.get("join_s", 0.0) for b in batches), default=0.0), 1),
                     "all_joins_s": round(sum(b.get("join_s", 0.0) for b in batches), 1), "best_gflops_at": best_at, "first_join_s": joined[0] if joined else None,
                     **{k: round(v, 1) for k, v in br.items()}})
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))
    print(f"\ncase {args.shape}, {args.trials} trials, batch {args.batch}, seed {args.seed}; "
          f"host {rows[0]['host'] if rows else '-'}")
    print(f"{'scheduler':<20}{'trials':>7}{'tune s':>8}{'trials/min':>11}{'steady/min':>11}{'best GFLOP/s':>13}"
          f"{'1st join s':>11}{'search s':>9}{'build s':>8}{'runner s':>9}{'measure s':>10}{'join s':>7}"
          f"{'max join s':>11}{'all joins s':>12}  (per batch, but the last two)")
    for r in rows:
        print(f"{r['scheduler']:<20}{r['trials']:>7}{r['tune_s']:>8}{r['trials_per_min']:>11}"
              f"{str(r['steady_trials_per_min'] or '-'):>11}{r['best_gflops']:>13}{str(r['first_join_s'] or '-'):>11}"
              f"{r['search_s']:>9}{r['build_s']:>8}{str(r.get('runner_s', '-')):>9}{str(r.get('measure_s', '-')):>10}"
              f"{str(r.get('join_s', '-')):>7}{str(r.get('max_join_s', '-')):>11}{str(r.get('all_joins_s', '-')):>12}")
    print("best GFLOP/s after N trials: " + "; ".join(
        f"{r['scheduler']}: " + ", ".join(f"{n}: {g:,.0f}" for n, g in r["best_gflops_at"].items()) for r in rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
