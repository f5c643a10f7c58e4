
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
  __shared__ alignas(64) float pad_temp_shared_ptr[1728];
  __shared__ alignas(64) float kernel_shared_ptr[36];
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
  int cse_v2 = (((int)blockIdx.x) / 578);
  int cse_v3 = (((int)threadIdx.x) >> 4);
  int cse_v5 = ((((int)blockIdx.x) % 578) / 17);
  int cse_v7 = ((((int)blockIdx.x) % 17) * 32);
  int cse_v11 = ((((int)threadIdx.x) & 15) * 2);
  int cse_v25 = (((((int)blockIdx.x) % 578) / 17) * 8704);
  for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
    int cse_v1 = (((int)threadIdx.x) * 3);
    int cse_v6 = ((((int)threadIdx.x) * 3) >> 5);
    int cse_v8 = ((((int)threadIdx.x) * 3) & 31);
    int cse_v23 = (((((int)blockIdx.x) % 578) / 17) * 16);
    int cse_v24 = (((((int)blockIdx.x) % 17) * 32) + rx_0);
    int cse_v30 = ((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) >> 5));
    int cse_v31 = ((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31));
    int cse_v48 = (((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + ((((int)threadIdx.x) * 3) & 31));
    __syncthreads();
    float condval;
    if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) >> 5))) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) < 545)) {
      condval = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) - 545)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
    int cse_v9 = ((((int)threadIdx.x) * 3) + 1);
    int cse_v26 = (((((int)threadIdx.x) * 3) + 1) >> 5);
    int cse_v27 = (((((int)threadIdx.x) * 3) + 1) & 31);
    int cse_v32 = ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) >> 5));
    int cse_v33 = ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31));
    int cse_v50 = (((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31));
    float condval_1;
    if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) >> 5))) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) < 545)) {
      condval_1 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) - 545)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
    int cse_v10 = ((((int)threadIdx.x) * 3) + 2);
    int cse_v28 = (((((int)threadIdx.x) * 3) + 2) >> 5);
    int cse_v29 = (((((int)threadIdx.x) * 3) + 2) & 31);
    int cse_v34 = ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) >> 5));
    int cse_v35 = ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31));
    int cse_v51 = (((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31));
    float condval_2;
    if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) >> 5))) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) < 545)) {
      condval_2 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) - 545)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
    float condval_3;
    if ((1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) < 545)) {
      condval_3 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) + 2719)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 192)] = condval_3;
    float condval_4;
    if ((1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) < 545)) {
      condval_4 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) + 2719)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 193)] = condval_4;
    float condval_5;
    if ((1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) < 545)) {
      condval_5 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) + 2719)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 194)] = condval_5;
    float condval_6;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) >> 5)) < 533) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) < 545)) {
      condval_6 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) + 5983)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 384)] = condval_6;
    float condval_7;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) >> 5)) < 533) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) < 545)) {
      condval_7 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) + 5983)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 385)] = condval_7;
    float condval_8;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) >> 5)) < 533) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) < 545)) {
      condval_8 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) + 5983)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 386)] = condval_8;
    float condval_9;
    if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) >> 5))) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) < 545)) {
      condval_9 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) + 295391)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 576)] = condval_9;
    float condval_10;
    if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) >> 5))) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) < 545)) {
      condval_10 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) + 295391)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 577)] = condval_10;
    float condval_11;
    if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) >> 5))) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) < 545)) {
      condval_11 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) + 295391)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 578)] = condval_11;
    float condval_12;
    if ((1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) < 545)) {
      condval_12 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) + 298655)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 768)] = condval_12;
    float condval_13;
    if ((1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) < 545)) {
      condval_13 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) + 298655)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 769)] = condval_13;
    float condval_14;
    if ((1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) < 545)) {
      condval_14 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) + 298655)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 770)] = condval_14;
    float condval_15;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) >> 5)) < 533) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) < 545)) {
      condval_15 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) + 301919)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 960)] = condval_15;
    float condval_16;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) >> 5)) < 533) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) < 545)) {
      condval_16 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) + 301919)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 961)] = condval_16;
    float condval_17;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) >> 5)) < 533) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) < 545)) {
      condval_17 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) + 301919)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 962)] = condval_17;
    float condval_18;
    if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) >> 5))) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) < 545)) {
      condval_18 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) + 591327)];
    } else {
      condval_18 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1152)] = condval_18;
    float condval_19;
    if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) >> 5))) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) < 545)) {
      condval_19 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) + 591327)];
    } else {
      condval_19 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1153)] = condval_19;
    float condval_20;
    if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) >> 5))) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) < 545)) {
      condval_20 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) + 591327)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1154)] = condval_20;
    float condval_21;
    if ((1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) < 545)) {
      condval_21 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) + 594591)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1344)] = condval_21;
    float condval_22;
    if ((1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) < 545)) {
      condval_22 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) + 594591)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1345)] = condval_22;
    float condval_23;
    if ((1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) < 545)) {
      condval_23 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) + 594591)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1346)] = condval_23;
    float condval_24;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) >> 5)) < 533) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) < 545)) {
      condval_24 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + ((((int)threadIdx.x) * 3) & 31)) + 597855)];
    } else {
      condval_24 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1536)] = condval_24;
    float condval_25;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) >> 5)) < 533) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) < 545)) {
      condval_25 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 1) & 31)) + 597855)];
    } else {
      condval_25 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1537)] = condval_25;
    float condval_26;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) >> 5)) < 533) && (1 <= ((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)))) && (((((((int)blockIdx.x) % 17) * 32) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) < 545)) {
      condval_26 = data_ptr[((((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) >> 5) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + rx_0) + (((((int)threadIdx.x) * 3) + 2) & 31)) + 597855)];
    } else {
      condval_26 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1538)] = condval_26;
    if (((int)threadIdx.x) < 18) {
      int2 v_ = make_int2((((((((int)blockIdx.x) / 578) * 108) + (((int)threadIdx.x) * 6)) + rx_0))+(3*0), (((((((int)blockIdx.x) / 578) * 108) + (((int)threadIdx.x) * 6)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = make_float2(kernel_ptr[v_.x],kernel_ptr[v_.y]);
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 3; ++rc_1) {
      int cse_v4 = (rc_1 * 3);
      int cse_v36 = (((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2))] * kernel_shared_ptr[(rc_1 * 3)]));
      int cse_v37 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 1);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 1)] * kernel_shared_ptr[(rc_1 * 3)]));
      int cse_v12 = ((rc_1 * 3) + 9);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2))] * kernel_shared_ptr[((rc_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 9)]));
      int cse_v13 = ((rc_1 * 3) + 18);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2))] * kernel_shared_ptr[((rc_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 18)]));
      int cse_v14 = ((rc_1 * 3) + 27);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2))] * kernel_shared_ptr[((rc_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 27)]));
      int cse_v15 = ((rc_1 * 3) + 1);
      int cse_v38 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 32);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 32)] * kernel_shared_ptr[((rc_1 * 3) + 1)]));
      int cse_v39 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 33);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 33)] * kernel_shared_ptr[((rc_1 * 3) + 1)]));
      int cse_v16 = ((rc_1 * 3) + 10);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 32)] * kernel_shared_ptr[((rc_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 33)] * kernel_shared_ptr[((rc_1 * 3) + 10)]));
      int cse_v17 = ((rc_1 * 3) + 19);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 32)] * kernel_shared_ptr[((rc_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 33)] * kernel_shared_ptr[((rc_1 * 3) + 19)]));
      int cse_v18 = ((rc_1 * 3) + 28);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 32)] * kernel_shared_ptr[((rc_1 * 3) + 28)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 33)] * kernel_shared_ptr[((rc_1 * 3) + 28)]));
      int cse_v19 = ((rc_1 * 3) + 2);
      int cse_v40 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 2)]));
      int cse_v41 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 2)]));
      int cse_v20 = ((rc_1 * 3) + 11);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 11)]));
      int cse_v21 = ((rc_1 * 3) + 20);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 20)]));
      int cse_v22 = ((rc_1 * 3) + 29);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 32)] * kernel_shared_ptr[(rc_1 * 3)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 33)] * kernel_shared_ptr[(rc_1 * 3)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 32)] * kernel_shared_ptr[((rc_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 33)] * kernel_shared_ptr[((rc_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 32)] * kernel_shared_ptr[((rc_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 33)] * kernel_shared_ptr[((rc_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 32)] * kernel_shared_ptr[((rc_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 33)] * kernel_shared_ptr[((rc_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 1)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 1)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 28)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 28)]));
      int cse_v42 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 2)]));
      int cse_v43 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 2)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[(rc_1 * 3)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[(rc_1 * 3)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * kernel_shared_ptr[((rc_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * kernel_shared_ptr[((rc_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 1)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 1)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 28)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 28)]));
      int cse_v44 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 128);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 128)] * kernel_shared_ptr[((rc_1 * 3) + 2)]));
      int cse_v45 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 129);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 129)] * kernel_shared_ptr[((rc_1 * 3) + 2)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 128)] * kernel_shared_ptr[((rc_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 129)] * kernel_shared_ptr[((rc_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 128)] * kernel_shared_ptr[((rc_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 129)] * kernel_shared_ptr[((rc_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 128)] * kernel_shared_ptr[((rc_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 129)] * kernel_shared_ptr[((rc_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[(rc_1 * 3)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[(rc_1 * 3)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * kernel_shared_ptr[((rc_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * kernel_shared_ptr[((rc_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 128)] * kernel_shared_ptr[((rc_1 * 3) + 1)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 129)] * kernel_shared_ptr[((rc_1 * 3) + 1)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 128)] * kernel_shared_ptr[((rc_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 129)] * kernel_shared_ptr[((rc_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 128)] * kernel_shared_ptr[((rc_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 129)] * kernel_shared_ptr[((rc_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 128)] * kernel_shared_ptr[((rc_1 * 3) + 28)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 129)] * kernel_shared_ptr[((rc_1 * 3) + 28)]));
      int cse_v46 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 160);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 160)] * kernel_shared_ptr[((rc_1 * 3) + 2)]));
      int cse_v47 = ((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 161);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 161)] * kernel_shared_ptr[((rc_1 * 3) + 2)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 160)] * kernel_shared_ptr[((rc_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 161)] * kernel_shared_ptr[((rc_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 160)] * kernel_shared_ptr[((rc_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 161)] * kernel_shared_ptr[((rc_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 160)] * kernel_shared_ptr[((rc_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 576) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 2)) + 161)] * kernel_shared_ptr[((rc_1 * 3) + 29)]));
    }
  }
  int cse_v49 = ((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 544)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 545)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 1088)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 1089)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 1632)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 1633)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 295936)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 295937)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 296480)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 296481)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 297024)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 297025)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 297568)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 297569)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 591872)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 591873)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 592416)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 592417)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 592960)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 592961)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 593504)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 593505)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 887808)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 887809)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 888352)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 888353)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 888896)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 888897)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 889440)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 1183744) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)threadIdx.x) >> 4) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 889441)] = conv2d_nchw_local_ptr[31];
}

