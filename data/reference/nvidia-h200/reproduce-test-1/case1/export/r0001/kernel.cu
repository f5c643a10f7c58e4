
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
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[1836];
  __shared__ alignas(64) float kernel_shared_ptr[108];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 18);
  int cse_v2 = (((int)threadIdx.x) % 18);
  int cse_v26 = ((((int)blockIdx.x) % 578) / 34);
  int cse_v27 = ((((int)blockIdx.x) % 34) * 16);
  int cse_v38 = (((((int)blockIdx.x) % 578) / 34) * 32);
  int cse_v39 = (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18));
  int cse_v40 = (((((int)blockIdx.x) % 578) / 34) * 17408);
  int cse_v50 = ((((((int)blockIdx.x) % 578) / 34) * 32) + (((int)threadIdx.x) / 18));
  int cse_v58 = ((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18));
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + (((int)threadIdx.x) / 18))) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v3 = (((int)threadIdx.x) + 32);
  int cse_v28 = ((((int)threadIdx.x) + 14) % 18);
  int cse_v41 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18));
  float condval_1;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)) < 545)) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 32) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 14) % 18)) - 545)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 32)] = condval_1;
  int cse_v4 = (((int)threadIdx.x) + 64);
  int cse_v29 = ((((int)threadIdx.x) + 10) % 18);
  int cse_v42 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18));
  float condval_2;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18)) < 545)) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 10) % 18)) - 545)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 64)] = condval_2;
  int cse_v5 = (((int)threadIdx.x) + 96);
  int cse_v30 = ((((int)threadIdx.x) + 6) % 18);
  int cse_v43 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18));
  float condval_3;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18)) < 545)) {
    condval_3 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 96) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 6) % 18)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 96)] = condval_3;
  int cse_v6 = (((int)threadIdx.x) + 128);
  int cse_v31 = ((((int)threadIdx.x) + 2) % 18);
  int cse_v44 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18));
  float condval_4;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18)) < 545)) {
    condval_4 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 2) % 18)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 128)] = condval_4;
  int cse_v7 = (((int)threadIdx.x) + 160);
  int cse_v32 = ((((int)threadIdx.x) + 16) % 18);
  int cse_v45 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18));
  float condval_5;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18)) < 545)) {
    condval_5 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 160) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 16) % 18)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 160)] = condval_5;
  int cse_v8 = (((int)threadIdx.x) + 192);
  int cse_v33 = ((((int)threadIdx.x) + 12) % 18);
  int cse_v46 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18));
  float condval_6;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18)) < 545)) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 192) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 12) % 18)) - 545)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 192)] = condval_6;
  int cse_v9 = (((int)threadIdx.x) + 224);
  int cse_v34 = ((((int)threadIdx.x) + 8) % 18);
  int cse_v47 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18));
  float condval_7;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18)) < 545)) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 224) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 8) % 18)) - 545)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 224)] = condval_7;
  int cse_v10 = (((int)threadIdx.x) + 256);
  int cse_v35 = ((((int)threadIdx.x) + 4) % 18);
  int cse_v48 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18));
  float condval_8;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18)) < 545)) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 256) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 4) % 18)) - 545)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 256)] = condval_8;
  float condval_9;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
    condval_9 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) + 8159)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 288)] = condval_9;
  int cse_v11 = (((int)threadIdx.x) + 320);
  float condval_10;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)) < 545)) {
    condval_10 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 320) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 14) % 18)) - 545)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 320)] = condval_10;
  int cse_v12 = (((int)threadIdx.x) + 352);
  float condval_11;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18)) < 545)) {
    condval_11 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 352) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 10) % 18)) - 545)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 352)] = condval_11;
  int cse_v13 = (((int)threadIdx.x) + 384);
  float condval_12;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18)) < 545)) {
    condval_12 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 384) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 6) % 18)) - 545)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 384)] = condval_12;
  int cse_v14 = (((int)threadIdx.x) + 416);
  float condval_13;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18)) < 545)) {
    condval_13 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 416) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 2) % 18)) - 545)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 416)] = condval_13;
  int cse_v15 = (((int)threadIdx.x) + 448);
  float condval_14;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18)) < 545)) {
    condval_14 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 448) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 16) % 18)) - 545)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 448)] = condval_14;
  int cse_v16 = (((int)threadIdx.x) + 480);
  float condval_15;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18)) < 545)) {
    condval_15 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 480) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 12) % 18)) - 545)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 480)] = condval_15;
  int cse_v17 = (((int)threadIdx.x) + 512);
  float condval_16;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18)) < 545)) {
    condval_16 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 512) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 8) % 18)) - 545)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 512)] = condval_16;
  int cse_v18 = (((int)threadIdx.x) + 544);
  float condval_17;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18)) < 545)) {
    condval_17 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 544) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 4) % 18)) - 545)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_17;
  float condval_18;
  if (((((((((int)blockIdx.x) % 578) / 34) * 32) + (((int)threadIdx.x) / 18)) < 513) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
    condval_18 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) + 16863)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 576)] = condval_18;
  int cse_v19 = (((int)threadIdx.x) >> 1);
  int cse_v20 = (((int)threadIdx.x) + 608);
  int cse_v51 = ((((((int)threadIdx.x) >> 1) + 304) % 306) / 9);
  int cse_v56 = ((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 304) % 306) / 9));
  float condval_19;
  if ((((1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 304) % 306) / 9))) && (((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 304) % 306) / 9)) < 545)) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)) < 545)) {
    condval_19 = data_ptr[((((((((((int)threadIdx.x) + 608) / 612) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 304) % 306) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 14) % 18)) - 545)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 608)] = condval_19;
  float condval_20;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18)) < 545)) {
    condval_20 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 28) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 10) % 18)) + 295391)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 640)] = condval_20;
  float condval_21;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18)) < 545)) {
    condval_21 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 60) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 6) % 18)) + 295391)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 672)] = condval_21;
  float condval_22;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18)) < 545)) {
    condval_22 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 92) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 2) % 18)) + 295391)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 704)] = condval_22;
  float condval_23;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18)) < 545)) {
    condval_23 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 124) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 16) % 18)) + 295391)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 736)] = condval_23;
  float condval_24;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18)) < 545)) {
    condval_24 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 156) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 12) % 18)) + 295391)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 768)] = condval_24;
  float condval_25;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18)) < 545)) {
    condval_25 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 188) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 8) % 18)) + 295391)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 800)] = condval_25;
  float condval_26;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18)) < 545)) {
    condval_26 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 220) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 4) % 18)) + 295391)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 832)] = condval_26;
  float condval_27;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
    condval_27 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) + 303007)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 864)] = condval_27;
  float condval_28;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)) < 545)) {
    condval_28 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 284) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 14) % 18)) + 295391)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 896)] = condval_28;
  float condval_29;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18)) < 545)) {
    condval_29 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 316) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 10) % 18)) + 295391)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 928)] = condval_29;
  float condval_30;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18)) < 545)) {
    condval_30 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 348) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 6) % 18)) + 295391)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 960)] = condval_30;
  float condval_31;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18)) < 545)) {
    condval_31 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 380) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 2) % 18)) + 295391)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 992)] = condval_31;
  float condval_32;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18)) < 545)) {
    condval_32 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 412) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 16) % 18)) + 295391)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1024)] = condval_32;
  float condval_33;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18)) < 545)) {
    condval_33 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 444) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 12) % 18)) + 295391)];
  } else {
    condval_33 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1056)] = condval_33;
  float condval_34;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18)) < 545)) {
    condval_34 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 476) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 8) % 18)) + 295391)];
  } else {
    condval_34 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_34;
  float condval_35;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18)) < 545)) {
    condval_35 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 508) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 4) % 18)) + 295391)];
  } else {
    condval_35 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1120)] = condval_35;
  float condval_36;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
    condval_36 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) + 311711)];
  } else {
    condval_36 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1152)] = condval_36;
  int cse_v36 = ((((int)threadIdx.x) + 572) / 18);
  float condval_37;
  if (((((((((int)blockIdx.x) % 578) / 34) * 32) + ((((int)threadIdx.x) + 572) / 18)) < 545) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)) < 545)) {
    condval_37 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 572) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 14) % 18)) + 295391)];
  } else {
    condval_37 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1184)] = condval_37;
  int cse_v21 = (((int)threadIdx.x) + 1216);
  int cse_v52 = ((((((int)threadIdx.x) >> 1) + 302) % 306) / 9);
  int cse_v57 = ((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 302) % 306) / 9));
  float condval_38;
  if ((((1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 302) % 306) / 9))) && (((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 302) % 306) / 9)) < 545)) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18)) < 545)) {
    condval_38 = data_ptr[((((((((((int)threadIdx.x) + 1216) / 612) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 302) % 306) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 10) % 18)) - 545)];
  } else {
    condval_38 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1216)] = condval_38;
  float condval_39;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18)) < 545)) {
    condval_39 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 24) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 6) % 18)) + 591327)];
  } else {
    condval_39 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1248)] = condval_39;
  float condval_40;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18)) < 545)) {
    condval_40 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 56) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 2) % 18)) + 591327)];
  } else {
    condval_40 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1280)] = condval_40;
  float condval_41;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18)) < 545)) {
    condval_41 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 88) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 16) % 18)) + 591327)];
  } else {
    condval_41 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1312)] = condval_41;
  float condval_42;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18)) < 545)) {
    condval_42 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 120) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 12) % 18)) + 591327)];
  } else {
    condval_42 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1344)] = condval_42;
  float condval_43;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18)) < 545)) {
    condval_43 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 152) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 8) % 18)) + 591327)];
  } else {
    condval_43 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1376)] = condval_43;
  float condval_44;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18)) < 545)) {
    condval_44 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 184) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 4) % 18)) + 591327)];
  } else {
    condval_44 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1408)] = condval_44;
  float condval_45;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
    condval_45 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) + 597855)];
  } else {
    condval_45 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1440)] = condval_45;
  float condval_46;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)) < 545)) {
    condval_46 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 248) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 14) % 18)) + 591327)];
  } else {
    condval_46 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1472)] = condval_46;
  float condval_47;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18)) < 545)) {
    condval_47 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 280) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 10) % 18)) + 591327)];
  } else {
    condval_47 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1504)] = condval_47;
  float condval_48;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18)) < 545)) {
    condval_48 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 312) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 6) % 18)) + 591327)];
  } else {
    condval_48 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1536)] = condval_48;
  float condval_49;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18)) < 545)) {
    condval_49 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 344) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 2) % 18)) + 591327)];
  } else {
    condval_49 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1568)] = condval_49;
  float condval_50;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18)) < 545)) {
    condval_50 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 376) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 16) % 18)) + 591327)];
  } else {
    condval_50 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1600)] = condval_50;
  float condval_51;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18)) < 545)) {
    condval_51 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 408) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 12) % 18)) + 591327)];
  } else {
    condval_51 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1632)] = condval_51;
  float condval_52;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18)) < 545)) {
    condval_52 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 440) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 8) % 18)) + 591327)];
  } else {
    condval_52 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1664)] = condval_52;
  float condval_53;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18)) < 545)) {
    condval_53 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 472) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 4) % 18)) + 591327)];
  } else {
    condval_53 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1696)] = condval_53;
  float condval_54;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
    condval_54 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) + 606559)];
  } else {
    condval_54 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1728)] = condval_54;
  float condval_55;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)) < 545)) {
    condval_55 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 536) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 14) % 18)) + 591327)];
  } else {
    condval_55 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1760)] = condval_55;
  int cse_v37 = ((((int)threadIdx.x) + 568) / 18);
  float condval_56;
  if (((((((((int)blockIdx.x) % 578) / 34) * 32) + ((((int)threadIdx.x) + 568) / 18)) < 545) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18)) < 545)) {
    condval_56 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 568) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 10) % 18)) + 591327)];
  } else {
    condval_56 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1792)] = condval_56;
  if (((int)threadIdx.x) < 12) {
    float condval_57;
    if (((((int)blockIdx.x) % 578) < 544) && ((((((int)blockIdx.x) % 34) * 16) + ((int)threadIdx.x)) < 539)) {
      condval_57 = data_ptr[((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)blockIdx.x) % 34) * 16)) + ((int)threadIdx.x)) + 609285)];
    } else {
      condval_57 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1824)] = condval_57;
  }
  int cse_v22 = (((int)blockIdx.x) / 578);
  if (((int)threadIdx.x) < 27) {
    int cse_v23 = (((int)threadIdx.x) * 4);
    *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) / 578) * 108) + (((int)threadIdx.x) * 4)));
  }
  int cse_v24 = (((int)threadIdx.x) >> 4);
  int cse_v25 = (((int)threadIdx.x) & 15);
  __syncthreads();
  for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
    for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
      for (int rc_2 = 0; rc_2 < 3; ++rc_2) {
        int cse_v49 = (((rc_2 * 9) + (ry_1 * 3)) + rx_1);
        int cse_v59 = (((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15));
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        int cse_v53 = ((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        int cse_v54 = ((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54);
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        int cse_v55 = ((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81);
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v60 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 18);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v61 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 36);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 36)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 36)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 36)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 36)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v62 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 54);
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 54)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 54)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 54)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 54)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v63 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 72);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 72)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 72)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 72)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 72)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v64 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 90);
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 90)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 90)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 90)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 90)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v65 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 108);
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 108)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 108)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 108)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 108)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v66 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 126);
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 126)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 126)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 126)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 126)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v67 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 144);
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v68 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 162);
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 162)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 162)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 162)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 162)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v69 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 180);
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 180)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 180)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 180)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 180)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v70 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 198);
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 198)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 198)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 198)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 198)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v71 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 216);
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 216)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 216)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 216)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 216)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v72 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 234);
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 234)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 234)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 234)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 234)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v73 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 252);
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 252)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 252)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 252)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 252)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
        int cse_v74 = ((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 270);
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 270)] * kernel_shared_ptr[(((rc_2 * 9) + (ry_1 * 3)) + rx_1)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 270)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 270)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 54)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_2 * 612) + ((((int)threadIdx.x) >> 4) * 288)) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 270)] * kernel_shared_ptr[((((rc_2 * 9) + (ry_1 * 3)) + rx_1) + 81)]));
      }
    }
  }
  int cse_v75 = ((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 295936)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 591872)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 887808)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 544)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 296480)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 592416)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 888352)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1088)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 297024)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 592960)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 888896)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1632)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 297568)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 593504)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 889440)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2176)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 298112)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 594048)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 889984)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2720)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 298656)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 594592)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 890528)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 3264)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 299200)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 595136)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 891072)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 3808)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 299744)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 595680)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 891616)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 4352)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 300288)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 596224)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 892160)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 4896)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 300832)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 596768)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 892704)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 5440)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 301376)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 597312)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 893248)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 5984)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 301920)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 597856)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 893792)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 6528)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 302464)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 598400)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 894336)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 7072)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 303008)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 598944)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 894880)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 7616)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 303552)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 599488)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 895424)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 8160)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 304096)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 600032)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 895968)] = conv2d_nchw_local_ptr[63];
}

