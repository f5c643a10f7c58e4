"""How aten_schemas_torch-2.11.json was written: every overload of the aten ops below, each argument as
torch's Python bindings give it (``name``, ``str(arg.type)``, ``kwarg_only``), the form
artifact.traces.replay.schemas reads. ``str()`` of a schema type is its annotation string: ``number`` for
Scalar, ``int`` for ScalarType, Layout and MemoryFormat, ``List[int]`` for int[] and SymInt[],
``List[Optional[Tensor]]`` for Tensor?[], ``Optional[...]`` for ``...?``.

    python tests/data/traces/dump_schemas.py tests/data/traces/aten_schemas_torch-2.11.json   (needs torch)
"""

from __future__ import annotations

import json
import sys

OPS = ("_softmax", "add", "addmm", "arange", "argmax", "baddbmm", "bitwise_and", "bmm", "cat", "copy_", "cumsum",
       "fill_", "gather", "index", "index_select", "le", "mm", "mul", "native_layer_norm", "pow", "sub", "tanh",
       "where", "embedding", "silu", "rsqrt", "mean", "neg", "masked_fill", "triu", "div",
       "_scaled_dot_product_efficient_attention", "_scaled_dot_product_flash_attention",
       "_scaled_dot_product_cudnn_attention", "_to_copy", "sum", "max", "eq", "cos", "sin", "clone", "expand")


def main(dest: str) -> None:
    import torch

    schemas = {}
    for name in OPS:
        packet = getattr(torch.ops.aten, name)
        schemas[name] = {overload: [[a.name, str(a.type), bool(a.kwarg_only)]
                                    for a in getattr(packet, overload)._schema.arguments]
                         for overload in packet.overloads()}
    with open(dest, "w", encoding="utf-8") as f:
        f.write("{\"torch\": " + json.dumps(str(torch.__version__)) + ", \"schemas\": {\n")
        f.write(",\n".join(f"{json.dumps(op)}: {json.dumps(schemas[op], sort_keys=True)}" for op in sorted(schemas)))
        f.write("}}")
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
