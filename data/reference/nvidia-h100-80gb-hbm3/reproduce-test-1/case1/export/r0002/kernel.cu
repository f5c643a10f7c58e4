
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
  alignas(64) float conv2d_nchw_local_ptr[32];
  __shared__ alignas(64) float pad_temp_shared_ptr[2100];
  __shared__ alignas(64) float kernel_shared_ptr[432];
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
  int cse_v1 = (((int)threadIdx.x) / 70);
  int cse_v2 = (((int)threadIdx.x) % 70);
  int cse_v25 = ((((int)blockIdx.x) % 544) >> 3);
  int cse_v26 = ((((int)blockIdx.x) & 7) * 68);
  int cse_v38 = (((((int)blockIdx.x) % 544) >> 3) * 8);
  int cse_v39 = (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 70));
  int cse_v40 = (((((int)blockIdx.x) % 544) >> 3) * 4352);
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 70))) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 70)) < 545)) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 70)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v3 = (((int)threadIdx.x) + 272);
  int cse_v27 = ((((int)threadIdx.x) + 62) % 70);
  int cse_v41 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 62) % 70));
  float condval_1;
  if ((1 <= (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 62) % 70))) && ((((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 62) % 70)) < 545)) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + (((((int)threadIdx.x) + 272) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) + 62) % 70)) - 545)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_1;
  int cse_v4 = (((int)threadIdx.x) >> 1);
  int cse_v5 = (((int)threadIdx.x) + 544);
  int cse_v28 = ((((int)threadIdx.x) + 54) % 70);
  int cse_v42 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 54) % 70));
  int cse_v48 = ((((((int)threadIdx.x) >> 1) + 272) % 350) / 35);
  int cse_v51 = ((((((int)blockIdx.x) % 544) >> 3) * 8) + ((((((int)threadIdx.x) >> 1) + 272) % 350) / 35));
  float condval_2;
  if ((((1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + ((((((int)threadIdx.x) >> 1) + 272) % 350) / 35))) && (((((((int)blockIdx.x) % 544) >> 3) * 8) + ((((((int)threadIdx.x) >> 1) + 272) % 350) / 35)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 54) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 54) % 70)) < 545)) {
    condval_2 = data_ptr[((((((((((int)threadIdx.x) + 544) / 700) * 295936) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((((int)threadIdx.x) >> 1) + 272) % 350) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) + 54) % 70)) - 545)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_2;
  int cse_v29 = ((((int)threadIdx.x) + 46) % 70);
  int cse_v43 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 46) % 70));
  float condval_3;
  if ((1 <= (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 46) % 70))) && ((((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 46) % 70)) < 545)) {
    condval_3 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + (((((int)threadIdx.x) + 116) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) + 46) % 70)) + 295391)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 816)] = condval_3;
  int cse_v30 = ((((int)threadIdx.x) + 388) / 70);
  int cse_v31 = ((((int)threadIdx.x) + 38) % 70);
  int cse_v44 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 38) % 70));
  float condval_4;
  if (((((((((int)blockIdx.x) % 544) >> 3) * 8) + ((((int)threadIdx.x) + 388) / 70)) < 545) && (1 <= (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 38) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 38) % 70)) < 545)) {
    condval_4 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + (((((int)threadIdx.x) + 388) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) + 38) % 70)) + 295391)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_4;
  int cse_v6 = (((int)threadIdx.x) + 1360);
  int cse_v32 = ((((int)threadIdx.x) + 30) % 70);
  int cse_v45 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 30) % 70));
  int cse_v49 = ((((((int)threadIdx.x) >> 1) + 330) % 350) / 35);
  int cse_v52 = ((((((int)blockIdx.x) % 544) >> 3) * 8) + ((((((int)threadIdx.x) >> 1) + 330) % 350) / 35));
  float condval_5;
  if ((((1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + ((((((int)threadIdx.x) >> 1) + 330) % 350) / 35))) && (((((((int)blockIdx.x) % 544) >> 3) * 8) + ((((((int)threadIdx.x) >> 1) + 330) % 350) / 35)) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 30) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 30) % 70)) < 545)) {
    condval_5 = data_ptr[((((((((((int)threadIdx.x) + 1360) / 700) * 295936) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((((int)threadIdx.x) >> 1) + 330) % 350) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) + 30) % 70)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1360)] = condval_5;
  int cse_v33 = ((((int)threadIdx.x) + 22) % 70);
  int cse_v46 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 22) % 70));
  float condval_6;
  if ((1 <= (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 22) % 70))) && ((((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 22) % 70)) < 545)) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + (((((int)threadIdx.x) + 232) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) + 22) % 70)) + 591327)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1632)] = condval_6;
  if (((int)threadIdx.x) < 196) {
    int cse_v34 = ((((int)threadIdx.x) + 504) / 70);
    int cse_v35 = ((((int)threadIdx.x) + 14) % 70);
    int cse_v47 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 14) % 70));
    float condval_7;
    if (((((((((int)blockIdx.x) % 544) >> 3) * 8) + ((((int)threadIdx.x) + 504) / 70)) < 545) && (1 <= (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 14) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) + 14) % 70)) < 545)) {
      condval_7 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + (((((int)threadIdx.x) + 504) / 70) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) + 14) % 70)) + 591327)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1904)] = condval_7;
  }
  int cse_v7 = (((int)blockIdx.x) / 544);
  if (((int)threadIdx.x) < 108) {
    int cse_v8 = (((int)threadIdx.x) * 4);
    *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 4)));
  }
  int cse_v9 = (((int)threadIdx.x) / 68);
  int cse_v36 = ((((int)threadIdx.x) % 68) / 34);
  int cse_v37 = ((((int)threadIdx.x) % 34) * 2);
  __syncthreads();
  for (int xx_3 = 0; xx_3 < 2; ++xx_3) {
    for (int rc_2 = 0; rc_2 < 3; ++rc_2) {
      for (int ry_2 = 0; ry_2 < 3; ++ry_2) {
        int cse_v50 = ((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3));
        int cse_v64 = (((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[(((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3))]));
        int cse_v10 = (xx_3 + 2);
        int cse_v66 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 70);
        conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3))]));
        int cse_v11 = (xx_3 + 4);
        int cse_v67 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 140);
        conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 140)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3))]));
        int cse_v12 = (xx_3 + 6);
        int cse_v68 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 210);
        conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 210)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3))]));
        int cse_v13 = (xx_3 + 8);
        int cse_v53 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 27);
        conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[(((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 27)]));
        int cse_v14 = (xx_3 + 10);
        conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 70)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 27)]));
        int cse_v15 = (xx_3 + 12);
        conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 140)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 27)]));
        int cse_v16 = (xx_3 + 14);
        conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 210)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 27)]));
        int cse_v17 = (xx_3 + 16);
        int cse_v54 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 54);
        conv2d_nchw_local_ptr[(xx_3 + 16)] = (conv2d_nchw_local_ptr[(xx_3 + 16)] + (pad_temp_shared_ptr[(((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 54)]));
        int cse_v18 = (xx_3 + 18);
        conv2d_nchw_local_ptr[(xx_3 + 18)] = (conv2d_nchw_local_ptr[(xx_3 + 18)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 70)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 54)]));
        int cse_v19 = (xx_3 + 20);
        conv2d_nchw_local_ptr[(xx_3 + 20)] = (conv2d_nchw_local_ptr[(xx_3 + 20)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 140)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 54)]));
        int cse_v20 = (xx_3 + 22);
        conv2d_nchw_local_ptr[(xx_3 + 22)] = (conv2d_nchw_local_ptr[(xx_3 + 22)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 210)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 54)]));
        int cse_v21 = (xx_3 + 24);
        int cse_v55 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 81);
        conv2d_nchw_local_ptr[(xx_3 + 24)] = (conv2d_nchw_local_ptr[(xx_3 + 24)] + (pad_temp_shared_ptr[(((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 81)]));
        int cse_v22 = (xx_3 + 26);
        conv2d_nchw_local_ptr[(xx_3 + 26)] = (conv2d_nchw_local_ptr[(xx_3 + 26)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 70)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 81)]));
        int cse_v23 = (xx_3 + 28);
        conv2d_nchw_local_ptr[(xx_3 + 28)] = (conv2d_nchw_local_ptr[(xx_3 + 28)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 140)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 81)]));
        int cse_v24 = (xx_3 + 30);
        conv2d_nchw_local_ptr[(xx_3 + 30)] = (conv2d_nchw_local_ptr[(xx_3 + 30)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 210)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 81)]));
        int cse_v56 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 1);
        int cse_v69 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 1);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 1)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 1)]));
        int cse_v70 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 71);
        conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 71)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 1)]));
        int cse_v71 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 141);
        conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 141)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 1)]));
        int cse_v72 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 211);
        conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 211)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 1)]));
        int cse_v57 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 28);
        conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 1)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 28)]));
        conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 71)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 28)]));
        conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 141)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 28)]));
        conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 211)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 28)]));
        int cse_v58 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 55);
        conv2d_nchw_local_ptr[(xx_3 + 16)] = (conv2d_nchw_local_ptr[(xx_3 + 16)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 1)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 55)]));
        conv2d_nchw_local_ptr[(xx_3 + 18)] = (conv2d_nchw_local_ptr[(xx_3 + 18)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 71)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 55)]));
        conv2d_nchw_local_ptr[(xx_3 + 20)] = (conv2d_nchw_local_ptr[(xx_3 + 20)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 141)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 55)]));
        conv2d_nchw_local_ptr[(xx_3 + 22)] = (conv2d_nchw_local_ptr[(xx_3 + 22)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 211)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 55)]));
        int cse_v59 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 82);
        conv2d_nchw_local_ptr[(xx_3 + 24)] = (conv2d_nchw_local_ptr[(xx_3 + 24)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 1)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 82)]));
        conv2d_nchw_local_ptr[(xx_3 + 26)] = (conv2d_nchw_local_ptr[(xx_3 + 26)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 71)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 82)]));
        conv2d_nchw_local_ptr[(xx_3 + 28)] = (conv2d_nchw_local_ptr[(xx_3 + 28)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 141)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 82)]));
        conv2d_nchw_local_ptr[(xx_3 + 30)] = (conv2d_nchw_local_ptr[(xx_3 + 30)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 211)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 82)]));
        int cse_v60 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 2);
        int cse_v73 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 2);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 2)]));
        int cse_v74 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 72);
        conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 72)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 2)]));
        int cse_v75 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 142);
        conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 142)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 2)]));
        int cse_v76 = ((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 212);
        conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 212)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 2)]));
        int cse_v61 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 29);
        conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 29)]));
        conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 72)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 29)]));
        conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 142)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 29)]));
        conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 212)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 29)]));
        int cse_v62 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 56);
        conv2d_nchw_local_ptr[(xx_3 + 16)] = (conv2d_nchw_local_ptr[(xx_3 + 16)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 56)]));
        conv2d_nchw_local_ptr[(xx_3 + 18)] = (conv2d_nchw_local_ptr[(xx_3 + 18)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 72)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 56)]));
        conv2d_nchw_local_ptr[(xx_3 + 20)] = (conv2d_nchw_local_ptr[(xx_3 + 20)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 142)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 56)]));
        conv2d_nchw_local_ptr[(xx_3 + 22)] = (conv2d_nchw_local_ptr[(xx_3 + 22)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 212)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 56)]));
        int cse_v63 = (((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 83);
        conv2d_nchw_local_ptr[(xx_3 + 24)] = (conv2d_nchw_local_ptr[(xx_3 + 24)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 83)]));
        conv2d_nchw_local_ptr[(xx_3 + 26)] = (conv2d_nchw_local_ptr[(xx_3 + 26)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 72)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 83)]));
        conv2d_nchw_local_ptr[(xx_3 + 28)] = (conv2d_nchw_local_ptr[(xx_3 + 28)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 142)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 83)]));
        conv2d_nchw_local_ptr[(xx_3 + 30)] = (conv2d_nchw_local_ptr[(xx_3 + 30)] + (pad_temp_shared_ptr[((((((rc_2 * 700) + (((((int)threadIdx.x) % 68) / 34) * 280)) + (ry_2 * 70)) + ((((int)threadIdx.x) % 34) * 2)) + xx_3) + 212)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 68) * 108) + (rc_2 * 9)) + (ry_2 * 3)) + 83)]));
      }
    }
  }
  int cse_v65 = (((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 544)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 545)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1088)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1089)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1632)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1633)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 295936)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 295937)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 296480)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 296481)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 297024)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 297025)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 297568)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 297569)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 591872)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 591873)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 592416)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 592417)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 592960)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 592961)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 593504)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 593505)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 887808)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 887809)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 888352)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 888353)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 888896)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 888897)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 889440)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + ((((int)threadIdx.x) / 68) * 1183744)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + (((((int)threadIdx.x) % 68) / 34) * 2176)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 889441)] = conv2d_nchw_local_ptr[31];
}

