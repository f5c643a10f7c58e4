"""How good is the measurement protocol? One row per measured (kernel, cap) point of a results directory.

Prints, from the driver's records alone (schema energy-driver/2; /1 records of data/reference/ too):
  (a) energy_cv    coefficient of variation of energy per launch over the windows  (aim <= 0.5 %)
      energy_ci    95 % CI half-width of the mean energy per launch (schema /2)     (aim <= 0.5 %)
  (b) sampled      energy from in-process sampled power vs the NVML energy counter  (aim within 3 %)
  (c) vs TVM       time per launch vs TVM's own run time of the same kernel         (aim within 5 %)
  (d) seconds      wall time the driver spent on the point                          (aim: median <= 8 s)
and the worst and median value of each over all points, and the points the driver flagged. Exit
status 0 if every aim holds, 1 otherwise.

    python -m benchmarks.protocol_check --results results
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

from benchmarks import harness

AIMS = {"energy_cv_pct": 0.5, "energy_ci_pct": 0.5, "sampled_vs_counter_pct": 3.0, "time_vs_tvm_pct": 5.0,
        "seconds": 8.0}
MEDIAN_AIMS = {"seconds"}  # judged on the median point, the others on the worst


def rows(results: Path) -> list[dict[str, float | str]]:
    out = []
    for path in sorted(results.glob("*/measure/*/*.json")):
        rec = json.loads(path.read_text(encoding="utf-8"))
        if not str(rec.get("schema", "")).startswith("energy-driver/"):
            continue
        e, es = rec["energy_per_launch_mj"], rec["energy_per_launch_sampled_mj"]
        tuned = rec.get("tuned_time_ms")
        t = rec["time_per_launch_ms"]
        out.append({
            "case": rec["case_id"], "cap": path.parent.name, "id": rec["id"], "time_ms": t,
            "tvm_ms": tuned if isinstance(tuned, (int, float)) and math.isfinite(tuned) else float("nan"),
            "energy_mj": e, "energy_cv_pct": 100 * rec["energy_cv"],
            "energy_ci_pct": 100 * rec["energy_ci_rel"] if rec.get("energy_ci_rel") is not None else float("nan"),
            "flagged": bool(rec.get("flagged", False)),
            "sampled_vs_counter_pct": 100 * (es / e - 1) if rec["method"] == "counter" else float("nan"),
            "time_vs_tvm_pct": 100 * (t / tuned - 1) if isinstance(tuned, (int, float)) and tuned > 0 else float("nan"),
            "seconds": rec["seconds"], "power_w": rec["avg_power_w"], "method": rec["method"],
        })
    return out


def main() -> int:
    ap = harness.parser(__doc__, __name__)
    ap.add_argument("--results", type=Path, default=Path("results"))
    args = ap.parse_args()
    table = rows(args.results)
    if not table:
        print(f"no measurement records under {args.results}/*/measure/", file=sys.stderr)
        return 1
    print(f"{'case':<7} {'cap':>7} {'kernel':<11} {'time ms':>9} {'TVM ms':>9} {'vsTVM %':>8} {'energy mJ':>10} "
          f"{'cv %':>6} {'smpl %':>7} {'W':>6} {'s':>5}")
    for r in table:
        print(f"{r['case']:<7} {r['cap']:>7} {r['id']:<11} {r['time_ms']:9.4f} {r['tvm_ms']:9.4f} "
              f"{r['time_vs_tvm_pct']:+8.2f} {r['energy_mj']:10.4f} {r['energy_cv_pct']:6.3f} "
              f"{r['sampled_vs_counter_pct']:+7.2f} {r['power_w']:6.1f} {r['seconds']:5.1f}")
    ok = True
    print()
    for key, aim in AIMS.items():
        vals = [abs(float(r[key])) for r in table if not math.isnan(float(r[key]))]
        if not vals:
            print(f"{key:<24} no values")
            continue
        worst, med = max(vals), sorted(vals)[len(vals) // 2]
        good = (med if key in MEDIAN_AIMS else worst) <= aim
        ok &= good
        print(f"{key:<24} worst {worst:8.3f}  median {med:8.3f}  aim <= {aim:g}  {'PASS' if good else 'FAIL'} "
              f"({sum(v <= aim for v in vals)}/{len(vals)} points{', on the median' if key in MEDIAN_AIMS else ''})")
    flagged = [f"{r['case']}/{r['cap']}/{r['id']}" for r in table if r["flagged"]]
    print(f"flagged by the driver: {len(flagged)}" + (f" ({', '.join(flagged)})" if flagged else ""))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
