"""`artifact remeasure`: the shipped kernels staged bit for bit, measured again, and the measurement claims."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pandas as pd
import pytest

from artifact.errors import ArtifactError
from artifact.results.remeasure_claims import evaluate_measurements

ROOT = Path(__file__).resolve().parent.parent
REF = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "reproduce-test-1"


def _frame(rows: list[tuple[str, str, float, float]]) -> pd.DataFrame:
    return pd.DataFrame([{"case_id": c, "cap": "700W", "id": i, "time_per_launch_ms": t, "energy_per_launch_mj": e}
                         for c, i, t, e in rows])


REF_ROWS = [("case1", "r0001", 0.030, 20.0), ("case1", "r0002", 0.031, 20.3), ("case1", "cudnn-fp32", 0.054, 32.8)]


def test_same_numbers_pass_and_orders_within_the_spread_are_not_claims():
    v = evaluate_measurements(_frame(REF_ROWS), _frame(REF_ROWS))
    assert {x.status for x in v if x.claim.startswith(("M1", "M2"))} == {"PASS"}
    order = [x for x in v if x.claim.startswith("M3")][0]
    # r0001 vs r0002 differ by 3 %: inside 2 x 3 %, so only the two pairs with cuDNN count
    assert order.status == "PASS" and order.detail.startswith("2 of 3 pairs")


def test_a_drift_beyond_the_tolerance_fails_and_names_the_kernel():
    run = _frame([("case1", "r0001", 0.030, 20.0), ("case1", "r0002", 0.031, 22.0), ("case1", "cudnn-fp32", 0.054, 32.8)])
    v = evaluate_measurements(run, _frame(REF_ROWS))
    failed = [x for x in v if x.status == "FAIL"]
    assert [x.claim for x in failed] == ["M2 energy per launch of r0002"]


def test_a_reversed_order_fails():
    run = _frame([("case1", "r0001", 0.060, 20.0), ("case1", "r0002", 0.031, 20.3), ("case1", "cudnn-fp32", 0.054, 32.8)])
    v = evaluate_measurements(run, _frame(REF_ROWS), time_tol=1.5)
    order = [x for x in v if x.claim.startswith("M3")][0]
    assert order.status == "SKIP"  # with a 150 % tolerance no reference gap is a ranking
    v = evaluate_measurements(run, _frame(REF_ROWS), time_tol=0.2)
    order = [x for x in v if x.claim.startswith("M3")][0]
    assert order.status == "FAIL" and "r0001 vs cudnn-fp32" in order.detail


def test_nothing_in_common_is_an_error():
    with pytest.raises(ArtifactError, match="no .case, cap, kernel. point in common"):
        evaluate_measurements(_frame([("case7", "r0001", 1.0, 1.0)]), _frame(REF_ROWS))


def test_staging_copies_the_exact_kernels_and_regenerates_checked_inputs(tmp_path):
    from artifact.remeasure import reference_cases
    from artifact.tuning.refdata import materialize_export

    cases = reference_cases(REF)
    assert [c.case_id for c in cases] == ["case1", "case7"]
    n = len(materialize_export(REF / "case1", tmp_path / "case1", echo=lambda s: None))
    exp = tmp_path / "case1" / "export"
    assert n == 2 and (exp / "export.json").exists()
    import gzip
    import hashlib

    for k in ("r0001", "r0002"):
        shipped = gzip.decompress((REF / "case1" / "export" / k / "kernel.cubin.gz").read_bytes())
        cubin = (exp / k / "kernel.cubin").read_bytes()
        assert cubin == shipped and cubin[:4] == b"\x7fELF"
        assert hashlib.sha256(cubin).hexdigest() == json.loads((exp / k / "kernel.json").read_text())["cubin_sha256"]
        assert not (exp / k / "kernel.cubin.gz").exists()
    meta = json.loads((exp / "r0001" / "kernel.json").read_text())

    for b in meta["buffers"]:
        if b["role"] != "input":
            continue  # the float64 reference output may differ in its last bit with another BLAS
        data = (exp / "r0001" / b["file"]).resolve().read_bytes()
        assert hashlib.sha256(data).hexdigest() == b["sha256"], b["name"]


def test_staging_refuses_inputs_that_differ_from_the_measured_ones(tmp_path):
    from artifact.tuning.refdata import materialize_export

    ref = tmp_path / "ref"
    shutil.copytree(REF / "case1", ref / "case1")
    kj = ref / "case1" / "export" / "r0001" / "kernel.json"
    meta = json.loads(kj.read_text())
    meta["buffers"][0]["sha256"] = "0" * 64
    kj.write_text(json.dumps(meta))
    with pytest.raises(ArtifactError, match="regenerated input data differs from the export's"):
        materialize_export(ref / "case1", tmp_path / "run" / "case1", echo=lambda s: None)
    assert not (tmp_path / "run" / "case1" / "export" / "export.json").exists()  # never marked complete


def test_staging_refuses_a_cubin_that_is_not_the_measured_one(tmp_path):
    import gzip

    from artifact.tuning.refdata import materialize_export

    ref = tmp_path / "ref"
    shutil.copytree(REF / "case1", ref / "case1")
    packed = ref / "case1" / "export" / "r0002" / "kernel.cubin.gz"
    cubin = bytearray(gzip.decompress(packed.read_bytes()))
    cubin[-1] ^= 1
    packed.write_bytes(gzip.compress(bytes(cubin)))
    with pytest.raises(ArtifactError, match="differs from the SHA-256 its manifest records"):
        materialize_export(ref / "case1", tmp_path / "run" / "case1", echo=lambda s: None)
    assert not (tmp_path / "run" / "case1" / "export" / "export.json").exists()


def test_remeasure_end_to_end_with_the_fakes(cli, fake_gpu, tmp_path, no_figures):
    first = tmp_path / "first"
    r = cli("remeasure", "--results", first, "--reference", REF)
    # the fake driver's numbers are not the H100's: the run completes, and the claims fail
    assert r.exit_code == 1 and "measurement claims FAILED" in r.output, r.output
    assert (first / "analysis" / "measurements.csv").exists() and (first / "SHA256SUMS").exists()
    assert fake_gpu.limit_w() == 700.0 and not fake_gpu.smi_calls()  # the power limit was never touched
    r = cli("remeasure", "--results", tmp_path / "second", "--reference", first)
    assert r.exit_code == 0, r.output
    assert "FAIL" not in r.output and " passed, 0 failed" in r.output
    assert re.search(r"^case1 +700W +r0001 +[\d.]+ +[\d.]+ +1\.000x +[\d.]+ +[\d.]+ +1\.000x$", r.output, re.M)  # the table
    assert "PASS  M1 time per launch of r0001 [case1@700W]" in r.output  # the same model: every claim


def test_remeasure_on_another_model_of_the_same_compute_capability(cli, fake_gpu, tmp_path, monkeypatch, no_figures):
    """An H200 with only an H100 reference shipped (here: a fake H100's run): measured, the ratios printed,
    the orders checked, the absolute numbers information; exit 0."""
    from artifact.results import references

    root = tmp_path / "reference"
    first = root / "nvidia-h100-80gb-hbm3" / "reproduce-test-1"
    assert cli("remeasure", "--results", first, "--reference", REF).exit_code == 1  # the fake H100's numbers
    monkeypatch.setattr(references, "REFERENCE_DIR", root)
    fake_gpu.set_model("NVIDIA H200", (9, 0))
    monkeypatch.setenv("FAKE_DRIVER_SCALE", "0.97,0.86")  # the same kernels 3 % faster, 14 % less energy
    r = cli("remeasure", "--results", tmp_path / "h200")
    assert r.exit_code == 0, r.output
    out = r.output
    assert "reference: NVIDIA H100 80GB HBM3 (sm_90), 1 run(s)" in out
    assert "no reference of NVIDIA H200 ships; chosen as another GPU model of the same compute capability" in out
    assert re.search(r"^case7 +700W +r0001 +[\d.]+ +[\d.]+ +0\.970x +[\d.]+ +[\d.]+ +0\.860x$", out, re.M)
    m12 = [x for x in out.splitlines() if "M1/M2 time and energy per launch" in x]
    assert len(m12) == 2 and all(x.startswith("SKIP") for x in m12)
    assert "a claim on NVIDIA H100 80GB HBM3 only, this run is of NVIDIA H200" in m12[0]
    assert "time 0.97-0.97x the reference's; energy 0.86-0.86x the reference's" in m12[0]
    orders = [x for x in out.splitlines() if re.match(r"\w+ +M[34] ", x)]
    assert len(orders) == 4 and any(x.startswith("PASS") for x in orders) and not any(x.startswith("FAIL") for x in orders)
    assert "FAIL" not in out and out.rstrip().endswith(
        "against NVIDIA H100 80GB HBM3 (sm_90), another GPU model of the same compute capability as NVIDIA H200")


def test_remeasure_on_another_architecture_says_so_in_one_line_and_measures_nothing(cli, fake_gpu, tmp_path):
    fake_gpu.set_model("NVIDIA A100-SXM4-80GB", (8, 0))
    r = cli("remeasure", "--results", tmp_path / "a100")
    assert r.exit_code == 2
    lines = [x for x in r.output.splitlines() if x.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: another architecture: the kernels of ") and \
        "are cubins for sm_90 (NVIDIA H100 80GB HBM3) and this GPU, NVIDIA A100-SXM4-80GB (sm_80), cannot run them; " \
        "run `make reproduce-test` then `make compare` instead" in lines[0], r.output
    assert not fake_gpu.driver_points() and not (tmp_path / "a100").exists()


@pytest.mark.parametrize("arch,cc,runs", [("sm_90", (9, 0), True), ("sm_90", (10, 0), False), ("sm_80", (8, 6), True),
                                          ("sm_86", (8, 0), False), ("sm_90a", (9, 0), True), ("sm_90a", (9, 1), False),
                                          ("sm_100", (10, 3), True), ("sm_120", (10, 0), False), ("compute_90", (9, 0), False)])
def test_which_gpus_run_a_cubin(arch, cc, runs):
    from artifact.remeasure import cubin_runs_on

    assert cubin_runs_on(arch, cc) is runs


def test_a_library_point_is_compared_only_with_the_same_algorithm_and_math_type():
    def frame(algorithm: int, math_type: str, time_ms: float) -> pd.DataFrame:
        f = _frame([("case1", "cudnn-tf32", time_ms, 30.0)])
        f["workload.algorithm"] = algorithm
        f["workload.math_type"] = math_type
        return f

    ref = frame(1, "default", 0.047)
    same = evaluate_measurements(frame(1, "default", 0.047), ref)
    assert {x.status for x in same if x.claim.startswith("M1")} == {"PASS"}
    for other in (frame(0, "default", 0.054), frame(1, "tensor_op", 0.054)):
        v = [x for x in evaluate_measurements(other, ref) if x.claim.startswith("M1")]
        assert [x.status for x in v] == ["SKIP"] and "another algorithm" in v[0].detail
