"""Phase 3, export: each selected kernel as standalone CUDA source, a cubin and a manifest.

Reads ``<case>/selection.json``; writes under ``<case>/export/``:

    reference/<buffer>.bin       the inputs (float32, or float16 for fp16 cases) and the float64
                                 reference output (as float32 for every dtype), raw little-endian,
                                 shared by the case's kernels (the correctness gate)
    <kernel_id>/kernel.cu        the CUDA source TVM generated for the tuned schedule
    <kernel_id>/kernel.cubin     nvcc -cubin for the GPU's arch (the flags TVM's own build uses)
    <kernel_id>/kernel.json      manifest: launches (entry, grid, block, shared memory), parameter
                                 order, buffers, FLOPs, tuned run time, rank and percentile
    export.json                  the list of exported kernels (written last: its presence means done)

Works on a CPU-only machine: TVM emits CUDA source without a GPU and nvcc compiles without one.
Kernels that failed the correctness check in ``select`` are not exported.
A kernel whose static shared memory exceeds nvcc's 48 KB (TVM's own build, through NVRTC, compiles and
runs it; ``nvcc -cubin`` refuses it) is exported with those arrays placed after its dynamic shared memory, the launch's
``dynamic_shared_bytes`` grown to match (:func:`static_shared_to_dynamic`; the source says so in a comment).

Launches are read from TVM's lowered host function (its ``call_ffi_kernel`` calls: grid, block, dynamic
shared memory, arguments) and the kernel signatures of the CUDA source. A parameter is a buffer's
pointer (``params`` lists the buffer's name) or, for kernels of the wgmma space (artifact/tuning/wgmma.py,
``artifact tune --space wgmma``), a TMA descriptor passed by value (``const __grid_constant__ CUtensorMap``):
``params`` then holds ``{"name": "A_map", "tensormap": {"buffer", "dtype", "rank", "global_dims"
(innermost first), "global_strides_bytes" (rank - 1 entries), "box_dims", "element_strides",
"interleave", "swizzle", "l2_promotion", "oob_fill"}}``, the arguments of ``cuTensorMapEncodeTiled``
that TVM's host code encodes it with (read from the same host function). To launch such a kernel, a
driver encodes each descriptor over the named buffer's device memory with those arguments and passes
the 128-byte ``CUtensorMap`` as the parameter's value. Those kernels are compiled for ``sm_90a``
(wgmma and setmaxnreg need the arch-specific target): ``--arch`` must be left out or be sm_90 or sm_90a.
A kernel of thread block clusters (the wgmma space's split-K) has its cluster compiled in (TIRx's
``__block_size__((block), (cluster))``, PTX ``.blocksareclusters``): its launch's ``grid`` counts clusters,
``cluster_dims`` names their size, and a plain ``cuLaunchKernel`` of ``grid`` clusters with the block
``CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM`` (the compiled one; the manifest's ``block`` says its threads) launches them.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import math
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any, Callable

import numpy as np

from ..atomic import write_bytes, write_text
from ..catalog import Case, buffer_specs
from ..contract import SHARED_MEMORY_DEFAULT_BYTES as STATIC_SHARED_LIMIT_BYTES  # static __shared__ at most
from ..errors import ArtifactError
from ..layout import KERNEL_CUBIN, KERNEL_SOURCE, case_dirs
from ..schema.base import read, write
from ..schema.case import CaseEntry
from ..schema.export import ExportedKernel, ExportIndex
from ..schema.kernel import Buffer, KernelManifest, Launch, Nvcc, Tuned
from ..schema.selection import Selection
from . import wgmma, workloads

NVCC_FLAGS = ["-cubin", "-O3", "-use_fast_math", "-Xptxas", "-v,--register-usage-level=10"]
_LAUNCH_RE = re.compile(r'T\.call_ffi_kernel\("(?P<name>[^"]+)", (?P<args>.*?), launch_params=\[(?P<params>[^\]]*)\]')
_SIG_RE = re.compile(r'extern "C" __global__ void (?:__launch_bounds__\(\d+\) |__block_size__\(\([\d, ]+\), \([\d, ]+\)\) )?'
                     r'(?P<name>\w+)\((?P<params>[^)]*)\)\s*\{')
_BLOCKS_ARE_CLUSTERS = "tirx.use_required_block_dimension"  # a launch tag of no value: the cluster is compiled in


def _sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def nvcc_path() -> str:
    path = shutil.which("nvcc")
    if path is None:
        raise ArtifactError("nvcc not found on PATH: export compiles each kernel with the CUDA toolkit's nvcc")
    return path


def nvcc_version() -> str:
    out = subprocess.run([nvcc_path(), "--version"], capture_output=True, text=True, check=False).stdout
    m = re.search(r", V(\d+(?:\.\d+)+)", out)  # "Cuda compilation tools, ... 13.0, V13.0.88"
    return m.group(1) if m else out.strip().splitlines()[-1] if out.strip() else "unknown"


def lower(case: Case, trace: Any, target_json: Any) -> tuple[str, list[dict[str, Any]]]:
    """CUDA source and the ordered kernel launches of one tuned schedule."""
    import tvm
    from tvm.target import Target
    from tvm.tirx.build import codegen_build, split_host_device_mods

    from tvm_patches.builder import build_context, generated_kernel, kernel_generator, tir_pipeline

    from .rebuild import scheduled_module

    target = Target(target_json)
    host_target = target.host if target.host is not None else Target({"kind": "llvm"})
    scheduled = scheduled_module(case, trace)
    generated = kernel_generator(scheduled) is not None
    if generated:  # the wgmma space: the kernel the builder generates (tvm_patches/builder.py), TIRx's pipeline
        try:
            kernel_mod, kernel_target = generated_kernel(scheduled, target.with_host(host_target))  # as the builder
        except ValueError as err:  # an annotation that names no generator
            raise ArtifactError(str(err)) from None
        mod = tvm.tirx.transform.BindTarget(kernel_target)(kernel_mod)
        name = "tirx"
    else:
        mod = tvm.tirx.transform.BindTarget(target.with_host(host_target))(scheduled)
        name = tir_pipeline(mod)  # the template's kernels: one barrier per K tile (tvm_patches/one_barrier.py)
    pipeline, finalize_host, finalize_device = (tvm.tirx.get_default_tir_pipeline(target) if name == "default"
                                                else tvm.tirx.get_tir_pipeline(name))
    def lowered() -> tuple[str, list[dict[str, Any]]]:
        with build_context(mod):  # the tuning builder's options: cp.async where the schedule asks
            lowered_mod = pipeline(mod)
        host_mod, device_mods = split_host_device_mods(lowered_mod)  # launches read before host finalization
        if len(device_mods) != 1:
            raise ArtifactError(f"{case.case_id}: expected one CUDA device module, got {len(device_mods)}")
        (dev_target, dev_mod), = device_mods.items()
        source = codegen_build(finalize_device()(dev_mod), dev_target).inspect_source()
        return source, parse_launches(host_mod.script(), source)

    source, launches = lowered()
    if generated:
        _check_wgmma_launches(case, scheduled, launches)
    if static_shared_bytes(source) > STATIC_SHARED_LIMIT_BYTES:
        names = {launch["name"] for launch in launches}
        if len(names) != 1:
            raise ArtifactError(f"{case.case_id}: {static_shared_bytes(source)} B of static shared memory (nvcc allows "
                                f"{STATIC_SHARED_LIMIT_BYTES}) in a module of {len(names)} kernels: not exportable")
        source, dynamic_bytes = static_shared_to_dynamic(source, launches[0]["dynamic_shared_bytes"])
        for launch in launches:
            launch["dynamic_shared_bytes"] = dynamic_bytes
    return source, launches


def _check_wgmma_launches(case: Case, scheduled: Any, launches: list[dict[str, Any]]) -> None:
    """The launch read from TVM's host code is the one the wgmma generator planned (grid, block, shared
    memory, tensormap arguments): what a driver is told is what TVM's own runtime did when it was tuned.
    The plan only: the kernel itself was generated once, by :func:`lower`."""
    wk = wgmma.kernel_of_module(scheduled, with_func=False)
    planned = {"grid": list(wk.grid), "block": list(wk.block), "dynamic_shared_bytes": wk.dynamic_shared_bytes,
               "params": [p.to_json() for p in wk.params], "cluster_dims": list(wk.cluster_dims)}
    got = [{key: launch.get(key, [1, 1, 1]) for key in planned} for launch in launches]
    if got != [planned]:
        raise ArtifactError(f"{case.case_id}: the wgmma kernel's launch in TVM's host code differs from the "
                            f"generator's: {got} != {planned}")


_STATIC_SHARED_RE = re.compile(r"^(?P<indent>[ \t]*)__shared__\s+(?:(?:alignas|__align__)\((?P<align>\d+)\)\s+)?"
                               r"(?P<type>[\w ]+?)\s+(?P<name>\w+)(?P<dims>(?:\[\d+\])+);", re.MULTILINE)
_DYNAMIC_ALIAS = "artifact_dyn_shared"  # an extern __shared__ array: every such array starts at the same address
_CUDA_TYPE_BYTES = {"half": 2, "float": 4, "double": 8, "int": 4, "uint": 4, "uchar": 1, "char": 1, "signed char": 1,
                    "unsigned char": 1, "short": 2, "ushort": 2, "int64_t": 8, "uint64_t": 8, "int8_t": 1, "uint8_t": 1,
                    "half2": 4, "float2": 8, "float4": 16, "int2": 8, "int4": 16, "uint2": 8, "uint4": 16,
                    "nv_bfloat16": 2}


def static_shared_bytes(source: str) -> int:
    """Bytes of the static ``__shared__`` arrays declared in generated CUDA source (``extern`` ones, the
    dynamic shared memory, excluded); a type it does not know counts as 16 bytes an element (the widest)."""
    return sum(_elements(m) * _CUDA_TYPE_BYTES.get(m.group("type").strip(), 16) for m in _STATIC_SHARED_RE.finditer(source))


def _elements(m: re.Match[str]) -> int:
    return math.prod(int(d) for d in re.findall(r"\d+", m.group("dims")))


def static_shared_to_dynamic(source: str, dynamic_bytes: int) -> tuple[str, int]:
    """The source with each static ``__shared__`` array of its one kernel placed after the kernel's
    ``dynamic_bytes`` of dynamic shared memory (a pointer into it, each aligned as declared, at least 16
    bytes), and the dynamic bytes the launch then needs. The same shared memory, the same code: TVM's
    own build (NVRTC) compiles and runs a kernel with more static shared memory than ``nvcc -cubin``
    accepts, so a measured kernel can need this to be exported."""
    offset = dynamic_bytes
    base_align = max([16] + [int(m.group("align") or 16) for m in _STATIC_SHARED_RE.finditer(source)])

    def moved(m: re.Match[str]) -> str:
        nonlocal offset
        ctype = m.group("type").strip()
        if ctype not in _CUDA_TYPE_BYTES or m.group("dims").count("[") > 1:
            raise ArtifactError(f"static __shared__ array {m.group('name')} of type {ctype!r}{m.group('dims')}: "
                                f"not exportable (flat arrays of scalar or vector types only)")
        align = max(16, int(m.group("align") or 16))
        start = -(-offset // align) * align
        offset = start + _elements(m) * _CUDA_TYPE_BYTES[ctype]
        return (f"{m.group('indent')}extern __shared__ __align__({base_align}) unsigned char {_DYNAMIC_ALIAS}[];  "
                f"// static __shared__ over nvcc's {STATIC_SHARED_LIMIT_BYTES} B: in the dynamic shared memory\n"
                f"{m.group('indent')}{ctype}* {m.group('name')} = ({ctype}*)({_DYNAMIC_ALIAS} + {start});")

    return _STATIC_SHARED_RE.sub(moved, source), offset


_TENSORMAP_PARAM_RE = re.compile(r"const\s+__grid_constant__\s+CUtensorMap\s+(?P<name>\w+)$")
_TENSORMAP_RE = re.compile(r'T\.call_packed\("runtime\.cuTensorMapEncodeTiled", (?P<map>\w+), "(?P<dtype>\w+)", '
                           r'(?P<rank>\d+), (?P<buffer>\w+)\.data, (?P<args>[\d, ]+)\)')


def parse_tensormaps(host_script: str) -> dict[str, dict[str, Any]]:
    """TMA descriptors the host function encodes (``runtime.cuTensorMapEncodeTiled``), by variable name:
    the manifest's ``tensormap`` object of each (module docstring)."""
    maps = {}
    for m in _TENSORMAP_RE.finditer(host_script):
        rank = int(m.group("rank"))
        args = [int(a) for a in m.group("args").split(",")]
        if len(args) != 4 * rank - 1 + 4:
            raise ArtifactError(f"tensormap {m.group('map')}: {len(args)} encoding arguments for rank {rank}")
        dims, strides = args[:rank], args[rank:2 * rank - 1]
        box, elem = args[2 * rank - 1:3 * rank - 1], args[3 * rank - 1:4 * rank - 1]
        interleave, swizzle, l2_promotion, oob_fill = args[4 * rank - 1:]
        spec = wgmma.TensorMapSpec(re.sub(r"_\d+$", "", m.group("buffer")), m.group("dtype"), rank, tuple(dims),
                                   tuple(strides), tuple(box), tuple(elem), interleave, swizzle, l2_promotion, oob_fill)
        maps[m.group("map")] = spec.to_json()
    return maps


def parse_signatures(source: str) -> dict[str, list[str]]:
    """kernel name -> its parameters, in signature order: the buffer names of pointer parameters
    (``float* x_ptr`` -> x), the names of TMA descriptor parameters (``const __grid_constant__
    CUtensorMap A_map`` -> A_map)."""
    sigs = {}
    for m in _SIG_RE.finditer(source):
        names = []
        for param in filter(None, (p.strip() for p in m.group("params").split(","))):
            if tm := _TENSORMAP_PARAM_RE.match(" ".join(param.split())):
                names.append(tm.group("name"))
                continue
            pm = re.match(r"(?P<type>[\w\s]+?)\s*\*\s*(?:__restrict__\s+)?(?P<name>\w+)$", param)
            if not pm:
                raise ArtifactError(f"kernel {m.group('name')}: unsupported parameter {param!r} (only pointers and "
                                    f"tensormaps)")
            names.append(re.sub(r"_ptr$", "", pm.group("name")))
        sigs[m.group("name")] = names
    if not sigs:
        raise ArtifactError("no __global__ kernel found in the generated CUDA source")
    return sigs


def parse_launches(host_script: str, source: str) -> list[dict[str, Any]]:
    """Kernel launches of the host function, in order, with grid/block/dynamic shared memory; a
    tensormap parameter as the object of :func:`parse_tensormaps`."""
    sigs = parse_signatures(source)
    tensormaps = parse_tensormaps(host_script)
    launches = []
    for m in _LAUNCH_RE.finditer(host_script):
        name = m.group("name")
        if name not in sigs:
            raise ArtifactError(f"the host launches {name}, which the CUDA source does not define")
        args = [a.strip() for a in m.group("args").split(",")]
        tags = [t.strip().strip('"') for t in m.group("params").split(",") if t.strip()]
        n_ptr = len(sigs[name])
        values = args[n_ptr:]
        grid, block, cluster, dyn_shared = [1, 1, 1], [1, 1, 1], [1, 1, 1], 0
        vi = 0
        compiled_cluster = _BLOCKS_ARE_CLUSTERS in tags
        for tag in tags:
            if tag == _BLOCKS_ARE_CLUSTERS:
                continue
            if tag == "tirx.use_dyn_shared_memory":
                if vi < len(values):
                    dyn_shared = _int_literal(values[vi], name, tag)
                    vi += 1
                continue
            if vi >= len(values):
                raise ArtifactError(f"kernel {name}: launch dimension {tag} is not a constant ({values[vi:]})")
            kind, _, axis = tag.partition(".")
            dims = {"blockIdx": grid, "threadIdx": block, "clusterCtaIdx": cluster}.get(kind)
            if dims is None or axis not in ("x", "y", "z"):
                raise ArtifactError(f"kernel {name}: launch tag {tag!r} is not one the export writes down: not exportable")
            dims["xyz".index(axis)] = _int_literal(values[vi], name, tag)
            vi += 1
        params: list[Any] = [{"name": p, "tensormap": tensormaps[p]} if p in tensormaps else p for p in sigs[name]]
        launch: dict[str, Any] = {"name": name, "grid": grid, "block": block, "dynamic_shared_bytes": dyn_shared,
                                  "params": params}
        if cluster != [1, 1, 1]:
            if not compiled_cluster:  # TVM's runtime would pass it as a launch attribute; cuLaunchKernel has none
                raise ArtifactError(f"kernel {name}: a thread block cluster of {cluster} set at launch, not compiled "
                                    f"into the kernel: not exportable")
            if any(g % c for g, c in zip(grid, cluster)):
                raise ArtifactError(f"kernel {name}: a grid of {grid} thread blocks is no whole number of clusters of "
                                    f"{cluster}: not exportable")
            # __block_size__((block), (cluster)): the launch grid counts clusters (TVM's host code: thread blocks)
            launch["grid"] = [g // c for g, c in zip(grid, cluster)]
            launch["cluster_dims"] = cluster
        launches.append(launch)
    if not launches:
        raise ArtifactError("no kernel launch found in the host function")
    return launches


_INT_RE = re.compile(r"(?:T\.u?int(?:32|64)\()?(\d+)\)?")


def _int_literal(text: str, kernel: str, tag: str) -> int:
    """A launch argument of the host script: ``256`` or ``T.int64(98304)`` (sizes above 48 KB print typed)."""
    m = _INT_RE.fullmatch(text)
    if not m:
        raise ArtifactError(f"kernel {kernel}: launch dimension {tag} is not a constant ({text})")
    return int(m.group(1))


def _ptxas_info(log: str, entry: str) -> dict[str, int]:
    """Registers, static shared memory and spills of ``entry`` from nvcc -Xptxas -v output."""
    info = {"registers": 0, "static_shared_bytes": 0, "spill_store_bytes": 0, "spill_load_bytes": 0}
    block = log.split(f"Compiling entry function '{entry}'", 1)[-1]
    if m := re.search(r"Used (\d+) registers", block):
        info["registers"] = int(m.group(1))
    if m := re.search(r"(\d+) bytes smem", block):
        info["static_shared_bytes"] = int(m.group(1))
    if m := re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", block):
        info["spill_store_bytes"], info["spill_load_bytes"] = int(m.group(1)), int(m.group(2))
    return info


def compile_cubin(source_path: Path, cubin_path: Path, arch: str) -> tuple[list[str], str]:
    cmd = [nvcc_path(), *NVCC_FLAGS, f"-arch={arch}", "-o", str(cubin_path), str(source_path)]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        lines = proc.stderr.strip().splitlines()
        errors = [ln.strip() for ln in lines if "error" in ln.lower()]  # ptxas's last line is its compile time
        raise ArtifactError(f"nvcc failed on {source_path}: {(errors or lines or [f'exit {proc.returncode}'])[0]}")
    return cmd, proc.stdout + proc.stderr


_LITTLE_ENDIAN = {"float32": "<f4", "float16": "<f2"}


def write_reference(case: Case, ref_dir: Path, seed: int) -> list[dict[str, Any]]:
    """Random inputs and the float64 reference output, as raw little-endian files; returns the buffer list.

    Each buffer's ``dtype`` is the kernel parameter's element type; the output's reference is stored
    as float32 whatever the output's dtype, and where that differs (fp16-out) ``file_dtype`` says so."""
    rng = np.random.default_rng(seed)
    inputs = workloads.random_inputs(case, rng)
    out = workloads.reference(case, inputs).astype(np.float32)
    arrays = iter([*inputs, out])
    buffers = []
    for name, shape, role, dtype in buffer_specs(case):
        arr = next(arrays)
        file_dtype = "float32" if role == "output" else dtype
        path = ref_dir / f"{name}.bin"
        data = np.ascontiguousarray(arr, dtype=_LITTLE_ENDIAN[file_dtype]).tobytes()
        write_bytes(path, data)
        entry: dict[str, Any] = {"name": name, "shape": shape, "dtype": dtype, "role": role, "bytes": len(data),
                                 "file": path.relative_to(ref_dir.parent).as_posix(), "sha256": _sha256_bytes(data)}
        if file_dtype != dtype:
            entry["file_dtype"] = file_dtype
        buffers.append(entry)
    return buffers


def export_is_current(results: Path, case: Case) -> bool:
    dirs = case_dirs(results, case)
    index = dirs.export_index
    if not index.exists() or not dirs.selection.exists():
        return False
    try:
        sel = read(Selection, dirs.selection)
        exp = read(ExportIndex, index)
    except ArtifactError:
        return False
    return exp.selection_created == sel.created and all(
        dirs.kernel_cubin(k.kernel_id).exists() for k in exp.kernels)


def export_case(case: Case, results: Path, arch: str | None = None, seed: int = 1234,
                echo: Callable[[str], None] = print) -> dict[str, Any]:
    dirs = case_dirs(results, case)
    sel = read(Selection, dirs.selection, f"{case.case_id}: selection (run `artifact select` first)")
    kernels = [k for k in sel.kernels if k.correctness.status != "fail"]
    skipped = [k.kernel_id for k in sel.kernels if k.correctness.status == "fail"]
    if not kernels:
        raise ArtifactError(f"{case.case_id}: no kernel passed the correctness check; nothing to export")
    target_json = kernels[0].target
    if target_json.get("kind") != "cuda":
        raise ArtifactError(f"{case.case_id}: tuned for target {target_json.get('kind')!r}; export needs a CUDA "
                            f"target (tune with --target '{{\"kind\": \"cuda\", \"arch\": \"sm_90\"}}' or on a GPU)")
    arch = arch or str(target_json.get("arch", "sm_90")).rstrip("a") or "sm_90"
    if any(wgmma.is_wgmma_trace(k.trace) for k in kernels):  # wgmma and setmaxnreg: sm_90a only
        if arch.rstrip("a") != "sm_90":
            raise ArtifactError(f"{case.case_id}: kernels of the wgmma space run on sm_90 only, not {arch}")
        arch = wgmma.ARCH
    version = nvcc_version()
    if dirs.export_index.exists():
        dirs.export_index.unlink()  # stale until this run finishes
    buffers = write_reference(case, dirs.reference, seed)
    echo(f"{case.case_id}: exporting {len(kernels)} kernel(s) for {arch} (nvcc {version})"
         + (f"; not exported (failed the check): {', '.join(skipped)}" if skipped else ""))
    exported = []
    for k in kernels:
        kdir = dirs.kernel_dir(k.kernel_id)
        kdir.mkdir(parents=True, exist_ok=True)
        source, launches = lower(case, k.trace, target_json)
        src_path = dirs.kernel_source(k.kernel_id)
        write_text(src_path, source)
        cubin_tmp = kdir / f".{KERNEL_CUBIN}.tmp"
        cmd, log = compile_cubin(src_path, cubin_tmp, arch)
        cubin = cubin_tmp.read_bytes()
        cubin_tmp.replace(dirs.kernel_cubin(k.kernel_id))
        for launch in launches:
            launch.update(_ptxas_info(log, launch["name"]))
        manifest = KernelManifest(
            kernel_id=k.kernel_id, case_id=case.case_id, case=CaseEntry.from_json(case.to_json()),
            arch=arch, cubin=KERNEL_CUBIN, cubin_sha256=_sha256_bytes(cubin),
            source=KERNEL_SOURCE, source_sha256=_sha256_bytes(source.encode()),
            nvcc=Nvcc(version=version, command=[Path(cmd[0]).name, *cmd[1:-3], "-o", KERNEL_CUBIN, KERNEL_SOURCE]),
            launches=[Launch.from_json(launch) for launch in launches],
            buffers=[Buffer.from_json({**b, "file": f"../{b['file']}"}) for b in buffers],
            flops=case.flops,
            tuned=Tuned(run_s=k.run_s, run_secs=k.run_secs, gflops=k.gflops, trial=k.trial, rank=k.rank,
                        rank_percentile=k.rank_percentile, group=k.group, correctness=k.correctness),
        )
        write(dirs.kernel_json(k.kernel_id), manifest)
        l0 = launches[0]
        spills = l0.get("spill_store_bytes", 0) + l0.get("spill_load_bytes", 0)
        echo(f"  {k.kernel_id} ({k.group:>4}): {len(launches)} launch(es), grid {l0['grid']} block {l0['block']}, "
             f"{l0['registers']} regs"
             + (f" ({l0['spill_store_bytes']} B spill stores, {l0['spill_load_bytes']} B spill loads)" if spills else "")
             + f", {l0['static_shared_bytes'] + l0['dynamic_shared_bytes']} B shared memory, params "
             f"{', '.join(p if isinstance(p, str) else p['name'] for p in l0['params'])}")
        exported.append(ExportedKernel(kernel_id=k.kernel_id, dir=k.kernel_id, group=k.group, rank=k.rank))
    index = ExportIndex(case_id=case.case_id, arch=arch, nvcc_version=version,
                        created=_dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
                        selection_created=sel.created, reference_seed=seed, kernels=exported, not_exported=skipped)
    write(dirs.export_index, index)
    return index.to_json()
