
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
  __shared__ alignas(64) float pad_temp_shared_ptr[1444];
  __shared__ alignas(64) float kernel_shared_ptr[288];
  for (int vthread_x_s = 0; vthread_x_s < 34; ++vthread_x_s) {
    conv2d_nchw_local_ptr[vthread_x_s] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v14 = (((int)threadIdx.x) % 17);
  int cse_v15 = (((int)threadIdx.x) / 17);
  for (int rc_0 = 0; rc_0 < 128; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) % 19);
    int cse_v2 = (rc_0 * 1156);
    int cse_v37 = (((rc_0 * 1156) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19));
    __syncthreads();
    float condval;
    if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
      condval = data_ptr[((((rc_0 * 1156) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19)) - 18)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
    int cse_v3 = (((int)threadIdx.x) + 68);
    int cse_v16 = ((((int)threadIdx.x) + 11) % 19);
    float condval_1;
    if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
      condval_1 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 68) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) - 18)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 68)] = condval_1;
    int cse_v4 = (((int)threadIdx.x) + 136);
    int cse_v17 = ((((int)threadIdx.x) + 3) % 19);
    float condval_2;
    if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
      condval_2 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 136) / 19) * 17)) + ((((int)threadIdx.x) + 3) % 19)) - 18)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_2;
    int cse_v5 = (((int)threadIdx.x) + 204);
    int cse_v18 = ((((int)threadIdx.x) + 14) % 19);
    float condval_3;
    if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
      condval_3 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 204) / 19) * 17)) + ((((int)threadIdx.x) + 14) % 19)) - 18)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 204)] = condval_3;
    int cse_v6 = (((int)threadIdx.x) + 272);
    int cse_v19 = ((((int)threadIdx.x) + 6) % 19);
    float condval_4;
    if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
      condval_4 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 272) / 19) * 17)) + ((((int)threadIdx.x) + 6) % 19)) - 18)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_4;
    int cse_v7 = (((int)threadIdx.x) + 340);
    int cse_v20 = ((((int)threadIdx.x) + 340) % 361);
    int cse_v21 = ((((int)threadIdx.x) + 17) % 19);
    float condval_5;
    if ((((19 <= ((((int)threadIdx.x) + 340) % 361)) && (((((int)threadIdx.x) + 340) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
      condval_5 = data_ptr[(((((rc_0 * 1156) + (((((int)threadIdx.x) + 340) / 361) * 289)) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19)) - 18)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 340)] = condval_5;
    int cse_v22 = ((((int)threadIdx.x) + 9) % 19);
    float condval_6;
    if ((1 <= ((((int)threadIdx.x) + 9) % 19)) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
      condval_6 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 47) / 19) * 17)) + ((((int)threadIdx.x) + 9) % 19)) + 271)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 408)] = condval_6;
    int cse_v23 = ((((int)threadIdx.x) + 1) % 19);
    float condval_7;
    if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
      condval_7 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 115) / 19) * 17)) + ((((int)threadIdx.x) + 1) % 19)) + 271)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 476)] = condval_7;
    int cse_v24 = ((((int)threadIdx.x) + 12) % 19);
    float condval_8;
    if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
      condval_8 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 183) / 19) * 17)) + ((((int)threadIdx.x) + 12) % 19)) + 271)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_8;
    int cse_v25 = ((((int)threadIdx.x) + 4) % 19);
    float condval_9;
    if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
      condval_9 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 251) / 19) * 17)) + ((((int)threadIdx.x) + 4) % 19)) + 271)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 612)] = condval_9;
    int cse_v8 = (((int)threadIdx.x) + 680);
    int cse_v26 = ((((int)threadIdx.x) + 319) % 361);
    int cse_v27 = ((((int)threadIdx.x) + 15) % 19);
    float condval_10;
    if ((((19 <= ((((int)threadIdx.x) + 319) % 361)) && (((((int)threadIdx.x) + 319) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
      condval_10 = data_ptr[(((((rc_0 * 1156) + (((((int)threadIdx.x) + 680) / 361) * 289)) + ((((((int)threadIdx.x) + 319) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 15) % 19)) - 18)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 680)] = condval_10;
    int cse_v28 = ((((int)threadIdx.x) + 7) % 19);
    float condval_11;
    if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
      condval_11 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 26) / 19) * 17)) + ((((int)threadIdx.x) + 7) % 19)) + 560)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 748)] = condval_11;
    int cse_v29 = ((((int)threadIdx.x) + 18) % 19);
    float condval_12;
    if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
      condval_12 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 94) / 19) * 17)) + ((((int)threadIdx.x) + 18) % 19)) + 560)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 816)] = condval_12;
    int cse_v30 = ((((int)threadIdx.x) + 10) % 19);
    float condval_13;
    if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
      condval_13 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 162) / 19) * 17)) + ((((int)threadIdx.x) + 10) % 19)) + 560)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 884)] = condval_13;
    int cse_v31 = ((((int)threadIdx.x) + 2) % 19);
    float condval_14;
    if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
      condval_14 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 230) / 19) * 17)) + ((((int)threadIdx.x) + 2) % 19)) + 560)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 952)] = condval_14;
    int cse_v9 = (((int)threadIdx.x) + 1020);
    int cse_v32 = ((((int)threadIdx.x) + 298) % 361);
    int cse_v33 = ((((int)threadIdx.x) + 13) % 19);
    float condval_15;
    if ((((19 <= ((((int)threadIdx.x) + 298) % 361)) && (((((int)threadIdx.x) + 298) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
      condval_15 = data_ptr[(((((rc_0 * 1156) + (((((int)threadIdx.x) + 1020) / 361) * 289)) + ((((((int)threadIdx.x) + 298) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 13) % 19)) - 18)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1020)] = condval_15;
    int cse_v10 = (((int)threadIdx.x) + 5);
    int cse_v34 = ((((int)threadIdx.x) + 5) % 19);
    float condval_16;
    if (((14 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 5) % 19))) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
      condval_16 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 5) / 19) * 17)) + ((((int)threadIdx.x) + 5) % 19)) + 849)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_16;
    int cse_v35 = ((((int)threadIdx.x) + 16) % 19);
    float condval_17;
    if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
      condval_17 = data_ptr[((((rc_0 * 1156) + (((((int)threadIdx.x) + 73) / 19) * 17)) + ((((int)threadIdx.x) + 16) % 19)) + 849)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1156)] = condval_17;
    int cse_v36 = ((((int)threadIdx.x) + 8) % 19);
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
    int cse_v11 = (((int)blockIdx.x) * 36864);
    int cse_v12 = (rc_0 * 36);
    int cse_v13 = (((int)threadIdx.x) * 4);
    *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 9) * 4608)) + (rc_0 * 36)) + ((((int)threadIdx.x) % 9) * 4)));
    if (((int)threadIdx.x) < 4) {
      *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 272)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) * 36864) + (rc_0 * 36)) + (((int)threadIdx.x) * 4)) + 32276));
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
      for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
        for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
          for (int vthread_x_s_1 = 0; vthread_x_s_1 < 34; ++vthread_x_s_1) {
            conv2d_nchw_local_ptr[vthread_x_s_1] = (conv2d_nchw_local_ptr[vthread_x_s_1] + (pad_temp_shared_ptr[(((((rc_1 * 361) + (ry_1 * 19)) + ((vthread_x_s_1 % 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((vthread_x_s_1 / 17) * 144) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 9)) + (ry_1 * 3)) + rx_1)]));
          }
        }
      }
    }
  }
  for (int vthread_x_s_2 = 0; vthread_x_s_2 < 34; ++vthread_x_s_2) {
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 2312) + ((vthread_x_s_2 / 17) * 1156)) + ((((int)threadIdx.x) / 17) * 289)) + ((vthread_x_s_2 % 17) * 17)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[vthread_x_s_2];
  }
}

