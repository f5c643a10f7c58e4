"""The models `artifact trace` builds (artifact.traces.models, artifact.traces.profile, `artifact trace
--model/--config/--dtype/--layers`), without torch: the built-in table against the published checkpoints'
parameter counts, config files and their one-line errors, what transformers says of an unknown or
non-causal architecture, the memory check before anything is built, settings in run.json (old runs
too), and the dtype in every record (stand-in torch and transformers: tests/fakes)."""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fakes import fake_torch, fake_transformers

from artifact.errors import ArtifactError
from artifact.traces import models
from artifact.traces import run as tracerun
from artifact.traces.models import MODELS, ModelPlan, check_fits, read_config, spec_from_config
from artifact.traces.profile import ProfileSettings, build_model, check_model

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "models"

# parameters of each checkpoint as published (Hugging Face model pages; equal to what transformers 5.x builds
# from the table on the meta device)
PUBLISHED = {
    "bloom-560m": 559214592, "vicuna-7b": 6738415616, "gpt2": 124439808, "gpt2-medium": 354823168,
    "gpt2-large": 774030080, "gpt2-xl": 1557611200, "opt-125m": 125239296, "opt-1.3b": 1315758080,
    "opt-6.7b": 6658473984, "llama2-7b": 6738415616, "llama2-13b": 13015864320, "llama3-8b": 8030261248,
    "llama3.2-1b": 1235814400, "mistral-7b": 7241732096, "qwen2-0.5b": 494032768, "qwen2-1.5b": 1543714304,
    "qwen2-7b": 7615616512, "phi-2": 2779683840, "phi-3-mini": 3821079552,
}


def parameters(name: str) -> int:
    """The parameters of a table entry, counted from its fields as each architecture lays them out."""
    spec = MODELS[name]
    f = spec.config_kwargs()
    h = f.get("hidden_size", f.get("n_embd"))
    v = f["vocab_size"]
    layers = f.get("num_hidden_layers", f.get("n_layer"))
    if spec.config_class in ("GPT2Config", "BloomConfig"):  # fused qkv, 4h MLP, biases, tied head
        per = 12 * h * h + 13 * h
        positions = f.get("n_positions", 0) * h if spec.config_class == "GPT2Config" else 2 * h  # BLOOM: embedding norm
        return v * h + positions + layers * per + 2 * h
    if spec.config_class == "OPTConfig":  # positions offset by 2, biases everywhere, tied head
        ffn = f["ffn_dim"]
        per = 4 * (h * h + h) + 4 * h + 2 * h * ffn + ffn + h
        return v * h + (f["max_position_embeddings"] + 2) * h + layers * per + 2 * h
    if spec.config_class == "PhiConfig":  # one layer norm a layer, biases, untied head with bias
        inter = f["intermediate_size"]
        per = 2 * h + 4 * (h * h + h) + 2 * h * inter + inter + h
        return v * h + layers * per + 2 * h + v * h + v
    heads, kv = f["num_attention_heads"], f["num_key_value_heads"]
    d = f.get("head_dim", h // heads)
    inter = f["intermediate_size"]
    per = h * heads * d + 2 * h * kv * d + heads * d * h + 3 * h * inter + 2 * h  # Llama, Mistral, Qwen2, Phi-3
    if spec.config_class == "Qwen2Config":
        per += heads * d + 2 * kv * d  # q/k/v biases
    tied = f.get("tie_word_embeddings", False)
    return v * h + layers * per + h + (0 if tied else v * h)


@pytest.mark.parametrize("name", sorted(MODELS))
def test_the_built_in_table_holds_the_published_checkpoints(name: str) -> None:
    assert parameters(name) == PUBLISHED[name]


def test_the_families_and_their_dtypes() -> None:
    classes = {s.config_class for s in MODELS.values()}
    assert {"GPT2Config", "OPTConfig", "LlamaConfig", "MistralConfig", "Qwen2Config", "PhiConfig", "Phi3Config"} <= classes
    assert {n for n, s in MODELS.items() if s.dtype == "bf16"} == {"llama3-8b", "llama3.2-1b", "mistral-7b", "qwen2-0.5b",
                                                                   "qwen2-1.5b", "qwen2-7b", "phi-3-mini"}


# --- config files ------------------------------------------------------------------------------------------


def test_the_shipped_example_configs_read_as_models_not_in_the_table() -> None:
    name, data = read_config(EXAMPLES / "pythia-410m.json")
    assert name == "pythia-410m" and data["model_type"] == "gpt_neox" and name not in MODELS
    assert spec_from_config(data).dtype == "fp16"
    name, data = read_config(EXAMPLES / "gemma-2b.json")
    spec = spec_from_config(data)
    assert name == "gemma-2b" and spec.model_type == "gemma" and spec.dtype == "bf16" and spec.config_class == ""


def test_a_config_json_is_named_after_its_directory_and_loses_its_provenance(tmp_path: Path) -> None:
    d = tmp_path / "My Model (v2)"
    d.mkdir()
    (d / "config.json").write_text(json.dumps({"model_type": "llama", "_name_or_path": "x/y", "dtype": "bfloat16",
                                               "transformers_version": "5.0", "hidden_size": 64}))
    name, data = read_config(d / "config.json")
    assert name == "My-Model-v2" and data == {"model_type": "llama", "dtype": "bfloat16", "hidden_size": 64}
    assert spec_from_config(data).dtype == "bf16"


@pytest.mark.parametrize(("text", "why"), [("{", r"is not JSON \(line 1"), ("[1]", "not a transformers config.json"),
                                           ('{"hidden_size": 4}', "has no model_type")])
def test_bad_config_files_are_one_line(tmp_path: Path, text: str, why: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(ArtifactError, match=why) as exc:
        read_config(path)
    assert "\n" not in str(exc.value)
    with pytest.raises(ArtifactError, match="cannot read the model configuration"):
        read_config(tmp_path / "absent.json")


# --- transformers (stand-in): configurations, the meta-device count, the memory check -----------------------


@pytest.fixture
def fakes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    log: list[str] = []
    torch, _ = fake_torch.make(log)
    monkeypatch.setitem(sys.modules, "torch", torch)
    monkeypatch.setitem(sys.modules, "transformers", fake_transformers.make(log))
    return log


def test_an_unknown_architecture_is_what_transformers_says(fakes: list[str]) -> None:
    spec = spec_from_config({"model_type": "mamba9"})
    with pytest.raises(ArtifactError) as exc:
        models.make_config(spec, 0, "mine.json")
    assert str(exc.value) == ("mine.json: transformers 5.0-fake does not know model_type 'mamba9' (Unrecognized model "
                              "identifier: mamba9); a newer transformers may")


def test_an_architecture_that_is_no_causal_lm_is_one_line(fakes: list[str]) -> None:
    with pytest.raises(ArtifactError, match=r"^bert\.json: not a causal language model for transformers \(Unrecognized "
                                            r"configuration class <class '.*BertConfig'> for this kind of AutoModel: "
                                            r"AutoModelForCausalLM"):
        models.plan_model(spec_from_config({"model_type": "bert"}), "fp16", 0, "bert.json")


def test_a_configuration_transformers_refuses_is_one_line(fakes: list[str]) -> None:
    with pytest.raises(ArtifactError, match="LlamaConfig refuses it: hidden_size must be positive"):
        models.make_config(spec_from_config({"model_type": "llama", "hidden_size": -1}), 0, "neg.json")


def test_fewer_layers_through_the_attribute_map_and_the_layer_types(fakes: list[str]) -> None:
    config = models.make_config(MODELS["gpt2-medium"], 3)
    assert config.n_layer == 3 and config.num_hidden_layers == 3
    qwen = models.make_config(spec_from_config({"model_type": "qwen2", "num_hidden_layers": 4,
                                                "layer_types": ["full_attention"] * 4}), 2)
    assert qwen.layer_types == ["full_attention"] * 2
    with pytest.raises(ArtifactError, match="has 24 decoder layers: --layers 30 is more"):
        models.make_config(MODELS["gpt2-medium"], 30, "gpt2-medium")


def test_the_plan_counts_the_model_and_one_layer_on_the_meta_device(fakes: list[str]) -> None:
    spec = spec_from_config({"model_type": "llama", "hidden_size": 1024, "num_hidden_layers": 8, "vocab_size": 1000})
    plan = models.plan_model(spec, "bf16", 2, "toy")
    assert plan == ModelPlan("CausalLM, 2 of 8 decoder layers", 2, 8, 1000 * 1024 + 2 * 12 * 1024**2, 12 * 1024**2, "bf16")
    assert "device meta" in fakes and "from_config LlamaConfig layers=2 dtype=bfloat16" in fakes


def test_too_large_for_the_gpu_says_so_with_the_layers_that_fit() -> None:
    plan = ModelPlan("LlamaForCausalLM, 40 of 40 decoder layers", 40, 40, 13_000_000_000, 300_000_000, "fp16")
    check_fits(plan, 40 * 2**30, "llama2-13b")  # 24.2 GiB of weights in 90 % of 40 GiB: fits
    with pytest.raises(ArtifactError) as exc:
        check_fits(plan, 20 * 2**30, "llama2-13b")
    text = str(exc.value)
    assert text.startswith("llama2-13b is too large for this GPU: 13.00 G parameters x 2 bytes (fp16) = 24.2 GiB of "
                           "weights against 20.0 GiB free (90% usable); --layers ")
    fit = int(text.split("--layers ")[1].split()[0])
    rest = 13_000_000_000 - 40 * 300_000_000
    assert (rest + fit * 300_000_000) * 2 <= 0.9 * 20 * 2**30 < (rest + (fit + 1) * 300_000_000) * 2
    with pytest.raises(ArtifactError, match="even one decoder layer does not fit"):
        check_fits(plan, 2**30, "llama2-13b")


def test_check_model_says_the_model_then_refuses_it_before_it_is_built(fakes: list[str]) -> None:
    settings = ProfileSettings(model="toy", phase="prefill", prompt_tokens=8, dtype="bf16",
                               config={"model_type": "llama", "hidden_size": 4096, "num_hidden_layers": 32,
                                       "vocab_size": 32000})
    lines: list[str] = []
    with pytest.raises(ArtifactError, match="toy is too large for this GPU"):
        check_model(settings, 4 * 2**30, lines.append)
    assert lines == ["model: toy (CausalLM, 32 of 32 decoder layers), 6.574 G parameters, bf16: 12.24 GiB of weights, "
                     "4.0 GiB free"]
    assert not any(x.startswith("device cuda") for x in fakes)  # nothing built on the GPU
    plan = check_model(replace(settings, layers=2), 4 * 2**30)
    assert plan.layers == 2


def test_the_model_is_built_in_its_dtype_on_the_gpu(fakes: list[str]) -> None:
    model = build_model(MODELS["qwen2-0.5b"], 1, "bf16", 3, "qwen2-0.5b")
    assert model.layers == 3 and model.dtype == "bfloat16"
    assert "device cuda:1" in fakes and "from_config Qwen2Config layers=3 dtype=bfloat16" in fakes
    assert fakes[-1] == "model.to bfloat16" and "default dtype float32" in fakes  # the default put back


# --- settings, run names, run.json ---------------------------------------------------------------------------


def test_run_names_carry_layers_and_a_dtype_other_than_fp16() -> None:
    s = ProfileSettings(model="llama3-8b", phase="decode", prompt_tokens=128, decode_tokens=32, dtype="bf16", layers=4)
    assert s.trace_name() == "llama3-8b-L4_decode_b1_p128-d32_bf16.trace.json"
    assert ProfileSettings(model="bloom-560m", phase="prefill", prompt_tokens=512).trace_name() == \
        "bloom-560m_prefill_b1_p512.trace.json"  # as before: the shipped runs keep their names


@pytest.mark.parametrize(("changes", "why"), [({"model": "gpt5"}, "unknown model 'gpt5'"), ({"dtype": "fp8"}, "unknown dtype"),
                                              ({"layers": -1}, "layers must be >= 0"),
                                              ({"model": "a b", "config": {"model_type": "llama"}}, "letters, digits"),
                                              ({"model": "x", "config": {"hidden": 1}}, "has no model_type")])
def test_bad_settings_are_one_line(changes: dict[str, Any], why: str) -> None:
    with pytest.raises(ArtifactError, match=why):
        replace(ProfileSettings(model="gpt2", phase="prefill", prompt_tokens=8), **changes).check()


def test_an_old_run_json_without_dtype_layers_or_config_loads_as_fp16(tmp_path: Path) -> None:
    old = {"model": "bloom-560m", "phase": "prefill", "prompt_tokens": 16, "decode_tokens": 0, "batch": 1, "device": 0,
           "seed": 0}
    settings = tracerun.settings_from_json(old, tmp_path / "run.json")
    assert (settings.dtype, settings.layers, settings.config) == ("fp16", 0, None)
    with pytest.raises(ArtifactError, match="settings must have the fields"):
        tracerun.settings_from_json({**old, "precision": "fp8"}, tmp_path / "run.json")
    with pytest.raises(ArtifactError, match=r"run.json: unknown dtype 'fp8'"):
        tracerun.settings_from_json({**old, "dtype": "fp8"}, tmp_path / "run.json")


def test_a_config_run_keeps_the_config_and_dtype_in_run_json(tmp_path: Path) -> None:
    from test_trace_run import fake_profile

    _, data = read_config(EXAMPLES / "gemma-2b.json")
    settings = ProfileSettings(model="gemma-2b", phase="prefill", prompt_tokens=16, dtype="bf16", config=data)
    lines: list[str] = []
    info = tracerun.profile_run(settings, tmp_path, profile=fake_profile(), echo=lines.append)
    saved = json.loads(info.dirs.run_json.read_text())["settings"]
    assert saved["dtype"] == "bf16" and saved["config"]["model_type"] == "gemma" and saved["layers"] == 0
    assert info.dirs.root.name == "gemma-2b_prefill_b1_p16_bf16" and tracerun.load_run(info.dirs.root).settings == settings
    assert lines[0].startswith("profile: gemma-2b prefill, prompt 16 tokens, bf16 -> ")


def test_the_whole_model_is_measured_in_the_runs_dtype(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    from test_trace_run import fake_profile

    from artifact.measure.inprocess import GraphPoint
    from artifact.traces import profile

    log: list[str] = []
    torch, _ = fake_torch.make(log)
    monkeypatch.setitem(sys.modules, "torch", torch)
    settings = ProfileSettings(model="qwen2-0.5b", phase="prefill", prompt_tokens=16, dtype="bf16")
    info = tracerun.profile_run(settings, tmp_path, profile=fake_profile(), echo=lambda _: None)
    seen: dict[str, Any] = {}

    def measure_callable(fn, stream, runs, options, meta, point, cold_idle):
        seen.update(meta=meta, point=point)
        return {"time_per_launch_ms": 1.0, "energy_per_launch_mj": 2.0}

    monkeypatch.setattr(tracerun, "_inprocess", lambda: SimpleNamespace(
        GraphPoint=GraphPoint, measure_idle=lambda: {}, measure_callable=measure_callable))
    monkeypatch.setattr(profile, "prepare_phase", lambda s, what, echo=None: SimpleNamespace(
        run=lambda: None, versions={"torch": "x"}))
    tracerun.whole_run(info.dirs.root, ("eager",), echo=lambda _: None)
    assert seen["point"].math_mode == "bf16" and seen["point"].input_dtype == "bfloat16"
    assert seen["meta"]["model_dtype"] == "bf16" and seen["point"].description["dtype"] == "bf16"


# --- `artifact trace` options ------------------------------------------------------------------------------


def _cli_settings(monkeypatch: pytest.MonkeyPatch, cli, *args: str) -> Any:
    from artifact.traces import cli as cli_trace

    seen: dict[str, Any] = {}

    def fake_profile_run(settings, results, echo):
        seen["settings"] = settings
        raise ArtifactError("stop here")

    monkeypatch.setattr(tracerun, "profile_run", fake_profile_run)
    monkeypatch.setattr(cli_trace, "_on_gpu", lambda gpu, results, wait: _device())
    r = cli("trace", "profile", *args)
    return r, seen.get("settings")


class _device:
    def __enter__(self) -> int:
        return 0

    def __exit__(self, *exc: object) -> None:
        return None


def test_trace_config_takes_the_configs_dtype_unless_told(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    r, s = _cli_settings(monkeypatch, cli, "--config", str(EXAMPLES / "gemma-2b.json"), "--layers", "4")
    assert "stop here" in r.output and (s.model, s.dtype, s.layers, s.config["num_hidden_layers"]) == ("gemma-2b", "bf16", 4, 18)
    r, s = _cli_settings(monkeypatch, cli, "--config", str(EXAMPLES / "gemma-2b.json"), "--dtype", "fp16")
    assert s.dtype == "fp16"
    r, s = _cli_settings(monkeypatch, cli, "--model", "llama3.2-1b")
    assert (s.model, s.dtype, s.config) == ("llama3.2-1b", "bf16", None)
    r, s = _cli_settings(monkeypatch, cli)
    assert (s.model, s.dtype) == ("bloom-560m", "fp16")


@pytest.mark.parametrize(("args", "why"), [
    (("--model", "gpt2", "--config", str(EXAMPLES / "gemma-2b.json")), "give --model (a built-in model) or --config"),
    (("--config", "/no/such/config.json"), "cannot read the model configuration /no/such/config.json"),
    (("--model", "gpt5"), "'gpt5' is not one of"),
    (("--dtype", "fp32"), "'fp32' is not one of"),
    (("--layers", "0"), "0 is not in the range"),
])
def test_trace_option_errors_are_said_before_the_gpu(cli, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...],
                                                      why: str) -> None:
    r, s = _cli_settings(monkeypatch, cli, *args)
    assert r.exit_code != 0 and why in r.output and s is None
