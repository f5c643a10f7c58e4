#!/usr/bin/env bash
# Second GPU call (one 10-minute command): finish what campaign.sh left. Carries .carry/ref.tgz
# (the tuning records of campaign.sh) and .carry/repo.bundle. Read-only towards the GPU's settings.
#   1. vendor baselines against the best tuned kernel of cases 2-6 (CAPS=current)
#   2. cases 1 and 7 resumed from 100 to 200 trials, their 25 kernels selected and checked
#   3. the same baselines for cases 1 and 7; analysis; protocol check
set -uo pipefail
export PYTHONUNBUFFERED=1
END=${END:-575}
W=/root/campaign; REF=/root/ref; BASE=/root/base; FRESH=/root/fresh
mkdir -p "$W" "$BASE"
log() { echo "[$(date -u +%H:%M:%S) +${SECONDS}s] $*" | tee -a "$W/campaign.log"; }
left() { echo $((END - SECONDS)); }
git clone -q .carry/repo.bundle "$FRESH" && git -C "$FRESH" log -1 --format='%H' > "$W/commit.txt"
tar xzf .carry/ref.tgz -C /root
cd "$FRESH" || exit 1
make setup INTO=system WHEELHOUSE=/root/wheelhouse > "$W/setup.log" 2>&1 || { tail -20 "$W/setup.log"; exit 1; }
make build INTO=system WHEELHOUSE=/root/wheelhouse > "$W/build.log" 2>&1 || { tail -20 "$W/build.log"; exit 1; }
log "setup and driver build done"
A="python3 -m artifact"
base_cases() {  # base_cases 2,3,4: top-1 selection (checked), export, measure at the current limit
  for c in ${1//,/ }; do
    rm -rf "$BASE/case$c"; mkdir -p "$BASE/case$c" && cp -r "$REF/case$c/tune" "$REF/case$c/case.json" "$BASE/case$c/"
  done
  timeout "$(left)" $A select --case "$1" --top 1 --per-percentile 0 --results "$BASE" \
    && timeout "$(left)" $A export --case "$1" --results "$BASE" \
    && timeout "$(left)" $A measure --case "$1" --caps current --results "$BASE"
}
base_cases 2,3,4,5,6 > "$W/base_2-6.log" 2>&1; log "baselines 2-6 rc=$?"
t=$(( $(left) - 150 )); [ $t -gt 300 ] && t=300
timeout "$t" $A tune --case 1,7 --trials 200 --seed 1 --results "$REF" > "$W/tune_1_7.log" 2>&1; log "tune 1,7 rc=$?"
timeout "$(( $(left) - 90 ))" $A select --case 1,7 --results "$REF" > "$W/select_1_7.log" 2>&1; log "select 1,7 rc=$?"
base_cases 1,7 > "$W/base_1_7.log" 2>&1; log "baselines 1,7 rc=$?"
timeout 20 $A analyze --results "$BASE" --allow-missing > "$W/analyze_base.log" 2>&1; log "analyze rc=$?"
python3 benchmarks/protocol_check.py --results "$BASE" > "$W/protocol_base.txt" 2>&1
tar czf "$OUT/ref.tgz" -C /root ref
tar czf "$OUT/base.tgz" --exclude="*.bin" -C /root base
tar czf "$OUT/logs.tgz" -C /root campaign
grep -h -E "trials in|kept|PASS \(|FAIL|error" "$W/tune_1_7.log" "$W/select_1_7.log" | grep -v "rel.err" | tail -8
tail -12 "$W/analyze_base.log"; tail -5 "$W/protocol_base.txt"
