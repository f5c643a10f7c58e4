"""A hand-written tensor-core GEMM template whose knobs MetaSchedule samples and tunes.

The template is one schedule (:func:`schedule_template`) of an fp16 GEMM (float32 accumulation,
float32 or float16 output), NN (B [K, N]) or NT (B [N, K]), for sm_80 and later: thread blocks of
warps, each warp a tile of ``mma.sync.m16n8k16`` instructions fed by ``ldmatrix`` from dynamic shared
memory, the shared-memory tiles of A and B filled by a software pipeline of ``stages`` K tiles
(``cp.async`` when the async-copy knob is on), and the fragments double-buffered by an inner
pipeline. TVM 0.27 offers two tensor-core paths for sm_90: WMMA (``wmma::mma_sync``, no ``ldmatrix``,
its pipelines fail to build) and MMA (``ptx_ldmatrix``, ``ptx_mma``) on the fragment scopes
``m16n8k8.matrixA/B/C``; it has no ``wgmma`` or TMA intrinsics, so Hopper's own instructions are out
of reach of every space.

Why m16n8k16: TVM registers its MMA intrinsics for those scopes (what MetaSchedule's automatic space
uses) with ``mma.sync.m16n8k8`` only, and on an H100 that instruction alone peaks at 0.70x cuBLAS's
fp16 GEMM while ``m16n8k16`` peaks at 0.98x (benchmarks/mma_ceiling.py: 468 and 648 TFLOP/s against
664 at 4096^3). The template therefore registers its own intrinsics on the same scopes
(:func:`register_intrinsics`): ``ldmatrix.x4`` of a 16 x 16 tile of A or B and ``mma.sync.m16n8k16``,
with their own placement of the fragments in the registers (:func:`fragment_offset_a`,
:func:`fragment_offset_b`) such that each instruction's operands are consecutive registers; the
accumulators keep TVM's layout (its initialisation and stores are TVM's).

Every knob is a ``sample_categorical`` instruction whose value is used as a random variable (split
factors, annotation values), never read back in Python: the trace of a candidate therefore holds
the knobs' decisions, a tuning record replays to the same kernel (``select``, ``export``), and the
evolutionary search draws and mutates the knobs as it does TVM's own sampling decisions. The knobs
(:data:`KNOBS`; values in elements unless said):

    warps_m, warps_n     warps of a thread block along M and N: 1, 2, 4 (32 to 512 threads)
    warp_m               rows of C a warp computes: 32, 64 (2 or 4 mma tiles of 16 rows)
    warp_n               columns of C a warp computes: 32, 64 (4 or 8 mma tiles of 8 columns)
    k_inner              K elements a warp's fragments hold per ldmatrix step: 16, 32 (1 or 2 x 16)
    k_steps              ldmatrix steps per shared-memory K tile: 2, 4
    stages               shared-memory buffers of the K pipeline: 2, 3, 4
    async_copy           1: the tiles are copied with cp.async (stage 0 of the K pipeline is asynchronous,
                         lowered to cp.async by the builder's tirx.use_async_copy, tvm_patches.builder), 0: not
    unroll               auto-unroll limit of the kernel: 0, 16, 64, 512, 1024 (TVM's choices)

Derived: the block tile is ``BM = warps_m * warp_m`` by ``BN = warps_n * warp_n`` (32 to 256 each),
its K tile ``BK = k_inner * k_steps`` (32, 64 or 128). Constraints: M, N and K multiples of 32 (the
smallest tiles); each knob's values are cut to those whose largest combination divides the shape
(:func:`knob_values`), so that every sampled tile divides; shared memory, ``stages * (BM + BN) * BK *
2`` bytes plus the padding of each row (8 elements), at most the target's opt-in limit (227 KB on
sm_90, :func:`artifact.tuning.spaces.tensor_core_target`) and threads per block at most 1024: both are
checked by MetaSchedule's ``VerifyGPUCode`` post-processor, which rejects a candidate before it is
built. The accumulators of a warp tile, ``warp_m * warp_n / 32`` float32 registers a thread (at most
128), keep it within the register file.

NT layout: the B tile is kept as B is stored, [N, K] (16-byte rows along K for ``cp.async``), and its
fragments are loaded by ``ldmatrix`` without ``.trans`` (:data:`LOAD_B_NK`); NN's [K, N] tile by
``ldmatrix.trans`` (:data:`LOAD_B`): the registers of an m16n8k16 B fragment are the same whichever
of the two layouts and ``ldmatrix`` forms load them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..catalog import Case
from ..errors import ArtifactError

# the template's tensor intrinsics (registered by register_intrinsics), on TVM's fragment scopes
LOAD_A = "artifact_mma_load_m16n8k16_f16_A_shared_dyn"  # A tile [M, K] in shared memory, 16 x 16
LOAD_B = "artifact_mma_load_m16n8k16_f16_B_shared_dyn"  # B tile [K, N] (NN), 16 x 16, ldmatrix.trans
LOAD_B_NK = "artifact_mma_load_m16n8k16_f16_B_nk_shared_dyn"  # B tile [N, K] (NT), 16 x 16
MMA_SYNC = "artifact_mma_sync_m16n8k16_f16f16f32"
INTRINSICS = (LOAD_A, LOAD_B, LOAD_B_NK, MMA_SYNC)
EARLIER_INTRINSIC = "artifact_mma_load_m16n8k8_f16_B_nk_shared_dyn"  # in every NT record of the m16n8k8 template
MMA_M, MMA_N, MMA_K = 16, 8, 16  # one mma.sync.m16n8k16
MIN_TILE = 32  # smallest block tile along M, N and K


@dataclass(frozen=True)
class Knob:
    """A knob: its values, and how the trace holds them (``value // unit - offset``, the number the
    schedule uses: a split factor in mma tiles, the last pipeline stage)."""

    name: str
    values: tuple[int, ...]
    doc: str
    unit: int = 1
    offset: int = 0

    def encode(self, value: int) -> int:
        return value // self.unit - self.offset

    def decode(self, sampled: int) -> int:
        return (sampled + self.offset) * self.unit


KNOBS: tuple[Knob, ...] = (
    Knob("warps_m", (1, 2, 4), "warps of a thread block along M"),
    Knob("warps_n", (1, 2, 4), "warps of a thread block along N"),
    Knob("warp_m", (32, 64), "rows of C per warp", unit=16),  # mma tiles of 16 rows
    Knob("warp_n", (32, 64), "columns of C per warp", unit=8),  # mma tiles of 8 columns
    Knob("k_inner", (16, 32), "K elements per ldmatrix step", unit=16),  # mma tiles of 16
    Knob("k_steps", (2, 4), "ldmatrix steps per shared-memory K tile"),
    Knob("stages", (2, 3, 4), "shared-memory buffers of the K pipeline", offset=1),  # the last stage
    Knob("async_copy", (0, 1), "copy the tiles with cp.async", offset=1),  # the async stage: -1 (none) or 0
    Knob("unroll", (0, 16, 64, 512, 1024), "auto-unroll limit"),
)
KNOB_NAMES = tuple(k.name for k in KNOBS)
KNOB = {k.name: k for k in KNOBS}


def _pow2_part(n: int) -> int:
    return n & -n


def check_case(case: Case) -> None:
    """The template's shapes: fp16 GEMMs with M, N, K multiples of 32 (else a one-line error)."""
    if case.kind != "gemm" or not case.tensor_core:
        raise ArtifactError(f"{case.case_id}: the GEMM template takes fp16 GEMMs (dtype fp16 or fp16-out), "
                            f"not {case.kind} {case.dtype}")
    p = case.params
    odd = [f"{d}={p[d]}" for d in ("M", "N", "K") if p[d] % MIN_TILE]
    if odd:
        raise ArtifactError(f"{case.case_id}: the GEMM template needs M, N and K multiples of {MIN_TILE} "
                            f"(its smallest tiles); {', '.join(odd)} is not: tune it with the automatic space")


def knob_values(case: Case) -> dict[str, tuple[int, ...]]:
    """Each knob's values for the case: the tiling knobs cut so that the largest tile of each
    dimension divides it (then every combination does: the values are powers of two)."""
    check_case(case)
    p = case.params
    values = {k.name: k.values for k in KNOBS}
    for dim, outer, inner in (("M", "warps_m", "warp_m"), ("N", "warps_n", "warp_n"), ("K", "k_steps", "k_inner")):
        room = _pow2_part(p[dim])
        outs, ins = list(values[outer]), list(values[inner])
        while max(outs) * max(ins) > room:  # fewer warps (or K steps) first, then smaller warp tiles
            (outs if len(outs) > 1 else ins).pop()
        values[outer], values[inner] = tuple(outs), tuple(ins)
    return values


def _sample(sch: Any, knob: Knob, values: tuple[int, ...]) -> Any:
    """A categorical sampling instruction over the knob's values (as the trace holds them), uniform."""
    n = len(values)
    return sch.sample_categorical(candidates=[knob.encode(v) for v in values], probs=[1.0 / n] * n)


def schedule_template(sch: Any, case: Case) -> None:
    """Apply the template to ``sch`` (the case's PrimFunc), sampling every knob (module docstring)."""
    values = knob_values(case)
    nt = case.params["layout"] == "NT"
    acc = "f32"  # float32 accumulation for every dtype (artifact.catalog.DTYPE_PARTS)
    cast_out = case.out_dtype != "float32"
    gemm = sch.get_sblock("C_acc" if cast_out else "C")
    root = sch.get_sblock("root")
    knob = {name: _sample(sch, KNOB[name], values[name]) for name in KNOB_NAMES}

    # the mma block: [M, N, K] iteration space, A [M, K], B [K, N] (NN) or [N, K] (NT), C [M, N]
    out_reindex = sch.reindex(gemm, ("write", 0))
    sch.reindex(gemm, ("read", 0))
    sch.reindex(gemm, ("read", 1))
    sch.transform_layout(gemm, ("read", 0), lambda i, k: (i, k))
    if not nt:  # NT: B's tiles stay as B is stored, [N, K] (16-byte rows along K for the copies)
        sch.transform_layout(gemm, ("read", 1), lambda j, k: (k, j))
    sch.transform_layout(gemm, ("write", 0), lambda i, j: (i, j))
    i, j, k = sch.get_loops(gemm)
    k, k_mma = sch.split(k, [None, MMA_K])
    j, j_mma = sch.split(j, [None, MMA_N])
    i, i_mma = sch.split(i, [None, MMA_M])
    sch.reorder(i, j, k, i_mma, j_mma, k_mma)
    mma = sch.blockize(i_mma)
    sch.annotate(mma, "meta_schedule.auto_tensorize", MMA_SYNC)
    sch.annotate(mma, "meta_schedule.auto_tensorize_init", f"mma_init_m16n8k8_{acc}")  # the same accumulators
    sch.annotate(mma, "warp_execution", 1)

    # tiles, in units of mma tiles (16 rows, 8 columns, 16 of K); factors are the knobs' variables
    i, j, k = sch.get_loops(mma)
    by, ty, wi = sch.split(i, [None, knob["warps_m"], knob["warp_m"]])
    bx, tx, wj = sch.split(j, [None, knob["warps_n"], knob["warp_n"]])
    ko, kf, ki = sch.split(k, [None, knob["k_steps"], knob["k_inner"]])
    sch.reorder(by, bx, ty, tx, ko, kf, wi, wj, ki)
    sch.bind(by, "blockIdx.y")
    sch.bind(bx, "blockIdx.x")
    warps = sch.fuse(ty, tx)
    sch.bind(warps, "threadIdx.y")

    # accumulators in registers, written to global memory (and cast to fp16) from there
    sch.write_at(warps, mma, 0, "m16n8k8.matrixC")
    sch.reverse_compute_inline(out_reindex)
    if cast_out:
        sch.reverse_compute_inline(sch.get_sblock("C"))

    # A and B tiles of each K step in dynamic shared memory
    a_smem = sch.read_at(ko, mma, 0, "shared.dyn")
    b_smem = sch.read_at(ko, mma, 1, "shared.dyn")
    sch.annotate(a_smem, "permuted_layout", "g2s_A")
    sch.annotate(b_smem, "permuted_layout", "g2s_B")

    # fragments, loaded with ldmatrix (16 x 16 tiles) at each ldmatrix step
    a_frag = sch.cache_read(mma, 0, "m16n8k8.matrixA")
    sch.compute_at(a_frag, kf)
    *_, fi, fk = sch.get_loops(a_frag)
    fk, fk16 = sch.split(fk, [None, 16])
    fi, fi16 = sch.split(fi, [None, 16])
    sch.reorder(fk, fi16, fk16)
    a_load = sch.blockize(fi16)
    sch.annotate(a_load, "meta_schedule.auto_tensorize", LOAD_A)
    sch.annotate(a_load, "permuted_layout", "s2l_A")
    b_frag = sch.cache_read(mma, 1, "m16n8k8.matrixB")
    sch.compute_at(b_frag, kf)
    if nt:  # B's tile stays [N, K] in shared memory; its fragments are [K, N] as the mma expects
        sch.transform_layout(b_frag, ("write", 0), lambda jj, kk: (kk, jj))
        *_, fj, fk = sch.get_loops(b_frag)
    else:
        *_, fk, fj = sch.get_loops(b_frag)
    fj, fj16 = sch.split(fj, [None, 16])
    fk, fk16 = sch.split(fk, [None, 16])
    sch.reorder(fk, fj, fk16, fj16)
    b_load = sch.blockize(fk16)
    sch.annotate(b_load, "meta_schedule.auto_tensorize", LOAD_B_NK if nt else LOAD_B)
    sch.annotate(b_load, "permuted_layout", "s2l_B")

    for tile in (a_smem, b_smem):
        (producer,) = sch.get_producers(tile)
        sch.compute_inline(producer)  # the re-indexing copies read the global buffers directly
    for tile in (a_smem, b_smem):
        sch.storage_align(tile, 0, axis=-2, factor=32, offset=8)
        sch.annotate(tile, "vector_bytes", 16)

    # pipelines: fragments double-buffered within a K tile; K tiles in `stages` shared buffers
    sch.annotate(kf, "software_pipeline_stage", [0, 0, 1])
    sch.annotate(kf, "software_pipeline_order", [0, 1, 2])
    last = knob["stages"]  # the stage of the fragment loads and mma: stages - 1
    sch.annotate(ko, "software_pipeline_stage", [0, 0, last, last, last])
    sch.annotate(ko, "software_pipeline_order", [0, 1, 2, 3, 4])
    async_stage = knob["async_copy"]  # 0: the copies (stage 0) are asynchronous; -1: no stage is
    sch.annotate(ko, "software_pipeline_async_stages", [async_stage])
    # both variables used outside an array too: TVM's trace simplification (Trace.simplified, used on
    # every design space) drops a sampling instruction whose variable is only used inside an array
    sch.annotate(root, "artifact.last_pipeline_stage", last)
    sch.annotate(root, "artifact.async_stage", async_stage)
    sch.annotate(root, "meta_schedule.unroll_explicit", knob["unroll"])


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


def register_intrinsics() -> None:
    """Register the template's tensor intrinsics (:data:`INTRINSICS`; idempotent): the ldmatrix
    loads of 16 x 16 tiles of A, of B [K, N] and of B [N, K] into TVM's fragment scopes, and
    ``mma.sync.m16n8k16`` on them (module docstring)."""
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


TEMPLATE_DIR = "template"  # <results>/template/: the template's results tree, one case directory per case


def template_results(results: Path) -> Path:
    """Where ``artifact tune --space template`` writes: ``<results>/template/`` (the layout of a results
    directory, artifact.layout), read by select, export and measure given ``--results <results>/template``
    and by the four-way table (artifact.results.fourway)."""
    return results / TEMPLATE_DIR


def categorical_mutator() -> Any:
    """A MetaSchedule mutator that redraws one knob: a ``sample_categorical`` decision of the trace
    set to another of its candidates, uniformly (TVM's mutators change tile sizes, unrolling and
    thread bindings of its own rules' traces, not the template's knobs)."""
    import random

    from tvm.ir.utils import derived_object
    from tvm.s_tir.meta_schedule.mutator import PyMutator

    @derived_object
    class MutateKnob(PyMutator):
        def _initialize_with_tune_context(self, context: Any) -> None:
            return None

        def apply(self, trace: Any, rand_state: Any) -> Any:
            rng = random.Random(int(rand_state))
            knobs = [inst for inst in trace.insts if inst.kind.name == "SampleCategorical"
                     and len(inst.attrs[0]) > 1 and inst in trace.decisions]
            if not knobs:
                return None
            inst = rng.choice(knobs)
            old = int(trace.decisions[inst])
            new = rng.choice([i for i in range(len(inst.attrs[0])) if i != old])
            return trace.with_decision(inst, new, remove_postproc=True)

        def clone(self) -> Any:
            return MutateKnob()

    return MutateKnob()


def space_generator(case: Case) -> Any:
    """The TuneContext's space generator of the template: :func:`schedule_template` as a
    MetaSchedule ``ScheduleFn`` space, TVM's tensor-core post-processors (tensorization, and
    ``VerifyGPUCode`` against the target's shared memory and thread limits), and
    :func:`categorical_mutator` for the evolutionary search."""
    from tvm.s_tir.meta_schedule.space_generator import ScheduleFn

    check_case(case)
    register_intrinsics()

    def schedule(sch: Any) -> None:
        schedule_template(sch, case)

    return ScheduleFn(schedule, sch_rules=[], postprocs="cuda-tensorcore", mutator_probs={categorical_mutator(): 1.0})


def knobs_of(trace: Any) -> dict[str, int]:
    """The knob values of a template trace, by knob name: a ``Trace``, or its JSON as a tuning record
    holds it (``[instructions, decisions]``, an instruction ``[kind, inputs, attrs, outputs]``, a
    decision ``[instruction index, decision]``)."""
    if isinstance(trace, list):
        insts = [(inst[0], [int(c) for c in inst[2][0]]) if inst[0] == "SampleCategorical" else (inst[0], [])
                 for inst in trace[0]]
        decisions = {int(i): d for i, d in trace[1]}
    else:
        insts = [(inst.kind.name, [int(c) for c in inst.attrs[0]] if inst.kind.name == "SampleCategorical" else [])
                 for inst in trace.insts]
        decisions = {n: trace.decisions[inst] for n, inst in enumerate(trace.insts) if inst in trace.decisions}
    if MMA_SYNC not in str(trace if isinstance(trace, list) else trace.as_json()):
        raise ArtifactError("not a trace of the GEMM template: no mma.sync.m16n8k16 (a record of the earlier "
                            "m16n8k8 template, or of the automatic space)")
    sampled = [n for n, (kind, _) in enumerate(insts) if kind == "SampleCategorical"][:len(KNOBS)]
    if len(sampled) != len(KNOBS) or any(n not in decisions for n in sampled):
        raise ArtifactError(f"not a trace of the GEMM template: {len(sampled)} decided categorical samples, "
                            f"the template has {len(KNOBS)} knobs")
    return {knob.name: knob.decode(insts[n][1][int(decisions[n])]) for knob, n in zip(KNOBS, sampled)}
