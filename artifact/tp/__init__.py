"""The tensor-parallel study: a Llama model split over several GPUs, profiled per GPU with NCCL's
kernels in their own tier, and its energy explained GPU by GPU.

    run        the model split over GPUs (``torchrun -m artifact.tp.run``), profiled per rank
    explain    a tensor-parallel run's energy explained GPU by GPU
    report     its CSVs, energy report and figures
    page       a run's page, and a folder of runs (one GPU against several) on one page
    cli        the ``artifact tp`` command group
    reference  the tensor-parallel reference in one time budget (``artifact reference tp``)
"""
