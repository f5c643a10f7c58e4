"""Tensor-core tuning and large-kernel tuning speed, in chunks that each fit one bounded command.

Two parts, each a separate invocation (a host that allows ~10 minutes per command runs one chunk at
a time; tuning resumes from the database, so chunks add up):

``--part fp16``: an fp16 case (default the GEMM 4096^3 NN, fp16 in, fp32 accumulate; ``--shape`` any
fp16 GEMM or conv2d, e.g. ResNet-50's 3x3 conv, CONV16_SHAPE) tuned toward --trials (1000) in one
chunk of at most --chunk-s seconds: `artifact tune --budget-s` (no batch started after the budget,
the batches in flight measured; SIGINT at the chunk's end if still running), then the best kernel
selected, checked and exported (`artifact select --top 1 --per-percentile 0`, `artifact export`), and
measured by the driver with the case's vendor baseline (cuBLAS fp16 for a GEMM, cuDNN fp16 for a
conv2d) at the current power limit (`artifact measure`; the vendor is measured once, the best kernel
again whenever it changed). Printed after the chunk: trials, valid %, best TFLOP/s (TVM's runner), the
best kernel's and the vendor's TFLOP/s from the driver, their ratio, whether the exported source has
``cp.async``, and the chunk's status lines. Run it again until the trials reach the budget (``done``
in the last line).

``--part rate``: GEMM 4096x11008x4096 fp32 NT tuned for a --window-s (180 s) budget from scratch:
trials/min over the window (trials recorded / tuning seconds), trials stopped early, and the status
lines: how many, the longest gap between two console lines, and the batches during which one came.

    python -m benchmarks.tc_tune_check --part fp16     # repeat until "done"
    python -m benchmarks.tc_tune_check --part fp16 --shape conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1,layout=NHWC,dtype=fp16 --trials 256
    python -m benchmarks.tc_tune_check --part rate
    python -m benchmarks.tc_tune_check --part fp16 --space template   # the GEMM template (artifact/tuning/template.py)
    python -m benchmarks.tc_tune_check --part fp16 --dry-run   # CPU: llvm, small fp32 GEMMs, no driver

``--dry-run`` runs the same steps on the CPU (target llvm, a 64x64x64 GEMM for fp16's place and
64x128x64 NT for rate, short budgets) and skips the GPU steps (correctness check, export, driver),
saying so. Work directory: build/tc_tune_check (``--work``).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from artifact.children import interrupt_after
from benchmarks import harness
from benchmarks.harness import ROOT

FP16_SHAPE = "gemm:M=4096,N=4096,K=4096,layout=NN,dtype=fp16"
CONV16_SHAPE = "conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1,layout=NHWC,dtype=fp16"  # ResNet-50 layer1
FP16_DTYPES = ("fp16", "fp16-out")
RATE_SHAPE = "gemm:M=4096,N=11008,K=4096,layout=NT"
DRY_FP16_SHAPE = "gemm:M=64,N=64,K=64,layout=NN"
DRY_RATE_SHAPE = "gemm:M=64,N=128,K=64,layout=NT"
STATUS_RE = re.compile(r"^\s+\[\d+m\d\ds\] ")  # artifact.tuning.progress.status_line
BATCH_RE = re.compile(r"^\s+\S+:\s+(\d+)/(\d+) trials \|")  # artifact.tuning.progress.Progress.add


def run_timed(cmd: list[str], hard_s: float, env: dict[str, str] | None = None) -> tuple[int, list[tuple[float, str]]]:
    """Run ``cmd``, echoing and time-stamping each output line (seconds from the start); SIGINT at
    ``hard_s`` (the tune stops within seconds, keeping what it measured), a second one 60 s later."""
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    lines: list[tuple[float, str]] = []

    interrupt_after(proc, hard_s, lambda wait_s: print(f"  [{time.monotonic() - t0:.0f} s: SIGINT]", flush=True))
    assert proc.stdout is not None
    for line in proc.stdout:
        lines.append((time.monotonic() - t0, line.rstrip("\n")))
        print(line, end="", flush=True)
    rc = proc.wait()
    return rc, lines


def line_stats(lines: list[tuple[float, str]], after_s: float = 0.0) -> dict[str, Any]:
    """Status lines and gaps between console lines once tuning printed its first line after ``after_s``."""
    timed = [(t, s) for t, s in lines if t >= after_s]
    status = [t for t, s in timed if STATUS_RE.match(s)]
    batch_ends = [t for t, s in timed if BATCH_RE.match(s)]
    times = [t for t, s in timed if STATUS_RE.match(s) or BATCH_RE.match(s)]
    gaps = [b - a for a, b in zip(times, times[1:])]
    # batches (between two batch lines) during which at least one status line came
    with_status = sum(1 for a, b in zip(batch_ends, batch_ends[1:]) if any(a < t < b for t in status))
    return {"status_lines": len(status), "batch_lines": len(batch_ends), "max_gap_s": round(max(gaps), 1) if gaps else None,
            "batches_with_status_line": with_status, "batches_after_first": max(0, len(batch_ends) - 1)}


def records_summary(tune_dir: Path, flops: float) -> dict[str, Any]:
    from artifact.schema.tunedb import read_records

    recs = read_records(tune_dir)
    valid = [r for r in recs if r.valid]
    full = [r.run_s for r in valid if not r.lower_bound]
    best_s = min(full, default=math.inf)
    return {"trials": len(recs), "valid_pct": round(100.0 * len(valid) / len(recs), 1) if recs else None,
            "stopped_early": sum(r.lower_bound for r in valid),
            "best_tflops": round(flops / best_s / 1e12, 2) if math.isfinite(best_s) else None}


def has_cp_async(kernel_dir: Path) -> bool | None:
    """Does the exported kernel's CUDA source issue cp.async (None: no source)?"""
    src = kernel_dir / "kernel.cu"
    if not src.exists():
        return None
    return re.search(r"\bcp\.async\b", src.read_text(encoding="utf-8", errors="replace")) is not None


def driver_tflops(measure_dir: Path, flops: float) -> dict[str, float]:
    """TFLOP/s per record id (tuned kernels and baselines) of one cap's measure directory."""
    out: dict[str, float] = {}
    for path in sorted(measure_dir.glob("*.json")):
        try:
            rec = json.loads(path.read_text(encoding="utf-8"))
            ms = float(rec["time_per_launch_ms"])
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if ms > 0:
            out[str(rec.get("id", path.stem))] = round(flops / (ms * 1e-3) / 1e12, 2)
    return out


def vendor_baseline(case: Any) -> str:
    """The vendor baseline an fp16 case is compared with (the driver contract's first for its kind and
    dtype: cuBLAS fp16 for a GEMM, cuDNN fp16 for a conv2d); a one-line ValueError for another dtype."""
    from artifact.contract import baselines_for

    names = baselines_for(case.kind, case.dtype) if case.dtype in FP16_DTYPES else ()
    if not names:
        raise ValueError(f"--part fp16 takes an fp16 case (dtype={'|'.join(FP16_DTYPES)}); {case.case_id} is {case.dtype}")
    return names[0]


def artifact(*args: str) -> list[str]:
    return [sys.executable, "-m", "artifact", *args]


def fp16_chunk(args: argparse.Namespace) -> int:
    from artifact.catalog import parse_shape
    from artifact.layout import case_dirs
    from artifact.tuning.template import template_results

    shape = DRY_FP16_SHAPE if args.dry_run else args.shape
    case = parse_shape(shape)
    template = args.space == "template"
    if template and args.dry_run:
        raise SystemExit("error: --space template builds CUDA tensor-core kernels: not with --dry-run")
    results = args.work / ("fp16-template" if template else "fp16")
    # the template writes its records under <results>/template/ (artifact/tuning/template.py), read from there
    read_from = template_results(results) if template else results
    dirs = case_dirs(read_from, case)
    before = records_summary(dirs.tune, case.flops)["trials"] if dirs.tune.exists() else 0
    if before >= args.trials:
        print(f"{case.case_id}: {before} trials recorded, budget {args.trials}: done")
        return 0
    budget_s = max(30.0, args.chunk_s - args.reserve_s)
    common = ["--shape", shape, "--results", str(read_from)]
    tune = artifact("tune", "--shape", shape, "--results", str(results), "--trials", str(args.trials),
                    "--budget-s", f"{budget_s:g}", *(["--space", "template"] if template else []))
    tune += ["--target", "llvm", "--workers", "2", "--set", "batch=16"] if args.dry_run else []
    print(f"== tune chunk: {' '.join(tune[3:])}", flush=True)
    t0 = time.monotonic()
    rc, lines = run_timed(tune, hard_s=budget_s + args.reserve_s / 2)
    tune_s = time.monotonic() - t0
    summary: dict[str, Any] = {"case_id": case.case_id, "space": args.space, "chunk_tune_s": round(tune_s, 1), "tune_rc": rc,
                               **records_summary(dirs.tune, case.flops), **line_stats(lines)}
    summary["trials_this_chunk"] = summary["trials"] - before
    if args.dry_run:
        rc_sel = subprocess.call(artifact("select", *common, "--top", "1", "--per-percentile", "0", "--no-check"),
                                 cwd=ROOT)
        summary.update(select_rc=rc_sel, note="dry run: no correctness check, export or driver (no GPU)")
    else:
        summary.update(gpu_steps(case, common, dirs, args))
    tflops, vendor = summary.get("driver_best_tflops"), summary.get("vendor_tflops")
    summary["ratio_driver"] = round(tflops / vendor, 3) if tflops and vendor else None
    summary["ratio_tvm"] = round(summary["best_tflops"] / vendor, 3) if summary.get("best_tflops") and vendor else None
    summary["done"] = summary["trials"] >= args.trials
    (args.work / "fp16_chunks.jsonl").open("a").write(json.dumps(summary) + "\n")
    print("\n" + fp16_row(summary))
    return 0 if rc in (0, 130) else rc


def gpu_steps(case: Any, common: list[str], dirs: Any, args: argparse.Namespace) -> dict[str, Any]:
    """Select (checked), export and measure the best kernel with the case's baselines (current limit)."""
    out: dict[str, Any] = {"vendor": vendor_baseline(case)}
    for step in (["select", *common, "--top", "1", "--per-percentile", "0"], ["export", *common, "--force"]):
        rc = subprocess.call(artifact(*step), cwd=ROOT)
        out[f"{step[0]}_rc"] = rc
        if rc != 0:
            return out
    kernels = sorted(p.parent for p in dirs.export.glob("r*/kernel.cu"))
    out["cp_async"] = has_cp_async(kernels[0]) if kernels else None
    out["best_kernel"] = kernels[0].name if kernels else None
    driver = args.driver or (args.work / "build" / "energy-driver")
    if not args.driver and not driver.exists():
        subprocess.check_call(artifact("build", "--build-dir", str(args.work / "build")), cwd=ROOT)
    env = {**os.environ, "ARTIFACT_DRIVER": str(driver)}
    for old in dirs.measure.glob("*/r*.json"):  # the best kernel may have changed; the baseline has not
        old.unlink()
    out["measure_rc"] = subprocess.call(artifact("measure", *common, "--caps", "current"), cwd=ROOT, env=env)
    caps = sorted(p for p in dirs.measure.iterdir() if p.is_dir()) if dirs.measure.exists() else []
    if caps:
        by_id = driver_tflops(caps[0], case.flops)
        out["driver_best_tflops"] = by_id.get(out["best_kernel"] or "")
        out["vendor_tflops"] = by_id.get(out["vendor"])
    return out


def fp16_row(s: dict[str, Any]) -> str:
    def f(v: Any) -> str:
        return "-" if v is None else str(v)

    return (f"{s['case_id']} ({s.get('space', 'auto')}): {s['trials']} trials (+{s['trials_this_chunk']} in {s['chunk_tune_s']} s), "
            f"valid {f(s['valid_pct'])} %, stopped early {s['stopped_early']} | best {f(s['best_tflops'])} TFLOP/s (TVM) "
            f"| driver: best {f(s.get('driver_best_tflops'))}, {s.get('vendor') or 'vendor'} {f(s.get('vendor_tflops'))} TFLOP/s, "
            f"ratio {f(s.get('ratio_driver'))} (TVM's best / vendor {f(s.get('ratio_tvm'))}) | cp.async "
            f"{f(s.get('cp_async'))} | status lines {s['status_lines']}, longest silence {f(s['max_gap_s'])} s"
            + (f" | {s['note']}" if s.get("note") else "") + (" | done" if s["done"] else " | run again to continue"))


def rate_window(args: argparse.Namespace) -> int:
    from artifact.catalog import parse_shape
    from artifact.layout import case_dirs

    shape = DRY_RATE_SHAPE if args.dry_run else args.rate_shape
    case = parse_shape(shape)
    results = args.work / "rate"
    shutil.rmtree(results, ignore_errors=True)
    tune = artifact("tune", "--shape", shape, "--results", str(results), "--trials", "1000",
                    "--budget-s", f"{args.window_s:g}")
    tune += ["--target", "llvm", "--workers", "2", "--set", "batch=16"] if args.dry_run else []
    print(f"== rate window: {' '.join(tune[3:])}", flush=True)
    rc, lines = run_timed(tune, hard_s=args.window_s + 240)
    tune_dir = case_dirs(results, case).tune
    runs = json.loads((tune_dir / "runs.json").read_text()) if (tune_dir / "runs.json").exists() else []
    run = runs[-1] if runs else {}
    summ = records_summary(tune_dir, case.flops)
    batches = run.get("batches") or []
    first_join = batches[0]["joined_at_s"] if batches else None
    stats = line_stats(lines)
    out = {"case_id": case.case_id, "rc": rc, "window_s": args.window_s, "tune_s": run.get("seconds"),
           "trials": summ["trials"], "trials_per_min": run.get("trials_per_min"), "stopped_early": summ["stopped_early"],
           "valid_pct": summ["valid_pct"], "best_tflops": summ["best_tflops"], "first_join_s": first_join,
           "runner_s_per_batch": [round(b.get("runner_s", 0.0), 1) for b in batches], **stats}
    (args.work / "rate.json").write_text(json.dumps(out, indent=1))
    print(f"\n{case.case_id}: {out['trials']} trials in {out['tune_s']} s = {out['trials_per_min']} trials/min "
          f"(window {args.window_s:g} s, first batch joined at {first_join} s), {out['stopped_early']} stopped early, "
          f"valid {out['valid_pct']} %, best {out['best_tflops']} TFLOP/s | status lines {stats['status_lines']}, "
          f"longest silence {stats['max_gap_s']} s, status line within {stats['batches_with_status_line']} of "
          f"{stats['batches_after_first']} batches after the first | runner s per batch {out['runner_s_per_batch']}")
    return 0 if rc in (0, 130) else rc


def main(argv: list[str] | None = None) -> int:
    ap = harness.parser(__doc__, __name__, work=True)
    ap.add_argument("--part", choices=["fp16", "rate"], required=True)
    ap.add_argument("--shape", default=FP16_SHAPE, help="fp16 part's case: an fp16 GEMM or conv2d (e.g. the conv "
                    f"{CONV16_SHAPE})")
    ap.add_argument("--trials", type=int, default=1000, help="fp16 part: the trial budget the chunks add up to")
    ap.add_argument("--space", choices=["auto", "template"], default="auto",
                    help="fp16 part: MetaSchedule's tensor-core space, or the GEMM template (its own work directory)")
    ap.add_argument("--chunk-s", type=float, default=480.0, help="fp16 part: the whole chunk, tuning and checks")
    ap.add_argument("--reserve-s", type=float, default=150.0,
                    help="fp16 part: of --chunk-s, left for start-up, the batches in flight, select, export and measure")
    ap.add_argument("--driver", type=Path, default=None, help="an energy-driver already built (else built once in --work)")
    ap.add_argument("--rate-shape", default=RATE_SHAPE)
    ap.add_argument("--window-s", type=float, default=180.0, help="rate part: the tuning budget")
    ap.add_argument("--dry-run", action="store_true", help="CPU only: llvm, small GEMMs, no GPU steps")
    args = ap.parse_args(argv)
    if args.dry_run:
        args.window_s = min(args.window_s, 45.0)
        args.chunk_s, args.reserve_s = min(args.chunk_s, 45.0), min(args.reserve_s, 20.0)
        args.trials = min(args.trials, 96)
    if args.part == "fp16" and not args.dry_run:
        from artifact.catalog import parse_shape
        from artifact.errors import ArtifactError

        try:
            vendor_baseline(parse_shape(args.shape))
        except (ArtifactError, ValueError) as exc:
            ap.error(str(exc))
    args.work.mkdir(parents=True, exist_ok=True)
    return fp16_chunk(args) if args.part == "fp16" else rate_window(args)


if __name__ == "__main__":
    sys.exit(main())
