"""The shipped reference results' generated documents: every README under data/reference is what
`artifact reference pages` writes from the manifests and records (a hand edit, or a record changed
without the README, fails here), the index names every run and its report page exists, every run folder
holds a report page with the complete provenance block, the cross-run page's quantities are the
measurements'; marker ``browser``: the index, the cross-run page and a report of each kind in headless
Chromium."""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path

import pytest
from browser import chromium, render_check

from artifact.results import crossrun, refindex
from artifact.results.compare import load_measurements, reference_runs

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "data" / "reference"
PROVENANCE = ("GPU", "boards", "driver", "VBIOS", "CUDA", "cuDNN", "cuBLAS", "torch", "TVM", "commit",
              "idle power, cold", "idle power, hot", "protocol", "power limit")


def test_every_shipped_readme_is_what_the_generator_writes():
    written = refindex.readmes(REFERENCE)
    assert REFERENCE / "README.md" in written and len(written) >= 8
    differ = [str(p.relative_to(ROOT)) for p, text in written.items()
              if not p.is_file() or p.read_text(encoding="utf-8") != text]
    assert differ == [], f"run `python -m artifact reference pages --docs-only` and commit: {differ}"


def test_the_index_names_every_run_folder_and_each_has_its_report_page():
    entries = refindex.entries(REFERENCE)
    folders = {(g.name, r.name) for g in REFERENCE.iterdir() if g.is_dir() for r in g.iterdir()
               if r.is_dir() and r.name != crossrun.FIG_DIR}
    assert {(e.gpu_dir, e.run) for e in entries} == folders
    assert {e.kind for e in entries} == set(refindex.KINDS)
    index = (REFERENCE / "README.md").read_text(encoding="utf-8")
    html = (REFERENCE / refindex.INDEX_HTML).read_text(encoding="utf-8")
    for e in entries:
        page = REFERENCE / e.gpu_dir / e.run / e.page
        assert page.is_file(), page
        assert f"({e.gpu_dir}/{e.run}/{e.page})" in index and f"{e.gpu_dir}/{e.run}/{e.page}" in html
        text = page.read_text(encoding="utf-8")
        for label in PROVENANCE:
            assert f"<dt>{label}</dt>" in text, (page, label)
        assert "Measured at one limit" in text  # every shipped run was measured at the limit as found


def test_a_readme_names_board_commit_and_times_from_the_records():
    text = (REFERENCE / "nvidia-h100-80gb-hbm3" / "reproduce-test-1" / "README.md").read_text(encoding="utf-8")
    run = REFERENCE / "nvidia-h100-80gb-hbm3" / "reproduce-test-1"
    df = load_measurements(run)
    assert str(df["gpu.serial"].iloc[0]) in text and str(df["timestamp"].min()) in text
    for _, r in df.iterrows():
        assert f"| {r['case_id']} | {r['id']} |" in text
    assert "make verify RESULTS=data/reference/nvidia-h100-80gb-hbm3/reproduce-test-1" in text


def test_a_changed_record_makes_its_readme_differ(tmp_path):
    ref = tmp_path / "reference"
    gpu = ref / "nvidia-h100-80gb-hbm3"
    shutil.copytree(REFERENCE / "nvidia-h100-80gb-hbm3" / "reproduce-test-1", gpu / "reproduce-test-1")
    before = refindex.readmes(ref)[gpu / "reproduce-test-1" / "README.md"]
    record = next((gpu / "reproduce-test-1").glob("case1/measure/*/cudnn-fp32.json"))
    data = json.loads(record.read_text(encoding="utf-8"))
    data["energy_per_launch_mj"] *= 1.5
    record.write_text(json.dumps(data), encoding="utf-8")
    assert refindex.readmes(ref)[gpu / "reproduce-test-1" / "README.md"] != before


def test_cross_run_quantities_are_the_runs_measurements():
    gpu = REFERENCE / "nvidia-h100-80gb-hbm3"
    runs = {p.name: load_measurements(p) for p in reference_runs(gpu)}
    rows = crossrun.quantities(runs)
    v = [r for r in rows if r["code"] == "V" and r["where"] == "case7@700W" and r["quantity"] == "energy per launch of cudnn-fp32"]
    assert len(v) == 1
    for name, df in runs.items():
        want = df[(df["case_id"] == "case7") & (df["cap"] == "700W") & (df["id"] == "cudnn-fp32")]["energy_per_launch_mj"]
        assert v[0][name] == pytest.approx(float(want.iloc[0]))
    xs = [v[0][n] for n in runs]
    assert v[0]["spread"] == pytest.approx(max(xs) / min(xs) - 1) and not math.isnan(v[0]["tolerance"])
    assert any(r["code"] == "T" for r in rows)
    assert (gpu / crossrun.PAGE_FILE).is_file()


@pytest.mark.browser
@pytest.mark.skipif(chromium() is None, reason="chromium not installed (`make test-browser` installs Debian's package)")
def test_shipped_pages_render_in_headless_chromium(tmp_path):
    pages = [(REFERENCE / refindex.INDEX_HTML, "reference-index.png")]
    pages += [(d / crossrun.PAGE_FILE, f"reference-{d.name}-cross-run.png")
              for d in sorted(REFERENCE.iterdir()) if (d / crossrun.PAGE_FILE).is_file()]
    assert len(pages) >= 3  # two GPU models' cross-run pages
    for e in refindex.entries(REFERENCE):
        pages.append((REFERENCE / e.gpu_dir / e.run / e.page, f"reference-{e.gpu_dir}-{e.run}.png"))
    for page, shot in pages:
        work = tmp_path / "pages"
        result = render_check(page, work, shot)
        assert result["bad"] == [] and result["images"] == result["figures"], (page, result)


def test_reference_pages_check_and_docs_only(cli, tmp_path):
    assert cli("reference", "--help").output.count("  pages ") == 1 and cli("reference-pages", "--help").exit_code == 2
    assert cli("reference", "pages", "--check").exit_code == 0
    ref = tmp_path / "reference"
    gpu = ref / "nvidia-h100-80gb-hbm3"
    for run in ("reproduce-test-1", "reproduce-test-2"):
        shutil.copytree(REFERENCE / "nvidia-h100-80gb-hbm3" / run, gpu / run)
    r = cli("reference", "pages", "--reference", ref, "--check")
    assert r.exit_code == 1 and "differs:" in r.output and "README.md" in r.output
    r = cli("reference", "pages", "--reference", ref, "--docs-only")
    assert r.exit_code == 0, r.output
    assert cli("reference", "pages", "--reference", ref, "--check").exit_code == 0
    assert (gpu / crossrun.PAGE_FILE).is_file() and (ref / refindex.INDEX_HTML).is_file()
    from artifact.results.checksums import verify

    assert verify(gpu / "reproduce-test-1")[:3] == ([], [], [])  # the README is in the run's SHA256SUMS


def test_layers_report_draws_the_figures_and_page_from_the_records(cli, tmp_path):
    src = REFERENCE / "nvidia-h100-80gb-hbm3" / "pipelines" / "layers"
    layers = tmp_path / "results" / "layers"
    layers.mkdir(parents=True)
    for name in ("manifest.json", "summary.csv"):
        shutil.copy(src / name, layers / name)
    shutil.copytree(src / "resnet18-fp16", layers / "resnet18-fp16")
    r = cli("layers-report", "--results", tmp_path / "results")
    assert r.exit_code == 0, r.output
    text = (layers / "report.html").read_text(encoding="utf-8")
    for label in PROVENANCE:
        assert f"<dt>{label}</dt>" in text, label
    assert (layers / "resnet18-fp16" / "energy_by_layer.png").is_file() and (layers / "breakdown.png").is_file()
    assert "id='fig-resnet18-fp16-layers'" in text and "resnet18-fp16 (one inference)" in text


def test_a_model_left_with_one_run_loses_its_cross_run_page(tmp_path):
    """A cross-run page compares two runs or more: once a model's folder holds fewer, the page of the
    earlier runs and its figures go, and the index no longer links it."""
    from artifact.layout import CROSS_RUN_HTML
    from artifact.results import crossrun

    gpu = tmp_path / "some-gpu"
    (gpu / crossrun.FIG_DIR).mkdir(parents=True)
    (gpu / CROSS_RUN_HTML).write_text("<html>two runs ago</html>")
    (gpu / crossrun.FIG_DIR / "claims.png").write_bytes(b"png")
    assert crossrun.write_page(gpu) is None
    assert not (gpu / CROSS_RUN_HTML).exists() and not (gpu / crossrun.FIG_DIR).exists()
