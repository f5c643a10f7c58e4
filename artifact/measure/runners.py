"""Where the energy driver runs: natively (a subprocess) or in the artifact's Docker image.

The power-cap helper always runs here, on the host; the container gets the GPU through the NVIDIA
runtime and needs no privileges. Default (RUNNER=auto): Docker where an engine with the NVIDIA
runtime answers and the image exists, else native. The mode used is printed and recorded in every
measurement record (``meta.runner``).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any, Callable

from ..errors import ArtifactError
from .driver import driver_executable, library_dirs

IMAGE_ENV = "ARTIFACT_IMAGE"
DEFAULT_IMAGE = "artifact:0.1.0"
IMAGE_DRIVER = "/opt/artifact/build/energy-driver"
RUNNER_MODES = ("auto", "native", "docker")

Echo = Callable[[str], None]


def image_tag() -> str:
    return os.environ.get(IMAGE_ENV, DEFAULT_IMAGE)


class NativeRunner:
    name = "native"

    def run(self, args: list[str], echo: Echo, log_path: Path | None, mounts: list[Path],
            gpu_uuid: str = "") -> int:
        exe = driver_executable()
        if not exe.exists():
            raise ArtifactError(f"the driver {exe} is not built (run `make build`)")
        env = dict(os.environ)
        libs = library_dirs()
        if libs:
            env["LD_LIBRARY_PATH"] = libs + (":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
        proc = subprocess.Popen([str(exe), *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                env=env)
        return _stream(proc.stdout, proc.wait, proc.kill, echo, log_path)


class DockerRunner:
    name = "docker"

    def __init__(self, client: Any, image: str) -> None:
        self.client = client
        self.image = image

    def container_kwargs(self, args: list[str], gpu_uuid: str, mounts: list[Path]) -> dict[str, Any]:
        """What is asked of the Docker SDK: the image, one GPU, the results bind-mounted, our uid."""
        import docker

        volumes = {str(p.resolve()): {"bind": str(p.resolve()), "mode": "rw"} for p in mounts}
        return {
            "image": self.image,
            "entrypoint": [IMAGE_DRIVER],
            "command": args,
            "device_requests": [docker.types.DeviceRequest(device_ids=[gpu_uuid], capabilities=[["gpu"]])],
            "volumes": volumes,
            "user": f"{os.getuid()}:{os.getgid()}",
            "detach": True,
            "remove": False,
        }

    def run(self, args: list[str], echo: Echo, log_path: Path | None, mounts: list[Path],
            gpu_uuid: str = "") -> int:
        container = self.client.containers.run(**self.container_kwargs(args, gpu_uuid, mounts))
        try:
            lines = (chunk.decode(errors="replace") for chunk in container.logs(stream=True, follow=True))
            return _stream(_split_lines(lines), lambda: int(container.wait()["StatusCode"]), container.kill,
                           echo, log_path)
        finally:
            container.remove(force=True)


def _split_lines(chunks: Any) -> Any:
    buf = ""
    for chunk in chunks:
        buf += chunk
        while "\n" in buf:
            line, buf = buf.split("\n", 1)
            yield line + "\n"
    if buf:
        yield buf


def _stream(lines: Any, wait: Callable[[], int], kill: Callable[[], Any], echo: Echo, log_path: Path | None) -> int:
    log = log_path.open("a", encoding="utf-8") if log_path else None
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


def docker_status() -> tuple[Any | None, str]:
    """(client, "") where Docker with the NVIDIA runtime answers, else (None, why not)."""
    try:
        import docker

        client = docker.from_env(timeout=5)
        client.ping()
        info = client.info()
    except Exception as exc:  # noqa: BLE001 - any failure means "no usable engine"
        return None, f"no Docker engine answers ({type(exc).__name__})"
    runtimes = info.get("Runtimes") or {}
    if "nvidia" not in runtimes and not info.get("CDISpecDirs"):
        return None, "the Docker engine has no NVIDIA runtime"
    try:
        client.images.get(image_tag())
    except Exception:  # noqa: BLE001
        return None, f"the image {image_tag()} is not built (make image)"
    return client, ""


def choose_runner(mode: str, echo: Echo) -> NativeRunner | DockerRunner:
    if mode not in RUNNER_MODES:
        raise ArtifactError(f"RUNNER must be one of {', '.join(RUNNER_MODES)}, got {mode!r}")
    if mode == "native":
        return NativeRunner()
    client, why = docker_status()
    if client is not None:
        return DockerRunner(client, image_tag())
    if mode == "docker":
        raise ArtifactError(f"RUNNER=docker: {why}")
    echo(f"runner: native ({why})")
    return NativeRunner()
