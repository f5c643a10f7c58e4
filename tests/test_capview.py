"""The power-cap view, from a sweep of five caps measured by the fake GPU (fake energy driver and
nvidia-smi, CPU only): per case energy, time and EDP against the cap of the fastest tuned kernel and each
library with their CIs, each kernel's EDP-optimal cap, the Pareto front across caps, every figure of the
sweep as PNG and PDF; the report shows them (a one-cap run's page: test_report.py); marker ``browser``: the page in headless Chromium with every
image loaded and a screenshot kept."""

from __future__ import annotations

import shutil
from pathlib import Path

import pandas as pd
import pytest
from browser import chromium, render_check

from artifact.results import capview
from artifact.results.analyze import analyze
from artifact.results.plots import pareto_front, read_index
from artifact.results.report import REPORT_FILE, write_report

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"
CAPS = ["200W", "300W", "400W", "500W", "700W"]


def quiet(_: str) -> None:
    pass


@pytest.fixture(scope="module")
def swept(exported_cuda, tmp_path_factory) -> Path:
    """The exported test-mode kernels measured by the fake GPU at five caps, analyzed, with the report."""
    from conftest import fake_measure

    tmp = tmp_path_factory.mktemp("capsweep")
    res = tmp / "results"
    shutil.copytree(exported_cuda, res)
    fake_measure(res, tmp, "--caps", ",".join(c.rstrip("W") for c in CAPS), FAKE_DRIVER_NOISY="cudnn-tf32")
    analyze(res, echo=quiet)
    write_report(res, echo=quiet)
    return res


def frame(res: Path) -> pd.DataFrame:
    return pd.read_csv(res / "analysis" / "measurements.csv")


def test_the_sweep_has_five_caps_and_the_cap_figures(swept):
    df = frame(swept)
    assert sorted(df["cap"].unique(), key=lambda c: float(c[:-1])) == CAPS
    stems = {f.stem: f for f in read_index(swept / "analysis" / "figures")}
    for case in ("case1", "case7"):
        assert {f"cap_view_{case}", f"cap_front_{case}", f"cap_effect_{case}"} <= set(stems)
        assert "EDP-optimal cap" in stems[f"cap_view_{case}"].caption
    assert "edp_optimal" in stems and "power_at_cap" not in stems


def test_figures_png_and_pdf(swept):
    out = swept / "analysis"
    figs = sorted(p.name for p in (out / "figures").iterdir())
    for stem in ("cap_effect_case1", "pareto_case1", "pareto_case1_vs_fp32", "cap_effect_case7", "pareto_case7",
                 "edp_optimal", "vendor_ratios", "convergence"):
        assert f"{stem}.png" in figs and f"{stem}.pdf" in figs
        assert (out / "figures" / f"{stem}.png").read_bytes()[:4] == b"\x89PNG"
        assert (out / "figures" / f"{stem}.pdf").read_bytes()[:4] == b"%PDF"


def test_each_kernels_edp_optimal_cap_is_its_least_edp(swept):
    df = frame(swept)
    table = capview.cap_table(df)
    assert set(table["case"]) == {"case1", "case7"}
    for _, row in table.iterrows():
        k = df[(df["case_id"] == row["case"]) & (df["id"] == row["kernel"])]
        assert row["EDP-optimal cap"] == k.loc[k["edp_ms_mj"].idxmin(), "cap"]
        top = k[k["cap"] == "700W"].iloc[0]
        best = k[k["cap"] == row["EDP-optimal cap"]].iloc[0]
        assert row["EDP there / at 700W"] == pytest.approx(best["edp_ms_mj"] / top["edp_ms_mj"])
        assert row["EDP there / at 700W"] <= 1.0
    # the fastest tuned kernel at the highest cap, then every library of the case
    for case, g in table.groupby("case"):
        assert g.iloc[0]["role"] == "fastest tuned"
        assert set(g["kernel"][1:]) == set(df.loc[(df["case_id"] == case) & (df["kind"] == "baseline"), "id"])


def test_the_front_across_caps_is_non_dominated_and_spans_caps(swept):
    df = frame(swept)
    rows = pd.DataFrame(capview.front_rows(df))
    for case, g in rows.groupby("case"):
        pts = df[(df["case_id"] == case) & df["id"].isin(capview.kernels_of(df[df["case_id"] == case]))]
        expected = pareto_front(pts)
        assert list(zip(g["kernel"], g["cap"])) == list(zip(expected["id"], expected["cap"]))
        for _, r in g.iterrows():  # nothing of the view both faster and of less energy
            assert not ((pts["time_per_launch_ms"] < r["time (ms)"]) & (pts["energy_per_launch_mj"] < r["energy (mJ)"])).any()


def test_the_report_shows_the_cap_view_with_cis_and_flags(swept):
    text = (swept / "analysis" / REPORT_FILE).read_text(encoding="utf-8")
    assert "EDP-optimal cap of each kernel" in text and "Pareto front across caps" in text
    assert "Measured at one limit" not in text
    assert "id='fig-cap_view_case1'" in text and "id='fig-cap_front_case7'" in text
    assert "95 % CI" in text and "flagged" in text
    assert "+-" in text  # CIs in the tables


@pytest.mark.browser
@pytest.mark.skipif(chromium() is None, reason="chromium not installed (`make test-browser` installs Debian's package)")
def test_cap_report_renders_in_headless_chromium(swept, tmp_path):
    page = swept / "analysis" / REPORT_FILE
    result = render_check(page, tmp_path, "report-capsweep.png")
    assert result["bad"] == [] and result["images"] == result["figures"] == len(read_index(swept / "analysis" / "figures"))
