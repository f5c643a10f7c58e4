"""The cost model's feature extraction in a tuning search, with and without the feature cache.

    python -m benchmarks.feature_cache [--shape ...] [--target nvidia/nvidia-h100] [--threads 1] [--batches 4]

Searches ``--batches`` batches of 64 of the case as `artifact tune` does by default (its search strategy,
XGBoost cost model, one generation while the model scores at random), once with the cost model's features
cached (tvm_patches/feature_cache.py) and once without, from the same seed; each batch gets made-up run
times derived from its modules, so both searches learn the same. No GPU is used (a CUDA target is searched,
nothing is built). Per batch and arm: the search's seconds, the feature extractor's calls, candidates and
seconds (the wrapped extractor's, so with the cache only the modules not seen before), the cache's hits,
and whether both arms picked the same candidates (with one thread the search is deterministic, so equal
picks mean equal scores). A table is printed last.
"""

from __future__ import annotations

import time
from typing import Any

from benchmarks import harness

DEFAULT_SHAPE = "conv2d:N=1,H=544,W=544,CO=32,CI=3,KH=3,KW=3,stride=1,padding=1"  # case1


class Timed:
    """An extractor that counts and times the calls made to it."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.calls, self.candidates, self.seconds = inner, 0, 0, 0.0

    def extract_from(self, context: Any, candidates: list[Any]) -> list[Any]:
        t0 = time.perf_counter()
        out = self.inner.extract_from(context, candidates)
        self.seconds += time.perf_counter() - t0
        self.calls += 1
        self.candidates += len(candidates)
        return out


def search(shape: str, target_spec: str, threads: int, batches: int, cached: bool, seed: int) -> list[dict]:
    import tempfile

    import numpy as np
    from tvm.s_tir import meta_schedule as ms
    from tvm.s_tir.meta_schedule.runner import RunnerResult
    from tvm.target import Target

    from artifact.catalog import parse_shape
    from artifact.tuning import workloads
    from artifact.tuning.options import TuneOptions
    from artifact.tuning.target import parse_target
    from artifact.tuning.tune import search_strategy, untrained_generations
    from tvm_patches.feature_cache import CachedFeatures
    from tvm_patches.generations import UntrainedGenerations
    from tvm_patches.pipeline import SearchTurn, module_key
    from tvm_patches.tensor_intrin_cache import install

    install()
    np.random.seed(seed)  # the model's random scores before it has trained
    opts = TuneOptions(feature_cache=cached)
    ctx = ms.TuneContext(mod=workloads.prim_func(parse_shape(shape)), target=Target(parse_target(target_spec)),
                         space_generator="post-order-apply", search_strategy=search_strategy(ms, opts),
                         task_name="main", rand_state=seed, num_threads=threads)
    model = ms.cost_model.CostModel.create("xgb", num_tuning_cores=threads, tree_method="auto")
    timed = Timed(model.extractor)
    cache = CachedFeatures(timed) if cached else None
    model.extractor = cache or timed
    hook = UntrainedGenerations(ctx.search_strategy, model, untrained_generations(opts) or 1)
    ctx.pre_tuning(64 * batches, 64, ctx.generate_design_space(),
                   ms.database.JSONDatabase(work_dir=tempfile.mkdtemp()), model)
    rows = []
    for b in range(batches):
        before = (timed.calls, timed.candidates, timed.seconds, cache.hits if cache else 0)
        hook(SearchTurn(b, 64, 64))
        t0 = time.perf_counter()
        cands = list(ctx.generate_measure_candidates() or [])
        search_s = time.perf_counter() - t0
        keys = [module_key(c.sch.mod) for c in cands]
        results = [RunnerResult([1e-5 * (1 + k % 1009)], None) for k in keys]
        ctx.notify_runner_results(cands, results)
        model.update(ctx, cands, results)
        rows.append({"arm": "cache" if cached else "no cache", "batch": b + 1, "search_s": round(search_s, 2),
                     "extract_calls": timed.calls - before[0], "extracted": timed.candidates - before[1],
                     "extract_s": round(timed.seconds - before[2], 2),
                     "hits": (cache.hits if cache else 0) - before[3], "keys": keys})
    ctx.post_tuning()
    return rows


def main() -> int:
    ap = harness.parser(__doc__, __name__, json_out=True)
    ap.add_argument("--shape", default=DEFAULT_SHAPE)
    ap.add_argument("--target", default="nvidia/nvidia-h100", help="as artifact tune --target (searched, never built)")
    ap.add_argument("--threads", type=int, default=1, help="the search's threads (1: deterministic, picks compared)")
    ap.add_argument("--batches", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rows = []
    for cached in (False, True):
        print(f"== {'with' if cached else 'without'} the feature cache", flush=True)
        rows += search(args.shape, args.target, args.threads, args.batches, cached, args.seed)
    plain = {r["batch"]: r["keys"] for r in rows if r["arm"] == "no cache"}
    for r in rows:
        r["same_picks"] = r["keys"] == plain.get(r["batch"])
    if args.json:
        harness.write_json(args.json, [{k: v for k, v in r.items() if k != "keys"} for r in rows])
    print(f"\n{args.shape}, target {args.target}, {args.threads} search threads, batches of 64, seed {args.seed}")
    print(f"{'arm':<10}{'batch':>6}{'search s':>10}{'calls':>7}{'extracted':>11}{'extract s':>11}{'hits':>6}"
          f"{'same picks':>12}")
    for r in rows:
        print(f"{r['arm']:<10}{r['batch']:>6}{r['search_s']:>10}{r['extract_calls']:>7}{r['extracted']:>11}"
              f"{r['extract_s']:>11}{r['hits']:>6}{str(r['same_picks']) if args.threads == 1 else '-':>12}")
    return 0


if __name__ == "__main__":
    harness.run(main)
