"""artifact.layers.layer without torch or a GPU: the plan of each layer kind (torch op, argument
shapes), FLOPs and bytes per call, the record's point, and measure_pipeline's writing and resuming
with an injected measurement."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from artifact.errors import ArtifactError
from artifact.layers import layer as layers
from artifact.layers.compose import run_name
from artifact.layers.pipelines import PIPELINE_DIR, LayerSpec, Phase, Pipeline, load
from artifact.layout import LAYERS_DIR
from artifact.measure import torchgpu

ROOT = Path(__file__).resolve().parent.parent


def conv(*shape: int, dtype: str = "fp16") -> LayerSpec:
    return LayerSpec("conv2d", tuple(shape), dtype)


def test_importing_layers_does_not_import_torch() -> None:
    code = "import sys, artifact.layers.layer; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_conv_plan_shapes_and_flops() -> None:
    spec = conv(1, 224, 224, 3, 64, 7, 7, 2, 3, 1)  # ResNet stem
    lp = layers.plan(spec)
    assert lp.op == "torch.nn.functional.conv2d"
    assert [t.shape for t in lp.args] == [(1, 3, 224, 224), (64, 3, 7, 7)]
    assert lp.output == (1, 64, 112, 112)
    assert dict(lp.kwargs) == {"stride": 2, "padding": 3, "groups": 1}
    assert layers.flops(spec) == 2.0 * 64 * 112 * 112 * 3 * 49
    assert layers.bytes_per_call(spec) == 2.0 * (3 * 224 * 224 + 64 * 3 * 49 + 64 * 112 * 112)


def test_depthwise_conv_uses_groups() -> None:
    spec = conv(1, 56, 56, 96, 96, 3, 3, 2, 1, 96)
    lp = layers.plan(spec)
    assert lp.args[1].shape == (96, 1, 3, 3)
    assert lp.kwargs["groups"] == 96
    assert lp.output == (1, 96, 28, 28)
    assert layers.flops(spec) == 2.0 * 96 * 28 * 28 * 1 * 9


@pytest.mark.parametrize("shape", [(1, 8, 8, 6, 4, 3, 3, 1, 1, 4), (1, 2, 2, 4, 4, 5, 5, 1, 0, 1)])
def test_conv_that_cannot_run_is_a_clear_error(shape: tuple[int, ...]) -> None:
    with pytest.raises(ArtifactError, match="conv2d-"):
        layers.plan(conv(*shape))


def test_linear_weight_is_out_by_in_with_bias() -> None:
    spec = LayerSpec("linear", (2048, 9216, 36864), "fp32")
    lp = layers.plan(spec)
    assert lp.op == "torch.nn.functional.linear"
    assert [t.shape for t in lp.args] == [(2048, 9216), (36864, 9216), (36864,)]
    assert lp.output == (2048, 36864)
    assert layers.flops(spec) == 2.0 * 2048 * 9216 * 36864
    assert layers.bytes_per_call(spec) == 4.0 * (2048 * 9216 + 36864 * 9216 + 36864 + 2048 * 36864)


def test_attention_prefill_is_causal_and_counts_attended_pairs() -> None:
    spec = LayerSpec("attention", (1, 72, 2048, 2048, 128, 1))
    lp = layers.plan(spec)
    assert lp.op == "torch.nn.functional.scaled_dot_product_attention"
    assert [t.shape for t in lp.args] == [(1, 72, 2048, 128)] * 3
    assert lp.kwargs == {"is_causal": True}
    assert layers.flops(spec) == 4.0 * 72 * 128 * (2048 * 2049 // 2)
    dense = LayerSpec("attention", (1, 72, 2048, 2048, 128, 0))
    assert layers.flops(dense) == 4.0 * 72 * 128 * 2048 * 2048


def test_attention_decode_masks_nothing() -> None:
    for causal in (0, 1):
        spec = LayerSpec("attention", (1, 72, 1, 2048, 128, causal))
        lp = layers.plan(spec)
        assert [t.shape for t in lp.args] == [(1, 72, 1, 128), (1, 72, 2048, 128), (1, 72, 2048, 128)]
        assert lp.kwargs == {"is_causal": False}
        assert layers.flops(spec) == 4.0 * 72 * 128 * 2048


def test_causal_attention_with_a_misaligned_mask_is_refused() -> None:
    with pytest.raises(ArtifactError, match="causal mask"):
        layers.plan(LayerSpec("attention", (1, 8, 16, 64, 64, 1)))


def test_norms() -> None:
    bn = layers.plan(LayerSpec("norm", (1, 64, 56, 56), op="batchnorm"))
    assert bn.op == "torch.nn.functional.batch_norm"
    assert [(t.name, t.shape, t.fill) for t in bn.args] == [
        ("input", (1, 64, 56, 56), "normal"), ("running_mean", (64,), "normal"),
        ("running_var", (64,), "positive"), ("weight", (64,), "normal"), ("bias", (64,), "normal")]
    assert bn.kwargs == {"training": False}
    ln = layers.plan(LayerSpec("norm", (197, 768), op="layernorm"))
    assert ln.op == "torch.nn.functional.layer_norm"
    assert [t.shape for t in ln.args] == [(197, 768)]
    assert ln.kwargs == {"normalized_shape": (768,)}
    assert [(t.name, t.shape) for t in ln.tensor_kwargs] == [("weight", (768,)), ("bias", (768,))]
    assert layers.flops(LayerSpec("norm", (197, 768), op="layernorm")) is None
    with pytest.raises(ArtifactError, match="batchnorm needs"):
        layers.plan(LayerSpec("norm", (64,), op="batchnorm"))


@pytest.mark.parametrize(("op", "name", "arity"), [
    ("relu", "torch.nn.functional.relu", 1), ("gelu", "torch.nn.functional.gelu", 1),
    ("silu", "torch.nn.functional.silu", 1), ("hardswish", "torch.nn.functional.hardswish", 1),
    ("hardsigmoid", "torch.nn.functional.hardsigmoid", 1), ("sigmoid", "torch.sigmoid", 1),
    ("add", "torch.add", 2), ("mul", "torch.mul", 2)])
def test_elementwise_ops(op: str, name: str, arity: int) -> None:
    spec = LayerSpec("elementwise", (1000,), op=op)
    lp = layers.plan(spec)
    assert lp.op == name
    assert [t.shape for t in lp.args] == [(1000,)] * arity
    assert layers.flops(spec) == (1000.0 if arity == 2 else None)
    assert layers.bytes_per_call(spec) == 2.0 * 1000 * (arity + 1)


def test_pooling() -> None:
    spec = LayerSpec("pooling", (1, 64, 112, 112, 3, 2, 1), op="max")
    lp = layers.plan(spec)
    assert lp.op == "torch.nn.functional.max_pool2d"
    assert lp.output == (1, 64, 56, 56)
    assert lp.kwargs == {"kernel_size": 3, "stride": 2, "padding": 1}
    assert layers.flops(spec) == 64.0 * 56 * 56 * 9
    gap_spec = LayerSpec("pooling", (1, 2048, 7, 7, 7, 7, 0), op="avg")
    gap = layers.plan(gap_spec)  # global average pooling: as the models run it (AdaptiveAvgPool2d(1))
    assert gap.op == "torch.nn.functional.adaptive_avg_pool2d"
    assert gap.kwargs == {"output_size": 1} and gap.output == (1, 2048, 1, 1)
    assert layers.flops(gap_spec) == 2048.0 * 49
    for not_global in ((1, 64, 8, 8, 8, 1, 0), (1, 64, 8, 8, 4, 4, 0), (1, 64, 8, 8, 8, 8, 1)):
        spec = LayerSpec("pooling", not_global, op="avg")
        assert layers.plan(spec).op == "torch.nn.functional.avg_pool2d", not_global
    assert layers.plan(LayerSpec("pooling", (1, 64, 8, 8, 8, 8, 0), op="max")).op == "torch.nn.functional.max_pool2d"


def test_every_global_pool_of_the_shipped_cnns_runs_as_the_models_do() -> None:
    pools = [s for name in ("resnet18", "resnet50", "mobilenet_v3_small", "efficientnet_b0", "replknet31b")
             for s in load(name).layers if s.kind == "pooling" and s.op == "avg"]
    assert len(pools) > 10  # the final pools and every squeeze-and-excitation pool
    assert {layers.plan(s).op for s in pools} == {layers.GLOBAL_POOL_OP}


def test_every_shipped_layer_has_a_plan() -> None:
    names = sorted(p.stem for p in PIPELINE_DIR.glob("*.json"))
    assert len(names) == 8
    for name in names:
        for spec in load(name).layers:
            lp = layers.plan(spec)
            assert all(v >= 1 for t in lp.tensors for v in t.shape), spec.key
            assert layers.bytes_per_call(spec) > 0


def test_graph_point_names_the_layer() -> None:
    spec = LayerSpec("linear", (1, 512, 1000), "fp32")
    point = layers.graph_point(spec, pipeline="resnet18", tf32=True)
    assert point.point_id == spec.key
    assert point.case_id == "resnet18"
    assert point.kind == "linear"
    assert point.math_mode == "tf32"
    assert point.input_dtype == point.output_dtype == "float32"
    assert point.flops == 2.0 * 512 * 1000
    assert point.description == {"kind": "linear", "shape": [1, 512, 1000], "dtype": "fp32",
                                 "torch_op": "torch.nn.functional.linear"}
    assert layers.graph_point(LayerSpec("linear", (1, 2, 3), "fp16"), tf32=True).math_mode == "fp16"


def test_graph_exec_handle_reads_raw_cuda_graph_exec() -> None:
    class Graph:
        def __init__(self, handle: int) -> None:
            self.handle = handle

        def raw_cuda_graph_exec(self) -> int:
            return self.handle

    assert torchgpu.graph_exec_handle(Graph(0xBEEF)) == 0xBEEF
    with pytest.raises(ArtifactError, match="null"):
        torchgpu.graph_exec_handle(Graph(0))
    with pytest.raises(ArtifactError, match="raw_cuda_graph_exec"):
        torchgpu.graph_exec_handle(object())


def test_measuring_without_torch_is_a_clear_error() -> None:
    if "torch" in sys.modules or _has_torch():
        pytest.skip("torch is installed here")
    with pytest.raises(ArtifactError, match="needs PyTorch"):
        layers.measure_layer(LayerSpec("linear", (1, 2, 3)))


def _has_torch() -> bool:
    import importlib.util
    return importlib.util.find_spec("torch") is not None


# --- measure_pipeline with a fake measurement --------------------------------------------------------


def _pipeline() -> Pipeline:
    a = LayerSpec("linear", (4, 8, 16))
    b = LayerSpec("elementwise", (64,), op="relu")
    c = LayerSpec("linear", (4, 16, 8))
    return Pipeline("tiny", "a test pipeline", (Phase("fc1", a, 2), Phase("act", b, 2), Phase("fc2", c, 1)),
                    (("batch", 4),))


class FakeMeasure:
    def __init__(self, fail_on: str = "") -> None:
        self.calls: list[str] = []
        self.fail_on = fail_on

    def __call__(self, spec: LayerSpec) -> dict[str, Any]:
        if spec.key == self.fail_on:
            raise ArtifactError(f"device failed on {spec.key}")
        self.calls.append(spec.key)
        return {"id": spec.key, "time_per_launch_ms": 0.01 * (len(self.calls))}


def test_measure_pipeline_writes_one_record_per_unique_layer(tmp_path: Path) -> None:
    pipe = _pipeline()
    out = tmp_path / LAYERS_DIR / run_name(pipe)  # <results>/layers/<run>/, e.g. toy-fp16
    fake = FakeMeasure()
    paths = layers.measure_pipeline(pipe, out, measure=fake, echo=lambda _: None)
    assert fake.calls == [s.key for s in pipe.layers]
    assert paths == [out / f"{s.key}.json" for s in pipe.layers]
    assert json.loads(paths[0].read_text())["id"] == pipe.layers[0].key
    assert json.loads((out / "pipeline.json").read_text()) == pipe.to_dict()
    assert not list(out.glob(".*.tmp"))


def test_measure_pipeline_resumes_after_a_failure(tmp_path: Path) -> None:
    pipe = _pipeline()
    out = tmp_path / "run"
    failing = FakeMeasure(fail_on=pipe.layers[1].key)
    with pytest.raises(ArtifactError, match="device failed"):
        layers.measure_pipeline(pipe, out, measure=failing, echo=lambda _: None)
    assert failing.calls == [pipe.layers[0].key]
    first = (out / f"{pipe.layers[0].key}.json").read_text()
    assert not (out / f"{pipe.layers[1].key}.json").exists()
    again = FakeMeasure()
    lines: list[str] = []
    layers.measure_pipeline(pipe, out, measure=again, echo=lines.append)
    assert again.calls == [s.key for s in pipe.layers[1:]]  # the recorded layer is skipped
    assert (out / f"{pipe.layers[0].key}.json").read_text() == first
    assert "skipped" in lines[0]
    third = FakeMeasure()
    layers.measure_pipeline(pipe, out, measure=third, echo=lambda _: None)
    assert third.calls == []


def test_a_record_of_another_torch_call_is_set_aside_and_measured_again(tmp_path: Path) -> None:
    gap = LayerSpec("pooling", (1, 32, 8, 8, 8, 8, 0), op="avg")
    pipe = Pipeline("pooled", "a test pipeline", (Phase("fc1", LayerSpec("linear", (4, 8, 16)), 1), Phase("pool", gap, 1)),
                    (("batch", 1),))
    out = tmp_path / "pooled-fp16"
    layers.describe_run(pipe, out)
    old_gap = {"id": gap.key, "meta": {"torch_op": "torch.nn.functional.avg_pool2d"}}
    fc1 = pipe.layers[0]
    (out / f"{gap.key}.json").write_text(json.dumps(old_gap))
    (out / f"{fc1.key}.json").write_text(json.dumps({"id": fc1.key, "meta": {"torch_op": layers.plan(fc1).op}}))
    assert layers.is_stale(old_gap, gap) and not layers.usable_record(out / f"{gap.key}.json", gap)
    assert not layers.is_stale({"id": gap.key, "meta": {"implementation": "tuned", "kernel": "x"}}, gap)
    assert not layers.is_stale({"id": gap.key}, gap)  # a record that does not say is kept
    fake, lines = FakeMeasure(), []
    layers.measure_pipeline(pipe, out, measure=fake, echo=lines.append)
    assert fake.calls == [gap.key]  # the linear layer's record kept, the pool measured again
    assert json.loads((out / "stale" / f"{gap.key}.json").read_text()) == old_gap  # kept as evidence
    assert "set aside into pooled-fp16/stale/" in lines[0]
    assert json.loads((out / f"{gap.key}.json").read_text())["id"] == gap.key


def test_measure_pipeline_in_fp32_converts_every_layer(tmp_path: Path) -> None:
    fake = FakeMeasure()
    layers.measure_pipeline(_pipeline(), tmp_path, dtype="fp32", measure=fake, echo=lambda _: None)
    assert fake.calls and all(k.endswith("-fp32") for k in fake.calls)


def test_measure_pipeline_refuses_another_pipelines_directory(tmp_path: Path) -> None:
    layers.measure_pipeline(_pipeline(), tmp_path, measure=FakeMeasure(), echo=lambda _: None)
    with pytest.raises(ArtifactError, match="another pipeline"):
        layers.measure_pipeline(_pipeline(), tmp_path, dtype="fp32", measure=FakeMeasure(), echo=lambda _: None)


def test_a_foreign_file_in_place_of_a_record_is_an_error(tmp_path: Path) -> None:
    pipe = _pipeline()
    layers.measure_pipeline(pipe, tmp_path, measure=FakeMeasure(), echo=lambda _: None)
    (tmp_path / f"{pipe.layers[2].key}.json").write_text(json.dumps({"id": "something else"}))
    with pytest.raises(ArtifactError, match="is not the record of"):
        layers.measure_pipeline(pipe, tmp_path, measure=FakeMeasure(), echo=lambda _: None)


def test_a_measurement_of_the_wrong_layer_is_not_written(tmp_path: Path) -> None:
    pipe = _pipeline()
    with pytest.raises(ArtifactError, match="returned a record of"):
        layers.measure_pipeline(pipe, tmp_path, measure=lambda spec: {"id": "other"}, echo=lambda _: None)
    assert not (tmp_path / f"{pipe.layers[0].key}.json").exists()


def test_a_bad_layer_is_refused_before_anything_is_measured(tmp_path: Path) -> None:
    bad = Pipeline("bad", "", (Phase("fc", LayerSpec("linear", (1, 2, 3)), 1),
                               Phase("att", LayerSpec("attention", (1, 8, 16, 64, 64, 1)), 1)))
    fake = FakeMeasure()
    with pytest.raises(ArtifactError, match="causal mask"):
        layers.measure_pipeline(bad, tmp_path, measure=fake, echo=lambda _: None)
    assert fake.calls == []
    assert not (tmp_path / "pipeline.json").exists()


def test_use_gpu_picks_torchs_device_by_nvml_uuid(monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    from artifact.measure import torchgpu as layers_mod

    chosen: list[int] = []
    cuda = types.SimpleNamespace(
        is_available=lambda: True, device_count=lambda: 2, set_device=chosen.append,
        get_device_properties=lambda i: types.SimpleNamespace(uuid=["aaaa-1", "bbbb-2"][i]))
    monkeypatch.setitem(sys.modules, "torch", types.SimpleNamespace(cuda=cuda))
    assert layers_mod.use_gpu("GPU-BBBB-2") == 1 and chosen == [1]
    with pytest.raises(ArtifactError, match="GPU GPU-cccc is not visible to PyTorch .*aaaa-1, bbbb-2"):
        layers_mod.use_gpu("GPU-cccc")
