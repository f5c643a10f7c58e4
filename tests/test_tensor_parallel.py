"""Tensor parallelism (artifact/tp/run.py): the split checked against the whole model with two
processes on the CPU (gloo; skipped where torch and transformers are not installed: they are the optional
[models] extra), and, without torch, the per-rank extraction (NCCL kernels in their own tier), the all-reduce
sizes read from a rank's kernels, the per-rank summary and the refusals, on synthetic traces."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest
from helpers import run_gloo_ranks

from artifact.errors import ArtifactError
from artifact.schema.trace_kernels import KernelEntry
from artifact.tp.run import (
    TpSettings,
    allreduce_sizes,
    check_divisible,
    check_gpus,
    rank_dir,
    summarize,
    tp_run_name,
)
from artifact.traces.trace import extract, write_jsonl, write_summary

ROOT = Path(__file__).resolve().parent.parent
NCCL = "ncclDevKernel_AllReduce_Sum_f16_RING_LL(ncclDevKernelArgsStorage<4096ul>)"
GEMM = "nvjet_hsh_128x256_64x4_1x2_h_bz_coopA_NTN"


def _rank_trace(rank: int, nccl_us: float) -> dict:
    """One decoder layer's worth of a rank's trace: a GEMM (aten::mm), then the row-parallel all_reduce
    (c10d::allreduce_ on a [1, 8, 4096] fp16 tensor), twice."""
    events = []
    t = 100.0
    for i in range(2):
        ext = 10 * i
        events += [
            {"ph": "X", "cat": "cpu_op", "name": "aten::mm", "ts": t, "dur": 20, "pid": 1, "tid": 1,
             "args": {"External id": ext + 1, "Input Dims": [[8, 4096], [4096, 2048]], "Input type": ["c10::Half", "c10::Half"],
                      "Input Strides": [[4096, 1], [1, 4096]], "Concrete Inputs": ["", ""]}},
            {"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "ts": t + 5, "dur": 3, "pid": 1, "tid": 1,
             "args": {"correlation": 100 + ext, "External id": ext + 1}},
            {"ph": "X", "cat": "kernel", "name": GEMM, "ts": t + 10, "dur": 30, "pid": 0, "tid": 7,
             "args": {"correlation": 100 + ext, "grid": [16, 1, 1], "block": [384, 1, 1], "device": rank, "stream": 7,
                      "shared memory": 0, "registers per thread": 168}},
            {"ph": "X", "cat": "cpu_op", "name": "c10d::allreduce_", "ts": t + 40, "dur": 20, "pid": 1, "tid": 1,
             "args": {"External id": ext + 2, "Input Dims": [[[1, 8, 4096]], [], [], [], []],
                      "Input type": ["GenericList", "", "", "", ""]}},
            {"ph": "X", "cat": "cpu_op", "name": "nccl:all_reduce", "ts": t + 45, "dur": 10, "pid": 1, "tid": 1,
             "args": {"External id": ext + 3, "Input Dims": [[1, 8, 4096]], "Input type": ["c10::Half"]}},
            {"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernelExC", "ts": t + 46, "dur": 3, "pid": 1, "tid": 1,
             "args": {"correlation": 200 + ext, "External id": ext + 3}},
            {"ph": "X", "cat": "kernel", "name": NCCL, "ts": t + 50, "dur": nccl_us, "pid": 0, "tid": 9,
             "args": {"correlation": 200 + ext, "grid": [2, 1, 1], "block": [640, 1, 1], "device": rank, "stream": 9,
                      "shared memory": 0, "registers per thread": 96}},
        ]
        t += 200
    return {"traceEvents": events}


def _write_rank(out: Path, rank: int, world: int, nccl_us: float, energy_mj: float | None) -> Path:
    d = rank_dir(out, rank)
    d.mkdir(parents=True)
    trace = d / f"rank{rank}.trace.json"
    trace.write_text(json.dumps(_rank_trace(rank, nccl_us)))
    ex = extract(trace)
    write_jsonl(d / "kernels.jsonl", ex)
    write_summary(d / "summary.json", ex)
    settings = {"model": "vicuna-7b", "phase": "prefill", "prompt_tokens": 512, "decode_tokens": 0, "batch": 1,
                "device": rank, "seed": 0}
    (d / "run.json").write_text(json.dumps({
        "schema": "trace-run/1", "settings": settings, "trace": trace.name, "wall_time_ms": 1.5,
        "profiled_wall_time_ms": 3.0, "attention": "sdpa", "parameters": 1000, "versions": {"torch": "2.11.0"},
        "rank": rank, "world_size": world, "gpu": {"uuid": f"GPU-{rank}"}}))
    if energy_mj is not None:
        (d / "energy.json").write_text(json.dumps({
            "schema": "trace-tp-energy/1", "rank": rank, "gpu_uuid": f"GPU-{rank}", "repeats": 10, "seconds": 0.014,
            "energy_mj": 10 * energy_mj, "energy_per_run_mj": energy_mj, "time_per_run_ms": 1.4, "avg_power_w": 300.0,
            "power_timeline": []}))
    return d


def test_each_ranks_nccl_kernels_are_their_own_tier_with_the_all_reduce_that_launched_them(tmp_path):
    d = _write_rank(tmp_path, 0, 2, 12.0, 50.0)
    summary = json.loads((d / "summary.json").read_text())
    assert summary["by_tier"]["collective"] == {"unique": 1, "count": 2, "time_us": 24.0}
    assert summary["by_tier"]["gemm"] == {"unique": 1, "count": 2, "time_us": 60.0}
    rows = [json.loads(x) for x in (d / "kernels.jsonl").read_text().splitlines()]
    coll = next(r for r in rows if r["tier"] == "collective")
    assert coll["op"]["name"] == "nccl:all_reduce" and coll["devices"] == [0]
    assert allreduce_sizes(d / "kernels.jsonl") == [
        {"numel": 8 * 4096, "dtype": "c10::Half", "kernel": NCCL, "count": 2}]


def test_the_ranks_summary_gives_per_gpu_and_total_energy_and_the_share_of_communication(tmp_path):
    _write_rank(tmp_path, 0, 2, 12.0, 50.0)
    _write_rank(tmp_path, 1, 2, 20.0, 55.0)
    s = summarize(tmp_path)
    assert [r["rank"] for r in s["ranks"]] == [0, 1] and [r["gpu_uuid"] for r in s["ranks"]] == ["GPU-0", "GPU-1"]
    assert s["total_energy_per_run_mj"] == pytest.approx(105.0)
    assert s["ranks"][0]["collective_share"] == pytest.approx(24 / 84)
    assert s["ranks"][1]["collective_share"] == pytest.approx(40 / 100)
    assert s["collective_share"] == pytest.approx(64 / 184)


def test_a_missing_rank_or_energy_is_said(tmp_path):
    _write_rank(tmp_path, 0, 2, 12.0, None)
    with pytest.raises(ArtifactError, match="1 rank directories for world size"):
        summarize(tmp_path)
    _write_rank(tmp_path, 1, 2, 12.0, 40.0)
    assert summarize(tmp_path)["total_energy_per_run_mj"] is None  # not a partial sum
    with pytest.raises(ArtifactError, match="no rank directories"):
        summarize(tmp_path / "nothing")


def test_fewer_gpus_than_ranks_and_uneven_splits_are_refused():
    with pytest.raises(ArtifactError, match="over 2 GPUs asked for, but this host has 1 GPU"):
        check_gpus(2, 1)
    check_gpus(2, 8)
    cfg = SimpleNamespace(num_attention_heads=32, num_key_value_heads=32, intermediate_size=11008)
    check_divisible(cfg, 2)
    with pytest.raises(ArtifactError, match="num_attention_heads divisible by 3"):
        check_divisible(cfg, 3)
    assert tp_run_name(TpSettings("vicuna-7b", "decode", 512, 32)) == "vicuna-7b_decode_b1_p512-d32_tp2"


_GLOO_WORKER = r"""
import json, os, sys
import torch, torch.distributed as dist
from artifact.tp.run import build_sharded
small = {"hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 4,
         "intermediate_size": 128, "vocab_size": 97, "max_position_embeddings": 64}
dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
ids = torch.randint(0, 97, (2, 9), generator=torch.Generator().manual_seed(1))
model = build_sharded("vicuna-7b", rank, world, "cpu", seed=3, dtype="float32", config_overrides=small)
whole = build_sharded("vicuna-7b", 0, 1, "cpu", seed=3, dtype="float32", config_overrides=small)
with torch.inference_mode():
    split_logits, ref_logits = model(input_ids=ids).logits, whole(input_ids=ids).logits
    out = model(input_ids=ids, use_cache=True)  # decode two tokens from the cache, as the profile does
    tok, past = out.logits[:, -1:].argmax(-1), out.past_key_values
    steps = []
    for _ in range(2):
        out = model(input_ids=tok, past_key_values=past, use_cache=True)
        tok, past = out.logits[:, -1:].argmax(-1), out.past_key_values
        steps.append(tok.flatten().tolist())
    ref = whole.generate(ids, max_new_tokens=3, do_sample=False)[:, -2:].T.tolist()
q = model.model.layers[0].self_attn.q_proj
json.dump({"rank": rank, "max_diff": float((split_logits - ref_logits).abs().max()),
           "q_rows": q.out_features, "o_cols": model.model.layers[0].self_attn.o_proj.in_features,
           "steps": steps, "ref_steps": ref}, open(sys.argv[1] + f"/rank{rank}.json", "w"))
dist.destroy_process_group()
"""


def test_the_split_model_computes_what_the_whole_one_does_on_two_gloo_processes(tmp_path):
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    run_gloo_ranks(_GLOO_WORKER, str(tmp_path), timeout=240)
    for rank in range(2):
        r = json.loads((tmp_path / f"rank{rank}.json").read_text())
        assert r["q_rows"] == 32 and r["o_cols"] == 32  # half the heads (and half o_proj's inputs) per rank
        assert r["max_diff"] < 1e-4  # the all-reduced logits are the whole model's
        assert r["steps"] == r["ref_steps"]  # greedy decode through the split cache: the same tokens


def test_every_rank_lists_its_all_reduce_sizes_in_one_order_whatever_the_order_of_its_kernels(tmp_path):
    """The ranks measure the pairs in allreduce_sizes' order, each size an all_reduce every rank must join
    with the same tensor: two sizes of one count must not come in each rank's own kernels.jsonl order."""
    def row(numel: int, count: int) -> dict:
        return KernelEntry(name=NCCL, category="kernel", tier="collective", grid=None, block=None, shared_memory_bytes=None,
                           registers_per_thread=None, devices=[0], streams=[7], count=count, total_time_us=10.0 * count,
                           mean_time_us=10.0, op={"name": "record_param_comms", "input_dims": [[[numel]], []],
                                                  "input_types": ["TensorList", ""]},
                           other_op_count=0, unlinked_count=0, missing={}).to_json()

    rows = [row(4096, 32), row(11008, 32), row(1, 64)]
    orders = []
    for k, order in enumerate((rows, rows[::-1])):  # one rank's kernels by time, the other's the other way
        path = tmp_path / f"rank{k}.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in order))
        orders.append([(s["numel"], s["count"]) for s in allreduce_sizes(path)])
    assert orders[0] == orders[1]
    assert orders[0][0] == (1, 64)


def test_repeats_is_a_minimum_of_measured_runs_and_at_least_one(capsys):
    from artifact.tp.run import main

    with pytest.raises(SystemExit) as exc:
        main(["--repeats", "0", "--out", "unused"])
    assert exc.value.code == 2 and "--repeats must be at least 1" in capsys.readouterr().err
    assert TpSettings("vicuna-7b", "prefill", 512).repeats == 10
