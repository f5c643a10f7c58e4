"""One child process per GPU, started at once, their lines prefixed with ``[GPU I]``, waited for together.

Used by ``artifact tune --gpus ... --spread cases`` (artifact/tuning/spread.py) and by the per-GPU
slices of artifact/layers/reference.py. This process holds the locks (artifact/runlock.py) and hands
each child the ones it names (results directory, its own GPU), so that the children never wait for each
other or for this process. A child's ``error:`` lines are kept; a child that fails stops the others
(SIGTERM: each stops at its next safe point, e.g. after the batch or the point it measures) and its
last error becomes this process's; an interrupt (Ctrl-C, SIGTERM, SIGHUP reaching this process) stops
every child the same way. A child still running STOP_WAIT_S after its SIGTERM is killed.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import subprocess
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from . import runlock

Echo = Callable[[str], None]
STOP_WAIT_S = 600.0  # how long a stopped child may take to reach a safe point before it is killed
ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Child:
    gpu: int  # the GPU's index, for the prefix and the messages
    what: str  # what it does, in a few words (its first line)
    proc: subprocess.Popen[str]
    reader: threading.Thread
    errors: list[str]  # its `error:` lines
    started: float
    seconds: float = 0.0


Failure = Callable[[Child], BaseException]


def _reader(proc: subprocess.Popen[str], prefix: str, echo: Echo, errors: list[str]) -> threading.Thread:
    def pump() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            line = line.rstrip()
            if line.startswith("error:"):
                errors.append(line.removeprefix("error:").strip())
            echo(f"{prefix} {line}")

    t = threading.Thread(target=pump, daemon=True)
    t.start()
    return t


def run_children(gpus: Sequence[int], whats: Sequence[str], commands: Sequence[list[str]],
                 lock_keys: Sequence[list[runlock.LockKey]], echo: Echo, failure: Failure,
                 dropped_env: Sequence[str] = (), stopping: str = "stopping") -> list[float]:
    """Start ``commands[i]`` for GPU ``gpus[i]`` at once, handed the locks ``lock_keys[i]`` (held by this
    process), with ``dropped_env`` removed from its environment; wait for all. Returns each child's
    seconds. A child that fails stops the others and raises ``failure(child)``; an interrupt stops
    every child first (module docstring). ``stopping``: the line said of each child being stopped."""
    children: list[Child] = []
    try:
        for gpu, what, argv, keys in zip(gpus, whats, commands, lock_keys):
            env_locks, fds = runlock.inherit_env(list(keys))
            env = {k: v for k, v in os.environ.items() if k not in dropped_env}
            env.update(env_locks, PYTHONUNBUFFERED="1",
                       PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
            # its own session: a Ctrl-C at the terminal reaches it once, through this process (stop)
            proc = subprocess.Popen(argv, env=env, pass_fds=fds, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT, text=True, start_new_session=True)
            prefix = f"[GPU {gpu}]"
            echo(f"{prefix} {what}, pid {proc.pid}")
            errors: list[str] = []
            children.append(Child(gpu, what, proc, _reader(proc, prefix, echo, errors), errors, time.perf_counter()))
        while any(c.proc.poll() is None for c in children):
            time.sleep(0.1)
            failed = [c for c in children if c.proc.poll() not in (None, 0)]
            if failed:
                stop(children, echo, stopping)
                failed[0].reader.join(timeout=5)
                raise failure(failed[0])
    except BaseException:
        stop(children, echo, stopping)
        raise
    for c in children:
        c.reader.join(timeout=5)
        c.seconds = time.perf_counter() - c.started
    return [c.seconds for c in children]


def die_with_parent(parent_pid: int, sig: int = signal.SIGTERM) -> bool:
    """Have the kernel send ``sig`` to this process when its parent ends (Linux's parent-death signal),
    then check that the parent is still ``parent_pid``: False if it has already gone (nothing would
    send the signal). ``parent_pid`` 0: started by hand, nothing to do."""
    if parent_pid <= 0:
        return True
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, int(sig), 0, 0, 0)  # PR_SET_PDEATHSIG
    return os.getppid() == parent_pid


def stop(children: Sequence[Child], echo: Echo, stopping: str = "stopping") -> None:
    """SIGTERM to every child still running, then wait; a second interrupt here passes SIGTERM on again
    (a child's second signal stops it at once); SIGKILL after STOP_WAIT_S."""
    running = [c for c in children if c.proc.poll() is None]
    for c in running:
        echo(f"[GPU {c.gpu}] {stopping}")
        with contextlib.suppress(ProcessLookupError):
            c.proc.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + STOP_WAIT_S
    for c in running:
        while True:
            try:
                c.proc.wait(timeout=max(0.1, deadline - time.monotonic()))
                break
            except KeyboardInterrupt:
                for other in running:
                    if other.proc.poll() is None:
                        with contextlib.suppress(ProcessLookupError):
                            other.proc.send_signal(signal.SIGTERM)
            except subprocess.TimeoutExpired:
                c.proc.kill()
                c.proc.wait()
                break
        c.reader.join(timeout=5)


def interrupt_after(proc: subprocess.Popen[str], seconds: float, said: Callable[[float], None],
                    again_s: float = 60.0) -> threading.Thread:
    """SIGINT to ``proc`` if it still runs ``seconds`` from now (an artifact command then stops at its next
    safe point, a tune within seconds keeping what it measured), and again ``again_s`` later (it stops at once);
    ``said(wait_s)`` before each. Returns the watching thread (a daemon, already started)."""
    def watch() -> None:
        for wait_s in (seconds, again_s):
            try:
                proc.wait(timeout=wait_s)
                return
            except subprocess.TimeoutExpired:
                said(wait_s)
                proc.send_signal(signal.SIGINT)

    guard = threading.Thread(target=watch, daemon=True)
    guard.start()
    return guard

