"""Check on a GPU, in one command, that models outside the shipped ones go through `artifact trace` and
`artifact layers` (docs/TRACES.md, docs/LAYERS.md "Any torch model"), changing no GPU setting.

Runs, each as the command line a user types, into one results directory:
  1. `artifact trace run --config examples/models/pythia-410m.json` (GPT-NeoX, fp16 as it ships);
  2. `artifact trace run --config examples/models/gemma-2b.json` (Gemma, bf16 as it ships);
     both prefill of --tokens (512), the --top (4) unique kernels of longest total time replayed;
  3. `artifact layers --pipeline torchvision:alexnet --pipeline torchvision:vit_b_32 --whole --preset light`
     (two torchvision models not among the shipped pipelines, traced with torch.export);
then prints a table: per run its dtype, the parts measured (kernels replayed of the unique kernels;
unique layers), the sum of the parts over the measured whole for the CUDA graph and the eager model
(traces: predicted / measured; layers: sum of the layers / whole, board energy), and the seconds each
command took. The exit status is 1 when a command failed.

Needs torch with CUDA, torchvision and transformers. About 5 minutes on an H200.

    python -m benchmarks.models_check [--results results-models] [--tokens 512] [--top 4] [--gpu 0]
"""

from __future__ import annotations

import csv
import subprocess
import time
from pathlib import Path
from typing import Any

from artifact.layout import TRACES_DIR, StudyDirs, TraceRunDirs, layers_dirs
from artifact.schema.base import read_dict
from artifact.schema.trace_reports import GpuEnergyReport
from benchmarks import harness

ROOT = harness.ROOT
CONFIGS = ("examples/models/pythia-410m.json", "examples/models/gemma-2b.json")
TORCHVISION = ("alexnet", "vit_b_32")


def commands(results: Path, tokens: int, top: int, gpu: int) -> list[list[str]]:
    common = ["--results", str(results), "--gpu", str(gpu)]
    out = [["trace", "run", "--config", c, "--tokens", str(tokens), "--top", str(top), *common] for c in CONFIGS]
    layers = ["layers", *(a for name in TORCHVISION for a in ("--pipeline", f"torchvision:{name}")), "--whole",
              "--preset", "light", *common]
    return [*out, layers]


def _ratio(value: Any, invert: bool = False) -> str:
    if value in (None, ""):
        return "-"
    x = float(value)
    return f"{(1 / x if invert else x):.3f}"


def table_rows(results: Path) -> list[tuple[str, str, str, str, str]]:
    """(run, dtype, parts, sum/whole graph, sum/whole eager) of every trace run and layers run in ``results``."""
    rows = []
    traces = StudyDirs(results / TRACES_DIR)
    for run in traces.trace_runs() if traces.root.is_dir() else []:
        if not TraceRunDirs(run).energy_report.is_file():
            continue
        report = read_dict(GpuEnergyReport, TraceRunDirs(run).energy_report)
        whole = report.get("whole", {})
        parts = f"{report['replay']['replayed']}/{report['totals']['unique_kernels']} kernels"
        rows.append((report["run"]["name"], str(report["run"].get("dtype", "fp16")), parts,
                     _ratio(whole.get("graph", {}).get("predicted_over_measured")),
                     _ratio(whole.get("eager", {}).get("predicted_over_measured"))))
    summary = layers_dirs(results).summary
    if summary.is_file():
        with summary.open(encoding="utf-8") as f:
            for row in csv.DictReader(f):
                rows.append((row["pipeline"], row["dtype"], f"{row['phases']} layers",
                             _ratio(row.get("whole_graph_energy_ratio"), invert=True),
                             _ratio(row.get("whole_eager_energy_ratio"), invert=True)))
    return rows


def table(rows: list[tuple[str, str, str, str, str]], seconds: list[tuple[str, float, int]]) -> str:
    lines = [f"{'run':36s} {'dtype':5s} {'parts':>14s} {'sum/whole graph':>15s} {'sum/whole eager':>15s}"]
    lines += [f"{r[0]:36s} {r[1]:5s} {r[2]:>14s} {r[3]:>15s} {r[4]:>15s}" for r in rows]
    lines.append("")
    lines += [f"{s:7.1f} s  exit {rc}  artifact {cmd}" for cmd, s, rc in seconds]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = harness.parser(__doc__, __name__)
    ap.add_argument("--results", type=Path, default=Path("results-models"))
    ap.add_argument("--tokens", type=int, default=512)
    ap.add_argument("--top", type=int, default=4)
    ap.add_argument("--gpu", type=int, default=0)
    args = ap.parse_args(argv)
    results = args.results.resolve()
    seconds = []
    for cmd in commands(results, args.tokens, args.top, args.gpu):
        print(f"$ artifact {' '.join(cmd)}", flush=True)
        start = time.monotonic()
        rc = subprocess.run(harness.artifact_cmd(*cmd), cwd=ROOT).returncode
        seconds.append((" ".join(cmd[:cmd.index("--results")]), time.monotonic() - start, rc))
    print()
    print(table(table_rows(results), seconds))
    return 1 if any(rc for _, _, rc in seconds) else 0


if __name__ == "__main__":
    harness.run(main)
