"""A Llama model (Vicuna-7B's dimensions) split over several GPUs with tensor parallelism, profiled per GPU.

The split is Megatron-LM's (Shoeybi et al., 2019), written here on plain ``torch.distributed``: in
every decoder layer the q/k/v projections and the MLP's gate/up projections are column-parallel (rank
r keeps rows ``r*out/W .. (r+1)*out/W`` of each weight: its own attention heads and its slice of the
MLP's intermediate width, no communication), the attention's o_proj and the MLP's down_proj are
row-parallel (rank r keeps the matching columns, and the partial products are summed by one
``all_reduce`` per projection: two per layer). Embeddings, norms and the LM head stay whole on every
rank (each computes the same logits; the greedy decode stays in step without further communication).
transformers' own ``tp_plan="auto"`` (torch.distributed.tensor) is not used: it shards while loading a
checkpoint (``from_pretrained``), and these models are built from their configuration with random
weights, nothing downloaded; the split here is the same plan (colwise q/k/v/gate/up, rowwise o/down).
Every rank builds the whole model from the same seed, then keeps its shards, so the split model
computes what the whole one does (tests/test_tensor_parallel.py checks it on the CPU with gloo).

One process per GPU, launched by ``torchrun --nproc-per-node N`` (or any launcher that sets RANK,
WORLD_SIZE, LOCAL_RANK, MASTER_ADDR and MASTER_PORT): :func:`main`. Before anything else it says when
this host has fewer GPUs than the world size asked for. Each rank then writes, under
``<out>/rank<r>/``, the same run directory as one GPU's profile (artifact.traces.run: run.json,
the torch.profiler trace, kernels.jsonl and summary.json by artifact.traces.trace, NCCL's kernels in
their own ``collective`` tier), with ``rank``, ``world_size`` and ``tensor_parallel`` in run.json, plus
``energy.json``: the phase run by every rank at once under the measurement protocol, in lockstep
(artifact.measure.lockstep: warm-up to steady state, windows aligned to each GPU's NVML energy-counter
updates until the noise target, hot idle; the settings of the driver contract), with its power timeline;
and ``collectives.json``: each all-reduce size the phase issues, measured as a pair (every rank at once,
blocks of back-to-back all_reduce calls, under the same protocol). The agreement between the ranks goes
through a gloo group, so that none of it runs on the GPUs.
:func:`summarize` reads the ranks' files into one table (per-GPU and total energy, the collectives'
share of each GPU's kernel time).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..errors import ArtifactError
from ..layout import TpRunDirs, TraceRunDirs
from ..measure.lockstep import CounterWatcher, gloo_agreement, measure_lockstep
from ..results.provenance import torch_cudnn
from ..schema import tp_energy
from ..schema.base import read, read_dict, write
from ..schema.tp_energy import TpCollectives, TpEnergy
from ..schema.trace_kernels import TraceSummary
from ..schema.trace_run import TraceRun

TP_SCHEMA = "trace-tp/1"
ENERGY_SCHEMA = tp_energy.SCHEMA
COLLECTIVES_SCHEMA = tp_energy.COLLECTIVES_SCHEMA
COLUMN_PARALLEL = ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj")
ROW_PARALLEL = ("o_proj", "down_proj")


# --- the split ------------------------------------------------------------------------------------------


def check_divisible(config: Any, world: int) -> None:
    """The model's heads and MLP width must split evenly over ``world`` ranks."""
    for name in ("num_attention_heads", "num_key_value_heads", "intermediate_size"):
        value = getattr(config, name, None)
        if value is None or value % world:
            raise ArtifactError(f"tensor parallelism over {world} GPUs needs {name} divisible by {world}, got {value}")


def _shard_rows(torch: Any, linear: Any, rank: int, world: int) -> Any:
    """Column-parallel: this rank's rows of the weight (and bias), as a new Linear."""
    out = linear.out_features // world
    sl = slice(rank * out, (rank + 1) * out)
    new = torch.nn.Linear(linear.in_features, out, bias=linear.bias is not None,
                          device=linear.weight.device, dtype=linear.weight.dtype)
    with torch.no_grad():
        new.weight.copy_(linear.weight[sl])
        if linear.bias is not None:
            new.bias.copy_(linear.bias[sl])
    return new


def row_parallel(torch: Any, linear: Any, rank: int, world: int, group: Any = None) -> Any:
    """Row-parallel: this rank's columns of the weight; the output summed over the ranks (all_reduce),
    the bias added once, after the sum."""
    import torch.distributed as dist

    width = linear.in_features // world
    sl = slice(rank * width, (rank + 1) * width)

    class RowParallelLinear(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.in_features, self.out_features = width, linear.out_features
            self.weight = torch.nn.Parameter(linear.weight[:, sl].detach().clone(), requires_grad=False)
            self.bias = (torch.nn.Parameter(linear.bias.detach().clone(), requires_grad=False)
                         if linear.bias is not None else None)

        def forward(self, x: Any) -> Any:
            out = torch.nn.functional.linear(x, self.weight)
            dist.all_reduce(out, group=group)
            return out + self.bias if self.bias is not None else out

    return RowParallelLinear()


def shard_llama(model: Any, rank: int, world: int, group: Any = None) -> Any:
    """Split a transformers Llama model (LlamaForCausalLM) in place for rank ``rank`` of ``world``."""
    import torch

    config = model.config
    check_divisible(config, world)
    if world == 1:
        return model
    layers = model.model.layers
    for layer in layers:
        for parent in (layer.self_attn, layer.mlp):
            for name in COLUMN_PARALLEL:
                if hasattr(parent, name):
                    setattr(parent, name, _shard_rows(torch, getattr(parent, name), rank, world))
            for name in ROW_PARALLEL:
                if hasattr(parent, name):
                    setattr(parent, name, row_parallel(torch, getattr(parent, name), rank, world, group))
    if torch.cuda.is_available():
        torch.cuda.empty_cache()
    return model


def build_sharded(model_name: str, rank: int, world: int, device: str, seed: int = 0, dtype: str = "float16",
                  config_overrides: dict[str, Any] | None = None, group: Any = None) -> Any:
    """The model of ``model_name`` (artifact.traces.profile.MODELS) built whole from ``seed`` on
    ``device``, then split for ``rank``; ``config_overrides`` shrink it for tests."""
    import torch
    import transformers
    from transformers import AutoModelForCausalLM

    from ..traces.profile import MODELS

    spec = MODELS.get(model_name)
    if spec is None or spec.config_class != "LlamaConfig":
        raise ArtifactError(f"tensor parallelism is for Llama models ({', '.join(n for n, s in MODELS.items() if s.config_class == 'LlamaConfig')}), not {model_name!r}")
    config = getattr(transformers, spec.config_class)(**{**spec.config_kwargs(), **(config_overrides or {})})
    torch.manual_seed(seed)
    previous = torch.get_default_dtype()
    torch.set_default_dtype(getattr(torch, dtype))
    try:
        with torch.device(device):
            model = AutoModelForCausalLM.from_config(config)
    finally:
        torch.set_default_dtype(previous)
    return shard_llama(model.eval(), rank, world, group)


# --- the run layout -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TpSettings:
    model: str
    phase: str
    prompt_tokens: int
    decode_tokens: int = 0
    batch: int = 1
    world_size: int = 2
    repeats: int = 10  # the fewest runs of the phase measured (the protocol's windows decide how many)
    seed: int = 0


def tp_run_name(s: TpSettings) -> str:
    tokens = f"p{s.prompt_tokens}" + (f"-d{s.decode_tokens}" if s.phase == "decode" else "")
    return f"{s.model}_{s.phase}_b{s.batch}_{tokens}_tp{s.world_size}"


def rank_dir(out: Path, rank: int) -> Path:
    return TpRunDirs(Path(out)).rank(rank).root


def check_gpus(world: int, available: int) -> None:
    """Said before anything is built or written: fewer GPUs than ranks is an error."""
    if available < world:
        raise ArtifactError(f"tensor parallelism over {world} GPUs asked for, but this host has {available} "
                            f"GPU(s) visible: use a host with {world} GPUs or a smaller --nproc-per-node")


def summarize(out: Path) -> dict[str, Any]:
    """One row per rank (its run.json, summary.json, energy.json and collectives.json) and the totals:
    energy per GPU and in all, the collectives' share of each GPU's kernel time."""
    out = Path(out)
    ranks = TpRunDirs(out).rank_roots()
    if not ranks:
        raise ArtifactError(f"no rank directories in {out} (run the tensor-parallel profile first)")
    rows: list[dict[str, Any]] = []
    for d in ranks:
        rd = TraceRunDirs(d)
        run = read(TraceRun, rd.run_json, "tensor-parallel run").to_json()
        summary = read_dict(TraceSummary, rd.summary)
        energy = read(TpEnergy, rd.energy).to_json() if rd.energy.is_file() else None
        tiers = summary.get("by_tier", {})
        kernel_us = float(summary.get("kernel_time_us") or 0.0)
        coll_us = float(tiers.get("collective", {}).get("time_us", 0.0))
        rows.append({
            "rank": run.get("rank"), "world_size": run.get("world_size"),
            "gpu_uuid": (run.get("gpu") or {}).get("uuid"),
            "wall_time_ms": run.get("wall_time_ms"),
            "kernel_time_us": kernel_us, "collective_time_us": coll_us,
            "collective_share": coll_us / kernel_us if kernel_us > 0 else None,
            "energy_per_run_mj": energy.get("energy_per_run_mj") if energy else None,
            "time_per_run_ms": energy.get("time_per_run_ms") if energy else None,
            "avg_power_w": energy.get("avg_power_w") if energy else None,
        })
    worlds = {r["world_size"] for r in rows}
    if len(worlds) != 1 or worlds != {len(rows)}:
        raise ArtifactError(f"{out}: {len(rows)} rank directories for world size(s) {sorted(map(str, worlds))}")
    energies = [r["energy_per_run_mj"] for r in rows]
    total = sum(energies) if all(e is not None for e in energies) else None
    return {"schema": TP_SCHEMA, "ranks": rows, "total_energy_per_run_mj": total,
            "collective_share": (sum(r["collective_time_us"] for r in rows) / sum(r["kernel_time_us"] for r in rows))
            if sum(r["kernel_time_us"] for r in rows) > 0 else None}


# --- one rank's GPU work (torch, NCCL, NVML) ---------------------------------------------------------------


def _phase_fn(torch: Any, model: Any, s: TpSettings, device: str) -> Callable[[], None]:
    from ..traces.profile import _decode, fresh_cache

    gen = torch.Generator(device="cpu").manual_seed(s.seed)  # the same tokens on every rank
    ids = torch.randint(0, model.config.vocab_size, (s.batch, s.prompt_tokens), generator=gen).to(device)
    if s.phase == "prefill":
        def run() -> None:
            with torch.inference_mode():
                model(input_ids=ids, use_cache=False)

        return run
    with torch.inference_mode():
        out = model(input_ids=ids, use_cache=True)
    cache, first = out.past_key_values, out.logits[:, -1:].argmax(-1)

    def decode() -> None:
        _decode(model, fresh_cache(cache, lambda t: isinstance(t, torch.Tensor)), first, s.decode_tokens)

    return decode


_NAME_DTYPES = {"f16": "c10::Half", "bf16": "c10::BFloat16", "f32": "float"}
_NAME_DTYPE = re.compile(r"_(f16|bf16|f32)_")


def allreduce_size(row: dict[str, Any]) -> tuple[int, str] | None:
    """The element count and dtype of the tensor a collective kernel's op reduced, or None where the op
    names no tensor (torch's ``barrier()`` all-reduces a one-element tensor of its own, not recorded).
    The shape is the first input of the op's Input Dims, a tensor's ``[d0, d1, ...]`` or a TensorList's
    ``[[d0, d1, ...]]`` (torch 2.x records ``record_param_comms`` with a TensorList); the dtype is the
    op's Input type where it is one, else the kernel name's (``ncclDevKernel_AllReduce_Sum_f16_...``)."""
    op = row.get("op") or {}
    dims, types = op.get("input_dims") or [], op.get("input_types") or []
    for d in dims:
        if isinstance(d, list) and len(d) == 1 and isinstance(d[0], list):
            d = d[0]  # a TensorList of one tensor
        if isinstance(d, list) and d and all(isinstance(x, int) and not isinstance(x, bool) for x in d):
            shape = d
            break
    else:
        return None
    numel = 1
    for x in shape:
        numel *= x
    dtype = next((t for t in types if t in _TORCH_DTYPES), None)
    if dtype is None:
        m = _NAME_DTYPE.search(str(row.get("name", "")))
        dtype = _NAME_DTYPES[m.group(1)] if m else "c10::Half"
    return numel, dtype


def allreduce_sizes(kernels_path: Path) -> list[dict[str, Any]]:
    """The all-reduce calls of a rank's unique collective kernels (:func:`allreduce_size`), by count (then
    size and dtype: every rank must list them in one order, whatever the order of its own kernels, since
    the ranks measure the pairs in this order and an all_reduce of one size cannot meet another's)."""
    from ..traces.run import read_kernels

    out: dict[tuple[int, str], dict[str, Any]] = {}
    for row in read_kernels(kernels_path):
        if row.get("tier") != "collective":
            continue
        size = allreduce_size(row)
        if size is None:
            continue
        numel, dtype = size
        item = out.setdefault(size, {"numel": numel, "dtype": dtype, "kernel": row["name"], "count": 0})
        item["count"] += int(row.get("count", 0))
    return sorted(out.values(), key=lambda r: (-r["count"], -r["numel"], r["dtype"]))


_TORCH_DTYPES = {"c10::Half": "float16", "c10::BFloat16": "bfloat16", "float": "float32"}


UNIT_S = 1e-3  # a collective pair's unit of work: back-to-back all_reduce calls lasting at least this


def measure_collective_pair(torch: Any, dist: Any, numel: int, dtype: str, device: str, watcher: CounterWatcher,
                            agree: Callable[[bool], bool], agree_max: Callable[[float], float]) -> dict[str, Any]:
    """One all_reduce of ``numel`` elements run by every rank at once under the lockstep protocol, in units
    of back-to-back calls lasting ~``UNIT_S`` or more: time per call (the slowest rank's), this GPU's energy
    per call, and the protocol's quality fields."""
    x = torch.ones(numel, dtype=getattr(torch, _TORCH_DTYPES.get(dtype, "float16")), device=device)
    for _ in range(5):
        dist.all_reduce(x)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(20):
        dist.all_reduce(x)
    torch.cuda.synchronize()
    per_unit = max(1, math.ceil(UNIT_S / max(agree_max((time.perf_counter() - t0) / 20), 1e-7)))

    def unit() -> None:
        for _ in range(per_unit):
            dist.all_reduce(x)

    r = measure_lockstep(unit, agree, agree_max, watcher, sync=torch.cuda.synchronize)
    return {"numel": numel, "dtype": dtype, "calls": r.calls * per_unit, "calls_per_unit": per_unit,
            "time_per_call_us": agree_max(r.time_per_run_ms) / per_unit * 1e3,
            "energy_per_call_mj": r.energy_per_run_mj / per_unit, "seconds": r.seconds} | r.quality_json()


def run_rank(s: TpSettings, out: Path) -> Path:
    """This process's rank (torchrun's environment): profile, extract, energy, collective pairs."""
    import torch
    import torch.distributed as dist
    import transformers
    from torch.profiler import ProfilerActivity, profile

    from ..gpu import gpu_info
    from ..traces.trace import extract, write_jsonl, write_summary

    rank, world, local = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"]), int(os.environ["LOCAL_RANK"])
    if world != s.world_size:
        raise ArtifactError(f"the launcher started {world} processes, the settings ask for {s.world_size}")
    check_gpus(int(os.environ.get("LOCAL_WORLD_SIZE", world)), torch.cuda.device_count())
    torch.cuda.set_device(local)
    device = f"cuda:{local}"
    dist.init_process_group("nccl", device_id=torch.device(device))
    import pynvml

    pynvml.nvmlInit()
    # this rank's GPU by UUID (CUDA's and NVML's numberings can differ)
    handle = pynvml.nvmlDeviceGetHandleByUUID(f"GPU-{torch.cuda.get_device_properties(local).uuid}")
    gpu = gpu_info(int(pynvml.nvmlDeviceGetIndex(handle)))
    dirs = TpRunDirs(Path(out)).rank(rank)
    d = dirs.root
    d.mkdir(parents=True, exist_ok=True)
    model = build_sharded(s.model, rank, world, device, seed=s.seed)
    run = _phase_fn(torch, model, s, device)

    def timed() -> float:
        torch.cuda.synchronize()
        dist.barrier()
        t0 = time.perf_counter()
        run()
        torch.cuda.synchronize()
        return (time.perf_counter() - t0) * 1e3

    run()  # warm-up (NCCL's communicators are set up by the first all_reduce)
    wall_ms = timed()
    trace = d / f"{tp_run_name(s)}.rank{rank}.trace.json"
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=True) as prof:
        profiled_ms = timed()
    prof.export_chrome_trace(str(trace))
    extraction = extract(trace)
    write_jsonl(dirs.kernels, extraction)
    write_summary(dirs.summary, extraction)

    agree, agree_max = gloo_agreement(torch, dist, dist.new_group(backend="gloo"))
    with CounterWatcher(pynvml, handle) as watcher:
        r = measure_lockstep(run, agree, agree_max, watcher, sync=torch.cuda.synchronize, min_calls=s.repeats)
        write(dirs.energy, TpEnergy.from_json({
            "schema": ENERGY_SCHEMA, "rank": rank, "gpu_uuid": gpu.uuid, "repeats": r.calls, "seconds": r.seconds,
            "energy_mj": r.energy_per_run_mj * r.calls, "energy_per_run_mj": r.energy_per_run_mj,
            "time_per_run_ms": r.time_per_run_ms, "avg_power_w": r.avg_power_w} | r.quality_json() | {
            "power_timeline": [{"t_s": t, "power_w": w} for t, w in r.timeline]}))

        sizes = allreduce_sizes(dirs.kernels)
        counts = torch.tensor([len(sizes)], device=device)
        dist.all_reduce(counts, op=dist.ReduceOp.MIN)  # every rank measures the same list, in the same order
        pairs = [measure_collective_pair(torch, dist, c["numel"], c["dtype"], device, watcher, agree, agree_max)
                 | {"count": c["count"]} for c in sizes[: int(counts.item())]]
    write(dirs.collectives, TpCollectives(rank=rank, pairs=pairs))

    settings = {"model": s.model, "phase": s.phase, "prompt_tokens": s.prompt_tokens,
                "decode_tokens": s.decode_tokens, "batch": s.batch, "device": local, "seed": s.seed}
    write(dirs.run_json, TraceRun(
        settings=settings, trace=trace.name, wall_time_ms=wall_ms,
        profiled_wall_time_ms=profiled_ms, attention=str(getattr(model.config, "_attn_implementation", "unknown")),
        parameters=sum(p.numel() for p in model.parameters()),
        versions={"torch": str(torch.__version__), "transformers": str(transformers.__version__),
                  "cuda": str(torch.version.cuda), "nccl": ".".join(map(str, torch.cuda.nccl.version())),
                  "cudnn": torch_cudnn(torch)},
        rank=rank, world_size=world, gpu=gpu.to_json(),
        tensor_parallel={"settings": asdict(s), "column_parallel": list(COLUMN_PARALLEL),
                         "row_parallel": list(ROW_PARALLEL), "replicated": ["embed_tokens", "norm", "lm_head"]},
    ))
    dist.barrier()
    dist.destroy_process_group()
    return d


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="One rank of a tensor-parallel profile (launch with torchrun).")
    p.add_argument("--model", default="vicuna-7b")
    p.add_argument("--phase", choices=("prefill", "decode"), default="prefill")
    p.add_argument("--tokens", type=int, default=512)
    p.add_argument("--decode-tokens", type=int, default=32)
    p.add_argument("--batch", type=int, default=1)
    p.add_argument("--repeats", type=int, default=10,
                   help="the fewest runs of the phase measured for its energy (default 10; the protocol decides beyond)")
    p.add_argument("--out", type=Path, required=True)
    a = p.parse_args(argv)
    if a.repeats < 1:
        p.error("--repeats must be at least 1")
    world = int(os.environ.get("WORLD_SIZE", "0"))
    if not world:
        print("error: start this with torchrun --nproc-per-node N (WORLD_SIZE is not set)", flush=True)
        return 2
    s = TpSettings(a.model, a.phase, a.tokens, a.decode_tokens if a.phase == "decode" else 0, a.batch, world, a.repeats)
    try:
        d = run_rank(s, a.out / tp_run_name(s))
    except ArtifactError as exc:
        print(f"error: {' '.join(str(exc).split())}", flush=True)
        return exc.exit_code
    print(f"rank {os.environ['RANK']}: {d}", flush=True)
    if os.environ.get("RANK") == "0":
        time.sleep(0.5)
        print(json.dumps(summarize(a.out / tp_run_name(s)), indent=1)[:4000])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
