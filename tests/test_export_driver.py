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


def test_driver_spec_follows_the_manifest(exported_cuda):
    from artifact.measure.driver import RTOL, kernel_spec

    path = kernels(exported_cuda)[0]
    m = json.loads(path.read_text())
    kid, spec = kernel_spec(path)
    lines = spec.splitlines()
    assert kid == m["kernel_id"] and f"rtol {RTOL['fp32']}" in lines
    assert any(x.startswith("cubin ") and x.endswith("kernel.cubin") for x in lines)
    assert sum(x.startswith("buffer ") for x in lines) == 3


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
def driver(tmp_path_factory) -> Path:
    from artifact.measure.build import build_driver

    out = tmp_path_factory.mktemp("build")
    lines: list[str] = []
    build_driver(out, echo=lines.append, tests=True)  # compiles the driver and runs the protocol unit tests
    assert any("protocol unit tests passed" in x for x in lines), lines
    return out / "energy-driver"


def test_driver_builds_without_a_gpu_and_says_so_at_run_time(driver, tmp_path):
    assert driver.exists()
    r = subprocess.run([str(driver), "info"], capture_output=True, text=True, env={"PATH": "/usr/bin:/bin",
                       "LD_LIBRARY_PATH": str(tmp_path)})
    assert r.returncode == 2
    assert r.stderr.startswith("error: ") and ("libcuda" in r.stderr or "libnvidia-ml" in r.stderr or "GPU" in r.stderr)


@pytest.mark.parametrize("args,message", [
    (["run"], "needs --spec and --out-dir"),
    (["run", "--spec", "/nonexistent.spec", "--out-dir", "/tmp"], "spec not found"),
    (["run", "--rounds", "1", "--spec", "x", "--out-dir", "/tmp"], "--rounds must be >= 2"),
    (["run", "--window-s", "abc"], "bad value"),
    (["run", "--bogus"], "unknown option"),
])
def test_driver_bad_input(driver, args, message):
    r = subprocess.run([str(driver), *args], capture_output=True, text=True)
    assert r.returncode == 2 and message in r.stderr, r.stderr


def test_driver_refuses_mismatched_buffer_before_touching_the_gpu(driver, exported_cuda, tmp_path):
    from artifact.measure.driver import kernel_spec

    _, spec = kernel_spec(kernels(exported_cuda)[0])
    bad = [re.sub(r"^(buffer \S+) (\d+)", lambda mm: f"{mm.group(1)} {int(mm.group(2)) + 4}", x)
           if x.startswith("buffer data ") else x for x in spec.splitlines()]
    p = tmp_path / "k.spec"
    p.write_text("\n".join(bad) + "\n")
    r = subprocess.run([str(driver), "run", "--spec", str(p), "--out-dir", str(tmp_path)], capture_output=True, text=True)
    assert r.returncode == 2 and "the spec says" in r.stderr, r.stderr
    assert list(tmp_path.glob("*.json")) == []


@pytest.mark.parametrize("shape", ["gemm:M=1,N=256,K=128,layout=NT", "gemm:M=64,N=96,K=32,layout=NN"])
def test_gemm_export_reference_and_cublas_spec(shape, tmp_path):
    """A GEMM case through select -> export on a CPU: cubin, A/B/C buffers, the float64 product, and
    the cuBLAS baselines' driver specs on the same reference buffers."""
    import shutil

    if shutil.which("nvcc") is None and not Path("/usr/local/cuda/bin/nvcc").exists():
        pytest.skip("nvcc not found: export needs the CUDA toolkit's compiler")
    from helpers import fake_tune

    from artifact.catalog import parse_shape
    from artifact.layout import case_dirs
    from artifact.measure.driver import BASELINES, RTOL, baseline_spec, kernel_spec
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
        assert kernel_spec(path)[0] == m["kernel_id"]
    for name in BASELINES["gemm"]:
        bid, spec = baseline_spec(case, name, case_dirs(results, case).export)
        lines = spec.splitlines()
        assert bid == name and f"baseline {name} gemm {p['M']} {p['N']} {p['K']} {p['layout']}" in lines
        assert f"rtol {RTOL[name.split('-')[1]]}" in lines
        assert [ln.split()[1] for ln in lines if ln.startswith("buffer ")] == ["A", "B", "C"]
