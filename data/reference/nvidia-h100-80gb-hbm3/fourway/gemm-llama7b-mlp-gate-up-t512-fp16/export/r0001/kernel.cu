
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
  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> C_reindex_shared_wmma_accumulator_ptr[16];
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half, nvcuda::wmma::row_major> A_reindex_shared_dyn_wmma_matrix_a_ptr[16];
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half, nvcuda::wmma::col_major> B_reindex_shared_dyn_wmma_matrix_b_ptr[4];
  __shared__ alignas(64) float C_reindex_shared_ptr[2048];
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[0], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[1], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[2], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[3], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[4], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[5], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[6], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[7], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[8], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[9], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[10], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[11], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[12], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[13], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[14], 0x0p+0f/*0.000000e+00*/);
  nvcuda::wmma::fill_fragment(C_reindex_shared_wmma_accumulator_ptr[15], 0x0p+0f/*0.000000e+00*/);
  int cse_v1 = (((int)blockIdx.y) / 86);
  int cse_v4 = (((int)blockIdx.y) % 86);
  for (int ax2_0_0 = 0; ax2_0_0 < 128; ++ax2_0_0) {
    int cse_v2 = (((int)threadIdx.x) >> 3);
    int cse_v3 = (ax2_0_0 * 32);
    int cse_v10 = ((((int)threadIdx.x) & 7) * 4);
    int cse_v14 = (((((int)threadIdx.y) * 160) + ((((int)threadIdx.x) >> 3) * 40)) + ((((int)threadIdx.x) & 7) * 4));
    int cse_v16 = ((((((((int)blockIdx.y) / 86) * 524288) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 7) * 4));
    __syncthreads();
    *(half4*)(((half*)buf_dyn_shmem_ptr) + (((((int)threadIdx.y) * 160) + ((((int)threadIdx.x) >> 3) * 40)) + ((((int)threadIdx.x) & 7) * 4))) = *(half4*)(A_ptr + ((((((((int)blockIdx.y) / 86) * 524288) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 160) + ((((int)threadIdx.x) >> 3) * 40)) + ((((int)threadIdx.x) & 7) * 4)) + 640)) = *(half4*)(A_ptr + (((((((((int)blockIdx.y) / 86) * 524288) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 65536));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 160) + ((((int)threadIdx.x) >> 3) * 40)) + ((((int)threadIdx.x) & 7) * 4)) + 1280)) = *(half4*)(A_ptr + (((((((((int)blockIdx.y) / 86) * 524288) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 131072));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 160) + ((((int)threadIdx.x) >> 3) * 40)) + ((((int)threadIdx.x) & 7) * 4)) + 1920)) = *(half4*)(A_ptr + (((((((((int)blockIdx.y) / 86) * 524288) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 196608));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 160) + ((((int)threadIdx.x) >> 3) * 40)) + ((((int)threadIdx.x) & 7) * 4)) + 2560)) = *(half4*)(A_ptr + (((((((((int)blockIdx.y) / 86) * 524288) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 262144));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 160) + ((((int)threadIdx.x) >> 3) * 40)) + ((((int)threadIdx.x) & 7) * 4)) + 3200)) = *(half4*)(A_ptr + (((((((((int)blockIdx.y) / 86) * 524288) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 327680));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 160) + ((((int)threadIdx.x) >> 3) * 40)) + ((((int)threadIdx.x) & 7) * 4)) + 3840)) = *(half4*)(A_ptr + (((((((((int)blockIdx.y) / 86) * 524288) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 393216));
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 160) + ((((int)threadIdx.x) >> 3) * 40)) + ((((int)threadIdx.x) & 7) * 4)) + 4480)) = *(half4*)(A_ptr + (((((((((int)blockIdx.y) / 86) * 524288) + (((int)threadIdx.y) * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 458752));
    int cse_v5 = (((int)threadIdx.x) >> 2);
    int cse_v11 = ((((int)threadIdx.x) & 3) * 8);
    int cse_v15 = (((((int)threadIdx.y) * 320) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8));
    int cse_v17 = ((((((((int)blockIdx.y) % 86) * 524288) + (((int)threadIdx.y) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 320) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 5120)) = *(uint4*)(B_ptr + ((((((((int)blockIdx.y) % 86) * 524288) + (((int)threadIdx.y) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 320) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 6400)) = *(uint4*)(B_ptr + (((((((((int)blockIdx.y) % 86) * 524288) + (((int)threadIdx.y) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)) + 131072));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 320) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 7680)) = *(uint4*)(B_ptr + (((((((((int)blockIdx.y) % 86) * 524288) + (((int)threadIdx.y) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)) + 262144));
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((((int)threadIdx.y) * 320) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 8960)) = *(uint4*)(B_ptr + (((((((((int)blockIdx.y) % 86) * 524288) + (((int)threadIdx.y) * 32768)) + ((((int)threadIdx.x) >> 2) * 4096)) + (ax2_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)) + 393216));
    __syncthreads();
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[0])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[16])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[640])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[656])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[4], (&(((half*)buf_dyn_shmem_ptr)[1280])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[5], (&(((half*)buf_dyn_shmem_ptr)[1296])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[6], (&(((half*)buf_dyn_shmem_ptr)[1920])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[7], (&(((half*)buf_dyn_shmem_ptr)[1936])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[8], (&(((half*)buf_dyn_shmem_ptr)[2560])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[9], (&(((half*)buf_dyn_shmem_ptr)[2576])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[10], (&(((half*)buf_dyn_shmem_ptr)[3200])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[11], (&(((half*)buf_dyn_shmem_ptr)[3216])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[12], (&(((half*)buf_dyn_shmem_ptr)[3840])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[13], (&(((half*)buf_dyn_shmem_ptr)[3856])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[14], (&(((half*)buf_dyn_shmem_ptr)[4480])), 40);
    nvcuda::wmma::load_matrix_sync(A_reindex_shared_dyn_wmma_matrix_a_ptr[15], (&(((half*)buf_dyn_shmem_ptr)[4496])), 40);
    int cse_v6 = (((int)threadIdx.y) * 1280);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 1280) + 5120)])), 40);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 1280) + 5136)])), 40);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[2], (&(((half*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 1280) + 5760)])), 40);
    nvcuda::wmma::load_matrix_sync(B_reindex_shared_dyn_wmma_matrix_b_ptr[3], (&(((half*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) * 1280) + 5776)])), 40);
    for (int ax0_0_3 = 0; ax0_0_3 < 8; ++ax0_0_3) {
      int cse_v7 = (ax0_0_3 * 2);
      nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[(ax0_0_3 * 2)], A_reindex_shared_dyn_wmma_matrix_a_ptr[(ax0_0_3 * 2)], B_reindex_shared_dyn_wmma_matrix_b_ptr[0], C_reindex_shared_wmma_accumulator_ptr[(ax0_0_3 * 2)]);
      int cse_v12 = ((ax0_0_3 * 2) + 1);
      nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[((ax0_0_3 * 2) + 1)], A_reindex_shared_dyn_wmma_matrix_a_ptr[(ax0_0_3 * 2)], B_reindex_shared_dyn_wmma_matrix_b_ptr[2], C_reindex_shared_wmma_accumulator_ptr[((ax0_0_3 * 2) + 1)]);
      nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[(ax0_0_3 * 2)], A_reindex_shared_dyn_wmma_matrix_a_ptr[((ax0_0_3 * 2) + 1)], B_reindex_shared_dyn_wmma_matrix_b_ptr[1], C_reindex_shared_wmma_accumulator_ptr[(ax0_0_3 * 2)]);
      nvcuda::wmma::mma_sync(C_reindex_shared_wmma_accumulator_ptr[((ax0_0_3 * 2) + 1)], A_reindex_shared_dyn_wmma_matrix_a_ptr[((ax0_0_3 * 2) + 1)], B_reindex_shared_dyn_wmma_matrix_b_ptr[3], C_reindex_shared_wmma_accumulator_ptr[((ax0_0_3 * 2) + 1)]);
    }
  }
  for (int ax2 = 0; ax2 < 8; ++ax2) {
    int cse_v8 = (ax2 * 2);
    int cse_v9 = (((int)threadIdx.y) * 512);
    __syncthreads();
    nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[(((int)threadIdx.y) * 512)])), C_reindex_shared_wmma_accumulator_ptr[(ax2 * 2)], 16, nvcuda::wmma::mem_row_major);
    nvcuda::wmma::store_matrix_sync((&(C_reindex_shared_ptr[((((int)threadIdx.y) * 512) + 256)])), C_reindex_shared_wmma_accumulator_ptr[((ax2 * 2) + 1)], 16, nvcuda::wmma::mem_row_major);
    int cse_v13 = ((((int)threadIdx.y) * 32) + ((int)threadIdx.x));
    int cse_v18 = (((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15));
    __syncthreads();
    C_ptr[(((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15))] = C_reindex_shared_ptr[((((int)threadIdx.y) * 32) + ((int)threadIdx.x))];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 88064)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 128)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 16)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 256)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 88080)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 384)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 32)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 512)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 88096)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 640)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 48)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 768)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 88112)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 896)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 64)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1024)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 88128)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1152)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 80)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1280)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 88144)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1408)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 96)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1536)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 88160)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1664)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 112)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1792)];
    C_ptr[((((((((((int)blockIdx.y) / 86) * 1409024) + (ax2 * 176128)) + (((int)threadIdx.y) * 22016)) + ((((int)threadIdx.x) >> 4) * 11008)) + ((((int)blockIdx.y) % 86) * 128)) + (((int)threadIdx.x) & 15)) + 88176)] = C_reindex_shared_ptr[(((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) + 1920)];
  }
}

