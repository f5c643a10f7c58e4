"""The local NVIDIA GPUs as NVML sees them (identity, memory, power limits).

Read-only: nothing here changes a GPU's settings (the power-cap helper, artifact.measure.caphelper, is the
only code that does, and only through nvidia-smi).
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from typing import Any

from .errors import ArtifactError


@dataclass(frozen=True)
class GpuInfo:
    index: int
    name: str
    uuid: str
    compute_capability: tuple[int, int]
    memory_mib: int
    driver_version: str
    nvml_version: str
    vbios_version: str
    power_limit_w: float  # currently enforced
    default_power_limit_w: float
    min_power_limit_w: float
    max_power_limit_w: float

    @property
    def arch(self) -> str:
        return f"sm_{self.compute_capability[0]}{self.compute_capability[1]}"

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["compute_capability"] = f"{self.compute_capability[0]}.{self.compute_capability[1]}"
        d["arch"] = self.arch
        return d


def _nvml() -> Any:
    try:
        import pynvml
    except ImportError as exc:  # pragma: no cover - nvidia-ml-py is a locked dependency
        raise ArtifactError("nvidia-ml-py is not installed (run `make setup`)") from exc
    try:
        pynvml.nvmlInit()
    except pynvml.NVMLError as exc:
        raise ArtifactError(f"no NVIDIA GPU driver found (NVML: {exc}); this step needs an NVIDIA GPU") from exc
    return pynvml


def _str(x: Any) -> str:
    return x.decode() if isinstance(x, bytes) else str(x)


FAKE_NVML_ENV = "ARTIFACT_FAKE_NVML"


def _fake_gpus() -> list[dict[str, Any]] | None:
    """Test seam: with ARTIFACT_FAKE_NVML=file.json, GPUs are read from that file instead of NVML.

    The tests' fake nvidia-smi writes the power limit it is asked for into the same file, so the
    power-cap helper's read-back is exercised end to end without a GPU.
    """
    path = os.environ.get(FAKE_NVML_ENV)
    if not path:
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)["gpus"]


def gpu_count() -> int:
    fake = _fake_gpus()
    if fake is not None:
        return len(fake)
    nv = _nvml()
    return int(nv.nvmlDeviceGetCount())


def gpu_info(index: int = 0) -> GpuInfo:
    """Identity and power limits of GPU ``index`` (NVML numbering)."""
    fake = _fake_gpus()
    if fake is not None:
        if not 0 <= index < len(fake):
            raise ArtifactError(f"unknown GPU index {index}: this machine has {len(fake)} GPU(s) (0..{len(fake) - 1})")
        g = fake[index]
        return GpuInfo(index=index, name=g["name"], uuid=g["uuid"], compute_capability=tuple(g["compute_capability"]),
                       memory_mib=g.get("memory_mib", 0), driver_version=g.get("driver_version", "fake"),
                       nvml_version=g.get("nvml_version", "fake"), vbios_version=g.get("vbios_version", "fake"),
                       power_limit_w=float(g["power_limit_w"]), default_power_limit_w=float(g["default_power_limit_w"]),
                       min_power_limit_w=float(g["min_power_limit_w"]), max_power_limit_w=float(g["max_power_limit_w"]))
    nv = _nvml()
    count = nv.nvmlDeviceGetCount()
    if not 0 <= index < count:
        raise ArtifactError(f"unknown GPU index {index}: this machine has {count} GPU(s) (0..{count - 1})")
    h = nv.nvmlDeviceGetHandleByIndex(index)
    major, minor = nv.nvmlDeviceGetCudaComputeCapability(h)
    try:
        min_mw, max_mw = nv.nvmlDeviceGetPowerManagementLimitConstraints(h)
    except nv.NVMLError:
        min_mw = max_mw = 0
    try:
        vbios = _str(nv.nvmlDeviceGetVbiosVersion(h))
    except nv.NVMLError:
        vbios = "unknown"
    return GpuInfo(
        index=index,
        name=_str(nv.nvmlDeviceGetName(h)),
        uuid=_str(nv.nvmlDeviceGetUUID(h)),
        compute_capability=(int(major), int(minor)),
        memory_mib=int(nv.nvmlDeviceGetMemoryInfo(h).total // (1 << 20)),
        driver_version=_str(nv.nvmlSystemGetDriverVersion()),
        nvml_version=_str(nv.nvmlSystemGetNVMLVersion()),
        vbios_version=vbios,
        power_limit_w=nv.nvmlDeviceGetEnforcedPowerLimit(h) / 1000.0,
        default_power_limit_w=nv.nvmlDeviceGetPowerManagementDefaultLimit(h) / 1000.0,
        min_power_limit_w=min_mw / 1000.0,
        max_power_limit_w=max_mw / 1000.0,
    )


def check_same_model(gpus: list[GpuInfo], mixed: bool) -> None:
    """GPUs of different models (names or compute capabilities) refused unless ``mixed``."""
    models = {(g.name, g.compute_capability) for g in gpus}
    if len(models) > 1 and not mixed:
        listed = ", ".join(f"GPU {g.index} {g.name} ({g.arch})" for g in gpus)
        raise ArtifactError(f"the GPUs are of different models ({listed}); their results would not be comparable: "
                            f"pick GPUs of one model, or pass --mixed-gpus")
