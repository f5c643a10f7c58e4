"""Phase 2, select: keep a representative sample of the tuned kernels and check each one.

Reads ``<case>/tune/database_tuning_record.json``; writes ``<case>/selection.json``.

Policy (deterministic given the records): failed trials (run time 1e10 s) are dropped, repeated
schedules (same trace and decisions) count once (their first measurement), the rest are ranked by
run time (ties: earlier trial first). Kept: the ``top`` fastest, plus ``per_percentile`` kernels
nearest to each percentile rank (10th, 25th, 50th, 75th of the valid run times) not already kept:
25 kernels by default, the top 2 in test mode. With fewer valid kernels than asked, all are kept.
Trials whose timing stopped early (a lower bound of their run time, records.Record.lower_bound)
keep their place in the ranking, by that bound, but are never kept.

``knobs`` (``select --knob split_k=4``; the knob spaces, template and wgmma): the picks are made among the
kernels whose knobs have those values only (e.g. the fastest split-K kernel, to export and measure it beside
the fastest of all); each keeps its rank among all the case's kernels, so its ``kernel_id`` is its own.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..catalog import Case
from ..digest import sha256_file
from ..errors import ArtifactError
from ..layout import case_dirs
from ..schema.base import ABSENT, read, write
from ..schema.case import CaseEntry
from ..schema.selection import Correctness, SelectedKernel, Selection, SelectionSource
from ..schema.selection import Policy as PolicyJson
from ..schema.tunedb import RECORD_FILE, Record, read_records

PERCENTILES = (10, 25, 50, 75)


@dataclass(frozen=True)
class Policy:
    top: int = 5
    per_percentile: int = 5
    percentiles: tuple[int, ...] = PERCENTILES
    knobs: tuple[tuple[str, int], ...] = ()  # (name, value): picks among the kernels of these knob values only

    @property
    def wanted(self) -> int:
        return self.top + self.per_percentile * len(self.percentiles)

    def to_json(self) -> dict[str, Any]:
        return self.to_schema().to_json()

    def to_schema(self) -> PolicyJson:
        return PolicyJson(top=self.top, per_percentile=self.per_percentile, percentiles=list(self.percentiles),
                          knobs=dict(self.knobs) if self.knobs else ABSENT)


DEFAULT_POLICY = Policy()
TEST_MODE_POLICY = Policy(top=2, per_percentile=0, percentiles=())


@dataclass(frozen=True)
class Pick:
    record: Record
    rank: int  # 1-based among the unique valid kernels
    group: str  # "top" or "p10", "p25", ...


def rank_records(records: list[Record]) -> tuple[list[Record], int, int]:
    """Unique valid records sorted by (run time, trial); also the failed and duplicate counts."""
    seen: set[str] = set()
    unique, failed, dupes = [], 0, 0
    for rec in records:
        if not rec.valid:
            failed += 1
            continue
        key = rec.trace_key()
        if key in seen:
            dupes += 1
            continue
        seen.add(key)
        unique.append(rec)
    unique.sort(key=lambda r: (r.run_s, r.trial))
    return unique, failed, dupes


def knobs_of(trace: Any) -> dict[str, int]:
    """The knob values of a record's trace of a knob space (wgmma or template); a one-line error otherwise."""
    from . import template, wgmma

    if wgmma.is_wgmma_trace(trace):
        return wgmma.knobs_of(trace)
    try:
        return template.knobs_of(trace)
    except ArtifactError as exc:
        raise ArtifactError(f"--knob needs the records of a knob space (artifact tune --space template or wgmma): "
                            f"{exc}") from exc


def matching(ranked: list[Record], knobs: tuple[tuple[str, int], ...], case_id: str) -> list[int]:
    """Indices into ``ranked`` of the kernels whose knobs have the values ``knobs`` names; a one-line error for
    a knob the space lacks, or a value no kernel has (with those the records hold)."""
    values = [knobs_of(rec.trace) for rec in ranked]
    for name, value in knobs:
        if name not in values[0]:
            raise ArtifactError(f"{case_id}: no knob {name!r} in its space; its knobs: {', '.join(values[0])}")
        seen = sorted({v[name] for v in values})
        if value not in seen:
            raise ArtifactError(f"{case_id}: no valid kernel with {name}={value} among {len(ranked)}; the records "
                                f"hold {name} = {', '.join(map(str, seen))}")
    hits = [i for i, v in enumerate(values) if all(v[name] == value for name, value in knobs)]
    if not hits:
        raise ArtifactError(f"{case_id}: no valid kernel has " + " and ".join(f"{k}={v}" for k, v in knobs))
    return hits


def pick(ranked: list[Record], policy: Policy, among: list[int] | None = None) -> list[Pick]:
    """The policy's picks from the ranked kernels (``among``: of these indices only; a pick's rank stays its
    place among all of ``ranked``)."""
    index = list(range(len(ranked))) if among is None else among
    picks = _pick([ranked[i] for i in index], policy)
    return [Pick(p.record, index[p.rank - 1] + 1, p.group) for p in picks]


def _pick(ranked: list[Record], policy: Policy) -> list[Pick]:
    n = len(ranked)
    eligible = [i for i in range(n) if not getattr(ranked[i], "lower_bound", False)]  # a lower bound: no measurement
    chosen: dict[int, str] = {}
    for i in eligible[: policy.top]:
        chosen[i] = "top"
    for p in policy.percentiles:
        center = round(p / 100.0 * (n - 1))
        # nearest ranks to the percentile rank not yet kept; ties go to the faster kernel
        order = sorted((i for i in eligible if i not in chosen), key=lambda i: (abs(i - center), i))
        for i in order[: policy.per_percentile]:
            chosen[i] = f"p{p}"
    return [Pick(ranked[i], i + 1, group) for i, group in sorted(chosen.items())]




def selection_is_current(results: Path, case: Case, policy: Policy, checked: bool = False) -> bool:
    """True if selection.json exists and was made from the current records with this policy (``checked``: and
    each of its kernels went through the correctness check, not ``--no-check``)."""
    dirs = case_dirs(results, case)
    if not dirs.selection.exists() or not (dirs.tune / RECORD_FILE).exists():
        return False
    try:
        sel = read(Selection, dirs.selection)
    except ArtifactError:
        return False
    if checked and any(k.correctness.status == "not_checked" for k in sel.kernels):
        return False
    return sel.source.records_sha256 == sha256_file(dirs.tune / RECORD_FILE) and sel.policy == policy.to_schema()


def select_case(case: Case, results: Path, policy: Policy, check: bool = True, seed: int = 0,
                echo: Callable[[str], None] = print) -> dict[str, Any]:
    dirs = case_dirs(results, case)
    records_path = dirs.tune / RECORD_FILE
    if not records_path.exists():
        raise ArtifactError(f"{case.case_id}: no tuning records in {dirs.tune} (run `artifact tune --case ...` first)")
    records = read_records(dirs.tune)
    ranked, failed, dupes = rank_records(records)
    if not ranked:
        raise ArtifactError(f"{case.case_id}: all {len(records)} trials failed (TVM recorded 1e10 s); "
                            f"nothing to select. See {dirs.tune_logs} for the errors")
    among = matching(ranked, policy.knobs, case.case_id) if policy.knobs else None
    picks = pick(ranked, policy, among)
    lower = sum(r.lower_bound for r in ranked)
    if not picks:
        raise ArtifactError(f"{case.case_id}: every valid trial's timing stopped early (a lower bound); nothing to select")
    if among is not None:
        echo(f"  {case.case_id}: {len(among)} of {len(ranked)} valid distinct kernels have "
             + ", ".join(f"{k}={v}" for k, v in policy.knobs) + "; picked among them")
    pool = len(ranked) if among is None else len(among)
    pool_lower = sum(ranked[i].lower_bound for i in (range(len(ranked)) if among is None else among))
    if pool - pool_lower < policy.wanted:
        echo(f"  {case.case_id}: only {pool - pool_lower} valid distinct kernels for {policy.wanted} asked: keeping all")
    if lower:
        echo(f"  {case.case_id}: {lower} kernel(s) whose timing stopped early (lower bounds) ranked, never kept")
    if dupes:
        echo(f"  {case.case_id}: {dupes} repeated schedule(s) counted once")
    n = len(ranked)
    if check:
        from .correctness import check_kernels

        checks = [c.to_json() for c in check_kernels(case, [pk.record.trace for pk in picks], picks[0].record.target,
                                                     seed)]
    else:
        checks = [{"status": "not_checked", "rel_error": None, "tolerance": None, "device": None,
                   "detail": "--no-check"}] * len(picks)
    kernels = []
    for pk, chk in zip(picks, checks):
        rec = pk.record
        entry = SelectedKernel(
            kernel_id=f"r{pk.rank:04d}",
            rank=pk.rank,
            rank_percentile=round(100.0 * (pk.rank - 1) / (n - 1), 2) if n > 1 else 0.0,
            group=pk.group,
            trial=rec.trial,
            run_s=rec.run_s,
            run_secs=list(rec.run_secs),
            gflops=case.flops / rec.run_s / 1e9,
            target=rec.target,
            trace=rec.trace,
            correctness=Correctness.from_json(chk),
        )
        err = f"{chk['rel_error']:.2e}" if chk["rel_error"] is not None else "-"
        echo(f"  {case.case_id} {entry.kernel_id} ({pk.group:>4}) {entry.gflops:>10,.1f} GFLOP/s "
             f"rel.err {err:>9}  {chk['status'].upper()}" + (f" ({chk['detail']})" if chk["detail"] else ""))
        kernels.append(entry)
    selection = Selection(
        case_id=case.case_id,
        case=CaseEntry.from_json(case.to_json()),
        created=_dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        policy=policy.to_schema(),
        source=SelectionSource(records_file=str(records_path.relative_to(results)), records_sha256=sha256_file(records_path),
                               trials=len(records), failed=failed, duplicates=dupes, valid_unique=n, stopped_early=lower),
        kernels=kernels,
    )
    write(dirs.selection, selection)
    failing = [k.kernel_id for k in kernels if k.correctness.status == "fail"]
    echo(f"{case.case_id}: kept {len(kernels)} of {n} valid kernels ({len(records)} trials, {failed} failed)"
         + (f"; FAILED the correctness check (never measured): {', '.join(failing)}" if failing else "")
         + f" -> {dirs.selection}")
    return selection.to_json()
