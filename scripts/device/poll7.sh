#!/usr/bin/env bash
# Start campaign7.sh once (own session, outlives this command); wait up to $1 s; bring back logs.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c7
if [ ! -d "$W" ]; then
  python3 -c "import tvm" || { echo "NO TVM"; exit 1; }
  setsid nohup bash scripts/device/campaign7.sh > /root/c7.out 2>&1 < /dev/null &
  sleep 3
fi
limit=${1:-560}
while [ ! -f "$W/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
cp "$W"/*.log "$W"/*.json "$OUT"/ 2>/dev/null
for r in /root/bench/pipelined/*/tune/runs.json; do [ -f "$r" ] && cp "$r" "$OUT/speed_runs.json"; done
[ -f "$W/DONE" ] && echo CAMPAIGN DONE
cat "$W/campaign.log"
tail -n 6 "$W/speed.log" 2>/dev/null
tail -n "${TAILN:-14}" "$W/ab.log" 2>/dev/null
