"""Running the C++ energy driver on exported kernels and vendor baselines.

The driver reads the exported ``kernel.json`` manifests directly (``--kernel PATH``; a baseline is
``--baseline NAME=PATH``: the vendor library on that kernel's case and reference buffers) and writes
one JSON record per point (schema in driver_contract.json, docs/SCHEMAS.md) atomically into the
output directory. Protocol settings, their defaults, the correctness tolerances, the baseline names
(per operator kind and case dtype) and the exit codes are defined once, in driver_contract.json
(artifact.contract). A kernel's case dtype (fp32, fp16, fp16-out) follows from its buffers' dtypes.
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..catalog import Case
from ..contract import (
    BASELINES_BY_DTYPE,
    EXIT_CODES,
    EXIT_GATE_FAILED,
    PROTOCOL,
    PROTOCOL_DEFAULTS,
    PROTOCOL_PRESETS,
    RTOL,
    ProtocolValue,
    baselines_for,
    case_dtype,
    flag,
)
from ..errors import ArtifactError
from ..schema.base import read
from ..schema.kernel import KernelManifest
from .build import driver_path

__all__ = ["BASELINES_BY_DTYPE", "EXIT_GATE_FAILED", "RTOL", "DriverOptions", "Point", "preset_options", "preset_point_s", "kernel_point", "baseline_point",
           "baselines_for", "manifest_dtype", "driver_args", "driver_executable", "driver_info", "library_dirs",
           "exit_meaning"]


@dataclass
class DriverOptions:
    """Protocol settings that differ from the contract's defaults (by setting name, e.g. ``window_s``)."""

    settings: dict[str, ProtocolValue] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name, value in self.settings.items():
            if name not in PROTOCOL:
                raise ArtifactError(f"unknown driver setting {name!r} (known: {', '.join(PROTOCOL)})")
            choices = PROTOCOL[name].get("choices")
            if choices and value not in choices:
                raise ArtifactError(f"driver setting {name} must be one of {', '.join(choices)}, not {value!r}")
            if not choices:  # numbers: checked here, before any GPU setting changes or directory is made
                low = 0.0 if PROTOCOL_DEFAULTS[name] == 0 else None  # settings that may be 0 default to 0
                ok = (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
                      and (value >= 0 if low == 0.0 else value > 0) and value <= 3600 * 1000)
                if not ok or (PROTOCOL[name]["type"] == "int" and not float(value).is_integer()):
                    raise ArtifactError(f"driver setting {name} must be a {'non-negative' if low == 0.0 else 'positive'} "
                                        f"{PROTOCOL[name]['type']}, got {value!r}")

    def value(self, name: str) -> ProtocolValue:
        return self.settings.get(name, PROTOCOL_DEFAULTS[name])

    def args(self) -> list[str]:
        out: list[str] = []
        for name, value in self.settings.items():
            out += [flag(name), f"{value:g}" if isinstance(value, float) else str(value)]
        return out


def _preset(name: str) -> dict[str, Any]:
    if name not in PROTOCOL_PRESETS:
        raise ArtifactError(f"unknown protocol preset {name!r} (known: {', '.join(PROTOCOL_PRESETS)})")
    return PROTOCOL_PRESETS[name]


def preset_options(name: str) -> DriverOptions:
    """The settings of the contract's protocol preset ``name`` (driver_contract.json, "protocol_presets"),
    checked as any other settings are."""
    return DriverOptions(dict(_preset(name)["settings"]))


def preset_point_s(name: str) -> float:
    """Seconds a layer point measured in process is expected to take under preset ``name`` (for plans)."""
    return float(_preset(name)["point_s"])


@dataclass(frozen=True)
class Point:
    """One thing the driver measures: its record id and the driver arguments that name it."""

    point_id: str
    args: tuple[str, ...]
    # a tuned kernel's launches and tuning time as its manifest gives them, which its record repeats: a record
    # of another kernel (one exported since under the same id) is not this point's
    launches: tuple[tuple[str, tuple[int, ...], tuple[int, ...], int, tuple[int, ...]], ...] = ()
    tuned_time_ms: float | None = None


def launch_key(entry: str, grid: Sequence[int], block: Sequence[int], dynamic_shared_bytes: int,
               cluster_dims: Sequence[int] | None) -> tuple[str, tuple[int, ...], tuple[int, ...], int, tuple[int, ...]]:
    """A launch as a manifest gives it and a driver record repeats it (``workload.launches``): what tells one
    exported kernel's record from another's of the same id (``cluster_dims`` None: no cluster)."""
    return (entry, tuple(int(g) for g in grid), tuple(int(b) for b in block), int(dynamic_shared_bytes),
            tuple(int(c) for c in cluster_dims or (1, 1, 1)))


def _manifest(path: Path) -> KernelManifest:
    return read(KernelManifest, path)


def manifest_dtype(manifest_path: Path) -> str:
    """The case dtype of an exported kernel (driver_contract.json ``case_dtypes``), from its buffers'
    dtypes (float32 where a buffer names none), as the driver derives it."""
    buffers = _manifest(manifest_path).buffers
    inputs = [b.kernel_dtype for b in buffers if b.role == "input"]
    outputs = [b.kernel_dtype for b in buffers if b.role == "output"]
    dtype = case_dtype(inputs, outputs[0]) if len(outputs) == 1 else None
    if dtype is None:
        raise ArtifactError(f"kernel manifest {manifest_path}: inputs of {', '.join(sorted(set(inputs))) or 'no dtype'} "
                            f"and output(s) of {', '.join(outputs) or 'none'} make no case dtype the driver measures")
    return dtype


def kernel_point(manifest_path: Path) -> Point:
    """The tuned kernel of an export's ``kernel.json`` (checked for its cubin)."""
    m = _manifest(manifest_path)
    cubin = manifest_path.parent / m.cubin
    if not cubin.exists():
        raise ArtifactError(f"{manifest_path}: its cubin {cubin} is missing (run `artifact export --force`)")
    launches = tuple(launch_key(ln.name, ln.grid, ln.block, ln.dynamic_shared_bytes,
                                ln.cluster_dims if isinstance(ln.cluster_dims, list) else None) for ln in m.launches)
    return Point(m.kernel_id, ("--kernel", str(manifest_path.resolve())), launches,
                 None if m.tuned.run_s is None else m.tuned.run_s * 1e3)


def baseline_point(case: Case, name: str, manifest_path: Path) -> Point:
    """A vendor baseline on the case and reference buffers of an exported kernel (of the baselines of
    its kind and case dtype)."""
    dtype = manifest_dtype(manifest_path)
    known = baselines_for(case.kind, dtype)
    if name not in known:
        raise ArtifactError(f"{case.case_id}: no baseline {name!r} for {case.kind} of dtype {dtype} "
                            f"(known: {', '.join(known) or 'none'})")
    m = _manifest(manifest_path)
    for b in m.buffers:
        if not (manifest_path.parent / b.file).exists():
            raise ArtifactError(f"{case.case_id}: reference data {manifest_path.parent / b.file} missing "
                                f"(run `artifact export`)")
    return Point(name, ("--baseline", f"{name}={manifest_path.resolve()}"))


def library_dirs() -> str:
    """Directories holding libcudnn/libcublasLt from pip wheels (nvidia-cudnn-cu13, nvidia-cublas)."""
    dirs = []
    spec = importlib.util.find_spec("nvidia")
    for base in (spec.submodule_search_locations or []) if spec else []:
        for sub in ("cudnn/lib", "cu13/lib", "cublas/lib"):
            if (Path(base) / sub).is_dir():
                dirs.append(str(Path(base) / sub))
    return ":".join(dirs)


def driver_args(points: list[Point], out_dir: Path, gpu_uuid: str | None, cap_label: str,
                opts: DriverOptions, meta: dict[str, str], lib_dirs: str) -> list[str]:
    """Arguments of ``energy-driver run`` (after the executable)."""
    args = ["run", "--out-dir", str(out_dir), "--cap-label", cap_label, *opts.args()]
    if gpu_uuid:
        args += ["--gpu", gpu_uuid]
    if lib_dirs:
        args += ["--lib-dirs", lib_dirs]
    for key, value in meta.items():
        args += ["--meta", f"{key}={value}"]
    for p in points:
        args += list(p.args)
    return args


def exit_meaning(code: int) -> str:
    """What a driver exit status means (driver_contract.json)."""
    names = {v: k for k, v in EXIT_CODES.items()}
    return {"ok": "all points measured", "usage": "usage or input error",
            "gate_failed": "a kernel failed its correctness gate",
            "device": "a CUDA, NVML or library call failed"}.get(names.get(code, ""), "unexpected exit status")


def driver_executable() -> Path:
    """build/energy-driver, or $ARTIFACT_DRIVER (tests use a fake driver there)."""
    return Path(os.environ["ARTIFACT_DRIVER"]) if os.environ.get("ARTIFACT_DRIVER") else driver_path()


def driver_info(gpu_uuid: str | None = None) -> dict[str, Any]:
    exe = driver_executable()
    if not exe.exists():
        raise ArtifactError(f"the driver {exe} is not built (run `make build`)")
    cmd = [str(exe), "info"] + (["--gpu", gpu_uuid] if gpu_uuid else [])
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise ArtifactError(proc.stderr.strip().removeprefix("error: ") or "energy-driver info failed")
    info: dict[str, Any] = json.loads(proc.stdout)
    return info
