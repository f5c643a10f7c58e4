"""artifact.tuning.stopping: one stop per signal as a person sends it, whatever `timeout` repeats, and a
second stop that waits for the commit in progress. Signals are sent to this process (the handlers are the
main thread's); the clock that tells a repeat from a second signal is the module's, set by the test."""

from __future__ import annotations

import os
import signal
import threading

import pytest

from artifact.errors import Interrupted
from artifact.tuning import stopping

pytestmark = pytest.mark.skipif(threading.current_thread() is not threading.main_thread(),
                                reason="signal handlers are the main thread's")


@pytest.fixture
def clock(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(stopping, "_clock", lambda: now[0])
    return now


def test_the_copy_timeout_sends_to_the_process_group_is_the_same_stop(clock):
    """`timeout` signals the command, then its whole process group: the second SIGTERM within REPEAT_S is
    the first stop again (no stop at once); the stop takes effect at the check, once."""
    said: list[str] = []
    reached = []
    with pytest.raises(Interrupted):
        with stopping.graceful_stop(said.append):
            os.kill(os.getpid(), signal.SIGTERM)
            clock[0] += stopping.REPEAT_S / 10
            os.kill(os.getpid(), signal.SIGTERM)  # nothing raised where it lands
            reached.append("after the copy")
            assert stopping.stop_signal() == signal.SIGTERM
            stopping.check_stop()
    assert reached == ["after the copy"]
    assert len(said) == 1 and said[0].startswith("SIGTERM: stopping")


def test_a_second_signal_later_stops_at_once(clock):
    reached = []
    with pytest.raises(Interrupted):
        with stopping.graceful_stop(lambda line: None):
            os.kill(os.getpid(), signal.SIGINT)
            reached.append("first")
            clock[0] += stopping.REPEAT_S
            os.kill(os.getpid(), signal.SIGINT)
            reached.append("second")  # not reached: it raised where it landed
    assert reached == ["first"]


def test_a_second_signal_during_a_commit_raises_as_the_commit_ends(clock):
    """Inside deferred() (the loop's commit of a batch) a second signal does not interrupt the commit: it
    raises once the outermost deferred block ends; a commit without one raises nothing."""
    done = []
    with pytest.raises(Interrupted):  # leaving graceful_stop: the first stop
        with stopping.graceful_stop(lambda line: None):
            os.kill(os.getpid(), signal.SIGTERM)
            clock[0] += 2 * stopping.REPEAT_S
            with stopping.deferred():
                done.append("a commit before the second signal")
            with pytest.raises(Interrupted):
                with stopping.deferred():
                    with stopping.deferred():
                        os.kill(os.getpid(), signal.SIGTERM)
                        done.append("inner commit")
                    done.append("outer commit")
                done.append("after the commit")  # not reached: the second signal raised here
            assert done == ["a commit before the second signal", "inner commit", "outer commit"]
    with stopping.graceful_stop(lambda line: None):
        with stopping.deferred():
            pass  # a new run: nothing left pending


def test_a_third_signal_during_a_commit_raises_at_once_and_an_error_of_the_commit_goes_on(clock):
    """A commit that hangs can still be ended: the third signal raises where it lands. A commit that fails
    while a second signal waits raises its own error, not the stop."""
    reached = []
    with pytest.raises(Interrupted):
        with stopping.graceful_stop(lambda line: None):
            os.kill(os.getpid(), signal.SIGTERM)
            clock[0] += 2 * stopping.REPEAT_S
            with pytest.raises(Interrupted):
                with stopping.deferred():
                    os.kill(os.getpid(), signal.SIGTERM)  # the second: held off
                    reached.append("second held")
                    os.kill(os.getpid(), signal.SIGTERM)  # the third: at once
                    reached.append("third held")  # not reached
            assert reached == ["second held"]
            with pytest.raises(ValueError, match="the commit failed"):
                with stopping.deferred():
                    os.kill(os.getpid(), signal.SIGINT)
                    raise ValueError("the commit failed")
