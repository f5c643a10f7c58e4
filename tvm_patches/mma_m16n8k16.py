"""mma.sync.m16n8k16 for MetaSchedule's fragment scopes: the fp16 tensor-core intrinsics both fp16 spaces use.

TVM 0.27 registers its MMA intrinsics on the fragment scopes ``m16n8k8.matrixA/B/C`` (the ones
MetaSchedule's ``MultiLevelTilingTensorCore`` rule tiles for, with ``ldmatrix`` and software
pipelines) with ``mma.sync.m16n8k8`` only. That instruction alone peaks well below cuBLAS's fp16
GEMM, ``m16n8k16`` about at it (benchmarks/mma_ceiling.py measures both on the local GPU), so no
kernel made of the former can reach cuBLAS. This module registers, under names of
its own, the intrinsics of ``m16n8k16`` on the same scopes (:func:`register`):

* :data:`LOAD_A`, :data:`LOAD_B`, :data:`LOAD_B_NK` -- ``ldmatrix.x4`` of a 16 x 16 tile of A ([M, K]),
  of B [K, N] (``.trans``) or of B stored [N, K] (no ``.trans``) from dynamic shared memory;
* :data:`MMA_SYNC` -- one ``mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`` (its name starts with
  ``mma_sync``, which is how MetaSchedule's rule tells an MMA group from a WMMA one).

The fragments keep TVM's scopes, so TVM's passes lay them out as before (TransformMmaBufferLayout:
R x Kc elements of A become R * Kc / 32 halves a thread); only these intrinsics read and write A and B
there, so their placement in the registers is theirs to choose (:func:`fragment_offset_a`,
:func:`fragment_offset_b`): each 16 x 16 tile takes 8 consecutive halves, in the order in which
``ldmatrix.x4`` writes them and ``mma.sync.m16n8k16`` reads them (a0..a7; b0..b3 of each 8 columns).
The accumulators keep TVM's placement, so TVM's ``mma_init_m16n8k8_f32`` and
``mma_store_m16n8k8_f32_global`` serve them unchanged. tests/test_tvm_patches.py models ldmatrix.x4 and
mma.m16n8k16 from the PTX ISA's fragment layouts and checks that this placement feeds each mma its
own tiles; tests/test_template.py builds kernels of both spaces with it.
"""

from __future__ import annotations

from typing import Any

LOAD_A = "artifact_mma_load_m16n8k16_f16_A_shared_dyn"  # A tile [M, K] in shared memory, 16 x 16
LOAD_B = "artifact_mma_load_m16n8k16_f16_B_shared_dyn"  # B tile [K, N], 16 x 16, ldmatrix.trans
LOAD_B_NK = "artifact_mma_load_m16n8k16_f16_B_nk_shared_dyn"  # B tile [N, K], 16 x 16
MMA_SYNC = "mma_sync_m16n8k16_f16f16f32_artifact"
NAMES = (LOAD_A, LOAD_B, LOAD_B_NK, MMA_SYNC)
INIT = "mma_init_m16n8k8_f32"  # TVM's: the accumulators are laid out as m16n8k8's
STORE = "mma_store_m16n8k8_f32_global"


def fragment_offset_a(elem_offset: Any, stride: Any) -> Any:
    """Where a 16 x 16 tile of a warp's A fragment starts in each thread's registers (halves).

    The fragment buffer ``m16n8k8.matrixA`` of R x Kc elements becomes R * Kc / 32 halves a thread
    (TVM's TransformMmaBufferLayout); each 16 x 16 tile, in row-major order of tiles, takes 8
    consecutive ones: ``ldmatrix.x4`` writes them (rows 0-7 and 8-15 of K 0-7, then of K 8-15), the
    order in which ``mma.sync.m16n8k16`` reads its A operand (a0..a7). ``elem_offset`` is the tile's
    first element in the buffer (leading buffer versions of a pipeline included), ``stride`` its row
    length Kc."""
    i = elem_offset // stride
    j = elem_offset % stride
    return (i // 16 * (stride // 16) + j // 16) * 8


def fragment_offset_b(elem_offset: Any, stride: Any) -> Any:
    """Where a [K 16, N 8 or 16] tile of a warp's B fragment ([Kc, Nw], ``m16n8k8.matrixB``) starts
    in each thread's registers: each 16 x 16 tile takes 8 consecutive halves, its N 0-7 then its
    N 8-15 (4 each: K 0-7 then K 8-15, the b0..b3 of one ``mma.sync.m16n8k16``)."""
    i = elem_offset // stride
    j = elem_offset % stride
    return (i // 16 * (stride // 16) + j // 16) * 8 + j % 16 // 8 * 4


def _fragment_offset_c(elem_offset: Any, stride: Any) -> Any:
    """The accumulators' placement, TVM's (``get_index_C`` of tvm/s_tir/tensor_intrin/cuda.py, not
    imported: that module parses every CUDA intrinsic): 4 floats a 16 x 8 tile."""
    i = elem_offset // stride
    j = elem_offset % stride
    stride_b = stride // 8
    bi = i // 8
    bj = j // 8
    return ((bi // 2) * 2 * stride_b + bi % 2 + bj * 2) * 2


def ldmatrix_row(lane: Any, stride: Any, nk: bool = False) -> Any:
    """The shared-memory element whose 16-byte row ``lane`` gives ``ldmatrix.x4`` when it loads a
    16 x 16 tile of row length ``stride``: matrix ``lane // 8`` of (rows 0-7, cols 0-7), (rows 8-15,
    cols 0-7), (rows 0-7, cols 8-15), (rows 8-15, cols 8-15), i.e. the fragment order of A ([M, K])
    and, with ``.trans``, of B ([K, N]). ``nk``: B stored [N, K], whose matrices (N 0-7, K 0-7),
    (N 0-7, K 8-15), (N 8-15, K 0-7), (N 8-15, K 8-15) hold the same registers without ``.trans``."""
    if nk:
        return (lane // 16 * 8 + lane % 8) * stride + lane // 8 % 2 * 8
    return lane % 16 * stride + lane // 16 * 8


def _load_intrinsic(operand: str) -> tuple[Any, Any]:
    """desc and impl of the ldmatrix.x4 load of a 16 x 16 tile: ``A`` ([M, K] to [M, K]), ``B``
    ([K, N] to [K, N], ``.trans``) or ``B_nk`` ([N, K] to [K, N])."""
    from tvm.script import tirx as T

    scope = "m16n8k8.matrixA" if operand == "A" else "m16n8k8.matrixB"
    offset = fragment_offset_a if operand == "A" else fragment_offset_b
    nk = operand == "B_nk"
    trans = operand == "B"

    @T.prim_func(s_tir=True)
    def desc(a: T.handle, c: T.handle) -> None:
        src = T.match_buffer(a, (16, 16), "float16", align=64, offset_factor=1, scope="shared.dyn")
        dst = T.match_buffer(c, (16, 16), "float16", align=64, offset_factor=1, scope=scope)
        with T.sblock("root"):
            T.reads(src[0:16, 0:16])
            T.writes(dst[0:16, 0:16])
            for i, j in T.grid(16, 16):
                with T.sblock("load"):
                    vi, vj = T.axis.remap("SS", [i, j])
                    dst[vi, vj] = src[vi, vj]

    @T.prim_func(s_tir=True)
    def desc_nk(a: T.handle, c: T.handle) -> None:
        src = T.match_buffer(a, (16, 16), "float16", align=64, offset_factor=1, scope="shared.dyn")
        dst = T.match_buffer(c, (16, 16), "float16", align=64, offset_factor=1, scope=scope)
        with T.sblock("root"):
            T.reads(src[0:16, 0:16])
            T.writes(dst[0:16, 0:16])
            for k, n in T.grid(16, 16):  # the block's iterators in the [N, K] copy's order
                with T.sblock("load"):
                    vn = T.axis.spatial(16, n)
                    vk = T.axis.spatial(16, k)
                    dst[vk, vn] = src[vn, vk]

    @T.prim_func(s_tir=True)
    def impl(a: T.handle, c: T.handle) -> None:
        s0 = T.int32()
        s1 = T.int32()
        src = T.match_buffer(a, (16, 16), "float16", align=64, offset_factor=1, scope="shared.dyn",
                             strides=[s0, s1])
        d0 = T.int32()
        d1 = T.int32()
        dst = T.match_buffer(c, (16, 16), "float16", align=64, offset_factor=1, scope=scope, strides=[d0, d1])
        with T.sblock("root"):
            T.reads(src[0:16, 0:16])
            T.writes(dst[0:16, 0:16])
            for tx in T.thread_binding(0, 32, "threadIdx.x"):
                T.evaluate(T.ptx_legacy.ldmatrix(trans, 4, ".b16", dst.data, offset(dst.elem_offset, d0),
                                                 src.access_ptr("r"), ldmatrix_row(tx, s0, nk), dtype="float16"))

    return (desc_nk if nk else desc), impl


def _mma_intrinsic() -> tuple[Any, Any]:
    """desc and impl of one ``mma.sync.m16n8k16`` (fp16 in, fp32 accumulate) on the fragments."""
    from tvm.script import tirx as T

    @T.prim_func(s_tir=True)
    def desc(a: T.handle, b: T.handle, c: T.handle) -> None:
        A = T.match_buffer(a, (16, 16), "float16", align=64, offset_factor=1, scope="m16n8k8.matrixA")
        B = T.match_buffer(b, (16, 8), "float16", align=64, offset_factor=1, scope="m16n8k8.matrixB")
        C = T.match_buffer(c, (16, 8), "float32", align=64, offset_factor=1, scope="m16n8k8.matrixC")
        with T.sblock("root"):
            T.reads(C[0:16, 0:8], A[0:16, 0:16], B[0:16, 0:8])
            T.writes(C[0:16, 0:8])
            for i, j, k in T.grid(16, 8, 16):
                with T.sblock("m16n8k16_sync"):
                    vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                    C[vi, vj] = C[vi, vj] + T.Cast("float32", A[vi, vk]) * T.Cast("float32", B[vk, vj])

    @T.prim_func(s_tir=True)
    def impl(a: T.handle, b: T.handle, c: T.handle) -> None:
        a0 = T.int32()
        a1 = T.int32()
        A = T.match_buffer(a, (16, 16), "float16", align=64, offset_factor=1, scope="m16n8k8.matrixA",
                           strides=[a0, a1])
        b0 = T.int32()
        b1 = T.int32()
        B = T.match_buffer(b, (16, 8), "float16", align=64, offset_factor=1, scope="m16n8k8.matrixB",
                           strides=[b0, b1])
        c0 = T.int32()
        c1 = T.int32()
        C = T.match_buffer(c, (16, 8), "float32", align=64, offset_factor=1, scope="m16n8k8.matrixC",
                           strides=[c0, c1])
        with T.sblock("root"):
            T.reads(C[0:16, 0:8], A[0:16, 0:16], B[0:16, 0:8])
            T.writes(C[0:16, 0:8])
            T.evaluate(T.ptx_legacy.mma("m16n8k16", "row", "col", "float16", "float16", "float32",
                                        A.data, fragment_offset_a(A.elem_offset, a0),
                                        B.data, fragment_offset_b(B.elem_offset, b0),
                                        C.data, _fragment_offset_c(C.elem_offset, c0), False, dtype="float32"))

    return desc, impl


def register() -> None:
    """Register :data:`NAMES` (idempotent): the ldmatrix loads of 16 x 16 tiles of A, of B [K, N] and
    of B [N, K] into TVM's fragment scopes, and ``mma.sync.m16n8k16`` on them (module docstring)."""
    from tvm.s_tir import TensorIntrin

    try:
        TensorIntrin.get(MMA_SYNC, allow_missing=False)
        return
    except Exception:  # noqa: BLE001 - not registered yet
        pass
    TensorIntrin.register(LOAD_A, *_load_intrinsic("A"))
    TensorIntrin.register(LOAD_B, *_load_intrinsic("B"))
    TensorIntrin.register(LOAD_B_NK, *_load_intrinsic("B_nk"))
    TensorIntrin.register(MMA_SYNC, *_mma_intrinsic())
