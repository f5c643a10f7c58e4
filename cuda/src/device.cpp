#include "device.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>

namespace ed {

double now_s() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

std::string iso_now() {
  std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

// ------------------------------------------------------------------ RAII owners
NvmlLibrary::NvmlLibrary(const NvmlApi& nv) : nv_(nv) { nv_.check(nv_.nvmlInit(), "nvmlInit"); }
NvmlLibrary::~NvmlLibrary() { nv_.nvmlShutdown(); }

OwnContext::OwnContext(const CudaApi& cu, CUdevice dev) : cu_(cu) {
  CUctxCreateParams params{};  // no execution affinity, no graphics interop
  cu_.check(cu_.cuCtxCreate(&ctx_, &params, CU_CTX_SCHED_AUTO, dev), "cuCtxCreate");  // also makes it current
}
OwnContext::~OwnContext() {
  cu_.cuCtxSetCurrent(nullptr);
  cu_.cuCtxDestroy(ctx_);
}

Event make_event(const CudaApi& cu) {
  CUevent e = nullptr;
  cu.check(cu.cuEventCreate(&e, CU_EVENT_DEFAULT), "cuEventCreate");
  return Event(&cu, e, &cu.cuEventDestroy);
}

Stream make_stream(const CudaApi& cu) {
  CUstream s = nullptr;
  cu.check(cu.cuStreamCreate(&s, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  return Stream(&cu, s, &cu.cuStreamDestroy);
}

DeviceMemory make_memory(const CudaApi& cu, size_t bytes, const std::string& what) {
  CUdeviceptr p = 0;
  cu.check(cu.cuMemAlloc(&p, bytes), ("cuMemAlloc (" + what + ", " + std::to_string(bytes) + " bytes)").c_str());
  return DeviceMemory(&cu, p, &cu.cuMemFree);
}

Module load_module(const CudaApi& cu, const void* image, const std::string& what) {
  CUmodule m = nullptr;
  cu.check(cu.cuModuleLoadData(&m, image), ("cuModuleLoadData (" + what + ")").c_str());
  return Module(&cu, m, &cu.cuModuleUnload);
}

// ------------------------------------------------------------------ the GPU
namespace {

// The value of an optional NVML query: nullopt where the function is missing or the board does
// not support it; any other failure is an error.
template <class T, class F>
std::optional<T> optional_read(const NvmlApi& nv, bool present, F&& call, const char* what) {
  if (!present) return std::nullopt;
  T v{};
  nvmlReturn_t r = call(&v);
  if (r == NVML_ERROR_NOT_SUPPORTED || r == NVML_ERROR_FUNCTION_NOT_FOUND) return std::nullopt;
  nv.check(r, what);
  return v;
}

std::string uuid_string(const CUuuid& u) {
  char buf[64];
  const unsigned char* b = reinterpret_cast<const unsigned char*>(u.bytes);
  std::snprintf(buf, sizeof buf, "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1],
                b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
  return buf;
}

}  // namespace

void Gpu::open_nvml(const std::string& uuid, const std::string& method) {
  std::string err = nv_.load();
  if (!err.empty()) throw DeviceError(err);
  nvml_ = std::make_unique<NvmlLibrary>(nv_);
  if (uuid.empty()) {
    nv_.check(nv_.nvmlDeviceGetHandleByIndex(0, &nvdev_), "nvmlDeviceGetHandleByIndex(0)");
  } else {
    nvmlReturn_t r = nv_.nvmlDeviceGetHandleByUUID(uuid.c_str(), &nvdev_);
    if (r == NVML_ERROR_NOT_FOUND) throw DeviceError("no GPU with UUID " + uuid + " (NVML)");
    nv_.check(r, "nvmlDeviceGetHandleByUUID");
  }
  char buf[96] = "";
  nv_.check(nv_.nvmlDeviceGetUUID(nvdev_, buf, sizeof buf), "nvmlDeviceGetUUID");
  uuid_ = buf;
  if (nv_.nvmlDeviceGetTotalEnergyConsumption) {
    unsigned long long e = 0;
    nvmlReturn_t r = nv_.nvmlDeviceGetTotalEnergyConsumption(nvdev_, &e);
    if (r != NVML_ERROR_NOT_SUPPORTED) nv_.check(r, "nvmlDeviceGetTotalEnergyConsumption");
    has_counter_ = r == NVML_SUCCESS;
  }
#ifdef NVML_FI_DEV_POWER_INSTANT
  if (nv_.nvmlDeviceGetFieldValues) {
    nvmlFieldValue_t fv{};
    fv.fieldId = NVML_FI_DEV_POWER_INSTANT;
    nvmlReturn_t r = nv_.nvmlDeviceGetFieldValues(nvdev_, 1, &fv);
    if (r != NVML_ERROR_NOT_SUPPORTED && r != NVML_ERROR_FUNCTION_NOT_FOUND) nv_.check(r, "nvmlDeviceGetFieldValues");
    has_instant_ = r == NVML_SUCCESS && fv.nvmlReturn == NVML_SUCCESS;  // else nvmlDeviceGetPowerUsage
  }
#endif
  if (method == "counter" && !has_counter_)
    throw DeviceError("this GPU has no NVML energy counter (nvmlDeviceGetTotalEnergyConsumption); use --method sampled");
  method_ = (method == "sampled" || !has_counter_) ? "sampled" : "counter";
  power_w();  // fail now, not mid-measurement, if power cannot be read
  temperature_c();
}

void Gpu::open_cuda() {
  std::string err = cu_.load();
  if (!err.empty()) throw DeviceError(err);
  cu_.check(cu_.cuInit(0), "cuInit (is an NVIDIA GPU visible?)");
  int n = 0;
  cu_.check(cu_.cuDeviceGetCount(&n), "cuDeviceGetCount");
  bool found = false;
  for (int i = 0; i < n && !found; ++i) {
    CUdevice d;
    cu_.check(cu_.cuDeviceGet(&d, i), "cuDeviceGet");
    CUuuid u;
    cu_.check(cu_.cuDeviceGetUuid(&u, d), "cuDeviceGetUuid");
    if (uuid_string(u) == uuid_) {
      dev_ = d;
      found = true;
    }
  }
  if (!found) throw DeviceError("the GPU " + uuid_ + " is not visible to CUDA (CUDA_VISIBLE_DEVICES?)");
  ctx_ = std::make_unique<OwnContext>(cu_, dev_);
  stream_ = make_stream(cu_);
  cuda_open_ = true;
}

void Gpu::attach_current(CUstream stream, const std::string& method) {
  std::string err = cu_.load();
  if (!err.empty()) throw DeviceError(err);
  cu_.check(cu_.cuInit(0), "cuInit (is an NVIDIA GPU visible?)");  // a no-op where the caller has initialized CUDA
  CUcontext ctx = nullptr;
  cu_.check(cu_.cuCtxGetCurrent(&ctx), "cuCtxGetCurrent");
  if (!ctx)
    throw DeviceError("no CUDA context is current on the calling thread: initialize CUDA on this thread first "
                      "(with PyTorch: torch.cuda.init() and work on the device, from the thread that calls)");
  cu_.check(cu_.cuCtxGetDevice(&dev_), "cuCtxGetDevice");
  // the handles CU_STREAM_LEGACY (1) and CU_STREAM_PER_THREAD (2) stand for the current context's own streams
  if (stream != nullptr && stream != CU_STREAM_LEGACY && stream != CU_STREAM_PER_THREAD) {
    CUcontext owner = nullptr;
    cu_.check(cu_.cuStreamGetCtx(stream, &owner), "cuStreamGetCtx (the caller's stream)");
    if (owner != ctx) throw DeviceError("the stream passed is not a stream of the CUDA context current on this thread");
  }
  CUuuid u;
  cu_.check(cu_.cuDeviceGetUuid(&u, dev_), "cuDeviceGetUuid");
  open_nvml(uuid_string(u), method);
  caller_stream_ = stream;
  cuda_open_ = true;
}

double Gpu::power_w() const {
#ifdef NVML_FI_DEV_POWER_INSTANT
  if (has_instant_) {
    nvmlFieldValue_t fv{};
    fv.fieldId = NVML_FI_DEV_POWER_INSTANT;
    nv_.check(nv_.nvmlDeviceGetFieldValues(nvdev_, 1, &fv), "nvmlDeviceGetFieldValues(POWER_INSTANT)");
    nv_.check(fv.nvmlReturn, "power reading (NVML_FI_DEV_POWER_INSTANT)");
    return fv.value.uiVal / 1000.0;
  }
#endif
  unsigned mw = 0;
  nv_.check(nv_.nvmlDeviceGetPowerUsage(nvdev_, &mw), "nvmlDeviceGetPowerUsage");
  return mw / 1000.0;
}

std::optional<uint64_t> Gpu::energy_mj() const {
  if (!has_counter_) return std::nullopt;
  unsigned long long e = 0;
  nv_.check(nv_.nvmlDeviceGetTotalEnergyConsumption(nvdev_, &e), "nvmlDeviceGetTotalEnergyConsumption");
  return (uint64_t)e;
}

Sample Gpu::sample() const {
  Sample s;
  s.energy_mj = method_ == "counter" ? energy_mj() : std::nullopt;
  s.t_s = now_s();
  s.power_w = power_w();
  return s;
}

double Gpu::temperature_c() const {
  unsigned t = 0;
  nv_.check(nv_.nvmlDeviceGetTemperature(nvdev_, NVML_TEMPERATURE_GPU, &t), "nvmlDeviceGetTemperature");
  return t;
}

double Gpu::clock_mhz(nvmlClockType_t type) const {
  unsigned c = 0;
  nv_.check(nv_.nvmlDeviceGetClockInfo(nvdev_, type, &c), "nvmlDeviceGetClockInfo");
  return c;
}

unsigned long long Gpu::throttle_mask() const {
  auto v = optional_read<unsigned long long>(
      nv_, nv_.nvmlDeviceGetCurrentClocksThrottleReasons != nullptr,
      [&](unsigned long long* out) { return nv_.nvmlDeviceGetCurrentClocksThrottleReasons(nvdev_, out); },
      "nvmlDeviceGetCurrentClocksThrottleReasons");
  return v.value_or(0);
}

GpuIdentity Gpu::identity() const {
  GpuIdentity id;
  char name[96] = "", drv[96] = "", nvml[96] = "", bus[32] = "";
  nv_.check(nv_.nvmlDeviceGetName(nvdev_, name, sizeof name), "nvmlDeviceGetName");
  nv_.check(nv_.nvmlSystemGetDriverVersion(drv, sizeof drv), "nvmlSystemGetDriverVersion");
  nv_.check(nv_.nvmlSystemGetNVMLVersion(nvml, sizeof nvml), "nvmlSystemGetNVMLVersion");
  id.name = name;
  id.uuid = uuid_;
  id.driver_version = drv;
  id.nvml_version = nvml;
  auto text = [&](auto fn, const char* what) -> std::optional<std::string> {
    char buf[96] = "";
    auto ok = optional_read<int>(nv_, fn != nullptr, [&](int*) { return fn(nvdev_, buf, (unsigned)sizeof buf); }, what);
    return ok ? std::optional<std::string>(buf) : std::nullopt;
  };
  id.serial = text(nv_.nvmlDeviceGetSerial, "nvmlDeviceGetSerial");
  id.vbios_version = text(nv_.nvmlDeviceGetVbiosVersion, "nvmlDeviceGetVbiosVersion");
  unsigned max_sm = 0, max_mem = 0;
  nv_.check(nv_.nvmlDeviceGetMaxClockInfo(nvdev_, NVML_CLOCK_SM, &max_sm), "nvmlDeviceGetMaxClockInfo(SM)");
  nv_.check(nv_.nvmlDeviceGetMaxClockInfo(nvdev_, NVML_CLOCK_MEM, &max_mem), "nvmlDeviceGetMaxClockInfo(MEM)");
  id.max_sm_clock_mhz = max_sm;
  id.max_mem_clock_mhz = max_mem;
  auto bus_width = optional_read<unsigned>(
      nv_, nv_.nvmlDeviceGetMemoryBusWidth != nullptr,
      [&](unsigned* out) { return nv_.nvmlDeviceGetMemoryBusWidth(nvdev_, out); }, "nvmlDeviceGetMemoryBusWidth");
  id.memory_bus_width_bits = bus_width ? (double)*bus_width : NAN;
  if (cuda_open_) {  // the CUDA side is open
    cu_.check(cu_.cuDeviceGetPCIBusId(bus, sizeof bus, dev_), "cuDeviceGetPCIBusId");
    id.pci_bus_id = bus;
    int ver = 0, major = 0, minor = 0, sms = 0, l2 = 0;
    cu_.check(cu_.cuDriverGetVersion(&ver), "cuDriverGetVersion");
    cu_.check(cu_.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev_), "cuDeviceGetAttribute");
    cu_.check(cu_.cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev_), "cuDeviceGetAttribute");
    cu_.check(cu_.cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev_), "cuDeviceGetAttribute");
    cu_.check(cu_.cuDeviceGetAttribute(&l2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, dev_), "cuDeviceGetAttribute");
    id.cuda_driver_version = ver;
    id.compute_capability = std::to_string(major) + "." + std::to_string(minor);
    id.multiprocessors = sms;
    id.l2_bytes = l2;
  }
  return id;
}

PowerLimits Gpu::limits() const {
  PowerLimits l;
  unsigned enforced = 0;
  nv_.check(nv_.nvmlDeviceGetEnforcedPowerLimit(nvdev_, &enforced), "nvmlDeviceGetEnforcedPowerLimit");
  l.enforced = enforced / 1000.0;
  auto mw = [](const std::optional<unsigned>& v) { return v ? *v / 1000.0 : NAN; };
  l.management = mw(optional_read<unsigned>(
      nv_, nv_.nvmlDeviceGetPowerManagementLimit != nullptr,
      [&](unsigned* o) { return nv_.nvmlDeviceGetPowerManagementLimit(nvdev_, o); }, "nvmlDeviceGetPowerManagementLimit"));
  l.default_w = mw(optional_read<unsigned>(
      nv_, nv_.nvmlDeviceGetPowerManagementDefaultLimit != nullptr,
      [&](unsigned* o) { return nv_.nvmlDeviceGetPowerManagementDefaultLimit(nvdev_, o); },
      "nvmlDeviceGetPowerManagementDefaultLimit"));
  unsigned mx = 0;
  auto mn = optional_read<unsigned>(
      nv_, nv_.nvmlDeviceGetPowerManagementLimitConstraints != nullptr,
      [&](unsigned* o) { return nv_.nvmlDeviceGetPowerManagementLimitConstraints(nvdev_, o, &mx); },
      "nvmlDeviceGetPowerManagementLimitConstraints");
  l.min = mw(mn);
  l.max = mn ? mx / 1000.0 : NAN;
  return l;
}

}  // namespace ed
