"""The evolutionary search's threads, set before each search (tvm_patches/search_threads.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest


def test_a_real_contexts_threads_follow_whether_anything_builds():
    import tvm
    from tvm.s_tir import meta_schedule as ms

    from tvm_patches.search_threads import SearchThreads

    ctx = ms.TuneContext(mod=None, target=tvm.target.Target("llvm"), num_threads=8, task_name="x")
    hook = SearchThreads(ctx, busy=4, idle=8)
    hook(SimpleNamespace(builds_idle=False))
    assert ctx.num_threads == 4
    hook(SimpleNamespace(builds_idle=True))
    assert ctx.num_threads == 8 and hook.idle_searches == 1
    hook(SimpleNamespace(builds_idle=False))
    assert ctx.num_threads == 4 and hook.idle_searches == 1
    with pytest.raises(ValueError, match="fewer than the 8"):
        SearchThreads(ms.TuneContext(mod=None, target=tvm.target.Target("llvm"), num_threads=4, task_name="x"), 4, 8)
    with pytest.raises(ValueError, match=">= 1"):
        SearchThreads(ctx, 0, 8)


def test_tunes_hooks_are_called_in_turn_and_none_is_no_hook():
    from artifact.tuning.tune import _each

    seen: list = []
    hook = _each([lambda t: seen.append(("a", t)), lambda t: seen.append(("b", t))])
    assert hook is not None
    hook(1)
    assert seen == [("a", 1), ("b", 1)] and _each([]) is None
