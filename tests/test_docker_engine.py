"""The Docker runner against a real engine and the built image, on the fake GPU: a cap measured
through a container whose settings, as the engine's own inspect output reports them, are locked
down. Skipped where no engine answers or the image is not built (`make image-test` runs it)."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

FAKE_DRIVER_IN_IMAGE = "/opt/artifact/tests/fakes/energy-driver"


class _Inspecting:
    """The engine's client, keeping `docker inspect` of every container the runner creates."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.containers = self
        self.inspected: list[dict[str, Any]] = []

    def create(self, **kwargs: Any) -> Any:
        container = self.client.containers.create(**kwargs)
        self.inspected.append(self.client.api.inspect_container(container.id))
        return container


@pytest.fixture(scope="session")
def engine_client() -> Any:
    """The engine and the image, or a skip (before the session's exported kernels are made)."""
    from artifact.measure.runners import docker_status

    client, why = docker_status(require_nvidia=False)
    if client is None:
        pytest.skip(why)
    return client


@pytest.fixture
def engine(engine_client, fake_gpu, monkeypatch):
    from artifact.measure import runners

    monkeypatch.setenv("ARTIFACT_IMAGE_DRIVER", FAKE_DRIVER_IN_IMAGE)
    wrapped = _Inspecting(engine_client)
    monkeypatch.setattr(runners, "docker_status", lambda require_nvidia=True: (wrapped, ""))
    return wrapped


def test_measure_through_the_engine_in_a_locked_down_container(engine, fake_gpu, results_copy):
    from artifact.catalog import test_mode_cases
    from artifact.measure.driver import DriverOptions
    from artifact.measure.runners import container_user
    from artifact.measure.sweep import measure_case

    case = test_mode_cases()[0]
    results_copy.chmod(0o755)  # pytest makes its directories 0700; `mkdir results` makes 0755
    said: list[str] = []
    summary = measure_case(case, results_copy, "300", "docker", 0, DriverOptions(), echo=said.append)
    assert summary["points"] == 4, "\n".join(said)

    out = (results_copy / case.case_id / "measure" / "300W").resolve()
    (info,) = engine.inspected
    uid, gid = container_user()
    assert info["Config"]["User"] == f"{uid}:{gid}" and uid != 0
    host = info["HostConfig"]
    assert host["NetworkMode"] == "none" and not host["Privileged"]
    assert host["CapDrop"] == ["ALL"] and not host["CapAdd"]
    assert "no-new-privileges:true" in host["SecurityOpt"]
    assert not host.get("DeviceRequests")  # the fake GPU: no device passed
    mounts = {m["Destination"]: m["RW"] for m in info["Mounts"]}
    assert mounts == {str(results_copy.resolve()): False, str(out): True, str(fake_gpu.state.resolve()): False}
    assert any(line.startswith("    container: user ") for line in said)

    records = sorted(out.glob("*.json"))
    assert len(records) == 4
    for path in records:
        rec = json.loads(path.read_text())
        assert rec["meta"]["runner"] == "docker" and rec["power_limit_w"]["enforced"] == 300.0
        assert path.stat().st_uid == os.getuid()  # handed back to the caller
    assert out.stat().st_uid == os.getuid()
    assert fake_gpu.limit_w() == 700.0  # restored on the host after the sweep
