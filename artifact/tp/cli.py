"""`artifact tp ...`: a tensor-parallel run (``torchrun -m artifact.tp.run``, one rank directory per GPU)
explained GPU by GPU. artifact/cli.py adds the group to its own."""

from __future__ import annotations

from pathlib import Path

import click

from ..cli_common import _echo, handle_errors, report_run_or_folder
from ..traces.cli import RUN_DIR, _fmt


@click.group("tp")
def tp() -> None:
    """A language model split over several GPUs with tensor parallelism, explained GPU by GPU.

    \b
    Profile with `torchrun --nproc-per-node N -m artifact.tp.run` (one rank<r>/ directory per GPU),
    replay each rank's kernels with `artifact trace replay RUN/rank<r> --gpu <its GPU>`, then:
      report   per-GPU and total energy against the sum of the kernels    -> report/, SHA256SUMS
               (a folder of runs: each, then one page comparing 1 and N GPUs)
    """


@tp.command("report")
@RUN_DIR
@handle_errors
def tp_report_cmd(run_dir: Path) -> None:
    """Explain a tensor-parallel run's energy GPU by GPU: tables, Gantt of all GPUs, checksums.

    \b
    Reads:  RUN_DIR/rank<r>/ (artifact.tp.run: run.json, the trace, kernels.jsonl,
            summary.json, energy.json, collectives.json; replay/ where each rank's kernels were replayed
            with `artifact trace replay RUN_DIR/rank<r> --gpu <its GPU>`).
    Writes: RUN_DIR/report/: ranks.csv, kernels.csv, collectives.csv, tp_energy_report.json,
            figures/gantt.{png,pdf} (every GPU on one time axis), figures/power.{png,pdf} (each GPU's
            power during the energy window), figures/energy.{png,pdf}, report.html; RUN_DIR/SHA256SUMS.
    RUN_DIR may also be a folder of runs (e.g. the same phase on 1 and 2 GPUs): each run is reported,
    then RUN_DIR/report.html compares them (one figure per phase, RUN_DIR/figures/).
    """
    from ..layout import TpRunDirs
    from .page import tp_runs, write_study_page
    from .report import write_tp_report

    folder = tp_runs(run_dir) if not TpRunDirs(run_dir).rank(0).root.is_dir() and run_dir.is_dir() else []
    report_run_or_folder(run_dir, folder, write_tp_report, write_study_page, _print_tp_totals)


def _print_tp_totals(run_dir: Path) -> None:
    from ..layout import TpRunDirs
    from ..schema.base import read_dict
    from ..schema.trace_reports import TpEnergyReport

    report = read_dict(TpEnergyReport, TpRunDirs(run_dir).energy_report)
    for r in report["ranks"]:
        _echo(f"GPU {r['rank']}: measured {_fmt(r['measured_energy_mj'], '.1f')} mJ per run in "
              f"{_fmt(r['measured_time_ms'], '.2f')} ms; predicted {_fmt(r['predicted_mj'], '.1f')} mJ "
              f"({_fmt(r['predicted_over_measured'], '.3f')}); collectives {_fmt(r['collective_share'] and 100 * r['collective_share'], '.1f')} "
              f"% of kernel time, waiting {_fmt(r['collective_waiting_share'] and 100 * r['collective_waiting_share'], '.1f')} % of it; "
              f"replayed {_fmt(r['coverage'] and 100 * r['coverage'], '.1f')} % of the other kernels' time")
    t = report["totals"]
    _echo(f"all {t['world_size']} GPUs: measured {_fmt(t['measured_energy_mj'], '.1f')} mJ, predicted "
          f"{_fmt(t['predicted_mj'], '.1f')} mJ ({_fmt(t['predicted_over_measured'], '.3f')}); collectives "
          f"{_fmt(t['collective_share'] and 100 * t['collective_share'], '.1f')} % of kernel time "
          f"(pair-measured {_fmt(t['collective_pair_share'] and 100 * t['collective_pair_share'], '.1f')} %)")
