"""A Hopper (sm_90) fp16 GEMM of ``wgmma.mma_async`` and TMA, written in TVM's TIRx, whose knobs MetaSchedule tunes.

``artifact tune --space wgmma``. The kernel (:func:`kernel`) computes ``C = A @ B`` for fp16 A [M, K]
and B [K, N] (NN) or [N, K] (NT), accumulating in float32, C float32 (``dtype=fp16``) or float16
(``fp16-out``). It is written at the PTX level in TVM 0.27's TIRx (``tvm.script.tirx`` and its
``T.ptx`` dialect, compiled with ``tir_pipeline="tirx"`` for ``sm_90a``): MetaSchedule's tensor
intrinsics and schedule rules know neither ``wgmma`` nor TMA, so this space does not schedule the
workload; it samples the kernel's knobs and the builder compiles the kernel they name (below).

Kernel (CUTLASS's ``sm90`` TMA warp-specialized design): a thread block of 3 warpgroups (384
threads) computes BM x BN = 128 x ``bn`` tiles of C with BK = 64 (one 128-byte swizzle row of fp16).

* Warpgroup 0, the producer, gives up registers (``setmaxnreg.dec`` 40); one thread loads the A tile
  (a 64 x 128 TMA box, K innermost) and the B tile (NN: ``bn / 64`` boxes of 64 n x 64 k; NT: one box
  of 64 k x ``bn`` n) of each K step with ``cp.async.bulk.tensor.2d`` into a ring of ``stages``
  128-byte-swizzled shared-memory buffers, each announced on its ``full`` mbarrier
  (``arrive.expect_tx``), after waiting for the consumers to release the buffer on its ``empty`` one.
* Warpgroups 1 and 2, the consumers (``setmaxnreg.inc`` 232), each own 64 rows of the tile: per K step
  they wait on ``full``, issue 4 ``wgmma.mma_async.m64n{bn}k16`` (both operands from shared memory
  through matrix descriptors; NN's B is MN-major, ``trans-b`` 1), keep one wgmma group in flight and
  release the previous step's buffer. They store the float32 accumulators (or their float16 casts)
  from registers to C, two adjacent elements a store.
* Tiles are rastered in groups of ``group_m`` M tiles that walk every N tile (B's tiles stay in L2).
  ``persistent`` 1 launches one thread block per SM, each looping over tiles (round-robin), so the
  producer loads the next tile while the consumers store the last one; 0 launches one per tile.

Knobs (:data:`KNOBS`; each cut per shape by :func:`knob_values`): ``bn`` 64, 128, 192, 256 (those
dividing N); ``stages`` 2-6 (those whose shared memory, ``stages * (BM + bn) * BK * 2`` bytes plus 16
bytes of mbarriers a stage, fits the opt-in limit, 227 KB on sm_90, with the smallest ``bn``; the
combinations that do not fit are rejected by :func:`shared_memory_postproc` before they are built);
``group_m`` 1, 8, 16 (those dividing M / 128); ``persistent`` 0, 1. Shapes: M a multiple of 128, N of
64, K of 64.

How MetaSchedule tunes it (:func:`space_generator`): a ``ScheduleFn`` space whose one schedule function
draws each knob with ``sample_categorical`` and writes the sampled variable as an annotation of the
workload's root block (``artifact.wgmma.<knob>``), next to constant annotations: the layout, the
number of SMs a persistent kernel launches thread blocks for (:func:`sm_count`, the tuning GPU's,
recorded so that a record replays to the same kernel anywhere; no GPU, no space: a one-line error), the
form of the generator (:data:`FORM`: a record of another form is refused, not replayed to another
kernel) and ``tvm_patches.builder.GENERATOR_KEY``, naming :func:`generate`. No other schedule primitive is
applied, so the trace of a candidate holds its knobs' decisions and a record replays to the same
kernel (``select``, ``export``); the template's categorical mutator redraws one knob at a time. The
builder (tvm_patches/builder.py ``build_module``: the tuning builder, the correctness gate) finds
the generator key on a module's root block, calls :func:`generate` on the module and compiles the
TIRx kernel it returns for ``sm_90a`` instead of the module. The compiled function takes A, B and C
as the workload's does (so MetaSchedule's runner calls it as any candidate); its host code encodes
two TMA descriptors (``cuTensorMapEncodeTiled``) and launches the kernel with them as
``__grid_constant__ CUtensorMap`` parameters and C as a pointer. ``artifact export`` writes that
kernel's source, its ``sm_90a`` cubin and launches whose tensormap parameters carry the
``cuTensorMapEncodeTiled`` arguments (:meth:`TensorMapSpec.to_json`) for the driver to encode.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..catalog import Case
from ..errors import ArtifactError
from .target import SHARED_MEMORY_OPTIN_BYTES

BM = 128  # rows of a tile: 2 consumer warpgroups of 64 rows (wgmma M = 64)
BK = 64  # K of a tile: one 128-byte swizzle row of fp16
WGMMA_K = 16  # K of one fp16 wgmma
CONSUMERS = 2  # consumer warpgroups
THREADS = 128 * (1 + CONSUMERS)  # a producer warpgroup and the consumers
PRODUCER_REGS, CONSUMER_REGS = 40, 232  # setmaxnreg (CUTLASS's values for 1 producer + 2 consumers)
ARCH = "sm_90a"  # wgmma and setmaxnreg need the arch-specific target
SPACE = "wgmma"  # `artifact tune --space wgmma`; its results go to <results>/wgmma/
PREFIX = "artifact.wgmma."  # the root block's annotations
GENERATOR = "artifact.tuning.wgmma:generate"  # the value of tvm_patches.builder.GENERATOR_KEY
DEFAULT_SM_COUNT = 132  # H100 SXM; the SM count of :func:`kernel` when its caller names none (tests)
# The form of the kernel the generator builds from a record's knobs, annotated on the root block
# (FORM_KEY): raise it with a change of :func:`_prim_func` that makes an earlier record replay to
# another kernel (tests/test_wgmma.py pins the sources). Records without the annotation (tuned before
# it) are of form 1.
FORM = 1

# cuTensorMapEncodeTiled's enums (cuda.h)
CU_TENSOR_MAP_INTERLEAVE_NONE = 0
CU_TENSOR_MAP_SWIZZLE_128B = 3
CU_TENSOR_MAP_L2_PROMOTION_L2_256B = 3
CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0


@dataclass(frozen=True)
class Knob:
    name: str
    values: tuple[int, ...]
    doc: str


KNOBS: tuple[Knob, ...] = (
    Knob("bn", (64, 128, 192, 256), "columns of a tile of C (the wgmma's N)"),
    Knob("stages", (2, 3, 4, 5, 6), "shared-memory buffers of the TMA pipeline"),
    Knob("group_m", (1, 8, 16), "M tiles of a raster group"),
    Knob("persistent", (0, 1), "1: one thread block per SM looping over tiles; 0: one per tile"),
)
KNOB_NAMES = tuple(k.name for k in KNOBS)
LAYOUT_KEY, SMS_KEY, FORM_KEY = PREFIX + "layout", PREFIX + "sms", PREFIX + "form"


@dataclass(frozen=True)
class Problem:
    """What the kernel computes: C [m, n] = A [m, k] @ B ([k, n] for NN, [n, k] for NT)."""

    m: int
    n: int
    k: int
    layout: str  # "NN" or "NT"
    out_dtype: str  # "float32" or "float16"

    @staticmethod
    def of_case(case: Case) -> Problem:
        check_case(case)
        p = case.params
        return Problem(p["M"], p["N"], p["K"], p["layout"], case.out_dtype)

    @property
    def b_shape(self) -> tuple[int, int]:
        return (self.k, self.n) if self.layout == "NN" else (self.n, self.k)


@dataclass(frozen=True)
class TensorMapSpec:
    """The arguments of ``cuTensorMapEncodeTiled`` for one TMA descriptor (dims innermost first)."""

    buffer: str
    dtype: str
    rank: int
    global_dims: tuple[int, ...]
    global_strides_bytes: tuple[int, ...]  # rank - 1 entries: the innermost stride is the element size
    box_dims: tuple[int, ...]
    element_strides: tuple[int, ...]
    interleave: int
    swizzle: int
    l2_promotion: int
    oob_fill: int

    def to_json(self) -> dict[str, Any]:
        return {"buffer": self.buffer, "dtype": self.dtype, "rank": self.rank, "global_dims": list(self.global_dims),
                "global_strides_bytes": list(self.global_strides_bytes), "box_dims": list(self.box_dims),
                "element_strides": list(self.element_strides), "interleave": self.interleave, "swizzle": self.swizzle,
                "l2_promotion": self.l2_promotion, "oob_fill": self.oob_fill}

    def packed_args(self) -> list[int]:
        """The arguments after the data pointer of TVM's ``runtime.cuTensorMapEncodeTiled`` call."""
        return [*self.global_dims, *self.global_strides_bytes, *self.box_dims, *self.element_strides,
                self.interleave, self.swizzle, self.l2_promotion, self.oob_fill]


@dataclass(frozen=True)
class KernelParam:
    """A parameter of the CUDA kernel: a TMA descriptor of a buffer (``tensormap``) or a buffer's pointer."""

    name: str  # the kernel's parameter name: A_map, B_map (tensormaps), C (a pointer: the buffer's name)
    tensormap: TensorMapSpec | None = None

    def to_json(self) -> str | dict[str, Any]:
        return self.name if self.tensormap is None else {"name": self.name, "tensormap": self.tensormap.to_json()}


@dataclass
class WgmmaKernel:
    """One kernel of the space: its TIRx PrimFunc (parameters A, B, C as the workload's; None where only
    the launch was asked for), its launch and its kernel parameters in order."""

    func: Any
    problem: Problem
    knobs: dict[str, int]
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_shared_bytes: int
    params: list[KernelParam] = field(default_factory=list)

    def module(self) -> Any:
        import tvm

        return tvm.IRModule({"main": self.func})


def target(host: Any = None) -> Any:
    """The target the kernels compile for: CUDA ``sm_90a`` (with ``host``, or LLVM)."""
    from tvm.target import Target

    return Target({"kind": "cuda", "arch": ARCH}, host=host if host is not None else {"kind": "llvm"})


def check_case(case: Case) -> None:
    """The space's cases: fp16 GEMMs with M a multiple of 128, N and K of 64 (else a one-line error)."""
    if case.kind != "gemm" or not case.tensor_core:
        raise ArtifactError(f"{case.case_id}: the wgmma space takes fp16 GEMMs (dtype fp16 or fp16-out), "
                            f"not {case.kind} {case.dtype}")
    p = case.params
    odd = [f"{d}={p[d]}" for d, unit in (("M", BM), ("N", 64), ("K", BK)) if p[d] % unit]
    if odd:
        raise ArtifactError(f"{case.case_id}: the wgmma space needs M a multiple of {BM}, N and K multiples of 64; "
                            f"{', '.join(odd)} is not")


def check_target(target_json: Any) -> None:
    """The space's targets: CUDA sm_90 (H100, H200, GH200): ``wgmma`` and TMA exist on sm_90 only."""
    kind = target_json.get("kind") if isinstance(target_json, dict) else str(target_json)
    arch = str(target_json.get("arch", "")) if isinstance(target_json, dict) else ""
    if kind != "cuda" or arch.rstrip("a") != "sm_90":
        raise ArtifactError(f"the wgmma space needs an sm_90 GPU (H100, H200): wgmma and TMA are Hopper "
                            f"instructions; the target is {kind} {arch or ''}".rstrip())


def shared_bytes(bn: int, stages: int) -> int:
    """Dynamic shared memory of a kernel: ``stages`` A and B tiles of fp16, and 2 mbarriers a stage."""
    return stages * (BM + bn) * BK * 2 + 2 * stages * 8


def shared_limit() -> int:
    """The opt-in shared memory per block of sm_90 (artifact.tuning.target.SHARED_MEMORY_OPTIN_BYTES)."""
    return SHARED_MEMORY_OPTIN_BYTES["sm_90"]


def knob_values(case: Case) -> dict[str, tuple[int, ...]]:
    """Each knob's values for the case: ``bn`` dividing N, ``group_m`` dividing M / 128, the stages that
    fit the shared memory with the smallest ``bn`` (a larger ``bn`` may fit fewer: :func:`fits`)."""
    problem = Problem.of_case(case)
    bns = tuple(v for v in KNOBS[0].values if problem.n % v == 0)
    stages = tuple(s for s in KNOBS[1].values if shared_bytes(min(bns), s) <= shared_limit())
    groups = tuple(g for g in KNOBS[2].values if (problem.m // BM) % g == 0)
    return {"bn": bns, "stages": stages, "group_m": groups, "persistent": KNOBS[3].values}


def fits(knobs: dict[str, int]) -> bool:
    """Does a knob setting's shared memory fit sm_90's opt-in limit?"""
    return shared_bytes(knobs["bn"], knobs["stages"]) <= shared_limit()


def settings(case: Case) -> list[dict[str, int]]:
    """Every knob setting of the case that builds (:func:`knob_values`, :func:`fits`)."""
    values = knob_values(case)
    combos = [dict(zip(KNOB_NAMES, c)) for c in _product([values[n] for n in KNOB_NAMES])]
    return [c for c in combos if fits(c)]


def _product(lists: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    import itertools

    return list(itertools.product(*lists))


def space_size(case: Case) -> int:
    """How many kernels the space has for the case (every setting of :func:`settings`)."""
    return len(settings(case))


def sm_count() -> int:
    """The SMs of this host's first CUDA device, which persistent kernels launch a thread block each
    for; a one-line error where none is found (a space built without a GPU names its count:
    :func:`space_generator`'s ``sms``)."""
    import tvm

    dev = tvm.cuda(0)
    if not dev.exist:
        raise ArtifactError("no CUDA device found: the wgmma space builds persistent kernels for the tuning GPU's "
                            "SM count; tune on the sm_90 GPU the kernels are for")
    return int(dev.multi_processor_count)


def kernel(case: Case | Problem, knobs: dict[str, int], sms: int = DEFAULT_SM_COUNT,
           with_func: bool = True) -> WgmmaKernel:
    """The kernel of one knob setting (module docstring); ``sms``: the thread blocks of a persistent kernel
    (at most one per tile); ``with_func`` False: its launch and parameters only (no TIRx function is
    written and parsed)."""
    problem = case if isinstance(case, Problem) else Problem.of_case(case)
    bn, stages, group_m, persistent = (int(knobs[n]) for n in KNOB_NAMES)
    if problem.n % bn or problem.m % BM or problem.k % BK or (problem.m // BM) % group_m:
        raise ArtifactError(f"wgmma kernel: bn={bn}, group_m={group_m} do not divide {problem.m}x{problem.n}x{problem.k}")
    if not fits(dict(bn=bn, stages=stages)):
        raise ArtifactError(f"wgmma kernel: {stages} stages of bn={bn} take {shared_bytes(bn, stages)} B of shared "
                            f"memory, more than sm_90's {shared_limit()}")
    num_m, num_n = problem.m // BM, problem.n // bn
    num_tiles = num_m * num_n
    grid = min(sms, num_tiles) if persistent else num_tiles
    a_map, b_map = _tensormaps(problem, bn)
    func = _prim_func(problem, bn, stages, group_m, grid, a_map, b_map) if with_func else None
    return WgmmaKernel(func=func, problem=problem, knobs={"bn": bn, "stages": stages, "group_m": group_m,
                                                          "persistent": persistent},
                       grid=(grid, 1, 1), block=(THREADS, 1, 1), dynamic_shared_bytes=shared_bytes(bn, stages),
                       params=[KernelParam("A_map", a_map), KernelParam("B_map", b_map), KernelParam("C")])


def _tensormaps(problem: Problem, bn: int) -> tuple[TensorMapSpec, TensorMapSpec]:
    """A's and B's TMA descriptors: 128-byte swizzle, boxes of one K step (B's: NN 64 n x 64 k, the tile in
    ``bn / 64`` boxes; NT 64 k x ``bn`` n)."""
    def spec(name: str, inner: int, outer: int, box: tuple[int, int]) -> TensorMapSpec:
        return TensorMapSpec(name, "float16", 2, (inner, outer), (inner * 2,), box, (1, 1), CU_TENSOR_MAP_INTERLEAVE_NONE,
                             CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                             CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE)

    a = spec("A", problem.k, problem.m, (BK, BM))
    b = spec("B", problem.n, problem.k, (64, BK)) if problem.layout == "NN" else spec("B", problem.k, problem.n, (BK, bn))
    return a, b


def _prim_func(problem: Problem, bn: int, stages: int, group_m: int, grid: int,
               a_map: TensorMapSpec, b_map: TensorMapSpec) -> Any:
    """The TIRx kernel (module docstring). Every size is a Python constant of the closure."""
    from tvm.script import tirx as T

    from tvm_patches import wgmma_fence

    wgmma_fence.register()  # T.cuda.wgmma.noop_barrier's codegen (tvm_patches/wgmma_fence.py)
    M, N, K = problem.m, problem.n, problem.k
    is_nn = problem.layout == "NN"  # a Python bool: TIRx takes no int as an `if` condition
    out_f16 = problem.out_dtype == "float16"
    trans_b = 1 if is_nn else 0
    num_n = N // bn
    num_tiles = (M // BM) * num_n
    tiles_per_cta = -(-num_tiles // grid)
    kt_steps = K // BK
    acc_regs = bn // 2  # float32 accumulators a thread holds for m64n{bn}
    a_tile, b_tile = BM * BK, BK * bn  # elements
    stage_elems = a_tile + b_tile
    stage_bytes = stage_elems * 2
    tiles_bytes = stages * stage_bytes
    smem_bytes = shared_bytes(bn, stages)
    # matrix descriptors (16-byte units), 128-byte swizzle (mode 3): K-major tiles (A; NT's B) have 8-row
    # atoms of 1024 B (SBO), LBO unused, a k16 step is +32 B; NN's MN-major B has its 64-wide n atoms
    # (TMA boxes) BK * 128 B apart (LBO), 8-k groups 1024 B apart (SBO), a k16 step is 16 rows (+2048 B)
    a_lbo, a_sbo, a_kstep = 1, 1024 >> 4, WGMMA_K
    if is_nn:
        b_lbo, b_sbo, b_kstep = (BK * 128) >> 4, 1024 >> 4, WGMMA_K * 64
    else:
        b_lbo, b_sbo, b_kstep = 1, 1024 >> 4, WGMMA_K
    b_loads = bn // 64 if is_nn else 1
    mma = f"wgmma.mma_async.sync.aligned.m64n{bn}k{WGMMA_K}.f32.f16.f16"
    tma_load = "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
    a_args, b_args = a_map.packed_args(), b_map.packed_args()
    out_dtype = problem.out_dtype

    # fmt: off
    @T.prim_func
    def main(a_handle: T.handle, b_handle: T.handle, c_handle: T.handle):
        A = T.match_buffer(a_handle, (M, K), "float16", align=16)
        B = T.match_buffer(b_handle, problem.b_shape, "float16", align=16)
        C = T.match_buffer(c_handle, (M, N), out_dtype, align=16)

        A_map: T.let[T.handle("tensormap")] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed("runtime.cuTensorMapEncodeTiled", A_map, "float16", 2, A.data, *a_args)
        B_map: T.let[T.handle("tensormap")] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed("runtime.cuTensorMapEncodeTiled", B_map, "float16", 2, B.data, *b_args)

        T.device_entry()
        bx = T.cta_id([grid])
        tx = T.thread_id([THREADS])
        # [stages x (A tile | B tile)] fp16, then the full and empty mbarriers
        smem = T.alloc_buffer((smem_bytes // 2,), "float16", scope="shared.dyn", align=1024)
        bars = T.decl_buffer((2 * stages,), "uint64", smem.data, scope="shared.dyn", elem_offset=tiles_bytes // 8)
        acc = T.alloc_buffer((acc_regs,), "float32", scope="local")
        desc_a = T.alloc_buffer((1,), "uint64", scope="local")
        desc_b = T.alloc_buffer((1,), "uint64", scope="local")
        wg = T.meta_var(tx // 128)
        tid = T.meta_var(tx % 128)

        if tx == 0:
            for s in T.unroll(stages):
                T.ptx.mbarrier.init.shared.b64(bars.ptr_to([s]), T.uint32(1))  # full: the producer's arrive
                T.ptx.mbarrier.init.shared.b64(bars.ptr_to([stages + s]), T.uint32(CONSUMERS))  # empty
            T.ptx.fence.mbarrier_init.release.cluster()
        T.cuda.cta_sync()

        if wg == 0:  # the producer
            T.ptx["setmaxnreg.dec.sync.aligned.u32"](PRODUCER_REGS)
            if tid == 0:
                for t in T.serial(tiles_per_cta):
                    tile = T.meta_var(bx + t * grid)
                    if tile < num_tiles:
                        m_blk = T.meta_var(tile // (group_m * num_n) * group_m + tile % group_m)
                        n_blk = T.meta_var(tile % (group_m * num_n) // group_m)
                        for kt in T.serial(kt_steps):
                            it = T.meta_var(t * kt_steps + kt)  # the thread block's K step, across tiles
                            s = T.meta_var(it % stages)
                            ph = T.meta_var(it // stages % 2)
                            T.cuda.mbarrier_wait(bars.ptr_to([stages + s]), ph ^ 1)  # first pass: free
                            T.ptx.mbarrier.arrive.expect_tx.shared.b64(bars.ptr_to([s]), T.uint32(stage_bytes))
                            T.ptx[tma_load](smem.ptr_to([s * stage_elems]), T.address_of(A_map),
                                            kt * BK, m_blk * BM, bars.ptr_to([s]))
                            if is_nn:
                                for j in T.unroll(b_loads):
                                    T.ptx[tma_load](smem.ptr_to([s * stage_elems + a_tile + j * 64 * BK]),
                                                    T.address_of(B_map), n_blk * bn + j * 64, kt * BK, bars.ptr_to([s]))
                            else:
                                T.ptx[tma_load](smem.ptr_to([s * stage_elems + a_tile]), T.address_of(B_map),
                                                kt * BK, n_blk * bn, bars.ptr_to([s]))
        else:  # the consumers
            T.ptx["setmaxnreg.inc.sync.aligned.u32"](CONSUMER_REGS)
            for t in T.serial(tiles_per_cta):
                tile = T.meta_var(bx + t * grid)
                if tile < num_tiles:
                    m_blk = T.meta_var(tile // (group_m * num_n) * group_m + tile % group_m)
                    n_blk = T.meta_var(tile % (group_m * num_n) // group_m)
                    for i in T.unroll(acc_regs):
                        acc[i] = T.float32(0)
                    for kt in T.serial(kt_steps):
                        it = T.meta_var(t * kt_steps + kt)
                        s = T.meta_var(it % stages)
                        ph = T.meta_var(it // stages % 2)
                        T.cuda.mbarrier_wait(bars.ptr_to([s]), ph)
                        for i in T.unroll(acc_regs):
                            T.cuda.wgmma.noop_barrier(acc[i])
                        T.ptx.wgmma.fence.sync.aligned()
                        for kk in T.unroll(BK // WGMMA_K):
                            T.cuda.wgmma.encode_matrix_descriptor(
                                desc_a.data, smem.ptr_to([s * stage_elems + (wg - 1) * 64 * BK + kk * a_kstep]),
                                a_lbo, a_sbo, 3)
                            T.cuda.wgmma.encode_matrix_descriptor(
                                desc_b.data, smem.ptr_to([s * stage_elems + a_tile + kk * b_kstep]), b_lbo, b_sbo, 3)
                            T.ptx[mma](*[acc[i] for i in range(acc_regs)], desc_a[0], desc_b[0], T.ptx.pred(1),
                                       1, 1, 0, trans_b)
                        T.ptx.wgmma.commit_group.sync.aligned()
                        T.ptx.wgmma.wait_group.sync.aligned(1)  # the previous step's group is done: free its buffer
                        for i in T.unroll(acc_regs):
                            T.cuda.wgmma.noop_barrier(acc[i])
                        if kt > 0:
                            if tid == 0:
                                T.ptx.mbarrier.arrive.shared.b64(bars.ptr_to([stages + (it + stages - 1) % stages]))
                    T.ptx.wgmma.wait_group.sync.aligned(0)
                    for i in T.unroll(acc_regs):
                        T.cuda.wgmma.noop_barrier(acc[i])
                    if tid == 0:  # the tile's last buffer
                        T.ptx.mbarrier.arrive.shared.b64(bars.ptr_to([stages + (t * kt_steps + kt_steps - 1) % stages]))
                    # m64nN float32 fragment: thread t (warp w, lane l) holds d[4j + {0, 1}] at
                    # (16w + l/4, 8j + 2(l%4) + {0, 1}) and d[4j + {2, 3}] 8 rows below
                    row = T.meta_var(m_blk * BM + (wg - 1) * 64 + tid // 32 * 16 + tid % 32 // 4)
                    for j in T.unroll(bn // 8):
                        col = T.meta_var(n_blk * bn + j * 8 + tid % 4 * 2)
                        if out_f16:
                            C[row, T.Ramp(col, 1, 2)] = T.Cast("float16x2", acc[T.Ramp(j * 4, 1, 2)])
                            C[row + 8, T.Ramp(col, 1, 2)] = T.Cast("float16x2", acc[T.Ramp(j * 4 + 2, 1, 2)])
                        else:
                            C[row, T.Ramp(col, 1, 2)] = acc[T.Ramp(j * 4, 1, 2)]
                            C[row + 8, T.Ramp(col, 1, 2)] = acc[T.Ramp(j * 4 + 2, 1, 2)]
    # fmt: on
    return main


def build(wk: WgmmaKernel, host: Any = None) -> Any:
    """Compile a kernel with TVM (``tir_pipeline="tirx"``, ``sm_90a``): a runtime module whose ``main``
    takes A, B, C."""
    import tvm

    from tvm_patches import wgmma_fence

    wgmma_fence.register()
    return tvm.tirx.build(wk.module(), target(host), "tirx")


def cuda_source(wk: WgmmaKernel) -> str:
    """The CUDA source TVM generates for a kernel."""
    return str(build(wk).imports[0].inspect_source())


# ---------------------------------------------------------------------------------------------------
# the MetaSchedule space


def root_annotations(mod: Any) -> dict[str, Any]:
    """The root block annotations of a (scheduled) workload module, by key."""
    func = mod["main"] if hasattr(mod, "functions_items") else mod
    block = func.body.block
    return {str(k): v for k, v in block.annotations.items()}


def kernel_of_module(mod: Any, with_func: bool = True) -> WgmmaKernel:
    """The kernel an annotated workload module names (its knobs and constants on the root block; its
    shape and dtypes from the buffers A, B, C); ``with_func``: as :func:`kernel`'s."""
    ann = root_annotations(mod)
    missing = [n for n in (*KNOB_NAMES, "layout", "sms") if PREFIX + n not in ann]
    if missing:
        raise ArtifactError(f"not a module of the wgmma space: no {', '.join(PREFIX + m for m in missing)} annotation")
    check_form(ann.get(FORM_KEY, 1))
    func = mod["main"] if hasattr(mod, "functions_items") else mod
    bufs = {str(b.name): b for b in func.params}  # TVM 0.27: a parameter is its buffer
    (m, k), n = (int(x) for x in bufs["A"].shape), int(bufs["C"].shape[1])
    problem = Problem(m, n, k, str(ann[LAYOUT_KEY]), str(bufs["C"].dtype))
    return kernel(problem, {name: int(ann[PREFIX + name]) for name in KNOB_NAMES}, int(ann[SMS_KEY]), with_func)


def generate(mod: Any, host: Any = None) -> tuple[Any, Any]:
    """The builder's generator (tvm_patches.builder.GENERATOR_KEY): the TIRx module of the kernel an
    annotated workload module names, and the ``sm_90a`` target to compile it for (``host``: the
    workload target's host, or None)."""
    wgmma_kernel = kernel_of_module(mod)
    return wgmma_kernel.module(), target(host)


def schedule(sch: Any, case: Case, sms: int) -> None:
    """The space's schedule function: each knob sampled and annotated on the root block (module docstring)."""
    from tvm_patches.builder import GENERATOR_KEY

    values = knob_values(case)
    root = sch.get_sblock("root")
    for name in KNOB_NAMES:
        vals = values[name]
        rv = sch.sample_categorical(candidates=list(vals), probs=[1.0 / len(vals)] * len(vals))
        sch.annotate(root, PREFIX + name, rv)
    sch.annotate(root, LAYOUT_KEY, case.params["layout"])
    sch.annotate(root, SMS_KEY, sms)
    sch.annotate(root, FORM_KEY, FORM)
    sch.annotate(root, GENERATOR_KEY, GENERATOR)


def shared_memory_postproc() -> Any:
    """A post-processor that rejects the knob settings whose shared memory does not fit (:func:`fits`):
    the search draws another instead of building one that cannot launch."""
    from tvm.ir.utils import derived_object
    from tvm.s_tir.meta_schedule.postproc import PyPostproc

    @derived_object
    class WgmmaSharedMemory(PyPostproc):
        def _initialize_with_tune_context(self, context: Any) -> None:
            return None

        def apply(self, sch: Any) -> bool:
            ann = root_annotations(sch.mod)
            if PREFIX + "bn" not in ann:
                return True
            return fits({"bn": int(ann[PREFIX + "bn"]), "stages": int(ann[PREFIX + "stages"])})

        def clone(self) -> Any:
            return WgmmaSharedMemory()

    return WgmmaSharedMemory()


def space_generator(case: Case, sms: int | None = None) -> Any:
    """The TuneContext's space generator: :func:`schedule` as a ``ScheduleFn`` space, no schedule rules,
    :func:`shared_memory_postproc` only, and the template's categorical mutator. ``sms``: the SM count
    persistent kernels are built for (None: :func:`sm_count`)."""
    from tvm.s_tir.meta_schedule.space_generator import ScheduleFn

    from .template import categorical_mutator

    check_case(case)
    count = sm_count() if sms is None else sms

    def fn(sch: Any) -> Any:
        schedule(sch, case, count)
        return sch

    return ScheduleFn(fn, sch_rules=[], postprocs=[shared_memory_postproc()],
                      mutator_probs={categorical_mutator(): 1.0})


def check_form(form: Any) -> None:
    """Is a record's or module's form (:data:`FORM`) today's? A one-line error if not."""
    if int(form) != FORM:
        raise ArtifactError(f"a record of form {int(form)} of the wgmma space, whose kernels this code (form {FORM}) "
                            f"does not build: tune the case again")


def _constants(as_json: list[Any]) -> dict[str, Any]:
    """The constant annotations of a trace's JSON (:data:`PREFIX` keys), by name."""
    return {str(inst[2][0])[len(PREFIX):]: inst[1][1] for inst in as_json[0]
            if inst[0] == "Annotate" and str(inst[2][0]).startswith(PREFIX)}


def sms_of(trace: Any) -> int:
    """The SM count a trace of the space was tuned for (its ``artifact.wgmma.sms`` annotation)."""
    sms = _constants(trace if isinstance(trace, list) else trace.as_json()).get("sms")
    if sms is None:
        raise ArtifactError(f"not a trace of the wgmma space: no {SMS_KEY} annotation")
    return int(sms)


def knobs_of(trace: Any) -> dict[str, int]:
    """The knob values of a trace of the space (a ``Trace`` or its JSON as a record holds it), by name;
    a one-line error for a trace of another form (:data:`FORM`; none annotated: form 1)."""
    as_json = trace if isinstance(trace, list) else trace.as_json()
    check_form(_constants(as_json).get("form", 1))
    insts = as_json[0]
    decisions = {int(i): int(d) for i, d in as_json[1]}
    outputs = {}  # a sampled variable's name -> its value
    for n, inst in enumerate(insts):
        if inst[0] == "SampleCategorical" and n in decisions:
            outputs[inst[3][0]] = int(inst[2][0][decisions[n]])
    knobs = {}
    for inst in insts:
        if inst[0] == "Annotate" and str(inst[2][0]).startswith(PREFIX):
            name = str(inst[2][0])[len(PREFIX):]
            if name in KNOB_NAMES:
                knobs[name] = outputs.get(inst[1][1], inst[1][1])
    if set(knobs) != set(KNOB_NAMES):
        raise ArtifactError(f"not a trace of the wgmma space: knobs {sorted(knobs)}, the space has {list(KNOB_NAMES)}")
    return {name: int(knobs[name]) for name in KNOB_NAMES}


def is_wgmma_trace(trace: Any) -> bool:
    """Does a trace (or its JSON) come from this space?"""
    return GENERATOR in str(trace if isinstance(trace, list) else trace.as_json())
