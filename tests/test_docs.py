"""The documentation a reviewer reads: its size, its generated tables, and no development history in it
(no commit hash, no board serial, no line too long to read)."""

from __future__ import annotations

import fnmatch
import importlib
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from artifact import contract

ROOT = Path(__file__).resolve().parent.parent
MEASUREMENT = ROOT / "docs" / "MEASUREMENT.md"
KB = 1000
MAX_LINE = 300

# (document, at most bytes)
SIZES = [
    ("README.md", 8 * KB),
    ("REPRODUCE.md", 25 * KB),
    ("docs/MEASUREMENT.md", 15 * KB),
    ("tvm_patches/README.md", 12 * KB),
    ("benchmarks/README.md", 10 * KB),
]
# documents that must hold no history (it lives in the generated reference READMEs and the result files)
HISTORY_FREE = ["README.md", "REPRODUCE.md", *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md")),
                "tvm_patches/README.md", "benchmarks/README.md", "CHANGELOG.md"]

HEX_WORD = re.compile(r"(?<![0-9A-Za-z_./-])[0-9a-f]{7,40}(?![0-9A-Za-z_-])")
# "serial ending 1234", "serials ending 1234 and 5678", a 13-digit NVIDIA board serial, a GPU UUID
SERIAL = re.compile(r"\bserials?\s+(?:number\s+)?(?:ending\s+(?:in\s+)?)?\d{3,}|(?<!\d)\d{13}(?!\d)"
                    r"|\bGPU-[0-9a-f]{8}-[0-9a-f]{4}-", re.I)


def _text(doc: str) -> str:
    return (ROOT / doc).read_text(encoding="utf-8")


def _git_commits(words: set[str]) -> set[str] | None:
    """The words that name a commit of this repository; None where git or a full history is missing."""
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        return None
    shallow = subprocess.run([git, "-C", str(ROOT), "rev-parse", "--is-shallow-repository"], capture_output=True,
                             text=True, check=False)
    if shallow.returncode != 0 or shallow.stdout.strip() != "false":
        return None
    ordered = sorted(words)
    out = subprocess.run([git, "-C", str(ROOT), "cat-file", "--batch-check=%(objecttype)"], input="".join(
        w + "\n" for w in ordered), capture_output=True, text=True, check=False)
    if out.returncode != 0:
        return None
    kinds = out.stdout.splitlines()
    assert len(kinds) == len(ordered), out.stdout
    return {w for w, kind in zip(ordered, kinds) if kind == "commit"}


def commit_hashes(text: str) -> list[str]:
    """Hex words of 7-40 characters that are commits of this repository (git), or where git cannot
    tell, every such word with a digit and a letter in it."""
    words = set(HEX_WORD.findall(text))
    commits = _git_commits(words)
    if commits is None:
        commits = {w for w in words if re.search(r"[0-9]", w) and re.search(r"[a-f]", w)}
    return sorted(commits)


# --- sizes -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("doc,limit", SIZES, ids=[d for d, _ in SIZES])
def test_document_size(doc: str, limit: int) -> None:
    size = len((ROOT / doc).read_bytes())
    assert size <= limit, f"{doc} is {size / KB:.1f} KB, at most {limit / KB:g} KB"


# --- no history ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("doc", HISTORY_FREE)
def test_no_commit_hash(doc: str) -> None:
    assert commit_hashes(_text(doc)) == [], f"{doc} names commits; history belongs in records and CHANGELOG.md"


@pytest.mark.parametrize("doc", HISTORY_FREE)
def test_no_board_serial(doc: str) -> None:
    found = [m.group(0) for m in SERIAL.finditer(_text(doc))]
    assert found == [], f"{doc} names boards: {found[:5]}; describe hosts by their specifications"


@pytest.mark.parametrize("doc", HISTORY_FREE)
def test_no_overlong_line(doc: str) -> None:
    long = [(i, len(line)) for i, line in enumerate(_text(doc).splitlines(), 1) if len(line) > MAX_LINE]
    assert long == [], f"{doc}: lines over {MAX_LINE} characters (line, length): {long[:5]}"


# a measured anecdote about a host: "on a 64-CPU host", "a host of four H100", "on an H100", "2.1x faster"
ANECDOTE = re.compile(r"\b\d+-(?:CPU|core)\b|\bhosts? of (?:two|three|four|eight|\d+)\b|\bon an? [AHLV]\d{2,3}\b"
                      r"|\b\d+(?:\.\d+)?x (?:faster|slower)\b|\bran (?:faster|slower)\b|\bmeasured on an?\b", re.I)


def _help_texts() -> dict[str, str]:
    """`artifact --help` and every subcommand's, at any depth: {command: help text}."""
    import click

    from artifact.cli import main

    out: dict[str, str] = {}

    def walk(cmd: click.Command, names: list[str], parent: click.Context | None) -> None:
        with click.Context(cmd, info_name=names[-1], parent=parent, max_content_width=200) as ctx:
            out[" ".join(names)] = cmd.get_help(ctx)
            if isinstance(cmd, click.Group):
                for name in cmd.list_commands(ctx):
                    sub = cmd.get_command(ctx, name)
                    assert sub is not None
                    walk(sub, [*names, name], ctx)

    walk(main, ["artifact"], None)
    return out


def test_no_history_in_any_help_text() -> None:
    helps = _help_texts()
    assert len(helps) > 20 and "artifact tune" in helps and "artifact reference traces" in helps
    found = {cmd: [*commit_hashes(text), *(m.group(0) for m in SERIAL.finditer(text)),
                   *(m.group(0) for m in ANECDOTE.finditer(text))] for cmd, text in helps.items()}
    assert {cmd: f for cmd, f in found.items() if f} == {}, (
        "--help says what an option does and its unit; what was measured once belongs in records")


def test_the_history_checks_see_what_they_look_for() -> None:
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short=7", "HEAD"], capture_output=True, text=True,
                          check=False).stdout.strip() if shutil.which("git") else ""
    commit = head if head and _git_commits({head}) == {head} else "ab12cd3"  # the pattern where git cannot tell
    sample = f"built at `{commit}`, sha256 {'e' * 64}, a facade, 0xFF bytes, 4096x4096, ab12cd"
    assert commit_hashes(sample) == [commit]
    assert [m.group(0) for m in SERIAL.finditer("two boards (serials ending 7094 and 3650), 1652823054321")] == [
        "serials ending 7094", "1652823054321"]
    assert not SERIAL.search("gpu.serial is null where unsupported; 20000 runs")
    assert [m.group(0) for m in ANECDOTE.finditer(
        "on a 64-CPU host of four H100, 2 ran slower than 1; 1.4x faster on an H100; measured on a 2-core host")] == [
        "64-CPU", "host of four", "ran slower", "1.4x faster", "on an H100", "measured on a", "2-core"]
    assert not ANECDOTE.search("its candidates measured on every GPU; sm_90 GPUs (H100, H200); 4 CPUs a GPU")


def test_result_files_named_in_the_method_docs_exist() -> None:
    for doc in ("docs/MEASUREMENT.md", "tvm_patches/README.md"):
        named = set(re.findall(r"`(?:benchmarks/results/)?([\w.-]+\.(?:json|txt|log))`", _text(doc)))
        missing = sorted(n for n in named if not (ROOT / "benchmarks" / "results" / n).is_file())
        assert missing == [], f"{doc} names result files that benchmarks/results/ lacks: {missing}"


READER_DOCS = ["README.md", "REPRODUCE.md", "benchmarks/README.md", "tvm_patches/README.md",
               *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md"))]


def _names_an_object(dotted: str) -> bool:
    """Whether ``artifact.x.y[.attr...]`` is a module of the package, or an attribute of one."""
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for attr in parts[i:]:
            if not hasattr(obj, attr):
                return False
            obj = getattr(obj, attr)
        return True
    return False


@pytest.mark.parametrize("doc", READER_DOCS)
def test_the_modules_and_files_a_document_names_exist(doc: str) -> None:
    text = _text(doc)
    modules = sorted({m for m in re.findall(r"\bartifact(?:\.[A-Za-z_]+)+", text) if not _names_an_object(m)})
    assert modules == [], f"{doc} names modules or objects the package lacks: {modules}"
    # a repository path (not a C++ include such as <cuda/std/cstdint>); globs and placeholders left out
    found = re.findall(r"(?<![<\w/.-])(?:artifact|benchmarks|cuda|data|examples|scripts|tests|tvm_patches)/[\w/.*<>{},-]*",
                       text)
    paths = {p.rstrip(".,") for p in found if not any(c in p for c in "*<>{") and not p.startswith("cuda/std/")}  # libcu++
    files = sorted(p for p in paths if not (ROOT / p).exists() and not (ROOT / doc).parent.joinpath(p).exists())
    assert files == [], f"{doc} names files the repository lacks: {files}"


SECTION_REF = re.compile(r"((?:docs/)?[A-Z]+\.md|tvm_patches/README\.md|benchmarks/results/NOTES\.md),? \"([^\"]+)\"")


def _plain(text: str) -> str:
    return " ".join(text.replace("`", "").replace("*", "").split()).lower()


def test_every_section_a_text_points_to_exists() -> None:
    """`docs/X.md, "Title"` in the documents, docstrings and help texts names a heading (or a bold
    paragraph lead) of that document."""
    texts = [ROOT / d for d in READER_DOCS] + sorted((ROOT / "artifact").rglob("*.py")) + sorted(
        (ROOT / "benchmarks").glob("*.py")) + sorted((ROOT / "examples").glob("*.py")) + sorted(
        (ROOT / "tvm_patches").glob("*.py"))
    missing = []
    for f in texts:
        for m in SECTION_REF.finditer(f.read_text(encoding="utf-8")):
            doc, title = m.group(1), _plain(m.group(2))
            target = ROOT / doc if "/" in doc or not (ROOT / "docs" / doc).is_file() else ROOT / "docs" / doc
            heads = [_plain(line.lstrip("#")) for line in target.read_text(encoding="utf-8").splitlines()
                     if line.startswith(("#", "**"))] if target.is_file() else []
            if not any(title in h for h in heads):
                missing.append(f"{f.relative_to(ROOT)}: {doc}, {m.group(2)!r}")
    assert missing == [], f"references to sections that do not exist: {missing}"


def _benchmark_rows() -> dict[str, list[str]]:
    """benchmarks/README.md's index: {experiment: its result-file patterns}."""
    rows: dict[str, list[str]] = {}
    for line in _text("benchmarks/README.md").splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if line.startswith("| `") and len(cells) == 4:
            rows[cells[0].split("`")[1]] = re.findall(r"`([\w*.-]+)`", cells[3])
    return rows


def test_the_benchmarks_index_names_every_experiment_and_result_file() -> None:
    rows = _benchmark_rows()
    scripts = {p.stem for p in (ROOT / "benchmarks").glob("*.py")} - {"__init__", "harness"}
    assert sorted(scripts - set(rows)) == [], "experiments without a line in benchmarks/README.md"
    results = ROOT / "benchmarks" / "results"
    patterns = [pat for pats in rows.values() for pat in pats]
    empty = [pat for pat in patterns if not any(results.glob(pat))]
    assert empty == [], f"benchmarks/README.md names result files that results/ lacks: {empty}"
    files = {p.name for p in results.iterdir()} - {"NOTES.md"}
    unclaimed = sorted(f for f in files if not any(fnmatch.fnmatch(f, pat) or fnmatch.fnmatch(f, f"*{pat}*")
                                                  for pat in patterns))
    assert unclaimed == [], f"result files no line of benchmarks/README.md names: {unclaimed[:10]}"


# --- docs/MEASUREMENT.md's tables, generated from driver_contract.json -----------------------------------


def test_measurement_tables_are_the_contracts() -> None:
    text = MEASUREMENT.read_text(encoding="utf-8")
    assert contract.render_doc(text) == text, (
        "docs/MEASUREMENT.md's tables differ from driver_contract.json: run "
        "python -m artifact.contract --doc docs/MEASUREMENT.md")


def test_every_setting_and_preset_is_in_the_tables() -> None:
    tables = contract.protocol_table() + contract.presets_table()
    assert [s for s in contract.PROTOCOL if f"| `{s}` |" not in tables] == []
    assert [p for p in contract.PROTOCOL_PRESETS if f"`{p}`" not in contract.presets_table()] == []


def _changed_contract() -> dict:
    changed = {**contract.CONTRACT, "protocol": {k: dict(v) for k, v in contract.CONTRACT["protocol"].items()}}
    changed["protocol"]["window_s"]["default"] = 0.75
    return changed


def test_a_changed_default_changes_the_tables_and_only_them() -> None:
    text = MEASUREMENT.read_text(encoding="utf-8")
    new = contract.render_doc(text, _changed_contract())
    assert new != text and "| `window_s` | 0.75 |" in new
    outside = re.compile(r"<!-- generated: (\w+).*?<!-- end generated: \1 -->", re.S)
    assert outside.sub("", new) == outside.sub("", text)


@pytest.mark.parametrize("broken", [
    "<!-- generated: protocol -->\nno end marker\n",
    "<!-- generated: nonesuch -->\n<!-- end generated: nonesuch -->\n",
])
def test_missing_or_unknown_table_markers_are_refused(broken: str) -> None:
    with pytest.raises(ValueError, match="generated"):
        contract.render_doc(broken)


def test_the_command_checks_and_writes_the_tables(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = tmp_path / "MEASUREMENT.md"
    doc.write_text(contract.render_doc(MEASUREMENT.read_text(encoding="utf-8"), _changed_contract()), encoding="utf-8")
    assert contract.main(["--doc", str(doc), "--check"]) == 1
    assert "python -m artifact.contract --doc" in capsys.readouterr().err
    assert contract.main(["--doc", str(doc)]) == 0
    assert doc.read_text(encoding="utf-8") == MEASUREMENT.read_text(encoding="utf-8")
    assert contract.main(["--doc", str(doc), "--check"]) == 0
    assert contract.main(["--doc", str(tmp_path / "absent.md")]) == 2
