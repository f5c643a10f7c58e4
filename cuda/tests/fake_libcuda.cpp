// A stand-in for libcuda.so.1 on machines without a GPU: every function the driver and the library
// load (dyn.hpp's ED_CUDA_FUNCS, by their versioned names) exists, and ED_FAKE_CUDA says how far
// CUDA gets, so that tests/test_inprocess.py sees each early failure of the in-process library come
// back as the contract's device error with its message (never a crash):
//   no-device (default)  cuInit fails with CUDA_ERROR_NO_DEVICE
//   no-context           cuInit succeeds, no context is current on the thread
//   foreign-stream       a context is current, the caller's stream belongs to another one
//   context              a context is current on device 0 (NVML comes next)
//   encode-fails         cuTensorMapEncodeTiled fails with CUDA_ERROR_INVALID_VALUE
// Every other call fails with CUDA_ERROR_NOT_SUPPORTED, but cuTensorMapEncodeTiled (dyn.hpp's
// ED_CUDA_OPTIONAL), which records its arguments (fake_libcuda.hpp) and writes a recognizable map for
// tests/test_fake_cuda.cpp. Built by `make -C cuda fake-cuda`, never installed.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

#include "../src/dyn.hpp"
#include "fake_libcuda.hpp"

namespace {

int fake(const char* name, void* a, void* b) {
  const char* env = std::getenv("ED_FAKE_CUDA");
  const std::string mode = env ? env : "no-device";
  auto is = [&](const char* fn) { return std::strcmp(name, fn) == 0; };
  if (is(ED_STR(cuGetErrorName)) || is(ED_STR(cuGetErrorString))) {
    CUresult r = (CUresult)(long)a;
    bool name_wanted = is(ED_STR(cuGetErrorName));
    const char* text = r == CUDA_ERROR_NO_DEVICE       ? (name_wanted ? "CUDA_ERROR_NO_DEVICE" : "no CUDA-capable device")
                       : r == CUDA_ERROR_INVALID_VALUE ? (name_wanted ? "CUDA_ERROR_INVALID_VALUE" : "invalid argument")
                                                       : (name_wanted ? "CUDA_ERROR_NOT_SUPPORTED" : "not supported");
    *static_cast<const char**>(b) = text;
    return CUDA_SUCCESS;
  }
  if (is(ED_STR(cuInit))) return mode == "no-device" ? CUDA_ERROR_NO_DEVICE : CUDA_SUCCESS;
  if (is(ED_STR(cuCtxGetCurrent))) {
    *static_cast<CUcontext*>(a) = mode == "no-context" ? nullptr : reinterpret_cast<CUcontext>(0x1000);
    return CUDA_SUCCESS;
  }
  if (is(ED_STR(cuCtxGetDevice))) {
    *static_cast<CUdevice*>(a) = 0;
    return CUDA_SUCCESS;
  }
  if (is(ED_STR(cuStreamGetCtx))) {
    *static_cast<CUcontext*>(b) = reinterpret_cast<CUcontext>(mode == "foreign-stream" ? 0x2000 : 0x1000);
    return CUDA_SUCCESS;
  }
  if (is(ED_STR(cuDeviceGetUuid))) {
    std::memset(a, 0xab, sizeof(CUuuid));
    return CUDA_SUCCESS;
  }
  return CUDA_ERROR_NOT_SUPPORTED;
}

}  // namespace

// Each exported name calls fake() with its first two arguments (x86-64: in registers, whatever the
// real signature; the fake reads only those the named function has).
#define ED_FAKE(fn)                                                                                 \
  extern "C" __attribute__((visibility("default"))) int ed_fake_##fn(void* a, void* b) __asm__(ED_STR(fn)); \
  int ed_fake_##fn(void* a, void* b) { return fake(ED_STR(fn), a, b); }
ED_CUDA_FUNCS(ED_FAKE)

// cuTensorMapEncodeTiled with its real signature (its arguments are checked by the tests, not only the
// first two): records them and writes the call's index and the address into the map.
namespace {
FakeTensorMapCall g_calls[16];
int g_ncalls = 0;
}  // namespace

extern "C" __attribute__((visibility("default"))) int ed_fake_tensor_map_calls(const FakeTensorMapCall** calls) {
  *calls = g_calls;
  return g_ncalls;
}

extern "C" __attribute__((visibility("default"))) CUresult cuTensorMapEncodeTiled(
    CUtensorMap* map, CUtensorMapDataType type, cuuint32_t rank, void* address, const cuuint64_t* dims,
    const cuuint64_t* strides, const cuuint32_t* box, const cuuint32_t* element_strides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2, CUtensorMapFloatOOBfill oob) {
  const char* env = std::getenv("ED_FAKE_CUDA");
  const int index = g_ncalls++;
  if (index < 16 && rank >= 1 && rank <= 5) {
    FakeTensorMapCall& c = g_calls[index];
    c.map = map;
    c.data_type = (int)type;
    c.rank = rank;
    c.address = (std::uint64_t)(std::uintptr_t)address;
    for (cuuint32_t i = 0; i < rank; ++i) {
      c.dims[i] = dims[i];
      c.box[i] = box[i];
      c.element_strides[i] = element_strides[i];
      if (i + 1 < rank) c.strides[i] = strides[i];
    }
    c.interleave = (int)interleave;
    c.swizzle = (int)swizzle;
    c.l2_promotion = (int)l2;
    c.oob_fill = (int)oob;
  }
  if (env && std::string(env) == "encode-fails") return CUDA_ERROR_INVALID_VALUE;
  std::memset(map, 0, sizeof *map);
  map->opaque[0] = kFakeTensorMapMagic + (std::uint64_t)index;
  map->opaque[1] = (std::uint64_t)(std::uintptr_t)address;
  return CUDA_SUCCESS;
}
