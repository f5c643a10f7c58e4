// The kernelParams of one cubin launch: a device pointer per buffer parameter, and per tensor map
// parameter a CUtensorMap encoded once here (cuTensorMapEncodeTiled) over its buffer's device memory.
// The storage the pointers point into lives as long as the object (moves keep it in place).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "dyn.hpp"
#include "spec.hpp"

namespace ed {

// CUDA requires a tensor map's storage 64-byte aligned; cuda.h's CUtensorMap is alignas(128), which the
// C++17 array new of maps_ honours.
static_assert(sizeof(CUtensorMap) == 128, "a CUtensorMap is 128 bytes");
static_assert(alignof(CUtensorMap) >= 64, "tensor maps need 64-byte aligned storage");

// The CUtensorMapDataType of a tensor map dtype (float16, bfloat16, float32); throws on another.
CUtensorMapDataType tensormap_data_type(const std::string& dtype);

class KernelArgs {
 public:
  // `what` names the launch in errors (e.g. "launches[0] main_kernel"). Throws DeviceError naming
  // the launch, the parameter and the CUresult when an encode fails.
  KernelArgs(const CudaApi& cu, const LaunchSpec& launch, const std::map<std::string, CUdeviceptr>& buffers,
             const std::string& what);
  KernelArgs(KernelArgs&&) = default;
  KernelArgs& operator=(KernelArgs&&) = default;
  KernelArgs(const KernelArgs&) = delete;
  KernelArgs& operator=(const KernelArgs&) = delete;

  void** params() { return argp_.data(); }  // cuLaunchKernel's kernelParams
  size_t size() const { return argp_.size(); }
  const CUtensorMap* tensormap(size_t param) const;  // the encoded map of a tensor map parameter, else null

 private:
  std::unique_ptr<CUdeviceptr[]> ptrs_;
  std::unique_ptr<CUtensorMap[]> maps_;  // on the heap: a move keeps the maps where argp_ points
  std::vector<void*> argp_;
  std::vector<int> map_of_;  // per parameter: index into maps_, or -1
};

}  // namespace ed
