"""The facts the Python package and the C++ energy driver share, from one file: driver_contract.json.

``data/driver_contract.json`` (package data) defines the record schema name, the
driver's exit codes, the correctness tolerances (per math mode), the buffer dtypes and the case
dtypes they make up, the shared memory a kernel may use without the opt-in, the vendor baselines per operator kind and case dtype, every protocol setting
with its default, named presets of protocol settings (Python only), and the record's field list. Python imports them from here; the
C++ build runs this file as a script to write a header with the same values::

    python3 artifact/contract.py --cpp-header build/gen/contract.hpp

so neither side retypes a number. The tables of defaults in docs/MEASUREMENT.md are written from it
too, between markers (:func:`render_doc`)::

    python -m artifact.contract --doc docs/MEASUREMENT.md            # rewrite the tables
    python -m artifact.contract --doc docs/MEASUREMENT.md --check    # exit 1 if they differ

This module uses the standard library only (the build runs it before the package's dependencies may
be installed).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path
from typing import Any, Callable, Union

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


# ---------------------------------------------------------------- tables of docs/MEASUREMENT.md
# A generated table sits between a line "<!-- generated: NAME ... -->" and "<!-- end generated: NAME -->".
_DOC_BLOCK = re.compile(r"(<!-- generated: (?P<name>[a-z_]+)\b[^\n]*-->\n)(?P<body>.*?)(<!-- end generated: (?P=name) -->)",
                        re.S)
_DOC_BEGIN = re.compile(r"<!-- generated: ([a-z_]+)\b")


def _md(text: str) -> str:
    """Text for a Markdown table cell."""
    return text.replace("|", "\\|")


def _num(value: Any) -> str:
    return str(value) if isinstance(value, int) else f"{float(value):g}"


def _setting_value(name: str, value: ProtocolValue) -> str:
    """A setting's value as the tables show it: a fraction (``*_rel``) with its percentage too."""
    if isinstance(value, str):
        return f"`{value}`"
    if name.endswith("_rel"):
        return f"{_num(value)} ({float(value) * 100:g} %)"
    return _num(value)


def protocol_table(contract: dict[str, Any] = CONTRACT) -> str:
    """Every protocol setting: its default and what it sets (its driver flag is :func:`flag`'s)."""
    rows = ["| setting | default | what it sets |", "|---|---|---|"]
    for name, spec in contract["protocol"].items():
        default = _setting_value(name, spec["default"])
        if spec.get("choices"):
            default += " (or " + ", ".join(f"`{c}`" for c in spec["choices"] if c != spec["default"]) + ")"
        rows.append(f"| `{name}` | {default} | {_md(spec['help'])} |")
    return "\n".join(rows)


def presets_table(contract: dict[str, Any] = CONTRACT) -> str:
    """The settings some preset changes, under each preset (a changed value in bold), and the seconds
    a layer point is expected to take under it."""
    presets = contract["protocol_presets"]
    names = list(presets)
    changed = [s for s in contract["protocol"] if any(s in p["settings"] for p in presets.values())]
    rows = ["| setting | " + " | ".join(f"`{n}`" for n in names) + " |", "|---|" + "---|" * len(names),
            "| seconds a layer point, expected | " + " | ".join(_num(presets[n]["point_s"]) for n in names) + " |"]
    for s in changed:
        default = contract["protocol"][s]["default"]
        cells = []
        for n in names:
            value = presets[n]["settings"].get(s, default)
            text = _setting_value(s, value)
            cells.append(f"**{text}**" if value != default else text)
        rows.append(f"| `{s}` | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def tolerances_table(contract: dict[str, Any] = CONTRACT) -> str:
    """The correctness gate's tolerance (relative L2 error) per gate mode."""
    rows = ["| gate mode | relative L2 error at most |", "|---|---|"]
    rows += [f"| `{mode}` | {_num(rtol)} |" for mode, rtol in contract["correctness_rtol"].items()]
    return "\n".join(rows)


def dtypes_table(contract: dict[str, Any] = CONTRACT) -> str:
    """Each case dtype: its buffers' dtypes and the vendor baselines per operator kind."""
    kinds = list(contract["baselines"])
    rows = ["| case dtype | inputs | output | " + " | ".join(f"{k} baselines" for k in kinds) + " |",
            "|---|---|---|" + "---|" * len(kinds)]
    for name, d in contract["case_dtypes"].items():
        cells = [", ".join(f"`{b}`" for b in contract["baselines"][k].get(name, [])) or "none" for k in kinds]
        rows.append(f"| `{name}` | {d['inputs']} | {d['output']} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def exit_codes_table(contract: dict[str, Any] = CONTRACT) -> str:
    """The driver's exit statuses by name, on one line."""
    return "Exit status: " + ", ".join(f"{int(code)} `{name}`" for name, code in contract["exit_codes"].items()) + "."


DOC_TABLES: dict[str, Callable[[dict[str, Any]], str]] = {
    "protocol": protocol_table, "presets": presets_table, "tolerances": tolerances_table,
    "dtypes": dtypes_table, "exit_codes": exit_codes_table}


def render_doc(text: str, contract: dict[str, Any] = CONTRACT) -> str:
    """``text`` with every generated table written again from ``contract``. Each table of DOC_TABLES
    must appear exactly once, closed by its end marker; ValueError otherwise (nothing is written)."""
    begun = _DOC_BEGIN.findall(text)
    unknown = sorted(set(begun) - set(DOC_TABLES))
    if unknown:
        raise ValueError(f"unknown generated table(s) {', '.join(unknown)} (known: {', '.join(DOC_TABLES)})")
    found = [m.group("name") for m in _DOC_BLOCK.finditer(text)]
    problems = [f"{name}: {found.count(name)} closed block(s), {begun.count(name)} begun"
                for name in DOC_TABLES if found.count(name) != 1 or begun.count(name) != 1]
    if problems:
        raise ValueError("each generated table needs one '<!-- generated: NAME -->' line and one "
                         "'<!-- end generated: NAME -->': " + "; ".join(problems))
    return _DOC_BLOCK.sub(lambda m: m.group(1) + DOC_TABLES[m.group("name")](contract) + "\n" + m.group(4), text)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Write the C++ header of driver_contract.json, or the tables of "
                                             "docs/MEASUREMENT.md that come from it.")
    ap.add_argument("--cpp-header", type=Path, help="output path of the header")
    ap.add_argument("--doc", type=Path, help="a Markdown file whose generated tables are written again (docs/MEASUREMENT.md)")
    ap.add_argument("--check", action="store_true", help="with --doc: change nothing; exit 1 if the tables differ")
    args = ap.parse_args(argv)
    if args.cpp_header is None and args.doc is None:
        ap.error("give --cpp-header PATH or --doc PATH")
    if args.check and args.doc is None:
        ap.error("--check needs --doc PATH")
    if args.cpp_header is not None:
        write_if_changed(args.cpp_header, cpp_header())
    if args.doc is not None:
        try:
            text = args.doc.read_text(encoding="utf-8")
            new = render_doc(text)
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            print(f"error: {args.doc}: {exc}", file=sys.stderr)
            return 2
        if args.check:
            if new != text:
                print(f"{args.doc}: its generated tables differ from {CONTRACT_FILE.name}; run "
                      f"python -m artifact.contract --doc {args.doc}", file=sys.stderr)
                return 1
            return 0
        write_if_changed(args.doc, new)
    return 0


if __name__ == "__main__":
    sys.exit(main())
