"""benchmarks/models_check.py on the CPU: the commands it runs (config files and torchvision models outside
the shipped ones), and its table read back from a trace report and a layers summary (synthetic files)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from artifact.layers.architectures import PIPELINES
from artifact.traces.models import MODELS, read_config

ROOT = Path(__file__).resolve().parent.parent


def load() -> ModuleType:
    from benchmarks import models_check

    return models_check


def test_the_commands_are_models_outside_the_shipped_ones(tmp_path: Path) -> None:
    mod = load()
    cmds = mod.commands(tmp_path, 512, 6, 1)
    configs = [c[c.index("--config") + 1] for c in cmds if c[:2] == ["trace", "run"]]
    names = {read_config(ROOT / c)[0] for c in configs}
    assert names == {"pythia-410m", "gemma-2b"} and not names & set(MODELS)
    assert {read_config(ROOT / c)[1].get("torch_dtype") for c in configs} == {"float16", "bfloat16"}
    layers = next(c for c in cmds if c[0] == "layers")
    models = [a.split(":", 1)[1] for a in layers if a.startswith("torchvision:")]
    assert len(models) == 2 and not set(models) & {"resnet18", "resnet50", "mobilenet_v3_small", "efficientnet_b0",
                                                   "vit_b_16", *PIPELINES}
    assert "--whole" in layers and all(c[c.index("--gpu") + 1] == "1" for c in cmds)


def test_the_table_reads_the_trace_reports_and_the_layers_summary(tmp_path: Path) -> None:
    mod = load()
    report = tmp_path / "traces" / "gemma-2b_prefill_b1_p512_bf16" / "report" / "gpu_energy_report.json"
    report.parent.mkdir(parents=True)
    report.write_text(json.dumps({"run": {"name": "gemma-2b_prefill_b1_p512_bf16", "dtype": "bf16"},
                                  "totals": {"unique_kernels": 30}, "replay": {"replayed": 6},
                                  "whole": {"eager": {"predicted_over_measured": 0.95},
                                            "graph": {"predicted_over_measured": None}}}))
    (tmp_path / "layers").mkdir()
    (tmp_path / "layers" / "summary.csv").write_text("pipeline,dtype,phases,whole_graph_energy_ratio,whole_eager_energy_ratio\n"
                                                     "torchvision.alexnet,fp16,16,1.25,\n")
    rows = mod.table_rows(tmp_path)
    assert rows == [("gemma-2b_prefill_b1_p512_bf16", "bf16", "6/30 kernels", "-", "0.950"),
                    ("torchvision.alexnet", "fp16", "16 layers", "0.800", "-")]
    text = mod.table(rows, [("trace run --config x", 61.25, 0)])
    assert "sum/whole graph" in text.splitlines()[0] and "   61.2 s  exit 0  artifact trace run --config x" in text


def test_a_failed_command_is_the_exit_status(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mod = load()
    ran: list[list[str]] = []

    def fake_run(cmd: list[str], cwd: Any) -> SimpleNamespace:
        ran.append(cmd)
        return SimpleNamespace(returncode=2 if "layers" in cmd else 0)

    monkeypatch.setattr(subprocess, "run", fake_run)
    assert mod.main(["--results", str(tmp_path)]) == 1
    assert [c[3:5] for c in ran] == [["trace", "run"], ["trace", "run"], ["layers", "--pipeline"]] and all(c[:3] == [sys.executable, "-m", "artifact"]
                                                                      for c in ran)
