#!/usr/bin/env bash
# Step 5 of scripts/image_test.sh, run inside the image as its user, with no network:
# `artifact versions --check`, `make test`, and `make reproduce-test` on the tests' fake GPU.
# Every step runs even if one before it failed; the exit status is 0 only if all passed.
# Usage: image_test_in_container.sh RESULTS_DIR LOG_DIR
#   LOG_DIR (writable by this user) receives make-test.log, the whole output of `make test`
#   (failures, tracebacks, skip reasons); stdout gets its last lines.
set -uo pipefail
RESULTS=${1:?usage: image_test_in_container.sh RESULTS_DIR LOG_DIR}
LOG_DIR=${2:?usage: image_test_in_container.sh RESULTS_DIR LOG_DIR}
cd /opt/artifact || exit 1
export PYTHONDONTWRITEBYTECODE=1
echo "user $(id -u):$(id -g) ($(id -un)), python $(python -c 'import platform; print(platform.python_version())'), $(nvcc --version 2>/dev/null | grep -o 'V[0-9][0-9.]*' || echo 'no nvcc')"
FAILED=()

echo "-- artifact versions --check"
artifact versions --check | tail -1 || FAILED+=("versions --check")

echo "-- make test (whole output: $LOG_DIR/make-test.log)"
# -rfEs: the short summary lists every failure, error and skip with its reason
PYTEST_ADDOPTS="-p no:cacheprovider -rfEs" make --no-print-directory test VENV=/opt/venv >"$LOG_DIR/make-test.log" 2>&1 \
    || FAILED+=("make test")
grep -E '^(FAILED|ERROR|SKIPPED) |^[0-9]+ (passed|failed|error)|^(no tests ran|=+ .*(passed|failed|error))' "$LOG_DIR/make-test.log"

echo "-- make reproduce-test TRIALS=12 (fake GPU)"
fake=$(mktemp -d)
python -c 'import json, sys; sys.path.insert(0, "tests"); from conftest import FAKE_H100; print(json.dumps({"gpus": [FAKE_H100]}))' \
    >"$fake/nvml.json"
export ARTIFACT_FAKE_NVML=$fake/nvml.json FAKE_SMI_LOG=$fake/smi.log ARTIFACT_STATE_DIR=$fake/capstate
export ARTIFACT_DRIVER=/opt/artifact/tests/fakes/energy-driver PATH=/opt/artifact/tests/fakes:$PATH
# The fakes cannot run kernels: tune's records come from the tests' helper (sampled schedules, made-up
# run times); reproduce tops them up to TRIALS (a trial whose run fails without a GPU is recorded as
# failed) and selects without the GPU check, then exports, builds, measures, analyzes and verifies.
reproduce_test() {
    python - "$RESULTS" <<'PY' || return 1
import sys
from pathlib import Path
sys.path.insert(0, "tests")
from helpers import fake_tune
from artifact.catalog import test_mode_cases
for case in test_mode_cases():
    fake_tune(case, Path(sys.argv[1]), 12)
    print(f"{case.case_id}: 12 sampled schedules recorded (made-up run times)")
PY
    artifact select --test-mode --no-check --results "$RESULTS" | grep kept || return 1
    make --no-print-directory reproduce-test VENV=/opt/venv RESULTS="$RESULTS" TRIALS=12
}
reproduce_test 2>&1 || FAILED+=("make reproduce-test")

if ((${#FAILED[@]})); then
    echo "failed in the image: $(IFS=,; echo "${FAILED[*]}")"
    exit 1
fi
