
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
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
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
  for (int i_0_2_init = 0; i_0_2_init < 4; ++i_0_2_init) {
    for (int j_0_2_init = 0; j_0_2_init < 8; ++j_0_2_init) {
      for (int b = 0; b < 2; ++b) {
        *(float2*)(C_reindex_m16n8k8_matrixC_ptr + (((i_0_2_init * 32) + (j_0_2_init * 4)) + (b * 2))) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
      }
    }
  }
  int cse_v1 = (((int)blockIdx.y) * 1048576);
  int cse_v2 = (((int)threadIdx.y) * 16384);
  int cse_v3 = (((int)threadIdx.x) >> 3);
  int cse_v4 = (((int)threadIdx.x) & 7);
  int cse_v5 = (((int)threadIdx.y) * 256);
  int cse_v6 = (((int)threadIdx.y) & 1);
  int cse_v7 = (((int)threadIdx.y) * 8192);
  int cse_v8 = (((int)threadIdx.x) >> 4);
  int cse_v9 = (((int)blockIdx.x) * 128);
  int cse_v10 = (((int)threadIdx.x) & 15);
  int cse_v20 = ((((int)threadIdx.x) >> 3) * 4096);
  int cse_v21 = ((((int)threadIdx.x) & 7) * 8);
  int cse_v22 = ((((int)threadIdx.x) >> 3) * 64);
  int cse_v23 = ((((int)threadIdx.x) >> 4) * 4096);
  int cse_v24 = ((((int)threadIdx.x) & 15) * 8);
  int cse_v25 = ((((int)threadIdx.x) >> 4) * 128);
  int cse_v41 = (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8);
  int cse_v42 = (((((int)threadIdx.x) & 15) ^ (((((int)threadIdx.y) & 3) * 2) + (((int)threadIdx.x) >> 4))) * 8);
  for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 8; ++ax0_ax1_fused_0) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0 * 2048) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 32768), A_ptr, (((((((int)blockIdx.y) * 1048576) + (ax0_ax1_fused_0 * 131072)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)threadIdx.x) & 7) * 8)));
  }
  for (int ax0_ax1_fused_0_1 = 0; ax0_ax1_fused_0_1 < 4; ++ax0_ax1_fused_0_1) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((ax0_ax1_fused_0_1 * 2048) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ (((((int)threadIdx.y) & 3) * 2) + (((int)threadIdx.x) >> 4))) * 8)), B_ptr, (((((ax0_ax1_fused_0_1 * 65536) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  for (int ax0_ax1_fused_0_2 = 0; ax0_ax1_fused_0_2 < 8; ++ax0_ax1_fused_0_2) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0_2 * 2048) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 49152), A_ptr, ((((((((int)blockIdx.y) * 1048576) + (ax0_ax1_fused_0_2 * 131072)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)threadIdx.x) & 7) * 8)) + 64));
  }
  for (int ax0_ax1_fused_0_3 = 0; ax0_ax1_fused_0_3 < 4; ++ax0_ax1_fused_0_3) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0_3 * 2048) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ (((((int)threadIdx.y) & 3) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 8192), B_ptr, ((((((ax0_ax1_fused_0_3 * 65536) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 262144));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  for (int ax0_ax1_fused_0_4 = 0; ax0_ax1_fused_0_4 < 8; ++ax0_ax1_fused_0_4) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0_4 * 2048) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 65536), A_ptr, ((((((((int)blockIdx.y) * 1048576) + (ax0_ax1_fused_0_4 * 131072)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)threadIdx.x) & 7) * 8)) + 128));
  }
  for (int ax0_ax1_fused_0_5 = 0; ax0_ax1_fused_0_5 < 4; ++ax0_ax1_fused_0_5) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0_5 * 2048) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ (((((int)threadIdx.y) & 3) * 2) + (((int)threadIdx.x) >> 4))) * 8)) + 16384), B_ptr, ((((((ax0_ax1_fused_0_5 * 65536) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 524288));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v26 = ((((int)threadIdx.y) >> 1) * 4096);
  int cse_v27 = ((((int)threadIdx.x) & 15) * 64);
  int cse_v28 = ((((int)threadIdx.x) & 15) * 128);
  int cse_v29 = ((((int)threadIdx.y) & 1) * 8);
  int cse_v36 = (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8);
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int ax0_0 = 0; ax0_0 < 4; ++ax0_0) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((((int)threadIdx.y) >> 1) * 4096) + (ax0_0 * 1024)) + ((((int)threadIdx.x) & 15) * 64)) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 32768)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0 * 8)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0 * 8)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0 * 8)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0 * 8)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax1_0 = 0; ax1_0 < 4; ++ax1_0) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.x) & 15) * 128) + ((((((((int)threadIdx.y) & 1) * 8) + (ax1_0 * 2)) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0 * 8)))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0 * 8)))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0 * 8)))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0 * 8)))[3])
      : "r"(addr)
    );
  }
  }
  for (int k_0_0 = 0; k_0_0 < 61; ++k_0_0) {
    int cse_v30 = ((k_0_0 + 3) & 3);
    for (int ax0_ax1_fused_0_6 = 0; ax0_ax1_fused_0_6 < 8; ++ax0_ax1_fused_0_6) {
      ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((((k_0_0 + 3) & 3) * 16384) + (ax0_ax1_fused_0_6 * 2048)) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ (((((int)threadIdx.y) & 1) * 4) + (((int)threadIdx.x) >> 3))) * 8)) + 32768), A_ptr, (((((((((int)blockIdx.y) * 1048576) + (ax0_ax1_fused_0_6 * 131072)) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (k_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 192));
    }
    for (int ax0_ax1_fused_0_7 = 0; ax0_ax1_fused_0_7 < 4; ++ax0_ax1_fused_0_7) {
      ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((k_0_0 + 3) & 3) * 8192) + (ax0_ax1_fused_0_7 * 2048)) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + (((((int)threadIdx.x) & 15) ^ (((((int)threadIdx.y) & 3) * 2) + (((int)threadIdx.x) >> 4))) * 8)), B_ptr, (((((((k_0_0 * 262144) + (ax0_ax1_fused_0_7 * 65536)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 786432));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    for (int k_0_1 = 0; k_0_1 < 3; ++k_0_1) {
      int cse_v11 = (k_0_0 & 3);
      int cse_v37 = (((k_0_1 + 1) & 1) * 32);
      for (int ax0_0_1 = 0; ax0_0_1 < 4; ++ax0_0_1) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((((k_0_0 & 3) * 16384) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax0_0_1 * 1024)) + ((((int)threadIdx.x) & 15) * 64)) + (((((k_0_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 32768)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1 + 1) & 1) * 32) + (ax0_0_1 * 8))))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1 + 1) & 1) * 32) + (ax0_0_1 * 8))))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1 + 1) & 1) * 32) + (ax0_0_1 * 8))))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1 + 1) & 1) * 32) + (ax0_0_1 * 8))))[3])
      : "r"(addr)
    );
  }
      }
      for (int ax1_0_1 = 0; ax1_0_1 < 4; ++ax1_0_1) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((k_0_0 & 3) * 8192) + (k_0_1 * 2048)) + ((((int)threadIdx.x) & 15) * 128)) + ((((((((int)threadIdx.y) & 1) * 8) + (ax1_0_1 * 2)) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 2048)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1 + 1) & 1) * 32) + (ax1_0_1 * 8))))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1 + 1) & 1) * 32) + (ax1_0_1 * 8))))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1 + 1) & 1) * 32) + (ax1_0_1 * 8))))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1 + 1) & 1) * 32) + (ax1_0_1 * 8))))[3])
      : "r"(addr)
    );
  }
      }
      for (int i_0_2 = 0; i_0_2 < 4; ++i_0_2) {
        for (int j_0_2 = 0; j_0_2 < 8; ++j_0_2) {
          int cse_v12 = (j_0_2 * 4);
          int cse_v31 = ((k_0_1 & 1) * 32);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2 * 32) + (j_0_2 * 4))))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2 * 32) + (j_0_2 * 4))))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2 * 32) + (j_0_2 * 4))))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2 * 32) + (j_0_2 * 4))))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1 & 1) * 32) + (i_0_2 * 8))))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1 & 1) * 32) + (i_0_2 * 8))))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1 & 1) * 32) + (i_0_2 * 8))))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1 & 1) * 32) + (i_0_2 * 8))))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((k_0_1 & 1) * 32) + (j_0_2 * 4))))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((k_0_1 & 1) * 32) + (j_0_2 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2 * 32) + (j_0_2 * 4))))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2 * 32) + (j_0_2 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2 * 32) + (j_0_2 * 4))))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2 * 32) + (j_0_2 * 4))))[3]));
  }
        }
      }
    }
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    int cse_v32 = ((k_0_0 + 1) & 3);
    for (int ax0_0_2 = 0; ax0_0_2 < 4; ++ax0_0_2) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((((k_0_0 + 1) & 3) * 16384) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax0_0_2 * 1024)) + ((((int)threadIdx.x) & 15) * 64)) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 32768)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_2 * 8)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_2 * 8)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_2 * 8)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_2 * 8)))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax1_0_2 = 0; ax1_0_2 < 4; ++ax1_0_2) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((k_0_0 + 1) & 3) * 8192) + ((((int)threadIdx.x) & 15) * 128)) + ((((((((int)threadIdx.y) & 1) * 8) + (ax1_0_2 * 2)) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8))])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_2 * 8)))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_2 * 8)))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_2 * 8)))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_2 * 8)))[3])
      : "r"(addr)
    );
  }
    }
    for (int i_0_2_1 = 0; i_0_2_1 < 4; ++i_0_2_1) {
      for (int j_0_2_1 = 0; j_0_2_1 < 8; ++j_0_2_1) {
        int cse_v13 = (j_0_2_1 * 4);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_1 * 32) + (j_0_2_1 * 4))))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_1 * 32) + (j_0_2_1 * 4))))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_1 * 32) + (j_0_2_1 * 4))))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_1 * 32) + (j_0_2_1 * 4))))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_1 * 8) + 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_1 * 8) + 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_1 * 8) + 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_1 * 8) + 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((j_0_2_1 * 4) + 32)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((j_0_2_1 * 4) + 32)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_1 * 32) + (j_0_2_1 * 4))))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_1 * 32) + (j_0_2_1 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_1 * 32) + (j_0_2_1 * 4))))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_1 * 32) + (j_0_2_1 * 4))))[3]));
  }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int k_0_1_1 = 0; k_0_1_1 < 3; ++k_0_1_1) {
    int cse_v38 = (((k_0_1_1 + 1) & 1) * 32);
    for (int ax0_0_3 = 0; ax0_0_3 < 4; ++ax0_0_3) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((((int)threadIdx.y) >> 1) * 4096) + (ax0_0_3 * 1024)) + ((((int)threadIdx.x) & 15) * 64)) + (((((k_0_1_1 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 49152)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_1 + 1) & 1) * 32) + (ax0_0_3 * 8))))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_1 + 1) & 1) * 32) + (ax0_0_3 * 8))))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_1 + 1) & 1) * 32) + (ax0_0_3 * 8))))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_1 + 1) & 1) * 32) + (ax0_0_3 * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax1_0_3 = 0; ax1_0_3 < 4; ++ax1_0_3) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((k_0_1_1 * 2048) + ((((int)threadIdx.x) & 15) * 128)) + ((((((((int)threadIdx.y) & 1) * 8) + (ax1_0_3 * 2)) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 10240)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_1 + 1) & 1) * 32) + (ax1_0_3 * 8))))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_1 + 1) & 1) * 32) + (ax1_0_3 * 8))))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_1 + 1) & 1) * 32) + (ax1_0_3 * 8))))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_1 + 1) & 1) * 32) + (ax1_0_3 * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int i_0_2_2 = 0; i_0_2_2 < 4; ++i_0_2_2) {
      for (int j_0_2_2 = 0; j_0_2_2 < 8; ++j_0_2_2) {
        int cse_v14 = (j_0_2_2 * 4);
        int cse_v33 = ((k_0_1_1 & 1) * 32);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_2 * 32) + (j_0_2_2 * 4))))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_2 * 32) + (j_0_2_2 * 4))))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_2 * 32) + (j_0_2_2 * 4))))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_2 * 32) + (j_0_2_2 * 4))))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_1 & 1) * 32) + (i_0_2_2 * 8))))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_1 & 1) * 32) + (i_0_2_2 * 8))))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_1 & 1) * 32) + (i_0_2_2 * 8))))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_1 & 1) * 32) + (i_0_2_2 * 8))))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((k_0_1_1 & 1) * 32) + (j_0_2_2 * 4))))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((k_0_1_1 & 1) * 32) + (j_0_2_2 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_2 * 32) + (j_0_2_2 * 4))))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_2 * 32) + (j_0_2_2 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_2 * 32) + (j_0_2_2 * 4))))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_2 * 32) + (j_0_2_2 * 4))))[3]));
  }
      }
    }
  }
  for (int ax0_0_4 = 0; ax0_0_4 < 4; ++ax0_0_4) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((((int)threadIdx.y) >> 1) * 4096) + (ax0_0_4 * 1024)) + ((((int)threadIdx.x) & 15) * 64)) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 65536)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_4 * 8)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_4 * 8)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_4 * 8)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_4 * 8)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax1_0_4 = 0; ax1_0_4 < 4; ++ax1_0_4) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 128) + ((((((((int)threadIdx.y) & 1) * 8) + (ax1_0_4 * 2)) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 16384)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_4 * 8)))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_4 * 8)))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_4 * 8)))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_4 * 8)))[3])
      : "r"(addr)
    );
  }
  }
  for (int i_0_2_3 = 0; i_0_2_3 < 4; ++i_0_2_3) {
    for (int j_0_2_3 = 0; j_0_2_3 < 8; ++j_0_2_3) {
      int cse_v15 = (j_0_2_3 * 4);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_3 * 32) + (j_0_2_3 * 4))))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_3 * 32) + (j_0_2_3 * 4))))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_3 * 32) + (j_0_2_3 * 4))))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_3 * 32) + (j_0_2_3 * 4))))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_3 * 8) + 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_3 * 8) + 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_3 * 8) + 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_3 * 8) + 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((j_0_2_3 * 4) + 32)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((j_0_2_3 * 4) + 32)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_3 * 32) + (j_0_2_3 * 4))))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_3 * 32) + (j_0_2_3 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_3 * 32) + (j_0_2_3 * 4))))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_3 * 32) + (j_0_2_3 * 4))))[3]));
  }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int k_0_1_2 = 0; k_0_1_2 < 3; ++k_0_1_2) {
    int cse_v39 = (((k_0_1_2 + 1) & 1) * 32);
    for (int ax0_0_5 = 0; ax0_0_5 < 4; ++ax0_0_5) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((((int)threadIdx.y) >> 1) * 4096) + (ax0_0_5 * 1024)) + ((((int)threadIdx.x) & 15) * 64)) + (((((k_0_1_2 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 65536)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_2 + 1) & 1) * 32) + (ax0_0_5 * 8))))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_2 + 1) & 1) * 32) + (ax0_0_5 * 8))))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_2 + 1) & 1) * 32) + (ax0_0_5 * 8))))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_2 + 1) & 1) * 32) + (ax0_0_5 * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax1_0_5 = 0; ax1_0_5 < 4; ++ax1_0_5) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((k_0_1_2 * 2048) + ((((int)threadIdx.x) & 15) * 128)) + ((((((((int)threadIdx.y) & 1) * 8) + (ax1_0_5 * 2)) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 18432)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_2 + 1) & 1) * 32) + (ax1_0_5 * 8))))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_2 + 1) & 1) * 32) + (ax1_0_5 * 8))))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_2 + 1) & 1) * 32) + (ax1_0_5 * 8))))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_2 + 1) & 1) * 32) + (ax1_0_5 * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int i_0_2_4 = 0; i_0_2_4 < 4; ++i_0_2_4) {
      for (int j_0_2_4 = 0; j_0_2_4 < 8; ++j_0_2_4) {
        int cse_v16 = (j_0_2_4 * 4);
        int cse_v34 = ((k_0_1_2 & 1) * 32);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_4 * 32) + (j_0_2_4 * 4))))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_4 * 32) + (j_0_2_4 * 4))))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_4 * 32) + (j_0_2_4 * 4))))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_4 * 32) + (j_0_2_4 * 4))))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_2 & 1) * 32) + (i_0_2_4 * 8))))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_2 & 1) * 32) + (i_0_2_4 * 8))))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_2 & 1) * 32) + (i_0_2_4 * 8))))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_2 & 1) * 32) + (i_0_2_4 * 8))))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((k_0_1_2 & 1) * 32) + (j_0_2_4 * 4))))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((k_0_1_2 & 1) * 32) + (j_0_2_4 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_4 * 32) + (j_0_2_4 * 4))))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_4 * 32) + (j_0_2_4 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_4 * 32) + (j_0_2_4 * 4))))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_4 * 32) + (j_0_2_4 * 4))))[3]));
  }
      }
    }
  }
  for (int ax0_0_6 = 0; ax0_0_6 < 4; ++ax0_0_6) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((((int)threadIdx.y) >> 1) * 4096) + (ax0_0_6 * 1024)) + ((((int)threadIdx.x) & 15) * 64)) + (((((int)threadIdx.x) >> 4) ^ (((int)threadIdx.x) & 7)) * 8)) + 81920)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_6 * 8)))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_6 * 8)))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_6 * 8)))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (ax0_0_6 * 8)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax1_0_6 = 0; ax1_0_6 < 4; ++ax1_0_6) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.x) & 15) * 128) + ((((((((int)threadIdx.y) & 1) * 8) + (ax1_0_6 * 2)) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 24576)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_6 * 8)))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_6 * 8)))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_6 * 8)))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (ax1_0_6 * 8)))[3])
      : "r"(addr)
    );
  }
  }
  for (int i_0_2_5 = 0; i_0_2_5 < 4; ++i_0_2_5) {
    for (int j_0_2_5 = 0; j_0_2_5 < 8; ++j_0_2_5) {
      int cse_v17 = (j_0_2_5 * 4);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_5 * 32) + (j_0_2_5 * 4))))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_5 * 32) + (j_0_2_5 * 4))))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_5 * 32) + (j_0_2_5 * 4))))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_5 * 32) + (j_0_2_5 * 4))))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_5 * 8) + 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_5 * 8) + 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_5 * 8) + 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_5 * 8) + 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((j_0_2_5 * 4) + 32)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((j_0_2_5 * 4) + 32)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_5 * 32) + (j_0_2_5 * 4))))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_5 * 32) + (j_0_2_5 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_5 * 32) + (j_0_2_5 * 4))))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_5 * 32) + (j_0_2_5 * 4))))[3]));
  }
    }
  }
  for (int k_0_1_3 = 0; k_0_1_3 < 3; ++k_0_1_3) {
    int cse_v40 = (((k_0_1_3 + 1) & 1) * 32);
    for (int ax0_0_7 = 0; ax0_0_7 < 4; ++ax0_0_7) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((((int)threadIdx.y) >> 1) * 4096) + (ax0_0_7 * 1024)) + ((((int)threadIdx.x) & 15) * 64)) + (((((k_0_1_3 * 2) + (((int)threadIdx.x) >> 4)) + 2) ^ (((int)threadIdx.x) & 7)) * 8)) + 81920)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_3 + 1) & 1) * 32) + (ax0_0_7 * 8))))[0]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_3 + 1) & 1) * 32) + (ax0_0_7 * 8))))[1]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_3 + 1) & 1) * 32) + (ax0_0_7 * 8))))[2]), "=r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((((k_0_1_3 + 1) & 1) * 32) + (ax0_0_7 * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax1_0_7 = 0; ax1_0_7 < 4; ++ax1_0_7) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((k_0_1_3 * 2048) + ((((int)threadIdx.x) & 15) * 128)) + ((((((((int)threadIdx.y) & 1) * 8) + (ax1_0_7 * 2)) + (((int)threadIdx.x) >> 4)) ^ (((int)threadIdx.x) & 7)) * 8)) + 26624)])) + 0);
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_3 + 1) & 1) * 32) + (ax1_0_7 * 8))))[0]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_3 + 1) & 1) * 32) + (ax1_0_7 * 8))))[1]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_3 + 1) & 1) * 32) + (ax1_0_7 * 8))))[2]), "=r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((((k_0_1_3 + 1) & 1) * 32) + (ax1_0_7 * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int i_0_2_6 = 0; i_0_2_6 < 4; ++i_0_2_6) {
      for (int j_0_2_6 = 0; j_0_2_6 < 8; ++j_0_2_6) {
        int cse_v18 = (j_0_2_6 * 4);
        int cse_v35 = ((k_0_1_3 & 1) * 32);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_6 * 32) + (j_0_2_6 * 4))))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_6 * 32) + (j_0_2_6 * 4))))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_6 * 32) + (j_0_2_6 * 4))))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_6 * 32) + (j_0_2_6 * 4))))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_3 & 1) * 32) + (i_0_2_6 * 8))))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_3 & 1) * 32) + (i_0_2_6 * 8))))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_3 & 1) * 32) + (i_0_2_6 * 8))))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + (((k_0_1_3 & 1) * 32) + (i_0_2_6 * 8))))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((k_0_1_3 & 1) * 32) + (j_0_2_6 * 4))))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + (((k_0_1_3 & 1) * 32) + (j_0_2_6 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_6 * 32) + (j_0_2_6 * 4))))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_6 * 32) + (j_0_2_6 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_6 * 32) + (j_0_2_6 * 4))))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_6 * 32) + (j_0_2_6 * 4))))[3]));
  }
      }
    }
  }
  for (int i_0_2_7 = 0; i_0_2_7 < 4; ++i_0_2_7) {
    for (int j_0_2_7 = 0; j_0_2_7 < 8; ++j_0_2_7) {
      int cse_v19 = (j_0_2_7 * 4);

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_7 * 32) + (j_0_2_7 * 4))))[0]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_7 * 32) + (j_0_2_7 * 4))))[1]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_7 * 32) + (j_0_2_7 * 4))))[2]), "=f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_7 * 32) + (j_0_2_7 * 4))))[3])
      : "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_7 * 8) + 32)))[0]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_7 * 8) + 32)))[1]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_7 * 8) + 32)))[2]), "r"(((unsigned *)(A_reindex_shared_dyn_m16n8k8_matrixA_ptr + ((i_0_2_7 * 8) + 32)))[3]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((j_0_2_7 * 4) + 32)))[0]), "r"(((unsigned *)(B_reindex_shared_dyn_m16n8k8_matrixB_ptr + ((j_0_2_7 * 4) + 32)))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_7 * 32) + (j_0_2_7 * 4))))[0]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_7 * 32) + (j_0_2_7 * 4))))[1]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_7 * 32) + (j_0_2_7 * 4))))[2]), "f"(((float *)(C_reindex_m16n8k8_matrixC_ptr + ((i_0_2_7 * 32) + (j_0_2_7 * 4))))[3]));
  }
    }
  }
  for (int ax0_0_8 = 0; ax0_0_8 < 8; ++ax0_0_8) {
    __syncthreads();
    for (int ax1_0_8 = 0; ax1_0_8 < 8; ++ax1_0_8) {
      *(float2*)(((float*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 576) + (ax1_0_8 * 72)) + (((int)threadIdx.x) * 2))) = *(float2*)(C_reindex_m16n8k8_matrixC_ptr + ((((ax0_0_8 >> 1) * 32) + (ax1_0_8 * 4)) + ((ax0_0_8 & 1) * 2)));
    }
    __syncthreads();
    for (int threadIdx_y_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 = 0; threadIdx_y_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 < 4; ++threadIdx_y_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0) {
      *(float4*)(C_ptr + ((((((((((int)blockIdx.y) * 1048576) + (threadIdx_y_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 * 262144)) + (ax0_0_8 * 32768)) + (((((int)threadIdx.x) & 15) >> 1) * 4096)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.y) * 16)) + ((((int)threadIdx.x) >> 4) * 8)) + ((((int)threadIdx.x) & 1) * 4))) = *(float4*)(((float*)buf_dyn_shmem_ptr) + ((((threadIdx_y_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 * 1152) + (((int)threadIdx.y) * 144)) + ((((int)threadIdx.x) >> 4) * 72)) + ((((int)threadIdx.x) & 15) * 4)));
    }
  }
}

