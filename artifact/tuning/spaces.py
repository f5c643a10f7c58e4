"""The search space of each case: TVM's default CUDA space for fp32, a tensor-core space for fp16 inputs.

fp32 cases keep MetaSchedule's default (``post-order-apply`` with the target's rules), unchanged.

fp16 cases (artifact.catalog.DTYPES) are tuned with MetaSchedule's ``MultiLevelTilingTensorCore`` rule
with software pipelining, given the intrinsic group that fits the case, the ``cuda-tensorcore``
postprocessors and mutators, and one more postprocessor (:func:`tensor_core_postprocs`,
tvm_patches/permuted_layout.py) that rejects the MMA candidates whose shared-memory tiles TVM's
``InjectPermutedLayout`` pass cannot permute (K tiles that are not a multiple of 32 elements), which
would fail to build. TVM 0.27's ``space="cuda-tensorcore"`` is not used as is: its rule list
applies a WMMA rule first, which takes every matmul-like block, so its MMA rule (the only one that
pipelines with asynchronous copies) never produces a sketch, and WMMA kernels have neither ``cp.async``
nor ``ldmatrix``. Here:

* GEMM NN and conv2d: the MMA group of tvm_patches/mma_m16n8k16.py (``mma.sync.m16n8k16``, operands
  loaded from dynamic shared memory by ``ldmatrix.x4`` of 16 x 16 tiles, B with ``.trans``; TVM's own
  accumulator initialisation and store). TVM's own MMA group issues ``mma.sync.m16n8k8``, whose own
  peak lies well below cuBLAS's fp16 GEMM (benchmarks/mma_ceiling.py measures both); records tuned with it
  still replay (their traces name TVM's intrinsics). With ``use_software_pipeline`` the rule annotates
  the outer reduction loop with ``software_pipeline_async_stages`` (3 stages), which the builder lowers
  to ``cp.async`` (tvm_patches.builder.pass_config).
* GEMM NT: TVM registers the MMA B-operand load only for a [K, N] tile in shared memory, so B [N, K]
  is gathered with a stride of K into it; 8-lane fp16 copies with a strided index are rejected by
  ``VerifyGPUCode`` (its int32x8 index is 32 bytes > 16), so every MMA candidate of an NT GEMM is
  invalid. NT uses the WMMA group with ``B`` transposed (``wmma_*_trans``) and software pipelining
  (double-buffered shared memory and fragments, no ``cp.async``).

``artifact tune --space template`` uses instead a hand-written GEMM template whose knobs MetaSchedule
samples (artifact/tuning/template.py), side by side with the automatic space above; ``--space wgmma``
a Hopper (sm_90) GEMM of ``wgmma.mma_async`` and TMA written in TVM's TIRx, whose knobs MetaSchedule
samples and whose kernels the builder generates (artifact/tuning/wgmma.py). Each writes its results
under ``<results>/<space>/`` (:func:`space_results`).

The target of a tensor-core case allows the GPU's opt-in shared memory per block
(:func:`tensor_core_target`): TVM's allocations here are dynamic shared memory, and a 3-stage pipeline
of 128x128x32 fp16 tiles alone takes 48 KB.
"""

from __future__ import annotations

from typing import Any

from ..catalog import Case
from ..errors import ArtifactError
from .target import SHARED_MEMORY_OPTIN_BYTES

MIN_TENSOR_CORE_ARCH = 80  # cp.async and the MMA pipeline need sm_80 or later


def _arch(target_json: dict[str, Any]) -> str:
    return str(target_json.get("arch", "")).rstrip("a")


def tensor_core_target(target_json: dict[str, Any]) -> dict[str, Any]:
    """The target for a tensor-core case: ``target_json`` with the arch's opt-in shared memory limit."""
    arch = _arch(target_json)
    digits = arch.removeprefix("sm_")
    if not digits.isdigit() or int(digits) < MIN_TENSOR_CORE_ARCH:
        raise ArtifactError(f"fp16 cases are tuned for tensor cores with cp.async pipelines, which need sm_80 or "
                            f"later; the target's arch is {arch or 'not set'}")
    limit = SHARED_MEMORY_OPTIN_BYTES.get(arch)
    if limit is None:
        raise ArtifactError(f"no opt-in shared memory limit known for {arch} "
                            f"(artifact/tuning/target.py: SHARED_MEMORY_OPTIN_BYTES)")
    return {**target_json, "max_shared_memory_per_block": limit}


def case_target(case: Case, target_json: dict[str, Any]) -> dict[str, Any]:
    """The target a case is tuned for: the tensor-core target for fp16 cases on CUDA, else ``target_json``."""
    if case.tensor_core and target_json.get("kind") == "cuda":
        return tensor_core_target(target_json)
    return target_json


def intrin_group(case: Case) -> dict[str, str]:
    """The tensor intrinsics of the case's tensor-core space (see the module docstring)."""
    acc = "f32"  # every dtype accumulates in float32 (artifact.catalog.DTYPE_PARTS)
    if case.kind == "gemm" and case.layout == "NT":
        return {"init": f"wmma_fill_16x16x16_{acc}", "load_a": "wmma_load_16x16x16_f16_a_shared_dyn",
                "load_b": "wmma_load_16x16x16_f16_b_trans_shared_dyn",
                "compute": f"wmma_sync_16x16x16_f16f16{acc}_trans",
                "store": f"wmma_store_16x16x16_{acc}_shared"}
    from tvm_patches import mma_m16n8k16 as mma

    return {"init": mma.INIT, "load_a": mma.LOAD_A, "load_b": mma.LOAD_B, "compute": mma.MMA_SYNC, "store": mma.STORE}


def tensor_core_rules(case: Case) -> list[Any]:
    """MetaSchedule's rules for the case's tensor-core space (TVM's cuda-tensorcore defaults otherwise)."""
    from tvm.s_tir.meta_schedule import schedule_rule as R

    from tvm_patches import mma_m16n8k16

    mma_m16n8k16.register()
    group = intrin_group(case)
    mma = group["compute"].startswith("mma_sync")
    return [
        R.MultiLevelTilingTensorCore(
            intrin_groups=[group], structure="SSSRRSRS", tile_binds=["blockIdx.y", "blockIdx.x", "threadIdx.y"],
            max_innermost_factor=4, vector_load_lens=[1, 2, 3, 4, 8, 16],
            reuse_read=R.ReuseType(req="must", levels=[4], scope="shared.dyn"),
            # WMMA stages its output through shared memory; MMA writes its fragments to global memory
            reuse_write=R.ReuseType(req="no", levels=[2], scope="shared.dyn") if mma
            else R.ReuseType(req="must", levels=[2], scope="shared"),
            use_software_pipeline=mma),  # WMMA pipelines fail to build in TVM 0.27 (fragment_info_)
        R.AutoInline(into_producer=True, into_consumer=True, inline_const_tensor=True, disallow_if_then_else=False,
                     require_injective=False, require_ordered=False, disallow_op=None),
        R.CrossThreadReduction(thread_extents=[4, 8, 16, 32, 64, 128, 256, 512]),
        R.ParallelizeVectorizeUnroll(max_jobs_per_core=-1, max_vectorize_extent=-1,
                                     unroll_max_steps=[0, 16, 64, 512, 1024], unroll_explicit=True),
        R.AutoBind(),
    ]


SPACES = ("auto", "template", "wgmma")  # `artifact tune --space`
KNOB_SPACES = ("template", "wgmma")  # spaces of sampled knobs, each with its own results tree


def space_results(results: Any, space: str) -> Any:
    """Where ``artifact tune --space <space>`` writes: ``<results>`` for ``auto``, ``<results>/<space>/``
    for the knob spaces (then select, export and measure with ``--results <results>/<space>``)."""
    return results if space == "auto" else results / space


def check_space_case(case: Case, space: str) -> None:
    """Does the space take the case (a one-line error if not)?"""
    if space == "template":
        from .template import check_case

        check_case(case)
    elif space == "wgmma":
        from .wgmma import check_case as check_wgmma_case

        check_wgmma_case(case)


def check_space_target(space: str, target_json: dict[str, Any]) -> None:
    """Does the space take the target (a one-line error if not)? The knob spaces are CUDA GEMMs; wgmma's
    is sm_90's."""
    kind = target_json.get("kind")
    if space in KNOB_SPACES and kind != "cuda":
        raise ArtifactError(f"--space {space} is a CUDA tensor-core GEMM; the target is {kind}")
    if space == "wgmma":
        from .wgmma import check_target

        check_target(target_json)


def space_size(case: Case, space: str, wgmma_split_k: bool = False, wgmma_ring: bool = True,
               wgmma_short_a: bool = False, wgmma_pingpong: bool = False, wgmma_k_boxes: bool = False) -> int | None:
    """How many knob settings a knob space has for the case (None for ``auto``); ``wgmma_split_k``,
    ``wgmma_ring``: the wgmma space with its split-K kernels, with its kernels of form 4 and their deeper
    rings (else form 3's space; the tuning settings); ``wgmma_short_a``: of form 5, form 4's settings and
    ``bn`` 8 for decode; ``wgmma_pingpong``: of form 6, form 5's and the knob ``pingpong``; ``wgmma_k_boxes``: of
    form 7, form 6's and the knob ``k_boxes`` (artifact.tuning.wgmma.knob_values)."""
    if space == "template":
        from .template import space_size as template_size

        return template_size(case)
    if space == "wgmma":
        from .wgmma import settings_of_form, written_form

        return len(settings_of_form(case, wgmma_split_k, written_form(wgmma_ring, wgmma_short_a, wgmma_pingpong,
                                                                      wgmma_k_boxes)))
    return None


def settings_left(case: Case, space: str, traces: list[Any], wgmma_split_k: bool = False,
                  wgmma_ring: bool = True, wgmma_short_a: bool = False, wgmma_pingpong: bool = False,
                  wgmma_k_boxes: bool = False) -> int | None:
    """How many settings of a knob space whose size is exact (``wgmma``) the traces of earlier trials of the
    form the run writes have not measured, so that a run ends once it has measured them all; None for the
    others (``auto``; ``template``, whose size is a bound: artifact.tuning.template.space_size)."""
    if space != "wgmma":
        return None
    from .wgmma import settings_left as wgmma_left

    return wgmma_left(case, traces, wgmma_split_k, wgmma_ring, wgmma_short_a, wgmma_pingpong, wgmma_k_boxes)


def space_generator(case: Case, target_kind: str, space: str = "auto", wgmma_split_k: bool = False,
                    wgmma_ring: bool = True, wgmma_short_a: bool = False, wgmma_pingpong: bool = False,
                    wgmma_k_boxes: bool = False) -> Any:
    """The TuneContext's space generator. ``auto``: ``post-order-apply`` (TVM's defaults for the target)
    for fp32 cases and CPU targets, the tensor-core space for fp16 cases on CUDA. ``template``: the
    hand-written GEMM template whose knobs MetaSchedule samples (artifact/tuning/template.py).
    ``wgmma``: the sm_90 wgmma/TMA GEMM whose knobs MetaSchedule samples (artifact/tuning/wgmma.py), with
    its split-K kernels where ``wgmma_split_k``, its kernels of form 4 where ``wgmma_ring`` (else of form 3), of
    form 5 where ``wgmma_short_a``, of form 6 where ``wgmma_pingpong``, of form 7 where ``wgmma_k_boxes``
    (artifact.tuning.wgmma.written_form)."""
    if space == "template":
        if target_kind != "cuda":
            raise ArtifactError(f"the template space is a CUDA tensor-core GEMM; the target is {target_kind}")
        from . import template

        return template.space_generator(case)
    if space == "wgmma":
        if target_kind != "cuda":
            raise ArtifactError(f"the wgmma space is a CUDA sm_90 GEMM; the target is {target_kind}")
        from . import wgmma

        return wgmma.space_generator(case, split_k=wgmma_split_k, form=wgmma.written_form(wgmma_ring, wgmma_short_a,
                                                                                           wgmma_pingpong, wgmma_k_boxes))
    if space != "auto":
        raise ArtifactError(f"unknown search space {space!r}: one of {', '.join(SPACES)}")
    if not (case.tensor_core and target_kind == "cuda"):
        return "post-order-apply"
    from tvm.s_tir.meta_schedule.space_generator import PostOrderApply

    return PostOrderApply(sch_rules=tensor_core_rules(case), postprocs=tensor_core_postprocs(),
                          mutator_probs="cuda-tensorcore")


def tensor_core_postprocs() -> list[Any]:
    """TVM's ``cuda-tensorcore`` post-processors, then :mod:`tvm_patches.permuted_layout`'s check, which
    rejects the MMA candidates whose permuted shared-memory layout TVM cannot lower (K tiles of 8, 16,
    24 or 48 elements), so that they are discarded by the search instead of failing in the builder."""
    from tvm.s_tir.meta_schedule.postproc import Postproc

    from tvm_patches.permuted_layout import postproc

    return [*Postproc.create("cuda-tensorcore"), postproc()]
