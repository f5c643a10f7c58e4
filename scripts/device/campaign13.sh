#!/usr/bin/env bash
# Stop 13, one lease: the speed of --fresh-batches 2 (stop 11's default) and 4 (the current default)
# on one host, one after the other, 56x56 conv, 1000 trials, seed 4. Host recorded first.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c13
mkdir -p "$W"
{
  echo "== host $(date -u +%T)"; lscpu | grep -E 'Model name|^CPU\(s\)|Thread|MHz'; cat /proc/loadavg
  nvidia-smi --query-gpu=name,power.limit,clocks.sm --format=csv
  echo "== speed $(date -u +%T)"
  python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers pipelined-fresh2,pipelined \
    --seed "${SEED:-4}" --out /root/bench13 --json "$W/speed.json" --best-at 64,128,192,256,512,768,1000 \
    > "$W/speed.log" 2>&1
  echo "speed rc=$? $(date -u +%T)"; cat /proc/loadavg
  for a in pipelined-fresh2 pipelined; do
    cp /root/bench13/$a/*/tune/runs.json "$W/$a-runs.json" 2>/dev/null
  done
  tar czf "$W/tune-pipelined.tgz" -C /root/bench13/pipelined . 2>/dev/null
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
