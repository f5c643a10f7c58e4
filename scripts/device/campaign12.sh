#!/usr/bin/env bash
# Session 10, third lease: artifact tune's defaults after this session's changes (each candidate run
# as soon as it is built; the first 4 batches in TVM's order, lag 1 after), 56x56 conv, 1000 trials, seed 4.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c12
mkdir -p "$W"
speed() {  # name, extra args
  local name=$1; shift
  echo "== speed-$name $(date -u +%T)"
  python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers pipelined --seed "${SEED:-4}" \
    --out "/root/bench-$name" --json "$W/speed-$name.json" --best-at 64,128,192,256,512,768,1000 "$@" \
    > "$W/speed-$name.log" 2>&1
  echo "speed-$name rc=$? $(date -u +%T)"
  cp /root/bench-"$name"/pipelined/*/tune/runs.json "$W/speed-$name-runs.json" 2>/dev/null
}
{
  speed default
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
