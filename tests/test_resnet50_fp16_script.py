"""scripts/resnet50_tuned_fp16.sh without a GPU: it parses, its commands are the CLI's, and the helper that
picks the cases to select (a valid trial) and to export (a kernel that passed its check) reads results
as `artifact select` and `artifact export` would (genuine sampled schedules, made-up run times)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from helpers import fake_tune

from artifact.catalog import load_catalog
from artifact.layout import case_dirs
from artifact.tuning.select import Policy, select_case

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "resnet50_tuned_fp16.sh"


def test_the_script_parses_and_runs_the_clis_commands(cli) -> None:
    subprocess.run(["bash", "-n", str(SCRIPT)], check=True)
    text = SCRIPT.read_text()
    assert text.count("export CAPS=current ARTIFACT_CAPS=current") == 1
    for command, options in (("tune", ("--catalog", "--all", "--trials", "--set", "--budget-s", "--gpu", "--results")),
                             ("select", ("--catalog", "--case", "--top", "--per-percentile", "--results")),
                             ("export", ("--catalog", "--case", "--results")),
                             ("layers", ("--pipeline", "--dtype", "--whole", "--preset", "--gpu", "--tuned-results",
                                         "--results"))):
        helped = cli(command, "--help").output
        line = next(x for x in text.splitlines() if x.lstrip().startswith(f"artifact {command} "))
        for option in options:
            assert option in line or option in text, (command, option)
            assert option in helped, (command, option)
    assert "resnet50-fp16" in text and "--pipeline resnet50_tuned --dtype fp16 --whole" in text


def _helper(what: str, results: Path) -> str:
    source = re.search(r"<<'PY'\n(.*?)\nPY\n", SCRIPT.read_text(), re.S)
    assert source is not None
    out = subprocess.run([sys.executable, "-", what, str(results), "resnet50-fp16"], input=source.group(1),
                         capture_output=True, text=True, check=True, cwd=ROOT)
    return out.stdout.strip()


def test_the_cases_to_select_and_to_export(tmp_path: Path) -> None:
    cases = {c.case_id: c for c in load_catalog("resnet50-fp16")}
    good, failed = cases["resnet50-fp16-layer4_bn_1x1_reduce"], cases["resnet50-fp16-layer4_1x1_expand"]
    fake_tune(good, tmp_path, 3)
    fake_tune(failed, tmp_path, 2, failed=2)  # every trial failed: nothing to select
    assert _helper("tuned", tmp_path) == good.case_id
    select_case(good, tmp_path, Policy(top=1, per_percentile=0), check=False, echo=lambda _: None)
    assert _helper("selected", tmp_path) == ""  # not checked: not exported
    path = case_dirs(tmp_path, good).selection
    sel = json.loads(path.read_text())
    sel["kernels"][0]["correctness"].update(status="pass", rel_error=1e-4, tolerance=6e-4, device="GPU", detail="")
    path.write_text(json.dumps(sel))
    assert _helper("selected", tmp_path) == good.case_id
