"""The TVM target to tune for: derived from the local GPU (NVML), or given as ``--target``.

TVM 0.27 takes targets as JSON dicts or tags, not ``cuda -arch=...`` strings. Read-only: nothing here
changes a GPU's settings.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..contract import SHARED_MEMORY_DEFAULT_BYTES
from ..errors import ArtifactError
from ..gpu import GpuInfo, gpu_info

# Maximum shared memory per thread block with the dynamic opt-in (cudaFuncAttributeMaxDynamicSharedMemorySize,
# the device attribute cudaDevAttrMaxSharedMemoryPerBlockOptin): CUDA C++ Programming Guide, "Technical
# Specifications per Compute Capability", row "Maximum amount of shared memory per thread block".
SHARED_MEMORY_OPTIN_BYTES: dict[str, int] = {
    "sm_70": 96 * 1024,
    "sm_75": 64 * 1024,
    "sm_80": 163 * 1024,
    "sm_86": 99 * 1024,
    "sm_87": 163 * 1024,
    "sm_89": 99 * 1024,
    "sm_90": 227 * 1024,
}


def cuda_target_for(gpu: GpuInfo) -> dict[str, Any]:
    """A TVM target dict for ``gpu`` (TVM 0.27 takes dicts or tags, not `cuda -arch=...` strings)."""
    return {
        "kind": "cuda",
        "arch": gpu.arch,
        "max_threads_per_block": 1024,
        "max_num_threads": 1024,
        "thread_warp_size": 32,
        # static shared memory per block; TVM's CUDA schedules use static allocations
        "max_shared_memory_per_block": SHARED_MEMORY_DEFAULT_BYTES,
        "registers_per_block": 65536,
        "host": {"kind": "llvm"},
    }


KINDS = ("cuda", "llvm", "c")  # the local NVIDIA GPU, or the CPU (the pipeline's other targets do not exist)


def _tag_arch(tag: str) -> str | None:
    """The arch of a TVM target tag such as nvidia/nvidia-h100 (sm_90a); an unknown tag is refused."""
    from tvm.target import Target

    try:
        arch = Target(tag).attrs.get("arch")
    except (ValueError, RuntimeError) as exc:
        raise ArtifactError(f"--target {tag!r} is not a target tag TVM knows (e.g. nvidia/nvidia-h100)") from exc
    return None if arch is None else str(arch)


def parse_target(spec: str) -> dict[str, Any] | str:
    """``--target``: a JSON dict, a TVM tag (``nvidia/nvidia-h100``) or a bare kind (``llvm``, ``cuda``)."""
    spec = spec.strip()
    if spec.startswith("{"):
        try:
            obj = json.loads(spec)
        except json.JSONDecodeError as exc:
            raise ArtifactError(f"--target is not valid JSON: {exc}") from exc
        if not isinstance(obj, dict) or "kind" not in obj:
            raise ArtifactError("--target JSON must be an object with a \"kind\"")
        if obj["kind"] not in KINDS:
            raise ArtifactError(f"--target kind {str(obj['kind'])[:40]!r}: the artifact tunes for {', '.join(KINDS)}")
        return obj
    if " " in spec or spec.startswith("-"):
        raise ArtifactError(f"--target {spec!r}: TVM 0.27 no longer takes target strings with options; "
                            "give a JSON dict such as '{\"kind\": \"cuda\", \"arch\": \"sm_90\"}' or a tag "
                            "such as nvidia/nvidia-h100")
    if "/" in spec:
        if not re.fullmatch(r"nvidia/[A-Za-z0-9._-]{1,80}", spec):
            raise ArtifactError(f"--target {spec[:60]!r}: a tag must be an NVIDIA one, such as nvidia/nvidia-h100")
        return spec
    if spec not in KINDS:
        raise ArtifactError(f"--target {spec[:60]!r}: the artifact tunes for {', '.join(KINDS)}, a JSON dict of one of "
                            f"them, or an nvidia/... tag")
    return {"kind": spec}


def resolve_target(spec_text: str | None, gpu_index: int = 0) -> tuple[dict[str, Any] | str, GpuInfo | None]:
    """The TVM target to tune for and the GPU it runs on (None for CPU targets)."""
    if spec_text is None:
        try:
            gpu = gpu_info(gpu_index)
        except ArtifactError as exc:
            raise ArtifactError(f"{exc}. To try the pipeline on a CPU, pass --target llvm") from exc
        return cuda_target_for(gpu), gpu
    spec = parse_target(spec_text)
    kind = spec.get("kind") if isinstance(spec, dict) else "cuda"  # tags here are nvidia/... ones
    if kind == "cuda":
        try:
            gpu = gpu_info(gpu_index)
        except ArtifactError as exc:
            raise ArtifactError(f"target {spec_text} is a CUDA target but this machine has no usable "
                                f"NVIDIA GPU ({exc})") from exc
        if isinstance(spec, dict) and "arch" not in spec:
            spec = {**cuda_target_for(gpu), **spec}
        arch = str(spec["arch"]) if isinstance(spec, dict) else _tag_arch(spec)
        if arch is not None and re.sub(r"[a-z]$", "", arch) != gpu.arch:
            raise ArtifactError(f"--target {spec_text} is for {arch}, but GPU {gpu.index} is {gpu.name} ({gpu.arch}): its "
                                f"kernels would be tuned for another GPU and measured on this one; leave --target out, or "
                                f"tune on that GPU")
        return spec, gpu
    if kind in ("llvm", "c") and isinstance(spec, dict) and "num-cores" not in spec:
        spec = {**spec, "num-cores": cpu_cores(logical=False)}
    return spec, None


def cpu_cores(logical: bool) -> int:
    """This process's usable logical CPUs or physical cores (its affinity and cgroup quota: artifact.cpus)."""
    from ..cpus import usable_cpus, usable_physical_cores

    return usable_cpus() if logical else usable_physical_cores()
