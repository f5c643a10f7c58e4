
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
  alignas(64) float conv2d_nchw_local_ptr[32];
  __shared__ alignas(64) float pad_temp_shared_ptr[840];
  __shared__ alignas(64) float kernel_shared_ptr[432];
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
  int cse_v1 = (((int)threadIdx.x) * 3);
  int cse_v6 = ((((int)blockIdx.x) % 2176) >> 3);
  int cse_v7 = ((((int)threadIdx.x) * 3) / 70);
  int cse_v8 = ((((int)blockIdx.x) & 7) * 68);
  int cse_v9 = ((((int)threadIdx.x) * 3) % 70);
  int cse_v22 = (((((int)blockIdx.x) % 2176) >> 3) * 2);
  int cse_v23 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) * 3) % 70));
  int cse_v24 = (((((int)blockIdx.x) % 2176) >> 3) * 1088);
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + ((((int)threadIdx.x) * 3) / 70))) && (1 <= (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) * 3) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) * 3) % 70)) < 545)) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 2176) >> 3) * 1088) + (((((int)threadIdx.x) * 3) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) * 3) % 70)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
  int cse_v10 = ((((int)threadIdx.x) * 3) + 1);
  int cse_v25 = (((((int)threadIdx.x) * 3) + 1) / 70);
  int cse_v26 = (((((int)threadIdx.x) * 3) + 1) % 70);
  int cse_v43 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 1) % 70));
  float condval_1;
  if (((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 1) / 70))) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 1) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 1) % 70)) < 545)) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 2176) >> 3) * 1088) + ((((((int)threadIdx.x) * 3) + 1) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 1) % 70)) - 545)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
  int cse_v11 = ((((int)threadIdx.x) * 3) + 2);
  int cse_v27 = (((((int)threadIdx.x) * 3) + 2) / 70);
  int cse_v28 = (((((int)threadIdx.x) * 3) + 2) % 70);
  int cse_v44 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 2) % 70));
  float condval_2;
  if (((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 2) / 70))) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 2) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 2) % 70)) < 545)) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 2176) >> 3) * 1088) + ((((((int)threadIdx.x) * 3) + 2) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 2) % 70)) - 545)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
  int cse_v12 = ((((int)threadIdx.x) * 3) >> 1);
  int cse_v13 = ((((int)threadIdx.x) * 3) + 204);
  int cse_v29 = (((((int)threadIdx.x) * 3) + 64) % 70);
  int cse_v45 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 64) % 70));
  int cse_v58 = (((((((int)threadIdx.x) * 3) >> 1) + 102) % 140) / 35);
  int cse_v67 = ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 102) % 140) / 35));
  float condval_3;
  if ((((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 102) % 140) / 35))) && (((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 102) % 140) / 35)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 64) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 64) % 70)) < 545)) {
    condval_3 = data_ptr[(((((((((((int)threadIdx.x) * 3) + 204) / 280) * 295936) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((((((int)threadIdx.x) * 3) >> 1) + 102) % 140) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 64) % 70)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 204)] = condval_3;
  int cse_v14 = ((((int)threadIdx.x) * 3) + 205);
  int cse_v30 = (((((int)threadIdx.x) * 3) + 1) >> 1);
  int cse_v31 = (((((int)threadIdx.x) * 3) + 65) % 70);
  int cse_v46 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 65) % 70));
  int cse_v68 = ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 102) % 140) / 35);
  int cse_v81 = ((((((int)blockIdx.x) % 2176) >> 3) * 2) + ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 102) % 140) / 35));
  float condval_4;
  if ((((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 102) % 140) / 35))) && (((((((int)blockIdx.x) % 2176) >> 3) * 2) + ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 102) % 140) / 35)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 65) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 65) % 70)) < 545)) {
    condval_4 = data_ptr[(((((((((((int)threadIdx.x) * 3) + 205) / 280) * 295936) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + (((((((((int)threadIdx.x) * 3) + 1) >> 1) + 102) % 140) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 65) % 70)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 205)] = condval_4;
  int cse_v15 = ((((int)threadIdx.x) * 3) + 206);
  int cse_v32 = (((((int)threadIdx.x) * 3) + 66) % 70);
  int cse_v47 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 66) % 70));
  int cse_v59 = (((((((int)threadIdx.x) * 3) >> 1) + 103) % 140) / 35);
  int cse_v69 = ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 103) % 140) / 35));
  float condval_5;
  if ((((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 103) % 140) / 35))) && (((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 103) % 140) / 35)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 66) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 66) % 70)) < 545)) {
    condval_5 = data_ptr[(((((((((((int)threadIdx.x) * 3) + 206) / 280) * 295936) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((((((int)threadIdx.x) * 3) >> 1) + 103) % 140) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 66) % 70)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 206)] = condval_5;
  int cse_v16 = ((((int)threadIdx.x) * 3) + 408);
  int cse_v33 = (((((int)threadIdx.x) * 3) + 58) % 70);
  int cse_v48 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 58) % 70));
  int cse_v60 = (((((((int)threadIdx.x) * 3) >> 1) + 64) % 140) / 35);
  int cse_v70 = ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 64) % 140) / 35));
  float condval_6;
  if ((((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 64) % 140) / 35))) && (((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 64) % 140) / 35)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 58) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 58) % 70)) < 545)) {
    condval_6 = data_ptr[(((((((((((int)threadIdx.x) * 3) + 408) / 280) * 295936) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((((((int)threadIdx.x) * 3) >> 1) + 64) % 140) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 58) % 70)) - 545)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 408)] = condval_6;
  int cse_v17 = ((((int)threadIdx.x) * 3) + 409);
  int cse_v34 = (((((int)threadIdx.x) * 3) + 59) % 70);
  int cse_v49 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 59) % 70));
  int cse_v71 = ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 64) % 140) / 35);
  int cse_v82 = ((((((int)blockIdx.x) % 2176) >> 3) * 2) + ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 64) % 140) / 35));
  float condval_7;
  if ((((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 64) % 140) / 35))) && (((((((int)blockIdx.x) % 2176) >> 3) * 2) + ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 64) % 140) / 35)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 59) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 59) % 70)) < 545)) {
    condval_7 = data_ptr[(((((((((((int)threadIdx.x) * 3) + 409) / 280) * 295936) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + (((((((((int)threadIdx.x) * 3) + 1) >> 1) + 64) % 140) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 59) % 70)) - 545)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 409)] = condval_7;
  int cse_v18 = ((((int)threadIdx.x) * 3) + 410);
  int cse_v35 = (((((int)threadIdx.x) * 3) + 60) % 70);
  int cse_v50 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 60) % 70));
  int cse_v61 = (((((((int)threadIdx.x) * 3) >> 1) + 65) % 140) / 35);
  int cse_v72 = ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 65) % 140) / 35));
  float condval_8;
  if ((((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 65) % 140) / 35))) && (((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((((int)threadIdx.x) * 3) >> 1) + 65) % 140) / 35)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 60) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 60) % 70)) < 545)) {
    condval_8 = data_ptr[(((((((((((int)threadIdx.x) * 3) + 410) / 280) * 295936) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((((((int)threadIdx.x) * 3) >> 1) + 65) % 140) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 60) % 70)) - 545)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 410)] = condval_8;
  int cse_v19 = ((((int)threadIdx.x) * 3) + 52);
  int cse_v36 = (((((int)threadIdx.x) * 3) + 52) / 70);
  int cse_v37 = (((((int)threadIdx.x) * 3) + 52) % 70);
  int cse_v51 = ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 52) / 70));
  int cse_v52 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 52) % 70));
  float condval_9;
  if ((((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 52) / 70))) && (((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 52) / 70)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 52) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 52) % 70)) < 545)) {
    condval_9 = data_ptr[(((((((((int)blockIdx.x) % 2176) >> 3) * 1088) + ((((((int)threadIdx.x) * 3) + 52) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 52) % 70)) + 591327)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 612)] = condval_9;
  int cse_v20 = ((((int)threadIdx.x) * 3) + 53);
  int cse_v38 = (((((int)threadIdx.x) * 3) + 53) / 70);
  int cse_v39 = (((((int)threadIdx.x) * 3) + 53) % 70);
  int cse_v53 = ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 53) / 70));
  int cse_v54 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 53) % 70));
  float condval_10;
  if ((((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 53) / 70))) && (((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 53) / 70)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 53) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 53) % 70)) < 545)) {
    condval_10 = data_ptr[(((((((((int)blockIdx.x) % 2176) >> 3) * 1088) + ((((((int)threadIdx.x) * 3) + 53) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 53) % 70)) + 591327)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 613)] = condval_10;
  int cse_v21 = ((((int)threadIdx.x) * 3) + 54);
  int cse_v40 = (((((int)threadIdx.x) * 3) + 54) / 70);
  int cse_v41 = (((((int)threadIdx.x) * 3) + 54) % 70);
  int cse_v55 = ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 54) / 70));
  int cse_v56 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 54) % 70));
  float condval_11;
  if ((((1 <= ((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 54) / 70))) && (((((((int)blockIdx.x) % 2176) >> 3) * 2) + (((((int)threadIdx.x) * 3) + 54) / 70)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 54) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 54) % 70)) < 545)) {
    condval_11 = data_ptr[(((((((((int)blockIdx.x) % 2176) >> 3) * 1088) + ((((((int)threadIdx.x) * 3) + 54) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 54) % 70)) + 591327)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 614)] = condval_11;
  if (((int)threadIdx.x) < 8) {
    int cse_v62 = (((((((int)blockIdx.x) % 2176) >> 3) * 1088) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) * 3));
    float condval_12;
    if ((((int)blockIdx.x) % 2176) < 2168) {
      condval_12 = data_ptr[((((((((int)blockIdx.x) % 2176) >> 3) * 1088) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) * 3)) + 593005)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 816)] = condval_12;
    float condval_13;
    if ((((int)blockIdx.x) % 2176) < 2168) {
      condval_13 = data_ptr[((((((((int)blockIdx.x) % 2176) >> 3) * 1088) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) * 3)) + 593006)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 817)] = condval_13;
    float condval_14;
    if (((((int)blockIdx.x) % 2176) < 2168) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) * 3)) < 497)) {
      condval_14 = data_ptr[((((((((int)blockIdx.x) % 2176) >> 3) * 1088) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) * 3)) + 593007)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 818)] = condval_14;
  }
  int cse_v2 = (((int)blockIdx.x) / 2176);
  int cse_v3 = (((int)threadIdx.x) * 4);
  int cse_v42 = (((((int)blockIdx.x) / 2176) * 432) + (((int)threadIdx.x) * 4));
  *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) / 2176) * 432) + (((int)threadIdx.x) * 4)));
  if (((int)threadIdx.x) < 40) {
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 272)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) / 2176) * 432) + (((int)threadIdx.x) * 4)) + 272));
  }
  int cse_v4 = (((int)threadIdx.x) % 34);
  int cse_v5 = (((int)threadIdx.x) / 34);
  __syncthreads();
  for (int rc_1 = 0; rc_1 < 3; ++rc_1) {
    for (int ry_2 = 0; ry_2 < 3; ++ry_2) {
      for (int rx_2 = 0; rx_2 < 3; ++rx_2) {
        int cse_v57 = ((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34));
        int cse_v63 = (((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2)]));
        int cse_v64 = (((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 34);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2)]));
        int cse_v65 = (((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 70);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2)]));
        int cse_v66 = (((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 104);
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2)]));
        int cse_v73 = ((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 54);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 54)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 54)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 54)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 54)]));
        int cse_v74 = ((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 108);
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 108)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 108)]));
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 108)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 108)]));
        int cse_v75 = ((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 162);
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 162)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 162)]));
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 162)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 162)]));
        int cse_v76 = ((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 216);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 216)]));
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 216)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 216)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 216)]));
        int cse_v77 = ((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 270);
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 270)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 270)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 270)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 270)]));
        int cse_v78 = ((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 324);
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 324)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 324)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 324)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 324)]));
        int cse_v79 = ((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 378);
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 378)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 378)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 378)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_1 * 280) + (ry_2 * 70)) + rx_2) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 34) * 27) + (rc_1 * 9)) + (ry_2 * 3)) + rx_2) + 378)]));
      }
    }
  }
  int cse_v80 = ((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 34)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 544)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 578)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 591872)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 591906)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 592416)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 592450)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 1183744)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 1183778)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 1184288)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 1184322)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 1775616)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 1775650)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 1776160)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 1776194)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2367488)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2367522)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2368032)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2368066)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2959360)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2959394)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2959904)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2959938)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 3551232)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 3551266)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 3551776)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 3551810)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 4143104)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 4143138)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 4143648)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2176) * 4734976) + ((((int)threadIdx.x) / 34) * 295936)) + (((((int)blockIdx.x) % 2176) >> 3) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 4143682)] = conv2d_nchw_local_ptr[31];
}

