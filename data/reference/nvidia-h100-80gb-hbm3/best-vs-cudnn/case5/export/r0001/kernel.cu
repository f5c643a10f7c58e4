
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
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[3456];
  __shared__ alignas(64) float kernel_shared_ptr[1152];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v32 = (((int)blockIdx.x) / 34);
  int cse_v35 = (((int)threadIdx.x) % 17);
  int cse_v36 = (((int)threadIdx.x) / 17);
  int cse_v37 = ((((int)blockIdx.x) % 34) >> 1);
  int cse_v38 = ((((int)blockIdx.x) & 1) * 34);
  int cse_v66 = (((((int)blockIdx.x) % 34) >> 1) * 272);
  for (int rc_0 = 0; rc_0 < 8; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) / 36);
    int cse_v2 = (((int)threadIdx.x) % 36);
    int cse_v3 = (rc_0 * 73984);
    int cse_v64 = (((((int)blockIdx.x) % 34) >> 1) * 4);
    int cse_v65 = (((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36));
    int cse_v76 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + (((int)threadIdx.x) / 36));
    int cse_v77 = ((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272));
    int cse_v127 = (((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)threadIdx.x) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 36));
    __syncthreads();
    float condval;
    if (((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + (((int)threadIdx.x) / 36))) && (1 <= (((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36)) < 69)) {
      condval = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)threadIdx.x) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 36)) - 69)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
    int cse_v4 = (((int)threadIdx.x) + 32);
    int cse_v5 = (((int)threadIdx.x) + 68);
    int cse_v39 = ((((int)threadIdx.x) + 32) % 36);
    int cse_v67 = (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36));
    float condval_1;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36)) < 69)) {
      condval_1 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 68) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 32) % 36)) - 69)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 68)] = condval_1;
    int cse_v6 = (((int)threadIdx.x) + 136);
    int cse_v7 = (((int)threadIdx.x) + 28);
    int cse_v40 = ((((int)threadIdx.x) + 136) / 36);
    int cse_v41 = ((((int)threadIdx.x) + 28) % 36);
    int cse_v68 = (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36));
    float condval_2;
    if (((((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 136) / 36)) < 69) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36)) < 69)) {
      condval_2 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 136) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 28) % 36)) - 69)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_2;
    int cse_v8 = (((int)threadIdx.x) >> 2);
    int cse_v9 = (((int)threadIdx.x) + 24);
    int cse_v10 = (((int)threadIdx.x) + 204);
    int cse_v42 = ((((int)threadIdx.x) + 24) % 36);
    int cse_v69 = (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36));
    int cse_v78 = ((((((int)threadIdx.x) >> 2) + 51) % 54) / 9);
    int cse_v95 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 51) % 54) / 9));
    float condval_3;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 51) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 51) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36)) < 69)) {
      condval_3 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 204) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 51) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 24) % 36)) - 69)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 204)] = condval_3;
    int cse_v11 = (((int)threadIdx.x) + 20);
    int cse_v12 = (((int)threadIdx.x) + 272);
    int cse_v43 = ((((int)threadIdx.x) + 20) % 36);
    int cse_v70 = (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36));
    float condval_4;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36)) < 69)) {
      condval_4 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 56) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 20) % 36)) + 4555)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_4;
    int cse_v13 = (((int)threadIdx.x) + 16);
    int cse_v14 = (((int)threadIdx.x) + 340);
    int cse_v44 = ((((int)threadIdx.x) + 124) / 36);
    int cse_v45 = ((((int)threadIdx.x) + 16) % 36);
    int cse_v71 = (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36));
    float condval_5;
    if (((((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 124) / 36)) < 69) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36)) < 69)) {
      condval_5 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 124) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 16) % 36)) + 4555)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 340)] = condval_5;
    int cse_v15 = (((int)threadIdx.x) + 408);
    int cse_v46 = ((((int)threadIdx.x) + 12) % 36);
    int cse_v72 = (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36));
    int cse_v79 = ((((((int)threadIdx.x) >> 2) + 48) % 54) / 9);
    int cse_v96 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 48) % 54) / 9));
    float condval_6;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 48) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 48) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36)) < 69)) {
      condval_6 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 408) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 48) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 12) % 36)) - 69)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 408)] = condval_6;
    int cse_v16 = (((int)threadIdx.x) + 8);
    int cse_v17 = (((int)threadIdx.x) + 476);
    int cse_v47 = ((((int)threadIdx.x) + 8) % 36);
    int cse_v73 = (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36));
    float condval_7;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36)) < 69)) {
      condval_7 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 44) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 8) % 36)) + 9179)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 476)] = condval_7;
    int cse_v18 = (((int)threadIdx.x) + 4);
    int cse_v48 = ((((int)threadIdx.x) + 4) % 36);
    int cse_v74 = (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36));
    float condval_8;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36)) < 69)) {
      condval_8 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 112) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 4) % 36)) + 9179)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_8;
    int cse_v19 = (((int)threadIdx.x) + 612);
    int cse_v75 = (((((int)threadIdx.x) / 36) + 5) % 6);
    int cse_v80 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + (((((int)threadIdx.x) / 36) + 5) % 6));
    float condval_9;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + (((((int)threadIdx.x) / 36) + 5) % 6))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + (((((int)threadIdx.x) / 36) + 5) % 6)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36)) < 69)) {
      condval_9 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 612) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((((int)threadIdx.x) / 36) + 5) % 6) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 36)) - 69)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 612)] = condval_9;
    int cse_v49 = ((((int)threadIdx.x) + 32) / 36);
    float condval_10;
    if (((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 32) / 36))) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36)) < 69)) {
      condval_10 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 32) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 32) % 36)) + 13803)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 680)] = condval_10;
    float condval_11;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36)) < 69)) {
      condval_11 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 100) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 28) % 36)) + 13803)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 748)] = condval_11;
    int cse_v20 = (((int)threadIdx.x) + 816);
    int cse_v81 = ((((((int)threadIdx.x) >> 2) + 42) % 54) / 9);
    int cse_v97 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 42) % 54) / 9));
    float condval_12;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 42) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 42) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36)) < 69)) {
      condval_12 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 816) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 42) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 24) % 36)) - 69)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 816)] = condval_12;
    int cse_v50 = ((((int)threadIdx.x) + 20) / 36);
    float condval_13;
    if (((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 20) / 36))) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36)) < 69)) {
      condval_13 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 20) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 20) % 36)) + 18427)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 884)] = condval_13;
    float condval_14;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36)) < 69)) {
      condval_14 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 88) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 16) % 36)) + 18427)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 952)] = condval_14;
    int cse_v21 = (((int)threadIdx.x) + 1020);
    int cse_v82 = ((((((int)threadIdx.x) >> 2) + 39) % 54) / 9);
    int cse_v98 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 39) % 54) / 9));
    float condval_15;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 39) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 39) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36)) < 69)) {
      condval_15 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 1020) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 39) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 12) % 36)) - 69)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1020)] = condval_15;
    int cse_v51 = ((((int)threadIdx.x) + 8) / 36);
    float condval_16;
    if (((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 8) / 36))) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36)) < 69)) {
      condval_16 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 8) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 8) % 36)) + 23051)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_16;
    float condval_17;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36)) < 69)) {
      condval_17 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 76) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 4) % 36)) + 23051)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1156)] = condval_17;
    float condval_18;
    if (((((((((int)blockIdx.x) % 34) >> 1) * 4) + (((int)threadIdx.x) / 36)) < 65) && (1 <= (((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36)) < 69)) {
      condval_18 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)threadIdx.x) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 36)) + 23323)];
    } else {
      condval_18 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1224)] = condval_18;
    int cse_v22 = (((int)threadIdx.x) + 1292);
    int cse_v83 = ((((((int)threadIdx.x) >> 2) + 53) % 54) / 9);
    int cse_v99 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 53) % 54) / 9));
    float condval_19;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 53) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 53) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36)) < 69)) {
      condval_19 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 1292) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 53) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 32) % 36)) - 69)];
    } else {
      condval_19 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1292)] = condval_19;
    float condval_20;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36)) < 69)) {
      condval_20 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 64) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 28) % 36)) + 27675)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1360)] = condval_20;
    int cse_v52 = ((((int)threadIdx.x) + 132) / 36);
    float condval_21;
    if (((((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 132) / 36)) < 69) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36)) < 69)) {
      condval_21 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 132) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 24) % 36)) + 27675)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1428)] = condval_21;
    int cse_v23 = (((int)threadIdx.x) + 1496);
    int cse_v84 = ((((((int)threadIdx.x) >> 2) + 50) % 54) / 9);
    int cse_v100 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 50) % 54) / 9));
    float condval_22;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 50) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 50) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36)) < 69)) {
      condval_22 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 1496) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 50) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 20) % 36)) - 69)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1496)] = condval_22;
    float condval_23;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36)) < 69)) {
      condval_23 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 52) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 16) % 36)) + 32299)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1564)] = condval_23;
    int cse_v53 = ((((int)threadIdx.x) + 120) / 36);
    float condval_24;
    if (((((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 120) / 36)) < 69) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36)) < 69)) {
      condval_24 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 120) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 12) % 36)) + 32299)];
    } else {
      condval_24 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1632)] = condval_24;
    int cse_v24 = (((int)threadIdx.x) + 1700);
    int cse_v85 = ((((((int)threadIdx.x) >> 2) + 47) % 54) / 9);
    int cse_v101 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 47) % 54) / 9));
    float condval_25;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 47) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 47) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36)) < 69)) {
      condval_25 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 1700) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 47) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 8) % 36)) - 69)];
    } else {
      condval_25 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1700)] = condval_25;
    float condval_26;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36)) < 69)) {
      condval_26 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 40) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 4) % 36)) + 36923)];
    } else {
      condval_26 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1768)] = condval_26;
    float condval_27;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36)) < 69)) {
      condval_27 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)threadIdx.x) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 36)) + 37127)];
    } else {
      condval_27 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1836)] = condval_27;
    int cse_v25 = (((int)threadIdx.x) + 1904);
    int cse_v86 = ((((((int)threadIdx.x) >> 2) + 44) % 54) / 9);
    int cse_v102 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 44) % 54) / 9));
    float condval_28;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 44) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 44) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36)) < 69)) {
      condval_28 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 1904) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 44) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 32) % 36)) - 69)];
    } else {
      condval_28 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1904)] = condval_28;
    int cse_v54 = ((((int)threadIdx.x) + 28) / 36);
    float condval_29;
    if (((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 28) / 36))) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36)) < 69)) {
      condval_29 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 28) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 28) % 36)) + 41547)];
    } else {
      condval_29 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1972)] = condval_29;
    float condval_30;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36)) < 69)) {
      condval_30 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 96) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 24) % 36)) + 41547)];
    } else {
      condval_30 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2040)] = condval_30;
    int cse_v26 = (((int)threadIdx.x) + 2108);
    int cse_v87 = ((((((int)threadIdx.x) >> 2) + 41) % 54) / 9);
    int cse_v103 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 41) % 54) / 9));
    float condval_31;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 41) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 41) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36)) < 69)) {
      condval_31 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 2108) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 41) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 20) % 36)) - 69)];
    } else {
      condval_31 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2108)] = condval_31;
    int cse_v55 = ((((int)threadIdx.x) + 16) / 36);
    float condval_32;
    if (((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 16) / 36))) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36)) < 69)) {
      condval_32 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 16) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 16) % 36)) + 46171)];
    } else {
      condval_32 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2176)] = condval_32;
    float condval_33;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36)) < 69)) {
      condval_33 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 84) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 12) % 36)) + 46171)];
    } else {
      condval_33 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2244)] = condval_33;
    int cse_v27 = (((int)threadIdx.x) + 2312);
    int cse_v88 = ((((((int)threadIdx.x) >> 2) + 38) % 54) / 9);
    int cse_v104 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 38) % 54) / 9));
    float condval_34;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 38) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 38) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36)) < 69)) {
      condval_34 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 2312) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 38) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 8) % 36)) - 69)];
    } else {
      condval_34 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2312)] = condval_34;
    int cse_v56 = ((((int)threadIdx.x) + 4) / 36);
    float condval_35;
    if (((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 4) / 36))) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36)) < 69)) {
      condval_35 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 4) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 4) % 36)) + 50795)];
    } else {
      condval_35 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2380)] = condval_35;
    float condval_36;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36)) < 69)) {
      condval_36 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)threadIdx.x) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 36)) + 50931)];
    } else {
      condval_36 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2448)] = condval_36;
    int cse_v57 = ((((int)threadIdx.x) + 140) / 36);
    float condval_37;
    if (((((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 140) / 36)) < 69) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36)) < 69)) {
      condval_37 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 140) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 32) % 36)) + 50795)];
    } else {
      condval_37 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2516)] = condval_37;
    int cse_v28 = (((int)threadIdx.x) + 2584);
    int cse_v89 = ((((((int)threadIdx.x) >> 2) + 52) % 54) / 9);
    int cse_v105 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 52) % 54) / 9));
    float condval_38;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 52) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 52) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36)) < 69)) {
      condval_38 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 2584) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 52) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 28) % 36)) - 69)];
    } else {
      condval_38 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2584)] = condval_38;
    float condval_39;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36)) < 69)) {
      condval_39 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 60) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 24) % 36)) + 55419)];
    } else {
      condval_39 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2652)] = condval_39;
    int cse_v58 = ((((int)threadIdx.x) + 128) / 36);
    float condval_40;
    if (((((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 128) / 36)) < 69) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36)) < 69)) {
      condval_40 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 128) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 20) % 36)) + 55419)];
    } else {
      condval_40 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2720)] = condval_40;
    int cse_v29 = (((int)threadIdx.x) + 2788);
    int cse_v90 = ((((((int)threadIdx.x) >> 2) + 49) % 54) / 9);
    int cse_v106 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 49) % 54) / 9));
    float condval_41;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 49) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 49) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36)) < 69)) {
      condval_41 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 2788) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 49) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 16) % 36)) - 69)];
    } else {
      condval_41 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2788)] = condval_41;
    float condval_42;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 12) % 36)) < 69)) {
      condval_42 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 48) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 12) % 36)) + 60043)];
    } else {
      condval_42 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2856)] = condval_42;
    int cse_v59 = ((((int)threadIdx.x) + 116) / 36);
    float condval_43;
    if (((((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 116) / 36)) < 69) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 8) % 36)) < 69)) {
      condval_43 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 116) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 8) % 36)) + 60043)];
    } else {
      condval_43 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2924)] = condval_43;
    int cse_v30 = (((int)threadIdx.x) + 2992);
    int cse_v91 = ((((((int)threadIdx.x) >> 2) + 46) % 54) / 9);
    int cse_v107 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 46) % 54) / 9));
    float condval_44;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 46) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 46) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 4) % 36)) < 69)) {
      condval_44 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 2992) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 46) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 4) % 36)) - 69)];
    } else {
      condval_44 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2992)] = condval_44;
    float condval_45;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + (((int)threadIdx.x) % 36)) < 69)) {
      condval_45 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)threadIdx.x) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 36)) + 64735)];
    } else {
      condval_45 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3060)] = condval_45;
    float condval_46;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 32) % 36)) < 69)) {
      condval_46 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 104) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 32) % 36)) + 64667)];
    } else {
      condval_46 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3128)] = condval_46;
    int cse_v31 = (((int)threadIdx.x) + 3196);
    int cse_v92 = ((((((int)threadIdx.x) >> 2) + 43) % 54) / 9);
    int cse_v108 = ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 43) % 54) / 9));
    float condval_47;
    if ((((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 43) % 54) / 9))) && (((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((((int)threadIdx.x) >> 2) + 43) % 54) / 9)) < 69)) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 28) % 36)) < 69)) {
      condval_47 = data_ptr[(((((((rc_0 * 73984) + (((((int)threadIdx.x) + 3196) / 216) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((((int)threadIdx.x) >> 2) + 43) % 54) / 9) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 28) % 36)) - 69)];
    } else {
      condval_47 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3196)] = condval_47;
    int cse_v60 = ((((int)threadIdx.x) + 24) / 36);
    float condval_48;
    if (((1 <= ((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 24) / 36))) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 24) % 36)) < 69)) {
      condval_48 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 24) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 24) % 36)) + 69291)];
    } else {
      condval_48 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3264)] = condval_48;
    float condval_49;
    if ((1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 20) % 36)) < 69)) {
      condval_49 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 92) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 20) % 36)) + 69291)];
    } else {
      condval_49 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3332)] = condval_49;
    if (((int)threadIdx.x) < 56) {
      int cse_v61 = ((((int)threadIdx.x) + 160) / 36);
      float condval_50;
      if (((((((((int)blockIdx.x) % 34) >> 1) * 4) + ((((int)threadIdx.x) + 160) / 36)) < 69) && (1 <= (((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36)))) && ((((((int)blockIdx.x) & 1) * 34) + ((((int)threadIdx.x) + 16) % 36)) < 69)) {
        condval_50 = data_ptr[((((((rc_0 * 73984) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + (((((int)threadIdx.x) + 160) / 36) * 68)) + ((((int)blockIdx.x) & 1) * 34)) + ((((int)threadIdx.x) + 16) % 36)) + 69291)];
      } else {
        condval_50 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 3400)] = condval_50;
    }
    int cse_v33 = (rc_0 * 144);
    int cse_v34 = (((int)threadIdx.x) * 2);
    int cse_v62 = ((((int)blockIdx.x) / 34) * 9216);
    int cse_v93 = ((((((int)blockIdx.x) / 34) * 9216) + (rc_0 * 144)) + (((int)threadIdx.x) * 2));
    *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 34) * 9216) + (rc_0 * 144)) + (((int)threadIdx.x) * 2)));
    int cse_v63 = ((((int)threadIdx.x) * 2) + 136);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 136)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 34) * 9216) + (((((int)threadIdx.x) + 68) / 72) * 1152)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 136) % 144)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 272)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 34) * 9216) + (((((int)threadIdx.x) + 136) / 72) * 1152)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 128) % 144)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 408)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 34) * 9216) + (((((int)threadIdx.x) + 204) / 72) * 1152)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 120) % 144)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 544)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 34) * 9216) + (((((int)threadIdx.x) + 272) / 72) * 1152)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 112) % 144)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 680)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 34) * 9216) + (((((int)threadIdx.x) + 340) / 72) * 1152)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 104) % 144)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 816)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 34) * 9216) + (((((int)threadIdx.x) + 408) / 72) * 1152)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 96) % 144)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 952)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 34) * 9216) + (((((int)threadIdx.x) + 476) / 72) * 1152)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 88) % 144)));
    if (((int)threadIdx.x) < 32) {
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1088)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 34) * 9216) + (rc_0 * 144)) + (((int)threadIdx.x) * 2)) + 8144));
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
      for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
        for (int rc_2 = 0; rc_2 < 4; ++rc_2) {
          int cse_v94 = ((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17));
          int cse_v109 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1);
          conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1)]));
          int cse_v110 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 17);
          conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1)]));
          int cse_v121 = ((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 576);
          conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 576)]));
          conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 576)]));
          int cse_v111 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 36);
          conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 36)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1)]));
          int cse_v112 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 53);
          conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 53)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1)]));
          conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 36)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 576)]));
          conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 53)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 576)]));
          int cse_v113 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 72);
          conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 72)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1)]));
          int cse_v114 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 89);
          conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 89)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1)]));
          conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 72)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 576)]));
          conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 89)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 576)]));
          int cse_v115 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 108);
          conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 108)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1)]));
          int cse_v116 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 125);
          conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 125)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1)]));
          conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 108)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 576)]));
          conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 125)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 576)]));
          int cse_v122 = ((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 3);
          conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 36)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 3)]));
          conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 53)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 3)]));
          int cse_v123 = ((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 579);
          conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 36)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 579)]));
          conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 53)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 579)]));
          conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 72)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 3)]));
          conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 89)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 3)]));
          conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 72)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 579)]));
          conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 89)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 579)]));
          conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 108)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 3)]));
          conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 125)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 3)]));
          conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 108)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 579)]));
          conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 125)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 579)]));
          int cse_v117 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 144);
          conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 144)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 3)]));
          int cse_v118 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 161);
          conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 161)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 3)]));
          conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 144)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 579)]));
          conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 161)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 579)]));
          int cse_v124 = ((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 6);
          conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 72)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 89)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 6)]));
          int cse_v125 = ((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 582);
          conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 72)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 582)]));
          conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 89)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 582)]));
          conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 108)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 125)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 108)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 582)]));
          conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 125)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 582)]));
          conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 144)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 161)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 144)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 582)]));
          conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 161)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 582)]));
          int cse_v119 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 180);
          conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 180)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 6)]));
          int cse_v120 = (((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 197);
          conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 197)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 180)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 582)]));
          conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_1 * 864) + (rc_2 * 216)) + rx_1) + (((int)threadIdx.x) % 17)) + 197)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 17) * 144) + (rc_1 * 36)) + (rc_2 * 9)) + rx_1) + 582)]));
        }
      }
    }
  }
  int cse_v126 = ((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 17)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 18496)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 18513)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 68)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 85)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 18564)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 18581)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 136)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 153)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 18632)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 18649)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 204)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 221)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 18700)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 34) * 36992) + ((((int)threadIdx.x) / 17) * 4624)) + (((((int)blockIdx.x) % 34) >> 1) * 272)) + ((((int)blockIdx.x) & 1) * 34)) + (((int)threadIdx.x) % 17)) + 18717)] = conv2d_nchw_local_ptr[15];
}

