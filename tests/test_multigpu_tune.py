"""Several GPUs of one host for tuning: TVM's RPC tracker with one server per GPU (artifact/tuning/rpc.py),
the tuning loop keeping one candidate per server in flight (tvm_patches.pipeline.TaskLoop's runner_slots),
and the refusals of `artifact tune --gpus`. Real tracker and servers on the CPU target here."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from helpers import FakeCostModel, FakeDatabase, FakeTuneContext
from reliability_fixtures import HANG_S, wait_for

from artifact.errors import ArtifactError

SHAPE = "conv2d:N=1,H=8,W=8,CO=8,CI=8,KH=3,KW=3,stride=1,padding=1"
CASE_DIR = "conv2d-1x8x8x8x8x3x3-s1-p1"


def _loop_with_slots(slots: int, batch: int = 6, batches: int = 2, run_s: float = 0.05):
    """A TaskLoop over fakes whose runner sleeps ``run_s`` per candidate; returns the most candidates
    that were being run at once, the results the loop joined (per batch), and the loop's return."""
    import tvm.s_tir.meta_schedule.builder as msb
    import tvm.s_tir.meta_schedule.database as msd
    import tvm.s_tir.meta_schedule.runner as msr

    from tvm_patches.pipeline import Task, TaskLoop

    state = {"now": 0, "most": 0, "started": 0}
    lock = threading.Lock()
    first_ones = threading.Barrier(slots)  # the first run of each slot meet: they overlap, whatever the speed
    joined: list[list[float]] = []

    class Ctx(FakeTuneContext):
        def candidates(self, k):
            return [SimpleNamespace(sch=SimpleNamespace(mod=f"{k}|{i}", trace=f"t{k}.{i}"), args_info=[])
                    for i in range(batch)]

        def notify_runner_results(self, cands, results):
            joined.append([r.run_secs[0] for r in results])

    class Builder:
        def build(self, inputs):
            return [SimpleNamespace(error_msg=None, artifact_path=mod) for mod in inputs]

    class Runner:
        def run(self, inputs):
            ((path, _dev),) = inputs
            with lock:
                state["now"] += 1
                state["most"] = max(state["most"], state["now"])
                state["started"] += 1
                first = state["started"] <= slots
            if first:
                first_ones.wait(HANG_S)
            time.sleep(run_s)
            with lock:
                state["now"] -= 1
            secs = float(path.split("|")[1])  # the candidate's own index: results must stay aligned
            return [SimpleNamespace(result=lambda: SimpleNamespace(run_secs=[secs], error_msg=None))]

    mp = pytest.MonkeyPatch()
    mp.setattr(msb, "BuilderInput", lambda mod, target: mod)
    mp.setattr(msr, "RunnerInput", lambda path, dev, args: (path, dev))
    mp.setattr(msd, "TuningRecord", lambda trace, wl, secs, target, args: (trace, secs))
    try:
        n = TaskLoop([Task(Ctx(), FakeDatabase(), FakeCostModel(), batches * batch, name="A")], Builder(), Runner(),
                     num_trials_per_iter=batch, pipeline=True, runner_slots=slots).run()
    finally:
        mp.undo()
    return state["most"], joined, n


@pytest.mark.serial  # thread timing
def test_the_loop_keeps_one_candidate_per_runner_slot_in_flight_and_results_aligned():
    most, joined, n = _loop_with_slots(2)
    assert most == 2  # two candidates measured at once, never more
    assert joined == [[float(i) for i in range(6)]] * 2 and n == [12]
    most, joined, _ = _loop_with_slots(1)
    assert most == 1 and joined == [[float(i) for i in range(6)]] * 2


def test_the_loop_refuses_no_runner_slot():
    from tvm_patches.pipeline import TaskLoop

    with pytest.raises(ValueError, match="runner_slots"):
        TaskLoop([], None, None, runner_slots=0)


def _kernel(tmp_path, name: str) -> str:
    import tvm
    from tvm import te

    A = te.placeholder((4096,), name="A")
    B = te.compute((4096,), lambda i: A[i] * 2.0 + 1.0, name="B")
    path = str(tmp_path / f"{name}.so")
    tvm.compile(tvm.IRModule({"main": te.create_prim_func([A, B])}), target="llvm").export_library(path)
    return path


@pytest.fixture(scope="module")
def rpc_pool(tmp_path_factory):
    """A tracker and two CPU servers of key artifact-test, started once for the three serial tests of a live
    pool (a start imports TVM in five processes), in this file's order: candidates measured through both,
    a session served in a server's own worker, a killed server started again. Leaving it stops every
    process and leaves one log each."""
    from artifact.tuning.rpc import RpcPool, ServerSpec

    logs = tmp_path_factory.mktemp("rpc") / "logs"
    servers = [ServerSpec(f"cpu {i}", {"TVM_NUM_THREADS": "1"}) for i in range(2)]
    with RpcPool(servers, key="artifact-test", log_dir=logs) as pool:
        started = list(pool._procs)
        assert len(started) == 3 and all(p.poll() is None for p in started)
        yield pool
        procs = list(pool._procs)
    assert all(p.poll() is not None for p in started + procs)  # tracker and servers stopped on leaving
    assert sorted(f.name for f in logs.iterdir()) == ["server0.log", "server1.log", "tracker.log"]


@pytest.mark.serial  # a tracker and two servers (processes)
def test_a_local_tracker_and_two_rpc_servers_measure_candidates_through_the_rpc_runner(rpc_pool, tmp_path):
    from tvm.s_tir.meta_schedule.arg_info import TensorInfo
    from tvm.s_tir.meta_schedule.runner import RunnerInput

    from artifact.tuning.rpc import make_rpc_runner

    pool = rpc_pool
    args = [TensorInfo("float32", [4096]), TensorInfo("float32", [4096])]
    inputs = [RunnerInput(_kernel(tmp_path, f"k{i}"), "cpu", args) for i in range(4)]
    assert all(p.poll() is None for p in pool._procs)
    assert pool.free_servers() == 2  # the tracker lists both servers under the key
    runner = make_rpc_runner(pool, min_repeat_ms=5)
    results = [f.result() for f in runner.run(inputs)]
    assert all(r.error_msg is None for r in results), [r.error_msg for r in results]
    assert all(len(r.run_secs) == 1 and 0 < float(r.run_secs[0]) < 1 for r in results)
    # a server registers again once its session has ended: an event (the wait only ends a hang)
    wait_for(lambda: pool.free_servers() >= 2, "both servers registered again")
    assert pool.free_servers() == 2  # every session handed back


def test_a_server_that_cannot_start_is_one_line_and_the_pool_stops(tmp_path, monkeypatch):
    from artifact.tuning import rpc

    started = []
    real_start = rpc.RpcPool._start

    def start(self, args, name, env):
        if args[0] == "tvm_patches.rpc_server":
            args = ["tvm.exec.no_such_module"]
        proc = real_start(self, args, name, env)
        started.append(proc)
        return proc

    monkeypatch.setattr(rpc.RpcPool, "_start", start)
    with pytest.raises(ArtifactError, match="RPC server of cpu 0 exited with status 1"):
        with rpc.RpcPool([rpc.ServerSpec("cpu 0")], log_dir=tmp_path, start_timeout_s=30):
            pass
    assert started and all(p.poll() is not None for p in started)


def _two_gpus(tmp_path, monkeypatch, second_name: str) -> None:
    from conftest import FAKE_H100

    other = dict(FAKE_H100, uuid="GPU-11111111-fake-0000-0000-000000000000", name=second_name)
    state = tmp_path / "nvml.json"
    state.write_text(json.dumps({"gpus": [dict(FAKE_H100), other]}))
    monkeypatch.setenv("ARTIFACT_FAKE_NVML", str(state))
    monkeypatch.setenv("ARTIFACT_LOCK_DIR", str(tmp_path / "locks"))


def test_gpus_of_different_models_are_refused_unless_asked(tmp_path, monkeypatch):
    from artifact.gpu import check_same_model, gpu_info
    from artifact.tuning.tune import TuneOptions, gpus_for

    _two_gpus(tmp_path, monkeypatch, "NVIDIA H200")
    first = gpu_info(0)
    with pytest.raises(ArtifactError, match="different models.*--mixed-gpus"):
        gpus_for(TuneOptions(gpus=(0, 1)), first)
    assert [g.index for g in gpus_for(TuneOptions(gpus=(0, 1), mixed_gpus=True), first)] == [0, 1]
    check_same_model([first, first], mixed=False)
    with pytest.raises(ArtifactError, match="needs a CUDA target"):
        gpus_for(TuneOptions(gpus=(0, 1)), None)
    assert gpus_for(TuneOptions(), None) == [] and gpus_for(TuneOptions(), first) == [first]


def test_tune_gpus_refusals_are_one_line(cli, tmp_path, monkeypatch):
    _two_gpus(tmp_path, monkeypatch, "NVIDIA H100 80GB HBM3")
    res = tmp_path / "results"
    for args, message in [
        (["--gpus", "0,0"], "distinct GPU indices"),
        (["--gpus", "0,x"], "comma-separated GPU indices"),
        (["--gpus", "0,1", "--target", "llvm"], "--gpus needs a CUDA target"),
        (["--gpus", "0,1", "--set", "cpu_servers=2"], "exclude each other"),
        (["--gpus", "0,2"], "unknown GPU index 2"),
    ]:
        r = cli("tune", "--shape", SHAPE, "--results", res, *args)
        assert r.exit_code != 0 and message in r.output, (args, r.output)
        assert r.output.startswith("error:") and len(r.output.strip().splitlines()) == 1
    assert not (res / CASE_DIR / "tune" / "database_tuning_record.json").exists()


@pytest.mark.slow  # a real (tiny) search through two RPC servers, with a population of its own
def test_tune_through_two_cpu_rpc_servers(cli, tmp_path, monkeypatch):
    from artifact.schema.tunedb import read_records

    monkeypatch.setenv("ARTIFACT_LOCK_DIR", str(tmp_path / "locks"))
    res = tmp_path / "results"
    r = cli("tune", "--shape", SHAPE, "--target", "llvm", "--results", res, "--trials", 8, "--set", "batch=4",
            "--seed", 1, "--workers", 2, "--set", "cpu_servers=2", "--population", 16)
    assert r.exit_code == 0, r.output
    assert "2 server(s): cpu 0, cpu 1" in r.output and "8/8 trials" in r.output
    tune = res / CASE_DIR / "tune"
    assert len(read_records(tune)) == 8 and any(x.valid for x in read_records(tune))
    runs = json.loads((tune / "runs.json").read_text())
    assert runs[0]["rpc_servers"] == 2 and runs[0]["gpus"] == [] and runs[0]["population"] == 16
    assert np.isfinite(runs[0]["trials_per_min"])


def _descendants(pid: int) -> set[int]:
    """Every process below ``pid`` (Linux /proc)."""
    parents: dict[int, int] = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            parents[int(d.name)] = int(fields[1])
    out, frontier = set(), {pid}
    while frontier:
        frontier = {p for p, pp in parents.items() if pp in frontier} - out
        out |= frontier
    return out


@pytest.mark.serial  # a tracker and two servers (processes)
def test_rpc_sessions_are_served_in_the_servers_own_worker_not_a_forked_child(rpc_pool):
    from tvm import rpc as tvm_rpc

    from artifact.tuning.rpc import HOST

    pool = rpc_pool
    wait_for(lambda: pool.free_servers() >= 2, "both servers free")
    servers = pool._procs[1:]
    before = [_descendants(s.pid) for s in servers]
    sess = tvm_rpc.connect_tracker(HOST, pool.tracker_port).request("artifact-test", session_timeout=30)
    assert sess.cpu(0).exist  # a live session: TVM's fork mode would have a child serving it now
    during = [_descendants(s.pid) for s in servers]
    del sess
    assert [len(b) for b in before] == [1, 1] and during == before  # each its worker (tvm.support.popen_pool), no more
    wait_for(lambda: pool.free_servers() >= 2, "the session handed back")


def test_an_inline_session_that_fails_or_breaks_the_device_ends_the_server():
    from tvm_patches.rpc_server import EXIT_SESSION_FAILED, InlineProcess

    calls: list[int] = []

    def boom() -> None:
        raise RuntimeError("CUDA: an illegal memory access was encountered")

    ok = InlineProcess(lambda: calls.append(0), check=lambda: None, fail=calls.append)
    ok.start()
    assert calls == [0] and ok.exitcode == 0 and not ok.is_alive()
    failed = InlineProcess(boom, check=lambda: None, fail=calls.append)
    failed.start()
    assert calls == [0, EXIT_SESSION_FAILED] and failed.exitcode == 1
    broken = InlineProcess(lambda: None, check=lambda: "cudaErrorIllegalAddress", fail=calls.append)
    broken.start()
    assert calls == [0, EXIT_SESSION_FAILED, EXIT_SESSION_FAILED] and broken.exitcode == 1


def test_the_init_callback_makes_tvms_server_serve_sessions_in_process(monkeypatch):
    import tvm.rpc.server as server

    from tvm_patches.rpc_server import InlineProcess, serve_sessions_in_process

    monkeypatch.setattr(server, "multiprocessing", server.multiprocessing)  # restored after the test
    serve_sessions_in_process()
    assert server.multiprocessing.Process is InlineProcess


@pytest.mark.serial  # a tracker and two servers, one of them killed
def test_the_pool_starts_a_server_again_when_it_exits(rpc_pool):
    import signal

    pool = rpc_pool
    assert pool.restarts == [0, 0]
    first, other = pool._procs[1], pool._procs[2]
    os.killpg(first.pid, signal.SIGKILL)
    wait_for(lambda: pool.restarts[0] > 0 and pool.free_servers() >= 2, "the server started again")
    assert pool.restarts == [1, 0] and pool._procs[1] is not first and pool._procs[1].poll() is None
    assert pool._procs[2] is other and other.poll() is None  # the other server went on
    assert pool.free_servers() == 2
    assert pool.log_dir is not None
    assert "exited with status -9; starting it again (1 of 5)" in (pool.log_dir / "server0.log").read_text()
