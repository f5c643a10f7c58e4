"""artifact.traces.opcall (a traced op to a call plan), the torch-free parts of artifact.traces.replay and
artifact.traces.profile, and that importing them needs no torch or transformers."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from artifact.errors import ArtifactError
from artifact.traces.opcall import (
    Binding,
    CallPlan,
    ScalarArg,
    SchemaArg,
    Skip,
    TensorArg,
    bind,
    dtype_name,
    parse_concrete,
    parse_op_name,
    plan_call,
    replayable,
    storage_elements,
)
from artifact.traces.profile import MODELS, ProfileSettings
from artifact.traces.replay import MAX_RUNS_PER_REPLAY, rotated_runs, rotation_copies, runs_per_replay, verify

ROOT = Path(__file__).resolve().parent.parent


def _entry(op: dict[str, Any] | None, name: str = "k", **extra: Any) -> dict[str, Any]:
    return {"name": name, "grid": [8, 1, 1], "block": [128, 1, 1], "mean_time_us": 10.0, "op": op, **extra}


ADDMM = {"name": "aten::addmm", "input_dims": [[1024], [512, 4096], [4096, 1024], [], []],
         "input_types": ["c10::Half", "c10::Half", "c10::Half", "Scalar", "Scalar"],
         "input_strides": [[1], [4096, 1], [1, 4096], [], []], "concrete_inputs": ["", "", "", "1", "1"]}


def test_op_names_and_overloads():
    assert parse_op_name("aten::addmm") == ("addmm", None)
    assert parse_op_name("aten::add.Tensor") == ("add", "Tensor")
    assert parse_op_name("aten::_softmax") == ("_softmax", None)
    for bad in ("addmm", "aten::", "aten::add.Tensor.x", "cudnn::conv", "aten::a-b"):
        with pytest.raises(ArtifactError):
            parse_op_name(bad)


def test_recorded_dtypes_map_to_torch_names():
    assert dtype_name("c10::Half") == "float16"
    assert dtype_name("float") == "float32"
    assert dtype_name("long int") == "int64"
    assert dtype_name("int") == "int32"
    assert dtype_name("c10::BFloat16") == "bfloat16"
    assert dtype_name("bool") == "bool"
    with pytest.raises(ArtifactError, match="unknown recorded tensor dtype"):
        dtype_name("Scalar")


def test_concrete_inputs():
    assert parse_concrete("1") == 1 and parse_concrete("0.5") == 0.5
    assert parse_concrete("False") is False and parse_concrete("") is None
    assert parse_concrete("[553, 1536]") == [553, 1536]
    assert parse_concrete("-inf") == -math.inf
    with pytest.raises(ArtifactError):
        parse_concrete("tanh")
    assert storage_elements([576, 1536], [1792, 1]) == 575 * 1792 + 1536
    assert storage_elements([4, 3], [0, 1]) == 3
    assert storage_elements([0, 3], [3, 1]) == 0


def test_addmm_plan_keeps_strides_dtypes_and_scalars():
    plan = plan_call(_entry(ADDMM))
    assert isinstance(plan, CallPlan)
    assert plan.qualified_name == "aten::addmm"
    assert plan.args[2] == TensorArg((4096, 1024), (1, 4096), "float16")
    assert plan.args[3:] == (ScalarArg(1), ScalarArg(1))
    assert plan.input_bytes == 2 * (1024 + 512 * 4096 + 4096 * 1024)


def _skip(op: dict[str, Any] | None, name: str = "k") -> str:
    result = plan_call(_entry(op, name))
    assert isinstance(result, Skip), result
    return result.reason


def test_unreplayable_entries_say_why():
    assert "no aten op" in _skip(None)
    assert "host" in _skip(ADDMM, name="Memcpy HtoD (Pageable -> Device)")
    assert "lacks Input Strides" in _skip({**ADDMM, "input_strides": None})
    assert "different lengths" in _skip({**ADDMM, "input_strides": ADDMM["input_strides"][:-1]})
    cat = {"name": "aten::cat", "input_dims": [[[2, 3], [2, 3]], []], "input_types": ["TensorList", "Scalar"],
           "input_strides": [[[3, 1], [3, 1]], []], "concrete_inputs": ["", "0"]}
    assert "TensorList" in _skip(cat)
    no_values = {**ADDMM, "concrete_inputs": None}
    assert "lacks" in _skip(no_values) and "Scalar" in _skip(no_values)
    assert "2 dims but 1 strides" in _skip({**ADDMM, "input_strides": [[1], [4096], [1, 4096], [], []]})
    assert "unknown recorded type" in _skip({**ADDMM, "input_types": ["c10::Half", "c10::Half", "Tensor?", "Scalar", "Scalar"]})
    gelu = {"name": "aten::gelu", "input_dims": [[4, 8], []], "input_types": ["c10::Half", ""],
            "input_strides": [[8, 1], []], "concrete_inputs": ["", "'tanh'"]}
    assert "untyped input" in _skip(gelu)
    factory = {"name": "aten::empty_strided", "input_dims": [[], []], "input_types": ["ScalarList", "ScalarList"],
               "input_strides": [[], []], "concrete_inputs": ["[2]", "[1]"]}
    assert "no tensor input" in _skip(factory)
    assert "not an aten op" in _skip({**ADDMM, "name": "cudnn_convolution"})


def test_optional_none_and_scalar_list_inputs():
    op = {"name": "aten::as_strided", "input_dims": [[576, 1536], [], [], [], []],
          "input_types": ["c10::BFloat16", "ScalarList", "ScalarList", "Scalar", ""],
          "input_strides": [[1792, 1], [], [], [], []], "concrete_inputs": ["", "[553, 1536]", "[1792, 1]", "0", ""]}
    plan = plan_call(_entry(op))
    assert isinstance(plan, CallPlan)
    assert plan.args[1:] == (ScalarArg([553, 1536]), ScalarArg([1792, 1]), ScalarArg(0), ScalarArg(None))


def test_replayable_splits_in_order():
    entries = [_entry(ADDMM, "a"), _entry(None, "b"), _entry(ADDMM, "c")]
    plans, skips = replayable(entries)
    assert [e["name"] for e, _ in plans] == ["a", "c"] and [e["name"] for e, _ in skips] == ["b"]


def test_runs_per_replay_bounds():
    assert runs_per_replay(1.0, 0) == MAX_RUNS_PER_REPLAY
    assert runs_per_replay(100.0, 0) == 2
    assert runs_per_replay(5000.0, 0) == 1
    assert runs_per_replay(1.0, 1024**3) == 2
    with pytest.raises(ArtifactError):
        runs_per_replay(0.0, 0)


def test_verify_by_name_and_launch():
    entry = _entry(ADDMM, "gemm")
    ran = [{"name": "gemm", "grid": [8, 1, 1], "block": [128, 1, 1], "count": 1}]
    assert verify(entry, ran).launch_matched
    other_grid = verify(entry, [{**ran[0], "grid": [4, 1, 1]}])
    assert other_grid.name_matched and not other_grid.launch_matched
    assert not verify(entry, [{**ran[0], "name": "other"}]).name_matched


def test_profile_settings_and_models():
    assert dict(MODELS["bloom-560m"].fields)["vocab_size"] == 250880
    assert MODELS["vicuna-7b"].config_kwargs()["intermediate_size"] == 11008
    ok = ProfileSettings("vicuna-7b", "decode", 128, 32)
    ok.check()
    assert ok.trace_name() == "vicuna-7b_decode_b1_p128-d32.trace.json"
    for bad in (ProfileSettings("gpt", "prefill", 8), ProfileSettings("bloom-560m", "train", 8),
                ProfileSettings("bloom-560m", "decode", 8), ProfileSettings("bloom-560m", "prefill", 8, 4),
                ProfileSettings("bloom-560m", "prefill", 0)):
        with pytest.raises(ArtifactError):
            bad.check()


def test_importing_the_modules_imports_no_torch():
    code = ("import sys; import artifact.traces.opcall, artifact.traces.replay, artifact.traces.profile; "
            "bad = [m for m in ('torch', 'transformers', 'numpy') if m in sys.modules]; print(bad); "
            "sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def _schema(*args: tuple[str, str, bool]) -> list[SchemaArg]:
    return [SchemaArg(*a) for a in args]


ADD_SCHEMAS = {
    "Tensor": _schema(("self", "Tensor", False), ("other", "Tensor", False), ("alpha", "Scalar", True)),
    "Scalar": _schema(("self", "Tensor", False), ("other", "Scalar", False), ("alpha", "Scalar", True)),
    "out": _schema(("self", "Tensor", False), ("other", "Tensor", False), ("alpha", "Scalar", True),
                   ("out", "Tensor(a!)", True)),
}


def _add(second_type: str, second_concrete: str) -> CallPlan:
    op = {"name": "aten::add", "input_dims": [[4, 8], [4, 8] if second_type != "Scalar" else [], []],
          "input_types": ["c10::Half", second_type, "Scalar"],
          "input_strides": [[8, 1], [8, 1] if second_type != "Scalar" else [], []],
          "concrete_inputs": ["", second_concrete, "1"]}
    plan = plan_call(_entry(op))
    assert isinstance(plan, CallPlan)
    return plan


def test_bind_picks_the_overload_the_inputs_fit_and_names_keyword_only_arguments():
    assert bind(_add("c10::Half", ""), ADD_SCHEMAS) == [Binding("Tensor", 2, ("alpha",))]
    assert bind(_add("Scalar", "2.5"), ADD_SCHEMAS) == [Binding("Scalar", 2, ("alpha",))]
    named = CallPlan("add", "Scalar", _add("c10::Half", "").args)
    assert bind(named, ADD_SCHEMAS) == []


def test_bind_optional_lists_and_enums():
    schemas = {"default": _schema(("self", "Tensor", False), ("dim", "int[1]?", False), ("keepdim", "bool", False),
                                  ("dtype", "ScalarType?", True))}
    op = {"name": "aten::sum", "input_dims": [[4, 8], [], [], []],
          "input_types": ["float", "ScalarList", "Scalar", ""], "input_strides": [[8, 1], [], [], []],
          "concrete_inputs": ["", "[1]", "False", ""]}
    plan = plan_call(_entry(op))
    assert isinstance(plan, CallPlan)
    assert bind(plan, schemas) == [Binding("default", 3, ("dtype",))]
    to = {"default": _schema(("self", "Tensor", False), ("dtype", "ScalarType", False))}
    cast = CallPlan("to", None, (TensorArg((2,), (1,), "float16"), ScalarArg(6)))
    assert bind(cast, to) == [Binding("default", 2, ())]
    assert bind(CallPlan("to", None, (TensorArg((2,), (1,), "float16"), ScalarArg(None))), to) == []


def test_rows_extracted_from_a_trace_are_planned(tmp_path: Path):
    """trace -> extract -> JSONL rows -> plans: the keys the extraction writes are the ones planned from."""
    from artifact.traces.trace import extract, write_jsonl

    cpu, gpu = {"pid": 1, "tid": 1}, {"pid": 0, "tid": 7}

    def x(cat: str, name: str, ts: float, dur: float, where: dict[str, int], **args: Any) -> dict[str, Any]:
        return {"ph": "X", "cat": cat, "name": name, "ts": ts, "dur": dur, **where, "args": args}

    shapes = {"Input Dims": ADDMM["input_dims"], "Input type": ADDMM["input_types"],
              "Input Strides": ADDMM["input_strides"], "Concrete Inputs": ADDMM["concrete_inputs"]}
    events = [
        x("cpu_op", "aten::addmm", 0, 30, cpu, **{"External id": 1, **shapes}),
        x("cuda_runtime", "cudaLaunchKernel", 5, 5, cpu, **{"External id": 1, "correlation": 10}),
        x("kernel", "sm90_xmma_gemm", 40, 20, gpu, correlation=10, device=0, stream=7, grid=[8, 1, 1],
          block=[128, 1, 1], **{"shared memory": 0, "registers per thread": 64}),
        x("cpu_op", "aten::copy_", 100, 30, cpu, **{"External id": 2}),
        x("cuda_runtime", "cudaMemcpyAsync", 105, 5, cpu, **{"External id": 2, "correlation": 11}),
        x("gpu_memcpy", "Memcpy HtoD (Pageable -> Device)", 140, 3, gpu, correlation=11, device=0, stream=7),
    ]
    trace = tmp_path / "t.json"
    trace.write_text(json.dumps({"traceEvents": events}))
    rows_path = tmp_path / "k.jsonl"
    write_jsonl(rows_path, extract(trace))
    rows = [json.loads(line) for line in rows_path.read_text().splitlines()]
    plans, skips = replayable(rows)
    assert [e["name"] for e, _ in plans] == ["sm90_xmma_gemm"]
    assert plans[0][1].args[1] == TensorArg((512, 4096), (4096, 1), "float16")
    assert [e["name"] for e, _ in skips] == ["Memcpy HtoD (Pageable -> Device)"]
    assert "host" in skips[0][1].reason


def test_bind_takes_scalars_typed_as_number():
    """torch's schema objects type a Scalar argument as NumberType, which prints as "number"."""
    printed = {name: [SchemaArg(a.name, a.type.replace("Scalar", "number"), a.kwarg_only) for a in args]
               for name, args in ADD_SCHEMAS.items()}
    assert bind(_add("c10::Half", ""), printed) == [Binding("Tensor", 2, ("alpha",))]
    assert bind(_add("Scalar", "2.5"), printed) == [Binding("Scalar", 2, ("alpha",))]
    fill = {"Scalar": _schema(("self", "Tensor(a!)", False), ("value", "number", False))}
    plan = CallPlan("fill_", None, (TensorArg((1, 33), (33, 1), "float32"), ScalarArg(1.0)))
    assert bind(plan, fill) == [Binding("Scalar", 2, ())]
    assert bind(CallPlan("fill_", None, (TensorArg((2,), (1,), "float32"), ScalarArg([1, 2]))), fill) == []


def test_rotation_copies_hold_three_l2s_within_the_bounds():
    l2 = 50 * 2**20  # an H100's 50 MB L2
    assert rotation_copies(32 * 2**20, l2) == 5  # a 4096x4096 fp16 weight: 5 x 32 MB >= 150 MB
    assert rotation_copies(200 * 2**20, l2) == 1  # one set already exceeds 3 L2s
    assert rotation_copies(4096, l2) == 64  # tiny inputs: capped
    assert rotation_copies(2 * 2**30, l2, memory_bytes=8 * 2**30) == 1  # 150 MB needs 1 set; 8 GB room
    assert rotation_copies(1 * 2**20, l2, memory_bytes=16 * 2**20) == 16  # the memory bound
    assert rotation_copies(0, l2) == 1  # no tensor input
    with pytest.raises(ArtifactError, match="L2 size"):
        rotation_copies(1, 0)


def test_rotated_runs_use_every_input_set_equally_within_the_bounds():
    assert rotated_runs(8, 5, 0) == (10, 5)  # 8 calls rounded up to two rounds of 5 sets
    assert rotated_runs(2, 5, 0) == (5, 5)  # at least one call per set
    assert rotated_runs(100, 64, 0) == (64, 64)  # at most MAX_RUNS_PER_REPLAY (100): one round of 64
    assert rotated_runs(100, 3, 0) == (99, 3)
    assert rotated_runs(40, 10, 1 * 2**30) == (2, 2)  # 1 GB outputs: 2 calls fit in 2 GB, so 2 sets
