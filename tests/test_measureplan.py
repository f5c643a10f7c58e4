"""The plan of measuring every pipeline: each (layer, math mode, implementation) once across jobs, what
is recorded already left out, and the device-time estimate."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tuned import _conv, _export

from artifact.layers import compose, measureplan, tuned
from artifact.layers.architectures import pipeline


def test_each_point_once_across_jobs(tmp_path: Path) -> None:
    jobs = measureplan.default_jobs()
    plans = {p.run: p for p in measureplan.plan(jobs, tmp_path)}
    assert list(plans)[:2] == ["resnet18-fp16", "resnet50-fp16"] and "resnet50_tuned-fp32" not in plans
    r18 = {s.key for s in pipeline("resnet18").layers}
    r50 = plans["resnet50-fp16"]
    assert r50.shared == len(r18 & {s.key for s in pipeline("resnet50").layers}) and r50.shared > 0
    tf32 = plans["resnet50-tf32"]  # only what does TF32 math is measured again
    assert sorted(tf32.measure) == sorted(s.key for s in pipeline("resnet50", dtype="fp32").layers
                                          if s.kind in ("conv2d", "linear"))
    assert plans["resnet50-fp32"].measure == [s.key for s in pipeline("resnet50", dtype="fp32").layers]
    assert plans["opt66b_decode-fp16"].wholes == 0 and plans["resnet18-fp16"].wholes == 2
    fp32_keys = [k for p in plans.values() if p.job.dtype == "fp32" and not p.job.tf32 for k in p.measure]
    assert len(fp32_keys) == len(set(fp32_keys))  # no fp32 layer twice
    assert sum(len(p.measure) for p in plans.values()) == len(
        {(k, p.job.tf32 and k.split("-")[0] in ("conv2d", "linear")) for p in plans.values() for k in p.measure})


def test_recorded_layers_are_left_out_and_the_estimate(tmp_path: Path) -> None:
    from test_compose import _torch_record

    compose.run_pipelines(["resnet18"], tmp_path, measure=lambda s: _torch_record(s, "fp16"), echo=lambda _: None)
    plans = {p.run: p for p in measureplan.plan(measureplan.default_jobs(fp32=False), tmp_path)}
    assert plans["resnet18-fp16"].measure == [] and plans["resnet18-fp16"].recorded == 28
    assert plans["resnet50-fp16"].recorded == 18 and plans["resnet18-fp16"].wholes == 2
    est = measureplan.estimate(list(plans.values()), per_point_s=6.0, per_whole_s=9.0, call_s=130.0, startup_s=10.0)
    assert est.points == sum(len(p.measure) for p in plans.values())
    assert est.gpu_s == pytest.approx(6.0 * est.points + 9.0 * est.wholes)
    assert est.calls == -(-int(est.gpu_s) // 120) and est.total_s == pytest.approx(est.gpu_s + 10.0 * est.calls)


def test_tuned_job_counts_its_tuned_layers(tmp_path: Path) -> None:
    exports = tmp_path / "results"
    _export(exports, "resnet50-conv1", _conv(tuned.tuned_pipeline(), "conv1"))
    plans = {p.run: p for p in measureplan.plan(measureplan.default_jobs(tuned=True), tmp_path / "layers",
                                                 tuned_results=exports)}
    t = plans["resnet50_tuned-fp32"]
    assert (len(t.measure), t.tuned, t.shared) == (1, 1, 47)  # conv1 by its kernel; the rest as resnet50-fp32


def test_a_tuned_layer_and_its_twin_are_two_points_and_a_flagged_twin_flags_the_pair(tmp_path: Path) -> None:
    """An unpaired tuned record is planned again; a plan's tuned layer costs two points in the estimate and
    in the GPUs' slices; a flagged cuDNN twin puts its tuned record among the flagged."""
    import json

    from test_tuned import _measured

    exports = tmp_path / "results"
    conv1 = _conv(tuned.tuned_pipeline(), "conv1")
    _export(exports, "resnet50-conv1", conv1)
    jobs = [j for j in measureplan.default_jobs(tuned=True) if j.run == "resnet50_tuned-fp32"]
    plans = measureplan.plan(jobs, tmp_path / "layers", tuned_results=exports)
    assert plans[0].tuned == 1
    est = measureplan.estimate(plans, per_point_s=5.0, per_whole_s=9.0)
    assert est.points == len(plans[0].measure) + 1
    (part,) = measureplan.slices(plans, [0], 5.0, 9.0, exports)
    assert part.points == est.points and part.gpu_s == pytest.approx(5.0 * est.points)
    layers_dir = tmp_path / "layers"
    compose.run_pipelines([tuned.TUNED_PIPELINE], layers_dir, tuned_results=exports, echo=lambda _: None,
                          measure=lambda s: _measured(s, "resnet50-conv1/r0001" if s.key == conv1.key else "torch"),
                          measure_twin=lambda s: _measured(s))
    assert measureplan.plan(jobs, layers_dir, tuned_results=exports)[0].measure == []
    run = layers_dir / "resnet50_tuned-fp32"
    assert measureplan.flagged_layers(jobs, layers_dir) == []
    twin = run / "cudnn" / f"{conv1.key}.json"
    twin.write_text(json.dumps({**json.loads(twin.read_text()), "flagged": True}))
    assert measureplan.flagged_layers(jobs, layers_dir) == [run / f"{conv1.key}.json"]
    (run / "cudnn" / f"{conv1.key}.json").unlink()  # without its twin the tuned layer is to measure again
    assert measureplan.plan(jobs, layers_dir, tuned_results=exports)[0].measure == [conv1.key]
