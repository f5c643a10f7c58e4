"""Measurement side of the pipeline: the C++ energy driver and the power caps it runs under.

    build       builds the driver (cuda/) into build/energy-driver
    driver      the driver's inputs and options, its records
    runners     where the driver runs: natively or in the Docker image
    caps        the power-cap plan (which limits to measure at)
    caphelper   the only code that changes a GPU setting (nvidia-smi -pl), always restored
    sweep       phase 4: every kernel and baseline of a case at each cap
"""
