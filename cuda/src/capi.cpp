// The C API of libenergyprotocol.so (energyprotocol.h): the driver's protocol (protocol.cpp) on a
// caller's CUDA graph, or on work its callback enqueues, in the caller's process. Every exception stops here and becomes an exit code
// of the contract and a one-line message in ed_last_output().
#include "energyprotocol.h"

#include <cstdint>
#include <exception>
#include <stdexcept>
#include <string>

#include "contract.hpp"
#include "device.hpp"
#include "external.hpp"
#include "graphpoint.hpp"
#include "protocol.hpp"

using namespace ed;

namespace {

thread_local std::string last_output;

int done(int code, std::string text) {
  last_output = std::move(text);
  return code;
}

// Parsing: any failure is the caller's input (no CUDA or NVML call has been made).
template <class F>
int parse_step(F&& f) {
  try {
    f();
    return contract::kExitOk;
  } catch (const std::exception& e) {
    return done(contract::kExitUsage, e.what());
  } catch (...) {
    return done(contract::kExitUsage, "unreadable input");
  }
}

// Measuring: a failed CUDA or NVML call, or anything else that goes wrong on the GPU side.
template <class F>
int measure_step(F&& f) {
  try {
    return done(contract::kExitOk, f());
  } catch (const DeviceError& e) {
    return done(contract::kExitDevice, e.what());
  } catch (const CallbackFailed& e) {
    return done(contract::kExitDevice, e.what());
  } catch (const std::invalid_argument& e) {
    return done(contract::kExitUsage, e.what());
  } catch (const std::exception& e) {
    return done(contract::kExitDevice, std::string("measurement failed: ") + e.what());
  } catch (...) {
    return done(contract::kExitDevice, "measurement failed (unknown exception)");
  }
}

// The idle with nothing of the caller's running: the context synchronized first.
IdleResult idle_in_process(Gpu& g, const contract::Protocol& p) {
  g.cu().check(g.cu().cuCtxSynchronize(), "cuCtxSynchronize (before the idle window)");
  return measure_idle(g, p.idle_s, g.method() + kInProcessIdleSuffix);
}

}  // namespace

extern "C" {

ED_API int ed_measure_idle(const char* options_json) {
  contract::Protocol p;
  int rc = parse_step([&] { p = parse_options(options_json ? options_json : ""); });
  if (rc != contract::kExitOk) return rc;
  return measure_step([&] {
    Gpu g;
    g.attach_current(nullptr, p.method);
    return idle_json(idle_in_process(g, p));
  });
}

ED_API int ed_measure_graph(const char* options_json, uint64_t graph_exec, uint64_t stream, int runs_per_replay,
                            const char* point_json) {
  GraphPoint gp;
  int rc = parse_step([&] {
    gp = parse_graph_point(options_json ? options_json : "", point_json ? point_json : "", runs_per_replay);
    if (graph_exec == 0) throw std::invalid_argument("graph_exec is 0: pass an instantiated CUDA graph");
  });
  if (rc != contract::kExitOk) return rc;
  return measure_step([&] {
    Gpu g;
    g.attach_current(reinterpret_cast<CUstream>(static_cast<uintptr_t>(stream)), gp.protocol.method);
    IdleResult cold = gp.cold_idle ? *gp.cold_idle : idle_in_process(g, gp.protocol);
    auto wl = make_caller_graph(g.cu(), reinterpret_cast<CUgraphExec>(static_cast<uintptr_t>(graph_exec)),
                                (int)gp.runs_per_replay, [&](Json& j) { describe_graph(j, gp); });
    PointResult r = measure_workload(g, gp.protocol, *wl, cold);
    apply_graph_point(r, gp);
    return graph_record_json(r, gp);
  });
}

ED_API int ed_measure_callback(const char* options_json, ed_callback callback, void* user, uint64_t stream,
                               int runs_per_call, const char* point_json) {
  GraphPoint gp;
  int rc = parse_step([&] {
    gp = parse_callback_point(options_json ? options_json : "", point_json ? point_json : "", runs_per_call);
    if (callback == nullptr) throw std::invalid_argument("callback is null: pass a function enqueuing one call's work");
  });
  if (rc != contract::kExitOk) return rc;
  return measure_step([&] {
    Gpu g;
    g.attach_current(reinterpret_cast<CUstream>(static_cast<uintptr_t>(stream)), gp.protocol.method);
    IdleResult cold = gp.cold_idle ? *gp.cold_idle : idle_in_process(g, gp.protocol);
    auto wl = make_caller_callback(callback, user, (int)gp.runs_per_replay, [&](Json& j) { describe_graph(j, gp); });
    PointResult r = measure_workload(g, gp.protocol, *wl, cold);
    apply_graph_point(r, gp);
    return graph_record_json(r, gp);
  });
}

ED_API const char* ed_last_output(void) { return last_output.c_str(); }

ED_API const char* ed_record_schema(void) { return contract::kRecordSchema; }

}  // extern "C"
