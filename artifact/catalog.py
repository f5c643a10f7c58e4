"""Case catalogs (artifact/data/catalogs/*.json) and ad-hoc shapes.

A case is one operator shape to tune and measure:

* conv2d: ``[N, H, W, CO, CI, KH, KW, stride, padding]`` (the original scripts' format), NCHW fp32;
  H and W are the input size. Optionally followed by a layout (``NCHW``, ``NHWC``: data [N,H,W,CI],
  kernel [KH,KW,CI,CO], output [N,OH,OW,CO]) and a dtype (below).
* gemm: ``[M, N, K, layout]``, C[M,N] = A[M,K] x op(B), layout NN (B is [K,N]) or NT (B is [N,K]);
  optionally followed by a dtype.

Dtypes (DTYPES): ``fp32`` (the default, left out of the shape), ``fp16`` (fp16 inputs, fp32
accumulation and output: tensor cores), ``fp16-out`` (fp16 inputs, fp32 accumulation, fp16 output).

Cases are named ``case1``..``case7`` in the default catalog (``--case 2`` means ``case2``) and
``<catalog>-<id>`` elsewhere (``resnet50-conv1``); an ad-hoc ``--shape`` gets a name built from its
numbers (``conv2d-1x56x56x64x64x3x3-s1-p1``). A catalog may name groups of its cases (``"groups":
{"<name>": {"description": ..., "cases": [ids]}}``): ``--case <name>`` is every case of the group
(``--catalog gemm --case llm-traces``: the GEMMs of the shipped LLM traces).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from .errors import ArtifactError
from .schema.case import CONV_FIELDS, GEMM_FIELDS  # a case's params by kind, as case.json holds them
from .source import DATA_DIR

CATALOG_DIR = DATA_DIR / "catalogs"
DEFAULT_CATALOG = "default"
GEMM_LAYOUTS = ("NN", "NT")
CONV_LAYOUTS = ("NCHW", "NHWC")
DTYPES = ("fp32", "fp16", "fp16-out")
DEFAULT_DTYPE = "fp32"
# (input dtype, accumulation dtype, output dtype) of each case dtype, as numpy/TVM names
DTYPE_PARTS: dict[str, tuple[str, str, str]] = {
    "fp32": ("float32", "float32", "float32"),
    "fp16": ("float16", "float32", "float32"),
    "fp16-out": ("float16", "float32", "float16"),
}
MAX_BUFFER_ELEMENTS = 2**31 - 1  # TVM's kernels index buffers with 32-bit integers


@dataclass(frozen=True)
class Case:
    """One operator shape. ``params`` holds CONV_FIELDS or GEMM_FIELDS by name."""

    case_id: str
    kind: str  # "conv2d" | "gemm"
    params: dict[str, Any] = field(hash=False)
    layer: str = ""
    catalog: str = ""

    @property
    def shape(self) -> list[Any]:
        """The catalog form: the fields, then the layout/dtype only where they are not the defaults."""
        fields = CONV_FIELDS if self.kind == "conv2d" else GEMM_FIELDS
        out = [self.params[f] for f in fields]
        if self.kind == "conv2d" and (self.layout != "NCHW" or self.dtype != DEFAULT_DTYPE):
            out.append(self.layout)
        if self.dtype != DEFAULT_DTYPE:
            out.append(self.dtype)
        return out

    @property
    def dtype(self) -> str:
        """``fp32``, ``fp16`` or ``fp16-out`` (see DTYPES)."""
        return str(self.params.get("dtype", DEFAULT_DTYPE))

    @property
    def layout(self) -> str:
        """gemm: NN or NT; conv2d: NCHW or NHWC."""
        return str(self.params.get("layout", "NCHW"))

    @property
    def in_dtype(self) -> str:
        return DTYPE_PARTS[self.dtype][0]

    @property
    def out_dtype(self) -> str:
        return DTYPE_PARTS[self.dtype][2]

    @property
    def tensor_core(self) -> bool:
        """fp16 inputs: tuned in MetaSchedule's tensor-core space (artifact.tuning.spaces)."""
        return self.in_dtype == "float16"

    @property
    def out_hw(self) -> tuple[int, int]:
        p = self.params
        oh = (p["H"] + 2 * p["padding"] - p["KH"]) // p["stride"] + 1
        ow = (p["W"] + 2 * p["padding"] - p["KW"]) // p["stride"] + 1
        return oh, ow

    @property
    def flops(self) -> int:
        """Floating-point operations of one run (a multiply-add counts 2)."""
        p = self.params
        if self.kind == "conv2d":
            oh, ow = self.out_hw
            return 2 * p["N"] * p["CO"] * oh * ow * p["CI"] * p["KH"] * p["KW"]
        return 2 * p["M"] * p["N"] * p["K"]

    def buffer_elements(self) -> dict[str, int]:
        """Elements of each buffer (inputs and output), as buffer_specs lays them out."""
        out = {}
        for name, shape, _role, _dtype in buffer_specs(self):
            n = 1
            for d in shape:
                n *= d
            out[name] = n
        return out

    @property
    def buffer_bytes(self) -> int:
        """Bytes on the GPU when measured: the buffers plus the reference output of the gate (float32)."""
        total = 0
        for name, _shape, role, dtype in buffer_specs(self):
            n = self.buffer_elements()[name]
            total += n * DTYPE_BYTES[dtype] + (4 * n if role == "output" else 0)
        return total

    def describe(self) -> str:
        p = self.params
        suffix = "" if self.dtype == DEFAULT_DTYPE else f" {self.dtype}"
        if self.kind == "conv2d":
            oh, ow = self.out_hw
            layout = f" {self.layout}" if self.layout != "NCHW" else ""
            return (f"conv2d N={p['N']} {p['H']}x{p['W']}x{p['CI']} -> {oh}x{ow}x{p['CO']} "
                    f"k{p['KH']}x{p['KW']} s{p['stride']} p{p['padding']}{layout}{suffix}")
        return f"gemm M={p['M']} N={p['N']} K={p['K']} {p['layout']}{suffix}"

    def to_json(self) -> dict[str, Any]:
        return {"case_id": self.case_id, "kind": self.kind, "shape": self.shape, "params": self.params,
                "layer": self.layer, "catalog": self.catalog, "flops": self.flops}

    @staticmethod
    def from_json(obj: dict[str, Any]) -> Case:
        return make_case(obj["case_id"], obj["kind"], obj["shape"], obj.get("layer", ""), obj.get("catalog", ""))


_INT_RE = re.compile(r"[+-]?[0-9]{1,18}")  # ASCII digits only (int() takes "８" and 4300-digit numbers too)


def _int_field(name: str, value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            if isinstance(value, str) and _INT_RE.fullmatch(value.strip()):
                return int(value)
        except ValueError:
            pass
        raise ArtifactError(f"{where}: {name}={value!r} is not an integer")
    return value


def make_case(case_id: str, kind: str, shape: list[Any], layer: str = "", catalog: str = "") -> Case:
    """Build a Case from a catalog entry's shape list, rejecting malformed or impossible shapes."""
    where = f"case {case_id}"
    if kind == "conv2d":
        if not len(CONV_FIELDS) <= len(shape) <= len(CONV_FIELDS) + 2:
            raise ArtifactError(f"{where}: a conv2d shape has {len(CONV_FIELDS)} numbers "
                                f"[{', '.join(CONV_FIELDS)}] (then optionally a layout and a dtype), got {len(shape)}")
        params: dict[str, Any] = {f: _int_field(f, v, where) for f, v in zip(CONV_FIELDS, shape)}
        extra = [str(x) for x in shape[len(CONV_FIELDS):]]
        if extra:
            layout = extra[0].upper()
            if layout not in CONV_LAYOUTS:
                raise ArtifactError(f"{where}: conv2d layout must be {' or '.join(CONV_LAYOUTS)}, got {extra[0]!r}")
            if layout != "NCHW":
                params["layout"] = layout
        _set_dtype(params, extra[1] if len(extra) > 1 else None, where)
        for f in ("N", "H", "W", "CO", "CI", "KH", "KW", "stride"):
            if params[f] <= 0:
                raise ArtifactError(f"{where}: {f} must be positive, got {params[f]}")
        if params["padding"] < 0:
            raise ArtifactError(f"{where}: padding must be >= 0, got {params['padding']}")
        if params["KH"] > params["H"] + 2 * params["padding"] or params["KW"] > params["W"] + 2 * params["padding"]:
            raise ArtifactError(f"{where}: the {params['KH']}x{params['KW']} kernel is larger than the padded "
                                f"{params['H']}x{params['W']} input (padding {params['padding']}): no output")
    elif kind == "gemm":
        if not len(GEMM_FIELDS) <= len(shape) <= len(GEMM_FIELDS) + 1:
            raise ArtifactError(f"{where}: a gemm shape is [M, N, K, layout] or [M, N, K, layout, dtype], got {shape!r}")
        params = {f: _int_field(f, v, where) for f, v in zip(GEMM_FIELDS[:3], shape[:3])}
        for f in ("M", "N", "K"):
            if params[f] <= 0:
                raise ArtifactError(f"{where}: {f} must be positive, got {params[f]}")
        layout = str(shape[3]).upper()
        if layout not in GEMM_LAYOUTS:
            raise ArtifactError(f"{where}: layout must be NN or NT, got {shape[3]!r}")
        params["layout"] = layout
        _set_dtype(params, shape[4] if len(shape) > 4 else None, where)
    else:
        raise ArtifactError(f"{where}: unknown kind {kind!r} (conv2d or gemm)")
    from .validate import safe_name

    safe_name(case_id, "case id")
    case = Case(case_id=case_id, kind=kind, params=params, layer=layer, catalog=catalog)
    for name, n in case.buffer_elements().items():
        if n > MAX_BUFFER_ELEMENTS:
            raise ArtifactError(f"{where}: buffer {name} would hold {n:,} elements, more than the {MAX_BUFFER_ELEMENTS:,} "
                                f"a kernel can index ({4 * n / (1 << 30):,.0f} GiB as float32): choose a smaller shape")
    return case


def _set_dtype(params: dict[str, Any], value: Any, where: str) -> None:
    """Record a non-default dtype in ``params`` (fp32 cases keep exactly the fields they always had)."""
    if value is None:
        return
    dtype = str(value).strip().lower()
    if dtype not in DTYPES:
        raise ArtifactError(f"{where}: dtype must be one of {', '.join(DTYPES)}, got {value!r}")
    if dtype != DEFAULT_DTYPE:
        params["dtype"] = dtype


def catalog_names() -> list[str]:
    return sorted(p.stem for p in CATALOG_DIR.glob("*.json"))


def _catalog_data(name: str) -> tuple[Any, Any]:
    """A catalog's path and its parsed JSON (a one-line error for an unknown or unreadable catalog)."""
    path = CATALOG_DIR / f"{name}.json"
    if name not in catalog_names() or not path.is_file():
        raise ArtifactError(f"unknown catalog {name!r}; catalogs: {', '.join(catalog_names())}")
    try:
        return path, json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ArtifactError(f"catalog {path} is not valid JSON: {exc}") from exc
    except UnicodeDecodeError as exc:
        raise ArtifactError(f"catalog {path} is not UTF-8 text ({exc.reason} at byte {exc.start})") from exc


def load_catalog(name: str) -> list[Case]:
    path, data = _catalog_data(name)
    entries = data.get("cases") if isinstance(data, dict) else None
    if not isinstance(entries, list) or not entries:
        raise ArtifactError(f"catalog {path} has no \"cases\" list (or it is empty)")
    from .validate import safe_name

    cases = []
    seen: set[str] = set()
    for n, entry in enumerate(entries, 1):
        if not isinstance(entry, dict) or not {"id", "kind", "shape"} <= set(entry) or not isinstance(entry["shape"], list):
            raise ArtifactError(f"catalog {path}: case {n} needs \"id\", \"kind\" and a \"shape\" list")
        safe_name(entry["id"], f"catalog {name}: case id")
        case_id = entry["id"] if name == DEFAULT_CATALOG else f"{name}-{entry['id']}"
        if case_id in seen:
            raise ArtifactError(f"catalog {path}: case id {entry['id']!r} appears twice")
        seen.add(case_id)
        cases.append(make_case(case_id, entry["kind"], entry["shape"], str(entry.get("layer", "")), name))
    return cases


def catalog_groups(name: str) -> dict[str, tuple[str, list[str]]]:
    """A catalog's groups of cases (its ``"groups"``, none where it has none): name -> (description, the
    case ids in their catalog form, ``<catalog>-<id>`` in a named catalog). A group that names a case the
    catalog lacks, or whose name is a case's, is a one-line error."""
    path, data = _catalog_data(name)
    groups = data.get("groups", {}) if isinstance(data, dict) else {}
    ids = {c.case_id for c in load_catalog(name)}
    full = (lambda i: i) if name == DEFAULT_CATALOG else (lambda i: f"{name}-{i}")
    if not isinstance(groups, dict):
        raise ArtifactError(f"catalog {path}: \"groups\" is not an object of named groups")
    out: dict[str, tuple[str, list[str]]] = {}
    for group, entry in groups.items():
        cases = entry.get("cases") if isinstance(entry, dict) else None
        if not isinstance(cases, list) or not cases or not all(isinstance(c, str) for c in cases):
            raise ArtifactError(f"catalog {path}: group {group!r} needs a \"cases\" list of case ids")
        missing = [c for c in cases if full(c) not in ids]
        if missing:
            raise ArtifactError(f"catalog {path}: group {group!r} names {missing[0]!r}, not a case of the catalog")
        if full(group) in ids or group in ids:
            raise ArtifactError(f"catalog {path}: group {group!r} has the name of a case")
        out[group] = (str(entry.get("description", "")), [full(c) for c in cases])
    return out


def resolve_cases(spec: str, catalog: str = DEFAULT_CATALOG) -> list[Case]:
    """The cases of a ``--case`` spec: a group of the catalog (its name, or ``<catalog>-<name>``), else the one
    case :func:`resolve_case` finds."""
    spec = spec.strip()
    for group, (_, ids) in catalog_groups(catalog).items():
        if spec in (group, f"{catalog}-{group}"):
            by_id = {c.case_id: c for c in load_catalog(catalog)}
            return [by_id[i] for i in ids]
    return [resolve_case(spec, catalog)]


def resolve_case(spec: str, catalog: str = DEFAULT_CATALOG) -> Case:
    """``2``, ``case2`` (default catalog), ``conv1`` or ``resnet50-conv1`` (named catalogs)."""
    cases = load_catalog(catalog)
    spec = spec.strip()
    wanted = {spec}
    if re.fullmatch(r"[0-9]{1,9}", spec):
        if catalog == DEFAULT_CATALOG:
            wanted.add(f"case{int(spec)}")
        elif 1 <= int(spec) <= len(cases):
            return cases[int(spec) - 1]
    wanted.add(f"{catalog}-{spec}")
    for case in cases:
        if case.case_id in wanted:
            return case
    ids = ", ".join(c.case_id for c in cases[:10]) + (", ..." if len(cases) > 10 else "")
    raise ArtifactError(f"unknown case {spec!r} in catalog {catalog!r} (cases: {ids}; "
                        f"`artifact cases --catalog {catalog}` lists them)")


_SHAPE_RE = re.compile(r"^\s*(conv2d|gemm)\s*:\s*(.*)$", re.IGNORECASE)


def parse_shape(text: str) -> Case:
    """``conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1`` or
    ``gemm:M=1024,N=2048,K=3072,layout=NT``; every field is required, none may repeat. Optional:
    ``dtype=fp32|fp16|fp16-out`` (both kinds) and ``layout=NCHW|NHWC`` (conv2d)."""
    m = _SHAPE_RE.match(text)
    if not m:
        raise ArtifactError(f"malformed --shape {text!r}: expected 'conv2d:N=..,H=..,W=..,CO=..,CI=..,KH=..,KW=..,"
                            f"stride=..,padding=..[,layout=NCHW|NHWC][,dtype=..]' or "
                            f"'gemm:M=..,N=..,K=..,layout=NN|NT[,dtype=fp32|fp16|fp16-out]'")
    kind = m.group(1).lower()
    required = CONV_FIELDS if kind == "conv2d" else GEMM_FIELDS
    fields = required + (("layout", "dtype") if kind == "conv2d" else ("dtype",))
    values: dict[str, str] = {}
    for item in filter(None, (s.strip() for s in m.group(2).split(","))):
        if "=" not in item:
            raise ArtifactError(f"malformed --shape {text!r}: {item!r} is not FIELD=VALUE")
        key, value = (s.strip() for s in item.split("=", 1))
        match = {f.lower(): f for f in fields}.get(key.lower())
        if match is None:
            raise ArtifactError(f"malformed --shape {text!r}: unknown field {key!r} (fields: {', '.join(fields)})")
        if match in values:
            raise ArtifactError(f"malformed --shape {text!r}: {match} given twice")
        values[match] = value
    missing = [f for f in required if f not in values]
    if missing:
        raise ArtifactError(f"malformed --shape {text!r}: missing {', '.join(missing)}")
    shape = [str(int(v)) if _INT_RE.fullmatch(v) else v for v in (values[f] for f in required)]
    dtype = values.get("dtype", DEFAULT_DTYPE).strip().lower()
    if kind == "conv2d":
        n, h, w, co, ci, kh, kw, s, p = shape
        layout = values.get("layout", "NCHW").strip().upper()
        shape += [layout, dtype]
        case_id = f"conv2d-{n}x{h}x{w}x{co}x{ci}x{kh}x{kw}-s{s}-p{p}"
        if layout != "NCHW" or dtype != DEFAULT_DTYPE:
            case_id += f"-{layout.lower()}"
    else:
        mm, nn, kk, layout = shape
        shape.append(dtype)
        case_id = f"gemm-{mm}x{nn}x{kk}-{layout.lower()}"
    if dtype != DEFAULT_DTYPE:
        case_id += f"-{dtype}"
    return make_case(case_id, kind, shape, layer="ad-hoc shape from the command line", catalog="")


def test_mode_cases() -> list[Case]:
    """Test mode (``make reproduce-test``): the first and the last default case."""
    cases = load_catalog(DEFAULT_CATALOG)
    return [cases[0], cases[-1]]


def select_cases(case_specs: tuple[str, ...], catalog: str, shapes: tuple[str, ...], test_mode: bool,
                 all_cases: bool = False) -> list[Case]:
    """The cases a command works on, from its --case/--catalog/--shape/--test-mode/--all options."""
    cases: list[Case] = []
    if test_mode:
        cases += test_mode_cases()
    if all_cases:
        cases += load_catalog(catalog)
    for spec in case_specs:
        for part in filter(None, (s.strip() for s in spec.split(","))):
            cases += resolve_cases(part, catalog)
    cases += [parse_shape(s) for s in shapes]
    if not cases:
        raise ArtifactError("no case given: use --case N (e.g. --case 2), --shape ..., --all or --test-mode")
    unique: dict[str, Case] = {}
    for c in cases:
        unique.setdefault(c.case_id, c)
    return list(unique.values())


DTYPE_BYTES = {"float32": 4, "float16": 2}


def buffer_specs(case: Case) -> list[tuple[str, list[int], str, str]]:
    """(name, shape, role, dtype) of each PrimFunc parameter, in the PrimFunc's order (inputs, then
    output); dtype is a numpy/TVM name (``float32``, ``float16``)."""
    p = case.params
    i, o = case.in_dtype, case.out_dtype
    if case.kind == "conv2d":
        oh, ow = case.out_hw
        if case.layout == "NHWC":
            return [("data", [p["N"], p["H"], p["W"], p["CI"]], "input", i),
                    ("kernel", [p["KH"], p["KW"], p["CI"], p["CO"]], "input", i),
                    ("conv2d_nhwc", [p["N"], oh, ow, p["CO"]], "output", o)]
        return [("data", [p["N"], p["CI"], p["H"], p["W"]], "input", i),
                ("kernel", [p["CO"], p["CI"], p["KH"], p["KW"]], "input", i),
                ("conv2d_nchw", [p["N"], p["CO"], oh, ow], "output", o)]
    b_shape = [p["K"], p["N"]] if p["layout"] == "NN" else [p["N"], p["K"]]
    return [("A", [p["M"], p["K"]], "input", i), ("B", b_shape, "input", i), ("C", [p["M"], p["N"]], "output", o)]
