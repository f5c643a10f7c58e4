"""The causal language models `artifact trace` builds: the built-in table (:data:`MODELS`, the dimensions of
the published checkpoints' config.json files) or a transformers ``config.json`` of the user's
(:func:`read_config`), always with random weights (nothing is downloaded), in fp16 or bf16, all of
their decoder layers or the first ``layers`` of them.

Before a model is built on the GPU, :func:`plan_model` builds it on PyTorch's ``meta`` device (no memory,
no computation) to count its parameters and those of one decoder layer; :func:`check_fits` compares
the weights (parameters x bytes) with the GPU's free memory and says, in one line, how many layers
``--layers`` could keep. Errors are one line: a config file that is not JSON or has no ``model_type``,
a ``model_type`` that the installed transformers does not know (its own words), a configuration that
is not a causal language model.

torch and transformers are imported inside the functions: importing this module needs neither.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ArtifactError

DTYPES = {"fp16": "float16", "bf16": "bfloat16"}  # the dtypes a model is built in -> torch's names
DTYPE_BYTES = {"fp16": 2, "bf16": 2}
WEIGHTS_SHARE_OF_FREE = 0.9  # the weights may take this share of the free memory; the rest is left for
# activations, the key/value cache and a CUDA graph's memory pool
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


@dataclass(frozen=True)
class ModelSpec:
    """A causal language model's transformers configuration: its class (``config_class``, a name in the
    transformers package) or, for a config.json, its ``model_type`` (transformers' CONFIG_MAPPING finds
    the class); the fields that differ from the class's defaults; the dtype its checkpoints ship in."""

    config_class: str
    fields: tuple[tuple[str, Any], ...]
    dtype: str = "fp16"
    model_type: str = ""

    def config_kwargs(self) -> dict[str, Any]:
        return dict(self.fields)


def _rope_llama3(factor: float, original: int) -> dict[str, Any]:
    return {"rope_type": "llama3", "factor": factor, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
            "original_max_position_embeddings": original}


# The published config.json of each checkpoint (Hugging Face model pages), the fields that set the compute
# and the parameters: widths, layers, heads, key/value heads, vocabulary, positions, norms, rotary settings.
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
    # GPT-2 (openai-community/gpt2, -medium, -large, -xl): learned positions, tanh GELU, fp32 checkpoints
    "gpt2": ModelSpec("GPT2Config", (
        ("n_embd", 768), ("n_layer", 12), ("n_head", 12), ("n_positions", 1024), ("vocab_size", 50257),
    )),
    "gpt2-medium": ModelSpec("GPT2Config", (
        ("n_embd", 1024), ("n_layer", 24), ("n_head", 16), ("n_positions", 1024), ("vocab_size", 50257),
    )),
    "gpt2-large": ModelSpec("GPT2Config", (
        ("n_embd", 1280), ("n_layer", 36), ("n_head", 20), ("n_positions", 1024), ("vocab_size", 50257),
    )),
    "gpt2-xl": ModelSpec("GPT2Config", (
        ("n_embd", 1600), ("n_layer", 48), ("n_head", 25), ("n_positions", 1024), ("vocab_size", 50257),
    )),
    # OPT (facebook/opt-125m, -1.3b, -6.7b): pre-LayerNorm, ReLU, learned positions, fp16 checkpoints
    "opt-125m": ModelSpec("OPTConfig", (
        ("hidden_size", 768), ("num_hidden_layers", 12), ("num_attention_heads", 12), ("ffn_dim", 3072),
        ("word_embed_proj_dim", 768), ("vocab_size", 50272), ("max_position_embeddings", 2048),
    )),
    "opt-1.3b": ModelSpec("OPTConfig", (
        ("hidden_size", 2048), ("num_hidden_layers", 24), ("num_attention_heads", 32), ("ffn_dim", 8192),
        ("word_embed_proj_dim", 2048), ("vocab_size", 50272), ("max_position_embeddings", 2048),
    )),
    "opt-6.7b": ModelSpec("OPTConfig", (
        ("hidden_size", 4096), ("num_hidden_layers", 32), ("num_attention_heads", 32), ("ffn_dim", 16384),
        ("word_embed_proj_dim", 4096), ("vocab_size", 50272), ("max_position_embeddings", 2048),
    )),
    # Llama 2 (meta-llama/Llama-2-7b-hf, -13b-hf): fp16 checkpoints
    "llama2-7b": ModelSpec("LlamaConfig", (
        ("hidden_size", 4096), ("intermediate_size", 11008), ("num_hidden_layers", 32),
        ("num_attention_heads", 32), ("num_key_value_heads", 32), ("vocab_size", 32000),
        ("max_position_embeddings", 4096), ("rms_norm_eps", 1e-5),
    )),
    "llama2-13b": ModelSpec("LlamaConfig", (
        ("hidden_size", 5120), ("intermediate_size", 13824), ("num_hidden_layers", 40),
        ("num_attention_heads", 40), ("num_key_value_heads", 40), ("vocab_size", 32000),
        ("max_position_embeddings", 4096), ("rms_norm_eps", 1e-5),
    )),
    # Llama 3 (meta-llama/Meta-Llama-3-8B, Llama-3.2-1B): grouped-query attention, bf16 checkpoints
    "llama3-8b": ModelSpec("LlamaConfig", (
        ("hidden_size", 4096), ("intermediate_size", 14336), ("num_hidden_layers", 32),
        ("num_attention_heads", 32), ("num_key_value_heads", 8), ("vocab_size", 128256),
        ("max_position_embeddings", 8192), ("rms_norm_eps", 1e-5), ("rope_theta", 500000.0),
    ), "bf16"),
    "llama3.2-1b": ModelSpec("LlamaConfig", (
        ("hidden_size", 2048), ("intermediate_size", 8192), ("num_hidden_layers", 16),
        ("num_attention_heads", 32), ("num_key_value_heads", 8), ("head_dim", 64), ("vocab_size", 128256),
        ("max_position_embeddings", 131072), ("rms_norm_eps", 1e-5), ("rope_theta", 500000.0),
        ("rope_scaling", _rope_llama3(32.0, 8192)), ("tie_word_embeddings", True),
    ), "bf16"),
    # Mistral 7B (mistralai/Mistral-7B-v0.1): grouped-query attention, 4096-token sliding window, bf16
    "mistral-7b": ModelSpec("MistralConfig", (
        ("hidden_size", 4096), ("intermediate_size", 14336), ("num_hidden_layers", 32),
        ("num_attention_heads", 32), ("num_key_value_heads", 8), ("vocab_size", 32000),
        ("max_position_embeddings", 32768), ("rms_norm_eps", 1e-5), ("rope_theta", 10000.0),
        ("sliding_window", 4096),
    ), "bf16"),
    # Qwen2 (Qwen/Qwen2-0.5B, -1.5B, -7B): grouped-query attention, q/k/v biases, bf16 checkpoints
    "qwen2-0.5b": ModelSpec("Qwen2Config", (
        ("hidden_size", 896), ("intermediate_size", 4864), ("num_hidden_layers", 24),
        ("num_attention_heads", 14), ("num_key_value_heads", 2), ("vocab_size", 151936),
        ("max_position_embeddings", 131072), ("rms_norm_eps", 1e-6), ("rope_theta", 1000000.0),
        ("tie_word_embeddings", True),
    ), "bf16"),
    "qwen2-1.5b": ModelSpec("Qwen2Config", (
        ("hidden_size", 1536), ("intermediate_size", 8960), ("num_hidden_layers", 28),
        ("num_attention_heads", 12), ("num_key_value_heads", 2), ("vocab_size", 151936),
        ("max_position_embeddings", 131072), ("rms_norm_eps", 1e-6), ("rope_theta", 1000000.0),
        ("tie_word_embeddings", True),
    ), "bf16"),
    "qwen2-7b": ModelSpec("Qwen2Config", (
        ("hidden_size", 3584), ("intermediate_size", 18944), ("num_hidden_layers", 28),
        ("num_attention_heads", 28), ("num_key_value_heads", 4), ("vocab_size", 152064),
        ("max_position_embeddings", 131072), ("rms_norm_eps", 1e-6), ("rope_theta", 1000000.0),
        ("tie_word_embeddings", False),
    ), "bf16"),
    # Phi-2 (microsoft/phi-2): parallel attention and MLP, partial rotary, fp16 checkpoints
    "phi-2": ModelSpec("PhiConfig", (
        ("hidden_size", 2560), ("intermediate_size", 10240), ("num_hidden_layers", 32),
        ("num_attention_heads", 32), ("num_key_value_heads", 32), ("vocab_size", 51200),
        ("max_position_embeddings", 2048), ("partial_rotary_factor", 0.4), ("layer_norm_eps", 1e-5),
        ("hidden_act", "gelu_new"), ("rope_theta", 10000.0),
    )),
    # Phi-3-mini (microsoft/Phi-3-mini-4k-instruct): fused qkv and gate/up projections, bf16 checkpoints
    "phi-3-mini": ModelSpec("Phi3Config", (
        ("hidden_size", 3072), ("intermediate_size", 8192), ("num_hidden_layers", 32),
        ("num_attention_heads", 32), ("num_key_value_heads", 32), ("vocab_size", 32064),
        ("max_position_embeddings", 4096), ("original_max_position_embeddings", 4096), ("rms_norm_eps", 1e-5),
        ("rope_theta", 10000.0), ("sliding_window", 2047),
    ), "bf16"),
}

# the keys of a config.json that say where it came from, not what the model is
_PROVENANCE_KEYS = ("_name_or_path", "transformers_version")
_DTYPE_OF = {"bfloat16": "bf16", "float16": "fp16"}


def config_dtype(config: dict[str, Any]) -> str:
    """The dtype a config.json says its checkpoint ships in (``dtype`` or ``torch_dtype``): bf16 or fp16;
    fp16 for float32 checkpoints and where it says none."""
    value = config.get("dtype", config.get("torch_dtype"))
    return _DTYPE_OF.get(str(value), "fp16")


def config_name(path: Path) -> str:
    """The model's name for a config file: the file's name without ``.json``, or its directory's name for
    ``config.json``; characters other than letters, digits, ``.``, ``_`` and ``-`` become ``-``."""
    stem = path.parent.resolve().name if path.name == "config.json" else path.name.removesuffix(".json")
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", stem).strip("-.")
    if not name or not _NAME.match(name):
        raise ArtifactError(f"{path}: cannot name a model after this file; rename it (letters, digits, ., _, -)")
    return name


def read_config(path: Path) -> tuple[str, dict[str, Any]]:
    """(the model's name, the config as a JSON object) of a transformers config.json, or a one-line error."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ArtifactError(f"cannot read the model configuration {path}: {exc.strerror or exc}") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ArtifactError(f"{path} is not JSON (line {exc.lineno}: {exc.msg}): give a transformers "
                            f"config.json") from exc
    check_config(data, str(path))
    return config_name(path), {k: v for k, v in data.items() if k not in _PROVENANCE_KEYS}


def check_config(data: Any, where: str) -> None:
    if not isinstance(data, dict):
        raise ArtifactError(f"{where} is not a transformers config.json (a JSON object)")
    if not isinstance(data.get("model_type"), str) or not data["model_type"]:
        raise ArtifactError(f"{where} has no model_type: not a transformers config.json (it names the "
                            f"architecture, e.g. \"llama\")")


def spec_from_config(data: dict[str, Any], where: str = "the configuration") -> ModelSpec:
    """The ModelSpec of a config.json's content (``model_type`` picks the configuration class)."""
    check_config(data, where)
    fields = tuple((k, v) for k, v in data.items() if k != "model_type")
    return ModelSpec("", fields, config_dtype(data), model_type=str(data["model_type"]))


def check_name(name: str) -> None:
    if not _NAME.match(name):
        raise ArtifactError(f"model name {name!r}: letters, digits, ., _ and - only")


def check_dtype(dtype: str) -> None:
    if dtype not in DTYPES:
        raise ArtifactError(f"unknown dtype {dtype!r} (known: {', '.join(DTYPES)})")


# --- transformers: everything below imports it inside the function -------------------------------------


def _first_sentence(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    head = text.split(". ")[0]
    return head.rstrip(".") if head else type(exc).__name__


def make_config(spec: ModelSpec, layers: int = 0, where: str = "") -> Any:
    """The transformers configuration of ``spec``, with only its first ``layers`` decoder layers (0: all).
    An architecture transformers does not know, or more layers than the model has: one line."""
    import transformers

    label = where or spec.model_type or spec.config_class
    if spec.model_type:
        try:
            cls = transformers.CONFIG_MAPPING[spec.model_type]
        except KeyError:
            try:
                transformers.AutoConfig.for_model(spec.model_type)
            except (KeyError, ValueError) as exc:
                said = _first_sentence(exc)
            else:  # pragma: no cover - CONFIG_MAPPING and AutoConfig agree
                said = f"no configuration class for {spec.model_type!r}"
            raise ArtifactError(f"{label}: transformers {transformers.__version__} does not know model_type "
                                f"{spec.model_type!r} ({said}); a newer transformers may") from None
    else:
        cls = getattr(transformers, spec.config_class)
    try:
        config = cls(**spec.config_kwargs())
    except (TypeError, ValueError) as exc:
        raise ArtifactError(f"{label}: transformers' {cls.__name__} refuses it: {_first_sentence(exc)}") from exc
    if layers:
        total = int(config.num_hidden_layers)
        if layers > total:
            raise ArtifactError(f"{label} has {total} decoder layers: --layers {layers} is more")
        config.num_hidden_layers = layers
        kinds = getattr(config, "layer_types", None)
        if isinstance(kinds, list) and len(kinds) > layers:
            config.layer_types = kinds[:layers]
    return config


def causal_lm(config: Any, label: str, **kwargs: Any) -> Any:
    """``AutoModelForCausalLM.from_config(config, **kwargs)``; a configuration that is no causal language
    model is one line with transformers' words."""
    from transformers import AutoModelForCausalLM

    try:
        return AutoModelForCausalLM.from_config(config, **kwargs)
    except ValueError as exc:
        if "Unrecognized configuration class" in str(exc):
            raise ArtifactError(f"{label}: not a causal language model for transformers "
                                f"({_first_sentence(exc)})") from exc
        raise


@dataclass(frozen=True)
class ModelPlan:
    """What a model built from a configuration holds, counted on the meta device."""

    label: str  # the model class and its layers, e.g. "LlamaForCausalLM, 32 of 32 decoder layers"
    layers: int  # decoder layers built
    total_layers: int  # decoder layers of the configuration
    parameters: int  # of the model as it will be built
    layer_parameters: int  # of one decoder layer
    dtype: str

    @property
    def weight_bytes(self) -> int:
        return self.parameters * DTYPE_BYTES[self.dtype]

    @property
    def layer_bytes(self) -> int:
        return self.layer_parameters * DTYPE_BYTES[self.dtype]


def _meta_parameters(torch: Any, config: Any, label: str, dtype: Any) -> tuple[int, str]:
    with torch.device("meta"):
        model = causal_lm(config, label, dtype=dtype)
    return sum(p.numel() for p in model.parameters()), type(model).__name__


def plan_model(spec: ModelSpec, dtype: str, layers: int = 0, where: str = "") -> ModelPlan:
    """The model's parameters and one decoder layer's, counted by building it on the meta device (nothing
    allocated) with ``layers`` decoder layers (0: all) and with one and two."""
    import copy

    import torch

    check_dtype(dtype)
    label = where or spec.model_type or spec.config_class
    config = make_config(spec, layers, label)
    total = int(make_config(spec, 0, label).num_hidden_layers)
    torch_dtype = getattr(torch, DTYPES[dtype])
    params, cls = _meta_parameters(torch, copy.deepcopy(config), label, torch_dtype)
    one, _ = _meta_parameters(torch, make_config(spec, 1, label), label, torch_dtype)
    per_layer = one
    if total >= 2:
        two, _ = _meta_parameters(torch, make_config(spec, 2, label), label, torch_dtype)
        per_layer = two - one
    built = int(config.num_hidden_layers)
    return ModelPlan(f"{cls}, {built} of {total} decoder layers", built, total, params, per_layer, dtype)


def _gib(n: float) -> str:
    return f"{n / 2**30:.1f} GiB"


def check_fits(plan: ModelPlan, free_bytes: int, name: str) -> None:
    """The weights (parameters x bytes) within WEIGHTS_SHARE_OF_FREE of the GPU's free memory, else one line
    with the number of decoder layers (``--layers``) that would fit."""
    room = WEIGHTS_SHARE_OF_FREE * free_bytes
    if plan.weight_bytes <= room:
        return
    rest = plan.weight_bytes - plan.layers * plan.layer_bytes  # embeddings, head, final norm
    fit = math.floor((room - rest) / plan.layer_bytes) if plan.layer_bytes > 0 else 0
    hint = (f"--layers {fit} builds {fit} of its {plan.total_layers} decoder layers (the kernels of each "
            f"layer are the same)" if fit >= 1 else "even one decoder layer does not fit")
    raise ArtifactError(f"{name} is too large for this GPU: {plan.parameters / 1e9:.2f} G parameters x "
                        f"{DTYPE_BYTES[plan.dtype]} bytes ({plan.dtype}) = {_gib(plan.weight_bytes)} of weights "
                        f"against {_gib(free_bytes)} free ({WEIGHTS_SHARE_OF_FREE:.0%} usable); {hint}")
