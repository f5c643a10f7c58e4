"""Check a run against the shipped reference results (data/reference/<gpu>/), claim by claim.

Each claim is evaluated on the run's analysis/measurements.csv and on the reference's, for the
cases both contain, and printed PASS / FAIL / SKIP with its tolerance. REPRODUCE.md states the
same claims. Claims about caps need at least two caps in both (SKIP otherwise, e.g. CAPS=current).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pandas as pd

from .catalog import DATA_DIR
from .errors import ArtifactError

REFERENCE_DIR = DATA_DIR / "reference"
TIME_TOL = 0.15  # run-to-run and board-to-board spread of the same GPU model
ENERGY_TOL = 0.15
RATIO_TOL = 0.15


@dataclass
class Verdict:
    claim: str
    case: str
    status: str  # PASS | FAIL | SKIP
    detail: str


def gpu_slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def reference_for(gpu_name: str) -> Path:
    path = REFERENCE_DIR / gpu_slug(gpu_name)
    if not (path / "analysis" / "measurements.csv").exists():
        have = sorted(p.name for p in REFERENCE_DIR.iterdir() if (p / "analysis" / "measurements.csv").exists()) \
            if REFERENCE_DIR.exists() else []
        raise ArtifactError(f"no reference results for {gpu_name} in {REFERENCE_DIR} (have: {', '.join(have) or 'none'}); "
                            f"the claims can only be checked against a run on the same GPU model")
    return path


def _load(results: Path) -> pd.DataFrame:
    path = results / "analysis" / "measurements.csv"
    if not path.exists():
        raise ArtifactError(f"{path} not found: run `make analyze` first")
    return pd.read_csv(path)


def _fastest(g: pd.DataFrame) -> pd.Series:
    t = g[g["kind"] == "tuned"]
    return t.loc[t["time_per_launch_ms"].idxmin()]


def _within(run: float, ref: float, tol: float) -> tuple[bool, str]:
    rel = run / ref - 1
    return abs(rel) <= tol, f"run {run:.4g}, reference {ref:.4g} ({100 * rel:+.1f}%, tolerance +-{100 * tol:.0f}%)"


def evaluate(run: pd.DataFrame, ref: pd.DataFrame) -> list[Verdict]:
    out: list[Verdict] = []
    cases = sorted(set(run["case_id"]) & set(ref["case_id"]))
    if not cases:
        raise ArtifactError(f"the run ({', '.join(sorted(set(run['case_id'])))}) and the reference "
                            f"({', '.join(sorted(set(ref['case_id'])))}) have no case in common")
    for case in cases:
        rc, fc = run[run["case_id"] == case], ref[ref["case_id"] == case]
        common_caps = sorted(set(rc["cap"]) & set(fc["cap"]), key=lambda c: float(c.rstrip("W")))
        if not common_caps:
            out.append(Verdict("C1-C6", case, "SKIP", "no power cap in common with the reference"))
            continue
        cap = common_caps[-1]  # the highest common cap (the default limit where measured)
        r, f = _fastest(rc[rc["cap"] == cap]), _fastest(fc[fc["cap"] == cap])
        ok, d = _within(r["time_per_launch_ms"], f["time_per_launch_ms"], TIME_TOL)
        out.append(Verdict("C1 time per launch of the fastest tuned kernel", f"{case}@{cap}", "PASS" if ok else "FAIL", d))
        ok, d = _within(r["energy_per_launch_mj"], f["energy_per_launch_mj"], ENERGY_TOL)
        out.append(Verdict("C2 energy per launch of the fastest tuned kernel", f"{case}@{cap}", "PASS" if ok else "FAIL", d))
        for c in common_caps:
            def same(g: pd.DataFrame) -> bool:
                t = g[(g["cap"] == c) & (g["kind"] == "tuned")]
                return t["time_per_launch_ms"].idxmin() == t["energy_per_launch_mj"].idxmin()
            a, b = same(rc), same(fc)
            out.append(Verdict("C3 the fastest tuned kernel is also the least energy per launch", f"{case}@{c}",
                               "PASS" if a == b else "FAIL", f"run: {a}, reference: {b} (must agree)"))
        if len(common_caps) >= 2:
            lo, hi = common_caps[0], common_caps[-1]
            def change(g: pd.DataFrame) -> float:
                k = _fastest(g[g["cap"] == hi])["id"]
                e = g[g["id"] == k].set_index("cap")["energy_per_launch_mj"]
                return e[lo] / e[hi] - 1
            a, b = change(rc), change(fc)
            ok = abs(a - b) <= 0.10
            out.append(Verdict(f"C4 energy change of the fastest kernel from {hi} to {lo}", case, "PASS" if ok else "FAIL",
                               f"run {100 * a:+.1f}%, reference {100 * b:+.1f}% (tolerance +-10 points)"))
            a = rc.loc[rc["edp_ms_mj"].idxmin(), "cap"] if "edp_ms_mj" in rc else None
            b = fc.loc[fc["edp_ms_mj"].idxmin(), "cap"] if "edp_ms_mj" in fc else None
            out.append(Verdict("C5 the EDP-minimizing cap", case, "PASS" if a == b else "FAIL", f"run {a}, reference {b}"))
        else:
            out.append(Verdict("C4/C5 cap effects", case, "SKIP", "one power cap only (CAPS=current)"))
        for base in ("cudnn-fp32", "cublas-fp32"):
            rb, fb = rc[(rc["cap"] == cap) & (rc["id"] == base)], fc[(fc["cap"] == cap) & (fc["id"] == base)]
            if rb.empty or fb.empty:
                continue
            a = r["time_per_launch_ms"] / rb["time_per_launch_ms"].iloc[0]
            b = f["time_per_launch_ms"] / fb["time_per_launch_ms"].iloc[0]
            ok, d = _within(a, b, RATIO_TOL)
            out.append(Verdict(f"C6 time of the fastest tuned kernel / {base}", f"{case}@{cap}", "PASS" if ok else "FAIL", d))
    return out


def claims(results: Path, reference: Path | None = None) -> tuple[Path, list[Verdict]]:
    """(the reference directory used, each claim's verdict) for a run's analysis."""
    run = _load(results)
    ref_dir = reference or reference_for(str(run["gpu.name"].iloc[0]))
    return ref_dir, evaluate(run, _load(ref_dir))


def compare(results: Path, reference: Path | None, echo: Callable[[str], None] = print) -> bool:
    ref_dir, verdicts = claims(results, reference)
    echo(f"comparing {results} with {ref_dir}")
    for v in verdicts:
        echo(f"{v.status:<5} {v.claim} [{v.case}]: {v.detail}")
    failed = [v for v in verdicts if v.status == "FAIL"]
    passed = sum(v.status == "PASS" for v in verdicts)
    echo(f"{passed} passed, {len(failed)} failed, {sum(v.status == 'SKIP' for v in verdicts)} skipped")
    return not failed
