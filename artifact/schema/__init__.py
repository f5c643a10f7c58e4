"""The files each phase writes for the next, one typed, versioned definition per file kind (docs/SCHEMAS.md).

Every writer and reader of these files goes through its definition: a reader gets a checked object (or
one line naming the file and the field), a writer checks before it writes, and what is read is written
back byte for byte (tests/test_schema.py reads every shipped file of each kind and writes it again).

    base           the machinery: a dataclass per JSON object, checked from its annotations; read, write
    case           <case>/case.json and the case that selection.json and kernel.json embed
    tunedb         <case>/tune/: MetaSchedule's JSON database read without TVM; stopped_early.json
    runs           <case>/tune/runs.json: one entry per tuning run
    selection      <case>/selection.json: the kept kernels and their correctness
    kernel         <case>/export/<kernel>/kernel.json: one exported kernel (the C++ driver reads it too)
    export         <case>/export/export.json: the exported kernels (written last)
    analysis       analysis/manifest.json: the provenance of an analysis
    layers         layers/manifest.json: what produced a layers directory
    trace_run      traces/<run>/run.json: a profiled inference
    trace_replay   traces/<run>/replay/<key>.json: one unique kernel replayed alone
    trace_whole    traces/<run>/whole/<variant>.json: the inference measured end to end
    tp_energy      <run>_tp<N>/rank<r>/energy.json and collectives.json: a tensor-parallel rank's lockstep
                   energy and its all-reduce pairs
"""
