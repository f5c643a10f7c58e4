"""A language model's inference explained kernel by kernel, as phases that each read the previous one's files.

One run directory per (model, phase, batch, tokens) (docs/SCHEMAS.md, "Kernel trace runs")::

    <results>/traces/<model>_<phase>_b<batch>_p<prompt>[-d<decoded>]/
        run.json                      profile: the settings, wall times, versions (written last)
        <name>.trace.json             profile: torch.profiler's Chrome trace, as torch wrote it
        counters.json                 profile: board power and SM clock on the trace's clock (artifact.traces.counters)
        kernels.jsonl, summary.json   profile: the unique kernels (artifact.traces.trace)
        replay/<key>.json             replay: one file per unique kernel (measured, skipped or failed)
        whole/eager.json, graph.json  whole: the same inference measured end to end
        report/                       report: CSVs, gpu_energy_report.json, figures (artifact.traces.report)
        SHA256SUMS                    report: every file of the run directory

* :func:`profile_run`: profile the phase (artifact.traces.profile), extract its unique kernels.
* :func:`replay_run`: replay each unique kernel alone (artifact.traces.replay), longest total time
  first, the first ``top`` of them; one file each, written as soon as it is done, so a rerun skips
  what is there (a kernel that cannot be replayed gets its reason, a failure its message).
* :func:`whole_run`: the inference measured end to end with the same protocol: ``eager`` (one call of
  the phase per run, :func:`artifact.measure.inprocess.measure_callable`) and ``graph`` (the phase
  captured in one CUDA graph, :func:`artifact.measure.inprocess.measure_graph`) where capture works.

The GPU work (profile, replay, whole) is passed in as functions, defaulting to the torch paths; the
measurement library is imported when first used. Everything else reads and writes JSON.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, get_args

from ..errors import ArtifactError
from ..layout import TRACES_DIR, TraceRunDirs
from ..schema import trace_replay, trace_run, trace_whole
from ..schema.base import read, read_lines, write
from ..schema.trace_kernels import KernelEntry
from ..schema.trace_replay import ReplayRecord
from ..schema.trace_run import TraceRun
from ..schema.trace_whole import WholeRecord
from .counters import sampled
from .models import DTYPES
from .opcall import Skip, Unbindable, plan_call
from .profile import PHASES, ProfileResult, ProfileSettings, profile_model
from .replay import ReplayResult
from .trace import extract, write_jsonl, write_summary

RUN_SCHEMA = trace_run.SCHEMA
REPLAY_SCHEMA = trace_replay.SCHEMA
WHOLE_SCHEMA = trace_whole.SCHEMA
VARIANTS: tuple[str, ...] = get_args(WholeRecord.hints()["variant"])  # ("eager", "graph")
RunDir = TraceRunDirs  # the files of one run directory (artifact.layout)

Echo = Callable[[str], None]
# the replay of one entry: (kernels.jsonl row, its call plan) -> what ran and its record
ReplayFn = Callable[[dict[str, Any], Any], ReplayResult]
# one whole-model variant ("eager" | "graph") -> its record (ArtifactError where it cannot be measured)
WholeFn = Callable[[str], dict[str, Any]]
ProfileFn = Callable[[ProfileSettings, Path], ProfileResult]


def run_name(settings: ProfileSettings) -> str:
    return settings.trace_name().removesuffix(".trace.json")


def run_dir(results: Path, settings: ProfileSettings) -> TraceRunDirs:
    """``<results>/traces/<run name>``: one directory per model, phase, batch and token counts."""
    return TraceRunDirs(Path(results) / TRACES_DIR / run_name(settings))


def settings_json(settings: ProfileSettings) -> dict[str, Any]:
    return asdict(settings)


# the settings fields a run.json may leave out (runs profiled before they existed): fp16, every layer,
# a model of the built-in table
OPTIONAL_SETTINGS = ("dtype", "layers", "config")


def settings_from_json(value: Any, where: Path) -> ProfileSettings:
    fields = set(ProfileSettings.__dataclass_fields__)
    if not isinstance(value, dict) or not fields - set(OPTIONAL_SETTINGS) <= set(value) <= fields:
        raise ArtifactError(f"{where}: settings must have the fields {', '.join(sorted(fields))} "
                            f"({', '.join(OPTIONAL_SETTINGS)} may be left out)")
    settings = ProfileSettings(**value)
    try:
        settings.check()
    except ArtifactError as exc:
        raise ArtifactError(f"{where}: {exc}") from exc
    return settings


@dataclass(frozen=True)
class RunInfo:
    """A profiled run: its directory, settings and what run.json holds."""

    dirs: TraceRunDirs
    settings: ProfileSettings
    data: dict[str, Any]

    @property
    def trace(self) -> Path:
        """The Chrome trace run.json names, or its gzip-compressed form where only that is there (a
        shipped run: artifact.results.shipping)."""
        path = self.dirs.root / str(self.data["trace"])
        packed = path.with_name(path.name + ".gz")
        return packed if not path.exists() and packed.is_file() else path


def load_run(root: Path) -> RunInfo:
    """The run of ``root`` (run.json, the trace and the kernels it names all there), or a one-line error."""
    dirs = TraceRunDirs(Path(root))
    if not dirs.run_json.is_file():
        raise ArtifactError(f"no profiled run in {root} (no run.json): run `artifact trace profile` first")
    data = read(TraceRun, dirs.run_json)
    settings = settings_from_json(data.settings, dirs.run_json)
    info = RunInfo(dirs, settings, data.to_json())
    for path in (info.trace, dirs.kernels, dirs.summary):
        if not path.is_file():
            raise ArtifactError(f"{path} is missing from the run: profile it again (delete run.json)")
    return info


def read_kernels(path: Path) -> list[dict[str, Any]]:
    """The rows of a kernels JSONL file (artifact.schema.trace_kernels.KernelEntry's), in file order."""
    return [row.to_json() for row in read_lines(KernelEntry, path)]


def kernel_key(entry: dict[str, Any]) -> str:
    """A unique kernel's file name stem: the first 16 hex digits of sha256 of [name, grid, block]."""
    text = json.dumps([entry["name"], entry.get("grid"), entry.get("block")])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


# --- profile ---------------------------------------------------------------------------------------------


def profile_run(settings: ProfileSettings, results: Path, profile: ProfileFn | None = None,
                echo: Echo = print) -> RunInfo:
    """Profile one phase into its run directory and extract its unique kernels; a run already profiled
    with the same settings is kept (another settings' run.json in its place is an error)."""
    settings.check()
    dirs = run_dir(results, settings)
    if dirs.run_json.is_file():
        info = load_run(dirs.root)
        if info.settings != settings:
            raise ArtifactError(f"{dirs.root} holds a run of other settings: use another results directory")
        echo(f"profile: {dirs.root} already profiled, kept")
        return info
    echo(f"profile: {settings.model} {settings.phase}, prompt {settings.prompt_tokens} tokens"
         + (f", {settings.decode_tokens} decoded" if settings.phase == "decode" else "")
         + f", {settings.dtype}" + (f", first {settings.layers} decoder layers" if settings.layers else "")
         + f" -> {dirs.root}")
    if profile is None:  # the GPU's power and SM clock on the trace's clock (artifact.traces.counters)
        with sampled(settings.device, dirs.counters, echo):
            result = profile_model(settings, dirs.root, echo=echo)
    else:
        result = profile(settings, dirs.root)
    extraction = extract(result.trace_path)
    write_jsonl(dirs.kernels, extraction)
    write_summary(dirs.summary, extraction)
    data = TraceRun(
        settings=settings_json(settings),
        trace=result.trace_path.name,
        wall_time_ms=result.wall_time_ms,
        profiled_wall_time_ms=result.profiled_wall_time_ms,
        attention=result.attention,
        parameters=result.parameters,
        versions=dict(result.versions),
    )
    write(dirs.run_json, data)  # last: its presence means the phase is complete
    s = extraction.summary
    echo(f"profile: {s['gpu_events']} GPU activities, {s['unique_kernels']} unique, "
         f"{s['kernel_time_us'] / 1e3:.2f} ms of kernel time; wall {result.wall_time_ms:.2f} ms")
    return load_run(dirs.root)


# --- replay ----------------------------------------------------------------------------------------------


def _verification_json(result: ReplayResult) -> dict[str, Any]:
    v = result.verification
    return {"name_matched": v.name_matched, "launch_matched": v.launch_matched, "kernels": v.kernels}


def _replay_row(entry: dict[str, Any], rank: int, status: str, **fields: Any) -> dict[str, Any]:
    row = {"schema": REPLAY_SCHEMA, "key": kernel_key(entry), "rank": rank, "name": entry["name"],
           "grid": entry.get("grid"), "block": entry.get("block"), "tier": entry.get("tier"),
           "count": entry["count"], "total_time_us": entry.get("total_time_us"), "status": status,
           "reason": None, "op": None, "verification": None, "runs_per_replay": None,
           "other_kernels_per_call": [], "record": None}
    row.update(fields)
    return row


def _one_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return " ".join(lines[0].split()) if lines else type(exc).__name__


def replay_path(dirs: TraceRunDirs, entry: dict[str, Any], l2: str = "hot") -> Path:
    return dirs.replay_record(kernel_key(entry), l2)


def _done(path: Path, entry: dict[str, Any], retry_failed: bool) -> bool:
    if not path.is_file():
        return False
    try:
        row = read(ReplayRecord, path)
    except ArtifactError as exc:
        raise ArtifactError(f"{path} is not the replay of kernel {kernel_key(entry)} ({exc}); remove it to replay "
                            f"again") from None
    if row.key != kernel_key(entry):
        raise ArtifactError(f"{path} is not the replay of kernel {kernel_key(entry)}; remove it to replay again")
    return not (retry_failed and row.status == "failed")


def replay_run(root: Path, top: int | None = None, replay_fn: ReplayFn | None = None, retry_failed: bool = False,
               echo: Echo = print, until: Callable[[], bool] | None = None, device: int | None = None,
               l2: str = "hot") -> list[Path]:
    """Replay the unique kernels of a profiled run (the ``top`` longest by total time; all with None),
    one ``replay/<key>.json`` each, skipping those already there (failed ones too, unless
    ``retry_failed``). A torch error of one kernel (out of memory, an op that rejects the recorded
    inputs) is that kernel's failure. ``until``: asked before each kernel with a call plan; once it
    returns True the kernels left with a plan are not replayed (no file: a later run replays them),
    those without one are still recorded as skipped. ``device``: the torch device to replay on (default:
    the profiled run's). ``l2``: the inputs' L2 state (artifact.traces.replay.L2_MODES; each mode has its
    own directory, RunDir.replay_dir). Returns the paths of the kernels done, in rank order."""
    info = load_run(root)
    entries = read_kernels(info.dirs.kernels)
    if top is not None:
        if top < 1:
            raise ArtifactError(f"top must be >= 1, got {top}")
        entries = entries[:top]
    replay_one = replay_fn or default_replay(info, device, l2)
    paths = []
    for rank, entry in enumerate(entries, 1):
        path = replay_path(info.dirs, entry, l2)
        paths.append(path)
        label = f"[{rank}/{len(entries)}] {entry['name'][:70]}"
        if _done(path, entry, retry_failed):
            echo(f"{label}: done, skipped")
            continue
        plan = plan_call(entry)
        if isinstance(plan, Skip):
            row = _replay_row(entry, rank, "skipped", reason=plan.reason)
            echo(f"{label}: skipped ({plan.reason})")
        elif until is not None and until():
            paths.pop()
            continue
        else:
            try:
                result = replay_one(entry, plan)
            except Unbindable as exc:  # no overload takes the recorded inputs: no call plan after all
                row = _replay_row(entry, rank, "skipped", reason=_one_line(exc), op=plan.qualified_name)
                echo(f"{label}: skipped ({row['reason']})")
            except (ArtifactError, RuntimeError) as exc:
                row = _replay_row(entry, rank, "failed", reason=_one_line(exc), op=plan.qualified_name)
                echo(f"{label}: failed ({row['reason']})")
            else:
                status = "measured" if result.record is not None else "verified"
                row = _replay_row(entry, rank, status, op=result.op, verification=_verification_json(result),
                                  runs_per_replay=result.runs_per_replay,
                                  other_kernels_per_call=result.other_kernels_per_call, record=result.record,
                                  input_copies=getattr(result, "input_copies", 1))
                matched = "verified" if result.verification.name_matched else "NOT the traced kernel"
                energy = (f", {result.record['energy_per_launch_mj']:.4g} mJ per call"
                          if result.record is not None else "")
                echo(f"{label}: {result.op}, {matched}{energy}")
        row["l2"] = l2
        write(path, ReplayRecord.from_json(row, str(path)))
    return paths


def read_replays(dirs: TraceRunDirs, l2: str = "hot") -> list[dict[str, Any]]:
    """Every replay row of a run in one L2 mode, by rank."""
    rows = []
    where = dirs.replay_dir(l2)
    if where.is_dir():
        for path in sorted(where.glob("*.json")):
            rows.append(read(ReplayRecord, path).to_json())
    return sorted(rows, key=lambda r: (r.get("rank", 0), r.get("key", "")))


# --- whole model -----------------------------------------------------------------------------------------


def whole_run(root: Path, variants: tuple[str, ...] = VARIANTS, whole_fn: WholeFn | None = None,
              echo: Echo = print, device: int | None = None) -> list[Path]:
    """Measure the profiled inference end to end, one ``whole/<variant>.json`` per variant, skipping
    those already there; a variant that cannot be measured (a model that cannot be captured) is written
    with its reason. ``device``: the torch device to measure on (default: the profiled run's)."""
    info = load_run(root)
    for variant in variants:
        if variant not in VARIANTS:
            raise ArtifactError(f"unknown whole-model variant {variant!r} (eager or graph)")
    measure = whole_fn or default_whole(info, device, echo)
    paths = []
    for variant in variants:
        path = info.dirs.whole_path(variant)
        paths.append(path)
        if path.is_file():
            if read(WholeRecord, path).variant != variant:
                raise ArtifactError(f"{path} is not the whole-model record of {variant}; remove it to measure again")
            echo(f"whole {variant}: done, skipped")
            continue
        try:
            record = measure(variant)
        except ArtifactError as exc:
            reason = _one_line(exc)
            write(path, WholeRecord.from_json({"schema": WHOLE_SCHEMA, "variant": variant, "status": "failed",
                                               "reason": reason, "record": None}))
            echo(f"whole {variant}: not measured ({reason})")
            continue
        write(path, WholeRecord.from_json({"schema": WHOLE_SCHEMA, "variant": variant, "status": "measured",
                                           "reason": None, "record": record}))
        echo(f"whole {variant}: {record['time_per_launch_ms']:.3f} ms, {record['energy_per_launch_mj']:.1f} mJ per inference")
    return paths


def read_whole(dirs: TraceRunDirs) -> dict[str, dict[str, Any]]:
    """The whole-model rows of a run by variant (those measured or failed; none where not run)."""
    out = {}
    for variant in VARIANTS:
        path = dirs.whole_path(variant)
        if path.is_file():
            out[variant] = read(WholeRecord, path).to_json()
    return out


# --- the GPU paths (torch and the in-process library, imported when first used) ---------------------------


def _inprocess() -> Any:
    from ..measure import inprocess

    return inprocess


def default_replay(info: RunInfo, device: int | None = None, l2: str = "hot") -> ReplayFn:
    """Replay with artifact.traces.replay, measured by inprocess.measure_graph after one in-process idle
    shared by every kernel of the run (measured at the first kernel)."""
    from .replay import replay

    state: dict[str, Any] = {}
    case = run_name(info.settings)

    def one(entry: dict[str, Any], plan: Any) -> ReplayResult:
        inprocess = _inprocess()

        def measure(graph_exec: int, stream: int, runs: int, description: dict[str, Any]) -> dict[str, Any]:
            if "cold_idle" not in state:
                state["cold_idle"] = inprocess.measure_idle()
            point = inprocess.GraphPoint(point_id=kernel_key(entry), case_id=case, kind="kernel",
                                         math_mode=info.settings.dtype, description=description)
            meta = {"torch_op": str(description.get("op")), "run": case, "model_dtype": info.settings.dtype}
            record: dict[str, Any] = inprocess.measure_graph(graph_exec, stream, runs, None, meta, point=point,
                                                             cold_idle=state["cold_idle"])
            return record

        return replay(entry, plan, measure, device=info.settings.device if device is None else device, l2=l2)

    return one


def default_whole(info: RunInfo, device: int | None = None, echo: Echo | None = None) -> WholeFn:
    """The phase built once (artifact.traces.profile.prepare_phase), then each variant measured:
    ``eager`` through inprocess.measure_callable (one inference per call), ``graph`` captured in a CUDA
    graph after two eager runs on a side stream (within :func:`artifact.traces.profile.device_made_masks`:
    the attention mask's 0.0 made on the GPU, not copied from the host) and measured through
    inprocess.measure_graph."""
    state: dict[str, Any] = {}
    case = run_name(info.settings)

    def measure(variant: str) -> dict[str, Any]:
        from .profile import prepare_phase

        inprocess = _inprocess()
        if "phase" not in state:
            settings = info.settings if device is None else replace(info.settings, device=device)
            state["phase"] = prepare_phase(settings, "measuring the whole model", echo=echo)
            state["cold_idle"] = inprocess.measure_idle()
        phase = state["phase"]
        import torch

        point = inprocess.GraphPoint(point_id=f"{case}-{variant}", case_id=case, kind="whole-model",
                                     math_mode=info.settings.dtype, input_dtype=DTYPES[info.settings.dtype],
                                     output_dtype=DTYPES[info.settings.dtype],
                                     description={"variant": variant, **settings_json(info.settings)})
        meta = {"variant": variant, "run": case, "model_dtype": info.settings.dtype, **phase.versions}
        if variant == "graph":
            meta["capture"] = "the eager attention mask's 0.0 made on the GPU (profile.device_made_masks)"
        stream = torch.cuda.current_stream().cuda_stream
        if variant == "eager":
            phase.run()
            torch.cuda.synchronize()
            record: dict[str, Any] = inprocess.measure_callable(phase.run, stream, 1, None, meta, point=point,
                                                                cold_idle=state["cold_idle"])
            return record
        from ..measure.torchgpu import graph_exec_handle
        from .profile import device_made_masks

        with device_made_masks():  # transformers' eager mask copies a 0.0 from the host: not capturable
            graph = capture_phase(torch, phase.run)
        try:
            record = inprocess.measure_graph(graph_exec_handle(graph), stream, 1, None, meta, point=point,
                                             cold_idle=state["cold_idle"])
        finally:
            del graph
        return record

    return measure


def capture_phase(torch: Any, run: Callable[[], None]) -> Any:
    """One run of the phase in a torch.cuda.CUDAGraph (two eager runs on a side stream first, as torch's
    graph documentation asks); a model that cannot be captured is an ArtifactError with torch's reason."""
    from ..measure.torchgpu import capture_graph

    graph, _ = capture_graph([run], [run, run], "the model")
    return graph


__all__ = ["PHASES", "RUN_SCHEMA", "REPLAY_SCHEMA", "WHOLE_SCHEMA", "VARIANTS", "RunDir", "RunInfo", "run_dir",
           "profile_run", "replay_run", "whole_run", "load_run", "read_kernels", "read_replays", "read_whole",
           "kernel_key"]
