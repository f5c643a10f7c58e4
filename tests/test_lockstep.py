"""The lockstep measurement protocol (artifact/measure/lockstep.py): its pure rules on synthetic counter
sequences, the loop on a fake GPU whose clock only the fake work and the fake sleep advance (no thread,
nothing timing-dependent), and the agreement of two real processes over gloo on the CPU (skipped where
torch is not installed)."""

from __future__ import annotations

import json
import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import run_gloo_ranks

from artifact.errors import ArtifactError
from artifact.measure.driver import DriverOptions
from artifact.measure.lockstep import (
    METHOD,
    CounterWatcher,
    LockstepResult,
    ci95_rel,
    counter_windows,
    cv_rel,
    measure_lockstep,
    span_power_w,
    steady_test,
    update_period_ms,
    value_at,
)

ROOT = Path(__file__).resolve().parent.parent
WALL0_S = 1.7e9  # the fake wall clock when a watcher starts (the timeline's epoch)


# --- pure rules -------------------------------------------------------------------------------------------


def _energy_mj(t_s: float) -> float:
    """The integral of P(t) = 200 + 100 sin(t) W from 0 to t, in mJ."""
    return (200 * t_s - 100 * math.cos(t_s) + 100) * 1e3


def _mean_power_w(t0_s: float, t1_s: float) -> float:
    return (_energy_mj(t1_s) - _energy_mj(t0_s)) / 1e3 / (t1_s - t0_s)


# a counter that moves every 100 ms by the energy since its last move
UPDATES = [(k / 10, _energy_mj(k / 10)) for k in range(1, 40)]


def test_windows_run_from_one_counter_update_to_another_and_recover_the_power_exactly():
    windows = counter_windows(UPDATES, 0.05, 2.0, 0.5)
    assert [(round(w.t0_s, 9), round(w.t1_s, 9)) for w in windows] == [(0.1, 0.6), (0.6, 1.1), (1.1, 1.6)]
    for w in windows:
        assert w.power_w == pytest.approx(_mean_power_w(w.t0_s, w.t1_s), rel=1e-9)
        assert w.seconds == pytest.approx(0.5, abs=1e-12)
    # a window closes at the first update at least min_window_s after it opened, never earlier
    assert [round(w.seconds, 9) for w in counter_windows(UPDATES, 0.0, 2.0, 0.45)] == [0.5, 0.5, 0.5]
    assert counter_windows(UPDATES, 0.05, 0.55, 0.5) == []  # no update 0.5 s after the first inside
    assert update_period_ms(UPDATES, 0.0, 4.0) == pytest.approx(100.0)


def test_a_span_between_updates_gives_its_mean_power_where_a_before_after_read_is_off():
    flat = [(k / 10, 300.0 * k / 10 * 1e3) for k in range(1, 20)]  # 300 W, a counter moving every 100 ms
    t0, t1 = 0.05, 0.65  # 0.6 s, not aligned: the counter read at t0 is its 0.0 s value, at t1 its 0.6 s one
    assert span_power_w(flat, t0, t1) == pytest.approx(300.0, rel=1e-12)
    raw_w = (value_at(flat, t1) - 0.0) / 1e3 / (t1 - t0)
    assert raw_w == pytest.approx(300.0 * 0.6 / 0.6)  # this span is one update long at each end: right by luck
    t1 = 0.62
    raw_w = (value_at(flat, t1) - 0.0) / 1e3 / (t1 - t0)
    assert abs(raw_w / 300.0 - 1) > 0.05  # 0.6 s of energy over 0.57 s
    assert span_power_w(flat, t0, t1) == pytest.approx(300.0, rel=1e-12)
    assert span_power_w(UPDATES, 0.05, 0.62) == pytest.approx(_mean_power_w(0.1, 0.6), rel=1e-9)
    assert span_power_w(flat, 0.05, 0.15) is None  # one update inside


def test_cv_and_the_95_percent_ci_half_width_over_windows():
    v = [1.0, 2.0, 3.0, 4.0]
    sd = math.sqrt(sum((x - 2.5) ** 2 for x in v) / 3)
    assert cv_rel(v) == pytest.approx(sd / 2.5, rel=1e-12)
    assert ci95_rel(v) == pytest.approx(3.1824 * sd / 2 / 2.5, rel=1e-12)  # Student t, 3 degrees of freedom
    assert ci95_rel([5.0] * 6) == 0.0 and cv_rel([5.0]) == 0.0
    assert ci95_rel([5.0]) == math.inf
    many = [100.0 + (i % 2) for i in range(41)]  # 40 degrees of freedom: past the table
    assert ci95_rel(many) == pytest.approx(2.0211 * cv_rel(many) * 100.5 / math.sqrt(41) / 100.5, rel=1e-4)


def test_the_steady_test_tells_a_ramp_from_a_flat_or_merely_noisy_line():
    temps = [50.0] * 4
    ramp = steady_test([100.0, 110.0, 120.0], temps, 3, 0.003, 2.0)
    assert not ramp.steady and ramp.power_trend_rel == pytest.approx(20 / 110) and ramp.power_trend_se_rel == 0.0
    flat = steady_test([200.0, 200.0, 200.0], temps, 3, 0.003, 2.0)
    assert flat.steady and flat.power_trend_rel == 0.0 and flat.temperature_change_c == 0.0
    # a trend of 0.5 % (beyond 0.3 %) that the windows' own scatter cannot tell from zero (2 SE = 5 %)
    noisy = steady_test([150.0, 204.0, 199.0, 203.0], [50.0] * 5, 3, 0.003, 2.0)
    assert noisy.steady and noisy.power_trend_rel == pytest.approx(-1 / 202)
    assert noisy.power_trend_se_rel == pytest.approx(math.sqrt(13.5 / 2) * 2 / 202)  # residuals 1.5, -3, 1.5
    # the same powers while the GPU warms by 3 C over the span
    warming = steady_test([200.0, 200.0, 200.0], [50.0, 51.0, 52.0, 53.0], 3, 0.003, 2.0)
    assert not warming.steady and warming.temperature_change_c == 3.0
    early = steady_test([200.0, 200.0], [50.0] * 3, 3, 0.003, 2.0)
    assert not early.steady and math.isnan(early.power_trend_rel)


# --- the loop on a fake GPU ---------------------------------------------------------------------------------


TICK_S = 1 / 1024  # the fake clock's step: every time a binary fraction, so that window lengths are exact


class FakeGpu:
    """NVML's four calls on a fake clock that moves in ticks of ~1 ms (TICK_S): the energy counter moves
    every ``update_ticks`` (128: 125 ms) to the energy used so far (``busy_w(t)`` while a call runs,
    ``idle_w`` otherwise), and the watcher polls at every tick (as its thread would)."""

    NVML_TEMPERATURE_GPU = 0

    def __init__(self, busy_w: Callable[[float], float], idle_w: float = 80.0, update_ticks: int = 128) -> None:
        self.busy_w, self.idle_w, self.update_ticks = busy_w, idle_w, update_ticks
        self.ticks = 0
        self.energy_mj = self.counter_mj = 0.0
        self.power_w = idle_w
        self.watcher = CounterWatcher(self, "gpu0", clock=self.clock, wall=lambda: WALL0_S + self.clock())
        self.calls = 0

    def clock(self) -> float:
        return self.ticks * TICK_S

    def advance(self, ticks: int, busy: bool) -> None:
        for _ in range(ticks):
            self.power_w = self.busy_w(self.clock()) if busy else self.idle_w
            self.energy_mj += self.power_w * TICK_S * 1e3
            self.ticks += 1
            if self.ticks % self.update_ticks == 0:
                self.counter_mj = self.energy_mj
            self.watcher.poll()

    def run(self, call_ticks: int = 64) -> Callable[[], None]:
        """One call of 62.5 ms."""
        def call() -> None:
            self.calls += 1
            self.advance(call_ticks, True)

        return call

    def sleep(self, seconds: float) -> None:
        self.advance(max(1, round(seconds / TICK_S)), False)

    def nvmlDeviceGetTotalEnergyConsumption(self, handle: str) -> float:
        return self.counter_mj

    def nvmlDeviceGetPowerUsage(self, handle: str) -> int:
        return round(self.power_w * 1000)

    def nvmlDeviceGetTemperature(self, handle: str, sensor: int) -> int:
        return 50


def noisy_after(t0_s: float, seed: int = 1) -> Callable[[float], float]:
    """300 W until t0_s, then a new level of 300 W +- 10 % every 100 ms (seeded)."""
    levels = random.Random(seed)
    table = [300.0 * (1 + 0.1 * levels.uniform(-1, 1)) for _ in range(400)]
    return lambda t: 300.0 if t < t0_s else table[int(t * 10) % len(table)]


def measure(gpu: FakeGpu, options: DriverOptions | None = None, **kw: int) -> LockstepResult:
    return measure_lockstep(gpu.run(), lambda flag: flag, lambda x: x, gpu.watcher, options, sleep=gpu.sleep, **kw)


def test_a_flat_load_warms_up_for_the_minimum_and_stops_at_the_fewest_windows_with_exact_energy():
    gpu = FakeGpu(lambda t: 300.0)
    r = measure(gpu)
    # warm-up: 2 calls to estimate (0.125 s), then blocks of 8 calls (0.5 s) until 3 steady windows closed
    assert r.warmup_s == 1.625 and r.steady
    assert len(r.windows) == 4 and r.ci_half_width_rel == 0.0 and r.cv_rel == 0.0
    assert r.calls == 32 and gpu.calls == 2 + 24 + 32
    assert r.time_per_run_ms == pytest.approx(62.5, rel=1e-9)
    assert r.energy_per_run_mj == pytest.approx(300.0 * 0.0625 * 1e3, rel=1e-9)
    assert r.avg_power_w == pytest.approx(300.0, rel=1e-9)
    assert all(w.seconds == 0.5 for w in r.windows)
    assert r.hot_idle_w == pytest.approx(80.0, rel=1e-9) and r.counter_period_ms == pytest.approx(125.0)
    assert not r.flagged and r.flag_reasons == []
    # the timeline: every ~10 ms from the first call to the idle's end, in seconds since the epoch
    ts = [t for t, _ in r.timeline]
    assert ts[0] == pytest.approx(WALL0_S, abs=0.011) and 0.009 < ts[1] - ts[0] < 0.012
    assert {round(w) for _, w in r.timeline} == {300, 80}
    q = r.quality_json()
    assert q["method"] == METHOD and q["windows"][0] == {"seconds": 0.5, "energy_mj": pytest.approx(150e3),
                                                          "power_w": pytest.approx(300.0)}
    assert json.loads(json.dumps(q, allow_nan=False))["flagged"] is False


def test_the_warm_up_lasts_until_the_power_has_settled():
    gpu = FakeGpu(lambda t: 300.0 - 100.0 * math.exp(-t / 0.4))
    r = measure(gpu)
    assert r.steady and 2.5 <= r.warmup_s < 5.0  # past the flat load's 1.6 s, short of the bound
    assert abs(r.warmup.power_trend_rel) <= 0.003
    assert r.flag_reasons == [] and r.energy_per_run_mj == pytest.approx(18750.0, rel=1e-4)


def test_a_power_that_keeps_rising_is_flagged_not_steady_and_misses_the_noise_target():
    gpu = FakeGpu(lambda t: 150.0 + 10.0 * t)
    r = measure(gpu)
    assert not r.steady and r.warmup_s == 5.125  # the bound, at the end of a block
    assert r.flag_reasons == ["not_steady", "ci_target_missed", "cv_above_target"] and r.flagged
    assert 8.0 <= r.seconds < 8.6  # measure_max_s, then the block in progress
    assert r.warmup.power_trend_rel > 0.003


def test_windows_too_noisy_for_the_ci_target_are_measured_to_the_bound_and_flagged():
    gpu = FakeGpu(noisy_after(1.625))
    r = measure(gpu)
    assert r.steady and r.flag_reasons == ["ci_target_missed", "cv_above_target"]
    assert 8.0 <= r.seconds < 8.6 and len(r.windows) == 16
    assert r.ci_half_width_rel > 0.005 and r.cv_rel > 0.005
    assert r.avg_power_w == pytest.approx(sum(w.power_w for w in r.windows) / 16)
    # looser settings (the contract's names) meet the target at once
    loose = measure(FakeGpu(noisy_after(1.625)), DriverOptions({"ci_target_rel": 0.05, "cv_flag_rel": 0.05}))
    assert loose.flag_reasons == [] and len(loose.windows) == 4


def test_a_minimum_of_calls_lengthens_the_measurement_and_a_still_counter_is_an_error():
    r = measure(FakeGpu(lambda t: 300.0), min_calls=100)
    assert r.calls == 104 and len(r.windows) == 13 and r.flag_reasons == []  # 13 blocks of 8 calls
    with pytest.raises(ArtifactError, match="fewer than 2 windows"):
        measure(FakeGpu(lambda t: 300.0, update_ticks=10**9))


def test_the_watcher_keeps_only_changes_at_their_first_sight_and_its_thread_restores_the_switch_interval():
    gpu = FakeGpu(lambda t: 300.0)
    gpu.advance(300, True)
    assert gpu.watcher.updates() == [(0.125, pytest.approx(37.5e3)), (0.25, pytest.approx(75e3))]
    # power every 11 ticks (10.7 ms: the first tick past 10 ms), temperature every 52 (50.8 ms)
    assert len(gpu.watcher.power()) == 28 and len(gpu.watcher.temperature()) == 6
    before = sys.getswitchinterval()
    threaded = CounterWatcher(gpu, "gpu0")
    with threaded:
        assert sys.getswitchinterval() <= 0.0005
    assert sys.getswitchinterval() == before and threaded.power()  # read once before the thread started


# --- two processes in lockstep over gloo ---------------------------------------------------------------

_GLOO_WORKER = r"""
import json, sys
sys.path.insert(0, sys.argv[2])
import torch, torch.distributed as dist
from artifact.measure.lockstep import gloo_agreement, measure_lockstep
from test_lockstep import FakeGpu, noisy_after
dist.init_process_group("gloo")
rank = dist.get_rank()
agree, agree_max = gloo_agreement(torch, dist, dist.new_group(backend="gloo"))
gpu = FakeGpu((lambda t: 300.0) if rank == 0 else noisy_after(1.625))
r = measure_lockstep(gpu.run(), agree, agree_max, gpu.watcher, sleep=gpu.sleep)
json.dump({"calls": gpu.calls, "measured": r.calls, "flags": r.flag_reasons, "windows": len(r.windows),
           "warmup_s": r.warmup_s}, open(sys.argv[1] + f"/rank{rank}.json", "w"))
dist.destroy_process_group()
"""


def test_two_ranks_make_the_same_calls_when_one_ranks_power_is_noisy(tmp_path):
    pytest.importorskip("torch")
    run_gloo_ranks(_GLOO_WORKER, str(tmp_path), str(ROOT / "tests"))
    quiet, noisy = (json.loads((tmp_path / f"rank{r}.json").read_text()) for r in range(2))
    assert quiet["calls"] == noisy["calls"] and quiet["measured"] == noisy["measured"]
    assert quiet["warmup_s"] == noisy["warmup_s"]
    # alone the quiet rank would have stopped at 4 windows (32 calls); it measured as long as the noisy one
    assert quiet["measured"] == 128 and quiet["windows"] == noisy["windows"] == 16
    assert quiet["flags"] == [] and noisy["flags"] == ["ci_target_missed", "cv_above_target"]


def test_a_counter_that_goes_backwards_or_a_failed_read_in_the_watchers_thread_reaches_the_measuring_thread():
    gpu = FakeGpu(lambda t: 300.0)
    gpu.advance(130, True)
    gpu.counter_mj -= 1.0
    with pytest.raises(ArtifactError, match="a GPU's NVML energy counter went backwards"):
        gpu.watcher.poll()

    class Failing(FakeGpu):
        reads = 0

        def nvmlDeviceGetTotalEnergyConsumption(self, handle: str) -> float:
            self.reads += 1
            if self.reads > 1:  # the read in __enter__ works, the thread's first fails
                raise OSError("NVML_ERROR_GPU_IS_LOST")
            return 0.0

    failing = Failing(lambda t: 300.0)
    watcher = CounterWatcher(failing, "gpu0")
    with watcher:
        pass  # leaving joins the thread, which has polled once
    with pytest.raises(OSError, match="GPU_IS_LOST"):
        watcher.updates()
