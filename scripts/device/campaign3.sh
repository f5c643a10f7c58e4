#!/usr/bin/env bash
# GPU campaign 3 (background, started by start3.sh; poll with poll3.sh). Read-only towards the GPU's
# settings: every measurement runs at the current limit (--caps current).
#   1. the GEMM catalog (15 cases) tuned together (interleaved), 64 trials each, seed 1
#   2. top-1 kernel per GEMM case selected and checked, exported, measured with cuBLAS fp32/TF32
#   3. analysis of the GEMM results
#   4. if time is left: tuning-speed benchmark on the 56x56 64->64 conv (pipelined, final patches)
set -uo pipefail
export PYTHONUNBUFFERED=1
END=${END:-1300}
W=/root/campaign; G=/root/gemm; FRESH=/root/fresh
rm -rf "$W" && mkdir -p "$W"
log() { echo "[$(date -u +%H:%M:%S) +${SECONDS}s] $*" | tee -a "$W/campaign.log"; }
left() { echo $((END - SECONDS)); }
rm -rf "$FRESH" && git clone -q .carry/repo.bundle "$FRESH" && git -C "$FRESH" log -1 --format='%H' > "$W/commit.txt"
cd "$FRESH" || exit 1
{ make setup INTO=system WHEELHOUSE=/root/wheelhouse && make build INTO=system WHEELHOUSE=/root/wheelhouse; } \
  > "$W/setup.log" 2>&1 || { log "setup failed"; tail -20 "$W/setup.log" >> "$W/campaign.log"; touch "$W/DONE"; exit 1; }
nvidia-smi --query-gpu=name,power.limit,temperature.gpu,clocks.sm --format=csv > "$W/gpu.txt" 2>&1
python3 -c 'import psutil; print("cpus logical", psutil.cpu_count(), "physical", psutil.cpu_count(logical=False))' >> "$W/gpu.txt"
log "setup and driver build done ($(cat "$W/commit.txt"))"
A="python3 -m artifact"
timeout 560 $A tune --catalog gemm ${SEL:---all} --trials 64 --seed 1 --results "$G" > "$W/tune_gemm.log" 2>&1
log "tune gemm rc=$?"
timeout 150 $A select --catalog gemm ${SEL:---all} --top 1 --per-percentile 0 --results "$G" > "$W/select_gemm.log" 2>&1
log "select gemm rc=$?"
timeout 180 $A export --catalog gemm ${SEL:---all} --results "$G" > "$W/export_gemm.log" 2>&1
log "export gemm rc=$?"
timeout "$(( $(left) - 60 ))" $A measure --catalog gemm ${SEL:---all} --caps current --results "$G" > "$W/measure_gemm.log" 2>&1
log "measure gemm rc=$?"
timeout 60 $A analyze --results "$G" --allow-missing > "$W/analyze_gemm.log" 2>&1
log "analyze gemm rc=$?"
python3 benchmarks/protocol_check.py --results "$G" > "$W/protocol_gemm.txt" 2>&1
t=$(left)
if [ "$t" -gt 150 ]; then
  n=$(( t > 260 ? 256 : 192 ))
  timeout "$t" python3 benchmarks/tune_speed.py --trials "$n" --schedulers pipelined --seed 2 --out /root/bench \
    --json /root/bench/rows.json > "$W/bench.log" 2>&1
  log "bench ($n trials) rc=$?"
else
  log "bench skipped: ${t}s left"
fi
touch "$W/DONE"
