"""Operator definitions (TVM tensor expressions), random inputs and float64 references.

Buffer names fix the order of the exported kernels' pointer parameters (TVM sorts them by name):
conv2d: ``data`` [N,CI,H,W], ``kernel`` [CO,CI,KH,KW], ``conv2d_nchw`` [N,CO,OH,OW] (NCHW) or
``data`` [N,H,W,CI], ``kernel`` [KH,KW,CI,CO], ``conv2d_nhwc`` [N,OH,OW,CO] (NHWC);
gemm: ``A`` [M,K], ``B`` [K,N] (NN) or [N,K] (NT), ``C`` [M,N]. An NHWC conv with fp16 inputs is the
implicit GEMM of artifact/tuning/implicit_gemm.py (the buffers the same), which the tensor-core space tiles.

Dtypes (artifact.catalog.DTYPES): fp32 everywhere, or fp16 inputs with a float32 accumulation and a
float32 (``fp16``) or float16 (``fp16-out``) output. fp16 inputs are drawn as fp32 and rounded to
fp16; the float64 reference is computed from the rounded values, so it is exact for what the kernel reads.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..catalog import Case, buffer_specs
from ..contract import RTOL

RTOL_FP32 = RTOL["fp32"]  # accepted ||out - ref|| / ||ref|| for fp32 kernels (driver_contract.json)


def rtol(case: Case) -> float:
    """The correctness gate's tolerance for the case's dtype (driver_contract.json, correctness_rtol)."""
    return RTOL[case.dtype]


def prim_func(case: Case) -> Any:
    """The case as a TVM PrimFunc (imports TVM)."""
    from tvm import te, topi

    specs = buffer_specs(case)
    p = case.params
    acc = "float32"  # every dtype accumulates in float32 (catalog.DTYPE_PARTS)
    if case.kind == "conv2d":
        data = te.placeholder(specs[0][1], name="data", dtype=case.in_dtype)
        kernel = te.placeholder(specs[1][1], name="kernel", dtype=case.in_dtype)
        if case.layout == "NHWC" and case.tensor_core:  # tensor cores: an implicit GEMM (its docstring says why)
            from .implicit_gemm import prim_func as implicit_gemm

            return implicit_gemm(case)
        if case.layout == "NHWC":
            out = topi.nn.conv2d_nhwc(data, kernel, p["stride"], p["padding"], 1, out_dtype=acc)
        else:
            out = topi.nn.conv2d_nchw(data, kernel, p["stride"], p["padding"], 1, out_dtype=acc)
        return te.create_prim_func([data, kernel, _cast_output(out, case, specs[2][0])])
    a = te.placeholder(specs[0][1], name="A", dtype=case.in_dtype)
    b = te.placeholder(specs[1][1], name="B", dtype=case.in_dtype)
    k = te.reduce_axis((0, p["K"]), name="k")

    def up(x: Any) -> Any:  # fp16 operands are widened to the float32 accumulator, as tensor cores do
        return x if case.in_dtype == acc else x.astype(acc)

    name = "C" if case.out_dtype == acc else "C_acc"
    if p["layout"] == "NN":
        c = te.compute((p["M"], p["N"]), lambda i, j: te.sum(up(a[i, k]) * up(b[k, j]), axis=k), name=name)
    else:
        c = te.compute((p["M"], p["N"]), lambda i, j: te.sum(up(a[i, k]) * up(b[j, k]), axis=k), name=name)
    return te.create_prim_func([a, b, _cast_output(c, case, "C")])


def _cast_output(out: Any, case: Case, name: str) -> Any:
    """fp16-out: the float32 accumulator rounded to float16 by an elementwise stage that the schedule
    fuses into the kernel's epilogue; other dtypes: the accumulator itself."""
    if case.out_dtype == "float32":
        return out
    from tvm import te

    return te.compute(out.shape, lambda *i: out(*i).astype(case.out_dtype), name=name)


def random_inputs(case: Case, rng: np.random.Generator) -> list[np.ndarray]:
    """Fresh inputs, uniform in [-1, 1) (never zeros: they hide unwritten outputs), drawn as float32
    and, for fp16 cases, rounded to float16 (the same stream of random numbers for every dtype)."""
    return [rng.uniform(-1.0, 1.0, size=shape).astype(np.float32).astype(dtype, copy=False)
            for _, shape, role, dtype in buffer_specs(case) if role == "input"]


def reference(case: Case, inputs: list[np.ndarray]) -> np.ndarray:
    """The exact result in float64."""
    p = case.params
    if case.kind == "conv2d" and case.layout == "NHWC":
        data, kernel = (x.astype(np.float64) for x in inputs)  # [N,H,W,CI], [KH,KW,CI,CO]
        nchw = reference_conv_nchw(p, data.transpose(0, 3, 1, 2), kernel.transpose(3, 2, 0, 1))
        return np.ascontiguousarray(nchw.transpose(0, 2, 3, 1))
    if case.kind == "conv2d":
        data, kernel = (x.astype(np.float64) for x in inputs)
        return reference_conv_nchw(p, data, kernel)
    a, b = (x.astype(np.float64) for x in inputs)
    return a @ (b if p["layout"] == "NN" else b.T)


def reference_conv_nchw(p: dict[str, Any], data: np.ndarray, kernel: np.ndarray) -> np.ndarray:
    """conv2d in float64, NCHW data and OIHW kernel."""
    pad = p["padding"]
    x = np.pad(data, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    win = np.lib.stride_tricks.sliding_window_view(x, (p["KH"], p["KW"]), axis=(2, 3))
    win = win[:, :, :: p["stride"], :: p["stride"]]  # N, CI, OH, OW, KH, KW
    out = np.tensordot(win, kernel, axes=([1, 4, 5], [1, 2, 3]))  # N, OH, OW, CO
    return np.ascontiguousarray(out.transpose(0, 3, 1, 2))


def relative_error(out: np.ndarray, ref: np.ndarray) -> float:
    """||out - ref||_2 / ||ref||_2; +inf where out has a NaN or an infinity (never passes)."""
    out64 = out.astype(np.float64)
    if not np.all(np.isfinite(out64)):
        return float("inf")
    denom = float(np.linalg.norm(ref))
    num = float(np.linalg.norm(out64 - ref))
    return num / denom if denom > 0 else num
