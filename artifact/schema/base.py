"""Typed JSON objects: a dataclass per object, checked field by field from its annotations.

A file kind is a class deriving :class:`JsonObject` (which makes it a frozen dataclass); its fields are
the file's keys, in the order the file holds them, each annotated with its JSON type: ``int``, ``float``
(an integer is a number too, and is kept as written), ``str``, ``bool``, ``None``, ``Any``, ``list[T]``,
``dict[str, T]``, ``Literal[...]``, another :class:`JsonObject`, or a union of them. A key that older
files lack (or that a writer leaves out) has :class:`Absent` in its union and the default ``ABSENT``:
it is then left out when written, never written as null.

* :meth:`JsonObject.from_json` checks a decoded value and builds the object; the first problem is one
  :class:`~artifact.errors.ArtifactError` line naming the file and the field (``launches[0].grid``).
  A key the definition does not name is a problem too.
* :meth:`JsonObject.to_json` gives the dict back, keys in field order: what was read is written back
  byte for byte (:func:`artifact.atomic.write_json`'s format).
* :func:`read` and :func:`write`: a file of a kind, read and checked, or checked and written atomically.

A kind's version (``VERSION``) is the shape its dataclass describes. Files that carry their schema name
(``trace-run/1``, the class's ``schema=``) check it as their first field, a ``Literal``; the kinds that
predate versioned names (kernel.json, selection.json, runs.json, manifests) are at version 1 without saying so. A new field that may be
absent keeps the version (older files still read); a field renamed, removed or of another type raises
it, and a kind without the ``schema`` key then gains it (``kernel-manifest/2``). A field's ``metadata`` may say ``driver=True``: the C++ energy
driver reads it too (cuda/src/spec.cpp; tests/test_schema.py checks both sides against each other).
"""

from __future__ import annotations

import dataclasses
import json
import sys
import types
import typing
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Literal, TypeVar, Union

if sys.version_info >= (3, 12):
    from typing import dataclass_transform
elif TYPE_CHECKING:  # frozen_default is 3.12's
    from typing_extensions import dataclass_transform
else:  # what it does at run time: nothing (the package imports without site-packages)
    def dataclass_transform(**kwargs: Any) -> Any:
        return lambda cls: cls

from ..atomic import _json_default, read_json, write_json, write_text
from ..errors import ArtifactError


class Absent:
    """The type of :data:`ABSENT`: a key left out of the file (not null)."""

    _instance: ClassVar[Absent | None] = None

    def __new__(cls) -> Absent:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "ABSENT"

    def __bool__(self) -> bool:
        return False

    def __reduce__(self) -> str:
        return "ABSENT"


ABSENT = Absent()

T = TypeVar("T", bound="JsonObject")


class Invalid(Exception):
    """A problem at a field (its dotted path within the object); turned into the one-line error."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field, self.message = field, message


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path and key else path or key


def _json_type(value: Any) -> str:
    """A JSON value's type in words, with the value where it is short."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})"
    if isinstance(value, (int, float)):
        return f"a number ({value!r})"
    if isinstance(value, str):
        return f"a string ({value[:40]!r})"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def type_words(tp: Any) -> str:
    """An annotation in words (error messages; the field table of docs and tests)."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is Any or tp is object:
        return "any value"
    if tp is type(None):
        return "null"
    if tp is bool:
        return "a boolean"
    if tp is int:
        return "an integer"
    if tp is float:
        return "a number"
    if tp is str:
        return "a string"
    if origin is Literal:
        return " or ".join(repr(a) for a in args)
    if origin is list:
        return f"a list of {type_words(args[0])}" if args else "a list"
    if origin is dict:
        return f"an object of {type_words(args[1])}" if args else "an object"
    if origin in (Union, types.UnionType):
        return " or ".join(type_words(a) for a in args if a is not Absent)
    if isinstance(tp, type) and issubclass(tp, JsonObject):
        return f"an object ({tp.__name__})"
    return str(tp)


def _check(value: Any, tp: Any, path: str) -> Any:
    """``value`` checked against the annotation ``tp``; nested objects built (the rest kept as read)."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is Any or tp is object:
        return value
    if origin in (Union, types.UnionType):
        arms = [a for a in args if a is not Absent]
        objects = [a for a in arms if isinstance(a, type) and issubclass(a, JsonObject)]
        for arm in arms:
            if arm in objects:
                continue
            try:
                return _check(value, arm, path)
            except Invalid:
                pass
        if isinstance(value, dict) and len(objects) == 1:
            return _check(value, objects[0], path)  # its own message: what in the object is wrong
        for arm in objects:
            try:
                return _check(value, arm, path)
            except Invalid:
                pass
        raise Invalid(path, f"expected {type_words(tp)}, got {_json_type(value)}")
    ok: bool
    if tp is type(None):
        ok = value is None
    elif tp is bool:
        ok = isinstance(value, bool)
    elif tp is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif tp is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    elif tp is str:
        ok = isinstance(value, str)
    elif origin is Literal:
        ok = any(value == a and type(value) is type(a) for a in args)
    elif origin is list:
        if not isinstance(value, list):
            raise Invalid(path, f"expected {type_words(tp)}, got {_json_type(value)}")
        return [_check(v, args[0], f"{path}[{i}]") for i, v in enumerate(value)] if args else value
    elif origin is dict:
        if not isinstance(value, dict):
            raise Invalid(path, f"expected {type_words(tp)}, got {_json_type(value)}")
        return {k: _check(v, args[1], _join(path, str(k))) for k, v in value.items()} if args else value
    elif isinstance(tp, type) and issubclass(tp, JsonObject):
        return tp._build(value, path)
    else:
        raise TypeError(f"unsupported annotation {tp!r} at {path}")
    if not ok:
        raise Invalid(path, f"expected {type_words(tp)}, got {_json_type(value)}")
    return value


def _plain(value: Any) -> Any:
    if isinstance(value, JsonObject):
        return value.to_json()
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def may_be_absent(tp: Any) -> bool:
    return typing.get_origin(tp) in (Union, types.UnionType) and Absent in typing.get_args(tp)


@dataclass_transform(kw_only_default=True, frozen_default=True)
@dataclasses.dataclass(frozen=True)
class JsonObject:
    """A JSON object of fixed keys (module docstring). Top-level kinds set ``KIND`` (the file in words,
    for messages), ``VERSION`` and, where it helps, ``HINT`` (what to do about a bad file). Every
    subclass is made a frozen, keyword-only dataclass of its annotated fields (no decorator needed)."""

    KIND: ClassVar[str] = ""
    VERSION: ClassVar[int] = 1
    HINT: ClassVar[str] = ""
    SCHEMA: ClassVar[str] = ""  # the versioned name a file of this kind carries in its "schema" key, if any

    def __init_subclass__(cls, kind: str = "", hint: str = "", schema: str = "", **kwargs: Any) -> None:
        """``class X(JsonObject, kind=..., hint=..., schema="name/N")``: the kind in words, what to do about a
        bad file, and the versioned name that the file's first key, ``schema``, then holds (VERSION is its N)."""
        super().__init_subclass__(**kwargs)
        cls.KIND, cls.HINT = kind or cls.KIND, hint or cls.HINT
        if schema:
            cls.SCHEMA, cls.VERSION = schema, int(schema.rsplit("/", 1)[1])
            cls.__annotations__ = {"schema": Literal[schema], **cls.__dict__.get("__annotations__", {})}
            setattr(cls, "schema", schema)  # noqa: B010 - the field's default, set before the dataclass is made
        dataclasses.dataclass(frozen=True, kw_only=True)(cls)

    @classmethod
    def hints(cls) -> dict[str, Any]:
        return _hints(cls)

    @classmethod
    def _build(cls: type[T], value: Any, path: str) -> T:
        if not isinstance(value, dict):
            raise Invalid(path, f"expected an object ({cls.__name__}), got {_json_type(value)}")
        hints = cls.hints()
        unknown = [k for k in value if k not in hints]
        if unknown:
            raise Invalid(path, f"unknown field {unknown[0]!r} (fields: {', '.join(hints)})")
        kwargs = {}
        for name, tp in hints.items():
            if name not in value:
                if may_be_absent(tp):
                    kwargs[name] = ABSENT
                    continue
                raise Invalid(path, f"lacks {name!r}")
            kwargs[name] = _check(value[name], tp, _join(path, name))
        obj = cls(**kwargs)
        try:
            obj.check()
        except Invalid as bad:
            raise Invalid(_join(path, bad.field), bad.message) from None
        return obj

    def check(self) -> None:
        """What the field types cannot say (a field required for one kind of case, not another): raise
        :class:`Invalid` with the field's path within this object."""

    @classmethod
    def from_json(cls: type[T], value: Any, where: str = "") -> T:
        """The object ``value`` holds (decoded JSON), checked; ``where`` names it in the error (the file)."""
        try:
            return cls._build(value, "")
        except Invalid as bad:
            raise ArtifactError(cls.problem(where, bad.field, bad.message)) from None

    @classmethod
    def problem(cls, where: str, field: str, message: str) -> str:
        """The one-line error: the file (``where``), the field and what is wrong, then the kind's hint."""
        head = " ".join(x for x in (cls.KIND or cls.__name__, where) if x)
        text = f"{head}: {field}: {message}" if field else f"{head}: {message}"
        return f"{text} ({cls.HINT})" if cls.HINT else text

    def to_json(self) -> dict[str, Any]:
        """The object as a dict, keys in field order, ABSENT fields left out."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)
                if getattr(self, f.name) is not ABSENT}

    @classmethod
    def from_plain(cls: type[T], value: Any, where: str = "") -> T:
        """:meth:`from_json` of a value a writer built, which may hold numpy or pandas scalars (an analysis
        table's): checked as the JSON it is written as (the same conversion as write_json's)."""
        return cls.from_json(_as_written(value), where)

    def checked(self: T, where: str = "") -> T:
        """This object, checked as a reader would check it (a writer's guard: nothing invalid is written)."""
        return type(self).from_plain(self.to_json(), where)


class Produced(JsonObject):
    """The fields a producer's manifest opens with: when, the command, the commit and whether the checkout
    was modified (analysis/manifest.json and the reference producers' manifests)."""

    created: str
    command: list[str]
    git_commit: str | None
    git_dirty: bool


def _as_written(value: Any) -> Any:
    """``value`` as write_json writes it and read_json reads it back (numbers keep their exact value)."""
    return json.loads(json.dumps(value, default=_json_default, allow_nan=False))


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type[JsonObject]) -> dict[str, Any]:
    """The fields' annotations, resolved once per class, in field order."""
    if cls not in _HINTS:
        hints = typing.get_type_hints(cls)
        _HINTS[cls] = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
    return _HINTS[cls]


def read(cls: type[T], path: Path, what: str = "") -> T:
    """The file at ``path`` as a ``cls``: a missing, corrupt or malformed file is one line naming it
    (``what``, e.g. the case it belongs to, names a file that is missing or not JSON)."""
    return cls.from_json(read_json(path, what or cls.KIND), str(path))


def read_dict(cls: type[JsonObject], path: Path, what: str = "") -> dict[str, Any]:
    """:func:`read`, as the dict the file holds (for readers that index it by key)."""
    return read(cls, path, what).to_json()


def write(path: Path, obj: JsonObject) -> None:
    """``obj`` checked as a reader would, then written atomically (artifact.atomic.write_json)."""
    write_json(path, obj.checked(str(path)).to_json())


def read_list(cls: type[T], path: Path, what: str = "") -> list[T]:
    """A file holding a JSON list of ``cls`` objects (runs.json); each item named by its index."""
    value = read_json(path, what or cls.KIND)
    if not isinstance(value, list):
        raise ArtifactError(cls.problem(str(path), "", f"expected a list, got {_json_type(value)}"))
    out = []
    for i, item in enumerate(value):
        try:
            out.append(cls._build(item, f"[{i}]"))
        except Invalid as bad:
            raise ArtifactError(cls.problem(str(path), bad.field, bad.message)) from None
    return out


def write_list(path: Path, objs: list[T]) -> None:
    """A list of ``cls`` objects, each checked, written atomically."""
    write_json(path, [o.checked(f"{path}[{i}]").to_json() for i, o in enumerate(objs)])


def field_table(cls: type[JsonObject], prefix: str = "") -> list[tuple[str, Any, dict[str, Any]]]:
    """Every field of ``cls`` and of the objects nested in it, depth first: (dotted path, annotation,
    metadata); a list's items are ``path[]``. What the C++ check and the docs are derived from."""
    rows = []
    for f in dataclasses.fields(cls):
        tp = cls.hints()[f.name]
        path = _join(prefix, f.name)
        rows.append((path, tp, dict(f.metadata)))
        for nested, suffix in _objects_in(tp):
            rows += field_table(nested, path + suffix)
    return rows


def _objects_in(tp: Any) -> list[tuple[type[JsonObject], str]]:
    """The JsonObject classes an annotation holds, with the path suffix to reach them ("" or "[]")."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if isinstance(tp, type) and issubclass(tp, JsonObject):
        return [(tp, "")]
    if origin in (Union, types.UnionType):
        return [x for a in args for x in _objects_in(a)]
    if origin is list and args:
        return [(c, "[]" + s) for c, s in _objects_in(args[0])]
    if origin is dict and args:
        return [(c, ".*" + s) for c, s in _objects_in(args[1])]
    return []


def driver(**metadata: Any) -> dict[str, Any]:
    """Field metadata: the C++ energy driver reads this field too (cuda/src/spec.cpp)."""
    return {"driver": True, **metadata}


def read_lines(cls: type[T], path: Path) -> list[T]:
    """A JSON Lines file of ``cls`` objects (kernels.jsonl), blank lines skipped; a bad line is one line
    naming the file, the line and the field."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise ArtifactError(f"{cls.KIND} file not found: {path}") from exc
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ArtifactError(f"{path} line {n} is not JSON: {exc.msg}") from exc
        out.append(cls.from_json(value, f"{path} line {n}"))
    return out


def write_lines(path: Path, objs: list[T]) -> None:
    """``objs`` checked, written atomically as JSON Lines: one compact object a line."""
    write_text(path, "".join(json.dumps(o.checked(f"{path}[{i}]").to_json(), allow_nan=False) + "\n"
                             for i, o in enumerate(objs)))
