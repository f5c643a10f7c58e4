
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
  alignas(64) float conv2d_nchw_local_ptr[4];
  __shared__ alignas(64) float pad_temp_shared_ptr[608];
  __shared__ alignas(64) float kernel_shared_ptr[768];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 17);
  int cse_v5 = (((int)blockIdx.x) / 17);
  int cse_v17 = (((int)threadIdx.x) % 17);
  int cse_v18 = (((int)threadIdx.x) / 17);
  int cse_v21 = ((((int)blockIdx.x) % 17) * 17);
  for (int rc_0 = 0; rc_0 < 16; ++rc_0) {
    for (int ry_0 = 0; ry_0 < 3; ++ry_0) {
      int cse_v2 = (((int)threadIdx.x) * 4);
      int cse_v3 = (rc_0 * 9248);
      int cse_v4 = (ry_0 * 17);
      int cse_v19 = (ry_0 + (((int)blockIdx.x) % 17));
      int cse_v20 = ((((int)threadIdx.x) * 4) % 19);
      __syncthreads();
      float condval;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) * 4) % 19))) && (((((int)threadIdx.x) * 4) % 19) < 18)) {
        condval = data_ptr[((((((rc_0 * 9248) + (((((int)threadIdx.x) * 4) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) * 4) % 19)) - 18)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) * 4)] = condval;
      int cse_v22 = ((((int)threadIdx.x) * 4) + 1);
      int cse_v140 = (((((int)threadIdx.x) * 4) + 1) % 19);
      float condval_1;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 1) % 19))) && ((((((int)threadIdx.x) * 4) + 1) % 19) < 18)) {
        condval_1 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 1) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 19)) - 18)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1)] = condval_1;
      int cse_v23 = ((((int)threadIdx.x) * 4) + 2);
      int cse_v141 = (((((int)threadIdx.x) * 4) + 2) % 19);
      float condval_2;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 2) % 19))) && ((((((int)threadIdx.x) * 4) + 2) % 19) < 18)) {
        condval_2 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 2) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 19)) - 18)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2)] = condval_2;
      int cse_v24 = ((((int)threadIdx.x) * 4) + 3);
      int cse_v142 = (((((int)threadIdx.x) * 4) + 3) % 19);
      float condval_3;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 3) % 19))) && ((((((int)threadIdx.x) * 4) + 3) % 19) < 18)) {
        condval_3 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 3) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 19)) - 18)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 3)] = condval_3;
      int cse_v25 = ((((int)threadIdx.x) * 4) + 136);
      float condval_4;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 3) % 19))) && ((((((int)threadIdx.x) * 4) + 3) % 19) < 18)) {
        condval_4 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 136) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 19)) - 18)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 136)] = condval_4;
      int cse_v26 = ((((int)threadIdx.x) * 4) + 137);
      int cse_v143 = (((((int)threadIdx.x) * 4) + 4) % 19);
      float condval_5;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 4) % 19))) && ((((((int)threadIdx.x) * 4) + 4) % 19) < 18)) {
        condval_5 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 137) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 4) % 19)) - 18)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 137)] = condval_5;
      int cse_v27 = ((((int)threadIdx.x) * 4) + 138);
      int cse_v144 = (((((int)threadIdx.x) * 4) + 5) % 19);
      float condval_6;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 5) % 19))) && ((((((int)threadIdx.x) * 4) + 5) % 19) < 18)) {
        condval_6 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 138) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 5) % 19)) - 18)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 138)] = condval_6;
      int cse_v28 = ((((int)threadIdx.x) * 4) + 139);
      int cse_v145 = (((((int)threadIdx.x) * 4) + 6) % 19);
      float condval_7;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 6) % 19))) && ((((((int)threadIdx.x) * 4) + 6) % 19) < 18)) {
        condval_7 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 139) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 6) % 19)) - 18)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 139)] = condval_7;
      int cse_v29 = ((((int)threadIdx.x) * 4) + 272);
      float condval_8;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 6) % 19))) && ((((((int)threadIdx.x) * 4) + 6) % 19) < 18)) {
        condval_8 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 272) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 6) % 19)) - 18)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 272)] = condval_8;
      int cse_v30 = ((((int)threadIdx.x) * 4) + 273);
      int cse_v146 = (((((int)threadIdx.x) * 4) + 7) % 19);
      float condval_9;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 7) % 19))) && ((((((int)threadIdx.x) * 4) + 7) % 19) < 18)) {
        condval_9 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 273) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 7) % 19)) - 18)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 273)] = condval_9;
      int cse_v31 = ((((int)threadIdx.x) * 4) + 274);
      int cse_v147 = (((((int)threadIdx.x) * 4) + 8) % 19);
      float condval_10;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 8) % 19))) && ((((((int)threadIdx.x) * 4) + 8) % 19) < 18)) {
        condval_10 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 274) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 8) % 19)) - 18)];
      } else {
        condval_10 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 274)] = condval_10;
      int cse_v32 = ((((int)threadIdx.x) * 4) + 275);
      int cse_v148 = (((((int)threadIdx.x) * 4) + 9) % 19);
      float condval_11;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 9) % 19))) && ((((((int)threadIdx.x) * 4) + 9) % 19) < 18)) {
        condval_11 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 275) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 9) % 19)) - 18)];
      } else {
        condval_11 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 275)] = condval_11;
      int cse_v33 = ((((int)threadIdx.x) * 4) + 408);
      float condval_12;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 9) % 19))) && ((((((int)threadIdx.x) * 4) + 9) % 19) < 18)) {
        condval_12 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 408) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 9) % 19)) - 18)];
      } else {
        condval_12 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 408)] = condval_12;
      int cse_v34 = ((((int)threadIdx.x) * 4) + 409);
      int cse_v149 = (((((int)threadIdx.x) * 4) + 10) % 19);
      float condval_13;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 10) % 19))) && ((((((int)threadIdx.x) * 4) + 10) % 19) < 18)) {
        condval_13 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 409) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 10) % 19)) - 18)];
      } else {
        condval_13 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 409)] = condval_13;
      int cse_v35 = ((((int)threadIdx.x) * 4) + 410);
      int cse_v150 = (((((int)threadIdx.x) * 4) + 11) % 19);
      float condval_14;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 11) % 19))) && ((((((int)threadIdx.x) * 4) + 11) % 19) < 18)) {
        condval_14 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 410) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 11) % 19)) - 18)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 410)] = condval_14;
      int cse_v36 = ((((int)threadIdx.x) * 4) + 411);
      int cse_v151 = (((((int)threadIdx.x) * 4) + 12) % 19);
      float condval_15;
      if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 12) % 19))) && ((((((int)threadIdx.x) * 4) + 12) % 19) < 18)) {
        condval_15 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 411) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 12) % 19)) - 18)];
      } else {
        condval_15 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 411)] = condval_15;
      if (((int)threadIdx.x) < 16) {
        int cse_v37 = ((((int)threadIdx.x) * 4) + 544);
        float condval_16;
        if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 12) % 19))) && ((((((int)threadIdx.x) * 4) + 12) % 19) < 18)) {
          condval_16 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 544) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 12) % 19)) - 18)];
        } else {
          condval_16 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 544)] = condval_16;
        int cse_v38 = ((((int)threadIdx.x) * 4) + 545);
        int cse_v152 = (((((int)threadIdx.x) * 4) + 13) % 19);
        float condval_17;
        if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 13) % 19))) && ((((((int)threadIdx.x) * 4) + 13) % 19) < 18)) {
          condval_17 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 545) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 13) % 19)) - 18)];
        } else {
          condval_17 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 545)] = condval_17;
        int cse_v39 = ((((int)threadIdx.x) * 4) + 546);
        int cse_v153 = (((((int)threadIdx.x) * 4) + 14) % 19);
        float condval_18;
        if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 14) % 19))) && ((((((int)threadIdx.x) * 4) + 14) % 19) < 18)) {
          condval_18 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 546) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 14) % 19)) - 18)];
        } else {
          condval_18 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 546)] = condval_18;
        int cse_v40 = ((((int)threadIdx.x) * 4) + 547);
        int cse_v154 = (((((int)threadIdx.x) * 4) + 15) % 19);
        float condval_19;
        if ((((1 <= (ry_0 + (((int)blockIdx.x) % 17))) && ((ry_0 + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 4) + 15) % 19))) && ((((((int)threadIdx.x) * 4) + 15) % 19) < 18)) {
          condval_19 = data_ptr[((((((rc_0 * 9248) + ((((((int)threadIdx.x) * 4) + 547) / 19) * 289)) + (ry_0 * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 4) + 15) % 19)) - 18)];
        } else {
          condval_19 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 547)] = condval_19;
      }
      int cse_v6 = (rc_0 * 288);
      int cse_v7 = (ry_0 * 3);
      int cse_v41 = ((((int)blockIdx.x) / 17) * 36864);
      int cse_v155 = (((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288));
      int cse_v157 = ((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + ((((int)threadIdx.x) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3));
      kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + ((((int)threadIdx.x) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3))];
      int cse_v8 = (((int)threadIdx.x) + 34);
      int cse_v42 = ((((int)threadIdx.x) + 1) % 3);
      kernel_shared_ptr[(((int)threadIdx.x) + 34)] = kernel_ptr[((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + (((((int)threadIdx.x) + 34) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 1) % 3))];
      int cse_v9 = (((int)threadIdx.x) + 68);
      int cse_v10 = (((int)threadIdx.x) + 2);
      int cse_v43 = ((((int)threadIdx.x) + 2) % 3);
      kernel_shared_ptr[(((int)threadIdx.x) + 68)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (((((int)threadIdx.x) + 68) / 96) * 4608)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 68) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 2) % 3))];
      kernel_shared_ptr[(((int)threadIdx.x) + 102)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + ((((int)threadIdx.x) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3)) + 4626)];
      kernel_shared_ptr[(((int)threadIdx.x) + 136)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + (((((int)threadIdx.x) + 40) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 1) % 3)) + 4608)];
      int cse_v11 = (((int)threadIdx.x) + 170);
      kernel_shared_ptr[(((int)threadIdx.x) + 170)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (((((int)threadIdx.x) + 170) / 96) * 4608)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 74) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 2) % 3))];
      kernel_shared_ptr[(((int)threadIdx.x) + 204)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + ((((int)threadIdx.x) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3)) + 9252)];
      kernel_shared_ptr[(((int)threadIdx.x) + 238)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + (((((int)threadIdx.x) + 46) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 1) % 3)) + 9216)];
      int cse_v12 = (((int)threadIdx.x) + 272);
      kernel_shared_ptr[(((int)threadIdx.x) + 272)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (((((int)threadIdx.x) + 272) / 96) * 4608)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 80) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 2) % 3))];
      kernel_shared_ptr[(((int)threadIdx.x) + 306)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + ((((int)threadIdx.x) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3)) + 13878)];
      kernel_shared_ptr[(((int)threadIdx.x) + 340)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + (((((int)threadIdx.x) + 52) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 1) % 3)) + 13824)];
      int cse_v13 = (((int)threadIdx.x) + 374);
      kernel_shared_ptr[(((int)threadIdx.x) + 374)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (((((int)threadIdx.x) + 374) / 96) * 4608)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 86) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 2) % 3))];
      kernel_shared_ptr[(((int)threadIdx.x) + 408)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + ((((int)threadIdx.x) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3)) + 18504)];
      kernel_shared_ptr[(((int)threadIdx.x) + 442)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + (((((int)threadIdx.x) + 58) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 1) % 3)) + 18432)];
      int cse_v14 = (((int)threadIdx.x) + 476);
      kernel_shared_ptr[(((int)threadIdx.x) + 476)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (((((int)threadIdx.x) + 476) / 96) * 4608)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 92) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 2) % 3))];
      kernel_shared_ptr[(((int)threadIdx.x) + 510)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + ((((int)threadIdx.x) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3)) + 23130)];
      int cse_v15 = (((int)threadIdx.x) + 544);
      kernel_shared_ptr[(((int)threadIdx.x) + 544)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (((((int)threadIdx.x) + 544) / 96) * 4608)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 64) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 1) % 3))];
      kernel_shared_ptr[(((int)threadIdx.x) + 578)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + (((((int)threadIdx.x) + 2) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 2) % 3)) + 27648)];
      kernel_shared_ptr[(((int)threadIdx.x) + 612)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + ((((int)threadIdx.x) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3)) + 27756)];
      int cse_v16 = (((int)threadIdx.x) + 646);
      kernel_shared_ptr[(((int)threadIdx.x) + 646)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (((((int)threadIdx.x) + 646) / 96) * 4608)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 70) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 1) % 3))];
      kernel_shared_ptr[(((int)threadIdx.x) + 680)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + (((((int)threadIdx.x) + 8) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 2) % 3)) + 32256)];
      kernel_shared_ptr[(((int)threadIdx.x) + 714)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + ((((int)threadIdx.x) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3)) + 32382)];
      if (((int)threadIdx.x) < 20) {
        kernel_shared_ptr[(((int)threadIdx.x) + 748)] = kernel_ptr[(((((((((int)blockIdx.x) / 17) * 36864) + (rc_0 * 288)) + (((((int)threadIdx.x) + 76) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 1) % 3)) + 32256)];
      }
      int cse_v44 = ((((int)threadIdx.x) / 17) * 384);
      __syncthreads();
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 384)]));
      int cse_v45 = ((((int)threadIdx.x) % 17) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 1)]));
      int cse_v46 = ((((int)threadIdx.x) % 17) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 2)]));
      int cse_v47 = ((((int)threadIdx.x) % 17) + 19);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 3)]));
      int cse_v48 = ((((int)threadIdx.x) % 17) + 20);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 4)]));
      int cse_v49 = ((((int)threadIdx.x) % 17) + 21);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 5)]));
      int cse_v50 = ((((int)threadIdx.x) % 17) + 38);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 6)]));
      int cse_v51 = ((((int)threadIdx.x) % 17) + 39);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 7)]));
      int cse_v52 = ((((int)threadIdx.x) % 17) + 40);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 8)]));
      int cse_v53 = ((((int)threadIdx.x) % 17) + 57);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 9)]));
      int cse_v54 = ((((int)threadIdx.x) % 17) + 58);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 10)]));
      int cse_v55 = ((((int)threadIdx.x) % 17) + 59);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 11)]));
      int cse_v56 = ((((int)threadIdx.x) % 17) + 76);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 12)]));
      int cse_v57 = ((((int)threadIdx.x) % 17) + 77);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 13)]));
      int cse_v58 = ((((int)threadIdx.x) % 17) + 78);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 14)]));
      int cse_v59 = ((((int)threadIdx.x) % 17) + 95);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 15)]));
      int cse_v60 = ((((int)threadIdx.x) % 17) + 96);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 16)]));
      int cse_v61 = ((((int)threadIdx.x) % 17) + 97);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 17)]));
      int cse_v62 = ((((int)threadIdx.x) % 17) + 114);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 18)]));
      int cse_v63 = ((((int)threadIdx.x) % 17) + 115);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 19)]));
      int cse_v64 = ((((int)threadIdx.x) % 17) + 116);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 20)]));
      int cse_v65 = ((((int)threadIdx.x) % 17) + 133);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 21)]));
      int cse_v66 = ((((int)threadIdx.x) % 17) + 134);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 22)]));
      int cse_v67 = ((((int)threadIdx.x) % 17) + 135);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 23)]));
      int cse_v68 = ((((int)threadIdx.x) % 17) + 152);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 24)]));
      int cse_v69 = ((((int)threadIdx.x) % 17) + 153);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 25)]));
      int cse_v70 = ((((int)threadIdx.x) % 17) + 154);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 26)]));
      int cse_v71 = ((((int)threadIdx.x) % 17) + 171);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 171)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 27)]));
      int cse_v72 = ((((int)threadIdx.x) % 17) + 172);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 172)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 28)]));
      int cse_v73 = ((((int)threadIdx.x) % 17) + 173);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 173)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 29)]));
      int cse_v74 = ((((int)threadIdx.x) % 17) + 190);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 190)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 30)]));
      int cse_v75 = ((((int)threadIdx.x) % 17) + 191);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 191)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 31)]));
      int cse_v76 = ((((int)threadIdx.x) % 17) + 192);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 192)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 32)]));
      int cse_v77 = ((((int)threadIdx.x) % 17) + 209);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 209)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 33)]));
      int cse_v78 = ((((int)threadIdx.x) % 17) + 210);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 34)]));
      int cse_v79 = ((((int)threadIdx.x) % 17) + 211);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 35)]));
      int cse_v80 = ((((int)threadIdx.x) % 17) + 228);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 36)]));
      int cse_v81 = ((((int)threadIdx.x) % 17) + 229);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 37)]));
      int cse_v82 = ((((int)threadIdx.x) % 17) + 230);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 38)]));
      int cse_v83 = ((((int)threadIdx.x) % 17) + 247);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 247)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 39)]));
      int cse_v84 = ((((int)threadIdx.x) % 17) + 248);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 248)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 40)]));
      int cse_v85 = ((((int)threadIdx.x) % 17) + 249);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 249)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 41)]));
      int cse_v86 = ((((int)threadIdx.x) % 17) + 266);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 266)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 42)]));
      int cse_v87 = ((((int)threadIdx.x) % 17) + 267);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 267)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 43)]));
      int cse_v88 = ((((int)threadIdx.x) % 17) + 268);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 268)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 44)]));
      int cse_v89 = ((((int)threadIdx.x) % 17) + 285);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 45)]));
      int cse_v90 = ((((int)threadIdx.x) % 17) + 286);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 46)]));
      int cse_v91 = ((((int)threadIdx.x) % 17) + 287);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 47)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 96)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 97)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 98)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 99)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 100)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 101)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 102)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 103)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 104)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 105)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 106)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 107)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 108)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 109)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 110)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 111)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 112)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 113)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 114)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 115)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 116)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 117)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 118)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 119)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 120)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 121)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 122)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 171)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 123)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 172)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 124)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 173)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 125)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 190)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 126)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 191)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 127)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 192)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 128)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 209)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 129)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 130)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 131)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 132)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 133)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 134)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 247)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 135)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 248)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 136)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 249)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 137)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 266)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 138)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 267)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 139)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 268)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 140)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 141)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 142)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 143)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 192)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 193)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 194)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 195)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 196)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 197)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 198)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 199)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 200)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 201)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 202)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 203)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 204)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 205)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 206)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 207)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 208)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 209)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 210)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 211)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 212)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 213)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 214)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 215)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 216)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 217)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 218)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 171)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 219)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 172)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 220)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 173)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 221)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 190)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 222)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 191)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 223)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 192)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 224)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 209)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 225)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 226)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 227)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 228)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 229)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 230)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 247)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 231)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 248)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 232)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 249)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 233)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 266)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 234)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 267)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 235)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 268)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 236)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 237)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 238)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 239)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 288)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 289)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 290)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 291)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 292)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 293)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 294)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 295)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 296)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 297)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 298)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 299)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 300)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 301)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 302)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 303)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 304)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 305)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 306)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 307)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 308)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 309)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 310)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 311)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 312)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 313)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 314)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 171)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 315)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 172)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 316)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 173)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 317)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 190)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 318)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 191)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 319)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 192)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 320)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 209)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 321)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 322)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 323)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 324)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 325)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 326)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 247)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 327)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 248)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 328)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 249)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 329)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 266)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 330)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 267)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 331)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 268)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 332)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 333)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 334)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 335)]));
      int cse_v92 = ((((int)threadIdx.x) % 17) + 304);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 304)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 48)]));
      int cse_v93 = ((((int)threadIdx.x) % 17) + 305);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 305)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 49)]));
      int cse_v94 = ((((int)threadIdx.x) % 17) + 306);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 50)]));
      int cse_v95 = ((((int)threadIdx.x) % 17) + 323);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 51)]));
      int cse_v96 = ((((int)threadIdx.x) % 17) + 324);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 324)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 52)]));
      int cse_v97 = ((((int)threadIdx.x) % 17) + 325);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 325)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 53)]));
      int cse_v98 = ((((int)threadIdx.x) % 17) + 342);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 342)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 54)]));
      int cse_v99 = ((((int)threadIdx.x) % 17) + 343);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 343)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 55)]));
      int cse_v100 = ((((int)threadIdx.x) % 17) + 344);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 344)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 56)]));
      int cse_v101 = ((((int)threadIdx.x) % 17) + 361);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 57)]));
      int cse_v102 = ((((int)threadIdx.x) % 17) + 362);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 58)]));
      int cse_v103 = ((((int)threadIdx.x) % 17) + 363);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 363)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 59)]));
      int cse_v104 = ((((int)threadIdx.x) % 17) + 380);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 60)]));
      int cse_v105 = ((((int)threadIdx.x) % 17) + 381);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 61)]));
      int cse_v106 = ((((int)threadIdx.x) % 17) + 382);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 382)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 62)]));
      int cse_v107 = ((((int)threadIdx.x) % 17) + 399);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 63)]));
      int cse_v108 = ((((int)threadIdx.x) % 17) + 400);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 400)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 64)]));
      int cse_v109 = ((((int)threadIdx.x) % 17) + 401);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 401)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 65)]));
      int cse_v110 = ((((int)threadIdx.x) % 17) + 418);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 418)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 66)]));
      int cse_v111 = ((((int)threadIdx.x) % 17) + 419);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 419)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 67)]));
      int cse_v112 = ((((int)threadIdx.x) % 17) + 420);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 68)]));
      int cse_v113 = ((((int)threadIdx.x) % 17) + 437);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 69)]));
      int cse_v114 = ((((int)threadIdx.x) % 17) + 438);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 70)]));
      int cse_v115 = ((((int)threadIdx.x) % 17) + 439);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 71)]));
      int cse_v116 = ((((int)threadIdx.x) % 17) + 456);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 72)]));
      int cse_v117 = ((((int)threadIdx.x) % 17) + 457);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 457)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 73)]));
      int cse_v118 = ((((int)threadIdx.x) % 17) + 458);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 458)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 74)]));
      int cse_v119 = ((((int)threadIdx.x) % 17) + 475);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 475)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 75)]));
      int cse_v120 = ((((int)threadIdx.x) % 17) + 476);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 76)]));
      int cse_v121 = ((((int)threadIdx.x) % 17) + 477);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 477)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 77)]));
      int cse_v122 = ((((int)threadIdx.x) % 17) + 494);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 494)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 78)]));
      int cse_v123 = ((((int)threadIdx.x) % 17) + 495);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 79)]));
      int cse_v124 = ((((int)threadIdx.x) % 17) + 496);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 80)]));
      int cse_v125 = ((((int)threadIdx.x) % 17) + 513);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 513)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 81)]));
      int cse_v126 = ((((int)threadIdx.x) % 17) + 514);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 514)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 82)]));
      int cse_v127 = ((((int)threadIdx.x) % 17) + 515);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 515)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 83)]));
      int cse_v128 = ((((int)threadIdx.x) % 17) + 532);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 532)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 84)]));
      int cse_v129 = ((((int)threadIdx.x) % 17) + 533);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 533)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 85)]));
      int cse_v130 = ((((int)threadIdx.x) % 17) + 534);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 534)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 86)]));
      int cse_v131 = ((((int)threadIdx.x) % 17) + 551);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 551)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 87)]));
      int cse_v132 = ((((int)threadIdx.x) % 17) + 552);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 552)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 88)]));
      int cse_v133 = ((((int)threadIdx.x) % 17) + 553);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 553)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 89)]));
      int cse_v134 = ((((int)threadIdx.x) % 17) + 570);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 570)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 90)]));
      int cse_v135 = ((((int)threadIdx.x) % 17) + 571);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 571)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 91)]));
      int cse_v136 = ((((int)threadIdx.x) % 17) + 572);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 92)]));
      int cse_v137 = ((((int)threadIdx.x) % 17) + 589);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 589)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 93)]));
      int cse_v138 = ((((int)threadIdx.x) % 17) + 590);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 590)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 94)]));
      int cse_v139 = ((((int)threadIdx.x) % 17) + 591);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 591)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 95)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 304)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 144)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 305)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 145)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 146)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 147)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 324)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 148)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 325)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 149)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 342)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 150)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 343)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 151)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 344)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 152)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 153)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 154)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 363)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 155)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 156)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 157)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 382)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 158)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 159)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 400)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 160)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 401)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 161)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 418)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 162)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 419)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 163)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 164)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 165)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 166)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 167)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 168)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 457)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 169)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 458)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 170)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 475)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 171)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 172)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 477)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 173)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 494)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 174)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 175)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 176)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 513)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 177)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 514)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 178)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 515)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 179)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 532)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 180)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 533)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 181)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 534)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 182)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 551)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 183)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 552)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 184)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 553)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 185)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 570)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 186)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 571)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 187)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 188)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 589)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 189)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 590)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 190)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 591)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 191)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 304)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 240)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 305)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 241)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 242)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 243)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 324)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 244)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 325)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 245)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 342)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 246)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 343)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 247)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 344)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 248)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 249)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 250)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 363)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 251)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 252)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 253)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 382)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 254)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 255)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 400)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 256)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 401)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 257)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 418)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 258)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 419)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 259)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 260)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 261)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 262)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 263)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 264)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 457)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 265)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 458)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 266)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 475)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 267)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 268)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 477)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 269)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 494)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 270)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 271)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 272)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 513)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 273)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 514)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 274)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 515)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 275)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 532)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 276)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 533)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 277)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 534)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 278)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 551)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 279)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 552)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 280)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 553)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 281)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 570)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 282)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 571)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 283)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 284)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 589)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 285)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 590)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 286)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 591)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 287)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 304)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 336)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 305)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 337)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 338)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 339)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 324)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 340)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 325)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 341)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 342)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 342)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 343)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 343)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 344)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 344)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 345)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 346)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 363)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 347)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 348)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 349)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 382)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 350)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 351)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 400)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 352)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 401)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 353)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 418)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 354)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 419)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 355)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 356)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 357)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 358)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 359)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 360)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 457)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 361)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 458)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 362)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 475)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 363)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 364)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 477)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 365)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 494)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 366)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 367)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 368)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 513)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 369)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 514)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 370)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 515)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 371)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 532)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 372)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 533)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 373)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 534)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 374)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 551)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 375)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 552)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 376)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 553)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 377)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 570)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 378)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 571)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 379)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 380)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 589)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 381)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 590)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 382)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 591)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 384) + 383)]));
    }
  }
  int cse_v156 = (((((((int)blockIdx.x) / 17) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 289)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 578)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 867)] = conv2d_nchw_local_ptr[3];
}

