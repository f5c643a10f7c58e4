#!/usr/bin/env bash
# Wait up to $1 seconds (default 560) for scripts/device/campaign.sh to finish, then bring back what
# it has so far: logs, and the results directories as tarballs (tuning records included).
W=/root/campaign
limit=${1:-560}
while [ ! -f "$W/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
tar czf "$OUT/logs.tgz" -C / root/campaign 2>/dev/null
[ -d /root/fresh/results ] && tar czf "$OUT/fresh-results.tgz" --exclude="*.bin" --exclude="*/tune/logs" -C /root/fresh results
[ -d /root/ref ] && tar czf "$OUT/ref.tgz" -C /root ref
[ -d /root/base ] && tar czf "$OUT/base.tgz" --exclude="*.bin" -C /root base
[ -d /root/bench ] && tar czf "$OUT/bench.tgz" -C /root bench
cat "$W/campaign.log"
for f in reproduce_test protocol_check tune_ref select_ref baselines bench; do
  [ -f "$W/$f.log" ] && { echo "--- $f (tail)"; grep -v '^\s*$' "$W/$f.log" | tail -${TAILN:-12}; }
done
ls -la "$OUT"
