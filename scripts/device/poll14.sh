#!/usr/bin/env bash
# Start campaign14.sh once (own session, outlives this command); wait up to $1 s; bring back logs.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c14
if [ ! -d "$W" ]; then
  python3 -c "import tvm" || { echo "NO TVM"; exit 1; }
  setsid nohup bash scripts/device/campaign14.sh > /root/c14.out 2>&1 < /dev/null &
  sleep 3
fi
limit=${1:-560}
while [ ! -f "$W/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
for d in /root/bench14/*/; do a=$(basename "$d"); cp "$d"/*/tune/runs.json "$W/$a-runs.json" 2>/dev/null; done
tar czf "$OUT/c14.tgz" -C "$W" . 2>/dev/null
[ -f "$W/DONE" ] && echo CAMPAIGN DONE
cat "$W/campaign.log"
tail -n 12 "$W/speed.log" 2>/dev/null

tail -n 12 "$W/builder.log" 2>/dev/null
