"""A traced kernel's aten op turned into a call plan: which op, which tensors (dims, strides, dtype), which scalars.

The plan is built from one row of the unique-kernel JSONL (artifact.traces.trace, schema ``trace-kernels/1``):
its ``op`` holds the aten op name and the inputs torch recorded with ``record_shapes=True``:
``input_dims``, ``input_types``, ``input_strides`` and ``concrete_inputs``, one element per positional
input of the op. torch writes a tensor's type as its C++ dtype name (``c10::Half``, ``float``, ``long
int``), a number or bool as ``Scalar`` and a list of numbers as ``ScalarList`` (their values in
``Concrete Inputs``), an absent optional as ``""`` and a list of tensors as ``TensorList`` (each
tensor's dims and strides recorded, their dtype not: it is read from the kernel's name, see
:func:`list_dtype`). A list of optional tensors (``Tensor?[]``, aten::index's indices) is written as
``""`` with no dims at all, like an absent optional: only the op's schema tells them apart
(:func:`unbound_reason`).

A Python number that an op turns into a tensor (``x * 0.5``, ``1 + x``: a "wrapped number") is recorded
as a 0-dim tensor of dtype ``double`` or ``long int``; it lives on the host, and CUDA kernels take it as
a scalar argument (``AUnaryFunctor``, ``CUDAFunctorOnSelf_add``). A 0-dim ``double`` or ``long int``
tensor beside tensors with dims is therefore planned as a host tensor (``TensorArg.host``); any other
0-dim tensor (``torch.tensor(0.0, device=...)``, bool masks) as a GPU tensor.

Everything here is pure Python (no torch): :mod:`artifact.traces.replay` turns a plan into tensors and a
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
# the dtypes torch gives a Python float and int that it wraps into a tensor (c10::scalar_to_tensor)
WRAPPED_NUMBER_DTYPES = frozenset({"float64", "int64"})
# OpaqueType<N> in a kernel's name: an element of N bytes whose type the kernel ignores (copies, cat)
_OPAQUE = re.compile(r"OpaqueType<(\d+)u?>")
_OPAQUE_DTYPES = {1: "uint8", 2: "float16", 4: "float32", 8: "int64"}
_FIRST_TEMPLATE_ARG = re.compile(r"^(?:void\s+)?[\w:()\s]*?<\s*([^,<>]+?)\s*[,>]")
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
    """A tensor input: made fresh with these dims, strides and dtype (a torch dtype name); ``host``: a
    0-dim tensor in host memory (a wrapped Python number, see the module's description)."""

    dims: tuple[int, ...]
    strides: tuple[int, ...]
    dtype: str
    host: bool = False

    @property
    def storage_bytes(self) -> int:
        return storage_elements(list(self.dims), list(self.strides)) * DTYPE_BYTES[self.dtype]


@dataclass(frozen=True)
class TensorListArg:
    """A list of tensor inputs (``Tensor[]``), each made fresh as a :class:`TensorArg`."""

    tensors: tuple[TensorArg, ...]

    @property
    def storage_bytes(self) -> int:
        return sum(t.storage_bytes for t in self.tensors)


@dataclass(frozen=True)
class ScalarArg:
    """A non-tensor input (number, bool, list of numbers, or None), passed as recorded."""

    value: Scalar


Arg = Union[TensorArg, TensorListArg, ScalarArg]


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
        return sum(a.storage_bytes for a in self.args if isinstance(a, (TensorArg, TensorListArg)))


@dataclass(frozen=True)
class Skip:
    """Why an entry cannot be replayed."""

    reason: str


def _int_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)


def list_dtype(kernel_name: str) -> str | None:
    """The dtype of a TensorList's tensors, which the trace does not record, as the kernel's name declares
    it: ``OpaqueType<N>`` (an N-byte element: at::cat's kernels) or a dtype as the first template
    argument (``CatArrayBatchedCopy<c10::Half, ...>``); None where the name declares none."""
    opaque = _OPAQUE.search(kernel_name)
    if opaque is not None:
        return _OPAQUE_DTYPES.get(int(opaque.group(1)))
    first = _FIRST_TEMPLATE_ARG.match(kernel_name)
    return DTYPE_NAMES.get(first.group(1).strip()) if first is not None else None


def _tensor(i: int, dims: Any, strides: Any, dtype: str, what: str) -> TensorArg | Skip:
    if not _int_list(dims) or not _int_list(strides):
        return Skip(f"input {i}: a {what} without integer dims and strides ({dims!r}, {strides!r})")
    if len(dims) != len(strides):
        return Skip(f"input {i}: {len(dims)} dims but {len(strides)} strides")
    if any(d < 0 for d in dims) or any(s < 0 for s in strides):
        return Skip(f"input {i}: negative dims or strides ({dims}, {strides})")
    return TensorArg(tuple(dims), tuple(strides), dtype)


def _tensor_list(i: int, dims: Any, strides: Any, kernel_name: str) -> TensorListArg | Skip:
    if not isinstance(dims, list) or not isinstance(strides, list) or len(dims) != len(strides):
        return Skip(f"input {i}: a TensorList without one dims and one strides list per tensor ({dims!r}, {strides!r})")
    dtype = list_dtype(kernel_name)
    if dtype is None:
        return Skip(f"input {i}: a TensorList (the trace records no dtype for its tensors, and the kernel's "
                    "name declares none)")
    tensors = []
    for d, st in zip(dims, strides):
        t = _tensor(i, d, st, dtype, "TensorList tensor")
        if isinstance(t, Skip):
            return t
        tensors.append(t)
    return TensorListArg(tuple(tensors))


def _arg(i: int, dims: Any, rtype: Any, strides: Any, concrete: Any, kernel_name: str) -> Arg | Skip:
    if not isinstance(rtype, str):
        return Skip(f"input {i}: recorded type {rtype!r} is not a string")
    if rtype in DTYPE_NAMES:
        return _tensor(i, dims, strides, DTYPE_NAMES[rtype], f"{rtype} tensor")
    if rtype == "TensorList":
        return _tensor_list(i, dims, strides, kernel_name)
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


def _wrapped_numbers(args: list[Arg]) -> list[Arg]:
    """0-dim double and long int tensors beside tensors with dims, moved to the host (module description)."""
    if not any(isinstance(a, TensorArg) and a.dims for a in args):
        return args
    return [TensorArg(a.dims, a.strides, a.dtype, host=True)
            if isinstance(a, TensorArg) and not a.dims and a.dtype in WRAPPED_NUMBER_DTYPES else a for a in args]


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
        arg = _arg(i, dims[i], types[i], strides[i], concrete[i] if concrete is not None else None, str(name))
        if isinstance(arg, Skip):
            return Skip(f"{op_name}: {arg.reason}")
        args.append(arg)
    if not any(isinstance(a, (TensorArg, TensorListArg)) for a in args):
        return Skip(f"{op_name}: no tensor input (a factory op; its outputs' shapes are not recorded)")
    return CallPlan(base, overload, tuple(_wrapped_numbers(args)))


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


class Unbindable(ArtifactError):
    """No overload of the op takes the recorded inputs: the entry is skipped, with this reason."""


@dataclass(frozen=True)
class ArgType:
    """A schema argument's type, read from either spelling torch uses: the schema's (``Tensor?[]``,
    ``int[2]``, ``Scalar``, ``ScalarType?``, ``Tensor(a!)``) or the annotation that ``str(arg.type)``
    gives in Python (``List[Optional[Tensor]]``, ``List[int]``, ``number``, ``Optional[int]``)."""

    base: str  # Tensor, Scalar, int, float, bool, or another name (str, Device, Generator, ...)
    optional: bool = False
    is_list: bool = False
    element_optional: bool = False  # a list of optional elements (Tensor?[])


# names of a schema's base types -> the base here; ScalarType, Layout, MemoryFormat and SymInt are ints
_BASES = {"number": "Scalar", "Scalar": "Scalar", "int": "int", "SymInt": "int", "ScalarType": "int",
          "Layout": "int", "MemoryFormat": "int", "DeviceIndex": "int", "float": "float", "SymFloat": "float",
          "bool": "bool", "SymBool": "bool", "Tensor": "Tensor"}
_ALIAS = re.compile(r"\([^()]*\)")


def _element(text: str) -> tuple[str, bool]:
    text = text.strip()
    if text.startswith("Optional[") and text.endswith("]"):
        return _element(text[len("Optional["):-1])[0], True
    if text.endswith("?"):
        return _element(text[:-1])[0], True
    return _BASES.get(text, text), False


def parse_type(text: str) -> ArgType:
    """The :class:`ArgType` of a schema argument's type as torch prints it (either spelling)."""
    text = _ALIAS.sub("", text.strip())
    optional = False
    if text.startswith("Optional[") and text.endswith("]"):
        optional, text = True, text[len("Optional["):-1].strip()
    elif text.endswith("?"):
        optional, text = True, text[:-1]
    if text.startswith("List[") and text.endswith("]"):
        base, element_optional = _element(text[len("List["):-1])
        return ArgType(base, optional, True, element_optional)
    list_suffix = re.search(r"\[\d*\]$", text)
    if list_suffix is not None:
        base, element_optional = _element(text[: list_suffix.start()])
        return ArgType(base, optional, True, element_optional)
    return ArgType(_BASES.get(text, text), optional)


_NUMBER_BASES = {"Scalar", "int", "float", "bool"}


def _fits_value(value: bool | int | float, base: str) -> bool:
    if isinstance(value, bool):
        return base in ("bool", "Scalar")
    if isinstance(value, int):  # enums (dtype, layout, memory format) are recorded as their numbers
        return base in ("int", "float", "Scalar")
    return base in ("float", "Scalar")


def _fits(arg: Arg, type_text: str) -> bool:
    t = parse_type(type_text)
    if isinstance(arg, TensorArg):
        return t.base == "Tensor" and not t.is_list
    if isinstance(arg, TensorListArg):
        return t.base == "Tensor" and t.is_list
    value = arg.value
    if value is None:
        return t.optional
    if t.base not in _NUMBER_BASES:
        return False
    if isinstance(value, list):
        return t.is_list and all(_fits_value(v, t.base) for v in value)
    return not t.is_list and _fits_value(value, t.base)


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


def _recorded(arg: Arg) -> str:
    if isinstance(arg, TensorArg):
        return f"a {'host ' if arg.host else ''}{arg.dtype} tensor of dims {list(arg.dims)}"
    if isinstance(arg, TensorListArg):
        return f"a list of {len(arg.tensors)} tensors"
    if arg.value is None:
        return "no value"
    return f"the value {arg.value!r}"


def unbound_reason(plan: CallPlan, schemas: dict[str, list[SchemaArg]]) -> str:
    """Why no overload takes the plan's inputs (for a plan that :func:`bind` binds to none)."""
    candidates = {o: a for o, a in schemas.items() if plan.overload is None or o == plan.overload}
    if not candidates:
        return f"this torch has no overload {plan.qualified_name}"
    sized = {o: a for o, a in candidates.items() if len(a) == len(plan.args)}
    if not sized:
        counts = sorted({len(a) for a in candidates.values()})
        return (f"{plan.qualified_name} takes {', '.join(map(str, counts))} inputs in its overloads; "
                f"the trace recorded {len(plan.args)}")
    found: list[tuple[int, int, str]] = []  # (how many inputs fit first, special, reason)
    for overload, arguments in sized.items():
        for i, (arg, schema) in enumerate(zip(plan.args, arguments)):
            if _fits(arg, schema.type):
                continue
            t = parse_type(schema.type)
            if isinstance(arg, ScalarArg) and arg.value is None and t.is_list and t.base == "Tensor":
                found.append((i, 1, f"input {i} ({schema.name}: {schema.type} of {overload}) is a list of tensors "
                                    "that the trace records as an empty value, without its tensors' dims and dtypes"))
            else:
                found.append((i, 0, f"input {i} ({schema.name}: {schema.type} of {overload}) recorded as "
                                    f"{_recorded(arg)}"))
            break
    if not found:
        return "the overloads whose arguments fit declare keyword-only arguments before positional ones"
    # the overload that fits furthest says most (a list recorded empty first)
    return max(found, key=lambda f: (f[1], f[0]))[2]


def plan_with_schemas(entry: dict[str, Any], schemas: dict[str, dict[str, list[SchemaArg]]]) -> tuple[CallPlan, list[Binding]] | Skip:
    """The plan of an entry and the overloads it binds to, from ``schemas`` (op name -> overload name -> its
    arguments, as artifact.traces.replay.schemas reads them from torch), or why it cannot be replayed."""
    plan = plan_call(entry)
    if isinstance(plan, Skip):
        return plan
    op_schemas = schemas.get(plan.op)
    if op_schemas is None:
        return Skip(f"{plan.qualified_name}: no schema of aten::{plan.op} given")
    bindings = bind(plan, op_schemas)
    if not bindings:
        return Skip(f"no overload of aten::{plan.op} takes the recorded inputs: {unbound_reason(plan, op_schemas)}")
    return plan, bindings
