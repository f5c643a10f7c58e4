"""Pipelines found by tracing a torch model (artifact.layers.traced, artifact.layers.tracer), without torch:
real torch.export graphs recorded as node records (tests/data/layers/, record_traces.py says how) mapped to
layers and compared with the hand-written pipelines, each mapping rule on small node records, and the
tracer's own steps (torchvision and user models, export, fallbacks, errors) on the stand-in torch."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from fakes import fake_torch

from artifact.errors import ArtifactError
from artifact.layers import tracer, whole
from artifact.layers.architectures import pipeline
from artifact.layers.compose import run_name, run_pipelines
from artifact.layers.pipelines import load, pipeline_from_dict
from artifact.layers.tables import summary_line, summary_row
from artifact.layers.traced import Layer, Skip, layer_of, not_replayed_lines, phase_name, pipeline_from_nodes, shares
from artifact.layers.wholereport import REPORT_MD

DATA = Path(__file__).parent / "data" / "layers"


def recording(name: str) -> dict[str, Any]:
    with gzip.open(DATA / f"{name}.nodes.json.gz", "rt", encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


def traced(name: str, dtype: str = "fp16") -> Any:
    data = recording(name)
    source = tracer.parse_source(data["source"])
    params = {"batch": data["batch"], **({"image": tracer.IMAGE} if source.is_torchvision else {})}
    return pipeline_from_nodes(data["nodes"], source.name, "recorded", dtype, params, data["source"])


def layers_of(pipe: Any) -> list[tuple[Any, ...]]:
    return [(p.layer.kind, p.layer.op, p.layer.shape, p.layer.dtype, p.count) for p in pipe.phases]


# --- real traces, recorded ------------------------------------------------------------------------------


def test_the_traced_resnet50_is_the_hand_written_one() -> None:
    t = traced("resnet50")
    assert layers_of(t.pipeline) == layers_of(load("resnet50"))
    assert t.pipeline.not_replayed == () and (t.nodes, t.no_gpu_work) == (175, 1)  # the flatten before fc
    names = [p.name for p in t.pipeline.phases]
    assert names[:5] == ["conv1", "bn1", "relu", "maxpool", "layer1.0.conv1"] and "layer1.0.add" in names


@pytest.mark.parametrize(("recorded", "shipped"), [("resnet18", "resnet18"), ("mobilenet_v3_small", "mobilenet_v3_small"),
                                                    ("efficientnet_b0", "efficientnet_b0"), ("vit_b_16", "vit_b16")])
def test_the_other_traced_torchvision_models_are_their_hand_written_pipelines(recorded: str, shipped: str) -> None:
    assert layers_of(traced(recorded).pipeline) == layers_of(pipeline(shipped))


def test_vit_lists_the_copies_and_the_class_token_concatenation_it_cannot_replay() -> None:
    pipe = traced("vit_b_16").pipeline
    ops = {n.op: n.count for n in pipe.not_replayed}
    assert ops == {"aten.cat.default": 1, "aten.contiguous.default": 12, "aten.reshape.default": 12}
    reshape = next(n for n in pipe.not_replayed if n.op == "aten.reshape.default")
    assert reshape.inputs == ((197, 1, 12, 64),) and reshape.output == (197, 768)
    assert reshape.bytes_per_call == 2 * 2 * 197 * 768 and reshape.reason == "a copy into contiguous memory"
    s = shares(pipe)
    assert 0.05 < s.bytes_share < 0.15 and s.flops_share == 0.0
    lines = not_replayed_lines(pipe)
    assert lines[0].startswith("torchvision.vit_b_16: not replayed: 25 calls of 3 operations")
    assert any("aten.contiguous.default x12" in line for line in lines)


def test_inception_keeps_its_asymmetric_convolutions_out_with_their_flops() -> None:
    pipe = traced("inception_v3").pipeline
    convs = [n for n in pipe.not_replayed if n.op == "aten.conv2d.default"]
    assert convs and all("differ between height and width" in n.reason for n in convs)
    assert {n.inputs[1][2:] for n in convs} <= {(1, 7), (7, 1), (1, 3), (3, 1)}
    assert 0.2 < shares(pipe).flops_share < 0.4  # the 1x7, 7x1, 1x3, 3x1 convolutions' share of the FLOPs


def test_swin_lists_its_matrix_products_softmax_and_window_shuffles() -> None:
    pipe = traced("swin_t").pipeline
    ops = {n.op.split(".")[1] for n in pipe.not_replayed}
    assert {"matmul", "softmax", "roll", "pad", "cat"} <= ops
    matmul = next(n for n in pipe.not_replayed if n.op == "aten.matmul.default")
    (a, b), out = matmul.inputs, matmul.output
    assert matmul.flops_per_call == 2.0 * a[-1] * (out[0] * out[1] * out[2] * out[3]) and b[-2] == a[-1]


def test_a_users_model_in_bf16_with_its_concatenation_listed() -> None:
    pipe = traced("my_model", "bf16").pipeline
    assert {p.layer.dtype for p in pipe.phases} == {"bf16"} and dict(pipe.params) == {"batch": 2}
    kinds = {p.layer.kind for p in pipe.phases}
    assert kinds == {"conv2d", "norm", "elementwise", "linear", "attention"}
    attention = next(p for p in pipe.phases if p.layer.kind == "attention")
    assert attention.layer.shape == (2, 4, 257, 257, 32, 0) and attention.name == "encoder.scaled_dot_product_attention"
    assert [(n.op, n.count) for n in pipe.not_replayed] == [("aten.cat.default", 1)] and len(pipe.phases) == 14
    relu = next(p for p in pipe.phases if p.layer.op == "relu")
    assert relu.count == 3  # the stem's and the residual block's two, one shape


def test_the_pipeline_json_keeps_source_and_what_is_not_replayed() -> None:
    pipe = traced("vit_b_16").pipeline
    data = pipe.to_dict()
    assert data["source"] == "torchvision:vit_b_16" and len(data["not_replayed"]) == 3
    assert pipeline_from_dict(json.loads(json.dumps(data))) == pipe
    assert "source" not in load("resnet50").to_dict() and "not_replayed" not in load("resnet50").to_dict()


# --- the mapping, rule by rule ---------------------------------------------------------------------------


def t(*shape: int, contiguous: bool = True, node: str = "x", dtype: str = "float32") -> dict[str, Any]:
    return {"node": node, "shape": list(shape), "dtype": dtype, "contiguous": contiguous}


def n(target: str, *args: Any, out: Any = None, module: str = "m", module_type: str = "my.Block", **kwargs: Any) -> dict[str, Any]:
    return {"name": "n", "target": target, "module": module, "module_type": module_type, "args": list(args),
            "kwargs": kwargs, "out": out}


def test_convolutions_map_or_say_why_not() -> None:
    x, w = t(1, 8, 32, 32), t(16, 8, 3, 3, node="w")
    assert layer_of(n("aten.conv2d.default", x, w, None, [2, 2], [1, 1], [1, 1], 1)) == \
        Layer("conv2d", (1, 32, 32, 8, 16, 3, 3, 2, 1, 1))
    assert layer_of(n("aten.conv2d.padding", x, w, None, [1, 1], "same")) == Layer("conv2d", (1, 32, 32, 8, 16, 3, 3, 1, 1, 1))
    assert "dilated" in layer_of(n("aten.conv2d.default", x, w, None, [1, 1], [2, 2], [2, 2], 1)).why  # type: ignore[union-attr]
    assert "transposed" in layer_of(n("aten.convolution.default", x, w, None, [1], [0], [1], True, [0], 1)).why  # type: ignore[union-attr]
    assert "differ" in layer_of(n("aten.conv2d.default", x, t(16, 8, 1, 7), None, [1, 1], [0, 3])).why  # type: ignore[union-attr]
    assert "3 dims" in layer_of(n("aten.conv2d.default", t(1, 8, 4, 4, 4), t(8, 8, 1, 1, 1))).why  # type: ignore[union-attr]


def test_attention_maps_without_a_mask_and_with_as_many_key_heads() -> None:
    q = t(2, 8, 16, 64)
    assert layer_of(n("aten.scaled_dot_product_attention.default", q, q, q, is_causal=True)) == \
        Layer("attention", (2, 8, 16, 16, 64, 1))
    assert "mask" in layer_of(n("aten.scaled_dot_product_attention.default", q, q, q, t(16, 16))).why  # type: ignore[union-attr]
    assert "grouped" in layer_of(n("aten.scaled_dot_product_attention.default", q, t(2, 2, 16, 64), t(2, 2, 16, 64))).why  # type: ignore[union-attr]
    assert "causal" in layer_of(n("aten.scaled_dot_product_attention.default", t(2, 8, 4, 64), q, q, None, 0.0, True)).why  # type: ignore[union-attr]


def test_elementwise_norms_linear_and_pooling() -> None:
    out = t(1, 64, 8, 8)
    assert layer_of(n("aten.relu_.default", out, out=out)) == Layer("elementwise", (4096,), "relu")
    assert layer_of(n("aten.hardtanh_.default", out, 0.0, 6.0, out=out)) == Layer("elementwise", (4096,), "relu6")
    assert layer_of(n("aten.hardtanh.default", out, -1.0, 1.0, out=out)).why.startswith("hardtanh between")  # type: ignore[union-attr]
    assert "tanh approximation" in layer_of(n("aten.gelu.default", out, approximate="tanh", out=out)).why  # type: ignore[union-attr]
    assert layer_of(n("aten.mul.Tensor", out, t(1, 64, 1, 1), out=out)) == Layer("elementwise", (4096,), "mul")
    assert "a number" in layer_of(n("aten.add.Tensor", out, 1.0, out=out)).why  # type: ignore[union-attr]
    assert layer_of(n("aten.layer_norm.default", t(2, 197, 768), [768])) == Layer("norm", (394, 768), "layernorm")
    assert layer_of(n("aten.batch_norm.default", out)) == Layer("norm", (1, 64, 8, 8), "batchnorm")
    assert layer_of(n("aten.linear.default", t(2, 197, 768), t(3072, 768))) == Layer("linear", (394, 768, 3072))
    assert layer_of(n("aten.addmm.default", t(10), t(4, 32), t(32, 10))) == Layer("linear", (4, 32, 10))
    pool = n("aten.max_pool2d.default", t(1, 64, 112, 112), [3, 3], [2, 2], [1, 1], out=t(1, 64, 56, 56))
    assert layer_of(pool) == Layer("pooling", (1, 64, 112, 112, 3, 2, 1), "max")
    ceil = n("aten.max_pool2d.default", t(1, 64, 112, 112), [3, 3], [2, 2], [0, 0], [1, 1], True, out=t(1, 64, 56, 56))
    assert "ceil mode" in layer_of(ceil).why  # type: ignore[union-attr]
    assert layer_of(n("aten.adaptive_avg_pool2d.default", t(1, 512, 7, 7), [1, 1])) == \
        Layer("pooling", (1, 512, 7, 7, 7, 7, 0), "avg")
    assert "global" in layer_of(n("aten.adaptive_avg_pool2d.default", t(1, 512, 7, 7), [6, 6])).why  # type: ignore[union-attr]
    assert layer_of(n("aten.mean.dim", t(1, 512, 7, 7), [-1, -2], True)) == Layer("pooling", (1, 512, 7, 7, 7, 7, 0), "avg")


def test_views_copies_and_casts() -> None:
    strided = t(197, 1, 12, 64, contiguous=False)
    assert layer_of(n("aten.view.default", strided)) == Skip()
    assert layer_of(n("aten.dropout.default", strided, 0.1, False)) == Skip()
    assert layer_of(n("operator.getitem", strided, 0)) == Skip()
    assert layer_of(n("aten.reshape.default", strided, [197, 768], view=False)).why == "a copy into contiguous memory"  # type: ignore[union-attr]
    assert layer_of({**n("aten.reshape.default", strided, [197, 768]), "view": True}) == Skip()
    assert layer_of(n("aten.contiguous.default", t(4, 4))) == Skip()  # contiguous already: no copy
    assert layer_of(n("aten.contiguous.default", strided)).why == "a copy into contiguous memory"  # type: ignore[union-attr]
    assert layer_of(n("aten.to.dtype", t(4), out=t(4, dtype="float16"))).why == "a conversion to another dtype"  # type: ignore[union-attr]
    assert layer_of(n("aten.to.dtype", t(4), out=t(4))) == Skip()
    assert layer_of(n("aten.cat.default", [t(1, 4), t(1, 4)])).why == "no layer kind runs cat"  # type: ignore[union-attr]


def test_phase_names_are_the_module_or_the_module_and_the_function() -> None:
    assert phase_name(n("aten.conv2d.default", module="layer1.0.conv1", module_type="torch.nn.modules.conv.Conv2d")) == \
        "layer1.0.conv1"
    assert phase_name(n("aten.add_.Tensor", module="layer1.0", module_type="torchvision.models.resnet.Bottleneck")) == \
        "layer1.0.add"
    assert phase_name(n("aten.linear.default", module="enc.attn",
                        module_type="torch.nn.modules.activation.MultiheadAttention")) == "enc.attn.linear"
    assert phase_name(n("aten.cat.default", module="", module_type="")) == "cat"


def test_a_graph_with_no_layer_and_a_bad_dtype_are_errors() -> None:
    with pytest.raises(ArtifactError, match="runs no operation that a layer kind replays"):
        pipeline_from_nodes([n("aten.view.default", t(4))], "p", "", "fp16", {}, "m:f")
    with pytest.raises(ArtifactError, match="unknown dtype"):
        pipeline_from_nodes([], "p", "", "int8", {}, "m:f")


# --- sources and the tracer on the stand-in torch -------------------------------------------------------


@pytest.mark.parametrize(("text", "why"), [("torchvision", "not a shipped pipeline"), ("a:", "not a shipped"),
                                           ("mod:1bad", "not a Python name"), ("my-mod:build", "neither a Python")])
def test_bad_sources_are_one_line(text: str, why: str) -> None:
    with pytest.raises(ArtifactError, match=why):
        tracer.parse_source(text)


def test_source_names() -> None:
    assert tracer.parse_source("torchvision:convnext_tiny").name == "torchvision.convnext_tiny"
    assert tracer.parse_source("examples/my_model.py:build").name == "my_model.build"
    assert tracer.parse_source("pkg.models:make").name == "pkg.models.make"


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Any:
    """The stand-in torch and torchvision, with the recorded graphs of resnet50 and vit_b_16."""
    log: list[str] = []
    graphs = {name: recording(name)["nodes"] for name in ("resnet50", "vit_b_16")}
    state: dict[str, Any] = {"log": log}

    def install(fails_on: tuple[str, ...] = ()) -> None:
        torch, tv = fake_torch.make(log, graphs, fails_on)
        monkeypatch.setitem(sys.modules, "torch", torch)
        monkeypatch.setitem(sys.modules, "torchvision", tv)
        monkeypatch.setitem(sys.modules, "torchvision.models", tv.models)  # type: ignore[attr-defined]
        state["torch"] = torch

    install()
    state["install"] = install
    return state


def test_graph_records_read_back_what_the_graph_holds(fake: Any) -> None:
    nodes = recording("vit_b_16")["nodes"]
    assert tracer.graph_records(fake["torch"], fake_torch.graph_from_records(nodes)) == nodes


def test_a_torchvision_model_is_traced_on_the_meta_device(fake: Any) -> None:
    result = tracer.trace(tracer.parse_source("torchvision:resnet50"), 1, "fp16")
    assert layers_of(result.pipeline) == layers_of(load("resnet50"))
    assert result.pipeline.name == "torchvision.resnet50" and result.pipeline.source == "torchvision:resnet50"
    assert dict(result.pipeline.params) == {"batch": 1, "image": 224}
    assert "get_model resnet50 weights=None" in fake["log"] and "device meta" in fake["log"]
    assert "export resnet50 strict=False on meta" in fake["log"]


def test_a_model_that_needs_real_tensors_is_traced_on_the_cpu(fake: Any) -> None:
    fake["install"](fails_on=("meta",))
    result = tracer.trace(tracer.parse_source("torchvision:resnet50"), 1, "bf16")
    assert {p.layer.dtype for p in result.pipeline.phases} == {"bf16"}
    assert [x for x in fake["log"] if x.startswith("export")] == ["export resnet50 strict=False on meta",
                                                                  "export resnet50 strict=False on cpu"]


def test_an_unknown_torchvision_model_names_the_close_ones(fake: Any) -> None:
    with pytest.raises(ArtifactError, match=r"no classification model 'resnet5' \(did you mean resnet50"):
        tracer.trace(tracer.parse_source("torchvision:resnet5"), 1, "fp16")


def test_an_export_failure_is_one_line(fake: Any) -> None:
    fake["install"](fails_on=("meta", "cpu"))
    with pytest.raises(ArtifactError, match=r"torch.export could not trace the model \(RuntimeError: Cannot copy"):
        tracer.trace(tracer.parse_source("torchvision:resnet50"), 1, "fp16")


USER = '''
import torch

class Net(torch.nn.Module):
    records = RECORDS

def build(batch=1):
    return Net(), torch.randn(batch, 3, 64, 64)

def no_batch():
    return Net(), (torch.randn(2, 3, 64, 64),)

def not_a_pair():
    return Net()

def not_a_module():
    return object(), torch.randn(1)

def fails():
    raise ValueError("no weights here")
'''


def test_a_users_function_is_traced_with_its_batch(fake: Any, tmp_path: Path) -> None:
    path = tmp_path / "mine.py"
    path.write_text(USER.replace("RECORDS", repr(recording("my_model")["nodes"])))
    result = tracer.trace(tracer.parse_source(f"{path}:build"), 2, "bf16")
    assert result.pipeline.name == "mine.build" and dict(result.pipeline.params) == {"batch": 2}
    assert layers_of(result.pipeline) == layers_of(traced("my_model", "bf16").pipeline)
    assert "input 2x3x64x64" in result.pipeline.description
    for fn, why in [("no_batch", "--batch 4 needs a function with a batch parameter"),
                    ("not_a_pair", r"must return \(model, example_input\)"), ("not_a_module", "not a torch.nn.Module"),
                    ("fails", "fails\\(\\) failed: ValueError: no weights here"), ("absent", "has no function absent")]:
        with pytest.raises(ArtifactError, match=why):
            tracer.trace(tracer.parse_source(f"{path}:{fn}"), 4 if fn == "no_batch" else 1, "fp16")
    with pytest.raises(ArtifactError, match="no file"):
        tracer.trace(tracer.parse_source(f"{tmp_path}/absent.py:build"), 1, "fp16")
    with pytest.raises(ArtifactError, match="cannot import no_such_module_here"):
        tracer.trace(tracer.parse_source("no_such_module_here:build"), 1, "fp16")


def test_the_whole_of_a_traced_model_is_its_source_on_the_gpu(fake: Any, tmp_path: Path) -> None:
    pipe = traced("resnet50").pipeline
    model, (x,) = whole.build(pipe)
    assert (model.device, model.dtype) == ("cuda", "float16") and (x.shape, x.dtype) == ((1, 3, 224, 224), "float16")
    assert "get_model resnet50 weights=None" in fake["log"] and "device cpu" in fake["log"]
    assert whole.describe(pipe) == {"model": "torchvision:resnet50", "unit": "one inference", "batch": 1,
                                    "dtype": "fp16", "traced": True, "input": [1, 3, 224, 224]}
    assert whole.whole_unit(pipe) is pipe


def _record(key: str, time_ms: float, power_w: float) -> dict[str, Any]:
    e = time_ms * power_w
    return {"id": key, "time_per_launch_ms": time_ms, "time_cv": 0.001, "energy_per_launch_mj": e,
            "energy_above_hot_idle_per_launch_mj": e - 60 * time_ms, "energy_cv": 0.002,
            "idle": {"hot": {"power_w": 60.0}}, "workload": {"math_mode": "fp16"}, "gpu": {"l2_bytes": 50e6}}


def test_a_traced_run_measures_its_whole_and_says_what_the_sum_leaves_out(tmp_path: Path) -> None:
    pipe = traced("vit_b_16").pipeline
    out, lines = tmp_path / "layers", []
    run_pipelines([pipe], out, whole=True, measure=lambda spec: _record(spec.key, 0.01, 300.0),
                  measure_whole=lambda p, m: _record(f"whole-{m}", 2.0 if m == "graph" else 8.0, 250.0),
                  echo=lines.append)
    assert run_name(pipe) == "torchvision.vit_b_16-fp16"
    row = summary_row(out / "torchvision.vit_b_16-fp16")
    assert (row["whole_graph_time_ms"], row["whole_eager_time_ms"]) == (2.0, 8.0)
    assert summary_line(row).startswith("torchvision.vit_b_16 (fp16): 10 unique layers, 124 calls; sum of the layers 1.240 ms")
    assert any("not replayed: 25 calls of 3 operations" in line for line in lines)
    report = (out / REPORT_MD).read_text()
    assert "**not in the sum**: 25 calls of operations no layer replays (cat, contiguous, reshape)" in report


def test_traced_run_names_carry_batch_and_dtype() -> None:
    pipe = traced("my_model", "bf16").pipeline
    assert run_name(pipe) == "my_model.build-b2-bf16"


# --- `artifact layers --pipeline torchvision:NAME | module:callable` -------------------------------------


def test_layers_command_traces_measures_and_prints_whole_against_sum(cli, fake_gpu, fake: Any, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from artifact.layers import cli as cli_layers
    from artifact.layers import compose
    from artifact.layers import plots as layer_plots
    from artifact.measure import torchgpu

    real_run = compose.run_pipelines

    def run(pipes, out, **kw):  # the measurements replaced, everything else as the command runs it
        kw.update(measure=lambda spec: _record(spec.key, 0.01, 300.0),
                  measure_whole=lambda p, m: _record(f"whole-{m}", 2.0 if m == "graph" else 8.0, 250.0))
        return real_run(pipes, out, **kw)

    monkeypatch.setattr(cli_layers, "_need_torch", lambda: None)
    monkeypatch.setattr(torchgpu, "use_gpu", lambda uuid: 0)
    monkeypatch.setattr(compose, "run_pipelines", run)
    monkeypatch.setattr(layer_plots, "plot_all", lambda out: [])
    r = cli("layers", "--pipeline", "torchvision:vit_b_16", "--whole", "--dtype", "bf16", "--results", tmp_path / "r")
    assert r.exit_code == 0, r.output
    out = r.output
    assert "torchvision:vit_b_16: 430 operations: 124 in 10 unique layers, 25 not replayed, 281 without GPU work" in out
    assert "torchvision.vit_b_16 (bf16): 10 unique layers, 124 calls; sum of the layers" in out
    assert "whole graph 2.000 ms, 500.0 mJ" in out and "whole eager 8.000 ms" in out
    assert "not in the sum: 25 calls of operations no layer replays (cat, contiguous, reshape)" in out
    saved = json.loads((tmp_path / "r" / "layers" / "torchvision.vit_b_16-bf16" / "pipeline.json").read_text())
    assert saved["source"] == "torchvision:vit_b_16" and {p["dtype"] for p in saved["phases"]} == {"bf16"}


@pytest.mark.parametrize(("arg", "why"), [("torchvision:", "not a shipped pipeline"), ("x-y:z", "neither a Python"),
                                          ("alexnet", "torchvision:NAME or module:callable")])
def test_layers_command_refuses_a_bad_pipeline_before_anything(cli, arg: str, why: str) -> None:
    r = cli("layers", "--pipeline", arg)
    assert r.exit_code == 2 and why in r.output


def test_module_paths_and_types_in_the_forms_torch_versions_write() -> None:
    assert tracer.module_path("L['self'].layer1[0].conv1") == "layer1.0.conv1" == tracer.module_path("layer1.0.conv1")
    assert tracer.module_path("L['self'].blocks['a'].fc") == "blocks.a.fc" and tracer.module_path("") == ""
    assert tracer.type_name(fake_torch.Model) == "fakes.fake_torch.Model" and tracer.type_name("a.B") == "a.B"
