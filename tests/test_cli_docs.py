"""What REPRODUCE.md tells a reviewer to run, where it can run on a CPU: help texts, `verify` and
`compare` on the shipped reference, `make help`."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pandas as pd
import pytest

ROOT = Path(__file__).resolve().parent.parent
REF = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3"
COMMANDS = ["cases", "tune", "select", "export", "build", "measure", "analyze", "verify", "compare", "reproduce",
            "versions"]


def test_top_level_help_lists_every_command(cli):
    r = cli("--help")
    assert r.exit_code == 0
    for c in COMMANDS:
        assert re.search(rf"^\s+{c}\b", r.output, re.M), c


@pytest.mark.parametrize("command", COMMANDS)
def test_each_command_says_what_it_reads_and_writes(cli, command):
    r = cli(command, "--help")
    assert r.exit_code == 0
    text = r.output
    if command not in ("cases",):
        assert "Reads:" in text and "Writes" in text, text


def test_make_help_lists_the_targets():
    r = subprocess.run(["make", "-s", "help"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0
    for target in ("reproduce-test", "test", "setup", "tune", "select", "export", "build", "measure", "analyze",
                   "verify", "compare", "reproduce", "image"):
        assert re.search(rf"^\s*(make )?{re.escape(target)}\s", r.stdout, re.M), target


def test_shipped_reference_verifies(cli):
    r = cli("verify", "--results", REF)
    assert r.exit_code == 0 and "all" in r.output and "match SHA256SUMS" in r.output
    base = ROOT / "data" / "reference" / "baselines" / "nvidia-h100-80gb-hbm3"
    assert cli("verify", "--results", base).exit_code == 0


def test_compare_reference_with_itself_passes(cli):
    r = cli("compare", "--results", REF, "--reference", REF)
    assert r.exit_code == 0, r.output
    assert "0 failed" in r.output and "PASS  C1" in r.output and "SKIP  C4/C5" in r.output


def test_compare_fails_a_run_that_differs(cli, tmp_path):
    run = tmp_path / "run"
    shutil.copytree(REF, run)
    m = pd.read_csv(run / "analysis" / "measurements.csv")
    m.loc[m["kind"] == "tuned", "time_per_launch_ms"] *= 1.5  # every tuned kernel 50% slower
    m.to_csv(run / "analysis" / "measurements.csv", index=False)
    r = cli("compare", "--results", run, "--reference", REF)
    assert r.exit_code != 0 and "altered: analysis/measurements.csv" in r.output  # verified first
    r = cli("compare", "--results", run, "--reference", REF, "--no-verify")
    assert r.exit_code != 0
    assert "FAIL  C1 time per launch of the fastest tuned kernel [case1@700W]" in r.output
    assert "FAIL  C6" in r.output


def test_reproduce_md_names_each_claim_and_command():
    text = (ROOT / "REPRODUCE.md").read_text()
    for claim in ("C1", "C2", "C3", "C4", "C5", "C6"):
        assert claim in text
    for cmd in ("make reproduce-test", "make reproduce", "CAPS=current", "WHEELHOUSE=", "make measure CASE=2",
                "make verify", "make compare"):
        assert cmd in text, cmd


def test_every_error_message_has_a_troubleshooting_entry():
    """Each `raise ArtifactError(...)` in the package has its message's start in REPRODUCE.md."""
    text = (ROOT / "REPRODUCE.md").read_text()
    missing = []
    for src in sorted((ROOT / "artifact").glob("*.py")):
        for m in re.finditer(r'raise ArtifactError\(\s*f?"([^"{\\]{12,})', src.read_text()):
            key = m.group(1).strip()[:28]
            if key not in text:
                missing.append(f"{src.name}: {key}")
    assert not missing, missing
