"""artifact.traces.trace: torch.profiler Chrome traces (synthetic, written as torch writes them) read into
unique kernels linked to their aten ops; artifact.traces.tiers: the tier of each kernel name."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from chrome_trace import CPU, GEMM, GPU_STREAM, LAYERNORM, MEMCPY, event

from artifact.errors import ArtifactError
from artifact.traces.tiers import tier_of
from artifact.traces.trace import SCHEMA, extract, write_jsonl, write_summary

ROOT = Path(__file__).resolve().parent.parent

ORPHAN = "void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<c10::Half>, at::detail::Array<char*, 1> >(int, at::native::FillFunctor<c10::Half>, at::detail::Array<char*, 1>)"



def _addmm(ext: int, corr: int, ts: float, m: int, n: int, k: int, grid: list[int], kernel_ts: float, dur: float) -> list[dict[str, Any]]:
    """aten::linear > aten::addmm (sharing one External id, as torch writes them) > cudaLaunchKernel > a cuBLAS kernel."""
    shapes = {
        "Input Dims": [[n], [m, k], [k, n], [], []],
        "Input type": ["c10::Half", "c10::Half", "c10::Half", "Scalar", "Scalar"],
        "Input Strides": [[1], [k, 1], [1, k], [], []],
        "Concrete Inputs": ["", "", "", "1", "1"],
    }
    return [
        event("cpu_op", "aten::linear", ts, 40, CPU, **{"External id": ext, "Input Dims": [[m, k], [n, k], [n]]}),
        event("cpu_op", "aten::addmm", ts + 5, 30, CPU, **{"External id": ext, **shapes}),
        event("cuda_runtime", "cudaLaunchKernel", ts + 10, 5, CPU, **{"External id": ext, "correlation": corr}),
        event("kernel", GEMM, kernel_ts, dur, GPU_STREAM, **{
            "External id": ext, "correlation": corr, "device": 0, "stream": 7, "grid": grid, "block": [384, 1, 1],
            "shared memory": 232448, "registers per thread": 168,
        }),
    ]


def _prefill() -> dict[str, Any]:
    """Three 512x1024x4096 addmm (one kernel), one 512x1024x1024 addmm (the same kernel on another grid),
    a layer norm, a host-to-device copy and a kernel whose launch fell before the trace's window."""
    events: list[dict[str, Any]] = [event("user_annotation", "ProfilerStep#0", 0, 2000, CPU)]
    events.append(event("kernel", ORPHAN, 10, 4, GPU_STREAM, correlation=5, device=0, stream=7, grid=[64, 1, 1],
                     block=[128, 1, 1], **{"shared memory": 0, "registers per thread": 16}))
    events += [
        event("cpu_op", "aten::to", 50, 30, CPU, **{"External id": 2}),
        event("cpu_op", "aten::_to_copy", 52, 26, CPU, **{"External id": 2}),
        event("cpu_op", "aten::copy_", 55, 20, CPU, **{"External id": 2, "Input Dims": [[512], [512]],
                                                      "Input type": ["long int", "long int"],
                                                      "Input Strides": [[1], [1]], "Concrete Inputs": ["", "", "False"]}),
        event("cuda_runtime", "cudaMemcpyAsync", 60, 10, CPU, **{"External id": 2, "correlation": 20}),
        event("gpu_memcpy", MEMCPY, 62, 6, GPU_STREAM, **{"External id": 2, "correlation": 20, "device": 0, "stream": 7, "bytes": 4096}),
    ]
    events += _addmm(10, 100, 100, 512, 4096, 1024, [32, 4, 1], 150, 20)
    events += _addmm(11, 101, 200, 512, 4096, 1024, [32, 4, 1], 250, 22)
    events += _addmm(12, 102, 300, 512, 4096, 1024, [32, 4, 1], 350, 24)
    events += _addmm(13, 103, 400, 512, 1024, 1024, [8, 4, 1], 450, 10)
    events += [
        event("cpu_op", "aten::layer_norm", 500, 30, CPU, **{"External id": 20}),
        event("cpu_op", "aten::native_layer_norm", 502, 26, CPU, **{"External id": 20, "Input Dims": [[1, 512, 1024], [1024], [1024], [1024], []],
                                                                    "Input type": ["c10::Half"] * 4 + ["Scalar"],
                                                                    "Input Strides": [[524288, 1024, 1], [1], [1], [1], []],
                                                                    "Concrete Inputs": ["", "[1024]", "", "", "1e-05"]}),
        event("cuda_runtime", "cudaLaunchKernel", 510, 5, CPU, **{"External id": 20, "correlation": 200}),
        event("kernel", LAYERNORM, 520, 8, GPU_STREAM, **{"External id": 20, "correlation": 200, "device": 0, "stream": 7,
                                                          "grid": [512, 1, 1], "block": [128, 1, 1], "shared memory": 0,
                                                          "registers per thread": 32}),
        {"ph": "i", "cat": "cpu_instant_event", "name": "marker", "ts": 1, "pid": 100, "tid": 100},
    ]
    return {"schemaVersion": 1, "traceEvents": events}


def _write(tmp_path: Path, trace: Any, name: str = "trace.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(trace) if not isinstance(trace, str) else trace)
    return path


def _by(extraction, name: str, grid: list[int] | None = None):
    found = [k for k in extraction.kernels if k.name == name and (grid is None or k.grid == grid)]
    assert len(found) == 1, [(k.name, k.grid) for k in extraction.kernels]
    return found[0]


def test_prefill_kernels_are_grouped_by_name_grid_and_block(tmp_path):
    ex = extract(_write(tmp_path, _prefill()))
    assert len(ex.kernels) == 5
    big = _by(ex, GEMM, [32, 4, 1])
    assert (big.count, big.total_time_us, big.mean_time_us) == (3, 66.0, 22.0)
    assert (big.block, big.shared_memory_bytes, big.registers_per_thread) == ([384, 1, 1], 232448, 168)
    assert (big.devices, big.streams, big.tier, big.category) == ([0], [7], "gemm", "kernel")
    small = _by(ex, GEMM, [8, 4, 1])  # the same kernel on another grid is another entry
    assert (small.count, small.total_time_us) == (1, 10.0)
    assert [k.total_time_us for k in ex.kernels] == sorted((k.total_time_us for k in ex.kernels), reverse=True)


def test_kernel_gets_the_innermost_op_of_its_external_id(tmp_path):
    ex = extract(_write(tmp_path, _prefill()))
    big = _by(ex, GEMM, [32, 4, 1])
    assert big.op == {
        "name": "aten::addmm",  # not aten::linear, which shares its External id and encloses it
        "input_dims": [[4096], [512, 1024], [1024, 4096], [], []],
        "input_types": ["c10::Half", "c10::Half", "c10::Half", "Scalar", "Scalar"],
        "input_strides": [[1], [1024, 1], [1, 1024], [], []],
        "concrete_inputs": ["", "", "", "1", "1"],
        "count": 3,
    }
    assert (big.other_op_count, big.unlinked_count, big.missing) == (0, 0, {})
    assert _by(ex, GEMM, [8, 4, 1]).op["input_dims"][1] == [512, 1024]
    assert _by(ex, LAYERNORM).op["name"] == "aten::native_layer_norm"
    copy = _by(ex, MEMCPY)
    assert (copy.op["name"], copy.tier, copy.grid, copy.block, copy.missing) == ("aten::copy_", "copy/memset", None, None, {})


def test_kernel_without_runtime_event_is_kept_and_says_so(tmp_path):
    orphan = _by(extract(_write(tmp_path, _prefill())), ORPHAN)
    assert (orphan.count, orphan.op, orphan.unlinked_count, orphan.tier) == (1, None, 1, "library")
    assert orphan.missing == {"External id": 1, "aten op": 1, "runtime event": 1}


def test_summary_totals_tiers_and_share_of_the_span(tmp_path):
    path = _write(tmp_path, _prefill())
    s = extract(path).summary
    assert s["schema"] == SCHEMA and s["trace"] == "trace.json" and len(s["trace_sha256"]) == 64
    assert (s["unique_kernels"], s["gpu_events"], s["unreadable_events"], s["linked_to_op"]) == (5, 7, 0, 6)
    assert s["kernel_time_us"] == 4 + 6 + 20 + 22 + 24 + 10 + 8
    assert s["by_tier"] == {
        "copy/memset": {"unique": 1, "count": 1, "time_us": 6.0},
        "collective": {"unique": 0, "count": 0, "time_us": 0.0},
        "gemm": {"unique": 2, "count": 4, "time_us": 76.0},
        "library": {"unique": 2, "count": 2, "time_us": 12.0},
    }
    assert s["trace_span_us"] == 2000 and s["gpu_span_us"] == 528 - 10
    assert s["gpu_busy_us"] == 94 and s["busy_share_of_span"] == pytest.approx(94 / 2000)
    assert s["missing"] == {"External id": 1, "aten op": 1, "runtime event": 1}


def test_overlapping_kernels_count_once_in_busy_time(tmp_path):
    trace = {"traceEvents": [
        event("kernel", "k", 0, 10, GPU_STREAM, stream=7, device=0, grid=[1, 1, 1], block=[32, 1, 1]),
        event("kernel", "k", 5, 10, {"pid": 0, "tid": 8}, stream=8, device=0, grid=[1, 1, 1], block=[32, 1, 1]),
        event("kernel", "k", 20, 5, GPU_STREAM, stream=7, device=0, grid=[1, 1, 1], block=[32, 1, 1]),
    ]}
    ex = extract(_write(tmp_path, trace))
    assert (ex.summary["kernel_time_us"], ex.summary["gpu_busy_us"], ex.summary["trace_span_us"]) == (25, 20, 25)
    assert ex.kernels[0].streams == [7, 8] and ex.kernels[0].count == 3


def test_most_frequent_op_wins_and_the_others_are_counted(tmp_path):
    events = _addmm(1, 1, 0, 512, 4096, 1024, [32, 4, 1], 50, 10) + _addmm(2, 2, 100, 512, 4096, 1024, [32, 4, 1], 150, 10)
    other = _addmm(3, 3, 200, 512, 4096, 1024, [32, 4, 1], 250, 10)
    other[1]["args"]["Input Strides"] = [[1], [1, 512], [1, 1024], [], []]  # a transposed input, the same kernel
    ex = extract(_write(tmp_path, {"traceEvents": events + other}))
    (gemm,) = ex.kernels
    assert (gemm.count, gemm.op["count"], gemm.other_op_count) == (3, 2, 1)
    assert gemm.op["input_strides"][1] == [1024, 1]


def test_op_on_another_thread_with_the_same_external_id_is_not_taken(tmp_path):
    events = _addmm(1, 1, 0, 512, 4096, 1024, [32, 4, 1], 50, 10)
    events[1]["tid"] = 999  # aten::addmm on another thread: aten::linear, on the call's thread, is the op
    (gemm,) = extract(_write(tmp_path, {"traceEvents": events})).kernels
    assert gemm.op["name"] == "aten::linear" and gemm.op["input_strides"] is None
    assert gemm.missing == {"Concrete Inputs": 1, "Input Strides": 1, "Input type": 1}


def test_missing_external_id_falls_back_to_the_enclosing_op(tmp_path):
    events = _addmm(1, 1, 0, 512, 4096, 1024, [32, 4, 1], 50, 10)
    for ev in events:
        ev["args"].pop("External id", None)
    (gemm,) = extract(_write(tmp_path, {"traceEvents": events})).kernels
    assert gemm.op["name"] == "aten::addmm" and gemm.missing == {"External id": 1}


def test_older_torch_trace_with_fewer_args_reads_and_reports_what_is_missing(tmp_path):
    """torch 1.8-1.10: capitalised categories, no strides, no registers or shared memory."""
    events = [
        {"ph": "X", "cat": "Operator", "name": "aten::mm", "ts": 0, "dur": 30, "pid": 1, "tid": 1,
         "args": {"External id": 4, "Input Dims": [[64, 64], [64, 64]], "Input type": ["float", "float"]}},
        {"ph": "X", "cat": "Runtime", "name": "cudaLaunchKernel", "ts": 5, "dur": 5, "pid": 1, "tid": 1,
         "args": {"External id": 4, "correlation": 9}},
        {"ph": "X", "cat": "Kernel", "name": "volta_sgemm_64x64_nn", "ts": 40, "dur": 3, "pid": 0, "tid": "stream 7",
         "args": {"correlation": 9, "device": 0, "stream": 7, "grid": [1, 1, 1], "block": [64, 1, 1]}},
        {"ph": "X", "cat": "Memset", "name": "Memset (Device)", "ts": 50, "dur": 1, "pid": 0, "tid": "stream 7", "args": {}},
    ]
    ex = extract(_write(tmp_path, {"traceEvents": events}))
    gemm = _by(ex, "volta_sgemm_64x64_nn")
    assert (gemm.tier, gemm.op["name"], gemm.op["input_strides"], gemm.shared_memory_bytes) == ("gemm", "aten::mm", None, None)
    assert gemm.missing == {"Concrete Inputs": 1, "Input Strides": 1, "registers per thread": 1, "shared memory": 1}
    memset = _by(ex, "Memset (Device)")
    assert (memset.tier, memset.category, memset.op) == ("copy/memset", "gpu_memset", None)
    assert memset.missing == {"aten op": 1, "correlation": 1, "device": 1, "External id": 1, "stream": 1}


def test_unreadable_events_are_counted_not_fatal(tmp_path):
    trace = _prefill()
    trace["traceEvents"] += [
        {"ph": "X", "cat": "kernel", "name": "bad", "ts": "soon", "dur": 1},
        {"ph": "X", "cat": "kernel", "name": "bad", "ts": 1, "dur": -1},
        "not an event",
    ]
    ex = extract(_write(tmp_path, trace))
    assert ex.summary["unreadable_events"] == 2 and ex.summary["gpu_events"] == 7


@pytest.mark.parametrize("text, message", [
    ('{"traceEvents": [', "is corrupt (not valid JSON"),
    ('{"events": []}', "has no traceEvents list"),
    ('{"traceEvents": [{"ph": "X", "cat": "cpu_op", "name": "aten::mm", "ts": 0, "dur": 1}]}', "has no GPU kernel"),
])
def test_bad_trace_is_a_one_line_error(tmp_path, text, message):
    with pytest.raises(ArtifactError) as err:
        extract(_write(tmp_path, text))
    assert message in str(err.value) and "\n" not in str(err.value)


def test_missing_trace_is_a_one_line_error(tmp_path):
    with pytest.raises(ArtifactError, match="trace not found"):
        extract(tmp_path / "absent.json")


def test_jsonl_rows_and_summary_are_written_and_documented(tmp_path):
    ex = extract(_write(tmp_path, _prefill()))
    out = tmp_path / "out" / "kernels.jsonl"
    write_jsonl(out, ex)
    write_summary(tmp_path / "out" / "summary.json", ex)
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["name"] for r in rows] == [k.name for k in ex.kernels]
    assert all(r["schema"] == SCHEMA for r in rows)
    assert json.loads((tmp_path / "out" / "summary.json").read_text()) == ex.summary
    assert sorted(p.name for p in out.parent.iterdir()) == ["kernels.jsonl", "summary.json"]  # no temporary left
    schemas = (ROOT / "docs" / "SCHEMAS.md").read_text()
    section = schemas[schemas.index("## Kernel traces"):]
    section = section[: section.find("\n## ", 1)] if "\n## " in section[1:] else section
    documented = set(re.findall(r"`([a-z_0-9]+)`", section))
    undocumented = (set(rows[0]) | set(ex.summary) | set(rows[0]["op"])) - documented
    assert not undocumented, undocumented


@pytest.mark.parametrize("category, name, tier", [
    ("kernel", GEMM, "gemm"),
    ("kernel", "nvjet_hsh_128x256_64x4_1x2_h_bz_coopA_NTN", "gemm"),
    ("kernel", "ampere_fp16_s16816gemm_fp16_128x128_ldg8_f2f_stages_32x5_tn", "gemm"),
    ("kernel", "volta_sgemm_128x64_nn", "gemm"),
    ("kernel", "void cutlass::Kernel2<cutlass_80_tensorop_f16_s16816gemm_relu_f16_256x128_32x3_nn_align8>(cutlass_80_tensorop_f16_s16816gemm_relu_f16_256x128_32x3_nn_align8::Params)", "gemm"),
    ("kernel", "void gemv2T_kernel_val<int, int, __half, __half, float, float, 128, 16, 4, 4, false, false, cublasGemvParamsEx<int, cublasGemvTensorStridedBatched<__half const>, cublasGemvTensorStridedBatched<__half const>, cublasGemvTensorStridedBatched<__half>, float> >(cublasGemvParamsEx<int, cublasGemvTensorStridedBatched<__half const>, cublasGemvTensorStridedBatched<__half const>, cublasGemvTensorStridedBatched<__half>, float>, float, float)", "gemm"),
    ("kernel", "void splitKreduce_kernel<32, 16, int, float, __half, float, __half, true, false, false>(cublasSplitKParams<float>, float const*, __half const*, __half*, float const*, float const*, __half const*, float const*, __half*, void*, long, float*, int*)", "gemm"),
    ("kernel", "void cublasLt::splitKreduce_kernel<32, 16, int, __half, __half, float, __half, false, false, false, true, false>(cublasLt::cublasSplitKParams<float>, __half const*, __half const*, __half*)", "gemm"),
    ("kernel", LAYERNORM, "library"),
    ("kernel", "void at::native::(anonymous namespace)::cunn_SoftMaxForward<4, c10::Half, float, c10::Half, at::native::(anonymous namespace)::SoftMaxForwardEpilogue>(c10::Half*, c10::Half const*, int)", "library"),
    ("kernel", "void pytorch_flash::flash_fwd_kernel<pytorch_flash::Flash_fwd_kernel_traits<64, 128, 128, 4, false, false, cutlass::half_t, pytorch_flash::Flash_kernel_traits<64, 128, 128, 4, cutlass::half_t> >, false, true, false, false, true, true, false, false>(pytorch_flash::Flash_fwd_params)", "library"),
    ("kernel", "fmha_cutlassF_f16_aligned_64x64_rf_sm80(PyTorchMemEffAttention::AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, true, 64, 64, 64, true, true>::Params)", "library"),
    ("kernel", "void at::native::elementwise_kernel<128, 4, at::native::gpu_kernel_impl_nocast<at::native::direct_copy_kernel_cuda(at::TensorIteratorBase&)::{lambda()#3}::operator()() const::{lambda()#7}::operator()() const::{lambda(c10::Half)#1}> >(int, at::native::gpu_kernel_impl_nocast<at::native::direct_copy_kernel_cuda(at::TensorIteratorBase&)::{lambda()#3}::operator()() const::{lambda()#7}::operator()() const::{lambda(c10::Half)#1}>)", "copy/memset"),
    ("gpu_memcpy", "Memcpy DtoD (Device -> Device)", "copy/memset"),
    ("gpu_memset", "Memset (Device)", "copy/memset"),
    ("kernel", ORPHAN, "library"),
])
def test_tier_of_real_kernel_names(category, name, tier):
    assert tier_of(category, name) == tier
