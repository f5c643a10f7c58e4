#!/usr/bin/env bash
# Start campaign18.sh TAG ARMS AB once (own session, outlives this command); wait up to LIMIT s;
# bring back logs and each arm's runs.json (also of an arm still running).
#   bash scripts/device/poll18.sh TAG "ARMS" AB LIMIT
cd "$(dirname "$0")/../.." || exit 1
TAG=$1; ARMS=$2; AB=$3; limit=${4:-540}
W=/root/c18$TAG; B=/root/bench18$TAG
if [ ! -d "$W" ]; then
  python3 -c "import tvm" || { echo "NO TVM"; exit 1; }
  setsid nohup bash scripts/device/campaign18.sh "$TAG" "$ARMS" "$AB" > "/root/c18$TAG.out" 2>&1 < /dev/null &
  sleep 3
fi
while [ ! -f "$W/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
for d in "$B"/*/; do a=$(basename "$d"); cp "$d"/pipelined/*/tune/runs.json "$W/$a-runs.json" 2>/dev/null; done
tar czf "$OUT/c18$TAG.tgz" -C "$W" . 2>/dev/null
[ -f "$W/DONE" ] && echo CAMPAIGN DONE
cat "$W/campaign.log"
tail -n 12 "$W/evaluator_ab.log" 2>/dev/null
for a in $ARMS; do tail -n 5 "$W/speed_$a.log" 2>/dev/null; done
