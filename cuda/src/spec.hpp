// What one measurement point runs, read from an exported kernel.json (docs/SCHEMAS.md): the tuned
// cubin's launches, or a vendor baseline (cuDNN, cuBLAS) on the same case and reference buffers.
// Pure: no CUDA, unit-tested anywhere.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "json.hpp"

namespace ed {

struct BufferSpec {
  std::string name;
  size_t bytes = 0;
  std::string role;  // input | output
  std::string path;  // raw little-endian float32 data (inputs) or the reference output
};

struct LaunchSpec {
  std::string entry;
  unsigned grid[3] = {1, 1, 1}, block[3] = {1, 1, 1};
  unsigned dynamic_shared_bytes = 0;
  std::vector<std::string> params;  // buffer names, in the kernel's parameter order
};

struct Spec {
  std::string id, case_id, kind;    // kind: conv2d | gemm
  std::string manifest;             // the kernel.json it came from
  std::string cubin;                // tuned kernels: path of the cubin; empty for a baseline
  std::string baseline;             // cudnn-fp32 ... (driver_contract.json); empty for a cubin
  std::string math_mode = "fp32";   // fp32 | tf32: the correctness tolerance and the peak it is held to
  std::map<std::string, long long> shape;  // conv: N H W CO CI KH KW stride padding; gemm: M N K
  std::string layout;                      // gemm: NN | NT
  double flops = 0;
  double rtol = 0;
  double tuned_time_s = -1;  // TVM's run time of a tuned kernel; < 0 for a baseline
  std::vector<BufferSpec> buffers;
  std::vector<LaunchSpec> launches;

  const BufferSpec* buffer(const std::string& name) const;
  double bytes_per_launch() const;  // the buffers' bytes: what one run must read and write at least
};

// The tuned kernel of `manifest_path` (baseline empty), or the named baseline on that kernel's case
// and buffers. Paths inside the manifest are relative to its directory. Throws std::runtime_error
// naming the file and the field on anything missing, malformed or inconsistent.
Spec spec_from_manifest(const JsonValue& manifest, const std::string& manifest_path, const std::string& baseline);
Spec load_spec(const std::string& manifest_path, const std::string& baseline);

}  // namespace ed
