"""Results side of the pipeline: what a person reads, and the checks a reviewer runs.

    analyze           phase 5: CSVs, figures and the provenance manifest of a results directory
    tables            tables derived from the measurements (the tuned kernels against each vendor library)
    points            the Pareto front and other helpers on measured points
    uncertainty       the 95 % confidence intervals and flags the figures draw
    figstyle          one style for every figure: colour-blind-safe colours, units on the axes
    plots             the figures of an analysis (PNG and PDF)
    capview           the power-cap view of a run measured at two caps or more
    html              the pieces of every report page: static, self-contained HTML
    provenance        the provenance block every report opens with, the same rows for every study
    report            analysis/report.html: one self-contained page per run
    checksums         SHA256SUMS over everything a result depends on, and its verification
    signing           an optional detached signature of SHA256SUMS
    claims            the claims `make compare` and `make remeasure` check, with their tolerances
    references        the shipped reference results, and the one a run is compared with
    compare           a run checked against the shipped reference, claim by claim
    remeasure_claims  the measurement claims of `make remeasure`
    crossrun          data/reference/<gpu>/cross-run.html: the kernel runs of one GPU model side by side
    refindex          the shipped runs' READMEs and the index of data/reference, from their own files
    shipping          the shipped form of a results directory (data/reference/<gpu>/<run>/)
"""
