"""CUTLASS in the harness (artifact.tuning.cutlass, artifact cutlass): configurations and the launch
they imply, the generated source, the header cache, the sweep's export, the pick from driver records
and the four-way table. On the CPU: nvcc is a stand-in where the real one is not needed, the driver
is the fake one; one test compiles a real configuration where nvcc and CUTLASS's headers are at hand."""

from __future__ import annotations

import json
import os
import shutil
import stat
import zipfile
from pathlib import Path

import pytest

from artifact.catalog import parse_shape, resolve_case
from artifact.errors import ArtifactError
from artifact.tuning.cutlass import headers
from artifact.tuning.cutlass.configs import DEFAULT_SWEEP, TileConfig, alignments, grid, log_tile, sweep_for
from artifact.tuning.cutlass.pick import choose
from artifact.tuning.cutlass.source import entry_name, generate

G4096 = "gemm:M=4096,N=4096,K=4096,layout=NN,dtype=fp16"


def test_default_sweep_builds_and_fits_h100_shared_memory():
    names = [c.check().name for c in DEFAULT_SWEEP]
    assert len(set(names)) == len(names) >= 6
    assert all(c.smem_bytes <= 227 * 1024 and c.threads in (128, 256) for c in DEFAULT_SWEEP)
    assert TileConfig(128, 256, 32, 2, 4, 3).smem_bytes == 3 * (128 * 32 + 32 * 256) * 2 == 73728


@pytest.mark.parametrize("bad, words", [
    (TileConfig(128, 128, 32, 3, 2, 3), "warps"),
    (TileConfig(128, 128, 48, 2, 2, 3), "tile_k"),
    (TileConfig(256, 256, 64, 2, 4, 4), "shared memory"),
    (TileConfig(128, 128, 32, 2, 2, 1), "stages"),
    (TileConfig(128, 128, 32, 2, 2, 3, swizzle=3), "swizzle"),
])
def test_configuration_errors_name_the_rule(bad, words):
    with pytest.raises(ArtifactError, match=words):
        bad.check()


def test_grid_follows_cutlass_identity_swizzle():
    case = parse_shape(G4096)
    cfg = TileConfig(128, 256, 32, 2, 4, 3)  # 32 x 16 tiles; 16 >= 6 tiles along N: log tile 3
    assert grid(case, cfg) == [32 * 8, 2, 1]
    assert log_tile(8, 5) == 2 and log_tile(8, 2) == 1 and log_tile(8, 1) == 0 and log_tile(1, 100) == 0
    odd = parse_shape("gemm:M=1000,N=300,K=64,layout=NT,dtype=fp16")  # 8 x 3 tiles of 128 x 128: log 2
    assert grid(odd, TileConfig(128, 128, 32, 2, 2, 4)) == [8 * 4, 1, 1]


def test_sweep_leaves_out_tiles_far_larger_than_the_shape():
    decode = resolve_case("llama7b-attn-t1-fp16", "gemm")  # M = 1
    assert {c.tile_m for c in sweep_for(decode)} == {64}
    assert len(sweep_for(parse_shape(G4096))) == len(DEFAULT_SWEEP)


def test_alignment_and_unsupported_cases():
    assert alignments(parse_shape(G4096)) == {"A": 8, "B": 8, "C": 4}
    out16 = parse_shape("gemm:M=64,N=2050,K=3000,layout=NT,dtype=fp16-out")
    assert alignments(out16) == {"A": 8, "B": 8, "C": 2}
    with pytest.raises(ArtifactError, match="even leading"):
        alignments(parse_shape("gemm:M=64,N=64,K=63,layout=NN,dtype=fp16"))
    with pytest.raises(ArtifactError, match="fp16 GEMMs"):
        sweep_for(parse_shape("gemm:M=64,N=64,K=64,layout=NN"))
    with pytest.raises(ArtifactError, match="GEMM cases"):
        sweep_for(resolve_case("case1", "default"))


def test_generated_source_matches_layout_dtype_and_launch():
    cfg = TileConfig(128, 256, 32, 2, 4, 3)
    nn = generate(parse_shape(G4096), cfg)
    assert f'extern "C" __global__ void __launch_bounds__(256)\n{entry_name(cfg)}(' in nn
    assert nn.count("ElementIn, cutlass::layout::RowMajor, 8,") == 2 and "ColumnMajor" not in nn  # NN: A and B row-major
    assert "using ElementOut = float;" in nn and "cutlass::layout::RowMajor(kN)}}, {{C" not in nn
    assert "GemmShape<64, 64, 32>" in nn and "== 73728" in nn and "== 256" in nn
    assert "LinearCombination<ElementOut, 4, float, float>" in nn and "{1.0f, 0.0f}" in nn
    nt = generate(parse_shape("gemm:M=512,N=1024,K=4096,layout=NT,dtype=fp16-out"), cfg)
    assert "cutlass::layout::ColumnMajor, 8" in nt and "cutlass::layout::ColumnMajor(kK)" in nt
    assert "using ElementOut = cutlass::half_t;" in nt and "const cutlass::gemm::GemmCoord tiled(4, 4, 1);" in nt


def _fake_wheel(path: Path) -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("cutlass_library/source/include/cutlass/version.h",
                    "#define CUTLASS_MAJOR 4\n#define CUTLASS_MINOR 2\n#define CUTLASS_PATCH 0\n")
        zf.writestr("cutlass_library/source/include/cute/tensor.hpp", "// cute\n")
        zf.writestr("cutlass_library/source/examples/common/include/helper.h", "// not a header we need\n")
        zf.writestr("cutlass_library/__init__.py", "")
    return path


def test_headers_extracts_only_include_and_reads_version(tmp_path):
    dest = tmp_path / "cache" / "include"
    assert headers.extract_include(_fake_wheel(tmp_path / "x.whl"), dest) == 2
    assert sorted(p.relative_to(dest).as_posix() for p in dest.rglob("*") if p.is_file()) == [
        "cute/tensor.hpp", "cutlass/version.h"]
    assert headers.version(dest) == "4.2.0"
    with zipfile.ZipFile(tmp_path / "other.whl", "w") as zf:
        zf.writestr("pkg/__init__.py", "")
    with pytest.raises(ArtifactError, match="not a CUTLASS wheel"):
        headers.extract_include(tmp_path / "other.whl", tmp_path / "other")
    assert not (tmp_path / "other").exists()


def test_headers_lock_pins_one_hashed_wheel_and_cache_is_per_lock(tmp_path, monkeypatch):
    from artifact.lockfile import lock_entries

    entries = lock_entries(headers.lock_path())
    assert [e["name"] for e in entries] == ["nvidia-cutlass"] and entries[0]["hashes"].startswith("--hash=sha256:")
    monkeypatch.setenv("ARTIFACT_CACHE", str(tmp_path))
    assert headers.cache_dir(headers.lock_path()).parent == tmp_path / "cutlass-headers"
    monkeypatch.setenv(headers.INCLUDE_ENV, str(tmp_path / "nothing"))
    with pytest.raises(ArtifactError, match="not a CUTLASS include directory"):
        headers.include_dir()


FAKE_NVCC = """#!/usr/bin/env python3
import sys
args = sys.argv[1:]
if "--version" in args:
    print("Cuda compilation tools, release 13.0, V13.0.88"); sys.exit(0)
src = args[-1]
text = open(src).read()
if "t64x64x64_w2x2_s5" in text and "# FAIL" + "_ONE" in open(__file__).read():
    print(src + "(1): error: static assertion failed", file=sys.stderr); sys.exit(1)
entry = text.split('__launch_bounds__(')[1].split('\\n')[1].split('(')[0]
open(args[args.index("-o") + 1], "wb").write(b"\\x7fELF" + entry.encode())
print(f"ptxas info    : Compiling entry function '{entry}' for 'sm_90'", file=sys.stderr)
print("ptxas info    : Used 200 registers, used 1 barriers", file=sys.stderr)
"""


@pytest.fixture
def stand_ins(tmp_path, monkeypatch):
    """A stand-in nvcc (writes a cubin naming the entry, prints ptxas lines) and a CUTLASS include dir."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    nvcc = bin_dir / "nvcc"
    nvcc.write_text(FAKE_NVCC)
    nvcc.chmod(nvcc.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", os.pathsep.join([str(bin_dir), os.environ["PATH"]]))
    include = tmp_path / "cutlass-include"
    headers.extract_include(_fake_wheel(tmp_path / "c.whl"), include)
    monkeypatch.setenv(headers.INCLUDE_ENV, str(include))
    return nvcc


def test_sweep_exports_the_driver_layout_and_reports_what_did_not_compile(tmp_path, stand_ins, cli):
    stand_ins.write_text(stand_ins.read_text() + "# FAIL_ONE\n")
    results = tmp_path / "results"
    r = cli("cutlass", "sweep", "--results", results, "--shape", "gemm:M=256,N=512,K=128,layout=NT,dtype=fp16",
            "--jobs", "2")
    assert r.exit_code == 0, r.output
    assert "t64x64x64_w2x2_s5: does not compile" in r.output
    case_dir = results / "cutlass" / "gemm-256x512x128-nt-fp16"
    index = json.loads((case_dir / "export" / "export.json").read_text())
    assert [k["kernel_id"] for k in index["not_exported"]] == ["t64x64x64_w2x2_s5"]
    assert len(index["kernels"]) == 9 and (case_dir / "case.json").exists()
    from artifact.validate import check_kernel_manifest

    case = parse_shape("gemm:M=256,N=512,K=128,layout=NT,dtype=fp16")
    for k in index["kernels"]:
        m = json.loads((case_dir / "export" / k["dir"] / "kernel.json").read_text())
        check_kernel_manifest(m, case_dir / "export" / k["dir"] / "kernel.json", case.case_id, case.flops)
        launch = m["launches"][0]
        cfg = TileConfig.from_json(m["generator"]["config"])
        assert launch["name"] == entry_name(cfg) and launch["params"] == ["A", "B", "C"]
        assert launch["block"] == [cfg.threads, 1, 1] and launch["dynamic_shared_bytes"] == cfg.smem_bytes
        assert launch["grid"] == grid(case, cfg) and launch["registers"] == 200 and m["tuned"]["run_s"] is None
        assert [b["dtype"] for b in m["buffers"]] == ["float16", "float16", "float32"]
    again = cli("cutlass", "sweep", "--results", results, "--shape", "gemm:M=256,N=512,K=128,layout=NT,dtype=fp16")
    assert "is current" in again.output


def test_sweep_of_a_conv_case_is_one_clear_error(tmp_path, cli):
    r = cli("cutlass", "sweep", "--results", tmp_path, "--case", "case1")
    assert r.exit_code != 0 and r.output.startswith("error:") and "GEMM" in r.output


def _record(kid: str, time_ms: float, energy_mj: float, kind: str = "tuned") -> dict:
    return {"id": kid, "kind": kind, "time_per_launch_ms": time_ms, "gflops": 1.0, "energy_per_launch_mj": energy_mj,
            "time_cv": 0.01, "energy_ci_rel": 0.004, "gate": {"rel_error": 1e-6}, "flagged": False,
            "time_per_launch_ms_windows": [time_ms * 0.99, time_ms * 1.01], "energy_per_launch_mj_windows": [energy_mj],
            "avg_power_w": 500.0}


def test_choose_is_fastest_then_least_energy_then_name():
    c = [{"kernel_id": "b", "time_ms": 1.0, "energy_mj": 2.0}, {"kernel_id": "a", "time_ms": 1.0, "energy_mj": 2.0},
         {"kernel_id": "c", "time_ms": 1.0, "energy_mj": 1.0}, {"kernel_id": "d", "time_ms": 0.9, "energy_mj": 9.0}]
    assert [x["kernel_id"] for x in choose(c)] == ["d", "c", "a", "b"]


def test_measure_then_pick_with_the_fake_driver(tmp_path, stand_ins, fake_gpu, cli):
    results = tmp_path / "results"
    shape = "gemm:M=256,N=512,K=128,layout=NN,dtype=fp16"
    assert cli("cutlass", "sweep", "--results", results, "--shape", shape).exit_code == 0
    r = cli("cutlass", "measure", "--results", results, "--shape", shape, "--runner", "native")
    assert r.exit_code == 0, r.output
    case_dir = results / "cutlass" / "gemm-256x512x128-nn-fp16"
    pick = json.loads((case_dir / "pick.json").read_text())
    recs = {p.stem: json.loads(p.read_text()) for p in (case_dir / "measure" / pick["cap"]).glob("*.json")}
    assert "cublas-fp16" in recs and "cublas-fp16" not in [c["kernel_id"] for c in pick["candidates"]]
    fastest = min((r for k, r in recs.items() if k != "cublas-fp16"), key=lambda r: r["time_per_launch_ms"])
    assert pick["picked"]["kernel_id"] == fastest["id"] and f"picked {fastest['id']}" in r.output
    assert len(pick["candidates"]) == 10 and pick["no_record"] == [], (pick["no_record"], r.output)
    (case_dir / "measure" / "250W").mkdir()
    (case_dir / "measure" / "250W" / "t64x64x64_w2x2_s5.json").write_text(json.dumps(_record("t64x64x64_w2x2_s5", 1, 1)))
    r = cli("cutlass", "pick", "--results", results, "--shape", shape)
    assert r.exit_code != 0 and "--cap" in r.output
    r = cli("cutlass", "pick", "--results", results, "--shape", shape, "--cap", "250W")
    assert r.exit_code == 0 and "not measured, or failed the gate" in r.output


def _tree(root: Path, case_spec: str, cap: str, records: list[dict], dropped: tuple[str, ...] = ()) -> str:
    """A case's measure/<cap>/ records, each kernel's export directory there but for those ``dropped``."""
    case = parse_shape(case_spec)
    d = root / case.case_id
    (d / "measure" / cap).mkdir(parents=True)
    (d / "case.json").write_text(json.dumps(case.to_json()))
    for rec in records:
        (d / "measure" / cap / f"{rec['id']}.json").write_text(json.dumps(rec))
        if rec.get("kind") != "baseline" and rec["id"] not in dropped:
            (d / "export" / rec["id"]).mkdir(parents=True)
    return case.case_id


def test_fourway_table_reads_what_exists_and_leaves_template_and_wgmma_empty(tmp_path, cli):
    from artifact.fourway.report import fourway_table

    results = tmp_path / "results"
    cid = _tree(results, G4096, "700W", [_record("r0001", 0.40, 200.0), _record("r0002", 0.30, 180.0),
                                         _record("cublas-fp16", 0.20, 100.0, "baseline")])
    _tree(results / "cutlass", G4096, "700W", [_record("t128x256x32_w2x4_s3", 0.25, 120.0),
                                               _record("t64x64x64_w2x2_s5", 0.50, 300.0),
                                               _record("t64x128x32_w2x2_s4", 0.10, 50.0)],
          dropped=("t64x128x32_w2x2_s4",))  # measured, then dropped by a later sweep: not counted
    _tree(results, "gemm:M=64,N=64,K=64,layout=NN", "700W", [_record("r0001", 0.01, 1.0)])  # fp32: not in the table
    df = fourway_table(results).set_index("source")
    assert list(df.index) == ["template", "wgmma", "auto", "cutlass", "vendor"] and set(df["case_id"]) == {cid}
    assert pd_isna(df.loc["template", "time_ms"]) and "template" in df.loc["template", "note"]
    assert pd_isna(df.loc["wgmma", "time_ms"]) and pd_isna(df.loc["wgmma", "time_vs_vendor"])
    assert df.loc["wgmma", "note"] == f"no record in results/wgmma/{cid}/measure/700W"
    assert df.loc["auto", "kernel_id"] == "r0002" and df.loc["cutlass", "kernel_id"] == "t128x256x32_w2x4_s3"
    assert df.loc["auto", "time_vs_vendor"] == pytest.approx(1.5) and df.loc["cutlass", "energy_vs_vendor"] == pytest.approx(1.2)
    assert df.loc["vendor", "tflops"] == pytest.approx(2 * 4096**3 / 0.2e-3 / 1e12)
    assert df.loc["auto", "time_ms_min"] == pytest.approx(0.297)
    r = cli("cutlass", "table", "--results", results)
    assert r.exit_code == 0, r.output
    out = results / "analysis" / "fourway"
    assert (out / "fourway.csv").read_text().startswith("case_id,M,N,K,layout,dtype,cap,source,kernel_id,time_ms")
    assert (out / "fourway.png").stat().st_size > 0 and "no record of: template, wgmma" in r.output
    assert cli("verify", "--results", results).exit_code == 0  # SHA256SUMS covers the table


def test_fourway_table_takes_the_wgmma_source_and_the_reason_a_step_was_skipped(tmp_path, cli):
    import pandas as pd

    results = tmp_path / "results"
    cid = _tree(results, G4096, "700W", [_record("r0001", 0.40, 200.0), _record("cublas-fp16", 0.20, 100.0, "baseline")])
    _tree(results / "wgmma", G4096, "700W", [_record("r0001", 0.25, 110.0), _record("r0002", 0.22, 105.0),
                                             _record("r0003", 0.10, 50.0)], dropped=("r0003",))
    odd = "gemm:M=192,N=4096,K=4096,layout=NT,dtype=fp16"
    odd_id = _tree(results, odd, "700W", [_record("r0001", 0.05, 30.0), _record("cublas-fp16", 0.04, 20.0, "baseline")])
    reason = "gemm-192x4096x4096-nt-fp16: the wgmma space needs M a multiple of 128, N and K multiples of 64; M=192 is not"
    at = "2026-01-01T00:00:00+00:00"
    run = {"created": at, "git_commit": None, "git_dirty": False, "gpu": None, "cases": [G4096, odd], "trials": 64,
           "tune_s": 60.0, "seed": 0, "population": None, "steps": [
               {"key": f"measure:wgmma|{odd}", "rc": 0, "seconds": 0.0, "skipped": reason, "at": at},
               {"key": f"measure:template|{odd}", "rc": -1, "seconds": 0.0, "note": "not run: pick:template failed",
                "at": at},
               {"key": f"measure:wgmma|{G4096}", "rc": 0, "seconds": 30.0, "at": at}]}
    (results / "analysis" / "fourway").mkdir(parents=True)
    (results / "analysis" / "fourway" / "run.json").write_text(json.dumps(run))
    r = cli("cutlass", "table", "--results", results)
    assert r.exit_code == 0, r.output
    df = pd.read_csv(results / "analysis" / "fourway" / "fourway.csv").set_index(["case_id", "source"])
    w = df.loc[(cid, "wgmma")]  # its fastest exported kernel, as the template's, and its ratios to the vendor
    assert w["kernel_id"] == "r0002" and w["time_ms"] == pytest.approx(0.22) and pd.isna(w["note"])
    assert w["tflops"] == pytest.approx(2 * 4096**3 / 0.22e-3 / 1e12, rel=1e-5)
    assert w["time_vs_vendor"] == pytest.approx(1.1) and w["energy_vs_vendor"] == pytest.approx(1.05)
    assert w["energy_mj"] == pytest.approx(105.0) and w["time_ms_min"] == pytest.approx(0.2178)
    skipped = df.loc[(odd_id, "wgmma")]  # n/a, the reason the step was skipped as its note
    assert pd.isna(skipped["time_ms"]) and pd.isna(skipped["time_vs_vendor"]) and skipped["note"] == f"skipped: {reason}"
    # a step not run after a failure keeps the usual note (the directory searched)
    assert df.loc[(odd_id, "template"), "note"] == f"no record in results/template/{odd_id}/measure/700W"
    assert df.loc[(odd_id, "auto"), "time_vs_vendor"] == pytest.approx(1.25)
    assert "no record of: cutlass, template (" in r.output and "wgmma TF/s" in r.output


def test_fourway_table_without_any_fp16_gemm_is_an_error(tmp_path, cli):
    r = cli("cutlass", "table", "--results", tmp_path)
    assert r.exit_code != 0 and "no fp16 GEMM case" in r.output


def pd_isna(x: object) -> bool:
    import pandas as pd

    return bool(pd.isna(x))


def _cutlass_include() -> Path | None:
    if os.environ.get(headers.INCLUDE_ENV):
        return Path(os.environ[headers.INCLUDE_ENV])
    try:
        inc = headers.cache_dir(headers.lock_path()) / "include"
    except ArtifactError:
        return None
    return inc if (inc / "cutlass" / "version.h").is_file() else None


@pytest.mark.skipif(shutil.which("nvcc") is None or _cutlass_include() is None,
                    reason="needs nvcc and the CUTLASS headers (fetched by `artifact cutlass sweep`)")
def test_real_nvcc_compiles_one_configuration_to_a_cubin_with_the_entry(tmp_path):
    from artifact.tuning.cutlass.sweep import compile_one

    cfg = TileConfig(128, 128, 32, 2, 2, 4)
    case = parse_shape("gemm:M=512,N=1024,K=4096,layout=NT,dtype=fp16-out")
    out = compile_one(case, cfg, tmp_path / "k", _cutlass_include(), "sm_90")  # type: ignore[arg-type]
    assert out.error == "", out.error
    cubin = (tmp_path / "k" / "kernel.cubin").read_bytes()
    assert cubin[:4] == b"\x7fELF" and entry_name(cfg).encode() in cubin
    assert f"Compiling entry function '{entry_name(cfg)}' for 'sm_90'" in out.log


def test_fourway_breaks_time_ties_as_the_pick_does():
    from artifact.fourway.report import _fastest
    from artifact.tuning.cutlass.pick import choose

    recs = [_record("b", 0.25, 130.0), _record("a", 0.25, 120.0), _record("c", 0.30, 90.0)]
    cands = [{"time_ms": r["time_per_launch_ms"], "energy_mj": r["energy_per_launch_mj"], "kernel_id": r["id"]}
             for r in recs]
    assert _fastest(recs)["id"] == choose(cands)[0]["kernel_id"] == "a"
