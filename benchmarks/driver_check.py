"""Check the energy driver on a GPU in one command, in a few minutes, changing no GPU setting.

Steps:
  1. build the driver (artifact build) into WORK/build, unless --driver is given;
  2. make the shipped reference exports runnable in WORK/<case>/export/: the cubins and kernel.json
     of data/reference/ (cases case1 and case7 of the H100 reference run reproduce-test-1; a GEMM export given
     with --cases is measured with the cuBLAS baselines), with their reference buffers regenerated from the export's seed;
  3. measure, with the driver's default protocol (artifact/data/driver_contract.json) at the current power
     limit, every tuned kernel and every vendor baseline of those cases (cuDNN for the convolutions,
     cuBLASLt for the GEMM): one driver invocation per case, records in WORK/<case>/measure/current/;
  4. run benchmarks/energy_crosscheck.py on the first tuned kernel and the cuDNN baselines of each case
     (another launch path, its own counter windows, interleaved with driver runs A B B A), unless
     --no-crosscheck;
  5. print one table: per point time, energy, CV, CI, windows, warm-up, temperature at start and
     end, flagged; per cross-checked kernel the ratio driver / check of time and energy; and the
     median seconds per point. WORK/summary.json holds the same.

It never changes clocks, power limits or any other GPU setting. On an H100 the whole run takes
about 6 minutes (8 points of ~8 s, two cold idles, then 6 kernels cross-checked in 4 runs each).

    python -m benchmarks.driver_check            # work directory: build/driver_check
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from artifact.contract import EXIT_CODES, RECORD_SCHEMA, baselines_for
from benchmarks import harness
from benchmarks.harness import ROOT

H100 = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3"
CASES = {
    "case1": H100 / "reproduce-test-1" / "case1",
    "case7": H100 / "reproduce-test-1" / "case7",
}


def build(work: Path) -> Path:
    from artifact.measure.build import build_driver

    return build_driver(work / "build", echo=lambda s: print(f"  {s}", flush=True))


def measure_case(driver: Path, case_id: str, manifests: list[Path], out: Path, extra: list[str]) -> int:
    from artifact.measure.driver import library_dirs, manifest_dtype

    kind = json.loads(manifests[0].read_text())["case"]["kind"]
    baselines = baselines_for(kind, manifest_dtype(manifests[0]))
    args = [str(driver), "run", "--out-dir", str(out), "--cap-label", "current", "--meta", "runner=native",
            "--meta", "cap_mode=current"]
    libs = library_dirs()
    if libs:
        args += ["--lib-dirs", libs]
    for m in manifests:
        args += ["--kernel", str(m)]
    for name in baselines:
        args += ["--baseline", f"{name}={manifests[0]}"]
    env = dict(os.environ)
    if libs:
        env["LD_LIBRARY_PATH"] = libs + (":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
    print(f"[{case_id}] {len(manifests)} tuned kernel(s) + {', '.join(baselines)}", flush=True)
    with (out / "driver.log").open("w", encoding="utf-8") as log:
        proc = subprocess.Popen(args + extra, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        assert proc.stdout is not None
        for line in proc.stdout:
            print(f"  {line}", end="", flush=True)
            log.write(line)
        return proc.wait()


def records(work: Path) -> list[dict[str, Any]]:
    out = []
    for path in sorted(work.glob("*/measure/current/*.json")):
        rec = json.loads(path.read_text(encoding="utf-8"))
        if rec.get("schema") == RECORD_SCHEMA:
            out.append(rec)
    return out


def fmt(x: Any, spec: str) -> str:
    return format(x, spec) if isinstance(x, (int, float)) else "-"


def main(argv: list[str] | None = None) -> int:
    ap = harness.parser(__doc__, __name__, work=True)
    ap.add_argument("--driver", type=Path, help="use this energy-driver instead of building one")
    ap.add_argument("--cases", default=",".join(CASES), help=f"comma-separated subset of {', '.join(CASES)}")
    ap.add_argument("--no-crosscheck", action="store_true", help="skip benchmarks.energy_crosscheck")
    ap.add_argument("--driver-arg", action="append", default=[], metavar="ARG",
                    help="extra driver argument, e.g. --driver-arg=--l2 --driver-arg=cold (repeatable)")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    work = args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    cases = [c.strip() for c in args.cases.split(",") if c.strip()]
    unknown = [c for c in cases if c not in CASES]
    if unknown:
        ap.error(f"unknown case(s) {', '.join(unknown)}; known: {', '.join(CASES)}")

    print("1. driver", flush=True)
    driver = args.driver.resolve() if args.driver else build(work)
    info = subprocess.run([str(driver), "info"], capture_output=True, text=True)
    if info.returncode != 0:
        print(f"error: {driver} info failed: {info.stderr.strip()}", file=sys.stderr)
        return 1
    gpu = json.loads(info.stdout)
    print(f"  {gpu['gpu']['name']} {gpu['gpu']['uuid']}, power limit {gpu['power_limit_w']['enforced']:g} W "
          f"(unchanged), energy counter: {gpu['energy_counter']}", flush=True)

    print("2. reference exports", flush=True)
    from artifact.tuning.refdata import materialize_export

    manifests = {c: materialize_export(CASES[c], work / c, echo=lambda s: print(f"  {s}")) for c in cases}

    print("3. driver measurements (default protocol, current power limit)", flush=True)
    failed = []
    for c in cases:
        out = work / c / "measure" / "current"
        out.mkdir(parents=True, exist_ok=True)
        for old in out.glob("*.json"):
            old.unlink()
        rc = measure_case(driver, c, manifests[c], out, args.driver_arg)
        if rc != EXIT_CODES["ok"]:
            failed.append(f"{c} (exit {rc})")
    recs = records(work)

    cross: dict[tuple[str, str], dict[str, Any]] = {}
    if not args.no_crosscheck:
        print("4. independent cross-check, interleaved with the driver (benchmarks/energy_crosscheck.py)", flush=True)
        cmd = [sys.executable, "-m", "benchmarks.energy_crosscheck", "--driver", str(driver),
               "--work", str(work / "crosscheck"), "--json", str(work / "crosscheck.json")]
        for c in cases:
            cmd += ["--kernel", str(manifests[c][0])]
            kind = json.loads(manifests[c][0].read_text())["case"]["kind"]
            # the cross-check calls cuDNN in fp32 math (fp32, TF32) on the fp32 reference kernels
            cmd += [x for b in baselines_for(kind, "fp32") if b.startswith("cudnn-")
                    for x in ("--baseline", f"{b}={manifests[c][0]}")]
        for a in args.driver_arg:
            cmd.append(f"--driver-arg={a}")
        rc = subprocess.run(cmd).returncode
        if rc != 0:
            failed.append(f"cross-check (exit {rc})")
        elif (work / "crosscheck.json").exists():
            for r in json.loads((work / "crosscheck.json").read_text())["results"]:
                cross[(r["case_id"], r["id"])] = r

    print(f"\n{'case':<26} {'point':<12} {'time ms':>9} {'energy mJ':>10} {'cv %':>6} {'ci %':>6} {'win':>4} "
          f"{'warm s':>6} {'T0 C':>5} {'T1 C':>5} {'flag':>5} {'s':>5} {'t ratio':>8} {'E ratio':>8}")
    rows = []
    for r in recs:
        x = cross.get((r["case_id"], r["id"]), {})
        row = {"case_id": r["case_id"], "id": r["id"], "time_per_launch_ms": r["time_per_launch_ms"],
               "energy_per_launch_mj": r["energy_per_launch_mj"], "energy_cv": r["energy_cv"],
               "energy_ci_rel": r["energy_ci_rel"], "windows": r["windows"]["count"],
               "warmup_s": r["warmup"]["seconds"], "steady": r["warmup"]["steady"],
               "temperature_start_c": r["temperature_c"]["start"], "temperature_end_c": r["temperature_c"]["end"],
               "flagged": r["flagged"], "flag_reasons": r["flag_reasons"], "seconds": r["seconds"],
               "idle_cold_w": r["idle"]["cold"]["power_w"], "idle_hot_w": r["idle"]["hot"]["power_w"],
               "sampled_vs_counter": r["energy_per_launch_sampled_mj"] / r["energy_per_launch_mj"] - 1,
               "algorithm": r["workload"].get("algorithm"),
               "crosscheck_time_ratio": x.get("time_ratio"), "crosscheck_energy_ratio": x.get("energy_ratio")}
        rows.append(row)
        print(f"{row['case_id']:<26} {row['id']:<12} {row['time_per_launch_ms']:9.4f} {row['energy_per_launch_mj']:10.4f} "
              f"{100 * row['energy_cv']:6.2f} {100 * row['energy_ci_rel']:6.2f} {row['windows']:4d} "
              f"{row['warmup_s']:6.1f} {fmt(row['temperature_start_c'], '5.0f')} {fmt(row['temperature_end_c'], '5.0f')} "
              f"{'yes' if row['flagged'] else 'no':>5} {row['seconds']:5.1f} "
              f"{fmt(row['crosscheck_time_ratio'], '8.4f')} {fmt(row['crosscheck_energy_ratio'], '8.4f')}")
    secs = [r["seconds"] for r in rows]
    if rows:
        idle = rows[0]
        print(f"\npoints {len(rows)}, flagged {sum(r['flagged'] for r in rows)}; seconds per point: median "
              f"{statistics.median(secs):.1f}, max {max(secs):.1f}; cold idle {idle['idle_cold_w']:.1f} W (first case), "
              f"hot idle {statistics.median(r['idle_hot_w'] for r in rows):.1f} W (median)")
    ratios = [r["crosscheck_energy_ratio"] for r in rows if r["crosscheck_energy_ratio"] is not None]
    if ratios:
        print(f"cross-check energy ratio driver/check: {min(ratios):.4f} .. {max(ratios):.4f} over {len(ratios)} kernels; "
              f"within 1 %: {sum(abs(x - 1) <= 0.01 for x in ratios)}")
    wall = time.perf_counter() - t0
    print(f"total {wall:.0f} s; records, logs and summary.json in {work}")
    (work / "summary.json").write_text(json.dumps({"gpu": gpu, "wall_s": wall, "failed": failed, "points": rows},
                                                  indent=2, default=str) + "\n", encoding="utf-8")
    if failed:
        print(f"error: {'; '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
