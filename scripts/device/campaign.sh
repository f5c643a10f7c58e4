#!/usr/bin/env bash
# The GPU campaign behind the shipped reference results, run on the lent H100 in the background
# (setsid) so that it outlives each 10-minute command; scripts/device/poll.sh collects its output.
# Read-only towards the GPU's settings: measurements use CAPS=current (the limit as found).
#   1. a fresh clone: `make reproduce-test CAPS=current` (set-up from the wheelhouse included), timed
#   2. the seven default cases tuned to 200 trials (cases 1 and 7 resume from step 1's 100)
#   3. selection of the 25 representative kernels per case, each checked on the GPU
#   4. vendor baselines against the best tuned kernel of each case (CAPS=current)
#   5. tuning-speed benchmark on the 56x56 64->64 conv (pipelined, 128 trials, seed 1)
set -uo pipefail
export PYTHONUNBUFFERED=1
SRC=$(pwd)
W=/root/campaign; REF=/root/ref; BASE=/root/base; FRESH=/root/fresh
WH=${WHEELHOUSE:-/root/wheelhouse}
rm -rf "$W" && mkdir -p "$W"
log() { echo "[$(date -u +%H:%M:%S)] $*" >> "$W/campaign.log"; }
step() {  # step NAME COMMAND...: run, log its wall time and exit status
  local name=$1; shift
  local t0=$SECONDS
  log "start $name"
  "$@" > "$W/$name.log" 2>&1
  local rc=$?
  log "end $name rc=$rc $((SECONDS - t0)) s"
  echo "$name rc=$rc $((SECONDS - t0))s" >> "$W/STATUS"
  return $rc
}
{
  date -u
  nvidia-smi --query-gpu=name,uuid,driver_version,vbios_version,power.limit,power.default_limit,power.min_limit,power.max_limit,temperature.gpu,clocks.sm --format=csv
  nproc; python3 --version; nvcc --version | tail -2
} > "$W/env.txt" 2>&1

fresh_clone() {
  rm -rf "$FRESH"
  if [ -f "$SRC/.carry/repo.bundle" ]; then  # the device copy has no .git: a bundle of main travels
    git clone -q "$SRC/.carry/repo.bundle" "$FRESH" && git -C "$FRESH" log -1 --format='fresh clone at %H %s'
  elif git -C "$SRC" rev-parse --git-dir >/dev/null 2>&1; then
    git clone -q --no-hardlinks "$SRC" "$FRESH" && git -C "$FRESH" log -1 --format='fresh clone at %H %s'
  else
    echo "no .git in the device copy: copying the tracked tree instead"; mkdir -p "$FRESH"
    tar -C "$SRC" --exclude=./build --exclude=./results --exclude=./.carry --exclude=./.device-stage -cf - . | tar -C "$FRESH" -xf -
  fi
}
reproduce_test() {
  cd "$FRESH" && time make reproduce-test CAPS=current INTO=system WHEELHOUSE="$WH"
}
protocol_check() { cd "$FRESH" && python3 benchmarks/protocol_check.py --results results; }
verify_fresh() { cd "$FRESH" && make verify INTO=system WHEELHOUSE="$WH"; }

tune_ref() {
  mkdir -p "$REF"
  for c in case1 case7; do
    if [ -d "$FRESH/results/$c/tune" ] && [ ! -d "$REF/$c/tune" ]; then
      mkdir -p "$REF/$c" && cp -r "$FRESH/results/$c/tune" "$REF/$c/" && cp "$FRESH/results/$c/case.json" "$REF/$c/"
    fi
  done
  cd "$FRESH" && python3 -m artifact tune --case 2,3,4,5,6,1,7 --trials 200 --seed 1 --results "$REF"
}
select_ref() { cd "$FRESH" && python3 -m artifact select --all --results "$REF"; }
baselines() {
  mkdir -p "$BASE"
  for c in case1 case2 case3 case4 case5 case6 case7; do
    [ -d "$BASE/$c/tune" ] || { mkdir -p "$BASE/$c" && cp -r "$REF/$c/tune" "$REF/$c/case.json" "$BASE/$c/"; }
  done
  cd "$FRESH" && python3 -m artifact select --all --top 1 --per-percentile 0 --results "$BASE" \
    && python3 -m artifact export --all --results "$BASE" \
    && python3 -m artifact measure --all --caps current --results "$BASE" \
    && python3 -m artifact analyze --results "$BASE"
}
bench() {
  cd "$FRESH" && python3 benchmarks/tune_speed.py --trials 128 --schedulers pipelined --seed 1 --out /root/bench \
    --json "$W/bench.json"
}

step clone fresh_clone
step reproduce_test reproduce_test
step protocol_check protocol_check
step verify verify_fresh
step tune_ref tune_ref
step select_ref select_ref
step baselines baselines
step bench bench
log "campaign done"
touch "$W/DONE"
