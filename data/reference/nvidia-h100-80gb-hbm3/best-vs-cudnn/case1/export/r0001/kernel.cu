
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
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[32];
  __shared__ alignas(64) float pad_temp_shared_ptr[540];
  __shared__ alignas(64) float kernel_shared_ptr[432];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 18);
  int cse_v2 = (((int)threadIdx.x) % 18);
  int cse_v12 = ((((int)blockIdx.x) % 2312) / 34);
  int cse_v13 = ((((int)blockIdx.x) % 34) * 16);
  int cse_v24 = (((((int)blockIdx.x) % 2312) / 34) * 8);
  int cse_v25 = (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18));
  int cse_v26 = (((((int)blockIdx.x) % 2312) / 34) * 4352);
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 18))) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v3 = (((int)threadIdx.x) + 64);
  int cse_v14 = ((((int)threadIdx.x) + 10) % 18);
  int cse_v27 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18));
  float condval_1;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 10) % 18)) < 545)) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 64) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 10) % 18)) - 545)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 64)] = condval_1;
  int cse_v4 = (((int)threadIdx.x) >> 1);
  int cse_v5 = (((int)threadIdx.x) + 128);
  int cse_v15 = ((((int)threadIdx.x) + 2) % 18);
  int cse_v28 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18));
  int cse_v37 = ((((((int)threadIdx.x) >> 1) + 64) % 90) / 9);
  int cse_v63 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 64) % 90) / 9));
  float condval_2;
  if ((((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 64) % 90) / 9))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 64) % 90) / 9)) < 545)) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 2) % 18)) < 545)) {
    condval_2 = data_ptr[((((((((((int)threadIdx.x) + 128) / 180) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 64) % 90) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 2) % 18)) - 545)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 128)] = condval_2;
  int cse_v6 = (((int)threadIdx.x) + 12);
  int cse_v16 = ((((int)threadIdx.x) + 12) / 18);
  int cse_v17 = ((((int)threadIdx.x) + 12) % 18);
  int cse_v29 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18));
  float condval_3;
  if (((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((int)threadIdx.x) + 12) / 18))) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 12) % 18)) < 545)) {
    condval_3 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 12) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 12) % 18)) + 295391)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 192)] = condval_3;
  int cse_v18 = ((((int)threadIdx.x) + 4) % 18);
  int cse_v30 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18));
  float condval_4;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 4) % 18)) < 545)) {
    condval_4 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 76) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 4) % 18)) + 295391)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 256)] = condval_4;
  int cse_v7 = (((int)threadIdx.x) + 320);
  int cse_v19 = ((((int)threadIdx.x) + 14) % 18);
  int cse_v31 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18));
  int cse_v38 = ((((((int)threadIdx.x) >> 1) + 70) % 90) / 9);
  int cse_v64 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 70) % 90) / 9));
  float condval_5;
  if ((((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 70) % 90) / 9))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 70) % 90) / 9)) < 545)) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 14) % 18)) < 545)) {
    condval_5 = data_ptr[((((((((((int)threadIdx.x) + 320) / 180) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 70) % 90) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 14) % 18)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 320)] = condval_5;
  int cse_v20 = ((((int)threadIdx.x) + 6) % 18);
  int cse_v32 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18));
  float condval_6;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 6) % 18)) < 545)) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 24) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 6) % 18)) + 591327)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 384)] = condval_6;
  int cse_v21 = ((((int)threadIdx.x) + 16) % 18);
  int cse_v33 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18));
  float condval_7;
  if ((1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 16) % 18)) < 545)) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 88) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 16) % 18)) + 591327)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 448)] = condval_7;
  if (((int)threadIdx.x) < 28) {
    int cse_v22 = ((((int)threadIdx.x) + 152) / 18);
    int cse_v23 = ((((int)threadIdx.x) + 8) % 18);
    int cse_v34 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18));
    float condval_8;
    if (((((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((int)threadIdx.x) + 152) / 18)) < 545) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) + 8) % 18)) < 545)) {
      condval_8 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 152) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) + 8) % 18)) + 591327)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 512)] = condval_8;
  }
  int cse_v8 = (((int)blockIdx.x) / 2312);
  int cse_v9 = (((int)threadIdx.x) * 4);
  int cse_v35 = (((((int)blockIdx.x) / 2312) * 432) + (((int)threadIdx.x) * 4));
  *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) / 2312) * 432) + (((int)threadIdx.x) * 4)));
  if (((int)threadIdx.x) < 44) {
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) / 2312) * 432) + (((int)threadIdx.x) * 4)) + 256));
  }
  int cse_v10 = (((int)threadIdx.x) & 15);
  int cse_v11 = (((int)threadIdx.x) >> 4);
  __syncthreads();
  for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
    for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
      int cse_v36 = (((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15));
      int cse_v39 = ((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1)]));
      int cse_v40 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 18);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1)]));
      int cse_v65 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 27);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 27)]));
      int cse_v66 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 54);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 54)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 54)]));
      int cse_v67 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 81);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 81)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 81)]));
      int cse_v41 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 180);
      int cse_v68 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 9);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 180)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v42 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 198);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 198)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v69 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 36);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 180)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 198)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 36)]));
      int cse_v70 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 63);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 180)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 63)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 198)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 63)]));
      int cse_v71 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 90);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 180)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 90)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 198)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 90)]));
      int cse_v43 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 360);
      int cse_v72 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 18);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 360)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v44 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 378);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 378)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v73 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 45);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 360)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 378)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 45)]));
      int cse_v74 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 72);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 360)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 72)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 378)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 72)]));
      int cse_v75 = (((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 99);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 360)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 99)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 378)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 99)]));
      int cse_v45 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 36);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1)]));
      int cse_v46 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 54);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 54)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 36)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 54)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 36)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 54)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 54)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 54)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 36)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 81)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 54)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 81)]));
      int cse_v47 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 216);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 216)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v48 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 234);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 234)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 9)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 216)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 234)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 216)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 63)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 234)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 63)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 216)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 90)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 234)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 90)]));
      int cse_v49 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 396);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 396)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v50 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 414);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 414)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 18)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 396)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 414)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 396)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 72)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 414)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 72)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 396)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 99)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 414)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 99)]));
      int cse_v51 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 72);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1)]));
      int cse_v52 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 90);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 90)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 72)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 90)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 72)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 54)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 90)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 54)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 72)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 81)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 90)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 81)]));
      int cse_v53 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 252);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 252)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v54 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 270);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 270)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 9)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 252)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 270)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 252)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 63)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 270)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 63)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 252)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 90)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 270)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 90)]));
      int cse_v55 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 432);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v56 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 450);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 450)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 18)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 450)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 72)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 450)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 72)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 99)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 450)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 99)]));
      int cse_v57 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 108);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 108)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1)]));
      int cse_v58 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 126);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 126)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 108)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 126)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 108)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 54)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 126)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 54)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 108)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 81)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 126)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 81)]));
      int cse_v59 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 288);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v60 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 306);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 306)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 9)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 306)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 63)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 306)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 63)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 90)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 306)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 90)]));
      int cse_v61 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 468);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 468)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v62 = ((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 486);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 486)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 18)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 468)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 486)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 468)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 72)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 486)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 72)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 468)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 99)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((ry_1 * 18) + rx_1) + (((int)threadIdx.x) & 15)) + 486)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ry_1 * 3)) + rx_1) + 99)]));
    }
  }
  int cse_v76 = ((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 544)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1088)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1632)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2176)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2720)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 3264)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 3808)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 295936)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 296480)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 297024)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 297568)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 298112)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 298656)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 299200)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 299744)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 591872)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 592416)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 592960)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 593504)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 594048)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 594592)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 595136)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 595680)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 887808)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 888352)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 888896)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 889440)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 889984)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 890528)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 891072)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 4) * 1183744)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 891616)] = conv2d_nchw_local_ptr[31];
}

