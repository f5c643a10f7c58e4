
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
  extern __shared__ __align__(64) unsigned char artifact_dyn_shared[];  // static __shared__ over nvcc's 49152 B: in the dynamic shared memory
  float* C_reindex_shared_ptr = (float*)(artifact_dyn_shared + 55296);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[0], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[1], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[2], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[3], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[4], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[5], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[6], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[7], 0x0p+0f/*0.000000e+00*/);
  int cse_v3 = (((int)blockIdx.x) & 15);
  int cse_v5 = (((int)threadIdx.y) >> 1);
  int cse_v6 = (((int)threadIdx.y) & 1);
  int cse_v8 = ((((int)blockIdx.x) >> 4) * 1048576);
  for (int ax2_0_0 = 0; ax2_0_0 < 64; ++ax2_0_0) {
    int cse_v1 = (((int)threadIdx.x) >> 3);
    int cse_v2 = (ax2_0_0 * 64);
    int cse_v9 = ((((int)threadIdx.x) & 7) * 8);
    int cse_v24 = (((((int)threadIdx.y) * 288) + ((((int)threadIdx.x) >> 3) * 72)) + ((((int)threadIdx.x) & 7) * 8));
    int cse_v26 = ((((((((int)blockIdx.x) >> 4) * 1048576) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8));
    __syncthreads();
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 288) + ((((int)threadIdx.x) >> 3) * 72)) + ((((int)threadIdx.x) & 7) * 8)) + 9216)) = *(uint4*)(A_ptr + ((((((((int)blockIdx.x) >> 4) * 1048576) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 288) + ((((int)threadIdx.x) >> 3) * 72)) + ((((int)threadIdx.x) & 7) * 8)) + 13824)) = *(uint4*)(A_ptr + (((((((((int)blockIdx.x) >> 4) * 1048576) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 262144));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 288) + ((((int)threadIdx.x) >> 3) * 72)) + ((((int)threadIdx.x) & 7) * 8)) + 18432)) = *(uint4*)(A_ptr + (((((((((int)blockIdx.x) >> 4) * 1048576) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 524288));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 288) + ((((int)threadIdx.x) >> 3) * 72)) + ((((int)threadIdx.x) & 7) * 8)) + 23040)) = *(uint4*)(A_ptr + (((((((((int)blockIdx.x) >> 4) * 1048576) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 786432));
    int cse_v4 = (((int)threadIdx.x) >> 4);
    int cse_v10 = ((((int)threadIdx.x) & 15) * 4);
    int cse_v25 = (((((int)threadIdx.y) * 144) + ((((int)threadIdx.x) >> 4) * 72)) + ((((int)threadIdx.x) & 15) * 4));
    int cse_v27 = ((((((((int)blockIdx.y) * 8388608) + ((((int)blockIdx.x) & 15) * 524288)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 15) * 4));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 144) + ((((int)threadIdx.x) >> 4) * 72)) + ((((int)threadIdx.x) & 15) * 4))) = *(half4*)(B_ptr + ((((((((int)blockIdx.y) * 8388608) + ((((int)blockIdx.x) & 15) * 524288)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 144) + ((((int)threadIdx.x) >> 4) * 72)) + ((((int)threadIdx.x) & 15) * 4)) + 2304)) = *(half4*)(B_ptr + (((((((((int)blockIdx.y) * 8388608) + ((((int)blockIdx.x) & 15) * 524288)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 131072));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 144) + ((((int)threadIdx.x) >> 4) * 72)) + ((((int)threadIdx.x) & 15) * 4)) + 4608)) = *(half4*)(B_ptr + (((((((((int)blockIdx.y) * 8388608) + ((((int)blockIdx.x) & 15) * 524288)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 262144));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 144) + ((((int)threadIdx.x) >> 4) * 72)) + ((((int)threadIdx.x) & 15) * 4)) + 6912)) = *(half4*)(B_ptr + (((((((((int)blockIdx.y) * 8388608) + ((((int)blockIdx.x) & 15) * 524288)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (ax2_0_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 393216));
    int cse_v11 = ((((int)threadIdx.y) >> 1) * 2304);
    __syncthreads();
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 2304) + 9216)])), 72);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 2304) + 9232)])), 72);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 2304) + 10368)])), 72);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 2304) + 10384)])), 72);
    int cse_v12 = ((((int)threadIdx.y) & 1) * 4608);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) & 1) * 4608)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 16)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 1152)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 1168)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 2304)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 2320)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 3456)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 3472)])), 72);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 2304) + 9248)])), 72);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 2304) + 9264)])), 72);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 2304) + 10400)])), 72);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 2304) + 10416)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 32)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 48)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 1184)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 1200)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 2336)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 2352)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 3488)])), 72);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 4608) + 3504)])), 72);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[0], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[0], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[0]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[1], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[1]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[2], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[2]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[3], A_reindex_shared_dyn_wmma_matrix_a_ptr[1], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[3]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[4], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[2], B_reindex_shared_dyn_wmma_matrix_b_ptr[6], C_reindex_shared_wmma_accumulator_ptr[7]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[4], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[4]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[5], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[5]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[6], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[5], C_reindex_shared_wmma_accumulator_ptr[6]);
    nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[7], A_reindex_shared_dyn_wmma_matrix_a_ptr[3], B_reindex_shared_dyn_wmma_matrix_b_ptr[7], C_reindex_shared_wmma_accumulator_ptr[7]);
  }
  int cse_v7 = (((int)threadIdx.y) * 1024);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[(((int)threadIdx.y) * 1024)])), C_reindex_shared_wmma_accumulator_ptr[0], 16, nvcuda::wmma::mem_row_major);
  int cse_v13 = ((((int)threadIdx.y) * 1024) + 256);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 256)])), C_reindex_shared_wmma_accumulator_ptr[1], 16, nvcuda::wmma::mem_row_major);
  int cse_v14 = ((((int)threadIdx.y) * 1024) + 512);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 512)])), C_reindex_shared_wmma_accumulator_ptr[2], 16, nvcuda::wmma::mem_row_major);
  int cse_v15 = ((((int)threadIdx.y) * 1024) + 768);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 768)])), C_reindex_shared_wmma_accumulator_ptr[3], 16, nvcuda::wmma::mem_row_major);
  int cse_v16 = ((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4));
  int cse_v28 = ((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4));
  __syncthreads();
  *(float4*)(C_ptr + ((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4))) = *(float4*)(C_reindex_shared_ptr + ((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)));
  int cse_v17 = (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 2048);
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 131072)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 2048));
  int cse_v18 = (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 4096);
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 262144)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 4096));
  int cse_v19 = (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 6144);
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 393216)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 6144));
  int cse_v20 = (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 8192);
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 524288)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 8192));
  int cse_v21 = (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 10240);
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 655360)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 10240));
  int cse_v22 = (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 12288);
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 786432)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 12288));
  int cse_v23 = (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 14336);
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 917504)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 14336));
  __syncthreads();
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[(((int)threadIdx.y) * 1024)])), C_reindex_shared_wmma_accumulator_ptr[4], 16, nvcuda::wmma::mem_row_major);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 256)])), C_reindex_shared_wmma_accumulator_ptr[5], 16, nvcuda::wmma::mem_row_major);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 512)])), C_reindex_shared_wmma_accumulator_ptr[6], 16, nvcuda::wmma::mem_row_major);
  nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 1024) + 768)])), C_reindex_shared_wmma_accumulator_ptr[7], 16, nvcuda::wmma::mem_row_major);
  __syncthreads();
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 65536)) = *(float4*)(C_reindex_shared_ptr + ((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)));
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 196608)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 2048));
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 327680)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 4096));
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 458752)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 6144));
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 589824)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 8192));
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 720896)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 10240));
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 851968)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 12288));
  *(float4*)(C_ptr + (((((((((((int)blockIdx.x) >> 4) * 1048576) + ((((int)threadIdx.y) & 1) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (((int)blockIdx.y) * 2048)) + ((((int)blockIdx.x) & 15) * 128)) + ((((int)threadIdx.y) >> 1) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 983040)) = *(float4*)(C_reindex_shared_ptr + (((((int)threadIdx.y) * 128) + (((int)threadIdx.x) * 4)) + 14336));
}

