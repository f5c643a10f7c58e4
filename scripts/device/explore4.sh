#!/usr/bin/env bash
# Device exploration (session 4): the machine's CPUs, how the evolutionary search scales with
# threads (and with jemalloc, where the image has it), and the builder's time per batch.
# Writes $OUT/explore.log and $OUT/search_profile.json; prints the tables last.
cd "$(dirname "$0")/../.." || exit 1
exec > >(tee "$OUT/explore.log") 2>&1
lscpu | grep -E "Model name|^CPU\(s\)|Thread\(s\)|Core\(s\)|Socket|NUMA node\(s\)|max MHz"
ldd --version | head -1
JE=""
for lib in jemalloc tcmalloc mimalloc; do
  f=$(find /usr /lib /opt -name "lib${lib}*.so*" 2>/dev/null | head -1)
  echo "$lib: ${f:-none}"
  [ -n "$f" ] && [ -z "$JE" ] && JE=$f
done
nvidia-smi --query-gpu=name,power.limit,clocks.sm --format=csv
ENVARG=()
[ -n "$JE" ] && ENVARG=(--env "LD_PRELOAD=$JE")
timeout 500 python3 benchmarks/search_profile.py --threads 16,8,4 --batches 2 --build \
  --json "$OUT/search_profile.json" "${ENVARG[@]}" 2>&1 | grep -v '^{'
