"""The LLM kernel-trace reference in one command on one GPU, within a time budget (default 8.5 minutes).

Three runs (docs/SCHEMAS.md, "Kernel trace runs"; random weights from the configurations, fp16):
BLOOM-560M prefill of 512 tokens, BLOOM-560M decode of 32 tokens after a 128-token prompt, Vicuna-7B
prefill of 512 tokens. In four phases, so that every run gets its report whatever the budget:

  A. per run: profile (torch.profiler trace, unique kernels) and the whole inference measured, eager
     and as one CUDA graph (artifact trace profile, whole);
  B. measured replays: what is left of the budget (less C's and D's reserve) shared among the runs,
     each run's share carried to the next where unspent; in each run the unique kernels in order of
     total traced time, one measured point each, while the share lasts (a point's cost is estimated
     from the points so far, a few seconds each);
  C. the kernels left are verified only (run and profiled, ~1 s each: the mismatch count covers them)
     while time is left;
  D. per run the report (artifact trace report), then <out>/traces/manifest.json: the commit, the
     versions, the GPU, the budget and the seconds of each phase, and per run the replay counts,
     coverage, mismatches and whole against predicted.

<out>/traces/ is shaped for shipping as data/reference/<gpu>/traces/. Needs torch with CUDA and
transformers; changes no GPU setting.

    artifact reference traces [--out build/trace-full] [--budget-s 510] [--run bloom-560m:prefill:512 ...]
"""

from __future__ import annotations

import datetime as _dt
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import click

from ..cli_common import POSITIVE_S, handle_errors
from ..errors import ArtifactError
from ..layout import StudyDirs
from ..schema.base import read_dict, write
from ..schema.trace_manifests import TracesManifest
from ..schema.trace_reports import GpuEnergyReport
from ..source import in_checkout
from .opcall import Skip, plan_call
from .profile import ProfileSettings
from .run import (
    TRACES_DIR,
    VARIANTS,
    ProfileFn,
    ReplayFn,
    RunInfo,
    WholeFn,
    profile_run,
    read_kernels,
    replay_run,
    whole_run,
)

OUT_PARTS = ("build", "trace-full")  # the default results directory, in the checkout (else here)
DEFAULT_OUT = in_checkout(*OUT_PARTS) or Path(*OUT_PARTS)
BUDGET_S = 510.0  # the default wall-time budget of a call
ROTATE_TOP = 4  # per run, the longest kernels measured again with rotated inputs
RUNS = (
    ProfileSettings("bloom-560m", "prefill", 512),
    ProfileSettings("bloom-560m", "decode", 128, 32),
    ProfileSettings("vicuna-7b", "prefill", 512),
)
POINT_S = 6.0  # a measured replay before any was timed: verification and one point of the protocol
VERIFY_S = 1.0  # a verified-only replay
REPORT_S = 8.0  # one run's report (the decode's Gantt chart draws ~20,000 activities)


@dataclass
class Gpu:
    """The GPU work, passed in (the torch paths by default; fakes in the tests)."""

    profile: ProfileFn | None  # None: artifact.traces.profile.profile_model
    measured: Callable[[RunInfo], ReplayFn]
    verify_only: Callable[[RunInfo], ReplayFn]
    whole: Callable[[RunInfo], WholeFn]
    report: Callable[[Path], Any]
    release: Callable[[], None]  # give back the GPU memory of a run's models
    describe: Callable[[], dict[str, Any]]  # the GPU and versions, for the manifest
    rotated: Callable[[RunInfo], ReplayFn] | None = None  # measured with rotated inputs (replay l2 "rotate")


@dataclass
class Clock:
    budget_s: float
    now: Callable[[], float] = time.monotonic
    start: float = field(default=0.0)

    def __post_init__(self) -> None:
        self.start = self.now()

    def left_s(self) -> float:
        return self.budget_s - (self.now() - self.start)


def parse_run(text: str) -> ProfileSettings:
    """``model:stage:prompt[:decoded]`` -> settings (decode: 32 tokens unless given)."""
    parts = text.split(":")
    if len(parts) not in (3, 4) or not parts[2].isdigit() or (len(parts) == 4 and not parts[3].isdigit()):
        raise ArtifactError(f"a run is model:stage:prompt_tokens[:decode_tokens], got {text!r}")
    decode = int(parts[3]) if len(parts) == 4 else (32 if parts[1] == "decode" else 0)
    settings = ProfileSettings(parts[0], parts[1], int(parts[2]), decode)
    settings.check()
    return settings


def replayable(info: RunInfo) -> int:
    """How many of the run's unique kernels have a call plan (each one costs a point)."""
    return sum(1 for e in read_kernels(info.dirs.kernels) if not isinstance(plan_call(e), Skip))


@dataclass
class _Counted:
    """A replay function that counts its calls."""

    fn: ReplayFn
    calls: int = 0

    def __call__(self, entry: dict[str, Any], plan: Any) -> Any:
        self.calls += 1
        return self.fn(entry, plan)


def _spent(clock: Clock, next_s: float, keep_s: float) -> bool:
    """Whether one more step of ``next_s`` would leave less than ``keep_s`` of the budget."""
    return clock.left_s() - next_s < keep_s


def run_all(out: Path, runs: Sequence[ProfileSettings], clock: Clock, gpu: Gpu,
            echo: Callable[[str], None] = print, rotate_top: int = 0) -> dict[str, Any]:
    """Phases A to D (module description); returns the manifest, also written to <out>/traces/manifest.json."""
    seconds: dict[str, dict[str, float]] = {}
    infos: list[RunInfo] = []

    def timed(run: str, phase: str, fn: Callable[[], Any]) -> Any:
        t0 = clock.now()
        try:
            return fn()
        finally:
            seconds.setdefault(run, {})[phase] = round(clock.now() - t0, 1)

    for settings in runs:  # A
        name = settings.trace_name().removesuffix(".trace.json")
        echo(f"[A] {name}: profile, whole ({clock.left_s():.0f} s left)")
        info = timed(name, "profile", partial(profile_run, settings, out, profile=gpu.profile, echo=echo))
        timed(name, "whole", partial(whole_run, info.dirs.root, VARIANTS, whole_fn=gpu.whole(info), echo=echo))
        gpu.release()
        infos.append(info)

    reserve_s = REPORT_S * len(infos)
    rotate = rotate_top if gpu.rotated is not None else 0
    rotate_s = rotate * POINT_S * len(infos)  # B2's share, kept out of B's
    point_s, points, spent_s = POINT_S, 0, 0.0
    for k, info in enumerate(infos):  # B
        share_s = (clock.left_s() - reserve_s - rotate_s) / (len(infos) - k)
        run_end_s = clock.left_s() - share_s  # what must still be left when this run's share is spent
        name = info.dirs.root.name
        echo(f"[B] {name}: {replayable(info)} kernels with a call plan; {max(share_s, 0):.0f} s for measured points "
             f"(~{point_s:.1f} s each)")
        counted = _Counted(gpu.measured(info))
        t0 = clock.now()
        timed(name, "replay", partial(replay_run, info.dirs.root, replay_fn=counted, echo=echo,
                                      until=partial(_spent, clock, point_s, run_end_s)))
        gpu.release()
        if counted.calls:
            points += counted.calls
            spent_s += clock.now() - t0
            point_s = spent_s / points

    for info in infos:  # B2: the longest kernels again with rotated inputs (L2 cold), beside the hot ones
        if not rotate or gpu.rotated is None:
            break
        name = info.dirs.root.name
        echo(f"[B2] {name}: the {rotate} longest kernels with rotated inputs ({clock.left_s():.0f} s left)")
        timed(name, "replay_rotate", partial(replay_run, info.dirs.root, top=rotate, replay_fn=gpu.rotated(info),
                                             echo=echo, l2="rotate", until=partial(_spent, clock, point_s, reserve_s)))
        gpu.release()

    for info in infos:  # C
        name = info.dirs.root.name
        echo(f"[C] {name}: the kernels left, verified only ({clock.left_s():.0f} s left)")
        timed(name, "verify", partial(replay_run, info.dirs.root, replay_fn=gpu.verify_only(info), echo=echo,
                                      until=partial(_spent, clock, VERIFY_S, reserve_s)))
        gpu.release()

    manifest_runs = []
    for info in infos:  # D
        timed(info.dirs.root.name, "report", partial(gpu.report, info.dirs.root))
        manifest_runs.append(run_summary(info))
    manifest = {
        "created": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "command": sys.argv,
        **gpu.describe(),
        "budget_s": clock.budget_s,
        "seconds": {"total": round(clock.now() - clock.start, 1), "runs": seconds},
        "point_s_mean": round(point_s, 2) if points else None,
        "runs": manifest_runs,
    }
    write(StudyDirs(out / TRACES_DIR).manifest, TracesManifest.from_plain(manifest))
    return manifest


def run_summary(info: RunInfo) -> dict[str, Any]:
    """One run of the manifest: settings, replay counts, coverage, whole against predicted."""
    report = read_dict(GpuEnergyReport, info.dirs.energy_report)
    t = report["totals"]
    whole = {v: {k: w.get(k) for k in ("status", "reason", "energy_mj", "time_ms", "predicted_mj",
                                          "predicted_over_measured", "predicted_rotate_mj",
                                          "predicted_rotate_over_measured", "predicted_trace_gaps_mj")}
             for v, w in report["whole"].items()}
    return {"run": info.dirs.root.name, "settings": asdict(info.settings), "versions": info.data.get("versions"),
            "attention": info.data.get("attention"), "unique_kernels": t["unique_kernels"],
            "coverage": t["coverage"], "replay": report["replay"], "whole": whole}


def torch_gpu(device: int = 0) -> Gpu:
    """The GPU paths: artifact's replay, whole and report with torch on ``device``."""
    import gc

    import torch

    from ..gpu import gpu_info
    from ..source import git
    from .replay import replay
    from .report import write_report
    from .run import default_replay, default_whole

    def verify_only(info: RunInfo) -> ReplayFn:
        return lambda entry, plan: replay(entry, plan, None, device=info.settings.device)

    def release() -> None:
        gc.collect()
        torch.cuda.empty_cache()

    def describe() -> dict[str, Any]:
        import transformers

        return {"git_commit": git("rev-parse", "HEAD") or None, "git_dirty": bool(git("status", "--porcelain")),
                "python": sys.version.split()[0],
                "versions": {"torch": str(torch.__version__), "transformers": str(transformers.__version__),
                             "cuda": str(torch.version.cuda)},
                "gpu": asdict(gpu_info(device))}

    return Gpu(None, default_replay, verify_only, default_whole, write_report, release, describe,
               rotated=partial(default_replay, l2="rotate"))


def main(out: Path, runs: Sequence[ProfileSettings], budget_s: float, rotate_top: int) -> int:
    """`artifact reference traces`: phases A to D on this GPU, then one line per run; returns the exit status."""
    manifest = run_all(out, runs, Clock(budget_s), torch_gpu(), rotate_top=rotate_top)
    for r in manifest["runs"]:
        rep = r["replay"]
        line = (f"{r['run']}: {r['unique_kernels']} unique, measured {rep['measured']}, verified only "
                f"{rep['verified_only']}, skipped {rep['skipped']}, failed {rep['failed']}, not replayed "
                f"{rep['not_replayed']}, mismatches {rep['mismatches']}; coverage {100 * (r['coverage'] or 0):.1f} %")
        print(line)
        for variant, w in r["whole"].items():
            ratio = w["predicted_over_measured"]
            rot = w.get("predicted_rotate_over_measured")
            print(f"  {variant}: " + (f"measured {w['energy_mj']:.1f} mJ, predicted {w['predicted_mj'] or 0:.1f} mJ"
                                       f" ({ratio:.3f})" + (f", with rotated inputs {rot:.3f}" if rot else "")
                                       if w["energy_mj"] is not None and ratio is not None
                                       else f"{w['status']}: {w['reason']}"))
    print(f"seconds {manifest['seconds']['total']} of {manifest['budget_s']}; {out / TRACES_DIR}")
    return 0


@click.command("traces")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help=f"Results directory; the runs go to OUT/traces/ (default {'/'.join(OUT_PARTS)} in the checkout).")
@click.option("--budget-s", type=POSITIVE_S, default=None, help=f"Wall-time seconds of the call (default {BUDGET_S:g}).")
@click.option("--run", "runs", multiple=True, metavar="MODEL:STAGE:PROMPT[:DECODE]",
              help="A run, e.g. bloom-560m:decode:128:32; repeatable (default: the three reference runs).")
@click.option("--rotate-top", type=click.IntRange(min=0), default=None,
              help=f"Per run, the N longest kernels measured again with rotated inputs, L2 cold (default {ROTATE_TOP}; 0: none).")
@handle_errors
def cli_command(out: Path | None, budget_s: float | None, runs: tuple[str, ...], rotate_top: int | None) -> None:
    """The LLM kernel-trace reference on one GPU: BLOOM-560M prefill and decode, Vicuna-7B prefill.

    \b
    Runs:   per run the profile and the whole inference (eager and one CUDA graph), the unique kernels
            replayed and measured while the budget lasts, the rest verified only, then the reports.
            Needs torch with CUDA and transformers; changes no GPU setting.
    Reads:  the models' configurations (random weights, fp16).
    Writes: <out>/traces/<run>/ (as `artifact trace run`), <out>/traces/manifest.json; shaped as
            data/reference/<gpu>/traces/.
    """
    settings = [parse_run(r) for r in runs] or list(RUNS)
    rc = main(out or DEFAULT_OUT, settings, budget_s or BUDGET_S, ROTATE_TOP if rotate_top is None else rotate_top)
    if rc:
        sys.exit(rc)
