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


# The errors a reviewer meets when following REPRODUCE.md: set-up, the kernel pipeline's phases, power
# caps, locks, checksums, compare and remeasure, the container, a model study's first requirement. Each
# must keep a troubleshooting row (message -> cause -> fix); the package's other errors are for
# developers and API callers, and name their fix in the message itself.
COMMON_ERRORS = (
    "Python >= 3.10 is needed", "has no wheel for", "no NVIDIA GPU driver found", "nvidia-ml-py is not installed",
    "unknown case", "unknown catalog", "no C++ compiler (g++) found", "nvcc not found on PATH",
    "the CUDA/NVML/cuDNN/cuBLAS headers are not installed", "which does not run on this GPU",
    "no permission to set a power cap on GPU", "W is outside", "NVML still reports",
    "are claimed by another run that is still alive", "is in use by another artifact run", "no tuning records in",
    "no export in", "is not built", "trials failed", "the driver failed at", "failed the driver's correctness gate",
    "point(s) missing from the sweep", "RUNNER=docker: ", "not found: run `make analyze` first", " altered, ",
    "no reference runs in", "another architecture: the kernels of", "holds reference runs of several GPU models",
    "and the reference runs have no case in common", "was analyzed by an earlier release of the artifact",
    "--results must be a new directory, not the reference itself", "some claims FAILED",
    "some measurement claims FAILED", "needs PyTorch", "is too large for this GPU",
)


def _sources() -> str:
    files = [*(ROOT / "artifact").rglob("*.py"), *(ROOT / "scripts").iterdir(), ROOT / "Makefile",
             *(ROOT / "cuda" / "src").iterdir()]
    return "\n".join(f.read_text(encoding="utf-8") for f in files if f.is_file())


def _troubleshooting_messages() -> list[str]:
    """The messages of the first column of REPRODUCE.md's troubleshooting table (one per code span)."""
    text = (ROOT / "REPRODUCE.md").read_text(encoding="utf-8")
    section = text[text.index("Troubleshooting"):]
    rows = [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| message")]
    return [m.group(2) for row in rows for m in re.finditer(r"(``|`)(.+?)\1", row.split(" | ")[0])]


def test_the_common_errors_have_a_troubleshooting_row():
    sources, messages = _sources(), _troubleshooting_messages()
    stale = [e for e in COMMON_ERRORS if e not in sources]
    assert stale == [], f"no longer printed by the artifact (update COMMON_ERRORS and REPRODUCE.md): {stale}"
    missing = [e for e in COMMON_ERRORS if not any(e.strip() in m for m in messages)]
    assert missing == [], f"REPRODUCE.md's troubleshooting table lacks: {missing}"


def test_every_troubleshooting_row_is_a_message_the_artifact_prints():
    sources, messages = _sources(), _troubleshooting_messages()
    assert len(messages) >= len(COMMON_ERRORS)
    unknown = [m for m in messages for part in m.split("...") if len(part.strip()) >= 6 and part.strip() not in sources]
    assert unknown == [], f"troubleshooting rows whose text the artifact does not print: {unknown}"
    assert len(messages) == len(set(messages)), "a message in two rows"



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
