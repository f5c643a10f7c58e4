
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
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[864];
  __shared__ alignas(64) float kernel_shared_ptr[288];
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
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
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
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 34);
  int cse_v4 = (((int)threadIdx.x) >> 5);
  int cse_v7 = ((((int)blockIdx.x) % 34) * 16);
  int cse_v9 = ((((int)blockIdx.x) / 34) * 8704);
  int cse_v12 = ((((int)threadIdx.x) & 31) >> 3);
  int cse_v13 = ((((int)threadIdx.x) & 7) * 2);
  for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
    int cse_v2 = (((int)threadIdx.x) * 4);
    int cse_v5 = ((((int)blockIdx.x) / 34) * 16);
    int cse_v6 = ((((int)threadIdx.x) % 72) >> 2);
    int cse_v8 = ((((int)threadIdx.x) & 3) * 4);
    int cse_v14 = (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2));
    int cse_v17 = ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) & 3) * 4)) + rx_0);
    int cse_v56 = (((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + rx_0);
    __syncthreads();
    float condval;
    if (((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) && (1 <= ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) & 3) * 4)) + rx_0))) {
      condval = data_ptr[((((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + rx_0) - 545)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 4)] = condval;
    float condval_1;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
      condval_1 = data_ptr[((((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + rx_0) - 544)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1)] = condval_1;
    float condval_2;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
      condval_2 = data_ptr[((((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + rx_0) - 543)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2)] = condval_2;
    float condval_3;
    if (((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) && (((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) & 3) * 4)) + rx_0) < 542)) {
      condval_3 = data_ptr[((((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + rx_0) - 542)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 3)] = condval_3;
    int cse_v3 = (((int)threadIdx.x) + 128);
    if (((int)threadIdx.x) < 88) {
      int cse_v10 = ((((int)threadIdx.x) + 128) / 72);
      int cse_v15 = (((((int)threadIdx.x) >> 2) + 14) % 18);
      int cse_v18 = (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18));
      int cse_v43 = (((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4));
      int cse_v57 = ((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + rx_0);
      float condval_4;
      if (((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) && (1 <= ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) & 3) * 4)) + rx_0))) {
        condval_4 = data_ptr[(((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + rx_0) - 545)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4))] = condval_4;
      float condval_5;
      if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
        condval_5 = data_ptr[(((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + rx_0) - 544)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 1)] = condval_5;
      float condval_6;
      if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
        condval_6 = data_ptr[(((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + rx_0) - 543)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 2)] = condval_6;
      float condval_7;
      if (((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) && (((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) & 3) * 4)) + rx_0) < 542)) {
        condval_7 = data_ptr[(((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + rx_0) - 542)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 3)] = condval_7;
    }
    int cse_v11 = ((((int)threadIdx.x) * 3) + rx_0);
    kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((int)threadIdx.x) * 3) + rx_0)];
    kernel_shared_ptr[(((int)threadIdx.x) + 128)] = kernel_ptr[(((((int)threadIdx.x) * 3) + rx_0) + 384)];
    if (((int)threadIdx.x) < 32) {
      kernel_shared_ptr[(((int)threadIdx.x) + 256)] = kernel_ptr[(((((int)threadIdx.x) * 3) + rx_0) + 768)];
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 3; ++rc_1) {
      int cse_v16 = (((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3));
      int cse_v42 = (((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3))]));
      int cse_v44 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3))]));
      int cse_v45 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3))]));
      int cse_v46 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3))]));
      int cse_v19 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 9);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 9)]));
      int cse_v20 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 18);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 18)]));
      int cse_v21 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 27);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 27)]));
      int cse_v22 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 36);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 36)]));
      int cse_v23 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 45);
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 45)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 45)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 45)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 45)]));
      int cse_v24 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 54);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 54)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 54)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 54)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 54)]));
      int cse_v25 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 63);
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 63)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 63)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 63)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 63)]));
      int cse_v47 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 1);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3))]));
      int cse_v48 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3))]));
      int cse_v49 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3))]));
      int cse_v50 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 45)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 45)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 45)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 45)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 54)]));
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 54)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 54)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 54)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 63)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 63)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 63)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 63)]));
      int cse_v26 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 1)]));
      int cse_v51 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 1)]));
      int cse_v27 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 10);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 10)]));
      int cse_v28 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 19);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 19)]));
      int cse_v29 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 28);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 28)]));
      int cse_v30 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 37);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 37)]));
      int cse_v31 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 46);
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 46)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 46)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 46)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 46)]));
      int cse_v32 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 55);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 55)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 55)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 55)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 55)]));
      int cse_v33 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 64);
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 64)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 64)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 64)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 64)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 1)]));
      int cse_v52 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 46)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 46)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 46)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 46)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 55)]));
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 55)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 55)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 55)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 64)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 64)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 64)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 64)]));
      int cse_v34 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 2)]));
      int cse_v53 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 80);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 2)]));
      int cse_v35 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 11);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 11)]));
      int cse_v36 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 20);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 20)]));
      int cse_v37 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 29);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 29)]));
      int cse_v38 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 38);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 38)]));
      int cse_v39 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 47);
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 47)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 47)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 47)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 47)]));
      int cse_v40 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 56);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 56)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 56)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 56)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 56)]));
      int cse_v41 = ((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 65);
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 65)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 65)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 65)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 65)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 2)]));
      int cse_v54 = ((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 81);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 81)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 81)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 81)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 81)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 81)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 47)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 47)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 47)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 81)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 47)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 56)]));
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 56)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 56)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 81)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 56)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 65)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 65)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 65)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1 * 288) + (((((int)threadIdx.x) & 31) >> 3) * 64)) + ((((int)threadIdx.x) & 7) * 2)) + 81)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 5) * 72) + (rc_1 * 3)) + 65)]));
    }
  }
  int cse_v55 = ((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2));
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 544)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 545)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1088)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1089)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1632)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1633)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 295936)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 295937)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 296480)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 296481)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 297024)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 297025)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 297568)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 297569)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 591872)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 591873)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 592416)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 592417)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 592960)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 592961)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 593504)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 593505)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 887808)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 887809)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 888352)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 888353)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 888896)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 888897)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 889440)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 889441)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1183744)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1183745)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1184288)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1184289)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1184832)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1184833)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1185376)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1185377)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1479680)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1479681)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1480224)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1480225)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1480768)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1480769)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1481312)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1481313)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1775616)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1775617)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1776160)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1776161)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1776704)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1776705)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1777248)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1777249)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2071552)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2071553)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2072096)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2072097)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2072640)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2072641)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2073184)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 5) * 2367488) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 31) >> 3) * 2176)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 2073185)] = conv2d_nchw_local_ptr[63];
}

