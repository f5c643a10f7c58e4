"""Two cases' evolutionary searches in one process: one after the other, then at once (two threads).

    python -m benchmarks.searches_at_once [--cases 1,7] [--population 128] [--threads 1] [--rounds 2]

What ``artifact tune --searches-at-once 2`` rests on: TVM's search (C++ behind tvm-ffi, which releases
the GIL) runs beside another case's search in the same process. Each round makes fresh search states for
the cases (CUDA target of an H100, no GPU used: only ``generate_measure_candidates``) and times one search
of each, one after the other, then one of each at once in threads; the order of the two arms alternates
from round to round. A table is printed last: with as many cores as the searches' threads together, at
once should take about the longest search, not their sum.

``--cost-model random`` scores candidates at random (the search's C++ alone); ``xgb`` is what tuning
uses: MetaSchedule's XGBoost model on the search's threads, trained first on a batch of the case's
candidates with made-up run times (twice, past its 100 warm-up samples), so that the search scores each
generation with it: feature extraction, then Python and NumPy (under the GIL) around XGBoost.
"""

from __future__ import annotations

import json
import os
import threading
import time

from benchmarks import harness

H100 = {"kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1024, "max_shared_memory_per_block": 49152,
        "thread_warp_size": 32, "registers_per_block": 65536, "max_num_threads": 1024}


def main() -> int:
    p = harness.parser(__doc__, __name__)
    p.add_argument("--cases", default="1,7", help="two default-catalog cases")
    p.add_argument("--population", type=int, default=128, help="the evolutionary search's population")
    p.add_argument("--threads", type=int, default=1, help="threads of each search")
    p.add_argument("--rounds", type=int, default=2, help="rounds, the arms' order alternating")
    p.add_argument("--cost-model", choices=["random", "xgb"], default="random",
                   help="random scores, or XGBoost trained on made-up run times (as tuning scores)")
    a = p.parse_args()
    cases = a.cases.split(",")
    if len(cases) != 2:
        raise SystemExit(f"--cases must name two cases, got {a.cases!r}")

    from tvm.s_tir import meta_schedule as ms
    from tvm.target import Target

    from artifact.catalog import resolve_case
    from artifact.tuning import workloads
    from artifact.tuning.spaces import space_generator
    from artifact.tuning.tune import TuneOptions, case_target, search_strategy
    from tvm_patches.tensor_intrin_cache import install

    install()
    opts = TuneOptions(population=a.population, batch=64)
    seed = iter(range(1, 10_000))

    def fresh(cid: str):
        case = resolve_case(cid)
        ctx = ms.TuneContext(mod=workloads.prim_func(case), target=Target(case_target(case, H100)),
                             space_generator=space_generator(case, "cuda", "auto"), search_strategy=search_strategy(ms, opts),
                             task_name="main", rand_state=next(seed), num_threads=a.threads)
        if a.cost_model == "random":
            model = ms.cost_model.CostModel.create("random")
        else:
            model = ms.cost_model.CostModel.create("xgb", num_tuning_cores=a.threads, tree_method="auto")
        ctx.pre_tuning(1000, 64, ctx.generate_design_space(), ms.database.MemoryDatabase(), model)
        if a.cost_model == "xgb":
            train(ctx, model)
        return ctx

    def train(ctx, model) -> None:
        """Train ``model`` on one batch of ``ctx``'s candidates with made-up run times, twice (past the
        model's 100 warm-up samples, below which it predicts at random); the search state starts over."""
        import random

        from tvm.s_tir.meta_schedule.runner import RunnerResult

        cands = ctx.generate_measure_candidates() or []
        if not cands:
            raise SystemExit("the training batch's search found no candidate")
        rng = random.Random(0)
        results = [RunnerResult(run_secs=[rng.uniform(1e-5, 1e-3)], error_msg=None) for _ in cands]
        for _ in range(2):
            model.update(ctx, cands, results)
        if model.booster is None or model.data_size < model.num_warmup_samples:  # it would score at random
            raise SystemExit(f"the XGBoost model is not past its warm-up ({model.data_size} samples)")
        ctx.post_tuning()
        ctx.pre_tuning(1000, 64, ctx.generate_design_space(), ms.database.MemoryDatabase(), model)

    def search(ctx, out: list) -> None:
        out.append(len(ctx.generate_measure_candidates() or []))

    def one_after_the_other() -> float:
        ctxs, got = [fresh(c) for c in cases], []
        t0 = time.perf_counter()
        for ctx in ctxs:
            search(ctx, got)
        return checked(time.perf_counter() - t0, got)

    def at_once() -> float:
        ctxs, got = [fresh(c) for c in cases], []
        threads = [threading.Thread(target=search, args=(ctx, got)) for ctx in ctxs]
        t0 = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return checked(time.perf_counter() - t0, got)

    def checked(seconds: float, got: list) -> float:
        if len(got) != 2 or min(got) == 0:  # a search that raised or found nothing times nothing
            raise SystemExit(f"the searches gave {got} candidates (a batch is up to 64 each)")
        return seconds

    rows = []
    for r in range(a.rounds):
        arms = [("one after the other", one_after_the_other), ("at once", at_once)]
        times = dict((name, f()) for name, f in (arms if r % 2 == 0 else arms[::-1]))
        rows.append(times)
        print(f"round {r + 1}: " + ", ".join(f"{k} {v:.1f} s" for k, v in times.items()), flush=True)
    print(f"\ncases {a.cases}, population {a.population}, {a.threads} thread(s) a search, cost model {a.cost_model}, "
          f"{os.cpu_count()} logical CPUs")
    print(f"{'round':>5} {'one after the other s':>22} {'at once s':>10} {'ratio':>6}")
    for r, t in enumerate(rows, 1):
        print(f"{r:>5} {t['one after the other']:22.1f} {t['at once']:10.1f} "
              f"{t['one after the other'] / t['at once']:6.2f}")
    print(json.dumps({"cost_model": a.cost_model, "threads": a.threads, "population": a.population, "rows": rows}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
