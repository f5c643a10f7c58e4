"""The tensor-parallel report (artifact.tp.explain, artifact.tp.report, `artifact tp report`) on
recorded per-rank files: tests/data/tp/ holds, of Vicuna-7B's prefill of 512 tokens over two NVIDIA H200s
(NVLink NV18, driver 580.159.04, torch 2.11.0+cu130, NCCL 2.28.9), each rank's run.json, kernels.jsonl,
summary.json, energy.json (with its power timeline) and collectives.json as the GPUs wrote them (without
the traces; its collectives.json lists no pair: that run read the all-reduce sizes only from a plain
tensor's dims, not torch 2.x's TensorList); each test adds a small synthetic trace per rank (a barrier's all-reduce, a GEMM,
the row-parallel all-reduce; rank 1's clock shifted) and, where it needs them, pair measurements and
replay records. No torch."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from artifact.cli import main
from artifact.errors import ArtifactError
from artifact.tp.explain import align, explain_tp, rank_dirs
from artifact.tp.run import allreduce_size, allreduce_sizes
from artifact.traces.run import kernel_key, read_kernels
from artifact.traces.trace import Activity

DATA = Path(__file__).parent / "data" / "tp" / "vicuna-7b_prefill_b1_p512_tp2"
AR = "ncclDevKernel_AllReduce_Sum_f16_RING_LL(ncclDevKernelArgsStorage<4096ul>)"
BARRIER = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)"
GEMM = "nvjet_hsh_128x256_64x4_1x2_h_bz_coopA_NTN"
SHIFT_US = 5000.0  # rank 1's clock runs this far ahead of rank 0's


def _kernel(name: str, ts: float, dur: float, corr: int) -> dict[str, Any]:
    return {"ph": "X", "cat": "kernel", "name": name, "ts": ts, "dur": dur, "pid": 0, "tid": 7,
            "args": {"correlation": corr, "grid": [1, 1, 1], "block": [128, 1, 1], "stream": 7, "device": 0}}


def _trace(rank: int) -> dict[str, Any]:
    """The barrier's all-reduce ends at 1000 us (+ the shift) on both ranks; rank 1 waits longer in it."""
    s = SHIFT_US * rank
    return {"traceEvents": [
        _kernel(BARRIER, s + (900.0 if rank == 0 else 700.0), 100.0 if rank == 0 else 300.0, 1),
        _kernel(GEMM, s + 1100.0, 200.0, 2),
        _kernel(AR, s + 1300.0, 400.0, 3),
    ]}


@pytest.fixture
def run(tmp_path: Path) -> Path:
    root = tmp_path / DATA.name
    shutil.copytree(DATA, root)
    for d in rank_dirs(root):
        info = json.loads((d / "run.json").read_text())
        (d / info["trace"]).write_text(json.dumps(_trace(int(d.name[4:]))))
    return root


def _pairs(root: Path, time_us: float, energy_mj: float) -> None:
    for d in rank_dirs(root):
        sizes = allreduce_sizes(d / "kernels.jsonl")
        (d / "collectives.json").write_text(json.dumps({"schema": "trace-tp-collectives/1", "rank": 0, "pairs": [
            {**s, "calls": 1000, "time_per_call_us": time_us, "energy_per_call_mj": energy_mj, "seconds": 1.0}
            for s in sizes]}))


def _replay_all(root: Path, power_w: float, idle_w: float) -> None:
    """Every non-collective kernel of each rank 'replayed': its traced mean time at ``power_w``."""
    for d in rank_dirs(root):
        (d / "replay").mkdir()
        for i, e in enumerate(read_kernels(d / "kernels.jsonl"), 1):
            if e["tier"] == "collective":
                continue
            t_ms = e["mean_time_us"] * 1e-3
            (d / "replay" / f"{kernel_key(e)}.json").write_text(json.dumps({
                "schema": "trace-replay/1", "key": kernel_key(e), "rank": i, "name": e["name"], "grid": e["grid"],
                "block": e["block"], "tier": e["tier"], "count": e["count"], "total_time_us": e["total_time_us"],
                "status": "measured", "reason": None, "op": "aten::x",
                "verification": {"name_matched": True, "launch_matched": True, "kernels": []}, "runs_per_replay": 1,
                "other_kernels_per_call": [],
                "record": {"time_per_launch_ms": t_ms, "energy_per_launch_mj": t_ms * power_w,
                           "idle": {"hot": {"power_w": idle_w}}, "flagged": False}, "input_copies": 1, "l2": "hot"}))


def test_the_recorded_runs_all_reduce_is_read_from_its_tensor_list_and_the_barrier_is_not():
    rows = read_kernels(DATA / "rank0" / "kernels.jsonl")
    coll = [r for r in rows if r["tier"] == "collective"]
    assert sorted(map(allreduce_size, coll), key=str) == [(512 * 4096, "c10::Half"), None]
    assert allreduce_sizes(DATA / "rank1" / "kernels.jsonl") == [
        {"numel": 512 * 4096, "dtype": "c10::Half", "kernel": AR, "count": 64}]


def test_measured_energy_and_communication_share_per_gpu_without_pairs_or_replays(run):
    tp = explain_tp(run)
    r0, r1 = (r.totals for r in tp.ranks)
    assert r0["measured_energy_mj"] == pytest.approx(9724.6) and r1["measured_energy_mj"] == pytest.approx(7545.0, rel=1e-3)
    assert tp.totals["measured_energy_mj"] == pytest.approx(r0["measured_energy_mj"] + r1["measured_energy_mj"])
    # the barrier (f32, 166 us on rank 0) is left out of the phase's kernel time
    assert r0["barrier_time_us"] == pytest.approx(166.302)
    assert r0["kernel_time_us"] == pytest.approx(37763.942 - 166.302)
    assert r0["collective_time_us"] == pytest.approx(27216.078)
    assert r0["collective_share"] == pytest.approx(27216.078 / (37763.942 - 166.302))
    # nothing replayed and no pair: no prediction, no waiting estimate, never a partial sum
    assert r0["predicted_mj"] is None and tp.totals["predicted_mj"] is None
    assert r0["collective_waiting_us"] is None and tp.totals["collective_waiting_share"] is None


def test_pairs_and_replays_give_the_prediction_and_the_waiting(run):
    _pairs(run, time_us=100.0, energy_mj=50.0)
    _replay_all(run, power_w=400.0, idle_w=100.0)
    tp = explain_tp(run)
    t = tp.ranks[0].totals
    s = json.loads((run / "rank0" / "summary.json").read_text())
    energy = json.loads((run / "rank0" / "energy.json").read_text())
    coll = next(c for c in tp.ranks[0].collectives if c["role"] == "all_reduce")
    assert coll["pair_time_us"] == pytest.approx(64 * 100.0) and coll["energy_mj"] == pytest.approx(64 * 50.0)
    assert coll["waiting_us"] == pytest.approx(27216.078 - 6400.0)
    assert t["collective_waiting_share"] == pytest.approx((27216.078 - 6400.0) / 27216.078)
    compute_us = s["kernel_time_us"] - s["by_tier"]["collective"]["time_us"]
    assert t["coverage"] == pytest.approx(1.0) and t["kernels_energy_mj"] == pytest.approx(compute_us * 1e-3 * 400.0)
    busy = s["gpu_busy_us"] - 166.302
    gap_us = energy["time_per_run_ms"] * 1e3 - (busy - (27216.078 - 6400.0))
    assert t["gap_us"] == pytest.approx(gap_us)
    assert t["predicted_mj"] == pytest.approx(compute_us * 0.4 + 3200.0 + gap_us * 1e-3 * 100.0)
    assert t["predicted_over_measured"] == pytest.approx(t["predicted_mj"] / 9724.6)
    assert tp.totals["predicted_mj"] == pytest.approx(sum(r.totals["predicted_mj"] for r in tp.ranks))


def test_the_gaps_take_the_hot_idle_energy_json_measured_after_the_phase_where_it_has_one(run):
    _pairs(run, time_us=100.0, energy_mj=50.0)
    _replay_all(run, power_w=400.0, idle_w=100.0)
    before = explain_tp(run).ranks[0].totals
    assert before["hot_idle_power_w"] == pytest.approx(100.0) and "energy.json" not in before["hot_idle_source"]
    path = run / "rank0" / "energy.json"
    path.write_text(json.dumps(json.loads(path.read_text()) | {"hot_idle_w": 130.0}))
    after = explain_tp(run).ranks[0].totals
    assert after["hot_idle_power_w"] == pytest.approx(130.0) and after["hot_idle_source"].startswith("energy.json")
    assert after["gaps_energy_mj"] == pytest.approx(before["gaps_energy_mj"] * 1.3)
    assert after["predicted_mj"] - before["predicted_mj"] == pytest.approx(before["gaps_energy_mj"] * 0.3)
    assert explain_tp(run).ranks[1].totals["hot_idle_power_w"] == pytest.approx(100.0)  # rank 1's has none


def test_the_ranks_clocks_are_aligned_at_the_barriers_end():
    def acts(shift: float, barrier_start: float) -> list[Activity]:
        return [Activity(BARRIER, "kernel", "collective", shift + barrier_start, 1000.0 - barrier_start, 7),
                Activity(GEMM, "kernel", "gemm", shift + 1100.0, 200.0, 7)]

    a = align({0: acts(0.0, 900.0), 1: acts(SHIFT_US, 700.0)})
    assert a.clock_offsets_us == {0: 0.0, 1: -SHIFT_US}
    assert [x.start_us for x in a.activities[0]] == [200.0, 400.0]  # rank 1's barrier began first: time 0
    assert [x.start_us for x in a.activities[1]] == [0.0, 400.0]  # the GEMMs now start together
    assert "collective" in a.anchor
    one = align({0: [Activity(GEMM, "kernel", "gemm", 50.0, 10.0, 7)]})  # one GPU: its first activity
    assert one.activities[0][0].start_us == 0.0 and "first GPU activity" in one.anchor
    with pytest.raises(ArtifactError, match="no GPU activity"):
        align({0: []})


def test_tp_report_command_writes_the_tables_figures_and_checksums(run):
    _pairs(run, time_us=100.0, energy_mj=50.0)
    res = CliRunner().invoke(main, ["tp", "report", str(run)])
    assert res.exit_code == 0, res.output
    out = run / "report"
    for name in ("ranks.csv", "kernels.csv", "collectives.csv", "tp_energy_report.json",
                 "figures/gantt.png", "figures/gantt.pdf", "figures/energy.png", "figures/energy.pdf"):
        assert (out / name).is_file(), name
    report = json.loads((out / "tp_energy_report.json").read_text())
    assert report["schema"] == "tp-energy-report/1" and report["run"]["world_size"] == 2
    assert report["gantt"]["clock_offsets_us"] == {"0": 0.0, "1": -SHIFT_US}
    assert [r["rank"] for r in report["ranks"]] == [0, 1]
    assert "GPU 0" in res.output and "waiting" in res.output
    ranks_csv = (out / "ranks.csv").read_text().splitlines()
    assert ranks_csv[0].startswith("rank,gpu_index,gpu_uuid,measured_energy_mj") and len(ranks_csv) == 3
    assert "kernels/tp_energy_report.json" not in (run / "SHA256SUMS").read_text()
    assert "report/tp_energy_report.json" in (run / "SHA256SUMS").read_text()


def test_a_run_missing_a_rank_or_not_a_tp_run_is_refused(run, tmp_path):
    shutil.rmtree(run / "rank1")
    res = CliRunner().invoke(main, ["tp", "report", str(run)])
    assert res.exit_code != 0 and "1 rank directories for world size" in res.output
    res = CliRunner().invoke(main, ["tp", "report", str(tmp_path / "none")])
    assert res.exit_code != 0 and "no rank directories" in res.output
    (run / "rank2").mkdir()
    with pytest.raises(ArtifactError, match="not rank0..rank1"):
        rank_dirs(run)


def test_a_reported_tp_run_ships_with_its_traces_compressed_and_reports_the_same_from_them(run, tmp_path):
    """python -m artifact.results.shipping on a folder of tensor-parallel runs (artifact/tp/reference.py's
    traces-tp/): each rank's Chrome trace stored gzip-compressed, SHA256SUMS over the shipped files, and
    `artifact tp report` on the shipped run gives the same tables."""
    import gzip

    from artifact.results.checksums import verify
    from artifact.results.shipping import is_trace_folder, ship_traces

    _pairs(run, time_us=100.0, energy_mj=50.0)
    assert CliRunner().invoke(main, ["tp", "report", str(run)]).exit_code == 0
    folder = tmp_path / "traces-tp"
    folder.mkdir()
    run = run.rename(folder / run.name)
    (folder / "manifest.json").write_bytes((SHIPPED_TP / "manifest.json").read_bytes())  # copied as it is
    assert is_trace_folder(folder)
    dest = tmp_path / "shipped"
    ship_traces(folder, dest)
    shipped = dest / run.name
    for d in rank_dirs(shipped):
        trace = json.loads((d / "run.json").read_text())["trace"]
        assert not (d / trace).exists()
        assert json.loads(gzip.decompress((d / f"{trace}.gz").read_bytes())) == _trace(int(d.name[4:]))
    assert verify(shipped)[:3] == ([], [], [])
    assert (dest / "manifest.json").read_bytes() == (SHIPPED_TP / "manifest.json").read_bytes()
    before = {n: (shipped / "report" / n).read_text() for n in ("ranks.csv", "kernels.csv", "collectives.csv")}
    res = CliRunner().invoke(main, ["tp", "report", str(shipped)])
    assert res.exit_code == 0, res.output
    assert {n: (shipped / "report" / n).read_text() for n in before} == before
    assert json.loads((shipped / "report" / "tp_energy_report.json").read_text())["totals"] == \
        json.loads((run / "report" / "tp_energy_report.json").read_text())["totals"]


SHIPPED_TP = Path(__file__).resolve().parents[1] / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "traces-tp"


def test_the_shipped_two_gpu_reference_verifies_and_its_report_is_what_its_files_give(tmp_path):
    """data/reference/nvidia-h100-80gb-hbm3/traces-tp/ (`artifact reference tp` on two H100s): every run verifies
    against its SHA256SUMS, the manifest names every run, and `artifact tp report` on a copy of the
    prefill run over two GPUs (its compressed traces, records and replays as shipped) writes the shipped
    tables again, byte for byte."""
    from artifact.results.checksums import verify

    manifest = json.loads((SHIPPED_TP / "manifest.json").read_text())
    runs = sorted(p for p in SHIPPED_TP.iterdir() if (p / "rank0").is_dir())  # figures/: the folder page's
    assert [p.name for p in runs] == sorted(r["run"] for r in manifest["runs"] if r["status"] == "ok")
    for r in runs:
        assert verify(r)[:3] == ([], [], []), r.name
    name = "vicuna-7b_prefill_b1_p512_tp2"
    run = shutil.copytree(SHIPPED_TP / name, tmp_path / name)
    res = CliRunner().invoke(main, ["tp", "report", str(run)])
    assert res.exit_code == 0, res.output
    for table in ("ranks.csv", "kernels.csv", "collectives.csv"):
        assert (run / "report" / table).read_text() == (SHIPPED_TP / name / "report" / table).read_text(), table
    energy = [json.loads((run / f"rank{r}" / "energy.json").read_text()) for r in (0, 1)]
    assert all(e["method"] == "lockstep counter windows" and len(e["windows"]) >= 2 for e in energy)
