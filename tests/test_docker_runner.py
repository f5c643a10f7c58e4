"""The Docker runner's request to the engine (through the SDK's arguments, with a fake client that
answers like the engine): non-root user, read-only inputs, one writable output, no network, no
capabilities, no new privileges; refused mounts; the check of the engine's inspect output; the
runner choice. Against a real engine: tests/test_docker_engine.py."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from artifact.errors import ArtifactError


class _Container:
    def __init__(self, attrs: dict[str, Any], on_start: Any = None) -> None:
        self.attrs = attrs
        self.on_start = on_start
        self.started = self.removed = False

    def start(self) -> None:
        self.started = True
        if self.on_start:
            self.on_start()

    def logs(self, stream: bool, follow: bool):
        return iter([b"idle: 60 W\nr0001 ", b"0.1 ms\n"])

    def wait(self):
        return {"StatusCode": 0}

    def kill(self):
        pass

    def remove(self, force: bool):
        self.removed = True


def engine_attrs(kw: dict[str, Any]) -> dict[str, Any]:
    """What `docker inspect` reports for a container created with these SDK arguments."""
    return {"Config": {"User": kw.get("user", "")},
            "HostConfig": {"NetworkMode": kw.get("network_mode", "default"), "CapDrop": kw.get("cap_drop"),
                           "CapAdd": kw.get("cap_add"), "Privileged": kw.get("privileged", False),
                           "SecurityOpt": kw.get("security_opt")},
            "Mounts": [{"Type": "bind", "Source": src, "Destination": v["bind"], "RW": v["mode"] == "rw"}
                       for src, v in kw["volumes"].items()]}


class _Client:
    def __init__(self, loosen: dict[str, Any] | None = None, on_start: Any = None) -> None:
        self.kwargs: dict[str, Any] = {}
        self.loosen = loosen or {}
        self.on_start = on_start
        self.containers = self
        self.container: _Container | None = None

    def create(self, **kwargs):
        self.kwargs = kwargs
        attrs = engine_attrs(kwargs)
        for section, values in self.loosen.items():
            if isinstance(values, dict):
                attrs[section].update(values)
            else:
                attrs[section] = values
        self.container = _Container(attrs, self.on_start)
        return self.container


@pytest.fixture
def as_user(monkeypatch):
    """Pretend the caller has this uid (and gid), with a real GPU (no fake NVML)."""
    monkeypatch.delenv("ARTIFACT_FAKE_NVML", raising=False)

    def set_uid(uid: int) -> None:
        monkeypatch.setattr(os, "getuid", lambda: uid)
        monkeypatch.setattr(os, "getgid", lambda: uid)

    return set_uid


def test_request_is_locked_down(tmp_path, as_user):
    from artifact.measure.runners import IMAGE_DRIVER, DockerRunner

    as_user(1000)
    results = tmp_path / "results"
    out = results / "case1" / "measure" / "300W"
    out.mkdir(parents=True)
    kw = DockerRunner(_Client(), "artifact:test").container_kwargs(["run", "--spec", "x"], "GPU-abc", [results], out)
    assert kw["image"] == "artifact:test" and kw["entrypoint"] == [IMAGE_DRIVER] and kw["command"] == ["run", "--spec", "x"]
    (req,) = kw["device_requests"]
    assert req["DeviceIDs"] == ["GPU-abc"] and req["Capabilities"] == [["gpu"]]
    assert kw["volumes"] == {str(results.resolve()): {"bind": str(results.resolve()), "mode": "ro"},
                             str(out.resolve()): {"bind": str(out.resolve()), "mode": "rw"}}
    assert kw["user"] == "1000:1000"
    assert kw["network_mode"] == "none" and kw["cap_drop"] == ["ALL"]
    assert kw["security_opt"] == ["no-new-privileges:true"]
    assert kw["environment"] == {}
    assert not {"privileged", "cap_add", "network", "pid_mode", "ipc_mode", "devices"} & set(kw)


def test_root_caller_runs_as_the_images_user(tmp_path, as_user):
    from artifact.measure.runners import IMAGE_UID, DockerRunner

    as_user(0)
    kw = DockerRunner(_Client(), "artifact:test").container_kwargs([], "GPU-abc", [tmp_path], tmp_path / "out")
    assert kw["user"] == f"{IMAGE_UID}:{IMAGE_UID}" and IMAGE_UID != 0
    dockerfile = (Path(__file__).resolve().parent.parent / "Dockerfile").read_text()
    assert f"--uid {IMAGE_UID} " in dockerfile and f"USER {IMAGE_UID}" in dockerfile


@pytest.mark.parametrize("where", ["root", "home", "above-home"])
def test_refuses_to_mount_root_or_home(tmp_path, monkeypatch, as_user, where):
    from artifact.measure.runners import DockerRunner

    as_user(1000)
    home = tmp_path / "home" / "alice"
    home.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    target = {"root": Path("/"), "home": home, "above-home": home.parent}[where]
    runner = DockerRunner(_Client(), "artifact:test")
    with pytest.raises(ArtifactError, match="refusing to mount"):
        runner.container_kwargs([], "GPU-abc", [target], home / "results" / "out")  # as an input
    with pytest.raises(ArtifactError, match="refusing to mount"):
        runner.container_kwargs([], "GPU-abc", [home / "results"], target)  # as the output
    kw = runner.container_kwargs([], "GPU-abc", [home / "results"], home / "results" / "out")
    assert len(kw["volumes"]) == 2


def test_fake_gpu_mounts_its_state_read_only_instead_of_a_device(tmp_path, monkeypatch, as_user):
    from artifact.measure.runners import DockerRunner

    as_user(1000)
    state = tmp_path / "fake_nvml.json"
    state.write_text("{}")
    monkeypatch.setenv("ARTIFACT_FAKE_NVML", str(state))
    monkeypatch.setenv("ARTIFACT_IMAGE_DRIVER", "/opt/artifact/tests/fakes/energy-driver")
    kw = DockerRunner(_Client(), "artifact:test").container_kwargs([], "GPU-abc", [tmp_path / "r"], tmp_path / "r" / "o")
    assert kw["device_requests"] == [] and kw["environment"] == {"ARTIFACT_FAKE_NVML": str(state.resolve())}
    assert kw["volumes"][str(state.resolve())] == {"bind": str(state.resolve()), "mode": "ro"}
    assert kw["entrypoint"] == ["/opt/artifact/tests/fakes/energy-driver"]


def test_run_checks_the_created_container_then_streams_and_removes(tmp_path, as_user):
    from artifact.measure.runners import DockerRunner

    as_user(1000)
    out = tmp_path / "results" / "out"
    out.mkdir(parents=True)
    client = _Client()
    log = tmp_path / "driver.log"
    lines: list[str] = []
    rc = DockerRunner(client, "artifact:test").run(["run"], lines.append, log, [tmp_path / "results"], out, "GPU-abc")
    assert rc == 0 and client.container.started and client.container.removed
    assert lines[0] == (f"    container: user 1000:1000, network none, capabilities dropped ALL, no-new-privileges, "
                        f"read-only {(tmp_path / 'results').resolve()}, writable {out.resolve()}")
    assert log.read_text() == "idle: 60 W\nr0001 0.1 ms\n"


@pytest.mark.parametrize("loosen,problem", [
    ({"Config": {"User": ""}}, "user (image default)"),
    ({"Config": {"User": "0:0"}}, "user 0:0"),
    ({"Config": {"User": "root"}}, "user root"),
    ({"HostConfig": {"NetworkMode": "bridge"}}, "network bridge"),
    ({"HostConfig": {"CapDrop": None}}, "capabilities drop None"),
    ({"HostConfig": {"CapAdd": ["SYS_ADMIN"]}}, "add ['SYS_ADMIN']"),
    ({"HostConfig": {"Privileged": True}}, "privileged"),
    ({"HostConfig": {"SecurityOpt": None}}, "security options None"),
    ({"Mounts": [{"Destination": "/", "RW": True}]}, "writable mounts ['/']"),
])
def test_a_container_looser_than_asked_is_never_started(tmp_path, as_user, loosen, problem):
    from artifact.measure.runners import DockerRunner

    as_user(1000)
    out = tmp_path / "out"
    out.mkdir()
    client = _Client(loosen=loosen)
    with pytest.raises(ArtifactError, match="looser than asked") as err:
        DockerRunner(client, "artifact:test").run(["run"], print, None, [tmp_path], out, "GPU-abc")
    assert problem in str(err.value)
    assert not client.container.started and client.container.removed


def test_written_files_are_readable_by_the_containers_user(tmp_path):
    """The container runs as another user (10001 for a root caller) and reads kernel.json and the
    records through the read-only mount: atomic writes give a new file's usual mode, not 0600."""
    from artifact.atomic import new_file_mode, write_bytes, write_json

    old = os.umask(0o022)
    try:
        assert new_file_mode() == 0o644
        write_json(tmp_path / "kernel.json", {"a": 1})
        write_bytes(tmp_path / "kernel.cubin", b"x")
        assert {p.name: p.stat().st_mode & 0o777 for p in tmp_path.iterdir()} == {"kernel.json": 0o644,
                                                                                 "kernel.cubin": 0o644}
        os.umask(0o077)
        write_json(tmp_path / "private.json", {})  # a caller's stricter umask is kept
        assert (tmp_path / "private.json").stat().st_mode & 0o777 == 0o600
    finally:
        os.umask(old)


@pytest.mark.skipif(os.getuid() != 0, reason="lending the output directory to another uid needs root")
def test_as_root_the_output_is_lent_to_the_containers_user_and_taken_back(tmp_path, monkeypatch):
    from artifact.measure.runners import IMAGE_UID, DockerRunner

    monkeypatch.delenv("ARTIFACT_FAKE_NVML", raising=False)
    out = tmp_path / "results" / "out"
    out.mkdir(parents=True)
    seen: dict[str, int] = {}

    def container_writes() -> None:  # what the driver does in the container, as IMAGE_UID
        seen["dir_uid"] = out.stat().st_uid
        rec = out / "r0001.json"
        rec.write_text("{}")
        os.chown(rec, IMAGE_UID, IMAGE_UID)

    rc = DockerRunner(_Client(on_start=container_writes), "artifact:test").run(
        ["run"], lambda s: None, None, [tmp_path / "results"], out, "GPU-abc")
    assert rc == 0 and seen["dir_uid"] == IMAGE_UID
    assert out.stat().st_uid == 0 and (out / "r0001.json").stat().st_uid == 0


@pytest.mark.skipif(os.getuid() != 0, reason="only a root caller runs the container as another uid")
def test_as_root_an_input_the_containers_user_cannot_read_is_refused(tmp_path, monkeypatch):
    from artifact.measure.runners import DockerRunner

    monkeypatch.delenv("ARTIFACT_FAKE_NVML", raising=False)
    results = tmp_path / "results"
    (results / "out").mkdir(parents=True)
    results.chmod(0o700)
    client = _Client()
    with pytest.raises(ArtifactError, match="cannot read .* \\(mode 700\\); chmod o\\+rx it"):
        DockerRunner(client, "artifact:test").run(["run"], print, None, [results], results / "out", "GPU-abc")
    assert client.container is None  # nothing created


def test_runner_choice(monkeypatch):
    from artifact.measure import runners

    asked: list[bool] = []

    def no_engine(require_nvidia: bool = True):
        asked.append(require_nvidia)
        return None, "no Docker engine answers (DockerException)"

    monkeypatch.delenv("ARTIFACT_FAKE_NVML", raising=False)
    monkeypatch.setattr(runners, "docker_status", no_engine)
    said: list[str] = []
    assert runners.choose_runner("auto", said.append).name == "native"
    assert "no Docker engine answers" in said[0]
    with pytest.raises(ArtifactError, match="RUNNER=docker: no Docker engine"):
        runners.choose_runner("docker", said.append)
    with pytest.raises(ArtifactError, match="RUNNER must be one of"):
        runners.choose_runner("podman", said.append)
    monkeypatch.setenv("ARTIFACT_FAKE_NVML", "/nonexistent.json")
    with pytest.raises(ArtifactError, match="RUNNER=docker"):
        runners.choose_runner("docker", said.append)
    assert asked == [True, True, False]  # the NVIDIA runtime is not needed for the fake GPU under RUNNER=docker
    monkeypatch.setattr(runners, "docker_status", lambda require_nvidia=True: (_Client(), ""))
    assert runners.choose_runner("auto", said.append).name == "docker"
    assert runners.choose_runner("native", said.append).name == "native"
