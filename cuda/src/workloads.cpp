#include "workloads.hpp"

#include <cublas_v2.h>
#include <cudnn.h>
#include <dlfcn.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace ed {

// ------------------------------------------------------------------ tuned cubin
namespace {
class CubinWorkload : public Workload {
 public:
  CubinWorkload(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs) : cu_(cu), spec_(spec) {
    std::ifstream f(spec.cubin, std::ios::binary);
    if (!f) throw std::runtime_error("cubin not found: " + spec.cubin);
    image_.assign(std::istreambuf_iterator<char>(f), {});
    cu_.check(cu_.cuModuleLoadData(&mod_, image_.data()), ("loading " + spec.cubin).c_str());
    for (const auto& l : spec.launches) {
      Launch L;
      L.spec = &l;
      CUresult r = cu_.cuModuleGetFunction(&L.fn, mod_, l.entry.c_str());
      if (r != CUDA_SUCCESS)
        throw std::runtime_error("kernel " + l.entry + " not found in " + spec.cubin + " (manifest and cubin do not match)");
      if (l.dynamic_shared_bytes > 48 * 1024)
        cu_.check(cu_.cuFuncSetAttribute(L.fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)l.dynamic_shared_bytes),
                  "raising the dynamic shared memory limit");
      for (const auto& p : l.params) L.args.push_back(bufs.ptr.at(p));
      launches_.push_back(std::move(L));
    }
    for (auto& L : launches_)
      for (auto& a : L.args) L.argp.push_back(&a);
  }
  ~CubinWorkload() override {
    if (mod_) cu_.cuModuleUnload(mod_);
  }
  void enqueue(CUstream s) override {
    for (auto& L : launches_) {
      const auto& l = *L.spec;
      cu_.check(cu_.cuLaunchKernel(L.fn, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2],
                                   l.dynamic_shared_bytes, s, L.argp.data(), nullptr),
                ("launching " + l.entry).c_str());
    }
  }
  void describe(Json& j) const override {
    j.key("workload").begin_obj().key("type").str("cubin").key("launches").begin_arr();
    for (const auto& L : launches_) {
      int regs = 0, smem = 0;
      cu_.cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, L.fn);
      cu_.cuFuncGetAttribute(&smem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, L.fn);
      const auto& l = *L.spec;
      j.begin_obj().key("entry").str(l.entry)
          .key("grid").nums({(double)l.grid[0], (double)l.grid[1], (double)l.grid[2]})
          .key("block").nums({(double)l.block[0], (double)l.block[1], (double)l.block[2]})
          .key("registers").integer(regs).key("static_shared_bytes").integer(smem)
          .key("dynamic_shared_bytes").integer(l.dynamic_shared_bytes).end_obj();
    }
    j.end_arr().end_obj();
  }

 private:
  struct Launch {
    const LaunchSpec* spec;
    CUfunction fn;
    std::vector<CUdeviceptr> args;
    std::vector<void*> argp;
  };
  const CudaApi& cu_;
  const Spec& spec_;
  std::vector<char> image_;
  CUmodule mod_ = nullptr;
  std::vector<Launch> launches_;
};
}  // namespace

std::unique_ptr<Workload> make_cubin_workload(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs) {
  return std::make_unique<CubinWorkload>(cu, spec, bufs);
}

// ------------------------------------------------------------------ baselines
namespace {

int arg_int(const std::vector<std::string>& b, size_t i) {
  if (i >= b.size()) throw std::runtime_error("baseline: missing shape field");
  return std::stoi(b[i]);
}

#define ED_CUDNN_FUNCS(X)                                                                              \
  X(cudnnGetVersion) X(cudnnCreate) X(cudnnDestroy) X(cudnnSetStream) X(cudnnGetErrorString)            \
  X(cudnnCreateTensorDescriptor) X(cudnnSetTensor4dDescriptor) X(cudnnCreateFilterDescriptor)           \
  X(cudnnSetFilter4dDescriptor) X(cudnnCreateConvolutionDescriptor) X(cudnnSetConvolution2dDescriptor)  \
  X(cudnnSetConvolutionMathType) X(cudnnFindConvolutionForwardAlgorithm) X(cudnnConvolutionForward)    \
  X(cudnnDestroyTensorDescriptor) X(cudnnDestroyFilterDescriptor) X(cudnnDestroyConvolutionDescriptor)

struct CudnnApi {
  void* lib = nullptr;
  ED_CUDNN_FUNCS(ED_DECLARE)
  void check(cudnnStatus_t s, const char* what) const {
    if (s != CUDNN_STATUS_SUCCESS) throw std::runtime_error(std::string(what) + ": " + cudnnGetErrorString(s));
  }
};

#define ED_CUBLAS_FUNCS(X) \
  X(cublasCreate) X(cublasDestroy) X(cublasSetStream) X(cublasSetWorkspace) X(cublasGetVersion)

// cublas_api.h overloads cublasGemmEx in C++, so its C signature is spelled out.
using GemmExFn = cublasStatus_t (*)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int, const void*,
                                    const void*, cudaDataType, int, const void*, cudaDataType, int, const void*, void*,
                                    cudaDataType, int, cublasComputeType_t, cublasGemmAlgo_t);

struct CublasApi {
  void* lib = nullptr;
  ED_CUBLAS_FUNCS(ED_DECLARE)
  GemmExFn cublasGemmEx = nullptr;
  void check(cublasStatus_t s, const char* what) const {
    if (s != CUBLAS_STATUS_SUCCESS) throw std::runtime_error(std::string(what) + ": cuBLAS status " + std::to_string((int)s));
  }
};

#define ED_LOAD_SYM(fn)                                                                 \
  api.fn = reinterpret_cast<decltype(api.fn)>(dlsym(api.lib, ED_STR(fn)));              \
  if (!api.fn) throw std::runtime_error(std::string("symbol ") + ED_STR(fn) + " missing in " + soname);

const char* math_name(cudnnMathType_t m) {
  switch (m) {
    case CUDNN_DEFAULT_MATH: return "default";
    case CUDNN_TENSOR_OP_MATH: return "tensor_op";
    case CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION: return "tensor_op_allow_conversion";
    case CUDNN_FMA_MATH: return "fma";
    default: return "?";
  }
}

class CudnnConv : public Workload {
 public:
  CudnnConv(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs, CUstream stream, const std::string& dirs,
            bool tf32)
      : cu_(cu), tf32_(tf32) {
    const char* soname = "libcudnn.so.9";
    std::string tried;
    api.lib = open_library(soname, dirs, &tried);
    if (!api.lib) throw std::runtime_error("cuDNN not found (tried " + tried + "); install cuDNN 9 or set --lib-dirs");
    ED_CUDNN_FUNCS(ED_LOAD_SYM)
    const auto& b = spec.baseline;  // name conv2d N H W CO CI KH KW stride pad
    if (b.size() != 11 || b[1] != "conv2d") throw std::runtime_error("cuDNN baseline needs a conv2d shape");
    int N = arg_int(b, 2), H = arg_int(b, 3), W = arg_int(b, 4), CO = arg_int(b, 5), CI = arg_int(b, 6);
    int KH = arg_int(b, 7), KW = arg_int(b, 8), S = arg_int(b, 9), P = arg_int(b, 10);
    int OH = (H + 2 * P - KH) / S + 1, OW = (W + 2 * P - KW) / S + 1;
    x_ = bufs.ptr.at("data");
    w_ = bufs.ptr.at("kernel");
    y_ = bufs.ptr.at("conv2d_nchw");
    api.check(api.cudnnCreate(&h_), "cudnnCreate");
    api.check(api.cudnnSetStream(h_, (cudaStream_t)stream), "cudnnSetStream");
    api.check(api.cudnnCreateTensorDescriptor(&xd_), "descriptor");
    api.check(api.cudnnCreateTensorDescriptor(&yd_), "descriptor");
    api.check(api.cudnnCreateFilterDescriptor(&wd_), "descriptor");
    api.check(api.cudnnCreateConvolutionDescriptor(&cd_), "descriptor");
    api.check(api.cudnnSetTensor4dDescriptor(xd_, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, N, CI, H, W), "x descriptor");
    api.check(api.cudnnSetTensor4dDescriptor(yd_, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, N, CO, OH, OW), "y descriptor");
    api.check(api.cudnnSetFilter4dDescriptor(wd_, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, CO, CI, KH, KW), "w descriptor");
    api.check(api.cudnnSetConvolution2dDescriptor(cd_, P, P, S, S, 1, 1, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT),
              "convolution descriptor");
    // fp32: FMA kernels only. tf32: tensor-op kernels allowed (TF32 math on fp32 data).
    api.check(api.cudnnSetConvolutionMathType(cd_, tf32 ? CUDNN_TENSOR_OP_MATH : CUDNN_FMA_MATH), "math type");
    cudnnConvolutionFwdAlgoPerf_t perf[CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
    int n = 0;
    api.check(api.cudnnFindConvolutionForwardAlgorithm(h_, xd_, wd_, cd_, yd_, CUDNN_CONVOLUTION_FWD_ALGO_COUNT, &n, perf),
              "cudnnFindConvolutionForwardAlgorithm");
    int best = -1;
    for (int i = 0; i < n; ++i) {
      if (perf[i].status != CUDNN_STATUS_SUCCESS) continue;
      if (!tf32 && perf[i].mathType == CUDNN_TENSOR_OP_MATH) continue;
      if (best < 0 || perf[i].time < perf[best].time) best = i;
    }
    if (best < 0) throw std::runtime_error("cuDNN found no usable forward algorithm for this convolution");
    chosen_ = perf[best];
    n_found_ = n;
    if (chosen_.memory) cu_.check(cu_.cuMemAlloc(&ws_, chosen_.memory), "cuDNN workspace");
  }
  ~CudnnConv() override {
    if (ws_) cu_.cuMemFree(ws_);
    if (cd_) api.cudnnDestroyConvolutionDescriptor(cd_);
    if (wd_) api.cudnnDestroyFilterDescriptor(wd_);
    if (xd_) api.cudnnDestroyTensorDescriptor(xd_);
    if (yd_) api.cudnnDestroyTensorDescriptor(yd_);
    if (h_) api.cudnnDestroy(h_);
  }
  void enqueue(CUstream) override {
    float alpha = 1.f, beta = 0.f;
    api.check(api.cudnnConvolutionForward(h_, &alpha, xd_, (void*)x_, wd_, (void*)w_, cd_, chosen_.algo, (void*)ws_,
                                          chosen_.memory, &beta, yd_, (void*)y_),
              "cudnnConvolutionForward");
  }
  void describe(Json& j) const override {
    j.key("workload").begin_obj().key("type").str(tf32_ ? "cudnn-tf32" : "cudnn-fp32")
        .key("library_version").integer((long long)api.cudnnGetVersion())
        .key("algorithm").integer((int)chosen_.algo).key("math_type").str(math_name(chosen_.mathType))
        .key("workspace_bytes").integer((long long)chosen_.memory)
        .key("find_time_ms").num(chosen_.time).key("algorithms_tried").integer(n_found_).end_obj();
  }

 private:
  const CudaApi& cu_;
  bool tf32_;
  CudnnApi api;
  cudnnHandle_t h_ = nullptr;
  cudnnTensorDescriptor_t xd_ = nullptr, yd_ = nullptr;
  cudnnFilterDescriptor_t wd_ = nullptr;
  cudnnConvolutionDescriptor_t cd_ = nullptr;
  cudnnConvolutionFwdAlgoPerf_t chosen_{};
  int n_found_ = 0;
  CUdeviceptr x_ = 0, w_ = 0, y_ = 0, ws_ = 0;
};

class CublasGemm : public Workload {
 public:
  CublasGemm(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs, CUstream stream, const std::string& dirs,
             bool tf32)
      : cu_(cu), tf32_(tf32) {
    const char* soname = "libcublas.so.13";
    std::string tried;
    api.lib = open_library(soname, dirs, &tried);
    if (!api.lib) throw std::runtime_error("cuBLAS not found (tried " + tried + "); install cuBLAS 13 or set --lib-dirs");
    ED_CUBLAS_FUNCS(ED_LOAD_SYM)
    api.cublasGemmEx = reinterpret_cast<GemmExFn>(dlsym(api.lib, "cublasGemmEx"));
    if (!api.cublasGemmEx) throw std::runtime_error(std::string("symbol cublasGemmEx missing in ") + soname);
    const auto& b = spec.baseline;  // name gemm M N K layout
    if (b.size() != 6 || b[1] != "gemm") throw std::runtime_error("cuBLAS baseline needs a gemm shape");
    M_ = arg_int(b, 2);
    N_ = arg_int(b, 3);
    K_ = arg_int(b, 4);
    nt_ = b[5] == "NT";
    a_ = bufs.ptr.at("A");
    b_ = bufs.ptr.at("B");
    c_ = bufs.ptr.at("C");
    api.check(api.cublasCreate(&h_), "cublasCreate");
    api.check(api.cublasSetStream(h_, (cudaStream_t)stream), "cublasSetStream");
    ws_bytes_ = 32u << 20;  // a fixed workspace, so that graph capture allocates nothing
    cu_.check(cu_.cuMemAlloc(&ws_, ws_bytes_), "cuBLAS workspace");
    api.check(api.cublasSetWorkspace(h_, (void*)ws_, ws_bytes_), "cublasSetWorkspace");
  }
  ~CublasGemm() override {
    if (h_) api.cublasDestroy(h_);
    if (ws_) cu_.cuMemFree(ws_);
  }
  void enqueue(CUstream) override {
    // Row-major C[M,N] = A[M,K] op(B) is column-major C^T[N,M] = op(B)^T A^T.
    float alpha = 1.f, beta = 0.f;
    api.check(api.cublasGemmEx(h_, nt_ ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N, N_, M_, K_, &alpha, (void*)b_, CUDA_R_32F,
                               nt_ ? K_ : N_, (void*)a_, CUDA_R_32F, K_, &beta, (void*)c_, CUDA_R_32F, N_,
                               tf32_ ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
              "cublasGemmEx");
  }
  void describe(Json& j) const override {
    int v = 0;
    api.cublasGetVersion(h_, &v);
    j.key("workload").begin_obj().key("type").str(tf32_ ? "cublas-tf32" : "cublas-fp32")
        .key("library_version").integer(v)
        .key("compute_type").str(tf32_ ? "CUBLAS_COMPUTE_32F_FAST_TF32" : "CUBLAS_COMPUTE_32F")
        .key("algorithm").str("CUBLAS_GEMM_DEFAULT").key("workspace_bytes").integer((long long)ws_bytes_).end_obj();
  }

 private:
  const CudaApi& cu_;
  bool tf32_;
  CublasApi api;
  cublasHandle_t h_ = nullptr;
  int M_, N_, K_;
  bool nt_;
  CUdeviceptr a_ = 0, b_ = 0, c_ = 0, ws_ = 0;
  size_t ws_bytes_ = 0;
};

}  // namespace

std::unique_ptr<Workload> make_baseline_workload(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs,
                                                 CUstream stream, const std::string& lib_dirs) {
  const std::string& name = spec.baseline.at(0);
  if (name == "cudnn-fp32" || name == "cudnn-tf32")
    return std::make_unique<CudnnConv>(cu, spec, bufs, stream, lib_dirs, name == "cudnn-tf32");
  if (name == "cublas-fp32" || name == "cublas-tf32")
    return std::make_unique<CublasGemm>(cu, spec, bufs, stream, lib_dirs, name == "cublas-tf32");
  throw std::runtime_error("unknown baseline '" + name + "' (cudnn-fp32, cudnn-tf32, cublas-fp32, cublas-tf32)");
}

}  // namespace ed
