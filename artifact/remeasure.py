"""Remeasure the shipped reference kernels on this GPU: the measurement claims, with no tuning.

A shipped reference run (data/reference/<gpu>/<run>/) holds, per case, the exact exported kernels
(kernel.cu, kernel.cubin, kernel.json) and the seed of their inputs. This copies them into a fresh
results directory, regenerates the inputs and the float64 reference output from that seed (each file
checked against the SHA-256 that kernel.json records), measures every kernel and the vendor baselines
at the current power limit (nothing about the GPU is changed), analyzes, prints each point's time and
energy per launch against the reference's with the ratio, and checks the measurement claims
(:mod:`artifact.results.remeasure_claims`).

The reference is this GPU model's shipped one, else one of the same compute capability
(:func:`artifact.results.references.choose`), or the run or folder given; of a folder, its first run.
On another GPU model the orderings are checked and the absolute numbers are information. A GPU that
cannot run the cubins (another architecture) is told so in one line, with what to run instead. On the
reference's GPU model this takes minutes, not the hours of a tuning run.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import Callable

from .catalog import Case
from .errors import ArtifactError
from .layout import case_dirs, cases_in
from .results.references import Choice, GpuModel, choose, shown
from .schema.base import read
from .schema.case import CaseEntry
from .schema.export import ExportIndex

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


def cubin_runs_on(arch: str, compute_capability: tuple[int, int]) -> bool:
    """Whether a cubin built for ``arch`` (sm_90, sm_90a, sm_100f) runs on a GPU of ``compute_capability``:
    CUDA's binary compatibility, a cubin of X.y runs on X.z with z >= y; an arch-specific one (``a``)
    only on X.y itself."""
    m = re.fullmatch(r"sm_(\d+)(\d)([af]?)", arch)
    if not m:
        return False
    major, minor, suffix = int(m.group(1)), int(m.group(2)), m.group(3)
    if suffix == "a":
        return compute_capability == (major, minor)
    return compute_capability[0] == major and compute_capability[1] >= minor


def cubin_archs(reference: Path) -> set[str]:
    """The architectures the reference run's exported kernels were compiled for (export.json ``arch``)."""
    return {read(ExportIndex, d.export_index).arch for d in cases_in(reference) if d.export_index.exists()} - {""}


def check_runs_here(reference: Path, choice: Choice, compute_capability: tuple[int, int]) -> None:
    archs = cubin_archs(reference) or {choice.reference.model.arch}
    if not all(cubin_runs_on(a, compute_capability) for a in archs):
        raise ArtifactError(
            f"another architecture: the kernels of {reference} are cubins for {', '.join(sorted(archs))} "
            f"({choice.reference.model.name}) and this GPU, {choice.gpu}, cannot run them; run `make reproduce-test` "
            f"then `make compare` instead (they tune kernels for this GPU and check the claims that hold on any GPU model)")


def remeasure(reference: Path | None, results: Path, runner: str, gpu: int, echo: Echo) -> bool:
    from .gpu import gpu_info
    from .measure.build import build_driver
    from .measure.driver import DriverOptions
    from .measure.sweep import measure_case
    from .results.analyze import analyze
    from .results.claims import print_verdicts
    from .results.compare import load_measurements
    from .results.remeasure_claims import evaluate_measurements, pair_points, ratio_table

    info = gpu_info(gpu)
    here = GpuModel(info.name, f"{info.compute_capability[0]}.{info.compute_capability[1]}")
    choice = choose(here, reference)
    ref = choice.reference.runs[0]  # a folder of runs: its first run's kernels
    if results.resolve() == ref.resolve():
        raise ArtifactError("--results must be a new directory, not the reference itself")
    cases = reference_cases(ref)
    check_runs_here(ref, choice, info.compute_capability)
    echo(choice.describe())
    t0 = time.perf_counter()
    from .tuning.refdata import materialize_export

    for case in cases:
        if not case_dirs(results, case).export_index.exists():
            n = len(materialize_export(case_dirs(ref, case).root, case_dirs(results, case).root, echo))
            echo(f"{case.case_id}: {n} reference kernel(s) staged in {case_dirs(results, case).root}")
    if not os.environ.get("ARTIFACT_DRIVER"):  # a driver named there is used as it is
        build_driver(echo=echo)
    for case in cases:
        measure_case(case, results, "current", runner, gpu, DriverOptions(), echo=echo)
    analyze(results, echo=echo)
    echo(f"remeasured {len(cases)} case(s) in {time.perf_counter() - t0:.0f} s")
    mine, theirs = load_measurements(results), load_measurements(ref)
    echo(f"time and energy per launch on {here.name}, against {shown(ref)} ({choice.reference.model.name}):")
    for line in ratio_table(pair_points(mine, theirs, choice.same_model)):
        echo(line)
    verdicts = evaluate_measurements(mine, theirs, models=(here, choice.reference.model))
    against = str(choice.reference.model) + ("" if choice.same_model else f", {choice.relation} as {here.name}")
    return print_verdicts(verdicts, f"comparing {results} with {ref} (same kernels)", echo, against=against)
