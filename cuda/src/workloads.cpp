#include "workloads.hpp"

#include <cublasLt.h>
#include <cudnn.h>
#include <dlfcn.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "contract.hpp"
#include "kernelargs.hpp"
#include "record.hpp"
#include "stats.hpp"

namespace ed {

double time_enqueue_ms(const CudaApi& cu, CUstream stream, const std::function<void()>& enqueue, int warm,
                       double min_total_ms, int max_runs) {
  Event a = make_event(cu), b = make_event(cu);
  for (int i = 0; i < warm; ++i) enqueue();
  cu.check(cu.cuStreamSynchronize(stream), "cuStreamSynchronize (timing warm-up)");
  int runs = 1, done = 0;
  float total = 0;
  while (done < max_runs) {  // doubling batches until enough time is covered
    cu.check(cu.cuEventRecord(a.get(), stream), "cuEventRecord");
    for (int i = 0; i < runs; ++i) enqueue();
    cu.check(cu.cuEventRecord(b.get(), stream), "cuEventRecord");
    cu.check(cu.cuEventSynchronize(b.get()), "cuEventSynchronize");
    float ms = 0;
    cu.check(cu.cuEventElapsedTime(&ms, a.get(), b.get()), "cuEventElapsedTime");
    total += ms;
    done += runs;
    if (total >= min_total_ms) break;
    runs = std::min(runs * 2, max_runs - done);
  }
  return total / done;
}

// ------------------------------------------------------------------ tuned cubin
GraphExec capture_runs(const CudaApi& cu, CUstream stream, int runs, const std::function<void()>& enqueue) {
  if (cu.cuStreamBeginCapture(stream, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL) != CUDA_SUCCESS) return GraphExec();
  bool ok = true;
  try {
    for (int i = 0; i < runs; ++i) enqueue();
  } catch (const DeviceError&) {
    ok = false;
  }
  CUgraph graph = nullptr;
  CUresult r = cu.cuStreamEndCapture(stream, &graph);
  Graph owned(&cu, graph, &cu.cuGraphDestroy);
  if (!ok || r != CUDA_SUCCESS) return GraphExec();
  CUgraphExec exec = nullptr;
  cu.check(cu.cuGraphInstantiate(&exec, graph, 0), "cuGraphInstantiate (library candidate)");
  return GraphExec(&cu, exec, &cu.cuGraphExecDestroy);
}

#ifdef CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM
static_assert(CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM == 1, "LaunchSpec::launch_block passes 1");
#endif

namespace {

class CubinWorkload : public Workload {
 public:
  CubinWorkload(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs) : cu_(cu), spec_(spec) {
    image_ = read_file(spec.cubin, "cubin");
    mod_ = load_module(cu_, image_.data(), spec.cubin);
    for (size_t i = 0; i < spec.launches.size(); ++i) {
      const LaunchSpec& l = spec.launches[i];
      Launch L;
      L.spec = l;
      CUresult r = cu_.cuModuleGetFunction(&L.fn, mod_.get(), l.entry.c_str());
      if (r == CUDA_ERROR_NOT_FOUND)
        throw std::runtime_error("kernel " + l.entry + " not found in " + spec.cubin + " (manifest and cubin do not match)");
      cu_.check(r, ("cuModuleGetFunction " + l.entry).c_str());
      if (l.dynamic_shared_bytes > contract::kSharedMemoryDefaultBytes)
        cu_.check(cu_.cuFuncSetAttribute(L.fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)l.dynamic_shared_bytes),
                  "raising the dynamic shared memory limit");
      L.args = std::make_unique<KernelArgs>(cu_, l, bufs.ptr, "launches[" + std::to_string(i) + "] " + l.entry);
      cu_.check(cu_.cuFuncGetAttribute(&L.registers, CU_FUNC_ATTRIBUTE_NUM_REGS, L.fn), "cuFuncGetAttribute");
      cu_.check(cu_.cuFuncGetAttribute(&L.static_smem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, L.fn), "cuFuncGetAttribute");
      launches_.push_back(std::move(L));
    }
  }
  void enqueue(CUstream s) override {
    for (auto& L : launches_) {
      const auto& l = L.spec;
      unsigned block[3];
      l.launch_block(block);  // a blocks-are-clusters kernel: CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM
      cu_.check(cu_.cuLaunchKernel(L.fn, l.grid[0], l.grid[1], l.grid[2], block[0], block[1], block[2],
                                   l.dynamic_shared_bytes, s, L.args->params(), nullptr),
                ("cuLaunchKernel " + l.entry).c_str());
    }
  }
  void describe(Json& j) const override {
    describe_workload_head(j, "cubin", spec_);
    j.key("launches").begin_arr();
    for (const auto& L : launches_) {
      const auto& l = L.spec;
      j.begin_obj().key("entry").str(l.entry)
          .key("grid").nums({(double)l.grid[0], (double)l.grid[1], (double)l.grid[2]})
          .key("block").nums({(double)l.block[0], (double)l.block[1], (double)l.block[2]})
          .key("registers").integer(L.registers).key("static_shared_bytes").integer(L.static_smem)
          .key("dynamic_shared_bytes").integer(l.dynamic_shared_bytes);
      if (l.blocks_are_clusters())  // the manifest's cluster_dims: its grid counts clusters of this size
        j.key("cluster_dims").nums({(double)l.cluster[0], (double)l.cluster[1], (double)l.cluster[2]});
      describe_tensormaps(j, l);
      j.end_obj();
    }
    j.end_arr();
  }

 private:
  struct Launch {
    LaunchSpec spec;
    CUfunction fn = nullptr;
    int registers = 0, static_smem = 0;
    std::unique_ptr<KernelArgs> args;  // the kernelParams and the storage they point into
  };
  const CudaApi& cu_;
  Spec spec_;
  std::string image_;
  Module mod_;
  std::vector<Launch> launches_;
};

// ------------------------------------------------------------------ libraries
#define ED_LOAD_SYM(fn)                                                             \
  api.fn = reinterpret_cast<decltype(api.fn)>(dlsym(api.lib, ED_STR(fn)));          \
  if (!api.fn) throw DeviceError(std::string("symbol ") + ED_STR(fn) + " missing in " + soname);

#define ED_CUDNN_FUNCS(X)                                                                              \
  X(cudnnGetVersion) X(cudnnCreate) X(cudnnDestroy) X(cudnnSetStream) X(cudnnGetErrorString)            \
  X(cudnnCreateTensorDescriptor) X(cudnnSetTensor4dDescriptor) X(cudnnCreateFilterDescriptor)           \
  X(cudnnSetFilter4dDescriptor) X(cudnnCreateConvolutionDescriptor) X(cudnnSetConvolution2dDescriptor)  \
  X(cudnnSetConvolutionMathType) X(cudnnFindConvolutionForwardAlgorithm) X(cudnnConvolutionForward)    \
  X(cudnnDestroyTensorDescriptor) X(cudnnDestroyFilterDescriptor) X(cudnnDestroyConvolutionDescriptor)    \
  X(cudnnSetTensor4dDescriptorEx) X(cudnnTransformTensor)

struct CudnnApi {
  void* lib = nullptr;
  ED_CUDNN_FUNCS(ED_DECLARE)
  void check(cudnnStatus_t s, const char* what) const {
    if (s != CUDNN_STATUS_SUCCESS)
      throw DeviceError(std::string(what) + ": cuDNN status " + std::to_string((int)s) + " (" + cudnnGetErrorString(s) + ")");
  }
};

#define ED_CUBLASLT_FUNCS(X)                                                                            \
  X(cublasLtGetVersion) X(cublasLtCreate) X(cublasLtDestroy) X(cublasLtMatmulDescCreate)                 \
  X(cublasLtMatmulDescDestroy) X(cublasLtMatmulDescSetAttribute) X(cublasLtMatrixLayoutCreate)           \
  X(cublasLtMatrixLayoutDestroy) X(cublasLtMatmulPreferenceCreate) X(cublasLtMatmulPreferenceDestroy)    \
  X(cublasLtMatmulPreferenceSetAttribute) X(cublasLtMatmulAlgoGetHeuristic) X(cublasLtMatmul)            \
  X(cublasLtMatmulAlgoConfigGetAttribute)

struct CublasLtApi {
  void* lib = nullptr;
  ED_CUBLASLT_FUNCS(ED_DECLARE)
  void check(cublasStatus_t s, const char* what) const {
    if (s != CUBLAS_STATUS_SUCCESS) throw DeviceError(std::string(what) + ": cuBLAS status " + std::to_string((int)s));
  }
};

const char* math_name(cudnnMathType_t m) {
  switch (m) {
    case CUDNN_DEFAULT_MATH: return "default";
    case CUDNN_TENSOR_OP_MATH: return "tensor_op";
    case CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION: return "tensor_op_allow_conversion";
    case CUDNN_FMA_MATH: return "fma";
    default: return "?";
  }
}

void* open_or_throw(const char* soname, const std::string& dirs, const char* what) {
  std::string tried;
  void* h = open_library(soname, dirs, &tried);
  if (!h) throw DeviceError(std::string(what) + " not found (tried " + tried + "); install it or set --lib-dirs");
  return h;
}

// Library candidates are re-timed here: the library's own timing is one run per candidate, at
// idle clocks and with plain launches, too noisy to rank kernels of tens of microseconds, and a
// candidate whose host-side launch costs more than its GPU time looks slow with plain launches but
// is not in the CUDA graphs the measurement replays. So: first kPickWarmupMs of runs (the clocks
// ramp up); then each candidate's runs captured in a CUDA graph of ~kPickGraphMs, as the
// measurement launches them; then kPickRounds interleaved rounds of >= kPickMinMs of replays per
// candidate. The choice is stats.hpp's pick_fastest (lowest median; within kPickTieRel, a fixed
// tie-break).
constexpr double kPickWarmupMs = 150.0;
constexpr double kPickGraphMs = 2.0;
constexpr int kPickRounds = 3;
constexpr double kPickMinMs = 4.0;
constexpr int kPickMaxRuns = 2000;
constexpr double kPickTieRel = 0.01;

struct Pick {
  int index = -1;
  std::vector<double> median_ms;
  bool graphs = true;  // every candidate was timed as CUDA-graph replays
};


Pick pick_candidate(const CudaApi& cu, CUstream stream, size_t n, const std::function<void(size_t)>& select,
                    const std::function<void()>& enqueue, const std::vector<int>& tie_key) {
  select(0);
  time_enqueue_ms(cu, stream, enqueue, 3, kPickWarmupMs, 1000000);
  std::vector<GraphExec> graphs(n);
  std::vector<int> runs(n, 1);
  Pick p;
  for (size_t i = 0; i < n; ++i) {
    select(i);
    double est_ms = time_enqueue_ms(cu, stream, enqueue, 2, 1.0, 100);
    runs[i] = launches_per_graph(est_ms / 1e3, kPickGraphMs / 1e3, 20000);
    graphs[i] = capture_runs(cu, stream, runs[i], enqueue);
    if (!graphs[i]) p.graphs = false;
  }
  std::vector<std::vector<double>> times(n);
  for (int round = 0; round < kPickRounds; ++round)
    for (size_t i = 0; i < n; ++i) {
      if (graphs[i]) {
        CUgraphExec g = graphs[i].get();
        auto replay = [&] { cu.check(cu.cuGraphLaunch(g, stream), "cuGraphLaunch (library candidate)"); };
        times[i].push_back(time_enqueue_ms(cu, stream, replay, 1, kPickMinMs, kPickMaxRuns) / runs[i]);
      } else {
        select(i);
        times[i].push_back(time_enqueue_ms(cu, stream, enqueue, 2, kPickMinMs, kPickMaxRuns));
      }
    }
  for (const auto& t : times) p.median_ms.push_back(median(t));
  p.index = pick_fastest(times, tie_key, kPickTieRel);
  return p;
}
constexpr size_t kMaxWorkspace = 256u << 20;

class CudnnConv : public Workload {
 public:
  CudnnConv(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs, CUstream stream, const std::string& dirs)
      : cu_(cu), spec_(spec), tf32_(spec.math_mode == "tf32"), fp16_(spec.math_mode == "fp16") {
    const char* soname = "libcudnn.so.9";
    api.lib = open_or_throw(soname, dirs, "cuDNN 9 (libcudnn.so.9)");
    ED_CUDNN_FUNCS(ED_LOAD_SYM)
    const auto& s = spec.shape;
    int N = s.at("N"), H = s.at("H"), W = s.at("W"), CO = s.at("CO"), CI = s.at("CI");
    int KH = s.at("KH"), KW = s.at("KW"), S = s.at("stride"), P = s.at("padding");
    int OH = (H + 2 * P - KH) / S + 1, OW = (W + 2 * P - KW) / S + 1;
    x_ = bufs.ptr.at("data");
    w_ = bufs.ptr.at("kernel");
    y_ = bufs.ptr.at(spec.output().name);
    api.check(api.cudnnCreate(&h_), "cudnnCreate");
    cleanup_.push([this] { api.cudnnDestroy(h_); });
    api.check(api.cudnnSetStream(h_, (cudaStream_t)stream), "cudnnSetStream");
    api.check(api.cudnnCreateTensorDescriptor(&xd_), "cudnnCreateTensorDescriptor");
    cleanup_.push([this] { api.cudnnDestroyTensorDescriptor(xd_); });
    api.check(api.cudnnCreateTensorDescriptor(&yd_), "cudnnCreateTensorDescriptor");
    cleanup_.push([this] { api.cudnnDestroyTensorDescriptor(yd_); });
    api.check(api.cudnnCreateFilterDescriptor(&wd_), "cudnnCreateFilterDescriptor");
    cleanup_.push([this] { api.cudnnDestroyFilterDescriptor(wd_); });
    api.check(api.cudnnCreateConvolutionDescriptor(&cd_), "cudnnCreateConvolutionDescriptor");
    cleanup_.push([this] { api.cudnnDestroyConvolutionDescriptor(cd_); });
    // The case's layout: NCHW tensors with an OIHW filter, or NHWC tensors with a KRSC (OHWI) filter.
    // fp32 and tf32: float tensors. fp16: half tensors, fp32 accumulation (compute type float: cuDNN's
    // PSEUDO_HALF configuration), half output.
    const cudnnDataType_t dt = fp16_ ? CUDNN_DATA_HALF : CUDNN_DATA_FLOAT;
    const cudnnTensorFormat_t fmt = spec.layout == "NHWC" ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW;
    api.check(api.cudnnSetTensor4dDescriptor(xd_, fmt, dt, N, CI, H, W), "x descriptor");
    api.check(api.cudnnSetTensor4dDescriptor(yd_, fmt, dt, N, CO, OH, OW), "y descriptor");
    api.check(api.cudnnSetFilter4dDescriptor(wd_, dt, fmt, CO, CI, KH, KW), "w descriptor");
    api.check(api.cudnnSetConvolution2dDescriptor(cd_, P, P, S, S, 1, 1, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT),
              "convolution descriptor");
    if (spec.filter_layout == "HWIO") reorder_filter(dt, CI, CO, KH, KW);
    if (fp16_ && spec.output().dtype != "float16") {  // cuDNN writes half: into a buffer of its own
      own_out_.bytes = (size_t)N * OH * OW * CO * 2;
      y16_ = make_memory(cu_, own_out_.bytes, "cuDNN fp16 output");
      own_out_.ptr = y_ = y16_.get();
      own_out_.dtype = "float16";
    }
    // fp32: FMA kernels only (CUDNN_DEFAULT_MATH would allow TF32 on sm_80+). tf32 and fp16: tensor ops allowed.
    api.check(api.cudnnSetConvolutionMathType(cd_, tf32_ || fp16_ ? CUDNN_TENSOR_OP_MATH : CUDNN_FMA_MATH), "math type");
    cudnnConvolutionFwdAlgoPerf_t perf[CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
    int n = 0;
    api.check(api.cudnnFindConvolutionForwardAlgorithm(h_, xd_, wd_, cd_, yd_, CUDNN_CONVOLUTION_FWD_ALGO_COUNT, &n, perf),
              "cudnnFindConvolutionForwardAlgorithm");
    std::vector<cudnnConvolutionFwdAlgoPerf_t> usable;
    for (int i = 0; i < n; ++i) {
      if (perf[i].status != CUDNN_STATUS_SUCCESS || perf[i].memory > kMaxWorkspace) continue;
      if (!tf32_ && !fp16_ && perf[i].mathType != CUDNN_FMA_MATH) continue;  // strict fp32
      if (fp16_ && perf[i].mathType == CUDNN_FMA_MATH) continue;                // fp16: tensor-op kernels
      usable.push_back(perf[i]);
    }
    if (usable.empty()) throw DeviceError("cuDNN found no usable forward algorithm for this convolution");
    size_t ws = 0;
    for (const auto& p : usable) ws = std::max(ws, p.memory);
    if (ws) ws_ = make_memory(cu_, ws, "cuDNN workspace");
    std::vector<int> algo_number;
    for (const auto& u : usable) algo_number.push_back((int)u.algo * 8 + (int)u.mathType);
    Pick pick = pick_candidate(
        cu_, stream, usable.size(),
        [&](size_t i) {
          chosen_ = usable[i];
          api.check(api.cudnnSetConvolutionMathType(cd_, chosen_.mathType), "math type");
        },
        [&] { enqueue(stream); }, algo_number);
    measured_ms_ = pick.median_ms;
    timed_as_graphs_ = pick.graphs;
    candidates_ = usable;
    chosen_ = usable[pick.index];
    api.check(api.cudnnSetConvolutionMathType(cd_, chosen_.mathType), "math type");
  }
  void enqueue(CUstream) override {
    float alpha = 1.f, beta = 0.f;
    api.check(api.cudnnConvolutionForward(h_, &alpha, xd_, (void*)x_, wd_, (void*)w_, cd_, chosen_.algo, (void*)ws_.get(),
                                          chosen_.memory, &beta, yd_, (void*)y_),
              "cudnnConvolutionForward");
  }
  void describe(Json& j) const override {
    describe_workload_head(j, spec_.baseline, spec_);
    j.key("library_version").integer((long long)api.cudnnGetVersion())
        .key("tensor_format").str(spec_.layout).key("filter_layout").str(spec_.filter_layout)
        .key("filter_reordered").boolean(wk_.get() != 0)
        .key("selection").str("cudnnFindConvolutionForwardAlgorithm; after a 150 ms warm-up each candidate timed as CUDA-graph replays in 3 interleaved rounds of >= 4 ms; lowest median, ties within 1 % to the lowest algorithm number")
        .key("algorithm").integer((int)chosen_.algo).key("math_type").str(math_name(chosen_.mathType))
        .key("workspace_bytes").integer((long long)chosen_.memory).key("candidates_timed_as_graphs")
        .boolean(timed_as_graphs_).key("candidates").begin_arr();
    for (size_t i = 0; i < candidates_.size(); ++i)
      j.begin_obj().key("algorithm").integer((int)candidates_[i].algo).key("math_type").str(math_name(candidates_[i].mathType))
          .key("find_time_ms").num(candidates_[i].time).key("measured_ms").num(measured_ms_[i]).end_obj();
    j.end_arr();
  }

  const WorkloadOutput* own_output() const override { return own_out_.bytes ? &own_out_ : nullptr; }

 private:
  // A filter exported as HWIO, reordered once to cuDNN's KRSC (not part of a run).
  void reorder_filter(cudnnDataType_t dt, int CI, int CO, int KH, int KW) {
    const size_t bytes = (size_t)CO * CI * KH * KW * (dt == CUDNN_DATA_HALF ? 2 : 4);
    wk_ = make_memory(cu_, bytes, "cuDNN filter (KRSC)");
    cudnnTensorDescriptor_t src = nullptr, dst = nullptr;
    CleanupStack local;
    api.check(api.cudnnCreateTensorDescriptor(&src), "cudnnCreateTensorDescriptor");
    local.push([this, src] { api.cudnnDestroyTensorDescriptor(src); });
    api.check(api.cudnnCreateTensorDescriptor(&dst), "cudnnCreateTensorDescriptor");
    local.push([this, dst] { api.cudnnDestroyTensorDescriptor(dst); });
    // element (co, ci, kh, kw) of HWIO lies at ((kh * KW + kw) * CI + ci) * CO + co
    api.check(api.cudnnSetTensor4dDescriptorEx(src, dt, CO, CI, KH, KW, 1, CO, KW * CI * CO, CI * CO), "HWIO filter descriptor");
    api.check(api.cudnnSetTensor4dDescriptor(dst, CUDNN_TENSOR_NHWC, dt, CO, CI, KH, KW), "KRSC filter descriptor");
    float one = 1.f, zero = 0.f;
    api.check(api.cudnnTransformTensor(h_, &one, src, (const void*)w_, &zero, dst, (void*)wk_.get()),
              "cudnnTransformTensor (filter HWIO -> KRSC)");
    w_ = wk_.get();
  }

  const CudaApi& cu_;
  Spec spec_;
  bool tf32_, fp16_;
  CudnnApi api;
  cudnnHandle_t h_ = nullptr;
  cudnnTensorDescriptor_t xd_ = nullptr, yd_ = nullptr;
  cudnnFilterDescriptor_t wd_ = nullptr;
  cudnnConvolutionDescriptor_t cd_ = nullptr;
  DeviceMemory ws_, wk_, y16_;
  WorkloadOutput own_out_;
  CleanupStack cleanup_;  // declared after the handles it destroys, destroyed before them
  cudnnConvolutionFwdAlgoPerf_t chosen_{};
  std::vector<cudnnConvolutionFwdAlgoPerf_t> candidates_;
  std::vector<double> measured_ms_;
  bool timed_as_graphs_ = true;
  CUdeviceptr x_ = 0, w_ = 0, y_ = 0;
};

class LtGemm : public Workload {
 public:
  LtGemm(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs, CUstream stream, const std::string& dirs)
      : cu_(cu), spec_(spec), tf32_(spec.math_mode == "tf32") {
    const char* soname = "libcublasLt.so.13";
    api.lib = open_or_throw(soname, dirs, "cuBLASLt 13 (libcublasLt.so.13)");
    ED_CUBLASLT_FUNCS(ED_LOAD_SYM)
    const auto& s = spec.shape;
    int M = s.at("M"), N = s.at("N"), K = s.at("K");
    bool nt = spec.layout == "NT";
    a_ = bufs.ptr.at("A");
    b_ = bufs.ptr.at("B");
    c_ = bufs.ptr.at("C");
    api.check(api.cublasLtCreate(&lt_), "cublasLtCreate");
    cleanup_.push([this] { api.cublasLtDestroy(lt_); });
    compute_ = tf32_ ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F;
    // fp16: half A and B, fp32 accumulation and scale, C in the case's output dtype (fp32 or half)
    ab_type_ = spec.input_dtype == "float16" ? CUDA_R_16F : CUDA_R_32F;
    c_type_ = spec.output_dtype == "float16" ? CUDA_R_16F : CUDA_R_32F;
    api.check(api.cublasLtMatmulDescCreate(&op_, compute_, CUDA_R_32F), "cublasLtMatmulDescCreate");
    cleanup_.push([this] { api.cublasLtMatmulDescDestroy(op_); });
    // Row-major C[M,N] = A[M,K] op(B) is column-major C^T[N,M] = op(B)^T A^T: the first operand is B.
    cublasOperation_t ta = nt ? CUBLAS_OP_T : CUBLAS_OP_N, tb = CUBLAS_OP_N;
    api.check(api.cublasLtMatmulDescSetAttribute(op_, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta), "TRANSA");
    api.check(api.cublasLtMatmulDescSetAttribute(op_, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof tb), "TRANSB");
    layout(&bd_, ab_type_, nt ? K : N, nt ? N : K, nt ? K : N);  // B as stored: [K,N] (NN) or [N,K] (NT) row-major
    layout(&ad_, ab_type_, K, M, K);                              // A^T: K x M, column-major
    layout(&cd_, c_type_, N, M, N);                               // C^T: N x M
    cublasLtMatmulPreference_t pref = nullptr;
    api.check(api.cublasLtMatmulPreferenceCreate(&pref), "cublasLtMatmulPreferenceCreate");
    cleanup_.push([this, pref] { api.cublasLtMatmulPreferenceDestroy(pref); });
    ws_bytes_ = 32u << 20;  // a fixed workspace, so that graph capture allocates nothing
    api.check(api.cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws_bytes_,
                                                       sizeof ws_bytes_),
              "workspace preference");
    ws_ = make_memory(cu_, ws_bytes_, "cuBLASLt workspace");
    cublasLtMatmulHeuristicResult_t res[8];
    int n = 0;
    api.check(api.cublasLtMatmulAlgoGetHeuristic(lt_, op_, bd_, ad_, cd_, cd_, pref, 8, res, &n),
              "cublasLtMatmulAlgoGetHeuristic");
    for (int i = 0; i < n; ++i)
      if (res[i].state == CUBLAS_STATUS_SUCCESS) candidates_.push_back(res[i]);
    if (candidates_.empty()) throw DeviceError("cuBLASLt found no algorithm for this GEMM");
    std::vector<int> rank;
    for (size_t i = 0; i < candidates_.size(); ++i) rank.push_back((int)i);
    Pick pick = pick_candidate(
        cu_, stream, candidates_.size(), [&](size_t i) { chosen_ = candidates_[i]; }, [&] { enqueue(stream); }, rank);
    measured_ms_ = pick.median_ms;
    timed_as_graphs_ = pick.graphs;
    chosen_ = candidates_[pick.index];
    heuristic_rank_ = pick.index;
  }
  void enqueue(CUstream stream) override {
    float alpha = 1.f, beta = 0.f;
    api.check(api.cublasLtMatmul(lt_, op_, &alpha, (void*)b_, bd_, (void*)a_, ad_, &beta, (void*)c_, cd_, (void*)c_, cd_,
                                 &chosen_.algo, (void*)ws_.get(), ws_bytes_, (cudaStream_t)stream),
              "cublasLtMatmul");
  }
  void describe(Json& j) const override {
    describe_workload_head(j, spec_.baseline, spec_);
    j.key("library").str("cuBLASLt").key("library_version").integer((long long)api.cublasLtGetVersion())
        .key("compute_type").str(tf32_ ? "CUBLAS_COMPUTE_32F_FAST_TF32" : "CUBLAS_COMPUTE_32F")
        .key("ab_type").str(ab_type_ == CUDA_R_16F ? "CUDA_R_16F" : "CUDA_R_32F")
        .key("c_type").str(c_type_ == CUDA_R_16F ? "CUDA_R_16F" : "CUDA_R_32F")
        .key("selection").str("cublasLtMatmulAlgoGetHeuristic (8 requested); after a 150 ms warm-up each candidate timed as CUDA-graph replays in 3 interleaved rounds of >= 4 ms; lowest median, ties within 1 % to the best heuristic rank")
        .key("algorithm");
    algo(j, chosen_);
    j.key("heuristic_rank").integer(heuristic_rank_).key("workspace_bytes").integer((long long)ws_bytes_)
        .key("candidates_timed_as_graphs").boolean(timed_as_graphs_).key("candidates").begin_arr();
    for (size_t i = 0; i < candidates_.size(); ++i) {
      j.begin_obj().key("algorithm");
      algo(j, candidates_[i]);
      j.key("measured_ms").num(measured_ms_[i]).end_obj();
    }
    j.end_arr();
  }

 private:
  void layout(cublasLtMatrixLayout_t* d, cudaDataType_t type, int rows, int cols, int ld) {
    api.check(api.cublasLtMatrixLayoutCreate(d, type, rows, cols, ld), "cublasLtMatrixLayoutCreate");
    cleanup_.push([this, d] { api.cublasLtMatrixLayoutDestroy(*d); });
  }
  void algo(Json& j, const cublasLtMatmulHeuristicResult_t& r) const {
    int id = -1, splitk = -1;
    unsigned tile = 0, stages = 0;
    api.check(api.cublasLtMatmulAlgoConfigGetAttribute(&r.algo, CUBLASLT_ALGO_CONFIG_ID, &id, sizeof id, nullptr), "algo id");
    api.check(api.cublasLtMatmulAlgoConfigGetAttribute(&r.algo, CUBLASLT_ALGO_CONFIG_TILE_ID, &tile, sizeof tile, nullptr),
              "algo tile");
    api.check(api.cublasLtMatmulAlgoConfigGetAttribute(&r.algo, CUBLASLT_ALGO_CONFIG_STAGES_ID, &stages, sizeof stages,
                                                       nullptr),
              "algo stages");
    api.check(api.cublasLtMatmulAlgoConfigGetAttribute(&r.algo, CUBLASLT_ALGO_CONFIG_SPLITK_NUM, &splitk, sizeof splitk,
                                                       nullptr),
              "algo split-k");
    // the opaque algorithm as cuBLASLt holds it (64 bytes, hex): the same kernel can be run again
    // from it (benchmarks/energy_crosscheck.py does)
    static_assert(sizeof r.algo == 64, "cublasLtMatmulAlgo_t is 64 bytes");
    std::string hex;
    const unsigned char* b = reinterpret_cast<const unsigned char*>(&r.algo);
    for (size_t i = 0; i < sizeof r.algo; ++i) {
      static const char* d = "0123456789abcdef";
      hex += d[b[i] >> 4];
      hex += d[b[i] & 15];
    }
    j.begin_obj().key("id").integer(id).key("tile_id").integer(tile).key("stages_id").integer(stages)
        .key("splitk").integer(splitk).key("workspace_bytes").integer((long long)r.workspaceSize)
        .key("waves").num(r.wavesCount).key("config_hex").str(hex).end_obj();
  }
  const CudaApi& cu_;
  Spec spec_;
  bool tf32_;
  cudaDataType_t ab_type_ = CUDA_R_32F, c_type_ = CUDA_R_32F;
  CublasLtApi api;
  cublasLtHandle_t lt_ = nullptr;
  cublasLtMatmulDesc_t op_ = nullptr;
  cublasLtMatrixLayout_t ad_ = nullptr, bd_ = nullptr, cd_ = nullptr;
  cublasComputeType_t compute_{};
  DeviceMemory ws_;
  size_t ws_bytes_ = 0;
  CleanupStack cleanup_;
  std::vector<cublasLtMatmulHeuristicResult_t> candidates_;
  std::vector<double> measured_ms_;
  bool timed_as_graphs_ = true;
  cublasLtMatmulHeuristicResult_t chosen_{};
  int heuristic_rank_ = 0;
  CUdeviceptr a_ = 0, b_ = 0, c_ = 0;
};

class Flush : public Workload {
 public:
  Flush(const CudaApi& cu, CUdeviceptr buf, size_t bytes) : cu_(cu), buf_(buf), bytes_(bytes) {}
  void enqueue(CUstream s) override {
    cu_.check(cu_.cuMemsetD8Async(buf_, (unsigned char)(++value_ & 0x7F), bytes_, s), "cuMemsetD8Async (L2 flush)");
  }
  void describe(Json& j) const override {
    j.key("type").str("l2-flush").key("math_mode").str("none").key("bytes").integer((long long)bytes_);
  }

 private:
  const CudaApi& cu_;
  CUdeviceptr buf_;
  size_t bytes_;
  unsigned value_ = 0;
};

class Sequence : public Workload {
 public:
  Sequence(Workload& a, Workload& b) : a_(a), b_(b) {}
  void enqueue(CUstream s) override {
    a_.enqueue(s);
    b_.enqueue(s);
  }
  void describe(Json& j) const override { b_.describe(j); }
  bool capturable() const override { return a_.capturable() && b_.capturable(); }
  const WorkloadOutput* own_output() const override { return b_.own_output(); }

 private:
  Workload &a_, &b_;
};

}  // namespace

std::unique_ptr<Workload> make_workload(const CudaApi& cu, const Spec& spec, const DeviceBuffers& bufs, CUstream stream,
                                        const std::string& lib_dirs) {
  if (spec.baseline.empty()) return std::make_unique<CubinWorkload>(cu, spec, bufs);
  if (spec.baseline.rfind("cudnn-", 0) == 0) return std::make_unique<CudnnConv>(cu, spec, bufs, stream, lib_dirs);
  if (spec.baseline.rfind("cublas-", 0) == 0) return std::make_unique<LtGemm>(cu, spec, bufs, stream, lib_dirs);
  throw std::runtime_error("no implementation of the baseline '" + spec.baseline + "'");
}

std::unique_ptr<Workload> make_flush(const CudaApi& cu, CUdeviceptr buffer, size_t bytes) {
  return std::make_unique<Flush>(cu, buffer, bytes);
}

std::unique_ptr<Workload> make_sequence(Workload& flush, Workload& kernel) {
  return std::make_unique<Sequence>(flush, kernel);
}

}  // namespace ed
