"""The host-side power-cap helper: the only code that changes a GPU setting.

Every change goes through scripts/artifact-powercap, a small script that can only read a GPU, claim
it for this run, set the power limit of a GPU the run claimed within that GPU's own min..max (and,
opt-in, its persistence mode and the compute mode of the other GPUs), and set back what the claim
changed; it refuses anything else and runs nvidia-smi with an argument list, never a shell. The
helper, not this process, records the original settings (its claim file, one per GPU UUID, in a
directory only it can write), so a second run on the GPU, whatever its lock directory or user, stops
(or waits, --wait) instead of taking the first run's cap for the original.

The enforced limit is read back through NVML and must match within SETTLE_S (an H100's driver
took effect a little after nvidia-smi returned); a change the helper accepted is undone like any
other, whether or not it showed (:class:`LimitNotEnforced`). The settings are set back when the
sweep ends, fails, or receives SIGINT, SIGTERM or SIGHUP (a signal that arrives during a change or
the restore is acted on after it; the restore is tried again until NVML reads the original). The
helper runs in a session of its own, so a signal sent to the whole process group (Ctrl-C at a
terminal, a closed terminal, `timeout`, a batch scheduler) never cuts nvidia-smi off. A run killed
outright (SIGKILL, power loss) leaves its claim behind: the next run of that GPU has the helper set
the settings back first.

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
from types import FrameType
from typing import Any, Callable

from ..errors import ArtifactError, Interrupted
from ..gpu import GpuInfo, gpu_count, gpu_info
from ..source import in_checkout
from .caps import LIMIT_TOLERANCE_W

TOLERANCE_W = LIMIT_TOLERANCE_W  # enforced limits are reported in mW; nvidia-smi takes watts
HELPER_IN_REPO = in_checkout("scripts", "artifact-powercap")  # or the installed copy below
HELPER_INSTALLED = "/usr/local/sbin/artifact-powercap"
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
QUERY_FIELDS = ("index", "uuid", "power_limit_w", "min_power_limit_w", "max_power_limit_w",
                "default_power_limit_w", "persistence_mode", "compute_mode")
SETTLE_S = 5.0  # how long a limit nvidia-smi accepted may take to show as NVML's enforced limit
SETTLE_ENV = "ARTIFACT_CAP_SETTLE_S"
POLL_S = 0.05
WAIT_POLL_S = 0.5  # --wait: how often a GPU claimed by another run is looked at again
RESTORE_ATTEMPTS = 3
HELPER_EXIT_HELD = 3  # the helper's exit status for a GPU claimed by another live run


class HelperFailed(ArtifactError):
    """The helper, or the nvidia-smi it ran, exited non-zero (a refused change: nothing was changed)."""


class GpuHeld(ArtifactError):
    """Another run that is still alive holds the GPU's settings (the helper's claim)."""


class LimitNotEnforced(ArtifactError):
    """nvidia-smi accepted a limit that NVML did not report enforced within SETTLE_S: it may still take
    effect, so the original limit is set again like after any change."""


def settle_s() -> float:
    """SETTLE_S, or ``$ARTIFACT_CAP_SETTLE_S`` seconds (a driver known to take longer, or a fake GPU)."""
    text = os.environ.get(SETTLE_ENV)
    if not text:
        return SETTLE_S
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value <= 600:
        raise ArtifactError(f"{SETTLE_ENV} must be seconds in (0, 600], got {text!r}")
    return value


def helper_available() -> bool:
    return os.environ.get("ARTIFACT_CAP_SUDO") == "1" or HELPER_IN_REPO is not None


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
    try:  # a session of its own: a signal to this run's process group never reaches nvidia-smi
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=300,
                              stdin=subprocess.DEVNULL, start_new_session=True)
    except FileNotFoundError as exc:
        raise ArtifactError(f"{cmd[0]} not found: the power-cap helper cannot run ({exc.filename})") from exc
    except subprocess.TimeoutExpired as exc:
        raise HelperFailed(f"{what}: the power-cap helper did not answer in {exc.timeout:g} s") from exc
    if proc.returncode == 0:
        return proc.stdout
    lines = (proc.stdout + proc.stderr).strip().splitlines()
    text = lines[-1] if lines else f"exit status {proc.returncode}"
    if proc.returncode == HELPER_EXIT_HELD:
        raise GpuHeld(text.removeprefix("artifact-powercap: refused: "))
    low = text.lower()
    if "permission" in low or "insufficient" in low or "password is required" in low:
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


def _json_line(out: str, what: str) -> dict[str, Any]:
    try:
        obj = json.loads((out.strip().splitlines() or ["{}"])[-1])
    except ValueError:
        obj = None
    if not isinstance(obj, dict):
        raise ArtifactError(f"{what}: the power-cap helper answered {out.strip()[-200:]!r}")
    return obj


def status(gpu: GpuInfo) -> dict[str, Any]:
    """The helper's claim on ``gpu`` ({} if none): pid, uid, claimed, original, alive, mine."""
    return _json_line(_helper(["status", gpu.uuid], f"reading GPU {gpu.index}'s claim"), f"GPU {gpu.index}'s claim")


def claim(gpu_index: int) -> dict[str, Any]:
    """Claim the GPU for this process; the helper records its original settings first."""
    return _json_line(_helper(["claim", str(gpu_index), str(os.getpid())], f"claiming GPU {gpu_index}"),
                      f"claiming GPU {gpu_index}")


def set_limit(gpu_index: int, watts: float, settle: float | None = None) -> float:
    """Apply ``watts`` to GPU ``gpu_index`` (claimed by this process) and return the enforced limit read
    back through NVML, once it shows (within ``settle`` s; :class:`LimitNotEnforced` if it does not)."""
    settle = settle_s() if settle is None else settle
    _helper(["set-limit", str(gpu_index), f"{watts:g}"], f"nvidia-smi -i {gpu_index} -pl {watts:g}")
    deadline = time.monotonic() + settle
    while True:
        enforced = gpu_info(gpu_index).power_limit_w
        if abs(enforced - watts) <= TOLERANCE_W:
            return enforced
        if time.monotonic() >= deadline:
            raise LimitNotEnforced(f"GPU {gpu_index}: asked for a {watts:g} W limit, NVML still reports "
                                   f"{enforced:g} W enforced {settle:g} s later")
        time.sleep(POLL_S)


def _echo_lines(out: str, echo: Callable[[str], None]) -> None:
    for line in out.strip().splitlines():
        if line.strip() and not line.startswith("{"):
            echo(line)


def _held_text(gpu: GpuInfo, c: dict[str, Any]) -> str:
    return (f"GPU {gpu.index}'s power settings are claimed by another run that is still alive (pid {c.get('pid')} "
            f"of uid {c.get('uid')}, since {c.get('claimed')}; its original limit {c.get('original', {}).get('power_limit_w')} W)")


def recover(gpu: GpuInfo, echo: Callable[[str], None] = print, wait: bool = False) -> bool:
    """Before a run measures: settings left behind by a run that died are set back (True if there
    were any); a GPU claimed by another live run stops this one (GpuHeld), or with ``wait`` is
    waited for: its 'current' limit may be that run's cap."""
    if not helper_available():
        return False
    told = False
    while True:
        c = status(gpu)
        if not c or c.get("mine") or not c.get("alive"):
            break
        if not wait:
            raise GpuHeld(f"{_held_text(gpu, c)}: wait for it to end, or rerun with --wait to queue behind it")
        if not told:
            echo(f"waiting: {_held_text(gpu, c)}")
            told = True
        time.sleep(WAIT_POLL_S)
    if not c:
        return False
    original = c.get("original", {}).get("power_limit_w")
    if c.get("limit_set") and isinstance(original, (int, float)):
        echo(f"restoring GPU {gpu.index}'s power limit to {original:g} W, left at {gpu.power_limit_w:g} W by an "
             f"interrupted run (pid {c.get('pid')}, {c.get('claimed')})")
    else:
        echo(f"restoring GPU {gpu.index}'s settings left by an interrupted run (pid {c.get('pid')}, {c.get('claimed')})")
    _echo_lines(_helper(["recover", str(gpu.index)], f"restoring GPU {gpu.index}"), echo)
    return True


@contextlib.contextmanager
def deferred_signals() -> Iterator[None]:
    """SIGINT, SIGTERM and SIGHUP inside the block are acted on (:class:`Interrupted`) when it ends: a
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
        raise Interrupted(got[0])


def _raise_interrupt(signum: int, _frame: FrameType | None) -> None:
    raise Interrupted(signum)


@contextlib.contextmanager
def signals_interrupt() -> Iterator[None]:
    """SIGINT, SIGTERM and SIGHUP end the block like Ctrl-C (:class:`Interrupted`, a KeyboardInterrupt
    that knows its signal), so that every ``finally`` and ``__exit__`` on the way out runs (a
    CapSession inside restores the GPU)."""
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
    Prohibited), so no other job lands on the host during a long sweep; the helper records both in
    its claim and undoes them like the cap."""

    def __init__(self, gpu_index: int, echo: Callable[[str], None] = print, unattended: bool = False,
                 wait: bool = False) -> None:
        self.gpu_index = gpu_index
        self.echo = echo
        self.unattended = unattended
        self.wait = wait
        self.gpu: GpuInfo | None = None
        self.original_w: float | None = None
        self.claimed = False
        self.accepted = False  # nvidia-smi took a limit of this session: the original is set again at the end
        self.setup: dict[str, Any] = {}
        self._old_handlers: dict[int, Any] = {}
        self._restoring = False
        self._pending: int | None = None  # a signal received while restoring, acted on after it

    # -- signals ---------------------------------------------------------------------------------
    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        self._pending = signum
        if not self._restoring:
            raise Interrupted(signum)  # unwinds through __exit__, which restores the GPU

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
            raise Interrupted(self._pending)

    def _install(self) -> None:
        try:
            for sig in STOP_SIGNALS:
                self._old_handlers[sig] = signal.signal(sig, self._on_signal)
        except ValueError:  # not the main thread: the caller's handlers stay
            pass

    def _uninstall(self) -> None:
        for sig, handler in self._old_handlers.items():
            signal.signal(sig, handler)
        self._old_handlers = {}

    def __enter__(self) -> CapSession:
        self._install()
        try:
            with self._deferring_signals():
                self.gpu = gpu_info(self.gpu_index)
                if recover(self.gpu, self.echo, self.wait):
                    self.gpu = gpu_info(self.gpu_index)
            if self.unattended:
                self._unattended_setup()
        except BaseException:
            self.__exit__(*sys.exc_info())
            raise
        return self

    def _claim(self) -> None:
        if self.claimed:
            return
        assert self.gpu is not None
        with self._deferring_signals():
            c = claim(self.gpu_index)
            self.claimed = True
        if c.get("uuid") != self.gpu.uuid:
            raise ArtifactError(f"GPU {self.gpu_index}: the helper claimed {c.get('uuid')}, NVML sees {self.gpu.uuid}")
        self.original_w = float(c["original"]["power_limit_w"])

    def _unattended_setup(self) -> None:
        assert self.gpu is not None
        me = query(self.gpu_index)
        if me["uuid"] != self.gpu.uuid:
            raise ArtifactError(f"GPU {self.gpu_index}: nvidia-smi sees {me['uuid']}, NVML {self.gpu.uuid}; "
                                f"the unattended set-up changes nothing")
        self._claim()
        if me["persistence_mode"] != "Enabled":
            with self._deferring_signals():
                _helper(["persistence", str(self.gpu_index), "on"], f"nvidia-smi -i {self.gpu_index} -pm 1")
            self.setup["persistence_mode"] = me["persistence_mode"]
            self.echo(f"GPU {self.gpu_index}: persistence mode on for this run (was {me['persistence_mode']})")
        for i in [i for i in range(gpu_count()) if i != self.gpu_index]:
            if query(i)["compute_mode"] == "Default":
                with self._deferring_signals():
                    _helper(["compute-mode", str(i), "prohibited"], f"nvidia-smi -i {i} -c PROHIBITED")
                self.setup.setdefault("compute_modes", []).append(i)
                self.echo(f"GPU {i}: compute mode Prohibited for this run (was Default): not measured here")

    def setup_summary(self) -> str:
        """What the unattended set-up changed, for the records' meta (and so the manifest)."""
        if not self.unattended:
            return "none"
        parts = ["persistence_mode=on" + ("(was Disabled)" if "persistence_mode" in self.setup else "(already)")]
        prohibited = [str(i) for i in self.setup.get("compute_modes", [])]
        parts.append("prohibited_gpus=" + ("+".join(prohibited) if prohibited else "none"))
        return ";".join(parts)

    # -- caps ------------------------------------------------------------------------------------
    def apply(self, watts: float) -> float:
        self._claim()
        with self._deferring_signals():  # a cut-off helper could leave nvidia-smi to apply the cap late
            try:
                enforced = set_limit(self.gpu_index, watts)
            except LimitNotEnforced:
                self.accepted = True
                raise
            self.accepted = True
        self.echo(f"GPU {self.gpu_index}: power limit {enforced:g} W (original {self.original_w:g} W)")
        return enforced

    def restore(self) -> None:
        """Set the original limit again until NVML reads it, then have the helper set back the rest and
        end the claim; tried RESTORE_ATTEMPTS times. Signals meanwhile are acted on after it."""
        if not self.claimed:
            return
        was_restoring, self._restoring = self._restoring, True
        try:
            last: Exception | None = None
            for attempt in range(1, RESTORE_ATTEMPTS + 1):
                try:
                    if self.original_w is not None and (
                            self.accepted or abs(gpu_info(self.gpu_index).power_limit_w - self.original_w) > TOLERANCE_W):
                        set_limit(self.gpu_index, self.original_w)
                        self.accepted = False
                        self.echo(f"GPU {self.gpu_index}: power limit restored to {self.original_w:g} W")
                    _echo_lines(_helper(["release", str(self.gpu_index)], f"releasing GPU {self.gpu_index}"), self.echo)
                    self.claimed = False
                    self.setup = {}
                    return
                except (HelperFailed, LimitNotEnforced) as exc:
                    last = exc
                    self.echo(f"GPU {self.gpu_index}: restoring failed ({exc}); attempt {attempt} of {RESTORE_ATTEMPTS}")
            raise ArtifactError(f"GPU {self.gpu_index}: its original settings could not be restored ({last}); the "
                                f"helper keeps them, and the next run on this GPU sets them back first")
        finally:
            self._restoring = was_restoring

    def __exit__(self, exc_type: Any, *exc: Any) -> None:
        self._restoring = True
        try:
            self.restore()
        finally:
            self._restoring = False
            self._uninstall()
        if self._pending is not None and not (exc_type is not None and issubclass(exc_type, KeyboardInterrupt)):
            pending, self._pending = self._pending, None
            raise Interrupted(pending)  # a signal that came during the restore, or while an error unwound
