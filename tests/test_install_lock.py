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


def test_install_names_every_locked_package_the_wheelhouse_lacks_before_pip(install_lock, monkeypatch, tmp_path):
    """An offline install from a wheelhouse missing some locked wheels stops before pip with one line
    naming them all (pip would stop at the first, after installing others)."""
    h = "--hash=sha256:" + "0" * 64
    lock = tmp_path / "requirements.lock"
    lock.write_text(f"zz-fake-one==1.0 {h}\nzz_fake.two==2.0.post1 {h}\nzz-fake-three==3.0 {h}\n")
    wh = tmp_path / "wh"
    wh.mkdir()
    (wh / "zz_fake_two-2.0.post1-py3-none-any.whl").write_bytes(b"")
    (wh / "zz-fake-three-3.1.tar.gz").write_bytes(b"")  # another version: not the locked one
    monkeypatch.setattr(install_lock.subprocess, "call", lambda cmd: pytest.fail(f"pip ran: {cmd}"))
    with pytest.raises(SystemExit) as e:
        install_lock.install_only_missing(lock, str(wh), "")
    msg = str(e.value)
    assert msg.startswith(f"error: WHEELHOUSE={wh} has no wheel for 2 locked package(s)") and "\n" not in msg
    assert "zz-fake-one==1.0" in msg and "zz-fake-three==3.0" in msg and "zz_fake.two" not in msg
    (wh / "zz_fake_one-1.0-py3-none-any.whl").write_bytes(b"")
    (wh / "zz-fake-three-3.0.tar.gz").write_bytes(b"")
    calls: list[list[str]] = []
    monkeypatch.setattr(install_lock.subprocess, "call", lambda cmd: calls.append(cmd) or 0)
    assert install_lock.install_only_missing(lock, str(wh), "") == 0 and len(calls) == 1
