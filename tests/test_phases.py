"""The phase table (artifact/phases.py): `reproduce` runs it, the phase commands and the Makefile follow it."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from artifact import catalog
from artifact.errors import ArtifactError
from artifact.phases import ANALYSIS_ITEM, PHASES, Phase, Settings, phase, run_phases, state_lines, summary_lines

ROOT = Path(__file__).resolve().parent.parent
REF = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "reproduce-test-1"


@pytest.fixture
def locks(tmp_path, monkeypatch):
    monkeypatch.setenv("ARTIFACT_LOCK_DIR", str(tmp_path / "locks"))


def _phase(name: str, run) -> Phase:
    return Phase(name, name, "-", "-", "-", run)


def test_phases_run_in_order_until_one_fails(tmp_path, locks):
    ran: list[str] = []

    def ok(status: str):
        def run(s: Settings, echo) -> str:
            ran.append(status)
            return status
        return run

    def fail(s: Settings, echo) -> str:
        raise ArtifactError("no kernel passed")

    table = (_phase("a", ok("done")), _phase("b", ok("skipped")), _phase("c", fail), _phase("d", ok("done")))
    lines: list[str] = []
    out = run_phases(Settings(tmp_path, ()), lines.append, table)
    assert [x.status for x in out.steps] == ["done", "skipped", "failed", "not run"]
    assert not out.ok and not out.interrupted and ran == ["done", "skipped"]
    assert [ln for ln in lines if ln.startswith("==")] == ["== a", "== b", "== c"]
    summary = summary_lines(out)
    assert summary[2].split()[:2] == ["c", "failed"] and summary[2].endswith("no kernel passed")
    assert summary[3].split()[:2] == ["d", "not"]


def test_an_interrupt_is_the_step_s_note(tmp_path, locks):
    def stop(s: Settings, echo) -> str:
        raise KeyboardInterrupt

    out = run_phases(Settings(tmp_path, ()), lambda m: None, (_phase("a", stop), _phase("b", stop)))
    assert out.interrupted and [(x.status, x.note) for x in out.steps] == [("failed", "interrupted"), ("not run", "")]


def test_shipped_run_is_tuned_and_selected_but_not_exported_for_this_host(tmp_path):
    """A shipped run holds its trials and selection (up to date in test mode); its cubins are stored
    compressed, so an export would be made again; its analysis verifies once newer than its records."""
    run = tmp_path / "run"
    shutil.copytree(REF, run)
    s = Settings(run, tuple(catalog.test_mode_cases()), test_mode=True)
    assert phase("tune").state(s) == {"case1": True, "case7": True}
    assert phase("select").state(s) == {"case1": True, "case7": True}
    assert phase("export").state(s) == {"case1": False, "case7": False}
    (run / "SHA256SUMS").touch()  # a checkout's file times are its own: written after the records
    assert phase("analyze").state(s) == {ANALYSIS_ITEM: True}
    (run / "case1" / "selection.json").write_text("{}")  # altered: not in agreement with SHA256SUMS
    assert phase("analyze").state(s) == {ANALYSIS_ITEM: False}
    assert phase("select").state(s)["case1"] is False
    more = Settings(run, s.cases, test_mode=True, trials=101)
    assert phase("tune").state(more) == {"case1": False, "case7": False}
    lines = state_lines(s)
    assert "  select   to do: case1" in lines and "  measure  runs each time (the points recorded are skipped)" in lines


def test_each_phase_command_shows_the_table_s_reads_and_writes(cli):
    for p in PHASES:
        r = cli(p.name, "--help")
        assert r.exit_code == 0
        text = "\n".join(line.strip() for line in r.output.splitlines())
        assert "\n".join(line.strip() for line in p.io_lines().splitlines()) in text, p.name
    top = cli("--help").output
    for p in PHASES:
        assert re.search(rf"^\s+{p.name}\b", top, re.M), p.name


def test_each_phase_has_a_make_target_calling_its_command():
    makefile = (ROOT / "Makefile").read_text()
    for p in PHASES:
        m = re.search(rf"^{p.name}: setup ## .+\n((?:\t.*\n)+)", makefile, re.M)
        assert m, f"no make target {p.name}"
        assert re.search(rf"\$\(ART\) {p.name}\b", m.group(1)), f"make {p.name} does not run `artifact {p.name}`"


def test_make_help_names_every_phase_of_reproduce_test_in_order():
    r = subprocess.run(["make", "-s", "help"], cwd=ROOT, capture_output=True, text=True, check=False)
    line = next(x for x in r.stdout.splitlines() if x.startswith("make reproduce-test"))
    assert re.findall(r"\b(" + "|".join(p.name for p in PHASES) + r")\b", line) == [p.name for p in PHASES], line


def test_phases_command_lists_the_table_and_the_state(cli, tmp_path):
    r = cli("phases", "--results", tmp_path / "none", "--test-mode")
    assert r.exit_code == 0, r.output
    for p in PHASES:
        assert re.search(rf"^{p.name}\s+{re.escape(p.summary)}$", r.output, re.M)
    assert "  tune     to do: case1, case7" in r.output and "  analyze  to do: analysis" in r.output
    r = cli("phases", "--results", tmp_path / "none")
    assert r.exit_code == 0 and "to do" not in r.output


def test_no_phase_of_another_name():
    with pytest.raises(ArtifactError, match="the phases: tune, select, export"):
        phase("tuning")


def test_select_keeps_a_current_selection_and_redoes_it_with_force(cli, tmp_path):
    """A rerun of `artifact select` keeps each selection made from the same records with the same policy
    (its kernels checked) instead of checking them again; --force selects again."""
    from artifact.tuning.select import TEST_MODE_POLICY, selection_is_current

    run = tmp_path / "run"
    shutil.copytree(REF, run)
    before = {c: (run / c / "selection.json").read_bytes() for c in ("case1", "case7")}
    r = cli("select", "--test-mode", "--results", run)
    assert r.exit_code == 0, r.output
    assert "case1: selection is current (use --force to redo)" in r.output and "case7: selection is current" in r.output
    assert {c: (run / c / "selection.json").read_bytes() for c in before} == before
    r = cli("select", "--case", "1", "--test-mode", "--no-check", "--force", "--results", run)
    assert r.exit_code == 0 and "selection is current" not in r.output, r.output
    assert (run / "case1" / "selection.json").read_bytes() != before["case1"]
    case1 = catalog.test_mode_cases()[0]
    assert selection_is_current(run, case1, TEST_MODE_POLICY) and not selection_is_current(run, case1, TEST_MODE_POLICY,
                                                                                           checked=True)
    r = cli("select", "--case", "1", "--test-mode", "--no-check", "--results", run)
    assert "case1: selection is current" in r.output, r.output
