"""The measurement claims of `make remeasure` (M1-M4: artifact.results.claims): the shipped kernels and
the vendor baselines measured again, point by point against the reference run that shipped them.

On the reference's GPU model every point is paired with the reference's at the same cap; on another GPU
model of the same compute capability (the cubins run there, its caps are its own) each case's points at
this run's highest cap are paired with the reference's at its highest. The table of every pair (time and
energy per launch, run / reference and their ratio) is printed first; then M1/M2 (absolute: PASS/FAIL on
the reference's model, SKIP elsewhere with the table as information) and M3/M4 (the order of every pair
of kernels whose reference gap exceeds twice the tolerance: on any model).
"""

from __future__ import annotations

import pandas as pd

from ..errors import ArtifactError
from .claims import REMEASURE_ENERGY_TOL, REMEASURE_TIME_TOL, Verdict, model_only_detail, same_kernel, within
from .references import GpuModel

COLUMNS = ("time_per_launch_ms", "energy_per_launch_mj")
KEYS = ["case_id", "cap", "id"]


def _highest(caps: pd.Series) -> str:
    return max(set(caps), key=lambda c: float(str(c).rstrip("W")) if str(c).rstrip("W").replace(".", "").isdigit() else 0.0)


def pair_points(run: pd.DataFrame, ref: pd.DataFrame, same_model: bool = True) -> pd.DataFrame:
    """One row per (case, cap, kernel) measured in both: the run's columns, the reference's as ``<col>_ref``,
    ``ref_cap`` (the reference's cap: the same on one model, its highest on another) and ``same_kernel``
    (False where a library ran another algorithm, ``why`` then says which)."""
    def slim(m: pd.DataFrame) -> pd.DataFrame:  # what the claims read (a record has ~150 columns)
        return m[[c for c in m.columns if c in KEYS or c in COLUMNS or c == "kind" or c == "workload.math_type"
                  or c.startswith("workload.algorithm")]].copy()

    run, ref = slim(run), slim(ref)
    if same_model:
        ref = ref.assign(ref_cap=ref["cap"])
    else:
        ref_caps = {case: _highest(g["cap"]) for case, g in ref.groupby("case_id")}
        run_caps = {case: _highest(g["cap"]) for case, g in run.groupby("case_id")}
        ref = ref[[ref_caps.get(c) == cap for c, cap in zip(ref["case_id"], ref["cap"])]]
        ref = ref.assign(ref_cap=ref["cap"], cap=[run_caps.get(c, "") for c in ref["case_id"]])
        run = run[[run_caps.get(c) == cap for c, cap in zip(run["case_id"], run["cap"])]]
    both = run.merge(ref, on=KEYS, suffixes=("", "_ref"))
    if both.empty:
        raise ArtifactError("the run and the reference have no (case, cap, kernel) point in common")
    same, why = [], []
    for i in range(len(both)):
        a = both.iloc[i]
        b = ref[(ref["case_id"] == a["case_id"]) & (ref["cap"] == a["cap"]) & (ref["id"] == a["id"])].iloc[0]
        r = run[(run["case_id"] == a["case_id"]) & (run["cap"] == a["cap"]) & (run["id"] == a["id"])].iloc[0]
        ok, w = same_kernel(r, b)
        same.append(ok)
        why.append(w)
    return both.assign(same_kernel=same, why=why)


def _where(row: pd.Series) -> str:
    return f"{row['case_id']}@{row['cap']}" + ("" if row["ref_cap"] == row["cap"] else f" (reference {row['ref_cap']})")


def ratio_table(pairs: pd.DataFrame) -> list[str]:
    """Each kernel's time and energy per launch against the reference's, with the ratio, one line each."""
    head = (f"{'case':<8} {'cap':<14} {'kernel':<14} {'time ms':>9} {'ref':>9} {'ratio':>7}   "
            f"{'energy mJ':>9} {'ref':>9} {'ratio':>7}")
    lines = [head]
    for _, r in pairs.sort_values(["case_id", "cap"], kind="stable").iterrows():
        cap = r["cap"] if r["ref_cap"] == r["cap"] else f"{r['cap']}/{r['ref_cap']}"
        t, tr = float(r["time_per_launch_ms"]), float(r["time_per_launch_ms_ref"])
        e, er = float(r["energy_per_launch_mj"]), float(r["energy_per_launch_mj_ref"])
        mark = "" if r["same_kernel"] else "   another algorithm"
        lines.append(f"{r['case_id']:<8} {cap:<14} {r['id']:<14} {t:>9.4g} {tr:>9.4g} {t / tr:>6.3f}x   "
                     f"{e:>9.4g} {er:>9.4g} {e / er:>6.3f}x{mark}")
    return lines


def evaluate_measurements(run: pd.DataFrame, ref: pd.DataFrame, time_tol: float = REMEASURE_TIME_TOL,
                          energy_tol: float = REMEASURE_ENERGY_TOL,
                          models: tuple[GpuModel, GpuModel] | None = None) -> list[Verdict]:
    """Measurement claims on fixed kernels (``make remeasure``): the same kernels and baselines, measured
    again, against the reference's time and energy per launch (M1, M2: on the reference's GPU model only;
    ``models`` = (this run's, the reference's)); and the order of every pair of kernels of a case by time
    and by energy, where the reference's gap between the two is larger than twice the tolerance (a
    smaller gap is within the spread, not a ranking) (M3, M4: on any model). A library point that ran
    another algorithm than the reference's is left out of both."""
    same_model = models is None or models[0].same_model(models[1])
    out: list[Verdict] = []
    both = pair_points(run, ref, same_model)
    if same_model:
        for _, r in both.sort_values(KEYS).iterrows():
            for col, tol, name in (("time_per_launch_ms", time_tol, "M1 time per launch"),
                                   ("energy_per_launch_mj", energy_tol, "M2 energy per launch")):
                if not r["same_kernel"]:
                    out.append(Verdict(f"{name} of {r['id']}", _where(r), "SKIP", f"not the same kernel: {r['why']}"))
                    continue
                ok, d = within(float(r[col]), float(r[f"{col}_ref"]), tol)
                out.append(Verdict(f"{name} of {r['id']}", _where(r), "PASS" if ok else "FAIL", d))
    else:
        assert models is not None
        for _, g in both.groupby(["case_id", "cap"]):
            k = g[g["same_kernel"]]
            info = "; ".join(f"{word} {(k[c] / k[c + '_ref']).min():.3g}-{(k[c] / k[c + '_ref']).max():.3g}x the reference's"
                             for word, c in (("time", COLUMNS[0]), ("energy", COLUMNS[1]))) if len(k) else "no same kernel"
            out.append(Verdict("M1/M2 time and energy per launch", _where(g.iloc[0]), "SKIP",
                               model_only_detail("time and energy per launch", models[1].name, models[0].name,
                                                 f"{info}; every kernel in the table above")))
    for _, g in both.groupby(["case_id", "cap"]):
        where = _where(g.iloc[0])
        rows = list(g[g["same_kernel"]].itertuples(index=False))
        other = int((~g["same_kernel"]).sum())
        for col, tol, name in (("time_per_launch_ms", time_tol, "M3 order by time"),
                               ("energy_per_launch_mj", energy_tol, "M4 order by energy")):
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
            out.append(Verdict(name, where, status,
                               f"{kept} of {pairs} pairs differ by more than 2 x {100 * tol:.0f}% in the reference"
                               + (f"; reversed: {', '.join(wrong)}" if wrong else "")
                               + (f"; {other} library point(s) left out (another algorithm)" if other else "")))
    return out
