"""The shipped kernel references' analyses are what this checkout's `analyze` writes from their records:
every CSV of each shipped reproduce-test run, written again from its measure records, byte for byte (so a
change to the analysis that would alter a shipped table fails here, whichever commit measured the run)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from artifact.results.analyze import analyze

ROOT = Path(__file__).resolve().parent.parent
RUNS = sorted(p.parent.parent.relative_to(ROOT / "data" / "reference").as_posix()
              for p in (ROOT / "data" / "reference").glob("*/reproduce-test-*/analysis/measurements.csv"))


def test_there_are_shipped_runs_of_two_gpu_models():
    assert len({r.split("/")[0] for r in RUNS}) >= 2, RUNS


@pytest.mark.parametrize("run", RUNS)
def test_a_shipped_analysis_is_written_again_byte_for_byte(run, tmp_path, no_figures):
    src = ROOT / "data" / "reference" / run
    copy = tmp_path / "run"
    shutil.copytree(src, copy)
    analyze(copy, echo=lambda s: None)
    shipped = sorted(p.relative_to(src) for p in (src / "analysis").rglob("*.csv"))
    assert shipped
    differ = [str(p) for p in shipped if (copy / p).read_bytes() != (src / p).read_bytes()]
    assert not differ, f"{run}: {differ}"
