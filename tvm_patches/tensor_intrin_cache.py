"""TVM's tensor intrinsics registered from a shipped cache instead of parsed at every start.

Why: ``TuneContext.__init__`` (s_tir/meta_schedule/tune_context.py) imports
``tvm.s_tir.tensor_intrin``, whose modules build ~124 tensor intrinsics (WMMA, MMA, ldmatrix,
dot products of every target) by parsing TVMScript: tens of seconds on one core, before the first
candidate of a tuning run can be searched. The CUDA
schedule rules need them registered by name (``MultiLevelTilingTensorCore`` looks up the WMMA
intrinsics when it is created), so the import cannot simply be skipped.

What: :func:`write_cache` imports the package for real once, records every
``TensorIntrin.register(name, desc, impl)`` it makes, and saves the (name, desc, impl) triples with
``tvm.ir.save_json``, gzipped, next to the TVM and tvm-ffi versions that made them
(``tensor_intrin_cache.json.gz``, shipped). :func:`install` registers them back with
``TensorIntrin.register`` (0.4 s) and marks the package imported, so TuneContext's import is a
no-op. The package's two Python index-map functions that it registers as global functions (used
by MMA tensor-core schedules) are registered too (:func:`register_index_maps`). The placeholder
package keeps its real path and registrations of a name the cache holds override it with the same
definition, so a later import of ``arm_cpu``, ``x86`` etc. still works; ``cuda`` would fail on its
two global functions (nothing in the artifact imports it; TVM's dlight matmul schedules do).

Safety: with a different TVM or tvm-ffi version, a missing or unreadable cache, or the package
already imported, :func:`install` does nothing and TVM imports the package as usual.
``tests/test_tvm_patches.py`` checks that the shipped cache holds exactly what the pinned TVM
registers (structurally equal), and that TuneContext then builds the same design spaces
without importing the package.
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import sys
import types
from pathlib import Path
from typing import Any

CACHE = Path(__file__).with_name("tensor_intrin_cache.json.gz")
PACKAGE = "tvm.s_tir.tensor_intrin"
_installed = False


def _versions() -> dict[str, str]:
    import tvm
    import tvm_ffi

    return {"tvm": str(tvm.__version__), "tvm_ffi": str(getattr(tvm_ffi, "__version__", "?"))}


def _record_registrations() -> list[tuple[str, Any, Any]]:
    """Import the package for real, returning every (name, desc, impl) it registered, in order."""
    from tvm.s_tir import TensorIntrin

    if PACKAGE in sys.modules:
        raise RuntimeError(f"{PACKAGE} is already imported: run this in a fresh process")
    seen: list[tuple[str, Any, Any]] = []
    original = TensorIntrin.register

    def recording(name: str, desc: Any, impl: Any, override: bool = False) -> Any:
        seen.append((str(name), desc, impl))
        return original(name, desc, impl, override)

    TensorIntrin.register = staticmethod(recording)  # type: ignore[method-assign]
    try:
        importlib.import_module(PACKAGE)
    finally:
        TensorIntrin.register = staticmethod(original)  # type: ignore[method-assign]
    return seen


def write_cache(path: Path = CACHE) -> int:
    """Build the cache from a real import (in a fresh process); returns the number of intrinsics."""
    import tvm

    seen = _record_registrations()
    body = {"versions": _versions(), "names": [n for n, _, _ in seen],
            "functions": tvm.ir.save_json([[d, i] for _, d, i in seen])}
    with gzip.open(path, "wt", encoding="utf-8", compresslevel=9) as fh:
        json.dump(body, fh)
    return len(seen)


def read_cache(path: Path = CACHE) -> list[tuple[str, Any, Any]] | None:
    """The cached (name, desc, impl) triples, or None if absent, unreadable or for another TVM."""
    import tvm

    try:
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            body = json.load(fh)
        if body.get("versions") != _versions():
            return None
        funcs = tvm.ir.load_json(body["functions"])
        names = body["names"]
        if len(funcs) != len(names):
            return None
        return [(n, f[0], f[1]) for n, f in zip(names, funcs)]
    except (OSError, ValueError, KeyError, TypeError, EOFError):
        return None


def _shared_16x16_to_ldmatrix_32x8_layout(i: Any, j: Any) -> tuple[Any, Any]:
    thread_id = 4 * (i % 8) + (j % 8) // 2
    return thread_id, 4 * (j // 8) + (i // 8) * 2 + (j % 2)


def index_map_shared_16x16_to_ldmatrix_32x8_layout(ind: Any) -> Any:
    """As ``tvm/s_tir/tensor_intrin/cuda.py`` (see :func:`register_index_maps`)."""
    from tvm.runtime import convert

    thread_id, local_id = _shared_16x16_to_ldmatrix_32x8_layout(ind[0], ind[1])
    return convert([thread_id, local_id])


def index_map_m16n8k8_matrix_c(ind: Any) -> Any:
    """As ``tvm/s_tir/tensor_intrin/cuda.py`` (see :func:`register_index_maps`)."""
    from tvm.runtime import convert

    i, j = ind[0], ind[1]
    return convert([(i // 8) // 2, j // 8, (i // 8) % 2, (j % 8) % 2])


INDEX_MAPS = {"tirx.index_map.shared_16x16_to_ldmatrix_32x8_layout": index_map_shared_16x16_to_ldmatrix_32x8_layout,
              "tirx.index_map_m16n8k8.matrixC": index_map_m16n8k8_matrix_c}


def register_index_maps() -> None:
    """The global functions ``tvm/s_tir/tensor_intrin/cuda.py`` registers besides intrinsics.

    Lowering needs them too, not only scheduling: ``TransformMmaBufferLayout`` (in TVM's CUDA pipeline)
    looks ``tirx.index_map_m16n8k8.matrixC`` up by name, so every process that builds an MMA kernel (the
    builder's workers, :func:`tvm_patches.builder.build_module`) registers them. Importing cuda.py for them would parse every CUDA intrinsic again, so their few lines (and
    the layout helper they use) are repeated here; a test compares them with TVM's.
    """
    from tvm_ffi import get_global_func, register_global_func

    for name, fn in INDEX_MAPS.items():
        if get_global_func(name, allow_missing=True) is None:
            register_global_func(name, fn)


def install(path: Path = CACHE) -> bool:
    """Register the cached intrinsics and mark the package imported; False if TVM must import it."""
    global _installed
    if _installed:
        return True
    if PACKAGE in sys.modules:
        return False
    cached = read_cache(path)
    if cached is None:
        return False
    from tvm.s_tir import TensorIntrin

    original = TensorIntrin.register
    names = {n for n, _, _ in cached}
    for name, desc, impl in cached:
        original(name, desc, impl, True)
    register_index_maps()

    def register(name: str, desc: Any, impl: Any, override: bool = False) -> Any:
        # a later real import of a submodule re-registers what the cache holds: allow it
        return original(name, desc, impl, override or str(name) in names)

    TensorIntrin.register = staticmethod(register)  # type: ignore[method-assign]
    spec = importlib.util.find_spec(PACKAGE)
    module = types.ModuleType(PACKAGE, "tensor intrinsics registered from tvm_patches.tensor_intrin_cache")
    if spec is not None:
        module.__spec__ = spec
        module.__path__ = list(spec.submodule_search_locations or [])  # submodules stay importable
        module.__file__ = spec.origin
    sys.modules[PACKAGE] = module
    parent = sys.modules.get(PACKAGE.rpartition(".")[0])
    if parent is not None:
        parent.tensor_intrin = module  # type: ignore[attr-defined]
    _installed = True
    return True


if __name__ == "__main__":
    n = write_cache()
    print(f"wrote {CACHE} ({n} intrinsics, {CACHE.stat().st_size:,} bytes) for {_versions()}")
