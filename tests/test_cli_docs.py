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
H100 = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3"
REF = H100 / "reproduce-test-1"
COMMANDS = ["cases", "tune", "select", "export", "build", "measure", "analyze", "verify", "compare", "remeasure", "report", "reproduce",
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
                   "verify", "compare", "report", "reproduce", "image"):
        assert re.search(rf"^\s*(make )?{re.escape(target)}\s", r.stdout, re.M), target


def test_shipped_reference_verifies(cli):
    r = cli("verify", "--results", REF)
    assert r.exit_code == 0 and "all" in r.output and "match SHA256SUMS" in r.output
    others = sorted(p for p in H100.glob("reproduce-test-*") if p != REF)
    assert others, "the claims need at least two reference runs"
    for run in others:
        assert cli("verify", "--results", run).exit_code == 0, run


def test_compare_reference_with_itself_passes(cli):
    r = cli("compare", "--results", REF, "--reference", REF)
    assert r.exit_code == 0, r.output
    assert " 0 failed" in r.output and "PASS  V time per launch of cudnn-fp32 [case1@700W]" in r.output
    assert "SKIP  P1/P2" in r.output  # one cap only


def test_compare_default_reference_is_the_gpu_models_runs(cli, fake_gpu):
    r = cli("compare", "--results", REF)
    assert r.exit_code == 0, r.output
    assert f"reference run(s) in {H100}" in r.output


def test_compare_fails_a_run_that_differs(cli, tmp_path):
    run = tmp_path / "run"
    shutil.copytree(REF, run)
    m = pd.read_csv(run / "analysis" / "measurements.csv")
    m.loc[m["kind"] == "baseline", "energy_per_launch_mj"] *= 1.2  # the libraries 20 % more energy
    m.loc[m["kind"] == "tuned", "time_per_launch_ms"] *= 20  # the tuned kernels far slower than every library
    m.to_csv(run / "analysis" / "measurements.csv", index=False)
    r = cli("compare", "--results", run, "--reference", REF)
    assert r.exit_code != 0 and "altered: analysis/measurements.csv" in r.output  # verified first
    r = cli("compare", "--results", run, "--reference", REF, "--no-verify")
    assert r.exit_code != 0
    assert "FAIL  V energy per launch of cudnn-fp32 [case1@700W]" in r.output
    assert "FAIL  T the fastest tuned kernel's time lower than cudnn-fp32 [case1@700W]" in r.output


def test_tuning_claims_need_every_reference_run(tmp_path):
    from artifact.results.compare import evaluate, load_measurements

    ref = load_measurements(REF)
    other = ref.copy()
    # a second reference run whose fastest case1 kernel is as fast as cuDNN fp32: no claim left there
    t = other[(other["case_id"] == "case1") & (other["kind"] == "tuned")].index
    cudnn = float(other.loc[(other["case_id"] == "case1") & (other["id"] == "cudnn-fp32"), "time_per_launch_ms"].iloc[0])
    other.loc[t, "time_per_launch_ms"] = cudnn
    v = {(x.claim, x.case): x for x in evaluate(ref, [ref, other])}
    skipped = [x for (c, w), x in v.items() if w == "case1@700W" and c.startswith("T the fastest tuned kernel's time")
               and "cudnn-fp32" in c]
    assert skipped and all(x.status == "SKIP" and "not a claim" in x.detail for x in skipped)


def test_reproduce_md_names_each_claim_and_command():
    text = (ROOT / "REPRODUCE.md").read_text()
    for claim in ("V ", "T ", "P1", "P2", "M1", "M2", "M3", "M4"):
        assert claim in text
    for cmd in ("make reproduce-test", "make reproduce", "CAPS=current", "WHEELHOUSE=", "make measure CASE=2",
                "make verify", "make compare"):
        assert cmd in text, cmd


def test_every_error_message_has_a_troubleshooting_entry():
    """Each `raise ArtifactError(...)` in the package has its message's start in REPRODUCE.md."""
    text = (ROOT / "REPRODUCE.md").read_text()
    missing = []
    for src in sorted((ROOT / "artifact").rglob("*.py")):
        for m in re.finditer(r'raise ArtifactError\(\s*f?"([^"{\\]{12,})', src.read_text()):
            key = m.group(1).strip()[:28]
            if key not in text:
                missing.append(f"{src.name}: {key}")
    assert not missing, missing


SHIPPED = sorted(d for g in (ROOT / "data" / "reference").iterdir() if g.is_dir() for d in g.iterdir()
                 if d.is_dir() and d.name != "cross-run")


@pytest.mark.parametrize("folder", SHIPPED, ids=[f"{d.parent.name}/{d.name}" for d in SHIPPED])
def test_every_shipped_reference_folder_verifies_with_one_command(cli, folder):
    r = cli("verify", "--results", folder)
    assert r.exit_code == 0, r.output
    assert re.search(r"all \d+ (files|runs) match", r.output.splitlines()[-1]), r.output


def test_reproduce_md_gives_the_verify_command_of_every_kind_of_shipped_folder():
    text = (ROOT / "REPRODUCE.md").read_text(encoding="utf-8")
    assert "make verify RESULTS=data/reference/" in text
    for kind in sorted({re.sub(r"-\d+$", "", d.name) for d in SHIPPED}):
        assert f"`{kind}" in text, kind


def test_a_folder_of_trace_runs_is_verified_run_by_run(cli, tmp_path):
    from artifact.results.checksums import write_sums

    folder = tmp_path / "traces"
    for run in ("a_prefill_b1_p8", "a_decode_b1_p8-d4"):
        (folder / run / "report").mkdir(parents=True)
        (folder / run / "run.json").write_text("{}")
        (folder / run / "report" / "kernels.csv").write_text("rank\n1\n")
        write_sums(folder / run)
    (folder / "manifest.json").write_text("{}")
    r = cli("verify", "--results", folder)
    assert r.exit_code == 0, r.output
    assert "all 2 runs match their SHA256SUMS" in r.output and "not covered by a run's SHA256SUMS: manifest.json" in r.output
    (folder / "a_decode_b1_p8-d4" / "report" / "kernels.csv").write_text("rank\n2\n")
    r = cli("verify", "--results", folder)
    assert r.exit_code != 0 and "altered: report/kernels.csv" in r.output and "a_decode_b1_p8-d4" in r.output
