
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
extern "C" __global__ void __launch_bounds__(136) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(136) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[2448];
  __shared__ alignas(64) float kernel_shared_ptr[144];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v3 = (((int)blockIdx.x) / 544);
  int cse_v5 = ((((int)blockIdx.x) % 544) >> 2);
  int cse_v6 = ((((int)blockIdx.x) & 3) * 136);
  int cse_v41 = (((((int)blockIdx.x) % 544) >> 2) * 2176);
  for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
    int cse_v1 = (((int)threadIdx.x) / 68);
    int cse_v2 = (((int)threadIdx.x) * 2);
    int cse_v7 = ((((int)threadIdx.x) % 68) * 2);
    int cse_v70 = ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68));
    int cse_v71 = ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0);
    int cse_v73 = (((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0);
    __syncthreads();
    float condval;
    if ((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68))) && (1 <= ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0))) {
      condval = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) - 545)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
    float condval_1;
    if ((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68))) && (((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) < 544)) {
      condval_1 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) - 544)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
    float condval_2;
    if (1 <= ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0)) {
      condval_2 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 543)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 272)] = condval_2;
    float condval_3;
    if (((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) < 544) {
      condval_3 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 544)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 273)] = condval_3;
    float condval_4;
    if ((((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68)) < 541) && (1 <= ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0))) {
      condval_4 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 1631)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 544)] = condval_4;
    float condval_5;
    if ((((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68)) < 541) && (((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) < 544)) {
      condval_5 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 1632)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 545)] = condval_5;
    float condval_6;
    if ((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68))) && (1 <= ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0))) {
      condval_6 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 295391)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 816)] = condval_6;
    float condval_7;
    if ((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68))) && (((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) < 544)) {
      condval_7 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 295392)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 817)] = condval_7;
    float condval_8;
    if (1 <= ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0)) {
      condval_8 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 296479)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1088)] = condval_8;
    float condval_9;
    if (((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) < 544) {
      condval_9 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 296480)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1089)] = condval_9;
    float condval_10;
    if ((((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68)) < 541) && (1 <= ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0))) {
      condval_10 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 297567)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1360)] = condval_10;
    float condval_11;
    if ((((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68)) < 541) && (((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) < 544)) {
      condval_11 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 297568)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1361)] = condval_11;
    float condval_12;
    if ((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68))) && (1 <= ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0))) {
      condval_12 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 591327)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1632)] = condval_12;
    float condval_13;
    if ((1 <= ((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68))) && (((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) < 544)) {
      condval_13 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 591328)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1633)] = condval_13;
    float condval_14;
    if (1 <= ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0)) {
      condval_14 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 592415)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1904)] = condval_14;
    float condval_15;
    if (((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) < 544) {
      condval_15 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 592416)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1905)] = condval_15;
    float condval_16;
    if ((((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68)) < 541) && (1 <= ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0))) {
      condval_16 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 593503)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2176)] = condval_16;
    float condval_17;
    if ((((((((int)blockIdx.x) % 544) >> 2) * 4) + (((int)threadIdx.x) / 68)) < 541) && (((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) < 544)) {
      condval_17 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 68) * 2)) + rx_0) + 593504)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2177)] = condval_17;
    if (((int)threadIdx.x) < 48) {
      int3 v_ = make_int3((((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 9)) + rx_0))+(3*0), (((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 9)) + rx_0))+(3*1), (((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 9)) + rx_0))+(3*2));
      *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = make_float3(kernel_ptr[v_.x],kernel_ptr[v_.y],kernel_ptr[v_.z]);
    }
    __syncthreads();
    for (int ff_3 = 0; ff_3 < 2; ++ff_3) {
      for (int rc_2 = 0; rc_2 < 3; ++rc_2) {
        int cse_v4 = (ff_3 * 4);
        int cse_v8 = ((rc_2 * 816) + ((int)threadIdx.x));
        int cse_v9 = ((ff_3 * 9) + (rc_2 * 3));
        conv2d_nchw_local_ptr[(ff_3 * 4)] = (conv2d_nchw_local_ptr[(ff_3 * 4)] + (pad_temp_shared_ptr[((rc_2 * 816) + ((int)threadIdx.x))] * kernel_shared_ptr[((ff_3 * 9) + (rc_2 * 3))]));
        int cse_v10 = ((ff_3 * 4) + 8);
        int cse_v42 = (((ff_3 * 9) + (rc_2 * 3)) + 18);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 8)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 8)] + (pad_temp_shared_ptr[((rc_2 * 816) + ((int)threadIdx.x))] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 18)]));
        int cse_v11 = ((ff_3 * 4) + 16);
        int cse_v43 = (((ff_3 * 9) + (rc_2 * 3)) + 36);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] + (pad_temp_shared_ptr[((rc_2 * 816) + ((int)threadIdx.x))] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 36)]));
        int cse_v12 = ((ff_3 * 4) + 24);
        int cse_v44 = (((ff_3 * 9) + (rc_2 * 3)) + 54);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 24)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 24)] + (pad_temp_shared_ptr[((rc_2 * 816) + ((int)threadIdx.x))] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 54)]));
        int cse_v13 = ((ff_3 * 4) + 32);
        int cse_v45 = (((ff_3 * 9) + (rc_2 * 3)) + 72);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] + (pad_temp_shared_ptr[((rc_2 * 816) + ((int)threadIdx.x))] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 72)]));
        int cse_v14 = ((ff_3 * 4) + 40);
        int cse_v46 = (((ff_3 * 9) + (rc_2 * 3)) + 90);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 40)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 40)] + (pad_temp_shared_ptr[((rc_2 * 816) + ((int)threadIdx.x))] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 90)]));
        int cse_v15 = ((ff_3 * 4) + 48);
        int cse_v47 = (((ff_3 * 9) + (rc_2 * 3)) + 108);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 48)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 48)] + (pad_temp_shared_ptr[((rc_2 * 816) + ((int)threadIdx.x))] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 108)]));
        int cse_v16 = ((ff_3 * 4) + 56);
        int cse_v48 = (((ff_3 * 9) + (rc_2 * 3)) + 126);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 56)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 56)] + (pad_temp_shared_ptr[((rc_2 * 816) + ((int)threadIdx.x))] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 126)]));
        int cse_v17 = ((ff_3 * 4) + 1);
        int cse_v49 = (((rc_2 * 816) + ((int)threadIdx.x)) + 136);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[((ff_3 * 9) + (rc_2 * 3))]));
        int cse_v18 = ((ff_3 * 4) + 9);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 9)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 9)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 18)]));
        int cse_v19 = ((ff_3 * 4) + 17);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 36)]));
        int cse_v20 = ((ff_3 * 4) + 25);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 25)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 25)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 54)]));
        int cse_v21 = ((ff_3 * 4) + 33);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 72)]));
        int cse_v22 = ((ff_3 * 4) + 41);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 41)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 41)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 90)]));
        int cse_v23 = ((ff_3 * 4) + 49);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 49)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 49)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 108)]));
        int cse_v24 = ((ff_3 * 4) + 57);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 57)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 57)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 126)]));
        int cse_v25 = ((ff_3 * 4) + 2);
        int cse_v50 = (((rc_2 * 816) + ((int)threadIdx.x)) + 272);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[((ff_3 * 9) + (rc_2 * 3))]));
        int cse_v26 = ((ff_3 * 4) + 10);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 10)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 10)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 18)]));
        int cse_v27 = ((ff_3 * 4) + 18);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 36)]));
        int cse_v28 = ((ff_3 * 4) + 26);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 26)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 26)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 54)]));
        int cse_v29 = ((ff_3 * 4) + 34);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 72)]));
        int cse_v30 = ((ff_3 * 4) + 42);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 42)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 42)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 90)]));
        int cse_v31 = ((ff_3 * 4) + 50);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 50)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 50)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 108)]));
        int cse_v32 = ((ff_3 * 4) + 58);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 58)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 58)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 126)]));
        int cse_v33 = ((ff_3 * 4) + 3);
        int cse_v51 = (((rc_2 * 816) + ((int)threadIdx.x)) + 408);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[((ff_3 * 9) + (rc_2 * 3))]));
        int cse_v34 = ((ff_3 * 4) + 11);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 11)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 11)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 18)]));
        int cse_v35 = ((ff_3 * 4) + 19);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 36)]));
        int cse_v36 = ((ff_3 * 4) + 27);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 27)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 27)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 54)]));
        int cse_v37 = ((ff_3 * 4) + 35);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 72)]));
        int cse_v38 = ((ff_3 * 4) + 43);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 43)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 43)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 90)]));
        int cse_v39 = ((ff_3 * 4) + 51);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 51)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 51)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 108)]));
        int cse_v40 = ((ff_3 * 4) + 59);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 59)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 59)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 126)]));
        int cse_v52 = (((ff_3 * 9) + (rc_2 * 3)) + 1);
        conv2d_nchw_local_ptr[(ff_3 * 4)] = (conv2d_nchw_local_ptr[(ff_3 * 4)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 1)]));
        int cse_v53 = (((ff_3 * 9) + (rc_2 * 3)) + 19);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 8)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 8)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 19)]));
        int cse_v54 = (((ff_3 * 9) + (rc_2 * 3)) + 37);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 37)]));
        int cse_v55 = (((ff_3 * 9) + (rc_2 * 3)) + 55);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 24)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 24)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 55)]));
        int cse_v56 = (((ff_3 * 9) + (rc_2 * 3)) + 73);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 73)]));
        int cse_v57 = (((ff_3 * 9) + (rc_2 * 3)) + 91);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 40)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 40)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 91)]));
        int cse_v58 = (((ff_3 * 9) + (rc_2 * 3)) + 109);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 48)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 48)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 109)]));
        int cse_v59 = (((ff_3 * 9) + (rc_2 * 3)) + 127);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 56)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 56)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 136)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 127)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 1)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 9)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 9)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 19)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 37)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 25)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 25)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 55)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 73)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 41)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 41)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 91)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 49)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 49)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 109)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 57)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 57)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 127)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 1)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 10)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 10)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 19)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 37)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 26)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 26)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 55)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 73)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 42)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 42)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 91)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 50)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 50)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 109)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 58)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 58)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 127)]));
        int cse_v60 = (((rc_2 * 816) + ((int)threadIdx.x)) + 544);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 1)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 11)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 11)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 19)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 37)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 27)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 27)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 55)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 73)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 43)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 43)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 91)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 51)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 51)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 109)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 59)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 59)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 127)]));
        int cse_v61 = (((ff_3 * 9) + (rc_2 * 3)) + 2);
        conv2d_nchw_local_ptr[(ff_3 * 4)] = (conv2d_nchw_local_ptr[(ff_3 * 4)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 2)]));
        int cse_v62 = (((ff_3 * 9) + (rc_2 * 3)) + 20);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 8)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 8)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 20)]));
        int cse_v63 = (((ff_3 * 9) + (rc_2 * 3)) + 38);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 38)]));
        int cse_v64 = (((ff_3 * 9) + (rc_2 * 3)) + 56);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 24)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 24)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 56)]));
        int cse_v65 = (((ff_3 * 9) + (rc_2 * 3)) + 74);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 74)]));
        int cse_v66 = (((ff_3 * 9) + (rc_2 * 3)) + 92);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 40)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 40)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 92)]));
        int cse_v67 = (((ff_3 * 9) + (rc_2 * 3)) + 110);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 48)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 48)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 110)]));
        int cse_v68 = (((ff_3 * 9) + (rc_2 * 3)) + 128);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 56)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 56)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 272)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 128)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 2)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 9)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 9)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 20)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 38)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 25)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 25)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 56)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 74)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 41)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 41)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 92)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 49)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 49)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 110)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 57)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 57)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 408)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 128)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 2)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 10)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 10)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 20)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 38)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 26)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 26)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 56)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 74)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 42)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 42)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 92)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 50)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 50)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 110)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 58)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 58)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 544)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 128)]));
        int cse_v69 = (((rc_2 * 816) + ((int)threadIdx.x)) + 680);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 680)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 2)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 11)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 11)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 680)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 20)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 680)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 38)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 27)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 27)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 680)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 56)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 680)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 74)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 43)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 43)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 680)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 92)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 51)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 51)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 680)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 110)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 59)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 59)] + (pad_temp_shared_ptr[(((rc_2 * 816) + ((int)threadIdx.x)) + 680)] * kernel_shared_ptr[(((ff_3 * 9) + (rc_2 * 3)) + 128)]));
      }
    }
  }
  int cse_v72 = (((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 591872)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1183744)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1775616)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2367488)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2959360)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3551232)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 4143104)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 544)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 592416)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1184288)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1776160)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2368032)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2959904)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3551776)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 4143648)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1088)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 592960)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1184832)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1776704)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2368576)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2960448)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3552320)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 4144192)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1632)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 593504)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1185376)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1777248)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2369120)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2960992)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3552864)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 4144736)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 295936)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 887808)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1479680)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2071552)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2663424)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3255296)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3847168)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 4439040)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 296480)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 888352)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1480224)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2072096)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2663968)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3255840)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3847712)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 4439584)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 297024)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 888896)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1480768)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2072640)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2664512)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3256384)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3848256)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 4440128)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 297568)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 889440)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 1481312)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2073184)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 2665056)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3256928)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 3848800)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 2) * 2176)) + ((((int)blockIdx.x) & 3) * 136)) + ((int)threadIdx.x)) + 4440672)] = conv2d_nchw_local_ptr[63];
}

