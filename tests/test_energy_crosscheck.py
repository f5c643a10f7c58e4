"""The pure parts of benchmarks.energy_crosscheck: the A B B A comparison and the thermal plan a
check run copies from the driver's record (the GPU parts run in benchmarks.driver_check)."""

from __future__ import annotations

import math
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load() -> ModuleType:
    """The experiment, imported as the benchmarks package's module (``python -m benchmarks.energy_crosscheck``)."""
    from benchmarks import energy_crosscheck

    return energy_crosscheck


def run(time_ms: float, energy_mj: float, temperature_c: float) -> dict[str, float]:
    return {"time_ms": time_ms, "energy_mj": energy_mj, "temperature_c": temperature_c}


def test_abba_cancels_a_linear_drift() -> None:
    cc = load()
    assert cc.ORDER == "ABBA"
    # energy rises 1 % per run with temperature; both sides measure the same kernel
    drift = [1.00, 1.01, 1.02, 1.03]
    a = [run(0.05, 20 * drift[i], 60 + i) for i, who in enumerate(cc.ORDER) if who == "A"]
    b = [run(0.05, 20 * drift[i], 60 + i) for i, who in enumerate(cc.ORDER) if who == "B"]
    r = cc.compare(a, b)
    assert r["energy_ratio"] == pytest.approx(1.0, abs=1e-12)
    assert r["time_ratio"] == pytest.approx(1.0)
    assert r["driver"]["temperature_c"] == pytest.approx(r["check"]["temperature_c"])
    # measured one after the other (A A B B) the same drift reads as a 2 % difference
    r_seq = cc.compare([run(0.05, 20 * d, 0) for d in drift[:2]], [run(0.05, 20 * d, 0) for d in drift[2:]])
    assert r_seq["energy_ratio"] == pytest.approx(1.005 / 1.025)


def test_compare_reports_ratio_and_spread() -> None:
    cc = load()
    r = cc.compare([run(0.10, 30.0, 60), run(0.10, 30.6, 62)], [run(0.11, 30.0, 61), run(0.11, 30.0, 61)])
    assert r["energy_ratio"] == pytest.approx(30.3 / 30.0)
    assert r["time_ratio"] == pytest.approx(0.10 / 0.11)
    assert r["driver"]["energy_spread_rel"] == pytest.approx(0.3 / 30.3)
    assert r["check"]["energy_spread_rel"] == 0
    assert r["driver"]["temperature_c"] == 61


def test_plan_copies_the_driver_record() -> None:
    cc = load()
    rec = {"idle": {"cold": {"window_s": 2.03}}, "warmup": {"seconds": 4.4}, "windows": {"count": 7},
           "protocol": {"window_s": 0.5}}
    plan = cc.plan_from_record(rec)
    assert (plan.idle_s, plan.warmup_s, plan.windows, plan.window_s) == (2.03, 4.4, 7, 0.5)
    assert not math.isnan(plan.warmup_s)


def test_only_cudnn_baselines_have_a_second_path(tmp_path: Path) -> None:
    cc = load()
    manifest = tmp_path / "kernel.json"
    manifest.write_text("{}", encoding="utf-8")
    with pytest.raises(SystemExit, match="only cuDNN baselines"):
        cc.parse_targets([], [f"cublas-fp32={manifest}"])
    with pytest.raises(SystemExit, match="NAME=KERNEL_JSON"):
        cc.parse_targets([], [str(manifest)])
    assert [t.baseline for t in cc.parse_targets([str(manifest)], [f"cudnn-tf32={manifest}"])] == ["", "cudnn-tf32"]
