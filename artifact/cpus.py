"""The CPUs this process may use: what sizes the tuning's build workers and search threads, the
correctness checks' workers and the CUTLASS sweep's compile jobs.

Not the host's count (``os.cpu_count()``, ``psutil.cpu_count()``): a process may be confined to some
of them by its CPU affinity (``taskset``, ``docker run --cpuset-cpus``, a batch scheduler's
allocation, a NUMA binding) and be given less CPU time than its CPUs by a cgroup quota
(``docker run --cpus``, systemd's CPUQuota). Sizing a pool by the host's count there starts one
worker per CPU of the whole host on a few: each of them pays its start-up (``import tvm``) and they
take turns on the CPUs allowed.

:func:`usable_cpus` is the affinity's count, lowered to the quota's CPUs (rounded up) where a cgroup
sets one (v2 ``cpu.max``, v1 ``cpu.cfs_quota_us``/``cpu.cfs_period_us``, the tightest of the process's
cgroup and its parents); :func:`usable_physical_cores`: the physical cores those CPUs are on (from
/sys/devices/system/cpu/cpuN/topology), lowered to the same quota.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

PROC = Path("/proc")
SYS = Path("/sys")


def affinity_cpus() -> list[int]:
    """The logical CPUs this process may run on (all of the host's where the platform cannot tell)."""
    if hasattr(os, "sched_getaffinity"):
        return sorted(os.sched_getaffinity(0))
    return list(range(os.cpu_count() or 1))


def _quota_v2(path: Path) -> float | None:
    """CPUs a cgroup v2 ``cpu.max`` allows ("max 100000": no quota)."""
    try:
        quota, period = path.read_text().split()[:2]
    except (OSError, ValueError):
        return None
    if quota == "max":
        return None
    try:
        q, p = int(quota), int(period)
    except ValueError:
        return None
    return q / p if q > 0 and p > 0 else None


def _quota_v1(directory: Path) -> float | None:
    """CPUs a cgroup v1 cpu controller directory allows (quota -1: none)."""
    try:
        q = int((directory / "cpu.cfs_quota_us").read_text().strip())
        p = int((directory / "cpu.cfs_period_us").read_text().strip())
    except (OSError, ValueError):
        return None
    return q / p if q > 0 and p > 0 else None


def _chain(mount: Path, rel: str) -> list[Path]:
    """The cgroup directory ``rel`` under ``mount`` and its parents up to the mount, where they exist."""
    parts = [x for x in rel.strip("/").split("/") if x]
    return [mount.joinpath(*parts[:n]) for n in range(len(parts), -1, -1)]


def quota_cpus(proc: Path = PROC, sys_root: Path = SYS) -> float | None:
    """The CPUs a cgroup CPU quota gives this process (the tightest over its cgroup and their parents),
    None where there is none or it cannot be read."""
    try:
        lines = (proc / "self" / "cgroup").read_text().splitlines()
    except OSError:
        return None
    mount = sys_root / "fs" / "cgroup"
    found: list[float] = []
    for line in lines:
        fields = line.split(":", 2)
        if len(fields) != 3:
            continue
        hierarchy, controllers, rel = fields
        if hierarchy == "0" and controllers == "":  # cgroup v2 (unified)
            found += [q for d in _chain(mount, rel) if (q := _quota_v2(d / "cpu.max")) is not None]
        elif "cpu" in controllers.split(","):  # cgroup v1: mounted as cpu, cpu,cpuacct or cpuacct,cpu
            for name in ("cpu", "cpu,cpuacct", "cpuacct,cpu"):
                if (mount / name).is_dir():
                    found += [q for d in _chain(mount / name, rel) if (q := _quota_v1(d)) is not None]
                    break
    return min(found) if found else None


def usable_cpus(proc: Path = PROC, sys_root: Path = SYS, cpus: list[int] | None = None) -> int:
    """Logical CPUs this process may use: its affinity's, lowered to a cgroup quota (rounded up); at least 1."""
    n = len(affinity_cpus() if cpus is None else cpus)
    quota = quota_cpus(proc, sys_root)
    if quota is not None:
        n = min(n, math.ceil(quota))
    return max(1, n)


def usable_physical_cores(proc: Path = PROC, sys_root: Path = SYS, cpus: list[int] | None = None) -> int:
    """Physical cores under this process's CPUs (distinct package and core ids in sysfs), lowered to a
    cgroup quota; where sysfs has no topology, psutil's count of the host's cores, at most the usable CPUs."""
    allowed = affinity_cpus() if cpus is None else cpus
    cores: set[tuple[str, str]] = set()
    for cpu in allowed:
        topo = sys_root / "devices" / "system" / "cpu" / f"cpu{cpu}" / "topology"
        try:
            cores.add(((topo / "physical_package_id").read_text().strip(), (topo / "core_id").read_text().strip()))
        except OSError:
            cores = set()
            break
    if cores:
        n = len(cores)
    else:
        import psutil

        n = psutil.cpu_count(logical=False) or len(allowed)
    quota = quota_cpus(proc, sys_root)
    if quota is not None:
        n = min(n, math.ceil(quota))
    return max(1, min(n, len(allowed)))
