
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
extern "C" __global__ void __launch_bounds__(112) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(112) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[4480];
  __shared__ alignas(64) float kernel_shared_ptr[768];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v33 = (((int)blockIdx.x) / 28);
  int cse_v39 = (((int)threadIdx.x) >> 3);
  int cse_v40 = (((int)threadIdx.x) & 7);
  int cse_v41 = ((((int)blockIdx.x) % 28) / 7);
  int cse_v42 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v56 = (((((int)blockIdx.x) % 28) / 7) * 784);
  for (int rc_0 = 0; rc_0 < 2; ++rc_0) {
    for (int ry_0 = 0; ry_0 < 3; ++ry_0) {
      int cse_v1 = (((int)threadIdx.x) / 10);
      int cse_v2 = (((int)threadIdx.x) % 10);
      int cse_v3 = (rc_0 * 100352);
      int cse_v4 = (ry_0 * 56);
      int cse_v54 = (((((int)blockIdx.x) % 28) / 7) * 14);
      int cse_v55 = (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10));
      int cse_v62 = ((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784));
      int cse_v66 = (((((((int)blockIdx.x) % 28) / 7) * 14) + (((int)threadIdx.x) / 10)) + ry_0);
      int cse_v76 = ((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10));
      __syncthreads();
      float condval;
      if (((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + (((int)threadIdx.x) / 10)) + ry_0)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
        condval = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) - 57)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v5 = (((int)threadIdx.x) >> 1);
      int cse_v6 = (((int)threadIdx.x) + 2);
      int cse_v7 = (((int)threadIdx.x) + 112);
      int cse_v43 = ((((int)threadIdx.x) + 2) % 10);
      int cse_v57 = (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10));
      int cse_v63 = ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5);
      int cse_v67 = (((((((int)threadIdx.x) >> 1) + 56) % 70) / 5) * 56);
      int cse_v72 = (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0);
      float condval_1;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)) < 57)) {
        condval_1 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 112) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 56) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 2) % 10)) - 57)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 112)] = condval_1;
      int cse_v8 = (((int)threadIdx.x) + 224);
      int cse_v44 = ((((int)threadIdx.x) + 4) % 10);
      int cse_v58 = (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10));
      int cse_v64 = ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5);
      int cse_v68 = (((((((int)threadIdx.x) >> 1) + 42) % 70) / 5) * 56);
      int cse_v73 = (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0);
      float condval_2;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)) < 57)) {
        condval_2 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 224) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 42) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 4) % 10)) - 57)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 224)] = condval_2;
      int cse_v9 = (((int)threadIdx.x) + 336);
      int cse_v45 = ((((int)threadIdx.x) + 6) % 10);
      int cse_v59 = (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10));
      int cse_v65 = ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5);
      int cse_v69 = (((((((int)threadIdx.x) >> 1) + 28) % 70) / 5) * 56);
      int cse_v74 = (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0);
      float condval_3;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
        condval_3 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 336) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 28) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) - 57)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 336)] = condval_3;
      int cse_v10 = (((int)threadIdx.x) + 448);
      int cse_v46 = ((((int)threadIdx.x) + 28) / 10);
      int cse_v47 = ((((int)threadIdx.x) + 8) % 10);
      int cse_v60 = (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10));
      int cse_v70 = (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((int)threadIdx.x) + 28) / 10)) + ry_0);
      int cse_v77 = ((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((int)threadIdx.x) + 28) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10));
      float condval_4;
      if ((((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((int)threadIdx.x) + 28) / 10)) + ry_0) < 57) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
        condval_4 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((int)threadIdx.x) + 28) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) + 9351)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 448)] = condval_4;
      int cse_v11 = (((int)threadIdx.x) + 560);
      float condval_5;
      if (((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + (((int)threadIdx.x) / 10)) + ry_0)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
        condval_5 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) + 12487)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 560)] = condval_5;
      int cse_v12 = (((int)threadIdx.x) + 672);
      float condval_6;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)) < 57)) {
        condval_6 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 672) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 56) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 2) % 10)) - 57)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 672)] = condval_6;
      int cse_v13 = (((int)threadIdx.x) + 784);
      float condval_7;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)) < 57)) {
        condval_7 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 784) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 42) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 4) % 10)) - 57)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 784)] = condval_7;
      int cse_v14 = (((int)threadIdx.x) + 896);
      float condval_8;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
        condval_8 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 896) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 28) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) - 57)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 896)] = condval_8;
      float condval_9;
      if ((((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((int)threadIdx.x) + 28) / 10)) + ry_0) < 57) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
        condval_9 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((int)threadIdx.x) + 28) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) + 21895)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1008)] = condval_9;
      float condval_10;
      if (((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + (((int)threadIdx.x) / 10)) + ry_0)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
        condval_10 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) + 25031)];
      } else {
        condval_10 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1120)] = condval_10;
      int cse_v15 = (((int)threadIdx.x) + 1232);
      float condval_11;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)) < 57)) {
        condval_11 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 1232) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 56) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 2) % 10)) - 57)];
      } else {
        condval_11 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1232)] = condval_11;
      int cse_v16 = (((int)threadIdx.x) + 1344);
      float condval_12;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)) < 57)) {
        condval_12 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 1344) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 42) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 4) % 10)) - 57)];
      } else {
        condval_12 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1344)] = condval_12;
      int cse_v17 = (((int)threadIdx.x) + 1456);
      float condval_13;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
        condval_13 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 1456) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 28) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) - 57)];
      } else {
        condval_13 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1456)] = condval_13;
      float condval_14;
      if ((((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((int)threadIdx.x) + 28) / 10)) + ry_0) < 57) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
        condval_14 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((int)threadIdx.x) + 28) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) + 34439)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1568)] = condval_14;
      float condval_15;
      if (((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + (((int)threadIdx.x) / 10)) + ry_0)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
        condval_15 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) + 37575)];
      } else {
        condval_15 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1680)] = condval_15;
      int cse_v18 = (((int)threadIdx.x) + 1792);
      float condval_16;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)) < 57)) {
        condval_16 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 1792) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 56) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 2) % 10)) - 57)];
      } else {
        condval_16 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1792)] = condval_16;
      int cse_v19 = (((int)threadIdx.x) + 1904);
      float condval_17;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)) < 57)) {
        condval_17 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 1904) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 42) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 4) % 10)) - 57)];
      } else {
        condval_17 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1904)] = condval_17;
      int cse_v20 = (((int)threadIdx.x) + 2016);
      float condval_18;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
        condval_18 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 2016) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 28) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) - 57)];
      } else {
        condval_18 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 2016)] = condval_18;
      float condval_19;
      if ((((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((int)threadIdx.x) + 28) / 10)) + ry_0) < 57) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
        condval_19 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((int)threadIdx.x) + 28) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) + 46983)];
      } else {
        condval_19 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 2128)] = condval_19;
      float condval_20;
      if (((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + (((int)threadIdx.x) / 10)) + ry_0)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
        condval_20 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) + 50119)];
      } else {
        condval_20 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 2240)] = condval_20;
      int cse_v21 = (((int)threadIdx.x) + 2352);
      float condval_21;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)) < 57)) {
        condval_21 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 2352) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 56) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 2) % 10)) - 57)];
      } else {
        condval_21 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 2352)] = condval_21;
      int cse_v22 = (((int)threadIdx.x) + 2464);
      float condval_22;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)) < 57)) {
        condval_22 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 2464) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 42) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 4) % 10)) - 57)];
      } else {
        condval_22 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 2464)] = condval_22;
      int cse_v23 = (((int)threadIdx.x) + 2576);
      float condval_23;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
        condval_23 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 2576) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 28) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) - 57)];
      } else {
        condval_23 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 2576)] = condval_23;
      float condval_24;
      if ((((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((int)threadIdx.x) + 28) / 10)) + ry_0) < 57) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
        condval_24 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((int)threadIdx.x) + 28) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) + 59527)];
      } else {
        condval_24 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 2688)] = condval_24;
      float condval_25;
      if (((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + (((int)threadIdx.x) / 10)) + ry_0)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
        condval_25 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) + 62663)];
      } else {
        condval_25 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 2800)] = condval_25;
      int cse_v24 = (((int)threadIdx.x) + 2912);
      float condval_26;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)) < 57)) {
        condval_26 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 2912) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 56) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 2) % 10)) - 57)];
      } else {
        condval_26 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 2912)] = condval_26;
      int cse_v25 = (((int)threadIdx.x) + 3024);
      float condval_27;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)) < 57)) {
        condval_27 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 3024) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 42) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 4) % 10)) - 57)];
      } else {
        condval_27 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 3024)] = condval_27;
      int cse_v26 = (((int)threadIdx.x) + 3136);
      float condval_28;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
        condval_28 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 3136) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 28) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) - 57)];
      } else {
        condval_28 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 3136)] = condval_28;
      float condval_29;
      if ((((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((int)threadIdx.x) + 28) / 10)) + ry_0) < 57) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
        condval_29 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((int)threadIdx.x) + 28) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) + 72071)];
      } else {
        condval_29 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 3248)] = condval_29;
      float condval_30;
      if (((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + (((int)threadIdx.x) / 10)) + ry_0)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
        condval_30 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) + 75207)];
      } else {
        condval_30 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 3360)] = condval_30;
      int cse_v27 = (((int)threadIdx.x) + 3472);
      float condval_31;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)) < 57)) {
        condval_31 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 3472) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 56) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 2) % 10)) - 57)];
      } else {
        condval_31 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 3472)] = condval_31;
      int cse_v28 = (((int)threadIdx.x) + 3584);
      float condval_32;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)) < 57)) {
        condval_32 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 3584) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 42) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 4) % 10)) - 57)];
      } else {
        condval_32 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 3584)] = condval_32;
      int cse_v29 = (((int)threadIdx.x) + 3696);
      float condval_33;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
        condval_33 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 3696) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 28) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) - 57)];
      } else {
        condval_33 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 3696)] = condval_33;
      float condval_34;
      if ((((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((int)threadIdx.x) + 28) / 10)) + ry_0) < 57) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
        condval_34 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((int)threadIdx.x) + 28) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) + 84615)];
      } else {
        condval_34 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 3808)] = condval_34;
      float condval_35;
      if (((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + (((int)threadIdx.x) / 10)) + ry_0)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
        condval_35 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) + 87751)];
      } else {
        condval_35 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 3920)] = condval_35;
      int cse_v30 = (((int)threadIdx.x) + 4032);
      float condval_36;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 56) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)) < 57)) {
        condval_36 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 4032) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 56) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 2) % 10)) - 57)];
      } else {
        condval_36 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 4032)] = condval_36;
      int cse_v31 = (((int)threadIdx.x) + 4144);
      float condval_37;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 42) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)) < 57)) {
        condval_37 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 4144) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 42) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 4) % 10)) - 57)];
      } else {
        condval_37 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 4144)] = condval_37;
      int cse_v32 = (((int)threadIdx.x) + 4256);
      float condval_38;
      if ((((1 <= (((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0)) && ((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((((int)threadIdx.x) >> 1) + 28) % 70) / 5)) + ry_0) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
        condval_38 = data_ptr[((((((((rc_0 * 100352) + (((((int)threadIdx.x) + 4256) / 140) * 3136)) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((((int)threadIdx.x) >> 1) + 28) % 70) / 5) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) - 57)];
      } else {
        condval_38 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 4256)] = condval_38;
      float condval_39;
      if ((((((((((int)blockIdx.x) % 28) / 7) * 14) + ((((int)threadIdx.x) + 28) / 10)) + ry_0) < 57) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
        condval_39 = data_ptr[(((((((rc_0 * 100352) + (((((int)blockIdx.x) % 28) / 7) * 784)) + (((((int)threadIdx.x) + 28) / 10) * 56)) + (ry_0 * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) + 97159)];
      } else {
        condval_39 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 4368)] = condval_39;
      int cse_v34 = (rc_0 * 288);
      int cse_v35 = (ry_0 * 3);
      int cse_v36 = (((int)threadIdx.x) % 3);
      int cse_v48 = ((((int)blockIdx.x) / 28) * 4608);
      kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((((((int)blockIdx.x) / 28) * 4608) + ((((int)threadIdx.x) / 96) * 576)) + (rc_0 * 288)) + (((((int)threadIdx.x) % 96) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3))];
      int cse_v49 = ((((int)threadIdx.x) + 1) % 3);
      kernel_shared_ptr[(((int)threadIdx.x) + 112)] = kernel_ptr[(((((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 112) / 96) * 576)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 16) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 1) % 3))];
      int cse_v50 = ((((int)threadIdx.x) + 2) % 3);
      kernel_shared_ptr[(((int)threadIdx.x) + 224)] = kernel_ptr[(((((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 224) / 96) * 576)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 32) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 2) % 3))];
      int cse_v37 = (((int)threadIdx.x) / 3);
      kernel_shared_ptr[(((int)threadIdx.x) + 336)] = kernel_ptr[(((((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 336) / 96) * 576)) + (rc_0 * 288)) + ((((((int)threadIdx.x) / 3) + 16) & 31) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3))];
      kernel_shared_ptr[(((int)threadIdx.x) + 448)] = kernel_ptr[(((((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 448) / 96) * 576)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 64) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 1) % 3))];
      kernel_shared_ptr[(((int)threadIdx.x) + 560)] = kernel_ptr[(((((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 560) / 96) * 576)) + (rc_0 * 288)) + ((((((int)threadIdx.x) + 80) % 96) / 3) * 9)) + (ry_0 * 3)) + ((((int)threadIdx.x) + 2) % 3))];
      if (((int)threadIdx.x) < 96) {
        kernel_shared_ptr[(((int)threadIdx.x) + 672)] = kernel_ptr[(((((((((int)blockIdx.x) / 28) * 4608) + (rc_0 * 288)) + ((((int)threadIdx.x) / 3) * 9)) + (ry_0 * 3)) + (((int)threadIdx.x) % 3)) + 4032)];
      }
      __syncthreads();
      for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
        for (int ff_3 = 0; ff_3 < 2; ++ff_3) {
          for (int rc_2 = 0; rc_2 < 32; ++rc_2) {
            int cse_v38 = (ff_3 * 2);
            int cse_v61 = (((ff_3 * 192) + (rc_2 * 3)) + rx_1);
            int cse_v71 = ((((rc_2 * 140) + ((((int)threadIdx.x) >> 3) * 10)) + rx_1) + (((int)threadIdx.x) & 7));
            conv2d_nchw_local_ptr[(ff_3 * 2)] = (conv2d_nchw_local_ptr[(ff_3 * 2)] + (pad_temp_shared_ptr[((((rc_2 * 140) + ((((int)threadIdx.x) >> 3) * 10)) + rx_1) + (((int)threadIdx.x) & 7))] * kernel_shared_ptr[(((ff_3 * 192) + (rc_2 * 3)) + rx_1)]));
            int cse_v51 = ((ff_3 * 2) + 4);
            conv2d_nchw_local_ptr[((ff_3 * 2) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + 4)] + (pad_temp_shared_ptr[((((rc_2 * 140) + ((((int)threadIdx.x) >> 3) * 10)) + rx_1) + (((int)threadIdx.x) & 7))] * kernel_shared_ptr[((((ff_3 * 192) + (rc_2 * 3)) + rx_1) + 384)]));
            int cse_v52 = ((ff_3 * 2) + 1);
            conv2d_nchw_local_ptr[((ff_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + 1)] + (pad_temp_shared_ptr[((((rc_2 * 140) + ((((int)threadIdx.x) >> 3) * 10)) + rx_1) + (((int)threadIdx.x) & 7))] * kernel_shared_ptr[((((ff_3 * 192) + (rc_2 * 3)) + rx_1) + 96)]));
            int cse_v53 = ((ff_3 * 2) + 5);
            conv2d_nchw_local_ptr[((ff_3 * 2) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + 5)] + (pad_temp_shared_ptr[((((rc_2 * 140) + ((((int)threadIdx.x) >> 3) * 10)) + rx_1) + (((int)threadIdx.x) & 7))] * kernel_shared_ptr[((((ff_3 * 192) + (rc_2 * 3)) + rx_1) + 480)]));
          }
        }
      }
    }
  }
  int cse_v75 = ((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 12544)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 3136)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 15680)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 6272)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 18816)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 9408)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) / 7) * 784)) + ((((int)threadIdx.x) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 21952)] = conv2d_nchw_local_ptr[7];
}

