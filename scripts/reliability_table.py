#!/usr/bin/env python3
"""Run the reliability suite (tests/test_reliability.py and tests/test_reliability_signals.py: CPU only,
fake GPU) and print tried / passed per group, with what each group showed: bad inputs, broken
catalogs, group signals and SIGKILL at every phase of a run, locks and two lock directories, the root
helper's refusals, orphaned drivers, the unattended set-up, Make injections, tamperings and checksum
formats.

    .venv/bin/python scripts/reliability_table.py [pytest options, e.g. -x, -k signal, -n 0]

Run it with the Python that `make setup` installed into (.venv/bin/python, or the interpreter of
`make setup INTO=system`): another interpreter stops with one line naming what it lacks.
It runs on every CPU this process may use (pytest-xdist, `-n`), unless given `-n`. Exit status 0 when
every case passed. A tampering "passes" when verify behaves as documented: it catches 19 of the 20 (an
edited CSV together with a regenerated SHA256SUMS is the one it cannot).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

NEEDED = ("pytest", "numpy", "pandas", "click", "matplotlib", "pynvml")
_missing = [m for m in NEEDED if importlib.util.find_spec(m) is None]
if _missing:
    sys.exit(f"error: {sys.executable} lacks {', '.join(_missing)}: run `make setup`, then "
             f".venv/bin/python scripts/reliability_table.py")

ROOT = Path(__file__).resolve().parent.parent
MODULES = ("tests/test_reliability.py", "tests/test_reliability_signals.py")
GROUPS = ("bad_input", "catalog", "signal", "sigkill", "lock", "helper", "orphan", "unattended", "make", "tamper",
          "checksums")


def group_of(nodeid: str) -> str:
    name = nodeid.split("::")[-1].removeprefix("test_")
    return next((g for g in sorted(GROUPS, key=len, reverse=True) if name.startswith(g)), "other")


class Collector:
    def __init__(self) -> None:
        self.outcome: dict[str, str] = {}
        self.props: dict[str, dict[str, Any]] = defaultdict(dict)

    def pytest_runtest_logreport(self, report: Any) -> None:
        if report.when == "call" or report.outcome != "passed":
            if self.outcome.get(report.nodeid) in ("failed", "skipped") and report.when == "teardown":
                return
            self.outcome[report.nodeid] = report.outcome
        for key, value in report.user_properties:
            self.props[report.nodeid][key] = value

    def values(self, group: str, key: str) -> list[Any]:
        return [p[key] for n, p in self.props.items() if group_of(n) == group and key in p]

    def points(self, group: str) -> int:
        """Distinct points of a parametrized group ("[SIGTERM where]" and "[where]" alike)."""
        ids = {n.split("[", 1)[-1].rstrip("]") for n in self.outcome if group_of(n) == group}
        return len({i.split(" ", 1)[1] if i.startswith("SIG") else i for i in ids})


def notes(col: Collector) -> dict[str, str]:
    out: dict[str, str] = {}
    restored = col.values("signal", "restored")
    if restored:
        out["signal"] = (f"SIGINT/SIGTERM/SIGHUP to the process group, {len(restored)} cases at {col.points('signal')} "
                         f"points: cap restored in {sum(map(bool, restored))}, exit 130/143/129, resumed exactly")
    restored, orphans = col.values("sigkill", "restored"), col.values("sigkill", "orphans")
    if restored:
        out["sigkill"] = (f"SIGKILL to the process group at {col.points('sigkill')} points: {sum(orphans)} orphan(s) "
                          f"left running, cap restored by the next run in {sum(map(bool, restored))}")
    mislabeled, restored = col.values("lock", "mislabeled"), col.values("lock", "restored")
    if mislabeled:
        out["lock"] = (f"two runs with different lock dirs ({len(mislabeled)} cases): {sum(mislabeled)} mislabeled, "
                       f"cap restored in {sum(map(bool, restored))}")
    orphans = col.values("orphan", "orphans")
    if orphans:
        out["orphan"] = f"driver's run SIGKILLed ({len(orphans)} cases, C++ and fake): {sum(orphans)} orphan(s)"
    ran = col.values("make", "ran")
    if ran:
        out["make"] = (f"$(shell ...) in {len(ran)} variables, command line and environment: "
                       f"{'ran nothing' if not any(ran) else f'ran in {sum(map(bool, ran))}'}")
    caught = col.values("tamper", "caught")
    if caught:
        text = f"{len(caught)} tamperings, {sum(map(bool, caught))} caught by verify"
        signed = col.values("tamper", "caught_signed")
        if signed:
            text += (f"; CSV + SHA256SUMS edited, signed results: {'caught' if all(signed) else 'NOT caught'} "
                     f"(verify --public-key)")
        fails = col.values("tamper", "verify_fails")
        if fails:
            text += f"; a phase run after tampering ({len(fails)}): verify still fails in {sum(map(bool, fails))}"
        out["tamper"] = text
    return out


def main(argv: list[str]) -> int:
    import pytest

    sys.path.insert(0, str(ROOT))  # this checkout's `artifact`, whatever is installed
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    args = ["-q", "-p", "no:cacheprovider", *[str(ROOT / m) for m in MODULES], *argv]
    if importlib.util.find_spec("xdist") is not None and not any(a == "-n" or a.startswith("-n") for a in argv):
        from artifact.cpus import usable_cpus

        args += ["-n", str(usable_cpus())]
    col = Collector()
    rc = pytest.main(args, plugins=[col])
    rows: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for nodeid, outcome in col.outcome.items():
        rows[group_of(nodeid)]["tried"] += 1
        rows[group_of(nodeid)][outcome] += 1
    said = notes(col)
    print(f"\n{'group':<12} {'tried':>6} {'passed':>7} {'failed':>7} {'skipped':>8}  notes")
    total: dict[str, int] = defaultdict(int)
    for g in [*GROUPS, "other"]:
        if g not in rows:
            continue
        r = rows[g]
        print(f"{g:<12} {r['tried']:>6} {r['passed']:>7} {r['failed']:>7} {r['skipped']:>8}  {said.get(g, '')}")
        for k in ("tried", "passed", "failed", "skipped"):
            total[k] += r[k]
    print(f"{'total':<12} {total['tried']:>6} {total['passed']:>7} {total['failed']:>7} {total['skipped']:>8}")
    return int(rc)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
