"""One ``__syncthreads`` per K tile in the GEMM template's main loop (CUTLASS's multistage order).

TVM 0.27's software pipeline (with the template's stages ``[0, 0, s-2, s-1, s-1]``, order ``[0, 1, 3, 2, 4]``)
lowers each K-tile iteration ``k`` to::

    barrier; cp.async tile k+s-1; commit; wait_group n; barrier; X: ldmatrix/mma of tile k;
    Y: ldmatrix of tile k+1's first fragments, last mma of tile k

ThreadSync cannot tell the pipeline's buffers apart (one shared array indexed ``(k + c) % s``), so it keeps
a barrier before the copies (write-after-read) and one after the wait (read-after-write). This pass, run
after TVM's lowering (``PIPELINE``), moves the wait and its barrier between X and Y and drops the first
barrier::

    cp.async tile k+s-1; commit; X; wait_group n; barrier; Y

which is CUTLASS's order (copies issued after the one barrier of the previous tile, wait<s-2> and the
barrier before the next tile's first ldmatrix). It is applied only where it can show, by interval
arithmetic over the loop's index expressions (thread indices and inner loops ranging over their extents,
``k`` over the first ``3 (n + 3)`` iterations, pre-loop iterations included as ``k`` below the loop's
start), that no read left without a barrier touches a buffer range being written: the copies of iteration
k against the reads of Y in iteration k-1 (no barrier between them any more; Y of the iteration before the
first stands for the prologue's first fragments), against the reads of X in iterations k..k+n and of Y in
k..k+n-1 (the group may still be in flight). A longer loop is accepted only if the shared-memory ranges of
the iterations checked repeat with a period of at most half of them (the pipeline's buffers are indexed
``(k + c) % stages``), so that the iterations checked stand for all. Anything else in the loop (another
shared write, a predicated or non-float16 cp.async, an extent that is not a constant) leaves the function
unchanged.
"""

from __future__ import annotations

from typing import Any

import tvm
from tvm import tirx
from tvm.ir import Call as _Call
from tvm.tirx.expr import IntImm as _IntImm

PIPELINE = "artifact_one_barrier"
MARKER = "artifact.stages"  # the template's root-block annotation (artifact/tuning/template.py)


def _is_sync(s: Any) -> bool:
    return (isinstance(s, tirx.Evaluate) and isinstance(s.value, _Call)
            and s.value.op.name == "tirx.tvm_storage_sync")


def _seq(s: Any) -> list[Any]:
    return list(s.seq) if isinstance(s, tirx.SeqStmt) else [s]


class _Unknown(Exception):
    pass


def _pow2_ceil(v: int) -> int:
    p = 1
    while p <= v:
        p <<= 1
    return p - 1


class _Intervals:
    """Interval arithmetic over TIR index expressions (integers)."""

    def __init__(self) -> None:
        self.ranges: dict[Any, tuple[int, int]] = {}
        self.lets: dict[Any, Any] = {}

    def ev(self, e: Any) -> tuple[int, int]:
        if isinstance(e, _IntImm):
            return int(e.value), int(e.value)
        if isinstance(e, tirx.Var):
            if e in self.ranges:
                return self.ranges[e]
            if e in self.lets:
                return self.ev(self.lets[e])
            raise _Unknown(f"unbound {e}")
        if isinstance(e, tirx.Cast):
            return self.ev(e.value)
        if isinstance(e, (tirx.Add, tirx.Sub, tirx.Mul)):
            (a, b), (c, d) = self.ev(e.a), self.ev(e.b)
            if isinstance(e, tirx.Add):
                return a + c, b + d
            if isinstance(e, tirx.Sub):
                return a - d, b - c
            p = [a * c, a * d, b * c, b * d]
            return min(p), max(p)
        if isinstance(e, (tirx.FloorDiv, tirx.FloorMod, tirx.Div, tirx.Mod)):
            (a, b), (c, d) = self.ev(e.a), self.ev(e.b)
            if c != d or c <= 0:
                raise _Unknown("non-constant divisor")
            if isinstance(e, (tirx.Div, tirx.Mod)) and a < 0:
                raise _Unknown("truncating division of a negative")
            if isinstance(e, (tirx.FloorDiv, tirx.Div)):
                return a // c, b // c
            return (a % c, b % c) if a // c == b // c else (0, c - 1)
        if isinstance(e, (tirx.BitwiseXor, tirx.BitwiseOr, tirx.BitwiseAnd, tirx.RShift, tirx.LShift)):
            (a, b), (c, d) = self.ev(e.a), self.ev(e.b)
            if min(a, c) < 0:
                raise _Unknown("bitwise op on a negative")
            if isinstance(e, tirx.RShift):
                return a >> d, b >> c
            if isinstance(e, tirx.LShift):
                return a << c, b << d
            if isinstance(e, tirx.BitwiseAnd):
                return 0, min(b, d)
            return 0, _pow2_ceil(max(b, d))
        if isinstance(e, _Call) and e.op.name in ("tirx.bitwise_xor", "tirx.bitwise_and", "tirx.shift_right",
                                                      "tirx.bitwise_or", "tirx.shift_left"):
            (a, b), (c, d) = self.ev(e.args[0]), self.ev(e.args[1])
            if min(a, c) < 0:
                raise _Unknown("bitwise op on a negative")
            name = e.op.name
            if name == "tirx.shift_right":
                return a >> d, b >> c
            if name == "tirx.shift_left":
                return a << c, b << d
            if name == "tirx.bitwise_and":
                return 0, min(b, d)
            return 0, _pow2_ceil(max(b, d))
        raise _Unknown(f"expression {type(e).__name__} {getattr(getattr(e, 'op', None), 'name', '')}")


def _accesses(stmts: list[Any], iv: _Intervals, out: list[tuple[str, Any, int, dict]]) -> None:
    """Shared-memory accesses of statements: (kind 'w'/'r', offset expr, extent in elements, loop ranges)."""

    def visit(s: Any, loops: dict) -> None:
        if isinstance(s, tirx.SeqStmt):
            for x in s.seq:
                visit(x, loops)
        elif isinstance(s, tirx.LetStmt) if hasattr(tirx, "LetStmt") else False:
            iv.lets[s.var] = s.value
        elif isinstance(s, tirx.Bind):
            iv.lets[s.var] = s.value
        elif isinstance(s, tirx.For):
            lo, ext = int(s.min), int(s.extent)
            visit(s.body, {**loops, s.loop_var: (lo, lo + ext - 1)})
        elif isinstance(s, tirx.AttrStmt):
            visit(s.body, loops)
        elif isinstance(s, tirx.Evaluate) and isinstance(s.value, _Call):
            c = s.value
            name = c.op.name
            if name == "tirx.tvm_storage_sync":
                return
            if name == "tirx.s_tir.cp_async_raw":
                # (dst_ptr, dst_offset, src_ptr, src_offset, bytes): offsets in elements of the call's dtype;
                # a sixth argument would be a predicate (a zero-filling copy): not the template's
                if len(c.args) != 5 or str(c.ty) != "float16" or not isinstance(c.args[4], _IntImm):
                    raise _Unknown("cp.async other than the template's (five arguments, float16)")
                out.append(("w", c.args[1], int(c.args[4]) // 2, loops))
            elif name == "tirx.ptx_legacy.ldmatrix":
                ptr = c.args[5]
                if not (isinstance(ptr, _Call) and ptr.op.name == "tirx.tvm_access_ptr"
                        and str(ptr.args[0].ty) == "float16"):
                    raise _Unknown("ldmatrix without a float16 tvm_access_ptr")
                out.append(("r", ptr.args[2], 8, loops))  # one 16-byte row of 8 float16 per lane
            elif name == "tirx.ptx_legacy.mma":
                return
            else:
                raise _Unknown(f"call {name}")
        else:
            raise _Unknown(f"statement {type(s).__name__}")

    for s in stmts:
        visit(s, {})


def _span(iv: _Intervals, acc: list, k_var: Any, k: int) -> list[tuple[int, int]]:
    spans = []
    for _, off, ext, loops in acc:
        saved = dict(iv.ranges)
        iv.ranges.update(loops)
        iv.ranges[k_var] = (k, k)
        lo, hi = iv.ev(off)
        iv.ranges = saved
        spans.append((lo, hi + ext - 1))
    return spans


def _overlap(a: list, b: list) -> bool:
    return any(x0 <= y1 and y0 <= x1 for x0, x1 in a for y0, y1 in b)


def _debug(msg: str) -> None:
    import os

    if os.environ.get("ONE_BARRIER_DEBUG"):
        print("one_barrier:", msg)


def _rewrite_loop(loop: Any, iv: _Intervals) -> Any | None:
    items = _seq(loop.body)
    commits = [i for i, s in enumerate(items)
               if isinstance(s, tirx.AttrStmt) and s.attr_key == "async_commit_queue_scope"]
    if len(commits) != 1 or commits[0] + 1 >= len(items):
        return None
    c = commits[0]
    wait = items[c + 1]
    if not (isinstance(wait, tirx.AttrStmt) and wait.attr_key == "async_wait_queue_scope"
            and isinstance(wait.body, tirx.AttrStmt) and wait.body.attr_key == "async_wait_inflight_count"):
        return None
    n = int(wait.body.value)
    wbody = _seq(wait.body.body)
    if not wbody or not _is_sync(wbody[0]) or any(_is_sync(s) for s in wbody[1:]):
        return None
    cbody = _seq(items[c].body)
    syncs = [i for i, s in enumerate(cbody) if _is_sync(s)]
    if len(syncs) != 1:
        return None
    rest = items[c + 2:]
    pre = items[:c]
    x_stmts = wbody[1:]
    # accesses
    try:
        for s in pre:  # lets only before the commit
            if not isinstance(s, tirx.Bind):
                return None
            iv.lets[s.var] = s.value
        w_acc: list = []
        _accesses(cbody, iv, w_acc)
        x_acc: list = []
        _accesses(x_stmts, iv, x_acc)
        y_acc: list = []
        _accesses(rest, iv, y_acc)
        if any(a[0] != "w" for a in w_acc) or any(a[0] != "r" for a in x_acc + y_acc) or not w_acc:
            return None
        lo, ext = int(loop.min), int(loop.extent)
        kv = loop.loop_var
        horizon = min(ext, 3 * (n + 3))
        ks = range(lo - n - 1, lo + horizon + n + 1)
        w_at = {k: _span(iv, w_acc, kv, k) for k in ks}
        x_at = {k: _span(iv, x_acc, kv, k) for k in ks}
        y_at = {k: _span(iv, y_acc, kv, k) for k in ks}
        if horizon < ext:  # the iterations checked stand for all only if the offsets repeat with a period
            def same(k: int, p: int) -> bool:
                return w_at[k] == w_at[k + p] and x_at[k] == x_at[k + p] and y_at[k] == y_at[k + p]

            if not any(all(same(k, p) for k in range(lo, lo + horizon - p)) for p in range(1, horizon // 2 + 1)):
                raise _Unknown("shared-memory offsets that do not repeat over the iterations checked")
        for k in range(lo - n - 1, lo + horizon):
            w = w_at[k]
            # Y(k - 1) from k = lo on: Y(lo - 1) stands for the prologue's first fragments of tile lo
            if k >= lo and _overlap(w, y_at[k - 1]):
                return None
            for j in range(max(k, lo), k + n + 1):
                if _overlap(w, x_at[j]):
                    return None
            for j in range(max(k, lo), k + n):
                if _overlap(w, y_at[j]):
                    return None
    except (_Unknown, TypeError, ValueError) as e:  # e.g. a loop or thread extent that is not a constant
        _debug(f"not applied: {e}")
        return None
    new_commit = tirx.AttrStmt(items[c].node, items[c].attr_key, items[c].value,
                               tirx.SeqStmt([s for i, s in enumerate(cbody) if i != syncs[0]]))
    new_wait = tirx.AttrStmt(wait.node, wait.attr_key, wait.value,
                             tirx.AttrStmt(wait.body.node, wait.body.attr_key, wait.body.value, wbody[0]))
    body = tirx.SeqStmt(pre + [new_commit] + x_stmts + [new_wait] + rest)
    return tirx.For(loop.loop_var, loop.min, loop.extent, loop.kind, body, loop.thread_binding, loop.annotations)


def _rewrite(s: Any, iv: _Intervals, count: list[int]) -> Any:
    if isinstance(s, tirx.SeqStmt):
        return tirx.SeqStmt([_rewrite(x, iv, count) for x in s.seq])
    if isinstance(s, (tirx.Bind,)):
        iv.lets[s.var] = s.value
        return s
    if isinstance(s, tirx.AttrStmt):
        if s.attr_key == "thread_extent" and isinstance(s.value, _IntImm):
            iv.ranges[s.node.var] = (0, int(s.value) - 1)
        return tirx.AttrStmt(s.node, s.attr_key, s.value, _rewrite(s.body, iv, count))
    if isinstance(s, tirx.For):
        new = _rewrite_loop(s, iv)
        if new is not None:
            count[0] += 1
            return new
        return tirx.For(s.loop_var, s.min, s.extent, s.kind, _rewrite(s.body, iv, count), s.thread_binding,
                        s.annotations)
    if isinstance(s, tirx.AllocBuffer) if hasattr(tirx, "AllocBuffer") else False:
        return s
    if isinstance(s, tirx.DeclBuffer):
        return s
    return s


@tvm.tirx.transform.prim_func_pass(opt_level=0, name="artifact.OneBarrierPerKTile")
def one_barrier_pass(func: Any, mod: Any, ctx: Any) -> Any:
    count = [0]
    body = _rewrite(func.body, _Intervals(), count)
    return func.with_body(body) if count[0] else func


def pipeline_factory(**kwargs: Any) -> Any:
    """TVM's s_tir pipeline followed by :func:`one_barrier_pass` (on the device kernels)."""
    from tvm.tirx.compilation_pipeline import get_tir_pipeline

    base, finalize_host, finalize_device = get_tir_pipeline("s_tir")
    return tvm.transform.Sequential([base, one_barrier_pass]), finalize_host, finalize_device


def register() -> None:
    from tvm.tirx.compilation_pipeline import register_tir_pipeline

    register_tir_pipeline(PIPELINE, pipeline_factory)


def wants_one_barrier(mod: Any) -> bool:
    """A scheduled module of the GEMM template (its root block carries ``artifact.stages``)."""
    return MARKER in mod.script(show_meta=False)
