"""Energy of auto-tuned Conv2D/GEMM kernels under GPU power caps.

Phases, each reading the previous phase's files (docs/SCHEMAS.md; the results layout is
:mod:`artifact.layout`'s alone): tune -> select -> export -> build -> measure -> analyze -> verify / compare.

Package map (each layer imports only the layers above it in this list):

    errors, source, contract   one-line errors; the checkout; the facts shared with the C++ driver
    atomic, digest, lockfile   atomic writes, file hashes, installed versions against requirements.lock
    runlock, children, cpus    run locks of GPUs and results directories; one child process per GPU; the CPUs a run may use
    schema/                    the files each phase writes for the next: one typed, versioned definition each
    catalog, layout, gpu       cases and their buffers; where each phase writes; the local GPUs (NVML, read-only)
    tuning/                    tune, select, export (TVM)
    measure/                   the C++ driver, power caps, the measurement sweep; the protocol in-process
    results/                   analyze, figures, checksums, compare (reading the phases' files through schema/)
    layers/, traces/, fourway/ the studies: DNN pipelines layer by layer; LLM inference kernel by kernel;
                               fp16 GEMMs tuned three ways against CUTLASS and the vendor library
    tp/                        a language model split over GPUs (tensor parallelism), explained GPU by GPU
    phases                     the phase table: each phase's inputs, outputs, up-to-date check and run
    reproduce, remeasure, cli  the whole pipeline; the shipped kernels measured again; the command line
    cli_cutlass, cli_common    the command line's `cutlass` group (registered by cli); what every command
                               module shares (errors, output, options)
    cli_reference              the command line's `reference` group: each study's reference producer
"""

__version__ = "0.1.0"
