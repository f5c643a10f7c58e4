"""MetaSchedule's JSON database files (the tune phase's output), read without TVM.

A tuning work directory (``<results>/<case>/tune/``) holds TVM's ``JSONDatabase``:

* ``database_workload.json``: one line per workload, ``[structural_hash, base64 IRModule]``.
* ``database_tuning_record.json``: one line per measured trial, in measurement order,
  ``[workload_index, [trace, run_secs, target, args_info]]``. ``run_secs`` holds the runner's
  repeats in seconds; TVM writes ``[1e10]`` for a candidate that failed to build or run.

These are the raw tuning records: every trial, kept as TVM wrote it. Beside them,
``stopped_early.json`` lists the trials whose timing stopped after the runner's probe because they
were far slower than the best so far (``artifact tune``'s early stop, ``--set early_stop=X``): their ``run_secs`` are the
probe's time, a lower bound of a kernel never selected (:attr:`Record.lower_bound`).
"""

from __future__ import annotations

import json
import math
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tvm_patches.pipeline import FAILED_RUN_SECS as FAILED_RUN_S  # TVM's run_secs of a failed candidate

from ..atomic import write_json
from ..errors import ArtifactError

WORKLOAD_FILE = "database_workload.json"
RECORD_FILE = "database_tuning_record.json"
STOPPED_FILE = "stopped_early.json"
_FAILED_THRESHOLD_S = FAILED_RUN_S / 10  # a run time this long is no measurement (as tvm_patches.pipeline reads it)


def valid_run_secs(run_secs: Any) -> bool:
    """A trial's run times are a measurement, not TVM's failure sentinel (FAILED_RUN_S) or garbage."""
    return bool(run_secs) and all(math.isfinite(x) and 0 < x < _FAILED_THRESHOLD_S for x in run_secs)


@dataclass(frozen=True)
class Record:
    trial: int  # 0-based position in the records file
    workload: int
    trace: Any
    run_secs: tuple[float, ...]
    target: Any
    args_info: Any
    lower_bound: bool = False  # timing stopped early (STOPPED_FILE): run_secs bound the run time from below

    @property
    def valid(self) -> bool:
        return valid_run_secs(self.run_secs)

    @property
    def run_s(self) -> float:
        """Median of the runner's repeats (as TVM's task scheduler reports it); inf if failed."""
        return statistics.median(self.run_secs) if self.valid else math.inf

    def trace_key(self) -> str:
        """Identity of the schedule (the trace with its sampling decisions)."""
        return json.dumps(self.trace, sort_keys=True, separators=(",", ":"))


def read_stopped(work_dir: Path) -> list[dict[str, Any]]:
    """The entries of ``stopped_early.json`` (``trial``, ``run_secs``); [] without the file."""
    path = work_dir / STOPPED_FILE
    if not path.exists():
        return []
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(entries, list) or not all(
                isinstance(e, dict) and isinstance(e.get("trial"), int) and isinstance(e.get("run_secs"), list)
                for e in entries):
            raise ValueError("expected a list of {trial, run_secs}")
    except ValueError as exc:
        raise ArtifactError(f"corrupt {path}: {exc}; move it away (its trials then count as measured)") from exc
    return entries


def add_stopped(work_dir: Path, first_trial: int, stopped: list[tuple[int, list[float]]]) -> None:
    """Record trials whose timing stopped early: (position from ``first_trial``, run_secs) each.
    Written before TVM commits the trials themselves: an entry whose trial never made it to the
    records file (a killed run) no longer matches its trial's run_secs and is ignored."""
    entries = read_stopped(work_dir) + [{"trial": first_trial + i, "run_secs": secs} for i, secs in stopped]
    write_json(work_dir / STOPPED_FILE, entries)


def _same_secs(a: Any, b: tuple[float, ...]) -> bool:
    return len(a) == len(b) and all(math.isclose(float(x), y, rel_tol=1e-6) for x, y in zip(a, b))


def read_records(work_dir: Path) -> list[Record]:
    """Every trial in ``work_dir``; [] if nothing was tuned yet. Corrupt lines are an error."""
    path = work_dir / RECORD_FILE
    if not path.exists():
        return []
    stopped: dict[int, list[list[float]]] = {}
    for e in read_stopped(work_dir):
        stopped.setdefault(e["trial"], []).append(e["run_secs"])
    records: list[Record] = []
    with path.open("rb") as f:
        for lineno, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            try:
                wl, body = json.loads(raw.decode("utf-8"))
                trace, run_secs, target, args_info = body
                secs = tuple(float(x) for x in run_secs)
                if not isinstance(wl, int):
                    raise ValueError("workload index is not an integer")
            except (ValueError, TypeError, RecursionError) as exc:
                raise ArtifactError(f"corrupt records file {path} line {lineno}: {exc}; "
                                    f"move it away to start this case over") from exc
            trial = len(records)
            lower = any(_same_secs(s, secs) for s in stopped.get(trial, []))
            records.append(Record(trial, wl, trace, secs, target, args_info, lower))
    return records


def read_workload_count(work_dir: Path) -> int:
    path = work_dir / WORKLOAD_FILE
    if not path.exists():
        return 0
    n = 0
    with path.open(encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                shash, _mod = json.loads(line)
            except (ValueError, TypeError) as exc:
                raise ArtifactError(f"corrupt workload file {path} line {lineno}: {exc}") from exc
            n += 1
    return n
