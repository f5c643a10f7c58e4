// Workloads owned by the caller: a CUDA graph the caller instantiated in its own context (e.g. a
// torch.cuda.CUDAGraph), launched as it is on the caller's stream; or a callback of the caller that
// enqueues its work (e.g. an eager forward pass) on that stream. Nothing here creates or destroys
// what the caller owns. One enqueue = one launch of the graph (one call of the callback) =
// runs_per_replay (runs_per_call) runs of what is measured.
#pragma once

#include <functional>
#include <memory>

#include "graphpoint.hpp"
#include "workloads.hpp"

namespace ed {

// `describe` writes the record's workload fields (graphpoint.hpp's describe_graph).
std::unique_ptr<Workload> make_caller_graph(const CudaApi& cu, CUgraphExec exec, int runs_per_replay,
                                            std::function<void(Json&)> describe);

}  // namespace ed

namespace ed {

// The caller's callback (energyprotocol.h's ed_callback); a nonzero return throws CallbackFailed.
// Never captured: the protocol calls it k times per replay slot, as it launches a caller's graph.
std::unique_ptr<Workload> make_caller_callback(CallerCallback cb, void* user, int runs_per_call,
                                               std::function<void(Json&)> describe);

}  // namespace ed
