"""Check a run against the shipped reference results (data/reference/<gpu model>/), claim by claim.

The reference of a GPU model is a set of independent runs of `make reproduce-test` (the folders
``reproduce-test-*``): tuning is a randomized search, so one run's fastest kernel says little about
another's. Three kinds of claims, each printed PASS / FAIL / SKIP with its tolerance (REPRODUCE.md
states the same claims and where the tolerances come from):

* V: the vendor-library baselines (fixed kernels: cuDNN, cuBLAS) measured in the run, against the
  mean of the reference runs, within the measurement tolerance.
* T: tuning claims, stated only where every reference run supports them with a margin larger than the
  measurement tolerance (e.g. "the fastest tuned kernel of case 1 takes less time than cuDNN fp32"):
  the run must support them too. The reference runs' range is printed beside each.
* P: claims about power caps (need two caps or more in the run and the reference; SKIP otherwise).

Measurement claims on the reference's own kernels (M) are `make remeasure`'s (artifact.remeasure).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pandas as pd

from ..errors import ArtifactError
from ..source import in_checkout

REFERENCE_DIR = in_checkout("data", "reference") or Path("data") / "reference"  # shipped with the repository
REFERENCE_RUNS = "reproduce-test-*"  # data/reference/<gpu>/<run>/: the runs a `make reproduce-test` is compared with
# Measurement tolerances: the same kernels measured again on the same GPU model (make remeasure;
# derived from repeated H100 runs, REPRODUCE.md). They also set the margin a tuning claim needs.
REMEASURE_TIME_TOL = 0.06
REMEASURE_ENERGY_TOL = 0.08
CAP_CHANGE_TOL = 0.10  # percentage points of energy change between the highest and lowest cap


@dataclass
class Verdict:
    claim: str
    case: str
    status: str  # PASS | FAIL | SKIP
    detail: str


def gpu_slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def reference_dir(gpu_name: str) -> Path:
    """data/reference/<gpu model>/ (the shipped runs of that GPU model)."""
    path = REFERENCE_DIR / gpu_slug(gpu_name)
    if not reference_runs(path):
        have = sorted({p.parent.parent.parent.name for p in REFERENCE_DIR.glob(f"*/{REFERENCE_RUNS}/analysis/measurements.csv")})
        raise ArtifactError(f"no reference runs for {gpu_name} in {REFERENCE_DIR} (have: {', '.join(have) or 'none'}); "
                            f"the claims can only be checked against runs on the same GPU model")
    return path


def reference_runs(path: Path) -> list[Path]:
    """The analyzed runs a reference folder stands for: itself if it is one, else its reproduce-test-* runs."""
    if (path / "analysis" / "measurements.csv").exists():
        return [path]
    return sorted(p for p in path.glob(REFERENCE_RUNS) if (p / "analysis" / "measurements.csv").exists())


def load_measurements(results: Path) -> pd.DataFrame:
    path = results / "analysis" / "measurements.csv"
    if not path.exists():
        raise ArtifactError(f"{path} not found: run `make analyze` first")
    try:
        return pd.read_csv(path)
    except (ValueError, pd.errors.EmptyDataError) as exc:  # ParserError and UnicodeDecodeError among them
        raise ArtifactError(f"{path} is not a CSV table ({type(exc).__name__}): run `make analyze` again") from exc


def _within(run: float, ref: float, tol: float) -> tuple[bool, str]:
    rel = run / ref - 1
    return abs(rel) <= tol, f"run {run:.4g}, reference {ref:.4g} ({100 * rel:+.1f}%, tolerance +-{100 * tol:.0f}%)"


def _caps(g: pd.DataFrame) -> list[str]:
    return sorted(set(g["cap"]), key=lambda c: float(c.rstrip("W")) if c.rstrip("W").replace(".", "").isdigit() else 0.0)


def _fastest(g: pd.DataFrame) -> pd.Series | None:
    t = g[g["kind"] == "tuned"]
    return None if t.empty else t.loc[t["time_per_launch_ms"].idxmin()]


def _tuned_vs(g: pd.DataFrame, cap: str, base: str, col: str) -> float | None:
    """The fastest tuned kernel's ``col`` over the baseline's, at ``cap`` (None if either is missing)."""
    at = g[g["cap"] == cap]
    f, b = _fastest(at), at[at["id"] == base]
    return None if f is None or b.empty else float(f[col] / b[col].iloc[0])


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


def _same_kernel(a: pd.Series, b: pd.Series) -> tuple[bool, str]:
    """Whether two points of one baseline ran the same library algorithm (always true for tuned kernels)."""
    x, y = _algorithm(a), _algorithm(b)
    if x is None or y is None or x == y:
        return True, ""
    return False, f"the library chose another algorithm ({x.lstrip('=')} here, {y.lstrip('=')} in the reference)"


def _span(xs: list[float]) -> str:
    return f"{min(xs):.3g}-{max(xs):.3g}" if len(xs) > 1 else f"{xs[0]:.3g}"


def evaluate(run: pd.DataFrame, refs: list[pd.DataFrame] | pd.DataFrame) -> list[Verdict]:
    """The V, T and P claims of a run against one or more reference runs of the same GPU model."""
    refs = [refs] if isinstance(refs, pd.DataFrame) else refs
    out: list[Verdict] = []
    cases = sorted(set(run["case_id"]).intersection(*(set(r["case_id"]) for r in refs)))
    if not cases:
        raise ArtifactError(f"the run ({', '.join(sorted(set(run['case_id'])))}) and the reference runs have no case in common")
    tols = {"time_per_launch_ms": REMEASURE_TIME_TOL, "energy_per_launch_mj": REMEASURE_ENERGY_TOL}
    words = {"time_per_launch_ms": "time", "energy_per_launch_mj": "energy"}
    for case in cases:
        rc = run[run["case_id"] == case]
        fcs = [r[r["case_id"] == case] for r in refs]
        common = [c for c in _caps(rc) if all(c in set(f["cap"]) for f in fcs)]
        if not common:
            out.append(Verdict("V/T/P", case, "SKIP", "no power cap in common with the reference runs"))
            continue
        cap = common[-1]  # the highest common cap (the default limit where measured)
        where = f"{case}@{cap}"
        bases = sorted(set(rc.loc[(rc["kind"] == "baseline") & (rc["cap"] == cap), "id"]))
        # V: fixed library kernels, measured again
        for base in bases:
            mine_row = rc[(rc["cap"] == cap) & (rc["id"] == base)].iloc[0]
            ref_rows = [f[(f["cap"] == cap) & (f["id"] == base)].iloc[0] for f in fcs
                        if not f[(f["cap"] == cap) & (f["id"] == base)].empty]
            same = [r for r in ref_rows if _same_kernel(mine_row, r)[0]]
            for col, tol in tols.items():
                claim = f"V {words[col]} per launch of {base}"
                if ref_rows and not same:
                    out.append(Verdict(claim, where, "SKIP", f"not the same kernel: {_same_kernel(mine_row, ref_rows[0])[1]}"))
                    continue
                if not same:
                    continue
                mean = sum(float(r[col]) for r in same) / len(same)
                ok, d = _within(float(mine_row[col]), mean, tol)
                out.append(Verdict(claim, where, "PASS" if ok else "FAIL",
                                   d.replace("reference", f"mean of {len(same)} reference run(s) with the same algorithm")))
        # T: where the fastest tuned kernel stands against each library, if every reference run agrees
        for base in bases:
            for col, tol in tols.items():
                ref_ratios = [x for x in (_tuned_vs(f, cap, base, col) for f in fcs) if x is not None]
                mine = _tuned_vs(rc, cap, base, col)
                claim = f"T the fastest tuned kernel's {words[col]} against {base}"
                if mine is None or not ref_ratios:
                    out.append(Verdict(claim, where, "SKIP", "no tuned kernel or baseline in the run or reference"))
                    continue
                below = all(x < 1 - tol for x in ref_ratios)
                above = all(x > 1 + tol for x in ref_ratios)
                span = f"run {mine:.3g}x, {len(ref_ratios)} reference run(s) {_span(ref_ratios)}x"
                if not (below or above):
                    out.append(Verdict(claim, where, "SKIP", f"not a claim: the reference runs do not all put it more "
                                                             f"than {100 * tol:.0f}% on one side of 1 ({span})"))
                    continue
                ok = mine < 1 if below else mine > 1
                out.append(Verdict(claim.replace("against", "lower than" if below else "higher than"), where,
                                   "PASS" if ok else "FAIL", span))
        # P: power caps
        if len(common) >= 2:
            lo, hi = common[0], common[-1]

            def change(g: pd.DataFrame, lo: str = lo, hi: str = hi) -> float:
                f = _fastest(g[g["cap"] == hi])
                if f is None:
                    return math.nan
                k = f["id"]
                e = g[g["id"] == k].set_index("cap")["energy_per_launch_mj"]
                return float(e[lo] / e[hi] - 1)

            mine_c, ref_c = change(rc), [change(f) for f in fcs]
            lo_b, hi_b = min(ref_c) - CAP_CHANGE_TOL, max(ref_c) + CAP_CHANGE_TOL
            out.append(Verdict(f"P1 energy change of the fastest kernel from {hi} to {lo}", case,
                               "PASS" if lo_b <= mine_c <= hi_b else "FAIL",
                               f"run {100 * mine_c:+.1f}%, reference runs {100 * min(ref_c):+.1f}..{100 * max(ref_c):+.1f}% "
                               f"(+-{100 * CAP_CHANGE_TOL:.0f} points)"))
            best = lambda g: g.loc[g["edp_ms_mj"].idxmin(), "cap"]  # noqa: E731
            ref_b = {best(f) for f in fcs}
            status = "PASS" if best(rc) in ref_b else "FAIL"
            if len(ref_b) > 1:
                status, note = "SKIP", "not a claim: the reference runs disagree"
            else:
                note = ""
            out.append(Verdict("P2 the EDP-minimizing cap", case, status,
                               f"run {best(rc)}, reference runs {', '.join(sorted(ref_b))}" + (f" ({note})" if note else "")))
        else:
            out.append(Verdict("P1/P2 cap effects", case, "SKIP", "one power cap only (CAPS=current)"))
    return out


def evaluate_measurements(run: pd.DataFrame, ref: pd.DataFrame, time_tol: float = REMEASURE_TIME_TOL,
                          energy_tol: float = REMEASURE_ENERGY_TOL) -> list[Verdict]:
    """Measurement claims on fixed kernels (``make remeasure``): the same kernels and baselines, measured
    again, against the reference's time and energy per launch at the cap both have; and the order of
    every pair of kernels of a case by time and by energy, where the reference's gap between the two
    is larger than the tolerance (a smaller gap is within the spread, not a ranking)."""
    out: list[Verdict] = []
    keys = ["case_id", "cap", "id"]
    both = run.merge(ref, on=keys, suffixes=("", "_ref"))
    if both.empty:
        raise ArtifactError("the run and the reference have no (case, cap, kernel) point in common")
    for _, r in both.sort_values(keys).iterrows():
        where = f"{r['case_id']}@{r['cap']}"
        ref_row = ref[(ref["case_id"] == r["case_id"]) & (ref["cap"] == r["cap"]) & (ref["id"] == r["id"])].iloc[0]
        same, why = _same_kernel(run[(run["case_id"] == r["case_id"]) & (run["cap"] == r["cap"])
                                     & (run["id"] == r["id"])].iloc[0], ref_row)
        for col, tol, name in (("time_per_launch_ms", time_tol, "M1 time per launch"),
                               ("energy_per_launch_mj", energy_tol, "M2 energy per launch")):
            if not same:
                out.append(Verdict(f"{name} of {r['id']}", where, "SKIP", f"not the same kernel: {why}"))
                continue
            ok, d = _within(r[col], r[f"{col}_ref"], tol)
            out.append(Verdict(f"{name} of {r['id']}", where, "PASS" if ok else "FAIL", d))
    for (case, cap), g in both.groupby(["case_id", "cap"]):
        for col, tol, name in (("time_per_launch_ms", time_tol, "M3 order by time"),
                               ("energy_per_launch_mj", energy_tol, "M4 order by energy")):
            rows = list(g.itertuples(index=False))
            pairs = kept = 0
            wrong = []
            for i, a in enumerate(rows):
                for b in rows[i + 1:]:
                    ra, rb = getattr(a, col + "_ref"), getattr(b, col + "_ref")
                    pairs += 1
                    if abs(ra / rb - 1) <= 2 * tol:
                        continue  # within the spread of the two: no order to keep
                    kept += 1
                    if (ra < rb) != (getattr(a, col) < getattr(b, col)):
                        wrong.append(f"{a.id} vs {b.id}")
            status = "SKIP" if kept == 0 else ("PASS" if not wrong else "FAIL")
            out.append(Verdict(name, f"{case}@{cap}", status,
                               f"{kept} of {pairs} pairs differ by more than 2 x {100 * tol:.0f}% in the reference"
                               + (f"; reversed: {', '.join(wrong)}" if wrong else "")))
    return out


def print_verdicts(verdicts: list[Verdict], title: str, echo: Callable[[str], None]) -> bool:
    echo(title)
    for v in verdicts:
        echo(f"{v.status:<5} {v.claim} [{v.case}]: {v.detail}")
    failed = sum(v.status == "FAIL" for v in verdicts)
    passed = sum(v.status == "PASS" for v in verdicts)
    echo(f"{passed} passed, {failed} failed, {sum(v.status == 'SKIP' for v in verdicts)} skipped")
    return not failed


def claims(results: Path, reference: Path | None = None) -> tuple[Path, list[Verdict]]:
    """(the reference folder used, each claim's verdict) for a run's analysis."""
    run = load_measurements(results)
    ref_dir = reference or reference_dir(str(run["gpu.name"].iloc[0]))
    runs = reference_runs(ref_dir)
    if not runs:
        raise ArtifactError(f"{ref_dir} holds no analyzed run (analysis/measurements.csv)")
    return ref_dir, evaluate(run, [load_measurements(r) for r in runs])


def compare(results: Path, reference: Path | None, echo: Callable[[str], None] = print) -> bool:
    ref_dir, verdicts = claims(results, reference)
    runs = reference_runs(ref_dir)
    return print_verdicts(verdicts, f"comparing {results} with {len(runs)} reference run(s) in {ref_dir}", echo)
