"""How bloom-560m_prefill_p128_layer0.trace.json.gz was cut from a real torch.profiler trace.

The source: `artifact trace profile --model bloom-560m --stage prefill --tokens 128` on an NVIDIA H100 80GB
HBM3 (driver 580.159.04, torch 2.11.0+cu130, transformers 5.17.0): 607 GPU activities, 40 unique kernels.
Kept, every field as torch wrote it: the GPU activities from the first (embedding, masks, alibi) to the end
of decoder layer 0 (the 52 first, in time order) and the last three (final layer norm, the LM head's memset
and GEMM); the CUDA runtime and driver calls that launched them (by correlation); the aten ops with their
External ids, and every op on the same thread enclosing one of those (the parents torch records, e.g.
aten::linear around aten::addmm); the trace's metadata. Flow events ("ac2g") are left out.

    python tests/data/traces/make_fixture.py SOURCE.trace.json tests/data/traces/NAME.trace.json.gz [FIRST LAST]

bloom-560m_decode_b1_p32-d8_layer0.trace.json.gz: the same model decoding 8 tokens after a 32-token prompt
(5256 GPU activities, 45 unique kernels), cut the same way with FIRST 54, LAST 5: the first decoded
token's preamble and decoder layer 0, and the last token's final layer norm, LM head and argmax (42 of the
45 unique kernels; the 3 others are GEMMs of later tokens' shapes).
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

GPU = {"kernel", "gpu_memcpy", "gpu_memset"}
LAUNCH = {"cuda_runtime", "cuda_driver"}


def trim(trace: dict, first: int = 52, last: int = 3) -> dict:
    events = trace["traceEvents"]
    gpu = sorted((e for e in events if e.get("cat") in GPU), key=lambda e: e["ts"])
    kept_gpu = gpu[:first] + gpu[-last:]
    correlations = {e["args"]["correlation"] for e in kept_gpu}
    calls = [e for e in events if e.get("cat") in LAUNCH and e.get("args", {}).get("correlation") in correlations]
    ids = {c["args"].get("External id") for c in calls}
    ops = [e for e in events if e.get("cat") == "cpu_op"]
    kept_ops = []
    for op in ops:
        if op["args"].get("External id") in ids:
            kept_ops.append(op)
            continue
        end = op["ts"] + op["dur"]
        if any(c["tid"] == op["tid"] and op["ts"] <= c["ts"] <= end for c in calls):
            kept_ops.append(op)
    meta = [e for e in events if e.get("ph") not in ("X", "s", "f")]
    out = {k: v for k, v in trace.items() if k != "traceEvents"}
    out["traceEvents"] = meta + sorted(kept_ops + calls + kept_gpu, key=lambda e: e["ts"])
    return out


def main(source: str, dest: str, first: str = "52", last: str = "3") -> None:
    trimmed = trim(json.loads(Path(source).read_text()), int(first), int(last))
    with gzip.open(dest, "wt", encoding="utf-8") as f:
        json.dump(trimmed, f, separators=(",", ":"))


if __name__ == "__main__":
    main(*sys.argv[1:])
