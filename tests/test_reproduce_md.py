"""README.md and REPRODUCE.md run as written: every command of their fenced shell blocks is checked
here. A `make` command's targets exist and `make -n` accepts it with its variables; an `artifact`
command names a command that exists and click's parser accepts its options and values; every CASE /
CATALOG / --case / --shape resolves; every repository file and Python module a command names exists.
A command of any other program fails the test until it is given a check here."""

from __future__ import annotations

import importlib.util
import os
import re
import shlex
import subprocess
from pathlib import Path

import click
import pytest

from artifact.catalog import catalog_names, parse_shape, resolve_case

ROOT = Path(__file__).resolve().parent.parent
DOCS = ("README.md", "REPRODUCE.md")
# the repository's own folders: a path in one of them must exist (results/, build/ are made by the commands)
REPO_DIRS = ("artifact", "benchmarks", "cuda", "data", "docs", "examples", "scripts", "tests", "tvm_patches")
PYTHONS = ("python", "python3", ".venv/bin/python")
OTHER = ("git", "cd", "visudo", "sha256sum")  # system commands whose arguments name no repository file


def _commands() -> list[tuple[str, str]]:
    out = []
    for doc in DOCS:
        text = (ROOT / doc).read_text(encoding="utf-8")
        for block in re.findall(r"^```(?:bash|sh)\n(.*?)^```", text, re.S | re.M):
            for line in block.splitlines():
                line = line.split(" #", 1)[0].strip()
                for part in re.split(r"&&|\|\||;", line):
                    if part.strip():
                        out.append((doc, part.strip()))
    return out


COMMANDS = _commands()


def _repo_paths(words: list[str]) -> list[str]:
    """The words (or the values of VAR=value and --opt=value words) that are paths in the repository's folders."""
    values = [w.split("=", 1)[1] if re.match(r"^(--)?[\w-]+=", w) else w for w in words]
    return [v for v in values if "/" in v and v.split("/", 1)[0] in REPO_DIRS]


def _make_targets() -> set[str]:
    """The Makefile's phony targets: every target a reader runs (a file's name is not one)."""
    text = (ROOT / "Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    return {t for line in re.findall(r"^\.PHONY:(.*)$", text, re.M) for t in line.split()}


def _check_make(words: list[str]) -> None:
    targets = [w for w in words[1:] if "=" not in w and not w.startswith("-")]
    variables = dict(w.split("=", 1) for w in words[1:] if "=" in w and not w.startswith("-"))
    assert targets, "a make command of the docs names its target"
    unknown = [t for t in targets if t not in _make_targets()]
    assert unknown == [], f"no make target {unknown}"
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARTIFACT_") and k not in ("MAKEFLAGS", "MFLAGS")}
    r = subprocess.run(["make", "-n", *words[1:]], cwd=ROOT, capture_output=True, text=True, env=env, check=False)
    assert r.returncode == 0, r.stderr.strip()
    catalog = variables.get("CATALOG", "default")
    assert catalog in catalog_names(), f"no catalog {catalog}"
    for case in filter(None, variables.get("CASE", "").split(",")):
        resolve_case(case, catalog)  # raises with the ids it knows


def _check_artifact(words: list[str]) -> None:
    from artifact.cli import main

    cmd: click.Command = main
    names = ["artifact"]
    args = words[1:]
    ctx = click.Context(main, info_name="artifact")
    while isinstance(cmd, click.Group):
        assert args and not args[0].startswith("-"), f"`{' '.join(names)}` needs a command"
        sub = cmd.get_command(ctx, args[0])
        assert sub is not None, f"`{' '.join(names)}` has no command {args[0]}"
        names.append(args[0])
        args = args[1:]
        cmd = sub
        ctx = click.Context(cmd, info_name=names[-1], parent=ctx)
    try:
        with cmd.make_context(names[-1], list(args), parent=ctx.parent) as parsed:
            params = dict(parsed.params)
    except click.exceptions.Exit:  # an eager option such as --list-profiles: parsed, printed, done
        return
    except click.UsageError as exc:
        raise AssertionError(f"`{' '.join(names)}` refuses it: {exc.format_message()}") from exc
    by_option = {opt: params.get(p.name) for p in cmd.params for opt in p.opts}
    catalog = by_option.get("--catalog") or "default"
    cases = by_option.get("--case") or ()
    for case in [cases] if isinstance(cases, str) else cases:
        for one in str(case).split(","):
            resolve_case(one, catalog)
    shapes = by_option.get("--shape") or ()
    for shape in [shapes] if isinstance(shapes, str) else shapes:
        parse_shape(shape)


def _check_python(words: list[str]) -> None:
    if "-m" in words:
        module = words[words.index("-m") + 1]
        assert importlib.util.find_spec(module) is not None, f"no module {module}"
    else:
        script = next(w for w in words[1:] if not w.startswith("-"))
        assert (ROOT / script).is_file(), f"no script {script}"


def check_command(command: str) -> None:
    words = shlex.split(command)
    if words[0] == "sudo":
        words = words[1:]
    missing = [p for p in _repo_paths(words) if not (ROOT / p).exists()]
    assert missing == [], f"names what the repository lacks: {missing}"
    if words[0] == "make":
        _check_make(words)
    elif words[0] == "artifact":
        _check_artifact(words)
    elif words[0] in PYTHONS or words[0] == "torchrun":
        _check_python(words)
    elif words[0] == "install":
        assert any((ROOT / w).is_file() for w in words[1:]), "installs no file of the repository"
    else:
        assert words[0] in OTHER, f"{words[0]}: no check for this program's commands (tests/test_reproduce_md.py)"


def test_the_docs_have_commands():
    assert sum(1 for _, c in COMMANDS if c.startswith("make ")) >= 10
    assert sum(1 for _, c in COMMANDS if c.startswith("artifact ")) >= 4
    assert {doc for doc, _ in COMMANDS} == set(DOCS)


@pytest.mark.parametrize("doc,command", COMMANDS, ids=[f"{d}: {c}" for d, c in COMMANDS])
def test_each_command_resolves(doc, command):
    try:
        check_command(command)
    except (AssertionError, Exception) as exc:  # an ArtifactError of an unknown case says which
        raise AssertionError(f"{doc}: {command}: {exc}") from exc


@pytest.mark.parametrize("command,found", [
    ("make tune CASE=2", None),
    ("make tunes CASE=2", "make"),
    ("make tune CASE=99", "99"),
    ("make tune CATALOG=resnet51", "resnet51"),
    ("make compare REFERENCE=data/reference/no-such-gpu", "lacks"),
    ("make remeasure --reference data/reference", "make"),
    ("artifact tune --case 2 --trials 10", None),
    ("artifact tune --list-profiles", None),
    ("artifact tune --case 2 --trials ten", "trials"),
    ("artifact tune --no-such-option", "no-such-option"),
    ("artifact reference nonesuch", "nonesuch"),
    ("artifact reference", "needs a command"),
    ("artifact tune --shape gemm:M=1", "gemm"),
    ("artifact layers --pipeline resnet50 --dtype fp8", "fp8"),
    ("artifact trace run --config examples/models/none.json", "lacks"),
    (".venv/bin/python -m benchmarks.driver_check", None),
    ("python -m benchmarks.no_such_bench", "no module"),
    ("python scripts/none.py", "lacks"),
    ("make data/reference", "no make target"),
    ("curl https://example.org", "no check"),
])
def test_the_check_catches_what_it_looks_for(command, found):
    if found is None:
        check_command(command)
    else:
        with pytest.raises(Exception, match=re.escape(found)):
            check_command(command)
