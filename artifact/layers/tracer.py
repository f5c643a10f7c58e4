"""Any torch model as a pipeline: the model traced with ``torch.export`` and its graph's operations mapped to
layers (:mod:`artifact.layers.traced`).

Sources (``artifact layers --pipeline ...``; :func:`parse_source` needs no torch):

* ``torchvision:NAME``: any torchvision classification model (``torchvision.models.list_models(module=
  torchvision.models)``), built with ``weights=None`` (random weights, nothing downloaded) on PyTorch's
  ``meta`` device (no memory, no computation) and traced on a ``[batch, 3, 224, 224]`` input;
* ``module:callable`` (``my_models:build`` imported from the current directory or the Python path, or
  ``path/to/file.py:build``): a function of yours returning ``(model, example_input)``, the input a
  tensor or a tuple of tensors; a function with a ``batch`` parameter is called with ``--batch``.

Why ``torch.export`` (non-strict): it records every operation of one forward pass at the ATen level, the
functions called in a module's ``forward`` (ResNet's residual ``add``, the squeeze-and-excitation ``mul``,
ViT's attention) as well as the modules, with each tensor's shape and dtype and the module that ran
it, without running any kernel (fake tensors); non-strict mode runs the model's Python as Python, so
data-independent control flow, asserts and helper calls are traced as they run. Forward hooks see
modules only (no residual adds, no functional attention); ``torch.fx.symbolic_trace`` stops at the
first Python branch that reads a tensor and records module calls rather than the ATen operations that
launch the kernels. A model torch.export cannot trace is one line with torch's reason.

Each node of the exported graph becomes a JSON node record (:func:`graph_records`), the form the
tests record real traces in (tests/data/layers/) and :func:`artifact.layers.traced.pipeline_from_nodes`
reads. torch and torchvision are imported inside the functions.
"""

from __future__ import annotations

import difflib
import importlib
import importlib.util
import inspect
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ArtifactError
from .traced import COPY_IF_CAST, COPY_IF_STRIDED, Traced, op_name, pipeline_from_nodes

TORCHVISION = "torchvision"
IMAGE = 224  # the input size of torchvision's classification models built without weights
TRACER = "torch.export (non-strict)"
_SPEC_HELP = "a shipped pipeline, torchvision:NAME or module:callable (module a Python module or a .py file)"


@dataclass(frozen=True)
class Source:
    """Where a traced pipeline's model comes from: ``torchvision:NAME`` or ``module:callable``."""

    text: str
    module: str  # "torchvision", a module's dotted name, or a .py file's path
    attr: str  # the torchvision model's name or the callable's

    @property
    def is_torchvision(self) -> bool:
        return self.module == TORCHVISION

    @property
    def name(self) -> str:
        """The pipeline's name: ``torchvision.<model>`` or ``<module or file stem>.<callable>``."""
        stem = Path(self.module).stem if self.module.endswith(".py") else self.module
        return f"{stem}.{self.attr}"


def parse_source(text: str) -> Source:
    """``torchvision:NAME`` or ``module:callable`` (the last ``:`` splits them), or a one-line error."""
    module, sep, attr = text.rpartition(":")
    if not sep or not module or not attr:
        raise ArtifactError(f"--pipeline {text!r}: not {_SPEC_HELP}")
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", attr):
        raise ArtifactError(f"--pipeline {text!r}: {attr!r} is not a Python name")
    if not module.endswith(".py") and not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*", module):
        raise ArtifactError(f"--pipeline {text!r}: {module!r} is neither a Python module's name nor a .py file")
    return Source(text, module, attr)


# --- torch: everything below imports it inside the function --------------------------------------------


def _torch() -> Any:
    try:
        import torch
    except ImportError as exc:
        raise ArtifactError("tracing a model needs PyTorch (pip install torch torchvision)") from exc
    return torch


def _dtype_name(dtype: Any) -> str:
    return str(dtype).removeprefix("torch.")


def _meta(torch: Any, value: Any) -> Any:
    """A traced value as JSON: a tensor's shape, dtype and contiguity; a list of them; a number; else its repr."""
    if hasattr(value, "shape") and hasattr(value, "dtype"):
        return {"shape": [int(v) for v in value.shape], "dtype": _dtype_name(value.dtype),
                "contiguous": bool(value.is_contiguous())}
    if isinstance(value, (list, tuple)):
        return [_meta(torch, v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    try:
        return int(value)  # a symbolic size with a hint
    except (TypeError, ValueError):
        return repr(value)


def _arg(torch: Any, value: Any) -> Any:
    if isinstance(value, torch.fx.Node):
        out = _meta(torch, value.meta.get("val"))
        return {"node": value.name, **out} if isinstance(out, dict) else {"node": value.name, "value": out}
    if isinstance(value, (list, tuple)):
        return [_arg(torch, v) for v in value]
    if isinstance(value, dict):
        return {str(k): _arg(torch, v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return _dtype_name(value) if isinstance(value, torch.dtype) else str(value)


def _target(target: Any) -> str:
    if hasattr(target, "_schema") or type(target).__name__ in ("OpOverload", "OpOverloadPacket"):
        return str(target)
    return f"{getattr(target, '__module__', '')}.{getattr(target, '__name__', str(target))}".lstrip(".")


def module_path(path: Any) -> str:
    """``layer1.0.conv1``, also from the forms dynamo writes (``L['self'].layer1[0].conv1``, ``L__self___layer1``)."""
    text = str(path)
    text = re.sub(r"^L\['self'\]\.?", "", text)
    text = re.sub(r"\[(\d+)\]", r".\1", text)
    text = re.sub(r"\[['\"]([^'\"]+)['\"]\]", r".\1", text)
    return text.strip(".")


def type_name(module_type: Any) -> str:
    """A module's class as a dotted name, whether the graph holds the class or its name."""
    if isinstance(module_type, type):
        return f"{module_type.__module__}.{module_type.__qualname__}"
    return str(module_type)


def _is_view(torch: Any, node: Any) -> bool | None:
    """Whether the node's output shares the memory of its first argument (a reshape that could be a view:
    no kernel; one that could not: a copy), where torch can tell (fake tensors track their storage)."""
    first = node.args[0] if node.args else None
    out = node.meta.get("val")
    if not isinstance(first, torch.fx.Node) or not hasattr(out, "shape"):
        return None
    try:
        return bool(torch._C._is_alias_of(out, first.meta.get("val")))
    except (AttributeError, RuntimeError, TypeError):
        return None


def graph_records(torch: Any, graph: Any) -> list[dict[str, Any]]:
    """One JSON record per ``call_function`` node of an exported graph, in execution order
    (artifact.layers.traced describes the form): the operation, the innermost module that ran it, the
    arguments (tensors as shapes, dtypes and contiguity), the output and, for an operation that copies
    only when it must (reshape, contiguous, to), whether its output is a view of its input."""
    out = []
    for node in graph.nodes:
        if node.op != "call_function":
            continue
        stack = node.meta.get("nn_module_stack") or {}
        module, module_type = ("", "")
        if stack:
            module, module_type = list(stack.values())[-1]
        record = {"name": node.name, "target": _target(node.target), "module": module_path(module),
                  "module_type": type_name(module_type), "args": [_arg(torch, a) for a in node.args],
                  "kwargs": {str(k): _arg(torch, v) for k, v in node.kwargs.items()},
                  "out": _meta(torch, node.meta.get("val"))}
        if op_name(record["target"])[0].rstrip("_") in COPY_IF_STRIDED | COPY_IF_CAST:
            view = _is_view(torch, node)
            if view is not None:
                record["view"] = view
        out.append(record)
    return out


def export_records(model: Any, inputs: tuple[Any, ...], what: str) -> list[dict[str, Any]]:
    """The node records of one forward pass of ``model`` on ``inputs`` (eval mode), traced by torch.export."""
    torch = _torch()
    model.eval()
    try:
        with torch.no_grad():
            program = torch.export.export(model, inputs, strict=False)
    except Exception as exc:  # torch.export raises many kinds; each is the model's, said in one line
        first = " ".join(str(exc).split())[:300] or type(exc).__name__
        raise ArtifactError(f"{what}: torch.export could not trace the model ({type(exc).__name__}: {first})") from exc
    return graph_records(torch, program.graph)


def torchvision_names() -> list[str]:
    import torchvision

    return sorted(torchvision.models.list_models(module=torchvision.models))


def check_torchvision_name(name: str) -> None:
    """A one-line error where torchvision has no classification model ``name`` (with the closest names)."""
    try:
        import torchvision
    except ImportError as exc:
        raise ArtifactError("torchvision:NAME needs torchvision (pip install torchvision)") from exc
    names = torchvision_names()
    if name not in names:
        close = difflib.get_close_matches(name, names, n=3)
        hint = f"did you mean {', '.join(close)}?" if close else "torchvision.models.list_models() lists them"
        raise ArtifactError(f"torchvision {torchvision.__version__} has no classification model {name!r} ({hint})")


def torchvision_model(name: str, batch: int, device: str = "meta") -> tuple[Any, tuple[Any, ...]]:
    """torchvision's classification model ``name`` (random weights, eval mode) and a random
    ``[batch, 3, 224, 224]`` input, on ``device``."""
    torch = _torch()
    check_torchvision_name(name)
    import torchvision

    with torch.device(device):
        model = torchvision.models.get_model(name, weights=None).eval()
        x = torch.randn(batch, 3, IMAGE, IMAGE)
    return model, (x,)


def load_callable(source: Source) -> Callable[..., Any]:
    """The function ``source`` names, imported from its module or file (a one-line error otherwise)."""
    if source.module.endswith(".py"):
        path = Path(source.module)
        if not path.is_file():
            raise ArtifactError(f"--pipeline {source.text}: no file {path}")
        spec = importlib.util.spec_from_file_location(f"artifact_user_{path.stem}", path)
        if spec is None or spec.loader is None:
            raise ArtifactError(f"--pipeline {source.text}: {path} cannot be imported")
        module = importlib.util.module_from_spec(spec)
        try:
            spec.loader.exec_module(module)
        except Exception as exc:  # the user's module: any error of theirs, in one line
            raise ArtifactError(f"--pipeline {source.text}: importing {path} failed: {type(exc).__name__}: {exc}") from exc
    else:
        if "" not in sys.path and str(Path.cwd()) not in sys.path:
            sys.path.insert(0, str(Path.cwd()))  # as `python -m` does: the current directory's modules
        try:
            module = importlib.import_module(source.module)
        except ImportError as exc:
            raise ArtifactError(f"--pipeline {source.text}: cannot import {source.module} ({exc})") from exc
    fn = getattr(module, source.attr, None)
    if not callable(fn):
        raise ArtifactError(f"--pipeline {source.text}: {source.module} has no function {source.attr}")
    return fn  # type: ignore[no-any-return]


def user_model(source: Source, batch: int) -> tuple[Any, tuple[Any, ...]]:
    """The (model, inputs) the user's function returns: called with ``batch=`` where it takes one, else
    with no argument (then ``batch`` must be 1: the example input sets it)."""
    torch = _torch()
    fn = load_callable(source)
    try:
        takes_batch = "batch" in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        takes_batch = False
    if batch != 1 and not takes_batch:
        raise ArtifactError(f"--pipeline {source.text}: --batch {batch} needs a function with a batch parameter "
                            f"({source.attr} takes none: its example input sets the batch)")
    try:
        result = fn(batch=batch) if takes_batch else fn()
    except Exception as exc:  # the user's function: any error of theirs, in one line
        raise ArtifactError(f"--pipeline {source.text}: {source.attr}() failed: {type(exc).__name__}: {exc}") from exc
    if not isinstance(result, tuple) or len(result) != 2:
        raise ArtifactError(f"--pipeline {source.text}: {source.attr}() must return (model, example_input)")
    model, example = result
    inputs = example if isinstance(example, tuple) else (example,)
    if not isinstance(model, torch.nn.Module):
        raise ArtifactError(f"--pipeline {source.text}: {source.attr}() returned a {type(model).__name__}, "
                            f"not a torch.nn.Module, as its model")
    if not inputs or not all(isinstance(t, torch.Tensor) for t in inputs):
        raise ArtifactError(f"--pipeline {source.text}: the example input must be a tensor or a tuple of tensors")
    return model, inputs


def source_model(source: Source, batch: int, device: str = "meta") -> tuple[Any, tuple[Any, ...]]:
    """The model and inputs of ``source`` (torchvision's on ``device``; the user's where their function
    puts them)."""
    return torchvision_model(source.attr, batch, device) if source.is_torchvision else user_model(source, batch)


def trace(source: Source, batch: int, dtype: str) -> Traced:
    """The pipeline of ``source``'s model at ``batch``, its layers in ``dtype``. A torchvision model is
    traced on the meta device, or on the CPU where its code needs real tensors (e.g. RegNet's)."""
    what = f"--pipeline {source.text}"
    if source.is_torchvision:
        check_torchvision_name(source.attr)
        try:
            model, inputs = torchvision_model(source.attr, batch, "meta")
            nodes = export_records(model, inputs, what)
        except Exception:  # code that needs real tensors (RegNet computes its widths with torch): on the CPU
            model, inputs = torchvision_model(source.attr, batch, "cpu")
            nodes = export_records(model, inputs, what)
    else:
        model, inputs = user_model(source, batch)
        nodes = export_records(model, inputs, what)
    batch_of = int(inputs[0].shape[0]) if inputs[0].dim() else 1
    params: dict[str, int] = {"batch": batch_of}
    if source.is_torchvision:
        params["image"] = IMAGE
    shapes = ", ".join("x".join(str(v) for v in t.shape) for t in inputs)
    description = f"{source.text} traced with {TRACER}, input {shapes}, {dtype}"  # the records name torch's version
    return pipeline_from_nodes(nodes, source.name, description, dtype, params, source.text)
