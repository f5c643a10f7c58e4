"""Uncertainty and flags of measured points, as the figures draw them: the 95 % confidence interval of the
mean time per launch (from the record's windows, Student's t, as the protocol computes it for energy), the
record's own ``energy_ci_rel``, the EDP's (the two combined), and the points the driver flagged.

Works on analyze's frame (lists in the window columns) and on measurements.csv (the same lists as text).
"""

from __future__ import annotations

import json
import math
from typing import Any

import pandas as pd

from ..measure.lockstep import ci95_rel
from . import figstyle as fs

# a flagged point: a ring around it, in one colour everywhere (the legend counts them)
FLAG_STYLE: dict[str, Any] = {"s": 150, "facecolor": "none", "edgecolor": fs.OKABE_ITO["vermillion"], "linewidth": 1.6}


def _values(cell: Any) -> list[float]:
    if isinstance(cell, str):
        try:
            cell = json.loads(cell)
        except ValueError:
            return []
    if isinstance(cell, (list, tuple)):
        return [float(v) for v in cell if isinstance(v, (int, float)) and math.isfinite(v)]
    return []


def window_ci(cell: Any) -> float:
    """The 95 % CI half-width of the mean of a record's windows, relative to the mean; NaN without two."""
    values = _values(cell)
    return ci95_rel(values) if len(values) >= 2 else math.nan


def ci_columns(df: pd.DataFrame) -> pd.DataFrame:
    """``df`` plus time_ci_rel, energy_ci_rel (kept where the records have it, else from the windows) and
    edp_ci_rel (the two in quadrature), all relative half-widths of 95 % CIs (NaN where unknown)."""
    out = df.copy()
    if "time_ci_rel" not in out:
        col = out["time_per_launch_ms_windows"] if "time_per_launch_ms_windows" in out else pd.Series(index=out.index, dtype=object)
        out["time_ci_rel"] = [window_ci(c) for c in col]
    if "energy_ci_rel" not in out:
        col = out["energy_per_launch_mj_windows"] if "energy_per_launch_mj_windows" in out else pd.Series(index=out.index, dtype=object)
        out["energy_ci_rel"] = [window_ci(c) for c in col]
    out["energy_ci_rel"] = pd.to_numeric(out["energy_ci_rel"], errors="coerce")
    out["time_ci_rel"] = pd.to_numeric(out["time_ci_rel"], errors="coerce")
    out["edp_ci_rel"] = (out["time_ci_rel"] ** 2 + out["energy_ci_rel"] ** 2) ** 0.5
    return out


def flagged_mask(df: pd.DataFrame) -> pd.Series:
    """True where the driver flagged the point (``flagged`` true, or text 'True')."""
    if "flagged" not in df:
        return pd.Series(False, index=df.index)
    return df["flagged"].map(lambda v: v is True or str(v).lower() in ("true", "1") or (isinstance(v, (int, float)) and v == 1)).astype(bool)


def ratio_ci(a: float, b: float) -> float:
    """Relative CI of a ratio of two independent measurements with relative CIs ``a`` and ``b``."""
    return math.hypot(a, b) if math.isfinite(a) and math.isfinite(b) else math.nan
