"""Language-model inference profiled with torch.profiler: a model built from its configuration (random
weights, nothing downloaded), fp16 on one GPU, random token ids; prefill of N tokens or decode of M tokens.

The models are named by :data:`MODELS` (the dimensions of the published checkpoints). A phase is run
once to warm up, once timed without the profiler (``wall_time_ms``: CUDA synchronized before and after)
and once under ``torch.profiler`` with ``record_shapes=True`` (``profiled_wall_time_ms``; the profiler
slows the host), whose Chrome trace is saved for artifact.models.trace. Decode: the prompt is run
first, outside the timing, then M single-token steps reuse the key/value cache (greedy next token).

torch and transformers are imported inside the functions: importing this module needs neither.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ArtifactError

PHASES = ("prefill", "decode")


@dataclass(frozen=True)
class ModelSpec:
    """A causal language model's transformers configuration class and the fields that differ from its defaults."""

    config_class: str
    fields: tuple[tuple[str, Any], ...]

    def config_kwargs(self) -> dict[str, Any]:
        return dict(self.fields)


MODELS: dict[str, ModelSpec] = {
    "bloom-560m": ModelSpec("BloomConfig", (
        ("hidden_size", 1024), ("n_layer", 24), ("n_head", 16), ("vocab_size", 250880),
    )),
    # Vicuna-7B is a fine-tuned Llama-7B: the same architecture and dimensions
    "vicuna-7b": ModelSpec("LlamaConfig", (
        ("hidden_size", 4096), ("num_hidden_layers", 32), ("num_attention_heads", 32),
        ("num_key_value_heads", 32), ("intermediate_size", 11008), ("vocab_size", 32000),
        ("max_position_embeddings", 2048), ("rms_norm_eps", 1e-6),
    )),
}


@dataclass(frozen=True)
class ProfileSettings:
    model: str
    phase: str
    prompt_tokens: int  # the prefill's length; for decode, the prompt before the decoded tokens
    decode_tokens: int = 0
    batch: int = 1
    device: int = 0
    seed: int = 0

    def check(self) -> None:
        if self.model not in MODELS:
            raise ArtifactError(f"unknown model {self.model!r} (known: {', '.join(sorted(MODELS))})")
        if self.phase not in PHASES:
            raise ArtifactError(f"unknown phase {self.phase!r} (prefill or decode)")
        if self.prompt_tokens < 1 or self.batch < 1 or self.device < 0:
            raise ArtifactError("prompt_tokens and batch must be >= 1, device >= 0")
        if self.phase == "decode" and self.decode_tokens < 1:
            raise ArtifactError("decode needs decode_tokens >= 1")
        if self.phase == "prefill" and self.decode_tokens != 0:
            raise ArtifactError("prefill takes no decode_tokens")

    def trace_name(self) -> str:
        tokens = f"p{self.prompt_tokens}" + (f"-d{self.decode_tokens}" if self.phase == "decode" else "")
        return f"{self.model}_{self.phase}_b{self.batch}_{tokens}.trace.json"


@dataclass(frozen=True)
class ProfileResult:
    trace_path: Path
    wall_time_ms: float
    profiled_wall_time_ms: float
    attention: str  # the attention implementation transformers chose
    parameters: int


def build_model(spec: ModelSpec, device: int) -> Any:
    """The model from its configuration, random weights, fp16, on ``cuda:<device>``, in eval mode."""
    import torch
    import transformers
    from transformers import AutoModelForCausalLM

    config = getattr(transformers, spec.config_class)(**spec.config_kwargs())
    previous = torch.get_default_dtype()
    torch.set_default_dtype(torch.float16)
    try:
        with torch.device(f"cuda:{device}"):
            model = AutoModelForCausalLM.from_config(config)
    finally:
        torch.set_default_dtype(previous)
    return model.to(dtype=torch.float16).eval()


def profile_model(settings: ProfileSettings, out_dir: Path) -> ProfileResult:
    """Run and profile one phase (see the module's description); the trace is written under ``out_dir``."""
    settings.check()
    try:
        import torch
        from torch.profiler import ProfilerActivity, profile
    except ImportError as exc:
        raise ArtifactError("profiling needs PyTorch with CUDA and transformers (pip install torch transformers)") from exc
    if not torch.cuda.is_available():
        raise ArtifactError("profiling needs a CUDA GPU (torch.cuda.is_available() is false)")
    torch.cuda.set_device(settings.device)
    torch.manual_seed(settings.seed)
    model = build_model(MODELS[settings.model], settings.device)
    vocab = model.config.vocab_size
    ids = torch.randint(0, vocab, (settings.batch, settings.prompt_tokens), device=f"cuda:{settings.device}")

    def run() -> None:
        with torch.inference_mode():
            if settings.phase == "prefill":
                model(input_ids=ids, use_cache=False)
                return
            out = model(input_ids=ids, use_cache=True)
            past, token = out.past_key_values, out.logits[:, -1:].argmax(-1)
            torch.cuda.synchronize()
            _decode(model, past, token, settings.decode_tokens)

    def timed(fn: Any) -> float:
        torch.cuda.synchronize()
        start = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        return (time.perf_counter() - start) * 1e3

    run()  # warm-up
    if settings.phase == "prefill":
        wall_ms = timed(run)
        profiled = run
    else:
        # time and profile the decoded tokens only: the prompt runs before, outside both
        def prepared() -> tuple[Any, Any]:
            with torch.inference_mode():
                out = model(input_ids=ids, use_cache=True)
            return out.past_key_values, out.logits[:, -1:].argmax(-1)

        past, token = prepared()
        wall_ms = timed(lambda: _decode(model, past, token, settings.decode_tokens))
        past, token = prepared()
        profiled = lambda: _decode(model, past, token, settings.decode_tokens)  # noqa: E731
    out_dir.mkdir(parents=True, exist_ok=True)
    trace_path = out_dir / settings.trace_name()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=True) as prof:
        profiled_ms = timed(profiled)
    tmp = trace_path.with_suffix(".tmp")
    prof.export_chrome_trace(str(tmp))
    tmp.replace(trace_path)
    attention = str(getattr(model.config, "_attn_implementation", "unknown"))
    params = sum(p.numel() for p in model.parameters())
    return ProfileResult(trace_path, wall_ms, profiled_ms, attention, params)


def _decode(model: Any, past: Any, token: Any, steps: int) -> None:
    """``steps`` greedy single-token steps from the cache ``past`` (the cache grows in place)."""
    import torch

    with torch.inference_mode():
        for _ in range(steps):
            out = model(input_ids=token, past_key_values=past, use_cache=True)
            past, token = out.past_key_values, out.logits[:, -1:].argmax(-1)
