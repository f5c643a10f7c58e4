"""A stand-in for the transformers calls artifact.traces.models makes, for CPU tests: configuration classes
that keep their fields (``num_hidden_layers`` through GPT-2's ``n_layer`` as transformers' attribute_map
does), CONFIG_MAPPING by model_type, AutoConfig.for_model's error for an unknown one, and
AutoModelForCausalLM.from_config building a model whose parameters are counted from the configuration
(embeddings vocab x hidden, 12 hidden^2 a decoder layer). Installed into sys.modules by a test."""

from __future__ import annotations

import types
from typing import Any


class Config:
    model_type = ""
    attribute_map: dict[str, str] = {}

    def __init__(self, **kwargs: Any) -> None:
        if kwargs.get("hidden_size", 1) <= 0:
            raise ValueError("hidden_size must be positive. It was given as a negative number")
        for key, value in {"hidden_size": 64, "num_hidden_layers": 4, "vocab_size": 100, **kwargs}.items():
            setattr(self, key, value)

    def __setattr__(self, key: str, value: Any) -> None:
        super().__setattr__(self.attribute_map.get(key, key), value)

    def __getattr__(self, key: str) -> Any:
        mapped = type(self).attribute_map.get(key)
        if mapped is None:
            raise AttributeError(key)
        return getattr(self, mapped)


class LlamaConfig(Config):
    model_type = "llama"


class Qwen2Config(Config):
    model_type = "qwen2"


class GPT2Config(Config):
    model_type = "gpt2"
    attribute_map = {"num_hidden_layers": "n_layer", "hidden_size": "n_embd"}

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**{"n_layer": 12, "n_embd": 768, **kwargs})


class BertConfig(Config):
    model_type = "bert"


class Param:
    def __init__(self, n: int) -> None:
        self.n = n

    def numel(self) -> int:
        return self.n


class CausalLM:
    def __init__(self, config: Config, dtype: Any, log: list[str]) -> None:
        self.config, self.dtype, self.log = config, dtype, log
        self.layers = int(config.num_hidden_layers)

    def parameters(self) -> list[Param]:
        h = int(self.config.hidden_size)
        return [Param(int(self.config.vocab_size) * h)] + [Param(12 * h * h) for _ in range(self.layers)]

    def to(self, dtype: Any = None) -> CausalLM:
        self.log.append(f"model.to {dtype}")
        return self

    def eval(self) -> CausalLM:
        return self


def make(log: list[str]) -> types.ModuleType:
    tf = types.ModuleType("transformers")
    tf.__version__ = "5.0-fake"  # type: ignore[attr-defined]
    classes = {c.model_type: c for c in (LlamaConfig, Qwen2Config, GPT2Config, BertConfig)}
    for c in classes.values():
        setattr(tf, c.__name__, c)
    tf.CONFIG_MAPPING = dict(classes)  # type: ignore[attr-defined]

    def for_model(model_type: str, **kwargs: Any) -> Config:
        if model_type not in classes:
            raise ValueError(f"Unrecognized model identifier: {model_type}. Should contain one of "
                             f"{', '.join(classes)}")
        return classes[model_type](**kwargs)

    def from_config(config: Config, dtype: Any = None) -> CausalLM:
        if isinstance(config, BertConfig):
            raise ValueError(f"Unrecognized configuration class {type(config)} for this kind of AutoModel: "
                             f"AutoModelForCausalLM.\nModel type should be one of LlamaConfig, Qwen2Config.")
        log.append(f"from_config {type(config).__name__} layers={config.num_hidden_layers} dtype={dtype}")
        return CausalLM(config, dtype, log)

    tf.AutoConfig = types.SimpleNamespace(for_model=for_model)  # type: ignore[attr-defined]
    tf.AutoModelForCausalLM = types.SimpleNamespace(from_config=from_config)  # type: ignore[attr-defined]
    return tf
