"""Measurement side of the pipeline: the C++ energy driver, the power caps it runs under, and the same
protocol in-process for the studies.

    build      builds the driver (cuda/) into build/energy-driver, and build/libenergyprotocol.so
    driver     the driver's inputs and options, its records
    runners    where the driver runs: natively or in the Docker image
    caps       the power-cap plan (which limits to measure at)
    caphelper  the only code that changes a GPU setting (nvidia-smi -pl), always restored
    sweep      phase 4: every kernel and baseline of a case at each cap
    workers    phase 4 on several GPUs of one host: one measurement worker per GPU
    inprocess  the driver's protocol on work of the caller's process (CUDA graphs, callables)
    lockstep   the protocol for work that several processes run in lockstep (one per GPU)
    torchgpu   PyTorch with a CUDA GPU, imported when a model-level command needs it
"""
