
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
extern "C" __global__ void __launch_bounds__(392) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(392) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[4];
  __shared__ alignas(64) float pad_temp_shared_ptr[3136];
  __shared__ alignas(64) float kernel_shared_ptr[2048];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v8 = (((int)threadIdx.x) % 49);
  int cse_v9 = (((int)threadIdx.x) / 49);
  for (int rc_0 = 0; rc_0 < 8; ++rc_0) {
    int cse_v10 = ((rc_0 * 3136) + ((int)threadIdx.x));
    __syncthreads();
    pad_temp_shared_ptr[((int)threadIdx.x)] = data_ptr[((rc_0 * 3136) + ((int)threadIdx.x))];
    int cse_v1 = (((int)threadIdx.x) + 392);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 392)] = data_ptr[(((rc_0 * 3136) + ((int)threadIdx.x)) + 392)];
    int cse_v2 = (((int)threadIdx.x) + 784);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 784)] = data_ptr[(((rc_0 * 3136) + ((int)threadIdx.x)) + 784)];
    int cse_v3 = (((int)threadIdx.x) + 1176);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1176)] = data_ptr[(((rc_0 * 3136) + ((int)threadIdx.x)) + 1176)];
    int cse_v4 = (((int)threadIdx.x) + 1568);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1568)] = data_ptr[(((rc_0 * 3136) + ((int)threadIdx.x)) + 1568)];
    int cse_v5 = (((int)threadIdx.x) + 1960);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1960)] = data_ptr[(((rc_0 * 3136) + ((int)threadIdx.x)) + 1960)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2352)] = data_ptr[(((rc_0 * 3136) + ((int)threadIdx.x)) + 2352)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2744)] = data_ptr[(((rc_0 * 3136) + ((int)threadIdx.x)) + 2744)];
    int cse_v6 = (((int)blockIdx.x) * 16384);
    int cse_v7 = (rc_0 * 64);
    kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((int)blockIdx.x) * 16384) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 392)] = kernel_ptr[((((((int)blockIdx.x) * 16384) + (((((int)threadIdx.x) + 392) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 8) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 784)] = kernel_ptr[((((((int)blockIdx.x) * 16384) + (((((int)threadIdx.x) + 784) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 16) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 1176)] = kernel_ptr[((((((int)blockIdx.x) * 16384) + (((((int)threadIdx.x) + 1176) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 24) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 1568)] = kernel_ptr[((((((int)blockIdx.x) * 16384) + (((((int)threadIdx.x) + 1568) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 32) & 63))];
    if (((int)threadIdx.x) < 88) {
      kernel_shared_ptr[(((int)threadIdx.x) + 1960)] = kernel_ptr[((((((int)blockIdx.x) * 16384) + (((((int)threadIdx.x) + 1960) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 40) & 63))];
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 32; ++rc_1) {
      int cse_v11 = ((rc_1 * 98) + (((int)threadIdx.x) % 49));
      int cse_v12 = (((((int)threadIdx.x) / 49) * 256) + (rc_1 * 2));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((rc_1 * 98) + (((int)threadIdx.x) % 49))] * kernel_shared_ptr[(((((int)threadIdx.x) / 49) * 256) + (rc_1 * 2))]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((rc_1 * 98) + (((int)threadIdx.x) % 49))] * kernel_shared_ptr[((((((int)threadIdx.x) / 49) * 256) + (rc_1 * 2)) + 64)]));
      int cse_v13 = (((rc_1 * 98) + (((int)threadIdx.x) % 49)) + 49);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 98) + (((int)threadIdx.x) % 49)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) / 49) * 256) + (rc_1 * 2)) + 1)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 98) + (((int)threadIdx.x) % 49)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) / 49) * 256) + (rc_1 * 2)) + 65)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((rc_1 * 98) + (((int)threadIdx.x) % 49))] * kernel_shared_ptr[((((((int)threadIdx.x) / 49) * 256) + (rc_1 * 2)) + 128)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((rc_1 * 98) + (((int)threadIdx.x) % 49))] * kernel_shared_ptr[((((((int)threadIdx.x) / 49) * 256) + (rc_1 * 2)) + 192)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 98) + (((int)threadIdx.x) % 49)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) / 49) * 256) + (rc_1 * 2)) + 129)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 98) + (((int)threadIdx.x) % 49)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) / 49) * 256) + (rc_1 * 2)) + 193)]));
    }
  }
  int cse_v14 = (((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 49) * 196)) + (((int)threadIdx.x) % 49));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 49) * 196)) + (((int)threadIdx.x) % 49))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 49) * 196)) + (((int)threadIdx.x) % 49)) + 49)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 49) * 196)) + (((int)threadIdx.x) % 49)) + 98)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 49) * 196)) + (((int)threadIdx.x) % 49)) + 147)] = conv2d_nchw_local_ptr[3];
}

