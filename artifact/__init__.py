"""Energy of auto-tuned Conv2D/GEMM kernels under GPU power caps.

Phases, each reading the previous phase's files (docs/SCHEMAS.md; the results layout is
:mod:`artifact.layout`'s alone): tune -> select -> export -> build -> measure -> analyze -> verify / compare.

Package map, lowest layer first (each layer imports only the layers above it in this list;
tests/test_package_layers.py checks it; tests/test_package_docs.py checks that it names every module):

    errors         the one exception type: a one-line message and a non-zero exit
    source         the checkout the package runs from, and what provenance reads from it
    contract       the facts the package and the C++ energy driver share (driver_contract.json)
    atomic         atomic file writes: a reader sees the old file or the whole new one
    digest         SHA-256 of a file, read in blocks
    lockfile       requirements.lock: the one source of versions for setup, the image and the manifest
    runlock        one run at a time per GPU and per results directory
    validate       checks of user input before any side effect
    children       one child process per GPU, started at once, waited for together
    cpus           the CPUs a run may use
    schema/        the files each phase writes for the next: one typed, versioned definition each
    catalog        case catalogs and ad-hoc shapes
    gpu            the local NVIDIA GPUs as NVML sees them (read-only)
    layout         where each phase reads and writes: the one owner of every results path
    tuning/        tune, select, export (TVM; CUTLASS GEMMs)
    measure/       the C++ driver, power caps, the measurement sweep; the protocol in-process
    results/       analyze, figures, checksums, compare (reading the phases' files through schema/)
    cli_common     what every command module shares: errors, output, common options
    layers/        study: DNN pipelines layer by layer, whole models against the sum of their layers
    traces/        study: LLM inference explained kernel by kernel
    fourway/       study: fp16 GEMMs tuned three ways against CUTLASS and the vendor library
    tp/            study: a language model split over GPUs (tensor parallelism), explained GPU by GPU
    phases         the phase table: each phase's inputs, outputs, up-to-date check and run
    reproduce      the whole pipeline, the phase table run in order
    remeasure      the shipped reference kernels measured again on this GPU
    cli            the `artifact` command line: one subcommand per phase, a group per study
    cli_cutlass    the `cutlass` group (registered by cli)
    cli_reference  the `reference` group: each study's reference producer and `pages`
    cli_pages      `artifact reference pages` and `artifact layers-report`: pages written again from records
    __main__       `python -m artifact`
"""

__version__ = "0.1.0"
