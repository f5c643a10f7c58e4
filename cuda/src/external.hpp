// A workload owned by the caller: a CUDA graph the caller instantiated in its own context (e.g. a
// torch.cuda.CUDAGraph), launched as it is on the caller's stream. Nothing here creates or destroys
// the graph. One enqueue = one launch of the graph = runs_per_replay runs of what the graph holds.
#pragma once

#include <functional>
#include <memory>

#include "workloads.hpp"

namespace ed {

// `describe` writes the record's workload fields (graphpoint.hpp's describe_graph).
std::unique_ptr<Workload> make_caller_graph(const CudaApi& cu, CUgraphExec exec, int runs_per_replay,
                                            std::function<void(Json&)> describe);

}  // namespace ed
