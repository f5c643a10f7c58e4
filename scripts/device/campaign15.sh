#!/usr/bin/env bash
# Stop 13, third lease: artifact tune's default (4 fresh batches, lag 1 after, streamed runs) with
# builds held back while a batch is joined (cost-model training), 56x56 conv, 1000 trials, seed 4.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c15
mkdir -p "$W"
{
  echo "== host $(date -u +%T)"; lscpu | grep -E 'Model name|^CPU\(s\)'; cat /proc/loadavg
  echo "== speed $(date -u +%T)"
  python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers pipelined \
    --seed "${SEED:-4}" --out /root/bench15 --json "$W/speed.json" --best-at 64,128,192,256,512,768,1000 \
    > "$W/speed.log" 2>&1
  echo "speed rc=$? $(date -u +%T)"; cat /proc/loadavg
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
