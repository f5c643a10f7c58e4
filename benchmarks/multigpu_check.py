"""Scaling over several GPUs of one host: tuning trials/min and measurement points/min, 1 GPU vs N.

Tuning: the test-mode cases (1 and 7), --trials each, tuned three ways, each into its own results
directory under --work: with ``--gpu 0``; with ``--gpus 0..N-1 --spread cases`` (the cases dealt to the
GPUs, one tuning process per GPU with its share of the build workers, artifact/tuning/spread.py); and
with ``--gpus 0..N-1 --spread rpc`` (one search, one TVM RPC server per GPU, candidates measured at once,
artifact/tuning/rpc.py). Measurement: the ``--spread cases`` tuning's kernels selected (test mode) and
exported, then measured at the current limit with ``--gpu 0`` and with ``--gpus`` (one worker per GPU,
artifact/measure/workers.py) into two copies. Prints one table (tuning rows named by their spread, with
where each tuning's time went: the seconds of its batches' searches, builds and GPU runner summed over
its cases, from each case's tune/runs.json) and writes <work>/multigpu_check.json, row by row as they
finish (a run stopped midway keeps the rows it has).

    python benchmarks/multigpu_check.py --work /tmp/mg --gpus 2 --trials 64 [--spreads cases,rpc]
    python benchmarks/multigpu_check.py --work /tmp/mg --gpus 2 --trials 256 --spreads none --no-measure   # 1 GPU
    python benchmarks/multigpu_check.py --work /tmp/mg --gpus 2 --trials 256 --skip-tune-1 --spreads cases --no-measure
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def art(args: list[str], log: Path) -> float:
    """Run ``python -m artifact ARGS``; its seconds (the run must succeed)."""
    t0 = time.perf_counter()
    with open(log, "a") as f:
        f.write(f"$ artifact {' '.join(args)}\n")
        f.flush()
        rc = subprocess.run([sys.executable, "-m", "artifact", *args], cwd=ROOT, stdout=f, stderr=subprocess.STDOUT).returncode
    if rc != 0:
        raise SystemExit(f"artifact {' '.join(args)} failed (exit {rc}); see {log}")
    return time.perf_counter() - t0


def trials(results: Path) -> int:
    return sum(len(p.read_text().splitlines()) for p in results.glob("*/tune/database_tuning_record.json"))


def points(results: Path) -> int:
    return len(list(results.glob("*/measure/*/*.json")))


def batch_seconds(results: Path) -> dict[str, float]:
    """The last tuning run's batches of every case: seconds searching, building and in the GPU runner, summed."""
    out = {"search_s": 0.0, "build_s": 0.0, "runner_s": 0.0}
    for runs in results.glob("*/tune/runs.json"):
        last = json.loads(runs.read_text())[-1]
        for b in last.get("batches") or []:
            for k in out:
                out[k] += float(b.get(k) or 0.0)
    return {k: round(v, 1) for k, v in out.items()}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--work", type=Path, required=True)
    p.add_argument("--gpus", type=int, default=2)
    p.add_argument("--trials", type=int, default=64)
    p.add_argument("--batch", type=int, default=32)
    p.add_argument("--window-s", type=float, default=None, help="driver window (shorter: a quicker check)")
    p.add_argument("--skip-tune-1", action="store_true", help="only the N-GPU tuning (the 1-GPU rate from elsewhere)")
    p.add_argument("--spreads", default="cases,rpc",
                   help="the N-GPU tunings to run: cases, rpc, both (default), or none (one GPU's alone)")
    p.add_argument("--no-measure", action="store_true", help="tuning only (no select, export, build or measurement)")
    a = p.parse_args()
    many = ",".join(str(i) for i in range(a.gpus))
    tune = ["tune", "--test-mode", "--trials", str(a.trials), "--batch", str(a.batch)]
    spreads = [] if a.spreads == "none" else [x for x in a.spreads.split(",") if x]
    if (not spreads and a.spreads != "none") or any(x not in ("cases", "rpc") for x in spreads):
        raise SystemExit(f"--spreads must name cases and/or rpc, or be none; got {a.spreads!r}")
    if not spreads and (a.skip_tune_1 or not a.no_measure):
        raise SystemExit("--spreads none tunes on one GPU only: it needs --no-measure and no --skip-tune-1")
    a.work.mkdir(parents=True, exist_ok=True)
    log = a.work / "multigpu_check.log"
    rows: list[dict[str, object]] = []

    def keep(row: dict[str, object]) -> None:
        rows.append(row)
        (a.work / "multigpu_check.json").write_text(json.dumps(rows, indent=1))

    runs = ([] if a.skip_tune_1 else [(1, "", ["--gpu", "0"])]) + [
        (a.gpus, x, ["--gpus", many, "--spread", x]) for x in spreads]
    for n, spread, gpu_args in runs:
        res = a.work / (f"tune_{n}gpu" + (f"_{spread}" if spread else ""))
        s = art([*tune, "--results", str(res), *gpu_args], log)
        keep({"what": "tune", "gpus": n, "spread": spread or None, "seconds": round(s, 1),
              "trials": trials(res), "per_min": round(60 * trials(res) / s, 1), **batch_seconds(res)})
    if not a.no_measure:
        src = a.work / f"tune_{a.gpus}gpu_{spreads[0]}"
        art(["select", "--test-mode", "--results", str(src)], log)
        art(["export", "--test-mode", "--results", str(src)], log)
        art(["build"], log)
        settings = ["--caps", "current", "--runner", "native"] + (["--window-s", str(a.window_s)] if a.window_s else [])
        for label, gpu_args in (("1", ["--gpu", "0"]), (str(a.gpus), ["--gpus", many])):
            res = a.work / f"measure_{label}gpu"
            shutil.rmtree(res, ignore_errors=True)
            shutil.copytree(src, res)
            s = art(["measure", "--test-mode", "--results", str(res), *settings, *gpu_args], log)
            keep({"what": "measure", "gpus": int(label), "spread": None, "seconds": round(s, 1),
                  "points": points(res), "per_min": round(60 * points(res) / s, 2)})
            art(["analyze", "--results", str(res)], log)
            art(["verify", "--results", str(res)], log)
    print(f"{'what':<8} {'GPUs':>4} {'spread':>6} {'seconds':>8} {'count':>6} {'per min':>8} {'speed-up':>8} "
          f"{'search s':>8} {'build s':>8} {'GPU s':>6}")
    for r in rows:
        base = next((x for x in rows if x["what"] == r["what"] and x["gpus"] == 1), None)
        speed = float(r["per_min"]) / float(base["per_min"]) if base and base["per_min"] else float("nan")  # type: ignore[arg-type]
        parts = (f" {r['search_s']:8.1f} {r['build_s']:8.1f} {r['runner_s']:6.1f}" if r["what"] == "tune" else "")
        print(f"{r['what']:<8} {r['gpus']:>4} {r['spread'] or '-':>6} {r['seconds']:8.1f} "
              f"{r.get('trials', r.get('points')):>6} {r['per_min']:8.1f} {speed:8.2f}{parts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
