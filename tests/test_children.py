"""artifact/children.py on its own: children started at once with their lines prefixed, the locks handed
down, a failing child stopping the others and becoming the caller's error, the seconds of each."""

from __future__ import annotations

import sys

import pytest

from artifact import children, runlock


@pytest.fixture
def locks(tmp_path, monkeypatch):
    monkeypatch.setenv(runlock.LOCK_DIR_ENV, str(tmp_path / "locks"))
    keys = [runlock.gpu_key(0, "GPU-a"), runlock.gpu_key(1, "GPU-b")]
    with runlock.hold(keys, False, lambda _: None):
        yield keys


def _py(code: str) -> list[str]:
    return [sys.executable, "-c", code]


def test_children_run_at_once_with_prefixed_lines_and_their_own_lock(locks, tmp_path):
    """Each child marks its start and waits for the other's mark (a rendezvous: one after the other would
    never meet), then prints the locks it was handed."""
    lines: list[str] = []

    def child(me: int, other: int) -> list[str]:
        return _py(f"import json, os, pathlib, sys, time\n"
                   f"d = pathlib.Path({str(tmp_path)!r}); (d / 'mark{me}').touch()\n"
                   f"t = time.monotonic()\n"
                   f"while not (d / 'mark{other}').exists():\n"
                   f"    if time.monotonic() - t > 600: print('error: alone'); sys.exit(1)  # a hang, not a pace\n"
                   f"    time.sleep(0.01)\n"
                   f"print('held', sorted(json.loads(os.environ[{runlock.INHERITED_ENV!r}]))); print('done')")

    seconds = children.run_children([0, 1], ["first", "second"], [child(0, 1), child(1, 0)], [[locks[0]], [locks[1]]],
                                    lines.append, failure=lambda c: AssertionError(c.errors))
    assert len(seconds) == 2 and all(s > 0 for s in seconds)
    assert lines[0].startswith("[GPU 0] first, pid ") and lines[1].startswith("[GPU 1] second, pid ")
    assert f"[GPU 0] held ['{locks[0].name}']" in lines and f"[GPU 1] held ['{locks[1].name}']" in lines
    assert lines.count("[GPU 0] done") == 1 and lines.count("[GPU 1] done") == 1


def test_a_failing_child_stops_the_others_and_its_error_line_is_the_callers(locks, tmp_path):
    """The writer fails once the sleeper is ready for its SIGTERM (a mark file: an event, not a pause)."""
    lines: list[str] = []
    ready = tmp_path / "sleeper-ready"
    slow = _py("import pathlib, signal, sys, time\n"
               "signal.signal(signal.SIGTERM, lambda *a: (print('asked to stop', flush=True), sys.exit(0)))\n"
               f"pathlib.Path({str(ready)!r}).touch()\n"
               "time.sleep(600)")
    failing = _py(f"import pathlib, time\nwhile not pathlib.Path({str(ready)!r}).exists(): time.sleep(0.01)\n"
                  "print('error: the disk is full'); raise SystemExit(3)")

    def failure(child: children.Child) -> BaseException:
        return RuntimeError(f"GPU {child.gpu} ({child.what}) failed: {child.errors[-1]}; exit {child.proc.returncode}")

    with pytest.raises(RuntimeError, match=r"GPU 1 \(writer\) failed: the disk is full; exit 3"):
        children.run_children([0, 1], ["sleeper", "writer"], [slow, failing], [[locks[0]], [locks[1]]],
                              lines.append, failure, stopping="stopping (after its point)")
    # the sleeper was stopped, not waited for: it said so when its SIGTERM came
    assert "[GPU 0] stopping (after its point)" in lines and "[GPU 0] asked to stop" in lines


def test_a_lock_this_process_does_not_hold_is_refused_before_any_child_starts(tmp_path, monkeypatch):
    from artifact.errors import ArtifactError

    monkeypatch.setenv(runlock.LOCK_DIR_ENV, str(tmp_path / "locks"))
    lines: list[str] = []
    with pytest.raises(ArtifactError, match="not locked by this process"):
        children.run_children([0], ["x"], [_py("print('ran')")], [[runlock.gpu_key(0, "GPU-z")]], lines.append,
                              failure=lambda c: AssertionError("no child"))
    assert lines == []


def test_interrupt_after_sends_sigint_once_the_budget_is_spent():
    """A child that stops at its SIGINT: it comes once the budget (0 s) is spent, ``said`` told first, and the
    watcher ends with the child (no second signal to a child that stopped)."""
    import subprocess

    code = ("import signal, sys\n"
            "def on_int(*_):\n    print('sigint', flush=True)\n    sys.exit(7)\n"
            "signal.signal(signal.SIGINT, on_int)\nprint('ready', flush=True)\n"
            "while True:\n    signal.pause()\n")
    proc = subprocess.Popen(_py(code), stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
    said: list[float] = []
    guard = children.interrupt_after(proc, 0.0, said.append)
    assert proc.wait() == 7 and proc.stdout.read().splitlines() == ["sigint"]
    guard.join()
    assert said == [0.0]
