"""Representative selection: top 5 + 5 around each of p10/p25/p50/75, failed trials never kept."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from artifact.catalog import resolve_case
from artifact.errors import ArtifactError
from artifact.schema.tunedb import FAILED_RUN_S, read_records
from artifact.tuning.select import DEFAULT_POLICY, TEST_MODE_POLICY, Policy, pick, rank_records, select_case


def write_records(results: Path, case_id: str, run_times: list[float], dup_of: dict[int, int] | None = None) -> Path:
    tune = results / case_id / "tune"
    tune.mkdir(parents=True, exist_ok=True)
    dup_of = dup_of or {}
    with (tune / "database_tuning_record.json").open("w") as f:
        for i, t in enumerate(run_times):
            trace = [[["SamplePerfectTile", dup_of.get(i, i)]], []]
            f.write(json.dumps([0, [trace, [t, t], {"kind": "cuda"}, []]]) + "\n")
    return tune


def ids(sel: dict) -> list[tuple[int, str]]:
    return [(k["rank"], k["group"]) for k in sel["kernels"]]


def test_default_policy_keeps_25_at_the_right_ranks(tmp_path):
    times = [1e-4 * (1 + i) for i in range(101)]  # ranks 1..101 = trials in order
    random.Random(3).shuffle(times)
    write_records(tmp_path, "case3", times)
    sel = select_case(resolve_case("3"), tmp_path, DEFAULT_POLICY, check=False, echo=lambda s: None)
    got = ids(sel)
    assert len(got) == 25
    assert [r for r, g in got if g == "top"] == [1, 2, 3, 4, 5]
    # percentile p of 101 ranked kernels is rank 1 + p; five nearest ranks around it
    for p in (10, 25, 50, 75):
        ranks = sorted(r for r, g in got if g == f"p{p}")
        assert len(ranks) == 5 and min(ranks) <= 1 + p <= max(ranks) and max(ranks) - min(ranks) == 4, (p, ranks)
    gflops = [k["gflops"] for k in sel["kernels"]]
    assert gflops == sorted(gflops, reverse=True)  # listed fastest first
    assert sel["source"]["trials"] == 101 and sel["source"]["valid_unique"] == 101


def test_failed_trials_are_never_selected(tmp_path):
    times = [FAILED_RUN_S] * 30 + [1e-4 * (1 + i) for i in range(8)]
    write_records(tmp_path, "case3", times)
    sel = select_case(resolve_case("3"), tmp_path, DEFAULT_POLICY, check=False, echo=lambda s: None)
    assert all(k["run_s"] < 1 for k in sel["kernels"])
    assert sel["source"]["failed"] == 30
    assert len(sel["kernels"]) == 8  # fewer valid kernels than asked: all of them, said


def test_fewer_records_than_asked_is_said(tmp_path):
    write_records(tmp_path, "case3", [2e-4, 1e-4, 3e-4])
    lines: list[str] = []
    sel = select_case(resolve_case("3"), tmp_path, DEFAULT_POLICY, check=False, echo=lines.append)
    assert ids(sel)[0] == (1, "top") and len(sel["kernels"]) == 3
    assert any("only 3 valid distinct kernels for 25 asked" in x for x in lines)


def test_all_failed_is_an_error_and_writes_nothing(tmp_path):
    write_records(tmp_path, "case3", [FAILED_RUN_S] * 5)
    with pytest.raises(ArtifactError, match="all 5 trials failed"):
        select_case(resolve_case("3"), tmp_path, DEFAULT_POLICY, check=False, echo=lambda s: None)
    assert not (tmp_path / "case3" / "selection.json").exists()


def test_ties_and_duplicates(tmp_path):
    # trials 0 and 1 tie on run time; trial 2 repeats trial 0's schedule
    write_records(tmp_path, "case3", [1e-4, 1e-4, 5e-5, 2e-4], dup_of={2: 0})
    ranked, failed, dupes = rank_records(read_records(tmp_path / "case3" / "tune"))
    assert dupes == 1 and failed == 0
    assert [r.trial for r in ranked] == [0, 1, 3]  # the repeat is counted once; a tie goes to the earlier trial


def test_selection_is_deterministic(tmp_path):
    times = [random.Random(5).uniform(1e-5, 1e-3) for _ in range(60)]
    write_records(tmp_path / "a", "case3", times)
    write_records(tmp_path / "b", "case3", times)
    a = select_case(resolve_case("3"), tmp_path / "a", DEFAULT_POLICY, check=False, echo=lambda s: None)
    b = select_case(resolve_case("3"), tmp_path / "b", DEFAULT_POLICY, check=False, echo=lambda s: None)
    assert ids(a) == ids(b) and [k["trial"] for k in a["kernels"]] == [k["trial"] for k in b["kernels"]]


def test_test_mode_keeps_top_two():
    ranked = list(range(40))
    picks = pick(ranked, TEST_MODE_POLICY)  # type: ignore[arg-type]
    assert [(p.rank, p.group) for p in picks] == [(1, "top"), (2, "top")]


def test_percentile_groups_do_not_overlap_on_small_sets():
    picks = pick(list(range(12)), Policy())  # type: ignore[arg-type]
    ranks = [p.rank for p in picks]
    assert len(ranks) == len(set(ranks)) == 12


@pytest.mark.parametrize("spec, said", [("split_k", "expected NAME=INTEGER"), ("split_k=x", "expected NAME=INTEGER"),
                                        ("=4", "expected NAME=INTEGER")])
def test_select_knob_refuses_a_malformed_value_in_one_line_and_writes_nothing(cli, tmp_path, spec, said):
    write_records(tmp_path, "case3", [1e-4, 2e-4])
    result = cli("select", "--case", "3", "--results", tmp_path, "--no-check", "--knob", spec)
    assert result.exit_code != 0 and said in result.output and len(result.output.strip().splitlines()) == 1
    assert not (tmp_path / "case3" / "selection.json").exists()


def test_select_knob_on_records_of_the_automatic_space_says_it_needs_a_knob_space(cli, tmp_path):
    write_records(tmp_path, "case3", [1e-4, 2e-4])
    result = cli("select", "--case", "3", "--results", tmp_path, "--no-check", "--knob", "split_k=2")
    assert result.exit_code != 0 and "--knob needs the records of a knob space" in result.output
    assert not (tmp_path / "case3" / "selection.json").exists()
