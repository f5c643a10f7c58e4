"""An NHWC convolution with fp16 inputs as the GEMM that MetaSchedule's tensor-core space tiles.

The PrimFunc (:func:`prim_func`, TVMScript) computes ``acc[m, co] = sum over (kh, kw, ci) of
x[pixel(m), kh, kw, ci] * kernel[kh, kw, ci, co]`` in float32, the rows ``m`` being the output pixels
``(n, oh, ow)`` (``x`` the input zero-padded by ``padding``), then writes ``conv2d_nhwc[pixel(m), co]``
in the output dtype: buffers ``data`` [N,H,W,CI], ``kernel`` [KH,KW,CI,CO], ``conv2d_nhwc`` [N,OH,OW,CO]
as for every NHWC case (artifact.catalog.buffer_specs). The reduction runs over the kernel's axes
longer than 1 and CI. Rows are computed up to a multiple of MMA_ROWS (:func:`gemm_rows`); a row past
the last pixel computes and stores the last pixel again (``pixel(m) = min(m, rows - 1)``: the same
inputs, the same value written twice).

Why not topi's ``conv2d_nhwc`` (whose 4-D output MetaSchedule's MMA rule reaches only through a
reindex of the pixels):

* a 1x1 convolution has unit reduction axes, not the S-S-R block the MMA rule tensorizes: it got no
  tensor-core sketch at all (the SIMT space instead);
* an fp16-out case's cast after the reindexed store fails the rule's compute-at (the stores cover no
  rectangle of the output): no design space;
* MMA tiles of an odd count (784 = 49 x 16 pixels for a 28 x 28 output) cannot be split in two (a
  factor of -1: no design space), and rows padded up to a multiple of 16 or 32 are stored under a
  predicate that TVM places outside the store's own loops, so that every candidate fails to build
  ("Cannot insert syncs inside condition"). Storing the padded rows onto the last pixel needs no
  predicate.
"""

from __future__ import annotations

from typing import Any

from ..catalog import Case, buffer_specs

MMA_ROWS = 32  # rows of the GEMM: a multiple of two 16-row tiles of mma.sync.m16n8k16


def gemm_rows(case: Case) -> tuple[int, int]:
    """The conv's pixels ``N * OH * OW`` and the GEMM rows computed: those rounded up to MMA_ROWS."""
    oh, ow = case.out_hw
    rows = case.params["N"] * oh * ow
    return rows, -(-rows // MMA_ROWS) * MMA_ROWS


def script(case: Case) -> str:
    """The TVMScript text of the case's PrimFunc (module docstring)."""
    p = case.params
    if case.kind != "conv2d" or case.layout != "NHWC":
        raise ValueError(f"{case.case_id}: an implicit GEMM is an NHWC convolution")
    oh, ow = case.out_hw
    n, h, w, ci, co = p["N"], p["H"], p["W"], p["CI"], p["CO"]
    kh, kw, stride, pad = p["KH"], p["KW"], p["stride"], p["padding"]
    rows, padded = gemm_rows(case)
    (_, _, _, in_dtype), _, (out_name, _, _, out_dtype) = buffer_specs(case)
    reduce = [(v, e) for v, e in (("vrh", kh), ("vrw", kw)) if e > 1] + [("vrc", ci)]
    loops = ", ".join(["m", "c"] + [f"l{i}" for i in range(len(reduce))])
    extents = ", ".join(str(e) for e in [padded, co] + [e for _, e in reduce])
    names = ", ".join(["vm", "vc"] + [v for v, _ in reduce])
    rh = "vrh" if kh > 1 else "0"
    rw = "vrw" if kw > 1 else "0"
    pix = f"T.min(vm, {rows - 1})"
    source = "data"
    alloc = pad_stage = ""
    if pad:
        source = "pad_temp"
        hp, wp = h + 2 * pad, w + 2 * pad
        alloc = f'pad_temp = T.sblock_alloc_buffer(({n}, {hp}, {wp}, {ci}), "{in_dtype}")'
        pad_stage = f"""
        for i0, i1, i2, i3 in T.grid({n}, {hp}, {wp}, {ci}):
            with T.sblock("pad_temp"):
                v0, v1, v2, v3 = T.axis.remap("SSSS", [i0, i1, i2, i3])
                pad_temp[v0, v1, v2, v3] = T.if_then_else({pad} <= v1 and v1 < {h + pad} and {pad} <= v2 and v2 < {w + pad}, data[v0, v1 - {pad}, v2 - {pad}, v3], T.{in_dtype}(0.0))"""
    pixel = f"{pix} // {oh * ow}, {pix} // {ow} % {oh}, {pix} % {ow}"
    return f'''
@T.prim_func(s_tir=True)
def main(data: T.Buffer(({n}, {h}, {w}, {ci}), "{in_dtype}"), kernel: T.Buffer(({kh}, {kw}, {ci}, {co}), "{in_dtype}"), {out_name}: T.Buffer(({n}, {oh}, {ow}, {co}), "{out_dtype}")):
    T.func_attr({{"tirx.noalias": True}})
    with T.sblock("root"):
        {alloc}
        acc = T.sblock_alloc_buffer(({padded}, {co}), "float32")
        {pad_stage}
        for {loops} in T.grid({extents}):
            with T.sblock("{out_name}_acc"):
                {names} = T.axis.remap("SS{"R" * len(reduce)}", [{loops}])
                with T.init():
                    acc[vm, vc] = T.float32(0.0)
                acc[vm, vc] = acc[vm, vc] + T.Cast("float32", {source}[{pix} // {oh * ow}, {pix} // {ow} % {oh} * {stride} + {rh}, {pix} % {ow} * {stride} + {rw}, vrc]) * T.Cast("float32", kernel[{rh}, {rw}, vrc, vc])
        for m, c in T.grid({padded}, {co}):
            with T.sblock("{out_name}"):
                vm, vc = T.axis.remap("SS", [m, c])
                {out_name}[{pixel}, vc] = T.Cast("{out_dtype}", acc[vm, vc])
'''


def prim_func(case: Case) -> Any:
    """The case's PrimFunc (imports TVM)."""
    import tvm

    return tvm.script.from_source(script(case))
