// The JSON record of one measured point (schema in driver_contract.json, described in
// docs/SCHEMAS.md): plain data in, text out. No CUDA, no NVML: unit-tested anywhere, and the unit
// test checks that the fields written are exactly the contract's record_fields.
#pragma once

#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "contract.hpp"
#include "json.hpp"
#include "spec.hpp"

namespace ed {

struct GpuIdentity {
  std::string name, uuid, pci_bus_id, driver_version, nvml_version, compute_capability;
  std::optional<std::string> serial, vbios_version;  // null where the board does not report them
  long long cuda_driver_version = 0, multiprocessors = 0;
  double max_sm_clock_mhz = NAN, max_mem_clock_mhz = NAN, memory_bus_width_bits = NAN, l2_bytes = NAN;
};

struct PowerLimits {  // watts; NaN (null) where NVML does not support the query
  double enforced = NAN, management = NAN, default_w = NAN, min = NAN, max = NAN;
};

struct IdleResult {
  double power_w = NAN, sampled_power_w = NAN, window_s = NAN, update_period_s = NAN, temperature_c = NAN;
  std::string method;
};

struct WindowResult {  // one measurement window
  double time_per_launch_s = NAN, energy_per_launch_mj = NAN, sampled_energy_per_launch_mj = NAN;
  double power_w = NAN, sampled_power_w = NAN;
};

struct PointResult {
  std::string id, case_id, kind, cap_label, timestamp, method, power_source;
  GpuIdentity gpu;
  PowerLimits limits;
  double rel_error = NAN, rtol = NAN, flops = NAN, bytes_per_launch = NAN, tuned_time_s = -1;
  std::optional<bool> gate_passed = true;  // null: no gate on this path (a caller's graph, capi.cpp)
  std::vector<WindowResult> windows;
  double windows_s = NAN;
  IdleResult cold_idle, hot_idle;
  double sm_clock_mhz = NAN, sm_clock_mhz_min = NAN, mem_clock_mhz = NAN;
  double temp_start_c = NAN, temp_steady_c = NAN, temp_max_c = NAN, temp_end_c = NAN;
  double cooldown_s = 0;
  unsigned long long throttle_mask = 0;
  double counter_update_period_s = NAN;
  long long runs_per_graph = 1, graph_replays = 0;
  bool cuda_graph = false;
  double estimated_run_s = NAN, graph_run_s = NAN;  // from plain launches; from timed graph replays
  bool graph_resized = false;
  long long queue_depth = 0, queue_ran_dry = 0;  // replays kept in flight; times none was left during the windows
  double warmup_s = NAN, warmup_power_change_rel = NAN, warmup_temperature_change_c = NAN;
  double warmup_power_trend_rel = NAN, warmup_power_trend_se_rel = NAN;
  bool steady = false;
  long long warmup_windows = 0;
  std::string l2_mode = "hot";
  double flush_bytes = 0, flush_time_per_launch_s = NAN, flush_energy_per_launch_mj = NAN;
  std::vector<double> timeline_t_s, timeline_power_w;
  double timeline_rate_hz = NAN;
  contract::Protocol protocol;
  std::vector<std::pair<std::string, std::string>> meta;
  double seconds = NAN;
};

// Values derived from the windows: what the record reports and the console prints.
struct Summary {
  double time_per_launch_s = NAN, energy_per_launch_mj = NAN, time_cv = NAN, energy_cv = NAN, energy_ci_rel = NAN;
  double sampled_energy_per_launch_mj = NAN, avg_power_w = NAN, sampled_power_w = NAN;
  double above_hot_idle_mj = NAN, above_cold_idle_mj = NAN;
  bool ci_target_met = false, flagged = false, l2_resident = false;
  double traffic_gb_s = NAN, dram_peak_gb_s = NAN;
  std::vector<std::string> flag_reasons;
};
Summary summarize(const PointResult& r);

// The record as one line of JSON; `describe_workload` writes the "workload" object's fields
// (at least those of describe_workload_head).
std::string record_json(const PointResult& r, const std::function<void(Json&)>& describe_workload);
// The fields every "workload" object starts with: its type (cubin, or the baseline's name), the math
// mode it is held to, and the dtypes it reads and writes.
void describe_workload_head(Json& j, const std::string& type, const Spec& spec);

}  // namespace ed
