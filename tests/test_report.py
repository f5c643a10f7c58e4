"""Figures and the HTML report: what each figure shows with one cap and with several, vendor labels,
the Pareto front, convergence bands, power timelines (and their absence), byte-identical output,
a self-contained page whose every image decodes to a non-blank PNG, SHA256SUMS over it, and (marker
``browser``) the page rendered by headless Chromium with no broken image and a screenshot saved."""

from __future__ import annotations

import base64
import html.parser
import io
import json
import shutil
from pathlib import Path

import pandas as pd
import pytest
from browser import chromium, render_check
from synthetic_results import write_results

from artifact.errors import ArtifactError
from artifact.results.analyze import analyze
from artifact.results.checksums import verify
from artifact.results.figstyle import vendor_label
from artifact.results.plots import pareto_front, read_index
from artifact.results.report import REPORT_FILE, Section, png_size, register_section, write_report

ROOT = Path(__file__).resolve().parent.parent
REF = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "reproduce-test-1"


def quiet(_: str) -> None:
    pass


@pytest.fixture(scope="module")
def multi(tmp_path_factory) -> Path:
    """Three caps, power timelines, and a second tuning run of the same cases."""
    tmp = tmp_path_factory.mktemp("multi")
    res = write_results(tmp / "results")
    again = write_results(tmp / "again", seed=2)
    analyze(res, echo=quiet, tuning_runs=(again,))
    write_report(res, echo=quiet)
    return res


@pytest.fixture(scope="module")
def one_cap(tmp_path_factory) -> Path:
    """One cap (as CAPS=current gives), no power timeline."""
    res = write_results(tmp_path_factory.mktemp("one") / "results", caps=(700,), timeline=False)
    analyze(res, echo=quiet)
    write_report(res, echo=quiet)
    return res


class Images(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.imgs: list[dict[str, str | None]] = []
        self.refs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "img":
            self.imgs.append(a)
        for key in ("src", "href"):
            if a.get(key) and tag in ("img", "script", "link", "iframe"):
                self.refs.append(str(a[key]))


def check_page(page: Path) -> list[dict[str, str | None]]:
    """Every <img> is an embedded PNG of sane size that is not blank; nothing is fetched from elsewhere."""
    import matplotlib.image as mpimg

    text = page.read_text(encoding="utf-8")
    p = Images()
    p.feed(text)
    assert p.imgs, "no image in the report"
    for img in p.imgs:
        src = str(img.get("src") or "")
        assert src.startswith("data:image/png;base64,"), src[:60]
        data = base64.b64decode(src.split(",", 1)[1], validate=True)
        w, h = png_size(data)
        assert 200 <= w <= 4000 and 150 <= h <= 4000, (w, h)
        pixels = mpimg.imread(io.BytesIO(data), format="png")
        assert pixels.std() > 0.02, "blank figure"
        assert img.get("alt"), "figure without a caption"
    assert all(r.startswith("data:") for r in p.refs), [r for r in p.refs if not r.startswith("data:")]
    assert "http://" not in text and "https://" not in text
    return p.imgs


def stems(res: Path) -> set[str]:
    return {f.stem for f in read_index(res / "analysis" / "figures")}


def test_vendor_labels_name_library_and_math_mode():
    assert vendor_label("cudnn-tf32", "tensor_op") == "cuDNN TF32 (tensor_op)"
    assert vendor_label("cudnn-fp32", "fma") == "cuDNN FP32 (fma)"
    assert vendor_label("cublas-tf32", "CUBLAS_COMPUTE_32F_FAST_TF32") == "cuBLAS TF32 (32F_FAST_TF32)"
    assert vendor_label("cublas-fp16") == "cuBLAS FP16"


def test_pareto_front_is_the_non_dominated_points():
    pts = pd.DataFrame({"time_per_launch_ms": [1.0, 2.0, 3.0, 1.5, 4.0], "energy_per_launch_mj": [5.0, 3.0, 1.0, 6.0, 2.0]})
    front = pareto_front(pts)
    assert list(front.index) == [0, 1, 2]


def test_several_caps_give_cap_figures_timelines_and_bands(multi):
    s = stems(multi)
    for case in ("case1", "case7"):
        assert {f"pareto_{case}", f"pareto_{case}_vs_fp32", f"cap_effect_{case}", f"power_timeline_{case}"} <= s
    assert {"edp_optimal", "vendor_ratios", "convergence"} <= s and "power_at_cap" not in s
    figs = {f.stem: f for f in read_index(multi / "analysis" / "figures")}
    assert "bands" in figs["convergence"].caption
    assert all(f.caption and "\n" not in f.caption for f in figs.values())
    for stem in s:
        for ext, magic in (("png", b"\x89PNG"), ("pdf", b"%PDF")):
            assert (multi / "analysis" / "figures" / f"{stem}.{ext}").read_bytes()[:4] == magic


def test_one_cap_replaces_the_cap_figures_and_says_so(one_cap):
    s = stems(one_cap)
    assert "power_at_cap" in s
    assert not any(x.startswith(("cap_effect_", "power_timeline_")) or x == "edp_optimal" for x in s)
    page = (one_cap / "analysis" / REPORT_FILE).read_text(encoding="utf-8")
    assert "Only one power cap (700W) was measured" in page
    assert "Power timeline not available for case1, case7" in page
    assert "one cap only" in page
    assert page.count("Measured at one limit") == 2  # in the run summary and where the cap figures would be
    assert "EDP-optimal cap of each kernel" not in page and not any(x.startswith("cap_") for x in s)


def test_report_is_self_contained_and_covers_the_run(multi):
    page = multi / "analysis" / REPORT_FILE
    imgs = check_page(page)
    assert len(imgs) == len(stems(multi))
    text = page.read_text(encoding="utf-8")
    for expected in ("NVIDIA H100 80GB HBM3", "580.00", "apache-tvm", "<dt>commit</dt>", "<dt>cuDNN</dt>",
                     "<dt>idle power, cold</dt>", "<dt>protocol</dt>", "Claims against the reference",
                     "Fastest tuned kernel / vendor library", "EDP-optimal (kernel, cap) per case",
                     "cuDNN TF32 (tensor_op)", "Not run or not available", "Default cases not in this run: case2"):
        assert expected in text, expected
    assert "<script" not in text
    altered, missing, extra, _ = verify(multi)
    assert (altered, missing, extra) == ([], [], [])
    assert "analysis/report.html" in (multi / "SHA256SUMS").read_text()


def test_same_inputs_give_identical_files(multi, tmp_path):
    again = tmp_path / "results"
    shutil.copytree(multi, again)
    shutil.rmtree(again / "analysis")
    analyze(again, echo=quiet, tuning_runs=(multi.parent / "again",))
    write_report(again, echo=quiet)
    for f in sorted((multi / "analysis" / "figures").iterdir()):
        assert (again / "analysis" / "figures" / f.name).read_bytes() == f.read_bytes(), f.name
    a = (multi / "analysis" / REPORT_FILE).read_text(encoding="utf-8")
    b = (again / "analysis" / REPORT_FILE).read_text(encoding="utf-8")
    strip = lambda t: t.replace(str(multi), "").replace(str(again), "")  # noqa: E731 (the command line differs)
    created = json.loads((multi / "analysis" / "manifest.json").read_text())["created"]
    created2 = json.loads((again / "analysis" / "manifest.json").read_text())["created"]
    assert strip(a).replace(created, "") == strip(b).replace(created2, "")


def test_a_new_analysis_removes_the_stale_report_and_old_figures(one_cap, tmp_path, no_figures):
    res = tmp_path / "results"
    shutil.copytree(one_cap, res)
    (res / "analysis" / "figures" / "energy_vs_cap_case1.png").write_bytes(b"\x89PNG old")
    analyze(res, echo=quiet)
    assert not (res / "analysis" / REPORT_FILE).exists()
    assert not (res / "analysis" / "figures" / "energy_vs_cap_case1.png").exists()


def test_sections_can_be_added_and_none_is_empty(one_cap, tmp_path):
    from artifact.results import report

    res = tmp_path / "results"
    shutil.copytree(one_cap, res)

    def layers(ctx: report.ReportContext) -> Section | None:
        return Section("layers", "Layer sweep", "<p>12 layers</p>")

    def traces(ctx: report.ReportContext) -> Section | None:
        ctx.not_run.append("Traces: none recorded.")
        return None

    saved = list(report._EXTRA)
    try:
        register_section(layers)
        register_section(traces)
        write_report(res, echo=quiet)
    finally:
        report._EXTRA[:] = saved
    text = (res / "analysis" / REPORT_FILE).read_text(encoding="utf-8")
    assert text.index("id='tables'") < text.index("id='layers'") < text.index("id='not-run'")
    assert "Traces: none recorded." in text and "id='traces'" not in text


def test_report_needs_an_analysis(tmp_path, cli):
    with pytest.raises(ArtifactError, match="run `make analyze` first"):
        write_report(tmp_path, echo=quiet)
    r = cli("report", "--results", tmp_path)
    assert r.exit_code != 0 and "error:" in r.output


def test_shipped_reference_report(tmp_path):
    """The H100 reference (one cap, two cases): labelled vendors, no cap axis, claims listed."""
    res = tmp_path / "h100"
    shutil.copytree(REF, res)
    analyze(res, echo=quiet)
    write_report(res, reference=res, echo=quiet)
    check_page(res / "analysis" / REPORT_FILE)
    s = stems(res)
    assert {"pareto_case1", "pareto_case7", "pareto_case1_vs_fp32", "vendor_ratios", "power_at_cap", "convergence"} <= s
    text = (res / "analysis" / REPORT_FILE).read_text(encoding="utf-8")
    assert "every claim passes by construction" in text and "SKIP" in text and "P1/P2" in text


@pytest.mark.browser
@pytest.mark.skipif(chromium() is None, reason="chromium not installed (`make test-browser` installs Debian's package)")
@pytest.mark.parametrize("which", ["multi", "one_cap"])
def test_report_renders_in_headless_chromium(which, request, tmp_path):
    res: Path = request.getfixturevalue(which)
    result = render_check(res / "analysis" / REPORT_FILE, tmp_path, f"report-{which}.png")
    assert result["images"] == result["figures"] == len(stems(res)) and result["bad"] == [], result
    w, h = png_size((tmp_path / f"report-{which}.png").read_bytes())
    assert (w, h) == (1400, 5000)
