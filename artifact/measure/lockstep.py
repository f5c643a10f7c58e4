"""The measurement protocol for work that several processes run in lockstep (one process per GPU).

Tensor-parallel inference and its all-reduce pairs (artifact.tp.run) cannot be measured
by the driver's per-process protocol (cuda/src/protocol.cpp): every call of the work contains NCCL
collectives, so every rank must make exactly the same number of calls, and a rank that stopped on its own
rule would deadlock the others or stretch their windows. Here the same protocol, with the same settings
(artifact.measure.driver.DriverOptions, driver_contract.json) and the same meanings, is run by every rank
at once, each rank deciding from its own GPU's counter and all ranks agreeing on every decision:

* A :class:`CounterWatcher` thread polls one GPU's NVML energy counter every ~1 ms and records each
  change as (time, counter) when it is first seen (the counter moves only at its update period, tens
  of milliseconds or more: a before/after read around a fixed interval is off by up to one update), with
  power every ~10 ms (the
  timeline) and temperature every ~50 ms.
* Windows run from one counter update to another, back to back, each at least a given length
  (:func:`counter_windows`); a window's power is its counter energy over its duration.
* Warm-up: blocks of calls lasting ~``steady_window_s``; after each block every rank applies the steady
  test (:func:`steady_test`: over the last ``steady_windows`` warm-up windows the least-squares trend of
  their power within ``steady_power_rel`` of the mean, or within twice its standard error, and the
  temperature within ``steady_temp_c``) and the ranks agree; the warm-up ends when every rank is steady
  and ``warmup_min_s`` has passed, or at ``warmup_max_s`` (flag ``not_steady``).
* Measurement: blocks of ~``window_s``; after each block every rank computes its windows of at least
  ``window_s`` since the measurement began; it ends when every rank has ``min_windows`` windows whose
  mean power has a 95 % CI half-width (Student t) within ``ci_target_rel`` of the mean, or after
  ``measure_max_s`` (flag ``ci_target_missed``); a rank whose window powers vary by more than
  ``cv_flag_rel`` (CV) is flagged ``cv_above_target``. Energy per call = mean window power x time per
  call (the wall time of the measured calls, synchronized before and after, over their number).
* Hot idle: every rank idles at once; each measures its counter-aligned mean power over ``hot_idle_s``.

Agreement goes through the caller's ``agree`` (a logical AND over the ranks) and ``agree_max`` (the
maximum over the ranks), both CPU-only collectives (:func:`gloo_agreement`) so that no GPU work enters
the windows; in one process both are the identity. Every decision is taken on agreed values (the elapsed
time is the ranks' maximum), so every rank makes the same calls and leaves each loop after the same
block. Units are in every name: _s seconds, _ms milliseconds, _mj millijoules, _w watts, _c degrees C.
"""

from __future__ import annotations

import math
import statistics
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import ArtifactError
from .driver import DriverOptions

METHOD = "lockstep counter windows"
ESTIMATE_CALLS = 2  # calls timed (synchronized) for the call-time estimate that sizes the blocks
STALL_S = 5.0  # past its bound, a loop waits this long for counter updates before giving up
_SWITCH_INTERVAL_S = 0.0005  # the interpreter's thread switch interval while a watcher runs

# two-sided 97.5 % quantiles of Student's t for 1..30 degrees of freedom
_T975 = (12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281,
         2.2010, 2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860,
         2.0796, 2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423)


# --- statistics -----------------------------------------------------------------------------------------


def t_quantile_975(df: int) -> float:
    """Student's t two-sided 95 % quantile; beyond 30 degrees of freedom the Cornish-Fisher expansion."""
    if df < 1:
        return math.inf
    if df <= len(_T975):
        return _T975[df - 1]
    z = 1.959964
    return z + (z * z * z + z) / (4 * df) + (5 * z**5 + 16 * z * z * z + 3 * z) / (96 * df * df)


# The statistics are the driver's (cuda/src/stats.cpp), operation for operation, so that both sides give
# the same doubles for the same windows (tests/test_stats_parity.py): sums in order, the two-pass sample
# standard deviation. (Python's statistics module rounds them more exactly, and differently from one
# Python version to the next: a difference in the last bit or two, far below any window's noise.)


def mean(values: Sequence[float]) -> float:
    """The arithmetic mean, summed in order; NaN for no value."""
    if not values:
        return math.nan
    total = 0.0
    for x in values:
        total += x
    return total / len(values)


def stdev(values: Sequence[float]) -> float:
    """Sample standard deviation (n - 1), two-pass; 0 for fewer than two values."""
    if len(values) < 2:
        return 0.0
    m, ss = mean(values), 0.0
    for x in values:
        ss += (x - m) * (x - m)
    return math.sqrt(ss / (len(values) - 1))


def cv_rel(values: Sequence[float]) -> float:
    """Sample standard deviation over the mean; 0 for fewer than two values."""
    if len(values) < 2:
        return 0.0
    return stdev(values) / mean(values)


def ci95_rel(values: Sequence[float]) -> float:
    """Half-width of the 95 % confidence interval of the mean (Student t), relative to the mean; inf for
    fewer than two values or a zero mean."""
    if len(values) < 2:
        return math.inf
    m = mean(values)
    if m == 0 or not math.isfinite(m):
        return math.inf
    return t_quantile_975(len(values) - 1) * stdev(values) / math.sqrt(len(values)) / abs(m)


# --- counter windows -----------------------------------------------------------------------------------

Update = tuple[float, float]  # (time in the watcher's clock, s; the energy counter, mJ) when first seen


@dataclass(frozen=True)
class Window:
    """From one counter update to another."""

    t0_s: float
    t1_s: float
    energy_mj: float

    @property
    def seconds(self) -> float:
        return self.t1_s - self.t0_s

    @property
    def power_w(self) -> float:
        return self.energy_mj / 1e3 / self.seconds

    def to_json(self) -> dict[str, float]:
        return {"seconds": self.seconds, "energy_mj": self.energy_mj, "power_w": self.power_w}


def _inside(updates: Sequence[Update], t0_s: float, t1_s: float) -> list[Update]:
    return [u for u in updates if t0_s <= u[0] <= t1_s]


def counter_windows(updates: Sequence[Update], t0_s: float, t1_s: float, min_window_s: float) -> list[Window]:
    """Back-to-back windows of at least ``min_window_s`` between the counter updates seen inside
    [t0_s, t1_s]: the first update opens a window, the first update at least ``min_window_s`` later closes
    it and opens the next; the time before the first update and after the last closing one is left out.
    ``updates`` are in time order, the counter never decreasing (:class:`CounterWatcher` sees to it);
    ``min_window_s`` > 0 (the driver contract's settings are)."""
    inside = _inside(updates, t0_s, t1_s)
    out: list[Window] = []
    if not inside:
        return out
    t_open, e_open = inside[0]
    for t, e in inside[1:]:
        if t - t_open >= min_window_s:
            out.append(Window(t_open, t, e - e_open))
            t_open, e_open = t, e
    return out


def span_power_w(updates: Sequence[Update], t0_s: float, t1_s: float) -> float | None:
    """Mean power between the first and the last counter update inside [t0_s, t1_s]; None with fewer
    than two updates there."""
    inside = _inside(updates, t0_s, t1_s)
    if len(inside) < 2 or inside[-1][0] <= inside[0][0]:
        return None
    return (inside[-1][1] - inside[0][1]) / 1e3 / (inside[-1][0] - inside[0][0])


def update_period_ms(updates: Sequence[Update], t0_s: float, t1_s: float) -> float | None:
    """Median interval between the counter updates seen inside [t0_s, t1_s]."""
    times = [u[0] for u in _inside(updates, t0_s, t1_s)]
    if len(times) < 2:
        return None
    return statistics.median(b - a for a, b in zip(times, times[1:])) * 1e3


def value_at(samples: Sequence[tuple[float, float]], t_s: float) -> float:
    """The last sample at or before ``t_s`` (the first one where none is); ``samples`` in time order,
    at least one."""
    value = samples[0][1]
    for t, v in samples:
        if t > t_s:
            break
        value = v
    return value


# --- warm-up: thermal steady state ------------------------------------------------------------------


@dataclass(frozen=True)
class SteadyTest:
    """The steady test over the last ``windows`` warm-up windows (NaN until there are that many)."""

    steady: bool
    power_trend_rel: float  # change of the least-squares line of window power over the span, over the mean
    power_trend_se_rel: float  # its standard error from the residuals (NaN below 3 windows)
    temperature_change_c: float  # max - min of the temperatures at the span's start and each window's end


def steady_test(powers_w: Sequence[float], temperatures_c: Sequence[float], windows: int, power_rel: float,
                temp_c: float) -> SteadyTest:
    """``powers_w``: the warm-up windows' mean powers in order; ``temperatures_c``: the temperature when
    the first window opened, then at each window's end (one more than the powers). Steady when, over the
    last ``windows`` windows (at least 2), the trend of the power is within ``power_rel`` of its mean or
    within twice its standard error (no drift the windows' own noise can tell from zero), and the
    temperatures of the span vary by at most ``temp_c``."""
    n = max(2, windows)
    if len(powers_w) < n:
        return SteadyTest(False, math.nan, math.nan, math.nan)
    y = list(powers_w[-n:])
    xm, ym = (n - 1) / 2, mean(y)
    sxx = sum((i - xm) ** 2 for i in range(n))
    slope = sum((i - xm) * (v - ym) for i, v in enumerate(y)) / sxx
    change = slope * (n - 1) / ym
    se = math.nan
    if n >= 3:
        ss = sum((v - ym - slope * (i - xm)) ** 2 for i, v in enumerate(y))
        se = math.sqrt(ss / (n - 2) / sxx) * (n - 1) / ym
    temps = temperatures_c[-(n + 1):]
    dt = max(temps) - min(temps)
    bound = max(power_rel, 2 * se) if math.isfinite(se) else power_rel
    return SteadyTest(abs(change) <= bound and dt <= temp_c, change, se, dt)


# --- the counter watcher --------------------------------------------------------------------------------


class CounterWatcher:
    """One GPU's NVML energy counter polled every ``counter_period_s`` (each change kept, with the time it
    was first seen), its power every ``power_period_s`` and its temperature every ``temperature_period_s``.
    ``poll`` is one step (the tests call it from a fake clock); ``with watcher:`` runs it in a thread,
    with the interpreter's thread switch interval lowered to 0.5 ms so that the measured thread does not
    hold the poller back by the default 5 ms. ``nvml`` is pynvml (or a fake with its four calls)."""

    def __init__(self, nvml: Any, handle: Any, clock: Callable[[], float] = time.perf_counter,
                 wall: Callable[[], float] = time.time, counter_period_s: float = 0.001,
                 power_period_s: float = 0.01, temperature_period_s: float = 0.05) -> None:
        self.nvml, self.handle, self.clock = nvml, handle, clock
        self.epoch_offset_s = wall() - clock()  # the watcher's time + this = seconds since the epoch
        self.counter_period_s, self.power_period_s, self.temperature_period_s = (
            counter_period_s, power_period_s, temperature_period_s)
        self._lock = threading.Lock()
        self._updates: list[Update] = []
        self._power: list[tuple[float, float]] = []
        self._temperature: list[tuple[float, float]] = []
        self._last_mj: float | None = None
        self._next_power_s = self._next_temperature_s = -math.inf
        self._error: BaseException | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._switch_interval_s = sys.getswitchinterval()

    def poll(self) -> None:
        before = self.clock()
        energy_mj = float(self.nvml.nvmlDeviceGetTotalEnergyConsumption(self.handle))
        t = (before + self.clock()) / 2
        with self._lock:
            if self._last_mj is not None and energy_mj != self._last_mj:
                if energy_mj < self._last_mj:
                    raise ArtifactError(f"a GPU's NVML energy counter went backwards ({self._last_mj} -> {energy_mj} mJ)")
                self._updates.append((t, energy_mj))
            self._last_mj = energy_mj
        if t >= self._next_power_s:
            power_w = self.nvml.nvmlDeviceGetPowerUsage(self.handle) / 1000.0
            with self._lock:
                self._power.append((t, power_w))
            self._next_power_s = t + self.power_period_s
        if t >= self._next_temperature_s:
            temp_c = float(self.nvml.nvmlDeviceGetTemperature(self.handle, self.nvml.NVML_TEMPERATURE_GPU))
            with self._lock:
                self._temperature.append((t, temp_c))
            self._next_temperature_s = t + self.temperature_period_s

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                self.poll()
                self._stop.wait(self.counter_period_s)
        except BaseException as exc:  # kept, and raised in the measuring thread by the next read
            self._error = exc

    def _check(self) -> None:
        if self._error is not None:
            raise self._error

    def updates(self) -> list[Update]:
        self._check()
        with self._lock:
            return list(self._updates)

    def power(self) -> list[tuple[float, float]]:
        self._check()
        with self._lock:
            return list(self._power)

    def temperature(self) -> list[tuple[float, float]]:
        self._check()
        with self._lock:
            return list(self._temperature)

    def __enter__(self) -> CounterWatcher:
        self.poll()  # the first reads, before the thread: temperature and power exist from the start
        self._switch_interval_s = sys.getswitchinterval()
        sys.setswitchinterval(min(self._switch_interval_s, _SWITCH_INTERVAL_S))
        self._thread = threading.Thread(target=self._run, name="nvml-counter-watcher", daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        sys.setswitchinterval(self._switch_interval_s)


# --- the lockstep loop ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class LockstepSettings:
    """The protocol settings this loop uses, from the driver contract."""

    warmup_min_s: float
    warmup_max_s: float
    steady_window_s: float
    steady_windows: int
    steady_power_rel: float
    steady_temp_c: float
    window_s: float
    min_windows: int
    ci_target_rel: float
    cv_flag_rel: float
    measure_max_s: float
    hot_idle_s: float

    @classmethod
    def from_options(cls, options: DriverOptions) -> LockstepSettings:
        def number(name: str) -> float:
            return float(options.value(name))  # DriverOptions has checked it is a number

        return cls(number("warmup_min_s"), number("warmup_max_s"), number("steady_window_s"),
                   int(number("steady_windows")), number("steady_power_rel"), number("steady_temp_c"),
                   number("window_s"), int(number("min_windows")), number("ci_target_rel"), number("cv_flag_rel"),
                   number("measure_max_s"), number("hot_idle_s"))


def _none_if_nan(x: float) -> float | None:
    return x if math.isfinite(x) else None


@dataclass(frozen=True)
class LockstepResult:
    """One rank's measurement: its calls (the same on every rank), its GPU's windows and energy."""

    calls: int  # calls measured
    seconds: float  # their wall time, synchronized before and after
    time_per_run_ms: float
    energy_per_run_mj: float  # mean window power x time per run
    avg_power_w: float  # mean window power
    windows: list[Window]
    cv_rel: float  # of the window powers
    ci_half_width_rel: float  # 95 % CI of their mean, over the mean
    warmup_s: float
    steady: bool
    warmup: SteadyTest  # this rank's last steady test
    flag_reasons: list[str]
    hot_idle_w: float
    counter_period_ms: float | None  # median interval between counter updates seen
    timeline: list[tuple[float, float]]  # (seconds since the epoch, W), from the first call to the idle's end

    @property
    def flagged(self) -> bool:
        return bool(self.flag_reasons)

    def quality_json(self) -> dict[str, Any]:
        """The protocol's fields of a record (windows, noise, warm-up, flags, hot idle)."""
        return {"method": METHOD, "windows": [w.to_json() for w in self.windows], "cv_rel": self.cv_rel,
                "ci_half_width_rel": _none_if_nan(self.ci_half_width_rel), "warmup_s": self.warmup_s,
                "steady": self.steady, "warmup_power_trend_rel": _none_if_nan(self.warmup.power_trend_rel),
                "warmup_power_trend_se_rel": _none_if_nan(self.warmup.power_trend_se_rel),
                "warmup_temperature_change_c": _none_if_nan(self.warmup.temperature_change_c),
                "flagged": self.flagged, "flag_reasons": list(self.flag_reasons), "hot_idle_w": self.hot_idle_w,
                "counter_period_ms": self.counter_period_ms}


def _calls_for(seconds: float, call_s: float) -> int:
    return max(1, math.ceil(seconds / call_s))


def measure_lockstep(run: Callable[[], None], agree: Callable[[bool], bool], agree_max: Callable[[float], float],
                     watcher: CounterWatcher, options: DriverOptions | None = None, *,
                     sync: Callable[[], None] = lambda: None, sleep: Callable[[float], None] = time.sleep,
                     min_calls: int = 1) -> LockstepResult:
    """The protocol (module description) on ``run``, one call of the work, which every rank calls at once.

    ``agree(flag)`` is True when every rank's flag is; ``agree_max(x)`` the largest x over the ranks;
    ``sync()`` waits for this rank's GPU work (torch.cuda.synchronize); ``watcher`` is started (``with``)
    and polls this rank's GPU; ``sleep`` waits during the hot idle. At least ``min_calls`` calls are
    measured. Raises ArtifactError on every rank at once when a rank saw too few counter updates."""
    s = LockstepSettings.from_options(options or DriverOptions())
    clock = watcher.clock
    watcher.poll()  # a first power and temperature reading, whether or not its thread has polled yet

    # call time (the slowest rank's) -> calls per block
    sync()
    t_start = clock()
    for _ in range(ESTIMATE_CALLS):
        run()
    sync()
    call_s = agree_max((clock() - t_start) / ESTIMATE_CALLS)
    call_s = call_s if call_s > 0 else 1e-6

    # 1. warm-up until every rank is steady (or the bound)
    block = _calls_for(s.steady_window_s, call_s)
    while True:
        for _ in range(block):
            run()
        now = clock()
        warm = counter_windows(watcher.updates(), t_start, now, s.steady_window_s)
        temps = watcher.temperature()
        test = steady_test([w.power_w for w in warm],
                           [value_at(temps, warm[0].t0_s if warm else now)] + [value_at(temps, w.t1_s) for w in warm],
                           s.steady_windows, s.steady_power_rel, s.steady_temp_c)
        steady = agree(test.steady)
        warmup_s = agree_max(clock() - t_start)
        if (steady and warmup_s >= s.warmup_min_s) or warmup_s >= s.warmup_max_s:
            break

    # 2. windows until every rank meets the noise target (or the bound)
    block = _calls_for(s.window_s, call_s)
    sync()
    m0 = clock()
    calls = 0
    while True:
        for _ in range(block):
            run()
        calls += block
        windows = counter_windows(watcher.updates(), m0, clock(), s.window_s)
        powers = [w.power_w for w in windows]
        met = len(windows) >= s.min_windows and ci95_rel(powers) <= s.ci_target_rel
        all_met = agree(met and calls >= min_calls)
        elapsed_s = agree_max(clock() - m0)
        two = agree(len(windows) >= 2)
        if all_met or (elapsed_s >= s.measure_max_s and two and calls >= min_calls):
            break
        if elapsed_s >= s.measure_max_s + STALL_S and not two:
            raise ArtifactError(f"a GPU's NVML energy counter closed fewer than 2 windows of {s.window_s} s "
                                f"in {elapsed_s:.1f} s of measurement (is the counter moving?)")
    sync()
    seconds = clock() - m0

    # 3. hot idle, every rank at once
    agree(True)
    i0 = clock()
    while True:
        idle = counter_windows(watcher.updates(), i0, clock(), s.hot_idle_s)
        if idle or clock() - i0 > s.hot_idle_s + STALL_S:
            break
        sleep(0.01)
    if not agree(bool(idle)):
        raise ArtifactError(f"a GPU's NVML energy counter did not close a hot-idle window of {s.hot_idle_s} s "
                            f"within {s.hot_idle_s + STALL_S:.1f} s")
    t_end = clock()

    avg_w = mean(powers)
    cv = cv_rel(powers)
    ci = ci95_rel(powers)
    reasons = ([] if steady else ["not_steady"]) + ([] if met else ["ci_target_missed"]) + (
        ["cv_above_target"] if cv > s.cv_flag_rel else [])
    updates = watcher.updates()
    return LockstepResult(
        calls=calls, seconds=seconds, time_per_run_ms=seconds / calls * 1e3,
        energy_per_run_mj=avg_w * seconds / calls * 1e3, avg_power_w=avg_w, windows=windows, cv_rel=cv,
        ci_half_width_rel=ci, warmup_s=warmup_s, steady=steady, warmup=test, flag_reasons=reasons,
        hot_idle_w=idle[0].power_w, counter_period_ms=update_period_ms(updates, t_start, t_end),
        timeline=[(t + watcher.epoch_offset_s, w) for t, w in watcher.power() if t_start <= t <= t_end])


def gloo_agreement(torch: Any, dist: Any, group: Any) -> tuple[Callable[[bool], bool], Callable[[float], float]]:
    """``agree`` and ``agree_max`` over ``group``, a gloo process group (``dist.new_group(backend="gloo")``):
    CPU tensors, so that no GPU work enters the windows; the identity in a world of one process."""
    if dist.get_world_size(group) == 1:
        return (lambda flag: flag), (lambda x: x)

    def agree(flag: bool) -> bool:
        t = torch.tensor([1 if flag else 0], dtype=torch.int32)
        dist.all_reduce(t, op=dist.ReduceOp.MIN, group=group)
        return bool(t.item())

    def agree_max(x: float) -> float:
        t = torch.tensor([x], dtype=torch.float64)
        dist.all_reduce(t, op=dist.ReduceOp.MAX, group=group)
        return float(t.item())

    return agree, agree_max
