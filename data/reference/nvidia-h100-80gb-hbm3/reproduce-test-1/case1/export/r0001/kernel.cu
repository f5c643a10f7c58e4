
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
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 4);
  int cse_v7 = ((((int)blockIdx.x) % 2312) / 34);
  int cse_v8 = ((((int)threadIdx.x) % 45) * 2);
  int cse_v9 = ((((int)blockIdx.x) % 34) * 16);
  int cse_v10 = ((((int)threadIdx.x) * 4) % 18);
  int cse_v16 = (((((int)blockIdx.x) % 2312) / 34) * 8);
  int cse_v17 = (((((int)threadIdx.x) % 45) * 2) / 9);
  int cse_v18 = (((((int)blockIdx.x) % 2312) / 34) * 4352);
  int cse_v36 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) % 45) * 2) / 9));
  int cse_v37 = (((((int)threadIdx.x) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352));
  int cse_v101 = (((((((int)threadIdx.x) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((((int)threadIdx.x) % 45) * 2) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) % 45) * 2) / 9))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) % 45) * 2) / 9)) < 545)) && (1 < (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) * 4) % 18)))) {
    condval = data_ptr[(((((((((int)threadIdx.x) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((((int)threadIdx.x) % 45) * 2) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) * 4) % 18)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 4)] = condval;
  int cse_v11 = ((((int)threadIdx.x) * 4) + 1);
  int cse_v19 = (((((int)threadIdx.x) * 4) + 1) % 18);
  float condval_1;
  if (((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) % 45) * 2) / 9))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) % 45) * 2) / 9)) < 545)) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 1) % 18)) < 545)) {
    condval_1 = data_ptr[(((((((((int)threadIdx.x) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((((int)threadIdx.x) % 45) * 2) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 1) % 18)) - 545)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1)] = condval_1;
  int cse_v12 = ((((int)threadIdx.x) * 4) + 2);
  int cse_v20 = (((((int)threadIdx.x) * 4) + 2) % 18);
  int cse_v38 = ((((((int)threadIdx.x) % 45) * 2) + 1) / 9);
  int cse_v46 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) % 45) * 2) + 1) / 9));
  int cse_v105 = (((((((int)threadIdx.x) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) % 45) * 2) + 1) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  float condval_2;
  if (((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) % 45) * 2) + 1) / 9))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) % 45) * 2) + 1) / 9)) < 545)) && (1 < (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 2) % 18)))) {
    condval_2 = data_ptr[(((((((((int)threadIdx.x) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) % 45) * 2) + 1) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 2) % 18)) - 545)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2)] = condval_2;
  int cse_v13 = ((((int)threadIdx.x) * 4) + 3);
  int cse_v21 = (((((int)threadIdx.x) * 4) + 3) % 18);
  float condval_3;
  if (((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) % 45) * 2) + 1) / 9))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) % 45) * 2) + 1) / 9)) < 545)) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 3) % 18)) < 545)) {
    condval_3 = data_ptr[(((((((((int)threadIdx.x) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) % 45) * 2) + 1) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 3) % 18)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 3)] = condval_3;
  int cse_v2 = (((int)threadIdx.x) * 2);
  int cse_v3 = (((int)threadIdx.x) + 64);
  int cse_v22 = (((((int)threadIdx.x) * 4) + 4) % 18);
  int cse_v39 = ((((((int)threadIdx.x) * 2) + 38) % 90) / 9);
  int cse_v40 = ((((((int)threadIdx.x) + 64) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352));
  int cse_v47 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) * 2) + 38) % 90) / 9));
  int cse_v106 = ((((((((int)threadIdx.x) + 64) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) * 2) + 38) % 90) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  float condval_4;
  if (((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) * 2) + 38) % 90) / 9))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) * 2) + 38) % 90) / 9)) < 545)) && (1 < (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 4) % 18)))) {
    condval_4 = data_ptr[((((((((((int)threadIdx.x) + 64) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) * 2) + 38) % 90) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 4) % 18)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 256)] = condval_4;
  int cse_v23 = (((((int)threadIdx.x) * 4) + 5) % 18);
  float condval_5;
  if (((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) * 2) + 38) % 90) / 9))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) * 2) + 38) % 90) / 9)) < 545)) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 5) % 18)) < 545)) {
    condval_5 = data_ptr[((((((((((int)threadIdx.x) + 64) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) * 2) + 38) % 90) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 5) % 18)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 257)] = condval_5;
  int cse_v24 = (((((int)threadIdx.x) * 4) + 6) % 18);
  int cse_v41 = ((((((int)threadIdx.x) * 2) + 39) % 90) / 9);
  int cse_v48 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) * 2) + 39) % 90) / 9));
  int cse_v107 = ((((((((int)threadIdx.x) + 64) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) * 2) + 39) % 90) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  float condval_6;
  if (((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) * 2) + 39) % 90) / 9))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) * 2) + 39) % 90) / 9)) < 545)) && (1 < (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 6) % 18)))) {
    condval_6 = data_ptr[((((((((((int)threadIdx.x) + 64) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) * 2) + 39) % 90) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 6) % 18)) - 545)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 258)] = condval_6;
  int cse_v25 = (((((int)threadIdx.x) * 4) + 7) % 18);
  float condval_7;
  if (((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) * 2) + 39) % 90) / 9))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) * 2) + 39) % 90) / 9)) < 545)) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 7) % 18)) < 545)) {
    condval_7 = data_ptr[((((((((((int)threadIdx.x) + 64) / 45) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) * 2) + 39) % 90) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 7) % 18)) - 545)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 259)] = condval_7;
  if (((int)threadIdx.x) < 7) {
    int cse_v26 = (((((int)threadIdx.x) * 2) + 76) / 9);
    int cse_v27 = (((((int)threadIdx.x) * 4) + 8) % 18);
    int cse_v42 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) * 2) + 76) / 9));
    int cse_v102 = (((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((((int)threadIdx.x) * 2) + 76) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16));
    float condval_8;
    if ((((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) * 2) + 76) / 9)) < 545) && (1 < (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 8) % 18)))) {
      condval_8 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((((int)threadIdx.x) * 2) + 76) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 8) % 18)) + 591327)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 512)] = condval_8;
    int cse_v28 = (((((int)threadIdx.x) * 4) + 9) % 18);
    float condval_9;
    if ((((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) * 2) + 76) / 9)) < 545) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 9) % 18)) < 545)) {
      condval_9 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((((int)threadIdx.x) * 2) + 76) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 9) % 18)) + 591327)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 513)] = condval_9;
    int cse_v29 = (((((int)threadIdx.x) * 2) + 77) / 9);
    int cse_v30 = (((((int)threadIdx.x) * 4) + 10) % 18);
    int cse_v43 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) * 2) + 77) / 9));
    int cse_v103 = (((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((((int)threadIdx.x) * 2) + 77) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16));
    float condval_10;
    if ((((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) * 2) + 77) / 9)) < 545) && (1 < (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 10) % 18)))) {
      condval_10 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((((int)threadIdx.x) * 2) + 77) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 10) % 18)) + 591327)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 514)] = condval_10;
    int cse_v31 = (((((int)threadIdx.x) * 4) + 11) % 18);
    float condval_11;
    if ((((((((int)blockIdx.x) % 2312) / 34) * 8) + (((((int)threadIdx.x) * 2) + 77) / 9)) < 545) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 4) + 11) % 18)) < 545)) {
      condval_11 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((((int)threadIdx.x) * 2) + 77) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 4) + 11) % 18)) + 591327)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 515)] = condval_11;
  }
  int cse_v4 = (((int)blockIdx.x) / 2312);
  int cse_v5 = (((int)threadIdx.x) * 3);
  int cse_v14 = ((((int)blockIdx.x) / 2312) * 432);
  *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + (((((int)blockIdx.x) / 2312) * 432) + (((int)threadIdx.x) * 3)));
  int cse_v32 = (((((int)threadIdx.x) + 64) / 3) * 9);
  int cse_v33 = (((((int)threadIdx.x) + 1) % 3) * 3);
  *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 64) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3))) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 64) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3)));
  if (((int)threadIdx.x) < 16) {
    int cse_v34 = (((((int)threadIdx.x) + 128) / 3) * 9);
    int cse_v35 = (((((int)threadIdx.x) + 2) % 3) * 3);
    *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 128) / 3) * 9) + (((((int)threadIdx.x) + 2) % 3) * 3))) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 128) / 3) * 9)) + (((((int)threadIdx.x) + 2) % 3) * 3)));
  }
  int cse_v6 = (((int)threadIdx.x) >> 3);
  int cse_v15 = ((((int)threadIdx.x) & 7) * 2);
  __syncthreads();
  for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
    for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
      int cse_v44 = (((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1);
      int cse_v45 = ((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v49 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 1);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v50 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 18);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v51 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 19);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v52 = (((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 1)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 18)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 19)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      int cse_v53 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 180);
      int cse_v54 = (((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 180)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v55 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 181);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 181)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v56 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 198);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 198)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v57 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 199);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 199)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v58 = (((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 180)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 181)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 198)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 199)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      int cse_v59 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 360);
      int cse_v60 = (((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 360)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v61 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 361);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 361)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v62 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 378);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 378)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v63 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 379);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 379)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v64 = (((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 360)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 361)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 378)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 379)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      int cse_v65 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 36);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v66 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 37);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 37)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v67 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 54);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 54)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v68 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 55);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 55)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 36)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 37)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 54)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 55)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      int cse_v69 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 216);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 216)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v70 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 217);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 217)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v71 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 234);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 234)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v72 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 235);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 235)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 216)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 217)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 234)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 235)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      int cse_v73 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 396);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 396)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v74 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 397);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 397)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v75 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 414);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 414)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v76 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 415);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 415)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 396)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 397)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 414)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 415)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      int cse_v77 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 72);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v78 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 73);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 73)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v79 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 90);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 90)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v80 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 91);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 91)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 72)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 73)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 90)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 91)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      int cse_v81 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 252);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 252)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v82 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 253);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 253)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v83 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 270);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 270)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v84 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 271);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 271)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 252)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 253)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 270)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 271)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      int cse_v85 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 432);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 432)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v86 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 433);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 433)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v87 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 450);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 450)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v88 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 451);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 451)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 432)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 433)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 450)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 451)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      int cse_v89 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 108);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 108)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v90 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 109);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 109)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v91 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 126);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 126)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      int cse_v92 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 127);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 127)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 108)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 109)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 126)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 127)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 27)]));
      int cse_v93 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 288);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 288)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v94 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 289);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 289)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v95 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 306);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 306)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      int cse_v96 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 307);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 307)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 9)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 288)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 289)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 306)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 307)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 36)]));
      int cse_v97 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 468);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 468)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v98 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 469);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 469)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v99 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 486);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 486)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      int cse_v100 = ((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 487);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 487)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 18)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 468)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 469)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 486)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((ry_1 * 18) + ((((int)threadIdx.x) & 7) * 2)) + rx_1) + 487)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 54) + (ry_1 * 3)) + rx_1) + 45)]));
    }
  }
  int cse_v104 = ((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 544)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 545)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1088)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1089)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1632)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1633)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2176)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2177)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2720)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2721)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 3264)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 3265)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 3808)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 3809)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 295936)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 295937)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 296480)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 296481)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 297024)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 297025)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 297568)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 297569)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 298112)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 298113)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 298656)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 298657)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 299200)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 299201)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 299744)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 299745)] = conv2d_nchw_local_ptr[31];
}

