
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
extern "C" __global__ void __launch_bounds__(272) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(272) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[2484];
  __shared__ alignas(64) float kernel_shared_ptr[216];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 46);
  int cse_v2 = (((int)threadIdx.x) * 3);
  int cse_v7 = ((((int)blockIdx.x) % 544) >> 2);
  int cse_v8 = ((((int)blockIdx.x) & 3) * 136);
  int cse_v9 = ((((int)threadIdx.x) % 46) * 3);
  int cse_v13 = (((((int)blockIdx.x) % 544) >> 2) * 4);
  int cse_v14 = (((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 46) * 3));
  int cse_v15 = (((((int)blockIdx.x) % 544) >> 2) * 2176);
  int cse_v23 = ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 46));
  int cse_v31 = ((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 46) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 46) * 3));
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 46))) && (((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 46)) < 545)) && (1 <= (((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 46) * 3)))) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 46) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 46) * 3)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
  float condval_1;
  if ((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 46))) && (((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 46)) < 545)) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 46) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 46) * 3)) - 544)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
  float condval_2;
  if (((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 46))) && (((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 46)) < 545)) && ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 46) * 3)) < 543)) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 46) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 46) * 3)) - 543)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
  int cse_v3 = (((int)threadIdx.x) >> 1);
  int cse_v16 = (((((int)threadIdx.x) * 3) + 126) % 138);
  int cse_v24 = ((((((int)threadIdx.x) >> 1) + 136) % 138) / 23);
  int cse_v27 = ((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 136) % 138) / 23));
  int cse_v37 = ((((((((int)threadIdx.x) + 272) / 276) * 295936) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 136) % 138) / 23) * 544)) + ((((int)blockIdx.x) & 3) * 136));
  float condval_3;
  if (((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 136) % 138) / 23))) && (((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 136) % 138) / 23)) < 545)) && (1 <= (((((int)blockIdx.x) & 3) * 136) + (((((int)threadIdx.x) * 3) + 126) % 138)))) {
    condval_3 = data_ptr[((((((((((int)threadIdx.x) + 272) / 276) * 295936) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 136) % 138) / 23) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((((int)threadIdx.x) * 3) + 126) % 138)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 816)] = condval_3;
  float condval_4;
  if ((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 136) % 138) / 23))) && (((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 136) % 138) / 23)) < 545)) {
    condval_4 = data_ptr[((((((((((int)threadIdx.x) + 272) / 276) * 295936) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 136) % 138) / 23) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((((int)threadIdx.x) * 3) + 127) % 138)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 817)] = condval_4;
  int cse_v17 = (((((int)threadIdx.x) * 3) + 128) % 138);
  float condval_5;
  if (((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 136) % 138) / 23))) && (((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 136) % 138) / 23)) < 545)) && ((((((int)blockIdx.x) & 3) * 136) + (((((int)threadIdx.x) * 3) + 128) % 138)) < 545)) {
    condval_5 = data_ptr[((((((((((int)threadIdx.x) + 272) / 276) * 295936) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 136) % 138) / 23) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((((int)threadIdx.x) * 3) + 128) % 138)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 818)] = condval_5;
  int cse_v18 = (((((int)threadIdx.x) * 3) + 114) % 138);
  int cse_v25 = ((((((int)threadIdx.x) >> 1) + 134) % 138) / 23);
  int cse_v28 = ((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 134) % 138) / 23));
  int cse_v38 = ((((((((int)threadIdx.x) + 544) / 276) * 295936) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 134) % 138) / 23) * 544)) + ((((int)blockIdx.x) & 3) * 136));
  float condval_6;
  if (((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 134) % 138) / 23))) && (((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 134) % 138) / 23)) < 545)) && (1 <= (((((int)blockIdx.x) & 3) * 136) + (((((int)threadIdx.x) * 3) + 114) % 138)))) {
    condval_6 = data_ptr[((((((((((int)threadIdx.x) + 544) / 276) * 295936) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 134) % 138) / 23) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((((int)threadIdx.x) * 3) + 114) % 138)) - 545)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1632)] = condval_6;
  float condval_7;
  if ((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 134) % 138) / 23))) && (((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 134) % 138) / 23)) < 545)) {
    condval_7 = data_ptr[((((((((((int)threadIdx.x) + 544) / 276) * 295936) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 134) % 138) / 23) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((((int)threadIdx.x) * 3) + 115) % 138)) - 545)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1633)] = condval_7;
  int cse_v19 = (((((int)threadIdx.x) * 3) + 116) % 138);
  float condval_8;
  if (((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 134) % 138) / 23))) && (((((((int)blockIdx.x) % 544) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 134) % 138) / 23)) < 545)) && ((((((int)blockIdx.x) & 3) * 136) + (((((int)threadIdx.x) * 3) + 116) % 138)) < 545)) {
    condval_8 = data_ptr[((((((((((int)threadIdx.x) + 544) / 276) * 295936) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 134) % 138) / 23) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((((int)threadIdx.x) * 3) + 116) % 138)) - 545)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1634)] = condval_8;
  if (((int)threadIdx.x) < 12) {
    int cse_v26 = ((((((int)blockIdx.x) % 544) >> 2) * 4) + 5);
    int cse_v29 = (((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) * 3));
    float condval_9;
    if ((((int)blockIdx.x) % 544) < 540) {
      condval_9 = data_ptr[((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) * 3)) + 594149)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2448)] = condval_9;
    float condval_10;
    if ((((int)blockIdx.x) % 544) < 540) {
      condval_10 = data_ptr[((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) * 3)) + 594150)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2449)] = condval_10;
    float condval_11;
    if (((((int)blockIdx.x) % 544) < 540) && ((((((int)blockIdx.x) & 3) * 136) + (((int)threadIdx.x) * 3)) < 441)) {
      condval_11 = data_ptr[((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) * 3)) + 594151)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2450)] = condval_11;
  }
  int cse_v4 = (((int)blockIdx.x) / 544);
  if (((int)threadIdx.x) < 54) {
    int cse_v5 = (((int)threadIdx.x) * 4);
    *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) / 544) * 216) + (((int)threadIdx.x) * 4)));
  }
  int cse_v6 = (((int)threadIdx.x) / 136);
  int cse_v11 = ((((int)threadIdx.x) % 136) / 34);
  int cse_v12 = ((((int)threadIdx.x) % 34) * 2);
  __syncthreads();
  for (int rc_1 = 0; rc_1 < 3; ++rc_1) {
    for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
      for (int ff_3 = 0; ff_3 < 2; ++ff_3) {
        for (int xx_3 = 0; xx_3 < 2; ++xx_3) {
          int cse_v10 = ((ff_3 * 4) + xx_3);
          int cse_v30 = (((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1);
          int cse_v39 = (((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1);
          conv2d_nchw_local_ptr[((ff_3 * 4) + xx_3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + xx_3)] + (pad_temp_shared_ptr[(((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1)]));
          int cse_v20 = (((ff_3 * 4) + xx_3) + 8);
          int cse_v41 = ((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 68);
          conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 8)] = (conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 8)] + (pad_temp_shared_ptr[((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 68)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1)]));
          int cse_v21 = (((ff_3 * 4) + xx_3) + 2);
          int cse_v32 = ((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 27);
          conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 2)] = (conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 2)] + (pad_temp_shared_ptr[(((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 27)]));
          int cse_v22 = (((ff_3 * 4) + xx_3) + 10);
          conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 10)] = (conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 10)] + (pad_temp_shared_ptr[((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 68)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 27)]));
          int cse_v33 = ((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 3);
          int cse_v42 = ((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 138);
          conv2d_nchw_local_ptr[((ff_3 * 4) + xx_3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + xx_3)] + (pad_temp_shared_ptr[((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 138)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 3)]));
          int cse_v43 = ((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 206);
          conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 8)] = (conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 8)] + (pad_temp_shared_ptr[((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 206)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 3)]));
          int cse_v34 = ((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 30);
          conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 2)] = (conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 2)] + (pad_temp_shared_ptr[((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 138)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 30)]));
          conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 10)] = (conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 10)] + (pad_temp_shared_ptr[((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 206)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 30)]));
          int cse_v35 = ((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 6);
          int cse_v44 = ((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 276);
          conv2d_nchw_local_ptr[((ff_3 * 4) + xx_3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + xx_3)] + (pad_temp_shared_ptr[((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 276)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 6)]));
          int cse_v45 = ((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 344);
          conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 8)] = (conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 8)] + (pad_temp_shared_ptr[((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 344)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 6)]));
          int cse_v36 = ((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 33);
          conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 2)] = (conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 2)] + (pad_temp_shared_ptr[((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 276)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 33)]));
          conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 10)] = (conv2d_nchw_local_ptr[(((ff_3 * 4) + xx_3) + 10)] + (pad_temp_shared_ptr[((((((rc_1 * 828) + (((((int)threadIdx.x) % 136) / 34) * 138)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + rx_1) + 344)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 136) * 108) + (ff_3 * 54)) + (rc_1 * 9)) + rx_1) + 33)]));
        }
      }
    }
  }
  int cse_v40 = (((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 68)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 69)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 295936)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 296004)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 295937)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 296005)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 591872)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 591940)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 591873)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 591941)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 887808)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 887876)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 887809)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 2367488) + ((((int)threadIdx.x) / 136) * 1183744)) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + (((((int)threadIdx.x) % 136) / 34) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 887877)] = conv2d_nchw_local_ptr[15];
}

