"""The codegen of ``T.cuda.wgmma.noop_barrier`` (CUTLASS's ``warpgroup_fence_operand``), fixed for TVM 0.27.

What: TVM 0.27's TIRx function ``T.cuda.wgmma.noop_barrier(acc[i])`` keeps the compiler from moving
reads or writes of a wgmma accumulator register across the asynchronous ``wgmma.mma_async`` that
writes it (an empty ``asm volatile`` with a ``"+f"`` operand on the register). Its registered codegen
(``tvm/backend/cuda/cpp/asm.py``: ``codegen_cuda_wgmma_noop_barrier``) is broken in two ways:

* it reads ``reg.dtype``, but the operand of a buffer element is a ``TensorLoad``, whose type is in
  ``reg.ty``: every kernel that uses it fails to build with ``AttributeError: 'TensorLoad'
  object has no attribute 'dtype'``;
* its device function takes the register by value (``ptx_wgmma_fence_float(float reg)``), so the
  ``"+f"`` fences a copy, not the accumulator.

:func:`register` replaces that codegen, through the same registry TVM's own code uses
(``device_intrinsic``, ``register_codegen``), with one that reads the type from ``reg.ty`` (or
``reg.dtype``) and whose device function takes ``float&``. Used by the wgmma GEMM space
(artifact/tuning/wgmma.py) in the builder and the export.
"""

from __future__ import annotations

from typing import Any

DEVICE_FUNCTION = "ptx_wgmma_fence_operand_f32"  # the C function the fixed codegen emits around each wgmma batch
_OP = "cuda_wgmma_noop_barrier_float32_ref"
_registered = False


def register() -> None:
    """Replace the codegen of ``T.cuda.wgmma.noop_barrier`` (float32 accumulators); idempotent."""
    global _registered
    if _registered:
        return
    from tvm.backend.cuda.codegen.registry import CODEGEN_REGISTRY, register_codegen
    from tvm.backend.cuda.codegen.schema import device_intrinsic

    if f"tirx.{_OP}" not in CODEGEN_REGISTRY:
        device_intrinsic(_OP, helper_name=DEVICE_FUNCTION, c_signature="(float& reg)",
                         body='    asm volatile("" : "+f"(reg) :: "memory");')

    @register_codegen("cuda_wgmma_noop_barrier")
    def _fence_operand(reg: Any) -> Any:
        dtype = str(getattr(reg, "dtype", None) or reg.ty.dtype)
        if dtype != "float32":
            raise ValueError(f"wgmma accumulator fence: float32 registers only, got {dtype}")
        result = CODEGEN_REGISTRY[f"tirx.{_OP}"]([reg])
        return result[0] if isinstance(result, tuple) else result

    _registered = True
