"""The tensor-parallel study: a Llama model split over several GPUs, profiled per GPU with NCCL's
kernels in their own tier, and its energy explained GPU by GPU.

* :mod:`artifact.tp.run`: the model split over GPUs (``torchrun -m artifact.tp.run``), profiled per rank.
* :mod:`artifact.tp.explain`: a tensor-parallel run's energy explained GPU by GPU.
* :mod:`artifact.tp.report`: its CSVs, energy report and figures.
* :mod:`artifact.tp.reference`: the tensor-parallel reference in one time budget (``artifact reference tp``).
"""
