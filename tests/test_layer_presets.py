"""Protocol presets of the layer points without a GPU: the contract's presets are settings the protocol
accepts, a layer measured under ``light`` gets its settings and says so in ``meta.preset`` (whole models
keep the default protocol), records are shared only within a preset and the plan counts so, the plan's
estimate follows the preset, and the two-preset comparison (layer choice, interleaving, ratios,
summary) on fake records."""

from __future__ import annotations

import csv
import sys
from pathlib import Path
from typing import Any

import pytest
from fakes import fake_torch
from test_compose import TOY, TOY2, B, _record, _torch_record

from artifact.contract import DEFAULT_PRESET, PROTOCOL, PROTOCOL_PRESETS
from artifact.errors import ArtifactError
from artifact.layers import compose, measureplan, presetcompare
from artifact.layers import layer as layers
from artifact.layers.pipelines import LayerSpec, Pipeline
from artifact.measure import torchgpu
from artifact.measure.driver import DriverOptions, preset_options, preset_point_s


def test_every_preset_is_settings_the_protocol_accepts() -> None:
    assert PROTOCOL_PRESETS[DEFAULT_PRESET]["settings"] == {} and "light" in PROTOCOL_PRESETS
    for name, preset in PROTOCOL_PRESETS.items():
        opts = preset_options(name)  # names and values checked as any settings are
        assert set(opts.settings) <= set(PROTOCOL) and preset["help"] and preset_point_s(name) > 0
        # cuda/src/settings.cpp's protocol_problem: the library would refuse these
        assert opts.value("warmup_max_s") >= opts.value("warmup_min_s")  # type: ignore[operator]
        assert opts.value("min_windows") >= 2 and opts.value("steady_windows") >= 2  # type: ignore[operator]
    light = preset_options("light")
    assert light.value("cv_flag_rel") <= 0.01 and light.value("ci_target_rel") <= 0.01  # type: ignore[operator]
    assert light.value("hot_idle_s") == preset_options("default").value("hot_idle_s")
    assert preset_point_s("light") < preset_point_s("default")
    with pytest.raises(ArtifactError, match="unknown protocol preset 'fast'"):
        preset_options("fast")


def test_measure_layer_passes_the_options_and_records_the_preset(monkeypatch: pytest.MonkeyPatch) -> None:
    torch, _ = fake_torch.make([])
    monkeypatch.setitem(sys.modules, "torch", torch)
    monkeypatch.setattr(layers, "make_callable", lambda spec, seed, memory_format="": lambda: None)
    seen: dict[str, Any] = {}

    def fake_measure_graph(handle: int, stream: int, runs: int, options: Any, meta: dict, point: Any,
                           cold_idle: Any) -> dict[str, Any]:
        seen.update(options=options, meta=meta)
        return {"id": point.point_id, "meta": meta}

    monkeypatch.setattr(layers, "measure_graph", fake_measure_graph)
    spec = LayerSpec("linear", (4, 8, 16))
    record = layers.measure_layer(spec, 5, preset_options("light"), preset="light")
    assert seen["options"].settings == PROTOCOL_PRESETS["light"]["settings"]
    assert seen["meta"]["preset"] == "light" and layers.record_preset(record) == "light"
    assert layers.record_preset({"meta": {"unroll": "100"}}) == DEFAULT_PRESET  # older records: the default


def test_light_layers_and_default_wholes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    got: dict[str, list[Any]] = {"layer": [], "whole": []}

    def fake_measure_layer(spec: LayerSpec, unroll: int, options: DriverOptions, pipeline: str, tf32: bool,
                           cold_idle: Any, preset: str, memory_format: str = "") -> dict[str, Any]:
        got["layer"].append((preset, options.settings))
        rec = _torch_record(spec, "fp16", unroll)
        rec["meta"]["preset"] = preset
        return rec

    def fake_measure_whole(pipe: Pipeline, mode: str, unroll: int, options: Any, tf32: bool, cold_idle: Any,
                           kernels: Any = None):
        got["whole"].append(options)
        return _record(f"whole-{mode}", 1.0, 250.0)

    monkeypatch.setattr(compose, "measure_idle", lambda options: {"power_w": 60.0})
    monkeypatch.setattr(compose, "measure_layer", fake_measure_layer)
    monkeypatch.setattr(compose, "measure_whole", fake_measure_whole)
    lines: list[str] = []
    compose.run_pipelines(["resnet18"], tmp_path, whole=True, preset="light", echo=lines.append)
    assert got["layer"] and set(map(str, got["layer"])) == {str(("light", PROTOCOL_PRESETS["light"]["settings"]))}
    assert got["whole"] == [None, None]  # graph and eager under the default protocol
    assert "resnet18-fp16: layers measured under the protocol preset light" in lines
    with (tmp_path / "resnet18-fp16" / "layers.csv").open() as f:
        assert {r["preset"] for r in csv.DictReader(f)} == {"light"}
    with pytest.raises(ArtifactError, match="unknown protocol preset"):
        compose.run_pipelines(["resnet18"], tmp_path / "other", preset="fast", echo=lambda _: None)
    assert not (tmp_path / "other").exists()


def _measure_as(preset: str, measured: list[str]) -> Any:
    def measure(spec: LayerSpec) -> dict[str, Any]:
        measured.append(spec.key)
        rec = _torch_record(spec, spec.dtype)
        rec["meta"]["preset"] = preset
        return rec

    return measure


def test_records_are_shared_within_a_preset_only(tmp_path: Path) -> None:
    measured: list[str] = []
    compose.run_pipelines([TOY], tmp_path, measure=_measure_as("light", measured), preset="light", echo=lambda _: None)
    assert B.key in measured
    # toy2 shares act (B) with toy: recorded under light, measured again under the default
    assert compose.shareable_record(tmp_path, tmp_path / "toy2-fp16", B, "fp16", 100, "light") is not None
    assert compose.shareable_record(tmp_path, tmp_path / "toy2-fp16", B, "fp16", 100) is None
    measured.clear()
    compose.run_pipelines([TOY2], tmp_path, measure=_measure_as("default", measured), echo=lambda _: None)
    assert B.key in measured  # not copied from the light run
    measured.clear()
    compose.run_pipelines([TOY2], tmp_path / "again", measure=_measure_as("light", measured), echo=lambda _: None,
                          preset="light")
    assert B.key in measured  # another directory: nothing to share


def test_plan_counts_shared_layers_of_its_preset_and_estimates_at_its_seconds(tmp_path: Path) -> None:
    measured: list[str] = []
    compose.run_pipelines(["resnet18"], tmp_path, measure=_measure_as("light", measured), preset="light",
                          echo=lambda _: None)
    jobs = [measureplan.Job("resnet18", "fp16"), measureplan.Job("resnet50", "fp16")]
    light = {p.run: p for p in measureplan.plan(jobs, tmp_path, preset="light")}
    default = {p.run: p for p in measureplan.plan(jobs, tmp_path)}
    assert light["resnet18-fp16"].recorded == default["resnet18-fp16"].recorded == 28  # its own: kept
    assert light["resnet50-fp16"].recorded == 18 and default["resnet50-fp16"].recorded == 0
    assert default["resnet50-fp16"].shared == 0 and len(default["resnet50-fp16"].measure) == 18 + len(
        light["resnet50-fp16"].measure)
    plans = list(light.values())
    est = measureplan.estimate(plans, per_point_s=preset_point_s("light"))
    assert est.gpu_s == pytest.approx(preset_point_s("light") * est.points + 9.0 * est.wholes)


# --- the two-preset comparison ----------------------------------------------------------------------


def test_pick_layers_spreads_over_kinds_and_sizes() -> None:
    picked = presetcompare.pick_layers(6)
    assert [s.kind for _, s in picked] == list(presetcompare.KINDS)  # one of each kind, in turn
    twelve = presetcompare.pick_layers(12)
    keys = [s.key for _, s in twelve]
    assert len(set(keys)) == 12 and twelve == presetcompare.pick_layers(12)  # distinct, the same each time
    assert [s.kind for _, s in twelve][:6] == list(presetcompare.KINDS)
    pool = presetcompare.candidates()
    convs = [s for _, s in twelve if s.kind == "conv2d"]
    sizes = [layers.bytes_per_call(s) for _, s in pool["conv2d"]]
    assert len(convs) == 2 and layers.bytes_per_call(convs[0]) <= sizes[len(sizes) // 2] <= layers.bytes_per_call(convs[1])
    attention = len(pool["attention"])
    many = presetcompare.pick_layers(6 * attention + 3)  # attention runs out; the others go on
    assert sum(s.kind == "attention" for _, s in many) == attention
    with pytest.raises(ArtifactError, match=">= 1"):
        presetcompare.pick_layers(0)
    with pytest.raises(ArtifactError, match="unique layers"):
        presetcompare.pick_layers(sum(len(v) for v in pool.values()) + 1)


def _fake_point(energy_mj: float, time_ms: float, cv: float, ci: float, flagged: bool = False) -> dict[str, Any]:
    return {"id": "x", "energy_per_launch_mj": energy_mj, "time_per_launch_ms": time_ms, "energy_cv": cv,
            "energy_ci_rel": ci, "flagged": flagged, "flag_reasons": ["cv_above_target"] if flagged else []}


def test_compare_interleaves_and_summarizes() -> None:
    picked = presetcompare.pick_layers(3)
    values: dict[tuple[str, int], tuple[Any, ...]] = {  # (preset, layer index) -> energy, time, cv, ci, flagged
        ("default", 0): (10.0, 1.0, 0.002, 0.003), ("light", 0): (10.05, 1.0, 0.004, 0.006),
        ("default", 1): (20.0, 2.0, 0.001, 0.002), ("light", 1): (20.4, 1.98, 0.012, 0.01, True),
        ("default", 2): (5.0, 0.5, 0.003, 0.004), ("light", 2): (4.99, 0.5, 0.005, 0.008)}
    order: list[tuple[str, int]] = []
    now = [0.0]
    cost = {"default": 6.0, "light": 3.0}

    def measure(spec: LayerSpec, preset: str) -> dict[str, Any]:
        i = [s.key for _, s in picked].index(spec.key)
        order.append((preset, i))
        now[0] += cost[preset]
        return _fake_point(*values[(preset, i)])

    echoed: list[presetcompare.Row] = []
    rows = presetcompare.compare(picked, measure, clock=lambda: now[0], echo=echoed.append)
    assert order == [("default", 0), ("light", 0), ("light", 1), ("default", 1), ("default", 2), ("light", 2)]
    assert echoed == rows
    r0, r1, r2 = rows
    assert r0.ratio("default", "light", "energy_mj") == pytest.approx(1.005) and r0.agree("default", "light")
    assert not r1.agree("default", "light")  # 2 % apart, combined CI ~1.02 %
    assert r2.agree("default", "light") and r1.points["light"].seconds == pytest.approx(3.0)
    s = presetcompare.summary(rows)
    assert s["presets"]["light"]["median_s"] == pytest.approx(3.0) and s["seconds_ratio"] == pytest.approx(0.5)
    assert s["presets"]["light"]["above_cv_flag"] == 1 and s["presets"]["light"]["flagged"] == 1
    assert s["presets"]["default"]["above_cv_flag"] == 0 and s["agree"] == 2
    assert s["max_energy_dev"] == pytest.approx(0.02) and s["median_energy_dev"] == pytest.approx(0.005)
    assert s["max_time_dev"] == pytest.approx(0.01)
    table = presetcompare.rows_table(rows) + "\n" + presetcompare.summary_table(rows)
    assert "light flagged: cv_above_target" in table and "2/3 within their combined 95 % CI" in table
    assert [(r["preset"], r["layer"]) for r in presetcompare.csv_rows(rows)][:2] == [
        ("default", picked[0][1].key), ("light", picked[0][1].key)]
    with pytest.raises(ArtifactError, match="two different presets"):
        presetcompare.compare(picked, measure, ("light", "light"))
    with pytest.raises(ArtifactError, match="no number time_per_launch_ms"):
        presetcompare.compare(picked[:1], lambda spec, preset: {"id": "x", "energy_per_launch_mj": 1.0})


def test_layers_cli_passes_the_preset(cli, fake_gpu, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from test_layers_cli import _no_torch_needed

    from artifact.layers import compose as compose_module

    seen: dict = {"keys": []}
    _no_torch_needed(monkeypatch, seen)

    def fake_run(pipes: Any, out: Path, **kw: Any) -> Path:
        seen["preset"] = kw["preset"]
        return out / "summary.csv"

    monkeypatch.setattr(compose_module, "run_pipelines", fake_run)
    r = cli("layers", "--pipeline", "resnet18", "--preset", "light", "--results", tmp_path / "results")
    assert r.exit_code == 0, r.output
    assert seen["preset"] == "light"
    r = cli("layers", "--pipeline", "resnet18", "--results", tmp_path / "results")
    assert r.exit_code == 0 and seen["preset"] == "default"
    r = cli("layers", "--pipeline", "resnet18", "--preset", "fast")
    assert r.exit_code == 2 and "fast" in r.output


def test_reference_pipelines_plans_at_the_presets_seconds(cli: Any, tmp_path: Path) -> None:
    for preset in ("light", "default"):
        r = cli("reference", "pipelines", "--plan", "--no-fp32", "--preset", preset, "--results", tmp_path)
        assert r.exit_code == 0, r.output
        out = r.output
        est = measureplan.estimate(measureplan.plan(measureplan.default_jobs(fp32=False), tmp_path / "layers"))
        points, gpu_min = est.points, (est.points * preset_point_s(preset) + 9.0 * est.wholes) / 60
        assert f"{points} layer points (preset {preset}, ~{preset_point_s(preset):g} s each)" in out
        assert f"about {gpu_min:.1f} GPU minutes measuring" in out


def test_reference_pipelines_compares_presets_on_a_fake_gpu(cli: Any, fake_gpu: Any, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from artifact.layers import compose as compose_module

    calls: list[tuple[str, str, Any]] = []
    idles: list[Any] = []

    def fake_measure_layer(spec: LayerSpec, unroll: int, options: DriverOptions, pipeline: str, cold_idle: Any,
                           preset: str) -> dict[str, Any]:
        calls.append((spec.key, preset, cold_idle))
        assert options.settings == PROTOCOL_PRESETS[preset]["settings"] and unroll == 100
        return _fake_point(10.0 if preset == "default" else 10.01, 1.0, 0.002, 0.003)

    monkeypatch.setattr(torchgpu, "use_gpu", lambda uuid: 0)
    monkeypatch.setattr(layers, "measure_layer", fake_measure_layer)
    def fake_idle(options: Any) -> dict[str, float]:
        idles.append(options)
        return {"power_w": 70.0}

    monkeypatch.setattr(compose_module, "measure_idle", fake_idle)
    out_csv = tmp_path / "compare.csv"
    r = cli("reference", "pipelines", "--compare-presets", "6", "--compare-csv", out_csv,
            "--results", tmp_path / "results")
    assert r.exit_code == 0, r.output
    out = r.output
    assert [p for _, p, _ in calls] == ["default", "light", "light", "default"] * 3
    assert len(idles) == 1 and all(idle == {"power_w": 70.0} for _, _, idle in calls)
    assert "6/6 within their combined 95 % CI" in out and not (tmp_path / "results").exists()
    with out_csv.open() as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 12 and {r["kind"] for r in rows} == set(presetcompare.KINDS)


def test_a_record_of_a_preset_redefined_since_is_not_shared(tmp_path: Path) -> None:
    """A record names its preset and holds its protocol: one measured under an earlier definition of the
    preset (long's 3-s windows, before they became 6 s) is not shared as that preset's today."""
    import json

    from artifact.measure.driver import preset_options

    compose.run_pipelines([TOY], tmp_path, measure=_measure_as("long", []), preset="long", echo=lambda _: None)
    path = tmp_path / "toy-fp16" / f"{B.key}.json"
    record = json.loads(path.read_text())
    record["protocol"] = dict(preset_options("long").settings)
    path.write_text(json.dumps(record))
    assert compose.shareable_record(tmp_path, tmp_path / "toy2-fp16", B, "fp16", 100, "long") == path
    record["protocol"]["window_s"] = 3.0
    path.write_text(json.dumps(record))
    assert compose.shareable_record(tmp_path, tmp_path / "toy2-fp16", B, "fp16", 100, "long") is None
