"""Custom kernels and pipeline composition without a GPU: measure_kernel_iter through a stand-in torch
(setup once, ``iters`` launches captured, the record per launch), run_pipelines with injected
measurements (run directories, a log each, layers.csv, summary.csv across pipelines, resuming), and the
tables' numbers against sums worked out by hand."""

from __future__ import annotations

import csv
import sys
from pathlib import Path
from typing import Any

import pytest
from fakes import fake_torch

from artifact.errors import ArtifactError
from artifact.models import compose, custom
from artifact.models.pipelines import LayerSpec, Phase, Pipeline


def _record(rid: str, time_ms: float, power_w: float, cv: float = 0.004) -> dict[str, Any]:
    e = power_w * time_ms
    return {"id": rid, "time_per_launch_ms": time_ms, "time_cv": cv, "energy_per_launch_mj": e,
            "energy_above_hot_idle_per_launch_mj": e - 100.0 * time_ms, "energy_cv": cv,
            "idle": {"hot": {"power_w": 100.0}}, "workload": {"description": {"unit": "one inference"}}}


A = LayerSpec("linear", (4, 8, 16))
B = LayerSpec("elementwise", (64,), op="relu")
TOY = Pipeline("toy", "two layers", (Phase("fc", A, 3), Phase("act", B, 2)), (("batch", 4),))
TIMES = {A.key: (1.0, 300.0), B.key: (0.5, 200.0)}  # ms, W


def fake_layer(spec: LayerSpec) -> dict[str, Any]:
    t, p = TIMES[spec.key.replace("-fp32", "-fp16")]
    return _record(spec.key, t, p)


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open() as f:
        return list(csv.DictReader(f))


def test_run_pipelines_writes_logs_layer_tables_and_one_summary(tmp_path: Path) -> None:
    lines: list[str] = []
    summary = compose.run_pipelines([TOY, "resnet18"], tmp_path, measure=_resnet_or_toy, echo=lines.append)
    assert summary == tmp_path / "summary.csv"
    assert (tmp_path / "toy-fp16.log").read_text().startswith("[1/2] ")
    assert (tmp_path / "resnet18-fp16.log").is_file()
    rows = {r["pipeline"]: r for r in _rows(summary)}
    assert set(rows) == {"toy", "resnet18"}
    toy = rows["toy"]
    # sequential: 3 x 1 ms + 2 x 0.5 ms; energy 3 x 300 + 2 x 100 mJ; parallel period max(3, 1) ms, 2 stages
    assert float(toy["sequential_latency_ms"]) == pytest.approx(4.0)
    assert float(toy["sequential_energy_mj"]) == pytest.approx(1100.0)
    assert float(toy["parallel_latency_ms"]) == pytest.approx(6.0)
    assert float(toy["parallel_idle_energy_mj"]) == pytest.approx(2.0 * 100.0)  # act's device waits 2 ms at 100 W
    assert toy["parallel_bottleneck"] == "fc" and toy["whole_graph_time_ms"] == ""
    layers = _rows(tmp_path / "toy-fp16" / "layers.csv")
    assert [r["phase"] for r in layers] == ["fc", "act"]
    assert float(layers[0]["power_w"]) == pytest.approx(300.0)
    assert float(layers[0]["energy_share"]) == pytest.approx(900.0 / 1100.0)


def _resnet_or_toy(spec: LayerSpec) -> dict[str, Any]:
    return fake_layer(spec) if spec.key in TIMES else _record(spec.key, 0.01, 250.0)


def test_whole_records_join_the_summary_and_resume(tmp_path: Path) -> None:
    calls: list[str] = []

    def whole(pipe: Pipeline, mode: str) -> dict[str, Any]:
        calls.append(mode)
        return _record(f"whole-{mode}", 1.2 if mode == "graph" else 2.0, 250.0)

    compose.run_pipelines(["resnet18"], tmp_path, whole=True, measure=_resnet_or_toy, measure_whole=whole,
                          echo=lambda _: None)
    row = _rows(tmp_path / "summary.csv")[0]
    seq = float(row["sequential_latency_ms"])
    assert float(row["whole_graph_time_ratio"]) == pytest.approx(1.2 / seq, rel=1e-5)  # 6 digits in the CSV
    assert float(row["whole_eager_time_ms"]) == pytest.approx(2.0) and row["whole_unit"] == "one inference"
    compose.run_pipelines(["resnet18"], tmp_path, whole=True, measure=_fail, measure_whole=whole, echo=lambda _: None)
    assert calls == ["graph", "eager"]  # everything recorded: nothing measured again


def _fail(spec: LayerSpec) -> dict[str, Any]:
    raise AssertionError(f"{spec.key} measured again")


def test_an_interrupted_run_keeps_its_log_and_is_left_out_of_the_summary(tmp_path: Path) -> None:
    compose.run_pipelines([TOY], tmp_path, measure=fake_layer, echo=lambda _: None)

    def dies(spec: LayerSpec) -> dict[str, Any]:
        raise ArtifactError("device lost")

    with pytest.raises(ArtifactError, match="device lost"):
        compose.run_pipelines(["resnet18"], tmp_path, measure=dies, echo=lambda _: None)
    assert (tmp_path / "resnet18-fp16.log").read_text().startswith("[1/")  # the log of what it did
    lines: list[str] = []
    compose.write_summary(tmp_path, lines.append)
    assert [r["pipeline"] for r in _rows(tmp_path / "summary.csv")] == ["toy"]
    assert "resnet18-fp16: not in summary.csv" in lines[0]


def test_run_names_carry_options_and_dtype() -> None:
    from artifact.models.architectures import pipeline

    assert compose.run_name(pipeline("resnet50")) == "resnet50-fp16"
    assert compose.run_name(pipeline("resnet50", batch=8, dtype="fp32")) == "resnet50-b8-fp32"
    assert compose.run_name(pipeline("opt66b_decode", seq_len=512)) == "opt66b_decode-s512-fp16"
    assert compose.run_name(TOY) == "toy-fp16"
    with pytest.raises(ArtifactError, match="the same pipeline twice"):
        compose.run_pipelines([TOY, TOY], Path("unused"), measure=fake_layer)
    with pytest.raises(ArtifactError, match="no pipeline to run"):
        compose.run_pipelines([], Path("unused"))


def test_measure_kernel_iter_sets_up_once_and_captures_iters_launches(monkeypatch: pytest.MonkeyPatch) -> None:
    log: list[str] = []
    torch, tv = fake_torch.make(log)
    monkeypatch.setitem(sys.modules, "torch", torch)
    seen: dict[str, Any] = {}

    def fake_measure_graph(handle, stream, runs, options, meta, point, cold_idle):
        seen.update(handle=handle, runs=runs, meta=meta, point=point)
        return {"id": point.point_id}

    monkeypatch.setattr(custom, "measure_graph", fake_measure_graph)

    def setup() -> list[str]:
        log.append("setup")
        return ["buffers"]

    def launch(state: list[str]) -> None:
        log.append(f"launch {state[0]}")

    record = custom.measure_kernel_iter("add_relu", setup, launch, 7, flops=2.0, bytes_per_launch=6.0, dtype="float16")
    assert record == {"id": "add_relu"}
    assert log.count("setup") == 1 and log.index("setup") < log.index("launch buffers")
    begin = log.index("capture begin")
    assert log[begin:].count("launch buffers") == 7 and log[:begin].count("launch buffers") == 3  # 3 warm-up
    assert seen["runs"] == 7 and seen["handle"] == 0xC0DE and seen["meta"]["iters"] == "7"
    assert (seen["point"].kind, seen["point"].flops, seen["point"].bytes_per_launch) == ("custom", 2.0, 6.0)
    with pytest.raises(ArtifactError, match="iters must be >= 1"):
        custom.measure_kernel_iter("x", setup, launch, 0)
