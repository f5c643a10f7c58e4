#include "kernelargs.hpp"

#include <stdexcept>

namespace ed {

CUtensorMapDataType tensormap_data_type(const std::string& dtype) {
  if (dtype == "float16") return CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
  if (dtype == "bfloat16") return CU_TENSOR_MAP_DATA_TYPE_BFLOAT16;
  if (dtype == "float32") return CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
  throw std::runtime_error("no tensor map data type for dtype '" + dtype + "' (float16, bfloat16, float32)");
}

KernelArgs::KernelArgs(const CudaApi& cu, const LaunchSpec& l, const std::map<std::string, CUdeviceptr>& buffers,
                       const std::string& what) {
  const size_t n = l.params.size();
  size_t maps = 0;
  for (const auto& p : l.params) maps += p.is_tensormap;
  ptrs_.reset(new CUdeviceptr[n ? n : 1]());
  maps_.reset(new CUtensorMap[maps ? maps : 1]());
  map_of_.assign(n, -1);
  int next = 0;
  for (size_t i = 0; i < n; ++i) {
    const auto& p = l.params[i];
    auto b = buffers.find(p.buffer);
    if (b == buffers.end())
      throw std::runtime_error(what + ": parameter " + p.name + ": no device memory for buffer " + p.buffer);
    if (!p.is_tensormap) {
      ptrs_[i] = b->second;
      argp_.push_back(&ptrs_[i]);
      continue;
    }
    const TensorMapSpec& t = p.tensormap;
    const std::string where = what + ": tensor map parameter " + p.name + " (buffer " + t.buffer + ", box " +
                              list_text(t.box_dims) + ")";
    if (!cu.cuTensorMapEncodeTiled)
      throw DeviceError(where + ": this libcuda has no cuTensorMapEncodeTiled (tensor maps need a CUDA 12.0 or newer driver)");
    std::vector<cuuint64_t> dims(t.global_dims.begin(), t.global_dims.end());
    std::vector<cuuint64_t> strides(t.global_strides_bytes.begin(), t.global_strides_bytes.end());
    std::vector<cuuint32_t> box(t.box_dims.begin(), t.box_dims.end());
    std::vector<cuuint32_t> estrides(t.element_strides.begin(), t.element_strides.end());
    cuuint64_t no_stride = 0;  // rank 1 has no strides; CUDA reads none, a valid pointer is passed anyway
    CUtensorMap& map = maps_[next];
    cu.check(cu.cuTensorMapEncodeTiled(&map, tensormap_data_type(t.dtype), (cuuint32_t)t.rank,
                                       reinterpret_cast<void*>(b->second), dims.data(),
                                       strides.empty() ? &no_stride : strides.data(), box.data(), estrides.data(),
                                       (CUtensorMapInterleave)t.interleave, (CUtensorMapSwizzle)t.swizzle,
                                       (CUtensorMapL2promotion)t.l2_promotion, (CUtensorMapFloatOOBfill)t.oob_fill),
             (where + ": cuTensorMapEncodeTiled").c_str());
    map_of_[i] = next++;
    argp_.push_back(&map);  // passed by value: kernelParams points at the 128 bytes themselves
  }
}

const CUtensorMap* KernelArgs::tensormap(size_t param) const {
  if (param >= map_of_.size() || map_of_[param] < 0) return nullptr;
  return &maps_[map_of_[param]];
}

}  // namespace ed
