"""Case catalogs, ad-hoc shapes and the CLI's answers to bad input (one line, non-zero exit, nothing written)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from artifact.catalog import load_catalog, make_case, parse_shape, resolve_case
from artifact.catalog import test_mode_cases as mode_cases
from artifact.errors import ArtifactError

DARKNET_544 = {  # [N, H, W, CO, CI, KH, KW, stride, padding] of each resolution's 3x3 conv
    "case1": [1, 544, 544, 32, 3, 3, 3, 1, 1], "case2": [1, 544, 544, 64, 32, 3, 3, 2, 1],
    "case7": [1, 17, 17, 1024, 512, 3, 3, 1, 1],
}


def test_default_catalog_is_darknet53_at_544():
    cases = load_catalog("default")
    assert [c.case_id for c in cases] == [f"case{i}" for i in range(1, 8)]
    for c in cases:
        assert c.kind == "conv2d" and c.shape[5:7] == [3, 3] and c.layer, c
    by_id = {c.case_id: c for c in cases}
    for cid, shape in DARKNET_544.items():
        assert by_id[cid].shape == shape
    outs = {(c.out_hw, c.shape[3]) for c in cases}
    # the original study's examples are among them (output resolution x channels)
    assert {((272, 272), 64), ((68, 68), 256), ((34, 34), 512)} <= outs


def test_flops_of_a_conv_and_a_gemm():
    c = make_case("x", "conv2d", [1, 56, 56, 64, 64, 3, 3, 1, 1])
    assert c.flops == 2 * 56 * 56 * 64 * 64 * 9
    g = make_case("g", "gemm", [1024, 2048, 3072, "NN"])
    assert g.flops == 2 * 1024 * 2048 * 3072


def test_named_catalogs():
    resnet = load_catalog("resnet50")
    assert all(c.shape[0] == 1 for c in resnet)
    assert len({tuple(c.shape) for c in resnet}) == len(resnet)  # unique layers
    assert resnet[0].shape[1:3] == [224, 224]
    yolo = load_catalog("yolov3")
    assert len({tuple(c.shape) for c in yolo}) == len(yolo) and yolo[0].shape[1:3] == [544, 544]
    gemm = {tuple(c.shape) for c in load_catalog("gemm")}
    assert (1024, 2048, 3072, "NN") in gemm
    assert any(s[0] == 1 and s[3] == "NT" for s in gemm) and any(s[0] == 512 and s[3] == "NT" for s in gemm)


def test_resolve_case_forms():
    assert resolve_case("2").case_id == "case2"
    assert resolve_case("case7").shape == DARKNET_544["case7"]
    with pytest.raises(ArtifactError, match="unknown case '99'"):
        resolve_case("99")
    with pytest.raises(ArtifactError, match="unknown catalog"):
        load_catalog("nope")


def test_test_mode_is_first_and_last_default_case():
    assert [c.case_id for c in mode_cases()] == ["case1", "case7"]


def test_parse_shape():
    c = parse_shape("conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1")
    assert c.kind == "conv2d" and c.shape == [1, 56, 56, 64, 64, 3, 3, 1, 1] and c.out_hw == (56, 56)
    g = parse_shape("gemm:M=1024,N=2048,K=3072,layout=NT")
    assert g.shape == [1024, 2048, 3072, "NT"]


@pytest.mark.parametrize("text,message", [
    ("conv2d:N=1,H=56", "missing"),
    ("conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1,Q=2", "unknown field"),
    ("conv2d:N=1,H=x,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1", "H"),
    ("conv2d:N=1,H=0,W=5,CO=1,CI=1,KH=3,KW=3,stride=1,padding=1", "must be positive"),
    ("conv2d:N=1,H=4,W=4,CO=1,CI=1,KH=5,KW=5,stride=1,padding=0", "larger than the padded"),
    ("conv2d:N=1,H=4,W=4,CO=1,CI=1,KH=3,KW=3,stride=1,padding=-1", "padding must be >= 0"),
    ("gemm:M=4,N=4,K=4,layout=XX", "layout must be NN or NT"),
    ("gemm:M=-4,N=4,K=4,layout=NN", "must be positive"),
    ("matmul:M=4", "malformed"),
    ("conv2d N=1", "malformed"),
    ("gemm:M=8,N=8,K=8,layout=NT,dtype=bf16", "dtype must be one of fp32, fp16, fp16-out"),
    ("conv2d:N=1,H=8,W=8,CO=8,CI=8,KH=3,KW=3,stride=1,padding=1,layout=CHWN", "layout must be NCHW or NHWC"),
    ("gemm:M=8,N=8,K=8,layout=NN,layout=NT", "given twice"),
])
def test_bad_shapes(text, message):
    with pytest.raises(ArtifactError, match=message):
        parse_shape(text)


def _no_files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file()] if root.exists() else []


@pytest.mark.parametrize("args,message", [
    (["tune", "--case", "99"], "unknown case '99'"),
    (["tune", "--shape", "conv2d:N=1,H=0,W=5,CO=1,CI=1,KH=3,KW=3,stride=1,padding=1", "--target", "llvm"],
     "must be positive"),
    (["tune", "--case", "1", "--trials", "0", "--target", "llvm"], "--trials must be positive"),
    (["tune", "--case", "1", "--trials", "-5", "--target", "llvm"], "--trials must be positive"),
    (["tune", "--case", "1", "--set", "search_threads=0", "--target", "llvm"], "search_threads must be positive"),
    (["tune", "--case", "1", "--workers", "-1", "--target", "llvm"], "--workers must be positive"),
    (["tune", "--case", "1", "--set", "lag=2", "--target", "llvm"], "lag must be 0 or 1"),
    (["tune", "--case", "1", "--set", "sizing=some", "--target", "llvm"], "sizing must be one of lean, all-cpus"),
    (["tune", "--case", "1", "--set", "max_source_kb=0", "--target", "llvm"], "max_source_kb must be positive"),
    (["tune", "--case", "1", "--set", "untrained_generations=-1", "--target", "llvm"],
     "untrained_generations must be >= 0"),
    (["tune", "--case", "1", "--profile", "stock", "--set", "untrained_generations=1", "--target", "llvm"],
     "untrained_generations needs scheduler pipelined or sequential"),
    (["tune", "--case", "1", "--set", "remainder_generations=-1", "--target", "llvm"],
     "remainder_generations must be >= 0"),
    (["tune", "--case", "1", "--profile", "stock", "--set", "remainder_generations=1", "--target", "llvm"],
     "remainder_generations needs scheduler pipelined or sequential"),
    (["tune", "--case", "1", "--profile", "sequential", "--set", "random_overlap=true", "--target", "llvm"],
     "random_overlap needs scheduler pipelined"),
    (["tune", "--case", "1", "--set", "lag=0", "--set", "random_overlap=true", "--target", "llvm"],
     "random_overlap needs lag none or 1"),
    (["tune", "--case", "1", "--set", "idle_search_threads=0", "--target", "llvm"],
     "idle_search_threads must be positive"),
    (["tune", "--case", "1", "--profile", "stock", "--set", "idle_search_threads=8", "--target", "llvm"],
     "idle_search_threads needs scheduler pipelined or sequential"),
    (["tune", "--case", "1", "--set", "population=16", "--target", "llvm"], "--population must be at least the batch"),
    (["tune", "--case", "1", "--set", "fresh_batches=0", "--target", "llvm"], "fresh_batches must be at least 1"),
    (["tune", "--case", "1", "--profile", "sequential", "--set", "lag=1", "--target", "llvm"], "lag 1 needs scheduler pipelined"),
    (["tune", "--case", "1", "--set", "searches_at_once=0", "--target", "llvm"], "searches_at_once must be at least 1"),
    (["tune", "--case", "1", "--set", "searches_at_once=2", "--profile", "sequential", "--target", "llvm"],
     "searches_at_once 2 needs scheduler pipelined"),
    (["tune", "--case", "1", "--profile", "fast"], "unknown tuner profile 'fast'"),
    (["tune", "--case", "1", "--profile", "tvm-order,search-ahead"], "profiles tvm-order and search-ahead set lag two ways"),
    (["tune", "--case", "1", "--set", "lags=1"], "--set takes KEY=VALUE with KEY a tuner setting"),
    (["tune", "--case", "1", "--set", "hold_builds=maybe"], "hold_builds takes true or false"),
    (["tune", "--case", "1", "--set", "scheduler=fast", "--target", "llvm"], "scheduler must be one of"),
    (["tune", "--case", "1", "--target", "cuda -arch=sm_90"], "no longer takes target strings"),
    (["tune", "--case", "1", "--set", "wgmma_split_k=true", "--target", "llvm"], "wgmma_split_k needs --space wgmma"),
    (["tune", "--case", "1", "--set", "wgmma_ring=true", "--target", "llvm"], "wgmma_ring needs --space wgmma"),
    (["tune", "--case", "1", "--set", "wgmma_ring=false", "--target", "llvm"], "wgmma_ring needs --space wgmma"),
    (["tune", "--case", "1", "--set", "wgmma_short_a=true", "--target", "llvm"], "wgmma_short_a needs --space wgmma"),
    (["select", "--case", "3"], "no tuning records"),
    (["tune"], "no case given"),
])
def test_cli_bad_input_one_line_nonzero_nothing_written(cli, tmp_path, args, message, monkeypatch):
    monkeypatch.delenv("ARTIFACT_FAKE_NVML", raising=False)
    results = tmp_path / "results"
    r = cli(*args, "--results", results)
    assert r.exit_code != 0
    lines = [x for x in r.output.splitlines() if x.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and message in lines[0], r.output
    assert _no_files(results) == []


def test_cuda_target_without_gpu(cli, tmp_path, monkeypatch):
    monkeypatch.delenv("ARTIFACT_FAKE_NVML", raising=False)
    import artifact.tuning.target as target

    def no_nvml():
        raise ArtifactError("no NVIDIA GPU driver found (NVML: NVML Shared Library Not Found); this step needs an "
                            "NVIDIA GPU. To try the pipeline on a CPU, pass --target llvm")

    monkeypatch.setattr(target, "gpu_info", lambda index=0: no_nvml())
    r = cli("tune", "--case", "1", "--results", tmp_path / "r")
    assert r.exit_code != 0 and "needs an NVIDIA GPU" in r.output
    assert _no_files(tmp_path / "r") == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_unwritable_results_dir(cli, tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    r = cli("tune", "--case", "1", "--target", "llvm", "--results", ro / "results")
    lines = [x for x in r.output.splitlines() if x.strip()]
    assert r.exit_code != 0 and len(lines) == 1 and lines[0].startswith("error: "), r.output


def test_unwritable_results_dir_as_file(cli, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    r = cli("tune", "--case", "1", "--target", "llvm", "--results", blocker / "results")
    lines = [x for x in r.output.splitlines() if x.strip()]
    assert r.exit_code != 0 and len(lines) == 1 and lines[0].startswith("error: "), r.output


def test_corrupt_records_file(cli, tmp_path):
    tune = tmp_path / "results" / "case1" / "tune"
    tune.mkdir(parents=True)
    (tune / "database_tuning_record.json").write_text('[0, [[], [1e-5], {}, []]]\n{not json\n')
    before = (tune / "database_tuning_record.json").read_bytes()
    for cmd in ("tune", "select"):
        r = cli(cmd, "--case", "1", "--target", "llvm", "--results", tmp_path / "results") if cmd == "tune" else \
            cli(cmd, "--case", "1", "--results", tmp_path / "results")
        assert r.exit_code != 0 and "corrupt records file" in r.output and "line 2" in r.output, r.output
    assert (tune / "database_tuning_record.json").read_bytes() == before
    assert not (tmp_path / "results" / "case1" / "selection.json").exists()


def test_cases_command_lists_catalogs(cli):
    r = cli("cases", "--catalog", "gemm")
    assert r.exit_code == 0 and "gemm-1024x2048x3072" in r.output


def test_catalog_files_are_valid_json():
    for p in (Path(__file__).resolve().parent.parent / "data" / "catalogs").glob("*.json"):
        obj = json.loads(p.read_text())
        assert obj["cases"], p


TRACES = Path(__file__).resolve().parent.parent / "data" / "reference" / "nvidia-h200" / "traces"
GEMM_OPS = ("aten::mm", "aten::addmm", "aten::bmm", "aten::baddbmm")


def _traced_gemms(trace: Path) -> set[tuple[int, int, int, str]]:
    """(M, N, K, layout) of each matrix product a shipped trace ran (a batched one: one matrix of the batch):
    A [.., M, K] times B [.., K, N], NT where B's K is its innermost dimension (a transposed weight or key)."""
    import gzip

    events = json.loads(gzip.open(trace).read())["traceEvents"]
    out = set()
    for e in events:
        if e.get("cat") != "cpu_op" or e.get("name") not in GEMM_OPS:
            continue
        dims, strides = e["args"]["Input Dims"], e["args"]["Input Strides"]
        a, b = (1, 2) if e["name"] in ("aten::addmm", "aten::baddbmm") else (0, 1)
        (m, k), n = dims[a][-2:], dims[b][-1]
        out.add((m, n, k, "NT" if strides[b][-2] == 1 else "NN"))
    return out


def test_the_gemm_catalogs_llm_traces_group_is_gemms_the_shipped_traces_run(cli):
    """`--catalog gemm --case llm-traces`: 18 GEMMs of the shipped H200 traces (BLOOM-560M decode and prefill,
    vicuna-7B prefill), decode (M=1) and prefill, NN and NT, K from 64 to 11008, each one the traces ran."""
    from artifact.catalog import catalog_groups, resolve_cases, select_cases

    cases = resolve_cases("llm-traces", "gemm")
    assert len(cases) == 18 and all(c.dtype == "fp16" for c in cases)
    assert [c.case_id for c in select_cases(("gemm-llm-traces,bloom560m-qkv-t1-fp16",), "gemm", (), False)] == \
        [c.case_id for c in cases]  # a group, by either name, and a case of it: each case once
    shapes = [(c.params["M"], c.params["N"], c.params["K"], c.params["layout"]) for c in cases]
    assert len(set(shapes)) == 18
    assert sum(s[0] <= 16 for s in shapes) == 7 and sum(s[2] <= 1024 for s in shapes) == 12
    assert {s[3] for s in shapes if s[0] == 1} == {s[3] for s in shapes if s[0] == 512} == {"NN", "NT"}
    traced = set().union(*(_traced_gemms(t) for t in sorted(TRACES.glob("*/*.trace.json.gz"))))
    assert len(list(TRACES.glob("*/*.trace.json.gz"))) == 3
    assert set(shapes) <= traced, sorted(set(shapes) - traced)
    (description, ids), = catalog_groups("gemm").values()
    assert ids == [c.case_id for c in cases] and "traces" in description
    r = cli("cases", "--catalog", "gemm")
    assert r.exit_code == 0 and "group llm-traces (--case llm-traces, 18 cases)" in r.output


def test_a_catalog_group_of_unknown_cases_or_named_as_a_case_is_refused(tmp_path, monkeypatch):
    import artifact.catalog as catalog

    monkeypatch.setattr(catalog, "CATALOG_DIR", tmp_path)
    entry = {"id": "a", "kind": "gemm", "shape": [8, 8, 8, "NT", "fp16"]}
    for groups, message in (({"g": {"cases": ["a", "b"]}}, "group 'g' names 'b', not a case of the catalog"),
                            ({"a": {"cases": ["a"]}}, "group 'a' has the name of a case"),
                            ({"g": {"cases": []}}, "group 'g' needs a \"cases\" list")):
        (tmp_path / "x.json").write_text(json.dumps({"cases": [entry], "groups": groups}))
        with pytest.raises(ArtifactError, match=message) as err:
            catalog.resolve_cases("g", "x")
        assert "\n" not in str(err.value)
    (tmp_path / "x.json").write_text(json.dumps({"cases": [entry], "groups": {"g": {"cases": ["a"]}}}))
    assert [c.case_id for c in catalog.resolve_cases("x-g", "x")] == ["x-a"]
    assert [c.case_id for c in catalog.resolve_cases("a", "x")] == ["x-a"]
