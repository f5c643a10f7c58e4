#!/usr/bin/env bash
# Start campaign16.sh TAG SCHEDULERS once (own session, outlives this command); wait up to LIMIT s;
# bring back logs and each arm's runs.json (also of an arm still running).
#   bash scripts/device/poll16.sh TAG SCHEDULERS LIMIT
cd "$(dirname "$0")/../.." || exit 1
TAG=$1; SCHEDS=$2; limit=${3:-540}
W=/root/c16$TAG; B=/root/bench16$TAG
if [ ! -d "$W" ]; then
  python3 -c "import tvm" || { echo "NO TVM"; exit 1; }
  setsid nohup bash scripts/device/campaign16.sh "$TAG" "$SCHEDS" > "/root/c16$TAG.out" 2>&1 < /dev/null &
  sleep 3
fi
while [ ! -f "$W/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
for d in "$B"/*/; do a=$(basename "$d"); cp "$d"/*/tune/runs.json "$W/$a-runs.json" 2>/dev/null; done
tar czf "$OUT/c16$TAG.tgz" -C "$W" . 2>/dev/null
[ -f "$W/DONE" ] && echo CAMPAIGN DONE
cat "$W/campaign.log"
tail -n 14 "$W/speed.log" 2>/dev/null
tail -n 12 "$W/builder.log" 2>/dev/null
