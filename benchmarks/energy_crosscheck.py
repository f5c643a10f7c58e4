#!/usr/bin/env python3
"""An independent check of the energy driver: the same kernels through another launch path and
another measurement loop, and the ratio driver / check of time and energy per launch.

The other path: the exported cubin loaded through CuPy (cupy.RawModule); a cuBLAS baseline through
CuPy's own cuBLAS binding (sgemm; TF32 via cublasSetMathMode), not the driver's cuBLASLt. Each is
checked against the exported reference output, captured as a CUDA graph of ~2 ms, kept 8 replays
deep, warmed up for a fixed --warmup-s (3 s), then measured over --windows windows of >= --window-s
that start and end exactly when NVML's total-energy counter changes (it moves every ~100 ms), with a
CUDA event recorded at each boundary. Energy per launch of a window = counter energy / window
length x GPU time per launch (events). The median over the windows is reported.

cuDNN baselines have no second path here (CuPy does not expose cuDNN convolution); they are
skipped with a note. Nothing on the GPU is changed (no clocks, no power limit).

    python3 benchmarks/energy_crosscheck.py \\
        --kernel results/case1/export/r0001/kernel.json --baseline cublas-tf32=<gemm>/export/r0001/kernel.json \\
        --records results --json crosscheck.json

--records DIR: driver records (``<DIR>/<case>/measure/<cap>/<id>.json``, or any ``*.json`` record
below DIR) to compare with; per kernel the ratio driver / check of time and energy is printed.
Needs cupy (CUDA 13 build) and nvidia-ml-py.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from artifact.contract import RTOL, math_mode  # noqa: E402

CUBLAS_OP_N, CUBLAS_OP_T = 0, 1
CUBLAS_DEFAULT_MATH, CUBLAS_TF32_TENSOR_OP_MATH = 0, 3
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8


@dataclass
class Target:
    manifest: Path
    baseline: str = ""  # "" for the tuned cubin

    @property
    def meta(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(self.manifest.read_text(encoding="utf-8"))
        return data

    @property
    def point_id(self) -> str:
        return self.baseline or str(self.meta["kernel_id"])


@dataclass
class Result:
    case_id: str
    point_id: str
    path: str
    rel_error: float
    runs_per_graph: int
    time_ms: list[float] = field(default_factory=list)
    energy_mj: list[float] = field(default_factory=list)
    power_w: list[float] = field(default_factory=list)
    temp_start_c: float = math.nan
    temp_end_c: float = math.nan
    note: str = ""

    def summary(self) -> dict[str, Any]:
        e = self.energy_mj
        return {"case_id": self.case_id, "id": self.point_id, "path": self.path, "rel_error": self.rel_error,
                "runs_per_graph": self.runs_per_graph, "time_per_launch_ms": statistics.median(self.time_ms),
                "energy_per_launch_mj": statistics.median(e),
                "energy_cv": statistics.stdev(e) / statistics.mean(e) if len(e) > 1 else 0.0,
                "avg_power_w": statistics.median(self.power_w), "windows": len(e),
                "temperature_c": {"start": self.temp_start_c, "end": self.temp_end_c},
                "time_per_launch_ms_windows": self.time_ms, "energy_per_launch_mj_windows": e}


def load_buffers(target: Target) -> tuple[dict[str, Any], np.ndarray, str]:
    """Inputs on the GPU, the output buffer (poisoned with NaN), the reference output, its name."""
    import cupy as cp

    bufs, ref, out_name = {}, None, ""
    for b in target.meta["buffers"]:
        data = np.fromfile(target.manifest.parent / b["file"], dtype="<f4")
        if data.nbytes != b["bytes"]:
            raise SystemExit(f"error: {b['file']} has {data.nbytes} bytes, {target.manifest} says {b['bytes']}")
        if b["role"] == "output":
            ref, out_name = data, b["name"]
            bufs[b["name"]] = cp.full(data.shape, np.nan, dtype=cp.float32)
        else:
            bufs[b["name"]] = cp.asarray(data)
    if ref is None:
        raise SystemExit(f"error: {target.manifest} has no output buffer")
    return bufs, ref, out_name


def cubin_enqueue(target: Target, bufs: dict[str, Any]) -> Callable[[], None]:
    import cupy as cp

    mod = cp.RawModule(path=str(target.manifest.parent / target.meta["cubin"]))
    calls = []
    for launch in target.meta["launches"]:
        fn = mod.get_function(launch["name"])
        smem = int(launch["dynamic_shared_bytes"])
        if smem > 48 * 1024:
            fn.max_dynamic_shared_size_bytes = smem
        args = tuple(bufs[p] for p in launch["params"])
        calls.append((fn, tuple(launch["grid"]), tuple(launch["block"]), args, smem))

    def enqueue() -> None:
        for fn, grid, block, args, smem in calls:
            fn(grid, block, args, shared_mem=smem)
    return enqueue


def cublas_enqueue(target: Target, bufs: dict[str, Any], stream: Any) -> Callable[[], None]:
    import cupy as cp
    from cupy_backends.cuda.libs import cublas

    p = target.meta["case"]["params"]
    m, n, k, nt = int(p["M"]), int(p["N"]), int(p["K"]), p["layout"] == "NT"
    handle = cp.cuda.device.get_cublas_handle()
    cublas.setStream(handle, stream.ptr)
    cublas.setMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH if math_mode(target.baseline) == "tf32" else CUBLAS_DEFAULT_MATH)
    alpha, beta = np.array(1.0, dtype=np.float32), np.array(0.0, dtype=np.float32)
    a, b, c = bufs["A"], bufs["B"], bufs["C"]

    def enqueue() -> None:
        # row-major C[M,N] = A[M,K] op(B) is column-major C^T[N,M] = op(B)^T A^T
        cublas.sgemm(handle, CUBLAS_OP_T if nt else CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, alpha.ctypes.data, b.data.ptr,
                     k if nt else n, a.data.ptr, k, beta.ctypes.data, c.data.ptr, n)
    return enqueue


def rel_error(out: np.ndarray, ref: np.ndarray) -> float:
    out64, ref64 = out.astype(np.float64), ref.astype(np.float64)
    if not np.all(np.isfinite(out64)):
        return math.inf
    den = float(np.linalg.norm(ref64))
    return float(np.linalg.norm(out64 - ref64)) / den if den > 0 else float(np.linalg.norm(out64))


def measure(target: Target, nvml: Any, handle: Any, args: argparse.Namespace) -> Result:
    import cupy as cp

    meta = target.meta
    stream = cp.cuda.Stream(non_blocking=True)
    bufs, ref, out_name = load_buffers(target)
    cp.cuda.Device().synchronize()
    if target.baseline:
        enqueue = cublas_enqueue(target, bufs, stream)
        path = f"CuPy cuBLAS binding (sgemm, {math_mode(target.baseline)})"
    else:
        enqueue = cubin_enqueue(target, bufs)
        path = "CuPy RawModule (cubin)"
    with stream:
        enqueue()
    stream.synchronize()
    err = rel_error(cp.asnumpy(bufs[out_name]).ravel(), ref)
    tol = RTOL[math_mode(target.baseline) if target.baseline else "fp32"]
    res = Result(meta["case_id"], target.point_id, path, err, 1)
    if not err <= tol:
        raise SystemExit(f"error: {meta['case_id']}/{target.point_id} through {path}: relative error {err:.3g} > {tol}")

    # runs per graph: one replay ~ graph_ms
    e0, e1 = cp.cuda.Event(), cp.cuda.Event()
    with stream:
        for _ in range(3):
            enqueue()
        e0.record(stream)
        for _ in range(20):
            enqueue()
        e1.record(stream)
    e1.synchronize()
    run_ms = cp.cuda.get_elapsed_time(e0, e1) / 20
    runs = max(1, min(20000, math.ceil(args.graph_ms / run_ms)))
    res.runs_per_graph = runs
    graph = None
    try:
        stream.begin_capture()
        with stream:
            for _ in range(runs):
                enqueue()
        graph = stream.end_capture()
    except Exception as exc:  # a library path that cannot be captured: plain launches
        res.note = f"no CUDA graph ({type(exc).__name__})"
        try:
            stream.end_capture()
        except Exception:
            pass

    inflight: list[Any] = []
    issued = [0]  # graph replays issued so far

    def replay() -> None:
        if graph is not None:
            graph.launch(stream)
        else:
            with stream:
                for _ in range(runs):
                    enqueue()
        ev = cp.cuda.Event(disable_timing=True)
        ev.record(stream)
        inflight.append(ev)
        issued[0] += 1

    def pump() -> None:
        while inflight and inflight[0].done:
            inflight.pop(0)
        while len(inflight) < args.queue_depth:
            replay()

    res.temp_start_c = float(nvml.nvmlDeviceGetTemperature(handle, nvml.NVML_TEMPERATURE_GPU))
    t_end = time.perf_counter() + args.warmup_s
    while time.perf_counter() < t_end:
        pump()

    # windows from counter update to counter update, a CUDA event at each boundary; a window's GPU
    # time is read once its closing event has completed (never waiting: the queue stays full)
    last = nvml.nvmlDeviceGetTotalEnergyConsumption(handle)
    opened: tuple[float, int, Any, int] | None = None  # (host time, counter mJ, event, replays issued)
    pending: list[tuple[Any, Any, int, float]] = []      # (start event, end event, replays, window power W)
    limit = time.perf_counter() + args.windows * args.window_s * 3 + 10
    while len(res.energy_mj) < args.windows:
        pump()
        e = nvml.nvmlDeviceGetTotalEnergyConsumption(handle)
        now = time.perf_counter()
        if e != last:
            last = e
            if opened is None or now - opened[0] >= args.window_s:
                ev = cp.cuda.Event()
                ev.record(stream)
                if opened is not None:
                    t0, en0, ev0, r0 = opened
                    pending.append((ev0, ev, issued[0] - r0, (e - en0) / 1e3 / (now - t0)))
                opened = (now, e, ev, issued[0])
        while pending and pending[0][1].done:
            ev0, ev1, n_replays, power = pending.pop(0)
            t_launch_ms = cp.cuda.get_elapsed_time(ev0, ev1) / (n_replays * runs)
            res.time_ms.append(t_launch_ms)
            res.power_w.append(power)
            res.energy_mj.append(power * t_launch_ms)  # W x ms = mJ
        if now > limit:
            raise SystemExit("error: the NVML energy counter stopped moving")
    stream.synchronize()
    res.temp_end_c = float(nvml.nvmlDeviceGetTemperature(handle, nvml.NVML_TEMPERATURE_GPU))
    return res


def driver_records(dirs: list[Path]) -> dict[tuple[str, str], dict[str, Any]]:
    """(case_id, id) -> the newest driver record found below the directories."""
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for d in dirs:
        for path in sorted(d.rglob("*.json")):
            try:
                rec = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if not isinstance(rec, dict) or not str(rec.get("schema", "")).startswith("energy-driver/"):
                continue
            key = (str(rec.get("case_id")), str(rec.get("id")))
            if key not in found or rec.get("timestamp", "") > found[key].get("timestamp", ""):
                found[key] = rec
    return found


def parse_targets(kernels: list[str], baselines: list[str]) -> list[Target]:
    targets = [Target(Path(k)) for k in kernels]
    for b in baselines:
        name, sep, path = b.partition("=")
        if not sep:
            raise SystemExit(f"error: --baseline needs NAME=KERNEL_JSON, not {b!r}")
        targets.append(Target(Path(path), name))
    for t in targets:
        if not t.manifest.is_file():
            raise SystemExit(f"error: kernel manifest not found: {t.manifest}")
    return targets


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernel", action="append", default=[], metavar="KERNEL_JSON", help="an exported tuned kernel")
    ap.add_argument("--baseline", action="append", default=[], metavar="NAME=KERNEL_JSON",
                    help="a vendor baseline on that kernel's case (cublas-fp32, cublas-tf32; cuDNN is skipped)")
    ap.add_argument("--records", action="append", type=Path, default=[], metavar="DIR",
                    help="driver records to compare with (searched recursively)")
    ap.add_argument("--gpu", type=int, default=0, help="CUDA device index (default 0)")
    ap.add_argument("--warmup-s", type=float, default=3.0, help="fixed warm-up under load (s, default 3)")
    ap.add_argument("--windows", type=int, default=5, help="measurement windows (default 5)")
    ap.add_argument("--window-s", type=float, default=1.0, help="minimum window length (s, default 1)")
    ap.add_argument("--graph-ms", type=float, default=2.0, help="length of one graph replay (ms, default 2)")
    ap.add_argument("--queue-depth", type=int, default=8, help="graph replays in flight (default 8)")
    ap.add_argument("--json", type=Path, help="write every result here")
    args = ap.parse_args(argv)
    targets = parse_targets(args.kernel, args.baseline)
    if not targets:
        ap.error("give at least one --kernel or --baseline")
    import cupy as cp
    import pynvml as nvml

    cp.cuda.Device(args.gpu).use()
    nvml.nvmlInit()
    try:
        bus = cp.cuda.Device(args.gpu).pci_bus_id
        handle = nvml.nvmlDeviceGetHandleByPciBusId(bus)
        name = nvml.nvmlDeviceGetName(handle)
        limit_w = nvml.nvmlDeviceGetEnforcedPowerLimit(handle) / 1e3
        print(f"cross-check on {name} ({bus}), power limit {limit_w:g} W (unchanged); warm-up {args.warmup_s:g} s, "
              f"{args.windows} windows of >= {args.window_s:g} s", flush=True)
        records = driver_records(args.records)
        rows = []
        for t in targets:
            if t.baseline.startswith("cudnn"):
                print(f"{t.meta['case_id']}/{t.baseline}: skipped (no second path to cuDNN here)", flush=True)
                continue
            r = measure(t, nvml, handle, args).summary()
            rec = records.get((r["case_id"], r["id"]))
            r["driver"] = None
            if rec:
                r["driver"] = {"time_per_launch_ms": rec["time_per_launch_ms"],
                               "energy_per_launch_mj": rec["energy_per_launch_mj"], "timestamp": rec.get("timestamp"),
                               "temperature_c": rec.get("temperature_c")}
                r["time_ratio"] = rec["time_per_launch_ms"] / r["time_per_launch_ms"]
                r["energy_ratio"] = rec["energy_per_launch_mj"] / r["energy_per_launch_mj"]
            rows.append(r)
            ratio = (f"driver/check time {r['time_ratio']:.4f} energy {r['energy_ratio']:.4f}" if rec
                     else "no driver record")
            print(f"{r['case_id']:<28} {r['id']:<12} {r['time_per_launch_ms']:9.4f} ms {r['energy_per_launch_mj']:9.4f} mJ "
                  f"cv {100 * r['energy_cv']:.2f}%  {r['temperature_c']['start']:.0f}->{r['temperature_c']['end']:.0f} C  "
                  f"{ratio}", flush=True)
    finally:
        nvml.nvmlShutdown()
    if args.json:
        args.json.write_text(json.dumps({"gpu": name, "power_limit_w": limit_w, "settings": vars(args) | {
            "records": [str(p) for p in args.records], "json": str(args.json)}, "results": rows}, indent=2,
            default=str) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
