
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
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  extern __shared__ __align__(64) uchar buf_dyn_shmem_ptr[];
  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> C_reindex_shared_wmma_accumulator_ptr[8];
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half, nvcuda::wmma::row_major> A_reindex_shared_dyn_wmma_matrix_a_ptr[8];
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half, nvcuda::wmma::col_major> B_reindex_shared_dyn_wmma_matrix_b_ptr[16];
  __shared__ alignas(64) float C_reindex_shared_ptr[4096];
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[0], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[1], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[4], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[5], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[2], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[3], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[6], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[7], 0x0p+0f/*0.000000e+00*/);
  int cse_v1 = (((int)threadIdx.x) >> 4);
  int cse_v3 = (((int)threadIdx.x) & 15);
  int cse_v4 = (((int)blockIdx.x) & 7);
  int cse_v48 = ((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096));
  for (int ax2_0_0 = 0; ax2_0_0 < 32; ++ax2_0_0) {
    int cse_v2 = (ax2_0_0 * 128);
    int cse_v9 = ((((int)threadIdx.x) & 15) * 8);
    int cse_v49 = (((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8));
    int cse_v51 = ((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8));
    __syncthreads();
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8))) = *(uint4*)(A_ptr + ((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 1088)) = *(uint4*)(A_ptr + (((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 32768));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 2176)) = *(uint4*)(A_ptr + (((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 65536));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 3264)) = *(uint4*)(A_ptr + (((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 98304));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 4352)) = *(uint4*)(A_ptr + (((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 131072));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 5440)) = *(uint4*)(A_ptr + (((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 163840));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 6528)) = *(uint4*)(A_ptr + (((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 196608));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 7616)) = *(uint4*)(A_ptr + (((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 229376));
    int cse_v5 = (((int)threadIdx.y) >> 1);
    int cse_v6 = (((int)threadIdx.y) & 1);
    int cse_v7 = (((int)threadIdx.x) * 2);
    int cse_v10 = ((((int)threadIdx.y) & 1) * 64);
    int cse_v50 = ((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2));
    int cse_v52 = ((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 8704)) = *(half2*)(B_ptr + ((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 8976)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 8192));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 9248)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 16384));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 9520)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 24576));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 9792)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 32768));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 10064)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 40960));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 10336)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 49152));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 10608)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 57344));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 10880)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 65536));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 11152)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 73728));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 11424)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 81920));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 11696)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 90112));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 11968)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 98304));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 12240)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 106496));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 12512)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 114688));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 12784)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 122880));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 13056)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 131072));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 13328)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 139264));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 13600)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 147456));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 13872)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 155648));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 14144)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 163840));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 14416)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 172032));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 14688)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 180224));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 14960)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 188416));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 15232)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 196608));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 15504)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 204800));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 15776)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 212992));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 16048)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 221184));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 16320)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 229376));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 16592)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 237568));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 16864)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 245760));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 17136)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 253952));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 17408)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 262144));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 17680)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 270336));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 17952)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 278528));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 18224)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 286720));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 18496)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 294912));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 18768)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 303104));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 19040)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 311296));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 19312)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 319488));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 19584)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 327680));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 19856)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 335872));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 20128)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 344064));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 20400)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 352256));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 20672)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 360448));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 20944)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 368640));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 21216)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 376832));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 21488)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 385024));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 21760)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 393216));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 22032)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 401408));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 22304)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 409600));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 22576)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 417792));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 22848)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 425984));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 23120)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 434176));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 23392)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 442368));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 23664)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 450560));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 23936)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 458752));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 24208)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 466944));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 24480)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 475136));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 24752)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 483328));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 25024)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 491520));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 25296)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 499712));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 25568)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 507904));
    *(half2*)(((half*)buf_dyn_shmem_ptr) + (((((((int)threadIdx.y) >> 1) * 136) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 25840)) = *(half2*)(B_ptr + (((((((((int)blockIdx.y) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.y) >> 1) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (((int)threadIdx.x) * 2)) + 516096));
    int cse_v11 = ((((int)threadIdx.y) >> 1) * 4352);
    __syncthreads();
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) >> 1) * 4352)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 16)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 32)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 48)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 2176)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 2192)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 2208)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 2224)])), 136);
    int cse_v12 = ((((int)threadIdx.y) & 1) * 8704);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 8704)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 8720)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 8736)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 8752)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 10880)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 10896)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 10912)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 10928)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[8], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 13056)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[9], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 13072)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[10], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 13088)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[11], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 13104)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[12], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 15232)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[13], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 15248)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[14], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 15264)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[15], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 15280)])), 136);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[4], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[4], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[5], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[5], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[6], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[6], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[7], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[7], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[8], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[12], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[4], B_reindex_shared_dyn_wmma_matrix_b_ptr[8], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[4], B_reindex_shared_dyn_wmma_matrix_b_ptr[12], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[9], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[13], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[5], B_reindex_shared_dyn_wmma_matrix_b_ptr[9], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[5], B_reindex_shared_dyn_wmma_matrix_b_ptr[13], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[10], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[14], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[6], B_reindex_shared_dyn_wmma_matrix_b_ptr[10], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[6], B_reindex_shared_dyn_wmma_matrix_b_ptr[14], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[11], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[15], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[7], B_reindex_shared_dyn_wmma_matrix_b_ptr[11], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[7], B_reindex_shared_dyn_wmma_matrix_b_ptr[15], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 64)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 80)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 96)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 112)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 2240)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 2256)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 2272)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 4352) + 2288)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 8768)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 8784)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 8800)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 8816)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 10944)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 10960)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 10976)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 10992)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[8], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 13120)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[9], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 13136)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[10], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 13152)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[11], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 13168)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[12], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 15296)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[13], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 15312)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[14], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 15328)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[15], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 8704) + 15344)])), 136);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[4], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[4], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[5], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[5], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[6], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[6], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[7], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[7], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[8], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[12], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[4], B_reindex_shared_dyn_wmma_matrix_b_ptr[8], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[4], B_reindex_shared_dyn_wmma_matrix_b_ptr[12], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[9], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[13], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[5], B_reindex_shared_dyn_wmma_matrix_b_ptr[9], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[5], B_reindex_shared_dyn_wmma_matrix_b_ptr[13], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[10], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[14], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[6], B_reindex_shared_dyn_wmma_matrix_b_ptr[10], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[6], B_reindex_shared_dyn_wmma_matrix_b_ptr[14], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[11], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[15], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[7], B_reindex_shared_dyn_wmma_matrix_b_ptr[11], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[7], B_reindex_shared_dyn_wmma_matrix_b_ptr[15], C_reindex_shared_wmma_accumulator_ptr[7]);
  }
  int cse_v8 = (((int)threadIdx.y) * 1024);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[(((int)threadIdx.y) * 1024)])), C_reindex_shared_wmma_accumulator_ptr[0], 16, nvcuda::wmma::mem_row_major);
  int cse_v13 = ((((int)threadIdx.y) * 1024) + 256);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 256)])), C_reindex_shared_wmma_accumulator_ptr[1], 16, nvcuda::wmma::mem_row_major);
  int cse_v14 = ((((int)threadIdx.y) * 1024) + 512);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 512)])), C_reindex_shared_wmma_accumulator_ptr[2], 16, nvcuda::wmma::mem_row_major);
  int cse_v15 = ((((int)threadIdx.y) * 1024) + 768);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 768)])), C_reindex_shared_wmma_accumulator_ptr[3], 16, nvcuda::wmma::mem_row_major);
  int cse_v16 = ((((int)threadIdx.y) * 32) + ((int)threadIdx.x));
  int cse_v53 = (((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15));
  __syncthreads();
  C_ptr[(((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15))] = C_reindex_shared_ptr[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  int cse_v17 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 128);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 32768)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 128)];
  int cse_v18 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 16)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
  int cse_v19 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 384);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 32784)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 384)];
  int cse_v20 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 32)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  int cse_v21 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 640);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 32800)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 640)];
  int cse_v22 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 48)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
  int cse_v23 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 896);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 32816)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 896)];
  int cse_v24 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 64)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  int cse_v25 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1152);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 32832)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1152)];
  int cse_v26 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 80)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
  int cse_v27 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1408);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 32848)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1408)];
  int cse_v28 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 96)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  int cse_v29 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1664);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 32864)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1664)];
  int cse_v30 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 112)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
  int cse_v31 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1920);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 32880)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1920)];
  int cse_v32 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 131072)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  int cse_v33 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2176);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 163840)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2176)];
  int cse_v34 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 131088)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304)];
  int cse_v35 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2432);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 163856)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2432)];
  int cse_v36 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 131104)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  int cse_v37 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2688);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 163872)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2688)];
  int cse_v38 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 131120)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816)];
  int cse_v39 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2944);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 163888)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2944)];
  int cse_v40 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 131136)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  int cse_v41 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3200);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 163904)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3200)];
  int cse_v42 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 131152)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328)];
  int cse_v43 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3456);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 163920)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3456)];
  int cse_v44 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 131168)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  int cse_v45 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3712);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 163936)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3712)];
  int cse_v46 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 131184)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840)];
  int cse_v47 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3968);
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 163952)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3968)];
  __syncthreads();
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[(((int)threadIdx.y) * 1024)])), C_reindex_shared_wmma_accumulator_ptr[4], 16, nvcuda::wmma::mem_row_major);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 256)])), C_reindex_shared_wmma_accumulator_ptr[5], 16, nvcuda::wmma::mem_row_major);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 512)])), C_reindex_shared_wmma_accumulator_ptr[6], 16, nvcuda::wmma::mem_row_major);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 768)])), C_reindex_shared_wmma_accumulator_ptr[7], 16, nvcuda::wmma::mem_row_major);
  __syncthreads();
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 65536)] = C_reindex_shared_ptr[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 98304)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 128)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 65552)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 98320)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 384)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 65568)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 98336)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 640)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 65584)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 98352)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 896)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 65600)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 98368)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1152)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 65616)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 98384)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1408)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 65632)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 98400)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1664)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 65648)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 98416)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1920)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 196608)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 229376)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2176)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 196624)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2304)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 229392)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2432)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 196640)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 229408)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2688)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 196656)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2816)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 229424)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2944)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 196672)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 229440)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3200)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 196688)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3328)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 229456)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3456)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 196704)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 229472)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3712)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 196720)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3840)];
  C_ptr[((((((((((int)blockIdx.x) >> 3) * 262144) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.y) * 1024)) + ((((int)blockIdx.x) & 7) * 128)) + (((int)threadIdx.x) & 15)) + 229488)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3968)];
}

