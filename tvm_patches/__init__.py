"""What this artifact changes or extends in Apache TVM 0.27's MetaSchedule, for tuning speed.

Nothing here edits TVM's installed files: each piece plugs into an extension point that TVM
offers (the LocalBuilder's ``f_build``/``f_export`` and the task scheduler's parts). Each piece is
documented in tvm_patches/README.md (why, how to turn it off, where its A/B result lives) and tested
by a test that fails without it.

* :mod:`tvm_patches.builder` -- build workers that skip the ~15-25 s import of every tensor
  intrinsic that TVM's default build function does in each fresh worker, and that link the
  candidate into a shared library in the (parallel) builder instead of the (serial) runner.
* :mod:`tvm_patches.evaluator` -- the runner's evaluator: one kept round of ``min_repeat_ms``
  planned from a 2 ms probe instead of TVM's ramp of ``number`` (about half the runner's time per
  candidate), and its worker on one host thread (a fraction of the CPU time per candidate).
* :mod:`tvm_patches.mma_m16n8k16` -- ``mma.sync.m16n8k16`` and its ``ldmatrix.x4`` loads on TVM's
  MMA fragment scopes, for the fp16 spaces: TVM's own group issues ``m16n8k8``, whose own peak lies
  well below cuBLAS's fp16 GEMM (``m16n8k16``'s reaches it).
* :mod:`tvm_patches.nvrtc_headers` -- NVRTC compiles against three minimal in-memory headers
  instead of parsing libcu++ for every candidate (retried exactly as TVM would if they fail).
* :mod:`tvm_patches.permuted_layout` -- a post-processor of the fp16 tensor-core space that rejects
  the MMA schedules whose shared-memory tiles TVM's ``InjectPermutedLayout`` pass cannot permute (K
  tiles of 8, 16, 24 or 48 elements), which every one failed to build: about half the candidates of
  fp16 GEMMs.
* :mod:`tvm_patches.pipeline` -- a tuning loop (one task or several in turn) that builds and runs
  each batch in the background while the next batch is searched.
* :mod:`tvm_patches.wgmma_fence` -- the codegen of TIRx's ``T.cuda.wgmma.noop_barrier`` fixed (it
  fails on buffer elements and fenced a copy of the register), for the wgmma space's kernels.
* :mod:`tvm_patches.tensor_intrin_cache` -- the tensor intrinsics that ``import
  tvm.s_tir.tensor_intrin`` registers (tens of seconds of TVMScript parsing at every start), loaded
  from a shipped cache in a fraction of a second.
"""
