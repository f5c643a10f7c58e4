"""`artifact reference pipelines` (artifact/layers/reference.py) over several GPUs: the jobs dealt by family (no layer point measured on two
GPUs, a pipeline's layers and whole model on one), one child per GPU with its own runs and lock, the
refusals; on fake GPUs, the children replaced by a recorder (their measurement needs PyTorch and a GPU)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from artifact import runlock
from artifact.errors import ArtifactError
from artifact.layers import measureplan
from artifact.layers import reference as pipelines
from artifact.measure import torchgpu

ROOT = Path(__file__).resolve().parent.parent


def _pipelines(cli: Any, monkeypatch: pytest.MonkeyPatch, *args: Any) -> Any:
    """`artifact reference pipelines ARGS`, the process's command line as a shell would give it."""
    monkeypatch.setattr(sys, "argv", ["artifact", "reference", "pipelines", *map(str, args)])
    return cli("reference", "pipelines", *args)


def test_families_never_share_a_point_and_slices_balance_them(tmp_path: Path) -> None:
    jobs = measureplan.default_jobs()
    fams = measureplan.families(jobs)
    assert sorted(j.run for f in fams for j in f) == sorted(j.run for j in jobs)  # every job, once
    points = [set().union(*(measureplan.job_points(j) for j in f)) for f in fams]
    for i in range(len(points)):
        for k in range(i + 1, len(points)):
            assert not points[i] & points[k]
    fam_of = {j.run: i for i, f in enumerate(fams) for j in f}
    assert fam_of["resnet50-fp32"] == fam_of["resnet50-tf32"]  # their norms and pooling are one point

    plans = measureplan.plan(jobs, tmp_path / "layers")
    parts = measureplan.slices(plans, [0, 1], 3.5, 9.0)
    assert [p.gpu for p in parts] == [0, 1]
    assert sum(p.points for p in parts) == sum(len(p.measure) for p in plans)  # what one GPU would measure
    assert sum(p.wholes for p in parts) == sum(p.wholes for p in plans)
    for p in parts:  # in the plan's order, whole families
        assert [j.run for j in p.jobs] == [j.run for j in jobs if j in p.jobs]
        assert {fam_of[j.run] for j in p.jobs} == {i for i, f in enumerate(fams) if f[0] in p.jobs}
    costs = {i: sum(len(q.measure) * 3.5 + q.wholes * 9.0 for q in plans if fam_of[q.run] == i) for i in range(len(fams))}
    assert abs(parts[0].gpu_s - parts[1].gpu_s) <= max(costs.values())  # greedy: within one family

    lone = measureplan.slices(measureplan.plan([jobs[2]], tmp_path / "layers"), [0, 1, 2], 3.5, 9.0)
    assert [len(p.jobs) for p in lone] == [1, 0, 0]  # fewer families than GPUs: the others get nothing


def two_gpus(fake: Any, name: str | None = None) -> None:
    state = json.loads(fake.state.read_text())
    first = dict(state["gpus"][0], serial="1650000000001")
    second = dict(first, uuid="GPU-11111111-fake-0000-0000-000000000000", serial="1650000000002",
                  **({"name": name} if name else {}))
    fake.state.write_text(json.dumps({"gpus": [first, second]}))


def test_one_child_per_gpu_with_its_runs_and_locks_then_one_summary(cli: Any, fake_gpu: Any, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from artifact import children

    two_gpus(fake_gpu)
    results = tmp_path / "results"
    seen: dict[str, Any] = {}

    def fake_run_children(gpus, whats, commands, lock_keys, echo, failure, dropped_env=(), stopping=""):
        seen.update(gpus=gpus, commands=commands, lock_keys=lock_keys, stopping=stopping)
        for key in {k for keys in lock_keys for k in keys}:  # the parent holds every lock it hands down
            runlock.inherit_env([key])
        return [1.0 for _ in gpus]

    monkeypatch.setattr(children, "run_children", fake_run_children)
    r = _pipelines(cli, monkeypatch, "--gpus", "0,1", "--no-fp32", "--budget-s", "300", "--results", results)
    assert r.exit_code == 0, r.output
    out = r.output
    plans = measureplan.plan(measureplan.default_jobs(fp32=False), results / "layers")
    parts = measureplan.slices(plans, [0, 1], 3.5, 9.0)
    assert seen["gpus"] == [0, 1] and "after the point" in seen["stopping"]
    for part, argv in zip(parts, seen["commands"]):
        assert argv[argv.index("--gpu") + 1] == str(part.gpu)
        assert argv[argv.index("--only") + 1].split(",") == [j.run for j in part.jobs]
        assert argv[argv.index("--results") + 1] == str(results) and "--no-fp32" in argv
        assert argv[argv.index("--budget-s") + 1] == "300.0" and argv[argv.index("--preset") + 1] == "light"
    uuids = ["GPU-00000000-fake-0000-0000-000000000000", "GPU-11111111-fake-0000-0000-000000000000"]
    assert [[k.name for k in keys] for keys in seen["lock_keys"]] == [
        [runlock.results_key(results).name, runlock.gpu_key(i, uuids[i]).name] for i in (0, 1)]
    assert all("--no-manifest" in argv for argv in seen["commands"])  # the parent writes it, once
    assert (results / "layers" / "summary.csv").is_file()
    manifest = json.loads((results / "layers" / "manifest.json").read_text())
    assert manifest["calls"][-1]["command"][3:5] == ["--gpus", "0,1"]
    assert "GPU 0:" in out and "GPU 1:" in out and "2 GPUs in" in out


def test_refusals_before_anything_runs(cli: Any, fake_gpu: Any, tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from artifact import children

    monkeypatch.setattr(children, "run_children", lambda *a, **k: pytest.fail("nothing may start"))
    two_gpus(fake_gpu, name="NVIDIA A100-SXM4-80GB")
    for args, said in ((["--gpus", "0,1", "--no-fp32"], "model"), (["--gpus", "0"], "at least two distinct"),
                       (["--gpus", "0,0"], "at least two distinct"), (["--gpus", "0,x"], "indices"),
                       (["--plan", "--only", "resnet18-fp16,nope"], "no run nope in this plan; the runs: resnet18-fp16"),
                       (["--compare-presets", "3", "--gpus", "0,1"], "measures on one GPU")):
        r = _pipelines(cli, monkeypatch, *args, "--results", tmp_path)
        assert r.exit_code == 2 and r.output.startswith("error:") and said in r.output, (args, r.output)
    assert not (tmp_path / "layers").exists()


def test_flagged_layer_records_are_set_aside_and_planned_again(cli: Any, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    job = measureplan.Job("vit_b16", "fp16")
    layers_dir = tmp_path / "layers"
    run_dir = layers_dir / job.run
    run_dir.mkdir(parents=True)
    specs = job.build().layers
    for i, spec in enumerate(specs):
        (run_dir / f"{spec.key}.json").write_text(json.dumps({"id": spec.key, "flagged": i in (1, 3)}))
    assert measureplan.plan([job], layers_dir)[0].measure == []
    flagged = measureplan.flagged_layers([job], layers_dir)
    assert flagged == [run_dir / f"{specs[i].key}.json" for i in (1, 3)]

    r = _pipelines(cli, monkeypatch, "--only", job.run, "--no-fp32", "--results", tmp_path, "--again-flagged", "--plan")
    assert r.exit_code == 0 and "2 flagged layer record(s) would be set aside" in r.output
    assert all(p.is_file() for p in flagged)  # --plan moves nothing

    moved = measureplan.set_aside(flagged)
    assert [p.parent.name for p in moved] == ["flagged", "flagged"] and not any(p.exists() for p in flagged)
    assert measureplan.plan([job], layers_dir)[0].measure == [specs[1].key, specs[3].key]  # measured again
    (run_dir / f"{specs[1].key}.json").write_text(json.dumps({"id": specs[1].key, "flagged": True}))
    assert measureplan.set_aside(measureplan.flagged_layers([job], layers_dir)) == [
        run_dir / "flagged" / f"{specs[1].key}.1.json"]  # an earlier one kept


def test_the_layers_manifest_describes_every_run_and_keeps_the_calls(tmp_path: Path) -> None:
    """<results>/layers/manifest.json from what the directory holds: per run its records, flagged layers,
    presets, torch versions, GPUs (from the records' own gpu blocks) and whole models; the calls kept."""
    from artifact.layers.layer import describe_run
    from artifact.layers.provenance import write_layers_manifest

    layers_dir = tmp_path / "layers"
    job = measureplan.Job("vit_b16", "fp16")
    run_dir = layers_dir / job.run
    pipe = job.build()
    describe_run(pipe, run_dir)
    gpu = {"name": "NVIDIA H100 80GB HBM3", "uuid": "GPU-1", "serial": "17", "vbios_version": "96",
           "driver_version": "580.159.04", "cuda_driver_version": 13000, "multiprocessors": 132}
    for i, spec in enumerate(pipe.layers[:3]):
        (run_dir / f"{spec.key}.json").write_text(json.dumps(
            {"id": spec.key, "flagged": i == 2, "gpu": gpu, "meta": {"preset": "light", "torch": "2.11.0"}}))
    (run_dir / "whole-graph.json").write_text(json.dumps({"id": "whole-graph", "gpu": dict(gpu, uuid="GPU-2")}))
    path = write_layers_manifest(layers_dir, ["artifact", "--budget-s", "500"])
    m = json.loads(path.read_text())
    run = m["runs"][job.run]
    assert run == {"layers": len(pipe.layers), "recorded": 3, "stale": [], "flagged": [pipe.layers[2].key],
                   "presets": ["light"],
                   "torch": ["2.11.0"], "gpus": ["GPU-1", "GPU-2"], "wholes": ["graph"]}
    assert [g["uuid"] for g in m["gpus"]] == ["GPU-1", "GPU-2"] and "multiprocessors" not in m["gpus"][0]
    assert m["flagged_layers"] == 1 and set(m["packages"]) >= {"torch", "numpy"}
    assert "git_commit" in m and m["calls"][-1]["command"] == ["artifact", "--budget-s", "500"]
    assert m["calls"][-1]["git_commit"] == m["git_commit"] and m["calls"][-1]["git_dirty"] == m["git_dirty"]
    write_layers_manifest(layers_dir, ["again"])
    assert [c["command"][0] for c in json.loads(path.read_text())["calls"]] == ["artifact", "again"]
    older = json.loads(path.read_text())  # a manifest from before calls named their commit
    older["git_commit"], older["calls"] = "abc123", [{"at": "t0", "command": ["one"]}, {"at": "t1", "command": ["two"]}]
    path.write_text(json.dumps(older))
    calls = json.loads(write_layers_manifest(layers_dir, ["three"]).read_text())["calls"]
    assert "git_commit" not in calls[0] and calls[1]["git_commit"] == "abc123"  # the call that wrote it
    assert calls[2]["command"] == ["three"] and calls[2]["git_commit"] == m["git_commit"]


def test_stale_records_are_planned_again_and_never_shared(tmp_path: Path) -> None:
    """A record of a layer run as another torch call than now (global pools measured as avg_pool2d) is
    neither kept nor copied into another run: the plan measures it again."""
    from artifact.layers import compose
    from artifact.layers import layer as layers

    fp32, tf32 = measureplan.Job("resnet50", "fp32"), measureplan.Job("resnet50", "fp32", tf32=True)
    layers_dir = tmp_path / "layers"
    run_dir = layers_dir / fp32.run
    layers.describe_run(fp32.build(), run_dir)
    specs = fp32.build().layers
    pool = next(s for s in specs if layers.is_global_pool(s))
    for spec in specs:
        op = "torch.nn.functional.avg_pool2d" if spec is pool else layers.plan(spec).op
        record = {"id": spec.key, "workload": {"math_mode": "fp32"}, "meta": {"torch_op": op, "unroll": "100",
                                                                              "preset": "default"}}
        (run_dir / f"{spec.key}.json").write_text(json.dumps(record))
    plans = measureplan.plan([fp32, tf32], layers_dir)
    assert plans[0].measure == [pool.key]
    assert plans[1].shared == 1 and pool.key not in plans[1].measure  # fp32 measures it for tf32: not "recorded"
    assert compose.shareable_record(layers_dir, layers_dir / tf32.run, pool, "tf32", 100) is None
    norm = next(s for s in specs if s.kind == "norm")
    assert compose.shareable_record(layers_dir, layers_dir / tf32.run, norm, "tf32", 100) == run_dir / f"{norm.key}.json"


def test_the_closing_overview_reads_every_run_directory(tmp_path: Path) -> None:
    from artifact.layers import compose
    from artifact.layers.pipelines import LayerSpec, Phase, Pipeline

    a, b = LayerSpec("linear", (4, 8, 16)), LayerSpec("elementwise", (64,), op="relu")
    toy = Pipeline("toy", "two layers", (Phase("fc", a, 3), Phase("act", b, 2)), (("batch", 8),))
    cvs = {a.key: 0.0234, b.key: 0.004}

    def fake(spec: Any) -> dict[str, Any]:
        t, p = (1.0, 300.0) if spec.key == a.key else (0.5, 200.0)
        return {"id": spec.key, "time_per_launch_ms": t, "time_cv": 0.001, "energy_per_launch_mj": t * p,
                "energy_above_hot_idle_per_launch_mj": t * (p - 100.0), "energy_cv": cvs[spec.key],
                "idle": {"hot": {"power_w": 100.0}}}

    layers_dir = tmp_path / "layers"
    compose.run_pipelines([toy], layers_dir, measure=fake, echo=lambda _: None)
    (layers_dir / "half-fp16").mkdir()
    compose.describe_run(toy, layers_dir / "half-fp16")  # a run directory with no record yet
    lines = pipelines.overview(layers_dir).splitlines()
    assert lines[0].split() == ["run", "phases", "max", "cv", "%", ">1", "%", "time", "ms", "energy", "mJ", "graph/sum"]
    assert lines[1].startswith("half-fp16") and "not complete:" in lines[1]
    assert lines[2].split() == ["toy-fp16", "2", "2.34", "1", "4.000", "1100.0"]  # 3 x 1 ms + 2 x 0.5 ms
    assert pipelines.overview(tmp_path / "none") == ""


def test_a_stale_record_in_a_run_not_measured_again_keeps_the_run_out_of_the_tables(tmp_path: Path) -> None:
    """Another call (--only another run) writes summary.csv over every run directory: a run still holding
    a stale record is left out of it, with the reason, and its manifest entry names the record."""
    from artifact.layers import compose
    from artifact.layers import layer as layers
    from artifact.layers.provenance import layers_manifest

    job = measureplan.Job("resnet18", "fp16")
    layers_dir = tmp_path / "layers"
    run_dir = layers_dir / job.run
    pipe = job.build()
    layers.describe_run(pipe, run_dir)
    pool = next(s for s in pipe.layers if layers.is_global_pool(s))
    for spec in pipe.layers:
        op = "torch.nn.functional.avg_pool2d" if spec is pool else layers.plan(spec).op
        record = {"id": spec.key, "time_per_launch_ms": 0.01, "time_cv": 0.001, "energy_per_launch_mj": 2.0,
                  "energy_above_hot_idle_per_launch_mj": 1.0, "energy_cv": 0.002, "idle": {"hot": {"power_w": 100.0}},
                  "meta": {"torch_op": op}}
        (run_dir / f"{spec.key}.json").write_text(json.dumps(record))
    lines: list[str] = []
    compose.write_summary(layers_dir, lines.append)
    assert any(f"resnet18-fp16: not in summary.csv: {run_dir}: layer {pool.key} was measured as "
               "torch.nn.functional.avg_pool2d, and now runs torch.nn.functional.adaptive_avg_pool2d" in x for x in lines)
    assert (layers_dir / "summary.csv").read_text().count("\n") == 1  # the header only
    run = layers_manifest(layers_dir, ["x"])["runs"][job.run]
    assert run["stale"] == [pool.key] and run["recorded"] == len(pipe.layers) - 1


def test_a_foreign_file_in_a_records_place_is_refused_not_set_aside(tmp_path: Path) -> None:
    from artifact.layers import layer as layers

    job = measureplan.Job("resnet18", "fp16")
    run_dir = tmp_path / job.run
    pipe = job.build()
    pool = next(s for s in pipe.layers if layers.is_global_pool(s))
    layers.describe_run(pipe, run_dir)
    for content in ([1, 2], {"id": "another", "meta": {"torch_op": "torch.nn.functional.avg_pool2d"}}):
        (run_dir / f"{pool.key}.json").write_text(json.dumps(content))
        with pytest.raises(ArtifactError, match="is not the record of"):
            layers.measure_pipeline(pipe, run_dir, measure=lambda spec: {"id": spec.key}, echo=lambda _: None)
        assert not (run_dir / "stale").exists()
        for spec in pipe.layers:  # the records measured before it stay; start over for the next content
            if spec is not pool:
                (run_dir / f"{spec.key}.json").unlink(missing_ok=True)


def test_one_gpu_call_measures_each_tuned_layer_with_a_pytorch_twin(cli: Any, fake_gpu: Any, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """`artifact reference pipelines`' own measuring path (one GPU) hands run_pipelines a PyTorch twin measurement for
    the tuned layers, never the tuned one again: the pairs form and the plan is then empty."""
    from test_tuned import _conv, _export, _measured

    from artifact.layers import compose, tuned
    from artifact.layers.tunedpairs import is_paired

    exports = tmp_path / "exports"
    conv1 = _conv(tuned.tuned_pipeline(), "conv1")
    _export(exports, "resnet50-conv1", conv1)
    made: list[tuple[str, str]] = []

    def fake_layer_measure(pipe: Any, unroll: int, options: Any, tf32: bool, idle: Any, kernels: Any = None,
                           preset: str = "default") -> Any:
        def measure(spec: Any) -> dict[str, Any]:
            impl = kernels[spec.key].label if kernels and spec.key in kernels else "torch"
            made.append((impl, spec.key))
            return _measured(spec, impl)

        return measure

    monkeypatch.setattr(compose, "layer_measure", fake_layer_measure)
    monkeypatch.setattr(torchgpu, "use_gpu", lambda uuid: None)
    results = tmp_path / "results"
    r = _pipelines(cli, monkeypatch, "--gpu", "0", "--only", "resnet50_tuned-fp32", "--tuned-results", exports,
                   "--results", results, "--no-manifest")
    assert r.exit_code == 0, r.output
    assert ("resnet50-conv1/r0001", conv1.key) in made and made.count(("torch", conv1.key)) == 1
    assert is_paired(results / "layers" / "resnet50_tuned-fp32", conv1)
    jobs = [j for j in measureplan.default_jobs(tuned=True) if j.run == "resnet50_tuned-fp32"]
    assert measureplan.plan(jobs, results / "layers", tuned_results=exports)[0].measure == []
