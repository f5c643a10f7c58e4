"""The tuning builds' limit on a candidate's CUDA source (tvm_patches/source_limit.py)."""

from __future__ import annotations

import pickle
import threading

import pytest


def test_a_source_over_the_limit_is_refused_only_inside_limited_and_only_on_its_thread():
    from tvm_patches.source_limit import SourceTooLarge, check, limited

    check("x" * 10_000)  # no limit by default
    with limited(1024):
        check("x" * 1024)
        check(b"x" * 1024)
        with pytest.raises(SourceTooLarge, match="2 KB is over the tuning builder's limit of 1 KB"):
            check("x" * 2048)
        seen = []
        other = threading.Thread(target=lambda: seen.append(check("x" * 4096)))  # another thread: no limit
        other.start()
        other.join()
        assert seen == [None]
        with limited(None):
            check("x" * 4096)
        with pytest.raises(SourceTooLarge):
            check("x" * 4096)  # the outer limit again
    check("x" * 4096)
    assert issubclass(SourceTooLarge, ValueError) and not issubclass(SourceTooLarge, RuntimeError)
    with pytest.raises(ValueError, match="positive"):
        with limited(0):
            pass


def test_tvms_cuda_compile_refuses_a_long_source_before_nvrtc_and_without_the_header_fallback(monkeypatch):
    """Both wrappers of TVM's compile installed (the builder's order): the refusal is not retried with
    libcu++'s headers (nvrtc_headers retries RuntimeErrors only), and a short source compiles as before.
    TVM's compile, and both modules' state, are restored afterwards (other tests compare against TVM's own)."""
    from tvm.support import nvcc

    from tvm_patches import nvrtc_headers, source_limit

    monkeypatch.setattr(nvcc, "compile_cuda", nvcc.compile_cuda)
    monkeypatch.setattr(nvcc, "find_cuda_path", nvcc.find_cuda_path)
    monkeypatch.setattr(nvrtc_headers, "_installed", nvrtc_headers._installed)
    monkeypatch.setattr(source_limit, "_installed", source_limit._installed)
    if not nvrtc_headers.install():
        pytest.skip("no NVRTC (cuda-bindings) here")
    assert source_limit.install() and source_limit.install()  # idempotent
    fallbacks = nvrtc_headers.stats["fallbacks"]
    long_source = 'extern "C" __global__ void k(float* a) { a[0] = 1.0f; }\n' + "// padding\n" * 200
    with source_limit.limited(512):
        with pytest.raises(source_limit.SourceTooLarge):
            nvcc.compile_cuda(long_source, "ptx", arch="sm_90")
    assert nvrtc_headers.stats["fallbacks"] == fallbacks
    try:
        ptx = nvcc.compile_cuda(long_source, "ptx", arch="sm_90")
    except RuntimeError as exc:  # no CUDA toolkit headers for NVRTC on this host
        pytest.skip(f"NVRTC cannot compile here: {exc}")
    assert b".entry k" in bytes(ptx)


def test_the_tuning_builds_carry_the_limit_to_their_workers():
    from artifact.tuning.options import TuneOptions
    from artifact.tuning.tune import max_source_bytes
    from tvm_patches.builder import build_module, tuning_build

    assert tuning_build(None) is build_module
    capped = pickle.loads(pickle.dumps(tuning_build(400 * 1024)))  # what a worker process receives
    assert capped.func is build_module and capped.keywords == {"max_source_bytes": 400 * 1024}
    assert max_source_bytes(TuneOptions()) is None  # off by default
    assert max_source_bytes(TuneOptions(max_source_kb=400)) == 400 * 1024
