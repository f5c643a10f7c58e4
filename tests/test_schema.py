"""The typed phase files (artifact.schema): every shipped file of each kind is read and written back byte
for byte; a bad file is one line naming the file and the field; nothing invalid is written; and the C++
driver reads kernel.json exactly as artifact/schema/kernel.py defines it (cuda/src/spec.cpp)."""

from __future__ import annotations

import copy
import dataclasses
import importlib
import json
import pkgutil
import re
import subprocess
import typing
from pathlib import Path
from typing import Any

import pytest

import artifact.schema
from artifact import layout
from artifact.errors import ArtifactError
from artifact.schema import (
    analysis,
    base,
    case,
    cutlass_pick,
    export,
    fourway_run,
    kernel,
    layers,
    runs,
    selection,
    tp_energy,
    trace_counters,
    trace_kernels,
    trace_manifests,
    trace_replay,
    trace_reports,
    trace_run,
    trace_whole,
)
from artifact.schema.base import ABSENT, JsonObject, field_table

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "data" / "reference"
SPEC_CPP = ROOT / "cuda" / "src" / "spec.cpp"


def _trace_runs() -> list[Path]:
    """Every trace run directory shipped (one GPU's, and each rank of a tensor-parallel run)."""
    return sorted(p.parent for p in REFERENCE.rglob("kernels.jsonl"))


# kind -> (its definition, the shipped files of that kind, the fewest there must be)
SHIPPED: dict[str, tuple[type[JsonObject], list[Path], int]] = {
    "case.json": (case.CaseEntry, sorted(REFERENCE.rglob(layout.CASE_JSON)), 50),
    "selection.json": (selection.Selection, sorted(REFERENCE.rglob(layout.SELECTION_JSON)), 40),
    "runs.json": (runs.TuningRun, sorted(REFERENCE.rglob(f"{layout.TUNE_DIR}/{layout.RUNS_JSON}")), 40),
    "kernel.json": (kernel.KernelManifest, sorted(REFERENCE.rglob(layout.KERNEL_JSON)), 100),
    "export.json": (export.ExportIndex, sorted(REFERENCE.rglob(f"{layout.EXPORT_DIR}/{layout.EXPORT_JSON}")), 50),
    "analysis manifest": (analysis.AnalysisManifest,
                          sorted(REFERENCE.glob(f"*/*/{layout.ANALYSIS_DIR}/{layout.MANIFEST_JSON}")), 3),
    "layers manifest": (layers.LayersManifest, sorted(REFERENCE.rglob(f"{layout.LAYERS_DIR}/{layout.LAYERS_MANIFEST}")), 1),
    "trace run.json": (trace_run.TraceRun, [layout.TraceRunDirs(d).run_json for d in _trace_runs()], 9),
    "replay record": (trace_replay.ReplayRecord,
                      sorted(p for d in _trace_runs() for p in d.glob("replay*/*.json")), 200),
    "whole-model record": (trace_whole.WholeRecord,
                           sorted(p for d in _trace_runs() for p in layout.TraceRunDirs(d).whole.glob("*.json")), 6),
    "tensor-parallel energy.json": (tp_energy.TpEnergy, sorted(layout.TraceRunDirs(d).energy for d in _trace_runs()
                                                               if layout.TraceRunDirs(d).energy.is_file()), 6),
    "tensor-parallel collectives.json": (tp_energy.TpCollectives,
                                         sorted(layout.TraceRunDirs(d).collectives for d in _trace_runs()
                                                if layout.TraceRunDirs(d).collectives.is_file()), 6),
    "pick.json": (cutlass_pick.CutlassPick, sorted(REFERENCE.rglob(layout.PICK_JSON)), 6),
    "four-way run.json": (fourway_run.FourwayRun, sorted(layout.analysis_dirs(p.parent).fourway_run
                                                         for p in REFERENCE.glob(f"*/*/{layout.ANALYSIS_DIR}")
                                                         if layout.analysis_dirs(p.parent).fourway_run.is_file()), 1),
    "kernels.jsonl": (trace_kernels.KernelEntry, [layout.TraceRunDirs(d).kernels for d in _trace_runs()], 9),
    "summary.json": (trace_kernels.TraceSummary, [layout.TraceRunDirs(d).summary for d in _trace_runs()], 9),
    "gpu_energy_report.json": (trace_reports.GpuEnergyReport,
                               sorted(REFERENCE.rglob(f"{layout.REPORT_DIR}/{layout.GPU_ENERGY_REPORT}")), 3),
    "tp_energy_report.json": (trace_reports.TpEnergyReport,
                              sorted(REFERENCE.rglob(f"{layout.REPORT_DIR}/{layout.TP_ENERGY_REPORT}")), 4),
    "traces manifest.json": (trace_manifests.TracesManifest,
                             sorted(layout.StudyDirs(p).manifest for p in REFERENCE.glob(f"*/{layout.TRACES_DIR}")), 1),
    "traces-tp manifest.json": (trace_manifests.TpManifest,
                                sorted(layout.StudyDirs(p).manifest for p in REFERENCE.glob(f"*/{layout.TRACES_TP_DIR}")), 1),
}
KINDS = [case.CaseEntry, selection.Selection, runs.TuningRun, kernel.KernelManifest, export.ExportIndex,
         analysis.AnalysisManifest, layers.LayersManifest, trace_run.TraceRun, trace_replay.ReplayRecord,
         trace_whole.WholeRecord, tp_energy.TpEnergy, tp_energy.TpCollectives, cutlass_pick.CutlassPick,
         fourway_run.FourwayRun, trace_kernels.KernelEntry, trace_kernels.TraceSummary, trace_reports.GpuEnergyReport,
         trace_reports.TpEnergyReport, trace_manifests.TracesManifest, trace_manifests.TpManifest]
# written by the code, none shipped yet: round-tripped from what the writer makes (test_counters_...)
UNSHIPPED = [trace_counters.TraceCounters, fourway_run.FourwayStep]


@pytest.mark.parametrize("kind", sorted(SHIPPED))
def test_every_shipped_file_is_read_and_written_back_byte_for_byte(kind: str, tmp_path: Path) -> None:
    cls, files, fewest = SHIPPED[kind]
    assert len(files) >= fewest, f"{kind}: {len(files)} shipped files found, expected {fewest} or more"
    out = tmp_path / "out.json"
    for path in files:
        if cls is runs.TuningRun:
            base.write_list(out, runs.read_runs(path))
        elif cls is trace_kernels.KernelEntry:
            base.write_lines(out, base.read_lines(cls, path))
        else:
            base.write(out, base.read(cls, path))
        assert out.read_bytes() == path.read_bytes(), f"{path} is not written back as it was"


def test_every_kind_names_itself_and_its_version() -> None:
    for cls in KINDS + UNSHIPPED:
        assert cls.KIND and cls.VERSION >= 1, cls.__name__
    assert {cls for cls, _, _ in SHIPPED.values()} == set(KINDS)
    modules = [importlib.import_module(f"artifact.schema.{m.name}") for m in pkgutil.iter_modules(artifact.schema.__path__)]
    kinds = {v for m in modules for v in vars(m).values()
             if isinstance(v, type) and issubclass(v, JsonObject) and v.KIND and v.__module__ == m.__name__}
    assert kinds == set(KINDS + UNSHIPPED), "a kind of artifact/schema/ is neither round-tripped nor listed as unshipped"


def test_the_unshipped_kinds_are_written_back_byte_for_byte(tmp_path: Path) -> None:
    """counters.json and the four-way steps.jsonl, as their writers make them (none is shipped yet)."""
    from artifact.fourway.reference import Log
    from artifact.traces.counters import sampled

    class Nvml:
        NVML_CLOCK_SM = 1

        def nvmlDeviceGetFieldValues(self, handle: Any, fields: Any) -> Any:
            raise RuntimeError("no field")

        def nvmlDeviceGetPowerUsage(self, handle: Any) -> int:
            return 212_500

        def nvmlDeviceGetClockInfo(self, handle: Any, clock: int) -> int:
            return 1980

    path, out = tmp_path / "counters.json", tmp_path / "out.json"
    with sampled(0, path, lambda line: None, opener=lambda device: (Nvml(), "handle", "GPU-x")):
        pass
    base.write(out, base.read(trace_counters.TraceCounters, path))
    assert out.read_bytes() == path.read_bytes() and json.loads(path.read_text())["power_w"][0] == 212.5
    log = Log(tmp_path / "steps.jsonl")
    log.add({"key": "tune:auto|c", "rc": 0, "seconds": 1.5, "at": "2026-01-01T00:00:00+00:00", "gpu_uuid": None,
             "tune_budget_s": 30.0, "partial": True})
    log.add({"key": "measure:wgmma|c", "rc": 0, "seconds": 0.0, "skipped": "sm_80", "at": "2026-01-01T00:00:01+00:00",
             "gpu_uuid": "GPU-x"})
    base.write_lines(out, base.read_lines(fourway_run.FourwayStep, log.path))
    assert out.read_bytes() == log.path.read_bytes() and Log(log.path).lines == log.lines
    assert trace_run.SCHEMA == "trace-run/1" and trace_replay.SCHEMA == "trace-replay/1"
    assert trace_whole.SCHEMA == "trace-whole/1" and tp_energy.SCHEMA == "trace-tp-energy/1"


def _shipped(name: str) -> dict[str, Any]:
    return json.loads((REFERENCE / "nvidia-h100-80gb-hbm3" / name).read_text(encoding="utf-8"))


CONV_FP32 = "reproduce-test-1/case1/export/r0001/kernel.json"
GEMM_FP16 = "fourway/gemm-4096x4096x4096-nt-fp16/export/r0001/kernel.json"
WGMMA = "fourway/wgmma/gemm-4096x4096x4096-nt-fp16/export/r0001/kernel.json"
CUTLASS = "fourway/cutlass/gemm-4096x4096x4096-nt-fp16/export/t64x128x64_w2x2_s4/kernel.json"


@pytest.mark.parametrize("edit,message", [
    (lambda m: m["launches"][0].update(grid="x"), r"launches\[0\]\.grid: expected a list of an integer, got a string"),
    (lambda m: m.pop("flops"), r": lacks 'flops' \(export again with `artifact export --force`\)$"),
    (lambda m: m["buffers"][1].pop("role"), r": buffers\[1\]: lacks 'role'"),
    (lambda m: m.update(flopz=1), r": unknown field 'flopz'"),
    (lambda m: m["tuned"]["correctness"].update(status="ok"),
     r"tuned\.correctness\.status: expected 'pass' or 'fail' or 'not_checked', got a string \('ok'\)"),
    (lambda m: m["case"]["params"].pop("KH"), r"case\.params: lacks 'KH' \(a conv2d case's params are N, H, W"),
    (lambda m: m["case"]["params"].update(M=4), r"case\.params: 'M' is not a conv2d case's parameter"),
    (lambda m: m["launches"][0]["params"].__setitem__(0, {"name": "A_map", "tensormap": {"buffer": "A"}}),
     r"launches\[0\]\.params\[0\]\.tensormap: lacks 'dtype'"),
])
def test_a_bad_file_is_one_line_naming_the_file_and_the_field(tmp_path: Path, edit: Any, message: str) -> None:
    m = _shipped(CONV_FP32)
    edit(m)
    path = tmp_path / "kernel.json"
    path.write_text(json.dumps(m))
    with pytest.raises(ArtifactError) as err:
        base.read(kernel.KernelManifest, path)
    text = str(err.value)
    assert "\n" not in text and text.startswith(f"kernel manifest {path}: ")
    assert re.search(message, text), text


def test_a_writer_checks_before_it_writes(tmp_path: Path) -> None:
    good = kernel.KernelManifest.from_json(_shipped(CONV_FP32))
    bad = dataclasses.replace(good, flops="many")  # type: ignore[arg-type]
    path = tmp_path / "kernel.json"
    with pytest.raises(ArtifactError, match=r"flops: expected an integer, got a string \('many'\)"):
        base.write(path, bad)
    assert not path.exists()
    base.write(path, good)
    assert base.read(kernel.KernelManifest, path) == good


def test_absent_keys_stay_absent_and_numpy_values_are_written_as_json(tmp_path: Path) -> None:
    import numpy as np

    entry = runs.read_runs(sorted(REFERENCE.rglob("tune/runs.json"))[0])[0]
    assert entry.overlap_batches is ABSENT and "overlap_batches" not in entry.to_json()
    path = tmp_path / "runs.json"
    runs.append_run(path, {**entry.to_json(), "workers": np.int64(3), "seconds": np.float64(1.5)})
    assert json.loads(path.read_text())[0]["workers"] == 3 and len(runs.read_runs(path)) == 1


# --- the C++ driver against the definition --------------------------------------------------------------


def _annotation_objects(tp: Any) -> bool:
    """Whether an annotation is an object of the definition (or an optional one): a container, whose
    own fields are checked one by one, not corrupted as a whole."""
    args = [a for a in typing.get_args(tp) if a not in (base.Absent, type(None))] or [tp]
    return all(isinstance(a, type) and issubclass(a, JsonObject) for a in args)


def _driver_fields() -> list[tuple[str, Any, dict[str, Any]]]:
    return [row for row in field_table(kernel.KernelManifest) if row[2].get("driver")]


def _locate(doc: Any, path: str) -> list[Any] | None:
    """A concrete location (keys and indices) of a field-table path (``launches[].params[].name``) in
    ``doc``: its first occurrence, or None where the document has none."""
    steps = [s for s in re.split(r"\.|(\[\])", path) if s]

    def walk(node: Any, rest: list[str], at: list[Any]) -> list[Any] | None:
        if not rest:
            return at
        step = rest[0]
        if step == "[]":
            if not isinstance(node, list):
                return None
            for i, item in enumerate(node):
                found = walk(item, rest[1:], at + [i])
                if found is not None:
                    return found
            return None
        if not isinstance(node, dict) or step not in node:
            return None
        return walk(node[step], rest[1:], at + [step])

    return walk(doc, steps, [])


def _set(doc: Any, at: list[Any], value: Any) -> Any:
    out = copy.deepcopy(doc)
    node = out
    for step in at[:-1]:
        node = node[step]
    if value is ABSENT:
        del node[at[-1]]
    else:
        node[at[-1]] = value
    return out


def _wrong_value(tp: Any, path: str) -> Any:
    """A JSON value of a type the annotation does not take."""
    for value in ("x", 12345, ["x"], {"x": 1}):
        try:
            base._check(value, tp, path)
        except base.Invalid:
            return value
    raise AssertionError(f"no wrong value for {path}")


def _python_accepts(doc: dict[str, Any]) -> bool:
    try:
        kernel.KernelManifest.from_json(doc)
        return True
    except ArtifactError:
        return False


def _run_driver(contract_check: Path, docs: list[dict[str, Any]], tmp_path: Path) -> list[str]:
    paths = []
    for i, doc in enumerate(docs):
        path = tmp_path / f"m{i}" / "kernel.json"
        path.parent.mkdir()
        path.write_text(json.dumps(doc))
        paths.append(str(path))
    out = subprocess.run([str(contract_check), "spec", *paths], capture_output=True, text=True, check=True).stdout
    lines = out.splitlines()
    assert len(lines) == len(docs), out
    return lines


def _leaf(path: str) -> str:
    return path.replace("[]", "").rsplit(".", 1)[-1]


def test_the_driver_reads_exactly_the_fields_marked_driver(contract_check: Path, tmp_path: Path) -> None:
    """For each shipped sample (fp32 conv, fp16 GEMM, a wgmma kernel with tensor maps, a CUTLASS one):
    the driver accepts it and its driver fields alone; a driver field of the wrong JSON type is refused
    by a message naming it; a required one removed is refused naming it; one the definition lets be
    absent, or marks optional for the driver, removed is accepted; any other field, of the wrong type or
    removed, is accepted (the driver does not read it)."""
    samples = {name: _shipped(name) for name in (CONV_FP32, GEMM_FP16, WGMMA, CUTLASS)}
    samples[CONV_FP32]["buffers"][2]["file_dtype"] = "float32"  # as the definition allows: read by the driver
    cases: list[tuple[str, dict[str, Any], str]] = []  # (what, document, expected: "ok" or the name in the error)
    driver_paths = [p for p, _, _ in _driver_fields()]
    for name, doc in samples.items():
        assert _python_accepts(doc), name
        cases.append((f"{name} as shipped", doc, "ok"))
        minimal = copy.deepcopy(doc)
        for path, _tp, meta in field_table(kernel.KernelManifest):
            covering = [d for d in driver_paths if d == path or d.startswith(path + ".") or d.startswith(path + "[]")]
            at = _locate(minimal, path)
            if at is not None and not meta.get("driver") and not covering:
                minimal = _set(minimal, at, ABSENT)
        cases.append((f"{name}: driver fields only", minimal, "ok"))
        for path, tp, meta in field_table(kernel.KernelManifest):
            at = _locate(doc, path)
            if at is None:
                continue
            if meta.get("driver"):
                if not _annotation_objects(tp):
                    cases.append((f"{name}: {path} of the wrong type", _set(doc, at, _wrong_value(tp, path)), _leaf(path)))
                removed = _set(doc, at, ABSENT)
                if meta.get("optional") or (_python_accepts(removed) and name == CONV_FP32):
                    cases.append((f"{name}: {path} removed", removed, "ok"))
                elif not _python_accepts(removed):
                    cases.append((f"{name}: {path} removed", removed, _leaf(path)))
            elif not any(d.startswith(path) for d in driver_paths):
                cases.append((f"{name}: {path} (not the driver's) of the wrong type", _set(doc, at, _wrong_value(tp, path)),
                              "ok"))
    lines = _run_driver(contract_check, [doc for _, doc, _ in cases], tmp_path)
    wrong = []
    for (what, _, want), got in zip(cases, lines):
        ok = got == "ok" if want == "ok" else got.startswith("error: ") and re.search(rf"\b{re.escape(want)}\b", got)
        if not ok:
            wrong.append(f"{what}: expected {want!r}, driver said {got!r}")
    assert not wrong, "\n".join(wrong)
    assert len(cases) > 150


def test_spec_cpp_looks_up_no_field_the_definition_does_not_mark() -> None:
    """Every key cuda/src/spec.cpp looks up in a manifest is the name of a field marked ``driver`` in
    artifact/schema/kernel.py, and every such field's name is looked up."""
    text = SPEC_CPP.read_text(encoding="utf-8")
    looked_up = set(re.findall(r'\b(?:at|find)\("([A-Za-z_0-9]+)"', text))
    for array in ("conv", "gemm", "kTensorMapFields"):
        body = re.search(rf"\b{array}\[\]\s*=\s*\{{([^}}]*)\}}", text)
        assert body, array
        looked_up |= set(re.findall(r'"([A-Za-z_0-9]+)"', body.group(1)))
    marked = {_leaf(p) for p, _, _ in _driver_fields()}
    assert looked_up == marked, (sorted(looked_up - marked), sorted(marked - looked_up))
    assert kernel.TENSORMAP_FIELDS == tuple(re.findall(r'"([a-z_0-9]+)"', re.search(
        r"kTensorMapFields\[\]\s*=\s*\{([^}]*)\}", text).group(1)))  # type: ignore[union-attr]
