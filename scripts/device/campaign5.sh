#!/usr/bin/env bash
# Session 5 campaign (one lease): the 56x56 conv tuned with default settings (1000 trials) by the
# artifact's scheduler, then the staleness A/B (lag 0 vs the default lag 1j). Logs under /root/c5.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c5
mkdir -p "$W"
{
  echo "== speed $(date -u +%T)"
  python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers pipelined --seed "${SEED:-3}" \
    --out /root/bench --json "$W/speed.json" --best-at 64,128,256,512,768,1000 > "$W/speed.log" 2>&1
  echo "speed rc=$? $(date -u +%T)"
  echo "== ab $(date -u +%T)"
  python3 benchmarks/staleness_ab.py --seeds "${AB_SEEDS:-1,2}" --arms 0,1j --trials 256 --out /root/ab \
    --json "$W/ab.json" > "$W/ab.log" 2>&1
  echo "ab rc=$? $(date -u +%T)"
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
