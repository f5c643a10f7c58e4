#!/usr/bin/env bash
# `make image-test`: the image built and run on a CPU-only Linux machine (no GPU, no image registry).
#
#  1. engine: the Docker engine of $DOCKER_HOST (or the default socket) if one answers; else dockerd is
#     started here as root (vfs storage, no bridge, no iptables; data root under $IMAGE_TEST_DIR, socket
#     in a temporary directory) and stopped by its pid on exit.
#  2. base: $BASE if given; else a local base with the Dockerfile's contract, made once and kept in the
#     engine: debootstrap (Debian $SUITE, minbase, with python3, python3-venv, python3-dev, g++, make,
#     git), the host's CUDA toolkit ($CUDA_HOME: nvcc, as in nvidia/cuda's devel images) where there is
#     one, and the CUDA/NVML/cuDNN/cuBLAS headers from the hash-pinned wheels of cuda/headers.lock.
#  3. wheelhouse/: the wheels of requirements.lock for the base's python3 (python -m artifact.lockfile download).
#  4. build: make image BASE=<base> WHEELHOUSE=wheelhouse BUILD_NETWORK=host (apt reaches the
#     distribution's mirror; the Python packages come from the wheelhouse only). Timed; size printed.
#  5. in the image (scripts/image_test_in_container.sh), as its user (10001), with --network none, on
#     the tests' fake GPU (fake NVML state, fake nvidia-smi, fake energy driver): `artifact versions --check`, `make test`, and
#     `make reproduce-test TRIALS=12`. The fakes cannot run kernels, so tune's records are made first
#     by the tests' helper (12 sampled MetaSchedule schedules with made-up run times; 11 distinct);
#     reproduce's tune then builds the missing trial in the image and records its run as failed (no
#     GPU), select keeps the top 2 unchecked (no GPU), and export (nvcc), build (the driver), measure
#     (five caps, fake nvidia-smi and driver), analyze and verify run as on a GPU machine.
#  6. on the host: `make measure RUNNER=docker` on the same fake GPU through the engine (the runner
#     prints the container's settings as `docker inspect` reports them and refuses looser ones), and
#     tests/test_docker_engine.py, which checks that inspect output itself.
#
# Variables: IMAGE_TEST_DIR (default /var/tmp/artifact-image-test: engine data, logs, results),
# DOCKER_HOST, BASE, SUITE (trixie), MIRROR, CUDA_HOME (/usr/local/cuda), IMAGE (artifact:0.1.0, as make),
# VENV (the host's environment for step 6, as for make). Needs root where it starts the engine or
# makes the base. Steps 5 and 6 run even if one of them fails; the failures are listed at the end and
# the exit status is 0 only if every step passed.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
WORK=${IMAGE_TEST_DIR:-/var/tmp/artifact-image-test}
SUITE=${SUITE:-trixie}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
IMAGE=${IMAGE:-artifact:0.1.0}
FAKE_DRIVER=/opt/artifact/tests/fakes/energy-driver
mkdir -p "$WORK/logs"
WORK=$(cd "$WORK" && pwd)
LOGS=$WORK/logs
SUMMARY=()
say() { echo "== $*"; }
die() { echo "error: $*" >&2; exit 1; }
note() { SUMMARY+=("$(printf '  %-16s %s' "$1" "$2")"); }
FAILURES=()
failed() { echo "error: $*" >&2; FAILURES+=("$*"); }
stamp() { while IFS= read -r line || [[ -n $line ]]; do printf '%(%H:%M:%S)T %s\n' -1 "$line"; done; }  # each line with its time

# -- 1. engine -------------------------------------------------------------------------------------
DOCKERD_PID=
ENGINE_TMP=
stop_engine() {
    if [[ -n $DOCKERD_PID ]]; then
        kill "$DOCKERD_PID" 2>/dev/null || true
        for _ in $(seq 60); do kill -0 "$DOCKERD_PID" 2>/dev/null || break; sleep 1; done
        echo "stopped dockerd (pid $DOCKERD_PID)"
    fi
    if [[ -n $ENGINE_TMP ]]; then
        # dockerd leaves its network namespace mounted under its exec root
        awk -v d="$ENGINE_TMP/" 'index($2, d) == 1 { print $2 }' /proc/mounts | sort -r | while read -r m; do
            umount "$m" || true
        done
        rm -rf "$ENGINE_TMP" || echo "warning: could not remove $ENGINE_TMP"
    fi
    return 0
}
trap stop_engine EXIT
if docker info >/dev/null 2>&1; then
    say "engine: ${DOCKER_HOST:-the default socket}"
else
    [[ $(id -u) == 0 ]] || die "no Docker engine answers and starting one needs root"
    command -v dockerd >/dev/null || die "no Docker engine answers and dockerd is not installed (apt-get install docker.io)"
    ENGINE_TMP=$(mktemp -d /tmp/artifact-dockerd.XXXXXX)
    dockerd --storage-driver=vfs --bridge=none --iptables=false --ip6tables=false \
        --data-root "$WORK/docker-data" --exec-root "$ENGINE_TMP/exec" --pidfile "$ENGINE_TMP/dockerd.pid" \
        -H "unix://$ENGINE_TMP/docker.sock" >"$LOGS/dockerd.log" 2>&1 &
    DOCKERD_PID=$!
    export DOCKER_HOST=unix://$ENGINE_TMP/docker.sock
    for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
    docker info >/dev/null 2>&1 || die "dockerd did not answer within 60 s (see $LOGS/dockerd.log)"
    say "engine: dockerd $(docker version -f '{{.Server.Version}}') started (pid $DOCKERD_PID, data root $WORK/docker-data)"
fi

# -- 2. base ---------------------------------------------------------------------------------------
if [[ -z ${BASE:-} ]]; then
    BASE=artifact-base:$SUITE-cuda13
    if docker image inspect "$BASE" >/dev/null 2>&1; then
        say "base: $BASE (already in the engine)"
    else
        [[ $(id -u) == 0 ]] || die "making the base image needs root (debootstrap)"
        command -v debootstrap >/dev/null || die "debootstrap is not installed (apt-get install debootstrap)"
        ROOTFS=$WORK/rootfs
        rm -rf "$ROOTFS"
        say "base: debootstrap $SUITE from $MIRROR"
        t0=$SECONDS
        debootstrap --variant=minbase --include=python3,python3-venv,python3-dev,g++,make,git,ca-certificates \
            "$SUITE" "$ROOTFS" "$MIRROR" >"$LOGS/debootstrap.log" 2>&1 || die "debootstrap failed (see $LOGS/debootstrap.log)"
        rm -rf "$ROOTFS"/var/cache/apt/archives/*.deb "$ROOTFS"/var/lib/apt/lists/*
        if [[ -x $CUDA_HOME/bin/nvcc ]]; then
            CUDA_REAL=$(readlink -f "$CUDA_HOME")
            cp -a "$CUDA_REAL" "$ROOTFS/usr/local/"
            ln -sfn "$(basename "$CUDA_REAL")" "$ROOTFS/usr/local/cuda"
            echo "CUDA toolkit: $CUDA_REAL ($("$CUDA_HOME/bin/nvcc" --version | grep -o 'V[0-9][0-9.]*'))"
        else
            echo "CUDA toolkit: none at $CUDA_HOME (export's tests will be skipped in the image)"
        fi
        mkdir -p "$ROOTFS/usr/local/cuda/include"
        python3 - "$REPO" "$WORK/headers" <<'EOF'
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from artifact.measure.build import fetch_headers  # hash-checked download of cuda/headers.lock, headers only
fetch_headers(Path(sys.argv[2]), print)
EOF
        cp -rn "$WORK/headers/." "$ROOTFS/usr/local/cuda/include/"
        rm -rf "$WORK/headers"
        tar -C "$ROOTFS" -c . | docker import \
            --change 'ENV PATH=/usr/local/cuda/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
            --change 'ENV LANG=C.UTF-8' - "$BASE" >/dev/null
        rm -rf "$ROOTFS"
        echo "made $BASE in $((SECONDS - t0)) s"
    fi
fi
PYVER=$(docker run --rm --network none "$BASE" python3 -c 'import platform; print(platform.python_version())') \
    || die "$BASE has no python3 (a base must have python3 >= 3.12)"
note base "$BASE (python3 $PYVER)"

# -- 3. wheelhouse ---------------------------------------------------------------------------------
say "wheelhouse: requirements.lock for CPython $PYVER"
python3 -m artifact.lockfile download wheelhouse --lock requirements.lock --python "$PYVER" >"$LOGS/wheelhouse.log" 2>&1 \
    || die "downloading the wheels failed (see $LOGS/wheelhouse.log)"

# -- 4. build --------------------------------------------------------------------------------------
say "build: make image BASE=$BASE WHEELHOUSE=wheelhouse BUILD_NETWORK=host IMAGE=$IMAGE"
t0=$SECONDS
make --no-print-directory image BASE="$BASE" WHEELHOUSE=wheelhouse BUILD_NETWORK=host IMAGE="$IMAGE" 2>&1 \
    | stamp >"$LOGS/build.log" || { tail -30 "$LOGS/build.log"; die "the image build failed (see $LOGS/build.log)"; }
BUILD_S=$((SECONDS - t0))
SIZE_B=$(docker image inspect -f '{{.Size}}' "$IMAGE")
note build "$BUILD_S s"
note "image size" "$(awk -v b="$SIZE_B" 'BEGIN { printf "%.2f GB (%s bytes)", b / 1e9, b }')"
echo "built $IMAGE in $BUILD_S s"

# -- 5. in the image -------------------------------------------------------------------------------
RESULTS=$WORK/results
IN_IMAGE_LOGS=$LOGS/in-image
inner_rc=0
rm -rf "$RESULTS" "$IN_IMAGE_LOGS" && mkdir -p "$RESULTS" "$IN_IMAGE_LOGS" && chown 10001:10001 "$RESULTS" "$IN_IMAGE_LOGS"
say "in the image (user 10001, --network none): versions --check, make test, make reproduce-test"
docker run --rm --network none -v "$RESULTS:$RESULTS" -v "$IN_IMAGE_LOGS:$IN_IMAGE_LOGS" --entrypoint bash "$IMAGE" \
    /opt/artifact/scripts/image_test_in_container.sh "$RESULTS" "$IN_IMAGE_LOGS" 2>&1 | tee "$LOGS/inner.log" || inner_rc=$?
[[ $inner_rc == 0 ]] || failed "the run in the image (exit $inner_rc; see $LOGS/inner.log and $IN_IMAGE_LOGS/make-test.log)"
note "versions" "$(grep -A1 -- '-- artifact versions --check' "$LOGS/inner.log" | tail -1)"
# make test runs pytest twice (the parallel tests, then the serial ones): one summary line each
while read -r line; do note "make test" "$line"; done < <(grep -E '^[0-9]+ (passed|failed|error)' "$IN_IMAGE_LOGS/make-test.log")
note "reproduce-test" "$(grep -E '^reproduce \(test mode\) summary' "$LOGS/inner.log" || echo 'did not finish')"
while read -r line; do note "" "$line"; done < <(grep -E '^  (tune|select|export|build|measure|analyze|report|verify) ' "$LOGS/inner.log")

# -- 6. RUNNER=docker on the host ------------------------------------------------------------------
say "host: make measure RUNNER=docker through the engine (fake GPU, cap 250 W)"
fake=$WORK/fake
rm -rf "$fake" && mkdir -p "$fake"
docker run --rm --network none --entrypoint python "$IMAGE" -c \
    'import json, sys; sys.path.insert(0, "/opt/artifact/tests"); from conftest import FAKE_H100; print(json.dumps({"gpus": [FAKE_H100]}))' \
    >"$fake/nvml.json"
export ARTIFACT_FAKE_NVML=$fake/nvml.json FAKE_SMI_LOG=$fake/smi.log ARTIFACT_STATE_DIR=$fake/capstate
export ARTIFACT_IMAGE=$IMAGE ARTIFACT_IMAGE_DRIVER=$FAKE_DRIVER PATH=$REPO/tests/fakes:$PATH
make --no-print-directory measure RUNNER=docker CASE=1 CAPS=250 RESULTS="$RESULTS" 2>&1 | tee "$LOGS/measure-docker.log" \
    || failed "make measure RUNNER=docker (see $LOGS/measure-docker.log)"
note "RUNNER=docker" "$(find "$RESULTS"/case1/measure/250W -name '*.json' 2>/dev/null | wc -l) points at 250 W; $(grep -m1 -o 'container: .*' "$LOGS/measure-docker.log")"
PY=${VENV:-.venv}/bin/python
"$PY" -m pytest -q -p no:cacheprovider tests/test_docker_engine.py 2>&1 | tee "$LOGS/engine-test.log" || true
grep -q '^1 passed' "$LOGS/engine-test.log" || failed "tests/test_docker_engine.py did not pass (see $LOGS/engine-test.log)"
note "engine test" "$(grep -E '^1 passed' "$LOGS/engine-test.log")"

echo
echo "image-test summary:"
printf '%s\n' "${SUMMARY[@]}"
echo "logs: $LOGS"
if ((${#FAILURES[@]})); then
    echo "image-test FAILED:"
    printf '  %s\n' "${FAILURES[@]}"
    exit 1
fi
echo "image-test passed"
