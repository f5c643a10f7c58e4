"""Language-model inference profiled with torch.profiler: a model built from its configuration (random
weights, nothing downloaded), fp16 or bf16 on one GPU, random token ids; prefill of N tokens or decode of
M tokens.

The models are named by :data:`artifact.traces.models.MODELS` (the dimensions of the published
checkpoints) or given as a transformers config.json (``ProfileSettings.config``, its content: the run
directory keeps it, so every later phase builds the same model); ``layers`` builds only the first N
decoder layers. Before the model is built on the GPU, its weights are checked against the GPU's free
memory (:func:`artifact.traces.models.check_fits`). A phase is run
once to warm up, once timed without the profiler (``wall_time_ms``: CUDA synchronized before and after)
and once under ``torch.profiler`` with ``record_shapes=True`` (``profiled_wall_time_ms``; the profiler
slows the host), whose Chrome trace is saved for artifact.traces.trace. Decode: the prompt is run
once, outside the timing; each run of the phase is then M greedy single-token steps from a fresh
container over the prompt's key/value tensors (:func:`fresh_cache`: the same tokens decoded again,
nothing copied). :func:`prepare_phase` gives the same run to the whole-model measurement.

torch and transformers are imported inside the functions: importing this module needs neither.
"""

from __future__ import annotations

import contextlib
import copy
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import ArtifactError
from ..measure.torchgpu import require_torch
from ..results.provenance import torch_cudnn
from .models import (
    DTYPES,
    MODELS,
    ModelPlan,
    ModelSpec,
    causal_lm,
    check_dtype,
    check_fits,
    check_name,
    make_config,
    plan_model,
    spec_from_config,
)

PHASES = ("prefill", "decode")


@dataclass(frozen=True)
class ProfileSettings:
    model: str  # a name of MODELS, or the name given to ``config``
    phase: str
    prompt_tokens: int  # the prefill's length; for decode, the prompt before the decoded tokens
    decode_tokens: int = 0
    batch: int = 1
    device: int = 0
    seed: int = 0
    dtype: str = "fp16"  # fp16 | bf16 (artifact.traces.models.DTYPES)
    layers: int = 0  # decoder layers built: the first N; 0: all of them
    config: dict[str, Any] | None = field(default=None, hash=False)  # a config.json's content, else MODELS[model]

    def check(self) -> None:
        if self.config is None and self.model not in MODELS:
            raise ArtifactError(f"unknown model {self.model!r} (known: {', '.join(sorted(MODELS))}; or give a "
                                f"transformers config.json)")
        if self.config is not None:
            check_name(self.model)
            spec_from_config(self.config, f"the configuration of {self.model}")
        check_dtype(self.dtype)
        if self.layers < 0:
            raise ArtifactError(f"layers must be >= 0 (0: all of the model's), got {self.layers}")
        if self.phase not in PHASES:
            raise ArtifactError(f"unknown phase {self.phase!r} (prefill or decode)")
        if self.prompt_tokens < 1 or self.batch < 1 or self.device < 0:
            raise ArtifactError("prompt_tokens and batch must be >= 1, device >= 0")
        if self.phase == "decode" and self.decode_tokens < 1:
            raise ArtifactError("decode needs decode_tokens >= 1")
        if self.phase == "prefill" and self.decode_tokens != 0:
            raise ArtifactError("prefill takes no decode_tokens")

    @property
    def spec(self) -> ModelSpec:
        """The model's configuration: the config.json's, else the built-in table's."""
        if self.config is not None:
            return spec_from_config(self.config, f"the configuration of {self.model}")
        return MODELS[self.model]

    def trace_name(self) -> str:
        """``<model>[-L<layers>]_<phase>_b<batch>_p<prompt>[-d<decoded>][_<dtype>]``, the dtype named when it is
        not fp16."""
        tokens = f"p{self.prompt_tokens}" + (f"-d{self.decode_tokens}" if self.phase == "decode" else "")
        model = self.model + (f"-L{self.layers}" if self.layers else "")
        dtype = "" if self.dtype == "fp16" else f"_{self.dtype}"
        return f"{model}_{self.phase}_b{self.batch}_{tokens}{dtype}.trace.json"


@dataclass(frozen=True)
class ProfileResult:
    trace_path: Path
    wall_time_ms: float
    profiled_wall_time_ms: float
    attention: str  # the attention implementation transformers chose
    parameters: int
    versions: dict[str, str] = field(default_factory=dict)  # torch, transformers, CUDA as torch reports them


def build_model(spec: ModelSpec, device: int, dtype: str = "fp16", layers: int = 0, label: str = "") -> Any:
    """The model from its configuration (its first ``layers`` decoder layers; 0: all), random weights, in
    ``dtype`` (fp16 | bf16), on ``cuda:<device>``, in eval mode."""
    import torch

    check_dtype(dtype)
    config = make_config(spec, layers, label)
    torch_dtype = getattr(torch, DTYPES[dtype])
    previous = torch.get_default_dtype()
    torch.set_default_dtype(torch_dtype)
    try:
        with torch.device(f"cuda:{device}"):
            model = causal_lm(config, label or spec.model_type or spec.config_class, dtype=torch_dtype)
    finally:
        torch.set_default_dtype(previous)
    return model.to(dtype=torch_dtype).eval()


def check_model(settings: ProfileSettings, free_bytes: int | None = None,
                echo: Callable[[str], None] | None = None) -> ModelPlan:
    """The model of ``settings`` counted on the meta device (artifact.traces.models.plan_model) and, with
    ``free_bytes``, its weights checked against them: one line before anything is built on the GPU."""
    plan = plan_model(settings.spec, settings.dtype, settings.layers, settings.model)
    if echo is not None:
        free = f", {free_bytes / 2**30:.1f} GiB free" if free_bytes is not None else ""
        echo(f"model: {settings.model} ({plan.label}), {plan.parameters / 1e9:.3f} G parameters, {settings.dtype}: "
             f"{plan.weight_bytes / 2**30:.2f} GiB of weights{free}")
    if free_bytes is not None:
        check_fits(plan, free_bytes, settings.model)
    return plan


def tensors_in(obj: Any, is_tensor: Callable[[Any], bool]) -> list[Any]:
    """Every object ``is_tensor`` accepts inside ``obj``: through lists, tuples, dicts and attributes."""
    found: list[Any] = []
    seen: set[int] = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if is_tensor(item):
            found.append(item)
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif hasattr(item, "__dict__") and not isinstance(item, type):
            stack.extend(vars(item).values())
    return found


def fresh_cache(saved: Any, is_tensor: Callable[[Any], bool]) -> Any:
    """A copy of a key/value cache whose containers are new and whose tensors are ``saved``'s own.

    Decoding appends to a cache by replacing its tensors (``torch.cat``), never by writing into them:
    a fresh container over the prompt's tensors decodes the same tokens again without copying a byte,
    and in a CUDA graph it reads the prompt's tensors, which ``saved`` keeps alive."""
    memo = {id(t): t for t in tensors_in(saved, is_tensor)}
    return copy.deepcopy(saved, memo)


@dataclass
class Phase:
    """One phase ready to run: ``run()`` enqueues one inference of it on the current stream (decode: the
    decoded tokens from the prompt's cache, the prompt itself already run), with no host synchronization
    of its own."""

    settings: ProfileSettings
    model: Any
    run: Callable[[], None]
    attention: str
    parameters: int
    versions: dict[str, str]


def _torch_and_gpu(what: str) -> Any:
    return require_torch(what, transformers=True)


def prepare_phase(settings: ProfileSettings, what: str = "profiling",
                  echo: Callable[[str], None] | None = None) -> Phase:
    """The model built and its inputs made for ``settings`` (a decode's prompt run once here); first its
    weights checked against the GPU's free memory (:func:`check_model`)."""
    settings.check()
    torch = _torch_and_gpu(what)
    import transformers

    torch.cuda.set_device(settings.device)
    free_bytes, _ = torch.cuda.mem_get_info(settings.device)
    check_model(settings, int(free_bytes), echo)
    torch.manual_seed(settings.seed)
    model = build_model(settings.spec, settings.device, settings.dtype, settings.layers, settings.model)
    vocab = model.config.vocab_size
    ids = torch.randint(0, vocab, (settings.batch, settings.prompt_tokens), device=f"cuda:{settings.device}")
    versions = {"torch": str(torch.__version__), "transformers": str(transformers.__version__),
                "cuda": str(torch.version.cuda), "cudnn": torch_cudnn(torch)}
    attention = str(getattr(model.config, "_attn_implementation", "unknown"))
    params = sum(p.numel() for p in model.parameters())

    if settings.phase == "prefill":
        def run() -> None:
            with torch.inference_mode():
                model(input_ids=ids, use_cache=False)

        return Phase(settings, model, run, attention, params, versions)

    with torch.inference_mode():
        out = model(input_ids=ids, use_cache=True)
    prompt_cache, first = out.past_key_values, out.logits[:, -1:].argmax(-1)
    del out
    torch.cuda.synchronize()

    def decode() -> None:
        _decode(model, fresh_cache(prompt_cache, lambda t: isinstance(t, torch.Tensor)), first,
                settings.decode_tokens)

    return Phase(settings, model, decode, attention, params, versions)


def profile_model(settings: ProfileSettings, out_dir: Path, echo: Callable[[str], None] | None = None) -> ProfileResult:
    """Run and profile one phase (see the module's description); the trace is written under ``out_dir``."""
    phase = prepare_phase(settings, echo=echo)
    import torch
    from torch.profiler import ProfilerActivity, profile

    def timed(fn: Callable[[], None]) -> float:
        torch.cuda.synchronize()
        start = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        return (time.perf_counter() - start) * 1e3

    phase.run()  # warm-up
    wall_ms = timed(phase.run)
    out_dir.mkdir(parents=True, exist_ok=True)
    trace_path = out_dir / settings.trace_name()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=True) as prof:
        profiled_ms = timed(phase.run)
    tmp = trace_path.with_suffix(".tmp")
    prof.export_chrome_trace(str(tmp))
    tmp.replace(trace_path)
    return ProfileResult(trace_path, wall_ms, profiled_ms, phase.attention, phase.parameters, phase.versions)


@contextlib.contextmanager
def device_made_masks() -> Iterator[None]:
    """Within: transformers' eager attention mask made without a copy from the host, so that the model
    can be captured in a CUDA graph.

    transformers' ``eager_mask`` (masking_utils; 5.x up to at least 5.17) turns the boolean mask into an
    additive one with ``torch.where(mask, torch.tensor(0.0, device=mask.device, dtype=dtype), min)``:
    ``torch.tensor`` on a CUDA device copies the 0.0 from pageable host memory (the trace's one ``Memcpy
    HtoD``), and a CUDA graph capture refuses that copy ("Cannot copy between CPU and CUDA tensors during
    CUDA graph capture unless the CPU tensor is pinned"). Within this context the "eager" mask function is
    the same boolean mask (the registered "sdpa" mask, ``allow_is_causal_skip=False``, as eager_mask asks)
    made additive with ``torch.zeros((), device=...)`` (a fill kernel on the GPU instead of the copy), as
    later transformers releases do; the registered function is put back on exit. A transformers without
    the mask registry is left as it is."""
    try:
        from transformers import masking_utils
    except ImportError:
        yield
        return
    interface = getattr(masking_utils, "ALL_MASK_ATTENTION_FUNCTIONS", None)
    if interface is None or "eager" not in interface or "sdpa" not in interface:
        yield
        return
    import torch

    original, boolean_mask = interface["eager"], interface["sdpa"]

    def eager_mask(*args: Any, dtype: Any = torch.float32, **kwargs: Any) -> Any:
        kwargs["allow_is_causal_skip"] = False
        mask = boolean_mask(*args, **kwargs)
        if mask is None:
            return None
        return torch.where(mask, torch.zeros((), device=mask.device, dtype=dtype), torch.finfo(dtype).min)

    interface["eager"] = eager_mask
    try:
        yield
    finally:
        interface["eager"] = original


def _decode(model: Any, past: Any, token: Any, steps: int) -> None:
    """``steps`` greedy single-token steps from the cache ``past`` (the cache grows: its tensors replaced)."""
    import torch

    with torch.inference_mode():
        for _ in range(steps):
            out = model(input_ids=token, past_key_values=past, use_cache=True)
            past, token = out.past_key_values, out.logits[:, -1:].argmax(-1)
