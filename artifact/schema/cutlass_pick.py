"""``<results>/cutlass/<case>/pick.json`` (artifact.tuning.cutlass.pick): the fastest measured CUTLASS
configuration of a case at one cap, and every candidate, fastest first (docs/SCHEMAS.md)."""

from __future__ import annotations

from .base import JsonObject


class PickCandidate(JsonObject):
    """One configuration's driver record at the cap, as the pick reports it (``record``: its file name)."""

    kernel_id: str
    time_ms: float
    gflops: float
    energy_mj: float
    time_cv: float | None
    energy_ci_rel: float | None
    gate_rel_error: float | None
    flagged: bool
    record: str


class PickedKernel(PickCandidate):
    """The picked candidate and its configuration (its kernel.json's ``generator.config``)."""

    config: dict[str, int]


class CutlassPick(JsonObject, kind="CUTLASS pick", hint="pick again with `artifact cutlass pick`"):
    case_id: str
    cap: str
    rule: str
    created: str
    picked: PickedKernel
    candidates: list[PickCandidate]
    no_record: list[str]  # exported configurations without a record at the cap (not measured, or failed the gate)
