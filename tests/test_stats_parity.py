"""The protocol's statistics exist twice: in the C++ driver (cuda/src/stats.cpp, every record of a kernel, a
layer or a replayed trace kernel) and in Python (artifact/measure/lockstep.py, the tensor-parallel runs
measured by every rank at once). Both are fed the same synthetic traces (steady, drifting, noisy, short)
and must give the same doubles, bit for bit: the same digits however many are printed (the driver
prints 10 significant digits, the Python records 17). The C++ side is built with g++ alone
(cuda/tests/contract_check.cpp)."""

from __future__ import annotations

import json
import math
import random
import subprocess
from pathlib import Path
from typing import Any

import pytest

from artifact.measure import lockstep

STEADY_SETTINGS = {"windows": 5, "power_rel": 0.01, "temp_c": 1.0}


def _values_cases() -> dict[str, list[float]]:
    rng = random.Random(11)
    return {
        "steady": [412.0 + 1e-3 * rng.gauss(0, 1) for _ in range(12)],
        "drifting": [300.0 + 7.3 * i + rng.gauss(0, 0.5) for i in range(20)],
        "noisy": [500.0 * (1 + 0.2 * rng.gauss(0, 1)) for _ in range(9)],
        "many": [250.0 + rng.uniform(-30, 30) for _ in range(45)],  # beyond the t table: Cornish-Fisher
        "equal": [333.3] * 6,
        "two": [0.1 + 0.2, 0.3],
        "one": [412.5],
        "tiny": [1e-3 * (1 + 1e-9 * i) for i in range(7)],
    }


def _steady_cases() -> dict[str, dict[str, Any]]:
    rng = random.Random(12)
    n = 14
    temps_flat = [55.0] * (n + 1)
    warming = [40.0 + min(i, 8) * 2.0 for i in range(n + 1)]
    return {
        "steady": {"powers": [600 + rng.gauss(0, 1.5) for _ in range(n)], "temps": temps_flat},
        "drifting": {"powers": [500 * (1 + 0.02 * i) for i in range(n)], "temps": warming},
        "noisy": {"powers": [600 * (1 + 0.03 * rng.gauss(0, 1)) for _ in range(n)],
                  "temps": [55.0 + (i % 2) for i in range(n + 1)]},
        "short": {"powers": [610.0, 612.5, 611.0], "temps": [50.0, 50.0, 51.0, 51.0]},
        "two windows": {"powers": [600.0, 601.0, 599.5, 600.2], "temps": [60.0] * 5, "windows": 2},
    }


def _samples(seconds: float, power_w: Any, rng: random.Random) -> list[list[float]]:
    """A GPU polled every ~1 ms whose energy counter (integer mJ) is refreshed every ~100 ms, as
    CounterWatcher sees it: (time, counter, power) per poll."""
    out, t, energy, last_update = [], 0.0, 0.0, 0.0
    counter = 0
    while t < seconds:
        p = power_w(t)
        out.append([t, counter, p])
        dt = 0.001 * (1 + 0.3 * rng.random())
        energy += p * dt * 1e3
        t += dt
        if t - last_update >= 0.1 + 0.004 * rng.random():
            counter, last_update = int(energy), t
    return out


def _windows_cases() -> dict[str, dict[str, Any]]:
    rng = random.Random(13)
    return {
        "steady": {"samples": _samples(3.0, lambda t: 420.0, rng), "min_window_s": 0.5},
        "drifting": {"samples": _samples(3.0, lambda t: 300.0 + 60.0 * t, rng), "min_window_s": 0.5},
        "noisy": {"samples": _samples(3.0, lambda t: 500.0 * (1 + 0.2 * math.sin(37 * t)), rng), "min_window_s": 0.25},
        "short": {"samples": _samples(0.6, lambda t: 200.0, rng), "min_window_s": 0.5},
    }


def _cpp(contract_check: Path, cases: list[dict[str, Any]], tmp_path: Path) -> list[dict[str, Any]]:
    path = tmp_path / "cases.json"
    path.write_text(json.dumps({"cases": cases}))
    out = subprocess.run([str(contract_check), "stats", str(path)], capture_output=True, text=True, check=True).stdout
    return [json.loads(line) for line in out.splitlines()]  # json reads NaN and Infinity as Python does


def _same(a: Any, b: Any) -> bool:
    """Equal to the last bit (NaN equal to NaN), recursively."""
    if isinstance(a, float) or isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return bool(a == b)


def _python_values(v: list[float]) -> dict[str, Any]:
    return {"mean": lockstep.mean(v) if v else math.nan, "stdev": lockstep.stdev(v), "cv": lockstep.cv_rel(v),
            "ci95_rel": lockstep.ci95_rel(v), "t_quantile_975": lockstep.t_quantile_975(len(v) - 1)}


def _python_steady(c: dict[str, Any]) -> dict[str, Any]:
    after = []
    for k in range(1, len(c["powers"]) + 1):
        t = lockstep.steady_test(c["powers"][:k], c["temps"][:k + 1], c["windows"], c["power_rel"], c["temp_c"])
        after.append({"steady": t.steady, "power_trend_rel": t.power_trend_rel, "power_trend_se_rel": t.power_trend_se_rel,
                      "temperature_change_c": t.temperature_change_c})
    return {"after": after}


class _FakeNvml:
    """The four NVML calls CounterWatcher makes, reading one polled sample at a time."""

    NVML_TEMPERATURE_GPU = 0

    def __init__(self, samples: list[list[float]]) -> None:
        self.samples, self.i = samples, 0

    def nvmlDeviceGetTotalEnergyConsumption(self, handle: object) -> int:
        return int(self.samples[self.i][1])

    def nvmlDeviceGetPowerUsage(self, handle: object) -> int:
        return int(self.samples[self.i][2] * 1000)

    def nvmlDeviceGetTemperature(self, handle: object, sensor: int) -> int:
        return 50


def _python_windows(c: dict[str, Any]) -> dict[str, Any]:
    samples = c["samples"]
    nvml = _FakeNvml(samples)
    watcher = lockstep.CounterWatcher(nvml, None, clock=lambda: samples[nvml.i][0], wall=lambda: 0.0)
    for i in range(len(samples)):
        nvml.i = i
        watcher.poll()  # its time: the mean of two clock reads around the counter read, here the sample's
    windows = lockstep.counter_windows(watcher.updates(), samples[0][0], samples[-1][0], c["min_window_s"])
    powers = [w.power_w for w in windows]
    return {"t0_s": [w.t0_s for w in windows], "t1_s": [w.t1_s for w in windows],
            "energy_mj": [w.energy_mj for w in windows], "power_w": powers,
            "mean_power_w": lockstep.mean(powers) if powers else math.nan, "cv": lockstep.cv_rel(powers),
            "ci95_rel": lockstep.ci95_rel(powers)}


def test_the_driver_and_the_lockstep_protocol_compute_the_same_statistics(contract_check: Path, tmp_path: Path) -> None:
    cases, expected = [], []
    for name, v in _values_cases().items():
        cases.append({"kind": "values", "values": v})
        expected.append((f"values {name}", _python_values(v)))
    dfs = list(range(-1, 200)) + [1000, 10**6]
    cases.append({"kind": "t", "dfs": dfs})
    expected.append(("t quantiles", {"t_quantile_975": [lockstep.t_quantile_975(df) for df in dfs]}))
    for name, c in _steady_cases().items():
        c = {**STEADY_SETTINGS, **c}
        cases.append({"kind": "steady", **c})
        expected.append((f"steady {name}", _python_steady(c)))
    for name, c in _windows_cases().items():
        cases.append({"kind": "windows", **c})
        expected.append((f"windows {name}", _python_windows(c)))
    got = _cpp(contract_check, cases, tmp_path)
    assert len(got) == len(expected)
    wrong = [f"{what}:\n  C++    {json.dumps(cpp)}\n  Python {json.dumps(py)}"
             for (what, py), cpp in zip(expected, got) if not _same(cpp, py)]
    assert not wrong, "\n".join(wrong)


def test_the_traces_exercise_every_branch() -> None:
    """The synthetic traces reach the cases that matter: steady and not steady, a trend's standard error
    and none (two windows), windows closed and none (too short), the t table and beyond it."""
    steady = {name: _python_steady({**STEADY_SETTINGS, **c})["after"] for name, c in _steady_cases().items()}
    assert steady["steady"][-1]["steady"] and not steady["drifting"][-1]["steady"]
    assert math.isnan(steady["short"][-1]["power_trend_rel"]) and math.isnan(steady["two windows"][-1]["power_trend_se_rel"])
    windows = {name: _python_windows(c) for name, c in _windows_cases().items()}
    assert len(windows["steady"]["power_w"]) >= 4 and len(windows["short"]["power_w"]) <= 1
    assert abs(windows["steady"]["mean_power_w"] / 420.0 - 1) < 0.01
    values = _values_cases()
    assert len(values["many"]) - 1 > 30 and math.isinf(lockstep.ci95_rel(values["one"]))


@pytest.mark.parametrize("values", [[1.0, 2.0, 4.0], [0.1] * 10 + [0.2]])
def test_the_statistics_are_the_textbook_ones(values: list[float]) -> None:
    import statistics

    assert lockstep.mean(values) == pytest.approx(statistics.fmean(values), rel=1e-15)
    assert lockstep.stdev(values) == pytest.approx(statistics.stdev(values), rel=1e-14)
    assert lockstep.t_quantile_975(4) == 2.7764 and lockstep.t_quantile_975(0) == math.inf
