"""Check a run against the shipped reference results (data/reference/<gpu model>/), claim by claim.

The reference of a GPU model is a set of independent runs of `make reproduce-test` (the folders
``reproduce-test-*``): tuning is a randomized search, so one run's fastest kernel says little about
another's. Which reference a run is compared with: artifact.results.references (its own GPU model's,
else one of the same architecture). Three kinds of claims (artifact.results.claims defines them, with
the GPU models each holds on), each printed PASS / FAIL / SKIP with its tolerance (REPRODUCE.md states
the same claims and where the tolerances come from):

* V: the vendor-library baselines (fixed kernels: cuDNN, cuBLAS) measured in the run, against the
  mean of the reference runs, within the measurement tolerance. Absolute: on another GPU model SKIP,
  the numbers given for information.
* T: tuning claims, stated only where every reference run supports them with a margin larger than the
  measurement tolerance (e.g. "the fastest tuned kernel of case 1 takes less time than cuDNN fp32"):
  the run must support them too. The reference runs' range is printed beside each. Ratios within one
  run: checked on any GPU model, each side at its highest measured cap.
* P: claims about power caps (need two caps or more in the run and the reference; SKIP otherwise). On
  another GPU model each side's own highest and lowest caps.

Measurement claims on the reference's own kernels (M) are `make remeasure`'s (artifact.remeasure).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pandas as pd

from ..errors import ArtifactError
from ..layout import analysis_dirs
from .claims import (
    CAP_CHANGE_TOL,
    REMEASURE_ENERGY_TOL,
    REMEASURE_TIME_TOL,
    Verdict,
    counts,
    model_only_detail,
    print_verdicts,
    relative,
    same_kernel,
    within,
)
from .references import Choice, GpuModel, choose, model_of_run, models_of_frame, reference_runs

# What the claims read of a run's analysis/measurements.csv: every analysis has written these since the
# records' schema energy-driver/1, in release 0.1.0 (an older one stops with one line naming that release).
REQUIRED_COLUMNS = ("case_id", "cap", "id", "kind", "time_per_launch_ms", "energy_per_launch_mj", "edp_ms_mj", "gpu.name")
OLDEST_RECORD_SCHEMA = "energy-driver/1"
OLDEST_RELEASE = "0.1.0"


def load_measurements(results: Path) -> pd.DataFrame:
    path = analysis_dirs(results).measurements
    if not path.exists():
        raise ArtifactError(f"{path} not found: run `make analyze` first")
    try:
        m = pd.read_csv(path)
    except (ValueError, pd.errors.EmptyDataError) as exc:  # ParserError and UnicodeDecodeError among them
        raise ArtifactError(f"{path} is not a CSV table ({type(exc).__name__}): run `make analyze` again") from exc
    missing = [c for c in REQUIRED_COLUMNS if c not in m.columns]
    if missing:
        raise ArtifactError(earlier_release(results, m, missing))
    return m


def earlier_release(results: Path, m: pd.DataFrame, missing: list[str]) -> str:
    """One line: which release made these results, and which one the claims need."""
    try:
        commit = str(json.loads(analysis_dirs(results).manifest.read_text())["git_commit"])[:7]
    except (OSError, ValueError, KeyError, TypeError):
        commit = "unknown"
    schema = str(m["schema"].iloc[0]) if "schema" in m.columns and len(m) else "unknown"
    return (f"{results} was analyzed by an earlier release of the artifact (commit {commit}, record schema {schema}): "
            f"its analysis/measurements.csv lacks {', '.join(missing)}; the claims need the analysis of artifact "
            f"{OLDEST_RELEASE} or later (records of schema {OLDEST_RECORD_SCHEMA} or later): analyze it again with this "
            f"release (`make analyze RESULTS={results}`), or compare it with the release that made it")


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


def _span(xs: list[float]) -> str:
    return f"{min(xs):.3g}-{max(xs):.3g}" if len(xs) > 1 else f"{xs[0]:.3g}"


def _place(i: int, n: int) -> str:
    """Where the i-th cap from the highest stands among n."""
    return "the highest cap" if i == 0 else "the lowest cap" if i == n - 1 else f"cap {i + 1} of {n} from the highest"


def evaluate(run: pd.DataFrame, refs: list[pd.DataFrame] | pd.DataFrame,
             models: tuple[GpuModel, GpuModel] | None = None) -> list[Verdict]:
    """The V, T and P claims of a run against one or more reference runs of one GPU model.

    ``models``: (the run's GPU model, the reference's); None or the same model: every claim at the caps
    both measured. Another model: the claims on absolute numbers (V) SKIP with their numbers; the ratios
    (T) each side at its highest cap, the cap effects (P) each side between its own highest and lowest."""
    refs = [refs] if isinstance(refs, pd.DataFrame) else refs
    same_model = models is None or models[0].same_model(models[1])
    out: list[Verdict] = []
    cases = sorted(set(run["case_id"]).intersection(*(set(r["case_id"]) for r in refs)))
    if not cases:
        raise ArtifactError(f"the run ({', '.join(sorted(set(run['case_id'])))}) and the reference runs have no case in common")
    tols = {"time_per_launch_ms": REMEASURE_TIME_TOL, "energy_per_launch_mj": REMEASURE_ENERGY_TOL}
    words = {"time_per_launch_ms": "time", "energy_per_launch_mj": "energy"}
    for case in cases:
        rc = run[run["case_id"] == case]
        fcs = [r[r["case_id"] == case] for r in refs]
        if same_model:
            common = [c for c in _caps(rc) if all(c in set(f["cap"]) for f in fcs)]
            if not common:
                out.append(Verdict("V/T/P", case, "SKIP", "no power cap in common with the reference runs"))
                continue
            run_caps, ref_caps = common, [common for _ in fcs]
        else:  # another model: its caps are its own (another power limit); each side at its own
            run_caps, ref_caps = _caps(rc), [_caps(f) for f in fcs]
        cap, fcap = run_caps[-1], [c[-1] for c in ref_caps]  # the highest (the default limit where measured)
        where = f"{case}@{cap}" + ("" if set(fcap) == {cap} else f" (reference {'/'.join(sorted(set(fcap)))})")
        bases = sorted(set(rc.loc[(rc["kind"] == "baseline") & (rc["cap"] == cap), "id"]))
        # V: fixed library kernels, measured again
        for base in bases:
            mine_row = rc[(rc["cap"] == cap) & (rc["id"] == base)].iloc[0]
            ref_rows = [f[(f["cap"] == c) & (f["id"] == base)].iloc[0] for f, c in zip(fcs, fcap)
                        if not f[(f["cap"] == c) & (f["id"] == base)].empty]
            same = [r for r in ref_rows if same_kernel(mine_row, r)[0]]
            for col, tol in tols.items():
                claim = f"V {words[col]} per launch of {base}"
                if ref_rows and not same:
                    out.append(Verdict(claim, where, "SKIP", f"not the same kernel: {same_kernel(mine_row, ref_rows[0])[1]}"))
                    continue
                if not same:
                    continue
                mean = sum(float(r[col]) for r in same) / len(same)
                if not same_model:
                    assert models is not None
                    info = relative(float(mine_row[col]), mean).replace("reference", f"mean of {len(same)} reference run(s)")
                    out.append(Verdict(claim, where, "SKIP", model_only_detail(f"{words[col]} per launch", models[1].name,
                                                                               models[0].name, info)))
                    continue
                ok, d = within(float(mine_row[col]), mean, tol)
                out.append(Verdict(claim, where, "PASS" if ok else "FAIL",
                                   d.replace("reference", f"mean of {len(same)} reference run(s) with the same algorithm")))
        # T: where the fastest tuned kernel stands against each library, if every reference run agrees
        for base in bases:
            for col, tol in tols.items():
                ref_ratios = [x for x in (_tuned_vs(f, c, base, col) for f, c in zip(fcs, fcap)) if x is not None]
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
        out += _cap_claims(case, rc, fcs, run_caps, ref_caps, same_model)
    return out


def _cap_claims(case: str, rc: pd.DataFrame, fcs: list[pd.DataFrame], run_caps: list[str], ref_caps: list[list[str]],
                same_model: bool) -> list[Verdict]:
    """P1 and P2 of one case: each side between its highest and lowest cap (the same caps on one model)."""
    if len(run_caps) < 2 or any(len(c) < 2 for c in ref_caps):
        why = ("one power cap only (CAPS=current)" if len(_caps(rc)) < 2 else
               "the reference runs measured one power cap only" if any(len(_caps(f)) < 2 for f in fcs) else
               "fewer than two power caps in common with the reference runs")
        return [Verdict("P1/P2 cap effects", case, "SKIP", why)]

    def change(g: pd.DataFrame, caps: list[str]) -> float:
        lo, hi = caps[0], caps[-1]
        f = _fastest(g[g["cap"] == hi])
        if f is None:
            return math.nan
        e = g[g["id"] == f["id"]].set_index("cap")["energy_per_launch_mj"]
        return float(e[lo] / e[hi] - 1) if lo in e.index else math.nan

    out = []
    lo, hi = run_caps[0], run_caps[-1]
    ref_span = {f"{c[-1]} to {c[0]}" for c in ref_caps}
    of_ref = "" if ref_span == {f"{hi} to {lo}"} else f" (reference runs {', '.join(sorted(ref_span))})"
    mine_c, ref_c = change(rc, run_caps), [change(f, c) for f, c in zip(fcs, ref_caps)]
    lo_b, hi_b = min(ref_c) - CAP_CHANGE_TOL, max(ref_c) + CAP_CHANGE_TOL
    out.append(Verdict(f"P1 energy change of the fastest kernel from {hi} to {lo}{of_ref}", case,
                       "PASS" if lo_b <= mine_c <= hi_b else "FAIL",
                       f"run {100 * mine_c:+.1f}%, reference runs {100 * min(ref_c):+.1f}..{100 * max(ref_c):+.1f}% "
                       f"(+-{100 * CAP_CHANGE_TOL:.0f} points)"))

    def best(g: pd.DataFrame, caps: list[str]) -> str:
        at = g[g["cap"].isin(caps)]
        return str(at.loc[at["edp_ms_mj"].idxmin(), "cap"])

    if same_model:
        mine_b, ref_b = best(rc, run_caps), {best(f, c) for f, c in zip(fcs, ref_caps)}
        shown, ref_shown = mine_b, ", ".join(sorted(ref_b))
    else:  # caps in watts differ between models: the same place among each side's caps
        if any(len(c) != len(run_caps) for c in ref_caps):
            return out + [Verdict("P2 the EDP-minimizing cap", case, "SKIP",
                                  f"the run measured {len(run_caps)} caps, the reference runs "
                                  f"{'/'.join(str(len(c)) for c in ref_caps)}: no place among the caps to compare")]
        n = len(run_caps)
        mine_b = _place(n - 1 - run_caps.index(best(rc, run_caps)), n)
        ref_b = {_place(n - 1 - c.index(best(f, c)), n) for f, c in zip(fcs, ref_caps)}
        shown, ref_shown = f"{best(rc, run_caps)}, {mine_b}", ", ".join(sorted(ref_b))
    status = "PASS" if mine_b in ref_b else "FAIL"
    note = ""
    if len(ref_b) > 1:
        status, note = "SKIP", " (not a claim: the reference runs disagree)"
    out.append(Verdict("P2 the EDP-minimizing cap", case, status, f"run {shown}, reference runs {ref_shown}{note}"))
    return out


@dataclass(frozen=True)
class Comparison:
    """A run's claims against one reference, and which reference that was and why."""

    results: Path
    choice: Choice
    verdicts: list[Verdict]

    @property
    def reference(self) -> Path:
        return self.choice.reference.path

    def against(self) -> str:
        """The reference model, and how it stands to the run's where it is another."""
        rel = "" if self.choice.same_model else f", {self.choice.relation} as {self.choice.gpu.name}"
        return f"{self.choice.reference.model}{rel}"

    def summary(self) -> str:
        n = counts(self.verdicts)
        return f"{n['PASS']} passed, {n['FAIL']} failed, {n['SKIP']} skipped against {self.against()}"


def run_model(results: Path, m: pd.DataFrame) -> GpuModel:
    """The GPU model of a run: its measurements' (one model per analysis), else its manifest's."""
    models = models_of_frame(m)
    if len(models) == 1:
        if not models[0].compute_capability:  # an analysis without the column: the manifest may say
            try:
                return model_of_run(results)
            except ArtifactError:
                pass
        return models[0]
    return model_of_run(results)


def claims(results: Path, reference: Path | None = None) -> Comparison:
    """Each claim's verdict for a run's analysis, against ``reference`` or the one chosen for its GPU model."""
    run = load_measurements(results)
    choice = choose(run_model(results, run), reference)
    refs = [load_measurements(r) for r in choice.reference.runs]
    return Comparison(results, choice, evaluate(run, refs, (choice.gpu, choice.reference.model)))


def compare(results: Path, reference: Path | None, echo: Callable[[str], None] = print) -> bool:
    c = claims(results, reference)
    echo(f"comparing {results} with {len(c.choice.reference.runs)} reference run(s) in {c.reference}")
    return print_verdicts(c.verdicts, c.choice.describe(), echo, against=c.against())


__all__ = ["Comparison", "Verdict", "claims", "compare", "evaluate", "load_measurements", "reference_runs"]
