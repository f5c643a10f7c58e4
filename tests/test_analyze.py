"""Results: CSVs in the original layout, tidy CSV, manifest, SHA256SUMS and `verify`, and clear errors
for empty/truncated records, missing caps, mixed GPUs and tampered files (the figures of the same sweep:
test_capview.py)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pandas as pd
import pytest

from artifact.errors import ArtifactError
from artifact.results.analyze import analyze
from artifact.results.checksums import verify

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"


@pytest.fixture(scope="module")
def swept(exported_cuda, tmp_path_factory) -> Path:
    """The exported test-mode kernels measured by the fake driver at the five table caps."""
    from conftest import fake_measure

    tmp = tmp_path_factory.mktemp("swept")
    res = tmp / "results"
    shutil.copytree(exported_cuda, res)
    fake_measure(res, tmp)
    return res


@pytest.fixture
def res_flagged(swept, tmp_path) -> Path:
    """The sweep with r0002's records marked as the driver marks a point that missed its noise target."""
    dst = tmp_path / "results"
    shutil.copytree(swept, dst)
    for path in dst.glob("*/measure/*/r0002.json"):
        rec = json.loads(path.read_text())
        rec.update(flagged=True, flag_reasons=["ci_target_missed"], energy_ci_rel=0.009)
        rec["windows"]["target_met"] = False
        path.write_text(json.dumps(rec))
    return dst


@pytest.fixture
def res(swept, tmp_path) -> Path:
    dst = tmp_path / "results"
    shutil.copytree(swept, dst)
    return dst


def quiet(_: str) -> None:
    pass


@pytest.fixture(scope="module")
def analyzed(swept, tmp_path_factory) -> Path:
    """The sweep analyzed once, for the tests that only read what analyze wrote (none of them edits it);
    without its figures: test_capview.py draws those of the same kernels measured at the same five caps."""
    from artifact.results import plots

    dst = tmp_path_factory.mktemp("analyzed") / "results"
    shutil.copytree(swept, dst)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(plots, "make_figures", lambda *args, **kwargs: [])
        assert analyze(dst, echo=quiet) == dst / "analysis"
    return dst


def test_csvs_in_the_original_layout(analyzed):
    out = analyzed / "analysis"
    caps = ["200W", "300W", "400W", "500W", "700W"]
    for case in ("case1", "case7"):
        for cap in caps:
            t = pd.read_csv(out / case / cap / "results.csv")
            assert list(t.columns) == ["id", "perf(GFLOP/s)", "energy(mJ)", "EDP(ms*mJ)"]
            assert list(t["id"]) == ["r0001", "r0002", "cudnn-fp32", "cudnn-tf32"]
            assert (t["EDP(ms*mJ)"] > 0).all()
        wide = pd.read_csv(out / case / "all.csv")
        assert wide.shape[1] == 16 and wide.columns[0] == "id"
        assert list(wide.columns[1:4]) == ["perf(GFLOP/s)@200W", "energy(mJ)@200W", "EDP(ms*mJ)@200W"]
    tidy = pd.read_csv(out / "measurements.csv")
    assert len(tidy) == 2 * 4 * 5
    for col in ("energy_per_launch_mj", "time_per_launch_ms", "avg_power_w", "power_limit_w.enforced", "gpu.uuid",
                "energy_per_launch_mj_windows", "meta.runner", "record", "idle.cold.power_w", "idle.hot.power_w"):
        assert col in tidy.columns, col
    assert not any(c.startswith("power_timeline") for c in tidy.columns)  # kept in the records only
    # EDP in the CSVs is energy x time of the same record
    one = tidy.iloc[0]
    assert one["edp_ms_mj"] == pytest.approx(one["energy_per_launch_mj"] * one["time_per_launch_ms"])


def test_points_csv_total_and_above_idle_energy_and_flags(res_flagged, no_figures):
    out = analyze(res_flagged, echo=quiet)
    pts = pd.read_csv(out / "points.csv")
    assert len(pts) == 2 * 4 * 5
    for col in ("energy_per_launch_mj", "energy_above_hot_idle_per_launch_mj", "energy_above_cold_idle_per_launch_mj",
                "idle.hot.power_w", "idle.cold.power_w", "energy_ci_rel", "windows.count", "warmup.seconds",
                "temperature_c.start", "temperature_c.end", "flagged", "flag_reasons", "l2.resident"):
        assert col in pts.columns, col
    row = pts.iloc[0]
    t = row["time_per_launch_ms"]
    assert row["energy_above_hot_idle_per_launch_mj"] == pytest.approx(
        (row["avg_power_w"] - row["idle.hot.power_w"]) * t)
    assert row["energy_above_cold_idle_per_launch_mj"] == pytest.approx(
        (row["avg_power_w"] - row["idle.cold.power_w"]) * t)
    flagged = pts[pts["flagged"]]
    assert set(flagged["id"]) == {"r0002"} and (flagged["flag_reasons"] == "ci_target_missed").all()
    m = json.loads((out / "manifest.json").read_text())
    assert len(m["flagged_points"]) == 2 * 5 and m["idle_w"]["cold_first_w"] == 70.0
    assert m["idle_w"]["cold_method"] == "counter_window_before_cuinit"
    assert {c["cap"] for c in m["idle_w"]["per_cap"]} == {"200W", "300W", "400W", "500W", "700W"}


def test_a_spread_above_the_cv_bound_is_flagged_shown_and_explained(res, tmp_path, no_figures):
    """A point whose mean met its CI target but whose windows spread by more than cv_flag_rel carries
    its own reason into points.csv, the manifest (count and meaning), the console and the report."""
    from artifact.results.analyze import FLAG_REASONS
    from artifact.results.report import write_report

    for path in res.glob("*/measure/*/r0001.json"):
        rec = json.loads(path.read_text())
        reasons = ["cv_above_target"] if path.parent.name != "700W" else ["ci_target_missed", "cv_above_target"]
        rec.update(flagged=True, flag_reasons=reasons, energy_cv=0.0062)
        path.write_text(json.dumps(rec))
    lines: list[str] = []
    out = analyze(res, echo=lines.append)
    pts = pd.read_csv(out / "points.csv")
    noisy = pts[pts["flagged"]]
    assert set(noisy["id"]) == {"r0001"} and len(noisy) == 2 * 5
    assert sorted(noisy["flag_reasons"].unique()) == ["ci_target_missed;cv_above_target", "cv_above_target"]
    m = json.loads((out / "manifest.json").read_text())
    assert m["flag_reasons"] == {"ci_target_missed": {"points": 2, "meaning": FLAG_REASONS["ci_target_missed"]},
                                 "cv_above_target": {"points": 10, "meaning": FLAG_REASONS["cv_above_target"]}}
    assert "cv_flag_rel" in FLAG_REASONS["cv_above_target"]
    assert "10 point(s) flagged (points.csv flag_reasons; manifest.json flag_reasons):" in lines
    assert any(x.split()[:2] == ["cv_above_target", "10"] and x.endswith(FLAG_REASONS["cv_above_target"]) for x in lines)
    page = write_report(res, echo=quiet).read_text(encoding="utf-8")
    assert "10; ci_target_missed x2: " in page and "cv_above_target x10: energy per launch varied" in page
    assert "ci_target_missed; cv_above_target" in page  # the per-point table's flagged column


def test_unflagged_results_have_no_flag_reasons(analyzed):
    m = json.loads((analyzed / "analysis" / "manifest.json").read_text())
    assert m["flagged_points"] == [] and m["flag_reasons"] == {}


def test_baseline_table_and_edp_optimum(analyzed):
    out = analyzed / "analysis"
    b = pd.read_csv(out / "baselines.csv")
    assert set(b["baseline"]) == {"cudnn-fp32", "cudnn-tf32"}
    assert {"time_ratio", "energy_ratio", "edp_ratio"} <= set(b.columns)
    assert "baseline_pct_fp32_peak" not in b.columns
    rows = b[~b["case_id"].str.startswith("geomean")]
    tf32 = rows[rows["baseline"] == "cudnn-tf32"].iloc[0]
    fp32 = rows[rows["baseline"] == "cudnn-fp32"].iloc[0]
    # each side against its own math mode's peak (H100: 132 SMs x 1980 MHz x 256 / 2048 flop/clock)
    assert tf32["baseline_peak"] == "TF32 tensor-core" and fp32["baseline_peak"] == "fp32 CUDA-core"
    assert tf32["baseline_peak_gflops"] == pytest.approx(132 * 2048 * 1.98)
    assert fp32["tuned_peak"] == "fp32 CUDA-core" and fp32["tuned_peak_gflops"] == pytest.approx(132 * 256 * 1.98)
    assert tf32["baseline_pct_of_peak"] == pytest.approx(100 * tf32["baseline_gflops"] / tf32["baseline_peak_gflops"])
    assert b["case_id"].str.startswith("geomean").any()
    e = pd.read_csv(out / "edp_optimal.csv")
    tidy = pd.read_csv(out / "measurements.csv")
    for _, row in e.iterrows():
        assert row["edp_ms_mj"] == pytest.approx(tidy[tidy["case_id"] == row["case_id"]]["edp_ms_mj"].min())


def test_manifest_provenance(analyzed):
    res = analyzed
    out = res / "analysis"
    m = json.loads((out / "manifest.json").read_text())
    for key in ("git_commit", "requirements_lock_sha256", "packages", "gpu", "caps", "cases", "command", "created",
                "first_record", "last_record", "measurement_method"):
        assert key in m, key
    assert m["packages"]["apache-tvm"] == "0.27.0.post1" and m["packages"]["apache-tvm-ffi"] == "0.1.14.post1"
    assert m["gpu"]["uuid"].startswith("GPU-") and m["gpu"]["vbios_version"] and m["gpu"]["driver_version"]
    assert [c["cap"] for c in m["caps"]] == ["200W", "300W", "400W", "500W", "700W"]
    assert m["caps"][0]["requested_w"] == ["200"] and m["caps"][0]["enforced_w"] == [200]
    c1 = m["cases"]["case1"]
    from artifact.schema.tunedb import read_records
    assert c1["trials"] == len(read_records(res / "case1" / "tune")) > 0 and c1["nvcc_version"] and c1["kernels_selected"] == 2
    import hashlib
    assert m["requirements_lock_sha256"] == hashlib.sha256((ROOT / "requirements.lock").read_bytes()).hexdigest()
    assert m["missing_points"] == []


def test_sha256sums_verify_and_sha256sum_c(analyzed):
    res = analyzed
    altered, missing, extra, ok = verify(res)
    assert (altered, missing, extra) == ([], [], []) and ok > 40
    if shutil.which("sha256sum"):
        r = subprocess.run(["sha256sum", "-c", "--quiet", "SHA256SUMS"], cwd=res, capture_output=True, text=True)
        assert r.returncode == 0, r.stdout + r.stderr


def test_verify_names_altered_missing_and_extra(analyzed, tmp_path, cli):
    res = tmp_path / "results"
    shutil.copytree(analyzed, res)
    csv = res / "analysis" / "case1" / "200W" / "results.csv"
    csv.write_text(csv.read_text().replace("r0001", "r0009"))
    (res / "case7" / "measure" / "300W" / "r0002.json").unlink()
    shutil.copy(res / "case1" / "measure" / "200W" / "r0001.json", res / "case1" / "measure" / "200W" / "r0099.json")
    r = cli("verify", "--results", res)
    assert r.exit_code != 0
    assert "altered: analysis/case1/200W/results.csv" in r.output
    assert "missing: case7/measure/300W/r0002.json" in r.output
    assert "case1/measure/200W/r0099.json" in r.output and "extra" in r.output


def test_empty_and_truncated_records(res, no_figures):
    p = res / "case1" / "measure" / "400W" / "r0001.json"
    p.write_text("")
    with pytest.raises(ArtifactError, match="is empty"):
        analyze(res, echo=quiet)
    p.write_text('{"schema": "energy-driver/1", "id": "r0001", "time_per')
    with pytest.raises(ArtifactError, match="truncated or corrupt"):
        analyze(res, echo=quiet)
    assert not (res / "analysis").exists()  # nothing half-written


def test_missing_cap_is_an_error_unless_allowed(res, no_figures):
    (res / "case7" / "measure" / "500W" / "cudnn-tf32.json").unlink()
    with pytest.raises(ArtifactError, match=r"1 point\(s\) missing.*case7: cudnn-tf32 at 500W"):
        analyze(res, echo=quiet)
    out = analyze(res, echo=quiet, allow_missing=True)
    m = json.loads((out / "manifest.json").read_text())
    assert m["missing_points"] == ["case7: cudnn-tf32 at 500W"]
    wide = pd.read_csv(out / "case7" / "all.csv")
    row = wide[wide["id"] == "cudnn-tf32"].iloc[0]
    assert pd.isna(row["energy(mJ)@500W"])  # shown as missing, never dropped or filled


def test_mixed_gpus_are_refused(res, no_figures):
    p = res / "case1" / "measure" / "700W" / "r0002.json"
    rec = json.loads(p.read_text())
    rec["gpu"]["uuid"] = "GPU-other"
    p.write_text(json.dumps(rec))
    with pytest.raises(ArtifactError, match="records of 2 GPUs"):
        analyze(res, echo=quiet)


def test_no_records(tmp_path):
    with pytest.raises(ArtifactError, match="no measurement records"):
        analyze(tmp_path, echo=quiet)


def test_baseline_geomeans_are_per_case_set():
    """Conv (default cases, cuDNN) and GEMM (gemm catalog, cuBLAS) get their own geometric means."""
    from artifact.results.tables import baseline_table, gemm_case_ids

    rows = []
    g1, g2 = gemm_case_ids()[:2]
    for case, base, ratio in (("case1", "cudnn-fp32", 0.5), ("case2", "cudnn-fp32", 2.0),
                              (g1, "cublas-fp32", 4.0), (g2, "cublas-fp32", 1.0),
                              ("conv2d-1x8x8x8x8x3x3-s1-p1", "cudnn-fp32", 9.0)):
        for kind, kid, t in (("tuned", "r0001", ratio), ("baseline", base, 1.0)):
            rows.append({"case_id": case, "cap": "700W", "kind": kind, "id": kid, "time_per_launch_ms": t,
                         "energy_per_launch_mj": 2 * t, "edp_ms_mj": 2 * t * t, "gflops": 1000 / t,
                         "gpu.compute_capability": "9.0", "gpu.multiprocessors": 132, "gpu.max_sm_clock_mhz": 1980})
    t = baseline_table(pd.DataFrame(rows)).set_index("case_id")
    assert t.loc["geomean(2 default cases)", "time_ratio"] == pytest.approx(1.0)
    assert t.loc["geomean(2 gemm cases)", "time_ratio"] == pytest.approx(2.0)
    assert t.loc["geomean(2 gemm cases)", "edp_ratio"] == pytest.approx(4.0)
    assert t.loc["geomean(2 gemm cases)", "baseline"] == "cublas-fp32"
    assert len([i for i in t.index if str(i).startswith("geomean")]) == 2  # the ad-hoc shape is in no mean


def test_fp16_points_are_held_to_the_fp16_tensor_peak():
    """A tuned fp16-out kernel and cuBLAS fp16 against the H100's dense fp16 tensor-core peak (132 SMs x
    1980 MHz x 4096 flop/clock), an fp32 kernel of another case against the CUDA cores' as before."""
    from artifact.results.tables import baseline_table

    rows = []
    for case, mode, base, base_mode in (("g16", "fp16-out", "cublas-fp16", "fp16"), ("g32", "fp32", "cublas-fp32", "fp32")):
        for kind, kid, m in (("tuned", "r0001", mode), ("baseline", base, base_mode)):
            rows.append({"case_id": case, "cap": "700W", "kind": kind, "id": kid, "workload.math_mode": m,
                         "time_per_launch_ms": 1.0, "energy_per_launch_mj": 2.0, "edp_ms_mj": 2.0, "gflops": 5e5,
                         "gpu.compute_capability": "9.0", "gpu.multiprocessors": 132, "gpu.max_sm_clock_mhz": 1980})
    t = baseline_table(pd.DataFrame(rows)).set_index("case_id")
    fp16 = t.loc["g16"]
    assert fp16["tuned_peak"] == fp16["baseline_peak"] == "fp16 tensor-core"
    assert fp16["tuned_peak_gflops"] == fp16["baseline_peak_gflops"] == pytest.approx(132 * 4096 * 1.98)
    assert fp16["tuned_pct_of_peak"] == pytest.approx(100 * 5e5 / (132 * 4096 * 1.98))
    assert t.loc["g32", "tuned_peak_gflops"] == pytest.approx(132 * 256 * 1.98)
