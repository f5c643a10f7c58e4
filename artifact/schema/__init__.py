"""The files each phase writes for the next, one typed, versioned definition per file kind (docs/SCHEMAS.md).

Every writer and reader of these files goes through its definition: a reader gets a checked object (or
one line naming the file and the field), a writer checks before it writes, and what is read is written
back byte for byte (tests/test_schema.py reads every shipped file of each kind and writes it again).

    base             the machinery: a dataclass per JSON object, checked from its annotations; read, write
    case             <case>/case.json and the case that selection.json and kernel.json embed
    tunedb           <case>/tune/: MetaSchedule's JSON database read without TVM; stopped_early.json
    runs             <case>/tune/runs.json: one entry per tuning run
    selection        <case>/selection.json: the kept kernels and their correctness
    kernel           <case>/export/<kernel>/kernel.json: one exported kernel (the C++ driver reads it too)
    export           <case>/export/export.json: the exported kernels (written last)
    cutlass_pick     cutlass/<case>/pick.json: the fastest measured CUTLASS configuration
    analysis         analysis/manifest.json: the provenance of an analysis
    fourway_run      analysis/fourway/run.json and the producer's steps.jsonl: what made the four-way table
    layers           layers/manifest.json: what produced a layers directory
    trace_run        traces/<run>/run.json: a profiled inference
    trace_kernels    traces/<run>/kernels.jsonl and summary.json: the trace's unique kernels and totals
    trace_counters   traces/<run>/counters.json: board power and SM clock during the profile
    trace_replay     traces/<run>/replay/<key>.json: one unique kernel replayed alone
    trace_whole      traces/<run>/whole/<variant>.json: the inference measured end to end
    trace_reports    report/gpu_energy_report.json and tp_energy_report.json: the runs explained
    trace_manifests  traces/manifest.json and traces-tp/manifest.json: what the reference producers ran
    tp_energy        <run>_tp<N>/rank<r>/energy.json and collectives.json: a rank's lockstep energy and pairs
"""
