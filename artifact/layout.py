"""Where each phase reads and writes, under one results directory (default ``results/``).

    <results>/<case_id>/case.json                  the case (catalog entry, FLOPs)
    <results>/<case_id>/tune/                      tune: MetaSchedule JSON database + logs/
    <results>/<case_id>/tune/runs.json             tune: one entry per tuning run (target, trials, speed)
    <results>/<case_id>/selection.json             select: the kept kernels and their correctness
    <results>/<case_id>/export/<kernel_id>/        export: kernel.cu, kernel.cubin, kernel.json, *.bin
    <results>/<case_id>/measure/<cap>/<kernel>.json measure: one record per (kernel, power cap)
    <results>/analysis/                            analyze: CSVs, figures, manifest.json, SHA256SUMS
    <results>/cutlass/<case_id>/                   cutlass: a case directory of CUTLASS GEMMs (export/, measure/)
    <results>/analysis/fourway/                    cutlass table: template / wgmma / auto / CUTLASS / vendor
    <results>/layers/<run>/pipeline.json           layers: the pipeline measured (phases, options); <run> is
                                                   artifact.layers.compose.run_name's, e.g. resnet50-fp16
    <results>/layers/<run>/<key>.json              layers: one in-process record per unique layer
    <results>/traces/<run>/                        trace: an LLM inference's trace, kernel replays, whole, report
                                                   (artifact.traces.run)
    <out>/traces/, <out>/traces-tp/                a reference producer's folder of trace or tensor-parallel runs:
                                                   the runs, its manifest.json, report.html and figures/ (StudyDirs)
    <work>/                                        a reference producer's work directory: steps.jsonl, logs/,
                                                   results/ (WorkDirs)

Every path of a results directory is spelled here and nowhere else (tests/test_layout.py looks for
joins of these names in the other modules); the files' contents are artifact.schema's.

The shipped form of a run (``data/reference/<gpu>/<run>/``, written by artifact.results.shipping):
the same tree without the gate's buffers (``export/<kernel_id>/reference``'s ``*.bin``, regenerated from
the export's seed) and with each cubin stored gzip-compressed as ``kernel.cubin.gz``; the shipped runs
lie in the checkout's data/reference (:func:`shipped_reference`).

docs/SCHEMAS.md documents every file.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .catalog import Case
from .digest import SIG_FILE, SUMS_FILE
from .schema.base import write
from .schema.case import CaseEntry
from .source import in_checkout

# the names of a case directory (CaseDirs)
CASE_JSON = "case.json"
TUNE_DIR = "tune"
RUNS_JSON = "runs.json"
LOGS_DIR = "logs"
SELECTION_JSON = "selection.json"
EXPORT_DIR = "export"
EXPORT_JSON = "export.json"
REFERENCE_DIR = "reference"
KERNEL_JSON = "kernel.json"
KERNEL_CUBIN = "kernel.cubin"
KERNEL_SOURCE = "kernel.cu"
MEASURE_DIR = "measure"
DRIVER_LOG = "driver.log"
PICK_JSON = "pick.json"  # a CUTLASS case's pick (artifact.tuning.cutlass.pick)
# beside the case directories
ANALYSIS_DIR = "analysis"
FIGURES_DIR = "figures"
MANIFEST_JSON = "manifest.json"
MEASUREMENTS_CSV = "measurements.csv"
BASELINES_CSV = "baselines.csv"
REPORT_HTML = "report.html"
FOURWAY_DIR = "fourway"
RUN_JSON = "run.json"
# SHA256SUMS at the root of a results directory and of each trace run, and its optional detached signature:
# named by artifact.digest, which writes and checks them below this module

# The shipped form: files stored gzip-compressed as <name>.gz, and files left out.
SHIPPED_GZIP_NAMES = (KERNEL_CUBIN, "*.trace.json")  # patterns; a trace run's Chrome trace is tens of MB of JSON
GZIP_SUFFIX = ".gz"


def left_out_when_shipped(rel: Path) -> bool:
    """Whether a file of a results directory (path relative to it) is left out of the shipped form."""
    return rel.suffix == ".bin" and EXPORT_DIR in rel.parts


@dataclass(frozen=True)
class CaseDirs:
    root: Path

    @property
    def case_json(self) -> Path:
        return self.root / CASE_JSON

    @property
    def tune(self) -> Path:
        return self.root / TUNE_DIR

    @property
    def runs_json(self) -> Path:
        return self.tune / RUNS_JSON

    @property
    def tune_logs(self) -> Path:
        """TVM's own log of the tuning runs (never on the console)."""
        return self.tune / LOGS_DIR

    @property
    def selection(self) -> Path:
        return self.root / SELECTION_JSON

    @property
    def export(self) -> Path:
        return self.root / EXPORT_DIR

    @property
    def export_index(self) -> Path:
        """export.json, written last by export: its presence means the export is complete."""
        return self.export / EXPORT_JSON

    @property
    def reference(self) -> Path:
        """The correctness gate's buffers, shared by the case's kernels (left out of the shipped form)."""
        return self.export / REFERENCE_DIR

    def kernel_dir(self, kernel_dir: str) -> Path:
        """One exported kernel's directory (export.json's ``dir``: its kernel_id)."""
        return self.export / kernel_dir

    def kernel_json(self, kernel_dir: str) -> Path:
        return self.kernel_dir(kernel_dir) / KERNEL_JSON

    def kernel_cubin(self, kernel_dir: str) -> Path:
        return self.kernel_dir(kernel_dir) / KERNEL_CUBIN

    def kernel_source(self, kernel_dir: str) -> Path:
        return self.kernel_dir(kernel_dir) / KERNEL_SOURCE

    @property
    def measure(self) -> Path:
        return self.root / MEASURE_DIR

    def measure_cap(self, cap_label: str) -> Path:
        """The records of one power cap (``700W``)."""
        return self.measure / cap_label

    def record(self, cap_label: str, point_id: str) -> Path:
        """The driver's record of one point (a kernel or a baseline) at one cap."""
        return self.measure_cap(cap_label) / f"{point_id}.json"

    def driver_log(self, cap_label: str) -> Path:
        return self.measure_cap(cap_label) / DRIVER_LOG

    def records(self) -> list[Path]:
        """Every record of the case, by cap directory, then by point."""
        return sorted(self.measure.glob("*/*.json"))

    @property
    def pick(self) -> Path:
        return self.root / PICK_JSON


def case_dirs(results: Path, case: Case) -> CaseDirs:
    return CaseDirs(results / case.case_id)


def cases_in(results: Path) -> list[CaseDirs]:
    """The case directories of a results tree (those with a case.json), by name."""
    return [CaseDirs(p.parent) for p in sorted(results.glob(f"*/{CASE_JSON}"))]


def record_case(dirs: CaseDirs, case: Case) -> None:
    """Write case.json (idempotent) so later phases and readers know what the directory holds."""
    if not dirs.case_json.exists():
        write(dirs.case_json, CaseEntry.from_json(case.to_json()))


@dataclass(frozen=True)
class AnalysisDirs:
    """``<results>/analysis/``: what analyze, report and the four-way table write."""

    root: Path

    @property
    def manifest(self) -> Path:
        return self.root / MANIFEST_JSON

    @property
    def measurements(self) -> Path:
        return self.root / MEASUREMENTS_CSV

    @property
    def figures(self) -> Path:
        return self.root / FIGURES_DIR

    @property
    def baselines(self) -> Path:
        """The fastest tuned kernel of each case against each vendor library."""
        return self.root / BASELINES_CSV

    @property
    def report_html(self) -> Path:
        return self.root / REPORT_HTML

    @property
    def fourway(self) -> Path:
        return self.root / FOURWAY_DIR

    @property
    def fourway_run(self) -> Path:
        """The four-way run's record (benchmarks/fourway_full.py), beside its table."""
        return self.fourway / RUN_JSON

    @property
    def fourway_csv(self) -> Path:
        return self.fourway / f"{FOURWAY_DIR}.csv"

    @property
    def fourway_figure(self) -> Path:
        """The four-way figure's path without its suffix (.png and .pdf)."""
        return self.fourway / FOURWAY_DIR

    @property
    def fourway_page(self) -> Path:
        return self.fourway / REPORT_HTML


def analysis_dirs(results: Path) -> AnalysisDirs:
    return AnalysisDirs(results / ANALYSIS_DIR)


def sums_file(root: Path) -> Path:
    """The SHA256SUMS of a results directory or of a trace run."""
    return root / SUMS_FILE


def sig_file(root: Path) -> Path:
    return root / SIG_FILE


# results trees beside the case directories
LAYERS_DIR = "layers"
LAYERS_MANIFEST = "manifest.json"  # <results>/layers/manifest.json: what produced the layers (artifact.layers.provenance)
LAYERS_SUMMARY_CSV = "summary.csv"  # <results>/layers/summary.csv: one row per run (artifact.layers.tables)
TRACES_DIR = "traces"
TRACES_TP_DIR = "traces-tp"  # a reference producer's folder of tensor-parallel runs (artifact.tp.reference)
CUTLASS_DIR = "cutlass"
PIPELINE_JSON = "pipeline.json"  # <results>/layers/<run>/pipeline.json: the pipeline measured


def layers_pipeline(run_dir: Path) -> Path:
    """A layers run directory's pipeline.json."""
    return run_dir / PIPELINE_JSON


@dataclass(frozen=True)
class LayersDirs:
    """``<results>/layers/``: the layer study's run directories and what is written over all of them."""

    root: Path

    @property
    def manifest(self) -> Path:
        return self.root / LAYERS_MANIFEST

    @property
    def summary(self) -> Path:
        return self.root / LAYERS_SUMMARY_CSV

    @property
    def page(self) -> Path:
        return self.root / REPORT_HTML

    def runs(self) -> list[Path]:
        """The run directories (those with a pipeline.json), by name."""
        return [d for d in sorted(self.root.iterdir()) if layers_pipeline(d).is_file()] if self.root.is_dir() else []


def layers_dirs(results: Path) -> LayersDirs:
    return LayersDirs(results / LAYERS_DIR)


# a reference producer's work directory
RESULTS_DIR = "results"
STEPS_JSONL = "steps.jsonl"


@dataclass(frozen=True)
class WorkDirs:
    """A reference producer's work directory: ``<work>/`` of `artifact reference fourway` (steps.jsonl, logs/,
    results/), ``<out>/`` of `artifact reference tp` (logs/ beside traces-tp/)."""

    root: Path

    @property
    def results(self) -> Path:
        return self.root / RESULTS_DIR

    @property
    def steps(self) -> Path:
        """One line per step done (its rc and seconds): what the next call skips."""
        return self.root / STEPS_JSONL

    @property
    def logs(self) -> Path:
        return self.root / LOGS_DIR

    def log(self, name: str) -> Path:
        """``logs/<name>.log``: one step's or one run's output."""
        return self.logs / f"{name}.log"

    @property
    def traces_tp(self) -> Path:
        return self.root / TRACES_TP_DIR


SHIPPED_REFERENCE = ("data", "reference")  # in the checkout: data/reference/<gpu model>/<run>/
CROSS_RUN_HTML = "cross-run.html"  # data/reference/<gpu model>/cross-run.html (artifact.results.crossrun)


def shipped_reference() -> Path:
    """The shipped reference results: data/reference of this checkout (else of the current directory)."""
    return in_checkout(*SHIPPED_REFERENCE) or Path(*SHIPPED_REFERENCE)


# the files of a trace run directory (artifact.traces.run) and of a tensor-parallel run
REPORT_DIR = "report"
KERNELS_JSONL = "kernels.jsonl"
SUMMARY_JSON = "summary.json"
COUNTERS_JSON = "counters.json"
REPLAY_DIR = "replay"
WHOLE_DIR = "whole"
ENERGY_JSON = "energy.json"
COLLECTIVES_JSON = "collectives.json"
GPU_ENERGY_REPORT = "gpu_energy_report.json"  # report/ of a trace run (artifact.traces.report)
TP_ENERGY_REPORT = "tp_energy_report.json"  # report/ of a tensor-parallel run (artifact.tp.report)


@dataclass(frozen=True)
class ReportDirs:
    """A run directory's report (CSVs, JSON, figures/) and its SHA256SUMS over the whole directory."""

    root: Path

    @property
    def report(self) -> Path:
        return self.root / REPORT_DIR

    def report_file(self, name: str) -> Path:
        return self.report / name

    @property
    def page(self) -> Path:
        """``report/report.html``: the run's page."""
        return self.report / REPORT_HTML

    @property
    def figures(self) -> Path:
        return self.report / FIGURES_DIR

    @property
    def sums(self) -> Path:
        return sums_file(self.root)


@dataclass(frozen=True)
class TraceRunDirs(ReportDirs):
    """One kernel trace run (``<results>/traces/<run>/``, artifact.traces.run), or one rank of a
    tensor-parallel run (``<run>_tp<N>/rank<r>/``, artifact.tp.run)."""

    @property
    def run_json(self) -> Path:
        return self.root / RUN_JSON

    @property
    def kernels(self) -> Path:
        return self.root / KERNELS_JSONL

    @property
    def summary(self) -> Path:
        return self.root / SUMMARY_JSON

    @property
    def counters(self) -> Path:
        """Board power and SM clock sampled during the profile (artifact.traces.counters)."""
        return self.root / COUNTERS_JSON

    @property
    def energy_report(self) -> Path:
        return self.report / GPU_ENERGY_REPORT

    @property
    def replay(self) -> Path:
        return self.root / REPLAY_DIR

    def replay_dir(self, l2: str = "hot") -> Path:
        """replay/ for hot-L2 replays (artifact.traces.replay.L2_MODES), replay-<mode>/ for the others."""
        return self.replay if l2 == "hot" else self.root / f"{REPLAY_DIR}-{l2}"

    def replay_record(self, key: str, l2: str = "hot") -> Path:
        return self.replay_dir(l2) / f"{key}.json"

    @property
    def whole(self) -> Path:
        return self.root / WHOLE_DIR

    def whole_path(self, variant: str) -> Path:
        return self.whole / f"{variant}.json"

    @property
    def energy(self) -> Path:
        """A tensor-parallel rank's energy of the phase, measured in lockstep."""
        return self.root / ENERGY_JSON

    @property
    def collectives(self) -> Path:
        """A tensor-parallel rank's all-reduce pairs."""
        return self.root / COLLECTIVES_JSON


def is_trace_run(root: Path) -> bool:
    return (root / RUN_JSON).is_file()


TP_RANK_GLOB = "rank*"


@dataclass(frozen=True)
class TpRunDirs(ReportDirs):
    """A tensor-parallel run (``<out>/<run>_tp<N>/``, artifact.tp.run): one trace run per rank, the report."""

    def rank(self, rank: int) -> TraceRunDirs:
        """``rank<r>/``: one rank's trace run."""
        return TraceRunDirs(self.root / f"rank{rank}")

    @property
    def energy_report(self) -> Path:
        return self.report / TP_ENERGY_REPORT

    def rank_roots(self) -> list[Path]:
        """The rank directories there, in rank order (``rank0``, ``rank1``, ...)."""
        found = [p for p in self.root.glob(TP_RANK_GLOB) if p.is_dir() and p.name[4:].isdigit()]
        return sorted(found, key=lambda p: int(p.name[4:]))


def is_tp_run(root: Path) -> bool:
    return TpRunDirs(root).rank(0).run_json.is_file()


@dataclass(frozen=True)
class StudyDirs:
    """A folder of trace runs or of tensor-parallel runs as a reference producer writes it (``<out>/traces/``,
    ``<out>/traces-tp/``; shipped as data/reference/<gpu>/traces/ and traces-tp/): the run directories, and
    beside them the producer's manifest.json, the folder's report.html and its figures/."""

    root: Path

    @property
    def manifest(self) -> Path:
        return self.root / MANIFEST_JSON

    @property
    def page(self) -> Path:
        return self.root / REPORT_HTML

    @property
    def figures(self) -> Path:
        return self.root / FIGURES_DIR

    def trace_runs(self) -> list[Path]:
        """The trace run directories directly under the folder (those with a run.json), by name."""
        return sorted(d for d in self.root.iterdir() if is_trace_run(d))

    def tp_runs(self) -> list[Path]:
        """The tensor-parallel run directories directly under the folder (those with a rank0/run.json), by name."""
        return sorted(d for d in self.root.iterdir() if is_tp_run(d))


def study_of(run_root: Path) -> StudyDirs:
    """The folder a run directory lies in (its producer's manifest.json beside it)."""
    return StudyDirs(run_root.parent)
