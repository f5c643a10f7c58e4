"""The GEMM template space (artifact/tuning/template.py) on the CPU: knob values per shape, design
spaces for NN and NT, candidates drawn by MetaSchedule's evolutionary search that lower and compile
for sm_90 with cp.async, ldmatrix and mma, tuning records that replay in a fresh process, the knob
mutator, and the CLI's refusals."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import CUDA_TARGET as H100
from helpers import search_once, tune_context

from artifact.catalog import Case, parse_shape
from artifact.errors import ArtifactError
from artifact.tuning import spaces, template

ROOT = Path(__file__).resolve().parents[1]
NN = "gemm:M=4096,N=4096,K=4096,layout=NN,dtype=fp16"
NT = "gemm:M=4096,N=4096,K=4096,layout=NT,dtype=fp16"


def test_knob_values_divide_the_shape_and_odd_shapes_are_refused():
    full = template.knob_values(parse_shape(NN))
    assert full == {k.name: k.values for k in template.KNOBS}
    small = template.knob_values(parse_shape("gemm:M=96,N=64,K=3072,layout=NT,dtype=fp16-out"))
    assert small["warps_m"] == (1,) and small["warp_m"] == (32,)  # 96 = 3 x 32: only 32-row blocks
    assert max(small["warps_n"]) * max(small["warp_n"]) <= 64 and 64 % (max(small["warps_n"]) * max(small["warp_n"])) == 0
    assert max(small["k_steps"]) * max(small["k_inner"]) == 64  # the largest K tile divides 3072 = 3 x 1024
    with pytest.raises(ArtifactError, match=r"multiples of 32.*M=7384, N=7384, K=7384"):
        template.knob_values(parse_shape("gemm:M=7384,N=7384,K=7384,layout=NN,dtype=fp16"))
    with pytest.raises(ArtifactError, match="fp16 GEMMs"):
        template.check_case(parse_shape("gemm:M=64,N=64,K=64,layout=NN"))
    with pytest.raises(ArtifactError, match="CUDA"):
        spaces.space_generator(parse_shape(NN), "llvm", "template")


def test_the_space_size_is_the_product_of_the_knob_values_over_the_design_spaces():
    from artifact.tuning.tune import TuneOptions, _space_words

    assert template.space_size(parse_shape(NN)) == 288 == 3 * 3 * 2 * 2 * 1 * 2 * 2 * len(template.STAGES)
    small = parse_shape("gemm:M=32,N=4096,K=4096,layout=NN,dtype=fp16")
    assert template.space_size(small) == 48  # one block row of one warp of 32 rows: 1 x 1 instead of 3 x 2
    assert _space_words(small, TuneOptions(space="template")) == "GEMM template space of at most 48 configurations, "
    assert _space_words(small, TuneOptions()) == ""


def _context(case: Case, population: int = 512) -> Any:
    return tune_context(case, "template", population)


def _postprocessed(ctx: Any, trace: Any) -> tuple[Any, bool]:
    from tvm.s_tir import Schedule

    sch = Schedule(ctx.mod, seed=1)
    trace.apply_to_schedule(sch, remove_postproc=True)
    sch.enter_postproc()
    return sch, all(p.apply(sch) for p in ctx.space_generator.postprocs)


def _space(ctx: Any, stages: int = 3) -> Any:
    """The design space of ``stages`` (one per value of template.STAGES), simplified as tuning does."""
    spaces_ = ctx.generate_design_space()
    assert len(spaces_) == len(template.STAGES)
    (space,) = [s for s in spaces_ if template.knobs_of(s.trace)["stages"] == stages]
    return space.trace.simplified(remove_postproc=True)


def _with_knobs(trace: Any, values: dict[str, int]) -> Any:
    """The trace with the given knobs' decisions (by value)."""
    knobs = [i for i in trace.insts if i.kind.name == "SampleCategorical"]
    for knob, inst in zip(template.KNOBS, knobs):
        if knob.name in values:
            index = [int(c) for c in inst.attrs[0]].index(knob.encode(values[knob.name]))
            trace = trace.with_decision(inst, index, remove_postproc=True)
    return trace


@pytest.mark.parametrize("shape", [NN, NT, "gemm:M=1024,N=2048,K=3072,layout=NT,dtype=fp16-out"])
def test_the_space_builds_and_a_candidate_compiles_with_cp_async_ldmatrix_and_mma(shape, tmp_path):
    """One design space per number of stages, one trace whose decisions are the knobs; a 128x128x32 block
    of 2x2 warps of 64x64, 3 stages, passes MetaSchedule's post-processors (VerifyGPUCode against the 227 KB
    limit included) and builds with cp.async, ldmatrix (no .trans for NT's B) and mma.sync; nvcc
    compiles it for sm_90."""
    from artifact.tuning.export import compile_cubin
    from tvm_patches.builder import build_module, pass_config

    case = parse_shape(shape)
    ctx = _context(case)
    trace = _space(ctx, 3)
    assert sum(i.kind.name == "SampleCategorical" for i in trace.insts) == len(template.KNOBS)
    knobs = {"warps_m": 2, "warps_n": 2, "warp_m": 64, "warp_n": 64, "k_inner": 16, "k_steps": 2, "async_copy": 1,
             "stages": 3}
    sch, ok = _postprocessed(ctx, _with_knobs(trace, knobs))
    assert ok
    assert template.knobs_of(sch.trace) == knobs
    assert pass_config(sch.mod) == {"tirx.use_async_copy": True}
    source = build_module(sch.mod, ctx.target).imports[0].inspect_source()
    assert "cp.async.cg.shared.global" in source and "mma.sync.aligned.m16n8k16" in source
    assert "ldmatrix.sync.aligned.m8n8.x4.shared.b16" in source
    assert ("ldmatrix.sync.aligned.m8n8.x4.trans" in source) == (case.layout == "NN")  # B [K, N] tiles only
    assert "__launch_bounds__(128)" in source
    if shutil.which("nvcc"):
        (tmp_path / "k.cu").write_text(source)
        compile_cubin(tmp_path / "k.cu", tmp_path / "k.cubin", "sm_90")
        assert (tmp_path / "k.cubin").stat().st_size > 0


def test_a_candidate_builds_in_the_builders_own_worker_process():
    """Tuning builds candidates in fresh worker processes that never import TVM's tensor intrinsics
    (tvm_patches/builder.py); lowering an MMA kernel still looks two index maps up by name there
    (TransformMmaBufferLayout). The builder tuning uses, with one worker, builds a template candidate
    without an error."""
    from tvm.s_tir.meta_schedule.builder import BuilderInput

    from tvm_patches.builder import make_persistent_builder

    case = parse_shape(NN)
    ctx = _context(case)
    sch, ok = _postprocessed(ctx, _with_knobs(_space(ctx, 3), {"warps_m": 2, "warps_n": 2, "k_inner": 16}))
    assert ok
    builder = make_persistent_builder(max_workers=1, timeout_sec=120.0)
    try:
        (result,) = builder.build([BuilderInput(sch.mod, ctx.target)])
    finally:
        builder.pool.shutdown()
    assert result.error_msg is None, result.error_msg[-1500:]
    assert Path(result.artifact_path).stat().st_size > 0


def test_the_async_copy_knob_and_the_shared_memory_limit():
    """async_copy 0 builds without cp.async (no asynchronous pipeline stage); a block whose pipeline needs more than 227 KB of shared
    memory is rejected by VerifyGPUCode before it is built."""
    from tvm_patches.builder import build_module

    ctx = _context(parse_shape(NN))
    sch, ok = _postprocessed(ctx, _with_knobs(_space(ctx, 3), {"async_copy": 0, "warps_m": 2, "warps_n": 2}))
    assert ok
    source = build_module(sch.mod, ctx.target).imports[0].inspect_source()
    assert "cp.async" not in source and "mma.sync" in source
    # 4 stages of 256x256 blocks with K tiles of 64: 4 * (256 + 256) * (64 + 8) * 2 bytes = 288 KB
    big = {"warps_m": 4, "warps_n": 4, "warp_m": 64, "warp_n": 64, "k_inner": 16, "k_steps": 4}
    _, ok = _postprocessed(ctx, _with_knobs(_space(ctx, 4), big))
    assert not ok


@pytest.fixture(scope="module")
def nt_search() -> tuple[Any, list[Any]]:
    """One evolutionary search of the NT template space (random cost model, population 32, 16 trials):
    its tuning context and the candidates it drew, for the tests that read them."""
    ctx = _context(parse_shape(NT), population=32)
    return ctx, search_once(ctx, 16)


def test_the_evolutionary_search_draws_varied_candidates_that_build(nt_search):
    """MetaSchedule's search (random cost model, no GPU) draws candidates from the template: several
    distinct knob settings, every one of them passing the post-processors; two of them build."""
    from tvm_patches.builder import build_module

    ctx, candidates = nt_search
    assert len(candidates) >= 8
    settings = {json.dumps(template.knobs_of(c.sch.trace), sort_keys=True) for c in candidates}
    assert len(settings) >= 6
    assert {json.loads(k)["stages"] for k in settings} == set(template.STAGES)  # both design spaces drawn
    for cand in list(candidates)[:2]:
        assert "mma.sync" in build_module(cand.sch.mod, ctx.target).imports[0].inspect_source()


def test_earlier_records_replay_to_the_keys_of_the_candidates_they_came_from(nt_search, tmp_path):
    """What keeps a resumed search from measuring a schedule again: each candidate of the search,
    committed to the JSON database as tuning does (post-processed), read back and replayed by tune's
    warm start, gives the key of the candidate's own module, and distinct candidates distinct keys;
    failed trials are left to the search (their failure may have been the host's)."""
    from tvm.s_tir import meta_schedule as ms

    from artifact.schema.tunedb import read_records
    from artifact.tuning.tune import _warm_start
    from tvm_patches.pipeline import module_key

    ctx, candidates = nt_search
    db = ms.database.JSONDatabase(work_dir=str(tmp_path))
    assert len(candidates) >= 8
    workload = db.commit_workload(ctx.mod)
    for i, cand in enumerate(candidates):  # every third one failed (TVM's 1e10)
        db.commit_tuning_record(ms.database.TuningRecord(cand.sch.trace, workload, [1e10 if i % 3 == 0 else 1e-3],
                                                         ctx.target, cand.args_info))
    keys = _warm_start(ms, ctx, ms.cost_model.RandomModel(), read_records(tmp_path))
    valid = [c for i, c in enumerate(candidates) if i % 3]
    assert keys == {module_key(c.sch.mod) for c in valid} and len(keys) == len(valid)


def test_the_knob_mutator_changes_one_knob():
    from tvm.s_tir.meta_schedule import _ffi_api as ms_ffi

    ctx = _context(parse_shape(NN))
    trace = _space(ctx, 4)
    before = template.knobs_of(trace)
    mutator = template.categorical_mutator()
    changed = set()
    for seed in range(1, 13):  # seeded (Mutator.apply draws a seed from the device): the same 12 draws every run
        after = template.knobs_of(ms_ffi.MutatorApply(mutator, trace, seed))
        diff = [k for k in before if before[k] != after[k]]
        assert len(diff) == 1 and "stages" not in diff  # the stages are the design space's, never mutated
        changed |= set(diff)
    assert len(changed) >= 4


def test_a_tuning_record_replays_in_a_fresh_process(tmp_path):
    """A template candidate committed to MetaSchedule's JSON database as tuning does: read back as
    `select` and `export` read it (artifact.schema.tunedb), and replayed by export's lowering in a
    new process (which registers the template's ldmatrix intrinsic), it gives the same CUDA source."""
    from tvm.s_tir import meta_schedule as ms

    from artifact.schema.tunedb import read_records
    from artifact.tuning.export import lower

    case = parse_shape(NT)
    ctx = _context(case)
    sch, ok = _postprocessed(ctx, _with_knobs(_space(ctx, 4), {"warps_m": 4}))
    assert ok
    db = ms.database.JSONDatabase(work_dir=str(tmp_path))
    workload = db.commit_workload(ctx.mod)
    db.commit_tuning_record(ms.database.TuningRecord(sch.trace, workload, [1e-3], ctx.target))
    (rec,) = read_records(tmp_path)
    assert template.knobs_of(rec.trace) == template.knobs_of(sch.trace)
    target_json = spaces.case_target(case, H100)
    source, launches = lower(case, rec.trace, target_json)
    assert launches[0]["block"] == [32, 8, 1] and "ldmatrix" in source
    script = ("import json, sys; from artifact.catalog import parse_shape; from artifact.tuning.export import lower; "
              "rec, target = json.load(open(sys.argv[1])); "
              f"print(lower(parse_shape({NT!r}), rec, target)[0], end='')")
    (tmp_path / "rec.json").write_text(json.dumps([rec.trace, target_json]))
    out = subprocess.run([sys.executable, "-c", script, str(tmp_path / "rec.json")], cwd=ROOT, capture_output=True,
                         text=True, check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout == source


def test_cli_refuses_what_the_template_cannot_tune(cli, tmp_path):
    r = cli("tune", "--space", "template", "--shape", "gemm:M=64,N=64,K=64,layout=NN", "--results", tmp_path)
    assert r.exit_code != 0 and "error:" in r.output and "fp16 GEMMs" in r.output
    r = cli("tune", "--space", "template", "--shape", "gemm:M=7384,N=64,K=64,layout=NN,dtype=fp16",
            "--results", tmp_path)
    assert r.exit_code != 0 and "multiples of 32" in r.output
    r = cli("tune", "--space", "template", "--profile", "stock", "--shape", NN, "--results", tmp_path)
    assert r.exit_code != 0 and "needs scheduler pipelined or sequential" in r.output
    r = cli("tune", "--space", "template", "--shape", NN, "--target", "llvm", "--results", tmp_path)
    assert r.exit_code != 0 and "CUDA" in r.output
    assert not any(tmp_path.rglob("*.json"))  # nothing written


@pytest.mark.parametrize("stages", template.STAGES)
def test_each_design_space_loads_the_first_fragments_one_k_tile_ahead(stages):
    """With the first fragments of a K tile loaded in the stage before its mma (stages - 2), the copies'
    wait leaves stages - 2 tiles in flight (stages - 1 without the prefetch), and the knobs of the trace
    name its stages."""
    import re

    from tvm_patches.builder import build_module

    ctx = _context(parse_shape(NN))
    knobs = {"warps_m": 2, "warps_n": 4, "warp_m": 64, "warp_n": 64, "k_inner": 16, "k_steps": 2, "async_copy": 1}
    sch, ok = _postprocessed(ctx, _with_knobs(_space(ctx, stages), knobs))
    assert ok and template.knobs_of(sch.trace) == {**knobs, "stages": stages}
    source = build_module(sch.mod, ctx.target).imports[0].inspect_source()
    assert max(int(n) for n in re.findall(r"cp\.async\.wait_group (\d+)", source)) == stages - 2
    with pytest.raises(ArtifactError, match="takes 3 or 4 stages, not 2"):
        template.schedule_template(None, parse_shape(NN), 2)


def test_records_of_the_earlier_form_of_the_template_are_refused_with_a_line():
    """A record of the template when stages and unroll were knobs (no artifact.stages annotation)."""
    old_trace = [[["SampleCategorical", [], [[2, 4], [0.5, 0.5]], ["v0"]],
                  ["Annotate", ["b0", template.MMA_SYNC], ["meta_schedule.auto_tensorize"], []],
                  ["Annotate", ["b1", "v0"], ["artifact.last_pipeline_stage"], []]],
                 [[0, 1]]]
    with pytest.raises(ArtifactError, match="earlier form of the GEMM template.*tune the case again"):
        template.knobs_of(old_trace)
    from types import SimpleNamespace

    from artifact.tuning import tune

    with pytest.raises(ArtifactError, match="^/r/template/case/tune: a record of an earlier form"):
        tune._check_knob_space_form([SimpleNamespace(trace=old_trace)], Path("/r/template/case/tune"))


def test_records_of_the_earlier_m16n8k8_template_are_refused_with_a_line():
    """Tuning records of the template before it moved to m16n8k16 replay differently (other tile units,
    an intrinsic no longer registered): their knobs and their replay are refused, not misread."""
    from artifact.tuning import rebuild

    old_trace = [[["SampleCategorical", [], [[2, 4], [0.5, 0.5]], ["v0"]],
                  ["Annotate", ["b0", "mma_sync_m16n8k8_f16f16f32"], ["meta_schedule.auto_tensorize"], []]],
                 [[0, 1]]]
    with pytest.raises(ArtifactError, match="earlier m16n8k8 template"):
        template.knobs_of(old_trace)
    with pytest.raises(ArtifactError, match="tune the case again"):
        rebuild.register_trace_intrinsics(["Tensorize", template.EARLIER_INTRINSIC])


@pytest.mark.slow  # a search of the space; a fixed candidate of it: test_tensor_core.py's cp.async/ldmatrix test
def test_the_automatic_space_of_an_nn_gemm_issues_m16n8k16():
    """MetaSchedule's tensor-core rule given tvm_patches/mma_m16n8k16.py's group: the search draws NN
    candidates that pass the post-processors and build with mma.sync.m16n8k16, ldmatrix and cp.async
    (TVM's own group issued m16n8k8, whose peak is 0.70x cuBLAS on an H100)."""
    from tvm_patches.builder import build_module

    case = parse_shape(NN)
    assert spaces.intrin_group(case)["compute"].startswith("mma_sync_m16n8k16")  # the rule's MMA path
    ctx = tune_context(case, "auto")
    candidates = search_once(ctx, 8)
    assert len(candidates) >= 4
    for c in candidates[:2]:
        source = build_module(c.sch.mod, ctx.target).imports[0].inspect_source()
        assert "mma.sync.aligned.m16n8k16" in source and "m16n8k8.row" not in source
        assert "ldmatrix.sync.aligned.m8n8.x4" in source and "cp.async" in source


def test_the_k_loop_has_one_barrier_per_k_tile_after_the_wait():
    """tvm_patches/one_barrier.py: the main K loop of a 3- and a 4-stage kernel issues its copies without a
    barrier before them, then the first mma step, then cp.async.wait_group (stages - 2) and one __syncthreads
    before the next tile's first ldmatrix; the C tile is written with float4 stores."""
    import re

    from tvm_patches.builder import build_module

    ctx = _context(parse_shape(NN))
    for stages in template.STAGES:
        sch, ok = _postprocessed(ctx, _with_knobs(_space(ctx, stages), {"warps_m": 2, "warps_n": 4, "k_inner": 16,
                                                                        "k_steps": 2, "async_copy": 1}))
        assert ok
        source = build_module(sch.mod, ctx.target).imports[0].inspect_source()
        start = source.index("for (int k_0_0 = 0;")
        end, depth = source.index("{", start) + 1, 1
        while depth:  # the loop's closing brace (the asm strings' braces pair up)
            depth += {"{": 1, "}": -1}.get(source[end], 0)
            end += 1
        body = source[start:end]
        events = re.findall(r"__syncthreads|cp_async_legacy|commit_group\(\)|wait_group_\d|mma\.sync|ldmatrix", body)
        assert events.count("__syncthreads") == 1
        first = events.index("__syncthreads")
        assert events[first - 1] == f"wait_group_{stages - 2}" and events[first + 1] == "ldmatrix"
        assert "mma.sync" in events[:first] and events.index("cp_async_legacy") < events.index("mma.sync")
        assert "*(float4*)(C_ptr" in source


@pytest.mark.parametrize("stages", template.STAGES)
def test_the_barrier_stays_where_the_copies_may_still_be_in_flight(stages, monkeypatch):
    """tvm_patches/one_barrier.py proves before it moves: the template's main loop lowered by TVM, its
    ``cp.async.wait_group`` made to leave one more group in flight (``stages - 1``, so the next tile's
    first fragments could be read before their copy lands), is left with its barriers; with one group
    fewer in flight (safer), or as TVM made it, it loses one."""
    import tvm
    from tvm import tirx
    from tvm.tirx.compilation_pipeline import get_tir_pipeline

    from tvm_patches import one_barrier
    from tvm_patches.builder import build_context

    case = parse_shape("gemm:M=512,N=512,K=512,layout=NN,dtype=fp16")
    ctx = _context(case)
    sch, ok = _postprocessed(ctx, _with_knobs(_space(ctx, stages), {"warps_m": 2, "warps_n": 4, "warp_m": 64,
                                                                    "warp_n": 64, "k_steps": 2, "async_copy": 1}))
    assert ok
    mod = tirx.transform.BindTarget(ctx.target.with_host(tvm.target.Target({"kind": "llvm"})))(sch.mod)
    with build_context(mod):
        lowered = get_tir_pipeline("s_tir")[0](mod)
    syncs = lowered.script(show_meta=False).count("tvm_storage_sync")
    rewrite_loop = one_barrier._rewrite_loop

    def with_wait(delta: int):
        def rewrite(loop, iv):
            items = one_barrier._seq(loop.body)
            waits = [i for i, s in enumerate(items)
                     if isinstance(s, tirx.AttrStmt) and s.attr_key == "async_wait_queue_scope"]
            for i in waits:
                s = items[i]
                count = tirx.IntImm("int32", int(s.body.value) + delta)
                items[i] = tirx.AttrStmt(s.node, s.attr_key, s.value,
                                         tirx.AttrStmt(s.body.node, s.body.attr_key, count, s.body.body))
            if waits:
                loop = tirx.For(loop.loop_var, loop.min, loop.extent, loop.kind, tirx.SeqStmt(items),
                                loop.thread_binding, loop.annotations)
            return rewrite_loop(loop, iv)
        return rewrite

    def barriers_after(delta: int) -> int:
        monkeypatch.setattr(one_barrier, "_rewrite_loop", with_wait(delta))
        return one_barrier.one_barrier_pass(lowered).script(show_meta=False).count("tvm_storage_sync")

    assert barriers_after(0) == syncs - 1
    assert barriers_after(-1) == syncs - 1
    assert barriers_after(+1) == syncs
