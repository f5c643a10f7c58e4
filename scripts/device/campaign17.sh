#!/usr/bin/env bash
# Stop 14, second lease: does jemalloc (LD_PRELOAD) speed up MetaSchedule's 16-thread search on the
# H100 host? search_profile (16 threads, 3 batches, glibc malloc vs jemalloc), then artifact tune's
# default with jemalloc and without, 56x56 conv, 1000 trials, seed 4, on one host.
# jemalloc: .carry/je/libjemalloc.so.2 (Debian bookworm libjemalloc2 5.3.0-1) unless the image has one.
cd "$(dirname "$0")/../.." || exit 1
W=/root/c17; B=/root/bench17
mkdir -p "$W"
JE=$(ls /usr/lib/x86_64-linux-gnu/libjemalloc.so.2 2>/dev/null || echo "$PWD/.carry/je/libjemalloc.so.2")
{
  echo "== host $(date -u +%T)"; lscpu | grep -E 'Model name|^CPU\(s\)' | cut -c1-200; cat /proc/loadavg
  nvidia-smi --query-gpu=name,power.limit,clocks.sm --format=csv
  grep -E '^(PRETTY_NAME)' /etc/os-release; ldd --version | head -1
  ls /usr/lib/x86_64-linux-gnu/ | grep -E 'jemalloc|tcmalloc'; echo "jemalloc used: $JE"
  LD_PRELOAD=$JE python3 -c "import tvm; print('maps:', [l.split()[-1] for l in open('/proc/self/maps') if 'jemalloc' in l][:1])"
  echo "== search profile $(date -u +%T)"
  python3 benchmarks/search_profile.py --threads 16 --batches 3 --env "LD_PRELOAD=$JE" \
    --json "$W/search.json" > "$W/search.log" 2>&1
  echo "search rc=$? $(date -u +%T)"
  echo "== speed jemalloc $(date -u +%T)"
  LD_PRELOAD=$JE python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers pipelined \
    --seed "${SEED:-4}" --out "$B/je" --json "$W/speed_je.json" --best-at 64,128,192,256,512,768,1000 \
    > "$W/speed_je.log" 2>&1
  echo "speed je rc=$? $(date -u +%T)"; cat /proc/loadavg
  cp "$B"/je/pipelined/*/tune/runs.json "$W/je-runs.json" 2>/dev/null
  echo "== speed glibc $(date -u +%T)"
  python3 benchmarks/tune_speed.py --trials "${TRIALS:-1000}" --schedulers pipelined \
    --seed "${SEED:-4}" --out "$B/glibc" --json "$W/speed_glibc.json" --best-at 64,128,192,256,512,768,1000 \
    > "$W/speed_glibc.log" 2>&1
  echo "speed glibc rc=$? $(date -u +%T)"; cat /proc/loadavg
  cp "$B"/glibc/pipelined/*/tune/runs.json "$W/glibc-runs.json" 2>/dev/null
} > "$W/campaign.log" 2>&1
touch "$W/DONE"
