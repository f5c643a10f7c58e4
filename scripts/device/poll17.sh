#!/usr/bin/env bash
# Start campaign17.sh once (own session, outlives this command); wait up to $1 s; bring back logs.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c17; B=/root/bench17
if [ ! -d "$W" ]; then
  python3 -c "import tvm" || { echo "NO TVM"; exit 1; }
  setsid nohup bash scripts/device/campaign17.sh > /root/c17.out 2>&1 < /dev/null &
  sleep 3
fi
limit=${1:-540}
while [ ! -f "$W/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
for a in je glibc; do cp "$B"/$a/pipelined/*/tune/runs.json "$W/$a-runs.json" 2>/dev/null; done
tar czf "$OUT/c17.tgz" -C "$W" . 2>/dev/null
[ -f "$W/DONE" ] && echo CAMPAIGN DONE
cat "$W/campaign.log"
tail -n 8 "$W/search.log" 2>/dev/null
tail -n 3 "$W/speed_je.log" 2>/dev/null
tail -n 6 "$W/speed_glibc.log" 2>/dev/null
