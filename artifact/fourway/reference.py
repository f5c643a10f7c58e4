"""The four-way fp16 GEMM table (template / wgmma / auto / CUTLASS / vendor) on this GPU, in time-bounded calls.

For each case (default: three NN and three NT fp16 GEMMs, below) the steps, in this order:

  sweep             artifact cutlass sweep            CUTLASS configurations compiled (CPU only)
  tune:auto         artifact tune                     MetaSchedule's tensor-core space, --trials, --tune-s
  tune:template     artifact tune --space template    the template's knobs, same budget, same seed
  tune:wgmma        artifact tune --space wgmma       the sm_90 wgmma/TMA GEMM's knobs (TIRx), same budget
                                                      and seed; its space is small, so it usually ends early
  pick:auto         artifact select --top 1 (checked) + artifact export
  pick:template     the same under <results>/template
  pick:wgmma        the same under <results>/wgmma
  measure:auto      artifact measure --caps current   the best auto kernel and cuBLAS fp16 (the vendor)
  measure:template  artifact measure --no-baselines   the best template kernel
  measure:wgmma     artifact measure --no-baselines   the best wgmma kernel (under <results>/wgmma)
  measure:cutlass   artifact cutlass measure --no-baselines (then its pick)

each measure step after `artifact build` (the driver; make does nothing when it is current), and at
the end of every call `artifact cutlass table` (analysis/fourway/: CSV and figure, SHA256SUMS).
The sources of a case are measured one after the other by the same driver at the current power
limit, so each ratio is taken within minutes on a GPU in the same state. No GPU setting is changed.
The wgmma steps run for the cases and GPUs the wgmma space takes (fp16 GEMMs with N and K multiples of
8, on an sm_90 GPU); elsewhere each is recorded as skipped with the reason (rc 0, not a failure) and the
table shows n/a with that reason as the note. ``--case llm-traces`` is the gemm catalog's group of the
shipped LLM traces' GEMMs (decode and prefill, NN and NT).

A call spends at most --budget-s (default 540): a step starts only if its estimate fits in what is
left, and a tune gets what is left of its --tune-s (less --reserve-s for the batch in flight). Every
step ends in one line of <work>/steps.jsonl (its rc and seconds); the next call skips the steps done
there, and a tune cut by the call's budget continues from its database in the next call until it has
had its --tune-s (or --trials). A failed step is not run again (--retry-failed does): its case keeps
an empty column and a note in the table. <work>/results is shaped for shipping as
data/reference/<gpu>/fourway/ (python -m artifact.results.shipping); <work>/results/analysis/fourway/
run.json names the commit, the GPU, the cases, the budgets and every step's seconds.

Cases can be split over hosts (or over the GPUs of one host, one work directory each, ARTIFACT_GPU=N):
each work directory holds its cases' steps; --merge copies finished ones, as written or in their shipped
form, into one new work directory (their cases disjoint, the same commit and budgets; a file in two of
them must be the same bytes), concatenates their steps (each line naming its part) and makes the table
there. Every step's line names the GPU it ran on (``gpu_uuid``), run.json every part's GPU; a case's
sources are measured on one GPU (a call refuses to measure one elsewhere), so each ratio is one board's.

    artifact reference fourway --plan                      # the steps left and their estimate
    artifact reference fourway [--work build/fourway] [--budget-s 540]   # repeat until "done"
    artifact reference fourway --work build/fw --merge build/fw0 build/fw1   # then the table there
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from ..children import interrupt_after
from ..cli_common import POSITIVE_S, handle_errors
from ..errors import ArtifactError
from ..layout import WorkDirs, analysis_dirs
from ..schema.base import read_dict, read_lines, write, write_lines
from ..schema.fourway_run import FourwayRun, FourwayStep
from ..source import git, in_checkout

WORK_PARTS = ("build", "fourway")  # the default work directory, in the checkout (else here)
DEFAULT_WORK = in_checkout(*WORK_PARTS) or Path(*WORK_PARTS)

DEFAULT_CASES = (
    "4096x4096x4096-fp16",            # NN, square
    "1024x2048x3072-fp16",            # NN, the original study's GEMM
    "gemm:M=2048,N=8192,K=2048,layout=NN,dtype=fp16",  # NN, wide
    "4096x4096x4096-nt-fp16",         # NT, square
    "llama7b-attn-t512-fp16",         # NT, a 7B decoder's q/k/v/o projection, 512 tokens
    "llama7b-mlp-gate-up-t512-fp16",  # NT, its MLP gate/up projection, 512 tokens
)
SOURCES = ("auto", "template", "wgmma")  # the tuned sources, each tuned, picked and measured in its own space
EARLIER_SOURCES = ("auto", "template")  # of a work directory whose run.json names no sources (before wgmma's)
# estimated seconds of the steps that are not tunes: the most each took for the six default cases on
# H100 hosts of 16 cores (the sweep compiles ten configurations in parallel: 3-6 s; select checks the
# kernel on the GPU; a driver point is 6-14 s; the first measure step of a host builds the driver), rounded
# up; the tunes: at most their --tune-s and --reserve-s, the template's (60 s) took 71-84 s, the wgmma space is
# small (26-78 configurations of the space of form 1): its whole tune took 19-35 s
ESTIMATE_S = {"sweep": 15.0, "pick": 45.0, "measure:auto": 90.0, "measure:template": 50.0, "measure:cutlass": 140.0,
              "tune:template": 90.0, "tune:wgmma": 40.0, "pick:wgmma": 40.0, "measure:wgmma": 20.0, "table": 20.0}
MIN_TUNE_S = 45.0  # a tune is not started with less than this of its budget left


@dataclass(frozen=True)
class Settings:
    """A call's settings (`artifact reference fourway`'s options): each tune's trial budget and seconds over
    all calls, the search's seed and population, the call's budget and the tune's reserve of it."""

    trials: int = 256
    tune_s: float = 90.0
    seed: int = 0
    population: int | None = None
    budget_s: float = 540.0
    reserve_s: float = 80.0
    retry_failed: bool = False


@dataclass(frozen=True)
class Step:
    name: str  # sweep, tune:auto, tune:template, tune:wgmma, pick:auto, ..., measure:auto, ...
    case: str  # the case's spec as given (catalog id or --shape spec)

    @property
    def key(self) -> str:
        return f"{self.name}|{self.case}"


def plan(cases: Sequence[str], sources: Sequence[str] = SOURCES) -> list[Step]:
    """Every step of every case, in the order they run (module description); ``sources``: the tuned
    sources of the run (a work directory of the code before the wgmma source: EARLIER_SOURCES)."""
    steps = [Step("sweep", c) for c in cases]
    for c in cases:
        steps += [Step(f"tune:{s}", c) for s in sources]
        steps += [Step(f"pick:{s}", c) for s in sources]
        steps += [Step(f"measure:{s}", c) for s in (*sources, "cutlass")]
    return steps


def run_sources(run: dict[str, Any]) -> tuple[str, ...]:
    """The tuned sources of a run.json's run: its ``sources``, else those of the code before wgmma's."""
    return tuple(run.get("sources") or EARLIER_SOURCES)


def estimate_s(step: Step) -> float:
    """ESTIMATE_S of a step that is not a tune (its own entry, else its kind's)."""
    return ESTIMATE_S.get(step.name, ESTIMATE_S.get(step.name.split(":")[0], 60.0))


def resolve(case: str) -> Any:
    """The artifact.catalog.Case of a case spec (a gemm-catalog id or a --shape spec)."""
    from ..catalog import parse_shape, resolve_case

    return parse_shape(case) if ":" in case else resolve_case(case, "gemm")


def expand_groups(cases: Sequence[str]) -> tuple[str, ...]:
    """The case specs with each group of the gemm catalog (``llm-traces``) replaced by its case ids, in order,
    each case once (a spec that names no case is kept, for the steps to fail on)."""
    from ..catalog import catalog_groups

    groups = {name: ids for name, (_, ids) in catalog_groups("gemm").items()}
    out: dict[str, str] = {}  # case id (or the spec) -> the spec of its steps
    for case in cases:
        for c in groups.get(case, groups.get(case.removeprefix("gemm-"), [case])) if ":" not in case else [case]:
            try:
                key = resolve(c).case_id
            except ArtifactError:
                key = c
            out.setdefault(key, c)
    return tuple(out.values())


def skip_reason(step: Step, gpu: dict[str, Any]) -> str | None:
    """Why the space of a wgmma step refuses its case or this GPU (artifact.tuning.wgmma's checks, the
    words `artifact tune --space wgmma` would fail with), None when it takes them (or for other steps).
    A GPU that is not described (``gpu`` without compute_capability), or a case spec that names no case
    (then every source's steps fail alike), is left to the tune to judge."""
    from ..tuning import wgmma

    if step.name.partition(":")[2] != "wgmma":
        return None
    try:
        case = resolve(step.case)
    except ArtifactError:
        return None
    try:
        wgmma.check_case(case)
        cc = str(gpu.get("compute_capability") or "")
        if cc:
            wgmma.check_target({"kind": "cuda", "arch": "sm_" + cc.replace(".", "")})
    except ArtifactError as exc:
        return str(exc)
    return None


def case_args(case: str) -> list[str]:
    return ["--shape", case] if ":" in case else ["--catalog", "gemm", "--case", case]


def results_for(results: Path, source: str) -> Path:
    """The results tree of a tuned source, where `artifact tune --space <source>` writes
    (artifact.tuning.spaces.space_results): ``<results>`` for auto, ``<results>/<space>`` for the knob spaces."""
    from ..tuning.spaces import space_results

    return Path(space_results(results, source))


def command(step: Step, results: Path, args: Settings, tune_budget_s: float) -> list[list[str]]:
    """The artifact commands of one step (run in order; the step fails at the first nonzero rc)."""
    ca = case_args(step.case)
    kind, _, source = step.name.partition(":")
    if kind == "sweep":
        return [["cutlass", "sweep", *ca, "--results", str(results)]]
    if kind == "tune":
        space = [] if source == "auto" else ["--space", source]
        population = ["--population", str(args.population)] if args.population else []
        return [["tune", *ca, "--results", str(results), *space, "--trials", str(args.trials),
                 "--budget-s", f"{tune_budget_s:.0f}", "--seed", str(args.seed), *population]]
    r = str(results_for(results, source))
    if kind == "pick":
        return [["select", *ca, "--results", r, "--top", "1", "--per-percentile", "0"],
                ["export", *ca, "--results", r, "--force"]]
    build = ["build"]  # the driver (make: nothing to do when it is current); a bare GPU host has none
    if source == "cutlass":
        return [build, ["cutlass", "measure", *ca, "--results", str(results), "--caps", "current", "--no-baselines"]]
    extra = [] if source == "auto" else ["--no-baselines"]
    return [build, ["measure", *ca, "--results", r, "--caps", "current", *extra]]


class Log:
    """<work>/steps.jsonl: one line per step run (or tune chunk), the only record of what is done."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lines: list[dict[str, Any]] = []
        if path.exists():
            self.lines = [s.to_json() for s in read_lines(FourwayStep, path)]

    def add(self, entry: dict[str, Any]) -> None:
        entry = FourwayStep.from_plain(entry, str(self.path)).to_json()
        self.lines.append(entry)
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps(entry) + "\n")

    def of(self, step: Step) -> list[dict[str, Any]]:
        return [e for e in self.lines if e["key"] == step.key]

    def done(self, step: Step, retry_failed: bool) -> bool:
        ends = [e for e in self.of(step) if not e.get("partial")]
        return bool(ends) and (ends[-1]["rc"] == 0 or not retry_failed)

    def failed(self, step: Step) -> bool:
        ends = [e for e in self.of(step) if not e.get("partial")]
        return bool(ends) and ends[-1]["rc"] != 0

    def skipped(self, step: Step) -> str | None:
        """The reason a step was recorded as skipped (its space refuses the case or the GPU), else None."""
        ends = [e for e in self.of(step) if not e.get("partial")]
        return ends[-1].get("skipped") if ends else None

    def tuned_s(self, step: Step) -> float:
        """Tuning seconds a tune has had in the calls that cut it short since it last ended."""
        spent = 0.0
        for e in self.of(step):
            spent = spent + float(e.get("tune_budget_s", 0.0)) if e.get("partial") else 0.0
        return spent


Runner = Callable[[list[str], Path, "float | None"], int]  # (artifact arguments, log file, hard limit s) -> rc


def run_artifact(argv: list[str], log_path: Path, hard_s: float | None = None) -> int:
    """``python -m artifact ARGV``, its output echoed and appended to ``log_path``; SIGINT after
    ``hard_s`` (a tune then stops within seconds, keeping what it measured), a second one 60 s later."""
    with log_path.open("a", encoding="utf-8") as log:
        log.write(f"$ artifact {' '.join(argv)}\n")
        proc = subprocess.Popen([sys.executable, "-m", "artifact", *argv], stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True)

        if hard_s is not None:
            interrupt_after(proc, hard_s, lambda wait_s: print(f"  [{wait_s:.0f} s more: SIGINT]", flush=True))
        assert proc.stdout is not None
        for line in proc.stdout:
            print(line, end="", flush=True)
            log.write(line)
        return proc.wait()


def trials_recorded(results: Path, step: Step) -> int:
    """Trials in the database of a tune step's case and space (0 when there is none yet)."""
    from ..layout import case_dirs
    from ..schema.tunedb import read_records

    case = resolve(step.case)
    tune_dir = case_dirs(results_for(results, step.name.partition(":")[2]), case).tune
    return len(read_records(tune_dir)) if tune_dir.exists() else 0


def tune_exhausted(results: Path, step: Step) -> bool:
    """Did the last run of a tune step's case and space end with nothing left to search (its runs.json:
    a finite knob space measured whole, or no initial population)? Then a cut budget needs no next call."""
    from ..layout import case_dirs
    from ..schema.runs import read_runs

    case = resolve(step.case)
    runs_json = case_dirs(results_for(results, step.name.partition(":")[2]), case).runs_json
    try:
        runs = read_runs(runs_json)
    except ArtifactError:  # none yet (or unreadable): the next call's tune says so
        return False
    return bool(runs and (runs[-1].exhausted or runs[-1].search_failed))


def needs(step: Step) -> list[Step]:
    """The steps of the same case that must be done before ``step``."""
    kind, _, source = step.name.partition(":")
    names = {"pick": [f"tune:{source}"], "measure": [f"pick:{source}"] if source in SOURCES else ["sweep"]}
    return [Step(n, step.case) for n in names.get(kind, [])]


def this_gpu() -> dict[str, Any]:
    """The GPU that artifact commands of this process use (ARTIFACT_GPU, else 0), or why there is none."""
    try:
        import os

        from ..gpu import gpu_info

        return gpu_info(int(os.environ.get("ARTIFACT_GPU", "0") or 0)).to_json()
    except Exception as exc:  # noqa: BLE001 - the run record says why the GPU is not described
        return {"error": str(exc)}


def measure_gpus(case: str, steps: Sequence[dict[str, Any]]) -> set[str]:
    """The GPUs (uuids) that ran the measure steps of ``case`` that succeeded."""
    return {e["gpu_uuid"] for e in steps if e["key"].startswith("measure:") and e["key"].endswith(f"|{case}")
            and e.get("rc") == 0 and e.get("gpu_uuid") and not e.get("skipped")}


def check_one_gpu(case: str, steps: Sequence[dict[str, Any]], gpu_uuid: str | None) -> None:
    """A case's sources are measured on one GPU (each ratio to the vendor within one run): refuse to
    measure one of them on another GPU than the earlier ones."""
    earlier = measure_gpus(case, steps)
    if earlier and gpu_uuid not in earlier:
        raise ArtifactError(f"{case}: measured on {sorted(earlier)[0]}, this host's GPU is {gpu_uuid}: finish a "
                            f"case's measure steps on one GPU (or start its part again in a new --work)")


def run_call(work: Path, cases: Sequence[str], args: Settings, runner: Runner = run_artifact,
             clock: Callable[[], float] = time.monotonic, gpu: dict[str, Any] | None = None) -> dict[str, Any]:
    """One call: the steps not done yet while the budget lasts, then the table. Returns the call's summary.
    ``gpu`` (this_gpu's) is named by each step's line and by run.json."""
    gpu = gpu if gpu is not None else {"error": "not described"}
    wd = WorkDirs(work)
    results = wd.results
    wd.logs.mkdir(parents=True, exist_ok=True)
    log = Log(wd.steps)
    t0 = clock()

    def left_s() -> float:
        return args.budget_s - (clock() - t0) - ESTIMATE_S["table"]

    ran, not_run, skipped, out_of_budget = 0, 0, 0, False
    for step in plan(cases):
        if log.done(step, args.retry_failed):
            continue
        failed = [n.name for n in needs(step) if log.failed(n)]
        if failed:
            log.add({"key": step.key, "rc": -1, "seconds": 0.0, "note": f"not run: {failed[0]} failed",
                     "at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"), "gpu_uuid": gpu.get("uuid")})
            not_run += 1
            continue
        # a space that refuses the case or this GPU: the step is done, skipped with the reason (and the
        # steps after it with the same reason), the table's note
        reason = next((r for r in (log.skipped(n) for n in needs(step)) if r), None) or skip_reason(step, gpu)
        if reason:
            print(f"== {step.name} {step.case}: skipped ({reason})", flush=True)
            log.add({"key": step.key, "rc": 0, "seconds": 0.0, "skipped": reason,
                     "at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"), "gpu_uuid": gpu.get("uuid")})
            skipped += 1
            continue
        if not all(log.done(n, args.retry_failed) for n in needs(step)):
            out_of_budget = True  # a tune the budget cut: it goes on in the next call
            break
        tune_budget_s = 0.0
        if step.name.startswith("tune"):
            tune_left = args.tune_s - log.tuned_s(step)
            tune_budget_s = min(tune_left, left_s() - args.reserve_s)
            if tune_budget_s < min(MIN_TUNE_S, tune_left):
                out_of_budget = True
                break
        elif estimate_s(step) > left_s():
            out_of_budget = True
            break
        if step.name.startswith("measure"):
            check_one_gpu(step.case, log.lines, gpu.get("uuid"))
        print(f"== {step.name} {step.case}" + (f" (tune budget {tune_budget_s:.0f} s)" if tune_budget_s else ""),
              flush=True)
        s0, rc = clock(), 0
        hard_s = tune_budget_s + args.reserve_s if tune_budget_s else None
        for argv in command(step, results, args, tune_budget_s):
            rc = runner(argv, wd.log(step.name.replace(':', '-')), hard_s)
            if rc != 0:
                break
        entry: dict[str, Any] = {"key": step.key, "rc": rc, "seconds": round(clock() - s0, 1),
                                 "at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
                                 "gpu_uuid": gpu.get("uuid")}
        if step.name.startswith("tune"):
            entry["tune_budget_s"] = round(tune_budget_s, 1)
            # a tune that stopped at a budget cut by the call (not its own --tune-s, short of --trials,
            # with schedules left to search) continues from its database in the next call
            entry["partial"] = (rc in (0, 130) and tune_budget_s < args.tune_s - log.tuned_s(step) - 1.0
                                and trials_recorded(results, step) < args.trials
                                and not tune_exhausted(results, step))
            if rc == 130:
                entry["rc"] = 0
        log.add(entry)
        ran += 1
    pending = [s for s in plan(cases) if not log.done(s, args.retry_failed)]
    write_run_json(results, cases, args, log.lines, gpu)
    # the table once a measure step has succeeded (before that `cutlass table` has no record to show)
    measured = any(e["key"].startswith("measure:") and e.get("rc") == 0 for e in log.lines)
    table_rc = runner(["cutlass", "table", "--results", str(results)], wd.log("table"), None) \
        if measured and results.exists() else None
    return {"ran": ran, "not_run": not_run, "skipped": skipped, "pending": len(pending), "out_of_budget": out_of_budget,
            "table_rc": table_rc, "seconds": round(clock() - t0, 1), "done": not pending}


def write_run_json(results: Path, cases: Sequence[str], args: Settings, steps: list[dict[str, Any]],
                   gpu: dict[str, Any], parts: list[dict[str, Any]] | None = None,
                   sources: Sequence[str] = SOURCES) -> None:
    """<results>/analysis/fourway/run.json: what produced the table (written before the table, so that
    its SHA256SUMS covers it). ``gpu`` is this call's; a merged table names each part and its GPU;
    ``sources`` the tuned sources whose steps the run plans (a merge: its parts')."""
    out = analysis_dirs(results).fourway_run
    out.parent.mkdir(parents=True, exist_ok=True)
    run: dict[str, Any] = {
        "created": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "git_commit": git("rev-parse", "HEAD") or None, "git_dirty": bool(git("status", "--porcelain")),
        "gpu": gpu, "cases": list(cases), "sources": list(sources), "trials": args.trials, "tune_s": args.tune_s, "seed": args.seed,
        "population": args.population,
        "steps": steps,
    }
    if parts is not None:  # the measurements' commit; the code that merged them and made the table beside it
        run.update(parts=parts, git_commit=parts[0]["git_commit"], git_dirty=False, gpu=None,
                   merged_at_commit=run["git_commit"], merged_dirty=run["git_dirty"])
    write(out, FourwayRun.from_plain(run))


SETTINGS = ("trials", "tune_s", "seed", "population")  # of a run.json: the same in every part of a merge (and sources)


def merge(work: Path, parts: Sequence[Path], runner: Runner = run_artifact) -> dict[str, Any]:
    """Copy finished work directories' results into ``work/results`` (new), their steps into
    ``work/steps.jsonl``, write run.json, make the table. Refuses (nothing written) parts whose SHA256SUMS
    does not verify, that came from different commits or settings or a modified tree, that are not
    finished, that share a directory name, whose cases overlap or were measured on two GPUs, or that hold
    a file of the same path with different bytes."""
    from ..results.checksums import NOT_COVERED, verify

    wd = WorkDirs(work)
    results = wd.results
    if results.exists() or wd.steps.exists():
        raise ArtifactError(f"{work} already holds a table's work: merge into a new directory")
    runs: list[dict[str, Any]] = []
    copies: dict[str, tuple[Path, Path]] = {}  # relative path -> (its part, the part's file)
    cases: list[str] = []
    for part in parts:
        src = WorkDirs(part).results
        altered, missing, extra, _ = verify(src)
        if altered or missing or extra:
            bad = (altered + missing + extra)[0]
            raise ArtifactError(f"{src} does not match its SHA256SUMS ({bad}): merge finished, unmodified work")
        run_path = analysis_dirs(src).fourway_run
        try:
            run = read_dict(FourwayRun, run_path)
        except ArtifactError as exc:
            raise ArtifactError(f"{run_path} unreadable ({exc}): a part is a work directory of `artifact reference fourway`") from exc
        if run.get("git_dirty") or not run.get("git_commit"):
            raise ArtifactError(f"{part}: made from a modified or unknown tree (run.json): merge committed work")
        if runs and run["git_commit"] != runs[0]["git_commit"]:
            raise ArtifactError(f"{part} is of commit {run['git_commit'][:12]}, {parts[0]} of "
                                f"{runs[0]['git_commit'][:12]}: merge parts of one commit")
        for k in SETTINGS:
            if runs and run.get(k) != runs[0].get(k):
                raise ArtifactError(f"{part} has {k} {run.get(k)}, {parts[0]} {runs[0].get(k)}: merge parts of one setting")
        if runs and run_sources(run) != run_sources(runs[0]):
            raise ArtifactError(f"{part} has the sources {', '.join(run_sources(run))}, {parts[0]} "
                                f"{', '.join(run_sources(runs[0]))}: merge parts that planned the same steps")
        ended = {e["key"] for e in run["steps"] if not e.get("partial")}
        left = [st.key for st in plan(run["cases"], run_sources(run)) if st.key not in ended]
        if left:
            raise ArtifactError(f"{part} is not finished: {len(left)} step(s) left, the first {left[0]}: run it to "
                                f"\"done\" first")
        for c in run["cases"]:
            if len(measure_gpus(c, run["steps"])) > 1:
                raise ArtifactError(f"{part}: case {c} was measured on {len(measure_gpus(c, run['steps']))} GPUs: "
                                    f"each case's sources on one GPU")
        if part.name in {p.name for p in parts[:len(runs)]}:
            raise ArtifactError(f"two parts named {part.name}: give each part its own directory name")
        both = set(run["cases"]) & set(cases)
        if both:
            raise ArtifactError(f"case {sorted(both)[0]} is in {part} and in an earlier part: each case in one part")
        cases += run["cases"]
        runs.append(run)
        for f in sorted(x for x in src.rglob("*") if x.is_file()):
            rel = f.relative_to(src).as_posix()
            if rel in NOT_COVERED or f.is_relative_to(analysis_dirs(src).fourway):  # the table is made again
                continue
            if rel in copies and copies[rel][1].read_bytes() != f.read_bytes():
                raise ArtifactError(f"results/{rel} differs between {copies[rel][0]} and {part}: each case in one part")
            copies.setdefault(rel, (part, f))
    for rel, (_, f) in copies.items():
        (results / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(f, results / rel)
    steps = [dict(e, part=part.name) for part, run in zip(parts, runs) for e in run["steps"]]
    write_lines(wd.steps, [FourwayStep.from_plain(e) for e in steps])
    first = runs[0]
    recorded: dict[str, Any] = {k: first.get(k) for k in SETTINGS}
    settings = Settings(**recorded)
    parts_info = [{"part": p.name, "git_commit": r["git_commit"], "created": r.get("created"), "gpu": r.get("gpu"),
                   "cases": r["cases"]} for p, r in zip(parts, runs)]
    write_run_json(results, cases, settings, steps, {}, parts_info, run_sources(first))
    wd.logs.mkdir(exist_ok=True)
    table_rc = runner(["cutlass", "table", "--results", str(results)], wd.log("table"), None)
    return {"parts": len(parts), "cases": len(cases), "files": len(copies), "table_rc": table_rc}


def print_plan(work: Path, cases: Sequence[str], args: Settings) -> None:
    log = Log(WorkDirs(work).steps)
    left = [s for s in plan(cases) if not log.done(s, args.retry_failed)]
    total = 0.0
    print(f"{'step':18s} {'case':48s} {'estimate_s':>10}")
    for s in left:
        est = estimate_s(s)
        if s.name.startswith("tune"):  # its --tune-s left, or less where the space ends early (ESTIMATE_S)
            est = min(args.tune_s - log.tuned_s(s) + args.reserve_s, ESTIMATE_S.get(s.name, math.inf))
        total += est
        print(f"{s.name:18s} {s.case:48s} {est:10.0f}")
    calls = math.ceil(total / max(1.0, args.budget_s - ESTIMATE_S["table"])) if left else 0
    print(f"\n{len(left)} steps left, about {total / 60:.1f} minutes, {calls} call(s) of --budget-s {args.budget_s:.0f}")


def print_table(results: Path) -> None:
    csv = analysis_dirs(results).fourway_csv
    if not csv.exists():
        return
    import pandas as pd

    df = pd.read_csv(csv)
    print(f"\n{'case':40s} {'source':9s} {'time_ms':>9} {'TFLOP/s':>8} {'energy_mJ':>10} {'t/vendor':>8} {'E/vendor':>8}")
    for _, r in df.iterrows():
        def f(v: Any, fmt: str) -> str:
            return "n/a" if pd.isna(v) else format(v, fmt)

        print(f"{r['case_id']:40s} {r['source']:9s} {f(r['time_ms'], '.4f'):>9} {f(r['tflops'], '.1f'):>8} "
              f"{f(r['energy_mj'], '.2f'):>10} {f(r['time_vs_vendor'], '.3f'):>8} {f(r['energy_vs_vendor'], '.3f'):>8}")


def main(work: Path, cases: Sequence[str], settings: Settings, plan_only: bool = False,
         merge_parts: Sequence[Path] = ()) -> int:
    """`artifact reference fourway`: the plan (``plan_only``), a merge of finished work directories, or
    one call; prints the table and a summary line; returns the exit status (the table's)."""
    cases = expand_groups(cases or DEFAULT_CASES)
    if merge_parts:
        m = merge(work, merge_parts)
        print_table(WorkDirs(work).results)
        print(f"\n{m['parts']} parts, {m['cases']} cases, {m['files']} files merged into {WorkDirs(work).results}; "
              f"table rc {m['table_rc']}")
        return int(m["table_rc"])
    work.mkdir(parents=True, exist_ok=True)
    if plan_only:
        print_plan(work, cases, settings)
        return 0
    s = run_call(work, cases, settings, gpu=this_gpu())
    print_table(WorkDirs(work).results)
    print(f"\n{s['ran']} steps run, {s['not_run']} not run (an earlier step failed), {s['skipped']} skipped (the "
          f"space refuses the case or GPU), {s['pending']} left; "
          f"{s['seconds']:.0f} s of {settings.budget_s:.0f}; table rc {s['table_rc']}; "
          + ("done" if s["done"] else "run again to continue"))
    return 0 if s["table_rc"] in (0, None) else int(s["table_rc"])


@click.command("fourway")
@click.option("--work", type=click.Path(file_okay=False, path_type=Path), default=None,
              help=f"Work directory: steps.jsonl, logs/, results/ (default {'/'.join(WORK_PARTS)} in the checkout).")
@click.option("--case", "cases", multiple=True, metavar="CASE",
              help="A gemm-catalog id, a group of them (llm-traces: the GEMMs of the shipped LLM traces) or a "
                   "--shape spec of an fp16 GEMM; repeatable (default: six, NN and NT).")
@click.option("--trials", type=click.IntRange(min=1), default=None, help=f"Trial budget of each tune (default {Settings.trials}).")
@click.option("--tune-s", type=POSITIVE_S, default=None,
              help=f"Tuning seconds of each case and space, over all calls (default {Settings.tune_s:g}).")
@click.option("--seed", type=int, default=None, help=f"Seed of every tune (default {Settings.seed}).")
@click.option("--population", type=click.IntRange(min=1), default=None,
              help="Population of every space's evolutionary search (artifact tune --population).")
@click.option("--budget-s", type=POSITIVE_S, default=None, help="Seconds of this call: no step is started that "
              f"would end after them (default {Settings.budget_s:g}).")
@click.option("--reserve-s", type=click.FloatRange(min=0), default=None,
              help=f"Kept from a tune's share of the budget for the batches in flight (default {Settings.reserve_s:g}).")
@click.option("--retry-failed", is_flag=True, help="Run the steps that failed again.")
@click.option("--plan", "plan_only", is_flag=True, help="Print the steps left and their estimate; run nothing.")
@click.option("--merge", "merge", is_flag=True,
              help="Copy the finished work directories PARTS (cases disjoint) into --work (new), then make the table.")
@click.argument("parts", nargs=-1, type=click.Path(file_okay=False, exists=True, path_type=Path))
@handle_errors
def cli_command(work: Path | None, cases: tuple[str, ...], trials: int | None, tune_s: float | None,
                seed: int | None, population: int | None, budget_s: float | None, reserve_s: float | None,
                retry_failed: bool, plan_only: bool, merge: bool, parts: tuple[Path, ...]) -> None:
    """The four-way fp16 GEMM table: template, wgmma and auto tuned kernels, CUTLASS and cuBLAS.

    \b
    Runs:   per case artifact cutlass sweep, tune (three spaces), select + export, measure at the
            current power limit (the vendor with the auto kernels), cutlass measure; then cutlass table.
    Reads:  the gemm catalog or --case specs; <work>/steps.jsonl (the steps done).
    Writes: <work>/results/ (shaped as data/reference/<gpu>/fourway/, analysis/fourway/run.json),
            <work>/steps.jsonl, <work>/logs/. Changes no GPU setting.
    """
    if parts and not merge:
        raise ArtifactError("work directories are given only with --merge")
    if merge and not parts:
        raise ArtifactError("--merge needs the finished work directories to merge")
    given: dict[str, Any] = {"trials": trials, "tune_s": tune_s, "seed": seed, "population": population, "budget_s": budget_s,
             "reserve_s": reserve_s, "retry_failed": retry_failed}
    settings = Settings(**{k: v for k, v in given.items() if v is not None})
    rc = main(work or DEFAULT_WORK, cases, settings, plan_only=plan_only, merge_parts=parts)
    if rc:
        sys.exit(rc)
