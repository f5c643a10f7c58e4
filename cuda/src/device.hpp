// The GPU as the driver sees it: NVML reads (every return code checked: a failed read is a
// DeviceError with its code, never 0) and CUDA resources held by RAII owners (NVML initialization,
// primary context, stream, events, device memory, modules, graphs), freed on every path,
// errors included.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "dyn.hpp"
#include "record.hpp"
#include "stats.hpp"

namespace ed {

double now_s();       // steady clock, seconds
std::string iso_now();  // UTC, ISO 8601

// ------------------------------------------------------------------ RAII owners
// Each takes the API table by reference; the table outlives them (it lives in Gpu).
class NvmlLibrary {
 public:
  explicit NvmlLibrary(const NvmlApi& nv);
  ~NvmlLibrary();
  NvmlLibrary(const NvmlLibrary&) = delete;
  NvmlLibrary& operator=(const NvmlLibrary&) = delete;

 private:
  const NvmlApi& nv_;
};

// The process's own CUDA context on the measured GPU, current on the calling thread for the
// driver's lifetime. cuDNN and cuBLASLt run in it: the CUDA runtime uses the context that is
// current on the thread. Destroyed (with everything allocated in it) when the owner goes.
class OwnContext {
 public:
  OwnContext(const CudaApi& cu, CUdevice dev);  // creates and makes current
  ~OwnContext();
  OwnContext(const OwnContext&) = delete;
  OwnContext& operator=(const OwnContext&) = delete;

 private:
  const CudaApi& cu_;
  CUcontext ctx_ = nullptr;
};

// A movable owner of one CUDA handle with a destroy function.
template <class H>
class Owned {
 public:
  Owned() = default;
  Owned(const CudaApi* cu, H h, CUresult (*const* destroy)(H)) : cu_(cu), h_(h), destroy_(destroy) {}
  ~Owned() { reset(); }
  Owned(Owned&& o) noexcept : cu_(o.cu_), h_(o.h_), destroy_(o.destroy_) { o.h_ = H{}; }
  Owned& operator=(Owned&& o) noexcept {
    if (this != &o) {
      reset();
      cu_ = o.cu_;
      h_ = o.h_;
      destroy_ = o.destroy_;
      o.h_ = H{};
    }
    return *this;
  }
  Owned(const Owned&) = delete;
  Owned& operator=(const Owned&) = delete;
  H get() const { return h_; }
  explicit operator bool() const { return h_ != H{}; }
  void reset() {
    if (h_ != H{} && destroy_ && *destroy_) (*destroy_)(h_);  // cleanup: nothing to report to
    h_ = H{};
  }

 private:
  const CudaApi* cu_ = nullptr;
  H h_{};
  CUresult (*const* destroy_)(H) = nullptr;
};

using Event = Owned<CUevent>;
using Stream = Owned<CUstream>;
using Module = Owned<CUmodule>;
using GraphExec = Owned<CUgraphExec>;
using Graph = Owned<CUgraph>;
using DeviceMemory = Owned<CUdeviceptr>;

Event make_event(const CudaApi& cu);
Stream make_stream(const CudaApi& cu);
DeviceMemory make_memory(const CudaApi& cu, size_t bytes, const std::string& what);
Module load_module(const CudaApi& cu, const void* image, const std::string& what);

// ------------------------------------------------------------------ the GPU
class Gpu {
 public:
  // NVML only (no CUDA call): the GPU with this UUID, or NVML's GPU 0. Used before any CUDA work,
  // so that the cold idle is measured without a context of this process.
  void open_nvml(const std::string& uuid, const std::string& method);
  // CUDA: the device with the same UUID, a context of this process on it and a stream.
  void open_cuda();
  // In-process measurement (capi.cpp): the CUDA context current on the calling thread (e.g.
  // PyTorch's primary context) and the caller's stream, neither created nor destroyed here; then
  // NVML on the same GPU, found by the context's device UUID. Instead of open_nvml + open_cuda.
  void attach_current(CUstream stream, const std::string& method);

  const CudaApi& cu() const { return cu_; }
  const NvmlApi& nv() const { return nv_; }
  CUstream stream() const { return stream_ ? stream_.get() : caller_stream_; }
  CUdevice device() const { return dev_; }
  const std::string& method() const { return method_; }  // counter | sampled
  bool has_counter() const { return has_counter_; }
  bool has_instant_power() const { return has_instant_; }
  const char* power_source() const { return has_instant_ ? "nvml_field_power_instant" : "nvmlDeviceGetPowerUsage"; }
  const std::string& uuid() const { return uuid_; }

  double power_w() const;
  std::optional<uint64_t> energy_mj() const;  // nullopt only where the counter is unsupported
  Sample sample() const;
  double temperature_c() const;
  double clock_mhz(nvmlClockType_t type) const;
  unsigned long long throttle_mask() const;  // 0 where the query is unsupported
  GpuIdentity identity() const;              // needs open_cuda() or attach_current() for the CUDA fields
  PowerLimits limits() const;

 private:
  CudaApi cu_;
  NvmlApi nv_;
  // Declaration order = reverse destruction order: stream, context, then the NVML initialization.
  std::unique_ptr<NvmlLibrary> nvml_;
  std::unique_ptr<OwnContext> ctx_;
  Stream stream_;
  CUstream caller_stream_ = nullptr;  // attach_current: the caller's (0: the legacy default stream)
  bool cuda_open_ = false;
  nvmlDevice_t nvdev_{};
  CUdevice dev_ = 0;
  std::string uuid_, method_;
  bool has_counter_ = false, has_instant_ = false;
};

}  // namespace ed
