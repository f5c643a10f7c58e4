"""The layer shapes of the shipped pipelines, derived from the architectures' papers (inference, eager
order: every conv is followed by its batch norm and activation as separate layers, as in torchvision).

* ResNet-18/50: He et al., "Deep Residual Learning for Image Recognition", CVPR 2016, Table 1;
  torchvision's v1.5 (stride on the bottleneck's 3x3 conv; 1x1 downsample conv + BN on the shortcut).
* MobileNetV3-Small: Howard et al., "Searching for MobileNetV3", ICCV 2019, Table 2 (torchvision's
  config: SE squeeze channels = make_divisible(expanded / 4, 8), hardsigmoid gate).
* EfficientNet-B0: Tan & Le, "EfficientNet: Rethinking Model Scaling for CNNs", ICML 2019, Table 1
  (MBConv with SE squeeze = max(1, block input channels / 4), SiLU, sigmoid gate).
* RepLKNet-31B: Ding et al., "Scaling Up Your Kernels to 31x31", CVPR 2022 (channels 128/256/512/1024,
  blocks 2/2/18/2, kernels 31/29/27/13, FFN ratio 4; deployed form: the small 5x5 kernel merged
  into the large depthwise one, which then has a bias and no BN).
* ViT-B/16: Dosovitskiy et al., "An Image is Worth 16x16 Words", ICLR 2021, Table 1 (hidden 768,
  12 layers, 12 heads, MLP 3072; 196 patches + the class token = 197 tokens).
* OPT-66B: Zhang et al., "OPT: Open Pre-trained Transformer Language Models", 2022, Table 1 (hidden
  9216, 72 heads, 64 layers, FFN 4 x 9216 = 36864, pre-LayerNorm, ReLU, separate q/k/v projections).
  Only the decoder layers (times 64); embeddings and the LM head are left out.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..atomic import write_json
from ..errors import ArtifactError
from .pipelines import PIPELINE_DIR, Pipeline, PipelineBuilder

NUM_CLASSES = 1000


def _out(size: int, kernel: int, stride: int, padding: int) -> int:
    return (size + 2 * padding - kernel) // stride + 1


def _make_divisible(v: float, divisor: int = 8) -> int:
    """torchvision's _make_divisible: round to a multiple of 8, not below 90 % of v."""
    new_v = max(divisor, int(v + divisor / 2) // divisor * divisor)
    return new_v + divisor if new_v < 0.9 * v else new_v


class _Cnn:
    """A CNN's forward pass on one activation tensor [n, c, h, w], recording layers as it goes."""

    def __init__(self, b: PipelineBuilder, n: int, c: int, hw: int) -> None:
        self.b, self.n, self.c, self.hw = b, n, c, hw

    def conv(self, name: str, co: int, k: int, stride: int = 1, groups: int = 1, padding: int | None = None,
             norm: bool = True, act: str = "") -> None:
        pad = (k - 1) // 2 if padding is None else padding
        self.b.add(name, "conv2d", (self.n, self.hw, self.hw, self.c, co, k, k, stride, pad, groups))
        self.c, self.hw = co, _out(self.hw, k, stride, pad)
        if norm:
            self.norm(f"{name}.bn")
        if act:
            self.act(f"{name}.{act}", act)

    def norm(self, name: str) -> None:
        self.b.add(name, "norm", (self.n, self.c, self.hw, self.hw), op="batchnorm")

    def act(self, name: str, op: str) -> None:
        self.b.add(name, "elementwise", (self.n * self.c * self.hw * self.hw,), op=op)

    def pool(self, name: str, op: str, k: int, stride: int, padding: int) -> None:
        self.b.add(name, "pooling", (self.n, self.c, self.hw, self.hw, k, stride, padding), op=op)
        self.hw = _out(self.hw, k, stride, padding)

    def global_pool(self, name: str) -> None:
        self.pool(name, "avg", self.hw, self.hw, 0)

    def se(self, name: str, squeeze: int, act: str, gate: str) -> None:
        """Squeeze-and-excitation: global pool, 1x1 conv c->squeeze (bias), act, 1x1 squeeze->c, gate, x * s."""
        c, hw = self.c, self.hw
        self.global_pool(f"{name}.pool")
        self.conv(f"{name}.fc1", squeeze, 1, norm=False, act=act)
        self.conv(f"{name}.fc2", c, 1, norm=False, act=gate)
        self.hw = hw
        self.act(f"{name}.scale", "mul")

    def classifier(self, name: str, features: int) -> None:
        self.b.add(name, "linear", (self.n, features, NUM_CLASSES))


def resnet(depth: int, batch: int = 1, image: int = 224, dtype: str = "fp16") -> Pipeline:
    """ResNet-18 (basic blocks 2,2,2,2) or ResNet-50 (bottlenecks 3,4,6,3)."""
    blocks = {18: (2, 2, 2, 2), 50: (3, 4, 6, 3)}.get(depth)
    if blocks is None:
        raise ArtifactError(f"ResNet depth must be 18 or 50, not {depth}")
    bottleneck = depth == 50
    expansion = 4 if bottleneck else 1
    b = PipelineBuilder(dtype)
    x = _Cnn(b, batch, 3, image)
    x.conv("conv1", 64, 7, stride=2, padding=3, act="relu")
    x.pool("maxpool", "max", 3, 2, 1)
    for stage, (width, count) in enumerate(zip((64, 128, 256, 512), blocks), start=1):
        for i in range(count):
            stride = 2 if stage > 1 and i == 0 else 1
            name = f"layer{stage}.{i}"
            cin, hw = x.c, x.hw
            if bottleneck:
                x.conv(f"{name}.conv1", width, 1, act="relu")
                x.conv(f"{name}.conv2", width, 3, stride=stride, act="relu")
                x.conv(f"{name}.conv3", width * 4, 1)
            else:
                x.conv(f"{name}.conv1", width, 3, stride=stride, act="relu")
                x.conv(f"{name}.conv2", width, 3)
            out_c, out_hw = x.c, x.hw
            if stride != 1 or cin != width * expansion:
                x.c, x.hw = cin, hw
                x.conv(f"{name}.downsample", width * expansion, 1, stride=stride, padding=0)
            x.act(f"{name}.add", "add")
            x.act(f"{name}.relu", "relu")
            x.c, x.hw = out_c, out_hw
    x.global_pool("avgpool")
    x.classifier("fc", x.c)
    return b.build(f"resnet{depth}", f"ResNet-{depth}, batch {batch}, {image}x{image}, {dtype}",
                   {"batch": batch, "image": image})


# MobileNetV3-Small bneck rows: (kernel, expanded, out, SE, activation, stride)
_MBV3_SMALL = (
    (3, 16, 16, True, "relu", 2), (3, 72, 24, False, "relu", 2), (3, 88, 24, False, "relu", 1),
    (5, 96, 40, True, "hardswish", 2), (5, 240, 40, True, "hardswish", 1), (5, 240, 40, True, "hardswish", 1),
    (5, 120, 48, True, "hardswish", 1), (5, 144, 48, True, "hardswish", 1), (5, 288, 96, True, "hardswish", 2),
    (5, 576, 96, True, "hardswish", 1), (5, 576, 96, True, "hardswish", 1),
)


def mobilenet_v3_small(batch: int = 1, image: int = 224, dtype: str = "fp16") -> Pipeline:
    b = PipelineBuilder(dtype)
    x = _Cnn(b, batch, 3, image)
    x.conv("stem", 16, 3, stride=2, act="hardswish")
    for i, (k, exp, out, se, act, stride) in enumerate(_MBV3_SMALL):
        name, cin = f"block{i}", x.c
        if exp != cin:
            x.conv(f"{name}.expand", exp, 1, act=act)
        x.conv(f"{name}.dw", exp, k, stride=stride, groups=exp, act=act)
        if se:
            x.se(f"{name}.se", _make_divisible(exp / 4), "relu", "hardsigmoid")
        x.conv(f"{name}.project", out, 1)
        if stride == 1 and cin == out:
            x.act(f"{name}.add", "add")
    x.conv("head", 576, 1, act="hardswish")
    x.global_pool("avgpool")
    b.add("classifier.0", "linear", (batch, 576, 1024))
    b.add("classifier.act", "elementwise", (batch * 1024,), op="hardswish")
    b.add("classifier.3", "linear", (batch, 1024, NUM_CLASSES))
    return b.build("mobilenet_v3_small", f"MobileNetV3-Small, batch {batch}, {image}x{image}, {dtype}",
                   {"batch": batch, "image": image})


# EfficientNet-B0 stages: (expand ratio, kernel, stride, out channels, layers)
_EFFNET_B0 = ((1, 3, 1, 16, 1), (6, 3, 2, 24, 2), (6, 5, 2, 40, 2), (6, 3, 2, 80, 3), (6, 5, 1, 112, 3),
              (6, 5, 2, 192, 4), (6, 3, 1, 320, 1))


def efficientnet_b0(batch: int = 1, image: int = 224, dtype: str = "fp16") -> Pipeline:
    b = PipelineBuilder(dtype)
    x = _Cnn(b, batch, 3, image)
    x.conv("stem", 32, 3, stride=2, act="silu")
    for s, (ratio, k, stride0, out, layers) in enumerate(_EFFNET_B0, start=1):
        for i in range(layers):
            name, cin, stride = f"stage{s}.{i}", x.c, stride0 if i == 0 else 1
            exp = cin * ratio
            if ratio != 1:
                x.conv(f"{name}.expand", exp, 1, act="silu")
            x.conv(f"{name}.dw", exp, k, stride=stride, groups=exp, act="silu")
            x.se(f"{name}.se", max(1, cin // 4), "silu", "sigmoid")
            x.conv(f"{name}.project", out, 1)
            if stride == 1 and cin == out:
                x.act(f"{name}.add", "add")
    x.conv("head", 1280, 1, act="silu")
    x.global_pool("avgpool")
    x.classifier("classifier", 1280)
    return b.build("efficientnet_b0", f"EfficientNet-B0, batch {batch}, {image}x{image}, {dtype}",
                   {"batch": batch, "image": image})


def replknet31b(batch: int = 1, image: int = 224, dtype: str = "fp16") -> Pipeline:
    """RepLKNet-31B in its deployed (re-parameterized) form."""
    channels, layers, kernels = (128, 256, 512, 1024), (2, 2, 18, 2), (31, 29, 27, 13)
    b = PipelineBuilder(dtype)
    x = _Cnn(b, batch, 3, image)
    c0 = channels[0]
    x.conv("stem.0", c0, 3, stride=2, act="relu")
    x.conv("stem.1", c0, 3, groups=c0, act="relu")
    x.conv("stem.2", c0, 1, act="relu")
    x.conv("stem.3", c0, 3, stride=2, groups=c0, act="relu")
    for s, (c, count, k) in enumerate(zip(channels, layers, kernels)):
        if s > 0:
            x.conv(f"transition{s}.pw", c, 1, act="relu")
            x.conv(f"transition{s}.dw", c, 3, stride=2, groups=c, act="relu")
        for i in range(count):
            name = f"stage{s}.{i}"
            x.norm(f"{name}.lk.prebn")
            x.conv(f"{name}.lk.pw1", c, 1, act="relu")
            x.conv(f"{name}.lk.large", c, k, groups=c, norm=False, act="relu")
            x.conv(f"{name}.lk.pw2", c, 1)
            x.act(f"{name}.lk.add", "add")
            x.norm(f"{name}.ffn.prebn")
            x.conv(f"{name}.ffn.pw1", 4 * c, 1, act="gelu")
            x.conv(f"{name}.ffn.pw2", c, 1)
            x.act(f"{name}.ffn.add", "add")
    x.norm("norm")
    x.global_pool("avgpool")
    x.classifier("head", channels[-1])
    return b.build("replknet31b", f"RepLKNet-31B (deployed), batch {batch}, {image}x{image}, {dtype}",
                   {"batch": batch, "image": image})


def _transformer_layer(b: PipelineBuilder, name: str, batch: int, q_len: int, kv_len: int, hidden: int,
                       heads: int, ffn: int, act: str, fused_qkv: bool, causal: bool, times: int) -> None:
    """One pre-LN transformer layer: LN, q/k/v projections, attention, out projection, add, LN, MLP, add."""
    tokens = batch * q_len
    b.add(f"{name}.ln1", "norm", (tokens, hidden), op="layernorm", times=times)
    if fused_qkv:
        b.add(f"{name}.qkv", "linear", (tokens, hidden, 3 * hidden), times=times)
    else:
        b.add(f"{name}.qkv", "linear", (tokens, hidden, hidden), times=3 * times)
    b.add(f"{name}.attention", "attention", (batch, heads, q_len, kv_len, hidden // heads, int(causal)), times=times)
    b.add(f"{name}.out_proj", "linear", (tokens, hidden, hidden), times=times)
    b.add(f"{name}.add", "elementwise", (tokens * hidden,), op="add", times=2 * times)
    b.add(f"{name}.ln2", "norm", (tokens, hidden), op="layernorm", times=times)
    b.add(f"{name}.fc1", "linear", (tokens, hidden, ffn), times=times)
    b.add(f"{name}.{act}", "elementwise", (tokens * ffn,), op=act, times=times)
    b.add(f"{name}.fc2", "linear", (tokens, ffn, hidden), times=times)


def vit_b16(batch: int = 1, image: int = 224, dtype: str = "fp16") -> Pipeline:
    patch, hidden, depth, heads, mlp = 16, 768, 12, 12, 3072
    if image % patch:
        raise ArtifactError(f"ViT-B/16 needs an image size divisible by {patch}, not {image}")
    tokens = (image // patch) ** 2 + 1
    b = PipelineBuilder(dtype)
    b.add("patch_embed", "conv2d", (batch, image, image, 3, hidden, patch, patch, patch, 0, 1))
    b.add("pos_embed.add", "elementwise", (batch * tokens * hidden,), op="add")
    _transformer_layer(b, "encoder", batch, tokens, tokens, hidden, heads, mlp, "gelu", fused_qkv=True,
                       causal=False, times=depth)
    b.add("ln", "norm", (batch * tokens, hidden), op="layernorm")
    b.add("head", "linear", (batch, hidden, NUM_CLASSES))
    return b.build("vit_b16", f"ViT-B/16, batch {batch}, {image}x{image}, {tokens} tokens, {dtype}",
                   {"batch": batch, "image": image, "tokens": tokens, "layers": depth})


OPT66B = {"hidden": 9216, "heads": 72, "ffn": 36864, "layers": 64}


def opt66b(stage: str, batch: int = 1, seq_len: int = 2048, dtype: str = "fp16") -> Pipeline:
    """OPT-66B decoder layers. ``prefill``: the whole prompt of ``seq_len`` tokens (causal attention
    over it); ``decode``: one new token per sequence attending to a cache of ``seq_len`` tokens."""
    if stage not in ("prefill", "decode"):
        raise ArtifactError(f"OPT stage must be prefill or decode, not {stage!r}")
    if batch < 1 or seq_len < 1:
        raise ArtifactError(f"OPT batch and sequence length must be >= 1, got {batch} and {seq_len}")
    q_len = seq_len if stage == "prefill" else 1
    b = PipelineBuilder(dtype)
    _transformer_layer(b, "decoder", batch, q_len, seq_len, OPT66B["hidden"], OPT66B["heads"], OPT66B["ffn"],
                       "relu", fused_qkv=False, causal=stage == "prefill", times=OPT66B["layers"])
    return b.build(f"opt66b_{stage}", f"OPT-66B {stage}, {OPT66B['layers']} decoder layers, batch {batch}, "
                   f"sequence {seq_len}, {dtype}", {"batch": batch, "seq_len": seq_len, "layers": OPT66B["layers"]})


PIPELINES: dict[str, Callable[..., Pipeline]] = {
    "resnet18": lambda **kw: resnet(18, **kw),
    "resnet50": lambda **kw: resnet(50, **kw),
    "mobilenet_v3_small": mobilenet_v3_small,
    "efficientnet_b0": efficientnet_b0,
    "replknet31b": replknet31b,
    "vit_b16": vit_b16,
    "opt66b_prefill": lambda **kw: opt66b("prefill", **kw),
    "opt66b_decode": lambda **kw: opt66b("decode", **kw),
}


def pipeline(name: str, **options: int | str) -> Pipeline:
    """A shipped pipeline by name; options: batch, dtype, and image (CNNs, ViT) or seq_len (OPT)."""
    if name not in PIPELINES:
        raise ArtifactError(f"unknown pipeline {name!r} (known: {', '.join(PIPELINES)})")
    try:
        return PIPELINES[name](**options)
    except TypeError as exc:
        raise ArtifactError(f"pipeline {name}: bad options {sorted(options)}: {exc}") from exc


def write_catalog(directory: Path = PIPELINE_DIR) -> list[Path]:
    """Write every shipped pipeline at its default options as <name>.json (the files in
    artifact/data/pipelines/; ``python -m artifact.layers.architectures`` writes them again)."""
    paths = []
    for name in PIPELINES:
        path = directory / f"{name}.json"
        write_json(path, pipeline(name).to_dict())
        paths.append(path)
    return paths


if __name__ == "__main__":
    for written in write_catalog():
        print(written)
