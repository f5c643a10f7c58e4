"""The tensor-core instruction ceiling of ``mma.sync`` on this GPU, beside cuBLAS's fp16 GEMM.

    python -m benchmarks.mma_ceiling [--gpu 0] [--iterations 100000] [--repeats 5] [--gemm 4096]

What a tuned TVM kernel can reach is bounded by the instructions it is made of: TVM 0.27's tensor-core
spaces (MetaSchedule's and the artifact's GEMM template, artifact/tuning/template.py) issue
``mma.sync.aligned.m16n8k8`` (fp16 in, fp32 accumulate) fed by ``ldmatrix``, while cuBLAS on Hopper
uses warp-group ``wgmma`` instructions that TVM cannot emit. This benchmark times each ``mma.sync``
shape alone: every warp runs independent chains of the instruction on registers (no memory traffic),
enough warps to fill every SM, so the rate is the instruction's own throughput. Printed: TFLOP/s per
shape (median of --repeats launches, with min and max), then cuBLAS's fp16 GEMM (fp32 compute,
``cublasGemmEx`` through CuPy) of --gemm cubed in the same run, and each ceiling as a share of it: a
tuned kernel of one shape cannot pass its instruction's share. Needs CuPy (NVRTC compiles the kernels);
nothing here changes the GPU's settings.
"""

from __future__ import annotations

import statistics
import sys

from benchmarks import harness

SHAPES = {  # name: (m, n, k, A registers, B registers) of mma.sync .row.col .f32.f16.f16.f32
    "m16n8k8": (16, 8, 8, 2, 1),
    "m16n8k16": (16, 8, 16, 4, 2),
}
CHAINS = 8  # independent accumulators a warp keeps in flight (hides the instruction's latency)
THREADS = 256  # 8 warps a block
BLOCKS_PER_SM = 4

KERNEL = r"""
extern "C" __global__ void mma_loop(const unsigned* seed, float* out, int iterations) {
  unsigned a[4], b[2];
  for (int r = 0; r < 4; ++r) a[r] = seed[(threadIdx.x + r) & 31];
  for (int r = 0; r < 2; ++r) b[r] = seed[(threadIdx.x + 7 * r) & 31];
  float d[CHAINS][4];
  for (int c = 0; c < CHAINS; ++c) for (int r = 0; r < 4; ++r) d[c][r] = 0.0f;
  for (int i = 0; i < iterations; ++i) {
#pragma unroll
    for (int c = 0; c < CHAINS; ++c) {
      MMA(d[c], a, b);
    }
  }
  float s = 0.0f;
  for (int c = 0; c < CHAINS; ++c) for (int r = 0; r < 4; ++r) s += d[c][r];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
"""

MMA_MACROS = {
    "m16n8k8": r"""
#define MMA(d, a, b) asm volatile( \
  "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};\n" \
  : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]) : "r"(a[0]), "r"(a[1]), "r"(b[0]))
""",
    "m16n8k16": r"""
#define MMA(d, a, b) asm volatile( \
  "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n" \
  : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]) \
  : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))
""",
}


def timed_ms(cp, launch, repeats: int) -> list[float]:  # noqa: ANN001 - cupy is imported lazily
    """Milliseconds of each of ``repeats`` calls of ``launch`` (after one warm-up call), by CUDA events."""
    launch()
    cp.cuda.Device().synchronize()
    out = []
    for _ in range(repeats):
        start, stop = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        launch()
        stop.record()
        stop.synchronize()
        out.append(cp.cuda.get_elapsed_time(start, stop))
    return out


def main() -> int:
    ap = harness.parser(__doc__, __name__)
    ap.add_argument("--gpu", type=int, default=0)
    ap.add_argument("--iterations", type=int, default=100000, help="loop trips a warp makes (each CHAINS mma)")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--gemm", type=int, default=4096, help="M = N = K of the cuBLAS fp16 GEMM (0: none)")
    a = ap.parse_args()
    if a.iterations < 1 or a.repeats < 1 or a.gemm < 0:
        raise SystemExit("error: --iterations and --repeats must be >= 1, --gemm >= 0")
    try:
        import cupy as cp
    except ImportError:
        raise SystemExit("error: this benchmark needs CuPy (pip install cupy-cuda12x or cupy-cuda13x)") from None

    with cp.cuda.Device(a.gpu) as dev:
        props = cp.cuda.runtime.getDeviceProperties(a.gpu)
        sms = int(dev.attributes["MultiProcessorCount"])
        name = props["name"].decode()
        blocks = sms * BLOCKS_PER_SM
        seed = cp.asarray((cp.arange(32, dtype=cp.uint32) * 2654435761) & 0x3BFF3BFF)  # finite fp16 pairs
        out = cp.empty(blocks * THREADS, dtype=cp.float32)
        print(f"GPU {a.gpu}: {name}, {sms} SMs; {blocks} blocks of {THREADS} threads, {CHAINS} chains a warp, "
              f"{a.iterations:,} iterations; median of {a.repeats} launches")
        rows: list[tuple[str, float, float, float]] = []
        for shape, (m, n, k, _, _) in SHAPES.items():
            src = f"#define CHAINS {CHAINS}\n" + MMA_MACROS[shape] + KERNEL
            kernel = cp.RawKernel(src, "mma_loop", options=("--std=c++17",))
            flop = 2.0 * m * n * k * CHAINS * a.iterations * (THREADS // 32) * blocks
            ms = timed_ms(cp, lambda kernel=kernel: kernel((blocks,), (THREADS,), (seed, out, cp.int32(a.iterations))),
                          a.repeats)
            tf = [flop / (t * 1e-3) / 1e12 for t in ms]
            rows.append((f"mma.sync {shape} f16 -> f32", statistics.median(tf), min(tf), max(tf)))
        gemm = None
        if a.gemm:
            x = cp.random.standard_normal((a.gemm, a.gemm), dtype=cp.float32).astype(cp.float16)
            y = cp.random.standard_normal((a.gemm, a.gemm), dtype=cp.float32).astype(cp.float16)
            flop = 2.0 * a.gemm ** 3
            ms = timed_ms(cp, lambda: cp.matmul(x, y), max(a.repeats, 10))
            tf = [flop / (t * 1e-3) / 1e12 for t in ms]
            gemm = statistics.median(tf)
            rows.append((f"cuBLAS fp16 GEMM {a.gemm}^3 (cupy.matmul)", gemm, min(tf), max(tf)))
    print(f"{'what':<42} {'TFLOP/s':>8} {'min':>8} {'max':>8} {'x cuBLAS':>8}")
    for what, med, lo, hi in rows:
        share = f"{med / gemm:8.3f}" if gemm else f"{'-':>8}"
        print(f"{what:<42} {med:8.1f} {lo:8.1f} {hi:8.1f} {share}")
    print("x cuBLAS: the instruction's rate over the GEMM's; a kernel built of that instruction alone cannot pass it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
