"""Energy of auto-tuned Conv2D/GEMM kernels under GPU power caps.

Phases, each reading the previous phase's files (see docs/SCHEMAS.md):
tune -> select -> export -> build -> measure -> analyze -> verify / compare.
"""

__version__ = "0.1.0"
