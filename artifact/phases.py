"""The kernel pipeline's phases in one table: what each reads and writes, when it is up to date, how it runs.

`artifact reproduce` runs the table in order (:func:`run_phases`), each phase skipping what is done and
valid; the phase commands of the command line take their Reads/Writes help from it, `artifact phases`
shows it against a results directory, and each Makefile phase target is a thin call of the command of
the same name (tests/test_phases.py holds the command line and the Makefile to the table).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from .catalog import Case
from .errors import ArtifactError

if TYPE_CHECKING:
    from .tuning.select import Policy

Echo = Callable[[str], None]


@dataclass(frozen=True)
class Settings:
    """What one run of the pipeline is given: the results directory, the cases and the options the
    phases share (the rest are each phase's defaults, as `artifact reproduce` uses them)."""

    results: Path
    cases: tuple[Case, ...]
    test_mode: bool = False
    caps: str | None = None
    runner: str = "auto"
    gpu: int = 0
    trials: int | None = None  # None: 1000, 100 in test mode
    wait: bool = False

    @property
    def budget(self) -> int:
        from .tuning.options import DEFAULT_TRIALS, TEST_MODE_TRIALS

        return self.trials or (TEST_MODE_TRIALS if self.test_mode else DEFAULT_TRIALS)

    @property
    def policy(self) -> Policy:
        from .tuning.select import DEFAULT_POLICY, TEST_MODE_POLICY

        return TEST_MODE_POLICY if self.test_mode else DEFAULT_POLICY


ANALYSIS_ITEM = "analysis"  # the key of a phase's state that is the results directory's, not a case's


@dataclass(frozen=True)
class Phase:
    """One phase: ``reads`` and ``writes`` as its command's --help says them; ``state`` says per case
    (or for the whole results directory, :data:`ANALYSIS_ITEM`) whether the results hold it up to
    date (None: the phase always runs, and skips inside what is done: make's rules, recorded points);
    ``run`` does it and says "done" or "skipped"."""

    name: str
    summary: str
    target: str  # where it writes, in a word: <case>/tune/
    reads: str
    writes: str
    run: Callable[[Settings, Echo], str]
    state: Callable[[Settings], dict[str, bool]] | None = None
    resumes: str = ""  # a phase without ``state``: what it skips inside, if anything

    def row(self) -> str:
        """The phase's line in `artifact --help`."""
        return f"  {self.name:<8} {self.summary:<52} -> {self.target}"

    def help_block(self) -> str:
        """The Reads/Writes lines of the phase command's --help (click's ``\\b``: kept as written)."""
        return f"\b\n{self.io_lines()}"

    def io_lines(self) -> str:
        return f"Reads:  {self.reads}\nWrites: {self.writes}"


# --- up-to-date checks ----------------------------------------------------------------------------------------


def tune_state(s: Settings) -> dict[str, bool]:
    """Per case: the trial budget recorded (a tune would add nothing)."""
    from .layout import case_dirs
    from .schema.tunedb import read_records

    def done(case: Case) -> bool:
        tune = case_dirs(s.results, case).tune
        try:
            return tune.exists() and len(read_records(tune)) >= s.budget
        except ArtifactError:
            return False

    return {c.case_id: done(c) for c in s.cases}


def select_state(s: Settings) -> dict[str, bool]:
    """Per case: selection.json made from today's records with this policy, its kernels checked (as
    `artifact select` keeps it)."""
    from .tuning.select import selection_is_current

    return {c.case_id: selection_is_current(s.results, c, s.policy, checked=True) for c in s.cases}


def export_state(s: Settings) -> dict[str, bool]:
    """Per case: export.json made from today's selection, every cubin there."""
    from .tuning.export import export_is_current

    return {c.case_id: export_is_current(s.results, c) for c in s.cases}


def analysis_state(s: Settings) -> dict[str, bool]:
    """The analysis: SHA256SUMS written after the last measurement record and every file matching it."""
    from .results.checksums import SUMS_FILE, verify

    sums = s.results / SUMS_FILE
    newest = max((p.stat().st_mtime for p in s.results.glob("*/measure/*/*.json")), default=0)
    if not (sums.exists() and sums.stat().st_mtime >= newest):
        return {ANALYSIS_ITEM: False}
    altered, missing, extra, _ = verify(s.results)
    return {ANALYSIS_ITEM: not (altered or missing or extra)}


def _todo(state: dict[str, bool], cases: tuple[Case, ...]) -> list[Case]:
    return [c for c in cases if not state[c.case_id]]


# --- how each phase runs --------------------------------------------------------------------------------------


def run_tune(s: Settings, echo: Echo) -> str:
    from .tuning.tune import TuneOptions, tune_case

    done = [tune_case(c, s.results, TuneOptions(trials=s.budget, gpu=s.gpu, wait=s.wait), echo) for c in s.cases]
    return "skipped" if all(x.trials_after == x.trials_before for x in done) else "done"


def run_select(s: Settings, echo: Echo) -> str:
    from .tuning.select import select_case

    todo = _todo(select_state(s), s.cases)
    for c in todo:
        select_case(c, s.results, s.policy, echo=echo)
    return "done" if todo else "skipped"


def run_export(s: Settings, echo: Echo) -> str:
    from .tuning.export import export_case

    todo = _todo(export_state(s), s.cases)
    for c in todo:
        export_case(c, s.results, echo=echo)
    return "done" if todo else "skipped"


def run_build(s: Settings, echo: Echo) -> str:
    from .measure.build import build_driver

    build_driver(echo=echo)
    return "done"


def run_measure(s: Settings, echo: Echo) -> str:
    from .measure.driver import DriverOptions
    from .measure.sweep import measure_case

    for c in s.cases:
        measure_case(c, s.results, s.caps, s.runner, s.gpu, DriverOptions(), echo=echo, wait=s.wait)
    return "done"


def run_analyze(s: Settings, echo: Echo) -> str:
    from .results.analyze import analyze

    if analysis_state(s)[ANALYSIS_ITEM]:
        return "skipped"
    analyze(s.results, echo=echo)
    return "done"


def run_report(s: Settings, echo: Echo) -> str:
    from .results.report import write_report

    write_report(s.results, echo=echo)
    return "done"


def run_verify(s: Settings, echo: Echo) -> str:
    from .results.checksums import verify

    altered, missing, extra, ok = verify(s.results)
    if altered or missing or extra:
        raise ArtifactError(f"{len(altered)} altered, {len(missing)} missing, {len(extra)} extra: "
                            + ", ".join(altered + missing + extra)[:300])
    echo(f"verify: all {ok} files match SHA256SUMS")
    return "done"


PHASES: tuple[Phase, ...] = (
    Phase("tune", "MetaSchedule search per case, every trial kept",
          "<case>/tune/",
          "the case catalog (artifact/data/catalogs/) or --shape.",
          "<results>/<case>/tune/database_tuning_record.json (every trial and its run times),\n"
          "        database_workload.json, runs.json (one entry per run), logs/ (TVM's own log).\n"
          "        With --space template (wgmma): the same under <results>/template/<case>/tune/\n"
          "        (<results>/wgmma/<case>/tune/).",
          run_tune, tune_state),
    Phase("select", "keep the fastest + percentile kernels, check them",
          "<case>/selection.json",
          "<results>/<case>/tune/database_tuning_record.json",
          "<results>/<case>/selection.json: per kernel its rank, percentile group, run time, GFLOP/s,\n"
          "        trace, and correctness (relative error against a float64 numpy reference on fresh random\n"
          "        inputs; fp32 passes at <= 1e-4; NaN never passes). Failing kernels are flagged and never\n"
          "        exported or measured. Failed trials (1e10 s) are never selected.",
          run_select, select_state),
    Phase("export", "standalone CUDA source + cubin + manifest per kernel",
          "<case>/export/",
          "<results>/<case>/selection.json (kernels that failed the correctness check are skipped)",
          "<results>/<case>/export/<kernel>/{kernel.cu, kernel.cubin, kernel.json},\n"
          "        export/reference/*.bin (inputs and float64 reference output for the driver's gate),\n"
          "        export/export.json (written last). Needs nvcc, not a GPU.",
          run_export, export_state),
    Phase("build", "compile the C++ NVML measurement driver",
          "build/energy-driver",
          "cuda/src/*.cpp; headers from the CUDA toolkit, or extracted from the hash-pinned\n"
          "        wheels of cuda/headers.lock when the system has none (no GPU or driver needed).",
          "build/energy-driver, build/libenergyprotocol.so (the same protocol called in-process\n"
          "        on a caller's CUDA graph); headers it had to fetch go to ~/.cache/artifact/cuda-headers/.",
          run_build, resumes="make rebuilds only what changed"),
    Phase("measure", "time + energy of every kernel at each power cap",
          "<case>/measure/",
          "<results>/<case>/export/ (run `artifact export` first), artifact/data/power_caps.csv.",
          "<results>/<case>/measure/<cap>/<kernel>.json (one driver record per point, atomic),\n"
          "        measure/<cap>/driver.log. Finished points are skipped, so an interrupted sweep resumes.",
          run_measure, resumes="the points recorded are skipped"),
    Phase("analyze", "CSVs, figures, manifest, SHA256SUMS",
          "analysis/",
          "<results>/<case>/measure/<cap>/*.json (+ tune/, selection.json, export.json).",
          "<results>/analysis/ (results.csv per case and cap in the original layout, all.csv per\n"
          "        case, measurements.csv with every field, baselines.csv, edp_optimal.csv, figures/ as\n"
          "        PNG + PDF with figures/index.json, manifest.json) and <results>/SHA256SUMS (with --sign-key also SHA256SUMS.sig).\n"
          "        Removes an earlier analysis/report.html (`artifact report` writes it anew).",
          run_analyze, analysis_state),
    Phase("report", "one self-contained HTML page of the run",
          "analysis/report.html",
          "<results>/analysis/ (run `artifact analyze` first), selection.json and export.json per\n"
          "        case, and the reference's analysis/measurements.csv for the claims.",
          "<results>/analysis/report.html (figures embedded, opens with no server or network:\n"
          "        GPU, driver, versions and commit; the claims PASS/FAIL/SKIP as `compare` gives them;\n"
          "        every figure with its caption; the main tables; what was not run), then SHA256SUMS.",
          run_report),
    Phase("verify", "check every file of the results against SHA256SUMS",
          "nothing",
          "<results>/SHA256SUMS and the files it lists (and SHA256SUMS.sig with --public-key).",
          "nothing.",
          run_verify),
)


def phase(name: str) -> Phase:
    """The table's phase of this name."""
    for p in PHASES:
        if p.name == name:
            return p
    raise ArtifactError(f"no phase {name!r}; the phases: {', '.join(p.name for p in PHASES)}")


# --- running the table ----------------------------------------------------------------------------------------


@dataclass
class Step:
    name: str
    status: str = "not run"  # done | skipped | failed | not run
    seconds: float = 0.0
    note: str = ""


@dataclass
class Outcome:
    steps: list[Step] = field(default_factory=list)
    ok: bool = True
    interrupted: KeyboardInterrupt | None = None  # the signal that stopped the run (its exit status)
    seconds: float = 0.0


def run_phases(s: Settings, echo: Echo, phases: tuple[Phase, ...] = PHASES) -> Outcome:
    """Each phase in order under the results directory's run lock (no other run in between them), until
    one fails; a failure or an interrupt is the step's note, never raised."""
    from . import runlock

    out = Outcome([Step(p.name) for p in phases])
    t_all = time.perf_counter()
    with runlock.hold([runlock.results_key(s.results)], s.wait, echo):
        for p, step in zip(phases, out.steps):
            echo(f"== {p.name}")
            t0 = time.perf_counter()
            try:
                step.status = p.run(s, echo)
            except ArtifactError as exc:
                step.status, step.note, out.ok = "failed", str(exc), False
            except KeyboardInterrupt as exc:
                step.status, step.note, out.ok, out.interrupted = "failed", "interrupted", False, exc
            step.seconds = time.perf_counter() - t0
            if not out.ok:
                break
    out.seconds = time.perf_counter() - t_all
    return out


def summary_lines(out: Outcome) -> list[str]:
    """One line per step: name, status, seconds, note."""
    return [f"  {x.name:<8} {x.status:<8} {x.seconds:7.1f} s  {x.note[:160]}" for x in out.steps]


def state_lines(s: Settings, phases: tuple[Phase, ...] = PHASES) -> list[str]:
    """Per phase, what the results directory holds up to date (`artifact phases`): each case current or to
    do, or that the phase runs each time (and what it skips inside)."""
    lines = []
    for p in phases:
        if p.state is None:
            lines.append(f"  {p.name:<8} runs each time" + (f" ({p.resumes})" if p.resumes else ""))
            continue
        state = p.state(s)
        todo = [k for k, v in state.items() if not v]
        words = "up to date" if not todo else f"to do: {', '.join(todo)}"
        lines.append(f"  {p.name:<8} {words}")
    return lines
