#!/usr/bin/env bash
# Session 9 campaign: the staleness A/B with the shipped defaults (16 search threads, builds in the
# background at nice 10): TVM's order (lag 0) vs the default lag 1j, seeds 4,5, 256 trials, one loop.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c9
mkdir -p "$W"
{
  echo "== ab $(date -u +%T)"
  python3 benchmarks/staleness_ab.py --seeds "${AB_SEEDS:-4,5}" --arms 0,1j --trials 256 --out /root/ab \
    --json "$W/ab.json" > "$W/ab.log" 2>&1
  echo "ab rc=$? $(date -u +%T)"
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
