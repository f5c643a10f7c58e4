"""What the lockstep protocol's counter watcher (artifact/measure/lockstep.py, ``CounterWatcher``: a thread
polling the NVML energy counter every ~1 ms, power every ~10 ms, temperature every ~50 ms) costs a
host-bound Python loop in the same process, as eager inference is.

The loop (pure Python arithmetic, no GPU work) is timed in rounds, alternating without and with a watcher
running, so that drift of the host's speed falls on both; prints the median seconds of each, their
ratio and the spread (min-max over rounds), then a short table. With ``--gpu N`` the watcher polls GPU N's
real counter through nvidia-ml-py; without it, a fake NVML whose calls sleep ``--fake-call-us`` (with the
GIL released, as ctypes calls do).

    python -m benchmarks.watcher_cost                 # CPU only, fake NVML
    python -m benchmarks.watcher_cost --gpu 0         # the real counter of GPU 0
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from artifact.measure.lockstep import CounterWatcher
from benchmarks import harness


class FakeNvml:
    """The four calls the watcher makes; the energy counter moves every 100 ms, as an H100's does."""

    NVML_TEMPERATURE_GPU = 0

    def __init__(self, call_s: float) -> None:
        self.call_s, self.t0 = call_s, time.perf_counter()

    def _call(self) -> None:
        time.sleep(self.call_s)

    def nvmlDeviceGetTotalEnergyConsumption(self, handle: Any) -> int:
        self._call()
        return int((time.perf_counter() - self.t0) * 10) * 30_000

    def nvmlDeviceGetPowerUsage(self, handle: Any) -> int:
        self._call()
        return 300_000

    def nvmlDeviceGetTemperature(self, handle: Any, sensor: int) -> int:
        self._call()
        return 40


def loop(iterations: int) -> float:
    t0 = time.perf_counter()
    s = 0
    for i in range(iterations):
        s += i * i % 7
    return time.perf_counter() - t0


def main() -> int:
    p = harness.parser(__doc__, __name__)
    p.add_argument("--gpu", type=int, default=None, help="poll this GPU's real counter (nvidia-ml-py)")
    p.add_argument("--fake-call-us", type=float, default=20.0, help="without --gpu: each fake NVML call's sleep")
    p.add_argument("--rounds", type=int, default=10, help="rounds, each one loop without and one with the watcher")
    p.add_argument("--iterations", type=int, default=3_000_000, help="loop iterations per timing")
    a = p.parse_args()
    if a.gpu is None:
        nvml: Any = FakeNvml(a.fake_call_us / 1e6)
        handle, source = None, f"fake NVML ({a.fake_call_us:g} us a call)"
    else:
        import pynvml

        try:
            pynvml.nvmlInit()
            nvml, handle = pynvml, pynvml.nvmlDeviceGetHandleByIndex(a.gpu)
        except pynvml.NVMLError as exc:
            raise SystemExit(f"error: NVML cannot give GPU {a.gpu}: {exc} (without --gpu: a fake NVML)") from None
        source = f"GPU {a.gpu}: {pynvml.nvmlDeviceGetName(handle)}"
    loop(a.iterations // 10)  # warm the interpreter
    without, with_watcher, polls = [], [], []
    for r in range(a.rounds):
        without.append(loop(a.iterations))
        watcher = CounterWatcher(nvml, handle)
        with watcher:
            with_watcher.append(loop(a.iterations))
        polls.append(len(watcher.power()))
        print(f"round {r + 1}/{a.rounds}: without {without[-1]:.3f} s, with {with_watcher[-1]:.3f} s", flush=True)
    ratios = [w / o for o, w in zip(without, with_watcher)]
    print(f"\nwatcher source: {source}; {a.rounds} rounds of {a.iterations:,} iterations; "
          f"power samples per watched loop (every ~10 ms): median {statistics.median(polls):.0f}")
    print(f"{'loop':<16} {'median s':>9} {'min s':>8} {'max s':>8}")
    for name, xs in (("without watcher", without), ("with watcher", with_watcher)):
        print(f"{name:<16} {statistics.median(xs):9.4f} {min(xs):8.4f} {max(xs):8.4f}")
    print(f"{'ratio with/without':<16} {statistics.median(ratios):9.4f} {min(ratios):8.4f} {max(ratios):8.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
