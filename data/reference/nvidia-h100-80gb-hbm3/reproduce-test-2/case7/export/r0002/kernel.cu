
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
extern "C" __global__ void __launch_bounds__(136) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(136) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[2];
  __shared__ alignas(64) float pad_temp_shared_ptr[114];
  __shared__ alignas(64) float kernel_shared_ptr[288];
  for (int ff_4_init = 0; ff_4_init < 2; ++ff_4_init) {
    conv2d_nchw_local_ptr[ff_4_init] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v1 = (((int)blockIdx.x) % 17);
  int cse_v3 = (((int)blockIdx.x) / 17);
  int cse_v4 = (((int)threadIdx.x) % 17);
  int cse_v5 = (((int)threadIdx.x) / 17);
  int cse_v7 = ((((int)blockIdx.x) % 17) * 17);
  for (int rc_0 = 0; rc_0 < 256; ++rc_0) {
    __syncthreads();
    if (((int)threadIdx.x) < 114) {
      int cse_v2 = (((int)threadIdx.x) % 19);
      int cse_v6 = ((((int)threadIdx.x) % 57) / 19);
      int cse_v9 = (((((int)threadIdx.x) % 57) / 19) + (((int)blockIdx.x) % 17));
      float condval;
      if ((((1 <= (((((int)threadIdx.x) % 57) / 19) + (((int)blockIdx.x) % 17))) && ((((((int)threadIdx.x) % 57) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
        condval = data_ptr[((((((rc_0 * 578) + ((((int)threadIdx.x) / 57) * 289)) + (((((int)threadIdx.x) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 19)) - 18)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
    }
    for (int ax0_ax1_ax2_ax3_fused_0 = 0; ax0_ax1_ax2_ax3_fused_0 < 2; ++ax0_ax1_ax2_ax3_fused_0) {
      if (((ax0_ax1_ax2_ax3_fused_0 * 17) + (((int)threadIdx.x) >> 3)) < 18) {
        int cse_v8 = ((ax0_ax1_ax2_ax3_fused_0 * 272) + (((int)threadIdx.x) * 2));
        *(float2*)(kernel_shared_ptr + ((ax0_ax1_ax2_ax3_fused_0 * 272) + (((int)threadIdx.x) * 2))) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 73728) + ((((ax0_ax1_ax2_ax3_fused_0 * 136) + ((int)threadIdx.x)) / 9) * 4608)) + (rc_0 * 18)) + (((ax0_ax1_ax2_ax3_fused_0 * 272) + (((int)threadIdx.x) * 2)) % 18)));
      }
    }
    __syncthreads();
    for (int rc_2 = 0; rc_2 < 2; ++rc_2) {
      for (int ry_2 = 0; ry_2 < 3; ++ry_2) {
        for (int rx_2 = 0; rx_2 < 3; ++rx_2) {
          for (int ff_4 = 0; ff_4 < 2; ++ff_4) {
            conv2d_nchw_local_ptr[ff_4] = (conv2d_nchw_local_ptr[ff_4] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_2 * 19)) + rx_2) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 36) + (ff_4 * 18)) + (rc_2 * 9)) + (ry_2 * 3)) + rx_2)]));
          }
        }
      }
    }
  }
  for (int ax1 = 0; ax1 < 2; ++ax1) {
    conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 4624) + ((((int)threadIdx.x) / 17) * 578)) + (ax1 * 289)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[ax1];
  }
}

