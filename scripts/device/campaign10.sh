#!/usr/bin/env bash
# Session 10 campaign (one lease): each candidate runs as soon as it is built (streamed). First the
# runner profile (where the runner's ~240 ms per candidate go; does CPU load beside it change what it
# measures), then 1000-trial runs of the 56x56 conv in TVM's order (lag 0) and with lag 1, seed 4.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c10
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
  echo "== runner-profile $(date -u +%T)"
  python3 benchmarks/runner_profile.py --json "$W/runner-profile.json" > "$W/runner-profile.log" 2>&1
  echo "runner-profile rc=$? $(date -u +%T)"
  speed lag0 --lag 0
  speed lag1 --lag 1
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
