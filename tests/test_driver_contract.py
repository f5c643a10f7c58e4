"""One definition per fact: the C++ driver's record writer, the fake driver of the tests and the
docs agree with artifact/data/driver_contract.json (record fields, protocol defaults, exit codes)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from artifact import contract

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"


@pytest.fixture(scope="module")
def cpp_sample_record(tmp_path_factory) -> dict:
    """A record written by the C++ record writer (cuda/src/record.cpp) from synthetic values; building
    the unit tests needs g++ only (no CUDA header)."""
    build = tmp_path_factory.mktemp("build")
    proc = subprocess.run(["make", "-s", "-C", str(ROOT / "cuda"), f"BUILD={build}", f"PYTHON={sys.executable}",
                           f"{build}/test_protocol"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = build / "sample.json"
    subprocess.run([str(build / "test_protocol"), "--sample-record", str(out)], check=True)
    return json.loads(out.read_text())


@pytest.fixture
def fake_record(fake_gpu, tmp_path) -> dict:
    manifest = {"kernel_id": "r0001", "case_id": "case1", "flops": 1e9, "tuned": {"run_s": 1e-5},
                "buffers": [{"name": "A", "bytes": 16}]}
    path = tmp_path / "kernel.json"
    path.write_text(json.dumps(manifest))
    out = tmp_path / "out"
    out.mkdir()
    subprocess.run([str(FAKES / "energy-driver"), "run", "--out-dir", str(out), "--kernel", str(path), "--meta", "k=v"],
                   check=True, capture_output=True, env=dict(os.environ))
    return json.loads((out / "r0001.json").read_text())


def test_cpp_record_has_exactly_the_contract_fields(cpp_sample_record):
    missing, extra = contract.record_field_problems(cpp_sample_record)
    assert (missing, extra) == ([], [])
    assert cpp_sample_record["schema"] == contract.RECORD_SCHEMA


def test_fake_driver_record_has_the_same_fields_as_the_real_one(fake_record, cpp_sample_record):
    assert contract.record_field_set(fake_record) == contract.record_field_set(cpp_sample_record)
    assert fake_record["protocol"] == contract.PROTOCOL_DEFAULTS == {
        k: v for k, v in cpp_sample_record["protocol"].items()}


def test_record_field_set_flags_a_missing_or_extra_field(cpp_sample_record):
    rec = json.loads(json.dumps(cpp_sample_record))
    del rec["idle"]["hot"]["power_w"]
    rec["surprise"] = 1
    rec["meta"]["anything"] = "goes"  # an open object
    rec["workload"]["algorithm"] = 3  # per-type extras of an open object
    assert contract.record_field_problems(rec) == (["idle.hot.power_w"], ["surprise"])


def test_contract_is_self_consistent():
    protocol_fields = {f.split(".", 1)[1] for f in contract.RECORD_FIELDS if f.startswith("protocol.")}
    assert protocol_fields == set(contract.PROTOCOL)
    assert len(set(contract.RECORD_FIELDS)) == len(contract.RECORD_FIELDS)
    assert contract.BASELINE_IDS == ("cudnn-fp32", "cudnn-tf32", "cublas-fp32", "cublas-tf32")
    from artifact.catalog import DTYPES

    # a tolerance for every baseline's math mode and every dtype a tuned kernel can have
    assert set(contract.RTOL) == {contract.math_mode(b) for b in contract.BASELINE_IDS} | set(DTYPES)
    assert "power_timeline.t_s" in contract.RECORD_FIELDS and "power_timeline.power_w" in contract.RECORD_FIELDS


def test_python_uses_the_contract_values():
    from artifact.measure import driver
    from artifact.results import tables
    from artifact.tuning import workloads

    assert workloads.RTOL_FP32 == contract.RTOL["fp32"] == driver.RTOL["fp32"]
    assert tables.BASELINE_IDS is contract.BASELINE_IDS and driver.BASELINES is contract.BASELINES
    assert driver.EXIT_GATE_FAILED == contract.EXIT_CODES["gate_failed"]
    opts = driver.DriverOptions({"window_s": 0.25, "l2": "cold"})
    assert opts.args() == ["--window-s", "0.25", "--l2", "cold"] and opts.value("min_windows") == contract.PROTOCOL["min_windows"]["default"] == 4
    with pytest.raises(Exception, match="unknown driver setting"):
        driver.DriverOptions({"rounds": 5})


def test_generated_header_carries_the_values(tmp_path):
    out = tmp_path / "contract.hpp"
    assert contract.main(["--cpp-header", str(out)]) == 0
    text = out.read_text()
    assert f'kRecordSchema = "{contract.RECORD_SCHEMA}"' in text
    assert f"kExitGateFailed = {contract.EXIT_GATE_FAILED};" in text
    assert f"double window_s = {float(contract.PROTOCOL_DEFAULTS['window_s'])!r};" in text
    assert '"power_timeline.power_w",' in text
    assert f"kRtolFp16Out = {contract.RTOL['fp16-out']!r};" in text  # "fp16-out" as a C++ identifier


def test_schemas_doc_names_every_top_level_record_field():
    doc = (ROOT / "docs" / "SCHEMAS.md").read_text()
    tops = {f.split(".")[0] for f in contract.RECORD_FIELDS}
    assert [t for t in sorted(tops) if f"`{t}`" not in doc] == []
