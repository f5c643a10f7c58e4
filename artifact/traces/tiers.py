"""A GPU activity's tier, from its trace category and kernel name.

Tiers (in this order of precedence):

``copy/memset``
    Every ``gpu_memcpy`` and ``gpu_memset`` activity (``Memcpy HtoD (Pageable -> Device)``,
    ``Memset (Device)``), and kernels whose name says they copy: PyTorch's ``direct_copy_kernel_cuda``
    (``.to()``, ``.contiguous()``, ``copy_``), ``copy_kernel``, ``copy_device_to_device``.
``collective``
    NCCL's communication kernels (tensor parallelism's all-reduce, all-gather...): a name starting
    with ``nccl`` (``ncclDevKernel_AllReduce_Sum_f16_RING_LL``, ``ncclKernel_AllGather_RING_LL_Sum_int8_t``)
    or naming ``nccl::``. Their time is partly waiting for the other GPUs, so they are replayed as a
    pair, every GPU at once (artifact/tp/run.py), never alone.
``gemm``
    cuBLAS and cuBLASLt kernels: a name containing ``gemm`` or ``gemv`` (``ampere_fp16_s16816gemm_...``,
    ``volta_sgemm_128x64_nn``, ``gemv2T_kernel_val``, ``gemmSN_TN_kernel``, CUTLASS instances inside
    cuBLAS such as ``cutlass::Kernel2<cutlass_80_tensorop_f16_s16816gemm_...>``), one starting with
    ``sm<NN>_xmma`` (Hopper/Ampere cuBLAS, ``sm90_xmma_gemm_f16f16_...``) or ``nvjet`` (cuBLASLt's
    Hopper kernels, ``nvjet_hsh_128x256_64x4_1x2_h_bz_coopA_NTN``), or naming ``cublas``
    (``cublasLt::splitKreduce_kernel``, ``splitKreduce_kernel<...>(cublasSplitKParams<float>, ...)``,
    ``dot_kernel<..., cublasDotParams<...>>``).
``library``
    Everything else: PyTorch's own kernels (``at::native::...`` elementwise, reductions, layer norm,
    softmax, ``pytorch_flash::flash_fwd_kernel``, the memory-efficient attention ``fmha_cutlassF_...``).
    A name in PyTorch's namespaces is never a GEMM, even where its template arguments name
    ``cutlass::gemm::GemmShape``.
"""

from __future__ import annotations

import re

TIERS: tuple[str, ...] = ("copy/memset", "collective", "gemm", "library")

COPY_CATEGORIES = frozenset({"gpu_memcpy", "gpu_memset"})

_COPY_NAME = re.compile(r"direct_copy_kernel|\bcopy_kernel|copy_device_to_device|^Memcpy|^Memset", re.IGNORECASE)
# PyTorch's own kernels, whatever their template arguments say (attention kernels built on CUTLASS)
_PYTORCH_OWN = re.compile(r"\bat::|\bc10::|pytorch_flash::|PyTorchMemEffAttention|fmha_cutlass")
_COLLECTIVE_NAME = re.compile(r"^(void\s+)?nccl|\bnccl::", re.IGNORECASE)
_GEMM_NAME = re.compile(
    r"gemm|gemv|^(void\s+)?sm\d+_xmma|^(void\s+)?nvjet|cublas|cutlass::Kernel2?<cutlass_\d+",
    re.IGNORECASE,
)


def tier_of(category: str, name: str) -> str:
    """The tier of one GPU activity: ``category`` is its trace ``cat`` (kernel, gpu_memcpy, gpu_memset)."""
    if category in COPY_CATEGORIES or _COPY_NAME.search(name):
        return "copy/memset"
    if _COLLECTIVE_NAME.search(name):
        return "collective"
    if _PYTORCH_OWN.search(name):
        return "library"
    if _GEMM_NAME.search(name):
        return "gemm"
    return "library"
