"""Running the C++ energy driver on exported kernels and vendor baselines.

The driver reads one small line-format spec per kernel (see cuda/src/protocol.hpp), derived here
from the exported ``kernel.json``; it writes one JSON record per kernel (schema ``energy-driver/1``,
docs/SCHEMAS.md) atomically into the output directory.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..atomic import read_json
from ..catalog import Case, buffer_specs
from ..errors import ArtifactError
from .build import driver_path

# Correctness tolerance of the gate: fp32 kernels; TF32 library paths round operands to 10 bits.
RTOL = {"fp32": 1e-4, "tf32": 5e-3}
BASELINES = {"conv2d": ("cudnn-fp32", "cudnn-tf32"), "gemm": ("cublas-fp32", "cublas-tf32")}
EXIT_GATE_FAILED = 3


@dataclass
class DriverOptions:
    rounds: int = 5
    window_s: float = 0.6
    idle_s: float = 2.0
    warmup_min_s: float = 0.5
    warmup_max_s: float = 10.0
    cooldown_c: float = 10.0
    cooldown_max_s: float = 3.0
    method: str = "auto"
    extra: list[str] = field(default_factory=list)

    def args(self) -> list[str]:
        return ["--rounds", str(self.rounds), "--window-s", str(self.window_s), "--idle-s", str(self.idle_s),
                "--warmup-min-s", str(self.warmup_min_s), "--warmup-max-s", str(self.warmup_max_s),
                "--cooldown-c", str(self.cooldown_c), "--cooldown-max-s", str(self.cooldown_max_s),
                "--method", self.method, *self.extra]


def kernel_spec(manifest_path: Path) -> tuple[str, str]:
    """(id, spec text) of an exported kernel."""
    m = read_json(manifest_path, "kernel manifest")
    kdir = manifest_path.parent.resolve()
    cubin = kdir / m["cubin"]
    if not cubin.exists():
        raise ArtifactError(f"{manifest_path}: its cubin {cubin} is missing (run `artifact export --force`)")
    lines = [f"id {m['kernel_id']}", f"case {m['case_id']}", f"flops {m['flops']}", f"rtol {RTOL['fp32']}",
             f"tuned_time_s {m['tuned']['run_s']}", f"cubin {cubin}"]
    for b in m["buffers"]:
        lines.append(f"buffer {b['name']} {b['bytes']} {b['role']} {(kdir / b['file']).resolve()}")
    for launch in m["launches"]:
        g, bl = launch["grid"], launch["block"]
        lines.append(f"launch {launch['name']} {g[0]} {g[1]} {g[2]} {bl[0]} {bl[1]} {bl[2]} "
                     f"{launch['dynamic_shared_bytes']} {' '.join(launch['params'])}")
    return m["kernel_id"], "\n".join(lines) + "\n"


def baseline_spec(case: Case, name: str, export_dir: Path) -> tuple[str, str]:
    """(id, spec text) of a vendor-library baseline on the case's reference buffers."""
    precision = name.rsplit("-", 1)[1]
    lines = [f"id {name}", f"case {case.case_id}", f"flops {case.flops}", f"rtol {RTOL[precision]}",
             f"baseline {name} {case.kind} " + " ".join(str(x) for x in case.shape)]
    for bname, shape, role in buffer_specs(case):
        path = (export_dir / "reference" / f"{bname}.bin").resolve()
        if not path.exists():
            raise ArtifactError(f"{case.case_id}: reference data {path} missing (run `artifact export`)")
        n = 4
        for d in shape:
            n *= d
        lines.append(f"buffer {bname} {n} {role} {path}")
    return name, "\n".join(lines) + "\n"


def library_dirs() -> str:
    """Directories holding libcudnn/libcublas from pip wheels (nvidia-cudnn-cu13, nvidia-cublas)."""
    dirs = []
    spec = importlib.util.find_spec("nvidia")
    for base in (spec.submodule_search_locations or []) if spec else []:
        for sub in ("cudnn/lib", "cu13/lib", "cublas/lib"):
            if (Path(base) / sub).is_dir():
                dirs.append(str(Path(base) / sub))
    return ":".join(dirs)


def driver_args(spec_paths: list[Path], out_dir: Path, gpu_uuid: str | None, cap_label: str,
                opts: DriverOptions, meta: dict[str, str], lib_dirs: str) -> list[str]:
    """Arguments of ``energy-driver run`` (after the executable)."""
    args = ["run", "--out-dir", str(out_dir), "--cap-label", cap_label, *opts.args()]
    if gpu_uuid:
        args += ["--gpu", gpu_uuid]
    if lib_dirs:
        args += ["--lib-dirs", lib_dirs]
    for key, value in meta.items():
        args += ["--meta", f"{key}={value}"]
    for p in spec_paths:
        args += ["--spec", str(p)]
    return args


def write_specs(specs: list[tuple[str, str]], spec_dir: Path) -> list[Path]:
    spec_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for kid, text in specs:
        p = spec_dir / f"{kid}.spec"
        p.write_text(text, encoding="utf-8")
        paths.append(p)
    return paths


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
    return json.loads(proc.stdout)
