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

Every path of a results directory is spelled here and nowhere else (tests/test_layout.py looks for
joins of these names in the other modules); the files' contents are artifact.schema's.

The shipped form of a run (``data/reference/<gpu>/<run>/``, written by artifact.results.shipping):
the same tree without the gate's buffers (``export/<kernel_id>/reference``'s ``*.bin``, regenerated from
the export's seed) and with each cubin stored gzip-compressed as ``kernel.cubin.gz``.

docs/SCHEMAS.md documents every file.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .catalog import Case
from .digest import SIG_FILE, SUMS_FILE
from .schema.base import write
from .schema.case import CaseEntry

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
TRACES_DIR = "traces"
CUTLASS_DIR = "cutlass"
PIPELINE_JSON = "pipeline.json"  # <results>/layers/<run>/pipeline.json: the pipeline measured


def layers_pipeline(run_dir: Path) -> Path:
    """A layers run directory's pipeline.json."""
    return run_dir / PIPELINE_JSON


@dataclass(frozen=True)
class ReportDirs:
    """A run directory's report (CSVs, JSON, figures/) and its SHA256SUMS over the whole directory."""

    root: Path

    @property
    def report(self) -> Path:
        return self.root / "report"

    def report_file(self, name: str) -> Path:
        return self.report / name

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
        return self.root / "kernels.jsonl"

    @property
    def summary(self) -> Path:
        return self.root / "summary.json"

    @property
    def replay(self) -> Path:
        return self.root / "replay"

    def replay_dir(self, l2: str = "hot") -> Path:
        """replay/ for hot-L2 replays (artifact.traces.replay.L2_MODES), replay-<mode>/ for the others."""
        return self.replay if l2 == "hot" else self.root / f"replay-{l2}"

    def replay_record(self, key: str, l2: str = "hot") -> Path:
        return self.replay_dir(l2) / f"{key}.json"

    @property
    def whole(self) -> Path:
        return self.root / "whole"

    def whole_path(self, variant: str) -> Path:
        return self.whole / f"{variant}.json"

    @property
    def energy(self) -> Path:
        """A tensor-parallel rank's energy of the phase, measured in lockstep."""
        return self.root / "energy.json"

    @property
    def collectives(self) -> Path:
        """A tensor-parallel rank's all-reduce pairs."""
        return self.root / "collectives.json"


TP_RANK_GLOB = "rank*"


@dataclass(frozen=True)
class TpRunDirs(ReportDirs):
    """A tensor-parallel run (``<out>/<run>_tp<N>/``, artifact.tp.run): one trace run per rank, the report."""

    def rank(self, rank: int) -> TraceRunDirs:
        """``rank<r>/``: one rank's trace run."""
        return TraceRunDirs(self.root / f"rank{rank}")

    def rank_roots(self) -> list[Path]:
        """The rank directories there, in rank order (``rank0``, ``rank1``, ...)."""
        found = [p for p in self.root.glob(TP_RANK_GLOB) if p.is_dir() and p.name[4:].isdigit()]
        return sorted(found, key=lambda p: int(p.name[4:]))
