"""`artifact reference pages`: every shipped reference run's report page, figures and README written again
from its records, the folder's SHA256SUMS with them, each GPU model's cross-run page, and the index of
data/reference (README.md, index.html); the `reference` group (artifact/cli_reference.py) imports it when
named. `artifact layers-report`: the layer study's figures and page again; artifact/cli.py names it (STUDY_COMMANDS)."""

from __future__ import annotations

from pathlib import Path

import click

from .cli_common import _echo, handle_errors
from .errors import ArtifactError
from .layout import SUMS_FILE, analysis_dirs, layers_dirs, shipped_reference, sums_file


def regenerate_run(run: Path, kind: str) -> None:
    """The run's report page(s) and figures, from its records (nothing measured, no number changed)."""
    from .results.checksums import write_sums

    if kind == "kernels":
        from .results.analyze import load_records
        from .results.plots import make_figures
        from .results.report import write_report

        make_figures(load_records(run), analysis_dirs(run).figures, run)
        write_report(run, reference=run.parent, echo=lambda s: None)
    elif kind == "layers":
        from .layers.page import write_page
        from .layers.plots import plot_all

        plot_all(layers_dirs(run).root)
        write_page(layers_dirs(run).root)
    elif kind == "fourway":
        from .fourway.report import write_fourway

        write_fourway(run, echo=lambda s: None, tables=False)
    elif kind == "traces":
        from .traces.page import trace_runs, write_study_page
        from .traces.report import write_report as write_trace_report

        for r in trace_runs(run):
            write_trace_report(r, tables=False)
        write_study_page(run)
    elif kind == "tp":
        from .tp.page import tp_runs
        from .tp.page import write_study_page as write_tp_page
        from .tp.report import write_tp_report

        for r in tp_runs(run):
            write_tp_report(r, tables=False)
        write_tp_page(run)
    if sums_file(run).is_file():
        write_sums(run)


def _check_sums(run: Path) -> None:
    """A run folder whose files differ from its SHA256SUMS is not written over (each run of a folder of runs too)."""
    from .results.checksums import verify
    from .results.refindex import README

    for root in [run] if sums_file(run).is_file() else sorted(p.parent for p in run.glob(f"*/{SUMS_FILE}")):
        altered, missing, extra = verify(root)[:3]
        extra = [x for x in extra if x != README]  # the README this command writes
        if altered or missing or extra:
            raise ArtifactError(f"{root} does not match its SHA256SUMS (altered {altered[:3]}, missing {missing[:3]}, "
                                f"extra {extra[:3]}): restore it before writing its pages again")


@click.command("pages")
@click.option("--reference", type=click.Path(file_okay=False, exists=True, path_type=Path), default=None,
              help="The reference folder (default: data/reference of this checkout).")
@click.option("--docs-only", is_flag=True, help="Write only the READMEs, the cross-run pages and the index (seconds); "
                                                "without it every run's report page and figures are written again too.")
@click.option("--check", is_flag=True, help="Write nothing: exit 1 naming each README that differs from what its "
                                            "manifest and records give.")
@handle_errors
def reference_pages_cmd(reference: Path | None, docs_only: bool, check: bool) -> None:
    """Write the shipped reference runs' pages again from their records.

    \b
    Reads:  data/reference/<gpu model>/<run>/ (manifests, records, report files).
    Writes: each run's report page and figures (kernel runs: analysis/report.html and figures/;
            layers: layers/report.html; four-way: analysis/fourway/; traces and tensor-parallel
            folders: each run's report/ and the folder's report.html), <run>/README.md, the run's
            SHA256SUMS (where it has one), <gpu model>/cross-run.html, data/reference/README.md
            and index.html. No measured number changes: everything is drawn from the records.
    """
    from .atomic import write_text
    from .results import crossrun, refindex
    from .results.checksums import write_sums

    ref = reference or shipped_reference()
    if check:
        stale = [p for p, text in refindex.readmes(ref).items()
                 if not p.is_file() or p.read_text(encoding="utf-8") != text]
        for p in stale:
            _echo(f"differs: {p}")
        if stale:
            raise SystemExit(1)
        _echo("every README is what its manifest and records give")
        return
    runs = [(ref / e.gpu_dir / e.run, e.kind) for e in refindex.entries(ref)]
    if not docs_only:
        for run, _ in runs:
            _check_sums(run)
        for run, kind in runs:
            _echo(f"{run}: {kind} pages from the records")
            regenerate_run(run, kind)
    for gpu in sorted(d for d in ref.iterdir() if d.is_dir()):
        page = crossrun.write_page(gpu)
        if page is not None:
            _echo(f"wrote {page}")
    for path, text in refindex.readmes(ref).items():
        write_text(path, text)
        if path.parent != ref and sums_file(path.parent).is_file():
            write_sums(path.parent)
        _echo(f"wrote {path}")
    index = ref / refindex.INDEX_HTML
    write_text(index, refindex.index_html(ref, refindex.entries(ref)))
    _echo(f"wrote {index}")


@click.command("layers-report")
@click.option("--results", type=click.Path(file_okay=False, exists=True, path_type=Path), default=Path("results"),
              envvar="ARTIFACT_RESULTS", show_default=True, help="The results directory holding layers/.")
@handle_errors
def layers_report_cmd(results: Path) -> None:
    """Draw the layer study's figures and write its page again from its records (no torch, no GPU).

    \b
    Reads:  <results>/layers/ (each run's records and layers.csv, summary.csv, manifest.json).
    Writes: the figures (each run's energy_by_layer, breakdown, whole_vs_sum) and
            <results>/layers/report.html; <results>/SHA256SUMS where there is one.
    """
    from .layers.page import write_page
    from .layers.plots import plot_all
    from .results.checksums import write_sums

    out = layers_dirs(results).root
    if not out.is_dir():
        raise ArtifactError(f"{out} not found: measure layers first (`artifact layers`)")
    figures = plot_all(out)
    page = write_page(out)
    if page is None:
        raise ArtifactError(f"{out} holds no layer run (no <run>/pipeline.json): run `artifact layers` first")
    if sums_file(results).is_file():
        write_sums(results)
    _echo(f"wrote {len(figures)} figure files and {page}")


cli_command = reference_pages_cmd  # `artifact reference pages` (artifact/cli_reference.py)
