"""`artifact reference traces` (artifact/traces/reference.py) on the CPU: its phases and time budget with fake GPU work on the recorded BLOOM-560M
prefill trace (tests/data/traces), a fake clock advanced by each fake step."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from artifact.errors import ArtifactError
from artifact.traces import reference
from artifact.traces.opcall import CallPlan
from artifact.traces.profile import ProfileResult, ProfileSettings
from artifact.traces.replay import ReplayResult, Verification
from artifact.traces.report import write_report
from artifact.traces.run import RunDir, read_replays

ROOT = Path(__file__).resolve().parent.parent
TRACE = ROOT / "tests" / "data" / "traces" / "bloom-560m_prefill_p128_layer0.trace.json.gz"


def record(time_ms: float, energy_mj: float) -> dict[str, Any]:
    return {"time_per_launch_ms": time_ms, "energy_per_launch_mj": energy_mj, "energy_cv": 0.01,
            "idle": {"hot": {"power_w": 120.0}}, "flagged": False}


class FakeGpu:
    """Each step advances the clock: profile 10 s, whole eager 5 s, graph 1 s (refused), a measured
    replay 6 s, a verified-only one 1 s."""

    def __init__(self) -> None:
        self.t = 0.0
        self.released = 0
        self.measured_names: list[str] = []

    def now(self) -> float:
        return self.t

    def profile(self, settings: ProfileSettings, out_dir: Path) -> ProfileResult:
        self.t += 10
        out_dir.mkdir(parents=True, exist_ok=True)
        path = out_dir / settings.trace_name()
        with gzip.open(TRACE, "rt", encoding="utf-8") as f:
            path.write_text(f.read())
        return ProfileResult(path, 21.0, 75.0, "eager", 559214592, {"torch": "2.11.0+cu130"})

    def replay(self, seconds: float, measured: bool) -> Any:
        def one(entry: dict[str, Any], plan: CallPlan) -> ReplayResult:
            self.t += seconds
            if measured:
                self.measured_names.append(entry["name"])
            kernels = [{"name": entry["name"], "grid": entry["grid"], "block": entry["block"], "count": 1,
                        "total_time_us": entry["mean_time_us"]}]
            return ReplayResult(entry["name"], plan.qualified_name, Verification(kernels, True, True), 1,
                                record(entry["mean_time_us"] * 1e-3, entry["mean_time_us"] * 0.3) if measured else None)

        return one

    def whole(self, variant: str) -> dict[str, Any]:
        if variant == "graph":
            self.t += 1
            raise ArtifactError("the model cannot be captured in a CUDA graph: a reason")
        self.t += 5
        return record(25.0, 3500.0)

    def gpu(self, mod: ModuleType) -> Any:
        def release() -> None:
            self.released += 1

        return mod.Gpu(self.profile, lambda info: self.replay(6.0, True), lambda info: self.replay(1.0, False),
                       lambda info: self.whole, write_report, release,
                       lambda: {"git_commit": "abc", "git_dirty": False, "python": "3.12.3", "versions": {"torch": "2.11.0"},
                                "gpu": {"name": "fake"}})


def test_phases_share_the_budget_and_every_run_gets_its_report(tmp_path):
    mod = reference
    fake = FakeGpu()
    runs = [ProfileSettings("bloom-560m", "prefill", 512), ProfileSettings("vicuna-7b", "prefill", 512)]
    manifest = mod.run_all(tmp_path, runs, mod.Clock(200.0, now=fake.now), fake.gpu(mod), echo=lambda s: None)
    # A: 2 x (10 + 5 + 1) = 32 s; 168 s left, 16 s kept for the reports. B: the first run's share is
    # (168 - 16) / 2 = 76 s: 12 points of 6 s; the second gets the rest, (96 - 16) = 80 s: 13 points.
    # C: 18 s left, 16 kept: 2 kernels of the first run verified only.
    first, second = manifest["runs"]
    assert first["run"] == "bloom-560m_prefill_b1_p512" and second["run"] == "vicuna-7b_prefill_b1_p512"
    assert (first["replay"]["measured"], first["replay"]["verified_only"], first["replay"]["skipped"]) == (12, 2, 1)
    assert (second["replay"]["measured"], second["replay"]["verified_only"]) == (13, 0)
    assert first["replay"]["not_replayed"] == 40 - 12 - 2 - 1 and first["replay"]["mismatches"] == 0
    assert 0 < first["coverage"] < 1 and first["coverage"] < second["coverage"]
    assert first["whole"]["graph"]["status"] == "failed" and first["whole"]["eager"]["energy_mj"] == 3500.0
    assert first["whole"]["eager"]["predicted_mj"] is not None
    assert manifest["point_s_mean"] == pytest.approx(6.0) and manifest["budget_s"] == 200.0
    assert manifest["git_commit"] == "abc" and manifest["seconds"]["runs"][first["run"]]["replay"] == 72.0
    on_disk = json.loads((tmp_path / "traces" / "manifest.json").read_text())
    assert on_disk["runs"][0]["replay"] == first["replay"]
    for r in manifest["runs"]:
        root = tmp_path / "traces" / r["run"]
        assert (root / "report" / "gpu_energy_report.json").is_file() and (root / "SHA256SUMS").is_file()
    # the measured kernels are the longest by total time, in rank order, within each run
    rows = read_replays(RunDir(tmp_path / "traces" / first["run"]))
    measured_ranks = [r["rank"] for r in rows if r["status"] == "measured"]
    planned_ranks = sorted(r["rank"] for r in rows if r["status"] != "skipped")
    assert measured_ranks == planned_ranks[:12]
    assert fake.released >= 6  # after each run's whole, replay and verification


def test_the_longest_kernels_are_measured_again_with_rotated_inputs_within_the_budget(tmp_path):
    mod = reference
    fake = FakeGpu()
    gpu = fake.gpu(mod)
    gpu.rotated = lambda info: fake.replay(6.0, True)
    runs = [ProfileSettings("bloom-560m", "prefill", 512)]
    manifest = mod.run_all(tmp_path, runs, mod.Clock(200.0, now=fake.now), gpu, echo=lambda s: None, rotate_top=3)
    (run,) = manifest["runs"]
    # A: 16 s; B keeps 8 s for the report and 3 x 6 s for B2: (184 - 8 - 18) = 158 s: 26 points
    assert run["replay"]["measured"] == 26
    rotated = read_replays(RunDir(tmp_path / "traces" / run["run"]), "rotate")
    assert [r["rank"] for r in rotated] == [1, 2, 3] and all(r["l2"] == "rotate" for r in rotated)
    assert manifest["seconds"]["runs"][run["run"]]["replay_rotate"] == 18.0
    assert run["whole"]["eager"]["predicted_rotate_mj"] is not None


def test_run_specs_parse():
    mod = reference
    assert mod.parse_run("bloom-560m:decode:128") == ProfileSettings("bloom-560m", "decode", 128, 32)
    assert mod.parse_run("vicuna-7b:prefill:512") == ProfileSettings("vicuna-7b", "prefill", 512, 0)
    assert mod.parse_run("bloom-560m:decode:64:8").decode_tokens == 8
    for bad in ("bloom-560m:prefill", "gpt:prefill:8", "bloom-560m:prefill:x", "bloom-560m:prefill:8:4"):
        with pytest.raises(ArtifactError):
            mod.parse_run(bad)
    assert [s.trace_name() for s in mod.RUNS] == ["bloom-560m_prefill_b1_p512.trace.json",
                                                  "bloom-560m_decode_b1_p128-d32.trace.json",
                                                  "vicuna-7b_prefill_b1_p512.trace.json"]
