"""The host-side power-cap helper: the only code that changes a GPU setting.

Every change goes through scripts/artifact-powercap, a small script that can only read or set the
power limit of one GPU within that GPU's own min..max (and, opt-in, its persistence mode and the
compute mode of the other GPUs) and refuses anything else; it runs nvidia-smi with an argument
list, never a shell. The enforced limit is read back through NVML and must match within SETTLE_S (a
driver may enforce it a little after nvidia-smi returns); a change the helper accepted is undone
like any other, whether or not it showed (:class:`LimitNotEnforced`). Before the first
change the GPU's original settings go to a state file (one per GPU UUID, under
``$ARTIFACT_STATE_DIR``, default ``~/.local/state/artifact``); they are restored when the sweep ends,
fails, or receives SIGINT, SIGTERM or SIGHUP (a signal that arrives during the restore is acted on
after it). A run killed outright (SIGKILL, power loss) leaves the state file behind: the next run
restores it first, after checking that the file is the user's own, that the run which wrote it is
dead, and that its values lie within NVML's min..max.

Privilege: setting a power limit needs root. Either run as root (the helper is then run from this
repository), or install the helper root-owned as /usr/local/sbin/artifact-powercap, allow exactly
that one file through sudo and set ``ARTIFACT_CAP_SUDO=1`` (REPRODUCE.md gives the sudoers line);
never blanket passwordless sudo. Without either, use CAPS=current.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import Any, Callable

from ..atomic import write_json
from ..errors import ArtifactError
from ..gpu import GpuInfo, gpu_count, gpu_info
from ..runlock import pid_alive, process_start_ticks
from ..source import in_checkout
from .caps import LIMIT_TOLERANCE_W

TOLERANCE_W = LIMIT_TOLERANCE_W  # enforced limits are reported in mW; nvidia-smi takes watts
HELPER_IN_REPO = in_checkout("scripts", "artifact-powercap")  # or the installed copy below
HELPER_INSTALLED = "/usr/local/sbin/artifact-powercap"
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
QUERY_FIELDS = ("index", "uuid", "power_limit_w", "min_power_limit_w", "max_power_limit_w",
                "default_power_limit_w", "persistence_mode", "compute_mode")
SETTLE_S = 5.0  # how long a limit nvidia-smi accepted may take to show as NVML's enforced limit
POLL_S = 0.05


class HelperFailed(ArtifactError):
    """The helper, or the nvidia-smi it ran, exited non-zero (a refused change: nothing was changed)."""


class LimitNotEnforced(ArtifactError):
    """nvidia-smi accepted a limit that NVML did not report enforced within SETTLE_S: it may still take
    effect, so the original limit is set again like after any change."""


def state_dir() -> Path:
    default = Path(os.environ.get("XDG_STATE_HOME", Path.home() / ".local" / "state")) / "artifact"
    return Path(os.environ.get("ARTIFACT_STATE_DIR", default))


def state_file(uuid: str) -> Path:
    return state_dir() / f"powercap-{uuid}.json"


def helper_command() -> list[str]:
    """The helper: through ``sudo -n`` (ARTIFACT_CAP_SUDO=1), else this repository's copy."""
    if os.environ.get("ARTIFACT_CAP_SUDO") == "1":
        return ["sudo", "-n", os.environ.get("ARTIFACT_CAP_HELPER", HELPER_INSTALLED)]
    if HELPER_IN_REPO is None:
        raise ArtifactError("the power-cap helper comes with the repository (scripts/artifact-powercap): run from a "
                            "checkout, or install it and set ARTIFACT_CAP_SUDO=1 (REPRODUCE.md)")
    return [sys.executable, "-I", "-S", str(HELPER_IN_REPO)]  # as its #! line: isolated, standard library only


def _helper(args: list[str], what: str) -> str:
    cmd = helper_command() + args
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=120)
    except FileNotFoundError as exc:
        raise ArtifactError(f"{cmd[0]} not found: the power-cap helper cannot run ({exc.filename})") from exc
    if proc.returncode == 0:
        return proc.stdout
    lines = (proc.stdout + proc.stderr).strip().splitlines()
    text = lines[-1] if lines else f"exit status {proc.returncode}"
    low = text.lower()
    if "permission" in low or "insufficient" in low or "root" in low or "password is required" in low:
        raise HelperFailed(f"no permission to set a power cap on GPU {args[1]} ({text}); run as root, allow "
                           f"the helper through sudo (REPRODUCE.md) or use CAPS=current")
    raise HelperFailed(f"{what} failed: {text}")


def query(gpu_index: int) -> dict[str, str]:
    """The helper's reading of one GPU (limits in W as text, persistence and compute mode)."""
    out = _helper(["query", str(gpu_index)], f"reading GPU {gpu_index} through the power-cap helper")
    parts = [p.strip() for p in (out.strip().splitlines() or [""])[0].split(",")]
    if len(parts) != len(QUERY_FIELDS):
        raise ArtifactError(f"reading GPU {gpu_index} through the power-cap helper failed: unexpected {out!r}")
    return dict(zip(QUERY_FIELDS, parts))


def set_limit(gpu_index: int, watts: float, settle_s: float = SETTLE_S) -> float:
    """Apply ``watts`` to GPU ``gpu_index`` and return the enforced limit read back through NVML, once
    it shows (within ``settle_s``; :class:`LimitNotEnforced` if it does not)."""
    _helper(["set-limit", str(gpu_index), f"{watts:g}"], f"nvidia-smi -i {gpu_index} -pl {watts:g}")
    deadline = time.monotonic() + settle_s
    while True:
        enforced = gpu_info(gpu_index).power_limit_w
        if abs(enforced - watts) <= TOLERANCE_W:
            return enforced
        if time.monotonic() >= deadline:
            raise LimitNotEnforced(f"GPU {gpu_index}: asked for a {watts:g} W limit, NVML still reports "
                                   f"{enforced:g} W enforced {settle_s:g} s later")
        time.sleep(POLL_S)


def set_persistence(gpu_index: int, on: bool) -> None:
    _helper(["persistence", str(gpu_index), "on" if on else "off"], f"nvidia-smi -i {gpu_index} -pm {int(on)}")


def set_compute_mode(gpu_index: int, mode: str) -> None:
    """``mode``: Default or Prohibited (as nvidia-smi reports them)."""
    _helper(["compute-mode", str(gpu_index), mode.lower()], f"nvidia-smi -i {gpu_index} -c {mode.upper()}")


def _check_state(path: Path, gpu: GpuInfo) -> dict[str, Any]:
    """The state file of ``gpu``, refused unless it is this user's, of a dead run, with sane values."""
    st = path.stat()
    if st.st_uid != os.getuid():
        raise ArtifactError(f"power-cap state file {path} belongs to uid {st.st_uid}, not to this user (uid "
                            f"{os.getuid()}); it was not written by your run: check GPU {gpu.index}'s limit with "
                            f"nvidia-smi and remove the file")
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
        original = state["original_power_limit_w"]
        original = None if original is None else float(original)
        pid = int(state.get("pid", 0))
        start_ticks = state.get("start_ticks")
        setup = state.get("setup") or {}
        if not isinstance(setup, dict):
            raise TypeError("setup is not an object")
    except (ValueError, KeyError, TypeError, UnicodeDecodeError) as exc:
        raise ArtifactError(f"power-cap state file {path} is unreadable ({exc}); check GPU {gpu.index}'s limit "
                            f"with nvidia-smi, restore it by hand, then delete the file") from exc
    if pid != os.getpid() and pid_alive(pid, start_ticks if isinstance(start_ticks, int) else None):
        raise ArtifactError(f"power-cap state file {path} belongs to a run that is still alive (pid {pid}, started "
                            f"{state.get('started')}): it is not left behind; wait for that run to end")
    if state.get("gpu_uuid") not in (None, gpu.uuid):
        raise ArtifactError(f"power-cap state file {path} is of GPU {state.get('gpu_uuid')}, not {gpu.uuid}; "
                            f"delete it after checking that GPU's limit with nvidia-smi")
    lo, hi = gpu.min_power_limit_w, gpu.max_power_limit_w
    if original is not None and not (lo - TOLERANCE_W <= original <= hi + TOLERANCE_W):
        raise ArtifactError(f"power-cap state file {path} holds an original limit of {original:g} W, outside GPU "
                            f"{gpu.index}'s range {lo:g}..{hi:g} W: not applied. Set the limit by hand "
                            f"(nvidia-smi -q -d POWER shows the default), then delete the file")
    return {"original": original, "setup": setup, "pid": pid, "started": state.get("started")}


def _restore_setup(setup: dict[str, Any], echo: Callable[[str], None]) -> None:
    """Undo an unattended set-up: persistence mode of the measured GPU, compute mode of the others."""
    pm = setup.get("persistence_mode")
    if isinstance(pm, dict) and pm.get("original") == "Disabled":
        set_persistence(int(pm["index"]), False)
        echo(f"GPU {pm['index']}: persistence mode restored to Disabled")
    for entry in setup.get("compute_modes") or []:
        if isinstance(entry, dict) and entry.get("original") == "Default":
            current = query(int(entry["index"]))
            if current["uuid"] != entry.get("uuid"):
                echo(f"GPU {entry['index']} is now {current['uuid']}, not {entry.get('uuid')}: its compute mode is "
                     f"left as it is")
                continue
            set_compute_mode(int(entry["index"]), "Default")
            echo(f"GPU {entry['index']}: compute mode restored to Default")


def recover(gpu: GpuInfo, echo: Callable[[str], None] = print) -> bool:
    """Restore settings left behind by a run that died; True if there were any."""
    path = state_file(gpu.uuid)
    if not path.exists():
        return False
    state = _check_state(path, gpu)
    original = state["original"]
    if original is not None:
        echo(f"restoring GPU {gpu.index}'s power limit to {original:g} W, left at {gpu.power_limit_w:g} W by an "
             f"interrupted run (pid {state['pid']}, {state['started']})")
        set_limit(gpu.index, original)
    _restore_setup(state["setup"], echo)
    path.unlink()
    return True


@contextlib.contextmanager
def deferred_signals() -> Iterator[None]:
    """SIGINT, SIGTERM and SIGHUP inside the block are acted on (KeyboardInterrupt) when it ends: a
    GPU setting being restored is never cut off half-way."""
    got: list[int] = []
    try:
        old = {sig: signal.signal(sig, lambda signum, _f: got.append(signum)) for sig in STOP_SIGNALS}
    except ValueError:  # not the main thread
        yield
        return
    try:
        yield
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)
    if got:
        _raise_interrupt(got[0], None)


def _raise_interrupt(signum: int, _frame: FrameType | None) -> None:
    raise KeyboardInterrupt(f"signal {signal.Signals(signum).name}")


@contextlib.contextmanager
def signals_interrupt() -> Iterator[None]:
    """SIGTERM and SIGHUP end the block like Ctrl-C (KeyboardInterrupt), so that every ``finally``
    and ``__exit__`` on the way out runs (a CapSession inside restores the GPU)."""
    old = {}
    try:
        for sig in STOP_SIGNALS:
            old[sig] = signal.signal(sig, _raise_interrupt)
    except ValueError:  # not the main thread: leave the handlers alone
        yield
        return
    try:
        yield
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)


class CapSession:
    """Apply caps to one GPU; its original settings are restored on exit, on error and on SIGINT,
    SIGTERM and SIGHUP. With ``unattended``, persistence mode is turned on for the run and, on a
    host with several GPUs, the GPUs not measured are made unavailable to compute (compute mode
    Prohibited), so no other job lands on the host during a long sweep; both are recorded in the
    state file and undone like the cap."""

    def __init__(self, gpu_index: int, echo: Callable[[str], None] = print, unattended: bool = False) -> None:
        self.gpu_index = gpu_index
        self.echo = echo
        self.unattended = unattended
        self.gpu: GpuInfo | None = None
        self.original_w: float | None = None
        self.setup: dict[str, Any] = {}
        self._old_handlers: dict[int, Any] = {}
        self._restoring = False
        self._pending: int | None = None  # a signal received while restoring, acted on after it

    # -- signals ---------------------------------------------------------------------------------
    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        if self._restoring:
            self._pending = signum
            return
        self._pending = signum
        _raise_interrupt(signum, frame)  # unwinds through __exit__, which restores the GPU

    @contextlib.contextmanager
    def _deferring_signals(self) -> Iterator[None]:
        """Signals that arrive inside the block are acted on when it ends (a GPU setting is never
        left half-applied by an interrupted helper call)."""
        was, self._restoring = self._restoring, True
        try:
            yield
        finally:
            self._restoring = was
        if not was and self._pending is not None:
            _raise_interrupt(self._pending, None)

    def _install(self) -> None:
        for sig in STOP_SIGNALS:
            self._old_handlers[sig] = signal.signal(sig, self._on_signal)

    def _uninstall(self) -> None:
        for sig, handler in self._old_handlers.items():
            signal.signal(sig, handler)
        self._old_handlers = {}

    # -- state -----------------------------------------------------------------------------------
    def _save_state(self) -> None:
        assert self.gpu is not None
        write_json(state_file(self.gpu.uuid), {
            "gpu_uuid": self.gpu.uuid, "gpu_index": self.gpu_index, "gpu_name": self.gpu.name,
            "original_power_limit_w": self.original_w, "setup": self.setup, "pid": os.getpid(),
            "start_ticks": process_start_ticks(os.getpid()), "uid": os.getuid(),
            "started": time.strftime("%Y-%m-%dT%H:%M:%S%z")})

    def _changed(self) -> bool:
        return self.original_w is not None or bool(self.setup)

    def __enter__(self) -> CapSession:
        self._install()
        try:
            self.gpu = gpu_info(self.gpu_index)
            with self._deferring_signals():
                if recover(self.gpu, self.echo):
                    self.gpu = gpu_info(self.gpu_index)
            if self.unattended:
                self._unattended_setup()
        except BaseException:
            self.__exit__(*sys.exc_info())
            raise
        return self

    def _unattended_setup(self) -> None:
        assert self.gpu is not None
        me = query(self.gpu_index)
        if me["uuid"] != self.gpu.uuid:
            raise ArtifactError(f"GPU {self.gpu_index}: nvidia-smi sees {me['uuid']}, NVML {self.gpu.uuid}; "
                                f"the unattended set-up changes nothing")
        if me["persistence_mode"] != "Enabled":
            self.setup["persistence_mode"] = {"index": self.gpu_index, "uuid": me["uuid"],
                                              "original": me["persistence_mode"]}
            self._save_state()
            with self._deferring_signals():
                set_persistence(self.gpu_index, True)
            self.echo(f"GPU {self.gpu_index}: persistence mode on for this run (was {me['persistence_mode']})")
        others = [i for i in range(gpu_count()) if i != self.gpu_index]
        for i in others:
            q = query(i)
            if q["compute_mode"] == "Default":
                self.setup.setdefault("compute_modes", []).append({"index": i, "uuid": q["uuid"],
                                                                   "original": "Default"})
                self._save_state()
                with self._deferring_signals():
                    set_compute_mode(i, "Prohibited")
                self.echo(f"GPU {i}: compute mode Prohibited for this run (was Default): not measured here")

    def setup_summary(self) -> str:
        """What the unattended set-up changed, for the records' meta (and so the manifest)."""
        if not self.unattended:
            return "none"
        parts = ["persistence_mode=on" + ("(was Disabled)" if "persistence_mode" in self.setup else "(already)")]
        prohibited = [str(e["index"]) for e in self.setup.get("compute_modes", [])]
        parts.append("prohibited_gpus=" + ("+".join(prohibited) if prohibited else "none"))
        return ";".join(parts)

    # -- caps ------------------------------------------------------------------------------------
    def apply(self, watts: float) -> float:
        assert self.gpu is not None
        if self.original_w is None:
            self.original_w = self.gpu.power_limit_w
            self._save_state()
        try:
            with self._deferring_signals():  # a killed helper could leave nvidia-smi to apply the cap late
                enforced = set_limit(self.gpu_index, watts)
        except HelperFailed:
            # refused (no permission, invalid value): if the limit is still the original one there
            # is nothing to restore, and a second refused call would only add noise. A limit that was
            # accepted but not seen enforced (LimitNotEnforced) keeps original_w: the exit sets it again.
            if abs(gpu_info(self.gpu_index).power_limit_w - self.original_w) <= TOLERANCE_W:
                self.original_w = None
                if self._changed():
                    self._save_state()
                else:
                    state_file(self.gpu.uuid).unlink(missing_ok=True)
            raise
        self.echo(f"GPU {self.gpu_index}: power limit {enforced:g} W (original {self.original_w:g} W)")
        return enforced

    def restore(self) -> None:
        if self.gpu is None or not self._changed():
            return
        was_restoring, self._restoring = self._restoring, True  # a signal now is acted on after the restore
        try:
            if self.original_w is not None:
                set_limit(self.gpu_index, self.original_w)
                self.echo(f"GPU {self.gpu_index}: power limit restored to {self.original_w:g} W")
                self.original_w = None
            if self.setup:
                _restore_setup(self.setup, self.echo)
                self.setup = {}
            state_file(self.gpu.uuid).unlink(missing_ok=True)
        finally:
            self._restoring = was_restoring

    def __exit__(self, exc_type: Any, *exc: Any) -> None:
        self._restoring = True
        try:
            self.restore()
        finally:
            self._restoring = False
            self._uninstall()
        if exc_type is None and self._pending is not None:
            pending, self._pending = self._pending, None
            raise KeyboardInterrupt(f"signal {signal.Signals(pending).name} (received while restoring)")
