#!/usr/bin/env python3
"""Run the reliability suite (tests/test_reliability.py: CPU only, fake GPU) and print tried / passed
per group: bad inputs, broken catalogs, signal injections, SIGKILL recoveries, locks, the root
helper's refusals, the unattended set-up, Make injections, tamperings and checksum formats.

    .venv/bin/python scripts/reliability_table.py [pytest options, e.g. -x or -k signal]

Run it with the Python that `make setup` installed into (.venv/bin/python, or the interpreter of
`make setup INTO=system`): the suite needs the locked packages (pytest, pandas, click, ...); another
interpreter stops with one line naming what it lacks.

Exit status 0 when every case passed. A tampering "passes" when verify behaves as documented: it
catches 19 of the 20 (an edited CSV together with a regenerated SHA256SUMS is the one it cannot).
"""

from __future__ import annotations

import importlib.util
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

NEEDED = ("pytest", "numpy", "pandas", "click", "matplotlib", "pynvml")
_missing = [m for m in NEEDED if importlib.util.find_spec(m) is None]
if _missing:
    sys.exit(f"error: {sys.executable} lacks {', '.join(_missing)}: run `make setup`, then "
             f".venv/bin/python scripts/reliability_table.py")

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
GROUPS = ("bad_input", "catalog", "signal", "sigkill", "lock", "helper", "unattended", "make", "tamper", "checksums")


def group_of(nodeid: str) -> str:
    name = nodeid.split("::")[-1].removeprefix("test_")
    return next((g for g in GROUPS if name.startswith(g)), "other")


class Collector:
    def __init__(self) -> None:
        self.outcome: dict[str, str] = {}
        self.caught: dict[str, bool] = {}
        self.caught_signed: dict[str, bool] = {}

    def pytest_runtest_logreport(self, report: Any) -> None:
        if report.when == "call" or report.outcome != "passed":
            if self.outcome.get(report.nodeid) in ("failed", "skipped") and report.when == "teardown":
                return
            self.outcome[report.nodeid] = report.outcome
        for key, value in report.user_properties:
            if key == "caught":
                self.caught[report.nodeid] = bool(value)
            elif key == "caught_signed":
                self.caught_signed[report.nodeid] = bool(value)


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))  # this checkout's `artifact`, whatever is installed
    col = Collector()
    rc = pytest.main(["-q", "-p", "no:cacheprovider", str(ROOT / "tests" / "test_reliability.py"), *argv],
                     plugins=[col])
    rows: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for nodeid, outcome in col.outcome.items():
        rows[group_of(nodeid)]["tried"] += 1
        rows[group_of(nodeid)][outcome] += 1
    print(f"\n{'group':<12} {'tried':>6} {'passed':>7} {'failed':>7} {'skipped':>8}  notes")
    total: dict[str, int] = defaultdict(int)
    for g in [*GROUPS, "other"]:
        if g not in rows:
            continue
        r = rows[g]
        note = ""
        if g == "tamper" and col.caught:
            caught = sum(col.caught.values())
            note = f"{len(col.caught)} tamperings, {caught} caught by verify"
            if col.caught_signed:
                note += (f"; CSV + SHA256SUMS edited, signed results: "
                         f"{'caught' if all(col.caught_signed.values()) else 'NOT caught'} (verify --public-key)")
        print(f"{g:<12} {r['tried']:>6} {r['passed']:>7} {r['failed']:>7} {r['skipped']:>8}  {note}")
        for k in ("tried", "passed", "failed", "skipped"):
            total[k] += r[k]
    print(f"{'total':<12} {total['tried']:>6} {total['passed']:>7} {total['failed']:>7} {total['skipped']:>8}")
    return int(rc)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
