"""tvm_patches: each test fails without the patch it covers (see tvm_patches/README.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from helpers import FakeDatabase, FakeTuneContext

ROOT = Path(__file__).resolve().parent.parent

_BUILD_PROBE = r"""
import sys, json
import tvm
from tvm import te
from tvm.target import Target
A = te.placeholder((64,), name="A")
B = te.compute((64,), lambda i: A[i] * 2.0, name="B")
mod = tvm.IRModule({"main": te.create_prim_func([A, B])})
which = sys.argv[1]
if which == "patched":
    from tvm_patches.builder import build_module as build
else:
    from tvm.s_tir.meta_schedule.builder.local_builder import default_build as build
rt = build(mod, Target("llvm"), None)
print(json.dumps({"tensor_intrin_imported": "tvm.s_tir.tensor_intrin" in sys.modules, "built": rt is not None}))
"""


def _probe(which: str) -> dict:
    out = subprocess.run([sys.executable, "-c", _BUILD_PROBE, which], cwd=ROOT, capture_output=True, text=True,
                         timeout=300, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.slow  # imports every tensor intrinsic of TVM (20-50 s on 2 cores)
def test_builder_worker_skips_tensor_intrin_import():
    """The patched build function compiles without importing tvm.s_tir.tensor_intrin; TVM's own imports it."""
    patched, stock = _probe("patched"), _probe("stock")
    assert patched == {"tensor_intrin_imported": False, "built": True}
    assert stock["tensor_intrin_imported"] is True  # what the patch removes (15-25 s per worker process)


def _cuda_path() -> str | None:
    for p in (os.environ.get("CUDA_PATH"), "/usr/local/cuda", "/usr/local/cuda-13.0"):
        if p and Path(p, "include", "cuda_runtime.h").exists():
            return p
    return None


def test_nvrtc_stub_headers_give_identical_kernels(tuned_cuda, monkeypatch):
    """A TVM-generated conv2d kernel compiles to the same PTX with the in-memory headers as with libcu++."""
    pytest.importorskip("cuda.bindings.nvrtc")
    cuda = _cuda_path()
    if cuda is None:
        pytest.skip("no CUDA toolkit headers (cuda_runtime.h) for TVM's NVRTC path")
    monkeypatch.setenv("CUDA_PATH", cuda)
    from cuda.bindings import nvrtc
    from tvm.support import nvcc

    from artifact.catalog import resolve_case
    from artifact.schema.tunedb import read_records
    from artifact.tuning.export import lower

    case = resolve_case("7")
    rec = next(r for r in read_records(tuned_cuda / "case7" / "tune") if r.valid)
    source, _ = lower(case, rec.trace, rec.target)

    headers_seen: list[int] = []
    original_create = nvrtc.nvrtcCreateProgram

    def spy(src, name, n, headers, names):  # sees what TVM (or the patch) hands NVRTC
        headers_seen.append(n)
        return original_create(src, name, n, headers, names)

    monkeypatch.setattr(nvrtc, "nvrtcCreateProgram", spy)
    original_compile = nvcc.compile_cuda
    stock = bytes(original_compile(source, "ptx", "sm_90", compiler="nvrtc"))
    assert headers_seen == [0]

    import tvm_patches.nvrtc_headers as nh

    monkeypatch.setattr(nh, "_installed", False)
    monkeypatch.setattr(nvcc, "compile_cuda", original_compile)
    monkeypatch.setattr(nvcc, "find_cuda_path", nvcc.find_cuda_path)
    assert nh.install()
    fallbacks = nh.stats["fallbacks"]
    patched = bytes(nvcc.compile_cuda(source, "ptx", "sm_90", compiler="nvrtc"))
    assert headers_seen[-1] == 3 and nh.stats["fallbacks"] == fallbacks  # the stubs were used, no fallback
    entry = b".visible .entry"
    assert entry in stock
    assert patched[patched.index(entry):] == stock[stock.index(entry):]


def test_the_toolkit_is_looked_up_once_per_process_not_per_compile(monkeypatch, tmp_path):
    """TVM runs ``which nvcc`` in a new process before every NVRTC compile; once installed, the first
    answer is kept (an ``nvcc`` on PATH here, so that the lookup succeeds on a host without a toolkit)."""
    pytest.importorskip("cuda.bindings.nvrtc")
    import subprocess

    from tvm.support import nvcc

    import tvm_patches.nvrtc_headers as nh

    monkeypatch.delenv("CUDA_PATH", raising=False)
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "nvcc").write_text("#!/bin/sh\n")
    (tmp_path / "bin" / "nvcc").chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    started: list[list[str]] = []
    real_popen = subprocess.Popen

    def popen(cmd, *a, **k):
        started.append(list(cmd))
        return real_popen(cmd, *a, **k)

    monkeypatch.setattr(subprocess, "Popen", popen)
    monkeypatch.setattr(nh, "_installed", False)
    monkeypatch.setattr(nvcc, "compile_cuda", nvcc.compile_cuda)
    monkeypatch.setattr(nvcc, "find_cuda_path", nvcc.find_cuda_path)
    assert nh.install()
    assert [nvcc.find_cuda_path() for _ in range(3)] == [str(tmp_path)] * 3
    assert started.count(["which", "nvcc"]) == 1, started


HANG_S = 600.0  # only a loop that never lets an event happen waits this long: the fakes wait for events
RUN_S = 0.05  # the most a candidate's run lasts in the fake loop's runner (runs_wait_for), else it takes no time

# ---------------------------------------------------------------------------------- pipeline
class _Events:
    def __init__(self) -> None:
        self.log: list[tuple[str, object]] = []
        self.lock = threading.Condition()

    def add(self, what: str, k: object) -> None:
        with self.lock:
            self.log.append((what, k))
            self.lock.notify_all()

    def wait(self, what: str, k: object, at_most_s: float) -> bool:
        """Until (what, k) is logged, or ``at_most_s`` passed; whether it was."""
        with self.lock:
            return self.lock.wait_for(lambda: (what, k) in self.log, at_most_s)

    def pos(self, what: str, k: object) -> int:
        return self.log.index((what, k))


# join_first True: the first batch is joined before the second is searched (fresh_batches 2), then the lag
# applies: both branches of a batch's due test. False (fresh_batches 1: the lag from the first batch on) takes
# the second branch alone: a slow test (make test-slow), beside the fast True one.
JOIN_FIRST = [True, pytest.param(False, marks=pytest.mark.slow)]


def _fake_loop(pipeline: bool, batches: int, batch: int = 4, tasks: tuple[str, ...] = ("",),
               lags: dict[str, int] | None = None, builder_waits_for_join: bool = False, join_first: bool = True,
               builder_waits_for_search: dict[str, str] | None = None, streaming: bool = False,
               lag: int | None = None, fresh: int | None = None, gated: bool = False, slow_update_s: float = 0.0,
               hold_builds: bool = True, slow_builds: dict[str, float] | None = None, overlap_batches: bool = True,
               builds_wait_for_runs: dict[str, list[str]] | None = None,
               runs_wait_for: dict[str, tuple[str, str]] | None = None, before_search: tuple[str, ...] = ()):
    """A TuningLoop (one task) or TaskLoop (several) over fakes that record when each batch is
    searched, built, run and joined; events are (what, "task:batch"). The fakes wait for events of the
    loop, never for a duration (HANG_S only ends a test whose event never comes: a loop that cannot
    overlap them). builder_waits_for_join: the builder of batch k waits for the join of batch k-1 and
    records that it came. builder_waits_for_search: {batch: other}: the builder of batch waits for the
    search of batch other to start and records that it came. runs_wait_for: {batch: (what, other)}: the run
    of batch's first candidate lasts until the loop's event (what, other), e.g. ("search", ":2"), at most RUN_S
    per candidate of the batch (the time a batch's run stands for: a loop that puts two batches on the runner
    out of order cannot hang on it); every other run takes no time. streaming: the builder has ``submit`` (one
    future per candidate, candidate i built after 20*(i+1) ms, the last one not before candidate 0 started
    running) and records ("built", "task:batch|i");
    the runner records ("run_start", "task:batch|i"). lag, fresh: the one task's lag and fresh_batches.
    gated: the builder has ``begin_batch``/``submit_one`` and 2 workers, each candidate takes 80 ms
    and records ("build_start", "task:batch|i") when it is handed over. slow_update_s: the cost-model update
    takes this long, between ("update_start", batch) and ("update_end", batch). hold_builds: the
    one-task loop's hold_builds. slow_builds: {"task:batch|i": seconds} gated candidates that take that long.
    builds_wait_for_runs: {"task:batch|i": ["task:batch|j", ...]}: that gated candidate is built only once
    those candidates started running. overlap_batches: the one-task loop's. before_search: the tasks (of
    several) whose hook records ("before_search", task) before each of their searches."""
    import tvm.s_tir.meta_schedule.builder as msb
    import tvm.s_tir.meta_schedule.database as msd
    import tvm.s_tir.meta_schedule.runner as msr

    from tvm_patches.pipeline import Task, TaskLoop, TuningLoop

    ev = _Events()
    run_count = {"n": 0}

    class Ctx(FakeTuneContext):
        def candidates(self, k):
            ev.add("search", f"{self.name}:{k}")
            searched.setdefault(f"{self.name}:{k}", threading.Event()).set()
            return [SimpleNamespace(batch=f"{self.name}:{k}", sch=SimpleNamespace(mod=f"{self.name}:{k}|{i}", trace=f"{self.name}t{k}.{i}"),
                                    args_info=[]) for i in range(batch)]

        def notify_runner_results(self, cands, results):
            ev.add("join", cands[0].batch)
            joined.setdefault(cands[0].batch, threading.Event()).set()

    joined: dict[str, threading.Event] = {}
    searched: dict[str, threading.Event] = {}
    ran: dict[str, threading.Event] = {}

    class Builder:
        def build(self, inputs):
            name, _, k = inputs[0].partition("|")[0].rpartition(":")
            ev.add("build_start", f"{name}:{k}")
            if f"{name}:{k}" in (builder_waits_for_search or {}):
                came = searched.setdefault(builder_waits_for_search[f"{name}:{k}"], threading.Event()).wait(HANG_S)
                ev.add("search_during_build" if came else "no_search_during_build", f"{name}:{k}")
            if builder_waits_for_join and int(k) > 0:
                came = joined.setdefault(f"{name}:{int(k) - 1}", threading.Event()).wait(HANG_S)
                ev.add("join_during_build" if came else "no_join_during_build", f"{name}:{k}")
            ev.add("build_end", f"{name}:{k}")
            return [SimpleNamespace(error_msg=None, artifact_path=mod) for mod in inputs]

    class StreamingBuilder(Builder):
        def submit(self, inputs):
            from concurrent.futures import ThreadPoolExecutor

            def one(i, mod):
                time.sleep(0.02 * (i + 1))
                if i == len(inputs) - 1:  # the last one waits until candidate 0 is on the runner
                    assert ran.setdefault(mod.rpartition("|")[0] + "|0", threading.Event()).wait(HANG_S)
                ev.add("built", mod)
                return SimpleNamespace(error_msg=None, artifact_path=mod)

            pool = ThreadPoolExecutor(max_workers=len(inputs))
            futs = [pool.submit(one, i, mod) for i, mod in enumerate(inputs)]
            pool.shutdown(wait=False)
            return futs

    class GatedBuilder(Builder):
        max_workers = 2

        def __init__(self):
            from concurrent.futures import ThreadPoolExecutor

            self.pool = ThreadPoolExecutor(max_workers=self.max_workers)
            self.batches = 0

        def begin_batch(self):
            self.batches += 1

        def submit_one(self, mod):
            # the candidate starts when the loop hands it over: window <= workers, so a worker is free
            ev.add("build_start", mod)

            def one():
                time.sleep((slow_builds or {}).get(mod, 0.08))
                for other in (builds_wait_for_runs or {}).get(mod, []):
                    assert ran.setdefault(other, threading.Event()).wait(HANG_S), f"{other} never ran"
                ev.add("built", mod)
                return SimpleNamespace(error_msg=None, artifact_path=mod)

            return self.pool.submit(one)

    class Runner:
        def run(self, inputs):
            path = inputs[0][0]  # the built candidate, "task:batch|i"
            k = path if streaming else run_count["n"]
            run_count["n"] += 1
            ev.add("run_start", k)
            ran.setdefault(k, threading.Event()).set()
            of, _, i = path.partition("|")
            if of in (runs_wait_for or {}) and i == "0":
                ev.wait(*runs_wait_for[of], at_most_s=RUN_S * batch)
            ev.add("run_end", k)
            return [SimpleNamespace(result=lambda: SimpleNamespace(run_secs=[1e-4], error_msg=None)) for _ in inputs]

    records: list = []
    updates: list[int] = []

    class Cost:
        def update(self, ctx, cands, results):
            updates.append(len(cands))
            if slow_update_s:
                ev.add("update_start", cands[0].batch)
                time.sleep(slow_update_s)
                ev.add("update_end", cands[0].batch)

    mp = pytest.MonkeyPatch()
    mp.setattr(msb, "BuilderInput", lambda mod, target: mod)
    mp.setattr(msr, "RunnerInput", lambda path, dev, args: (path, dev))
    mp.setattr(msd, "TuningRecord", lambda trace, wl, secs, target, args: (trace, secs))
    try:
        if len(tasks) == 1:
            builder = GatedBuilder() if gated else StreamingBuilder() if streaming else Builder()
            loop = TuningLoop(Ctx(tasks[0]), builder, Runner(), FakeDatabase(records), Cost(),
                              num_trials_per_iter=batch, pipeline=pipeline, hold_builds=hold_builds,
                              overlap_batches=overlap_batches)
            loop.task.fresh_batches = fresh if fresh is not None else (2 if join_first else 1)
            loop.task.lag = lag
            n = loop.tune(batches * batch)
        else:
            n = TaskLoop([Task(Ctx(t), FakeDatabase(records), Cost(), batches * batch, name=t, lag=(lags or {}).get(t),
                               fresh_batches=2 if join_first else 1,
                               before_search=(lambda turn, t=t: ev.add("before_search", t)) if t in before_search else None)
                          for t in tasks],
                         Builder(), Runner(), num_trials_per_iter=batch, pipeline=pipeline).run()
    finally:
        mp.undo()
    return ev, n, records, updates


@pytest.mark.parametrize("join_first", JOIN_FIRST)
@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_pipelined_loop_overlaps_the_next_search_with_the_runner(join_first):
    ev, n, records, updates = _fake_loop(pipeline=True, batches=4, join_first=join_first,
                                         runs_wait_for={f":{k}": ("search", f":{k + 1}") for k in range(1 if join_first else 0, 3)})
    assert n == 16 and len(records) == 16 and updates == [4, 4, 4, 4]
    if join_first:  # the second batch starts from the first one's best
        assert ev.pos("join", ":0") < ev.pos("search", ":1")
    for k in range(0 if not join_first else 1, 3):
        assert ev.pos("search", f":{k + 1}") < ev.pos("join", f":{k}")  # batch k+1 searched while batch k is measured
    for k in range(2):
        assert ev.pos("join", f":{k}") < ev.pos("search", f":{k + 2}")  # but never two batches stale
    assert [r[0] for r in records] == [f"t{k}.{i}" for k in range(4) for i in range(4)]  # commit order kept


@pytest.mark.parametrize("join_first", JOIN_FIRST)
@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_pipelined_loop_joins_while_the_next_batch_builds(join_first):
    ev, n, records, _ = _fake_loop(pipeline=True, batches=4, builder_waits_for_join=True, join_first=join_first,
                                   runs_wait_for={f":{k}": ("build_start", f":{k + 1}") for k in range(1 if join_first else 0, 3)})
    assert n == 16 and len(records) == 16
    for k in (2, 3) if join_first else (1, 2, 3):  # batch k-1's join (database, cost model) ran while batch k built
        assert ("join_during_build", f":{k}") in ev.log, ev.log
        assert ev.pos("build_start", f":{k}") < ev.pos("join", f":{k - 1}") < ev.pos("build_end", f":{k}")


@pytest.mark.parametrize("join_first", JOIN_FIRST)
@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_pipelined_loop_searches_while_the_previous_batch_builds(join_first):
    # batch k+1 needs the join of batch k-1 only (lag 1), not batch k's build: the builder of batch k
    # waits for the next search to start (it never would if the loop built in line, as TVM does)
    overlapped = {f":{k}": f":{k + 1}" for k in ((1, 2) if join_first else (0, 1, 2))}
    ev, n, records, _ = _fake_loop(pipeline=True, batches=4, join_first=join_first, builder_waits_for_search=overlapped)
    assert n == 16 and len(records) == 16
    for b, nxt in overlapped.items():
        assert ("search_during_build", b) in ev.log, ev.log
        assert ev.pos("search", nxt) < ev.pos("build_end", b)
    assert [r[0] for r in records] == [f"t{k}.{i}" for k in range(4) for i in range(4)]


@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_interleaved_tasks_search_while_the_previous_task_builds():
    overlapped = {"A:0": "B:0", "B:0": "A:1", "A:1": "B:1"}
    ev, n, _, _ = _fake_loop(pipeline=True, batches=2, tasks=("A", "B"), builder_waits_for_search=overlapped)
    assert n == [8, 8]
    for b, nxt in overlapped.items():
        assert ("search_during_build", b) in ev.log, ev.log
        assert ev.pos("search", nxt) < ev.pos("build_end", b)


@pytest.mark.parametrize("lag", [0, 1])
@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_each_candidate_is_run_as_soon_as_it_is_built(lag):
    # TVM's runner starts after the whole batch is built; here candidate 0 of a batch is on the GPU
    # while the later ones still build, and every candidate runs after its own build
    ev, n, records, updates = _fake_loop(pipeline=True, batches=3, streaming=True, lag=lag)
    assert n == 12 and len(records) == 12 and updates == [4, 4, 4]
    for k in range(3):
        if k == 0 or lag == 0:  # (lag 1: the runner may still be busy with batch k-1)
            assert ev.pos("run_start", f":{k}|0") < ev.pos("built", f":{k}|3"), ev.log
        for i in range(4):
            assert ev.pos("built", f":{k}|{i}") < ev.pos("run_start", f":{k}|{i}")
        if k and lag == 0:  # TVM's order: each batch joined before the next is searched
            assert ev.pos("join", f":{k - 1}") < ev.pos("search", f":{k}")
    assert [r[0] for r in records] == [f"t{k}.{i}" for k in range(3) for i in range(4)]  # commit order kept


def _starts_during_updates(log: list) -> list:
    inside, starts = False, []
    for what, k in log:
        if what in ("update_start", "update_end"):
            inside = what == "update_start"
        elif what == "build_start" and inside:
            starts.append(k)
    return starts


@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_no_candidate_starts_building_while_a_batch_is_joined():
    # the join's cost-model training is 20-40x slower with a build on every core beside it: a gated
    # builder starts no candidate during a join; candidates already compiling may finish
    ev, n, records, updates = _fake_loop(pipeline=True, batches=4, batch=8, streaming=True, lag=1, fresh=1,
                                         gated=True, slow_update_s=0.15, runs_wait_for={":1": ("search", ":2")})
    assert n == 32 and updates == [8] * 4
    assert [r[0] for r in records] == [f"t{k}.{i}" for k in range(4) for i in range(8)]
    for k in range(4):
        for i in range(8):
            assert ev.pos("build_start", f":{k}|{i}") < ev.pos("built", f":{k}|{i}") < ev.pos("run_start", f":{k}|{i}")
    assert ev.pos("search", ":2") < ev.pos("join", ":1")  # lag 1: batch 1 is joined while batch 2 builds
    assert _starts_during_updates(ev.log) == [], ev.log


@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_a_batchs_slow_candidate_holds_neither_the_next_batchs_builds_nor_its_runs():
    # batch 0's first candidate compiles until batch 1's candidates are all on the runner (a loop that held
    # them behind it would never finish: the test's hang guard), the others 0.08 s, on 2 workers: the other
    # worker builds the rest of batch 0 and then batch 1 (searched at once: lag 1), and the runner measures
    # batch 1's candidates while batch 0's slow one still compiles; no more than 2 compile at once
    ev, n, records, updates = _fake_loop(pipeline=True, batches=3, batch=4, streaming=True, lag=1, fresh=1,
                                         gated=True, builds_wait_for_runs={":0|0": [f":1|{i}" for i in range(4)]})
    assert n == 12 and updates == [4] * 3
    assert [r[0] for r in records] == [f"t{k}.{i}" for k in range(3) for i in range(4)]  # commit order kept
    for i in range(4):
        assert ev.pos("build_start", f":1|{i}") < ev.pos("built", ":0|0"), ev.log
        assert ev.pos("run_start", f":1|{i}") < ev.pos("built", ":0|0"), ev.log
    assert ev.pos("built", ":0|0") < ev.pos("run_start", ":0|0") < ev.pos("join", ":0") < ev.pos("join", ":1")
    compiling = peak = 0
    for what, _ in ev.log:
        compiling += {"build_start": 1, "built": -1}.get(what, 0)
        peak = max(peak, compiling)
    assert peak == 2, ev.log
    running = 0
    for what, _ in ev.log:  # one candidate on the runner at a time, whichever its batch
        running += {"run_start": 1, "run_end": -1}.get(what, 0)
        assert running <= 1, ev.log


@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_without_overlap_a_batch_builds_and_runs_after_the_last_build_of_the_one_before():
    # the A/B arm (artifact tune --no-overlap-batches): the same slow candidate holds the next batch
    ev, n, records, updates = _fake_loop(pipeline=True, batches=3, batch=4, streaming=True, lag=1, fresh=1,
                                         gated=True, slow_builds={":0|0": 1.0}, overlap_batches=False)
    assert n == 12 and updates == [4] * 3
    assert [r[0] for r in records] == [f"t{k}.{i}" for k in range(3) for i in range(4)]
    for k in range(2):
        last_built = max(ev.pos("built", f":{k}|{i}") for i in range(4))
        last_run = max(ev.pos("run_start", f":{k}|{i}") for i in range(4))
        for i in range(4):
            assert last_built < ev.pos("build_start", f":{k + 1}|{i}"), ev.log
            assert last_run < ev.pos("run_start", f":{k + 1}|{i}"), ev.log


@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_builds_go_on_during_joins_when_the_hold_is_off():
    # the A/B arm (artifact tune --no-hold-builds): same loop, gated builder, no hold
    ev, n, records, updates = _fake_loop(pipeline=True, batches=4, batch=8, streaming=True, lag=1, fresh=1,
                                         gated=True, slow_update_s=0.15, hold_builds=False)
    assert n == 32 and updates == [8] * 4
    assert [r[0] for r in records] == [f"t{k}.{i}" for k in range(4) for i in range(8)]
    assert _starts_during_updates(ev.log) != [], ev.log


@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_the_first_fresh_batches_are_searched_in_tvms_order_then_the_lag_applies():
    ev, n, records, updates = _fake_loop(pipeline=True, batches=6, lag=1, fresh=4,
                                         runs_wait_for={f":{k}": ("search", f":{k + 1}") for k in (3, 4)})
    assert n == 24 and updates == [4] * 6
    for k in range(3):  # searches 1-3 saw every earlier batch
        assert ev.pos("join", f":{k}") < ev.pos("search", f":{k + 1}")
    for k in (3, 4):  # search 4 and 5 overlap the measurement of the batch before
        assert ev.pos("search", f":{k + 1}") < ev.pos("join", f":{k}")
        assert ev.pos("join", f":{k - 1}") < ev.pos("search", f":{k + 1}")


@pytest.mark.parametrize("join_first", JOIN_FIRST)
@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_a_stale_task_among_others_is_held_to_its_lag(join_first):
    ev, n, records, _ = _fake_loop(pipeline=True, batches=4, tasks=("A", "B"), lags={"A": 0, "B": 1},
                                   join_first=join_first,
                                   runs_wait_for={f"B:{k}": ("search", f"B:{k + 1}") for k in range(1 if join_first else 0, 3)})
    assert n == [16, 16] and len(records) == 32
    for k in range(3):
        assert ev.pos("join", f"A:{k}") < ev.pos("search", f"A:{k + 1}")  # lag 0: sees its last batch
        if k == 0 and join_first:
            assert ev.pos("join", "B:0") < ev.pos("search", "B:1")
        else:
            assert ev.pos("search", f"B:{k + 1}") < ev.pos("join", f"B:{k}")  # lag 1: results withheld one batch
        if k < 2:
            assert ev.pos("join", f"B:{k}") < ev.pos("search", f"B:{k + 2}")
    for t in "AB":
        assert [r[0] for r in records if r[0].startswith(t)] == [f"{t}t{k}.{i}" for k in range(4) for i in range(4)]


def test_a_tasks_before_search_hook_runs_before_each_of_its_searches_only():
    ev, n, _, _ = _fake_loop(pipeline=False, batches=3, tasks=("A", "B"), before_search=("A",))
    assert n == [12, 12]
    a_events = [what for what, k in ev.log if (what, k) == ("before_search", "A") or
                (what == "search" and str(k).startswith("A:"))]
    assert a_events == ["before_search", "search"] * 3, ev.log
    assert ("before_search", "B") not in ev.log


@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_a_sequential_loop_refuses_a_stale_task():
    from tvm_patches.pipeline import Task, TaskLoop

    with pytest.raises(ValueError, match="lag 1"):
        TaskLoop([Task(None, None, None, 8, name="A", lag=1)], None, None, pipeline=False)


@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_sequential_loop_joins_each_batch_before_the_next_search():
    ev, n, records, _ = _fake_loop(pipeline=False, batches=3)
    assert n == 12 and len(records) == 12
    for k in (0, 1):
        assert ev.pos("join", f":{k}") < ev.pos("search", f":{k + 1}")


@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_interleaved_tasks_overlap_each_other_and_never_go_stale():
    order = ["A", "B", "C"]
    following = {f"{t}:{k}": ("search", f"{order[(j + 1) % 3]}:{k + (j + 1) // 3}") for k in range(3)
                 for j, t in enumerate(order) if k + (j + 1) // 3 < 3}  # a task's batch runs until the next one's search
    ev, n, records, updates = _fake_loop(pipeline=True, batches=3, tasks=("A", "B", "C"), runs_wait_for=following)
    assert n == [12, 12, 12] and len(records) == 36 and updates == [4] * 9
    for k in range(3):
        for j, t in enumerate(order):
            if k < 2:  # a task's batch is joined before the same task is searched again: no staleness
                assert ev.pos("join", f"{t}:{k}") < ev.pos("search", f"{t}:{k + 1}")
            nxt = order[j + 1] if j + 1 < 3 else "A"
            nk = k if j + 1 < 3 else k + 1
            if nk < 3:  # while one task's batch is on the GPU, the next task is searched
                assert ev.pos("search", f"{nxt}:{nk}") < ev.pos("join", f"{t}:{k}")
    for t in order:  # each task's records are its own, in its order
        assert [r[0] for r in records if r[0].startswith(t)] == [f"{t}t{k}.{i}" for k in range(3) for i in range(4)]


@pytest.mark.serial  # thread timing: run alone, after the parallel tests (make test)
def test_interleaved_tasks_can_be_sequential_too():
    ev, n, _, _ = _fake_loop(pipeline=False, batches=2, tasks=("A", "B"))
    assert n == [8, 8]
    assert ev.pos("join", "A:0") < ev.pos("search", "B:0") < ev.pos("join", "B:0") < ev.pos("search", "A:1")


def test_lower_search_priority_lowers_only_the_calling_thread():
    from tvm_patches.pipeline import SEARCH_NICE, lower_search_priority

    before_main = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    seen = {}

    def work():
        tid = threading.get_native_id()
        before = os.getpriority(os.PRIO_PROCESS, tid)
        lower_search_priority()
        seen["delta"] = os.getpriority(os.PRIO_PROCESS, tid) - before

    t = threading.Thread(target=work)
    t.start()
    t.join()
    assert seen["delta"] == min(SEARCH_NICE, 19 - before_main)
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == before_main


# ------------------------------------------------------------------------- tensor-intrinsic cache
_CACHE_CHECK = """
import json, sys
import tvm, tvm_ffi
from tvm_patches import tensor_intrin_cache as c
real = c._record_registrations()
cached = c.read_cache()
assert cached is not None, "no cache for this TVM"
same = [n for (n, d, i), (m, e, j) in zip(real, cached)
        if n == m and tvm_ffi.structural_equal(d, e) and tvm_ffi.structural_equal(i, j)]
from tvm.s_tir.tensor_intrin import cuda
maps = []
for i in range(16):
    for j in range(16):
        ours = [int(x) for x in c.index_map_shared_16x16_to_ldmatrix_32x8_layout([i, j])]
        tvms = [int(x) for x in cuda.index_map_shared_16x16_to_ldmatrix_32x8_layout([i, j])]
        ours2 = [int(x) for x in c.index_map_m16n8k8_matrix_c([i, j])]
        tvms2 = [int(x) for x in cuda.index_map_m16n8k8_matrixC([i, j])]
        maps.append(ours == tvms and ours2 == tvms2)
print(json.dumps({"real": len(real), "cached": len(cached), "same": len(same), "maps": all(maps)}))
"""

_SPACES = """
import json, sys
import tvm
from tvm_patches import tensor_intrin_cache as c
installed = c.install() if sys.argv[1] == "cache" else False
from tvm.s_tir import meta_schedule as ms
from tvm.target import Target
from artifact.tuning import workloads
from artifact.catalog import parse_shape
target = Target({"kind": "cuda", "arch": "sm_90", "max_num_threads": 1024, "thread_warp_size": 32,
                 "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024,
                 "registers_per_block": 65536, "host": {"kind": "llvm"}})
out = {"installed": installed}
for shape in ("conv2d:N=1,H=14,W=14,CO=32,CI=16,KH=3,KW=3,stride=1,padding=1", "gemm:M=64,N=128,K=32,layout=NT"):
    ctx = ms.TuneContext(mod=workloads.prim_func(parse_shape(shape)), target=target,
                         space_generator="post-order-apply", search_strategy="evolutionary", task_name="main",
                         rand_state=1, num_threads=1)
    out[shape] = [str(s.trace) for s in ctx.generate_design_space()]
out["submodules"] = sorted(m for m in sys.modules if m.startswith("tvm.s_tir.tensor_intrin."))
print(json.dumps(out))
"""


def _py(code: str, *args: str) -> dict:
    proc = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.slow  # imports every tensor intrinsic of TVM (20-50 s on 2 cores)
def test_tensor_intrin_cache_holds_exactly_what_tvm_registers():
    got = _py(_CACHE_CHECK)
    assert got["real"] > 100 and got["cached"] == got["real"] == got["same"], got
    assert got["maps"]  # the two index-map functions repeated from TVM's cuda.py give TVM's results


@pytest.mark.slow  # imports every tensor intrinsic of TVM (20-50 s on 2 cores)
def test_tune_context_builds_the_same_design_spaces_from_the_cache_without_parsing():
    cached, real = _py(_SPACES, "cache"), _py(_SPACES, "real")
    assert cached["installed"] and not real["installed"]
    assert cached["submodules"] == []  # nothing of TVM's tensor_intrin package was imported (parsed)
    assert "tvm.s_tir.tensor_intrin.cuda" in real["submodules"]
    for shape in ("conv2d:N=1,H=14,W=14,CO=32,CI=16,KH=3,KW=3,stride=1,padding=1", "gemm:M=64,N=128,K=32,layout=NT"):
        assert cached[shape] == real[shape] and len(real[shape]) >= 2


# ------------------------------------------------------------------------------ planned evaluator
class _FakeKernelModule:
    """A runtime module whose ``time_evaluator`` follows TVM's WrapTimeEvaluator
    (src/runtime/profiling.cc: a warm-up run, then rounds of ``number`` runs between two timer
    events, ``number`` raised to min_repeat_ms / per-run + 1, at least x1.618, until a round takes
    min_repeat_ms) for a kernel of ``kernel_s`` per run and a timer overhead of ``timer_s`` per round.
    Counts every kernel run and records every kept round."""

    entry_name = "main"

    def __init__(self, kernel_s: float, timer_s: float = 15e-6) -> None:
        self.kernel_s, self.timer_s = kernel_s, timer_s
        self.runs = 0
        self.kept: list[tuple[float, int, float]] = []  # (min_repeat_ms, number, round ms)

    def time_evaluator(self, func_name, dev, number=10, repeat=1, min_repeat_ms=0, f_preproc="", **_):
        assert func_name == self.entry_name
        # TVM's RPCTimeEvaluator takes ints here (a float raises a TypeError)
        assert all(type(x) is int for x in (number, repeat, min_repeat_ms)), (number, repeat, min_repeat_ms)

        def evaluate(*args):
            self.runs += 1  # warm-up
            results = []
            n = number
            for _ in range(repeat):
                duration_ms = 0.0
                while True:
                    if duration_ms > 0.0:
                        n = int(max(min_repeat_ms / (duration_ms / n) + 1, n * 1.618))
                    self.runs += n
                    duration_ms = (n * self.kernel_s + self.timer_s) * 1e3
                    if duration_ms >= min_repeat_ms:
                        break
                results.append(duration_ms / 1e3 / n)
                self.kept.append((min_repeat_ms, n, duration_ms))
            return SimpleNamespace(results=results, mean=sum(results) / len(results))

        return evaluate


@pytest.mark.parametrize("kernel_s", [2e-6, 15e-6, 100e-6, 1.4e-3, 20e-3])
def test_planned_evaluator_keeps_one_round_of_min_repeat_ms_with_fewer_runs(kernel_s):
    """Same kept measurement as TVM's evaluator (the mean over one round of >= min_repeat_ms), from
    fewer kernel runs: no ramp of ``number`` from 3 before the kept round."""
    from tvm.s_tir.meta_schedule.runner import EvaluatorConfig
    from tvm.s_tir.meta_schedule.runner.utils import run_evaluator_common

    from tvm_patches.evaluator import MARGIN, run_evaluator_planned

    cfg = EvaluatorConfig(number=3, repeat=1, min_repeat_ms=100, enable_cpu_cache_flush=False)
    dev = SimpleNamespace(sync=lambda: None)
    stock, planned = _FakeKernelModule(kernel_s), _FakeKernelModule(kernel_s)
    tvm_costs = run_evaluator_common(stock, dev, cfg, [()])
    our_costs = run_evaluator_planned(planned, dev, cfg, [()])
    assert len(our_costs) == len(tvm_costs) == 1
    assert our_costs[0] == pytest.approx(kernel_s, rel=2e-3) and tvm_costs[0] == pytest.approx(kernel_s, rel=2e-3)
    min_ms, number, round_ms = planned.kept[-1]  # the kept round (the probe's come before it)
    assert min_ms == 100 and 100 <= round_ms <= 100 * MARGIN + 1e3 * kernel_s
    assert number >= cfg.number
    if kernel_s <= 100e-6:  # TVM's first estimate (3 runs + timer) is too high: 2-3 rounds; planned: ~1
        assert planned.runs < 0.6 * stock.runs, (planned.runs, stock.runs)
    else:  # TVM's 3-run estimate is good enough for one round (if it lands >= 100 ms): at most the margin more
        assert planned.runs <= MARGIN * stock.runs + 4, (planned.runs, stock.runs)


def test_planned_evaluator_defers_to_tvm_for_short_rounds_and_repeats_each_argument_set():
    from tvm.s_tir.meta_schedule.runner import EvaluatorConfig
    from tvm.s_tir.meta_schedule.runner.utils import run_evaluator_common

    from tvm_patches.evaluator import plan_number, run_evaluator_planned

    dev = SimpleNamespace(sync=lambda: None)
    short = EvaluatorConfig(number=3, repeat=2, min_repeat_ms=2, enable_cpu_cache_flush=False)
    a, b = _FakeKernelModule(10e-6), _FakeKernelModule(10e-6)
    assert run_evaluator_planned(a, dev, short, [(), ()]) == run_evaluator_common(b, dev, short, [(), ()])
    assert a.runs == b.runs  # min_repeat_ms too short to plan: exactly TVM's evaluator
    cfg = EvaluatorConfig(number=3, repeat=2, min_repeat_ms=100, enable_cpu_cache_flush=False)
    m = _FakeKernelModule(10e-6)
    costs = run_evaluator_planned(m, dev, cfg, [(), (), ()])
    assert len(costs) == 6 and sum(1 for k in m.kept if k[0] == 100) == 6  # repeat x argument sets
    assert plan_number(0.0, 100, 3) == 3 and plan_number(float("nan"), 100, 3) == 3
    assert plan_number(1.0, 100, 3) == 3 and plan_number(10e-6, 100, 3) == 11000


def test_planned_evaluator_measures_a_real_kernel(tmp_path):
    """On a real llvm kernel, loaded as the runner loads it, both evaluators return one positive time
    of the same order."""
    import tvm
    from tvm import te
    from tvm.s_tir.meta_schedule.runner import EvaluatorConfig
    from tvm.s_tir.meta_schedule.runner.utils import run_evaluator_common

    from tvm_patches.evaluator import run_evaluator_planned

    A = te.placeholder((4096,), name="A")
    B = te.compute((4096,), lambda i: A[i] * 2.0 + 1.0, name="B")
    tvm.compile(tvm.IRModule({"main": te.create_prim_func([A, B])}), target="llvm").export_library(
        str(tmp_path / "k.so"))
    rt = tvm.runtime.load_module(str(tmp_path / "k.so"))
    dev = tvm.cpu(0)
    args = [tvm.runtime.tensor(__import__("numpy").ones(4096, "float32"), dev),
            tvm.runtime.tensor(__import__("numpy").zeros(4096, "float32"), dev)]
    cfg = EvaluatorConfig(number=3, repeat=1, min_repeat_ms=20, enable_cpu_cache_flush=False)
    ours, theirs = run_evaluator_planned(rt, dev, cfg, [args]), run_evaluator_common(rt, dev, cfg, [args])
    assert len(ours) == len(theirs) == 1 and ours[0] > 0 and theirs[0] > 0
    assert 0.1 < ours[0] / theirs[0] < 10  # same kernel, same order (no timing claim)


@pytest.mark.parametrize("one_thread", [True, False])
def test_one_thread_runner_runs_the_runner_worker_without_the_thread_pool(one_thread):
    from tvm.s_tir.meta_schedule.runner import LocalRunner

    from tvm_patches.evaluator import one_thread_runner

    def _runner_worker_threads():  # runs in the LocalRunner's worker process (pickled by value)
        import os

        import tvm

        return os.environ.get("TVM_NUM_THREADS"), int(tvm.get_global_func("runtime.NumThreads")())

    runner = LocalRunner(timeout_sec=60, initializer=one_thread_runner if one_thread else None)
    env, threads = runner.pool.submit(_runner_worker_threads).result()
    if one_thread:
        assert env == "1" and threads == 1
    else:
        assert env == os.environ.get("TVM_NUM_THREADS")  # TVM's default: nothing set


_WARM = """
import json, os, sys
calls = []
inside = False
def spy(name):
    real = getattr(os, name)
    def f(*a):
        if inside:
            calls.append({"call": name, "tvm_imported": "tvm" in sys.modules})
        return real(*a)
    setattr(os, name, f)
for name in ("nice", "setpriority", "getpriority"):
    spy(name)
from tvm_patches.builder import _warm_worker

assert "tvm" not in sys.modules
inside = True
_warm_worker(None if sys.argv[1] == "none" else int(sys.argv[1]))
inside = False
print(json.dumps({"calls": calls, "nice": os.getpriority(os.PRIO_PROCESS, 0)}))
"""


def test_build_worker_imports_before_it_lowers_its_priority():
    """The warm-up's imports run at the priority the worker started with; builds run lower."""
    from tvm_patches.builder import BUILD_NICE

    start = os.getpriority(os.PRIO_PROCESS, 0)  # the subprocess starts at this thread's niceness
    absolute, relative = _py(_WARM, "19"), _py(_WARM, "none")
    assert absolute["nice"] == 19 and relative["nice"] == min(19, start + BUILD_NICE)
    for got in (absolute, relative):  # its priority is read and changed only once TVM is imported
        assert got["calls"] and all(c["tvm_imported"] for c in got["calls"]), got


_WARM_NVRTC = """
import json, sys
import tvm_patches.builder as b
compiled = []
real = b.warm_nvrtc
def spy():
    ok = real()
    compiled.append({"ok": ok, "tvm_imported": "tvm" in sys.modules})
    return ok
b.warm_nvrtc = spy
b._warm_worker(19, sys.argv[1] == "cuda")
print(json.dumps({"compiled": compiled}))
"""


def test_a_cuda_build_worker_pays_nvrtcs_first_compile_while_it_warms():
    """With nvrtc (CUDA targets), the warm-up compiles a kernel with NVRTC after TVM's import, so the first
    candidate does not pay NVRTC's first compile; for other targets it does not."""
    import importlib.util

    on_cuda, on_cpu = _py(_WARM_NVRTC, "cuda"), _py(_WARM_NVRTC, "llvm")
    assert on_cpu["compiled"] == []
    assert len(on_cuda["compiled"]) == 1 and on_cuda["compiled"][0]["tvm_imported"]
    # where cuda-bindings (with its NVRTC) is installed the compile succeeds; elsewhere nothing is warmed, no error
    has_nvrtc = importlib.util.find_spec("cuda") is not None and importlib.util.find_spec("cuda.bindings") is not None
    assert on_cuda["compiled"][0]["ok"] is has_nvrtc


def test_warm_nvrtc_reports_a_missing_nvrtc_as_nothing_warmed(monkeypatch):
    import builtins

    from tvm_patches.builder import warm_nvrtc

    real_import = builtins.__import__

    def no_cuda(name, *a, **k):
        if name.startswith("cuda"):
            raise ImportError(name)
        return real_import(name, *a, **k)

    monkeypatch.setattr(builtins, "__import__", no_cuda)
    assert warm_nvrtc() is False


def test_a_replaced_build_pool_finishes_its_last_candidates_before_it_is_shut_down(monkeypatch):
    # batches overlap in the builder (TaskLoop._build_gated), so when a new batch replaces the pool
    # (every recycle_every batches) the old one may still compile the last batch's slowest candidate:
    # it is shut down (which kills its workers) only once that candidate is built
    from concurrent.futures import ThreadPoolExecutor

    import tvm.s_tir.meta_schedule.builder.local_builder as lb
    import tvm.support.popen_pool as pp

    from tvm_patches.builder import make_persistent_builder

    log: list[tuple[str, object]] = []
    slow_may_finish = threading.Event()  # the slow candidate compiles until the test lets it finish

    class Pool:
        made: list[Pool] = []

        def __init__(self, max_workers, timeout=None, initializer=None, initargs=()):
            self.threads, self.killed = ThreadPoolExecutor(max_workers=max_workers), False
            Pool.made.append(self)

        def submit(self, fn, *args):  # a candidate's build runs ``worker``, told which pool it is in
            return self.threads.submit(worker, self, *args) if fn is fake_worker_func else self.threads.submit(fn, *args)

        def shutdown(self, wait=True):
            self.killed = True  # PopenPoolExecutor.shutdown kills its worker processes
            log.append(("shutdown", Pool.made.index(self)))
            self.threads.shutdown(wait=wait)

    def worker(pool, f_build, f_export, mod, target, params):
        if mod == 0.6:
            assert slow_may_finish.wait(HANG_S)
        if pool.killed:
            raise RuntimeError("the worker was killed")
        log.append(("built", mod))
        return f"/tmp/built-{mod}/mod.so"

    def fake_worker_func(*args):  # what the builder submits; Pool.submit runs ``worker`` instead
        raise AssertionError

    monkeypatch.setattr(pp, "PopenPoolExecutor", Pool)
    monkeypatch.setattr(lb, "_worker_func", fake_worker_func)
    builder = make_persistent_builder(max_workers=2, recycle_every=1)
    builder.begin_batch()
    slow = builder.submit_one(SimpleNamespace(mod=0.6, target=None))
    fast = builder.submit_one(SimpleNamespace(mod=0.01, target=None))
    assert fast.result(HANG_S).error_msg is None
    builder.begin_batch()  # the next batch: a new pool, the old one still compiling the slow candidate
    assert len(Pool.made) == 2 and ("shutdown", 0) not in log
    assert builder.submit_one(SimpleNamespace(mod=0.02, target=None)).result(HANG_S).error_msg is None
    slow_may_finish.set()
    assert slow.result(HANG_S).error_msg is None and str(slow.result().artifact_path).endswith("built-0.6/mod.so")
    builder.begin_batch()  # the old pool has nothing left: shut down now
    assert log.index(("built", 0.6)) < log.index(("shutdown", 0)), log
    assert ("shutdown", 1) in log  # the second pool was replaced with nothing compiling


def test_a_join_closes_the_build_gate_between_submissions_never_inside_one():
    # the CI flake this guards against: the builder saw the gate open, the join closed it, and the
    # candidate was still handed over, to compile beside the cost model's training
    from tvm_patches.pipeline import _BuildGate

    gate, order = _BuildGate(), []
    inside, closed = threading.Event(), threading.Event()

    def submit():
        with gate.cond:
            assert gate.is_open
            inside.set()
            assert not closed.wait(0.1)  # close() is blocked while the submission is handed over
            order.append("submitted")

    t = threading.Thread(target=submit)
    t.start()
    assert inside.wait(HANG_S)
    gate.close()
    closed.set()
    order.append("closed")
    t.join()
    assert order == ["submitted", "closed"] and not gate.is_open
    opened = threading.Thread(target=gate.open)
    with gate.cond:  # the thread opens the gate while this one waits on it (it needs the lock this one gives up)
        opened.start()
        assert gate.cond.wait_for(lambda: gate.is_open, timeout=HANG_S)
    opened.join()


def _ldmatrix_x4(smem: Any, rows: list[int], trans: bool) -> Any:
    """What ``ldmatrix.sync.aligned.m8n8.x4[.trans].b16`` gives each lane (PTX ISA): lane L names the
    flat address of row L % 8 of matrix L // 8; register m of lane t holds row t // 4, columns
    2 (t % 4) and the next, of matrix m (with .trans: rows 2 (t % 4) and the next, column t // 4)."""
    import numpy as np

    out = np.zeros((32, 8), dtype=smem.dtype)  # 4 registers of 2 halves a lane
    for t in range(32):
        for m in range(4):
            for h in range(2):
                if trans:
                    out[t, 2 * m + h] = smem[rows[m * 8 + 2 * (t % 4) + h] + t // 4]
                else:
                    out[t, 2 * m + h] = smem[rows[m * 8 + t // 4] + 2 * (t % 4) + h]
    return out


def _mma_m16n8k16_operands(a_regs: Any, b_regs: Any) -> tuple[Any, Any]:
    """The A (16 x 16) and B (16 x 8) that ``mma.sync.aligned.m16n8k16.row.col`` reads from each lane's
    8 A halves and 4 B halves (PTX ISA fragment layouts; g = lane // 4, c = lane % 4)."""
    import numpy as np

    a = np.zeros((16, 16), dtype=a_regs.dtype)
    b = np.zeros((16, 8), dtype=b_regs.dtype)
    for t in range(32):
        g, c = t // 4, t % 4
        for h in range(2):
            a[g, 2 * c + h], a[g + 8, 2 * c + h] = a_regs[t, h], a_regs[t, 2 + h]
            a[g, 2 * c + 8 + h], a[g + 8, 2 * c + 8 + h] = a_regs[t, 4 + h], a_regs[t, 6 + h]
            b[2 * c + h, g], b[2 * c + 8 + h, g] = b_regs[t, h], b_regs[t, 2 + h]
    return a, b


@pytest.mark.parametrize("nt", [False, True])
def test_the_fragment_placement_feeds_each_mma_its_own_tiles(nt):
    """tvm_patches/mma_m16n8k16.py: a warp tile of 32 x 48 x 32 (rows, columns, K) in its register placement: every 16 x 16
    tile of A and B loaded by ldmatrix.x4 from the rows ldmatrix_row names (B [K, N] with .trans, or
    [N, K] without) into the registers fragment_offset_a/b name, then each m16n8k16 reads its operands
    from there: the sum over K of what they read is A @ B."""
    import numpy as np

    from tvm_patches import mma_m16n8k16 as mma

    rng = np.random.default_rng(0)
    mw, nw, kc = 32, 48, 32
    a = rng.integers(-4, 5, (mw, kc)).astype(np.float64)
    b = rng.integers(-4, 5, (kc, nw)).astype(np.float64)
    a_regs = np.full(mw * kc // 32 * 32, np.nan).reshape(32, -1)  # each lane's halves of the fragment
    b_regs = np.full(kc * nw // 32 * 32, np.nan).reshape(32, -1)
    for ti in range(mw // 16):
        for tk in range(kc // 16):
            rows = [ti * 16 * kc + tk * 16 + mma.ldmatrix_row(lane, kc) for lane in range(32)]
            at = mma.fragment_offset_a((ti * 16) * kc + tk * 16, kc)
            a_regs[:, at:at + 8] = _ldmatrix_x4(a.ravel(), rows, trans=False)
    b_smem = b.T.copy() if nt else b  # NT: the tile as B is stored, [N, K]
    stride = kc if nt else nw
    for tk in range(kc // 16):
        for tn in range(nw // 16):
            first = tn * 16 * kc + tk * 16 if nt else tk * 16 * nw + tn * 16
            rows = [first + mma.ldmatrix_row(lane, stride, nk=nt) for lane in range(32)]
            at = mma.fragment_offset_b((tk * 16) * nw + tn * 16, nw)
            b_regs[:, at:at + 8] = _ldmatrix_x4(b_smem.ravel(), rows, trans=not nt)
    assert not np.isnan(a_regs).any() and not np.isnan(b_regs).any()  # every register written once
    c = np.zeros((mw, nw))
    for ti in range(mw // 16):
        for tj in range(nw // 8):
            for tk in range(kc // 16):
                at = mma.fragment_offset_a(ti * 16 * kc + tk * 16, kc)
                bt = mma.fragment_offset_b(tk * 16 * nw + tj * 8, nw)
                a_op, b_op = _mma_m16n8k16_operands(a_regs[:, at:at + 8], b_regs[:, bt:bt + 4])
                c[ti * 16:ti * 16 + 16, tj * 8:tj * 8 + 8] += a_op @ b_op
    np.testing.assert_array_equal(c, a @ b)
