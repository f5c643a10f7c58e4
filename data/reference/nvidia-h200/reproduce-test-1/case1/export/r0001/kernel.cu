
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
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[1944];
  __shared__ alignas(64) float kernel_shared_ptr[216];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 36);
  int cse_v2 = (((int)threadIdx.x) % 36);
  int cse_v18 = ((((int)blockIdx.x) % 544) >> 4);
  int cse_v19 = ((((int)blockIdx.x) & 15) * 34);
  int cse_v64 = (((((int)blockIdx.x) % 544) >> 4) * 16);
  int cse_v65 = (((((int)blockIdx.x) & 15) * 34) + (((int)threadIdx.x) % 36));
  int cse_v66 = (((((int)blockIdx.x) % 544) >> 4) * 8704);
  int cse_v101 = ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((int)threadIdx.x) / 36));
  int cse_v105 = ((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 36));
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((int)threadIdx.x) / 36))) && (1 <= (((((int)blockIdx.x) & 15) * 34) + (((int)threadIdx.x) % 36)))) && ((((((int)blockIdx.x) & 15) * 34) + (((int)threadIdx.x) % 36)) < 545)) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 36)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v3 = (((int)threadIdx.x) + 32);
  int cse_v4 = (((int)threadIdx.x) + 68);
  int cse_v20 = ((((int)threadIdx.x) + 32) % 36);
  int cse_v67 = (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 32) % 36));
  float condval_1;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 32) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 32) % 36)) < 545)) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 68) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 32) % 36)) - 545)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 68)] = condval_1;
  int cse_v5 = (((int)threadIdx.x) + 136);
  int cse_v21 = ((((int)threadIdx.x) + 28) % 36);
  int cse_v68 = (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 28) % 36));
  float condval_2;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 28) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 28) % 36)) < 545)) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 136) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 28) % 36)) - 545)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_2;
  int cse_v6 = (((int)threadIdx.x) + 204);
  int cse_v22 = ((((int)threadIdx.x) + 24) % 36);
  int cse_v69 = (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 24) % 36));
  float condval_3;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 24) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 24) % 36)) < 545)) {
    condval_3 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 204) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 24) % 36)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 204)] = condval_3;
  int cse_v7 = (((int)threadIdx.x) + 272);
  int cse_v23 = ((((int)threadIdx.x) + 20) % 36);
  int cse_v70 = (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 20) % 36));
  float condval_4;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 20) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 20) % 36)) < 545)) {
    condval_4 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 272) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 20) % 36)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_4;
  int cse_v8 = (((int)threadIdx.x) + 340);
  int cse_v24 = ((((int)threadIdx.x) + 16) % 36);
  int cse_v71 = (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 16) % 36));
  float condval_5;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 16) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 16) % 36)) < 545)) {
    condval_5 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 340) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 16) % 36)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 340)] = condval_5;
  int cse_v9 = (((int)threadIdx.x) + 408);
  int cse_v25 = ((((int)threadIdx.x) + 12) % 36);
  int cse_v72 = (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 12) % 36));
  float condval_6;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 12) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 12) % 36)) < 545)) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 408) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 12) % 36)) - 545)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 408)] = condval_6;
  int cse_v10 = (((int)threadIdx.x) + 476);
  int cse_v26 = ((((int)threadIdx.x) + 8) % 36);
  int cse_v73 = (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 8) % 36));
  float condval_7;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 8) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 8) % 36)) < 545)) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 476) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 8) % 36)) - 545)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 476)] = condval_7;
  int cse_v11 = (((int)threadIdx.x) + 544);
  int cse_v27 = ((((int)threadIdx.x) + 4) % 36);
  int cse_v74 = (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 4) % 36));
  float condval_8;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 4) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 4) % 36)) < 545)) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 544) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 4) % 36)) - 545)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_8;
  int cse_v12 = (((int)threadIdx.x) + 612);
  int cse_v75 = (((((int)threadIdx.x) / 36) + 17) % 18);
  int cse_v102 = ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 36) + 17) % 18));
  float condval_9;
  if ((((1 <= ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 36) + 17) % 18))) && (((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 36) + 17) % 18)) < 545)) && (1 <= (((((int)blockIdx.x) & 15) * 34) + (((int)threadIdx.x) % 36)))) && ((((((int)blockIdx.x) & 15) * 34) + (((int)threadIdx.x) % 36)) < 545)) {
    condval_9 = data_ptr[((((((((((int)threadIdx.x) + 612) / 648) * 295936) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((((int)threadIdx.x) / 36) + 17) % 18) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 36)) - 545)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 612)] = condval_9;
  int cse_v28 = ((((int)threadIdx.x) + 32) / 36);
  float condval_10;
  if (((1 <= ((((((int)blockIdx.x) % 544) >> 4) * 16) + ((((int)threadIdx.x) + 32) / 36))) && (1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 32) % 36)))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 32) % 36)) < 545)) {
    condval_10 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 32) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 32) % 36)) + 295391)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 680)] = condval_10;
  float condval_11;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 28) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 28) % 36)) < 545)) {
    condval_11 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 100) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 28) % 36)) + 295391)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 748)] = condval_11;
  float condval_12;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 24) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 24) % 36)) < 545)) {
    condval_12 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 168) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 24) % 36)) + 295391)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 816)] = condval_12;
  float condval_13;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 20) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 20) % 36)) < 545)) {
    condval_13 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 236) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 20) % 36)) + 295391)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 884)] = condval_13;
  float condval_14;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 16) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 16) % 36)) < 545)) {
    condval_14 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 304) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 16) % 36)) + 295391)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 952)] = condval_14;
  float condval_15;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 12) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 12) % 36)) < 545)) {
    condval_15 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 372) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 12) % 36)) + 295391)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1020)] = condval_15;
  float condval_16;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 8) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 8) % 36)) < 545)) {
    condval_16 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 440) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 8) % 36)) + 295391)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_16;
  float condval_17;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 4) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 4) % 36)) < 545)) {
    condval_17 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 508) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 4) % 36)) + 295391)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1156)] = condval_17;
  float condval_18;
  if (((((((((int)blockIdx.x) % 544) >> 4) * 16) + (((int)threadIdx.x) / 36)) < 529) && (1 <= (((((int)blockIdx.x) & 15) * 34) + (((int)threadIdx.x) % 36)))) && ((((((int)blockIdx.x) & 15) * 34) + (((int)threadIdx.x) % 36)) < 545)) {
    condval_18 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 36)) + 304095)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1224)] = condval_18;
  int cse_v13 = (((int)threadIdx.x) + 1292);
  int cse_v103 = ((((((int)threadIdx.x) >> 2) + 161) % 162) / 9);
  int cse_v104 = ((((((int)blockIdx.x) % 544) >> 4) * 16) + ((((((int)threadIdx.x) >> 2) + 161) % 162) / 9));
  float condval_19;
  if ((((1 <= ((((((int)blockIdx.x) % 544) >> 4) * 16) + ((((((int)threadIdx.x) >> 2) + 161) % 162) / 9))) && (((((((int)blockIdx.x) % 544) >> 4) * 16) + ((((((int)threadIdx.x) >> 2) + 161) % 162) / 9)) < 545)) && (1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 32) % 36)))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 32) % 36)) < 545)) {
    condval_19 = data_ptr[((((((((((int)threadIdx.x) + 1292) / 648) * 295936) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + (((((((int)threadIdx.x) >> 2) + 161) % 162) / 9) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 32) % 36)) - 545)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1292)] = condval_19;
  float condval_20;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 28) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 28) % 36)) < 545)) {
    condval_20 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 64) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 28) % 36)) + 591327)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1360)] = condval_20;
  float condval_21;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 24) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 24) % 36)) < 545)) {
    condval_21 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 132) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 24) % 36)) + 591327)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1428)] = condval_21;
  float condval_22;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 20) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 20) % 36)) < 545)) {
    condval_22 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 200) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 20) % 36)) + 591327)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1496)] = condval_22;
  float condval_23;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 16) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 16) % 36)) < 545)) {
    condval_23 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 268) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 16) % 36)) + 591327)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1564)] = condval_23;
  float condval_24;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 12) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 12) % 36)) < 545)) {
    condval_24 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 336) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 12) % 36)) + 591327)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1632)] = condval_24;
  float condval_25;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 8) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 8) % 36)) < 545)) {
    condval_25 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 404) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 8) % 36)) + 591327)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1700)] = condval_25;
  float condval_26;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 4) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 4) % 36)) < 545)) {
    condval_26 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 472) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 4) % 36)) + 591327)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1768)] = condval_26;
  float condval_27;
  if ((1 <= (((((int)blockIdx.x) & 15) * 34) + (((int)threadIdx.x) % 36))) && ((((((int)blockIdx.x) & 15) * 34) + (((int)threadIdx.x) % 36)) < 545)) {
    condval_27 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 36)) + 599487)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1836)] = condval_27;
  if (((int)threadIdx.x) < 40) {
    int cse_v29 = ((((int)threadIdx.x) + 608) / 36);
    float condval_28;
    if (((((((((int)blockIdx.x) % 544) >> 4) * 16) + ((((int)threadIdx.x) + 608) / 36)) < 545) && (1 <= (((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 32) % 36)))) && ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) + 32) % 36)) < 545)) {
      condval_28 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 4) * 8704) + (((((int)threadIdx.x) + 608) / 36) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) + 32) % 36)) + 591327)];
    } else {
      condval_28 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1904)] = condval_28;
  }
  int cse_v14 = (((int)blockIdx.x) / 544);
  int cse_v15 = (((int)threadIdx.x) * 3);
  int cse_v30 = ((((int)blockIdx.x) / 544) * 216);
  *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + (((((int)blockIdx.x) / 544) * 216) + (((int)threadIdx.x) * 3)));
  if (((int)threadIdx.x) < 4) {
    int cse_v76 = (((((int)threadIdx.x) + 68) / 3) * 9);
    int cse_v77 = (((((int)threadIdx.x) + 2) % 3) * 3);
    *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 68) / 3) * 9) + (((((int)threadIdx.x) + 2) % 3) * 3))) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) / 544) * 216) + (((((int)threadIdx.x) + 68) / 3) * 9)) + (((((int)threadIdx.x) + 2) % 3) * 3)));
  }
  int cse_v17 = (((int)threadIdx.x) / 17);
  int cse_v31 = ((((int)threadIdx.x) % 17) * 2);
  __syncthreads();
  for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
    for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
      for (int yy_3 = 0; yy_3 < 2; ++yy_3) {
        int cse_v16 = (yy_3 * 4);
        int cse_v32 = ((ry_1 * 3) + rx_1);
        int cse_v106 = ((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1);
        conv2d_nchw_local_ptr[(yy_3 * 4)] = (conv2d_nchw_local_ptr[(yy_3 * 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1)] * kernel_shared_ptr[((ry_1 * 3) + rx_1)]));
        int cse_v33 = ((yy_3 * 4) + 2);
        int cse_v107 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 36);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 2)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 36)] * kernel_shared_ptr[((ry_1 * 3) + rx_1)]));
        int cse_v34 = ((yy_3 * 4) + 8);
        int cse_v78 = (((ry_1 * 3) + rx_1) + 27);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 8)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 27)]));
        int cse_v35 = ((yy_3 * 4) + 10);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 10)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 10)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 36)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 27)]));
        int cse_v36 = ((yy_3 * 4) + 16);
        int cse_v79 = (((ry_1 * 3) + rx_1) + 54);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 16)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 16)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 54)]));
        int cse_v37 = ((yy_3 * 4) + 18);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 18)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 18)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 36)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 54)]));
        int cse_v38 = ((yy_3 * 4) + 24);
        int cse_v80 = (((ry_1 * 3) + rx_1) + 81);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 24)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 24)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 81)]));
        int cse_v39 = ((yy_3 * 4) + 26);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 26)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 26)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 36)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 81)]));
        int cse_v40 = ((yy_3 * 4) + 32);
        int cse_v81 = (((ry_1 * 3) + rx_1) + 108);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 32)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 32)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 108)]));
        int cse_v41 = ((yy_3 * 4) + 34);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 34)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 34)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 36)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 108)]));
        int cse_v42 = ((yy_3 * 4) + 40);
        int cse_v82 = (((ry_1 * 3) + rx_1) + 135);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 40)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 40)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 135)]));
        int cse_v43 = ((yy_3 * 4) + 42);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 42)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 42)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 36)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 135)]));
        int cse_v44 = ((yy_3 * 4) + 48);
        int cse_v83 = (((ry_1 * 3) + rx_1) + 162);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 48)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 48)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 162)]));
        int cse_v45 = ((yy_3 * 4) + 50);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 50)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 50)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 36)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 162)]));
        int cse_v46 = ((yy_3 * 4) + 56);
        int cse_v84 = (((ry_1 * 3) + rx_1) + 189);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 56)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 56)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 189)]));
        int cse_v47 = ((yy_3 * 4) + 58);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 58)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 58)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 36)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 189)]));
        int cse_v85 = (((ry_1 * 3) + rx_1) + 9);
        int cse_v108 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 648);
        conv2d_nchw_local_ptr[(yy_3 * 4)] = (conv2d_nchw_local_ptr[(yy_3 * 4)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 648)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 9)]));
        int cse_v109 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 684);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 2)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 684)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 9)]));
        int cse_v86 = (((ry_1 * 3) + rx_1) + 36);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 8)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 8)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 648)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 36)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 10)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 10)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 684)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 36)]));
        int cse_v87 = (((ry_1 * 3) + rx_1) + 63);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 16)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 16)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 648)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 63)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 18)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 18)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 684)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 63)]));
        int cse_v88 = (((ry_1 * 3) + rx_1) + 90);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 24)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 24)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 648)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 90)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 26)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 26)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 684)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 90)]));
        int cse_v89 = (((ry_1 * 3) + rx_1) + 117);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 32)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 32)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 648)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 117)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 34)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 34)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 684)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 117)]));
        int cse_v90 = (((ry_1 * 3) + rx_1) + 144);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 40)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 40)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 648)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 144)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 42)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 42)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 684)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 144)]));
        int cse_v91 = (((ry_1 * 3) + rx_1) + 171);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 48)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 48)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 648)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 171)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 50)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 50)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 684)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 171)]));
        int cse_v92 = (((ry_1 * 3) + rx_1) + 198);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 56)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 56)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 648)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 198)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 58)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 58)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 684)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 198)]));
        int cse_v93 = (((ry_1 * 3) + rx_1) + 18);
        int cse_v110 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1296);
        conv2d_nchw_local_ptr[(yy_3 * 4)] = (conv2d_nchw_local_ptr[(yy_3 * 4)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1296)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 18)]));
        int cse_v111 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1332);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 2)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1332)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 18)]));
        int cse_v94 = (((ry_1 * 3) + rx_1) + 45);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 8)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 8)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1296)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 45)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 10)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 10)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1332)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 45)]));
        int cse_v95 = (((ry_1 * 3) + rx_1) + 72);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 16)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 16)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1296)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 72)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 18)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 18)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1332)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 72)]));
        int cse_v96 = (((ry_1 * 3) + rx_1) + 99);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 24)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 24)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1296)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 99)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 26)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 26)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1332)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 99)]));
        int cse_v97 = (((ry_1 * 3) + rx_1) + 126);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 32)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 32)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1296)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 126)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 34)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 34)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1332)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 126)]));
        int cse_v98 = (((ry_1 * 3) + rx_1) + 153);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 40)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 40)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1296)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 153)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 42)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 42)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1332)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 153)]));
        int cse_v99 = (((ry_1 * 3) + rx_1) + 180);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 48)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 48)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1296)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 180)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 50)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 50)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1332)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 180)]));
        int cse_v100 = (((ry_1 * 3) + rx_1) + 207);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 56)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 56)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1296)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 207)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 58)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 58)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1332)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 207)]));
        int cse_v48 = ((yy_3 * 4) + 1);
        int cse_v112 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 1)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1)] * kernel_shared_ptr[((ry_1 * 3) + rx_1)]));
        int cse_v49 = ((yy_3 * 4) + 3);
        int cse_v113 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 37);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 3)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 37)] * kernel_shared_ptr[((ry_1 * 3) + rx_1)]));
        int cse_v50 = ((yy_3 * 4) + 9);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 9)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 9)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 27)]));
        int cse_v51 = ((yy_3 * 4) + 11);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 11)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 11)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 37)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 27)]));
        int cse_v52 = ((yy_3 * 4) + 17);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 17)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 17)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 54)]));
        int cse_v53 = ((yy_3 * 4) + 19);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 19)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 19)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 37)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 54)]));
        int cse_v54 = ((yy_3 * 4) + 25);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 25)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 25)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 81)]));
        int cse_v55 = ((yy_3 * 4) + 27);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 27)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 27)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 37)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 81)]));
        int cse_v56 = ((yy_3 * 4) + 33);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 33)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 33)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 108)]));
        int cse_v57 = ((yy_3 * 4) + 35);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 35)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 35)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 37)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 108)]));
        int cse_v58 = ((yy_3 * 4) + 41);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 41)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 41)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 135)]));
        int cse_v59 = ((yy_3 * 4) + 43);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 43)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 43)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 37)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 135)]));
        int cse_v60 = ((yy_3 * 4) + 49);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 49)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 49)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 162)]));
        int cse_v61 = ((yy_3 * 4) + 51);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 51)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 51)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 37)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 162)]));
        int cse_v62 = ((yy_3 * 4) + 57);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 57)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 57)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 189)]));
        int cse_v63 = ((yy_3 * 4) + 59);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 59)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 59)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 37)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 189)]));
        int cse_v114 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 649);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 1)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 649)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 9)]));
        int cse_v115 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 685);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 3)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 685)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 9)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 9)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 9)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 649)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 36)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 11)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 11)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 685)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 36)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 17)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 17)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 649)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 63)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 19)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 19)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 685)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 63)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 25)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 25)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 649)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 90)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 27)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 27)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 685)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 90)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 33)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 33)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 649)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 117)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 35)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 35)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 685)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 117)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 41)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 41)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 649)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 144)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 43)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 43)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 685)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 144)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 49)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 49)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 649)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 171)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 51)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 51)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 685)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 171)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 57)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 57)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 649)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 198)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 59)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 59)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 685)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 198)]));
        int cse_v116 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1297);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 1)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1297)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 18)]));
        int cse_v117 = (((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1333);
        conv2d_nchw_local_ptr[((yy_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 3)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1333)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 18)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 9)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 9)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1297)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 45)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 11)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 11)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1333)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 45)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 17)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 17)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1297)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 72)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 19)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 19)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1333)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 72)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 25)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 25)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1297)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 99)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 27)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 27)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1333)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 99)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 33)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 33)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1297)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 126)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 35)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 35)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1333)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 126)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 41)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 41)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1297)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 153)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 43)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 43)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1333)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 153)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 49)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 49)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1297)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 180)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 51)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 51)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1333)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 180)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 57)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 57)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1297)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 207)]));
        conv2d_nchw_local_ptr[((yy_3 * 4) + 59)] = (conv2d_nchw_local_ptr[((yy_3 * 4) + 59)] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) / 17) * 144) + (yy_3 * 72)) + (ry_1 * 36)) + ((((int)threadIdx.x) % 17) * 2)) + rx_1) + 1333)] * kernel_shared_ptr[(((ry_1 * 3) + rx_1) + 207)]));
      }
    }
  }
  int cse_v118 = ((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 544)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 545)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1088)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1089)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1632)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1633)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 295936)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 295937)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 296480)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 296481)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 297024)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 297025)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 297568)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 297569)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 591872)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 591873)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 592416)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 592417)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 592960)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 592961)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 593504)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 593505)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 887808)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 887809)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 888352)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 888353)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 888896)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 888897)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 889440)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 889441)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1183744)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1183745)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1184288)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1184289)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1184832)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1184833)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1185376)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1185377)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1479680)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1479681)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1480224)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1480225)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1480768)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1480769)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1481312)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1481313)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1775616)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1775617)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1776160)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1776161)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1776704)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1776705)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1777248)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1777249)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 2071552)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 2071553)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 2072096)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 2072097)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 2072640)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 2072641)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 2073184)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 2073185)] = conv2d_nchw_local_ptr[63];
}

