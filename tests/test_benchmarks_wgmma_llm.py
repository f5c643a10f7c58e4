"""benchmarks/wgmma_llm.py (a GPU experiment), run as a user does: its table from a results tree (--table-only).
CPU only: the records are the shipped four-way reference's."""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FOURWAY = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "fourway"


def test_its_table_takes_the_fastest_kernel_that_passed_the_gate_and_cublas_of_the_same_call(tmp_path):
    d = tmp_path / "results" / "wgmma" / "gemm-llama7b-attn-t512-fp16"  # the shipped 4096^3 NT tree stands in
    shutil.copytree(FOURWAY / "wgmma" / "gemm-4096x4096x4096-nt-fp16", d)
    shutil.copy(FOURWAY / "gemm-4096x4096x4096-nt-fp16" / "measure" / "700W" / "cublas-fp16.json", d / "measure" / "700W")
    out = tmp_path / "rows.json"
    proc = subprocess.run([sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path), "--table-only",
                           "--case", "llama7b-attn-t512-fp16,bloom560m-qkv-t1-fp16", "--json", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0, proc.stderr[-2000:]
    attn, decode = json.loads(out.read_text())
    assert attn["tuned_tflops"] == pytest.approx(606.8459, abs=1e-3) and attn["vendor_tflops"] == pytest.approx(623.7, abs=0.1)
    assert attn["ratio"] == pytest.approx(attn["tuned_tflops"] / attn["vendor_tflops"], rel=1e-6) and attn["trials"] == 78
    tuned = json.loads((d / "measure" / "700W" / "r0001.json").read_text())
    cublas = json.loads((d / "measure" / "700W" / "cublas-fp16.json").read_text())
    tuned_mj, cublas_mj = tuned["energy_per_launch_mj"], cublas["energy_per_launch_mj"]
    assert (attn["tuned_time_us"], attn["vendor_time_us"]) == (tuned["time_per_launch_ms"] * 1e3,
                                                              cublas["time_per_launch_ms"] * 1e3)
    assert attn["ratio_std"] == pytest.approx(attn["ratio"] * math.hypot(tuned["time_cv"], cublas["time_cv"]))
    assert attn["energy_ratio_std"] == pytest.approx(attn["energy_ratio"] * math.hypot(tuned["energy_cv"], cublas["energy_cv"]))
    assert 0 < attn["ratio_std"] < 0.05 and f"{attn['ratio']:.3f} +- {attn['ratio_std']:.3f}" in proc.stdout
    assert (attn["tuned_energy_mj"], attn["vendor_energy_mj"]) == (tuned_mj, cublas_mj)
    assert attn["energy_ratio"] == pytest.approx(tuned_mj / cublas_mj) and decode["energy_ratio"] is None
    assert attn["gates"] == {"r0001": {"select": "pass", "driver": True}}
    assert attn["knobs"] == {"bn": 256, "stages": 4, "group_m": 16, "persistent": 1, "bm": 128}
    assert decode["tuned_tflops"] is None and decode["gates"] == {} and decode["space"] == 94  # no run: the default, form 7
    assert "1 of 2 cases measured beside cuBLAS: 1 at >= 0.95x, 0 below 0.85x" in proc.stdout
    again = subprocess.run([sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path)], cwd=ROOT,
                           capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert again.returncode != 0 and "give a fresh --work" in again.stderr
    faster = {**tuned, "id": "r0009", "gflops": tuned["gflops"] * 2}  # a record of a kernel no longer selected
    (d / "measure" / "700W" / "r0009.json").write_text(json.dumps(faster))
    proc = subprocess.run([sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path), "--table-only",
                           "--case", "llama7b-attn-t512-fp16", "--json", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(out.read_text())[0]["tuned_tflops"] == attn["tuned_tflops"]
    runs = json.loads((d / "tune" / "runs.json").read_text())
    runs[-1]["wgmma_split_k"] = True  # the space its last tuning run had: with the split-K kernels
    (d / "tune" / "runs.json").write_text(json.dumps(runs))
    proc = subprocess.run([sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path), "--table-only",
                           "--case", "llama7b-attn-t512-fp16", "--json", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert (attn["space"], json.loads(out.read_text())[0]["space"]) == (79, 109)
    spaces = []  # a run of form 6 recorded no wgmma_k_boxes: form 6's space, not the default's (form 7's)
    qkv = tmp_path / "results" / "wgmma" / "gemm-bloom560m-qkv-t1-fp16" / "tune"  # decode: k_boxes where SMs idle
    qkv.mkdir(parents=True)
    for k_boxes in (None, True):
        runs[-1].update(wgmma_ring=True, wgmma_short_a=True, wgmma_pingpong=True)
        runs[-1].update({} if k_boxes is None else {"wgmma_k_boxes": k_boxes})
        for tune in (d / "tune", qkv):
            (tune / "runs.json").write_text(json.dumps(runs))
        proc = subprocess.run([sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path), "--table-only",
                               "--case", "llama7b-attn-t512-fp16,bloom560m-qkv-t1-fp16", "--json", str(out)],
                              cwd=ROOT, capture_output=True, text=True, timeout=300,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert proc.returncode == 0, proc.stderr[-2000:]
        spaces.append([r["space"] for r in json.loads(out.read_text())])
    # 512 x 4096: k_boxes takes 64 columns or fewer, 256 tiles or more, which fill the SMs: form 7's space is form 6's
    assert spaces == [[137, 113], [137, 145]]


def test_resume_continues_a_work_directory_and_set_reaches_tune_only(tmp_path):
    """--resume runs the phases again on an existing --work (each keeps what is current: export without
    --force); --set KEY=VALUE goes to tune alone, also to its case-by-case retry (--dry-run prints them)."""
    (tmp_path / "results" / "wgmma").mkdir(parents=True)
    base = [sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path), "--case",
            "bloom560m-qkv-t1-fp16,bloom560m-out-t1-fp16", "--trials", "40", "--set", "batch=16"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([*base, "--resume", "--dry-run"], cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    lines = {ln.split()[2]: ln for ln in proc.stdout.splitlines() if ln.startswith("$ artifact ")}
    assert list(lines) == ["tune", "select", "export", "build", "measure"]
    assert "--trials 40" in lines["tune"] and "--set batch=16" in lines["tune"] and "--budget-s 12 " in lines["tune"] + " "
    assert "case by case: --space wgmma" in proc.stdout and "--set batch=16 --budget-s 6" in proc.stdout
    assert "--force" not in lines["export"] and all("--set" not in lines[p] for p in ("select", "export", "measure"))
    knob = subprocess.run([*base, "--resume", "--dry-run", "--knob", "split_k=4"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env=env)
    knob_lines = {ln.split()[2]: ln for ln in knob.stdout.splitlines() if ln.startswith("$ artifact ")}
    assert knob_lines["select"].endswith("--per-percentile 0 --knob split_k=4")
    assert all("--knob" not in knob_lines[p] for p in ("tune", "export", "measure"))
    again = subprocess.run(base, cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)
    assert again.returncode != 0 and "--resume to continue its run" in again.stderr
    bad = subprocess.run([*base, "--set", "wgmma_split_k=maybe", "--dry-run"], cwd=ROOT, capture_output=True, text=True,
                         timeout=300, env=env)
    assert bad.returncode != 0 and bad.stderr.strip() == "error: --set wgmma_split_k=maybe: wgmma_split_k takes true or false"
    table = subprocess.run([*base, "--set", "wgmma_split_k=true", "--table-only"], cwd=ROOT, capture_output=True,
                           text=True, timeout=300, env=env)
    assert table.returncode == 0, table.stderr
    sizes = {ln.split()[0]: int(ln.split()[3]) for ln in table.stdout.splitlines() if ln.startswith("gemm-")}
    assert sizes == {"gemm-bloom560m-qkv-t1-fp16": 145, "gemm-bloom560m-out-t1-fp16": 160}  # form 7: 94, 89 without
    form6 = subprocess.run([*base, "--set", "wgmma_split_k=true", "--set", "wgmma_k_boxes=false", "--table-only"],
                           cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)
    assert form6.returncode == 0, form6.stderr
    sizes = {ln.split()[0]: int(ln.split()[3]) for ln in form6.stdout.splitlines() if ln.startswith("gemm-")}
    assert sizes == {"gemm-bloom560m-qkv-t1-fp16": 113, "gemm-bloom560m-out-t1-fp16": 97}  # form 6: 71 and 45 without
    form4 = subprocess.run([*base, "--set", "wgmma_split_k=true", "--set", "wgmma_short_a=false", "--table-only"],
                           cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)
    assert form4.returncode == 0, form4.stderr
    sizes = {ln.split()[0]: int(ln.split()[3]) for ln in form4.stdout.splitlines() if ln.startswith("gemm-")}
    assert sizes == {"gemm-bloom560m-qkv-t1-fp16": 92, "gemm-bloom560m-out-t1-fp16": 74}  # 50 and 31 without split-K
    form3 = subprocess.run([*base, "--set", "wgmma_ring=false", "--table-only"], cwd=ROOT, capture_output=True,
                           text=True, timeout=300, env=env)
    assert form3.returncode == 0, form3.stderr
    sizes = {ln.split()[0]: int(ln.split()[3]) for ln in form3.stdout.splitlines() if ln.startswith("gemm-")}
    assert sizes == {"gemm-bloom560m-qkv-t1-fp16": 39, "gemm-bloom560m-out-t1-fp16": 24}  # form 3: no deep rings


def test_by_knob_prints_the_tunings_fastest_kernel_for_each_knob_value(tmp_path):
    """--by-knob stages: per stages value, the kernels the tuning measured and the fastest one's time, from the
    tuning records (failed kernels left out); an unknown knob is a one-line error."""
    from artifact.schema.tunedb import read_records
    from artifact.tuning import wgmma

    d = tmp_path / "results" / "wgmma" / "gemm-llama7b-attn-t512-fp16"
    shutil.copytree(FOURWAY / "wgmma" / "gemm-4096x4096x4096-nt-fp16", d)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    base = [sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path), "--table-only", "--case",
            "llama7b-attn-t512-fp16"]
    proc = subprocess.run([*base, "--by-knob", "stages"], cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    want: dict[int, list[float]] = {}
    for rec in read_records(d / "tune"):
        if rec.valid and not rec.lower_bound:
            want.setdefault(wgmma.knobs_of(rec.trace)["stages"], []).append(rec.run_s * 1e6)
    lines = proc.stdout.split("by stages")[1].splitlines()[2:]
    got = {int(ln.split()[1]): (int(ln.split()[2]), float(ln.split()[3]), float(ln.split()[4])) for ln in lines if ln}
    fastest = min(min(t) for t in want.values())
    assert got == {s: (len(t), pytest.approx(min(t), abs=0.006), pytest.approx(min(t) / fastest, abs=0.006))
                   for s, t in want.items()}
    assert len(got) > 1 and min(v[2] for v in got.values()) == 1.0
    bad = subprocess.run([*base, "--by-knob", "stages,tiles"], cwd=ROOT, capture_output=True, text=True, timeout=300,
                         env=env)
    assert bad.returncode != 0 and bad.stderr.strip() == ("error: --by-knob tiles: the space's knobs are bn, stages, "
                                                          "group_m, persistent, bm, split_k, pingpong, k_boxes")


def test_cutlass_pick_is_a_column_beside_cublas(tmp_path):
    """With CUTLASS's pick of a case (`artifact cutlass measure`), the table gives its time a launch, its ratio
    to cuBLAS (cuBLAS time / CUTLASS time) and its configuration; --dry-run --cutlass runs the sweep and the
    measure of the same cases after the tuned kernels' measure, without another cuBLAS."""
    d = tmp_path / "results" / "wgmma" / "gemm-llama7b-attn-t512-fp16"  # the shipped 4096^3 NT trees stand in
    shutil.copytree(FOURWAY / "wgmma" / "gemm-4096x4096x4096-nt-fp16", d)
    shutil.copy(FOURWAY / "gemm-4096x4096x4096-nt-fp16" / "measure" / "700W" / "cublas-fp16.json", d / "measure" / "700W")
    pick_dir = tmp_path / "results" / "cutlass" / "gemm-llama7b-attn-t512-fp16"
    pick_dir.mkdir(parents=True)
    shutil.copy(FOURWAY / "cutlass" / "gemm-4096x4096x4096-nt-fp16" / "pick.json", pick_dir)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = tmp_path / "rows.json"
    proc = subprocess.run([sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path), "--table-only",
                           "--case", "llama7b-attn-t512-fp16,bloom560m-qkv-t1-fp16", "--json", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    attn, decode = json.loads(out.read_text())
    picked = json.loads((pick_dir / "pick.json").read_text())["picked"]
    cublas = json.loads((d / "measure" / "700W" / "cublas-fp16.json").read_text())
    assert attn["cutlass_time_us"] == picked["time_ms"] * 1e3 and attn["cutlass_config"] == picked["kernel_id"]
    assert attn["cutlass_ratio"] == pytest.approx(cublas["time_per_launch_ms"] / picked["time_ms"])
    assert decode["cutlass_time_us"] is None and decode["cutlass_ratio"] is None
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith("gemm-llama7b-attn-t512-fp16"))
    assert line.endswith(f"| {attn['cutlass_time_us']:.2f} {attn['cutlass_ratio']:.3f} "
                         f"{attn['cutlass_energy_mj']:.4f} {picked['kernel_id']}")
    dry = subprocess.run([sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path / "w"), "--dry-run",
                          "--cutlass", "--case", "bloom560m-qkv-t1-fp16"], cwd=ROOT, capture_output=True, text=True,
                         timeout=300, env=env)
    phases = [" ".join(ln.split()[1:3]) for ln in dry.stdout.splitlines() if ln.startswith("$ artifact ")]
    assert phases[-3:] == ["artifact measure", "artifact cutlass", "artifact cutlass"]
    assert dry.stdout.rstrip().endswith("--caps current --runner native --no-baselines")


def test_top_fast_keeps_more_kernels_of_the_cases_whose_tuning_ran_under_fast_us(tmp_path):
    """--top-fast N: a case whose fastest valid tuning record ran under --fast-us in TVM's runner is selected with
    --top N (the driver picks among them), the others with --top; a dry run reads the records --work holds."""
    from artifact.schema.tunedb import read_records

    d = tmp_path / "results" / "wgmma" / "gemm-llama7b-attn-t512-fp16"
    shutil.copytree(FOURWAY / "wgmma" / "gemm-4096x4096x4096-nt-fp16", d)
    best_us = min(r.run_s for r in read_records(d / "tune") if r.valid) * 1e6
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    base = [sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path), "--resume", "--dry-run", "--case",
            "llama7b-attn-t512-fp16,bloom560m-qkv-t1-fp16", "--top", "1", "--top-fast", "4"]
    selects = {}
    for fast_us in (best_us * 0.99, best_us * 1.01):
        proc = subprocess.run([*base, "--fast-us", str(fast_us)], cwd=ROOT, capture_output=True, text=True, timeout=300,
                              env=env)
        assert proc.returncode == 0, proc.stderr[-2000:]
        selects[fast_us > best_us] = [ln for ln in proc.stdout.splitlines() if ln.startswith("$ artifact select")]
    assert [ln.split("--case ")[1].split()[0] for ln in selects[False]] == [
        "gemm-llama7b-attn-t512-fp16,gemm-bloom560m-qkv-t1-fp16"]  # no records of qkv: never fast
    assert "--top 1 " in selects[False][0]
    assert [(ln.split("--case ")[1].split()[0], ln.split("--top ")[1].split()[0]) for ln in selects[True]] == [
        ("gemm-bloom560m-qkv-t1-fp16", "1"), ("gemm-llama7b-attn-t512-fp16", "4")]


def test_a_fast_case_with_few_kernels_tuned_sends_them_all_to_the_driver(tmp_path):
    """--fast-all-up-to N: a --top-fast case whose tuning holds at most N valid kernels is selected with --top N (all
    of them: the runner may time a small space's kernels all within its cost of a call); one with more, --top-fast."""
    from artifact.schema.tunedb import read_records

    d = tmp_path / "results" / "wgmma" / "gemm-llama7b-attn-t512-fp16"
    shutil.copytree(FOURWAY / "wgmma" / "gemm-4096x4096x4096-nt-fp16", d)
    db = d / "tune" / "database_tuning_record.json"
    db.write_text("".join(db.read_text().splitlines(keepends=True)[:9]))  # a small space: 9 kernels tuned
    valid = sum(1 for r in read_records(d / "tune") if r.valid and not r.lower_bound)
    assert 1 <= valid <= 9
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    base = [sys.executable, "-m", "benchmarks.wgmma_llm", "--work", str(tmp_path), "--resume", "--dry-run", "--case",
            "llama7b-attn-t512-fp16", "--top", "1", "--top-fast", "3", "--fast-us", "1e9"]
    tops = {}
    for up_to in (None, str(valid), str(valid - 1)):
        proc = subprocess.run([*base, *(("--fast-all-up-to", up_to) if up_to else ())], cwd=ROOT, capture_output=True,
                              text=True, timeout=300, env=env)
        assert proc.returncode == 0, proc.stderr[-2000:]
        tops[up_to] = [ln.split("--top ")[1].split()[0] for ln in proc.stdout.splitlines()
                       if ln.startswith("$ artifact select")]
    assert tops == {None: ["12"], str(valid): [str(valid)], str(valid - 1): ["3"]}
    bad = subprocess.run([*base, "--fast-all-up-to", "-1"], cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)
    assert bad.returncode != 0 and len(bad.stderr.strip().splitlines()) == 1 and "--fast-all-up-to" in bad.stderr
