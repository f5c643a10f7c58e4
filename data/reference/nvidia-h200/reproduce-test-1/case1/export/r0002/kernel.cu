
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
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[1088];
  __shared__ alignas(64) float kernel_shared_ptr[12];
  for (int yy_3_init = 0; yy_3_init < 2; ++yy_3_init) {
    for (int ff_4_init = 0; ff_4_init < 2; ++ff_4_init) {
      int cse_v3 = ((ff_4_init * 2) + yy_3_init);
      conv2d_nchw_local_ptr[((ff_4_init * 2) + yy_3_init)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_4_init * 2) + yy_3_init) + 4)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_4_init * 2) + yy_3_init) + 8)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_4_init * 2) + yy_3_init) + 12)] = 0x0p+0f/*0.000000e+00*/;
    }
  }
  int cse_v2 = (((int)blockIdx.x) / 544);
  int cse_v4 = ((((int)blockIdx.x) % 544) >> 1);
  int cse_v5 = ((((int)blockIdx.x) & 1) * 272);
  int cse_v10 = (((((int)blockIdx.x) % 544) >> 1) * 1088);
  for (int rc_0 = 0; rc_0 < 3; ++rc_0) {
    for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
      __syncthreads();
      for (int ax0_ax1_ax2_ax3_fused_0 = 0; ax0_ax1_ax2_ax3_fused_0 < 8; ++ax0_ax1_ax2_ax3_fused_0) {
        int cse_v1 = (ax0_ax1_ax2_ax3_fused_0 >> 1);
        int cse_v6 = ((ax0_ax1_ax2_ax3_fused_0 & 1) * 136);
        int cse_v16 = ((((((int)blockIdx.x) % 544) >> 1) * 2) + (ax0_ax1_ax2_ax3_fused_0 >> 1));
        int cse_v18 = (((((((int)blockIdx.x) & 1) * 272) + ((ax0_ax1_ax2_ax3_fused_0 & 1) * 136)) + rx_0) + ((int)threadIdx.x));
        float condval;
        if ((((1 <= ((((((int)blockIdx.x) % 544) >> 1) * 2) + (ax0_ax1_ax2_ax3_fused_0 >> 1))) && (((((((int)blockIdx.x) % 544) >> 1) * 2) + (ax0_ax1_ax2_ax3_fused_0 >> 1)) < 545)) && (1 <= (((((((int)blockIdx.x) & 1) * 272) + ((ax0_ax1_ax2_ax3_fused_0 & 1) * 136)) + rx_0) + ((int)threadIdx.x)))) && ((((((((int)blockIdx.x) & 1) * 272) + ((ax0_ax1_ax2_ax3_fused_0 & 1) * 136)) + rx_0) + ((int)threadIdx.x)) < 545)) {
          condval = data_ptr[((((((((rc_0 * 295936) + (((((int)blockIdx.x) % 544) >> 1) * 1088)) + ((ax0_ax1_ax2_ax3_fused_0 >> 1) * 544)) + ((((int)blockIdx.x) & 1) * 272)) + ((ax0_ax1_ax2_ax3_fused_0 & 1) * 136)) + rx_0) + ((int)threadIdx.x)) - 545)];
        } else {
          condval = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((ax0_ax1_ax2_ax3_fused_0 * 136) + ((int)threadIdx.x))] = condval;
      }
      if (((int)threadIdx.x) < 12) {
        kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((((int)blockIdx.x) / 544) * 108) + ((((int)threadIdx.x) / 3) * 27)) + (rc_0 * 9)) + ((((int)threadIdx.x) % 3) * 3)) + rx_0)];
      }
      __syncthreads();
      for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
        for (int yy_3 = 0; yy_3 < 2; ++yy_3) {
          for (int ff_4 = 0; ff_4 < 2; ++ff_4) {
            int cse_v7 = ((ff_4 * 2) + yy_3);
            int cse_v8 = ((ff_4 * 3) + ry_1);
            int cse_v11 = (((yy_3 * 272) + (ry_1 * 272)) + ((int)threadIdx.x));
            conv2d_nchw_local_ptr[((ff_4 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + yy_3)] + (pad_temp_shared_ptr[(((yy_3 * 272) + (ry_1 * 272)) + ((int)threadIdx.x))] * kernel_shared_ptr[((ff_4 * 3) + ry_1)]));
            int cse_v12 = (((ff_4 * 2) + yy_3) + 4);
            int cse_v17 = ((((yy_3 * 272) + (ry_1 * 272)) + ((int)threadIdx.x)) + 136);
            conv2d_nchw_local_ptr[(((ff_4 * 2) + yy_3) + 4)] = (conv2d_nchw_local_ptr[(((ff_4 * 2) + yy_3) + 4)] + (pad_temp_shared_ptr[((((yy_3 * 272) + (ry_1 * 272)) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[((ff_4 * 3) + ry_1)]));
            int cse_v13 = (((ff_4 * 2) + yy_3) + 8);
            int cse_v14 = (((ff_4 * 3) + ry_1) + 6);
            conv2d_nchw_local_ptr[(((ff_4 * 2) + yy_3) + 8)] = (conv2d_nchw_local_ptr[(((ff_4 * 2) + yy_3) + 8)] + (pad_temp_shared_ptr[(((yy_3 * 272) + (ry_1 * 272)) + ((int)threadIdx.x))] * kernel_shared_ptr[(((ff_4 * 3) + ry_1) + 6)]));
            int cse_v15 = (((ff_4 * 2) + yy_3) + 12);
            conv2d_nchw_local_ptr[(((ff_4 * 2) + yy_3) + 12)] = (conv2d_nchw_local_ptr[(((ff_4 * 2) + yy_3) + 12)] + (pad_temp_shared_ptr[((((yy_3 * 272) + (ry_1 * 272)) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_4 * 3) + ry_1) + 6)]));
          }
        }
      }
    }
  }
  for (int ax1 = 0; ax1 < 2; ++ax1) {
    for (int ax2 = 0; ax2 < 2; ++ax2) {
      int cse_v9 = ((ax1 * 2) + ax2);
      int cse_v19 = (((((((((int)blockIdx.x) / 544) * 1183744) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 1) * 1088)) + (ax2 * 544)) + ((((int)blockIdx.x) & 1) * 272)) + ((int)threadIdx.x));
      conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 1183744) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 1) * 1088)) + (ax2 * 544)) + ((((int)blockIdx.x) & 1) * 272)) + ((int)threadIdx.x))] = conv2d_nchw_local_ptr[((ax1 * 2) + ax2)];
      conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 1183744) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 1) * 1088)) + (ax2 * 544)) + ((((int)blockIdx.x) & 1) * 272)) + ((int)threadIdx.x)) + 136)] = conv2d_nchw_local_ptr[(((ax1 * 2) + ax2) + 4)];
      conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 1183744) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 1) * 1088)) + (ax2 * 544)) + ((((int)blockIdx.x) & 1) * 272)) + ((int)threadIdx.x)) + 591872)] = conv2d_nchw_local_ptr[(((ax1 * 2) + ax2) + 8)];
      conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 1183744) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 1) * 1088)) + (ax2 * 544)) + ((((int)blockIdx.x) & 1) * 272)) + ((int)threadIdx.x)) + 592008)] = conv2d_nchw_local_ptr[(((ax1 * 2) + ax2) + 12)];
    }
  }
}

