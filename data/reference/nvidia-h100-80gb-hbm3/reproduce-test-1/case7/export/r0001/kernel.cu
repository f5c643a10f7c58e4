
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
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[17];
  __shared__ alignas(64) float pad_temp_shared_ptr[456];
  __shared__ alignas(64) float kernel_shared_ptr[2304];
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
  int cse_v2 = (((int)blockIdx.x) % 17);
  int cse_v9 = (((int)blockIdx.x) / 17);
  for (int rc_0 = 0; rc_0 < 64; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) % 19);
    int cse_v3 = (rc_0 * 2312);
    int cse_v4 = (((int)threadIdx.x) * 3);
    int cse_v38 = ((((rc_0 * 2312) + ((((int)threadIdx.x) / 19) * 289)) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17));
    __syncthreads();
    float condval;
    if (((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) && (1 <= (((int)blockIdx.x) % 17))) {
      condval = data_ptr[(((((rc_0 * 2312) + ((((int)threadIdx.x) / 19) * 289)) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 18)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
    float condval_1;
    if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
      condval_1 = data_ptr[(((((rc_0 * 2312) + ((((int)threadIdx.x) / 19) * 289)) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 17)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
    float condval_2;
    if (((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) && ((((int)blockIdx.x) % 17) < 16)) {
      condval_2 = data_ptr[(((((rc_0 * 2312) + ((((int)threadIdx.x) / 19) * 289)) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 16)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
    int cse_v5 = (((int)threadIdx.x) + 32);
    int cse_v13 = ((((int)threadIdx.x) + 13) % 19);
    int cse_v14 = ((((int)threadIdx.x) + 32) / 19);
    int cse_v31 = ((((((int)threadIdx.x) + 32) / 19) * 57) + (((((int)threadIdx.x) + 13) % 19) * 3));
    int cse_v39 = ((((rc_0 * 2312) + (((((int)threadIdx.x) + 32) / 19) * 289)) + (((((int)threadIdx.x) + 13) % 19) * 17)) + (((int)blockIdx.x) % 17));
    float condval_3;
    if (((1 <= ((((int)threadIdx.x) + 13) % 19)) && (((((int)threadIdx.x) + 13) % 19) < 18)) && (1 <= (((int)blockIdx.x) % 17))) {
      condval_3 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 32) / 19) * 289)) + (((((int)threadIdx.x) + 13) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 18)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((int)threadIdx.x) + 32) / 19) * 57) + (((((int)threadIdx.x) + 13) % 19) * 3))] = condval_3;
    float condval_4;
    if ((1 <= ((((int)threadIdx.x) + 13) % 19)) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
      condval_4 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 32) / 19) * 289)) + (((((int)threadIdx.x) + 13) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 17)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((((int)threadIdx.x) + 32) / 19) * 57) + (((((int)threadIdx.x) + 13) % 19) * 3)) + 1)] = condval_4;
    float condval_5;
    if (((1 <= ((((int)threadIdx.x) + 13) % 19)) && (((((int)threadIdx.x) + 13) % 19) < 18)) && ((((int)blockIdx.x) % 17) < 16)) {
      condval_5 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 32) / 19) * 289)) + (((((int)threadIdx.x) + 13) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 16)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((((int)threadIdx.x) + 32) / 19) * 57) + (((((int)threadIdx.x) + 13) % 19) * 3)) + 2)] = condval_5;
    int cse_v6 = (((int)threadIdx.x) + 64);
    int cse_v15 = ((((int)threadIdx.x) + 7) % 19);
    int cse_v16 = ((((int)threadIdx.x) + 64) / 19);
    int cse_v32 = ((((((int)threadIdx.x) + 64) / 19) * 57) + (((((int)threadIdx.x) + 7) % 19) * 3));
    int cse_v40 = ((((rc_0 * 2312) + (((((int)threadIdx.x) + 64) / 19) * 289)) + (((((int)threadIdx.x) + 7) % 19) * 17)) + (((int)blockIdx.x) % 17));
    float condval_6;
    if (((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) && (1 <= (((int)blockIdx.x) % 17))) {
      condval_6 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 64) / 19) * 289)) + (((((int)threadIdx.x) + 7) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 18)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((int)threadIdx.x) + 64) / 19) * 57) + (((((int)threadIdx.x) + 7) % 19) * 3))] = condval_6;
    float condval_7;
    if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
      condval_7 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 64) / 19) * 289)) + (((((int)threadIdx.x) + 7) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 17)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((((int)threadIdx.x) + 64) / 19) * 57) + (((((int)threadIdx.x) + 7) % 19) * 3)) + 1)] = condval_7;
    float condval_8;
    if (((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) && ((((int)blockIdx.x) % 17) < 16)) {
      condval_8 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 64) / 19) * 289)) + (((((int)threadIdx.x) + 7) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 16)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((((int)threadIdx.x) + 64) / 19) * 57) + (((((int)threadIdx.x) + 7) % 19) * 3)) + 2)] = condval_8;
    int cse_v7 = (((int)threadIdx.x) + 96);
    int cse_v17 = ((((int)threadIdx.x) + 1) % 19);
    int cse_v18 = ((((int)threadIdx.x) + 96) / 19);
    int cse_v33 = ((((((int)threadIdx.x) + 96) / 19) * 57) + (((((int)threadIdx.x) + 1) % 19) * 3));
    int cse_v41 = ((((rc_0 * 2312) + (((((int)threadIdx.x) + 96) / 19) * 289)) + (((((int)threadIdx.x) + 1) % 19) * 17)) + (((int)blockIdx.x) % 17));
    float condval_9;
    if (((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) && (1 <= (((int)blockIdx.x) % 17))) {
      condval_9 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 96) / 19) * 289)) + (((((int)threadIdx.x) + 1) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 18)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((int)threadIdx.x) + 96) / 19) * 57) + (((((int)threadIdx.x) + 1) % 19) * 3))] = condval_9;
    float condval_10;
    if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
      condval_10 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 96) / 19) * 289)) + (((((int)threadIdx.x) + 1) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 17)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((((int)threadIdx.x) + 96) / 19) * 57) + (((((int)threadIdx.x) + 1) % 19) * 3)) + 1)] = condval_10;
    float condval_11;
    if (((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) && ((((int)blockIdx.x) % 17) < 16)) {
      condval_11 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 96) / 19) * 289)) + (((((int)threadIdx.x) + 1) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 16)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((((int)threadIdx.x) + 96) / 19) * 57) + (((((int)threadIdx.x) + 1) % 19) * 3)) + 2)] = condval_11;
    int cse_v8 = (((int)threadIdx.x) + 128);
    if (((int)threadIdx.x) < 24) {
      int cse_v19 = ((((int)threadIdx.x) + 14) % 19);
      int cse_v20 = ((((int)threadIdx.x) + 128) / 19);
      int cse_v34 = ((((((int)threadIdx.x) + 128) / 19) * 57) + (((((int)threadIdx.x) + 14) % 19) * 3));
      int cse_v42 = ((((rc_0 * 2312) + (((((int)threadIdx.x) + 128) / 19) * 289)) + (((((int)threadIdx.x) + 14) % 19) * 17)) + (((int)blockIdx.x) % 17));
      float condval_12;
      if (((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) && (1 <= (((int)blockIdx.x) % 17))) {
        condval_12 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 128) / 19) * 289)) + (((((int)threadIdx.x) + 14) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 18)];
      } else {
        condval_12 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((int)threadIdx.x) + 128) / 19) * 57) + (((((int)threadIdx.x) + 14) % 19) * 3))] = condval_12;
      float condval_13;
      if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
        condval_13 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 128) / 19) * 289)) + (((((int)threadIdx.x) + 14) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 17)];
      } else {
        condval_13 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((((int)threadIdx.x) + 128) / 19) * 57) + (((((int)threadIdx.x) + 14) % 19) * 3)) + 1)] = condval_13;
      float condval_14;
      if (((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) && ((((int)blockIdx.x) % 17) < 16)) {
        condval_14 = data_ptr[(((((rc_0 * 2312) + (((((int)threadIdx.x) + 128) / 19) * 289)) + (((((int)threadIdx.x) + 14) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 16)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((((int)threadIdx.x) + 128) / 19) * 57) + (((((int)threadIdx.x) + 14) % 19) * 3)) + 2)] = condval_14;
    }
    int cse_v10 = (rc_0 * 72);
    int cse_v11 = (((int)threadIdx.x) * 2);
    int cse_v21 = ((((int)blockIdx.x) / 17) * 147456);
    int cse_v35 = ((((((int)blockIdx.x) / 17) * 147456) + (rc_0 * 72)) + (((int)threadIdx.x) * 2));
    *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 147456) + (rc_0 * 72)) + (((int)threadIdx.x) * 2)));
    int cse_v22 = ((((int)threadIdx.x) * 2) + 64);
    int cse_v23 = (((((int)threadIdx.x) * 2) + 64) % 72);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 64)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 32) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 64) % 72)));
    int cse_v24 = (((((int)threadIdx.x) * 2) + 56) % 72);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 128)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 64) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 56) % 72)));
    int cse_v25 = (((((int)threadIdx.x) * 2) + 48) % 72);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 192)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 96) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 48) % 72)));
    int cse_v26 = (((((int)threadIdx.x) * 2) + 40) % 72);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 256)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 128) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 40) % 72)));
    int cse_v27 = (((((int)threadIdx.x) * 2) + 32) % 72);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 320)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 160) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 32) % 72)));
    int cse_v28 = (((((int)threadIdx.x) * 2) + 24) % 72);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 384)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 192) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 24) % 72)));
    int cse_v29 = (((((int)threadIdx.x) * 2) + 16) % 72);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 448)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 224) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 16) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 512)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (rc_0 * 72)) + (((int)threadIdx.x) * 2)) + 32264));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 576)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (rc_0 * 72)) + (((int)threadIdx.x) * 2)) + 36864));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 640)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 320) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 64) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 704)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 352) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 56) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 768)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 384) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 48) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 832)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 416) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 40) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 896)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 448) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 32) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 960)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 480) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 24) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1024)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 512) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 16) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1088)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (rc_0 * 72)) + (((int)threadIdx.x) * 2)) + 69128));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1152)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (rc_0 * 72)) + (((int)threadIdx.x) * 2)) + 73728));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1216)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 608) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 64) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1280)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 640) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 56) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1344)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 672) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 48) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1408)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 704) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 40) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1472)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 736) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 32) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1536)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 768) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 24) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1600)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 800) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 16) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1664)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (rc_0 * 72)) + (((int)threadIdx.x) * 2)) + 105992));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1728)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (rc_0 * 72)) + (((int)threadIdx.x) * 2)) + 110592));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1792)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 896) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 64) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1856)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 928) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 56) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1920)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 960) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 48) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1984)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 992) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 40) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2048)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 1024) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 32) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2112)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 1056) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 24) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2176)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 1088) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 16) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2240)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (rc_0 * 72)) + (((int)threadIdx.x) * 2)) + 142856));
    __syncthreads();
    for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
      for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
        for (int rc_2 = 0; rc_2 < 8; ++rc_2) {
          int cse_v12 = (ry_1 * 3);
          int cse_v30 = (((rc_2 * 57) + (ry_1 * 3)) + rx_1);
          int cse_v36 = ((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1);
          conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_2 * 57) + (ry_1 * 3)) + rx_1)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 24)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 27)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 30)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 33)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 42)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 45)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
          conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_2 * 57) + (ry_1 * 3)) + rx_1) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) * 72) + (rc_2 * 9)) + (ry_1 * 3)) + rx_1)]));
        }
      }
    }
  }
  int cse_v37 = ((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17));
  conv2d_nchw_ptr[((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 17)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 34)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 51)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 68)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 85)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 102)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 119)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 136)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 153)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 170)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 187)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 204)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 221)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 238)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 255)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 289)) + (((int)blockIdx.x) % 17)) + 272)] = conv2d_nchw_local_ptr[16];
}

