#include "dyn.hpp"

#include <dlfcn.h>

#include <sstream>
#include <stdexcept>

namespace ed {

void* open_library(const char* soname, const std::string& dirs, std::string* tried) {
  void* h = dlopen(soname, RTLD_NOW | RTLD_GLOBAL);
  if (h) return h;
  if (tried) *tried = soname;
  std::stringstream ss(dirs);
  for (std::string dir; std::getline(ss, dir, ':');) {
    if (dir.empty()) continue;
    std::string path = dir + "/" + soname;
    if ((h = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL))) return h;
    if (tried) *tried += ", " + path;
  }
  return nullptr;
}

#define ED_LOAD_REQUIRED(fn)                                                        \
  fn = reinterpret_cast<decltype(fn)>(dlsym(lib, ED_STR(fn)));                       \
  if (!fn) return std::string("symbol ") + ED_STR(fn) + " missing in " + soname;
#define ED_LOAD_OPTIONAL(fn) fn = reinterpret_cast<decltype(fn)>(dlsym(lib, ED_STR(fn)));

std::string CudaApi::load() {
  const char* soname = "libcuda.so.1";
  lib = dlopen(soname, RTLD_NOW | RTLD_GLOBAL);
  if (!lib) return "libcuda.so.1 not found: no NVIDIA GPU driver on this machine (" + std::string(dlerror()) + ")";
  ED_CUDA_FUNCS(ED_LOAD_REQUIRED)
  ED_CUDA_OPTIONAL(ED_LOAD_OPTIONAL)
  return "";
}

void CudaApi::check(CUresult r, const char* what) const {
  if (r == CUDA_SUCCESS) return;
  const char *name = "?", *text = "?";
  if (cuGetErrorName) cuGetErrorName(r, &name);
  if (cuGetErrorString) cuGetErrorString(r, &text);
  throw DeviceError(std::string(what) + ": " + name + " (code " + std::to_string((int)r) + ": " + text + ")");
}

std::string NvmlApi::load() {
  const char* soname = "libnvidia-ml.so.1";
  lib = dlopen(soname, RTLD_NOW | RTLD_GLOBAL);
  if (!lib) return "libnvidia-ml.so.1 not found: NVML is not installed (it comes with the NVIDIA driver)";
  ED_NVML_FUNCS(ED_LOAD_REQUIRED)
  ED_NVML_OPTIONAL(ED_LOAD_OPTIONAL)
  return "";
}

void NvmlApi::check(nvmlReturn_t r, const char* what) const {
  if (r == NVML_SUCCESS) return;
  throw DeviceError(std::string(what) + ": NVML error " + std::to_string((int)r) + " (" +
                    (nvmlErrorString ? nvmlErrorString(r) : "no error text") + ")");
}

}  // namespace ed
