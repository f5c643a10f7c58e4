// Unit tests of the driver's CUDA-side code that run on the stand-in libcuda (fake_libcuda.cpp), no
// GPU: a launch's kernelParams (kernelargs.hpp), whose tensor map parameters are encoded with
// cuTensorMapEncodeTiled. The fake records each encode's arguments; these tests check them, that
// kernelParams points at the encoded maps (64-byte aligned, kept in place when moved) and at the
// buffers' pointers, and the errors. Built and run by `make -C cuda test-fake-cuda` (needs the CUDA
// headers: INCLUDES), which puts the fake first on LD_LIBRARY_PATH. Exits non-zero if a check failed.
#include <dlfcn.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <stdexcept>
#include <string>

#include "../src/dyn.hpp"
#include "../src/json.hpp"
#include "../src/kernelargs.hpp"
#include "../src/spec.hpp"
#include "fake_libcuda.hpp"

static int failures = 0;
#define CHECK(cond)                                                              \
  do {                                                                           \
    if (!(cond)) {                                                               \
      std::fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);       \
      ++failures;                                                                \
    }                                                                            \
  } while (0)

using namespace ed;

// An fp16 GEMM (M 256, N 128, K 128): A through a tensor map (K innermost), C as a pointer, B through
// a second map (rank 3, other enum values).
static const char* kManifest = R"({"kernel_id": "r0003", "case_id": "g16",
  "case": {"kind": "gemm", "params": {"M": 256, "N": 128, "K": 128, "layout": "NN", "dtype": "fp16"}},
  "cubin": "k.cubin", "launches": [{"name": "k", "grid": [2,1,1], "block": [128,1,1], "dynamic_shared_bytes": 0,
    "params": [{"name": "A_map", "tensormap": {"buffer": "A", "dtype": "float16", "rank": 2,
                 "global_dims": [128, 256], "global_strides_bytes": [256], "box_dims": [64, 128],
                 "element_strides": [1, 1], "interleave": 0, "swizzle": 3, "l2_promotion": 3, "oob_fill": 0}},
               "C",
               {"name": "B_map", "tensormap": {"buffer": "B", "dtype": "float16", "rank": 3,
                 "global_dims": [64, 64, 2], "global_strides_bytes": [256, 16384], "box_dims": [32, 16, 1],
                 "element_strides": [1, 2, 1], "interleave": 0, "swizzle": 2, "l2_promotion": 1, "oob_fill": 1}}]}],
  "buffers": [{"name": "A", "shape": [256, 128], "dtype": "float16", "role": "input", "bytes": 65536, "file": "a"},
              {"name": "B", "shape": [128, 128], "dtype": "float16", "role": "input", "bytes": 32768, "file": "b"},
              {"name": "C", "shape": [256, 128], "dtype": "float32", "role": "output", "bytes": 131072, "file": "c"}],
  "flops": 8388608})";

static const RtolTable kRtols = {{"fp32", 1e-4}, {"tf32", 5e-3}, {"fp16", 1e-3}, {"fp16-out", 2e-3}};

static int (*calls_fn)(const FakeTensorMapCall**) = nullptr;

static int calls(const FakeTensorMapCall** c) { return calls_fn(c); }

static void test_kernel_args(const CudaApi& cu) {
  Spec s = spec_from_manifest(JsonValue::parse(kManifest, "m"), "/x/r0003/kernel.json", "", kRtols);
  const std::map<std::string, CUdeviceptr> bufs = {{"A", 0x7f0000100000ull}, {"B", 0x7f0000200000ull},
                                                    {"C", 0x7f0000300000ull}};
  const FakeTensorMapCall* c = nullptr;
  const int before = calls(&c);
  KernelArgs args(cu, s.launches[0], bufs, "launches[0] k");
  const int n = calls(&c) - before;
  CHECK(n == 2);  // once per tensor map, at setup
  CHECK(args.size() == 3);
  void** p = args.params();
  // A_map: by value, kernelParams[0] points at the map the fake encoded
  const FakeTensorMapCall& a = c[before];
  CHECK(p[0] == a.map && p[0] == (const void*)args.tensormap(0));
  CHECK((std::uintptr_t)p[0] % 64 == 0);
  CHECK(a.data_type == (int)CU_TENSOR_MAP_DATA_TYPE_FLOAT16 && a.rank == 2 && a.address == 0x7f0000100000ull);
  CHECK(a.dims[0] == 128 && a.dims[1] == 256 && a.strides[0] == 256);
  CHECK(a.box[0] == 64 && a.box[1] == 128 && a.element_strides[0] == 1 && a.element_strides[1] == 1);
  CHECK(a.interleave == (int)CU_TENSOR_MAP_INTERLEAVE_NONE && a.swizzle == (int)CU_TENSOR_MAP_SWIZZLE_128B);
  CHECK(a.l2_promotion == (int)CU_TENSOR_MAP_L2_PROMOTION_L2_256B && a.oob_fill == (int)CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  const CUtensorMap* am = static_cast<const CUtensorMap*>(p[0]);
  CHECK(am->opaque[0] == kFakeTensorMapMagic + (std::uint64_t)before && am->opaque[1] == 0x7f0000100000ull);
  // C: a pointer, kernelParams[1] points at the device pointer's value
  CHECK(*static_cast<CUdeviceptr*>(p[1]) == 0x7f0000300000ull && args.tensormap(1) == nullptr);
  // B_map: rank 3
  const FakeTensorMapCall& b = c[before + 1];
  CHECK(p[2] == b.map && (std::uintptr_t)p[2] % 64 == 0 && p[2] != p[0]);
  CHECK(b.data_type == (int)CU_TENSOR_MAP_DATA_TYPE_FLOAT16 && b.rank == 3 && b.address == 0x7f0000200000ull);
  CHECK(b.dims[0] == 64 && b.dims[1] == 64 && b.dims[2] == 2 && b.strides[0] == 256 && b.strides[1] == 16384);
  CHECK(b.box[0] == 32 && b.box[1] == 16 && b.box[2] == 1 && b.element_strides[1] == 2);
  CHECK(b.swizzle == (int)CU_TENSOR_MAP_SWIZZLE_64B && b.l2_promotion == (int)CU_TENSOR_MAP_L2_PROMOTION_L2_64B &&
        b.oob_fill == (int)CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA);
  CHECK(static_cast<const CUtensorMap*>(p[2])->opaque[0] == kFakeTensorMapMagic + (std::uint64_t)before + 1);
  // moved (as a workload's launches are): the storage and the pointers into it stay where they were
  void* p0 = p[0];
  KernelArgs moved = std::move(args);
  CHECK(moved.params()[0] == p0 && moved.tensormap(0) == p0 && *static_cast<CUdeviceptr*>(moved.params()[1]) == 0x7f0000300000ull);
  CHECK(calls(&c) - before == 2);  // not encoded again

  // pointer-only launches: no encode, one pointer per buffer
  LaunchSpec plain;
  for (const char* name : {"C", "A"}) {
    LaunchParam lp;
    lp.name = lp.buffer = name;
    plain.params.push_back(lp);
  }
  KernelArgs pa(cu, plain, bufs, "launches[0] k");
  CHECK(calls(&c) - before == 2 && pa.size() == 2);
  CHECK(*static_cast<CUdeviceptr*>(pa.params()[0]) == 0x7f0000300000ull &&
        *static_cast<CUdeviceptr*>(pa.params()[1]) == 0x7f0000100000ull);

  // a failed encode names the launch, the parameter and the CUresult
  setenv("ED_FAKE_CUDA", "encode-fails", 1);
  std::string msg;
  try {
    KernelArgs bad(cu, s.launches[0], bufs, "launches[0] k");
  } catch (const DeviceError& e) {
    msg = e.what();
  }
  unsetenv("ED_FAKE_CUDA");
  CHECK(msg.find("launches[0] k: tensor map parameter A_map (buffer A, box [64, 128]): cuTensorMapEncodeTiled: "
                 "CUDA_ERROR_INVALID_VALUE (code 1: invalid argument)") == 0);
  if (msg.find("CUDA_ERROR_INVALID_VALUE") == std::string::npos) std::fprintf(stderr, "message: %s\n", msg.c_str());

  // a libcuda without cuTensorMapEncodeTiled (before CUDA 12.0)
  CudaApi old = cu;
  old.cuTensorMapEncodeTiled = nullptr;
  msg.clear();
  try {
    KernelArgs none(old, s.launches[0], bufs, "launches[0] k");
  } catch (const DeviceError& e) {
    msg = e.what();
  }
  CHECK(msg.find("launches[0] k: tensor map parameter A_map (buffer A, box [64, 128]): this libcuda has no "
                 "cuTensorMapEncodeTiled") == 0);
  // a buffer with no device memory
  msg.clear();
  try {
    KernelArgs missing(cu, s.launches[0], {{"A", 0x1000}}, "launches[0] k");
  } catch (const std::runtime_error& e) {
    msg = e.what();
  }
  CHECK(msg == "launches[0] k: parameter C: no device memory for buffer C");
  CHECK(tensormap_data_type("bfloat16") == CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 &&
        tensormap_data_type("float32") == CU_TENSOR_MAP_DATA_TYPE_FLOAT32);
}

// A split-K kernel of the wgmma space (__block_size__((256), (2)), PTX .blocksareclusters): its manifest's
// grid counts clusters and names cluster_dims; cuLaunchKernel is given CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM
// (1, 1, 1), as nvcc's <<<clusters, 1>>> and TVM's runtime launch it, not the block of 256 threads.
static void test_blocks_are_clusters_launch() {
  std::string manifest = kManifest;
  const std::string block = "\"block\": [128,1,1],";
  manifest.replace(manifest.find(block), block.size(), block + " \"cluster_dims\": [2,1,1],");
  Spec s = spec_from_manifest(JsonValue::parse(manifest, "m"), "/x/r0003/kernel.json", "", kRtols);
  const LaunchSpec& l = s.launches[0];
  CHECK(l.cluster[0] == 2 && l.cluster[1] == 1 && l.cluster[2] == 1 && l.blocks_are_clusters());
  unsigned b[3] = {0, 0, 0};
  l.launch_block(b);
  CHECK(b[0] == CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM && b[1] == 1 && b[2] == 1);
  CHECK(l.block[0] == 128);  // the manifest's block (described in the record) is kept
  Spec plain = spec_from_manifest(JsonValue::parse(kManifest, "m"), "/x/r0003/kernel.json", "", kRtols);
  plain.launches[0].launch_block(b);
  CHECK(!plain.launches[0].blocks_are_clusters() && b[0] == 128 && b[1] == 1 && b[2] == 1);
}

int main() {
  CudaApi cu;
  const std::string err = cu.load();
  if (!err.empty()) {
    std::fprintf(stderr, "FAIL: %s\n", err.c_str());
    return 1;
  }
  calls_fn = reinterpret_cast<int (*)(const FakeTensorMapCall**)>(dlsym(cu.lib, "ed_fake_tensor_map_calls"));
  if (!calls_fn || !cu.cuTensorMapEncodeTiled) {
    std::fprintf(stderr, "FAIL: the libcuda.so.1 loaded is not the stand-in (build/fake-cuda first on LD_LIBRARY_PATH)\n");
    return 1;
  }
  test_kernel_args(cu);
  test_blocks_are_clusters_launch();
  if (failures) {
    std::fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  std::printf("all fake-libcuda tests passed\n");
  return 0;
}
