
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
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
extern "C" __global__ void __launch_bounds__(68) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(68) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[34];
  __shared__ alignas(64) float pad_temp_shared_ptr[2166];
  __shared__ alignas(64) float kernel_shared_ptr[432];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 2);
  int cse_v2 = (((int)threadIdx.x) * 3);
  int cse_v7 = ((((int)threadIdx.x) * 2) % 19);
  int cse_v8 = ((((int)threadIdx.x) * 2) + 1);
  int cse_v9 = ((((int)threadIdx.x) * 2) + 136);
  int cse_v10 = ((((int)threadIdx.x) * 2) + 137);
  int cse_v11 = ((((int)threadIdx.x) * 2) + 272);
  int cse_v12 = ((((int)threadIdx.x) * 2) + 273);
  int cse_v13 = ((((int)threadIdx.x) % 6) * 3);
  int cse_v18 = (((((int)threadIdx.x) * 2) / 19) * 17);
  int cse_v19 = (((((int)threadIdx.x) * 2) + 1) % 19);
  int cse_v20 = (((((int)threadIdx.x) * 2) + 3) % 19);
  int cse_v21 = (((((int)threadIdx.x) * 2) + 4) % 19);
  int cse_v22 = (((((int)threadIdx.x) * 2) + 272) % 361);
  int cse_v23 = (((((int)threadIdx.x) * 2) + 6) % 19);
  int cse_v24 = (((((int)threadIdx.x) * 2) + 273) % 361);
  int cse_v25 = (((((int)threadIdx.x) * 2) + 7) % 19);
  int cse_v26 = (((((int)threadIdx.x) * 2) + 9) % 19);
  int cse_v27 = (((((int)threadIdx.x) * 2) + 10) % 19);
  int cse_v28 = (((((int)threadIdx.x) * 2) + 12) % 19);
  int cse_v29 = (((((int)threadIdx.x) * 2) + 13) % 19);
  int cse_v30 = (((((int)threadIdx.x) * 2) + 15) % 19);
  int cse_v31 = (((((int)threadIdx.x) * 2) + 16) % 19);
  int cse_v32 = ((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608));
  int cse_v238 = ((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19));
  int cse_v239 = ((((((int)threadIdx.x) * 2) + 1) / 19) * 17);
  int cse_v240 = ((((((int)threadIdx.x) * 2) + 136) / 19) * 17);
  int cse_v241 = ((((((int)threadIdx.x) * 2) + 137) / 19) * 17);
  int cse_v242 = ((((((int)threadIdx.x) * 2) + 272) / 361) * 289);
  int cse_v243 = ((((((int)threadIdx.x) * 2) + 273) / 361) * 289);
  int cse_v244 = ((((((int)threadIdx.x) * 2) + 47) / 19) * 17);
  int cse_v245 = ((((((int)threadIdx.x) * 2) + 48) / 19) * 17);
  int cse_v246 = ((((((int)threadIdx.x) * 2) + 183) / 19) * 17);
  int cse_v247 = ((((((int)threadIdx.x) * 2) + 184) / 19) * 17);
  int cse_v248 = ((((((int)threadIdx.x) * 2) + 319) / 19) * 17);
  int cse_v249 = ((((((int)threadIdx.x) * 2) + 320) / 19) * 17);
  int cse_v250 = (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 3));
  int cse_v278 = (((((((int)threadIdx.x) * 2) + 1) / 19) * 17) + (((((int)threadIdx.x) * 2) + 1) % 19));
  int cse_v279 = (((((((int)threadIdx.x) * 2) + 136) / 19) * 17) + (((((int)threadIdx.x) * 2) + 3) % 19));
  int cse_v280 = (((((((int)threadIdx.x) * 2) + 137) / 19) * 17) + (((((int)threadIdx.x) * 2) + 4) % 19));
  int cse_v281 = (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17);
  int cse_v282 = (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17);
  int cse_v283 = (((((((int)threadIdx.x) * 2) + 47) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19));
  int cse_v284 = (((((((int)threadIdx.x) * 2) + 48) / 19) * 17) + (((((int)threadIdx.x) * 2) + 10) % 19));
  int cse_v285 = (((((((int)threadIdx.x) * 2) + 183) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19));
  int cse_v286 = (((((((int)threadIdx.x) * 2) + 184) / 19) * 17) + (((((int)threadIdx.x) * 2) + 13) % 19));
  int cse_v287 = (((((((int)threadIdx.x) * 2) + 319) / 19) * 17) + (((((int)threadIdx.x) * 2) + 15) % 19));
  int cse_v288 = (((((((int)threadIdx.x) * 2) + 320) / 19) * 17) + (((((int)threadIdx.x) * 2) + 16) % 19));
  int cse_v401 = ((((((((int)threadIdx.x) * 2) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19));
  int cse_v402 = ((((((((int)threadIdx.x) * 2) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19));
  float condval;
  if (((9 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval = data_ptr[(((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19)) - 18)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
  float condval_1;
  if (((9 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 19))) && ((((((int)threadIdx.x) * 2) + 1) % 19) < 18)) {
    condval_1 = data_ptr[((((((((int)threadIdx.x) * 2) + 1) / 19) * 17) + (((((int)threadIdx.x) * 2) + 1) % 19)) - 18)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
  float condval_2;
  if ((1 <= (((((int)threadIdx.x) * 2) + 3) % 19)) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
    condval_2 = data_ptr[((((((((int)threadIdx.x) * 2) + 136) / 19) * 17) + (((((int)threadIdx.x) * 2) + 3) % 19)) - 18)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 136)] = condval_2;
  float condval_3;
  if ((1 <= (((((int)threadIdx.x) * 2) + 4) % 19)) && ((((((int)threadIdx.x) * 2) + 4) % 19) < 18)) {
    condval_3 = data_ptr[((((((((int)threadIdx.x) * 2) + 137) / 19) * 17) + (((((int)threadIdx.x) * 2) + 4) % 19)) - 18)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 137)] = condval_3;
  float condval_4;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 272) % 361)) && ((((((int)threadIdx.x) * 2) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_4 = data_ptr[(((((((((int)threadIdx.x) * 2) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) - 18)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 272)] = condval_4;
  float condval_5;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 273) % 361)) && ((((((int)threadIdx.x) * 2) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 7) % 19))) && ((((((int)threadIdx.x) * 2) + 7) % 19) < 18)) {
    condval_5 = data_ptr[(((((((((int)threadIdx.x) * 2) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19)) - 18)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 273)] = condval_5;
  float condval_6;
  if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
    condval_6 = data_ptr[((((((((int)threadIdx.x) * 2) + 47) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 271)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 408)] = condval_6;
  float condval_7;
  if ((1 <= (((((int)threadIdx.x) * 2) + 10) % 19)) && ((((((int)threadIdx.x) * 2) + 10) % 19) < 18)) {
    condval_7 = data_ptr[((((((((int)threadIdx.x) * 2) + 48) / 19) * 17) + (((((int)threadIdx.x) * 2) + 10) % 19)) + 271)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 409)] = condval_7;
  float condval_8;
  if ((1 <= (((((int)threadIdx.x) * 2) + 12) % 19)) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
    condval_8 = data_ptr[((((((((int)threadIdx.x) * 2) + 183) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 271)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 544)] = condval_8;
  float condval_9;
  if ((1 <= (((((int)threadIdx.x) * 2) + 13) % 19)) && ((((((int)threadIdx.x) * 2) + 13) % 19) < 18)) {
    condval_9 = data_ptr[((((((((int)threadIdx.x) * 2) + 184) / 19) * 17) + (((((int)threadIdx.x) * 2) + 13) % 19)) + 271)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 545)] = condval_9;
  if (((int)threadIdx.x) < 21) {
    float condval_10;
    if (((((int)threadIdx.x) < 12) && (1 <= (((((int)threadIdx.x) * 2) + 15) % 19))) && ((((((int)threadIdx.x) * 2) + 15) % 19) < 18)) {
      condval_10 = data_ptr[((((((((int)threadIdx.x) * 2) + 319) / 19) * 17) + (((((int)threadIdx.x) * 2) + 15) % 19)) + 271)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 680)] = condval_10;
    float condval_11;
    if (((((int)threadIdx.x) < 11) && (1 <= (((((int)threadIdx.x) * 2) + 16) % 19))) && ((((((int)threadIdx.x) * 2) + 16) % 19) < 18)) {
      condval_11 = data_ptr[((((((((int)threadIdx.x) * 2) + 320) / 19) * 17) + (((((int)threadIdx.x) * 2) + 16) % 19)) + 271)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 681)] = condval_11;
  }
  if (((int)threadIdx.x) < 48) {
    *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 3)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_12;
  if (((9 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval_12 = data_ptr[(((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19)) + 560)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 722)] = condval_12;
  float condval_13;
  if (((9 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 19))) && ((((((int)threadIdx.x) * 2) + 1) % 19) < 18)) {
    condval_13 = data_ptr[((((((((int)threadIdx.x) * 2) + 1) / 19) * 17) + (((((int)threadIdx.x) * 2) + 1) % 19)) + 560)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 723)] = condval_13;
  float condval_14;
  if ((1 <= (((((int)threadIdx.x) * 2) + 3) % 19)) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
    condval_14 = data_ptr[((((((((int)threadIdx.x) * 2) + 136) / 19) * 17) + (((((int)threadIdx.x) * 2) + 3) % 19)) + 560)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 858)] = condval_14;
  float condval_15;
  if ((1 <= (((((int)threadIdx.x) * 2) + 4) % 19)) && ((((((int)threadIdx.x) * 2) + 4) % 19) < 18)) {
    condval_15 = data_ptr[((((((((int)threadIdx.x) * 2) + 137) / 19) * 17) + (((((int)threadIdx.x) * 2) + 4) % 19)) + 560)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 859)] = condval_15;
  float condval_16;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 272) % 361)) && ((((((int)threadIdx.x) * 2) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_16 = data_ptr[(((((((((int)threadIdx.x) * 2) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 560)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 994)] = condval_16;
  float condval_17;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 273) % 361)) && ((((((int)threadIdx.x) * 2) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 7) % 19))) && ((((((int)threadIdx.x) * 2) + 7) % 19) < 18)) {
    condval_17 = data_ptr[(((((((((int)threadIdx.x) * 2) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19)) + 560)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 995)] = condval_17;
  float condval_18;
  if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
    condval_18 = data_ptr[((((((((int)threadIdx.x) * 2) + 47) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 849)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1130)] = condval_18;
  float condval_19;
  if ((1 <= (((((int)threadIdx.x) * 2) + 10) % 19)) && ((((((int)threadIdx.x) * 2) + 10) % 19) < 18)) {
    condval_19 = data_ptr[((((((((int)threadIdx.x) * 2) + 48) / 19) * 17) + (((((int)threadIdx.x) * 2) + 10) % 19)) + 849)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1131)] = condval_19;
  float condval_20;
  if ((1 <= (((((int)threadIdx.x) * 2) + 12) % 19)) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
    condval_20 = data_ptr[((((((((int)threadIdx.x) * 2) + 183) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 849)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1266)] = condval_20;
  float condval_21;
  if ((1 <= (((((int)threadIdx.x) * 2) + 13) % 19)) && ((((((int)threadIdx.x) * 2) + 13) % 19) < 18)) {
    condval_21 = data_ptr[((((((((int)threadIdx.x) * 2) + 184) / 19) * 17) + (((((int)threadIdx.x) * 2) + 13) % 19)) + 849)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1267)] = condval_21;
  if (((int)threadIdx.x) < 21) {
    float condval_22;
    if (((((int)threadIdx.x) < 12) && (1 <= (((((int)threadIdx.x) * 2) + 15) % 19))) && ((((((int)threadIdx.x) * 2) + 15) % 19) < 18)) {
      condval_22 = data_ptr[((((((((int)threadIdx.x) * 2) + 319) / 19) * 17) + (((((int)threadIdx.x) * 2) + 15) % 19)) + 849)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1402)] = condval_22;
    float condval_23;
    if (((((int)threadIdx.x) < 11) && (1 <= (((((int)threadIdx.x) * 2) + 16) % 19))) && ((((((int)threadIdx.x) * 2) + 16) % 19) < 18)) {
      condval_23 = data_ptr[((((((((int)threadIdx.x) * 2) + 320) / 19) * 17) + (((((int)threadIdx.x) * 2) + 16) % 19)) + 849)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1403)] = condval_23;
  }
  if (((int)threadIdx.x) < 48) {
    *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 144)) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 3)) + 18));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v5 = (((int)threadIdx.x) % 17);
  int cse_v6 = (((int)threadIdx.x) / 17);
  int cse_v15 = ((((int)threadIdx.x) / 17) * 18);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 254; ++rc_0_ry_0_rx_0_fused) {
    int cse_v14 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v3 = (rc_0_ry_0_rx_0_fused * 578);
    int cse_v251 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2));
    __syncthreads();
    float condval_24;
    if (((9 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
      condval_24 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) * 2) / 19) * 17)) + ((((int)threadIdx.x) * 2) % 19)) + 1138)];
    } else {
      condval_24 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2))] = condval_24;
    float condval_25;
    if (((9 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 19))) && ((((((int)threadIdx.x) * 2) + 1) % 19) < 18)) {
      condval_25 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 1) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 19)) + 1138)];
    } else {
      condval_25 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 1)] = condval_25;
    float condval_26;
    if ((1 <= (((((int)threadIdx.x) * 2) + 3) % 19)) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
      condval_26 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 136) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 3) % 19)) + 1138)];
    } else {
      condval_26 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 136)] = condval_26;
    float condval_27;
    if ((1 <= (((((int)threadIdx.x) * 2) + 4) % 19)) && ((((((int)threadIdx.x) * 2) + 4) % 19) < 18)) {
      condval_27 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 137) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 4) % 19)) + 1138)];
    } else {
      condval_27 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 137)] = condval_27;
    float condval_28;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 272) % 361)) && ((((((int)threadIdx.x) * 2) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
      condval_28 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 272) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 1138)];
    } else {
      condval_28 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 272)] = condval_28;
    float condval_29;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 273) % 361)) && ((((((int)threadIdx.x) * 2) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 7) % 19))) && ((((((int)threadIdx.x) * 2) + 7) % 19) < 18)) {
      condval_29 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 273) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19)) + 1138)];
    } else {
      condval_29 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 273)] = condval_29;
    float condval_30;
    if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
      condval_30 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 47) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 1427)];
    } else {
      condval_30 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 408)] = condval_30;
    float condval_31;
    if ((1 <= (((((int)threadIdx.x) * 2) + 10) % 19)) && ((((((int)threadIdx.x) * 2) + 10) % 19) < 18)) {
      condval_31 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 48) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 10) % 19)) + 1427)];
    } else {
      condval_31 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 409)] = condval_31;
    float condval_32;
    if ((1 <= (((((int)threadIdx.x) * 2) + 12) % 19)) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
      condval_32 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 183) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 1427)];
    } else {
      condval_32 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 544)] = condval_32;
    float condval_33;
    if ((1 <= (((((int)threadIdx.x) * 2) + 13) % 19)) && ((((((int)threadIdx.x) * 2) + 13) % 19) < 18)) {
      condval_33 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 184) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 13) % 19)) + 1427)];
    } else {
      condval_33 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 545)] = condval_33;
    if (((int)threadIdx.x) < 21) {
      float condval_34;
      if (((((int)threadIdx.x) < 12) && (1 <= (((((int)threadIdx.x) * 2) + 15) % 19))) && ((((((int)threadIdx.x) * 2) + 15) % 19) < 18)) {
        condval_34 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 319) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 15) % 19)) + 1427)];
      } else {
        condval_34 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 680)] = condval_34;
      float condval_35;
      if (((((int)threadIdx.x) < 11) && (1 <= (((((int)threadIdx.x) * 2) + 16) % 19))) && ((((((int)threadIdx.x) * 2) + 16) % 19) < 18)) {
        condval_35 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((((int)threadIdx.x) * 2) + 320) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 16) % 19)) + 1427)];
      } else {
        condval_35 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + (((int)threadIdx.x) * 2)) + 681)] = condval_35;
    }
    if (((int)threadIdx.x) < 48) {
      *(float3*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 144) + (((int)threadIdx.x) * 3))) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)) + (rc_0_ry_0_rx_0_fused * 18)) + ((((int)threadIdx.x) % 6) * 3)) + 36));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
      int cse_v4 = (rc_0_ry_0_rx_0_fused % 3);
      int cse_v252 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17));
      int cse_v253 = ((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      int cse_v289 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v290 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 1);
      int cse_v291 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      int cse_v292 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v293 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 2);
      int cse_v294 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      int cse_v295 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v296 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 361);
      int cse_v297 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 361)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      int cse_v298 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 361)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v299 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 362);
      int cse_v300 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 362)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      int cse_v301 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 362)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v302 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 363);
      int cse_v303 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 363)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      int cse_v304 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 363)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v305 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 19);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v306 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 20);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v307 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 21);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v308 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 380);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v309 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 381);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 381)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 381)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v310 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 382);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 382)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 382)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v311 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 38);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v312 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 39);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v313 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 40);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v314 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 399);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v315 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 400);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 400)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 400)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v316 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 401);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 401)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 401)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v317 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 57);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v318 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 58);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v319 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 59);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v320 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 418);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 418)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 418)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v321 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 419);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 419)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 419)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v322 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 420);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 420)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 420)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v323 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 76);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 76)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 76)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v324 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 77);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 77)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 77)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v325 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 78);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 78)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 78)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v326 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 437);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 437)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 437)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v327 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 438);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 438)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 438)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v328 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 439);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 439)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 439)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v329 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 95);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 95)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 95)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v330 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 96);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 96)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 96)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v331 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 97);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 97)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 97)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v332 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 456);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 456)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 456)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v333 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 457);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 457)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 457)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v334 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 458);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 458)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 458)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v335 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 114);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 114)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 114)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v336 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 115);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 115)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 115)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v337 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 116);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 116)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 116)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v338 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 475);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 475)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 475)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v339 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 476);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 476)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 476)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v340 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 477);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 477)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 477)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v341 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 133);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 133)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 133)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v342 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 134);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 134)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 134)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v343 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 135);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 135)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 135)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v344 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 494);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 494)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 494)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v345 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 495);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 495)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 495)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v346 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 496);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 496)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 496)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v347 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 152);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 152)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 152)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v348 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 153);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v349 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 154);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 154)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 154)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v350 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 513);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 513)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 513)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v351 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 514);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 514)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 514)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v352 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 515);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 515)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 515)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v353 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 171);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 171)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 171)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v354 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 172);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 172)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 172)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v355 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 173);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 173)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 173)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v356 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 532);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 532)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 532)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v357 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 533);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 533)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 533)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v358 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 534);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 534)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 534)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v359 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 190);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 190)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 190)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v360 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 191);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 191)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 191)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v361 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 192);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 192)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 192)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v362 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 551);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 551)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 551)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v363 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 552);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 552)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 552)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v364 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 553);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 553)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 553)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v365 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 209);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 209)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 209)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v366 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 210);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 210)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 210)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v367 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 211);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 211)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 211)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v368 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 570);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 570)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 570)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v369 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 571);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 571)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 571)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v370 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 572);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 572)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 572)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v371 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 228);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 228)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 228)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v372 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 229);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 229)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 229)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v373 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 230);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 230)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 230)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v374 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 589);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 589)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 589)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v375 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 590);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 590)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 590)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v376 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 591);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 591)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 591)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v377 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 247);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 247)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 247)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v378 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 248);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 248)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 248)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v379 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 249);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 249)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 249)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v380 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 608);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 608)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 608)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v381 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 609);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 609)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 609)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v382 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 610);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 610)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 610)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v383 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 266);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 266)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 266)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v384 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 267);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 267)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 267)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v385 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 268);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 268)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 268)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v386 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 627);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 627)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 627)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v387 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 628);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 628)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 628)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v388 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 629);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v389 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 285);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 285)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 285)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v390 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 286);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 286)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 286)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v391 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 287);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 287)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 287)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v392 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 646);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v393 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 647);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 647)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 647)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v394 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 648);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 648)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 648)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
      int cse_v395 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 304);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 304)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 304)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 72)]));
      int cse_v396 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 305);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 305)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 305)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 73)]));
      int cse_v397 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 306);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 306)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 306)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 74)]));
      int cse_v398 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 665);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 665)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 665)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 81)]));
      int cse_v399 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 666);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 666)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 666)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 82)]));
      int cse_v400 = (((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 667);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 667)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 722) + (ry_1 * 19)) + (((int)threadIdx.x) % 17)) + 667)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 18)) + (ry_1 * 3)) + 83)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
    int cse_v16 = ((ry_1_1 * 19) + (((int)threadIdx.x) % 17));
    int cse_v33 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1444);
    int cse_v34 = (((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3));
    int cse_v254 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1444)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    int cse_v255 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1444)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v35 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1445);
    int cse_v256 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1445)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    int cse_v257 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1445)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v36 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1446);
    int cse_v258 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1446)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    int cse_v259 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1446)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v37 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1805);
    int cse_v260 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1805)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    int cse_v261 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1805)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v38 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1806);
    int cse_v262 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1806)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    int cse_v263 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1806)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v39 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1807);
    int cse_v264 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1807)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    int cse_v265 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1807)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v40 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1463);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1463)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1463)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v41 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1464);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1464)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1464)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v42 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1465);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1465)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1465)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v43 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1824);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1824)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1824)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v44 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1825);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1825)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1825)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v45 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1826);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1826)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1826)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v46 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1482);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1482)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1482)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v47 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1483);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1483)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1483)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v48 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1484);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1484)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1484)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v49 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1843);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1843)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1843)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v50 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1844);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1844)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1844)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v51 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1845);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1845)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1845)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v52 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1501);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1501)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1501)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v53 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1502);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1502)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1502)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v54 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1503);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1503)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1503)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v55 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1862);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1862)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1862)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v56 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1863);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1863)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1863)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v57 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1864);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1864)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1864)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v58 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1520);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1520)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1520)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v59 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1521);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1521)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1521)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v60 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1522);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1522)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1522)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v61 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1881);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1881)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1881)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v62 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1882);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1882)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1882)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v63 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1883);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1883)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1883)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v64 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1539);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1539)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1539)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v65 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1540);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1540)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1540)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v66 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1541);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1541)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1541)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v67 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1900);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1900)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1900)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v68 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1901);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1901)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1901)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v69 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1902);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1902)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1902)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v70 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1558);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1558)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1558)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v71 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1559);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1559)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1559)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v72 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1560);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1560)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1560)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v73 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1919);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1919)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1919)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v74 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1920);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1920)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1920)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v75 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1921);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1921)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1921)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v76 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1577);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1577)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1577)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v77 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1578);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1578)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1578)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v78 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1579);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1579)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1579)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v79 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1938);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1938)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1938)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v80 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1939);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1939)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1939)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v81 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1940);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1940)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1940)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v82 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1596);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1596)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1596)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v83 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1597);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1597)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1597)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v84 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1598);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1598)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1598)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v85 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1957);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1957)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1957)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v86 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1958);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1958)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1958)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v87 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1959);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1959)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1959)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v88 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1615);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1615)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1615)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v89 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1616);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1616)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1616)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v90 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1617);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1617)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1617)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v91 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1976);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1976)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1976)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v92 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1977);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1977)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1977)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v93 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1978);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1978)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1978)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v94 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1634);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1634)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1634)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v95 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1635);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1635)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1635)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v96 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1636);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1636)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1636)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v97 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1995);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1995)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1995)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v98 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1996);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1996)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1996)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v99 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1997);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1997)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1997)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v100 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1653);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1653)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1653)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v101 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1654);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1654)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1654)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v102 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1655);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1655)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1655)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v103 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2014);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2014)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2014)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v104 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2015);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2015)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2015)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v105 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2016);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2016)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2016)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v106 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1672);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1672)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1672)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v107 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1673);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1673)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1673)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v108 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1674);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1674)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1674)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v109 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2033);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2033)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2033)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v110 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2034);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2034)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2034)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v111 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2035);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2035)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2035)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v112 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1691);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1691)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1691)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v113 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1692);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1692)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1692)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v114 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1693);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1693)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1693)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v115 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2052);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2052)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2052)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v116 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2053);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2053)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2053)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v117 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2054);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2054)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2054)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v118 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1710);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1710)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1710)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v119 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1711);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1711)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1711)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v120 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1712);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1712)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1712)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v121 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2071);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2071)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2071)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v122 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2072);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2072)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2072)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v123 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2073);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2073)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2073)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v124 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1729);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1729)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1729)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v125 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1730);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1730)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1730)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v126 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1731);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1731)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1731)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v127 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2090);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2090)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2090)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v128 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2091);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2091)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2091)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v129 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2092);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2092)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2092)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
    int cse_v130 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1748);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1748)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 288)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1748)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 360)]));
    int cse_v131 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1749);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1749)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 289)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1749)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 361)]));
    int cse_v132 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1750);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1750)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 290)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 1750)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 362)]));
    int cse_v133 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2109);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2109)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 297)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2109)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 369)]));
    int cse_v134 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2110);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2110)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 298)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2110)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 370)]));
    int cse_v135 = (((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2111);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2111)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 299)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + (((int)threadIdx.x) % 17)) + 2111)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_1 * 3)) + 371)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
    int cse_v17 = ((ry_1_2 * 19) + (((int)threadIdx.x) % 17));
    int cse_v136 = (((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((ry_1_2 * 19) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    int cse_v266 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((ry_1_2 * 19) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v137 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 1);
    int cse_v267 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    int cse_v268 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v138 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 2);
    int cse_v269 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    int cse_v270 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v139 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 361);
    int cse_v271 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 361)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    int cse_v272 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 361)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v140 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 362);
    int cse_v273 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    int cse_v274 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v141 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 363);
    int cse_v275 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    int cse_v276 = ((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v142 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 19);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v143 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 20);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v144 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 21);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v145 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 380);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v146 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 381);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 381)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 381)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v147 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 382);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 382)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 382)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v148 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 38);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v149 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 39);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v150 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 40);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v151 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 399);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v152 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 400);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 400)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 400)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v153 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 401);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 401)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 401)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v154 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 57);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v155 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 58);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v156 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 59);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v157 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 418);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 418)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 418)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v158 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 419);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 419)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 419)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v159 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 420);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 420)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 420)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v160 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 76);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 76)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v161 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 77);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 77)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 77)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v162 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 78);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 78)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 78)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v163 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 437);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 437)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 437)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v164 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 438);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 438)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 438)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v165 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 439);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 439)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 439)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v166 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 95);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 95)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v167 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 96);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 96)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 96)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v168 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 97);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 97)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 97)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v169 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 456);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 456)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 456)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v170 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 457);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 457)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 457)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v171 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 458);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 458)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 458)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v172 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 114);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 114)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v173 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 115);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 115)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 115)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v174 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 116);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 116)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 116)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v175 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 475);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 475)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 475)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v176 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 476);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 476)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 476)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v177 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 477);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 477)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 477)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v178 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 133);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 133)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v179 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 134);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 134)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 134)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v180 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 135);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 135)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 135)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v181 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 494);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 494)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 494)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v182 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 495);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 495)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 495)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v183 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 496);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 496)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 496)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v184 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 152);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 152)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v185 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 153);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v186 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 154);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 154)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 154)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v187 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 513);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 513)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 513)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v188 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 514);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 514)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 514)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v189 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 515);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 515)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 515)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v190 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 171);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 171)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 171)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v191 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 172);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 172)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 172)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v192 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 173);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 173)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 173)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v193 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 532);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 532)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 532)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v194 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 533);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 533)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 533)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v195 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 534);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 534)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 534)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v196 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 190);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 190)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 190)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v197 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 191);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 191)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 191)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v198 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 192);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 192)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 192)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v199 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 551);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 551)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 551)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v200 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 552);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 552)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 552)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v201 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 553);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 553)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 553)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v202 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 209);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 209)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 209)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v203 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 210);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 210)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 210)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v204 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 211);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 211)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 211)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v205 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 570);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 570)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 570)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v206 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 571);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 571)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 571)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v207 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 572);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 572)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 572)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v208 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 228);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 228)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v209 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 229);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 229)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 229)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v210 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 230);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 230)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 230)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v211 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 589);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 589)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 589)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v212 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 590);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 590)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 590)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v213 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 591);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 591)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 591)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v214 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 247);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 247)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 247)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v215 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 248);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 248)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 248)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v216 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 249);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 249)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 249)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v217 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 608);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 608)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 608)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v218 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 609);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 609)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 609)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v219 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 610);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 610)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 610)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v220 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 266);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 266)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 266)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v221 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 267);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 267)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 267)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v222 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 268);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 268)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 268)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v223 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 627);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 627)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 627)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v224 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 628);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 628)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 628)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v225 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 629);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v226 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 285);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 285)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v227 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 286);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 286)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 286)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v228 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 287);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 287)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 287)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v229 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 646);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v230 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 647);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 647)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 647)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v231 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 648);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 648)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 648)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
    int cse_v232 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 304);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 304)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3))]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 304)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 72)]));
    int cse_v233 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 305);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 305)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 1)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 305)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 73)]));
    int cse_v234 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 306);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 306)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 2)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 306)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 74)]));
    int cse_v235 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 665);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 665)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 9)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 665)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 81)]));
    int cse_v236 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 666);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 666)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 10)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 666)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 82)]));
    int cse_v237 = (((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 667);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 667)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 11)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + (((int)threadIdx.x) % 17)) + 667)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 18) + (ry_1_2 * 3)) + 83)]));
  }
  int cse_v277 = (((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1156)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 17)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1173)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 34)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1190)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 51)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1207)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 68)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1224)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 85)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1241)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 102)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1258)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 119)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1275)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 136)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1292)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 153)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1309)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 170)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1326)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 187)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1343)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 204)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1360)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 221)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1377)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 238)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1394)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 255)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1411)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 272)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 1428)] = conv2d_nchw_local_ptr[33];
}

