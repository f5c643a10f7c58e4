"""Each package's docstring lists its modules, one line each (``    name    what it does``; a subpackage as
``name/``), and names exactly the modules it holds; pyproject.toml installs every package."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = sorted(p.parent for top in ("artifact", "tvm_patches") for p in (ROOT / top).rglob("__init__.py"))
ROW = re.compile(r"^    ([A-Za-z_]\w*/?) {2,}\S")  # a module's line; a longer indent continues a paragraph


def listed(doc: str) -> list[str]:
    """The module names a docstring's table lists, in order."""
    return [m.group(1) for line in doc.splitlines() if (m := ROW.match(line))]


def modules(package: Path) -> set[str]:
    own = {p.stem for p in package.glob("*.py") if p.name != "__init__.py"}
    return own | {f"{d.name}/" for d in package.iterdir() if (d / "__init__.py").is_file()}


@pytest.mark.parametrize("package", PACKAGES, ids=[p.relative_to(ROOT).as_posix() for p in PACKAGES])
def test_the_docstring_names_exactly_the_packages_modules(package: Path) -> None:
    doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text(encoding="utf-8")), clean=False) or ""
    names = listed(doc)
    assert len(names) == len(set(names)), f"{package.name}: a module listed twice: {names}"
    assert set(names) == modules(package), (f"{package.relative_to(ROOT)}: not listed {sorted(modules(package) - set(names))}, "
                                            f"listed but absent {sorted(set(names) - modules(package))}")


def test_the_table_is_read_line_by_line() -> None:
    doc = "Title.\n\n    one      a module\n    sub/     a subpackage\n             its second line\n  not: a row\n"
    assert listed(doc) == ["one", "sub/"]


def test_pyproject_installs_every_package() -> None:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    installed = set(config["tool"]["setuptools"]["packages"])
    assert installed == {p.relative_to(ROOT).as_posix().replace("/", ".") for p in PACKAGES}
