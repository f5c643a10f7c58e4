"""How `artifact tune` searches: :class:`TuneOptions` (the one owner of every default), and the named
tuner profiles that switch its settings (``artifact tune --profile NAME``, ``--set KEY=VALUE``).

The tuner settings (:data:`TUNER_SETTINGS`) are how the search is run (and, ``wgmma_split_k``, ``wgmma_ring``,
``wgmma_short_a``, ``wgmma_pingpong`` and ``wgmma_k_boxes``, whether the wgmma space has its split-K kernels and
which form its kernels are), not what is tuned: the default profile is the tuner of the shipped results; each other profile is one arm of an
A/B comparison (benchmarks/) or TVM's own way. ``--profile a,b`` applies several (they must not set one
setting two ways); ``--set KEY=VALUE`` sets any tuner setting after them. ``artifact tune --list-profiles``
prints the profiles and every setting with its default.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tvm_patches.pipeline import EARLY_STOP, FRESH_BATCHES

from ..errors import ArtifactError

DEFAULT_TRIALS = 1000
TEST_MODE_TRIALS = 100


@dataclass
class TuneOptions:
    trials: int = DEFAULT_TRIALS
    seed: int | None = None
    target: str | None = None  # --target; None: derived from the GPU
    gpu: int = 0
    workers: int | None = None  # build workers; None: as ``sizing`` says (artifact.tuning.tune.build_workers)
    search_threads: int | None = None  # None: as ``sizing`` says (artifact.tuning.tune.search_threads)
    # a search's threads while no candidate is building (tvm_patches/search_threads.py); None: as ``sizing`` says
    idle_search_threads: int | None = None
    lag: int | None = None  # batches a case's search may not have seen; None: tvm_patches.pipeline's default
    fresh_batches: int = FRESH_BATCHES  # a case's first batches searched in TVM's order whatever the lag
    # pipelined: a case's first searches that draw at random whatever is joined (its cost model below its warm-up
    # samples) do not wait for the batch before them (tvm_patches/pipeline.py: Task.random_searches); off by default:
    # its searches miss the batch before's best, and what that costs in kernel quality is within the seeds' spread
    random_overlap: bool = False
    batch: int = 64  # candidates per search iteration (MetaSchedule's num_trials_per_iter)
    population: int | None = None  # the evolutionary search's population_size; None: as ``sizing`` says
    # the search's generations while its cost model scores at random; None: as ``sizing`` says (tvm_patches/generations.py)
    untrained_generations: int | None = None
    # the generations of a search for at most a batch's epsilon-greedy share of trials (what a short batch left);
    # None: as ``sizing`` says (tvm_patches/generations.py)
    remainder_generations: int | None = None
    # the tuning builds' limit on a candidate's CUDA source, KB; None: no limit (tvm_patches/source_limit.py)
    max_source_kb: int | None = None
    # the cost model's features of a module extracted once per run, not at every generation (tvm_patches/feature_cache.py)
    feature_cache: bool = True
    sizing: str = "lean"  # how the search sizes itself to the host where the three above are not given: SIZINGS
    scheduler: str = "pipelined"  # see tvm_patches.pipeline; "stock" is TVM's own tune_tir
    min_repeat_ms: int = 100  # MetaSchedule runner's min_repeat_ms (TVM's default)
    builder_pool: str = "persistent"  # "persistent" or "per-batch" (TVM's habit), see tvm_patches.builder
    hold_builds: bool = True  # pipelined: no build starts while a batch is joined (tvm_patches.pipeline)
    overlap_batches: bool = True  # pipelined: a batch builds and runs beside the last builds of the one before
    # pipelined: a join waits for its batch's last candidates still compiling (at most 1/8 of it) until none has come in
    # for this many times the batch's median build, then joins the others and takes them at the next join
    # (tvm_patches.pipeline.TaskLoop); None: waits for every candidate, as TVM does
    straggler_wait: float | None = 2.0
    searches_at_once: int = 1  # pipelined, several cases in this process: cases taking their turn at once
    evaluator: str = "planned"  # runner's evaluator: "planned" (tvm_patches.evaluator) or "tvm" (TVM's own)
    runner_threads: int = 1  # host threads of the runner's worker: 1 (tvm_patches.evaluator.one_thread_runner) or 0 = TVM's default
    wait: bool = False  # another run holds the GPU or the results directory: wait for it (else stop)
    gpus: tuple[int, ...] = ()  # --gpus: several GPUs, used as --spread says
    spread: str = "auto"  # --spread with --gpus: auto, cases or rpc (artifact.tuning.spread.tune_selected); tune_cases: rpc
    spread_gpus: tuple[int, ...] = ()  # set by --spread cases for its children: the GPUs of the run this one is part of
    cpu_servers: int = 0  # CPU targets: candidates measured through N local RPC servers
    mixed_gpus: bool = False  # --gpus of different models allowed
    budget_s: float | None = None  # wall-clock seconds per case: no batch of it is started after them
    early_stop: float | None = EARLY_STOP  # None: every candidate timed fully
    space: str = "auto"  # "auto": MetaSchedule's rules (artifact.tuning.spaces); "template", "wgmma": knob spaces
    interleave: bool = True  # several cases: take turns batch by batch in one loop, else one after the other
    wgmma_split_k: bool = False  # the wgmma space's split_k knob above 1 (artifact.tuning.wgmma.knob_values)
    # the wgmma space's kernels: true, of form 4 or later, K loops unrolled over the ring (wgmma.RING_FORM); false, of
    # form 3 (wgmma.NO_RING_FORM); None, not set: true (artifact.tuning.tune.wgmma_ring). Set only with --space wgmma
    wgmma_ring: bool | None = None
    # the wgmma space's kernels of form 5 (wgmma.SHORT_A_FORM): form 4's, A's TMA box only as tall as M where M is less
    # than a tile (wgmma.a_box_rows); None, not set: as wgmma_ring (artifact.tuning.tune.wgmma_short_a). True only with
    # --space wgmma, not with wgmma_ring=false
    wgmma_short_a: bool | None = None
    # the wgmma space's kernels of form 6 (wgmma.PINGPONG_FORM): form 5's, and the knob pingpong (two consumer
    # warpgroups taking turns on a persistent thread block's tiles); None, not set: as wgmma_short_a
    # (artifact.tuning.tune.wgmma_pingpong). True only with --space wgmma, not with wgmma_ring or wgmma_short_a false
    wgmma_pingpong: bool | None = None
    # the wgmma space's kernels of form 7 (wgmma.K_BOXES_FORM, the default): form 6's, and the knob k_boxes (several
    # 64-K boxes a stage, each into accumulators of its own); None, not set: as wgmma_pingpong
    # (artifact.tuning.tune.wgmma_k_boxes). True only with --space wgmma and form 6's settings
    wgmma_k_boxes: bool | None = None


SIZINGS = ("lean", "all-cpus")  # TuneOptions.sizing (artifact/tuning/tune.py: build_workers, search_threads,
# population_size). Lean: what a trial costs the host's CPUs grows with the threads that search at once (on 16
# CPUs, 16 threads kept 14.6 cores busy to search a batch of 64 candidates; benchmarks/results/search_profile_*)
# and with the population evolved before each batch; every build worker pays its start-up once. The two sizings
# side by side: benchmarks/results/tune_cost_*
LEAN_WORKERS = 8  # build workers: half the CPUs, at most this many
LEAN_SEARCH_THREADS = 4  # search threads: at most this many, and at most the CPUs
# a search's threads while no candidate is building: half the CPUs (at least the search threads), at most this many
LEAN_IDLE_SEARCH_THREADS = 8
LEAN_POPULATION = 128
# generations of the evolutionary search while its cost model scores at random (fewer than 100 measured candidates:
# a run's first two batches): lean 1, all-cpus TVM's 4 (tvm_patches/generations.py)
LEAN_UNTRAINED_GENERATIONS = 1
# generations of a search for the last few trials of a case (at most a batch's epsilon-greedy share): lean 1
LEAN_REMAINDER_GENERATIONS = 1

# the tuner settings, each with what it does (`artifact tune --list-profiles`)
TUNER_SETTINGS: dict[str, str] = {
    "scheduler": "pipelined: the runner overlaps the next search (tvm_patches); sequential: the same parts, no "
                 "overlap; stock: TVM's own tune_tir (its evaluator and thread pool; no budget, population or knob space)",
    "builder_pool": "persistent: build workers kept across batches; per-batch: restarted each batch, as TVM does",
    "hold_builds": "pipelined: no build starts while a batch's results go to the cost model (its XGBoost training "
                   "is far slower beside a build on every core)",
    "overlap_batches": "pipelined: the next batch's candidates build and run while the batch before still compiles "
                       "its slowest ones",
    "straggler_wait": "pipelined: a batch's join waits for its last candidates still compiling (at most an eighth "
                      "of the batch) until none has been measured for this many times the batch's median build (at "
                      "least 1 s), then joins the others, the next search starts, and they are joined with the next "
                      "batch; none: the join waits for every candidate, as TVM does",
    "evaluator": "planned: a short probe, then one round of >= min_repeat_ms (tvm_patches/evaluator.py); tvm: "
                 "TVM's ramp up to it",
    "runner_threads": "GPU targets: host threads of the runner's worker, 1, or 0 for TVM's thread pool (CPU targets "
                      "always use the pool)",
    "early_stop": "stop timing a candidate after the probe when it is more than this many times slower than its "
                  "case's best so far (kept as a lower bound, never selected); 0: time every candidate fully; "
                  "planned evaluator only",
    "lag": "pipelined: batches a case's search may not have seen; 0: TVM's order; 1: search the next batch while "
           "this one is measured; none: 1 for one case, 0 when cases take turns",
    "fresh_batches": "a case's first N batches searched in TVM's order whatever the lag (but for the stragglers that "
                     "straggler_wait leaves to the next join)",
    "random_overlap": "pipelined: a case's first searches that draw at random whatever is joined before them (its "
                      "cost model has fewer than 100 measured candidates) do not wait for the batch before; false: each "
                      "waits, in TVM's order, the default (what such a search misses: the batch before's best in its "
                      "population)",
    "searches_at_once": "pipelined, several cases in one process: how many cases take their turn at once",
    "interleave": "several cases: take turns batch by batch in one loop (false: each case finished before the next)",
    "batch": "candidates per search iteration",
    "search_threads": "threads of the evolutionary search and its cost model; none: as sizing says",
    "idle_search_threads": "threads of a search that starts while no candidate is building (nothing else wants the "
                           "CPUs: a run's first search, and the first once the cost model ranks); none: as sizing "
                           f"says (lean: half the CPUs, at most {LEAN_IDLE_SEARCH_THREADS}; all-cpus: search_threads)",
    "population": "the evolutionary search's population (at least the batch); none: as sizing says",
    "untrained_generations": "generations of the evolutionary search while its cost model has too few measured "
                             "candidates to rank them (TVM's XGBoost model: fewer than 100) and scores at random; "
                             f"none: as sizing says (lean {LEAN_UNTRAINED_GENERATIONS}, all-cpus TVM's 4)",
    "remainder_generations": "generations of a search for the last few trials of a case (at most a batch's "
                             "epsilon-greedy share, e.g. what a batch short of an epsilon-greedy repeat left); "
                             f"none: as sizing says (lean {LEAN_REMAINDER_GENERATIONS}, all-cpus TVM's own)",
    "max_source_kb": "CUDA targets: a candidate whose generated source is longer than this many KB is not "
                     "compiled and counts as a failed build (NVRTC's time grows with the source; none: no limit)",
    "feature_cache": "the cost model's features of each module extracted once a run (its scores and training data "
                     "unchanged) instead of in every generation of the search that scores it again; false: TVM's way",
    "sizing": "where workers, search_threads and population are not given: lean = half the CPUs as build workers "
              f"(at most {LEAN_WORKERS}), {LEAN_SEARCH_THREADS} search threads (half the CPUs, at most "
              f"{LEAN_IDLE_SEARCH_THREADS}, while nothing builds), a population of "
              f"{LEAN_POPULATION}, {LEAN_UNTRAINED_GENERATIONS} generation while the cost model is untrained and "
              f"{LEAN_REMAINDER_GENERATIONS} for a case's last few trials; all-cpus = a build worker "
              "and a search thread per CPU and TVM's population of 512 and generations (the more threads "
              "search at once, the more CPU each trial costs)",
    "min_repeat_ms": "MetaSchedule runner: minimum time per measurement",
    "cpu_servers": "CPU targets (--target llvm): candidates measured through N local RPC servers, as --gpus does "
                   "with one server per GPU",
    "wgmma_split_k": "--space wgmma: also split_k 2 and 4, a thread block cluster of that many CTAs per tile of C, "
                     "each over its share of K, summed in distributed shared memory, for tiles that leave SMs idle "
                     "(fewer tiles than SMs) where K has 2 steps of 64 per CTA; off by default",
    "wgmma_ring": "--space wgmma only; true (the default where unset): kernels of form 4 or later, whose K loops are "
                  "unrolled over the ring's stages, so that a step's stage and buffers are constants for every stage "
                  "count (form 3's are for 4 stages only), and rings of 8 and 12 stages where the tiles leave SMs idle "
                  "(decode: more loads in flight); false: kernels of form 3, stages 2-6 (and wgmma_short_a, "
                  "wgmma_pingpong, wgmma_k_boxes false where unset)",
    "wgmma_short_a": "--space wgmma (with wgmma_ring): kernels of form 5, those of form 4 but for A's TMA box, which "
                     "where the problem has fewer rows than a tile (decode) is only as tall as M rounded up to 8 "
                     "rows, so that each K step loads no rows of zeros into shared memory (the rows of the tile past "
                     "it are not written and reach only rows of C that are never stored), and for NT shapes of at most 64 "
                     "rows (decode) tiles of 8 columns too (wgmma n8: twice the thread blocks of 16); where unset, "
                     "as wgmma_ring (on by default); false: form 4's kernels (and wgmma_pingpong, wgmma_k_boxes false "
                     "where unset)",
    "wgmma_pingpong": "--space wgmma (with wgmma_ring): kernels of form 6, those of form 5 and the knob pingpong: a "
                      "persistent thread block of 64-row tiles with two consumer warpgroups that take turns on its "
                      "tiles, so that one stores its tile of C while the other runs the next tile's MMAs (where "
                      "there are 264 tiles or more: 2 a thread block on 132 SMs); where unset, as wgmma_short_a (on by "
                      "default: form 7 is the default form); false: form 5's kernels (and wgmma_k_boxes false where "
                      "unset)",
    "wgmma_k_boxes": "--space wgmma (with form 6's settings): kernels of form 7, those of form 6 and the knob k_boxes: "
                     "a K step of 2 or 4 boxes of 64 K (a stage holds them all, one mbarrier wait and one wgmma group "
                     "for them), each box's wgmma into accumulators of their own, summed before the stores: fewer "
                     "and shorter chains of dependent steps where the tiles leave SMs idle (decode); where unset, as "
                     "wgmma_pingpong (on by default: form 7 is the default form); false: form 6's kernels",
}


@dataclass(frozen=True)
class Profile:
    help: str
    settings: dict[str, Any]


PROFILES: dict[str, Profile] = {
    "default": Profile("the tuner of the shipped results: every setting at its default", {}),
    "sequential": Profile("the same parts without the overlap: each batch searched after the one before is measured",
                          {"scheduler": "sequential"}),
    "stock": Profile("TVM's own tune_tir as TVM ships it (the baseline of benchmarks/tune_speed.py)",
                     {"scheduler": "stock"}),
    "tvm-evaluator": Profile("the runner times each candidate as TVM does (no probe, no early stop)",
                             {"evaluator": "tvm"}),
    "per-batch-builders": Profile("build workers restarted for every batch, as TVM does", {"builder_pool": "per-batch"}),
    "no-hold-builds": Profile("builds go on while a batch's results train the cost model", {"hold_builds": False}),
    "no-overlap-batches": Profile("each batch builds and runs after the last build of the one before",
                                  {"overlap_batches": False}),
    "runner-thread-pool": Profile("the runner's worker on TVM's thread pool instead of one host thread",
                                  {"runner_threads": 0}),
    "no-early-stop": Profile("every candidate timed fully", {"early_stop": None}),
    "tvm-order": Profile("each batch searched after the one before was measured, one case or several",
                         {"lag": 0}),
    "search-ahead": Profile("a case's next batch searched while its last is measured, from its third batch on",
                            {"lag": 1, "fresh_batches": 2}),
    "all-cpus": Profile("a build worker and a search thread per CPU, TVM's population of 512: the tuner sized "
                        "as TVM sizes it", {"sizing": "all-cpus"}),
    "one-at-a-time": Profile("several cases tuned one after the other, not taking turns", {"interleave": False}),
}


def default_of(name: str) -> Any:
    """The default of a TuneOptions field (the one place it is written)."""
    for f in dataclasses.fields(TuneOptions):
        if f.name == name:
            return f.default
    raise KeyError(name)


def _hints() -> dict[str, Any]:
    return typing.get_type_hints(TuneOptions)


def _typed(key: str, text: str) -> Any:
    """``text`` as the value of tuner setting ``key``, typed as its TuneOptions field."""
    hint = _hints()[key]
    args = typing.get_args(hint)
    optional = type(None) in args
    base = next((a for a in args if a is not type(None)), hint) if args else hint
    word = text.strip().lower()
    if optional and word in ("none", ""):
        return None
    try:
        if base is bool:
            if word in ("true", "1", "yes", "on"):
                return True
            if word in ("false", "0", "no", "off"):
                return False
            raise ValueError(text)
        if base is int:
            return int(word)
        if base is float:
            value = float(word)
            return None if key == "early_stop" and value == 0 else value  # 0: off
    except ValueError:
        kind = {bool: "true or false", int: "an integer", float: "a number"}[base]
        raise ArtifactError(f"--set {key}={text}: {key} takes {kind}" + (" or none" if optional else "")) from None
    return text.strip()


def parse_setting(text: str) -> tuple[str, Any]:
    """``KEY=VALUE`` (``--set``) -> the tuner setting and its typed value."""
    key, eq, value = text.partition("=")
    key = key.strip().replace("-", "_")
    if not eq or key not in TUNER_SETTINGS:
        raise ArtifactError(f"--set takes KEY=VALUE with KEY a tuner setting ({', '.join(TUNER_SETTINGS)}), "
                            f"got {text!r}")
    return key, _typed(key, value)


def profile_settings(names: str | None, sets: Sequence[str] = ()) -> dict[str, Any]:
    """The tuner settings of ``--profile a,b`` and then ``--set KEY=VALUE ...``."""
    settings: dict[str, Any] = {}
    given_by: dict[str, str] = {}
    for name in [n.strip() for n in (names or "").split(",") if n.strip()]:
        if name not in PROFILES:
            raise ArtifactError(f"unknown tuner profile {name!r}; the profiles: {', '.join(PROFILES)}")
        for key, value in PROFILES[name].settings.items():
            if key in settings and settings[key] != value:
                raise ArtifactError(f"profiles {given_by[key]} and {name} set {key} two ways: give one of them")
            settings[key], given_by[key] = value, name
    for text in sets:
        key, value = parse_setting(text)
        settings[key] = value
    return settings


def setting_args(opts: TuneOptions) -> list[str]:
    """``--set KEY=VALUE`` of every tuner setting of ``opts`` (a child process tunes with the same)."""
    args: list[str] = []
    for key in TUNER_SETTINGS:
        args += ["--set", f"{key}={_shown(getattr(opts, key))}"]
    return args


def _shown(value: Any) -> str:
    """A setting's value as ``--set`` reads it back."""
    return "none" if value is None else str(value).lower() if isinstance(value, bool) else str(value)


def profiles_text() -> str:
    """`artifact tune --list-profiles`: every profile and its settings, then every setting and its default."""
    lines = ["Tuner profiles (--profile NAME[,NAME...]):"]
    for name, p in PROFILES.items():
        what = ", ".join(f"{k}={_shown(v)}" for k, v in p.settings.items()) or "-"
        lines.append(f"  {name:<20} {what:<28} {p.help}")
    lines.append("\nTuner settings (--set KEY=VALUE, after the profiles), with their defaults:")
    for key, text in TUNER_SETTINGS.items():
        lines.append(f"  {key}={_shown(default_of(key))}: {text}")
    return "\n".join(lines)
