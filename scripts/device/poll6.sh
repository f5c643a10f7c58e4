#!/usr/bin/env bash
cd "$(dirname "$0")/../.." || exit 1
W=/root/c6
if [ ! -d "$W" ]; then
  python3 -c "import tvm" || { echo "NO TVM"; exit 1; }
  setsid nohup bash scripts/device/campaign6.sh > /root/c6.out 2>&1 < /dev/null &
  sleep 3
fi
limit=${1:-560}
while [ ! -f "$W/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
cp "$W"/*.log "$W"/*.json "$OUT"/ 2>/dev/null
[ -f "$W/DONE" ] && echo CAMPAIGN DONE
cat "$W/campaign.log" 2>/dev/null
tail -n 16 "$W/ab.log"
