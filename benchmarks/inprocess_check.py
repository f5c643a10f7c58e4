"""Check the in-process library (build/libenergyprotocol.so) on a GPU with PyTorch, changing no GPU setting.

A square fp16 matmul (default 4096) is captured RUNS times in one torch.cuda.CUDAGraph; the library
measures it with the driver's protocol (artifact.measure.inprocess), once on the current (default)
stream and once on a side stream, after one in-process idle shared by both. Independently, the
graph's replays are timed with torch CUDA events. Printed per measurement: time per run from the
record and from the events (their ratio checks the per-run division), energy per run, CV, CI,
windows, warm-up, idles, flags, and whether the record has exactly the contract's fields.
Needs torch with CUDA (not a dependency of the package); WORK/inprocess.json holds the records.

    python -m benchmarks.inprocess_check [--size 4096] [--runs 20] [--work build/inprocess_check]
"""

from __future__ import annotations

import json
import sys
from typing import Any

from artifact.contract import record_field_problems
from artifact.measure.inprocess import GraphPoint, load_library
from benchmarks import harness


def event_time_per_run_ms(torch: Any, graph: Any, runs: int, replays: int = 50) -> float:
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(5):
        graph.replay()
    start.record()
    for _ in range(replays):
        graph.replay()
    end.record()
    end.synchronize()
    return float(start.elapsed_time(end)) / (replays * runs)


def main() -> int:
    ap = harness.parser(__doc__, __name__, work=True)
    ap.add_argument("--size", type=int, default=4096)
    ap.add_argument("--runs", type=int, default=20, help="matmuls captured in the graph (runs per replay)")
    args = ap.parse_args()
    import torch

    lib = load_library()
    n = args.size
    a, b = (torch.randn(n, n, device="cuda", dtype=torch.float16) for _ in range(2))
    c = torch.empty(n, n, device="cuda", dtype=torch.float16)
    torch.matmul(a, b, out=c)  # cuBLAS initialized outside the capture
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for _ in range(args.runs):
            torch.matmul(a, b, out=c)
    graph.replay()
    torch.cuda.synchronize()
    events_ms = event_time_per_run_ms(torch, graph, args.runs)

    idle = lib.measure_idle()
    side = torch.cuda.Stream()
    records: dict[str, dict[str, Any]] = {}
    for label, stream in (("current stream", torch.cuda.current_stream()), ("side stream", side)):
        point = GraphPoint(f"matmul-{n}-fp16", kind="graph", math_mode="fp16", flops=2.0 * n**3,
                           bytes_per_launch=3.0 * n * n * 2,
                           description={"op": "matmul", "shape": [n, n, n], "dtype": "float16", "stream": label})
        with torch.cuda.stream(stream):
            records[label] = lib.measure_graph(graph.raw_cuda_graph_exec(), stream.cuda_stream, args.runs,
                                               meta={"check": "inprocess_check"}, point=point, cold_idle=idle)
    args.work.mkdir(parents=True, exist_ok=True)
    (args.work / "inprocess.json").write_text(json.dumps({"idle": idle, "records": records}, indent=1))

    print(f"idle in process: {idle['power_w']:.1f} W at {idle['temperature_c']:.0f} C ({idle['method']})")
    print(f"events: {events_ms:.4f} ms per run ({args.runs} runs per replay)")
    for label, r in records.items():
        missing, extra = record_field_problems(r)
        print(f"{label:15s} {r['time_per_launch_ms']:.4f} ms (/events {r['time_per_launch_ms'] / events_ms:.4f})  "
              f"{r['energy_per_launch_mj']:.3f} mJ  cv {100 * r['energy_cv']:.2f}%  ci {100 * r['energy_ci_rel']:.2f}% "
              f"({r['windows']['count']} win)  warm-up {r['warmup']['seconds']:.1f} s steady {r['warmup']['steady']}  "
              f"hot idle {r['idle']['hot']['power_w']:.1f} W  launches {r['launch']['graph_replays']}  "
              f"flagged {r['flag_reasons'] or 'no'}  contract {'ok' if not (missing or extra) else (missing, extra)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
