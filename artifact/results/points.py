"""Helpers on measured points shared by the figures and the cap view: the Pareto front of (time, energy)
and the library's own name of a baseline's math mode."""

from __future__ import annotations

import math

import pandas as pd


def pareto_front(points: pd.DataFrame, x: str = "time_per_launch_ms", y: str = "energy_per_launch_mj") -> pd.DataFrame:
    """Rows not dominated in (lower ``x``, lower ``y``), ordered by ``x``."""
    pts = points.sort_values([x, y], kind="mergesort")
    front, best = [], math.inf
    for idx, row in pts.iterrows():
        if row[y] < best:
            front.append(idx)
            best = row[y]
    return points.loc[front].sort_values(x, kind="mergesort")


def math_mode(row: pd.Series) -> str | None:
    for col in ("workload.math_type", "workload.compute_type"):
        v = row.get(col)
        if isinstance(v, str) and v:
            return v
    return None
