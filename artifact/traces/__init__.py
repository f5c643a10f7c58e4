"""The traces study: a language model's inference profiled, its unique kernels replayed and measured
alone, the whole inference measured, and its energy explained kernel by kernel (``artifact trace``;
torch and transformers are optional extras, imported inside the functions that launch work).

    tiers      which kind of kernel a name is (copy/memset, cuBLAS GEMM, collective, PyTorch's own)
    trace      a torch.profiler Chrome trace read into its unique kernels (kernels.jsonl, summary.json)
    counters   board power and SM clock sampled during the profile, on the trace's clock
    opcall     a traced op turned into a call plan, or the reason it cannot be replayed
    models     the built-in causal LMs and config.json files, counted on the meta device
    profile    models built from their configurations (random weights), profiled
    replay     a traced kernel re-run alone from its call plan, verified and measured
    run        a run directory per profiled inference, as resumable phases
    explain    the whole inference's energy against its kernels measured alone
    report     a trace run's CSVs, energy report and figures
    perfetto   a trace run as a Perfetto trace-event file, with the power on the same clock
    page       a trace run's page, and a folder of runs on one page
    cli        the ``artifact trace`` command group
    reference  the three reference runs in one time budget (``artifact reference traces``)
"""
