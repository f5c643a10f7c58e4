
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
extern "C" __global__ void __launch_bounds__(512) main_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(512) main_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  extern __shared__ __align__(64) uchar buf_dyn_shmem_ptr[];
  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> C_reindex_shared_wmma_accumulator_ptr[4];
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half, nvcuda::wmma::row_major> A_reindex_shared_dyn_wmma_matrix_a_ptr[8];
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half, nvcuda::wmma::col_major> B_reindex_shared_dyn_wmma_matrix_b_ptr[8];
  __shared__ alignas(64) float C_reindex_shared_ptr[8192];
  for (int ax0_0_3_init = 0; ax0_0_3_init < 2; ++ax0_0_3_init) {
    for (int ax1_0_3_init = 0; ax1_0_3_init < 2; ++ax1_0_3_init) {
      nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[((ax0_0_3_init * 2) + ax1_0_3_init)], 0x0p+0f/*0.000000e+00*/);
    }
  }
  int cse_v3 = (((int)blockIdx.y) & 3);
  int cse_v5 = (((int)threadIdx.y) >> 2);
  int cse_v7 = (((int)threadIdx.y) & 3);
  int cse_v8 = ((((int)blockIdx.y) >> 2) * 524288);
  for (int ax2_0_0 = 0; ax2_0_0 < 32; ++ax2_0_0) {
    int cse_v2 = (ax2_0_0 * 128);
    __syncthreads();
    for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 4; ++ax0_ax1_fused_0) {
      int cse_v1 = (((int)threadIdx.x) >> 4);
      int cse_v9 = ((((int)threadIdx.x) & 15) * 8);
      *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((ax0_ax1_fused_0 * 4352) + (((int)threadIdx.y) * 272)) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8))) = *(uint4*)(A_ptr + (((((((((int)blockIdx.y) >> 2) * 524288) + (ax0_ax1_fused_0 * 131072)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)));
    }
    for (int ax0_ax1_fused_0_1 = 0; ax0_ax1_fused_0_1 < 8; ++ax0_ax1_fused_0_1) {
      int cse_v4 = (((int)threadIdx.x) * 4);
      *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((ax0_ax1_fused_0_1 * 2176) + (((int)threadIdx.y) * 136)) + (((int)threadIdx.x) * 4)) + 17408)) = *(half4*)(B_ptr + (((((((((int)blockIdx.y) & 3) * 4194304) + (((int)blockIdx.x) * 524288)) + (ax0_ax1_fused_0_1 * 65536)) + (((int)threadIdx.y) * 4096)) + (ax2_0_0 * 128)) + (((int)threadIdx.x) * 4)));
    }
    __syncthreads();
    for (int ax2_0_1 = 0; ax2_0_1 < 2; ++ax2_0_1) {
      int cse_v6 = (ax2_0_1 * 64);
      for (int ax0_0 = 0; ax0_0 < 2; ++ax0_0) {
        for (int ax1_0 = 0; ax1_0 < 4; ++ax1_0) {
          nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[((ax0_0 * 4) + ax1_0)], (&(((half*)buf_dyn_shmem_ptr)[(((((((int)threadIdx.y) >> 2) * 4352) + (ax0_0 * 2176)) + (ax2_0_1 * 64)) + (ax1_0 * 16))])), 136);
        }
      }
      for (int ax0_0_1 = 0; ax0_0_1 < 2; ++ax0_0_1) {
        for (int ax1_0_1 = 0; ax1_0_1 < 4; ++ax1_0_1) {
          nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[((ax0_0_1 * 4) + ax1_0_1)], (&(((half*)buf_dyn_shmem_ptr)[((((((((int)threadIdx.y) & 3) * 4352) + (ax0_0_1 * 2176)) + (ax2_0_1 * 64)) + (ax1_0_1 * 16)) + 17408)])), 136);
        }
      }
      for (int ax0_0_3 = 0; ax0_0_3 < 2; ++ax0_0_3) {
        for (int ax1_0_3 = 0; ax1_0_3 < 2; ++ax1_0_3) {
          for (int ax2_0_2 = 0; ax2_0_2 < 4; ++ax2_0_2) {
            int cse_v10 = ((ax0_0_3 * 2) + ax1_0_3);
            nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[((ax0_0_3 * 2) + ax1_0_3)], A_reindex_shared_dyn_wmma_matrix_a_ptr[((ax0_0_3 * 4) + ax2_0_2)], B_reindex_shared_dyn_wmma_matrix_b_ptr[((ax1_0_3 * 4) + ax2_0_2)], C_reindex_shared_wmma_accumulator_ptr[((ax0_0_3 * 2) + ax1_0_3)]);
          }
        }
      }
    }
  }
  for (int ax2 = 0; ax2 < 2; ++ax2) {
    __syncthreads();
    for (int ax3 = 0; ax3 < 2; ++ax3) {
      nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 512) + (ax3 * 256))])), C_reindex_shared_wmma_accumulator_ptr[((ax2 * 2) + ax3)], 16, nvcuda::wmma::mem_row_major);
    }
    __syncthreads();
    for (int ax0_ax1_ax3_ax4_ax5_fused_0 = 0; ax0_ax1_ax3_ax4_ax5_fused_0 < 8; ++ax0_ax1_ax3_ax4_ax5_fused_0) {
      *(float2*)(C_ptr + (((((((((((((int)blockIdx.y) >> 2) * 524288) + ((ax0_ax1_ax3_ax4_ax5_fused_0 >> 1) * 131072)) + (ax2 * 65536)) + ((((int)threadIdx.y) & 3) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + ((((int)blockIdx.y) & 3) * 1024)) + (((int)blockIdx.x) * 128)) + ((ax0_ax1_ax3_ax4_ax5_fused_0 & 1) * 64)) + ((((int)threadIdx.y) >> 2) * 16)) + ((((int)threadIdx.x) & 7) * 2))) = *(float2*)(C_reindex_shared_ptr + (((ax0_ax1_ax3_ax4_ax5_fused_0 * 1024) + (((int)threadIdx.y) * 64)) + (((int)threadIdx.x) * 2)));
    }
  }
}

