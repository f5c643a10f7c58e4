
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
extern "C" __global__ void __launch_bounds__(34) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(34) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[608];
  __shared__ alignas(64) float kernel_shared_ptr[1536];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 17);
  int cse_v30 = (((int)blockIdx.x) / 17);
  int cse_v34 = (((int)threadIdx.x) % 17);
  int cse_v35 = (((int)threadIdx.x) / 17);
  int cse_v37 = ((((int)blockIdx.x) % 17) * 17);
  for (int rc_0 = 0; rc_0 < 16; ++rc_0) {
    for (int ry_0 = 0; ry_0 < 3; ++ry_0) {
      int cse_v2 = (((int)threadIdx.x) % 19);
      int cse_v3 = (rc_0 * 9248);
      int cse_v4 = (ry_0 * 17);
      int cse_v36 = (ry_0 + (((int)blockIdx.x) % 17));
      __syncthreads();
      float condval;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
        condval = data_ptr[((((((rc_0 * 9248) + ((((int)threadIdx.x) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 19)) - 18)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v5 = (((int)threadIdx.x) + 34);
      int cse_v38 = ((((int)threadIdx.x) + 15) % 19);
      float condval_1;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
        condval_1 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 34) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 15) % 19)) - 18)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 34)] = condval_1;
      int cse_v6 = (((int)threadIdx.x) + 68);
      int cse_v39 = ((((int)threadIdx.x) + 11) % 19);
      float condval_2;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 11) % 19))) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
        condval_2 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 68) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 11) % 19)) - 18)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 68)] = condval_2;
      int cse_v7 = (((int)threadIdx.x) + 102);
      int cse_v40 = ((((int)threadIdx.x) + 7) % 19);
      float condval_3;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 7) % 19))) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
        condval_3 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 102) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 7) % 19)) - 18)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 102)] = condval_3;
      int cse_v8 = (((int)threadIdx.x) + 136);
      int cse_v41 = ((((int)threadIdx.x) + 3) % 19);
      float condval_4;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 3) % 19))) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
        condval_4 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 136) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 3) % 19)) - 18)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_4;
      int cse_v9 = (((int)threadIdx.x) + 18);
      int cse_v10 = (((int)threadIdx.x) + 170);
      int cse_v42 = ((((int)threadIdx.x) + 18) % 19);
      float condval_5;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 18) % 19))) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
        condval_5 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 170) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 18) % 19)) - 18)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 170)] = condval_5;
      int cse_v11 = (((int)threadIdx.x) + 14);
      int cse_v12 = (((int)threadIdx.x) + 204);
      int cse_v43 = ((((int)threadIdx.x) + 14) % 19);
      float condval_6;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 14) % 19))) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
        condval_6 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 204) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 14) % 19)) - 18)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 204)] = condval_6;
      int cse_v13 = (((int)threadIdx.x) + 10);
      int cse_v14 = (((int)threadIdx.x) + 238);
      int cse_v44 = ((((int)threadIdx.x) + 10) % 19);
      float condval_7;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 10) % 19))) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
        condval_7 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 238) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 10) % 19)) - 18)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 238)] = condval_7;
      int cse_v15 = (((int)threadIdx.x) + 6);
      int cse_v16 = (((int)threadIdx.x) + 272);
      int cse_v45 = ((((int)threadIdx.x) + 6) % 19);
      float condval_8;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 6) % 19))) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
        condval_8 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 272) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 6) % 19)) - 18)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_8;
      int cse_v17 = (((int)threadIdx.x) + 2);
      int cse_v18 = (((int)threadIdx.x) + 306);
      int cse_v46 = ((((int)threadIdx.x) + 2) % 19);
      float condval_9;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 2) % 19))) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
        condval_9 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 306) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 2) % 19)) - 18)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 306)] = condval_9;
      int cse_v19 = (((int)threadIdx.x) + 340);
      int cse_v47 = ((((int)threadIdx.x) + 17) % 19);
      float condval_10;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
        condval_10 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 340) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 17) % 19)) - 18)];
      } else {
        condval_10 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 340)] = condval_10;
      int cse_v20 = (((int)threadIdx.x) + 374);
      int cse_v48 = ((((int)threadIdx.x) + 13) % 19);
      float condval_11;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
        condval_11 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 374) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 13) % 19)) - 18)];
      } else {
        condval_11 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 374)] = condval_11;
      int cse_v21 = (((int)threadIdx.x) + 408);
      int cse_v49 = ((((int)threadIdx.x) + 9) % 19);
      float condval_12;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 9) % 19))) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
        condval_12 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 408) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 9) % 19)) - 18)];
      } else {
        condval_12 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 408)] = condval_12;
      int cse_v22 = (((int)threadIdx.x) + 442);
      int cse_v50 = ((((int)threadIdx.x) + 5) % 19);
      float condval_13;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 5) % 19))) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
        condval_13 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 442) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 5) % 19)) - 18)];
      } else {
        condval_13 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 442)] = condval_13;
      int cse_v23 = (((int)threadIdx.x) + 476);
      int cse_v51 = ((((int)threadIdx.x) + 1) % 19);
      float condval_14;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 1) % 19))) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
        condval_14 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 476) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 1) % 19)) - 18)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 476)] = condval_14;
      int cse_v24 = (((int)threadIdx.x) + 16);
      int cse_v25 = (((int)threadIdx.x) + 510);
      int cse_v52 = ((((int)threadIdx.x) + 16) % 19);
      float condval_15;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 16) % 19))) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
        condval_15 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 510) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 16) % 19)) - 18)];
      } else {
        condval_15 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 510)] = condval_15;
      int cse_v26 = (((int)threadIdx.x) + 12);
      int cse_v27 = (((int)threadIdx.x) + 544);
      int cse_v53 = ((((int)threadIdx.x) + 12) % 19);
      float condval_16;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 12) % 19))) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
        condval_16 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 544) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 12) % 19)) - 18)];
      } else {
        condval_16 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_16;
      int cse_v28 = (((int)threadIdx.x) + 8);
      if (((int)threadIdx.x) < 30) {
        int cse_v29 = (((int)threadIdx.x) + 578);
        int cse_v54 = ((((int)threadIdx.x) + 8) % 19);
        float condval_17;
        if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) + 8) % 19))) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
          condval_17 = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) + 578) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) + 8) % 19)) - 18)];
        } else {
          condval_17 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[(((int)threadIdx.x) + 578)] = condval_17;
      }
      int cse_v31 = (rc_0 * 288);
      int cse_v32 = (ry_0 * 3);
      int cse_v33 = (((int)threadIdx.x) * 3);
      int cse_v55 = ((((int)blockIdx.x) / 17) * 73728);
      *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + ((((int)threadIdx.x) >> 5) * 4608)) + (rc_0 * 288)) + ((((int)threadIdx.x) & 31) * 9)) + (ry_0 * 3)));
      int cse_v56 = ((((int)threadIdx.x) + 34) >> 5);
      int cse_v57 = ((((int)threadIdx.x) + 2) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 34) >> 5) * 96) + (((((int)threadIdx.x) + 2) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 34) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 2) & 31) * 9)) + (ry_0 * 3)));
      int cse_v58 = ((((int)threadIdx.x) + 68) >> 5);
      int cse_v59 = ((((int)threadIdx.x) + 4) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 68) >> 5) * 96) + (((((int)threadIdx.x) + 4) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 68) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 4) & 31) * 9)) + (ry_0 * 3)));
      int cse_v60 = ((((int)threadIdx.x) + 102) >> 5);
      int cse_v61 = ((((int)threadIdx.x) + 6) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 102) >> 5) * 96) + (((((int)threadIdx.x) + 6) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 102) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 6) & 31) * 9)) + (ry_0 * 3)));
      int cse_v62 = ((((int)threadIdx.x) + 136) >> 5);
      int cse_v63 = ((((int)threadIdx.x) + 8) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 136) >> 5) * 96) + (((((int)threadIdx.x) + 8) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 136) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 8) & 31) * 9)) + (ry_0 * 3)));
      int cse_v64 = ((((int)threadIdx.x) + 170) >> 5);
      int cse_v65 = ((((int)threadIdx.x) + 10) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 170) >> 5) * 96) + (((((int)threadIdx.x) + 10) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 170) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 10) & 31) * 9)) + (ry_0 * 3)));
      int cse_v66 = ((((int)threadIdx.x) + 204) >> 5);
      int cse_v67 = ((((int)threadIdx.x) + 12) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 204) >> 5) * 96) + (((((int)threadIdx.x) + 12) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 204) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 12) & 31) * 9)) + (ry_0 * 3)));
      int cse_v68 = ((((int)threadIdx.x) + 238) >> 5);
      int cse_v69 = ((((int)threadIdx.x) + 14) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 238) >> 5) * 96) + (((((int)threadIdx.x) + 14) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 238) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 14) & 31) * 9)) + (ry_0 * 3)));
      int cse_v70 = ((((int)threadIdx.x) + 272) >> 5);
      int cse_v71 = ((((int)threadIdx.x) + 16) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 272) >> 5) * 96) + (((((int)threadIdx.x) + 16) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 272) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 16) & 31) * 9)) + (ry_0 * 3)));
      int cse_v72 = ((((int)threadIdx.x) + 306) >> 5);
      int cse_v73 = ((((int)threadIdx.x) + 18) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 306) >> 5) * 96) + (((((int)threadIdx.x) + 18) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 306) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 18) & 31) * 9)) + (ry_0 * 3)));
      int cse_v74 = ((((int)threadIdx.x) + 340) >> 5);
      int cse_v75 = ((((int)threadIdx.x) + 20) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 340) >> 5) * 96) + (((((int)threadIdx.x) + 20) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 340) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 20) & 31) * 9)) + (ry_0 * 3)));
      int cse_v76 = ((((int)threadIdx.x) + 374) >> 5);
      int cse_v77 = ((((int)threadIdx.x) + 22) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 374) >> 5) * 96) + (((((int)threadIdx.x) + 22) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 374) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 22) & 31) * 9)) + (ry_0 * 3)));
      int cse_v78 = ((((int)threadIdx.x) + 408) >> 5);
      int cse_v79 = ((((int)threadIdx.x) + 24) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 408) >> 5) * 96) + (((((int)threadIdx.x) + 24) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 408) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 24) & 31) * 9)) + (ry_0 * 3)));
      int cse_v80 = ((((int)threadIdx.x) + 442) >> 5);
      int cse_v81 = ((((int)threadIdx.x) + 26) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 442) >> 5) * 96) + (((((int)threadIdx.x) + 26) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 442) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 26) & 31) * 9)) + (ry_0 * 3)));
      int cse_v82 = ((((int)threadIdx.x) + 476) >> 5);
      int cse_v83 = ((((int)threadIdx.x) + 28) & 31);
      *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 476) >> 5) * 96) + (((((int)threadIdx.x) + 28) & 31) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (((((int)threadIdx.x) + 476) >> 5) * 4608)) + (rc_0 * 288)) + (((((int)threadIdx.x) + 28) & 31) * 9)) + (ry_0 * 3)));
      if (((int)threadIdx.x) < 2) {
        *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 1530)) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 73728) + (rc_0 * 288)) + (((int)threadIdx.x) * 9)) + (ry_0 * 3)) + 69390));
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 8; ++rc_1) {
        int cse_v84 = ((rc_1 * 76) + (((int)threadIdx.x) % 17));
        int cse_v85 = (((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12));
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((rc_1 * 76) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12))]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((rc_1 * 76) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 96)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((rc_1 * 76) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 192)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((rc_1 * 76) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 288)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((rc_1 * 76) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 384)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((rc_1 * 76) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 480)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((rc_1 * 76) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 576)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((rc_1 * 76) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 672)]));
        int cse_v86 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 1);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 1)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 97)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 193)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 289)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 385)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 481)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 577)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 673)]));
        int cse_v87 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 2);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 2)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 98)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 194)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 290)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 386)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 482)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 578)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 674)]));
        int cse_v88 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 19);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 3)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 99)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 195)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 291)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 387)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 483)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 579)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 675)]));
        int cse_v89 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 20);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 4)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 100)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 196)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 292)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 388)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 484)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 580)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 676)]));
        int cse_v90 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 21);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 5)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 101)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 197)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 293)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 389)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 485)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 581)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 677)]));
        int cse_v91 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 38);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 6)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 102)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 198)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 294)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 390)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 486)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 582)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 678)]));
        int cse_v92 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 39);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 7)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 103)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 199)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 295)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 391)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 487)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 583)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 679)]));
        int cse_v93 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 40);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 8)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 104)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 200)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 296)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 392)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 488)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 584)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 680)]));
        int cse_v94 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 57);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 9)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 105)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 201)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 297)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 393)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 489)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 585)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 681)]));
        int cse_v95 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 58);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 10)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 106)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 202)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 298)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 394)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 490)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 586)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 682)]));
        int cse_v96 = (((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 59);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 11)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 107)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 203)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 299)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 395)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 491)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 587)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 76) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 768) + (rc_1 * 12)) + 683)]));
      }
    }
  }
  int cse_v97 = (((((((int)blockIdx.x) / 17) * 4624) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 4624) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 4624) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 289)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 4624) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 578)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 4624) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 867)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 4624) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 1156)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 4624) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 1445)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 4624) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 1734)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 4624) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 2023)] = conv2d_nchw_local_ptr[7];
}

