"""The shipped four-way fp16 GEMM reference (data/reference/nvidia-h100-80gb-hbm3/fourway/, made by
benchmarks/fourway_full.py on H100s, two parts merged): it verifies against its SHA256SUMS, its table is
what its records give (written again here, no GPU), and each case's sources were measured on one board,
the one its part's run.json names, so that every ratio to the vendor is taken within one run."""

from __future__ import annotations

import importlib.util
import io
import json
import shutil
import sys
from pathlib import Path

import pandas as pd

from artifact.results.checksums import verify
from artifact.results.fourway import SOURCES, TREES, fourway_table, tree

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "fourway"
RUN = json.loads((SHIPPED / "analysis" / "fourway" / "run.json").read_text())


def _default_cases() -> tuple[str, ...]:
    spec = importlib.util.spec_from_file_location("fourway_full", ROOT / "benchmarks" / "fourway_full.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return tuple(mod.DEFAULT_CASES)


def test_the_shipped_fourway_reference_verifies_and_holds_the_six_default_cases() -> None:
    altered, missing, extra, n_ok = verify(SHIPPED)
    assert (altered, missing, extra) == ([], [], []) and n_ok > 100
    assert sorted(RUN["cases"]) == sorted(_default_cases())
    assert len(RUN["parts"]) == 2 and {p["git_commit"] for p in RUN["parts"]} == {RUN["git_commit"]}
    assert not RUN["git_dirty"] and RUN["merged_at_commit"] and not RUN["merged_dirty"]
    assert {s["key"].split("|")[0] for s in RUN["steps"]} >= {"sweep", "tune:auto", "tune:template", "measure:cutlass"}


def test_its_table_is_what_its_records_give(tmp_path: Path) -> None:
    results = shutil.copytree(SHIPPED, tmp_path / "results")
    shipped = pd.read_csv(SHIPPED / "analysis" / "fourway" / "fourway.csv")
    again = pd.read_csv(io.StringIO(fourway_table(results).to_csv(index=False, float_format="%.6g")))
    pd.testing.assert_frame_equal(shipped, again)
    assert set(shipped["source"]) == set(SOURCES) and shipped["case_id"].nunique() == 6


def test_each_case_was_measured_on_the_board_of_its_part() -> None:
    part_gpu = {}
    for part in RUN["parts"]:
        for case in part["cases"]:
            part_gpu[case] = part["gpu"]["uuid"]
    assert len(set(part_gpu.values())) == 2  # two boards, one per part
    case_ids = {json.loads(p.read_text())["case_id"]: p.parent.name for p in SHIPPED.glob("*/case.json")}
    assert len(case_ids) == 6
    for source in TREES:
        for rec_path in tree(SHIPPED, source).glob("*/measure/*/*.json"):
            rec = json.loads(rec_path.read_text())
            uuids = {part_gpu[c] for c in part_gpu if _case_id(c) == rec["case_id"]}
            assert uuids == {rec["gpu"]["uuid"]}, rec_path


def _case_id(spec: str) -> str:
    from artifact.catalog import parse_shape, resolve_case

    return (parse_shape(spec) if ":" in spec else resolve_case(spec, "gemm")).case_id
