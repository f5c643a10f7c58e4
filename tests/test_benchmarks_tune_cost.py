"""benchmarks/tune_cost.py (a GPU experiment), run as a user does: its tables from a recorded --json
(--table-from), here the shipped H200 runs. CPU only."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORDED = ROOT / "benchmarks" / "results" / "tune_cost_h200_case1_threads8_srclimit400_seeds12.json"


def _table(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "benchmarks.tune_cost", "--case", "case1", "--table-from", str(path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_the_tables_of_a_recorded_run_pair_each_arm_with_the_first_seed_by_seed(tmp_path):
    rows = json.loads(RECORDED.read_text())
    first, second = rows[0]["arm"], rows[1]["arm"]
    partial = tmp_path / "partial.json"  # a run ended during seed 2's second arm: seed 1 alone is paired
    partial.write_text(json.dumps(rows[:3]))
    proc = _table(partial)
    assert proc.returncode == 0, proc.stderr[-2000:]
    lines = proc.stdout.splitlines()
    assert sum(line.startswith(first) for line in lines) == 2 and sum(line.startswith(second + " ") for line in lines) == 2
    assert f"against {first}, seed by seed" in proc.stdout
    pair = lines[-1].split()
    rate = rows[1]["trials_per_min"] / rows[0]["trials_per_min"]
    best = rows[1]["best_gflops_after"]["192"] / rows[0]["best_gflops_after"]["192"]
    assert pair[0] == second and pair[3] == f"{rate:.2f}" and pair[4] == f"[{rate:.2f}-{rate:.2f}]"
    assert f"{best:.2f} [{best:.2f}-{best:.2f}]" in lines[-1]


def test_a_missing_json_is_one_line(tmp_path):
    proc = _table(tmp_path / "none.json")
    assert proc.returncode != 0 and proc.stderr.strip().startswith("--table-from") and len(proc.stderr.splitlines()) == 1
