#!/usr/bin/env bash
# Start (if not started) the staleness A/B in its own session, wait up to $1 s, report.
cd "$(dirname "$0")/../.." || exit 1
A=/root/ab
if [ ! -d "$A" ]; then
  mkdir -p "$A"
  setsid nohup bash -c "python3 benchmarks/staleness_ab.py --seeds ${SEEDS:-1,2} --arms ${ARMS:-0,1j,1} \
    --trials ${TRIALS:-256} --out $A/work --json $A/ab.json > $A/ab.log 2>&1; touch $A/DONE" < /dev/null > /dev/null 2>&1 &
  sleep 2
fi
limit=${1:-560}
while [ ! -f "$A/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
cp "$A/ab.log" "$OUT/" 2>/dev/null; cp "$A/ab.json" "$OUT/" 2>/dev/null
[ -f "$A/DONE" ] && echo DONE
tail -n "${TAILN:-30}" "$A/ab.log"
