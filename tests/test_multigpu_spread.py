"""`artifact tune --gpus 0,1 --spread cases`: the cases dealt to the GPUs, one tuning process per GPU
(artifact/tuning/spread.py). Fake NVML with two GPUs; the children are a fake command that shows what
it was given (its options, the locks handed to it) or fails, so that nothing is tuned here; the real
child command is checked by parsing it with the real `artifact tune`."""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from artifact.catalog import load_catalog, parse_shape, select_cases
from artifact.errors import ArtifactError
from artifact.gpu import GpuInfo

SHAPE = "conv2d:N=1,H=8,W=8,CO=8,CI=8,KH=3,KW=3,stride=1,padding=1"
SECOND_UUID = "GPU-11111111-fake-0000-0000-000000000000"

# The fake child: prints its GPU, cases, workers and the locks handed to it, takes those locks (the
# parent holds them: refused unless they really were handed over), then does what FAKE_CHILD_<gpu> says.
FAKE_CHILD = r"""
import json, os, signal, sys, time
from pathlib import Path
from artifact import runlock
args = sys.argv[1:]
val = lambda opt: args[args.index(opt) + 1]
gpu = val("--gpu")
cases = [args[i + 1] for i, a in enumerate(args) if a in ("--case", "--shape")]
names = sorted(json.loads(os.environ["ARTIFACT_INHERITED_LOCKS"]))
mode = os.environ.get("FAKE_CHILD_" + gpu, "ok")
def stopped(*_):
    Path(os.environ["FAKE_CHILD_MARK"] + gpu).write_text("stopped")
    sys.exit(130)
if mode == "wait":  # ready for the SIGTERM, then says so (a failing child waits for that)
    signal.signal(signal.SIGTERM, stopped)
    Path(os.environ["FAKE_CHILD_MARK"] + gpu + ".ready").touch()
with runlock.hold([runlock.LockKey(n, n) for n in names]):
    print(f"child cases={','.join(cases)} workers={val('--workers')} of={val('--spread-gpus')} "
          f"gpus_env={os.environ.get('ARTIFACT_GPUS', '-')} locks={' '.join(names)}", flush=True)
    if mode == "fail":
        mark = Path(os.environ["FAKE_CHILD_MARK"])
        t0 = time.monotonic()  # the other child ready for its SIGTERM: an event (600 s: only a hang)
        while not list(mark.parent.glob(mark.name + "*.ready")) and time.monotonic() - t0 < 600:
            time.sleep(0.01)
        print("error: the fake child failed on purpose", flush=True)
        sys.exit(2)
    if mode == "wait":
        signal.pause()  # until the SIGTERM the test (through the parent) sends
"""


def _gpu(index: int) -> GpuInfo:
    from conftest import FAKE_H100

    return GpuInfo(index=index, name=FAKE_H100["name"], uuid=f"GPU-{index}", compute_capability=(9, 0),
                   memory_mib=81559, driver_version="", nvml_version="", vbios_version="", power_limit_w=700.0,
                   default_power_limit_w=700.0, min_power_limit_w=200.0, max_power_limit_w=700.0)


def test_auto_spreads_the_cases_when_every_gpu_gets_one():
    from artifact.tuning.spread import choose_spread

    assert choose_spread("auto", 2, 2) == "cases" and choose_spread("auto", 7, 2) == "cases"
    assert choose_spread("auto", 1, 2) == "rpc" and choose_spread("auto", 3, 4) == "rpc"
    assert choose_spread("rpc", 7, 2) == "rpc" and choose_spread("cases", 1, 2) == "cases"
    with pytest.raises(ArtifactError, match="--spread must be one of"):
        choose_spread("both", 2, 2)


def test_the_cases_are_dealt_by_trials_to_tune_longest_first():
    from artifact.tuning.spread import deal

    cases = load_catalog("default")  # case1..case7
    todo = list(zip(cases, [100, 100, 50, 50, 30, 30, 20]))
    shares = deal(todo, [_gpu(0), _gpu(1)])
    assert [s.trials for s in shares] == [200, 180]  # as even as these trials can be
    assert sorted(c.case_id for s in shares for c in s.cases) == sorted(c.case_id for c in cases)
    for s in shares:  # each share in the order the cases were given
        ids = [c.case_id for c in s.cases]
        assert ids == sorted(ids, key=lambda i: int(i.removeprefix("case")))
    shares = deal(todo[:1], [_gpu(0), _gpu(1), _gpu(2)])  # fewer cases than GPUs: idle GPUs listed empty
    assert [len(s.cases) for s in shares] == [1, 0, 0]
    shares = deal(todo[:4], [_gpu(0), _gpu(1), _gpu(2)])
    assert sorted(s.trials for s in shares) == [100, 100, 100]


def test_the_child_command_is_a_real_tune_command_for_the_same_cases_and_options(tmp_path):
    from artifact.cli import tune_cmd
    from artifact.tuning.options import TuneOptions, profile_settings
    from artifact.tuning.spread import Share, child_command

    cases = select_cases(("2",), "default", (SHAPE, "gemm:M=64,N=32,K=16,layout=NT,dtype=fp16"), True)
    opts = TuneOptions(trials=40, seed=3, batch=16, gpus=(0, 1), lag=1, budget_s=90.0, early_stop=None,
                       hold_builds=False, overlap_batches=False, scheduler="sequential", population=96,
                       searches_at_once=3, interleave=False)
    argv = child_command(Share(_gpu(1), cases, 120), [_gpu(0), _gpu(1)], tmp_path / "r", opts, 8, 4)
    assert argv[:4] == [sys.executable, "-m", "artifact", "tune"]
    p = tune_cmd.make_context("tune", argv[4:]).params
    assert select_cases(p["cases"], p["catalog"], p["shapes"], p["test_mode"], p["all_cases"]) == cases
    assert (p["gpu"], p["spread_gpus"], p["gpus"], p["workers"]) == (1, "0,1", None, 8)
    assert (p["trials"], p["seed"], p["budget_s"], p["population"], p["results"]) == (40, 3, 90.0, 96, tmp_path / "r")
    child = replace(opts, **profile_settings(p["profile"], p["settings"]))
    assert child == replace(opts, search_threads=4)  # every tuner setting as this run has it; the threads shared
    argv = child_command(Share(_gpu(1), cases, 120), [_gpu(0), _gpu(1)], tmp_path / "r", opts, 8, 4, 6)
    p = tune_cmd.make_context("tune", argv[4:]).params
    assert replace(opts, **profile_settings(p["profile"], p["settings"])) == replace(opts, search_threads=4,
                                                                                      idle_search_threads=6)


def test_cases_of_two_catalogs_cannot_go_to_one_child():
    from artifact.tuning.spread import case_args

    with pytest.raises(ArtifactError, match="several catalogs"):
        case_args([load_catalog("default")[0], load_catalog("resnet50")[0]])
    assert case_args([parse_shape(SHAPE)]) == ["--shape", SHAPE + ",layout=NCHW,dtype=fp32"]


def _two_gpus(tmp_path, monkeypatch, fake_child: bool = True) -> None:
    from conftest import FAKE_H100

    from artifact.tuning import spread

    state = tmp_path / "nvml.json"
    state.write_text(json.dumps({"gpus": [dict(FAKE_H100), dict(FAKE_H100, uuid=SECOND_UUID)]}))
    monkeypatch.setenv("ARTIFACT_FAKE_NVML", str(state))
    monkeypatch.setenv("ARTIFACT_LOCK_DIR", str(tmp_path / "locks"))
    monkeypatch.setenv("ARTIFACT_GPUS", "0,1")  # as `make tune GPUS=0,1`: must not reach the children
    monkeypatch.setenv("FAKE_CHILD_MARK", str(tmp_path / "mark"))
    real = spread.child_command
    if fake_child:
        monkeypatch.setattr(spread, "child_command",
                            lambda *a, **k: [sys.executable, "-c", FAKE_CHILD, *real(*a, **k)[4:]])


def test_one_child_per_gpu_each_with_its_cases_its_workers_and_its_gpus_lock(cli, tmp_path, monkeypatch):
    from artifact import runlock

    _two_gpus(tmp_path, monkeypatch)
    res = tmp_path / "results"
    r = cli("tune", "--test-mode", "--results", res, "--workers", 8, "--trials", 4)
    assert r.exit_code == 0, r.output
    assert "2 case(s) dealt to 2 of 2 GPUs, one tuning process each (4 build workers each, 8 in all)" in r.output
    lines = [ln for ln in r.output.splitlines() if " child " in ln]
    assert len(lines) == 2, r.output
    results_lock = runlock.results_key(res).name
    seen = {}
    for ln in lines:
        prefix, rest = ln.split(" child ")
        fields = dict(f.split("=", 1) for f in rest.split(" ", 4))
        gpu = prefix.strip("[]").split()[1]
        seen[gpu] = fields["cases"]
        assert fields["workers"] == "4" and fields["of"] == "0,1" and fields["gpus_env"] == "-"
        uuid = "GPU-00000000-fake-0000-0000-000000000000" if gpu == "0" else SECOND_UUID
        assert fields["locks"].split() == sorted([results_lock, runlock.gpu_key(int(gpu), uuid).name])
    assert sorted(seen) == ["0", "1"] and sorted(seen.values()) == ["case1", "case7"]
    assert "0 trials on 2 GPUs" in r.output  # the fake children tuned nothing
    assert not runlock.held_by_me(runlock.results_key(res))  # everything handed back


def test_a_failed_child_fails_the_run_with_its_message_and_the_other_is_stopped(cli, tmp_path, monkeypatch):
    _two_gpus(tmp_path, monkeypatch)
    monkeypatch.setenv("FAKE_CHILD_0", "wait")
    monkeypatch.setenv("FAKE_CHILD_1", "fail")
    r = cli("tune", "--test-mode", "--results", tmp_path / "results", "--workers", 2)
    assert r.exit_code == 2, r.output
    err = [ln for ln in r.output.splitlines() if ln.startswith("error:")]
    assert len(err) == 1 and "tuning on GPU 1" in err[0] and "the fake child failed on purpose" in err[0], r.output
    assert "[GPU 0] stopping" in r.output
    assert Path(str(tmp_path / "mark") + "0").read_text() == "stopped"


def test_spread_refusals_are_one_line_before_any_child(cli, tmp_path, monkeypatch):
    _two_gpus(tmp_path, monkeypatch)
    monkeypatch.delenv("ARTIFACT_GPUS")
    res = tmp_path / "results"
    for args, message in [
        (["--spread", "rpc"], "--spread rpc needs --gpus"),
        (["--gpus", "0,1", "--spread", "cases", "--catalog", "resnet50", "--case", "conv1"], "several catalogs"),
        (["--gpus", "0,1", "--spread", "cases", "--target", "llvm"], "--gpus needs a CUDA target"),
    ]:
        r = cli("tune", "--test-mode", "--results", res, *args)
        assert r.exit_code != 0 and message in r.output, (args, r.output)
        assert r.output.startswith("error:") and len(r.output.strip().splitlines()) == 1, r.output
    assert " child " not in r.output


@pytest.mark.slow  # a real (tiny) search on the CPU target
def test_a_child_records_the_runs_gpus_and_spread_in_runs_json(cli, tmp_path, monkeypatch):
    _two_gpus(tmp_path, monkeypatch, fake_child=False)
    monkeypatch.delenv("ARTIFACT_GPUS")
    res = tmp_path / "results"
    r = cli("tune", "--shape", SHAPE, "--target", "llvm", "--results", res, "--trials", 2, "--set", "batch=2",
            "--seed", 1, "--workers", 1, "--gpu", 1, "--spread-gpus", "0,1")
    assert r.exit_code == 0, r.output
    (run,) = json.loads((res / "conv2d-1x8x8x8x8x3x3-s1-p1" / "tune" / "runs.json").read_text())
    assert run["spread"] == "cases" and [g["uuid"] for g in run["gpus"]][1] == SECOND_UUID
    assert len(run["gpus"]) == 2 and run["rpc_servers"] == 0


@pytest.mark.serial  # signals and processes
def test_sigterm_stops_every_child_after_its_batch_and_the_run_exits_143(tmp_path, monkeypatch):
    import os
    import signal
    import subprocess

    from reliability_fixtures import wait_for

    _two_gpus(tmp_path, monkeypatch, fake_child=False)
    monkeypatch.setenv("FAKE_CHILD_0", "wait")
    monkeypatch.setenv("FAKE_CHILD_1", "wait")
    code = ("import sys\nfrom artifact.tuning import spread\nreal, child = spread.child_command, sys.argv.pop(1)\n"
            "spread.child_command = lambda *a, **k: [sys.executable, '-c', child, *real(*a, **k)[4:]]\n"
            "from artifact.cli import main\nmain()\n")
    root = Path(__file__).resolve().parent.parent
    proc = subprocess.Popen([sys.executable, "-c", code, FAKE_CHILD, "tune", "--test-mode", "--results",
                             str(tmp_path / "results"), "--workers", "2"], cwd=root,
                            env={**os.environ, "PYTHONPATH": str(root)}, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    out = ""
    assert proc.stdout is not None
    while out.count(" child ") < 2 and proc.poll() is None:  # both children under way: an event
        out += proc.stdout.readline()
    wait_for(lambda: all(Path(str(tmp_path / "mark") + g + ".ready").exists() for g in "01") or proc.poll() is not None,
             "both children ready for their SIGTERM")
    proc.send_signal(signal.SIGTERM)
    rest, _ = proc.communicate()
    assert proc.returncode == 143, out + rest  # SIGTERM's status
    assert [Path(str(tmp_path / "mark") + g).read_text() for g in "01"] == ["stopped", "stopped"]


# A child that is the real `artifact tune` command line (its options, environment and checks) up to
# the tuning itself, which only prints what it was asked.
REAL_CLI_CHILD = r"""
import sys
from artifact.tuning import tune
tune._tune_locked = lambda cases, results, opts, *a: print(
    f"child tuned {','.join(c.case_id for c in cases)} gpu={opts.gpu} spread={opts.spread}", flush=True) or []
from artifact.cli import main
main(["tune", *sys.argv[1:]])
"""


def test_make_spread_cases_does_not_reach_the_children(cli, tmp_path, monkeypatch):
    """`make tune GPUS=0,1 SPREAD=cases` exports ARTIFACT_SPREAD=cases: a child (no --gpus) that read it
    would refuse with "--spread cases needs --gpus"."""
    from artifact.tuning import spread

    _two_gpus(tmp_path, monkeypatch, fake_child=False)
    monkeypatch.setenv("ARTIFACT_SPREAD", "cases")
    real = spread.child_command
    monkeypatch.setattr(spread, "child_command",
                        lambda *a, **k: [sys.executable, "-c", REAL_CLI_CHILD, *real(*a, **k)[4:]])
    r = cli("tune", "--test-mode", "--results", tmp_path / "results", "--workers", 2)
    assert r.exit_code == 0, r.output
    assert sorted(ln.split(" child tuned ")[1] for ln in r.output.splitlines() if " child tuned " in ln) == [
        "case1 gpu=1 spread=auto", "case7 gpu=0 spread=auto"], r.output


def test_a_knob_space_is_spread_from_its_own_results_tree(cli, tmp_path, monkeypatch):
    """--space wgmma over two GPUs: the parent checks the cases against the space and holds the lock of
    <results>/wgmma, where the children write (not of the automatic space's tree)."""
    from artifact import runlock

    _two_gpus(tmp_path, monkeypatch)
    res = tmp_path / "results"
    shapes = ("gemm:M=256,N=256,K=256,layout=NN,dtype=fp16", "gemm:M=256,N=256,K=256,layout=NT,dtype=fp16")
    args = [x for s in shapes for x in ("--shape", s)]
    r = cli("tune", *args, "--space", "wgmma", "--results", res, "--workers", 8, "--trials", 4)
    assert r.exit_code == 0 and "2 case(s) dealt to 2 of 2 GPUs" in r.output, r.output
    locks = [ln.split(" locks=")[1].split() for ln in r.output.splitlines() if " child " in ln]
    assert len(locks) == 2 and all(runlock.results_key(res / "wgmma").name in x for x in locks), r.output
    r = cli("tune", "--test-mode", "--space", "wgmma", "--results", res, "--trials", 4)
    assert r.exit_code != 0 and "the wgmma space takes fp16 GEMMs" in r.output, r.output


def test_a_knob_space_case_with_every_setting_measured_goes_to_no_child(cli, tmp_path, monkeypatch):
    """--spread cases deals each case the trials it adds: a wgmma case whose records measured every setting of
    its space says so and goes to no child; the other is dealt the settings its space has (not --trials)."""
    from helpers import CUDA_TARGET, tune_context
    from test_wgmma import _record_json, _with_knobs

    from artifact.layout import case_dirs
    from artifact.tuning import wgmma

    _two_gpus(tmp_path, monkeypatch)
    res = tmp_path / "results"
    shapes = [f"gemm:M=1,N={n},K=256,layout=NT,dtype=fp16" for n in (64, 128)]
    done, todo = (parse_shape(x) for x in shapes)
    ctx = tune_context(done, population=16, space_generator=wgmma.space_generator(done, sms=132))
    (space,) = ctx.generate_design_space()
    base = space.trace.simplified(remove_postproc=True)
    tune_dir = case_dirs(res / "wgmma", done).tune
    tune_dir.mkdir(parents=True)
    with (tune_dir / "database_tuning_record.json").open("w") as f:
        for n, knobs in enumerate(wgmma.settings(done, False, True, True, True, True)):  # the default space's (form 7)
            f.write(json.dumps([0, [_record_json(_with_knobs(base, knobs), ctx.mod), [1e-5 * (n + 1)], CUDA_TARGET, []]])
                    + "\n")
    size, todo_size = (wgmma.space_size(case, False, True, True, True, True) for case in (done, todo))
    r = cli("tune", "--shape", shapes[0], "--shape", shapes[1], "--space", "wgmma", "--results", res, "--workers", 8,
            "--trials", 200)
    assert r.exit_code == 0, r.output
    assert f"{size} trials recorded, the {size} settings of its wgmma space all among them: nothing to do" in r.output
    assert "1 case(s) dealt to 1 of 2 GPUs" in r.output and f"({todo_size} trials)" in r.output, r.output
    assert [ln.split("cases=")[1].split()[0] for ln in r.output.splitlines() if " child " in ln] == [shapes[1]]
