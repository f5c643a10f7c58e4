#!/usr/bin/env bash
# Stop 14: same-host A/B of the build hold (artifact tune default against --no-hold-builds), 56x56
# conv, 1000 trials, seed 4, arms in the order given; then (PROFILE=1) the builder's per-candidate
# times on the first 64 (untuned) records of the default arm.
#   bash scripts/device/campaign16.sh TAG SCHEDULERS     e.g. a pipelined-nohold,pipelined
cd "$(dirname "$0")/../.." || exit 1
TAG=$1; SCHEDS=$2
W=/root/c16$TAG; B=/root/bench16$TAG
mkdir -p "$W"
{
  echo "== host $(date -u +%T)"; lscpu | grep -E 'Model name|^CPU\(s\)' | cut -c1-200; cat /proc/loadavg
  nvidia-smi --query-gpu=name,power.limit,clocks.sm --format=csv
  echo "== speed $SCHEDS $(date -u +%T)"
  python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers "$SCHEDS" \
    --seed "${SEED:-4}" --out "$B" --json "$W/speed.json" --best-at 64,128,192,256,512,768,1000 \
    > "$W/speed.log" 2>&1
  echo "speed rc=$? $(date -u +%T)"; cat /proc/loadavg
  for d in "$B"/*/; do a=$(basename "$d"); cp "$d"/*/tune/runs.json "$W/$a-runs.json" 2>/dev/null; done
  if [ "${PROFILE:-0}" = 1 ]; then
    echo "== builder first 64 $(date -u +%T)"
    python3 benchmarks/builder_profile.py --records "$B"/pipelined/*/tune --n 64 \
      --pools persistent --json "$W/builder.json" > "$W/builder.log" 2>&1
    echo "builder rc=$? $(date -u +%T)"
  fi
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
