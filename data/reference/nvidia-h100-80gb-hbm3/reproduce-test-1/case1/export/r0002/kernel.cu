
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
  alignas(64) float conv2d_nchw_local_ptr[32];
  __shared__ alignas(64) float pad_temp_shared_ptr[1836];
  __shared__ alignas(64) float kernel_shared_ptr[72];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 17);
  int cse_v2 = (((int)threadIdx.x) % 17);
  int cse_v4 = (((int)blockIdx.x) / 544);
  int cse_v5 = ((((int)blockIdx.x) % 544) >> 4);
  int cse_v6 = ((((int)blockIdx.x) & 15) * 34);
  int cse_v11 = (((((int)blockIdx.x) % 544) >> 4) * 8704);
  for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
    int cse_v3 = (((int)threadIdx.x) * 2);
    int cse_v7 = ((((int)threadIdx.x) % 17) * 2);
    int cse_v10 = (((((int)blockIdx.x) % 544) >> 4) * 16);
    int cse_v15 = ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((int)threadIdx.x) / 17));
    int cse_v16 = ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0);
    int cse_v44 = (((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0);
    __syncthreads();
    float condval;
    if ((1 <= ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((int)threadIdx.x) / 17))) && (1 <= ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0))) {
      condval = data_ptr[((((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) - 545)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
    float condval_1;
    if ((1 <= ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((int)threadIdx.x) / 17))) && (((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) < 544)) {
      condval_1 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) - 544)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
    float condval_2;
    if (1 <= ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0)) {
      condval_2 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) + 3807)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 272)] = condval_2;
    float condval_3;
    if (((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) < 544) {
      condval_3 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) + 3808)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 273)] = condval_3;
    int cse_v8 = ((((int)threadIdx.x) + 272) / 306);
    int cse_v12 = (((((int)threadIdx.x) / 17) + 16) % 18);
    int cse_v17 = ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 17) + 16) % 18));
    int cse_v42 = (((((((int)threadIdx.x) + 272) / 306) * 612) + ((((((int)threadIdx.x) / 17) + 16) % 18) * 34)) + ((((int)threadIdx.x) % 17) * 2));
    int cse_v46 = ((((((((((int)threadIdx.x) + 272) / 306) * 295936) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((((int)threadIdx.x) / 17) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0);
    float condval_4;
    if (((1 <= ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 17) + 16) % 18))) && (((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 17) + 16) % 18)) < 545)) && (1 <= ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0))) {
      condval_4 = data_ptr[(((((((((((int)threadIdx.x) + 272) / 306) * 295936) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((((int)threadIdx.x) / 17) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) - 545)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((((int)threadIdx.x) + 272) / 306) * 612) + ((((((int)threadIdx.x) / 17) + 16) % 18) * 34)) + ((((int)threadIdx.x) % 17) * 2))] = condval_4;
    float condval_5;
    if (((1 <= ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 17) + 16) % 18))) && (((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 17) + 16) % 18)) < 545)) && (((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) < 544)) {
      condval_5 = data_ptr[(((((((((((int)threadIdx.x) + 272) / 306) * 295936) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((((int)threadIdx.x) / 17) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) - 544)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 272) / 306) * 612) + ((((((int)threadIdx.x) / 17) + 16) % 18) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1)] = condval_5;
    float condval_6;
    if (1 <= ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0)) {
      condval_6 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) + 298655)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 816)] = condval_6;
    float condval_7;
    if (((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) < 544) {
      condval_7 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) + 298656)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 817)] = condval_7;
    int cse_v9 = ((((int)threadIdx.x) + 544) / 306);
    int cse_v13 = (((((int)threadIdx.x) / 17) + 14) % 18);
    int cse_v18 = ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 17) + 14) % 18));
    int cse_v43 = (((((((int)threadIdx.x) + 544) / 306) * 612) + ((((((int)threadIdx.x) / 17) + 14) % 18) * 34)) + ((((int)threadIdx.x) % 17) * 2));
    int cse_v47 = ((((((((((int)threadIdx.x) + 544) / 306) * 295936) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((((int)threadIdx.x) / 17) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0);
    float condval_8;
    if (((1 <= ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 17) + 14) % 18))) && (((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 17) + 14) % 18)) < 545)) && (1 <= ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0))) {
      condval_8 = data_ptr[(((((((((((int)threadIdx.x) + 544) / 306) * 295936) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((((int)threadIdx.x) / 17) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) - 545)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((((int)threadIdx.x) + 544) / 306) * 612) + ((((((int)threadIdx.x) / 17) + 14) % 18) * 34)) + ((((int)threadIdx.x) % 17) * 2))] = condval_8;
    float condval_9;
    if (((1 <= ((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 17) + 14) % 18))) && (((((((int)blockIdx.x) % 544) >> 4) * 16) + (((((int)threadIdx.x) / 17) + 14) % 18)) < 545)) && (((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) < 544)) {
      condval_9 = data_ptr[(((((((((((int)threadIdx.x) + 544) / 306) * 295936) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((((int)threadIdx.x) / 17) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) - 544)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 544) / 306) * 612) + ((((((int)threadIdx.x) / 17) + 14) % 18) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + 1)] = condval_9;
    float condval_10;
    if (1 <= ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0)) {
      condval_10 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) + 593503)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1360)] = condval_10;
    float condval_11;
    if (((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) < 544) {
      condval_11 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) + 593504)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1361)] = condval_11;
    if (((int)threadIdx.x) < 102) {
      float condval_12;
      if ((((((((int)blockIdx.x) % 544) >> 4) * 16) + (((int)threadIdx.x) / 17)) < 533) && (1 <= ((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0))) {
        condval_12 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) + 597855)];
      } else {
        condval_12 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1632)] = condval_12;
      float condval_13;
      if ((((((((int)blockIdx.x) % 544) >> 4) * 16) + (((int)threadIdx.x) / 17)) < 533) && (((((((int)blockIdx.x) & 15) * 34) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) < 544)) {
        condval_13 = data_ptr[((((((((((int)blockIdx.x) % 544) >> 4) * 8704) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) & 15) * 34)) + ((((int)threadIdx.x) % 17) * 2)) + rx_0) + 597856)];
      } else {
        condval_13 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1633)] = condval_13;
    }
    if (((int)threadIdx.x) < 24) {
      int3 v_ = make_int3((((((((int)blockIdx.x) / 544) * 216) + (((int)threadIdx.x) * 9)) + rx_0))+(3*0), (((((((int)blockIdx.x) / 544) * 216) + (((int)threadIdx.x) * 9)) + rx_0))+(3*1), (((((((int)blockIdx.x) / 544) * 216) + (((int)threadIdx.x) * 9)) + rx_0))+(3*2));
      *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = make_float3(kernel_ptr[v_.x],kernel_ptr[v_.y],kernel_ptr[v_.z]);
    }
    int cse_v14 = (((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17));
    __syncthreads();
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[0]));
    int cse_v19 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 17);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[0]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[18]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[18]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[36]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[36]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[54]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[54]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[9]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[9]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[27]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[27]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[45]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[45]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[63]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[63]));
    int cse_v20 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[0]));
    int cse_v21 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[0]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[18]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[18]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[36]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[36]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[54]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[54]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[9]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[9]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[27]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[27]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[45]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[45]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[63]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[63]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[1]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[1]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[19]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[19]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[37]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[37]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[55]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[55]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[10]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[10]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[28]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[28]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[46]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[46]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[64]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[64]));
    int cse_v22 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[1]));
    int cse_v23 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[1]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[19]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[19]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[37]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[37]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[55]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[55]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[10]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[10]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[28]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[28]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[46]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[46]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[64]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[64]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[2]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[2]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[20]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[20]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[38]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[38]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[56]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[56]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[11]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[11]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[29]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[29]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[47]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[47]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[65]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[65]));
    int cse_v24 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 102);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[2]));
    int cse_v25 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 119);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[2]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[20]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[20]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[38]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[38]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[56]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[56]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[11]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[11]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[29]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[29]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[47]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[47]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[65]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[65]));
    int cse_v26 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 612);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 612)] * kernel_shared_ptr[3]));
    int cse_v27 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 629);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[3]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 612)] * kernel_shared_ptr[21]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[21]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 612)] * kernel_shared_ptr[39]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[39]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 612)] * kernel_shared_ptr[57]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[57]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 612)] * kernel_shared_ptr[12]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[12]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 612)] * kernel_shared_ptr[30]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[30]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 612)] * kernel_shared_ptr[48]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[48]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 612)] * kernel_shared_ptr[66]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[66]));
    int cse_v28 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[3]));
    int cse_v29 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[3]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[21]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[21]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[39]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[39]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[57]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[57]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[12]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[12]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[30]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[30]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[48]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[48]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[66]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[66]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[4]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[4]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[22]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[22]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[40]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[40]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[58]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[58]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[13]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[13]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[31]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[31]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[49]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[49]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[67]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 663)] * kernel_shared_ptr[67]));
    int cse_v30 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[4]));
    int cse_v31 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[4]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[22]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[22]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[40]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[40]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[58]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[58]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[13]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[13]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[31]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[31]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[49]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[49]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[67]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[67]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[5]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[5]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[23]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[23]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[41]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[41]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[59]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[59]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[14]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[14]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[32]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[32]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[50]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[50]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 680)] * kernel_shared_ptr[68]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 697)] * kernel_shared_ptr[68]));
    int cse_v32 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 714);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 714)] * kernel_shared_ptr[5]));
    int cse_v33 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 731);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 731)] * kernel_shared_ptr[5]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 714)] * kernel_shared_ptr[23]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 731)] * kernel_shared_ptr[23]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 714)] * kernel_shared_ptr[41]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 731)] * kernel_shared_ptr[41]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 714)] * kernel_shared_ptr[59]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 731)] * kernel_shared_ptr[59]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 714)] * kernel_shared_ptr[14]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 731)] * kernel_shared_ptr[14]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 714)] * kernel_shared_ptr[32]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 731)] * kernel_shared_ptr[32]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 714)] * kernel_shared_ptr[50]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 731)] * kernel_shared_ptr[50]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 714)] * kernel_shared_ptr[68]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 731)] * kernel_shared_ptr[68]));
    int cse_v34 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1224);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1224)] * kernel_shared_ptr[6]));
    int cse_v35 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1241);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1241)] * kernel_shared_ptr[6]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1224)] * kernel_shared_ptr[24]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1241)] * kernel_shared_ptr[24]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1224)] * kernel_shared_ptr[42]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1241)] * kernel_shared_ptr[42]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1224)] * kernel_shared_ptr[60]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1241)] * kernel_shared_ptr[60]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1224)] * kernel_shared_ptr[15]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1241)] * kernel_shared_ptr[15]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1224)] * kernel_shared_ptr[33]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1241)] * kernel_shared_ptr[33]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1224)] * kernel_shared_ptr[51]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1241)] * kernel_shared_ptr[51]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1224)] * kernel_shared_ptr[69]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1241)] * kernel_shared_ptr[69]));
    int cse_v36 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[6]));
    int cse_v37 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[6]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[24]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[24]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[42]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[42]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[60]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[60]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[15]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[15]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[33]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[33]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[51]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[51]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[69]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[69]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[7]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[7]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[25]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[25]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[43]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[43]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[61]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[61]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[16]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[16]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[34]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[34]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[52]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[52]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1258)] * kernel_shared_ptr[70]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1275)] * kernel_shared_ptr[70]));
    int cse_v38 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[7]));
    int cse_v39 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[7]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[25]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[25]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[43]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[43]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[61]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[61]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[16]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[16]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[34]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[34]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[52]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[52]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[70]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[70]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[8]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[8]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[26]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[26]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[44]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[44]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[62]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[62]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[17]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[17]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[35]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[35]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[53]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[53]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1292)] * kernel_shared_ptr[71]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1309)] * kernel_shared_ptr[71]));
    int cse_v40 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1326);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1326)] * kernel_shared_ptr[8]));
    int cse_v41 = ((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1343);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1343)] * kernel_shared_ptr[8]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1326)] * kernel_shared_ptr[26]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1343)] * kernel_shared_ptr[26]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1326)] * kernel_shared_ptr[44]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1343)] * kernel_shared_ptr[44]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1326)] * kernel_shared_ptr[62]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1343)] * kernel_shared_ptr[62]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1326)] * kernel_shared_ptr[17]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1343)] * kernel_shared_ptr[17]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1326)] * kernel_shared_ptr[35]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1343)] * kernel_shared_ptr[35]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1326)] * kernel_shared_ptr[53]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1343)] * kernel_shared_ptr[53]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1326)] * kernel_shared_ptr[71]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 17) * 68) + (((int)threadIdx.x) % 17)) + 1343)] * kernel_shared_ptr[71]));
  }
  int cse_v45 = ((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 17)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 591872)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 591889)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1183744)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1183761)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1775616)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1775633)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 544)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 561)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 592416)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 592433)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1184288)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1184305)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1776160)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1776177)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 295936)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 295953)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 887808)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 887825)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1479680)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1479697)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 2071552)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 2071569)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 296480)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 296497)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 888352)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 888369)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1480224)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 1480241)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 2072096)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 2367488) + (((((int)blockIdx.x) % 544) >> 4) * 8704)) + ((((int)threadIdx.x) / 17) * 1088)) + ((((int)blockIdx.x) & 15) * 34)) + (((int)threadIdx.x) % 17)) + 2072113)] = conv2d_nchw_local_ptr[31];
}

