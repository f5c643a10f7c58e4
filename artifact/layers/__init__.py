"""The layers study: DNN pipelines as phases of layers, each unique layer measured alone and the whole
model against the sum of its layers (``artifact layers``; torch is an optional extra, imported lazily).

* :mod:`artifact.layers.pipelines`: the typed description (a layer spec, a phase = a layer and its
  count, a pipeline = ordered phases), its JSON form, and the catalog of shipped pipelines.
* :mod:`artifact.layers.architectures`: the layer shapes of the shipped pipelines, from the papers' tables.
* :mod:`artifact.layers.tracer`: any torch model (``torchvision:NAME``, ``module:callable``) traced with
  torch.export into node records; :mod:`artifact.layers.traced`: those records mapped to a pipeline,
  with what no layer kind replays listed and its share of the model.
* :mod:`artifact.layers.aggregate`: a pipeline's latency and energy from per-layer measurements
  (sequential and fully pipeline-parallel), and a whole model against the sum of its layers.
* :mod:`artifact.layers.layer`: one layer run by PyTorch on random inputs, captured in a CUDA graph and
  measured in-process; a pipeline's layers, one record each.
* :mod:`artifact.layers.whole`: the whole model measured as a CUDA graph and eagerly, beside its layers.
* :mod:`artifact.layers.wholereport`: whole against the sum of its layers, in words (``whole_vs_sum.md``).
* :mod:`artifact.layers.tables`: a measured run directory's ``layers.csv`` and its ``summary.csv`` row.
* :mod:`artifact.layers.compose`: several pipelines measured into one layers directory.
* :mod:`artifact.layers.measureplan`: every shipped pipeline's jobs, points and estimated GPU time.
* :mod:`artifact.layers.presetcompare`: two protocol presets measured on the same layers, interleaved.
* :mod:`artifact.layers.custom`: a kernel of your own (setup once, launches captured) measured as a layer.
* :mod:`artifact.layers.tuned`: ResNet-50 whose conv layers run the exported tuned cubins.
* :mod:`artifact.layers.tunedpairs`: each tuned conv and its cuDNN twin measured back to back.
* :mod:`artifact.layers.tuned_table`: ``resnet50_tuned.csv`` against cuDNN fp32, TF32 and fp16.
* :mod:`artifact.layers.provenance`: ``<results>/layers/manifest.json``.
* :mod:`artifact.layers.plots`: the figures of measured pipelines.
* :mod:`artifact.layers.cli`: the ``artifact layers`` command.
* :mod:`artifact.layers.reference`: every shipped pipeline in time-budgeted calls (``artifact reference pipelines``).
"""
