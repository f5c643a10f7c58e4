
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
  alignas(64) float conv2d_nchw_local_ptr[17];
  __shared__ alignas(64) float pad_temp_shared_ptr[1292];
  __shared__ alignas(64) float kernel_shared_ptr[96];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  for (int rc_0 = 0; rc_0 < 128; ++rc_0) {
    for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
      int cse_v1 = (((int)threadIdx.x) * 2);
      int cse_v2 = (rc_0 * 1156);
      int cse_v3 = ((((int)threadIdx.x) * 2) % 17);
      int cse_v9 = (rx_0 + ((((int)threadIdx.x) * 2) % 17));
      int cse_v10 = (((rc_0 * 1156) + (((int)threadIdx.x) * 2)) + rx_0);
      __syncthreads();
      float condval;
      if (((8 < ((int)threadIdx.x)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 2) % 17)) < 18)) {
        condval = data_ptr[((((rc_0 * 1156) + (((int)threadIdx.x) * 2)) + rx_0) - 18)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
      int cse_v4 = ((((int)threadIdx.x) * 2) + 1);
      int cse_v11 = (((((int)threadIdx.x) * 2) + 1) % 17);
      int cse_v18 = (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17));
      int cse_v19 = ((((rc_0 * 1156) + (((int)threadIdx.x) * 2)) + rx_0) + 1);
      float condval_1;
      if (((8 <= ((int)threadIdx.x)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)) < 18)) {
        condval_1 = data_ptr[((((rc_0 * 1156) + (((int)threadIdx.x) * 2)) + rx_0) - 17)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
      int cse_v5 = ((((int)threadIdx.x) * 2) / 17);
      int cse_v6 = ((((int)threadIdx.x) * 2) + 272);
      int cse_v20 = ((((((int)threadIdx.x) * 2) / 17) + 16) % 19);
      float condval_2;
      if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 16) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 2) % 17)) < 18)) {
        condval_2 = data_ptr[((((((rc_0 * 1156) + ((((((int)threadIdx.x) * 2) + 272) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 272)] = condval_2;
      int cse_v7 = ((((int)threadIdx.x) * 2) + 273);
      int cse_v12 = (((((int)threadIdx.x) * 2) + 1) / 17);
      int cse_v24 = (((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19);
      float condval_3;
      if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)) < 18)) {
        condval_3 = data_ptr[((((((rc_0 * 1156) + ((((((int)threadIdx.x) * 2) + 273) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 273)] = condval_3;
      int cse_v13 = (((((int)threadIdx.x) * 2) + 544) / 323);
      int cse_v21 = ((((((int)threadIdx.x) * 2) / 17) + 13) % 19);
      int cse_v25 = (((((((int)threadIdx.x) * 2) / 17) + 13) % 19) * 17);
      float condval_4;
      if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 13) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 13) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 2) % 17)) < 18)) {
        condval_4 = data_ptr[((((((rc_0 * 1156) + ((((((int)threadIdx.x) * 2) + 544) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 13) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 544) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 13) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_4;
      int cse_v14 = (((((int)threadIdx.x) * 2) + 545) / 323);
      int cse_v26 = (((((((int)threadIdx.x) * 2) + 1) / 17) + 13) % 19);
      int cse_v29 = ((((((((int)threadIdx.x) * 2) + 1) / 17) + 13) % 19) * 17);
      float condval_5;
      if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 13) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 13) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)) < 18)) {
        condval_5 = data_ptr[((((((rc_0 * 1156) + ((((((int)threadIdx.x) * 2) + 545) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 13) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 545) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 13) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_5;
      int cse_v15 = (((((int)threadIdx.x) * 2) + 816) / 323);
      int cse_v22 = ((((((int)threadIdx.x) * 2) / 17) + 10) % 19);
      int cse_v27 = (((((((int)threadIdx.x) * 2) / 17) + 10) % 19) * 17);
      float condval_6;
      if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 10) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 10) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 2) % 17)) < 18)) {
        condval_6 = data_ptr[((((((rc_0 * 1156) + ((((((int)threadIdx.x) * 2) + 816) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 10) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 816) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 10) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_6;
      int cse_v16 = (((((int)threadIdx.x) * 2) + 817) / 323);
      int cse_v28 = (((((((int)threadIdx.x) * 2) + 1) / 17) + 10) % 19);
      int cse_v30 = ((((((((int)threadIdx.x) * 2) + 1) / 17) + 10) % 19) * 17);
      float condval_7;
      if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 10) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 10) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)) < 18)) {
        condval_7 = data_ptr[((((((rc_0 * 1156) + ((((((int)threadIdx.x) * 2) + 817) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 10) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 817) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 10) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_7;
      if (((int)threadIdx.x) < 102) {
        float condval_8;
        if (((((int)threadIdx.x) < 94) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 2) % 17)) < 18)) {
          condval_8 = data_ptr[((((rc_0 * 1156) + (((int)threadIdx.x) * 2)) + rx_0) + 968)];
        } else {
          condval_8 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1088)] = condval_8;
        float condval_9;
        if (((((int)threadIdx.x) < 93) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)) < 18)) {
          condval_9 = data_ptr[((((rc_0 * 1156) + (((int)threadIdx.x) * 2)) + rx_0) + 969)];
        } else {
          condval_9 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1089)] = condval_9;
      }
      if (((int)threadIdx.x) < 96) {
        kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + (rc_0 * 36)) + ((((int)threadIdx.x) % 12) * 3)) + rx_0)];
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
        for (int ry_2 = 0; ry_2 < 3; ++ry_2) {
          int cse_v17 = (((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17));
          int cse_v23 = ((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2);
          conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
          conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1 * 323) + (ry_2 * 17)) + ((((int)threadIdx.x) % 17) * 17)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 12) + (rc_1 * 3)) + ry_2)]));
        }
      }
    }
  }
  int cse_v8 = ((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17));
  conv2d_nchw_ptr[((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 2)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 3)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 4)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 5)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 6)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 7)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 8)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 9)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 10)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 11)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 12)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 13)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 14)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 15)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + 16)] = conv2d_nchw_local_ptr[16];
}

