"""The wgmma space (artifact/tuning/wgmma.py, `artifact tune --space wgmma`): knob values per shape, the
MetaSchedule space and its traces, the builder's generated kernels (tvm_patches/builder.py), their
export (TMA descriptors in the launch), the codegen fix of tvm_patches/wgmma_fence.py, and refusals.

CPU only: TVM emits the CUDA source and nvcc (where installed) compiles it for sm_90a; nothing runs.
Compiling every knob setting of three shapes is marked slow (CI runs it once per submission)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from helpers import CUDA_TARGET as H100
from helpers import tune_context

from artifact.catalog import Case, parse_shape, resolve_cases
from artifact.errors import ArtifactError
from artifact.tuning import spaces, wgmma, workloads

ROOT = Path(__file__).resolve().parent.parent
NN = "gemm:M=4096,N=4096,K=4096,layout=NN,dtype=fp16"
NT = "gemm:M=4096,N=4096,K=4096,layout=NT,dtype=fp16"
LLAMA_NT = "gemm:M=512,N=11008,K=4096,layout=NT,dtype=fp16"
SETTING = {"bn": 128, "stages": 4, "group_m": 8, "persistent": 1, "bm": 128, "split_k": 1, "pingpong": 0, "k_boxes": 1}
DECODE_NT = "gemm:M=1,N=1024,K=4096,layout=NT,dtype=fp16"  # a decoder's MLP down projection, one token


def test_knob_values_are_cut_to_what_divides_the_shape_and_fits_the_shared_memory():
    full = {"bn": (64, 128, 256), "stages": (2, 3, 4, 5, 6), "group_m": (1, 8, 16), "persistent": (0, 1), "bm": (128,),
            "split_k": (1,), "pingpong": (0,), "k_boxes": (1,)}
    assert wgmma.knob_values(parse_shape(NN)) == wgmma.knob_values(parse_shape(NT)) == full  # 4096 = 192 x 21.3
    # 512 rows: 4 tiles of 128 or 8 of 64 (a raster group of 8 of those)
    assert wgmma.knob_values(parse_shape(LLAMA_NT)) == {**full, "group_m": (1, 8), "bm": (64, 128)}
    wide = wgmma.knob_values(parse_shape("gemm:M=2048,N=768,K=512,layout=NN,dtype=fp16-out"))
    assert wide["bn"] == (64, 128, 192, 256) and wide["group_m"] == (1, 8, 16) and wide["bm"] == (128,)
    # bn=256 fits 4 stages of (128 + 256) x 64 fp16 (192 KB + 64 B of mbarriers) in 227 KB, not 5; bn=64 fits 6
    assert wgmma.shared_bytes(256, 4) == 196672 <= 227 * 1024 < wgmma.shared_bytes(256, 5)
    assert wgmma.fits({"bn": 64, "stages": 6}) and not wgmma.fits({"bn": 192, "stages": 6})
    assert wgmma.fits({"bn": 256, "stages": 5, "bm": 64}) and not wgmma.fits({"bn": 256, "stages": 6, "bm": 64})
    # 4096^3: bn 64 and 128 with 2-6 stages, bn 256 with 2-4: 13 x 3 rasters x 2 = 78
    assert wgmma.space_size(parse_shape(NN)) == wgmma.space_size(parse_shape(NT)) == 78
    # 512x11008x4096: bm=128: 13 x 2; bm=64: bn 64 and 128 with 2-6 stages, bn 256 with 2-5: 14 x 2 rasters x 2
    assert wgmma.space_size(parse_shape(LLAMA_NT)) == 26 + 56
    assert all(wgmma.valid(s, 4096, 4096, 4096) for s in wgmma.settings(parse_shape(NN)))
    from artifact.tuning.tune import TuneOptions, _space_words

    assert _space_words(parse_shape(NN), TuneOptions(space="wgmma")) == "wgmma GEMM space of 78 configurations, "
    # decode: the default space (form 7) has form 4's deep rings, form 5's bn 8 and form 7's k_boxes (form 6's: 45),
    # wgmma_ring=false's (form 3) none of them
    assert _space_words(parse_shape(DECODE_NT), TuneOptions(space="wgmma")) == "wgmma GEMM space of 93 configurations, "
    assert _space_words(parse_shape(DECODE_NT), TuneOptions(space="wgmma", wgmma_k_boxes=False)) == \
        "wgmma GEMM space of 45 configurations, "
    assert _space_words(parse_shape(DECODE_NT), TuneOptions(space="wgmma", wgmma_ring=False)) == \
        "wgmma GEMM space of 24 configurations, "


def test_decode_and_short_shapes_get_64_row_tiles_narrow_tiles_and_tails():
    """Few rows (decode): 64-row tiles only, and for NT the narrow tiles 16 and 32 (more thread blocks over N);
    N not a multiple of 64: the tiles no wider than N rounded up (a tail); K steps bound the stages of a
    kernel of one tile per thread block; a persistent kernel needs more tiles than any sm_90 GPU's SMs."""
    decode = wgmma.knob_values(parse_shape(DECODE_NT), ring=False)  # form 3's (wgmma_ring=false)
    assert decode == {"bn": (16, 32, 64, 128, 256), "stages": (2, 3, 4, 5, 6), "group_m": (1,), "persistent": (0, 1),
                      "bm": (64,), "split_k": (1,), "pingpong": (0,), "k_boxes": (1,)}
    assert wgmma.knob_values(parse_shape(DECODE_NT)) == {**decode, "stages": (2, 3, 4, 5, 6, 8, 12)}  # the default's
    # 1024 columns: 64 tiles at most (bn=16), none persistent; bm=64, bn=256 fits 5 stages, not 6; of the deep rings,
    # 8 stages fit bn 16-128 and 12 stages bn 16-64
    assert wgmma.space_size(parse_shape(DECODE_NT), ring=False) == 5 * 5 - 1
    assert wgmma.space_size(parse_shape(DECODE_NT)) == 5 * 5 - 1 + 4 + 3
    lm_head = parse_shape("gemm:M=1,N=250880,K=1024,layout=NT,dtype=fp16")  # 980-15680 tiles: persistent too
    assert wgmma.space_size(lm_head) == 2 * (5 * 5 - 1)
    assert wgmma.valid({**SETTING, "bm": 64, "bn": 16, "group_m": 1, "persistent": 1}, 1, 1040, 4096)  # 65 tiles
    assert not wgmma.valid({**SETTING, "bm": 64, "bn": 16, "group_m": 1, "persistent": 1}, 1, 1024, 4096)  # 64 tiles
    # one token of attention: P V (NN: B loaded in 64-column boxes, no narrow tiles), Q K^T over 136 keys
    pv = parse_shape("gemm:M=1,N=64,K=136,layout=NN,dtype=fp16")
    assert wgmma.knob_values(pv)["bn"] == (64,) and wgmma.knob_values(pv)["bm"] == (64,)
    assert [(s["stages"], s["persistent"]) for s in wgmma.settings(pv)] == [(2, 0), (3, 0)]  # 3 K steps, one tile
    qk = parse_shape("gemm:M=1,N=136,K=64,layout=NT,dtype=fp16-out")
    assert wgmma.knob_values(qk)["bn"] == (16, 32, 64, 128, 192)  # 136 columns: 192 at most
    assert [s["bn"] for s in wgmma.settings(qk)] == [16, 32, 64, 128, 192]  # 2 stages for one K step
    # 65-1024 rows: both tile heights; a raster group divides the M tiles of the tile it is drawn with
    mid = parse_shape("gemm:M=500,N=4000,K=1000,layout=NN,dtype=fp16-out")
    assert wgmma.knob_values(mid)["bm"] == (64, 128) and wgmma.knob_values(mid)["bn"] == (64, 128, 192, 256)
    assert wgmma.knob_values(mid)["group_m"] == (1, 8)  # 8 tiles of 64 rows; 4 of 128
    assert not wgmma.valid({**SETTING, "bm": 128, "group_m": 8}, 500, 4000, 1000)
    assert wgmma.valid({**SETTING, "bm": 64, "group_m": 8}, 500, 4000, 1000)


@pytest.mark.parametrize("shape, match", [
    ("gemm:M=4096,N=4096,K=4096,layout=NN", "fp16 GEMMs"),  # fp32
    ("conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1,dtype=fp16", "fp16 GEMMs"),
    ("gemm:M=4001,N=4096,K=4096,layout=NN,dtype=fp16", None),  # any M: a tail of rows
    ("gemm:M=4096,N=4000,K=4096,layout=NT,dtype=fp16", None),  # 4000 = 8 x 500: a tail of columns
    ("gemm:M=4096,N=4004,K=4096,layout=NT,dtype=fp16", "N=4004"),
    ("gemm:M=4096,N=4096,K=4032,layout=NT,dtype=fp16", None),  # 4032 = 63 x 64: taken
    ("gemm:M=4096,N=4096,K=4000,layout=NT,dtype=fp16", None),  # a tail of K
    ("gemm:M=1,N=4096,K=4090,layout=NN,dtype=fp16", "multiples of 8 .*K=4090"),
])
def test_cases_the_space_does_not_take_are_refused_in_one_line(shape, match):
    case = parse_shape(shape)
    if match is None:
        wgmma.check_case(case)
        return
    with pytest.raises(ArtifactError, match=match) as err:
        spaces.check_space_case(case, "wgmma")
    assert "\n" not in str(err.value)


def test_targets_other_than_sm_90_are_refused():
    wgmma.check_target(H100)
    wgmma.check_target({**H100, "arch": "sm_90a"})
    for target in ({**H100, "arch": "sm_80"}, {**H100, "arch": "sm_100"}, {"kind": "llvm"}):
        with pytest.raises(ArtifactError, match="sm_90 GPU|CUDA tensor-core GEMM"):
            spaces.check_space_target("wgmma", target)
    with pytest.raises(ArtifactError, match="CUDA"):
        spaces.space_generator(parse_shape(NN), "llvm", "wgmma")
    from artifact.tuning.tune import TuneOptions, _check_options

    with pytest.raises(ArtifactError, match="--space wgmma needs scheduler pipelined"):
        _check_options(TuneOptions(space="wgmma", scheduler="stock"))
    assert spaces.space_results(Path("r"), "wgmma") == Path("r/wgmma")


def _context(case: Case) -> Any:
    return tune_context(case, population=16, space_generator=wgmma.space_generator(case, sms=132))


def _with_knobs(trace: Any, knobs: dict[str, int]) -> Any:
    """The trace with the given knobs' decisions (by value; those left out at their defaults), in the order of
    wgmma.KNOBS."""
    knobs = wgmma.full_knobs(knobs)
    insts = [i for i in trace.insts if i.kind.name == "SampleCategorical"]
    for name, inst in zip(wgmma.KNOB_NAMES, insts):
        trace = trace.with_decision(inst, [int(c) for c in inst.attrs[0]].index(knobs[name]), remove_postproc=True)
    return trace


def _record_json(trace: Any, mod: Any) -> Any:
    """The trace as a tuning record in the JSON database holds it."""
    from tvm.s_tir.meta_schedule.database import TuningRecord, Workload

    return json.loads(json.dumps(TuningRecord(trace, Workload(mod)).as_json(), default=float))[0]


@pytest.fixture(scope="module")
def nt_space() -> tuple[Any, Any]:
    ctx = _context(parse_shape(NT))
    (space,) = ctx.generate_design_space()
    return ctx, space.trace.simplified(remove_postproc=True)


def test_the_design_space_samples_each_knob_and_annotates_the_root_block_only(nt_space):
    from tvm_patches.builder import GENERATOR_KEY

    ctx, trace = nt_space
    kinds = [i.kind.name for i in trace.insts]
    assert set(kinds) == {"GetSBlock", "SampleCategorical", "Annotate"}  # no schedule primitive
    samples = [i for i in trace.insts if i.kind.name == "SampleCategorical"]
    assert [[int(c) for c in i.attrs[0]] for i in samples] == [[64, 128, 256], [2, 3, 4, 5, 6], [1, 8, 16], [0, 1], [128],
                                                               [1], [0], [1]]  # 128-row tiles only: no pingpong;
    # the default space is form 7's (DEFAULT_FORM), whose k_boxes is only 1 where the tiles fill the SMs
    keys = [str(i.attrs[0]) for i in trace.insts if i.kind.name == "Annotate"]
    assert keys == [f"artifact.wgmma.{k}" for k in (*wgmma.form_knobs(wgmma.DEFAULT_FORM), "layout", "sms", "form")] + [
        GENERATOR_KEY]
    assert ctx.space_generator.sch_rules == [] and len(ctx.space_generator.postprocs) == 1
    assert len(ctx.space_generator.mutator_probs) == 1


def test_a_record_replays_to_the_same_knobs_and_kernel(nt_space):
    from artifact.tuning.rebuild import scheduled_module

    ctx, trace = nt_space
    case = parse_shape(NT)
    traced = _with_knobs(trace, SETTING)
    record = _record_json(traced, ctx.mod)
    assert wgmma.knobs_of(traced) == wgmma.knobs_of(record) == SETTING
    assert wgmma.is_wgmma_trace(record)
    kernel = wgmma.kernel_of_module(scheduled_module(case, record))  # a fresh schedule of the workload
    assert kernel.knobs == SETTING and kernel.grid == (132, 1, 1) and kernel.problem == wgmma.Problem.of_case(case)
    with pytest.raises(ArtifactError, match="not a trace of the wgmma space"):
        wgmma.knobs_of([[["GetSBlock", [], ["root", "main"], ["b0"]]], []])


def test_select_knob_picks_among_the_kernels_of_those_knob_values_each_keeping_its_rank(nt_space, tmp_path):
    """select --knob: the fastest kernels of a knob value (here persistent=0 and bn=64), each with its rank among
    all the case's kernels (its kernel id); the policy records the knobs, so a selection without them is not
    current; a knob the space lacks or a value no record holds is a one-line error."""
    from artifact.tuning.select import Policy, select_case, selection_is_current

    ctx, trace = nt_space
    case = parse_shape(NT)
    settings = [({**SETTING, "persistent": 1, "bn": 128}, 1e-3), ({**SETTING, "persistent": 0, "bn": 128}, 2e-3),
                ({**SETTING, "persistent": 1, "bn": 64}, 3e-3), ({**SETTING, "persistent": 0, "bn": 64}, 4e-3),
                ({**SETTING, "persistent": 0, "bn": 64, "stages": 3}, 5e-3)]
    tune = tmp_path / case.case_id / "tune"
    tune.mkdir(parents=True)
    with (tune / "database_tuning_record.json").open("w") as f:
        for knobs, run_s in settings:
            rec = _record_json(_with_knobs(trace, knobs), ctx.mod)
            f.write(json.dumps([0, [rec, [run_s], H100, []]]) + "\n")
    quiet = lambda line: None  # noqa: E731
    policy = Policy(top=2, per_percentile=0, percentiles=(), knobs=(("bn", 64), ("persistent", 0)))
    sel = select_case(case, tmp_path, policy, check=False, echo=quiet)
    assert [(k["kernel_id"], k["rank"]) for k in sel["kernels"]] == [("r0004", 4), ("r0005", 5)]
    assert sel["policy"]["knobs"] == {"bn": 64, "persistent": 0}
    assert selection_is_current(tmp_path, case, policy)
    assert not selection_is_current(tmp_path, case, Policy(top=2, per_percentile=0, percentiles=()))
    plain = select_case(case, tmp_path, Policy(top=1, per_percentile=0, percentiles=()), check=False, echo=quiet)
    assert "knobs" not in plain["policy"] and [k["rank"] for k in plain["kernels"]] == [1]
    for knobs, match in (((("nope", 1),), "no knob 'nope' in its space; its knobs: bn, "),
                         ((("bn", 192),), "no valid kernel with bn=192 among 5; the records hold bn = 64, 128"),
                         ((("bn", 128), ("stages", 3)), "no valid kernel has bn=128 and stages=3")):
        with pytest.raises(ArtifactError, match=match) as err:
            select_case(case, tmp_path, Policy(top=1, per_percentile=0, percentiles=(), knobs=knobs), check=False,
                        echo=quiet)
        assert "\n" not in str(err.value)


def _without(record: Any, drop: Any) -> Any:
    """The record without the instructions ``drop(inst, sampled)`` names (``sampled``: the variables the
    instructions dropped before it define), its decisions renumbered."""
    kept, gone, names = [], set(), set()
    for n, inst in enumerate(record[0]):
        if drop(inst, names):
            gone.add(n)
            names.update(inst[3])
        else:
            kept.append(n)
    return [[record[0][n] for n in kept], [[kept.index(int(n)), d] for n, d in record[1] if int(n) not in gone]]


def _without_form(record: Any) -> Any:
    """A record as the space wrote it before the form annotation (form 1: no knob of form 2 either)."""
    return _without(_form1(record), lambda inst, _: inst[0] == "Annotate" and inst[2] == [wgmma.FORM_KEY])


def _form1(record: Any) -> Any:
    """A record as the space of form 1 wrote it: the knobs of form 2 (those with a default) neither sampled nor
    annotated, the form annotated 1."""
    new = [f"{wgmma.PREFIX}{n}" for n in wgmma.KNOB_DEFAULTS]
    sampled = _without(record, lambda inst, names: (inst[0] == "SampleCategorical" and any(
        later[0] == "Annotate" and later[2] in [[k] for k in new] and later[1][1] in inst[3] for later in record[0]))
        or (inst[0] == "Annotate" and inst[2] in [[k] for k in new]))
    return _with_annotation(sampled, wgmma.FORM_KEY, 1)


def _form2(record: Any) -> Any:
    """A record as the space of form 2 wrote it: split_k (and later knobs) neither sampled nor annotated, the form
    annotated 2."""
    return _of_form(record, 2)


def _of_form(record: Any, form: int) -> Any:
    """A record as the space of ``form`` (2 or later) wrote it: the knobs of later forms neither sampled nor
    annotated, the form annotated ``form``."""
    keys = [[f"{wgmma.PREFIX}{n}"] for n, f in wgmma.KNOB_FORMS.items() if f > form]
    sampled = _without(record, lambda inst, names: (inst[0] == "SampleCategorical" and any(
        later[0] == "Annotate" and later[2] in keys and later[1][1] in inst[3] for later in record[0]))
        or (inst[0] == "Annotate" and inst[2] in keys))
    return _with_annotation(sampled, wgmma.FORM_KEY, form)


def _with_annotation(record: Any, key: str, value: Any) -> Any:
    return [[["Annotate", [i[1][0], value], i[2], i[3]] if i[0] == "Annotate" and i[2] == [key] else i
             for i in record[0]], record[1]]


def test_records_carry_the_form_of_the_space_and_another_form_is_refused(nt_space):
    """Records of form 1 (without bm; without the form annotation: tuned before it) replay at bm=128 and of
    form 2 (without split_k) at split_k=1 to the kernels they measured, those of form 3 (wgmma_ring=false)
    to form 3's loops; a record of form 7 (the default's) names every knob and replays to form 4's unrolled loops
    (at 4096 rows form 5's A box is form 4's, at pingpong 0 form 6's kernel is form 5's, at k_boxes 1 form 7's is
    form 6's);
    a form this code does not build (8) is refused in one line, by knobs_of, by the replayed module
    (the builder, export) and by a resumed run's check."""
    from artifact.tuning import tune
    from artifact.tuning.rebuild import scheduled_module

    ctx, trace = nt_space
    case = parse_shape(NT)
    record = _record_json(_with_knobs(trace, SETTING), ctx.mod)
    assert wgmma.RING_FORM == 4 and wgmma.NO_RING_FORM == 3 and wgmma.SHORT_A_FORM == 5
    assert wgmma.PINGPONG_FORM == 6 and wgmma.DEFAULT_FORM == wgmma.FORM == wgmma.K_BOXES_FORM == 7
    assert wgmma.FORMS == (1, 2, 3, 4, 5, 6, 7)
    assert [wgmma.FORM_KEY] in [i[2] for i in record[0]] and wgmma._constants(record)["form"] == 7
    assert wgmma.knobs_of(record) == SETTING and SETTING["bm"] == wgmma.KNOB_DEFAULTS["bm"] == 128
    assert SETTING["split_k"] == wgmma.KNOB_DEFAULTS["split_k"] == 1
    form3 = wgmma.cuda_source(wgmma.kernel(case, SETTING, form=3))  # forms 1 and 2 at bm=128, split_k=1 too
    form4 = wgmma.cuda_source(wgmma.kernel(case, SETTING))
    assert form4 == wgmma.cuda_source(wgmma.kernel(case, SETTING, form=4)) != form3  # 64 K steps, 4 stages: each tile starts a round, the loops unrolled over the ring
    assert wgmma.cuda_source(wgmma.kernel_of_module(scheduled_module(case, record))) == form4
    for earlier in (_form1(record), _without_form(record), _form2(record), _of_form(record, 3)):
        assert ("artifact.wgmma.split_k" in json.dumps(earlier)) == (wgmma._constants(earlier).get("form", 1) == 3)
        assert wgmma.knobs_of(earlier) == SETTING
        old = wgmma.kernel_of_module(scheduled_module(case, earlier))
        assert old.knobs == SETTING and wgmma.cuda_source(old) == form3
    assert wgmma.FORM_KEY not in json.dumps(_without_form(record))
    with pytest.raises(ArtifactError, match=r"not a trace of the wgmma space: knobs .* \(form 2\) has .*'bm'"):
        wgmma.knobs_of(_with_annotation(_form1(record), wgmma.FORM_KEY, 2))  # form 2 without bm
    assert "artifact.wgmma.bm" in json.dumps(_form2(record))
    other = _with_annotation(record, wgmma.FORM_KEY, 8)
    for refuse in (lambda: wgmma.knobs_of(other), lambda: wgmma.kernel_of_module(scheduled_module(case, other)),
                   lambda: tune._check_knob_space_form([SimpleNamespace(trace=other)], Path("r/wgmma/c/tune"), "wgmma")):
        with pytest.raises(ArtifactError, match="a record of form 8 of the wgmma space") as err:
            refuse()
        assert "\n" not in str(err.value)


def test_a_shipped_record_of_form_1_replays_to_the_kernel_it_measured():
    """The four-way reference's wgmma record (tuned by the space of form 1, on an H100) exports today to the
    shipped kernel.cu, byte for byte, and to the same launch."""
    from artifact.schema.tunedb import read_records
    from artifact.tuning.export import lower

    ref = ROOT / "data/reference/nvidia-h100-80gb-hbm3/fourway/wgmma/gemm-4096x4096x4096-nt-fp16"
    case = Case.from_json(json.loads((ref / "case.json").read_text()))
    manifest = json.loads((ref / "export/r0001/kernel.json").read_text())
    record = read_records(ref / "tune")[manifest["tuned"]["trial"]]
    assert "artifact.wgmma.bm" not in json.dumps(record.trace)
    assert wgmma.knobs_of(record.trace) == {"bn": 256, "stages": 4, "group_m": 16, "persistent": 1, "bm": 128,
                                            "split_k": 1, "pingpong": 0, "k_boxes": 1}
    source, launches = lower(case, record.trace, record.target)
    assert source == (ref / "export/r0001/kernel.cu").read_text()
    keys = ("name", "grid", "block", "dynamic_shared_bytes", "params")
    assert [{k: launch[k] for k in keys} for launch in launches] == [{k: lm[k] for k in keys} for lm in manifest["launches"]]


def test_a_resumed_run_refuses_records_tuned_for_another_sm_count(nt_space, monkeypatch):
    """The SM count is recorded in each trace; a run on a GPU of another count refuses the records (their persistent
    kernels' grids would mix), and without a GPU the space asks for the count instead of assuming one."""
    import tvm

    from artifact.tuning import tune

    ctx, trace = nt_space
    record = _record_json(_with_knobs(trace, SETTING), ctx.mod)
    assert wgmma.sms_of(record) == 132
    recs = [SimpleNamespace(trace=record), SimpleNamespace(trace=_with_annotation(record, wgmma.SMS_KEY, 114))]
    tune._check_knob_space_form(recs[:1], Path("r"), "wgmma", 132)
    with pytest.raises(ArtifactError, match="r holds wgmma trials tuned for a GPU of 114 SMs, this GPU has 132") as err:
        tune._check_knob_space_form(recs, Path("r"), "wgmma", 132)
    assert "\n" not in str(err.value)
    monkeypatch.setattr(tvm, "cuda", lambda _=0: SimpleNamespace(exist=False))
    with pytest.raises(ArtifactError, match="no CUDA device found: the wgmma space"):
        wgmma.sm_count()
    with pytest.raises(ArtifactError, match="no CUDA device found"):
        wgmma.space_generator(parse_shape(NT))
    monkeypatch.setattr(tvm, "cuda", lambda _=0: SimpleNamespace(exist=True, multi_processor_count=114))
    assert wgmma.sm_count() == 114


def test_the_shared_memory_postproc_rejects_settings_that_do_not_fit_and_the_mutator_redraws_one_knob(nt_space):
    from tvm.s_tir import Schedule

    ctx, trace = nt_space

    def passes(knobs: dict[str, int]) -> bool:
        sch = Schedule(ctx.mod, seed=1)
        _with_knobs(trace, knobs).apply_to_schedule(sch, remove_postproc=True)
        sch.enter_postproc()
        return all(p.apply(sch) for p in ctx.space_generator.postprocs)

    assert passes({**SETTING, "bn": 256, "stages": 4})
    assert not passes({**SETTING, "bn": 256, "stages": 5})
    (mutator,) = ctx.space_generator.mutator_probs
    start = _with_knobs(trace, SETTING)
    for _ in range(5):
        mutated = wgmma.knobs_of(mutator.apply(start))
        assert sum(mutated[k] != SETTING[k] for k in SETTING) == 1


def test_the_builder_builds_the_generated_kernel_of_an_annotated_module(nt_space):
    """tvm_patches/builder.py: the generator named on the root block builds the wgmma kernel (sm_90a, TIRx);
    a module without the annotation is built as before."""
    import tvm
    from tvm.s_tir import Schedule

    from tvm_patches.builder import build_module, kernel_generator

    ctx, trace = nt_space
    sch = Schedule(ctx.mod, seed=1)
    _with_knobs(trace, SETTING).apply_to_schedule(sch, remove_postproc=True)
    assert kernel_generator(sch.mod) == wgmma.GENERATOR == "artifact.tuning.wgmma:generate"
    assert kernel_generator(ctx.mod) is None
    rt = build_module(sch.mod, ctx.target)
    assert rt.entry_name == "main"
    source = rt.imports[0].inspect_source()
    assert "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16" in source and "cp.async.bulk.tensor.2d" in source
    assert "const __grid_constant__ CUtensorMap A_map" in source and "ptx_wgmma_fence_operand_f32(float& reg)" in source
    assert isinstance(rt, tvm.runtime.Module)
    from tvm_patches.builder import GENERATOR_KEY, generated_kernel

    bad = Schedule(ctx.mod, seed=1)
    bad.annotate(bad.get_sblock("root"), GENERATOR_KEY, "artifact.tuning.wgmma")
    with pytest.raises(ValueError, match="names no 'package.module:function': 'artifact.tuning.wgmma'") as err:
        generated_kernel(bad.mod, ctx.target)
    assert "\n" not in str(err.value)


def test_a_candidate_builds_in_the_builders_own_worker_process(nt_space):
    """Tuning builds in fresh worker processes: the generator is imported there by its name."""
    from tvm.s_tir import Schedule
    from tvm.s_tir.meta_schedule.builder import BuilderInput

    from tvm_patches.builder import make_persistent_builder

    ctx, trace = nt_space
    sch = Schedule(ctx.mod, seed=1)
    _with_knobs(trace, {**SETTING, "bn": 256, "stages": 3}).apply_to_schedule(sch, remove_postproc=True)
    builder = make_persistent_builder(max_workers=1, timeout_sec=120.0)
    try:
        (result,) = builder.build([BuilderInput(sch.mod, ctx.target)])
    finally:
        builder.pool.shutdown()
    assert result.error_msg is None, result.error_msg
    shutil.rmtree(Path(result.artifact_path).parent, ignore_errors=True)


def _nvcc_accepts(source: str, tmp_path: Path, name: str) -> None:
    if not shutil.which("nvcc"):
        return
    from artifact.tuning.export import compile_cubin

    (tmp_path / f"{name}.cu").write_text(source)
    compile_cubin(tmp_path / f"{name}.cu", tmp_path / f"{name}.cubin", wgmma.ARCH)
    assert (tmp_path / f"{name}.cubin").stat().st_size > 0


def _stores_guarded(source: str, c_type: str) -> list[bool]:
    """For each store of C in a kernel's source: is it the body of an ``if`` (a guard of rows or columns)? The
    lines of a float16 store's cast (``half2 __1; float2 v_ = ...; __1.x = ...``) are passed over."""
    import re

    lines = [line.strip() for line in source.splitlines() if line.strip()]
    cast = re.compile(r"^(half2 __\d+;|float2 v_\w* = |__\d+\.[xy] = )")
    guarded = []
    for n, line in enumerate(lines):
        if line.startswith(f"*({c_type}2*)(C_ptr"):
            before = next(lines[i] for i in range(n - 1, -1, -1) if not cast.match(lines[i]))
            guarded.append(before.startswith("if (") and before.endswith("{"))
    return guarded


TAILS = "gemm:M=500,N=4000,K=1000,layout=NN,dtype=fp16-out"  # a tail of rows, of columns (bn=192) and of K


@pytest.mark.parametrize("shape, knobs", [
    (NN, {"bn": 256, "stages": 4, "group_m": 16, "persistent": 0}),
    (NT, {"bn": 64, "stages": 6, "group_m": 1, "persistent": 1}),
    ("gemm:M=512,N=11008,K=4096,layout=NT,dtype=fp16-out", {"bn": 128, "stages": 2, "group_m": 1, "persistent": 1}),
    ("gemm:M=2048,N=768,K=512,layout=NN,dtype=fp16", {"bn": 192, "stages": 5, "group_m": 8, "persistent": 0}),
    (DECODE_NT, {"bn": 16, "stages": 6, "group_m": 1, "persistent": 0, "bm": 64}),
    ("gemm:M=1,N=250880,K=1024,layout=NT,dtype=fp16-out", {"bn": 32, "stages": 4, "group_m": 1, "persistent": 1, "bm": 64}),
    ("gemm:M=1,N=64,K=136,layout=NN,dtype=fp16", {"bn": 64, "stages": 3, "group_m": 1, "persistent": 0, "bm": 64}),
    ("gemm:M=512,N=4096,K=4096,layout=NT,dtype=fp16", {"bn": 128, "stages": 5, "group_m": 8, "persistent": 1, "bm": 64}),
    (TAILS, {"bn": 192, "stages": 4, "group_m": 8, "persistent": 1, "bm": 64}),
    ("gemm:M=4001,N=4096,K=4096,layout=NT,dtype=fp16", {"bn": 256, "stages": 3, "group_m": 1, "persistent": 1}),
])
def test_a_kernel_compiles_with_wgmma_and_tma(shape, knobs, tmp_path):
    """Tiles of 128 rows (3 warpgroups, setmaxnreg) and of 64 (2 warpgroups, no register split); stores of C
    guarded where M or N is not a multiple of the tile, as before (unguarded) elsewhere."""
    case = parse_shape(shape)
    kernel = wgmma.kernel(case, knobs)
    source = wgmma.cuda_source(kernel)
    bm = knobs.get("bm", 128)
    assert f"wgmma.mma_async.sync.aligned.m64n{knobs['bn']}k16.f32.f16.f16" in source
    assert "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes" in source
    if bm == 128:
        assert "setmaxnreg.inc.sync.aligned.u32" in source and "__launch_bounds__(384)" in source
    else:
        assert "setmaxnreg" not in source and "__launch_bounds__(256)" in source
    c_type = "half" if case.out_dtype == "float16" else "float"
    assert f"{c_type}* __restrict__ C_ptr" in source and f"*({c_type}2*)(C_ptr" in source
    p = case.params
    guarded = _stores_guarded(source, c_type)
    assert guarded and set(guarded) == {bool(p["M"] % bm or p["N"] % knobs["bn"])}, guarded
    assert kernel.dynamic_shared_bytes == wgmma.shared_bytes(knobs["bn"], knobs["stages"], bm)
    _nvcc_accepts(source, tmp_path, "k")


def _cuda_path() -> str | None:
    for p in (os.environ.get("CUDA_PATH"), "/usr/local/cuda", "/usr/local/cuda-13.0"):
        if p and Path(p, "include", "cuda_runtime.h").exists():
            return p
    return None


@pytest.fixture
def nvrtc(monkeypatch) -> Any:
    """Compile a kernel's source to an sm_90a cubin as the tuning builder does on the GPU host (TVM's NVRTC path,
    tvm_patches.nvrtc_headers); skipped without NVRTC or the CUDA headers."""
    pytest.importorskip("cuda.bindings.nvrtc")
    cuda = _cuda_path()
    if cuda is None:
        pytest.skip("no CUDA toolkit headers (cuda_runtime.h) for TVM's NVRTC path")
    monkeypatch.setenv("CUDA_PATH", cuda)
    from tvm.support import nvcc

    from tvm_patches.nvrtc_headers import install

    install()
    getattr(nvcc.find_cuda_path, "cache_clear", lambda: None)()  # CUDA_PATH, not an earlier answer
    return lambda source: bytes(nvcc.compile_cuda(source, "cubin", wgmma.ARCH, compiler="nvrtc"))


LLM_TRACES = [c.case_id for c in resolve_cases("llm-traces", "gemm")]


@pytest.mark.slow
@pytest.mark.parametrize("form", [wgmma.RING_FORM, wgmma.NO_RING_FORM])
@pytest.mark.parametrize("case_id", LLM_TRACES)
def test_each_knob_value_of_the_llm_trace_shapes_compiles_with_nvrtc(case_id, form, nvrtc):
    """Each GEMM of the shipped LLM traces (the gemm catalog's group llm-traces: decode and prefill, NN and NT,
    tails of M, N and K), settings that take every value of every knob of its space at least once, the default
    space's kernels of form 4 (with the deep rings: 180 of its 1005 settings) and wgmma_ring=false's of form 3
    (159 of 888), ~0.25 s each: TVM's source has wgmma and TMA and NVRTC compiles it for sm_90a."""
    (case,) = [c for c in resolve_cases("llm-traces", "gemm") if c.case_id == case_id]
    ring = form == wgmma.RING_FORM
    settings = wgmma.settings(case, ring=ring)
    assert len(settings) == wgmma.space_size(case, ring=ring) > 0
    uncovered, chosen = {kv for knobs in settings for kv in knobs.items()}, []
    for knobs in settings:
        if uncovered & set(knobs.items()):
            chosen.append(knobs)
            uncovered -= set(knobs.items())
    assert not uncovered
    for knobs in chosen:
        source = wgmma.cuda_source(wgmma.kernel(case, knobs, form=form))
        assert f"wgmma.mma_async.sync.aligned.m64n{knobs['bn']}k16" in source and "cp.async.bulk.tensor" in source, knobs
        assert nvrtc(source)[:4] == b"\x7fELF", knobs


def test_nvrtc_compiles_a_decode_kernel(nvrtc):
    """The fast suite's one NVRTC compile of a new kernel: 64-row tile, n16, a tail of rows (one token)."""
    case = parse_shape(DECODE_NT)
    assert nvrtc(wgmma.cuda_source(wgmma.kernel(case, {**SETTING, "bn": 16, "group_m": 1, "bm": 64})))[:4] == b"\x7fELF"


@pytest.mark.slow
@pytest.mark.parametrize("shape", [NN, NT, LLAMA_NT])
def test_every_knob_setting_builds_and_nvcc_accepts_it(shape, tmp_path):
    """Every setting of the space (78, 78, 82): TVM's source has wgmma and TMA, nvcc compiles it for sm_90a."""
    from concurrent.futures import ThreadPoolExecutor

    case = parse_shape(shape)
    sources = {}
    for n, knobs in enumerate(wgmma.settings(case)):
        source = wgmma.cuda_source(wgmma.kernel(case, knobs))
        assert f"wgmma.mma_async.sync.aligned.m64n{knobs['bn']}k16" in source and "cp.async.bulk.tensor" in source, knobs
        sources[n] = source
    assert len(sources) == wgmma.space_size(case)
    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(lambda item: _nvcc_accepts(item[1], tmp_path, f"k{item[0]}"), sources.items()))


def _export_launch(shape: str, knobs: dict[str, int], tmp_path: Path,
                   form: int = wgmma.DEFAULT_FORM) -> tuple[str, dict[str, Any]]:
    """The source and the launch `artifact export` writes for a record of ``form`` (the default space's; with
    wgmma_split_k's where ``knobs`` name a split_k above 1)."""
    import tvm
    from tvm.s_tir import Schedule

    from artifact.tuning.export import lower

    case = parse_shape(shape)
    sch = Schedule(tvm.IRModule({"main": workloads.prim_func(case)}), seed=1)
    wgmma.schedule(sch, case, 132, knobs.get("split_k", 1) > 1, form)  # split-K: the space with wgmma_split_k
    record = _record_json(_with_knobs(sch.trace.simplified(remove_postproc=True), knobs), sch.mod)
    source, launches = lower(case, record, spaces.case_target(case, H100))
    assert len(launches) == 1
    _nvcc_accepts(source, tmp_path, "e")
    return source, launches[0]


def _tensormap(buffer: str, dims: list[int], box: list[int]) -> dict[str, Any]:
    return {"buffer": buffer, "dtype": "float16", "rank": 2, "global_dims": dims, "global_strides_bytes": [dims[0] * 2],
            "box_dims": box, "element_strides": [1, 1], "interleave": 0, "swizzle": 3, "l2_promotion": 3, "oob_fill": 0}


def test_export_launches_name_the_tensormaps_with_their_encoding(tmp_path):
    """artifact.tuning.export.lower: the source TVM generates (TMA and wgmma), one launch whose first two
    parameters are A's and B's TMA descriptors (dims innermost first) and whose third is C's pointer."""
    source, launch = _export_launch("gemm:M=1024,N=2048,K=512,layout=NN,dtype=fp16",
                                    {"bn": 256, "stages": 3, "group_m": 8, "persistent": 0}, tmp_path)
    assert "cp.async.bulk.tensor" in source and "wgmma.mma_async" in source
    assert launch == {"name": "main_kernel", "grid": [8 * 8, 1, 1], "block": [384, 1, 1], "dynamic_shared_bytes": 147504,
                      "params": [{"name": "A_map", "tensormap": _tensormap("A", [512, 1024], [64, 128])},
                                 {"name": "B_map", "tensormap": _tensormap("B", [2048, 512], [64, 64])}, "C"]}
    _, launch = _export_launch(LLAMA_NT, {"bn": 128, "stages": 5, "group_m": 1, "persistent": 1}, tmp_path)
    assert launch["grid"] == [132, 1, 1] and launch["dynamic_shared_bytes"] == wgmma.shared_bytes(128, 5)
    assert launch["params"] == [{"name": "A_map", "tensormap": _tensormap("A", [4096, 512], [64, 128])},
                                {"name": "B_map", "tensormap": _tensormap("B", [4096, 11008], [64, 128])}, "C"]


def test_export_of_a_decode_kernel_names_its_64_row_boxes_and_256_threads(tmp_path):
    """A decode kernel through artifact.tuning.export.lower: one token (M=1), 64-row tiles of n16; A's box
    reaches past its one row (TMA fills zeros), one thread block per 16 columns, guarded stores."""
    knobs = {"bn": 16, "stages": 6, "group_m": 1, "persistent": 0, "bm": 64}
    source, launch = _export_launch(DECODE_NT, knobs, tmp_path, 4)  # form 4: A's box of 64 rows
    assert "wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16" in source and "__launch_bounds__(256)" in source
    assert all(_stores_guarded(source, "float"))
    assert launch == {"name": "main_kernel", "grid": [1024 // 16, 1, 1], "block": [256, 1, 1],
                      "dynamic_shared_bytes": 6 * (64 + 16) * 64 * 2 + 6 * 16,
                      "params": [{"name": "A_map", "tensormap": _tensormap("A", [4096, 1], [64, 64])},
                                 {"name": "B_map", "tensormap": _tensormap("B", [4096, 1024], [64, 16])}, "C"]}


def test_the_fence_codegen_fix_is_needed_and_fences_the_register_itself(tmp_path):
    """tvm_patches/wgmma_fence.py: without it TVM 0.27 cannot emit T.cuda.wgmma.noop_barrier on a buffer
    element (AttributeError); with it the device function takes the register by reference. Fresh processes: the
    codegen registry is process-wide."""
    program = """
import sys
from tvm.script import tirx as T
import tvm
if sys.argv[1] == "fixed":
    from tvm_patches import wgmma_fence
    wgmma_fence.register()

@T.prim_func
def main(c_handle: T.handle):
    C = T.match_buffer(c_handle, (128,), "float32")
    T.device_entry()
    tx = T.thread_id([128])
    acc = T.alloc_buffer((2,), "float32", scope="local")
    acc[0] = T.float32(0)
    T.cuda.wgmma.noop_barrier(acc[0])
    C[tx] = acc[0]

try:
    lib = tvm.tirx.build(tvm.IRModule({"main": main}), tvm.target.Target({"kind": "cuda", "arch": "sm_90a"}), "tirx")
except AttributeError as exc:
    print("AttributeError", exc)
else:
    print(lib.imports[0].inspect_source())
"""
    (tmp_path / "fence.py").write_text(program)  # TVMScript parses the function's source file

    def run(mode: str) -> str:
        proc = subprocess.run([sys.executable, str(tmp_path / "fence.py"), mode], capture_output=True, text=True,
                              cwd=ROOT, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert proc.returncode == 0, proc.stderr[-2000:]
        return proc.stdout

    assert "AttributeError" in run("stock")
    fixed = run("fixed")
    assert "ptx_wgmma_fence_operand_f32(float& reg)" in fixed and "ptx_wgmma_fence_operand_f32(acc_ptr[0]);" in fixed


def test_the_evolutionary_search_draws_distinct_settings_that_fit():
    """MetaSchedule's search (its cost model, population, mutations) gives a batch of distinct knob settings,
    none rejected afterwards for its shared memory."""
    from tvm.s_tir import meta_schedule as ms

    ctx = _context(parse_shape(NN))
    ctx.search_strategy.pre_tuning(max_trials=16, num_trials_per_iter=16, design_spaces=ctx.generate_design_space(),
                                   database=ms.database.MemoryDatabase(),
                                   cost_model=ms.cost_model.CostModel.create("random"))
    candidates = ctx.search_strategy.generate_measure_candidates()
    settings = [wgmma.knobs_of(c.sch.trace) for c in candidates]
    assert len(settings) == 16 and len({tuple(s.values()) for s in settings}) == 16
    assert all(wgmma.fits(s) for s in settings)


# sha256 of the CUDA source TVM generates for these knob settings at form 3 (NN, NT, fp16-out, persistent 0 and
# 1; 132 SMs), computed on commit 7ba64dd: the kernels of wgmma_ring=false and of the records of forms 1-3 (at
# split_k 1 and bm 128 the same sources). They pin the kernels: a change of wgmma.py, tvm_patches or TVM that
# changes a generated kernel fails here, so the records tuned and measured before it are known to replay to
# other kernels. When a kernel changes on purpose, recompute each digest
# (hashlib.sha256(wgmma.cuda_source(wgmma.kernel(parse_shape(shape), knobs, 132, form=3)).encode()).hexdigest()),
# update them here, and raise wgmma.FORM where a record would replay to another kernel than it measured.
PINNED_FORM3 = [
    (NN, {"bn": 256, "stages": 4, "group_m": 16, "persistent": 0},
     "c40a7d416649e200d643ab5a530c9a16bfbd7c768bc3e9ceada6368f0d3e0c5d"),
    (NN, {"bn": 128, "stages": 4, "group_m": 8, "persistent": 1},
     "73a6b2f8dc9fc679273fb3ee4d751086a234dd767cfa308bc8e4d57f138eb37c"),
    (NT, {"bn": 64, "stages": 6, "group_m": 1, "persistent": 1},
     "b5544fb3f774f7a15c4187d065347ae5d76d723d460ff69505e484096cc6dde3"),
    (NT, {"bn": 256, "stages": 3, "group_m": 8, "persistent": 0},
     "18f3ac30ffc44a014c062bc5c86b507457d66b42d2096490187157e35bd8c3d6"),
    (NT, SETTING, "a9caad8def3e67a27d5e94c2a0bb47a5cf20b183b83f4ea19e18adef06948a4b"),
    ("gemm:M=512,N=11008,K=4096,layout=NT,dtype=fp16-out", {"bn": 128, "stages": 2, "group_m": 1, "persistent": 1},
     "8da6cc74aed1bbd9403a103350c77cac7ed643961e2083bf8ea1c661d2acfafd"),
    ("gemm:M=2048,N=768,K=512,layout=NN,dtype=fp16-out", {"bn": 192, "stages": 5, "group_m": 8, "persistent": 0},
     "a17ee5a520d0677bc14bfd78f581de48030b49b6c89f5c951c8ec426599b52e7"),
]


def _sha256(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode()).hexdigest()


@pytest.mark.parametrize("shape, knobs, digest", PINNED_FORM3)
def test_the_generated_kernels_of_form_3_are_the_pinned_ones(shape, knobs, digest):
    assert _sha256(wgmma.cuda_source(wgmma.kernel(parse_shape(shape), knobs, 132, form=3))) == digest


# form 4 (the tuning setting wgmma_ring): the K loops unrolled over the ring's stages. sha256 of the CUDA source of
# these settings at form 4, computed on the commit that added it (each differs from its form 3 source); the default
# kernels (no form named: form 7, at k_boxes 1 form 6's) are these where M is at least a tile (form 5's A box is form
# 4's there).
PINNED_FORM4 = [
    (NN, {"bn": 256, "stages": 4, "group_m": 16, "persistent": 0},
     "dd21af2e618c2ca296cd8b3277179b6c6792abcebe6235f70d20fb1e1e883565"),
    (NT, {"bn": 64, "stages": 3, "group_m": 1, "persistent": 0},
     "9a616689913ea31a84fc487332dc30faa2018751ee0c60059fcf22d4c8d6ed99"),
    (NT, SETTING, "c0dd10f16e53c38ee7ec281cbd750ef2cf700ee40f032a35f829c57c0f2732a5"),
    (DECODE_NT, {"bn": 32, "stages": 6, "group_m": 1, "persistent": 0, "bm": 64},
     "d2efe748d4c7e791eefeed8791fdd6e8a270e4a125e583cf66ce05fcea99fb16"),
    (DECODE_NT, {"bn": 32, "stages": 5, "group_m": 1, "persistent": 0, "bm": 64, "split_k": 4},
     "a54866ec638f20906aa856cb3d23ca31c57dd6862faaa45017bf45a9cdcc1b51"),
    ("gemm:M=2048,N=768,K=520,layout=NN,dtype=fp16-out", {"bn": 192, "stages": 3, "group_m": 8, "persistent": 0},
     "45802435b467c60a15326903ece50745d48a9bbaed1e80c2161786a6d4dc3374"),
]


@pytest.mark.parametrize("shape, knobs, digest", PINNED_FORM4)
def test_the_kernels_of_form_4_are_the_pinned_ones_and_the_default_where_m_fills_a_tile(shape, knobs, digest):
    source = wgmma.cuda_source(wgmma.kernel(parse_shape(shape), knobs, 132, form=4))
    default = wgmma.cuda_source(wgmma.kernel(parse_shape(shape), knobs, 132))
    assert _sha256(source) == digest
    assert (default == source) == (parse_shape(shape).params["M"] >= knobs.get("bm", wgmma.BM))


def test_the_builder_and_the_export_generate_the_pinned_kernels(nt_space, tmp_path, monkeypatch):
    """The tuning builder (a record's module, the full target) and `artifact export` (a record) compile the
    pinned sources too, of a record of the default space (form 4) and of one of form 3 (wgmma_ring=false);
    export writes and parses each kernel's TIRx function once."""
    from artifact.tuning.rebuild import scheduled_module
    from tvm_patches.builder import build_module

    ctx, trace = nt_space
    pins = {form: {(shape, tuple(knobs.values())): digest for shape, knobs, digest in pinned}
            for form, pinned in ((4, PINNED_FORM4), (3, PINNED_FORM3))}
    record = _record_json(_with_knobs(trace, SETTING), ctx.mod)  # of the default space: form 7
    for form in (4, 3):
        mod = scheduled_module(parse_shape(NT), _of_form(record, form))
        assert wgmma.root_annotations(mod)[wgmma.FORM_KEY] == form
        assert _sha256(build_module(mod, ctx.target).imports[0].inspect_source()) == \
            pins[form][NT, tuple(SETTING.values())], form
    written = []
    prim_func = wgmma._prim_func
    monkeypatch.setattr(wgmma, "_prim_func", lambda *args: written.append(args) or prim_func(*args))
    for form, pinned in ((4, PINNED_FORM4), (3, PINNED_FORM3)):
        for shape, knobs, digest in pinned[:2]:
            source, _ = _export_launch(shape, knobs, tmp_path, form)
            assert _sha256(source) == digest, (form, shape, knobs)
    assert len(written) == 4


def test_form_4_unrolls_the_k_loops_over_the_ring_where_each_tile_starts_a_round():
    """Form 4's K loops: rounds of ``stages`` copies, each copy's barriers and buffers constants (no modulo of a
    step by the stages), the phase the round's, a guard where the stages do not divide the K steps; where a
    thread block's tiles start mid-ring (persistent, K steps not a multiple of the stages) the loops of form 3."""
    import re

    three = {"bn": 64, "stages": 3, "group_m": 1, "persistent": 0}
    src4 = wgmma.cuda_source(wgmma.kernel(parse_shape(NT), three, 132, form=4))
    src3 = wgmma.cuda_source(wgmma.kernel(parse_shape(NT), three, 132, form=3))
    waits4 = re.findall(r"mbarrier_wait\(\(&\(\(\(uint64_t\*\)smem_ptr\)\[([^\]]+)\]\)\), ([^;]+)\);", src4)
    assert len(waits4) == 6 and all(idx.isdigit() for idx, _ in waits4)  # 3 copies in each loop, stages constant
    assert "for (int r = 0; r < 22; ++r)" in src4 and "(r < 21)" in src4  # 64 steps: 21 rounds of 3 and one
    assert not any(idx.isdigit() for idx, _ in re.findall(
        r"mbarrier_wait\(\(&\(\(\(uint64_t\*\)smem_ptr\)\[([^\]]+)\]\)\), ([^;]+)\);", src3))
    persistent = {"bn": 128, "stages": 6, "group_m": 8, "persistent": 1}
    assert (wgmma.cuda_source(wgmma.kernel(parse_shape(NN), persistent, 132, form=4))
            == wgmma.cuda_source(wgmma.kernel(parse_shape(NN), persistent, 132, form=3)))


def test_the_default_space_has_deep_rings_where_the_tiles_leave_sms_idle():
    """The default space (form 4, the setting wgmma_ring) has stages 8 and 12 where the largest tile leaves SMs
    idle (decode, few-tile prefill) and they fit; wgmma_ring=false's (form 3) has none, and a shape of many tiles
    (4096^3, Llama-7B MLP gate/up) gets none either way."""
    from artifact.tuning.tune import TuneOptions, _space_words

    sizes = {shape: (wgmma.space_size(parse_shape(shape), ring=False), wgmma.space_size(parse_shape(shape)))
             for shape in (DECODE_NT, DOWN_512, NN, LLAMA_NT)}
    assert sizes == {DECODE_NT: (24, 31), DOWN_512: (51, 62), NN: (78, 78), LLAMA_NT: (82, 82)}
    assert wgmma.knob_values(parse_shape(DECODE_NT))["stages"] == (2, 3, 4, 5, 6, 8, 12)
    assert wgmma.knob_values(parse_shape(DECODE_NT), ring=False)["stages"] == (2, 3, 4, 5, 6)
    assert wgmma.knob_values(parse_shape(NN))["stages"] == (2, 3, 4, 5, 6)
    deep = [s for s in wgmma.settings(parse_shape(DECODE_NT)) if s["stages"] > 6]
    assert deep and all(wgmma.fits(s) for s in deep) and {s["stages"] for s in deep} == {8, 12}
    assert spaces.space_size(parse_shape(DECODE_NT), "wgmma") == 31
    assert spaces.space_size(parse_shape(DECODE_NT), "wgmma", wgmma_ring=False) == 24
    for ring, size in ((None, 93), (True, 93), (False, 24)):  # None: not set, the default (form 7: bn 8, k_boxes too)
        assert _space_words(parse_shape(DECODE_NT), TuneOptions(space="wgmma", wgmma_ring=ring)) == \
            f"wgmma GEMM space of {size} configurations, "


def test_the_setting_wgmma_ring_is_true_unless_set_false_and_set_only_with_the_wgmma_space():
    """wgmma_ring not set (none): true with --space wgmma, no check with another space; set, true or false, it
    needs --space wgmma (a one-line error, as wgmma_split_k's); a child of --spread cases gets it as it is."""
    from artifact.tuning.options import TUNER_SETTINGS, default_of, profile_settings, profiles_text, setting_args
    from artifact.tuning.tune import TuneOptions, _check_options, wgmma_ring

    assert default_of("wgmma_ring") is None and TuneOptions().wgmma_ring is None
    assert [wgmma_ring(TuneOptions(space="wgmma", wgmma_ring=r)) for r in (None, True, False)] == [True, True, False]
    text = TUNER_SETTINGS["wgmma_ring"]
    assert "true (the default where unset): kernels of form 4" in text and "false: kernels of form 3" in text
    assert "off by default" not in text and "  wgmma_ring=none: --space wgmma only;" in profiles_text()
    for space in ("auto", "template", "wgmma"):
        _check_options(TuneOptions(space=space))
    for ring in (True, False):
        _check_options(TuneOptions(space="wgmma", wgmma_ring=ring))
        for space in ("auto", "template"):
            with pytest.raises(ArtifactError, match=f"wgmma_ring needs --space wgmma .*got --space {space}$") as err:
                _check_options(TuneOptions(space=space, wgmma_ring=ring))
            assert "\n" not in str(err.value)
    args = setting_args(TuneOptions())
    assert "wgmma_ring=none" in args
    assert profile_settings(None, ["wgmma_ring=none"]) == {"wgmma_ring": None}
    _check_options(TuneOptions(**profile_settings(None, args[1::2])))  # a child of an automatic-space run


def test_the_default_space_annotates_form_7_wgmma_ring_false_form_3_and_each_record_replays_to_its_kernel(
        monkeypatch):
    """The space annotates the form it writes, 7 by default (every setting unset or true), 3 with wgmma_ring=false,
    4 with wgmma_short_a=false, 5 with wgmma_pingpong=false, 6 with wgmma_k_boxes=false, and each record replays to
    its form's kernel (forms 5's to 7's: A's box of 8 rows, one token; at pingpong 0 form 6's kernel is form 5's, at
    k_boxes 1 form 7's is form 6's)."""
    from artifact.tuning.rebuild import scheduled_module
    from artifact.tuning.tune import TuneOptions, wgmma_k_boxes, wgmma_pingpong, wgmma_ring, wgmma_short_a

    assert wgmma.DEFAULT_FORM == wgmma.FORM == wgmma.K_BOXES_FORM == 7 and wgmma.PINGPONG_FORM == 6
    assert wgmma.NO_RING_FORM == 3 and wgmma.RING_FORM == 4 and wgmma.SHORT_A_FORM == 5
    monkeypatch.setattr(wgmma, "sm_count", lambda: 132)  # the tuning GPU's SMs
    case = parse_shape(DECODE_NT)
    knobs = {"bn": 32, "stages": 6, "group_m": 1, "persistent": 0, "bm": 64, "split_k": 1, "pingpong": 0, "k_boxes": 1}
    sources, boxes = {}, {}
    for name, settings, form in (("unset", {}, 7), ("ring false", {"wgmma_ring": False}, 3),  # unset: the default
                                 ("ring true", {"wgmma_ring": True}, 7), ("short a false", {"wgmma_short_a": False}, 4),
                                 ("short a", {"wgmma_short_a": True, "wgmma_pingpong": False}, 5),
                                 ("k boxes false", {"wgmma_k_boxes": False}, 6)):
        opts = TuneOptions(space="wgmma", **settings)  # the settings as a run resolves them (artifact tune's)
        ctx = tune_context(case, population=16, space_generator=spaces.space_generator(
            case, "cuda", "wgmma", False, wgmma_ring(opts), wgmma_short_a(opts), wgmma_pingpong(opts),
            wgmma_k_boxes(opts)))
        (space,) = ctx.generate_design_space()
        record = _record_json(_with_knobs(space.trace.simplified(remove_postproc=True), knobs), ctx.mod)
        assert wgmma._constants(record)["form"] == form and wgmma.knobs_of(record) == knobs
        kernel = wgmma.kernel_of_module(scheduled_module(case, record))
        sources[name], boxes[name] = wgmma.cuda_source(kernel), kernel.params[0].tensormap.box_dims
        assert sources[name] == wgmma.cuda_source(wgmma.kernel(case, knobs, 132, form=form))
    assert sources["unset"] == sources["ring true"] == sources["k boxes false"] == sources["short a"] != \
        sources["ring false"]
    assert sources["short a false"] not in (sources["unset"], sources["ring false"])
    assert boxes == {"unset": (64, 8), "ring false": (64, 64), "ring true": (64, 8), "short a false": (64, 64),
                     "short a": (64, 8), "k boxes false": (64, 8)}


# form 5 (the tuning setting wgmma_short_a): form 4 but for A's TMA box, only as tall as M (rounded up to 8) where M < bm
SHORT_A = {"bn": 32, "stages": 8, "group_m": 1, "persistent": 0, "bm": 64, "split_k": 1, "pingpong": 0, "k_boxes": 1}
PREFILL_NT = "gemm:M=512,N=1024,K=4096,layout=NT,dtype=fp16"


def test_a_box_rows_is_m_rounded_up_to_the_swizzle_atom_where_m_is_less_than_a_tile_in_form_5_only():
    assert [wgmma.a_box_rows(m, 64, 5) for m in (1, 7, 8, 9, 56, 57, 63, 64, 512)] == [8, 8, 8, 16, 56, 64, 64, 64, 64]
    assert [wgmma.a_box_rows(m, 128, 5) for m in (65, 100, 120, 121, 128, 4096)] == [72, 104, 120, 128, 128, 128]
    assert {wgmma.a_box_rows(m, bm, form) for m in (1, 9, 100, 4096) for bm in (64, 128) for form in (1, 2, 3, 4)} \
        == {64, 128} and wgmma.a_box_rows(1, 64, 4) == 64


def _expect_tx(source: str) -> list[int]:
    """The byte counts of a source's mbarrier.arrive.expect_tx calls."""
    import re

    return [int(n) for n in re.findall(r"arrive_expect_tx_shared_b64\([^;]*, \(uint\)(\d+)\);", source)]


@pytest.mark.parametrize("shape, knobs, box, tx", [
    (DECODE_NT, SHORT_A, 8, (8 * 64 + 32 * 64) * 2),  # 5120 B a stage, not (64 + 32) * 64 * 2 = 12288
    (DECODE_NT, {**SHORT_A, "stages": 5, "split_k": 4}, 8, 5120),  # split-K: the leader stores rows < M only
    ("gemm:M=1,N=64,K=136,layout=NN,dtype=fp16-out", {**SHORT_A, "bn": 64, "stages": 3}, 8, (8 + 64) * 64 * 2),  # NN
    ("gemm:M=100,N=1024,K=4096,layout=NT,dtype=fp16", {**SHORT_A, "bn": 64, "stages": 4, "bm": 128}, 104,
     (104 + 64) * 64 * 2),  # 2 consumers: the second reads rows 64-127, of which 100-127 are past M
])
def test_form_5_loads_a_box_as_tall_as_m_and_expects_its_bytes_else_it_is_form_4(shape, knobs, box, tx, tmp_path):
    """Form 5 where M < bm: A's box (the kernel's parameter, the export's launch: TMA's cuTensorMapEncodeTiled)
    has ``box`` rows, each stage expects its bytes (the TMA counts a box's zero fill too) and the source differs
    from form 4's in those counts only (the same shared memory, descriptors and wgmma); every store of C is
    guarded by row < M, so the rows of A's buffer past the box reach no stored row."""
    case = parse_shape(shape)
    k4, k5 = (wgmma.kernel(case, knobs, 132, form=form) for form in (4, 5))
    bm, bn = knobs["bm"], knobs["bn"]
    assert k4.params[0].tensormap.box_dims == (64, bm) and k5.params[0].tensormap.box_dims == (64, box) and box < bm
    assert k4.params[1:] == k5.params[1:] and wgmma.kernel(case, knobs, 132, False, 5).params == k5.params
    assert (k4.grid, k4.block, k4.dynamic_shared_bytes, k4.cluster_dims) == \
        (k5.grid, k5.block, k5.dynamic_shared_bytes, k5.cluster_dims)
    src4, src5 = wgmma.cuda_source(k4), wgmma.cuda_source(k5)
    full = (bm + bn) * 64 * 2
    assert set(_expect_tx(src4)) == {full} and set(_expect_tx(src5)) == {tx} and len(_expect_tx(src5)) == knobs["stages"]
    assert src5 == src4.replace(f"(uint){full});", f"(uint){tx});")
    c_type = "half" if case.out_dtype == "float16" else "float"
    assert set(_stores_guarded(src5, c_type)) == {True}
    _, launch = _export_launch(shape, knobs, tmp_path, form=5)
    p = case.params
    assert launch["params"][0] == {"name": "A_map", "tensormap": _tensormap("A", [p["K"], p["M"]], [64, box])}


@pytest.mark.parametrize("shape, knobs", [
    (PREFILL_NT, {**SHORT_A, "bn": 64, "stages": 12, "group_m": 8}),  # a deep ring
    (PREFILL_NT, {**SHORT_A, "bn": 128, "stages": 6, "bm": 128, "split_k": 2}),
    ("gemm:M=64,N=1024,K=4096,layout=NT,dtype=fp16", SHORT_A),  # M a tile of 64 rows
    (NT, SETTING),
    (NT, {"bn": 64, "stages": 3, "group_m": 1, "persistent": 0}),
])
def test_form_5_is_form_4_where_m_is_at_least_a_tile(shape, knobs):
    case = parse_shape(shape)
    k4, k5 = (wgmma.kernel(case, knobs, 132, form=form) for form in (4, 5))
    assert k5.params == k4.params and k5.params[0].tensormap.box_dims == (64, k5.knobs["bm"])
    assert wgmma.cuda_source(k5) == wgmma.cuda_source(k4)


def test_a_short_a_box_is_refused_where_rows_past_it_would_be_stored():
    """_prim_func's check: A's box may leave rows of the tile out only where M fits in it and C's stores are
    guarded by row < M (a_box_rows never makes such a box elsewhere)."""
    problem = wgmma.Problem.of_case(parse_shape("gemm:M=64,N=1024,K=4096,layout=NT,dtype=fp16"))
    a_map, b_map = wgmma._tensormaps(problem, 64, 32, 5)
    assert a_map.box_dims == (64, 64)
    short = wgmma.TensorMapSpec(**{**a_map.__dict__, "box_dims": (64, 8)})
    with pytest.raises(ArtifactError, match="an A box of 8 rows of a 64-row tile needs M <= 8"):
        wgmma._prim_func(problem, 64, 32, 4, 1, 32, short, b_map, 1, 5)


# form 5 (wgmma_short_a): sha256 of the CUDA source of decode settings at form 5 (A's box of 8 rows), computed on the
# commit that added it; each differs from its form-4 source in the expect_tx byte counts only
PINNED_FORM5 = [
    (DECODE_NT, SHORT_A, "b148835706fd90596be6954d2d72d50d58b8dacd849781550e6d3011ac034e15"),
    (DECODE_NT, {"bn": 32, "stages": 5, "group_m": 1, "persistent": 0, "bm": 64, "split_k": 4},
     "5c348f0c9753178127e85c52da15472ca52b10fd8bf1a0102846dc5b4a43b59f"),
]


@pytest.mark.parametrize("shape, knobs, digest", PINNED_FORM5)
def test_the_generated_kernels_of_form_5_are_the_pinned_ones(shape, knobs, digest):
    assert _sha256(wgmma.cuda_source(wgmma.kernel(parse_shape(shape), knobs, 132, form=5))) == digest


# form 5's space also has bn 8 (wgmma m64n8k16) for NT shapes of at most NARROW_MAX_M rows: decode's N = 1024 in 128
# thread blocks instead of bn 16's 64
SHORT_A_N8 = {**SHORT_A, "bn": 8}
DECODE_NN = "gemm:M=1,N=1024,K=4096,layout=NN,dtype=fp16"


def test_form_5s_space_has_bn_8_for_decode_nt_shapes_only_and_forms_3_and_4_are_unchanged():
    decode = parse_shape(DECODE_NT)
    assert wgmma.NARROW_BN_SHORT_A == (8,) and 8 not in wgmma.KNOBS[0].values  # forms 3/4's candidates unchanged
    assert wgmma.knob_values(decode, short_a=True) == {**wgmma.knob_values(decode), "bn": (8, 16, 32, 64, 128, 256)}
    assert wgmma.knob_values(decode)["bn"] == wgmma.knob_values(decode, ring=False)["bn"] == (16, 32, 64, 128, 256)
    # bn 8: 1024 / 8 = 128 tiles of 64 x 8, each of the 7 stages (2-6, 8, 12: form 4's deep rings, the tiles of
    # bn 256 leave SMs idle) one per tile and persistent (128 tiles > FEWEST_SMS): 31 + 7 * 2 = 45; with
    # wgmma_split_k, split_k 2 and 4 too (128 tiles < SPLIT_K_MAX_TILES, 64 K steps; not persistent): 93 + 7 * 4 = 121
    assert wgmma.space_size(decode, False, True, True) == 31 + 7 * 2 == 45
    assert wgmma.space_size(decode, True, True, True) == 93 + 7 * 4 == 121
    assert [wgmma.space_size(decode, split_k, ring) for split_k in (False, True) for ring in (True, False)] == \
        [31, 24, 93, 72]  # forms 4 and 3: as before
    assert [spaces.space_size(decode, "wgmma", split_k, wgmma_short_a=True) for split_k in (False, True)] == [45, 121]
    assert spaces.settings_left(decode, "wgmma", [], wgmma_short_a=True) == 45
    assert spaces.settings_left(decode, "wgmma", [], True, wgmma_short_a=True) == 121
    assert {s["bn"] for s in wgmma.settings(decode, True, True)} == {16, 32, 64, 128, 256}
    nn = parse_shape(DECODE_NN)  # NN's B is loaded in 64-column boxes: no narrow tiles, no bn 8
    assert wgmma.knob_values(nn, short_a=True) == wgmma.knob_values(nn) and 8 not in wgmma.knob_values(nn)["bn"]
    prefill = parse_shape(PREFILL_NT)  # 512 rows: no narrow tiles either
    assert wgmma.knob_values(prefill, True, True, True) == wgmma.knob_values(prefill, True)
    assert wgmma.space_size(prefill, False, True, True) == wgmma.space_size(prefill) == 62


def test_form_5s_design_space_samples_bn_8_and_forms_3_and_4_do_not():
    case = parse_shape(DECODE_NT)
    candidates = {}
    for form in (3, 4, 5):
        ctx = tune_context(case, population=16, space_generator=wgmma.space_generator(case, sms=132, form=form))
        (space,) = ctx.generate_design_space()
        samples = [i for i in space.trace.insts if i.kind.name == "SampleCategorical"]
        candidates[form] = [int(c) for c in samples[0].attrs[0]]
    assert candidates == {3: [16, 32, 64, 128, 256], 4: [16, 32, 64, 128, 256], 5: [8, 16, 32, 64, 128, 256]}


def test_a_kernel_of_bn_8_is_form_5s_only_and_sized_for_n8():
    """m64n8k16: 4 float32 accumulators a thread, one 8-column group stored, B's box 64 k x 8 n (1 KB: one 128-byte
    swizzle atom, so each stage stays 1024-byte aligned), a stage expecting A's 8 rows and B's 8, shared memory of
    (64 + 8) x 64 fp16 a stage, 128 tiles (a persistent kernel: 128 thread blocks of the 132 SMs)."""
    case = parse_shape(DECODE_NT)
    with pytest.raises(ArtifactError, match="no tile of bm=64, bn=8 for 1x1024x4096 NT of form 4 .*bn 16, 32, 64"):
        wgmma.kernel(case, SHORT_A_N8, form=4)
    with pytest.raises(ArtifactError, match="no tile of bm=64, bn=8 .* of form 3"):
        wgmma.kernel(case, {**SHORT_A_N8, "stages": 6}, form=3)
    with pytest.raises(ArtifactError, match="bn=8 .*a multiple of 64 for NN"):
        wgmma.kernel(parse_shape(DECODE_NN), SHORT_A_N8, form=5)
    for knobs, grid in ((SHORT_A_N8, 128), ({**SHORT_A_N8, "persistent": 1}, 128),
                        ({**SHORT_A_N8, "stages": 12, "split_k": 4}, 128)):
        kernel = wgmma.kernel(case, knobs, 132, form=5)
        assert kernel.grid == (grid, 1, 1) and kernel.block == (256, 1, 1)
        assert kernel.params[0].tensormap.box_dims == (64, 8) and kernel.params[1].tensormap.box_dims == (64, 8)
        assert kernel.dynamic_shared_bytes == wgmma.shared_bytes(8, knobs["stages"], 64) == \
            knobs["stages"] * ((64 + 8) * 64 * 2 + 16)
        assert (64 + 8) * 64 * 2 % 1024 == 0  # each stage's A and B buffers on a 1024-byte swizzle boundary
        source = wgmma.cuda_source(kernel)
        assert "m64n8k16" in source and "m64n16k16" not in source
        assert "float acc_ptr[4];" in source
        assert set(_expect_tx(source)) == {(8 * 64 + 8 * 64) * 2}
        # one 8-column group (j = 0: accumulators 0-3), its stores guarded by row < 1
        assert set(_stores_guarded(source, "float")) == {True} and "*(float2*)(acc_ptr + 0)" in source
        assert "acc_ptr + 4" not in source
    assert wgmma.reduction_bytes(8, 64) == 64 * 8 * 4 <= 2 * (64 + 8) * 64 * 2  # split-K sums fit the smallest ring


def test_a_record_of_form_5_with_bn_8_replays_to_its_kernel(monkeypatch):
    from artifact.tuning.rebuild import scheduled_module

    monkeypatch.setattr(wgmma, "sm_count", lambda: 132)
    case = parse_shape(DECODE_NT)
    ctx = tune_context(case, population=16, space_generator=spaces.space_generator(case, "cuda", "wgmma",
                                                                                   wgmma_short_a=True))
    (space,) = ctx.generate_design_space()
    knobs = {**SHORT_A_N8, "stages": 12, "persistent": 1}
    record = _record_json(_with_knobs(space.trace.simplified(remove_postproc=True), knobs), ctx.mod)
    assert wgmma.form_of(record) == 5 and wgmma.knobs_of(record) == knobs
    kernel = wgmma.kernel_of_module(scheduled_module(case, record))
    assert kernel.knobs == knobs and kernel.params[1].tensormap.box_dims == (64, 8)
    source = wgmma.cuda_source(kernel)
    assert source == wgmma.cuda_source(wgmma.kernel(case, knobs, 132, form=5)) and "m64n8k16" in source


@pytest.mark.slow
def test_nvrtc_compiles_form_5s_kernels_of_bn_8(nvrtc):
    """bn 8 (m64n8k16) on decode: one tile per thread block and persistent, a deep ring, split_k 2 and 4 (the split-K
    space offers them: 128 tiles), each with its cubin's cluster."""
    import struct

    case = parse_shape(DECODE_NT)
    offered = [s for s in wgmma.settings(case, True, True, short_a=True) if s["bn"] == 8]
    assert {s["split_k"] for s in offered} == {1, 2, 4} and {s["stages"] for s in offered} >= {12}
    for knobs in (SHORT_A_N8, {**SHORT_A_N8, "stages": 12, "persistent": 1}, {**SHORT_A_N8, "stages": 12, "split_k": 2},
                  {**SHORT_A_N8, "stages": 4, "split_k": 4}):
        assert knobs in offered, knobs
        source = wgmma.cuda_source(wgmma.kernel(case, knobs, 132, form=5))
        assert "m64n8k16" in source, knobs
        info = _nv_info(nvrtc(source), "main_kernel")
        if knobs["split_k"] > 1:
            assert struct.unpack("<3I", info[EIATTR_CTA_PER_CLUSTER]) == (knobs["split_k"], 1, 1), knobs


def test_the_settings_wgmma_short_a_and_wgmma_pingpong_follow_the_ring_where_unset_and_set_only_with_the_wgmma_space():
    """wgmma_short_a (unset: as wgmma_ring) writes the space of form 5, wgmma_pingpong (unset: as wgmma_short_a) that
    of form 6 (and the default, form 7, where wgmma_k_boxes is unset); wgmma_pingpong=false gives form 5,
    wgmma_short_a=false form 4 (the header's sizes); true with another space, or with a setting before it false, is a
    one-line error; false passes everywhere (a child of --spread cases gets each as it is, unset too)."""
    from artifact.tuning.options import TUNER_SETTINGS, default_of, profile_settings, profiles_text, setting_args
    from artifact.tuning.tune import TuneOptions, _check_options, _space_words, wgmma_pingpong, wgmma_short_a

    for name in ("wgmma_short_a", "wgmma_pingpong"):
        assert default_of(name) is None and getattr(TuneOptions(), name) is None
        assert f"  {name}=none: --space wgmma" in profiles_text() and "where unset" in TUNER_SETTINGS[name]
    assert [wgmma.written_form(ring, short) for ring, short in ((True, False), (False, False), (True, True))] == [4, 3, 5]
    resolved = {(ring, short, pp): (wgmma_short_a(o), wgmma_pingpong(o))
                for ring in (None, True, False) for short in (None, True, False) for pp in (None, True, False)
                if (o := TuneOptions(space="wgmma", wgmma_ring=ring, wgmma_short_a=short, wgmma_pingpong=pp))}
    assert resolved[None, None, None] == resolved[True, None, None] == (True, True)  # form 6 or 7 (the default)
    assert resolved[None, None, False] == (True, False) and resolved[None, False, None] == (False, False)
    assert resolved[False, None, None] == (False, False)  # form 3
    with pytest.raises(ArtifactError, match="wgmma_pingpong needs wgmma_short_a .*got wgmma_short_a=false$") as err:
        _check_options(TuneOptions(space="wgmma", wgmma_short_a=False, wgmma_pingpong=True))
    assert "\n" not in str(err.value)
    for space in ("auto", "template", "wgmma"):
        _check_options(TuneOptions(space=space, wgmma_short_a=False))
    for ring in (None, True):
        _check_options(TuneOptions(space="wgmma", wgmma_short_a=True, wgmma_ring=ring))
    for space in ("auto", "template"):
        with pytest.raises(ArtifactError, match=f"wgmma_short_a needs --space wgmma .*got --space {space}$") as err:
            _check_options(TuneOptions(space=space, wgmma_short_a=True))
        assert "\n" not in str(err.value)
    with pytest.raises(ArtifactError, match="wgmma_short_a needs wgmma_ring .*got wgmma_ring=false$") as err:
        _check_options(TuneOptions(space="wgmma", wgmma_short_a=True, wgmma_ring=False))
    assert "\n" not in str(err.value)
    for opts in (TuneOptions(), TuneOptions(space="wgmma", wgmma_short_a=True),
                 TuneOptions(space="wgmma", wgmma_short_a=True, wgmma_pingpong=False)):
        args = setting_args(opts)
        assert f"wgmma_short_a={str(opts.wgmma_short_a).lower()}" in args
        child = TuneOptions(**{**profile_settings(None, args[1::2]), "space": opts.space})
        assert child.wgmma_short_a is opts.wgmma_short_a and child.wgmma_pingpong is opts.wgmma_pingpong
        _check_options(child)
    for split_k in (False, True):  # form 4's settings, and bn 8 for decode (test_form_5s_space_has_bn_8_...)
        assert spaces.space_size(parse_shape(PREFILL_NT), "wgmma", split_k, wgmma_short_a=True) == \
            spaces.space_size(parse_shape(PREFILL_NT), "wgmma", split_k)
    for settings, size in (({"wgmma_short_a": True}, 93), ({"wgmma_pingpong": False}, 45),  # short_a alone: form 7
                           ({"wgmma_short_a": True, "wgmma_k_boxes": False}, 45),  # form 6: no pingpong on 128 tiles
                           ({"wgmma_short_a": False}, 31)):
        assert _space_words(parse_shape(DECODE_NT), TuneOptions(space="wgmma", **settings)) == \
            f"wgmma GEMM space of {size} configurations, "


# split-K (the knob split_k, the tuning setting wgmma_split_k): a thread block cluster of split_k CTAs per tile of C
DOWN_512 = "gemm:M=512,N=1024,K=4096,layout=NT,dtype=fp16"
PV_512 = "gemm:M=512,N=64,K=512,layout=NN,dtype=fp16"
QKV_1 = "gemm:M=1,N=3072,K=1024,layout=NT,dtype=fp16"
SPLIT_SHAPES = (DECODE_NT, DOWN_512, PV_512, QKV_1)


def test_split_k_is_offered_only_with_the_setting_where_a_tile_per_cta_leaves_sms_idle():
    from artifact.tuning.options import TUNER_SETTINGS, profiles_text
    from artifact.tuning.tune import TuneOptions, _space_words

    assert TuneOptions().wgmma_split_k is False and "off by default" in TUNER_SETTINGS[
        "wgmma_split_k"] and "wgmma_split_k=false" in profiles_text()
    sizes = {shape: tuple(wgmma.space_size(parse_shape(shape), split_k, ring) for ring in (True, False)
                          for split_k in (False, True)) for shape in (*SPLIT_SHAPES, NN, LLAMA_NT)}
    # the spaces without the setting are unchanged; with it, the default space (form 4, its deep rings): 1x1024x4096
    # 31 -> 93, 512x1024x4096 62 -> 156, 512x64x512 18 -> 30, 1x3072x1024 50 -> 92; wgmma_ring=false's (form 3): 24 ->
    # 72, 51 -> 131, 15 -> 27, 39 -> 78; 4096^3 (512 tiles at least) and 512x11008 (172 at least) take none
    assert sizes == {DECODE_NT: (31, 93, 24, 72), DOWN_512: (62, 156, 51, 131), PV_512: (18, 30, 15, 27),
                     QKV_1: (50, 92, 39, 78), NN: (78,) * 4, LLAMA_NT: (82,) * 4}
    assert wgmma.knob_values(parse_shape(DECODE_NT))["split_k"] == (1,)
    assert wgmma.knob_values(parse_shape(DECODE_NT), True)["split_k"] == (1, 2, 4)
    assert wgmma.knob_values(parse_shape("gemm:M=1,N=1024,K=384,layout=NT,dtype=fp16"), True)["split_k"] == (1, 2)  # 6 steps
    assert _space_words(parse_shape(DECODE_NT), TuneOptions(space="wgmma", wgmma_split_k=True)) == \
        "wgmma GEMM space of 237 configurations, "  # the default, form 7: bn 8 and k_boxes too
    assert _space_words(parse_shape(DECODE_NT), TuneOptions(space="wgmma", wgmma_split_k=True, wgmma_k_boxes=False)) == \
        "wgmma GEMM space of 121 configurations, "  # form 6: bn 8 too
    assert _space_words(parse_shape(DECODE_NT), TuneOptions(space="wgmma", wgmma_split_k=True, wgmma_short_a=False)) == \
        "wgmma GEMM space of 93 configurations, "
    assert _space_words(parse_shape(DECODE_NT), TuneOptions(space="wgmma", wgmma_split_k=True, wgmma_ring=False)) == \
        "wgmma GEMM space of 72 configurations, "
    splits = [s for s in wgmma.settings(parse_shape(QKV_1), True) if s["split_k"] > 1]
    assert splits and all(not s["persistent"] and 3072 // s["bn"] < 132 for s in splits)  # bn 32 and wider
    assert {s["bn"] for s in splits} == {32, 64, 128, 192, 256}
    base = {"bn": 64, "stages": 2, "group_m": 1, "persistent": 0, "bm": 64}
    assert wgmma.valid({**base, "split_k": 4}, 1, 1024, 512)  # 8 K steps: 2 a CTA
    assert not wgmma.valid({**base, "split_k": 4}, 1, 1024, 448)  # 7 K steps
    assert not wgmma.valid({**base, "split_k": 2, "persistent": 1}, 1, 1024, 4096)
    assert not wgmma.valid({**base, "split_k": 2}, 1, 16384, 4096)  # 256 tiles: a CTA per tile fills the SMs
    assert not wgmma.valid({**base, "split_k": 2, "stages": 3}, 1, 1024, 256)  # 2 K steps a CTA: 2 stages at most
    assert wgmma.valid({**base, "split_k": 2, "stages": 3}, 1, 1024, 384)
    wide = {"bn": 256, "stages": 2, "group_m": 1, "persistent": 0, "bm": 128}
    assert wgmma.reduction_bytes(256, 128) == 131072 > 2 * (128 + 256) * 64 * 2  # the float32 tile, the 2 stages' ring
    assert not wgmma.valid({**wide, "split_k": 2}, 512, 1024, 4096) and wgmma.valid({**wide, "stages": 3, "split_k": 2},
                                                                                       512, 1024, 4096)
    # k_boxes, as split-K, only where the setting's own tiles leave SMs idle: not bn 16 of N 4096 (256 tiles)
    assert wgmma.valid({**base, "k_boxes": 2}, 1, 4096, 1024) and wgmma.valid({**base, "bn": 16, "k_boxes": 2}, 1, 1024, 1024)
    for persistent in (0, 1):
        assert not wgmma.valid({**base, "bn": 16, "k_boxes": 2, "persistent": persistent}, 1, 4096, 1024)
        assert wgmma.valid({**base, "bn": 16, "persistent": persistent}, 1, 4096, 1024)
    boxes = [s for s in wgmma.settings(parse_shape(QKV_1), True, k_boxes=True) if s["k_boxes"] > 1]
    assert boxes and all(3072 // s["bn"] < 132 for s in boxes) and {s["bn"] for s in boxes} == {32, 64}
    assert not [s for s in wgmma.settings(parse_shape(LLAMA_NT), True, k_boxes=True) if s["k_boxes"] > 1]  # 256+ tiles


@pytest.mark.parametrize("knobs, match", [
    ({"split_k": 3}, "split_k=3 is not one of 1, 2, 4"),
    ({"split_k": 2, "persistent": 1}, "split_k=2 with persistent=1"),
    ({"split_k": 4, "bn": 256, "bm": 128, "stages": 2}, "does not fit"),
])
def test_split_k_settings_that_cannot_be_built_are_refused_in_one_line(knobs, match):
    with pytest.raises(ArtifactError, match=match) as err:
        wgmma.kernel(parse_shape(DOWN_512), {"bn": 64, "stages": 4, "group_m": 1, "persistent": 0, **knobs})
    assert "\n" not in str(err.value)
    with pytest.raises(ArtifactError, match=r"split_k=4 over 7 K steps \(each of the 4 CTAs needs 2\)"):
        wgmma.kernel(parse_shape("gemm:M=1,N=1024,K=448,layout=NT,dtype=fp16"),
                     {"bn": 64, "stages": 2, "group_m": 1, "persistent": 0, "bm": 64, "split_k": 4})


def _calls(source: str, helper: str) -> int:
    """Calls of a device helper in a kernel's body (its definition left out)."""
    return source.split("main_kernel(", 2)[-1].count(helper + "(")


@pytest.mark.parametrize("shape, knobs", [
    (DECODE_NT, {"bn": 16, "stages": 4, "group_m": 1, "persistent": 0, "bm": 64, "split_k": 2}),
    (DOWN_512, {"bn": 128, "stages": 4, "group_m": 1, "persistent": 0, "bm": 128, "split_k": 4}),
    ("gemm:M=500,N=1000,K=560,layout=NT,dtype=fp16-out", {"bn": 64, "stages": 2, "group_m": 1, "persistent": 0,
                                                          "bm": 128, "split_k": 4}),
])
@pytest.mark.parametrize("form", [wgmma.RING_FORM, wgmma.NO_RING_FORM])
def test_a_split_k_kernel_is_a_cluster_summed_in_the_leaders_shared_memory(shape, knobs, form, tmp_path):
    """The cluster compiled in (TIRx's __block_size__, from the tirx.required_block_size attribute), each CTA's
    K range (form 4, the default: in rounds of the ring's stages; form 3: a loop of steps), its partials added
    into the leader's ring with red.shared::cluster between two cluster barriers that every thread takes
    (producer and consumers), bm=128's consumers synchronized before the leader reuses the ring, and only the
    leader storing C (fp32 or fp16, guarded tails as without split-K)."""
    case = parse_shape(shape)
    kernel = wgmma.kernel(case, knobs, form=form)
    split, bm, bn = knobs["split_k"], knobs["bm"], knobs["bn"]
    p = case.params
    tiles = -(-p["M"] // bm) * -(-p["N"] // bn)
    assert kernel.grid == (tiles, 1, 1) and kernel.cluster_dims == (split, 1, 1)
    source = wgmma.cuda_source(kernel)
    threads = 128 * (1 + bm // 64)
    assert f"__global__ void __block_size__(({threads}, 1, 1), ({split}, 1, 1)) main_kernel(" in source
    assert "__launch_bounds__" not in source
    assert "int bx = tvm_builtin_ptx_fetch_register_clusterid_x();" in source
    assert "int rank = ((int)tvm_builtin_cluster_ctaid_x());" in source
    assert 'asm volatile("barrier.cluster.arrive.release;"' in source and 'asm volatile("barrier.cluster.wait.acquire;"' in source
    assert _calls(source, "tvm_builtin_ptx_barrier_cluster_arrive_cluster_arrive_release") == 4  # 2 producer, 2 consumer
    assert _calls(source, "tvm_builtin_ptx_barrier_cluster_wait_cluster_wait_acquire") == 4
    assert 'asm("mapa.shared::cluster.u32 %0, %1, %2;"' in source
    assert 'asm volatile("red.relaxed.cluster.shared::cluster.add.f32 [%0], %1;"' in source
    assert _calls(source, "tvm_builtin_ptx_red_relaxed_cluster_shared__cluster_add_f32") == bn // 2  # a register each
    assert _calls(source, "tvm_builtin_ptx_bar_sync_count_sync") == (1 if bm == 128 else 0)
    kt, stages = -(-p["K"] // 64), knobs["stages"]
    if kt % split == 0:  # each CTA kt / split steps from rank * kt / split (form 4: in rounds of the stages)
        assert f"(((int)tvm_builtin_cluster_ctaid_x()) * {kt // split * 64})" in source
        assert kt // split % stages == 0  # whole rounds
        assert (f"for (int r = 0; r < {kt // split // stages}; ++r)" if form == 4 else f"kt < {kt // split}; ++kt)") in source
    else:  # 9 steps over 4 CTAs, [9r / 4, 9(r + 1) / 4): 2, 2, 2, 3 (TVM's simplification of the count)
        assert kt == 9 and split == 4 and [(r + 1) * 9 // 4 - r * 9 // 4 for r in range(4)] == [(r + 9) >> 2 for r in range(4)]
        if form == 4:  # rounds of 2 stages: 1, 1, 1, 2
            assert stages == 2 and [-(-((r + 9) >> 2) // 2) for r in range(4)] == [(r + 13) >> 3 for r in range(4)]
            assert "for (int r = 0; r < ((((int)tvm_builtin_cluster_ctaid_x()) + 13) >> 3); ++r)" in source
        else:
            assert "for (int kt = 0; kt < ((((int)tvm_builtin_cluster_ctaid_x()) + 9) >> 2); ++kt)" in source
    c_type = "half" if case.out_dtype == "float16" else "float"
    stores = _stores_guarded(source, c_type)
    assert stores and set(stores) == {bool(p["M"] % bm or p["N"] % bn)}
    body = source.split("main_kernel(", 2)[-1]
    assert body.index("if (((int)tvm_builtin_cluster_ctaid_x()) == 0) {", body.rindex("cluster_wait_acquire()")) < \
        body.index(f"*({c_type}2*)(C_ptr")  # the leader alone stores, after the second barrier
    _nvcc_accepts(source, tmp_path, "s")


def _nv_info(cubin: bytes, kernel: str) -> dict[int, bytes | None]:
    """The EIATTR entries (attribute -> value bytes) of a cubin's ``.nv.info.<kernel>`` section."""
    import struct

    shoff, = struct.unpack_from("<Q", cubin, 0x28)
    entsize, count, names = struct.unpack_from("<HHH", cubin, 0x3a)
    headers = [struct.unpack_from("<IIQQQQIIQQ", cubin, shoff + i * entsize) for i in range(count)]
    strtab = headers[names][4]
    for h in headers:
        if cubin[strtab + h[0]:cubin.index(b"\0", strtab + h[0])] == f".nv.info.{kernel}".encode():
            sec, i, out = cubin[h[4]:h[4] + h[5]], 0, {}
            while i + 4 <= len(sec):
                fmt, attr = sec[i], sec[i + 1]
                if fmt == 4:  # EIFMT_SVAL: a 16-bit size, then the value
                    size, = struct.unpack_from("<H", sec, i + 2)
                    out[attr], i = sec[i + 4:i + 4 + size], i + 4 + size
                else:  # EIFMT_NVAL (none), BVAL, HVAL: 4 bytes in all
                    out[attr], i = (None if fmt == 1 else sec[i + 2:i + 4]), i + 4
            return out
    raise AssertionError(f"no .nv.info.{kernel} in the cubin")


EIATTR_CTA_PER_CLUSTER, EIATTR_EXPLICIT_CLUSTER, EIATTR_REQNTID = 0x3D, 0x3E, 0x10


def test_nvrtc_compiles_a_split_k_kernel_whose_cubin_records_its_cluster(nvrtc):
    """NVRTC (the tuning builder's compiler) compiles a split-K kernel for sm_90a, and the cubin records the
    cluster (EIATTR_CTA_PER_CLUSTER) and the block size (EIATTR_REQNTID), so that a plain cuLaunchKernel launches
    clusters; a kernel without split-K records none."""
    import struct

    case = parse_shape(DECODE_NT)
    knobs = {"bn": 32, "stages": 4, "group_m": 1, "persistent": 0, "bm": 64}
    info = _nv_info(nvrtc(wgmma.cuda_source(wgmma.kernel(case, {**knobs, "split_k": 4}))), "main_kernel")
    assert struct.unpack("<3I", info[EIATTR_CTA_PER_CLUSTER]) == (4, 1, 1)
    assert struct.unpack("<3I", info[EIATTR_REQNTID]) == (256, 1, 1)
    plain = _nv_info(nvrtc(wgmma.cuda_source(wgmma.kernel(case, knobs))), "main_kernel")
    assert EIATTR_CTA_PER_CLUSTER not in plain and EIATTR_EXPLICIT_CLUSTER not in plain


@pytest.mark.slow
@pytest.mark.parametrize("form", [wgmma.RING_FORM, wgmma.NO_RING_FORM])
@pytest.mark.parametrize("shape", SPLIT_SHAPES)
def test_each_knob_value_with_each_split_k_of_the_llm_shapes_compiles_with_nvrtc(shape, form, nvrtc):
    """The split_k > 1 settings of four LLM GEMMs (decode and prefill, NN and NT) that take, with each split_k,
    every value of every other knob at least once (of the default space's 62 + 94 + 12 + 42 settings, kernels of
    form 4, and of wgmma_ring=false's 48 + 80 + 12 + 39, form 3; ~0.3 s each): NVRTC compiles each for sm_90a and
    its cubin records the cluster."""
    import struct

    case = parse_shape(shape)
    ring = form == wgmma.RING_FORM
    settings = [s for s in wgmma.settings(case, True, ring) if s["split_k"] > 1]
    assert len(settings) == wgmma.space_size(case, True, ring) - wgmma.space_size(case, False, ring)

    def pairs(knobs: dict[str, int]) -> set[tuple[int, str, int]]:
        return {(knobs["split_k"], k, v) for k, v in knobs.items()}

    uncovered, chosen = set().union(*map(pairs, settings)), []
    for knobs in settings:
        if uncovered & pairs(knobs):
            chosen.append(knobs)
            uncovered -= pairs(knobs)
    assert not uncovered and len(chosen) < len(settings)
    for knobs in chosen:
        info = _nv_info(nvrtc(wgmma.cuda_source(wgmma.kernel(case, knobs, form=form))), "main_kernel")
        assert struct.unpack("<3I", info[EIATTR_CTA_PER_CLUSTER]) == (knobs["split_k"], 1, 1), knobs


@pytest.mark.slow
def test_nvrtc_compiles_the_kernels_of_form_4_with_every_stage_count(nvrtc):
    """Form 4 on decode and prefill GEMMs, NN and NT, one tile a thread block and persistent, with and without
    split-K: NVRTC compiles each stage count of each for sm_90a (the deep rings of wgmma_ring included)."""
    compiled = 0
    for shape, base in ((DECODE_NT, {"bn": 32, "group_m": 1, "persistent": 0, "bm": 64}),
                        (DOWN_512, {"bn": 64, "group_m": 8, "persistent": 0, "bm": 64}),
                        (NN, {"bn": 128, "group_m": 8, "persistent": 1, "bm": 128}),
                        ("gemm:M=2048,N=768,K=520,layout=NN,dtype=fp16-out", {"bn": 192, "group_m": 8, "persistent": 0})):
        case = parse_shape(shape)
        for stages in wgmma.knob_values(case, True, True)["stages"]:  # the deep rings too
            for split_k in (1, 4):
                knobs = {**base, "stages": stages, "split_k": split_k}
                if not wgmma.valid(wgmma.full_knobs(knobs), case.params["M"], case.params["N"], case.params["K"]):
                    continue
                assert nvrtc(wgmma.cuda_source(wgmma.kernel(case, knobs, 132, form=4))), (shape, knobs)
                compiled += 1
    assert compiled >= 20


DECODE_TRACES = [c.case_id for c in resolve_cases("llm-traces", "gemm") if c.params["M"] < wgmma.WG_ROWS]


@pytest.mark.slow
@pytest.mark.parametrize("case_id", DECODE_TRACES)
def test_form_5_compiles_with_nvrtc_for_each_knob_value_with_each_split_k_of_the_decode_traces(case_id, nvrtc):
    """Form 5 (wgmma_short_a) on the decode GEMMs of the shipped LLM traces (one token: A's box of 8 rows): settings
    of the space with wgmma_split_k that take, with each split_k, every value of every other knob at least once (the
    deep rings included, where K has the steps); each stage expects the short box's bytes and NVRTC compiles it for sm_90a (a split-K
    kernel's cubin records its cluster)."""
    import struct

    (case,) = [c for c in resolve_cases("llm-traces", "gemm") if c.case_id == case_id]
    settings = wgmma.settings(case, True, True, short_a=True)  # form 5's space: bn 8 too
    assert (8 in {s["bn"] for s in settings}) == (case.params["layout"] == "NT")  # NN: no narrow tiles

    def pairs(knobs: dict[str, int]) -> set[tuple[int, str, int]]:
        return {(knobs["split_k"], k, v) for k, v in knobs.items()}

    uncovered, chosen = set().union(*map(pairs, settings)), []
    for knobs in settings:
        if uncovered & pairs(knobs):
            chosen.append(knobs)
            uncovered -= pairs(knobs)
    assert not uncovered
    for knobs in chosen:
        kernel = wgmma.kernel(case, knobs, form=5)
        assert kernel.params[0].tensormap.box_dims == (64, 8), knobs
        source = wgmma.cuda_source(kernel)
        assert set(_expect_tx(source)) == {(8 + knobs["bn"]) * 64 * 2}, knobs
        assert set(_stores_guarded(source, "float")) == {True}, knobs
        info = _nv_info(nvrtc(source), "main_kernel")
        if knobs["split_k"] > 1:
            assert struct.unpack("<3I", info[EIATTR_CTA_PER_CLUSTER]) == (knobs["split_k"], 1, 1), knobs


def test_export_of_a_split_k_kernel_launches_its_clusters(tmp_path):
    """artifact.tuning.export.lower on a split-K record (the space with wgmma_split_k): the launch's grid counts
    clusters (one per tile: what cuLaunchKernel takes for __block_size__'s blocks-are-clusters kernel), and its
    cluster_dims, which the manifest's Launch holds."""
    import tvm
    from tvm.s_tir import Schedule

    from artifact.schema.kernel import Launch
    from artifact.tuning.export import lower

    case = parse_shape(DECODE_NT)
    knobs = {"bn": 64, "stages": 4, "group_m": 1, "persistent": 0, "bm": 64, "split_k": 2, "pingpong": 0, "k_boxes": 1}
    sch = Schedule(tvm.IRModule({"main": workloads.prim_func(case)}), seed=1)
    wgmma.schedule(sch, case, 132, split_k=True)
    record = _record_json(_with_knobs(sch.trace.simplified(remove_postproc=True), knobs), sch.mod)
    assert wgmma.knobs_of(record) == knobs
    source, (launch,) = lower(case, record, spaces.case_target(case, H100))
    assert "__block_size__((256, 1, 1), (2, 1, 1))" in source
    assert {k: launch[k] for k in ("grid", "block", "cluster_dims")} == {"grid": [16, 1, 1], "block": [256, 1, 1],
                                                                        "cluster_dims": [2, 1, 1]}
    entry = Launch.from_json({**launch, "registers": 0, "static_shared_bytes": 0, "spill_store_bytes": 0,
                              "spill_load_bytes": 0})
    assert entry.cluster_dims == [2, 1, 1] and Launch.from_json({**entry.to_json(), "cluster_dims": [2, 1, 1]}) == entry
    _nvcc_accepts(source, tmp_path, "x")


def test_export_refuses_a_cluster_set_only_at_launch():
    from artifact.tuning.export import parse_launches

    source = 'extern "C" __global__ void __launch_bounds__(128) k(float* __restrict__ C_ptr) {'
    host = 'T.call_ffi_kernel("k", C_1.data, 4, 64, 128, launch_params=["clusterCtaIdx.x", "blockIdx.x", "threadIdx.x"])'
    with pytest.raises(ArtifactError, match=r"a thread block cluster of \[4, 1, 1\] set at launch"):
        parse_launches(host, source)
    compiled = 'extern "C" __global__ void __block_size__((128, 1, 1), (4, 1, 1)) k(float* __restrict__ C_ptr) {'
    tagged = host.replace('"threadIdx.x"]', '"threadIdx.x", "tirx.use_required_block_dimension"]')
    assert parse_launches(tagged, compiled) == [{"name": "k", "grid": [16, 1, 1], "block": [128, 1, 1],
                                                 "dynamic_shared_bytes": 0, "params": ["C"], "cluster_dims": [4, 1, 1]}]
    with pytest.raises(ArtifactError, match=r"a grid of \[66, 1, 1\] thread blocks is no whole number of clusters"):
        parse_launches(tagged.replace(", 64, 128,", ", 66, 128,"), compiled)
    with pytest.raises(ArtifactError, match="launch tag 'preferredClusterCtaIdx.x' is not one the export writes down"):
        parse_launches(tagged.replace('"clusterCtaIdx.x"', '"preferredClusterCtaIdx.x"'), compiled)


def test_a_split_k_kernel_is_one_cluster_per_tile():
    """Every thread of a split-K cluster takes its two cluster barriers once: the kernel is written for one
    cluster per tile only (a persistent grid would hang its consumers at the barriers of a second tile)."""
    from artifact.tuning import wgmma

    problem = wgmma.Problem.of_case(parse_shape("gemm:M=512,N=1024,K=4096,layout=NT,dtype=fp16"))
    a_map, b_map = wgmma._tensormaps(problem, 64, 64)
    with pytest.raises(ArtifactError, match="split_k=2 launches a cluster per tile"):
        wgmma._prim_func(problem, 64, 64, 4, 1, 100, a_map, b_map, split_k=2)  # 128 tiles


def test_a_run_adds_at_most_the_settings_its_space_has_left_and_none_once_all_are_measured(
        fake_gpu, tmp_path, monkeypatch):
    """The wgmma space's size is exact, so a run tunes no more trials than settings its records have not
    measured (those of another form, whose kernels differ, do not count), and a resumed run of a space whose
    settings are all recorded ends at once, saying so, instead of searching for a schedule it cannot find."""
    from artifact.layout import case_dirs
    from artifact.tuning.tune import TuneOptions, tune_cases

    monkeypatch.setattr(wgmma, "sm_count", lambda: 132)
    case = parse_shape(DECODE_NT)
    traces = {}
    for form, ring, short_a in ((4, True, False), (3, False, False), (5, True, True)):
        ctx = tune_context(case, population=16, space_generator=spaces.space_generator(
            case, "cuda", "wgmma", wgmma_ring=ring, wgmma_short_a=short_a))
        (space,) = ctx.generate_design_space()
        base = space.trace.simplified(remove_postproc=True)
        traces[form] = [_record_json(_with_knobs(base, s), ctx.mod)
                        for s in wgmma.settings(case, ring=ring, short_a=short_a)]
        assert {wgmma.form_of(t) for t in traces[form]} == {form}
    assert len(traces[4]) == 31 and len(traces[3]) == 24 and len(traces[5]) == 31 + 14  # form 5: bn 8 too
    assert spaces.settings_left(case, "wgmma", traces[4][:10]) == 21
    assert spaces.settings_left(case, "wgmma", traces[4][:10] + traces[4][:3]) == 21  # a setting measured twice
    assert spaces.settings_left(case, "wgmma", traces[3]) == 31  # form 3's kernels are not form 4's
    assert spaces.settings_left(case, "wgmma", traces[3], wgmma_ring=False) == 0
    assert spaces.settings_left(case, "wgmma", traces[4], wgmma_ring=False) == 24
    assert spaces.settings_left(case, "wgmma", traces[5][:10] + traces[4], wgmma_short_a=True) == 35  # form 5's only
    assert spaces.settings_left(case, "wgmma", traces[5]) == 31 and spaces.settings_left(case, "wgmma", traces[5],
                                                                                          wgmma_short_a=True) == 0
    assert spaces.settings_left(case, "auto", traces[4]) is None and spaces.settings_left(case, "template", []) is None
    tune_dir = case_dirs(tmp_path / "wgmma", case).tune
    tune_dir.mkdir(parents=True)
    with (tune_dir / "database_tuning_record.json").open("w") as f:
        for n, rec in enumerate(traces[4]):
            f.write(json.dumps([0, [rec, [1e-5 * (n + 1)], H100, []]]) + "\n")
    lines: list[str] = []
    form4 = {"wgmma_short_a": False}  # the space of form 4 (the default, form 7, has bn 8 and k_boxes for decode too)
    (summary,) = tune_cases([case], tmp_path, TuneOptions(space="wgmma", trials=200, **form4), echo=lines.append)
    assert (summary.trials_before, summary.trials_after) == (31, 31)
    assert any("31 trials recorded, the 31 settings of its wgmma space all among them: nothing to do" in ln
               for ln in lines), lines
    from artifact.tuning import tune

    ran: list[tuple[int, int]] = []
    entries: list[dict[str, Any]] = []
    monkeypatch.setattr(tune, "_run_jobs", lambda jobs, *a: ran.extend((j.limit, j.progress.budget) for j in jobs)
                        or entries.extend(j.run_entry for j in jobs))
    with (tune_dir / "database_tuning_record.json").open("w") as f:
        for n, rec in enumerate(traces[4][:29] + traces[3][:5]):
            f.write(json.dumps([0, [rec, [1e-5 * (n + 1)], H100, []]]) + "\n")
    lines.clear()
    tune_cases([case], tmp_path, TuneOptions(space="wgmma", trials=200, **form4), echo=lines.append)
    assert ran == [(2, 36)] and any("34 trials recorded, tuning 2 more (wgmma GEMM space of 31 configurations" in ln
                                    for ln in lines), lines
    lines.clear()  # wgmma_short_a: form 5's settings, none of them measured by those records
    tune_cases([case], tmp_path, TuneOptions(space="wgmma", trials=200, wgmma_pingpong=False), echo=lines.append)
    assert ran[1:] == [(45, 79)] and any("34 trials recorded, tuning 45 more (wgmma GEMM space of 45 configurations"
                                         in ln for ln in lines), lines
    lines.clear()  # wgmma_k_boxes=false: form 6's, whose decode settings are form 5's (no pingpong on 128 tiles)
    tune_cases([case], tmp_path, TuneOptions(space="wgmma", trials=200, wgmma_k_boxes=False), echo=lines.append)
    assert ran[2:] == [(45, 79)]
    lines.clear()  # the default: form 7's, form 6's and k_boxes 2 and 4 (128 tiles of bn 8 leave SMs idle)
    tune_cases([case], tmp_path, TuneOptions(space="wgmma", trials=200), echo=lines.append)
    assert ran[3:] == [(93, 127)] and any("34 trials recorded, tuning 93 more (wgmma GEMM space of 93 configurations"
                                          in ln for ln in lines), lines
    assert [(e["wgmma_ring"], e["wgmma_short_a"], e["wgmma_pingpong"], e["wgmma_k_boxes"]) for e in entries] == [
        (True, False, False, False), (True, True, False, False), (True, True, True, False), (True, True, True, True)]


def test_failed_trials_and_other_forms_do_not_count_as_settings_measured(monkeypatch):
    """trials_to_tune: a failed trial may be drawn again (the search is not kept from it), so it does not count as
    measured; records of another form count for --trials only, and the run says so in a line of its own."""
    from artifact.tuning.tune import TuneOptions, _other_forms, nothing_to_do, trials_to_tune

    monkeypatch.setattr(wgmma, "sm_count", lambda: 132)
    case = parse_shape(DECODE_NT)
    traces = {}
    for form, ring in ((4, True), (3, False)):
        ctx = tune_context(case, population=16, space_generator=spaces.space_generator(case, "cuda", "wgmma",
                                                                                       wgmma_ring=ring))
        (space,) = ctx.generate_design_space()
        base = space.trace.simplified(remove_postproc=True)
        traces[form] = [_record_json(_with_knobs(base, s), ctx.mod) for s in wgmma.settings(case, ring=ring)]
    opts = TuneOptions(space="wgmma", trials=200, wgmma_short_a=False)  # form 4's space
    valid = [SimpleNamespace(trace=t, valid=True) for t in traces[4]]
    assert trials_to_tune(case, valid, opts) == (0, 0)
    assert nothing_to_do(case, 31, 0, opts).endswith("31 trials recorded, the 31 settings of its wgmma space all among "
                                                     "them: nothing to do")
    failed = [SimpleNamespace(trace=t, valid=False) for t in traces[4][:3]]
    assert trials_to_tune(case, valid[3:] + failed, opts) == (3, 3) and nothing_to_do(case, 31, 3, opts) is None
    assert trials_to_tune(case, valid[3:] + failed, TuneOptions(space="wgmma", trials=30, wgmma_short_a=False)) == (0, 3)
    assert "budget 30: nothing to do" in nothing_to_do(case, 31, 3, TuneOptions(space="wgmma", trials=30))
    old = [SimpleNamespace(trace=t, valid=True) for t in traces[3]]
    assert trials_to_tune(case, old, opts) == (31, 31)
    assert _other_forms(old + valid[:2], opts) == ("24 of its 26 trials are kernels of form 3, not of form 4, which "
                                                   "this run tunes: they count for --trials, not as settings measured")
    assert _other_forms(valid, opts) is None and _other_forms(old, TuneOptions(space="wgmma", wgmma_ring=False)) is None
    assert trials_to_tune(case, old, TuneOptions(space="auto", trials=200)) == (176, None)


# form 6 (the knob pingpong, the tuning setting wgmma_pingpong): two consumer warpgroups of 64 rows take turns on a
# persistent thread block's tiles, ordered by 2 mbarriers; at pingpong 0 form 5's kernels
PINGPONG = {"bn": 256, "stages": 4, "group_m": 8, "persistent": 1, "bm": 64, "split_k": 1, "pingpong": 1, "k_boxes": 1}


def _turn_waits(source: str) -> list[str]:
    """The consumers' waits on the turn mbarriers (after the stages' 2 x 4 = 8: elements 20488, 20489 of bn 256)."""
    return re.findall(r"mbarrier_wait\(\(&\(\(\(uint64_t\*\)smem_ptr\)\[\(\(\(\(int\)threadIdx.x\) >> 7\) \+ (\d+)\)\]\)\)",
                      source)


def test_form_6s_space_has_pingpong_where_64_row_tiles_give_each_of_132_sms_two():
    llama = parse_shape(LLAMA_NT)  # 512 x 11008: 8 x 172 tiles of 64 x 64
    assert wgmma.knob_values(llama, pingpong=True) == {**wgmma.knob_values(llama), "pingpong": (0, 1)}
    assert wgmma.knob_values(llama, short_a=True, pingpong=False)["pingpong"] == (0,)
    offered = [s for s in wgmma.settings(llama, False, True, True, True) if s["pingpong"]]
    assert offered and all(s["bm"] == 64 and s["persistent"] == 1 and s["split_k"] == 1 for s in offered)
    # every setting of bm 64, persistent, gets its pingpong twin (bn 256: 8 x 43 = 344 tiles >= 264)
    twins = [{**s, "pingpong": 1} for s in wgmma.settings(llama, False, True, True) if s["bm"] == 64 and s["persistent"]]
    assert offered == twins
    assert wgmma.space_size(llama, False, True, True, True) == wgmma.space_size(llama) + len(twins)
    assert spaces.space_size(llama, "wgmma", wgmma_pingpong=True) == wgmma.space_size(llama) + len(twins)
    assert spaces.settings_left(llama, "wgmma", [], wgmma_pingpong=True) == wgmma.space_size(llama) + len(twins)
    decode, qk = parse_shape(DECODE_NT), parse_shape("gemm:M=512,N=512,K=64,layout=NT,dtype=fp16")
    for small in (decode, qk):  # 16 and 64 tiles of 64 x 64 at most: no turns to take
        assert wgmma.knob_values(small, short_a=True, pingpong=True) == wgmma.knob_values(small, short_a=True)
        assert wgmma.space_size(small, False, True, True, True) == wgmma.space_size(small, False, True, True)


def test_a_pingpong_setting_outside_its_kernel_is_refused_in_one_line():
    llama = parse_shape(LLAMA_NT)
    for knobs, why in (({**PINGPONG, "bm": 128, "group_m": 1}, "takes bm=64, persistent=1 and split_k=1 .*not bm=128"),
                       ({**PINGPONG, "persistent": 0}, "persistent=0"),
                       ({**PINGPONG, "pingpong": 2}, "pingpong=2 is not 0 or 1")):
        assert not wgmma.valid(knobs, 512, 11008, 4096)
        with pytest.raises(ArtifactError, match=why) as err:
            wgmma.kernel(llama, knobs, 132, form=6)
        assert "\n" not in str(err.value)
    assert not wgmma.valid(PINGPONG, 512, 4096, 1024)  # 8 x 16 = 128 tiles of bn 256
    with pytest.raises(ArtifactError, match=r"pingpong=1 over 128 tiles \(it takes 264"):
        wgmma.kernel(parse_shape("gemm:M=512,N=4096,K=1024,layout=NT,dtype=fp16"), PINGPONG, 132, form=6)
    with pytest.raises(ArtifactError, match="pingpong=1 is a knob of form 6, not 5"):
        wgmma.kernel(llama, PINGPONG, 132, form=5)
    assert wgmma.valid(PINGPONG, 512, 11008, 4096)


def test_a_pingpong_kernel_has_two_consumers_taking_turns_and_pingpong_0_is_form_5s():
    """384 threads (a producer and two consumers, setmaxnreg's split), 16 bytes more shared memory (the turns'
    mbarriers), each stage's empty mbarrier released by one consumer, A's rows of a stage the tile's whole (each
    consumer a tile of 64 rows of its own); the consumers wait for their turn before a tile's K loop (the first tile
    of the first consumer excepted) and hand it on after; form 6 at pingpong 0 is form 5's kernel."""
    llama = parse_shape(LLAMA_NT)
    off = {**PINGPONG, "pingpong": 0, "k_boxes": 1}
    assert wgmma.cuda_source(wgmma.kernel(llama, off, 132, form=6)) == wgmma.cuda_source(wgmma.kernel(llama, off, 132,
                                                                                                          form=5))
    kernel, single = wgmma.kernel(llama, PINGPONG, 132, form=6), wgmma.kernel(llama, off, 132, form=6)
    assert kernel.block == (384, 1, 1) and single.block == (256, 1, 1) and kernel.grid == single.grid == (132, 1, 1)
    assert kernel.dynamic_shared_bytes == single.dynamic_shared_bytes + 16 == wgmma.shared_bytes(256, 4, 64, 1)
    source = wgmma.cuda_source(kernel)
    assert "setmaxnreg.inc.sync.aligned.u32 232" in source and "setmaxnreg.dec.sync.aligned.u32 40" in source
    inits = re.findall(r"mbarrier_init_init_shared_b64\(.*?\[(\d+)\]\)\)\), \(uint\)(\d+)\)", source)
    assert sorted(inits) == sorted([(str(20480 + i), "1") for i in range(10)])  # 4 full, 4 empty (1 reader), 2 turns
    assert _turn_waits(source) == ["20487"]  # consumer c (threadIdx.x >> 7) waits on 20487 + c: 20488, 20489
    assert "if (1 < ((t_1 * 2) + (((int)threadIdx.x) >> 7)))" in source  # not before the first tile of consumer 1
    assert "(((int)threadIdx.x) >> 7) * 64" not in source.split("setmaxnreg_inc")[-1]  # no consumer offset in A or C
    assert _turn_waits(wgmma.cuda_source(single)) == []


def test_a_record_of_form_6_replays_to_its_pingpong_kernel(monkeypatch):
    from artifact.tuning.rebuild import scheduled_module
    from artifact.tuning.tune import TuneOptions, _check_options, _space_words

    monkeypatch.setattr(wgmma, "sm_count", lambda: 132)
    case = parse_shape(LLAMA_NT)
    ctx = tune_context(case, population=16, space_generator=spaces.space_generator(case, "cuda", "wgmma",
                                                                                   wgmma_pingpong=True))
    (space,) = ctx.generate_design_space()
    samples = [i for i in space.trace.insts if i.kind.name == "SampleCategorical"]
    assert [int(c) for c in samples[-1].attrs[0]] == [0, 1]
    record = _record_json(_with_knobs(space.trace.simplified(remove_postproc=True), PINGPONG), ctx.mod)
    assert wgmma.form_of(record) == 6 and wgmma.knobs_of(record) == PINGPONG
    kernel = wgmma.kernel_of_module(scheduled_module(case, record))
    assert kernel.knobs == PINGPONG and kernel.block == (384, 1, 1)
    assert wgmma.cuda_source(kernel) == wgmma.cuda_source(wgmma.kernel(case, PINGPONG, 132, form=6))
    assert wgmma.written_form(True, False, True) == wgmma.written_form(True, True, True) == 6
    _check_options(TuneOptions(space="wgmma", wgmma_pingpong=True))
    for opts, why in ((TuneOptions(space="auto", wgmma_pingpong=True), "wgmma_pingpong needs --space wgmma"),
                      (TuneOptions(space="wgmma", wgmma_pingpong=True, wgmma_ring=False), "needs wgmma_ring")):
        with pytest.raises(ArtifactError, match=why) as err:
            _check_options(opts)
        assert "\n" not in str(err.value)
    size = wgmma.space_size(case, False, True, True, True)
    assert _space_words(case, TuneOptions(space="wgmma", wgmma_pingpong=True)) == \
        f"wgmma GEMM space of {size} configurations, "


@pytest.mark.slow
def test_nvrtc_compiles_form_6s_pingpong_kernels(nvrtc):
    """The pingpong kernels of the shipped traces' two large prefill GEMMs, each knob value of the space at least once."""
    for shape in (LLAMA_NT, "gemm:M=512,N=250880,K=1024,layout=NT,dtype=fp16"):
        case = parse_shape(shape)
        offered = [s for s in wgmma.settings(case, False, True, True, True) if s["pingpong"]]
        uncovered, chosen = {(k, v) for s in offered for k, v in s.items()}, []
        for knobs in offered:
            if uncovered & set(knobs.items()):
                chosen.append(knobs)
                uncovered -= set(knobs.items())
        for knobs in chosen:
            assert nvrtc(wgmma.cuda_source(wgmma.kernel(case, knobs, 132, form=6)))[:4] == b"\x7fELF", (shape, knobs)


# form 7 (the knob k_boxes, the tuning setting wgmma_k_boxes): a K step of k_boxes 64-K boxes, each box's wgmma into
# accumulators of their own, summed before the stores; at k_boxes 1 form 6's kernels
K_BOXES = {"bn": 8, "stages": 4, "group_m": 1, "persistent": 0, "bm": 64, "split_k": 1, "pingpong": 0, "k_boxes": 4}


def test_form_7s_space_has_k_boxes_where_the_tiles_leave_sms_idle():
    decode, llama = parse_shape(DECODE_NT), parse_shape(LLAMA_NT)
    assert wgmma.knob_values(decode, False, True, True, True, True)["k_boxes"] == (1, 2, 4)
    assert wgmma.knob_values(decode, False, True, True, True)["k_boxes"] == (1,)  # form 6's space
    assert wgmma.knob_values(llama, False, True, True, True, True)["k_boxes"] == (1,)  # 172 tiles at least
    short = parse_shape("gemm:M=1,N=1024,K=256,layout=NT,dtype=fp16")  # 4 boxes: 2 steps of 2 boxes, not of 4
    assert wgmma.knob_values(short, False, True, True, True, True)["k_boxes"] == (1, 2)
    odd = parse_shape("gemm:M=1,N=1024,K=192,layout=NT,dtype=fp16")  # 3 boxes: no step of 2 wholly in K
    assert wgmma.knob_values(odd, False, True, True, True, True)["k_boxes"] == (1,)
    boxed = [s for s in wgmma.settings(decode, False, True, True, True, True) if s["k_boxes"] > 1]
    assert boxed and all(s["bn"] * s["k_boxes"] <= wgmma.K_BOXES_MAX_COLUMNS and wgmma.fits(s) for s in boxed)
    assert {(s["bn"], s["k_boxes"]) for s in boxed} == {(8, 2), (8, 4), (16, 2), (16, 4), (32, 2), (32, 4), (64, 2)}
    form6 = wgmma.space_size(decode, False, True, True, True)
    assert wgmma.space_size(decode, False, True, True, True, True) == form6 + len(boxed)
    assert spaces.space_size(decode, "wgmma", wgmma_k_boxes=True) == form6 + len(boxed)
    assert spaces.settings_left(decode, "wgmma", [], wgmma_k_boxes=True) == form6 + len(boxed)


def test_a_k_boxes_setting_outside_its_kernel_is_refused_in_one_line():
    decode = parse_shape(DECODE_NT)
    for knobs, why in (({**K_BOXES, "bn": 64, "stages": 2}, "k_boxes=4 with bn=64: 256 columns of accumulators, more "
                        "than 128"),
                       ({**K_BOXES, "bn": 64}, "4 stages of bm=64, bn=64 take 262208 B of shared memory"),
                       ({**K_BOXES, "k_boxes": 3}, "k_boxes=3 is not one of 1, 2, 4")):
        assert not wgmma.valid(knobs, 1, 1024, 4096)
        with pytest.raises(ArtifactError, match=why) as err:
            wgmma.kernel(decode, knobs, 132, form=7)
        assert "\n" not in str(err.value)
    assert wgmma.k_boxes_problem({**PINGPONG, "bn": 32, "k_boxes": 2}, 4096) == "k_boxes=2 with pingpong=1"
    assert wgmma.k_boxes_problem(K_BOXES, 192) == "k_boxes=4 over 3 K boxes (it takes 2 steps of 4, whole)"
    assert wgmma.k_boxes_problem(K_BOXES, 640) == "k_boxes=4 over 10 K boxes (it takes 2 steps of 4, whole)"
    assert wgmma.k_boxes_problem({**K_BOXES, "k_boxes": 2}, 640) is None
    with pytest.raises(ArtifactError, match="k_boxes=4 is a knob of form 7, not 6"):
        wgmma.kernel(decode, K_BOXES, 132, form=6)
    assert wgmma.valid(K_BOXES, 1, 1024, 4096) and wgmma.valid({**K_BOXES, "split_k": 2}, 1, 1024, 4096)
    assert not wgmma.valid({**K_BOXES, "split_k": 4}, 1, 1024, 1024)  # 4 steps of 4 boxes: not 2 a CTA of 4


def test_a_k_boxes_kernel_loads_its_boxes_in_one_stage_and_sums_their_accumulators():
    """Decode (one token, form 5's A box of 8 rows): a stage of 4 boxes of A (8 rows) and B (8 columns) behind one
    expect_tx of their bytes, 16 wgmma a step, box j's into accumulators 4j..4j+3, box j's loads at k + 64 j, 16 K
    steps of 256, the boxes' accumulators summed into the first's before the guarded stores; form 7 at k_boxes 1 is
    form 6's kernel."""
    decode = parse_shape(DECODE_NT)
    one = {**K_BOXES, "k_boxes": 1}
    assert wgmma.cuda_source(wgmma.kernel(decode, one, 132, form=7)) == wgmma.cuda_source(wgmma.kernel(decode, one, 132))
    kernel = wgmma.kernel(decode, K_BOXES, 132, form=7)
    assert kernel.grid == (128, 1, 1) and kernel.block == (256, 1, 1)
    assert kernel.dynamic_shared_bytes == wgmma.shared_bytes(8, 4, 64, 0, 4) == 4 * (64 + 8) * 64 * 2 * 4 + 4 * 16
    assert [p.tensormap.box_dims for p in kernel.params[:2]] == [(64, 8), (64, 8)]  # the boxes are form 6's
    source = wgmma.cuda_source(kernel)
    assert set(_expect_tx(source)) == {4 * (8 * 64 + 8 * 64) * 2}
    assert "float acc_ptr[16];" in source
    body = source.split("main_kernel(", 2)[-1]
    assert body.count("m64n8k16_f32_f16_f16_1_1_0_0(acc_ptr[") == 16 * 4  # 4 copies of the unrolled ring of 4 stages
    for j in range(4):
        assert body.count(f"m64n8k16_f32_f16_f16_1_1_0_0(acc_ptr[{4 * j}], acc_ptr[{4 * j + 1}]") == 16
        for i in range(4):
            if j:
                assert f"acc_ptr[{i}] = (acc_ptr[{i}] + acc_ptr[{4 * j + i}]);" in body
    assert "for (int r = 0; r < 4; ++r)" in body  # 16 steps of 256 K in rounds of the 4 stages
    assert set(_stores_guarded(source, "float")) == {True}


def test_a_record_of_form_7_replays_to_its_k_boxes_kernel(monkeypatch):
    from artifact.tuning.rebuild import scheduled_module
    from artifact.tuning.tune import TuneOptions, _check_options, _space_words

    monkeypatch.setattr(wgmma, "sm_count", lambda: 132)
    case = parse_shape(DECODE_NT)
    ctx = tune_context(case, population=16, space_generator=spaces.space_generator(case, "cuda", "wgmma",
                                                                                   wgmma_k_boxes=True))
    (space,) = ctx.generate_design_space()
    samples = [i for i in space.trace.insts if i.kind.name == "SampleCategorical"]
    assert [int(c) for c in samples[-1].attrs[0]] == [1, 2, 4]
    record = _record_json(_with_knobs(space.trace.simplified(remove_postproc=True), K_BOXES), ctx.mod)
    assert wgmma.form_of(record) == 7 and wgmma.knobs_of(record) == K_BOXES
    kernel = wgmma.kernel_of_module(scheduled_module(case, record))
    assert kernel.knobs == K_BOXES
    assert wgmma.cuda_source(kernel) == wgmma.cuda_source(wgmma.kernel(case, K_BOXES, 132, form=7))
    assert wgmma.written_form(True, True, True, True) == 7
    _check_options(TuneOptions(space="wgmma", wgmma_k_boxes=True))
    for opts, why in ((TuneOptions(space="auto", wgmma_k_boxes=True), "wgmma_k_boxes needs --space wgmma"),
                      (TuneOptions(space="wgmma", wgmma_k_boxes=True, wgmma_pingpong=False), "needs form 6's settings")):
        with pytest.raises(ArtifactError, match=why) as err:
            _check_options(opts)
        assert "\n" not in str(err.value)
    size = wgmma.space_size(case, False, True, True, True, True)
    assert _space_words(case, TuneOptions(space="wgmma", wgmma_k_boxes=True)) == \
        f"wgmma GEMM space of {size} configurations, "


def test_the_setting_wgmma_k_boxes_follows_wgmma_pingpong_where_unset_and_is_true_only_with_form_6s_settings():
    """wgmma_k_boxes unset (none) is as wgmma_pingpong (artifact.tuning.tune.wgmma_k_boxes): form 7, the default,
    where every setting is unset, and the form of the first false setting before it else; false: form 6's space;
    true with wgmma_pingpong resolved false, or with another space, is a one-line error, where unset or false passes
    everywhere; a child of --spread cases gets it as it is, unset too."""
    from artifact.tuning.options import TUNER_SETTINGS, default_of, profile_settings, profiles_text, setting_args
    from artifact.tuning.tune import (
        TuneOptions,
        _check_options,
        _space_words,
        wgmma_k_boxes,
        wgmma_pingpong,
        wgmma_ring,
        wgmma_short_a,
    )

    assert default_of("wgmma_k_boxes") is None and TuneOptions().wgmma_k_boxes is None
    assert "  wgmma_k_boxes=none: --space wgmma" in profiles_text()
    text = TUNER_SETTINGS["wgmma_k_boxes"]
    assert "where unset, as wgmma_pingpong (on by default: form 7 is the default form); false: form 6's kernels" in text
    assert "off by default" not in text and "form 7 is the default form" in TUNER_SETTINGS["wgmma_pingpong"]
    values = (None, True, False)
    forms = {}
    for ring, short, pp, kb in ((r, s, p, k) for r in values for s in values for p in values for k in values):
        opts = TuneOptions(space="wgmma", wgmma_ring=ring, wgmma_short_a=short, wgmma_pingpong=pp, wgmma_k_boxes=kb)
        assert wgmma_k_boxes(opts) is (wgmma_pingpong(opts) if kb is None else kb)
        forms[ring, short, pp, kb] = wgmma.written_form(wgmma_ring(opts), wgmma_short_a(opts), wgmma_pingpong(opts),
                                                        wgmma_k_boxes(opts))
    assert forms[None, None, None, None] == forms[True, True, True, None] == forms[None, None, None, True] == 7
    assert forms[None, None, None, False] == forms[True, True, True, False] == 6  # explicit false: form 6
    assert forms[None, None, False, None] == 5 and forms[None, False, None, None] == 4
    assert forms[False, None, None, None] == forms[False, None, None, False] == 3
    case = parse_shape(DECODE_NT)
    for settings, size in (({}, 93), ({"wgmma_k_boxes": True}, 93), ({"wgmma_k_boxes": False}, 45),
                           ({"wgmma_pingpong": False}, 45), ({"wgmma_ring": False}, 24)):
        assert _space_words(case, TuneOptions(space="wgmma", **settings)) == \
            f"wgmma GEMM space of {size} configurations, ", settings
    for space in ("auto", "template", "wgmma"):
        for kb in (None, False):
            _check_options(TuneOptions(space=space, wgmma_k_boxes=kb))
    _check_options(TuneOptions(space="wgmma", wgmma_k_boxes=True, wgmma_ring=True, wgmma_short_a=True))
    for before in ({"wgmma_pingpong": False}, {"wgmma_short_a": False}, {"wgmma_ring": False}):
        with pytest.raises(ArtifactError, match=r"^wgmma_k_boxes needs form 6's settings \(its kernels of form 7 are "
                           r"form 6's and the knob k_boxes\), got wgmma_ring, wgmma_short_a or wgmma_pingpong false$"
                           ) as err:
            _check_options(TuneOptions(space="wgmma", wgmma_k_boxes=True, **before))
        assert "\n" not in str(err.value)
    for space in ("auto", "template"):
        with pytest.raises(ArtifactError, match=f"^wgmma_k_boxes needs --space wgmma .*got --space {space}$") as err:
            _check_options(TuneOptions(space=space, wgmma_k_boxes=True))
        assert "\n" not in str(err.value)
    for opts in (TuneOptions(), TuneOptions(space="wgmma", wgmma_k_boxes=False),
                 TuneOptions(space="wgmma", wgmma_k_boxes=True)):
        args = setting_args(opts)
        assert f"wgmma_k_boxes={str(opts.wgmma_k_boxes).lower()}" in args
        child = TuneOptions(**{**profile_settings(None, args[1::2]), "space": opts.space})
        assert child.wgmma_k_boxes is opts.wgmma_k_boxes
        _check_options(child)


@pytest.mark.slow
@pytest.mark.parametrize("case_id", DECODE_TRACES)
def test_nvrtc_compiles_form_7s_k_boxes_kernels_of_the_decode_traces(case_id, nvrtc):
    """The k_boxes settings of the decode GEMMs of the shipped LLM traces (with split-K: each value of every other
    knob at least once with each k_boxes): NVRTC compiles each for sm_90a."""
    (case,) = [c for c in resolve_cases("llm-traces", "gemm") if c.case_id == case_id]
    offered = [s for s in wgmma.settings(case, True, True, True, True, True) if s["k_boxes"] > 1]
    if not offered:
        pytest.skip(f"{case_id}: no k_boxes above 1 in its space (tiles that leave SMs idle, 2 steps of 2 boxes)")
    uncovered, chosen = {(s["k_boxes"], k, v) for s in offered for k, v in s.items()}, []
    for knobs in offered:
        pairs = {(knobs["k_boxes"], k, v) for k, v in knobs.items()}
        if uncovered & pairs:
            chosen.append(knobs)
            uncovered -= pairs
    for knobs in chosen:
        assert nvrtc(wgmma.cuda_source(wgmma.kernel(case, knobs, 132, form=7)))[:4] == b"\x7fELF", knobs


# forms 6 and 7: sha256 of the CUDA source of a pingpong setting (Llama-7B's MLP gate/up) and of k_boxes settings
# (decode, one with split-K), computed on the commits that added them
PINNED_FORMS_6_7 = [
    (LLAMA_NT, PINGPONG, 6, "ff6b2b5df1929488e62caa2e9824b7eb3d4b10a368acdc3add592ec966733f51"),
    (DECODE_NT, K_BOXES, 7, "d788d5ad84b141eca147fbfd19455dfdfdd1a796f3c56ea3cd07ff213226bab6"),
    (DECODE_NT, {**K_BOXES, "bn": 16, "stages": 6, "split_k": 2, "k_boxes": 2}, 7,
     "902285a9805dc92e8104ad6c11eb5ffdf0c064148f206244c239748cdd58aa2a"),
]


@pytest.mark.parametrize("shape, knobs, form, digest", PINNED_FORMS_6_7)
def test_the_generated_kernels_of_forms_6_and_7_are_the_pinned_ones(shape, knobs, form, digest):
    assert _sha256(wgmma.cuda_source(wgmma.kernel(parse_shape(shape), knobs, 132, form=form))) == digest
