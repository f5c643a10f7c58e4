"""One definition per fact: the C++ driver's record writer, the fake driver of the tests and the
docs agree with artifact/data/driver_contract.json (record fields, protocol defaults, exit codes)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from artifact import contract

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"


@pytest.fixture(scope="module")
def test_protocol_binary(driver_build) -> Path:
    """cuda/tests/test_protocol, as the run's driver build made it (its unit tests passed there)."""
    return driver_build / "test_protocol"


def _sample(binary: Path, flag: str) -> dict:
    out = binary.parent / f"sample{flag}.json"
    subprocess.run([str(binary), flag, str(out)], check=True)
    return json.loads(out.read_text())


@pytest.fixture(scope="module")
def cpp_sample_record(test_protocol_binary) -> dict:
    """A record written by the C++ record writer (cuda/src/record.cpp) from synthetic values."""
    return _sample(test_protocol_binary, "--sample-record")


@pytest.fixture(scope="module")
def cpp_graph_record(test_protocol_binary) -> dict:
    """The same values through the in-process library's record path (cuda/src/graphpoint.cpp)."""
    return _sample(test_protocol_binary, "--sample-graph-record")


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


def test_in_process_record_has_exactly_the_contract_fields(cpp_graph_record, cpp_sample_record):
    assert contract.record_field_problems(cpp_graph_record) == ([], [])
    assert contract.record_field_set(cpp_graph_record) == contract.record_field_set(cpp_sample_record)
    assert cpp_graph_record["schema"] == contract.RECORD_SCHEMA
    workload = cpp_graph_record["workload"]
    assert workload["type"] == "cuda-graph" and workload["runs_per_replay"] == 100
    assert workload["description"]["op"] == "conv2d"  # the caller's description, as given
    assert cpp_graph_record["idle"]["cold"]["method"] == "counter_window_in_process_before_load"
    assert cpp_graph_record["launch"]["runs_per_graph"] == 100 and cpp_graph_record["launch"]["cuda_graph"] is True
    assert cpp_graph_record["tuned_time_ms"] is None and cpp_sample_record["gate"]["passed"] is True


def test_fake_driver_record_has_the_same_fields_as_the_real_one(fake_record, cpp_sample_record):
    assert contract.record_field_set(fake_record) == contract.record_field_set(cpp_sample_record)
    assert fake_record["protocol"] == contract.PROTOCOL_DEFAULTS == {
        k: v for k, v in cpp_sample_record["protocol"].items()}


@pytest.mark.parametrize("args,reasons", [([], ["cv_above_target"]), (["--cv-flag-rel", "0.01"], [])])
def test_fake_driver_flags_a_spread_above_cv_flag_rel(fake_gpu, tmp_path, args, reasons):
    """The fake flags as the real driver does (cuda/src/record.cpp): energy_cv above the record's cv_flag_rel."""
    manifest = {"kernel_id": "r0001", "case_id": "case1", "flops": 1e9, "tuned": {"run_s": 1e-5},
                "buffers": [{"name": "A", "bytes": 16}]}
    (tmp_path / "kernel.json").write_text(json.dumps(manifest))
    subprocess.run([str(FAKES / "energy-driver"), "run", "--out-dir", str(tmp_path), "--kernel",
                    str(tmp_path / "kernel.json"), *args], check=True, capture_output=True,
                   env=dict(os.environ, FAKE_DRIVER_NOISY="r0001"))
    rec = json.loads((tmp_path / "r0001.json").read_text())
    assert rec["energy_cv"] == 0.008 and rec["windows"]["target_met"] is True
    assert rec["flag_reasons"] == reasons and rec["flagged"] is bool(reasons)
    assert rec["protocol"]["cv_flag_rel"] == (float(args[1]) if args else contract.PROTOCOL_DEFAULTS["cv_flag_rel"])


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
    # fp32 cases keep exactly their two baselines; fp16 cases get the libraries' fp16 paths
    assert contract.baselines_for("conv2d") == ("cudnn-fp32", "cudnn-tf32")
    assert contract.baselines_for("gemm") == contract.baselines_for("gemm", "fp32") == ("cublas-fp32", "cublas-tf32")
    assert contract.baselines_for("gemm", "fp16") == contract.baselines_for("gemm", "fp16-out") == ("cublas-fp16",)
    assert contract.baselines_for("conv2d", "fp16") == contract.baselines_for("conv2d", "fp16-out") == ("cudnn-fp16",)
    assert contract.BASELINE_IDS == ("cudnn-fp32", "cudnn-tf32", "cudnn-fp16", "cublas-fp32", "cublas-tf32", "cublas-fp16")
    assert {"fp32", "tf32"} <= set(contract.RTOL)
    for by_dtype in contract.BASELINES_BY_DTYPE.values():
        assert set(by_dtype) <= set(contract.CASE_DTYPES)
    for d in contract.CASE_DTYPES.values():
        assert {d["inputs"], d["output"]} <= set(contract.BUFFER_DTYPES)
    from artifact.catalog import DTYPES

    # a tolerance for every baseline's math mode and every dtype a tuned kernel can have
    assert set(contract.RTOL) == {contract.math_mode(b) for b in contract.BASELINE_IDS} | set(DTYPES)
    assert set(DTYPES) == set(contract.CASE_DTYPES)
    assert "power_timeline.t_s" in contract.RECORD_FIELDS and "power_timeline.power_w" in contract.RECORD_FIELDS


def test_python_uses_the_contract_values():
    from artifact.measure import driver
    from artifact.results import tables
    from artifact.tuning import workloads

    assert workloads.RTOL_FP32 == contract.RTOL["fp32"] == driver.RTOL["fp32"]
    assert tables.BASELINE_IDS is contract.BASELINE_IDS and driver.BASELINES_BY_DTYPE is contract.BASELINES_BY_DTYPE
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


FP16_MODES = {"fp16", "fp16-out"}


def test_every_point_the_contract_names_has_a_tolerance():
    """Each tuned kernel's case dtype and each baseline's gate mode is a key of correctness_rtol. The
    fp16 tolerances are derived with the fp16 tuning (their correctness gate); until the contract has
    any of them, fp16 points are refused by the driver (test below) and this check waits for them."""
    modes = set(contract.CASE_DTYPES) | {contract.gate_mode(dtype, b) for by_dtype in contract.BASELINES_BY_DTYPE.values()
                                         for dtype, names in by_dtype.items() for b in names}
    missing = sorted(modes - set(contract.RTOL))
    if set(missing) == FP16_MODES and not FP16_MODES & set(contract.RTOL):
        pytest.skip("the contract defines no fp16 tolerance yet (correctness_rtol fp16, fp16-out)")
    assert missing == []


def test_case_dtype_and_gate_mode():
    assert contract.case_dtype(["float32", "float32"], "float32") == "fp32"
    assert contract.case_dtype(["float16", "float16"], "float32") == "fp16"
    assert contract.case_dtype(["float16", "float16"], "float16") == "fp16-out"
    assert contract.case_dtype(["float16", "float32"], "float32") is None
    assert contract.case_dtype(["float32"], "float16") is None
    assert contract.gate_mode("fp32") == "fp32" and contract.gate_mode("fp32", "cudnn-tf32") == "tf32"
    assert contract.gate_mode("fp16") == "fp16" and contract.gate_mode("fp16", "cublas-fp16") == "fp16"
    assert contract.gate_mode("fp16-out", "cublas-fp16") == "fp16-out"
    assert contract.gate_mode("fp16", "cudnn-fp16") == "fp16-out"  # cuDNN's fp16 convolution writes fp16


def _fp16_gemm_manifest(tmp_path: Path, output_dtype: str = "float32") -> Path:
    """A complete kernel.json of an fp16 GEMM g16 (4x2x8 NN: 128 FLOPs), its buffers' files beside it."""
    from helpers import kernel_manifest

    from artifact.catalog import make_case

    case = make_case("g16", "gemm", [4, 2, 8, "NN", "fp16" if output_dtype == "float32" else "fp16-out"])
    manifest = kernel_manifest(case)
    for b in manifest["buffers"]:
        (tmp_path / b["file"]).write_bytes(bytes(b["bytes"]))
    path = tmp_path / "kernel.json"
    path.write_text(json.dumps(manifest))
    return path


def test_fp16_points_of_the_python_side(tmp_path):
    from artifact.catalog import make_case
    from artifact.errors import ArtifactError
    from artifact.measure.driver import baseline_point, manifest_dtype

    case = make_case("g16", "gemm", [4, 2, 8, "NN"])
    path = _fp16_gemm_manifest(tmp_path)
    assert manifest_dtype(path) == "fp16"
    assert baseline_point(case, "cublas-fp16", path).args == ("--baseline", f"cublas-fp16={path.resolve()}")
    with pytest.raises(ArtifactError, match="no baseline 'cublas-fp32' for gemm of dtype fp16 .known: cublas-fp16"):
        baseline_point(case, "cublas-fp32", path)
    (tmp_path / "out16").mkdir()
    assert manifest_dtype(_fp16_gemm_manifest(tmp_path / "out16", "float16")) == "fp16-out"
    m = json.loads(path.read_text())
    m["buffers"][0]["dtype"] = "float32"
    path.write_text(json.dumps(m))
    with pytest.raises(ArtifactError, match="inputs of float16, float32 and output.s. of float32 make no case dtype"):
        manifest_dtype(path)


@pytest.mark.parametrize("output_dtype, baseline", [("float32", ""), ("float32", "cublas-fp16"), ("float16", ""),
                                                     ("float16", "cublas-fp16")])
def test_fake_driver_fp16_points(fake_gpu, tmp_path, output_dtype, baseline, cpp_sample_record):
    """The fake driver's fp16 records have every field, name their dtypes and their gate's tolerance;
    while the contract has no tolerance for their math mode, the point is refused as the driver does."""
    path = _fp16_gemm_manifest(tmp_path, output_dtype)
    out = tmp_path / "out"
    out.mkdir()
    point = ["--baseline", f"{baseline}={path}"] if baseline else ["--kernel", str(path)]
    proc = subprocess.run([str(FAKES / "energy-driver"), "run", "--out-dir", str(out), *point], capture_output=True,
                          text=True, env=dict(os.environ))
    case_dtype = "fp16" if output_dtype == "float32" else "fp16-out"
    gate = contract.gate_mode(case_dtype, baseline)
    if gate not in contract.RTOL:
        assert proc.returncode == contract.EXIT_CODES["usage"] and f"no correctness tolerance for math mode {gate}" in proc.stderr
        assert list(out.iterdir()) == []
        return
    assert proc.returncode == 0, proc.stderr
    rec = json.loads((out / f"{baseline or 'r0001'}.json").read_text())
    assert contract.record_field_set(rec) == contract.record_field_set(cpp_sample_record)
    assert rec["workload"]["math_mode"] == ("fp16" if baseline else case_dtype)
    assert (rec["workload"]["input_dtype"], rec["workload"]["output_dtype"]) == ("float16", output_dtype)
    assert rec["gate"]["rtol"] == contract.RTOL[gate]


def test_fake_driver_refuses_a_baseline_of_another_dtype(fake_gpu, tmp_path):
    path = _fp16_gemm_manifest(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    proc = subprocess.run([str(FAKES / "energy-driver"), "run", "--out-dir", str(out), "--baseline", f"cublas-tf32={path}"],
                          capture_output=True, text=True, env=dict(os.environ))
    assert proc.returncode == contract.EXIT_CODES["usage"]
    assert "no baseline 'cublas-tf32' for a gemm case of dtype fp16" in proc.stderr


def test_header_of_a_contract_with_fp16_tolerances_compiles(tmp_path):
    """Tolerance keys with a hyphen (fp16-out) become valid C++ names and entries of the kRtols table."""
    import shutil

    if shutil.which("g++") is None:
        pytest.skip("g++ not found")
    c = json.loads(json.dumps(contract.CONTRACT))
    c["correctness_rtol"] = {**c["correctness_rtol"], "fp16": 0.25, "fp16-out": 0.5}
    header = tmp_path / "contract.hpp"
    header.write_text(contract.cpp_header(c))
    text = header.read_text()
    assert "kRtolFp16Out = 0.5;" in text and '{"fp16-out", 0.5},' in text
    assert '{"gemm", "fp16-out", "cublas-fp16", "fp16"},' in text and '{"float16", 2},' in text
    src = tmp_path / "use.cpp"
    src.write_text('#include "contract.hpp"\nstatic_assert(ed::contract::kRtolFp16Out == 0.5);\nint main() { return 0; }\n')
    proc = subprocess.run(["g++", "-std=c++17", "-fsyntax-only", f"-I{tmp_path}", str(src)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_sweep_measures_an_fp16_export_with_its_baselines(tmp_path):
    """measure's point list for an exported fp16 GEMM: the tuned kernels, then cuBLAS fp16 only; a case
    whose kernels are of different dtypes is refused."""
    from helpers import export_index

    from artifact.catalog import make_case
    from artifact.errors import ArtifactError
    from artifact.layout import case_dirs
    from artifact.measure.sweep import measurement_points

    case = make_case("g16", "gemm", [4, 2, 8, "NN"])
    export = case_dirs(tmp_path, case).export
    for kid in ("r0001", "r0002"):
        kdir = export / kid
        kdir.mkdir(parents=True)
        path = _fp16_gemm_manifest(kdir)
        m = json.loads(path.read_text())
        m.update(kernel_id=kid)
        path.write_text(json.dumps(m))
        (kdir / "kernel.cubin").write_bytes(b"\x7fELF")
    (export / "export.json").write_text(json.dumps(export_index(case, ["r0001", "r0002"])))
    points = measurement_points(case, tmp_path, baselines=True)
    assert [p.point_id for p in points] == ["r0001", "r0002", "cublas-fp16"]
    m = json.loads((export / "r0002" / "kernel.json").read_text())
    m["buffers"][2].update(dtype="float16", bytes=16)
    (export / "r0002" / "C.bin").write_bytes(bytes(16))
    (export / "r0002" / "kernel.json").write_text(json.dumps(m))
    with pytest.raises(ArtifactError, match="of different dtypes .* is fp16, .* is fp16-out"):
        measurement_points(case, tmp_path, baselines=True)


def test_manifest_check_refuses_an_unknown_buffer_dtype(tmp_path):
    from artifact.errors import ArtifactError
    from artifact.validate import check_kernel_manifest

    path = _fp16_gemm_manifest(tmp_path)
    m = json.loads(path.read_text())
    m.update(cubin="kernel.cubin", arch="sm_90", launches=[])
    (tmp_path / "kernel.cubin").write_bytes(b"\x7fELF")
    m["buffers"][0]["dtype"] = "bfloat16"
    with pytest.raises(ArtifactError, match="buffer A dtype must be one of float32, float16 .* got 'bfloat16'"):
        check_kernel_manifest(m, path, "g16", 128)
    m["buffers"][0].update(dtype="float32", bytes=66)
    with pytest.raises(ArtifactError, match="whole number of elements, got 'float32' and 66 bytes"):
        check_kernel_manifest(m, path, "g16", 128)
    m["buffers"][0].update(dtype="float16", file_dtype="float32", bytes=66)  # the file's type decides
    with pytest.raises(ArtifactError, match="got 'float16' \\('float32' in its file\\) and 66 bytes"):
        check_kernel_manifest(m, path, "g16", 128)


def _tensormap(**change: object) -> dict:
    """A tensor map parameter over A ([4, 8] float16, K innermost) of _fp16_gemm_manifest."""
    tm = {"buffer": "A", "dtype": "float16", "rank": 2, "global_dims": [8, 4], "global_strides_bytes": [16],
          "box_dims": [8, 4], "element_strides": [1, 1], "interleave": 0, "swizzle": 0, "l2_promotion": 3, "oob_fill": 0}
    tm.update(change)
    return {"name": "A_map", "tensormap": tm}


def _tensormap_manifest(tmp_path: Path, param: object) -> tuple[Path, dict]:
    path = _fp16_gemm_manifest(tmp_path)
    m = json.loads(path.read_text())
    m["launches"][0].update(block=[128, 1, 1], params=[param, "B", "C"])
    m.update(arch="sm_90a")
    (tmp_path / "kernel.cubin").write_bytes(b"\x7fELF")
    path.write_text(json.dumps(m))
    return path, m


@pytest.mark.parametrize("param,message", [
    (_tensormap(buffer="Z"), r"params\[0\] \(A_map\): tensormap.buffer 'Z' is not one of the buffers"),
    (_tensormap(dtype="float32"), r"tensormap.dtype is float32, but buffer A is float16"),
    (_tensormap(dtype="int8"), r"tensormap.dtype must be one of float16, bfloat16, float32, got 'int8'"),
    ({"name": "A_map", "tensormap": {k: v for k, v in _tensormap()["tensormap"].items() if k != "oob_fill"}},
     r"launches\[0\]\.params\[0\]\.tensormap: lacks 'oob_fill'"),
    (_tensormap(swizle=3), r"params\[0\]\.tensormap: unknown field 'swizle'"),
    ({"tensormap": _tensormap()["tensormap"]}, r"launches\[0\]\.params\[0\]: lacks 'name'"),
    ({"name": "A_map", "tensormap": 3}, r"params\[0\]\.tensormap: expected an object \(TensorMap\), got a number \(3\)"),
    ("D", r"params\[0\]: parameter 'D' is not one of the buffers"),
    (7, r"params\[0\]: expected a string or an object \(TensorMapParam\), got a number \(7\)"),
])
def test_manifest_check_of_tensor_map_params(tmp_path, param, message):
    from artifact.errors import ArtifactError
    from artifact.validate import check_kernel_manifest

    path, m = _tensormap_manifest(tmp_path, _tensormap())
    check_kernel_manifest(m, path, "g16", 128)  # the object form is accepted beside buffer names
    m["launches"][0]["params"][0] = param
    with pytest.raises(ArtifactError, match=message):
        check_kernel_manifest(m, path, "g16", 128)


def test_driver_reads_tensor_map_params_before_any_cuda_call(driver_build, tmp_path):
    """The built driver: a valid tensor map manifest gets past the manifest to the missing NVIDIA
    libraries (device code); an invalid one is refused with one line per problem (usage code), before CUDA."""
    env = {"PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": str(tmp_path)}
    driver = driver_build / "energy-driver"
    path, _ = _tensormap_manifest(tmp_path, _tensormap())
    r = subprocess.run([str(driver), "run", "--kernel", str(path), "--out-dir", str(tmp_path)], capture_output=True,
                       text=True, env=env)
    assert r.returncode == contract.EXIT_CODES["device"], r.stderr
    assert "not found" in r.stderr and "params" not in r.stderr  # the first NVIDIA library missing
    path, _ = _tensormap_manifest(tmp_path, _tensormap(box_dims=[8, 300], swizzle=9))
    r = subprocess.run([str(driver), "run", "--kernel", str(path), "--out-dir", str(tmp_path)], capture_output=True,
                       text=True, env=env)
    assert r.returncode == contract.EXIT_CODES["usage"], r.stderr
    where = f"{path}: launches[0].params[0] (A_map): "
    assert f"{where}tensormap.box_dims[1] is 300, not 1..256\n" in r.stderr
    assert f"{where}tensormap.swizzle is 9, not 0..6" in r.stderr
    assert list(tmp_path.glob("*.json")) == [tmp_path / "kernel.json"]


@pytest.mark.parametrize("cluster,message", [
    ([0, 1, 1], r"launch cluster_dims must be a positive integer"),
    ([2], r"launch cluster_dims must be three positive integers, got \[2\]"),
])
def test_manifest_check_of_a_cluster(tmp_path, cluster, message):
    """A launch's cluster_dims (a kernel whose clusters are compiled in) is checked as grid and block are,
    before anything changes (the driver would refuse it only after the caps were applied)."""
    from artifact.errors import ArtifactError
    from artifact.validate import check_kernel_manifest

    path, m = _tensormap_manifest(tmp_path, _tensormap())
    m["launches"][0]["cluster_dims"] = [2, 1, 1]
    check_kernel_manifest(m, path, "g16", 128)
    m["launches"][0]["cluster_dims"] = cluster
    with pytest.raises(ArtifactError, match=message):
        check_kernel_manifest(m, path, "g16", 128)
