"""`artifact reference`: the commands that make the studies' shipped references (data/reference/<gpu>/fourway,
pipelines, traces, traces-tp), each in calls of a bounded length that resume where the last stopped, and
`pages`, which writes the shipped runs' pages, READMEs and index again from their records.

Each command is its module's ``cli_command`` (artifact/fourway/reference.py, artifact/layers/reference.py,
artifact/traces/reference.py, artifact/tp/reference.py, artifact/cli_pages.py); this group imports one only
when it is named, so that `artifact --help` stays quick.
"""

from __future__ import annotations

import importlib
from typing import Any

import click

COMMANDS = {"fourway": "artifact.fourway.reference", "pipelines": "artifact.layers.reference",
            "traces": "artifact.traces.reference", "tp": "artifact.tp.reference", "pages": "artifact.cli_pages"}


class LazyGroup(click.Group):
    """A group whose commands are imported from their modules when named (or listed)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        command: Any = importlib.import_module(COMMANDS[cmd_name]).cli_command
        return command  # type: ignore[no-any-return]


@click.group("reference", cls=LazyGroup)
def reference() -> None:
    """Make the studies' shipped references: data/reference/<gpu>/fourway, pipelines, traces, traces-tp.

    Each command spends at most --budget-s seconds a call and is run again until it says it is done;
    a call resumes from what the earlier ones wrote. The result is shipped with
    `python -m artifact.results.shipping`.
    """
