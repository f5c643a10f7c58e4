
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
  alignas(64) float conv2d_nchw_local_ptr[68];
  __shared__ alignas(64) float pad_temp_shared_ptr[1444];
  __shared__ alignas(64) float kernel_shared_ptr[576];
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
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[64] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[65] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[66] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[67] = 0x0p+0f/*0.000000e+00*/;
  int cse_v15 = (((int)threadIdx.x) % 17);
  int cse_v16 = (((int)threadIdx.x) / 17);
  for (int rc_0 = 0; rc_0 < 128; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) % 19);
    int cse_v2 = (rc_0 * 1156);
    int cse_v55 = (((rc_0 * 1156) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19));
    __syncthreads();
    float condval;
    if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
      condval = data_ptr[((((rc_0 * 1156) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19)) - 18)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
    int cse_v3 = (((int)threadIdx.x) + 68);
    int cse_v17 = ((((int)threadIdx.x) + 11) % 19);
    float condval_1;
    if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
      condval_1 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 68) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) - 18)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 68)] = condval_1;
    int cse_v4 = (((int)threadIdx.x) + 136);
    int cse_v18 = ((((int)threadIdx.x) + 3) % 19);
    float condval_2;
    if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
      condval_2 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 136) / 19) * 17)) + ((((int)threadIdx.x) + 3) % 19)) - 18)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_2;
    int cse_v5 = (((int)threadIdx.x) + 204);
    int cse_v19 = ((((int)threadIdx.x) + 14) % 19);
    float condval_3;
    if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
      condval_3 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 204) / 19) * 17)) + ((((int)threadIdx.x) + 14) % 19)) - 18)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 204)] = condval_3;
    int cse_v6 = (((int)threadIdx.x) + 272);
    int cse_v20 = ((((int)threadIdx.x) + 6) % 19);
    float condval_4;
    if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
      condval_4 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 272) / 19) * 17)) + ((((int)threadIdx.x) + 6) % 19)) - 18)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_4;
    int cse_v7 = (((int)threadIdx.x) + 340);
    int cse_v21 = ((((int)threadIdx.x) + 340) % 361);
    int cse_v22 = ((((int)threadIdx.x) + 17) % 19);
    float condval_5;
    if ((((19 <= ((((int)threadIdx.x) + 340) % 361)) && (((((int)threadIdx.x) + 340) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
      condval_5 = data_ptr[(((((rc_0 * 1156) + (((((int)threadIdx.x) + 340) / 361) * 289)) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19)) - 18)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 340)] = condval_5;
    int cse_v23 = ((((int)threadIdx.x) + 9) % 19);
    float condval_6;
    if ((1 <= ((((int)threadIdx.x) + 9) % 19)) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
      condval_6 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 47) / 19) * 17)) + ((((int)threadIdx.x) + 9) % 19)) + 271)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 408)] = condval_6;
    int cse_v24 = ((((int)threadIdx.x) + 1) % 19);
    float condval_7;
    if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
      condval_7 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 115) / 19) * 17)) + ((((int)threadIdx.x) + 1) % 19)) + 271)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 476)] = condval_7;
    int cse_v25 = ((((int)threadIdx.x) + 12) % 19);
    float condval_8;
    if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
      condval_8 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 183) / 19) * 17)) + ((((int)threadIdx.x) + 12) % 19)) + 271)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_8;
    int cse_v26 = ((((int)threadIdx.x) + 4) % 19);
    float condval_9;
    if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
      condval_9 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 251) / 19) * 17)) + ((((int)threadIdx.x) + 4) % 19)) + 271)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 612)] = condval_9;
    int cse_v8 = (((int)threadIdx.x) + 680);
    int cse_v27 = ((((int)threadIdx.x) + 319) % 361);
    int cse_v28 = ((((int)threadIdx.x) + 15) % 19);
    float condval_10;
    if ((((19 <= ((((int)threadIdx.x) + 319) % 361)) && (((((int)threadIdx.x) + 319) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
      condval_10 = data_ptr[(((((rc_0 * 1156) + (((((int)threadIdx.x) + 680) / 361) * 289)) + ((((((int)threadIdx.x) + 319) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 15) % 19)) - 18)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 680)] = condval_10;
    int cse_v29 = ((((int)threadIdx.x) + 7) % 19);
    float condval_11;
    if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
      condval_11 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 26) / 19) * 17)) + ((((int)threadIdx.x) + 7) % 19)) + 560)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 748)] = condval_11;
    int cse_v30 = ((((int)threadIdx.x) + 18) % 19);
    float condval_12;
    if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
      condval_12 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 94) / 19) * 17)) + ((((int)threadIdx.x) + 18) % 19)) + 560)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 816)] = condval_12;
    int cse_v31 = ((((int)threadIdx.x) + 10) % 19);
    float condval_13;
    if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
      condval_13 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 162) / 19) * 17)) + ((((int)threadIdx.x) + 10) % 19)) + 560)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 884)] = condval_13;
    int cse_v32 = ((((int)threadIdx.x) + 2) % 19);
    float condval_14;
    if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
      condval_14 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 230) / 19) * 17)) + ((((int)threadIdx.x) + 2) % 19)) + 560)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 952)] = condval_14;
    int cse_v9 = (((int)threadIdx.x) + 1020);
    int cse_v33 = ((((int)threadIdx.x) + 298) % 361);
    int cse_v34 = ((((int)threadIdx.x) + 13) % 19);
    float condval_15;
    if ((((19 <= ((((int)threadIdx.x) + 298) % 361)) && (((((int)threadIdx.x) + 298) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
      condval_15 = data_ptr[(((((rc_0 * 1156) + (((((int)threadIdx.x) + 1020) / 361) * 289)) + ((((((int)threadIdx.x) + 298) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 13) % 19)) - 18)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1020)] = condval_15;
    int cse_v10 = (((int)threadIdx.x) + 5);
    int cse_v35 = ((((int)threadIdx.x) + 5) % 19);
    float condval_16;
    if (((14 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 5) % 19))) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
      condval_16 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 5) / 19) * 17)) + ((((int)threadIdx.x) + 5) % 19)) + 849)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_16;
    int cse_v36 = ((((int)threadIdx.x) + 16) % 19);
    float condval_17;
    if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
      condval_17 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 73) / 19) * 17)) + ((((int)threadIdx.x) + 16) % 19)) + 849)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1156)] = condval_17;
    int cse_v37 = ((((int)threadIdx.x) + 8) % 19);
    float condval_18;
    if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
      condval_18 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 141) / 19) * 17)) + ((((int)threadIdx.x) + 8) % 19)) + 849)];
    } else {
      condval_18 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1224)] = condval_18;
    float condval_19;
    if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
      condval_19 = data_ptr[((((rc_0 * 1156) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19)) + 1036)];
    } else {
      condval_19 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1292)] = condval_19;
    float condval_20;
    if (((((int)threadIdx.x) < 65) && (1 <= ((((int)threadIdx.x) + 11) % 19))) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
      condval_20 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 277) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) + 849)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1360)] = condval_20;
    if (((int)threadIdx.x) < 16) {
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1428)] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v11 = (((int)blockIdx.x) * 73728);
    int cse_v12 = (rc_0 * 36);
    int cse_v13 = (((int)threadIdx.x) * 4);
    *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608)) + (rc_0 * 36)) + ((((int)threadIdx.x) % 9) * 4)));
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 272)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 9) * 4608)) + (rc_0 * 36)) + (((((int)threadIdx.x) * 4) + 20) % 36)));
    if (((int)threadIdx.x) < 8) {
      *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 544)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + (rc_0 * 36)) + (((int)threadIdx.x) * 4)) + 69124));
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 2; ++rc_1) {
      for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
        for (int ff_3 = 0; ff_3 < 4; ++ff_3) {
          int cse_v14 = (ff_3 * 17);
          int cse_v54 = (((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17));
          int cse_v91 = (((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1);
          conv2d_nchw_local_ptr[(ff_3 * 17)] = (conv2d_nchw_local_ptr[(ff_3 * 17)] + (pad_temp_shared_ptr[(((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          int cse_v56 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 19);
          int cse_v92 = ((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3);
          conv2d_nchw_local_ptr[(ff_3 * 17)] = (conv2d_nchw_local_ptr[(ff_3 * 17)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v57 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 38);
          int cse_v93 = ((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6);
          conv2d_nchw_local_ptr[(ff_3 * 17)] = (conv2d_nchw_local_ptr[(ff_3 * 17)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          int cse_v94 = ((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9);
          conv2d_nchw_local_ptr[(ff_3 * 17)] = (conv2d_nchw_local_ptr[(ff_3 * 17)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 361)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          int cse_v58 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 380);
          int cse_v95 = ((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12);
          conv2d_nchw_local_ptr[(ff_3 * 17)] = (conv2d_nchw_local_ptr[(ff_3 * 17)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v59 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 399);
          int cse_v96 = ((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15);
          conv2d_nchw_local_ptr[(ff_3 * 17)] = (conv2d_nchw_local_ptr[(ff_3 * 17)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v38 = ((ff_3 * 17) + 1);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v60 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 57);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v61 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 418);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 418)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v39 = ((ff_3 * 17) + 2);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v62 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 76);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 76)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 418)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v63 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 437);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 437)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v40 = ((ff_3 * 17) + 3);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 76)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v64 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 95);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 95)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 418)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 437)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v65 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 456);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 456)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v41 = ((ff_3 * 17) + 4);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 76)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 95)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v66 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 114);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 114)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 437)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 456)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v67 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 475);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 475)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v42 = ((ff_3 * 17) + 5);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 95)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 114)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v68 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 133);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 133)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 456)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 475)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v69 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 494);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 494)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v43 = ((ff_3 * 17) + 6);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 114)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 133)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v70 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 152);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 152)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 475)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 494)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v71 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 513);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 513)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v44 = ((ff_3 * 17) + 7);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 133)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 152)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v72 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 171);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 171)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 494)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 513)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v73 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 532);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 532)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v45 = ((ff_3 * 17) + 8);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 152)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 171)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v74 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 190);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 190)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 513)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 532)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v75 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 551);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 8)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 551)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v46 = ((ff_3 * 17) + 9);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 171)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 190)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v76 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 209);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 209)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 532)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 551)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v77 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 570);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 9)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 570)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v47 = ((ff_3 * 17) + 10);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 190)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 209)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v78 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 228);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 228)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 551)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 570)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v79 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 589);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 10)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 589)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v48 = ((ff_3 * 17) + 11);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 209)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 228)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v80 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 247);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 247)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 570)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 589)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v81 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 608);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 11)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 608)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v49 = ((ff_3 * 17) + 12);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 228)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 247)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v82 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 266);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 266)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 589)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 608)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v83 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 627);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 12)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 627)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v50 = ((ff_3 * 17) + 13);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 247)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 266)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v84 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 285);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 285)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 608)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 627)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v85 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 646);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 13)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v51 = ((ff_3 * 17) + 14);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 285)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v86 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 304);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 304)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 627)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v87 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 665);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 14)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 665)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v52 = ((ff_3 * 17) + 15);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 285)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 304)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          int cse_v88 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 323);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 323)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 665)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          int cse_v89 = ((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 684);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 15)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 684)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          int cse_v53 = ((ff_3 * 17) + 16);
          conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 304)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 323)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 342)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 665)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 684)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 17) + 16)] + (pad_temp_shared_ptr[((((rc_1 * 722) + rx_1) + (((int)threadIdx.x) % 17)) + 703)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (ff_3 * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
        }
      }
    }
  }
  int cse_v90 = (((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 17)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 34)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 51)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 68)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 85)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 102)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 119)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 136)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 153)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 170)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 187)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 204)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 221)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 238)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 255)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 272)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 289)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 306)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 323)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 340)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 357)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 374)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 391)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 408)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 425)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 442)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 459)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 476)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 493)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 510)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 527)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 544)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 561)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 578)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 595)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 612)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 629)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 646)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 663)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 680)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 697)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 714)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 731)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 748)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 765)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 782)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 799)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 816)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 833)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 850)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 867)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 884)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 901)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 918)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 935)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 952)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 969)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 986)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 1003)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 1020)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 1037)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 1054)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 1071)] = conv2d_nchw_local_ptr[63];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 1088)] = conv2d_nchw_local_ptr[64];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 1105)] = conv2d_nchw_local_ptr[65];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 1122)] = conv2d_nchw_local_ptr[66];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (((int)threadIdx.x) % 17)) + 1139)] = conv2d_nchw_local_ptr[67];
}

