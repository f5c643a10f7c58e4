"""`artifact reference tp` (artifact/tp/reference.py) on the CPU: its phases, budget and manifest with a fake host whose torchrun writes the
recorded two-GPU prefill's rank files (tests/data/tp, with synthetic traces), and the replay child's time
sharing on those files with fake replays and a fake clock."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from artifact.errors import ArtifactError
from artifact.tp import reference
from artifact.traces.replay import ReplayResult, Verification
from artifact.traces.run import RunDir, read_kernels, read_replays

sys.path.insert(0, str(Path(__file__).parent))
from test_tp_report import DATA, _trace  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


class FakeHost:
    """torchrun takes 20 s and writes the recorded ranks (world 1: rank 0's files as one GPU's), the replays
    take what they are given, a report 2 s."""

    def __init__(self, gpus: int = 2) -> None:
        self.t, self.n = 0.0, gpus
        self.replayed: list[tuple[list[list[Path]], float]] = []
        self.profiled: list[tuple[str, int]] = []

    def now(self) -> float:
        return self.t

    def gpus(self) -> int:
        return self.n

    def profile(self, s: Any, out: Path, log: Path) -> int:
        from artifact.tp.run import tp_run_name

        self.t += 20
        self.profiled.append((s.phase, s.world_size))
        root = out / tp_run_name(s)
        for r in range(s.world_size):
            shutil.copytree(DATA / f"rank{r}", root / f"rank{r}")
            run = json.loads((root / f"rank{r}" / "run.json").read_text())
            run["world_size"] = s.world_size
            (root / f"rank{r}" / "run.json").write_text(json.dumps(run))
            trace = _trace(r) if s.world_size > 1 else {"traceEvents": _trace(0)["traceEvents"][1:2]}
            (root / f"rank{r}" / run["trace"]).write_text(json.dumps(trace))
        return 0

    def replay(self, per_gpu: list[list[Path]], seconds: float, logs: Path) -> list[int]:
        self.replayed.append((per_gpu, seconds))
        self.t += seconds
        return [0] * len(per_gpu)

    def report(self, root: Path) -> Any:
        from artifact.tp.report import write_tp_report

        self.t += 2
        return write_tp_report(root)

    def describe(self) -> dict[str, Any]:
        return {"git_commit": "abc", "git_dirty": False, "python": "3.12.3", "versions": {"torch": "2.11.0"},
                "gpus": [{"index": 0}, {"index": 1}], "topology": "GPU0 X NV18"}


def _run(mod: ModuleType, tmp_path: Path, host: FakeHost, budget_s: float = 540.0) -> dict[str, Any]:
    h = mod.Host(host.gpus, host.profile, host.replay, host.report, host.describe)
    return mod.run_all(tmp_path, "vicuna-7b", ["prefill"], 2, 512, 32, 10, mod.Clock(budget_s, host.now), h,
                       echo=lambda m: None)


def test_the_phases_write_a_manifest_with_the_speedup_and_the_ranks_replayed_on_their_gpus(tmp_path):
    mod = reference
    host = FakeHost()
    manifest = _run(mod, tmp_path, host)
    assert host.profiled == [("prefill", 2), ("prefill", 1)]
    tp = tmp_path / "traces-tp"
    split = tp / "vicuna-7b_prefill_b1_p512_tp2"
    per_gpu, seconds = host.replayed[0]
    assert per_gpu == [[split / "rank0"], [split / "rank1"]]  # each rank's directory on its own GPU
    assert seconds == pytest.approx(540 - 40 - mod.REPORT_S - mod.REPORT_S / 2)  # the reports' reserve kept
    assert json.loads((tp / "manifest.json").read_text()) == manifest
    assert manifest["environment"] == {"NCCL_NVLS_ENABLE": "0", "TORCH_SYMM_MEM_DISABLE_MULTICAST": "1",
                                       "NVSHMEM_DISABLE_NVLS": "1"}
    assert manifest["topology"] == "GPU0 X NV18" and manifest["git_commit"] == "abc"
    names = [r["run"] for r in manifest["runs"]]
    assert names == ["vicuna-7b_prefill_b1_p512_tp2", "vicuna-7b_prefill_b1_p512_tp1"]
    two = manifest["runs"][0]
    assert two["status"] == "ok" and [r["rank"] for r in two["ranks"]] == [0, 1]
    assert two["totals"]["measured_energy_mj"] == pytest.approx(9724.6 + 7545.0, rel=1e-3)
    ms = [json.loads((DATA / f"rank{r}" / "energy.json").read_text())["time_per_run_ms"] for r in (0, 1)]
    # the fake's one GPU is rank 0's files; the split run takes its slower GPU's time
    assert manifest["speedup"]["prefill"]["speedup"] == pytest.approx(ms[0] / max(ms))
    assert set(manifest["seconds"]["runs"]["vicuna-7b_prefill_b1_p512_tp2"]) == {"profile", "replay", "report"}
    assert (split / "report" / "figures" / "gantt.png").is_file() and (split / "SHA256SUMS").is_file()


def test_fewer_gpus_than_asked_are_said_before_anything_runs(tmp_path):
    mod = reference
    host = FakeHost(gpus=1)
    with pytest.raises(ArtifactError, match="2 GPUs asked for, but this host has 1 GPU"):
        _run(mod, tmp_path, host)
    assert host.profiled == [] and not (tmp_path / "traces-tp").exists()


def test_every_child_gets_nvlink_multicast_off_whatever_the_environment_says():
    mod = reference
    env = mod.child_env({"NCCL_NVLS_ENABLE": "1", "PYTHONPATH": "/x", "OTHER": "y"})
    assert env["NCCL_NVLS_ENABLE"] == "0" and env["TORCH_SYMM_MEM_DISABLE_MULTICAST"] == "1"
    assert env["NVSHMEM_DISABLE_NVLS"] == "1" and env["OTHER"] == "y"
    assert env["PYTHONPATH"].split(":") == [str(ROOT), "/x"]  # the folder the package was imported from


def test_the_replay_child_shares_its_time_among_its_directories_then_verifies_the_rest(tmp_path):
    mod = reference
    dirs = []
    for name in ("a", "b"):
        d = tmp_path / name / "rank0"
        shutil.copytree(DATA / "rank0", d)
        run = json.loads((d / "run.json").read_text())
        (d / run["trace"]).write_text(json.dumps(_trace(0)))
        dirs.append(d)
    clock = {"t": 0.0}
    calls: list[tuple[str, bool]] = []

    def fake(measure: bool) -> Any:
        def make(info: Any) -> Any:
            def one(entry: dict[str, Any], plan: Any) -> ReplayResult:
                clock["t"] += 5.0 if measure else 1.0
                calls.append((info.dirs.root.parent.name, measure))
                rec = {"time_per_launch_ms": 0.01, "energy_per_launch_mj": 4.0, "flagged": False} if measure else None
                return ReplayResult(entry["name"], "aten::mm", Verification([], True, True), 10, record=rec)
            return one
        return make

    mod.replay_dirs(dirs, 110.0, now=lambda: clock["t"], measured=fake(True), verify_only=fake(False),
                    echo=lambda m: None)
    measured = [d for d, m in calls if m]
    # (110 - 10) / 2 = 50 s for a: 10 points of 5 s; then b gets what is left, 50 s: 10 more
    assert measured.count("a") == 10 and measured.count("b") == 10
    planned = sum(1 for r in read_replays(RunDir(dirs[0])) if r["status"] in ("measured", "verified"))
    assert planned > 10  # the rest of a's kernels verified only in the time kept for it
    assert clock["t"] <= 110.0 + 1.0
    assert len(read_kernels(dirs[0] / "kernels.jsonl")) == 43
