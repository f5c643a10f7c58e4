"""A hand-written tensor-core GEMM template whose knobs MetaSchedule samples and tunes.

The template is one schedule (:func:`schedule_template`) of an fp16 GEMM (float32 accumulation,
float32 or float16 output), NN (B [K, N]) or NT (B [N, K]), for sm_80 and later: thread blocks of
warps, each warp a tile of ``mma.sync.m16n8k16`` instructions fed by ``ldmatrix`` from dynamic shared
memory, the shared-memory tiles of A and B filled by a software pipeline of ``stages`` K tiles
(``cp.async`` when the async-copy knob is on), and the fragments double-buffered by an inner
pipeline whose first fragments are loaded one K tile ahead (below). TVM 0.27 offers two tensor-core paths for sm_90: WMMA (``wmma::mma_sync``, no ``ldmatrix``,
its pipelines fail to build) and MMA (``ptx_ldmatrix``, ``ptx_mma``) on the fragment scopes
``m16n8k8.matrixA/B/C``; it has no ``wgmma`` or TMA tensor intrinsics for MetaSchedule's schedules.
TVM 0.27's TIRx (``tvm.script.tirx`` and its ``T.ptx`` dialect) can write Hopper's ``wgmma`` and TMA
kernels, outside MetaSchedule's tensor intrinsics: that is the ``wgmma`` space (artifact/tuning/wgmma.py).

Why m16n8k16: TVM registers its MMA intrinsics for those scopes with ``mma.sync.m16n8k8`` only, whose
peak lies well below cuBLAS's fp16 GEMM while ``m16n8k16``'s reaches it (benchmarks/mma_ceiling.py
measures both on the local GPU). The template, like the automatic space, uses the ``ldmatrix.x4`` of 16 x 16
tiles and the ``mma.sync.m16n8k16`` of tvm_patches/mma_m16n8k16.py on TVM's fragment scopes; the
accumulators keep TVM's layout (its initialisation and stores are TVM's).

Pipelines (as TVM's own MMA rule and CUTLASS's multistage main loop do): the K-tile loop's stages are
``[copy A, copy B, first fragments, fragment body, fragment epilogue] = [0, 0, stages - 2, stages - 1,
stages - 1]`` in the order ``[0, 1, 3, 2, 4]``: the fragments of a K tile's first ldmatrix step are loaded
while the previous tile's last mma step runs, so the tensor cores do not wait at each K tile for the
barrier, the copies' address arithmetic and the first ldmatrix (without it, 11 ldmatrix and ~70
integer instructions lie between one tile's last mma and the next one's first, in every knob setting). ``cp.async.wait_group`` then waits down to ``stages - 2``
tiles in flight. A trace cannot hold ``stages - 2`` as an expression of a sampled variable, so the
number of stages is not a knob but a design space: one per value of :data:`STAGES` (3 and 4; 2 leaves
no stage for the prefetch), each annotating the root block ``artifact.stages`` with its value.

Every knob is a ``sample_categorical`` instruction whose value is used as a random variable (split
factors, annotation values), never read back in Python: the trace of a candidate therefore holds
the knobs' decisions, a tuning record replays to the same kernel (``select``, ``export``), and the
evolutionary search draws and mutates the knobs as it does TVM's own sampling decisions. The knobs
(:data:`KNOBS`; values in elements unless said):

    warps_m, warps_n     warps of a thread block along M and N: 1, 2, 4 (32 to 512 threads)
    warp_m               rows of C a warp computes: 32, 64 (2 or 4 mma tiles of 16 rows)
    warp_n               columns of C a warp computes: 32, 64 (4 or 8 mma tiles of 8 columns)
    k_inner              K elements a warp's fragments hold per ldmatrix step: 16 (32, i.e. 2 x 16, spills
                         92-112 bytes of registers inside the K loop once the first fragments are prefetched:
                         ptxas for sm_90, 64 x 64 warp tiles, 3 and 4 stages)
    k_steps              ldmatrix steps per shared-memory K tile: 2, 4
    async_copy           1: the tiles are copied with cp.async (stage 0 of the K pipeline is asynchronous,
                         lowered to cp.async by the builder's tirx.use_async_copy, tvm_patches.builder), 0: not

No unroll knob: the kernel's inner loops have fixed trip counts that nvcc unrolls whatever TVM's
auto-unroll limit (0, 16, 64 and 512 gave the same machine code), so it only multiplied the space by 5.

Derived: the block tile is ``BM = warps_m * warp_m`` by ``BN = warps_n * warp_n`` (32 to 256 each),
its K tile ``BK = k_inner * k_steps`` (32 or 64). Constraints: M, N and K multiples of 32 (the
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

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tvm_patches.mma_m16n8k16 import LOAD_A, LOAD_B, LOAD_B_NK, MMA_SYNC

from ..catalog import Case
from ..errors import ArtifactError

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
    Knob("k_inner", (16,), "K elements per ldmatrix step", unit=16),  # mma tiles of 16
    Knob("k_steps", (2, 4), "ldmatrix steps per shared-memory K tile"),
    Knob("async_copy", (0, 1), "copy the tiles with cp.async", offset=1),  # the async stage: -1 (none) or 0
)
STAGES = (3, 4)  # shared-memory buffers of the K pipeline: one design space each (module docstring)
STAGES_KEY = "artifact.stages"  # the root block's annotation naming a design space's stages
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


def space_size(case: Case) -> int:
    """How many knob settings the template has for the case, over its design spaces: an upper bound
    of the schedules a search can measure, since ``VerifyGPUCode`` rejects some (too much shared
    memory, too many threads). A tuning run that measured all it could ends early, and says so."""
    return math.prod(len(v) for v in knob_values(case).values()) * len(STAGES)


def _sample(sch: Any, knob: Knob, values: tuple[int, ...]) -> Any:
    """A categorical sampling instruction over the knob's values (as the trace holds them), uniform."""
    n = len(values)
    return sch.sample_categorical(candidates=[knob.encode(v) for v in values], probs=[1.0 / n] * n)


def schedule_template(sch: Any, case: Case, stages: int = STAGES[0]) -> None:
    """Apply the template with ``stages`` shared-memory buffers to ``sch`` (the case's PrimFunc), sampling
    every knob (module docstring)."""
    if stages not in STAGES:
        raise ArtifactError(f"the GEMM template takes {' or '.join(map(str, STAGES))} stages, not {stages}")
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

    # accumulators in registers, written to global memory (and cast to fp16) from there; TVM stages them
    # through shared memory, and 16-byte vectors make its copy to C float4 stores (32 instead of 128 scalar
    # stores a thread for a 64x64 warp tile, the same element mapping)
    c_store = sch.write_at(warps, mma, 0, "m16n8k8.matrixC")
    sch.annotate(c_store, "vector_bytes", 16)
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
    # [copy A, copy B, first fragments, fragment body, fragment epilogue]: the first fragments of a K tile
    # one tile ahead of its mma, issued between the fragment body and epilogue (module docstring)
    sch.annotate(ko, "software_pipeline_stage", [0, 0, stages - 2, stages - 1, stages - 1])
    sch.annotate(ko, "software_pipeline_order", [0, 1, 3, 2, 4])
    async_stage = knob["async_copy"]  # 0: the copies (stage 0) are asynchronous; -1: no stage is
    sch.annotate(ko, "software_pipeline_async_stages", [async_stage])
    # used outside an array too: TVM's trace simplification (Trace.simplified, used on every design
    # space) drops a sampling instruction whose variable is only used inside an array
    sch.annotate(root, "artifact.async_stage", async_stage)
    sch.annotate(root, STAGES_KEY, stages)


def register_intrinsics() -> None:
    """The template's tensor intrinsics: tvm_patches/mma_m16n8k16.py's."""
    from tvm_patches import mma_m16n8k16

    mma_m16n8k16.register()


TEMPLATE_DIR = "template"  # <results>/template/: the template's results tree, one case directory per case


def template_results(results: Path) -> Path:
    """Where ``artifact tune --space template`` writes: ``<results>/template/`` (the layout of a results
    directory, artifact.layout), read by select, export and measure given ``--results <results>/template``
    and by the four-way table (artifact.fourway.report)."""
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
    MetaSchedule ``ScheduleFn`` space (one design space per value of :data:`STAGES`), TVM's tensor-core post-processors (tensorization, and
    ``VerifyGPUCode`` against the target's shared memory and thread limits), and
    :func:`categorical_mutator` for the evolutionary search."""
    from tvm.s_tir.meta_schedule.space_generator import ScheduleFn

    check_case(case)
    register_intrinsics()

    def schedule(sch: Any) -> list[Any]:
        spaces = []
        for stages in STAGES:  # one design space per number of stages
            space = sch.copy()
            schedule_template(space, case, stages)
            spaces.append(space)
        return spaces

    return ScheduleFn(schedule, sch_rules=[], postprocs="cuda-tensorcore", mutator_probs={categorical_mutator(): 1.0})


def knobs_of(trace: Any) -> dict[str, int]:
    """The knob values of a template trace and its number of ``stages``, by name: a ``Trace``, or its JSON
    as a tuning record holds it (``[instructions, decisions]``, an instruction ``[kind, inputs, attrs,
    outputs]``, a decision ``[instruction index, decision]``)."""
    as_json = trace if isinstance(trace, list) else trace.as_json()
    insts = [(inst[0], [int(c) for c in inst[2][0]]) if inst[0] == "SampleCategorical" else (inst[0], [])
             for inst in as_json[0]]
    decisions = {int(i): d for i, d in as_json[1]}
    if MMA_SYNC not in str(as_json):
        raise ArtifactError("not a trace of the GEMM template: no mma.sync.m16n8k16 (a record of the earlier "
                            "m16n8k8 template, or of the automatic space)")
    stages = [inst[1][1] for inst in as_json[0] if inst[0] == "Annotate" and inst[2] == [STAGES_KEY]]
    if not stages:
        raise ArtifactError("a record of an earlier form of the GEMM template (stages and unroll as knobs, no "
                            "fragment prefetch across K tiles): tune the case again")
    sampled = [n for n, (kind, _) in enumerate(insts) if kind == "SampleCategorical"][:len(KNOBS)]
    if len(sampled) != len(KNOBS) or any(n not in decisions for n in sampled):
        raise ArtifactError(f"not a trace of the GEMM template: {len(sampled)} decided categorical samples, "
                            f"the template has {len(KNOBS)} knobs")
    knobs = {knob.name: knob.decode(insts[n][1][int(decisions[n])]) for knob, n in zip(KNOBS, sampled)}
    return {**knobs, "stages": int(stages[0])}
