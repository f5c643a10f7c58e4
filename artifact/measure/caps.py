"""The power-cap plan: which limits to measure at (artifact/data/power_caps.csv, or CAPS=...).

Nothing here changes a GPU: :mod:`artifact.measure.caphelper` applies the plan.
"""

from __future__ import annotations

import csv
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ArtifactError
from ..gpu import GpuInfo
from ..source import DATA_DIR

CAP_TABLE = DATA_DIR / "power_caps.csv"
LIMIT_TOLERANCE_W = 1.0  # enforced limits are reported in mW; nvidia-smi takes watts


@dataclass(frozen=True)
class CapPoint:
    watts: float | None  # None: measure at the current limit, change nothing
    label: str  # directory name under measure/: "300W"

    @property
    def changes_limit(self) -> bool:
        return self.watts is not None


def cap_label(watts: float) -> str:
    return f"{watts:g}W"


def cap_watts(label: str) -> float:
    try:
        return float(label.rstrip("W"))
    except ValueError:
        return math.nan


def limit_matches_label(rec: Any, label: str) -> bool:
    """Whether the limit NVML reported enforced while a point was measured (the record's
    ``power_limit_w.enforced``) is its cap's: a label of watts ("300W") within 1 W; a label that is
    not watts ("current") matches any limit."""
    try:
        label_w = float(label.removesuffix("W"))
    except ValueError:
        return True
    limit = rec.get("power_limit_w") if isinstance(rec, dict) else None
    enforced = limit.get("enforced") if isinstance(limit, dict) else None
    return (isinstance(enforced, (int, float)) and not isinstance(enforced, bool)
            and abs(float(enforced) - label_w) <= LIMIT_TOLERANCE_W)


def table_caps(gpu_name: str, table: Path = CAP_TABLE) -> tuple[str, list[float]] | None:
    lines = [ln for ln in table.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")]
    for row in csv.DictReader(lines):
        if re.search(row["pattern"], gpu_name, re.IGNORECASE):
            return row["model"], [float(row[f"cap{i}_w"]) for i in range(1, 6)]
    return None


def even_caps(gpu: GpuInfo) -> list[float]:
    lo, hi = gpu.min_power_limit_w, gpu.default_power_limit_w
    if not (0 < lo < hi):
        raise ArtifactError(f"{gpu.name}: NVML gives no usable power-limit range ({lo:g}..{hi:g} W); "
                            f"pass CAPS=... or CAPS=current")
    return [round(lo + (hi - lo) * i / 4) for i in range(5)]


def plan_caps(gpu: GpuInfo, spec: str | None) -> list[CapPoint]:
    """``spec``: None (the table, else five even caps), ``current``, or ``200,300,...`` watts."""
    if spec is not None and not spec.strip():
        raise ArtifactError("CAPS is empty: give watts (CAPS=200,300), CAPS=current, or leave CAPS out for the "
                            "GPU's row of artifact/data/power_caps.csv")
    if spec is not None and spec.strip().lower() == "current":
        return [CapPoint(None, cap_label(gpu.power_limit_w))]
    if spec:
        watts = []
        for part in spec.split(","):
            part = part.strip().lower().removesuffix("w")
            try:
                w = float(part)
            except ValueError:
                raise ArtifactError(f"CAPS: {part!r} is not a number of watts (e.g. CAPS=200,300 or CAPS=current)") from None
            if not 0 < w < 100000:  # also refuses nan and inf
                raise ArtifactError(f"CAPS: {part!r} is not a positive number of watts")
            watts.append(w)
    else:
        found = table_caps(gpu.name)
        watts = found[1] if found else even_caps(gpu)
    bad = [w for w in watts if not gpu.min_power_limit_w <= w <= gpu.max_power_limit_w]
    if bad:
        raise ArtifactError(f"{gpu.name} (GPU {gpu.index}) accepts power limits from {gpu.min_power_limit_w:g} to "
                            f"{gpu.max_power_limit_w:g} W; {', '.join(f'{w:g}' for w in bad)} W is outside. "
                            f"Nothing was changed")
    points: list[CapPoint] = []
    for w in watts:
        same = next((p for p in points if p.watts == w), None)
        if same is not None:
            continue  # given twice: measured once
        close = next((p for p in points if p.watts is not None and
                      (abs(p.watts - w) <= LIMIT_TOLERANCE_W or p.label == cap_label(w))), None)
        if close is not None:
            raise ArtifactError(f"CAPS: {close.watts:.10g} and {w:.10g} W are one limit to NVML (it reports limits within "
                                f"{LIMIT_TOLERANCE_W:g} W, and both would be measured under {close.label}); give each "
                                f"cap once, at least {LIMIT_TOLERANCE_W:g} W apart. Nothing was changed")
        points.append(CapPoint(w, cap_label(w)))
    return points
