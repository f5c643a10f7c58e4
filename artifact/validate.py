"""Checks of user input made before any side effect (before a power limit changes, before a
directory is created): names that must be safe path components, output directories, exported
kernel manifests, and whether an export can run on (and fit) the GPU at hand."""

from __future__ import annotations

import math
import os
import re
from pathlib import Path
from typing import Any

from .contract import BUFFER_DTYPES
from .errors import ArtifactError
from .schema.base import ABSENT
from .schema.kernel import KernelManifest, TensorMapParam

MAX_NAME = 100  # case and kernel ids: directory and file names under --results
_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+-]*")
_ARCH_RE = re.compile(r"sm_(\d+)(\d)([a-z]?)")
GPU_MEMORY_SHARE = 0.9  # of the GPU's memory the buffers of one case may take


def safe_name(name: Any, what: str) -> str:
    """``name`` as one path component: letters, digits, ``_ . + -``; no ``..``, no ``/``, not too long."""
    if not isinstance(name, str) or not _NAME_RE.fullmatch(name) or ".." in name or len(name) > MAX_NAME:
        shown = repr(name)[:60]
        raise ArtifactError(f"{what} {shown} is not a safe name: up to {MAX_NAME} letters, digits, '_', '.', '+' "
                            f"or '-', starting with a letter or digit, without '..' or '/'")
    return name


def check_output_dir(path: Path, what: str = "output directory") -> None:
    """``path`` can be (or already is) a writable directory; nothing is created."""
    text = os.fspath(path)
    if not text:
        raise ArtifactError(f"{what} is empty: give a directory")
    if "\0" in text:
        raise ArtifactError(f"{what} {text!r} contains a NUL byte")
    if len(os.fsencode(text)) >= 4096 or any(len(os.fsencode(c)) > 255 for c in Path(text).parts):
        raise ArtifactError(f"{what} {text[:80]}...: path or name too long for the file system "
                            f"(255 bytes per name, 4095 in all)")
    p = Path(path).absolute()
    probe = p
    while not probe.exists():
        if probe.is_symlink():
            raise ArtifactError(f"{what} {path}: {probe} is a dangling symbolic link")
        probe = probe.parent
    if not probe.is_dir():
        raise ArtifactError(f"{what} {path}: {probe} is a file, not a directory")
    if not os.access(probe, os.W_OK | os.X_OK):
        raise ArtifactError(f"{what} {path} is not writable ({probe}: permission denied or read-only)")
    try:
        st = os.statvfs(probe)
    except OSError:
        return
    if st.f_flag & os.ST_RDONLY:
        raise ArtifactError(f"{what} {path} is not writable ({probe} is on a read-only file system)")


def _positive_int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ArtifactError(f"{what} must be a positive integer, got {value!r}")
    return value


def check_kernel_manifest(m: Any, path: Path, case_id: str, case_flops: int) -> KernelManifest:
    """An exported kernel.json (its decoded JSON), before the driver (or anything else) is given it: its
    fields as artifact.schema.kernel defines them, then what they must agree with (the case, the files)."""
    where = f"kernel manifest {path}"
    manifest = KernelManifest.from_json(m, str(path))
    safe_name(manifest.kernel_id, f"{where}: kernel_id")
    if manifest.case_id != case_id:
        raise ArtifactError(f"{where} is of case {manifest.case_id!r}, not {case_id!r}")
    if _positive_int(manifest.flops, f"{where}: flops") != case_flops:
        raise ArtifactError(f"{where}: flops {manifest.flops} differs from the case's {case_flops}")
    safe_name(manifest.cubin, f"{where}: cubin")
    if not (path.parent / manifest.cubin).is_file():
        raise ArtifactError(f"{where}: its cubin {path.parent / manifest.cubin} is missing (run `artifact export --force`)")
    run_s = manifest.tuned.run_s  # null: nothing timed the kernel before the driver (CUTLASS configurations)
    if run_s is not None and not run_s > 0:
        raise ArtifactError(f"{where}: tuned.run_s must be a positive number or null, got {run_s!r}")
    if not manifest.buffers:
        raise ArtifactError(f"{where}: buffers must be a non-empty list")
    for b in manifest.buffers:
        safe_name(b.name, f"{where}: buffer name")
        _positive_int(b.bytes, f"{where}: buffer {b.name} bytes")
        dtype, file_dtype = b.kernel_dtype, b.stored_dtype  # the file's type differs for an fp16-out output
        if dtype not in BUFFER_DTYPES or file_dtype not in BUFFER_DTYPES or b.bytes % BUFFER_DTYPES[file_dtype]:
            raise ArtifactError(f"{where}: buffer {b.name} dtype must be one of {', '.join(BUFFER_DTYPES)} "
                                f"with a whole number of elements, got {dtype!r}"
                                + (f" ({file_dtype!r} in its file)" if file_dtype != dtype else "")
                                + f" and {b.bytes} bytes")
        f = (path.parent / b.file).resolve()
        if not f.is_relative_to(path.parent.parent.resolve()):
            raise ArtifactError(f"{where}: buffer {b.name}'s file {b.file!r} lies outside the case's export")
        if not f.is_file() or f.stat().st_size != b.bytes:
            raise ArtifactError(f"{where}: buffer {b.name}'s file {f} is missing or not {b.bytes} bytes")
    if not manifest.launches:
        raise ArtifactError(f"{where}: launches must be a non-empty list")
    buffers = {b.name: b.kernel_dtype for b in manifest.buffers}  # what a launch parameter may name
    for launch in manifest.launches:
        cluster = () if launch.cluster_dims is ABSENT else (("cluster_dims", launch.cluster_dims),)
        for key, dims in (("grid", launch.grid), ("block", launch.block), *cluster):
            if len(dims) != 3:
                raise ArtifactError(f"{where}: launch {key} must be three positive integers, got {dims!r}")
            for d in dims:
                _positive_int(d, f"{where}: launch {key}")
        if launch.dynamic_shared_bytes < 0:
            raise ArtifactError(f"{where}: launch dynamic_shared_bytes must be >= 0, got {launch.dynamic_shared_bytes!r}")
        for i, param in enumerate(launch.params):
            check_launch_param(param, buffers, f"{where}: launch {launch.name} params[{i}]")
    return manifest


TENSORMAP_DTYPES = ("float16", "bfloat16", "float32")


def check_launch_param(param: str | TensorMapParam, buffers: dict[str, str], where: str) -> None:
    """A kernel.json launch parameter: a buffer name (its device pointer), or a tensor map over a buffer
    (docs/SCHEMAS.md). Its form is the schema's; here its buffer and its dtype; the driver checks the
    dimensions, strides and enum values (spec.cpp)."""
    if isinstance(param, str):
        if param not in buffers:
            raise ArtifactError(f"{where}: parameter {param!r} is not one of the buffers")
        return
    name, tm = param.name, param.tensormap
    if not name:
        raise ArtifactError(f"{where}: a tensor map parameter's name must not be empty")
    if tm.buffer not in buffers:
        raise ArtifactError(f"{where} ({name}): tensormap.buffer {tm.buffer!r} is not one of the buffers")
    if tm.dtype not in TENSORMAP_DTYPES:
        raise ArtifactError(f"{where} ({name}): tensormap.dtype must be one of {', '.join(TENSORMAP_DTYPES)}, "
                            f"got {tm.dtype!r}")
    if tm.dtype != buffers[tm.buffer]:
        raise ArtifactError(f"{where} ({name}): tensormap.dtype is {tm.dtype}, but buffer {tm.buffer} is "
                            f"{buffers[tm.buffer]}")


def arch_runs_on(arch: str, cc: tuple[int, int]) -> bool:
    """Whether a cubin for ``arch`` (sm_90, sm_90a, sm_86) loads on a GPU of compute capability ``cc``:
    same major version and a minor version not above the GPU's (exactly it for arch-specific sm_XYa)."""
    m = _ARCH_RE.fullmatch(str(arch))
    if not m:
        return False
    major, minor, suffix = int(m.group(1)), int(m.group(2)), m.group(3)
    if suffix:
        return (major, minor) == cc
    return major == cc[0] and minor <= cc[1]


def check_arch_name(arch: str) -> str:
    """``--arch``: an nvcc real architecture such as sm_90, sm_90a, sm_86."""
    if not _ARCH_RE.fullmatch(arch):
        raise ArtifactError(f"--arch {arch[:40]!r} is not an architecture such as sm_90, sm_90a or sm_86")
    return arch


def check_arch(arch: str, gpu_arch: str, cc: tuple[int, int], where: str) -> None:
    if not arch_runs_on(arch, cc):
        raise ArtifactError(f"{where} was compiled for {arch}, which does not run on this GPU ({gpu_arch}, compute "
                            f"capability {cc[0]}.{cc[1]}): export again on or for this GPU (artifact export --force "
                            f"--arch {gpu_arch})")


def check_fits_memory(case_id: str, buffer_bytes: int, memory_mib: int, gpu_name: str) -> None:
    """The case's buffers (inputs, output and the reference output the gate compares with) must fit."""
    if memory_mib <= 0:
        return
    have = memory_mib * (1 << 20) * GPU_MEMORY_SHARE
    if buffer_bytes > have:
        raise ArtifactError(f"{case_id}: its buffers need {buffer_bytes / (1 << 30):.1f} GiB, more than "
                            f"{GPU_MEMORY_SHARE:.0%} of the {memory_mib / 1024:.0f} GiB of {gpu_name}: choose a "
                            f"smaller shape")


_NUMBER = (int, float)


def _is_number(value: Any) -> bool:
    return isinstance(value, _NUMBER) and not isinstance(value, bool) and math.isfinite(value)


def check_record(rec: Any, path: Path) -> dict[str, Any]:
    """A measurement record (driver_contract.json) before ``analyze`` computes with it: its fields of the
    right types and its measurements physical (a time and an energy above zero, GFLOP/s not negative),
    so that no record makes a traceback or a table of impossible numbers."""
    where = f"measurement record {path}"
    if not isinstance(rec, dict):
        raise ArtifactError(f"{where} is not a JSON object")
    for key in ("schema", "id", "kind", "time_per_launch_ms", "energy_per_launch_mj", "gflops", "gpu"):
        if key not in rec or rec[key] is None:
            raise ArtifactError(f"{where} lacks '{key}'")
    for key in ("schema", "id", "kind", "timestamp", "method", "case_id", "cap_label"):
        if key in rec and not isinstance(rec[key], str):
            raise ArtifactError(f"{where}: {key} is {type(rec[key]).__name__} {str(rec[key])[:40]!r}, not text")
    if rec["kind"] not in ("tuned", "baseline"):
        raise ArtifactError(f"{where}: kind is {str(rec['kind'])[:40]!r}, not tuned or baseline")
    for key in ("time_per_launch_ms", "energy_per_launch_mj", "avg_power_w"):
        if key in rec and not (_is_number(rec[key]) and rec[key] > 0):
            raise ArtifactError(f"{where}: {key} is {str(rec[key])[:40]}, not a number above 0 (a time, an energy or a "
                                f"power cannot be zero or negative): delete it and measure that point again")
    for key in ("gflops", "energy_cv", "time_cv", "energy_ci_rel", "flops"):
        if key in rec and rec[key] is not None and not (_is_number(rec[key]) and rec[key] >= 0):
            raise ArtifactError(f"{where}: {key} is {str(rec[key])[:40]}, not a number of at least 0")
    if "flagged" in rec and not isinstance(rec["flagged"], bool):
        raise ArtifactError(f"{where}: flagged is {str(rec['flagged'])[:40]!r}, not true or false")
    gpu = rec["gpu"]
    if not isinstance(gpu, dict) or not all(isinstance(gpu.get(k), str) and gpu.get(k) for k in ("name", "uuid")):
        raise ArtifactError(f"{where}: gpu must be an object with the GPU's name and uuid")
    for key in ("power_limit_w", "windows", "idle", "meta", "workload", "temperature_c", "throttle_reasons",
                "warmup", "launch", "l2", "gate"):
        if key in rec and not isinstance(rec[key], dict):
            raise ArtifactError(f"{where}: {key} is {type(rec[key]).__name__}, not an object")
    return rec
