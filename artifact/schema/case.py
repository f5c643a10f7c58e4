"""``<case>/case.json`` (tune, select) and the ``case`` object that selection.json and kernel.json embed:
the case as :meth:`artifact.catalog.Case.to_json` writes it (docs/SCHEMAS.md)."""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from .base import ABSENT, Absent, Invalid, JsonObject, driver

CONV_FIELDS = ("N", "H", "W", "CO", "CI", "KH", "KW", "stride", "padding")  # a conv2d case's params, in order
GEMM_FIELDS = ("M", "N", "K", "layout")  # a GEMM case's


class CaseParams(JsonObject):
    """The shape by name: CONV_FIELDS or GEMM_FIELDS by the case's kind, then ``layout`` (a conv2d's,
    where not NCHW) and ``dtype`` (where not fp32). One order holds both kinds' keys."""

    M: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    N: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    H: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    W: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    CO: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    CI: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    KH: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    KW: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    stride: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    padding: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    K: int | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    layout: str | Absent = dataclasses.field(default=ABSENT, metadata=driver())
    dtype: str | Absent = dataclasses.field(default=ABSENT, metadata=driver())


class CaseEntry(JsonObject, kind="case"):
    """case.json, and the ``case`` of selection.json and kernel.json."""

    case_id: str
    kind: Literal["conv2d", "gemm"] = dataclasses.field(metadata=driver())
    shape: list[Any]
    params: CaseParams = dataclasses.field(metadata=driver())
    layer: str
    catalog: str
    flops: int

    def check(self) -> None:
        need = CONV_FIELDS if self.kind == "conv2d" else GEMM_FIELDS
        allowed = set(need) | {"layout", "dtype"}
        given = self.params.to_json()
        for name in need:
            if name not in given:
                raise Invalid("params", f"lacks {name!r} (a {self.kind} case's params are {', '.join(need)})")
        for name in given:
            if name not in allowed:
                raise Invalid("params", f"{name!r} is not a {self.kind} case's parameter ({', '.join(need)})")
