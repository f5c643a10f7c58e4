"""The layers study: DNN pipelines as phases of layers, each unique layer measured alone and the whole
model against the sum of its layers (``artifact layers``; torch is an optional extra, imported lazily).

    pipelines      the typed description: a layer spec, a phase, a pipeline; its JSON; the shipped catalog
    architectures  the layer shapes of the shipped pipelines, from the papers' tables
    tracer         any torch model traced with torch.export into node records
    traced         those records mapped to a pipeline, with what no layer kind replays and its share
    aggregate      a pipeline's latency and energy from per-layer measurements
    layer          one layer run by PyTorch on random inputs, captured in a CUDA graph, measured in-process
    whole          the whole model measured as a CUDA graph and eagerly, beside its layers
    wholereport    whole against the sum of its layers, in words (whole_vs_sum.md)
    tables         a measured run directory's layers.csv and its summary.csv row
    compose        several pipelines measured into one layers directory
    measureplan    every shipped pipeline's jobs, points and estimated GPU time
    presetcompare  two protocol presets measured on the same layers, interleaved
    custom         a kernel of your own (setup once, launches captured) measured as a layer
    tuned          ResNet-50 whose conv layers run the exported tuned cubins
    tunedpairs     each tuned conv and its cuDNN twin measured back to back
    tuned_table    resnet50_tuned.csv against cuDNN fp32, TF32 and fp16
    provenance     <results>/layers/manifest.json
    plots          the figures of measured pipelines
    page           <results>/layers/report.html: the study on one page
    cli            the ``artifact layers`` command
    reference      every shipped pipeline in time-budgeted calls (``artifact reference pipelines``)
"""
