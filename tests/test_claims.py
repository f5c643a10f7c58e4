"""Claims on any GPU model: each claim's scope, the reference a run is compared with (its own model, then
the same compute capability, then the same architecture, or the one named), `compare` on another model
(absolute claims SKIP with their reason, the rest checked, exit 0), results of an earlier release, and
the report's block naming the reference model and the claims not checked there."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pandas as pd
import pytest

from artifact.errors import ArtifactError
from artifact.results import references
from artifact.results.checksums import write_sums
from artifact.results.claims import CLAIMS, Scope
from artifact.results.compare import evaluate
from artifact.results.references import OTHER_ARCH, SAME_CC, SAME_MAJOR, SAME_MODEL, GpuModel, choose

ROOT = Path(__file__).resolve().parent.parent
H100 = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3"
REF = H100 / "reproduce-test-1"
H200 = ROOT / "data" / "reference" / "nvidia-h200"
H100_NAME = "NVIDIA H100 80GB HBM3"


def as_model(src: Path, dst: Path, name: str, cc: str = "9.0", scale: dict[tuple[str, str], float] | None = None) -> Path:
    """A copy of a shipped run as if measured on ``name`` (compute capability ``cc``), energies of some
    (case, kernel) points scaled, its SHA256SUMS written again (so `compare` verifies it)."""
    shutil.copytree(src, dst)
    meas = dst / "analysis" / "measurements.csv"
    m = pd.read_csv(meas)
    m["gpu.name"], m["gpu.compute_capability"] = name, cc
    for (case, kid), f in (scale or {}).items():
        m.loc[(m["case_id"] == case) & (m["id"] == kid), "energy_per_launch_mj"] *= f
    m["edp_ms_mj"] = m["energy_per_launch_mj"] * m["time_per_launch_ms"]
    m.to_csv(meas, index=False)
    man = json.loads((dst / "analysis" / "manifest.json").read_text())
    man["gpu"].update(name=name, compute_capability=cc)
    (dst / "analysis" / "manifest.json").write_text(json.dumps(man))
    write_sums(dst)
    return dst


# what an H200 showed against the H100 runs: cuDNN TF32's energy per launch of case 7 13.6 % lower
H200_TF32 = {("case7", "cudnn-tf32"): 0.864}


@pytest.fixture
def only_h100(tmp_path, monkeypatch):
    """The shipped references as they were before a second GPU model shipped: the H100's alone."""
    root = tmp_path / "h100-only"
    root.mkdir()
    (root / "nvidia-h100-80gb-hbm3").symlink_to(H100, target_is_directory=True)
    monkeypatch.setattr(references, "REFERENCE_DIR", root)
    return root


# ------------------------------------------------------------------------------------------ the claims
def test_every_claim_declares_where_it_holds_and_reproduce_md_says_the_same():
    text = (ROOT / "REPRODUCE.md").read_text(encoding="utf-8")
    for c in CLAIMS:
        row = re.search(rf"^\| {c.code} \|.*\| ([^|]+) \|$", text, re.M)
        assert row, c.code
        assert row.group(1).strip() == c.scope.value, (c.code, row.group(1))
    absolute = {c.code for c in CLAIMS if c.scope is Scope.MODEL}
    assert absolute == {"V", "M1", "M2"}  # time and energy per launch; ratios and orders hold on any model


# ------------------------------------------------------------------------------ which reference is chosen
def fake_reference(root: Path, name: str, cc: str, runs: int = 1) -> Path:
    folder = root / references.gpu_slug(name)
    for i in range(1, runs + 1):
        a = folder / f"reproduce-test-{i}" / "analysis"
        a.mkdir(parents=True)
        (a / "manifest.json").write_text(json.dumps({"gpu": {"name": name, "compute_capability": cc}}))
        pd.DataFrame({"gpu.name": [name], "gpu.compute_capability": [cc]}).to_csv(a / "measurements.csv", index=False)
    return folder


@pytest.fixture
def shipped(tmp_path):
    root = tmp_path / "reference"
    fake_reference(root, H100_NAME, "9.0", runs=3)
    fake_reference(root, "NVIDIA H200", "9.0", runs=2)
    fake_reference(root, "NVIDIA A100-SXM4-80GB", "8.0")
    return root


@pytest.mark.parametrize("gpu,cc,chosen,relation", [
    (H100_NAME, "9.0", H100_NAME, SAME_MODEL),
    ("NVIDIA H200", "9.0", "NVIDIA H200", SAME_MODEL),
    ("NVIDIA H100 PCIe", "9.0", H100_NAME, SAME_CC),  # the name's family first, then the other sm_90 model
    ("NVIDIA H20", "9.0", "NVIDIA H200", SAME_CC),  # "nvidia-h20" shares more with nvidia-h200
    ("NVIDIA GH200 480GB", "9.0", H100_NAME, SAME_CC),  # "nvidia-" with both: the one with more runs
    ("NVIDIA A10", "8.6", "NVIDIA A100-SXM4-80GB", SAME_MAJOR),
    ("NVIDIA B200", "10.0", H100_NAME, OTHER_ARCH),
])
def test_the_reference_is_the_same_model_then_compute_capability_then_architecture(shipped, gpu, cc, chosen, relation):
    c = choose(GpuModel(gpu, cc), root=shipped)
    assert (c.reference.model.name, c.relation, c.given) == (chosen, relation, False)
    line = c.describe()
    assert chosen in line and (relation == SAME_MODEL) == ("shipped for this GPU model" in line)
    if relation == SAME_CC:
        assert f"no reference of {gpu} ships" in line and "pick with REFERENCE=dir" in line  # the other sm_90 model
        assert "those on absolute time and energy are SKIP" in line


def test_a_named_reference_overrides_the_choice(shipped):
    c = choose(GpuModel("NVIDIA H200", "9.0"), shipped / "nvidia-h100-80gb-hbm3" / "reproduce-test-2", root=shipped)
    assert c.given and c.relation == SAME_CC and len(c.reference.runs) == 1 and "given with --reference" in c.describe()


def test_no_reference_or_a_folder_of_two_models_is_one_line(shipped, tmp_path):
    with pytest.raises(ArtifactError, match="no reference runs in .*REFERENCE=dir"):
        choose(GpuModel("NVIDIA H200", "9.0"), root=tmp_path / "empty")
    mixed = tmp_path / "mixed"
    shutil.copytree(shipped / "nvidia-h200" / "reproduce-test-1", mixed / "reproduce-test-1")
    shutil.copytree(shipped / "nvidia-h100-80gb-hbm3" / "reproduce-test-1", mixed / "reproduce-test-2")
    with pytest.raises(ArtifactError, match="reference runs of several GPU models"):
        choose(GpuModel("NVIDIA H200", "9.0"), mixed)


# --------------------------------------------------------------------------------- compare, by path
def test_same_model_checks_every_claim_and_fails_an_energy_off_by_more_than_the_tolerance(cli, tmp_path):
    run = as_model(H100 / "reproduce-test-2", tmp_path / "run", H100_NAME, scale={("case7", "cudnn-tf32"): 0.80})
    r = cli("compare", "--results", run)
    assert r.exit_code == 1, r.output
    assert "(shipped for this GPU model)" in r.output
    assert "FAIL  V energy per launch of cudnn-tf32 [case7@700W]" in r.output
    assert re.search(r"^\d+ passed, 1 failed, 3 skipped against NVIDIA H100 80GB HBM3 \(sm_90\)$", r.output, re.M)


def test_another_model_of_the_same_architecture_checks_the_ratios_and_skips_the_absolute_claims(cli, tmp_path, only_h100):
    """An H200 with only the H100's runs shipped: what `make compare` stopped on before (exit 2)."""
    run = as_model(H100 / "reproduce-test-2", tmp_path / "run", "NVIDIA H200", scale=H200_TF32)
    r = cli("compare", "--results", run)
    assert r.exit_code == 0, r.output
    out = r.output
    assert f"reference: {H100_NAME} (sm_90), 3 run(s) in data/reference/nvidia-h100-80gb-hbm3" in out
    assert "no reference of NVIDIA H200 ships; chosen as another GPU model of the same compute capability" in out
    v = [line for line in out.splitlines() if re.match(r"(PASS|FAIL|SKIP) +V ", line)]
    assert len(v) == 8 and all(line.startswith("SKIP") for line in v)
    tf32 = next(line for line in v if "energy per launch of cudnn-tf32 [case7@700W]" in line)
    assert f"a claim on {H100_NAME} only, this run is of NVIDIA H200" in tf32 and "39.18 (-15.1%)" in tf32  # information
    t = [line for line in out.splitlines() if re.match(r"(PASS|FAIL|SKIP) +T ", line)]
    assert sum(line.startswith("PASS") for line in t) == 7 and not any(line.startswith("FAIL") for line in t)
    assert out.rstrip().endswith(f"7 passed, 0 failed, 11 skipped against {H100_NAME} (sm_90), another GPU model of "
                                 f"the same compute capability as NVIDIA H200")


H200_RUNS = [r.name for r in references.reference_runs(H200)]


@pytest.mark.parametrize("run", H200_RUNS)
def test_the_shipped_h200_runs_hold_every_cross_model_claim_of_the_h100_reference(cli, tmp_path, only_h100, run):
    """The real thing: each shipped H200 run against the H100's runs alone, as a reviewer on an H200 would
    have compared before the H200's reference shipped."""
    copy = tmp_path / run
    shutil.copytree(H200 / run, copy)
    r = cli("compare", "--results", copy)
    assert r.exit_code == 0, r.output
    assert "no reference of NVIDIA H200 ships; chosen as another GPU model of the same compute capability" in r.output
    assert not re.search(r"^FAIL", r.output, re.M)
    assert all(line.startswith("SKIP") for line in r.output.splitlines() if re.match(r"(PASS|FAIL|SKIP) +V ", line))
    assert re.search(rf"^7 passed, 0 failed, 11 skipped against {H100_NAME} \(sm_90\)", r.output, re.M)


def test_another_model_fails_a_ratio_claim_that_does_not_hold(cli, tmp_path, only_h100):
    run = as_model(H100 / "reproduce-test-2", tmp_path / "run", "NVIDIA H200",
                   scale={("case1", "cudnn-fp32"): 0.5, ("case1", "cudnn-tf32"): 0.5})  # the libraries now beat tuning
    r = cli("compare", "--results", run)
    assert r.exit_code == 1, r.output
    assert "FAIL  T the fastest tuned kernel's energy lower than cudnn-fp32 [case1@700W]" in r.output
    assert "SKIP  V energy per launch of cudnn-fp32 [case1@700W]" in r.output  # absolute: not a FAIL there


def test_another_architecture_is_compared_on_the_claims_of_any_model(cli, tmp_path):
    run = as_model(H100 / "reproduce-test-2", tmp_path / "run", "NVIDIA A100-SXM4-80GB", cc="8.0")
    r = cli("compare", "--results", run)
    assert r.exit_code == 0, r.output
    assert "chosen as another GPU model of another architecture" in r.output and "NVIDIA A100-SXM4-80GB (sm_80)" in r.output


def test_the_reference_named_overrides_and_make_passes_it_as_reference(cli, tmp_path, monkeypatch):
    run = as_model(H100 / "reproduce-test-2", tmp_path / "run", "NVIDIA H200", scale=H200_TF32)
    r = cli("compare", "--results", run, "--reference", REF)
    assert r.exit_code == 0 and "1 run(s)" in r.output and "(given with --reference;" in r.output, r.output
    monkeypatch.setenv("ARTIFACT_REFERENCE", str(REF))  # make compare REFERENCE=dir
    r2 = cli("compare", "--results", run)
    assert r2.output == r.output
    # a reference of the run's own model named: every claim checked
    own = as_model(H100 / "reproduce-test-3", tmp_path / "h200-ref", "NVIDIA H200", scale=H200_TF32)
    r = cli("compare", "--results", run, "--reference", own)
    assert "(given with --reference)" in r.output and "PASS  V energy per launch of cudnn-tf32 [case7@700W]" in r.output


def test_once_a_reference_of_the_model_ships_it_is_the_one(cli, tmp_path, monkeypatch):
    root = tmp_path / "reference"
    root.mkdir()
    (root / "nvidia-h100-80gb-hbm3").symlink_to(H100, target_is_directory=True)
    as_model(REF, root / "nvidia-h200" / "reproduce-test-1", "NVIDIA H200", scale=H200_TF32)
    monkeypatch.setattr(references, "REFERENCE_DIR", root)
    run = as_model(H100 / "reproduce-test-2", tmp_path / "run", "NVIDIA H200", scale=H200_TF32)
    r = cli("compare", "--results", run)
    assert r.exit_code == 0, r.output
    assert "reference: NVIDIA H200 (sm_90), 1 run(s)" in r.output and "(shipped for this GPU model)" in r.output
    assert "PASS  V energy per launch of cudnn-tf32 [case7@700W]" in r.output
    r = cli("compare", "--results", run, "--reference", root / "nvidia-h100-80gb-hbm3")  # the H100's only
    assert r.exit_code == 0 and "SKIP  V energy per launch of cudnn-tf32" in r.output, r.output


# ----------------------------------------------------------------------------------- earlier releases
def test_results_of_an_earlier_release_are_compared_as_they_are(cli, tmp_path):
    """An analysis of records of schema energy-driver/1 with only the columns every release wrote (no
    compute capability, no algorithm) and no manifest: compared, its model of the same name."""
    run = tmp_path / "old"
    (run / "analysis").mkdir(parents=True)
    m = pd.read_csv(H100 / "reproduce-test-2" / "analysis" / "measurements.csv")
    old = m[["schema", "id", "case_id", "kind", "cap_label", "time_per_launch_ms", "energy_per_launch_mj",
             "edp_ms_mj", "gpu.name", "cap"]].assign(schema="energy-driver/1")
    old.to_csv(run / "analysis" / "measurements.csv", index=False)
    r = cli("compare", "--results", run, "--no-verify")
    assert r.exit_code == 0, r.output
    assert "shipped for this GPU model" in r.output and " 0 failed" in r.output
    assert "PASS  V energy per launch of cudnn-fp32 [case1@700W]" in r.output


def test_results_older_than_the_claims_need_get_one_line_naming_the_release(cli, tmp_path):
    run = tmp_path / "older"
    (run / "analysis").mkdir(parents=True)
    m = pd.read_csv(H100 / "reproduce-test-2" / "analysis" / "measurements.csv")
    m.drop(columns=["cap", "edp_ms_mj"]).assign(schema="energy-driver/0").to_csv(run / "analysis" / "measurements.csv",
                                                                                index=False)
    (run / "analysis" / "manifest.json").write_text(json.dumps({"git_commit": "0123456789abcdef", "gpu": {}}))
    r = cli("compare", "--results", run, "--no-verify")
    assert r.exit_code == 2
    lines = [x for x in r.output.splitlines() if x.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert ("was analyzed by an earlier release of the artifact (commit 0123456, record schema energy-driver/0): "
            "its analysis/measurements.csv lacks cap, edp_ms_mj; the claims need the analysis of artifact 0.1.0 or later"
            ) in lines[0]


# ------------------------------------------------------------------------------ cap claims on two models
def frame(caps: list[int], power_drop: float) -> pd.DataFrame:
    """Case 1 at ``caps``: a tuned kernel and cuDNN; below the highest cap the tuned kernel's energy
    falls by ``power_drop`` per step."""
    rows = []
    for i, cap in enumerate(sorted(caps, reverse=True)):
        for kid, kind, t, e in (("r0001", "tuned", 0.030 * (1 + 0.05 * i), 20.0 * (1 - power_drop * i)),
                                ("cudnn-fp32", "baseline", 0.045 * (1 + 0.05 * i), 30.0 * (1 - power_drop * i))):
            rows.append({"case_id": "case1", "cap": f"{cap}W", "id": kid, "kind": kind, "time_per_launch_ms": t,
                         "energy_per_launch_mj": e, "edp_ms_mj": t * e})
    return pd.DataFrame(rows)


def test_cap_claims_on_another_model_use_each_sides_own_caps():
    h100, l4 = GpuModel(H100_NAME, "9.0"), GpuModel("NVIDIA L4", "8.9")
    ref = frame([200, 300, 400, 500, 700], 0.08)
    run = frame([40, 50, 60, 65, 72], 0.07)
    v = {x.claim.split(" [")[0]: x for x in evaluate(run, [ref, ref], (l4, h100))}
    p1 = next(x for c, x in v.items() if c.startswith("P1"))
    assert p1.status == "PASS" and "from 72W to 40W (reference runs 700W to 200W)" in p1.claim
    p2 = v["P2 the EDP-minimizing cap"]
    assert p2.status == "PASS" and "run 40W, the lowest cap" in p2.detail
    t = next(x for c, x in v.items() if c.startswith("T the fastest tuned kernel's time"))
    assert t.status == "PASS" and t.case == "case1@72W (reference 700W)"
    assert all(x.status == "SKIP" for c, x in v.items() if c.startswith("V "))
    # on one model, caps in watts must be in common: the L4's are not the H100's
    assert [x.detail for x in evaluate(run, [ref], (h100, h100))] == ["no power cap in common with the reference runs"]
    # a different number of caps: no place among them to compare
    v = evaluate(frame([40, 72], 0.07), [ref], (l4, h100))
    assert next(x for x in v if x.claim.startswith("P2")).status == "SKIP"


# ------------------------------------------------------------------------------------------ the report
def test_the_report_names_the_reference_model_and_the_claims_not_checked_there(tmp_path, only_h100):
    from artifact.results.report import REPORT_FILE, write_report

    run = as_model(H100 / "reproduce-test-2", tmp_path / "run", "NVIDIA H200", scale=H200_TF32)
    write_report(run, echo=lambda s: None)
    page = (run / "analysis" / REPORT_FILE).read_text(encoding="utf-8")
    assert f"Reference model: <b>{H100_NAME} (sm_90)</b>, 3 run(s) in <code>data/reference/nvidia-h100-80gb-hbm3</code>" in page
    assert "no reference of NVIDIA H200 ships; chosen as another GPU model of the same compute capability" in page
    assert "Claims not checked against it, and why:" in page
    assert (f"<li>V [case1@700W, case7@700W]: energy per launch: a claim on {H100_NAME} only, this run is of "
            f"NVIDIA H200</li>") in page
    assert "<li>P1/P2 [case1, case7]: one power cap only (CAPS=current)</li>" in page


def test_cap_claims_say_which_side_lacks_a_second_cap():
    h100 = GpuModel(H100_NAME, "9.0")
    five, one = frame([200, 300, 400, 500, 700], 0.08), frame([700], 0.08)
    why = {x.detail for x in evaluate(five, [one], (h100, h100)) if x.claim.startswith("P1/P2")}
    assert why == {"the reference runs measured one power cap only"}
    why = {x.detail for x in evaluate(one, [five], (h100, h100)) if x.claim.startswith("P1/P2")}
    assert why == {"one power cap only (CAPS=current)"}
    why = {x.detail for x in evaluate(frame([500, 700], 0.08), [frame([300, 700], 0.08)], (h100, h100))
           if x.claim.startswith("P1/P2")}
    assert why == {"fewer than two power caps in common with the reference runs"}


SHIPPED = sorted(d for d in (ROOT / "data" / "reference").iterdir() if references.reference_runs(d))


@pytest.mark.parametrize("folder", SHIPPED, ids=[d.name for d in SHIPPED])
def test_each_shipped_reference_is_named_after_its_model_and_passes_its_own_claims(cli, folder):
    """Every data/reference/<gpu model>/: its runs of that one model (the folder the choice finds it by),
    their cubins for its compute capability, and each run's claims against the whole folder pass."""
    from artifact.remeasure import cubin_archs, cubin_runs_on

    ref = references.reference_at(folder)
    assert references.gpu_slug(ref.model.name) == folder.name and ref.runs
    cc = tuple(int(x) for x in ref.model.compute_capability.split("."))
    for run in ref.runs:
        assert all(cubin_runs_on(a, cc) for a in cubin_archs(run)), run  # `make remeasure` runs them on the model
    r = cli("compare", "--results", ref.runs[0], "--reference", folder, "--no-verify")
    assert r.exit_code == 0 and " 0 failed" in r.output and f"against {ref.model}\n" in r.output, r.output
