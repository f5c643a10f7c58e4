"""The wgmma space on the GEMMs of the shipped LLM traces, each tuned kernel beside cuBLAS, on one sm_90 GPU.

    python -m benchmarks.wgmma_llm [--case llm-traces] [--trials 16] [--budget-s 6] [--top 1] [--work build/wgmma_llm]
                                   [--top-fast N] [--fast-us 12] [--fast-all-up-to 12]
                                   [--set KEY=VALUE ...] [--knob NAME=VALUE ...] [--cutlass] [--resume]

The cases (default: the gemm catalog's group ``llm-traces``, the 18 GEMMs of BLOOM-560M decode and prefill
and vicuna-7B prefill, decode M=1 and prefill M=512, NN and NT) go through the artifact's phases as a user
runs them, each phase one call for every case (a call that fails is repeated case by case, so one case
does not stop the others), its output in --work/logs/<phase>.log:

  tune     artifact tune --space wgmma --trials T --budget-s B x cases       the space's knobs, a trial cap
           [--set KEY=VALUE]                                              (the cases take turns, so each gets
                                                                           about B seconds); tuner settings
  select   artifact select --top N --per-percentile 0                      the N fastest, each checked on
           [--knob NAME=VALUE]                                             the GPU against a float64 reference
                                                                           (--knob: the N fastest of those
                                                                           knob values, e.g. split_k=4);
                                                                           --top-fast: N of its own for cases
                                                                           whose fastest tuned kernel ran under
                                                                           --fast-us in TVM's runner, and all
                                                                           of those with at most
                                                                           --fast-all-up-to valid kernels
  export   artifact export                                                 source, sm_90a cubin, manifest
  build    artifact build                                                  the energy driver
  measure  artifact measure --caps current (cuBLAS too)                     time and energy of each kernel
                                                                           and of cuBLAS in the same call,
                                                                           each run through the driver's gate
  --cutlass: artifact cutlass sweep, artifact cutlass measure              CUTLASS's configurations for the
                                                                           shape (nvcc), each measured and
                                                                           gated, the fastest picked

Printed last, per case: its shape, the space's size and the trials tuned, a launch's time of the tuned kernel
(the fastest in the driver of the kept kernels that passed its gate) and of cuBLAS, their ratio (cuBLAS time / tuned
time, above 1: the tuned kernel is faster), with --cutlass CUTLASS's pick and its ratio the same way, a launch's energy of each and their ratio (tuned / cuBLAS), each
ratio with its first-order spread from the two records' coefficients of variation over their windows, and
each kept kernel's gates (select's check, the driver's); --json adds TFLOP/s. --table-only prints it from
--work's files. The defaults are sized
for about 8 minutes on one H200 with 16 CPUs. A run stopped by a time limit continues with --resume and the
same --work (each phase keeps what is current: the trials recorded, selections of the same records, exports of
the same selections, records of the kernels exported now), also with a higher --trials; give a fresh --work
for other settings. A tuned space's kernels of one knob value beside cuBLAS: --resume --knob split_k=4 after a
run with --set wgmma_split_k=true (the tuning is current, so only select, export and measure run again).
TVM's runner times a call of the kernel's host function, whose launch (and, for this space, the encoding of two
TMA descriptors) costs a few microseconds on the host: below about 10 us its ranking of kernels is mostly that
cost's noise, so --top-fast N keeps the N fastest of such cases and the driver, which times launches back to back,
picks among them; a fast case with at most --fast-all-up-to valid kernels tuned (a small space, often exhausted)
sends them all, since its runner times may all lie within that noise. Nothing here changes a GPU setting (the caps
are the current ones).
"""

from __future__ import annotations

import glob
import json
import math
import subprocess
import time
from pathlib import Path
from typing import Any

from benchmarks import harness
from benchmarks.harness import ROOT

CATALOG = "gemm"
VENDOR = "cublas-fp16"


def fast_cases(cases: list[str], tree: Path, fast_us: float) -> list[str]:
    """The cases whose fastest valid tuning record ran under ``fast_us`` microseconds in TVM's runner."""
    from artifact.schema.tunedb import read_records

    def best_us(case_id: str) -> float:
        runs = [sum(r.run_secs) / len(r.run_secs) for r in read_records(tree / case_id / "tune") if r.valid]
        return min(runs, default=math.inf) * 1e6

    return [c for c in cases if best_us(c) < fast_us]


def valid_kernels(case_id: str, tree: Path) -> int:
    """The kernels of a case's tuning that select can keep: its valid records of distinct schedules, each timed to
    the end (not a lower bound)."""
    from artifact.schema.tunedb import read_records
    from artifact.tuning.select import rank_records

    d = tree / case_id / "tune"
    return sum(not r.lower_bound for r in rank_records(read_records(d))[0]) if d.exists() else 0


def call(phase: str, args: list[str], cases: list[str], work: Path, one_case_args: list[str] | None = None,
         dry_run: bool = False) -> list[str]:
    """``artifact PHASE ARGS`` for every case at once, then case by case (with ``one_case_args`` where given)
    if that fails; the cases it failed for. ``dry_run``: print the command (and the retry's arguments) instead.
    A PHASE of two words is a command of a group (``cutlass sweep``)."""
    def argv(ids: list[str], extra: list[str]) -> list[str]:
        return [*phase.split(), *(["--catalog", CATALOG, "--case", ",".join(ids)] if ids else []), *extra]

    if dry_run:
        print(f"$ artifact {' '.join(argv(cases, args))}")
        if one_case_args is not None and len(cases) > 1:
            print(f"  (if it fails, case by case: {' '.join(one_case_args)})")
        return []
    log = work / "logs" / f"{phase.replace(' ', '-')}.log"
    log.parent.mkdir(parents=True, exist_ok=True)

    def once(ids: list[str]) -> int:
        extra = one_case_args if one_case_args is not None and len(ids) == 1 and len(cases) > 1 else args
        cmd = argv(ids, extra)
        with log.open("a", encoding="utf-8") as f:
            f.write(f"$ artifact {' '.join(cmd)}\n")
            f.flush()
            return subprocess.run(harness.artifact_cmd(*cmd), cwd=ROOT, stdout=f, stderr=subprocess.STDOUT).returncode

    t0 = time.monotonic()
    failed = [] if once(cases) == 0 else [c for c in cases if once([c]) != 0] if cases else ["(all)"]
    print(f"{phase:8s} {time.monotonic() - t0:6.0f} s" + (f"  failed: {', '.join(failed)}" if failed else ""),
          flush=True)
    return failed


def row(case: Any, results: Path, split_k: bool = False, ring: bool = True, short_a: bool = True,
        pingpong: bool = True, k_boxes: bool = True) -> dict[str, Any]:
    """One case's line of the table, from its files under ``results`` (<results>/<case>/: the wgmma tree);
    the space's size with the tuning settings ``wgmma_split_k`` and ``wgmma_ring`` as its last tuning run
    recorded them (a run that recorded no ``wgmma_ring`` wrote kernels of form 3 or earlier; ``wgmma_short_a``:
    form 5's space, ``bn`` 8 for decode too; ``wgmma_pingpong``: form 6's, the knob ``pingpong`` too; ``wgmma_k_boxes``:
    form 7's, the knob ``k_boxes`` too; a run that recorded none of these had them false: one that recorded no
    ``wgmma_k_boxes`` wrote form 6 or earlier), ``split_k``, ``ring``, ``short_a``, ``pingpong`` and ``k_boxes``
    (the defaults: form 7's space) where no run did."""
    from artifact.schema.base import ABSENT
    from artifact.schema.runs import read_runs
    from artifact.schema.tunedb import read_records
    from artifact.tuning import wgmma

    d = results / case.case_id
    runs = read_runs(d / "tune" / "runs.json")
    if runs and runs[-1].wgmma_split_k is not ABSENT:
        split_k = bool(runs[-1].wgmma_split_k)
    if runs:
        ring = runs[-1].wgmma_ring is not ABSENT and bool(runs[-1].wgmma_ring)
        short_a = runs[-1].wgmma_short_a is not ABSENT and bool(runs[-1].wgmma_short_a)
        pingpong = runs[-1].wgmma_pingpong is not ABSENT and bool(runs[-1].wgmma_pingpong)
        k_boxes = runs[-1].wgmma_k_boxes is not ABSENT and bool(runs[-1].wgmma_k_boxes)
    p = case.params
    out: dict[str, Any] = {"case_id": case.case_id, "shape": f"{p['M']}x{p['N']}x{p['K']} {p['layout']}",
                           "space": len(wgmma.settings_of_form(case, split_k, wgmma.written_form(ring, short_a, pingpong, k_boxes))), "trials": len(read_records(d / "tune")) if (d / "tune").exists() else 0,
                           "tuned_tflops": None, "vendor_tflops": None, "tuned_time_us": None, "vendor_time_us": None,
                           "ratio": None, "ratio_std": None, "tuned_energy_mj": None, "vendor_energy_mj": None,
                           "energy_ratio": None, "energy_ratio_std": None, "knobs": None, "gates": {},
                           **cutlass_columns(results.parent / "cutlass" / case.case_id)}
    try:
        selection = json.loads((d / "selection.json").read_text())
    except OSError:
        return out
    records = [json.loads(Path(f).read_text()) for f in sorted(glob.glob(str(d / "measure" / "*" / "*.json")))]
    kept = {k["kernel_id"] for k in selection["kernels"]}  # a record of an id no longer selected is not this run's
    tuned = {r["id"]: r for r in records if r.get("kind") == "tuned" and r.get("id") in kept}
    vendor = [r for r in records if r.get("id") == VENDOR]
    for k in selection["kernels"]:
        drv = tuned.get(k["kernel_id"])
        out["gates"][k["kernel_id"]] = {"select": k["correctness"]["status"],
                                        "driver": None if drv is None else bool(drv.get("gate", {}).get("passed"))}
    passed = [r for r in tuned.values() if r.get("gate", {}).get("passed")]
    best = max(passed, key=lambda r: r["gflops"], default=None)
    if best is not None:
        out["tuned_tflops"], out["tuned_energy_mj"] = best["gflops"] / 1e3, best["energy_per_launch_mj"]
        out["tuned_time_us"] = best["time_per_launch_ms"] * 1e3
        trace = next(k["trace"] for k in selection["kernels"] if k["kernel_id"] == best["id"])
        out["knobs"] = {k: v for k, v in wgmma.knobs_of(trace).items() if (k != "split_k" or v > 1) and (k != "pingpong" or v)
                        and (k != "k_boxes" or v > 1)}  # where it splits, takes turns, has several boxes
    if vendor:
        out["vendor_tflops"], out["vendor_energy_mj"] = vendor[0]["gflops"] / 1e3, vendor[0]["energy_per_launch_mj"]
        out["vendor_time_us"] = vendor[0]["time_per_launch_ms"] * 1e3
    if vendor and out["cutlass_time_us"] is not None:
        out["cutlass_ratio"] = vendor[0]["time_per_launch_ms"] * 1e3 / out["cutlass_time_us"]
    if best is not None and vendor:
        v = vendor[0]
        out["ratio"] = v["time_per_launch_ms"] / best["time_per_launch_ms"]
        out["energy_ratio"] = best["energy_per_launch_mj"] / v["energy_per_launch_mj"]
        for key, cv in (("ratio", "time_cv"), ("energy_ratio", "energy_cv")):  # no spread where a record gives none
            if best.get(cv) is not None and v.get(cv) is not None:
                out[f"{key}_std"] = out[key] * math.hypot(best[cv], v[cv])
    return out


def cutlass_columns(case_dir: Path) -> dict[str, Any]:
    """CUTLASS's pick of a case (<results>/cutlass/<case>/pick.json, `artifact cutlass measure`): its time and
    energy a launch and its configuration; None where there is none (the ratio to cuBLAS: row())."""
    out: dict[str, Any] = {"cutlass_time_us": None, "cutlass_energy_mj": None, "cutlass_config": None,
                           "cutlass_ratio": None}
    try:
        pick = json.loads((case_dir / "pick.json").read_text())["picked"]
    except OSError:
        return out
    out.update(cutlass_time_us=pick["time_ms"] * 1e3, cutlass_energy_mj=pick["energy_mj"],
               cutlass_config=pick["kernel_id"])
    return out


def by_knob(case: Any, results: Path, names: list[str]) -> list[dict[str, Any]]:
    """The tuning's view of the space (<results>/<case>/tune/, TVM's runner): per combination of the knobs
    ``names``, the kernels measured and the fastest one's time (failed ones and lower bounds left out)."""
    from artifact.schema.tunedb import read_records
    from artifact.tuning import wgmma

    tune = results / case.case_id / "tune"
    groups: dict[tuple[int, ...], list[float]] = {}
    for rec in read_records(tune) if tune.exists() else []:
        if rec.valid and not rec.lower_bound:
            knobs = wgmma.knobs_of(rec.trace)
            groups.setdefault(tuple(knobs[n] for n in names), []).append(rec.run_s)
    return [{"case_id": case.case_id, "knobs": dict(zip(names, key)), "kernels": len(times), "best_us": min(times) * 1e6}
            for key, times in sorted(groups.items())]


def print_by_knob(rows: list[dict[str, Any]], names: list[str]) -> None:
    print(f"\nthe tuning's fastest kernel by {', '.join(names)} (TVM's runner; failed kernels and lower bounds left out)")
    print(f"{'case':36s} {' '.join(f'{n:>8s}' for n in names)} {'kernels':>7} {'best us':>9} {'/ best':>7}")
    best: dict[str, float] = {}
    for r in rows:
        best[r["case_id"]] = min(r["best_us"], best.get(r["case_id"], math.inf))
    for r in rows:
        print(f"{r['case_id']:36s} {' '.join(f'{v:>8d}' for v in r['knobs'].values())} {r['kernels']:>7} "
              f"{r['best_us']:>9.2f} {r['best_us'] / best[r['case_id']]:>7.2f}")


def print_table(rows: list[dict[str, Any]], cutlass: bool = False) -> None:
    def num(x: float | None, fmt: str) -> str:
        return "n/a" if x is None else format(x, fmt)

    def pm(x: float | None, std: float | None) -> str:
        return "n/a" if x is None else f"{x:.3f} +- " + ("n/a" if std is None else f"{std:.3f}")

    print(f"\n{'case':36s} {'M x N x K':20s} {'space':>5} {'trials':>6} {'tuned us':>9} {'cuBLAS us':>9} "
          f"{'time ratio':>14} {'tuned mJ':>9} {'cuBLAS mJ':>9} {'energy ratio':>14}  gates (select/driver)  "
          "knobs of the tuned kernel" + ("  | CUTLASS us, ratio, mJ, config" if cutlass else ""))
    for r in rows:
        gates = " ".join(f"{k}:{g['select']}/{'n/a' if g['driver'] is None else 'pass' if g['driver'] else 'FAIL'}"
                         for k, g in r["gates"].items()) or "-"
        knobs = " ".join(f"{k}={v}" for k, v in (r["knobs"] or {}).items())
        print(f"{r['case_id']:36s} {r['shape']:20s} {r['space']:>5} {r['trials']:>6} {num(r['tuned_time_us'], '.2f'):>9} "
              f"{num(r['vendor_time_us'], '.2f'):>9} {pm(r['ratio'], r['ratio_std']):>14} {num(r['tuned_energy_mj'], '.4f'):>9} "
              f"{num(r['vendor_energy_mj'], '.4f'):>9} {pm(r['energy_ratio'], r['energy_ratio_std']):>14}  {gates:21s}  {knobs}"
              + (f"  | {num(r['cutlass_time_us'], '.2f')} {num(r['cutlass_ratio'], '.3f')} "
                 f"{num(r['cutlass_energy_mj'], '.4f')} {r['cutlass_config'] or '-'}" if cutlass else ""))
    ratios = [r["ratio"] for r in rows if r["ratio"] is not None]
    if ratios:
        print(f"\n{len(ratios)} of {len(rows)} cases measured beside cuBLAS: {sum(x >= 0.95 for x in ratios)} at >= 0.95x, "
              f"{sum(x < 0.85 for x in ratios)} below 0.85x (time ratio: cuBLAS time / tuned time; energy ratio: a "
              "launch's energy, tuned / cuBLAS; +-: first-order spread over the windows)")


def main() -> int:
    from artifact.catalog import select_cases

    ap = harness.parser(__doc__, __name__, work=True, json_out=True)
    ap.add_argument("--case", default="llm-traces", help="gemm-catalog ids or groups, comma-separated")
    ap.add_argument("--trials", type=int, default=16, help="trial cap of each case's tune (default 16)")
    ap.add_argument("--budget-s", type=float, default=6.0, help="tuning seconds of each case (default 6; one tune of all the cases, taking turns, has B x cases)")
    ap.add_argument("--top", type=int, default=1, help="kernels of each case checked, exported and measured (default 1)")
    ap.add_argument("--top-fast", type=int, default=None, metavar="N",
                    help="kernels of each case whose fastest tuned kernel ran under --fast-us in TVM's runner (default: "
                         "--top); the driver picks the fastest of them")
    ap.add_argument("--fast-us", type=float, default=12.0,
                    help="microseconds of TVM's runner under which a case counts as fast for --top-fast (default 12)")
    ap.add_argument("--fast-all-up-to", type=int, default=12, metavar="N",
                    help="a --top-fast case with at most N valid kernels tuned sends them all to the driver (default "
                         "12; 0: none): TVM's runner may time every kernel of a small space within the cost of a call")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--set", dest="settings", action="append", default=[], metavar="KEY=VALUE",
                    help="a tuner setting passed to artifact tune (repeatable; `artifact tune --list-profiles` lists them)")
    ap.add_argument("--knob", dest="knobs", action="append", default=[], metavar="NAME=VALUE",
                    help="select the fastest kernels of this knob value only (artifact select --knob; repeatable)")
    ap.add_argument("--cutlass", action="store_true",
                    help="also CUTLASS: its configurations for each shape swept (nvcc), measured and gated by the "
                         "driver, the fastest picked (artifact cutlass sweep, measure), as a column of the table")
    ap.add_argument("--by-knob", metavar="NAME[,NAME]", default=None,
                    help="also print, per case, the tuning's fastest kernel for each value of these knobs (e.g. "
                         "split_k,stages: from the tuning records, TVM's runner)")
    ap.add_argument("--resume", action="store_true", help="continue the run in --work (each phase keeps what is current)")
    ap.add_argument("--table-only", action="store_true", help="print the table of --work's files; run nothing")
    ap.add_argument("--dry-run", action="store_true", help="print the artifact commands it would run; run nothing")
    args = ap.parse_args()
    from artifact.tuning.options import profile_settings

    settings = profile_settings(None, args.settings)  # a bad KEY=VALUE: one line, before any phase
    if args.fast_all_up_to < 0:
        raise SystemExit(f"error: --fast-all-up-to {args.fast_all_up_to}: give 0 or more kernels")
    from artifact.tuning import wgmma

    knob_names = [n.strip() for n in args.by_knob.split(",")] if args.by_knob else []
    if unknown := [n for n in knob_names if n not in wgmma.KNOB_NAMES]:
        raise SystemExit(f"error: --by-knob {', '.join(unknown)}: the space's knobs are {', '.join(wgmma.KNOB_NAMES)}")
    cases = select_cases((args.case,), CATALOG, (), False)
    ids = [c.case_id for c in cases]
    results = args.work / "results"
    tree = results / "wgmma"
    if args.dry_run or not args.table_only:
        if results.exists() and not args.resume and not args.dry_run:
            raise SystemExit(f"{results} exists: give a fresh --work, --resume to continue its run, or --table-only")
        t0 = time.monotonic()
        tune = ["--space", "wgmma", "--results", str(results), "--trials", str(args.trials), "--seed", str(args.seed),
                *(a for kv in args.settings for a in ("--set", kv))]
        dry = args.dry_run
        call("tune", [*tune, "--budget-s", f"{args.budget_s * len(ids):g}"], ids, args.work,
             one_case_args=[*tune, "--budget-s", f"{args.budget_s:g}"], dry_run=dry)  # a retry case by case: B each
        knob_args = [a for kv in args.knobs for a in ("--knob", kv)]
        fast = [] if args.top_fast is None else fast_cases(ids, tree, args.fast_us)  # a dry run: of the records there
        few = [c for c in fast if valid_kernels(c, tree) <= args.fast_all_up_to]  # select --top N keeps all of them
        for group, top in (([c for c in ids if c not in fast], args.top), ([c for c in fast if c not in few], args.top_fast),
                           (few, args.fast_all_up_to)):
            if group:
                call("select", ["--results", str(tree), "--top", str(top), "--per-percentile", "0", *knob_args], group,
                     args.work, dry_run=dry)
        call("export", ["--results", str(tree)], ids, args.work, dry_run=dry)
        call("build", [], [], args.work, dry_run=dry)
        call("measure", ["--results", str(tree), "--caps", "current", "--runner", "native", "--window-s", "0.25",
                         "--min-windows", "3"], ids, args.work, dry_run=dry)
        if args.cutlass:  # cuBLAS beside the tuned kernels above; CUTLASS's sweep of the same shapes
            call("cutlass sweep", ["--results", str(results)], ids, args.work, dry_run=dry)
            call("cutlass measure", ["--results", str(results), "--caps", "current", "--runner", "native",
                                     "--no-baselines"], ids, args.work, dry_run=dry)
        if dry:
            return 0
        print(f"all phases: {time.monotonic() - t0:.0f} s")
    from artifact.tuning.tune import TuneOptions, wgmma_k_boxes, wgmma_pingpong, wgmma_ring, wgmma_short_a

    opts = TuneOptions(**{**settings, "space": "wgmma"})  # the settings as a tuning resolves them where unset
    rows = [row(c, tree, opts.wgmma_split_k, wgmma_ring(opts), wgmma_short_a(opts), wgmma_pingpong(opts),
                wgmma_k_boxes(opts)) for c in cases]
    print_table(rows, cutlass=args.cutlass or any(r["cutlass_time_us"] is not None for r in rows))
    if knob_names:
        print_by_knob([r for c in cases for r in by_knob(c, tree, knob_names)], knob_names)
    if args.json:
        harness.write_json(args.json, rows)
    return 0


if __name__ == "__main__":
    harness.run(main)
