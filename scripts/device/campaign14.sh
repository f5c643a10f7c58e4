#!/usr/bin/env bash
# Stop 13, second lease: --fresh-batches 4 (default) and 2 on one host, in the order opposite to
# campaign13's, 56x56 conv, 1000 trials, seed 4; then the builder's per-candidate times on the last
# 64 tuned kernels of the default run. Host recorded first.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c14
mkdir -p "$W"
{
  echo "== host $(date -u +%T)"; lscpu | grep -E 'Model name|^CPU\(s\)|Thread|MHz|Flags' | cut -c1-200; cat /proc/loadavg
  nvidia-smi --query-gpu=name,power.limit,clocks.sm --format=csv
  echo "== speed $(date -u +%T)"
  python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers pipelined,pipelined-fresh2 \
    --seed "${SEED:-4}" --out /root/bench14 --json "$W/speed.json" --best-at 64,128,192,256,512,768,1000 \
    > "$W/speed.log" 2>&1
  echo "speed rc=$? $(date -u +%T)"; cat /proc/loadavg
  for a in pipelined pipelined-fresh2; do
    cp /root/bench14/$a/*/tune/runs.json "$W/$a-runs.json" 2>/dev/null
  done
  echo "== builder $(date -u +%T)"
  python3 benchmarks/builder_profile.py --records /root/bench14/pipelined/*/tune --n 64 --last \
    --pools persistent --json "$W/builder.json" > "$W/builder.log" 2>&1
  echo "builder rc=$? $(date -u +%T)"
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
