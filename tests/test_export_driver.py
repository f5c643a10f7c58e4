"""Export (CUDA source -> cubin + manifest, on a CPU-only machine) and the C++ driver's build and unit tests."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent


def kernels(results: Path) -> list[Path]:
    return sorted(results.glob("case*/export/r*/kernel.json"))


def test_export_writes_cubin_and_manifest(exported_cuda):
    found = kernels(exported_cuda)
    assert len(found) == 4  # test mode: top 2 of cases 1 and 7
    for path in found:
        m = json.loads(path.read_text())
        kdir = path.parent
        cubin = (kdir / m["cubin"]).read_bytes()
        assert cubin[:4] == b"\x7fELF" and m["arch"] == "sm_90"
        assert hashlib.sha256(cubin).hexdigest() == m["cubin_sha256"]
        src = (kdir / m["source"]).read_text()
        for launch in m["launches"]:
            assert all(x >= 1 for x in launch["grid"] + launch["block"])
            assert launch["block"][0] * launch["block"][1] * launch["block"][2] <= 1024
            # parameter order as in the kernel's own signature, not as in the PrimFunc
            sig = re.search(r'__global__ void.*?\b' + launch["name"] + r'\s*\(([^)]*)\)', src)
            assert sig, launch["name"]
            names = [re.sub(r"_ptr$", "", re.split(r"[\s*]+", p.strip())[-1]) for p in sig.group(1).split(",")]
            assert names == launch["params"]
            assert launch["registers"] > 0
        by_name = {b["name"]: b for b in m["buffers"]}
        assert set(by_name) == {"data", "kernel", "conv2d_nchw"} and by_name["conv2d_nchw"]["role"] == "output"
        for b in m["buffers"]:
            assert b["dtype"] == "float32" and b["bytes"] == 4 * int(np.prod(b["shape"]))
            assert (kdir / b["file"]).stat().st_size == b["bytes"]
        case = m["case"]
        n, h, w, co, ci, kh, kw, s, p = case["shape"]
        assert by_name["data"]["shape"] == [n, ci, h, w] and by_name["kernel"]["shape"] == [co, ci, kh, kw]
        assert m["flops"] == case["flops"] and m["tuned"]["run_s"] > 0
        assert m["tuned"]["rank"] in (1, 2) and "rank_percentile" in m["tuned"] and m["tuned"]["group"] == "top"


def test_reference_output_is_the_float64_convolution(exported_cuda):
    """The gate's reference output: float64 numpy convolution of the stored inputs (checked on case 7)."""
    m = json.loads(kernels(exported_cuda)[-1].read_text())
    kdir = kernels(exported_cuda)[-1].parent
    b = {x["name"]: np.fromfile(kdir / x["file"], dtype=np.float32).reshape(x["shape"]) for x in m["buffers"]}
    n, h, w, co, ci, kh, kw, s, p = m["case"]["shape"]
    x = np.pad(b["data"].astype(np.float64), ((0, 0), (0, 0), (p, p), (p, p)))
    oh, ow = (h + 2 * p - kh) // s + 1, (w + 2 * p - kw) // s + 1
    ref = np.zeros((n, co, oh, ow))
    for i in range(kh):
        for j in range(kw):
            patch = x[:, :, i:i + s * oh:s, j:j + s * ow:s]
            ref += np.einsum("nchw,oc->nohw", patch, b["kernel"][:, :, i, j].astype(np.float64))
    np.testing.assert_allclose(b["conv2d_nchw"], ref, rtol=1e-5, atol=1e-5)


def test_driver_points_name_the_manifest(exported_cuda):
    """The driver reads kernel.json itself: a point is the manifest's path (a baseline: NAME=path)."""
    from artifact.catalog import resolve_case
    from artifact.measure.driver import baseline_point, kernel_point

    path = kernels(exported_cuda)[0]
    m = json.loads(path.read_text())
    point = kernel_point(path)
    assert point.point_id == m["kernel_id"] and point.args == ("--kernel", str(path.resolve()))
    base = baseline_point(resolve_case("1"), "cudnn-tf32", path)
    assert base.point_id == "cudnn-tf32" and base.args == ("--baseline", f"cudnn-tf32={path.resolve()}")


def test_export_refuses_a_missing_selection(tuned_cuda, tmp_path):
    import shutil

    from artifact.catalog import resolve_case
    from artifact.errors import ArtifactError
    from artifact.tuning.export import export_case

    res = tmp_path / "r"
    shutil.copytree(tuned_cuda, res)
    with pytest.raises(ArtifactError, match="selection"):
        export_case(resolve_case("1"), res, echo=lambda s: None)
    assert not (res / "case1" / "export").exists()


@pytest.fixture(scope="module")
def driver(driver_build) -> Path:
    return driver_build / "energy-driver"  # built with the protocol unit tests passing (conftest)


def test_driver_builds_without_a_gpu_and_says_so_at_run_time(driver, tmp_path):
    from artifact.contract import EXIT_CODES

    assert driver.exists()
    r = subprocess.run([str(driver), "info"], capture_output=True, text=True, env={"PATH": "/usr/bin:/bin",
                       "LD_LIBRARY_PATH": str(tmp_path)})
    assert r.returncode == EXIT_CODES["device"]
    assert r.stderr.startswith("error: ") and ("libcuda" in r.stderr or "libnvidia-ml" in r.stderr or "GPU" in r.stderr)


def test_driver_help_lists_every_setting_with_the_contract_default(driver):
    from artifact.contract import PROTOCOL, flag

    r = subprocess.run([str(driver), "--help"], capture_output=True, text=True)
    assert r.returncode == 0
    for name, spec in PROTOCOL.items():
        line = next(x for x in r.stdout.splitlines() if x.strip().startswith(flag(name) + " "))
        want = spec["default"] if spec["type"] == "choice" else f"{spec['default']:g}"
        assert line.split()[1] == want, line


@pytest.mark.parametrize("args,message", [
    (["run"], "needs --kernel (or --baseline) and --out-dir"),
    (["run", "--kernel", "/nonexistent/kernel.json", "--out-dir", "/tmp"], "kernel manifest not found"),
    (["run", "--min-windows", "1", "--kernel", "x", "--out-dir", "/tmp"], "--min-windows must be >= 2"),
    (["run", "--cv-flag-rel", "0", "--kernel", "x", "--out-dir", "/tmp"], "--cv-flag-rel must be positive"),
    (["run", "--window-s", "abc"], "bad value"),
    (["run", "--l2", "warm"], "--l2 must be one of hot|cold"),
    (["run", "--timeline-hz", "10"], "--timeline-hz must be within 25..1000"),
    (["run", "--baseline", "cudnn-fp32"], "--baseline needs NAME=KERNEL_JSON"),
    (["run", "--bogus"], "unknown option"),
])
def test_driver_bad_input(driver, args, message):
    from artifact.contract import EXIT_CODES

    r = subprocess.run([str(driver), *args], capture_output=True, text=True)
    assert r.returncode == EXIT_CODES["usage"] and message in r.stderr, r.stderr


def _manifest_copy(src: Path, dest_dir: Path, edit) -> Path:
    """kernel.json with absolute paths (so it can live elsewhere), edited."""
    m = json.loads(src.read_text())
    m["cubin"] = str((src.parent / m["cubin"]).resolve())
    for b in m["buffers"]:
        b["file"] = str((src.parent / b["file"]).resolve())
    edit(m)
    dest_dir.mkdir(parents=True, exist_ok=True)
    (dest_dir / "kernel.json").write_text(json.dumps(m))
    return dest_dir / "kernel.json"


@pytest.mark.parametrize("edit,message", [
    (lambda m: m["buffers"][0].update(bytes=m["buffers"][0]["bytes"] + 4), "bytes, "),
    (lambda m: m["launches"][0].update(params=["nosuch", *m["launches"][0]["params"][1:]]),
     "parameter nosuch is not one of the buffers"),
    (lambda m: m["launches"][0].pop("grid"), "launches[0]: no 'grid'"),
    (lambda m: m.update(cubin="/nonexistent.cubin"), "cubin not found"),
])
def test_driver_refuses_a_bad_manifest_before_touching_the_gpu(driver, exported_cuda, tmp_path, edit, message):
    from artifact.contract import EXIT_CODES

    path = _manifest_copy(kernels(exported_cuda)[0], tmp_path / "k", edit)
    r = subprocess.run([str(driver), "run", "--kernel", str(path), "--out-dir", str(tmp_path)], capture_output=True,
                       text=True, env={"PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": str(tmp_path)})
    assert r.returncode == EXIT_CODES["usage"] and message in r.stderr, r.stderr
    assert list(tmp_path.glob("*.json")) == []


def test_driver_refuses_a_baseline_of_the_wrong_kind(driver, exported_cuda, tmp_path):
    path = kernels(exported_cuda)[0]
    r = subprocess.run([str(driver), "run", "--baseline", f"cublas-fp32={path}", "--out-dir", str(tmp_path)],
                       capture_output=True, text=True)
    assert r.returncode == 2 and "no baseline 'cublas-fp32' for a conv2d case of dtype fp32 (cudnn-fp32, cudnn-tf32)" in r.stderr


@pytest.mark.parametrize("shape", ["gemm:M=1,N=256,K=128,layout=NT", "gemm:M=64,N=96,K=32,layout=NN"])
def test_gemm_export_reference_and_cublas_spec(shape, tmp_path):
    """A GEMM case through select -> export on a CPU: cubin, A/B/C buffers, the float64 product, and
    the cuBLAS baselines' driver points on the same manifest."""
    import shutil

    if shutil.which("nvcc") is None and not Path("/usr/local/cuda/bin/nvcc").exists():
        pytest.skip("nvcc not found: export needs the CUDA toolkit's compiler")
    from helpers import fake_tune

    from artifact.catalog import parse_shape
    from artifact.layout import case_dirs
    from artifact.measure.driver import baseline_point, baselines_for, kernel_point, manifest_dtype
    from artifact.tuning.export import export_case
    from artifact.tuning.select import Policy, select_case

    case = parse_shape(shape)
    results = tmp_path / "results"
    fake_tune(case, results, 6)
    select_case(case, results, Policy(top=2, per_percentile=0, percentiles=()), check=False, echo=lambda s: None)
    export_case(case, results, echo=lambda s: None)
    found = sorted(case_dirs(results, case).export.glob("r*/kernel.json"))
    assert len(found) == 2
    p = case.params
    for path in found:
        m = json.loads(path.read_text())
        kdir = path.parent
        assert (kdir / m["cubin"]).read_bytes()[:4] == b"\x7fELF"
        b = {x["name"]: np.fromfile(kdir / x["file"], dtype=np.float32).reshape(x["shape"]) for x in m["buffers"]}
        assert set(b) == {"A", "B", "C"} and b["A"].shape == (p["M"], p["K"])
        bmat = b["B"].astype(np.float64) if p["layout"] == "NN" else b["B"].astype(np.float64).T
        np.testing.assert_allclose(b["C"], b["A"].astype(np.float64) @ bmat, rtol=1e-5, atol=1e-5)
        assert m["flops"] == 2 * p["M"] * p["N"] * p["K"]
        assert kernel_point(path).point_id == m["kernel_id"]
        assert m["case"]["params"] == p  # what the driver reads for a cuBLAS baseline's shape
    assert manifest_dtype(found[0]) == "fp32" and baselines_for("gemm") == ("cublas-fp32", "cublas-tf32")
    for name in baselines_for("gemm"):
        assert baseline_point(case, name, found[0]).args == ("--baseline", f"{name}={found[0].resolve()}")


def test_export_says_each_kernels_registers_spills_and_shared_memory(exported_cuda, tmp_path):
    """Export's line per kernel: launches, grid, block, registers (spills where ptxas reports any) and the
    shared memory a launch takes (static and dynamic), as its manifest records them."""
    import shutil

    from artifact.catalog import test_mode_cases
    from artifact.tuning.export import export_case

    results = tmp_path / "results"
    shutil.copytree(exported_cuda, results)
    case = test_mode_cases()[0]
    lines: list[str] = []
    shutil.rmtree(results / case.case_id / "export")
    export_case(case, results, echo=lines.append)
    said = [line for line in lines if "launch(es)" in line]
    assert said
    for line, path in zip(said, sorted(results.glob(f"{case.case_id}/export/r*/kernel.json"))):
        launch = json.loads(path.read_text())["launches"][0]
        shared = launch["static_shared_bytes"] + launch["dynamic_shared_bytes"]
        assert f"{launch['registers']} regs" in line and f", {shared} B shared memory, params " in line, line
        assert ("spill stores" in line) is bool(launch["spill_store_bytes"] + launch["spill_load_bytes"]), line
