
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
  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> C_reindex_shared_wmma_accumulator_ptr[8];
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half, nvcuda::wmma::row_major> A_reindex_shared_dyn_wmma_matrix_a_ptr[4];
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half, nvcuda::wmma::col_major> B_reindex_shared_dyn_wmma_matrix_b_ptr[8];
  __shared__ alignas(64) float C_reindex_shared_ptr[16384];
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[0], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[1], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[2], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[3], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[4], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[5], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[6], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[7], 0x0p+0f/*0.000000e+00*/);
  int cse_v2 = (((int)threadIdx.x) >> 4);
  int cse_v4 = (((int)threadIdx.x) & 15);
  int cse_v5 = (((int)blockIdx.y) & 1);
  int cse_v6 = (((int)blockIdx.x) & 7);
  int cse_v8 = ((((int)threadIdx.x) >> 4) * 4096);
  int cse_v16 = (((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288));
  for (int ax2_0_0 = 0; ax2_0_0 < 32; ++ax2_0_0) {
    int cse_v1 = (((int)threadIdx.y) * 8192);
    int cse_v3 = (ax2_0_0 * 128);
    int cse_v9 = ((((int)threadIdx.x) & 15) * 8);
    int cse_v48 = (((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8));
    int cse_v52 = (((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8));
    __syncthreads();
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8))) = *(uint4*)(A_ptr + (((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)));
    int cse_v49 = ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 4352);
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 4352)) = *(uint4*)(A_ptr + ((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 131072));
    int cse_v50 = ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 8704);
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 8704)) = *(uint4*)(A_ptr + ((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 262144));
    int cse_v51 = ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 13056);
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 13056)) = *(uint4*)(A_ptr + ((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 393216));
    int cse_v53 = (((((((((int)blockIdx.y) & 1) * 8388608) + ((((int)blockIdx.x) & 7) * 1048576)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 17408)) = *(uint4*)(B_ptr + (((((((((int)blockIdx.y) & 1) * 8388608) + ((((int)blockIdx.x) & 7) * 1048576)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 21760)) = *(uint4*)(B_ptr + ((((((((((int)blockIdx.y) & 1) * 8388608) + ((((int)blockIdx.x) & 7) * 1048576)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 131072));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 26112)) = *(uint4*)(B_ptr + ((((((((((int)blockIdx.y) & 1) * 8388608) + ((((int)blockIdx.x) & 7) * 1048576)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 262144));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 30464)) = *(uint4*)(B_ptr + ((((((((((int)blockIdx.y) & 1) * 8388608) + ((((int)blockIdx.x) & 7) * 1048576)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 393216));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 34816)) = *(uint4*)(B_ptr + ((((((((((int)blockIdx.y) & 1) * 8388608) + ((((int)blockIdx.x) & 7) * 1048576)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 524288));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 39168)) = *(uint4*)(B_ptr + ((((((((((int)blockIdx.y) & 1) * 8388608) + ((((int)blockIdx.x) & 7) * 1048576)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 655360));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 43520)) = *(uint4*)(B_ptr + ((((((((((int)blockIdx.y) & 1) * 8388608) + ((((int)blockIdx.x) & 7) * 1048576)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 786432));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 272) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 47872)) = *(uint4*)(B_ptr + ((((((((((int)blockIdx.y) & 1) * 8388608) + ((((int)blockIdx.x) & 7) * 1048576)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 917504));
    int cse_v10 = ((((int)threadIdx.y) >> 2) * 4352);
    __syncthreads();
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) >> 2) * 4352)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 16)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 2176)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 2192)])), 136);
    int cse_v11 = ((((int)threadIdx.y) & 3) * 8704);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 17408)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 17424)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 19584)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 19600)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 21760)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 21776)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 23936)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 23952)])), 136);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 32)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 48)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 2208)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 2224)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 17440)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 17456)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 19616)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 19632)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 21792)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 21808)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 23968)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 23984)])), 136);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 64)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 80)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 2240)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 2256)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 17472)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 17488)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 19648)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 19664)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 21824)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 21840)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 24000)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 24016)])), 136);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 96)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 112)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 2272)])), 136);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 4352) + 2288)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 17504)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 17520)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 19680)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 19696)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 21856)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 21872)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 24032)])), 136);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 8704) + 24048)])), 136);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[7]);
  }
  int cse_v7 = (((int)threadIdx.y) * 1024);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[(((int)threadIdx.y) * 1024)])), C_reindex_shared_wmma_accumulator_ptr[0], 16, nvcuda::wmma::mem_row_major);
  int cse_v12 = ((((int)threadIdx.y) * 1024) + 256);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 256)])), C_reindex_shared_wmma_accumulator_ptr[1], 16, nvcuda::wmma::mem_row_major);
  int cse_v13 = ((((int)threadIdx.y) * 1024) + 512);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 512)])), C_reindex_shared_wmma_accumulator_ptr[2], 16, nvcuda::wmma::mem_row_major);
  int cse_v14 = ((((int)threadIdx.y) * 1024) + 768);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 768)])), C_reindex_shared_wmma_accumulator_ptr[3], 16, nvcuda::wmma::mem_row_major);
  int cse_v15 = ((((int)threadIdx.y) * 32) + ((int)threadIdx.x));
  int cse_v54 = (((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15));
  __syncthreads();
  C_ptr[(((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15))] = C_reindex_shared_ptr[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  int cse_v17 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 32)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  int cse_v18 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 64)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  int cse_v19 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 96)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  int cse_v20 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 128)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  int cse_v21 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 160)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  int cse_v22 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 192)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  int cse_v23 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 224)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  int cse_v24 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 4096);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 131072)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 4096)];
  int cse_v25 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 4608);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 131104)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 4608)];
  int cse_v26 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 5120);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 131136)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 5120)];
  int cse_v27 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 5632);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 131168)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 5632)];
  int cse_v28 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 6144);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 131200)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 6144)];
  int cse_v29 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 6656);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 131232)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 6656)];
  int cse_v30 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 7168);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 131264)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 7168)];
  int cse_v31 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 7680);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 131296)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 7680)];
  int cse_v32 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 8192);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 262144)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 8192)];
  int cse_v33 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 8704);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 262176)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 8704)];
  int cse_v34 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 9216);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 262208)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 9216)];
  int cse_v35 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 9728);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 262240)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 9728)];
  int cse_v36 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 10240);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 262272)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 10240)];
  int cse_v37 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 10752);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 262304)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 10752)];
  int cse_v38 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 11264);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 262336)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 11264)];
  int cse_v39 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 11776);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 262368)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 11776)];
  int cse_v40 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 12288);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 393216)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 12288)];
  int cse_v41 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 12800);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 393248)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 12800)];
  int cse_v42 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 13312);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 393280)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 13312)];
  int cse_v43 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 13824);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 393312)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 13824)];
  int cse_v44 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 14336);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 393344)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 14336)];
  int cse_v45 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 14848);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 393376)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 14848)];
  int cse_v46 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 15360);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 393408)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 15360)];
  int cse_v47 = (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 15872);
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 393440)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 15872)];
  __syncthreads();
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[(((int)threadIdx.y) * 1024)])), C_reindex_shared_wmma_accumulator_ptr[4], 16, nvcuda::wmma::mem_row_major);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 256)])), C_reindex_shared_wmma_accumulator_ptr[5], 16, nvcuda::wmma::mem_row_major);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 512)])), C_reindex_shared_wmma_accumulator_ptr[6], 16, nvcuda::wmma::mem_row_major);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 768)])), C_reindex_shared_wmma_accumulator_ptr[7], 16, nvcuda::wmma::mem_row_major);
  __syncthreads();
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 65536)] = C_reindex_shared_ptr[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 65568)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 65600)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 65632)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 65664)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2048)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 65696)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 2560)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 65728)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3072)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 65760)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 3584)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 196608)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 4096)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 196640)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 4608)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 196672)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 5120)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 196704)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 5632)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 196736)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 6144)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 196768)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 6656)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 196800)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 7168)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 196832)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 7680)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 327680)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 8192)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 327712)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 8704)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 327744)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 9216)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 327776)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 9728)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 327808)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 10240)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 327840)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 10752)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 327872)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 11264)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 327904)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 11776)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 458752)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 12288)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 458784)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 12800)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 458816)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 13312)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 458848)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 13824)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 458880)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 14336)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 458912)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 14848)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 458944)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 15360)];
  C_ptr[((((((((((((int)blockIdx.y) >> 1) * 4194304) + ((((int)blockIdx.x) >> 3) * 524288)) + ((((int)threadIdx.y) & 7) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((((int)blockIdx.y) & 1) * 2048)) + ((((int)blockIdx.x) & 7) * 256)) + ((((int)threadIdx.y) >> 3) * 16)) + (((int)threadIdx.x) & 15)) + 458976)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 15872)];
}

