"""Remeasure the shipped reference kernels on this GPU: the measurement claims, with no tuning.

A shipped reference run (data/reference/<gpu>/<run>/) holds, per case, the exact exported kernels
(kernel.cu, kernel.cubin, kernel.json) and the seed of their inputs. This copies them into a fresh
results directory, regenerates the inputs and the float64 reference output from that seed (each file
checked against the SHA-256 that kernel.json records), measures every kernel and the vendor baselines
at the current power limit (nothing about the GPU is changed), analyzes, and checks time and energy
per launch of every kernel against the reference (:func:`artifact.results.compare.evaluate_measurements`).
On the reference's GPU model this takes minutes, not the hours of a tuning run.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Callable

from .catalog import Case
from .errors import ArtifactError
from .layout import analysis_dirs, case_dirs, cases_in
from .schema.base import read
from .schema.case import CaseEntry

Echo = Callable[[str], None]


def reference_cases(reference: Path) -> list[Case]:
    """The cases of a reference run that ship exported kernels."""
    cases = []
    for dirs in cases_in(reference):
        case = Case.from_json(read(CaseEntry, dirs.case_json).to_json())
        if case_dirs(reference, case).export_index.exists():
            cases.append(case)
    if not cases:
        raise ArtifactError(f"{reference} holds no case with exported kernels (<case>/export/export.json)")
    return cases


def remeasure(reference: Path, results: Path, runner: str, gpu: int, echo: Echo) -> bool:
    from .measure.build import build_driver
    from .measure.driver import DriverOptions
    from .measure.sweep import measure_case
    from .results.analyze import analyze
    from .results.compare import evaluate_measurements, load_measurements, print_verdicts
    from .tuning.refdata import materialize_export

    if not analysis_dirs(reference).measurements.exists():
        raise ArtifactError(f"{reference} is not an analyzed results directory (no analysis/measurements.csv)")
    if results.resolve() == reference.resolve():
        raise ArtifactError("--results must be a new directory, not the reference itself")
    cases = reference_cases(reference)
    t0 = time.perf_counter()
    for case in cases:
        if not case_dirs(results, case).export_index.exists():
            n = len(materialize_export(case_dirs(reference, case).root, case_dirs(results, case).root, echo))
            echo(f"{case.case_id}: {n} reference kernel(s) staged in {case_dirs(results, case).root}")
    if not os.environ.get("ARTIFACT_DRIVER"):  # a driver named there is used as it is
        build_driver(echo=echo)
    for case in cases:
        measure_case(case, results, "current", runner, gpu, DriverOptions(), echo=echo)
    analyze(results, echo=echo)
    echo(f"remeasured {len(cases)} case(s) in {time.perf_counter() - t0:.0f} s")
    verdicts = evaluate_measurements(load_measurements(results), load_measurements(reference))
    return print_verdicts(verdicts, f"comparing {results} with {reference} (same kernels)", echo)
