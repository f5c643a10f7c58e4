"""A Hopper (sm_90) fp16 GEMM of ``wgmma.mma_async`` and TMA, written in TVM's TIRx, whose knobs MetaSchedule tunes.

``artifact tune --space wgmma``. The kernel (:func:`kernel`) computes ``C = A @ B`` for fp16 A [M, K]
and B [K, N] (NN) or [N, K] (NT), accumulating in float32, C float32 (``dtype=fp16``) or float16
(``fp16-out``). It is written at the PTX level in TVM 0.27's TIRx (``tvm.script.tirx`` and its
``T.ptx`` dialect, compiled with ``tir_pipeline="tirx"`` for ``sm_90a``): MetaSchedule's tensor
intrinsics and schedule rules know neither ``wgmma`` nor TMA, so this space does not schedule the
workload; it samples the kernel's knobs and the builder compiles the kernel they name (below).

Kernel (CUTLASS's ``sm90`` TMA warp-specialized design): a thread block of a producer warpgroup and
``bm / 64`` consumer warpgroups (384 threads for ``bm`` = 128, 256 for 64) computes ``bm`` x ``bn``
tiles of C with BK = 64 (one 128-byte swizzle row of fp16).

* Warpgroup 0, the producer (with two consumers it gives up registers: ``setmaxnreg.dec`` 40); one
  thread loads the A tile (a 64 k x ``bm`` m TMA box, K innermost) and the B tile (NN: ``bn / 64`` boxes
  of 64 n x 64 k; NT: one box of 64 k x ``bn`` n) of each K step with ``cp.async.bulk.tensor.2d`` into
  a ring of ``stages`` 128-byte-swizzled shared-memory buffers, each announced on its ``full``
  mbarrier (``arrive.expect_tx``), after waiting for the consumers to release the buffer on its
  ``empty`` one. A box that reaches past the matrix (the last tile of a shape whose M, N or K is not a
  multiple of the tile) is zero-filled by TMA and still counts its whole bytes, so tails need no other
  load; zeros in A's or B's K tail add nothing.
* Warpgroups 1 and 2 (or 1 alone), the consumers (``setmaxnreg.inc`` 232 with two), each own 64 rows
  of the tile: per K step they wait on ``full``, issue 4 ``wgmma.mma_async.m64n{bn}k16`` (both operands
  from shared memory through matrix descriptors; NN's B is MN-major, ``trans-b`` 1), keep one wgmma
  group in flight and release the previous step's buffer. They store the float32 accumulators (or their float16 casts)
  from registers to C, two adjacent elements a store; where M or N is not a multiple of the tile, each
  store is guarded by its row < M and column < N (N is even: a pair is in or out whole).
* Tiles are rastered in groups of ``group_m`` M tiles that walk every N tile (B's tiles stay in L2).
  ``persistent`` 1 launches one thread block per SM, each looping over tiles (round-robin), so the
  producer loads the next tile while the consumers store the last one; 0 launches one per tile.
* ``split_k`` 2 or 4 (one tile per cluster): a thread block cluster of ``split_k`` CTAs computes a tile,
  compiled into the kernel (TIRx's ``tirx.required_block_size`` attribute: ``__block_size__((threads),
  (split_k))``, PTX ``.blocksareclusters``, so the launch grid counts clusters and a plain
  ``cuLaunchKernel`` launches them, given ``CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM`` as its block). CTA ``rank`` runs K steps [rank kt / split_k, (rank + 1) kt /
  split_k) of the kt through its own ring and mbarriers. After its last wgmma group the leader (rank 0)
  writes its float32 accumulators into its ring (idle: each load into it was waited for; with two
  consumers, after a named barrier of both), every thread of the cluster takes ``barrier.cluster``
  (arrive.release, wait.acquire), the others add theirs into the leader's with
  ``red.shared::cluster.add.f32`` at ``mapa`` addresses, a second ``barrier.cluster``, and the leader
  reads the sums and stores C as above.
* Form 4 (the tuning setting ``wgmma_ring``, on by default, with ``wgmma_short_a=false``; ``wgmma_ring=false``
  writes form 3) writes both K loops as a serial loop of rounds around a loop unrolled over the ``stages``
  of the ring, so that each copy's stage, its buffers' addresses and its barriers are constants and the
  phase is the round's; it applies where every tile of a thread block starts a round (one tile per thread
  block, or K steps a multiple of the stages), the loops of form 3 elsewhere. Of form 3's loops, nvcc
  unrolls whole those whose stage is a mask of the step (4 stages) and keeps the others rolled, each step's
  stage a modulo (benchmarks/results/NOTES.md).
* Form 5 (the tuning setting ``wgmma_short_a``, on by default, with ``wgmma_pingpong=false``) is form 4 but for A's TMA box where the
  whole problem has fewer rows than a tile (M < ``bm``: decode): the box is only as tall as M rounded up
  to 8 rows (:func:`a_box_rows`; the 128-byte swizzle's atom is 8 rows of 128 B, so its rows land where
  the full tile's first rows do), and each stage's ``expect_tx`` counts that box's bytes, so the TMA no
  longer writes the tile's rows of zeros past M into shared memory each K step. The shared-memory layout,
  descriptors and wgmma are form 4's: the consumers still read 64 rows of A each, and the rows the box
  leaves out hold whatever shared memory held; each row of C is computed from its own row of A only, so
  they reach only rows of C past M, which are never stored (M < ``bm``: the stores are guarded by row < M;
  a split-K leader sums such rows too but stores only rows < M). Where M >= ``bm`` it is form 4's kernel.
  Its space has form 4's settings and, for NT shapes of at most 64 rows (decode), ``bn`` 8 too
  (:data:`NARROW_BN_SHORT_A`, ``wgmma`` m64n8k16: 4 float32 accumulators a thread, B's box 64 k x 8 n, one
  swizzle atom); a record of form 3 or 4 with ``bn`` 8 is refused.
* Form 6 (the tuning setting ``wgmma_pingpong``, on by default, with ``wgmma_k_boxes=false``) is form 5 and the
  knob ``pingpong``. At 1 (``bm`` 64, persistent, no split-K; offered where 64-row tiles number
  :data:`PINGPONG_MIN_TILES`) the thread block has a producer and two consumer warpgroups (384 threads,
  setmaxnreg's split) that take turns on its tiles, CUTLASS's ping-pong: consumer 1 computes the thread block's
  tiles 0, 2, 4, ... and consumer 2 tiles 1, 3, 5, ..., each 64 rows of its own, so that one stores its tile of C
  while the other runs the next tile's MMAs. The producer loads every tile's K steps in order into the one ring,
  each stage read by one consumer (its ``empty`` mbarrier counts one arrival). Two more mbarriers order the turns:
  a consumer starts a tile's K loop after the other has issued the K loop of the tile before (so every earlier
  fill of a stage it waits on has landed, and the parity it waits for is never matched by the fill two before),
  and hands the turn on once it has issued its own. At ``pingpong`` 0 form 6's kernels are form 5's.
* Form 7, the form a tuning writes (the tuning setting ``wgmma_k_boxes``, on by default), is form 6 and the knob
  ``k_boxes`` (2 or 4; offered where the largest tile leaves SMs idle, as the deep rings, in settings whose own tiles
  leave SMs idle, as split-K): a K step of that many 64-K boxes of A and B, all in one stage of the ring behind one
  ``full`` mbarrier, box ``j`` at ``j`` x 64 of K, and each box's 4 wgmma into accumulators of their own
  (``acc[j * bn / 2 + i]``), summed into the first box's before the stores (and before a split-K cluster's sum). A
  decode kernel's few thread blocks each run a long chain of short K steps, each a wait on its stage and a dependent
  wgmma group; the boxes cut the steps, and their waits, by ``k_boxes`` and run that many chains of dependent wgmma
  side by side. At ``k_boxes`` 1 form 7's kernels are form 6's; ``bn`` x ``k_boxes`` is at most
  :data:`K_BOXES_MAX_COLUMNS` (the accumulators a thread holds), and not with ``pingpong``.

Knobs (:data:`KNOBS`; each cut per shape by :func:`knob_values`): ``bm`` 128 (M above 64) and 64 (M
up to 1024: more thread blocks where M / 128 is small; decode's few rows); ``bn`` 64, 128, 192, 256
(those dividing N; where N is not a multiple of 64, those no wider than N rounded up to 64), and 16, 32
for NT shapes of at most 64 rows (decode: ``wgmma`` n16/n32, more thread blocks over N), and in the space
of form 5 (``wgmma_short_a``) 8 too for those (:data:`NARROW_BN_SHORT_A`: ``wgmma`` n8, twice bn 16's thread
blocks, 128 over N = 1024); ``stages`` 2-6, and in the kernels of form 4 (:data:`DEEP_STAGES`) 8 and 12 where the largest tile leaves SMs idle
(those whose shared memory, ``stages * (bm + bn) * BK * 2`` bytes plus 16 bytes of mbarriers a
stage, fits the opt-in limit, 227 KB on sm_90, with the smallest tile); ``group_m`` 1, 8, 16 (those
dividing the M tiles of a ``bm``); ``persistent`` 0, 1; ``split_k`` 1, and with the tuning setting
``wgmma_split_k`` (off by default) 2 and 4 where the largest tile leaves SMs idle
and K has 2 steps a CTA; ``pingpong`` 0, and in the space of form 6 (``wgmma_pingpong``) 1 too (above);
``k_boxes`` 1, and in the space of form 7 (``wgmma_k_boxes``) 2 and 4 too (above). :func:`valid` holds the rest: settings whose shared memory does not fit, whose
``group_m`` does not divide their M tiles, with more stages than a CTA's K steps in a kernel of one tile
per thread block (the same kernel in more shared memory), persistent with at most 64 tiles (fewer than
any sm_90 GPU's SMs: the one-per-tile kernel again), or split-K that is persistent, has 132 tiles or
more, fewer than 2 K steps a CTA or a float32 tile larger than the ring (:func:`split_k_problem`) are rejected by
:func:`shared_memory_postproc` before they are built, and :func:`space_size` counts the others
(``artifact tune`` prints it in its header). Shapes: any M, N and K multiples of 8 (TMA's global row
strides are multiples of 16 bytes).

How MetaSchedule tunes it (:func:`space_generator`): a ``ScheduleFn`` space whose one schedule function
draws each knob with ``sample_categorical`` and writes the sampled variable as an annotation of the
workload's root block (``artifact.wgmma.<knob>``), next to constant annotations: the layout, the
number of SMs a persistent kernel launches thread blocks for (:func:`sm_count`, the tuning GPU's,
recorded so that a record replays to the same kernel anywhere; no GPU, no space: a one-line error), the
form of the generator (:data:`DEFAULT_FORM`, 7; :data:`PINGPONG_FORM`, 6, with the tuning setting
``wgmma_k_boxes=false``; :data:`SHORT_A_FORM`, 5, with ``wgmma_pingpong=false``; :data:`RING_FORM`, 4, with
``wgmma_short_a=false``; :data:`NO_RING_FORM`, 3, with ``wgmma_ring=false``: :func:`written_form`;
each record replays to the code of its form; a record of a form this code does not
build is refused, not replayed to another kernel; form 1's records, without ``bm``, replay at 128 to the
kernels they measured; forms 1 and 2, without ``split_k``, at 1) and ``tvm_patches.builder.GENERATOR_KEY``,
naming :func:`generate`. No other schedule
primitive is applied, so the trace of a candidate holds its knobs' decisions and a record replays to the same
kernel (``select``, ``export``); the template's categorical mutator redraws one knob at a time. The
builder (tvm_patches/builder.py ``build_module``: the tuning builder, the correctness gate) finds
the generator key on a module's root block, calls :func:`generate` on the module and compiles the
TIRx kernel it returns for ``sm_90a`` instead of the module. The compiled function takes A, B and C
as the workload's does (so MetaSchedule's runner calls it as any candidate); its host code encodes
two TMA descriptors (``cuTensorMapEncodeTiled``) and launches the kernel with them as
``__grid_constant__ CUtensorMap`` parameters and C as a pointer (a split-K kernel: its logical grid of
CTAs divided by the compiled cluster, TIRx's ``tirx.use_required_block_dimension`` launch tag). ``artifact
export`` writes that kernel's source, its ``sm_90a`` cubin and launches whose tensormap parameters carry the
``cuTensorMapEncodeTiled`` arguments (:meth:`TensorMapSpec.to_json`) for the driver to encode (and a
split-K kernel's ``cluster_dims``, its grid in clusters).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..catalog import Case
from ..errors import ArtifactError
from .target import SHARED_MEMORY_OPTIN_BYTES

BM = 128  # rows of a tile by default (records of form 1): 2 consumer warpgroups of 64 rows (wgmma M = 64)
WG_ROWS = 64  # rows of C a consumer warpgroup owns (wgmma M = 64): a tile of ``bm`` rows has bm / 64 consumers
BK = 64  # K of a tile: one 128-byte swizzle row of fp16
WGMMA_K = 16  # K of one fp16 wgmma
CONSUMERS = 2  # consumer warpgroups of a 128-row tile
THREADS = 128 * (1 + CONSUMERS)  # a producer warpgroup and the consumers (128-row tiles)
PRODUCER_REGS, CONSUMER_REGS = 40, 232  # setmaxnreg (CUTLASS's values for 1 producer + 2 consumers)
TMA_ALIGN = 8  # fp16 elements of 16 bytes: TMA's global row strides (K of A, N or K of B) are multiples of it
WIDE_BN = (64, 128, 192, 256)  # tile widths of every shape (NN's B is loaded in 64-column boxes)
NARROW_BN = (16, 32)  # and of NT shapes of few rows (decode): more thread blocks over N, a wgmma of n16/n32
NARROW_BN_SHORT_A = (8,)  # and, in the space of form 5 (wgmma_short_a), of those shapes too: a wgmma of n8
NARROW_MAX_M = 64  # rows up to which NT shapes get NARROW_BN (form 5: NARROW_BN_SHORT_A too) and only 64-row tiles
BM64_MAX_M = 1024  # rows up to which 64-row tiles are a knob (more thread blocks where M / 128 is small)
FEWEST_SMS = 64  # fewer SMs than any sm_90 GPU has (78 on the smallest, 132 on H100 SXM and H200)
ARCH = "sm_90a"  # wgmma and setmaxnreg need the arch-specific target
SPACE = "wgmma"  # `artifact tune --space wgmma`; its results go to <results>/wgmma/
PREFIX = "artifact.wgmma."  # the root block's annotations
GENERATOR = "artifact.tuning.wgmma:generate"  # the value of tvm_patches.builder.GENERATOR_KEY
DEFAULT_SM_COUNT = 132  # H100 SXM; the SM count of :func:`kernel` when its caller names none (tests)
# The form of the kernel the generator builds from a record's knobs, annotated on the root block
# (FORM_KEY): raise it with a change of :func:`_prim_func` that makes an earlier record replay to
# another kernel (tests/test_wgmma.py pins the sources), or with a knob that code of an earlier form
# would not read (it would replay such a record to another kernel: it refuses another form instead).
# Records without the annotation (tuned before it) are of form 1. Form 2 added the knob ``bm`` (and
# tails of M, N and K); records of form 1 have none and replay at its default, to the kernels they
# measured (the pinned sources are unchanged), so this code builds both. Form 3 added the knob ``split_k``;
# records of forms 1 and 2 replay at split_k = 1, the kernels they measured. Form 4 writes the K loops
# unrolled over the ring's stages (:func:`_prim_func`); records of forms 1-3 replay to the loops they measured.
# Form 5 loads A in a box only as tall as M where M < bm (:func:`a_box_rows`); its records replay to that box,
# those of form 4 to the full tile's (the same kernel where M >= bm).
# Form 6 added the knob ``pingpong`` (two consumer warpgroups taking turns on 64-row tiles); its kernels at
# pingpong 0 are form 5's. Form 7 added the knob ``k_boxes`` (64-K boxes a stage holds); at 1, form 6's kernels.
FORM = 7
FORMS = (1, 2, 3, 4, 5, 6, 7)  # the forms this code builds
DEFAULT_FORM = 7  # the form a tuning writes (the tuner settings wgmma_ring, wgmma_short_a, wgmma_pingpong,
# wgmma_k_boxes, on by default)
RING_FORM = 4  # the form a tuning writes with wgmma_short_a=false: K loops unrolled over the ring, its deep rings too
NO_RING_FORM = 3  # the form a tuning writes with the tuner setting wgmma_ring=false: form 3's loops, stages 2-6
SHORT_A_FORM = 5  # the form a tuning writes with wgmma_pingpong=false: form 4, A's box as tall as M
PINGPONG_FORM = 6  # the form a tuning writes with wgmma_k_boxes=false: form 5 and the knob pingpong
PINGPONG_MIN_TILES = 264  # tiles from which pingpong is a knob: 2 a thread block of 132 SMs (H100 SXM, H200)
K_BOXES_FORM = 7  # the form a tuning writes with the tuner setting wgmma_k_boxes: form 6 and the knob k_boxes
K_BOXES_MAX_COLUMNS = 128  # bn x k_boxes at most: the accumulators a thread holds (bn / 2 a box) stay at 64
SWIZZLE_ROWS = 8  # rows of the 128-byte swizzle's atom (8 rows of 128 B): a short A box is a multiple of them
SPLIT_K_MIN_STEPS = 2  # K steps each CTA of a split-K cluster runs at least (K steps >= 2 * split_k)
SPLIT_K_MAX_TILES = 132  # split-K where a shape has fewer tiles than this: SMs a CTA per tile leaves idle (H100 SXM, H200)
DEEP_STAGES = (8, 12)  # form 4 (wgmma_ring), where SMs are left idle: rings deeper than the knob's 2-6

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
    default: int | None = None  # the value of a record that predates the knob (None: every record has it)
    form: int = 1  # the first form whose records hold the knob


KNOBS: tuple[Knob, ...] = (
    Knob("bn", (*NARROW_BN, *WIDE_BN), "columns of a tile of C (the wgmma's N)"),
    Knob("stages", (2, 3, 4, 5, 6), "shared-memory buffers of the TMA pipeline"),
    Knob("group_m", (1, 8, 16), "M tiles of a raster group"),
    Knob("persistent", (0, 1), "1: one thread block per SM looping over tiles; 0: one per tile"),
    Knob("bm", (64, 128), "rows of a tile of C: 64 (one consumer warpgroup) or 128 (two)", default=BM, form=2),
    Knob("split_k", (1, 2, 4), "CTAs of a thread block cluster that share a tile's K steps (1: one CTA, no cluster)",
         default=1, form=3),
    Knob("pingpong", (0, 1), "1: two consumer warpgroups take turns on a persistent thread block's 64-row tiles, one "
         "storing its tile while the other runs its MMAs", default=0, form=6),
    Knob("k_boxes", (1, 2, 4), "64-K boxes of A and B a stage holds (a K step of 64 x k_boxes), each box's wgmma into "
         "accumulators of their own, summed before the stores", default=1, form=7),
)
KNOB_NAMES = tuple(k.name for k in KNOBS)
KNOB_DEFAULTS = {k.name: k.default for k in KNOBS if k.default is not None}  # records of form 1 have none of these
KNOB_FORMS = {k.name: k.form for k in KNOBS}
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
    the launch was asked for), its launch and its kernel parameters in order. ``grid`` is what
    ``cuLaunchKernel`` takes: thread blocks, or for a split-K kernel (``cluster_dims`` above 1, compiled
    into the kernel as ``__block_size__``'s cluster: blocks are clusters) clusters of ``cluster_dims``."""

    func: Any
    problem: Problem
    knobs: dict[str, int]
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_shared_bytes: int
    params: list[KernelParam] = field(default_factory=list)
    cluster_dims: tuple[int, int, int] = (1, 1, 1)

    def module(self) -> Any:
        import tvm

        return tvm.IRModule({"main": self.func})


def target(host: Any = None) -> Any:
    """The target the kernels compile for: CUDA ``sm_90a`` (with ``host``, or LLVM)."""
    from tvm.target import Target

    return Target({"kind": "cuda", "arch": ARCH}, host=host if host is not None else {"kind": "llvm"})


def check_case(case: Case) -> None:
    """The space's cases: fp16 GEMMs of any M whose N and K are multiples of 8 (TMA's global row strides
    are multiples of 16 bytes; C's stores are two elements wide), else a one-line error."""
    if case.kind != "gemm" or not case.tensor_core:
        raise ArtifactError(f"{case.case_id}: the wgmma space takes fp16 GEMMs (dtype fp16 or fp16-out), "
                            f"not {case.kind} {case.dtype}")
    p = case.params
    odd = [f"{d}={p[d]}" for d in ("N", "K") if p[d] % TMA_ALIGN]
    if odd:
        raise ArtifactError(f"{case.case_id}: the wgmma space needs N and K multiples of {TMA_ALIGN} (TMA's row strides "
                            f"are multiples of 16 bytes); {', '.join(odd)} is not")


def check_target(target_json: Any) -> None:
    """The space's targets: CUDA sm_90 (H100, H200, GH200): ``wgmma`` and TMA exist on sm_90 only."""
    kind = target_json.get("kind") if isinstance(target_json, dict) else str(target_json)
    arch = str(target_json.get("arch", "")) if isinstance(target_json, dict) else ""
    if kind != "cuda" or arch.rstrip("a") != "sm_90":
        raise ArtifactError(f"the wgmma space needs an sm_90 GPU (H100, H200): wgmma and TMA are Hopper "
                            f"instructions; the target is {kind} {arch or ''}".rstrip())


def shared_bytes(bn: int, stages: int, bm: int = BM, pingpong: int = 0, k_boxes: int = 1) -> int:
    """Dynamic shared memory of a kernel: ``stages`` A and B tiles of fp16 (``k_boxes`` boxes of 64 K each), 2
    mbarriers a stage, and with ``pingpong`` the 2 mbarriers that order the consumers' turns."""
    return stages * (bm + bn) * BK * 2 * k_boxes + 2 * stages * 8 + (16 if pingpong else 0)


def shared_limit() -> int:
    """The opt-in shared memory per block of sm_90 (artifact.tuning.target.SHARED_MEMORY_OPTIN_BYTES)."""
    return SHARED_MEMORY_OPTIN_BYTES["sm_90"]


def _ceil(a: int, b: int) -> int:
    return -(-a // b)


def knob_values(case: Case, split_k: bool = False, ring: bool = True,
                short_a: bool = False, pingpong: bool = False, k_boxes: bool = False) -> dict[str, tuple[int, ...]]:
    """Each knob's values for the case. ``bm`` 128 above 64 rows and 64 up to 1024 rows (one per tile of
    few rows); ``bn`` of :data:`WIDE_BN` dividing N (where N is a multiple of 64, else those no wider than N
    rounded up to 64: a tail of columns), and :data:`NARROW_BN` first for NT shapes of at most 64 rows;
    the stages that fit the shared memory with the smallest tile (a larger one may fit fewer:
    :func:`valid`); ``group_m`` dividing the M tiles of some ``bm``; ``split_k`` 1, and with ``split_k``
    (the tuning setting ``wgmma_split_k``) 2 and 4 where the largest tile leaves SMs idle (fewer tiles
    than :data:`SPLIT_K_MAX_TILES`; :func:`valid` keeps the tiles that do) and K has
    :data:`SPLIT_K_MIN_STEPS` steps for each CTA of the cluster; with ``ring`` (the default: the tuning
    setting ``wgmma_ring``, kernels of form 4; False: form 3's space) also the stages :data:`DEEP_STAGES` where
    the largest tile leaves SMs idle, as split-K does: the few thread blocks of a decode GEMM keep more loads in
    flight; with ``short_a`` (the tuning setting ``wgmma_short_a``: form 5's space) also ``bn``
    :data:`NARROW_BN_SHORT_A` first where :data:`NARROW_BN` is offered; with ``pingpong`` (the tuning setting
    ``wgmma_pingpong``: form 6's space) ``pingpong`` 1 too where 64-row tiles number :data:`PINGPONG_MIN_TILES`; with
    ``k_boxes`` (the tuning setting ``wgmma_k_boxes``: form 7's) ``k_boxes`` 2 and 4 too where the largest tile
    leaves SMs idle, as the deep rings (:func:`valid` keeps the tiles that do), and K has 2 steps of them."""
    problem = Problem.of_case(case)
    m, n = problem.m, problem.n
    bms = tuple(b for b in KNOBS[4].values if (b == 64 and m <= BM64_MAX_M) or (b == 128 and m > NARROW_MAX_M))
    wide = [v for v in WIDE_BN if n % v == 0] if n % 64 == 0 else [v for v in WIDE_BN if v <= _ceil(n, 64) * 64]
    narrow = [v for v in (*(NARROW_BN_SHORT_A if short_a else ()), *NARROW_BN)
              if problem.layout == "NT" and m <= NARROW_MAX_M]
    bns = (*narrow, *wide)
    groups = tuple(g for g in KNOBS[2].values if any(_ceil(m, b) % g == 0 for b in bms))
    fewest_tiles = _ceil(m, max(bms)) * _ceil(n, max(bns))
    deep = DEEP_STAGES if ring and fewest_tiles < SPLIT_K_MAX_TILES else ()
    stages = tuple(s for s in (*KNOBS[1].values, *deep) if shared_bytes(min(bns), s, min(bms)) <= shared_limit())
    splits = tuple(v for v in KNOBS[5].values if v == 1 or (
        split_k and fewest_tiles < SPLIT_K_MAX_TILES and _ceil(problem.k, BK) >= SPLIT_K_MIN_STEPS * v))
    turns = (0, 1) if pingpong and 64 in bms and _ceil(m, 64) * _ceil(n, min(bns)) >= PINGPONG_MIN_TILES else (0,)
    boxes = tuple(v for v in KNOBS[7].values if v == 1 or (
        k_boxes and fewest_tiles < SPLIT_K_MAX_TILES and _ceil(problem.k, BK * v) >= 2 and _ceil(problem.k, BK) % v == 0))
    return {"bn": bns, "stages": stages, "group_m": groups, "persistent": KNOBS[3].values, "bm": bms,
            "split_k": splits, "pingpong": turns, "k_boxes": boxes}


def reduction_bytes(bn: int, bm: int = BM) -> int:
    """Shared memory a split-K cluster's leader sums the tile's float32 partials in (the TMA ring's, reused)."""
    return bm * bn * 4


def fits(knobs: dict[str, int]) -> bool:
    """Does a knob setting's shared memory fit sm_90's opt-in limit?"""
    return shared_bytes(knobs["bn"], knobs["stages"], knobs.get("bm", BM), knobs.get("pingpong", 0),
                        knobs.get("k_boxes", 1)) <= shared_limit()


def valid(knobs: dict[str, int], m: int, n: int, k: int) -> bool:
    """Is a knob setting one of the space of an ``m`` x ``n`` x ``k`` shape: its shared memory fits
    (:func:`fits`), ``group_m`` divides its M tiles, a kernel of one tile per thread block has no more
    stages than the K steps of a CTA (or 2: the others would stay empty, the same kernel in more shared
    memory), and a persistent one has more tiles than :data:`FEWEST_SMS` (else it launches a thread block
    per tile too, the one-per-tile kernel again)? ``split_k`` above 1: not persistent, fewer tiles than
    :data:`SPLIT_K_MAX_TILES` (a CTA per tile leaves SMs idle), every CTA of the cluster has
    :data:`SPLIT_K_MIN_STEPS` K steps, and the ring holds the tile's float32 partials (:func:`reduction_bytes`).
    ``k_boxes`` above 1: fewer tiles than :data:`SPLIT_K_MAX_TILES` too (where the tiles fill the SMs, a thread
    block's K chain is not what bounds the kernel)."""
    if split_k_problem(knobs, k) or pingpong_problem(knobs, m, n) or k_boxes_problem(knobs, k):
        return False
    bm = knobs.get("bm", BM)
    tiles = _ceil(m, bm) * _ceil(n, knobs["bn"])
    if knobs.get("k_boxes", 1) > 1 and tiles >= SPLIT_K_MAX_TILES:
        return False
    if knobs["persistent"]:
        return fits(knobs) and _ceil(m, bm) % knobs["group_m"] == 0 and tiles > FEWEST_SMS
    if knobs.get("split_k", 1) > 1 and tiles >= SPLIT_K_MAX_TILES:
        return False
    steps = _ceil(k, BK * knobs.get("k_boxes", 1)) // knobs.get("split_k", 1)  # the fewest K steps of a CTA
    return fits(knobs) and _ceil(m, bm) % knobs["group_m"] == 0 and knobs["stages"] <= max(2, steps)


def pingpong_problem(knobs: dict[str, int], m: int, n: int) -> str | None:
    """Why a setting's ``pingpong`` cannot be built for an ``m`` x ``n`` C (None: it can): its consumers take
    turns on the tiles of a persistent thread block, 64 rows each, with 2 tiles a thread block of 132 SMs."""
    pingpong = knobs.get("pingpong", 0)
    if pingpong not in KNOBS[6].values:
        return f"pingpong={pingpong} is not 0 or 1"
    if not pingpong:
        return None
    if knobs.get("bm", BM) != WG_ROWS or not knobs["persistent"] or knobs.get("split_k", 1) != 1:
        return (f"pingpong=1 takes bm={WG_ROWS}, persistent=1 and split_k=1 (each consumer a tile of its own), not "
                f"bm={knobs.get('bm', BM)}, persistent={knobs['persistent']}, split_k={knobs.get('split_k', 1)}")
    tiles = _ceil(m, WG_ROWS) * _ceil(n, knobs["bn"])
    if tiles < PINGPONG_MIN_TILES:
        return f"pingpong=1 over {tiles} tiles (it takes {PINGPONG_MIN_TILES}: 2 a thread block of 132 SMs)"
    return None


def k_boxes_problem(knobs: dict[str, int], k: int) -> str | None:
    """Why a setting's ``k_boxes`` cannot be built for a K of ``k`` (None: it can): at most
    :data:`K_BOXES_MAX_COLUMNS` columns of accumulators (``bn`` x ``k_boxes``), not with ``pingpong``, 2 K steps, and
    K's boxes of 64 a multiple of ``k_boxes`` (no box of the last step wholly past K)."""
    kb = knobs.get("k_boxes", 1)
    if kb not in KNOBS[7].values:
        return f"k_boxes={kb} is not one of {', '.join(map(str, KNOBS[7].values))}"
    if kb == 1:
        return None
    if knobs["bn"] * kb > K_BOXES_MAX_COLUMNS:
        return (f"k_boxes={kb} with bn={knobs['bn']}: {knobs['bn'] * kb} columns of accumulators, more than "
                f"{K_BOXES_MAX_COLUMNS}")
    if knobs.get("pingpong", 0):
        return f"k_boxes={kb} with pingpong=1"
    if _ceil(k, BK * kb) < 2 or _ceil(k, BK) % kb:
        return f"k_boxes={kb} over {_ceil(k, BK)} K boxes (it takes 2 steps of {kb}, whole)"
    return None


def split_k_problem(knobs: dict[str, int], k: int) -> str | None:
    """Why a setting's ``split_k`` cannot be built for a K of ``k`` (None: it can)."""
    split_k, bm, bn = knobs.get("split_k", 1), knobs.get("bm", BM), knobs["bn"]
    if split_k not in KNOBS[5].values:
        return f"split_k={split_k} is not one of {', '.join(map(str, KNOBS[5].values))}"
    if split_k == 1:
        return None
    if knobs["persistent"]:
        return f"split_k={split_k} with persistent=1 (split-K kernels launch a cluster per tile)"
    kb = knobs.get("k_boxes", 1)
    if _ceil(k, BK * kb) < SPLIT_K_MIN_STEPS * split_k:
        return (f"split_k={split_k} over {_ceil(k, BK * kb)} K steps (each of the {split_k} CTAs needs "
                f"{SPLIT_K_MIN_STEPS})")
    ring = knobs["stages"] * (bm + bn) * BK * 2 * kb
    if reduction_bytes(bn, bm) > ring:
        return (f"split_k={split_k}: the float32 tile of bm={bm}, bn={bn} ({reduction_bytes(bn, bm)} B) does not fit "
                f"the {knobs['stages']} stages' {ring} B of shared memory it is summed in")
    return None


def settings(case: Case, split_k: bool = False, ring: bool = True, short_a: bool = False,
             pingpong: bool = False, k_boxes: bool = False) -> list[dict[str, int]]:
    """Every knob setting of the case that builds (:func:`knob_values`, :func:`valid`)."""
    values = knob_values(case, split_k, ring, short_a, pingpong, k_boxes)
    combos = [dict(zip(KNOB_NAMES, c)) for c in _product([values[n] for n in KNOB_NAMES])]
    p = case.params
    return [c for c in combos if valid(c, p["M"], p["N"], p["K"])]


def _product(lists: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    import itertools

    return list(itertools.product(*lists))


def space_size(case: Case, split_k: bool = False, ring: bool = True, short_a: bool = False,
               pingpong: bool = False, k_boxes: bool = False) -> int:
    """How many kernels the space has for the case (every setting of :func:`settings`)."""
    return len(settings(case, split_k, ring, short_a, pingpong, k_boxes))


def written_form(ring: bool = True, short_a: bool = False, pingpong: bool = False, k_boxes: bool = False) -> int:
    """The form of the kernels a tuning writes: :data:`K_BOXES_FORM` with ``k_boxes`` (the tuning setting
    ``wgmma_k_boxes``), else :data:`PINGPONG_FORM` with ``pingpong`` (``wgmma_pingpong``), else
    :data:`SHORT_A_FORM` with ``short_a`` (``wgmma_short_a``), else :data:`RING_FORM` with ``ring``
    (``wgmma_ring``), else :data:`NO_RING_FORM`."""
    if k_boxes:
        return K_BOXES_FORM
    return PINGPONG_FORM if pingpong else SHORT_A_FORM if short_a else RING_FORM if ring else NO_RING_FORM


def settings_of_form(case: Case, split_k: bool, form: int) -> list[dict[str, int]]:
    """The settings of the space a tuning of ``form`` (:func:`written_form`) samples: each form's and its earlier's."""
    return settings(case, split_k, form >= RING_FORM, form >= SHORT_A_FORM, form >= PINGPONG_FORM, form >= K_BOXES_FORM)


def settings_left(case: Case, traces: Iterable[Any], split_k: bool = False, ring: bool = True,
                  short_a: bool = False, pingpong: bool = False, k_boxes: bool = False) -> int:
    """How many settings of the space (:func:`settings`) no trace measured: the traces of the form the space
    writes (:func:`written_form`) count, those of another form, whose kernels differ, do not."""
    form = written_form(ring, short_a, pingpong, k_boxes)
    space = {tuple(s[n] for n in KNOB_NAMES) for s in settings_of_form(case, split_k, form)}
    measured = {tuple(knobs_of(t)[n] for n in KNOB_NAMES) for t in traces if form_of(t) == form}
    return len(space - measured)


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


def full_knobs(knobs: dict[str, int]) -> dict[str, int]:
    """A knob setting with the knobs it lacks (a record of form 1) at their defaults (:data:`KNOB_DEFAULTS`)."""
    return {name: int(knobs[name]) if name in knobs else int(KNOB_DEFAULTS[name]) for name in KNOB_NAMES}


def kernel(case: Case | Problem, knobs: dict[str, int], sms: int = DEFAULT_SM_COUNT,
           with_func: bool = True, form: int | None = None) -> WgmmaKernel:
    """The kernel of one knob setting (module docstring; knobs left out are at their defaults:
    :func:`full_knobs`); ``sms``: the thread blocks of a persistent kernel (at most one per tile);
    ``with_func`` False: its launch and parameters only (no TIRx function is written and parsed); ``form``:
    the code of that form (:data:`FORMS`; default :data:`DEFAULT_FORM`), as a record of it measured."""
    form = DEFAULT_FORM if form is None else check_form(form)
    problem = case if isinstance(case, Problem) else Problem.of_case(case)
    full = full_knobs(knobs)
    bn, stages, group_m, persistent, bm, split_k, pingpong, k_boxes = (full[n] for n in KNOB_NAMES)
    shape = f"{problem.m}x{problem.n}x{problem.k} {problem.layout}"
    if problem.n % TMA_ALIGN or problem.k % TMA_ALIGN:
        raise ArtifactError(f"wgmma kernel: {shape}: N and K must be multiples of {TMA_ALIGN}")
    bns = (*(NARROW_BN_SHORT_A if form >= SHORT_A_FORM else ()), *KNOBS[0].values)  # form 5: n8 too
    if bm not in KNOBS[4].values or bn not in bns or (problem.layout == "NN" and bn % 64):
        raise ArtifactError(f"wgmma kernel: no tile of bm={bm}, bn={bn} for {shape} of form {form} (bm 64 or 128; bn "
                            f"{', '.join(map(str, bns))}, a multiple of 64 for NN)")
    if _ceil(problem.m, bm) % group_m:
        raise ArtifactError(f"wgmma kernel: group_m={group_m} does not divide the {_ceil(problem.m, bm)} M tiles of "
                            f"bm={bm} of {shape}")
    if not fits(full):
        raise ArtifactError(f"wgmma kernel: {stages} stages of bm={bm}, bn={bn} take "
                            f"{shared_bytes(bn, stages, bm, pingpong, k_boxes)} B of shared memory, more than sm_90's "
                            f"{shared_limit()}")
    if why := split_k_problem(full, problem.k):
        raise ArtifactError(f"wgmma kernel: {shape}: {why}")
    if pingpong and (why := pingpong_problem(full, problem.m, problem.n) or (
            f"pingpong=1 is a knob of form {PINGPONG_FORM}, not {form}" if form < PINGPONG_FORM else None)):
        raise ArtifactError(f"wgmma kernel: {shape}: {why}")
    if k_boxes != 1 and (why := k_boxes_problem(full, problem.k) or (
            f"k_boxes={k_boxes} is a knob of form {K_BOXES_FORM}, not {form}" if form < K_BOXES_FORM else None)):
        raise ArtifactError(f"wgmma kernel: {shape}: {why}")
    num_tiles = _ceil(problem.m, bm) * _ceil(problem.n, bn)
    grid = min(sms, num_tiles) if persistent else num_tiles  # thread blocks; split-K: clusters
    a_map, b_map = _tensormaps(problem, bm, bn, form)
    func = (_prim_func(problem, bm, bn, stages, group_m, grid, a_map, b_map, split_k, form, bool(pingpong), k_boxes)
            if with_func else None)
    consumers = CONSUMERS if pingpong else bm // WG_ROWS
    return WgmmaKernel(func=func, problem=problem, knobs=full, grid=(grid, 1, 1), block=(128 * (1 + consumers), 1, 1),
                       dynamic_shared_bytes=shared_bytes(bn, stages, bm, pingpong, k_boxes),
                       params=[KernelParam("A_map", a_map), KernelParam("B_map", b_map), KernelParam("C")],
                       cluster_dims=(split_k, 1, 1))


def a_box_rows(m: int, bm: int, form: int = DEFAULT_FORM) -> int:
    """Rows of A's TMA box for a problem of ``m`` rows and tiles of ``bm``: the tile's, and in kernels of
    :data:`SHORT_A_FORM` or later, where ``m`` < ``bm``, ``m`` rounded up to :data:`SWIZZLE_ROWS` (the
    rows past it in the tile's buffer are not written; module docstring)."""
    if form >= SHORT_A_FORM and m < bm:
        return min(bm, _ceil(m, SWIZZLE_ROWS) * SWIZZLE_ROWS)
    return bm


def _tensormaps(problem: Problem, bm: int, bn: int, form: int = DEFAULT_FORM) -> tuple[TensorMapSpec, TensorMapSpec]:
    """A's and B's TMA descriptors: 128-byte swizzle, boxes of one K step (A's: 64 k x ``bm`` m, or
    :func:`a_box_rows` of the ``form``; B's: NN 64 n x 64 k, the tile in ``bn / 64`` boxes; NT 64 k x ``bn`` n).
    A box reaching past the matrix (a tail of rows, columns or K) is filled with zeros
    (``CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE``), which add nothing."""
    def spec(name: str, inner: int, outer: int, box: tuple[int, int]) -> TensorMapSpec:
        return TensorMapSpec(name, "float16", 2, (inner, outer), (inner * 2,), box, (1, 1), CU_TENSOR_MAP_INTERLEAVE_NONE,
                             CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                             CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE)

    a = spec("A", problem.k, problem.m, (BK, a_box_rows(problem.m, bm, form)))
    b = spec("B", problem.n, problem.k, (64, BK)) if problem.layout == "NN" else spec("B", problem.k, problem.n, (BK, bn))
    return a, b


def _prim_func(problem: Problem, bm: int, bn: int, stages: int, group_m: int, grid: int,
               a_map: TensorMapSpec, b_map: TensorMapSpec, split_k: int = 1, form: int = 3,
               pingpong: bool = False, k_boxes: int = 1) -> Any:
    """The TIRx kernel (module docstring). Every size is a Python constant of the closure; a shape whose M
    (N) is not a multiple of ``bm`` (``bn``) gets stores of C guarded by row < M and column < N, every other
    the unguarded stores of the kernels tuned before tails (pinned: tests/test_wgmma.py). ``split_k`` above
    1: ``grid`` clusters of ``split_k`` CTAs, the split-K parts written under ``if split`` (a Python bool),
    so that ``split_k`` = 1 writes the kernel of form 2 unchanged. ``pingpong`` (``bm`` 64, persistent): two
    consumers of 64 rows, each the tiles of its turn (the thread block's tiles 0, 2, 4, ... and 1, 3, 5, ...),
    written under ``if pp`` likewise; ``k_boxes`` above 1: a K step of that many 64-K boxes of A and B, each box's
    4 wgmma into accumulators of their own (``acc[box * bn / 2 + i]``), summed before the stores, written under
    ``if multi``."""
    from tvm.script import tirx as T

    from tvm_patches import wgmma_fence

    wgmma_fence.register()  # T.cuda.wgmma.noop_barrier's codegen (tvm_patches/wgmma_fence.py)
    M, N, K = problem.m, problem.n, problem.k
    is_nn = problem.layout == "NN"  # a Python bool: TIRx takes no int as an `if` condition
    out_f16 = problem.out_dtype == "float16"
    trans_b = 1 if is_nn else 0
    pp = pingpong  # a Python bool: ping-pong consumers (each tile one consumer's, turns ordered by 2 mbarriers)
    consumers = CONSUMERS if pp else bm // WG_ROWS  # consumer warpgroups, 64 rows each
    readers = 1 if pp else consumers  # consumers that read each stage (its empty mbarrier's arrivals)
    threads = 128 * (1 + consumers)
    regs = consumers == CONSUMERS  # setmaxnreg: CUTLASS's split of 3 warpgroups' registers (256 threads need none)
    num_n = _ceil(N, bn)
    num_tiles = _ceil(M, bm) * num_n
    tiles_per_cta = -(-num_tiles // grid)
    kb = k_boxes  # 64-K boxes of A and B a stage holds: a K step of bks
    multi = kb > 1  # a Python bool: the code of several boxes a stage (form 7)
    bks = BK * kb
    kt_steps = _ceil(K, bks)  # a K tail: the last step's boxes reach past K, zero-filled on A and B
    guard = M % bm != 0 or N % bn != 0  # a Python bool: stores of C guarded by row < M, column < N
    acc_regs = bn // 2  # float32 accumulators a thread holds for m64n{bn}
    acc_all = acc_regs * kb  # and for the boxes of a stage, each its own
    a_sub, b_sub = bm * BK, BK * bn  # elements of a box of A and of B
    a_tile, b_tile = a_sub * kb, b_sub * kb  # of a stage
    stage_elems = a_tile + b_tile
    # the bytes a stage's loads complete: each box's whole (its zero fill too); A's box may be shorter than the
    # tile (form 5, M < bm: :func:`a_box_rows`), the rows past it in its buffer not written, nor stored in C
    a_rows = a_map.box_dims[1]
    if a_rows < bm and not (guard and M <= a_rows):  # the rows it leaves out only reach rows of C never stored
        raise ArtifactError(f"wgmma kernel: {M}x{N}x{K}: an A box of {a_rows} rows of a {bm}-row tile needs M <= "
                            f"{a_rows} and the stores of C guarded by row < M")
    tx_bytes = (a_rows * BK + b_sub) * 2 * kb
    stage_bytes = stage_elems * 2
    tiles_bytes = stages * stage_bytes
    smem_bytes = shared_bytes(bn, stages, bm, int(pp), kb)
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
    # split-K (a Python bool): CTA ``rank`` of a tile's cluster runs K steps [rank * kt / split_k, (rank + 1) *
    # kt / split_k) (each at least kt // split_k >= 2); the leader (rank 0) sums the partials in its ring
    split = split_k > 1
    if split and grid != num_tiles:  # every thread of a cluster takes its barriers once: one tile per cluster
        raise ArtifactError(f"wgmma kernel: split_k={split_k} launches a cluster per tile ({num_tiles}), not {grid}")
    turns = -(-tiles_per_cta // 2) if pp else tiles_per_cta  # a consumer's tiles (ping-pong: every other one)
    red_elems = consumers * 128 * acc_regs  # float32 partials, thread-major per register: [wg - 1][i][tid]

    # form 4: each K loop a serial loop of rounds around one unrolled over the ring's stages, so that a
    # step's stage and its buffers' addresses are constants of the copy (nvcc unrolled the whole K loop of
    # 4 stages only, whose modulo of the step is a mask), its phase that of the round; where each tile starts
    # at stage 0: one tile per thread block, or K steps a multiple of the stages (else the loop of form 3)
    ring = form >= 4 and (tiles_per_cta == 1 or kt_steps % stages == 0)
    tile_rounds = kt_steps // stages  # a tile's rounds (each tile of a thread block starts a round, as above)
    rounds = -(-kt_steps // stages)  # rounds of a tile's K steps (split-K: of the CTA's, k_rounds)

    def k_first(rank: Any) -> Any:  # the first K step of a split-K CTA
        return rank * kt_steps // split_k

    def k_count(rank: Any) -> Any:  # its K steps
        return (rank + 1) * kt_steps // split_k - rank * kt_steps // split_k

    # fmt: off
    @T.macro
    def load_stage(bars, smem, A_map, B_map, m_blk, n_blk, s, ph, kc):  # the producer's K step into stage s (phase
        # ph; its first k kc): A's box and B's (closure constants: this function's)
        T.cuda.mbarrier_wait(bars.ptr_to([stages + s]), ph ^ 1)  # first pass: free
        T.ptx.mbarrier.arrive.expect_tx.shared.b64(bars.ptr_to([s]), T.uint32(tx_bytes))
        if multi:  # form 7: the boxes of the step, box j at j * 64 of k
            for j in T.unroll(kb):
                T.ptx[tma_load](smem.ptr_to([s * stage_elems + j * a_sub]), T.address_of(A_map), kc + j * BK,
                                m_blk * bm, bars.ptr_to([s]))
                if is_nn:
                    for jj in T.unroll(b_loads):
                        T.ptx[tma_load](smem.ptr_to([s * stage_elems + a_tile + j * b_sub + jj * 64 * BK]),
                                        T.address_of(B_map), n_blk * bn + jj * 64, kc + j * BK, bars.ptr_to([s]))
                else:
                    T.ptx[tma_load](smem.ptr_to([s * stage_elems + a_tile + j * b_sub]), T.address_of(B_map),
                                    kc + j * BK, n_blk * bn, bars.ptr_to([s]))
        else:
            T.ptx[tma_load](smem.ptr_to([s * stage_elems]), T.address_of(A_map), kc, m_blk * bm, bars.ptr_to([s]))
            if is_nn:
                for j in T.unroll(b_loads):
                    T.ptx[tma_load](smem.ptr_to([s * stage_elems + a_tile + j * 64 * BK]),
                                    T.address_of(B_map), n_blk * bn + j * 64, kc, bars.ptr_to([s]))
            else:
                T.ptx[tma_load](smem.ptr_to([s * stage_elems + a_tile]), T.address_of(B_map),
                                kc, n_blk * bn, bars.ptr_to([s]))

    @T.macro
    def mma_stage(bars, smem, acc, desc_a, desc_b, a_at, tid, s, ph, kt, prev):  # the consumers' K step kt on stage
        # s (phase ph): wait for its loads, 4 wgmma into the accumulators (A's rows from a_at: the consumer's), one
        # group kept in flight; then release the stage of the step before (prev), whose group is done
        T.cuda.mbarrier_wait(bars.ptr_to([s]), ph)
        for i in T.unroll(acc_all):
            T.cuda.wgmma.noop_barrier(acc[i])
        T.ptx.wgmma.fence.sync.aligned()
        if multi:  # form 7: box j's wgmma into accumulators acc[j * acc_regs + i] (a chain of its own)
            for j in T.unroll(kb):
                for kk in T.unroll(BK // WGMMA_K):
                    T.cuda.wgmma.encode_matrix_descriptor(
                        desc_a.data, smem.ptr_to([s * stage_elems + a_at + j * a_sub + kk * a_kstep]), a_lbo, a_sbo, 3)
                    T.cuda.wgmma.encode_matrix_descriptor(
                        desc_b.data, smem.ptr_to([s * stage_elems + a_tile + j * b_sub + kk * b_kstep]), b_lbo, b_sbo,
                        3)
                    T.ptx[mma](*[acc[j * acc_regs + i] for i in range(acc_regs)], desc_a[0], desc_b[0], T.ptx.pred(1),
                               1, 1, 0, trans_b)
        else:
            for kk in T.unroll(BK // WGMMA_K):
                T.cuda.wgmma.encode_matrix_descriptor(
                    desc_a.data, smem.ptr_to([s * stage_elems + a_at + kk * a_kstep]), a_lbo, a_sbo, 3)
                T.cuda.wgmma.encode_matrix_descriptor(
                    desc_b.data, smem.ptr_to([s * stage_elems + a_tile + kk * b_kstep]), b_lbo, b_sbo, 3)
                T.ptx[mma](*[acc[i] for i in range(acc_regs)], desc_a[0], desc_b[0], T.ptx.pred(1), 1, 1, 0, trans_b)
        T.ptx.wgmma.commit_group.sync.aligned()
        T.ptx.wgmma.wait_group.sync.aligned(1)  # the previous step's group is done: free its buffer
        for i in T.unroll(acc_all):
            T.cuda.wgmma.noop_barrier(acc[i])
        if kt > 0:
            if tid == 0:
                T.ptx.mbarrier.arrive.shared.b64(bars.ptr_to([stages + prev]))

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
        bx = T.cluster_id([grid]) if split else T.cta_id([grid])  # split-K: a cluster per tile
        rank = T.cta_id_in_cluster([split_k]) if split else T.meta_var(0)
        tx = T.thread_id([threads])
        # [stages x (A tile | B tile)] fp16, then the full and empty mbarriers
        smem = T.alloc_buffer((smem_bytes // 2,), "float16", scope="shared.dyn", align=1024)
        bars = T.decl_buffer((2 * stages + (2 if pp else 0),), "uint64", smem.data, scope="shared.dyn", elem_offset=tiles_bytes // 8)
        acc = T.alloc_buffer((acc_all,), "float32", scope="local")
        desc_a = T.alloc_buffer((1,), "uint64", scope="local")
        desc_b = T.alloc_buffer((1,), "uint64", scope="local")
        wg = T.meta_var(tx // 128)
        tid = T.meta_var(tx % 128)
        steps = T.meta_var(k_count(rank) if split else kt_steps)  # this CTA's K steps of a tile
        k_rounds = T.meta_var((steps + stages - 1) // stages if split else rounds)  # form 4: rounds of them
        k0 = T.meta_var(k_first(rank) if split else 0)
        wg_row = T.meta_var(0 if pp else (wg - 1) * 64)  # the consumer's first row of the tile
        a_at = T.meta_var(0 if pp else (wg - 1) * 64 * BK)  # and of A's tile in a stage (elements)

        if tx == 0:
            for s in T.unroll(stages):
                T.ptx.mbarrier.init.shared.b64(bars.ptr_to([s]), T.uint32(1))  # full: the producer's arrive
                T.ptx.mbarrier.init.shared.b64(bars.ptr_to([stages + s]), T.uint32(readers))  # empty
            if pp:  # the consumers' turns: 2 * stages + c - 1, consumer c may start its next tile's K loop
                for c in T.unroll(2):
                    T.ptx.mbarrier.init.shared.b64(bars.ptr_to([2 * stages + c]), T.uint32(1))
            T.ptx.fence.mbarrier_init.release.cluster()
        if split:  # the cluster's size compiled into the kernel: __block_size__((threads), (split_k))
            with T.attr(0, "tirx.required_block_size", 1):
                T.cuda.cta_sync()
        else:
            T.cuda.cta_sync()

        if wg == 0:  # the producer
            if regs:
                T.ptx["setmaxnreg.dec.sync.aligned.u32"](PRODUCER_REGS)
            if tid == 0:
                for t in T.serial(tiles_per_cta):
                    tile = T.meta_var(bx + t * grid)
                    if tile < num_tiles:
                        m_blk = T.meta_var(tile // (group_m * num_n) * group_m + tile % group_m)
                        n_blk = T.meta_var(tile % (group_m * num_n) // group_m)
                        if ring:  # form 4: the ring's stage a constant of each unrolled copy
                            for r in T.serial(k_rounds):
                                for s in T.unroll(stages):
                                    kt = T.meta_var(r * stages + s)  # this CTA's K step of the tile
                                    if kt < steps:
                                        load_stage(bars, smem, A_map, B_map, m_blk, n_blk, s, (t * tile_rounds + r) % 2,
                                                   (k0 + kt) * bks if split else kt * bks)
                        else:
                            for kt in T.serial(steps):
                                it = T.meta_var(t * kt_steps + kt)  # the thread block's K step, across tiles
                                load_stage(bars, smem, A_map, B_map, m_blk, n_blk, it % stages, it // stages % 2,
                                           (k0 + kt) * bks if split else kt * bks)
            if split:  # every thread of every CTA takes both cluster barriers of the reduction
                T.ptx.barrier.cluster.arrive.release()
                T.ptx.barrier.cluster.wait.acquire()
                T.ptx.barrier.cluster.arrive.release()
                T.ptx.barrier.cluster.wait.acquire()
        else:  # the consumers
            if regs:
                T.ptx["setmaxnreg.inc.sync.aligned.u32"](CONSUMER_REGS)
            for t in T.serial(turns):  # ping-pong: the consumer's turns, tile tp of the thread block's
                tp = T.meta_var(t * 2 + wg - 1 if pp else t)
                tile = T.meta_var(bx + tp * grid)
                if tile < num_tiles:
                    m_blk = T.meta_var(tile // (group_m * num_n) * group_m + tile % group_m)
                    n_blk = T.meta_var(tile % (group_m * num_n) // group_m)
                    for i in T.unroll(acc_all):
                        acc[i] = T.float32(0)
                    if pp:  # the other consumer has waited for every load of the tile before this one (so each earlier
                        # fill of a stage waited on below has landed: its parity is not matched by the fill two before)
                        if tp > 0:
                            T.cuda.mbarrier_wait(bars.ptr_to([2 * stages + wg - 1]), (t + wg) % 2)
                    if ring:  # form 4: as the producer's, the stage a constant of each copy
                        for r in T.serial(k_rounds):
                            for s in T.unroll(stages):
                                kt = T.meta_var(r * stages + s)
                                if kt < steps:
                                    mma_stage(bars, smem, acc, desc_a, desc_b, a_at, tid, s, (tp * tile_rounds + r) % 2,
                                              kt, (s + stages - 1) % stages)
                    else:
                        for kt in T.serial(steps):
                            it = T.meta_var(tp * kt_steps + kt)
                            mma_stage(bars, smem, acc, desc_a, desc_b, a_at, tid, it % stages, it // stages % 2, kt,
                                      (it + stages - 1) % stages)
                    if pp:  # the other consumer's turn
                        if tid == 0:
                            T.ptx.mbarrier.arrive.shared.b64(bars.ptr_to([2 * stages + 2 - wg]))
                    T.ptx.wgmma.wait_group.sync.aligned(0)
                    for i in T.unroll(acc_all):
                        T.cuda.wgmma.noop_barrier(acc[i])
                    if multi:  # form 7: the boxes' accumulators summed into the first's
                        for i in T.unroll(acc_regs):
                            for j in T.unroll(kb - 1):
                                acc[i] = acc[i] + acc[(j + 1) * acc_regs + i]
                    if tid == 0:  # the tile's last buffer
                        T.ptx.mbarrier.arrive.shared.b64(bars.ptr_to([stages + (tp * kt_steps + steps - 1) % stages]))
                    if split:
                        # the CTA's loads have all landed (each was waited for) and its wgmma are done: the ring
                        # holds the tile's float32 partials, at [wg - 1][i][tid] (a thread's registers in order)
                        red = T.decl_buffer((red_elems,), "float32", smem.data, scope="shared.dyn")
                        red_at = T.meta_var(((wg - 1) * acc_regs) * 128 + tid)
                        if rank == 0:  # the leader's own partials, once both consumers are done with the ring
                            if regs:
                                T.ptx["bar.sync"](1, 128 * consumers)
                            for i in T.unroll(acc_regs):
                                red[red_at + i * 128] = acc[i]
                        T.ptx.barrier.cluster.arrive.release()
                        T.ptx.barrier.cluster.wait.acquire()
                        if rank != 0:  # added into the leader's (distributed shared memory)
                            remote = T.alloc_local([1], "uint32")
                            for i in T.unroll(acc_regs):
                                T.ptx.mapa.shared__cluster.u32(
                                    remote[0], T.cuda.cvta_generic_to_shared(red.ptr_to([red_at + i * 128])),
                                    T.uint32(0))
                                T.ptx["red.relaxed.cluster.shared::cluster.add.f32"](remote[0], acc[i])
                        T.ptx.barrier.cluster.arrive.release()  # the leader reads the sums; the others may exit
                        T.ptx.barrier.cluster.wait.acquire()
                        if rank == 0:
                            for i in T.unroll(acc_regs):
                                acc[i] = red[red_at + i * 128]
                    # m64nN float32 fragment: thread t (warp w, lane l) holds d[4j + {0, 1}] at
                    # (16w + l/4, 8j + 2(l%4) + {0, 1}) and d[4j + {2, 3}] 8 rows below
                    row = T.meta_var(m_blk * bm + wg_row + tid // 32 * 16 + tid % 32 // 4)
                    if rank == 0:  # split-K: the leader stores the tile (a Python True otherwise)
                        for j in T.unroll(bn // 8):
                            col = T.meta_var(n_blk * bn + j * 8 + tid % 4 * 2)
                            if guard:  # a tail of rows or columns: N is even, so col < N holds col + 1 too
                                if col < N:
                                    if row < M:
                                        if out_f16:
                                            C[row, T.Ramp(col, 1, 2)] = T.Cast("float16x2", acc[T.Ramp(j * 4, 1, 2)])
                                        else:
                                            C[row, T.Ramp(col, 1, 2)] = acc[T.Ramp(j * 4, 1, 2)]
                                    if row + 8 < M:
                                        if out_f16:
                                            C[row + 8, T.Ramp(col, 1, 2)] = T.Cast("float16x2", acc[T.Ramp(j * 4 + 2, 1, 2)])
                                        else:
                                            C[row + 8, T.Ramp(col, 1, 2)] = acc[T.Ramp(j * 4 + 2, 1, 2)]
                            elif out_f16:
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
    form = check_form(ann.get(FORM_KEY, 1))
    missing = [n for n in (*form_knobs(form), "layout", "sms") if PREFIX + n not in ann]
    if missing:
        raise ArtifactError(f"not a module of the wgmma space: no {', '.join(PREFIX + m for m in missing)} annotation")
    func = mod["main"] if hasattr(mod, "functions_items") else mod
    bufs = {str(b.name): b for b in func.params}  # TVM 0.27: a parameter is its buffer
    (m, k), n = (int(x) for x in bufs["A"].shape), int(bufs["C"].shape[1])
    problem = Problem(m, n, k, str(ann[LAYOUT_KEY]), str(bufs["C"].dtype))
    knobs = {name: int(ann[PREFIX + name]) for name in form_knobs(form)}
    return kernel(problem, knobs, int(ann[SMS_KEY]), with_func, form)


def generate(mod: Any, host: Any = None) -> tuple[Any, Any]:
    """The builder's generator (tvm_patches.builder.GENERATOR_KEY): the TIRx module of the kernel an
    annotated workload module names, and the ``sm_90a`` target to compile it for (``host``: the
    workload target's host, or None)."""
    wgmma_kernel = kernel_of_module(mod)
    return wgmma_kernel.module(), target(host)


def schedule(sch: Any, case: Case, sms: int, split_k: bool = False, form: int = DEFAULT_FORM) -> None:
    """The space's schedule function: each knob sampled and annotated on the root block (module docstring);
    ``split_k``: :func:`knob_values`'s; ``form``: the form annotated, so the kernels built (:data:`FORMS`)."""
    from tvm_patches.builder import GENERATOR_KEY

    values = knob_values(case, split_k, ring=form >= 4, short_a=form >= SHORT_A_FORM,  # form 5: form 4's, bn 8 too
                         pingpong=form >= PINGPONG_FORM,  # form 6: form 5's, pingpong too
                         k_boxes=form >= K_BOXES_FORM)  # form 7: form 6's, k_boxes too
    root = sch.get_sblock("root")
    for name in form_knobs(form):  # the knobs a record of the form holds
        vals = values[name]
        rv = sch.sample_categorical(candidates=list(vals), probs=[1.0 / len(vals)] * len(vals))
        sch.annotate(root, PREFIX + name, rv)
    sch.annotate(root, LAYOUT_KEY, case.params["layout"])
    sch.annotate(root, SMS_KEY, sms)
    sch.annotate(root, FORM_KEY, check_form(form))
    sch.annotate(root, GENERATOR_KEY, GENERATOR)


def shared_memory_postproc() -> Any:
    """A post-processor that rejects the knob settings outside the space (:func:`valid`: their shared
    memory does not fit, ``group_m`` does not divide the M tiles of their ``bm``, stages beyond K, persistent
    kernels of few tiles): the search draws
    another instead of building one that cannot launch (or that repeats another). M, N and K are read from
    the module's A and C."""
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
            knobs = full_knobs({n: int(ann[PREFIX + n]) for n in KNOB_NAMES if PREFIX + n in ann})
            func = sch.mod["main"]
            bufs = {str(b.name): b for b in func.params}
            (rows, depth), cols = (int(x) for x in bufs["A"].shape), int(bufs["C"].shape[1])
            return valid(knobs, rows, cols, depth)

        def clone(self) -> Any:
            return WgmmaSharedMemory()

    return WgmmaSharedMemory()


def space_generator(case: Case, sms: int | None = None, split_k: bool = False, form: int = DEFAULT_FORM) -> Any:
    """The TuneContext's space generator: :func:`schedule` as a ``ScheduleFn`` space, no schedule rules,
    :func:`shared_memory_postproc` only, and the template's categorical mutator. ``sms``: the SM count
    persistent kernels are built for (None: :func:`sm_count`); ``split_k``: the knob's values above 1
    too (:func:`knob_values`); ``form``: the kernels' form (:func:`schedule`)."""
    from tvm.s_tir.meta_schedule.space_generator import ScheduleFn

    from .template import categorical_mutator

    check_case(case)
    count = sm_count() if sms is None else sms

    def fn(sch: Any) -> Any:
        schedule(sch, case, count, split_k, form)
        return sch

    return ScheduleFn(fn, sch_rules=[], postprocs=[shared_memory_postproc()],
                      mutator_probs={categorical_mutator(): 1.0})


def check_form(form: Any) -> int:
    """A record's or module's form (:data:`FORM`), one this code builds (:data:`FORMS`); a one-line error if not."""
    if int(form) not in FORMS:
        raise ArtifactError(f"a record of form {int(form)} of the wgmma space, whose kernels this code (form {FORM}) "
                            f"does not build: tune the case again")
    return int(form)


def form_knobs(form: int) -> tuple[str, ...]:
    """The knobs a record of ``form`` holds: those of that form or earlier (:data:`KNOB_FORMS`)."""
    return tuple(n for n in KNOB_NAMES if KNOB_FORMS[n] <= form)


def _constants(as_json: list[Any]) -> dict[str, Any]:
    """The constant annotations of a trace's JSON (:data:`PREFIX` keys), by name."""
    return {str(inst[2][0])[len(PREFIX):]: inst[1][1] for inst in as_json[0]
            if inst[0] == "Annotate" and str(inst[2][0]).startswith(PREFIX)}


def form_of(trace: Any) -> int:
    """The form a trace of the space (or its JSON) was tuned in (none annotated: form 1)."""
    return int(_constants(trace if isinstance(trace, list) else trace.as_json()).get("form", 1))


def sms_of(trace: Any) -> int:
    """The SM count a trace of the space was tuned for (its ``artifact.wgmma.sms`` annotation)."""
    sms = _constants(trace if isinstance(trace, list) else trace.as_json()).get("sms")
    if sms is None:
        raise ArtifactError(f"not a trace of the wgmma space: no {SMS_KEY} annotation")
    return int(sms)


def knobs_of(trace: Any) -> dict[str, int]:
    """The knob values of a trace of the space (a ``Trace`` or its JSON as a record holds it), by name, every
    knob of today's space (a record of form 1: those it lacks at their defaults, :func:`full_knobs`); a
    one-line error for a trace of a form this code does not build (:data:`FORMS`; none annotated: form 1)."""
    as_json = trace if isinstance(trace, list) else trace.as_json()
    form = check_form(_constants(as_json).get("form", 1))
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
    if set(knobs) != set(form_knobs(form)):
        raise ArtifactError(f"not a trace of the wgmma space: knobs {sorted(knobs)}, the space (form {form}) has "
                            f"{list(form_knobs(form))}")
    return full_knobs({name: int(knobs[name]) for name in form_knobs(form)})


def is_wgmma_trace(trace: Any) -> bool:
    """Does a trace (or its JSON) come from this space?"""
    return GENERATOR in str(trace if isinstance(trace, list) else trace.as_json())
