"""What this artifact changes or extends in Apache TVM 0.27's MetaSchedule, for tuning speed.

Nothing here edits TVM's installed files: each piece plugs into an extension point that TVM
offers (the LocalBuilder's ``f_build``/``f_export`` and the task scheduler's parts). Each piece is
documented in tvm_patches/README.md (why, how to turn it off, where its A/B result lives) and tested
by a test that fails without it. The package stands alone: it never imports artifact.

    builder              build workers that skip the import of every tensor intrinsic, and link in the builder
    evaluator            the runner's evaluator: TVM's ``number`` planned from a probe, its worker on one thread
    feature_cache        the cost model's features of each module extracted once a run, not in every generation
    generations          one generation of the evolutionary search while its cost model scores at random, and for
                         a case's last few trials
    heartbeat            the status of a tuning loop while a batch builds and runs (progress lines)
    mma_m16n8k16         ``mma.sync.m16n8k16`` and its ``ldmatrix`` loads for the fp16 tensor-core spaces
    no_torch             torch kept out of the kernel pipeline's processes
    nvrtc_headers        NVRTC compiles against three small in-memory headers instead of libcu++
    one_barrier          one ``__syncthreads`` per K tile in the GEMM template's main loop
    permuted_layout      a post-processor that rejects the MMA schedules InjectPermutedLayout cannot permute
    pipeline             tuning loops that build and run each batch while the next one is searched, and search
                         the next one while a batch's last candidates still compile
    rpc_server           TVM's RPC server, each session served in the server's own process
    search_threads       more threads for a search that starts while no candidate is building
    source_limit         a tuning build refuses a CUDA source over a limit instead of compiling it for seconds
    tensor_intrin_cache  the tensor intrinsics registered from a shipped cache instead of parsed at every start
    wgmma_fence          the codegen of TIRx's ``T.cuda.wgmma.noop_barrier`` fixed, for the wgmma space
"""
