#!/usr/bin/env bash
# Session 6 campaign: TVM's own search order (lag 0) on the 56x56 conv, 3 seeds x 256 trials, in
# one loop with the artifact's builder and runner: the quality reference for the pipelined runs.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c6
mkdir -p "$W"
python3 benchmarks/staleness_ab.py --seeds "${AB_SEEDS:-1,2,3}" --arms 0 --trials 256 --out /root/ab6 \
  --json "$W/ab.json" > "$W/ab.log" 2>&1
echo "ab rc=$?" > "$W/campaign.log"
touch "$W/DONE"
