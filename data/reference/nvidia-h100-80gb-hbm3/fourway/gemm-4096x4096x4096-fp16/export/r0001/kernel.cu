
#ifdef __CUDACC_RTC__
  #include <cuda/std/cstdint>
  using cuda::std::uint8_t;
  using cuda::std::uint16_t;
  using cuda::std::uint32_t;
  using cuda::std::uint64_t;
  using cuda::std::int8_t;
  using cuda::std::int16_t;
  using cuda::std::int32_t;
  using cuda::std::int64_t;

  #include <cuda/std/type_traits>
  namespace std {
    using cuda::std::is_same;
    using cuda::std::is_same_v;
    using cuda::std::is_integral;
    using cuda::std::is_signed;
    using cuda::std::is_unsigned;
    using cuda::std::is_floating_point;
    using cuda::std::enable_if;
    using cuda::std::conditional;
  }

  // NVRTC uses asm/volatile instead of __asm__/__volatile__ (gcc extension).
  #ifndef __asm__
  #define __asm__ asm
  #endif
  #ifndef __volatile__
  #define __volatile__ volatile
  #endif
#else
  #include <cstdint>
  #include <type_traits>
  #include <cuda.h>
#endif

#if !defined(__CUDA_ARCH__) || (__CUDA_ARCH__ >= 530)
#include <cuda_fp16.h>
__device__ half max(half a, half b)
{
  return __hgt(__half(a), __half(b)) ? a : b;
}
__device__ half min(half a, half b)
{
  return __hlt(__half(a), __half(b)) ? a : b;
}
#endif // __CUDA_ARCH__ >= 530

// Pack two half values.
static inline __device__ __host__ unsigned
__pack_half2(const half x, const half y) {
  unsigned v0 = *((unsigned short *)&x);
  unsigned v1 = *((unsigned short *)&y);
  return (v1 << 16) | v0;
}

#define CUDA_UNSUPPORTED_HALF_MATH_BINARY(HALF_MATH_NAME, FP32_MATH_NAME) \
static inline __device__ __host__ half HALF_MATH_NAME(half x, half y) {   \
  float tmp_x = __half2float(x);                                          \
  float tmp_y = __half2float(y);                                          \
  float result = FP32_MATH_NAME(tmp_x, tmp_y);                            \
  return __float2half(result);                                            \
}

#define CUDA_UNSUPPORTED_HALF_MATH_UNARY(HALF_MATH_NAME, FP32_MATH_NAME) \
static inline __device__ __host__ half HALF_MATH_NAME(half x) {          \
  float tmp_x = __half2float(x);                                         \
  float result = FP32_MATH_NAME(tmp_x);                                  \
  return __float2half(result);                                           \
}

// Some fp16 math functions are not supported in cuda_fp16.h,
// so we define them here to make sure the generated CUDA code
// is valid.
#if defined(__CUDA_ARCH__)
#if (__CUDA_ARCH__ >= 530)
CUDA_UNSUPPORTED_HALF_MATH_BINARY(hpow, powf)
#if ((__CUDACC_VER_MAJOR__ < 12) || ((__CUDACC_VER_MAJOR__ == 12) && (__CUDACC_VER_MINOR__ < 8)))
CUDA_UNSUPPORTED_HALF_MATH_UNARY(htanh, tanhf)
#endif
CUDA_UNSUPPORTED_HALF_MATH_UNARY(htan, tanf)
CUDA_UNSUPPORTED_HALF_MATH_UNARY(hatan, atanf)
CUDA_UNSUPPORTED_HALF_MATH_UNARY(herf, erf)
#else
CUDA_UNSUPPORTED_HALF_MATH_UNARY(hexp, exp)
#endif
#endif

#undef CUDA_UNSUPPORTED_HALF_MATH_BINARY
#undef CUDA_UNSUPPORTED_HALF_MATH_UNARY

template <typename T, typename TVec2>
struct __align__(8) half4_bfloat164 {
  T x, y, z, w;
  __host__ __device__ half4_bfloat164() : x(T(0)), y(T(0)), z(T(0)), w(T(0)) {}
  __host__ __device__ half4_bfloat164(T x, T y, T z, T w) : x(x), y(y), z(z), w(w) {}

};

using half4 = half4_bfloat164<__half, __half2>;
__host__ __device__ half4 make_half4(__half x, __half y, __half z, __half w) {
    return half4(x, y, z, w);
}

#include <mma.h>

#if (((__CUDACC_VER_MAJOR__ == 11) && (__CUDACC_VER_MINOR__ >= 4)) || \
     (__CUDACC_VER_MAJOR__ > 11))
#define TVM_ENABLE_L2_PREFETCH 1
#else
#define TVM_ENABLE_L2_PREFETCH 0
#endif

#ifdef _WIN32
  using uint = unsigned int;
  using uchar = unsigned char;
  using ushort = unsigned short;
  using int64_t = long long;
  using uint64_t = unsigned long long;
#else
  #define uint unsigned int
  #define uchar unsigned char
  #define ushort unsigned short
#endif
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}

__forceinline__ __device__ void ptx_cp_async_legacy_cg_16_2_2(void* dst, int dst_off, void* src, int src_off) {
  uint8_t* dst_p = (uint8_t*)dst + dst_off * 2;
  uint8_t* src_p = (uint8_t*)src + src_off * 2;
  unsigned int dst_addr = __cvta_generic_to_shared(dst_p);
  asm volatile("cp.async.cg.shared.global [%0], [%1], %2;"
    :: "r"(dst_addr), "l"(src_p), "n"(16));
}
extern "C" __global__ void __launch_bounds__(256) main_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(256) main_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  extern __shared__ __align__(64) uchar buf_dyn_shmem_ptr[];
  alignas(64) float C_reindex_m16n8k8_matrixC_ptr[128];
  alignas(64) half A_reindex_shared_dyn_m16n8k8_matrixA_ptr[64];
  alignas(64) half B_reindex_shared_dyn_m16n8k8_matrixB_ptr[64];
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 0) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 2) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 4) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 6) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 8) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 10) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 12) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 14) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 16) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 18) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 20) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 22) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 24) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 26) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 28) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 30) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 32) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 34) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 36) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 38) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 40) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 42) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 44) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 46) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 48) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 50) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 52) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 54) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 56) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 58) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 60) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 62) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 64) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 66) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 68) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 70) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 72) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 74) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 76) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 78) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 80) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 82) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 84) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 86) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 88) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 90) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 92) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 94) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 96) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 98) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 100) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 102) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 104) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 106) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 108) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 110) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 112) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 114) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 116) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 118) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 120) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 122) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 124) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 126) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  int cse_v1 = (((int)threadIdx.x) >> 3);
  int cse_v2 = (((int)threadIdx.x) & 7);
  int cse_v3 = (((int)threadIdx.y) * 256);
  int cse_v4 = (((int)threadIdx.y) & 1);
  int cse_v5 = (((int)threadIdx.y) >> 1);
  int cse_v6 = (((int)threadIdx.x) * 8);
  int cse_v10 = ((((int)threadIdx.x) >> 3) * 4096);
  int cse_v11 = ((((int)threadIdx.x) & 7) * 8);
  int cse_v12 = ((((int)threadIdx.x) >> 3) * 64);
  int cse_v13 = ((((int)threadIdx.y) >> 1) * 4096);
  int cse_v14 = ((((int)blockIdx.y) & 3) * 1024);
  int cse_v15 = ((((int)blockIdx.x) & 1) * 512);
  int cse_v16 = ((((int)threadIdx.y) & 1) * 256);
  int cse_v17 = ((((int)threadIdx.y) >> 1) * 512);
  int cse_v25 = (((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144));
  int cse_v26 = (((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x));
  int cse_v59 = (((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096));
  int cse_v60 = (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8);
  int cse_v61 = (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8);
  int cse_v62 = (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8);
  int cse_v78 = ((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)threadIdx.x) & 7) * 8));
  int cse_v79 = (((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8));
  int cse_v80 = ((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8));
  int cse_v81 = (((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8));
  int cse_v82 = (((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)), A_ptr, ((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)threadIdx.x) & 7) * 8)));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 2048), A_ptr, (((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)threadIdx.x) & 7) * 8)) + 131072));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 12288), B_ptr, ((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 14336), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 16384));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 16384), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 32768));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 18432), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 49152));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 20480), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 65536));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 22528), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 81920));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 24576), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 98304));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 26624), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 114688));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 28672), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 131072));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 30720), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 147456));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 32768), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 163840));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 34816), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 180224));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 36864), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 196608));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 38912), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 212992));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 40960), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 229376));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 43008), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 245760));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 4096), A_ptr, (((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)threadIdx.x) & 7) * 8)) + 64));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 6144), A_ptr, (((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)threadIdx.x) & 7) * 8)) + 131136));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 45056), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 262144));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 47104), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 278528));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 49152), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 294912));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 51200), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 311296));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 53248), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 327680));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 55296), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 344064));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 57344), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 360448));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 59392), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 376832));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 61440), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 393216));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 63488), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 409600));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 65536), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 425984));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 67584), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 442368));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 69632), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 458752));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 71680), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 475136));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 73728), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 491520));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) >> 1) * 512) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 75776), B_ptr, (((((((((int)threadIdx.y) >> 1) * 4096) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 507904));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v7 = (((int)threadIdx.x) & 15);
  int cse_v8 = (((int)threadIdx.x) >> 4);
  int cse_v18 = ((((int)threadIdx.x) & 15) * 64);
  int cse_v19 = ((((int)threadIdx.x) & 15) * 512);
  int cse_v20 = ((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4));
  int cse_v27 = (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8);
  int cse_v52 = (((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8));
  int cse_v53 = ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8);
  int cse_v63 = ((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024);
  int cse_v64 = ((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048);
  int cse_v65 = ((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072);
  int cse_v66 = (((((int)threadIdx.x) & 15) * 512) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8));
  int cse_v67 = (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8);
  int cse_v68 = (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8);
  int cse_v69 = (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8);
  int cse_v83 = (((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8));
  int cse_v84 = (((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8));
  int cse_v85 = (((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[3])
      : "r"(addr)
    );
  }
  int cse_v55 = ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8);
  int cse_v56 = ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8);
  int cse_v57 = ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8);
  for (int ax2_0_0 = 0; ax2_0_0 < 62; ++ax2_0_0) {
    int cse_v21 = ((ax2_0_0 + 2) % 3);
    int cse_v86 = ((((((ax2_0_0 + 2) % 3) * 4096) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8));
    int cse_v92 = (((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8));
    __syncthreads();
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 4096) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)), A_ptr, ((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 128));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 4096) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 2048), A_ptr, ((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 131200));
    int cse_v54 = ((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512));
    int cse_v87 = (((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8));
    int cse_v93 = ((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 12288), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 524288));
    int cse_v88 = (((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 14336), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 540672));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 16384), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 557056));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 18432), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 573440));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 20480), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 589824));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 22528), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 606208));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 24576), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 622592));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 26624), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 638976));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 28672), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 655360));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 30720), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 671744));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 32768), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 688128));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 34816), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 704512));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 36864), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 720896));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 38912), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 737280));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ (((int)threadIdx.y) >> 1)) * 8)) + 40960), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 753664));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 32768) + ((((int)threadIdx.y) >> 1) * 512)) + (((((((int)threadIdx.y) & 1) * 32) + ((int)threadIdx.x)) ^ ((((int)threadIdx.y) >> 1) + 4)) * 8)) + 43008), B_ptr, (((((((ax2_0_0 * 262144) + ((((int)threadIdx.y) >> 1) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) & 1) * 256)) + (((int)threadIdx.x) * 8)) + 770048));
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
    __syncthreads();
    int cse_v9 = (ax2_0_0 % 3);
    int cse_v28 = (((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64));
    int cse_v70 = ((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3])
      : "r"(addr)
    );
  }
    int cse_v29 = (((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512));
    int cse_v71 = ((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 20480)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[3])
      : "r"(addr)
    );
  }
    int cse_v89 = ((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 20480)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[3])
      : "r"(addr)
    );
  }
    int cse_v90 = ((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 20480)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[3])
      : "r"(addr)
    );
  }
    int cse_v91 = ((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 20480)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }
    int cse_v72 = ((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 28672)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 28672)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 28672)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 28672)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }
    int cse_v73 = ((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 36864)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 36864)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 36864)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 36864)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }
    int cse_v22 = ((ax2_0_0 + 1) % 3);
    int cse_v74 = (((((ax2_0_0 + 1) % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 + 1) % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 + 1) % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 + 1) % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 + 1) % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3])
      : "r"(addr)
    );
  }
    int cse_v58 = ((((ax2_0_0 + 1) % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 + 1) % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 + 1) % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 + 1) % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 + 1) % 3) * 32768) + ((((int)threadIdx.x) & 15) * 512)) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }
  }
  int cse_v75 = (((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8));
  int cse_v76 = (((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8));
  int cse_v77 = (((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 8192)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 9216)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 10240)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 11264)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 86016)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 86016)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 86016)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 86016)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 8192)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 9216)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 10240)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 11264)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 94208)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 94208)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 94208)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 94208)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 8192)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 9216)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 10240)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 11264)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 102400)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 102400)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 102400)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 102400)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 20480)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 20480)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 20480)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 20480)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 28672)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 28672)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 28672)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 28672)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + ((((((int)threadIdx.x) >> 4) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + ((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 36864)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 36864)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 36864)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 512) + (((((((int)threadIdx.y) * 8) + (((int)threadIdx.x) >> 4)) + 6) ^ (((int)threadIdx.x) & 7)) * 8)) + 36864)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 64))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 68))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 72))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 76))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 80))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 84))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 88))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 92))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 96))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 100))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 104))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 108))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 112))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 116))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 120))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 124))[3]));
  }
  int cse_v23 = ((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2));
  __syncthreads();
  *(float2*)(((float*)buf_dyn_shmem_ptr) + ((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2))) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 0);
  int cse_v30 = (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 64);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 64)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 4);
  int cse_v31 = (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 128);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 128)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 8);
  int cse_v32 = (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 192);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 192)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 12);
  int cse_v33 = (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 256);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 256)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 16);
  int cse_v34 = (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 320);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 320)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 20);
  int cse_v35 = (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 384);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 384)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 24);
  int cse_v36 = (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 448);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 448)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 28);
  int cse_v24 = ((((int)threadIdx.y) * 32) + ((int)threadIdx.x));
  int cse_v94 = (((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7));
  __syncthreads();
  C_ptr[(((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7))] = ((float*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  int cse_v37 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 32)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
  int cse_v38 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 64)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  int cse_v39 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 96)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
  int cse_v40 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 128)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  int cse_v41 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 160)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
  int cse_v42 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 192)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  int cse_v43 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 224)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
  int cse_v44 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 256)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  int cse_v45 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 288)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304)];
  int cse_v46 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 320)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  int cse_v47 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 352)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816)];
  int cse_v48 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 384)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  int cse_v49 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 416)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328)];
  int cse_v50 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 448)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  int cse_v51 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840);
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 480)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840)];
  __syncthreads();
  *(float2*)(((float*)buf_dyn_shmem_ptr) + ((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2))) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 2);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 64)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 6);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 128)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 10);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 192)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 14);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 256)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 18);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 320)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 22);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 384)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 26);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 448)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 30);
  __syncthreads();
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 32768)] = ((float*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 32800)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 32832)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 32864)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 32896)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 32928)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 32960)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 32992)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 33024)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 33056)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 33088)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 33120)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 33152)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 33184)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 33216)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 33248)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840)];
  __syncthreads();
  *(float2*)(((float*)buf_dyn_shmem_ptr) + ((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2))) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 32);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 64)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 36);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 128)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 40);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 192)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 44);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 256)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 48);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 320)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 52);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 384)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 56);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 448)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 60);
  __syncthreads();
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65536)] = ((float*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65568)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65600)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65632)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65664)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65696)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65728)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65760)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65792)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65824)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65856)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65888)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65920)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65952)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 65984)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 66016)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840)];
  __syncthreads();
  *(float2*)(((float*)buf_dyn_shmem_ptr) + ((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2))) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 34);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 64)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 38);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 128)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 42);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 192)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 46);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 256)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 50);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 320)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 54);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 384)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 58);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 448)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 62);
  __syncthreads();
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98304)] = ((float*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98336)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98368)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98400)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98432)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98464)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98496)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98528)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98560)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98592)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98624)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98656)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98688)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98720)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98752)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 98784)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840)];
  __syncthreads();
  *(float2*)(((float*)buf_dyn_shmem_ptr) + ((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2))) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 64);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 64)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 68);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 128)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 72);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 192)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 76);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 256)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 80);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 320)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 84);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 384)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 88);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 448)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 92);
  __syncthreads();
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131072)] = ((float*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131104)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131136)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131168)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131200)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131232)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131264)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131296)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131328)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131360)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131392)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131424)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131456)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131488)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131520)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 131552)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840)];
  __syncthreads();
  *(float2*)(((float*)buf_dyn_shmem_ptr) + ((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2))) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 66);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 64)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 70);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 128)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 74);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 192)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 78);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 256)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 82);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 320)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 86);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 384)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 90);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 448)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 94);
  __syncthreads();
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 163840)] = ((float*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 163872)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 163904)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 163936)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 163968)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164000)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164032)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164064)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164096)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164128)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164160)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164192)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164224)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164256)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164288)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 164320)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840)];
  __syncthreads();
  *(float2*)(((float*)buf_dyn_shmem_ptr) + ((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2))) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 96);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 64)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 100);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 128)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 104);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 192)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 108);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 256)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 112);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 320)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 116);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 384)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 120);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 448)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 124);
  __syncthreads();
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196608)] = ((float*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196640)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196672)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196704)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196736)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196768)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196800)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196832)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196864)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196896)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196928)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196960)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 196992)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 197024)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 197056)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 197088)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840)];
  __syncthreads();
  *(float2*)(((float*)buf_dyn_shmem_ptr) + ((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2))) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 98);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 64)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 102);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 128)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 106);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 192)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 110);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 256)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 114);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 320)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 118);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 384)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 122);
  *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 512) + (((int)threadIdx.x) * 2)) + 448)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 126);
  __syncthreads();
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229376)] = ((float*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229408)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229440)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229472)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229504)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229536)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229568)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229600)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229632)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229664)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229696)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229728)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229760)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229792)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229824)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  C_ptr[((((((((((((int)blockIdx.y) >> 2) * 1048576) + ((((int)blockIdx.x) >> 1) * 262144)) + ((((int)threadIdx.y) & 1) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + ((((int)blockIdx.x) & 1) * 512)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 229856)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840)];
}

