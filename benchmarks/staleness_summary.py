"""Pool paired staleness A/Bs: best GFLOP/s of one arm over another, per seed, after N trials.

    python -m benchmarks.staleness_summary benchmarks/results/staleness_ab_*.json [--arms 0,1j]

Reads the --json files of benchmarks/staleness_ab.py (each seed tuned once per arm in one loop),
pairs the two arms by seed, and prints per trial count: the per-seed ratios (second arm / first),
their geometric mean, a 95 % interval for it (t on the log ratios) and how many seeds the second
arm won or tied. A seed that appears in several files is counted once per file.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from pathlib import Path

from benchmarks import harness

T95 = {1: 12.71, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228,
       11: 2.201, 12: 2.179, 13: 2.160, 14: 2.145, 15: 2.131, 16: 2.120, 17: 2.110, 18: 2.101, 19: 2.093, 20: 2.086}


def main() -> int:
    ap = harness.parser(__doc__, __name__)
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--arms", default="0,1j", help="base,other (arm names as in staleness_ab.py)")
    args = ap.parse_args()
    base, other = args.arms.split(",")
    ratios: dict[int, list[float]] = {}
    seeds = []
    for path in args.files:
        best = json.loads(path.read_text())["best_gflops_at"]
        for name in best:
            seed, _, arm = name.partition("-lag")
            if arm != base or f"{seed}-lag{other}" not in best:
                continue
            seeds.append(f"{path.stem}:{seed}")
            for n, a in best[f"{seed}-lag{other}"].items():
                b = best[name].get(n)
                if a and b:
                    ratios.setdefault(int(n), []).append(a / b)
    if not ratios:
        print(f"no seed tuned with both arms {base} and {other}", file=sys.stderr)
        return 1
    print(f"lag {other} / lag {base}, best GFLOP/s after N trials, {len(seeds)} paired seeds")
    print(f"{'trials':>7}{'geomean':>9}{'95% interval':>18}{'wins':>7}   per seed")
    for n in sorted(ratios):
        r = ratios[n]
        logs = [math.log(x) for x in r]
        mean = statistics.fmean(logs)
        half = T95.get(len(r) - 1, 1.96) * statistics.stdev(logs) / math.sqrt(len(r)) if len(r) > 1 else math.inf
        lo, hi = math.exp(mean - half), math.exp(mean + half)
        print(f"{n:>7}{math.exp(mean):>9.3f}{f'{lo:.2f} - {hi:.2f}':>18}{f'{sum(x >= 1 for x in r)}/{len(r)}':>7}   "
              + " ".join(f"{x:.2f}" for x in r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
