// What the driver measures: a tuned cubin's launches, or a vendor-library baseline (cuDNN
// convolution, cuBLASLt GEMM) on the same buffers; plus the L2 flush of the cold-L2 option.
// One run = everything `enqueue` puts on the stream. Every resource is owned by RAII members, so a
// constructor that throws frees what it had acquired.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "device.hpp"
#include "json.hpp"
#include "spec.hpp"

namespace ed {

struct DeviceBuffers {
  std::map<std::string, CUdeviceptr> ptr;
};

// Where a run writes its result, when that is not the case's output buffer.
struct WorkloadOutput {
  CUdeviceptr ptr = 0;
  size_t bytes = 0;
  std::string dtype;  // float32 | float16
};

class Workload {
 public:
  virtual ~Workload() = default;
  virtual void enqueue(CUstream stream) = 0;
  // A buffer of the workload's own that a run writes instead of the case's output (cuDNN's fp16
  // convolution writes fp16 where the case's output is fp32); null: the case's output buffer.
  virtual const WorkloadOutput* own_output() const { return nullptr; }
  // The fields of the record's "workload" object: at least "type" and "math_mode", and for a
  // library the algorithm it chose and how.
  virtual void describe(Json& j) const = 0;
  // Whether the runs may be captured into a CUDA graph.
  virtual bool capturable() const { return true; }
  // Runs of the measured thing that one enqueue() performs: 1, or a caller's graph's runs per
  // replay (external.hpp). Times per launch in the record are per run.
  virtual int runs_per_enqueue() const { return 1; }
};

// Cleanups run in reverse order when the stack is destroyed (also when a constructor throws).
class CleanupStack {
 public:
  ~CleanupStack() {
    for (auto it = fns_.rbegin(); it != fns_.rend(); ++it) (*it)();
  }
  void push(std::function<void()> f) { fns_.push_back(std::move(f)); }

 private:
  std::vector<std::function<void()>> fns_;
};

// Mean time of one enqueue() in ms: `warm` untimed runs, then runs until >= min_total_ms or
// max_runs, between two CUDA events.
double time_enqueue_ms(const CudaApi& cu, CUstream stream, const std::function<void()>& enqueue, int warm,
                       double min_total_ms, int max_runs);

// `runs` enqueues captured as one CUDA graph (thread-local capture mode) and instantiated; empty
// when the stream cannot be captured or an enqueued call cannot be (a library call): the caller
// then launches plainly, and records that it did.
GraphExec capture_runs(const CudaApi& cu, CUstream stream, int runs, const std::function<void()>& enqueue);

std::unique_ptr<Workload> make_workload(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs,
                                        CUstream stream, const std::string& lib_dirs);
// A memset of `bytes` at `buffer` (the cold-L2 flush), and `flush` followed by `kernel`.
std::unique_ptr<Workload> make_flush(const CudaApi& cu, CUdeviceptr buffer, size_t bytes);
std::unique_ptr<Workload> make_sequence(Workload& flush, Workload& kernel);

}  // namespace ed
