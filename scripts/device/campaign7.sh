#!/usr/bin/env bash
# Session 7 campaign (one lease): the build now overlaps the next search. The 56x56 conv tuned with
# default settings (1000 trials), then the staleness A/B (TVM's order, lag 0, vs the default lag 1j,
# 3 new seeds, 256 trials, one loop). Logs under /root/c7.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c7
mkdir -p "$W"
{
  echo "== speed $(date -u +%T) $(git rev-parse --short HEAD 2>/dev/null)"
  python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers pipelined --seed "${SEED:-4}" \
    --out /root/bench --json "$W/speed.json" --best-at 64,128,256,512,768,1000 > "$W/speed.log" 2>&1
  echo "speed rc=$? $(date -u +%T)"
  echo "== ab $(date -u +%T)"
  python3 benchmarks/staleness_ab.py --seeds "${AB_SEEDS:-4,5,6}" --arms 0,1j --trials 256 --out /root/ab \
    --json "$W/ab.json" > "$W/ab.log" 2>&1
  echo "ab rc=$? $(date -u +%T)"
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
