"""whole_vs_sum.md: the whole model against the sum of its layers in words, from records made up so that
each line's numbers are known (no GPU, no torch)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from artifact.layers import compose, wholereport
from artifact.layers.architectures import pipeline
from artifact.layers.pipelines import LayerSpec

IDLE_W = 100.0


def _record(rid: str, time_ms: float, power_w: float) -> dict[str, Any]:
    e = power_w * time_ms
    return {"id": rid, "time_per_launch_ms": time_ms, "time_cv": 0.001, "energy_per_launch_mj": e,
            "energy_above_hot_idle_per_launch_mj": e - IDLE_W * time_ms, "energy_cv": 0.002,
            "idle": {"hot": {"power_w": IDLE_W}}, "gpu": {"l2_bytes": 50_000_000},
            "workload": {"description": {"unit": "one inference"}}}


def _layer(spec: LayerSpec) -> dict[str, Any]:
    return _record(spec.key, 0.01, 250.0)


def _run(tmp_path: Path, graph_extra: tuple[float, float], eager_extra: tuple[float, float]) -> str:
    """resnet18 with every layer call 0.01 ms at 250 W; the graph takes graph_extra (ms, W) more than the
    sum, the eager model eager_extra more than the graph."""
    pipe = pipeline("resnet18")
    calls = sum(p.count for p in pipe.phases)
    seq_ms, seq_mj = 0.01 * calls, 2.5 * calls
    g_ms, g_mj = seq_ms + graph_extra[0], seq_mj + graph_extra[0] * graph_extra[1]
    x_ms, x_mj = g_ms + eager_extra[0], g_mj + eager_extra[0] * eager_extra[1]

    def whole(pipe: Any, mode: str) -> dict[str, Any]:
        t, e = (g_ms, g_mj) if mode == "graph" else (x_ms, x_mj)
        return _record(f"whole-{mode}", t, e / t)

    compose.run_pipelines(["resnet18"], tmp_path, whole=True, measure=_layer, measure_whole=whole,
                          echo=lambda _: None)
    return (tmp_path / wholereport.REPORT_MD).read_text()


def test_each_difference_with_the_power_it_was_spent_at(tmp_path: Path) -> None:
    text = _run(tmp_path, graph_extra=(0.2, 110.0), eager_extra=(3.0, 105.0))
    assert "| resnet18-fp16 | one inference | 0.680, 170.0 | 0.880, 192.0 | 1.29, 1.13 |" in text
    graph = next(line for line in text.splitlines() if line.startswith("- **graph against the sum**"))
    assert "0.200 ms more" in graph and "22.0 mJ more" in graph
    assert "ran at 110 W" in graph and "mostly waited" in graph
    eager = next(line for line in text.splitlines() if line.startswith("- **eager against graph**"))
    assert "3.000 ms more" in eager and "ran at 105 W" in eager
    params = next(line for line in text.splitlines() if line.startswith("- **parameters and L2**"))
    assert "23.4 MB of parameters against 50.0 MB of L2: they fit beside the activations" in params
    idle = next(line for line in text.splitlines() if line.startswith("- **idle floor**"))
    assert "88.0 mJ, 46% of its energy" in idle  # 100 W x 0.880 ms of 192.0 mJ


def test_a_faster_whole_and_a_busy_difference(tmp_path: Path) -> None:
    text = _run(tmp_path, graph_extra=(-0.1, 240.0), eager_extra=(0.001, 100.0))
    graph = next(line for line in text.splitlines() if line.startswith("- **graph against the sum**"))
    assert "0.100 ms less" in graph and "the extra time of the layers alone ran at 240 W" in graph
    assert "the GPU was busy" in graph
    eager = next(line for line in text.splitlines() if line.startswith("- **eager against graph**"))
    assert "within 1% of the graph's time" in eager and " W (" not in eager


def test_parameters_count_every_phase_and_its_count() -> None:
    r50 = pipeline("resnet50", dtype="fp16")
    assert wholereport.parameter_bytes(r50) / 2 == pytest.approx(25.5e6, rel=0.02)  # ResNet-50: 25.6 M parameters
    vit = pipeline("vit_b16", dtype="fp16")
    assert wholereport.parameter_bytes(vit) / 2 == pytest.approx(86.4e6, rel=0.03)  # ViT-B/16: 86.6 M


def test_no_report_without_a_whole_record(tmp_path: Path) -> None:
    compose.run_pipelines(["resnet18"], tmp_path, measure=_layer, echo=lambda _: None)
    assert not (tmp_path / wholereport.REPORT_MD).exists()
    (tmp_path / "resnet18-fp16" / "whole-graph.json").write_text(json.dumps(_record("whole-graph", 1.0, 200.0)))
    assert wholereport.write_report(tmp_path, compose.run_dirs(tmp_path)) == tmp_path / wholereport.REPORT_MD


def test_no_power_where_time_and_energy_move_apart_or_the_quotient_is_implausible(tmp_path: Path) -> None:
    text = _run(tmp_path, graph_extra=(0.1, -200.0), eager_extra=(0.5, 2000.0))  # slower but less energy
    graph = next(line for line in text.splitlines() if line.startswith("- **graph against the sum**"))
    assert "0.100 ms more" in graph and "20.0 mJ less" in graph
    assert "no power is quoted" in graph and "opposite directions" in graph and " ran at " not in graph
    eager = next(line for line in text.splitlines() if line.startswith("- **eager against graph**"))
    assert "no power is quoted" in eager and "2000 W, more than the work's power could explain" in eager
