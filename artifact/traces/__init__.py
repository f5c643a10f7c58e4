"""The traces study: a language model's inference profiled, its unique kernels replayed and measured
alone, the whole inference measured, and its energy explained kernel by kernel (``artifact trace``;
torch and transformers are optional extras, imported inside the functions that launch work).

* :mod:`artifact.traces.tiers`: which kind of kernel a name is (copy/memset, cuBLAS GEMM, PyTorch's own).
* :mod:`artifact.traces.trace`: a torch.profiler Chrome trace read into its unique kernels (JSONL).
* :mod:`artifact.traces.opcall`: a traced op turned into a call plan, or the reason it cannot be replayed.
* :mod:`artifact.traces.models`: the built-in causal LMs and config.json files, counted on the meta device
  and checked against the GPU's memory before they are built.
* :mod:`artifact.traces.profile`: models built from their configurations (random weights), profiled.
* :mod:`artifact.traces.replay`: a traced kernel re-run alone from its call plan, verified and measured.
* :mod:`artifact.traces.run`: a run directory per profiled inference, as resumable phases.
* :mod:`artifact.traces.explain`: the whole inference's energy against its kernels measured alone.
* :mod:`artifact.traces.report`: a trace run's CSVs, energy report and figures.
* :mod:`artifact.traces.cli`: the ``artifact trace`` command group.
* :mod:`artifact.traces.reference`: the three reference runs in one time budget (``artifact reference traces``).
"""
