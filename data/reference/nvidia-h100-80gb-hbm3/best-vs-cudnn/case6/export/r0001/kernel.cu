
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
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[288];
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
  int cse_v1 = (((int)blockIdx.x) % 17);
  int cse_v4 = (((int)blockIdx.x) / 17);
  int cse_v7 = (((int)threadIdx.x) / 17);
  int cse_v9 = ((((int)blockIdx.x) % 17) * 68);
  int cse_v11 = ((((int)threadIdx.x) % 17) * 2);
  for (int rc_0 = 0; rc_0 < 128; ++rc_0) {
    int cse_v2 = (((int)threadIdx.x) % 9);
    __syncthreads();
    if (((int)threadIdx.x) < 72) {
      int cse_v3 = (((int)threadIdx.x) * 4);
      int cse_v8 = ((((int)threadIdx.x) % 36) / 9);
      int cse_v13 = (((((int)blockIdx.x) % 17) * 2) + ((((int)threadIdx.x) % 36) / 9));
      int cse_v117 = (((((rc_0 * 2312) + ((((int)threadIdx.x) / 36) * 1156)) + ((((int)blockIdx.x) % 17) * 68)) + (((((int)threadIdx.x) % 36) / 9) * 34)) + ((((int)threadIdx.x) % 9) * 4));
      float condval;
      if (((1 <= (((((int)blockIdx.x) % 17) * 2) + ((((int)threadIdx.x) % 36) / 9))) && ((((((int)blockIdx.x) % 17) * 2) + ((((int)threadIdx.x) % 36) / 9)) < 35)) && (1 <= (((int)threadIdx.x) % 9))) {
        condval = data_ptr[((((((rc_0 * 2312) + ((((int)threadIdx.x) / 36) * 1156)) + ((((int)blockIdx.x) % 17) * 68)) + (((((int)threadIdx.x) % 36) / 9) * 34)) + ((((int)threadIdx.x) % 9) * 4)) - 35)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) * 4)] = condval;
      float condval_1;
      if ((1 <= (((((int)blockIdx.x) % 17) * 2) + ((((int)threadIdx.x) % 36) / 9))) && ((((((int)blockIdx.x) % 17) * 2) + ((((int)threadIdx.x) % 36) / 9)) < 35)) {
        condval_1 = data_ptr[((((((rc_0 * 2312) + ((((int)threadIdx.x) / 36) * 1156)) + ((((int)blockIdx.x) % 17) * 68)) + (((((int)threadIdx.x) % 36) / 9) * 34)) + ((((int)threadIdx.x) % 9) * 4)) - 34)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1)] = condval_1;
      float condval_2;
      if ((1 <= (((((int)blockIdx.x) % 17) * 2) + ((((int)threadIdx.x) % 36) / 9))) && ((((((int)blockIdx.x) % 17) * 2) + ((((int)threadIdx.x) % 36) / 9)) < 35)) {
        condval_2 = data_ptr[((((((rc_0 * 2312) + ((((int)threadIdx.x) / 36) * 1156)) + ((((int)blockIdx.x) % 17) * 68)) + (((((int)threadIdx.x) % 36) / 9) * 34)) + ((((int)threadIdx.x) % 9) * 4)) - 33)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2)] = condval_2;
      float condval_3;
      if (((1 <= (((((int)blockIdx.x) % 17) * 2) + ((((int)threadIdx.x) % 36) / 9))) && ((((((int)blockIdx.x) % 17) * 2) + ((((int)threadIdx.x) % 36) / 9)) < 35)) && ((((int)threadIdx.x) % 9) < 8)) {
        condval_3 = data_ptr[((((((rc_0 * 2312) + ((((int)threadIdx.x) / 36) * 1156)) + ((((int)blockIdx.x) % 17) * 68)) + (((((int)threadIdx.x) % 36) / 9) * 34)) + ((((int)threadIdx.x) % 9) * 4)) - 32)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 3)] = condval_3;
    }
    int cse_v5 = (rc_0 * 18);
    int cse_v6 = (((int)threadIdx.x) * 2);
    int cse_v10 = ((((int)blockIdx.x) / 17) * 147456);
    *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + ((((int)threadIdx.x) / 9) * 2304)) + (rc_0 * 18)) + ((((int)threadIdx.x) % 9) * 2)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 544)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 272) / 9) * 2304)) + (rc_0 * 18)) + (((((int)threadIdx.x) * 2) + 4) % 18)));
    if (((int)threadIdx.x) < 32) {
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1088)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 544) / 9) * 2304)) + (rc_0 * 18)) + (((((int)threadIdx.x) * 2) + 8) % 18)));
    }
    int cse_v12 = ((((int)threadIdx.x) / 17) * 36);
    __syncthreads();
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 2)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 36)]));
    int cse_v14 = (((((int)threadIdx.x) % 17) * 2) + 36);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 36)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 36)]));
    int cse_v15 = (((((int)threadIdx.x) / 17) * 36) + 576);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 576)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 576)]));
    int cse_v16 = (((((int)threadIdx.x) % 17) * 2) + 1);
    int cse_v17 = (((((int)threadIdx.x) / 17) * 36) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 1)]));
    int cse_v18 = (((((int)threadIdx.x) % 17) * 2) + 37);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 1)]));
    int cse_v19 = (((((int)threadIdx.x) / 17) * 36) + 577);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 577)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 577)]));
    int cse_v20 = (((((int)threadIdx.x) % 17) * 2) + 2);
    int cse_v21 = (((((int)threadIdx.x) / 17) * 36) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 2)]));
    int cse_v22 = (((((int)threadIdx.x) % 17) * 2) + 38);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 2)]));
    int cse_v23 = (((((int)threadIdx.x) / 17) * 36) + 578);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 578)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 578)]));
    int cse_v24 = (((((int)threadIdx.x) / 17) * 36) + 3);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 3)]));
    int cse_v25 = (((((int)threadIdx.x) % 17) * 2) + 72);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 3)]));
    int cse_v26 = (((((int)threadIdx.x) / 17) * 36) + 579);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 579)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 579)]));
    int cse_v27 = (((((int)threadIdx.x) / 17) * 36) + 4);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 4)]));
    int cse_v28 = (((((int)threadIdx.x) % 17) * 2) + 73);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 4)]));
    int cse_v29 = (((((int)threadIdx.x) / 17) * 36) + 580);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 580)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 580)]));
    int cse_v30 = (((((int)threadIdx.x) / 17) * 36) + 5);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 5)]));
    int cse_v31 = (((((int)threadIdx.x) % 17) * 2) + 74);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 5)]));
    int cse_v32 = (((((int)threadIdx.x) / 17) * 36) + 581);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 581)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 581)]));
    int cse_v33 = (((((int)threadIdx.x) / 17) * 36) + 6);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 6)]));
    int cse_v34 = (((((int)threadIdx.x) % 17) * 2) + 108);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 108)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 6)]));
    int cse_v35 = (((((int)threadIdx.x) / 17) * 36) + 582);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 582)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 108)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 582)]));
    int cse_v36 = (((((int)threadIdx.x) / 17) * 36) + 7);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 7)]));
    int cse_v37 = (((((int)threadIdx.x) % 17) * 2) + 109);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 7)]));
    int cse_v38 = (((((int)threadIdx.x) / 17) * 36) + 583);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 583)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 583)]));
    int cse_v39 = (((((int)threadIdx.x) / 17) * 36) + 8);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 8)]));
    int cse_v40 = (((((int)threadIdx.x) % 17) * 2) + 110);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 8)]));
    int cse_v41 = (((((int)threadIdx.x) / 17) * 36) + 584);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 584)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 584)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 1)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 36)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 36)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 576)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 576)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 1)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 1)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 577)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 577)]));
    int cse_v42 = (((((int)threadIdx.x) % 17) * 2) + 3);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 2)]));
    int cse_v43 = (((((int)threadIdx.x) % 17) * 2) + 39);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 2)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 578)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 578)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 3)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 3)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 579)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 579)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 4)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 4)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 580)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 580)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 5)]));
    int cse_v44 = (((((int)threadIdx.x) % 17) * 2) + 75);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 75)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 5)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 581)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 75)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 581)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 6)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 6)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 582)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 582)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 7)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 7)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 583)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 583)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 75)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 8)]));
    int cse_v45 = (((((int)threadIdx.x) % 17) * 2) + 111);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 111)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 8)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 75)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 584)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 111)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 584)]));
    int cse_v46 = (((((int)threadIdx.x) / 17) * 36) + 18);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 18)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 18)]));
    int cse_v47 = (((((int)threadIdx.x) / 17) * 36) + 594);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 594)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 594)]));
    int cse_v48 = (((((int)threadIdx.x) / 17) * 36) + 19);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 19)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 19)]));
    int cse_v49 = (((((int)threadIdx.x) / 17) * 36) + 595);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 595)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 595)]));
    int cse_v50 = (((((int)threadIdx.x) / 17) * 36) + 20);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 20)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 20)]));
    int cse_v51 = (((((int)threadIdx.x) / 17) * 36) + 596);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 596)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 596)]));
    int cse_v52 = (((((int)threadIdx.x) / 17) * 36) + 21);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 21)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 21)]));
    int cse_v53 = (((((int)threadIdx.x) / 17) * 36) + 597);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 597)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 597)]));
    int cse_v54 = (((((int)threadIdx.x) / 17) * 36) + 22);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 22)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 22)]));
    int cse_v55 = (((((int)threadIdx.x) / 17) * 36) + 598);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 598)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 598)]));
    int cse_v56 = (((((int)threadIdx.x) / 17) * 36) + 23);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 23)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 23)]));
    int cse_v57 = (((((int)threadIdx.x) / 17) * 36) + 599);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 599)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 599)]));
    int cse_v58 = (((((int)threadIdx.x) / 17) * 36) + 24);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 24)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 108)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 24)]));
    int cse_v59 = (((((int)threadIdx.x) / 17) * 36) + 600);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 600)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 108)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 600)]));
    int cse_v60 = (((((int)threadIdx.x) / 17) * 36) + 25);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 25)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 25)]));
    int cse_v61 = (((((int)threadIdx.x) / 17) * 36) + 601);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 601)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 601)]));
    int cse_v62 = (((((int)threadIdx.x) / 17) * 36) + 26);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 26)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 26)]));
    int cse_v63 = (((((int)threadIdx.x) / 17) * 36) + 602);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 602)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 602)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 18)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 18)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 594)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 594)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 19)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 19)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 595)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 595)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 20)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 20)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 596)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 596)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 21)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 21)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 597)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 597)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 22)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 22)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 598)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 598)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 23)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 75)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 23)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 599)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 75)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 599)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 24)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 24)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 73)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 600)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 600)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 25)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 25)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 74)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 601)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 601)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 75)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 26)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 111)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 26)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 75)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 602)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 111)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 602)]));
    int cse_v64 = (((((int)threadIdx.x) % 17) * 2) + 144);
    int cse_v65 = (((((int)threadIdx.x) / 17) * 36) + 9);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 144)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 9)]));
    int cse_v66 = (((((int)threadIdx.x) % 17) * 2) + 180);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 9)]));
    int cse_v67 = (((((int)threadIdx.x) / 17) * 36) + 585);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 144)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 585)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 585)]));
    int cse_v68 = (((((int)threadIdx.x) % 17) * 2) + 145);
    int cse_v69 = (((((int)threadIdx.x) / 17) * 36) + 10);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 10)]));
    int cse_v70 = (((((int)threadIdx.x) % 17) * 2) + 181);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 10)]));
    int cse_v71 = (((((int)threadIdx.x) / 17) * 36) + 586);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 586)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 586)]));
    int cse_v72 = (((((int)threadIdx.x) % 17) * 2) + 146);
    int cse_v73 = (((((int)threadIdx.x) / 17) * 36) + 11);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 11)]));
    int cse_v74 = (((((int)threadIdx.x) % 17) * 2) + 182);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 11)]));
    int cse_v75 = (((((int)threadIdx.x) / 17) * 36) + 587);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 587)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 587)]));
    int cse_v76 = (((((int)threadIdx.x) / 17) * 36) + 12);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 12)]));
    int cse_v77 = (((((int)threadIdx.x) % 17) * 2) + 216);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 12)]));
    int cse_v78 = (((((int)threadIdx.x) / 17) * 36) + 588);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 588)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 588)]));
    int cse_v79 = (((((int)threadIdx.x) / 17) * 36) + 13);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 13)]));
    int cse_v80 = (((((int)threadIdx.x) % 17) * 2) + 217);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 13)]));
    int cse_v81 = (((((int)threadIdx.x) / 17) * 36) + 589);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 589)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 589)]));
    int cse_v82 = (((((int)threadIdx.x) / 17) * 36) + 14);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 14)]));
    int cse_v83 = (((((int)threadIdx.x) % 17) * 2) + 218);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 14)]));
    int cse_v84 = (((((int)threadIdx.x) / 17) * 36) + 590);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 590)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 590)]));
    int cse_v85 = (((((int)threadIdx.x) / 17) * 36) + 15);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 15)]));
    int cse_v86 = (((((int)threadIdx.x) % 17) * 2) + 252);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 252)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 15)]));
    int cse_v87 = (((((int)threadIdx.x) / 17) * 36) + 591);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 591)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 252)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 591)]));
    int cse_v88 = (((((int)threadIdx.x) / 17) * 36) + 16);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 16)]));
    int cse_v89 = (((((int)threadIdx.x) % 17) * 2) + 253);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 253)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 16)]));
    int cse_v90 = (((((int)threadIdx.x) / 17) * 36) + 592);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 592)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 253)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 592)]));
    int cse_v91 = (((((int)threadIdx.x) / 17) * 36) + 17);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 17)]));
    int cse_v92 = (((((int)threadIdx.x) % 17) * 2) + 254);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 254)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 17)]));
    int cse_v93 = (((((int)threadIdx.x) / 17) * 36) + 593);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 593)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 254)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 593)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 9)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 9)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 585)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 585)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 10)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 10)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 586)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 586)]));
    int cse_v94 = (((((int)threadIdx.x) % 17) * 2) + 147);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 11)]));
    int cse_v95 = (((((int)threadIdx.x) % 17) * 2) + 183);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 183)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 11)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 587)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 183)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 587)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 12)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 12)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 588)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 588)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 13)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 13)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 589)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 589)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 183)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 14)]));
    int cse_v96 = (((((int)threadIdx.x) % 17) * 2) + 219);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 14)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 183)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 590)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 590)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 15)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 253)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 15)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 591)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 253)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 591)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 16)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 254)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 16)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 592)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 254)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 592)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 17)]));
    int cse_v97 = (((((int)threadIdx.x) % 17) * 2) + 255);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 255)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 17)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 593)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 255)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 593)]));
    int cse_v98 = (((((int)threadIdx.x) / 17) * 36) + 27);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 144)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 27)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 27)]));
    int cse_v99 = (((((int)threadIdx.x) / 17) * 36) + 603);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 144)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 603)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 603)]));
    int cse_v100 = (((((int)threadIdx.x) / 17) * 36) + 28);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 28)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 28)]));
    int cse_v101 = (((((int)threadIdx.x) / 17) * 36) + 604);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 604)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 604)]));
    int cse_v102 = (((((int)threadIdx.x) / 17) * 36) + 29);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 29)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 29)]));
    int cse_v103 = (((((int)threadIdx.x) / 17) * 36) + 605);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 605)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 605)]));
    int cse_v104 = (((((int)threadIdx.x) / 17) * 36) + 30);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 30)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 30)]));
    int cse_v105 = (((((int)threadIdx.x) / 17) * 36) + 606);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 606)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 606)]));
    int cse_v106 = (((((int)threadIdx.x) / 17) * 36) + 31);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 31)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 31)]));
    int cse_v107 = (((((int)threadIdx.x) / 17) * 36) + 607);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 607)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 607)]));
    int cse_v108 = (((((int)threadIdx.x) / 17) * 36) + 32);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 32)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 32)]));
    int cse_v109 = (((((int)threadIdx.x) / 17) * 36) + 608);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 608)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 608)]));
    int cse_v110 = (((((int)threadIdx.x) / 17) * 36) + 33);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 33)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 252)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 33)]));
    int cse_v111 = (((((int)threadIdx.x) / 17) * 36) + 609);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 609)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 252)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 609)]));
    int cse_v112 = (((((int)threadIdx.x) / 17) * 36) + 34);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 34)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 253)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 34)]));
    int cse_v113 = (((((int)threadIdx.x) / 17) * 36) + 610);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 610)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 253)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 610)]));
    int cse_v114 = (((((int)threadIdx.x) / 17) * 36) + 35);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 35)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 254)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 35)]));
    int cse_v115 = (((((int)threadIdx.x) / 17) * 36) + 611);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 611)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 254)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 611)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 27)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 27)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 603)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 603)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 28)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 28)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 604)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 604)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 29)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 183)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 29)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 605)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 183)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 605)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 30)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 30)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 606)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 606)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 31)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 31)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 607)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 607)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 183)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 32)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 32)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 183)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 608)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 608)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 33)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 253)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 33)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 609)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 253)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 609)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 34)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 254)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 34)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 610)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 254)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 610)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 35)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 255)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 35)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 611)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 2) + 255)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + 611)]));
  }
  int cse_v116 = (((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 34)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 36992)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 37026)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 35)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 36993)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 37027)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 1156)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 1190)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 38148)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 38182)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 1157)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 1191)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 38149)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 73984) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)blockIdx.x) % 17) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 38183)] = conv2d_nchw_local_ptr[15];
}

