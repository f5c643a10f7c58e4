"""Energy of auto-tuned Conv2D/GEMM kernels under GPU power caps.

Phases, each reading the previous phase's files (docs/SCHEMAS.md; the results layout is
:mod:`artifact.layout`'s alone): tune -> select -> export -> build -> measure -> analyze -> verify / compare.

Package map (each layer imports only the layers above it in this list):

    errors, atomic, digest     one-line errors, atomic writes, file hashes
    catalog, layout, gpu       cases and their buffers; where each phase writes; the local GPUs (NVML, read-only)
    tuning/                    tune, select, export (TVM)
    measure/                   the C++ driver, power caps, the measurement sweep
    results/                   analyze, figures, checksums, compare
    reproduce, cli             the whole pipeline; the `artifact` command line
    lockfile                   installed versions against requirements.lock
"""

__version__ = "0.1.0"
