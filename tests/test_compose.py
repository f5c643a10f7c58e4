"""Custom kernels and pipeline composition without a GPU: measure_kernel_iter through a stand-in torch
(setup once, ``iters`` launches captured, the record per launch), run_pipelines with injected
measurements (run directories, a log each, layers.csv, summary.csv across pipelines, resuming), and the
tables' numbers against sums worked out by hand."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from fakes import fake_torch

from artifact.errors import ArtifactError
from artifact.layers import compose, custom
from artifact.layers.pipelines import LayerSpec, Phase, Pipeline


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
    from artifact.layers.architectures import pipeline

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


def _torch_record(spec: LayerSpec, mode: str, unroll: int = 100) -> dict[str, Any]:
    rec = _resnet_or_toy(spec) if spec.dtype == "fp16" else fake_layer(spec)
    rec.update(workload={"math_mode": mode}, meta={"unroll": str(unroll)}, case_id="elsewhere")
    return rec


C = LayerSpec("elementwise", (64,), op="add")
TOY2 = Pipeline("toy2", "shares act with toy", (Phase("sum", C, 1), Phase("act", B, 4)), (("batch", 4),))
TIMES[C.key] = (0.25, 150.0)


def test_one_cold_idle_per_call_shared_by_layers_and_wholes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    idles: list[Any] = []
    seen: list[tuple[str, Any]] = []

    def fake_idle(options: Any) -> dict[str, Any]:
        idles.append(options)
        return {"power_w": 60.0 + len(idles)}

    def fake_measure_layer(spec: LayerSpec, unroll: int, options: Any, pipeline: str, tf32: bool,
                           cold_idle: Any, preset: str, memory_format: str = "") -> dict[str, Any]:
        assert (preset, options.settings) == ("default", {})
        seen.append((spec.key, cold_idle))
        return _torch_record(spec, "fp16", unroll)

    def fake_measure_whole(pipe: Pipeline, mode: str, unroll: int, options: Any, tf32: bool, cold_idle: Any,
                           kernels: Any = None):
        seen.append((f"whole-{mode}", cold_idle))
        return _record(f"whole-{mode}", 1.0, 250.0)

    monkeypatch.setattr(compose, "measure_idle", fake_idle)
    monkeypatch.setattr(compose, "measure_layer", fake_measure_layer)
    monkeypatch.setattr(compose, "measure_whole", fake_measure_whole)
    compose.run_pipelines([TOY, "resnet18"], tmp_path, whole=True, echo=lambda _: None)
    assert len(idles) == 1 and len(seen) > 20
    assert all(idle == {"power_w": 61.0} for _, idle in seen)
    compose.run_pipelines([TOY, "resnet18"], tmp_path, whole=True, echo=lambda _: None)
    assert len(idles) == 1  # everything recorded: no idle measured for nothing


def test_layers_measured_in_one_run_are_shared_with_the_next(tmp_path: Path) -> None:
    measured: list[str] = []

    def measure(spec: LayerSpec) -> dict[str, Any]:
        measured.append(spec.key)
        return _torch_record(spec, spec.dtype)

    lines: list[str] = []
    compose.run_pipelines([TOY, TOY2], tmp_path, measure=measure, echo=lines.append)
    assert measured == [A.key, B.key, C.key]  # act (B) once, for toy
    assert f"toy2-fp16: {B.key}: shared from toy-fp16" in lines
    shared = tmp_path / "toy2-fp16" / f"{B.key}.json"
    assert json.loads(shared.read_text())["case_id"] == "elsewhere"  # the record says where it was measured
    assert f"{B.key}: shared from toy-fp16" in (tmp_path / "toy2-fp16.log").read_text()


def test_sharing_keeps_math_modes_unroll_and_implementations_apart(tmp_path: Path) -> None:
    measured: list[tuple[str, bool]] = []

    def measure(spec: LayerSpec) -> dict[str, Any]:
        return _torch_record(spec, spec.dtype)

    compose.run_pipelines([TOY], tmp_path, dtype="fp32", measure=measure, echo=lambda _: None)
    assert compose.run_name(compose.with_dtype(TOY, "fp32"), tf32=True) == "toy-tf32"

    def measure_tf32(spec: LayerSpec) -> dict[str, Any]:
        measured.append((spec.key, True))
        return _torch_record(spec, "tf32")

    compose.run_pipelines([TOY], tmp_path, dtype="fp32", tf32=True, measure=measure_tf32, echo=lambda _: None)
    # the linear layer again under TF32; the activation's fp32 record stands for TF32 (no matmul in it)
    assert measured == [(A.key.replace("fp16", "fp32"), True)]
    rows = {r["pipeline"] + " " + r["dtype"]: r for r in _rows(tmp_path / "summary.csv")}
    assert set(rows) == {"toy fp32", "toy tf32"}
    # another unroll, or a record of a tuned kernel, is never shared
    fp32_act = compose.with_dtype(TOY, "fp32").phases[1].layer
    assert compose.shareable_record(tmp_path, tmp_path / "new", fp32_act, "fp32", 100) is not None
    assert compose.shareable_record(tmp_path, tmp_path / "new", fp32_act, "fp32", 10) is None
    for run in ("toy-fp32", "toy-tf32"):
        path = tmp_path / run / f"{fp32_act.key}.json"
        rec = json.loads(path.read_text())
        rec["meta"]["implementation"] = "tuned"
        path.write_text(json.dumps(rec))
    assert compose.shareable_record(tmp_path, tmp_path / "new", fp32_act, "fp32", 100) is None


def test_a_resumed_run_appends_to_its_log(tmp_path: Path) -> None:
    compose.run_pipelines([TOY], tmp_path, measure=fake_layer, echo=lambda _: None)
    compose.run_pipelines([TOY], tmp_path, measure=_fail, echo=lambda _: None)
    text = (tmp_path / "toy-fp16.log").read_text()
    assert text.count(f"{A.key} (fc, x3)") == 1 and text.count(f"{A.key}: recorded, skipped") == 1


def test_the_custom_kernel_example_imports_the_package_from_a_checkout(tmp_path: Path) -> None:
    """examples/add_relu.py as docs/LAYERS.md runs it (`python examples/add_relu.py`), from another
    directory and without the package installed (-S: no site-packages): it must find the package itself."""
    import subprocess
    import sys

    script = Path(__file__).resolve().parent.parent / "examples" / "add_relu.py"
    code = (f"import runpy, sys; sys.argv = [{str(script)!r}]; "
            f"g = runpy.run_path({str(script)!r}, run_name='not_main'); "
            "import artifact.layers.custom; print(g['N'], g['BLOCK'])")
    env = {k: v for k, v in __import__("os").environ.items() if k != "PYTHONPATH"}
    out = subprocess.run([sys.executable, "-I", "-S", "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["4096", "256"]
