"""What every command module of the command line shares: its error handling, output and common options.

artifact.cli (the `artifact` group and the pipeline's commands) and the command modules it registers
(cli_layers, cli_trace, cli_cutlass) import these; this module imports none of them (LazyGroup imports
the module of a command its group names, when the command is used).
"""

from __future__ import annotations

import contextlib
import functools
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import click

from .errors import ArtifactError, interrupt_exit_code

if TYPE_CHECKING:
    from .catalog import Case

RESULTS_HELP = "Results directory (env ARTIFACT_RESULTS; default: results)."
POSITIVE_S = click.FloatRange(min=0, min_open=True)  # a number of seconds > 0


def _echo(msg: str) -> None:
    click.echo(msg)
    sys.stdout.flush()


def report_run_or_folder(run_dir: Path, folder_runs: list[Path], write_report: Callable[[Path], list[Path]],
                         write_folder_page: Callable[[Path], Path], print_totals: Callable[[Path], None]) -> None:
    """`trace report` and `tp report`: the run's report files and totals, or, where ``run_dir`` is a folder of
    runs (``folder_runs``, empty for one run), each run's report, then the folder's page."""
    if folder_runs:
        for run in folder_runs:
            write_report(run)
            _echo(f"reported {run}")
        _echo(f"wrote {write_folder_page(run_dir)}")
        return
    for path in write_report(run_dir):
        _echo(f"wrote {path}")
    print_totals(run_dir)


def handle_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """ArtifactError -> one ``error:`` line; Ctrl-C, SIGTERM, SIGHUP -> one ``interrupted:`` line and the
    shell's status for that signal, 130, 143 or 129, whichever phase it lands in.
    An OSError that no check foresaw (disk full, a file that vanished) is still one line."""
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        from .measure.caphelper import signals_interrupt

        try:
            with signals_interrupt():
                return fn(*args, **kwargs)
        except ArtifactError as exc:
            click.echo(f"error: {' '.join(str(exc).split())}", err=True)
            sys.exit(exc.exit_code)
        except KeyboardInterrupt as exc:
            click.echo("interrupted: what was finished is kept; rerun the same command to continue", err=True)
            sys.exit(interrupt_exit_code(exc))
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            click.echo(f"error: {where}{exc.strerror or exc}", err=True)
            sys.exit(2)

    return wrapper


@contextlib.contextmanager
def results_writer(results: Path, doing: str = "writing") -> Iterator[None]:
    """A phase that changes files of ``results`` (select, export): its lock held exclusively (one such run
    at a time, none beside measure or analyze), and its SHA256SUMS verified, then dropped (stale
    once the phase writes; analyze writes it again)."""
    from . import runlock
    from .digest import open_for_writing
    from .validate import check_output_dir

    check_output_dir(results, "results directory")
    with runlock.hold([runlock.results_key(results)], echo=_echo):
        if results.is_dir():
            open_for_writing(results, doing)
        yield


def wait_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--wait", is_flag=True, envvar="ARTIFACT_WAIT",
                        help="If another run holds the GPU or the results directory, wait for it instead of "
                             "stopping with a message naming it (env ARTIFACT_WAIT=1).")(fn)


class OneLineUsageError(click.ClickException):
    """A bad option value, shown as one ``error:`` line (not click's usage block)."""

    exit_code = 2

    def show(self, file: Any = None) -> None:
        click.echo(f"error: {' '.join(self.format_message().split())}", err=True)


class ArtifactGroup(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            name = exc.ctx.command_path if exc.ctx is not None else "artifact"
            raise OneLineUsageError(f"{name}: {exc.format_message()} (see `{name} --help`)") from exc


class LazyGroup(ArtifactGroup):
    """An :class:`ArtifactGroup` whose ``lazy`` commands (name -> "module:attribute") are imported when named
    or listed, so that a command's process imports the modules of that command and not every study's."""

    def __init__(self, *args: Any, lazy: dict[str, str] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy = dict(lazy or {})

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.commands, *self.lazy})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.lazy:
            import importlib

            module, _, attribute = self.lazy[cmd_name].partition(":")
            self.add_command(getattr(importlib.import_module(module), attribute), cmd_name)
        return self.commands.get(cmd_name)

    def resolve_command(self, ctx: click.Context, args: list[str]) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0]
        if not name.startswith("-") and not ctx.resilient_parsing and self.get_command(ctx, name) is None:
            # click's "Did you mean" takes its candidates from the commands imported so far: give it them all
            raise click.exceptions.NoSuchCommand(name, possibilities=self.list_commands(ctx), ctx=ctx)
        return super().resolve_command(ctx, args)


def results_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--results", "results", type=click.Path(file_okay=False, path_type=Path),
                        default=lambda: os.environ.get("ARTIFACT_RESULTS") or "results", show_default="results",
                        help=RESULTS_HELP)(fn)


def gpu_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--gpu", type=click.IntRange(0, 255), default=0, show_default=True, envvar="ARTIFACT_GPU",
                        help="GPU index (NVML numbering; env ARTIFACT_GPU).")(fn)


def parse_gpus(text: str | None) -> tuple[int, ...]:
    """``--gpus 0,1,3``: distinct GPU indices (NVML numbering); empty or None: none given."""
    if text is None or not text.strip():
        return ()
    try:
        gpus = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise ArtifactError(f"--gpus must be comma-separated GPU indices such as 0,1, got {text!r}") from None
    if any(not 0 <= g <= 255 for g in gpus) or len(set(gpus)) != len(gpus):
        raise ArtifactError(f"--gpus must be distinct GPU indices 0..255, got {text!r}")
    return gpus


def gpus_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """--gpus 0,1,...  and --mixed-gpus: several GPUs of one host."""
    fn = click.option("--mixed-gpus", is_flag=True,
                      help="With --gpus: allow GPUs of different models (refused by default).")(fn)
    return click.option("--gpus", "gpus", default=None, metavar="0,1,...", envvar="ARTIFACT_GPUS",
                        help="Several GPUs of this host (NVML indices, env ARTIFACT_GPUS, as make's GPUS=); "
                             "replaces --gpu.")(fn)


def case_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """--case/--catalog/--shape/--all/--test-mode: which cases a command works on."""
    opts = [
        click.option("--case", "cases", multiple=True, metavar="CASE", envvar="ARTIFACT_CASE",
                     help="Case number or id: 2, case2, or with --catalog resnet50: conv1. Repeatable, or "
                          "comma-separated (env ARTIFACT_CASE, as make's CASE=).",),
        click.option("--catalog", default="default", show_default=True, envvar="ARTIFACT_CATALOG",
                     help="Catalog for --case/--all: default (case1..case7), resnet50, resnet50-fp16, yolov3, gemm."),
        click.option("--shape", "shapes", multiple=True, metavar="SPEC",
                     help="Ad-hoc case, e.g. conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1 "
                          "or gemm:M=1024,N=2048,K=3072,layout=NT. Repeatable."),
        click.option("--all", "all_cases", is_flag=True, help="Every case of --catalog."),
        click.option("--test-mode", is_flag=True,
                     help="Test mode: the first and last default case (100 trials, keep the top 2)."),
    ]
    for opt in reversed(opts):
        fn = opt(fn)
    return fn


def _cases(cases: tuple[str, ...], catalog: str, shapes: tuple[str, ...], all_cases: bool,
           test_mode: bool) -> list[Case]:
    from .catalog import select_cases

    return select_cases(cases, catalog, shapes, test_mode, all_cases)
