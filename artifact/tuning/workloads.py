"""Operator definitions (TVM tensor expressions), random inputs and float64 references.

Buffer names fix the order of the exported kernels' pointer parameters (TVM sorts them by name):
conv2d: ``data`` [N,CI,H,W], ``kernel`` [CO,CI,KH,KW], ``conv2d_nchw`` [N,CO,OH,OW];
gemm: ``A`` [M,K], ``B`` [K,N] (NN) or [N,K] (NT), ``C`` [M,N]. All fp32.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..catalog import Case, buffer_specs
from ..contract import RTOL

RTOL_FP32 = RTOL["fp32"]  # accepted ||out - ref|| / ||ref|| for fp32 kernels (driver_contract.json)


def prim_func(case: Case) -> Any:
    """The case as a TVM PrimFunc (imports TVM)."""
    from tvm import te, topi

    specs = buffer_specs(case)
    p = case.params
    if case.kind == "conv2d":
        data = te.placeholder(specs[0][1], name="data", dtype="float32")
        kernel = te.placeholder(specs[1][1], name="kernel", dtype="float32")
        out = topi.nn.conv2d_nchw(data, kernel, p["stride"], p["padding"], 1, out_dtype="float32")
        return te.create_prim_func([data, kernel, out])
    a = te.placeholder(specs[0][1], name="A", dtype="float32")
    b = te.placeholder(specs[1][1], name="B", dtype="float32")
    k = te.reduce_axis((0, p["K"]), name="k")
    if p["layout"] == "NN":
        c = te.compute((p["M"], p["N"]), lambda i, j: te.sum(a[i, k] * b[k, j], axis=k), name="C")
    else:
        c = te.compute((p["M"], p["N"]), lambda i, j: te.sum(a[i, k] * b[j, k], axis=k), name="C")
    return te.create_prim_func([a, b, c])


def random_inputs(case: Case, rng: np.random.Generator) -> list[np.ndarray]:
    """Fresh fp32 inputs, uniform in [-1, 1) (never zeros: they hide unwritten outputs)."""
    return [rng.uniform(-1.0, 1.0, size=shape).astype(np.float32)
            for _, shape, role in buffer_specs(case) if role == "input"]


def reference(case: Case, inputs: list[np.ndarray]) -> np.ndarray:
    """The exact result in float64."""
    p = case.params
    if case.kind == "conv2d":
        data, kernel = (x.astype(np.float64) for x in inputs)
        pad = p["padding"]
        x = np.pad(data, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
        win = np.lib.stride_tricks.sliding_window_view(x, (p["KH"], p["KW"]), axis=(2, 3))
        win = win[:, :, :: p["stride"], :: p["stride"]]  # N, CI, OH, OW, KH, KW
        out = np.tensordot(win, kernel, axes=([1, 4, 5], [1, 2, 3]))  # N, OH, OW, CO
        return np.ascontiguousarray(out.transpose(0, 3, 1, 2))
    a, b = (x.astype(np.float64) for x in inputs)
    return a @ (b if p["layout"] == "NN" else b.T)


def relative_error(out: np.ndarray, ref: np.ndarray) -> float:
    """||out - ref||_2 / ||ref||_2; +inf where out has a NaN or an infinity (never passes)."""
    out64 = out.astype(np.float64)
    if not np.all(np.isfinite(out64)):
        return float("inf")
    denom = float(np.linalg.norm(ref))
    num = float(np.linalg.norm(out64 - ref))
    return num / denom if denom > 0 else num
