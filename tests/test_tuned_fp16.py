"""resnet50_tuned in fp16 without a GPU: its conv layers mapped to the resnet50-fp16 catalog (NHWC,
fp16-out), the model in channels_last; the kernels' tensors, gate (torch's float64 convolution at the
driver's fp16-out tolerance) and the whole model's conv modules run through a numpy-backed torch
(tests/fakes/numpy_torch.py) whose "cubins" compute the convolution; the tuned run beside cuDNN fp16,
layer by layer and as a whole model, and the tables and lines that compare them."""

from __future__ import annotations

import csv
import hashlib
import json
import math
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from fakes import numpy_torch
from helpers import export_index, kernel_manifest
from test_compose import _record

from artifact.catalog import load_catalog
from artifact.contract import RTOL
from artifact.errors import ArtifactError
from artifact.layers import compose, tuned
from artifact.layers.pipelines import CHANNELS_LAST, LayerSpec, pipeline_from_dict
from artifact.layers.tuned_table import comparison_lines

FP16 = tuned.tuned_pipeline(dtype="fp16")


def _conv(name: str) -> LayerSpec:
    return next(p.layer for p in FP16.phases if p.name == name)


def test_every_fp16_conv_layer_maps_to_its_resnet50_fp16_case() -> None:
    cases = load_catalog("resnet50-fp16")
    convs = [p.layer for p in FP16.phases if p.layer.kind == "conv2d"]
    matched = {spec.key: tuned.case_for_layer(spec, cases) for spec in convs}
    assert None not in matched.values() and len({c.case_id for c in matched.values() if c}) == 23
    assert matched[_conv("conv1").key].case_id == "resnet50-fp16-conv1"  # type: ignore[union-attr]
    assert FP16.memory_format == CHANNELS_LAST and pipeline_from_dict(FP16.to_dict()) == FP16
    assert "memory_format" not in tuned.tuned_pipeline().to_dict()  # fp32: contiguous, as shipped
    assert tuned.case_for_layer(_conv("conv1"), load_catalog("resnet50")) is None  # an fp16 layer: no fp32 case
    conv2 = _conv("layer1.0.conv2")
    assert [(b.name, b.shape, b.dtype) for b in tuned.expected_buffers(conv2)] == [
        ("data", (1, 56, 56, 64), "float16"), ("kernel", (3, 3, 64, 64), "float16"),
        ("conv2d_nhwc", (1, 56, 56, 64), "float16")]
    assert tuned.gate_rtol(conv2) == RTOL["fp16-out"] and tuned.gate_rtol(tuned.tuned_pipeline().layers[0]) == RTOL["fp32"]
    with pytest.raises(ArtifactError, match="resnet50_tuned runs the tuned kernels of fp32 or fp16, not bf16"):
        tuned.tuned_pipeline(dtype="bf16")


def _export(results: Path, spec: LayerSpec, kid: str = "r0001", cubin: bytes = b"", fp32_buffers: bool = False) -> Path:
    """An export of ``spec``'s resnet50-fp16 case as `artifact export` lays it out (``fp32_buffers``: the
    NCHW fp32 buffers of the resnet50 catalog instead, a kernel that does not fit)."""
    case = tuned.case_for_layer(spec, load_catalog("resnet50-fp16"))
    assert case is not None
    kdir = results / case.case_id / "export" / kid
    kdir.mkdir(parents=True)
    p = spec.params
    cubin = cubin or numpy_torch.conv_cubin(p["stride"], p["padding"])
    (kdir / "kernel.cubin").write_bytes(cubin)
    manifest = kernel_manifest(case, kernel_id=kid, cubin_sha256=hashlib.sha256(cubin).hexdigest())
    if fp32_buffers:
        fp32 = tuned.expected_buffers(tuned.tuned_pipeline().layers[0])
        manifest["buffers"] = [{**b, "name": f.name, "shape": list(f.shape), "dtype": f.dtype}
                               for b, f in zip(manifest["buffers"], fp32)]
    manifest["launches"][0].update(name="main_kernel", params=["conv2d_nhwc", "data", "kernel"])
    if fp32_buffers:
        manifest["launches"][0]["params"] = ["conv2d_nchw", "data", "kernel"]
    (kdir / "kernel.json").write_text(json.dumps(manifest))
    (results / case.case_id / "export" / "export.json").write_text(json.dumps(export_index(case, [kid])))
    return kdir


def test_fp16_kernels_where_exported_and_a_kernel_that_does_not_fit_is_an_error(tmp_path: Path) -> None:
    conv1 = _conv("conv1")
    _export(tmp_path, conv1)
    kernels = tuned.tuned_kernels(FP16, tmp_path)
    assert {k: v.label for k, v in kernels.items()} == {conv1.key: "resnet50-fp16-conv1/r0001"}
    lines = tuned.implementation_lines(FP16, kernels)
    assert lines[0] == "conv1: tuned resnet50-fp16-conv1/r0001"
    assert "layer1.0.conv1: cuDNN (no export of resnet50-fp16-layer1_b1_1x1_reduce)" in lines
    _export(tmp_path, _conv("layer1.0.conv2"), fp32_buffers=True)
    with pytest.raises(ArtifactError, match="resnet50-fp16-layer1_b1_3x3/r0001 does not fit layer .* the layer needs "
                                            r"data\[1, 56, 56, 64\] float16"):
        tuned.tuned_kernels(FP16, tmp_path)


@pytest.fixture
def np_torch(monkeypatch: pytest.MonkeyPatch) -> Any:
    torch = numpy_torch.make()
    monkeypatch.setitem(sys.modules, "torch", torch)
    return torch


SMALL = LayerSpec("conv2d", (1, 12, 12, 16, 32, 3, 3, 2, 1, 1), "fp16")  # n, h, w, ci, co, kh, kw, s, p, g


def _kernel(tmp_path: Path, spec: LayerSpec, wrong: bool = False) -> tuned.TunedKernel:
    """A kernel of ``spec`` (not a catalog shape: its manifest is written for the layer's own case)."""
    case = tuned.layer_case(spec)
    assert case is not None
    cubin = numpy_torch.conv_cubin(spec.params["stride"], spec.params["padding"], out_of_layout=wrong)
    (tmp_path / "kernel.cubin").write_bytes(cubin)
    manifest = kernel_manifest(case, cubin_sha256=hashlib.sha256(cubin).hexdigest())
    manifest["launches"][0].update(name="main_kernel", params=["conv2d_nhwc", "data", "kernel"])
    (tmp_path / "kernel.json").write_text(json.dumps(manifest))
    return tuned.load_kernel(tmp_path)


def test_the_gate_holds_an_nhwc_fp16_kernel_to_torchs_float64_convolution(np_torch: Any, tmp_path: Path) -> None:
    drv = numpy_torch.KernelDriver()
    (tmp_path / "good").mkdir()
    good = _kernel(tmp_path / "good", SMALL)
    call, tensors = tuned.make_tuned_callable(SMALL, good, driver=drv)
    assert {n: (t.shape, t.dtype) for n, t in tensors.items()} == {
        "data": ((1, 12, 12, 16), np.float16), "kernel": ((3, 3, 16, 32), np.float16),
        "conv2d_nhwc": ((1, 6, 6, 32), np.float16)}
    check = tuned.gate(SMALL, call, tensors)
    # the fp16 output's rounding (relative 2^-11 at most per element) is all that differs
    assert check.passed and check.rtol == RTOL["fp16-out"] and 1e-5 < check.rel_error < 2.0**-11
    assert drv.launches == [("main_kernel", 0x51)]  # torch's current stream
    (tmp_path / "bad").mkdir()
    bad = _kernel(tmp_path / "bad", SMALL, wrong=True)  # writes NCHW into the NHWC output
    with pytest.raises(ArtifactError, match="relative error .* above 0.0006 against torch's float64 convolution; "
                                            "not measured"):
        tuned.gated(SMALL, bad, driver=drv)


def test_a_measured_tuned_layer_writes_a_new_output_each_call_as_its_torch_twin_does(np_torch: Any, tmp_path: Path) -> None:
    """The measured call (what the CUDA graph captures unroll times) launches the kernel into an output
    of its own each time, as the twin's torch layer allocates one per call; each holds the layer's result."""
    drv = numpy_torch.KernelDriver()
    call, tensors = tuned.make_tuned_callable(SMALL, _kernel(tmp_path, SMALL), driver=drv)
    call()
    fresh = tuned.fresh_output_call(SMALL, call, tensors)
    first, second = fresh(), fresh()
    assert len({first.data_ptr(), second.data_ptr(), tensors["conv2d_nhwc"].data_ptr()}) == 3
    for out in (first, second):
        assert out.shape == (1, 6, 6, 32) and out.dtype == np.float16
        assert np.array_equal(out.view, tensors["conv2d_nhwc"].view)
    assert len(drv.launches) == 3


class Net(numpy_torch.Module):
    """Two convolutions as a ResNet block holds them: 3x3 (padding 1), then 1x1 stride 2."""

    def __init__(self) -> None:
        super().__init__()
        self.body = numpy_torch.Module()
        self.body.conv = numpy_torch.Conv2d(32, 16, 3, padding=1, seed=1)
        self.down = numpy_torch.Conv2d(16, 8, 1, stride=2, seed=2)

    def forward(self, x: Any) -> Any:
        return self.down(self.body.conv(x))


def test_the_whole_models_convs_run_their_kernels_channels_last(np_torch: Any, tmp_path: Path) -> None:
    model = Net()
    x = numpy_torch.Tensor.alloc((1, 32, 12, 12), np.float16, numpy_torch.CHANNELS_LAST)
    x.view[...] = np.random.default_rng(3).uniform(-1, 1, x.shape)
    ref = model(x).view.astype(np.float64)
    conv = LayerSpec("conv2d", (1, 12, 12, 32, 16, 3, 3, 1, 1, 1), "fp16")
    down = LayerSpec("conv2d", (1, 12, 12, 16, 8, 1, 1, 2, 0, 1), "fp16")
    assert tuned.conv_spec(model.body.conv, x.shape, "fp16") == conv
    (tmp_path / "k").mkdir()
    drv = numpy_torch.KernelDriver()
    n = tuned.swap_convs(model, (x,), FP16, {conv.key: _kernel(tmp_path / "k", conv)}, driver=drv)
    assert n == 1 and type(model.body.conv).__name__ == "TunedConv2d" and type(model.down) is numpy_torch.Conv2d
    drv.launches.clear()
    out = model(x)
    assert drv.launches == [("main_kernel", 0x51)] and out.is_channels_last()
    assert np.linalg.norm(out.view - ref) / np.linalg.norm(ref) < 2e-3  # two fp16 roundings of the same sums
    model.body.conv.kernel_weight.view[...] = 0  # the weight reordered into HWIO once, read at each launch
    assert not np.any(model(x).view)
    (tmp_path / "bad").mkdir()
    with pytest.raises(ArtifactError, match="above 0.0006"):  # a kernel is gated before it is swapped in
        tuned.swap_convs(Net(), (x,), FP16, {down.key: _kernel(tmp_path / "bad", down, wrong=True)}, driver=drv)


def _measured(spec: LayerSpec, implementation: str = "torch", scale: float = 1.0) -> dict[str, Any]:
    rec = _record(spec.key, 0.01 * scale, 250.0)
    meta: dict[str, Any] = {"unroll": "100"}
    if implementation != "torch":
        meta.update(implementation="tuned", kernel=implementation)
    rec.update(workload={"math_mode": "fp16"}, meta=meta, gpu={"uuid": "GPU-0"})
    return rec


def _whole(mode: str, time_ms: float, kernels: str = "") -> dict[str, Any]:
    rec = _record(f"whole-{mode}", time_ms, 300.0)
    meta: dict[str, Any] = {"unroll": "1", "mode": mode}
    if kernels:
        meta.update(implementation="tuned", tuned_convs="1", kernels=kernels, output_rel_diff_vs_cudnn="0.002")
    rec.update(workload={"math_mode": "fp16"}, meta=meta, gpu={"uuid": "GPU-0"})
    return rec


def test_the_fp16_run_beside_cudnn_fp16_layer_by_layer_and_as_a_whole(tmp_path: Path) -> None:
    exports = tmp_path / "results"
    conv1 = _conv("conv1")
    _export(exports, conv1)
    label = "resnet50-fp16-conv1/r0001"
    out = tmp_path / "layers"
    compose.run_pipelines(["resnet50"], out, dtype="fp16", measure=lambda s: _measured(s), echo=lambda _: None)
    calls: list[tuple[str, str]] = []

    def measure(spec: LayerSpec) -> dict[str, Any]:
        calls.append(("tuned" if spec.key == conv1.key else "torch", spec.key))
        return _measured(spec, label, scale=0.8) if spec.key == conv1.key else _measured(spec)

    def twin(spec: LayerSpec) -> dict[str, Any]:
        calls.append(("twin", spec.key))
        return _measured(spec)

    def whole(pipe: Any, mode: str) -> dict[str, Any]:
        calls.append(("whole", mode))
        return _whole(mode, 0.9, label)

    def whole_twin(pipe: Any, mode: str) -> dict[str, Any]:
        calls.append(("whole twin", mode))
        return _whole(mode, 1.0)

    lines: list[str] = []
    compose.run_pipelines([tuned.TUNED_PIPELINE], out, dtype="fp16", whole=True, measure=measure, measure_twin=twin,
                          measure_whole=whole, measure_whole_twin=whole_twin, tuned_results=exports,
                          echo=lines.append)
    run = out / "resnet50_tuned-fp16"
    assert json.loads((run / "pipeline.json").read_text())["memory_format"] == CHANNELS_LAST
    i = calls.index(("tuned", conv1.key))
    assert calls[i + 1] == ("twin", conv1.key)
    assert calls[-4:] == [("whole", "graph"), ("whole twin", "graph"), ("whole", "eager"), ("whole twin", "eager")]
    # every layer measured again here (shipped resnet50-fp16 records are contiguous: none of this run's
    # 4-D layers could be shared), those without a 4-D tensor shared
    torch_measured = {k for kind, k in calls if kind == "torch"}
    assert all(k.startswith(("conv2d", "norm", "pooling")) for k in torch_measured)
    assert any("shared from resnet50-fp16" in x for x in lines)
    twin_whole = json.loads((run / "cudnn" / "whole-graph.json").read_text())
    assert twin_whole["meta"]["twin_of"] == "whole"
    with (out / "resnet50_tuned.csv").open() as f:
        rows = {r["run"]: r for r in csv.DictReader(f)}
    assert set(rows) == {"resnet50-fp16", "resnet50_tuned-fp16"}
    tun, base = rows["resnet50_tuned-fp16"], rows["resnet50-fp16"]
    assert float(tun["latency_ratio"]) == pytest.approx(float(tun["sequential_latency_ms"]) /
                                                        float(base["sequential_latency_ms"]))  # against cuDNN fp16
    assert int(tun["paired_convs"]) == 1 and float(tun["paired_conv_time_ratio"]) == pytest.approx(0.8)
    with (out / "resnet50_tuned_pairs.csv").open() as f:
        pairs = {r["layer"]: r for r in csv.DictReader(f)}
    assert set(pairs) == {"conv1", "whole-graph", "whole-eager"}
    assert float(pairs["conv1"]["time_ratio"]) == pytest.approx(0.8)
    assert float(pairs["conv1"]["time_ratio_std"]) == pytest.approx(0.8 * math.hypot(0.004, 0.004))
    assert float(pairs["whole-graph"]["energy_ratio"]) == pytest.approx(0.9)
    shown = comparison_lines(out, "resnet50_tuned-fp16")
    assert shown[0] == "resnet50_tuned-fp16 against cuDNN fp16, tuned / cuDNN side by side, per call:"
    assert shown[1].split()[:3] == ["conv1", "time", "0.800x"] and label in shown[1]
    assert shown[2].split()[:3] == ["whole-graph", "time", "0.900x"]
    assert shown[-1].startswith("  conv layers (1 paired): time 0.800x")
    # measured again with another kernel exported since: the whole is not kept silently
    calls.clear()
    _export(exports, conv1, kid="r0002")
    lines.clear()
    with pytest.raises(ArtifactError, match="measured by resnet50-fp16-conv1/r0001, but the layer now runs "
                                            "resnet50-fp16-conv1/r0002"):
        compose.run_pipelines([tuned.TUNED_PIPELINE], out, dtype="fp16", whole=True, measure=measure,
                              measure_twin=twin, measure_whole=whole, measure_whole_twin=whole_twin,
                              tuned_results=exports, echo=lines.append)


def test_a_tuned_whole_without_its_twin_is_measured_again_with_it(tmp_path: Path) -> None:
    exports = tmp_path / "results"
    conv1 = _conv("conv1")
    _export(exports, conv1)
    label = "resnet50-fp16-conv1/r0001"
    out = tmp_path / "layers"
    measured: list[str] = []

    def measure(spec: LayerSpec) -> dict[str, Any]:
        return _measured(spec, label) if spec.key == conv1.key else _measured(spec)

    def whole(pipe: Any, mode: str) -> dict[str, Any]:
        measured.append(mode)
        return _whole(mode, 0.9, label)

    args: dict[str, Any] = dict(dtype="fp16", whole=True, measure=measure, measure_twin=_measured, measure_whole=whole,
                                measure_whole_twin=lambda p, m: _whole(m, 1.0), tuned_results=exports,
                                echo=lambda _: None)
    compose.run_pipelines([tuned.TUNED_PIPELINE], out, **args)
    assert measured == ["graph", "eager"]
    run = out / "resnet50_tuned-fp16"
    (run / "cudnn" / "whole-eager.json").unlink()
    measured.clear()
    compose.run_pipelines([tuned.TUNED_PIPELINE], out, **args)
    assert measured == ["eager"] and (run / "unpaired" / "whole-eager.json").is_file()


def test_layers_refuses_a_dtype_no_catalog_is_tuned_in(cli, tmp_path: Path) -> None:
    from artifact.layers import cli as cli_layers

    saved = cli_layers._need_torch
    cli_layers._need_torch = lambda: None  # type: ignore[assignment]
    try:
        r = cli("layers", "--pipeline", "resnet50_tuned", "--dtype", "bf16", "--results", tmp_path)
    finally:
        cli_layers._need_torch = saved  # type: ignore[assignment]
    assert r.exit_code == 2 and "resnet50_tuned runs the tuned kernels of fp32 or fp16" in r.output
    assert not (tmp_path / "layers").exists()
    helped = cli("layers", "--help").output
    assert "resnet50-fp16" in helped and "channels_last" in helped
