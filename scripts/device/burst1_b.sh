#!/usr/bin/env bash
# Burst 1b, call A: set-up, builder profile on real candidates, pipelined benchmark (persistent pool).
set -uo pipefail
export PYTHONUNBUFFERED=1
bash scripts/device/setup_gpu_machine.sh > "$OUT/setup_stdout.txt" 2>&1 || { cat "$OUT/setup_stdout.txt"; exit 1; }
W=.carry/bench1/pipelined/conv2d-1x56x56x64x64x3x3-s1-p1/tune
timeout 200 python3 benchmarks/builder_profile.py --records $W --n 64 --workers 15 --pools tvm_patches,persistent > "$OUT/builder_profile.log" 2>&1
cat "$OUT/builder_profile.log" | grep -v "^\s*$" | tail -12
timeout 330 python3 benchmarks/tune_speed.py --trials ${TRIALS:-256} --schedulers pipelined --seed 1 \
  --out bench --json "$OUT/bench_pipelined.json" > "$OUT/bench.log" 2>&1
echo "bench rc=$?"
tar czf "$OUT/bench2-records.tgz" bench/*/*/tune/database_*.json bench/*/*/tune/runs.json bench/*/*/tune/logs 2>/dev/null
grep -E "trials \||^scheduler|^stock|^pipelined|^sequential|Traceback|Error" "$OUT/bench.log" | tail -14
