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

The shipped form of a run (``data/reference/<gpu>/<run>/``, written by artifact.results.shipping):
the same tree without the gate's buffers (``export/<kernel_id>/reference``'s ``*.bin``, regenerated from
the export's seed) and with each cubin stored gzip-compressed as ``kernel.cubin.gz``.

docs/SCHEMAS.md documents every file.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .atomic import write_json
from .catalog import Case

# The shipped form: files stored gzip-compressed as <name>.gz, and files left out.
SHIPPED_GZIP_NAMES = ("kernel.cubin", "*.trace.json")  # patterns; a trace run's Chrome trace is tens of MB of JSON
GZIP_SUFFIX = ".gz"


def left_out_when_shipped(rel: Path) -> bool:
    """Whether a file of a results directory (path relative to it) is left out of the shipped form."""
    return rel.suffix == ".bin" and "export" in rel.parts


@dataclass(frozen=True)
class CaseDirs:
    root: Path

    @property
    def case_json(self) -> Path:
        return self.root / "case.json"

    @property
    def tune(self) -> Path:
        return self.root / "tune"

    @property
    def runs_json(self) -> Path:
        return self.tune / "runs.json"

    @property
    def selection(self) -> Path:
        return self.root / "selection.json"

    @property
    def export(self) -> Path:
        return self.root / "export"

    @property
    def export_index(self) -> Path:
        """export.json, written last by export: its presence means the export is complete."""
        return self.export / "export.json"

    @property
    def measure(self) -> Path:
        return self.root / "measure"


def case_dirs(results: Path, case: Case) -> CaseDirs:
    return CaseDirs(results / case.case_id)


def record_case(dirs: CaseDirs, case: Case) -> None:
    """Write case.json (idempotent) so later phases and readers know what the directory holds."""
    if not dirs.case_json.exists():
        write_json(dirs.case_json, case.to_json())


# results trees beside the case directories
LAYERS_DIR = "layers"
LAYERS_MANIFEST = "manifest.json"  # <results>/layers/manifest.json: what produced the layers (artifact.layers.provenance)
TRACES_DIR = "traces"
CUTLASS_DIR = "cutlass"
