"""CUTLASS GEMMs in the same harness as the tuned kernels: a sweep of tile/stage configurations per
fp16 GEMM case, exported like `export` does and measured by the driver; the fastest one is picked
from the driver's records, as CUTLASS's profiler would.

    headers  the pinned CUTLASS headers (cuda/cutlass.lock), fetched once into a cache
    configs  tile/stage configurations, the default sweep, the launch each implies
    source   the generated .cu: an extern "C" entry around CUTLASS's multistage tensor-op GEMM
    sweep    compile a case's configurations in parallel and export them (<results>/cutlass/<case>/)
    pick     the fastest measured configuration (pick.json)
"""
