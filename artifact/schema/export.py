"""``<case>/export/export.json`` (export; cutlass sweep): the exported kernels, written last (its
presence means the export is complete; docs/SCHEMAS.md)."""

from __future__ import annotations

from .base import ABSENT, Absent, JsonObject
from .kernel import Generator


class ExportedKernel(JsonObject):
    kernel_id: str
    dir: str
    group: str
    rank: int


class NotCompiled(JsonObject):
    """A CUTLASS configuration that did not compile: nvcc's first error line."""

    kernel_id: str
    reason: str


class ExportIndex(JsonObject, kind="export index", hint="export again with `artifact export --force`"):
    case_id: str
    arch: str
    nvcc_version: str
    created: str
    selection_created: str | Absent = ABSENT  # a tuned export: the selection it was made from
    reference_seed: int
    generator: Generator | Absent = ABSENT  # a CUTLASS sweep's
    kernels: list[ExportedKernel]
    not_exported: list[str] | list[NotCompiled]  # tuned: the kernels that failed the check; CUTLASS: with the reason
