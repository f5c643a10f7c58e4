// What the in-process library (capi.cpp) is told about a caller's CUDA graph, and the record it
// writes of it: the same record as the driver's (schema energy-driver/2, every contract field), with
// workload.type "cuda-graph". Parsing the caller's JSON and writing the record are pure (no CUDA,
// no NVML) so that the unit tests check them anywhere (cuda/tests/test_protocol.cpp).
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "contract.hpp"
#include "json.hpp"
#include "record.hpp"

namespace ed {

// The idle method of the in-process path: a counter-aligned window inside the caller's process, its
// CUDA context alive and synchronized, before the load (docs/MEASUREMENT.md).
inline constexpr const char* kInProcessIdleSuffix = "_window_in_process_before_load";

// What the caller hands over: a graph it instantiated, or a callback enqueuing its work.
inline constexpr const char* kWorkloadGraph = "cuda-graph";
inline constexpr const char* kWorkloadCallback = "callback";

struct GraphPoint {
  contract::Protocol protocol;  // the contract's defaults overridden by the options
  std::string workload = kWorkloadGraph;  // kWorkloadGraph | kWorkloadCallback (set by the C API)
  long long runs_per_replay = 1;  // runs per launch of the graph, or per call of the callback
  std::string id = "graph", case_id, kind = "graph", cap_label, math_mode = "unspecified";
  std::string input_dtype = "unspecified", output_dtype = "unspecified";  // what the graph reads and writes
  JsonValue description;                      // any JSON value, copied into workload.description
  double flops = NAN, bytes_per_launch = NAN;  // per run, where the caller knows them
  double gate_rel_error = NAN, gate_rtol = NAN;
  std::optional<bool> gate_passed;             // null: no gate here (the caller owns correctness)
  std::vector<std::pair<std::string, std::string>> meta;
  std::optional<IdleResult> cold_idle;         // from an earlier ed_measure_idle; else measured first
};

// options_json: protocol settings by name ({} or "" for the defaults); point_json: the point
// (docs/SCHEMAS.md, "in-process records"). Throws std::invalid_argument naming the field on anything
// missing, unknown, malformed or out of range: checked before any CUDA or NVML call.
contract::Protocol parse_options(const std::string& options_json);
GraphPoint parse_graph_point(const std::string& options_json, const std::string& point_json, long long runs_per_replay);
// The same for a callback: runs_per_call runs per call, workload kWorkloadCallback.
GraphPoint parse_callback_point(const std::string& options_json, const std::string& point_json, long long runs_per_call);

// The caller's callback returned nonzero: the measurement stops (exit contract::kExitDevice).
struct CallbackFailed : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// One call of the caller's callback (call: its 1-based number, for the message); throws CallbackFailed
// on a nonzero return. Pure: unit-tested without CUDA.
using CallerCallback = int (*)(void*);
void call_caller(CallerCallback cb, void* user, long long call);

// An idle result as the library returns it ({"power_w", "sampled_power_w", "window_s",
// "temperature_c", "method", "update_period_ms"}), and back (point_json's "cold_idle").
std::string idle_json(const IdleResult& idle);
IdleResult idle_from_json(const JsonValue& v, const std::string& where);

// The point's identity, gate and meta into the measured result; and the launch fields: the
// protocol launched the caller's graph (called the callback) runs_per_graph times per replay slot,
// so graph_replays becomes the launches of the caller's graph (calls of the callback) and
// runs_per_graph its runs per launch (call); cuda_graph is true for a graph, false for a callback.
void apply_graph_point(PointResult& r, const GraphPoint& gp);
// workload: {"type": "cuda-graph", "math_mode", "input_dtype", "output_dtype", "runs_per_replay",
// "description"}; a callback: "type": "callback" and "runs_per_call" instead of "runs_per_replay".
void describe_graph(Json& j, const GraphPoint& gp);
std::string graph_record_json(const PointResult& r, const GraphPoint& gp);

}  // namespace ed
