
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
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[320];
  __shared__ alignas(64) float kernel_shared_ptr[96];
  for (int ff_3_init = 0; ff_3_init < 8; ++ff_3_init) {
    for (int yy_3_init = 0; yy_3_init < 2; ++yy_3_init) {
      for (int ff_4_init = 0; ff_4_init < 2; ++ff_4_init) {
        for (int yy_4_init = 0; yy_4_init < 2; ++yy_4_init) {
          conv2d_nchw_local_ptr[((((ff_3_init * 8) + (ff_4_init * 4)) + (yy_3_init * 2)) + yy_4_init)] = 0x0p+0f/*0.000000e+00*/;
        }
      }
    }
  }
  int cse_v1 = (((int)threadIdx.x) >> 6);
  int cse_v2 = (((int)blockIdx.x) / 68);
  int cse_v3 = (((int)threadIdx.x) & 7);
  int cse_v4 = ((((int)blockIdx.x) % 68) * 8);
  int cse_v6 = ((((int)blockIdx.x) / 68) * 17408);
  int cse_v7 = ((((int)threadIdx.x) & 63) >> 3);
  for (int rc_0 = 0; rc_0 < 3; ++rc_0) {
    for (int ry_0 = 0; ry_0 < 3; ++ry_0) {
      __syncthreads();
      for (int ax0_ax1_ax2_ax3_fused_0 = 0; ax0_ax1_ax2_ax3_fused_0 < 3; ++ax0_ax1_ax2_ax3_fused_0) {
        if (((ax0_ax1_ax2_ax3_fused_0 * 2) + (((int)threadIdx.x) >> 6)) < 5) {
          int cse_v5 = ((ax0_ax1_ax2_ax3_fused_0 * 128) + ((int)threadIdx.x));
          int cse_v8 = (((ax0_ax1_ax2_ax3_fused_0 * 64) + (((int)threadIdx.x) >> 1)) / 5);
          int cse_v9 = (((ax0_ax1_ax2_ax3_fused_0 * 128) + ((int)threadIdx.x)) % 10);
          int cse_v10 = (((((int)blockIdx.x) % 68) * 8) + (((ax0_ax1_ax2_ax3_fused_0 * 128) + ((int)threadIdx.x)) % 10));
          int cse_v12 = ((((((int)blockIdx.x) / 68) * 32) + (((ax0_ax1_ax2_ax3_fused_0 * 64) + (((int)threadIdx.x) >> 1)) / 5)) + ry_0);
          float condval;
          if ((((1 <= ((((((int)blockIdx.x) / 68) * 32) + (((ax0_ax1_ax2_ax3_fused_0 * 64) + (((int)threadIdx.x) >> 1)) / 5)) + ry_0)) && (((((((int)blockIdx.x) / 68) * 32) + (((ax0_ax1_ax2_ax3_fused_0 * 64) + (((int)threadIdx.x) >> 1)) / 5)) + ry_0) < 545)) && (1 <= (((((int)blockIdx.x) % 68) * 8) + (((ax0_ax1_ax2_ax3_fused_0 * 128) + ((int)threadIdx.x)) % 10)))) && ((((((int)blockIdx.x) % 68) * 8) + (((ax0_ax1_ax2_ax3_fused_0 * 128) + ((int)threadIdx.x)) % 10)) < 545)) {
            condval = data_ptr[(((((((rc_0 * 295936) + ((((int)blockIdx.x) / 68) * 17408)) + ((((ax0_ax1_ax2_ax3_fused_0 * 64) + (((int)threadIdx.x) >> 1)) / 5) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) % 68) * 8)) + (((ax0_ax1_ax2_ax3_fused_0 * 128) + ((int)threadIdx.x)) % 10)) - 545)];
          } else {
            condval = 0x0p+0f/*0.000000e+00*/;
          }
          pad_temp_shared_ptr[((ax0_ax1_ax2_ax3_fused_0 * 128) + ((int)threadIdx.x))] = condval;
        }
      }
      if (((int)threadIdx.x) < 96) {
        kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((((int)threadIdx.x) / 3) * 27) + (rc_0 * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3))];
      }
      __syncthreads();
      for (int ff_3 = 0; ff_3 < 8; ++ff_3) {
        for (int yy_3 = 0; yy_3 < 2; ++yy_3) {
          for (int rx_2 = 0; rx_2 < 3; ++rx_2) {
            for (int ff_4 = 0; ff_4 < 2; ++ff_4) {
              for (int yy_4 = 0; yy_4 < 2; ++yy_4) {
                int cse_v11 = ((((ff_3 * 8) + (ff_4 * 4)) + (yy_3 * 2)) + yy_4);
                conv2d_nchw_local_ptr[((((ff_3 * 8) + (ff_4 * 4)) + (yy_3 * 2)) + yy_4)] = (conv2d_nchw_local_ptr[((((ff_3 * 8) + (ff_4 * 4)) + (yy_3 * 2)) + yy_4)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) & 63) >> 3) * 40) + (yy_3 * 20)) + (yy_4 * 10)) + rx_2) + (((int)threadIdx.x) & 7))] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 6) * 48) + (ff_3 * 6)) + (ff_4 * 3)) + rx_2)]));
              }
            }
          }
        }
      }
    }
  }
  for (int ax1 = 0; ax1 < 16; ++ax1) {
    for (int ax2 = 0; ax2 < 4; ++ax2) {
      conv2d_nchw_ptr[((((((((((int)threadIdx.x) >> 6) * 4734976) + (ax1 * 295936)) + ((((int)blockIdx.x) / 68) * 17408)) + (((((int)threadIdx.x) & 63) >> 3) * 2176)) + (ax2 * 544)) + ((((int)blockIdx.x) % 68) * 8)) + (((int)threadIdx.x) & 7))] = conv2d_nchw_local_ptr[((ax1 * 4) + ax2)];
    }
  }
}

