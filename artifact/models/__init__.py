"""Model-level energy: DNN pipelines as phases of layers, and language-model inference kernel by kernel.

* :mod:`artifact.models.pipelines`: the typed description (a layer spec, a phase = a layer and its
  count, a pipeline = ordered phases), its JSON form, and the catalog of shipped pipelines.
* :mod:`artifact.models.architectures`: the layer shapes of ResNet-18/50, MobileNetV3-Small,
  EfficientNet-B0, RepLKNet-31B, ViT-B/16 and OPT-66B prefill/decode, derived from the papers' tables.
* :mod:`artifact.models.aggregate`: a pipeline's latency and energy from per-layer measurements
  (sequential and fully pipeline-parallel), and a whole-model measurement against the sum of its layers.
* :mod:`artifact.models.tiers`: which kind of kernel a name is: copy/memset, cuBLAS/cuBLASLt GEMM,
  PyTorch's own.
* :mod:`artifact.models.trace`: a torch.profiler Chrome trace (``prof.export_chrome_trace``) to its
  unique kernels, each with the aten op (and its inputs) that launched it; JSONL and a summary.
* :mod:`artifact.models.opcall`: a traced op (name, input dims, dtypes, strides, concrete values) to a
  call plan, or the reason it cannot be replayed.
* :mod:`artifact.models.profile`: BLOOM-560M and Vicuna-7B built from their configurations (random
  weights), prefill or decode profiled with torch.profiler (torch and transformers needed at call time).
* :mod:`artifact.models.replay`: a traced kernel re-run alone from its call plan, verified by profiling,
  captured in a CUDA graph and measured (torch needed at call time).
* :mod:`artifact.models.tracerun`: a run directory per profiled inference: profile, replay of each
  unique kernel (one record each, resumable), the whole inference measured eager and as a CUDA graph.
* :mod:`artifact.models.explain`: the whole inference's energy against its counted kernels' isolated
  energies plus the idle gaps between kernels; per kernel, per tier, coverage, mismatches.
* :mod:`artifact.models.layers`: one layer run by PyTorch on random inputs, captured in a CUDA graph
  and measured in-process (:mod:`artifact.measure.inprocess`); a pipeline's layers, one record each.
* :mod:`artifact.models.whole`: the whole model (torchvision, one OPT-66B decoder layer) measured as a
  CUDA graph and eagerly, beside its layers' records, and compared with the sum of its layers.
* :mod:`artifact.models.tables`: a measured run directory's ``layers.csv`` and its ``summary.csv`` row.
* :mod:`artifact.models.compose`: several pipelines measured into one layers directory (a run directory
  and log each, layers shared across runs, one cold idle per call), and ``summary.csv``.
* :mod:`artifact.models.measureplan`: every shipped pipeline's jobs, the points each measures and the
  estimated GPU time (benchmarks/pipelines_full.py).
* :mod:`artifact.models.custom`: a kernel of your own (setup once, launches captured) measured as a layer.
* :mod:`artifact.models.tuned`: ResNet-50 whose conv layers run the exported tuned cubins;
  :mod:`artifact.models.tuned_table`: ``resnet50_tuned.csv`` against cuDNN fp32, TF32 and fp16.
* :mod:`artifact.models.torchgpu`: torch with a CUDA GPU, or one error line saying what needs it.

Importing any of these needs no torch: a trace is read as JSON, and layers, whole, profile and replay
import torch (and transformers) inside the functions that launch work.
"""
