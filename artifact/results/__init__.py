"""Results side of the pipeline: what a person reads, and the checks a reviewer runs.

    analyze     phase 5: CSVs, figures and the provenance manifest of a results directory
    plots       the figures
    checksums   SHA256SUMS over everything a result depends on, and its verification
    compare     the claims checked against the shipped reference results
"""
