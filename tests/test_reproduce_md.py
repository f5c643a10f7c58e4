"""REPRODUCE.md runs as written: every `make` and `artifact` command of its shell blocks names a target
or subcommand that exists, and every CASE / CATALOG it names resolves."""

from __future__ import annotations

import re
import shlex
import subprocess
from pathlib import Path

import pytest

from artifact.catalog import catalog_names, resolve_case

ROOT = Path(__file__).resolve().parent.parent
DOCS = ("REPRODUCE.md", "README.md")


def _commands() -> list[tuple[str, str]]:
    out = []
    for doc in DOCS:
        text = (ROOT / doc).read_text(encoding="utf-8")
        for block in re.findall(r"```bash\n(.*?)```", text, re.S):
            for line in block.splitlines():
                line = line.split("#", 1)[0].strip()
                for part in re.split(r"&&|\|\||;", line):
                    words = shlex.split(part)
                    if words and words[0] in ("make", "artifact"):
                        out.append((doc, part.strip()))
    return out


COMMANDS = _commands()


def test_the_docs_have_commands():
    assert sum(1 for _, c in COMMANDS if c.startswith("make ")) >= 10


@pytest.mark.parametrize("doc,command", COMMANDS, ids=[c for _, c in COMMANDS])
def test_each_command_resolves(doc, command):
    words = shlex.split(command)
    if words[0] == "make":
        targets = [w for w in words[1:] if "=" not in w and not w.startswith("-")]
        variables = dict(w.split("=", 1) for w in words[1:] if "=" in w)
        r = subprocess.run(["make", "-n", *targets], cwd=ROOT, capture_output=True, text=True)
        assert "No rule to make target" not in r.stderr, f"{doc}: {command}: {r.stderr.strip()}"
        catalog = variables.get("CATALOG", "default")
        assert catalog in catalog_names(), f"{doc}: {command}: no catalog {catalog}"
        for case in filter(None, variables.get("CASE", "").split(",")):
            resolve_case(case, catalog)  # raises with the ids it knows
    else:
        from click.testing import CliRunner

        from artifact.cli import main

        r = CliRunner().invoke(main, [words[1], "--help"])
        assert r.exit_code == 0, f"{doc}: {command}: {r.output}"
