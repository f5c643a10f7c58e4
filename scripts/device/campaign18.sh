#!/usr/bin/env bash
# Stop 15: the planned evaluator and the early-warmed build pool (this tree) against stop 14's
# main (339575c, unpacked from .carry/old.tgz into /root/old), on one host, back to back.
#   bash scripts/device/campaign18.sh TAG "ARMS" [AB]
# ARMS: "old new" or "new old" (the order of the two 1000-trial runs); AB=1: evaluator_ab.py first.
cd "$(dirname "$0")/../.." || exit 1
TAG=$1; ARMS=$2; AB=${3:-0}
W=/root/c18$TAG; B=/root/bench18$TAG
mkdir -p "$W"
if [ ! -d /root/old ]; then mkdir -p /root/old && tar xzf .carry/old.tgz -C /root/old; fi
{
  echo "== host $(date -u +%T)"; lscpu | grep -E 'Model name|^CPU\(s\)' | cut -c1-200; cat /proc/loadavg
  nvidia-smi --query-gpu=name,power.limit,clocks.sm --format=csv
  echo "old tree: $(ls /root/old | tr '\n' ' ')"
  if [ "$AB" = 1 ]; then
    echo "== evaluator A/B $(date -u +%T)"
    python3 benchmarks/evaluator_ab.py --json "$W/evaluator_ab.json" > "$W/evaluator_ab.log" 2>&1
    echo "evaluator_ab rc=$? $(date -u +%T)"
  fi
  for arm in $ARMS; do
    dir=$PWD; [ "$arm" = old ] && dir=/root/old
    echo "== speed $arm ($dir) $(date -u +%T)"; cat /proc/loadavg
    (cd "$dir" && python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers pipelined \
      --seed "${SEED:-4}" --out "$B/$arm" --json "$W/speed_$arm.json" --best-at 64,128,192,256,512,768,1000 \
      > "$W/speed_$arm.log" 2>&1)
    echo "speed $arm rc=$? $(date -u +%T)"
    cp "$B"/$arm/pipelined/*/tune/runs.json "$W/$arm-runs.json" 2>/dev/null
  done
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
