"""Static shared memory over nvcc's 48 KB: the export places it in the dynamic shared memory
(artifact.tuning.export.static_shared_to_dynamic), and nvcc's failures say what ptxas said."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from artifact.errors import ArtifactError
from artifact.tuning.export import STATIC_SHARED_LIMIT_BYTES, compile_cubin, static_shared_bytes, static_shared_to_dynamic

DATA = Path(__file__).parent / "data"

KERNEL = """extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ C_ptr) {
  extern __shared__ __align__(64) unsigned char buf_dyn_shmem_ptr[];
  __shared__ alignas(64) float C_shared_ptr[16384];
  __shared__ half h_ptr[3];
  C_shared_ptr[threadIdx.x] = (float)threadIdx.x;
  ((float*)buf_dyn_shmem_ptr)[threadIdx.x] = 1.0f;
  h_ptr[threadIdx.x % 3] = __float2half(2.0f);
  __syncthreads();
  C_ptr[threadIdx.x] = C_shared_ptr[127 - threadIdx.x] + ((float*)buf_dyn_shmem_ptr)[threadIdx.x]
                       + __half2float(h_ptr[threadIdx.x % 3]);
}
"""
SOURCE = "#include <cuda_fp16.h>\n" + KERNEL


def test_static_shared_arrays_are_counted_and_moved_after_the_dynamic_ones_each_aligned():
    assert static_shared_bytes(SOURCE) == 16384 * 4 + 3 * 2  # the extern (dynamic) array is not static
    moved, dynamic_bytes = static_shared_to_dynamic(SOURCE, 1000)
    assert static_shared_bytes(moved) == 0
    # the float array aligned to its 64 bytes after the 1000 dynamic ones, the half array to 16 after it
    assert "float* C_shared_ptr = (float*)(artifact_dyn_shared + 1024);" in moved
    assert "half* h_ptr = (half*)(artifact_dyn_shared + 66560);" in moved
    assert dynamic_bytes == 66560 + 6
    assert moved.count("extern __shared__") == 3  # one alias before each pointer; every one starts at the same address
    assert moved.count("extern __shared__ __align__(64) unsigned char artifact_dyn_shared[];") == 2  # the widest asked
    with pytest.raises(ArtifactError, match="type 'mystery'"):
        static_shared_to_dynamic("  __shared__ mystery x[4];\n", 0)
    two_d = "  __shared__ float t[128][128];\n"
    assert static_shared_bytes(two_d) == 128 * 128 * 4  # counted, so refused rather than left to nvcc
    with pytest.raises(ArtifactError, match="flat arrays"):
        static_shared_to_dynamic(two_d, 0)


@pytest.mark.skipif(not shutil.which("nvcc"), reason="needs nvcc")
def test_nvcc_refuses_the_static_form_saying_why_and_compiles_the_moved_one(tmp_path):
    (tmp_path / "k.cu").write_text(SOURCE)
    with pytest.raises(ArtifactError, match="too much shared data"):  # ptxas's error, not its last line
        compile_cubin(tmp_path / "k.cu", tmp_path / "k.cubin", "sm_90")
    (tmp_path / "m.cu").write_text(static_shared_to_dynamic(SOURCE, 0)[0])
    compile_cubin(tmp_path / "m.cu", tmp_path / "m.cubin", "sm_90")
    assert (tmp_path / "m.cubin").stat().st_size > 0


def test_a_measured_kernel_with_64_kb_of_static_shared_memory_is_exported_with_it_in_the_dynamic_one():
    """The H100's fastest MetaSchedule candidate of 4096^3 NT fp16 (recorded): TVM's build (what was
    measured) declares a 64 KB static C tile; the export is that source with the tile moved, nothing else."""
    pytest.importorskip("tvm")
    from artifact.catalog import resolve_case
    from artifact.tuning.export import lower
    from artifact.tuning.rebuild import scheduled_module
    from tvm_patches.builder import build_module

    rec = json.loads((DATA / "gemm_4096_nt_fp16_static_shared_trace.json").read_text())
    case = resolve_case(rec["case"], "gemm")
    import tvm

    built = build_module(scheduled_module(case, rec["trace"]), tvm.target.Target(rec["target"]))
    source = built.imports[0].inspect_source()
    assert static_shared_bytes(source) == 64 * 1024 > STATIC_SHARED_LIMIT_BYTES
    exported, launches = lower(case, rec["trace"], rec["target"])
    assert static_shared_bytes(exported) == 0
    dynamic_before = 104448  # what TVM's host code launches the measured kernel with (its pipelined A and B tiles)
    assert static_shared_to_dynamic(source, dynamic_before) == (exported, launches[0]["dynamic_shared_bytes"])
    assert launches[0]["dynamic_shared_bytes"] == dynamic_before + 64 * 1024 <= 227 * 1024  # an H100 block's most
