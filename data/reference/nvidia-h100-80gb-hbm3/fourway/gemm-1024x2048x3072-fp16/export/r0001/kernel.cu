
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
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  extern __shared__ __align__(64) uchar buf_dyn_shmem_ptr[];
  alignas(64) float C_reindex_m16n8k8_matrixC_ptr[64];
  alignas(64) half A_reindex_shared_dyn_m16n8k8_matrixA_ptr[64];
  alignas(64) half B_reindex_shared_dyn_m16n8k8_matrixB_ptr[32];
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 0) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 2) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 16) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 18) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 32) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 34) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 48) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 50) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 4) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 6) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 20) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 22) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 36) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 38) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 52) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 54) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 8) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 10) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 24) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 26) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 40) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 42) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 56) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 58) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 12) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 14) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 28) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 30) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 44) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 46) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 60) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  *(float2*)(C_reindex_m16n8k8_matrixC_ptr + 62) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  int cse_v1 = (((int)blockIdx.y) >> 1);
  int cse_v2 = (((int)threadIdx.x) >> 3);
  int cse_v3 = (((int)threadIdx.x) & 7);
  int cse_v4 = (((int)threadIdx.y) * 256);
  int cse_v5 = (((int)threadIdx.y) & 1);
  int cse_v6 = (((int)threadIdx.y) * 4096);
  int cse_v7 = (((int)threadIdx.x) >> 4);
  int cse_v8 = (((int)blockIdx.x) * 128);
  int cse_v9 = (((int)threadIdx.x) & 15);
  int cse_v14 = ((((int)threadIdx.x) & 7) * 8);
  int cse_v15 = ((((int)threadIdx.x) >> 3) * 64);
  int cse_v16 = ((((int)threadIdx.x) >> 4) * 2048);
  int cse_v17 = ((((int)blockIdx.y) & 1) * 1024);
  int cse_v18 = ((((int)threadIdx.x) & 15) * 8);
  int cse_v19 = ((((int)threadIdx.x) >> 4) * 128);
  int cse_v64 = ((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072));
  int cse_v65 = (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8);
  int cse_v70 = (((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + ((((int)threadIdx.x) & 7) * 8));
  int cse_v71 = (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8);
  int cse_v72 = (((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8));
  int cse_v76 = (((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8));
  int cse_v77 = (((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)), A_ptr, (((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + ((((int)threadIdx.x) & 7) * 8)));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 1024), A_ptr, ((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + ((((int)threadIdx.x) & 7) * 8)) + 49152));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 2048), A_ptr, ((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + ((((int)threadIdx.x) & 7) * 8)) + 98304));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 3072), A_ptr, ((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + ((((int)threadIdx.x) & 7) * 8)) + 147456));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 12288), B_ptr, (((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 13312), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 16384));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 14336), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 32768));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 15360), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 49152));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 16384), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 65536));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 17408), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 81920));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 18432), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 98304));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 19456), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 114688));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 4096), A_ptr, ((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + ((((int)threadIdx.x) & 7) * 8)) + 64));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 5120), A_ptr, ((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + ((((int)threadIdx.x) & 7) * 8)) + 49216));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 6144), A_ptr, ((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + ((((int)threadIdx.x) & 7) * 8)) + 98368));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 7168), A_ptr, ((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + ((((int)threadIdx.x) & 7) * 8)) + 147520));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 20480), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 131072));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 21504), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 147456));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 22528), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 163840));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 23552), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 180224));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 24576), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 196608));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 25600), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 212992));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 26624), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 229376));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 256) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 27648), B_ptr, ((((((((int)threadIdx.y) * 4096) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 245760));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v20 = ((((int)threadIdx.x) & 15) * 64);
  int cse_v21 = ((((int)threadIdx.x) & 15) * 128);
  int cse_v22 = ((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4));
  int cse_v36 = (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8);
  int cse_v66 = (((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8));
  int cse_v67 = ((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8);
  int cse_v73 = (((((int)threadIdx.x) & 15) * 128) + ((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8));
  int cse_v74 = (((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8);
  int cse_v78 = (((((int)threadIdx.x) & 15) * 128) + (((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8));
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
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 128) + ((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 128) + (((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[3])
      : "r"(addr)
    );
  }
  for (int ax2_0_0 = 0; ax2_0_0 < 46; ++ax2_0_0) {
    int cse_v23 = ((ax2_0_0 + 2) % 3);
    int cse_v79 = ((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8));
    int cse_v80 = ((((((ax2_0_0 + 2) % 3) * 4096) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8));
    __syncthreads();
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax2_0_0 + 2) % 3) * 4096) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)), A_ptr, (((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 128));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 4096) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 1024), A_ptr, (((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 49280));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 4096) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 2048), A_ptr, (((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 98432));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 4096) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 3072), A_ptr, (((((((((int)blockIdx.y) >> 1) * 196608) + (((int)threadIdx.y) * 12288)) + ((((int)threadIdx.x) >> 3) * 3072)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 147584));
    int cse_v81 = ((((((ax2_0_0 * 131072) + (((int)threadIdx.y) * 4096)) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8));
    int cse_v82 = ((((((ax2_0_0 + 2) % 3) * 8192) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 8192) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 12288), B_ptr, (((((((ax2_0_0 * 131072) + (((int)threadIdx.y) * 4096)) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 262144));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 8192) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 13312), B_ptr, (((((((ax2_0_0 * 131072) + (((int)threadIdx.y) * 4096)) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 278528));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 8192) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 14336), B_ptr, (((((((ax2_0_0 * 131072) + (((int)threadIdx.y) * 4096)) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 294912));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 8192) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 15360), B_ptr, (((((((ax2_0_0 * 131072) + (((int)threadIdx.y) * 4096)) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 311296));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 8192) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 16384), B_ptr, (((((((ax2_0_0 * 131072) + (((int)threadIdx.y) * 4096)) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 327680));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 8192) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 17408), B_ptr, (((((((ax2_0_0 * 131072) + (((int)threadIdx.y) * 4096)) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 344064));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 8192) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 18432), B_ptr, (((((((ax2_0_0 * 131072) + (((int)threadIdx.y) * 4096)) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 360448));
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax2_0_0 + 2) % 3) * 8192) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ ((((int)threadIdx.y) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 19456), B_ptr, (((((((ax2_0_0 * 131072) + (((int)threadIdx.y) * 4096)) + ((((int)threadIdx.x) >> 4) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 376832));
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
    __syncthreads();
    for (int ax2_0_1 = 0; ax2_0_1 < 3; ++ax2_0_1) {
      int cse_v10 = (ax2_0_0 % 3);
      int cse_v24 = ((ax2_0_1 + 1) & 1);
      int cse_v37 = (((ax2_0_1 + 1) & 1) * 32);
      int cse_v83 = ((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((ax2_0_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((ax2_0_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 + 1) & 1) * 32)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 + 1) & 1) * 32)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 + 1) & 1) * 32)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 + 1) & 1) * 32)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((ax2_0_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 1024)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 8)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 8)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 8)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 8)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((ax2_0_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 16)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 16)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 16)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 16)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax2_0_0 % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((ax2_0_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 3072)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 24)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 24)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 24)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1 + 1) & 1) * 32) + 24)))[3])
      : "r"(addr)
    );
  }
      int cse_v38 = (((ax2_0_1 + 1) & 1) * 16);
      int cse_v68 = ((((ax2_0_0 % 3) * 8192) + (ax2_0_1 * 2048)) + ((((int)threadIdx.x) & 15) * 128));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 % 3) * 8192) + (ax2_0_1 * 2048)) + ((((int)threadIdx.x) & 15) * 128)) + ((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 14336)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 + 1) & 1) * 16)))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 + 1) & 1) * 16)))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 + 1) & 1) * 16)))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 + 1) & 1) * 16)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 % 3) * 8192) + (ax2_0_1 * 2048)) + ((((int)threadIdx.x) & 15) * 128)) + (((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 14336)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1 + 1) & 1) * 16) + 8)))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1 + 1) & 1) * 16) + 8)))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1 + 1) & 1) * 16) + 8)))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1 + 1) & 1) * 16) + 8)))[3])
      : "r"(addr)
    );
  }
      int cse_v11 = (ax2_0_1 & 1);
      int cse_v25 = ((ax2_0_1 & 1) * 32);
      int cse_v26 = ((ax2_0_1 & 1) * 16);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }
      int cse_v39 = (((ax2_0_1 & 1) * 32) + 8);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }
      int cse_v40 = (((ax2_0_1 & 1) * 32) + 16);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }
      int cse_v41 = (((ax2_0_1 & 1) * 32) + 24);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }
      int cse_v42 = (((ax2_0_1 & 1) * 16) + 4);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }
      int cse_v43 = (((ax2_0_1 & 1) * 16) + 8);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }
      int cse_v44 = (((ax2_0_1 & 1) * 16) + 12);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }
    }
    int cse_v27 = ((ax2_0_0 + 1) % 3);
    int cse_v75 = (((((ax2_0_0 + 1) % 3) * 4096) + ((((int)threadIdx.x) & 15) * 64)) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8));

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
    int cse_v69 = ((((ax2_0_0 + 1) % 3) * 8192) + ((((int)threadIdx.x) & 15) * 128));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 + 1) % 3) * 8192) + ((((int)threadIdx.x) & 15) * 128)) + ((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((ax2_0_0 + 1) % 3) * 8192) + ((((int)threadIdx.x) & 15) * 128)) + (((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 12288)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ax2_0_1_1 = 0; ax2_0_1_1 < 3; ++ax2_0_1_1) {
    int cse_v28 = ((ax2_0_1_1 + 1) & 1);
    int cse_v45 = (((ax2_0_1_1 + 1) & 1) * 32);
    int cse_v84 = (((((int)threadIdx.x) & 15) * 64) + (((((ax2_0_1_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((ax2_0_1_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 4096)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 + 1) & 1) * 32)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 + 1) & 1) * 32)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 + 1) & 1) * 32)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 + 1) & 1) * 32)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((ax2_0_1_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 5120)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 8)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 8)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 8)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 8)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((ax2_0_1_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 6144)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 16)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 16)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 16)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 16)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((ax2_0_1_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 7168)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 24)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 24)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 24)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_1 + 1) & 1) * 32) + 24)))[3])
      : "r"(addr)
    );
  }
    int cse_v46 = (((ax2_0_1_1 + 1) & 1) * 16);
    int cse_v47 = ((ax2_0_1_1 * 2048) + ((((int)threadIdx.x) & 15) * 128));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((ax2_0_1_1 * 2048) + ((((int)threadIdx.x) & 15) * 128)) + ((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 22528)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 + 1) & 1) * 16)))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 + 1) & 1) * 16)))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 + 1) & 1) * 16)))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 + 1) & 1) * 16)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((ax2_0_1_1 * 2048) + ((((int)threadIdx.x) & 15) * 128)) + (((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 22528)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1_1 + 1) & 1) * 16) + 8)))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1_1 + 1) & 1) * 16) + 8)))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1_1 + 1) & 1) * 16) + 8)))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1_1 + 1) & 1) * 16) + 8)))[3])
      : "r"(addr)
    );
  }
    int cse_v12 = (ax2_0_1_1 & 1);
    int cse_v29 = ((ax2_0_1_1 & 1) * 32);
    int cse_v30 = ((ax2_0_1_1 & 1) * 16);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_1 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_1 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }
    int cse_v48 = (((ax2_0_1_1 & 1) * 32) + 8);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_1 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_1 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }
    int cse_v49 = (((ax2_0_1_1 & 1) * 32) + 16);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_1 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_1 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }
    int cse_v50 = (((ax2_0_1_1 & 1) * 32) + 24);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_1 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_1 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }
    int cse_v51 = (((ax2_0_1_1 & 1) * 16) + 4);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }
    int cse_v52 = (((ax2_0_1_1 & 1) * 16) + 8);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }
    int cse_v53 = (((ax2_0_1_1 & 1) * 16) + 12);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_1 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_1 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_1 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 8192)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 9216)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 10240)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 16))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 11264)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 24))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 128) + ((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 28672)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 0))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 128) + (((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 28672)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 8))[3])
      : "r"(addr)
    );
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }
  for (int ax2_0_1_2 = 0; ax2_0_1_2 < 3; ++ax2_0_1_2) {
    int cse_v31 = ((ax2_0_1_2 + 1) & 1);
    int cse_v54 = (((ax2_0_1_2 + 1) & 1) * 32);
    int cse_v85 = (((((int)threadIdx.x) & 15) * 64) + (((((ax2_0_1_2 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((ax2_0_1_2 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 8192)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 + 1) & 1) * 32)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 + 1) & 1) * 32)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 + 1) & 1) * 32)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 + 1) & 1) * 32)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((ax2_0_1_2 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 9216)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 8)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 8)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 8)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 8)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((ax2_0_1_2 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 10240)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 16)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 16)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 16)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 16)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 64) + (((((ax2_0_1_2 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 11264)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 24)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 24)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 24)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((ax2_0_1_2 + 1) & 1) * 32) + 24)))[3])
      : "r"(addr)
    );
  }
    int cse_v55 = (((ax2_0_1_2 + 1) & 1) * 16);
    int cse_v56 = ((ax2_0_1_2 * 2048) + ((((int)threadIdx.x) & 15) * 128));

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((ax2_0_1_2 * 2048) + ((((int)threadIdx.x) & 15) * 128)) + ((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 30720)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 + 1) & 1) * 16)))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 + 1) & 1) * 16)))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 + 1) & 1) * 16)))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 + 1) & 1) * 16)))[3])
      : "r"(addr)
    );
  }

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((ax2_0_1_2 * 2048) + ((((int)threadIdx.x) & 15) * 128)) + (((((((int)threadIdx.y) * 4) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 30720)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1_2 + 1) & 1) * 16) + 8)))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1_2 + 1) & 1) * 16) + 8)))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1_2 + 1) & 1) * 16) + 8)))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((ax2_0_1_2 + 1) & 1) * 16) + 8)))[3])
      : "r"(addr)
    );
  }
    int cse_v13 = (ax2_0_1_2 & 1);
    int cse_v32 = ((ax2_0_1_2 & 1) * 32);
    int cse_v33 = ((ax2_0_1_2 & 1) * 16);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_2 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_2 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }
    int cse_v57 = (((ax2_0_1_2 & 1) * 32) + 8);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_2 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_2 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }
    int cse_v58 = (((ax2_0_1_2 & 1) * 32) + 16);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_2 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_2 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }
    int cse_v59 = (((ax2_0_1_2 & 1) * 32) + 24);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_2 & 1) * 16)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((ax2_0_1_2 & 1) * 16)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }
    int cse_v60 = (((ax2_0_1_2 & 1) * 16) + 4);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 4)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 4)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }
    int cse_v61 = (((ax2_0_1_2 & 1) * 16) + 8);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 8)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 8)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }
    int cse_v62 = (((ax2_0_1_2 & 1) * 16) + 12);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((ax2_0_1_2 & 1) * 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 8)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 16)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((ax2_0_1_2 & 1) * 32) + 24)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 12)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((ax2_0_1_2 & 1) * 16) + 12)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 0))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 16))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 32))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 16))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 48))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 4))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 20))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 36))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 20))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 52))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 8))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 24))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 40))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 24))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 56))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 32))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 12))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 40))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 28))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 48))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 44))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + 56))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + 28))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + 60))[3]));
  }
  for (int ax0_0 = 0; ax0_0 < 8; ++ax0_0) {
    int cse_v34 = ((((int)threadIdx.y) * 256) + (((int)threadIdx.x) * 2));
    int cse_v63 = (((ax0_0 >> 1) * 16) + ((ax0_0 & 1) * 2));
    __syncthreads();
    *(float2*)(((float*)buf_dyn_shmem_ptr) + ((((int)threadIdx.y) * 256) + (((int)threadIdx.x) * 2))) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + (((ax0_0 >> 1) * 16) + ((ax0_0 & 1) * 2)));
    *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 256) + (((int)threadIdx.x) * 2)) + 64)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + ((((ax0_0 >> 1) * 16) + ((ax0_0 & 1) * 2)) + 4));
    *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 256) + (((int)threadIdx.x) * 2)) + 128)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + ((((ax0_0 >> 1) * 16) + ((ax0_0 & 1) * 2)) + 8));
    *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 256) + (((int)threadIdx.x) * 2)) + 192)) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + ((((ax0_0 >> 1) * 16) + ((ax0_0 & 1) * 2)) + 12));
    int cse_v35 = ((((int)threadIdx.y) * 32) + ((int)threadIdx.x));
    int cse_v86 = (((((((((((int)blockIdx.y) >> 1) * 131072) + (ax0_0 * 16384)) + ((((int)threadIdx.y) & 1) * 8192)) + ((((int)threadIdx.x) >> 3) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7));
    __syncthreads();
    C_ptr[(((((((((((int)blockIdx.y) >> 1) * 131072) + (ax0_0 * 16384)) + ((((int)threadIdx.y) & 1) * 8192)) + ((((int)threadIdx.x) >> 3) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7))] = ((float*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
    C_ptr[((((((((((((int)blockIdx.y) >> 1) * 131072) + (ax0_0 * 16384)) + ((((int)threadIdx.y) & 1) * 8192)) + ((((int)threadIdx.x) >> 3) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 16)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 128)];
    C_ptr[((((((((((((int)blockIdx.y) >> 1) * 131072) + (ax0_0 * 16384)) + ((((int)threadIdx.y) & 1) * 8192)) + ((((int)threadIdx.x) >> 3) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 32)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
    C_ptr[((((((((((((int)blockIdx.y) >> 1) * 131072) + (ax0_0 * 16384)) + ((((int)threadIdx.y) & 1) * 8192)) + ((((int)threadIdx.x) >> 3) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 48)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 384)];
    C_ptr[((((((((((((int)blockIdx.y) >> 1) * 131072) + (ax0_0 * 16384)) + ((((int)threadIdx.y) & 1) * 8192)) + ((((int)threadIdx.x) >> 3) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 64)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
    C_ptr[((((((((((((int)blockIdx.y) >> 1) * 131072) + (ax0_0 * 16384)) + ((((int)threadIdx.y) & 1) * 8192)) + ((((int)threadIdx.x) >> 3) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 80)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 640)];
    C_ptr[((((((((((((int)blockIdx.y) >> 1) * 131072) + (ax0_0 * 16384)) + ((((int)threadIdx.y) & 1) * 8192)) + ((((int)threadIdx.x) >> 3) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 96)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
    C_ptr[((((((((((((int)blockIdx.y) >> 1) * 131072) + (ax0_0 * 16384)) + ((((int)threadIdx.y) & 1) * 8192)) + ((((int)threadIdx.x) >> 3) * 2048)) + ((((int)blockIdx.y) & 1) * 1024)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.y) >> 1) * 8)) + (((int)threadIdx.x) & 7)) + 112)] = ((float*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 896)];
  }
}

