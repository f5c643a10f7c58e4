"""A case's CUTLASS sweep: one kernel per configuration, compiled in parallel, exported as `export` does.

Writes under ``<results>/cutlass/<case>/`` (the layout of a case directory, artifact.layout), so that
`artifact measure --results <results>/cutlass` and the driver measure and gate the kernels unchanged:

    case.json
    export/reference/<buffer>.bin   the inputs and float64 reference output (artifact.tuning.export,
                                    same seed as `export`: the same bytes as the case's tuned kernels)
    export/<config>/kernel.cu       the generated source (artifact.tuning.cutlass.source)
    export/<config>/kernel.cubin    nvcc -cubin for the arch (sm_90 by default)
    export/<config>/kernel.json     the manifest of `export` (launch, buffers, flops); ``tuned.run_s``
                                    is null (nothing timed it before the driver) and ``generator``
                                    names CUTLASS, its version and the configuration
    export/export.json              the exported configurations and those that did not compile

A configuration that does not compile is reported and left out; the sweep fails only if none does.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import os
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ...atomic import write_text
from ...catalog import Case
from ...cpus import usable_cpus
from ...errors import ArtifactError
from ...layout import CUTLASS_DIR, KERNEL_CUBIN, KERNEL_SOURCE, CaseDirs, record_case
from ...schema.base import read, write
from ...schema.case import CaseEntry
from ...schema.export import ExportedKernel, ExportIndex, NotCompiled
from ...schema.kernel import Buffer, Generator, KernelManifest, Launch, Nvcc, Tuned
from ...schema.selection import Correctness
from ..export import _ptxas_info, nvcc_path, nvcc_version, write_reference
from . import headers
from .configs import TileConfig, gemm_params, grid, sweep_for
from .source import PARAMS, entry_name, generate

GENERATOR = "cutlass::gemm::kernel::DefaultGemm (arch::Sm80, OpClassTensorOp, multistage cp.async)"
NVCC_FLAGS = ["-cubin", "-O3", "-std=c++17", "-DNDEBUG", "-Xptxas", "-v",
              "-diag-suppress", "20013,20015"]  # CUTLASS's conv3d headers' constexpr warnings, unrelated
REFERENCE_SEED = 1234  # artifact.tuning.export's default: the same reference buffers as the tuned kernels'

Echo = Callable[[str], None]


def cutlass_results(results: Path) -> Path:
    """``<results>/cutlass/``: a results tree of its own, one case directory per case."""
    return results / CUTLASS_DIR


def cutlass_dirs(results: Path, case: Case) -> CaseDirs:
    return CaseDirs(cutlass_results(results) / case.case_id)


@dataclass
class Compiled:
    config: TileConfig
    seconds: float
    command: list[str]
    log: str
    error: str = ""


def compile_one(case: Case, config: TileConfig, kdir: Path, include: Path, arch: str) -> Compiled:
    """Write kernel.cu and compile it to kernel.cubin (renamed into place only when nvcc succeeds)."""
    kdir.mkdir(parents=True, exist_ok=True)
    src = kdir / KERNEL_SOURCE
    write_text(src, generate(case, config))
    tmp = kdir / f".{KERNEL_CUBIN}.tmp"
    cmd = [nvcc_path(), *NVCC_FLAGS, f"-arch={arch}", f"-I{include}", "-o", str(tmp), str(src)]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - t0
    if proc.returncode != 0:
        tmp.unlink(missing_ok=True)
        errors = [line for line in proc.stderr.splitlines() if "error" in line]
        return Compiled(config, seconds, cmd, proc.stderr, (errors or proc.stderr.strip().splitlines() or ["nvcc failed"])[0][:300])
    tmp.replace(kdir / KERNEL_CUBIN)
    return Compiled(config, seconds, cmd, proc.stdout + proc.stderr)


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def manifest(case: Case, c: Compiled, kdir: Path, arch: str, version: str, cutlass_version: str,
             lock_sha256: str | None, buffers: list[dict[str, Any]], rank: int) -> KernelManifest:
    launch: dict[str, Any] = {"name": entry_name(c.config), "grid": grid(case, c.config), "block": [c.config.threads, 1, 1],
              "dynamic_shared_bytes": c.config.smem_bytes, "params": list(PARAMS)}
    launch.update(_ptxas_info(c.log, launch["name"]))
    source = (kdir / KERNEL_SOURCE).read_bytes()
    cubin = (kdir / KERNEL_CUBIN).read_bytes()
    flags = [a for a in c.command[1:-3] if not a.startswith("-I")]
    return KernelManifest(
        kernel_id=c.config.name, case_id=case.case_id, case=CaseEntry.from_json(case.to_json()), arch=arch,
        cubin=KERNEL_CUBIN, cubin_sha256=_sha256(cubin), source=KERNEL_SOURCE, source_sha256=_sha256(source),
        nvcc=Nvcc(version=version, command=["nvcc", *flags, "-I<cutlass>/include", "-o", KERNEL_CUBIN, KERNEL_SOURCE],
                  seconds=round(c.seconds, 2)),
        launches=[Launch.from_json(launch)],
        buffers=[Buffer.from_json({**b, "file": f"../{b['file']}"}) for b in buffers],
        flops=case.flops,
        tuned=Tuned(run_s=None, run_secs=[], gflops=None, trial=None, rank=rank, rank_percentile=None, group="cutlass",
                    correctness=Correctness(status="not_checked", rel_error=None, tolerance=None, device="",
                                            detail="checked by the driver's gate")),
        generator=Generator(name="cutlass", cutlass_version=cutlass_version, headers_lock_sha256=lock_sha256,
                            kernel=GENERATOR, config=c.config.to_json()),
    )


def sweep_is_current(results: Path, case: Case, configs: list[TileConfig], arch: str) -> bool:
    dirs = cutlass_dirs(results, case)
    try:
        index = read(ExportIndex, dirs.export_index, "CUTLASS export index")
    except ArtifactError:
        return False
    tried = [k.kernel_id for k in index.kernels] + [k if isinstance(k, str) else k.kernel_id for k in index.not_exported]
    return (index.arch == arch and sorted(tried) == sorted(c.name for c in configs)
            and all(dirs.kernel_cubin(k.dir).is_file() for k in index.kernels))


def export_sweep(case: Case, results: Path, arch: str = "sm_90", configs: list[TileConfig] | None = None,
                 jobs: int | None = None, force: bool = False, echo: Echo = print) -> dict[str, Any]:
    """Generate, compile (``jobs`` nvcc processes at once) and export every configuration of ``case``."""
    gemm_params(case)  # a clear error for a case CUTLASS's sweep does not build, before anything is written
    configs = configs if configs is not None else sweep_for(case)
    for c in configs:
        c.check()
    if len({c.name for c in configs}) != len(configs):
        raise ArtifactError("the CUTLASS configurations repeat one another")
    dirs = cutlass_dirs(results, case)
    if not force and sweep_is_current(results, case, configs, arch):
        echo(f"{case.case_id}: CUTLASS sweep is current in {dirs.export} (use --force to redo)")
        return read(ExportIndex, dirs.export_index, "CUTLASS export index").to_json()
    include = headers.include_dir(echo)
    cutlass_version = headers.version(include)
    lock_sha = None if os.environ.get(headers.INCLUDE_ENV) else hashlib.sha256(headers.lock_path().read_bytes()).hexdigest()
    version = nvcc_version()
    dirs.root.mkdir(parents=True, exist_ok=True)
    record_case(dirs, case)
    if dirs.export_index.exists():
        dirs.export_index.unlink()  # stale until this sweep finishes
    jobs = max(1, jobs or usable_cpus())
    echo(f"{case.case_id}: CUTLASS {cutlass_version}, {len(configs)} configuration(s) for {arch} "
         f"(nvcc {version}, {jobs} at a time): {', '.join(c.name for c in configs)}")
    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(compile_one, case, c, dirs.kernel_dir(c.name), include, arch) for c in configs]
        buffers = write_reference(case, dirs.reference, REFERENCE_SEED)  # while nvcc runs
        done: dict[str, Compiled] = {}
        for i, fut in enumerate(as_completed(futures), 1):
            res = fut.result()
            done[res.config.name] = res
            name = res.config.name
            if res.error:
                echo(f"  [{i}/{len(configs)}] {name}: does not compile ({res.seconds:.1f} s): {res.error}")
            else:
                info = _ptxas_info(res.log, entry_name(res.config))
                echo(f"  [{i}/{len(configs)}] {name}: compiled in {res.seconds:.1f} s, {info['registers']} registers, "
                     f"{res.config.smem_bytes} B shared, {info['spill_store_bytes']} B spilled")
    exported: list[ExportedKernel] = []
    failed: list[NotCompiled] = []
    for rank, config in enumerate(configs, 1):
        res = done[config.name]
        if res.error:
            failed.append(NotCompiled(kernel_id=config.name, reason=res.error))
            continue
        kdir = dirs.kernel_dir(config.name)
        write(dirs.kernel_json(config.name), manifest(case, res, kdir, arch, version, cutlass_version, lock_sha, buffers, rank))
        exported.append(ExportedKernel(kernel_id=config.name, dir=config.name, group="cutlass", rank=rank))
    if not exported:
        raise ArtifactError(f"{case.case_id}: no CUTLASS configuration compiled (first error: {failed[0].reason})")
    index = ExportIndex(case_id=case.case_id, arch=arch, nvcc_version=version,
                        created=_dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
                        reference_seed=REFERENCE_SEED,
                        generator=Generator(name="cutlass", cutlass_version=cutlass_version, headers_lock_sha256=lock_sha,
                                            kernel=GENERATOR),
                        kernels=exported, not_exported=failed)
    write(dirs.export_index, index)
    echo(f"{case.case_id}: {len(exported)} of {len(configs)} configuration(s) exported to {dirs.export} in "
         f"{time.perf_counter() - t0:.0f} s")
    return index.to_json()
