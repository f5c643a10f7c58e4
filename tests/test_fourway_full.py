"""The step plan and resumption of `artifact reference fourway` (artifact/fourway/reference.py; its commands
run on a GPU host)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from artifact.fourway import reference

ROOT = Path(__file__).resolve().parent.parent
WGMMA_RUNS = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "fourway" / "wgmma" / "gemm-4096x4096x4096-fp16" / "tune" / "runs.json"
CASES = ("4096x4096x4096-fp16", "gemm:M=512,N=4096,K=4096,layout=NT,dtype=fp16")


class FakeArtifact:
    """Each artifact command advances a fake clock: a tune by its --budget-s plus 10 s, others by a fixed cost.
    A wgmma tune given more than ``wgmma_space_s`` ends after that, its space measured whole (runs.json:
    exhausted), as a small knob space does."""

    COST_S = {"sweep": 50.0, "select": 20.0, "export": 10.0, "build": 1.0, "measure": 25.0, "table": 5.0}

    def __init__(self, fail: set[tuple[str, str]] = frozenset(), wgmma_space_s: float = 30.0) -> None:
        self.t = 0.0
        self.calls: list[list[str]] = []
        self.fail = fail
        self.wgmma_space_s = wgmma_space_s

    def clock(self) -> float:
        return self.t

    def __call__(self, argv: list[str], log_path: Path, hard_s: float | None) -> int:
        self.calls.append(argv)
        word = argv[1] if argv[0] == "cutlass" else argv[0]
        space = argv[argv.index("--space") + 1] if "--space" in argv else next(
            (s for s in ("template", "wgmma") if any(str(a).endswith(f"/{s}") for a in argv)), "auto")
        if argv[0] == "tune":
            budget = float(argv[argv.index("--budget-s") + 1])
            assert hard_s is not None and hard_s > budget
            if space == "wgmma" and budget > self.wgmma_space_s:
                self._exhausted(argv)
                budget = self.wgmma_space_s
            self.t += budget + 10.0
        else:
            assert hard_s is None
            self.t += self.COST_S[word]
        return 1 if (word, space) in self.fail else 0

    def _exhausted(self, argv: list[str]) -> None:
        """The runs.json entry of a tune whose search found nothing left to measure."""
        from artifact.catalog import parse_shape, resolve_case

        spec = argv[argv.index("--shape") + 1] if "--shape" in argv else argv[argv.index("--case") + 1]
        case = parse_shape(spec) if ":" in spec else resolve_case(spec, "gemm")
        runs = Path(argv[argv.index("--results") + 1]) / "wgmma" / case.case_id / "tune" / "runs.json"
        runs.parent.mkdir(parents=True, exist_ok=True)
        entry = json.loads(WGMMA_RUNS.read_text())[-1]  # a wgmma tune's entry, as tune writes it
        runs.write_text(json.dumps([entry | {"exhausted": True, "search_failed": False}]))


def _args(m, **kw):
    return replace(m.Settings(trials=64, tune_s=60.0, seed=0, budget_s=400.0, reserve_s=30.0), **kw)


def test_the_plan_measures_the_sources_of_a_case_together_after_its_tunes():
    m = reference
    steps = m.plan(CASES)
    names = [s.name for s in steps if s.case == CASES[0]]
    assert names == ["sweep", "tune:auto", "tune:template", "tune:wgmma", "pick:auto", "pick:template", "pick:wgmma",
                     "measure:auto", "measure:template", "measure:wgmma", "measure:cutlass"]
    assert [s.name for s in steps[:2]] == ["sweep", "sweep"]  # every sweep (CPU) first
    # the plan of a work directory made before the wgmma source (its run.json names no sources)
    assert m.run_sources({"cases": list(CASES)}) == ("auto", "template")
    assert [s.name for s in m.plan(CASES[:1], m.run_sources({}))] == [
        "sweep", "tune:auto", "tune:template", "pick:auto", "pick:template", "measure:auto", "measure:template",
        "measure:cutlass"]
    assert [s.name for s in m.needs(m.Step("measure:wgmma", CASES[0]))] == ["pick:wgmma"]
    assert [s.name for s in m.needs(m.Step("pick:wgmma", CASES[0]))] == ["tune:wgmma"]
    args = _args(m)
    res = Path("/r")
    auto = m.command(m.Step("measure:auto", CASES[1]), res, args, 0.0)
    # the driver built first (make: nothing to do when it is current): a bare GPU host has none
    assert auto == [["build"], ["measure", "--shape", CASES[1], "--results", "/r", "--caps", "current"]]  # with cuBLAS
    tmpl = m.command(m.Step("measure:template", CASES[0]), res, args, 0.0)
    assert tmpl == [["build"], ["measure", "--catalog", "gemm", "--case", CASES[0], "--results", "/r/template",
                                "--caps", "current", "--no-baselines"]]
    cutlass = m.command(m.Step("measure:cutlass", CASES[0]), res, args, 0.0)
    assert cutlass[0] == ["build"] and cutlass[1][:2] == ["cutlass", "measure"]
    tune = m.command(m.Step("tune:template", CASES[0]), res, args, 42.4)[0]
    assert tune[:5] == ["tune", "--catalog", "gemm", "--case", CASES[0]] and "--space" in tune
    assert tune[tune.index("--budget-s") + 1] == "42" and "--population" not in tune
    tune = m.command(m.Step("tune:auto", CASES[0]), res, _args(m, population=128), 42.4)[0]
    assert tune[tune.index("--population") + 1] == "128"  # both spaces' search, as asked
    pick = m.command(m.Step("pick:auto", CASES[0]), res, args, 0.0)
    assert [c[0] for c in pick] == ["select", "export"] and "--top" in pick[0]
    # the wgmma space: tuned with the same budget and seed, picked, exported and measured under <results>/wgmma
    tune = m.command(m.Step("tune:wgmma", CASES[0]), res, args, 42.4)[0]
    assert tune[tune.index("--space") + 1] == "wgmma" and tune[tune.index("--results") + 1] == "/r"
    assert tune[tune.index("--budget-s") + 1] == "42" and tune[tune.index("--seed") + 1] == "0"
    assert tune[tune.index("--trials") + 1] == "64"
    pick = m.command(m.Step("pick:wgmma", CASES[0]), res, args, 0.0)
    assert [c[:1] + c[c.index("--results"):c.index("--results") + 2] for c in pick] == [
        ["select", "--results", "/r/wgmma"], ["export", "--results", "/r/wgmma"]]
    assert "--top" in pick[0]
    wgmma = m.command(m.Step("measure:wgmma", CASES[1]), res, args, 0.0)
    assert wgmma == [["build"], ["measure", "--shape", CASES[1], "--results", "/r/wgmma", "--caps", "current",
                                 "--no-baselines"]]


def test_the_plan_estimates_each_step_by_its_kind(tmp_path, capsys):
    m = reference
    m.print_plan(tmp_path, CASES[:1], _args(m, tune_s=90.0))
    rows = {line.split()[0]: float(line.split()[-1]) for line in capsys.readouterr().out.splitlines()
            if line.startswith(("tune:", "pick:", "measure:"))}
    assert rows["tune:auto"] == 90.0 + 30.0  # its --tune-s and the reserve: no measured bound of its own
    # the template's and the wgmma space's tunes end before that: their measured bound
    assert rows["tune:template"] == m.ESTIMATE_S["tune:template"] < 90.0 + 30.0
    assert rows["tune:wgmma"] == m.ESTIMATE_S["tune:wgmma"] < rows["tune:template"]
    assert rows["pick:wgmma"] == m.ESTIMATE_S["pick:wgmma"] and rows["pick:auto"] == m.ESTIMATE_S["pick"]
    assert rows["measure:wgmma"] == m.ESTIMATE_S["measure:wgmma"]
    assert rows["measure:cutlass"] == m.ESTIMATE_S["measure:cutlass"]
    # with a short --tune-s, a tune's budget bounds it
    m.print_plan(tmp_path, CASES[:1], _args(m, tune_s=5.0))
    rows = {line.split()[0]: float(line.split()[-1]) for line in capsys.readouterr().out.splitlines()
            if line.startswith("tune:")}
    assert rows == {"tune:auto": 35.0, "tune:template": 35.0, "tune:wgmma": 35.0}


def test_calls_stop_at_the_budget_and_the_next_call_resumes_without_running_a_step_twice(tmp_path):
    m = reference
    fake = FakeArtifact()
    args = _args(m, budget_s=200.0)
    summaries = []
    for _ in range(10):
        s = m.run_call(tmp_path, CASES, args, runner=fake, clock=fake.clock)
        summaries.append(s)
        fake.t += 1000.0  # the next call, later
        if s["done"]:
            break
    assert summaries[-1]["done"] and len(summaries) > 2
    assert all(s["seconds"] <= args.budget_s for s in summaries)
    assert all(s["out_of_budget"] for s in summaries[:-1])
    steps = [json.loads(x) for x in (tmp_path / "steps.jsonl").read_text().splitlines()]
    finals = [e["key"] for e in steps if not e.get("partial")]
    assert sorted(finals) == sorted(s.key for s in m.plan(CASES))  # each step ended once
    assert any(e.get("partial") for e in steps)  # some tune was cut by a call's budget and went on
    for key in {e["key"] for e in steps if e["key"].startswith("tune:") and "wgmma" not in e["key"]}:
        assert sum(e["tune_budget_s"] for e in steps if e["key"] == key) == args.tune_s  # together, its --tune-s
    non_table = [c for c in fake.calls if c[:2] != ["cutlass", "table"]]
    assert len([c for c in non_table if c[0] == "select"]) == 6  # 2 cases x 3 spaces, never again
    # a table every call from the first one that measured something; none before it
    assert sum(1 for c in fake.calls if c[:2] == ["cutlass", "table"]) == sum(s["table_rc"] is not None for s in summaries)
    assert summaries[0]["table_rc"] is None and summaries[-1]["table_rc"] == 0
    run = json.loads((tmp_path / "results" / "analysis" / "fourway" / "run.json").read_text())
    assert run["cases"] == list(CASES) and len(run["steps"]) == len(steps)


def test_a_failed_tune_leaves_its_source_out_and_the_others_go_on(tmp_path):
    m = reference
    fake = FakeArtifact(fail={("tune", "template")})
    args = _args(m, budget_s=5000.0)
    s = m.run_call(tmp_path, CASES, args, runner=fake, clock=fake.clock)
    assert s["done"] and s["not_run"] == 2 * 2 and s["skipped"] == 0  # per case: pick/measure:template not run
    steps = {json.loads(x)["key"]: json.loads(x) for x in (tmp_path / "steps.jsonl").read_text().splitlines()}
    assert steps[f"measure:template|{CASES[0]}"]["note"] == "not run: pick:template failed"
    assert steps[f"measure:cutlass|{CASES[0]}"]["rc"] == 0
    again = m.run_call(tmp_path, CASES, args, runner=fake, clock=fake.clock)
    assert again["ran"] == 0  # failures are not retried without --retry-failed
    retry = m.run_call(tmp_path, CASES, _args(m, budget_s=5000.0, retry_failed=True), runner=FakeArtifact(),
                       clock=fake.clock)
    assert retry["ran"] == 2 * 3 and retry["done"]  # tune, pick and measure of the template, per case


def _part(m, tmp_path, name, case, gpu_uuid, commit="a" * 40, dirty=False):
    """A finished work directory of one case: run_call's steps and run.json, a record, SHA256SUMS."""
    from artifact.results.checksums import write_sums

    work = tmp_path / name
    fake = FakeArtifact()
    s = m.run_call(work, (case,), _args(m, budget_s=5000.0), runner=fake, clock=fake.clock,
                   gpu={"uuid": gpu_uuid, "name": "NVIDIA H100 80GB HBM3"})
    assert s["done"]
    results = work / "results"
    record = results / "cutlass" / case.replace(":", "_") / "measure" / "700W" / "k.json"
    record.parent.mkdir(parents=True)
    record.write_text(json.dumps({"case": case}))
    run_path = results / "analysis" / "fourway" / "run.json"
    run = json.loads(run_path.read_text())
    run.update(git_commit=commit, git_dirty=dirty)
    run_path.write_text(json.dumps(run))
    write_sums(results)
    return work


def test_every_step_names_its_gpu_and_parts_of_disjoint_cases_merge_into_one_table(tmp_path):
    m = reference
    p0 = _part(m, tmp_path, "fw0", CASES[0], "GPU-0000")
    p1 = _part(m, tmp_path, "fw1", CASES[1], "GPU-1111")
    steps0 = [json.loads(x) for x in (p0 / "steps.jsonl").read_text().splitlines()]
    assert {e["gpu_uuid"] for e in steps0} == {"GPU-0000"}
    calls = []

    def table(argv, log_path, hard_s):
        calls.append(argv)
        return 0

    out = tmp_path / "fw"
    summary = m.merge(out, [p0, p1], runner=table)
    # per part: its record and its wgmma tune's runs.json
    assert summary == {"parts": 2, "cases": 2, "files": 2 * 2, "table_rc": 0}
    assert calls == [["cutlass", "table", "--results", str(out / "results")]]
    for p in (p0, p1):  # each part's record, under the same relative path
        rec = next((p / "results" / "cutlass").rglob("k.json")).relative_to(p / "results")
        assert (out / "results" / rec).read_bytes() == (p / "results" / rec).read_bytes()
    run = json.loads((out / "results" / "analysis" / "fourway" / "run.json").read_text())
    assert run["cases"] == list(CASES) and run["git_commit"] == "a" * 40 and not run["git_dirty"]
    assert "merged_at_commit" in run and "merged_dirty" in run  # the code that made the table, beside the parts' commit
    assert [(x["part"], x["gpu"]["uuid"], x["cases"]) for x in run["parts"]] == [
        ("fw0", "GPU-0000", [CASES[0]]), ("fw1", "GPU-1111", [CASES[1]])]
    merged = [json.loads(x) for x in (out / "steps.jsonl").read_text().splitlines()]
    assert merged == run["steps"] and len(merged) == 2 * len(steps0)
    assert {(e["part"], e["gpu_uuid"]) for e in merged} == {("fw0", "GPU-0000"), ("fw1", "GPU-1111")}


def test_a_merge_refuses_overlapping_cases_other_commits_and_altered_parts_writing_nothing(tmp_path):
    import pytest

    from artifact.errors import ArtifactError
    from artifact.results.checksums import write_sums

    m = reference
    p0 = _part(m, tmp_path, "fw0", CASES[0], "GPU-0000")
    same_case = _part(m, tmp_path, "dup", CASES[0], "GPU-1111")
    other = _part(m, tmp_path, "other", CASES[1], "GPU-1111", commit="b" * 40)
    dirty = _part(m, tmp_path, "dirty", CASES[1], "GPU-1111", dirty=True)
    altered = _part(m, tmp_path, "altered", CASES[1], "GPU-1111")
    next((altered / "results").rglob("k.json")).write_text("{}")
    settings = _part(m, tmp_path, "settings", CASES[1], "GPU-1111")
    run_path = settings / "results" / "analysis" / "fourway" / "run.json"
    run_path.write_text(json.dumps(dict(json.loads(run_path.read_text()), tune_s=90.0)))
    write_sums(settings / "results")
    for part, words in ((same_case, "is in"), (other, "commit"), (dirty, "modified"), (altered, "SHA256SUMS"),
                        (settings, "tune_s")):
        out = tmp_path / f"out-{part.name}"
        with pytest.raises(ArtifactError, match=words):
            m.merge(out, [p0, part], runner=lambda *a: 0)
        assert not out.exists()
    with pytest.raises(ArtifactError, match="new directory"):
        m.merge(p0, [p0], runner=lambda *a: 0)


def test_a_case_is_measured_on_one_gpu_and_a_merge_takes_only_finished_parts_of_distinct_names(tmp_path):
    import pytest

    from artifact.errors import ArtifactError

    m = reference
    fake = FakeArtifact()
    work = tmp_path / "fw"
    # one call measures the auto source of the first case (and stops before its template), the next
    # call finds another GPU: the case's other sources are not measured there
    s = m.run_call(work, CASES[:1], _args(m, budget_s=450.0), runner=fake, clock=fake.clock, gpu={"uuid": "GPU-a"})
    steps = [json.loads(x) for x in (work / "steps.jsonl").read_text().splitlines()]
    assert not s["done"] and m.measure_gpus(CASES[0], steps) == {"GPU-a"}
    with pytest.raises(ArtifactError, match="one GPU"):
        m.run_call(work, CASES[:1], _args(m, budget_s=5000.0), runner=fake, clock=fake.clock, gpu={"uuid": "GPU-b"})
    assert m.run_call(work, CASES[:1], _args(m, budget_s=5000.0), runner=fake, clock=fake.clock,
                      gpu={"uuid": "GPU-a"})["done"]
    # an unfinished part, two parts of one name, a file of one path with other bytes, an unreadable run.json
    p0 = _part(m, tmp_path, "fw0", CASES[0], "GPU-0000")
    unfinished = tmp_path / "unfinished"
    fake = FakeArtifact()
    m.run_call(unfinished, CASES[1:], _args(m, budget_s=320.0), runner=fake, clock=fake.clock, gpu={"uuid": "GPU-1"})
    run_path = unfinished / "results" / "analysis" / "fourway" / "run.json"
    run_path.write_text(json.dumps(dict(json.loads(run_path.read_text()), git_commit="a" * 40, git_dirty=False)))
    from artifact.results.checksums import write_sums

    write_sums(unfinished / "results")
    same_name = _part(m, tmp_path / "elsewhere", "fw0", CASES[1], "GPU-1111")
    clash = _part(m, tmp_path, "clash", CASES[1], "GPU-1111")
    (clash / "results" / "shared.txt").write_text("b")
    (p0 / "results" / "shared.txt").write_text("a")
    write_sums(p0 / "results")
    write_sums(clash / "results")
    unreadable = _part(m, tmp_path, "unreadable", CASES[1], "GPU-1111")
    (unreadable / "results" / "analysis" / "fourway" / "run.json").write_text("{")
    write_sums(unreadable / "results")
    for part, words in ((unfinished, "not finished"), (same_name, "two parts named"), (clash, "differs between"),
                        (unreadable, "unreadable")):
        out = tmp_path / f"out-{part.name}-{words.split()[0]}"
        with pytest.raises(ArtifactError, match=words):
            m.merge(out, [p0, part], runner=lambda *a: 0)
        assert not out.exists()


def _lines(work: Path) -> list[dict]:
    return [json.loads(x) for x in (work / "steps.jsonl").read_text().splitlines()]


def _wgmma_calls(fake: FakeArtifact, case: str) -> list[list[str]]:
    """The artifact commands of a case in the wgmma space (its tune, select, export, measure)."""
    return [c for c in fake.calls if case in c and ("wgmma" in c or any(str(a).endswith("/wgmma") for a in c))]


def test_the_wgmma_steps_of_a_case_its_space_refuses_are_skipped_with_the_reason_and_the_rest_goes_on(tmp_path):
    m = reference
    odd = "gemm:M=192,N=4004,K=4096,layout=NT,dtype=fp16"  # N not a multiple of 8 (TMA's 16-byte row strides)
    fake = FakeArtifact()
    work = tmp_path / "fw"
    gpu = {"uuid": "GPU-h100", "name": "NVIDIA H100 80GB HBM3", "compute_capability": "9.0"}
    s = m.run_call(work, (CASES[0], odd), _args(m, budget_s=5000.0), runner=fake, clock=fake.clock, gpu=gpu)
    assert s["done"] and s["skipped"] == 3 and s["not_run"] == 0
    steps = {e["key"]: e for e in _lines(work)}
    for name in ("tune:wgmma", "pick:wgmma", "measure:wgmma"):
        e = steps[f"{name}|{odd}"]
        assert e["rc"] == 0 and "multiples of 8" in e["skipped"] and "N=4004" in e["skipped"], e
        assert "skipped" not in steps[f"{name}|{CASES[0]}"] and steps[f"{name}|{CASES[0]}"]["rc"] == 0
    assert _wgmma_calls(fake, odd) == []  # nothing run in the wgmma space for it
    assert [c[0] for c in _wgmma_calls(fake, CASES[0])] == ["tune", "select", "export", "measure"]
    for name in ("measure:auto", "measure:template", "measure:cutlass"):  # its other sources are measured
        assert steps[f"{name}|{odd}"]["rc"] == 0 and "skipped" not in steps[f"{name}|{odd}"]
    # a skip is not a failure: not run again, not even with --retry-failed
    again = m.run_call(work, (CASES[0], odd), _args(m, budget_s=5000.0, retry_failed=True), runner=fake,
                       clock=fake.clock, gpu=gpu)
    assert again["ran"] == 0 and again["skipped"] == 0 and again["done"]
    # a skipped measure step names no GPU that measured the case
    assert m.measure_gpus(odd, [{"key": f"measure:wgmma|{odd}", "rc": 0, "gpu_uuid": "GPU-x", "skipped": "no"}]) == set()
    assert m.measure_gpus(odd, list(steps.values())) == {"GPU-h100"}


def test_on_a_gpu_that_is_not_sm_90_the_wgmma_steps_are_skipped_and_the_others_run(tmp_path):
    m = reference
    fake = FakeArtifact()
    gpu = {"uuid": "GPU-a100", "name": "NVIDIA A100-SXM4-80GB", "compute_capability": "8.0"}
    s = m.run_call(tmp_path, CASES, _args(m, budget_s=5000.0), runner=fake, clock=fake.clock, gpu=gpu)
    assert s["done"] and s["skipped"] == 3 * len(CASES) and s["not_run"] == 0
    skipped = {e["key"]: e["skipped"] for e in _lines(tmp_path) if e.get("skipped")}
    assert sorted(skipped) == sorted(f"{n}|{c}" for c in CASES for n in ("tune:wgmma", "pick:wgmma", "measure:wgmma"))
    assert all("sm_90" in r and "sm_80" in r for r in skipped.values())
    assert all(_wgmma_calls(fake, c) == [] for c in CASES)
    assert len([c for c in fake.calls if c[0] == "select"]) == 2 * len(CASES)  # auto and template
    # an undescribed GPU (no compute capability) is left to `artifact tune` to judge
    assert m.skip_reason(m.Step("tune:wgmma", CASES[0]), {"uuid": "GPU-?"}) is None
    assert m.skip_reason(m.Step("tune:wgmma", CASES[0]), {"compute_capability": "9.0"}) is None
    assert m.skip_reason(m.Step("tune:template", "gemm:M=192,N=4096,K=4096,layout=NT,dtype=fp16"), gpu) is None
    assert m.skip_reason(m.Step("tune:wgmma", "no-such-case"), {"compute_capability": "9.0"}) is None


def test_a_wgmma_tune_that_measured_its_whole_space_is_not_continued_in_the_next_call(tmp_path):
    m = reference
    # the first call's budget gives tune:wgmma 50 of its 60 s; a space measured in 30 s ends there,
    # one that is not (1000 s) goes on in the next call with the 10 s left
    for space_s, tunes in ((30.0, 1), (1000.0, 2)):
        fake = FakeArtifact(wgmma_space_s=space_s)
        work = tmp_path / f"space{space_s:.0f}"
        first = m.run_call(work, CASES[:1], _args(m, budget_s=290.0), runner=fake, clock=fake.clock)
        assert not first["done"]
        entry = next(e for e in _lines(work) if e["key"] == f"tune:wgmma|{CASES[0]}")
        assert entry["tune_budget_s"] == 50.0 and entry["partial"] == (tunes == 2)
        fake.t += 1000.0
        assert m.run_call(work, CASES[:1], _args(m, budget_s=5000.0), runner=fake, clock=fake.clock)["done"]
        assert len([c for c in _wgmma_calls(fake, CASES[0]) if c[0] == "tune"]) == tunes


def _earlier(work: Path) -> Path:
    """A finished work directory as the code before the wgmma source left it: no wgmma step, no run.json
    sources (SHA256SUMS written again)."""
    from artifact.results.checksums import write_sums

    lines = [e for e in _lines(work) if "wgmma" not in e["key"]]
    (work / "steps.jsonl").write_text("".join(json.dumps(e) + "\n" for e in lines))
    run_path = work / "results" / "analysis" / "fourway" / "run.json"
    run = json.loads(run_path.read_text())
    del run["sources"]
    run["steps"] = [e for e in run["steps"] if "wgmma" not in e["key"]]
    run_path.write_text(json.dumps(run))
    write_sums(work / "results")
    return work


def test_a_work_directory_made_before_the_wgmma_source_resumes_with_its_steps_and_merges_as_it_was(tmp_path, capsys):
    import pytest

    from artifact.errors import ArtifactError

    m = reference
    # resumed: the next call runs the wgmma steps only, --plan lists them
    old = _earlier(_part(m, tmp_path, "old", CASES[0], "GPU-0000"))
    m.print_plan(old, CASES[:1], _args(m))
    assert [line.split()[0] for line in capsys.readouterr().out.splitlines()
            if line.startswith(("sweep", "tune:", "pick:", "measure:"))] == ["tune:wgmma", "pick:wgmma", "measure:wgmma"]
    fake = FakeArtifact()
    s = m.run_call(old, CASES[:1], _args(m, budget_s=5000.0), runner=fake, clock=fake.clock, gpu={"uuid": "GPU-0000"})
    assert s["done"] and s["ran"] == 3
    assert [c[0] for c in fake.calls if c[:2] != ["cutlass", "table"]] == ["tune", "select", "export", "build", "measure"]
    assert all(c[:2] == ["cutlass", "table"] or c[0] == "build" or c in _wgmma_calls(fake, CASES[0]) for c in fake.calls)
    # merged as they were: finished without wgmma steps; the merged run.json names their sources
    p0 = _earlier(_part(m, tmp_path, "fw0", CASES[0], "GPU-0000"))
    p1 = _earlier(_part(m, tmp_path, "fw1", CASES[1], "GPU-1111"))
    out = tmp_path / "fw"
    assert m.merge(out, [p0, p1], runner=lambda *a: 0)["cases"] == 2
    run = json.loads((out / "results" / "analysis" / "fourway" / "run.json").read_text())
    assert run["sources"] == ["auto", "template"] and not any("wgmma" in e["key"] for e in run["steps"])
    # a part with the wgmma steps and one without: refused, nothing written
    new = _part(m, tmp_path, "new", CASES[1], "GPU-1111")
    assert json.loads((new / "results" / "analysis" / "fourway" / "run.json").read_text())["sources"] == [
        "auto", "template", "wgmma"]
    with pytest.raises(ArtifactError, match="sources"):
        m.merge(tmp_path / "mixed", [p0, new], runner=lambda *a: 0)
    assert not (tmp_path / "mixed").exists()
    # a part of the present code that lacks a wgmma step is not finished
    cut = _part(m, tmp_path, "cut", CASES[1], "GPU-1111")
    run_path = cut / "results" / "analysis" / "fourway" / "run.json"
    run = json.loads(run_path.read_text())
    run["steps"] = [e for e in run["steps"] if not e["key"].startswith("measure:wgmma")]
    run_path.write_text(json.dumps(run))
    from artifact.results.checksums import write_sums

    write_sums(cut / "results")
    with pytest.raises(ArtifactError, match="not finished.*measure:wgmma"):
        m.merge(tmp_path / "out-cut", [_part(m, tmp_path, "fw2", CASES[0], "GPU-0000"), cut], runner=lambda *a: 0)


def test_a_group_of_the_gemm_catalog_is_its_cases_each_once():
    """`artifact reference fourway --case llm-traces`: the group's cases, in order, after or before others; a
    case named twice (by its id and in the group) is planned once."""
    from artifact.catalog import resolve_cases

    group = [c.case_id for c in resolve_cases("llm-traces", "gemm")]
    got = reference.expand_groups(("4096x4096x4096-fp16", "bloom560m-qkv-t1-fp16", "llm-traces", CASES[1]))
    assert got == ("4096x4096x4096-fp16", "bloom560m-qkv-t1-fp16", *group[1:], CASES[1])
    assert reference.expand_groups(("gemm-llm-traces",)) == tuple(group)
    assert reference.expand_groups(reference.DEFAULT_CASES) == reference.DEFAULT_CASES
    assert reference.expand_groups(("no-such-case",)) == ("no-such-case",)  # left for its steps to fail on
