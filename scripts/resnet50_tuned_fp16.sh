#!/usr/bin/env bash
# ResNet-50 in fp16 with tuned tensor-core convolutions against cuDNN fp16, on one GPU, in about
# 15 minutes (sm_80 or later; sized for a GPU host of 16 CPUs):
#
#  1. tune   the 23 convolutions of the resnet50-fp16 catalog (NHWC, fp16 in, fp16 out) in
#            MetaSchedule's tensor-core space, TRIALS trials each (default 8) in batches of BATCH
#            (default 8), the cases taking turns; TUNE_BUDGET_S (default 300) seconds for all of them
#            together, counted from the start of the tuning (--budget-s: no batch started after it).
#            A case not reached keeps cuDNN in step 3.
#  2. select the fastest valid kernel of each tuned case, checked against a float64 reference
#            (--top 1 --per-percentile 0); export it (CUDA source, cubin, manifest): the cases whose
#            kernel passed.
#  3. layers `artifact layers --pipeline resnet50_tuned --dtype fp16 --whole --preset light`: the fp16
#            model in channels_last, each conv layer by its tuned kernel (gated against torch's float64
#            convolution) or cuDNN where none was exported, each tuned layer beside its cuDNN fp16 twin,
#            the whole model (CUDA graph and eager) with the tuned convolutions beside the cuDNN model.
#            Its last lines: tuned / cuDNN time and energy per tuned layer, per whole model and for the
#            sum of the layers (also in <RESULTS>/layers/resnet50_tuned_pairs.csv).
#
# Variables: RESULTS (default results/resnet50-fp16), TRIALS, BATCH, TUNE_BUDGET_S, PRESET (light),
# GPU (0), PYTHON (python3). The power limit is measured as found: CAPS=current ARTIFACT_CAPS=current.
# Where the time goes (16 CPUs): tuning TUNE_BUDGET_S plus ~20 s (a case's first search of the tensor-core
# space takes 5-20 s, so the 23 cases need about 4 min to be tuned once each; a case not reached keeps
# cuDNN), select and export ~2 min each, the layers ~5 min (48 layers and 23 twins at ~3.5 s, 4 whole-model
# points). A rerun continues where a
# run stopped: tuning up to TRIALS, current selections and exports kept, layer records kept (a layer
# whose kernel changed since is refused until its record is removed).
set -euo pipefail

cd "$(dirname "$0")/.."
export CAPS=current ARTIFACT_CAPS=current
PYTHON=${PYTHON:-python3}
RESULTS=${RESULTS:-results/resnet50-fp16}
TRIALS=${TRIALS:-8}
BATCH=${BATCH:-8}
TUNE_BUDGET_S=${TUNE_BUDGET_S:-300}
PRESET=${PRESET:-light}
GPU=${GPU:-0}
CATALOG=resnet50-fp16
START=$SECONDS

step() { echo; echo "== [$((SECONDS - START)) s] $*"; }
artifact() { "$PYTHON" -m artifact "$@"; }

# cases of the catalog with (tuned) a valid, fully timed trial or (selected) a kernel that passed its check
cases_with() {
  "$PYTHON" - "$1" "$RESULTS" "$CATALOG" <<'PY'
import sys
from pathlib import Path

from artifact.catalog import load_catalog
from artifact.errors import ArtifactError
from artifact.layout import case_dirs
from artifact.schema.base import read
from artifact.schema.selection import Selection
from artifact.schema.tunedb import read_records

what, results, catalog = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
out = []
for case in load_catalog(catalog):
    dirs = case_dirs(results, case)
    try:
        if what == "tuned":
            ok = dirs.tune.is_dir() and any(r.valid and not r.lower_bound for r in read_records(dirs.tune))
        else:
            ok = dirs.selection.is_file() and any(k.correctness.status == "pass"
                                                  for k in read(Selection, dirs.selection).kernels)
    except ArtifactError:
        ok = False
    if ok:
        out.append(case.case_id)
print(",".join(out))
PY
}

step "checks: the GPU, torch with CUDA, NVIDIA's cuda-bindings (the tuned kernels' launcher), nvcc"
nvidia-smi -L
"$PYTHON" -c "import torch, torchvision; assert torch.cuda.is_available(), 'torch sees no CUDA GPU'; \
print('torch', torch.__version__, torch.cuda.get_device_name(0))"
"$PYTHON" -c "from cuda.bindings import driver" 2>/dev/null || {
  echo "error: resnet50_tuned launches the cubins with NVIDIA's cuda-bindings (import cuda.bindings.driver), which" \
       "this Python lacks: pip install cuda-bindings (a wheel matching the CUDA driver)" >&2
  exit 2
}
command -v nvcc >/dev/null || { echo "error: export needs nvcc on PATH" >&2; exit 2; }

step "tune: $CATALOG, $TRIALS trials a case in batches of $BATCH, ${TUNE_BUDGET_S} s for the 23 cases together"
artifact tune --catalog "$CATALOG" --all --trials "$TRIALS" --set batch="$BATCH" --budget-s "$TUNE_BUDGET_S" \
  --gpu "$GPU" --results "$RESULTS" || echo "tune ended with status $? (the cases it tuned are used)"

TUNED=$(cases_with tuned)
echo "tuned (a valid kernel): ${TUNED:-none}"
if [ -n "$TUNED" ]; then
  step "select the fastest kernel of each, checked against float64"
  artifact select --catalog "$CATALOG" --case "$TUNED" --top 1 --per-percentile 0 --results "$RESULTS" \
    || echo "select ended with status $? (the kernels that passed are exported)"
  PASSED=$(cases_with selected)
  echo "passed the check: ${PASSED:-none}"
  if [ -n "$PASSED" ]; then
    step "export (nvcc)"
    artifact export --catalog "$CATALOG" --case "$PASSED" --results "$RESULTS" \
      || echo "export ended with status $? (the layers without an export run cuDNN)"
  fi
fi

step "layers: resnet50_tuned fp16 (channels_last) and its whole model, beside cuDNN fp16"
artifact layers --pipeline resnet50_tuned --dtype fp16 --whole --preset "$PRESET" --gpu "$GPU" \
  --tuned-results "$RESULTS" --results "$RESULTS"
echo
echo "done in $((SECONDS - START)) s; pairs: $RESULTS/layers/resnet50_tuned_pairs.csv"
