"""CUTLASS in the harness on a GPU, in one command and a few minutes, changing no GPU setting.

Steps:
  1. build the driver (artifact build) into WORK/build, unless --driver is given;
  2. `artifact cutlass sweep` of the case (default 4096x4096x4096-fp16: fp16 NN, fp32 accumulate and
     output): every configuration of the default sweep generated and compiled with nvcc in parallel,
     exported into WORK/cutlass/<case>/export/ with the reference buffers of the driver's gate;
  3. `artifact cutlass measure` at the current power limit: the driver gates and measures every
     configuration and cuBLAS fp16 (the default protocol of artifact/data/driver_contract.json; one
     driver invocation), records in WORK/cutlass/<case>/measure/<limit>W/;
  4. the pick (pick.json) and one table: per configuration registers, shared memory, time, TFLOP/s,
     energy per launch, gate error, time and energy over cuBLAS's. WORK/summary.json holds the same.

CUTLASS's headers come from cuda/cutlass.lock through the cache (``$ARTIFACT_CACHE``); on a GPU host
without network, fill a cache first where PyPI is reachable and carry it, e.g.
``ARTIFACT_CACHE=build/cache artifact cutlass headers``, then run this with ARTIFACT_CACHE=build/cache,
or give --cutlass-include DIR. On an H100: ~20 s of compiling on 16 cores, then 11 points of ~8-12 s.

    python -m benchmarks.cutlass_check            # work directory: build/cutlass_check
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from benchmarks import harness


def main() -> int:
    ap = harness.parser(__doc__, __name__, work=True)
    ap.add_argument("--case", default="4096x4096x4096-fp16", help="a gemm-catalog case of dtype fp16 or fp16-out")
    ap.add_argument("--shape", default=None, help="or an ad-hoc one: gemm:M=..,N=..,K=..,layout=NT,dtype=fp16")
    ap.add_argument("--driver", type=Path, default=None, help="an energy-driver already built")
    ap.add_argument("--cutlass-include", type=Path, default=None, help="CUTLASS's include/ (default: the cache)")
    ap.add_argument("--arch", default="sm_90")
    args = ap.parse_args()

    from artifact.catalog import parse_shape, resolve_case
    from artifact.errors import ArtifactError
    from artifact.measure.build import build_driver
    from artifact.measure.sweep import measure_case
    from artifact.tuning.cutlass import headers
    from artifact.tuning.cutlass.pick import format_pick, pick
    from artifact.tuning.cutlass.sweep import cutlass_dirs, cutlass_results, export_sweep

    def echo(s: str) -> None:
        print(f"  {s}", flush=True)

    t0 = time.perf_counter()
    try:
        if args.cutlass_include:
            os.environ[headers.INCLUDE_ENV] = str(args.cutlass_include.resolve())
        case = parse_shape(args.shape) if args.shape else resolve_case(args.case, "gemm")
        print("[1/4] driver", flush=True)
        if args.driver:
            os.environ["ARTIFACT_DRIVER"] = str(args.driver.resolve())
        else:
            os.environ["ARTIFACT_DRIVER"] = str(build_driver(args.work / "build", echo=echo))
        print(f"[2/4] CUTLASS sweep of {case.case_id}", flush=True)
        t_sweep = time.perf_counter()
        export_sweep(case, args.work, arch=args.arch, echo=echo)
        sweep_s = time.perf_counter() - t_sweep
        print("[3/4] measure (current limit, default protocol)", flush=True)
        t_measure = time.perf_counter()
        measure_case(case, cutlass_results(args.work), "current", "native", 0, baselines=True, echo=echo)
        measure_s = time.perf_counter() - t_measure
        print("[4/4] pick", flush=True)
        picked = pick(case, args.work)  # the one cap measured: the current limit, labelled in watts
    except ArtifactError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    dirs = cutlass_dirs(args.work, case)
    rows = table(dirs.export, dirs.measure / picked["cap"], case.flops)
    vendor = next((r for r in rows if r["kind"] == "baseline"), None)
    print(f"\n{'point':<24} {'regs':>4} {'smem KB':>7} {'time ms':>9} {'TFLOP/s':>8} {'energy mJ':>10} "
          f"{'gate err':>9} {'t/vendor':>8} {'E/vendor':>8} flagged")
    for r in rows:
        tv = r["time_ms"] / vendor["time_ms"] if vendor else float("nan")
        ev = r["energy_mj"] / vendor["energy_mj"] if vendor else float("nan")
        regs = "" if r["registers"] is None else str(r["registers"])
        smem = "" if r["smem_bytes"] is None else f"{r['smem_bytes'] / 1024:.0f}"
        print(f"{r['id']:<24} {regs:>4} {smem:>7} {r['time_ms']:9.4f} {r['tflops']:8.1f} {r['energy_mj']:10.3f} "
              f"{r['gate_rel_error']:9.2e} {tv:8.3f} {ev:8.3f} {'yes' if r['flagged'] else ''}")
    print()
    for line in format_pick(picked):
        print(line)
    total = time.perf_counter() - t0
    print(f"\nsweep {sweep_s:.0f} s, measure {measure_s:.0f} s, total {total:.0f} s")
    summary = {"case_id": case.case_id, "rows": rows, "pick": picked, "sweep_s": sweep_s, "measure_s": measure_s,
               "total_s": total}
    (args.work / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    return 0


def table(export: Path, measure: Path, flops: int) -> list[dict[str, Any]]:
    """One row per record of the sweep's measure directory: the configurations, fastest first, then the vendor."""
    rows = []
    for path in sorted(measure.glob("*.json")):
        rec = json.loads(path.read_text(encoding="utf-8"))
        manifest = export / path.stem / "kernel.json"
        launch = json.loads(manifest.read_text())["launches"][0] if manifest.exists() else {}
        rows.append({"id": rec["id"], "kind": rec["kind"], "time_ms": rec["time_per_launch_ms"],
                     "tflops": flops / (rec["time_per_launch_ms"] * 1e-3) / 1e12, "energy_mj": rec["energy_per_launch_mj"],
                     "gate_rel_error": (rec.get("gate") or {}).get("rel_error") or float("nan"),
                     "registers": launch.get("registers"), "smem_bytes": launch.get("dynamic_shared_bytes"),
                     "flagged": rec.get("flagged", False)})
    return sorted(rows, key=lambda r: (r["kind"] == "baseline", r["time_ms"]))


if __name__ == "__main__":
    sys.exit(main())
