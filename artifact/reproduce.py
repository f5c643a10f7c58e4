"""The whole pipeline for the default cases: tune -> select -> export -> build -> measure ->
analyze -> report -> verify, each step skipping work already done and valid, one summary at the end.

Test mode (`make reproduce-test`): the first and last default case, 100 trials, the top 2 kernels.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .catalog import load_catalog, test_mode_cases
from .errors import ArtifactError

Echo = Callable[[str], None]


@dataclass
class Step:
    name: str
    status: str = "not run"  # done | skipped | failed | not run
    seconds: float = 0.0
    note: str = ""


def reproduce(results: Path, test_mode: bool, caps: str | None, runner: str, gpu: int, trials: int | None,
              echo: Echo, wait: bool = False) -> bool:
    from .measure.build import build_driver
    from .measure.driver import DriverOptions
    from .measure.sweep import measure_case
    from .results.analyze import analyze
    from .results.checksums import SUMS_FILE, verify
    from .results.report import write_report
    from .tuning.export import export_case, export_is_current
    from .tuning.select import DEFAULT_POLICY, TEST_MODE_POLICY, select_case, selection_is_current
    from .tuning.tune import DEFAULT_TRIALS, TEST_MODE_TRIALS, TuneOptions, tune_case

    cases = test_mode_cases() if test_mode else load_catalog("default")
    policy = TEST_MODE_POLICY if test_mode else DEFAULT_POLICY
    budget = trials or (TEST_MODE_TRIALS if test_mode else DEFAULT_TRIALS)
    echo(f"reproduce{' (test mode)' if test_mode else ''}: {', '.join(c.case_id for c in cases)}; {budget} trials, "
         f"keep {policy.wanted}; caps {caps or 'from artifact/data/power_caps.csv'}; results in {results}")

    def t_tune() -> str:
        done = [tune_case(c, results, TuneOptions(trials=budget, gpu=gpu, wait=wait), echo) for c in cases]
        return "skipped" if all(s.trials_after == s.trials_before for s in done) else "done"

    def t_select() -> str:
        todo = [c for c in cases if not selection_is_current(results, c, policy)]
        for c in todo:
            select_case(c, results, policy, echo=echo)
        return "done" if todo else "skipped"

    def t_export() -> str:
        todo = [c for c in cases if not export_is_current(results, c)]
        for c in todo:
            export_case(c, results, echo=echo)
        return "done" if todo else "skipped"

    def t_build() -> str:
        build_driver(echo=echo)
        return "done"

    def t_measure() -> str:
        for c in cases:
            measure_case(c, results, caps, runner, gpu, DriverOptions(), echo=echo, wait=wait)
        return "done"

    def t_analyze() -> str:
        sums = results / SUMS_FILE
        newest = max((p.stat().st_mtime for p in results.glob("*/measure/*/*.json")), default=0)
        if sums.exists() and sums.stat().st_mtime >= newest:
            altered, missing, extra, _ = verify(results)
            if not (altered or missing or extra):
                return "skipped"
        analyze(results, echo=echo)
        return "done"

    def t_report() -> str:
        write_report(results, echo=echo)
        return "done"

    def t_verify() -> str:
        altered, missing, extra, ok = verify(results)
        if altered or missing or extra:
            raise ArtifactError(f"{len(altered)} altered, {len(missing)} missing, {len(extra)} extra: "
                                + ", ".join(altered + missing + extra)[:300])
        echo(f"verify: all {ok} files match SHA256SUMS")
        return "done"

    steps = [("tune", t_tune), ("select", t_select), ("export", t_export), ("build", t_build),
             ("measure", t_measure), ("analyze", t_analyze), ("report", t_report), ("verify", t_verify)]
    report = [Step(name) for name, _ in steps]
    ok = True
    interrupted: KeyboardInterrupt | None = None
    t_all = time.perf_counter()
    from . import runlock

    with runlock.hold([runlock.results_key(results)], wait, echo):  # no other run in between the steps
        for (name, fn), step in zip(steps, report):
            echo(f"== {name}")
            t0 = time.perf_counter()
            try:
                step.status = fn()
            except ArtifactError as exc:
                step.status, step.note, ok = "failed", str(exc), False
            except KeyboardInterrupt as exc:
                step.status, step.note, ok, interrupted = "failed", "interrupted", False, exc
            step.seconds = time.perf_counter() - t0
            if not ok:
                break
    echo(f"\nreproduce{' (test mode)' if test_mode else ''} summary ({time.perf_counter() - t_all:.0f} s):")
    for s in report:
        echo(f"  {s.name:<8} {s.status:<8} {s.seconds:7.1f} s  {s.note[:160]}")
    if interrupted:
        raise interrupted  # the CLI's `interrupted:` line and the signal's exit status (130, 143, 129)
    return ok
