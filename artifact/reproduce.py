"""The whole pipeline for the default cases: the phase table (artifact.phases) run in order, tune -> select
-> export -> build -> measure -> analyze -> report -> verify, each phase skipping work already done and
valid, one summary at the end.

Test mode (`make reproduce-test`): the first and last default case, 100 trials, the top 2 kernels.
"""

from __future__ import annotations

from pathlib import Path

from .catalog import load_catalog, test_mode_cases
from .phases import Echo, Settings, run_phases, summary_lines


def reproduce(results: Path, test_mode: bool, caps: str | None, runner: str, gpu: int, trials: int | None,
              echo: Echo, wait: bool = False) -> bool:
    cases = test_mode_cases() if test_mode else load_catalog("default")
    s = Settings(results, tuple(cases), test_mode, caps, runner, gpu, trials, wait)
    echo(f"reproduce{' (test mode)' if test_mode else ''}: {', '.join(c.case_id for c in cases)}; {s.budget} trials, "
         f"keep {s.policy.wanted}; caps {caps or 'from artifact/data/power_caps.csv'}; results in {results}")
    out = run_phases(s, echo)
    echo(f"\nreproduce{' (test mode)' if test_mode else ''} summary ({out.seconds:.0f} s):")
    for line in summary_lines(out):
        echo(line)
    if out.interrupted:
        raise out.interrupted  # the CLI's `interrupted:` line and the signal's exit status (130, 143, 129)
    return out.ok
