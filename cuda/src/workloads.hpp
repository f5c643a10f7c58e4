// What the driver measures: a tuned cubin's launches, or a vendor-library baseline (cuDNN
// convolution, cuBLAS GEMM) on the same buffers. One run = everything `enqueue` puts on the stream.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "dyn.hpp"
#include "protocol.hpp"

namespace ed {

struct DeviceBuffers {
  std::map<std::string, CUdeviceptr> ptr;
};

class Workload {
 public:
  virtual ~Workload() = default;
  virtual void enqueue(CUstream stream) = 0;
  // Extra fields for the record (e.g. the library's chosen algorithm).
  virtual void describe(Json& j) const = 0;
  // Whether the runs may be captured into a CUDA graph.
  virtual bool capturable() const { return true; }
};

std::unique_ptr<Workload> make_cubin_workload(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs);
// `lib_dirs`: colon-separated directories tried after the default library search path.
std::unique_ptr<Workload> make_baseline_workload(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs,
                                                 CUstream stream, const std::string& lib_dirs);

}  // namespace ed
