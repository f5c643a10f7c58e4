"""How the traced-model recordings here were made: the node records of each model's torch.export graph
(artifact.layers.tracer.graph_records), exactly as `artifact layers --pipeline torchvision:NAME` (or
module:callable) traces them before mapping them to layers; the tests map the recordings without torch.

    python tests/data/layers/record_traces.py tests/data/layers   # needs torch and torchvision

Each <name>.nodes.json.gz holds ``{"source", "batch", "versions": {torch, torchvision}, "nodes": [...]}``.
Recorded with torch 2.13.0 (CPU build) and torchvision 0.28.0 on the meta device (the user's model on the
CPU), batch 1 (my_model: batch 2).
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

SOURCES = {  # file name -> (source, batch)
    "resnet50": ("torchvision:resnet50", 1),
    "resnet18": ("torchvision:resnet18", 1),
    "mobilenet_v3_small": ("torchvision:mobilenet_v3_small", 1),
    "efficientnet_b0": ("torchvision:efficientnet_b0", 1),
    "vit_b_16": ("torchvision:vit_b_16", 1),
    "inception_v3": ("torchvision:inception_v3", 1),
    "swin_t": ("torchvision:swin_t", 1),
    "my_model": ("examples/my_model.py:build", 2),
}


def record(out: Path) -> None:
    import torch
    import torchvision

    from artifact.layers.tracer import export_records, parse_source, source_model

    for name, (text, batch) in SOURCES.items():
        source = parse_source(text)
        model, inputs = source_model(source, batch)
        nodes = export_records(model, inputs, text)
        data = {"source": text, "batch": batch, "versions": {"torch": torch.__version__,
                                                             "torchvision": torchvision.__version__},
                "nodes": nodes}
        path = out / f"{name}.nodes.json.gz"
        with gzip.open(path, "wt", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
        print(f"{path}: {len(nodes)} nodes")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
    record(Path(sys.argv[1]))
