"""Faster NVRTC compiles: three small in-memory headers instead of parsing libcu++ for each kernel.

TVM 0.27 compiles every candidate with NVRTC (tvm/support/nvcc.py, ``_compile_cuda_nvrtc``), and
both its own preamble and the generated source include ``<cuda/std/cstdint>``,
``<cuda/std/type_traits>`` and ``<cuda/std/limits>``. Parsing those libcu++ headers is most of a
small kernel's compile time (tvm_patches/README.md), and the builder compiles 64 candidates per
search iteration. The generated code only needs the fixed-width integer types, a few type traits
named in ``using`` declarations, and ``numeric_limits<float>::infinity()`` for ``INFINITY``.

:func:`install` makes NVRTC programs created without headers of their own see the minimal
versions below under those names (NVRTC looks up in-memory headers before its include paths).
Everything else about the compile is TVM's: same options, same flow. If a compile fails with
the minimal headers (a kernel needing more of libcu++), it is retried with the real ones, so the
patch can only change speed. The SASS of kernels compiled both ways is compared in
tests/test_tvm_patches.py.

TVM also looks for the CUDA toolkit before every compile (``find_cuda_path``: ``CUDA_PATH``, else
``which nvcc`` in a new process); :func:`install` keeps its first answer for the process's life, so a
build worker starts one process, not one per candidate.
"""

from __future__ import annotations

import functools
import threading
from typing import Any

CSTDINT = b"""#pragma once
namespace cuda { namespace std {
typedef signed char int8_t; typedef short int16_t; typedef int int32_t; typedef long int64_t;
typedef unsigned char uint8_t; typedef unsigned short uint16_t; typedef unsigned int uint32_t;
typedef unsigned long uint64_t;
typedef long intptr_t; typedef unsigned long uintptr_t;
} }
"""
TYPE_TRAITS = b"""#pragma once
namespace cuda { namespace std {
template <class T, T v> struct integral_constant { static constexpr T value = v; };
typedef integral_constant<bool, true> true_type; typedef integral_constant<bool, false> false_type;
template <class A, class B> struct is_same : false_type {};
template <class A> struct is_same<A, A> : true_type {};
template <class A, class B> inline constexpr bool is_same_v = is_same<A, B>::value;
template <class T> struct is_integral : false_type {};
#define TVMP_INT(T) template <> struct is_integral<T> : true_type {};
TVMP_INT(bool) TVMP_INT(char) TVMP_INT(signed char) TVMP_INT(unsigned char) TVMP_INT(short)
TVMP_INT(unsigned short) TVMP_INT(int) TVMP_INT(unsigned int) TVMP_INT(long) TVMP_INT(unsigned long)
TVMP_INT(long long) TVMP_INT(unsigned long long)
#undef TVMP_INT
template <class T> struct is_floating_point : false_type {};
template <> struct is_floating_point<float> : true_type {};
template <> struct is_floating_point<double> : true_type {};
template <class T> struct is_signed : integral_constant<bool, (T(-1) < T(0))> {};
template <class T> struct is_unsigned : integral_constant<bool, (T(0) < T(-1))> {};
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T, class F> struct conditional { typedef T type; };
template <class T, class F> struct conditional<false, T, F> { typedef F type; };
} }
"""
LIMITS = b"""#pragma once
namespace cuda { namespace std {
template <class T> struct numeric_limits;
template <> struct numeric_limits<float> {
  static __device__ float infinity() { return __int_as_float(0x7f800000); }
  static constexpr float max() { return 3.40282346638528859811704183484516925e+38F; }
  static constexpr float lowest() { return -3.40282346638528859811704183484516925e+38F; }
};
template <> struct numeric_limits<double> {
  static __device__ double infinity() { return __longlong_as_double(0x7ff0000000000000LL); }
  static constexpr double max() { return 1.79769313486231570814527423731704357e+308; }
  static constexpr double lowest() { return -1.79769313486231570814527423731704357e+308; }
};
} }
"""
STUBS = {b"cuda/std/cstdint": CSTDINT, b"cuda/std/type_traits": TYPE_TRAITS, b"cuda/std/limits": LIMITS}

_state = threading.local()
_installed = False
stats = {"fallbacks": 0}


def _use_stubs() -> bool:
    return getattr(_state, "use_stubs", False)


def install() -> bool:
    """Patch this process (idempotent); False where NVRTC or TVM's NVRTC path is not available."""
    global _installed
    if _installed:
        return True
    try:
        from cuda.bindings import nvrtc
        from tvm.support import nvcc
    except ImportError:
        return False
    original_create = nvrtc.nvrtcCreateProgram
    original_compile = nvcc.compile_cuda

    def create_program(src: Any, name: Any, num_headers: int, headers: Any, include_names: Any) -> Any:
        if _use_stubs() and num_headers == 0:
            return original_create(src, name, len(STUBS), list(STUBS.values()), list(STUBS.keys()))
        return original_create(src, name, num_headers, headers, include_names)

    def compile_cuda(code: Any, target_format: Any = None, arch: Any = None, options: Any = None,
                     path_target: Any = None, compiler: str = "nvrtc") -> Any:
        if compiler == "nvrtc":
            _state.use_stubs = True
            try:
                return original_compile(code, target_format, arch, options, path_target, compiler)
            except RuntimeError:
                stats["fallbacks"] += 1  # needs more of libcu++: compile exactly as TVM would
            finally:
                _state.use_stubs = False
        return original_compile(code, target_format, arch, options, path_target, compiler)

    nvrtc.nvrtcCreateProgram = create_program
    nvcc.compile_cuda = compile_cuda  # tvm_callback_cuda_compile looks it up at call time
    find = getattr(nvcc.find_cuda_path, "__wrapped__", nvcc.find_cuda_path)  # TVM's own, even if kept before
    nvcc.find_cuda_path = functools.lru_cache(maxsize=1)(find)  # looked up at call time too
    _installed = True
    return True
