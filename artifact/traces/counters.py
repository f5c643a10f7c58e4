"""The GPU's board power and SM clock sampled while a phase is profiled, on the profiler's clock, so that
the Perfetto export (artifact.traces.perfetto) draws them as counter tracks under the kernels.

A thread reads NVML every ``period_s`` (the instant power field where the GPU has it, else
nvmlDeviceGetPowerUsage; the SM clock) and stamps each sample with the wall clock in nanoseconds
(``time.time_ns``), the clock torch.profiler's Chrome trace is written on (its ``ts`` microseconds after
``baseTimeNanoseconds``). ``<run>/counters.json``::

    {"schema": "trace-counters/1", "clock": "unix_ns", "gpu_uuid": ..., "power_source": ...,
     "period_s": 0.005, "t_ns": [...], "power_w": [...], "sm_clock_mhz": [...]}

Where NVML cannot be opened nothing is written: the export then says that the run has no counters.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..layout import COUNTERS_JSON
from ..schema.base import write
from ..schema.trace_counters import SCHEMA, TraceCounters

COUNTERS_FILE = COUNTERS_JSON  # the file's name in a run directory (artifact.layout.TraceRunDirs.counters)
PERIOD_S = 0.005
FIELD_POWER_INSTANT = 186  # NVML_FI_DEV_POWER_INSTANT (mW)


class CounterSampler:
    """Power (W) and SM clock (MHz) of one GPU every ``period_s``; ``poll`` is one sample (the tests call it
    with a fake NVML and clock); ``with sampler:`` runs it in a thread."""

    def __init__(self, nvml: Any, handle: Any, period_s: float = PERIOD_S,
                 clock_ns: Callable[[], int] = time.time_ns) -> None:
        self.nvml, self.handle, self.period_s, self.clock_ns = nvml, handle, period_s, clock_ns
        self.t_ns: list[int] = []
        self.power_w: list[float] = []
        self.sm_clock_mhz: list[float] = []
        self.instant = self._has_instant()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.error: str | None = None

    def _has_instant(self) -> bool:
        try:
            v = self.nvml.nvmlDeviceGetFieldValues(self.handle, [FIELD_POWER_INSTANT])[0]
            return int(getattr(v, "nvmlReturn", 1)) == 0
        except Exception:  # noqa: BLE001 - an NVML without the field, or without the call
            return False

    def _power(self) -> float:
        if self.instant:
            v = self.nvml.nvmlDeviceGetFieldValues(self.handle, [FIELD_POWER_INSTANT])[0]
            return float(v.value.uiVal) / 1000.0
        return float(self.nvml.nvmlDeviceGetPowerUsage(self.handle)) / 1000.0

    def poll(self) -> None:
        before = self.clock_ns()
        power = self._power()
        clock = float(self.nvml.nvmlDeviceGetClockInfo(self.handle, self.nvml.NVML_CLOCK_SM))
        self.t_ns.append((before + self.clock_ns()) // 2)
        self.power_w.append(power)
        self.sm_clock_mhz.append(clock)

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                self.poll()
                self._stop.wait(self.period_s)
        except Exception as exc:  # noqa: BLE001 - kept: the samples so far stay, the file names the error
            self.error = f"{type(exc).__name__}: {exc}"

    def __enter__(self) -> CounterSampler:
        self.poll()
        self._thread = threading.Thread(target=self._run, name="trace-counter-sampler", daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        self.poll()

    def data(self, gpu_uuid: str = "") -> dict[str, Any]:
        return {"schema": SCHEMA, "clock": "unix_ns", "gpu_uuid": gpu_uuid,
                "power_source": "nvml_field_power_instant" if self.instant else "nvmlDeviceGetPowerUsage",
                "period_s": self.period_s, "error": self.error, "t_ns": self.t_ns, "power_w": self.power_w,
                "sm_clock_mhz": self.sm_clock_mhz}


def _open(device: int) -> tuple[Any, Any, str] | None:
    """(pynvml, handle, uuid) of the GPU torch calls ``device`` (CUDA_VISIBLE_DEVICES and ordering as torch
    sees them: matched by UUID where torch can say it), or None where NVML is not there."""
    try:
        import pynvml

        pynvml.nvmlInit()
        handle = pynvml.nvmlDeviceGetHandleByIndex(device)
        try:
            import torch

            uuid = str(torch.cuda.get_device_properties(device).uuid)
            handle = pynvml.nvmlDeviceGetHandleByUUID(f"GPU-{uuid}")
        except Exception:  # noqa: BLE001 - no torch UUID: NVML's own numbering
            pass
        raw = pynvml.nvmlDeviceGetUUID(handle)
        return pynvml, handle, raw.decode() if isinstance(raw, bytes) else str(raw)
    except Exception:  # noqa: BLE001 - no NVML, no GPU: no counters
        return None


@contextlib.contextmanager
def sampled(device: int, out: Path, echo: Callable[[str], None] = print,
            opener: Callable[[int], tuple[Any, Any, str] | None] = _open) -> Iterator[None]:
    """Sample GPU ``device`` while the body runs; ``out`` (counters.json) written after it, not on an error."""
    opened = opener(device)
    if opened is None:
        echo("profile: NVML not available, no power and SM clock counters for the trace")
        yield
        return
    nvml, handle, uuid = opened
    sampler = CounterSampler(nvml, handle)
    with sampler:
        yield
    write(out, TraceCounters.from_plain(sampler.data(uuid)))
