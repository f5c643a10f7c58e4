"""A custom kernel measured like a layer: a fused Add+ReLU on two fp16 4096 x 4096 matrices,
``out = max(a + b, 0)``, written as a CuPy ``RawKernel`` (one kernel, two halves per thread), launched on
torch's current stream and measured by ``artifact.layers.custom.measure_kernel_iter`` (100 launches per
CUDA graph launch, the driver's protocol in this process).

    python examples/add_relu.py            # needs a CUDA GPU, torch and cupy (pip install '.[models]' cupy-cuda12x)

Prints the time, power and energy per launch and writes the record to add_relu.json (or the path given).
On an NVIDIA H100 80GB HBM3 (driver 580.159.04, 700 W, torch 2.11, cupy 14) it printed 0.0378 ms,
508.1 W, 19.21 mJ per launch, window CV 0.14 % (~2.66 TB/s of the 100.7 MB each launch reads and writes).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the artifact package, also without installing it

N = 4096
ITERS = 100
SOURCE = r"""
#include <cuda_fp16.h>
extern "C" __global__ void add_relu(const __half2* a, const __half2* b, __half2* out, unsigned int n2) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) out[i] = __hmax2(__hadd2(a[i], b[i]), __float2half2_rn(0.0f));
}
"""
BLOCK = 256


def setup() -> dict[str, Any]:
    """Allocates and fills the inputs and the output on the GPU, compiles the kernel: once."""
    import cupy
    import torch

    a = torch.randn(N, N, device="cuda", dtype=torch.float16)
    b = torch.randn(N, N, device="cuda", dtype=torch.float16)
    out = torch.empty_like(a)
    kernel = cupy.RawKernel(SOURCE, "add_relu")
    return {"a": a, "b": b, "out": out, "kernel": kernel, "n2": N * N // 2}


def launch(state: dict[str, Any]) -> None:
    """One launch on torch's current stream (the capture stream while the graph is captured); no allocation."""
    import cupy
    import torch

    n2 = state["n2"]
    grid = ((n2 + BLOCK - 1) // BLOCK,)
    with cupy.cuda.ExternalStream(torch.cuda.current_stream().cuda_stream):
        state["kernel"](grid, (BLOCK,), (state["a"].data_ptr(), state["b"].data_ptr(), state["out"].data_ptr(),
                                         cupy.uint32(n2)))


def check(state: dict[str, Any]) -> float:
    """Largest absolute difference from torch's relu(a + b) after one launch."""
    import torch

    launch(state)
    torch.cuda.synchronize()
    return float((state["out"] - torch.relu(state["a"] + state["b"])).abs().max())


def measure(iters: int = ITERS) -> dict[str, Any]:
    from artifact.layers.custom import measure_kernel_iter

    state = setup()
    err = check(state)
    if err != 0.0:
        raise SystemExit(f"add_relu differs from torch by {err}: not measured")
    return measure_kernel_iter("add_relu", lambda: state, launch, iters, flops=2.0 * N * N,
                               bytes_per_launch=3.0 * N * N * 2, math_mode="fp16", dtype="float16",
                               description={"kernel": "cupy.RawKernel add_relu", "shape": [N, N]})


if __name__ == "__main__":
    from artifact.atomic import write_json

    record = measure()
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "add_relu.json")
    write_json(path, record)  # atomic: a complete record or none
    print(f"add_relu fp16 {N}x{N}: {record['time_per_launch_ms']:.4f} ms  {record['avg_power_w']:.1f} W  "
          f"{record['energy_per_launch_mj']:.4f} mJ  cv {100 * record['energy_cv']:.2f} %  -> {path}")
