"""``<case>/tune/runs.json`` (tune): one entry per tuning run, in the order the runs ended
(docs/SCHEMAS.md). The fields every run since the first has written are required; those added since
are absent in earlier runs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .base import ABSENT, Absent, JsonObject, read_list, write_list


class TuningRun(JsonObject, kind="tuning run log"):
    started: str
    trials_before: int
    budget: int
    seed: int | None
    effective_seed: int | None
    space: str | Absent = ABSENT
    scheduler: str
    builder_pool: str | Absent = ABSENT
    hold_builds: bool | Absent = ABSENT
    overlap_batches: bool | Absent = ABSENT
    searches_at_once: int | Absent = ABSENT
    evaluator: str | Absent = ABSENT
    runner_threads: int | Absent = ABSENT
    workers: int
    search_threads: int | Absent = ABSENT
    idle_search_threads: int | None | Absent = ABSENT
    lag: int | None | Absent = ABSENT
    fresh_batches: int | Absent = ABSENT
    batch: int
    population: int | Absent = ABSENT
    sizing: str | Absent = ABSENT
    untrained_generations: int | None | Absent = ABSENT
    remainder_generations: int | None | Absent = ABSENT
    random_overlap: bool | Absent = ABSENT
    max_source_kb: int | None | Absent = ABSENT
    feature_cache: bool | Absent = ABSENT
    straggler_wait: float | None | Absent = ABSENT
    wgmma_split_k: bool | Absent = ABSENT
    wgmma_ring: bool | Absent = ABSENT
    wgmma_short_a: bool | Absent = ABSENT
    wgmma_pingpong: bool | Absent = ABSENT
    wgmma_k_boxes: bool | Absent = ABSENT
    min_repeat_ms: float
    early_stop: float | None | Absent = ABSENT
    budget_s: float | None | Absent = ABSENT
    interleaved_with: list[str] | Absent = ABSENT
    target: dict[str, Any]
    gpu: dict[str, Any] | None
    gpus: list[dict[str, Any]] | Absent = ABSENT
    spread: str | None | Absent = ABSENT
    rpc_servers: int | Absent = ABSENT
    tvm_version: str
    host: dict[str, Any] | Absent = ABSENT
    command: list[str]
    finished: str
    trials_after: int
    seconds: float
    trials_per_min: float | None
    interrupted: bool
    budget_reached: bool | Absent = ABSENT
    exhausted: bool | Absent = ABSENT
    repeats_skipped: int | None | Absent = ABSENT
    search_failed: bool | Absent = ABSENT
    best_gflops: float | None | Absent = ABSENT
    batches: list[dict[str, Any]] | Absent = ABSENT
    profile_s: dict[str, float] | Absent = ABSENT


def read_runs(path: Path) -> list[TuningRun]:
    """The runs of ``path``; [] where no run has finished yet (no file)."""
    return read_list(TuningRun, path) if path.exists() else []


def append_run(path: Path, entry: dict[str, Any]) -> None:
    """Add one run's entry (checked) to ``path``'s runs."""
    write_list(path, [*read_runs(path), TuningRun.from_plain(entry, f"{path} (new entry)")])
