"""PyTorch with a CUDA GPU, imported when a model-level command needs it (torch is an optional extra)."""

from __future__ import annotations

from typing import Any

from ..errors import ArtifactError


def require_torch(what: str, transformers: bool = False) -> Any:
    """The ``torch`` module, or one ``ArtifactError`` line saying that ``what`` needs PyTorch with CUDA
    (and transformers), or a CUDA GPU visible to it."""
    packages = "torch transformers" if transformers else "torch"
    try:
        import torch

        if transformers:
            import transformers as _  # noqa: F401
    except ImportError as exc:
        raise ArtifactError(f"{what} needs PyTorch with CUDA{' and transformers' if transformers else ''} "
                            f"(pip install {packages}), which is not installed") from exc
    if not torch.cuda.is_available():
        raise ArtifactError(f"{what} needs a CUDA GPU visible to PyTorch (torch.cuda.is_available() is false)")
    return torch
