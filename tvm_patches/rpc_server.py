"""TVM's RPC server, each session served inside the server's own process instead of a forked child.

What TVM does: ``python -m tvm.exec.rpc_server`` runs its listening loop in a worker process
(``tvm.support.popen_pool.PopenWorker``, a fresh interpreter that imports tvm) and serves every
session in a child made there with ``multiprocessing.Process``, forked by default (``--no-fork``
switches the start method to spawn).

Why it is changed here: with apache-tvm 0.27, ``import tvm`` itself initializes CUDA in the importing
process (``cuInit`` in a child forked after ``import tvm`` returns CUDA_ERROR_NOT_INITIALIZED, 3;
forked before the import, 0). So every forked session fails its first
CUDA call ("cudaErrorInitializationError"), and every candidate measured through the RPC runner on a
GPU fails; on the CPU target nothing shows it. ``--no-fork`` would start a new interpreter, import
tvm and create a CUDA context for every session, and MetaSchedule's RPC runner opens one session per
candidate. Served in the worker itself, sessions share one CUDA context, as the local runner's
long-lived workers do.

How: :func:`serve_sessions_in_process` is TVM's own ``server_init_callback`` hook (it runs in the
worker before the server starts); it replaces the ``multiprocessing`` name that ``tvm.rpc.server``
uses for its per-session process with :class:`InlineSessions`, whose ``Process`` runs the session at
once, in the calling thread. After each session the device is synchronized: a session that raised,
or that left the CUDA context in an error (a faulting kernel poisons the context for every later
session), ends the process with :data:`EXIT_SESSION_FAILED`, so that whoever started the server sees
it exit and can start it again (``artifact.tuning.rpc.RpcPool`` does). A session that outlives its
client's timeout is not killed here (there is no child to kill): the client gives up on it, as it
does on a forked one.

    python -m tvm_patches.rpc_server --host 127.0.0.1 --port 9190 --port-end 9191 --tracker 127.0.0.1:9100 --key K
"""

from __future__ import annotations

import argparse
import logging
import os
import socket
import sys
from collections.abc import Callable
from typing import Any

EXIT_SESSION_FAILED = 70
logger = logging.getLogger("artifact.rpc_server")


def _exit(code: int) -> None:  # the process, at once: no thread of a broken server may go on serving
    logging.shutdown()
    os._exit(code)


def device_healthy() -> str | None:
    """None when no GPU is visible or its context still works; else what failed (one line)."""
    import tvm

    try:
        dev = tvm.runtime.cuda(0)
        if not dev.exist:
            return None
        dev.sync()
    except Exception as exc:  # noqa: BLE001 - any failure of the context counts
        return " ".join(str(exc).split())[-300:]
    return None


class InlineProcess:
    """Stands where ``multiprocessing.Process`` did in ``tvm.rpc.server._serving``: ``start`` serves the
    session in this process; ``join`` and ``is_alive`` then have nothing left to wait for."""

    def __init__(self, target: Callable[..., Any], args: tuple[Any, ...] = (), *,
                 check: Callable[[], str | None] = device_healthy, fail: Callable[[int], None] = _exit) -> None:
        self._target, self._args, self._check, self._fail = target, args, check, fail
        self.exitcode: int | None = None
        self.pid = os.getpid()

    def start(self) -> None:
        # TVM's C++ session loop owns the socket's descriptor and closes it when the session ends; in a
        # forked child that is the child's copy. Here it gets a duplicate, so that the descriptor TVM's
        # Python side closes after the session (tvm.rpc.server._serving) is still its own.
        dups = [a.dup() if isinstance(a, socket.socket) else None for a in self._args]
        args = tuple(d if d is not None else a for d, a in zip(dups, self._args, strict=True))
        try:
            self._target(*args)
        except BaseException as exc:  # noqa: BLE001 - the session's own error ends this server
            logger.error("RPC session failed: %s; the server exits (%d)", " ".join(str(exc).split())[-300:],
                         EXIT_SESSION_FAILED)
            self.exitcode = 1
            self._fail(EXIT_SESSION_FAILED)
            return
        finally:
            for d in dups:
                if d is not None:
                    d.detach()  # closed by the session loop already: forget it, never close it twice
        problem = self._check()
        if problem is not None:
            logger.error("the GPU context failed after an RPC session: %s; the server exits (%d)", problem,
                         EXIT_SESSION_FAILED)
            self.exitcode = 1
            self._fail(EXIT_SESSION_FAILED)
            return
        self.exitcode = 0

    def join(self, timeout: float | None = None) -> None:
        return None

    def is_alive(self) -> bool:
        return False

    def terminate(self) -> None:
        return None


class InlineSessions:
    """The part of the ``multiprocessing`` module that ``tvm.rpc.server`` uses, sessions in-process."""

    Process = InlineProcess

    @staticmethod
    def set_start_method(method: str, force: bool = False) -> None:
        return None


def serve_sessions_in_process() -> None:
    """TVM's ``server_init_callback``: from here on, this process serves its sessions itself."""
    import tvm.rpc.server as server

    server.multiprocessing = InlineSessions  # type: ignore[assignment]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tvm_patches.rpc_server", description=__doc__.splitlines()[0])
    ap.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    ap.add_argument("--port", type=int, default=9090, help="first port to try")
    ap.add_argument("--port-end", type=int, default=9199, help="end of the port range (exclusive)")
    ap.add_argument("--tracker", default=None, help="HOST:PORT of an RPC tracker to register with")
    ap.add_argument("--key", default="", help="the key the server registers under (needed with --tracker)")
    a = ap.parse_args(argv)
    tracker_addr = None
    if a.tracker:
        host, port = a.tracker.rsplit(":", 1)
        tracker_addr = (host, int(port))
        if not a.key:
            print("error: --tracker needs --key", file=sys.stderr)
            return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    from tvm import rpc

    server = rpc.Server(a.host, a.port, a.port_end, key=a.key, tracker_addr=tracker_addr,
                        server_init_callback=serve_sessions_in_process)
    logger.info("bound to port %s; sessions are served in the server's worker process", server.port)
    server.proc.join()
    proc = getattr(server.proc, "_proc", None)  # PopenWorker's subprocess.Popen (tvm.support.popen_pool)
    code = proc.returncode if proc is not None else None
    return EXIT_SESSION_FAILED if code else 0


if __name__ == "__main__":
    raise SystemExit(main())
