#!/usr/bin/env bash
# Start campaign13.sh once (own session, outlives this command); wait up to $1 s; bring back logs.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c13
if [ ! -d "$W" ]; then
  python3 -c "import tvm" || { echo "NO TVM"; exit 1; }
  setsid nohup bash scripts/device/campaign13.sh > /root/c13.out 2>&1 < /dev/null &
  sleep 3
fi
limit=${1:-560}
while [ ! -f "$W/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
tar czf "$OUT/c13.tgz" -C "$W" . 2>/dev/null
[ -f "$W/DONE" ] && echo CAMPAIGN DONE
cat "$W/campaign.log"
tail -n 12 "$W/speed.log" 2>/dev/null

