"""The real driver on a real GPU: one small shipped kernel (case 7, r0001: ~0.5 ms) with a short
protocol. Skipped where no NVIDIA driver is found (CPU-only machines)."""

from __future__ import annotations

import ctypes
import json
import subprocess
from pathlib import Path

import pytest

from artifact import contract

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "reproduce-test-1" / "case7"


def _have_gpu() -> bool:
    try:
        ctypes.CDLL("libcuda.so.1")
        ctypes.CDLL("libnvidia-ml.so.1")
    except OSError:
        return False
    return True


pytestmark = [pytest.mark.gpu, pytest.mark.skipif(not _have_gpu(), reason="no NVIDIA driver (libcuda, NVML)")]


def test_real_driver_measures_a_shipped_kernel(tmp_path):
    from artifact.measure.build import build_driver
    from artifact.tuning.refdata import materialize_export

    driver = build_driver(tmp_path / "build", echo=lambda s: None)
    manifest = materialize_export(SHIPPED, tmp_path / "case7", echo=lambda s: None)[0]
    out = tmp_path / "out"
    out.mkdir()
    short = ["--idle-s", "0.5", "--hot-idle-s", "0.3", "--warmup-min-s", "0.3", "--warmup-max-s", "3",
             "--window-s", "0.3", "--min-windows", "3", "--measure-max-s", "3"]
    r = subprocess.run([str(driver), "run", "--kernel", str(manifest), "--out-dir", str(out), "--cap-label", "test",
                        *short], capture_output=True, text=True, timeout=120)
    assert r.returncode == contract.EXIT_CODES["ok"], r.stdout + r.stderr
    rec = json.loads((out / "r0001.json").read_text())
    assert contract.record_field_problems(rec) == ([], [])
    assert rec["gate"]["passed"] and rec["gate"]["rel_error"] <= contract.RTOL["fp32"]
    assert 0 < rec["time_per_launch_ms"] < 100 and rec["energy_per_launch_mj"] > 0
    assert rec["idle"]["cold"]["power_w"] > 0 and rec["idle"]["hot"]["power_w"] > 0
    assert rec["avg_power_w"] > rec["idle"]["hot"]["power_w"]
    t = rec["power_timeline"]["t_s"]
    assert len(t) == len(rec["power_timeline"]["power_w"]) and rec["power_timeline"]["rate_hz"] >= 25
    assert all(b > a for a, b in zip(t, t[1:]))
    assert rec["windows"]["count"] >= 3 and len(rec["energy_per_launch_mj_windows"]) == rec["windows"]["count"]


def test_real_driver_dies_with_its_run_mid_point_and_writes_no_record(tmp_path):
    """The run that started the driver (an intermediate process here) is SIGKILLed while the driver
    measures a point on the GPU: the driver dies with it (--parent-pid) and writes no record."""
    import signal
    import sys

    from reliability_fixtures import pid_gone, wait_for

    from artifact.measure.build import build_driver
    from artifact.tuning.refdata import materialize_export

    driver = build_driver(tmp_path / "build", echo=lambda s: None)
    manifest = materialize_export(SHIPPED, tmp_path / "case7", echo=lambda s: None)[0]
    out = tmp_path / "out"
    out.mkdir()
    code = ("import os, subprocess, sys\n"
            "p = subprocess.Popen([*sys.argv[1:], '--parent-pid', str(os.getpid())], stdout=sys.stdout)\n"
            "print('driver', p.pid, flush=True)\np.wait()\n")
    run = subprocess.Popen([sys.executable, "-c", code, str(driver), "run", "--kernel", str(manifest), "--out-dir",
                            str(out), "--cap-label", "test", "--idle-s", "0.5", "--measure-max-s", "30"],
                           stdout=subprocess.PIPE, text=True)
    assert run.stdout is not None
    pid, cold = 0, False
    while not (pid and cold):  # its pid, and its cold idle line: the point comes next, on the GPU
        line = run.stdout.readline()
        assert line, "the driver ended before its point"
        pid = int(line.split()[1]) if line.startswith("driver ") else pid
        cold = cold or line.startswith("cold idle")
    run.send_signal(signal.SIGKILL)
    run.wait()
    wait_for(lambda: pid_gone(pid), "the driver's death with its run")
    assert list(out.iterdir()) == []
