"""One run at a time per GPU and per results directory.

``tune`` and ``measure`` hold an exclusive ``flock`` on ``gpu-<uuid>.lock`` (the GPU they use) and
on ``results-<hash of the directory's real path>.lock`` for as long as they run; the other phases
that write a results directory (select, export, analyze, report) hold its lock exclusively too, and
those that only read it (verify, compare) hold it shared. The lock files live in a system-wide
directory, so that runs of different users on one GPU see each other: ``$ARTIFACT_LOCK_DIR``, else
``/run/artifact-locks`` where it exists or this process is root (the power-cap helper makes it when
it first runs as root: root-owned, sticky like /tmp, each GPU's lock file root-owned), else
``/tmp/artifact-locks``. A lock directory is refused unless it is owned by this user or root, and,
where others may write it, sticky: else another user could remove the locks during a run (a
foreign-owned ``/tmp/artifact-locks`` among them). Locks are a courtesy among runs; what keeps two
runs from changing one GPU is the power-cap helper's claim (artifact.measure.caphelper), which no
lock directory can bypass. The kernel drops a ``flock`` when its holder exits, however it exits
(SIGKILL and power loss included), so a lock is never left behind, unless a process it was handed to
lives on (the energy driver holds the GPU's lock through an inherited descriptor, so no run starts
beside a driver that outlived its run). A second run stops at once with a message naming the holder
(pid, command, start time, user), or waits for it with ``--wait``.

Locks are re-entrant within one process (``reproduce`` tunes, then measures, under the same locks),
and a run's worker processes (``measure --gpus``: one per GPU) take over the locks their parent holds
(:func:`inherit_env`: the parent's lock fds, passed to the child, named in ``$ARTIFACT_INHERITED_LOCKS``).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import getpass
import hashlib
import json
import os
import stat
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .errors import ArtifactError

LOCK_DIR_ENV = "ARTIFACT_LOCK_DIR"
INHERITED_ENV = "ARTIFACT_INHERITED_LOCKS"
SYSTEM_LOCK_DIR = Path("/run/artifact-locks")  # made by the power-cap helper as root (scripts/artifact-powercap)
DEFAULT_LOCK_DIR = Path("/tmp/artifact-locks")
Echo = Callable[[str], None]


def lock_dir() -> Path:
    if os.environ.get(LOCK_DIR_ENV):
        return Path(os.environ[LOCK_DIR_ENV])
    if SYSTEM_LOCK_DIR.is_dir() or os.geteuid() == 0:
        return SYSTEM_LOCK_DIR
    return DEFAULT_LOCK_DIR


@dataclass(frozen=True)
class LockKey:
    name: str  # file name under lock_dir()
    what: str  # for messages: "GPU 0 (GPU-...)", "results directory /x"


def gpu_key(index: int, uuid: str) -> LockKey:
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in uuid) or f"index{index}"
    return LockKey(f"gpu-{safe}.lock", f"GPU {index} ({uuid})")


def results_key(results: Path) -> LockKey:
    real = os.path.realpath(results)
    return LockKey(f"results-{hashlib.sha256(real.encode()).hexdigest()[:20]}.lock", f"results directory {real}")


def process_start_ticks(pid: int) -> int | None:
    """Start time of ``pid`` in clock ticks since boot (/proc/<pid>/stat field 22); None if gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    try:
        return int(stat.rsplit(")", 1)[1].split()[19])
    except (IndexError, ValueError):
        return None


def pid_alive(pid: int, start_ticks: int | None = None) -> bool:
    """Whether ``pid`` runs (and, with ``start_ticks``, is the same process, not a reused pid)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # alive, another user's
    if start_ticks is not None:
        now = process_start_ticks(pid)
        return now is None or now == start_ticks
    return True


def holder_text(info: dict) -> str:
    if not info:
        return "another run (holder unknown)"
    cmd = " ".join(info.get("command") or [])
    return (f"pid {info.get('pid')} of {info.get('user', '?')} (`{cmd[:120]}`, started {info.get('started', '?')})")


_HELD: dict[str, tuple[int, int]] = {}  # lock file -> (fd, depth) held by this process
_SHARED: set[str] = set()  # lock files of _HELD held shared (LOCK_SH), not exclusively
_INHERITED: set[str] = set()  # lock files whose fd this process took over from its parent


def inherit_env(keys: list[LockKey]) -> tuple[dict[str, str], list[int]]:
    """The environment variable and the fds that let a child process use these locks, which this
    process holds (``subprocess.Popen(env=..., pass_fds=...)``); the parent keeps holding them."""
    held = {}
    for key in keys:
        path = str(lock_dir() / key.name)
        if path not in _HELD:
            raise ArtifactError(f"{key.what} is not locked by this process: nothing to hand to a worker")
        held[key.name] = _HELD[path][0]
    return {INHERITED_ENV: json.dumps(held)}, sorted(held.values())


def _inherited_fd(path: Path) -> int | None:
    """The fd of ``path`` handed down by the parent, if it is one and still refers to that file."""
    try:
        fds = json.loads(os.environ.get(INHERITED_ENV) or "{}")
        fd = fds.get(path.name) if isinstance(fds, dict) else None
        if not isinstance(fd, int):
            return None
        st, mine = os.fstat(fd), os.stat(path, follow_symlinks=False)
    except (OSError, ValueError):
        return None
    return fd if (st.st_dev, st.st_ino) == (mine.st_dev, mine.st_ino) else None


def _open(path: Path) -> tuple[int, bool]:
    """An fd of the lock file and whether holder information can be written to it."""
    try:  # O_NOFOLLOW: a symbolic link planted in the shared directory is never written through
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW, 0o666)
        with contextlib.suppress(OSError):
            if os.fstat(fd).st_uid == os.getuid():
                os.fchmod(fd, 0o666)  # other users must be able to open it too
        return fd, True
    except PermissionError:
        # another user's file in a sticky directory: flock works on a read-only fd as well
        return os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW), False


def _ensure_dir(d: Path) -> None:
    """``d`` exists and is safe: a directory (not a link) of this user or root that others cannot
    empty (not writable by them, or sticky); this user's own is made 1777 so others can lock in it."""
    fix = (f"set {LOCK_DIR_ENV} to a directory of yours, or have an administrator create the shared one "
           f"(install -d -o root -m 1777 {SYSTEM_LOCK_DIR})")
    try:
        d.mkdir(parents=True, exist_ok=True)
        st = os.lstat(d)
        if stat.S_ISLNK(st.st_mode) or not stat.S_ISDIR(st.st_mode):
            raise ArtifactError(f"lock directory {d} is {'a symbolic link' if stat.S_ISLNK(st.st_mode) else 'not a directory'}; "
                                f"remove it, or {fix}")
        if st.st_uid not in (os.geteuid(), 0):
            raise ArtifactError(f"lock directory {d} belongs to uid {st.st_uid}, who could remove its locks during a "
                                f"run; {fix}")
        if st.st_uid == os.geteuid():
            if stat.S_IMODE(st.st_mode) != 0o1777:
                os.chmod(d, 0o1777)
        elif st.st_mode & 0o022 and not st.st_mode & stat.S_ISVTX:
            raise ArtifactError(f"lock directory {d} may be written by others (mode {stat.S_IMODE(st.st_mode):o}, no "
                                f"sticky bit): anyone could remove its locks during a run; {fix}")
    except OSError as exc:
        raise ArtifactError(f"lock directory {d} cannot be used ({exc.strerror or exc}); {fix}") from exc


def _read_info(fd: int) -> dict:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        data = os.read(fd, 65536)
        info = json.loads(data.decode("utf-8") or "{}")
        return info if isinstance(info, dict) else {}
    except (OSError, ValueError):
        return {}


def _acquire(key: LockKey, wait: bool, echo: Echo, poll_s: float = 0.5, shared: bool = False) -> None:
    d = lock_dir()
    _ensure_dir(d)
    path = d / key.name
    held = _HELD.get(str(path))
    if held is not None:
        if not shared and str(path) in _SHARED:  # a reader that now writes: the exclusive lock, or stop
            try:
                fcntl.flock(held[0], fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                raise ArtifactError(f"{key.what} is being read by another artifact run; wait for it to finish") from None
            _SHARED.discard(str(path))
        _HELD[str(path)] = (held[0], held[1] + 1)
        return
    inherited = _inherited_fd(path)
    if inherited is not None:  # the parent's lock (same open file description): held already
        _HELD[str(path)] = (inherited, 1)
        _INHERITED.add(str(path))
        return
    try:
        fd, writable = _open(path)
    except OSError as exc:  # ELOOP: a symbolic link in its place
        raise ArtifactError(f"cannot lock {path}: {exc.strerror or exc} (remove it if it is a symbolic link)") from exc
    told = False
    while True:
        try:
            fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
            break
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                os.close(fd)
                raise ArtifactError(f"cannot lock {path}: {exc.strerror or exc}") from exc
            info = _read_info(fd)
            if not wait:
                os.close(fd)
                raise ArtifactError(f"{key.what} is in use by another artifact run: {holder_text(info)}; "
                                    f"wait for it to finish, or rerun with --wait to queue behind it") from None
            if not told:
                echo(f"waiting for {key.what}, in use by {holder_text(info)}")
                told = True
            time.sleep(poll_s)
    if shared:
        _SHARED.add(str(path))
    elif writable:
        info = {"pid": os.getpid(), "start_ticks": process_start_ticks(os.getpid()), "user": _user(),
                "command": [_program(), *sys.argv[1:]],
                "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "lock": key.what}
        data = json.dumps(info).encode()
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.pwrite(fd, data, 0)
    _HELD[str(path)] = (fd, 1)


def _unlock(key: LockKey) -> None:
    path = str(lock_dir() / key.name)
    fd, depth = _HELD[path]
    if depth > 1:
        _HELD[path] = (fd, depth - 1)
        return
    del _HELD[path]
    if path in _SHARED:  # a reader: the holder information (of no one) stays as it is
        _SHARED.discard(path)
        os.close(fd)
        return
    if path in _INHERITED:  # the parent still holds it, and its holder information stays
        _INHERITED.discard(path)
        os.close(fd)
        return
    with contextlib.suppress(OSError):
        os.ftruncate(fd, 0)
    os.close(fd)  # closing the last fd of the open file description drops the flock


def _program() -> str:
    arg0 = sys.argv[0] if sys.argv and sys.argv[0] else "python"
    return "artifact" if arg0.endswith(("__main__.py", "artifact")) else os.path.basename(arg0)


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return str(os.getuid())


@contextlib.contextmanager
def hold(keys: list[LockKey], wait: bool = False, echo: Echo = print, shared: bool = False) -> Iterator[None]:
    """Hold every lock of ``keys`` (taken in name order, so two waiting runs never deadlock); with
    ``shared``, as a reader: beside other readers, never beside a run that holds it exclusively."""
    taken: list[LockKey] = []
    try:
        for key in sorted(set(keys), key=lambda k: k.name):
            _acquire(key, wait, echo, shared=shared)
            taken.append(key)
        yield
    finally:
        for key in reversed(taken):
            _unlock(key)


def held_by_me(key: LockKey) -> bool:
    return str(lock_dir() / key.name) in _HELD


def held_fd(key: LockKey) -> int | None:
    """The descriptor of a lock this process holds, to hand to a child (``pass_fds``) that must hold
    it as long as it lives (the energy driver), or None."""
    held = _HELD.get(str(lock_dir() / key.name))
    return held[0] if held is not None else None
