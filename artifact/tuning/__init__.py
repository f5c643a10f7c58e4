"""Tuning side of the pipeline: search, keep, check and export kernels (imports TVM lazily).

    options      TuneOptions (every default) and the tuner profiles (``--profile``, ``--set``)
    target       the TVM target for the local GPU or ``--target``
    host         the host a tuning run ran on, as runs.json records it
    spaces       the search space of each case: TVM's default, tensor cores, the template and wgmma knobs
    template     a hand-written tensor-core GEMM template whose knobs MetaSchedule tunes
    wgmma        a Hopper fp16 GEMM of wgmma and TMA in TVM's TIRx, whose knobs MetaSchedule tunes
    workloads    operator definitions (TVM tensor expressions), random inputs, float64 references
    implicit_gemm  fp16 NHWC convolutions as the GEMM the tensor-core space tiles (TVMScript)
    runner       MetaSchedule's runner: TVM's LocalRunner with the evaluator and worker threads chosen
    rpc          several GPUs of one host for one tuning run (TVM's RPC tracker and servers)
    spread       several GPUs of one host, one tuning process per GPU (``--spread cases``)
    stock        TVM's own tune_tir with its default builder: the tuning-speed baseline
    stopping     a tuning run stopped by a signal, after the batch in flight
    progress     one console line per measured batch, and the status lines between them
    tune         phase 1: MetaSchedule search of one or more cases, every trial kept on disk
    correctness  the check of a tuned kernel against the float64 reference
    rebuild      a tuned kernel rebuilt from its trace
    refdata      a shipped export made runnable: the correctness gate's buffers regenerated
    select       phase 2: the kept kernels (fastest and percentiles) and their correctness check
    export       phase 3: standalone CUDA source, cubin and kernel.json of each kept kernel
    cutlass/     CUTLASS GEMM configurations exported like phase 3, and the fastest picked
"""
