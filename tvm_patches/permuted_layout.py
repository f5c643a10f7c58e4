"""A MetaSchedule post-processor that rejects tensor-core schedules whose permuted shared-memory layout
cannot be lowered (TVM 0.27).

Why: MetaSchedule's ``MultiLevelTilingTensorCore`` rule, with an MMA intrinsic group, annotates the
blocks that copy the operands to shared memory (and the ``ldmatrix`` blocks that read them) with
``permuted_layout``. The lowering pass ``InjectPermutedLayout`` (tvm/s_tir/pipeline.py; C++
``src/s_tir/transform/inject_permuted_layout.cc``) then swizzles every shared buffer accessed under
those blocks, in 8-element (16-byte) units, and supports only a buffer whose last dimension (its row,
in elements) is a multiple of 64, or a multiple of 32 with an even second-to-last dimension. Any other
buffer stops the build with::

    Check failed: (buffer_row_size % 32 == 0) is false: Permuted SLayout for BufferVar
    "A_reindex_shared.dyn" with shape (256, 16) is not supported since its second dimension is not
    divisible by 32

For a GEMM, A's shared tile is [M tile, K tile] and B's [K tile, N tile]; the rule's M and N tiles are
multiples of 32, so a candidate fails exactly when its K tile (8 x the product of the two inner
reduction factors) is not a multiple of 32: K tiles of 8 and 16, or 24 and 48 where K has a factor 3.
None of MetaSchedule's post-processors sees this (``VerifyGPUCode`` lowers with its own list of
passes, which leaves ``InjectPermutedLayout`` out), so about half the fp16 GEMM candidates of the
automatic space were sent to the builder, failed there and were recorded as failed trials.

:class:`PermutedLayoutCheck` runs, on the post-processed schedule, TVM's own lowering passes up to and
including ``InjectPermutedLayout`` (:data:`PASSES_BEFORE`, the order of
``tvm.s_tir.pipeline.default_s_tir_pipeline``) and rejects the schedule if they raise: the builder
runs the same passes in the same order, so such a candidate could never build. The search then
discards it as it discards a ``VerifyGPUCode`` failure, before any build, and draws another. A
schedule that passes is unchanged (the passes lower a copy of its module), so every schedule that
builds is accepted as before, and a tuning record replays as before (the check adds nothing to the
trace).

Cost: the check itself takes ~5 ms a schedule on one core (``VerifyGPUCode`` ~13 ms), with the GIL
released inside the passes. The search has to draw about twice as many schedules to fill a batch
with valid ones, so a draw of the evolutionary search takes longer, and none of its candidates fails
to build (tvm_patches/README.md).
"""

from __future__ import annotations

from typing import Any

# tvm.s_tir.pipeline.default_s_tir_pipeline's passes before InjectPermutedLayout, in its order
# (tests/test_tensor_core.py checks this list against TVM's source).
PASSES_BEFORE = (
    "CanonicalizeLoop", "LowerCrossThreadReduction", "LowerInitBlock", "PlanAndUpdateBufferAllocationLocation",
    "ConvertBlocksToOpaque", "LiftThreadBinding", "ManifestSharedMemoryLocalStage", "CompactBufferAllocation",
    "LowerAutoCopy", "UnifyThreadBinding", "LowerMatchBuffer", "StmtSimplify",
)
CHECKED_PASS = "InjectPermutedLayout"


def lowering_error(mod: Any, target: Any) -> str | None:
    """The error TVM's lowering raises on a scheduled module up to ``InjectPermutedLayout``, or None."""
    import tvm
    from tvm import s_tir

    passes = [getattr(s_tir.transform, name)() for name in (*PASSES_BEFORE, CHECKED_PASS)]
    if target is not None:
        host = target.host if target.host is not None else tvm.target.Target({"kind": "llvm"})
        passes.insert(0, tvm.tirx.transform.BindTarget(target.with_host(host)))
    try:
        tvm.transform.Sequential(passes)(mod)
    except Exception as err:  # noqa: BLE001 - TVM raises InternalError, ValueError, TypeError...: the builder would too
        return str(err)
    return None


def postproc(target: Any = None) -> Any:
    """A new :class:`PermutedLayoutCheck` (a MetaSchedule ``Postproc`` object) for ``target``, or for
    the target of the TuneContext it is initialized with."""
    return _make_class()(target)


_CLASS: Any = None


def _make_class() -> Any:
    """The PyPostproc subclass, defined on first use so that importing this module does not import TVM."""
    global _CLASS  # noqa: PLW0603 - one registered class per process
    if _CLASS is not None:
        return _CLASS
    from tvm.ir.utils import derived_object
    from tvm.s_tir.meta_schedule.postproc import PyPostproc

    @derived_object
    class PermutedLayoutCheck(PyPostproc):
        """Rejects a schedule whose lowering fails up to ``InjectPermutedLayout`` (module docstring)."""

        def __init__(self, target: Any = None) -> None:
            super().__init__()
            self.target = target

        def _initialize_with_tune_context(self, context: Any) -> None:
            self.target = context.target

        def apply(self, sch: Any) -> bool:
            return lowering_error(sch.mod, self.target) is None

        def clone(self) -> Any:
            return PermutedLayoutCheck(self.target)

    _CLASS = PermutedLayoutCheck
    return _CLASS
