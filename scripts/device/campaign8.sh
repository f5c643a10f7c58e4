#!/usr/bin/env bash
# Session 8 campaign (one lease): search on half the cores (8 threads), builds at nice 19, built in
# the background. 56x56 conv, default settings (1000 trials); the staleness A/B (lag 0 vs the
# default 1j, seeds 4-6, 256 trials, one loop); then the same 1000-trial run with 12 search threads.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c8
mkdir -p "$W"
speed() {  # name, extra args
  local name=$1; shift
  echo "== speed-$name $(date -u +%T)"
  python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers pipelined --seed "${SEED:-4}" \
    --out "/root/bench-$name" --json "$W/speed-$name.json" --best-at 64,128,256,512,768,1000 "$@" \
    > "$W/speed-$name.log" 2>&1
  echo "speed-$name rc=$? $(date -u +%T)"
  cp /root/bench-"$name"/pipelined/*/tune/runs.json "$W/speed-$name-runs.json" 2>/dev/null
}
{
  speed t8
  echo "== ab $(date -u +%T)"
  python3 benchmarks/staleness_ab.py --seeds "${AB_SEEDS:-4,5,6}" --arms 0,1j --trials 256 --out /root/ab \
    --json "$W/ab.json" > "$W/ab.log" 2>&1
  echo "ab rc=$? $(date -u +%T)"
  speed t12 --search-threads 12
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
