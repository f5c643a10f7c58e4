#!/usr/bin/env bash
# Session 10, second lease: the staleness A/B with more seeds (TVM's order, lag 0, against the
# default for a case tuned alone, lag 1j), 256 trials, one loop; seeds 6-9 (4 and 5: campaign 9).
cd "$(dirname "$0")/../.." || exit 1
W=/root/c11
mkdir -p "$W"
{
  echo "== ab $(date -u +%T)"
  python3 benchmarks/staleness_ab.py --seeds "${AB_SEEDS:-6,7,8,9}" --arms 0,1j --trials 256 --out /root/ab \
    --json "$W/ab.json" > "$W/ab.log" 2>&1
  echo "ab rc=$? $(date -u +%T)"
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
