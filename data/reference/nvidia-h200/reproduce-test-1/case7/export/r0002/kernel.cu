
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
  alignas(64) float conv2d_nchw_local_ptr[34];
  __shared__ alignas(64) float pad_temp_shared_ptr[2584];
  __shared__ alignas(64) float kernel_shared_ptr[192];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  int cse_v7 = (((int)threadIdx.x) / 17);
  int cse_v17 = ((((int)threadIdx.x) % 17) * 17);
  for (int rc_0 = 0; rc_0 < 64; ++rc_0) {
    for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
      int cse_v1 = (((int)threadIdx.x) * 4);
      int cse_v2 = (rc_0 * 2312);
      int cse_v8 = ((((int)threadIdx.x) * 4) % 17);
      int cse_v18 = (rx_0 + ((((int)threadIdx.x) * 4) % 17));
      int cse_v19 = (((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0);
      __syncthreads();
      float condval;
      if (((4 < ((int)threadIdx.x)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) - 18)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) * 4)] = condval;
      int cse_v9 = ((((int)threadIdx.x) * 4) + 1);
      int cse_v20 = (((((int)threadIdx.x) * 4) + 1) % 17);
      int cse_v52 = (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17));
      int cse_v53 = ((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 1);
      float condval_1;
      if (((4 <= ((int)threadIdx.x)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_1 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) - 17)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1)] = condval_1;
      int cse_v10 = ((((int)threadIdx.x) * 4) + 2);
      int cse_v21 = (((((int)threadIdx.x) * 4) + 2) % 17);
      int cse_v54 = (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17));
      int cse_v55 = ((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 2);
      float condval_2;
      if (((3 < ((int)threadIdx.x)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_2 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) - 16)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2)] = condval_2;
      int cse_v11 = ((((int)threadIdx.x) * 4) + 3);
      int cse_v22 = (((((int)threadIdx.x) * 4) + 3) % 17);
      int cse_v56 = (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17));
      int cse_v57 = ((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 3);
      float condval_3;
      if (((3 < ((int)threadIdx.x)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_3 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) - 15)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 3)] = condval_3;
      int cse_v12 = ((((int)threadIdx.x) * 4) / 17);
      int cse_v13 = ((((int)threadIdx.x) * 4) + 272);
      int cse_v58 = ((((((int)threadIdx.x) * 4) / 17) + 16) % 19);
      float condval_4;
      if ((((1 <= ((((((int)threadIdx.x) * 4) / 17) + 16) % 19)) && (((((((int)threadIdx.x) * 4) / 17) + 16) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval_4 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 272) / 323) * 289)) + (((((((int)threadIdx.x) * 4) / 17) + 16) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 4) % 17)) - 18)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 272)] = condval_4;
      int cse_v14 = ((((int)threadIdx.x) * 4) + 273);
      int cse_v23 = (((((int)threadIdx.x) * 4) + 1) / 17);
      int cse_v121 = (((((((int)threadIdx.x) * 4) + 1) / 17) + 16) % 19);
      float condval_5;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 1) / 17) + 16) % 19)) && ((((((((int)threadIdx.x) * 4) + 1) / 17) + 16) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_5 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 273) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 16) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 1) % 17)) - 18)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 273)] = condval_5;
      int cse_v15 = ((((int)threadIdx.x) * 4) + 274);
      int cse_v24 = (((((int)threadIdx.x) * 4) + 2) / 17);
      int cse_v122 = (((((((int)threadIdx.x) * 4) + 2) / 17) + 16) % 19);
      float condval_6;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 2) / 17) + 16) % 19)) && ((((((((int)threadIdx.x) * 4) + 2) / 17) + 16) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_6 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 274) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 16) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 2) % 17)) - 18)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 274)] = condval_6;
      int cse_v16 = ((((int)threadIdx.x) * 4) + 275);
      int cse_v25 = (((((int)threadIdx.x) * 4) + 3) / 17);
      int cse_v123 = (((((((int)threadIdx.x) * 4) + 3) / 17) + 16) % 19);
      float condval_7;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 3) / 17) + 16) % 19)) && ((((((((int)threadIdx.x) * 4) + 3) / 17) + 16) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_7 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 275) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 16) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 3) % 17)) - 18)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 275)] = condval_7;
      int cse_v26 = (((((int)threadIdx.x) * 4) + 544) / 323);
      int cse_v59 = ((((((int)threadIdx.x) * 4) / 17) + 13) % 19);
      int cse_v124 = (((((((int)threadIdx.x) * 4) / 17) + 13) % 19) * 17);
      float condval_8;
      if ((((1 <= ((((((int)threadIdx.x) * 4) / 17) + 13) % 19)) && (((((((int)threadIdx.x) * 4) / 17) + 13) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval_8 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 544) / 323) * 289)) + (((((((int)threadIdx.x) * 4) / 17) + 13) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 4) % 17)) - 18)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 544) / 323) * 323) + (((((((int)threadIdx.x) * 4) / 17) + 13) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 17))] = condval_8;
      int cse_v27 = (((((int)threadIdx.x) * 4) + 545) / 323);
      int cse_v125 = (((((((int)threadIdx.x) * 4) + 1) / 17) + 13) % 19);
      int cse_v148 = ((((((((int)threadIdx.x) * 4) + 1) / 17) + 13) % 19) * 17);
      float condval_9;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 1) / 17) + 13) % 19)) && ((((((((int)threadIdx.x) * 4) + 1) / 17) + 13) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_9 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 545) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 13) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 1) % 17)) - 18)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 545) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 13) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 17))] = condval_9;
      int cse_v28 = (((((int)threadIdx.x) * 4) + 546) / 323);
      int cse_v126 = (((((((int)threadIdx.x) * 4) + 2) / 17) + 13) % 19);
      int cse_v149 = ((((((((int)threadIdx.x) * 4) + 2) / 17) + 13) % 19) * 17);
      float condval_10;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 2) / 17) + 13) % 19)) && ((((((((int)threadIdx.x) * 4) + 2) / 17) + 13) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_10 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 546) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 13) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 2) % 17)) - 18)];
      } else {
        condval_10 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 546) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 13) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 17))] = condval_10;
      int cse_v29 = (((((int)threadIdx.x) * 4) + 547) / 323);
      int cse_v127 = (((((((int)threadIdx.x) * 4) + 3) / 17) + 13) % 19);
      int cse_v150 = ((((((((int)threadIdx.x) * 4) + 3) / 17) + 13) % 19) * 17);
      float condval_11;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 3) / 17) + 13) % 19)) && ((((((((int)threadIdx.x) * 4) + 3) / 17) + 13) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_11 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 547) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 13) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 3) % 17)) - 18)];
      } else {
        condval_11 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 547) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 13) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 17))] = condval_11;
      int cse_v30 = (((((int)threadIdx.x) * 4) + 816) / 323);
      int cse_v60 = ((((((int)threadIdx.x) * 4) / 17) + 10) % 19);
      int cse_v128 = (((((((int)threadIdx.x) * 4) / 17) + 10) % 19) * 17);
      float condval_12;
      if ((((1 <= ((((((int)threadIdx.x) * 4) / 17) + 10) % 19)) && (((((((int)threadIdx.x) * 4) / 17) + 10) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval_12 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 816) / 323) * 289)) + (((((((int)threadIdx.x) * 4) / 17) + 10) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 4) % 17)) - 18)];
      } else {
        condval_12 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 816) / 323) * 323) + (((((((int)threadIdx.x) * 4) / 17) + 10) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 17))] = condval_12;
      int cse_v31 = (((((int)threadIdx.x) * 4) + 817) / 323);
      int cse_v129 = (((((((int)threadIdx.x) * 4) + 1) / 17) + 10) % 19);
      int cse_v151 = ((((((((int)threadIdx.x) * 4) + 1) / 17) + 10) % 19) * 17);
      float condval_13;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 1) / 17) + 10) % 19)) && ((((((((int)threadIdx.x) * 4) + 1) / 17) + 10) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_13 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 817) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 10) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 1) % 17)) - 18)];
      } else {
        condval_13 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 817) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 10) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 17))] = condval_13;
      int cse_v32 = (((((int)threadIdx.x) * 4) + 818) / 323);
      int cse_v130 = (((((((int)threadIdx.x) * 4) + 2) / 17) + 10) % 19);
      int cse_v152 = ((((((((int)threadIdx.x) * 4) + 2) / 17) + 10) % 19) * 17);
      float condval_14;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 2) / 17) + 10) % 19)) && ((((((((int)threadIdx.x) * 4) + 2) / 17) + 10) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_14 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 818) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 10) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 2) % 17)) - 18)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 818) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 10) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 17))] = condval_14;
      int cse_v33 = (((((int)threadIdx.x) * 4) + 819) / 323);
      int cse_v131 = (((((((int)threadIdx.x) * 4) + 3) / 17) + 10) % 19);
      int cse_v153 = ((((((((int)threadIdx.x) * 4) + 3) / 17) + 10) % 19) * 17);
      float condval_15;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 3) / 17) + 10) % 19)) && ((((((((int)threadIdx.x) * 4) + 3) / 17) + 10) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_15 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 819) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 10) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 3) % 17)) - 18)];
      } else {
        condval_15 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 819) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 10) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 17))] = condval_15;
      int cse_v34 = (((((int)threadIdx.x) * 4) + 1088) / 323);
      int cse_v61 = ((((((int)threadIdx.x) * 4) / 17) + 7) % 19);
      int cse_v132 = (((((((int)threadIdx.x) * 4) / 17) + 7) % 19) * 17);
      float condval_16;
      if ((((1 <= ((((((int)threadIdx.x) * 4) / 17) + 7) % 19)) && (((((((int)threadIdx.x) * 4) / 17) + 7) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval_16 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1088) / 323) * 289)) + (((((((int)threadIdx.x) * 4) / 17) + 7) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 4) % 17)) - 18)];
      } else {
        condval_16 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1088) / 323) * 323) + (((((((int)threadIdx.x) * 4) / 17) + 7) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 17))] = condval_16;
      int cse_v35 = (((((int)threadIdx.x) * 4) + 1089) / 323);
      int cse_v133 = (((((((int)threadIdx.x) * 4) + 1) / 17) + 7) % 19);
      int cse_v154 = ((((((((int)threadIdx.x) * 4) + 1) / 17) + 7) % 19) * 17);
      float condval_17;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 1) / 17) + 7) % 19)) && ((((((((int)threadIdx.x) * 4) + 1) / 17) + 7) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_17 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1089) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 7) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 1) % 17)) - 18)];
      } else {
        condval_17 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1089) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 7) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 17))] = condval_17;
      int cse_v36 = (((((int)threadIdx.x) * 4) + 1090) / 323);
      int cse_v134 = (((((((int)threadIdx.x) * 4) + 2) / 17) + 7) % 19);
      int cse_v155 = ((((((((int)threadIdx.x) * 4) + 2) / 17) + 7) % 19) * 17);
      float condval_18;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 2) / 17) + 7) % 19)) && ((((((((int)threadIdx.x) * 4) + 2) / 17) + 7) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_18 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1090) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 7) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 2) % 17)) - 18)];
      } else {
        condval_18 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1090) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 7) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 17))] = condval_18;
      int cse_v37 = (((((int)threadIdx.x) * 4) + 1091) / 323);
      int cse_v135 = (((((((int)threadIdx.x) * 4) + 3) / 17) + 7) % 19);
      int cse_v156 = ((((((((int)threadIdx.x) * 4) + 3) / 17) + 7) % 19) * 17);
      float condval_19;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 3) / 17) + 7) % 19)) && ((((((((int)threadIdx.x) * 4) + 3) / 17) + 7) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_19 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1091) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 7) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 3) % 17)) - 18)];
      } else {
        condval_19 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1091) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 7) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 17))] = condval_19;
      int cse_v38 = (((((int)threadIdx.x) * 4) + 1360) / 323);
      int cse_v62 = ((((((int)threadIdx.x) * 4) / 17) + 4) % 19);
      int cse_v136 = (((((((int)threadIdx.x) * 4) / 17) + 4) % 19) * 17);
      float condval_20;
      if ((((1 <= ((((((int)threadIdx.x) * 4) / 17) + 4) % 19)) && (((((((int)threadIdx.x) * 4) / 17) + 4) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval_20 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1360) / 323) * 289)) + (((((((int)threadIdx.x) * 4) / 17) + 4) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 4) % 17)) - 18)];
      } else {
        condval_20 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1360) / 323) * 323) + (((((((int)threadIdx.x) * 4) / 17) + 4) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 17))] = condval_20;
      int cse_v39 = (((((int)threadIdx.x) * 4) + 1361) / 323);
      int cse_v137 = (((((((int)threadIdx.x) * 4) + 1) / 17) + 4) % 19);
      int cse_v157 = ((((((((int)threadIdx.x) * 4) + 1) / 17) + 4) % 19) * 17);
      float condval_21;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 1) / 17) + 4) % 19)) && ((((((((int)threadIdx.x) * 4) + 1) / 17) + 4) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_21 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1361) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 4) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 1) % 17)) - 18)];
      } else {
        condval_21 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1361) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 4) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 17))] = condval_21;
      int cse_v40 = (((((int)threadIdx.x) * 4) + 1362) / 323);
      int cse_v138 = (((((((int)threadIdx.x) * 4) + 2) / 17) + 4) % 19);
      int cse_v158 = ((((((((int)threadIdx.x) * 4) + 2) / 17) + 4) % 19) * 17);
      float condval_22;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 2) / 17) + 4) % 19)) && ((((((((int)threadIdx.x) * 4) + 2) / 17) + 4) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_22 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1362) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 4) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 2) % 17)) - 18)];
      } else {
        condval_22 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1362) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 4) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 17))] = condval_22;
      int cse_v41 = (((((int)threadIdx.x) * 4) + 1363) / 323);
      int cse_v139 = (((((((int)threadIdx.x) * 4) + 3) / 17) + 4) % 19);
      int cse_v159 = ((((((((int)threadIdx.x) * 4) + 3) / 17) + 4) % 19) * 17);
      float condval_23;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 3) / 17) + 4) % 19)) && ((((((((int)threadIdx.x) * 4) + 3) / 17) + 4) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_23 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1363) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 4) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 3) % 17)) - 18)];
      } else {
        condval_23 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1363) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 4) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 17))] = condval_23;
      float condval_24;
      if ((1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval_24 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 1444)];
      } else {
        condval_24 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1632)] = condval_24;
      float condval_25;
      if ((1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_25 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 1445)];
      } else {
        condval_25 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1633)] = condval_25;
      float condval_26;
      if ((1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_26 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 1446)];
      } else {
        condval_26 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1634)] = condval_26;
      float condval_27;
      if ((1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_27 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 1447)];
      } else {
        condval_27 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1635)] = condval_27;
      int cse_v42 = (((((int)threadIdx.x) * 4) + 1904) / 323);
      int cse_v63 = ((((((int)threadIdx.x) * 4) / 17) + 17) % 19);
      int cse_v140 = (((((((int)threadIdx.x) * 4) / 17) + 17) % 19) * 17);
      float condval_28;
      if ((((1 <= ((((((int)threadIdx.x) * 4) / 17) + 17) % 19)) && (((((((int)threadIdx.x) * 4) / 17) + 17) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval_28 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1904) / 323) * 289)) + (((((((int)threadIdx.x) * 4) / 17) + 17) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 4) % 17)) - 18)];
      } else {
        condval_28 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1904) / 323) * 323) + (((((((int)threadIdx.x) * 4) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 17))] = condval_28;
      int cse_v43 = (((((int)threadIdx.x) * 4) + 1905) / 323);
      int cse_v141 = (((((((int)threadIdx.x) * 4) + 1) / 17) + 17) % 19);
      int cse_v160 = ((((((((int)threadIdx.x) * 4) + 1) / 17) + 17) % 19) * 17);
      float condval_29;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 1) / 17) + 17) % 19)) && ((((((((int)threadIdx.x) * 4) + 1) / 17) + 17) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_29 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1905) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 17) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 1) % 17)) - 18)];
      } else {
        condval_29 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1905) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 17))] = condval_29;
      int cse_v44 = (((((int)threadIdx.x) * 4) + 1906) / 323);
      int cse_v142 = (((((((int)threadIdx.x) * 4) + 2) / 17) + 17) % 19);
      int cse_v161 = ((((((((int)threadIdx.x) * 4) + 2) / 17) + 17) % 19) * 17);
      float condval_30;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 2) / 17) + 17) % 19)) && ((((((((int)threadIdx.x) * 4) + 2) / 17) + 17) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_30 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1906) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 17) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 2) % 17)) - 18)];
      } else {
        condval_30 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1906) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 17))] = condval_30;
      int cse_v45 = (((((int)threadIdx.x) * 4) + 1907) / 323);
      int cse_v143 = (((((((int)threadIdx.x) * 4) + 3) / 17) + 17) % 19);
      int cse_v162 = ((((((((int)threadIdx.x) * 4) + 3) / 17) + 17) % 19) * 17);
      float condval_31;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 3) / 17) + 17) % 19)) && ((((((((int)threadIdx.x) * 4) + 3) / 17) + 17) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_31 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 1907) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 17) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 3) % 17)) - 18)];
      } else {
        condval_31 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 1907) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 17))] = condval_31;
      int cse_v46 = (((((int)threadIdx.x) * 4) + 2176) / 323);
      int cse_v64 = ((((((int)threadIdx.x) * 4) / 17) + 14) % 19);
      int cse_v144 = (((((((int)threadIdx.x) * 4) / 17) + 14) % 19) * 17);
      float condval_32;
      if ((((1 <= ((((((int)threadIdx.x) * 4) / 17) + 14) % 19)) && (((((((int)threadIdx.x) * 4) / 17) + 14) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval_32 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 2176) / 323) * 289)) + (((((((int)threadIdx.x) * 4) / 17) + 14) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 4) % 17)) - 18)];
      } else {
        condval_32 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 2176) / 323) * 323) + (((((((int)threadIdx.x) * 4) / 17) + 14) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 17))] = condval_32;
      int cse_v47 = (((((int)threadIdx.x) * 4) + 2177) / 323);
      int cse_v145 = (((((((int)threadIdx.x) * 4) + 1) / 17) + 14) % 19);
      int cse_v163 = ((((((((int)threadIdx.x) * 4) + 1) / 17) + 14) % 19) * 17);
      float condval_33;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 1) / 17) + 14) % 19)) && ((((((((int)threadIdx.x) * 4) + 1) / 17) + 14) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_33 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 2177) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 14) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 1) % 17)) - 18)];
      } else {
        condval_33 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 2177) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 14) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 17))] = condval_33;
      int cse_v48 = (((((int)threadIdx.x) * 4) + 2178) / 323);
      int cse_v146 = (((((((int)threadIdx.x) * 4) + 2) / 17) + 14) % 19);
      int cse_v164 = ((((((((int)threadIdx.x) * 4) + 2) / 17) + 14) % 19) * 17);
      float condval_34;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 2) / 17) + 14) % 19)) && ((((((((int)threadIdx.x) * 4) + 2) / 17) + 14) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_34 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 2178) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 14) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 2) % 17)) - 18)];
      } else {
        condval_34 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 2178) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 14) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 17))] = condval_34;
      int cse_v49 = (((((int)threadIdx.x) * 4) + 2179) / 323);
      int cse_v147 = (((((((int)threadIdx.x) * 4) + 3) / 17) + 14) % 19);
      int cse_v165 = ((((((((int)threadIdx.x) * 4) + 3) / 17) + 14) % 19) * 17);
      float condval_35;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 3) / 17) + 14) % 19)) && ((((((((int)threadIdx.x) * 4) + 3) / 17) + 14) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_35 = data_ptr[((((((rc_0 * 2312) + ((((((int)threadIdx.x) * 4) + 2179) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 14) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 3) % 17)) - 18)];
      } else {
        condval_35 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 2179) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 14) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 17))] = condval_35;
      if (((int)threadIdx.x) < 34) {
        float condval_36;
        if (((((int)threadIdx.x) < 30) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
          condval_36 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 2192)];
        } else {
          condval_36 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2448)] = condval_36;
        float condval_37;
        if (((((int)threadIdx.x) < 30) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
          condval_37 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 2193)];
        } else {
          condval_37 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2449)] = condval_37;
        float condval_38;
        if (((((int)threadIdx.x) < 30) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
          condval_38 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 2194)];
        } else {
          condval_38 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2450)] = condval_38;
        float condval_39;
        if (((((int)threadIdx.x) < 29) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
          condval_39 = data_ptr[((((rc_0 * 2312) + (((int)threadIdx.x) * 4)) + rx_0) + 2195)];
        } else {
          condval_39 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2451)] = condval_39;
      }
      int cse_v3 = (((int)blockIdx.x) * 36864);
      int cse_v4 = (rc_0 * 72);
      kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) % 24) * 3)) + rx_0)];
      int cse_v5 = (((int)threadIdx.x) + 68);
      kernel_shared_ptr[(((int)threadIdx.x) + 68)] = kernel_ptr[(((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 68) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 20) % 24) * 3)) + rx_0)];
      if (((int)threadIdx.x) < 56) {
        int cse_v6 = (((int)threadIdx.x) + 136);
        kernel_shared_ptr[(((int)threadIdx.x) + 136)] = kernel_ptr[(((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 136) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) + 16) % 24) * 3)) + rx_0)];
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 8; ++rc_1) {
        int cse_v50 = ((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17));
        int cse_v51 = (((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3));
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17))] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v65 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 1);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v66 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 2);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v67 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 3);
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v68 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 4);
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v69 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 5);
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v70 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 6);
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v71 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 7);
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v72 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 8);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v73 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 9);
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 9)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v74 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 10);
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 10)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v75 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 11);
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 11)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v76 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 12);
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 12)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v77 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 13);
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 13)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v78 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 14);
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 14)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v79 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 15);
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 15)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v80 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 16);
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 16)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3))]));
        int cse_v81 = ((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 24)]));
        int cse_v82 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 17);
        int cse_v83 = ((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v84 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 18);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v85 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 19);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v86 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 20);
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v87 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 21);
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v88 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 22);
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 22)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v89 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 23);
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 23)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v90 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 24);
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 24)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v91 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 25);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 25)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v92 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 26);
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 26)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v93 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 27);
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 27)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v94 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 28);
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 28)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v95 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 29);
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 29)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v96 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 30);
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 30)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v97 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 31);
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 31)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v98 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 32);
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v99 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 33);
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 1)]));
        int cse_v100 = ((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 22)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 23)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 24)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 25)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 26)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 27)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 28)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 29)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 30)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 31)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 25)]));
        int cse_v101 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 34);
        int cse_v102 = ((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v103 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 35);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v104 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 36);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v105 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 37);
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 37)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v106 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 38);
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v107 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 39);
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v108 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 40);
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v109 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 41);
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 41)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v110 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 42);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 42)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v111 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 43);
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 43)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v112 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 44);
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 44)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v113 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 45);
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 45)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v114 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 46);
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 46)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v115 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 47);
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 47)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v116 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 48);
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v117 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 49);
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v118 = (((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 50);
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 50)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 2)]));
        int cse_v119 = ((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 37)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 41)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 42)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 43)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 44)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 45)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 46)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 47)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((rc_1 * 323) + ((((int)threadIdx.x) % 17) * 17)) + 50)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 48) + (rc_1 * 3)) + 26)]));
      }
    }
  }
  int cse_v120 = (((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 1)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 2)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 3)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 4)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 5)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 6)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 7)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 8)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 9)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 10)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 11)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 12)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 13)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 14)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 15)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 16)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 289)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 290)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 291)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 292)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 293)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 294)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 295)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 296)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 297)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 298)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 299)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 300)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 301)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 302)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 303)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 304)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + 305)] = conv2d_nchw_local_ptr[33];
}

