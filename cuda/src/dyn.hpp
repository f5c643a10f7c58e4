// Run-time loading of the CUDA driver (libcuda), NVML (libnvidia-ml), cuDNN and cuBLAS: the
// driver builds where none of them is installed (headers only) and says clearly which one is
// missing when it runs. Function types come from the real headers (decltype), so versioned names
// (cuMemAlloc -> cuMemAlloc_v2, nvmlInit -> nvmlInit_v2) resolve exactly as a linked build would.
#pragma once

#include <cuda.h>
#include <nvml.h>

#include <stdexcept>
#include <string>

namespace ed {

// A CUDA or NVML call failed: the message names the call and the library's error code and text.
// The driver exits with contract::kExitDevice.
struct DeviceError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

#define ED_STR2(x) #x
#define ED_STR(x) ED_STR2(x)

// Required CUDA driver functions.
#define ED_CUDA_FUNCS(X)                                                                              \
  X(cuInit) X(cuDriverGetVersion) X(cuDeviceGetCount) X(cuDeviceGet) X(cuDeviceGetUuid)               \
  X(cuDeviceGetName) X(cuDeviceGetAttribute) X(cuDeviceGetPCIBusId) X(cuCtxCreate) X(cuCtxDestroy)       \
  X(cuCtxSetCurrent) X(cuCtxSynchronize) X(cuCtxGetCurrent) X(cuCtxGetDevice) X(cuStreamGetCtx) X(cuModuleLoadData) \
  X(cuModuleUnload) X(cuModuleGetFunction) X(cuFuncSetAttribute) X(cuFuncGetAttribute)                \
  X(cuLaunchKernel) X(cuMemAlloc) X(cuMemFree) X(cuMemcpyHtoD) X(cuMemcpyDtoH) X(cuMemsetD8)          \
  X(cuMemsetD8Async)                                                                                  \
  X(cuStreamCreate) X(cuStreamDestroy) X(cuStreamSynchronize) X(cuStreamBeginCapture)                 \
  X(cuStreamEndCapture) X(cuGraphInstantiate) X(cuGraphLaunch) X(cuGraphExecDestroy) X(cuGraphDestroy) \
  X(cuEventCreate) X(cuEventRecord) X(cuEventQuery) X(cuEventSynchronize) X(cuEventElapsedTime)       \
  X(cuEventDestroy) X(cuGetErrorString) X(cuGetErrorName)

// CUDA driver functions that older drivers lack: checked for null before use. Tensor maps (TMA
// descriptors, kernel.json's tensor map parameters) came with CUDA 12.0.
#define ED_CUDA_OPTIONAL(X) X(cuTensorMapEncodeTiled)

// Required NVML functions.
#define ED_NVML_FUNCS(X)                                                                              \
  X(nvmlInit) X(nvmlShutdown) X(nvmlErrorString) X(nvmlDeviceGetHandleByUUID)                        \
  X(nvmlDeviceGetHandleByIndex) X(nvmlDeviceGetPowerUsage) X(nvmlDeviceGetClockInfo)                 \
  X(nvmlDeviceGetTemperature) X(nvmlDeviceGetEnforcedPowerLimit) X(nvmlDeviceGetName)                 \
  X(nvmlDeviceGetUUID) X(nvmlSystemGetDriverVersion) X(nvmlSystemGetNVMLVersion) X(nvmlDeviceGetMaxClockInfo)

// NVML functions that older drivers or some boards lack: checked for null before use.
#define ED_NVML_OPTIONAL(X)                                                                           \
  X(nvmlDeviceGetTotalEnergyConsumption) X(nvmlDeviceGetFieldValues) X(nvmlDeviceGetSerial)           \
  X(nvmlDeviceGetVbiosVersion) X(nvmlDeviceGetPowerManagementLimit)                                   \
  X(nvmlDeviceGetPowerManagementDefaultLimit) X(nvmlDeviceGetPowerManagementLimitConstraints)         \
  X(nvmlDeviceGetCurrentClocksThrottleReasons) X(nvmlDeviceGetPciInfo) X(nvmlDeviceGetMemoryBusWidth)

#define ED_DECLARE(fn) decltype(&::fn) fn = nullptr;

struct CudaApi {
  void* lib = nullptr;
  ED_CUDA_FUNCS(ED_DECLARE)
  ED_CUDA_OPTIONAL(ED_DECLARE)
  // Loads libcuda.so.1; returns "" or a message saying what is missing.
  std::string load();
  // Throws DeviceError("what: CUDA_ERROR_x (code N: text)") unless r == CUDA_SUCCESS.
  void check(CUresult r, const char* what) const;
};

struct NvmlApi {
  void* lib = nullptr;
  ED_NVML_FUNCS(ED_DECLARE)
  ED_NVML_OPTIONAL(ED_DECLARE)
  std::string load();
  // Throws DeviceError("what: NVML error N (text)") unless r == NVML_SUCCESS.
  void check(nvmlReturn_t r, const char* what) const;
};

// Opens a shared library by soname, then in each directory of `dirs` (colon-separated).
void* open_library(const char* soname, const std::string& dirs, std::string* tried);

}  // namespace ed
