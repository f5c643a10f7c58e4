"""Check per-layer and whole-model measurement on a GPU with PyTorch (changes no GPU setting).

One in-process idle, then: the Add+ReLU fp16 4096x4096 example kernel (examples/add_relu.py, a CuPy
RawKernel; skipped where cupy is missing), the ResNet-18 fp16 whole model as a CUDA graph and eagerly,
and ResNet-18's unique fp16 layers (unroll 100) in forward order until the time budget is spent. Shorter
bounds than the driver's defaults keep it within about 4 minutes on an H100 (31 points of ~5 s): warm-up
at most 3 s, windows at most 5 s. Prints per point: ms, W, mJ, CV, flags; then the sequential sum of
the layers and whole / sum for time and energy (when every layer was measured). Records go to
WORK/<id>.json.

    python -m benchmarks.layers_check [--budget-s 200] [--work build/layers_check]
"""

from __future__ import annotations

import importlib.util
import json
import sys
import time
from pathlib import Path
from typing import Any

from artifact.layers import whole as whole_mod
from artifact.layers.architectures import pipeline
from artifact.layers.layer import measure_layer
from artifact.measure.driver import DriverOptions
from artifact.measure.inprocess import measure_idle
from benchmarks import harness
from benchmarks.harness import ROOT

OPTIONS = DriverOptions({"warmup_max_s": 3.0, "measure_max_s": 5.0})


def line(name: str, count: int | str, r: dict[str, Any]) -> str:
    flags = ",".join(r.get("flag_reasons") or []) or "-"
    return (f"{name[:44]:44s} {count!s:>5} {r['time_per_launch_ms']:10.4f} {r['avg_power_w']:7.1f} "
            f"{r['energy_per_launch_mj']:10.4f} {100 * r['energy_cv']:6.2f}  {flags}")


def add_relu(work: Path) -> dict[str, Any] | None:
    if importlib.util.find_spec("cupy") is None:
        print("add_relu: cupy not installed, skipped")
        return None
    spec = importlib.util.spec_from_file_location("add_relu", ROOT / "examples" / "add_relu.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    state = mod.setup()
    err = mod.check(state)
    print(f"add_relu: max |out - relu(a + b)| = {err}")
    from artifact.layers.custom import measure_kernel_iter

    return measure_kernel_iter("add_relu", lambda: state, mod.launch, 100, OPTIONS, flops=2.0 * mod.N ** 2,
                               bytes_per_launch=6.0 * mod.N ** 2, math_mode="fp16", dtype="float16")


def main() -> int:
    ap = harness.parser(__doc__, __name__, work=True)
    ap.add_argument("--budget-s", type=float, default=200.0, help="stop starting layer points after this long")
    args = ap.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    idle = measure_idle(OPTIONS)
    print(f"in-process idle: {idle['power_w']:.1f} W over {idle['window_s']:.2f} s")
    header = f"{'point':44s} {'count':>5} {'ms':>10} {'W':>7} {'mJ':>10} {'CV %':>6}  flags"
    rows: list[str] = []
    records: dict[str, dict[str, Any]] = {}

    def keep(rid: str, count: int | str, rec: dict[str, Any]) -> None:
        (args.work / f"{rid}.json").write_text(json.dumps(rec, indent=1))
        records[rid] = rec
        rows.append(line(rid, count, rec))
        print(rows[-1], flush=True)

    print(header)
    r = add_relu(args.work)
    if r is not None:
        keep("add_relu", 1, r)
    pipe = pipeline("resnet18", batch=1, dtype="fp16")
    for mode in ("graph", "eager"):
        keep(f"whole-{mode}", 1, whole_mod.measure_whole(pipe, mode, options=OPTIONS, cold_idle=idle))
    skipped = []
    for phase in pipe.phases:
        if time.monotonic() - t0 > args.budget_s:
            skipped.append(phase.layer.key)
            continue
        keep(phase.layer.key, phase.count,
             measure_layer(phase.layer, 100, OPTIONS, pipeline=pipe.name, cold_idle=idle))
    print()
    print(header)
    print("\n".join(rows))
    if skipped:
        print(f"\n{len(skipped)} layer(s) not measured within --budget-s {args.budget_s:.0f}: no whole vs sum")
    else:
        layer_records = {p.layer.key: records[p.layer.key] for p in pipe.phases}
        for mode in ("graph", "eager"):
            c = whole_mod.compare(pipe, layer_records, records[f"whole-{mode}"])
            print(f"\nwhole ({mode}) vs sum of {len(pipe.phases)} layers: time {c.whole.time_ms:.4f} / "
                  f"{c.sum_latency_ms.mean:.4f} ms = {c.time_ratio.mean:.3f}; energy {c.whole.energy_mj:.3f} / "
                  f"{c.sum_energy_mj.mean:.3f} mJ = {c.energy_ratio.mean:.3f} +- {c.energy_ratio.std:.3f}")
        worst = max(records[k]["energy_cv"] for k in layer_records)
        print(f"largest layer energy CV: {100 * worst:.2f} %")
    print(f"total {time.monotonic() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
