"""Every shipped pipeline measured into one layers directory, in the fewest GPU measurements: the plan.

A job is a pipeline at a dtype (and TF32, and whether its whole model is measured). The default jobs
(:func:`default_jobs`) are fp16 for all eight pipelines (whole models for those that have one), then
ResNet-50 fp32, TF32 and with the tuned kernels (``resnet50_tuned``, where a results directory of
exports is given), then fp32 for the other CNNs: what the model-level comparisons need comes first.

A measurement point is a layer key with its math mode and implementation; each is measured once across
all jobs and copied into every other run directory that needs it (:func:`artifact.layers.compose.share_layers`):
``(key, mode, implementation)``, where norms, activations and pooling count fp32 and TF32 as one mode
(no TF32 math in them). :func:`plan` counts, per job, the points it measures, those an earlier job
measures for it, and those already recorded under the layers directory, so the plan of a partly
measured directory is what is left. Layers recorded under another protocol preset
(:func:`artifact.layers.compose.shareable_record`) are measured again; those in the job's own run
directory are kept whatever their preset.

:func:`estimate` turns a plan into GPU time at a layer point's expected seconds, which depend on the
protocol preset (``point_s`` of driver_contract.json's "protocol_presets":
:func:`artifact.measure.driver.preset_point_s`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

from ..atomic import read_json
from ..atomic import set_aside as atomic_set_aside
from ..contract import DEFAULT_PRESET
from .architectures import pipeline
from .compose import UNAFFECTED_BY_TF32, math_mode, run_name, shareable_record
from .layer import DEFAULT_UNROLL, layer_record_path, usable_record
from .pipelines import LayerSpec, Pipeline
from .tuned import TUNED_PIPELINE, tuned_kernels, tuned_pipeline
from .tunedpairs import is_paired, twin_path
from .whole import MODES, WHOLE_PIPELINES, whole_record_path

ALL = ("resnet18", "resnet50", "vit_b16", "opt66b_prefill", "opt66b_decode", "mobilenet_v3_small", "efficientnet_b0",
       "replknet31b")
CNNS = ("resnet18", "mobilenet_v3_small", "efficientnet_b0", "replknet31b")  # fp32 after ResNet-50's


@dataclass(frozen=True)
class Job:
    pipeline: str
    dtype: str
    tf32: bool = False
    whole: bool = False

    def build(self) -> Pipeline:
        if self.pipeline == TUNED_PIPELINE:
            return tuned_pipeline(dtype=self.dtype)
        return pipeline(self.pipeline, dtype=self.dtype)

    @property
    def run(self) -> str:
        return run_name(self.build(), self.tf32)


def default_jobs(tuned: bool = False, fp32: bool = True) -> list[Job]:
    """The jobs in the order they are measured (module docstring)."""
    jobs = [Job(name, "fp16", whole=name in WHOLE_PIPELINES) for name in ALL]
    if fp32:
        jobs += [Job("resnet50", "fp32"), Job("resnet50", "fp32", tf32=True)]
        if tuned:
            jobs.append(Job(TUNED_PIPELINE, "fp32"))
        jobs += [Job(name, "fp32") for name in CNNS]
    return jobs


@dataclass
class JobPlan:
    job: Job
    run: str
    phases: int
    measure: list[str] = field(default_factory=list)  # layer keys this job measures
    shared: int = 0  # layers an earlier job of the plan measures for it
    recorded: int = 0  # layers already in its run directory or in another one (copied, not measured)
    tuned: int = 0  # of ``measure``: layers run by a tuned kernel (each measured with its cuDNN twin)
    wholes: int = 0  # whole-model points to measure


def _point(spec: LayerSpec, mode: str, implementation: str) -> tuple[str, str, str]:
    group = "fp32/tf32" if mode in ("fp32", "tf32") and spec.kind in UNAFFECTED_BY_TF32 else mode
    return spec.key, group, implementation


def plan(jobs: list[Job], layers_dir: Path, unroll: int = DEFAULT_UNROLL, tuned_results: Path | None = None,
         preset: str = DEFAULT_PRESET) -> list[JobPlan]:
    """What each job leaves to measure under protocol preset ``preset``, in order (module docstring)."""
    seen: set[tuple[str, str, str]] = set()
    out = []
    for job in jobs:
        pipe = job.build()
        run_dir = layers_dir / job.run
        kernels = tuned_kernels(pipe, tuned_results) if job.pipeline == TUNED_PIPELINE and tuned_results else {}
        jp = JobPlan(job, job.run, len(pipe.phases))
        mode = math_mode(job.dtype, job.tf32)
        for spec in pipe.layers:
            impl = kernels[spec.key].label if spec.key in kernels else "torch"
            point = _point(spec, mode, impl)
            if impl != "torch":  # a tuned layer counts as recorded once it has its cuDNN twin (tunedpairs)
                done = usable_record(layer_record_path(run_dir, spec), spec) and is_paired(run_dir, spec)
            else:
                done = usable_record(layer_record_path(run_dir, spec), spec) or \
                    shareable_record(layers_dir, run_dir, spec, mode, unroll, preset, pipe.memory_format) is not None
            if done:
                jp.recorded += 1
            elif point in seen:
                jp.shared += 1
            else:
                seen.add(point)
                jp.measure.append(spec.key)
                jp.tuned += impl != "torch"
        if job.whole and job.pipeline in WHOLE_PIPELINES:
            jp.wholes = sum(not whole_record_path(run_dir, m).is_file() for m in MODES)
        out.append(jp)
    return out


@dataclass(frozen=True)
class Estimate:
    points: int
    wholes: int
    gpu_s: float  # measuring only
    calls: int  # processes of at most ``call_s`` each
    total_s: float  # with each call's start-up (torch, CUDA context, the cold idle)


def estimate(plans: list[JobPlan], per_point_s: float = 6.0, per_whole_s: float = 9.0, call_s: float = 540.0,
             startup_s: float = 30.0) -> Estimate:
    """GPU time of a plan: points x ``per_point_s`` + wholes x ``per_whole_s``, split into calls of
    ``call_s`` each paying ``startup_s`` first."""
    points = sum(len(p.measure) + p.tuned for p in plans)  # a tuned layer and its cuDNN twin: two points
    wholes = sum(p.wholes for p in plans)
    gpu_s = points * per_point_s + wholes * per_whole_s
    calls = math.ceil(gpu_s / max(call_s - startup_s, 1.0)) if gpu_s > 0 else 0
    return Estimate(points, wholes, gpu_s, calls, gpu_s + calls * startup_s)


def job_points(job: Job, tuned_results: Path | None = None) -> set[tuple[str, str, str]]:
    """Every measurement point of a job (recorded or not): its layers' ``(key, mode, implementation)``."""
    pipe = job.build()
    kernels = tuned_kernels(pipe, tuned_results) if job.pipeline == TUNED_PIPELINE and tuned_results else {}
    mode = math_mode(job.dtype, job.tf32)
    return {_point(spec, mode, kernels[spec.key].label if spec.key in kernels else "torch") for spec in pipe.layers}


def families(jobs: list[Job], tuned_results: Path | None = None) -> list[list[Job]]:
    """The jobs grouped so that no measurement point is in two groups: jobs that share a point (directly or
    through others) are one family, in the order of ``jobs``; families ordered by their first job."""
    points = [job_points(job, tuned_results) for job in jobs]
    parent = list(range(len(jobs)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner: dict[tuple[str, str, str], int] = {}
    for i, pts in enumerate(points):
        for point in pts:
            if point in owner:
                a, b = root(owner[point]), root(i)
                parent[max(a, b)] = min(a, b)
            else:
                owner[point] = i
    groups: dict[int, list[Job]] = {}
    for i, job in enumerate(jobs):
        groups.setdefault(root(i), []).append(job)
    return [groups[r] for r in sorted(groups)]


@dataclass
class Slice:
    """One GPU's jobs of a plan spread over several GPUs, in the plan's order, and their estimate."""

    gpu: int
    jobs: list[Job] = field(default_factory=list)
    points: int = 0
    wholes: int = 0
    gpu_s: float = 0.0


def slices(plans: list[JobPlan], gpus: list[int], per_point_s: float, per_whole_s: float,
           tuned_results: Path | None = None) -> list[Slice]:
    """Deal the plan's families (:func:`families`: no point is measured on two GPUs, and a pipeline's
    layers and whole model stay on one GPU) to ``gpus``, the costliest family first (what is left of it to
    measure, at ``per_point_s`` and ``per_whole_s``), each to the GPU with the least so far. Every GPU
    is listed, without jobs where there are fewer families than GPUs."""
    by_job = {p.job: p for p in plans}
    out = [Slice(g) for g in gpus]
    fams = families([p.job for p in plans], tuned_results)

    def cost(fam: list[Job]) -> float:
        return sum((len(by_job[j].measure) + by_job[j].tuned) * per_point_s + by_job[j].wholes * per_whole_s
                   for j in fam)  # a tuned layer and its cuDNN twin: two points

    order = {p.job: i for i, p in enumerate(plans)}
    for fam in sorted(fams, key=lambda f: (-cost(f), order[f[0]])):
        s = min(out, key=lambda x: x.gpu_s)  # min keeps the first of equals
        s.jobs.extend(fam)
        s.points += sum(len(by_job[j].measure) + by_job[j].tuned for j in fam)
        s.wholes += sum(by_job[j].wholes for j in fam)
        s.gpu_s += cost(fam)
    for s in out:
        s.jobs.sort(key=lambda j: order[j])
    return out


FLAGGED_DIR = "flagged"  # <run>/flagged/: records set aside to be measured again (kept as evidence)


def flagged_layers(jobs: list[Job], layers_dir: Path) -> list[Path]:
    """The layer records of these jobs' run directories that the protocol flagged (``flagged`` true:
    window CV above the preset's flag, or the CI target not met), in the jobs' order, each once. A tuned
    record whose cuDNN twin is flagged counts as flagged: the pair is measured again together."""
    out: list[Path] = []
    for job in jobs:
        run_dir = layers_dir / job.run
        for spec in job.build().layers:
            path = layer_record_path(run_dir, spec)
            if path in out or not path.is_file():
                continue
            record = read_json(path, f"layer record of {spec.key}")
            twin = twin_path(run_dir, spec)
            twin_flagged = twin.is_file() and bool((read_json(twin, f"twin record of {spec.key}") or {}).get("flagged"))
            if isinstance(record, dict) and (record.get("flagged") or twin_flagged):
                out.append(path)
    return out


def set_aside(paths: list[Path]) -> list[Path]:
    """Move each record into ``<its run directory>/flagged/`` (:func:`artifact.atomic.set_aside`),
    where no plan reads it, so that the next plan measures its layer again; returns the new paths."""
    return atomic_set_aside(paths, FLAGGED_DIR)
