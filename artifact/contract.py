"""The facts the Python package and the C++ energy driver share, from one file: driver_contract.json.

``data/driver_contract.json`` (package data) defines the record schema name, the
driver's exit codes, the correctness tolerances (per math mode), the buffer dtypes and the case
dtypes they make up, the shared memory a kernel may use without the opt-in, the vendor baselines per operator kind and case dtype, every protocol setting
with its default, named presets of protocol settings (Python only), and the record's field list. Python imports them from here; the
C++ build runs this file as a script to write a header with the same values::

    python3 artifact/contract.py --cpp-header build/gen/contract.hpp

so neither side retypes a number. This module uses the standard library only (the build runs it
before the package's dependencies may be installed).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, Union

CONTRACT_FILE = Path(__file__).resolve().parent / "data" / "driver_contract.json"
ProtocolValue = Union[float, int, str]


def load_contract(path: Path = CONTRACT_FILE) -> dict[str, Any]:
    with path.open(encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


CONTRACT = load_contract()
RECORD_SCHEMA: str = CONTRACT["record_schema"]
EXIT_CODES: dict[str, int] = dict(CONTRACT["exit_codes"])
EXIT_GATE_FAILED: int = EXIT_CODES["gate_failed"]
RTOL: dict[str, float] = dict(CONTRACT["correctness_rtol"])
BUFFER_DTYPES: dict[str, int] = dict(CONTRACT["buffer_dtypes"])  # dtype name -> bytes per element
# Shared memory a kernel may use without the opt-in, and the most a kernel's static __shared__ arrays may
# take (nvcc: "0xc000 max"): a launch with more dynamic shared memory raises its limit first.
SHARED_MEMORY_DEFAULT_BYTES: int = int(CONTRACT["shared_memory_default_bytes"])
CASE_DTYPES: dict[str, dict[str, str]] = {k: dict(v) for k, v in CONTRACT["case_dtypes"].items()}
BASELINES_BY_DTYPE: dict[str, dict[str, tuple[str, ...]]] = {
    kind: {dtype: tuple(names) for dtype, names in by_dtype.items()} for kind, by_dtype in CONTRACT["baselines"].items()}
BASELINE_IDS: tuple[str, ...] = tuple(dict.fromkeys(
    n for by_dtype in BASELINES_BY_DTYPE.values() for names in by_dtype.values() for n in names))
PROTOCOL: dict[str, dict[str, Any]] = dict(CONTRACT["protocol"])
PROTOCOL_DEFAULTS: dict[str, ProtocolValue] = {k: v["default"] for k, v in PROTOCOL.items()}
# Named sets of protocol settings that differ from the defaults ("settings"), with the seconds a layer
# point measured in process is expected to take under them ("point_s", for plans) and a "help" line.
PROTOCOL_PRESETS: dict[str, dict[str, Any]] = {k: dict(v) for k, v in CONTRACT["protocol_presets"].items()}
DEFAULT_PRESET = "default"
RECORD_FIELDS: tuple[str, ...] = tuple(CONTRACT["record_fields"])
RECORD_OPEN_OBJECTS: tuple[str, ...] = tuple(CONTRACT["record_open_objects"])


def math_mode(baseline: str) -> str:
    """Math mode of a baseline name (``cudnn-tf32`` -> ``tf32``); a tuned kernel's is its case dtype."""
    return baseline.rsplit("-", 1)[1]


# the vendor baselines of fp32 math (cuDNN's and cuBLAS's fp32 paths): what fp16 kernels are drawn against
FP32_BASELINE_IDS: tuple[str, ...] = tuple(b for b in BASELINE_IDS if math_mode(b) == "fp32")


def baselines_for(kind: str, dtype: str = "fp32") -> tuple[str, ...]:
    """The vendor baselines of a case of ``kind`` (conv2d | gemm) and case dtype (fp32 | fp16 | fp16-out)."""
    return BASELINES_BY_DTYPE.get(kind, {}).get(dtype, ())


def case_dtype(input_dtypes: list[str], output_dtype: str) -> str | None:
    """The case dtype (``case_dtypes``) of a kernel whose inputs and output have these buffer dtypes;
    None if no case dtype has them."""
    for name, d in CASE_DTYPES.items():
        if input_dtypes and all(x == d["inputs"] for x in input_dtypes) and output_dtype == d["output"]:
            return name
    return None


def gate_mode(dtype: str, baseline: str = "") -> str:
    """The key of ``correctness_rtol`` a point's gate uses: a tuned kernel's case dtype; a baseline's
    own math mode, or ``fp16-out`` where the baseline writes fp16 (cuDNN's fp16 convolution always
    does; the reference is then held to the tolerance of an fp16 output)."""
    if not baseline:
        return dtype
    mode = math_mode(baseline)
    if mode == "fp16" and (dtype == "fp16-out" or baseline.startswith("cudnn-")):
        return "fp16-out"
    return mode


def flag(name: str) -> str:
    """The driver's command-line flag of a protocol setting (``window_s`` -> ``--window-s``)."""
    return "--" + name.replace("_", "-")


def record_field_set(record: dict[str, Any]) -> set[str]:
    """Dotted paths of a record's fields: objects are walked, lists and scalars are leaves; an open
    object (``meta``; ``workload`` holds per-type extras) contributes only the fields the contract
    names under it, or its own name."""
    out: set[str] = set()

    def walk(obj: dict[str, Any], prefix: str) -> None:
        for key, value in obj.items():
            path = f"{prefix}{key}"
            if path in RECORD_OPEN_OBJECTS:
                named = [f for f in RECORD_FIELDS if f.startswith(path + ".")]
                out.update(f for f in named if isinstance(value, dict) and f[len(path) + 1:] in value)
                if not named:
                    out.add(path)
            elif isinstance(value, dict):
                walk(value, path + ".")
            else:
                out.add(path)

    walk(record, "")
    return out


def record_field_problems(record: dict[str, Any]) -> tuple[list[str], list[str]]:
    """(missing, unexpected) fields of a record against the contract."""
    have, want = record_field_set(record), set(RECORD_FIELDS)
    return sorted(want - have), sorted(have - want)


def _c_str(s: str) -> str:
    return json.dumps(s)  # a JSON string literal is a valid C++ string literal for these ASCII texts


def _camel(name: str) -> str:
    """A C++ identifier part of a contract key: ``fp16-out`` -> ``Fp16Out``."""
    return "".join(p.capitalize() for p in name.replace("-", "_").split("_"))


def _c_num(x: float) -> str:
    text = repr(float(x))
    return text if ("e" in text or "." in text) else text + ".0"


def cpp_header(contract: dict[str, Any] = CONTRACT) -> str:
    """The C++ header with every fact of the contract (namespace ed::contract)."""
    lines = [f"// Generated from {CONTRACT_FILE.name} by artifact/contract.py: do not edit.", "#pragma once", "",
             "#include <string>", "", "namespace ed::contract {", "",
             f"inline constexpr const char* kRecordSchema = {_c_str(contract['record_schema'])};"]
    for name, code in contract["exit_codes"].items():
        lines.append(f"inline constexpr int kExit{_camel(name)} = {int(code)};")
    for mode, rtol in contract["correctness_rtol"].items():
        lines.append(f"inline constexpr double kRtol{_camel(mode)} = {_c_num(rtol)};")
    lines += ["// Shared memory a kernel may use without the opt-in (a launch with more raises its limit first).",
              f"inline constexpr unsigned kSharedMemoryDefaultBytes = {int(contract['shared_memory_default_bytes'])};"]
    lines += ["", "// Correctness tolerance (relative L2 error) per math mode, by name.",
              "struct Rtol {", "  const char* mode;", "  double rtol;", "};", "inline constexpr Rtol kRtols[] = {"]
    lines += [f"    {{{_c_str(mode)}, {_c_num(rtol)}}}," for mode, rtol in contract["correctness_rtol"].items()]
    lines += ["};", "", "// Buffer dtypes and their element sizes; the case dtypes they make up.",
              "struct BufferDtype {", "  const char* name;", "  int bytes;", "};", "inline constexpr BufferDtype kBufferDtypes[] = {"]
    lines += [f"    {{{_c_str(name)}, {int(size)}}}," for name, size in contract["buffer_dtypes"].items()]
    lines += ["};", "struct CaseDtype {", "  const char* name;", "  const char* inputs;", "  const char* output;", "};",
              "inline constexpr CaseDtype kCaseDtypes[] = {"]
    lines += [f"    {{{_c_str(name)}, {_c_str(d['inputs'])}, {_c_str(d['output'])}}},"
              for name, d in contract["case_dtypes"].items()]
    lines += ["};", "", "struct Baseline {", "  const char* kind;", "  const char* dtype;", "  const char* name;",
              "  const char* math_mode;", "};", "inline constexpr Baseline kBaselines[] = {"]
    for kind, by_dtype in contract["baselines"].items():
        for dtype, names in by_dtype.items():
            for n in names:
                lines.append(f"    {{{_c_str(kind)}, {_c_str(dtype)}, {_c_str(n)}, {_c_str(math_mode(n))}}},")
    lines += ["};", "", "// Every protocol setting, its default and its help text.", "struct Protocol {"]
    for name, spec in contract["protocol"].items():
        if spec["type"] == "float":
            lines.append(f"  double {name} = {_c_num(spec['default'])};")
        elif spec["type"] == "int":
            lines.append(f"  long long {name} = {int(spec['default'])};")
        else:
            lines.append(f"  std::string {name} = {_c_str(spec['default'])};")
    lines.append("};")
    lines += ["", "// Calls f(name, flag, member, help, choices) for each setting, in the contract's order;",
              "// `choices` is \"a|b|c\" for a choice and \"\" for a number.",
              "template <class P, class F>", "void for_each_setting(P& p, F&& f) {"]
    for name, spec in contract["protocol"].items():
        choices = "|".join(spec.get("choices", []))
        lines.append(f"  f({_c_str(name)}, {_c_str(flag(name))}, p.{name}, {_c_str(spec['help'])}, {_c_str(choices)});")
    lines += ["}", "", "// The record's fields (dotted paths); open objects may hold more than the fields named.",
              "inline constexpr const char* kRecordFields[] = {"]
    lines += [f"    {_c_str(f)}," for f in contract["record_fields"]]
    lines += ["};", "inline constexpr const char* kRecordOpenObjects[] = {"]
    lines += [f"    {_c_str(f)}," for f in contract["record_open_objects"]]
    lines += ["};", "", "}  // namespace ed::contract", ""]
    return "\n".join(lines)


def write_if_changed(path: Path, text: str) -> None:
    """Write atomically, and only if the content changed (make's timestamps stay meaningful)."""
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Write the C++ header of driver_contract.json.")
    ap.add_argument("--cpp-header", type=Path, required=True, help="output path of the header")
    args = ap.parse_args(argv)
    write_if_changed(args.cpp_header, cpp_header())
    return 0


if __name__ == "__main__":
    sys.exit(main())
