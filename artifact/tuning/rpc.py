"""Several GPUs of one host for one tuning run: TVM's RPC tracker, one RPC server per GPU, MetaSchedule's RPCRunner.

TVM's own distributed machinery, started here as child processes:

* ``python -m tvm.exec.rpc_tracker --host 127.0.0.1 --port P``: the tracker, which hands each
  runner request a free server of the asked key;
* ``python -m tvm_patches.rpc_server --tracker 127.0.0.1:P --key K`` once per GPU, each with
  ``CUDA_VISIBLE_DEVICES`` set to its GPU's UUID (MetaSchedule's runners always use device 0, so each
  server sees only its own GPU): TVM's RPC server with its sessions served in its own process rather
  than in forked children, in which CUDA cannot start once tvm is imported (tvm_patches/rpc_server.py);
* :func:`make_rpc_runner`: MetaSchedule's ``RPCRunner`` with ``RPCConfig(tracker_host, tracker_port,
  tracker_key)`` and one connection per server, so that as many candidates are measured at once as
  there are GPUs (the tuning loop keeps that many in flight, tvm_patches.pipeline.TaskLoop's
  ``runner_slots``). Builds stay in the host's build pool.

Everything listens on 127.0.0.1 only, on ports free when the pool starts. :class:`RpcPool` waits until
the tracker lists every server, starts a server again when it exits while the pool is in use (a
server exits after a session that failed or left its GPU's context broken: up to
``MAX_RESTARTS`` times a server, each said in its log), and stops the servers and the tracker when it
is left, however it is left (an exception or an interrupt included).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import ArtifactError

HOST = "127.0.0.1"
DEFAULT_KEY = "artifact-gpu"
START_TIMEOUT_S = 60.0
MAX_RESTARTS = 5  # per server, while the pool is in use


def free_port() -> int:
    """A TCP port of 127.0.0.1 that no one listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


@dataclass(frozen=True)
class ServerSpec:
    """One RPC server: what it is for (a GPU's index and UUID, or a CPU slot) and its environment."""

    label: str  # "GPU 1 (GPU-...)" or "cpu 0"
    env: dict[str, str] = field(default_factory=dict)  # added to the server's environment


def gpu_servers(uuids: Sequence[tuple[int, str]], one_thread: bool = True) -> list[ServerSpec]:
    """One server per GPU ``(index, uuid)``, each seeing only its GPU (``CUDA_VISIBLE_DEVICES=uuid``);
    ``one_thread``: TVM's host-side work on one thread (as tvm_patches.evaluator.one_thread_runner)."""
    specs = []
    for index, uuid in uuids:
        env = {"CUDA_VISIBLE_DEVICES": uuid}
        if one_thread:
            env["TVM_NUM_THREADS"] = "1"
        specs.append(ServerSpec(f"GPU {index} ({uuid})", env))
    return specs


class RpcPool:
    """A tracker and one RPC server per :class:`ServerSpec`, for as long as the ``with`` block runs."""

    def __init__(self, servers: Sequence[ServerSpec], key: str = DEFAULT_KEY, log_dir: Path | None = None,
                 start_timeout_s: float = START_TIMEOUT_S) -> None:
        if not servers:
            raise ArtifactError("an RPC pool needs at least one server")
        self.servers = list(servers)
        self.key = key
        self.log_dir = log_dir
        self.start_timeout_s = start_timeout_s
        self.tracker_port = 0
        self._procs: list[subprocess.Popen[bytes]] = []  # the tracker, then one per server
        self._logs: list[Any] = []
        self.restarts = [0] * len(self.servers)
        self._stop = threading.Event()
        self._watch: threading.Thread | None = None
        self._lock = threading.Lock()

    # -- processes ------------------------------------------------------------------------------------

    def _log(self, name: str) -> Any:
        if self.log_dir is None:
            return subprocess.DEVNULL
        self.log_dir.mkdir(parents=True, exist_ok=True)
        f = open(self.log_dir / f"{name}.log", "ab")  # noqa: SIM115 - closed in __exit__
        self._logs.append(f)
        return f

    def _start(self, args: list[str], name: str, extra_env: dict[str, str]) -> subprocess.Popen[bytes]:
        env = {**os.environ, **extra_env}
        log = self._log(name)
        proc = subprocess.Popen([sys.executable, "-m", *args], env=env, stdin=subprocess.DEVNULL, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
        return proc

    def __enter__(self) -> RpcPool:
        try:
            self.tracker_port = free_port()
            self._procs.append(self._start(["tvm.exec.rpc_tracker", "--host", HOST, "--port", str(self.tracker_port),
                         "--port-end", str(self.tracker_port + 1), "--silent"], "tracker", {}))
            self._wait_tracker()
            for i in range(len(self.servers)):
                self._procs.append(self._start_server(i))
            self._wait_servers()
        except BaseException:
            self.close()
            raise
        self._watch = threading.Thread(target=self._supervise, name="rpc-pool-supervisor", daemon=True)
        self._watch.start()
        return self

    def _start_server(self, i: int) -> subprocess.Popen[bytes]:
        port = free_port()
        proc = self._start(["tvm_patches.rpc_server", "--host", HOST, "--port", str(port), "--port-end", str(port + 1),
                            "--tracker", f"{HOST}:{self.tracker_port}", "--key", self.key],
                           f"server{i}", self.servers[i].env)
        return proc

    def _supervise(self, period_s: float = 0.5) -> None:
        """Start a server again when it exits while the pool is in use (MAX_RESTARTS times each)."""
        while not self._stop.wait(period_s):
            with self._lock:
                if self._stop.is_set():
                    return
                for i in range(len(self.servers)):
                    proc = self._procs[i + 1]
                    code = proc.poll()
                    if code is None or self.restarts[i] >= MAX_RESTARTS:
                        continue
                    self.restarts[i] += 1
                    note = (f"artifact: the RPC server of {self.servers[i].label} exited with status {code}; "
                            f"starting it again ({self.restarts[i]} of {MAX_RESTARTS})\n")
                    if self.log_dir is not None:
                        with open(self.log_dir / f"server{i}.log", "a") as f:
                            f.write(note)
                    self._procs[i + 1] = self._start_server(i)

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop every server and the tracker (their whole process groups: each server runs a worker)."""
        self._stop.set()
        if self._watch is not None:
            self._watch.join()
            self._watch = None
        for proc in reversed(self._procs):
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                except (ProcessLookupError, PermissionError):
                    pass
        for proc in reversed(self._procs):
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
                proc.wait()
        self._procs.clear()
        for f in self._logs:
            f.close()
        self._logs.clear()

    # -- readiness ------------------------------------------------------------------------------------

    def _dead(self) -> str | None:
        for i, proc in enumerate(self._procs):
            if proc.poll() is not None:
                what = "the RPC tracker" if i == 0 else f"the RPC server of {self.servers[i - 1].label}"
                where = f" (see {self.log_dir})" if self.log_dir is not None else ""
                return f"{what} exited with status {proc.returncode}{where}"
        return None

    def _deadline_loop(self, ready: Any, what: str) -> None:
        deadline = time.monotonic() + self.start_timeout_s
        while True:
            dead = self._dead()
            if dead:
                raise ArtifactError(f"starting the RPC pool: {dead}")
            if ready():
                return
            if time.monotonic() > deadline:
                raise ArtifactError(f"starting the RPC pool: {what} not ready after {self.start_timeout_s:g} s")
            time.sleep(0.2)

    def _wait_tracker(self) -> None:
        def up() -> bool:
            try:
                with socket.create_connection((HOST, self.tracker_port), timeout=1):
                    return True
            except OSError:
                return False

        self._deadline_loop(up, f"the tracker on port {self.tracker_port}")

    def free_servers(self) -> int:
        """Servers of this pool's key that the tracker lists as free now."""
        from tvm import rpc

        try:
            summary = rpc.connect_tracker(HOST, self.tracker_port).summary()
        except (OSError, RuntimeError):
            return 0
        info = summary.get("queue_info", {}).get(self.key, {})
        return int(info.get("free", 0))

    def _wait_servers(self) -> None:
        self._deadline_loop(lambda: self.free_servers() >= len(self.servers),
                            f"{len(self.servers)} server(s) of key {self.key!r}")

    # -- the runner -----------------------------------------------------------------------------------

    def config(self, session_timeout_s: int = 60) -> Any:
        """MetaSchedule's RPCConfig for this pool's tracker and key."""
        from tvm.s_tir.meta_schedule.runner import RPCConfig

        return RPCConfig(tracker_host=HOST, tracker_port=self.tracker_port, tracker_key=self.key,
                         session_timeout_sec=session_timeout_s)


def make_rpc_runner(pool: RpcPool, min_repeat_ms: int, evaluator: str = "planned") -> Any:
    """MetaSchedule's RPCRunner over ``pool``: one connection per server, TVM's evaluator settings
    as for the local runner (artifact.tuning.runner.make_runner), ``evaluator`` "planned" (with the
    tuning loop's early stop, tvm_patches.evaluator.RpcPlannedEvaluator) or "tvm". Each candidate's
    argument buffers are allocated on its server in its own RPC session (no reuse across candidates)."""
    from tvm.s_tir.meta_schedule.runner import EvaluatorConfig, RPCRunner

    from tvm_patches.evaluator import RpcPlannedEvaluator

    from .runner import EVALUATORS

    if evaluator not in EVALUATORS:
        raise ValueError(f"unknown evaluator {evaluator!r}: expected one of {', '.join(EVALUATORS)}")
    return RPCRunner(rpc_config=pool.config(), evaluator_config=EvaluatorConfig(
        number=3, repeat=1, min_repeat_ms=min_repeat_ms, enable_cpu_cache_flush=False),
        f_run_evaluator=RpcPlannedEvaluator() if evaluator == "planned" else None,
        max_workers=len(pool.servers))
