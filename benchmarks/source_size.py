"""How long the generated CUDA source of tuned candidates is, against how fast they ran.

    python -m benchmarks.source_size [--records DIR ...] [--bins 50,100,200,400]

For each case's tuning records (default: case1 and case7 of every shipped reproduce-test run), every
candidate is replayed and built as the tuning builder builds it (tvm_patches/builder.py: lowering and code
generation; no GPU is needed, and none is used) and the length of its CUDA source is read. Per source-size
bin: how many candidates, and the fastest of them against the case's fastest valid one (1.00x: the bin
holds the case's best). It is the evidence behind the tuning builds' source limit (tuner setting
``max_source_kb``, tvm_patches/source_limit.py): NVRTC's compile time grows with the source. A table last.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from benchmarks import harness


def default_records() -> list[Path]:
    ref = harness.ROOT / "data" / "reference"
    return sorted(p for p in ref.glob("*/reproduce-test-*/case*/tune") if p.parent.name in ("case1", "case7"))


def sizes(records_dir: Path) -> tuple[str, list[tuple[int, float | None]]]:
    """The case id and, per record, (source bytes, run seconds or None where it failed)."""
    from tvm.target import Target

    from artifact.catalog import Case
    from artifact.schema.tunedb import read_records
    from artifact.tuning.rebuild import scheduled_module
    from tvm_patches.builder import build_module

    case = Case.from_json(json.loads((records_dir.parent / "case.json").read_text()))
    out = []
    for rec in read_records(records_dir):
        built = build_module(scheduled_module(case, rec.trace), Target(rec.target))
        source = next(m for m in built.imports if m.kind == "cuda").inspect_source()
        out.append((len(source.encode()), rec.run_s if rec.valid else None))
    return case.case_id, out


def main() -> int:
    ap = harness.parser(__doc__, __name__, json_out=True)
    ap.add_argument("--records", type=Path, action="append", default=[],
                    help="a case's tune/ folder (its case.json one level up); repeatable")
    ap.add_argument("--bins", default="50,100,200,400", help="bin edges in KB")
    args = ap.parse_args()
    edges = [0.0] + [float(x) * 1024 for x in args.bins.split(",") if x] + [math.inf]
    results = []
    for records_dir in args.records or default_records():
        case_id, rows = sizes(records_dir)
        best = min(s for _, s in rows if s is not None)
        bins = []
        for lo, hi in zip(edges, edges[1:]):
            inside = [(b, s) for b, s in rows if lo <= b < hi]
            fastest = min((s for _, s in inside if s is not None), default=None)
            bins.append({"from_kb": lo / 1024, "to_kb": hi / 1024, "candidates": len(inside),
                         "fastest_vs_best": None if fastest is None else fastest / best})
        results.append({"records": str(records_dir.relative_to(harness.ROOT) if records_dir.is_relative_to(harness.ROOT)
                                       else records_dir), "case": case_id, "candidates": len(rows), "bins": bins})
        print(f"{results[-1]['records']}: {len(rows)} candidates", flush=True)
    if args.json:
        harness.write_json(args.json, results)
    print(f"\n{'records':<58}{'source KB':>12}{'candidates':>11}{'fastest/best':>13}")
    for r in results:
        for b in r["bins"]:
            span = f"{b['from_kb']:.0f}-" + ("" if math.isinf(b["to_kb"]) else f"{b['to_kb']:.0f}")
            ratio = "-" if b["fastest_vs_best"] is None else f"{b['fastest_vs_best']:.2f}x"
            print(f"{r['records']:<58}{span:>12}{b['candidates']:>11}{ratio:>13}")
    return 0


if __name__ == "__main__":
    harness.run(main)
