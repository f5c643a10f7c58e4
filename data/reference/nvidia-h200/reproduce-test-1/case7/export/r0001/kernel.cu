
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
extern "C" __global__ void __launch_bounds__(68) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(68) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[152];
  __shared__ alignas(64) float kernel_shared_ptr[768];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v2 = (((int)blockIdx.x) % 17);
  int cse_v6 = (((int)blockIdx.x) / 17);
  int cse_v15 = (((int)threadIdx.x) % 17);
  int cse_v16 = (((int)threadIdx.x) / 17);
  for (int rc_0 = 0; rc_0 < 64; ++rc_0) {
    for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
      int cse_v1 = (((int)threadIdx.x) % 19);
      int cse_v3 = (rc_0 * 2312);
      int cse_v17 = (rx_0 + (((int)blockIdx.x) % 17));
      __syncthreads();
      float condval;
      if ((((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) && (1 <= (rx_0 + (((int)blockIdx.x) % 17)))) && ((rx_0 + (((int)blockIdx.x) % 17)) < 18)) {
        condval = data_ptr[((((((rc_0 * 2312) + ((((int)threadIdx.x) / 19) * 289)) + ((((int)threadIdx.x) % 19) * 17)) + rx_0) + (((int)blockIdx.x) % 17)) - 18)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v4 = (((int)threadIdx.x) + 68);
      int cse_v18 = ((((int)threadIdx.x) + 11) % 19);
      float condval_1;
      if ((((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) && (1 <= (rx_0 + (((int)blockIdx.x) % 17)))) && ((rx_0 + (((int)blockIdx.x) % 17)) < 18)) {
        condval_1 = data_ptr[((((((rc_0 * 2312) + (((((int)threadIdx.x) + 68) / 19) * 289)) + (((((int)threadIdx.x) + 11) % 19) * 17)) + rx_0) + (((int)blockIdx.x) % 17)) - 18)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 68)] = condval_1;
      int cse_v5 = (((int)threadIdx.x) + 136);
      if (((int)threadIdx.x) < 16) {
        float condval_2;
        if (((((int)threadIdx.x) < 15) && (1 <= (rx_0 + (((int)blockIdx.x) % 17)))) && ((rx_0 + (((int)blockIdx.x) % 17)) < 18)) {
          condval_2 = data_ptr[(((((rc_0 * 2312) + (((int)threadIdx.x) * 17)) + rx_0) + (((int)blockIdx.x) % 17)) + 2056)];
        } else {
          condval_2 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_2;
      }
      int cse_v7 = (rc_0 * 72);
      int cse_v19 = ((((int)blockIdx.x) / 17) * 147456);
      int cse_v49 = ((((((((int)blockIdx.x) / 17) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) % 24) * 3)) + rx_0);
      kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) % 24) * 3)) + rx_0)];
      int cse_v44 = (((((int)threadIdx.x) + 20) % 24) * 3);
      kernel_shared_ptr[(((int)threadIdx.x) + 68)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 68) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 20) % 24) * 3)) + rx_0)];
      int cse_v45 = (((((int)threadIdx.x) + 16) % 24) * 3);
      kernel_shared_ptr[(((int)threadIdx.x) + 136)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 136) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 16) % 24) * 3)) + rx_0)];
      int cse_v8 = (((int)threadIdx.x) + 204);
      int cse_v46 = (((((int)threadIdx.x) + 12) % 24) * 3);
      kernel_shared_ptr[(((int)threadIdx.x) + 204)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 204) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 12) % 24) * 3)) + rx_0)];
      int cse_v9 = (((int)threadIdx.x) + 272);
      int cse_v47 = (((((int)threadIdx.x) + 8) % 24) * 3);
      kernel_shared_ptr[(((int)threadIdx.x) + 272)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 272) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 8) % 24) * 3)) + rx_0)];
      int cse_v10 = (((int)threadIdx.x) + 340);
      kernel_shared_ptr[(((int)threadIdx.x) + 340)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 340) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 4) % 24) * 3)) + rx_0)];
      kernel_shared_ptr[(((int)threadIdx.x) + 408)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) % 24) * 3)) + rx_0) + 78336)];
      int cse_v11 = (((int)threadIdx.x) + 476);
      kernel_shared_ptr[(((int)threadIdx.x) + 476)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 476) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 20) % 24) * 3)) + rx_0)];
      int cse_v12 = (((int)threadIdx.x) + 544);
      kernel_shared_ptr[(((int)threadIdx.x) + 544)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 544) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 16) % 24) * 3)) + rx_0)];
      int cse_v13 = (((int)threadIdx.x) + 612);
      kernel_shared_ptr[(((int)threadIdx.x) + 612)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 612) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 12) % 24) * 3)) + rx_0)];
      int cse_v14 = (((int)threadIdx.x) + 680);
      kernel_shared_ptr[(((int)threadIdx.x) + 680)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 680) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 8) % 24) * 3)) + rx_0)];
      if (((int)threadIdx.x) < 20) {
        kernel_shared_ptr[(((int)threadIdx.x) + 748)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 147456) + (rc_0 * 72)) + (((int)threadIdx.x) * 3)) + rx_0) + 142860)];
      }
      int cse_v20 = ((((int)threadIdx.x) / 17) * 48);
      __syncthreads();
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 48)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 192)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 384)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 576)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 24)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 216)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 408)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 600)]));
      int cse_v21 = ((((int)threadIdx.x) % 17) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 193)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 385)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 577)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 25)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 217)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 409)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 601)]));
      int cse_v22 = ((((int)threadIdx.x) % 17) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 2)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 194)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 386)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 578)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 26)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 218)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 410)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 602)]));
      int cse_v23 = ((((int)threadIdx.x) % 17) + 19);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 3)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 195)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 387)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 579)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 27)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 219)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 411)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 603)]));
      int cse_v24 = ((((int)threadIdx.x) % 17) + 20);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 4)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 196)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 388)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 580)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 28)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 220)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 412)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 604)]));
      int cse_v25 = ((((int)threadIdx.x) % 17) + 21);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 5)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 197)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 389)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 581)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 29)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 221)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 413)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 605)]));
      int cse_v26 = ((((int)threadIdx.x) % 17) + 38);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 6)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 198)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 390)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 582)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 30)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 222)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 414)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 606)]));
      int cse_v27 = ((((int)threadIdx.x) % 17) + 39);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 7)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 199)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 391)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 583)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 31)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 223)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 415)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 607)]));
      int cse_v28 = ((((int)threadIdx.x) % 17) + 40);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 8)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 200)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 392)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 584)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 32)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 224)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 416)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 608)]));
      int cse_v29 = ((((int)threadIdx.x) % 17) + 57);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 9)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 201)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 393)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 585)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 33)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 225)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 417)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 609)]));
      int cse_v30 = ((((int)threadIdx.x) % 17) + 58);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 10)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 202)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 394)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 586)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 34)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 226)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 418)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 610)]));
      int cse_v31 = ((((int)threadIdx.x) % 17) + 59);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 11)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 203)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 395)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 587)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 35)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 227)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 419)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 611)]));
      int cse_v32 = ((((int)threadIdx.x) % 17) + 76);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 12)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 204)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 396)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 588)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 36)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 228)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 420)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 612)]));
      int cse_v33 = ((((int)threadIdx.x) % 17) + 77);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 13)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 205)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 397)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 589)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 37)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 229)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 421)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 613)]));
      int cse_v34 = ((((int)threadIdx.x) % 17) + 78);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 14)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 206)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 398)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 590)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 38)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 230)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 422)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 614)]));
      int cse_v35 = ((((int)threadIdx.x) % 17) + 95);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 15)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 207)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 399)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 591)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 39)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 231)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 423)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 615)]));
      int cse_v36 = ((((int)threadIdx.x) % 17) + 96);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 16)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 208)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 400)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 592)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 40)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 232)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 424)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 616)]));
      int cse_v37 = ((((int)threadIdx.x) % 17) + 97);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 17)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 209)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 401)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 593)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 41)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 233)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 425)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 617)]));
      int cse_v38 = ((((int)threadIdx.x) % 17) + 114);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 18)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 210)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 402)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 594)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 42)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 234)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 426)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 618)]));
      int cse_v39 = ((((int)threadIdx.x) % 17) + 115);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 19)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 211)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 403)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 595)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 43)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 235)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 427)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 619)]));
      int cse_v40 = ((((int)threadIdx.x) % 17) + 116);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 20)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 212)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 404)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 596)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 44)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 236)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 428)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 620)]));
      int cse_v41 = ((((int)threadIdx.x) % 17) + 133);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 21)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 213)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 405)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 597)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 45)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 237)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 429)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 621)]));
      int cse_v42 = ((((int)threadIdx.x) % 17) + 134);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 22)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 214)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 406)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 598)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 46)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 238)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 430)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 622)]));
      int cse_v43 = ((((int)threadIdx.x) % 17) + 135);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 23)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 215)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 407)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 599)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 47)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 239)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 431)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 623)]));
    }
  }
  int cse_v48 = (((((((int)blockIdx.x) / 17) * 9248) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 9248) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 2312)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 9248) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 4624)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 9248) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 6936)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 9248) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 289)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 9248) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 2601)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 9248) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 4913)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 9248) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 7225)] = conv2d_nchw_local_ptr[7];
}

