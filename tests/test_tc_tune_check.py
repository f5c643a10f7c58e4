"""The pure parts of benchmarks.tc_tune_check (its GPU parts run on a GPU host; `--dry-run` on a CPU)."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _script():
    """The experiment, imported as the benchmarks package's module (``python -m benchmarks.tc_tune_check``)."""
    from benchmarks import tc_tune_check

    return tc_tune_check


def test_line_stats_count_status_lines_per_batch_and_the_longest_silence():
    from artifact.catalog import parse_shape
    from artifact.tuning.progress import Progress, status_line
    from tvm_patches.heartbeat import FlightStatus, LoopStatus

    m = _script()
    case = parse_shape("gemm:M=64,N=64,K=64,layout=NN")
    out: list[str] = []
    prog = Progress(case, 8, 0, float("inf"), out.append)
    status = status_line(LoopStatus((FlightStatus(case.case_id, 1, 4, 3, 1, 0, 0),), {}, "waiting", 12.0), {})
    prog.add([[1e-3]] * 4)
    first = out[-1]
    prog.add([[1e-3]] * 4)
    lines = [(1.0, "header"), (5.0, first), (14.0, status), (24.0, status), (30.0, out[-1]), (31.0, "summary")]
    s = m.line_stats(lines)
    assert s == {"status_lines": 2, "batch_lines": 2, "max_gap_s": 10.0, "batches_with_status_line": 1,
                 "batches_after_first": 1}
    assert m.line_stats([(1.0, first), (40.0, out[-1])])["batches_with_status_line"] == 0


def test_cp_async_grep_and_driver_tflops(tmp_path):
    m = _script()
    k = tmp_path / "r0001"
    k.mkdir()
    assert m.has_cp_async(k) is None
    (k / "kernel.cu").write_text('asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(a), "l"(b));')
    assert m.has_cp_async(k) is True
    (k / "kernel.cu").write_text("__global__ void f() { /* cp_async */ }")
    assert m.has_cp_async(k) is False
    meas = tmp_path / "700W"
    meas.mkdir()
    (meas / "r0001.json").write_text(json.dumps({"id": "r0001", "kind": "tuned", "time_per_launch_ms": 0.5}))
    (meas / "cublas-fp16.json").write_text(json.dumps({"id": "cublas-fp16", "kind": "baseline", "time_per_launch_ms": 0.25}))
    (meas / "driver.json").write_text("not a record")
    assert m.driver_tflops(meas, 1e12) == {"r0001": 2000.0, "cublas-fp16": 4000.0}


def test_records_summary_counts_valid_trials_and_leaves_lower_bounds_out_of_the_best(tmp_path):
    from artifact.schema.tunedb import RECORD_FILE, add_stopped

    m = _script()
    secs = [[2e-3], [1e10], [0.5e-3], [4e-3]]
    (tmp_path / RECORD_FILE).write_text("".join(json.dumps([0, [{"i": i}, s, {}, []]]) + "\n" for i, s in enumerate(secs)))
    add_stopped(tmp_path, 2, [(0, [0.5e-3])])  # (not realistic: a bound below the best; shows it is left out)
    s = m.records_summary(tmp_path, 1e12)
    assert s == {"trials": 4, "valid_pct": 75.0, "stopped_early": 1, "best_tflops": 500.0}


def test_the_fp16_part_compares_a_gemm_with_cublas_and_a_conv_with_cudnn_and_refuses_fp32(tmp_path, capsys):
    import pytest

    from artifact.catalog import parse_shape

    m = _script()
    assert m.vendor_baseline(parse_shape(m.FP16_SHAPE)) == "cublas-fp16"
    assert m.vendor_baseline(parse_shape(m.CONV16_SHAPE)) == "cudnn-fp16"
    assert m.vendor_baseline(parse_shape("gemm:M=64,N=64,K=64,layout=NT,dtype=fp16-out")) == "cublas-fp16"
    with pytest.raises(ValueError, match="takes an fp16 case"):
        m.vendor_baseline(parse_shape("gemm:M=64,N=64,K=64,layout=NN"))
    work = tmp_path / "work"
    with pytest.raises(SystemExit) as exit_info:
        m.main(["--part", "fp16", "--shape", "conv2d:N=1,H=8,W=8,CO=8,CI=8,KH=3,KW=3,stride=1,padding=1",
                "--work", str(work)])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "takes an fp16 case" in err and "is fp32" in err
    assert not work.exists()  # refused before anything is written


def test_the_chunk_line_names_the_vendor():
    m = _script()
    row = m.fp16_row({"case_id": "c", "trials": 64, "trials_this_chunk": 64, "chunk_tune_s": 100.0, "valid_pct": 95.0,
                      "stopped_early": 3, "best_tflops": 40.0, "driver_best_tflops": 35.0, "vendor": "cudnn-fp16",
                      "vendor_tflops": 70.0, "ratio_driver": 0.5, "ratio_tvm": 0.571, "cp_async": True,
                      "status_lines": 9, "max_gap_s": 10.0, "done": False})
    assert "cudnn-fp16 70.0 TFLOP/s, ratio 0.5 (TVM's best / vendor 0.571)" in row and row.endswith("run again to continue")


def test_the_template_space_tunes_into_its_own_directory_and_is_read_from_template(tmp_path, monkeypatch):
    import pytest

    m = _script()
    seen: dict = {}
    monkeypatch.setattr(m, "run_timed", lambda cmd, hard_s, env=None: (seen.setdefault("tune", cmd), (0, []))[1])
    monkeypatch.setattr(m, "gpu_steps", lambda case, common, dirs, args: seen.update(common=common, tune_dir=dirs.tune) or {})
    work = tmp_path / "work"
    assert m.main(["--part", "fp16", "--space", "template", "--work", str(work), "--chunk-s", "200"]) == 0
    tune = seen["tune"]
    assert tune[tune.index("--results") + 1] == str(work / "fp16-template") and tune[tune.index("--space") + 1] == "template"
    assert seen["common"][seen["common"].index("--results") + 1] == str(work / "fp16-template" / "template")
    assert seen["tune_dir"] == work / "fp16-template" / "template" / "gemm-4096x4096x4096-nn-fp16" / "tune"
    line = json.loads((work / "fp16_chunks.jsonl").read_text().splitlines()[-1])
    assert line["space"] == "template"
    with pytest.raises(SystemExit, match="not with --dry-run"):
        m.main(["--part", "fp16", "--space", "template", "--dry-run", "--work", str(tmp_path / "w2")])
