"""Extraction, call plans and overload binding on traces torch.profiler recorded on an H100 (BLOOM-560M
prefill of 128 tokens and decode of 8 tokens; torch 2.11.0+cu130, transformers 5.17.0), cut to their
first decoder layer and the LM head (tests/data/traces/make_fixture.py), against the aten schemas as
torch 2.11 prints them (tests/data/traces/dump_schemas.py)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from artifact.traces import run as tracerun
from artifact.traces.opcall import (
    ArgType,
    Binding,
    CallPlan,
    SchemaArg,
    Skip,
    TensorArg,
    TensorListArg,
    Unbindable,
    bind,
    list_dtype,
    parse_type,
    plan_call,
    plan_with_schemas,
)
from artifact.traces.replay import ReplayResult
from artifact.traces.trace import extract

DATA = Path(__file__).resolve().parent / "data" / "traces"
PREFILL = "bloom-560m_prefill_p128_layer0.trace.json.gz"
DECODE = "bloom-560m_decode_b1_p32-d8_layer0.trace.json.gz"


def _schemas() -> dict[str, dict[str, list[SchemaArg]]]:
    raw = json.loads((DATA / "aten_schemas_torch-2.11.json").read_text())
    assert raw["torch"].startswith("2.11")
    return {op: {o: [SchemaArg(*a) for a in args] for o, args in overloads.items()}
            for op, overloads in raw["schemas"].items()}


SCHEMAS = _schemas()


def _trace(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name.removesuffix(".gz")
    with gzip.open(DATA / name, "rt", encoding="utf-8") as f:
        path.write_text(f.read())
    return path


def _rows(tmp_path: Path, name: str) -> list[dict[str, Any]]:
    return [k.to_json() for k in extract(_trace(tmp_path, name)).kernels]


def _by_op(rows: list[dict[str, Any]], op: str, *types: str) -> dict[str, Any]:
    found = [r for r in rows if (r["op"] or {}).get("name") == op
             and (not types or r["op"]["input_types"][: len(types)] == list(types))]
    assert found, (op, types)
    return found[0]


def test_the_recorded_prefill_extracts_every_kernel_linked_to_its_op(tmp_path):
    ex = extract(_trace(tmp_path, PREFILL))
    s = ex.summary
    assert s["unique_kernels"] == 40 and s["gpu_events"] == 55  # the full trace's 40 unique kernels, all here
    assert s["linked_to_op"] == 55 and s["missing"] == {} and s["unreadable_events"] == 0
    lm_head = ex.kernels[0]  # the longest: the LM head's GEMM over the 250880-token vocabulary
    assert lm_head.name.startswith("nvjet_sm90") and lm_head.tier == "gemm" and lm_head.count == 1
    assert lm_head.op is not None and lm_head.op["name"] == "aten::mm"
    assert lm_head.op["input_dims"] == [[128, 1024], [1024, 250880]]
    addmm = _by_op([k.to_json() for k in ex.kernels], "aten::addmm")
    assert addmm["op"]["input_types"] == ["c10::Half", "c10::Half", "c10::Half", "Scalar", "Scalar"]
    assert addmm["op"]["concrete_inputs"] == ["", "", "", "1", "1"]


def test_real_schema_strings_parse():
    """What str(arg.type) gives in Python (annotation strings) and the schema's own spelling read alike."""
    assert parse_type("number") == parse_type("Scalar") == ArgType("Scalar")
    assert parse_type("Optional[number]") == ArgType("Scalar", optional=True)
    assert parse_type("int") == parse_type("ScalarType") == ArgType("int")
    assert parse_type("Optional[int]") == parse_type("ScalarType?") == ArgType("int", optional=True)
    assert parse_type("List[int]") == parse_type("int[]") == parse_type("SymInt[2]") == ArgType("int", is_list=True)
    assert parse_type("Optional[List[int]]") == parse_type("int[1]?") == ArgType("int", True, True)
    assert parse_type("List[Optional[Tensor]]") == parse_type("Tensor?[]") == ArgType("Tensor", False, True, True)
    assert parse_type("List[Tensor]") == parse_type("Tensor(a)[]") == ArgType("Tensor", is_list=True)
    assert parse_type("Tensor(a!)") == parse_type("Tensor") == ArgType("Tensor")
    assert parse_type("Optional[Device]") == ArgType("Device", optional=True)
    # the fixture holds torch's strings, not the schema's: no "Scalar", no "?"
    types = {a.type for overloads in SCHEMAS.values() for args in overloads.values() for a in args}
    assert "number" in types and "List[Optional[Tensor]]" in types and not any(t.endswith("?") for t in types)


def test_prefill_entries_are_planned_or_skipped_with_a_reason(tmp_path):
    rows = _rows(tmp_path, PREFILL)
    outcomes = {r["name"] + str(r["grid"]): plan_with_schemas(r, SCHEMAS) for r in rows}
    skipped = {k: o.reason for k, o in outcomes.items() if isinstance(o, Skip)}
    assert len(outcomes) - len(skipped) == 38  # of the prefill's 40 unique kernels
    reasons = sorted(skipped.values())
    assert reasons[0].startswith("Memcpy HtoD: a copy to or from the host")
    assert reasons[1].startswith("no overload of aten::index takes the recorded inputs: input 1 (indices: "
                                 "List[Optional[Tensor]] of Tensor) is a list of tensors that the trace records")


def _bound(row: dict[str, Any]) -> tuple[CallPlan, list[Binding]]:
    result = plan_with_schemas(row, SCHEMAS)
    assert not isinstance(result, Skip), result
    return result


def test_prefill_ops_bind_to_the_overloads_torch_declares(tmp_path):
    rows = _rows(tmp_path, PREFILL)
    plan, bindings = _bound(_by_op(rows, "aten::addmm"))
    assert bindings[0] == Binding("default", 3, ("beta", "alpha"))  # beta, alpha keyword-only ("number")
    _, bindings = _bound(_by_op(rows, "aten::arange"))
    assert bindings == [Binding("start_out", 3, ("out",))]
    _, bindings = _bound(_by_op(rows, "aten::gather"))
    assert bindings == [Binding("out", 3, ("sparse_grad", "out"))]
    _, bindings = _bound(_by_op(rows, "aten::native_layer_norm"))  # ScalarList -> List[int], eps -> float
    assert bindings == [Binding("default", 5, ())]
    _, bindings = _bound(_by_op(rows, "aten::cumsum"))  # dtype None -> Optional[int], keyword-only
    assert bindings == [Binding("default", 2, ("dtype",))]
    _, bindings = _bound(_by_op(rows, "aten::fill_", "float"))
    assert bindings == [Binding("Scalar", 2, ())]
    _, bindings = _bound(_by_op(rows, "aten::_softmax"))
    assert bindings == [Binding("default", 3, ())]


def test_wrapped_python_numbers_are_host_tensors_and_device_scalars_stay(tmp_path):
    rows = _rows(tmp_path, PREFILL)
    mul, _ = _bound(_by_op(rows, "aten::mul", "c10::Half", "double"))  # x * 0.5: AUnaryFunctor on the GPU
    assert mul.args[1] == TensorArg((), (), "float64", host=True)
    assert "AUnaryFunctor" in _by_op(rows, "aten::mul", "c10::Half", "double")["name"]
    add, bindings = _bound(_by_op(rows, "aten::add", "c10::Half", "long int"))  # 1 + x
    assert add.args[1].host and bindings[0].overload == "Tensor"  # type: ignore[union-attr]
    where, _ = _bound(_by_op(rows, "aten::where"))  # torch.where(mask, tensor(0.0, device), min): on the GPU
    assert [a.host for a in where.args if isinstance(a, TensorArg)] == [False, False, False]
    band, _ = _bound(_by_op(rows, "aten::bitwise_and"))  # a 0-dim bool mask made on the GPU
    assert not any(a.host for a in band.args if isinstance(a, TensorArg))
    fill, _ = _bound(_by_op(rows, "aten::fill_", "c10::Half"))  # a 0-dim tensor alone: the op's own, on the GPU
    assert fill.args[0] == TensorArg((), (), "float16")


def test_decode_cat_plans_its_tensor_list_and_index_is_skipped(tmp_path):
    rows = _rows(tmp_path, DECODE)
    assert len(rows) == 42
    cat_row = _by_op(rows, "aten::cat")
    assert "OpaqueType<2u>" in cat_row["name"]
    cat, bindings = _bound(cat_row)
    assert cat.args[0] == TensorListArg((TensorArg((1, 16, 32, 64), (32768, 2048, 64, 1), "float16"),
                                         TensorArg((1, 16, 1, 64), (3072, 192, 3072, 1), "float16")))
    assert bindings[0] == Binding("default", 2, ())
    assert cat.input_bytes == 2 * (16 * 32 * 64 + (15 * 192 + 63 + 1))
    outcomes = [plan_with_schemas(r, SCHEMAS) for r in rows]
    reasons = sorted(o.reason for o in outcomes if isinstance(o, Skip))
    assert len(reasons) == 2 and "aten::index" in reasons[1] and reasons[0].startswith("Memcpy HtoD")
    for op in ("aten::index_select", "aten::argmax"):
        _bound(_by_op(rows, op))
    dtod = next(r for r in rows if r["name"].startswith("Memcpy DtoD"))
    plan, _ = _bound(dtod)  # a device-to-device copy replays from its op
    assert plan.qualified_name == "aten::copy_"


def test_list_dtype_from_the_kernel_name():
    assert list_dtype("void f::CatArrayBatchedCopy<f::OpaqueType<4u>, unsigned int, 4, 64, 64>(...)") == "float32"
    assert list_dtype("void CatArrayBatchedCopy<c10::Half, unsigned int, 2>(c10::Half*)") == "float16"
    assert list_dtype("void at::native::vectorized_elementwise_kernel<8, ...>") is None
    cat = {"name": "aten::cat", "input_dims": [[[2, 3], [2, 3]], []], "input_types": ["TensorList", "Scalar"],
           "input_strides": [[[3, 1], [3, 1]], []], "concrete_inputs": ["", "0"]}
    skip = plan_call({"name": "void k<8>()", "op": cat})
    assert isinstance(skip, Skip) and "TensorList" in skip.reason and "declares none" in skip.reason
    bad = {**cat, "input_strides": [[[3, 1]], []]}
    skip = plan_call({"name": "void k<float>()", "op": bad})
    assert isinstance(skip, Skip) and "one dims and one strides list per tensor" in skip.reason


def test_bind_refuses_what_does_not_fit():
    index = SCHEMAS["index"]
    plan = CallPlan("index", None, (TensorArg((1, 4), (4, 1), "bool"),
                                    TensorListArg((TensorArg((4,), (1,), "int64"),))))
    assert [b.overload for b in bind(plan, index)] == ["Tensor", "Tensor_hacked_twin"]  # a list planned: binds
    mm = CallPlan("mm", "out", (TensorArg((2, 2), (2, 1), "float16"),) * 2)
    assert bind(mm, SCHEMAS["mm"]) == []


def test_a_recorded_run_replays_with_unbindable_entries_skipped(tmp_path):
    """profile (the recorded trace) -> replay: every entry gets a file; what no overload takes is skipped."""
    from artifact.traces.profile import ProfileResult, ProfileSettings
    from artifact.traces.replay import Verification

    settings = ProfileSettings(model="bloom-560m", phase="prefill", prompt_tokens=128)

    def profile(s: ProfileSettings, out_dir: Path) -> ProfileResult:
        out_dir.mkdir(parents=True, exist_ok=True)
        path = out_dir / s.trace_name()
        path.write_text(_trace(tmp_path, PREFILL).read_text())
        return ProfileResult(path, 21.1, 75.5, "eager", 559214592, {"torch": "2.11.0+cu130"})

    def replay(entry: dict[str, Any], plan: CallPlan) -> ReplayResult:  # the GPU side, from the schemas
        if not bind(plan, SCHEMAS[plan.op]):
            raise Unbindable(f"no overload of aten::{plan.op} takes the recorded inputs")
        kernels = [{"name": entry["name"], "grid": entry["grid"], "block": entry["block"], "count": 1,
                    "total_time_us": 1.0}]
        return ReplayResult(entry["name"], plan.qualified_name, Verification(kernels, True, True), 1)

    info = tracerun.profile_run(settings, tmp_path, profile=profile, echo=lambda s: None)
    tracerun.replay_run(info.dirs.root, replay_fn=replay, echo=lambda s: None)
    rows = tracerun.read_replays(info.dirs)
    statuses = [r["status"] for r in rows]
    assert len(rows) == 40 and statuses.count("verified") == 38 and statuses.count("skipped") == 2
    index = next(r for r in rows if r["op"] == "aten::index")
    assert index["status"] == "skipped" and index["reason"].startswith("no overload of aten::index")


def test_device_made_masks_swaps_the_eager_mask_and_puts_it_back(monkeypatch):
    """The graph variant's capture: transformers' eager mask (torch.tensor(0.0, device=cuda): a host copy)
    replaced by the boolean "sdpa" mask made additive with a zero made on the device, then restored."""
    import sys
    import types

    from artifact.traces.profile import device_made_masks

    calls: list[tuple[str, Any]] = []
    torch = types.ModuleType("torch")
    torch.float32, torch.float16 = "float32", "float16"  # type: ignore[attr-defined]
    torch.zeros = lambda shape, device, dtype: ("zeros", shape, device, dtype)  # type: ignore[attr-defined]
    torch.where = lambda mask, a, b: ("where", mask, a, b)  # type: ignore[attr-defined]
    torch.finfo = lambda dtype: types.SimpleNamespace(min=-65504.0)  # type: ignore[attr-defined]

    class Mask:
        device = "cuda:0"

    def sdpa(*args: Any, **kwargs: Any) -> Any:
        calls.append(("sdpa", kwargs))
        return None if kwargs.get("skip_all") else Mask()

    def eager(*args: Any, **kwargs: Any) -> Any:
        return "the host-copying mask"

    interface = {"eager": eager, "sdpa": sdpa}
    transformers = types.ModuleType("transformers")
    masking = types.ModuleType("transformers.masking_utils")
    masking.ALL_MASK_ATTENTION_FUNCTIONS = interface  # type: ignore[attr-defined]
    transformers.masking_utils = masking  # type: ignore[attr-defined]
    for name, module in (("torch", torch), ("transformers", transformers), ("transformers.masking_utils", masking)):
        monkeypatch.setitem(sys.modules, name, module)

    with device_made_masks():
        made = interface["eager"](batch_size=1, dtype="float16", allow_is_causal_skip=True)
        assert made[0] == "where" and made[2] == ("zeros", (), "cuda:0", "float16") and made[3] == -65504.0
        assert calls == [("sdpa", {"batch_size": 1, "allow_is_causal_skip": False})]
        assert interface["eager"](skip_all=True) is None
    assert interface["eager"] is eager
    try:
        with device_made_masks():
            raise RuntimeError("capture failed")
    except RuntimeError:
        pass
    assert interface["eager"] is eager
