"""The host-side power-cap helper: the only code that changes a GPU setting.

It applies a cap with ``nvidia-smi -i GPU -pl WATTS`` (an argument list, never a shell), reads the
enforced limit back through NVML and fails if it differs. Before the first change it records the
GPU's original limit in a state file (one per GPU UUID, under ``$ARTIFACT_STATE_DIR``, default
``~/.local/state/artifact``); it restores that limit when the sweep ends, fails, or receives
SIGINT/SIGTERM. A run killed outright (SIGKILL, power loss) leaves the state file behind: every
later :class:`CapSession` restores that limit first, before doing anything else.

Privilege: ``nvidia-smi -pl`` needs root. Either run as root, or allow exactly this one command
through sudo and set ``ARTIFACT_CAP_SUDO=1`` (REPRODUCE.md gives the sudoers line); never
blanket passwordless sudo. Without either, use CAPS=current.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path
from types import FrameType
from typing import Any, Callable

from ..atomic import write_json
from ..errors import ArtifactError
from ..gpu import GpuInfo, gpu_info

TOLERANCE_W = 1.0  # enforced limits are reported in mW; nvidia-smi takes watts


def state_dir() -> Path:
    default = Path(os.environ.get("XDG_STATE_HOME", Path.home() / ".local" / "state")) / "artifact"
    return Path(os.environ.get("ARTIFACT_STATE_DIR", default))


def state_file(uuid: str) -> Path:
    return state_dir() / f"powercap-{uuid}.json"


def _nvidia_smi(args: list[str]) -> subprocess.CompletedProcess:
    cmd = (["sudo", "-n"] if os.environ.get("ARTIFACT_CAP_SUDO") == "1" else []) + ["nvidia-smi", *args]
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=60)
    except FileNotFoundError as exc:
        raise ArtifactError(f"{cmd[0]} not found: the power-cap helper needs nvidia-smi on PATH") from exc


def set_limit(gpu_index: int, watts: float) -> float:
    """Apply ``watts`` to GPU ``gpu_index`` and return the enforced limit read back through NVML."""
    proc = _nvidia_smi(["-i", str(gpu_index), "-pl", f"{watts:g}"])
    if proc.returncode != 0:
        msg = (proc.stdout + proc.stderr).strip().splitlines()
        text = msg[-1] if msg else f"exit status {proc.returncode}"
        if "permission" in text.lower() or "insufficient" in text.lower() or "root" in text.lower():
            raise ArtifactError(f"no permission to set a power cap on GPU {gpu_index} ({text}); run as root, allow "
                                f"`nvidia-smi -pl` through sudo (REPRODUCE.md) or use CAPS=current")
        raise ArtifactError(f"nvidia-smi -i {gpu_index} -pl {watts:g} failed: {text}")
    enforced = gpu_info(gpu_index).power_limit_w
    if abs(enforced - watts) > TOLERANCE_W:
        raise ArtifactError(f"GPU {gpu_index}: asked for a {watts:g} W limit, NVML reports {enforced:g} W enforced")
    return enforced


def recover(gpu: GpuInfo, echo: Callable[[str], None] = print) -> bool:
    """Restore a limit left behind by a run that died; True if there was one."""
    path = state_file(gpu.uuid)
    if not path.exists():
        return False
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
        original = float(state["original_power_limit_w"])
    except (ValueError, KeyError, TypeError) as exc:
        raise ArtifactError(f"power-cap state file {path} is unreadable ({exc}); check GPU {gpu.index}'s limit "
                            f"with nvidia-smi, restore it by hand, then delete the file") from exc
    echo(f"restoring GPU {gpu.index}'s power limit to {original:g} W, left at {gpu.power_limit_w:g} W by an "
         f"interrupted run (pid {state.get('pid')}, {state.get('started')})")
    set_limit(gpu.index, original)
    path.unlink()
    return True


class CapSession:
    """Apply caps to one GPU; the original limit is restored on exit, error, SIGINT and SIGTERM."""

    def __init__(self, gpu_index: int, echo: Callable[[str], None] = print) -> None:
        self.gpu_index = gpu_index
        self.echo = echo
        self.gpu: GpuInfo | None = None
        self.original_w: float | None = None
        self._old_handlers: dict[int, Any] = {}

    def __enter__(self) -> CapSession:
        self.gpu = gpu_info(self.gpu_index)
        if recover(self.gpu, self.echo):
            self.gpu = gpu_info(self.gpu_index)
        for sig in (signal.SIGINT, signal.SIGTERM):
            self._old_handlers[sig] = signal.signal(sig, self._on_signal)
        return self

    def _on_signal(self, signum: int, _frame: FrameType | None) -> None:
        # unwind through __exit__, which restores the limit
        raise KeyboardInterrupt(f"signal {signal.Signals(signum).name}")

    def apply(self, watts: float) -> float:
        assert self.gpu is not None
        if self.original_w is None:
            self.original_w = self.gpu.power_limit_w
            write_json(state_file(self.gpu.uuid), {
                "gpu_uuid": self.gpu.uuid, "gpu_index": self.gpu_index, "gpu_name": self.gpu.name,
                "original_power_limit_w": self.original_w, "pid": os.getpid(),
                "started": time.strftime("%Y-%m-%dT%H:%M:%S%z")})
        try:
            enforced = set_limit(self.gpu_index, watts)
        except ArtifactError:
            # refused (no permission, invalid value): if the limit is still the original one there
            # is nothing to restore, and a second refused nvidia-smi call would only add noise
            if abs(gpu_info(self.gpu_index).power_limit_w - self.original_w) <= TOLERANCE_W:
                state_file(self.gpu.uuid).unlink(missing_ok=True)
                self.original_w = None
            raise
        self.echo(f"GPU {self.gpu_index}: power limit {enforced:g} W (original {self.original_w:g} W)")
        return enforced

    def restore(self) -> None:
        if self.original_w is None or self.gpu is None:
            return
        # ignore further SIGINT/SIGTERM while restoring
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, signal.SIG_IGN)
        set_limit(self.gpu_index, self.original_w)
        state_file(self.gpu.uuid).unlink(missing_ok=True)
        self.echo(f"GPU {self.gpu_index}: power limit restored to {self.original_w:g} W")
        self.original_w = None

    def __exit__(self, *exc: Any) -> None:
        try:
            self.restore()
        finally:
            for sig, handler in self._old_handlers.items():
                signal.signal(sig, handler)
