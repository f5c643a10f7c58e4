
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
extern "C" __global__ void __launch_bounds__(544) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(544) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[2];
  __shared__ alignas(64) float pad_temp_shared_ptr[456];
  __shared__ alignas(64) float kernel_shared_ptr[4608];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 17);
  int cse_v4 = (((int)blockIdx.x) / 17);
  int cse_v7 = (((int)threadIdx.x) % 17);
  int cse_v8 = (((int)threadIdx.x) / 17);
  int cse_v11 = ((((int)blockIdx.x) % 17) * 17);
  for (int rc_0 = 0; rc_0 < 64; ++rc_0) {
    __syncthreads();
    if (((int)threadIdx.x) < 152) {
      int cse_v2 = (((int)threadIdx.x) * 3);
      int cse_v3 = (((int)threadIdx.x) / 19);
      int cse_v9 = ((((int)threadIdx.x) % 19) * 3);
      int cse_v10 = ((((int)threadIdx.x) * 3) % 19);
      int cse_v12 = ((((int)threadIdx.x) / 19) * 57);
      int cse_v86 = (((((int)threadIdx.x) % 19) * 3) / 19);
      int cse_v87 = ((rc_0 * 2312) + ((((int)threadIdx.x) / 19) * 289));
      int cse_v90 = ((((((int)threadIdx.x) % 19) * 3) / 19) + (((int)blockIdx.x) % 17));
      float condval;
      if ((((1 <= ((((((int)threadIdx.x) % 19) * 3) / 19) + (((int)blockIdx.x) % 17))) && (((((((int)threadIdx.x) % 19) * 3) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) * 3) % 19))) && (((((int)threadIdx.x) * 3) % 19) < 18)) {
        condval = data_ptr[((((((rc_0 * 2312) + ((((int)threadIdx.x) / 19) * 289)) + ((((((int)threadIdx.x) % 19) * 3) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) * 3) % 19)) - 18)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((int)threadIdx.x) / 19) * 57) + ((((((int)threadIdx.x) % 19) * 3) / 19) * 19)) + ((((int)threadIdx.x) * 3) % 19))] = condval;
      int cse_v88 = (((((int)threadIdx.x) * 3) + 1) % 19);
      int cse_v91 = ((((((int)threadIdx.x) % 19) * 3) + 1) / 19);
      int cse_v93 = (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) + (((int)blockIdx.x) % 17));
      float condval_1;
      if ((((1 <= (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) % 19) * 3) + 1) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 1) % 19))) && ((((((int)threadIdx.x) * 3) + 1) % 19) < 18)) {
        condval_1 = data_ptr[((((((rc_0 * 2312) + ((((int)threadIdx.x) / 19) * 289)) + (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 1) % 19)) - 18)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((int)threadIdx.x) / 19) * 57) + (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) * 19)) + (((((int)threadIdx.x) * 3) + 1) % 19))] = condval_1;
      int cse_v89 = (((((int)threadIdx.x) * 3) + 2) % 19);
      int cse_v92 = ((((((int)threadIdx.x) % 19) * 3) + 2) / 19);
      int cse_v94 = (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) + (((int)blockIdx.x) % 17));
      float condval_2;
      if ((((1 <= (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) % 19) * 3) + 2) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 2) % 19))) && ((((((int)threadIdx.x) * 3) + 2) % 19) < 18)) {
        condval_2 = data_ptr[((((((rc_0 * 2312) + ((((int)threadIdx.x) / 19) * 289)) + (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19)) - 18)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((int)threadIdx.x) / 19) * 57) + (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) * 19)) + (((((int)threadIdx.x) * 3) + 2) % 19))] = condval_2;
    }
    int cse_v5 = (rc_0 * 72);
    int cse_v6 = (((int)threadIdx.x) * 2);
    int cse_v13 = ((((int)blockIdx.x) / 17) * 294912);
    *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 36) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) % 36) * 2)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1088)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 8) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2176)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 1088) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 16) % 72)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 3264)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 1632) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 24) % 72)));
    if (((int)threadIdx.x) < 128) {
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 4352)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 2176) / 36) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) * 2) + 32) % 72)));
    }
    int cse_v14 = ((((int)threadIdx.x) / 17) * 144);
    __syncthreads();
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 144)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 72)]));
    int cse_v15 = ((((int)threadIdx.x) % 17) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 1)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 73)]));
    int cse_v16 = ((((int)threadIdx.x) % 17) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 74)]));
    int cse_v17 = ((((int)threadIdx.x) % 17) + 19);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 3)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 75)]));
    int cse_v18 = ((((int)threadIdx.x) % 17) + 20);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 4)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 76)]));
    int cse_v19 = ((((int)threadIdx.x) % 17) + 21);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 5)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 77)]));
    int cse_v20 = ((((int)threadIdx.x) % 17) + 38);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 6)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 78)]));
    int cse_v21 = ((((int)threadIdx.x) % 17) + 39);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 7)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 79)]));
    int cse_v22 = ((((int)threadIdx.x) % 17) + 40);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 8)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 80)]));
    int cse_v23 = ((((int)threadIdx.x) % 17) + 57);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 9)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 81)]));
    int cse_v24 = ((((int)threadIdx.x) % 17) + 58);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 10)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 82)]));
    int cse_v25 = ((((int)threadIdx.x) % 17) + 59);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 11)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 83)]));
    int cse_v26 = ((((int)threadIdx.x) % 17) + 76);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 12)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 84)]));
    int cse_v27 = ((((int)threadIdx.x) % 17) + 77);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 13)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 85)]));
    int cse_v28 = ((((int)threadIdx.x) % 17) + 78);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 14)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 86)]));
    int cse_v29 = ((((int)threadIdx.x) % 17) + 95);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 15)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 87)]));
    int cse_v30 = ((((int)threadIdx.x) % 17) + 96);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 16)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 88)]));
    int cse_v31 = ((((int)threadIdx.x) % 17) + 97);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 17)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 89)]));
    int cse_v32 = ((((int)threadIdx.x) % 17) + 114);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 18)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 90)]));
    int cse_v33 = ((((int)threadIdx.x) % 17) + 115);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 19)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 91)]));
    int cse_v34 = ((((int)threadIdx.x) % 17) + 116);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 20)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 92)]));
    int cse_v35 = ((((int)threadIdx.x) % 17) + 133);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 21)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 93)]));
    int cse_v36 = ((((int)threadIdx.x) % 17) + 134);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 22)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 94)]));
    int cse_v37 = ((((int)threadIdx.x) % 17) + 135);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 23)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 95)]));
    int cse_v38 = ((((int)threadIdx.x) % 17) + 152);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 24)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 96)]));
    int cse_v39 = ((((int)threadIdx.x) % 17) + 153);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 25)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 97)]));
    int cse_v40 = ((((int)threadIdx.x) % 17) + 154);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 26)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 98)]));
    int cse_v41 = ((((int)threadIdx.x) % 17) + 171);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 171)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 27)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 171)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 99)]));
    int cse_v42 = ((((int)threadIdx.x) % 17) + 172);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 172)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 28)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 172)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 100)]));
    int cse_v43 = ((((int)threadIdx.x) % 17) + 173);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 173)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 29)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 173)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 101)]));
    int cse_v44 = ((((int)threadIdx.x) % 17) + 190);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 190)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 30)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 190)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 102)]));
    int cse_v45 = ((((int)threadIdx.x) % 17) + 191);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 191)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 31)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 191)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 103)]));
    int cse_v46 = ((((int)threadIdx.x) % 17) + 192);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 192)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 32)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 192)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 104)]));
    int cse_v47 = ((((int)threadIdx.x) % 17) + 209);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 209)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 33)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 209)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 105)]));
    int cse_v48 = ((((int)threadIdx.x) % 17) + 210);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 34)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 106)]));
    int cse_v49 = ((((int)threadIdx.x) % 17) + 211);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 35)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 107)]));
    int cse_v50 = ((((int)threadIdx.x) % 17) + 228);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 36)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 108)]));
    int cse_v51 = ((((int)threadIdx.x) % 17) + 229);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 37)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 109)]));
    int cse_v52 = ((((int)threadIdx.x) % 17) + 230);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 38)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 110)]));
    int cse_v53 = ((((int)threadIdx.x) % 17) + 247);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 247)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 39)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 247)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 111)]));
    int cse_v54 = ((((int)threadIdx.x) % 17) + 248);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 248)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 40)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 248)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 112)]));
    int cse_v55 = ((((int)threadIdx.x) % 17) + 249);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 249)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 41)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 249)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 113)]));
    int cse_v56 = ((((int)threadIdx.x) % 17) + 266);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 266)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 42)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 266)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 114)]));
    int cse_v57 = ((((int)threadIdx.x) % 17) + 267);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 267)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 43)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 267)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 115)]));
    int cse_v58 = ((((int)threadIdx.x) % 17) + 268);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 268)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 44)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 268)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 116)]));
    int cse_v59 = ((((int)threadIdx.x) % 17) + 285);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 45)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 117)]));
    int cse_v60 = ((((int)threadIdx.x) % 17) + 286);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 46)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 118)]));
    int cse_v61 = ((((int)threadIdx.x) % 17) + 287);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 47)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 119)]));
    int cse_v62 = ((((int)threadIdx.x) % 17) + 304);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 304)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 48)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 304)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 120)]));
    int cse_v63 = ((((int)threadIdx.x) % 17) + 305);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 305)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 49)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 305)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 121)]));
    int cse_v64 = ((((int)threadIdx.x) % 17) + 306);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 50)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 122)]));
    int cse_v65 = ((((int)threadIdx.x) % 17) + 323);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 51)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 123)]));
    int cse_v66 = ((((int)threadIdx.x) % 17) + 324);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 324)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 52)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 324)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 124)]));
    int cse_v67 = ((((int)threadIdx.x) % 17) + 325);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 325)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 53)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 325)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 125)]));
    int cse_v68 = ((((int)threadIdx.x) % 17) + 342);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 342)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 54)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 342)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 126)]));
    int cse_v69 = ((((int)threadIdx.x) % 17) + 343);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 343)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 55)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 343)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 127)]));
    int cse_v70 = ((((int)threadIdx.x) % 17) + 344);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 344)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 56)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 344)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 128)]));
    int cse_v71 = ((((int)threadIdx.x) % 17) + 361);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 57)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 129)]));
    int cse_v72 = ((((int)threadIdx.x) % 17) + 362);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 58)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 130)]));
    int cse_v73 = ((((int)threadIdx.x) % 17) + 363);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 363)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 59)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 363)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 131)]));
    int cse_v74 = ((((int)threadIdx.x) % 17) + 380);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 60)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 132)]));
    int cse_v75 = ((((int)threadIdx.x) % 17) + 381);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 61)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 133)]));
    int cse_v76 = ((((int)threadIdx.x) % 17) + 382);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 382)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 62)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 382)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 134)]));
    int cse_v77 = ((((int)threadIdx.x) % 17) + 399);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 63)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 135)]));
    int cse_v78 = ((((int)threadIdx.x) % 17) + 400);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 400)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 64)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 400)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 136)]));
    int cse_v79 = ((((int)threadIdx.x) % 17) + 401);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 401)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 65)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 401)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 137)]));
    int cse_v80 = ((((int)threadIdx.x) % 17) + 418);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 418)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 66)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 418)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 138)]));
    int cse_v81 = ((((int)threadIdx.x) % 17) + 419);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 419)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 67)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 419)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 139)]));
    int cse_v82 = ((((int)threadIdx.x) % 17) + 420);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 68)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 140)]));
    int cse_v83 = ((((int)threadIdx.x) % 17) + 437);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 69)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 141)]));
    int cse_v84 = ((((int)threadIdx.x) % 17) + 438);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 70)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 142)]));
    int cse_v85 = ((((int)threadIdx.x) % 17) + 439);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 71)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 143)]));
  }
  int cse_v95 = (((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 289)] = conv2d_nchw_local_ptr[1];
}

