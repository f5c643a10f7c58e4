"""ResNet-50 with the tuned convolutions, without a GPU: the manifest of an exported kernel (a shipped one),
the mapping of the pipeline's conv layers to the resnet50 catalog, the layout check, the cubin launches
through a stand-in CUDA driver (parameter order, shared memory, stream), the tuned run beside cuDNN's
(implementations never mixed) and the model-level table."""

from __future__ import annotations

import csv
import hashlib
import json
import math
import shutil
from pathlib import Path
from typing import Any

import pytest
from helpers import export_index, kernel_manifest
from test_compose import _record

from artifact.catalog import load_catalog
from artifact.errors import ArtifactError
from artifact.layers import compose, tuned
from artifact.layers.architectures import pipeline
from artifact.layers.pipelines import LayerSpec
from artifact.layers.tables import load_run

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "reproduce-test-1" / "case1" / "export" / "r0001"
DARKNET0 = LayerSpec("conv2d", (1, 544, 544, 3, 32, 3, 3, 1, 1, 1), "fp32")  # case1's shape as a layer


def test_a_shipped_manifest_is_read_and_fits_its_layer() -> None:
    k = tuned.load_kernel(SHIPPED)
    assert (k.kernel_id, k.case_id, k.cubin.name) == ("r0001", "case1", "kernel.cubin.gz")
    assert k.launches[0].entry == "main_kernel" and k.launches[0].params == ("conv2d_nchw", "data", "kernel")
    launch = json.loads((SHIPPED / "kernel.json").read_text())["launches"][0]
    assert k.launches[0].grid == tuple(launch["grid"]) and k.launches[0].block == tuple(launch["block"])
    assert hashlib.sha256(k.image()).hexdigest() == k.cubin_sha256  # gunzipped and checked
    tuned.check_layout(k, DARKNET0)
    with pytest.raises(ArtifactError, match="does not fit layer .* the layer needs data\\[1, 3, 544, 544\\] float32"):
        tuned.check_layout(k, LayerSpec("conv2d", (1, 544, 544, 3, 32, 3, 3, 2, 1, 1), "fp32"))


def test_a_manifest_with_tensor_map_params_is_refused_clearly(tmp_path) -> None:
    m = json.loads((SHIPPED / "kernel.json").read_text())
    tm = {"buffer": "data", "dtype": "float32", "rank": 1, "global_dims": [4], "global_strides_bytes": [],
          "box_dims": [4], "element_strides": [1], "interleave": 0, "swizzle": 0, "l2_promotion": 0, "oob_fill": 0}
    m["launches"][0]["params"][1] = {"name": "data_map", "tensormap": tm}
    (tmp_path / "kernel.json").write_text(json.dumps(m))
    with pytest.raises(ArtifactError, match="launch main_kernel takes tensor map parameters \\(data_map\\), which this "
                                            "launcher does not build"):
        tuned.load_kernel(tmp_path)


def test_every_resnet50_conv_layer_has_its_catalog_case() -> None:
    cases = load_catalog("resnet50")
    pipe = tuned.tuned_pipeline()
    convs = [p.layer for p in pipe.phases if p.layer.kind == "conv2d"]
    matched = {spec.key: tuned.case_for_layer(spec, cases) for spec in convs}
    assert None not in matched.values()
    assert sorted(c.case_id for c in matched.values() if c) == sorted(c.case_id for c in cases)  # 23 = 23
    conv1 = next(p.layer for p in pipe.phases if p.name == "conv1")
    assert matched[conv1.key].case_id == "resnet50-conv1"  # type: ignore[union-attr]
    assert tuned.case_for_layer(pipeline("resnet50").phases[0].layer, cases) is None  # fp16: no fp32 case
    depthwise = LayerSpec("conv2d", (1, 56, 56, 64, 64, 3, 3, 1, 1, 64), "fp32")
    assert tuned.case_for_layer(depthwise, cases) is None


def _export(results: Path, case_id: str, spec: LayerSpec, rank: int = 1, kid: str = "r0001") -> Path:
    """An export directory of ``case_id`` as `artifact export` lays it out, its buffers those of ``spec``."""
    kdir = results / case_id / "export" / kid
    kdir.mkdir(parents=True)
    cubin = f"cubin of {case_id} {kid}".encode()
    (kdir / "kernel.cubin").write_bytes(cubin)
    case = next(c for c in load_catalog("resnet50") if c.case_id == case_id)
    buffers = [{"name": b.name, "shape": list(b.shape), "dtype": b.dtype, "role": b.role, "bytes": 4 * math.prod(b.shape),
                "file": f"../reference/{b.name}.bin", "sha256": "0" * 64} for b in tuned.expected_buffers(spec)]
    manifest = kernel_manifest(case, kernel_id=kid, cubin="kernel.cubin", cubin_sha256=hashlib.sha256(cubin).hexdigest(),
                               buffers=buffers)
    manifest["launches"][0].update(name="main_kernel", grid=[7, 1, 1], block=[64, 2, 1], dynamic_shared_bytes=65536,
                                   params=["conv2d_nchw", "data", "kernel"])
    (kdir / "kernel.json").write_text(json.dumps(manifest))
    index_path = results / case_id / "export" / "export.json"
    index = json.loads(index_path.read_text()) if index_path.is_file() else export_index(case, [])
    index["kernels"].append({"kernel_id": kid, "dir": kid, "group": "top", "rank": rank})
    index_path.write_text(json.dumps(index))
    return kdir


def _conv(pipe: Any, name: str) -> LayerSpec:
    return next(p.layer for p in pipe.phases if p.name == name)


def test_tuned_kernels_where_exported_cudnn_elsewhere(tmp_path: Path) -> None:
    pipe = tuned.tuned_pipeline()
    conv1 = _conv(pipe, "conv1")
    _export(tmp_path, "resnet50-conv1", conv1, rank=2, kid="r0002")
    _export(tmp_path, "resnet50-conv1", conv1, rank=1, kid="r0001")
    kernels = tuned.tuned_kernels(pipe, tmp_path)
    assert {k: v.label for k, v in kernels.items()} == {conv1.key: "resnet50-conv1/r0001"}  # the lowest rank
    lines = tuned.implementation_lines(pipe, kernels)
    assert lines[0] == "conv1: tuned resnet50-conv1/r0001"
    assert "layer1.0.conv1: cuDNN (no export of resnet50-layer1_b1_1x1_reduce)" in lines
    assert len(lines) == 23
    # an export whose buffers do not fit its layer is an error, never a silent fallback
    _export(tmp_path, "resnet50-layer1_b1_3x3", conv1)
    with pytest.raises(ArtifactError, match="resnet50-layer1_b1_3x3/r0001 does not fit layer"):
        tuned.tuned_kernels(pipe, tmp_path)


class FakeDriver:
    """cuda.bindings.driver's functions as the launcher calls them, each call logged."""

    class CUfunction_attribute:  # noqa: N801 - the binding's name
        CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def CUstream(self, handle: int) -> tuple[str, int]:  # noqa: N802
        return ("stream", handle)

    def cuInit(self, flags: int) -> tuple[int]:  # noqa: N802
        return (0,)

    def cuCtxGetCurrent(self) -> tuple[int, int]:  # noqa: N802
        return (0, 0xC7)

    def cuModuleLoadData(self, image: bytes) -> tuple[int, str]:  # noqa: N802
        self.calls.append(("load", image))
        return (0, "module")

    def cuModuleGetFunction(self, module: str, name: bytes) -> tuple[int, str]:  # noqa: N802
        return (0, f"fn:{name.decode()}")

    def cuFuncSetAttribute(self, fn: str, attr: int, value: int) -> tuple[int]:  # noqa: N802
        self.calls.append(("attr", fn, attr, value))
        return (0,)

    def cuLaunchKernel(self, fn: str, gx: int, gy: int, gz: int, bx: int, by: int, bz: int, smem: int, stream: Any,
                       params: int, extra: int) -> tuple[int]:  # noqa: N802
        import ctypes

        argv = (ctypes.c_void_p * 3).from_address(params)
        pointers = [ctypes.c_void_p.from_address(argv[i]).value for i in range(3)]
        self.calls.append(("launch", fn, (gx, gy, gz), (bx, by, bz), smem, stream, pointers))
        return (0,)

    def cuModuleUnload(self, module: str) -> tuple[int]:  # noqa: N802
        self.calls.append(("unload", module))
        return (0,)


def test_the_launcher_passes_buffers_in_parameter_order_on_the_stream(tmp_path: Path) -> None:
    conv1 = _conv(tuned.tuned_pipeline(), "conv1")
    kernel = tuned.load_kernel(_export(tmp_path, "resnet50-conv1", conv1))
    drv = FakeDriver()
    launcher = tuned.CubinLauncher(kernel, {"data": 0x1000, "kernel": 0x2000, "conv2d_nchw": 0x3000}, drv)
    launcher.launch(0x55)
    launcher.close()
    assert drv.calls[0] == ("load", b"cubin of resnet50-conv1 r0001")
    assert drv.calls[1] == ("attr", "fn:main_kernel", 8, 65536)  # above 48 KiB: the limit raised first
    assert drv.calls[2] == ("launch", "fn:main_kernel", (7, 1, 1), (64, 2, 1), 65536, ("stream", 0x55),
                            [0x3000, 0x1000, 0x2000])  # conv2d_nchw, data, kernel: the manifest's order
    assert drv.calls[3] == ("unload", "module")
    (kernel.directory / "kernel.cubin").write_bytes(b"another cubin")
    with pytest.raises(ArtifactError, match="SHA-256 is not the cubin_sha256"):
        tuned.CubinLauncher(kernel, {"data": 1, "kernel": 2, "conv2d_nchw": 3}, drv)


def _measured(spec: LayerSpec, implementation: str = "torch", mode: str = "fp32", scale: float = 1.0) -> dict[str, Any]:
    rec = _record(spec.key, 0.01 * scale, 250.0)
    meta: dict[str, Any] = {"unroll": "100"}
    if implementation != "torch":
        meta.update(implementation="tuned", kernel=implementation)
    rec.update(workload={"math_mode": mode}, meta=meta, gpu={"uuid": "GPU-0"})
    return rec


def test_tuned_run_beside_cudnn_and_the_model_level_table(tmp_path: Path) -> None:
    exports = tmp_path / "results"
    pipe = tuned.tuned_pipeline()
    conv1 = _conv(pipe, "conv1")
    _export(exports, "resnet50-conv1", conv1)
    out = tmp_path / "layers"
    compose.run_pipelines(["resnet50"], out, dtype="fp32", measure=_measured, echo=lambda _: None)
    measured: list[str] = []

    def measure(spec: LayerSpec) -> dict[str, Any]:
        measured.append(spec.key)
        assert spec.key == conv1.key  # every other layer is shared from resnet50-fp32 (torch, fp32)
        return _measured(spec, "resnet50-conv1/r0001", scale=0.5)

    twins: list[str] = []

    def twin(spec: LayerSpec) -> dict[str, Any]:
        twins.append(spec.key)
        return _measured(spec)

    lines: list[str] = []
    compose.run_pipelines([tuned.TUNED_PIPELINE], out, measure=measure, tuned_results=exports, echo=lines.append,
                          measure_twin=twin)
    assert measured == twins == [conv1.key]
    assert "resnet50_tuned-fp32: conv1: tuned resnet50-conv1/r0001" in lines
    with (out / "resnet50_tuned.csv").open() as f:
        rows = {r["run"]: r for r in csv.DictReader(f)}
    assert set(rows) == {"resnet50-fp32", "resnet50_tuned-fp32"}
    base, tun = rows["resnet50-fp32"], rows["resnet50_tuned-fp32"]
    assert (int(base["tuned_conv_layers"]), int(tun["tuned_conv_layers"]), int(tun["conv_layers"])) == (0, 1, 53)
    # conv1 runs once per inference at half the time: 0.005 ms and 1.25 mJ less
    assert float(base["sequential_latency_ms"]) - float(tun["sequential_latency_ms"]) == pytest.approx(0.005, rel=1e-4)
    assert float(tun["energy_ratio"]) == pytest.approx(float(tun["sequential_energy_mj"]) /
                                                       float(base["sequential_energy_mj"]), rel=1e-5)
    # a kernel exported since: the conv record measured by cuDNN is not kept silently
    conv2 = _conv(pipe, "layer1.0.conv2")
    _export(exports, "resnet50-layer1_b1_3x3", conv2)
    with pytest.raises(ArtifactError, match="measured by torch, but the layer now runs resnet50-layer1_b1_3x3/r0001"):
        compose.run_pipelines([tuned.TUNED_PIPELINE], out, measure=measure, tuned_results=exports, echo=lambda _: None,
                              measure_twin=twin)
    with pytest.raises(ArtifactError, match="runs the tuned kernels of fp32 or fp16, not bf16"):
        compose.run_pipelines([tuned.TUNED_PIPELINE], out, dtype="bf16", measure=measure, tuned_results=exports)
    shutil.rmtree(exports)


def test_each_tuned_layer_is_measured_beside_its_cudnn_twin_and_the_pairs_give_the_ratios(tmp_path: Path) -> None:
    """The twin (PyTorch, cuDNN fp32) is measured right after the tuned kernel and written as
    <run>/cudnn/<key>.json; the side-by-side ratios come from the pairs; a tuned record without a twin of
    its GPU is set aside into <run>/unpaired/ and the pair measured again."""
    exports = tmp_path / "results"
    pipe = tuned.tuned_pipeline()
    conv1 = _conv(pipe, "conv1")  # once per inference
    _export(exports, "resnet50-conv1", conv1)
    out = tmp_path / "layers"
    calls: list[tuple[str, str]] = []

    def measure(spec: LayerSpec) -> dict[str, Any]:
        calls.append(("tuned" if spec.key == conv1.key else "torch", spec.key))
        return _measured(spec, "resnet50-conv1/r0001", scale=0.5) if spec.key == conv1.key else _measured(spec)

    def twin(spec: LayerSpec) -> dict[str, Any]:
        calls.append(("twin", spec.key))
        return _measured(spec, scale=2.0)  # cuDNN: 0.02 ms at 250 W, four times the tuned kernel

    lines: list[str] = []
    compose.run_pipelines([tuned.TUNED_PIPELINE], out, measure=measure, measure_twin=twin, tuned_results=exports,
                          echo=lines.append)
    i = calls.index(("tuned", conv1.key))
    assert calls[i + 1] == ("twin", conv1.key) and sum(c[0] == "twin" for c in calls) == 1
    run = out / "resnet50_tuned-fp32"
    twin_rec = json.loads((run / "cudnn" / f"{conv1.key}.json").read_text())
    assert twin_rec["meta"]["twin_of"] == "resnet50-conv1/r0001" and "implementation" not in twin_rec["meta"]
    with (out / "resnet50_tuned.csv").open() as f:
        row = {r["run"]: r for r in csv.DictReader(f)}["resnet50_tuned-fp32"]
    assert int(row["paired_convs"]) == 1
    assert float(row["paired_conv_time_ratio"]) == pytest.approx(0.25)
    assert float(row["paired_conv_energy_ratio"]) == pytest.approx(0.25)
    seq = float(row["sequential_latency_ms"])  # with the tuned conv1 (0.005 ms); with its twin 0.015 ms more
    assert float(row["paired_time_ratio"]) == pytest.approx(seq / (seq + 0.015), rel=1e-6)
    # first-order spreads: conv ratio R = A / B, cv 0.004 each side; model (S + A) / (S + B), S with its own spread
    r_conv = 0.25
    assert float(row["paired_conv_energy_ratio_std"]) == pytest.approx(r_conv * math.sqrt(2) * 0.004, rel=1e-5)
    pipe_run, records = load_run(out / "resnet50_tuned-fp32")
    shared = [(p.count, records[p.layer.key]) for p in pipe_run.phases if p.layer.key != conv1.key]
    s_mj = sum(c * r["energy_per_launch_mj"] for c, r in shared)
    s_sd = math.sqrt(sum((c * r["energy_cv"] * r["energy_per_launch_mj"]) ** 2 for c, r in shared))
    a_mj, b_mj = 1.25, 5.0  # conv1 once: tuned 0.005 ms, twin 0.02 ms, at 250 W
    r = (s_mj + a_mj) / (s_mj + b_mj)
    sd = math.sqrt((0.004 * a_mj / (s_mj + b_mj)) ** 2 + (0.004 * b_mj * r / (s_mj + b_mj)) ** 2
                   + (s_sd * (b_mj - a_mj) / (s_mj + b_mj) ** 2) ** 2)
    assert float(row["paired_energy_ratio"]) == pytest.approx(r, rel=1e-5)
    assert float(row["paired_energy_ratio_std"]) == pytest.approx(sd, rel=1e-5)
    assert row["latency_ratio"] == ""  # no resnet50-fp32 run beside it
    from artifact.layers.reference import tuned_lines

    assert tuned_lines(out) == [
        "resnet50_tuned-fp32 against cuDNN fp32, side by side (1 conv layers paired): conv time 0.250x +- "
        f"{float(row['paired_conv_time_ratio_std']):.3f}, conv energy 0.250x +- "
        f"{float(row['paired_conv_energy_ratio_std']):.3f}; model time {float(row['paired_time_ratio']):.3f}x +- "
        f"{float(row['paired_time_ratio_std']):.3f}, energy {float(row['paired_energy_ratio']):.3f}x +- "
        f"{float(row['paired_energy_ratio_std']):.3f}"]
    # a twin of another GPU: the pair is measured again, the old tuned record kept as evidence
    twin_rec["gpu"] = {"uuid": "GPU-1"}
    (run / "cudnn" / f"{conv1.key}.json").write_text(json.dumps(twin_rec))
    calls.clear()
    compose.run_pipelines([tuned.TUNED_PIPELINE], out, measure=measure, measure_twin=twin, tuned_results=exports,
                          echo=lines.append)
    assert calls == [("tuned", conv1.key), ("twin", conv1.key)]
    assert (run / "unpaired" / f"{conv1.key}.json").is_file()
    assert any("without a cuDNN twin of the same GPU; set aside into resnet50_tuned-fp32/unpaired/" in x for x in lines)
    calls.clear()
    compose.run_pipelines([tuned.TUNED_PIPELINE], out, measure=measure, measure_twin=twin, tuned_results=exports,
                          echo=lines.append)
    assert calls == []  # paired and recorded: nothing measured again
