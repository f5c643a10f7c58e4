"""benchmarks/wgmma_llm.py (a GPU experiment): its table from a results tree, and its phases' fallback to one
case at a time. CPU only: the records are the shipped four-way reference's."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from types import SimpleNamespace

import pytest

from artifact.catalog import resolve_case
from benchmarks import wgmma_llm

ROOT = Path(__file__).resolve().parent.parent
FOURWAY = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "fourway"


def test_a_row_takes_the_fastest_kernel_that_passed_the_gate_and_cublas_of_the_same_call(tmp_path):
    case = resolve_case("llama7b-attn-t512-fp16", "gemm")
    d = tmp_path / case.case_id  # the shipped 4096^3 NT tree stands in for the case's files
    shutil.copytree(FOURWAY / "wgmma" / "gemm-4096x4096x4096-nt-fp16", d)
    shutil.copy(FOURWAY / "gemm-4096x4096x4096-nt-fp16" / "measure" / "700W" / "cublas-fp16.json", d / "measure" / "700W")
    r = wgmma_llm.row(case, tmp_path)
    assert r["tuned_tflops"] == pytest.approx(606.8459, abs=1e-3) and r["vendor_tflops"] == pytest.approx(623.7, abs=0.1)
    assert r["ratio"] == pytest.approx(r["tuned_tflops"] / r["vendor_tflops"])
    assert r["gates"] == {"r0001": {"select": "pass", "driver": True}} and r["trials"] == 78
    assert r["knobs"] == {"bn": 256, "stages": 4, "group_m": 16, "persistent": 1, "bm": 128}
    empty = wgmma_llm.row(resolve_case("bloom560m-qkv-t1-fp16", "gemm"), tmp_path)
    assert empty["tuned_tflops"] is None and empty["gates"] == {} and empty["space"] > 0


def test_a_phase_that_fails_for_the_cases_at_once_is_run_case_by_case(tmp_path, monkeypatch, capsys):
    calls = []

    def fake_run(argv, **kw):
        calls.append(argv[argv.index("--case") + 1] if "--case" in argv else "")
        return SimpleNamespace(returncode=1 if "b" in calls[-1] else 0)

    monkeypatch.setattr(subprocess, "run", fake_run)
    assert wgmma_llm.call("select", ["--top", "2"], ["a", "b", "c"], tmp_path) == ["b"]
    assert calls == ["a,b,c", "a", "b", "c"] and "failed: b" in capsys.readouterr().out
    assert (tmp_path / "logs" / "select.log").read_text().count("$ artifact select --catalog gemm --case") == 4
