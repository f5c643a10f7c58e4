"""`artifact layers` on the CPU: a clear one-line error without torch, and the files it writes after the
measurements (run with injected measurements): tables, figures, and SHA256SUMS covering them."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from test_compose import TOY, _record, _resnet_or_toy

from artifact.layers.compose import run_pipelines
from artifact.layers.plots import plot_all
from artifact.measure import torchgpu
from artifact.results.checksums import verify, write_sums


@pytest.mark.skipif(importlib.util.find_spec("torch") is not None, reason="torch is installed here")
def test_layers_without_torch_is_one_clear_error(cli, tmp_path: Path) -> None:
    r = cli("layers", "--pipeline", "resnet18", "--results", str(tmp_path))
    assert r.exit_code == 2
    assert r.output.strip().startswith("error: artifact layers needs PyTorch")
    assert not (tmp_path / "layers").exists()


def test_bad_pipeline_is_a_usage_error(cli) -> None:
    r = cli("layers", "--pipeline", "alexnet")
    assert r.exit_code == 2 and "alexnet" in r.output


def test_figures_and_checksums_of_measured_runs(tmp_path: Path) -> None:
    out = tmp_path / "layers"
    run_pipelines([TOY, "resnet18"], out, whole=True, measure=_resnet_or_toy,
                  measure_whole=lambda p, m: _record(f"whole-{m}", 1.0, 250.0), echo=lambda _: None)
    figures = plot_all(out)
    names = sorted(p.relative_to(out).as_posix() for p in figures)
    assert names == ["breakdown.pdf", "breakdown.png", "resnet18-fp16/energy_by_layer.pdf",
                     "resnet18-fp16/energy_by_layer.png", "toy-fp16/energy_by_layer.pdf",
                     "toy-fp16/energy_by_layer.png", "whole_vs_sum.pdf", "whole_vs_sum.png"]
    write_sums(tmp_path)
    sums = (tmp_path / "SHA256SUMS").read_text()
    for rel in ("layers/summary.csv", "layers/toy-fp16/layers.csv", "layers/resnet18-fp16.log",
                "layers/resnet18-fp16/whole-graph.json", "layers/whole_vs_sum.png"):
        assert f"  {rel}\n" in sums, rel
    bad, missing, extra, _ = verify(tmp_path)
    assert (bad, missing, extra) == ([], [], [])


def _no_torch_needed(monkeypatch: pytest.MonkeyPatch, seen: dict) -> None:
    """`artifact layers` with the torch steps replaced: the lock and the GPU choice are what is tested."""
    from artifact import runlock
    from artifact.layers import cli as cli_layers
    from artifact.layers import compose
    from artifact.layers import plots as layer_plots

    def fake_run(pipes, out, **kw):
        seen["held"] = [runlock.held_by_me(k) for k in seen["keys"]]
        seen["pipes"] = [p.name for p in pipes]
        return out / "summary.csv"

    monkeypatch.setattr(cli_layers, "_need_torch", lambda: None)
    monkeypatch.setattr(torchgpu, "use_gpu", lambda uuid: seen.setdefault("uuid", uuid) and 0)
    monkeypatch.setattr(compose, "run_pipelines", fake_run)
    monkeypatch.setattr(layer_plots, "plot_all", lambda out: [])


def test_layers_holds_the_gpu_and_results_locks(cli, fake_gpu, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from conftest import FAKE_H100

    from artifact import runlock

    results = tmp_path / "results"
    seen: dict = {"keys": [runlock.gpu_key(0, FAKE_H100["uuid"]), runlock.results_key(results)]}
    _no_torch_needed(monkeypatch, seen)
    r = cli("layers", "--pipeline", "resnet18", "--results", results)
    assert r.exit_code == 0, r.output
    assert seen["held"] == [True, True] and seen["uuid"] == FAKE_H100["uuid"] and seen["pipes"] == ["resnet18"]
    assert not any(runlock.held_by_me(k) for k in seen["keys"])  # released at the end


def test_layers_stops_at_a_results_directory_in_use(cli, fake_gpu, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import subprocess
    import sys

    results = tmp_path / "results"
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time; from pathlib import Path; from artifact import runlock\n"
         f"with runlock.hold([runlock.results_key(Path({str(results)!r}))]):\n"
         "    print('held', flush=True); sys.stdin.readline()"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parent.parent)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        seen: dict = {"keys": []}
        _no_torch_needed(monkeypatch, seen)
        r = cli("layers", "--pipeline", "resnet18", "--results", results)
        assert r.exit_code == 2 and f"pid {holder.pid}" in r.output and "in use by another artifact run" in r.output
        assert "pipes" not in seen  # nothing measured
    finally:
        holder.communicate("\n", timeout=30)
