
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
extern "C" __global__ void __launch_bounds__(56) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(56) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[2];
  __shared__ alignas(64) float pad_temp_shared_ptr[448];
  __shared__ alignas(64) float kernel_shared_ptr[64];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 7);
  int cse_v2 = ((((int)blockIdx.x) % 7) * 2);
  for (int rc_0 = 0; rc_0 < 64; ++rc_0) {
    int cse_v6 = ((((rc_0 * 3136) + ((((int)threadIdx.x) >> 1) * 14)) + ((((int)blockIdx.x) % 7) * 2)) + (((int)threadIdx.x) & 1));
    __syncthreads();
    pad_temp_shared_ptr[((int)threadIdx.x)] = data_ptr[((((rc_0 * 3136) + ((((int)threadIdx.x) >> 1) * 14)) + ((((int)blockIdx.x) % 7) * 2)) + (((int)threadIdx.x) & 1))];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 56)] = data_ptr[(((((rc_0 * 3136) + ((((int)threadIdx.x) >> 1) * 14)) + ((((int)blockIdx.x) % 7) * 2)) + (((int)threadIdx.x) & 1)) + 392)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 112)] = data_ptr[(((((rc_0 * 3136) + ((((int)threadIdx.x) >> 1) * 14)) + ((((int)blockIdx.x) % 7) * 2)) + (((int)threadIdx.x) & 1)) + 784)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 168)] = data_ptr[(((((rc_0 * 3136) + ((((int)threadIdx.x) >> 1) * 14)) + ((((int)blockIdx.x) % 7) * 2)) + (((int)threadIdx.x) & 1)) + 1176)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 224)] = data_ptr[(((((rc_0 * 3136) + ((((int)threadIdx.x) >> 1) * 14)) + ((((int)blockIdx.x) % 7) * 2)) + (((int)threadIdx.x) & 1)) + 1568)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 280)] = data_ptr[(((((rc_0 * 3136) + ((((int)threadIdx.x) >> 1) * 14)) + ((((int)blockIdx.x) % 7) * 2)) + (((int)threadIdx.x) & 1)) + 1960)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 336)] = data_ptr[(((((rc_0 * 3136) + ((((int)threadIdx.x) >> 1) * 14)) + ((((int)blockIdx.x) % 7) * 2)) + (((int)threadIdx.x) & 1)) + 2352)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 392)] = data_ptr[(((((rc_0 * 3136) + ((((int)threadIdx.x) >> 1) * 14)) + ((((int)blockIdx.x) % 7) * 2)) + (((int)threadIdx.x) & 1)) + 2744)];
    if (((int)threadIdx.x) < 32) {
      *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 7) * 4096) + ((((int)threadIdx.x) >> 3) * 1024)) + (rc_0 * 16)) + ((((int)threadIdx.x) & 7) * 2)));
    }
    __syncthreads();
    for (int rc_2 = 0; rc_2 < 16; ++rc_2) {
      int cse_v3 = ((rc_2 * 28) + ((((int)threadIdx.x) % 14) * 2));
      int cse_v4 = (((((int)threadIdx.x) / 14) * 16) + rc_2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((rc_2 * 28) + ((((int)threadIdx.x) % 14) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 16) + rc_2)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_2 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 16) + rc_2)]));
    }
  }
  int cse_v5 = ((((((int)blockIdx.x) / 7) * 784) + (((int)threadIdx.x) * 14)) + ((((int)blockIdx.x) % 7) * 2));
  conv2d_nchw_ptr[((((((int)blockIdx.x) / 7) * 784) + (((int)threadIdx.x) * 14)) + ((((int)blockIdx.x) % 7) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 7) * 784) + (((int)threadIdx.x) * 14)) + ((((int)blockIdx.x) % 7) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
}

