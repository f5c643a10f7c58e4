"""benchmarks.trace_context on the CPU: the choice of anchor and short kernels, the in-context arithmetic and
the corrected prediction, on the shipped Vicuna-7B prefill reference run with a fake measurement."""

from __future__ import annotations

import shutil
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from artifact.errors import ArtifactError
from artifact.traces.run import RunDir, kernel_key, read_kernels, read_replays

ROOT = Path(__file__).resolve().parent.parent
RUN = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "traces" / "vicuna-7b_prefill_b1_p512"


def load() -> ModuleType:
    """The experiment, imported as the benchmarks package's module (``python -m benchmarks.trace_context``)."""
    from benchmarks import trace_context

    return trace_context


def test_the_anchor_is_the_longest_measured_gemm_and_the_partners_the_measured_short_kernels() -> None:
    tc = load()
    dirs = RunDir(RUN)
    kernels, replays = read_kernels(dirs.kernels), read_replays(dirs)
    choice = tc.choose(kernels, replays)
    assert choice.anchor["tier"] == "gemm"
    measured = {r["key"] for r in replays if r["status"] == "measured"}
    gemms = [k for k in kernels if k["tier"] == "gemm" and kernel_key(k) in measured]
    assert choice.anchor is max(gemms, key=lambda k: k["total_time_us"])
    assert choice.partners and all(k["tier"] in tc.SHORT_TIERS and kernel_key(k) in measured for k in choice.partners)
    times = [k["total_time_us"] for k in choice.partners]
    assert times == sorted(times, reverse=True)
    assert [kernel_key(k) for k in tc.choose(kernels, replays, top=2).partners] == [kernel_key(k) for k in choice.partners[:2]]
    with pytest.raises(ArtifactError, match="no measured, verified GEMM"):
        tc.choose([k for k in kernels if k["tier"] != "gemm"], replays)


def test_a_kernel_in_context_is_the_pair_less_the_anchor_and_scales_the_prediction(tmp_path: Path) -> None:
    tc = load()
    run = tmp_path / RUN.name
    shutil.copytree(RUN, run)
    seen: list[tuple[str, int, int]] = []

    # fake GPU: G costs 20 mJ in 30 us; a short kernel alone 2 mJ in 10 us, next to G 3 mJ in 10 us
    def measure(name: str, calls: list[Any], repeats: int) -> Any:
        seen.append((name, len(calls), repeats))
        if name == "G":
            return tc.Point(20.0, 30.0, 0.001, False)
        if name.startswith("G+"):
            return tc.Point(23.0, 40.0, 0.002, False)
        return tc.Point(2.0, 10.0, 0.003, name == "K2", ("cv_above_target",) if name == "K2" else ())

    made: list[str] = []
    result = tc.run_context(run, measure, lambda entry: made.append(entry["name"]) or (lambda: None), top=3,
                            echo=lambda _: None)
    assert [s[:2] for s in seen] == [("G", 1), ("K1", 1), ("G+K1", 2), ("K2", 1), ("G+K2", 2), ("K3", 1), ("G+K3", 2)]
    assert all(1 <= s[2] <= tc.MAX_CALLS for s in seen)
    assert len(made) == 4  # the anchor's call made once, one call per partner
    rows = result["rows"]
    assert len(rows) == 3
    for row in rows:
        assert row["context_energy_mj"] == pytest.approx(3.0)
        assert row["context_time_us"] == pytest.approx(10.0)
        assert row["context_power_w"] == pytest.approx(300.0)
        assert row["context_over_alone"] == pytest.approx(1.5)
        # the pair's and the anchor's half-widths (0.046 and 0.020 mJ) combine as independent points
        assert row["context_energy_ci_mj"] == pytest.approx((0.046**2 + 0.020**2) ** 0.5)
        assert row["context_over_alone_ci"] == pytest.approx(1.5 * ((row["context_energy_ci_mj"] / 3.0) ** 2 + 0.003**2) ** 0.5)
    assert [r["flagged"] for r in rows] == [False, True, False]
    assert rows[1]["flag_reasons"] == ["cv_above_target"]
    report, kernel_rows = tc.read_report(run)
    tested = sum(float(k["energy_mj"]) for k in kernel_rows if k["key"] in {r["key"] for r in rows})
    p = result["prediction"]
    assert p["tested_isolated_mj"] == pytest.approx(tested)
    assert p["added_mj"] == pytest.approx(0.5 * tested)
    assert p["added_ci_mj"] == pytest.approx(tested * rows[0]["context_over_alone_ci"])  # summed linearly
    graph = p["variants"]["graph"]
    assert graph["predicted_over_measured"] == pytest.approx(report["whole"]["graph"]["predicted_over_measured"])
    assert graph["predicted_context_mj"] == pytest.approx(report["whole"]["graph"]["predicted_mj"] + 0.5 * tested)
    text = tc.table(result)
    assert "with in-context ones" in text and "1.50 +- 0.03" in text and "flagged: cv_above_target" in text


def test_a_run_without_its_report_is_refused_before_the_gpu(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tc = load()
    run = tmp_path / "empty_run"
    run.mkdir()
    assert tc.main([str(run), "--work", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def _edit_csv(path: Path, key: str, column: str, value: str) -> None:
    import csv

    with path.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    for row in rows:
        if row["key"] == key:
            row[column] = value
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


def test_unverified_replays_are_not_chosen_uncounted_rows_not_scaled_and_the_anchor_flags_every_row(tmp_path: Path) -> None:
    import json

    tc = load()
    run = tmp_path / RUN.name
    shutil.copytree(RUN, run)
    dirs = RunDir(run)
    first = tc.choose(read_kernels(dirs.kernels), read_replays(dirs)).partners
    # the first partner's replay did not run the traced kernel: it is no partner any more
    path = dirs.replay / f"{kernel_key(first[0])}.json"
    replay = json.loads(path.read_text())
    replay["verification"]["name_matched"] = False
    path.write_text(json.dumps(replay))
    partners = tc.choose(read_kernels(dirs.kernels), read_replays(dirs), top=2).partners
    assert [kernel_key(k) for k in partners] == [kernel_key(k) for k in first[1:3]]
    # the second partner's row is not counted in the report: its ratio does not move the prediction
    _edit_csv(run / "report" / "kernels.csv", kernel_key(first[1]), "counted", "False")

    def measure(name: str, calls: list[Any], repeats: int) -> Any:
        if name == "G":
            return tc.Point(20.0, 30.0, 0.001, True, ("not_steady",), True)
        return tc.Point(23.0, 40.0, 0.002, False) if name.startswith("G+") else tc.Point(2.0, 10.0, 0.003, False)

    result = tc.run_context(run, measure, lambda entry: (lambda: None), top=2, echo=lambda _: None)
    assert all(r["flagged"] and r["flag_reasons"] == ["not_steady"] for r in result["rows"])
    assert result["anchor"]["power_throttled"] is True
    _, kernel_rows = tc.read_report(run)
    counted = float(next(k["energy_mj"] for k in kernel_rows if k["key"] == kernel_key(first[2])))
    assert result["prediction"]["tested_isolated_mj"] == pytest.approx(counted)
    assert result["prediction"]["added_mj"] == pytest.approx(0.5 * counted)
    assert "power-capped" in tc.table(result)


def test_a_pair_graph_holds_about_the_target_length_of_pairs(tmp_path: Path) -> None:
    tc = load()
    run = tmp_path / RUN.name
    shutil.copytree(RUN, run)
    units: dict[str, int] = {}

    def measure(name: str, calls: list[Any], repeats: int) -> Any:
        units[name] = repeats
        return tc.Point(23.0, 40.0, 0.0, False) if name.startswith("G+") else tc.Point(20.0, 30.0, 0.0, False)

    tc.run_context(run, measure, lambda entry: (lambda: None), top=1, echo=lambda _: None)
    _, kernel_rows = tc.read_report(run)
    iso = {k["key"]: float(k["isolated_time_us"]) for k in kernel_rows if k["isolated_time_us"]}
    choice = tc.choose(read_kernels(RunDir(run).kernels), read_replays(RunDir(run)), top=1)
    g_us, k_us = iso[kernel_key(choice.anchor)], iso[kernel_key(choice.partners[0])]
    assert units["G"] == tc.repeats_for(g_us)
    assert units["K1"] == tc.repeats_for(k_us)
    assert units["G+K1"] == tc.repeats_for(g_us + k_us) != tc.repeats_for(k_us)


def test_a_run_whose_kernel_cannot_be_replayed_is_refused_before_the_gpu(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    tc = load()
    run = tmp_path / RUN.name
    shutil.copytree(RUN, run)
    dirs = RunDir(run)
    anchor = tc.choose(read_kernels(dirs.kernels), read_replays(dirs)).anchor
    rows = [json.loads(line) for line in dirs.kernels.read_text().splitlines()]
    for row in rows:
        if kernel_key(row) == kernel_key(anchor):
            row["op"] = None  # no recorded op: no call plan
    dirs.kernels.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert tc.main([str(run), "--work", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "cannot be replayed" in err and err.count("\n") == 1
    assert not (tmp_path / "out").exists()
