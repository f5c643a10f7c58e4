// What one measurement point runs, read from an exported kernel.json (docs/SCHEMAS.md): the tuned
// cubin's launches, or a vendor baseline (cuDNN, cuBLAS) on the same case and reference buffers.
// Pure: no CUDA, unit-tested anywhere.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "json.hpp"

namespace ed {

// Bytes per element of a buffer dtype (driver_contract.json buffer_dtypes); throws on an unknown one.
int dtype_bytes(const std::string& dtype);

struct BufferSpec {
  std::string name;
  size_t bytes = 0;
  std::string role;              // input | output
  std::string dtype = "float32";  // the kernel's element type: float32 | float16 (driver_contract.json buffer_dtypes)
  // the file's element type: `dtype` unless the manifest names another (`file_dtype`: an fp16-out
  // kernel's reference output is kept in float32); `bytes` is the file's size
  std::string file_dtype = "float32";
  std::vector<long long> shape;   // empty where the manifest gives none
  std::string path;  // raw little-endian data of `file_dtype` (inputs) or the reference output
  size_t elements() const { return bytes / dtype_bytes(file_dtype); }
  size_t device_bytes() const { return elements() * dtype_bytes(dtype); }  // the kernel's buffer
};


// The correctness tolerance of a math mode, by name (driver_contract.json correctness_rtol).
using RtolTable = std::map<std::string, double>;
RtolTable contract_rtols();

// A kernel parameter that is a TMA descriptor (`const __grid_constant__ CUtensorMap`, passed by
// value): the driver encodes it once with cuTensorMapEncodeTiled over the device memory of `buffer`.
// The integers are the values of CUDA's CUtensorMapInterleave, CUtensorMapSwizzle,
// CUtensorMapL2promotion and CUtensorMapFloatOOBfill enums.
struct TensorMapSpec {
  std::string buffer;
  std::string dtype;       // float16 | bfloat16 | float32: the buffer's dtype
  int element_bytes = 0;   // of dtype
  int rank = 0;            // 1..5
  std::vector<unsigned long long> global_dims;           // rank values, innermost first, in elements
  std::vector<unsigned long long> global_strides_bytes;  // rank - 1 values: of dimensions 1..rank-1
  std::vector<unsigned> box_dims;                        // rank values, 1..256
  std::vector<unsigned> element_strides;                 // rank values, 1..8
  int interleave = 0, swizzle = 0, l2_promotion = 0, oob_fill = 0;
};

// Bytes per element of a tensor map dtype (float16, bfloat16, float32); 0 for any other.
int tensormap_dtype_bytes(const std::string& dtype);

// "[1, 2, 3]": a list of numbers as error messages show it (a tensor map's dims, strides, box).
template <class T>
std::string list_text(const std::vector<T>& v) {
  std::string t = "[";
  for (size_t i = 0; i < v.size(); ++i) t += (i ? ", " : "") + std::to_string(v[i]);
  return t + "]";
}

// One kernel parameter: a buffer's device pointer (a string in the manifest: `name` is the buffer),
// or a tensor map over a buffer (an object: `name` is the parameter's).
struct LaunchParam {
  std::string name;
  std::string buffer;      // the buffer pointed at or mapped
  bool is_tensormap = false;
  TensorMapSpec tensormap;  // where is_tensormap
};

struct LaunchSpec {
  std::string entry;
  unsigned grid[3] = {1, 1, 1}, block[3] = {1, 1, 1};
  // "cluster_dims": a thread block cluster compiled into the kernel (__block_size__((block), (cluster)),
  // PTX .blocksareclusters): `grid` counts clusters; {1, 1, 1} where the manifest names none
  unsigned cluster[3] = {1, 1, 1};
  unsigned dynamic_shared_bytes = 0;
  std::vector<LaunchParam> params;  // in the kernel's parameter order
  bool has_tensormaps() const;
  bool blocks_are_clusters() const { return cluster[0] * cluster[1] * cluster[2] > 1; }
  // The block dimensions cuLaunchKernel is given: `block`, or for a blocks-are-clusters kernel
  // CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM (1) and 1, 1: its block size is the compiled one (what nvcc's
  // <<<clusters, 1>>> and TVM's runtime pass; the CUDA Programming Guide calls any other value undefined)
  void launch_block(unsigned out[3]) const;
};

// The record's description of a launch's tensor map parameters: a "tensormaps" array (each map's
// parameter index, name, buffer, dtype, dims, strides, box, element strides and enum values); nothing
// where the launch has none, so that the description of pointer-only launches is unchanged.
void describe_tensormaps(Json& j, const LaunchSpec& launch);

struct Spec {
  std::string id, case_id, kind;    // kind: conv2d | gemm
  std::string manifest;             // the kernel.json it came from
  std::string cubin;                // tuned kernels: path of the cubin; empty for a baseline
  std::string baseline;             // cudnn-fp32 ... (driver_contract.json); empty for a cubin
  // The case's dtype (driver_contract.json case_dtypes, from its buffers' dtypes): fp32 | fp16
  // (fp16 inputs, fp32 output) | fp16-out (fp16 inputs and output).
  std::string case_dtype = "fp32";
  // The peak it is held to: a tuned kernel's case dtype; a baseline's from its name (tf32, fp16).
  std::string math_mode = "fp32";
  std::string input_dtype = "float32", output_dtype = "float32";  // of what the point reads and writes
  std::string gate_mode = "fp32";  // the correctness_rtol key of its gate
  std::map<std::string, long long> shape;  // conv: N H W CO CI KH KW stride padding; gemm: M N K
  std::string layout;         // gemm: NN | NT; conv: NCHW | NHWC (case.params.layout, NCHW where absent)
  std::string filter_layout;  // conv baselines: OIHW (NCHW); OHWI | HWIO (NHWC, from the kernel buffer's shape)
  double flops = 0;
  double rtol = 0;
  double tuned_time_s = -1;  // TVM's run time of a tuned kernel; < 0 for a baseline
  std::vector<BufferSpec> buffers;
  std::vector<LaunchSpec> launches;

  const BufferSpec* buffer(const std::string& name) const;
  const BufferSpec& output() const;  // the one output buffer
  double bytes_per_launch() const;  // the buffers' bytes: what one run must read and write at least
};

// The tuned kernel of `manifest_path` (baseline empty), or the named baseline on that kernel's case
// and buffers. Paths inside the manifest are relative to its directory. Throws std::runtime_error
// naming the file and the field on anything missing, malformed or inconsistent.
// `rtols` are the tolerances by math mode (the contract's; unit tests give their own).
Spec spec_from_manifest(const JsonValue& manifest, const std::string& manifest_path, const std::string& baseline,
                        const RtolTable& rtols = contract_rtols());
Spec load_spec(const std::string& manifest_path, const std::string& baseline);

}  // namespace ed
