#!/usr/bin/env bash
# Start campaign15.sh once (own session, outlives this command); wait up to $1 s; bring back logs.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c15
if [ ! -d "$W" ]; then
  python3 -c "import tvm" || { echo "NO TVM"; exit 1; }
  setsid nohup bash scripts/device/campaign15.sh > /root/c15.out 2>&1 < /dev/null &
  sleep 3
fi
limit=${1:-560}
while [ ! -f "$W/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
for d in /root/bench15/*/; do a=$(basename "$d"); cp "$d"/*/tune/runs.json "$W/$a-runs.json" 2>/dev/null; done
tar czf "$OUT/c15.tgz" -C "$W" . 2>/dev/null
[ -f "$W/DONE" ] && echo CAMPAIGN DONE
cat "$W/campaign.log"
tail -n 12 "$W/speed.log" 2>/dev/null

