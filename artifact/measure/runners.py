"""Where the energy driver runs: natively (a subprocess) or in the artifact's Docker image.

The power-cap helper always runs here, on the host; the container gets the GPU through the NVIDIA
runtime and needs no privileges. A container is labelled with its GPU and its run; one whose run was
killed outright is stopped by the next run on that GPU before it measures. The native driver runs in a session of its own (a signal sent to
the run's process group reaches only this process, which stops the driver before it restores the
GPU), dies with this process (``--parent-pid``: the kernel's parent-death signal, checked once it is
set, and again before each record is written) and holds the GPU's lock through an inherited
descriptor (``--lock-fd``), so no run can start beside a driver that outlived its run. Default (RUNNER=auto): Docker where an engine with the NVIDIA
runtime answers and the image exists, else native. The mode used is printed and recorded in every
measurement record (``meta.runner``).

The container is locked down (see ``DockerRunner.container_kwargs``): a non-root uid (the caller's,
or the image's user 10001 when the caller is root), the inputs mounted read-only, only the cap's
output directory writable, no network, every capability dropped, no new privileges. The engine's
own inspect output of the created container is checked against this before it starts.
"""

from __future__ import annotations

import json
import os
import subprocess
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from ..contract import RECORD_SCHEMA
from ..errors import ArtifactError
from ..gpu import FAKE_NVML_ENV
from ..runlock import pid_alive, process_start_ticks
from .driver import driver_executable, library_dirs

IMAGE_ENV = "ARTIFACT_IMAGE"
DEFAULT_IMAGE = "artifact:0.1.0"
IMAGE_DRIVER = "/opt/artifact/build/energy-driver"
IMAGE_DRIVER_ENV = "ARTIFACT_IMAGE_DRIVER"  # another executable in the image (the tests' fake driver)
IMAGE_UID = 10001  # the image's unprivileged user (Dockerfile: useradd --uid 10001)
RUN_LABEL = "org.artifact.run"  # a container's labels: the GPU it measures, the run (pid, start) that made it
RUNNER_MODES = ("auto", "native", "docker")
ENGINE_PROBE_TIMEOUT_S = 5

Echo = Callable[[str], None]


def image_tag() -> str:
    return os.environ.get(IMAGE_ENV, DEFAULT_IMAGE)


def image_driver() -> str:
    return os.environ.get(IMAGE_DRIVER_ENV, IMAGE_DRIVER)


def container_user() -> tuple[int, int]:
    """(uid, gid) the container runs as: the caller's, or the image's user when the caller is root."""
    uid = os.getuid()
    return (IMAGE_UID, IMAGE_UID) if uid == 0 else (uid, os.getgid())


def safe_mount(path: Path) -> Path:
    """``path`` resolved; refused where mounting it would expose `/` or the home directory."""
    p = path.resolve()
    home = Path.home().resolve()
    if p == Path("/") or p == home or p in home.parents:
        raise ArtifactError(f"RUNNER=docker: refusing to mount {p} into the container (it is / or holds the home "
                            f"directory {home}); give the results a directory of their own (RESULTS=dir)")
    return p


def _driver_env() -> dict[str, str]:
    env = dict(os.environ)
    libs = library_dirs()
    if libs:
        env["LD_LIBRARY_PATH"] = libs + (":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
    return env


class NativeRunner:
    name = "native"

    def check(self, gpu_uuid: str, echo: Echo = print) -> None:
        """The driver runs and writes the records this artifact reads (``energy-driver info``), before
        any GPU setting changes: a wrong ARTIFACT_DRIVER or a stale build stops here."""
        exe = driver_executable()
        if not exe.is_file():
            raise ArtifactError(f"the driver {exe} is not built (run `make build`)" if not exe.exists()
                                else f"the driver {exe} is not a file (ARTIFACT_DRIVER?)")
        if not os.access(exe, os.X_OK):
            raise ArtifactError(f"the driver {exe} is not executable (ARTIFACT_DRIVER?)")
        try:
            # with the guard `run` gets: a driver built before it stops here, not after a cap was set
            proc = subprocess.run([str(exe), "info", "--gpu", gpu_uuid, "--parent-pid", str(os.getpid())],
                                  capture_output=True, text=True, env=_driver_env(), stdin=subprocess.DEVNULL,
                                  timeout=120, start_new_session=True)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise ArtifactError(f"the driver {exe} does not run ({exc})") from exc
        lines = (proc.stderr or proc.stdout).strip().splitlines()
        if proc.returncode != 0:
            raise ArtifactError(f"the driver {exe} failed `info` (exit {proc.returncode}: "
                                f"{lines[0].removeprefix('error: ') if lines else 'no message'}); `make build` "
                                f"rebuilds it")
        try:
            schema = json.loads(proc.stdout).get("record_schema")
        except (ValueError, AttributeError):
            schema = None
        if schema != RECORD_SCHEMA:
            raise ArtifactError(f"the driver {exe} writes records of schema {schema!r}, this artifact reads "
                                f"{RECORD_SCHEMA!r}: rebuild it (make build) or fix ARTIFACT_DRIVER")

    def run(self, args: list[str], echo: Echo, log_path: Path | None, inputs: list[Path], output: Path,
            gpu_uuid: str = "", lock_fd: int | None = None) -> int:
        exe = driver_executable()
        if not exe.exists():
            raise ArtifactError(f"the driver {exe} is not built (run `make build`)")
        guard = ["--parent-pid", str(os.getpid())] + (["--lock-fd", str(lock_fd)] if lock_fd is not None else [])
        log = _open_log(log_path)  # before the driver starts: a log that cannot be written stops nothing half-way
        proc = subprocess.Popen([str(exe), *args, *guard], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                env=_driver_env(), stdin=subprocess.DEVNULL, start_new_session=True,
                                pass_fds=() if lock_fd is None else (lock_fd,))

        def stop() -> None:
            proc.kill()
            proc.wait()

        return _stream(proc.stdout, proc.wait, stop, echo, log)


class DockerRunner:
    name = "docker"

    def __init__(self, client: Any, image: str) -> None:
        self.client = client
        self.image = image

    def container_kwargs(self, args: list[str], gpu_uuid: str, inputs: list[Path], output: Path) -> dict[str, Any]:
        """What is asked of the Docker SDK (``containers.create``): the image's driver on one GPU, the
        inputs read-only and ``output`` writable at their host paths, a non-root user, no network, no
        capabilities, no new privileges."""
        import docker

        volumes = {str(p): {"bind": str(p), "mode": "ro"} for p in map(safe_mount, inputs)}
        out = safe_mount(output)
        volumes[str(out)] = {"bind": str(out), "mode": "rw"}
        environment: dict[str, str] = {}
        fake_nvml = os.environ.get(FAKE_NVML_ENV)
        if fake_nvml:  # a fake GPU (the tests'): no device to pass, its state file read-only instead
            state = Path(fake_nvml).resolve()
            volumes[str(state)] = {"bind": str(state), "mode": "ro"}
            environment[FAKE_NVML_ENV] = str(state)
            devices = []
        else:
            devices = [docker.types.DeviceRequest(device_ids=[gpu_uuid], capabilities=[["gpu"]])]
        uid, gid = container_user()
        return {
            "labels": {f"{RUN_LABEL}.gpu": gpu_uuid, f"{RUN_LABEL}.pid": str(os.getpid()),
                       f"{RUN_LABEL}.start": str(process_start_ticks(os.getpid()))},
            "image": self.image,
            "entrypoint": [image_driver()],
            "command": args,
            "device_requests": devices,
            "volumes": volumes,
            "environment": environment,
            "user": f"{uid}:{gid}",
            "network_mode": "none",
            "cap_drop": ["ALL"],
            "security_opt": ["no-new-privileges:true"],
        }

    def check(self, gpu_uuid: str, echo: Echo = print) -> None:
        """No container of this artifact still measures on the GPU: one whose run has ended (killed outright:
        a container does not die with its run) is killed and removed; one of a live run stops this run."""
        for container in self.client.containers.list(filters={"label": f"{RUN_LABEL}.gpu={gpu_uuid}"}):
            labels = (container.attrs.get("Config") or {}).get("Labels") or {}
            try:
                pid, start = int(labels.get(f"{RUN_LABEL}.pid", "0")), int(labels.get(f"{RUN_LABEL}.start", "-1"))
            except ValueError:
                pid, start = 0, -1
            if pid_alive(pid, start):
                raise ArtifactError(f"GPU {gpu_uuid} is measured by container {container.short_id} of a run that is "
                                    f"still alive (pid {pid}); wait for it to end")
            echo(f"    stopping container {container.short_id}: its run (pid {pid}) has ended")
            container.remove(force=True)

    def run(self, args: list[str], echo: Echo, log_path: Path | None, inputs: list[Path], output: Path,
            gpu_uuid: str = "", lock_fd: int | None = None) -> int:
        kwargs = self.container_kwargs(args, gpu_uuid, inputs, output)
        uid, gid = container_user()
        if os.getuid() == 0 and uid != 0:
            for path in inputs:
                if path.resolve().stat().st_mode & 0o005 != 0o005:
                    raise ArtifactError(f"RUNNER=docker: the container's user {uid} cannot read {path.resolve()} "
                                        f"(mode {path.resolve().stat().st_mode & 0o777:o}); chmod o+rx it")
        with _lent_to(output.resolve(), uid, gid):
            container = self.client.containers.create(**kwargs)
            try:
                echo("    container: " + check_container(container.attrs, output.resolve()))
                container.start()
                lines = (chunk.decode(errors="replace") for chunk in container.logs(stream=True, follow=True))
                return _stream(_split_lines(lines), lambda: int(container.wait()["StatusCode"]), container.kill,
                               echo, _open_log(log_path))
            finally:
                container.remove(force=True)


def check_container(attrs: dict[str, Any], output: Path) -> str:
    """The hardening as the engine reports it (``docker inspect``) for a created container; an error
    if anything is looser than asked. Returns a one-line summary."""
    host = attrs.get("HostConfig") or {}
    user = str((attrs.get("Config") or {}).get("User") or "")
    mounts = attrs.get("Mounts") or []
    writable = sorted(m["Destination"] for m in mounts if m.get("RW"))
    read_only = sorted(m["Destination"] for m in mounts if not m.get("RW"))
    no_new_privs = any(o in ("no-new-privileges", "no-new-privileges:true") for o in host.get("SecurityOpt") or [])
    problems = []
    if not user or user.split(":")[0] in ("0", "root"):
        problems.append(f"user {user or '(image default)'}")
    if host.get("NetworkMode") != "none":
        problems.append(f"network {host.get('NetworkMode')}")
    if "ALL" not in [c.upper() for c in host.get("CapDrop") or []] or host.get("CapAdd"):
        problems.append(f"capabilities drop {host.get('CapDrop')} add {host.get('CapAdd')}")
    if host.get("Privileged"):
        problems.append("privileged")
    if not no_new_privs:
        problems.append(f"security options {host.get('SecurityOpt')}")
    if writable != [str(output)]:
        problems.append(f"writable mounts {writable}")
    if problems:
        raise ArtifactError(f"RUNNER=docker: the engine created the container looser than asked ({'; '.join(problems)}); "
                            "not started")
    return (f"user {user}, network none, capabilities dropped ALL, no-new-privileges, "
            f"read-only {', '.join(read_only)}, writable {writable[0]}")


@contextmanager
def _lent_to(output: Path, uid: int, gid: int) -> Iterator[None]:
    """As root, hand ``output`` to the container's non-root user for the run and its files back after."""
    if os.getuid() != 0 or uid == 0:
        yield
        return
    st = output.stat()
    try:
        os.chown(output, uid, gid)
    except OSError as exc:
        raise ArtifactError(f"RUNNER=docker: cannot hand {output} to the container's user {uid} ({exc})") from exc
    try:
        yield
    finally:
        for root, dirs, files in os.walk(output):
            for name in dirs + files:
                path = os.path.join(root, name)
                if os.lstat(path).st_uid == uid:
                    os.lchown(path, st.st_uid, st.st_gid)
        os.chown(output, st.st_uid, st.st_gid)


def _split_lines(chunks: Any) -> Any:
    buf = ""
    for chunk in chunks:
        buf += chunk
        while "\n" in buf:
            line, buf = buf.split("\n", 1)
            yield line + "\n"
    if buf:
        yield buf


def _open_log(log_path: Path | None) -> Any:
    """The driver's log, appended to; never through a symbolic link (a link planted in the results
    directory would have this process, root when caps are set, write where it points)."""
    if log_path is None:
        return None
    try:
        fd = os.open(log_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o666)
    except OSError as exc:
        raise ArtifactError(f"cannot write the driver's log {log_path}: {exc.strerror or exc}"
                            f"{' (a symbolic link?)' if log_path.is_symlink() else ''}") from exc
    return os.fdopen(fd, "a", encoding="utf-8")


def _stream(lines: Any, wait: Callable[[], int], kill: Callable[[], Any], echo: Echo, log: Any) -> int:
    try:
        for line in lines:
            echo("    " + line.rstrip())
            if log:
                log.write(line)
        return wait()
    except BaseException:
        kill()  # interrupted (SIGINT/SIGTERM): stop the driver before the caps are restored
        raise
    finally:
        if log:
            log.close()


def docker_status(require_nvidia: bool = True) -> tuple[Any | None, str]:
    """(client, "") where Docker (with the NVIDIA runtime, if required) answers and the image exists,
    else (None, why not)."""
    try:
        import docker

        client = docker.from_env(timeout=ENGINE_PROBE_TIMEOUT_S)
        client.ping()
        info = client.info()
    except Exception as exc:  # noqa: BLE001 - any failure means "no usable engine"
        return None, f"no Docker engine answers ({type(exc).__name__})"
    runtimes = info.get("Runtimes") or {}
    if require_nvidia and "nvidia" not in runtimes and not info.get("CDISpecDirs"):
        return None, "the Docker engine has no NVIDIA runtime"
    try:
        client.images.get(image_tag())
    except Exception:  # noqa: BLE001
        return None, f"the image {image_tag()} is not built (make image)"
    # no time limit on the runs: creating a container copies the image on some storage drivers, and
    # the driver's log stream may be quiet for longer than any fixed limit
    return docker.from_env(timeout=None), ""


def choose_runner(mode: str, echo: Echo) -> NativeRunner | DockerRunner:
    if mode not in RUNNER_MODES:
        raise ArtifactError(f"RUNNER must be one of {', '.join(RUNNER_MODES)}, got {mode!r}")
    if mode == "native":
        return NativeRunner()
    # RUNNER=docker on the tests' fake GPU: the engine needs no NVIDIA runtime (no device is passed)
    client, why = docker_status(require_nvidia=not (mode == "docker" and os.environ.get(FAKE_NVML_ENV)))
    if client is not None:
        return DockerRunner(client, image_tag())
    if mode == "docker":
        raise ArtifactError(f"RUNNER=docker: {why}")
    echo(f"runner: native ({why})")
    return NativeRunner()
