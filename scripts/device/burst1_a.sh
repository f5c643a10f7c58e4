#!/usr/bin/env bash
# Burst 1, call A: set-up, then the tuning-speed benchmark (ours first, then TVM's stock scheduler).
set -uo pipefail
export PYTHONUNBUFFERED=1
bash scripts/device/setup_gpu_machine.sh || exit 1
timeout 500 python3 benchmarks/tune_speed.py --trials ${TRIALS:-128} --schedulers ${SCHEDS:-pipelined,stock} --seed 1 \
  --out bench --json "$OUT/bench.json" > "$OUT/bench.log" 2>&1
echo "bench rc=$?"
tar czf "$OUT/bench-records.tgz" bench/*/*/tune/database_*.json bench/*/*/tune/runs.json bench/*/*/tune/logs 2>/dev/null
grep -E "trials \||^scheduler|^stock|^pipelined|^sequential|Error|error" "$OUT/bench.log" | tail -30
