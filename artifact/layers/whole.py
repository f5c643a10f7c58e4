"""A whole model measured end to end, as a CUDA graph and eagerly, against the sum of its layers.

What is measured per pipeline (random weights, nothing downloaded; torch, torchvision and transformers are
imported inside the functions that build models):

* ``resnet18``, ``resnet50``, ``mobilenet_v3_small``, ``efficientnet_b0``, ``vit_b16``: the torchvision
  model (``torchvision.models.get_model(name, weights=None)``, ``vit_b16`` is ``vit_b_16``) in eval mode,
  in the pipeline's dtype, on a random ``[batch, 3, image, image]`` input: one inference.
* ``resnet50_tuned``: torchvision's ResNet-50 as above (in channels_last for fp16), each conv module
  that has a tuned kernel replaced by that kernel's launch (:func:`artifact.layers.tuned.swap_convs`,
  every kernel gated first; the output's relative difference from the same model with cuDNN's
  convolutions is recorded as ``meta.output_rel_diff_vs_cudnn``), measured beside its cuDNN twin;
* a traced pipeline (``--pipeline torchvision:NAME`` or ``module:callable``, :mod:`artifact.layers.tracer`):
  the model its source builds (torchvision's with random weights; the user's function called again), in
  eval mode, in the pipeline's dtype (its floating-point inputs too), on its example input: one inference;
* ``opt66b_prefill``: ONE ``OPTDecoderLayer`` (transformers) at OPT-66B dimensions, from an
  ``OPTConfig`` built here (hidden 9216, 72 heads, FFN 36864, ReLU, pre-LN, SDPA attention, causal
  without a mask), on a random ``[batch, seq_len, 9216]`` prompt. The model's 64 layers are 64 repeats
  of it: measuring 64 x one layer would say nothing more, so the whole of this pipeline is one decoder
  layer and its sum of layers is the pipeline's phases with their counts divided by 64
  (:func:`whole_unit`).

Two ways of running the whole (``mode``):

* ``graph``: ``unroll`` forward passes captured in one CUDA graph (after warm-up calls on a side stream)
  and measured by :func:`artifact.measure.inprocess.measure_graph`: no host overhead, no launch gaps.
* ``eager``: the forward pass as PyTorch runs it, called by the protocol
  (:func:`artifact.measure.inprocess.measure_callable`): the host's launch overhead and the gaps it
  leaves between kernels are in the time and the energy.

Whole against sum (:func:`artifact.layers.aggregate.whole_vs_sum`): the whole's time and energy per
inference over the sequential sum of its layers, each measured alone in its own graph. A ratio above 1
comes from launch gaps (eager) and from what a layer measured alone does not see (its inputs produced
by the previous layer, L2 contents evicted by it); below 1 from a layer alone in a hot L2 being cheaper
than in the model, or from the model's own fusions (none in eval-mode torchvision models without
``torch.compile``). Idle power is in both totals (board energy) unless the above-idle energies are taken.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..atomic import read_json, write_json
from ..errors import ArtifactError
from ..measure.driver import DriverOptions
from ..measure.inprocess import GraphPoint, measure_callable, measure_graph
from ..measure.torchgpu import _math_mode, _torch, capture, graph_exec_handle
from .aggregate import LayerMeasurement, WholeVsSum, whole_vs_sum
from .architectures import OPT66B
from .layer import TORCH_DTYPES, math_mode
from .pipelines import CHANNELS_LAST, Pipeline

TORCHVISION = {"resnet18": "resnet18", "resnet50": "resnet50", "mobilenet_v3_small": "mobilenet_v3_small",
               "efficientnet_b0": "efficientnet_b0", "vit_b16": "vit_b_16", "resnet50_tuned": "resnet50"}
OPT_PREFILL = "opt66b_prefill"
WHOLE_PIPELINES = (*TORCHVISION, OPT_PREFILL)
MODES = ("graph", "eager")
DEFAULT_WHOLE_UNROLL = 1  # forward passes per graph launch: a forward is ~1 ms, the launch ~10 us
WARMUP_CALLS = 3


def has_whole(pipeline: Pipeline) -> bool:
    """A whole model exists for ``pipeline``: a shipped one of WHOLE_PIPELINES, or a traced model."""
    return pipeline.name in WHOLE_PIPELINES or bool(pipeline.source)


def check_pipeline(pipeline: Pipeline) -> None:
    if not has_whole(pipeline):
        raise ArtifactError(f"no whole model for pipeline {pipeline.name!r} (whole models: {', '.join(WHOLE_PIPELINES)}, "
                            f"and traced ones: torchvision:NAME, module:callable)")


def whole_unit(pipeline: Pipeline) -> Pipeline:
    """The part of ``pipeline`` that one whole measurement runs: the pipeline itself, or for OPT prefill
    one decoder layer (every count divided by the pipeline's ``layers``)."""
    check_pipeline(pipeline)
    if pipeline.name != OPT_PREFILL:
        return pipeline
    n = dict(pipeline.params).get("layers", OPT66B["layers"])
    odd = [p.name for p in pipeline.phases if p.count % n]
    if odd:
        raise ArtifactError(f"{pipeline.name}: phase {odd[0]} does not repeat once per decoder layer ({n} layers)")
    phases = tuple(replace(p, count=p.count // n) for p in pipeline.phases)
    return replace(pipeline, name=f"{pipeline.name}.layer", description=f"one decoder layer of {pipeline.description}",
                   phases=phases)


def whole_record_path(out_dir: Path, mode: str) -> Path:
    """``<out_dir>/whole-<mode>.json``, beside the layer records (whose names start with their kind)."""
    if mode not in MODES:
        raise ArtifactError(f"whole mode must be one of {', '.join(MODES)}, not {mode!r}")
    return out_dir / f"whole-{mode}.json"


def describe(pipeline: Pipeline) -> dict[str, Any]:
    """What one whole run is (``workload.description`` of its record)."""
    params = dict(pipeline.params)
    dtype = pipeline.phases[0].layer.dtype
    if pipeline.source:
        out: dict[str, Any] = {"model": pipeline.source, "unit": "one inference", "batch": params.get("batch"),
                               "dtype": dtype, "traced": True}
        if "image" in params:
            out["input"] = [params["batch"], 3, params["image"], params["image"]]
        return out
    if pipeline.name == OPT_PREFILL:
        return {"model": "transformers.models.opt.modeling_opt.OPTDecoderLayer", "unit": "one decoder layer",
                "config": {k: OPT66B[k] for k in ("hidden", "heads", "ffn")},
                "input": [params["batch"], params["seq_len"], OPT66B["hidden"]], "dtype": dtype}
    image = params.get("image", 224)
    out = {"model": f"torchvision.models.{TORCHVISION[pipeline.name]}", "unit": "one inference",
           "input": [params["batch"], 3, image, image], "dtype": dtype}
    if pipeline.memory_format:
        out["memory_format"] = pipeline.memory_format
    return out


# --- torch: everything below imports it inside the function --------------------------------------------


def _opt_layer() -> Any:
    try:
        from transformers import OPTConfig
        from transformers.models.opt.modeling_opt import OPTDecoderLayer
    except ImportError as exc:
        raise ArtifactError("the OPT decoder layer needs transformers (pip install transformers)") from exc
    # SDPA attention: causal when no mask is given and q_len > 1 (the prompt attends to itself)
    config = OPTConfig(hidden_size=OPT66B["hidden"], num_attention_heads=OPT66B["heads"], ffn_dim=OPT66B["ffn"],
                       num_hidden_layers=1, activation_function="relu", do_layer_norm_before=True, dropout=0.0,
                       attention_dropout=0.0, attn_implementation="sdpa")
    try:
        layer = OPTDecoderLayer(config, layer_idx=0)
    except TypeError:  # releases whose layer takes the config only
        layer = OPTDecoderLayer(config)
    return layer


def build(pipeline: Pipeline, seed: int = 0) -> tuple[Any, tuple[Any, ...]]:
    """The model (random weights, eval mode, on the GPU in the pipeline's dtype) and its random inputs."""
    check_pipeline(pipeline)
    torch = _torch()
    dtype = getattr(torch, TORCH_DTYPES[pipeline.phases[0].layer.dtype])
    torch.manual_seed(seed)
    if pipeline.source:
        from .tracer import parse_source, source_model

        model, inputs = source_model(parse_source(pipeline.source), int(dict(pipeline.params).get("batch", 1)),
                                     device="cpu")
        model = model.eval().to(device="cuda", dtype=dtype)
        return model, tuple(t.to(device="cuda", dtype=dtype) if t.is_floating_point() else t.to(device="cuda")
                            for t in inputs)
    shape = describe(pipeline)["input"]
    if pipeline.name == OPT_PREFILL:
        model = _opt_layer()
    else:
        try:
            import torchvision
        except ImportError as exc:
            raise ArtifactError("whole CNN and ViT models need torchvision (pip install torchvision)") from exc
        model = torchvision.models.get_model(TORCHVISION[pipeline.name], weights=None)
    model = model.eval().to(device="cuda", dtype=dtype)
    x = torch.randn(shape, device="cuda", dtype=dtype)
    if pipeline.memory_format == CHANNELS_LAST:
        model = model.to(memory_format=torch.channels_last)
        x = x.contiguous(memory_format=torch.channels_last)
    return model, (x,)


# The relative L2 difference above which the model with tuned convolutions is not measured: each conv is
# gated at 6e-4 or less (fp16 out), so a difference this large is a kernel wired wrong in the model.
MAX_TUNED_OUTPUT_DIFF = 0.1


def check_tuned_output(name: str, diff: float) -> float:
    """``diff`` (the tuned model's output against cuDNN's, relative L2), or a one-line error where it is NaN
    or above :data:`MAX_TUNED_OUTPUT_DIFF`."""
    if diff != diff:
        raise ArtifactError(f"{name}: the model with the tuned convolutions gave NaN")
    if diff > MAX_TUNED_OUTPUT_DIFF:
        raise ArtifactError(f"{name}: the model with the tuned convolutions differs from cuDNN's by {diff:.3g} "
                            f"(relative L2), more than {MAX_TUNED_OUTPUT_DIFF:g}: a kernel is wired wrong in the model; "
                            "not measured")
    return diff


def make_forward(pipeline: Pipeline, seed: int = 0, kernels: Mapping[str, Any] | None = None) -> Callable[[], Any]:
    """A zero-argument forward pass of the whole (its model and input held by the closure), no autograd.
    ``kernels`` (layer key -> :class:`artifact.layers.tuned.TunedKernel`): those conv layers run their
    tuned kernel; ``forward.info`` then says how many, and the output's relative L2 difference from the
    same model's with cuDNN's convolutions (the same weights and input)."""
    torch = _torch()
    model, inputs = build(pipeline, seed)
    info: dict[str, str] = {}
    if kernels:
        from .tuned import swap_convs

        with torch.inference_mode():
            ref = model(*inputs).double()
        info["tuned_convs"] = str(swap_convs(model, inputs, pipeline, kernels))
        with torch.inference_mode():
            out = model(*inputs).double()
        diff = check_tuned_output(pipeline.name, float(torch.linalg.vector_norm(out - ref) / torch.linalg.vector_norm(ref)))
        info["output_rel_diff_vs_cudnn"] = f"{diff:.3g}"
        info["kernels"] = ",".join(sorted(k.label for k in kernels.values()))

    def forward() -> Any:
        with torch.inference_mode():
            return model(*inputs)

    forward.info = info  # type: ignore[attr-defined]
    return forward


def _point(pipeline: Pipeline, mode: str, tf32: bool) -> GraphPoint:
    dtype = pipeline.phases[0].layer.dtype
    torch_dtype = TORCH_DTYPES[dtype]
    return GraphPoint(point_id=f"whole-{mode}", case_id=pipeline.name, kind=f"whole-{mode}",
                      math_mode=math_mode(dtype, tf32),
                      input_dtype=torch_dtype, output_dtype=torch_dtype, description=describe(pipeline))


def measure_whole(pipeline: Pipeline, mode: str, unroll: int = DEFAULT_WHOLE_UNROLL, options: DriverOptions | None = None,
                  tf32: bool = False, cold_idle: Mapping[str, Any] | None = None, seed: int = 0,
                  kernels: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The in-process record of one whole run of ``pipeline`` (per inference; OPT: per decoder layer),
    ``mode`` graph (``unroll`` forwards per graph launch) or eager (one forward per call); ``kernels``:
    the tuned convolutions it runs (:func:`make_forward`; ``meta.implementation`` tuned)."""
    whole_record_path(Path("."), mode)  # the mode's check
    torch = _torch()
    forward = make_forward(pipeline, seed, kernels)
    stream = torch.cuda.current_stream()
    meta = {"torch": str(torch.__version__), "mode": mode}
    if kernels:
        meta.update(implementation="tuned", **getattr(forward, "info", {}))
    with _math_mode(tf32 and pipeline.phases[0].layer.dtype == "fp32"):
        if mode == "graph":
            graph = capture(forward, unroll)
            meta["unroll"] = str(unroll)
            record = measure_graph(graph_exec_handle(graph), stream.cuda_stream, unroll, options, meta,
                                   point=_point(pipeline, mode, tf32), cold_idle=cold_idle)
            del graph
        else:
            for _ in range(WARMUP_CALLS):  # lazy initialization and algorithm choice before the protocol
                forward()
            torch.cuda.synchronize()
            record = measure_callable(forward, stream.cuda_stream, 1, options, meta,
                                      point=_point(pipeline, mode, tf32), cold_idle=cold_idle)
    del forward
    return record


# --- records beside the layer records, and the comparison ------------------------------------------------

WholeMeasureFn = Callable[[Pipeline, str], Mapping[str, Any]]


def measure_wholes(pipeline: Pipeline, out_dir: Path, modes: tuple[str, ...] = MODES,
                   unroll: int = DEFAULT_WHOLE_UNROLL, options: DriverOptions | None = None, tf32: bool = False,
                   measure: WholeMeasureFn | None = None, echo: Callable[[str], None] = print) -> list[Path]:
    """Measure the whole of ``pipeline`` in each mode and write ``<out_dir>/whole-<mode>.json`` atomically;
    a mode already recorded is skipped (resumable). ``measure`` replaces :func:`measure_whole` (tests)."""
    check_pipeline(pipeline)
    paths = [whole_record_path(out_dir, m) for m in modes]
    if measure is None:
        def measure(pipe: Pipeline, mode: str) -> Mapping[str, Any]:
            return measure_whole(pipe, mode, unroll, options, tf32)
    for mode, path in zip(modes, paths):
        if path.is_file():
            record = read_json(path, f"whole record of {pipeline.name}")
            if not isinstance(record, dict) or record.get("id") != f"whole-{mode}":
                raise ArtifactError(f"{path} is not a whole-{mode} record; remove it to measure again")
            echo(f"whole ({mode}): recorded, skipped")
            continue
        echo(f"whole ({mode}): {describe(pipeline)['unit']} of {pipeline.name}")
        record = dict(measure(pipeline, mode))
        if record.get("id") != f"whole-{mode}":
            raise ArtifactError(f"the whole {mode} measurement returned a record of {record.get('id')!r}")
        write_json(path, record)
    return paths


def compare(pipeline: Pipeline, layer_records: Mapping[str, Mapping[str, Any]], whole_record: Mapping[str, Any],
            idle_accounting: bool = True) -> WholeVsSum:
    """Whole against the sum of its layers (:func:`whole_unit`'s counts), from records."""
    unit = whole_unit(pipeline)
    layers = {k: LayerMeasurement.from_record(r, k) for k, r in layer_records.items()}
    whole = LayerMeasurement.from_record(whole_record, f"whole record of {pipeline.name}")
    return whole_vs_sum(unit, layers, whole, idle_accounting)
