"""``<results>/layers/manifest.json`` (artifact.layers.provenance): what produced a layers directory
(docs/SCHEMAS.md, "Per-layer records")."""

from __future__ import annotations

from .base import ABSENT, Absent, JsonObject


class LayersGpu(JsonObject):
    """A GPU that measured, from the records' ``gpu`` blocks."""

    name: str | None
    uuid: str
    serial: str | None
    vbios_version: str | None
    driver_version: str | None
    cuda_driver_version: int | str | None


class LayersRun(JsonObject):
    """One run directory: its layers, the records there, and what measured them."""

    layers: int
    recorded: int
    stale: list[str]
    flagged: list[str]
    presets: list[str]
    torch: list[str]
    gpus: list[str]
    wholes: list[str]


class LayersCall(JsonObject):
    """One call that measured layers; calls written before they named their commit lack it."""

    at: str
    command: list[str]
    git_commit: str | None | Absent = ABSENT
    git_dirty: bool | Absent = ABSENT


class LayersManifest(JsonObject, kind="layers manifest"):
    created: str
    git_commit: str | None
    git_dirty: bool
    python: str
    packages: dict[str, str | None]
    gpus: list[LayersGpu]
    runs: dict[str, LayersRun]
    flagged_layers: int
    calls: list[LayersCall]
