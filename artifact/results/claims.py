"""The claims `make compare` and `make remeasure` check, each with its tolerance and the GPU models it
holds on, and the verdict every check prints.

A claim's scope says where it holds:

* ``any`` GPU model: a ratio or an ordering of two things measured in the same run (the fastest tuned
  kernel against a vendor library, the order of two kernels, a power cap's effect on one kernel). Both
  sides run on the same board, so the model largely cancels: on any GPU model the claim is checked
  against the reference runs' range with its margin.
* ``model``: an absolute time or energy per launch. It holds only on the reference's GPU model (another
  model has other clocks, memory and power): on another model it is SKIP, with its numbers given for
  information.

REPRODUCE.md, "Claims", states the same table (tests/test_claims.py checks that it does).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Callable

import pandas as pd

# Measurement tolerances: the same kernels measured again on the same GPU model (make remeasure;
# derived from repeated H100 runs, data/reference/README.md). They also set the margin a tuning claim
# needs and the gap an ordering needs (twice the tolerance).
REMEASURE_TIME_TOL = 0.06
REMEASURE_ENERGY_TOL = 0.08
CAP_CHANGE_TOL = 0.10  # percentage points of energy change between the highest and lowest cap


class Scope(Enum):
    ANY = "any GPU model"
    MODEL = "the reference's GPU model"


@dataclass(frozen=True)
class Claim:
    code: str  # the first word of every verdict's claim text
    command: str  # the make target that checks it
    what: str
    tolerance: str
    scope: Scope


CLAIMS: tuple[Claim, ...] = (
    Claim("M1", "remeasure", "time per launch of every kernel and baseline", f"+-{REMEASURE_TIME_TOL:.0%} of the reference",
          Scope.MODEL),
    Claim("M2", "remeasure", "energy per launch of every kernel and baseline", f"+-{REMEASURE_ENERGY_TOL:.0%}",
          Scope.MODEL),
    Claim("M3", "remeasure", "the order by time of every pair of kernels of a case whose reference gap exceeds "
                             f"2 x {REMEASURE_TIME_TOL:.0%}", "same order", Scope.ANY),
    Claim("M4", "remeasure", f"the same by energy, gap over 2 x {REMEASURE_ENERGY_TOL:.0%}", "same order", Scope.ANY),
    Claim("V", "compare", "time and energy per launch of each vendor baseline (the same library kernels in every run)",
          "M1 / M2's, around the reference runs' mean", Scope.MODEL),
    Claim("T", "compare", "the fastest tuned kernel's time (and energy) lower or higher than each baseline's, "
                          "stated only where every reference run puts it more than the tolerance on the same side",
          "the run must be on the same side", Scope.ANY),
    Claim("P1", "compare", "energy change of the fastest kernel from the highest to the lowest cap (needs >= 2 caps)",
          f"reference runs' range +-{CAP_CHANGE_TOL * 100:.0f} points", Scope.ANY),
    Claim("P2", "compare", "the cap that minimises EDP (needs >= 2 caps; not a claim if the reference runs disagree)",
          "same cap (another model: the same place among the caps)", Scope.ANY),
)
BY_CODE = {c.code: c for c in CLAIMS}


def claim(code: str) -> Claim:
    return BY_CODE[code]


@dataclass
class Verdict:
    claim: str  # starts with its Claim's code ("V time per launch of cudnn-fp32")
    case: str
    status: str  # PASS | FAIL | SKIP
    detail: str

    @property
    def code(self) -> str:
        return self.claim.split(" ", 1)[0]


def model_only_detail(quantity: str, reference_model: str, run_model: str, info: str) -> str:
    """Why a claim on an absolute ``quantity`` is SKIP on another GPU model, its numbers for information."""
    return f"{quantity}: a claim on {reference_model} only, this run is of {run_model} (for information: {info})"


def within(run: float, ref: float, tol: float) -> tuple[bool, str]:
    rel = run / ref - 1
    return abs(rel) <= tol, f"run {run:.4g}, reference {ref:.4g} ({100 * rel:+.1f}%, tolerance +-{100 * tol:.0f}%)"


def relative(run: float, ref: float) -> str:
    return f"run {run:.4g}, reference {ref:.4g} ({100 * (run / ref - 1):+.1f}%)"


def _algorithm(row: pd.Series) -> str | None:
    """The library algorithm a baseline point ran (the record's ``workload.algorithm``, and cuDNN's math
    type), None if unknown."""
    def fmt(v: object) -> str:
        return str(int(v)) if isinstance(v, float) and v.is_integer() else str(v)

    parts = [f"{k.removeprefix('workload.algorithm')}={fmt(row[k])}" for k in row.index
             if k == "workload.algorithm" or k.startswith("workload.algorithm.")]
    if "workload.math_type" in row.index:  # cuDNN: one algorithm number runs other kernels per math type
        parts.append(f"math {fmt(row['workload.math_type'])}")
    parts = [x for x in parts if not x.endswith("=nan") and x != "math nan"]
    return ";".join(parts) or None


def same_kernel(a: pd.Series, b: pd.Series) -> tuple[bool, str]:
    """Whether two points of one baseline ran the same library algorithm (always true for tuned kernels)."""
    x, y = _algorithm(a), _algorithm(b)
    if x is None or y is None or x == y:
        return True, ""
    return False, f"the library chose another algorithm ({x.lstrip('=')} here, {y.lstrip('=')} in the reference)"


def counts(verdicts: list[Verdict]) -> dict[str, int]:
    return {s: sum(v.status == s for v in verdicts) for s in ("PASS", "FAIL", "SKIP")}


def print_verdicts(verdicts: list[Verdict], title: str, echo: Callable[[str], None], against: str = "") -> bool:
    """Each verdict on a line, then the counts (``against``: the reference model, appended); True if none failed."""
    echo(title)
    for v in verdicts:
        echo(f"{v.status:<5} {v.claim} [{v.case}]: {v.detail}")
    n = counts(verdicts)
    echo(f"{n['PASS']} passed, {n['FAIL']} failed, {n['SKIP']} skipped" + (f" against {against}" if against else ""))
    return not n["FAIL"]


def skipped_by_reason(verdicts: list[Verdict]) -> list[tuple[str, list[Verdict]]]:
    """The SKIP verdicts grouped by why (their detail up to the numbers given for information), in order."""
    groups: dict[str, list[Verdict]] = {}
    for v in verdicts:
        if v.status == "SKIP":
            groups.setdefault(v.detail.split(" (for information", 1)[0].split(" (run ", 1)[0], []).append(v)
    return list(groups.items())
