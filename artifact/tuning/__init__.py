"""Tuning side of the pipeline: search, keep, check and export kernels (imports TVM lazily).

    options     TuneOptions (every default) and the tuner profiles (``--profile``, ``--set``)
    target      the TVM target for the local GPU or ``--target``
    tune        phase 1: MetaSchedule search of one or more cases (progress, runner, host, stock); its
                database is read by artifact.schema.tunedb
    select      phase 2: the kept kernels (fastest and percentiles) and their correctness check
    workloads   operator definitions (TVM tensor expressions), random inputs, float64 references
    correctness the check of a tuned kernel against the float64 reference
    rebuild     a tuned kernel rebuilt from its trace
    export      phase 3: standalone CUDA source, cubin and kernel.json of each kept kernel
    cutlass/    CUTLASS GEMM configurations exported like phase 3, and the fastest picked
"""
