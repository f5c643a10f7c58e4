"""The shipped four-way fp16 GEMM reference (data/reference/nvidia-h100-80gb-hbm3/fourway/, made by
`artifact reference fourway` on three H100s at one commit, three parts merged, five sources): it verifies
against its SHA256SUMS, every planned step ran and none failed, its table is what its records give
(written again here, no GPU) with a measured value for every source of every case, the exported wgmma
kernels are TMA + wgmma code, and each case's sources were measured on one board, the one its part's
run.json names, so that every ratio to the vendor is taken within one run."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pandas as pd

from artifact.fourway import reference
from artifact.fourway.report import SOURCES, TREES, fourway_table, tree
from artifact.results.checksums import verify

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "fourway"
RUN = json.loads((SHIPPED / "analysis" / "fourway" / "run.json").read_text())


def _default_cases() -> tuple[str, ...]:
    return tuple(reference.DEFAULT_CASES)


def test_the_shipped_fourway_reference_verifies_and_holds_the_six_default_cases() -> None:
    altered, missing, extra, n_ok = verify(SHIPPED)
    assert (altered, missing, extra) == ([], [], []) and n_ok > 100
    assert sorted(RUN["cases"]) == sorted(_default_cases())
    assert len(RUN["parts"]) == 3 and {p["git_commit"] for p in RUN["parts"]} == {RUN["git_commit"]}
    assert not RUN["git_dirty"] and RUN["merged_at_commit"] and not RUN["merged_dirty"]
    assert RUN["sources"] == ["auto", "template", "wgmma"]
    # every step of its plan ran to rc 0 (none skipped: the wgmma space takes all six cases on sm_90)
    assert {s["key"] for s in RUN["steps"]} == {st.key for st in reference.plan(RUN["cases"], RUN["sources"])}
    assert all(s["rc"] == 0 and not s.get("skipped") and not s.get("partial") for s in RUN["steps"])


def test_its_table_is_what_its_records_give(tmp_path: Path) -> None:
    results = shutil.copytree(SHIPPED, tmp_path / "results")
    shipped = pd.read_csv(SHIPPED / "analysis" / "fourway" / "fourway.csv")
    again = pd.read_csv(io.StringIO(fourway_table(results).to_csv(index=False, float_format="%.6g")))
    pd.testing.assert_frame_equal(shipped, again)
    assert set(shipped["source"]) == set(SOURCES) and shipped["case_id"].nunique() == 6 and len(shipped) == 30
    # no gap: every source of every case has its time, energy and ratios to the vendor
    assert shipped[["time_ms", "energy_mj", "time_vs_vendor", "energy_vs_vendor"]].notna().all().all()
    assert shipped["note"].isna().all()


def test_its_wgmma_kernels_are_tma_and_wgmma_code() -> None:
    sources = sorted(tree(SHIPPED, "wgmma").glob("*/export/*/kernel.cu"))
    assert len(sources) == 6
    for cu in sources:
        text = cu.read_text()
        assert "cp.async.bulk.tensor.2d" in text and "wgmma.mma_async.sync.aligned" in text, cu


def test_each_case_was_measured_on_the_board_of_its_part() -> None:
    part_gpu = {}
    for part in RUN["parts"]:
        for case in part["cases"]:
            part_gpu[case] = part["gpu"]["uuid"]
    assert len(set(part_gpu.values())) == 3  # three boards, one per part
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
