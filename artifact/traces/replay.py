"""One traced kernel re-run alone: fresh tensors from its recorded op, the kernel checked, the call measured.

For a unique-kernel row (trace-kernels/1) with a :class:`~artifact.traces.opcall.CallPlan`:

1. the inputs are made fresh on the GPU with ``torch.empty_strided`` (the recorded dims, strides and
   dtype; a list of tensors likewise, each of its tensors; a wrapped Python number as a 0-dim tensor
   on the host, value 1); the storage behind each is filled (floating point: standard normal;
   integers and bools: zero, so that index inputs such as an embedding's are in range), scalars are
   passed as recorded;
2. the op is called as ``torch.ops.aten.<name>.<overload>``: the first overload whose declared
   arguments the recorded inputs fit (artifact.traces.opcall.bind; keyword-only arguments by name) and
   that runs (none fits: :class:`~artifact.traces.opcall.Unbindable`, the entry is skipped with
   the reason), once (warm-up), then once under
   torch.profiler; the kernels that ran (name, grid, block, read back with artifact.traces.trace) are
   returned, and the replay is *verified* when the traced kernel's name is among them;
3. ``runs_per_replay`` calls are captured, unrolled, in one CUDA graph and measured by the caller's
   ``measure`` function: pass ``artifact.measure.inprocess.measure_graph`` (wrapped to name the point);
   the models package does not import the measurement package (tests/test_package_layers.py).

The L2 state of the inputs (``l2``): ``hot`` (every call of the graph on the same input tensors: what
fits in the L2, e.g. a 32 MB fp16 weight in an H100's 50 MB, is read from there after the first call)
or ``rotate`` (:func:`rotation_copies` sets of inputs, together at least ``ROTATE_L2_FACTOR`` x the L2,
the graph's calls cycling through them, so each call reads inputs the previous calls evicted: from
HBM, as a model's forward pass reads each weight once). In a model the weights come from HBM and the
activations often from the L2 (the previous kernel wrote them), so the two bracket the kernel's cost
in the model.

torch is imported inside the functions: importing this module needs no torch.
"""

from __future__ import annotations

import math
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import ArtifactError
from ..measure.torchgpu import capture_graph, require_torch
from .opcall import CallPlan, ScalarArg, SchemaArg, TensorArg, TensorListArg, Unbindable, bind, unbound_reason
from .trace import extract

# graph_exec handle, stream handle, runs per replay, description (JSON) -> the measurement's record
Measure = Callable[[int, int, int, dict[str, Any]], dict[str, Any]]

GRAPH_TARGET_US = 200.0  # the captured graph's length aimed at (the library launches it several times a slot)
MAX_RUNS_PER_REPLAY = 100
CAPTURE_MEMORY_BYTES = 2 * 1024**3  # what the graph's outputs may take (each captured call allocates its own)
L2_MODES = ("hot", "rotate")
ROTATE_L2_FACTOR = 3  # the input sets of ``rotate`` together hold at least this many L2s
MAX_INPUT_COPIES = 64
ROTATE_MEMORY_BYTES = 8 * 1024**3  # what the extra input sets may take


def rotation_copies(input_bytes: int, l2_bytes: int, max_copies: int = MAX_INPUT_COPIES,
                    memory_bytes: int = ROTATE_MEMORY_BYTES) -> int:
    """How many input sets ``rotate`` cycles through: enough that together they hold ROTATE_L2_FACTOR x
    ``l2_bytes`` (1 when one set already does), at most ``max_copies`` and ``memory_bytes`` of them."""
    if l2_bytes <= 0:
        raise ArtifactError(f"the L2 size must be > 0 bytes, got {l2_bytes}")
    if input_bytes <= 0:
        return 1  # nothing to rotate: the call reads no tensor of its own
    wanted = math.ceil(ROTATE_L2_FACTOR * l2_bytes / input_bytes)
    return max(1, min(wanted, max_copies, max(1, memory_bytes // input_bytes)))


def runs_per_replay(mean_time_us: float, output_bytes_estimate: int) -> int:
    """How many calls the graph holds: about GRAPH_TARGET_US of kernel time, 1..MAX_RUNS_PER_REPLAY, and
    no more than CAPTURE_MEMORY_BYTES of outputs (each call's output estimated by ``output_bytes_estimate``)."""
    if not mean_time_us > 0:
        raise ArtifactError(f"mean kernel time must be > 0 us, got {mean_time_us}")
    runs = max(1, min(MAX_RUNS_PER_REPLAY, math.ceil(GRAPH_TARGET_US / mean_time_us)))
    if output_bytes_estimate > 0:
        runs = max(1, min(runs, CAPTURE_MEMORY_BYTES // output_bytes_estimate))
    return runs


def rotated_runs(runs: int, copies: int, output_bytes_estimate: int) -> tuple[int, int]:
    """The graph's calls and input sets for ``rotate``: each input set used equally often, at least once,
    no more than MAX_RUNS_PER_REPLAY calls (but one per set) and CAPTURE_MEMORY_BYTES of outputs (fewer
    sets when even one call per set would exceed it)."""
    max_calls = CAPTURE_MEMORY_BYTES // output_bytes_estimate if output_bytes_estimate > 0 else MAX_RUNS_PER_REPLAY
    copies = max(1, min(copies, max_calls))
    limit = max(copies, min(MAX_RUNS_PER_REPLAY, max_calls) // copies * copies)
    return min(math.ceil(max(runs, copies) / copies) * copies, limit), copies


def _torch() -> Any:
    return require_torch("replaying kernels")


def _fresh(torch: Any, arg: TensorArg, device: int) -> Any:
    dtype = getattr(torch, arg.dtype, None)
    if not isinstance(dtype, torch.dtype):
        raise ArtifactError(f"this torch has no dtype {arg.dtype}")
    if arg.host:  # a wrapped Python number: CUDA kernels take it as a scalar argument
        return torch.ones(arg.dims, dtype=dtype)
    t = torch.empty_strided(arg.dims, arg.strides, dtype=dtype, device=f"cuda:{device}")
    elements = t.untyped_storage().nbytes() // t.element_size()
    if elements:
        storage = t.as_strided((elements,), (1,), 0)  # fill every element once, overlapping strides too
        if dtype.is_floating_point or dtype.is_complex:
            storage.normal_()
        else:
            storage.zero_()
    return t


def make_inputs(plan: CallPlan, device: int = 0) -> list[Any]:
    """The call's positional inputs: fresh tensors with the recorded strides, scalars as recorded."""
    torch = _torch()
    out: list[Any] = []
    for arg in plan.args:
        if isinstance(arg, ScalarArg):
            out.append(arg.value)
        elif isinstance(arg, TensorListArg):
            out.append([_fresh(torch, t, device) for t in arg.tensors])
        else:
            assert isinstance(arg, TensorArg)
            out.append(_fresh(torch, arg, device))
    return out


def schemas(plan: CallPlan) -> dict[str, list[SchemaArg]]:
    """The arguments of every overload of ``torch.ops.aten.<name>`` as torch declares them."""
    torch = _torch()
    try:
        packet = getattr(torch.ops.aten, plan.op)
        names = packet.overloads()
    except (AttributeError, RuntimeError) as exc:
        raise ArtifactError(f"this torch has no op aten::{plan.op}: {exc}") from exc
    out: dict[str, list[SchemaArg]] = {}
    for name in names:
        schema = getattr(packet, name)._schema
        out[name] = [SchemaArg(a.name, str(a.type), bool(a.kwarg_only)) for a in schema.arguments]
    return out


def op_call(plan: CallPlan, inputs: list[Any]) -> tuple[Callable[[], Any], str]:
    """A call of the first overload that the recorded inputs fit (opcall.bind) and that runs, with the
    overload's name; the first try runs the op once (the warm-up)."""
    torch = _torch()
    packet = getattr(torch.ops.aten, plan.op)
    op_schemas = schemas(plan)
    bindings = bind(plan, op_schemas)
    if not bindings:
        raise Unbindable(f"no overload of aten::{plan.op} takes the recorded inputs: {unbound_reason(plan, op_schemas)}")
    errors = []
    for b in bindings:
        op = getattr(packet, b.overload)
        args, kwargs = inputs[: b.positional], dict(zip(b.keywords, inputs[b.positional:]))

        def call(op: Any = op, args: list[Any] = args, kwargs: dict[str, Any] = kwargs) -> Any:
            return op(*args, **kwargs)

        try:
            call()
            torch.cuda.synchronize()
        except (RuntimeError, TypeError, ValueError) as exc:
            errors.append(f"{b.overload}: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}")
            continue
        return call, b.overload
    raise ArtifactError(f"aten::{plan.op} failed on the recorded inputs: {'; '.join(errors)}")


def call_with(plan: CallPlan, overload: str, inputs: list[Any]) -> Callable[[], Any]:
    """The call of ``overload`` (found by :func:`op_call`) on another set of inputs of the same plan."""
    torch = _torch()
    b = next((b for b in bind(plan, schemas(plan)) if b.overload == overload), None)
    if b is None:
        raise ArtifactError(f"aten::{plan.op}.{overload} does not take the recorded inputs")
    op = getattr(getattr(torch.ops.aten, plan.op), overload)
    args, kwargs = inputs[: b.positional], dict(zip(b.keywords, inputs[b.positional:]))
    return lambda: op(*args, **kwargs)


def input_bytes(inputs: list[Any]) -> int:
    """Bytes of GPU storage behind a call's input tensors (host scalars and numbers not counted)."""
    seen: dict[int, int] = {}
    for t in _tensors(inputs):
        if t.is_cuda:
            storage = t.untyped_storage()
            seen[storage.data_ptr()] = storage.nbytes()
    return sum(seen.values())


@dataclass
class Verification:
    """The kernels one replayed call ran, and whether the traced kernel is among them."""

    kernels: list[dict[str, Any]]  # name, grid, block, count, total_time_us of each kernel the call ran
    name_matched: bool
    launch_matched: bool  # the same name with the traced grid and block


def kernels_of_call(call: Callable[[], Any], trace_path: Path) -> list[dict[str, Any]]:
    """Profile one ``call`` (CUDA activities), save the Chrome trace, and list the GPU activities it ran."""
    torch = _torch()
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        call()
        torch.cuda.synchronize()
    prof.export_chrome_trace(str(trace_path))
    try:
        kernels = extract(trace_path).kernels
    except ArtifactError:
        return []  # the call ran no GPU activity
    return [{"name": k.name, "grid": k.grid, "block": k.block, "count": k.count, "total_time_us": k.total_time_us}
            for k in kernels]


def verify(entry: dict[str, Any], kernels: list[dict[str, Any]]) -> Verification:
    """Whether the traced entry's kernel (by name; and by name, grid and block) is among ``kernels``."""
    same_name = [k for k in kernels if k["name"] == entry["name"]]
    launch = any(k["grid"] == entry.get("grid") and k["block"] == entry.get("block") for k in same_name)
    return Verification(kernels, bool(same_name), launch)


@dataclass
class ReplayResult:
    """One entry replayed: what ran, and the measurement's record (None where not measured)."""

    kernel: str
    op: str
    verification: Verification
    runs_per_replay: int
    record: dict[str, Any] | None = None
    other_kernels_per_call: list[str] = field(default_factory=list)
    l2: str = "hot"
    input_copies: int = 1  # input sets the graph's calls cycle through (rotate), else 1


def replay(entry: dict[str, Any], plan: CallPlan, measure: Measure | None, device: int = 0,
           trace_dir: Path | None = None, l2: str = "hot") -> ReplayResult:
    """Replay one unique kernel (see the module's description); ``measure`` None: verify only.

    The record measures the whole call (every kernel it launches; ``other_kernels_per_call`` names the
    ones besides the traced kernel); ``l2``: one of L2_MODES."""
    if l2 not in L2_MODES:
        raise ArtifactError(f"unknown L2 mode {l2!r}: expected one of {', '.join(L2_MODES)}")
    torch = _torch()
    torch.cuda.set_device(device)
    inputs = make_inputs(plan, device)
    call, overload = op_call(plan, inputs)  # runs it once: library handles, caches, lazy module loads
    op_name = f"aten::{plan.op}.{overload}"
    first = call()
    torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as tmp:
        trace_path = Path(trace_dir or tmp) / "replay_trace.json"
        verification = verify(entry, kernels_of_call(call, trace_path))
    output_bytes = sum(t.untyped_storage().nbytes() for t in _tensors(first))
    del first
    runs = runs_per_replay(float(entry["mean_time_us"]), output_bytes)
    result = ReplayResult(entry["name"], op_name, verification, runs,
                          other_kernels_per_call=sorted({k["name"] for k in verification.kernels} - {entry["name"]}),
                          l2=l2)
    if measure is None:
        return result
    calls = [call]
    if l2 == "rotate":
        l2_bytes = int(torch.cuda.get_device_properties(device).L2_cache_size)
        runs, copies = rotated_runs(runs, rotation_copies(input_bytes(inputs), l2_bytes), output_bytes)
        calls += [call_with(plan, overload, make_inputs(plan, device)) for _ in range(copies - 1)]
        result.runs_per_replay, result.input_copies = runs, copies
    graph, outputs = capture_graph([calls[i % len(calls)] for i in range(runs)], [call], op_name, device)
    description = {"kernel": entry["name"], "op": op_name, "grid": entry.get("grid"),
                   "block": entry.get("block"), "verified": verification.name_matched,
                   "l2": l2, "input_copies": result.input_copies}
    result.record = measure(graph.raw_cuda_graph_exec(), torch.cuda.current_stream().cuda_stream, runs, description)
    del outputs, graph
    return result


def _tensors(value: Any) -> list[Any]:
    """The tensors in an op's result (a tensor, a tuple or list of them, or none)."""
    import torch

    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, (tuple, list)):
        return [t for v in value for t in _tensors(v)]
    return []
