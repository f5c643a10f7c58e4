"""artifact.layers.whole without a GPU: what one whole run is (OPT prefill: one decoder layer, counts over
64), the model and input built through a stand-in torch/torchvision (tests/fakes/fake_torch.py), the graph
and eager paths handing the right handles to the in-process library, the records written and resumed,
and whole against the sum of the layers from records."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from fakes import fake_torch

from artifact.errors import ArtifactError
from artifact.layers import whole
from artifact.layers.architectures import pipeline


@pytest.fixture
def torch_log(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    log: list[str] = []
    torch, tv = fake_torch.make(log)
    monkeypatch.setitem(sys.modules, "torch", torch)
    monkeypatch.setitem(sys.modules, "torchvision", tv)
    monkeypatch.setitem(sys.modules, "torchvision.models", tv.models)  # type: ignore[attr-defined]
    return log


def test_opt_prefill_whole_is_one_decoder_layer() -> None:
    full = pipeline("opt66b_prefill", seq_len=128)
    unit = whole.whole_unit(full)
    assert [p.count * 64 for p in unit.phases] == [p.count for p in full.phases]
    assert unit.count("linear") == 6 and unit.count("attention") == 1 and unit.count("elementwise", "add") == 2
    assert whole.describe(full)["unit"] == "one decoder layer"
    assert whole.describe(full)["input"] == [1, 128, 9216]
    cnn = pipeline("resnet18", batch=4)
    assert whole.whole_unit(cnn) is cnn
    assert whole.describe(cnn)["input"] == [4, 3, 224, 224]


@pytest.mark.parametrize("name", ["replknet31b", "opt66b_decode"])
def test_pipelines_without_a_whole_model_are_refused(name: str) -> None:
    with pytest.raises(ArtifactError, match="no whole model for pipeline"):
        whole.whole_unit(pipeline(name))


def test_build_takes_random_weights_in_eval_mode_on_the_gpu(torch_log: list[str]) -> None:
    model, (x,) = whole.build(pipeline("vit_b16", batch=2, dtype="fp32"))
    assert "get_model vit_b_16 weights=None" in torch_log and "vit_b_16.eval" in torch_log
    assert (model.device, model.dtype) == ("cuda", "float32")
    assert (x.shape, x.dtype, x.device) == ((2, 3, 224, 224), "float32", "cuda")


def test_graph_mode_captures_unrolled_forwards_and_measures_the_graph(torch_log, monkeypatch) -> None:
    seen: dict[str, Any] = {}

    def fake_measure_graph(handle, stream, runs, options, meta, point, cold_idle):
        seen.update(handle=handle, stream=stream, runs=runs, meta=meta, point=point)
        return {"id": point.point_id}

    monkeypatch.setattr(whole, "measure_graph", fake_measure_graph)
    record = whole.measure_whole(pipeline("resnet18"), "graph", unroll=4)
    assert record == {"id": "whole-graph"}
    assert (seen["handle"], seen["stream"], seen["runs"]) == (0xC0DE, 0, 4)
    assert seen["point"].kind == "whole-graph" and seen["point"].case_id == "resnet18"
    assert seen["point"].description["model"] == "torchvision.models.resnet18"
    assert seen["meta"]["unroll"] == "4"
    begin = torch_log.index("capture begin")
    forwards = [x for x in torch_log[begin:] if x.startswith("resnet18(")]
    assert len(forwards) == 4 and forwards[0] == "resnet18(1x3x224x224 float16 cuda)"


def test_eager_mode_hands_the_forward_to_the_library(torch_log, monkeypatch) -> None:
    seen: dict[str, Any] = {}

    def fake_measure_callable(fn, stream, runs, options, meta, point, cold_idle):
        before = len(torch_log)
        for _ in range(5):
            fn()
        seen.update(calls=len(torch_log) - before, stream=stream, runs=runs, point=point)
        return {"id": point.point_id}

    monkeypatch.setattr(whole, "measure_callable", fake_measure_callable)
    assert whole.measure_whole(pipeline("mobilenet_v3_small"), "eager") == {"id": "whole-eager"}
    assert seen["calls"] == 5 and seen["runs"] == 1 and seen["stream"] == 0
    assert seen["point"].kind == "whole-eager"
    assert "capture begin" not in torch_log  # eager: never captured
    with pytest.raises(ArtifactError, match="whole mode must be one of graph, eager"):
        whole.measure_whole(pipeline("resnet18"), "compiled")


def _record(rid: str, time_ms: float, energy_mj: float, cv: float = 0.01) -> dict[str, Any]:
    return {"id": rid, "time_per_launch_ms": time_ms, "time_cv": cv, "energy_per_launch_mj": energy_mj,
            "energy_above_hot_idle_per_launch_mj": energy_mj - 0.1 * time_ms, "energy_cv": cv,
            "idle": {"hot": {"power_w": 100.0}}}


def test_measure_wholes_writes_and_resumes(tmp_path: Path) -> None:
    pipe = pipeline("resnet18")
    calls: list[str] = []

    def fake(p, mode):
        calls.append(mode)
        return _record(f"whole-{mode}", 1.0, 200.0)

    paths = whole.measure_wholes(pipe, tmp_path, measure=fake, echo=lambda _: None)
    assert [p.name for p in paths] == ["whole-graph.json", "whole-eager.json"] and calls == ["graph", "eager"]
    assert json.loads(paths[0].read_text())["id"] == "whole-graph"
    whole.measure_wholes(pipe, tmp_path, measure=fake, echo=lambda _: None)
    assert calls == ["graph", "eager"]  # both recorded: skipped
    paths[1].write_text(json.dumps({"id": "conv2d-x"}))
    with pytest.raises(ArtifactError, match="is not a whole-eager record"):
        whole.measure_wholes(pipe, tmp_path, measure=fake, echo=lambda _: None)
    with pytest.raises(ArtifactError, match="returned a record of 'other'"):
        whole.measure_wholes(pipe, tmp_path / "b", measure=lambda p, m: {"id": "other"}, echo=lambda _: None)


def test_whole_against_the_sum_of_one_opt_decoder_layer() -> None:
    pipe = pipeline("opt66b_prefill", seq_len=64)
    unit = whole.whole_unit(pipe)
    layers = {p.layer.key: _record(p.layer.key, 0.1, 20.0) for p in pipe.phases}
    per_layer_time = sum(p.count * 0.1 for p in unit.phases)  # 1 + 3 + 1 + 1 + 2 + 1 + 1 + 1 + 1 = 12 calls
    assert per_layer_time == pytest.approx(1.2)
    cmp = whole.compare(pipe, layers, _record("whole-graph", 1.5, 270.0))
    assert cmp.time_ratio.mean == pytest.approx(1.5 / 1.2)
    assert cmp.energy_ratio.mean == pytest.approx(270.0 / 240.0)
    assert cmp.sum_latency_ms.mean == pytest.approx(1.2)


def test_a_model_with_tuned_convolutions_far_from_cudnns_output_is_not_measured() -> None:
    assert whole.check_tuned_output("resnet50_tuned", 3e-3) == 3e-3
    with pytest.raises(ArtifactError, match=r"differs from cuDNN's by 0\.97 \(relative L2\), more than 0\.1: a kernel "
                                            r"is wired wrong in the model; not measured"):
        whole.check_tuned_output("resnet50_tuned", 0.97)
    with pytest.raises(ArtifactError, match="gave NaN"):
        whole.check_tuned_output("resnet50_tuned", float("nan"))
