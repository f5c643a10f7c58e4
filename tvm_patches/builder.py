"""Build and export functions for MetaSchedule's LocalBuilder (TVM 0.27).

Why: TVM's ``default_build`` (s_tir/meta_schedule/builder/local_builder.py) starts with
``import tvm.s_tir.tensor_intrin``, which parses every tensor-intrinsic definition of every
target with TVMScript: tens of seconds of CPU per process, most of it in ``tensor_intrin.cuda``.
LocalBuilder restarts its process pool for every batch (to contain a memory leak), so each of the N
workers pays that import once per batch of candidates, while compiling one candidate takes a fraction
of a second: most of a batch's build time went there (tvm_patches/README.md).

The import registers intrinsics by name for ``sch.tensorize``; they are needed where a schedule is
*created or replayed* (the search, in the main process, which still imports it), not where an
already-scheduled IRModule is lowered and compiled: tensorize has by then replaced the blocks with
the intrinsic's implementation. The same import also registers two index-map functions that lowering
*does* look up by name (``TransformMmaBufferLayout`` on every MMA kernel: without them each
tensor-core candidate fails to build with ``index_map_func.has_value()``); :func:`build_module`
registers those few lines (:func:`tvm_patches.tensor_intrin_cache.register_index_maps`) and
otherwise does exactly what ``default_build`` does, minus that import.

:func:`export_shared_library` links the built module into a ``.so`` in the builder worker (which
runs N at a time) instead of TVM's default ``.tar`` of object files, which the runner (one at a
time, holding the GPU) must untar and link with the host compiler before it can load it.

:func:`pass_config`: TVM lowers the asynchronous stages of a software pipeline (the
``software_pipeline_async_stages`` annotation of MetaSchedule's MMA tensor-core rule) to ``cp.async``
only when the PassContext option ``tirx.use_async_copy`` is set (tvm/s_tir/pipeline.py:
``LowerAsyncDMA``, ``InjectPTXAsyncCopy``); MetaSchedule's LocalBuilder never sets it. Here every
build of an fp16 module that asks for async stages sets it: the candidates' builds and the export's
lowering (artifact.tuning.export.lower) alike, so the exported kernel is the measured one. fp32
modules build exactly as before, in TVM's default context, although TVM 0.27's default CUDA rule
(MultiLevelTiling) annotates their reduction loops with async stages too: enabling cp.async there
would change every fp32 kernel that the shipped reference runs measured.

Generated kernels (:data:`GENERATOR_KEY`): a space may leave the workload unscheduled and name, in an
annotation of its root block, a generator of the kernel to build instead (the wgmma space,
artifact/tuning/wgmma.py, whose TIRx kernels MetaSchedule's schedule primitives cannot express). The
annotation's value is ``"package.module:function"``; :func:`build_module` imports it (so a fresh
builder worker needs no registration) and calls ``function(mod, host_target)``, which returns the
kernel's IRModule and its target, and compiles that with the TIRx pipeline (``tir_pipeline="tirx"``).
The rest of the tuning loop (runner, database, records) sees an ordinary candidate.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import threading
from concurrent.futures import Future
from functools import partial
from typing import Any

ASYNC_COPY_OPTION = "tirx.use_async_copy"  # TVM 0.27's name (tvm.transform.PassContext.list_configs())
ASYNC_STAGES_ANNOTATION = "software_pipeline_async_stages"
GENERATOR_KEY = "tvm_patches.kernel_generator"  # root block annotation: "package.module:function" (module docstring)


def kernel_generator(mod: Any) -> str | None:
    """The generator a module's root block names (:data:`GENERATOR_KEY`), or None."""
    from tvm import IRModule

    funcs = [f for _, f in mod.functions_items()] if isinstance(mod, IRModule) else [mod]
    for func in funcs:
        block = getattr(getattr(func, "body", None), "block", None)
        if block is not None and GENERATOR_KEY in block.annotations:
            return str(block.annotations[GENERATOR_KEY])
    return None


def generated_kernel(mod: Any, target: Any) -> tuple[Any, Any]:
    """The IRModule and target of the kernel a module's generator builds (see the module docstring); a
    ValueError with a one-line message for an annotation that names no generator (its callers in the
    artifact turn it into their one-line error)."""
    import importlib

    spec = kernel_generator(mod)
    if spec is None or ":" not in spec:
        raise ValueError(f"the kernel generator annotation {GENERATOR_KEY} names no 'package.module:function': "
                            f"{spec!r}")
    module_name, func_name = spec.split(":", 1)
    generate = getattr(importlib.import_module(module_name), func_name)
    return generate(mod, getattr(target, "host", None))


def wants_async_copy(mod: Any) -> bool:
    """Is a scheduled module an fp16 (tensor-core) kernel that asks for asynchronous pipeline stages
    (see the module docstring)?"""
    text = mod.script(show_meta=False)
    return ASYNC_STAGES_ANNOTATION in text and '"float16"' in text


def pass_config(mod: Any) -> dict[str, Any]:
    """The PassContext options a scheduled module is built with: ``tirx.use_async_copy`` for an fp16
    module that asks for async stages, nothing otherwise."""
    return {ASYNC_COPY_OPTION: True} if wants_async_copy(mod) else {}


def build_context(mod: Any) -> Any:
    """A PassContext with :func:`pass_config` added to the current one's options (or no new context
    where there is nothing to add)."""
    import tvm

    config = pass_config(mod)
    if not config:
        return contextlib.nullcontext()
    current = tvm.transform.PassContext.current()
    return tvm.transform.PassContext(opt_level=current.opt_level, required_pass=list(current.required_pass),
                                     disabled_pass=list(current.disabled_pass),
                                     config={**{str(k): v for k, v in current.config.items()}, **config})


def build_module(mod: Any, target: Any, _params: Any = None, max_source_bytes: int | None = None) -> Any:
    """``default_build`` without ``import tvm.s_tir.tensor_intrin`` (see the module docstring), with
    async copies enabled where the schedule asks for them (:func:`pass_config`); a module that names a
    generator (:data:`GENERATOR_KEY`) builds the generated kernel instead. ``max_source_bytes``: a CUDA
    source longer than this is not compiled, the build fails (tvm_patches/source_limit.py; tuning only)."""
    from tvm.driver import build as tvm_build
    from tvm.s_tir.transform import RemoveWeightLayoutRewriteBlock

    from . import source_limit
    from .nvrtc_headers import install
    from .tensor_intrin_cache import register_index_maps

    install()  # identical kernels, ~45% faster NVRTC compiles (tvm_patches/nvrtc_headers.py)
    source_limit.install()
    with source_limit.limited(max_source_bytes):
        if kernel_generator(mod) is not None:  # a generated kernel (module docstring)
            import tvm

            kernel_mod, kernel_target = generated_kernel(mod, target)
            return tvm.tirx.build(kernel_mod, kernel_target, "tirx")
        register_index_maps()  # looked up by name when an MMA kernel is lowered (module docstring)
        mod = RemoveWeightLayoutRewriteBlock(skip_tensor_rewrite=True)(mod)
        with build_context(mod):
            return tvm_build(mod, target=target, pipeline=tir_pipeline(mod))


def tuning_build(max_source_bytes: int | None) -> Any:
    """The build function of the tuning builders: :func:`build_module`, with the source limit if one is set."""
    return build_module if max_source_bytes is None else partial(build_module, max_source_bytes=max_source_bytes)


def tir_pipeline(mod: Any) -> str:
    """The TIR pipeline a scheduled module is lowered with: the GEMM template's kernels get TVM's, then one
    barrier per K tile (tvm_patches/one_barrier.py); every other module TVM's ("default")."""
    from . import one_barrier

    if one_barrier.wants_one_barrier(mod) and pass_config(mod):
        one_barrier.register()
        return one_barrier.PIPELINE
    return "default"


def export_shared_library(rt_mod: Any) -> str:
    """Export the built module as a shared library that the runner can load without linking."""
    artifact_path = os.path.join(tempfile.mkdtemp(), "tvm_tmp_mod.so")
    rt_mod.export_library(artifact_path)
    return artifact_path


def make_builder(max_workers: int, shared_library: bool = True, timeout_sec: float = 30.0,
                 max_source_bytes: int | None = None) -> Any:
    """A MetaSchedule LocalBuilder using :func:`build_module` (and :func:`export_shared_library`)."""
    from tvm.s_tir.meta_schedule.builder import LocalBuilder

    return LocalBuilder(
        max_workers=max_workers,
        timeout_sec=timeout_sec,
        f_build=tuning_build(max_source_bytes),
        f_export=export_shared_library if shared_library else None,
    )


BUILD_NICE = 10  # see tvm_patches/pipeline.py: the runner process keeps priority over builds


def terminate_workers(pool: Any) -> int:
    """End the worker processes of a TVM ``PopenPoolExecutor`` now (SIGKILL, and any process they started):
    what they were building or running is abandoned, whoever waits for it gets TVM's "Subprocess
    terminated" error at once, none is left running, and the pool starts fresh workers for later jobs
    (taken out of the pool first, so none is handed a job on a dead worker). Returns how many it ended.
    The loop calls it when a budget or a stop cuts its batches (tvm_patches/pipeline.py)."""
    import psutil

    lock, workers = getattr(pool, "_lock", None), getattr(pool, "_worker_map", None)
    if lock is None or workers is None:
        return 0
    with lock:
        gone = list(workers.values())
        workers.clear()
    ended = 0
    for worker in gone:
        proc = getattr(worker, "_proc", None)
        if proc is None or proc.poll() is not None:
            continue
        try:
            children = psutil.Process(proc.pid).children(recursive=True)
        except psutil.Error:
            children = []
        for child in children:
            with contextlib.suppress(psutil.Error):
                child.kill()
        with contextlib.suppress(OSError):
            proc.kill()
            ended += 1
    return ended


WARM_KERNEL = b'extern "C" __global__ void warm(float* a) { a[threadIdx.x] += 1.0f; }'


def warm_nvrtc() -> bool:
    """Compile a one-line kernel with NVRTC (cuda-bindings, as TVM 0.27 compiles every candidate), so that
    this process's first candidate does not pay NVRTC's first compile, which is far slower than every
    later one, and slower still when a pool's fresh workers all compile their first at once
    (benchmarks/worker_start.py measures both). False where there is no NVRTC."""
    try:
        from cuda.bindings import nvrtc
    except ImportError:
        return False
    try:
        err, prog = nvrtc.nvrtcCreateProgram(WARM_KERNEL, b"warm.cu", 0, [], [])
        if int(err) != 0:
            return False
        (err,) = nvrtc.nvrtcCompileProgram(prog, 1, [b"-default-device"])
        nvrtc.nvrtcDestroyProgram(prog)
        return int(err) == 0
    except Exception:  # noqa: BLE001 - a warm-up only: the builds report NVRTC's errors themselves
        return False


def _warm_worker(nice_level: int | None = None, nvrtc: bool = False) -> None:
    """Pool initializer: pay this worker's imports (and with ``nvrtc``, NVRTC's first compile:
    :func:`warm_nvrtc`), then lower its CPU priority.

    ``nice_level``: the niceness builds run at (absolute, never raising the priority); None: this
    process's niceness + BUILD_NICE. The imports (``import tvm``, ~1-2.5 s with torch kept out,
    tvm_patches/no_torch.py) run at the priority the worker started with, so that a pool started
    before the search is warm when the first batch arrives, instead of importing at the lowest
    priority beside the search."""
    import tvm  # noqa: F401
    import tvm.driver  # noqa: F401

    from .nvrtc_headers import install

    install()
    if nvrtc:
        warm_nvrtc()
    now = os.getpriority(os.PRIO_PROCESS, 0)
    target = min(19, now + BUILD_NICE) if nice_level is None else min(19, nice_level)
    if target > now:
        os.setpriority(os.PRIO_PROCESS, 0, target)


def _noop() -> None:
    return None


def make_persistent_builder(max_workers: int, timeout_sec: float = 30.0, recycle_every: int = 16,
                            nice_level: int | None = None, nvrtc: bool = False,
                            max_source_bytes: int | None = None) -> Any:
    """A LocalBuilder-equivalent whose worker processes live across batches.

    TVM's LocalBuilder starts a fresh process pool for every batch (s_tir/meta_schedule/builder/
    local_builder.py: "because of a known memory leak"), so every batch pays N process start-ups
    and N ``import tvm`` (2.5 s each on an idle core, much more with 16 starting at once). This
    builder starts its pool once, warms every worker in the background at construction (while the
    first search runs, or, started before the runner, while the runner's worker starts), and
    replaces the pool every ``recycle_every`` batches to bound the leak. ``nice_level``: the
    workers' niceness once warm (see :func:`_warm_worker`); ``nvrtc``: each worker also pays NVRTC's
    first compile while warming (CUDA targets: :func:`warm_nvrtc`); ``max_source_bytes``: the source
    limit of :func:`build_module`.
    Candidates are built by TVM's own worker function with :func:`build_module` and
    :func:`export_shared_library`, with the same timeout and error reporting as LocalBuilder.
    """
    from tvm.ir.utils import derived_object
    from tvm.s_tir.meta_schedule.builder import BuilderResult, PyBuilder
    from tvm.s_tir.meta_schedule.builder.local_builder import _worker_func
    from tvm.support.popen_pool import PopenPoolExecutor

    f_build = tuning_build(max_source_bytes)

    @derived_object
    class PersistentLocalBuilder(PyBuilder):
        def __init__(self) -> None:
            super().__init__()
            self.max_workers = max_workers
            self.timeout_sec = timeout_sec
            self.batches = 0
            self.pool: Any = None
            self._lock = threading.Lock()
            self._pending: dict[int, int] = {}  # id(pool) -> its candidates not yet built
            self._retired: list[Any] = []  # replaced pools, shut down once their last candidate is built
            self._new_pool()

        def _new_pool(self) -> None:
            with self._lock:
                if self.pool is not None:
                    self._retired.append(self.pool)
                self.pool = PopenPoolExecutor(max_workers=self.max_workers, timeout=self.timeout_sec,
                                              initializer=_warm_worker, initargs=(nice_level, nvrtc))
                self._pending[id(self.pool)] = 0
            for _ in range(self.max_workers):  # start and warm every worker now, without waiting
                self.pool.submit(_noop)
            self._reap()

        def _reap(self) -> None:
            """Shut down the replaced pools whose candidates are all built (never from a pool's own
            thread: shutting a pool down joins its threads)."""
            with self._lock:
                idle = [p for p in self._retired if self._pending[id(p)] == 0]
                self._retired = [p for p in self._retired if self._pending[id(p)] != 0]
                for p in idle:
                    del self._pending[id(p)]
            for p in idle:
                p.shutdown()

        def _next_batch(self) -> None:
            if self.batches and self.batches % recycle_every == 0:
                self._new_pool()
            self.batches += 1

        def build(self, build_inputs: list[Any]) -> list[Any]:
            return [fut.result() for fut in self.submit(build_inputs)]

        def submit(self, build_inputs: list[Any]) -> list[Future]:
            """Start building a batch; one future per candidate, each resolving to its
            BuilderResult (errors and timeouts as LocalBuilder reports them, never raised) as
            soon as that candidate is built."""
            self.begin_batch()
            return [self.submit_one(b) for b in build_inputs]

        def begin_batch(self) -> None:
            """A new batch starts: every ``recycle_every`` batches its candidates go to a new pool,
            while the replaced one finishes what it is compiling (an earlier batch's last
            candidates) and is then shut down."""
            self._reap()
            self._next_batch()

        def terminate(self) -> None:
            """End every worker now (:func:`terminate_workers`), the replaced pools' too: each candidate
            they were building is reported failed ("Subprocess terminated"); later ones start fresh workers."""
            with self._lock:
                pools = [self.pool, *self._retired]
            for pool in pools:
                terminate_workers(pool)

        def submit_one(self, b: Any) -> Future:
            """Start building one candidate of the current batch; a future of its BuilderResult."""
            out: Future = Future()
            with self._lock:
                pool = self.pool
                self._pending[id(pool)] += 1
            job = pool.submit(_worker_func, f_build, export_shared_library, b.mod, b.target, None)

            def done(job: Future, out: Future = out, key: int = id(pool)) -> None:
                out.set_result(_builder_result(job, self.timeout_sec))
                with self._lock:  # after the callbacks of ``out``: a pool with none pending may be joined
                    self._pending[key] -= 1

            job.add_done_callback(done)
            return out

    def _builder_result(job: Future, timeout_sec: float) -> Any:
        try:
            return BuilderResult(job.result(), None)
        except TimeoutError:
            return BuilderResult(None, f"LocalBuilder: Timeout, killed after {timeout_sec} seconds")
        except Exception as exc:  # noqa: BLE001 - reported per candidate, as LocalBuilder does
            return BuilderResult(None, "LocalBuilder: An exception occurred\n" + str(exc))

    return PersistentLocalBuilder()
