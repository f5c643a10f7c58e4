"""A model of your own, measured layer by layer: `artifact layers` traces it with torch.export into its
layers (docs/LAYERS.md, "Any torch model").

    artifact layers --pipeline examples/my_model.py:build --dtype bf16 --whole --preset light

`build` returns the model and an example input (a tensor, or a tuple of tensors for a forward taking
several); `--batch N` is passed to it because it takes a `batch` parameter. The model: a convolutional
stem with a residual block, then the feature map as tokens through one transformer block (layer norm,
fused q/k/v projection, scaled dot-product attention, MLP with GELU), mean-pooled into a classifier.
The tokens' `cat` with a learned class token is an operation no layer kind replays: the command lists
it with its share of the model's bytes.
"""

from __future__ import annotations

import torch
from torch import nn
from torch.nn import functional as F


class ResidualBlock(nn.Module):
    def __init__(self, channels: int) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = F.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return F.relu(x + y)


class TransformerBlock(nn.Module):
    def __init__(self, width: int, heads: int) -> None:
        super().__init__()
        self.heads = heads
        self.norm1 = nn.LayerNorm(width)
        self.qkv = nn.Linear(width, 3 * width)
        self.proj = nn.Linear(width, width)
        self.norm2 = nn.LayerNorm(width)
        self.fc1 = nn.Linear(width, 4 * width)
        self.fc2 = nn.Linear(4 * width, width)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, n, c = x.shape
        q, k, v = self.qkv(self.norm1(x)).view(b, n, 3, self.heads, c // self.heads).permute(2, 0, 3, 1, 4)
        attn = F.scaled_dot_product_attention(q, k, v)
        x = x + self.proj(attn.transpose(1, 2).reshape(b, n, c))
        return x + self.fc2(F.gelu(self.fc1(self.norm2(x))))


class MyModel(nn.Module):
    def __init__(self, width: int = 128, heads: int = 4, classes: int = 10) -> None:
        super().__init__()
        self.stem = nn.Conv2d(3, width, 4, stride=4, bias=False)
        self.bn = nn.BatchNorm2d(width)
        self.block = ResidualBlock(width)
        self.cls = nn.Parameter(torch.zeros(1, 1, width))
        self.encoder = TransformerBlock(width, heads)
        self.head = nn.Linear(width, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.block(F.relu(self.bn(self.stem(x))))
        tokens = x.flatten(2).transpose(1, 2)  # [b, h*w, c]
        tokens = torch.cat([self.cls.expand(x.shape[0], -1, -1), tokens], dim=1)
        return self.head(self.encoder(tokens)[:, 0])


def build(batch: int = 1) -> tuple[nn.Module, torch.Tensor]:
    """The model (random weights) and a random batch of 64 x 64 RGB images."""
    return MyModel(), torch.randn(batch, 3, 64, 64)
