"""Build the C++ energy driver (cuda/) into build/energy-driver, and beside it build/libenergyprotocol.so
(the same protocol, called in-process: artifact/measure/inprocess.py).

The driver's shared facts (artifact/data/driver_contract.json) become build/gen/contract.hpp, written by
artifact/contract.py during the build. Headers: cuda.h, nvml.h, cudnn.h and cublas_v2.h are taken from the CUDA toolkit and the system
where present; whatever is missing is extracted from the hash-pinned wheels of cuda/headers.lock
(downloaded, checked, never installed) into a cache shared by every build of the same lock:
``$ARTIFACT_CACHE`` or ``$XDG_CACHE_HOME/artifact`` or ``~/.cache/artifact``, then
``cuda-headers/<first 16 hex digits of the lock's SHA-256>/``. Only a C++17 compiler is needed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Callable

from ..cpus import usable_cpus
from ..digest import sha256_file
from ..errors import ArtifactError
from ..source import in_checkout

CUDA_DIR = in_checkout("cuda")  # the driver is built from the checkout's sources
HEADERS = ("cuda.h", "cuda_runtime_api.h", "nvml.h", "cudnn.h", "cublas_v2.h", "cublasLt.h")
DRIVER_NAME = "energy-driver"
LIBRARY_NAME = "libenergyprotocol.so"


def default_build_dir() -> Path:
    return Path(os.environ.get("ARTIFACT_BUILD") or in_checkout("build") or "build")


def driver_path(build_dir: Path | None = None) -> Path:
    return (build_dir or default_build_dir()) / DRIVER_NAME


def library_path(build_dir: Path | None = None) -> Path:
    return (build_dir or default_build_dir()) / LIBRARY_NAME


def system_include_dirs() -> list[Path]:
    dirs = []
    for env in ("CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(env):
            dirs.append(Path(os.environ[env]) / "include")
    nvcc = shutil.which("nvcc")
    if nvcc:
        dirs.append(Path(nvcc).resolve().parent.parent / "include")
        dirs.append(Path(nvcc).resolve().parent.parent / "targets" / "x86_64-linux" / "include")
    dirs += [Path("/usr/local/cuda/include"), Path("/usr/include"), Path("/usr/include/x86_64-linux-gnu")]
    # headers shipped in pip wheels already installed (nvidia-cudnn-cu13, nvidia-cublas, ...)
    import importlib.util

    spec = importlib.util.find_spec("nvidia")
    for base in (spec.submodule_search_locations or []) if spec else []:
        dirs += sorted(Path(base).glob("*/include"))
    seen, out = set(), []
    for d in dirs:
        if d.is_dir() and d.resolve() not in seen:
            seen.add(d.resolve())
            out.append(d)
    return out


def _missing(dirs: list[Path]) -> list[str]:
    return [h for h in HEADERS if not any((d / h).is_file() for d in dirs)]


def fetch_headers(dest: Path, echo: Callable[[str], None]) -> None:
    """Download the wheels of cuda/headers.lock (hash-checked) and extract their include/ files."""
    assert CUDA_DIR is not None  # build_driver refuses to run without the checkout's cuda/
    cache = dest.parent / f"header-wheels.{os.getpid()}"
    cache.mkdir(parents=True, exist_ok=True)
    echo(f"fetching driver headers from the wheels pinned in {CUDA_DIR / 'headers.lock'}")
    cmd = [sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "-q", "--no-deps",
           "--require-hashes", "--only-binary=:all:", "-r", str(CUDA_DIR / "headers.lock"), "-d", str(cache)]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise ArtifactError("the CUDA/NVML/cuDNN/cuBLAS headers are not installed and could not be downloaded "
                            f"({(proc.stderr.strip().splitlines() or ['pip failed'])[-1]}); install the CUDA toolkit "
                            "and cuDNN, or run where PyPI is reachable")
    tmp = dest.with_name(f"{dest.name}.tmp.{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for wheel in sorted(cache.glob("*.whl")):
        with zipfile.ZipFile(wheel) as zf:
            for name in zf.namelist():
                parts = name.split("/")
                if "include" in parts[:-1] and not name.endswith("/"):
                    rel = Path(*parts[parts.index("include") + 1:])
                    (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
                    (tmp / rel).write_bytes(zf.read(name))
    shutil.rmtree(cache, ignore_errors=True)  # ~800 MB of libraries we do not need
    try:
        tmp.rename(dest)  # a build beside this one may have filled the cache first: keep its copy
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)
        if _missing([dest]):
            raise ArtifactError(f"could not place the driver headers in {dest}") from None


def headers_cache_dir() -> Path:
    """Where the headers of cuda/headers.lock are extracted, one folder per version of the lock."""
    assert CUDA_DIR is not None
    root = os.environ.get("ARTIFACT_CACHE") or str(
        Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "artifact")
    return Path(root) / "cuda-headers" / sha256_file(CUDA_DIR / "headers.lock")[:16]


def include_dirs(build_dir: Path, echo: Callable[[str], None]) -> list[Path]:
    dirs = system_include_dirs()
    if not _missing(dirs):
        return dirs
    fetched = headers_cache_dir()
    if _missing(dirs + [fetched]):
        fetch_headers(fetched, echo)
    still = _missing(dirs + [fetched])
    if still:
        raise ArtifactError(f"headers still missing after the download: {', '.join(still)}")
    return dirs + [fetched]


def _mtimes(paths: list[Path]) -> list[int | None]:
    return [p.stat().st_mtime_ns if p.is_file() else None for p in paths]


def build_driver(build_dir: Path | None = None, echo: Callable[[str], None] = print, tests: bool = False,
                 quiet_if_current: bool = False) -> Path:
    """Build (incrementally: make) the driver and the in-process library; ``quiet_if_current``: say
    "built ..." only when make rewrote one of them."""
    if CUDA_DIR is None:
        raise ArtifactError("the driver's C++ sources (cuda/) come with the repository: run from a checkout of it")
    build_dir = (build_dir or default_build_dir()).resolve()
    build_dir.mkdir(parents=True, exist_ok=True)
    if shutil.which(os.environ.get("CXX", "g++")) is None:
        raise ArtifactError("no C++ compiler (g++) found: install build-essential")
    incs = include_dirs(build_dir, echo)
    make = ["make", "-C", str(CUDA_DIR), f"-j{usable_cpus()}", f"BUILD={build_dir}", f"PYTHON={sys.executable}",
            "INCLUDES=" + " ".join(f"-I{d}" for d in incs)]
    # the unit tests: the protocol's, and the launch parameters' on the stand-in libcuda (no GPU)
    targets = ["all"] + (["test", "test-fake-cuda"] if tests else [])
    outputs = [build_dir / DRIVER_NAME, build_dir / LIBRARY_NAME]
    before = _mtimes(outputs)
    proc = subprocess.run(make + targets, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        tail = "\n".join((proc.stdout + proc.stderr).strip().splitlines()[-15:])
        raise ArtifactError(f"building the driver failed:\n{tail}")
    out = build_dir / DRIVER_NAME
    if quiet_if_current and not tests and _mtimes(outputs) == before:
        return out
    echo(f"built {out} and {build_dir / LIBRARY_NAME}" + (" (protocol unit tests passed)" if tests else ""))
    return out
