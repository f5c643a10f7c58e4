"""Synthetic torch.profiler Chrome traces for the trace tests: an event builder, the host thread and GPU
stream events come on, and kernel names as torch writes them."""

from __future__ import annotations

from typing import Any

GEMM = "sm90_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas"
LAYERNORM = ("void at::native::(anonymous namespace)::vectorized_layer_norm_kernel<c10::Half, float>(int, float, "
             "c10::Half const*, c10::Half const*, c10::Half const*, float*, float*, c10::Half*)")
MEMCPY = "Memcpy HtoD (Pageable -> Device)"
CPU = {"pid": 100, "tid": 100}  # the host thread's events
GPU_STREAM = {"pid": 0, "tid": 7}  # stream 7 of device 0


def event(cat: str, name: str, ts: float, dur: float, where: dict[str, int], **args: Any) -> dict[str, Any]:
    """A complete ("X") event of category ``cat`` at ``ts`` for ``dur`` microseconds, its ``args``."""
    return {"ph": "X", "cat": cat, "name": name, "ts": ts, "dur": dur, **where, "args": args}
