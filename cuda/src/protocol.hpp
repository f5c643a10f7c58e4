// The measurement procedure on the GPU (docs/MEASUREMENT.md): cold idle at start, then per point
// correctness gate -> warm-up to thermal steady state -> counter-aligned windows until the noise
// target or the time limit -> hot idle, with a power timeline sampled on a thread throughout.
// The decisions themselves live in stats.hpp (pure, unit-tested).
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "contract.hpp"
#include "device.hpp"
#include "record.hpp"
#include "spec.hpp"
#include "workloads.hpp"

namespace ed {

// The kernel's output did not match the reference: reported, no record, exit contract::kExitGateFailed.
struct GateFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct RunOptions {
  contract::Protocol protocol;
  std::string cap_label, lib_dirs;
  std::vector<std::pair<std::string, std::string>> meta;
};

// Mean power over a counter-aligned window of >= seconds while nothing of this process runs on the
// GPU. Makes no CUDA call (usable before cuInit).
IdleResult measure_idle(const Gpu& g, double seconds, const std::string& method);

// Measures one point and writes its record to out_path (atomically). Throws GateFailure if the
// output is wrong, DeviceError if a CUDA/NVML call fails, std::runtime_error on bad input.
void measure_point(Gpu& g, const RunOptions& o, const Spec& spec, const IdleResult& cold_idle,
                   const std::string& out_path);

// The same procedure (power timeline, optional cooldown, warm-up, windows, hot idle) on a workload
// that needs no buffers and no correctness gate: a caller's CUDA graph, measured in the caller's
// process (capi.cpp). Hot L2 only (std::invalid_argument otherwise). Returns every measured value
// of the record; its identity (id, case_id, kind, cap_label, gate, flops, meta) is the caller's.
PointResult measure_workload(Gpu& g, const contract::Protocol& p, Workload& wl, const IdleResult& cold_idle);

}  // namespace ed
