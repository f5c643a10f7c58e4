"""Energy of auto-tuned Conv2D/GEMM kernels under GPU power caps.

Phases, each reading the previous phase's files (docs/SCHEMAS.md; the results layout is
:mod:`artifact.layout`'s alone): tune -> select -> export -> build -> measure -> analyze -> verify / compare.

Package map (each layer imports only the layers above it in this list):

    errors, source, contract   one-line errors; the checkout; the facts shared with the C++ driver
    atomic, digest, lockfile   atomic writes, file hashes, installed versions against requirements.lock
    runlock, children, cpus    run locks of GPUs and results directories; one child process per GPU; the CPUs a run may use
    catalog, layout, gpu       cases and their buffers; where each phase writes; the local GPUs (NVML, read-only)
    tuning/                    tune, select, export (TVM)
    measure/                   the C++ driver, power caps, the measurement sweep
    models/                    DNN pipelines as phases of layers; language-model traces as unique kernels
    results/                   analyze, figures, checksums, compare
    reproduce, remeasure, cli  the whole pipeline; the shipped kernels measured again; the command line
    cli_layers, cli_trace,     the command line's `layers` command, `trace` and `cutlass` groups (registered
    cli_cutlass, cli_common    by cli); what every command module shares (errors, output, options)
"""

__version__ = "0.1.0"
