"""artifact.cpus: the CPUs a run may use (affinity, cgroup quota), on fake /proc and /sys trees."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from artifact import cpus


def _tree(tmp_path: Path, cgroup: str) -> tuple[Path, Path]:
    proc, sys_root = tmp_path / "proc", tmp_path / "sys"
    (proc / "self").mkdir(parents=True)
    (proc / "self" / "cgroup").write_text(cgroup)
    (sys_root / "fs" / "cgroup").mkdir(parents=True)
    return proc, sys_root


def _topology(sys_root: Path, cpu: int, package: int, core: int) -> None:
    topo = sys_root / "devices" / "system" / "cpu" / f"cpu{cpu}" / "topology"
    topo.mkdir(parents=True)
    (topo / "physical_package_id").write_text(f"{package}\n")
    (topo / "core_id").write_text(f"{core}\n")


def test_no_quota_leaves_the_affinity_count(tmp_path: Path) -> None:
    proc, sys_root = _tree(tmp_path, "0::/\n")
    (sys_root / "fs" / "cgroup" / "cpu.max").write_text("max 100000\n")
    assert cpus.quota_cpus(proc, sys_root) is None
    assert cpus.usable_cpus(proc, sys_root, cpus=list(range(16))) == 16


def test_a_v2_quota_lowers_the_count_rounded_up(tmp_path: Path) -> None:
    proc, sys_root = _tree(tmp_path, "0::/job\n")
    (sys_root / "fs" / "cgroup" / "job").mkdir()
    (sys_root / "fs" / "cgroup" / "job" / "cpu.max").write_text("250000 100000\n")  # docker --cpus 2.5
    assert cpus.quota_cpus(proc, sys_root) == 2.5
    assert cpus.usable_cpus(proc, sys_root, cpus=list(range(64))) == 3
    assert cpus.usable_cpus(proc, sys_root, cpus=[5, 7]) == 2  # the affinity is the tighter


def test_a_parents_quota_counts_and_the_tightest_wins(tmp_path: Path) -> None:
    proc, sys_root = _tree(tmp_path, "0::/a/b\n")
    root = sys_root / "fs" / "cgroup"
    (root / "a" / "b").mkdir(parents=True)
    (root / "a" / "cpu.max").write_text("400000 100000\n")
    (root / "a" / "b" / "cpu.max").write_text("max 100000\n")
    assert cpus.usable_cpus(proc, sys_root, cpus=list(range(32))) == 4
    (root / "a" / "b" / "cpu.max").write_text("100000 100000\n")
    assert cpus.usable_cpus(proc, sys_root, cpus=list(range(32))) == 1


def test_a_v1_quota(tmp_path: Path) -> None:
    proc, sys_root = _tree(tmp_path, "12:memory:/x\n4:cpuacct,cpu:/docker/abc\n")
    d = sys_root / "fs" / "cgroup" / "cpu,cpuacct" / "docker" / "abc"
    d.mkdir(parents=True)
    (d / "cpu.cfs_quota_us").write_text("600000\n")
    (d / "cpu.cfs_period_us").write_text("100000\n")
    assert cpus.usable_cpus(proc, sys_root, cpus=list(range(64))) == 6
    (d / "cpu.cfs_quota_us").write_text("-1\n")
    assert cpus.usable_cpus(proc, sys_root, cpus=list(range(64))) == 64


@pytest.mark.parametrize("text", ["", "garbage", "0::/\n"])
def test_unreadable_or_absent_cgroup_files_mean_no_quota(tmp_path: Path, text: str) -> None:
    proc, sys_root = _tree(tmp_path, text)
    (sys_root / "fs" / "cgroup" / "cpu.max").write_text("oops\n")
    assert cpus.quota_cpus(proc, sys_root) is None
    assert cpus.quota_cpus(tmp_path / "none", sys_root) is None


def test_physical_cores_count_the_allowed_cpus_cores(tmp_path: Path) -> None:
    proc, sys_root = _tree(tmp_path, "0::/\n")
    for cpu in range(8):  # two hardware threads a core: cpu N and N+4 share core N % 4
        _topology(sys_root, cpu, 0, cpu % 4)
    assert cpus.usable_physical_cores(proc, sys_root, cpus=list(range(8))) == 4
    assert cpus.usable_physical_cores(proc, sys_root, cpus=[0, 4]) == 1
    assert cpus.usable_physical_cores(proc, sys_root, cpus=[0, 1]) == 2
    (sys_root / "fs" / "cgroup" / "cpu.max").write_text("150000 100000\n")
    assert cpus.usable_physical_cores(proc, sys_root, cpus=list(range(8))) == 2


def test_the_tuning_sizes_its_workers_by_the_affinity(monkeypatch: pytest.MonkeyPatch) -> None:
    from artifact.tuning.target import cpu_cores

    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {2, 3, 5}, raising=False)
    monkeypatch.setattr(cpus, "quota_cpus", lambda proc=None, sys_root=None: None)
    assert cpu_cores(logical=True) == 3

    from artifact.tuning.host import host_info

    assert host_info()["cpus_usable"] == 3 and host_info()["cpus"] == os.cpu_count()
