"""The host a tuning run ran on, as recorded in runs.json: tuning speed depends on the CPU as much as on
the GPU (the search and the builds are CPU work), so runs on different hosts can be told apart."""

from __future__ import annotations

import contextlib
import datetime as _dt
import os
from pathlib import Path
from typing import Any

from ..cpus import usable_cpus


def host_info() -> dict[str, Any]:
    """CPU model, logical CPU count, the CPUs this process may use (artifact.cpus: its affinity and
    cgroup quota, which size the build workers) and 1-minute load average of this host."""
    model = None
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    return {"cpu_model": model, "cpus": os.cpu_count(), "cpus_usable": usable_cpus(), "load_avg_1m": load}


def utc_now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
