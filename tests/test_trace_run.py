"""artifact.traces.run (profile -> replay -> whole, resumable), artifact.traces.explain (whole against the
sum of its kernels), artifact.traces.report (CSVs, JSON, figures, checksums) and `artifact trace`, on a
synthetic torch.profiler trace with fake GPU work (no torch)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from chrome_trace import CPU, GEMM, GPU_STREAM, LAYERNORM, MEMCPY, event

from artifact.errors import ArtifactError
from artifact.measure import torchgpu
from artifact.results.checksums import verify
from artifact.traces import cli as cli_trace
from artifact.traces import run as tracerun
from artifact.traces.explain import explain, kernel_share
from artifact.traces.opcall import CallPlan
from artifact.traces.profile import ProfileResult, ProfileSettings, fresh_cache
from artifact.traces.replay import ReplayResult, Verification
from artifact.traces.report import write_report
from artifact.traces.run import (
    kernel_key,
    load_run,
    profile_run,
    read_kernels,
    read_replays,
    replay_run,
    run_dir,
    whole_run,
)
from artifact.traces.trace import activities

NORM = LAYERNORM
COPY = "void at::native::elementwise_kernel<128, 4, direct_copy_kernel_cuda>(int)"
SETTINGS = ProfileSettings(model="bloom-560m", phase="prefill", prompt_tokens=16)


def _launch(op: str, shapes: dict[str, Any], ext: int, ts: float, kernel: str, kernel_ts: float, dur: float,
            cat: str = "kernel", grid: list[int] | None = None) -> list[dict[str, Any]]:
    gpu_args: dict[str, Any] = {"External id": ext, "correlation": ext, "device": 0, "stream": 7}
    if cat == "kernel":
        gpu_args.update({"grid": grid or [8, 1, 1], "block": [128, 1, 1], "shared memory": 0, "registers per thread": 32})
    return [
        event("cpu_op", op, ts, 4, CPU, **{"External id": ext, **shapes}),
        event("cuda_runtime", "cudaMemcpyAsync" if cat == "gpu_memcpy" else "cudaLaunchKernel", ts + 1, 2, CPU,
           **{"External id": ext, "correlation": ext}),
        event(cat, kernel, kernel_ts, dur, GPU_STREAM, **gpu_args),
    ]


ADDMM = {"Input Dims": [[64], [16, 32], [32, 64], [], []],
         "Input type": ["c10::Half", "c10::Half", "c10::Half", "Scalar", "Scalar"],
         "Input Strides": [[1], [32, 1], [1, 32], [], []], "Concrete Inputs": ["", "", "", "1", "1"]}
LAYER_NORM = {"Input Dims": [[1, 16, 64], [], [64], [64], []],
              "Input type": ["c10::Half", "ScalarList", "c10::Half", "c10::Half", "Scalar"],
              "Input Strides": [[1024, 64, 1], [], [1], [1], []], "Concrete Inputs": ["", "[64]", "", "", "1e-05"]}
COPY_ = {"Input Dims": [[16], [16]], "Input type": ["long int", "long int"], "Input Strides": [[1], [1]],
         "Concrete Inputs": ["", "", "False"]}


def synthetic_trace() -> dict[str, Any]:
    """A host copy (5 us at 0), four GEMMs (20 us at 10, 40, 70, 100), two layer norms (10 us at 125,
    140): GPU span 150 us, busy 105 us, idle between activities 45 us."""
    events = _launch("aten::copy_", COPY_, 1, 0, MEMCPY, 0, 5, cat="gpu_memcpy")
    for i, ts in enumerate((10, 40, 70, 100)):
        events += _launch("aten::addmm", ADDMM, 10 + i, ts - 5, GEMM, ts, 20)
    for i, ts in enumerate((125, 140)):
        events += _launch("aten::native_layer_norm", LAYER_NORM, 20 + i, ts - 5, NORM, ts, 10)
    return {"traceEvents": events}


def fake_profile(calls: list[ProfileSettings] | None = None) -> Any:
    def profile(settings: ProfileSettings, out_dir: Path, echo: Any = None) -> ProfileResult:
        if calls is not None:
            calls.append(settings)
        out_dir.mkdir(parents=True, exist_ok=True)
        path = out_dir / settings.trace_name()
        path.write_text(json.dumps(synthetic_trace()))
        return ProfileResult(path, 1.5, 9.0, "sdpa", 1234, {"torch": "2.11.0"})

    return profile


def record(time_ms: float, energy_mj: float, hot_idle_w: float = 60.0, **extra: Any) -> dict[str, Any]:
    return {"time_per_launch_ms": time_ms, "energy_per_launch_mj": energy_mj, "energy_cv": 0.01,
            "idle": {"hot": {"power_w": hot_idle_w}}, "flagged": False, **extra}


def fake_replay(calls: list[str] | None = None, norm_runs: str = NORM) -> Any:
    """GEMM: its call also runs a 5 us copy beside the 20 us GEMM (share 0.8), 25 us and 10 mJ per call;
    layer norm: alone, 10 us and 2 mJ (``norm_runs`` names the kernel the norm's replay runs)."""
    def replay(entry: dict[str, Any], plan: CallPlan) -> ReplayResult:
        if calls is not None:
            calls.append(entry["name"])
        if entry["name"] == GEMM:
            kernels = [{"name": GEMM, "grid": [8, 1, 1], "block": [128, 1, 1], "count": 1, "total_time_us": 20.0},
                       {"name": COPY, "grid": [1, 1, 1], "block": [128, 1, 1], "count": 1, "total_time_us": 5.0}]
            v = Verification(kernels, True, True)
            return ReplayResult(GEMM, "aten::addmm.default", v, 8, record(0.025, 10.0), [COPY])
        kernels = [{"name": norm_runs, "grid": [8, 1, 1], "block": [128, 1, 1], "count": 1, "total_time_us": 10.0}]
        v = Verification(kernels, norm_runs == NORM, norm_runs == NORM)
        return ReplayResult(entry["name"], "aten::native_layer_norm.default", v, 20, record(0.01, 2.0))

    return replay


def fake_whole(variant: str) -> dict[str, Any]:
    if variant == "graph":
        raise ArtifactError("the model cannot be captured in a CUDA graph: operation not permitted when stream is capturing")
    return record(0.2, 45.0, hot_idle_w=100.0)


@pytest.fixture
def run(tmp_path: Path) -> Path:
    """A run profiled, replayed and measured whole with the fakes."""
    info = profile_run(SETTINGS, tmp_path, profile=fake_profile(), echo=lambda s: None)
    replay_run(info.dirs.root, replay_fn=fake_replay(), echo=lambda s: None)
    whole_run(info.dirs.root, whole_fn=fake_whole, echo=lambda s: None)
    return info.dirs.root


def test_profile_writes_the_run_and_keeps_it(tmp_path):
    calls: list[ProfileSettings] = []
    info = profile_run(SETTINGS, tmp_path, profile=fake_profile(calls), echo=lambda s: None)
    assert info.dirs.root == tmp_path / "traces" / "bloom-560m_prefill_b1_p16"
    assert info.trace.name == "bloom-560m_prefill_b1_p16.trace.json" and info.trace.is_file()
    data = json.loads(info.dirs.run_json.read_text())
    assert data["schema"] == "trace-run/1" and data["settings"]["prompt_tokens"] == 16
    assert data["wall_time_ms"] == 1.5 and data["versions"] == {"torch": "2.11.0"}
    rows = read_kernels(info.dirs.kernels)
    assert [r["name"] for r in rows] == [GEMM, NORM, MEMCPY] and [r["count"] for r in rows] == [4, 2, 1]
    again = profile_run(SETTINGS, tmp_path, profile=fake_profile(calls), echo=lambda s: None)
    assert len(calls) == 1 and again.settings == SETTINGS


def test_a_run_directory_of_other_settings_is_refused(tmp_path):
    info = profile_run(SETTINGS, tmp_path, profile=fake_profile(), echo=lambda s: None)
    data = json.loads(info.dirs.run_json.read_text())
    data["settings"]["seed"] = 7
    info.dirs.run_json.write_text(json.dumps(data))
    with pytest.raises(ArtifactError, match="holds a run of other settings"):
        profile_run(SETTINGS, tmp_path, profile=fake_profile(), echo=lambda s: None)


def test_load_run_needs_a_profiled_run(tmp_path):
    with pytest.raises(ArtifactError, match="no profiled run in"):
        load_run(tmp_path)
    info = profile_run(SETTINGS, tmp_path, profile=fake_profile(), echo=lambda s: None)
    info.dirs.kernels.unlink()
    with pytest.raises(ArtifactError, match="is missing from the run"):
        load_run(info.dirs.root)


def test_replay_writes_one_file_per_kernel_and_resumes(tmp_path):
    info = profile_run(SETTINGS, tmp_path, profile=fake_profile(), echo=lambda s: None)
    calls: list[str] = []
    paths = replay_run(info.dirs.root, top=1, replay_fn=fake_replay(calls), echo=lambda s: None)
    assert calls == [GEMM] and [p.name for p in paths] == [f"{kernel_key(read_kernels(info.dirs.kernels)[0])}.json"]
    replay_run(info.dirs.root, replay_fn=fake_replay(calls), echo=lambda s: None)
    assert calls == [GEMM, NORM]  # the GEMM's file was there; the host copy is skipped without a call
    rows = {r["name"]: r for r in read_replays(info.dirs)}
    assert rows[GEMM]["status"] == "measured" and rows[GEMM]["rank"] == 1
    assert rows[GEMM]["verification"]["name_matched"] and rows[GEMM]["other_kernels_per_call"] == [COPY]
    assert rows[MEMCPY]["status"] == "skipped" and "copy to or from the host" in rows[MEMCPY]["reason"]

    def boom(entry: dict[str, Any], plan: CallPlan) -> ReplayResult:
        raise AssertionError("replayed again")

    replay_run(info.dirs.root, replay_fn=boom, echo=lambda s: None)  # everything done: nothing replayed


def test_a_failed_replay_is_recorded_and_retried_on_request(tmp_path):
    info = profile_run(SETTINGS, tmp_path, profile=fake_profile(), echo=lambda s: None)

    def fails(entry: dict[str, Any], plan: CallPlan) -> ReplayResult:
        raise RuntimeError("CUDA out of memory. Tried to allocate 2.00 GiB\nmore detail")

    replay_run(info.dirs.root, top=1, replay_fn=fails, echo=lambda s: None)
    (row,) = read_replays(info.dirs)
    assert row["status"] == "failed" and row["reason"] == "CUDA out of memory. Tried to allocate 2.00 GiB"
    assert row["op"] == "aten::addmm"
    replay_run(info.dirs.root, top=1, replay_fn=fails, echo=lambda s: None)  # kept
    replay_run(info.dirs.root, top=1, replay_fn=fake_replay(), retry_failed=True, echo=lambda s: None)
    assert read_replays(info.dirs)[0]["status"] == "measured"


def test_replay_refuses_a_foreign_file_and_a_bad_top(tmp_path):
    info = profile_run(SETTINGS, tmp_path, profile=fake_profile(), echo=lambda s: None)
    entry = read_kernels(info.dirs.kernels)[0]
    path = tracerun.replay_path(info.dirs, entry)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"schema": "trace-replay/1", "key": "0" * 16}))
    with pytest.raises(ArtifactError, match="is not the replay of kernel"):
        replay_run(info.dirs.root, replay_fn=fake_replay(), echo=lambda s: None)
    with pytest.raises(ArtifactError, match="top must be >= 1"):
        replay_run(info.dirs.root, top=0, replay_fn=fake_replay(), echo=lambda s: None)


def test_whole_writes_each_variant_or_its_reason(run):
    dirs = tracerun.RunDir(run)
    eager = json.loads(dirs.whole_path("eager").read_text())
    graph = json.loads(dirs.whole_path("graph").read_text())
    assert eager["status"] == "measured" and eager["record"]["energy_per_launch_mj"] == 45.0
    assert graph["status"] == "failed" and graph["record"] is None
    assert graph["reason"].startswith("the model cannot be captured in a CUDA graph")

    def boom(variant: str) -> dict[str, Any]:
        raise AssertionError("measured again")

    whole_run(run, whole_fn=boom, echo=lambda s: None)
    with pytest.raises(ArtifactError, match="unknown whole-model variant"):
        whole_run(run, ("cold",), whole_fn=boom, echo=lambda s: None)


def test_explanation_adds_kernels_gaps_and_the_rest(run):
    ex = explain(load_run(run))
    rows = {r["kernel"]: r for r in ex.kernels}
    gemm, norm, memcpy = rows[GEMM], rows[NORM], rows[MEMCPY]
    assert gemm["kernel_share_of_call"] == pytest.approx(0.8)
    assert gemm["isolated_energy_mj"] == pytest.approx(8.0) and gemm["isolated_time_us"] == pytest.approx(20.0)
    assert gemm["energy_mj"] == pytest.approx(32.0) and gemm["isolated_power_w"] == pytest.approx(400.0)
    assert norm["energy_mj"] == pytest.approx(4.0) and norm["counted"]
    assert memcpy["status"] == "skipped" and not memcpy["counted"] and memcpy["energy_mj"] is None
    t = ex.totals
    assert t["kernel_time_us"] == pytest.approx(105.0) and t["trace_gap_us"] == pytest.approx(45.0)
    assert t["coverage"] == pytest.approx(100 / 105)
    assert t["kernels_energy_mj"] == pytest.approx(36.0)
    assert t["kernels_mean_power_w"] == pytest.approx(360.0)  # 36 mJ over 100 us of isolated kernel time
    assert t["uncounted_energy_estimate_mj"] == pytest.approx(1.8)  # 5 us at 360 W
    assert t["all_kernels_energy_mj"] == pytest.approx(37.8)
    assert t["hot_idle_power_w"] == 100.0 and t["hot_idle_source"] == "whole eager record"
    assert t["trace_gaps_energy_mj"] == pytest.approx(4.5)  # 45 us at 100 W
    assert t["predicted_trace_gaps_mj"] == pytest.approx(42.3)
    w = ex.whole["eager"]  # the headline: the gaps of the measured 200 us around 105 us of busy GPU
    assert w["gap_us"] == pytest.approx(95.0) and w["gaps_energy_mj"] == pytest.approx(9.5)
    assert w["predicted_mj"] == pytest.approx(37.8 + 9.5)
    assert w["predicted_over_measured"] == pytest.approx(47.3 / 45.0) and w["rest_mj"] == pytest.approx(-2.3)
    assert w["trace_gaps_over_measured"] == pytest.approx(42.3 / 45.0)  # the diagnostic
    assert ex.whole["graph"]["energy_mj"] is None and "cannot be captured" in ex.whole["graph"]["reason"]
    assert ex.replay["mismatches"] == 0 and ex.replay["skipped"] == 1 and ex.replay["measured"] == 2
    tiers = {x["tier"]: x for x in ex.tiers}
    assert tiers["gemm"]["energy_mj"] == pytest.approx(32.0) and tiers["library"]["energy_mj"] == pytest.approx(4.0)
    assert tiers["copy/memset"]["uncounted_time_us"] == pytest.approx(5.0)


def test_a_replay_that_ran_another_kernel_is_a_mismatch_left_out(tmp_path):
    info = profile_run(SETTINGS, tmp_path, profile=fake_profile(), echo=lambda s: None)
    replay_run(info.dirs.root, replay_fn=fake_replay(norm_runs="void some_other_norm_kernel()"), echo=lambda s: None)
    ex = explain(info)
    norm = next(r for r in ex.kernels if r["kernel"] == NORM)
    assert norm["verified"] is False and not norm["counted"] and norm["energy_mj"] is None
    assert norm["isolated_energy_mj"] == pytest.approx(2.0)  # measured, shown, not counted
    assert ex.replay["mismatches"] == 1
    assert ex.totals["kernels_energy_mj"] == pytest.approx(32.0)
    # no whole record: the hot idle is the replays' median
    assert ex.totals["hot_idle_power_w"] == 60.0 and ex.totals["hot_idle_source"].startswith("median of 2")
    assert ex.whole == {}


def test_kernel_share_of_a_call():
    row = {"name": "a", "grid": [1, 1, 1], "block": [32, 1, 1]}
    assert kernel_share({**row, "verification": None}) == 1.0
    kernels = [{"name": "a", "grid": [1, 1, 1], "block": [32, 1, 1], "total_time_us": 3.0},
               {"name": "b", "grid": [1, 1, 1], "block": [32, 1, 1], "total_time_us": 1.0}]
    assert kernel_share({**row, "verification": {"kernels": kernels}}) == pytest.approx(0.75)
    other_grid = [{**kernels[0], "grid": [2, 1, 1]}, kernels[1]]
    assert kernel_share({**row, "verification": {"kernels": other_grid}}) == pytest.approx(0.75)
    untimed = [{**k, "total_time_us": None} for k in kernels]
    assert kernel_share({**row, "verification": {"kernels": untimed}}) == 1.0


def test_report_writes_tables_figures_and_checksums(run):
    paths = write_report(run)
    report = run / "report"
    names = {p.relative_to(report).as_posix() for p in paths}
    assert {"kernels.csv", "tiers.csv", "whole.csv", "gpu_energy_report.json", "figures/gantt.png",
            "figures/gantt.pdf", "figures/energy_stack.png", "figures/energy_stack.pdf", "perfetto.json.gz",
            "report.html"} == names
    kernels = pd.read_csv(report / "kernels.csv")
    assert list(kernels["kernel"]) == [GEMM, NORM, MEMCPY]
    for column in ("trace_time_us_total", "isolated_energy_mj", "isolated_power_w", "energy_mj", "call_time_us"):
        assert column in kernels.columns
    whole = pd.read_csv(report / "whole.csv").set_index("variant")
    assert whole.loc["eager", "measured_energy_mj"] == 45.0 and whole.loc["eager", "predicted_mj"] == pytest.approx(47.3)
    assert whole.loc["eager", "predicted_trace_gaps_mj"] == pytest.approx(42.3)
    assert whole.loc["graph", "status"] == "failed"
    doc = json.loads((report / "gpu_energy_report.json").read_text())
    assert doc["schema"] == "gpu-energy-report/1" and doc["run"]["name"] == "bloom-560m_prefill_b1_p16"
    assert (report / "figures" / "gantt.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    altered, missing, extra, ok = verify(run)
    assert (altered, missing, extra) == ([], [], []) and ok >= 12  # the trace and every record included


def test_activities_on_the_time_axis(run):
    acts = activities(load_run(run).trace)
    assert [a.tier for a in acts] == ["copy/memset"] + ["gemm"] * 4 + ["library"] * 2
    assert [a.start_us for a in acts] == [0, 10, 40, 70, 100, 125, 140]


def test_fresh_cache_shares_the_prompt_tensors_in_new_containers():
    class T:  # a tensor stand-in
        pass

    class Layer:
        def __init__(self) -> None:
            self.keys, self.values = T(), T()

    class Cache:
        def __init__(self) -> None:
            self.layers = [Layer(), Layer()]
            self.meta = {"seen": [1, 2]}

    saved = Cache()
    fresh = fresh_cache(saved, lambda t: isinstance(t, T))
    assert fresh is not saved and fresh.layers is not saved.layers and fresh.layers[0] is not saved.layers[0]
    assert fresh.layers[0].keys is saved.layers[0].keys and fresh.layers[1].values is saved.layers[1].values
    fresh.layers[0].keys = T()  # decoding replaces a layer's tensors: the saved cache keeps the prompt's
    fresh.meta["seen"].append(3)
    assert saved.layers[0].keys is not fresh.layers[0].keys and saved.meta["seen"] == [1, 2]
    legacy = ((T(), T()), (T(), T()))  # a tuple cache: nothing to copy
    assert fresh_cache(legacy, lambda t: isinstance(t, T)) is legacy


@contextlib.contextmanager
def _fake_gpu(gpu: int, results: Path, wait: bool) -> Iterator[int]:
    """No GPU here: the CLI's lock-and-select step stands in, torch device 0."""
    yield 0


def test_cli_report_and_errors(cli, run, tmp_path, monkeypatch):
    r = cli("trace", "report", run)
    assert r.exit_code == 0, r.output
    assert "kernels: 36.0 mJ replayed + 1.8 mJ not replayed (at their mean power) = 37.8 mJ" in r.output
    assert "whole eager: measured 45.0 mJ, 0.200 ms; predicted 47.3 mJ (kernels + gaps of 0.095 ms = 9.5 mJ)" in r.output
    assert "predicted / measured 1.051" in r.output and "whole graph: not measured" in r.output
    assert "diagnostic: with the profiled trace's gaps (0.045 ms) predicted 42.3 mJ" in r.output
    assert cli("verify", "--results", run).exit_code == 0
    (run / "replay" / "extra.json").write_text("{}")
    assert cli("verify", "--results", run).exit_code != 0
    r = cli("trace", "replay", tmp_path / "nothing")
    assert r.exit_code == 2 and r.output.startswith("error: no profiled run in")
    r = cli("trace", "profile", "--stage", "prefill", "--decode-tokens", "4", "--results", tmp_path)
    assert r.exit_code == 2 and "error: prefill takes no decode_tokens" in r.output
    monkeypatch.setattr(tracerun, "profile_model", fake_profile())
    monkeypatch.setattr(cli_trace, "_on_gpu", _fake_gpu)
    r = cli("trace", "profile", "--tokens", "16", "--results", tmp_path / "other")
    assert r.exit_code == 0, r.output
    assert (run_dir(tmp_path / "other", SETTINGS).run_json).is_file()


def test_trace_commands_hold_the_gpu_and_use_it(monkeypatch, tmp_path):
    """replay, whole, profile and run lock the GPU (NVML numbering) and the results as `measure` does,
    and run on the torch device of that GPU's UUID."""
    from artifact import gpu as gpu_mod
    from artifact import runlock

    class Info:
        index, uuid = 1, "GPU-abc"

    held: list[list[str]] = []

    @contextlib.contextmanager
    def hold(keys, wait, echo):
        held.append([k.name for k in keys])
        yield

    monkeypatch.setattr(gpu_mod, "gpu_info", lambda index: Info())
    monkeypatch.setattr(runlock, "hold", hold)
    monkeypatch.setattr(torchgpu, "use_gpu", lambda uuid: 3 if uuid == "GPU-abc" else -1)
    with cli_trace._on_gpu(1, tmp_path, False) as device:
        assert device == 3
    assert held == [[runlock.gpu_key(1, "GPU-abc").name, runlock.results_key(tmp_path).name]]


def rotated_replay(gemm_energy_mj: float) -> Any:
    """The GEMM replayed with rotated inputs at ``gemm_energy_mj`` per call (the hot fake: 10 mJ); the norm too, unchanged."""
    hot = fake_replay()

    def replay(entry: dict[str, Any], plan: CallPlan) -> ReplayResult:
        r = hot(entry, plan)
        if entry["name"] == GEMM:
            r.record = record(0.03, gemm_energy_mj)
        r.l2, r.input_copies = "rotate", 6
        return r

    return replay


def test_rotated_replays_go_to_their_own_directory_and_the_prediction_beside_the_hot_one(run):
    info = load_run(run)
    replay_run(run, replay_fn=rotated_replay(12.5), echo=lambda s: None, l2="rotate")
    rot = {r["name"]: r for r in read_replays(info.dirs, "rotate")}
    assert rot[GEMM]["l2"] == "rotate" and rot[GEMM]["input_copies"] == 6
    assert {r["name"]: r["l2"] for r in read_replays(info.dirs)}[GEMM] == "hot"  # replay/ kept as it was
    ex = explain(info)
    gemm = {r["kernel"]: r for r in ex.kernels}[GEMM]
    assert gemm["energy_mj"] == pytest.approx(32.0)  # hot: 4 calls x 0.8 x 10 mJ
    assert gemm["rotate_energy_mj"] == pytest.approx(40.0) and gemm["rotate_over_hot"] == pytest.approx(1.25)
    w = ex.whole["eager"]
    assert w["predicted_mj"] == pytest.approx(47.3)  # unchanged by the rotated replays
    assert w["predicted_rotate_mj"] == pytest.approx(47.3 + 8.0)
    assert w["predicted_rotate_over_measured"] == pytest.approx(55.3 / 45.0)
    assert ex.totals["rotate_kernels"] == 2 and ex.totals["rotate_energy_mj"] == pytest.approx(44.0)


def test_without_rotated_replays_there_is_no_rotated_prediction(run):
    ex = explain(load_run(run))
    assert ex.whole["eager"]["predicted_rotate_mj"] is None and ex.totals["rotate_kernels"] == 0
    assert all(r["rotate_energy_mj"] is None for r in ex.kernels)


def test_a_folder_of_trace_runs_ships_with_the_trace_compressed_and_reports_again(run, tmp_path):
    """python -m artifact.results.shipping on a folder of trace runs: each run verified, its Chrome trace
    stored as .trace.json.gz, checksums that verify; the shipped run loads and its report is written again
    (the Gantt reads the compressed trace) with the same tables."""
    from artifact.results.shipping import ship_traces

    write_report(run)
    folder = run.parent  # <results>/traces/
    assert folder != tmp_path
    manifest = Path(__file__).resolve().parents[1] / "data" / "reference" / "nvidia-h100-80gb-hbm3" / "traces" / "manifest.json"
    (folder / "manifest.json").write_bytes(manifest.read_bytes())  # the producer's, copied as it is
    trace = load_run(run).trace
    dest = tmp_path / "shipped"
    assert ship_traces(folder, dest) >= 12
    shipped = dest / run.name
    assert not (shipped / trace.name).exists() and (shipped / (trace.name + ".gz")).is_file()
    assert (dest / "manifest.json").read_bytes() == manifest.read_bytes()
    assert verify(shipped)[:3] == ([], [], [])
    info = load_run(shipped)
    assert info.trace.name == trace.name + ".gz"
    assert activities(info.trace) == activities(trace)
    before = (shipped / "report" / "kernels.csv").read_text(encoding="utf-8")
    write_report(shipped)
    assert (shipped / "report" / "kernels.csv").read_text(encoding="utf-8") == before
    assert verify(shipped)[:3] == ([], [], [])
    (run / "kernels.jsonl").write_text("", encoding="utf-8")  # an altered run is refused, nothing written
    with pytest.raises(ArtifactError, match="1 altered"):
        ship_traces(folder, tmp_path / "again")
    assert not (tmp_path / "again").exists() and not (tmp_path / "again.partial").exists()
