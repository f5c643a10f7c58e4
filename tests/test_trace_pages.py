"""Trace runs' reports from the shipped H100 references: the Perfetto / Chrome trace-event file (its
schema checked event by event, the replayed energies as args, power counter tracks), the counter
sampler on the trace's clock (fake NVML), the run pages and the folder pages (tensor parallelism: one
GPU against two in one figure); marker ``browser``: each page in headless Chromium."""

from __future__ import annotations

import gzip
import json
import re
import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest
from browser import chromium, render_check

from artifact.tp.page import write_study_page
from artifact.tp.report import write_tp_report
from artifact.traces import perfetto
from artifact.traces.counters import COUNTERS_FILE, CounterSampler, sampled
from artifact.traces.explain import explain
from artifact.traces.report import read_counters, short_name, write_report, zoom_window
from artifact.traces.run import load_run
from artifact.traces.tiers import TIERS
from artifact.traces.trace import activities

ROOT = Path(__file__).resolve().parent.parent
REF = ROOT / "data" / "reference" / "nvidia-h100-80gb-hbm3"
TRACE = "vicuna-7b_prefill_b1_p512"
TP = ("vicuna-7b_prefill_b1_p512_tp1", "vicuna-7b_prefill_b1_p512_tp2")


def check_trace_events(doc: dict, gpu_events: int | None = None) -> dict[str, int]:
    """The Chrome trace-event format as Perfetto's JSON importer reads it; returns counts by phase."""
    assert isinstance(doc, dict) and isinstance(doc["traceEvents"], list) and doc["displayTimeUnit"] in ("ms", "ns")
    counts: dict[str, int] = {}
    flows: dict[object, dict[str, float]] = {}
    for ev in doc["traceEvents"]:
        ph = ev["ph"]
        counts[ph] = counts.get(ph, 0) + 1
        assert ph in ("X", "C", "M", "s", "f", "i"), ev
        assert isinstance(ev["pid"], int)
        if ph == "M":
            assert ev["name"] in ("process_name", "thread_name", "thread_sort_index") and isinstance(ev["args"], dict)
            continue
        assert isinstance(ev["ts"], (int, float)) and isinstance(ev["name"], str) and ev["name"]
        if ph == "X":
            assert isinstance(ev["dur"], (int, float)) and ev["dur"] >= 0 and "tid" in ev
            assert isinstance(ev.get("args", {}), dict)
        elif ph == "C":
            assert ev["args"] and all(isinstance(v, (int, float)) for v in ev["args"].values()), ev
        elif ph in ("s", "f"):
            assert "id" in ev and "tid" in ev
            flows.setdefault(ev["id"], {})[ph] = ev["ts"]
            if ph == "f":
                assert ev["bp"] == "e"
    for fid, ends in flows.items():
        assert set(ends) == {"s", "f"} and ends["s"] <= ends["f"], (fid, ends)  # each launch before its kernel
    gpu = [ev for ev in doc["traceEvents"] if ev["ph"] == "X" and ev["pid"] == perfetto.GPU_PID]
    for ev in gpu:
        assert ev["args"]["tier"] in TIERS and re.fullmatch(r"[0-9a-f]{16}", ev["args"]["key"]) and ev["cat"] in TIERS
    if gpu_events is not None:
        assert len(gpu) == gpu_events
    return counts


@pytest.fixture(scope="module")
def trace_run(tmp_path_factory) -> Path:
    """The shipped Vicuna-7B prefill trace run, reported again from its records."""
    root = tmp_path_factory.mktemp("trace") / TRACE
    shutil.copytree(REF / "traces" / TRACE, root)
    shutil.copy(REF / "traces" / "manifest.json", root.parent / "manifest.json")
    write_report(root)
    return root


def test_perfetto_file_of_the_shipped_trace_has_every_activity_and_the_replayed_energies(trace_run):
    path = trace_run / "report" / perfetto.PERFETTO_FILE
    raw = path.read_bytes()
    assert raw[:2] == b"\x1f\x8b" and raw[4:8] == b"\x00\x00\x00\x00"  # gzip without a date
    doc = json.loads(gzip.decompress(raw))
    summary = json.loads((trace_run / "summary.json").read_text())
    counts = check_trace_events(doc, summary["gpu_events"])
    assert counts["s"] == counts["f"] > 0 and counts["C"] > 0
    ex = explain(load_run(trace_run))
    counted = {r["key"]: r for r in ex.kernels if r["counted"]}
    energies = {ev["args"]["key"]: ev["args"].get("energy per launch alone (mJ)") for ev in doc["traceEvents"]
                if ev["ph"] == "X" and ev["pid"] == perfetto.GPU_PID}
    for key, row in counted.items():
        assert energies[key] == pytest.approx(row["isolated_energy_mj"], rel=1e-6)
    names = {ev["args"]["name"] for ev in doc["traceEvents"] if ev["ph"] == "M" and ev["name"] == "process_name"}
    assert any("after the profiled inference" in n for n in names)  # no counters: the whole runs, on their own span
    assert "no counters were sampled" in doc["otherData"]["power"]


def test_the_same_run_gives_the_same_perfetto_bytes(trace_run, tmp_path):
    info = load_run(trace_run)
    again = perfetto.write(info, explain(info), tmp_path / "again.json.gz")
    assert again.read_bytes() == (trace_run / "report" / perfetto.PERFETTO_FILE).read_bytes()


class FakeNvml:
    NVML_CLOCK_SM = 1

    def __init__(self, instant: bool = True) -> None:
        self.instant, self.n = instant, 0

    def nvmlDeviceGetFieldValues(self, handle, fields):  # noqa: N802 - NVML's name
        if not self.instant:
            raise RuntimeError("not supported")
        self.n += 1
        return [SimpleNamespace(nvmlReturn=0, value=SimpleNamespace(uiVal=300_000 + 1000 * self.n))]

    def nvmlDeviceGetPowerUsage(self, handle):  # noqa: N802
        return 250_000

    def nvmlDeviceGetClockInfo(self, handle, which):  # noqa: N802
        assert which == self.NVML_CLOCK_SM
        return 1980


def test_counter_sampler_reads_power_and_sm_clock_on_the_wall_clock():
    ticks = iter(range(1_000, 100_000, 10))
    s = CounterSampler(FakeNvml(), "h", clock_ns=lambda: next(ticks))
    s.poll()
    s.poll()
    data = s.data("GPU-x")
    assert data["power_source"] == "nvml_field_power_instant" and data["clock"] == "unix_ns"
    assert data["power_w"] == [302.0, 303.0] and data["sm_clock_mhz"] == [1980.0, 1980.0]
    assert data["t_ns"][0] < data["t_ns"][1]
    plain = CounterSampler(FakeNvml(instant=False), "h")
    plain.poll()
    assert plain.data()["power_source"] == "nvmlDeviceGetPowerUsage" and plain.power_w == [250.0]


def test_sampled_writes_counters_json_or_says_there_is_no_nvml(tmp_path):
    lines: list[str] = []
    with sampled(0, tmp_path / "a.json", lines.append, opener=lambda d: None):
        pass
    assert not (tmp_path / "a.json").exists() and "NVML not available" in lines[0]
    with sampled(0, tmp_path / "b.json", lines.append, opener=lambda d: (FakeNvml(), "h", "GPU-x")):
        pass
    data = json.loads((tmp_path / "b.json").read_text())
    assert data["gpu_uuid"] == "GPU-x" and len(data["t_ns"]) >= 2 and len(data["power_w"]) == len(data["t_ns"])


def test_counters_sampled_during_the_profile_become_tracks_on_the_trace_clock(trace_run, tmp_path):
    run = shutil.copytree(trace_run, tmp_path / TRACE)
    info = load_run(run)
    raw = json.loads(gzip.decompress(info.trace.read_bytes()))
    acts = activities(info.trace)
    base = int(raw["baseTimeNanoseconds"])
    first, last = acts[0].start_us, acts[-1].start_us + acts[-1].dur_us
    t_us = [first + (last - first) * i / 20 for i in range(21)]
    (run / COUNTERS_FILE).write_text(json.dumps({
        "schema": "trace-counters/1", "clock": "unix_ns", "gpu_uuid": "GPU-x", "power_source": "nvmlDeviceGetPowerUsage",
        "period_s": 0.005, "error": None, "t_ns": [base + round(t * 1e3) for t in t_us],
        "power_w": [200.0 + i for i in range(21)], "sm_clock_mhz": [1980.0] * 21}))
    ts, power, _ = read_counters(info)
    assert ts[0] == pytest.approx(first, abs=1e-3) and power[-1] == 220.0
    doc = perfetto.build(info, explain(info))
    check_trace_events(doc)
    power_ts = [ev["ts"] for ev in doc["traceEvents"] if ev["ph"] == "C" and ev["name"] == "board power (W)"]
    assert len(power_ts) == 21 and power_ts[0] == pytest.approx(first, abs=1e-3)
    assert any(ev["ph"] == "C" and ev["name"] == "SM clock (MHz)" for ev in doc["traceEvents"])
    assert "on the trace's clock" in doc["otherData"]["power"]
    assert not any(ev["pid"] == perfetto.WHOLE_PID for ev in doc["traceEvents"])


def test_zoom_is_one_decode_step_or_one_layer_and_names_are_short():
    info = load_run(REF / "traces" / "bloom-560m_decode_b1_p128-d32")
    acts = activities(info.trace)
    z = zoom_window(acts, "decode", 32)
    assert z.label.startswith("decode step 17 of 32") and z.end_us > z.start_us
    inside = [a for a in acts if z.start_us <= a.start_us < z.end_us]
    assert 0.5 / 32 < len(inside) / len(acts) < 2 / 32  # about a 32nd of the activities
    assert short_name("void at::native::(anonymous namespace)::vectorized_layer_norm_kernel<c10::Half, float>(int)") \
        == "vectorized_layer_norm_kernel"


def test_trace_page_has_provenance_figures_and_the_perfetto_link(trace_run):
    text = (trace_run / "report" / "report.html").read_text(encoding="utf-8")
    for expected in ("<dt>GPU</dt>", "<dt>driver</dt>", "<dt>VBIOS</dt>", "<dt>CUDA</dt>", "<dt>cuDNN</dt>",
                     "<dt>cuBLAS</dt>", "<dt>torch</dt>", "<dt>TVM</dt>", "<dt>commit</dt>", "1debcb8c2458",
                     "<dt>idle power, cold</dt>", "<dt>idle power, hot</dt>", "<dt>protocol</dt>",
                     "Measured at one limit", "href='perfetto.json.gz'", "id='fig-gantt'", "id='fig-energy_stack'",
                     "id='fig-power'", "not replayed"):
        assert expected in text, expected


@pytest.fixture(scope="module")
def tp_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("tp") / "traces-tp"
    folder.mkdir()
    shutil.copy(REF / "traces-tp" / "manifest.json", folder / "manifest.json")
    for name in TP:
        shutil.copytree(REF / "traces-tp" / name, folder / name)
        write_tp_report(folder / name)
    write_study_page(folder)
    return folder


def test_tp_folder_page_compares_one_and_two_gpus_in_one_figure(tp_folder):
    text = (tp_folder / "report.html").read_text(encoding="utf-8")
    assert text.count("<figure") == 1 and "id='fig-compare_vicuna-7b_prefill_p512'" in text
    assert (tp_folder / "figures" / "compare_vicuna-7b_prefill_p512.pdf").is_file()
    for name in TP:
        assert f"href='{name}/report/report.html'" in text
    assert "NV18" in text and "NCCL_NVLS_ENABLE=0" in text


def test_a_tp_run_without_replays_says_it_has_no_prediction(tp_folder):
    text = (tp_folder / TP[0] / "report" / "report.html").read_text(encoding="utf-8")
    assert "no kernel replayed, so no prediction" in text and "on 1 GPU" in text
    figs = tp_folder / TP[0] / "report" / "figures"
    assert {p.name for p in figs.iterdir()} >= {"gantt.png", "energy.png", "power.png"}


@pytest.mark.browser
@pytest.mark.skipif(chromium() is None, reason="chromium not installed (`make test-browser` installs Debian's package)")
def test_trace_and_tp_pages_render_in_headless_chromium(trace_run, tp_folder, tmp_path):
    for page, shot in ((trace_run / "report" / "report.html", "trace-run.png"),
                       (tp_folder / "report.html", "tp-folder.png"),
                       (tp_folder / TP[1] / "report" / "report.html", "tp-run.png")):
        result = render_check(page, tmp_path, shot)
        assert result["bad"] == [] and result["images"] == result["figures"] >= 1, (page, result)


@pytest.mark.parametrize("run", sorted(p.name for p in (REF / "traces").iterdir() if (p / "run.json").is_file()))
def test_the_shipped_perfetto_files_follow_the_trace_event_format(run):
    root = REF / "traces" / run
    doc = json.loads(gzip.decompress((root / "report" / perfetto.PERFETTO_FILE).read_bytes()))
    counts = check_trace_events(doc, json.loads((root / "summary.json").read_text())["gpu_events"])
    assert counts["C"] > 0 and counts["s"] == counts["f"]
    assert doc["otherData"]["run"] == run
