#!/usr/bin/env bash
# Wait up to $1 seconds for campaign3.sh to finish, then bring back its logs and results (no .bin).
W=/root/campaign
limit=${1:-560}
while [ ! -f "$W/DONE" ] && [ "$SECONDS" -lt "$limit" ]; do sleep 5; done
tar czf "$OUT/logs.tgz" -C /root campaign 2>/dev/null
[ -d /root/gemm ] && tar czf "$OUT/gemm.tgz" --exclude="*.bin" -C /root gemm
[ -d /root/bench ] && tar czf "$OUT/bench.tgz" --exclude="*/tune/logs" -C /root bench
cat "$W/campaign.log" 2>/dev/null || cat /root/campaign.out
for f in tune_gemm select_gemm export_gemm measure_gemm analyze_gemm bench; do
  [ -f "$W/$f.log" ] && { echo "--- $f (tail)"; grep -v '^\s*$' "$W/$f.log" | tail -${TAILN:-8}; }
done
ls -la "$OUT"
