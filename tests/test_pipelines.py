"""Pipelines (artifact.layers): the shipped architectures' layer shapes against published facts, their
JSON form, and the aggregation of per-layer measurements against answers worked out by hand."""

from __future__ import annotations

import math

import pytest

from artifact.errors import ArtifactError
from artifact.layers import aggregate as agg
from artifact.layers.architectures import PIPELINES, opt66b, pipeline, write_catalog
from artifact.layers.pipelines import LayerSpec, Phase, Pipeline, load, pipeline_from_dict


def _macs(p: Pipeline) -> int:
    """Multiply-accumulates of the convolutions, linears and attention (QK^T and PV) per inference."""
    total = 0
    for ph in p.phases:
        q = ph.layer.params
        if ph.layer.kind == "conv2d":
            ho = (q["h"] + 2 * q["padding"] - q["kh"]) // q["stride"] + 1
            wo = (q["w"] + 2 * q["padding"] - q["kw"]) // q["stride"] + 1
            total += ph.count * q["n"] * ho * wo * q["co"] * q["ci"] // q["groups"] * q["kh"] * q["kw"]
        elif ph.layer.kind == "linear":
            total += ph.count * q["m"] * q["k"] * q["n"]
        elif ph.layer.kind == "attention":
            total += ph.count * 2 * q["batch"] * q["heads"] * q["q_len"] * q["kv_len"] * q["head_dim"]
    return total


def _weights(p: Pipeline) -> int:
    """Conv and linear weights (+ linear biases): the parameter count less norms and embeddings."""
    total = 0
    for ph in p.phases:
        q = ph.layer.params
        if ph.layer.kind == "conv2d":
            total += ph.count * q["co"] * q["ci"] // q["groups"] * q["kh"] * q["kw"]
        elif ph.layer.kind == "linear":
            total += ph.count * (q["k"] * q["n"] + q["n"])
    return total


# published multiply-accumulates at batch 1, 224x224 (torchvision's model table "GFLOPS", which counts
# MACs; RepLKNet-31B: Ding et al. 2022, Table 7, 15.3G) and parameters (millions)
@pytest.mark.parametrize("name, gmacs, mparams", [
    ("resnet18", 1.81, 11.69), ("resnet50", 4.09, 25.56), ("mobilenet_v3_small", 0.06, 2.54),
    ("efficientnet_b0", 0.39, 5.29), ("replknet31b", 15.3, 79.0), ("vit_b16", 17.56, 86.57),
])
def test_cnn_and_vit_shapes_give_the_published_work_and_size(name, gmacs, mparams):
    p = pipeline(name)
    assert _macs(p) / 1e9 == pytest.approx(gmacs, rel=0.06)
    assert _weights(p) / 1e6 == pytest.approx(mparams, rel=0.02)  # norms and embeddings left out


def test_resnet_conv_counts_and_shapes():
    r50 = pipeline("resnet50")
    assert r50.count("conv2d") == 53  # 1 + 16 x 3 + 4 downsample
    assert pipeline("resnet18").count("conv2d") == 20  # 1 + 8 x 2 + 3 downsample
    assert r50.count("norm", "batchnorm") == 53
    assert r50.count("elementwise", "add") == 16
    first = r50.phases[0].layer
    assert first.params == dict(n=1, h=224, w=224, ci=3, co=64, kh=7, kw=7, stride=2, padding=3, groups=1)
    assert r50.phases[-1].layer.params == dict(m=1, k=2048, n=1000)
    pool = next(ph.layer for ph in r50.phases if ph.layer.kind == "pooling" and ph.layer.op == "avg")
    assert pool.params["h"] == 7 and pool.params["c"] == 2048
    # the 3x3 convs of stage 3 (14x14, 256 channels), repeated in 5 of its 6 blocks
    assert sum(ph.count for ph in r50.phases if ph.layer.shape == (1, 14, 14, 256, 256, 3, 3, 1, 1, 1)) == 5


def test_vit_tokens_layers_and_attention():
    vit = pipeline("vit_b16")
    assert dict(vit.params)["tokens"] == 197
    attention = [ph for ph in vit.phases if ph.layer.kind == "attention"]
    assert len(attention) == 1 and attention[0].count == 12
    assert attention[0].layer.params == dict(batch=1, heads=12, q_len=197, kv_len=197, head_dim=64, causal=0)
    assert vit.count("norm", "layernorm") == 25  # two per layer and the final one
    assert pipeline("vit_b16", batch=4).count("linear") == 4 * 12 + 1


def test_mobilenet_and_efficientnet_depthwise_and_se():
    mb = pipeline("mobilenet_v3_small")
    dw = [ph.layer.params for ph in mb.phases if ph.layer.kind == "conv2d" and ph.layer.params["groups"] > 1]
    assert all(q["groups"] == q["ci"] == q["co"] for q in dw)
    assert sum(ph.count for ph in mb.phases if ph.layer.kind == "conv2d" and ph.layer.params["groups"] > 1) == 11
    assert mb.count("elementwise", "hardsigmoid") == 9  # SE in 9 of the 11 blocks
    eff = pipeline("efficientnet_b0")
    assert eff.count("elementwise", "sigmoid") == 16  # SE in all 16 MBConv blocks
    head = next(ph.layer.params for ph in eff.phases if ph.name == "head")
    assert (head["h"], head["ci"], head["co"]) == (7, 320, 1280)


def test_replknet_large_kernels():
    rep = pipeline("replknet31b")
    large = {ph.layer.params["kh"]: ph.count for ph in rep.phases
             if ph.layer.kind == "conv2d" and ph.layer.params["kh"] > 3}
    assert large == {31: 2, 29: 2, 27: 18, 13: 2}


def test_opt66b_prefill_and_decode():
    pre = opt66b("prefill", batch=2, seq_len=512)
    dec = opt66b("decode", batch=2, seq_len=512)
    for p in (pre, dec):
        assert p.count("linear") == 64 * 6  # q, k, v, out, fc1, fc2
        assert p.count("attention") == 64 and p.count("norm") == 128
        assert _weights(p) == 64 * (4 * (9216 * 9216 + 9216) + 9216 * 36864 + 36864 + 36864 * 9216 + 9216)
    fc1 = {p.name: next(ph.layer.params for ph in p.phases if ph.name == "decoder.fc1") for p in (pre, dec)}
    assert fc1["opt66b_prefill"] == dict(m=1024, k=9216, n=36864)
    assert fc1["opt66b_decode"] == dict(m=2, k=9216, n=36864)
    att = next(ph.layer.params for ph in dec.phases if ph.layer.kind == "attention")
    assert att == dict(batch=2, heads=72, q_len=1, kv_len=512, head_dim=128, causal=0)
    with pytest.raises(ArtifactError, match="prefill or decode"):
        opt66b("train")


def test_shipped_json_matches_the_builders_and_round_trips(tmp_path):
    for name in PIPELINES:
        assert load(name) == pipeline(name), f"artifact/data/pipelines/{name}.json is stale"
    written = write_catalog(tmp_path)
    assert sorted(p.stem for p in written) == sorted(PIPELINES)
    p = pipeline("resnet18", dtype="fp32")
    assert pipeline_from_dict(p.to_dict()) == p
    assert all(ph.layer.dtype == "fp32" for ph in p.phases)


def test_bad_descriptions_are_clear_errors():
    with pytest.raises(ArtifactError, match="unknown layer kind"):
        LayerSpec("conv3d", (1,))
    with pytest.raises(ArtifactError, match="needs 3 numbers"):
        LayerSpec("linear", (1, 2))
    with pytest.raises(ArtifactError, match="needs op"):
        LayerSpec("elementwise", (10,), op="tanh")
    with pytest.raises(ArtifactError, match="unknown pipeline"):
        pipeline("alexnet")
    with pytest.raises(ArtifactError, match="malformed"):
        pipeline_from_dict({"name": "x", "phases": [{"kind": "linear"}]})
    with pytest.raises(ArtifactError, match="more than one phase"):
        a = LayerSpec("linear", (1, 2, 3))
        Pipeline("x", "", (Phase("a", a, 1), Phase("b", a, 2)))
    with pytest.raises(ArtifactError, match="no pipeline"):
        load("alexnet")


# aggregation, with numbers worked out by hand -------------------------------------------------------

A = LayerSpec("linear", (1, 8, 8))
B = LayerSpec("elementwise", (64,), op="relu")
TOY = Pipeline("toy", "two phases", (Phase("a", A, 3), Phase("b", B, 1)))


def _m(time_ms, energy_mj, idle_w, time_cv=0.0, energy_cv=0.0):
    return agg.LayerMeasurement(time_ms=time_ms, time_cv=time_cv, energy_mj=energy_mj,
                                energy_above_idle_mj=energy_mj - idle_w * time_ms, energy_cv=energy_cv,
                                idle_power_w=idle_w)


# a: 1 ms, 300 mJ (300 W), 100 W idle -> 200 mJ above idle; b: 2 ms, 400 mJ, 100 W idle -> 200 mJ above
LAYERS = {A.key: _m(1.0, 300.0, 100.0, time_cv=0.1, energy_cv=0.01),
          B.key: _m(2.0, 400.0, 100.0, time_cv=0.05, energy_cv=0.02)}


def test_sequential_sums_phases_times_counts_with_spread():
    total = agg.sequential(TOY, LAYERS)
    assert total.latency_ms.mean == pytest.approx(3 * 1 + 2)
    assert total.energy_mj.mean == pytest.approx(3 * 300 + 400)
    # sigma: a's 3 launches repeat one measurement (3 x 0.1 ms), b's is independent (0.1 ms)
    assert total.latency_ms.std == pytest.approx(math.hypot(0.3, 0.1))
    assert total.energy_mj.std == pytest.approx(math.hypot(3 * 3.0, 8.0))
    assert total.throughput_per_s == pytest.approx(200.0)
    above = agg.sequential(TOY, LAYERS, idle_accounting=False)
    assert above.energy_mj.mean == pytest.approx(3 * 200 + 200)
    assert above.energy_mj.std == pytest.approx(total.energy_mj.std)


def test_parallel_period_latency_and_idle_energy():
    par = agg.parallel(TOY, LAYERS)
    # stages: a busy 3 ms, b busy 2 ms -> period 3 ms, two stages -> latency 6 ms
    assert par.bottleneck == "a"
    assert par.throughput_per_s == pytest.approx(1000 / 3)
    assert par.latency_ms.mean == pytest.approx(6.0)
    assert par.latency_ms.std == pytest.approx(2 * 0.3)
    # active 1300 mJ + b's device waits 1 ms at 100 W = 100 mJ
    assert par.idle_energy_mj == pytest.approx(100.0)
    assert par.energy_mj.mean == pytest.approx(1400.0)
    off = agg.parallel(TOY, LAYERS, idle_accounting=False)
    assert off.idle_energy_mj == 0.0 and off.energy_mj.mean == pytest.approx(800.0)


def test_whole_vs_sum_ratio_and_spread():
    whole = _m(6.0, 1560.0, 100.0, time_cv=0.02, energy_cv=0.01)
    r = agg.whole_vs_sum(TOY, LAYERS, whole)
    sum_time_cv = math.hypot(0.3, 0.1) / 5
    assert r.time_ratio.mean == pytest.approx(6.0 / 5.0)
    assert r.time_ratio.std == pytest.approx(1.2 * math.hypot(0.02, sum_time_cv))
    assert r.energy_ratio.mean == pytest.approx(1560 / 1300)
    above = agg.whole_vs_sum(TOY, LAYERS, whole, idle_accounting=False)
    assert above.energy_ratio.mean == pytest.approx((1560 - 600) / 800)


def test_measurement_records_and_missing_layers():
    record = {"time_per_launch_ms": 0.5, "time_cv": 0.003, "energy_per_launch_mj": 150.0,
              "energy_above_hot_idle_per_launch_mj": 110.0, "energy_cv": 0.004,
              "idle": {"hot": {"power_w": 80.0}, "cold": {"power_w": 60.0}}}
    m = agg.LayerMeasurement.from_record(record)
    assert (m.time_ms, m.energy_above_idle_mj, m.idle_power_w) == (0.5, 110.0, 80.0)
    with pytest.raises(ArtifactError, match="not a measurement record"):
        agg.LayerMeasurement.from_record({"time_per_launch_ms": 1.0}, "layer x")
    with pytest.raises(ArtifactError, match="time_ms must be > 0"):
        _m(0.0, 1.0, 1.0)
    with pytest.raises(ArtifactError, match="1 layer\\(s\\) not measured"):
        agg.sequential(TOY, {A.key: LAYERS[A.key]})
