"""The facts the Python package and the C++ energy driver share, from one file: driver_contract.json.

``data/driver_contract.json`` (package data) defines the record schema name, the
driver's exit codes, the correctness tolerances, the vendor baselines per operator kind, every
protocol setting with its default, and the record's field list. Python imports them from here; the
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
BASELINES: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in CONTRACT["baselines"].items()}
BASELINE_IDS: tuple[str, ...] = tuple(n for names in BASELINES.values() for n in names)
PROTOCOL: dict[str, dict[str, Any]] = dict(CONTRACT["protocol"])
PROTOCOL_DEFAULTS: dict[str, ProtocolValue] = {k: v["default"] for k, v in PROTOCOL.items()}
RECORD_FIELDS: tuple[str, ...] = tuple(CONTRACT["record_fields"])
RECORD_OPEN_OBJECTS: tuple[str, ...] = tuple(CONTRACT["record_open_objects"])


def math_mode(baseline: str) -> str:
    """Math mode of a baseline name (``cudnn-tf32`` -> ``tf32``); tuned kernels are ``fp32``."""
    return baseline.rsplit("-", 1)[1]


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


def _c_num(x: float) -> str:
    text = repr(float(x))
    return text if ("e" in text or "." in text) else text + ".0"


def _camel(name: str) -> str:
    """A contract key as part of a C++ identifier: ``fp16-out`` -> ``Fp16Out``, ``fp32`` -> ``Fp32``."""
    return "".join(p.capitalize() for p in name.replace("-", "_").split("_"))


def cpp_header(contract: dict[str, Any] = CONTRACT) -> str:
    """The C++ header with every fact of the contract (namespace ed::contract)."""
    lines = [f"// Generated from {CONTRACT_FILE.name} by artifact/contract.py: do not edit.", "#pragma once", "",
             "#include <string>", "", "namespace ed::contract {", "",
             f"inline constexpr const char* kRecordSchema = {_c_str(contract['record_schema'])};"]
    for name, code in contract["exit_codes"].items():
        camel = "".join(p.capitalize() for p in name.split("_"))
        lines.append(f"inline constexpr int kExit{camel} = {int(code)};")
    for mode, rtol in contract["correctness_rtol"].items():
        lines.append(f"inline constexpr double kRtol{_camel(mode)} = {_c_num(rtol)};")
    lines += ["", "struct Baseline {", "  const char* kind;", "  const char* name;", "  const char* math_mode;", "};",
              "inline constexpr Baseline kBaselines[] = {"]
    for kind, names in contract["baselines"].items():
        for n in names:
            lines.append(f"    {{{_c_str(kind)}, {_c_str(n)}, {_c_str(math_mode(n))}}},")
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
