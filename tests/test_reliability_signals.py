"""Signals to the whole process group, and SIGKILL, at every phase of a run (CPU only: fake GPU).

What Ctrl-C at a terminal, a closed terminal, `timeout` and batch schedulers do: the signal goes to the
run's process group, not to one process. Each case starts the run in a session of its own, stops it at a
known point (the fake nvidia-smi in the middle of a call, the fake driver before a point, analyze
before it writes its figures or its SHA256SUMS: they wait at a gate), sends the signal to the group,
lets the gate go, and checks the outcome:

  signal   SIGINT, SIGTERM, SIGHUP: exit 130, 143, 129; the power limit back to the original, no claim
           left, no driver left running, no half-written file; a resumed run measures every point
           exactly once (none lost, none twice) and ends at the original limit
  sigkill  SIGKILL: no driver left running (it dies with its run), no record written after; the next
           run sets the limit back first, then resumes exactly

No test waits for a duration: each waits for an event (a gate file, a process gone, a signal delivered).
analyze runs here without drawing its figures (tests/fakes/no-figures-run; its CSVs and manifest are
still written to the directory it swaps in): the figures' own tests draw them.
scripts/reliability_table.py prints their table. `make test` stops one point of each path (FAST_SIGNAL_AT);
the other points, the same code stopped elsewhere in the sweep, are `slow` tests (`make test-slow`).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import FAKE_H100
from reliability_fixtures import CONV, FAKES, GEMM, ROOT, Gate, artifact, fake_env, make_results, pid_gone, wait_for

from artifact.catalog import parse_shape
from artifact.measure.caps import limit_matches_label

GEMM_ID, CONV_ID = parse_shape(GEMM).case_id, parse_shape(CONV).case_id
CAPS = ("200W", "300W")
SWEEP = ["measure", "--shape", GEMM, "--shape", CONV, "--runner", "native", "--caps", "200,300"]
POINTS_PER_CAP = 3  # one exported kernel and two baselines per case (tests/reliability_fixtures.py)
ALL_POINTS = {(case, cap, k) for case in (GEMM_ID, CONV_ID) for cap in CAPS
              for k in (("r0001", "cublas-fp32", "cublas-tf32") if case == GEMM_ID else ("r0001", "cudnn-fp32", "cudnn-tf32"))}


# (where, what holds it: ("smi", FAKE_SMI_HOLD) | ("driver", points done before it) | ("analyze", function))
# The helper's nvidia-smi calls, per case: claim (query 1), each cap (query, -pl), the original limit
# again (query, -pl 700), release (query): 5 queries a case at 2 caps. The driver's points: 3 a cap.
POINTS: list[tuple[str, tuple[str, Any]]] = [
    ("claiming the GPU (the helper's first nvidia-smi)", ("smi", "query#1")),
    ("applying the first cap", ("smi", "pl=200#1")),
    ("in the driver, before its first point", ("driver", 0)),
    ("in the driver, between two points", ("driver", 1)),
    ("applying the second cap", ("smi", "pl=300#1")),
    ("in the driver, at the second cap", ("driver", 3)),
    ("in the driver, at the last point of the first case", ("driver", 5)),
    ("restoring the first case's limit", ("smi", "pl=700#1")),
    ("releasing the first case's claim", ("smi", "query#5")),
    ("claiming the GPU for the second case", ("smi", "query#6")),
    ("in the driver, in the second case", ("driver", 7)),
    ("restoring the last limit (the final restore)", ("smi", "pl=700#2")),
    ("analyze, before its figures", ("analyze", "artifact.results.plots:make_figures")),
    ("analyze, before its new analysis replaces the old", ("analyze", "artifact.results.analyze:_swap_in")),
    ("analyze, before SHA256SUMS", ("analyze", "artifact.results.analyze:write_sums")),
]
SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
EVERY_SIGNAL_AT = ("applying the first cap", "restoring the last limit (the final restore)")
GROUP_CASES = [(where, sig) for i, (where, _) in enumerate(POINTS)
               for sig in (SIGNALS if where in EVERY_SIGNAL_AT else (SIGNALS[i % 3],))]
KILL_CASES = [where for where, _ in POINTS]
# The fast tests (make test) take one case of each path a stop can take; the others (`-m slow`, and
# scripts/reliability_table.py) stop the same code at other points of the sweep. A group signal: during
# a helper call (claim, cap, restore, release: deferred until the call is done), in the driver (raised at
# once, the driver stopped), in analyze before its figures (raised at once) and in its swap and sums
# (deferred alike); every signal at the first cap, one (the rotation's) elsewhere. SIGKILL: what the next
# run finds and sets back after each of those, and after analyze's swap (a staged analysis) and its sums
# (an analysis without them).
FAST_SIGNAL_AT = {"claiming the GPU (the helper's first nvidia-smi)", "applying the first cap",
                  "in the driver, between two points", "restoring the first case's limit",
                  "releasing the first case's claim", "restoring the last limit (the final restore)",
                  "analyze, before its figures", "analyze, before SHA256SUMS"}
ROTATED = {where: SIGNALS[i % 3] for i, (where, _) in enumerate(POINTS)}
FAST_SIGNAL = {(w, s) for w, s in GROUP_CASES if w in FAST_SIGNAL_AT and (w == "applying the first cap" or s == ROTATED[w])}
FAST_KILL = FAST_SIGNAL_AT | {"analyze, before its new analysis replaces the old"}
assert FAST_KILL <= set(KILL_CASES) and len(FAST_SIGNAL) == len(FAST_SIGNAL_AT) + 2


def _slow_unless(fast: bool) -> tuple[pytest.MarkDecorator, ...]:
    return () if fast else (pytest.mark.slow,)


class Run:
    """One results directory on one fake GPU, its gate, and what its fakes logged."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.res = tmp / "results" if (tmp / "results").exists() else make_results(tmp / "results")
        self.env = fake_env(tmp, [dict(FAKE_H100)])
        self.gate = Gate(tmp / "gate")
        self.nvml = Path(self.env["ARTIFACT_FAKE_NVML"])

    def limit_w(self) -> float:
        return float(json.loads(self.nvml.read_text())["gpus"][0]["power_limit_w"])

    def claims(self) -> list[Path]:
        return list(Path(self.env["ARTIFACT_STATE_DIR"]).glob("gpu-*.json"))

    def points(self) -> list[tuple[str, str, str]]:
        p = Path(self.env["FAKE_DRIVER_LOG"])
        return [(d["case_id"], d["cap_label"], d["id"]) for d in map(json.loads, p.read_text().splitlines())] \
            if p.exists() else []

    def records(self) -> set[tuple[str, str, str]]:
        return {(p.parts[-4], p.parts[-2], p.stem) for p in self.res.glob("*/measure/*/*.json")}

    def mislabeled(self) -> list[str]:
        return [str(p) for p in self.res.glob("*/measure/*/*.json")
                if not limit_matches_label(json.loads(p.read_text()), p.parent.name)]

    def half_written(self) -> list[str]:
        return [str(p) for p in self.res.rglob("*") if ".tmp" in p.name or p.name.startswith(".analysis.")]

    def start(self, hold: tuple[str, Any]) -> subprocess.Popen[str]:
        kind, value = hold
        if kind == "analyze":
            assert self.records() == ALL_POINTS  # analyze runs on a finished sweep (the `measured` fixture's)
            cmd = [sys.executable, str(FAKES / "held-run"), value, str(self.gate.dir), "analyze", "--results",
                   str(self.res)]
            env = dict(self.env, FAKE_NO_FIGURES="1")  # no figures drawn: what is tested is the signal
        else:
            cmd = [sys.executable, "-m", "artifact", *SWEEP, "--results", str(self.res)]
            env = dict(self.env, **(self.gate.env(smi=value) if kind == "smi" else self.gate.env(driver=value)))
        # a session of its own: the group signal reaches this run and nothing else of the test
        return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                start_new_session=True)

    def held(self, hold: tuple[str, Any]) -> str:
        kind, value = hold
        return value.split(":")[1] if kind == "analyze" else kind

    def measure_all(self) -> None:
        r = artifact(self.env, *SWEEP, "--results", self.res)
        assert r.returncode == 0, r.stdout + r.stderr

    def analyze_then_verify(self) -> None:
        r = artifact(self.env, "analyze", "--results", self.res, figures=False)
        assert r.returncode == 0, r.stdout + r.stderr
        r = artifact(self.env, "verify", "--results", self.res)
        assert r.returncode == 0, r.stdout + r.stderr


def _delivered(pid: int, sig: int) -> bool:
    """Whether ``sig`` is no longer pending for ``pid`` (delivered to its handler), or ``pid`` is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return True
    masks = [int(line.split()[1], 16) for line in status.splitlines() if line.startswith(("SigPnd:", "ShdPnd:"))]
    return not any(m & (1 << (sig - 1)) for m in masks)


def _hold(where: str) -> tuple[str, Any]:
    return dict(POINTS)[where]


@pytest.fixture(scope="module")
def measured(tmp_path_factory) -> Path:
    """A finished sweep and its fakes' state, copied by each case that signals analyze."""
    tmp = tmp_path_factory.mktemp("measured")
    Run(tmp).measure_all()
    shutil.rmtree(tmp / "locks", ignore_errors=True)
    return tmp


def _run(tmp_path: Path, where: str, measured_dir: Any) -> Run:
    if _hold(where)[0] != "analyze":
        return Run(tmp_path)
    shutil.copytree(measured_dir(), tmp_path / "run", symlinks=True)
    return Run(tmp_path / "run")


@pytest.mark.parametrize("where,sig", [pytest.param(w, s, id=f"{signal.Signals(s).name} {w}",
                                                   marks=_slow_unless((w, s) in FAST_SIGNAL)) for w, s in GROUP_CASES])
def test_signal(tmp_path, request, record_property, where, sig):
    run = _run(tmp_path, where, lambda: request.getfixturevalue("measured"))
    hold = _hold(where)
    what = run.held(hold)
    p = run.start(hold)
    wait_for(lambda: run.gate.held(what) or p.poll() is not None, f"the run reaching {where}")
    assert p.poll() is None, "the run ended before the signal: " + p.communicate()[1]
    held_pid = run.gate.held_pid(what)
    os.killpg(p.pid, sig)  # the whole group, as a terminal or a scheduler sends it
    wait_for(lambda: _delivered(p.pid, sig), "the signal's delivery")
    if hold[0] != "driver":  # the driver is this run's to stop; nvidia-smi and analyze's own code go on
        run.gate.release(what)
    out, err = p.communicate()
    run.gate.release(what)
    restored = run.limit_w() == 700 and not run.claims()
    record_property("restored", restored)
    record_property("orphans", 0 if pid_gone(held_pid) or hold[0] == "analyze" else 1)
    assert p.returncode == 128 + sig, out + err
    assert "interrupted:" in err and "Traceback" not in err, err
    assert restored, out + err
    assert pid_gone(held_pid) or hold[0] == "analyze", "a process of the run outlived it"
    assert run.half_written() == [] and run.mislabeled() == []
    if hold[0] == "analyze" and (run.res / "SHA256SUMS").exists():  # the new analysis with its sums, or the old
        r = artifact(run.env, "verify", "--results", run.res)
        assert r.returncode == 0, r.stdout + r.stderr
    done = run.records()
    if "first case's" in where:  # a signal during the first case's restore: the second case never started
        assert {case for case, _, _ in done} == {GEMM_ID}
    r = artifact(run.env, *SWEEP, "--results", run.res)  # the same command again resumes
    assert r.returncode == 0, r.stdout + r.stderr
    got = run.points()
    assert len(got) == len(set(got)), "a point was measured twice"
    assert set(got) == ALL_POINTS == run.records() and done <= run.records()
    assert run.limit_w() == 700 and not run.claims()
    if hold[0] == "analyze":
        run.analyze_then_verify()


@pytest.mark.parametrize("where", [pytest.param(w, id=w, marks=_slow_unless(w in FAST_KILL)) for w in KILL_CASES])
def test_sigkill(tmp_path, request, record_property, where):
    run = _run(tmp_path, where, lambda: request.getfixturevalue("measured"))
    hold = _hold(where)
    what = run.held(hold)
    p = run.start(hold)
    wait_for(lambda: run.gate.held(what) or p.poll() is not None, f"the run reaching {where}")
    assert p.poll() is None, "the run ended before SIGKILL: " + p.communicate()[1]
    held_pid = run.gate.held_pid(what)
    os.killpg(p.pid, signal.SIGKILL)
    p.communicate()
    if hold[0] == "driver":  # still held at its gate: only the parent-death signal can end it
        wait_for(lambda: pid_gone(held_pid), "the driver's death with its run")
    run.gate.release(what)  # a held nvidia-smi (its helper in a session of its own) finishes its change
    wait_for(lambda: pid_gone(held_pid), "the held process's end")
    orphan_points = run.points()
    r = artifact(run.env, *SWEEP, "--results", run.res)  # the next run: restores first, then resumes
    out = r.stdout
    record_property("orphans", 0 if pid_gone(held_pid) else 1)
    record_property("restored", r.returncode == 0 and run.limit_w() == 700 and not run.claims())
    assert r.returncode == 0, r.stdout + r.stderr
    first_pl = next((ln for ln in out.splitlines() if "power limit" in ln), "")
    if hold[0] == "smi" and "pl=" in hold[1] and hold[1] != "pl=700#2":
        assert "restoring GPU 0's power limit to 700 W" in out and out.index("restoring") <= out.index(first_pl), out
    got = run.points()
    assert len(got) == len(set(got)), "a point was measured twice"
    assert orphan_points == got[:len(orphan_points)]  # nothing was written by the killed run's driver after it
    assert set(got) == ALL_POINTS == run.records() and run.mislabeled() == []
    assert run.limit_w() == 700 and not run.claims()
    if hold[0] == "analyze":  # a killed analysis left its unfinished one aside: the next one removes it
        run.analyze_then_verify()
    assert run.half_written() == []
