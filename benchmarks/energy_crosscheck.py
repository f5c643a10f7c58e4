"""An independent check of the energy driver: the same kernels through another launch path and
another measurement loop, interleaved with the driver so that both see the same thermal history,
and the ratio driver / check of time and energy per launch.

Order per kernel: driver, check, check, driver (A B B A): a drift of the GPU's temperature over the
four runs (a hotter GPU leaks more) cancels to first order in mean(A) / mean(B). Each check run
copies the thermal history of the driver run before it: an idle of the driver's cold-idle length,
then a warm-up as long as the driver's warm-up, then at least as many windows of the same length.

The check's own path:
  tuned kernels  the exported cubin loaded through CuPy (cupy.RawModule);
  cuDNN          libcudnn called through ctypes with the algorithm and math type the driver's record
                 names (the same kernel, launched by other code);
Each is checked against the exported reference output, captured as a CUDA graph of ~2 ms, kept 8
replays deep; windows start and end exactly when NVML's total-energy counter changes (it moves
every ~100 ms), with a CUDA event recorded at each boundary. Energy per launch of a window =
counter energy / window length x GPU time per launch (events); the mean over the windows.
cuBLAS baselines are not checked here: CuPy's cuBLAS calls run a different algorithm than the
driver's cuBLASLt choice, so their energy is not comparable. Nothing on the GPU is changed.

    python -m benchmarks.energy_crosscheck --driver build/energy-driver \\
        --kernel results/case1/export/r0001/kernel.json \\
        --baseline cudnn-fp32=results/case1/export/r0001/kernel.json --work build/energy_crosscheck

Needs cupy (CUDA 13 build) and nvidia-ml-py on a machine with an NVIDIA GPU.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import math
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import numpy as np

from artifact.contract import PROTOCOL, RTOL, math_mode
from benchmarks import harness

ORDER = "ABBA"  # A: the driver, B: the check


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

    @property
    def case_id(self) -> str:
        return str(self.meta["case_id"])


@dataclass
class Plan:
    """The thermal history a check run copies from the driver run before it."""
    idle_s: float
    warmup_s: float
    windows: int
    window_s: float


@dataclass
class CheckRun:
    path: str
    rel_error: float
    runs_per_graph: int = 1
    time_ms: list[float] = field(default_factory=list)
    energy_mj: list[float] = field(default_factory=list)
    temp_start_c: float = math.nan
    temp_end_c: float = math.nan
    note: str = ""

    @property
    def time_per_launch_ms(self) -> float:
        return statistics.mean(self.time_ms)

    @property
    def energy_per_launch_mj(self) -> float:
        return statistics.mean(self.energy_mj)


# ------------------------------------------------------------------ the comparison (pure)
def plan_from_record(rec: dict[str, Any]) -> Plan:
    return Plan(idle_s=float(rec["idle"]["cold"]["window_s"]), warmup_s=float(rec["warmup"]["seconds"]),
                windows=int(rec["windows"]["count"]), window_s=float(rec["protocol"]["window_s"]))


def compare(driver: list[dict[str, float]], check: list[dict[str, float]]) -> dict[str, Any]:
    """Ratio driver / check of the means of time and energy per launch over the interleaved runs,
    with the spread of each side (half the range of its runs, relative to its mean)."""
    def side(rows: list[dict[str, float]], key: str) -> tuple[float, float]:
        v = [r[key] for r in rows]
        m = statistics.mean(v)
        return m, (max(v) - min(v)) / 2 / m if m else math.nan

    dt, dt_spread = side(driver, "time_ms")
    de, de_spread = side(driver, "energy_mj")
    ct, ct_spread = side(check, "time_ms")
    ce, ce_spread = side(check, "energy_mj")
    return {"time_ratio": dt / ct, "energy_ratio": de / ce,
            "driver": {"time_per_launch_ms": dt, "energy_per_launch_mj": de, "time_spread_rel": dt_spread,
                       "energy_spread_rel": de_spread,
                       "temperature_c": statistics.mean(r["temperature_c"] for r in driver)},
            "check": {"time_per_launch_ms": ct, "energy_per_launch_mj": ce, "time_spread_rel": ct_spread,
                      "energy_spread_rel": ce_spread,
                      "temperature_c": statistics.mean(r["temperature_c"] for r in check)}}


# ------------------------------------------------------------------ the driver's side
def run_driver(driver: Path, target: Target, out_dir: Path, lib_dirs: str, extra: list[str]) -> dict[str, Any]:
    out_dir.mkdir(parents=True, exist_ok=True)
    point = ["--baseline", f"{target.baseline}={target.manifest}"] if target.baseline else ["--kernel", str(target.manifest)]
    cmd = [str(driver), "run", "--out-dir", str(out_dir), "--cap-label", "current", "--meta", "runner=crosscheck",
           *point, *extra]
    env = dict(os.environ)
    if lib_dirs:
        cmd += ["--lib-dirs", lib_dirs]
        env["LD_LIBRARY_PATH"] = lib_dirs + (":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    (out_dir / "driver.log").write_text(proc.stdout + proc.stderr, encoding="utf-8")
    if proc.returncode != 0:
        raise SystemExit(f"error: the driver failed on {target.case_id}/{target.point_id} (exit {proc.returncode}): "
                         f"{proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else ''}")
    rec: dict[str, Any] = json.loads((out_dir / f"{target.point_id}.json").read_text(encoding="utf-8"))
    return rec


# ------------------------------------------------------------------ the check's side
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
        if any(not isinstance(p, str) for p in launch["params"]):
            raise SystemExit(f"error: {target.manifest}: launch {launch['name']} takes tensor map parameters, which "
                             "this cross-check does not build (the energy driver does)")
        args = tuple(bufs[p] for p in launch["params"])
        calls.append((fn, tuple(launch["grid"]), tuple(launch["block"]), args, smem))

    def enqueue() -> None:
        for fn, grid, block, args, smem in calls:
            fn(grid, block, args, shared_mem=smem)
    return enqueue


CUDNN_MATH = {"default": 0, "tensor_op": 1, "tensor_op_allow_conversion": 2, "fma": 3}
CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, CUDNN_CROSS_CORRELATION = 0, 0, 1


def open_library(soname: str, lib_dirs: str) -> ctypes.CDLL:
    for cand in [soname] + [str(Path(d) / soname) for d in lib_dirs.split(":") if d]:
        try:
            return ctypes.CDLL(cand)
        except OSError:
            continue
    raise SystemExit(f"error: {soname} not found (tried the loader's path and {lib_dirs or 'no other directory'})")


class CudnnConv:
    """cudnnConvolutionForward through ctypes, with the algorithm and math type of a driver record."""

    def __init__(self, target: Target, bufs: dict[str, Any], stream: Any, algo: int, math_type: str, lib_dirs: str):
        import cupy as cp

        lib = open_library("libcudnn.so.9", lib_dirs)
        self.lib = lib

        def ok(status: int, what: str) -> None:
            if status != 0:
                raise SystemExit(f"error: {what}: cuDNN status {status}")
        self.ok = ok
        p = {k: int(v) for k, v in target.meta["case"]["params"].items()}
        n, h, w, co, ci = p["N"], p["H"], p["W"], p["CO"], p["CI"]
        kh, kw, s, pad = p["KH"], p["KW"], p["stride"], p["padding"]
        oh, ow = (h + 2 * pad - kh) // s + 1, (w + 2 * pad - kw) // s + 1
        self.h, self.xd, self.yd, self.wd, self.cd = (ctypes.c_void_p() for _ in range(5))
        ok(lib.cudnnCreate(ctypes.byref(self.h)), "cudnnCreate")
        ok(lib.cudnnSetStream(self.h, ctypes.c_void_p(stream.ptr)), "cudnnSetStream")
        ok(lib.cudnnCreateTensorDescriptor(ctypes.byref(self.xd)), "x descriptor")
        ok(lib.cudnnCreateTensorDescriptor(ctypes.byref(self.yd)), "y descriptor")
        ok(lib.cudnnCreateFilterDescriptor(ctypes.byref(self.wd)), "w descriptor")
        ok(lib.cudnnCreateConvolutionDescriptor(ctypes.byref(self.cd)), "convolution descriptor")
        ok(lib.cudnnSetTensor4dDescriptor(self.xd, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, ci, h, w), "x")
        ok(lib.cudnnSetTensor4dDescriptor(self.yd, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, co, oh, ow), "y")
        ok(lib.cudnnSetFilter4dDescriptor(self.wd, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, co, ci, kh, kw), "w")
        ok(lib.cudnnSetConvolution2dDescriptor(self.cd, pad, pad, s, s, 1, 1, CUDNN_CROSS_CORRELATION,
                                               CUDNN_DATA_FLOAT), "convolution")
        ok(lib.cudnnSetConvolutionMathType(self.cd, CUDNN_MATH[math_type]), "math type")
        self.algo = algo
        ws = ctypes.c_size_t(0)
        ok(lib.cudnnGetConvolutionForwardWorkspaceSize(self.h, self.xd, self.wd, self.cd, self.yd, algo,
                                                        ctypes.byref(ws)), "workspace size")
        self.ws_bytes = ws.value
        self.ws = cp.empty(max(1, ws.value), dtype=cp.uint8)
        self.x, self.w, self.y = (ctypes.c_void_p(bufs[k].data.ptr) for k in ("data", "kernel", "conv2d_nchw"))
        self.alpha, self.beta = ctypes.c_float(1.0), ctypes.c_float(0.0)

    def close(self) -> None:
        self.lib.cudnnDestroyConvolutionDescriptor(self.cd)
        self.lib.cudnnDestroyFilterDescriptor(self.wd)
        self.lib.cudnnDestroyTensorDescriptor(self.yd)
        self.lib.cudnnDestroyTensorDescriptor(self.xd)
        self.lib.cudnnDestroy(self.h)

    def __call__(self) -> None:
        self.ok(self.lib.cudnnConvolutionForward(
            self.h, ctypes.byref(self.alpha), self.xd, self.x, self.wd, self.w, self.cd, self.algo,
            ctypes.c_void_p(self.ws.data.ptr), ctypes.c_size_t(self.ws_bytes), ctypes.byref(self.beta), self.yd,
            self.y), "cudnnConvolutionForward")


def rel_error(out: np.ndarray, ref: np.ndarray) -> float:
    out64, ref64 = out.astype(np.float64), ref.astype(np.float64)
    if not np.all(np.isfinite(out64)):
        return math.inf
    den = float(np.linalg.norm(ref64))
    return float(np.linalg.norm(out64 - ref64)) / den if den > 0 else float(np.linalg.norm(out64))


def measure(target: Target, plan: Plan, rec: dict[str, Any], nvml: Any, handle: Any, args: argparse.Namespace
            ) -> CheckRun:
    import cupy as cp

    time.sleep(plan.idle_s)  # the driver's cold idle: nothing of ours runs on the GPU
    stream = cp.cuda.Stream(non_blocking=True)
    bufs, ref, out_name = load_buffers(target)
    cp.cuda.Device().synchronize()
    enqueue: Callable[[], None]
    if target.baseline.startswith("cudnn"):
        wl = rec["workload"]
        enqueue = CudnnConv(target, bufs, stream, int(wl["algorithm"]), str(wl["math_type"]), args.lib_dirs)
        path = f"cuDNN through ctypes (algorithm {wl['algorithm']}, {wl['math_type']})"
    else:
        enqueue = cubin_enqueue(target, bufs)
        path = "CuPy RawModule (cubin)"
    with stream:
        enqueue()
    stream.synchronize()
    err = rel_error(cp.asnumpy(bufs[out_name]).ravel(), ref)
    tol = RTOL[math_mode(target.baseline) if target.baseline else "fp32"]
    if not err <= tol:
        raise SystemExit(f"error: {target.case_id}/{target.point_id} through {path}: relative error {err:.3g} > {tol}")
    res = CheckRun(path, err)

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
    runs = max(1, min(int(PROTOCOL["max_graph_launches"]["default"]),
                      math.ceil(float(PROTOCOL["graph_ms"]["default"]) / run_ms)))
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

    depth = int(PROTOCOL["queue_depth"]["default"])
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
        while len(inflight) < depth:
            replay()

    res.temp_start_c = float(nvml.nvmlDeviceGetTemperature(handle, nvml.NVML_TEMPERATURE_GPU))
    t_end = time.perf_counter() + plan.warmup_s
    while time.perf_counter() < t_end:
        pump()

    # windows from counter update to counter update, a CUDA event at each boundary; a window's GPU
    # time is read once its closing event has completed (never waiting: the queue stays full)
    last = nvml.nvmlDeviceGetTotalEnergyConsumption(handle)
    opened: tuple[float, int, Any, int] | None = None  # (host time, counter mJ, event, replays issued)
    pending: list[tuple[Any, Any, int, float]] = []      # (start event, end event, replays, window power W)
    limit = time.perf_counter() + plan.windows * plan.window_s * 3 + 10
    while len(res.energy_mj) < plan.windows:
        pump()
        e = nvml.nvmlDeviceGetTotalEnergyConsumption(handle)
        now = time.perf_counter()
        if e != last:
            last = e
            if opened is None or now - opened[0] >= plan.window_s:
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
            res.energy_mj.append(power * t_launch_ms)  # W x ms = mJ
        if now > limit:
            raise SystemExit("error: the NVML energy counter stopped moving")
    stream.synchronize()
    res.temp_end_c = float(nvml.nvmlDeviceGetTemperature(handle, nvml.NVML_TEMPERATURE_GPU))
    if isinstance(enqueue, CudnnConv):
        enqueue.close()
    return res


def parse_targets(kernels: list[str], baselines: list[str]) -> list[Target]:
    targets = [Target(Path(k)) for k in kernels]
    for b in baselines:
        name, sep, path = b.partition("=")
        if not sep:
            raise SystemExit(f"error: --baseline needs NAME=KERNEL_JSON, not {b!r}")
        if not name.startswith("cudnn-"):
            raise SystemExit(f"error: --baseline {name}: only cuDNN baselines have a second path here "
                             "(CuPy's cuBLAS runs another algorithm than the driver's cuBLASLt choice)")
        targets.append(Target(Path(path), name))
    for t in targets:
        if not t.manifest.is_file():
            raise SystemExit(f"error: kernel manifest not found: {t.manifest}")
    return targets


def main(argv: list[str] | None = None) -> int:
    ap = harness.parser(__doc__, __name__, work=True, json_out=True)
    ap.add_argument("--driver", type=Path, required=True, help="the energy-driver executable")
    ap.add_argument("--kernel", action="append", default=[], metavar="KERNEL_JSON", help="an exported tuned kernel")
    ap.add_argument("--baseline", action="append", default=[], metavar="NAME=KERNEL_JSON",
                    help="a cuDNN baseline (cudnn-fp32, cudnn-tf32) on that kernel's case")
    ap.add_argument("--driver-arg", action="append", default=[], metavar="ARG", help="extra driver argument")
    args = ap.parse_args(argv)
    targets = parse_targets(args.kernel, args.baseline)
    if not targets:
        ap.error("give at least one --kernel or --baseline")
    from artifact.measure.driver import library_dirs

    args.lib_dirs = library_dirs()
    import cupy as cp
    import pynvml as nvml

    cp.cuda.Device(0).use()
    nvml.nvmlInit()
    rows = []
    try:
        bus = cp.cuda.Device(0).pci_bus_id
        handle = nvml.nvmlDeviceGetHandleByPciBusId(bus)
        name = nvml.nvmlDeviceGetName(handle)
        limit_w = nvml.nvmlDeviceGetEnforcedPowerLimit(handle) / 1e3
        print(f"cross-check on {name} ({bus}), power limit {limit_w:g} W (unchanged); order {ORDER} per kernel "
              "(A the driver, B the check)", flush=True)
        for t in targets:
            driver_runs: list[dict[str, float]] = []
            check_runs: list[dict[str, float]] = []
            rec: dict[str, Any] = {}
            path = ""
            for i, who in enumerate(ORDER):
                if who == "A":
                    rec = run_driver(args.driver, t, args.work / t.case_id / f"{t.point_id}-{i}", args.lib_dirs,
                                     args.driver_arg)
                    temps = rec["temperature_c"]
                    driver_runs.append({"time_ms": rec["time_per_launch_ms"], "energy_mj": rec["energy_per_launch_mj"],
                                        "temperature_c": (temps["steady"] + temps["end"]) / 2,
                                        "seconds": rec["seconds"]})
                    line = (f"  A driver {rec['time_per_launch_ms']:.4f} ms {rec['energy_per_launch_mj']:.4f} mJ "
                            f"{temps['start']:.0f}->{temps['end']:.0f} C, warm-up {rec['warmup']['seconds']:.1f} s, "
                            f"{rec['windows']['count']} windows"
                            + (f", algorithm {rec['workload'].get('algorithm')}" if t.baseline else ""))
                else:
                    c = measure(t, plan_from_record(rec), rec, nvml, handle, args)
                    cp.get_default_memory_pool().free_all_blocks()
                    path = c.path
                    check_runs.append({"time_ms": c.time_per_launch_ms, "energy_mj": c.energy_per_launch_mj,
                                       "temperature_c": (c.temp_start_c + c.temp_end_c) / 2})
                    line = (f"  B check  {c.time_per_launch_ms:.4f} ms {c.energy_per_launch_mj:.4f} mJ "
                            f"{c.temp_start_c:.0f}->{c.temp_end_c:.0f} C{'  ' + c.note if c.note else ''}")
                print(f"{t.case_id}/{t.point_id} {line}", flush=True)
            r = compare(driver_runs, check_runs)
            r.update({"case_id": t.case_id, "id": t.point_id, "path": path, "driver_runs": driver_runs,
                      "check_runs": check_runs})
            rows.append(r)
            print(f"{t.case_id}/{t.point_id}: driver/check time {r['time_ratio']:.4f} energy {r['energy_ratio']:.4f} "
                  f"(driver spread {100 * r['driver']['energy_spread_rel']:.2f} %, check "
                  f"{100 * r['check']['energy_spread_rel']:.2f} %; {r['driver']['temperature_c']:.1f} vs "
                  f"{r['check']['temperature_c']:.1f} C)", flush=True)
    finally:
        nvml.nvmlShutdown()
    print(f"\n{'case':<10} {'point':<12} {'path':<44} {'t ratio':>8} {'E ratio':>8} {'T drv C':>8} {'T chk C':>8}")
    for r in rows:
        print(f"{r['case_id']:<10} {r['id']:<12} {r['path'][:44]:<44} {r['time_ratio']:8.4f} {r['energy_ratio']:8.4f} "
              f"{r['driver']['temperature_c']:8.1f} {r['check']['temperature_c']:8.1f}")
    within = sum(abs(r["energy_ratio"] - 1) <= 0.01 for r in rows)
    print(f"energy within 1 %: {within} of {len(rows)}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"gpu": name, "power_limit_w": limit_w, "order": ORDER, "results": rows},
                                        indent=2, default=str) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
