"""Check the kernel-trace pipeline on a GPU in one command, in a few minutes, changing no GPU setting.

BLOOM-560M (random weights from its configuration, fp16), prefill of 128 tokens by default:
  1. profile one inference with torch.profiler (record_shapes=True) and extract its unique kernels
     (artifact trace profile); the raw Chrome trace is kept in the run directory;
  2. print the trace's conventions as torch wrote them (event categories, the args of kernel, runtime
     and cpu_op events, what artifact.traces.trace found missing), to check them against trace.py;
  3. replay the N unique kernels of longest total time (--top, default 8), each verified by profiling
     and measured in-process (artifact trace replay);
  4. measure the whole inference end to end, eager and as one CUDA graph (artifact trace whole);
  5. write the report (artifact trace report) and print a short table: per replayed kernel its tier,
     count, traced and isolated time, isolated energy, verification; then measured whole against
     predicted, coverage, mismatches, and the seconds each step took. WORK/check.json holds the same.

Needs torch with CUDA and transformers (not dependencies of the package). About 2 to 3 minutes on an
H100 (a measured point takes ~5-8 s: one idle, 8 kernels, 2 whole-model variants).

    python -m benchmarks.trace_check [--top 8] [--tokens 128] [--stage prefill] [--work build/trace_check]
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from artifact.atomic import read_json, write_json
from artifact.traces.profile import MODELS, ProfileSettings
from artifact.traces.report import write_report
from artifact.traces.run import VARIANTS, load_run, profile_run, replay_run, whole_run
from benchmarks import harness


def conventions(trace: Path) -> dict[str, Any]:
    """What the raw trace holds: categories, and per category the args keys seen (with counts)."""
    raw = json.loads(trace.read_text())
    events = raw.get("traceEvents", raw) if isinstance(raw, dict) else raw
    cats: Counter[str] = Counter()
    args: dict[str, Counter[str]] = {}
    for e in events:
        if not isinstance(e, dict) or e.get("ph") != "X":
            continue
        cat = str(e.get("cat"))
        cats[cat] += 1
        if cat in ("kernel", "gpu_memcpy", "gpu_memset", "cuda_runtime", "cuda_driver", "cpu_op"):
            args.setdefault(cat, Counter()).update((e.get("args") or {}).keys())
    return {"categories": dict(cats.most_common()), "args": {c: dict(a.most_common()) for c, a in args.items()},
            "trace_bytes": trace.stat().st_size}


def f(value: Any, spec: str) -> str:
    """``value`` formatted, or a dash as wide as the format (None)."""
    width = spec.split(".")[0]
    return format(value, spec) if value is not None else "-".rjust(int(width) if width else 1)


def main() -> int:
    ap = harness.parser(__doc__, __name__, work=True)
    ap.add_argument("--model", default="bloom-560m", choices=sorted(MODELS))
    ap.add_argument("--stage", default="prefill", choices=["prefill", "decode"])
    ap.add_argument("--tokens", type=int, default=128, help="prompt tokens (default 128)")
    ap.add_argument("--decode-tokens", type=int, default=8, help="decoded tokens (decode only; default 8)")
    ap.add_argument("--top", type=int, default=8, help="unique kernels replayed, longest total time first (default 8)")
    args = ap.parse_args()

    settings = ProfileSettings(model=args.model, phase=args.stage, prompt_tokens=args.tokens,
                               decode_tokens=args.decode_tokens if args.stage == "decode" else 0)
    seconds: dict[str, float] = {}

    def step(name: str, fn: Any) -> Any:
        start = time.monotonic()
        out = fn()
        seconds[name] = round(time.monotonic() - start, 1)
        return out

    def echo(msg: str) -> None:
        print(f"  {msg}", flush=True)

    print(f"profile: {settings.model} {settings.phase} p{settings.prompt_tokens}", flush=True)
    info = step("profile", lambda: profile_run(settings, args.work, echo=echo))
    conv = conventions(info.trace)
    print(f"trace {info.trace} ({conv['trace_bytes'] / 1e6:.1f} MB): categories {conv['categories']}")
    for cat, keys in conv["args"].items():
        print(f"  args of {cat}: {keys}")
    summary = read_json(info.dirs.summary, "summary")
    print(f"  extract: {summary['gpu_events']} activities, {summary['unique_kernels']} unique, linked to an op "
          f"{summary['linked_to_op']}, missing {summary['missing'] or 'nothing'}")
    print(f"replay: top {args.top}", flush=True)
    step("replay", lambda: replay_run(info.dirs.root, args.top, echo=echo))
    print("whole: eager, graph", flush=True)
    step("whole", lambda: whole_run(info.dirs.root, VARIANTS, echo=echo))
    step("report", lambda: write_report(info.dirs.root))

    report = read_json(info.dirs.report / "gpu_energy_report.json", "report")
    from artifact.traces.explain import explain

    rows = [r for r in explain(load_run(info.dirs.root)).kernels if r["status"] != "not replayed"]
    print(f"\n{'#':>2} {'tier':<11} {'count':>5} {'trace us':>9} {'isol. us':>9} {'isol. mJ':>9} {'W':>6} "
          f"{'verified':<8} {'status':<8} kernel")
    for r in rows:
        print(f"{r['rank']:>2} {r['tier']:<11} {r['count']:>5} {r['trace_time_us_mean']:>9.2f} "
              f"{f(r['isolated_time_us'], '9.2f')} {f(r['isolated_energy_mj'], '9.4f')} {f(r['isolated_power_w'], '6.0f')} "
              f"{str(r['verified']):<8} {r['status']:<8} {r['kernel'][:60]}"
              + (f"  ({r['reason'][:80]})" if r["reason"] else ""))
    t, rep = report["totals"], report["replay"]
    print(f"\ncoverage {100 * (t['coverage'] or 0):.1f} % of {t['kernel_time_us'] / 1e3:.3f} ms kernel time; "
          f"GPU busy {t['gpu_busy_us'] / 1e3:.3f} ms of a {t['gpu_span_us'] / 1e3:.3f} ms span; mismatches "
          f"{rep['mismatches']} (launch {rep['launch_mismatches']}), skipped {rep['skipped']}, failed {rep['failed']}")
    print(f"kernels {f(t['kernels_energy_mj'], '.1f')} mJ replayed + {f(t['uncounted_energy_estimate_mj'], '.1f')} mJ "
          f"not replayed = {f(t['all_kernels_energy_mj'], '.1f')} mJ; hot idle {f(t['hot_idle_power_w'], '.1f')} W")
    for variant, w in report["whole"].items():
        if w["energy_mj"] is None:
            print(f"whole {variant}: not measured: {w['reason']}")
        else:
            print(f"whole {variant}: {w['energy_mj']:.1f} mJ, {w['time_ms']:.3f} ms (wall unprofiled "
                  f"{t['wall_time_ms']:.3f} ms); predicted {f(w['predicted_mj'], '.1f')} mJ (gaps "
                  f"{f(w['gaps_energy_mj'], '.1f')} mJ), predicted / measured {f(w['predicted_over_measured'], '.3f')}; "
                  f"with the profiled trace's gaps {f(w['predicted_trace_gaps_mj'], '.1f')} mJ "
                  f"({f(w['trace_gaps_over_measured'], '.3f')})")
    print(f"seconds: {seconds}; run directory {info.dirs.root}")
    write_json(args.work / "check.json", {"settings": report["run"]["settings"], "conventions": conv,
                                          "seconds": seconds, "report": report})
    return 0 if rep["mismatches"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
