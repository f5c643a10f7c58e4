"""The shipped layers-and-models reference (data/reference/nvidia-h100-80gb-hbm3/pipelines/, made by
artifact/layers/reference.py on H100s): it verifies against its SHA256SUMS, every run's tables are what
its records give (written again here from the shipped records, no GPU, no torch), and its records are
the ones the pipelines plan today (no record of another torch call than the layer runs)."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest

from artifact.layers import compose, tunedpairs
from artifact.layers.architectures import PIPELINES
from artifact.layers.layer import is_stale
from artifact.layers.tables import LAYER_COLUMNS, layer_rows, load_run, write_csv
from artifact.results.checksums import verify

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "pipelines"
TABLES = ("summary.csv", "resnet50_tuned.csv", "whole_vs_sum.md")


@pytest.fixture(scope="module")
def layers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the shipped layers folder with its tables written again from its records."""
    out = shutil.copytree(SHIPPED / "layers", tmp_path_factory.mktemp("ref") / "layers")
    for name in TABLES:
        (out / name).unlink()
    for run in compose.run_dirs(out):
        (run / "layers.csv").unlink()
        pipe, records = load_run(run)
        write_csv(run / "layers.csv", layer_rows(pipe, records), LAYER_COLUMNS)
    compose.write_summary(out, echo=lambda _: None)
    return out


def test_the_shipped_pipelines_reference_verifies() -> None:
    altered, missing, extra, n_ok = verify(SHIPPED)
    assert (altered, missing, extra) == ([], [], []) and n_ok > 1000


def test_every_pipeline_is_shipped_with_its_layers_and_the_tuned_resnet50() -> None:
    manifest = json.loads((SHIPPED / "layers" / "manifest.json").read_text())
    runs = {p.name for p in compose.run_dirs(SHIPPED / "layers")}
    assert runs == set(manifest["runs"])
    assert {r.rsplit("-", 1)[0] for r in runs} == set(PIPELINES) | {"resnet50_tuned"}
    for name, run in manifest["runs"].items():
        assert run["recorded"] == run["layers"] and run["stale"] == [], name
    assert all(c.get("git_commit") for c in manifest["calls"][3:])  # the first three calls predate the field


def test_the_shipped_tables_are_what_the_records_give(layers: Path) -> None:
    for name in TABLES:
        assert (layers / name).read_text() == (SHIPPED / "layers" / name).read_text(), name
    for run in compose.run_dirs(layers):
        assert (run / "layers.csv").read_text() == (SHIPPED / "layers" / run.name / "layers.csv").read_text(), run.name


def test_no_shipped_record_is_of_another_torch_call_than_its_layer_runs_now() -> None:
    for run in compose.run_dirs(SHIPPED / "layers"):
        pipe, records = load_run(run)
        for spec in pipe.layers:
            assert not is_stale(records[spec.key], spec), f"{run.name}: {spec.key}"


def test_the_tuned_resnet50_runs_every_conv_layer_by_a_tuned_kernel() -> None:
    with open(SHIPPED / "layers" / "resnet50_tuned.csv", newline="") as f:
        rows = {r["run"]: r for r in csv.DictReader(f)}
    tuned = rows["resnet50_tuned-fp32"]
    assert tuned["tuned_conv_layers"] == tuned["conv_layers"] == "53"
    assert {r for r in rows} == {"resnet50-fp32", "resnet50-tf32", "resnet50-fp16", "resnet50_tuned-fp32"}
    cases = sorted(p.name for p in SHIPPED.glob("resnet50-*") if (p / "export" / "export.json").is_file())
    assert len(cases) == 23


def test_every_layer_record_is_within_one_percent_and_the_tuned_layers_are_paired() -> None:
    layers = SHIPPED / "layers"
    for run in compose.run_dirs(layers):
        pipe, records = load_run(run)
        for spec in pipe.layers:
            assert records[spec.key]["energy_cv"] <= 0.01, f"{run.name}: {spec.key}"
    run = layers / "resnet50_tuned-fp32"
    pipe, records = load_run(run)
    tuned = [s for s in pipe.layers if records[s.key]["meta"].get("implementation") == "tuned"]
    assert len(tuned) == 23
    for spec in tuned:
        assert tunedpairs.is_paired(run, spec), spec.key
        twin = json.loads(tunedpairs.twin_path(run, spec).read_text())
        assert twin["gpu"]["uuid"] == records[spec.key]["gpu"]["uuid"] and twin["energy_cv"] <= 0.01, spec.key
    with open(layers / "resnet50_tuned.csv", newline="") as f:
        row = {r["run"]: r for r in csv.DictReader(f)}["resnet50_tuned-fp32"]
    assert row["paired_convs"] == "23" and float(row["paired_energy_ratio"]) > 0
