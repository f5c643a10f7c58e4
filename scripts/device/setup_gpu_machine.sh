#!/usr/bin/env bash
# On the lent GPU machine (no registry; wheels staged in /root/wheelhouse by ../shared/device/stage-wheels):
# install the lock into the image's python3 and build the driver. Read-only towards the GPU.
set -uo pipefail
OUT=${OUT:-/tmp/out}
mkdir -p "$OUT"
{
  date -u; nvidia-smi --query-gpu=name,uuid,driver_version,power.limit,power.default_limit,power.min_limit,power.max_limit,temperature.gpu,clocks.sm --format=csv
  nproc; python3 -c 'import psutil, sys; print("cpus logical", psutil.cpu_count(), "physical", psutil.cpu_count(logical=False), sys.version)'
  g++ --version | head -1; nvcc --version | tail -2
  for h in nvml.h cudnn.h cublas_v2.h; do echo "$h: $(find / -xdev -name $h 2>/dev/null | head -3 | tr '\n' ' ')"; done
  echo "libcudnn: $(find / -xdev -name 'libcudnn.so.9' 2>/dev/null | head -2 | tr '\n' ' ')"
  echo "libcublas: $(find / -xdev -name 'libcublas.so.13' 2>/dev/null | head -2 | tr '\n' ' ')"
} > "$OUT/env.txt" 2>&1
make setup INTO=system WHEELHOUSE=/root/wheelhouse > "$OUT/setup.log" 2>&1 || { tail -20 "$OUT/setup.log"; exit 1; }
python3 -m pip list 2>/dev/null | grep -i -E "tvm|xgboost|numpy|pandas|cuda|nvidia|click|docker|hadolint|matplotlib" >> "$OUT/env.txt"
python3 -m artifact build --tests > "$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; exit 1; }
./build/energy-driver info > "$OUT/driver_info.json" 2>&1
cat "$OUT/env.txt" | head -40; tail -3 "$OUT/build.log"; cat "$OUT/driver_info.json"
