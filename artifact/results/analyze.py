"""Phase 5, analyze: CSVs, figures, baselines table, provenance manifest and SHA256SUMS.

Reads every ``<case>/measure/<cap>/<kernel>.json`` under the results directory (and, for the
manifest, tune/runs.json, selection.json, export/export.json); writes ``<results>/analysis/``:

    <case>/<cap>/results.csv    id,perf(GFLOP/s),energy(mJ),EDP(ms*mJ)   (the original layout)
    <case>/all.csv              id + those three for each cap, e.g. perf(GFLOP/s)@300W
    measurements.csv            every field of every record, one row per (case, cap, kernel) (the
                                power timelines stay in the records)
    points.csv                  per point: time, GFLOP/s, total board energy per launch and energy
                                above the hot and the cold idle in separate columns, noise (CV, CI,
                                windows), warm-up, temperatures, L2 residency, throttling, flagged
    baselines.csv               best tuned kernel / each library baseline: time, energy, EDP ratios,
                                % of the peak of each side's math mode; geometric means over the
                                default cases
    edp_optimal.csv             the (kernel, cap) of least EDP per case
    figures/*.png, *.pdf        see artifact.results.plots (index.json: one caption per figure)
    manifest.json               provenance (versions, GPU, limits, cases, trials, times, command)

and ``<results>/SHA256SUMS`` (see artifact.results.checksums). ``artifact report`` then renders
``analysis/report.html`` from these files (artifact.results.report); a new analysis removes the old page. Nothing is dropped silently: an empty or
truncated record, a (kernel, cap) point missing from a sweep, or records of several GPUs in one
directory stop the analysis with a message naming them.

Nothing is half-written: the results directory is locked against other runs, its SHA256SUMS (if
any) verified first (a file changed behind the pipeline's back stops the analysis instead of being
blessed by new checksums), every record read and checked, and the new analysis written beside the
old one (``.analysis.new-<pid>/``) and put in its place only when complete; an analysis that fails,
or is interrupted, leaves the previous one and its SHA256SUMS as they were.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import math
import os
import shutil
import sys
from pathlib import Path
from typing import Any, Callable

import pandas as pd

from .. import runlock
from ..atomic import inside_results, write_text
from ..digest import check_unchanged, uncovered_files
from ..errors import ArtifactError
from ..layout import AnalysisDirs, CaseDirs, analysis_dirs, cases_in
from ..measure.caphelper import deferred_signals
from ..measure.caps import cap_watts, limit_matches_label
from ..schema.analysis import AnalysisManifest, CaseProvenance, TuningRunSummary
from ..schema.base import read, write
from ..schema.case import CaseEntry
from ..schema.export import ExportIndex
from ..schema.runs import read_runs
from ..schema.selection import Selection
from ..schema.tunedb import read_records
from ..source import git, in_checkout, package_versions
from ..validate import check_record
from .checksums import write_sums
from .tables import baseline_table

Echo = Callable[[str], None]
# Compact per-point columns of points.csv (present where the records carry them).
POINT_COLUMNS = ["case_id", "cap", "id", "kind", "workload.math_mode", "time_per_launch_ms", "gflops",
                 "energy_per_launch_mj", "energy_above_hot_idle_per_launch_mj", "energy_above_cold_idle_per_launch_mj",
                 "idle.hot.power_w", "idle.cold.power_w", "avg_power_w", "energy_cv", "energy_ci_rel", "windows.count",
                 "warmup.seconds", "warmup.steady", "temperature_c.start", "temperature_c.end", "l2.mode", "l2.resident",
                 "throttle_reasons.power", "throttle_reasons.thermal", "throttle_reasons.other", "flagged",
                 "flag_reasons", "seconds", "record"]
# What each reason in a record's flag_reasons says (the driver sets them; docs/MEASUREMENT.md).
FLAG_REASONS = {
    "ci_target_missed": "the 95 % CI of the mean energy per launch stayed wider than ci_target_rel "
                        "until measure_max_s",
    "cv_above_target": "energy per launch varied from window to window by more than cv_flag_rel (energy_cv), "
                       "even where the mean met its CI target",
    "not_steady": "the warm-up reached warmup_max_s before power and temperature settled",
    "queue_ran_dry": "the GPU had no work queued at some moment of the windows (launch.queue_ran_dry)",
}


def check_record_label(rec: dict[str, Any], path: Path, case_id: str) -> None:
    """A record must be what its place says: its case, its kernel, and measured at its cap (the limit
    NVML reported enforced, ``power_limit_w.enforced``, within 1 W of the cap directory's watts)."""
    cap = path.parent.name
    if rec.get("id") != path.stem or rec.get("case_id", case_id) != case_id:
        raise ArtifactError(f"measurement record {path} is of {rec.get('case_id')}/{rec.get('id')}, not of "
                            f"{case_id}/{path.stem}")
    if rec.get("cap_label", cap) != cap:
        raise ArtifactError(f"measurement record {path} is labelled cap {rec.get('cap_label')!r} but lies under {cap}")
    if not limit_matches_label(rec, cap):
        limit = rec.get("power_limit_w")
        enforced = limit.get("enforced") if isinstance(limit, dict) else None
        raise ArtifactError(f"measurement record {path} was measured at an enforced limit of {enforced} W, not its "
                            f"cap {cap}: delete it and rerun `make measure` to measure that point again")


def load_records(results: Path) -> pd.DataFrame:
    rows = []
    for dirs in cases_in(results):
        case_dir = dirs.root
        for path in dirs.records():
            if not path.is_file() or path.is_symlink():
                raise ArtifactError(f"measurement record {path} is not a regular file: delete it and rerun `make measure`")
            try:
                text = path.read_bytes().decode("utf-8")
                rec = json.loads(text) if text.strip() else None
            except (ValueError, RecursionError) as exc:  # not UTF-8, not JSON, nested beyond reason
                raise ArtifactError(f"measurement record {path} is truncated or corrupt "
                                    f"({getattr(exc, 'msg', None) or type(exc).__name__}): delete it and rerun "
                                    f"`make measure`") from exc
            if not text.strip():
                raise ArtifactError(f"measurement record {path} is empty (a run died while writing it?): "
                                    f"delete it and rerun `make measure` to measure that point again")
            rec = check_record(rec, path)
            rec.pop("power_timeline", None)  # hundreds of samples: kept in the record, not in the CSVs
            if isinstance(rec.get("flag_reasons"), list):
                rec["flag_reasons"] = ";".join(rec["flag_reasons"])
            check_record_label(rec, path, case_dir.name)
            flat = pd.json_normalize(rec, sep=".").iloc[0].to_dict()
            flat.update({"case_id": case_dir.name, "cap": path.parent.name, "record": path.relative_to(results).as_posix()})
            rows.append(flat)
    if not rows:
        raise ArtifactError(f"no measurement records under {results}/*/measure/ (run `make measure` first)")
    df = pd.DataFrame(rows)
    df["cap_w"] = df["cap"].map(cap_watts)
    df["edp_ms_mj"] = df["energy_per_launch_mj"] * df["time_per_launch_ms"]
    # several GPUs of one model (measure --gpus) may share a results directory, one GPU per case
    models = sorted(df["gpu.name"].unique())
    if len(models) > 1:
        raise ArtifactError(f"records of {len(models)} GPU models in {results}: {'; '.join(models)}. "
                            f"Analyze one GPU model per results directory")
    for case, g in df.groupby("case_id"):
        uuids = sorted(g["gpu.uuid"].unique())
        if len(uuids) > 1:
            raise ArtifactError(f"{case}: records of {len(uuids)} GPUs ({', '.join(uuids)}); a case's kernels are "
                                f"compared on one GPU: measure it again on one (remove {case}/measure/ first)")
    return df


def gpus_summary(df: pd.DataFrame) -> list[dict[str, Any]]:
    """Each GPU of the records (UUID, serial, name) and the cases measured on it."""
    out = []
    for uuid, g in df.groupby("gpu.uuid"):
        out.append({"uuid": uuid, "serial": g["gpu.serial"].iloc[0] if "gpu.serial" in g else None,
                    "name": g["gpu.name"].iloc[0], "cases": sorted(g["case_id"].unique().tolist())})
    return out


def check_complete(df: pd.DataFrame) -> list[str]:
    """Points missing from a case's sweep: (kernel, cap) present at some caps but not all."""
    missing = []
    for case, g in df.groupby("case_id"):
        caps, ids = sorted(g["cap"].unique(), key=cap_watts), sorted(g["id"].unique())
        have = set(zip(g["id"], g["cap"]))
        missing += [f"{case}: {k} at {c}" for k in ids for c in caps if (k, c) not in have]
    return missing


def _versions() -> dict[str, Any]:
    return package_versions(("apache-tvm", "apache-tvm-ffi", "xgboost-cpu", "numpy", "pandas", "matplotlib",
                             "nvidia-ml-py"))


def manifest(results: Path, df: pd.DataFrame, argv: list[str]) -> dict[str, Any]:
    lock = in_checkout("requirements.lock")
    drift = in_checkout(".setup-drift.json")
    cases = {}
    for case in sorted(df["case_id"].unique()):
        cdir = CaseDirs(results / case)
        sel = read(Selection, cdir.selection) if cdir.selection.exists() else None
        exp = read(ExportIndex, cdir.export_index) if cdir.export_index.exists() else None
        cases[case] = CaseProvenance(
            case=read(CaseEntry, cdir.case_json),
            trials=len(read_records(cdir.tune)),  # what the records file holds, every run included
            tuning_runs=[TuningRunSummary.from_json({k: r.to_json().get(k) for k in TuningRunSummary.hints()})
                         for r in read_runs(cdir.runs_json)],
            selection_policy=sel.policy if sel else None, kernels_selected=len(sel.kernels) if sel else 0,
            nvcc_version=exp.nvcc_version if exp else None, arch=exp.arch if exp else None,
        ).to_json()
    first = df.iloc[0]
    caps = []
    for cap, g in df.groupby("cap"):
        caps.append({"cap": cap, "requested_w": sorted(g["meta.requested_power_limit_w"].dropna().unique().tolist())
                     if "meta.requested_power_limit_w" in g else [],
                     "enforced_w": sorted(g["power_limit_w.enforced"].unique().tolist()),
                     "runner": sorted(g["meta.runner"].dropna().unique().tolist()) if "meta.runner" in g else [],
                     # what an unattended run changed (persistence mode, compute mode of other GPUs)
                     "gpu_setup": sorted(g["meta.gpu_setup"].dropna().unique().tolist()) if "meta.gpu_setup" in g else []})
    return {
        "created": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "command": argv,
        "git_commit": git("rev-parse", "HEAD") or None, "git_dirty": bool(git("status", "--porcelain")),
        "requirements_lock_sha256": hashlib.sha256(lock.read_bytes()).hexdigest() if lock and lock.exists() else None,
        "image_digest": os.environ.get("ARTIFACT_IMAGE_DIGEST"),
        "python": sys.version.split()[0], "packages": _versions(),
        "setup_drift": json.loads(drift.read_text()) if drift and drift.exists() else None,
        "gpu": {k.removeprefix("gpu."): first[k] for k in df.columns if k.startswith("gpu.")},
        "gpus": gpus_summary(df),
        "power_limit_default_w": first.get("power_limit_w.default"),
        "power_limit_range_w": [first.get("power_limit_w.min"), first.get("power_limit_w.max")],
        "caps": caps,
        "measurement_method": sorted(df["method"].unique().tolist()),
        "idle_w": idle_summary(df),
        "flagged_points": sorted(df.loc[df["flagged"] == True, "record"].tolist()) if "flagged" in df else [],  # noqa: E712
        "flag_reasons": flag_summary(df),
        "first_record": df["timestamp"].min(), "last_record": df["timestamp"].max(),
        "cases": cases,
    }


def flag_summary(df: pd.DataFrame) -> dict[str, dict[str, Any]]:
    """Per flag reason found in the records: how many points carry it and what it says."""
    counts: dict[str, int] = {}
    for joined in df["flag_reasons"].dropna() if "flag_reasons" in df else []:
        for reason in str(joined).split(";"):
            if reason:
                counts[reason] = counts.get(reason, 0) + 1
    return {r: {"points": n, "meaning": FLAG_REASONS.get(r, "not known to this analysis: see docs/MEASUREMENT.md")}
            for r, n in sorted(counts.items())}


def idle_summary(df: pd.DataFrame) -> dict[str, Any]:
    """Cold idle (before any load; the first driver invocation's is the coldest) and hot idle (right
    after each point's load), per cap, with their methods (docs/MEASUREMENT.md)."""
    if "idle.cold.power_w" not in df:
        return {}
    out: dict[str, Any] = {"cold_first_w": None, "per_cap": []}
    first = df.sort_values("timestamp").iloc[0]
    out["cold_first_w"] = first["idle.cold.power_w"]
    out["cold_first_temperature_c"] = first["idle.cold.temperature_c"]
    out["cold_method"] = first["idle.cold.method"]
    out["hot_method"] = first["idle.hot.method"]
    for cap, g in df.groupby("cap"):
        out["per_cap"].append({"cap": cap, "cold_w": sorted(g["idle.cold.power_w"].dropna().unique().tolist()),
                               "hot_median_w": float(g["idle.hot.power_w"].median()),
                               "hot_range_w": [float(g["idle.hot.power_w"].min()), float(g["idle.hot.power_w"].max())]})
    return out


def _write_csv(path: Path, frame: pd.DataFrame) -> None:
    write_text(path, frame.to_csv(index=False, float_format="%.6g", lineterminator="\n"))


STAGE_PREFIX = ".analysis.new-"  # the analysis being written, renamed to analysis/ when complete
OLD_PREFIX = ".analysis.old-"  # the previous analysis, removed once the new one is in place


def analyze(results: Path, echo: Echo = print, allow_missing: bool = False, tuning_runs: tuple[Path, ...] = (),
            wait: bool = False) -> Path:
    from ..validate import check_output_dir

    adirs = analysis_dirs(results)
    check_output_dir(adirs.root, "analysis directory")  # before anything is read or written
    inside_results(results, adirs.root, "analysis directory")
    with runlock.hold([runlock.results_key(results)], wait, echo):
        check_unchanged(results, ("analysis/",), "analyzing")
        for left in [*results.glob(STAGE_PREFIX + "*"), *results.glob(OLD_PREFIX + "*")]:  # of a killed analysis
            shutil.rmtree(left, ignore_errors=True)
        df = load_records(results)
        missing = check_complete(df)
        if missing and not allow_missing:
            raise ArtifactError(f"{len(missing)} point(s) missing from the sweep ({'; '.join(missing[:6])}"
                                f"{' ...' if len(missing) > 6 else ''}): rerun `make measure` to finish it, "
                                f"or analyze with --allow-missing (missing points are then listed in the manifest)")
        odd = [p for p in uncovered_files(results) if not p.startswith("analysis/")]
        if odd:  # SHA256SUMS could not cover them: stop before anything is written
            raise ArtifactError(f"{results} holds symbolic link(s) or special file(s), which checksums cannot cover: "
                                f"{', '.join(odd[:5])}; replace them with copies")
        man = manifest(results, df, sys.argv)  # reads tune/runs.json, selection.json, export.json: checked now
        man["missing_points"] = missing
        stage = results / f"{STAGE_PREFIX}{os.getpid()}"
        try:
            stage.mkdir()
            n_figures, edp, base = _write_analysis(df, stage, results, tuning_runs, man)
            with deferred_signals():  # the new analysis and its SHA256SUMS together, or neither
                _swap_in(stage, adirs.root)
                n = write_sums(results)
        finally:
            shutil.rmtree(stage, ignore_errors=True)
    _summary(echo, df, adirs.root, n_figures, n, edp, base, man)
    return adirs.root


def _swap_in(stage: Path, out: Path) -> None:
    """``stage`` becomes ``out``; the previous ``out`` (if any) is removed once it is no longer in place."""
    old = out.parent / f"{OLD_PREFIX}{os.getpid()}"
    if out.exists():
        os.rename(out, old)
    try:
        os.rename(stage, out)
    except BaseException:
        if old.exists() and not out.exists():
            os.rename(old, out)
        raise
    shutil.rmtree(old, ignore_errors=True)


def _write_analysis(df: pd.DataFrame, out: Path, results: Path, tuning_runs: tuple[Path, ...],
                    man: dict[str, Any]) -> tuple[int, pd.DataFrame, pd.DataFrame]:
    """Every file of the analysis under ``out`` (a staging directory); returns (figures, EDP table, baselines)."""
    cols = {"perf(GFLOP/s)": "gflops", "energy(mJ)": "energy_per_launch_mj", "EDP(ms*mJ)": "edp_ms_mj"}
    order = lambda g: g.assign(_k=(g["kind"] != "tuned"), _i=g["id"]).sort_values(["_k", "_i"])  # noqa: E731
    for case, g in df.groupby("case_id"):
        caps = sorted(g["cap"].unique(), key=cap_watts)
        wide = pd.DataFrame({"id": order(g)["id"].unique()})
        for cap in caps:
            gc = order(g[g["cap"] == cap])
            table = pd.DataFrame({"id": gc["id"].values, **{name: gc[col].values for name, col in cols.items()}})
            _write_csv(out / case / cap / "results.csv", table)
            wide = wide.merge(table.rename(columns={n: f"{n}@{cap}" for n in cols}), on="id", how="left")
        _write_csv(out / case / "all.csv", wide)
    tidy = df.sort_values(["case_id", "cap_w", "kind", "id"]).drop(columns=["cap_w"])
    _write_csv(AnalysisDirs(out).measurements, tidy)
    _write_csv(out / "points.csv", tidy[[c for c in POINT_COLUMNS if c in tidy]])
    edp = df.loc[df.groupby("case_id")["edp_ms_mj"].idxmin(),
                 [c for c in ("case_id", "id", "cap", "edp_ms_mj", "time_per_launch_ms", "energy_per_launch_mj",
                              "flagged") if c in df]]
    _write_csv(out / "edp_optimal.csv", edp)
    base = baseline_table(df)
    if not base.empty:
        _write_csv(AnalysisDirs(out).baselines, base)
    from .plots import make_figures

    figures = make_figures(df, AnalysisDirs(out).figures, results, tuning_runs)
    # no report.html: it was made from the previous analysis (`artifact report` writes it again)
    staged = AnalysisDirs(out).manifest
    write(staged, AnalysisManifest.from_plain(man, str(staged)))
    return len(figures), edp, base


def _summary(echo: Echo, df: pd.DataFrame, out: Path, n_figures: int, n: int, edp: pd.DataFrame, base: pd.DataFrame,
             man: dict[str, Any]) -> None:
    echo(f"analysis: {len(df)} records, {df['case_id'].nunique()} case(s), caps {', '.join(sorted(df['cap'].unique(), key=cap_watts))}"
         f" -> {out} ({n_figures} figures); SHA256SUMS over {n} files")
    echo(f"{'case':<10} {'EDP-optimal':<12} {'cap':>6} {'time ms':>9} {'energy mJ':>10} {'EDP ms*mJ':>11}")
    for _, r in edp.iterrows():
        echo(f"{r['case_id']:<10} {r['id']:<12} {r['cap']:>6} {r['time_per_launch_ms']:9.4f} "
             f"{r['energy_per_launch_mj']:10.4f} {r['edp_ms_mj']:11.5f}")
    if not base.empty:
        echo(f"{'case':<26} {'cap':>6} {'vs':<12} {'time':>6} {'energy':>7} {'EDP':>6} {'tuned %peak':>11} {'lib %peak':>9}"
             "  (each of its own math mode's peak)")
        for _, r in base.iterrows():
            echo(f"{r['case_id']:<26} {r['cap']:>6} {r['baseline']:<12} {r['time_ratio']:6.2f} {r['energy_ratio']:7.2f} "
                 f"{r['edp_ratio']:6.2f} {r.get('tuned_pct_of_peak', math.nan):11.1f} {r.get('baseline_pct_of_peak', math.nan):9.1f}")
    flagged = int((df["flagged"] == True).sum()) if "flagged" in df else 0  # noqa: E712
    if flagged:
        echo(f"{flagged} point(s) flagged (points.csv flag_reasons; manifest.json flag_reasons):")
        for reason, f in man["flag_reasons"].items():
            echo(f"  {reason:<17} {f['points']:3d}  {f['meaning']}")
