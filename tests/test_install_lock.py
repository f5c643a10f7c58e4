"""python -m artifact.lockfile download: the lock's environment markers evaluated for the target Python,
not for the interpreter running the script (no network: the selection and the pip command only)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def install_lock():
    from artifact import lockfile

    return lockfile


def _picked(mod, python: str) -> dict[str, str]:
    return {e["name"]: e["version"] for e in mod.lock_entries(ROOT / "requirements.lock", mod.target_environment(python))}


def test_markers_follow_the_target_python(install_lock):
    py311, py313 = _picked(install_lock, "3.11.7"), _picked(install_lock, "3.13.5")
    assert py311["contourpy"] == "1.3.3" and py313["contourpy"] == "1.4.0"
    assert py311["numpy"] != py313["numpy"]
    assert "pywin32" not in py313 and py313["apache-tvm"] == "0.27.0.post1"


def test_download_asks_pip_for_the_target_tags(install_lock, monkeypatch, tmp_path):
    calls: list[list[str]] = []
    monkeypatch.setattr(install_lock.subprocess, "call", lambda cmd: calls.append(cmd) or 0)
    entries = [{"name": "click", "version": "8.5.1", "hashes": "--hash=sha256:" + "0" * 64}]
    assert install_lock.download(entries, str(tmp_path / "wh"), "3.13.5", 28) == 0
    (cmd,) = calls
    assert cmd[cmd.index("--python-version") + 1] == "3.13" and cmd[cmd.index("--abi") + 1] == "cp313"
    plats = [cmd[i + 1] for i, a in enumerate(cmd) if a == "--platform"]
    assert "manylinux_2_28_x86_64" in plats and "manylinux_2_29_x86_64" not in plats
    assert "--require-hashes" in cmd and "--only-binary=:all:" in cmd


def test_bad_target_version_is_one_line(tmp_path):
    r = subprocess.run([sys.executable, "-m", "artifact.lockfile", "download", str(tmp_path),
                        "--python", "3.13"], check=False, capture_output=True, text=True, cwd=ROOT)
    assert r.returncode != 0 and r.stderr.strip() == "error: --python must be a version such as 3.12.3, got '3.13'"
