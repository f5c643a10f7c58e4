"""Tensor-parallel Vicuna-7B (random weights, fp16) on 1 and N GPUs of one host: per-GPU energy, the share of
communication, the speed-up over one GPU, for prefill and decode.

Each (phase, world size) is one ``torchrun --nproc-per-node W -m artifact.tp.run`` run
(artifact/tp/run.py: per-rank trace, kernels, NVML energy under the measurement protocol run
in lockstep, with a power timeline, all-reduce pairs); everything goes under --work, and the table below is
also written to <work>/tp_check.json.

    python -m benchmarks.tp_check --work /tmp/tp --gpus 2            # needs torch + transformers, 2 GPUs
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

from artifact.tp.run import TpSettings, summarize, tp_run_name
from benchmarks import harness
from benchmarks.harness import ROOT


def run(world: int, phase: str, args: argparse.Namespace) -> dict:
    out = args.work / f"world{world}"
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={world}",
           "-m", "artifact.tp.run", "--model", args.model, "--phase", phase,
           "--tokens", str(args.tokens), "--decode-tokens", str(args.decode_tokens), "--repeats", str(args.repeats),
           "--out", str(out)]
    t0 = time.perf_counter()
    log = args.work / f"world{world}_{phase}.log"
    with open(log, "w") as f:
        rc = subprocess.run(cmd, cwd=ROOT, stdout=f, stderr=subprocess.STDOUT,
                            env=dict(os.environ, PYTHONPATH=str(ROOT))).returncode
    if rc != 0:
        print(f"world {world} {phase}: exit {rc}; last lines of {log}:\n" + "".join(log.read_text().splitlines(True)[-15:]))
        return {"world": world, "phase": phase, "error": rc}
    s = TpSettings(args.model, phase, args.tokens, args.decode_tokens if phase == "decode" else 0, 1, world)
    summary = summarize(out / tp_run_name(s))
    return {"world": world, "phase": phase, "seconds": round(time.perf_counter() - t0, 1), **summary}


def main() -> int:
    p = harness.parser(__doc__, __name__, work=True)
    p.add_argument("--gpus", type=int, default=2, help="world size compared with 1 GPU")
    p.add_argument("--model", default="vicuna-7b")
    p.add_argument("--tokens", type=int, default=512)
    p.add_argument("--decode-tokens", type=int, default=32)
    p.add_argument("--repeats", type=int, default=10, help="the fewest runs of the phase measured for its energy")
    p.add_argument("--phases", default="prefill,decode")
    args = p.parse_args()
    import torch

    have = torch.cuda.device_count()
    if have < args.gpus:
        print(f"error: {args.gpus} GPUs asked for, this host has {have}")
        return 2
    args.work.mkdir(parents=True, exist_ok=True)
    rows = [run(w, phase, args) for phase in args.phases.split(",") for w in (1, args.gpus)]
    (args.work / "tp_check.json").write_text(json.dumps(rows, indent=1))
    print(f"{'phase':<8} {'GPUs':>4} {'ms/run':>9} {'speed-up':>8} {'total mJ':>10} {'per-GPU mJ':<24} {'comm %':>7}")
    for phase in args.phases.split(","):
        one = next((r for r in rows if r["phase"] == phase and r["world"] == 1 and "ranks" in r), None)
        for r in (r for r in rows if r["phase"] == phase):
            if "ranks" not in r:
                print(f"{phase:<8} {r['world']:>4} failed (exit {r['error']})")
                continue
            ms = max(x["time_per_run_ms"] or 0 for x in r["ranks"])
            base = max(x["time_per_run_ms"] or 0 for x in one["ranks"]) if one else None
            per = ", ".join(f"{x['energy_per_run_mj']:.0f}" for x in r["ranks"] if x["energy_per_run_mj"] is not None)
            share = r["collective_share"]
            print(f"{phase:<8} {r['world']:>4} {ms:9.2f} {(base / ms if base and ms else float('nan')):8.2f} "
                  f"{(r['total_energy_per_run_mj'] or float('nan')):10.0f} {per:<24} "
                  f"{(100 * share if share is not None else float('nan')):7.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
