"""A traced kernel's aten op turned into a call plan: which op, which tensors (dims, strides, dtype), which scalars.

The plan is built from one row of the unique-kernel JSONL (artifact.models.trace, schema ``trace-kernels/1``):
its ``op`` holds the aten op name and the inputs torch recorded with ``record_shapes=True``:
``input_dims``, ``input_types``, ``input_strides`` and ``concrete_inputs``, one element per positional
input of the op. torch writes a tensor's type as its C++ dtype name (``c10::Half``, ``float``, ``long
int``), a number or bool as ``Scalar`` and a list of numbers as ``ScalarList`` (their values in
``Concrete Inputs``), an absent optional as ``""`` and a list of tensors as ``TensorList`` (its
tensors' dtypes are not recorded).

Everything here is pure Python (no torch): :mod:`artifact.models.replay` turns a plan into tensors and a
call. An entry that cannot be replayed gets a :class:`Skip` with the reason, never a guess.
"""

from __future__ import annotations

import ast
import math
import re
from dataclasses import dataclass
from typing import Any, Union

from ..errors import ArtifactError

# torch's C++ dtype names (caffe2::TypeMeta::name(), as the profiler writes them) -> torch dtype names
DTYPE_NAMES: dict[str, str] = {
    "c10::Half": "float16",
    "c10::BFloat16": "bfloat16",
    "float": "float32",
    "double": "float64",
    "c10::complex<c10::Half>": "complex32",
    "c10::complex<float>": "complex64",
    "c10::complex<double>": "complex128",
    "unsigned char": "uint8",
    "signed char": "int8",
    "short int": "int16",
    "short": "int16",
    "int": "int32",
    "long int": "int64",
    "long": "int64",
    "long long": "int64",
    "bool": "bool",
    "c10::Float8_e4m3fn": "float8_e4m3fn",
    "c10::Float8_e5m2": "float8_e5m2",
}
DTYPE_BYTES: dict[str, int] = {
    "float16": 2, "bfloat16": 2, "float32": 4, "float64": 8, "complex32": 4, "complex64": 8, "complex128": 16,
    "uint8": 1, "int8": 1, "int16": 2, "int32": 4, "int64": 8, "bool": 1, "float8_e4m3fn": 1, "float8_e5m2": 1,
}
SCALAR_TYPES = frozenset({"Scalar", "ScalarList"})
NONE_TYPE = ""
# a memcpy between host and device cannot be replayed from the op's record: the trace names no device
_HOST_COPY = re.compile(r"^Memcpy\s+(HtoD|DtoH|HtoH|PtoP)", re.IGNORECASE)
_OP_NAME = re.compile(r"^aten::([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_]*))?$")

Scalar = Union[None, bool, int, float, list[Union[bool, int, float]]]


def dtype_name(recorded: str) -> str:
    """The torch dtype name (``float16``) of a dtype as the profiler records it (``c10::Half``)."""
    name = DTYPE_NAMES.get(recorded.strip())
    if name is None:
        raise ArtifactError(f"unknown recorded tensor dtype {recorded!r} (known: {', '.join(sorted(DTYPE_NAMES))})")
    return name


def parse_op_name(name: str) -> tuple[str, str | None]:
    """``aten::addmm`` -> (``addmm``, None); ``aten::add.Tensor`` -> (``add``, ``Tensor``).

    torch.profiler records the op without its overload; None means: let torch choose the overload from
    the arguments (``torch.ops.aten.<name>`` called as a packet)."""
    match = _OP_NAME.match(name.strip())
    if match is None:
        raise ArtifactError(f"{name!r} is not an aten op name (aten::<name>[.<overload>])")
    return match.group(1), match.group(2)


def parse_concrete(text: str) -> Scalar:
    """A recorded concrete input (``"1"``, ``"0.5"``, ``"False"``, ``"[2, 3]"``, ``"-inf"``, ``""``) as a value.

    An empty string is None (torch writes it for tensors and absent optionals)."""
    text = text.strip()
    if text == "":
        return None
    special = {"True": True, "False": False, "inf": math.inf, "-inf": -math.inf, "nan": math.nan}
    if text in special:
        return special[text]
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError) as exc:
        raise ArtifactError(f"concrete input {text!r} is not a number, bool or list of numbers") from exc
    if isinstance(value, tuple):
        value = list(value)
    if isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, list) and all(isinstance(v, (bool, int, float)) for v in value):
        return value
    raise ArtifactError(f"concrete input {text!r} is not a number, bool or list of numbers")


def storage_elements(dims: list[int], strides: list[int]) -> int:
    """The elements a tensor of ``dims`` and ``strides`` spans from offset 0 (0 for an empty tensor)."""
    if any(d == 0 for d in dims):
        return 0
    return 1 + sum((d - 1) * s for d, s in zip(dims, strides))


@dataclass(frozen=True)
class TensorArg:
    """A tensor input: made fresh with these dims, strides and dtype (a torch dtype name)."""

    dims: tuple[int, ...]
    strides: tuple[int, ...]
    dtype: str

    @property
    def storage_bytes(self) -> int:
        return storage_elements(list(self.dims), list(self.strides)) * DTYPE_BYTES[self.dtype]


@dataclass(frozen=True)
class ScalarArg:
    """A non-tensor input (number, bool, list of numbers, or None), passed as recorded."""

    value: Scalar


Arg = Union[TensorArg, ScalarArg]


@dataclass(frozen=True)
class CallPlan:
    """One op call: ``torch.ops.aten.<op>[.<overload>](*args)``, every input positional as recorded."""

    op: str
    overload: str | None
    args: tuple[Arg, ...]

    @property
    def qualified_name(self) -> str:
        return f"aten::{self.op}" + (f".{self.overload}" if self.overload else "")

    @property
    def input_bytes(self) -> int:
        return sum(a.storage_bytes for a in self.args if isinstance(a, TensorArg))


@dataclass(frozen=True)
class Skip:
    """Why an entry cannot be replayed."""

    reason: str


def _int_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)


def _arg(i: int, dims: Any, rtype: Any, strides: Any, concrete: Any) -> Arg | Skip:
    if not isinstance(rtype, str):
        return Skip(f"input {i}: recorded type {rtype!r} is not a string")
    if rtype in DTYPE_NAMES:
        if not _int_list(dims) or not _int_list(strides):
            return Skip(f"input {i}: a {rtype} tensor without integer dims and strides ({dims!r}, {strides!r})")
        if len(dims) != len(strides):
            return Skip(f"input {i}: {len(dims)} dims but {len(strides)} strides")
        if any(d < 0 for d in dims) or any(s < 0 for s in strides):
            return Skip(f"input {i}: negative dims or strides ({dims}, {strides})")
        return TensorArg(tuple(dims), tuple(strides), DTYPE_NAMES[rtype])
    if rtype == "TensorList":
        return Skip(f"input {i}: a TensorList (the trace records no dtype for its tensors)")
    if rtype in SCALAR_TYPES or rtype == NONE_TYPE:
        if concrete is None:
            if rtype == NONE_TYPE:
                return ScalarArg(None)
            return Skip(f"input {i}: a {rtype} whose value the trace lacks (no Concrete Inputs)")
        if not isinstance(concrete, str):
            return Skip(f"input {i}: concrete input {concrete!r} is not a string")
        if rtype == NONE_TYPE and concrete.strip():
            return Skip(f"input {i}: untyped input with value {concrete!r} (a string, device or other object)")
        try:
            value = parse_concrete(concrete)
        except ArtifactError as exc:
            return Skip(f"input {i}: {exc}")
        if rtype == "Scalar" and value is None:
            return Skip(f"input {i}: a Scalar recorded without its value")
        if rtype == "Scalar" and isinstance(value, list):
            return Skip(f"input {i}: a Scalar recorded as the list {concrete!r}")
        return ScalarArg(value)
    return Skip(f"input {i}: unknown recorded type {rtype!r}")


def plan_call(entry: dict[str, Any]) -> CallPlan | Skip:
    """The call that replays one unique kernel (a trace-kernels/1 row), or why it cannot be replayed."""
    name = entry.get("name")
    if isinstance(name, str) and _HOST_COPY.match(name):
        return Skip(f"{name.split('(')[0].strip()}: a copy to or from the host (the trace records no devices)")
    op = entry.get("op")
    if not isinstance(op, dict):
        return Skip("no aten op was linked to this kernel in the trace")
    op_name = op.get("name")
    if not isinstance(op_name, str) or not op_name.startswith("aten::"):
        return Skip(f"launched by {op_name!r}, not an aten op")
    try:
        base, overload = parse_op_name(op_name)
    except ArtifactError as exc:
        return Skip(str(exc))
    fields = {"input_dims": "Input Dims", "input_types": "Input type", "input_strides": "Input Strides"}
    missing = [arg for key, arg in fields.items() if not isinstance(op.get(key), list)]
    if missing:
        return Skip(f"{op_name}: the trace lacks {', '.join(missing)} (profile with record_shapes=True)")
    dims, types, strides = op["input_dims"], op["input_types"], op["input_strides"]
    concrete = op.get("concrete_inputs")
    if concrete is not None and not isinstance(concrete, list):
        return Skip(f"{op_name}: concrete_inputs is not a list")
    lengths = {len(dims), len(types), len(strides)} | ({len(concrete)} if concrete is not None else set())
    if len(lengths) != 1:
        return Skip(f"{op_name}: input lists of different lengths (dims {len(dims)}, types {len(types)}, "
                    f"strides {len(strides)}" + (f", concrete {len(concrete)})" if concrete is not None else ")"))
    args: list[Arg] = []
    for i in range(len(types)):
        arg = _arg(i, dims[i], types[i], strides[i], concrete[i] if concrete is not None else None)
        if isinstance(arg, Skip):
            return Skip(f"{op_name}: {arg.reason}")
        args.append(arg)
    if not any(isinstance(a, TensorArg) for a in args):
        return Skip(f"{op_name}: no tensor input (a factory op; its outputs' shapes are not recorded)")
    return CallPlan(base, overload, tuple(args))


def replayable(entries: list[dict[str, Any]]) -> tuple[list[tuple[dict[str, Any], CallPlan]], list[tuple[dict[str, Any], Skip]]]:
    """The entries split into those with a call plan and those skipped (each with its reason), in order."""
    plans: list[tuple[dict[str, Any], CallPlan]] = []
    skips: list[tuple[dict[str, Any], Skip]] = []
    for entry in entries:
        result = plan_call(entry)
        if isinstance(result, Skip):
            skips.append((entry, result))
        else:
            plans.append((entry, result))
    return plans, skips


@dataclass(frozen=True)
class SchemaArg:
    """One argument of an op's schema: its name, its type as torch prints it (``Tensor``, ``Scalar``,
    ``int[]``, ``Tensor?``, ``Optional[int]``, ...) and whether it is keyword-only."""

    name: str
    type: str
    kwarg_only: bool


@dataclass(frozen=True)
class Binding:
    """How a plan's inputs fill one overload: the first ``positional`` inputs by position, the rest by
    these keyword names (torch refuses keyword-only arguments given by position)."""

    overload: str
    positional: int
    keywords: tuple[str, ...]


_LIST_TYPE = re.compile(r"\[\d*\]\??$|^(Optional\[)?List\[")  # int[], int[2], SymInt[]?, List[int]


def _is_list(type_text: str) -> bool:
    return _LIST_TYPE.search(type_text) is not None


def _optional(type_text: str) -> bool:
    return type_text.endswith("?") or type_text.startswith("Optional[")


def _fits(arg: Arg, type_text: str) -> bool:
    # a Scalar argument's JIT type prints as "number" (NumberType), "Scalar" in schema strings
    type_text = type_text.replace("number", "Scalar")
    tensor_type = "Tensor" in type_text
    if isinstance(arg, TensorArg):
        return tensor_type and not _is_list(type_text)
    value = arg.value
    if value is None:
        return _optional(type_text)
    if tensor_type:
        return False
    if isinstance(value, list):
        return _is_list(type_text)
    if _is_list(type_text):
        return False
    if isinstance(value, bool):
        return "bool" in type_text or "Scalar" in type_text
    if isinstance(value, int):  # enums (dtype, layout, memory format) are recorded as their numbers
        return any(t in type_text for t in ("int", "Int", "float", "Scalar", "Layout", "MemoryFormat"))
    return "float" in type_text or "Scalar" in type_text


def bind(plan: CallPlan, schemas: dict[str, list[SchemaArg]]) -> list[Binding]:
    """The overloads (of ``schemas``: overload name -> its arguments, ``default`` for the unnamed one)
    whose arguments the plan's inputs fit, in the given order; only the plan's own overload if it names one."""
    out: list[Binding] = []
    for overload, arguments in schemas.items():
        if plan.overload is not None and overload != plan.overload:
            continue
        if len(arguments) != len(plan.args) or not all(_fits(a, s.type) for a, s in zip(plan.args, arguments)):
            continue
        positional = next((i for i, s in enumerate(arguments) if s.kwarg_only), len(arguments))
        if any(not s.kwarg_only for s in arguments[positional:]):
            continue  # torch's schemas keep keyword-only arguments last
        out.append(Binding(overload, positional, tuple(s.name for s in arguments[positional:])))
    return out
