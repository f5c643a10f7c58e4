"""artifact/layout.py is the only code that spells a path of a results directory: no other module of
the package joins one of its names (``results / "analysis"``, ``case_dir / "selection.json"``)."""

from __future__ import annotations

import ast
from pathlib import Path

from artifact import layout

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "artifact"
LAYOUT = PKG / "layout.py"
# joins of a layout name that are no results path, with the reason
NOT_RESULTS = {("artifact/results/compare.py", "reference"): "the repository's data/reference, not export/reference"}


def _layout_names() -> set[str]:
    """Every file or directory name layout.py spells: its string constants and the literal operands
    of its own path joins (docstrings and glob patterns left out)."""
    tree = ast.parse(LAYOUT.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            names.add(node.value.value)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            if isinstance(node.right, ast.Constant) and isinstance(node.right.value, str):
                names.add(node.right.value)
    return {n for n in names if n and "*" not in n and " " not in n and not n.startswith(".")}


def stray_joins(source: str, names: set[str]) -> list[tuple[int, str]]:
    """(line, name) of each ``x / "<name>"`` (or an f-string made only of a name and fields, such as
    ``f"{x}/selection.json"``) in ``source`` where ``<name>`` is one of ``names``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div)):
            continue
        for side in (node.left, node.right):
            if isinstance(side, ast.Constant) and isinstance(side.value, str):
                parts = [side.value]
            elif isinstance(side, ast.JoinedStr):
                parts = [v.value for v in side.values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
            else:
                continue
            for part in parts:
                hit = next((n for n in part.split("/") if n in names), None)
                if hit:
                    found.append((node.lineno, hit))
    return sorted(found)


def test_layout_spells_the_names_it_owns():
    names = _layout_names()
    assert {"analysis", "selection.json", "tune", "export", "measure", "report", "figures", "case.json",
            "runs.json", "kernel.json", "export.json", "manifest.json", "run.json", "pipeline.json"} <= names
    assert layout.SUMS_FILE == "SHA256SUMS" and layout.SUMS_FILE not in names  # named by artifact.digest
    assert layout.CaseDirs(Path("r")).record("700W", "r0001") == Path("r/measure/700W/r0001.json")


def test_no_module_but_layout_joins_a_results_path():
    names = _layout_names()
    stray = []
    for path in sorted(PKG.rglob("*.py")):
        if path == LAYOUT:
            continue
        rel = path.relative_to(ROOT).as_posix()
        for line, name in stray_joins(path.read_text(encoding="utf-8"), names):
            if (rel, name) not in NOT_RESULTS:
                stray.append(f"{rel}:{line}: joins {name!r} (use artifact.layout)")
    assert not stray, "\n".join(stray)


def test_the_scan_finds_a_stray_join():
    names = _layout_names()
    src = ('from pathlib import Path\n'
           'def f(results: Path, case: str) -> Path:\n'
           '    a = results / "analysis" / "x.csv"\n'
           '    b = results / case / "selection.json"\n'
           '    return a / f"{case}/export" / "plot.png"\n')
    assert stray_joins(src, names) == [(3, "analysis"), (4, "selection.json"), (5, "export")]
    assert stray_joins('p = out / "kernels.csv" / f"{k}.json"\n', names) == []
